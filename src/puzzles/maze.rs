//! Shannon's maze mouse (1952): a rectangular maze, generated from a seed or read from a
//! plain text format, and a mouse that finds the coin by blind trial and error. At each
//! square it faces a direction and feels ahead with its whiskers; blocked, it turns right
//! (90 degrees clockwise: north, east, south, west) and feels again; open, it moves on; when
//! every direction is a wall, the way it came or (with the visited set) explored, it backs
//! up one square. Each square remembers the direction the mouse last left it by, as
//! Shannon's relays did, so a second run follows the remembered route without feeling, and
//! falls back to exploring where the memory leads into a wall or the coin is gone.
//!
//! Why the mouse is its own machine and not the engine's generic `Dfs`: its steps are the
//! whiskers' feels (one per direction tried, blocked ones included, each turning the mouse),
//! not one event per move; the order of the directions depends on its heading; every move
//! writes the square's memory; and the second run starts by recalling a route and may turn
//! into a search from the middle of it, with that route as its stack. It is still a
//! depth-first search with an explicit stack (no recursion), and without the visited set it
//! is the search that goes round a cycle forever, stopped by a step limit.
//!
//! Squares are indices `row * cols + col`, row 0 at the top; people read them in chess
//! notation (a1 bottom left), the JSON as `[row, col]`.

use std::borrow::Cow;
use std::fmt;

use super::board::file_name;
use super::message::{Coded, Message};
use crate::engine::{Bfs, Graph, Replay, SplitMix64};

/// The smallest side of a maze.
pub const MIN_SIDE: u32 = 2;
/// The largest side drawn in the page.
pub const MAX_DRAWN: u32 = 100;
/// The largest side the command line takes.
pub const MAX_SIDE: u32 = 2000;
/// The largest maze text read: a 2000 x 2000 maze with CR LF line ends.
pub const MAX_TEXT_BYTES: usize = (2 * MAX_SIDE as usize + 1) * (3 * MAX_SIDE as usize + 3);
/// The largest step limit (the mouse's stack can grow by one square a step).
pub const MAX_LIMIT: u64 = 100_000_000;

/// What a character outside ASCII stands as while a maze text is read (see [`Maze::parse`]).
const NOT_ASCII: u8 = 0x80;

/// A square: `row * cols + col`, row 0 at the top.
pub type Square = u32;

/// A heading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    /// Clockwise from north: the mouse's turning order.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// 90 degrees clockwise.
    pub fn right(self) -> Dir {
        Dir::ALL[(self as usize + 1) % 4]
    }
    /// The opposite heading.
    pub fn back(self) -> Dir {
        Dir::ALL[(self as usize + 2) % 4]
    }
    /// `self` turned right `k` times.
    pub fn turned(self, k: u8) -> Dir {
        Dir::ALL[(self as usize + k as usize) % 4]
    }
    pub fn name(self) -> &'static str {
        match self {
            Dir::North => "north",
            Dir::East => "east",
            Dir::South => "south",
            Dir::West => "west",
        }
    }
    /// The heading as a message, said in the reader's language.
    pub fn message(self) -> Message {
        Message::new(match self {
            Dir::North => "maze.dir.north",
            Dir::East => "maze.dir.east",
            Dir::South => "maze.dir.south",
            Dir::West => "maze.dir.west",
        })
    }
    /// 0 north, 1 east, 2 south, 3 west; 4 for none (the page's encoding of memory).
    pub fn code(d: Option<Dir>) -> u8 {
        d.map_or(4, |d| d as u8)
    }
}

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
    Limit(String),
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

impl fmt::Display for TextFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextFault::MissingLine => write!(f, "the text ends where a wall line is due"),
            TextFault::Width => write!(
                f,
                "a wall line is + then --+ or two spaces and + for each column (at least 2)"
            ),
            TextFault::Length { expected, found } => write!(
                f,
                "the line has {found} characters; the first line has {expected}"
            ),
            TextFault::Corner => write!(f, "expected + at a corner"),
            TextFault::Wall => write!(f, "expected -- (a wall) or two spaces (an opening)"),
            TextFault::Side => write!(f, "expected | (a wall) or a space (an opening)"),
            TextFault::Cell => write!(f, "a cell holds S (start), C (coin) or spaces"),
            TextFault::Border => write!(f, "the outer wall has an opening"),
            TextFault::TwoStarts => write!(f, "a second start S"),
            TextFault::TwoCoins => write!(f, "a second coin C"),
        }
    }
}

impl fmt::Display for MazeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeError::Size { text, max } => write!(
                f,
                "size \"{text}\" is out of range: a maze is ROWSxCOLUMNS from {MIN_SIDE}x{MIN_SIDE} to {max}x{max}"
            ),
            MazeError::SizeForm(s) => write!(
                f,
                "size \"{s}\" is not of the form ROWSxCOLUMNS, two whole numbers with an x between them, e.g. 12x12"
            ),
            MazeError::Seed(s) => write!(f, "seed \"{s}\" is not a whole number from 0 to 2^64-1"),
            MazeError::Loops(s) => {
                write!(f, "loops \"{s}\" is not a percentage, a whole number from 0 to 100")
            }
            MazeError::Limit(s) => {
                write!(f, "limit \"{s}\" is not a number of steps from 1 to {MAX_LIMIT}")
            }
            MazeError::TooLarge { bytes } => write!(
                f,
                "the maze text has {bytes} bytes; at most {MAX_TEXT_BYTES} are read"
            ),
            MazeError::Text {
                line,
                column,
                fault,
            } => write!(f, "maze text row {line}, column {column}: {fault}"),
            MazeError::Square(s) => write!(f, "\"{s}\" is not a square of the maze"),
            MazeError::Edit(s) => write!(
                f,
                "\"{s}\" is not a wall: a square and a side n, e, s or w, inside the maze"
            ),
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
            MazeError::Limit(s) => Message::new("maze.bad_limit")
                .text("limit", s)
                .count("max", MAX_LIMIT),
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
                .sub(
                    "fault",
                    match fault {
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
                    },
                ),
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
        .ok_or_else(|| MazeError::Limit(text.trim().to_string()))
}

