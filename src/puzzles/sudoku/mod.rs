//! Sudoku in four sizes: 4x4 (2x2 boxes), 6x6 (2x3 boxes), 9x9 and 16x16 (digits 1-9 then
//! A-G, or 0-9 then A-F: [`Notation`]). The model (parse, format, validate with the conflicting cells named), the search
//! problem for the engine's DFS and frontier BFS with two ways of choosing the cell (first
//! empty, or fewest candidates), an independent verifier, and a fast solver (bitmask
//! candidates, naked and hidden singles, fewest-candidates branching) for "solve now",
//! uniqueness checks and benchmarks.
//!
//! The model is here; the search problem and the page's comparison in `search`, the fast
//! solver in `fast`, the pencil marks and the stepped view in `view`, the status lines that
//! say why in `narration`, where the lesson's code stands in `code`.

use std::fmt;

use super::message::{Coded, Message};

pub mod bands;
pub mod code;
mod fast;
mod narration;
pub mod options;
pub mod predict;
pub mod rule;
mod search;
pub mod table;
mod view;

pub use fast::*;
pub use narration::*;
pub use search::*;
pub use view::*;

/// A board's size and its boxes, and how its digits are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Digits and cells per row.
    pub size: u32,
    pub box_rows: u32,
    pub box_cols: u32,
    /// The symbols of its digits: what the grid was read in, and what it is written in.
    pub notation: Notation,
}

/// How a grid writes its digits (the values 1..=size inside). Every size writes 1-9, and a
/// 16x16 grid then A-G, with `.` (or `_`, or `0`) for an empty cell; a 16x16 grid may
/// instead write its sixteen digits 0-9 then A-F, as hexadoku are published, and then `0` is
/// the first digit and an empty cell is `.` (or `_`). Which one a 16x16 text uses is read
/// from its symbols ([`Notation::of`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notation {
    /// 1-9 then A-G.
    #[default]
    OneToG,
    /// 0-9 then A-F (16x16 only).
    ZeroToF,
}

impl Notation {
    /// The notation of a 16x16 text from its symbols (separators left out): a G says 1-G,
    /// a 0 beside `.` empty cells says 0-F. A text with neither 0 nor G is the same puzzle
    /// in either (its symbols renamed), read as 1-G. Refused, naming why: a 0 with neither
    /// `.` nor G (a digit of 0-F, or an empty cell of 1-G), and G with 0 and `.` (a digit
    /// of each notation).
    pub fn of(symbols: &[char]) -> Result<Notation, SudokuError> {
        let has = |f: fn(&char) -> bool| symbols.iter().any(f);
        let (g, zero, dot) = (
            has(|c| c.eq_ignore_ascii_case(&'g')),
            has(|&c| c == '0'),
            has(|&c| c == '.' || c == '_'),
        );
        match (g, zero, dot) {
            (true, true, true) => Err(SudokuError::MixedNotation),
            (false, true, false) => Err(SudokuError::AmbiguousZero),
            (false, true, true) => Ok(Notation::ZeroToF),
            _ => Ok(Notation::OneToG),
        }
    }

    /// The value of digit `ch` (1..=16), if it is one in this notation.
    pub fn digit(self, ch: char) -> Option<u8> {
        match self {
            Notation::OneToG => digit_value(ch),
            Notation::ZeroToF => match ch {
                '0'..='9' => Some(ch as u8 - b'0' + 1),
                'a'..='f' => Some(ch as u8 - b'a' + 11),
                'A'..='F' => Some(ch as u8 - b'A' + 11),
                _ => None,
            },
        }
    }

    /// Whether `ch` is an empty cell in this notation.
    pub fn is_empty(self, ch: char) -> bool {
        matches!(ch, '.' | '_') || (ch == '0' && self == Notation::OneToG)
    }

    /// The character for a value (0: an empty cell, `.`).
    pub fn char(self, d: u8) -> char {
        match (self, d) {
            (_, 0) | (Notation::OneToG, _) => digit_char(d),
            (Notation::ZeroToF, 1..=10) => (b'0' + d - 1) as char,
            (Notation::ZeroToF, _) => (b'A' + d - 11) as char,
        }
    }
}

