//! A placement checked knowing nothing of the search, and every solution listed by the
//! generic engine.

use super::*;

/// What [`verify()`] found wrong with a placement; rows and columns count from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidPlacement {
    /// Not one queen per row.
    Count {
        queens: usize,
        n: u32,
    },
    OffBoard {
        row: usize,
        col: usize,
    },
    SharedColumn {
        row: usize,
    },
    SharedDiagonal {
        row: usize,
    },
}

impl fmt::Display for InvalidPlacement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidPlacement::Count { queens, n } => {
                let queens = crate::puzzles::counted(*queens, "queen", "queens");
                write!(f, "{queens} for N = {n}")
            }
            InvalidPlacement::OffBoard { row, col } => {
                write!(f, "row {row}: column {col} is off the board")
            }
            InvalidPlacement::SharedColumn { row } => {
                write!(f, "row {row}: the queen shares a column with another")
            }
            InvalidPlacement::SharedDiagonal { row } => {
                write!(f, "row {row}: the queen shares a diagonal with another")
            }
        }
    }
}

impl std::error::Error for InvalidPlacement {}

/// Check a solution without trusting the search: N queens, one per row (by construction of
/// the list), columns in range, no two in a column or on a diagonal.
pub fn verify(n: u32, cols: &[u32]) -> Result<(), InvalidPlacement> {
    if cols.len() != n as usize {
        return Err(InvalidPlacement::Count {
            queens: cols.len(),
            n,
        });
    }
    let n = n as usize;
    let (mut col, mut up, mut down) = (vec![false; n], vec![false; 2 * n], vec![false; 2 * n]);
    for (r, &c) in cols.iter().enumerate() {
        let c = c as usize;
        if c >= n {
            return Err(InvalidPlacement::OffBoard { row: r, col: c });
        }
        for (seen, i, shared) in [
            (&mut col, c, InvalidPlacement::SharedColumn { row: r }),
            (&mut up, r + c, InvalidPlacement::SharedDiagonal { row: r }),
            (
                &mut down,
                r + n - c,
                InvalidPlacement::SharedDiagonal { row: r },
            ),
        ] {
            if seen[i] {
                return Err(shared);
            }
            seen[i] = true;
        }
    }
    Ok(())
}

/// Every solution for `n` by the generic engine, in search order.
pub fn all_solutions(n: u32, variant: Variant) -> (Vec<Vec<u32>>, DfsStats) {
    let mut dfs = NQueens::new(n, variant).search(Goal::All);
    let mut found = Vec::new();
    while let Some(e) = dfs.step() {
        if e == Event::Solution {
            found.push(dfs.state().cols().to_vec());
        }
    }
    (found, dfs.stats())
}
