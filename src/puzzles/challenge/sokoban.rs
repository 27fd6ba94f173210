//! Sokoban's challenges, the level and the search being the view's options: a level where
//! deadlock pruning (dead squares and freezes) cuts the states the search expands by a
//! factor (only `dead` is set each way), and one that breadth-first search cannot finish
//! within the page's bound without the closed set and can with it (the search is
//! breadth-first, `visited` set each way).

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

/// Breadth-first search without the closed set stops at the page's bound (of states kept or
/// of steps) where the same search with it ends, solved or with every state tried.
pub fn memory(given: &Given, _goal: &Goal) -> Checked {
    let o = options::read(given).ok()?;
    let bfs = |visited: bool| {
        let mut search = o.search;
        search.algo = sokoban::Algo::Bfs;
        search.visited = visited;
        sokoban::solve(&o.level, search, PAGE_BOUNDS)
    };
    let ended = |s: &Solved| matches!(s.outcome, Outcome::Solved | Outcome::Exhausted);
    let with = bfs(true);
    if !ended(&with) {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.sokoban_memory.bound")
                .count("expanded", with.expanded)
                .count("max", PAGE_BOUNDS.states as u64),
        ));
    }
    let without = bfs(false);
    let code = if ended(&without) {
        "challenge.sokoban_memory.ends"
    } else {
        "challenge.sokoban_memory.met"
    };
    Ok(Verdict::new(
        !ended(&without),
        Message::new(code)
            .count("with", with.expanded)
            .count("without", without.expanded)
            .count("again", without.met_again)
            .count("max", PAGE_BOUNDS.states as u64),
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
    Challenge {
        id: "sokoban-memory",
        goal: "challenge.sokoban_memory.goal",
        params: &[],
        // The fourth built-in level by moves: 544 states expanded with the closed set; the
        // shortest solution's 15 moves are too deep for the move sequences of a tree search.
        example: "n=4&by=moves",
        counter: "n=1&by=moves",
        check: memory,
    },
];
