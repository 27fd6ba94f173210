//! The fast 9x9 solver: candidates kept per digit and per band (three rows), 27 bits each,
//! so one table lookup applies a whole band's row and box rules to a digit at once.
//!
//! For one digit in one band, the three rows must take the digit in three different boxes.
//! Which boxes each row can still use is a 3x3 pattern; a precomputed table gives the
//! (row, box) pairs that lie on some one-to-one assignment of rows to boxes, and every other
//! cell loses the digit. That single step covers hidden singles in rows and boxes and the
//! locked-candidate rules inside the band. A row left with one cell places the digit there:
//! the cell leaves the other digits, and its column leaves the digit's other two bands.
//! Naked singles (a cell with one digit left) and hidden singles in columns are found with
//! bit-sliced counts over the 27-bit masks. When nothing more follows, the search branches
//! on a cell with the fewest candidates (two, whenever there is one).
//!
//! The whole state is 136 bytes and copied at each branch; nothing is allocated while
//! solving.

/// Every cell of a band.
const BAND: u32 = (1 << 27) - 1;

/// For a row's nine bits, the boxes (three bits) it still has cells in.
const ROW_BOXES: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        t[x] = ((x & 7 != 0) as u32)
            | (((x >> 3) & 7 != 0) as u32) << 1
            | (((x >> 6) & 7 != 0) as u32) << 2;
        x += 1;
    }
    t
};

/// For a 3x3 pattern of possible (row, box) pairs (bit 3 * row + box), the pairs that lie on
/// some assignment of the three rows to three different boxes; 0 when there is none. The same
/// table serves a stack: (band, column of the stack) pairs.
const PAIRS: [u32; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut o: usize = 0;
    while o < 512 {
        let mut p = 0;
        while p < 6 {
            let perm = PERMS[p];
            let bits = 1u32 << perm[0] | 1 << (3 + perm[1]) | 1 << (6 + perm[2]);
            if (o as u32) & bits == bits {
                t[o] |= bits;
            }
            p += 1;
        }
        o += 1;
    }
    t
};

/// `PAIRS` spread to a band's cells: the cells of a (row, box) pair that is allowed.
const ALLOWED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut o: usize = 0;
    while o < 512 {
        let mut pair = 0;
        while pair < 9 {
            if PAIRS[o] & (1 << pair) != 0 {
                t[o] |= 7 << ((pair / 3) * 9 + (pair % 3) * 3);
            }
            pair += 1;
        }
        o += 1;
    }
    t
};

/// Nine digit bits spread to `dirty` entries of band 0 (bit `d` to bit `4 * d`).
const SPREAD: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut x = 0;
    while x < 512 {
        let mut d = 0;
        while d < 9 {
            if x & (1 << d) != 0 {
                t[x] |= 1 << (4 * d);
            }
            d += 1;
        }
        x += 1;
    }
    t
};

/// A row's nine bits if exactly one is set, else 0.
const SINGLE: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        if (x as u32).count_ones() == 1 {
            t[x] = x as u32;
        }
        x += 1;
    }
    t
};

/// The peers of every cell (same row, column or box, not the cell), as three band masks,
/// at `[band][bit]`; 32 bits to a band, so an index below 32 needs no bounds check.
const PEERS: [[[u32; 3]; 32]; 3] = {
    let mut t = [[[0u32; 3]; 32]; 3];
    let mut c = 0;
    while c < 81 {
        let mut p = 0;
        while p < 81 {
            let same_box = c / 27 == p / 27 && c % 9 / 3 == p % 9 / 3;
            if p != c && (c / 9 == p / 9 || c % 9 == p % 9 || same_box) {
                t[c / 27][c % 27][p / 27] |= 1 << (p % 27);
            }
            p += 1;
        }
        c += 1;
    }
    t
};

/// The row of the band that bit `bit` (0..27) lies in, as a mask.
const fn row_mask(bit: u32) -> u32 {
    0x1FF << (bit / 9 * 9)
}

/// Take `cells` out of a band's nine digits; the digits that had any of them, as bits.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn take_out(band: &mut [u32; 9], cells: u32) -> u32 {
    let mut digits = 0;
    for (d, c) in band.iter_mut().enumerate() {
        digits |= u32::from(*c & cells != 0) << d;
        *c &= !cells;
    }
    digits
}

