//! A student's choice of the cell to fill next, written in the rule language
//! ([`crate::puzzles::rule`]): a key computed for each empty cell, the lowest chosen (ties
//! to the first in reading order).
//!
//! The rule's words, for an empty cell: `candidates` the digits still possible there,
//! `filled_row`, `filled_col` and `filled_box` the cells already filled in its row, column
//! and box. Fewest candidates as the view runs it, which takes at once the first cell with
//! one candidate or none, is `max(candidates, 1)`; first empty is any constant (`0`).

use std::sync::{Arc, OnceLock};

use crate::engine::{Dfs, Goal};
use crate::puzzles::rule::{EvalError, Quantities, Rule, RuleError, Vocabulary};

use super::{CellChoice, Puzzle, SudokuSearch};

/// The sudoku's words for a cell's key.
pub const VOCABULARY: Vocabulary = Vocabulary {
    globals: &["candidates", "filled_row", "filled_col", "filled_box"],
    item: None,
    per_item: &[],
};

/// A parsed cell choice, shared by the searches that use it, with the first evaluation that
/// failed (the search then takes the first empty cell; the caller reports the failure).
#[derive(Debug)]
pub struct CellKey {
    rule: Rule,
    failed: OnceLock<EvalError>,
}

struct Cell([i64; 4]);

impl Quantities for Cell {
    fn global(&self, id: usize) -> i64 {
        self.0[id]
    }
    fn items(&self) -> usize {
        0
    }
    fn item(&self, _: usize, _: usize) -> i64 {
        0
    }
}

impl CellKey {
    pub fn parse(text: &str) -> Result<Arc<CellKey>, RuleError> {
        Ok(Arc::new(CellKey {
            rule: Rule::parse(text, &VOCABULARY)?,
            failed: OnceLock::new(),
        }))
    }

    /// The rule's value for a cell with `candidates` and filled counts `[row, col, box]`;
    /// a failure is kept and counts as 0.
    pub(super) fn key(&self, candidates: u32, filled: [u32; 3]) -> i64 {
        let q = Cell([
            i64::from(candidates),
            i64::from(filled[0]),
            i64::from(filled[1]),
            i64::from(filled[2]),
        ]);
        self.rule.eval(&q).unwrap_or_else(|e| {
            let _ = self.failed.set(e);
            0
        })
    }

    /// The first evaluation that failed, if one has.
    pub fn failed(&self) -> Option<EvalError> {
        self.failed.get().copied()
    }
}

/// The depth-first search of `puzzle` choosing cells by `key`, stopping at `goal`.
pub fn dfs(puzzle: &Puzzle, key: &Arc<CellKey>, goal: Goal) -> Dfs<SudokuSearch> {
    let (search, root) = SudokuSearch::of(puzzle, CellChoice::First);
    Dfs::new(search.with_key(key.clone()), root, goal)
}
