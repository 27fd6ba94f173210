//! Sudoku as a search problem for the engine's DFS and frontier BFS, with the two ways of
//! choosing the cell (first empty, fewest candidates), their bounds, and the comparison
//! table's rows.

use super::*;
use crate::engine::{Dfs, FrontierBfs, Goal, Outcome, Problem, TreeNode};

/// How the search picks the next cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellChoice {
    /// The first empty cell in reading order.
    First,
    /// The cell with the fewest candidates (minimum remaining values); one with none ends
    /// the branch at once.
    Mrv,
}

impl CellChoice {
    pub fn parse(text: &str) -> Option<CellChoice> {
        match text.trim().to_ascii_lowercase().as_str() {
            "first" => Some(CellChoice::First),
            "mrv" | "fewest" => Some(CellChoice::Mrv),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            CellChoice::First => "first",
            CellChoice::Mrv => "mrv",
        }
    }
}

/// Sudoku as a search problem: a move writes one digit in one cell.
#[derive(Clone, Debug)]
pub struct SudokuSearch {
    shape: Shape,
    choice: CellChoice,
    /// The unit numbers (row, column, box) of every cell.
    units_of: Vec<[u16; 3]>,
    /// A student's cell choice in place of `choice` ([`super::rule`]).
    key: Option<std::sync::Arc<super::rule::CellKey>>,
}

/// A grid being filled, with the digits used in every unit as bit masks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuState {
    cells: Vec<u8>,
    used: Vec<u32>,
    empty: u32,
}

impl SudokuState {
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }
}

/// A move: cell * 32 + digit.
pub type Placement = u32;

impl SudokuSearch {
    /// The search of `puzzle` choosing cells by `choice`, and its root (the givens
    /// placed): where every search of a sudoku starts, the page's and the CLI's, by DFS or
    /// by BFS, the tables and the tree's measure.
    pub fn of(puzzle: &Puzzle, choice: CellChoice) -> (SudokuSearch, SudokuState) {
        let search = SudokuSearch::new(puzzle.shape, choice);
        let root = search.root(puzzle);
        (search, root)
    }

    /// The depth-first search of `puzzle` choosing cells by `choice`, stopping at `goal`.
    pub fn dfs(puzzle: &Puzzle, choice: CellChoice, goal: Goal) -> Dfs<SudokuSearch> {
        let (search, root) = SudokuSearch::of(puzzle, choice);
        Dfs::new(search, root, goal)
    }

    fn new(shape: Shape, choice: CellChoice) -> Self {
        let n = shape.size as usize;
        let units_of = (0..shape.cells())
            .map(|i| {
                [
                    (i / n) as u16,
                    (n + i % n) as u16,
                    (2 * n + shape.box_of(i)) as u16,
                ]
            })
            .collect();
        SudokuSearch {
            shape,
            choice,
            units_of,
            key: None,
        }
    }

    /// The search choosing its cells by a student's rule instead.
    pub fn with_key(self, key: std::sync::Arc<super::rule::CellKey>) -> SudokuSearch {
        SudokuSearch {
            key: Some(key),
            ..self
        }
    }

    pub fn root(&self, puzzle: &Puzzle) -> SudokuState {
        let mut s = SudokuState {
            cells: vec![0; self.shape.cells()],
            used: vec![0; 3 * self.shape.size as usize],
            empty: self.shape.cells() as u32,
        };
        for (i, &d) in puzzle.cells.iter().enumerate() {
            if d != 0 {
                self.apply(&mut s, (i as u32) << 5 | u32::from(d));
            }
        }
        s
    }

    /// The digits still possible in `cell`, as bits 1..=size.
    pub fn candidates(&self, s: &SudokuState, cell: usize) -> u32 {
        let [a, b, c] = self.units_of[cell];
        self.shape.all() & !(s.used[a as usize] | s.used[b as usize] | s.used[c as usize])
    }

