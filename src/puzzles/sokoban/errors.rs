//! What can be wrong with a level text: each fault a coded message with its parameters (the
//! line and column from 1, counts, the bound), worded by the page's and the CLI's catalogue.

use super::*;
use crate::puzzles::message::{Coded, Message};

/// What is wrong with a level text, or with the level asked for in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// A text longer than [`MAX_TEXT_BYTES`].
    TooLong { bytes: usize },
    /// More than [`MAX_LEVELS`] levels; `line` is where the one past the bound starts.
    TooManyLevels { line: usize },
    /// No level at all (empty, blank or comments only).
    NoLevel,
    /// A character that is not the format's (`#@+$*.`, a space, `-`, `_`).
    Char {
        line: usize,
        column: usize,
        found: char,
    },
    /// A row longer than [`MAX_SIDE`] squares.
    TooWide { line: usize },
    /// A level of more than [`MAX_SIDE`] rows, from `line`.
    TooTall { line: usize },
    /// A level from `line` with no keeper (`@` or `+`).
    NoPlayer { line: usize },
    /// A second keeper.
    TwoPlayers { line: usize, column: usize },
    /// The keeper's region reaches the grid's edge, or a row's end, here: the walls do not
    /// close him in.
    Open { line: usize, column: usize },
    /// A box (`goal` false) or a goal the keeper can never reach, there being walls between.
    Unreachable {
        line: usize,
        column: usize,
        goal: bool,
    },
    /// A level from `line` with more floor squares than [`MAX_FLOOR`].
    TooMuchFloor { line: usize, squares: usize },
    /// A level from `line` with no box.
    NoBoxes { line: usize },
    /// A level from `line` whose boxes and goals are not as many.
    Count {
        line: usize,
        boxes: usize,
        goals: usize,
    },
    /// A level from `line` with more boxes than [`MAX_BOXES`].
    TooManyBoxes { line: usize, boxes: usize },
    /// Level `n` asked of a text of `count` levels.
    NoSuchLevel { n: usize, count: usize },
}

crate::puzzles::message::display_as_message!(LevelError);

impl Coded for LevelError {
    /// Codes `sokoban.level.*`; `line` and `column` from 1 where the fault has a place.
    fn message(&self) -> Message {
        let m = Message::new;
        let n = |x: usize| x as u64;
        match *self {
            LevelError::TooLong { bytes } => m("sokoban.level.too_long")
                .count("bytes", n(bytes))
                .count("max", n(MAX_TEXT_BYTES)),
            LevelError::TooManyLevels { line } => m("sokoban.level.too_many_levels")
                .count("line", n(line))
                .count("max", n(MAX_LEVELS)),
            LevelError::NoLevel => m("sokoban.level.none"),
            LevelError::Char {
                line,
                column,
                found,
            } => m("sokoban.level.char")
                .count("line", n(line))
                .count("column", n(column))
                .text("char", found.to_string()),
            LevelError::TooWide { line } => m("sokoban.level.too_wide")
                .count("line", n(line))
                .count("max", n(MAX_SIDE)),
            LevelError::TooTall { line } => m("sokoban.level.too_tall")
                .count("line", n(line))
                .count("max", n(MAX_SIDE)),
            LevelError::NoPlayer { line } => m("sokoban.level.no_player").count("line", n(line)),
            LevelError::TwoPlayers { line, column } => m("sokoban.level.two_players")
                .count("line", n(line))
                .count("column", n(column)),
            LevelError::Open { line, column } => m("sokoban.level.open")
                .count("line", n(line))
                .count("column", n(column)),
            LevelError::Unreachable { line, column, goal } => m(if goal {
                "sokoban.level.unreachable_goal"
            } else {
                "sokoban.level.unreachable_box"
            })
            .count("line", n(line))
            .count("column", n(column)),
            LevelError::TooMuchFloor { line, squares } => m("sokoban.level.too_much_floor")
                .count("line", n(line))
                .count("squares", n(squares))
                .count("max", n(MAX_FLOOR)),
            LevelError::NoBoxes { line } => m("sokoban.level.no_boxes").count("line", n(line)),
            LevelError::Count { line, boxes, goals } => m(if boxes > goals {
                "sokoban.level.more_boxes"
            } else {
                "sokoban.level.fewer_boxes"
            })
            .count("line", n(line))
            .count("boxes", n(boxes))
            .count("goals", n(goals)),
            LevelError::TooManyBoxes { line, boxes } => m("sokoban.level.too_many_boxes")
                .count("line", n(line))
                .count("boxes", n(boxes))
                .count("max", n(MAX_BOXES)),
            LevelError::NoSuchLevel { n: k, count } => m("sokoban.level.no_such_level")
                .count("n", n(k))
                .count("count", n(count)),
        }
    }
}
