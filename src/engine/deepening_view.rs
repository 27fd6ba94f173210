//! What a person watching the depth-first family (depth-bounded DFS, iterative deepening,
//! IDA*) sees at any step, rebuilt from its events alone so it steps back exactly: the path
//! from the start with each state's `g` and `h`, where the path runs into itself (a cycle,
//! without memory), the iteration and its bound, the least value that went over it (the next
//! bound), the successor last looked at and not entered, and the counters.

use super::deepening::DeepEvent;
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

/// The counters at the cursor (as [`super::DeepStats`], stepped back with the view).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeepCounts {
    /// States entered, the start once per iteration.
    pub visited: u64,
    /// Successors looked at (entered, pruned or repeated), the start not included.
    pub generated: u64,
    pub pruned: u64,
    pub repeats: u64,
    pub backtracks: u64,
    /// States entered that were already on the path.
    pub cycles: u64,
    pub iterations: u32,
    pub max_depth: u32,
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
    /// The next bound so far in this iteration, before each prune (to step back).
    next: Option<u32>,
    nexts: Vec<Option<u32>>,
    counts: DeepCounts,
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
            next: None,
            nexts: Vec::new(),
            counts: DeepCounts::default(),
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
    pub fn counts(&self) -> DeepCounts {
        self.counts
    }
    /// This iteration's bound (a depth, or an `f`), once one has started.
    pub fn bound(&self) -> Option<u32> {
        self.bounds.last().copied()
    }
    /// The least depth or `f` past the bound met so far in this iteration.
    pub fn next_bound(&self) -> Option<u32> {
        self.next
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
        match *event {
            DeepEvent::Iteration { bound } => {
                self.bounds.push(bound);
                self.nexts.push(self.next);
                self.next = None;
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
                self.nexts.push(self.next);
                self.next = Some(self.next.map_or(past, |n| n.min(past)));
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
    }

    fn backward(&mut self, event: &DeepEvent<S>) {
        match *event {
            DeepEvent::Iteration { .. } => {
                self.bounds.pop();
                self.next = self.nexts.pop().expect("an iteration to take back");
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
                self.next = self.nexts.pop().expect("a prune to take back");
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
        self.counts.max_depth = self.maxima.pop().expect("a step to take back");
        self.skipped = self.skips.pop().expect("a step to take back");
    }
}
