//! Sudoku for the page: a steppable depth-first search and a steppable breadth-first search
//! (either cell choice) whose steps go back exactly, the check that names and locates
//! conflicting givens, the comparison table, and the benchmark hook.

use wasm_bindgen::prelude::*;

use super::error;
use super::player::player_methods;
use crate::engine::{
    Dfs, Event, FrontierBfs, FrontierEvent, FrontierView, Goal, Trace, TraceCounters,
};
use crate::puzzles::sudoku::{
    self, CellChoice, Puzzle, SudokuError, SudokuSearch, SudokuView, STEPPING_BFS_CAP,
};

const RECORDING: usize = 4_000_000;

/// The puzzle's own accessors, the same for the DFS and the BFS class (each holds `puzzle`).
macro_rules! puzzle_methods {
    ($class:ty) => {
        #[wasm_bindgen]
        impl $class {
            pub fn size(&self) -> u32 {
                self.puzzle.shape.size
            }
            pub fn box_rows(&self) -> u32 {
                self.puzzle.shape.box_rows
            }
            pub fn box_cols(&self) -> u32 {
                self.puzzle.shape.box_cols
            }
            /// The givens (0 for empty cells).
            pub fn givens(&self) -> Vec<u8> {
                self.puzzle.cells.clone()
            }
            /// The puzzle on one line, `.` for empty cells.
            pub fn puzzle_line(&self) -> String {
                self.puzzle.to_line()
            }
        }
    };
}

/// A sudoku search that a person steps through.
#[wasm_bindgen]
pub struct Sudoku {
    puzzle: Puzzle,
    choice: CellChoice,
    limit: Option<u64>,
    trace: Trace<Dfs<SudokuSearch>, (SudokuView, TraceCounters)>,
    full: bool,
}

player_methods!(Sudoku);
puzzle_methods!(Sudoku);

#[wasm_bindgen]
impl Sudoku {
    /// A DFS on `puzzle` choosing cells by `cell` ("first" or "mrv"), stopping after `limit`
    /// solutions (0: find all).
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str, cell: &str, limit: f64) -> Result<Sudoku, JsValue> {
        let (puzzle, choice, limit) = parse_options(puzzle, cell, limit)?;
        Ok(Sudoku::build(puzzle, choice, limit))
    }

    fn build(puzzle: Puzzle, choice: CellChoice, limit: Option<u64>) -> Sudoku {
        let problem = SudokuSearch::new(puzzle.shape, choice);
        let root = problem.root(&puzzle);
        let goal = limit.map_or(Goal::All, Goal::Limit);
        Sudoku {
            trace: Trace::new(
                Dfs::new(problem, root, goal),
                (SudokuView::new(&puzzle), TraceCounters::default()),
                RECORDING,
            ),
            puzzle,
            choice,
            limit,
            full: false,
        }
    }

    fn fresh(&self) -> Sudoku {
        Sudoku::build(self.puzzle.clone(), self.choice, self.limit)
    }

    /// The grid as filled at the cursor.
    pub fn cells(&self) -> Vec<u8> {
        self.trace.view().0.cells().to_vec()
    }
    /// Candidates of every empty cell at the cursor, as bits 1..=size (pencil marks).
    pub fn candidates(&self) -> Vec<u32> {
        sudoku::candidates(self.puzzle.shape, self.trace.view().0.cells())
    }
    /// How often each cell has been emptied again by backtracking.
    pub fn emptied(&self) -> Vec<u32> {
        self.trace.view().0.emptied().to_vec()
    }
    /// How many solutions the search has met up to the cursor.
    pub fn solution_count(&self) -> u32 {
        self.trace.view().0.found().len() as u32
    }
    /// Solution `k` (from 0) met up to the cursor, as one line; empty if there is none.
    pub fn solution(&self, k: u32) -> String {
        self.trace
            .view()
            .0
            .found()
            .get(k as usize)
            .map_or_else(String::new, |g| sudoku::line(g))
    }
    /// The last placement shown: [cell, digit, 1 if it was taken back]; empty otherwise.
    pub fn last_move(&self) -> Vec<u32> {
        match self.trace.last_event() {
            Some(Event::Visit(mv)) => vec![mv >> 5, mv & 31, 0],
            Some(Event::Backtrack(mv)) => vec![mv >> 5, mv & 31, 1],
            _ => Vec::new(),
        }
    }
    pub fn nodes(&self) -> f64 {
        self.trace.view().1.nodes as f64
    }
    pub fn backtracks(&self) -> f64 {
        self.trace.view().1.backtracks as f64
    }
}

fn parse_options(
    puzzle: &str,
    cell: &str,
    limit: f64,
) -> Result<(Puzzle, CellChoice, Option<u64>), JsValue> {
    let puzzle = Puzzle::parse(puzzle).map_err(error)?;
    let choice = CellChoice::parse(cell).ok_or_else(|| {
        super::bad(
            crate::puzzles::message::Message::new("sudoku.unknown_cell_choice").text("name", cell),
        )
    })?;
    Ok((puzzle, choice, (limit >= 1.0).then_some(limit as u64)))
}

