//! `searchlight rule` on the maze, the knight's tour and sudoku: the same checks the pages
//! run on a student's rule (`puzzles::{maze, knight, sudoku}::rule`), said in the
//! catalogues' sentences.

use std::process::ExitCode;

use searchlight::puzzles::knight::rule::{OrderKey, StartTally, Tally};
use searchlight::puzzles::maze::rule::{MazeRule, Verdict};
use searchlight::puzzles::maze::{self, MAX_LIMIT, MAX_SIDE};
use searchlight::puzzles::message::{Coded, Message};
use searchlight::puzzles::sudoku::options::EXAMPLE;
use searchlight::puzzles::sudoku::rule::{CellKey, Table, TableRow, TABLE_RANDOM};
use searchlight::puzzles::sudoku::Puzzle;
use serde::Serialize;

pub use searchlight::puzzles::options::{Given, Value};

use crate::{found, needs, parsed, print_json, CliError};

/// The random puzzles a sudoku run adds unless `--random` says.
const RANDOM: u32 = 10;
/// The seed of the random puzzles (the page's).
const SEED: u64 = 1;

/// The flags each view reads from `given`: another is refused, naming the view it is for.
pub fn only(given: &Given, names: &[&str]) -> Result<(), CliError> {
    for (flag, command, view) in [
        ("size", "rule --size", "--view maze"),
        ("seed", "rule --seed", "--view maze"),
        ("loops", "rule --loops", "--view maze"),
        ("board", "rule --board", "--view knight"),
        ("p", "rule --p", "--view sudoku"),
        ("random", "rule --random", "--view sudoku"),
    ] {
        if given.contains_key(flag) && !names.contains(&flag) {
            return Err(needs(command, view));
        }
    }
    Ok(())
}

fn say(messages: &[Message]) {
    for m in messages {
        println!("{}", crate::shown(&crate::text::sentence(m)));
    }
}

/// The sentences said and coded, for `--json`.
#[derive(Serialize)]
struct Said {
    message: Message,
    text: String,
}

fn said(messages: &[Message]) -> Vec<Said> {
    messages
        .iter()
        .map(|m| Said {
            message: m.clone(),
            text: crate::text::sentence(m),
        })
        .collect()
}

/// The maze's estimate: exit 0 when admissible and consistent on the maze, 1 when not.
pub fn maze(rule: &str, given: &Given, json: bool) -> Result<ExitCode, CliError> {
    only(given, &["size", "seed", "loops"])?;
    let o = maze::options::read(given, MAX_SIDE, MAX_LIMIT).ok()?;
    let parsed_rule = MazeRule::parse(rule)?;
    let verdict = Verdict::of(&o.maze, &parsed_rule).map_err(|(e, sq)| {
        CliError::from(Failed(
            Message::new("rule.maze.failed_on")
                .text("square", o.maze.name(sq))
                .sub("error", e.message()),
        ))
    })?;
    let messages = verdict.said();
    if json {
        #[derive(Serialize)]
        struct Out<'a> {
            view: &'static str,
            rule: String,
            verdict: &'a Verdict,
            said: Vec<Said>,
        }
        print_json(
            &serde_json::to_value(Out {
                view: "maze",
                rule: parsed_rule.rule().to_string(),
                verdict: &verdict,
                said: said(&messages),
            })
            .expect("plain data with text keys"),
        );
    } else {
        say(&messages);
    }
    Ok(found(verdict.admissible && verdict.consistent))
}

/// The knight's ordering from every start: exit 0 when it tours from every start without
/// backtracking, 1 when not.
pub fn knight(rule: &str, given: &Given, json: bool) -> Result<ExitCode, CliError> {
    only(given, &["board"])?;
    let spec = searchlight::puzzles::knight::options::tour(given).ok()?;
    let mut tally = Tally::new(spec.board, OrderKey::parse(rule)?)?;
    let mut progress = crate::Progress::new("rule", false);
    while !tally.step(1)? {
        let (done, total) = tally.progress();
        progress.tick(|| {
            Message::new("cli.rule.progress.starts")
                .count("done", done as u64)
                .count("total", total as u64)
        });
    }
    let messages = [tally.said()];
    if json {
        #[derive(Serialize)]
        struct Out<'a> {
            view: &'static str,
            tours: [u32; 4],
            starts: &'a [StartTally],
            said: Vec<Said>,
        }
        print_json(
            &serde_json::to_value(Out {
                view: "knight",
                tours: tally.tours(),
                starts: &tally.starts,
                said: said(&messages),
            })
            .expect("plain data with text keys"),
        );
    } else {
        say(&messages);
    }
    Ok(found(tally.tours()[0] == spec.board.len()))
}

/// Sudoku's cell choice on the puzzle and random ones.
pub fn sudoku(rule: &str, given: &Given, json: bool) -> Result<ExitCode, CliError> {
    only(given, &["p", "random"])?;
    let text = |k: &str| match given.get(k) {
        Some(Some(Value::Text(t))) => Some(t.clone()),
        _ => None,
    };
    let random = match text("random") {
        Some(v) => parsed("--random", "a whole number from 0 to 50", v, |v| {
            v.parse().ok().filter(|n| *n <= TABLE_RANDOM)
        })?,
        None => RANDOM,
    };
    let puzzle = Puzzle::parse(&text("p").unwrap_or_else(|| EXAMPLE.to_string()))?;
    let mut table = Table::new(
        CellKey::parse(rule)?,
        vec![("shown".into(), puzzle)],
        random,
        SEED,
    );
    while !table
        .step(1)
        .map_err(|e| CliError::from(Failed(e.message())))?
    {}
    let messages = [table.said()];
    if json {
        #[derive(Serialize)]
        struct Out<'a> {
            view: &'static str,
            rows: &'a [TableRow],
            totals: [u64; 3],
            said: Vec<Said>,
        }
        print_json(
            &serde_json::to_value(Out {
                view: "sudoku",
                rows: &table.rows,
                totals: table.totals(),
                said: said(&messages),
            })
            .expect("plain data with text keys"),
        );
    } else {
        say(&messages);
    }
    Ok(ExitCode::SUCCESS)
}

/// A rule that failed to evaluate, as its coded message.
#[derive(Debug)]
struct Failed(Message);

impl Coded for Failed {
    fn message(&self) -> Message {
        self.0.clone()
    }
}
