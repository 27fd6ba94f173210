//! `searchlight bench`: the benchmark workloads, by name, timed natively. benches/wasm.mjs
//! times the same work as WebAssembly through the page's own exports and reads this
//! command's JSON, so one run of it gives the wasm-to-native ratio; the names are the keys
//! it matches on.

use std::collections::BTreeMap;
use std::process::ExitCode;

use searchlight::engine::{Goal, Outcome};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::{count_tours, Strategy, TourSpec};
use searchlight::puzzles::ladder::{bfs_sweep, WordList};
use searchlight::puzzles::{queens, sudoku};

use crate::{help_or_unexpected, positive, print_json, text, CliError, Command};

pub const COMMAND: Command = Command::new("bench", usage, run);

/// `searchlight bench --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "bench",
        &[("default_runs", Param::Number(DEFAULT_RUNS as f64))],
    )
}

/// Runs of each workload, unless `--runs` says otherwise.
const DEFAULT_RUNS: u32 = 5;

/// A benchmark's work, returning a number that shows it was done.
type Workload = fn() -> u64;

const BENCHMARKS: [(&str, Workload); 15] = [
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
    ("sokoban astar every level", sokoban_levels),
];

/// Every built-in Sokoban level solved by A* by pushes (the view's default search) within
/// the page's bounds; the states expanded in all (0 when one is not solved).
fn sokoban_levels() -> u64 {
    use searchlight::puzzles::sokoban::{levels, solve, Algo, By, Estimate, Search, PAGE_BOUNDS};
    let search = Search {
        algo: Algo::AStar,
        by: By::Pushes,
        visited: true,
        dead: true,
        estimate: Estimate::Matching,
    };
    let mut expanded = 0;
    for l in levels::builtin() {
        let s = solve(&l, search, PAGE_BOUNDS);
        if s.solution.is_none() {
            return 0;
        }
        expanded += s.expanded;
    }
    expanded
}

/// Solve a set from data/sudoku; the number solved (0 when
/// the file is missing, which benches/wasm.mjs reports as a mismatch). Reading the file is
/// a few milliseconds of the total.
fn sudoku_set(name: &str, limit: u64) -> u64 {
    let path = format!("{}/data/sudoku/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap_or_default();
    sudoku::solve_all(&text, limit).map_or(0, |(_, solved)| solved)
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    let mut runs = DEFAULT_RUNS;
    let mut only: Option<String> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Long("runs") => {
                runs = positive("--runs", "cli.takes.above_zero", text(args.value()?)?)?
            }
            Long("only") => only = Some(text(args.value()?)?),
            other => return help_or_unexpected(other, usage),
        }
    }
    let mut best_ms = BTreeMap::new();
    for (name, work) in BENCHMARKS {
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let mut best = f64::INFINITY;
        for _ in 0..runs {
            let t = std::time::Instant::now();
            std::hint::black_box(work());
            best = best.min(t.elapsed().as_secs_f64() * 1000.0);
        }
        best_ms.insert(name, best);
    }
    print_json(&best_ms);
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    /// benches/wasm.mjs looks up each of its workloads by name in this command's output,
    /// and lists every name with the number the workload should return.
    #[test]
    fn the_workloads_are_the_ones_wasm_mjs_reads() {
        let script = include_str!("../../../benches/wasm.mjs");
        for (name, _) in super::BENCHMARKS {
            assert!(script.contains(&format!("'{name}'")), "{name}");
        }
    }
}
