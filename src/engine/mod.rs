//! Search engines written once for every puzzle: a puzzle describes its states and moves
//! through [`Problem`]; the engines walk them one event at a time and keep the counters.
//!
//! The engine knows nothing of any puzzle, and nothing of the browser. Its modules depend
//! one way only: every engine on `search` (the shared traits, [`SearchEvent`] among them), the
//! graph engines on `graph`, and `trace` and `growth` on the traits alone; no engine knows
//! the recorder.

pub mod bfs;
mod deepening;
mod deepening_view;
mod dfs;
pub mod forest;
mod frontier;
pub mod graph;
pub mod growth;
mod informed;
mod informed_view;
mod random;
mod search;
mod trace;
pub mod tree;

pub use bfs::{Bfs, BfsEvent, BfsStats, BfsView, Reached};
pub use deepening::{DeepEvent, DeepSearch, DeepStats, Deepening, Memory};
pub use deepening_view::{DeepView, OnPath, Skipped};
pub use dfs::{Dfs, DfsStats, Event, Outcome};
pub use forest::{DfsForest, EdgeClass, Forest, ForestEvent, ForestView};
pub use frontier::{
    frontier_history, FrontierBfs, FrontierEvent, FrontierStats, FrontierView, TreeNode,
    KEPT_SOLUTIONS,
};
pub use graph::{Colour, Graph, NONE};
pub use growth::{Growth, NodeKind};
pub use informed::{BestFirst, InformedEvent, InformedStats, Node, Order, Space, NO_NODE};
pub use informed_view::BestFirstView;
pub use random::SplitMix64;
pub use search::{Effect, Effects, Goal, Observed, Problem, Replay, SearchEvent, Stepper};
pub use trace::{Halt, Trace, TraceCounters};
pub use tree::{
    branching_factor, Estimate, Estimator, Measure, MeasureReport, Measuring, Phase, TreeSize,
    UniformTree,
};
