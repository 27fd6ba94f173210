//! What the page draws after some events, changed by one event at a time in either
//! direction.

use super::*;

/// What the page draws after some events: the path with its step numbers, and how often
/// the knight has backed out of each square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourView {
    pub(super) cells: Cells,
    path: Vec<Square>,
    order: Vec<u32>,
    backed_out: Vec<u32>,
    /// Squares entered with no unvisited square a knight's move away, the board not full:
    /// dead ends, counted as they are entered (and uncounted stepping back).
    stuck: u64,
}

impl TourView {
    /// The view before any event: the knight on its start square.
    pub fn new(spec: TourSpec) -> Self {
        let len = spec.board.len() as usize;
        let mut order = vec![0; len];
        order[spec.start as usize] = 1;
        TourView {
            cells: Cells::new(spec.board),
            path: vec![spec.start],
            order,
            backed_out: vec![0; len],
            stuck: 0,
        }
    }

    /// Dead ends entered so far: squares the knight reached with no unvisited square a move
    /// away before the board was full (the engine's dead ends where nothing is pruned).
    pub fn dead_ends(&self) -> u64 {
        self.stuck
    }

    /// Whether the knight's square has no unvisited square a move away, the board not full.
    fn head_stuck(&self) -> bool {
        let board = self.cells.board();
        let head = self.head();
        self.path.len() < board.len() as usize
            && super::neighbours(board, head).all(|n| self.order[n as usize] != 0)
    }

    /// The squares on the path, in order.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// Step number (from 1) of each square on the path, 0 elsewhere.
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// How many times the knight has backed out of each square.
    pub fn backed_out(&self) -> &[u32] {
        &self.backed_out
    }

    /// The knight's square.
    pub fn head(&self) -> Square {
        *self.path.last().expect("the path holds the start")
    }
}

impl Replay<Event<Cell>> for TourView {
    fn forward(&mut self, event: &Event<Cell>) {
        match *event {
            Event::Visit(cell) => {
                let sq = self.cells.square(cell);
                self.path.push(sq);
                self.order[sq as usize] = self.path.len() as u32;
                self.stuck += u64::from(self.head_stuck());
            }
            Event::Backtrack(cell) => {
                let sq = self.cells.square(cell);
                self.path.pop();
                self.order[sq as usize] = 0;
                self.backed_out[sq as usize] += 1;
            }
            Event::Solution | Event::Exhausted => {}
        }
    }

    fn backward(&mut self, event: &Event<Cell>) {
        match *event {
            Event::Visit(cell) => {
                let sq = self.cells.square(cell);
                self.stuck -= u64::from(self.head_stuck());
                self.path.pop();
                self.order[sq as usize] = 0;
            }
            Event::Backtrack(cell) => {
                let sq = self.cells.square(cell);
                self.path.push(sq);
                self.order[sq as usize] = self.path.len() as u32;
                self.backed_out[sq as usize] -= 1;
            }
            Event::Solution | Event::Exhausted => {}
        }
    }
}
