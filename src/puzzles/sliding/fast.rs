//! A dedicated optimal solver for the 8-puzzle and the 15-puzzle, beside the generic engine
//! (as sudoku has its band solver): IDA* over a compact position, recording no events.
//!
//! The position is a `u64` of 4-bit cells and the blank's cell; a slide is two XORs. The
//! move straight back is never generated (the engine's [`Repeats::ParentCheck`]). The
//! estimate is updated on each slide from the one tile that moved: Manhattan distance by a
//! table of deltas indexed by (tile, from, to), a pattern database by re-ranking only the
//! moved tile's group and reading one byte of its table (and, with the reflection about the
//! main diagonal, the reflected tile's group in the same tables). Successors are tried in
//! the engine's order (the blank up, left, right, down: Korf's), the goal is tested when a
//! state is entered and the counts are the engine's, so the two count the same nodes: tests
//! hold them equal (`tests/sliding_fast.rs`).
//!
//! The search runs in slices ([`FastIda::run`] takes a budget of nodes generated) so the
//! page's worker reports between them; its path is an explicit stack, not recursion.
//!
//! [`Repeats::ParentCheck`]: crate::engine::Repeats::ParentCheck

use std::sync::Arc;

use super::{PatternDb, Position, Tiles};

/// The largest board it takes: 4x4 (16 cells of 4 bits fill a `u64`).
pub const MAX_SIDE: u8 = 4;

/// The estimate it is guided by.
#[derive(Clone, Debug)]
pub enum Guide {
    Manhattan,
    /// An additive pattern database built for the same goal; `reflect`: also look the
    /// position reflected about the main diagonal up in the same tables and take the larger
    /// (only where the goal is its own reflection; see [`FastIda::new`]).
    Pattern {
        db: Arc<PatternDb>,
        reflect: bool,
    },
}

/// Why a position cannot be given to the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FastError {
    /// A board other than 3x3 or 4x4 (its side).
    Side(u8),
    /// The start and goal are on different boards, or the database is for another goal.
    Mismatch,
    /// The reflection was asked for with a goal that is not its own reflection.
    NotSymmetric,
    /// The position cannot reach the goal ([`super::Parity`]): IDA* would deepen for ever.
    Unsolvable,
}

/// Counts so far, the engine's way ([`crate::engine::DeepStats`]'s names).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastStats {
    /// States entered, the start once an iteration.
    pub visited: u64,
    /// Successors looked at, the move straight back never generated, the start not counted.
    pub generated: u64,
    /// The iteration under way's bound on `f = g + h` (the last one once over).
    pub bound: u32,
    /// Iterations begun.
    pub iterations: u32,
    /// The least `f` past the bound met so far in this iteration (the next bound).
    pub next_bound: Option<u32>,
    /// The deepest path so far.
    pub max_depth: u32,
}

/// How the search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FastEnd {
    /// Not over: more budget is needed.
    Running,
    Found,
    /// An iteration ended with nothing past its bound: never on a board of 3x3 or more,
    /// where every state has a successor (a position of the other parity is refused).
    Exhausted,
}

/// One position's frame on the path: the blank's cell, the cell it came from (never gone
/// back to), the next neighbour to try, the estimate there and what the estimator saved to
/// undo the slide that made it.
#[derive(Clone, Copy, Debug)]
struct Frame {
    blank: u8,
    back: u8,
    next: u8,
    h: u8,
    saved: Saved,
}

/// What a slide changed in the pattern estimator's group values, to undo it.
#[derive(Clone, Copy, Debug, Default)]
struct Saved {
    group: u8,
    value: u8,
    rgroup: u8,
    rvalue: u8,
}

/// Manhattan distance by deltas.
struct Manhattan {
    /// Each tile's distance at each cell: `dist[tile * 16 + cell]`.
    dist: Vec<u8>,
    /// The change when a tile slides: `delta[(tile << 8) | (from << 4) | to]`, -1 or +1.
    delta: Vec<i8>,
}