impl Shape {
    /// The shape with `cells` cells, if it is one of the four.
    pub fn for_cells(cells: usize) -> Option<Shape> {
        let (size, box_rows, box_cols) = match cells {
            16 => (4, 2, 2),
            36 => (6, 2, 3),
            81 => (9, 3, 3),
            256 => (16, 4, 4),
            _ => return None,
        };
        Some(Shape {
            size,
            box_rows,
            box_cols,
            notation: Notation::OneToG,
        })
    }
    /// The character for value `d` in this grid's notation (0: `.`).
    pub fn char(self, d: u8) -> char {
        self.notation.char(d)
    }
    /// The value of the digit `ch` in this grid's notation, if it is one of its digits.
    pub fn digit(self, ch: char) -> Option<u8> {
        self.notation
            .digit(ch)
            .filter(|&v| u32::from(v) <= self.size)
    }
    /// Cells (0 empty) on one line in this grid's notation, `.` for empty.
    pub fn line(self, cells: &[u8]) -> String {
        cells.iter().map(|&d| self.char(d)).collect()
    }
    /// The grid's digits in order, as it writes them ("123456789" for 9x9).
    pub fn digits(self) -> String {
        (1..=self.size as u8).map(|d| self.char(d)).collect()
    }
    pub fn cells(self) -> usize {
        (self.size * self.size) as usize
    }
    pub fn box_of(self, cell: usize) -> usize {
        let (r, c) = (cell as u32 / self.size, cell as u32 % self.size);
        ((r / self.box_rows) * (self.size / self.box_cols) + c / self.box_cols) as usize
    }
    /// Every digit's bit: bits 1..=size.
    pub fn all(self) -> u32 {
        ((1u32 << self.size) - 1) << 1
    }
    /// The 3 x size units (rows, columns, boxes), each as its cells.
    pub fn units(self) -> Vec<Vec<usize>> {
        let n = self.size as usize;
        let mut units = Vec::with_capacity(3 * n);
        for r in 0..n {
            units.push((0..n).map(|c| r * n + c).collect());
        }
        for c in 0..n {
            units.push((0..n).map(|r| r * n + c).collect());
        }
        for b in 0..n {
            units.push((0..self.cells()).filter(|&i| self.box_of(i) == b).collect());
        }
        units
    }
}

/// The name of a cell for people: r1c1 is the top-left.
pub fn cell_name(shape: Shape, cell: usize) -> String {
    format!(
        "r{}c{}",
        cell as u32 / shape.size + 1,
        cell as u32 % shape.size + 1
    )
}

/// The value of a digit as a grid writes it (1-9, then A-G for 16x16, either case), if it
/// is one.
pub fn digit_value(ch: char) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        'a'..='g' => Some(ch as u8 - b'a' + 10),
        'A'..='G' => Some(ch as u8 - b'A' + 10),
        _ => None,
    }
}

/// Cells (0 empty) on one line: `.` for empty, then 1-9 and A-G.
pub fn line(cells: &[u8]) -> String {
    cells.iter().map(|&d| digit_char(d)).collect()
}

/// The character for a digit: 1-9, then A-G.
pub fn digit_char(d: u8) -> char {
    match d {
        0 => '.',
        1..=9 => (b'0' + d) as char,
        _ => (b'A' + d - 10) as char,
    }
}

/// What is wrong with a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    WrongLength(usize),
    UnknownCharacter {
        ch: char,
        cell: usize,
    },
    DigitTooBig {
        ch: char,
        cell: usize,
        size: u32,
    },
    /// A 16x16 text with 0 and neither `.` nor G: 0 is a digit of 0-F and an empty cell of
    /// 1-G.
    AmbiguousZero,
    /// A 16x16 text with G, 0 and `.`: G is a digit of 1-G only, 0 of 0-F only.
    MixedNotation,
    /// Givens that already break a rule: the digit, the unit, and the cells.
    Conflict {
        digit: u8,
        unit: Unit,
        cells: Vec<usize>,
        shape: Shape,
    },
}

/// A row, column or box of a grid, numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Row(u32),
    Column(u32),
    Box(u32),
}

crate::puzzles::message::display_as_message!(Unit);

