//! The knight's tour: a knight visits every square of an R x C board exactly once. The
//! search problem for the engine's DFS (with three orderings of the moves), the knight graph
//! itself, what the theorems say about where tours exist, an independent verifier, counting
//! by exhaustive search, and the view model that the page steps through.

use std::fmt;

use super::message::{Coded, Message};

use super::board::{Board, BoardError, Square};
use crate::engine::{Dfs, DfsStats, Event, Goal, Outcome, Problem, Replay};

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
}

impl Strategy {
    /// Every strategy, in the order a menu shows them.
    pub const ALL: [Strategy; 3] = [Strategy::Dfs, Strategy::Warnsdorff, Strategy::Most];

    /// The name used in URLs and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Dfs => "dfs",
            Strategy::Warnsdorff => "warnsdorff",
            Strategy::Most => "most",
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

impl fmt::Display for TourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TourError::Board(e) => e.fmt(f),
            TourError::UnknownStrategy(s) => write!(
                f,
                "unknown strategy \"{s}\": choose dfs, warnsdorff or most"
            ),
            TourError::TooBigToCount(board) => write!(
                f,
                "counting tours searches every one, which is feasible on boards of at most {COUNT_LIMIT} squares; {board} has {}",
                board.len()
            ),
        }
    }
}

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
        }
    }

    /// A depth-first search for this tour.
    pub fn search(self, goal: Goal) -> Dfs<KnightsTour> {
        let problem = self.problem();
        let state = problem.root();
        Dfs::new(problem, state, goal)
    }

    /// Why no tour can exist here, when a theorem says so (see [`no_tour`]), in English.
    pub fn no_tour_reason(self) -> Option<String> {
        self.no_tour().map(|r| r.to_string())
    }

    /// Why no tour can exist here, when a theorem says so, as a coded reason.
    pub fn no_tour(self) -> Option<NoTour> {
        no_tour(self.board, self.start, self.closed)
    }

    /// The theorem's answer where it replaces a search, in English (see [`Self::theorem`]).
    pub fn theorem_answer(self) -> Option<String> {
        self.theorem().map(|r| r.to_string())
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

/// Which theorem rules a tour out (see [`no_tour`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTourWhy {
    ClosedSingle,
    ClosedOdd,
    ClosedNarrow,
    ClosedFourWide,
    ClosedThreeWide,
    OneWide,
    TwoWide,
    ThreeWide,
    FourByFour,
    /// An open tour on a board four ranks high starts on rank 1 or 4.
    FourRanks,
    /// An open tour on a board four files wide starts on file a or d.
    FourFiles,
    OddColour,
}

/// Why the theorems say no tour of the asked kind starts on `start`: said in English by
/// `Display` (the CLI) and as a coded message by `Coded` (the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoTour {
    pub board: Board,
    pub start: Square,
    pub why: NoTourWhy,
}

impl NoTourWhy {
    fn code(self) -> &'static str {
        match self {
            NoTourWhy::ClosedSingle => "knight.no_tour.closed_single",
            NoTourWhy::ClosedOdd => "knight.no_tour.closed_odd",
            NoTourWhy::ClosedNarrow => "knight.no_tour.closed_narrow",
            NoTourWhy::ClosedFourWide => "knight.no_tour.closed_four",
            NoTourWhy::ClosedThreeWide => "knight.no_tour.closed_three",
            NoTourWhy::OneWide => "knight.no_tour.one_wide",
            NoTourWhy::TwoWide => "knight.no_tour.two_wide",
            NoTourWhy::ThreeWide => "knight.no_tour.three_wide",
            NoTourWhy::FourByFour => "knight.no_tour.four_by_four",
            NoTourWhy::FourRanks => "knight.no_tour.four_ranks",
            NoTourWhy::FourFiles => "knight.no_tour.four_files",
            NoTourWhy::OddColour => "knight.no_tour.odd_colour",
        }
    }
}

impl fmt::Display for NoTour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = self.board;
        let start = board.name(self.start);
        let closed =
            |f: &mut fmt::Formatter<'_>, w: &str| write!(f, "No closed tour on {board}: {w}.");
        let open = |f: &mut fmt::Formatter<'_>, w: &str| write!(f, "No tour on {board}: {w}.");
        let four = |f: &mut fmt::Formatter<'_>, along: &str| {
            write!(f, "No tour from {start} on {board}: on a board four squares wide every open tour starts and ends on the outer lines ({along}).")
        };
        match self.why {
            NoTourWhy::ClosedSingle => closed(f, "a single square has no knight's move back to itself"),
            NoTourWhy::ClosedOdd => closed(f, "both sides are odd, so the board has an odd number of squares and a closed tour, which alternates colours, cannot return"),
            NoTourWhy::ClosedNarrow => closed(f, "on a board one or two squares wide the knight graph has squares of degree one or none"),
            NoTourWhy::ClosedFourWide => closed(f, "on a 4 x n board a closed tour is impossible (Schwenk's theorem)"),
            NoTourWhy::ClosedThreeWide => closed(f, "3 x 4, 3 x 6 and 3 x 8 have no closed tour (Schwenk's theorem)"),
            NoTourWhy::OneWide => open(f, "a knight on a board one square wide cannot move"),
            NoTourWhy::TwoWide => open(f, "on a board two squares wide the knight moves along separate paths that cannot cover it"),
            NoTourWhy::ThreeWide => open(f, "3 x 3, 3 x 5 and 3 x 6 have no knight's tour"),
            NoTourWhy::FourByFour => open(f, "4 x 4 has no knight's tour"),
            NoTourWhy::FourRanks => four(f, "ranks 1 and 4"),
            NoTourWhy::FourFiles => four(f, "files a and d"),
            NoTourWhy::OddColour => write!(f, "No tour from {start} on {board}: the board has an odd number of squares, so a tour must start and end on the corners' colour, and {start} is the other colour."),
        }
    }
}

