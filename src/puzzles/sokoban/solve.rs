//! The searches of a level, each through one of the engines (never a search loop here):
//! breadth-first, A* and greedy best-first through [`BestFirst`], IDA* through
//! [`DeepSearch`]; by moves or by pushes; with the closed set (graph search) or without
//! (tree search); with deadlock pruning or without. [`solve()`] runs one to its end for the
//! CLI, the tests and the benchmark.

use super::view::{Stepped, Tally};
use super::*;
use crate::engine::{BestFirst, DeepEvent, DeepSearch, Deepening, Order, Repeats, Replay, Stepper};

/// A search the page and the CLI offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    /// Breadth-first: the fewest moves (or pushes).
    Bfs,
    /// A*: lowest `f = g + h` first; the fewest with an admissible `h`.
    AStar,
    /// Greedy best-first: lowest `h` first; a solution, not the shortest.
    Greedy,
    /// IDA*: depth-first under a bound on `f`, raised to the least `f` past it.
    Ida,
}

impl Algo {
    /// The `algo` option's words.
    pub const NAMES: &'static [&'static str] = &["bfs", "astar", "greedy", "ida"];

    pub fn from_name(name: &str) -> Option<Algo> {
        match name {
            "bfs" => Some(Algo::Bfs),
            "astar" => Some(Algo::AStar),
            "greedy" => Some(Algo::Greedy),
            "ida" => Some(Algo::Ida),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Algo::Bfs => "bfs",
            Algo::AStar => "astar",
            Algo::Greedy => "greedy",
            Algo::Ida => "ida",
        }
    }
    /// The frontier's order of a best-first search; None for IDA*.
    pub fn order(self) -> Option<Order> {
        match self {
            Algo::Bfs => Some(Order::Breadth),
            Algo::AStar => Some(Order::AStar),
            Algo::Greedy => Some(Order::Greedy),
            Algo::Ida => None,
        }
    }
    /// Whether it finds the fewest moves (or pushes) with an admissible estimate.
    pub fn optimal(self) -> bool {
        self != Algo::Greedy
    }
}

/// What to search: the algorithm and how it sees the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    pub algo: Algo,
    pub by: By,
    /// The closed set: graph search (states met are met again only as duplicates), or tree
    /// search; for IDA*, the states on the path (a cycle check).
    pub visited: bool,
    /// Deadlock pruning: dead squares and freezes.
    pub dead: bool,
    /// `h` for A*, greedy and IDA* (breadth-first uses none).
    pub estimate: Estimate,
}

impl Search {
    /// The space this search walks on `level` (breadth-first's estimate is 0: it orders by
    /// arrival only).
    pub fn space(&self, level: &Level) -> SokobanSpace {
        let estimate = if self.algo == Algo::Bfs {
            Estimate::Zero
        } else {
            self.estimate
        };
        SokobanSpace::new(level.clone(), self.by, self.dead, estimate)
    }

    /// The best-first search of `level`, not yet stepped, keeping at most `states` nodes;
    /// None for IDA*.
    pub fn best_first(&self, level: &Level, states: usize) -> Option<BestFirst<SokobanSpace>> {
        let order = self.algo.order()?;
        let space = self.space(level);
        let start = space.start();
        let repeats = if self.visited {
            Repeats::GraphSearch
        } else {
            Repeats::TreeSearch
        };
        Some(BestFirst::new(space, start, order, repeats, states))
    }

    /// IDA* on `level`, not yet stepped, stopping after `steps` steps; None for the others.
    pub fn ida(&self, level: &Level, steps: u64) -> Option<DeepSearch<SokobanSpace>> {
        if self.algo != Algo::Ida {
            return None;
        }
        let space = self.space(level);
        let start = space.start();
        Some(DeepSearch::new(
            space,
            start,
            Deepening::IdaStar,
            // IDA* keeps only its path: "visited" checks the path for a position met again.
            if self.visited {
                Repeats::PathCheck
            } else {
                Repeats::TreeSearch
            },
            steps,
        ))
    }
}

/// How far a search may go: nodes kept (best-first; IDA* keeps only its path) and steps
/// (each an engine event).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub states: usize,
    pub steps: u64,
}

/// The command line's bounds: 1,000,000 states (graph search by moves on an open 15x15
/// room holds them in about 220 MB; 2,000,000 took 435 MB, near the CLI's 512 MB cap) and
/// 100,000,000 steps.
pub const CLI_BOUNDS: Bounds = Bounds {
    states: 1_000_000,
    steps: 100_000_000,
};