    /// The cell the search would fill next, and its candidates.
    pub fn choose(&self, s: &SudokuState) -> Option<(usize, u32)> {
        if let Some(key) = &self.key {
            let mut best: Option<(i64, usize, u32)> = None;
            for i in (0..s.cells.len()).filter(|&i| s.cells[i] == 0) {
                let cand = self.candidates(s, i);
                let filled = self.units_of[i].map(|u| s.used[usize::from(u)].count_ones());
                let v = key.key(cand.count_ones(), filled);
                if best.is_none_or(|(b, _, _)| v < b) {
                    best = Some((v, i, cand));
                }
            }
            return best.map(|(_, i, cand)| (i, cand));
        }
        let mut best: Option<(usize, u32)> = None;
        for i in 0..s.cells.len() {
            if s.cells[i] != 0 {
                continue;
            }
            let cand = self.candidates(s, i);
            match self.choice {
                CellChoice::First => return Some((i, cand)),
                CellChoice::Mrv => {
                    if best.is_none_or(|(_, b)| cand.count_ones() < b.count_ones()) {
                        best = Some((i, cand));
                        if cand.count_ones() <= 1 {
                            break;
                        }
                    }
                }
            }
        }
        best
    }
}

impl Problem for SudokuSearch {
    type State = SudokuState;
    type Move = Placement;

    fn successors(&self, s: &SudokuState, out: &mut Vec<Placement>) {
        let Some((cell, mut cand)) = self.choose(s) else {
            return;
        };
        while cand != 0 {
            let d = cand.trailing_zeros();
            cand &= cand - 1;
            out.push((cell as u32) << 5 | d);
        }
    }

    fn apply(&self, s: &mut SudokuState, mv: Placement) {
        let (cell, d) = ((mv >> 5) as usize, mv & 31);
        s.cells[cell] = d as u8;
        for u in self.units_of[cell] {
            s.used[u as usize] |= 1 << d;
        }
        s.empty -= 1;
    }

    fn undo(&self, s: &mut SudokuState, mv: Placement) {
        let (cell, d) = ((mv >> 5) as usize, mv & 31);
        s.cells[cell] = 0;
        for u in self.units_of[cell] {
            s.used[u as usize] &= !(1 << d);
        }
        s.empty += 1;
    }

    fn is_goal(&self, s: &SudokuState) -> bool {
        s.empty == 0
    }
}

/// DFS (a stack) or BFS (a queue of whole grids).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frontier {
    Dfs,
    Bfs,
}

impl Frontier {
    pub fn parse(text: &str) -> Option<Frontier> {
        match text.trim().to_ascii_lowercase().as_str() {
            "dfs" => Some(Frontier::Dfs),
            "bfs" => Some(Frontier::Bfs),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Frontier::Dfs => "dfs",
            Frontier::Bfs => "bfs",
        }
    }
}

/// How far a generic search may go: the nodes it may take, and the bytes its BFS frontier
/// may hold (turned into grids for each size by [`frontier_cap`]). Checked before every
/// step, so a search with no end (`--all` on an empty grid) stops with a reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub nodes: u64,
    pub frontier_bytes: usize,
}

/// The command line's bounds: a few seconds of search, and a frontier that keeps the
/// process well under 512 MB.
pub const CLI_BOUNDS: Bounds = Bounds {
    nodes: 20_000_000,
    frontier_bytes: 192 << 20,
};

/// The page's bounds (per comparison row and for a stepped BFS): a view stays under 256 MB
/// of wasm memory with the recording and the tree beside the frontier.
pub const PAGE_BOUNDS: Bounds = Bounds {
    nodes: 5_000_000,
    frontier_bytes: 48 << 20,
};

/// The most solutions a search keeps (every one is counted): the engine's frontier
/// search's, one bound for both.
pub use crate::engine::KEPT_SOLUTIONS;

/// A pointer's width in the frontier's cost model: the 64-bit one, on every target. The
/// cost is a model, not `size_of` on the target built, so the page (wasm32, 4-byte
/// pointers) and the command line (64-bit) cap the frontier at the same grid, and a trace
/// table stops at the same step in both.
const MODEL_WORD: usize = 8;