impl Coded for NoTour {
    fn message(&self) -> Message {
        Message::new(self.why.code())
            .text("board", self.board.to_string())
            .text("start", self.board.name(self.start))
    }
}

/// Why the theorems say no tour of the asked kind starts on `start`, if they do, in English
/// (see [`no_tour`]).
pub fn no_tour_reason(board: Board, start: Square, closed: bool) -> Option<String> {
    no_tour(board, start, closed).map(|r| r.to_string())
}

/// Why the theorems say no tour of the asked kind starts on `start`, if they do.
///
/// Open tours (Conrad et al. 1994; Cull and De Curtins 1978): an m x n board with m <= n has
/// one unless m = 1 (and n > 1), m = 2, m = 3 with n in {3, 5, 6}, or m = n = 4. On a board
/// with an odd number of squares a tour alternates colours, so it must start on the colour
/// with one more square, the corners' colour. On a 4 x n board an open tour starts and ends
/// on the two outer lines: outer squares attack only inner ones, so if no tour edge joined
/// two inner squares the tour would alternate outer and inner as well as colours and stay on
/// half the board; counting ends shows such an edge needs both ends outer. Closed tours (Schwenk 1991): none when m and n
/// are both odd, m is 1, 2 or 4, or m = 3 with n in {4, 6, 8}.
pub fn no_tour(board: Board, start: Square, closed: bool) -> Option<NoTour> {
    let (m, n) = {
        let (a, b) = (board.rows(), board.cols());
        (a.min(b), a.max(b))
    };
    let why = if closed {
        if m * n == 1 {
            Some(NoTourWhy::ClosedSingle)
        } else if m % 2 == 1 && n % 2 == 1 {
            Some(NoTourWhy::ClosedOdd)
        } else if m == 1 || m == 2 {
            Some(NoTourWhy::ClosedNarrow)
        } else if m == 4 {
            Some(NoTourWhy::ClosedFourWide)
        } else if m == 3 && matches!(n, 4 | 6 | 8) {
            Some(NoTourWhy::ClosedThreeWide)
        } else {
            None
        }
    } else if m == 1 && n > 1 {
        Some(NoTourWhy::OneWide)
    } else if m == 2 {
        Some(NoTourWhy::TwoWide)
    } else if m == 3 && matches!(n, 3 | 5 | 6) {
        Some(NoTourWhy::ThreeWide)
    } else if m == 4 && n == 4 {
        Some(NoTourWhy::FourByFour)
    } else if board.rows() == 4 && matches!(board.rank(start), 1 | 2) {
        // On a 4 x n board the outer squares attack only inner ones, and there are as many
        // of each; counting a tour's edges between them, with colours alternating along it,
        // shows that both ends of an open tour lie on the outer two lines.
        Some(NoTourWhy::FourRanks)
    } else if board.rows() != 4 && board.cols() == 4 && matches!(board.file(start), 1 | 2) {
        Some(NoTourWhy::FourFiles)
    } else if board.len() % 2 == 1 && board.is_light(start) {
        Some(NoTourWhy::OddColour)
    } else {
        None
    };
    why.map(|why| NoTour { board, start, why })
}

/// Board squares laid out with a two-square border all round, so a knight's move is one
/// addition and the border, marked as visited, stops it without bounds checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cells {
    board: Board,
    width: u32,
    steps: [i32; 8],
}

/// A square's index in the bordered layout of [`Cells`].
pub type Cell = u32;

impl Cells {
    /// The layout of `board`.
    pub fn new(board: Board) -> Self {
        let width = board.cols() + 4;
        let steps = MOVES.map(|(df, dr)| dr * width as i32 + df);
        Cells {
            board,
            width,
            steps,
        }
    }

    /// The cell of `sq`.
    pub fn cell(&self, sq: Square) -> Cell {
        (self.board.rank(sq) + 2) * self.width + self.board.file(sq) + 2
    }

    /// The square of `cell`, which must not be in the border.
    pub fn square(&self, cell: Cell) -> Square {
        let (r, f) = (cell / self.width - 2, cell % self.width - 2);
        self.board.square(f, r)
    }

    /// Number of cells, border included.
    fn len(&self) -> usize {
        ((self.board.rows() + 4) * self.width) as usize
    }
}

/// Set in a cell's byte when the square is visited or is border.
const BLOCKED: u8 = 0x80;

