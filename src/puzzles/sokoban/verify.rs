//! The independent check of a solution: a LURD string replayed letter by letter on the
//! level's grid as the text drew it (rows and columns, not the searches' floor squares),
//! each move checked, then the boxes checked all on goals.

use super::*;
use crate::puzzles::message::{Coded, Message};

/// What is wrong with a LURD string as a solution; `at` counts letters from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// Not one of `lurdLURD`.
    Letter { at: usize, found: char },
    /// The keeper walks into a wall.
    Wall { at: usize },
    /// A push (upper case) where the square ahead holds no box.
    NoBox { at: usize },
    /// A move (lower case) into a box: it pushes, and should be upper case.
    Unmarked { at: usize },
    /// A push of a box into a wall or another box.
    Blocked { at: usize },
    /// Every letter played, and `off` boxes are not on goals.
    Unsolved { off: usize },
}

crate::puzzles::message::display_as_message!(VerifyError);

impl Coded for VerifyError {
    /// Codes `sokoban.verify.*`, `at` the letter from 1.
    fn message(&self) -> Message {
        let at = |code, at: usize| Message::new(code).count("at", at as u64 + 1);
        match *self {
            VerifyError::Letter { at: i, found } => {
                at("sokoban.verify.letter", i).text("letter", found.to_string())
            }
            VerifyError::Wall { at: i } => at("sokoban.verify.wall", i),
            VerifyError::NoBox { at: i } => at("sokoban.verify.no_box", i),
            VerifyError::Unmarked { at: i } => at("sokoban.verify.unmarked", i),
            VerifyError::Blocked { at: i } => at("sokoban.verify.blocked", i),
            VerifyError::Unsolved { off } => {
                Message::new("sokoban.verify.unsolved").count("off", off as u64)
            }
        }
    }
}

/// The counts of a solution that checked out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replayed {
    pub moves: u32,
    pub pushes: u32,
}

/// Replay `lurd` on `level` from its start; the moves and pushes when every letter is a
/// legal move, marked as a push exactly when it pushes, and the boxes end on the goals.
pub fn verify(level: &Level, lurd: &str) -> Result<Replayed, VerifyError> {
    let (rows, cols) = (level.rows(), level.cols());
    let mut boxes = vec![false; rows * cols];
    let mut keeper = (0, 0);
    for r in 0..rows {
        for c in 0..cols {
            let cell = level.cell(r, c);
            boxes[r * cols + c] = cell.is_box();
            if cell.is_player() {
                keeper = (r, c);
            }
        }
    }
    // The square beyond (r, c) towards d, if it is on the grid and not a wall.
    let ahead = |(r, c): (usize, usize), d: Dir| -> Option<(usize, usize)> {
        let (dr, dc) = d.delta();
        let (r, c) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        (r < rows && c < cols && level.cell(r, c) != Cell::Wall).then_some((r, c))
    };
    let (mut moves, mut pushes) = (0, 0);
    for (at, letter) in lurd.chars().enumerate() {
        let (d, push) = Dir::of_letter(letter).ok_or(VerifyError::Letter { at, found: letter })?;
        let next = ahead(keeper, d).ok_or(VerifyError::Wall { at })?;
        let has_box = boxes[next.0 * cols + next.1];
        match (push, has_box) {
            (true, false) => return Err(VerifyError::NoBox { at }),
            (false, true) => return Err(VerifyError::Unmarked { at }),
            (true, true) => {
                let beyond = ahead(next, d).ok_or(VerifyError::Blocked { at })?;
                if boxes[beyond.0 * cols + beyond.1] {
                    return Err(VerifyError::Blocked { at });
                }
                boxes[next.0 * cols + next.1] = false;
                boxes[beyond.0 * cols + beyond.1] = true;
                pushes += 1;
            }
            (false, false) => {}
        }
        keeper = next;
        moves += 1;
    }
    let off = (0..rows * cols)
        .filter(|&g| boxes[g] && !level.cell(g / cols, g % cols).is_goal())
        .count();
    if off > 0 {
        return Err(VerifyError::Unsolved { off });
    }
    Ok(Replayed { moves, pushes })
}
