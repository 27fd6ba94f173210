//! What the theorems say about where tours exist (Schwenk's for closed tours, the
//! colouring and size arguments for open ones), so a search that cannot succeed is not run.

use super::*;

/// Which theorem rules a tour out (see [`no_tour`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTourWhy {
    ClosedSingle,
    ClosedOdd,
    ClosedNarrow,
    ClosedFourWide,
    ClosedThreeWide,
    OneWide,
    TwoWide,
    ThreeWide,
    FourByFour,
    /// An open tour on a board four ranks high starts on rank 1 or 4.
    FourRanks,
    /// An open tour on a board four files wide starts on file a or d.
    FourFiles,
    OddColour,
}

/// Why the theorems say no tour of the asked kind starts on `start`: a coded message
/// (`Coded`), which the page and the CLI word from the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoTour {
    pub board: Board,
    pub start: Square,
    pub why: NoTourWhy,
}

impl NoTourWhy {
    fn code(self) -> &'static str {
        match self {
            NoTourWhy::ClosedSingle => "knight.no_tour.closed_single",
            NoTourWhy::ClosedOdd => "knight.no_tour.closed_odd",
            NoTourWhy::ClosedNarrow => "knight.no_tour.closed_narrow",
            NoTourWhy::ClosedFourWide => "knight.no_tour.closed_four",
            NoTourWhy::ClosedThreeWide => "knight.no_tour.closed_three",
            NoTourWhy::OneWide => "knight.no_tour.one_wide",
            NoTourWhy::TwoWide => "knight.no_tour.two_wide",
            NoTourWhy::ThreeWide => "knight.no_tour.three_wide",
            NoTourWhy::FourByFour => "knight.no_tour.four_by_four",
            NoTourWhy::FourRanks => "knight.no_tour.four_ranks",
            NoTourWhy::FourFiles => "knight.no_tour.four_files",
            NoTourWhy::OddColour => "knight.no_tour.odd_colour",
        }
    }
}

crate::puzzles::message::display_as_message!(NoTour);

impl Coded for NoTour {
    fn message(&self) -> Message {
        Message::new(self.why.code())
            .text("board", self.board.to_string())
            .text("start", self.board.name(self.start))
    }
}

/// Why the theorems say no tour of the asked kind starts on `start`, if they do.
///
/// Open tours (Conrad et al. 1994; Cull and De Curtins 1978): an m x n board with m <= n has
/// one unless m = 1 (and n > 1), m = 2, m = 3 with n in {3, 5, 6}, or m = n = 4. On a board
/// with an odd number of squares a tour alternates colours, so it must start on the colour
/// with one more square, the corners' colour. On a 4 x n board an open tour starts and ends
/// on the two outer lines: outer squares attack only inner ones, so if no tour edge joined
/// two inner squares the tour would alternate outer and inner as well as colours and stay on
/// half the board; counting ends shows such an edge needs both ends outer. Closed tours (Schwenk 1991): none when m and n
/// are both odd, m is 1, 2 or 4, or m = 3 with n in {4, 6, 8}.
pub fn no_tour(board: Board, start: Square, closed: bool) -> Option<NoTour> {
    let (m, n) = {
        let (a, b) = (board.rows(), board.cols());
        (a.min(b), a.max(b))
    };
    let why = if closed {
        if m * n == 1 {
            Some(NoTourWhy::ClosedSingle)
        } else if m % 2 == 1 && n % 2 == 1 {
            Some(NoTourWhy::ClosedOdd)
        } else if m == 1 || m == 2 {
            Some(NoTourWhy::ClosedNarrow)
        } else if m == 4 {
            Some(NoTourWhy::ClosedFourWide)
        } else if m == 3 && matches!(n, 4 | 6 | 8) {
            Some(NoTourWhy::ClosedThreeWide)
        } else {
            None
        }
    } else if m == 1 && n > 1 {
        Some(NoTourWhy::OneWide)
    } else if m == 2 {
        Some(NoTourWhy::TwoWide)
    } else if m == 3 && matches!(n, 3 | 5 | 6) {
        Some(NoTourWhy::ThreeWide)
    } else if m == 4 && n == 4 {
        Some(NoTourWhy::FourByFour)
    } else if board.rows() == 4 && matches!(board.rank(start), 1 | 2) {
        // On a 4 x n board the outer squares attack only inner ones, and there are as many
        // of each; counting a tour's edges between them, with colours alternating along it,
        // shows that both ends of an open tour lie on the outer two lines.
        Some(NoTourWhy::FourRanks)
    } else if board.rows() != 4 && board.cols() == 4 && matches!(board.file(start), 1 | 2) {
        Some(NoTourWhy::FourFiles)
    } else if board.len() % 2 == 1 && board.is_light(start) {
        Some(NoTourWhy::OddColour)
    } else {
        None
    };
    why.map(|why| NoTour { board, start, why })
}
