//! Shannon's mouse: its route from the start to the coin (with backing up taken off), a row
//! per square, with the step it stepped there for the last time.

use crate::puzzles::maze::{Maze, Mouse, MouseEvent, MouseOutcome};
use crate::puzzles::table::{replay, Nothing, Stop, Table};

/// The route `mouse` (a fresh one, in `maze`) takes within `limit` steps: to the coin if it
/// gets there, else its way when it stops.
pub fn mouse(mut mouse: Mouse, maze: &Maze, limit: u64) -> Table {
    let mut path = vec![(mouse.at(), 0)];
    let (steps, _) = replay(
        &mut mouse,
        &mut Nothing,
        limit,
        |step, event, _| match *event {
            MouseEvent::Move { to, .. } => path.push((to, step)),
            MouseEvent::BackUp { .. } => {
                path.pop();
            }
            _ => {}
        },
    );
    let mut t = Table::new(&["move", "square", "row", "col", "step"]);
    for (k, &(sq, step)) in path.iter().enumerate() {
        let [row, col] = maze.row_col(sq);
        t.push(
            step,
            vec![
                (k as u32).into(),
                maze.name(sq).into(),
                row.into(),
                col.into(),
                step.into(),
            ],
        );
    }
    // The mouse ends at its own step limit too: its outcome says which way it ended.
    let stopped = match mouse.outcome() {
        MouseOutcome::Found | MouseOutcome::Exhausted => None,
        MouseOutcome::Limit => Some(Stop::Limit),
        MouseOutcome::Running => Some(Stop::Steps),
    };
    t.end(steps, stopped, mouse.outcome() == MouseOutcome::Found);
    t
}
