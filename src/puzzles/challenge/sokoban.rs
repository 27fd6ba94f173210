//! Sokoban's challenge: a level where deadlock pruning (dead squares and freezes) cuts the
//! states the search expands by a factor, the level and the search being the view's options
//! (only `dead` is set each way).

use super::{Challenge, Checked, Goal, Param, Verdict};
use crate::puzzles::message::Message;
use crate::puzzles::options::Given;
use crate::puzzles::sokoban::{self, options, Outcome, Solved, PAGE_BOUNDS};

/// The search of the options' level with deadlock pruning `dead`, within the page's bounds.
fn run(o: &options::SokobanOptions, dead: bool) -> Solved {
    let mut search = o.search;
    search.dead = dead;
    sokoban::solve(&o.level, search, PAGE_BOUNDS)
}

/// Deadlock pruning cuts the states expanded at least `ratio` times: both runs end (solved
/// or every state tried), or the run without pruning stops at the page's bound having
/// already expanded `ratio` times as many.
pub fn pruning(given: &Given, goal: &Goal) -> Checked {
    let o = options::read(given).ok()?;
    let ratio = goal.get("ratio");
    let with = run(&o, true);
    let without = run(&o, false);
    let ended = |s: &Solved| matches!(s.outcome, Outcome::Solved | Outcome::Exhausted);
    if !ended(&with) {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.sokoban.bound")
                .count("expanded", with.expanded)
                .count("max", PAGE_BOUNDS.states as u64),
        ));
    }
    let at_least = with.expanded.max(1).saturating_mul(ratio);
    let met = without.expanded >= at_least;
    let code = match (met, ended(&without)) {
        (true, true) => "challenge.sokoban.met",
        (true, false) => "challenge.sokoban.met_bound",
        (false, _) => "challenge.sokoban.few",
    };
    Ok(Verdict::new(
        met,
        Message::new(code)
            .count("with", with.expanded)
            .count("without", without.expanded)
            .count("pruned", with.pruned.total())
            .count("ratio", ratio),
    ))
}

/// The challenges of the view `sokoban` names in the registry, in the order it lists them.
pub static SOKOBAN: &[Challenge] = &[
    Challenge {
        id: "sokoban-dead",
        goal: "challenge.sokoban_dead.goal",
        params: &[Param::new("ratio", 10, 2, 1_000)],
        // Four boxes in an open room: without pruning, breadth-first search by pushes tries
        // every box against every wall (19,629 states expanded against 1,425).
        example: "level=%23%23%23%23%23%23%23%23|%23------%23|%23-$--$-%23|%23--..--%23|%23-$--$-%23|%23--..--%23|%23---@--%23|%23%23%23%23%23%23%23%23&algo=bfs&by=pushes",
        counter: "n=1",
        check: pruning,
    },
];
