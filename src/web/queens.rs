//! N queens for the page: the recorded row-by-row search in either variant, and the
//! bitboard counter that workers run in slices (one share per worker).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::code::last_two;
use super::search::{Model, Page, Player};
use super::{args, error, to_js};
use crate::engine::{Dfs, Event, Goal, Observed};
use crate::puzzles::code::CodeState;
use crate::puzzles::message::Message;
use crate::puzzles::predict::{Question, Verdict};
use crate::puzzles::queens::{self, BoardView, Line, NQueens, QueensCounter, Variant};

/// A row-by-row N-queens search that a person steps through (model `queens`).
#[derive(Clone)]
pub(crate) struct Queens {
    n: u32,
    variant: Variant,
    all: bool,
}

impl Model for Queens {
    type Search = Dfs<NQueens>;
    type View = Observed<BoardView>;
    fn start(&self) -> (Self::Search, Self::View) {
        let goal = if self.all { Goal::All } else { Goal::First };
        (
            NQueens::new(self.n, self.variant).search(goal),
            Observed::new(BoardView::new(self.n)),
        )
    }
}

impl Page for Player<Queens> {
    fn offers(&self) -> &'static [&'static str] {
        &[
            "question", "answer", "code", "table", "levels", "tree", "found",
        ]
    }
    /// The frame at the cursor (`QueensFrame`): the board, the counters and the status
    /// message.
    fn frame(&self) -> JsValue {
        let Observed {
            view: board,
            counters: c,
            ..
        } = self.trace.view();
        let last = self.trace.last_event();
        to_js(&Frame {
            n: self.model.n,
            cols: board.cols().to_vec(),
            squares: board.squares(),
            freed: board.freed().to_vec(),
            freed_col: match last {
                Some(Event::Backtrack(col)) => Some(*col),
                _ => None,
            },
            conflicts: board
                .conflicts()
                .into_iter()
                .map(|a| a.map(|(row, line)| Conflict { row, line }))
                .collect(),
            nodes: c.nodes as f64,
            backtracks: c.backtracks as f64,
            solutions: c.solutions as f64,
            examined: queens::examined_so_far(
                self.model.n,
                board.cols(),
                c.backtracks,
                c.solutions,
                last,
            ) as f64,
            status: queens::status(self.model.n, self.model.variant, board, last, c.nodes),
        })
    }
    fn tree(&self) -> Option<JsValue> {
        Some(super::tree::tree_frame(&self.trace.view().tree))
    }
    fn levels(&self) -> Option<JsValue> {
        Some(super::table::levels(self.model.start().0))
    }
    fn table(&self) -> Option<JsValue> {
        Some(to_js(&crate::puzzles::queens::table::queens(
            self.model.n,
            self.model.variant,
            self.model.all,
            crate::puzzles::table::MAX_STEPS,
        )))
    }
    fn extra(&mut self, name: &str, _: &JsValue) -> Option<Result<JsValue, JsValue>> {
        match name {
            "found" => Some(Ok(self.found())),
            _ => None,
        }
    }
    fn code(&self) -> Option<CodeState> {
        let (last, before) = last_two(&self.trace);
        Some(queens::code::state(
            self.model.n,
            self.model.variant,
            &self.trace.view().view,
            last,
            before,
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek();
        let Observed { view, counters, .. } = self.trace.view();
        queens::predict::question(self.model.n, self.model.variant, view, next, counters.nodes)
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        Some(queens::predict::grade(
            self.model.n,
            &self.trace.view().view,
            q,
            text,
        ))
    }
}

/// A failed check of the next row: the row of the first queen above that attacks the
/// square, and along which line.
#[derive(Serialize, tsify::Tsify)]
struct Conflict {
    row: u32,
    line: Line,
}

/// What the board shows at the cursor.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "QueensFrame")]
struct Frame {
    n: u32,
    /// Column of the queen in each placed row, row 0 first.
    cols: Vec<u32>,
    /// Per square (row-major, row 0 first): 0 free, 1 queen, 2 attacked.
    squares: Vec<u8>,
    /// How many times each square has been freed by backtracking.
    freed: Vec<u32>,
    /// The column the last backtrack freed, if the last event was one.
    freed_col: Option<u32>,
    /// Per square of the next row: null where free, else its first attacker.
    conflicts: Vec<Option<Conflict>>,
    nodes: f64,
    backtracks: f64,
    solutions: f64,
    /// Squares examined for a queen so far (queens placed are the nodes).
    examined: f64,
    status: Message,
}

/// The solutions met so far, each with its symmetry class (numbered by first appearance).
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "QueensFound")]
struct Found<'a> {
    /// The columns of each solution, row 0 first.
    solutions: &'a [Vec<u32>],
    classes: Vec<u32>,
    /// How many classes there are among them.
    class_count: u32,
}

