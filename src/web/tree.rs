//! The search tree for the page: the tree a stepped search has grown so far (`tree()` of
//! each depth-first model, from the engine's [`Growth`]) and the measurement of the whole
//! tree that a worker runs in slices ([`TreeMeasure`]: exact where feasible, Knuth's
//! estimate where not), with the lesson's k^N figure to set beside it.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{args, bad, error, to_js};
use crate::engine::{Growth, MeasureReport, Measuring, NodeKind, Phase, UniformTree};
use crate::puzzles::message::Message;
use crate::puzzles::views::{self, Budget};

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

/// Nodes the exact count may walk before the page estimates instead: a few seconds.
const EXACT_LIMIT: u64 = 20_000_000;
const PROBES: u32 = 20_000;
const MAX_PROBES: u32 = 10_000_000;

/// The fields of the options object that are the measurement's own, not the view's.
const OWN_FIELDS: [&str; 3] = ["puzzle", "probes", "seed"];

/// The whole tree of a puzzle, measured in a worker (`run(slice)`, then `report()`).
#[wasm_bindgen]
pub struct TreeMeasure {
    measure: Box<dyn Measuring>,
    lesson: UniformTree,
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
    lesson: UniformTree,
}

/// Field `name` of the object `o`, or `undefined`.
fn field(o: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(o, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

#[wasm_bindgen]
impl TreeMeasure {
    /// `{puzzle: a route whose view has a tree (knight, queens, sudoku), ...that view's
    /// options (as `check_options` takes them; one left out takes its default)}`, with
    /// optional `probes` and `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<TreeMeasure, JsValue> {
        if !options.is_object() {
            // Named by the options reader, as any other options object that is none.
            args::options::<serde::de::IgnoredAny>(options.clone(), "options", &OWN_FIELDS)?;
        }
        let puzzle = args::text(&field(&options, "puzzle"), "puzzle")?;
        let view = views::view(&puzzle).filter(|v| v.tree.is_some());
        let (Some(view), Some(tree)) = (view, view.and_then(|v| v.tree)) else {
            return Err(bad(Message::new("tree.unknown_puzzle").text("name", puzzle)));
        };
        let optional = |name: &'static str, min: u32, max: u32| {
            let v = field(&options, name);
            if v.is_undefined() || v.is_null() {
                Ok(None)
            } else {
                args::small(&v, name, min, max).map(Some)
            }
        };
        let probes = optional("probes", 1, MAX_PROBES)?.unwrap_or(PROBES);
        let seed = optional("seed", 0, u32::MAX)?.unwrap_or(1);
        // The view's own options, read as its checks read them.
        let own = js_sys::Object::new();
        let own = js_sys::Object::assign(&own, options.unchecked_ref());
        for name in OWN_FIELDS {
            js_sys::Reflect::delete_property(&own, &name.into())?;
        }
        let given = args::given(own.into(), "options", view.options)?;
        let budget = Budget {
            exact_limit: EXACT_LIMIT,
            probes: u64::from(probes),
            seed: u64::from(seed),
        };
        let tree = tree(&given).map_err(error)?;
        Ok(TreeMeasure {
            measure: tree.measure(budget),
            lesson: tree.lesson,
        })
    }

    /// Work for about `budget` steps (1 to 10^9); true once finished.
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        let budget = args::whole(&budget, "budget", 1, 1_000_000_000)?;
        Ok(self.measure.run(budget))
    }

    /// What is known so far (see `TreeReport`).
    #[wasm_bindgen(unchecked_return_type = "TreeReport")]
    pub fn report(&self) -> JsValue {
        let r: MeasureReport = self.measure.report();
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
