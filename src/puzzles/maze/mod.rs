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
//!
//! The maze and its text format are here; what can be wrong with a request or a text in
//! `errors`, the independent check of a route in `verify`, the mouse in `mouse`, what a
//! person sees of it in `view` and the status line in `narration`, the seeded generation in
//! `carve`, the second run after the maze is changed in `second`.

use std::borrow::Cow;
use std::fmt;

use super::board::{file_name, square_name};
use super::message::{Coded, Message};
use crate::engine::{Bfs, Graph, Replay, SplitMix64};

mod carve;
pub mod code;
mod errors;
mod mouse;
mod narration;
pub mod options;
pub mod predict;
pub mod rule;
mod search;
mod second;
pub mod table;
mod verify;
mod view;

pub use carve::*;
pub use errors::*;
pub use mouse::*;
pub use narration::*;
pub use search::*;
pub use second::*;
pub use verify::*;
pub use view::*;

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
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
        let bad = || MazeError::Square(text.trim().to_string());
        let (file, rank) = square_name(&text.trim().to_ascii_lowercase()).ok_or_else(bad)?;
        if file >= self.cols || rank > self.rows {
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
            // The side is the last character (which may be any character in junk).
            let last = e.char_indices().last().map_or(0, |(i, _)| i);
            let (name, side) = e.split_at(last);
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

    /// Read the text format (see docs/cli.md): 2R+1 lines of 3C+1 characters. Sides from
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
