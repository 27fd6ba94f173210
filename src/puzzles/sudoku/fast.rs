//! The fast solver: bit-mask candidates, naked and hidden singles, fewest-candidates
//! branching; for "solve now", uniqueness checks and benchmarks.

use super::*;
use crate::puzzles::sudoku::bands;

/// The fast solver: candidates as bit masks, naked and hidden singles propagated to a fixed
/// point, then branching on the cell with the fewest candidates. Counts solutions up to
/// `limit`, keeping the first.
pub struct FastSolver {
    shape: Shape,
    units: Vec<Vec<u16>>,
    /// The peers of every cell, `stride` each, flattened.
    peers: Vec<u16>,
    stride: usize,
}

/// What the fast solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FastReport {
    pub count: u64,
    pub first: Option<Vec<u8>>,
    /// Branching points visited (guesses).
    pub guesses: u64,
    /// Whether the solver stopped at its limit of guesses (the count is then a lower bound).
    pub stopped: bool,
}

impl FastSolver {
    pub fn new(shape: Shape) -> Self {
        let units = shape.units();
        let mut lists: Vec<Vec<u16>> = vec![Vec::new(); shape.cells()];
        for unit in &units {
            for &a in unit {
                for &b in unit {
                    if a != b && !lists[a].contains(&(b as u16)) {
                        lists[a].push(b as u16);
                    }
                }
            }
        }
        // Every cell of a shape has as many peers as any other.
        let stride = lists[0].len();
        FastSolver {
            shape,
            units: units
                .into_iter()
                .map(|u| u.into_iter().map(|c| c as u16).collect())
                .collect(),
            peers: lists.concat(),
            stride,
        }
    }

    /// Solve `puzzle`, counting up to `limit` solutions.
    pub fn solve(&self, puzzle: &Puzzle, limit: u64) -> FastReport {
        self.solve_within(puzzle, limit, u64::MAX)
    }

    /// [`Self::solve`], stopping after `guess_limit` guesses (`stopped` then says so).
    pub fn solve_within(&self, puzzle: &Puzzle, limit: u64, guess_limit: u64) -> FastReport {
        if self.shape.size == 9 {
            let r = bands::solve_within(&puzzle.cells, limit, guess_limit);
            return FastReport {
                count: r.count,
                first: r.first.map(|g| g.to_vec()),
                guesses: r.guesses,
                stopped: r.stopped,
            };
        }
        self.solve_cells_within(puzzle, limit, guess_limit)
    }

    /// The cell-by-cell solver (every size; the 9x9 case uses the band solver above).
    pub fn solve_cells(&self, puzzle: &Puzzle, limit: u64) -> FastReport {
        self.solve_cells_within(puzzle, limit, u64::MAX)
    }

    fn solve_cells_within(&self, puzzle: &Puzzle, limit: u64, guess_limit: u64) -> FastReport {
        let mut cand = vec![self.shape.all(); self.shape.cells()];
        let mut report = FastReport {
            count: 0,
            first: None,
            guesses: 0,
            stopped: false,
        };
        let mut ok = true;
        for (i, &d) in puzzle.cells.iter().enumerate() {
            if d != 0 && ok {
                ok = self.assign(&mut cand, i, u32::from(d));
            }
        }
        if ok {
            self.search(cand, limit, guess_limit, &mut report);
        }
        report
    }

    /// Fix `cell` to `d` and remove `d` from its peers, following naked singles.
    fn assign(&self, cand: &mut [u32], cell: usize, d: u32) -> bool {
        let bit = 1 << d;
        if cand[cell] & bit == 0 {
            return false;
        }
        cand[cell] = bit;
        // Cells fixed and not yet removed from their peers; each is pushed once, when its
        // candidates drop to one, so 256 places suffice.
        let mut stack = [0u16; 256];
        let mut top = 1;
        stack[0] = cell as u16;
        while top > 0 {
            top -= 1;
            let c = stack[top] as usize;
            let b = cand[c];
            for &p in &self.peers[c * self.stride..(c + 1) * self.stride] {
                let p = p as usize;
                if cand[p] & b != 0 {
                    cand[p] &= !b;
                    match cand[p].count_ones() {
                        0 => return false,
                        1 => {
                            stack[top] = p as u16;
                            top += 1;
                        }
                        _ => {}
                    }
                }
            }
        }
        true
    }

