//! N queens: place N queens on an N x N board, none attacking another. Row-by-row
//! backtracking on the engine's DFS in the two classic forms (marking attacked squares, or
//! checking before placing), which find the same solutions in the same order; a bitboard
//! counter with mirror symmetry for larger N; solutions up to the board's 8 symmetries; and
//! an explicit construction for one solution of very large N.

use std::fmt;

use super::message::{Coded, Message};

use crate::engine::{Dfs, DfsStats, Event, Goal, Problem, Replay};

/// The largest N drawn and searched step by step.
pub const MAX_DRAWN: u32 = 20;
/// The largest N the fast counter takes (N = 18 already takes minutes).
pub const MAX_COUNTED: u32 = 18;
/// The largest N for which every solution is listed.
pub const MAX_LISTED: u32 = 12;
/// The largest N for one solution (by construction beyond [`MAX_DRAWN`]).
pub const MAX_ONE: u32 = 1_000_000;

/// The two classic forms of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Each placed queen marks the squares it attacks in the rows below; a queen may go only
    /// on an unmarked square.
    Mark,
    /// Nothing is marked; before placing, check the column and both diagonals above.
    Check,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Mark => "mark",
            Variant::Check => "check",
        }
    }
    pub fn parse(text: &str) -> Result<Variant, QueensError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "mark" => Ok(Variant::Mark),
            "check" => Ok(Variant::Check),
            _ => Err(QueensError::UnknownVariant(text.to_string())),
        }
    }
}

/// What is wrong with a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueensError {
    /// N outside what the asked-for mode allows.
    OutOfRange {
        n: String,
        max: u32,
        what: &'static str,
    },
    UnknownVariant(String),
}

impl fmt::Display for QueensError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueensError::OutOfRange { n, max, what } => {
                write!(f, "N = {n} is out of range: {what} takes N from 1 to {max}")
            }
            QueensError::UnknownVariant(v) => {
                write!(f, "unknown variant \"{v}\": choose mark or check")
            }
        }
    }
}

impl std::error::Error for QueensError {}

impl Coded for QueensError {
    fn message(&self) -> Message {
        match self {
            // `what` is the CLI's English name of the mode; the page names the mode by `max`.
            QueensError::OutOfRange { n, max, .. } => Message::new("queens.out_of_range")
                .text("n", n)
                .num("max", *max)
                .sub(
                    "what",
                    Message::new(match *max {
                        MAX_COUNTED => "queens.what.counting",
                        MAX_LISTED => "queens.what.listing",
                        MAX_ONE => "queens.what.one",
                        _ => "queens.what.board",
                    }),
                ),
            QueensError::UnknownVariant(v) => {
                Message::new("queens.unknown_variant").text("name", v)
            }
        }
    }
}

/// Parse N for a mode that allows 1..=max.
pub fn parse_n(text: &str, max: u32, what: &'static str) -> Result<u32, QueensError> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(n) if (1..=u64::from(max)).contains(&n) => Ok(n as u32),
        _ => Err(QueensError::OutOfRange {
            n: t.to_string(),
            max,
            what,
        }),
    }
}

/// N queens as a search problem: a state is the queens placed in rows 0, 1, ...; a move is
/// the column of the next row's queen.
#[derive(Clone, Debug)]
pub struct NQueens {
    n: u32,
    variant: Variant,
}

/// The queens placed so far, and what each variant keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Column of the queen in each placed row, row 0 first.
    cols: Vec<u32>,
    /// Mark variant: how many placed queens attack each square (row-major).
    attacked: Vec<u16>,
}

impl Placement {
    pub fn cols(&self) -> &[u32] {
        &self.cols
    }
}

impl NQueens {
    pub fn new(n: u32, variant: Variant) -> Self {
        NQueens { n, variant }
    }

    pub fn root(&self) -> Placement {
        Placement {
            cols: Vec::with_capacity(self.n as usize),
            attacked: match self.variant {
                Variant::Mark => vec![0; (self.n * self.n) as usize],
                Variant::Check => Vec::new(),
            },
        }
    }

    /// A search for solutions.
    pub fn search(self, goal: Goal) -> Dfs<NQueens> {
        let root = self.root();
        Dfs::new(self, root, goal)
    }

