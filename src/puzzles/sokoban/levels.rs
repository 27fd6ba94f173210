//! The built-in levels: made by the project for Searchlight, from easy to hard, shipped
//! under its MIT licence (`data/sokoban/levels.txt`, with their titles). Each is solvable;
//! `tests/sokoban.rs` holds their fewest moves and pushes against a search written there.

use super::{parse_levels, Level};

/// The built-in levels' text, in the standard format.
pub const TEXT: &str = include_str!("../../../data/sokoban/levels.txt");

/// The built-in levels, in order (easy first).
pub fn builtin() -> Vec<Level> {
    parse_levels(TEXT).expect("the built-in levels parse")
}
