//! Breadth-first search over a [`Problem`]'s tree of states: the frontier is a queue of
//! whole states (each a copy), so its size can be watched growing, which is the point of
//! running BFS where DFS would keep only a path. A cap on the frontier keeps memory bounded.
//!
//! States are numbered in the order they join the queue (the root is 0); since the queue is
//! first in, first out, they leave it in the same order, so after `t` steps the frontier is
//! exactly states `t..made`. With the tree kept ([`FrontierBfs::keep_tree`]), each state's
//! parent and move are known, so a page can rebuild any state, and [`FrontierView`] replays
//! the events both ways for exact stepping back.

use std::collections::VecDeque;

use super::search::{Effect, Effects, Goal, Problem, Replay, SearchEvent, Stepper};

/// The most solutions a frontier search keeps as states; [`FrontierStats::solutions`]
/// counts every one.
pub const KEPT_SOLUTIONS: usize = 1000;

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
    /// A state left the queue, its successors (this many) joined it, and the frontier
    /// passed its cap: the search stops.
    Capped { children: u32 },
}

/// The frontier search's tree: every step takes the oldest state off the queue (expands
/// it) and either finds it a solution or generates its children, none for a dead end.
impl SearchEvent for FrontierEvent {
    #[inline]
    fn effects(&self) -> Effects {
        match *self {
            FrontierEvent::Expand { children } | FrontierEvent::Capped { children } => {
                Effects::three(Effect::Expand, Effect::Generate(children), Effect::Finish)
            }
            FrontierEvent::DeadEnd => Effects::two(Effect::Expand, Effect::Finish),
            FrontierEvent::Solution => Effects::two(Effect::Expand, Effect::Solution),
            FrontierEvent::Exhausted => Effects::one(Effect::End),
        }
    }
}

/// One state of the search tree: its parent's number, the move from the parent (None for
/// the root) and its depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeNode<M> {
    pub parent: u32,
    pub mv: Option<M>,
    pub depth: u32,
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
    /// States waiting, each with its number.
    queue: VecDeque<(u64, P::State)>,
    /// States made so far (the next one's number).
    made: u64,
    tree: Option<Vec<TreeNode<P::Move>>>,
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
            queue: VecDeque::from([(0, root)]),
            made: 1,
            tree: None,
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

    /// Keep every state's parent and move, so states can be rebuilt (see [`Self::path`]).
    pub fn keep_tree(mut self) -> Self {
        self.tree = Some(vec![TreeNode {
            parent: 0,
            mv: None,
            depth: 0,
        }]);
        self
    }
    /// The tree kept so far (empty unless [`Self::keep_tree`]).
    pub fn tree(&self) -> &[TreeNode<P::Move>] {
        self.tree.as_deref().unwrap_or(&[])
    }
    /// The moves from the root to state `node`, root first (needs the tree).
    pub fn path(&self, node: u64) -> Vec<P::Move> {
        let tree = self.tree();
        let mut out = Vec::new();
        let mut at = node as usize;
        while let Some(n) = tree.get(at) {
            let Some(mv) = n.mv else { break };
            out.push(mv);
            at = n.parent as usize;
        }
        out.reverse();
        out
    }

    pub fn stats(&self) -> FrontierStats {
        self.stats
    }
    /// Whether the search has stopped, and if because of the cap.
    pub fn stopped(&self) -> bool {
        self.stopped
    }
    /// Whether the search stopped because the frontier passed its cap: it ended without
    /// searching its whole tree or meeting its goal.
    pub fn capped(&self) -> bool {
        self.stopped && self.queue.len() > self.cap
    }
    /// The current frontier size.
    pub fn frontier(&self) -> usize {
        self.queue.len()
    }
    /// The first [`KEPT_SOLUTIONS`] solutions found, in order.
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
        let Some((id, state)) = self.queue.pop_front() else {
            self.stopped = true;
            return Some(FrontierEvent::Exhausted);
        };
        self.stats.nodes += 1;
        if self.problem.is_goal(&state) {
            self.stats.solutions += 1;
            if self.solutions.len() < KEPT_SOLUTIONS {
                self.solutions.push(state);
            }
            self.stopped = self.goal.reached(self.stats.solutions);
            return Some(FrontierEvent::Solution);
        }
        self.scratch.clear();
        self.problem.successors(&state, &mut self.scratch);
        if self.scratch.is_empty() {
            self.stats.dead_ends += 1;
            return Some(FrontierEvent::DeadEnd);
        }
        let children = self.scratch.len() as u32;
        let depth = self.tree().get(id as usize).map_or(0, |n| n.depth + 1);
        for &mv in &self.scratch {
            let mut child = state.clone();
            self.problem.apply(&mut child, mv);
            self.queue.push_back((self.made, child));
            self.made += 1;
            if let Some(tree) = &mut self.tree {
                tree.push(TreeNode {
                    parent: id as u32,
                    mv: Some(mv),
                    depth,
                });
            }
        }
        self.stats.max_frontier = self.stats.max_frontier.max(self.queue.len() as u64);
        if self.queue.len() > self.cap {
            self.stopped = true;
            return Some(FrontierEvent::Capped { children });
        }
        Some(FrontierEvent::Expand { children })
    }

    /// Run until stopped.
    pub fn run_to_end(&mut self) {
        while self.step().is_some() {}
    }
}