/// The knight's tour as a search problem: a state is the path so far, a move is the next
/// square (as a [`Cell`]).
#[derive(Clone, Debug)]
pub struct KnightsTour {
    cells: Cells,
    start: Cell,
    strategy: Strategy,
    closed: bool,
    /// Refuse states that provably cannot be completed (see [`KnightsTour::successors`]).
    prune: bool,
    /// Twice the centre's coordinates, so distances stay in integers.
    centre: (i32, i32),
}

/// The path so far, and for every square how many unvisited squares it attacks.
#[derive(Clone, Debug)]
pub struct TourState {
    /// The cells visited, in order, starting with the start.
    path: Vec<Cell>,
    /// Per cell: [`BLOCKED`] when visited or border, and in the low bits how many unvisited
    /// squares a knight there attacks.
    cells: Vec<u8>,
    /// Unvisited squares with no unvisited neighbour, and with exactly one.
    zeros: u32,
    ones: u32,
}

/// One move as the strategy saw it (see [`KnightsTour::ranked`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranked {
    pub square: Square,
    /// Unvisited squares a knight there attacks (for a closed Warnsdorff tour, the start
    /// too when it is next to the start: what Warnsdorff compares).
    pub onward: u32,
    /// The strategy's ordering key: smaller first.
    pub key: u64,
}

/// Why pruning refused a state: what is left of the board cannot be one path on from the
/// knight's square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pruned {
    /// An unvisited square that no unvisited square attacks and the knight cannot reach
    /// from here either.
    Unreachable(Square),
    /// A square next to the knight with no onward move, while more squares than it are
    /// left: entered now it ends the tour early, left for later nothing can reach it.
    Stranded { square: Square, left: u32 },
    /// Two unvisited squares, not next to the knight, with one way in each: both would
    /// have to be the last square.
    TwoEnds(Square, Square),
    /// A closed tour: no unvisited square is left next to the start to come home from.
    NoWayHome,
}

impl TourState {
    /// The cells visited so far, in order.
    pub fn path(&self) -> &[Cell] {
        &self.path
    }
}

impl KnightsTour {
    /// The board's layout, to turn moves into squares.
    pub fn cells(&self) -> Cells {
        self.cells
    }

    /// The state with the knight on its start square.
    pub fn root(&self) -> TourState {
        self.root_with(&[])
    }

    /// The state with the knight on its start square and then on each of `then` in turn,
    /// which must be knight's moves to unvisited squares.
    pub fn root_with(&self, then: &[Square]) -> TourState {
        let board = self.cells.board;
        let width = self.cells.width as usize;
        let mut cells = vec![BLOCKED | 8; self.cells.len()];
        for rank in 0..board.rows() as usize {
            let row = (rank + 2) * width + 2;
            cells[row..row + board.cols() as usize].fill(0);
        }
        let (mut zeros, mut ones) = (0, 0);
        for rank in 0..board.rows() as usize {
            for cell in (rank + 2) * width + 2..(rank + 2) * width + 2 + board.cols() as usize {
                let degree = self
                    .cells
                    .steps
                    .iter()
                    .filter(|&&step| cells[(cell as i32 + step) as usize] & BLOCKED == 0)
                    .count() as u8;
                cells[cell] = degree;
                zeros += u32::from(degree == 0);
                ones += u32::from(degree == 1);
            }
        }
        let mut state = TourState {
            path: Vec::with_capacity(board.len() as usize),
            cells,
            zeros,
            ones,
        };
        self.enter(&mut state, self.start);
        for &sq in then {
            self.enter(&mut state, self.cells.cell(sq));
        }
        state
    }

    #[inline]
    fn enter(&self, s: &mut TourState, cell: Cell) {
        Self::count(s, s.cells[cell as usize], -1);
        s.cells[cell as usize] |= BLOCKED;
        s.path.push(cell);
        for step in self.cells.steps {
            let n = (cell as i32 + step) as usize;
            let before = s.cells[n];
            s.cells[n] = before - 1;
            if before & BLOCKED == 0 {
                Self::count(s, before, -1);
                Self::count(s, before - 1, 1);
            }
        }
    }

    #[inline]
    fn leave(&self, s: &mut TourState, cell: Cell) {
        for step in self.cells.steps {
            let n = (cell as i32 + step) as usize;
            let before = s.cells[n];
            s.cells[n] = before + 1;
            if before & BLOCKED == 0 {
                Self::count(s, before, -1);
                Self::count(s, before + 1, 1);
            }
        }
        s.path.pop();
        s.cells[cell as usize] &= !BLOCKED;
        Self::count(s, s.cells[cell as usize], 1);
    }

    /// Twice the offset of `head` from the centre, which Warnsdorff's tie-break measures.
    #[inline(always)]
    fn here(&self, head: Cell) -> (i32, i32) {
        if self.strategy == Strategy::Warnsdorff {
            let w = self.cells.width;
            (
                2 * (head % w) as i32 - self.centre.0,
                2 * (head / w) as i32 - self.centre.1,
            )
        } else {
            (0, 0)
        }
    }

