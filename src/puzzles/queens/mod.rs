//! N queens: place N queens on an N x N board, none attacking another. Row-by-row
//! backtracking on the engine's DFS in the two classic forms (marking attacked squares, or
//! checking before placing), which find the same solutions in the same order; a bitboard
//! counter with mirror symmetry for larger N; solutions up to the board's 8 symmetries; and
//! an explicit construction for one solution of very large N.//!
//! The request and the search problem are here; the verifier and the list of every solution
//! in `verify`, the symmetries and the explicit construction in `symmetry`, the bitboard
//! counter in `count`, the page's view in `view` and its status lines in `narration`.

pub mod code;
mod count;
mod narration;
pub mod options;
pub mod predict;
mod symmetry;
pub mod table;
mod verify;
mod view;

pub use count::*;
pub use narration::*;
pub use symmetry::*;
pub use verify::*;
pub use view::*;

use std::fmt;

use super::message::{Coded, Message};

use crate::engine::{Dfs, DfsStats, Event, Goal, Problem, Replay};

/// The largest N drawn and searched step by step.
pub const MAX_DRAWN: u32 = 20;
/// The largest N the fast counter takes (N = 18 already takes minutes).
pub const MAX_COUNTED: u32 = 18;
/// The largest N for which every solution is listed.
pub const MAX_LISTED: u32 = 12;
/// The largest N for one solution (by construction beyond [`MAX_DRAWN`]).
pub const MAX_ONE: u32 = 1_000_000;

/// The two classic forms of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Each placed queen marks the squares it attacks in the rows below; a queen may go only
    /// on an unmarked square.
    Mark,
    /// Nothing is marked; before placing, check the column and both diagonals above.
    Check,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Mark => "mark",
            Variant::Check => "check",
        }
    }
    pub fn parse(text: &str) -> Result<Variant, QueensError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "mark" => Ok(Variant::Mark),
            "check" => Ok(Variant::Check),
            _ => Err(QueensError::UnknownVariant(text.to_string())),
        }
    }
}

/// What is wrong with a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueensError {
    /// N outside what the asked-for mode allows.
    OutOfRange {
        n: String,
        max: u32,
        what: &'static str,
    },
    UnknownVariant(String),
}

crate::puzzles::message::display_as_message!(QueensError);

impl std::error::Error for QueensError {}

impl Coded for QueensError {
    fn message(&self) -> Message {
        match self {
            // `what` names the mode in words (the CLI's line); the page names the mode by `max`.
            QueensError::OutOfRange { n, max, .. } => Message::new("queens.out_of_range")
                .text("n", n)
                .num("max", *max)
                .sub(
                    "what",
                    Message::new(match *max {
                        MAX_COUNTED => "queens.what.counting",
                        MAX_LISTED => "queens.what.listing",
                        MAX_ONE => "queens.what.one",
                        _ => "queens.what.board",
                    }),
                ),
            QueensError::UnknownVariant(v) => {
                Message::new("queens.unknown_variant").text("name", v)
            }
        }
    }
}

/// Parse N for a mode that allows 1..=max.
pub fn parse_n(text: &str, max: u32, what: &'static str) -> Result<u32, QueensError> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(n) if (1..=u64::from(max)).contains(&n) => Ok(n as u32),
        _ => Err(QueensError::OutOfRange {
            n: t.to_string(),
            max,
            what,
        }),
    }
}

/// N queens as a search problem: a state is the queens placed in rows 0, 1, ...; a move is
/// the column of the next row's queen.
#[derive(Clone, Debug)]
pub struct NQueens {
    n: u32,
    variant: Variant,
}

/// The queens placed so far, and what each variant keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Column of the queen in each placed row, row 0 first.
    cols: Vec<u32>,
    /// Mark variant: how many placed queens attack each square (row-major).
    attacked: Vec<u16>,
}

impl Placement {
    pub fn cols(&self) -> &[u32] {
        &self.cols
    }
}

impl NQueens {
    pub fn new(n: u32, variant: Variant) -> Self {
        NQueens { n, variant }
    }

    pub fn root(&self) -> Placement {
        Placement {
            cols: Vec::with_capacity(self.n as usize),
            attacked: match self.variant {
                Variant::Mark => vec![0; (self.n * self.n) as usize],
                Variant::Check => Vec::new(),
            },
        }
    }

    /// A search for solutions.
    pub fn search(self, goal: Goal) -> Dfs<NQueens> {
        let root = self.root();
        Dfs::new(self, root, goal)
    }

