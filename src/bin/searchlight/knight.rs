//! `searchlight knight`: one knight's tour by depth-first search with backtracking, or
//! every tour counted.

use std::process::ExitCode;

use searchlight::engine::Outcome;
use searchlight::puzzles::board::{Board, Square, MAX_SIDE};
use searchlight::puzzles::message::Message;
use searchlight::puzzles::knight::options::TOUR;
use searchlight::puzzles::knight::{self, TourCounter, COUNT_LIMIT};
use searchlight::puzzles::options::{default_of, Value};
use serde::Serialize;

use crate::flags::ViewFlags;
use crate::{
    found, help_or_unexpected, positive, print_json, print_table, text, CliError, Command,
};

pub const COMMAND: Command = Command::new("knight", usage, run);


/// `searchlight knight --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "knight",
        &[
            ("max_side", Param::Number(MAX_SIDE as f64)),
            ("board", Param::Text(default_of(TOUR, "board").into())),
            ("start", Param::Text(default_of(TOUR, "start").into())),
            ("default_limit", Param::Number(DEFAULT_LIMIT as f64)),
            ("count_limit", Param::Number(COUNT_LIMIT as f64)),
        ],
    )
}

/// Nodes searched before giving up, unless `--limit` says otherwise.
const DEFAULT_LIMIT: u64 = knight::NODE_LIMIT;

/// `--json` for one tour. Fields in alphabetical order, as the keys have always come out.
#[derive(Serialize)]
struct TourJson {
    backtracks: u64,
    board: String,
    closed: bool,
    found: bool,
    nodes: u64,
    prune: bool,
    reason: Option<String>,
    rotated_from: Option<String>,
    start: String,
    steps: u64,
    strategy: &'static str,
    tour: Vec<String>,
}

/// `--count --json`.
#[derive(Serialize)]
struct CountJson {
    board: String,
    closed: bool,
    count: u64,
    nodes: u64,
    /// A square, or `all`.
    start: String,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    // The tour's options as the page names them (knight::options::TOUR), read the same way.
    let mut flags = ViewFlags::of("knight", &[]);
    let (mut count, mut json, mut table) = (false, false, false);
    let mut limit = DEFAULT_LIMIT;
    while let Some(arg) = args.next()? {
        match arg {
            Long("limit") => {
                limit = positive(
                    "--limit",
                    "cli.takes.nodes",
                    text(args.value()?)?,
                )?
            }
            Long("count") => count = true,
            Long("json") => json = true,
            Long("table") => table = true,
            // The view's `rule` (a student's ordering of the moves) is the page's and a
            // challenge's input (`searchlight challenge knight-rule`), not this command's.
            Long("rule") => return help_or_unexpected(Long("rule"), usage),
            Long(name) => {
                let name = name.to_string();
                if !flags.take(&name, &mut args)? {
                    return help_or_unexpected(Long(&name), usage);
                }
            }
            other => return help_or_unexpected(other, usage),
        }
    }
    let mut given = flags.given;
    if count && table {
        return Err(CliError::NotBoth {
            one: "--count",
            other: "--table",
        });
    }
    // Counting may start from every square: --start all.
    let every = count
        && matches!(given.get("start"), Some(Some(Value::Text(s))) if s.trim().eq_ignore_ascii_case("all"));
    if every {
        given.remove("start");
    }
    let spec = knight::options::tour(&given).ok()?;
    if count {
        return count_tours(
            spec.board,
            (!every).then_some(spec.start),
            spec.closed,
            json,
        );
    }
    if table {
        return Ok(print_table(
            &searchlight::puzzles::knight::table::knight_tour(
                spec,
                searchlight::puzzles::table::MAX_STEPS,
                limit,
            ),
        ));
    }
    let report = knight::find_tour(spec, limit);
    let names = |tour: &[Square]| tour.iter().map(|&s| spec.board.name(s)).collect::<Vec<_>>();
    // Why there is no tour, as the page says it (a theorem's reason, or every move
    // sequence tried), or the limit that stopped the search.
    let reason = match report.outcome {
        Outcome::Running => {
            Some(Message::new("cli.knight.limit").count("nodes", report.stats.nodes))
        }
        _ => report.reason.clone(),
    }
    .map(|m| crate::shown(&text::sentence(&m)));
    if json {
        print_json(&TourJson {
            backtracks: report.stats.backtracks,
            board: spec.board.to_string(),
            closed: spec.closed,
            found: report.tour.is_some(),
            nodes: report.stats.nodes,
            prune: spec.prune,
            reason,
            rotated_from: report.rotated_from.map(|s| spec.board.name(s)),
            start: spec.board.name(spec.start),
            steps: report.stats.steps,
            strategy: spec.strategy.name(),
            tour: report.tour.as_deref().map(names).unwrap_or_default(),
        });
    } else if let Some(tour) = &report.tour {
        println!("{}", names(tour).join(" "));
        let said = Message::new(if spec.closed {
            "cli.knight.closed"
        } else {
            "cli.knight.open"
        })
        .text("board", spec.board.to_string())
        .text("start", spec.board.name(spec.start))
        .text("strategy", spec.strategy.name())
        .count("nodes", report.stats.nodes)
        .count("backtracks", report.stats.backtracks);
        println!("{}", text::say(&said));
        if let Some(from) = report.rotated_from {
            let said = Message::new("cli.knight.rotated")
                .text("from", spec.board.name(from))
                .text("start", spec.board.name(spec.start));
            println!("{}", text::say(&said));
        }
        if spec.board.rows() <= 60 && spec.board.cols() <= 60 {
            print!("{}", grid(spec.board, tour));
        }
    } else {
        println!("{}", reason.unwrap_or_default());
    }
    Ok(found(report.tour.is_some()))
}

/// The tour as a grid of step numbers, rank 1 at the bottom as on a chessboard.
fn grid(board: Board, tour: &[Square]) -> String {
    let mut step = vec![0; board.len() as usize];
    for (i, &sq) in tour.iter().enumerate() {
        step[sq as usize] = i + 1;
    }
    let width = tour.len().to_string().len();
    let mut out = String::new();
    for rank in (0..board.rows()).rev() {
        let row: Vec<String> = (0..board.cols())
            .map(|file| format!("{:>width$}", step[board.square(file, rank) as usize]))
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}

/// `--count`: every tour from `start` (None: from every square).
fn count_tours(
    board: Board,
    start: Option<Square>,
    closed: bool,
    json: bool,
) -> Result<ExitCode, CliError> {
    let mut counter = TourCounter::new(board, start, closed)?;
    while !counter.run(u64::MAX) {}
    if json {
        print_json(&CountJson {
            board: board.to_string(),
            closed,
            count: counter.tours(),
            nodes: counter.nodes(),
            start: start.map_or("all".to_string(), |s| board.name(s)),
        });
    } else {
        let place = match start {
            Some(s) => Message::new("cli.knight.from").text("start", board.name(s)),
            None => Message::new("cli.knight.from_every"),
        };
        let said = Message::new(if closed {
            "cli.knight.count_closed"
        } else {
            "cli.knight.count"
        })
        .count("count", counter.tours())
        .text("board", board.to_string())
        .sub("place", place)
        .count("nodes", counter.nodes());
        println!("{}", text::say(&said));
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_puts_rank_one_at_the_bottom() {
        let board = Board::new(2, 3).unwrap();
        let g = grid(board, &[0, 5]);
        assert_eq!(g, "0 0 2\n1 0 0\n");
    }
}