/// A rectangular maze: walls between neighbouring squares, a closed outer wall, a start and
/// a coin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    rows: u32,
    cols: u32,
    /// `east[sq]`: a wall between `sq` and the square east of it (true on the last column).
    east: Vec<bool>,
    /// `south[sq]`: a wall between `sq` and the square south of it (true on the last row).
    south: Vec<bool>,
    start: Square,
    coin: Square,
}

impl Maze {
    /// Every wall standing; start top left, coin bottom right. Sides checked by the caller
    /// (at least 1).
    pub fn closed(rows: u32, cols: u32) -> Maze {
        let n = (rows * cols) as usize;
        Maze {
            rows,
            cols,
            east: vec![true; n],
            south: vec![true; n],
            start: 0,
            coin: rows * cols - 1,
        }
    }

    /// A perfect maze (every square reachable by exactly one route) by randomised
    /// depth-first search from the top left, with an explicit stack, then `loops` percent
    /// of the walls it left inside taken away (chosen by the same generator) to make cycles.
    /// The one implementation is [`Carver`], stepped to its end here.
    pub fn generate(rows: u32, cols: u32, seed: u64, loops: u32) -> Maze {
        let mut carver = Carver::new(rows, cols, seed, loops);
        while carver.step().is_some() {}
        carver.maze
    }

    pub fn rows(&self) -> u32 {
        self.rows
    }
    pub fn cols(&self) -> u32 {
        self.cols
    }
    pub fn len(&self) -> usize {
        (self.rows * self.cols) as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn start(&self) -> Square {
        self.start
    }
    pub fn coin(&self) -> Square {
        self.coin
    }
    pub fn set_start(&mut self, sq: Square) {
        assert!((sq as usize) < self.len());
        self.start = sq;
    }
    pub fn set_coin(&mut self, sq: Square) {
        assert!((sq as usize) < self.len());
        self.coin = sq;
    }
    pub fn row(&self, sq: Square) -> u32 {
        sq / self.cols
    }
    pub fn col(&self, sq: Square) -> u32 {
        sq % self.cols
    }
    /// `[row, col]`, as the JSON writes a square.
    pub fn row_col(&self, sq: Square) -> [u32; 2] {
        [self.row(sq), self.col(sq)]
    }

    /// The square's name in chess notation: a1 is the bottom left.
    pub fn name(&self, sq: Square) -> String {
        format!("{}{}", file_name(self.col(sq)), self.rows - self.row(sq))
    }

    /// A square by its chess name ("c4"), on this maze.
    pub fn parse_square(&self, text: &str) -> Result<Square, MazeError> {
        let t = text.trim().to_ascii_lowercase();
        let bad = || MazeError::Square(text.trim().to_string());
        let split = t.find(|c: char| !c.is_ascii_lowercase()).ok_or_else(bad)?;
        let (letters, digits) = t.split_at(split);
        if letters.is_empty() || letters.len() > 3 || digits.len() > 5 || digits.starts_with('0') {
            return Err(bad());
        }
        let file = letters
            .bytes()
            .fold(0u32, |a, b| a * 26 + u32::from(b - b'a' + 1))
            - 1;
        let rank: u32 = digits.parse().map_err(|_| bad())?;
        if file >= self.cols || rank == 0 || rank > self.rows {
            return Err(bad());
        }
        Ok((self.rows - rank) * self.cols + file)
    }

    /// The square beyond side `d` of `sq`, if inside the maze.
    pub fn neighbour(&self, sq: Square, d: Dir) -> Option<Square> {
        let (r, c) = (self.row(sq), self.col(sq));
        match d {
            Dir::North => (r > 0).then(|| sq - self.cols),
            Dir::South => (r + 1 < self.rows).then(|| sq + self.cols),
            Dir::West => (c > 0).then(|| sq - 1),
            Dir::East => (c + 1 < self.cols).then(|| sq + 1),
        }
    }

    /// Whether a wall stands on side `d` of `sq` (the outer wall always does).
    pub fn wall(&self, sq: Square, d: Dir) -> bool {
        match d {
            Dir::East => self.east[sq as usize],
            Dir::South => self.south[sq as usize],
            Dir::North => self.neighbour(sq, d).is_none_or(|n| self.south[n as usize]),
            Dir::West => self.neighbour(sq, d).is_none_or(|n| self.east[n as usize]),
        }
    }

    /// The square through side `d` of `sq`, if no wall is in the way.
    pub fn open(&self, sq: Square, d: Dir) -> Option<Square> {
        self.neighbour(sq, d).filter(|_| !self.wall(sq, d))
    }

    /// Put up or take down the wall on side `d` of `sq`; false (and nothing changes) for
    /// the outer wall.
    pub fn set_wall(&mut self, sq: Square, d: Dir, wall: bool) -> bool {
        let Some(nb) = self.neighbour(sq, d) else {
            return false;
        };
        match d {
            Dir::East => self.east[sq as usize] = wall,
            Dir::South => self.south[sq as usize] = wall,
            Dir::West => self.east[nb as usize] = wall,
            Dir::North => self.south[nb as usize] = wall,
        }
        true
    }

    /// Every wall between two squares (not the outer wall), each once as (square, east or
    /// south), in square order.
    pub fn inner_walls(&self) -> Vec<(Square, Dir)> {
        let mut out = Vec::new();
        for sq in 0..self.len() as u32 {
            for d in [Dir::East, Dir::South] {
                if self.neighbour(sq, d).is_some() && self.wall(sq, d) {
                    out.push((sq, d));
                }
            }
        }
        out
    }

    /// How many openings join neighbouring squares.
    pub fn passages(&self) -> usize {
        let sides = (self.rows * (self.cols - 1) + self.cols * (self.rows - 1)) as usize;
        sides - self.inner_walls().len()
    }

    /// Take down every wall inside (the outer wall stays).
    pub fn remove_walls(&mut self) {
        for sq in 0..self.len() as u32 {
            for d in [Dir::East, Dir::South] {
                self.set_wall(sq, d, false);
            }
        }
    }

    /// Toggle the walls named in `edits` ("c3e,d4s": a square and a side), in order.
    pub fn apply_edits(&mut self, edits: &str) -> Result<(), MazeError> {
        for e in edits
            .split([',', ' '])
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            let bad = || MazeError::Edit(e.to_string());
            let (name, side) = e.split_at(e.len() - 1);
            let d = match side.to_ascii_lowercase().as_str() {
                "n" => Dir::North,
                "e" => Dir::East,
                "s" => Dir::South,
                "w" => Dir::West,
                _ => return Err(bad()),
            };
            let sq = self.parse_square(name).map_err(|_| bad())?;
            let now = self.wall(sq, d);
            if !self.set_wall(sq, d, !now) {
                return Err(bad());
            }
        }
        Ok(())
    }

