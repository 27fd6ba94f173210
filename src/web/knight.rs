//! The knight's tour for the page: a recorded, steppable tour search; a counter and a plain
//! search that the worker runs in slices; and the knight graph for the overlays.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::code::last_two;
use super::search::{Model, Page, Player};
use super::{args, error, to_js, EventKind, OutcomeKind};
use crate::engine::{Dfs, Event, Goal, Observed, Outcome};
use crate::puzzles::board::Board;
use crate::puzzles::code::CodeState;
use crate::puzzles::knight::{self, KnightsTour, TourCounter, TourSpec, TourView};
use crate::puzzles::message::{Coded, Message};
use crate::puzzles::predict::{Question, Verdict};

/// A knight's tour search that a person steps through, forwards and back (model `knight`).
#[derive(Clone)]
pub(crate) struct KnightTour {
    spec: TourSpec,
}

impl Model for KnightTour {
    type Search = Dfs<KnightsTour>;
    type View = Observed<TourView>;
    fn start(&self) -> (Self::Search, Self::View) {
        let spec = self.spec;
        (spec.search(Goal::First), Observed::new(TourView::new(spec)))
    }
}

/// The most steps one `run` call takes (a worker calls again until the search ends).
const MAX_BUDGET: u64 = 1_000_000_000;

/// A tour's options object, `{board, start, strategy, closed, prune}` (see
/// `knight::options::TOUR`; one left out takes its default), read as the page checks it.
fn spec_from(options: JsValue) -> Result<TourSpec, JsValue> {
    let given = args::given(options, "options", knight::options::TOUR)?;
    knight::options::tour(&given).ok().map_err(error)
}

/// What the page shows of a tour search at the cursor.
#[derive(Serialize, tsify::Tsify)]
struct TourFrame {
    rows: u32,
    cols: u32,
    start: u32,
    closed: bool,
    /// Whether the search prunes (the strategy's default when not asked).
    prune: bool,
    nodes: f64,
    backtracks: f64,
    /// Squares entered with no way on (the board not full).
    dead_ends: f64,
    depth: u32,
    /// Where the search stands as of the events shown.
    outcome: OutcomeKind,
    /// The kind of the last event shown.
    event: Option<EventKind>,
    /// The square the knight last backed out of, if the last event was a backtrack.
    backed_from: Option<u32>,
    /// Step number (from 1) of every square on the path, 0 elsewhere.
    order: Vec<u32>,
    /// How many times the knight has backed out of each square.
    backed_out: Vec<u32>,
    /// The squares of the path in order.
    path: Vec<u32>,
    /// The knight's square.
    head: u32,
    status: Message,
    /// Why a theorem says no tour starts here, if one does.
    no_tour: Option<Message>,
    /// After a move: the moves the strategy saw at the square before, in its order, as
    /// [square, onward moves] (the narration's list, for the board to mark); else empty.
    candidates: Vec<[u32; 2]>,
}

