//! Best-first search on the sliding puzzle as the page's listing writes it
//! (www/views/puzzle/code/puzzle.js, Python), and where that code stands after the events
//! shown:
//!
//! ```text
//!           import heapq
//! call      def best_first(start):
//! init          g = {start: 0}; parent = {start: None}; closed = set()
//! start         frontier = [(key(0, h(start)), 0, 0, start)]; n = 1
//! loop          while frontier:
//! pop               _, _, gs, s = heapq.heappop(frontier)
//!                   if s in closed or gs != g[s]: continue
//! goal              if s == GOAL: return path(parent, s)
//! close             closed.add(s)
//! succ              for t in successors(s):
//! seen                  if REMEMBER and t in g and g[s] + 1 >= g[t]:
//! dup                       continue
//! reopen                closed.discard(t)
//! record                g[t] = g[s] + 1; parent[t] = s
//! gen_goal              if FIFO and t == GOAL: return path(parent, t)
//! push                  heapq.heappush(frontier, (key(g[t], h(t)), n, g[t], t)); n += 1
//! done          return None
//! ```

use super::{Position, Sliding};
use crate::engine::{BestFirstView, InformedEvent};
use crate::puzzles::code::{CodeState, Value};

/// The lines the event `last` ran; `fifo`: breadth-first, whose goal test is on generation;
/// `goal`: the state the event generated is the goal (breadth-first then returns before it
/// pushes it).
pub fn lines(last: Option<&InformedEvent<Position>>, fifo: bool, goal: bool) -> Vec<&'static str> {
    let generated: &[&'static str] = if fifo && goal {
        &["succ", "seen", "reopen", "record"]
    } else if fifo {
        &["succ", "seen", "reopen", "record", "gen_goal", "push"]
    } else {
        &["succ", "seen", "reopen", "record", "push"]
    };
    match last {
        None => vec!["call", "init", "start"],
        Some(InformedEvent::Expand { .. }) => vec!["loop", "pop", "goal", "close"],
        Some(InformedEvent::Generate { .. } | InformedEvent::Improve { .. }) => generated.to_vec(),
        Some(InformedEvent::Duplicate { .. }) => vec!["succ", "seen", "dup"],
        // The start is the goal: breadth-first search finds it before any generation, as
        // the listing does at its first pop.
        Some(InformedEvent::Found {
            node: 0,
            generated: true,
            ..
        }) => vec!["loop", "pop", "goal"],
        Some(InformedEvent::Found {
            generated: true, ..
        }) => vec!["gen_goal"],
        Some(InformedEvent::Found { .. }) => vec!["loop", "pop", "goal"],
        Some(InformedEvent::Exhausted) => vec!["loop", "done"],
        Some(InformedEvent::Stopped) => vec!["loop"],
    }
}

/// A state as the listing's variables show it: "1 2 3 / 4 5 6 / 7 8 _".
pub(super) fn shown(puzzle: &Sliding, p: &Position) -> String {
    let side = puzzle.side();
    let tiles = puzzle.tiles(p);
    tiles
        .chunks(side)
        .map(|row| {
            row.iter()
                .map(|&t| {
                    if t == 0 {
                        "_".to_string()
                    } else {
                        t.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// Where the listing stands after the events shown.
pub fn state(
    puzzle: &Sliding,
    view: &BestFirstView<Position>,
    last: Option<&InformedEvent<Position>>,
    fifo: bool,
) -> CodeState {
    let nodes = view.nodes();
    let s = match last {
        Some(InformedEvent::Found { node, .. }) => Some(*node),
        _ => view.expanding(),
    };
    let t = match last {
        Some(
            InformedEvent::Generate { node, .. }
            | InformedEvent::Improve { node, .. }
            | InformedEvent::Duplicate { node, .. },
        ) => Some(*node),
        Some(InformedEvent::Found {
            node,
            generated: true,
            ..
        }) => Some(*node),
        _ => None,
    };
    let c = view.counts();
    let goal = t.is_some_and(|n| crate::engine::Space::is_goal(puzzle, &nodes[n as usize].state));
    let mut state = CodeState::new("puzzle", lines(last, fifo, goal))
        .var("len(frontier)", Value::num(c.frontier as f64))
        .var("len(closed)", Value::num(c.closed as f64))
        .var(
            "s",
            Value::or_none(s.map(|n| Value::text(shown(puzzle, &nodes[n as usize].state)))),
        );
    if let Some(n) = s {
        let x = &nodes[n as usize];
        state = state
            .var("g[s]", Value::num(x.g))
            .var("h(s)", Value::num(x.h));
    }
    state = state.var(
        "t",
        Value::or_none(t.map(|n| Value::text(shown(puzzle, &nodes[n as usize].state)))),
    );
    if let Some(n) = t {
        let x = &nodes[n as usize];
        state = state
            .var("g[t]", Value::num(x.g))
            .var("h(t)", Value::num(x.h));
    }
    state
}
