//! The knight's tour for the page: a recorded, steppable tour search; a counter and a plain
//! search that the worker runs in slices; and the knight graph for the overlays.

use wasm_bindgen::prelude::*;

use super::error;
use super::player::player_methods;
use crate::engine::{Dfs, Event, Goal, Outcome, Trace, TraceCounters};
use crate::puzzles::board::Board;
use crate::puzzles::knight::{self, KnightsTour, Strategy, TourCounter, TourSpec, TourView};

fn outcome_name(outcome: Outcome) -> JsValue {
    super::to_js(&super::OutcomeKind::from(outcome))
}

/// The most events one tour keeps for stepping back: 8 bytes each.
const RECORDING: usize = 4_000_000;

/// A knight's tour search that a person steps through, forwards and back.
#[wasm_bindgen]
pub struct KnightTour {
    spec: TourSpec,
    trace: Trace<Dfs<KnightsTour>, (TourView, TraceCounters)>,
    full: bool,
}

fn spec_from(
    board: &str,
    start: &str,
    strategy: &str,
    closed: bool,
    prune: Option<bool>,
) -> Result<TourSpec, JsValue> {
    let mut spec = TourSpec::parse(board, start, strategy, closed).map_err(error)?;
    if let Some(p) = prune {
        spec.prune = p;
    }
    Ok(spec)
}

player_methods!(KnightTour);

#[wasm_bindgen]
impl KnightTour {
    /// A search on `board` ("8x8") from `start` ("a1") by `strategy` ("dfs", "warnsdorff",
    /// "most"); `prune` defaults to the strategy's own default when left out.
    #[wasm_bindgen(constructor)]
    pub fn new(
        board: &str,
        start: &str,
        strategy: &str,
        closed: bool,
        prune: Option<bool>,
    ) -> Result<KnightTour, JsValue> {
        let spec = spec_from(board, start, strategy, closed, prune)?;
        Ok(KnightTour::from_spec(spec))
    }

    fn from_spec(spec: TourSpec) -> KnightTour {
        KnightTour {
            spec,
            trace: Trace::new(
                spec.search(Goal::First),
                (TourView::new(spec), TraceCounters::default()),
                RECORDING,
            ),
            full: false,
        }
    }

    fn counters(&self) -> TraceCounters {
        self.trace.view().1
    }

    fn fresh(&self) -> KnightTour {
        KnightTour::from_spec(self.spec)
    }

    pub fn rows(&self) -> u32 {
        self.spec.board.rows()
    }
    pub fn cols(&self) -> u32 {
        self.spec.board.cols()
    }
    pub fn start(&self) -> u32 {
        self.spec.start
    }
    pub fn strategy(&self) -> String {
        self.spec.strategy.name().to_string()
    }
    pub fn closed(&self) -> bool {
        self.spec.closed
    }
    pub fn prune(&self) -> bool {
        self.spec.prune
    }
    pub fn nodes(&self) -> f64 {
        self.counters().nodes as f64
    }
    pub fn backtracks(&self) -> f64 {
        self.counters().backtracks as f64
    }
    pub fn depth(&self) -> u32 {
        self.counters().depth
    }
    pub fn solutions(&self) -> f64 {
        self.counters().solutions as f64
    }
    /// "running", "solved" or "exhausted", as of the events shown.
    pub fn outcome(&self) -> JsValue {
        outcome_name(if self.trace.finished() {
            self.trace.search().outcome()
        } else {
            Outcome::Running
        })
    }
    /// The kind of the last event shown: "visit", "backtrack", "solution", "exhausted" or "".
    pub fn last_event(&self) -> JsValue {
        super::to_js(&super::EventKind::of(self.trace.last_event()))
    }
    /// The square the knight last backed out of, if the last event was a backtrack.
    pub fn backed_from(&self) -> Option<u32> {
        match self.trace.last_event() {
            Some(Event::Backtrack(cell)) => Some(knight::Cells::new(self.spec.board).square(*cell)),
            _ => None,
        }
    }
    /// Step number (from 1) of every square on the path, 0 elsewhere; index rank * cols + file.
    pub fn order(&self) -> Vec<u32> {
        self.trace.view().0.order().to_vec()
    }
    /// How many times the knight has backed out of each square.
    pub fn backed_out(&self) -> Vec<u32> {
        self.trace.view().0.backed_out().to_vec()
    }
    /// The squares of the path in order.
    pub fn path(&self) -> Vec<u32> {
        self.trace.view().0.path().to_vec()
    }
    /// The knight's square.
    pub fn head(&self) -> u32 {
        self.trace.view().0.head()
    }
    /// The status line for the events shown.
    pub fn status(&self) -> String {
        let c = self.counters();
        knight::status(
            self.spec,
            &self.trace.view().0,
            self.trace.last_event(),
            c.steps,
            c.nodes,
        )
    }
    /// Why a theorem says no tour starts here, if one does.
    pub fn no_tour_reason(&self) -> Option<String> {
        self.spec.no_tour_reason()
    }
    /// The name of a square, e.g. "a1".
    pub fn square_name(&self, square: u32) -> String {
        self.spec.board.name(square)
    }
}