/// An additive pattern database read incrementally.
struct Pattern {
    db: Arc<PatternDb>,
    n: u32,
    /// Each tile's group (the blank's is unused).
    group_of: [u8; 16],
    /// Each group's tiles, in its table's order, and how many.
    members: Vec<([u8; 16], usize)>,
    /// Where each tile is, and in the reflected position.
    at: [u8; 16],
    rat: [u8; 16],
    /// Each group's value, and in the reflected position; their sums.
    value: [u8; 16],
    rvalue: [u8; 16],
    sum: u32,
    rsum: u32,
    /// The reflection: the tile whose goal cell is a tile's goal cell reflected, and each
    /// cell's reflection; `None` without it.
    reflect: Option<([u8; 16], [u8; 16])>,
}

impl Pattern {
    #[inline(always)]
    fn rank(&self, g: usize, at: &[u8; 16]) -> usize {
        let (tiles, k) = &self.members[g];
        let mut used = 0u32;
        let mut r = 0usize;
        for (i, &t) in tiles[..*k].iter().enumerate() {
            let c = u32::from(at[usize::from(t)]);
            let smaller = (used & ((1 << c) - 1)).count_ones();
            r = r * (self.n as usize - i) + (c - smaller) as usize;
            used |= 1 << c;
        }
        r
    }
    #[inline(always)]
    fn lookup(&self, g: usize, at: &[u8; 16]) -> u8 {
        self.db.table(g).1[self.rank(g, at)]
    }
    fn reset(&mut self, cells: &[u8]) -> u32 {
        for (c, &t) in cells.iter().enumerate() {
            self.at[usize::from(t)] = c as u8;
        }
        self.sum = 0;
        for g in 0..self.members.len() {
            self.value[g] = self.lookup(g, &self.at);
            self.sum += u32::from(self.value[g]);
        }
        if let Some((tile, cell)) = self.reflect {
            for (c, &t) in cells.iter().enumerate() {
                self.rat[usize::from(tile[usize::from(t)])] = cell[c];
            }
            self.rsum = 0;
            for g in 0..self.members.len() {
                self.rvalue[g] = self.lookup(g, &self.rat);
                self.rsum += u32::from(self.rvalue[g]);
            }
        }
        self.sum.max(self.rsum)
    }
    #[inline(always)]
    fn slide(&mut self, tile: usize, to: usize) -> (u32, Saved) {
        let g = usize::from(self.group_of[tile]);
        self.at[tile] = to as u8;
        let old = self.value[g];
        let new = self.lookup(g, &self.at);
        self.value[g] = new;
        self.sum = self.sum + u32::from(new) - u32::from(old);
        let mut saved = Saved {
            group: g as u8,
            value: old,
            ..Saved::default()
        };
        if let Some((rtile, rcell)) = self.reflect {
            let rt = usize::from(rtile[tile]);
            let rg = usize::from(self.group_of[rt]);
            self.rat[rt] = rcell[to];
            let old = self.rvalue[rg];
            let new = self.lookup(rg, &self.rat);
            self.rvalue[rg] = new;
            self.rsum = self.rsum + u32::from(new) - u32::from(old);
            saved.rgroup = rg as u8;
            saved.rvalue = old;
        }
        (self.sum.max(self.rsum), saved)
    }
    #[inline(always)]
    fn undo(&mut self, tile: usize, from: usize, s: Saved) {
        let g = usize::from(s.group);
        self.at[tile] = from as u8;
        self.sum = self.sum + u32::from(s.value) - u32::from(self.value[g]);
        self.value[g] = s.value;
        if let Some((rtile, rcell)) = self.reflect {
            let rt = usize::from(rtile[tile]);
            let rg = usize::from(s.rgroup);
            self.rat[rt] = rcell[from];
            self.rsum = self.rsum + u32::from(s.rvalue) - u32::from(self.rvalue[rg]);
            self.rvalue[rg] = s.rvalue;
        }
    }
}

