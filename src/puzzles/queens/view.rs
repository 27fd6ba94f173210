//! What the page draws after some events, changed by one event at a time in either
//! direction.

use super::*;

/// What the page draws after some events: the queens placed, and for the last event which
/// square was tried or freed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    n: u32,
    cols: Vec<u32>,
    /// Squares freed by backtracking, per square how many times (row-major).
    freed: Vec<u32>,
    /// The solutions met so far, in order.
    found: Vec<Vec<u32>>,
}

impl BoardView {
    pub fn new(n: u32) -> Self {
        BoardView {
            n,
            cols: Vec::new(),
            freed: vec![0; (n * n) as usize],
            found: Vec::new(),
        }
    }
    /// The solutions met so far, in order.
    pub fn found(&self) -> &[Vec<u32>] {
        &self.found
    }
    /// For each square of the next row: `None` if free, else the row of the first queen above
    /// that attacks it and along which line.
    pub fn conflicts(&self) -> Vec<Option<(u32, Line)>> {
        let row = self.cols.len() as u32;
        if row >= self.n {
            return Vec::new();
        }
        (0..self.n).map(|c| attacker(&self.cols, row, c)).collect()
    }
    pub fn cols(&self) -> &[u32] {
        &self.cols
    }
    pub fn freed(&self) -> &[u32] {
        &self.freed
    }
    /// For every square: 0 free, 1 queen, 2 attacked by a queen above (rows below the last
    /// queen only, as the mark variant sees them).
    pub fn squares(&self) -> Vec<u8> {
        let n = self.n;
        let mut out = vec![0u8; (n * n) as usize];
        for (r, &c) in self.cols.iter().enumerate() {
            out[r * n as usize + c as usize] = 1;
        }
        for row in self.cols.len() as u32..n {
            for col in 0..n {
                if attacker(&self.cols, row, col).is_some() {
                    out[(row * n + col) as usize] = 2;
                }
            }
        }
        out
    }
}

impl Replay<Event<u32>> for BoardView {
    fn forward(&mut self, e: &Event<u32>) {
        match *e {
            Event::Visit(c) => self.cols.push(c),
            Event::Backtrack(c) => {
                self.cols.pop();
                let row = self.cols.len() as u32;
                self.freed[(row * self.n + c) as usize] += 1;
            }
            Event::Solution => self.found.push(self.cols.clone()),
            Event::Exhausted => {}
        }
    }
    fn backward(&mut self, e: &Event<u32>) {
        match *e {
            Event::Visit(_) => {
                self.cols.pop();
            }
            Event::Backtrack(c) => {
                let row = self.cols.len() as u32;
                self.freed[(row * self.n + c) as usize] -= 1;
                self.cols.push(c);
            }
            Event::Solution => {
                self.found.pop();
            }
            Event::Exhausted => {}
        }
    }
}