    /// Mark (by +1) or unmark (by -1) the squares a queen on (row, col) attacks below it.
    fn mark(&self, s: &mut Placement, row: u32, col: u32, by: i16) {
        let n = self.n as i64;
        for r in row as i64 + 1..n {
            let k = r - row as i64;
            for c in [col as i64 - k, col as i64, col as i64 + k] {
                if (0..n).contains(&c) {
                    let cell = &mut s.attacked[(r * n + c) as usize];
                    *cell = cell.wrapping_add_signed(by);
                }
            }
        }
    }
}

/// Whether a queen at (row, col) is attacked by one of `cols` (queens in rows above), and
/// if so by which line: the first queen above that attacks it.
pub fn attacker(cols: &[u32], row: u32, col: u32) -> Option<(u32, Line)> {
    cols.iter().enumerate().find_map(|(r, &c)| {
        let dr = row.abs_diff(r as u32);
        if c == col {
            Some((r as u32, Line::Column))
        } else if c.abs_diff(col) == dr {
            Some((r as u32, Line::Diagonal))
        } else {
            None
        }
    })
}

/// The line along which a queen attacks ("column" or "diagonal" for the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Line {
    Column,
    Diagonal,
}

impl Problem for NQueens {
    type State = Placement;
    type Move = u32;

    /// The free squares of the next row, left to right: unmarked (mark) or passing the
    /// checks against every queen above (check). Both give the same squares.
    fn successors(&self, s: &Placement, out: &mut Vec<u32>) {
        let row = s.cols.len() as u32;
        for col in 0..self.n {
            let free = match self.variant {
                Variant::Mark => s.attacked[(row * self.n + col) as usize] == 0,
                Variant::Check => attacker(&s.cols, row, col).is_none(),
            };
            if free {
                out.push(col);
            }
        }
    }

    fn apply(&self, s: &mut Placement, col: u32) {
        let row = s.cols.len() as u32;
        s.cols.push(col);
        if self.variant == Variant::Mark {
            self.mark(s, row, col, 1);
        }
    }

    fn undo(&self, s: &mut Placement, col: u32) {
        s.cols.pop();
        if self.variant == Variant::Mark {
            self.mark(s, s.cols.len() as u32, col, -1);
        }
    }

    fn is_goal(&self, s: &Placement) -> bool {
        s.cols.len() as u32 == self.n
    }
}

/// Squares examined for a queen over a search with these counters: every expanded state
/// that is not a solution examines the N squares of its next row.
pub fn placements_tried(n: u32, stats: &DfsStats) -> u64 {
    placements(n, stats.nodes, stats.solutions)
}

/// [`placements_tried`] from the counts of nodes and solutions.
pub fn placements(n: u32, nodes: u64, solutions: u64) -> u64 {
    u64::from(n) * (1 + nodes - solutions)
}

/// What [`verify`] found wrong with a placement; rows and columns count from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidPlacement {
    /// Not one queen per row.
    Count {
        queens: usize,
        n: u32,
    },
    OffBoard {
        row: usize,
        col: usize,
    },
    SharedColumn {
        row: usize,
    },
    SharedDiagonal {
        row: usize,
    },
}

impl fmt::Display for InvalidPlacement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidPlacement::Count { queens, n } => write!(f, "{queens} queens for N = {n}"),
            InvalidPlacement::OffBoard { row, col } => {
                write!(f, "row {row}: column {col} is off the board")
            }
            InvalidPlacement::SharedColumn { row } => {
                write!(f, "row {row}: the queen shares a column with another")
            }
            InvalidPlacement::SharedDiagonal { row } => {
                write!(f, "row {row}: the queen shares a diagonal with another")
            }
        }
    }
}

impl std::error::Error for InvalidPlacement {}

/// Check a solution without trusting the search: N queens, one per row (by construction of
/// the list), columns in range, no two in a column or on a diagonal.
pub fn verify(n: u32, cols: &[u32]) -> Result<(), InvalidPlacement> {
    if cols.len() != n as usize {
        return Err(InvalidPlacement::Count {
            queens: cols.len(),
            n,
        });
    }
    let n = n as usize;
    let (mut col, mut up, mut down) = (vec![false; n], vec![false; 2 * n], vec![false; 2 * n]);
    for (r, &c) in cols.iter().enumerate() {
        let c = c as usize;
        if c >= n {
            return Err(InvalidPlacement::OffBoard { row: r, col: c });
        }
        for (seen, i, shared) in [
            (&mut col, c, InvalidPlacement::SharedColumn { row: r }),
            (&mut up, r + c, InvalidPlacement::SharedDiagonal { row: r }),
            (
                &mut down,
                r + n - c,
                InvalidPlacement::SharedDiagonal { row: r },
            ),
        ] {
            if seen[i] {
                return Err(shared);
            }
            seen[i] = true;
        }
    }
    Ok(())
}