/// `take_out` with 128-bit vectors, four digits at a time: wasm's simd128, enabled for the
/// solver's search alone (every current browser has it: Chrome 91, Firefox 89, Safari 16.4
/// and later). Enabled for the whole crate, LLVM vectorised the queens counter too, for the
/// worse.
#[cfg(target_arch = "wasm32")]
#[target_feature(enable = "simd128")]
#[inline]
fn take_out(band: &mut [u32; 9], cells: u32) -> u32 {
    use core::arch::wasm32::*;
    let n = u32x4_splat(cells);
    let zero = u32x4_splat(0);
    let lo = u32x4(band[0], band[1], band[2], band[3]);
    let hi = u32x4(band[4], band[5], band[6], band[7]);
    let digits = u32::from(u32x4_bitmask(u32x4_ne(v128_and(lo, n), zero)))
        | u32::from(u32x4_bitmask(u32x4_ne(v128_and(hi, n), zero))) << 4
        | u32::from(band[8] & cells != 0) << 8;
    let (lo, hi) = (v128_andnot(lo, n), v128_andnot(hi, n));
    band[0] = u32x4_extract_lane::<0>(lo);
    band[1] = u32x4_extract_lane::<1>(lo);
    band[2] = u32x4_extract_lane::<2>(lo);
    band[3] = u32x4_extract_lane::<3>(lo);
    band[4] = u32x4_extract_lane::<0>(hi);
    band[5] = u32x4_extract_lane::<1>(hi);
    band[6] = u32x4_extract_lane::<2>(hi);
    band[7] = u32x4_extract_lane::<3>(hi);
    band[8] &= !cells;
    digits
}

/// A 9-bit column set spread over the three rows of a band.
#[inline(always)]
fn columns(c: u32) -> u32 {
    c | c << 9 | c << 18
}

/// The columns a band mask has cells in.
#[inline(always)]
fn fold(a: u32) -> u32 {
    (a | a >> 9 | a >> 18) & 0x1FF
}

#[derive(Clone, Copy)]
struct Grid {
    /// Candidates of digit `d` in band `b` at `[b][d]` (a band's nine digits side by side,
    /// so placed cells leave them together); a placed digit keeps its cell.
    cand: [[u32; 9]; 3],
    /// Cells not yet placed, per band.
    open: [u32; 3],
    /// Bit `4 * d + b` set when `cand[b][d]` may have changed since it was last propagated
    /// (this order, digit by digit, takes fewer steps than band by band; four bits to a
    /// digit, so the digit and band are a shift and a mask away, not a division).
    dirty: u64,
    /// Bit `d` set when digit `d` changed since the column rules last looked at it.
    touched: u32,
}

// The size the module's documentation gives.
const _: () = assert!(core::mem::size_of::<Grid>() == 136);

/// What a solve found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BandReport {
    /// Solutions found, up to the limit.
    pub count: u64,
    /// The first solution, digits 1..=9 in reading order.
    pub first: Option<[u8; 81]>,
    /// Branching points visited.
    pub guesses: u64,
    /// Whether the search stopped at its limit of guesses (the count is then a lower bound).
    pub stopped: bool,
}

impl Grid {
    fn new() -> Grid {
        Grid {
            cand: [[BAND; 9]; 3],
            open: [BAND; 3],
            dirty: 0x7_7777_7777,
            touched: 0x1FF,
        }
    }

    /// Fix digit `d` (0-based) at `bit` of band `b`: the digit keeps only that cell in its
    /// row, and propagation does the rest. False if the digit is no longer possible there.
    #[inline(always)]
    fn place(&mut self, d: usize, b: usize, bit: u32) -> bool {
        if self.cand[b][d] & (1 << bit) == 0 {
            return false;
        }
        self.cand[b][d] &= !row_mask(bit) | 1 << bit;
        self.dirty |= 1 << (4 * d + b);
        true
    }

    /// The band rule for one digit's candidates in one band: the cells that stay, and the
    /// cells alone in their row (to be placed). A pure function, so two can run side by side.
    #[inline(always)]
    fn rule(a: u32) -> (u32, u32) {
        let pattern = ROW_BOXES[(a & 0x1FF) as usize]
            | ROW_BOXES[((a >> 9) & 0x1FF) as usize] << 3
            | ROW_BOXES[((a >> 18) & 0x1FF) as usize] << 6;
        let a = a & ALLOWED[(pattern & 0x1FF) as usize];
        let fixed = SINGLE[(a & 0x1FF) as usize]
            | SINGLE[((a >> 9) & 0x1FF) as usize] << 9
            | SINGLE[((a >> 18) & 0x1FF) as usize] << 18;
        (a, fixed)
    }

