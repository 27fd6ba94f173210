//! What every engine shares, and nothing else, so each engine's file can depend on this one
//! alone: the [`Problem`] a puzzle describes, the [`Goal`] that says when to stop, a search
//! that goes one event at a time ([`Stepper`]) and a model that follows the events both ways
//! ([`Replay`]).

/// A search problem over a state that is changed in place: a move is applied going down
/// and undone coming back, so a deep search needs no copy of the state per level.
///
/// A complete problem: binary strings of length 3 with no two 1s side by side, searched
/// depth-first for all of them.
///
/// ```
/// use searchlight::engine::{Dfs, Goal, Outcome, Problem};
///
/// struct NoTwoOnes {
///     length: usize,
/// }
///
/// impl Problem for NoTwoOnes {
///     type State = Vec<u8>;
///     type Move = u8;
///
///     fn successors(&self, state: &Vec<u8>, out: &mut Vec<u8>) {
///         if state.len() < self.length {
///             out.push(0);
///             if state.last() != Some(&1) {
///                 out.push(1); // the constraint prunes here, before going down
///             }
///         }
///     }
///     fn apply(&self, state: &mut Vec<u8>, bit: u8) {
///         state.push(bit);
///     }
///     fn undo(&self, state: &mut Vec<u8>, _: u8) {
///         state.pop();
///     }
///     fn is_goal(&self, state: &Vec<u8>) -> bool {
///         state.len() == self.length
///     }
/// }
///
/// let mut search = Dfs::new(NoTwoOnes { length: 3 }, Vec::new(), Goal::All);
/// assert_eq!(search.run_to_end(), Outcome::Exhausted);
/// // 000 001 010 100 101
/// assert_eq!(search.stats().solutions, 5);
///
/// let mut first = Dfs::new(NoTwoOnes { length: 3 }, Vec::new(), Goal::First);
/// assert_eq!(first.run_to_end(), Outcome::Solved);
/// assert_eq!(first.state(), &[0, 0, 0]);
/// ```
pub trait Problem {
    /// Everything the search changes as it goes down and comes back.
    type State;
    /// One step from a state to a successor; small and cheap to copy.
    type Move: Copy;

    /// Push the moves available from `state` onto `out`, best first: this is where a
    /// puzzle puts its ordering heuristic (Warnsdorff, fewest candidates). Pushing
    /// nothing makes the state a dead end.
    fn successors(&self, state: &Self::State, out: &mut Vec<Self::Move>);

    /// Make `mv` in `state`.
    fn apply(&self, state: &mut Self::State, mv: Self::Move);

    /// Take back `mv`, the move most recently applied to `state`.
    fn undo(&self, state: &mut Self::State, mv: Self::Move);

    /// Whether `state` is a solution.
    fn is_goal(&self, state: &Self::State) -> bool;
}

/// When the search should stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// At the first solution.
    First,
    /// After this many solutions (or when the tree is exhausted).
    Limit(u64),
    /// Only when the whole tree has been searched: counts every solution.
    All,
}

impl Goal {
    /// Whether a search that has met `solutions` solutions should stop. Checked only as a
    /// solution is met, so `Limit(0)` stops at the first one, like `First`.
    #[inline]
    pub fn reached(self, solutions: u64) -> bool {
        match self {
            Goal::First => true,
            Goal::Limit(k) => solutions >= k,
            Goal::All => false,
        }
    }
}

/// A search that goes one event at a time: the engines all are.
pub trait Stepper {
    /// What one step reports.
    type Event: Copy;
    /// Take one step; `None` once the search has stopped.
    fn step(&mut self) -> Option<Self::Event>;
    /// Whether the search can take more steps.
    fn running(&self) -> bool;
}

/// A model of what a person sees, changed by one event at a time in either direction.
pub trait Replay<E> {
    /// Show the effect of `event`, the next one.
    fn forward(&mut self, event: &E);
    /// Take back the effect of `event`, the last one shown.
    fn backward(&mut self, event: &E);
}

/// Two models driven by the same events, e.g. a puzzle's view and the counters; taken back
/// in the opposite order, as an undo is.
impl<E, A: Replay<E>, B: Replay<E>> Replay<E> for (A, B) {
    fn forward(&mut self, event: &E) {
        self.0.forward(event);
        self.1.forward(event);
    }
    fn backward(&mut self, event: &E) {
        self.1.backward(event);
        self.0.backward(event);
    }
}

/// What a stepped depth-first search of a puzzle shows, all driven by the same events: the
/// puzzle's own `view`, the `counters`, and the search `tree` as it grows; taken back in the
/// opposite order, as an undo is.
#[derive(Clone, Debug)]
pub struct Watched<V> {
    pub view: V,
    pub counters: super::TraceCounters,
    pub tree: super::Growth,
}

impl<V> Watched<V> {
    /// `view` with counters at zero and a tree of the root alone.
    pub fn new(view: V) -> Watched<V> {
        Watched {
            view,
            counters: super::TraceCounters::default(),
            tree: super::Growth::new(),
        }
    }
}

impl<M, V: Replay<super::Event<M>>> Replay<super::Event<M>> for Watched<V> {
    fn forward(&mut self, event: &super::Event<M>) {
        self.view.forward(event);
        Replay::<super::Event<M>>::forward(&mut self.counters, event);
        Replay::<super::Event<M>>::forward(&mut self.tree, event);
    }
    fn backward(&mut self, event: &super::Event<M>) {
        Replay::<super::Event<M>>::backward(&mut self.tree, event);
        Replay::<super::Event<M>>::backward(&mut self.counters, event);
        self.view.backward(event);
    }
}
