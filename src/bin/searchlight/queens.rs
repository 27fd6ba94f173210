//! `searchlight queens`: N queens by depth-first search with backtracking: one solution,
//! every solution, or the count; one solution for large N by an explicit construction.

use std::process::ExitCode;

use searchlight::engine::{DfsStats, Event, Goal};
use searchlight::puzzles::message::Message;
use searchlight::puzzles::queens::{
    self, NQueens, MAX_COUNTED, MAX_DRAWN, MAX_LISTED, MAX_ONE,
};
use serde::Serialize;

use crate::flags::{Alias, ViewFlags};
use crate::text::say;
use crate::{found, help_or_unexpected, needs, print_json, print_table, CliError, Command};

pub const COMMAND: Command = Command::new("queens", usage, run);


/// `searchlight queens --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "queens",
        &[
            ("max_drawn", Param::Number(MAX_DRAWN as f64)),
            ("max_one", Param::Number(MAX_ONE as f64)),
            ("max_listed", Param::Number(MAX_LISTED as f64)),
            ("max_counted", Param::Number(MAX_COUNTED as f64)),
        ],
    )
}

/// `--json`. Fields in alphabetical order, as the keys have always come out.
#[derive(Serialize)]
struct QueensJson<'a> {
    /// Each solution's column per row, row 0 first; absent with `--count`.
    #[serde(skip_serializing_if = "Option::is_none")]
    boards: Option<&'a [Vec<u32>]>,
    /// Absent with `--all`.
    #[serde(skip_serializing_if = "Option::is_none")]
    method: Option<&'static str>,
    n: u32,
    /// The search's counters; None where no search ran.
    nodes: Option<u64>,
    solutions: u64,
    squares_examined: Option<u64>,
    unique: Option<u64>,
    variant: &'static str,
}

/// `--json`'s `method` of a count by the bitboard counter.
const BITBOARD: &str = "bitboard counter with the board's eight symmetries";
/// `--json`'s `method` of one solution by construction.
const CONSTRUCTED: &str = "explicit construction, verified";

/// What a mode found, before it is printed.
struct Answer {
    /// Squares examined, where a search ran (counted as the page's last frame counts them).
    examined: Option<u64>,
    solutions: u64,
    /// Solutions up to the board's symmetries, where known.
    unique: Option<u64>,
    /// The search's counters, where a search ran.
    searched: Option<DfsStats>,
    method: Option<&'static str>,
    boards: Vec<Vec<u32>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    One,
    All,
    Count,
}

