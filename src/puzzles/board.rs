//! Rectangular boards and their squares in chess notation: files a, b, ... left to right
//! (after z: aa, ab, ... as spreadsheet columns), ranks 1, 2, ... bottom to top, so a1 is
//! the bottom-left square. Inside, a square is an index `rank * cols + file`.

use std::fmt;

use super::message::{Coded, Message};

/// The largest number of ranks or files a board may have.
pub const MAX_SIDE: u32 = 1000;

/// A board of `rows` ranks and `cols` files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rows: u32,
    cols: u32,
}

/// A square of a board, as its index.
pub type Square = u32;

/// What is wrong with a board or a square a person typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not of the form `RxC`.
    Malformed(String),
    /// A side outside 1..=MAX_SIDE; the size as it was typed (shortened if very long).
    OutOfRange { size: String },
    /// Not a square name such as `a1`.
    BadSquare(String),
    /// A well-formed name that lies off this board.
    OffBoard { square: String, board: Board },
}

crate::puzzles::message::display_as_message!(BoardError);

impl std::error::Error for BoardError {}

impl Coded for BoardError {
    fn message(&self) -> Message {
        match self {
            BoardError::Malformed(text) => Message::new("board.malformed").text("text", text),
            BoardError::OutOfRange { size } => Message::new("board.out_of_range")
                .text("size", size)
                .num("max", MAX_SIDE),
            BoardError::BadSquare(text) => Message::new("board.bad_square").text("text", text),
            BoardError::OffBoard { square, board } => Message::new("board.off_board")
                .text("square", square)
                .text("board", board.to_string())
                .text("last_file", file_name(board.cols - 1))
                .num("ranks", board.rows),
        }
    }
}