/// Every solution for `n` by the generic engine, in search order.
pub fn all_solutions(n: u32, variant: Variant) -> (Vec<Vec<u32>>, DfsStats) {
    let mut dfs = NQueens::new(n, variant).search(Goal::All);
    let mut found = Vec::new();
    while let Some(e) = dfs.step() {
        if e == Event::Solution {
            found.push(dfs.state().cols().to_vec());
        }
    }
    (found, dfs.stats())
}

/// The 8 symmetries of the square applied to a solution: each is again a solution.
pub fn symmetries(cols: &[u32]) -> [Vec<u32>; 8] {
    let n = cols.len() as u32;
    let mut inverse = vec![0u32; cols.len()];
    for (r, &c) in cols.iter().enumerate() {
        inverse[c as usize] = r as u32;
    }
    let flip = |v: &[u32]| v.iter().map(|&c| n - 1 - c).collect::<Vec<_>>();
    let rev = |v: &[u32]| v.iter().rev().copied().collect::<Vec<_>>();
    let id = cols.to_vec();
    [
        id.clone(),
        flip(&id),
        rev(&id),
        flip(&rev(&id)),
        inverse.clone(),
        flip(&inverse),
        rev(&inverse),
        flip(&rev(&inverse)),
    ]
}

/// The canonical form of a solution: the least of its 8 images.
pub fn canonical(cols: &[u32]) -> Vec<u32> {
    symmetries(cols).into_iter().min().expect("eight images")
}

/// Solutions grouped by symmetry: for each solution the index of its class, classes
/// numbered in order of first appearance; and how many classes there are.
pub fn classes(solutions: &[Vec<u32>]) -> (Vec<u32>, u32) {
    let mut seen = std::collections::HashMap::new();
    let class = solutions
        .iter()
        .map(|s| {
            let next = seen.len() as u32;
            *seen.entry(canonical(s)).or_insert(next)
        })
        .collect();
    (class, seen.len() as u32)
}

/// One solution for any N >= 4 (and N = 1) by the classic explicit construction: columns
/// left to right take the rows 2, 4, 6, ... then 1, 3, 5, ..., adjusted when N mod 6 is 2
/// or 3. None for N = 2 and 3, which have no solution. Returned as the column of the queen
/// in each row.
pub fn construct(n: u32) -> Option<Vec<u32>> {
    match n {
        0 | 2 | 3 => return None,
        1 => return Some(vec![0]),
        _ => {}
    }
    let mut evens: Vec<u32> = (2..=n).step_by(2).collect();
    let mut odds: Vec<u32> = (1..=n).step_by(2).collect();
    match n % 6 {
        2 => {
            odds.swap(0, 1);
            let five = odds.remove(2);
            odds.push(five);
        }
        3 => {
            let two = evens.remove(0);
            evens.push(two);
            let (one, three) = (odds.remove(0), odds.remove(0));
            odds.push(one);
            odds.push(three);
        }
        _ => {}
    }
    // rows[col] (1-based) from the lists; turn into the column of each row.
    let rows: Vec<u32> = evens.into_iter().chain(odds).collect();
    let mut cols = vec![0; n as usize];
    for (col, &row) in rows.iter().enumerate() {
        cols[row as usize - 1] = col as u32;
    }
    Some(cols)
}

/// Counts solutions with bitboards, a slice of work at a time (for a worker with progress
/// and cancel), using all eight symmetries of the board, so it visits about an eighth of the
/// solutions (the idea of Takaken's counter):
///
/// - A queen in a corner: turn the board so it is in row 0, column 0. Its solutions have no
///   symmetry (any symmetric image would need a second corner queen on the same diagonal or
///   row), and the diagonal reflection is broken by asking that the queen of column 1 stands
///   lower than the column of row 1's queen. Each one found stands for 8.
/// - Otherwise: of the four queens on the edges, turn the board so the one nearest a corner
///   is in row 0, in the left half, at distance `k` from the corner; then the other edge
///   queens are at least `k` from every corner (the side columns' queens in rows `k..=n-1-k`,
///   the last row's in columns `k..=n-1-k`). Two edge queens equally near the same corner
///   would share a diagonal, so the only ties left are with the board turned 90, 180 or 270
///   degrees; a solution is counted only if it is the least of those turns (rows read as
///   columns, top down), and stands for 2 if the 90-degree turn leaves it unchanged, 4 if
///   the 180-degree turn does, else 8.
///
/// The work is cut into pieces (the first three rows placed) that share out evenly among
/// workers ([`QueensCounter::share`]). Held against the plain mirror-symmetry counter and
/// OEIS A000170 and A002562 in the tests.
pub struct QueensCounter {
    n: u32,
    pieces: Vec<Piece>,
    done: usize,
    /// Solutions found standing for 8, 4 and 2.
    count8: u64,
    count4: u64,
    count2: u64,
    /// Boards too small for the symmetric search (N < 6) are counted plainly.
    plain: u64,
}