impl Coded for Unit {
    fn message(&self) -> Message {
        match *self {
            Unit::Row(n) => Message::new("sudoku.unit.row").num("n", n),
            Unit::Column(n) => Message::new("sudoku.unit.column").num("n", n),
            Unit::Box(n) => Message::new("sudoku.unit.box").num("n", n),
        }
    }
}

/// A cell's name for people ("r1c3") as a message.
pub fn cell_message(shape: Shape, cell: usize) -> Message {
    Message::new("sudoku.cell")
        .num("row", cell as u32 / shape.size + 1)
        .num("col", cell as u32 % shape.size + 1)
}

crate::puzzles::message::display_as_message!(SudokuError);

impl std::error::Error for SudokuError {}

impl Coded for SudokuError {
    fn message(&self) -> Message {
        match self {
            SudokuError::WrongLength(n) => {
                Message::new("sudoku.wrong_length").count("n", *n as u64)
            }
            SudokuError::UnknownCharacter { ch, cell } => Message::new("sudoku.unknown_character")
                .count("cell", *cell as u64 + 1)
                .text("ch", ch.to_string()),
            SudokuError::AmbiguousZero => Message::new("sudoku.ambiguous_zero"),
            SudokuError::MixedNotation => Message::new("sudoku.mixed_notation"),
            SudokuError::DigitTooBig { ch, cell, size } => Message::new("sudoku.digit_too_big")
                .count("cell", *cell as u64 + 1)
                .text("ch", ch.to_string())
                .num("size", *size)
                .text("max", digit_char(*size as u8).to_string()),
            SudokuError::Conflict {
                digit,
                unit,
                cells,
                shape,
            } => Message::new("sudoku.conflict")
                .text("digit", digit_char(*digit).to_string())
                .sub("unit", unit.message())
                .sub("first", cell_message(*shape, cells[0]))
                .sub("second", cell_message(*shape, cells[cells.len() - 1])),
        }
    }
}

/// The cells of the largest grid (16x16).
pub const MAX_CELLS: usize = 256;

/// A puzzle: its shape and its cells (0 empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub shape: Shape,
    pub cells: Vec<u8>,
}

impl Puzzle {
    /// Read a puzzle: one line of N*N characters, or a grid with spaces, line breaks and
    /// `|`, `-`, `+` separators; `.` or `0` for an empty cell; 1-9 then A-G (either case),
    /// or for 16x16 0-9 then A-F with `.` for an empty cell ([`Notation::of`]).
    pub fn parse(text: &str) -> Result<Puzzle, SudokuError> {
        let puzzle = Puzzle::parse_unchecked(text)?;
        puzzle.check_givens()?;
        Ok(puzzle)
    }

    /// Read a puzzle without checking that its givens agree (so a page can show where they
    /// conflict).
    pub fn parse_unchecked(text: &str) -> Result<Puzzle, SudokuError> {
        let mut raw = Vec::new();
        let mut count = 0;
        for ch in text.chars() {
            if ch.is_whitespace() || matches!(ch, '|' | '-' | '+' | '=') {
                continue;
            }
            if !matches!(ch, '.' | '_' | '0') && digit_value(ch).is_none() {
                return Err(SudokuError::UnknownCharacter { ch, cell: count });
            }
            // Past the largest grid only counted, so a long text costs no memory.
            count += 1;
            if count <= MAX_CELLS {
                raw.push(ch);
            }
        }
        let mut shape = Shape::for_cells(count).ok_or(SudokuError::WrongLength(count))?;
        if shape.size == 16 {
            shape.notation = Notation::of(&raw)?;
        }
        let notation = shape.notation;
        let cells: Vec<u8> = raw
            .iter()
            .map(|&ch| {
                if notation.is_empty(ch) {
                    0
                } else {
                    // Past 16 (a G in 0-F cannot be: Notation::of reads a G as 1-G).
                    notation.digit(ch).unwrap_or(u8::MAX)
                }
            })
            .collect();
        if let Some(i) = cells.iter().position(|&d| u32::from(d) > shape.size) {
            return Err(SudokuError::DigitTooBig {
                ch: raw[i],
                cell: i,
                size: shape.size,
            });
        }
        Ok(Puzzle { shape, cells })
    }

