//! The status lines that say why the search did what it did, as message codes.

use super::*;
use crate::engine::{Event, FrontierEvent, FrontierView, TraceCounters};

/// The digit of a move, as the grid writes it.
fn move_digit(shape: Shape, mv: Placement) -> String {
    shape.char((mv & 31) as u8).to_string()
}

/// The cell of a move, as a message ("r3c7").
fn move_cell(shape: Shape, mv: Placement) -> Message {
    cell_message(shape, (mv >> 5) as usize)
}

/// The message for where a finished search ended: no solution, exactly one, all of
/// several, or stopped at the limit with one or several.
fn verdict(bfs: bool, found: u32, limit: Option<u64>) -> Message {
    let complete = limit.is_none_or(|k| u64::from(found) < k);
    match (bfs, found, complete) {
        (false, 0, _) => Message::new("sudoku.dfs.none"),
        (false, 1, true) => Message::new("sudoku.dfs.unique"),
        (false, _, true) => Message::new("sudoku.dfs.all"),
        (false, 0..=1, false) => Message::new("sudoku.dfs.stopped"),
        (false, _, false) => Message::new("sudoku.dfs.stopped_many"),
        (true, 0, _) => Message::new("sudoku.bfs.none"),
        (true, 1, true) => Message::new("sudoku.bfs.unique"),
        (true, _, true) => Message::new("sudoku.bfs.all"),
        (true, 0..=1, false) => Message::new("sudoku.bfs.stopped"),
        (true, _, false) => Message::new("sudoku.bfs.stopped_many"),
    }
}

/// The status line of a stepped depth-first search after the events shown, as a message
/// for the page: which cell the search chose and why, the digit tried or taken back and
/// why, or where the search ended. `view` is the grid as shown (after the last event);
/// the reasons are computed from the grid as it was when the choice was made, for the one
/// frame shown, never per step.
pub fn dfs_status(
    puzzle: &Puzzle,
    choice: CellChoice,
    limit: Option<u64>,
    view: &SudokuView,
    counters: &TraceCounters,
    finished: bool,
    last: Option<&Event<Placement>>,
) -> Message {
    let shape = puzzle.shape;
    // Every solution met, counted (the view keeps only the first ones).
    let (cells, found) = (view.cells(), view.count() as u32);
    if finished {
        return verdict(false, found, limit)
            .num("found", found)
            .count("nodes", counters.nodes)
            .count("backtracks", counters.backtracks);
    }
    match last {
        Some(Event::Visit(mv)) => {
            let mut before = cells.to_vec();
            before[(mv >> 5) as usize] = 0;
            try_status(shape, choice, &before, *mv).count("step", counters.steps)
        }
        Some(Event::Backtrack(mv)) => {
            let mut with = cells.to_vec();
            with[(mv >> 5) as usize] = (mv & 31) as u8;
            back_status(shape, choice, &with, *mv)
        }
        _ => Message::new("sudoku.dfs.start")
            .num("size", shape.size)
            .count("givens", puzzle.givens() as u64),
    }
}

/// The cell the search would fill next in `cells`, and its candidates: what
/// [`SudokuSearch::choose`] picks.
fn chosen(shape: Shape, choice: CellChoice, cells: &[u8]) -> Option<(usize, u32)> {
    let puzzle = Puzzle {
        shape,
        cells: cells.to_vec(),
    };
    let (search, state) = SudokuSearch::of(&puzzle, choice);
    search.choose(&state)
}

/// The digits of a candidate mask (bits 1..=size), as the grid writes them: "4, 9".
pub fn digit_list(shape: Shape, mask: u32) -> Vec<String> {
    (1..32)
        .filter(|d| mask & (1 << d) != 0)
        .map(|d| shape.char(d as u8).to_string())
        .collect()
}