    /// Apply what [`Self::rule`] found for entry `i` (digit `i / 4`, band `i % 4`) from its
    /// candidates `before`: keep `kept`, place the new cells of `fixed`. Entry `i` may have
    /// lost cells since (to the other rule of a pair): what stays is then what both allow,
    /// and the entry is marked to be looked at again. False on a contradiction.
    #[inline(always)]
    fn apply(&mut self, i: usize, before: u32, mut kept: u32, fixed: u32) -> bool {
        let Some((d, b)) = Self::digit_band(i) else {
            return false;
        };
        let now = self.cand[b][d];
        if now != before {
            kept &= now;
            self.dirty |= 1 << i;
        }
        if kept == 0 {
            return false;
        }
        let new = fixed & kept & self.open[b];
        self.touched |= 1 << d;
        if new != 0 {
            self.open[b] &= !new;
            // The cells leave every other digit of the band, and their columns leave this
            // digit's other bands; only entries that change are marked.
            let digits = take_out(&mut self.cand[b], new);
            let mut dirty = SPREAD[digits as usize & 0x1FF] << b;
            let cols = columns(fold(new));
            // The other two bands, written so the compiler sees they are below 3.
            let (b1, b2) = (usize::from(b == 0), 2 - usize::from(b == 2));
            for k in [b1, b2] {
                let c = self.cand[k][d];
                dirty |= u64::from(c & cols != 0) << (4 * d + k);
                self.cand[k][d] = c & !cols;
            }
            self.dirty |= dirty & !(1 << i);
        }
        self.cand[b][d] = kept;
        true
    }

    /// The digit and band of entry `i` of `dirty`; `None` never (`dirty` has no other
    /// bits), and saying so costs a branch where a bounds check would cost a division.
    #[inline(always)]
    fn digit_band(i: usize) -> Option<(usize, usize)> {
        let (d, b) = (i >> 2, i & 3);
        (d < 9 && b < 3).then_some((d, b))
    }

    /// The candidates of entry `i` of `dirty`.
    #[inline(always)]
    fn entry(&self, i: usize) -> Option<u32> {
        Self::digit_band(i).map(|(d, b)| self.cand[b][d])
    }

