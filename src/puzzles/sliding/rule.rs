//! A student's estimate h of the sliding puzzle, written in the rule language
//! ([`crate::puzzles::rule`]), and its proof on the 8-puzzle: evaluated on every one of the
//! 181,440 positions that can reach the goal, against each one's true distance found by
//! breadth-first search from the goal, it is admissible when it never exceeds the true
//! distance and consistent when no move lowers it by more than the move's cost, 1.
//!
//! The rule's words: for the whole position `manhattan`, `misplaced` and `linear` (the
//! page's estimates of those names); for each `tile` (1 to n²-1, the blank is no tile), read
//! inside `sum(tile, …)` or `count(tile, …)`: `tile` its number, `row` and `col` its cell
//! (from 0, the top row and the left column), `goal_row` and `goal_col` its goal cell.

pub mod sample;

use std::collections::VecDeque;
use std::sync::OnceLock;

use serde::Serialize;

use super::{Heuristic, Position, Sliding, Tiles};
use crate::puzzles::message::{Coded, Message};
use crate::puzzles::rule::{EvalError, Quantities, Rule, RuleError, Vocabulary};

/// The sliding puzzle's words for an estimate.
pub const VOCABULARY: Vocabulary = Vocabulary {
    globals: &["manhattan", "misplaced", "linear"],
    item: Some("tile"),
    per_item: &["tile", "row", "col", "goal_row", "goal_col"],
};

/// The one side the check runs on: the 8-puzzle, whose reachable positions are few enough
/// to visit every one.
pub const CHECK_SIDE: u8 = 3;

/// A rule read as an estimate of the puzzle on `goal`'s board: the rule and the puzzle's
/// own estimates that it names.
#[derive(Clone, Debug)]
pub struct RuleEstimate {
    rule: Rule,
    /// The puzzle with each built-in estimate the rule uses, by `VOCABULARY.globals`.
    built_in: [Option<Sliding>; 3],
    side: usize,
    /// Each tile's goal cell.
    home: [u8; 25],
    /// The first evaluation that failed inside a search ([`Self::estimate`]).
    failed: OnceLock<(EvalError, Position)>,
}

/// The quantities of one position.
struct Values<'a> {
    estimate: &'a RuleEstimate,
    globals: [i64; 3],
    /// Each tile's cell, by tile (0 the blank's).
    cell: [u8; 25],
}

impl Quantities for Values<'_> {
    fn global(&self, id: usize) -> i64 {
        self.globals[id]
    }
    fn items(&self) -> usize {
        self.estimate.side * self.estimate.side - 1
    }
    fn item(&self, item: usize, id: usize) -> i64 {
        let tile = item + 1;
        let n = self.estimate.side;
        let (cell, home) = (
            usize::from(self.cell[tile]),
            usize::from(self.estimate.home[tile]),
        );
        (match id {
            0 => tile,
            1 => cell / n,
            2 => cell % n,
            3 => home / n,
            _ => home % n,
        }) as i64
    }
}

impl RuleEstimate {
    /// Parse `text` as an estimate for the puzzle whose goal is `goal`.
    pub fn parse(text: &str, goal: &Tiles) -> Result<RuleEstimate, RuleError> {
        let rule = Rule::parse(text, &VOCABULARY)?;
        let built = [
            Heuristic::Manhattan,
            Heuristic::Misplaced,
            Heuristic::LinearConflict,
        ];
        let built_in =
            std::array::from_fn(|i| rule.uses_global(i).then(|| Sliding::new(goal, built[i])));
        let mut home = [0u8; 25];
        for (i, &t) in goal.tiles.iter().enumerate() {
            home[usize::from(t)] = i as u8;
        }
        Ok(RuleEstimate {
            rule,
            built_in,
            side: usize::from(goal.side),
            home,
            failed: OnceLock::new(),
        })
    }

