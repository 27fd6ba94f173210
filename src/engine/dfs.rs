//! Depth-first search with backtracking as an explicit state machine: no recursion, so it can
//! stop after any single step and be resumed, stepped by a person or run flat out.

use super::search::{Effect, Effects, Goal, Problem, SearchEvent, Stepper};

/// What one step of the search did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event<M> {
    /// Went down: applied the move and entered a new state.
    Visit(M),
    /// Came back up: undid the move, because everything below it was tried.
    Backtrack(M),
    /// The state just entered is a solution.
    Solution,
    /// Every branch has been tried; the search is over.
    Exhausted,
}

impl<M> SearchEvent for Event<M> {
    #[inline]
    fn effects(&self) -> Effects {
        Effects::one(match self {
            Event::Visit(_) => Effect::Enter,
            Event::Backtrack(_) => Effect::Leave,
            Event::Solution => Effect::Solution,
            Event::Exhausted => Effect::End,
        })
    }
}

/// Where the search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// It can take more steps.
    Running,
    /// It stopped because the goal's number of solutions was reached.
    Solved,
    /// The whole tree has been searched.
    Exhausted,
}

/// The counters a person watches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DfsStats {
    /// Events produced so far.
    pub steps: u64,
    /// States entered below the root.
    pub nodes: u64,
    /// Moves taken back.
    pub backtracks: u64,
    /// Moves on the current path.
    pub depth: u32,
    /// Deepest the path has been.
    pub max_depth: u32,
    /// Solutions met.
    pub solutions: u64,
    /// States entered that had no move and were not solutions.
    pub dead_ends: u64,
    /// The most untried moves waiting on the stack at once: DFS's frontier.
    pub max_frontier: u64,
}

/// One level of the path: the candidate moves of the state at that level are
/// `moves[start..end]`, where `end` is the next frame's `start` (or the stack's length for
/// the top frame), and `moves[next - 1]` is the one being explored below it.
#[derive(Clone, Copy, Debug)]
struct Frame {
    start: u32,
    next: u32,
}

/// A depth-first search over a [`Problem`], owning the problem and its state.
///
/// The ways down a staircase of two steps taking one or two at a time, one event per step:
///
/// ```
/// use searchlight::engine::{Dfs, Event, Goal, Outcome, Problem};
///
/// /// Steps left to go down; a move is how many are taken at once.
/// struct Stairs;
///
/// impl Problem for Stairs {
///     type State = u32;
///     type Move = u32;
///     fn successors(&self, left: &u32, out: &mut Vec<u32>) {
///         out.extend((1..=2).filter(|&m| m <= *left));
///     }
///     fn apply(&self, left: &mut u32, m: u32) {
///         *left -= m;
///     }
///     fn undo(&self, left: &mut u32, m: u32) {
///         *left += m;
///     }
///     fn is_goal(&self, left: &u32) -> bool {
///         *left == 0
///     }
/// }
///
/// let mut search = Dfs::new(Stairs, 2, Goal::All);
/// let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
/// use Event::*;
/// assert_eq!(
///     events,
///     [Visit(1), Visit(1), Solution, Backtrack(1), Backtrack(1),
///      Visit(2), Solution, Backtrack(2), Exhausted]
/// );
/// assert_eq!(search.outcome(), Outcome::Exhausted);
/// assert_eq!((search.stats().nodes, search.stats().solutions), (3, 2));
///
/// // The fast path, a few steps at a time, as a page runs it between frames.
/// let mut search = Dfs::new(Stairs, 10, Goal::All);
/// while search.run(50) == Outcome::Running {}
/// assert_eq!(search.stats().solutions, 89); // the 11th Fibonacci number
/// ```
pub struct Dfs<P: Problem> {
    problem: P,
    state: P::State,
    goal: Goal,
    moves: Vec<P::Move>,
    frames: Vec<Frame>,
    pending_solution: bool,
    outcome: Outcome,
    stats: DfsStats,
    /// Untried moves on the stack.
    frontier: u64,
}

