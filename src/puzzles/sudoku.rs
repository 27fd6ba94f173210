//! Sudoku in four sizes: 4x4 (2x2 boxes), 6x6 (2x3 boxes), 9x9 and 16x16 (digits 1-9 then
//! A-G). The model (parse, format, validate with the conflicting cells named), the search
//! problem for the engine's DFS and frontier BFS with two ways of choosing the cell (first
//! empty, or fewest candidates), an independent verifier, and a fast solver (bitmask
//! candidates, naked and hidden singles, fewest-candidates branching) for "solve now",
//! uniqueness checks and benchmarks.

use std::fmt;

use super::message::{Coded, Message};

use crate::engine::{
    Dfs, Event, FrontierBfs, FrontierEvent, FrontierView, Goal, Outcome, Problem, TraceCounters,
    TreeNode,
};

/// A board's size and its boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Digits and cells per row.
    pub size: u32,
    pub box_rows: u32,
    pub box_cols: u32,
}

impl Shape {
    /// The shape with `cells` cells, if it is one of the four.
    pub fn for_cells(cells: usize) -> Option<Shape> {
        let (size, box_rows, box_cols) = match cells {
            16 => (4, 2, 2),
            36 => (6, 2, 3),
            81 => (9, 3, 3),
            256 => (16, 4, 4),
            _ => return None,
        };
        Some(Shape {
            size,
            box_rows,
            box_cols,
        })
    }
    pub fn cells(self) -> usize {
        (self.size * self.size) as usize
    }
    pub fn box_of(self, cell: usize) -> usize {
        let (r, c) = (cell as u32 / self.size, cell as u32 % self.size);
        ((r / self.box_rows) * (self.size / self.box_cols) + c / self.box_cols) as usize
    }
    /// Every digit's bit: bits 1..=size.
    pub fn all(self) -> u32 {
        ((1u32 << self.size) - 1) << 1
    }
    /// The 3 x size units (rows, columns, boxes), each as its cells.
    pub fn units(self) -> Vec<Vec<usize>> {
        let n = self.size as usize;
        let mut units = Vec::with_capacity(3 * n);
        for r in 0..n {
            units.push((0..n).map(|c| r * n + c).collect());
        }
        for c in 0..n {
            units.push((0..n).map(|r| r * n + c).collect());
        }
        for b in 0..n {
            units.push((0..self.cells()).filter(|&i| self.box_of(i) == b).collect());
        }
        units
    }
}

/// The name of a cell for people: r1c1 is the top-left.
pub fn cell_name(shape: Shape, cell: usize) -> String {
    format!(
        "r{}c{}",
        cell as u32 / shape.size + 1,
        cell as u32 % shape.size + 1
    )
}

/// Cells (0 empty) on one line: `.` for empty, then 1-9 and A-G.
pub fn line(cells: &[u8]) -> String {
    cells.iter().map(|&d| digit_char(d)).collect()
}

/// The character for a digit: 1-9, then A-G.
pub fn digit_char(d: u8) -> char {
    match d {
        0 => '.',
        1..=9 => (b'0' + d) as char,
        _ => (b'A' + d - 10) as char,
    }
}

/// What is wrong with a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    WrongLength(usize),
    UnknownCharacter {
        ch: char,
        cell: usize,
    },
    DigitTooBig {
        ch: char,
        cell: usize,
        size: u32,
    },
    /// Givens that already break a rule: the digit, the unit, and the cells.
    Conflict {
        digit: u8,
        unit: Unit,
        cells: Vec<usize>,
        shape: Shape,
    },
}

/// A row, column or box of a grid, numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Row(u32),
    Column(u32),
    Box(u32),
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(n) => write!(f, "row {n}"),
            Unit::Column(n) => write!(f, "column {n}"),
            Unit::Box(n) => write!(f, "box {n}"),
        }
    }
}

impl Coded for Unit {
    fn message(&self) -> Message {
        match *self {
            Unit::Row(n) => Message::new("sudoku.unit.row").num("n", n),
            Unit::Column(n) => Message::new("sudoku.unit.column").num("n", n),
            Unit::Box(n) => Message::new("sudoku.unit.box").num("n", n),
        }
    }
}