impl Page for Player<KnightTour> {
    fn offers(&self) -> &'static [&'static str] {
        &["question", "answer", "code", "table", "levels", "tree"]
    }
    /// The frame at the cursor (`TourFrame`): the board's arrays, the counters and the
    /// status message.
    fn frame(&self) -> JsValue {
        let Observed {
            view, counters: c, ..
        } = self.trace.view();
        let last = self.trace.last_event();
        let spec = self.model.spec;
        to_js(&TourFrame {
            rows: spec.board.rows(),
            cols: spec.board.cols(),
            start: spec.start,
            closed: spec.closed,
            prune: spec.prune,
            nodes: c.nodes as f64,
            backtracks: c.backtracks as f64,
            dead_ends: view.dead_ends() as f64,
            depth: c.depth,
            outcome: OutcomeKind::from(if self.trace.finished() {
                self.trace.search().outcome()
            } else {
                Outcome::Running
            }),
            event: EventKind::of(last),
            backed_from: match last {
                Some(Event::Backtrack(cell)) => Some(knight::Cells::new(spec.board).square(*cell)),
                _ => None,
            },
            order: view.order().to_vec(),
            backed_out: view.backed_out().to_vec(),
            path: view.path().to_vec(),
            head: view.head(),
            status: knight::status(spec, view, last, c.steps, c.nodes),
            no_tour: spec.no_tour().map(|r| r.message()),
            candidates: match last {
                Some(Event::Visit(_)) => knight::candidates(spec, view.path())
                    .iter()
                    .map(|r| [r.square, r.onward])
                    .collect(),
                _ => Vec::new(),
            },
        })
    }
    fn tree(&self) -> Option<JsValue> {
        Some(super::tree::tree_frame(&self.trace.view().tree))
    }
    fn levels(&self) -> Option<JsValue> {
        Some(super::table::levels(self.model.start().0))
    }
    fn table(&self) -> Option<JsValue> {
        // The page steps its search without a node limit: the table's steps bound it.
        Some(to_js(&crate::puzzles::knight::table::knight_tour(
            self.model.spec,
            crate::puzzles::table::MAX_STEPS,
            u64::MAX,
        )))
    }
    fn code(&self) -> Option<CodeState> {
        let (last, before) = last_two(&self.trace);
        Some(knight::code::state(
            self.model.spec,
            &self.trace.view().view,
            last,
            before,
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek();
        let Observed { view, counters, .. } = self.trace.view();
        knight::predict::question(self.model.spec, view, next, counters.steps, counters.nodes)
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        Some(knight::predict::grade(
            self.model.spec,
            &self.trace.view().view,
            q,
            text,
        ))
    }
}

impl KnightTour {
    /// A search from `{board: "8x8", start: "a1", strategy: "dfs" | "warnsdorff" | "most",
    /// closed, prune}`; `prune` left out is the strategy's own default.
    pub(crate) fn new(options: JsValue) -> Result<KnightTour, JsValue> {
        Ok(KnightTour {
            spec: spec_from(options)?,
        })
    }
}

/// The knight graph on `board`, for the overlays and the line under the board:
/// `{degrees, edges, moves, edge_count, min_degree, max_degree}`. The per-square arrays
/// (moves from each square, and the edges as square pairs) come only for boards the page
/// draws square by square; they are empty for larger ones.
#[wasm_bindgen(unchecked_return_type = "KnightGraph")]
pub fn knight_graph(board: JsValue) -> Result<JsValue, JsValue> {
    #[derive(Serialize, tsify::Tsify)]
    #[tsify(rename = "KnightGraph")]
    struct Graph {
        degrees: Vec<u8>,
        edges: Vec<[u32; 2]>,
        /// Legal moves: each edge both ways.
        moves: f64,
        edge_count: f64,
        min_degree: u8,
        max_degree: u8,
    }
    let board = Board::parse(&args::text(&board, "board")?).map_err(error)?;
    let degrees = knight::degrees(board);
    let moves: u64 = degrees.iter().map(|&d| d as u64).sum();
    let min_degree = degrees.iter().copied().min().unwrap_or(0);
    let max_degree = degrees.iter().copied().max().unwrap_or(0);
    let drawn = board.rows().max(board.cols()) <= super::DRAW_SIDE;
    Ok(to_js(&Graph {
        edges: if drawn {
            knight::edges(board)
                .into_iter()
                .map(|(a, b)| [a, b])
                .collect()
        } else {
            Vec::new()
        },
        degrees: if drawn { degrees } else { Vec::new() },
        moves: moves as f64,
        edge_count: (moves / 2) as f64,
        min_degree,
        max_degree,
    }))
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
    pub fn new(board: JsValue, start: JsValue, closed: JsValue) -> Result<KnightCounter, JsValue> {
        let board = Board::parse(&args::text(&board, "board")?).map_err(error)?;
        let start = args::text(&start, "start")?;
        let closed = args::flag(&closed, "closed")?;
        let start = if start.eq_ignore_ascii_case("all") {
            None
        } else {
            Some(board.parse_square(&start).map_err(error)?)
        };
        Ok(KnightCounter {
            counter: TourCounter::new(board, start, closed).map_err(error)?,
        })
    }
    /// Search about `budget` more steps (1 to 10^9); true when the count is complete.
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        let budget = args::whole(&budget, "budget", 1, MAX_BUDGET)?;
        Ok(self.counter.run(budget))
    }
    /// `{tours, nodes, progress}` so far (progress from 0 to 1).
    #[wasm_bindgen(unchecked_return_type = "KnightCountReport")]
    pub fn report(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "KnightCountReport")]
        struct Report {
            tours: f64,
            nodes: f64,
            progress: f64,
        }
        to_js(&Report {
            tours: self.counter.tours() as f64,
            nodes: self.counter.nodes() as f64,
            progress: self.counter.progress(),
        })
    }
}

