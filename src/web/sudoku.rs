//! Sudoku for the page: a steppable depth-first search and a steppable breadth-first search
//! (either cell choice) whose steps go back exactly, each drawn from one frame; the check
//! that names and locates conflicting givens; the comparison table's rows and the fast
//! solver, both run by the page's generic worker; and the benchmark hook.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::code::last_two;
use super::predict::after;
use super::search::{Model, Page, Player};
use super::{args, error, to_js};
use crate::engine::{Dfs, Event, FrontierBfs, FrontierEvent, FrontierView, Goal, Observed};
use crate::puzzles::code::CodeState;
use crate::puzzles::message::{Coded, Message};
use crate::puzzles::predict::{Question, Verdict};
use crate::puzzles::sudoku::{
    self, CellChoice, Puzzle, SudokuError, SudokuSearch, SudokuView, PAGE_BOUNDS,
};

/// The next grids of the BFS queue a frame carries (drawn small by the page).
const QUEUED_SHOWN: u64 = 6;
/// Points of the frontier's growth curve a frame carries.
const HISTORY_POINTS: usize = 300;

/// What a frame of either class shows: the puzzle, the grid at the cursor with its pencil
/// marks (candidates as bits 1..=size), the solutions met, the last placement, the nodes
/// and the status message.
#[derive(Serialize, tsify::Tsify)]
struct GridFrame {
    size: u32,
    box_rows: u32,
    box_cols: u32,
    /// The grid's digits in order as it writes them (values 1..=size): "123456789", on
    /// 16x16 1-G or 0-F, the notation the puzzle was read in.
    digits: String,
    /// The givens (0 for empty cells).
    givens: Vec<u8>,
    /// The puzzle on one line in its notation, `.` for empty cells (what the URL holds).
    puzzle: String,
    cells: Vec<u8>,
    candidates: Vec<u32>,
    solutions: f64,
    last: Option<Placed>,
    nodes: f64,
    status: Message,
}

impl GridFrame {
    fn of(
        p: &Puzzle,
        cells: Vec<u8>,
        solutions: u64,
        last: Option<Placed>,
        nodes: u64,
        status: Message,
    ) -> GridFrame {
        GridFrame {
            size: p.shape.size,
            box_rows: p.shape.box_rows,
            box_cols: p.shape.box_cols,
            digits: p.shape.digits(),
            givens: p.cells.clone(),
            puzzle: p.to_line(),
            candidates: sudoku::candidates(p.shape, &cells),
            cells,
            solutions: solutions as f64,
            last,
            nodes: nodes as f64,
            status,
        }
    }
}

/// The digit the last step wrote (or took back, or found a dead end below).
#[derive(Serialize, tsify::Tsify)]
struct Placed {
    cell: u32,
    digit: u32,
    /// Taken back (DFS) or a dead end (BFS): drawn red.
    back: bool,
}

fn placed(mv: u32, back: bool) -> Placed {
    Placed {
        cell: mv >> 5,
        digit: mv & 31,
        back,
    }
}

/// The most solutions `sudoku_fast` and `sudoku_solve_all` count to (the page asks for 2).
const FAST_LIMIT: u64 = 1_000;

/// The options object `{p, cell, frontier, limit}` (see `sudoku::options::OPTIONS`; one
/// left out takes its default), read as the page checks it, and the grid parsed.
fn parse_options(options: JsValue) -> Result<(Puzzle, CellChoice, Option<u64>), JsValue> {
    let given = args::given(options, "options", sudoku::options::OPTIONS)?;
    let o = sudoku::options::read(&given).ok().map_err(error)?;
    let puzzle = Puzzle::parse(&o.grid).map_err(error)?;
    Ok((puzzle, o.cell, o.limit))
}

/// A sudoku search that a person steps through (model `sudoku`).
#[derive(Clone)]
pub(crate) struct Sudoku {
    puzzle: Puzzle,
    choice: CellChoice,
    limit: Option<u64>,
}

impl Model for Sudoku {
    type Search = Dfs<SudokuSearch>;
    type View = Observed<SudokuView>;
    fn start(&self) -> (Self::Search, Self::View) {
        let goal = self.limit.map_or(Goal::All, Goal::Limit);
        (
            SudokuSearch::dfs(&self.puzzle, self.choice, goal),
            Observed::new(SudokuView::new(&self.puzzle)),
        )
    }
}