/// A cell's name for people ("r1c3") as a message.
pub fn cell_message(shape: Shape, cell: usize) -> Message {
    Message::new("sudoku.cell")
        .num("row", cell as u32 / shape.size + 1)
        .num("col", cell as u32 % shape.size + 1)
}

impl fmt::Display for SudokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SudokuError::WrongLength(n) => write!(
                f,
                "a puzzle has 16, 36, 81 or 256 cells (4x4, 6x6, 9x9 or 16x16); this one has {n}"
            ),
            SudokuError::UnknownCharacter { ch, cell } => write!(
                f,
                "cell {} holds \"{ch}\": use digits 1-9 (and A-G on 16x16), with . or 0 for an empty cell",
                cell + 1
            ),
            SudokuError::DigitTooBig { ch, cell, size } => write!(
                f,
                "cell {} holds {ch}, but a {size}x{size} puzzle uses digits up to {}",
                cell + 1,
                digit_char(*size as u8)
            ),
            SudokuError::Conflict {
                digit,
                unit,
                cells,
                shape,
            } => {
                let names: Vec<String> = cells.iter().map(|&c| cell_name(*shape, c)).collect();
                write!(
                    f,
                    "the givens conflict: {} appears twice in {unit} ({})",
                    digit_char(*digit),
                    names.join(" and ")
                )
            }
        }
    }
}

impl std::error::Error for SudokuError {}

impl Coded for SudokuError {
    fn message(&self) -> Message {
        match self {
            SudokuError::WrongLength(n) => {
                Message::new("sudoku.wrong_length").count("n", *n as u64)
            }
            SudokuError::UnknownCharacter { ch, cell } => Message::new("sudoku.unknown_character")
                .count("cell", *cell as u64 + 1)
                .text("ch", ch.to_string()),
            SudokuError::DigitTooBig { ch, cell, size } => Message::new("sudoku.digit_too_big")
                .count("cell", *cell as u64 + 1)
                .text("ch", ch.to_string())
                .num("size", *size)
                .text("max", digit_char(*size as u8).to_string()),
            SudokuError::Conflict {
                digit,
                unit,
                cells,
                shape,
            } => Message::new("sudoku.conflict")
                .text("digit", digit_char(*digit).to_string())
                .sub("unit", unit.message())
                .sub("first", cell_message(*shape, cells[0]))
                .sub("second", cell_message(*shape, cells[cells.len() - 1])),
        }
    }
}

/// The cells of the largest grid (16x16).
pub const MAX_CELLS: usize = 256;

/// A puzzle: its shape and its cells (0 empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub shape: Shape,
    pub cells: Vec<u8>,
}

impl Puzzle {
    /// Read a puzzle: one line of N*N characters, or a grid with spaces, line breaks and
    /// `|`, `-`, `+` separators; `.` or `0` for an empty cell; 1-9 then A-G (either case).
    pub fn parse(text: &str) -> Result<Puzzle, SudokuError> {
        let puzzle = Puzzle::parse_unchecked(text)?;
        puzzle.check_givens()?;
        Ok(puzzle)
    }

    /// Read a puzzle without checking that its givens agree (so a page can show where they
    /// conflict).
    pub fn parse_unchecked(text: &str) -> Result<Puzzle, SudokuError> {
        let mut cells = Vec::new();
        let mut raw = Vec::new();
        let mut count = 0;
        for ch in text.chars() {
            if ch.is_whitespace() || matches!(ch, '|' | '-' | '+' | '=') {
                continue;
            }
            let value = match ch {
                '.' | '0' | '_' => 0,
                '1'..='9' => ch as u8 - b'0',
                'a'..='g' => ch as u8 - b'a' + 10,
                'A'..='G' => ch as u8 - b'A' + 10,
                _ => return Err(SudokuError::UnknownCharacter { ch, cell: count }),
            };
            // Past the largest grid only counted, so a long text costs no memory.
            count += 1;
            if count <= MAX_CELLS {
                cells.push(value);
                raw.push(ch);
            }
        }
        let shape = Shape::for_cells(count).ok_or(SudokuError::WrongLength(count))?;
        if let Some(i) = cells.iter().position(|&d| u32::from(d) > shape.size) {
            return Err(SudokuError::DigitTooBig {
                ch: raw[i],
                cell: i,
                size: shape.size,
            });
        }
        Ok(Puzzle { shape, cells })
    }

