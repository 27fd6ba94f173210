//! IDA* over a level as the page steps it: the engine's depth-first search
//! ([`crate::engine::DeepSearch`], built by [`Search::ida`]) and its view
//! ([`DeepView`]: the path, the iteration's bound on f and the next, the counters), with the
//! pushes deadlock pruning discards counted as the search enters each state ([`discarded`]),
//! both ways; and what the page says of each step.
//!
//! A state entered has its successors generated then, the pruned ones discarded; the goal's
//! are never looked at (the search stops on it), so its pushes are not counted, as
//! breadth-first search's after its goal are not.

use super::narration::{over, step_between, step_message, unit};
use super::*;
use crate::engine::{DeepEvent, DeepView, Replay};
use crate::puzzles::message::Message;

/// The pushes deadlock pruning discards on entering `state` (none for a goal: the search
/// stops there). `scratch` is reused.
pub fn discarded(space: &SokobanSpace, state: &State, scratch: &mut Vec<Step>) -> Pruned {
    let mut p = Pruned::default();
    if space.solved(state) {
        return p;
    }
    scratch.clear();
    space.steps(state, scratch);
    for s in scratch.iter() {
        match s.deadlock.map(|d| d.kind) {
            None => {}
            Some(DeadlockKind::DeadSquare) => p.dead += 1,
            Some(_) => p.frozen += 1,
        }
    }
    p
}

/// An IDA* search of a level as seen so far (a [`Replay`] of its events).
#[derive(Clone, Debug)]
pub struct SokobanDeepView {
    view: DeepView<State>,
    space: SokobanSpace,
    pruned: Pruned,
    scratch: Vec<Step>,
}

impl SokobanDeepView {
    /// Before the first step, for a search of `space`.
    pub fn new(space: SokobanSpace) -> SokobanDeepView {
        SokobanDeepView {
            view: DeepView::new(true),
            space,
            pruned: Pruned::default(),
            scratch: Vec::new(),
        }
    }
    /// The engine's view: the path, the bound, the counters.
    pub fn search(&self) -> &DeepView<State> {
        &self.view
    }
    pub fn space(&self) -> &SokobanSpace {
        &self.space
    }
    /// The pushes pruned as dead so far.
    pub fn pruned(&self) -> Pruned {
        self.pruned
    }
    /// Successors that were a position on the path already: not entered (the path checked),
    /// or entered again (a tree search, which cannot tell).
    pub fn again(&self) -> u64 {
        let c = self.view.counts();
        c.repeats + c.cycles
    }
}

impl Replay<DeepEvent<State>> for SokobanDeepView {
    fn forward(&mut self, e: &DeepEvent<State>) {
        if let DeepEvent::Visit { state, .. } = e {
            let p = discarded(&self.space, state, &mut self.scratch);
            self.pruned.dead += p.dead;
            self.pruned.frozen += p.frozen;
        }
        self.view.forward(e);
    }
    fn backward(&mut self, e: &DeepEvent<State>) {
        self.view.backward(e);
        if let DeepEvent::Visit { state, .. } = e {
            let p = discarded(&self.space, state, &mut self.scratch);
            self.pruned.dead -= p.dead;
            self.pruned.frozen -= p.frozen;
        }
    }
}

/// The status line after `last` (None before the first step) of IDA* on `level` by `by`,
/// within `max_steps` steps.
pub fn status(
    level: &Level,
    by: By,
    view: &SokobanDeepView,
    last: Option<&DeepEvent<State>>,
    max_steps: u64,
) -> Message {
    let v = view.search();
    let c = v.counts();
    let path = v.path();
    let bound = v.bound().unwrap_or(0);
    // The push from the path's end to `to`, said.
    let from_end = |to: &State| {
        path.last()
            .and_then(|end| step_between(level, by, &end.state, to))
            .map_or(Message::new("sokoban.step.unknown"), |(from, d, push)| {
                step_message(level, by, from, d, push)
            })
    };
    let Some(event) = last else {
        let start = view.space().start();
        return Message::new("sokoban.status.ida_start")
            .sub("over", over(by))
            .num("h", crate::engine::Space::estimate(view.space(), &start));
    };
    match *event {
        DeepEvent::Iteration { bound } => Message::new(if c.iterations <= 1 {
            "sokoban.status.ida_first"
        } else {
            "sokoban.status.ida_iteration"
        })
        .count("n", u64::from(c.iterations))
        .num("bound", bound),
        DeepEvent::Visit {
            g, h, depth, cycle, ..
        } => {
            let code = match (depth, cycle) {
                (0, _) => "sokoban.status.ida_root",
                (_, true) => "sokoban.status.ida_cycle",
                _ => "sokoban.status.ida_visit",
            };
            let step = if path.len() >= 2 {
                let (a, b) = (&path[path.len() - 2].state, &path[path.len() - 1].state);
                step_between(level, by, a, b)
                    .map_or(Message::new("sokoban.step.unknown"), |(from, d, push)| {
                        step_message(level, by, from, d, push)
                    })
            } else {
                Message::new("sokoban.step.unknown")
            };
            Message::new(code)
                .sub("step", step)
                .num("g", g)
                .num("h", h)
                .num("f", g + h)
                .num("bound", bound)
                .sub("depth", unit(by, depth))
        }
        DeepEvent::Prune { state, g, h } => Message::new("sokoban.status.ida_prune")
            .sub("step", from_end(&state))
            .num("g", g)
            .num("h", h)
            .num("f", g + h)
            .num("bound", bound)
            .num("next", v.next_bound().unwrap_or(g + h)),
        DeepEvent::Repeat { state } => {
            Message::new("sokoban.status.ida_repeat").sub("step", from_end(&state))
        }
        DeepEvent::Backtrack { depth, .. } => Message::new(if path.is_empty() {
            match v.next_bound() {
                Some(_) => "sokoban.status.ida_round",
                None => "sokoban.status.ida_backtrack",
            }
        } else {
            "sokoban.status.ida_backtrack"
        })
        .sub("depth", unit(by, depth))
        .num("bound", bound)
        .num("next", v.next_bound().unwrap_or(0)),
        DeepEvent::Found => {
            let states: Vec<State> = path.iter().map(|p| p.state).collect();
            let solution = lurd(level, by, &states).map(Solution::of);
            let (moves, pushes) = solution.map(|s| (s.moves, s.pushes)).unwrap_or((0, 0));
            Message::new("sokoban.status.ida_found")
                .count("iterations", u64::from(c.iterations))
                .num("bound", bound)
                .count("moves", u64::from(moves))
                .count("pushes", u64::from(pushes))
                .count("expanded", c.visited)
                .count("pruned", view.pruned().total())
        }
        DeepEvent::Exhausted => Message::new("sokoban.status.ida_exhausted")
            .count("expanded", c.visited)
            .count("pruned", view.pruned().total()),
        DeepEvent::Stopped => Message::new("sokoban.status.ida_stopped")
            .count("max", max_steps)
            .count("expanded", c.visited),
    }
}