/// Extra `solution` of either model: solution `k` (from 0) of the `met` ones up to the
/// cursor, its cells (`cells(k)`, as a `Uint8Array`); a coded error if there is no such
/// solution yet.
fn solution(
    met: usize,
    k: &JsValue,
    cells: impl FnOnce(usize) -> Vec<u8>,
) -> Result<JsValue, JsValue> {
    let k = args::index(k, "solution", met)?;
    Ok(js_sys::Uint8Array::from(&cells(k as usize)[..]).into())
}

impl Page for Player<Sudoku> {
    fn offers(&self) -> &'static [&'static str] {
        &[
            "question", "answer", "code", "table", "levels", "tree", "solution",
        ]
    }
    /// The frame at the cursor (`SudokuFrame`): the grid as filled, pencil marks
    /// (candidates as bits 1..=size), how often each cell was emptied again, the last
    /// placement, the counters and the status message.
    fn frame(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "SudokuFrame")]
        struct Frame {
            #[serde(flatten)]
            grid: GridFrame,
            emptied: Vec<u32>,
            backtracks: f64,
        }
        let Observed { view, counters, .. } = self.trace.view();
        let last = match self.trace.last_event() {
            Some(Event::Visit(mv)) => Some(placed(*mv, false)),
            Some(Event::Backtrack(mv)) => Some(placed(*mv, true)),
            _ => None,
        };
        to_js(&Frame {
            grid: GridFrame::of(
                &self.model.puzzle,
                view.cells().to_vec(),
                view.count(),
                last,
                counters.nodes,
                self.status(),
            ),
            emptied: view.emptied().to_vec(),
            backtracks: counters.backtracks as f64,
        })
    }
    fn tree(&self) -> Option<JsValue> {
        Some(super::tree::tree_frame(&self.trace.view().tree))
    }
    fn levels(&self) -> Option<JsValue> {
        Some(super::table::levels(self.model.start().0))
    }
    fn table(&self) -> Option<JsValue> {
        Some(to_js(&crate::puzzles::sudoku::table::sudoku(
            &self.model.puzzle,
            self.model.choice,
            crate::puzzles::table::MAX_STEPS,
        )))
    }
    /// Extra `solution`: solution `k` (from 0) met up to the cursor, its cells.
    fn extra(&mut self, name: &str, k: &JsValue) -> Option<Result<JsValue, JsValue>> {
        let found = self.trace.view().view.found();
        (name == "solution").then(|| solution(found.len(), k, |k| found[k].clone()))
    }
    fn code(&self) -> Option<CodeState> {
        let (last, before) = last_two(&self.trace);
        Some(sudoku::code::state(
            &self.model.puzzle,
            self.model.choice,
            &self.trace.view().view,
            last,
            before,
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek();
        let watched = self.trace.view();
        let cells = watched.view.cells().to_vec();
        let (shape, choice, limit) = (self.model.puzzle.shape, self.model.choice, self.model.limit);
        let puzzle = &self.model.puzzle;
        // Whether the step asked about is the search's last (the trace has recorded it).
        let ended = self.trace.ended() && self.trace.recorded() as u64 == self.trace.steps() + 1;
        sudoku::predict::question(shape, choice, &cells, next, || {
            // The narration of the step, as the status line says it once it is shown.
            let event = next.expect("asked only before an event");
            let after = after(watched, &event);
            sudoku::dfs_status(
                puzzle,
                choice,
                limit,
                &after.view,
                &after.counters,
                ended,
                Some(&event),
            )
        })
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        let cells = self.trace.view().view.cells();
        Some(sudoku::predict::grade(
            self.model.puzzle.shape,
            self.model.choice,
            cells,
            q,
            text,
        ))
    }
}

impl Sudoku {
    /// A DFS from `{p: the grid, cell: "first" | "mrv", limit}`, stopping after `limit`
    /// solutions ("0": find all; at most 999,999).
    pub(crate) fn new(options: JsValue) -> Result<Sudoku, JsValue> {
        let (puzzle, choice, limit) = parse_options(options)?;
        Ok(Sudoku {
            puzzle,
            choice,
            limit,
        })
    }
}

impl Player<Sudoku> {
    fn status(&self) -> Message {
        let Observed { view, counters, .. } = self.trace.view();
        sudoku::dfs_status(
            &self.model.puzzle,
            self.model.choice,
            self.model.limit,
            view,
            counters,
            self.trace.finished(),
            self.trace.last_event(),
        )
    }
}

/// A breadth-first sudoku search that a person steps through: each step takes the oldest
/// grid off the queue and puts its children (one per candidate of the chosen cell) at the
/// back, so the frontier's growth can be watched. The frontier is capped at
/// `sudoku::stepping_bfs_cap` (bytes of the page's bounds, as grids of this size). It has no
/// `code()` yet: the code panel stays empty for BFS (model `sudoku-bfs`).
#[derive(Clone)]
pub(crate) struct SudokuBfs {
    puzzle: Puzzle,
    choice: CellChoice,
    limit: Option<u64>,
}

impl Model for SudokuBfs {
    type Search = FrontierBfs<SudokuSearch>;
    type View = FrontierView;
    fn start(&self) -> (Self::Search, Self::View) {
        (
            sudoku::stepping_bfs(&self.puzzle, self.choice, self.limit),
            FrontierView::default(),
        )
    }
}

impl Page for Player<SudokuBfs> {
    fn offers(&self) -> &'static [&'static str] {
        &["table", "solution"]
    }
    /// The frame at the cursor: the grid just taken off the queue (the puzzle itself before
    /// the first step) with its pencil marks, the counters, the queue by depth (at most two
    /// depths, shallowest first), the next grids waiting (flattened, size * size cells
    /// each), the frontier's size after evenly spaced steps up to the cursor (its growth
    /// curve), and the status message (`SudokuBfsFrame`).
    fn frame(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        struct Depth {
            /// Digits written beyond the givens.
            depth: u32,
            count: f64,
        }
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "SudokuBfsFrame")]
        struct Frame {
            #[serde(flatten)]
            grid: GridFrame,
            dead_ends: f64,
            frontier: f64,
            max_frontier: f64,
            capped: bool,
            depths: Vec<Depth>,
            queued: Vec<u8>,
            history: Vec<f64>,
        }
        let v = self.trace.view();
        let cells = self.grid(v.taken.saturating_sub(1));
        let dead = matches!(self.trace.last_event(), Some(FrontierEvent::DeadEnd));
        let last = self.last_move().map(|mv| placed(mv, dead));
        to_js(&Frame {
            grid: GridFrame::of(
                &self.model.puzzle,
                cells,
                v.solutions.len() as u64,
                last,
                v.taken,
                self.status(),
            ),
            dead_ends: v.dead_ends as f64,
            frontier: v.frontier() as f64,
            max_frontier: v.max_frontier as f64,
            capped: v.capped,
            depths: sudoku::queue_depths(self.trace.search().tree(), v.taken, v.made)
                .into_iter()
                .map(|(depth, n)| Depth {
                    depth,
                    count: n as f64,
                })
                .collect(),
            queued: (v.taken..v.made.min(v.taken + QUEUED_SHOWN))
                .flat_map(|n| self.grid(n))
                .collect(),
            history: crate::engine::frontier_history(self.trace.shown(), HISTORY_POINTS)
                .into_iter()
                .map(|n| n as f64)
                .collect(),
        })
    }
    fn bounded(&self) -> bool {
        self.trace.search().capped()
    }
    fn table(&self) -> Option<JsValue> {
        Some(to_js(&crate::puzzles::sudoku::table::sudoku_bfs(
            &self.model.puzzle,
            self.model.choice,
            crate::puzzles::table::MAX_STEPS,
        )))
    }
    /// Extra `solution`: solution `k` (from 0) met up to the cursor, its cells.
    fn extra(&mut self, name: &str, k: &JsValue) -> Option<Result<JsValue, JsValue>> {
        let met = &self.trace.view().solutions;
        (name == "solution").then(|| solution(met.len(), k, |k| self.grid(met[k])))
    }
}