/// A breadth-first sudoku search that a person steps through: each step takes the oldest
/// grid off the queue and puts its children (one per candidate of the chosen cell) at the
/// back, so the frontier's growth can be watched. The frontier is capped at `STEPPING_BFS_CAP`.
#[wasm_bindgen]
pub struct SudokuBfs {
    puzzle: Puzzle,
    choice: CellChoice,
    limit: Option<u64>,
    trace: Trace<FrontierBfs<SudokuSearch>, FrontierView>,
    full: bool,
}

player_methods!(SudokuBfs);
puzzle_methods!(SudokuBfs);

#[wasm_bindgen]
impl SudokuBfs {
    /// A BFS on `puzzle` choosing cells by `cell` ("first" or "mrv"), stopping after
    /// `limit` solutions (0: find all).
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str, cell: &str, limit: f64) -> Result<SudokuBfs, JsValue> {
        let (puzzle, choice, limit) = parse_options(puzzle, cell, limit)?;
        Ok(SudokuBfs::build(puzzle, choice, limit))
    }

    fn build(puzzle: Puzzle, choice: CellChoice, limit: Option<u64>) -> SudokuBfs {
        SudokuBfs {
            trace: Trace::new(
                sudoku::stepping_bfs(&puzzle, choice, limit),
                FrontierView::default(),
                RECORDING,
            ),
            puzzle,
            choice,
            limit,
            full: false,
        }
    }

    fn fresh(&self) -> SudokuBfs {
        SudokuBfs::build(self.puzzle.clone(), self.choice, self.limit)
    }

    fn grid(&self, node: u64) -> Vec<u8> {
        sudoku::grid_after(&self.puzzle, &self.trace.search().path(node))
    }

    /// The grid just taken off the queue (the puzzle itself before the first step).
    pub fn cells(&self) -> Vec<u8> {
        self.grid(self.trace.view().taken.saturating_sub(1))
    }
    pub fn candidates(&self) -> Vec<u32> {
        sudoku::candidates(self.puzzle.shape, &self.cells())
    }
    /// The digit that made the grid just taken off the queue: [cell, digit]; empty for
    /// the puzzle itself.
    pub fn last_move(&self) -> Vec<u32> {
        let taken = self.trace.view().taken;
        let node = taken
            .checked_sub(1)
            .and_then(|n| self.trace.search().tree().get(n as usize));
        match node.and_then(|n| n.mv) {
            Some(mv) => vec![mv >> 5, mv & 31],
            None => Vec::new(),
        }
    }
    /// What the last step did: "expand", "dead end", "solution", "capped", "exhausted", or
    /// "" before the first step.
    pub fn last_event(&self) -> String {
        match self.trace.last_event() {
            Some(FrontierEvent::Expand { .. }) => "expand",
            Some(FrontierEvent::DeadEnd) => "dead end",
            Some(FrontierEvent::Solution) => "solution",
            Some(FrontierEvent::Capped { .. }) => "capped",
            Some(FrontierEvent::Exhausted) => "exhausted",
            None => "",
        }
        .into()
    }
    /// Children the last step put on the queue.
    pub fn children(&self) -> u32 {
        match self.trace.last_event() {
            Some(FrontierEvent::Expand { children } | FrontierEvent::Capped { children }) => {
                *children
            }
            _ => 0,
        }
    }
    /// How many solutions the search has met up to the cursor.
    pub fn solution_count(&self) -> u32 {
        self.trace.view().solutions.len() as u32
    }
    /// Solution `k` (from 0) met up to the cursor, as one line; empty if there is none.
    pub fn solution(&self, k: u32) -> String {
        self.trace
            .view()
            .solutions
            .get(k as usize)
            .map_or_else(String::new, |&n| sudoku::line(&self.grid(n)))
    }
    /// Grids taken off the queue.
    pub fn nodes(&self) -> f64 {
        self.trace.view().taken as f64
    }
    pub fn dead_ends(&self) -> f64 {
        self.trace.view().dead_ends as f64
    }
    /// Grids waiting in the queue now.
    pub fn frontier(&self) -> f64 {
        self.trace.view().frontier() as f64
    }
    pub fn max_frontier(&self) -> f64 {
        self.trace.view().max_frontier as f64
    }
    /// Whether the search stopped because the frontier passed its cap.
    pub fn capped(&self) -> bool {
        self.trace.view().capped
    }
    pub fn cap() -> f64 {
        STEPPING_BFS_CAP as f64
    }
    /// The queue by depth (digits written beyond the givens): [depth, count, ...], at most
    /// two pairs, shallowest first.
    pub fn queue_depths(&self) -> Vec<f64> {
        let v = self.trace.view();
        sudoku::queue_depths(self.trace.search().tree(), v.taken, v.made)
            .into_iter()
            .flat_map(|(d, n)| [f64::from(d), n as f64])
            .collect()
    }
    /// The next `k` grids in the queue, oldest first, flattened (size * size cells each).
    pub fn queued(&self, k: u32) -> Vec<u8> {
        let v = self.trace.view();
        (v.taken..v.made.min(v.taken + u64::from(k)))
            .flat_map(|n| self.grid(n))
            .collect()
    }
    /// The frontier's size after each of `points` evenly spaced steps up to the cursor
    /// (every step when there are fewer): the curve of its growth.
    pub fn frontier_history(&self, points: u32) -> Vec<f64> {
        crate::engine::frontier_history(self.trace.shown(), points as usize)
            .into_iter()
            .map(|n| n as f64)
            .collect()
    }
}