    /// The onward moves the strategy counts for an unvisited `cell` that has `byte` unvisited
    /// neighbours: those, and for a closed Warnsdorff tour the start as well when `cell` is
    /// next to it.
    #[inline(always)]
    fn onward(&self, cell: Cell, byte: u8) -> u64 {
        // A closed tour ends next to the start, so count the start as still open to those
        // squares: otherwise they look urgent and get used up early.
        let home = self.strategy == Strategy::Warnsdorff
            && self.closed
            && self
                .cells
                .steps
                .contains(&(cell as i32 - self.start as i32));
        u64::from(byte) + u64::from(home)
    }

    /// The strategy's ordering key of the move `i` (of [`MOVES`]) from the square `here`
    /// (see [`Self::here`]) to `cell`, which has `byte` unvisited neighbours: smaller first.
    #[inline(always)]
    fn key(&self, here: (i32, i32), i: usize, cell: Cell, byte: u8) -> u64 {
        (match self.strategy {
            Strategy::Dfs => 0,
            Strategy::Warnsdorff => {
                let (df, dr) = MOVES[i];
                let (x, y) = (here.0 + 2 * df, here.1 + 2 * dr);
                let spread = (x * x + y * y) as u64;
                (self.onward(cell, byte) << 44) | ((u64::MAX >> 30) - spread) << 4
            }
            Strategy::Most => u64::from(8 - byte) << 4,
        }) | i as u64
    }

    /// The moves from the knight's square in `s` as the strategy ranks them, best first
    /// (the order [`Problem::successors`] gives them, pruning aside), each with its
    /// onward-move count and its ordering key. At most 8: a knight has 8 moves.
    pub fn ranked(&self, s: &TourState) -> Vec<Ranked> {
        let head = *s.path.last().expect("the path holds the start");
        let here = self.here(head);
        let mut out: Vec<Ranked> = (0..8)
            .filter_map(|i| {
                let cell = (head as i32 + self.cells.steps[i]) as Cell;
                let byte = s.cells[cell as usize];
                (byte & BLOCKED == 0).then(|| Ranked {
                    square: self.cells.square(cell),
                    onward: match self.strategy {
                        Strategy::Warnsdorff => self.onward(cell, byte) as u32,
                        _ => u32::from(byte),
                    },
                    key: self.key(here, i, cell, byte),
                })
            })
            .collect();
        out.sort_by_key(|r| r.key);
        out
    }

    /// Why pruning refuses the state `s`, if it does (the conditions of
    /// [`Problem::successors`], in its order, naming the squares involved).
    pub fn pruned(&self, s: &TourState) -> Option<Pruned> {
        let head = *s.path.last().expect("the path holds the start");
        let near: Vec<Cell> = self
            .cells
            .steps
            .iter()
            .map(|&step| (head as i32 + step) as Cell)
            .filter(|&n| s.cells[n as usize] & BLOCKED == 0)
            .collect();
        let unvisited = |degree: u8| {
            (0..self.cells.len() as Cell)
                .filter(move |&c| s.cells[c as usize] == degree)
                .filter(|c| !near.contains(c))
                .map(|c| self.cells.square(c))
        };
        let near0 = near.iter().filter(|&&n| s.cells[n as usize] == 0).count() as u32;
        let near1 = near.iter().filter(|&&n| s.cells[n as usize] == 1).count() as u32;
        let remaining = self.cells.board.len() - s.path.len() as u32;
        if s.zeros > near0 {
            return unvisited(0).next().map(Pruned::Unreachable);
        }
        if near0 > 0 && remaining > 1 {
            let cell = *near.iter().find(|&&n| s.cells[n as usize] == 0)?;
            return Some(Pruned::Stranded {
                square: self.cells.square(cell),
                left: remaining,
            });
        }
        if s.ones - near1 >= 2 {
            let mut ends = unvisited(1);
            return Some(Pruned::TwoEnds(ends.next()?, ends.next()?));
        }
        if self.closed && remaining > 0 && s.cells[self.start as usize] & !BLOCKED == 0 {
            return Some(Pruned::NoWayHome);
        }
        None
    }

    /// Keep the counts of unvisited squares of onward degree 0 and 1 as degrees change.
    #[inline]
    fn count(s: &mut TourState, degree: u8, by: i32) {
        match degree {
            0 => s.zeros = s.zeros.wrapping_add_signed(by),
            1 => s.ones = s.ones.wrapping_add_signed(by),
            _ => {}
        }
    }
}

impl Problem for KnightsTour {
    type State = TourState;
    type Move = Cell;

