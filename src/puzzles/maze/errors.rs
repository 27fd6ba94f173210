//! What can be wrong with a maze request or a maze text, and the parsers of the
//! request's values (size, seed, loops, step limit).

use super::*;

/// What is wrong with a maze request or a maze text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MazeError {
    /// A size `RxC` with a side outside `MIN_SIDE..=max`.
    Size {
        text: String,
        max: u32,
    },
    /// A size that is not of the form `RxC` (two whole numbers with an x between them).
    SizeForm(String),
    Seed(String),
    Loops(String),
    /// A step limit that is not a whole number from 1 to `max` (the CLI's `MAX_LIMIT`, or
    /// the page's smaller bound).
    Limit {
        text: String,
        max: u64,
    },
    /// A maze text longer than [`MAX_TEXT_BYTES`].
    TooLarge {
        bytes: usize,
    },
    /// A maze text that is not the format, at `line` and `column` (from 1).
    Text {
        line: usize,
        column: usize,
        fault: TextFault,
    },
    /// A square name not on the maze.
    Square(String),
    /// A wall edit that is not `<square><n|e|s|w>` inside the maze.
    Edit(String),
}

/// What is wrong at one place in a maze text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFault {
    /// The text ends where a line was due (a maze has an odd number of lines, at least 5).
    MissingLine,
    /// The first line is not `+` and then `--+` or `  +` per column (at least two).
    Width,
    /// A line of another length than the first.
    Length {
        expected: usize,
        found: usize,
    },
    /// Not `+` where a corner goes.
    Corner,
    /// Not `--` or two spaces between corners.
    Wall,
    /// Not `|` or a space between cells.
    Side,
    /// A cell holds something other than `S`, `C` or spaces.
    Cell,
    /// An opening in the outer wall.
    Border,
    TwoStarts,
    TwoCoins,
}

crate::puzzles::message::display_as_message!(TextFault, MazeError);

impl Coded for TextFault {
    fn message(&self) -> Message {
        match self {
            TextFault::MissingLine => Message::new("maze.fault.missing_line"),
            TextFault::Width => Message::new("maze.fault.width"),
            TextFault::Length { expected, found } => Message::new("maze.fault.length")
                .count("expected", *expected as u64)
                .count("found", *found as u64),
            TextFault::Corner => Message::new("maze.fault.corner"),
            TextFault::Wall => Message::new("maze.fault.wall"),
            TextFault::Side => Message::new("maze.fault.side"),
            TextFault::Cell => Message::new("maze.fault.cell"),
            TextFault::Border => Message::new("maze.fault.border"),
            TextFault::TwoStarts => Message::new("maze.fault.two_starts"),
            TextFault::TwoCoins => Message::new("maze.fault.two_coins"),
        }
    }
}

impl std::error::Error for MazeError {}

impl Coded for MazeError {
    fn message(&self) -> Message {
        match self {
            MazeError::Size { text, max } => Message::new("maze.bad_size")
                .text("size", text)
                .num("min", MIN_SIDE)
                .num("max", *max),
            MazeError::SizeForm(s) => Message::new("maze.bad_size_form").text("size", s),
            MazeError::Seed(s) => Message::new("maze.bad_seed").text("seed", s),
            MazeError::Loops(s) => Message::new("maze.bad_loops").text("loops", s),
            MazeError::Limit { text, max } => Message::new("maze.bad_limit")
                .text("limit", text)
                .count("max", *max),
            MazeError::TooLarge { bytes } => Message::new("maze.too_large")
                .count("bytes", *bytes as u64)
                .count("max", MAX_TEXT_BYTES as u64),
            MazeError::Text {
                line,
                column,
                fault,
            } => Message::new("maze.text")
                .count("line", *line as u64)
                .count("column", *column as u64)
                .sub("fault", fault.message()),
            MazeError::Square(s) => Message::new("maze.bad_square").text("square", s),
            MazeError::Edit(s) => Message::new("maze.bad_edit").text("edit", s),
        }
    }
}

/// `RxC` (rows by columns) with both sides in `MIN_SIDE..=max`: a text of another form is
/// [`MazeError::SizeForm`], sides out of range [`MazeError::Size`].
pub fn parse_size(text: &str, max: u32) -> Result<(u32, u32), MazeError> {
    let t = text.trim().to_ascii_lowercase();
    let bad = || MazeError::Size {
        text: text.trim().to_string(),
        max,
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (r, c) = t
        .split_once('x')
        .filter(|(r, c)| digits(r) && digits(c))
        .ok_or_else(|| MazeError::SizeForm(text.trim().to_string()))?;
    let side = |s: &str| {
        s.parse::<u32>()
            .ok()
            .filter(|n| (MIN_SIDE..=max).contains(n))
    };
    Ok((side(r).ok_or_else(bad)?, side(c).ok_or_else(bad)?))
}

pub fn parse_seed(text: &str) -> Result<u64, MazeError> {
    text.trim()
        .parse()
        .map_err(|_| MazeError::Seed(text.trim().to_string()))
}

/// A percentage of the walls left by the perfect maze to take away, 0 to 100.
pub fn parse_loops(text: &str) -> Result<u32, MazeError> {
    let t = text.trim().trim_end_matches('%');
    t.parse()
        .ok()
        .filter(|&p| p <= 100)
        .ok_or_else(|| MazeError::Loops(text.trim().to_string()))
}

pub fn parse_limit(text: &str) -> Result<u64, MazeError> {
    text.trim()
        .parse()
        .ok()
        .filter(|&n| (1..=MAX_LIMIT).contains(&n))
        .ok_or_else(|| MazeError::Limit {
            text: text.trim().to_string(),
            max: MAX_LIMIT,
        })
}