/// The page's bounds for a search stepped and recorded: 200,000 states, 5,000,000 steps.
pub const PAGE_BOUNDS: Bounds = Bounds {
    states: 200_000,
    steps: 5_000_000,
};

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every box on a goal.
    Solved,
    /// Every state within reach tried: no solution (with pruning: none the rules allow, and
    /// the rules prune only lost positions).
    Exhausted,
    /// Stopped at the bound on states kept.
    StateBound,
    /// Stopped at the bound on steps.
    StepBound,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::Exhausted => "exhausted",
            Outcome::StateBound => "state_bound",
            Outcome::StepBound => "step_bound",
        }
    }
}

/// A solution: the LURD string and its counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Lower case a move, upper case a push.
    pub lurd: String,
    pub moves: u32,
    pub pushes: u32,
}

impl Solution {
    /// The counts of a LURD string (moves: its letters; pushes: its upper-case ones).
    pub fn of(lurd: String) -> Solution {
        let moves = lurd.chars().count() as u32;
        let pushes = lurd.chars().filter(char::is_ascii_uppercase).count() as u32;
        Solution {
            lurd,
            moves,
            pushes,
        }
    }
}

/// What a search did, run to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub outcome: Outcome,
    pub solution: Option<Solution>,
    /// States expanded (best-first: taken off the frontier, the goal not counted; IDA*:
    /// entered, the start once per iteration).
    pub expanded: u64,
    /// Successors looked at (met again included, pruned not).
    pub generated: u64,
    /// Successors that were states already met (best-first: a position met before in this
    /// search, remembered or not, as the page counts it ([`super::view::Tally`]); IDA*: on
    /// the path already, entered again or not, as [`super::deep::SokobanDeepView`] counts).
    pub met_again: u64,
    pub pruned: Pruned,
    /// Nodes kept at the end (best-first), or the longest path (IDA*).
    pub kept: u64,
    pub steps: u64,
    /// IDA*'s iterations (0 for the others).
    pub iterations: u32,
}

/// Run `search` on `level` within `bounds` to its end.
pub fn solve(level: &Level, search: Search, bounds: Bounds) -> Solved {
    if let Some(s) = search.best_first(level, bounds.states) {
        // Stepped as the page steps it, so that "met again" and the pushes pruned are
        // counted by the page's one rule ([`Tally`]).
        let mut tally = Tally::new(s.space().start());
        let mut stepped = Stepped::new(s);
        while stepped.running() && stepped.search().stats().steps < bounds.steps {
            match stepped.step() {
                Some(e) => tally.forward(&e),
                None => break,
            }
        }
        let s = stepped.search();
        let st = s.stats();
        let outcome = if s.found().is_some() {
            Outcome::Solved
        } else if s.bounded() {
            Outcome::StateBound
        } else if s.running() {
            Outcome::StepBound
        } else {
            Outcome::Exhausted
        };
        let solution = s
            .solution()
            .map(|path| Solution::of(lurd(level, search.by, &path).expect("a path of the space")));
        return Solved {
            outcome,
            solution,
            expanded: st.expanded,
            generated: st.generated,
            met_again: tally.again(),
            pruned: tally.pruned(),
            kept: s.nodes().len() as u64,
            steps: st.steps,
            iterations: 0,
        };
    }
    let mut s = search.ida(level, bounds.steps).expect("IDA*");
    // The pushes pruned as the page counts them: on entering each state, the goal's not.
    let mut pruned = Pruned::default();
    let mut scratch = Vec::new();
    while let Some(e) = s.step() {
        if let DeepEvent::Visit { state, .. } = e {
            let p = super::deep::discarded(s.space(), &state, &mut scratch);
            pruned.dead += p.dead;
            pruned.frozen += p.frozen;
        }
    }
    let st = s.stats();
    let outcome = if s.found() {
        Outcome::Solved
    } else if s.bounded() {
        Outcome::StepBound
    } else {
        Outcome::Exhausted
    };
    let solution = s
        .found()
        .then(|| Solution::of(lurd(level, search.by, &s.path()).expect("a path of the space")));
    Solved {
        outcome,
        solution,
        expanded: st.visited,
        generated: st.generated,
        met_again: st.repeats + st.cycles,
        pruned,
        kept: u64::from(st.max_depth) + 1,
        steps: st.steps,
        iterations: st.iterations,
    }
}
