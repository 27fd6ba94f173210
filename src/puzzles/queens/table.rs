//! N queens: a row per solution in the order the search meets them, the step it was met at
//! and each row's queen (its column, from 1 on the left, as the board is labelled).

use crate::engine::{Event, Goal};
use crate::puzzles::queens::{NQueens, Variant};
use crate::puzzles::table::{replay, track, unless, Stop, Table, MAX_SOLUTIONS};

/// The solutions the search of `n` queens (`all`: every one, else the first) meets within
/// `limit` steps.
pub fn queens(n: u32, variant: Variant, all: bool, limit: u64) -> Table {
    let goal = if all { Goal::All } else { Goal::First };
    let mut names = vec!["solution".to_string(), "step".to_string()];
    names.extend((1..=n).map(|r| format!("row{r}")));
    let mut t = Table::new(&[]);
    t.columns = names;
    let mut path = Vec::new();
    let mut cut = false;
    let mut view = crate::puzzles::table::Nothing;
    let (steps, ended) = replay(
        &mut NQueens::new(n, variant).search(goal),
        &mut view,
        limit,
        |step, event, _| {
            track(&mut path, step, event);
            if matches!(event, Event::Solution) {
                if t.rows.len() >= MAX_SOLUTIONS {
                    cut = true;
                    return;
                }
                let mut row = vec![(t.rows.len() as u32 + 1).into(), step.into()];
                row.extend(path.iter().map(|&(col, _)| (col + 1).into()));
                t.push(step, row);
            }
        },
    );
    let found = !t.rows.is_empty();
    t.end(
        steps,
        if cut {
            Some(Stop::Solutions)
        } else {
            unless(ended)
        },
        found,
    );
    t
}
