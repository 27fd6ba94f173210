//! The trace table of each view: the rows a teacher exports (CSV, JSON) and prints as a
//! worksheet, computed once here for the page (the facade's `table()`) and the CLI
//! (`--table`). A table is the whole run of one instance, as the page can step it: every
//! cell knows the step after which it is known, so a worksheet can leave blank what lies
//! past the frame shown.

use serde::Serialize;

use crate::engine::{Replay, Stepper};

mod levels;

pub use levels::levels;

/// The most steps a table's run takes: 2^22, about what the page records of a search
/// (32 MB of events of 8 bytes); the page and the CLI stop at the same step.
pub const MAX_STEPS: u64 = 1 << 22;

/// The most solutions a table lists (N = 14 has 365,596); past them it is incomplete.
pub const MAX_SOLUTIONS: usize = 100_000;

/// One value of a table: a number, a text, or nothing (unreached, not applicable).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Cell {
    Number(u64),
    Text(String),
    Empty,
}

impl From<u32> for Cell {
    fn from(v: u32) -> Cell {
        Cell::Number(u64::from(v))
    }
}

impl From<u64> for Cell {
    fn from(v: u64) -> Cell {
        Cell::Number(v)
    }
}

impl From<String> for Cell {
    fn from(v: String) -> Cell {
        Cell::Text(v)
    }
}

impl From<&str> for Cell {
    fn from(v: &str) -> Cell {
        Cell::Text(v.to_string())
    }
}

impl<T: Into<Cell>> From<Option<T>> for Cell {
    fn from(v: Option<T>) -> Cell {
        v.map_or(Cell::Empty, Into::into)
    }
}

/// A trace table: named columns, rows of cells, and for every cell the step after which it
/// is known (0: from the start).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Table {
    /// The columns' names, as the CLI's JSON names them (the page translates them).
    pub columns: Vec<String>,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "(number | string | null)[][]"))]
    pub rows: Vec<Vec<Cell>>,
    /// Per row, per cell: the step after which the cell is known.
    pub known: Vec<Vec<u64>>,
    /// The steps the run took.
    pub steps: u64,
    /// False when a bound stopped the run before the search ended (`stopped` says which):
    /// the table holds what the run had reached.
    pub complete: bool,
    /// The bound that stopped the run, when one did (`complete` is then false).
    pub stopped: Option<Stop>,
    /// Whether the run found what its search looks for: a tour, a solution, the ladder's
    /// goal, the coin; for a run that looks for nothing in particular (BFS layers, DFS
    /// times, tree levels), whether it ended. The CLI's `--table` exits 0 when it did and
    /// the table is complete, as the same run without `--table` would.
    pub found: bool,
    /// The goal searched for, where a puzzle has more than one (the sliding puzzle's tiles
    /// with the blank last or first): a length read from the table is towards it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal: Option<String>,
}

/// The bound that stopped a table's run before its search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Stop {
    /// The table's own bound, [`MAX_STEPS`].
    Steps,
    /// A node limit (the knight's `--limit`).
    Nodes,
    /// The run's own step limit (the maze mouse's `limit`).
    Limit,
    /// BFS's frontier passed its cap (sudoku by BFS).
    Frontier,
    /// The most solutions a table lists ([`MAX_SOLUTIONS`]).
    Solutions,
}

impl Table {
    pub(crate) fn new(columns: &[&str]) -> Table {
        Table {
            columns: columns.iter().map(|c| c.to_string()).collect(),
            rows: Vec::new(),
            known: Vec::new(),
            steps: 0,
            complete: true,
            stopped: None,
            found: true,
            goal: None,
        }
    }

    /// The run's end: `steps` taken, `stopped` by a bound or not, and whether it `found`
    /// what it looks for.
    pub(crate) fn end(&mut self, steps: u64, stopped: Option<Stop>, found: bool) {
        self.steps = steps;
        self.complete = stopped.is_none();
        self.stopped = stopped;
        self.found = found;
    }

    /// A row whose cells are all known after `step`.
    pub(crate) fn push(&mut self, step: u64, cells: Vec<Cell>) {
        self.known.push(vec![step; cells.len()]);
        self.rows.push(cells);
    }

    /// A row with a step per cell.
    pub(crate) fn push_each(&mut self, cells: Vec<(Cell, u64)>) {
        self.known.push(cells.iter().map(|(_, s)| *s).collect());
        self.rows.push(cells.into_iter().map(|(c, _)| c).collect());
    }

    /// The value of column `name` in row `row`.
    pub fn get(&self, row: usize, name: &str) -> Option<&Cell> {
        let col = self.columns.iter().position(|c| c == name)?;
        self.rows.get(row)?.get(col)
    }

    /// Column `name` of every row.
    pub fn column(&self, name: &str) -> Vec<&Cell> {
        (0..self.rows.len())
            .filter_map(|r| self.get(r, name))
            .collect()
    }
}

/// Run `search` at most `limit` steps, showing each event to `view` and then to `each` with
/// its step number (from 1) and the view after it; returns the steps taken and whether the
/// search ended within the limit (a search that stops at a bound of its own ends too: its
/// caller asks it why).
pub(crate) fn replay<S: Stepper, V: Replay<S::Event>>(
    search: &mut S,
    view: &mut V,
    limit: u64,
    mut each: impl FnMut(u64, &S::Event, &V),
) -> (u64, bool) {
    let mut step = 0;
    while step < limit {
        let Some(event) = search.step() else {
            return (step, true);
        };
        step += 1;
        view.forward(&event);
        each(step, &event, view);
    }
    (step, !search.running())
}

/// A view that keeps nothing: for runs whose events say all a table needs.
pub(crate) struct Nothing;

/// [`Stop::Steps`] unless the search `ended`.
pub(crate) fn unless(ended: bool) -> Option<Stop> {
    (!ended).then_some(Stop::Steps)
}

impl<E> Replay<E> for Nothing {
    fn forward(&mut self, _: &E) {}
    fn backward(&mut self, _: &E) {}
}

/// The moves on a DFS's path with the step each was made at: pushed at a visit, popped at
/// a backtrack.
pub(crate) fn track<M: Copy>(path: &mut Vec<(M, u64)>, step: u64, event: &crate::engine::Event<M>) {
    use crate::engine::Event;
    match event {
        Event::Visit(m) => path.push((*m, step)),
        Event::Backtrack(_) => {
            path.pop();
        }
        Event::Solution | Event::Exhausted => {}
    }
}