    /// The maze in the text format, one string per line.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::with_capacity(2 * self.rows as usize + 1);
        let wall_line = |r: u32| {
            let mut s = String::with_capacity(3 * self.cols as usize + 1);
            s.push('+');
            for c in 0..self.cols {
                let closed =
                    r == 0 || r == self.rows || self.south[((r - 1) * self.cols + c) as usize];
                s.push_str(if closed { "--+" } else { "  +" });
            }
            s
        };
        for r in 0..self.rows {
            out.push(wall_line(r));
            let mut s = String::with_capacity(3 * self.cols as usize + 1);
            s.push('|');
            for c in 0..self.cols {
                let sq = r * self.cols + c;
                s.push_str(match (sq == self.start, sq == self.coin) {
                    (true, true) => "SC",
                    (true, false) => "S ",
                    (false, true) => "C ",
                    (false, false) => "  ",
                });
                s.push(if self.east[sq as usize] { '|' } else { ' ' });
            }
            out.push(s);
        }
        out.push(wall_line(self.rows));
        out
    }

    /// Read the text format (see the README): 2R+1 lines of 3C+1 characters. Sides from
    /// `MIN_SIDE` to `max`; the text at most [`MAX_TEXT_BYTES`].
    pub fn parse(text: &str, max: u32) -> Result<Maze, MazeError> {
        if text.len() > MAX_TEXT_BYTES {
            return Err(MazeError::TooLarge { bytes: text.len() });
        }
        // One byte a character, so columns and lengths count characters: a line with a
        // character outside ASCII (never part of a maze) has each such character stand as
        // one byte no rule accepts.
        let mut lines: Vec<Cow<[u8]>> = text
            .lines()
            .map(|l| {
                if l.is_ascii() {
                    Cow::Borrowed(l.as_bytes())
                } else {
                    Cow::Owned(
                        l.chars()
                            .map(|c| if c.is_ascii() { c as u8 } else { NOT_ASCII })
                            .collect(),
                    )
                }
            })
            .collect();
        while lines
            .last()
            .is_some_and(|l| l.iter().all(u8::is_ascii_whitespace))
        {
            lines.pop();
        }
        let at = |line: usize, column: usize, fault| MazeError::Text {
            line: line + 1,
            column: column + 1,
            fault,
        };
        let width = lines.first().map_or(0, |l| l.len());
        if width < 7 || width % 3 != 1 {
            return Err(at(0, width, TextFault::Width));
        }
        if lines.len() < 5 || lines.len().is_multiple_of(2) {
            return Err(at(lines.len(), 0, TextFault::MissingLine));
        }
        let (rows, cols) = (((lines.len() - 1) / 2) as u32, ((width - 1) / 3) as u32);
        if rows > max || cols > max {
            return Err(MazeError::Size {
                text: format!("{rows}x{cols}"),
                max,
            });
        }
        let mut m = Maze::closed(rows, cols);
        let (mut start, mut coin) = (None, None);
        for (i, l) in lines.iter().enumerate() {
            if l.len() != width {
                return Err(at(
                    i,
                    l.len().min(width),
                    TextFault::Length {
                        expected: width,
                        found: l.len(),
                    },
                ));
            }
            let r = (i / 2) as u32;
            for c in 0..cols as usize {
                let x = 3 * c;
                if i % 2 == 0 {
                    if l[x] != b'+' {
                        return Err(at(i, x, TextFault::Corner));
                    }
                    let wall = match &l[x + 1..x + 3] {
                        b"--" => true,
                        b"  " => false,
                        _ => return Err(at(i, x + 1, TextFault::Wall)),
                    };
                    if r == 0 || r == rows {
                        if !wall {
                            return Err(at(i, x + 1, TextFault::Border));
                        }
                    } else {
                        m.south[((r - 1) * cols + c as u32) as usize] = wall;
                    }
                } else {
                    let sq = r * cols + c as u32;
                    if c == 0 && l[0] != b'|' {
                        return Err(at(
                            i,
                            0,
                            if l[0] == b' ' {
                                TextFault::Border
                            } else {
                                TextFault::Side
                            },
                        ));
                    }
                    for k in [x + 1, x + 2] {
                        match l[k] {
                            b' ' => {}
                            b'S' if start.is_none() => start = Some(sq),
                            b'S' => return Err(at(i, k, TextFault::TwoStarts)),
                            b'C' if coin.is_none() => coin = Some(sq),
                            b'C' => return Err(at(i, k, TextFault::TwoCoins)),
                            _ => return Err(at(i, k, TextFault::Cell)),
                        }
                    }
                    let wall = match l[x + 3] {
                        b'|' => true,
                        b' ' if c + 1 < cols as usize => false,
                        b' ' => return Err(at(i, x + 3, TextFault::Border)),
                        _ => return Err(at(i, x + 3, TextFault::Side)),
                    };
                    m.east[sq as usize] = wall;
                }
            }
            if i % 2 == 0 && l[width - 1] != b'+' {
                return Err(at(i, width - 1, TextFault::Corner));
            }
        }
        m.start = start.unwrap_or(0);
        m.coin = coin.unwrap_or(rows * cols - 1);
        Ok(m)
    }
}