impl SudokuBfs {
    /// A BFS from the same options object as `Sudoku`.
    pub(crate) fn new(options: JsValue) -> Result<SudokuBfs, JsValue> {
        let (puzzle, choice, limit) = parse_options(options)?;
        Ok(SudokuBfs {
            puzzle,
            choice,
            limit,
        })
    }
}

impl Player<SudokuBfs> {
    fn grid(&self, node: u64) -> Vec<u8> {
        sudoku::grid_after(&self.model.puzzle, &self.trace.search().path(node))
    }

    /// The move that made the grid just taken off the queue (none for the puzzle itself).
    fn last_move(&self) -> Option<u32> {
        let taken = self.trace.view().taken;
        taken
            .checked_sub(1)
            .and_then(|n| self.trace.search().tree().get(n as usize))
            .and_then(|n| n.mv)
    }

    fn status(&self) -> Message {
        sudoku::bfs_status(
            &self.model.puzzle,
            self.model.limit,
            self.trace.view(),
            self.trace.finished(),
            self.trace.last_event(),
            self.last_move(),
        )
    }
}

/// Check a puzzle: `null` when it can be searched; otherwise `{error, cells, conflicts,
/// size, box_rows, box_cols, puzzle}`: the coded error, the cells as read without checking
/// the givens (0 empty; empty when the text cannot be read at all), the cells whose givens
/// conflict, and the grid's shape and one-line text (0 and "" when unreadable), for the
/// page to draw the puzzle with its conflict and to keep it in the URL.
#[wasm_bindgen(unchecked_return_type = "SudokuProblem | null")]
pub fn sudoku_check(text: JsValue) -> Result<JsValue, JsValue> {
    let text = args::text(&text, "text")?;
    let text = text.as_str();
    #[derive(Serialize, tsify::Tsify)]
    #[tsify(rename = "SudokuProblem")]
    struct Problem {
        error: Message,
        cells: Vec<u8>,
        conflicts: Vec<u32>,
        size: u32,
        box_rows: u32,
        box_cols: u32,
        digits: String,
        puzzle: String,
    }
    Ok(match Puzzle::parse(text) {
        Ok(_) => JsValue::NULL,
        Err(e) => {
            let read = Puzzle::parse_unchecked(text).ok();
            let shape = read.as_ref().map(|p| p.shape);
            to_js(&Problem {
                error: e.message(),
                size: shape.map_or(0, |s| s.size),
                box_rows: shape.map_or(0, |s| s.box_rows),
                box_cols: shape.map_or(0, |s| s.box_cols),
                digits: shape.map(|s| s.digits()).unwrap_or_default(),
                puzzle: read.as_ref().map(Puzzle::to_line).unwrap_or_default(),
                cells: read.map(|p| p.cells).unwrap_or_default(),
                conflicts: match &e {
                    SudokuError::Conflict { cells, .. } => {
                        cells.iter().map(|&c| c as u32).collect()
                    }
                    _ => Vec::new(),
                },
            })
        }
    })
}

