//! The knight's tour: each square of the tour in order, the moves the strategy weighed to
//! get there with their onward counts, and the step the knight last arrived at it.

use super::{replay, track, Nothing, Table};
use crate::engine::Goal;
use crate::puzzles::knight::{candidates, Cells, TourSpec};

/// The tour the search of `spec` finds within `limit` steps (else its path when it stops):
/// a row per square, the start first.
pub fn knight_tour(spec: TourSpec, limit: u64) -> Table {
    let board = spec.board;
    let cells = Cells::new(board);
    let mut path = Vec::new();
    let mut tour = None;
    let (steps, ended) = replay(
        &mut spec.search(Goal::First),
        &mut Nothing,
        limit,
        |step, event, _| {
            track(&mut path, step, event);
            if matches!(event, crate::engine::Event::Solution) && tour.is_none() {
                tour = Some(path.clone());
            }
        },
    );
    let moves = tour.unwrap_or(path);
    let squares: Vec<u32> = std::iter::once(spec.start)
        .chain(moves.iter().map(|&(c, _)| cells.square(c)))
        .collect();
    let mut t = Table::new(&["move", "square", "onward", "candidates", "step"]);
    t.push(
        0,
        vec![
            1u32.into(),
            board.name(spec.start).into(),
            super::Cell::Empty,
            super::Cell::Empty,
            0u32.into(),
        ],
    );
    for (k, &(_, step)) in moves.iter().enumerate() {
        let upto = &squares[..k + 2];
        let ranked = candidates(spec, upto);
        let to = squares[k + 1];
        let onward = ranked.iter().find(|r| r.square == to).map(|r| r.onward);
        let list = ranked
            .iter()
            .map(|r| format!("{}:{}", board.name(r.square), r.onward))
            .collect::<Vec<_>>()
            .join(" ");
        t.push(
            step,
            vec![
                (k as u32 + 2).into(),
                board.name(to).into(),
                onward.into(),
                list.into(),
                step.into(),
            ],
        );
        // The move's number is the row's: the worksheet shows it, the rest is to find.
        if let Some(known) = t.known.last_mut() {
            known[0] = 0;
        }
    }
    t.steps = steps;
    t.complete = ended;
    t
}
