//! Counting solutions fast: bitboards, a slice of work at a time for a worker, the
//! board's symmetries, and the plain mirror-symmetry counter it is held against.

use super::*;

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