/// Why the search writes `mv` into the grid `before`: the cell the strategy chose (the
/// first empty one, or the first with the fewest candidates, the scan stopping at a cell
/// with one or none) and which of its candidates were tried already (they come in
/// increasing order).
pub fn try_status(shape: Shape, choice: CellChoice, before: &[u8], mv: Placement) -> Message {
    let (cell, d) = ((mv >> 5) as usize, mv & 31);
    let cand = match chosen(shape, choice, before) {
        Some((c, cand)) if c == cell => cand,
        _ => candidates(shape, before)[cell],
    };
    let tried = cand & ((1 << d) - 1);
    let k = cand.count_ones();
    let code = match (choice, k, tried != 0) {
        (CellChoice::Mrv, 1, _) => "sudoku.why.forced",
        (CellChoice::Mrv, _, false) => "sudoku.why.mrv",
        (CellChoice::Mrv, _, true) => "sudoku.why.mrv_next",
        (CellChoice::First, _, false) => "sudoku.why.first",
        (CellChoice::First, _, true) => "sudoku.why.first_next",
    };
    let mut m = Message::new(code)
        .sub("cell", cell_message(shape, cell))
        .num("k", k)
        .list("digits", digit_list(shape, cand))
        .count("empty", before.iter().filter(|&&c| c == 0).count() as u64)
        .text("digit", move_digit(shape, mv));
    if tried != 0 {
        m = m.list("tried", digit_list(shape, tried));
    }
    m
}

/// Why the search takes `mv` back out of the grid `with` (which still holds it): the grid
/// was full (a solution, and the search goes on for more), the next cell the strategy
/// chose had no candidate, or every candidate of that cell failed below.
pub fn back_status(shape: Shape, choice: CellChoice, with: &[u8], mv: Placement) -> Message {
    let m = |code| {
        Message::new(code)
            .text("digit", move_digit(shape, mv))
            .sub("cell", move_cell(shape, mv))
    };
    match chosen(shape, choice, with) {
        None => m("sudoku.why.back_solution"),
        Some((next, 0)) => m("sudoku.why.back_none").sub("next", cell_message(shape, next)),
        Some((next, cand)) => m("sudoku.why.back_all")
            .sub("next", cell_message(shape, next))
            .num("k", cand.count_ones())
            .list("digits", digit_list(shape, cand)),
    }
}

/// The status line of a stepped breadth-first search after the events shown, as a message
/// for the page: the grid taken off the queue (made by `last_move`) and what became of it,
/// or where the search ended.
pub fn bfs_status(
    puzzle: &Puzzle,
    limit: Option<u64>,
    view: &FrontierView,
    finished: bool,
    last: Option<&FrontierEvent>,
    last_move: Option<Placement>,
) -> Message {
    let found = view.solutions.len() as u32;
    let shape = puzzle.shape;
    if view.capped {
        return Message::new("sudoku.bfs.capped")
            .count("cap", stepping_bfs_cap(shape) as u64)
            .count("nodes", view.taken)
            .num("found", found);
    }
    if finished {
        return verdict(true, found, limit)
            .num("found", found)
            .count("nodes", view.taken)
            .count("max", view.max_frontier);
    }
    let (what, children) = match last {
        None => return Message::new("sudoku.bfs.start").num("size", shape.size),
        Some(FrontierEvent::DeadEnd) => (Message::new("sudoku.bfs.dead_end"), 0),
        Some(FrontierEvent::Solution) => (Message::new("sudoku.bfs.solution"), 0),
        Some(FrontierEvent::Expand { children } | FrontierEvent::Capped { children }) => {
            (Message::new("sudoku.bfs.expand"), *children)
        }
        Some(FrontierEvent::Exhausted) => (Message::new("sudoku.bfs.expand"), 0),
    };
    let made = match last_move {
        Some(mv) => Message::new("sudoku.bfs.made_by")
            .text("digit", move_digit(shape, mv))
            .sub("cell", move_cell(shape, mv)),
        None => Message::new("sudoku.bfs.made_by_none"),
    };
    what.sub("made", made)
        .num("children", children)
        .count("frontier", view.frontier())
}