    /// The unvisited squares the knight attacks, ordered by the strategy.
    ///
    /// With pruning on, a state is a dead end when what is left cannot be one path from the
    /// knight's square: an unvisited square with no unvisited neighbour can only be the last
    /// one and only if the knight attacks it; one with exactly one unvisited neighbour that
    /// the knight does not attack must be the last square, so two of them are fatal; and a
    /// closed tour needs an unvisited square next to the start until the end.
    #[inline]
    fn successors(&self, s: &TourState, out: &mut Vec<Cell>) {
        let head = *s.path.last().expect("the path holds the start");
        let mut cand = [(0u64, 0u32); 8];
        let mut k = 0;
        let (mut near0, mut near1) = (0, 0);
        let here = self.here(head);
        for (i, step) in self.cells.steps.into_iter().enumerate() {
            let n = (head as i32 + step) as u32;
            let byte = s.cells[n as usize];
            if byte & BLOCKED != 0 {
                continue;
            }
            near0 += u32::from(byte == 0);
            near1 += u32::from(byte == 1);
            cand[k] = (self.key(here, i, n, byte), n);
            k += 1;
        }
        if self.prune {
            let remaining = self.cells.board.len() - s.path.len() as u32;
            if s.zeros > near0 || (near0 > 0 && remaining > 1) || s.ones - near1 >= 2 {
                return;
            }
            if self.closed && remaining > 0 && s.cells[self.start as usize] & !BLOCKED == 0 {
                return;
            }
        }
        let cand = &mut cand[..k];
        if self.strategy != Strategy::Dfs {
            cand.sort_unstable_by_key(|c| c.0);
        }
        out.extend(cand.iter().map(|c| c.1));
    }

    #[inline]
    fn apply(&self, s: &mut TourState, cell: Cell) {
        self.enter(s, cell);
    }

    #[inline]
    fn undo(&self, s: &mut TourState, cell: Cell) {
        debug_assert_eq!(s.path.last(), Some(&cell));
        self.leave(s, cell);
    }

    fn is_goal(&self, s: &TourState) -> bool {
        s.path.len() as u32 == self.cells.board.len()
            && (!self.closed
                || self
                    .cells
                    .steps
                    .contains(&(*s.path.last().unwrap() as i32 - self.start as i32)))
    }
}

/// What [`verify_tour`] found wrong with a tour; squares by their names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidTour {
    /// Not one square per square of the board.
    Length {
        squares: usize,
        board: u32,
    },
    /// A square index outside the board.
    OffBoard(Square),
    VisitedTwice(String),
    NotAKnightMove {
        from: String,
        to: String,
    },
    /// A closed tour whose last square is not a knight's move from its first.
    NotClosed {
        last: String,
        first: String,
    },
}

impl fmt::Display for InvalidTour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidTour::Length { squares, board } => {
                write!(f, "the tour has {squares} squares, the board {board}")
            }
            InvalidTour::OffBoard(sq) => write!(f, "square index {sq} is off the board"),
            InvalidTour::VisitedTwice(sq) => write!(f, "{sq} is visited twice"),
            InvalidTour::NotAKnightMove { from, to } => {
                write!(f, "{from} to {to} is not a knight's move")
            }
            InvalidTour::NotClosed { last, first } => write!(
                f,
                "the tour ends on {last}, not a knight's move from {first}"
            ),
        }
    }
}

impl std::error::Error for InvalidTour {}

/// Check a tour without trusting the search: every square once, each step a knight's move,
/// and for a closed tour a last move back to the start.
pub fn verify_tour(board: Board, tour: &[Square], closed: bool) -> Result<(), InvalidTour> {
    if tour.len() != board.len() as usize {
        return Err(InvalidTour::Length {
            squares: tour.len(),
            board: board.len(),
        });
    }
    let mut seen = vec![false; tour.len()];
    for &sq in tour {
        let slot = seen.get_mut(sq as usize).ok_or(InvalidTour::OffBoard(sq))?;
        if *slot {
            return Err(InvalidTour::VisitedTwice(board.name(sq)));
        }
        *slot = true;
    }
    let knight_move = |a: Square, b: Square| {
        board.file(a).abs_diff(board.file(b)) * board.rank(a).abs_diff(board.rank(b)) == 2
    };
    for w in tour.windows(2) {
        if !knight_move(w[0], w[1]) {
            return Err(InvalidTour::NotAKnightMove {
                from: board.name(w[0]),
                to: board.name(w[1]),
            });
        }
    }
    if closed {
        let (first, last) = (tour[0], tour[tour.len() - 1]);
        if !knight_move(first, last) {
            return Err(InvalidTour::NotClosed {
                last: board.name(last),
                first: board.name(first),
            });
        }
    }
    Ok(())
}

/// The result of looking for one tour.
#[derive(Clone, Debug)]
pub struct TourReport {
    pub spec: TourSpec,
    /// The tour, when one was found.
    pub tour: Option<Vec<Square>>,
    pub stats: DfsStats,
    pub outcome: Outcome,
    /// When there is no tour: a theorem's reason, or the exhaustive search's.
    pub reason: Option<String>,
    /// For a closed tour found by searching from another square: that square. A closed
    /// tour is a cycle, so it starts wherever one likes.
    pub rotated_from: Option<Square>,
}

