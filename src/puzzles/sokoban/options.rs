//! Sokoban's options, declared once for the page, the CLI and the facade (see
//! [`crate::puzzles::options`]): the level (a text of levels, else the built-in set, and
//! which of them), the search, what a step is, the closed set, deadlock pruning and the
//! estimate.

use super::*;
use crate::puzzles::options::{Checked, Given, Kind, Reader, Spec};

/// Sokoban's options in the order they are read.
pub const OPTIONS: &[Spec] = &[
    // Levels in the standard format (`|` may end a row, as in a link); "" is the built-in
    // set. The value is trimmed, so floor outside the walls at the start of the first row
    // is written `-` or `_`.
    Spec::text("level", Kind::Text, ""),
    // Which level of the text (or of the built-in set), from 1.
    Spec::number("n", 1, MAX_LEVELS as u64, "1"),
    Spec::choice("algo", Algo::NAMES, "astar", "sokoban.bad_algo"),
    Spec::choice("by", By::NAMES, "pushes", "sokoban.bad_by"),
    Spec::flag("visited", Some(true)),
    Spec::flag("dead", Some(true)),
    Spec::choice("h", Estimate::NAMES, "matching", "sokoban.bad_h"),
];

/// A set read: the level chosen and how to search it.
#[derive(Clone, Debug)]
pub struct SokobanOptions {
    pub level: Level,
    /// Its number in its text (or in the built-in set), from 1.
    pub n: usize,
    /// How many levels the text (or the built-in set) holds.
    pub count: usize,
    /// Whether the level is a built-in one (no `level=` text).
    pub builtin: bool,
    pub search: Search,
}

/// A level number that is not a whole number from 1 to [`MAX_LEVELS`].
#[derive(Debug)]
pub struct BadNumber(pub String);

crate::puzzles::message::display_as_message!(BadNumber);

impl crate::puzzles::message::Coded for BadNumber {
    fn message(&self) -> crate::puzzles::message::Message {
        crate::puzzles::message::Message::new("sokoban.bad_n")
            .text("value", self.0.clone())
            .count("max", MAX_LEVELS as u64)
    }
}

/// Read a set of options: the level text parsed (or the built-in set taken), the level
/// number checked against it, the search's choices.
pub fn read(given: &Given) -> Checked<SokobanOptions> {
    read_on(given, None)
}

/// As [`read`], on `file`'s levels when there are some (the CLI's --level-file, read
/// untrimmed): `level` is then checked but not used.
pub fn read_on(given: &Given, file: Option<Vec<Level>>) -> Checked<SokobanOptions> {
    let mut r = Reader::new(OPTIONS, given);
    let levels = r.read("level", |t| -> Result<Option<Vec<Level>>, LevelError> {
        if t.is_empty() {
            Ok(None)
        } else {
            parse_levels(t).map(Some)
        }
    });
    let builtin = levels.is_none() && file.is_none();
    let levels = file.or(levels).unwrap_or_else(levels::builtin);
    let count = levels.len();
    let n = r.read("n", |t| -> Result<usize, LevelErrorOr> {
        let n = t
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_LEVELS).contains(n))
            .ok_or_else(|| LevelErrorOr::Number(BadNumber(t.to_string())))?;
        if n > count {
            return Err(LevelErrorOr::Level(LevelError::NoSuchLevel { n, count }));
        }
        Ok(n)
    });
    let algo = Algo::from_name(r.choice("algo")).expect("a declared choice");
    let by = By::from_name(r.choice("by")).expect("a declared choice");
    let visited = r.flag("visited").unwrap_or(true);
    let dead = r.flag("dead").unwrap_or(true);
    let estimate = Estimate::from_name(r.choice("h")).expect("a declared choice");
    let level = levels.into_iter().nth(n - 1).expect("n checked");
    r.finish(SokobanOptions {
        level,
        n,
        count,
        builtin,
        search: Search {
            algo,
            by,
            visited,
            dead,
            estimate,
        },
    })
}

/// The level number's two faults: not a number in range, or past the text's levels.
#[derive(Debug)]
pub enum LevelErrorOr {
    Number(BadNumber),
    Level(LevelError),
}

crate::puzzles::message::display_as_message!(LevelErrorOr);

impl crate::puzzles::message::Coded for LevelErrorOr {
    fn message(&self) -> crate::puzzles::message::Message {
        match self {
            LevelErrorOr::Number(e) => e.message(),
            LevelErrorOr::Level(e) => e.message(),
        }
    }
}
