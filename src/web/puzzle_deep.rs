//! The sliding puzzle's depth-first family for the page: DFS to a depth bound, iterative
//! deepening and IDA*, recorded to step both ways, with the path (the search's stack), the
//! cycle it runs into without memory, the iteration's bound and the next.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::code::last_two;
use super::puzzle::SlidingPuzzle;
use super::search::{Model, Page, Player};
use super::to_js;
use crate::engine::{DeepEvent, DeepView, Skipped};
use crate::puzzles::code::CodeState;
use crate::puzzles::message::Message;
use crate::puzzles::predict::{Question, Verdict};
use crate::puzzles::sliding::predict_deep;
use crate::puzzles::sliding::solve::Algo;
use crate::puzzles::sliding::status::{self, tile_slid, DeepRun};
use crate::puzzles::sliding::Position;

/// The sliding puzzle searched depth-first, step by step (model `puzzle-deep`).
#[derive(Clone)]
pub(crate) struct SlidingDeep {
    /// What the best-first model is built from, the same for this one.
    of: SlidingPuzzle,
    /// The events the last question looked ahead to (its answer, and what is pruned or
    /// skipped on the way), for grading it.
    asked: Vec<DeepEvent<Position>>,
}

impl Model for SlidingDeep {
    type Search = DeepRun;
    type View = DeepView<Position>;
    fn start(&self) -> (DeepRun, DeepView<Position>) {
        let o = &self.of.options;
        (
            DeepRun::of(o, &self.of.puzzle),
            DeepView::new(o.algo == Algo::IdaStar),
        )
    }
}