/// A `SudokuState` in the model: two vectors (pointer, capacity, length each) and the
/// count of empty cells, padded to the word.
const MODEL_STATE: usize = 2 * 3 * MODEL_WORD + MODEL_WORD;

/// A node of the kept tree in the model: its parent, its move (`Option<Placement>`) and
/// its depth.
const MODEL_TREE_NODE: usize = 4 + 8 + 4;

/// The bytes one grid of a BFS frontier costs at `shape`: its place in the queue (an id and
/// a state, twice, as a queue's storage doubles), its cells and unit masks with their
/// allocations, and its node in the kept tree. Written with the model's widths above, the
/// same on every target.
pub fn frontier_state_bytes(shape: Shape) -> usize {
    2 * (8 + MODEL_STATE) + shape.cells() + 3 * shape.size as usize * 4 + 2 * 16 + MODEL_TREE_NODE
}

/// The most grids a BFS frontier of `bytes` holds at `shape`.
pub fn frontier_cap(shape: Shape, bytes: usize) -> usize {
    (bytes / frontier_state_bytes(shape)).max(1)
}

/// What a generic search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The first [`KEPT_SOLUTIONS`] solutions.
    pub solutions: Vec<Vec<u8>>,
    /// Every solution met.
    pub count: u64,
    pub nodes: u64,
    /// Dead ends: states with no candidate left for the chosen cell.
    pub backtracks: u64,
    pub max_frontier: u64,
    /// Whether the whole tree was searched (so the count is exact).
    pub complete: bool,
    /// Whether a BFS stopped at its frontier cap.
    pub capped: bool,
    /// Whether the search stopped at its node limit.
    pub node_limited: bool,
    /// The frontier cap the BFS had, in grids.
    pub cap: usize,
}

/// Search with the generic engines, stopping after `limit` solutions (None: all), within
/// the command line's bounds.
pub fn search(
    puzzle: &Puzzle,
    choice: CellChoice,
    frontier: Frontier,
    limit: Option<u64>,
) -> SearchReport {
    search_within(puzzle, choice, frontier, limit, CLI_BOUNDS)
}

/// [`search()`] within `bounds`.
pub fn search_within(
    puzzle: &Puzzle,
    choice: CellChoice,
    frontier: Frontier,
    limit: Option<u64>,
    bounds: Bounds,
) -> SearchReport {
    let (problem, root) = SudokuSearch::of(puzzle, choice);
    let goal = limit.map_or(Goal::All, Goal::Limit);
    let cap = frontier_cap(puzzle.shape, bounds.frontier_bytes);
    match frontier {
        Frontier::Dfs => {
            let mut dfs = Dfs::new(problem, root, goal);
            let mut solutions = Vec::new();
            let mut count = 0;
            while dfs.stats().nodes < bounds.nodes {
                match dfs.step() {
                    Some(crate::engine::Event::Solution) => {
                        count += 1;
                        if solutions.len() < KEPT_SOLUTIONS {
                            solutions.push(dfs.state().cells().to_vec());
                        }
                    }
                    Some(_) => {}
                    None => break,
                }
            }
            let st = dfs.stats();
            SearchReport {
                solutions,
                count,
                nodes: st.nodes,
                backtracks: st.dead_ends,
                max_frontier: st.max_frontier,
                complete: dfs.outcome() == Outcome::Exhausted,
                capped: false,
                node_limited: dfs.outcome() == Outcome::Running,
                cap,
            }
        }
        Frontier::Bfs => {
            let mut bfs = FrontierBfs::new(problem, root, goal, cap);
            let mut last = None;
            while bfs.stats().nodes < bounds.nodes {
                match bfs.step() {
                    Some(e) => last = Some(e),
                    None => break,
                }
            }
            let st = bfs.stats();
            SearchReport {
                solutions: bfs.solutions().iter().map(|s| s.cells().to_vec()).collect(),
                count: st.solutions,
                nodes: st.nodes,
                backtracks: st.dead_ends,
                max_frontier: st.max_frontier,
                complete: last == Some(crate::engine::FrontierEvent::Exhausted),
                capped: matches!(last, Some(crate::engine::FrontierEvent::Capped { .. })),
                node_limited: !bfs.stopped(),
                cap,
            }
        }
    }
}

