//! A student's own rule for the page's worker: the sliding puzzle's estimate h checked
//! over every position of the 8-puzzle that can reach the goal, and the knight's, sudoku's
//! and maze's rules run against the view's own, in slices with progress.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use std::sync::Arc;

use super::{args, bad, error, to_js};
use crate::puzzles::knight;
use crate::puzzles::knight::rule::{OrderKey, Tally};
use crate::puzzles::maze::rule::MazeRule;
use crate::puzzles::maze::{self, Maze};
use crate::puzzles::message::{Coded, Message};
use crate::puzzles::rule::EvalError;
use crate::puzzles::sliding::options;
use crate::puzzles::sliding::rule::sample::{SampleCheck, SAMPLE_POSITIONS, SAMPLE_SIDE};
use crate::puzzles::sliding::rule::{Check, CheckError, RuleEstimate, Verdict};
use crate::puzzles::sudoku::rule::{CellKey, Table, TABLE_RANDOM};
use crate::puzzles::sudoku::Puzzle;
use crate::puzzles::views::{RuleView, PAGE_LIMIT};

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

/// What a [`RuleRun`] runs: the view's check of a rule.
enum Work {
    Knight(Tally),
    Sudoku(Table),
    Maze {
        maze: Maze,
        rule: Arc<MazeRule>,
        verdict: Option<maze::rule::Verdict>,
    },
}

/// A student's rule on the knight's, sudoku's or maze's page, in slices with progress: the
/// knight's ordering from every start against Warnsdorff's (one start a unit of `run`), the
/// sudoku's cell choice on a list of puzzles and random ones against first empty and fewest
/// candidates (one puzzle a unit), the maze's estimate checked on the maze and run by A*
/// and greedy against the Manhattan distance (one unit).
#[wasm_bindgen]
pub struct RuleRun {
    work: Work,
}

#[wasm_bindgen]
impl RuleRun {
    /// `view` is `knight`, `sudoku` or `maze`; `options` the view's options object (the
    /// knight's board, the maze built as the page has it); `rule` the rule's text; `puzzles`
    /// sudoku's: lines of a name, a space and a grid, then `random` random puzzles (0 to
    /// 50, from a fixed seed), both read on every view. A rule that does not read, or a board too big, is a coded
    /// error.
    #[wasm_bindgen(constructor)]
    pub fn new(
        view: JsValue,
        options: JsValue,
        rule: JsValue,
        puzzles: JsValue,
        random: JsValue,
    ) -> Result<RuleRun, JsValue> {
        let view = args::text(&view, "view")?;
        let rule = args::text(&rule, "rule")?;
        let puzzles = args::text(&puzzles, "puzzles")?;
        let random = args::small(&random, "random", 0, TABLE_RANDOM)?;
        let Some(view) = RuleView::of(&view) else {
            return Err(bad(Message::new("web.unknown_model").text("name", view)));
        };
        let work = match view {
            RuleView::Knight => {
                let given = args::given(options, "options", knight::options::TOUR)?;
                let spec = knight::options::tour(&given).ok().map_err(error)?;
                let order = OrderKey::parse(&rule).map_err(error)?;
                Work::Knight(Tally::new(spec.board, order).map_err(error)?)
            }
            RuleView::Sudoku => {
                let key = CellKey::parse(&rule).map_err(error)?;
                let mut named = Vec::new();
                for line in puzzles.lines() {
                    let (name, grid) = line.split_once(' ').unwrap_or(("", line));
                    named.push((name.to_string(), Puzzle::parse(grid).map_err(error)?));
                }
                Work::Sudoku(Table::new(key, named, random, 1))
            }
            RuleView::Maze => {
                let given = args::given(options, "options", maze::options::OPTIONS)?;
                let o = maze::options::read(&given, maze::MAX_DRAWN, PAGE_LIMIT)
                    .ok()
                    .map_err(error)?;
                let mut maze = o.maze;
                if !o.walls {
                    maze.remove_walls();
                }
                Work::Maze {
                    maze,
                    rule: MazeRule::parse(&rule).map_err(error)?,
                    verdict: None,
                }
            }
            // The sliding puzzle's check is its own class (SlidingRuleCheck).
            RuleView::Puzzle => {
                return Err(bad(
                    Message::new("web.unknown_model").text("name", view.route())
                ))
            }
        };
        Ok(RuleRun { work })
    }