/// The maze as a graph of open passages, neighbours north, east, south, west.
impl Graph for Maze {
    fn vertex_count(&self) -> usize {
        self.len()
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend(Dir::ALL.iter().filter_map(|&d| self.open(v, d)));
    }
}

/// The shortest route from the start to the coin by the engine's breadth-first search,
/// start and coin included; `None` when the coin cannot be reached.
pub fn shortest(maze: &Maze) -> Option<Vec<Square>> {
    let mut bfs = Bfs::new(maze, maze.start(), Some(maze.coin()));
    bfs.run_to_end();
    bfs.path_to(maze.coin())
}

impl Graph for &Maze {
    fn vertex_count(&self) -> usize {
        (*self).vertex_count()
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        (*self).neighbours(v, out)
    }
}

/// Why a route is not a walk from the start to the coin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouteError {
    Empty,
    NotFromStart,
    NotToCoin,
    /// Step `index` (from 1) goes through a wall or to a square that is not beside it.
    Blocked {
        index: usize,
    },
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::Empty => write!(f, "the route is empty"),
            RouteError::NotFromStart => write!(f, "the route does not begin at the start"),
            RouteError::NotToCoin => write!(f, "the route does not end at the coin"),
            RouteError::Blocked { index } => {
                write!(f, "move {index} goes through a wall or jumps")
            }
        }
    }
}

impl std::error::Error for RouteError {}

/// Check, knowing nothing of the mouse, that `route` walks from the start to the coin
/// through openings only.
pub fn verify_route(maze: &Maze, route: &[Square]) -> Result<(), RouteError> {
    let (first, last) = match (route.first(), route.last()) {
        (Some(&f), Some(&l)) => (f, l),
        _ => return Err(RouteError::Empty),
    };
    if first != maze.start() {
        return Err(RouteError::NotFromStart);
    }
    if last != maze.coin() {
        return Err(RouteError::NotToCoin);
    }
    for (i, w) in route.windows(2).enumerate() {
        let ok = (w[1] as usize) < maze.len()
            && Dir::ALL.iter().any(|&d| maze.open(w[0], d) == Some(w[1]));
        if !ok {
            return Err(RouteError::Blocked { index: i + 1 });
        }
    }
    Ok(())
}

/// Why a direction the mouse feels is closed to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Blocked {
    /// Its whiskers touch a wall.
    Wall,
    /// The way it came.
    Back,
    /// A square it has been in (with the visited set).
    Explored,
}

/// One step of the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MouseEvent {
    /// At `at`, facing `facing`, the way is closed (`why`); it turns right to `turn`, or,
    /// with every direction tried, does not turn (it backs up next).
    Feel {
        at: Square,
        facing: Dir,
        why: Blocked,
        turn: Option<Dir>,
    },
    /// Open ahead: it moves from `from` to `to`, heading `facing` (it faced `before`);
    /// `from` remembers `facing` (it remembered `was` before). `recalled`: on the second
    /// run, by memory, without feeling.
    Move {
        from: Square,
        to: Square,
        facing: Dir,
        before: Dir,
        was: Option<Dir>,
        recalled: bool,
    },
    /// A dead end: back from `from` to `to` (the way `back`, which `from` now remembers
    /// instead of `was`), then facing `after` (it faced `before`).
    BackUp {
        from: Square,
        to: Square,
        back: Dir,
        was: Option<Dir>,
        before: Dir,
        after: Dir,
    },
    /// On the second run the memory at `at` fails (no memory, a wall, or a square already
    /// run through): from here it explores, facing `after` (it faced `before`).
    Relearn { at: Square, before: Dir, after: Dir },
    /// The coin is here.
    Found { at: Square },
    /// Every direction from the start tried: the coin cannot be reached.
    Exhausted { at: Square },
    /// The step limit is reached.
    Limit { at: Square },
}

/// Where a run stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MouseOutcome {
    Running,
    Found,
    Exhausted,
    Limit,
}

/// The mouse's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MouseStats {
    /// Events: feels, moves, back-ups, and the last one.
    pub steps: u64,
    /// Moves into a square (back-ups not counted; a square entered twice counts twice).
    pub entered: u64,
    /// Feels that met a wall.
    pub wall_feels: u64,
    pub turns: u64,
    pub backups: u64,
}

