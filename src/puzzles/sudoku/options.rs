//! The sudoku's options, declared once (see [`crate::puzzles::options`]).

use super::*;
use crate::puzzles::options::{Checked, Given, Kind, Reader, Spec};

/// The puzzle the page opens with (the Wikipedia example).
pub const EXAMPLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The grid (checked by the page's own problem display, so any text here), how the next
/// cell is chosen, the frontier, how many solutions to stop after (0: all), and the
/// student's own key of the cell filled next ("Your rule").
pub const OPTIONS: &[Spec] = &[
    Spec::text("p", Kind::Text, EXAMPLE),
    Spec::choice("cell", &["first", "mrv"], "mrv", "sudoku.param.cell"),
    Spec::choice("frontier", &["dfs", "bfs"], "dfs", "sudoku.param.frontier"),
    Spec::number("limit", 0, 999_999, "1"),
    // The student's own choice of the cell filled next, in the rule language.
    crate::puzzles::rule::OPTION,
];

/// The sudoku's options read (the grid as text: the page shows what is wrong with it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuOptions {
    pub grid: String,
    pub cell: CellChoice,
    pub frontier: Frontier,
    /// Stop after this many solutions (None: all).
    pub limit: Option<u64>,
}

/// A number of solutions that is not a whole number from 0 to 999,999.
#[derive(Debug)]
pub struct BadLimit(pub String);

crate::puzzles::message::display_as_message!(BadLimit);

impl crate::puzzles::message::Coded for BadLimit {
    fn message(&self) -> Message {
        Message::new("sudoku.param.limit")
    }
}

/// Read a set of the sudoku's options (a rule of the student's is checked, and kept in the
/// values).
pub fn read(given: &Given) -> Checked<SudokuOptions> {
    let mut r = Reader::new(OPTIONS, given);
    let grid = r.read("p", |t| Ok::<_, std::convert::Infallible>(t.to_string()));
    let cell = match r.choice("cell") {
        "first" => CellChoice::First,
        _ => CellChoice::Mrv,
    };
    let frontier = match r.choice("frontier") {
        "bfs" => Frontier::Bfs,
        _ => Frontier::Dfs,
    };
    let limit = r.read("limit", |t| {
        (!t.is_empty() && t.len() <= 6 && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse::<u64>().ok())
            .flatten()
            .ok_or_else(|| BadLimit(t.to_string()))
    });
    crate::puzzles::rule::read_option(&mut r, &super::rule::VOCABULARY);
    r.finish(SudokuOptions {
        grid,
        cell,
        frontier,
        limit: (limit >= 1).then_some(limit),
    })
}
