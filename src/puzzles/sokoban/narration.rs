//! What the page says of each step of a Sokoban search, as message codes with parameters
//! (`sokoban.status.*`, worded in `www/views/sokoban/text/`): which state is expanded and
//! why it comes first, which move or push makes each successor, a position met again (with
//! or without the closed set), a push pruned and why (a corner, a dead square, a freeze),
//! and the end.

use super::view::{SokobanEvent, SokobanView};
use super::*;
use crate::engine::{InformedEvent, Order};
use crate::puzzles::best_first::{self, End, Words};
use crate::puzzles::message::Message;

/// The direction's word (`sokoban.dir.left`, ...).
pub fn dir_message(d: Dir) -> Message {
    Message::new(match d {
        Dir::Left => "sokoban.dir.left",
        Dir::Up => "sokoban.dir.up",
        Dir::Right => "sokoban.dir.right",
        Dir::Down => "sokoban.dir.down",
    })
}

/// The move or push from position `a` to its successor `b` `by` moves or pushes: the
/// square it starts from (the keeper's, or by pushes the box's), its direction and whether
/// it pushes. None when `b` is not a successor of `a`.
pub fn step_between(level: &Level, by: By, a: &State, b: &State) -> Option<(Sq, Dir, bool)> {
    match by {
        By::Moves => {
            let d = Dir::ALL
                .into_iter()
                .find(|&d| level.step(a.player, d) == b.player)?;
            Some((a.player, d, a.boxes != b.boxes))
        }
        By::Pushes => {
            let from = a.boxes.iter().find(|&s| !b.boxes.contains(s))?;
            let d = Dir::ALL.into_iter().find(|&d| {
                let to = level.step(from, d);
                to != NO_SQ && b.boxes.contains(to) && !a.boxes.contains(to)
            })?;
            Some((from, d, true))
        }
    }
}

/// The clause that names a move or push: "Push the box on e4 left to d4", "Move up from c2
/// to c3", "Move left from e4, pushing the box on d4 to c4".
pub fn step_message(level: &Level, by: By, from: Sq, d: Dir, push: bool) -> Message {
    let to = level.step(from, d);
    let name = |s: Sq| {
        if s == NO_SQ {
            String::new()
        } else {
            level.name(s)
        }
    };
    match (by, push) {
        (By::Pushes, _) => Message::new("sokoban.step.push")
            .text("from", name(from))
            .sub("dir", dir_message(d))
            .text("to", name(to)),
        (By::Moves, false) => Message::new("sokoban.step.move")
            .text("from", name(from))
            .sub("dir", dir_message(d))
            .text("to", name(to)),
        (By::Moves, true) => Message::new("sokoban.step.move_push")
            .text("from", name(from))
            .sub("dir", dir_message(d))
            .text("to", name(to))
            .text("beyond", name(level.step(to, d))),
    }
}

/// The square a box ends on after a move or push from `from` toward `d`.
fn box_to(level: &Level, by: By, from: Sq, d: Dir) -> Sq {
    match by {
        By::Pushes => level.step(from, d),
        By::Moves => level.step(level.step(from, d), d),
    }
}

/// Whether `sq` is a corner: a wall beside it on each axis.
pub fn corner(level: &Level, sq: Sq) -> bool {
    let wall = |d: Dir| level.step(sq, d) == NO_SQ;
    (wall(Dir::Left) || wall(Dir::Right)) && (wall(Dir::Up) || wall(Dir::Down))
}

/// `g` in the search's unit: "3 pushes", "12 moves".
pub fn unit(by: By, n: u32) -> Message {
    Message::new(match by {
        By::Moves => "sokoban.unit.moves",
        By::Pushes => "sokoban.unit.pushes",
    })
    .count("n", u64::from(n))
}

/// What a state is, by moves or by pushes (the start's status says it).
pub fn over(by: By) -> Message {
    Message::new(match by {
        By::Moves => "sokoban.over.moves",
        By::Pushes => "sokoban.over.pushes",
    })
}

fn pick(
    order: Order,
    bfs: &'static str,
    greedy: &'static str,
    astar: &'static str,
) -> &'static str {
    match order {
        Order::Breadth => bfs,
        Order::Greedy => greedy,
        _ => astar,
    }
}

