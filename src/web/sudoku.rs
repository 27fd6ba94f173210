//! Sudoku for the page. So far only the benchmark hook; the steppable class and the view
//! come next (see the issue notes).

use wasm_bindgen::prelude::*;

use super::error;

/// Solve every puzzle of a list with the fast sudoku solver (the benchmark hook; the page's
/// sudoku view comes with its own class). Returns the number solved.
#[wasm_bindgen]
pub fn sudoku_solve_all(text: &str, limit: f64) -> Result<f64, JsError> {
    let (_, solved) = crate::puzzles::sudoku::solve_all(text, limit as u64).map_err(error)?;
    Ok(solved as f64)
}