/// A square on the mouse's way: the direction it came in by (none at the start), the
/// direction it faced first there, and how many directions it has tried, turning right
/// from that first one.
#[derive(Clone, Copy, Debug)]
struct Frame {
    square: Square,
    came: Option<Dir>,
    first: Dir,
    tried: u8,
}

/// The mouse in its maze: an explicit stack of the squares from the start to where it is,
/// the memory of every square, and the visited set when it is on.
#[derive(Clone, Debug)]
pub struct Mouse {
    maze: Maze,
    stack: Vec<Frame>,
    /// Squares it has been in, when the visited set is on (else empty).
    visited: Vec<bool>,
    memory: Vec<Option<Dir>>,
    /// On the second run, following memory (until it fails).
    recall: bool,
    /// Where it faces, as a person sees it (the view's heading).
    heading: Dir,
    limit: u64,
    outcome: MouseOutcome,
    stats: MouseStats,
}

impl Mouse {
    /// A first run: no memory; it starts facing north.
    pub fn explore(maze: Maze, visited: bool, limit: u64) -> Mouse {
        let memory = vec![None; maze.len()];
        Mouse::with_memory(maze, memory, false, visited, limit)
    }

    /// A second run, following `memory` (one entry per square) from the start.
    pub fn recall(maze: Maze, memory: Vec<Option<Dir>>, visited: bool, limit: u64) -> Mouse {
        Mouse::with_memory(maze, memory, true, visited, limit)
    }

    fn with_memory(
        maze: Maze,
        memory: Vec<Option<Dir>>,
        recall: bool,
        visited: bool,
        limit: u64,
    ) -> Mouse {
        assert_eq!(memory.len(), maze.len(), "one memory per square");
        let start = maze.start();
        let mut seen = if visited {
            vec![false; maze.len()]
        } else {
            Vec::new()
        };
        if visited {
            seen[start as usize] = true;
        }
        Mouse {
            stack: vec![Frame {
                square: start,
                came: None,
                first: Dir::North,
                tried: 0,
            }],
            visited: seen,
            memory,
            recall,
            heading: Dir::North,
            limit: limit.max(1),
            outcome: MouseOutcome::Running,
            stats: MouseStats::default(),
            maze,
        }
    }

    pub fn maze(&self) -> &Maze {
        &self.maze
    }
    pub fn stats(&self) -> MouseStats {
        self.stats
    }
    pub fn outcome(&self) -> MouseOutcome {
        self.outcome
    }
    /// The direction each square was last left by.
    pub fn memory(&self) -> &[Option<Dir>] {
        &self.memory
    }
    /// The squares from the start to where the mouse is (the route, once it has the coin).
    pub fn route(&self) -> Vec<Square> {
        self.stack.iter().map(|f| f.square).collect()
    }
    pub fn at(&self) -> Square {
        self.stack.last().expect("never empty").square
    }

    /// The direction the top square tries next (its last, once all are tried).
    fn next_try(&self) -> Dir {
        let f = self.stack.last().expect("never empty");
        f.first.turned(f.tried.min(3))
    }

    fn finish(&mut self, outcome: MouseOutcome) {
        self.outcome = outcome;
    }

    /// One step; `None` once the run is over.
    pub fn step(&mut self) -> Option<MouseEvent> {
        if self.outcome != MouseOutcome::Running {
            return None;
        }
        self.stats.steps += 1;
        let at = self.at();
        if self.stats.steps >= self.limit {
            self.finish(MouseOutcome::Limit);
            return Some(MouseEvent::Limit { at });
        }
        if at == self.maze.coin() {
            self.finish(MouseOutcome::Found);
            return Some(MouseEvent::Found { at });
        }
        if self.recall {
            let remembered = self.memory[at as usize];
            let to = remembered
                .and_then(|d| self.maze.open(at, d))
                .filter(|&nb| self.visited.is_empty() || !self.visited[nb as usize]);
            if let (Some(d), Some(to)) = (remembered, to) {
                let f = self.stack.last_mut().expect("never empty");
                f.first = d;
                f.tried = 1;
                return Some(self.enter(at, to, d, true));
            }
            let before = self.heading;
            self.recall = false;
            let f = self.stack.last_mut().expect("never empty");
            f.first = remembered.unwrap_or(before);
            f.tried = 0;
            self.heading = f.first;
            return Some(MouseEvent::Relearn {
                at,
                before,
                after: f.first,
            });
        }
        let top = *self.stack.last().expect("never empty");
        if top.tried >= 4 {
            if self.stack.len() == 1 {
                self.finish(MouseOutcome::Exhausted);
                return Some(MouseEvent::Exhausted { at });
            }
            let before = self.heading;
            self.stack.pop();
            let back = top.came.expect("only the start has no way back");
            let to = self.at();
            let was = self.memory[at as usize].replace(back);
            self.stats.backups += 1;
            self.heading = self.next_try();
            return Some(MouseEvent::BackUp {
                from: at,
                to,
                back,
                was,
                before,
                after: self.heading,
            });
        }
        let facing = top.first.turned(top.tried);
        let why = match self.maze.open(at, facing) {
            None => Some(Blocked::Wall),
            Some(_) if top.came == Some(facing) => Some(Blocked::Back),
            Some(nb) if !self.visited.is_empty() && self.visited[nb as usize] => {
                Some(Blocked::Explored)
            }
            Some(_) => None,
        };
        let f = self.stack.last_mut().expect("never empty");
        f.tried += 1;
        match why {
            Some(why) => {
                let turn = (f.tried < 4).then(|| f.first.turned(f.tried));
                self.stats.wall_feels += u64::from(why == Blocked::Wall);
                self.stats.turns += u64::from(turn.is_some());
                self.heading = turn.unwrap_or(facing);
                Some(MouseEvent::Feel {
                    at,
                    facing,
                    why,
                    turn,
                })
            }
            None => {
                let to = self.maze.open(at, facing).expect("open");
                Some(self.enter(at, to, facing, false))
            }
        }
    }

