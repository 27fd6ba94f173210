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

/// One effect of a step on the search tree, in AIMA's words (a node expanded, its children
/// generated, a goal found), whatever the engine: what the consumers every view gets (the
/// counters, the tree's growth, [`Observed`]) read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Went down from the current node to a new child, which becomes current (depth-first).
    Enter,
    /// Came back up from the current node to its parent, which becomes current.
    Leave,
    /// The oldest node generated and not yet expanded becomes current, to be expanded
    /// (first in, first out: breadth-first; the root is the first).
    Expand,
    /// Node `node` (numbered in the order generated, the root 0), at `depth`, becomes
    /// current, to be expanded (best-first: A*).
    ExpandNode { node: u64, depth: u32 },
    /// This many new children of the current node joined the tree, waiting to be expanded.
    Generate(u32),
    /// The current node is done: every child generated (a dead end if none was).
    Finish,
    /// The current node is a solution.
    Solution,
    /// The node generated last is a solution (a breadth-first search tests as it generates).
    Found,
    /// The search is over.
    End,
}

/// The effects of one event, in order: up to three.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effects {
    words: [Effect; 3],
    len: u8,
}

impl Effects {
    /// Nothing the consumers count (beyond the step itself).
    pub const NONE: Effects = Effects {
        words: [Effect::End; 3],
        len: 0,
    };

    /// The one effect `a`.
    #[inline]
    pub const fn one(a: Effect) -> Effects {
        Effects {
            words: [a, Effect::End, Effect::End],
            len: 1,
        }
    }

    /// `a`, then `b`.
    #[inline]
    pub const fn two(a: Effect, b: Effect) -> Effects {
        Effects {
            words: [a, b, Effect::End],
            len: 2,
        }
    }

    /// `a`, then `b`, then `c`.
    #[inline]
    pub const fn three(a: Effect, b: Effect, c: Effect) -> Effects {
        Effects {
            words: [a, b, c],
            len: 3,
        }
    }

    /// The effects, in the order they happened.
    #[inline]
    pub fn as_slice(&self) -> &[Effect] {
        &self.words[..self.len as usize]
    }
}

/// An engine's event told as its effects on the search tree: the one trait an engine's
/// event implements for its views to get the counters ([`super::TraceCounters`]), the tree's
/// growth ([`super::Growth`]) and all three observed together ([`Observed`]).
pub trait SearchEvent {
    /// What this event did, in order.
    fn effects(&self) -> Effects;
}

/// A stepped search of a puzzle as observed, all driven by the same events: the puzzle's
/// own `view`, the `counters`, and the search `tree` as it grows; taken back in the
/// opposite order, as an undo is. Any engine whose event is a [`SearchEvent`] can be
/// observed.
#[derive(Clone, Debug, PartialEq)]
pub struct Observed<V> {
    pub view: V,
    pub counters: super::TraceCounters,
    pub tree: super::Growth,
}

impl<V> Observed<V> {
    /// `view` with counters at zero and a tree of the root alone.
    pub fn new(view: V) -> Observed<V> {
        Observed {
            view,
            counters: super::TraceCounters::default(),
            tree: super::Growth::new(),
        }
    }
}

impl<E: SearchEvent, V: Replay<E>> Replay<E> for Observed<V> {
    #[inline]
    fn forward(&mut self, event: &E) {
        self.view.forward(event);
        self.counters.forward(event);
        self.tree.forward(event);
    }
    #[inline]
    fn backward(&mut self, event: &E) {
        self.tree.backward(event);
        self.counters.backward(event);
        self.view.backward(event);
    }
}