/// Check a puzzle: "" when it is valid, otherwise the message; see `sudoku_conflicts` for
/// the cells to highlight.
#[wasm_bindgen]
pub fn sudoku_check(text: &str) -> String {
    Puzzle::parse(text)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default()
}

/// The cells (0-based, row-major) whose givens conflict, if that is what is wrong.
#[wasm_bindgen]
pub fn sudoku_conflicts(text: &str) -> Vec<u32> {
    match Puzzle::parse(text) {
        Err(SudokuError::Conflict { cells, .. }) => cells.iter().map(|&c| c as u32).collect(),
        _ => Vec::new(),
    }
}

/// The cells of a puzzle whose givens may conflict (0 empty), or nothing if it cannot be
/// read at all: what the page draws to show where the conflict is.
#[wasm_bindgen]
pub fn sudoku_cells_unchecked(text: &str) -> Vec<u8> {
    Puzzle::parse_unchecked(text)
        .map(|p| p.cells)
        .unwrap_or_default()
}

/// One row of the comparison table (0..8) as [frontier (0 dfs, 1 bfs), first-only (0/1),
/// choice (0 first, 1 mrv), solutions, nodes, dead ends, largest frontier, complete (0/1),
/// capped (0/1), milliseconds]. The page's worker asks for the rows one by one and shows
/// its progress between them; BFS is capped as in the stepping view, to bound memory.
#[wasm_bindgen]
pub fn sudoku_compare_row(text: &str, row: u32) -> Result<Vec<f64>, JsValue> {
    let puzzle = Puzzle::parse(text).map_err(error)?;
    if row as usize >= sudoku::COMPARISON_ROWS {
        return Err(super::bad(
            crate::puzzles::message::Message::new("sudoku.no_such_row")
                .num("row", row)
                .count("rows", sudoku::COMPARISON_ROWS as u64),
        ));
    }
    let now = || js_sys::Date::now();
    let row = sudoku::compare_row(&puzzle, row as usize, STEPPING_BFS_CAP, &now);
    let r = &row.report;
    Ok(vec![
        f64::from(u8::from(row.frontier == sudoku::Frontier::Bfs)),
        f64::from(u8::from(row.first)),
        f64::from(u8::from(row.choice == CellChoice::Mrv)),
        r.solutions.len() as f64,
        r.nodes as f64,
        r.backtracks as f64,
        r.max_frontier as f64,
        f64::from(u8::from(r.complete)),
        f64::from(u8::from(r.capped)),
        row.millis,
    ])
}

/// The number of rows `sudoku_compare_row` takes.
#[wasm_bindgen]
pub fn sudoku_compare_rows() -> u32 {
    sudoku::COMPARISON_ROWS as u32
}

/// What the fast solver says of one puzzle.
#[wasm_bindgen]
pub struct FastAnswer {
    count: u32,
    guesses: f64,
    grid: String,
    millis: f64,
}

#[wasm_bindgen]
impl FastAnswer {
    /// Solutions found, at most the limit asked for.
    pub fn count(&self) -> u32 {
        self.count
    }
    /// Branching points the solver visited.
    pub fn guesses(&self) -> f64 {
        self.guesses
    }
    /// The first solution as one line ("" when there is none).
    pub fn grid(&self) -> String {
        self.grid.clone()
    }
    pub fn millis(&self) -> f64 {
        self.millis
    }
}

/// Solve a puzzle at once with the fast solver, counting solutions up to `limit` (2 tells
/// whether it is unique): "Solve now" and "Is it unique?" in the page.
#[wasm_bindgen]
pub fn sudoku_fast(text: &str, limit: u32) -> Result<FastAnswer, JsValue> {
    let puzzle = Puzzle::parse(text).map_err(error)?;
    let t = js_sys::Date::now();
    let r = sudoku::FastSolver::new(puzzle.shape).solve(&puzzle, u64::from(limit.max(1)));
    Ok(FastAnswer {
        count: r.count as u32,
        guesses: r.guesses as f64,
        grid: r.first.map(|g| sudoku::line(&g)).unwrap_or_default(),
        millis: js_sys::Date::now() - t,
    })
}

/// Solve every puzzle of a list with the fast sudoku solver (the benchmark hook). Returns
/// the number solved.
#[wasm_bindgen]
pub fn sudoku_solve_all(text: &str, limit: f64) -> Result<f64, JsValue> {
    let (_, solved) = sudoku::solve_all(text, limit as u64).map_err(error)?;
    Ok(solved as f64)
}