impl<P: Problem> Dfs<P> {
    /// A search from `state`, the root, which must be the state `problem` starts from.
    pub fn new(problem: P, state: P::State, goal: Goal) -> Self {
        let mut moves = Vec::new();
        let pending_solution = problem.is_goal(&state);
        if !pending_solution {
            problem.successors(&state, &mut moves);
        }
        let dead_ends = u64::from(!pending_solution && moves.is_empty());
        let frontier = moves.len() as u64;
        Dfs {
            problem,
            state,
            goal,
            moves,
            frames: vec![Frame { start: 0, next: 0 }],
            pending_solution,
            outcome: Outcome::Running,
            stats: DfsStats {
                dead_ends,
                max_frontier: frontier,
                ..DfsStats::default()
            },
            frontier,
        }
    }

    /// The problem being searched.
    pub fn problem(&self) -> &P {
        &self.problem
    }

    /// The state the search is in now.
    pub fn state(&self) -> &P::State {
        &self.state
    }

    /// The counters so far.
    pub fn stats(&self) -> DfsStats {
        self.stats
    }

    /// Where the search stands.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The moves from the root to the current state, in order.
    pub fn path(&self) -> impl Iterator<Item = P::Move> + '_ {
        let frames = &self.frames[..self.frames.len().saturating_sub(1)];
        frames.iter().map(|f| self.moves[f.next as usize - 1])
    }

    /// The fraction of the search tree already searched, estimated from the position of
    /// the current path among its siblings at every level (exact when the tree is uniform).
    pub fn progress(&self) -> f64 {
        if self.outcome != Outcome::Running {
            return 1.0;
        }
        let mut done = 0.0;
        let mut weight = 1.0;
        for (level, frame) in self.frames.iter().enumerate() {
            let end = self
                .frames
                .get(level + 1)
                .map_or(self.moves.len() as u32, |f| f.start);
            let width = end - frame.start;
            if width == 0 {
                break;
            }
            let taken = frame.next.saturating_sub(frame.start + 1);
            done += weight * f64::from(taken) / f64::from(width);
            weight /= f64::from(width);
        }
        done
    }

    /// Take one step; `None` once the search has stopped.
    #[inline]
    pub fn step(&mut self) -> Option<Event<P::Move>> {
        if self.outcome != Outcome::Running {
            return None;
        }
        self.stats.steps += 1;
        if self.pending_solution {
            self.pending_solution = false;
            self.stats.solutions += 1;
            if self.goal.reached(self.stats.solutions) {
                self.outcome = Outcome::Solved;
            }
            return Some(Event::Solution);
        }
        let top = self.frames.len() - 1;
        let next = self.frames[top].next as usize;
        if next < self.moves.len() {
            let mv = self.moves[next];
            self.frames[top].next += 1;
            self.frontier -= 1;
            self.problem.apply(&mut self.state, mv);
            self.stats.nodes += 1;
            self.stats.depth += 1;
            self.stats.max_depth = self.stats.max_depth.max(self.stats.depth);
            let start = self.moves.len() as u32;
            if self.problem.is_goal(&self.state) {
                self.pending_solution = true;
            } else {
                self.problem.successors(&self.state, &mut self.moves);
                let added = self.moves.len() as u64 - u64::from(start);
                self.stats.dead_ends += u64::from(added == 0);
                self.frontier += added;
                self.stats.max_frontier = self.stats.max_frontier.max(self.frontier);
            }
            self.frames.push(Frame { start, next: start });
            return Some(Event::Visit(mv));
        }
        let frame = self
            .frames
            .pop()
            .expect("the root frame is never popped twice");
        self.moves.truncate(frame.start as usize);
        let Some(parent) = self.frames.last() else {
            self.outcome = Outcome::Exhausted;
            return Some(Event::Exhausted);
        };
        let mv = self.moves[parent.next as usize - 1];
        self.problem.undo(&mut self.state, mv);
        self.stats.backtracks += 1;
        self.stats.depth -= 1;
        Some(Event::Backtrack(mv))
    }

    /// Run at most `budget` steps recording nothing: the fast path.
    pub fn run(&mut self, budget: u64) -> Outcome {
        for _ in 0..budget {
            if self.step().is_none() {
                break;
            }
        }
        self.outcome
    }

    /// Run until the search stops, recording nothing.
    pub fn run_to_end(&mut self) -> Outcome {
        while self.step().is_some() {}
        self.outcome
    }
}

impl<P: Problem> Stepper for Dfs<P> {
    type Event = Event<P::Move>;
    fn step(&mut self) -> Option<Self::Event> {
        Dfs::step(self)
    }
    fn running(&self) -> bool {
        self.outcome == Outcome::Running
    }
}
