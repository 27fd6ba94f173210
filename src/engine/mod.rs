//! Search engines written once for every puzzle: a puzzle describes its states and moves
//! through [`Problem`]; the engines walk them one event at a time and keep the counters.
//!
//! The engine knows nothing of any puzzle, and nothing of the browser.

pub mod bfs;
mod dfs;
pub mod forest;
mod frontier;
mod trace;

pub use bfs::{Bfs, BfsEvent, BfsStats, BfsView, Colour, Graph, Reached, NONE};
pub use dfs::{Dfs, DfsStats, Event, Goal, Outcome};
pub use forest::{DfsForest, EdgeClass, Forest, ForestEvent, ForestView};
pub use frontier::{
    frontier_history, FrontierBfs, FrontierEvent, FrontierStats, FrontierView, TreeNode,
};
pub use trace::{Halt, Replay, Stepper, Trace, TraceCounters};

/// A search problem over a state that is changed in place: a move is applied going down
/// and undone coming back, so a deep search needs no copy of the state per level.
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
