//! N queens for the page: the recorded row-by-row search in either variant, and the
//! bitboard counter that workers run in slices (one share per worker).

use wasm_bindgen::prelude::*;

use super::error;
use super::player::player_methods;
use crate::engine::{Dfs, Event, Goal, Trace, TraceCounters};
use crate::puzzles::queens::{self, BoardView, Line, NQueens, QueensCounter, Variant};

const RECORDING: usize = 4_000_000;

/// A row-by-row N-queens search that a person steps through.
#[wasm_bindgen]
pub struct Queens {
    n: u32,
    variant: Variant,
    all: bool,
    trace: Trace<Dfs<NQueens>, (BoardView, TraceCounters)>,
    full: bool,
}

player_methods!(Queens);

#[wasm_bindgen]
impl Queens {
    /// N from 1 to 20, variant "mark" or "check", mode "first" or "all".
    #[wasm_bindgen(constructor)]
    pub fn new(n: &str, variant: &str, mode: &str) -> Result<Queens, JsValue> {
        let n = queens::parse_n(n, queens::MAX_DRAWN, "the board").map_err(error)?;
        let variant = Variant::parse(variant).map_err(error)?;
        let all = match mode {
            "all" | "count" => true,
            "first" => false,
            other => {
                return Err(super::bad(
                    crate::puzzles::message::Message::new("queens.unknown_mode")
                        .text("name", other),
                ))
            }
        };
        Ok(Queens::build(n, variant, all))
    }

    fn build(n: u32, variant: Variant, all: bool) -> Queens {
        let goal = if all { Goal::All } else { Goal::First };
        Queens {
            n,
            variant,
            all,
            trace: Trace::new(
                NQueens::new(n, variant).search(goal),
                (BoardView::new(n), TraceCounters::default()),
                RECORDING,
            ),
            full: false,
        }
    }

    fn fresh(&self) -> Queens {
        Queens::build(self.n, self.variant, self.all)
    }

    fn counters(&self) -> TraceCounters {
        self.trace.view().1
    }

    pub fn n(&self) -> u32 {
        self.n
    }
    /// Column of the queen in each placed row, row 0 first.
    pub fn cols(&self) -> Vec<u32> {
        self.trace.view().0.cols().to_vec()
    }
    /// Per square (row-major, row 0 first): 0 free, 1 queen, 2 attacked.
    pub fn squares(&self) -> Vec<u8> {
        self.trace.view().0.squares()
    }
    /// How many times each square has been freed by backtracking.
    pub fn freed(&self) -> Vec<u32> {
        self.trace.view().0.freed().to_vec()
    }
    /// For each square of the next row: -1 if free, else 2 * attacker's row + (0 column,
    /// 1 diagonal).
    pub fn conflicts(&self) -> Vec<i32> {
        self.trace
            .view()
            .0
            .conflicts()
            .into_iter()
            .map(|c| match c {
                None => -1,
                Some((r, Line::Column)) => 2 * r as i32,
                Some((r, Line::Diagonal)) => 2 * r as i32 + 1,
            })
            .collect()
    }
    /// "visit", "backtrack", "solution", "exhausted" or "".
    pub fn last_event(&self) -> JsValue {
        super::to_js(&super::EventKind::of(self.trace.last_event()))
    }
    /// The column the last backtrack freed, if the last event was one.
    pub fn freed_col(&self) -> Option<u32> {
        match self.trace.last_event() {
            Some(Event::Backtrack(c)) => Some(*c),
            _ => None,
        }
    }
    pub fn nodes(&self) -> f64 {
        self.counters().nodes as f64
    }
    pub fn backtracks(&self) -> f64 {
        self.counters().backtracks as f64
    }
    pub fn solutions(&self) -> f64 {
        self.counters().solutions as f64
    }
    /// Squares examined for a queen so far.
    pub fn placements(&self) -> f64 {
        let c = self.counters();
        let pending = u64::from(
            self.trace.view().0.cols().len() as u32 == self.n
                && !matches!(self.trace.last_event(), Some(Event::Solution))
                && c.nodes > 0,
        );
        // A state entered but not yet reported as a solution has not been expanded either.
        queens::placements(self.n, c.nodes, c.solutions + pending) as f64
    }
    /// The solutions met so far, flattened: N columns each.
    pub fn found(&self) -> Vec<u32> {
        self.trace.view().0.found().concat()
    }
    /// The symmetry class of each solution met so far (numbered by first appearance).
    pub fn classes(&self) -> Vec<u32> {
        queens::classes(self.trace.view().0.found()).0
    }
    pub fn status(&self) -> String {
        queens::status(
            self.n,
            &self.trace.view().0,
            self.trace.last_event(),
            self.counters().nodes,
        )
    }
}

/// The bitboard counter (eight symmetries), for a worker: share `part` of `parts`.
#[wasm_bindgen]
pub struct QueensCount {
    counter: QueensCounter,
}

#[wasm_bindgen]
impl QueensCount {
    #[wasm_bindgen(constructor)]
    pub fn new(n: &str, part: u32, parts: u32) -> Result<QueensCount, JsValue> {
        let n = queens::parse_n(n, queens::MAX_COUNTED, "counting").map_err(error)?;
        Ok(QueensCount {
            counter: QueensCounter::new(n).map_err(error)?.share(part, parts),
        })
    }
    /// Count `slices` more pieces of work; true when this share is complete.
    pub fn run(&mut self, slices: f64) -> bool {
        self.counter.run(slices as u32)
    }
    pub fn solutions(&self) -> f64 {
        self.counter.solutions() as f64
    }
    /// Solutions up to the board's symmetries in this share, or -1 where the counter does
    /// not tell them apart (N = 4, 5).
    pub fn unique(&self) -> f64 {
        self.counter.unique().map_or(-1.0, |u| u as f64)
    }
    pub fn progress(&self) -> f64 {
        self.counter.progress()
    }
}