/// One row of the comparison table.
#[derive(Serialize, tsify::Tsify)]
struct CompareRow {
    /// "dfs" or "bfs".
    frontier: &'static str,
    /// Stopped at the first solution (or looked for all).
    first_only: bool,
    /// "first" (first empty cell) or "mrv" (fewest candidates).
    choice: &'static str,
    solutions: f64,
    nodes: f64,
    dead_ends: f64,
    max_frontier: f64,
    /// Whether the whole tree was searched.
    complete: bool,
    /// Whether BFS stopped at its frontier cap.
    capped: bool,
    /// The frontier cap, in grids of this size.
    cap: f64,
    /// Whether the search stopped at its node limit (the page's bounds).
    node_limited: bool,
    /// The node limit.
    node_limit: f64,
    millis: f64,
}

/// How long repeated runs of a fast search take together before their mean is its time.
const MEASURABLE_MS: f64 = 5.0;
/// At most this many runs of one fast search.
const MAX_RUNS: u32 = 10_000;

/// Milliseconds from the high-resolution clock (`performance.now()`, in a window or a
/// worker), or from the date where there is none.
fn now() -> f64 {
    let performance =
        js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance")).ok();
    performance
        .and_then(|p| {
            let f: js_sys::Function = js_sys::Reflect::get(&p, &JsValue::from_str("now"))
                .ok()?
                .dyn_into()
                .ok()?;
            f.call0(&p).ok()?.as_f64()
        })
        .unwrap_or_else(js_sys::Date::now)
}

/// One row of the comparison table (0..`sudoku_compare_rows()`), as a `CompareRow`. The
/// page's worker asks for the rows one by one and shows its progress between them; BFS is
/// capped as in the stepping view, to bound memory.
#[wasm_bindgen(unchecked_return_type = "CompareRow")]
pub fn sudoku_compare_row(text: JsValue, row: JsValue) -> Result<JsValue, JsValue> {
    compare_row(text, row).map(|r| to_js(&r))
}