impl Page for Player<SlidingDeep> {
    fn offers(&self) -> &'static [&'static str] {
        SlidingPuzzle::OFFERS
    }
    /// The frame at the cursor (`DeepFrame`). Its extras `board` and `slide` are as the
    /// `puzzle` model's, `slide` from the path's end.
    fn frame(&self) -> JsValue {
        let view = self.trace.view();
        let last = self.trace.last_event();
        let on = view.path();
        let mut path: Vec<PathState> = on
            .iter()
            .enumerate()
            .map(|(i, p)| PathState {
                tiles: self.model.of.puzzle.tiles(&p.state),
                g: p.g,
                h: p.h,
                tile: if i == 0 {
                    0
                } else {
                    tile_slid(&on[i - 1].state, &p.state)
                },
            })
            .collect();
        if path.is_empty() {
            let start = self.model.of.options.start.position();
            path.push(PathState {
                tiles: self.model.of.puzzle.tiles(&start),
                g: 0,
                h: self.model.of.puzzle.estimate_of(&start),
                tile: 0,
            });
        }
        let end = self.shown();
        let looked = view.skipped().map(|l| match l {
            Skipped::Pruned { state, g, h } => LookedAt {
                tiles: self.model.of.puzzle.tiles(&state),
                tile: tile_slid(&end, &state),
                why: "pruned",
                g: Some(g),
                h: Some(h),
            },
            Skipped::Repeated { state } => LookedAt {
                tiles: self.model.of.puzzle.tiles(&state),
                tile: tile_slid(&end, &state),
                why: "repeated",
                g: None,
                h: None,
            },
        });
        let event = last.map(super::deep_event_name);
        let o = &self.model.of.options;
        let status = if o.parity.solvable() {
            status::deep_status(view, last, o.algo, o.heuristic, o.memory, o.depth, o.limit)
        } else {
            status::refused(&o.parity)
        };
        let c = view.counts();
        to_js(&Frame {
            side: u32::from(o.side),
            path,
            cycle_from: view.cycle_from().map(|i| i as u32),
            looked,
            event,
            bound: view.bound(),
            next_bound: view.next_bound(),
            visited: c.visited as f64,
            generated: c.generated as f64,
            pruned: c.pruned as f64,
            repeats: c.repeats as f64,
            backtracks: c.backtracks as f64,
            cycles: c.cycles as f64,
            iterations: f64::from(c.iterations),
            max_depth: f64::from(c.max_depth),
            steps: self.trace.steps() as f64,
            nodes: c.visited as f64,
            found: view.found(),
            status,
        })
    }
    fn bounded(&self) -> bool {
        self.trace.search().bounded()
    }
    fn table(&self) -> Option<JsValue> {
        Some(self.model.of.table())
    }
    /// The extras as the `puzzle` model's, `slide` from the path's end.
    fn extra(&mut self, name: &str, arg: &JsValue) -> Option<Result<JsValue, JsValue>> {
        self.model.of.extra(&self.shown(), name, arg)
    }
    fn code(&self) -> Option<CodeState> {
        let (last, before) = last_two(&self.trace);
        Some(crate::puzzles::sliding::code_deep::state(
            &self.model.of.puzzle,
            self.trace.view(),
            last,
            before,
            self.model.of.options.algo == Algo::IdaStar,
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        if !self.model.of.options.parity.solvable() {
            return None;
        }
        // Look ahead to the first event that is neither a prune nor a skip, and back.
        let o = &self.model.of.options;
        let (run, why) = super::predict::look_ahead(
            &mut self.trace,
            predict_deep::LOOKAHEAD,
            predict_deep::on_the_way,
            |view, last| {
                status::deep_status(view, last, o.algo, o.heuristic, o.memory, o.depth, o.limit)
            },
        );
        let q = predict_deep::question(
            &self.model.of.puzzle,
            self.trace.view(),
            self.trace.last_event(),
            &run,
            o.algo,
            why,
        );
        self.model.asked = run;
        q
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        Some(predict_deep::grade(
            &self.model.of.puzzle,
            self.trace.view(),
            &self.model.asked,
            self.model.of.options.algo,
            q,
            text,
        ))
    }
}

/// A state on the path.
#[derive(Serialize, tsify::Tsify)]
struct PathState {
    tiles: Vec<u8>,
    g: u32,
    h: u32,
    /// The tile slid to reach it (0 for the start).
    tile: u8,
}

/// The successor the last step looked at and did not enter.
#[derive(Serialize, tsify::Tsify)]
struct LookedAt {
    tiles: Vec<u8>,
    tile: u8,
    #[tsify(type = "\"pruned\" | \"repeated\"")]
    why: &'static str,
    g: Option<u32>,
    h: Option<u32>,
}

/// The frame at the cursor.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "DeepFrame")]
struct Frame {
    side: u32,
    /// The path from the start, its last state the one searched from.
    path: Vec<PathState>,
    /// Where the path first holds its last state, when it runs into itself.
    cycle_from: Option<u32>,
    looked: Option<LookedAt>,
    #[tsify(
        type = "\"iteration\" | \"visit\" | \"prune\" | \"repeat\" | \"backtrack\" | \"found\" | \"exhausted\" | \"stopped\" | undefined"
    )]
    event: Option<&'static str>,
    /// This iteration's bound (a depth, or an f for IDA*), and the least value past it so far.
    bound: Option<u32>,
    next_bound: Option<u32>,
    visited: f64,
    generated: f64,
    pruned: f64,
    repeats: f64,
    backtracks: f64,
    cycles: f64,
    iterations: f64,
    max_depth: f64,
    steps: f64,
    /// States entered (the side-by-side table's count).
    nodes: f64,
    found: bool,
    status: Message,
}

impl SlidingDeep {
    /// From the page's options object (`sliding::options::OPTIONS`, `algo` one of dfs, ids,
    /// idastar); every value checked, a bad one a coded error.
    /// `db` as `SlidingPuzzle`'s.
    pub(crate) fn new(options: JsValue, db: JsValue) -> Result<SlidingDeep, JsValue> {
        let of = SlidingPuzzle::new(options, db)?;
        let algo = of.options.algo;
        if !matches!(algo, Algo::Dfs | Algo::Ids | Algo::IdaStar) {
            return Err(super::bad(
                Message::new("sliding.bad_algo")
                    .text("value", algo.name())
                    .list("choices", ["dfs", "ids", "idastar"].map(String::from)),
            ));
        }
        Ok(SlidingDeep {
            of,
            asked: Vec::new(),
        })
    }
}

impl Player<SlidingDeep> {
    /// The state shown: the path's end, or the start before the first step.
    fn shown(&self) -> Position {
        self.trace
            .view()
            .path()
            .last()
            .map_or(self.model.of.options.start.position(), |p| p.state)
    }
}
