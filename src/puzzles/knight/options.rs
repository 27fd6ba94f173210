//! The knight's options, declared once (see [`crate::puzzles::options`]): the tour's, and
//! BFS in layers on the knight graph's.

use super::*;
use crate::puzzles::options::{Checked, Given, Kind, Reader, Spec, TooBigToDraw};

/// A tour: the board, the start, the strategy, closed or open, and pruning (unset: the
/// strategy's own default).
pub const TOUR: &[Spec] = &[
    Spec::text("board", Kind::Size, "8x8"),
    Spec::text("start", Kind::Square, "a1"),
    Spec::choice(
        "strategy",
        &["dfs", "warnsdorff", "most", "static"],
        "warnsdorff",
        "knight.unknown_strategy",
    ),
    Spec::flag("closed", Some(false)),
    Spec::flag("prune", None),
    // The student's own ordering of the moves, in the rule language.
    crate::puzzles::rule::OPTION,
];

/// Read a tour's options (a rule of the student's is checked, and kept in the values).
pub fn tour(given: &Given) -> Checked<TourSpec> {
    let mut r = Reader::new(TOUR, given);
    let board = r.read("board", Board::parse);
    let start = r.read("start", |t| board.parse_square(t));
    let strategy = r.read("strategy", Strategy::parse);
    let closed = r.flag("closed").unwrap_or(false);
    let mut spec = TourSpec::new(board, start, strategy, closed);
    if let Some(p) = r.flag("prune") {
        spec.prune = p;
    }
    crate::puzzles::rule::read_option(&mut r, &super::rule::VOCABULARY);
    r.finish(spec)
}

/// BFS in layers: the board (at most `max_side` a side, as it is drawn), the start, and a
/// target whose shortest path is traced ("" for none).
pub const LAYERS: &[Spec] = &[
    Spec::text("board", Kind::Size, "8x8"),
    Spec::text("start", Kind::Square, "a1"),
    Spec::text("target", Kind::Square, ""),
];

/// The layers' options read: the board, the start, the target if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LayersOptions {
    pub board: Board,
    pub start: Square,
    pub target: Option<Square>,
}

/// Read the layers' options, on boards up to `max_side` a side.
pub fn layers(given: &Given, max_side: u32) -> Checked<LayersOptions> {
    let mut r = Reader::new(LAYERS, given);
    let board = r.read("board", |t| {
        let b = Board::parse(t).map_err(TooBigToDraw::Board)?;
        if b.rows() > max_side || b.cols() > max_side {
            return Err(TooBigToDraw::Side(max_side));
        }
        Ok(b)
    });
    let start = r.read("start", |t| board.parse_square(t));
    let target = r.read("target", |t| {
        if t.is_empty() {
            Ok(None)
        } else {
            board.parse_square(t).map(Some)
        }
    });
    r.finish(LayersOptions {
        board,
        start,
        target,
    })
}