    fn enter(&mut self, from: Square, to: Square, facing: Dir, recalled: bool) -> MouseEvent {
        let before = self.heading;
        self.heading = facing;
        let was = self.memory[from as usize].replace(facing);
        self.stack.push(Frame {
            square: to,
            came: Some(facing.back()),
            first: facing,
            tried: 0,
        });
        if !self.visited.is_empty() {
            self.visited[to as usize] = true;
        }
        self.stats.entered += 1;
        MouseEvent::Move {
            from,
            to,
            facing,
            before,
            was,
            recalled,
        }
    }

    /// Run to the end, recording nothing.
    pub fn run_to_end(&mut self) -> MouseOutcome {
        while self.step().is_some() {}
        self.outcome
    }
}

impl crate::engine::Stepper for Mouse {
    type Event = MouseEvent;
    fn step(&mut self) -> Option<MouseEvent> {
        Mouse::step(self)
    }
    fn running(&self) -> bool {
        self.outcome == MouseOutcome::Running
    }
}

/// The route the memory holds: from the start, the remembered direction of each square in
/// turn, up to the coin, a square without memory, a wall, or a square met twice.
pub fn remembered_route(maze: &Maze, memory: &[Option<Dir>]) -> Vec<Square> {
    let mut route = vec![maze.start()];
    let mut seen = vec![false; maze.len()];
    seen[maze.start() as usize] = true;
    let mut at = maze.start();
    while at != maze.coin() {
        let Some(next) = memory[at as usize].and_then(|d| maze.open(at, d)) else {
            break;
        };
        if seen[next as usize] {
            break;
        }
        seen[next as usize] = true;
        route.push(next);
        at = next;
    }
    route
}

/// What a person sees of the mouse after some events: where it is and faces, its way from
/// the start, every square's memory and how often it was entered, and the counters. It
/// follows the events both ways, so stepping back is exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MouseView {
    facing: Dir,
    path: Vec<Square>,
    memory: Vec<Option<Dir>>,
    entered: Vec<u32>,
    recall: bool,
    outcome: MouseOutcome,
    stats: MouseStats,
}

impl MouseView {
    /// Before any event: at `start` facing north, with `memory` (the second run's) or none.
    pub fn new(maze: &Maze, memory: Option<Vec<Option<Dir>>>) -> MouseView {
        let recall = memory.is_some();
        let mut entered = vec![0; maze.len()];
        entered[maze.start() as usize] = 1;
        MouseView {
            facing: Dir::North,
            path: vec![maze.start()],
            memory: memory.unwrap_or_else(|| vec![None; maze.len()]),
            entered,
            recall,
            outcome: MouseOutcome::Running,
            stats: MouseStats::default(),
        }
    }
    pub fn at(&self) -> Square {
        *self.path.last().expect("never empty")
    }
    pub fn facing(&self) -> Dir {
        self.facing
    }
    /// The squares from the start to the mouse.
    pub fn path(&self) -> &[Square] {
        &self.path
    }
    pub fn memory(&self) -> &[Option<Dir>] {
        &self.memory
    }
    /// How many times each square has been entered (the start counts once).
    pub fn entered(&self) -> &[u32] {
        &self.entered
    }
    pub fn recalling(&self) -> bool {
        self.recall
    }
    pub fn outcome(&self) -> MouseOutcome {
        self.outcome
    }
    pub fn stats(&self) -> MouseStats {
        self.stats
    }
    /// The cycle the mouse is going round: its way from the last time it was in the
    /// square it is in now, back to here; empty when it has not been here before on this way.
    pub fn cycle(&self) -> &[Square] {
        let at = self.at();
        let n = self.path.len();
        match self.path[..n - 1].iter().rposition(|&s| s == at) {
            Some(j) => &self.path[j..],
            None => &[],
        }
    }
}

impl Replay<MouseEvent> for MouseView {
    fn forward(&mut self, e: &MouseEvent) {
        self.stats.steps += 1;
        match *e {
            MouseEvent::Feel { why, turn, .. } => {
                self.stats.wall_feels += u64::from(why == Blocked::Wall);
                if let Some(t) = turn {
                    self.stats.turns += 1;
                    self.facing = t;
                }
            }
            MouseEvent::Move {
                from, to, facing, ..
            } => {
                self.memory[from as usize] = Some(facing);
                self.path.push(to);
                self.entered[to as usize] += 1;
                self.facing = facing;
                self.stats.entered += 1;
            }
            MouseEvent::BackUp {
                from, back, after, ..
            } => {
                self.memory[from as usize] = Some(back);
                self.path.pop();
                self.facing = after;
                self.stats.backups += 1;
            }
            MouseEvent::Relearn { after, .. } => {
                self.recall = false;
                self.facing = after;
            }
            MouseEvent::Found { .. } => self.outcome = MouseOutcome::Found,
            MouseEvent::Exhausted { .. } => self.outcome = MouseOutcome::Exhausted,
            MouseEvent::Limit { .. } => self.outcome = MouseOutcome::Limit,
        }
    }