impl Queens {
    /// From `{n: "1" to "20", variant: "mark" | "check", mode: "first" | "all" | "count"}`.
    pub(crate) fn new(options: JsValue) -> Result<Queens, JsValue> {
        let given = args::given(options, "options", queens::options::OPTIONS)?;
        let o = queens::options::read(&given).ok().map_err(error)?;
        Ok(Queens {
            n: o.n,
            variant: o.variant,
            all: o.all(),
        })
    }
}

impl Player<Queens> {
    /// Extra `found` (`QueensFound`): the solutions met so far with their symmetry
    /// classes, `{solutions, classes, class_count}`. Apart from the frame, as the page
    /// needs it only when a solution is added or taken back.
    fn found(&self) -> JsValue {
        let found = self.trace.view().view.found();
        let (classes, class_count) = queens::classes(found);
        to_js(&Found {
            solutions: found,
            classes,
            class_count,
        })
    }
}

/// The most shares a count is split into (one per worker; far more than cores).
const MAX_PARTS: u32 = 1024;

/// The bitboard counter (eight symmetries), for a worker: share `part` of `parts`.
#[wasm_bindgen]
pub struct QueensCount {
    counter: QueensCounter,
}

/// A share's count so far, as the worker posts it.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "QueensCountReport")]
struct CountReport {
    solutions: f64,
    /// Solutions up to the board's symmetries; absent where the counter does not tell
    /// them apart (N = 4, 5).
    unique: Option<f64>,
    /// The share of this part's work done, 0 to 1.
    progress: f64,
}

#[wasm_bindgen]
impl QueensCount {
    /// Count on N x N (`n` as text, as the URL has it), share `part` (from 0) of `parts`
    /// (1 to 1024, one per worker).
    #[wasm_bindgen(constructor)]
    pub fn new(n: JsValue, part: JsValue, parts: JsValue) -> Result<QueensCount, JsValue> {
        let n = args::text(&n, "n")?;
        let parts = args::small(&parts, "parts", 1, MAX_PARTS)?;
        let part = args::index(&part, "part", parts as usize)?;
        let n = queens::parse_n(&n, queens::MAX_COUNTED, "counting").map_err(error)?;
        Ok(QueensCount {
            counter: QueensCounter::new(n).map_err(error)?.share(part, parts),
        })
    }
    /// Count `slices` more pieces of work (1 to 10^9); true when this share is complete.
    pub fn run(&mut self, slices: JsValue) -> Result<bool, JsValue> {
        let slices = args::small(&slices, "slices", 1, 1_000_000_000)?;
        Ok(self.counter.run(slices))
    }
    /// `{solutions, unique, progress}` for this share so far.
    #[wasm_bindgen(unchecked_return_type = "QueensCountReport")]
    pub fn report(&self) -> JsValue {
        to_js(&CountReport {
            solutions: self.counter.solutions() as f64,
            unique: self.counter.unique().map(|u| u as f64),
            progress: self.counter.progress(),
        })
    }
}