/// One tour searched flat out in slices, recording nothing: boards too big to step through.
#[wasm_bindgen]
pub struct KnightSearch {
    spec: TourSpec,
    dfs: Dfs<KnightsTour>,
}

#[wasm_bindgen]
impl KnightSearch {
    /// From the same options object as `KnightTour`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<KnightSearch, JsValue> {
        let spec = spec_from(options)?;
        Ok(KnightSearch {
            spec,
            dfs: spec.search(Goal::First),
        })
    }
    /// Run about `budget` more steps (1 to 10^9); true when the search has stopped: a tour,
    /// none, a theorem that says there is none, or `knight::NODE_LIMIT` nodes searched
    /// without one (the report's `reason` says which).
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        let budget = args::whole(&budget, "budget", 1, MAX_BUDGET)?;
        if self.spec.theorem().is_some() || self.limited() {
            return Ok(true);
        }
        let left = knight::NODE_LIMIT - self.dfs.stats().nodes;
        Ok(self.dfs.run(budget.min(left)) != Outcome::Running || self.limited())
    }
    /// `{outcome, nodes, backtracks, depth, progress, reason}`: `reason` is the message
    /// saying why there is no tour (a theorem's, or the exhausted search's), else null.
    #[wasm_bindgen(unchecked_return_type = "KnightSearchReport")]
    pub fn report(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "KnightSearchReport")]
        struct Report {
            outcome: OutcomeKind,
            nodes: f64,
            backtracks: f64,
            depth: u32,
            progress: f64,
            reason: Option<Message>,
        }
        let stats = self.dfs.stats();
        let theorem = self.spec.theorem();
        let outcome = if theorem.is_some() {
            Outcome::Exhausted
        } else {
            self.dfs.outcome()
        };
        let reason = match (theorem, outcome) {
            (Some(r), _) => Some(r.message()),
            (None, Outcome::Exhausted) => Some(knight::exhausted(self.spec, stats.nodes)),
            (None, Outcome::Running) if self.limited() => {
                Some(Message::new("knight.big.limit").count("nodes", stats.nodes))
            }
            _ => None,
        };
        to_js(&Report {
            outcome: OutcomeKind::from(outcome),
            nodes: stats.nodes as f64,
            backtracks: stats.backtracks as f64,
            depth: stats.depth,
            progress: self.dfs.progress(),
            reason,
        })
    }
    /// Step number (from 1) of every square on the current path, 0 elsewhere.
    pub fn result(&self) -> Vec<u32> {
        let cells = self.dfs.problem().cells();
        let mut order = vec![0; self.spec.board.len() as usize];
        for (i, &c) in self.dfs.state().path().iter().enumerate() {
            order[cells.square(c) as usize] = i as u32 + 1;
        }
        order
    }
}

impl KnightSearch {
    /// Whether the search has run its `knight::NODE_LIMIT` nodes without ending.
    fn limited(&self) -> bool {
        self.dfs.outcome() == Outcome::Running && self.dfs.stats().nodes >= knight::NODE_LIMIT
    }
}
