//! The benchmark workloads, by name: each returns a number that checks it did the work.
//! Timed natively by `searchlight bench` and as wasm by benches/wasm.mjs through the page's
//! own exports, so one run gives the wasm-to-native ratio.

use super::board::Board;
use super::knight::{count_tours, Strategy, TourSpec};
use super::ladder::{bfs_sweep, WordList};
use super::queens;
use crate::engine::{Goal, Outcome};

/// A benchmark's work, returning a number that shows it was done.
pub type Workload = fn() -> u64;

pub const BENCHMARKS: [(&str, Workload); 14] = [
    ("warnsdorff 1000x1000 a1", || {
        let board = Board::new(1000, 1000).expect("a valid size");
        let mut dfs = TourSpec::new(board, 0, Strategy::Warnsdorff, false).search(Goal::First);
        match dfs.run_to_end() {
            Outcome::Solved => dfs.state().path().len() as u64,
            _ => 0,
        }
    }),
    ("count 5x5 a1", || {
        count_tours(Board::new(5, 5).expect("a valid size"), Some(0), false).unwrap_or(0)
    }),
    ("count 6x6 a1", || {
        count_tours(Board::new(6, 6).expect("a valid size"), Some(0), false).unwrap_or(0)
    }),
    ("sgb graph build", || WordList::sgb().edge_count() as u64),
    ("sgb bfs from every word", || bfs_sweep(&WordList::sgb())),
    ("queens 14", || queens::count(14).unwrap_or(0)),
    ("queens 15", || queens::count(15).unwrap_or(0)),
    ("queens 16", || queens::count(16).unwrap_or(0)),
    ("sudoku top1465 first", || sudoku_set("top1465", 1)),
    ("sudoku top1465 limit 2", || sudoku_set("top1465", 2)),
    ("sudoku 17-clue first", || sudoku_set("17-clue", 1)),
    ("sudoku 17-clue limit 2", || sudoku_set("17-clue", 2)),
    ("sudoku hardest first", || {
        sudoku_set("forum-hardest-1905-11plus", 1)
    }),
    ("sudoku hardest limit 2", || {
        sudoku_set("forum-hardest-1905-11plus", 2)
    }),
];

/// Solve a set from ../shared/data/sudoku beside the checkout; the number solved (0 when
/// the file is missing, which benches/wasm.mjs reports as a mismatch). Reading the file is
/// a few milliseconds of the total.
fn sudoku_set(name: &str, limit: u64) -> u64 {
    let path = format!(
        "{}/../shared/data/sudoku/{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap_or_default();
    super::sudoku::solve_all(&text, limit).map_or(0, |(_, solved)| solved)
}