    fn check_givens(&self) -> Result<(), SudokuError> {
        // The common case first, without allocating: every unit's givens distinct.
        let n = self.shape.size as usize;
        let mut seen = [0u32; 3 * 16];
        let mut clash = false;
        for (c, &d) in self.cells.iter().enumerate() {
            if d != 0 {
                let bit = 1u32 << d;
                for u in [c / n, n + c % n, 2 * n + self.shape.box_of(c)] {
                    clash |= seen[u] & bit != 0;
                    seen[u] |= bit;
                }
            }
        }
        if !clash {
            return Ok(());
        }
        for (u, unit) in self.shape.units().iter().enumerate() {
            for d in 1..=self.shape.size as u8 {
                let with: Vec<usize> = unit
                    .iter()
                    .copied()
                    .filter(|&c| self.cells[c] == d)
                    .collect();
                if with.len() > 1 {
                    let k = (u % n + 1) as u32;
                    let unit = match u / n {
                        0 => Unit::Row(k),
                        1 => Unit::Column(k),
                        _ => Unit::Box(k),
                    };
                    return Err(SudokuError::Conflict {
                        digit: d,
                        unit,
                        cells: with,
                        shape: self.shape,
                    });
                }
            }
        }
        Ok(())
    }

    /// The puzzle on one line, `.` for empty cells.
    pub fn to_line(&self) -> String {
        line(&self.cells)
    }

    /// Number of givens.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }
}

/// What [`verify`] found wrong with a solution; cells by their names (`r1c1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidGrid {
    /// Not as many cells as the puzzle has.
    CellCount,
    NotFilled(String),
    ChangesGiven(String),
    /// A row, column or box (named by its first cell) that is not a permutation.
    RepeatsDigit(String),
}

impl fmt::Display for InvalidGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidGrid::CellCount => write!(f, "wrong number of cells"),
            InvalidGrid::NotFilled(cell) => write!(f, "{cell} is not filled with a digit"),
            InvalidGrid::ChangesGiven(cell) => write!(f, "{cell} changes a given"),
            InvalidGrid::RepeatsDigit(cell) => {
                write!(f, "a unit starting at {cell} repeats a digit")
            }
        }
    }
}

impl std::error::Error for InvalidGrid {}