    /// Mark (by +1) or unmark (by -1) the squares a queen on (row, col) attacks below it.
    fn mark(&self, s: &mut Placement, row: u32, col: u32, by: i16) {
        let n = self.n as i64;
        for r in row as i64 + 1..n {
            let k = r - row as i64;
            for c in [col as i64 - k, col as i64, col as i64 + k] {
                if (0..n).contains(&c) {
                    let cell = &mut s.attacked[(r * n + c) as usize];
                    *cell = cell.wrapping_add_signed(by);
                }
            }
        }
    }
}

/// Whether a queen at (row, col) is attacked by one of `cols` (queens in rows above), and
/// if so by which line: the first queen above that attacks it.
pub fn attacker(cols: &[u32], row: u32, col: u32) -> Option<(u32, Line)> {
    cols.iter().enumerate().find_map(|(r, &c)| {
        let dr = row.abs_diff(r as u32);
        if c == col {
            Some((r as u32, Line::Column))
        } else if c.abs_diff(col) == dr {
            Some((r as u32, Line::Diagonal))
        } else {
            None
        }
    })
}

/// The line along which a queen attacks ("column" or "diagonal" for the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Line {
    Column,
    Diagonal,
}

impl Problem for NQueens {
    type State = Placement;
    type Move = u32;

    /// The free squares of the next row, left to right: unmarked (mark) or passing the
    /// checks against every queen above (check). Both give the same squares.
    fn successors(&self, s: &Placement, out: &mut Vec<u32>) {
        let row = s.cols.len() as u32;
        for col in 0..self.n {
            let free = match self.variant {
                Variant::Mark => s.attacked[(row * self.n + col) as usize] == 0,
                Variant::Check => attacker(&s.cols, row, col).is_none(),
            };
            if free {
                out.push(col);
            }
        }
    }

    fn apply(&self, s: &mut Placement, col: u32) {
        let row = s.cols.len() as u32;
        s.cols.push(col);
        if self.variant == Variant::Mark {
            self.mark(s, row, col, 1);
        }
    }

    fn undo(&self, s: &mut Placement, col: u32) {
        s.cols.pop();
        if self.variant == Variant::Mark {
            self.mark(s, s.cols.len() as u32, col, -1);
        }
    }

    fn is_goal(&self, s: &Placement) -> bool {
        s.cols.len() as u32 == self.n
    }
}

/// Squares examined for a queen over a whole search with these counters: every expanded
/// state that is not a solution examines the N squares of its next row (15,720 for N = 8).
/// Queens placed are the nodes (2,056 for N = 8).
pub fn squares_examined(n: u32, stats: &DfsStats) -> u64 {
    examined(n, stats.nodes, stats.solutions)
}

/// [`squares_examined`] from the counts of nodes and solutions, the search over.
pub fn examined(n: u32, nodes: u64, solutions: u64) -> u64 {
    u64::from(n) * (1 + nodes - solutions)
}

/// Squares examined as of a frame of a search under way, counted when the narration says
/// them: a row's squares are looked at left to right up to the column a queen goes on, and
/// the rest of the row when the search backs out of the state above it. `cols` is the
/// path (a queen's column per row, row 0 first), `backtracks` and `solutions` the frame's
/// counters, `last` its event. At the end of a whole search it is [`examined`]'s figure;
/// at the start it is 0.
pub fn examined_so_far(
    n: u32,
    cols: &[u32],
    backtracks: u64,
    solutions: u64,
    last: Option<&Event<u32>>,
) -> u64 {
    // The states left for good that are not solutions: every backtrack leaves one, but a
    // solution shown and not yet backed out of is still the path's last state; the root is
    // left when the search is over.
    let on_solution = cols.len() as u32 == n && matches!(last, Some(Event::Solution));
    let left = backtracks - (solutions - u64::from(on_solution))
        + u64::from(matches!(last, Some(Event::Exhausted)));
    // Each state on the path has looked along its next row up to the path's queen there;
    // the last one, after a backtrack, up to the queen just taken back.
    let on_path: u64 = cols.iter().map(|&c| u64::from(c) + 1).sum();
    let backed = match last {
        Some(Event::Backtrack(c)) => u64::from(*c) + 1,
        _ => 0,
    };
    u64::from(n) * left + on_path + backed
}

/// The lesson's figure for N queens placed row by row: N columns in each of N rows (8^8 =
/// 16,777,216 for N = 8).
pub fn uniform_tree(n: u32) -> crate::engine::UniformTree {
    crate::engine::UniformTree::new(f64::from(n), f64::from(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_queens_counts() {
        let (sols, stats) = all_solutions(8, Variant::Mark);
        assert_eq!(sols.len(), 92);
        assert_eq!(stats.nodes, 2056);
        assert_eq!(squares_examined(8, &stats), 15_720);
        assert_eq!(classes(&sols).1, 12);
        assert_eq!(count(8).unwrap(), 92);
    }
}