    /// The estimate as a search uses it: below 0 counts as 0, above `u32::MAX` as that, and a
    /// failed evaluation as 0, the first one kept for [`Self::failed`].
    pub fn estimate(&self, p: &Position) -> u32 {
        match self.of(p) {
            Ok(v) => v.clamp(0, i64::from(u32::MAX)) as u32,
            Err(e) => {
                let _ = self.failed.set((e, *p));
                0
            }
        }
    }

    /// The first evaluation that failed in a search, and where.
    pub fn failed(&self) -> Option<(EvalError, Position)> {
        self.failed.get().copied()
    }

    /// The rule as it was parsed, written back.
    pub fn rule(&self) -> &Rule {
        &self.rule
    }

    /// The estimate of position `p`.
    pub fn of(&self, p: &Position) -> Result<i64, EvalError> {
        let mut values = Values {
            estimate: self,
            globals: [0; 3],
            cell: [0; 25],
        };
        for (g, puzzle) in values.globals.iter_mut().zip(&self.built_in) {
            if let Some(puzzle) = puzzle {
                *g = i64::from(puzzle.estimate_of(p));
            }
        }
        for i in 0..self.side * self.side {
            values.cell[usize::from(p.tile(i))] = i as u8;
        }
        self.rule.eval(&values)
    }
}

/// A* on one position with a student's estimate and with Manhattan distance: what each
/// expanded and the length each found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Race {
    pub rule_expanded: u64,
    pub rule_length: Option<u32>,
    pub manhattan_expanded: u64,
    pub manhattan_length: Option<u32>,
    /// Either search stopped at its bound of nodes kept.
    pub bounded: bool,
}

impl Race {
    /// A* with `estimate` beside A* with Manhattan distance from `start` to `goal`, each
    /// keeping at most `max_nodes` states (graph search, ties as the page breaks them). An
    /// evaluation that fails in the search is the error, with its position.
    pub fn run(
        start: &Tiles,
        goal: &Tiles,
        estimate: RuleEstimate,
        max_nodes: usize,
    ) -> Result<Race, CheckError> {
        use super::solve::{solve, Algo, Request};
        let request = |heuristic| Request {
            start: start.clone(),
            goal: goal.clone(),
            algo: Algo::AStar,
            heuristic,
            weight: 10,
            repeats: Algo::AStar.repeats(true),
            depth: 0,
            max_nodes,
            max_steps: u64::MAX,
        };
        let estimate = std::sync::Arc::new(estimate);
        let ours = solve(
            &request(Heuristic::Rule),
            Sliding::with_rule(goal, estimate.clone()),
        );
        if let Some((error, p)) = estimate.failed() {
            let puzzle = Sliding::new(goal, Heuristic::None);
            return Err(CheckError::Eval {
                error,
                tiles: puzzle.text(&p),
            });
        }
        let theirs = solve(
            &request(Heuristic::Manhattan),
            Sliding::new(goal, Heuristic::Manhattan),
        );
        Ok(Race {
            rule_expanded: ours.expanded,
            rule_length: ours.length().map(|n| n as u32),
            manhattan_expanded: theirs.expanded,
            manhattan_length: theirs.length().map(|n| n as u32),
            bounded: ours.bounded || theirs.bounded,
        })
    }

    /// The race in a sentence.
    pub fn said(&self) -> Message {
        let length = |l: Option<u32>| l.map_or(-1.0, f64::from);
        Message::new(if self.bounded {
            "rule.race_bounded"
        } else {
            "rule.race"
        })
        .num("length", length(self.rule_length))
        .count("expanded", self.rule_expanded)
        .num("m_length", length(self.manhattan_length))
        .count("m_expanded", self.manhattan_expanded)
    }
}

/// A position where the estimate exceeds the true distance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Overestimate {
    /// The position, as the `tiles` option writes it.
    pub tiles: String,
    pub h: i64,
    /// The fewest moves from it to the goal.
    pub distance: u32,
}

/// A move along which the estimate drops by more than 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Drop {
    pub from: String,
    pub to: String,
    pub h_from: i64,
    pub h_to: i64,
}

