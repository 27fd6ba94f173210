//! "Your turn" graded by each search's rule: over whole runs on many random instances, at
//! every step, the answer the search takes is graded right, and every other answer a person
//! could give is graded right exactly when the rule, computed here independently of the
//! puzzle's own ordering code, accepts it.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use searchlight::engine::{Event, Goal, SplitMix64, Trace};
use searchlight::puzzles::board::{Board, Square};
use searchlight::puzzles::knight::{self, Strategy, TourSpec, TourView};
use searchlight::puzzles::predict::BACK;

#[path = "../common/mod.rs"]
mod common;
use common::sudoku::allowed;

fn set(items: impl IntoIterator<Item = String>) -> BTreeSet<String> {
    items.into_iter().collect()
}

mod bfs_dfs;
mod knight_tours;
mod maze_mouse;
mod queens_sudoku;
