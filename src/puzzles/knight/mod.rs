//! The knight's tour: a knight visits every square of an R x C board exactly once. The
//! search problem for the engine's DFS (with three orderings of the moves), the knight graph
//! itself, what the theorems say about where tours exist, an independent verifier, counting
//! by exhaustive search, and the view model that the page steps through.//!
//! The moves, the graph and the request (board, start, strategy) are here; what the theorems
//! say in `theory`, the search problem in `search`, the verifier in `verify`, finding and
//! counting tours in `solve`, the page's view in `view` and its status lines in `narration`.

use std::fmt;

use super::message::{Coded, Message};

use super::board::{Board, BoardError, Square};
use crate::engine::{Dfs, DfsStats, Event, Goal, Outcome, Problem, Replay};

pub mod code;
pub mod layers;
mod narration;
pub mod options;
pub mod predict;
pub mod rule;
mod search;
mod solve;
pub mod table;
mod theory;
mod verify;
mod view;

pub use narration::*;
pub use search::*;
pub use solve::*;
pub use theory::*;
pub use verify::*;
pub use view::*;

/// The fixed move order of plain DFS, as (files, ranks) steps: clockwise starting from
/// "one file right, two ranks up". Warnsdorff and most-onward-first fall back on it to
/// break their last ties, so every strategy is deterministic.
pub const MOVES: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Boards up to this many squares are small enough to prove "no tour" by exhaustive search.
pub const SMALL_BOARD: u32 = COUNT_LIMIT;

/// The squares a knight on `sq` attacks, in the fixed move order.
#[inline]
pub fn neighbours(board: Board, sq: Square) -> impl Iterator<Item = Square> {
    let (f, r) = (board.file(sq) as i32, board.rank(sq) as i32);
    let (cols, rows) = (board.cols() as i32, board.rows() as i32);
    MOVES.iter().filter_map(move |&(df, dr)| {
        let (nf, nr) = (f + df, r + dr);
        (nf >= 0 && nf < cols && nr >= 0 && nr < rows).then(|| (nr * cols + nf) as Square)
    })
}

/// Whether a knight's move joins `a` and `b`.
pub fn attacks(board: Board, a: Square, b: Square) -> bool {
    let df = board.file(a).abs_diff(board.file(b));
    let dr = board.rank(a).abs_diff(board.rank(b));
    (df == 1 && dr == 2) || (df == 2 && dr == 1)
}

/// The number of knight's moves from every square: the heat map.
pub fn degrees(board: Board) -> Vec<u8> {
    (0..board.len())
        .map(|sq| neighbours(board, sq).count() as u8)
        .collect()
}

/// Every edge of the knight graph once, as (lower, higher) square.
pub fn edges(board: Board) -> Vec<(Square, Square)> {
    (0..board.len())
        .flat_map(|a| {
            neighbours(board, a)
                .filter(move |&b| a < b)
                .map(move |b| (a, b))
        })
        .collect()
}

/// How the search orders the knight's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// Plain backtracking in the fixed order [`MOVES`].
    Dfs,
    /// Warnsdorff's rule: fewest onward moves first; ties go to the square farther from the
    /// centre of the board (Roth's tie-break), then to the fixed order. For a closed tour the
    /// start still counts as an onward move of its neighbours. Backtracking behind it means
    /// it never reports failure where a tour exists.
    Warnsdorff,
    /// Most onward moves first (ties in the fixed order): the opposite of Warnsdorff.
    Most,
    /// Fewest moves first counting visited squares too (ties in the fixed order): the
    /// board's own degree of a square, which never changes as the tour goes on. A classic
    /// mistake for Warnsdorff's rule, shown beside it: a static order is plain DFS in
    /// another fixed order.
    Static,
}

impl Strategy {
    /// Every strategy, in the order a menu shows them.
    pub const ALL: [Strategy; 4] = [
        Strategy::Dfs,
        Strategy::Warnsdorff,
        Strategy::Most,
        Strategy::Static,
    ];

    /// The name used in URLs and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Dfs => "dfs",
            Strategy::Warnsdorff => "warnsdorff",
            Strategy::Most => "most",
            Strategy::Static => "static",
        }
    }

    /// Parse a name from [`Strategy::name`].
    pub fn parse(text: &str) -> Result<Strategy, TourError> {
        Strategy::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| TourError::UnknownStrategy(text.to_string()))
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What is wrong with a request for a tour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TourError {
    /// The board or start square.
    Board(BoardError),
    /// A strategy name we do not know.
    UnknownStrategy(String),
    /// Counting is exhaustive, so it is offered on small boards only.
    TooBigToCount(Board),
}