/// A pruned push said: a corner, a dead square, or a freeze.
pub fn pruned_message(level: &Level, by: By, step: &Step) -> Message {
    let what = step_message(level, by, step.from, step.dir, true);
    let to = step
        .deadlock
        .map(|d| d.square)
        .unwrap_or_else(|| box_to(level, by, step.from, step.dir));
    let code = match step.deadlock.map(|d| d.kind) {
        Some(DeadlockKind::DeadSquare) if corner(level, to) => "sokoban.status.pruned_corner",
        Some(DeadlockKind::DeadSquare) => "sokoban.status.pruned_dead",
        _ => "sokoban.status.pruned_frozen",
    };
    Message::new(code)
        .sub("step", what)
        .text("to", level.name(to))
}

/// The status line after `last`, the last event shown (None before the first step), of a
/// search of `level` by `by` within `max_states` states kept.
pub fn status(
    level: &Level,
    by: By,
    view: &SokobanView,
    last: Option<&SokobanEvent>,
    max_states: usize,
) -> Message {
    let v = view.search();
    let order = v.order();
    let nodes = v.nodes();
    let boxes = level.goals().len() as u64;
    let home = |s: &State| {
        s.boxes
            .iter()
            .filter(|&b| level.goals().contains(b))
            .count() as u64
    };
    let Some(event) = last else {
        let h = nodes[0].h;
        return Message::new(pick(
            order,
            "sokoban.status.start_bfs",
            "sokoban.status.start_greedy",
            "sokoban.status.start_astar",
        ))
        .sub("over", over(by))
        .num("h", h)
        .count("boxes", boxes)
        .count("home", home(&nodes[0].state));
    };
    let e = match *event {
        SokobanEvent::Pruned { step, .. } => return pruned_message(level, by, &step),
        SokobanEvent::Search(e) => e,
    };
    if let InformedEvent::Generate {
        node,
        parent,
        state,
        ..
    } = e
    {
        // Without the closed set a position met before is a new node all the same (the
        // view counts the nodes that hold it, this one among them).
        if view.held(&state) > 1 {
            let words = Steps { level, by };
            return Message::new("sokoban.status.generate_again")
                .sub("step", words.step(&nodes[parent as usize].state, &state))
                .count("node", u64::from(node))
                .count("times", u64::from(view.held(&state)));
        }
    }
    let end = match best_first::step(v, &e, &Steps { level, by }) {
        // An expansion says how many boxes are home too.
        Ok(said) => {
            return match e {
                InformedEvent::Expand { state, .. } => Message::new("sokoban.status.expand")
                    .sub("expand", said)
                    .count("home", home(&state))
                    .count("boxes", boxes),
                _ => said,
            }
        }
        Err(end) => end,
    };
    match end {
        End::Found { node, .. } => {
            let path = v.path_to(node);
            let solution = lurd(level, by, &path).map(Solution::of);
            let (moves, pushes) = solution.map(|s| (s.moves, s.pushes)).unwrap_or((0, 0));
            let c = view.counts();
            Message::new("sokoban.status.found")
                .count("node", u64::from(node))
                .count("moves", u64::from(moves))
                .count("pushes", u64::from(pushes))
                .count("expanded", c.expanded)
                .count("generated", c.generated)
                .count("pruned", c.pruned)
        }
        End::Exhausted => Message::new("sokoban.status.exhausted")
            .count("expanded", view.counts().expanded)
            .count("pruned", view.counts().pruned),
        End::Stopped => Message::new("sokoban.status.stopped")
            .count("max", max_states as u64)
            .count("expanded", view.counts().expanded),
    }
}

/// Sokoban's words for a best-first step: a node by its number, a successor by the move or
/// push that makes it. Its estimates are consistent (the proof is `estimate`'s).
struct Steps<'a> {
    level: &'a Level,
    by: By,
}

impl Words<State> for Steps<'_> {
    fn node(&self, node: u32, _: &State) -> Message {
        Message::new("search.best.node").count("node", u64::from(node))
    }
    fn step(&self, a: &State, b: &State) -> Message {
        match step_between(self.level, self.by, a, b) {
            Some((from, d, push)) => step_message(self.level, self.by, from, d, push),
            None => Message::new("sokoban.step.unknown"),
        }
    }
    fn consistent(&self) -> bool {
        true
    }
}