    /// Propagate to a fixed point. False on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            while self.dirty != 0 {
                // Two entries at a time: their rules are independent table lookups, which the
                // processor then overlaps.
                let i = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let Some(ai) = self.entry(i) else {
                    return false;
                };
                let (ki, fi) = Self::rule(ai);
                if self.dirty == 0 {
                    if !self.apply(i, ai, ki, fi) {
                        return false;
                    }
                    continue;
                }
                let j = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let Some(aj) = self.entry(j) else {
                    return false;
                };
                let (kj, fj) = Self::rule(aj);
                if !self.apply(i, ai, ki, fi) || !self.apply(j, aj, kj, fj) {
                    return false;
                }
            }
            if self.open == [0; 3] {
                return true;
            }
            // Naked singles: open cells with one digit left.
            let mut found = false;
            for b in 0..3 {
                let open = self.open[b];
                if open == 0 {
                    continue;
                }
                let (mut one, mut two) = (0u32, 0u32);
                for d in 0..9 {
                    let x = self.cand[b][d];
                    two |= one & x;
                    one |= x;
                }
                if open & !one != 0 {
                    return false;
                }
                let mut singles = open & !two;
                while singles != 0 {
                    let bit = singles.trailing_zeros() & 31;
                    singles &= singles - 1;
                    // Its one digit, read across the band without a branch per digit.
                    let d = (self.digits_at(b, bit).trailing_zeros() % 9) as usize;
                    self.place(d, b, bit);
                    found = true;
                }
            }
            if found {
                continue;
            }
            // Hidden singles in columns: a digit with one cell left in a column.
            let mut digits = self.touched;
            self.touched = 0;
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let (mut one, mut two) = (0u32, 0u32);
                for b in 0..3 {
                    let a = self.cand[b][d];
                    for r in 0..3 {
                        let x = (a >> (9 * r)) & 0x1FF;
                        two |= one & x;
                        one |= x;
                    }
                }
                if one != 0x1FF {
                    return false;
                }
                // The stack rule: the three bands take the digit in three different
                // columns of each stack.
                let folds = [
                    fold(self.cand[0][d]),
                    fold(self.cand[1][d]),
                    fold(self.cand[2][d]),
                ];
                let mut keep = [0u32; 3];
                for s in 0..3 {
                    let pattern = (folds[0] >> (3 * s)) & 7
                        | ((folds[1] >> (3 * s)) & 7) << 3
                        | ((folds[2] >> (3 * s)) & 7) << 6;
                    let pairs = PAIRS[(pattern & 0x1FF) as usize];
                    if pairs == 0 {
                        return false;
                    }
                    for (b, k) in keep.iter_mut().enumerate() {
                        *k |= ((pairs >> (3 * b)) & 7) << (3 * s);
                    }
                }
                for (b, k) in keep.iter().enumerate() {
                    let kept = self.cand[b][d] & columns(*k);
                    if kept != self.cand[b][d] {
                        self.cand[b][d] = kept;
                        self.dirty |= 1 << (4 * d + b);
                        found = true;
                    }
                }
                let lone = columns(one & !two);
                for b in 0..3 {
                    let mut hit = self.cand[b][d] & lone & self.open[b];
                    while hit != 0 {
                        let bit = hit.trailing_zeros();
                        hit &= hit - 1;
                        self.place(d, b, bit);
                        found = true;
                    }
                }
            }
            if !found {
                return true;
            }
        }
    }

    /// The digits (bits 0..9) that cell `bit` of band `b` may still take.
    #[cfg(not(target_arch = "wasm32"))]
    #[inline(always)]
    fn digits_at(&self, b: usize, bit: u32) -> u32 {
        let mut digits = 0;
        for (d, &c) in self.cand[b].iter().enumerate() {
            digits |= ((c >> bit) & 1) << d;
        }
        digits
    }

    /// `digits_at` with 128-bit vectors: each digit's bit for the cell shifted to the top of
    /// its lane, and the lanes' top bits gathered, four digits at a time.
    #[cfg(target_arch = "wasm32")]
    #[target_feature(enable = "simd128")]
    #[inline]
    fn digits_at(&self, b: usize, bit: u32) -> u32 {
        use core::arch::wasm32::*;
        let band = &self.cand[b % 3];
        let lo = u32x4(band[0], band[1], band[2], band[3]);
        let hi = u32x4(band[4], band[5], band[6], band[7]);
        let up = 31 - (bit & 31);
        u32::from(u32x4_bitmask(u32x4_shl(lo, up)))
            | u32::from(u32x4_bitmask(u32x4_shl(hi, up))) << 4
            | ((band[8] >> (bit & 31)) & 1) << 8
    }

    /// How far placing digit `d` at cell `bit` of band `b` reaches: the peers that lose the
    /// digit, a peer with two candidates (which is then forced) counting four times.
    #[inline(always)]
    fn reach(&self, b: usize, bit: u32, d: usize, pairs: &[u32; 3]) -> u32 {
        let peers = &PEERS[b % 3][(bit & 31) as usize];
        let (p0, p1, p2) = (
            self.cand[0][d] & peers[0],
            self.cand[1][d] & peers[1],
            self.cand[2][d] & peers[2],
        );
        // Two bands to a 64-bit word: fewer counts.
        let reach = (u64::from(p0) | u64::from(p1) << 32).count_ones() + p2.count_ones();
        let forced = (u64::from(p0 & pairs[0]) | u64::from(p1 & pairs[1]) << 32).count_ones()
            + (p2 & pairs[2]).count_ones();
        3 * forced + reach
    }

    /// A cell to branch on: (band, bit, digit mask), fewest candidates first.
    fn branch_cell(&self) -> (usize, u32, u32) {
        // Bit-sliced counts find the cells with exactly two candidates; of those, the one
        // whose digits reach the most peers, a peer that has two candidates itself (and so
        // would be forced) counting four times: either choice then propagates furthest.
        let mut best: Option<(usize, u32)> = None;
        let mut most = 0;
        let mut pairs = [0u32; 3];
        for (b, pair) in pairs.iter_mut().enumerate() {
            let open = self.open[b];
            if open == 0 {
                continue;
            }
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let x = self.cand[b][d];
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            *pair = open & two & !three;
        }
        for b in 0..3 {
            // Cell by cell, its two digits read across the band's nine masks: no branch on
            // which digits a cell has, which the processor could not predict.
            let mut m = pairs[b];
            while m != 0 {
                let bit = m.trailing_zeros() & 31;
                m &= m - 1;
                let digits = self.digits_at(b, bit);
                let d1 = (digits.trailing_zeros() % 9) as usize;
                let d2 = ((digits & (digits - 1)).trailing_zeros() % 9) as usize;
                let score = self.reach(b, bit, d1, &pairs) + self.reach(b, bit, d2, &pairs);
                if score > most {
                    most = score;
                    best = Some((b, bit));
                }
            }
        }
        let (b, bit) = best.unwrap_or_else(|| {
            let mut best = (0, 0, u32::MAX);
            for b in 0..3 {
                let mut open = self.open[b];
                while open != 0 {
                    let bit = open.trailing_zeros() & 31;
                    open &= open - 1;
                    let n = self.digits_at(b, bit).count_ones();
                    if n < best.2 {
                        best = (b, bit, n);
                    }
                }
            }
            (best.0, best.1)
        });
        (b, bit, self.digits_at(b, bit))
    }

    fn solution(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for d in 0..9 {
            for b in 0..3 {
                let mut a = self.cand[b][d];
                while a != 0 {
                    let bit = a.trailing_zeros() as usize;
                    a &= a - 1;
                    out[27 * b + bit] = d as u8 + 1;
                }
            }
        }
        out
    }
}