    fn check_givens(&self) -> Result<(), SudokuError> {
        // The common case first, without allocating: every unit's givens distinct.
        let n = self.shape.size as usize;
        let mut seen = [0u32; 3 * 16];
        let mut clash = false;
        for (c, &d) in self.cells.iter().enumerate() {
            if d != 0 {
                let bit = 1u32 << d;
                for u in [c / n, n + c % n, 2 * n + self.shape.box_of(c)] {
                    clash |= seen[u] & bit != 0;
                    seen[u] |= bit;
                }
            }
        }
        if !clash {
            return Ok(());
        }
        for (u, unit) in self.shape.units().iter().enumerate() {
            for d in 1..=self.shape.size as u8 {
                let with: Vec<usize> = unit
                    .iter()
                    .copied()
                    .filter(|&c| self.cells[c] == d)
                    .collect();
                if with.len() > 1 {
                    let k = (u % n + 1) as u32;
                    let unit = match u / n {
                        0 => Unit::Row(k),
                        1 => Unit::Column(k),
                        _ => Unit::Box(k),
                    };
                    return Err(SudokuError::Conflict {
                        digit: d,
                        unit,
                        cells: with,
                        shape: self.shape,
                    });
                }
            }
        }
        Ok(())
    }

    /// The puzzle on one line in the notation it was read in, `.` for empty cells.
    pub fn to_line(&self) -> String {
        self.shape.line(&self.cells)
    }

    /// Number of givens.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }
}

/// What [`verify`] found wrong with a solution; cells by their names (`r1c1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidGrid {
    /// Not as many cells as the puzzle has.
    CellCount,
    NotFilled(String),
    ChangesGiven(String),
    /// A row, column or box (named by its first cell) that is not a permutation.
    RepeatsDigit(String),
}

impl fmt::Display for InvalidGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidGrid::CellCount => write!(f, "wrong number of cells"),
            InvalidGrid::NotFilled(cell) => write!(f, "{cell} is not filled with a digit"),
            InvalidGrid::ChangesGiven(cell) => write!(f, "{cell} changes a given"),
            InvalidGrid::RepeatsDigit(cell) => {
                write!(f, "a unit starting at {cell} repeats a digit")
            }
        }
    }
}

impl std::error::Error for InvalidGrid {}

/// Check a solution without trusting the search: complete, every row, column and box a
/// permutation, and every given kept.
pub fn verify(puzzle: &Puzzle, solution: &[u8]) -> Result<(), InvalidGrid> {
    let shape = puzzle.shape;
    if solution.len() != shape.cells() {
        return Err(InvalidGrid::CellCount);
    }
    for (i, (&g, &s)) in puzzle.cells.iter().zip(solution).enumerate() {
        if s == 0 || u32::from(s) > shape.size {
            return Err(InvalidGrid::NotFilled(cell_name(shape, i)));
        }
        if g != 0 && g != s {
            return Err(InvalidGrid::ChangesGiven(cell_name(shape, i)));
        }
    }
    for unit in shape.units() {
        let mut seen: Vec<u8> = unit.iter().map(|&c| solution[c]).collect();
        seen.sort_unstable();
        if seen != (1..=shape.size as u8).collect::<Vec<_>>() {
            return Err(InvalidGrid::RepeatsDigit(cell_name(shape, unit[0])));
        }
    }
    Ok(())
}

/// The lesson's figure for a puzzle: every digit in every empty cell (9^51 for a 9x9 puzzle
/// with 30 givens).
pub fn uniform_tree(puzzle: &Puzzle) -> crate::engine::UniformTree {
    let empty = puzzle.cells.iter().filter(|&&d| d == 0).count();
    crate::engine::UniformTree::new(f64::from(puzzle.shape.size), empty as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_classic_puzzle() {
        let p = Puzzle::parse(EASY).unwrap();
        assert_eq!(p.to_line(), EASY);
        let fast = FastSolver::new(p.shape).solve(&p, 2);
        assert_eq!(fast.count, 1);
        verify(&p, fast.first.as_ref().unwrap()).unwrap();
        for choice in [CellChoice::First, CellChoice::Mrv] {
            let r = search(&p, choice, Frontier::Dfs, None);
            assert_eq!(r.solutions, vec![fast.first.clone().unwrap()]);
        }
    }
}