/// Look for one tour, running at most `node_limit` nodes. On a board too big to search
/// exhaustively where a theorem rules a tour out, the theorem answers without a search.
/// A closed tour that the search from the start does not find within the limit is looked
/// for from a few other squares (corners first) and turned to begin at the start.
pub fn find_tour(spec: TourSpec, node_limit: u64) -> TourReport {
    if let Some(reason) = spec.theorem_answer() {
        return TourReport {
            spec,
            tour: None,
            stats: DfsStats::default(),
            outcome: Outcome::Exhausted,
            reason: Some(reason),
            rotated_from: None,
        };
    }
    let mut report = search_once(spec, node_limit);
    if spec.closed && report.outcome == Outcome::Running {
        let b = spec.board;
        let others = [0, b.cols() - 1, b.len() - b.cols(), b.len() - 1]
            .into_iter()
            .chain(0..b.len())
            .filter(|&s| s != spec.start)
            .take(8);
        for other in others {
            let tried = search_once(
                TourSpec {
                    start: other,
                    ..spec
                },
                node_limit / 8 + 1,
            );
            report.stats.nodes += tried.stats.nodes;
            report.stats.backtracks += tried.stats.backtracks;
            report.stats.steps += tried.stats.steps;
            if let Some(cycle) = tried.tour {
                let at = cycle
                    .iter()
                    .position(|&s| s == spec.start)
                    .expect("a tour covers the board");
                let mut tour = cycle[at..].to_vec();
                tour.extend_from_slice(&cycle[..at]);
                report.tour = Some(tour);
                report.outcome = Outcome::Solved;
                report.rotated_from = Some(other);
                break;
            }
        }
    }
    report
}

fn search_once(spec: TourSpec, node_limit: u64) -> TourReport {
    let mut dfs = spec.search(Goal::First);
    // In slices of at most the nodes left (a step visits at most one node), so the limit
    // holds exactly: `--limit 1` stops after one node, not after the slice.
    while dfs.outcome() == Outcome::Running && dfs.stats().nodes < node_limit {
        dfs.run((node_limit - dfs.stats().nodes).min(1 << 16));
    }
    let outcome = dfs.outcome();
    let cells = dfs.problem().cells();
    let tour = (outcome == Outcome::Solved).then(|| {
        dfs.state()
            .path()
            .iter()
            .map(|&c| cells.square(c))
            .collect()
    });
    let reason = (outcome == Outcome::Exhausted).then(|| exhausted_reason(spec));
    TourReport {
        spec,
        tour,
        stats: dfs.stats(),
        outcome,
        reason,
        rotated_from: None,
    }
}

/// What to say when an exhaustive search found nothing.
pub fn exhausted_reason(spec: TourSpec) -> String {
    let kind = if spec.closed { "closed tour" } else { "tour" };
    format!(
        "No {kind} from {} on {}: every move sequence was tried.",
        spec.board.name(spec.start),
        spec.board
    )
}

/// Counts tours by exhaustive search, a slice at a time, so a caller can show progress and
/// stop it. Pruning is on: it only skips subtrees that hold no tour. On a square board a
/// start on a diagonal is its own mirror image across that diagonal, and so is the set of
/// its tours: a tour's first move goes to one side of the diagonal (a knight's move never
/// stays on it), so only the tours whose first move goes to one side are searched, twice
/// over.
pub struct TourCounter {
    board: Board,
    closed: bool,
    /// Subtrees to search: a start, the moves already made, and how many times to count it.
    work: Vec<(Square, Vec<Square>, u64)>,
    done_work: usize,
    counted: u64,
    nodes: u64,
    search: Option<Dfs<KnightsTour>>,
}

impl TourCounter {
    /// Count the tours from `start`, or from every square when `start` is `None`.
    pub fn new(board: Board, start: Option<Square>, closed: bool) -> Result<Self, TourError> {
        if board.len() > COUNT_LIMIT {
            return Err(TourError::TooBigToCount(board));
        }
        let starts = match start {
            Some(s) => vec![s],
            None => (0..board.len()).collect(),
        };
        let work = starts
            .into_iter()
            .flat_map(|s| Self::split(board, s))
            .collect();
        Ok(TourCounter {
            board,
            closed,
            work,
            done_work: 0,
            counted: 0,
            nodes: 0,
            search: None,
        })
    }

    /// The subtrees of the tours from `start`, halved by a diagonal mirror where there is one.
    fn split(board: Board, start: Square) -> Vec<(Square, Vec<Square>, u64)> {
        let n = board.rows();
        let (f, r) = (board.file(start), board.rank(start));
        if board.rows() != board.cols() || board.len() == 1 {
            return vec![(start, vec![], 1)];
        }
        let side: Option<fn(u32, u32, u32) -> bool> = if f == r {
            Some(|f, r, _| r > f)
        } else if f + r == n - 1 {
            Some(|f, r, n| f + r > n - 1)
        } else {
            None
        };
        match side {
            None => vec![(start, vec![], 1)],
            Some(above) => neighbours(board, start)
                .filter(|&m| above(board.file(m), board.rank(m), n))
                .map(|m| (start, vec![m], 2))
                .collect(),
        }
    }

    /// Search for at most about `budget` more steps; true when the count is complete.
    pub fn run(&mut self, budget: u64) -> bool {
        let mut left = budget;
        while self.done_work < self.work.len() {
            let (start, ref prefix, times) = self.work[self.done_work];
            let dfs = self.search.get_or_insert_with(|| {
                let spec = TourSpec {
                    board: self.board,
                    start,
                    strategy: Strategy::Dfs,
                    closed: self.closed,
                    prune: true,
                };
                let problem = spec.problem();
                let state = problem.root_with(prefix);
                Dfs::new(problem, state, Goal::All)
            });
            let before = dfs.stats().steps;
            let outcome = dfs.run(left);
            left = left.saturating_sub(dfs.stats().steps - before);
            if outcome == Outcome::Running {
                return false;
            }
            self.counted += times * dfs.stats().solutions;
            self.nodes += dfs.stats().nodes;
            self.search = None;
            self.done_work += 1;
            if left == 0 {
                break;
            }
        }
        self.finished()
    }