/// What the check found over every reachable position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Verdict {
    /// The positions checked: every one that can reach the goal.
    pub positions: u64,
    /// The moves checked, each way counted once per position it leaves.
    pub moves: u64,
    pub admissible: bool,
    pub consistent: bool,
    /// The positions where h exceeds the true distance.
    pub overestimates: u64,
    /// The moves along which h drops by more than 1.
    pub drops: u64,
    /// The overestimated position nearest the goal (the first in breadth-first order).
    pub overestimate: Option<Overestimate>,
    /// The first such move, from a position in breadth-first order.
    pub drop: Option<Drop>,
    /// The sums of h and of the true distances over every position (their ratio says how
    /// much of the distance h sees).
    pub h_total: i64,
    pub distance_total: u64,
    /// On the 15-puzzle, the check is on a sample ([`sample::SampleCheck`]): the most random
    /// slides from the goal a sampled position is; `None` for the 8-puzzle's whole check.
    pub sampled: Option<u32>,
}

impl Verdict {
    /// One move checked for consistency: from `p` (h = `hp`) to `q` (h = `hq`), a step of
    /// cost 1, so h may drop by at most 1; the first move that drops it more is kept.
    fn record_move(&mut self, puzzle: &Sliding, p: &Position, q: &Position, hp: i64, hq: i64) {
        self.moves += 1;
        if hp > hq.saturating_add(1) {
            self.consistent = false;
            self.drops += 1;
            if self.drop.is_none() {
                self.drop = Some(Drop {
                    from: puzzle.text(p),
                    to: puzzle.text(q),
                    h_from: hp,
                    h_to: hq,
                });
            }
        }
    }

    /// The verdict as sentences: what was checked, then admissible or not (with the
    /// overestimated position nearest the goal), then consistent or not (with the first move
    /// that drops h by more than 1).
    pub fn said(&self) -> Vec<Message> {
        if let Some(slides) = self.sampled {
            return sample::said(self, slides);
        }
        let checked = Message::new("rule.checked")
            .count("positions", self.positions)
            .count("moves", self.moves);
        let admissible = match &self.overestimate {
            None => Message::new("rule.admissible"),
            Some(o) => Message::new("rule.not_admissible")
                .count("count", self.overestimates)
                .text("tiles", o.tiles.as_str())
                .num("h", o.h as f64)
                .count("distance", u64::from(o.distance)),
        };
        let consistent = match &self.drop {
            None => Message::new("rule.consistent"),
            Some(d) => Message::new("rule.not_consistent")
                .count("count", self.drops)
                .text("from", d.from.as_str())
                .text("to", d.to.as_str())
                .num("h_from", d.h_from as f64)
                .num("h_to", d.h_to as f64),
        };
        vec![checked, admissible, consistent]
    }
}

/// Why a check cannot run or stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// The check runs on 3x3 only.
    Side { side: u8 },
    /// The rule's evaluation failed on a position.
    Eval { error: EvalError, tiles: String },
}

impl Coded for CheckError {
    fn message(&self) -> Message {
        match self {
            CheckError::Side { side } => Message::new("rule.check_side")
                .count("side", u64::from(*side))
                .count("only", u64::from(CHECK_SIDE)),
            CheckError::Eval { error, tiles } => Message::new("rule.failed_on")
                .sub("error", error.message())
                .text("tiles", tiles.as_str()),
        }
    }
}

crate::puzzles::message::display_as_message!(CheckError);

impl std::error::Error for CheckError {}

/// The exhaustive check, in slices (the page runs it in a worker with progress): first the
/// true distances, then h on every position in breadth-first order, then every move.
pub struct Check {
    estimate: RuleEstimate,
    puzzle: Sliding,
    /// Every reachable position, nearest the goal first, and its distance.
    order: Vec<(Position, u8)>,
    /// Each position's index in `order`, by its rank among the permutations.
    index: Vec<u32>,
    /// h of `order[i]`.
    h: Vec<i64>,
    /// Positions whose moves have been checked.
    moved: usize,
    verdict: Verdict,
}