/// A piece of the symmetric search: the rows placed so far and the attack masks below them.
#[derive(Clone, Copy, Debug)]
struct Piece {
    corner: bool,
    bound1: u32,
    row: usize,
    left: u32,
    down: u32,
    right: u32,
    board: [u32; 3],
}

impl Piece {
    /// The piece with rows 0..3 placed as `board`, given the masks below row 1 (`masks`:
    /// left diagonals, columns, right diagonals) and row 2's queen `board[2]`.
    fn below(corner: bool, bound1: u32, masks: (u32, u32, u32), board: [u32; 3]) -> Piece {
        let (left, down, right) = masks;
        let bit = board[2];
        Piece {
            corner,
            bound1,
            row: 3,
            left: (left | bit) << 1,
            down: down | bit,
            right: (right | bit) >> 1,
            board,
        }
    }
}

/// The symmetric search for one value of `bound1`.
struct Sym {
    last: usize,
    mask: u32,
    topbit: u32,
    sidemask: u32,
    lastmask: u32,
    endbit: u32,
    bound1: usize,
    bound2: usize,
    board: [u32; 32],
    count8: u64,
    count4: u64,
    count2: u64,
}

impl Sym {
    fn new(n: u32, bound1: u32) -> Sym {
        let topbit = 1u32 << (n - 1);
        // The columns within distance bound1 of a side.
        let mut lastmask = 0;
        for k in 0..bound1 {
            lastmask |= 1 << k | topbit >> k;
        }
        Sym {
            last: n as usize - 1,
            mask: (1u32 << n) - 1,
            topbit,
            sidemask: topbit | 1,
            lastmask,
            endbit: topbit >> bound1,
            bound1: bound1 as usize,
            bound2: (n - 1 - bound1) as usize,
            board: [0; 32],
            count8: 0,
            count4: 0,
            count2: 0,
        }
    }

    /// The free squares of row `y` under the corner rules.
    fn corner_row(&self, y: usize, left: u32, down: u32, right: u32) -> u32 {
        let mut free = self.mask & !(left | down | right);
        if y < self.bound1 {
            free &= !2;
        }
        free
    }

