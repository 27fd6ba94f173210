//! Sudoku: a row per cell, r1c1 first: its digit in the first solution the search finds (a
//! given's from the start), whether it was given, and the step the search wrote it for good:
//! by DFS the step of the placement on the solution's path, by BFS the step the whole grid
//! was found.

use crate::engine::{Event, FrontierView, Goal};
use crate::puzzles::sudoku::{
    cell_name, grid_after, stepping_bfs, CellChoice, Puzzle, SudokuSearch,
};
use crate::puzzles::table::{replay, track, unless, Cell, Stop, Table};

/// The first solution of `puzzle` by DFS choosing cells by `choice`, within `limit` steps.
pub fn sudoku(puzzle: &Puzzle, choice: CellChoice, limit: u64) -> Table {
    let mut path = Vec::new();
    let mut solution = None;
    let (steps, ended) = replay(
        &mut SudokuSearch::dfs(puzzle, choice, Goal::First),
        &mut crate::puzzles::table::Nothing,
        limit,
        |step, event, _| {
            track(&mut path, step, event);
            if matches!(event, Event::Solution) && solution.is_none() {
                solution = Some(path.clone());
            }
        },
    );
    let mut placed = vec![None; puzzle.cells.len()];
    for &(mv, step) in solution.iter().flatten() {
        placed[(mv >> 5) as usize] = Some(((mv & 31) as u8, step));
    }
    let found = solution.is_some();
    cells(
        puzzle,
        &placed,
        steps,
        if found { None } else { unless(ended) },
        found,
    )
}

/// The first solution of `puzzle` by BFS choosing cells by `choice` (the page's stepped
/// BFS, its frontier capped as there), within `limit` steps.
pub fn sudoku_bfs(puzzle: &Puzzle, choice: CellChoice, limit: u64) -> Table {
    let mut search = stepping_bfs(puzzle, choice, Some(1));
    let mut first = None;
    let mut view = FrontierView::default();
    let (steps, ended) = replay(&mut search, &mut view, limit, |step, _, view| {
        if first.is_none() {
            first = view.solutions.first().map(|&node| (node, step));
        }
    });
    let mut placed = vec![None; puzzle.cells.len()];
    if let Some((node, step)) = first {
        let grid = grid_after(puzzle, &search.path(node));
        for (i, &d) in grid.iter().enumerate() {
            placed[i] = Some((d, step));
        }
    }
    // The search ends at its frontier's cap too: then it is the cap that stopped it.
    let stopped = match first {
        Some(_) => None,
        None if view.capped => Some(Stop::Frontier),
        None => unless(ended),
    };
    cells(puzzle, &placed, steps, stopped, first.is_some())
}

/// The rows of a grid: each cell's digit and the step it was found at, givens from step 0.
fn cells(
    puzzle: &Puzzle,
    placed: &[Option<(u8, u64)>],
    steps: u64,
    stopped: Option<Stop>,
    found: bool,
) -> Table {
    let mut t = Table::new(&["cell", "digit", "given", "step"]);
    for (i, &given) in puzzle.cells.iter().enumerate() {
        let name = cell_name(puzzle.shape, i);
        let digit = |d: u8| Cell::from(puzzle.shape.char(d).to_string());
        if given != 0 {
            t.push(0, vec![name.into(), digit(given), 1u32.into(), 0u32.into()]);
        } else if let Some((d, step)) = placed[i] {
            t.push_each(vec![
                (name.into(), 0),
                (digit(d), step),
                (0u32.into(), 0),
                (step.into(), step),
            ]);
        } else {
            t.push_each(vec![
                (name.into(), 0),
                (Cell::Empty, steps),
                (0u32.into(), 0),
                (Cell::Empty, steps),
            ]);
        }
    }
    t.end(steps, stopped, found);
    t
}
