//! `searchlight sudoku`: a sudoku solved by the engine's depth-first or breadth-first
//! search, or a file of puzzles timed with the fast solver (`--bench`).

use std::process::ExitCode;

use searchlight::puzzles::message::{Coded, Message};
use searchlight::puzzles::sudoku::{
    self, Bounds, FastSolver, Frontier, Puzzle, CLI_BOUNDS, KEPT_SOLUTIONS,
};
use serde::Serialize;

use crate::flags::ViewFlags;
use crate::{
    found, help_or_unexpected, needs, positive, print_json, print_table, read_file, text,
    CliError, Command,
};

pub const COMMAND: Command = Command::new("sudoku", usage, run);


/// `searchlight sudoku --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "sudoku",
        &[
            ("frontier_mb", Param::Number((CLI_BOUNDS.frontier_bytes >> 20) as f64)),
            ("cap9", Param::Number(sudoku::frontier_cap(sudoku::Shape::for_cells(81).expect("9x9"), CLI_BOUNDS.frontier_bytes) as f64)),
            ("kept_solutions", Param::Number(KEPT_SOLUTIONS as f64)),
            ("nodes", Param::Number(CLI_BOUNDS.nodes as f64)),
            ("bench_guesses", Param::Number(BENCH_GUESSES as f64)),
        ],
    )
}

/// The fast solver's guesses on one `--bench` puzzle before the run gives up, unless
/// `--limit-nodes` says otherwise (the hardest known 9x9 puzzles need a few thousand).
const BENCH_GUESSES: u64 = 1_000_000;

/// `--json` for one puzzle. Fields in alphabetical order, as the keys have always come out.
#[derive(Serialize)]
struct SearchJson {
    backtracks: u64,
    capped: bool,
    cell: &'static str,
    complete: bool,
    frontier: &'static str,
    /// Each solution kept on one line (the first KEPT_SOLUTIONS).
    grids: Vec<String>,
    max_frontier: u64,
    node_limited: bool,
    nodes: u64,
    size: u32,
    /// Every solution found.
    solutions: u64,
    time_ms: f64,
}

/// `--bench --json`.
#[derive(Serialize)]
struct BenchJson {
    guesses_per_puzzle: f64,
    limit: u64,
    /// Whether the node (guess) limit stopped the run before the file's end.
    node_limited: bool,
    puzzles: usize,
    puzzles_per_second: f64,
    seconds: f64,
    solved: u64,
    /// Puzzles with exactly one solution: known only with a limit of 2 or more.
    unique: Option<u64>,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::{Long, Value};
    // The view's options (sudoku::options) by the page's names, the puzzle (`p`) a word of
    // its own; the solutions' limit is the CLI's own (any number above zero, or --all, for
    // --bench too), not the page's `limit` (at most 999,999; 0 for all).
    let mut flags = ViewFlags::of("sudoku", &[]);
    let (mut file, mut bench, mut limit, mut json) = (None, None, Some(1), false);
    let mut bounds: Bounds = CLI_BOUNDS;
    let mut node_limit = None;
    let mut table = false;
    while let Some(arg) = args.next()? {
        match arg {
            Value(_) if flags.has("p") => return Err(CliError::TwoPuzzles),
            Value(v) => flags.set("p", text(v)?),
            Long("file") => file = Some(text(args.value()?)?),
            Long("bench") => bench = Some(text(args.value()?)?),
            Long("all") => limit = None,
            Long("limit") => {
                limit = Some(positive(
                    "--limit",
                    "cli.takes.solutions",
                    text(args.value()?)?,
                )?)
            }
            Long("limit-nodes") => {
                node_limit = Some(positive(
                    "--limit-nodes",
                    "cli.takes.nodes",
                    text(args.value()?)?,
                )?)
            }
            Long("json") => json = true,
            Long("table") => table = true,
            // The view's `rule` (a student's choice of the cell filled next) is the page's
            // input (`searchlight rule --view sudoku` runs it), not this command's.
            Long("rule") => return help_or_unexpected(Long("rule"), usage),
            Long(name) if name != "p" => {
                let name = name.to_string();
                if !flags.take(&name, &mut args)? {
                    return help_or_unexpected(Long(&name), usage);
                }
            }
            other => return help_or_unexpected(other, usage),
        }
    }
    if bench.is_some() && table {
        return Err(CliError::NotBoth {
            one: "--bench",
            other: "--table",
        });
    }
    if let Some(path) = bench {
        let guesses = node_limit.unwrap_or(BENCH_GUESSES);
        return time_file(&path, limit.unwrap_or(u64::MAX), guesses, json);
    }
    if let Some(n) = node_limit {
        bounds.nodes = n;
    }
    match (flags.has("p"), file) {
        (true, None) => {}
        (false, Some(f)) => flags.set("p", read_file(&f)?),
        (true, Some(_)) => return Err(CliError::PuzzleAndFile),
        (false, None) => return Err(needs("sudoku", "cli.needs.sudoku")),
    };
    let sudoku::options::SudokuOptions {
        grid: source,
        cell,
        frontier,
        ..
    } = sudoku::options::read(&flags.given).ok()?;
    let puzzle = Puzzle::parse(&source)?;
    if table {
        let limit = searchlight::puzzles::table::MAX_STEPS;
        return Ok(print_table(&match frontier {
            Frontier::Dfs => searchlight::puzzles::sudoku::table::sudoku(&puzzle, cell, limit),
            Frontier::Bfs => searchlight::puzzles::sudoku::table::sudoku_bfs(&puzzle, cell, limit),
        }));
    }
    let t = std::time::Instant::now();
    let r = sudoku::search_within(&puzzle, cell, frontier, limit, bounds);
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    // In the notation the puzzle was read in (0-F or 1-G on 16x16).
    let lines: Vec<String> = r.solutions.iter().map(|g| puzzle.shape.line(g)).collect();
    if json {
        print_json(&SearchJson {
            backtracks: r.backtracks,
            capped: r.capped,
            cell: cell.name(),
            complete: r.complete,
            frontier: frontier.name(),
            grids: lines,
            max_frontier: r.max_frontier,
            node_limited: r.node_limited,
            nodes: r.nodes,
            size: puzzle.shape.size,
            solutions: r.count,
            time_ms: ms,
        });
    } else {
        for l in &lines {
            println!("{l}");
        }
        let m = Message::new;
        let what = match (r.count, r.complete) {
            _ if r.capped => m("cli.sudoku.frontier")
                .count("cap", r.cap as u64)
                .count("mb", (bounds.frontier_bytes >> 20) as u64)
                .count("count", r.count),
            _ if r.node_limited => m("cli.sudoku.nodes")
                .count("limit", bounds.nodes)
                .count("count", r.count),
            (0, _) => m("cli.sudoku.none"),
            (1, true) => m("cli.sudoku.one"),
            (k, true) => m("cli.sudoku.all").count("count", k),
            (k, false) => m("cli.sudoku.some").count("count", k),
        };
        if r.count > r.solutions.len() as u64 {
            let printed = m("cli.sudoku.printed")
                .count("printed", r.solutions.len() as u64)
                .count("count", r.count);
            println!("{}", text::say(&printed));
        }
        let summary = m("cli.sudoku.summary")
            .sub("what", what)
            .count("nodes", r.nodes)
            .count("dead", r.backtracks)
            .count("frontier", r.max_frontier as u64)
            .text("ms", format!("{ms:.1}"));
        println!("{}", text::say(&summary));
    }
    Ok(found(r.count > 0 && !r.capped && !r.node_limited))
}

