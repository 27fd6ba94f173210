//! The knight's tour: each square of the tour in order, the moves the strategy weighed to
//! get there with their onward counts, and the step the knight last arrived at it.

use crate::engine::{Event, Goal, Outcome, Problem};
use crate::puzzles::knight::{Cells, TourSpec};
use crate::puzzles::table::{track, Cell, Stop, Table};

/// The tour the search of `spec` finds within `limit` steps and `nodes` nodes (the CLI's
/// `--limit`, counted as its search without `--table` counts them: no step once that many
/// are searched), else its path when it stops: a row per square, the start first.
pub fn knight_tour(spec: TourSpec, limit: u64, nodes: u64) -> Table {
    let board = spec.board;
    let cells = Cells::new(board);
    let mut search = spec.search(Goal::First);
    let mut path = Vec::new();
    let mut tour = None;
    let mut steps = 0;
    while steps < limit && search.stats().nodes < nodes {
        let Some(event) = search.step() else {
            break;
        };
        steps += 1;
        track(&mut path, steps, &event);
        if matches!(event, Event::Solution) && tour.is_none() {
            tour = Some(path.clone());
        }
    }
    let found = tour.is_some();
    let stopped = match search.outcome() {
        _ if found => None,
        Outcome::Running if search.stats().nodes >= nodes => Some(Stop::Nodes),
        Outcome::Running => Some(Stop::Steps),
        _ => None,
    };
    let moves = tour.unwrap_or(path);
    let mut t = Table::new(&["move", "square", "onward", "candidates", "step"]);
    t.push(
        0,
        vec![
            1u32.into(),
            board.name(spec.start).into(),
            Cell::Empty,
            Cell::Empty,
            0u32.into(),
        ],
    );
    // The search state walked along the moves once: before each move, the candidates the
    // strategy weighed there (as `knight::candidates` ranks them for the page), so the
    // table costs a pass over the board and then a few cells a row.
    let problem = spec.problem();
    let mut state = problem.root();
    for (k, &(cell, step)) in moves.iter().enumerate() {
        let ranked = problem.ranked(&state);
        problem.apply(&mut state, cell);
        let to = cells.square(cell);
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
    t.end(steps, stopped, found);
    t
}