impl<P: Problem> Stepper for FrontierBfs<P>
where
    P::State: Clone,
{
    type Event = FrontierEvent;
    fn step(&mut self) -> Option<FrontierEvent> {
        FrontierBfs::step(self)
    }
    fn running(&self) -> bool {
        !self.stopped
    }
}

/// The frontier search as a page shows it at any step, rebuilt from the events alone, both
/// ways: how many states have left the queue (state `taken - 1` is the one just looked
/// at), how many were made, the dead ends, the solutions (as state numbers) and the largest
/// frontier so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrontierView {
    pub taken: u64,
    pub made: u64,
    pub dead_ends: u64,
    pub solutions: Vec<u64>,
    pub max_frontier: u64,
    /// Where the largest frontier grew: (taken after the step, the previous largest).
    peaks: Vec<(u64, u64)>,
    /// Whether the last event shown stopped the search at the cap.
    pub capped: bool,
}

impl Default for FrontierView {
    fn default() -> Self {
        FrontierView {
            taken: 0,
            made: 1,
            dead_ends: 0,
            solutions: Vec::new(),
            max_frontier: 1,
            peaks: Vec::new(),
            capped: false,
        }
    }
}

impl FrontierView {
    /// States in the queue now.
    pub fn frontier(&self) -> u64 {
        self.made - self.taken
    }
}

impl Replay<FrontierEvent> for FrontierView {
    fn forward(&mut self, e: &FrontierEvent) {
        match *e {
            FrontierEvent::Expand { children } | FrontierEvent::Capped { children } => {
                self.taken += 1;
                self.made += u64::from(children);
                if self.frontier() > self.max_frontier {
                    self.peaks.push((self.taken, self.max_frontier));
                    self.max_frontier = self.frontier();
                }
                self.capped = matches!(e, FrontierEvent::Capped { .. });
            }
            FrontierEvent::DeadEnd => {
                self.taken += 1;
                self.dead_ends += 1;
            }
            FrontierEvent::Solution => {
                self.solutions.push(self.taken);
                self.taken += 1;
            }
            FrontierEvent::Exhausted => {}
        }
    }
    fn backward(&mut self, e: &FrontierEvent) {
        match *e {
            FrontierEvent::Expand { children } | FrontierEvent::Capped { children } => {
                if self.peaks.last().is_some_and(|&(t, _)| t == self.taken) {
                    self.max_frontier = self.peaks.pop().map_or(1, |(_, m)| m);
                }
                self.taken -= 1;
                self.made -= u64::from(children);
                self.capped = false;
            }
            FrontierEvent::DeadEnd => {
                self.taken -= 1;
                self.dead_ends -= 1;
            }
            FrontierEvent::Solution => {
                self.taken -= 1;
                self.solutions.pop();
            }
            FrontierEvent::Exhausted => {}
        }
    }
}

/// The frontier's size at the start and after each of `points` evenly spaced steps of
/// `events` (after every step when there are fewer): the curve of its growth.
pub fn frontier_history(events: &[FrontierEvent], points: usize) -> Vec<u64> {
    let points = points.max(1).min(events.len().max(1));
    let mut view = FrontierView::default();
    let mut out = Vec::with_capacity(points + 1);
    out.push(view.frontier());
    let mut next = 1;
    for (i, e) in events.iter().enumerate() {
        view.forward(e);
        if (i + 1) * points >= next * events.len() {
            out.push(view.frontier());
            next += 1;
        }
    }
    out
}
