//! What a person sees of a stepped sudoku search: the grid, the pencil marks, the cell
//! being tried and the dead ends.

use super::*;

/// The digits still possible in every empty cell of `cells` (bits 1..=size; 0 for filled
/// cells): the pencil marks.
pub fn candidates(shape: Shape, cells: &[u8]) -> Vec<u32> {
    let units = shape.units();
    let mut used = vec![0u32; units.len()];
    let mut member = vec![Vec::new(); cells.len()];
    for (u, unit) in units.iter().enumerate() {
        for &c in unit {
            used[u] |= (1u32 << cells[c]) & shape.all();
            member[c].push(u);
        }
    }
    (0..cells.len())
        .map(|c| {
            if cells[c] != 0 {
                0
            } else {
                shape.all() & !member[c].iter().fold(0, |m, &u| m | used[u])
            }
        })
        .collect()
}

/// What the page draws after some DFS events: the grid as filled so far, the solutions met,
/// and how often each cell has been emptied again (its dead ends).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuView {
    cells: Vec<u8>,
    emptied: Vec<u32>,
    /// The first [`KEPT_SOLUTIONS`] solutions met.
    found: Vec<Vec<u8>>,
    /// Every solution met.
    count: u64,
}

impl SudokuView {
    pub fn new(puzzle: &Puzzle) -> Self {
        SudokuView {
            cells: puzzle.cells.clone(),
            emptied: vec![0; puzzle.cells.len()],
            found: Vec::new(),
            count: 0,
        }
    }
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }
    pub fn emptied(&self) -> &[u32] {
        &self.emptied
    }
    /// The first [`KEPT_SOLUTIONS`] solutions met.
    pub fn found(&self) -> &[Vec<u8>] {
        &self.found
    }
    /// How many solutions have been met.
    pub fn count(&self) -> u64 {
        self.count
    }
}

impl crate::engine::Replay<crate::engine::Event<Placement>> for SudokuView {
    fn forward(&mut self, e: &crate::engine::Event<Placement>) {
        use crate::engine::Event;
        match *e {
            Event::Visit(mv) => self.cells[(mv >> 5) as usize] = (mv & 31) as u8,
            Event::Backtrack(mv) => {
                self.cells[(mv >> 5) as usize] = 0;
                self.emptied[(mv >> 5) as usize] += 1;
            }
            Event::Solution => {
                self.count += 1;
                if self.found.len() < KEPT_SOLUTIONS {
                    self.found.push(self.cells.clone());
                }
            }
            Event::Exhausted => {}
        }
    }
    fn backward(&mut self, e: &crate::engine::Event<Placement>) {
        use crate::engine::Event;
        match *e {
            Event::Visit(mv) => self.cells[(mv >> 5) as usize] = 0,
            Event::Backtrack(mv) => {
                self.cells[(mv >> 5) as usize] = (mv & 31) as u8;
                self.emptied[(mv >> 5) as usize] -= 1;
            }
            Event::Solution => {
                if self.count as usize <= self.found.len() {
                    self.found.pop();
                }
                self.count -= 1;
            }
            Event::Exhausted => {}
        }
    }
}