    fn backward(&mut self, e: &MouseEvent) {
        self.stats.steps -= 1;
        match *e {
            MouseEvent::Feel {
                facing, why, turn, ..
            } => {
                self.stats.wall_feels -= u64::from(why == Blocked::Wall);
                if turn.is_some() {
                    self.stats.turns -= 1;
                }
                self.facing = facing;
            }
            MouseEvent::Move {
                from,
                to,
                before,
                was,
                ..
            } => {
                self.memory[from as usize] = was;
                self.path.pop();
                self.entered[to as usize] -= 1;
                self.facing = before;
                self.stats.entered -= 1;
            }
            MouseEvent::BackUp {
                from, was, before, ..
            } => {
                self.memory[from as usize] = was;
                self.path.push(from);
                self.facing = before;
                self.stats.backups -= 1;
            }
            MouseEvent::Relearn { before, .. } => {
                self.recall = true;
                self.facing = before;
            }
            MouseEvent::Found { .. } | MouseEvent::Exhausted { .. } | MouseEvent::Limit { .. } => {
                self.outcome = MouseOutcome::Running
            }
        }
    }
}

/// The status line after `last`, the last event shown (`None` before the first).
/// `shortest`: the BFS route's number of moves, if the coin can be reached.
pub fn status(
    maze: &Maze,
    view: &MouseView,
    last: Option<&MouseEvent>,
    visited: bool,
    shortest: Option<u32>,
    limit: u64,
) -> Message {
    let name = |sq: Square| maze.name(sq);
    let then = |turn: Option<Dir>| match turn {
        Some(d) => Message::new("maze.then.turn").sub("dir", d.message()),
        None => Message::new("maze.then.dead_end"),
    };
    match last {
        None if view.recalling() => Message::new("maze.second_start")
            .text("start", name(maze.start()))
            .text("coin", name(maze.coin())),
        None => Message::new("maze.start")
            .text("start", name(maze.start()))
            .text("coin", name(maze.coin())),
        Some(&MouseEvent::Feel {
            at,
            facing,
            why,
            turn,
        }) => Message::new(match why {
            Blocked::Wall => "maze.feel.wall",
            Blocked::Back => "maze.feel.back",
            Blocked::Explored => "maze.feel.explored",
        })
        .text("at", name(at))
        .sub("dir", facing.message())
        .sub("then", then(turn)),
        Some(&MouseEvent::Move {
            from,
            to,
            facing,
            recalled,
            ..
        }) => {
            let code = if recalled {
                "maze.recall"
            } else if view.entered()[to as usize] > 1 {
                "maze.move_again"
            } else {
                "maze.move"
            };
            Message::new(code)
                .text("from", name(from))
                .text("to", name(to))
                .sub("dir", facing.message())
        }
        Some(&MouseEvent::BackUp { from, to, .. }) => Message::new("maze.back_up")
            .text("from", name(from))
            .text("to", name(to)),
        Some(&MouseEvent::Relearn { at, .. }) => {
            let code = match view.memory()[at as usize] {
                None => "maze.relearn.none",
                Some(d) if maze.wall(at, d) => "maze.relearn.wall",
                Some(_) => "maze.relearn.loop",
            };
            Message::new(code).text("at", name(at))
        }
        Some(&MouseEvent::Found { at }) => {
            let moves = view.path().len() as u64 - 1;
            // The coin on the mouse's own square: no route to speak of.
            if moves == 0 {
                return Message::new("maze.found_start")
                    .text("at", name(at))
                    .count("steps", view.stats().steps);
            }
            Message::new("maze.found")
                .text("at", name(at))
                .count("moves", moves)
                .count("shortest", u64::from(shortest.unwrap_or(moves as u32)))
                .count("steps", view.stats().steps)
        }
        Some(&MouseEvent::Exhausted { .. }) => {
            Message::new("maze.exhausted").count("steps", view.stats().steps)
        }
        Some(&MouseEvent::Limit { .. }) => {
            let cycle = view.cycle().len();
            if !visited && cycle > 1 {
                Message::new("maze.limit_cycle")
                    .count("limit", limit)
                    .count("squares", cycle as u64 - 1)
            } else {
                Message::new("maze.limit").count("limit", limit)
            }
        }
    }
}

/// One step of generating a maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarveEvent {
    /// The wall on side `dir` of `from` knocked through to `to`, an unvisited neighbour
    /// chosen at random.
    Carve { from: Square, to: Square, dir: Dir },
    /// `from` has no unvisited neighbour: the search goes back to the square below it on
    /// the stack (none once the start is left: every square is in the maze).
    Retreat { from: Square, to: Option<Square> },
    /// A loop: the wall on side `dir` of `at` taken away.
    Knock { at: Square, dir: Dir },
}

/// The maze being generated: randomised depth-first search from the top left with an
/// explicit stack (carve to a random unvisited neighbour, go back when there is none), then
/// the loops. A stepper, so the page can show the generation as the DFS it is.
#[derive(Clone, Debug)]
pub struct Carver {
    maze: Maze,
    rng: SplitMix64,
    seen: Vec<bool>,
    stack: Vec<Square>,
    loops: u32,
    /// The inner walls left by the DFS, and how many of them to take away, once it is over.
    walls: Option<(Vec<(Square, Dir)>, usize)>,
    knocked: usize,
}

impl Carver {
    pub fn new(rows: u32, cols: u32, seed: u64, loops: u32) -> Carver {
        let maze = Maze::closed(rows, cols);
        let mut seen = vec![false; maze.len()];
        seen[0] = true;
        Carver {
            maze,
            rng: SplitMix64::new(seed),
            seen,
            stack: vec![0],
            loops,
            walls: None,
            knocked: 0,
        }
    }