/// The rank of a position of 9 cells among the 9! permutations (its Lehmer code).
fn rank(p: &Position, cells: usize) -> usize {
    let mut r = 0;
    let mut used = 0u32;
    for i in 0..cells {
        let t = u32::from(p.tile(i));
        let smaller_unused = (used & ((1 << t) - 1)).count_ones();
        r = r * (cells - i) + (t - smaller_unused) as usize;
        used |= 1 << t;
    }
    r
}

impl Check {
    /// Start the check of `estimate` for the puzzle on `goal`: finds every reachable
    /// position's true distance (breadth-first from the goal; about 180,000 positions).
    pub fn new(goal: &Tiles, estimate: RuleEstimate) -> Result<Check, CheckError> {
        if goal.side != CHECK_SIDE {
            return Err(CheckError::Side { side: goal.side });
        }
        let puzzle = Sliding::new(goal, Heuristic::None);
        let cells = usize::from(goal.side) * usize::from(goal.side);
        let permutations: usize = (1..=cells).product();
        let mut index = vec![u32::MAX; permutations];
        let mut order = Vec::with_capacity(permutations / 2);
        let mut queue = VecDeque::new();
        let start = puzzle.goal();
        index[rank(&start, cells)] = 0;
        order.push((start, 0u8));
        queue.push_back(0usize);
        while let Some(i) = queue.pop_front() {
            let (p, d) = order[i];
            for cell in puzzle.movable(&p) {
                let q = p.slid(cell);
                let r = rank(&q, cells);
                if index[r] == u32::MAX {
                    index[r] = order.len() as u32;
                    order.push((q, d + 1));
                    queue.push_back(order.len() - 1);
                }
            }
        }
        let verdict = Verdict {
            positions: order.len() as u64,
            moves: 0,
            admissible: true,
            consistent: true,
            overestimates: 0,
            drops: 0,
            overestimate: None,
            drop: None,
            h_total: 0,
            distance_total: 0,
            sampled: None,
        };
        Ok(Check {
            h: Vec::with_capacity(order.len()),
            estimate,
            puzzle,
            order,
            index,
            moved: 0,
            verdict,
        })
    }

    /// The work done and the whole, in positions visited (each twice: h, then its moves).
    pub fn progress(&self) -> (u64, u64) {
        (
            (self.h.len() + self.moved) as u64,
            2 * self.order.len() as u64,
        )
    }

    /// Do up to `budget` positions' work; the verdict once every position is done.
    pub fn step(&mut self, budget: usize) -> Result<Option<&Verdict>, CheckError> {
        let cells = self.puzzle.side() * self.puzzle.side();
        let mut left = budget;
        while left > 0 && self.h.len() < self.order.len() {
            let (p, d) = self.order[self.h.len()];
            let h = self.estimate.of(&p).map_err(|error| CheckError::Eval {
                error,
                tiles: self.puzzle.text(&p),
            })?;
            let v = &mut self.verdict;
            v.h_total = v.h_total.saturating_add(h);
            v.distance_total += u64::from(d);
            if h > i64::from(d) {
                v.admissible = false;
                v.overestimates += 1;
                if v.overestimate.is_none() {
                    v.overestimate = Some(Overestimate {
                        tiles: self.puzzle.text(&p),
                        h,
                        distance: u32::from(d),
                    });
                }
            }
            self.h.push(h);
            left -= 1;
        }
        while left > 0 && self.h.len() == self.order.len() && self.moved < self.order.len() {
            let (p, _) = self.order[self.moved];
            let hp = self.h[self.moved];
            for cell in self.puzzle.movable(&p) {
                let q = p.slid(cell);
                let hq = self.h[self.index[rank(&q, cells)] as usize];
                self.verdict.record_move(&self.puzzle, &p, &q, hp, hq);
            }
            self.moved += 1;
            left -= 1;
        }
        Ok((self.moved == self.order.len()).then_some(&self.verdict))
    }

    /// The whole check at once.
    pub fn run(mut self) -> Result<Verdict, CheckError> {
        loop {
            if let Some(v) = self.step(usize::MAX)? {
                return Ok(v.clone());
            }
        }
    }
}