    /// Tours found so far.
    pub fn tours(&self) -> u64 {
        let current = self.search.as_ref().map_or(0, |d| d.stats().solutions);
        self.counted + current * self.work.get(self.done_work).map_or(0, |w| w.2)
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes + self.search.as_ref().map_or(0, |d| d.stats().nodes)
    }

    /// Estimated fraction done.
    pub fn progress(&self) -> f64 {
        let current = self.search.as_ref().map_or(0.0, |d| d.progress());
        (self.done_work as f64 + current) / self.work.len() as f64
    }

    /// Whether the count is complete.
    pub fn finished(&self) -> bool {
        self.done_work == self.work.len()
    }
}

/// Count every tour from `start` (or from every square), to the end.
pub fn count_tours(board: Board, start: Option<Square>, closed: bool) -> Result<u64, TourError> {
    let mut counter = TourCounter::new(board, start, closed)?;
    while !counter.run(u64::MAX) {}
    Ok(counter.tours())
}

/// What the page draws after some events: the path with its step numbers, and how often
/// the knight has backed out of each square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourView {
    cells: Cells,
    path: Vec<Square>,
    order: Vec<u32>,
    backed_out: Vec<u32>,
}

impl TourView {
    /// The view before any event: the knight on its start square.
    pub fn new(spec: TourSpec) -> Self {
        let len = spec.board.len() as usize;
        let mut order = vec![0; len];
        order[spec.start as usize] = 1;
        TourView {
            cells: Cells::new(spec.board),
            path: vec![spec.start],
            order,
            backed_out: vec![0; len],
        }
    }

    /// The squares on the path, in order.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// Step number (from 1) of each square on the path, 0 elsewhere.
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// How many times the knight has backed out of each square.
    pub fn backed_out(&self) -> &[u32] {
        &self.backed_out
    }

    /// The knight's square.
    pub fn head(&self) -> Square {
        *self.path.last().expect("the path holds the start")
    }
}

impl Replay<Event<Cell>> for TourView {
    fn forward(&mut self, event: &Event<Cell>) {
        match *event {
            Event::Visit(cell) => {
                let sq = self.cells.square(cell);
                self.path.push(sq);
                self.order[sq as usize] = self.path.len() as u32;
            }
            Event::Backtrack(cell) => {
                let sq = self.cells.square(cell);
                self.path.pop();
                self.order[sq as usize] = 0;
                self.backed_out[sq as usize] += 1;
            }
            Event::Solution | Event::Exhausted => {}
        }
    }

    fn backward(&mut self, event: &Event<Cell>) {
        match *event {
            Event::Visit(cell) => {
                let sq = self.cells.square(cell);
                self.path.pop();
                self.order[sq as usize] = 0;
            }
            Event::Backtrack(cell) => {
                let sq = self.cells.square(cell);
                self.path.push(sq);
                self.order[sq as usize] = self.path.len() as u32;
                self.backed_out[sq as usize] -= 1;
            }
            Event::Solution | Event::Exhausted => {}
        }
    }
}

/// The status line after the events shown: what just happened and why, in the problem's
/// words, as a message for the page. Computed for the one frame shown (it rebuilds the
/// search state at the square in question, a pass over the board), never per step.
pub fn status(
    spec: TourSpec,
    view: &TourView,
    last: Option<&Event<Cell>>,
    steps: u64,
    nodes: u64,
) -> Message {
    let board = spec.board;
    let on = view.path().len() as u64;
    let total = board.len();
    let squares = |m: Message| m.count("on", on).num("total", total);
    match last {
        None => Message::new(if spec.closed {
            "knight.start_closed"
        } else {
            "knight.start"
        })
        .text("square", board.name(spec.start))
        .text("board", board.to_string()),
        Some(Event::Visit(_)) => squares(visit_status(spec, view.path()).count("step", steps)),
        Some(Event::Backtrack(cell)) => {
            let from = view.cells.square(*cell);
            let mut path = view.path().to_vec();
            path.push(from);
            backtrack_status(spec, &path)
                .count("step", steps)
                .text("square", board.name(view.head()))
        }
        Some(Event::Solution) if spec.closed => squares(Message::new("knight.closed_complete"))
            .text("square", board.name(view.head()))
            .text("start", board.name(spec.start)),
        Some(Event::Solution) => squares(Message::new("knight.complete")),
        Some(Event::Exhausted) => exhausted(spec, nodes),
    }
}

/// The search state with the knight having followed `path` (start first).
fn state_after(problem: &KnightsTour, path: &[Square]) -> TourState {
    problem.root_with(&path[1..])
}

/// "b3 3": a candidate square and its onward-move count, as the lists say them.
fn candidate(board: Board, r: &Ranked) -> Message {
    Message::new("knight.candidate")
        .text("square", board.name(r.square))
        .num("onward", r.onward)
}