/// The estimate's state, kept beside the position.
enum Estimator {
    Manhattan(Manhattan),
    Pattern(Box<Pattern>),
}

/// IDA* on one position, run in slices.
pub struct FastIda {
    side: u8,
    /// Each cell's neighbours in the order tried (the blank up, left, right, down), and how
    /// many.
    around: [[u8; 4]; 16],
    count: [u8; 16],
    start: Vec<u8>,
    start_board: u64,
    goal: u64,
    board: u64,
    path: Vec<Frame>,
    estimator: Estimator,
    stats: FastStats,
    end: FastEnd,
}

/// The cells packed, 4 bits each, cell 0 lowest.
fn pack(cells: &[u8]) -> u64 {
    cells
        .iter()
        .enumerate()
        .fold(0, |acc, (i, &t)| acc | (u64::from(t) << (4 * i)))
}

/// The reflection about the main diagonal of `goal`'s board: for each tile the tile whose
/// goal cell is its goal cell reflected, and each cell's reflection; None unless the goal is
/// its own reflection (its blank on the diagonal), so a position and its reflection are as
/// far from it.
pub fn reflection(goal: &Tiles) -> Option<([u8; 16], [u8; 16])> {
    let side = usize::from(goal.side);
    let n = side * side;
    let mut cell = [0u8; 16];
    for (c, r) in cell.iter_mut().enumerate().take(n) {
        *r = ((c % side) * side + c / side) as u8;
    }
    let mut home = [0u8; 16];
    for (c, &t) in goal.tiles.iter().enumerate() {
        home[usize::from(t)] = c as u8;
    }
    if cell[usize::from(home[0])] != home[0] {
        return None;
    }
    let mut tile = [0u8; 16];
    for t in 0..n {
        tile[t] = goal.tiles[usize::from(cell[usize::from(home[t])])];
    }
    Some((tile, cell))
}

impl FastIda {
    /// IDA* from `start` to `goal` (the same board, 3x3 or 4x4; any goal) guided by
    /// `guide`; a pattern database must be built for `goal`, and its reflection asked for only
    /// where [`reflection`] gives one. A position that cannot reach the goal is refused.
    pub fn new(start: &Tiles, goal: &Tiles, guide: Guide) -> Result<FastIda, FastError> {
        let side = goal.side;
        if !(3..=MAX_SIDE).contains(&side) {
            return Err(FastError::Side(side));
        }
        if start.side != side {
            return Err(FastError::Mismatch);
        }
        if !super::Parity::of(start, goal).solvable() {
            return Err(FastError::Unsolvable);
        }
        let s = usize::from(side);
        let n = s * s;
        let mut home = [0u8; 16];
        for (c, &t) in goal.tiles.iter().enumerate() {
            home[usize::from(t)] = c as u8;
        }
        let estimator = match guide {
            Guide::Manhattan => {
                let mut dist = vec![0u8; 256];
                for t in 1..n {
                    let h = usize::from(home[t]);
                    for c in 0..n {
                        dist[t * 16 + c] =
                            ((c / s).abs_diff(h / s) + (c % s).abs_diff(h % s)) as u8;
                    }
                }
                let mut delta = vec![0i8; 16 * 256];
                for t in 1..n {
                    for from in 0..n {
                        for to in 0..n {
                            delta[(t << 8) | (from << 4) | to] =
                                dist[t * 16 + to] as i8 - dist[t * 16 + from] as i8;
                        }
                    }
                }
                Estimator::Manhattan(Manhattan { dist, delta })
            }
            Guide::Pattern { db, reflect } => {
                if db.side() != s || !db.built_for(goal) {
                    return Err(FastError::Mismatch);
                }
                let reflect = if reflect {
                    Some(reflection(goal).ok_or(FastError::NotSymmetric)?)
                } else {
                    None
                };
                let mut group_of = [0u8; 16];
                let mut members = Vec::new();
                for g in 0..db.len() {
                    let (tiles, _) = db.table(g);
                    let mut m = [0u8; 16];
                    m[..tiles.len()].copy_from_slice(tiles);
                    for &t in tiles {
                        group_of[usize::from(t)] = g as u8;
                    }
                    members.push((m, tiles.len()));
                }
                Estimator::Pattern(Box::new(Pattern {
                    db,
                    n: n as u32,
                    group_of,
                    members,
                    at: [0; 16],
                    rat: [0; 16],
                    value: [0; 16],
                    rvalue: [0; 16],
                    sum: 0,
                    rsum: 0,
                    reflect,
                }))
            }
        };
        let mut around = [[0u8; 4]; 16];
        let mut count = [0u8; 16];
        for b in 0..n {
            let (r, c) = (b / s, b % s);
            let near = [
                (r > 0).then(|| b - s),
                (c > 0).then(|| b - 1),
                (c + 1 < s).then(|| b + 1),
                (r + 1 < s).then(|| b + s),
            ];
            for x in near.into_iter().flatten() {
                around[b][usize::from(count[b])] = x as u8;
                count[b] += 1;
            }
        }
        let mut ida = FastIda {
            side,
            around,
            count,
            start: start.tiles.clone(),
            start_board: pack(&start.tiles),
            goal: pack(&goal.tiles),
            board: 0,
            path: Vec::with_capacity(128),
            estimator,
            stats: FastStats::default(),
            end: FastEnd::Running,
        };
        let h = ida.reset();
        ida.begin(h);
        Ok(ida)
    }