/// Check a solution without trusting the search: complete, every row, column and box a
/// permutation, and every given kept.
pub fn verify(puzzle: &Puzzle, solution: &[u8]) -> Result<(), InvalidGrid> {
    let shape = puzzle.shape;
    if solution.len() != shape.cells() {
        return Err(InvalidGrid::CellCount);
    }
    for (i, (&g, &s)) in puzzle.cells.iter().zip(solution).enumerate() {
        if s == 0 || u32::from(s) > shape.size {
            return Err(InvalidGrid::NotFilled(cell_name(shape, i)));
        }
        if g != 0 && g != s {
            return Err(InvalidGrid::ChangesGiven(cell_name(shape, i)));
        }
    }
    for unit in shape.units() {
        let mut seen: Vec<u8> = unit.iter().map(|&c| solution[c]).collect();
        seen.sort_unstable();
        if seen != (1..=shape.size as u8).collect::<Vec<_>>() {
            return Err(InvalidGrid::RepeatsDigit(cell_name(shape, unit[0])));
        }
    }
    Ok(())
}

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
    pub fn new(shape: Shape, choice: CellChoice) -> Self {
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

/// The most solutions a search keeps (every one is counted).
pub const KEPT_SOLUTIONS: usize = 1000;

/// The bytes one grid of a BFS frontier costs at `shape`: its place in the queue (twice, as
/// a queue's storage doubles), its cells and unit masks with their allocations, and its node
/// in the kept tree.
pub fn frontier_state_bytes(shape: Shape) -> usize {
    2 * std::mem::size_of::<(u64, SudokuState)>()
        + shape.cells()
        + 3 * shape.size as usize * std::mem::size_of::<u32>()
        + 2 * 16
        + std::mem::size_of::<crate::engine::TreeNode<Placement>>()
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

/// [`search`] within `bounds`.
pub fn search_within(
    puzzle: &Puzzle,
    choice: CellChoice,
    frontier: Frontier,
    limit: Option<u64>,
    bounds: Bounds,
) -> SearchReport {
    let problem = SudokuSearch::new(puzzle.shape, choice);
    let root = problem.root(puzzle);
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
    let problem = SudokuSearch::new(puzzle.shape, choice);
    let root = problem.root(puzzle);
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
            let r = super::bands::solve_within(&puzzle.cells, limit, guess_limit);
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
            solved += u64::from(super::bands::solve(&cells, limit).count > 0);
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

/// The digits still possible in every empty cell of `cells` (bits 1..=size; 0 for filled
/// cells): the pencil marks.
pub fn candidates(shape: Shape, cells: &[u8]) -> Vec<u32> {
    let units = shape.units();
    let mut used = vec![0u32; units.len()];
    let mut member = vec![Vec::new(); cells.len()];
    for (u, unit) in units.iter().enumerate() {
        for &c in unit {
            used[u] |= (1u32 << cells[c]) & shape.all();
            member[c].push(u);
        }
    }
    (0..cells.len())
        .map(|c| {
            if cells[c] != 0 {
                0
            } else {
                shape.all() & !member[c].iter().fold(0, |m, &u| m | used[u])
            }
        })
        .collect()
}

/// What the page draws after some DFS events: the grid as filled so far, the solutions met,
/// and how often each cell has been emptied again (its dead ends).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuView {
    cells: Vec<u8>,
    emptied: Vec<u32>,
    /// The first [`KEPT_SOLUTIONS`] solutions met.
    found: Vec<Vec<u8>>,
    /// Every solution met.
    count: u64,
}

impl SudokuView {
    pub fn new(puzzle: &Puzzle) -> Self {
        SudokuView {
            cells: puzzle.cells.clone(),
            emptied: vec![0; puzzle.cells.len()],
            found: Vec::new(),
            count: 0,
        }
    }
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }
    pub fn emptied(&self) -> &[u32] {
        &self.emptied
    }
    /// The first [`KEPT_SOLUTIONS`] solutions met.
    pub fn found(&self) -> &[Vec<u8>] {
        &self.found
    }
    /// How many solutions have been met.
    pub fn count(&self) -> u64 {
        self.count
    }
}

impl crate::engine::Replay<crate::engine::Event<Placement>> for SudokuView {
    fn forward(&mut self, e: &crate::engine::Event<Placement>) {
        use crate::engine::Event;
        match *e {
            Event::Visit(mv) => self.cells[(mv >> 5) as usize] = (mv & 31) as u8,
            Event::Backtrack(mv) => {
                self.cells[(mv >> 5) as usize] = 0;
                self.emptied[(mv >> 5) as usize] += 1;
            }
            Event::Solution => {
                self.count += 1;
                if self.found.len() < KEPT_SOLUTIONS {
                    self.found.push(self.cells.clone());
                }
            }
            Event::Exhausted => {}
        }
    }
    fn backward(&mut self, e: &crate::engine::Event<Placement>) {
        use crate::engine::Event;
        match *e {
            Event::Visit(mv) => self.cells[(mv >> 5) as usize] = 0,
            Event::Backtrack(mv) => {
                self.cells[(mv >> 5) as usize] = (mv & 31) as u8;
                self.emptied[(mv >> 5) as usize] -= 1;
            }
            Event::Solution => {
                if self.count as usize <= self.found.len() {
                    self.found.pop();
                }
                self.count -= 1;
            }
            Event::Exhausted => {}
        }
    }
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

/// The digit of a move, as the grid writes it.
fn move_digit(mv: Placement) -> String {
    digit_char((mv & 31) as u8).to_string()
}

/// The cell of a move, as a message ("r3c7").
fn move_cell(shape: Shape, mv: Placement) -> Message {
    cell_message(shape, (mv >> 5) as usize)
}

/// The message for where a finished search ended: no solution, exactly one, all of
/// several, or stopped at the limit with one or several.
fn verdict(bfs: bool, found: u32, limit: Option<u64>) -> Message {
    let complete = limit.is_none_or(|k| u64::from(found) < k);
    match (bfs, found, complete) {
        (false, 0, _) => Message::new("sudoku.dfs.none"),
        (false, 1, true) => Message::new("sudoku.dfs.unique"),
        (false, _, true) => Message::new("sudoku.dfs.all"),
        (false, 0..=1, false) => Message::new("sudoku.dfs.stopped"),
        (false, _, false) => Message::new("sudoku.dfs.stopped_many"),
        (true, 0, _) => Message::new("sudoku.bfs.none"),
        (true, 1, true) => Message::new("sudoku.bfs.unique"),
        (true, _, true) => Message::new("sudoku.bfs.all"),
        (true, 0..=1, false) => Message::new("sudoku.bfs.stopped"),
        (true, _, false) => Message::new("sudoku.bfs.stopped_many"),
    }
}

/// The status line of a stepped depth-first search after the events shown, as a message
/// for the page: which cell the search chose and why, the digit tried or taken back and
/// why, or where the search ended. `view` is the grid as shown (after the last event);
/// the reasons are computed from the grid as it was when the choice was made, for the one
/// frame shown, never per step.
pub fn dfs_status(
    puzzle: &Puzzle,
    choice: CellChoice,
    limit: Option<u64>,
    view: &SudokuView,
    counters: &TraceCounters,
    finished: bool,
    last: Option<&Event<Placement>>,
) -> Message {
    let shape = puzzle.shape;
    // Every solution met, counted (the view keeps only the first ones).
    let (cells, found) = (view.cells(), view.count() as u32);
    if finished {
        return verdict(false, found, limit)
            .num("found", found)
            .count("nodes", counters.nodes)
            .count("backtracks", counters.backtracks);
    }
    match last {
        Some(Event::Visit(mv)) => {
            let mut before = cells.to_vec();
            before[(mv >> 5) as usize] = 0;
            try_status(shape, choice, &before, *mv).count("step", counters.steps)
        }
        Some(Event::Backtrack(mv)) => {
            let mut with = cells.to_vec();
            with[(mv >> 5) as usize] = (mv & 31) as u8;
            back_status(shape, choice, &with, *mv)
        }
        _ => Message::new("sudoku.dfs.start")
            .num("size", shape.size)
            .count("givens", puzzle.givens() as u64),
    }
}

/// The cell the search would fill next in `cells`, and its candidates: what
/// [`SudokuSearch::choose`] picks.
fn chosen(shape: Shape, choice: CellChoice, cells: &[u8]) -> Option<(usize, u32)> {
    let search = SudokuSearch::new(shape, choice);
    let state = search.root(&Puzzle {
        shape,
        cells: cells.to_vec(),
    });
    search.choose(&state)
}

/// The digits of a candidate mask (bits 1..=size), as the page lists them: "4, 9".
fn digits(mask: u32) -> Vec<String> {
    (1..32)
        .filter(|d| mask & (1 << d) != 0)
        .map(|d| digit_char(d as u8).to_string())
        .collect()
}

/// Why the search writes `mv` into the grid `before`: the cell the strategy chose (the
/// first empty one, or the one with the fewest candidates among all empty cells) and
/// which of its candidates were tried already (they come in increasing order).
pub fn try_status(shape: Shape, choice: CellChoice, before: &[u8], mv: Placement) -> Message {
    let (cell, d) = ((mv >> 5) as usize, mv & 31);
    let cand = match chosen(shape, choice, before) {
        Some((c, cand)) if c == cell => cand,
        _ => candidates(shape, before)[cell],
    };
    let tried = cand & ((1 << d) - 1);
    let k = cand.count_ones();
    let code = match (choice, k, tried != 0) {
        (CellChoice::Mrv, 1, _) => "sudoku.why.forced",
        (CellChoice::Mrv, _, false) => "sudoku.why.mrv",
        (CellChoice::Mrv, _, true) => "sudoku.why.mrv_next",
        (CellChoice::First, _, false) => "sudoku.why.first",
        (CellChoice::First, _, true) => "sudoku.why.first_next",
    };
    let mut m = Message::new(code)
        .sub("cell", cell_message(shape, cell))
        .num("k", k)
        .list("digits", digits(cand))
        .count("empty", before.iter().filter(|&&c| c == 0).count() as u64)
        .text("digit", move_digit(mv));
    if tried != 0 {
        m = m.list("tried", digits(tried));
    }
    m
}

/// Why the search takes `mv` back out of the grid `with` (which still holds it): the grid
/// was full (a solution, and the search goes on for more), the next cell the strategy
/// chose had no candidate, or every candidate of that cell failed below.
pub fn back_status(shape: Shape, choice: CellChoice, with: &[u8], mv: Placement) -> Message {
    let m = |code| {
        Message::new(code)
            .text("digit", move_digit(mv))
            .sub("cell", move_cell(shape, mv))
    };
    match chosen(shape, choice, with) {
        None => m("sudoku.why.back_solution"),
        Some((next, 0)) => m("sudoku.why.back_none").sub("next", cell_message(shape, next)),
        Some((next, cand)) => m("sudoku.why.back_all")
            .sub("next", cell_message(shape, next))
            .num("k", cand.count_ones())
            .list("digits", digits(cand)),
    }
}

/// The status line of a stepped breadth-first search after the events shown, as a message
/// for the page: the grid taken off the queue (made by `last_move`) and what became of it,
/// or where the search ended.
pub fn bfs_status(
    puzzle: &Puzzle,
    limit: Option<u64>,
    view: &FrontierView,
    finished: bool,
    last: Option<&FrontierEvent>,
    last_move: Option<Placement>,
) -> Message {
    let found = view.solutions.len() as u32;
    let shape = puzzle.shape;
    if view.capped {
        return Message::new("sudoku.bfs.capped")
            .count("cap", stepping_bfs_cap(shape) as u64)
            .count("nodes", view.taken)
            .num("found", found);
    }
    if finished {
        return verdict(true, found, limit)
            .num("found", found)
            .count("nodes", view.taken)
            .count("max", view.max_frontier);
    }
    let (what, children) = match last {
        None => return Message::new("sudoku.bfs.start").num("size", shape.size),
        Some(FrontierEvent::DeadEnd) => (Message::new("sudoku.bfs.dead_end"), 0),
        Some(FrontierEvent::Solution) => (Message::new("sudoku.bfs.solution"), 0),
        Some(FrontierEvent::Expand { children } | FrontierEvent::Capped { children }) => {
            (Message::new("sudoku.bfs.expand"), *children)
        }
        Some(FrontierEvent::Exhausted) => (Message::new("sudoku.bfs.expand"), 0),
    };
    let made = match last_move {
        Some(mv) => Message::new("sudoku.bfs.made_by")
            .text("digit", move_digit(mv))
            .sub("cell", move_cell(shape, mv)),
        None => Message::new("sudoku.bfs.made_by_none"),
    };
    what.sub("made", made)
        .num("children", children)
        .count("frontier", view.frontier())
}

#[cfg(test)]
mod tests {
    use super::*;

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_classic_puzzle() {
        let p = Puzzle::parse(EASY).unwrap();
        assert_eq!(p.to_line(), EASY);
        let fast = FastSolver::new(p.shape).solve(&p, 2);
        assert_eq!(fast.count, 1);
        verify(&p, fast.first.as_ref().unwrap()).unwrap();
        for choice in [CellChoice::First, CellChoice::Mrv] {
            let r = search(&p, choice, Frontier::Dfs, None);
            assert_eq!(r.solutions, vec![fast.first.clone().unwrap()]);
        }
    }
}
