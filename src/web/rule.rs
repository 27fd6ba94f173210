//! A student's own rule for the page's worker: the sliding puzzle's estimate h checked
//! over every position of the 8-puzzle that can reach the goal, in slices with progress.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, error, to_js};
use crate::puzzles::message::Message;
use crate::puzzles::sliding::options;
use crate::puzzles::sliding::rule::sample::{SampleCheck, SAMPLE_POSITIONS, SAMPLE_SIDE};
use crate::puzzles::sliding::rule::{Check, CheckError, RuleEstimate, Verdict};

/// The most positions one call of `run` may be asked for.
const MAX_BUDGET: u64 = 1_000_000_000;

/// The check of an estimate h written in the rule language, on the goal of the page's
/// options: on a 3x3 board over every position, on 4x4 over a sample of `SAMPLE_POSITIONS`
/// (said as a sample); a 2x2 board is refused with a coded error.
#[wasm_bindgen]
pub struct SlidingRuleCheck {
    check: Checker,
    verdict: Option<Verdict>,
}

/// The whole 8-puzzle, or the 15-puzzle's sample.
enum Checker {
    Whole(Box<Check>),
    Sample(Box<SampleCheck>),
}

impl Checker {
    fn step(&mut self, budget: usize) -> Result<Option<&Verdict>, CheckError> {
        match self {
            Checker::Whole(c) => c.step(budget),
            // A sampled position costs an IDA* search: a thousandth of the budget.
            Checker::Sample(c) => c.step((budget / 1000).max(1)),
        }
    }
    fn progress(&self) -> (u64, u64) {
        match self {
            Checker::Whole(c) => c.progress(),
            Checker::Sample(c) => c.progress(),
        }
    }
}

#[wasm_bindgen]
impl SlidingRuleCheck {
    /// From the page's options object and the rule's text: a rule that does not read, or a
    /// board other than 3x3, is a coded error (the rule's names its column).
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue, rule: JsValue) -> Result<SlidingRuleCheck, JsValue> {
        let given = args::given(options, "options", options::OPTIONS)?;
        let o = options::read(&given).ok().map_err(error)?;
        let rule = args::text(&rule, "rule")?;
        let estimate = RuleEstimate::parse(&rule, &o.goal).map_err(error)?;
        let check = if o.goal.side == SAMPLE_SIDE {
            Checker::Sample(Box::new(
                SampleCheck::new(&o.goal, estimate, SAMPLE_POSITIONS, 1).map_err(error)?,
            ))
        } else {
            Checker::Whole(Box::new(Check::new(&o.goal, estimate).map_err(error)?))
        };
        Ok(SlidingRuleCheck {
            check,
            verdict: None,
        })
    }
    /// Check up to `budget` (1 to 10^9) positions; true once every one is checked. A
    /// position where the rule fails to evaluate (a division by zero) is a coded error
    /// naming it.
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        let budget = args::whole(&budget, "budget", 1, MAX_BUDGET)?;
        if self.verdict.is_none() {
            self.verdict = self.check.step(budget as usize).map_err(error)?.cloned();
        }
        Ok(self.verdict.is_some())
    }
    /// `{done, total, verdict, said}`: the work done and the whole, and once done the
    /// verdict and its sentences as coded messages.
    #[wasm_bindgen(unchecked_return_type = "RuleCheckReport")]
    pub fn report(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "RuleCheckReport")]
        struct Report<'a> {
            done: f64,
            total: f64,
            verdict: Option<&'a Verdict>,
            said: Vec<Message>,
        }
        let (done, total) = self.check.progress();
        to_js(&Report {
            done: done as f64,
            total: total as f64,
            verdict: self.verdict.as_ref(),
            said: self.verdict.as_ref().map(Verdict::said).unwrap_or_default(),
        })
    }
}

/// A* with a student's estimate beside A* with Manhattan distance on the position of the
/// page's options (each keeping at most `SOLVE_NODES` states): `{race, said}`, the counts
/// and the sentence. A rule that does not read, or fails on a position the search meets,
/// is a coded error.
#[wasm_bindgen(unchecked_return_type = "RuleRace")]
pub fn sliding_rule_race(options: JsValue, rule: JsValue) -> Result<JsValue, JsValue> {
    use crate::puzzles::sliding::rule::Race;
    #[derive(Serialize, tsify::Tsify)]
    #[tsify(rename = "RuleRace")]
    struct Report {
        race: Race,
        said: Message,
    }
    let given = args::given(options, "options", options::OPTIONS)?;
    let o = options::read(&given).ok().map_err(error)?;
    let rule = args::text(&rule, "rule")?;
    let estimate = RuleEstimate::parse(&rule, &o.goal).map_err(error)?;
    let race =
        Race::run(&o.start, &o.goal, estimate, options::SOLVE_NODES as usize).map_err(error)?;
    Ok(to_js(&Report {
        said: race.said(),
        race,
    }))
}