    /// Run up to `budget` (1 to 10^9) more units; true once done. An evaluation that fails
    /// is a coded error naming its column (and the maze's square).
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        let budget = args::whole(&budget, "budget", 1, MAX_BUDGET)? as u32;
        let failed = |e: EvalError| bad(e.message());
        match &mut self.work {
            Work::Knight(t) => t.step(budget).map_err(error),
            Work::Sudoku(t) => t.step(budget).map_err(failed),
            Work::Maze {
                maze,
                rule,
                verdict,
            } => {
                if verdict.is_none() {
                    *verdict = Some(maze::rule::Verdict::of(maze, rule).map_err(|(e, sq)| {
                        bad(Message::new("rule.maze.failed_on")
                            .text("square", maze.name(sq))
                            .sub("error", e.message()))
                    })?);
                }
                Ok(true)
            }
        }
    }

    /// `{done, total, said, found, nodes, admissible, consistent}`: the units run and all
    /// of them, once done the sentences as coded messages, and the view's results so far as
    /// plain numbers (a struct apiece would cost the wasm their serialisers): the knight's
    /// `found` a start each in square order, bit j set when its run j toured (the rule
    /// without backtracking, with, Warnsdorff's without, with); sudoku's `nodes` four a
    /// puzzle in the order given (random ones last): each cell choice's nodes (the rule,
    /// first empty, fewest candidates), then a bit each for those stopped at the bound; the
    /// maze's verdict, with the squares its counterexamples name (the maze's square indices,
    /// row by row from the top): `over` where h exceeds the true distance, `drop` the move
    /// (from, to) along which it drops by more than 1.
    #[wasm_bindgen(unchecked_return_type = "RuleRunReport")]
    pub fn report(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "RuleRunReport")]
        struct Report {
            done: f64,
            total: f64,
            said: Vec<Message>,
            found: Vec<u8>,
            nodes: Vec<f64>,
            admissible: Option<bool>,
            consistent: Option<bool>,
            over: Option<u32>,
            drop: Option<[u32; 2]>,
        }
        let mut r = Report {
            done: 0.0,
            total: 1.0,
            said: Vec::new(),
            found: Vec::new(),
            nodes: Vec::new(),
            admissible: None,
            consistent: None,
            over: None,
            drop: None,
        };
        let bits = |b: &[bool]| b.iter().rev().fold(0u8, |n, &x| n << 1 | u8::from(x));
        match &self.work {
            Work::Knight(t) => {
                let (done, total) = t.progress();
                (r.done, r.total) = (done.into(), total.into());
                r.found = t.starts.iter().map(|s| bits(&s.toured)).collect();
                if t.done() {
                    r.said.push(t.said());
                }
            }
            Work::Sudoku(t) => {
                let (done, total) = t.progress();
                (r.done, r.total) = (done as f64, total as f64);
                for row in &t.rows {
                    r.nodes.extend(row.nodes.map(|n| n as f64));
                    r.nodes.push(f64::from(bits(&row.bounded)));
                }
                if t.done() {
                    r.said.push(t.said());
                }
            }
            Work::Maze { maze, verdict, .. } => {
                if let Some(v) = verdict {
                    (r.done, r.said) = (1.0, v.said());
                    (r.admissible, r.consistent) = (Some(v.admissible), Some(v.consistent));
                    // The verdict names its squares as the sentences do; read back on the
                    // maze they were named on, they cannot fail.
                    let at = |name: &str| maze.parse_square(name).ok();
                    r.over = v.over.as_ref().and_then(|o| at(&o.square));
                    r.drop = v
                        .drop
                        .as_ref()
                        .and_then(|d| Some([at(&d.from)?, at(&d.to)?]));
                }
            }
        }
        to_js(&r)
    }
}
