//! The search tree for the page: the tree a stepped search has grown so far (`tree()` on
//! each depth-first class, from the engine's [`Growth`]) and the measurement of the whole
//! tree that a worker runs in slices ([`TreeMeasure`]: exact where feasible, Knuth's
//! estimate where not), with the lesson's k^N figure to set beside it.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{args, bad, error, to_js};
use crate::engine::{Growth, Lesson, Measure, MeasureReport, NodeKind, Phase, Problem};
use crate::puzzles::board::Board;
use crate::puzzles::knight::{self, KnightsTour, Strategy, TourSpec};
use crate::puzzles::message::Message;
use crate::puzzles::queens::{self, NQueens, Variant};
use crate::puzzles::sudoku::{self, CellChoice, Puzzle, SudokuSearch};

/// The grown tree as the page draws it.
#[derive(Serialize, tsify::Tsify)]
pub(crate) struct TreeFrame {
    /// Nodes entered per depth, the root first.
    levels: Vec<f64>,
    /// The drawn nodes, four numbers each: depth, parent, index in level, kind (0 open,
    /// 1 done, 2 dead end, 3 solution); none once more nodes were entered than are drawn.
    nodes: Vec<f64>,
    /// The current path, root first: a drawn node's number, or -1 past the drawn ones.
    path: Vec<f64>,
    /// Whether every node entered is drawn.
    all_drawn: bool,
}

pub(crate) fn tree_frame(growth: &Growth) -> JsValue {
    let kind = |k: NodeKind| match k {
        NodeKind::Open => 0.0,
        NodeKind::Done => 1.0,
        NodeKind::DeadEnd => 2.0,
        NodeKind::Solution => 3.0,
    };
    to_js(&TreeFrame {
        levels: growth.levels().iter().map(|&l| l as f64).collect(),
        // Past the drawn nodes the page draws the levels and the path alone.
        nodes: (if growth.all_drawn() {
            growth.nodes()
        } else {
            &[]
        })
        .iter()
        .flat_map(|n| {
            [
                f64::from(n.depth),
                f64::from(n.parent),
                n.index as f64,
                kind(n.kind),
            ]
        })
        .collect(),
        path: growth.path().map(|p| p.map_or(-1.0, f64::from)).collect(),
        all_drawn: growth.all_drawn(),
    })
}

/// `tree()` for a class whose trace's view is `(board, counters, Growth)`.
macro_rules! tree_method {
    ($class:ty) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// The search tree grown so far (see `TreeFrame`).
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "TreeFrame")]
            pub fn tree(&self) -> wasm_bindgen::JsValue {
                $crate::web::tree::tree_frame(&self.trace.view().tree)
            }
        }
    };
}

pub(crate) use tree_method;

/// What to measure: the puzzle and its parameters as the view has them, plus how.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TreeOptions {
    puzzle: String,
    #[serde(default)]
    board: Option<String>,
    #[serde(default)]
    start: Option<String>,
    #[serde(default)]
    closed: bool,
    #[serde(default)]
    prune: bool,
    #[serde(default)]
    n: Option<u32>,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    grid: Option<String>,
    #[serde(default)]
    cell: Option<String>,
    /// Probes for the estimate (default [`PROBES`], at most [`MAX_PROBES`]).
    #[serde(default)]
    probes: Option<u32>,
    #[serde(default)]
    seed: Option<u32>,
}

/// The fields of [`TreeOptions`].
const OPTION_NAMES: [&str; 11] = [
    "puzzle", "board", "start", "closed", "prune", "n", "variant", "grid", "cell", "probes", "seed",
];

/// Nodes the exact count may walk before the page estimates instead: a few seconds.
const EXACT_LIMIT: u64 = 20_000_000;
const PROBES: u32 = 20_000;
const MAX_PROBES: u32 = 10_000_000;

enum AnyMeasure {
    Knight(Measure<KnightsTour>),
    Queens(Measure<NQueens>),
    Sudoku(Measure<SudokuSearch>),
}

/// The whole tree of a puzzle, measured in a worker (`run(slice)`, then `report()`).
#[wasm_bindgen]
pub struct TreeMeasure {
    measure: AnyMeasure,
    lesson: Lesson,
}