/// The moves the strategy saw at the square before the last of `path` (the candidates of
/// the move to it), in its order, each with its onward-move count: what the narration of
/// that move lists, for the board to mark.
pub fn candidates(spec: TourSpec, path: &[Square]) -> Vec<Ranked> {
    let (_, before) = path.split_last().expect("a visit follows the start");
    let problem = spec.problem();
    problem.ranked(&state_after(&problem, before))
}

/// Why the knight went to the last square of `path`: the moves the strategy saw at the
/// square before, in its order, and where the chosen one stood among them.
pub fn visit_status(spec: TourSpec, path: &[Square]) -> Message {
    let board = spec.board;
    let to = *path.last().expect("a visit follows the start");
    let ranked = candidates(spec, path);
    let at = ranked.iter().position(|r| r.square == to);
    let said = |code| {
        Message::new(code)
            .text("square", board.name(to))
            .count("n", ranked.len() as u64)
            .list("list", ranked.iter().map(|r| candidate(board, r)))
    };
    let Some(at) = at else {
        return said("knight.visit");
    };
    // The engine tries the moves in this order, so those ranked before the chosen one were
    // tried already and led to dead ends.
    let tried = &ranked[..at];
    let code = match (spec.strategy, at) {
        // One candidate is not "the fewest of 1": it is the only move there is.
        (_, 0) if ranked.len() == 1 => "knight.why.only",
        (Strategy::Dfs, 0) => "knight.why.first",
        (Strategy::Dfs, _) => "knight.why.first_next",
        (Strategy::Warnsdorff, 0) => "knight.why.fewest",
        (Strategy::Warnsdorff, _) => "knight.why.fewest_next",
        (Strategy::Most, 0) => "knight.why.most",
        (Strategy::Most, _) => "knight.why.most_next",
    };
    let mut m = said(code).num("onward", ranked[at].onward);
    if spec.strategy != Strategy::Dfs {
        m = m.sub_or_empty("tie", tie_break(spec.strategy, board, &ranked[at..]));
    }
    if at > 0 {
        m = m.list("tried", tried.iter().map(|r| board.name(r.square)));
    }
    m
}

/// How a tie on onward moves was broken, when the chosen move (first of `untried`) had one:
/// Warnsdorff takes the square farther from the centre, then the fixed move order; most-
/// onward the fixed move order.
fn tie_break(strategy: Strategy, board: Board, untried: &[Ranked]) -> Option<Message> {
    let (chosen, rest) = untried.split_first()?;
    let ties: Vec<&Ranked> = rest.iter().filter(|r| r.onward == chosen.onward).collect();
    if ties.is_empty() {
        return None;
    }
    // Below the onward count, Warnsdorff's key holds the distance from the centre, then
    // the move's place in the fixed order (the low four bits).
    let by_order =
        strategy != Strategy::Warnsdorff || ties.iter().any(|r| r.key >> 4 == chosen.key >> 4);
    Some(
        Message::new(if by_order {
            "knight.tie.order"
        } else {
            "knight.tie.centre"
        })
        .list("ties", ties.iter().map(|r| board.name(r.square))),
    )
}

/// Why the knight backed out of the last square of `path`: nowhere to go, pruned (and
/// why), or every move from there tried.
pub fn backtrack_status(spec: TourSpec, path: &[Square]) -> Message {
    let board = spec.board;
    let from = *path
        .last()
        .expect("the path holds the square backed out of");
    let problem = spec.problem();
    let state = state_after(&problem, path);
    let ranked = problem.ranked(&state);
    let at = |code| Message::new(code).text("from", board.name(from));
    if ranked.is_empty() {
        return if path.len() as u32 == board.len() {
            at("knight.why.not_closed").text("start", board.name(spec.start))
        } else {
            at("knight.why.dead_end")
        };
    }
    if spec.prune {
        match problem.pruned(&state) {
            Some(Pruned::Unreachable(sq)) => {
                return at("knight.why.pruned_unreachable").text("cut", board.name(sq))
            }
            Some(Pruned::Stranded { square, left }) => {
                return at("knight.why.pruned_stranded")
                    .text("cut", board.name(square))
                    .num("left", left)
            }
            Some(Pruned::TwoEnds(a, b)) => {
                return at("knight.why.pruned_two_ends")
                    .text("a", board.name(a))
                    .text("b", board.name(b))
            }
            Some(Pruned::NoWayHome) => {
                return at("knight.why.pruned_home").text("start", board.name(spec.start))
            }
            None => {}
        }
    }
    at("knight.why.all_tried")
        .count("n", ranked.len() as u64)
        .list("list", ranked.iter().map(|r| board.name(r.square)))
}

/// The message when an exhaustive search from the start found no tour in `nodes` nodes.
pub fn exhausted(spec: TourSpec, nodes: u64) -> Message {
    Message::new(if spec.closed {
        "knight.exhausted_closed"
    } else {
        "knight.exhausted"
    })
    .text("start", spec.board.name(spec.start))
    .text("board", spec.board.to_string())
    .count("nodes", nodes)
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