    /// The corner case from row `y` down. The row being filled is held in registers, the
    /// rows above on a stack in fixed arrays; the last row is counted without a push.
    fn corner(&mut self, y: usize, left: u32, down: u32, right: u32) {
        let (mask, last, bound1) = (self.mask, self.last, self.bound1);
        if y >= last {
            self.count8 += u64::from(mask & !(left | down | right) != 0);
            return;
        }
        // Column 1 is closed above row bound1.
        let row = |y: usize, l: u32, d: u32, r: u32| {
            mask & !(l | d | r) & if y < bound1 { !2 } else { !0 }
        };
        let (mut y, mut l, mut d, mut r) = (y, left, down, right);
        let mut free = row(y, l, d, r);
        let mut stack = [(0u32, 0u32, 0u32, 0u32); 32];
        let mut sp = 0;
        let mut found = 0u64;
        loop {
            if free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let (l2, d2, r2) = ((l | bit) << 1, d | bit, (r | bit) >> 1);
                if y + 1 == last {
                    found += u64::from(mask & !(l2 | d2 | r2) != 0);
                    continue;
                }
                stack[sp & 31] = (l, d, r, free);
                sp += 1;
                (y, l, d, r) = (y + 1, l2, d2, r2);
                free = row(y, l, d, r);
            } else {
                if sp == 0 {
                    break;
                }
                sp -= 1;
                (l, d, r, free) = stack[sp & 31];
                y -= 1;
            }
        }
        self.count8 += found;
    }

    /// The free squares of row `y` (not the last) under the edge rules; None when the side
    /// columns are already wrong.
    fn edge_row(&self, y: usize, left: u32, down: u32, right: u32) -> Option<u32> {
        let mut free = self.mask & !(left | down | right);
        if y < self.bound1 {
            free &= !self.sidemask;
        } else if y == self.bound2 {
            // Both side columns' queens must stand in rows bound1..=bound2.
            let sides = down & self.sidemask;
            if sides == 0 {
                return None;
            }
            if sides != self.sidemask {
                free &= self.sidemask;
            }
        }
        Some(free)
    }

    /// The edge case from row `y` down, iteratively as in [`Self::corner`].
    fn edge(&mut self, y: usize, left: u32, down: u32, right: u32) {
        let (mask, last, lastmask) = (self.mask, self.last, self.lastmask);
        if y >= last {
            let free = mask & !(left | down | right);
            if free != 0 && free & lastmask == 0 {
                self.board[last] = free;
                self.check();
            }
            return;
        }
        let mut board = self.board;
        let (mut y, mut l, mut d, mut r) = (y, left, down, right);
        let mut free = self.edge_row(y, l, d, r).unwrap_or(0);
        let mut stack = [(0u32, 0u32, 0u32, 0u32); 32];
        let mut sp = 0;
        loop {
            if free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                board[y & 31] = bit;
                let (l2, d2, r2) = ((l | bit) << 1, d | bit, (r | bit) >> 1);
                if y + 1 == last {
                    let end = mask & !(l2 | d2 | r2);
                    if end != 0 && end & lastmask == 0 {
                        board[last & 31] = end;
                        self.board = board;
                        self.check();
                    }
                    continue;
                }
                stack[sp & 31] = (l, d, r, free);
                sp += 1;
                (y, l, d, r) = (y + 1, l2, d2, r2);
                free = self.edge_row(y, l, d, r).unwrap_or(0);
            } else {
                if sp == 0 {
                    break;
                }
                sp -= 1;
                (l, d, r, free) = stack[sp & 31];
                y -= 1;
            }
        }
    }

    /// Count a complete edge-case board if it is the least of its turns.
    fn check(&mut self) {
        let n = self.last + 1;
        let mut col = [0usize; 32];
        let mut row_of = [0usize; 32];
        for y in 0..n {
            col[y] = self.board[y].trailing_zeros() as usize;
            row_of[col[y]] = y;
        }
        // Compare the board with a turned one, row by row: Less when the board comes first.
        let compare = |turned: &dyn Fn(usize) -> usize| -> std::cmp::Ordering {
            (0..n)
                .map(|r| col[r].cmp(&turned(r)))
                .find(|o| o.is_ne())
                .unwrap_or(std::cmp::Ordering::Equal)
        };
        use std::cmp::Ordering::{Equal, Greater};
        // 90 degrees: (y, x) goes to (x, n-1-y); its row 0 matches when column 0's queen is
        // in row bound2.
        if self.board[self.bound2] == 1 {
            match compare(&|r| n - 1 - row_of[r]) {
                Greater => return,
                Equal => {
                    self.count2 += 1;
                    return;
                }
                _ => {}
            }
        }
        // 180 degrees: the last row's queen mirrors row 0's.
        if self.board[self.last] == self.endbit {
            match compare(&|r| n - 1 - col[n - 1 - r]) {
                Greater => return,
                Equal => {
                    self.count4 += 1;
                    return;
                }
                _ => {}
            }
        }
        // 270 degrees: (y, x) goes to (n-1-x, y); its row 0 matches when the right
        // column's queen is in row bound1.
        if self.board[self.bound1] == self.topbit && compare(&|r| row_of[n - 1 - r]) == Greater {
            return;
        }
        self.count8 += 1;
    }
}