/// What the measurement knows so far.
#[derive(Serialize, tsify::Tsify)]
struct TreeReport {
    /// "exact" while counting, "probes" while estimating, "done".
    #[tsify(type = "\"exact\" | \"probes\" | \"done\"")]
    phase: &'static str,
    exact: bool,
    levels: Vec<f64>,
    nodes: f64,
    ci_low: f64,
    ci_high: f64,
    probes: f64,
    branching_factor: f64,
    depth: f64,
    /// Where the exact count gave up (0 if it did not).
    abandoned_at: f64,
    progress: f64,
    lesson: Lesson,
}

fn measure<P: Problem + Clone>(problem: P, root: P::State, o: &TreeOptions) -> Measure<P>
where
    P::State: Clone,
{
    let probes = o.probes.unwrap_or(PROBES).clamp(1, MAX_PROBES);
    Measure::new(
        problem,
        root,
        EXACT_LIMIT,
        u64::from(probes),
        u64::from(o.seed.unwrap_or(1)),
    )
}

#[wasm_bindgen]
impl TreeMeasure {
    /// `{puzzle: "knight", board, start, closed, prune}`, `{puzzle: "queens", n, variant}`
    /// or `{puzzle: "sudoku", grid, cell}`, with optional `probes` and `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<TreeMeasure, JsValue> {
        let o: TreeOptions = args::options(options, "options", &OPTION_NAMES)?;
        let need = |v: &Option<String>, name: &'static str| {
            v.clone()
                .ok_or_else(|| bad(Message::new("tree.missing").text("name", name)))
        };
        let (measure, lesson) = match o.puzzle.as_str() {
            "knight" => {
                let board = Board::parse(&need(&o.board, "board")?).map_err(error)?;
                let start = board
                    .parse_square(&need(&o.start, "start")?)
                    .map_err(error)?;
                let spec = TourSpec {
                    prune: o.prune,
                    ..TourSpec::new(board, start, Strategy::Dfs, o.closed)
                };
                let problem = spec.problem();
                let root = problem.root();
                (
                    AnyMeasure::Knight(measure(problem, root, &o)),
                    knight::lesson(board),
                )
            }
            "queens" => {
                let n = o.n.unwrap_or(8);
                let n = queens::parse_n(&n.to_string(), queens::MAX_DRAWN, "the board")
                    .map_err(error)?;
                let variant =
                    Variant::parse(o.variant.as_deref().unwrap_or("mark")).map_err(error)?;
                let problem = NQueens::new(n, variant);
                let root = problem.root();
                (
                    AnyMeasure::Queens(measure(problem, root, &o)),
                    queens::lesson(n),
                )
            }
            "sudoku" => {
                let puzzle = Puzzle::parse(&need(&o.grid, "grid")?).map_err(error)?;
                let choice = CellChoice::parse(o.cell.as_deref().unwrap_or("mrv"))
                    .ok_or_else(|| bad(Message::new("tree.missing").text("name", "cell")))?;
                let (problem, root) = SudokuSearch::of(&puzzle, choice);
                (
                    AnyMeasure::Sudoku(measure(problem, root, &o)),
                    sudoku::lesson(&puzzle),
                )
            }
            other => return Err(bad(Message::new("tree.unknown_puzzle").text("name", other))),
        };
        Ok(TreeMeasure { measure, lesson })
    }

    /// Work for about `budget` steps (1 to 10^9); true once finished.
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        let budget = args::whole(&budget, "budget", 1, 1_000_000_000)?;
        Ok(match &mut self.measure {
            AnyMeasure::Knight(m) => m.run(budget),
            AnyMeasure::Queens(m) => m.run(budget),
            AnyMeasure::Sudoku(m) => m.run(budget),
        })
    }

    /// What is known so far (see `TreeReport`).
    #[wasm_bindgen(unchecked_return_type = "TreeReport")]
    pub fn report(&self) -> JsValue {
        let r: MeasureReport = match &self.measure {
            AnyMeasure::Knight(m) => m.report(),
            AnyMeasure::Queens(m) => m.report(),
            AnyMeasure::Sudoku(m) => m.report(),
        };
        to_js(&TreeReport {
            phase: match r.phase {
                Phase::Exact => "exact",
                Phase::Probes => "probes",
                Phase::Done => "done",
            },
            exact: r.exact,
            levels: r.levels,
            nodes: r.nodes,
            ci_low: r.ci_low,
            ci_high: r.ci_high,
            probes: r.probes as f64,
            branching_factor: r.branching_factor,
            depth: r.depth as f64,
            abandoned_at: r.abandoned_at as f64,
            progress: r.progress,
            lesson: self.lesson,
        })
    }
}