/// The CLI's names for the page's `mode=first|all|count`.
const ALIASES: &[Alias] = &[
    Alias::sets("one", "mode", "first"),
    Alias::sets("all", "mode", "all"),
    Alias::sets("count", "mode", "count"),
];

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    // The view's options (queens::options) by the page's names and the aliases.
    let mut flags = ViewFlags::of("queens", ALIASES);
    let (mut json, mut table) = (false, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("json") => json = true,
            Long("table") => table = true,
            Long(name) => {
                let name = name.to_string();
                if !flags.take(&name, &mut args)? {
                    return help_or_unexpected(Long(&name), usage);
                }
            }
            other => return help_or_unexpected(other, usage),
        }
    }
    if !flags.has("n") {
        return Err(needs("queens", "cli.needs.queens"));
    }
    // One solution unless asked for more: the page shows them all on a board of at most
    // 20, the CLI goes to N = 1,000,000, where one is all there is time for.
    if !flags.has("mode") {
        flags.set("mode", "first");
    }
    let bound = |mode: &str| match mode {
        _ if table => (MAX_DRAWN, "the trace table (--table)"),
        "all" => (MAX_LISTED, "listing every solution (--all)"),
        "count" => (MAX_COUNTED, "counting (--count)"),
        _ => (MAX_ONE, "one solution"),
    };
    if table && flags.text("mode") == Some("count") {
        return Err(CliError::NotBoth {
            one: "--count",
            other: "--table",
        });
    }
    let o = queens::options::read_on(&flags.given, bound).ok()?;
    let (n, variant) = (o.n, o.variant);
    let mode = match o.mode {
        "all" => Mode::All,
        "count" => Mode::Count,
        _ => Mode::One,
    };
    if table {
        return Ok(print_table(&searchlight::puzzles::queens::table::queens(
            n,
            variant,
            mode == Mode::All,
            searchlight::puzzles::table::MAX_STEPS,
        )));
    }
    let answer = match mode {
        Mode::Count => {
            let (count, unique) = queens::count_with_unique(n)?;
            let listed = (n <= MAX_LISTED).then(|| queens::all_solutions(n, variant));
            Answer {
                solutions: count,
                unique: match &listed {
                    Some((sols, _)) => Some(u64::from(queens::classes(sols).1)),
                    None => unique,
                },
                examined: listed
                    .as_ref()
                    .map(|(_, stats)| queens::squares_examined(n, stats)),
                searched: listed.map(|(_, stats)| stats),
                method: Some(BITBOARD),
                boards: Vec::new(),
            }
        }
        Mode::All => {
            let (sols, stats) = queens::all_solutions(n, variant);
            Answer {
                solutions: sols.len() as u64,
                unique: Some(u64::from(queens::classes(&sols).1)),
                examined: Some(queens::squares_examined(n, &stats)),
                searched: Some(stats),
                method: None,
                boards: sols,
            }
        }
        Mode::One if n <= MAX_DRAWN => {
            let mut dfs = NQueens::new(n, variant).search(Goal::First);
            dfs.run_to_end();
            let stats = dfs.stats();
            // Stopped on its first solution, the search has looked at the squares of each row
            // up to the solution's queen, and at whole rows below the states it left.
            let examined = if stats.solutions > 0 {
                queens::examined_so_far(
                    n,
                    dfs.state().cols(),
                    stats.backtracks,
                    stats.solutions,
                    Some(&Event::Solution),
                )
            } else {
                queens::squares_examined(n, &stats)
            };
            Answer {
                solutions: stats.solutions,
                unique: None,
                examined: Some(examined),
                searched: Some(stats),
                method: Some("backtracking"),
                boards: (stats.solutions > 0)
                    .then(|| dfs.state().cols().to_vec())
                    .into_iter()
                    .collect(),
            }
        }
        Mode::One => {
            let cols = queens::construct(n).expect("n > 20 has a solution");
            queens::verify(n, &cols).map_err(CliError::Construction)?;
            Answer {
                solutions: 1,
                unique: None,
                searched: None,
                examined: None,
                method: Some(CONSTRUCTED),
                boards: vec![cols],
            }
        }
    };
    let out = QueensJson {
        boards: (mode != Mode::Count).then_some(&answer.boards[..]),
        method: answer.method,
        n,
        nodes: answer.searched.map(|s| s.nodes),
        squares_examined: answer.examined,
        solutions: answer.solutions,
        unique: answer.unique,
        variant: variant.name(),
    };
    if json {
        print_json(&out);
    } else {
        print_text(&out, &answer.boards, mode);
    }
    Ok(found(answer.solutions > 0))
}

/// Boards of Q and . (up to N = 30; the columns beyond), then a summary line.
fn print_text(out: &QueensJson, boards: &[Vec<u32>], mode: Mode) {
    let n = out.n;
    if n <= 30 {
        let shown = if mode == Mode::All { boards.len() } else { 1 };
        for b in boards.iter().take(shown) {
            for &c in b {
                let row: Vec<&str> = (0..n).map(|x| if x == c { "Q" } else { "." }).collect();
                println!("{}", row.join(" "));
            }
            println!();
        }
    } else if let Some(b) = boards.first() {
        let cols: Vec<String> = b.iter().map(u32::to_string).collect();
        println!(
            "{}",
            say(&Message::new("cli.queens.columns").text("columns", cols.join(" ")))
        );
    }
    let m = |code| Message::new(code).count("n", n.into());
    let mut line = match mode {
        Mode::One if out.solutions > 0 => m("cli.queens.one"),
        Mode::One => m("cli.queens.none"),
        _ => m("cli.queens.solutions").count("solutions", out.solutions),
    };
    if let Some(unique) = out.unique {
        line = Message::new("cli.queens.unique")
            .sub("line", line)
            .count("unique", unique);
    }
    if let (Some(nodes), Some(examined)) = (out.nodes, out.squares_examined) {
        line = Message::new("cli.queens.searched")
            .sub("line", line)
            .count("nodes", nodes)
            .count("examined", examined);
    }
    if let Some(method) = out.method {
        // The JSON's name of the method, worded by the catalogue.
        let said = match method {
            BITBOARD => "cli.queens.method.bitboard",
            CONSTRUCTED => "cli.queens.method.constructed",
            _ => "cli.queens.method.backtracking",
        };
        line = Message::new("cli.queens.method")
            .sub("line", line)
            .sub("method", Message::new(said));
    }
    let line = say(&line);
    println!("{line}");
}
