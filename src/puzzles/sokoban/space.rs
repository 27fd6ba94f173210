//! Sokoban as a state space for the engine's searches ([`crate::engine::BestFirst`],
//! [`crate::engine::DeepSearch`]), by moves or by pushes.
//!
//! By moves, a state is the keeper's square and the boxes; a successor is one step left,
//! up, right or down (in that order, LURD), a push when he walks into a box; each costs 1.
//!
//! By pushes, a state is the boxes and the region the keeper can walk to without pushing,
//! named by its lowest square ([`State::player`] is then that square, not where he stands):
//! two positions that differ only in where he stands within one region are one state, since
//! each can walk to the other. A successor is one push, the walk to it free; each push
//! costs 1. Pushes are generated box by box in increasing square order, each box left, up,
//! right, down.
//!
//! With deadlock pruning on, a push that leaves its box on a dead square or frozen off a
//! goal ([`deadlock_after_push`]) is no successor: it is counted ([`Pruned`]) and listed by
//! [`SokobanSpace::steps`] with its reason.

use std::cell::Cell;

use super::*;
use crate::engine::Space;

/// A position: the boxes and the keeper (by pushes, his region's lowest square).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State {
    pub boxes: Boxes,
    pub player: Sq,
}

/// What one step of the search is: a move (a push among them), or a push.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    Moves,
    Pushes,
}

impl By {
    /// The `by` option's words.
    pub const NAMES: &'static [&'static str] = &["moves", "pushes"];

    pub fn from_name(name: &str) -> Option<By> {
        match name {
            "moves" => Some(By::Moves),
            "pushes" => Some(By::Pushes),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            By::Moves => "moves",
            By::Pushes => "pushes",
        }
    }
}

/// One successor as generated, kept or pruned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// By moves, the keeper's square before the move; by pushes, the box's before the push.
    pub from: Sq,
    pub dir: Dir,
    /// Whether a box is pushed (always, by pushes).
    pub push: bool,
    /// The position after it (by pushes, the keeper's region normalised).
    pub state: State,
    /// Why it is pruned, when deadlock pruning is on and it leaves a deadlock.
    pub deadlock: Option<Deadlock>,
}

/// Successors pruned so far, by reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Pushes onto a dead square.
    pub dead: u64,
    /// Pushes that froze a box off a goal.
    pub frozen: u64,
}

impl Pruned {
    pub fn total(self) -> u64 {
        self.dead + self.frozen
    }
}

/// The squares the keeper standing on `from` can walk to without pushing `boxes`, `from`
/// among them.
pub fn region(level: &Level, boxes: Boxes, from: Sq) -> Boxes {
    let mut seen = Boxes::EMPTY;
    let mut queue = [0 as Sq; MAX_FLOOR];
    let (mut head, mut tail) = (0, 1);
    queue[0] = from;
    seen.insert(from);
    while head < tail {
        let s = queue[head];
        head += 1;
        for d in Dir::ALL {
            let n = level.step(s, d);
            if n != NO_SQ && !boxes.contains(n) && !seen.contains(n) {
                seen.insert(n);
                queue[tail] = n;
                tail += 1;
            }
        }
    }
    seen
}

/// The lowest square of the keeper's region: the name of a state by pushes.
pub fn normalised(level: &Level, boxes: Boxes, from: Sq) -> Sq {
    region(level, boxes, from).iter().next().unwrap_or(from)
}

/// The shortest walk of the keeper from `from` to `to` around `boxes`, as directions (ties
/// to the direction first in LURD order at each square met first); None if he cannot.
pub fn walk(level: &Level, boxes: Boxes, from: Sq, to: Sq) -> Option<Vec<Dir>> {
    let mut came: Vec<Option<(Sq, Dir)>> = vec![None; level.len()];
    let mut seen = Boxes::EMPTY;
    seen.insert(from);
    let mut queue = vec![from];
    let mut k = 0;
    while k < queue.len() && !seen.contains(to) {
        let s = queue[k];
        k += 1;
        for d in Dir::ALL {
            let n = level.step(s, d);
            if n != NO_SQ && !boxes.contains(n) && !seen.contains(n) {
                seen.insert(n);
                came[usize::from(n)] = Some((s, d));
                queue.push(n);
            }
        }
    }
    if !seen.contains(to) {
        return None;
    }
    let mut dirs = Vec::new();
    let mut at = to;
    while let Some((s, d)) = came[usize::from(at)] {
        dirs.push(d);
        at = s;
    }
    dirs.reverse();
    Some(dirs)
}

/// A level as a state space: by moves or by pushes, with or without deadlock pruning, and
/// an estimate of the pushes still to make.
#[derive(Clone, Debug)]
pub struct SokobanSpace {
    level: Level,
    by: By,
    prune: bool,
    estimate: Estimate,
    pruned: Cell<Pruned>,
}

