//! Breadth-first search over a [`Problem`]'s tree of states: the frontier is a queue of
//! whole states (each a copy), so its size can be watched growing, which is the point of
//! running BFS where DFS would keep only a path. A cap on the frontier keeps memory bounded.

use std::collections::VecDeque;

use super::{Goal, Problem};

/// What one step of the frontier search did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrontierEvent {
    /// A state left the queue and its successors (this many) joined it.
    Expand { children: u32 },
    /// A state left the queue with no successors: a dead end.
    DeadEnd,
    /// A state left the queue and is a solution.
    Solution,
    /// The queue is empty.
    Exhausted,
    /// The frontier reached its cap; the search stops.
    Capped,
}

/// The counters of a frontier search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrontierStats {
    pub steps: u64,
    /// States taken off the queue.
    pub nodes: u64,
    /// States with no successors.
    pub dead_ends: u64,
    pub solutions: u64,
    /// The largest the queue has been.
    pub max_frontier: u64,
}

/// A breadth-first search of a problem's state tree.
pub struct FrontierBfs<P: Problem>
where
    P::State: Clone,
{
    problem: P,
    queue: VecDeque<P::State>,
    goal: Goal,
    cap: usize,
    scratch: Vec<P::Move>,
    stats: FrontierStats,
    stopped: bool,
    solutions: Vec<P::State>,
}

impl<P: Problem> FrontierBfs<P>
where
    P::State: Clone,
{
    /// A search from `root`, keeping at most `cap` states in the frontier.
    pub fn new(problem: P, root: P::State, goal: Goal, cap: usize) -> Self {
        FrontierBfs {
            problem,
            queue: VecDeque::from([root]),
            goal,
            cap,
            scratch: Vec::new(),
            stats: FrontierStats {
                max_frontier: 1,
                ..FrontierStats::default()
            },
            stopped: false,
            solutions: Vec::new(),
        }
    }

    pub fn stats(&self) -> FrontierStats {
        self.stats
    }
    /// Whether the search has stopped, and if because of the cap.
    pub fn stopped(&self) -> bool {
        self.stopped
    }
    /// The current frontier size.
    pub fn frontier(&self) -> usize {
        self.queue.len()
    }
    /// The solutions found, in order.
    pub fn solutions(&self) -> &[P::State] {
        &self.solutions
    }
    pub fn problem(&self) -> &P {
        &self.problem
    }

    /// Take one step; `None` once stopped.
    pub fn step(&mut self) -> Option<FrontierEvent> {
        if self.stopped {
            return None;
        }
        self.stats.steps += 1;
        let Some(state) = self.queue.pop_front() else {
            self.stopped = true;
            return Some(FrontierEvent::Exhausted);
        };
        self.stats.nodes += 1;
        if self.problem.is_goal(&state) {
            self.stats.solutions += 1;
            self.solutions.push(state);
            let reached = match self.goal {
                Goal::First => true,
                Goal::Limit(k) => self.stats.solutions >= k,
                Goal::All => false,
            };
            self.stopped = reached;
            return Some(FrontierEvent::Solution);
        }
        self.scratch.clear();
        self.problem.successors(&state, &mut self.scratch);
        if self.scratch.is_empty() {
            self.stats.dead_ends += 1;
            return Some(FrontierEvent::DeadEnd);
        }
        let children = self.scratch.len() as u32;
        for &mv in &self.scratch {
            let mut child = state.clone();
            self.problem.apply(&mut child, mv);
            self.queue.push_back(child);
        }
        self.stats.max_frontier = self.stats.max_frontier.max(self.queue.len() as u64);
        if self.queue.len() > self.cap {
            self.stopped = true;
            return Some(FrontierEvent::Capped);
        }
        Some(FrontierEvent::Expand { children })
    }

    /// Run until stopped.
    pub fn run_to_end(&mut self) {
        while self.step().is_some() {}
    }
}