/// `--bench`: every puzzle in the file through the fast solver, timed.
fn time_file(path: &str, limit: u64, guess_limit: u64, json: bool) -> Result<ExitCode, CliError> {
    let contents = read_file(path)?;
    let mut puzzles = Vec::new();
    for (i, line) in contents.lines().enumerate() {
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        puzzles.push(Puzzle::parse(l).map_err(|error| CliError::PuzzleLine {
            path: path.to_string(),
            line: i + 1,
            error: error.message(),
        })?);
    }
    let Some(first) = puzzles.first() else {
        return Err(CliError::NoPuzzle(path.to_string()));
    };
    let solver = FastSolver::new(first.shape);
    let t = std::time::Instant::now();
    let (mut solved, mut unique, mut guesses) = (0, 0, 0);
    let mut stopped = false;
    for p in &puzzles {
        let r = if p.shape == first.shape {
            solver.solve_within(p, limit, guess_limit)
        } else {
            FastSolver::new(p.shape).solve_within(p, limit, guess_limit)
        };
        guesses += r.guesses;
        if r.stopped {
            stopped = true;
            break;
        }
        solved += u64::from(r.count > 0);
        unique += u64::from(r.count == 1);
    }
    let secs = t.elapsed().as_secs_f64();
    let rate = puzzles.len() as f64 / secs;
    let per_puzzle = guesses as f64 / puzzles.len() as f64;
    if json {
        print_json(&BenchJson {
            guesses_per_puzzle: per_puzzle,
            limit,
            node_limited: stopped,
            puzzles: puzzles.len(),
            puzzles_per_second: rate,
            seconds: secs,
            solved,
            unique: (limit >= 2).then_some(unique),
        });
    } else {
        let said = Message::new(if limit >= 2 {
            "cli.sudoku.bench_unique"
        } else {
            "cli.sudoku.bench"
        })
        .count("puzzles", puzzles.len() as u64)
        .count("solved", solved)
        .count("unique", unique)
        .text("secs", format!("{secs:.3}"))
        .text("rate", format!("{rate:.0}"))
        .text("guesses", format!("{per_puzzle:.2}"))
        // The solutions counted per puzzle, as given: u64::MAX unless --limit says.
        .text("limit", limit.to_string());
        println!("{}", text::say(&said));
        if stopped {
            let said = Message::new("cli.sudoku.bench_stopped").count("guesses", guess_limit);
            println!("{}", text::say(&said));
        }
    }
    Ok(found(!stopped))
}
