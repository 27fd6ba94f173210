//! A tour checked knowing nothing of the search: every square once, each step a knight's
//! move, and for a closed tour the last move back to the start.

use super::*;

/// What [`verify_tour`] found wrong with a tour; squares by their names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidTour {
    /// Not one square per square of the board.
    Length {
        squares: usize,
        board: u32,
    },
    /// A square index outside the board.
    OffBoard(Square),
    VisitedTwice(String),
    NotAKnightMove {
        from: String,
        to: String,
    },
    /// A closed tour whose last square is not a knight's move from its first.
    NotClosed {
        last: String,
        first: String,
    },
}

impl fmt::Display for InvalidTour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidTour::Length { squares, board } => {
                let squares = crate::puzzles::counted(*squares, "square", "squares");
                write!(f, "the tour has {squares}, the board {board}")
            }
            InvalidTour::OffBoard(sq) => write!(f, "square index {sq} is off the board"),
            InvalidTour::VisitedTwice(sq) => write!(f, "{sq} is visited twice"),
            InvalidTour::NotAKnightMove { from, to } => {
                write!(f, "{from} to {to} is not a knight's move")
            }
            InvalidTour::NotClosed { last, first } => write!(
                f,
                "the tour ends on {last}, not a knight's move from {first}"
            ),
        }
    }
}

impl std::error::Error for InvalidTour {}

/// Check a tour without trusting the search: every square once, each step a knight's move,
/// and for a closed tour a last move back to the start.
pub fn verify_tour(board: Board, tour: &[Square], closed: bool) -> Result<(), InvalidTour> {
    if tour.len() != board.len() as usize {
        return Err(InvalidTour::Length {
            squares: tour.len(),
            board: board.len(),
        });
    }
    let mut seen = vec![false; tour.len()];
    for &sq in tour {
        let slot = seen.get_mut(sq as usize).ok_or(InvalidTour::OffBoard(sq))?;
        if *slot {
            return Err(InvalidTour::VisitedTwice(board.name(sq)));
        }
        *slot = true;
    }
    let knight_move = |a: Square, b: Square| {
        board.file(a).abs_diff(board.file(b)) * board.rank(a).abs_diff(board.rank(b)) == 2
    };
    for w in tour.windows(2) {
        if !knight_move(w[0], w[1]) {
            return Err(InvalidTour::NotAKnightMove {
                from: board.name(w[0]),
                to: board.name(w[1]),
            });
        }
    }
    if closed {
        let (first, last) = (tour[0], tour[tour.len() - 1]);
        if !knight_move(first, last) {
            return Err(InvalidTour::NotClosed {
                last: board.name(last),
                first: board.name(first),
            });
        }
    }
    Ok(())
}
