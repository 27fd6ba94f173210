//! The knight's tour as a search problem for the engine's DFS: the board with a border,
//! the state, the three orderings of the moves, and pruning of dead ends.

use super::*;

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

    /// The board laid out.
    pub fn board(&self) -> Board {
        self.board
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

    /// Moves from `cell` that stay on the board, visited squares or not: its degree in the
    /// knight graph.
    pub fn degree(&self, cell: Cell) -> u8 {
        let (w, rows, cols) = (
            self.width as i32,
            self.board.rows() as i32,
            self.board.cols() as i32,
        );
        let (r, f) = (cell as i32 / w - 2, cell as i32 % w - 2);
        MOVES
            .iter()
            .filter(|(df, dr)| (0..cols).contains(&(f + df)) && (0..rows).contains(&(r + dr)))
            .count() as u8
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
    pub(super) cells: Cells,
    pub(super) start: Cell,
    pub(super) strategy: Strategy,
    pub(super) closed: bool,
    /// Refuse states that provably cannot be completed (see [`KnightsTour::successors`]).
    pub(super) prune: bool,
    /// Twice the centre's coordinates, so distances stay in integers.
    pub(super) centre: (i32, i32),
    /// A student's ordering in place of the strategy's ([`super::rule`]).
    pub(super) order: Option<std::sync::Arc<super::rule::OrderKey>>,
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
        if let Some(order) = &self.order {
            return order.key(self.cells.board, self.cells.square(cell), byte) << 4 | i as u64;
        }
        (match self.strategy {
            Strategy::Dfs => 0,
            Strategy::Warnsdorff => {
                let (df, dr) = MOVES[i];
                let (x, y) = (here.0 + 2 * df, here.1 + 2 * dr);
                let spread = (x * x + y * y) as u64;
                (self.onward(cell, byte) << 44) | ((u64::MAX >> 30) - spread) << 4
            }
            Strategy::Most => u64::from(8 - byte) << 4,
            Strategy::Static => u64::from(self.cells.degree(cell)) << 4,
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
                        Strategy::Static => u32::from(self.cells.degree(cell)),
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
        if self.strategy != Strategy::Dfs || self.order.is_some() {
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
