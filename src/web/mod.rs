//! The wasm-bindgen facade: one exported class per puzzle, built from plain parameters.
//! It converts between JavaScript values and the puzzles' types and holds no search logic.
//! Bad input comes back as an error whose message a person can act on; nothing panics
//! across the boundary. Instances are independent, so several can run side by side.

use wasm_bindgen::prelude::*;

mod graph;
mod knight;
mod player;
mod queens;
mod sudoku;

pub use graph::{
    check_ladder, word_bfs_sweep, word_graph_edges, GraphDfs, KnightLayers, WordLadder,
};
pub use knight::{
    check_knight_spec, file_name, knight_degrees, knight_edges, knight_strategies, KnightCounter,
    KnightSearch, KnightTour,
};
pub use queens::{Queens, QueensCount};
pub use sudoku::{
    sudoku_cells_unchecked, sudoku_check, sudoku_compare_row, sudoku_compare_rows,
    sudoku_conflicts, sudoku_fast, sudoku_solve_all, FastAnswer, Sudoku, SudokuBfs,
};

/// Route Rust panics to the console with their message instead of "unreachable".
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A puzzle's error as a JavaScript `Error` carrying the puzzle's message.
pub(crate) fn error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// The kind of a DFS event for the page: "visit", "backtrack", "solution", "exhausted", or
/// "" before the first.
pub(crate) fn event_name<M>(event: Option<&crate::engine::Event<M>>) -> String {
    use crate::engine::Event;
    match event {
        None => "",
        Some(Event::Visit(_)) => "visit",
        Some(Event::Backtrack(_)) => "backtrack",
        Some(Event::Solution) => "solution",
        Some(Event::Exhausted) => "exhausted",
    }
    .to_string()
}