impl Board {
    /// A board of `rows` ranks and `cols` files, each from 1 to [`MAX_SIDE`].
    pub fn new(rows: u32, cols: u32) -> Result<Board, BoardError> {
        if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
            return Err(BoardError::OutOfRange {
                size: format!("{rows}x{cols}"),
            });
        }
        Ok(Board { rows, cols })
    }

    /// Parse `RxC` (ranks x files), for example `8x8` or `3x4`.
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let malformed = || BoardError::Malformed(text.to_string());
        let (r, c) = text
            .trim()
            .split_once(['x', 'X', '×'])
            .ok_or_else(malformed)?;
        let side = |s: &str| -> Result<u64, BoardError> {
            let s = s.trim();
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(malformed());
            }
            Ok(s.parse::<u64>().unwrap_or(u64::MAX))
        };
        let (rows, cols) = (side(r)?, side(c)?);
        let fits = |n: u64| (1..=u64::from(MAX_SIDE)).contains(&n);
        if !fits(rows) || !fits(cols) {
            // Echoed as typed (a side too large for any integer stays what it was), and
            // shortened so a megabyte of digits does not come back whole.
            let typed = |s: &str| {
                let s = s.trim();
                if s.len() > 20 {
                    format!("{}…", &s[..20])
                } else {
                    s.to_string()
                }
            };
            return Err(BoardError::OutOfRange {
                size: format!("{}x{}", typed(r), typed(c)),
            });
        }
        Board::new(rows as u32, cols as u32)
    }

    /// Number of ranks.
    pub fn rows(self) -> u32 {
        self.rows
    }

    /// Number of files.
    pub fn cols(self) -> u32 {
        self.cols
    }

    /// Number of squares.
    pub fn len(self) -> u32 {
        self.rows * self.cols
    }

    /// Whether the board has no squares (never: a side is at least 1).
    pub fn is_empty(self) -> bool {
        false
    }

    /// The square on `file` and `rank`, both counted from 0.
    pub fn square(self, file: u32, rank: u32) -> Square {
        debug_assert!(file < self.cols && rank < self.rows);
        rank * self.cols + file
    }

    /// The file of `sq`, counted from 0.
    pub fn file(self, sq: Square) -> u32 {
        sq % self.cols
    }

    /// The rank of `sq`, counted from 0.
    pub fn rank(self, sq: Square) -> u32 {
        sq / self.cols
    }

    /// Whether `sq` is a light square (a1 is dark, as on a chessboard).
    pub fn is_light(self, sq: Square) -> bool {
        (self.file(sq) + self.rank(sq)) % 2 == 1
    }

    /// The name of `sq`, for example `a1`.
    pub fn name(self, sq: Square) -> String {
        format!("{}{}", file_name(self.file(sq)), self.rank(sq) + 1)
    }

    /// Parse a square name such as `c3` or `aa10` that lies on this board.
    pub fn parse_square(self, text: &str) -> Result<Square, BoardError> {
        let t = text.trim().to_ascii_lowercase();
        let (file, rank) =
            square_name(&t).ok_or_else(|| BoardError::BadSquare(text.trim().to_string()))?;
        if file >= self.cols || rank > self.rows {
            return Err(BoardError::OffBoard {
                square: t,
                board: self,
            });
        }
        Ok(self.square(file, rank - 1))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

/// The name of file `file` (from 0): a..z, then aa, ab, ... as spreadsheet columns.
/// A square's name in chess notation (`c3`, `aa10`: one to three letters for the file, a
/// to z then aa, ab, ...; the rank from 1, at most five digits), lower case, as (file from
/// 0, rank from 1); None when it is not of that form. Every board of the page and the CLI
/// (the knight's, the queens', the maze's) reads squares through this one parser, each then
/// checking the square lies on it.
pub fn square_name(text: &str) -> Option<(u32, u32)> {
    let split = text.find(|c: char| !c.is_ascii_lowercase())?;
    let (letters, digits) = text.split_at(split);
    if letters.is_empty()
        || letters.len() > 3
        || digits.is_empty()
        || digits.len() > 5
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || digits.starts_with('0')
    {
        return None;
    }
    let file = letters
        .bytes()
        .fold(0u32, |acc, b| acc * 26 + u32::from(b - b'a' + 1))
        - 1;
    Some((file, digits.parse().ok()?))
}

pub fn file_name(file: u32) -> String {
    let mut n = file + 1;
    let mut letters = Vec::new();
    while n > 0 {
        n -= 1;
        letters.push(b'a' + (n % 26) as u8);
        n /= 26;
    }
    letters.reverse();
    String::from_utf8(letters).expect("letters are ASCII")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_a_wide_board() {
        let board = Board::new(1000, 1000).unwrap();
        for sq in (0..board.len()).step_by(997) {
            assert_eq!(board.parse_square(&board.name(sq)), Ok(sq));
        }
        assert_eq!(file_name(0), "a");
        assert_eq!(file_name(25), "z");
        assert_eq!(file_name(26), "aa");
        assert_eq!(file_name(27), "ab");
        assert_eq!(file_name(701), "zz");
        assert_eq!(file_name(702), "aaa");
    }

    #[test]
    fn a1_is_bottom_left() {
        let board = Board::parse("8x8").unwrap();
        assert_eq!(board.parse_square("a1"), Ok(0));
        assert_eq!(board.parse_square("H8"), Ok(63));
        assert_eq!(board.parse_square("b1"), Ok(1));
        assert_eq!(board.parse_square("a2"), Ok(8));
    }

    #[test]
    fn bad_input_is_named() {
        assert!(matches!(Board::parse("8"), Err(BoardError::Malformed(_))));
        assert!(matches!(
            Board::parse("0x8"),
            Err(BoardError::OutOfRange { .. })
        ));
        assert!(matches!(
            Board::parse("1001x2"),
            Err(BoardError::OutOfRange { .. })
        ));
        assert_eq!(
            Board::parse("99999999999999999999x8"),
            Err(BoardError::OutOfRange {
                size: "99999999999999999999x8".into()
            })
        );
        assert_eq!(
            Board::parse(&format!("{}x8", "9".repeat(30))).map_err(|e| e.to_string()),
            Err(format!(
                "board.out_of_range {{size: \"{}…x8\", max: {MAX_SIDE}}}",
                "9".repeat(20)
            ))
        );
        let board = Board::parse("5x5").unwrap();
        assert!(matches!(
            board.parse_square("f1"),
            Err(BoardError::OffBoard { .. })
        ));
        assert!(matches!(
            board.parse_square("a6"),
            Err(BoardError::OffBoard { .. })
        ));
        for junk in ["", "a", "1", "a0", "a01", "1a", "a1b", "é1", "a-1"] {
            assert!(
                matches!(board.parse_square(junk), Err(BoardError::BadSquare(_))),
                "{junk}"
            );
        }
        assert_eq!(
            board.parse_square("f1").unwrap_err().to_string(),
            r#"board.off_board {square: "f1", board: "5x5", last_file: "e", ranks: 5}"#
        );
    }
}
