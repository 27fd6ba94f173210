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
use crate::engine::{Dfs, DfsStats, Goal, Outcome};
use crate::puzzles::rule::{EvalError, Globals, Rule, RuleError, Vocabulary};

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
            .eval(&Globals(&[i64::from(onward), x * x + y * y, r, f, corner]))
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

/// Run `dfs` as a start's run is run: with `backtracking`, up to `node_limit` nodes; without,
/// step by step to the first move taken back (a tour is then found in exactly squares - 1
/// nodes). Whether it toured, and its counts.
fn run_from(mut dfs: Dfs<KnightsTour>, backtracking: bool, node_limit: u64) -> (bool, DfsStats) {
    if backtracking {
        while dfs.outcome() == Outcome::Running && dfs.stats().nodes < node_limit {
            dfs.run((node_limit - dfs.stats().nodes).min(1 << 16));
        }
    } else {
        while dfs.outcome() == Outcome::Running && dfs.stats().backtracks == 0 {
            dfs.step();
        }
    }
    let stats = dfs.stats();
    (
        dfs.outcome() == Outcome::Solved && (backtracking || stats.backtracks == 0),
        stats,
    )
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
        let (toured, stats) = run_from(search(board, sq, order, prune), backtracking, node_limit);
        if let Some(e) = order.failed() {
            return Err(e);
        }
        out.push(StartRun {
            start: board.name(sq),
            toured,
            nodes: stats.nodes,
            backtracks: stats.backtracks,
        });
    }
    Ok(out)
}

/// The most squares a board may have for [`Tally`]: each start runs up to twice
/// [`TALLY_NODES`] nodes.
pub const TALLY_SQUARES: u32 = 400;
/// The nodes each start's search with backtracking may run in a [`Tally`].
pub const TALLY_NODES: u64 = 100_000;

/// The runs a [`Tally`] makes from each start: the rule and Warnsdorff's rule as the view
/// runs it (Roth's tie-break), each without backtracking and with it; none prunes.
pub const TALLY_RUNS: usize = 4;

/// What the rule and Warnsdorff's rule did from one start, in the order of
/// [`TALLY_RUNS`]: the rule without backtracking, with it, Warnsdorff without, with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct StartTally {
    pub start: String,
    pub toured: [bool; TALLY_RUNS],
    pub nodes: [u64; TALLY_RUNS],
}

/// A student's ordering against Warnsdorff's from every start of a board, one start at a
/// time (the page runs it in slices with progress): tours without backtracking and with
/// it, up to [`TALLY_NODES`] nodes a start.
#[derive(Debug)]
pub struct Tally {
    board: Board,
    order: Arc<OrderKey>,
    pub starts: Vec<StartTally>,
}

/// A board too big for [`Tally`], or a rule that failed to evaluate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TallyError {
    Big { squares: u32 },
    Eval(EvalError),
}

impl Coded for TallyError {
    fn message(&self) -> Message {
        match self {
            TallyError::Big { squares } => Message::new("rule.knight.big")
                .count("squares", u64::from(*squares))
                .count("max", u64::from(TALLY_SQUARES)),
            TallyError::Eval(e) => e.message(),
        }
    }
}

crate::puzzles::message::display_as_message!(TallyError);

impl std::error::Error for TallyError {}

impl Tally {
    /// The tally of `order` on `board` (at most [`TALLY_SQUARES`] squares), no start run yet.
    pub fn new(board: Board, order: Arc<OrderKey>) -> Result<Tally, TallyError> {
        if board.len() > TALLY_SQUARES {
            return Err(TallyError::Big {
                squares: board.len(),
            });
        }
        Ok(Tally {
            board,
            order,
            starts: Vec::with_capacity(board.len() as usize),
        })
    }

    /// Run up to `budget` more starts; true once every start is run. A failed evaluation is
    /// the error.
    pub fn step(&mut self, budget: u32) -> Result<bool, TallyError> {
        for _ in 0..budget {
            let sq = self.starts.len() as Square;
            if sq >= self.board.len() {
                break;
            }
            let warnsdorff = TourSpec {
                prune: false,
                ..TourSpec::new(self.board, sq, Strategy::Warnsdorff, false)
            };
            let mut tally = StartTally {
                start: self.board.name(sq),
                toured: [false; TALLY_RUNS],
                nodes: [0; TALLY_RUNS],
            };
            for (i, backtracking) in [false, true].into_iter().enumerate() {
                let ours = run_from(
                    search(self.board, sq, &self.order, false),
                    backtracking,
                    TALLY_NODES,
                );
                if let Some(e) = self.order.failed() {
                    return Err(TallyError::Eval(e));
                }
                let theirs = run_from(warnsdorff.search(Goal::First), backtracking, TALLY_NODES);
                for (j, (toured, stats)) in [(i, ours), (2 + i, theirs)] {
                    tally.toured[j] = toured;
                    tally.nodes[j] = stats.nodes;
                }
            }
            self.starts.push(tally);
        }
        Ok(self.done())
    }

    /// Every start run.
    pub fn done(&self) -> bool {
        self.starts.len() as u32 == self.board.len()
    }

    /// The starts run, and the board's.
    pub fn progress(&self) -> (u32, u32) {
        (self.starts.len() as u32, self.board.len())
    }

    /// The starts each run toured from, in the order of [`StartTally::toured`].
    pub fn tours(&self) -> [u32; TALLY_RUNS] {
        std::array::from_fn(|j| self.starts.iter().filter(|s| s.toured[j]).count() as u32)
    }

    /// Once done, the sentence: the starts the rule tours from without backtracking and
    /// with it, against Warnsdorff's.
    pub fn said(&self) -> Message {
        let t = self.tours();
        Message::new("rule.knight.tally")
            .text(
                "board",
                format!("{}x{}", self.board.rows(), self.board.cols()),
            )
            .count("starts", u64::from(self.board.len()))
            .count("greedy", u64::from(t[0]))
            .count("backtracking", u64::from(t[1]))
            .count("w_greedy", u64::from(t[2]))
            .count("w_backtracking", u64::from(t[3]))
            .count("limit", TALLY_NODES)
    }
}