fn compare_row(text: JsValue, row: JsValue) -> Result<CompareRow, JsValue> {
    let puzzle = Puzzle::parse(&args::text(&text, "text")?).map_err(error)?;
    let index = args::index(&row, "row", sudoku::COMPARISON_ROWS)? as usize;
    let mut row = sudoku::compare_row(&puzzle, index, PAGE_BOUNDS, &now);
    // A search under a few milliseconds is below what one reading of the browser's clock
    // resolves (it is coarsened to 0.1 ms): the same search (deterministic) is run again
    // until the runs together take long enough, and their mean is the time.
    if row.millis < MEASURABLE_MS {
        let t = now();
        let mut runs = 0u32;
        while runs == 0 || (runs < MAX_RUNS && now() - t < MEASURABLE_MS) {
            sudoku::compare_row(&puzzle, index, PAGE_BOUNDS, &|| 0.0);
            runs += 1;
        }
        row.millis = (now() - t) / f64::from(runs);
    }
    let r = &row.report;
    Ok(CompareRow {
        frontier: row.frontier.name(),
        first_only: row.first,
        choice: row.choice.name(),
        solutions: r.count as f64,
        nodes: r.nodes as f64,
        dead_ends: r.backtracks as f64,
        max_frontier: r.max_frontier as f64,
        complete: r.complete,
        capped: r.capped,
        cap: r.cap as f64,
        node_limited: r.node_limited,
        node_limit: PAGE_BOUNDS.nodes as f64,
        millis: row.millis,
    })
}

/// The number of rows `sudoku_compare_row` takes.
#[wasm_bindgen]
pub fn sudoku_compare_rows() -> u32 {
    sudoku::COMPARISON_ROWS as u32
}

/// What the fast solver says of one puzzle.
#[derive(Serialize, tsify::Tsify)]
struct FastAnswer {
    /// Solutions found, at most the limit asked for.
    count: u32,
    /// Branching points the solver visited.
    guesses: f64,
    /// The first solution's cells (empty when there is none).
    grid: Vec<u8>,
    millis: f64,
    /// Whether the solver gave up at `FAST_GUESSES` before it could tell (the count is then
    /// what it had found).
    stopped: bool,
}

/// Guesses the fast solver makes on one puzzle in the page before it gives up: about ten
/// seconds on a 16x16 puzzle that defeats it (the pigeonhole example), where every 9x9
/// puzzle of the benchmark sets needs at most a few thousand.
const FAST_GUESSES: u64 = 10_000_000;

/// Solve a puzzle at once with the fast solver, counting solutions up to `limit` (2 tells
/// whether it is unique): "Solve now" and "Is it unique?" in the page: `{count, guesses,
/// grid, millis, stopped}`, stopped after `FAST_GUESSES` guesses.
#[wasm_bindgen(unchecked_return_type = "FastAnswer")]
pub fn sudoku_fast(text: JsValue, limit: JsValue) -> Result<JsValue, JsValue> {
    fast(text, limit).map(|a| to_js(&a))
}

fn fast(text: JsValue, limit: JsValue) -> Result<FastAnswer, JsValue> {
    let puzzle = Puzzle::parse(&args::text(&text, "text")?).map_err(error)?;
    let limit = args::whole(&limit, "limit", 1, FAST_LIMIT)?;
    let t = now();
    let r = sudoku::FastSolver::new(puzzle.shape).solve_within(&puzzle, limit, FAST_GUESSES);
    Ok(FastAnswer {
        count: r.count as u32,
        guesses: r.guesses as f64,
        grid: r.first.unwrap_or_default(),
        millis: now() - t,
        stopped: r.stopped,
    })
}

/// Solve every puzzle of a list with the fast sudoku solver (the benchmark hook), counting
/// each one's solutions up to `limit` (1 to 1,000). Returns the number solved.
#[wasm_bindgen]
pub fn sudoku_solve_all(text: JsValue, limit: JsValue) -> Result<f64, JsValue> {
    let text = args::text(&text, "text")?;
    let limit = args::whole(&limit, "limit", 1, FAST_LIMIT)?;
    let (_, solved) = sudoku::solve_all(&text, limit).map_err(error)?;
    Ok(solved as f64)
}