impl QueensCounter {
    pub fn new(n: u32) -> Result<Self, QueensError> {
        if !(1..=MAX_COUNTED).contains(&n) {
            return Err(QueensError::OutOfRange {
                n: n.to_string(),
                max: MAX_COUNTED,
                what: "counting",
            });
        }
        let mut pieces = Vec::new();
        if n >= 6 {
            let mask = (1u32 << n) - 1;
            // Corner: row 0 column 0, row 1 at bound1, then row 2 split out.
            for bound1 in 2..n - 1 {
                let sym = Sym::new(n, bound1);
                let bit = 1u32 << bound1;
                let (left, down, right) = ((2 | bit) << 1, 1 | bit, bit >> 1);
                let mut free = sym.corner_row(2, left, down, right);
                while free != 0 {
                    let b2 = free & free.wrapping_neg();
                    free ^= b2;
                    pieces.push(Piece::below(
                        true,
                        bound1,
                        (left, down, right),
                        [1, bit, b2],
                    ));
                }
            }
            // Edges: row 0 at bound1 < n-1-bound1, then rows 1 and 2 split out.
            let mut bound1 = 1;
            while bound1 < n - 1 - bound1 {
                let sym = Sym::new(n, bound1);
                let bit = 1u32 << bound1;
                let (left, down, right) = (bit << 1, bit, bit >> 1);
                let mut f1 = sym.edge_row(1, left, down, right).unwrap_or(0);
                while f1 != 0 {
                    let b1 = f1 & f1.wrapping_neg();
                    f1 ^= b1;
                    let (l1, d1, r1) = ((left | b1) << 1, down | b1, (right | b1) >> 1);
                    let mut f2 = sym.edge_row(2, l1, d1, r1).unwrap_or(0);
                    while f2 != 0 {
                        let b2 = f2 & f2.wrapping_neg();
                        f2 ^= b2;
                        pieces.push(Piece::below(false, bound1, (l1, d1, r1), [bit, b1, b2]));
                    }
                }
                bound1 += 1;
            }
            debug_assert!(pieces.iter().all(|p| p.down & !mask == 0));
        }
        Ok(QueensCounter {
            n,
            pieces,
            done: 0,
            count8: 0,
            count4: 0,
            count2: 0,
            plain: if n < 6 { count_from(n, &[]) } else { 0 },
        })
    }

    /// Keep only piece `part` of every `parts` (round robin), so several workers can share
    /// one count; their results add up to the whole. (A board too small to cut up is
    /// counted by part 0.)
    pub fn share(mut self, part: u32, parts: u32) -> Self {
        let parts = parts.max(1) as usize;
        let part = part as usize % parts;
        self.pieces = self
            .pieces
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % parts == part)
            .map(|(_, w)| w)
            .collect();
        if part != 0 {
            self.plain = 0;
        }
        self
    }

    /// Count about `slices` more pieces of work; true when the count is complete.
    pub fn run(&mut self, slices: u32) -> bool {
        for _ in 0..slices {
            let Some(&p) = self.pieces.get(self.done) else {
                break;
            };
            let mut sym = Sym::new(self.n, p.bound1);
            sym.board[..3].copy_from_slice(&p.board);
            if p.corner {
                sym.corner(p.row, p.left, p.down, p.right);
            } else {
                sym.edge(p.row, p.left, p.down, p.right);
            }
            self.count8 += sym.count8;
            self.count4 += sym.count4;
            self.count2 += sym.count2;
            self.done += 1;
        }
        self.finished()
    }

    pub fn finished(&self) -> bool {
        self.done == self.pieces.len()
    }
    /// Solutions counted so far.
    pub fn solutions(&self) -> u64 {
        self.plain + 8 * self.count8 + 4 * self.count4 + 2 * self.count2
    }
    /// Solutions up to the board's symmetries counted so far (A002562); for N < 6 the
    /// plain count stands in, which is right for N = 1, 2, 3 only, so None for 4 and 5.
    pub fn unique(&self) -> Option<u64> {
        match self.n {
            1..=3 => Some(self.plain),
            4 | 5 => None,
            _ => Some(self.count8 + self.count4 + self.count2),
        }
    }
    pub fn progress(&self) -> f64 {
        if self.pieces.is_empty() {
            1.0
        } else {
            self.done as f64 / self.pieces.len() as f64
        }
    }
}

/// The plain counter with mirror symmetry only (the first queen in the left half, twice
/// over; the middle column split on the second row): the cross-check for
/// [`QueensCounter`].
pub fn count_mirror(n: u32) -> u64 {
    if n == 1 {
        return 1;
    }
    let mut total = 0;
    for c in 0..n / 2 {
        total += 2 * count_from(n, &[c]);
    }
    if n % 2 == 1 {
        for c2 in 0..n / 2 {
            total += 2 * count_from(n, &[n / 2, c2]);
        }
    }
    total
}