/// Check a board size and square; the message if they are bad.
#[wasm_bindgen]
pub fn check_knight_spec(board: &str, start: &str, strategy: &str) -> Result<(), JsValue> {
    TourSpec::parse(board, start, strategy, false)
        .map(|_| ())
        .map_err(error)
}

/// Number of knight's moves from every square (the heat map).
#[wasm_bindgen]
pub fn knight_degrees(board: &str) -> Result<Vec<u8>, JsValue> {
    Ok(knight::degrees(Board::parse(board).map_err(error)?))
}

/// Every edge of the knight graph, flattened as [a, b, a, b, ...].
#[wasm_bindgen]
pub fn knight_edges(board: &str) -> Result<Vec<u32>, JsValue> {
    let board = Board::parse(board).map_err(error)?;
    Ok(knight::edges(board)
        .into_iter()
        .flat_map(|(a, b)| [a, b])
        .collect())
}

/// Counts tours in slices, for a worker to run with progress and cancel.
#[wasm_bindgen]
pub struct KnightCounter {
    counter: TourCounter,
}

#[wasm_bindgen]
impl KnightCounter {
    /// Count tours on `board` from `start`, or from every square when `start` is "all".
    #[wasm_bindgen(constructor)]
    pub fn new(board: &str, start: &str, closed: bool) -> Result<KnightCounter, JsValue> {
        let board = Board::parse(board).map_err(error)?;
        let start = if start.eq_ignore_ascii_case("all") {
            None
        } else {
            Some(board.parse_square(start).map_err(error)?)
        };
        Ok(KnightCounter {
            counter: TourCounter::new(board, start, closed).map_err(error)?,
        })
    }
    /// Search about `budget` more steps; true when the count is complete.
    pub fn run(&mut self, budget: f64) -> bool {
        self.counter.run(budget as u64)
    }
    pub fn tours(&self) -> f64 {
        self.counter.tours() as f64
    }
    pub fn nodes(&self) -> f64 {
        self.counter.nodes() as f64
    }
    pub fn progress(&self) -> f64 {
        self.counter.progress()
    }
}

/// One tour searched flat out in slices, recording nothing: boards too big to step through.
#[wasm_bindgen]
pub struct KnightSearch {
    spec: TourSpec,
    dfs: crate::engine::Dfs<KnightsTour>,
}

#[wasm_bindgen]
impl KnightSearch {
    #[wasm_bindgen(constructor)]
    pub fn new(
        board: &str,
        start: &str,
        strategy: &str,
        closed: bool,
        prune: Option<bool>,
    ) -> Result<KnightSearch, JsValue> {
        let spec = spec_from(board, start, strategy, closed, prune)?;
        Ok(KnightSearch {
            spec,
            dfs: spec.search(Goal::First),
        })
    }
    /// Run about `budget` more steps; true when the search has stopped, or when a theorem
    /// already says there is no tour (see `reason`).
    pub fn run(&mut self, budget: f64) -> bool {
        self.spec.theorem_answer().is_some() || self.dfs.run(budget as u64) != Outcome::Running
    }
    pub fn nodes(&self) -> f64 {
        self.dfs.stats().nodes as f64
    }
    pub fn backtracks(&self) -> f64 {
        self.dfs.stats().backtracks as f64
    }
    pub fn depth(&self) -> u32 {
        self.dfs.stats().depth
    }
    pub fn progress(&self) -> f64 {
        self.dfs.progress()
    }
    /// "running", "solved" or "exhausted".
    pub fn outcome(&self) -> JsValue {
        outcome_name(self.dfs.outcome())
    }
    /// Step number (from 1) of every square on the current path, 0 elsewhere.
    pub fn order(&self) -> Vec<u32> {
        let cells = self.dfs.problem().cells();
        let mut order = vec![0; self.spec.board.len() as usize];
        for (i, &c) in self.dfs.state().path().iter().enumerate() {
            order[cells.square(c) as usize] = i as u32 + 1;
        }
        order
    }
    /// On a board too big to search exhaustively: the theorem's reason when no tour can
    /// exist, which answers without a search.
    pub fn reason(&self) -> Option<String> {
        self.spec.theorem_answer()
    }
}

/// The strategy names, in menu order.
#[wasm_bindgen]
pub fn knight_strategies() -> Vec<String> {
    Strategy::ALL.iter().map(|s| s.name().to_string()).collect()
}