impl SokobanSpace {
    /// `level` searched `by` moves or pushes; with `prune`, pushes into a deadlock are no
    /// successors; `estimate` is `h`.
    pub fn new(level: Level, by: By, prune: bool, estimate: Estimate) -> SokobanSpace {
        SokobanSpace {
            level,
            by,
            prune,
            estimate,
            pruned: Cell::new(Pruned::default()),
        }
    }
    pub fn level(&self) -> &Level {
        &self.level
    }
    pub fn by(&self) -> By {
        self.by
    }
    /// Whether deadlock pruning is on.
    pub fn prunes(&self) -> bool {
        self.prune
    }
    pub fn estimator(&self) -> Estimate {
        self.estimate
    }
    /// The successors pruned so far (each time one is generated: a state expanded twice
    /// counts its pruned pushes twice).
    pub fn pruned(&self) -> Pruned {
        self.pruned.get()
    }

    /// The start position (by pushes, the keeper's region normalised).
    pub fn start(&self) -> State {
        let l = &self.level;
        let player = match self.by {
            By::Moves => l.player(),
            By::Pushes => normalised(l, l.boxes(), l.player()),
        };
        State {
            boxes: l.boxes(),
            player,
        }
    }

    /// The keeper's region in `state`: the squares he can walk to without pushing.
    pub fn region(&self, state: &State) -> Boxes {
        region(&self.level, state.boxes, state.player)
    }

    /// Every successor of `state` in the space's order, pruned ones included (with their
    /// reason), onto `out`. Counts nothing.
    pub fn steps(&self, state: &State, out: &mut Vec<Step>) {
        let l = &self.level;
        let check = |boxes: Boxes, to: Sq| {
            if self.prune {
                deadlock_after_push(l, boxes, to)
            } else {
                None
            }
        };
        match self.by {
            By::Moves => {
                let p = state.player;
                for d in Dir::ALL {
                    let n = l.step(p, d);
                    if n == NO_SQ {
                        continue;
                    }
                    if state.boxes.contains(n) {
                        let to = l.step(n, d);
                        if to == NO_SQ || state.boxes.contains(to) {
                            continue;
                        }
                        let boxes = state.boxes.moved(n, to);
                        out.push(Step {
                            from: p,
                            dir: d,
                            push: true,
                            state: State { boxes, player: n },
                            deadlock: check(boxes, to),
                        });
                    } else {
                        out.push(Step {
                            from: p,
                            dir: d,
                            push: false,
                            state: State {
                                boxes: state.boxes,
                                player: n,
                            },
                            deadlock: None,
                        });
                    }
                }
            }
            By::Pushes => {
                let reach = self.region(state);
                for b in state.boxes.iter() {
                    for d in Dir::ALL {
                        let keeper = l.step(b, d.back());
                        let to = l.step(b, d);
                        if keeper == NO_SQ
                            || !reach.contains(keeper)
                            || to == NO_SQ
                            || state.boxes.contains(to)
                        {
                            continue;
                        }
                        let boxes = state.boxes.moved(b, to);
                        out.push(Step {
                            from: b,
                            dir: d,
                            push: true,
                            state: State {
                                boxes,
                                player: normalised(l, boxes, b),
                            },
                            deadlock: check(boxes, to),
                        });
                    }
                }
            }
        }
    }

    /// Whether `state` has every box on a goal.
    pub fn solved(&self, state: &State) -> bool {
        state.boxes == self.level.goals()
    }
}

impl Space for SokobanSpace {
    type State = State;

    /// [`SokobanSpace::steps`] without the pruned ones, which are counted; each costs 1.
    fn successors(&self, state: &State, out: &mut Vec<(State, u32)>) {
        let mut steps = Vec::with_capacity(16);
        self.steps(state, &mut steps);
        let mut pruned = self.pruned.get();
        for s in steps {
            match s.deadlock {
                None => out.push((s.state, 1)),
                Some(Deadlock {
                    kind: DeadlockKind::DeadSquare,
                    ..
                }) => pruned.dead += 1,
                Some(_) => pruned.frozen += 1,
            }
        }
        self.pruned.set(pruned);
    }
    fn is_goal(&self, state: &State) -> bool {
        self.solved(state)
    }
    fn estimate(&self, state: &State) -> u32 {
        self.estimate.of(&self.level, state.boxes)
    }
}

/// The LURD string of a path of states of `by` from the level's start (lower case a move,
/// upper case a push). By pushes, the keeper walks to each push by a shortest walk
/// ([`walk`]) from where the last push left him; None if the path is not one of the space.
pub fn lurd(level: &Level, by: By, path: &[State]) -> Option<String> {
    let mut out = String::new();
    let mut keeper = level.player();
    for pair in path.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        match by {
            By::Moves => {
                let d = Dir::ALL
                    .into_iter()
                    .find(|&d| level.step(a.player, d) == b.player)?;
                out.push(d.letter(a.boxes != b.boxes));
                keeper = b.player;
            }
            By::Pushes => {
                let mut gone = a.boxes.iter().filter(|&s| !b.boxes.contains(s));
                let from = gone.next()?;
                let d = Dir::ALL.into_iter().find(|&d| {
                    let to = level.step(from, d);
                    b.boxes.contains(to) && !a.boxes.contains(to)
                })?;
                let stand = level.step(from, d.back());
                for w in walk(level, a.boxes, keeper, stand)? {
                    out.push(w.letter(false));
                }
                out.push(d.letter(true));
                keeper = from;
            }
        }
    }
    Some(out)
}