/// Solutions that extend `prefix` (the columns of the queens in the first rows, which do not
/// attack each other), by a bitboard search: columns and both diagonals as bit masks, the
/// free squares of a row as one word, an explicit stack in fixed arrays, and the last row
/// counted by popcount.
fn count_from(n: u32, prefix: &[u32]) -> u64 {
    let full: u32 = (1u32 << n) - 1;
    let (mut cols, mut left, mut right) = (0u32, 0u32, 0u32);
    for &c in prefix {
        let bit = 1u32 << c;
        if (cols | left | right) & bit != 0 {
            return 0;
        }
        cols |= bit;
        left = (left | bit) << 1;
        right = (right | bit) >> 1;
    }
    let placed = prefix.len() as u32;
    let remaining = (n - placed) as usize;
    if remaining == 0 {
        return 1;
    }
    let free0 = full & !(cols | left | right);
    if remaining == 1 {
        return u64::from(free0.count_ones());
    }
    // The row being filled is held in registers; the rows above wait on a stack in fixed
    // arrays. Left diagonals may carry bits past the board; `full` masks them off.
    let (mut c, mut l, mut r, mut free) = (cols, left, right, free0);
    let mut stack = [(0u32, 0u32, 0u32, 0u32); 32];
    let mut d = 0usize;
    let last = remaining - 2;
    let mut count = 0u64;
    loop {
        if free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let (c2, l2, r2) = (c | bit, (l | bit) << 1, (r | bit) >> 1);
            let next = full & !(c2 | l2 | r2);
            if d == last {
                // The next row is the last: each free square there completes a solution.
                count += u64::from(next.count_ones());
                continue;
            }
            stack[d] = (c, l, r, free);
            d += 1;
            (c, l, r, free) = (c2, l2, r2, next);
        } else {
            if d == 0 {
                break;
            }
            d -= 1;
            (c, l, r, free) = stack[d];
        }
    }
    count
}

/// Count every solution for `n` with the fast counter.
pub fn count(n: u32) -> Result<u64, QueensError> {
    count_with_unique(n).map(|(total, _)| total)
}

/// Every solution for `n` and, where the counter knows it, the solutions up to symmetry.
pub fn count_with_unique(n: u32) -> Result<(u64, Option<u64>), QueensError> {
    let mut c = QueensCounter::new(n)?;
    while !c.run(u32::MAX) {}
    Ok((c.solutions(), c.unique()))
}

/// What the page draws after some events: the queens placed, and for the last event which
/// square was tried or freed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    n: u32,
    cols: Vec<u32>,
    /// Squares freed by backtracking, per square how many times (row-major).
    freed: Vec<u32>,
    /// The solutions met so far, in order.
    found: Vec<Vec<u32>>,
}

impl BoardView {
    pub fn new(n: u32) -> Self {
        BoardView {
            n,
            cols: Vec::new(),
            freed: vec![0; (n * n) as usize],
            found: Vec::new(),
        }
    }
    /// The solutions met so far, in order.
    pub fn found(&self) -> &[Vec<u32>] {
        &self.found
    }
    /// For each square of the next row: `None` if free, else the row of the first queen above
    /// that attacks it and along which line.
    pub fn conflicts(&self) -> Vec<Option<(u32, Line)>> {
        let row = self.cols.len() as u32;
        if row >= self.n {
            return Vec::new();
        }
        (0..self.n).map(|c| attacker(&self.cols, row, c)).collect()
    }
    pub fn cols(&self) -> &[u32] {
        &self.cols
    }
    pub fn freed(&self) -> &[u32] {
        &self.freed
    }
    /// For every square: 0 free, 1 queen, 2 attacked by a queen above (rows below the last
    /// queen only, as the mark variant sees them).
    pub fn squares(&self) -> Vec<u8> {
        let n = self.n;
        let mut out = vec![0u8; (n * n) as usize];
        for (r, &c) in self.cols.iter().enumerate() {
            out[r * n as usize + c as usize] = 1;
        }
        for row in self.cols.len() as u32..n {
            for col in 0..n {
                if attacker(&self.cols, row, col).is_some() {
                    out[(row * n + col) as usize] = 2;
                }
            }
        }
        out
    }
}

impl Replay<Event<u32>> for BoardView {
    fn forward(&mut self, e: &Event<u32>) {
        match *e {
            Event::Visit(c) => self.cols.push(c),
            Event::Backtrack(c) => {
                self.cols.pop();
                let row = self.cols.len() as u32;
                self.freed[(row * self.n + c) as usize] += 1;
            }
            Event::Solution => self.found.push(self.cols.clone()),
            Event::Exhausted => {}
        }
    }
    fn backward(&mut self, e: &Event<u32>) {
        match *e {
            Event::Visit(_) => {
                self.cols.pop();
            }
            Event::Backtrack(c) => {
                let row = self.cols.len() as u32;
                self.freed[(row * self.n + c) as usize] -= 1;
                self.cols.push(c);
            }
            Event::Solution => {
                self.found.pop();
            }
            Event::Exhausted => {}
        }
    }
}