    /// The maze so far.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// One step; `None` once the maze is complete.
    pub fn step(&mut self) -> Option<CarveEvent> {
        if let Some(&sq) = self.stack.last() {
            let mut options = [Dir::North; 4];
            let mut k = 0;
            for d in Dir::ALL {
                if let Some(nb) = self.maze.neighbour(sq, d) {
                    if !self.seen[nb as usize] {
                        options[k] = d;
                        k += 1;
                    }
                }
            }
            if k == 0 {
                self.stack.pop();
                return Some(CarveEvent::Retreat {
                    from: sq,
                    to: self.stack.last().copied(),
                });
            }
            let dir = options[self.rng.below(k as u64) as usize];
            let to = self
                .maze
                .neighbour(sq, dir)
                .expect("chosen among the neighbours");
            self.maze.set_wall(sq, dir, false);
            self.seen[to as usize] = true;
            self.stack.push(to);
            return Some(CarveEvent::Carve { from: sq, to, dir });
        }
        let loops = self.loops as usize;
        let maze = &self.maze;
        let (walls, count) = self.walls.get_or_insert_with(|| {
            let walls = maze.inner_walls();
            let count = (walls.len() * loops + 50) / 100;
            (walls, count)
        });
        let i = self.knocked;
        if i >= *count {
            return None;
        }
        let j = i + self.rng.below((walls.len() - i) as u64) as usize;
        walls.swap(i, j);
        let (at, dir) = walls[i];
        self.knocked += 1;
        self.maze.set_wall(at, dir, false);
        Some(CarveEvent::Knock { at, dir })
    }
}

impl crate::engine::Stepper for Carver {
    type Event = CarveEvent;
    fn step(&mut self) -> Option<CarveEvent> {
        Carver::step(self)
    }
    fn running(&self) -> bool {
        !self.stack.is_empty() || self.walls.as_ref().is_none_or(|(_, n)| self.knocked < *n)
    }
}

/// What a person sees of the generation: the walls so far, the DFS's stack, the squares
/// visited, and the counts. It follows the events both ways.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarveView {
    maze: Maze,
    stack: Vec<Square>,
    seen: Vec<bool>,
    pub carved: u64,
    pub retreats: u64,
    pub knocked: u64,
}

impl CarveView {
    pub fn new(rows: u32, cols: u32) -> CarveView {
        let maze = Maze::closed(rows, cols);
        let mut seen = vec![false; maze.len()];
        seen[0] = true;
        CarveView {
            maze,
            stack: vec![0],
            seen,
            carved: 0,
            retreats: 0,
            knocked: 0,
        }
    }
    pub fn maze(&self) -> &Maze {
        &self.maze
    }
    pub fn stack(&self) -> &[Square] {
        &self.stack
    }
    pub fn seen(&self) -> &[bool] {
        &self.seen
    }
}

impl Replay<CarveEvent> for CarveView {
    fn forward(&mut self, e: &CarveEvent) {
        match *e {
            CarveEvent::Carve { from, to, dir } => {
                self.maze.set_wall(from, dir, false);
                self.seen[to as usize] = true;
                self.stack.push(to);
                self.carved += 1;
            }
            CarveEvent::Retreat { .. } => {
                self.stack.pop();
                self.retreats += 1;
            }
            CarveEvent::Knock { at, dir } => {
                self.maze.set_wall(at, dir, false);
                self.knocked += 1;
            }
        }
    }
    fn backward(&mut self, e: &CarveEvent) {
        match *e {
            CarveEvent::Carve { from, to, dir } => {
                self.maze.set_wall(from, dir, true);
                self.seen[to as usize] = false;
                self.stack.pop();
                self.carved -= 1;
            }
            CarveEvent::Retreat { from, .. } => {
                self.stack.push(from);
                self.retreats -= 1;
            }
            CarveEvent::Knock { at, dir } => {
                self.maze.set_wall(at, dir, true);
                self.knocked -= 1;
            }
        }
    }
}

/// The status line of the generation after `last`.
pub fn carve_status(view: &CarveView, last: Option<&CarveEvent>, done: bool) -> Message {
    let m = view.maze();
    if done {
        return Message::new("maze.carve.done")
            .count("squares", m.len() as u64)
            .count("passages", m.passages() as u64)
            .count("loops", view.knocked);
    }
    match last {
        None => Message::new("maze.carve.start").text("at", m.name(0)),
        Some(&CarveEvent::Carve { from, to, dir }) => Message::new("maze.carve.carve")
            .text("from", m.name(from))
            .text("to", m.name(to))
            .sub("dir", dir.message()),
        Some(&CarveEvent::Retreat { from, to: Some(to) }) => Message::new("maze.carve.retreat")
            .text("from", m.name(from))
            .text("to", m.name(to)),
        Some(&CarveEvent::Retreat { from, to: None }) => {
            Message::new("maze.carve.tree").text("from", m.name(from))
        }
        Some(&CarveEvent::Knock { at, dir }) => Message::new("maze.carve.knock")
            .text("at", m.name(at))
            .sub("dir", dir.message()),
    }
}

/// The default step limit for a maze of `squares`: more than any run with the visited set
/// (at most four feels and one back-up per square), or on a perfect maze, can take.
pub fn default_limit(squares: usize) -> u64 {
    (8 * squares as u64 + 16).min(MAX_LIMIT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_squares() {
        let m = Maze::closed(4, 5);
        assert_eq!(m.name(0), "a4");
        assert_eq!(m.name(19), "e1");
        assert_eq!(m.parse_square("e1"), Ok(19));
        assert!(m.parse_square("f1").is_err());
        assert!(m.parse_square("a5").is_err());
    }
}