    /// The start's estimate, the board and the estimator set to the start.
    fn reset(&mut self) -> u32 {
        self.board = self.start_board;
        match &mut self.estimator {
            Estimator::Manhattan(m) => self
                .start
                .iter()
                .enumerate()
                .map(|(c, &t)| u32::from(m.dist[usize::from(t) * 16 + c]) * u32::from(t != 0))
                .sum(),
            Estimator::Pattern(p) => p.reset(&self.start),
        }
    }

    /// Begin an iteration under bound `bound`: the start entered.
    fn begin(&mut self, bound: u32) {
        self.stats.bound = bound;
        self.stats.iterations += 1;
        self.stats.next_bound = None;
        self.stats.visited += 1;
        let blank = self.start.iter().position(|&t| t == 0).unwrap_or(0) as u8;
        let h = self.reset();
        self.path.clear();
        self.path.push(Frame {
            blank,
            back: u8::MAX,
            next: 0,
            h: h as u8,
            saved: Saved::default(),
        });
        if self.board == self.goal {
            self.end = FastEnd::Found;
        }
    }

    /// Generate up to about `budget` more nodes; the state it is in after.
    pub fn run(&mut self, budget: u64) -> FastEnd {
        if self.end != FastEnd::Running {
            return self.end;
        }
        let stop = self.stats.generated.saturating_add(budget);
        let end = match &mut self.estimator {
            Estimator::Manhattan(_) => self.search::<true>(stop),
            Estimator::Pattern(_) => self.search::<false>(stop),
        };
        self.end = end;
        end
    }