crate::puzzles::message::display_as_message!(TourError);

impl std::error::Error for TourError {}

impl Coded for TourError {
    fn message(&self) -> Message {
        match self {
            TourError::Board(e) => e.message(),
            TourError::UnknownStrategy(s) => {
                Message::new("knight.unknown_strategy").text("name", s)
            }
            TourError::TooBigToCount(board) => Message::new("knight.too_big_to_count")
                .num("max", COUNT_LIMIT)
                .text("board", board.to_string())
                .num("squares", board.len()),
        }
    }
}

impl From<BoardError> for TourError {
    fn from(e: BoardError) -> Self {
        TourError::Board(e)
    }
}

/// The largest board (in squares) on which counting is offered.
pub const COUNT_LIMIT: u32 = 36;

/// One request for a tour: the board, where the knight starts, how it searches, whether
/// the tour must close, and whether the search prunes states that cannot be completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourSpec {
    pub board: Board,
    pub start: Square,
    pub strategy: Strategy,
    pub closed: bool,
    pub prune: bool,
}

impl TourSpec {
    /// A request with pruning as the strategy has it by default: on for Warnsdorff (whose
    /// point is looking ahead), off for plain DFS and most-first (to show them bare).
    pub fn new(board: Board, start: Square, strategy: Strategy, closed: bool) -> TourSpec {
        TourSpec {
            board,
            start,
            strategy,
            closed,
            prune: strategy == Strategy::Warnsdorff,
        }
    }

    /// Parse the parts a person types: `8x8`, `a1`, `warnsdorff`.
    pub fn parse(
        board: &str,
        start: &str,
        strategy: &str,
        closed: bool,
    ) -> Result<TourSpec, TourError> {
        let board = Board::parse(board)?;
        let start = board.parse_square(start)?;
        let strategy = Strategy::parse(strategy)?;
        Ok(TourSpec::new(board, start, strategy, closed))
    }

    /// The search problem.
    pub fn problem(self) -> KnightsTour {
        let cells = Cells::new(self.board);
        KnightsTour {
            cells,
            start: cells.cell(self.start),
            strategy: self.strategy,
            closed: self.closed,
            prune: self.prune,
            centre: (self.board.cols() as i32 + 3, self.board.rows() as i32 + 3),
            order: None,
        }
    }

    /// A depth-first search for this tour.
    pub fn search(self, goal: Goal) -> Dfs<KnightsTour> {
        let problem = self.problem();
        let state = problem.root();
        Dfs::new(problem, state, goal)
    }

    /// Why no tour can exist here, when a theorem says so, as a coded reason.
    pub fn no_tour(self) -> Option<NoTour> {
        no_tour(self.board, self.start, self.closed)
    }

    /// The theorem's answer where it replaces a search: on boards too big to search
    /// exhaustively, when it rules a tour out. Small boards are searched, so the proof is
    /// the search itself.
    pub fn theorem(self) -> Option<NoTour> {
        if self.board.len() > SMALL_BOARD {
            self.no_tour()
        } else {
            None
        }
    }
}

/// The lesson's figure for a tour of `board`: the knight graph's average degree as the
/// choices at each of its squares (5.25^64 on 8x8).
pub fn uniform_tree(board: Board) -> crate::engine::UniformTree {
    let squares = f64::from(board.len());
    crate::engine::UniformTree::new(2.0 * edges(board).len() as f64 / squares, squares)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_by_eight_has_336_moves_on_168_edges_and_degrees_2_to_8() {
        let board = Board::new(8, 8).unwrap();
        // 336 legal moves, each undirected edge counted from both ends: 4(n-1)(n-2) edges.
        assert_eq!(edges(board).len(), 168);
        let d = degrees(board);
        assert_eq!(d.iter().min(), Some(&2));
        assert_eq!(d.iter().max(), Some(&8));
        assert_eq!(d.iter().map(|&x| x as usize).sum::<usize>(), 336);
    }

    #[test]
    fn move_order_is_clockwise_from_one_right_two_up() {
        let board = Board::new(8, 8).unwrap();
        let d4 = board.parse_square("d4").unwrap();
        let names: Vec<String> = neighbours(board, d4).map(|s| board.name(s)).collect();
        assert_eq!(names, ["e6", "f5", "f3", "e2", "c2", "b3", "b5", "c6"]);
    }
}