    /// Hidden singles to a fixed point: a digit with one place in a unit goes there.
    fn hidden_singles(&self, cand: &mut [u32]) -> bool {
        loop {
            let mut changed = false;
            for unit in &self.units {
                let (mut once, mut more) = (0u32, 0u32);
                let mut fixed = 0u32;
                for &c in unit {
                    let m = cand[c as usize];
                    more |= once & m;
                    once |= m;
                    if m.count_ones() == 1 {
                        fixed |= m;
                    }
                }
                if once != self.shape.all() {
                    return false;
                }
                let mut single = once & !more & !fixed;
                while single != 0 {
                    let d = single.trailing_zeros();
                    single &= single - 1;
                    let Some(&c) = unit.iter().find(|&&c| cand[c as usize] & (1 << d) != 0) else {
                        return false;
                    };
                    if !self.assign(cand, c as usize, d) {
                        return false;
                    }
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
    }

    fn search(&self, mut cand: Vec<u32>, limit: u64, guess_limit: u64, report: &mut FastReport) {
        if report.count >= limit || report.stopped || !self.hidden_singles(&mut cand) {
            return;
        }
        let mut best: Option<(usize, u32)> = None;
        for (i, &m) in cand.iter().enumerate() {
            let k = m.count_ones();
            if k > 1 && best.is_none_or(|(_, bk)| k < bk) {
                best = Some((i, k));
                if k == 2 {
                    break;
                }
            }
        }
        let Some((cell, _)) = best else {
            report.count += 1;
            if report.first.is_none() {
                report.first = Some(cand.iter().map(|m| m.trailing_zeros() as u8).collect());
            }
            return;
        };
        if report.guesses >= guess_limit {
            report.stopped = true;
            return;
        }
        report.guesses += 1;
        let mut options = cand[cell];
        while options != 0 && report.count < limit && !report.stopped {
            let d = options.trailing_zeros();
            options &= options - 1;
            let mut next = cand.clone();
            if self.assign(&mut next, cell, d) {
                self.search(next, limit, guess_limit, report);
            }
        }
    }
}

/// Solve every puzzle of a list (one per line; `#` lines and blank lines skipped) with the
/// fast solver, counting up to `limit` solutions each; returns (puzzles, solved). The
/// benchmark workload, the same natively and as wasm.
pub fn solve_all(text: &str, limit: u64) -> Result<(u64, u64), SudokuError> {
    let mut solver: Option<FastSolver> = None;
    let (mut puzzles, mut solved) = (0, 0);
    for line in text.lines() {
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        // The common case, an 81-character line, without allocating; anything else (and
        // every error message) goes through the parser.
        if let Some(cells) = line81(l) {
            puzzles += 1;
            solved += u64::from(bands::solve(&cells, limit).count > 0);
            continue;
        }
        let p = Puzzle::parse(l)?;
        if solver.as_ref().is_none_or(|s| s.shape != p.shape) {
            solver = Some(FastSolver::new(p.shape));
        }
        let r = solver.as_ref().expect("set above").solve(&p, limit);
        puzzles += 1;
        solved += u64::from(r.count > 0);
    }
    Ok((puzzles, solved))
}

/// An 81-character line of digits and `.`/`0` whose givens agree, as cells; None otherwise.
fn line81(line: &str) -> Option<[u8; 81]> {
    let bytes: &[u8; 81] = line.as_bytes().try_into().ok()?;
    let mut cells = [0u8; 81];
    let mut seen = [0u16; 27];
    for (c, &ch) in bytes.iter().enumerate() {
        let d = match ch {
            b'.' | b'0' => continue,
            b'1'..=b'9' => ch - b'0',
            _ => return None,
        };
        cells[c] = d;
        let bit = 1u16 << d;
        for u in [c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3] {
            if seen[u] & bit != 0 {
                return None;
            }
            seen[u] |= bit;
        }
    }
    Some(cells)
}
