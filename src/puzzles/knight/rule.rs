//! A student's ordering of the knight's moves, written in the rule language
//! ([`crate::puzzles::rule`]): a key computed for each move, the lowest tried first (ties in
//! the fixed order [`MOVES`]), and the rule run from every start on a board, with
//! backtracking within a node bound or without any.
//!
//! The rule's words, for the square a move goes to: `onward` the unvisited squares a knight
//! there attacks (Warnsdorff's count), `dist_centre` four times its squared distance from
//! the board's centre (a whole number: (2 file - (cols - 1))² + (2 rank - (rows - 1))²),
//! `row` and `col` its rank and file from 0 (a1 is row 0, col 0), `dist_corner` the rows
//! plus columns to the nearest corner. Warnsdorff's rule with Roth's tie-break, as the view
//! runs it, is `onward * 10000 - dist_centre` on boards up to 70x70.

use std::sync::{Arc, OnceLock};

use serde::Serialize;

use super::*;
use crate::engine::{Dfs, Goal, Outcome};
use crate::puzzles::rule::{EvalError, Quantities, Rule, RuleError, Vocabulary};

/// The knight's words for an ordering key.
pub const VOCABULARY: Vocabulary = Vocabulary {
    globals: &["onward", "dist_centre", "row", "col", "dist_corner"],
    item: None,
    per_item: &[],
};

/// A parsed ordering, shared by the searches that use it, with the first evaluation that
/// failed (the search goes on in the fixed order; the runner reports the failure).
#[derive(Debug)]
pub struct OrderKey {
    rule: Rule,
    failed: OnceLock<EvalError>,
}

struct Move([i64; 5]);

impl Quantities for Move {
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

/// Keys are kept within this magnitude, so that shifted they stay ordered in a `u64`.
const KEY_RANGE: i64 = 1 << 58;

impl OrderKey {
    pub fn parse(text: &str) -> Result<Arc<OrderKey>, RuleError> {
        Ok(Arc::new(OrderKey {
            rule: Rule::parse(text, &VOCABULARY)?,
            failed: OnceLock::new(),
        }))
    }

    /// The rule's value for a move to `sq` on `board`, which has `onward` unvisited
    /// neighbours.
    pub fn value(&self, board: Board, sq: Square, onward: u8) -> Result<i64, EvalError> {
        let (f, r) = (i64::from(board.file(sq)), i64::from(board.rank(sq)));
        let (cols, rows) = (i64::from(board.cols()), i64::from(board.rows()));
        let (x, y) = (2 * f - (cols - 1), 2 * r - (rows - 1));
        let corner = f.min(cols - 1 - f) + r.min(rows - 1 - r);
        self.rule
            .eval(&Move([i64::from(onward), x * x + y * y, r, f, corner]))
    }

    /// The value as an ordering key above the move's index: a failed evaluation is kept and
    /// ranks the move by its index alone.
    pub(super) fn key(&self, board: Board, sq: Square, onward: u8) -> u64 {
        match self.value(board, sq, onward) {
            Ok(v) => (v.clamp(-KEY_RANGE, KEY_RANGE - 1) + KEY_RANGE) as u64,
            Err(e) => {
                let _ = self.failed.set(e);
                0
            }
        }
    }

    /// The first evaluation that failed, if one has.
    pub fn failed(&self) -> Option<EvalError> {
        self.failed.get().copied()
    }
}

/// What the rule did from one start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct StartRun {
    /// The start's name (a1).
    pub start: String,
    pub toured: bool,
    /// Nodes entered below the start, and moves taken back.
    pub nodes: u64,
    pub backtracks: u64,
}

/// The open tour from `start` ordered by `order`, pruning as `prune` says: a search whose
/// nodes the caller runs.
pub fn search(board: Board, start: Square, order: &Arc<OrderKey>, prune: bool) -> Dfs<KnightsTour> {
    let spec = TourSpec {
        prune,
        ..TourSpec::new(board, start, Strategy::Dfs, false)
    };
    let problem = KnightsTour {
        order: Some(order.clone()),
        ..spec.problem()
    };
    let root = problem.root();
    Dfs::new(problem, root, Goal::First)
}

/// The rule from every start of `board`, in square order: with `backtracking`, up to
/// `node_limit` nodes each; without, the first choice at each square only, stopping at the
/// first dead end (a tour is then found in exactly squares - 1 nodes). An evaluation that
/// fails is the error.
pub fn every_start(
    board: Board,
    order: &Arc<OrderKey>,
    backtracking: bool,
    prune: bool,
    node_limit: u64,
) -> Result<Vec<StartRun>, EvalError> {
    let mut out = Vec::with_capacity(board.len() as usize);
    for sq in 0..board.len() {
        let mut dfs = search(board, sq, order, prune);
        if backtracking {
            while dfs.outcome() == Outcome::Running && dfs.stats().nodes < node_limit {
                dfs.run((node_limit - dfs.stats().nodes).min(1 << 16));
            }
        } else {
            // Step by step, to stop at the first move taken back.
            while dfs.outcome() == Outcome::Running && dfs.stats().backtracks == 0 {
                dfs.step();
            }
        }
        if let Some(e) = order.failed() {
            return Err(e);
        }
        let stats = dfs.stats();
        out.push(StartRun {
            start: board.name(sq),
            toured: dfs.outcome() == Outcome::Solved && (backtracking || stats.backtracks == 0),
            nodes: stats.nodes,
            backtracks: stats.backtracks,
        });
    }
    Ok(out)
}
