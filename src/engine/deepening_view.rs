//! What a person watching the depth-first family (depth-bounded DFS, iterative deepening,
//! IDA*) sees at any step, rebuilt from its events alone so it steps back exactly: the path
//! from the start with each state's `g` and `h`, where the path runs into itself (a cycle,
//! without memory), the iteration and its bound, the least value that went over it (the next
//! bound), the successor last looked at and not entered, and the counters.

use super::deepening::{DeepEvent, DeepStats};
use super::search::Replay;

/// A state on the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnPath<S> {
    pub state: S,
    pub g: u32,
    pub h: u32,
    /// Entered while already on the path (the search went round a cycle to it).
    pub cycle: bool,
}

/// The last successor looked at and not entered, and why: pruned past the bound, or skipped
/// as a repeated state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skipped<S> {
    Pruned { state: S, g: u32, h: u32 },
    Repeated { state: S },
}

/// The depth-first family as seen so far (a [`Replay`] of its [`DeepEvent`]s).
#[derive(Clone, Debug)]
pub struct DeepView<S> {
    path: Vec<OnPath<S>>,
    /// States taken off the path, to put back when a backtrack is taken back.
    left: Vec<OnPath<S>>,
    /// Each iteration's bound, in order.
    bounds: Vec<u32>,
    /// The next bound before each prune and each iteration (to step back).
    nexts: Vec<Option<u32>>,
    counts: DeepStats,
    maxima: Vec<u32>,
    skipped: Option<Skipped<S>>,
    skips: Vec<Option<Skipped<S>>>,
    /// Whether the measure of a prune is `g + h` (IDA*) rather than the depth.
    by_f: bool,
    found: bool,
}

impl<S: Copy + Eq> DeepView<S> {
    /// The view of a search that bounds `f = g + h` (IDA*) when `by_f`, else the depth.
    pub fn new(by_f: bool) -> Self {
        DeepView {
            path: Vec::new(),
            left: Vec::new(),
            bounds: Vec::new(),
            nexts: Vec::new(),
            counts: DeepStats::default(),
            maxima: Vec::new(),
            skipped: None,
            skips: Vec::new(),
            by_f,
            found: false,
        }
    }
    /// The path from the start to the state being searched from.
    pub fn path(&self) -> &[OnPath<S>] {
        &self.path
    }
    /// Where the path first holds its last state, when that state is on it twice (the
    /// cycle runs from there to the end).
    pub fn cycle_from(&self) -> Option<usize> {
        let last = self.path.last()?;
        if !last.cycle {
            return None;
        }
        self.path.iter().position(|p| p.state == last.state)
    }
    /// The counters at the cursor: the search's own [`super::DeepSearch::stats`] after the
    /// same events, stepped back with the view.
    pub fn counts(&self) -> DeepStats {
        self.counts
    }
    /// This iteration's bound (a depth, or an `f`), once one has started.
    pub fn bound(&self) -> Option<u32> {
        self.bounds.last().copied()
    }
    /// The least depth or `f` past the bound met so far in this iteration.
    pub fn next_bound(&self) -> Option<u32> {
        self.counts.next_bound
    }
    /// The successor the last step looked at and did not enter, if it did not.
    pub fn skipped(&self) -> Option<Skipped<S>> {
        self.skipped
    }
    pub fn found(&self) -> bool {
        self.found
    }
}

impl<S: Copy + Eq> Replay<DeepEvent<S>> for DeepView<S> {
    fn forward(&mut self, event: &DeepEvent<S>) {
        self.maxima.push(self.counts.max_depth);
        self.skips.push(self.skipped);
        self.skipped = None;
        if !matches!(event, DeepEvent::Stopped) {
            self.counts.steps += 1;
        }
        match *event {
            DeepEvent::Iteration { bound } => {
                self.bounds.push(bound);
                self.counts.bound = bound;
                self.nexts.push(self.counts.next_bound);
                self.counts.next_bound = None;
                self.counts.iterations += 1;
            }
            DeepEvent::Visit {
                state,
                g,
                h,
                depth,
                cycle,
            } => {
                self.path.push(OnPath { state, g, h, cycle });
                self.counts.visited += 1;
                if depth > 0 {
                    self.counts.generated += 1;
                }
                if cycle {
                    self.counts.cycles += 1;
                }
                self.counts.max_depth = self.counts.max_depth.max(depth);
            }
            DeepEvent::Prune { state, g, h } => {
                let past = if self.by_f {
                    g.saturating_add(h)
                } else {
                    self.path.len() as u32
                };
                self.nexts.push(self.counts.next_bound);
                self.counts.next_bound = Some(self.counts.next_bound.map_or(past, |n| n.min(past)));
                self.counts.generated += 1;
                self.counts.pruned += 1;
                self.skipped = Some(Skipped::Pruned { state, g, h });
            }
            DeepEvent::Repeat { state } => {
                self.counts.generated += 1;
                self.counts.repeats += 1;
                self.skipped = Some(Skipped::Repeated { state });
            }
            DeepEvent::Backtrack { .. } => {
                let top = self.path.pop().expect("a state to leave");
                self.left.push(top);
                self.counts.backtracks += 1;
            }
            DeepEvent::Found => self.found = true,
            DeepEvent::Exhausted | DeepEvent::Stopped => {}
        }
        self.counts.depth = self.path.len().saturating_sub(1) as u32;
    }

    fn backward(&mut self, event: &DeepEvent<S>) {
        if !matches!(event, DeepEvent::Stopped) {
            self.counts.steps -= 1;
        }
        match *event {
            DeepEvent::Iteration { .. } => {
                self.bounds.pop();
                self.counts.bound = self.bounds.last().copied().unwrap_or(0);
                self.counts.next_bound = self.nexts.pop().expect("an iteration to take back");
                self.counts.iterations -= 1;
            }
            DeepEvent::Visit { depth, cycle, .. } => {
                self.path.pop();
                self.counts.visited -= 1;
                if depth > 0 {
                    self.counts.generated -= 1;
                }
                if cycle {
                    self.counts.cycles -= 1;
                }
            }
            DeepEvent::Prune { .. } => {
                self.counts.next_bound = self.nexts.pop().expect("a prune to take back");
                self.counts.generated -= 1;
                self.counts.pruned -= 1;
            }
            DeepEvent::Repeat { .. } => {
                self.counts.generated -= 1;
                self.counts.repeats -= 1;
            }
            DeepEvent::Backtrack { .. } => {
                let top = self.left.pop().expect("a state left");
                self.path.push(top);
                self.counts.backtracks -= 1;
            }
            DeepEvent::Found => self.found = false,
            DeepEvent::Exhausted | DeepEvent::Stopped => {}
        }
        self.counts.depth = self.path.len().saturating_sub(1) as u32;
        self.counts.max_depth = self.maxima.pop().expect("a step to take back");
        self.skipped = self.skips.pop().expect("a step to take back");
    }
}
