//! A student's choice of the cell to fill next, written in the rule language
//! ([`crate::puzzles::rule`]): a key computed for each empty cell, the lowest chosen (ties
//! to the first in reading order).
//!
//! The rule's words, for an empty cell: `candidates` the digits still possible there,
//! `filled_row`, `filled_col` and `filled_box` the cells already filled in its row, column
//! and box. Fewest candidates as the view runs it, which takes at once the first cell with
//! one candidate or none, is `max(candidates, 1)`; first empty is any constant (`0`).

use std::sync::{Arc, OnceLock};

use serde::Serialize;

use crate::engine::{Dfs, Goal, Outcome};
use crate::puzzles::message::Message;
use crate::puzzles::rule::{EvalError, Globals, Rule, RuleError, Vocabulary};

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
        let q = Globals(&[
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

/// The most steps (events) each search of a [`Table`] may run: past it, the row says so.
pub const TABLE_STEPS: u64 = 500_000;
/// The most random puzzles a [`Table`] may add.
pub const TABLE_RANDOM: u32 = 50;
/// The columns of a [`Table`]'s row, in order: the rule, first empty cell, fewest candidates.
pub const TABLE_CHOICES: usize = 3;

/// One puzzle of a [`Table`]: its name (the caller's, or none for a random one, which has
/// its number from 1), and each search's nodes to the first solution (or to the end when
/// there is none) and whether it stopped at [`TABLE_STEPS`] first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct TableRow {
    pub name: Option<String>,
    pub random: u32,
    pub nodes: [u64; TABLE_CHOICES],
    pub bounded: [bool; TABLE_CHOICES],
}

/// A student's cell choice against first empty and fewest candidates on a list of puzzles
/// and `random` random 9x9 ones (from `seed`, three cells in five emptied), one puzzle at a
/// time: depth-first to the first solution.
#[derive(Debug)]
pub struct Table {
    key: Arc<CellKey>,
    puzzles: Vec<(Option<String>, u32, Puzzle)>,
    pub rows: Vec<TableRow>,
}

impl Table {
    /// `named`: the caller's puzzles with their names, then `random` (at most
    /// [`TABLE_RANDOM`]) drawn from `seed`.
    pub fn new(key: Arc<CellKey>, named: Vec<(String, Puzzle)>, random: u32, seed: u64) -> Table {
        let mut rng = crate::engine::SplitMix64::new(seed);
        let mut puzzles: Vec<(Option<String>, u32, Puzzle)> =
            named.into_iter().map(|(n, p)| (Some(n), 0, p)).collect();
        for k in 1..=random.min(TABLE_RANDOM) {
            puzzles.push((None, k, crate::puzzles::practice::sudoku::grid(&mut rng, 9)));
        }
        Table {
            key,
            puzzles,
            rows: Vec::new(),
        }
    }

    /// Run up to `budget` more puzzles; true once every one is run. A failed evaluation is
    /// the error.
    pub fn step(&mut self, budget: u32) -> Result<bool, EvalError> {
        for _ in 0..budget {
            let Some((name, random, p)) = self.puzzles.get(self.rows.len()) else {
                break;
            };
            let mut searches = [
                dfs(p, &self.key, Goal::First),
                SudokuSearch::dfs(p, CellChoice::First, Goal::First),
                SudokuSearch::dfs(p, CellChoice::Mrv, Goal::First),
            ];
            let mut row = TableRow {
                name: name.clone(),
                random: *random,
                nodes: [0; TABLE_CHOICES],
                bounded: [false; TABLE_CHOICES],
            };
            for (i, s) in searches.iter_mut().enumerate() {
                row.bounded[i] = s.run(TABLE_STEPS) == Outcome::Running;
                row.nodes[i] = s.stats().nodes;
                if let Some(e) = self.key.failed() {
                    return Err(e);
                }
            }
            self.rows.push(row);
        }
        Ok(self.done())
    }

    pub fn done(&self) -> bool {
        self.rows.len() == self.puzzles.len()
    }

    /// The puzzles run, and all of them.
    pub fn progress(&self) -> (usize, usize) {
        (self.rows.len(), self.puzzles.len())
    }

    /// Each column's nodes over every row.
    pub fn totals(&self) -> [u64; TABLE_CHOICES] {
        std::array::from_fn(|i| self.rows.iter().map(|r| r.nodes[i]).sum())
    }

    /// Once done, the sentence: the nodes in all of each column.
    pub fn said(&self) -> Message {
        let t = self.totals();
        Message::new("rule.sudoku.table")
            .count("puzzles", self.rows.len() as u64)
            .count("ours", t[0])
            .count("first", t[1])
            .count("mrv", t[2])
    }
}