/// The status line after the events shown, as a message for the page's catalogue: what
/// happened and why (which squares of the row were attacked, and by which queen, or why
/// the search backs up). Computed for the one frame shown, from the queens on the board.
pub fn status(
    n: u32,
    variant: Variant,
    view: &BoardView,
    last: Option<&Event<u32>>,
    nodes: u64,
) -> Message {
    match last {
        None => Message::new("queens.start").num("n", n),
        Some(Event::Visit(_)) => placed_status(n, variant, view.cols()),
        Some(Event::Backtrack(c)) => backtrack_status(n, view.cols(), *c),
        Some(Event::Solution) => Message::new("queens.solution")
            .count("k", view.found().len() as u64)
            .num("n", n),
        Some(Event::Exhausted) => {
            let found = view.found().len() as u64;
            Message::new("queens.done")
                .count("solutions", found)
                .num("n", n)
                .count("nodes", nodes)
                .count("placements", placements(n, nodes, found))
        }
    }
}

/// Column numbers as people count them, from 1, for a list parameter.
fn columns(cols: &[u32]) -> impl Iterator<Item = f64> + '_ {
    cols.iter().map(|&c| f64::from(c + 1))
}

/// Why the last queen of `cols` went where it did: the squares of its row to its left,
/// each attacked (by which queen and line, for check; marked, for mark) or tried already.
pub fn placed_status(n: u32, variant: Variant, cols: &[u32]) -> Message {
    let (&col, above) = cols.split_last().expect("a queen was placed");
    let row = above.len() as u32;
    let mut why: Vec<Message> = Vec::new();
    let (mut marked, mut tried) = (Vec::new(), Vec::new());
    for c in 0..col {
        match (attacker(above, row, c), variant) {
            (Some((by, line)), Variant::Check) => why.push(
                Message::new("queens.why.attacked_by")
                    .num("col", c + 1)
                    .num("by", by + 1)
                    .sub("line", line_message(line)),
            ),
            (Some(_), Variant::Mark) => marked.push(c),
            (None, Variant::Check) => why.push(
                Message::new("queens.why.tried")
                    .count("k", 1)
                    .list("cols", columns(&[c])),
            ),
            (None, Variant::Mark) => tried.push(c),
        }
    }
    if !marked.is_empty() {
        why.push(
            Message::new("queens.why.marked")
                .count("k", marked.len() as u64)
                .list("cols", columns(&marked)),
        );
    }
    if !tried.is_empty() {
        why.push(
            Message::new("queens.why.tried")
                .count("k", tried.len() as u64)
                .list("cols", columns(&tried)),
        );
    }
    let m = if why.is_empty() {
        Message::new("queens.why.free")
    } else {
        Message::new("queens.why.placed").list("why", why)
    };
    m.num("row", row + 1)
        .num("col", col + 1)
        .num("placed", row + 1)
        .num("n", n)
}

/// The line as the page says it ("diagonal").
fn line_message(line: Line) -> Message {
    Message::new(match line {
        Line::Column => "queens.line.column",
        Line::Diagonal => "queens.line.diagonal",
    })
}

/// Why the queen at column `col` of the row after `cols` is taken back: every queen placed
/// (a solution, and the search goes on for more), no free square in the next row, or every
/// free square there tried.
pub fn backtrack_status(n: u32, cols: &[u32], col: u32) -> Message {
    let row = cols.len() as u32;
    let at = |code| {
        Message::new(code)
            .num("row", row + 1)
            .num("col", col + 1)
            .num("next", row + 2)
    };
    if row + 1 == n {
        return at("queens.why.back_solution").num("n", n);
    }
    let mut with = cols.to_vec();
    with.push(col);
    let free: Vec<u32> = (0..n)
        .filter(|&c| attacker(&with, row + 1, c).is_none())
        .collect();
    // The queen backed to stands in the last column: no column after it is left to try.
    let last = col + 1 == n;
    if free.is_empty() {
        at(if last {
            "queens.why.back_none_last"
        } else {
            "queens.why.back_none"
        })
    } else {
        at(if last {
            "queens.why.back_all_last"
        } else {
            "queens.why.back_all"
        })
        .count("k", free.len() as u64)
        .list("free", columns(&free))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_queens_counts() {
        let (sols, stats) = all_solutions(8, Variant::Mark);
        assert_eq!(sols.len(), 92);
        assert_eq!(stats.nodes, 2056);
        assert_eq!(placements_tried(8, &stats), 15_720);
        assert_eq!(classes(&sols).1, 12);
        assert_eq!(count(8).unwrap(), 92);
    }
}