#[cfg_attr(target_arch = "wasm32", target_feature(enable = "simd128"))]
fn search(g: &mut Grid, limit: u64, guess_limit: u64, report: &mut BandReport) {
    loop {
        if !g.propagate() {
            return;
        }
        if g.open == [0; 3] {
            report.count += 1;
            if report.first.is_none() {
                report.first = Some(g.solution());
            }
            return;
        }
        if report.guesses >= guess_limit {
            report.stopped = true;
            return;
        }
        report.guesses += 1;
        let (b, bit, mut digits) = g.branch_cell();
        // Every digit but the last in a copy; the last continues in this frame.
        while digits & (digits - 1) != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut next = *g;
            next.place(d, b, bit);
            search(&mut next, limit, guess_limit, report);
            if report.count >= limit || report.stopped {
                return;
            }
            // That digit is ruled out here (or its solutions are counted).
            g.cand[b][d] &= !(1 << bit);
            g.dirty |= 1 << (4 * d + b);
        }
        let d = digits.trailing_zeros() as usize;
        g.place(d, b, bit);
    }
}

/// Solve a 9x9 puzzle given as 81 cells (0 empty, 1..=9), counting solutions up to `limit`
/// (at least 1).
pub fn solve(cells: &[u8], limit: u64) -> BandReport {
    solve_within(cells, limit, u64::MAX)
}

/// [`solve`], stopping after `guess_limit` branching points (`stopped` then says so).
pub fn solve_within(cells: &[u8], limit: u64, guess_limit: u64) -> BandReport {
    let mut report = BandReport::default();
    if cells.len() != 81 {
        return report;
    }
    // The givens go in directly: each digit leaves its cell's peers, and the cell leaves
    // the other digits; propagation then starts from every band.
    let mut g = Grid::new();
    for (c, &v) in cells.iter().enumerate() {
        if v == 0 {
            continue;
        }
        let (d, b, bit) = (v as usize - 1, c / 27, 1u32 << (c % 27));
        if v > 9 || g.cand[b][d] & bit == 0 {
            // A digit too big, or givens in conflict: no solution.
            return report;
        }
        for (k, peers) in PEERS[b][c % 27].iter().enumerate() {
            g.cand[k][d] &= !peers;
        }
        for other in 0..9 {
            if other != d {
                g.cand[b][other] &= !bit;
            }
        }
        g.open[b] &= !bit;
    }
    search(&mut g, limit.max(1), guess_limit, &mut report);
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_band_table_allows_exactly_the_matchings() {
        // Every row can use every box: all cells allowed.
        assert_eq!(ALLOWED[0x1FF], BAND);
        // Row 0 only box 0: rows 1 and 2 lose box 0.
        let pattern = 0b110_110_001;
        let cells = ALLOWED[pattern];
        assert_eq!(cells & 0x1FF, 0b000_000_111);
        assert_eq!((cells >> 9) & 0x1FF, 0b111_111_000);
        // Two rows limited to the same single box: no assignment.
        assert_eq!(ALLOWED[0b111_001_001], 0);
    }

    #[test]
    fn solves_the_classic_puzzle() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let cells: Vec<u8> = p
            .bytes()
            .map(|c| if c == b'.' { 0 } else { c - b'0' })
            .collect();
        let r = solve(&cells, 2);
        assert_eq!(r.count, 1);
        let s: String = r
            .first
            .unwrap()
            .iter()
            .map(|d| (b'0' + d) as char)
            .collect();
        assert_eq!(
            s,
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
    }
}