    /// The search's loop, the estimator chosen at compile time (`MANHATTAN`).
    #[inline(never)]
    fn search<const MANHATTAN: bool>(&mut self, stop: u64) -> FastEnd {
        let mut board = self.board;
        let mut generated = self.stats.generated;
        let mut visited = self.stats.visited;
        let mut bound = self.stats.bound;
        let mut max_depth = self.stats.max_depth as usize;
        let mut next_bound = self.stats.next_bound.unwrap_or(u32::MAX);
        let goal = self.goal;
        let end = loop {
            if generated >= stop {
                break FastEnd::Running;
            }
            let depth = self.path.len() - 1;
            let top = *self.path.last().expect("the start's frame");
            let b = usize::from(top.blank);
            if top.next < self.count[b] {
                let to = usize::from(self.around[b][usize::from(top.next)]);
                self.path[depth].next += 1;
                if to == usize::from(top.back) {
                    continue;
                }
                generated += 1;
                let tile = ((board >> (4 * to)) & 15) as usize;
                // The tile in `to` slides into the blank at `b`.
                let (h, saved) = match &mut self.estimator {
                    Estimator::Manhattan(m) if MANHATTAN => (
                        (i32::from(top.h) + i32::from(m.delta[(tile << 8) | (to << 4) | b])) as u32,
                        Saved::default(),
                    ),
                    Estimator::Pattern(p) if !MANHATTAN => p.slide(tile, b),
                    _ => unreachable!("the estimator the loop was chosen for"),
                };
                let f = depth as u32 + 1 + h;
                if f > bound {
                    next_bound = next_bound.min(f);
                    if let Estimator::Pattern(p) = &mut self.estimator {
                        if !MANHATTAN {
                            p.undo(tile, to, saved);
                        }
                    }
                    continue;
                }
                board ^= ((tile as u64) << (4 * to)) ^ ((tile as u64) << (4 * b));
                visited += 1;
                self.path.push(Frame {
                    blank: to as u8,
                    back: b as u8,
                    next: 0,
                    h: h as u8,
                    saved,
                });
                max_depth = max_depth.max(depth + 1);
                if board == goal {
                    break FastEnd::Found;
                }
                continue;
            }
            // Every successor tried: leave the path's end.
            if depth == 0 {
                if next_bound == u32::MAX {
                    break FastEnd::Exhausted;
                }
                self.stats.generated = generated;
                self.stats.visited = visited;
                self.begin(next_bound);
                visited = self.stats.visited;
                board = self.board;
                bound = self.stats.bound;
                next_bound = u32::MAX;
                if self.end == FastEnd::Found {
                    break FastEnd::Found;
                }
                continue;
            }
            self.path.pop();
            // Undo the slide that made `top`: the tile now at `top.back` goes back to `b`.
            let back = usize::from(top.back);
            let tile = ((board >> (4 * back)) & 15) as usize;
            board ^= ((tile as u64) << (4 * back)) ^ ((tile as u64) << (4 * b));
            if let Estimator::Pattern(p) = &mut self.estimator {
                if !MANHATTAN {
                    p.undo(tile, b, top.saved);
                }
            }
        };
        self.board = board;
        self.stats.generated = generated;
        self.stats.visited = visited;
        self.stats.next_bound = (next_bound != u32::MAX).then_some(next_bound);
        self.stats.max_depth = max_depth as u32;
        end
    }

    pub fn stats(&self) -> FastStats {
        self.stats
    }
    pub fn end(&self) -> FastEnd {
        self.end
    }
    /// The route's length once found.
    pub fn length(&self) -> Option<u32> {
        (self.end == FastEnd::Found).then(|| self.path.len() as u32 - 1)
    }
    /// The positions along the route, start to goal, once found.
    pub fn route(&self) -> Option<Vec<Position>> {
        (self.end == FastEnd::Found).then(|| {
            let mut tiles = self.start.clone();
            let mut out = vec![Position::from_tiles(&tiles)];
            for w in self.path.windows(2) {
                tiles.swap(usize::from(w[0].blank), usize::from(w[1].blank));
                out.push(Position::from_tiles(&tiles));
            }
            out
        })
    }
    /// The tiles slid along the route, in order, once found.
    pub fn tiles_moved(&self) -> Option<Vec<u8>> {
        (self.end == FastEnd::Found).then(|| {
            let mut tiles = self.start.clone();
            self.path
                .windows(2)
                .map(|w| {
                    let (a, b) = (usize::from(w[0].blank), usize::from(w[1].blank));
                    let t = tiles[b];
                    tiles.swap(a, b);
                    t
                })
                .collect()
        })
    }
    /// The path's depth now.
    pub fn depth(&self) -> u32 {
        self.path.len() as u32 - 1
    }
    pub fn side(&self) -> u8 {
        self.side
    }
}