/// The frontier cap, in grids, of the BFS a page steps through at `shape`: [`PAGE_BOUNDS`]'
/// bytes, as the page also keeps the tree and the recording.
pub fn stepping_bfs_cap(shape: Shape) -> usize {
    frontier_cap(shape, PAGE_BOUNDS.frontier_bytes)
}

/// The breadth-first search a page steps through: the frontier capped at
/// [`stepping_bfs_cap`] and the tree kept, so every state in it can be rebuilt
/// ([`grid_after`]).
pub fn stepping_bfs(
    puzzle: &Puzzle,
    choice: CellChoice,
    limit: Option<u64>,
) -> FrontierBfs<SudokuSearch> {
    let (problem, root) = SudokuSearch::of(puzzle, choice);
    FrontierBfs::new(
        problem,
        root,
        limit.map_or(Goal::All, Goal::Limit),
        stepping_bfs_cap(puzzle.shape),
    )
    .keep_tree()
}

/// The grid after writing `path` (placements, root first) into the puzzle.
pub fn grid_after(puzzle: &Puzzle, path: &[Placement]) -> Vec<u8> {
    let mut cells = puzzle.cells.clone();
    for &mv in path {
        cells[(mv >> 5) as usize] = (mv & 31) as u8;
    }
    cells
}

/// The states waiting in a BFS queue, states `taken..made` of `tree`, by depth (digits
/// written beyond the givens): at most two depths, as BFS goes level by level. Pairs of
/// (depth, how many), shallowest first.
pub fn queue_depths(tree: &[TreeNode<Placement>], taken: u64, made: u64) -> Vec<(u32, u64)> {
    let (a, b) = (taken as usize, (made as usize).min(tree.len()));
    if a >= b {
        return Vec::new();
    }
    let queue = &tree[a..b];
    let first = queue[0].depth;
    let split = queue.partition_point(|n| n.depth == first);
    let mut out = vec![(first, split as u64)];
    if split < queue.len() {
        out.push((queue[split].depth, (queue.len() - split) as u64));
    }
    out
}

/// One row of the comparison table.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    pub frontier: Frontier,
    pub choice: CellChoice,
    /// Stop at the first solution (`true`) or find all.
    pub first: bool,
    pub report: SearchReport,
    pub millis: f64,
}

/// The classic comparison: DFS and BFS, one solution and all, first-empty and
/// fewest-candidates, each with its nodes, largest frontier and time. `clock` reads
/// milliseconds (the page passes performance.now, the CLI a monotonic clock).
pub fn compare(puzzle: &Puzzle, clock: &dyn Fn() -> f64) -> Vec<Comparison> {
    (0..COMPARISON_ROWS)
        .map(|row| compare_row(puzzle, row, CLI_BOUNDS, clock))
        .collect()
}

/// Rows of the comparison table.
pub const COMPARISON_ROWS: usize = 8;

/// One row of the comparison table (0..8: DFS then BFS; one solution then all; first-empty
/// then fewest-candidates), within `bounds`, so a page can show the rows as they come.
pub fn compare_row(
    puzzle: &Puzzle,
    row: usize,
    bounds: Bounds,
    clock: &dyn Fn() -> f64,
) -> Comparison {
    let frontier = if row / 4 == 0 {
        Frontier::Dfs
    } else {
        Frontier::Bfs
    };
    let first = (row / 2).is_multiple_of(2);
    let choice = if row.is_multiple_of(2) {
        CellChoice::First
    } else {
        CellChoice::Mrv
    };
    let t = clock();
    let report = search_within(puzzle, choice, frontier, first.then_some(1), bounds);
    Comparison {
        frontier,
        choice,
        first,
        report,
        millis: clock() - t,
    }
}
