//! `searchlight sokoban`: a Sokoban level solved by breadth-first search, A*, greedy
//! best-first or IDA*, by moves or by pushes, with or without the closed set and deadlock
//! pruning; the solution as a LURD string, checked by the verifier.

use std::process::ExitCode;

use searchlight::puzzles::message::Message;
use searchlight::puzzles::options::default_of;
use searchlight::puzzles::sokoban::{
    self, parse_levels, solve, verify, Algo, Bounds, By, Outcome, CLI_BOUNDS, MAX_TEXT_BYTES,
};
use serde::Serialize;

use crate::flags::{Alias, ViewFlags};
use crate::{
    found, help_or_unexpected, needs, positive, print_json, print_table, read_file_within, text,
};
use crate::text::say;
use crate::{CliError, Command};

pub const COMMAND: Command = Command::new("sokoban", usage, run);


/// `searchlight sokoban --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    let d = |name| default_of(sokoban::options::OPTIONS, name);
    crate::help(
        "sokoban",
        &[
            ("max_text_bytes", Param::Number(MAX_TEXT_BYTES as f64)),
            ("n", Param::Text(d("n").into())),
            ("algo", Param::Text(d("algo").into())),
            ("by", Param::Text(d("by").into())),
            ("visited", Param::Text(d("visited").into())),
            ("dead", Param::Text(d("dead").into())),
            ("h", Param::Text(d("h").into())),
            ("states", Param::Number(CLI_BOUNDS.states as f64)),
            ("steps", Param::Number(CLI_BOUNDS.steps as f64)),
        ],
    )
}

/// `--json`. Fields in alphabetical order.
#[derive(Serialize)]
struct SokobanJson {
    algo: &'static str,
    by: &'static str,
    dead: bool,
    /// The estimate A*, greedy and IDA* use ("zero" for BFS).
    estimate: &'static str,
    expanded: u64,
    generated: u64,
    iterations: u32,
    kept: u64,
    level: usize,
    met_again: u64,
    moves: Option<u32>,
    /// "solved", "exhausted", "state_bound" or "step_bound".
    outcome: &'static str,
    pruned_dead: u64,
    pruned_frozen: u64,
    pushes: Option<u32>,
    solution: Option<String>,
    steps: u64,
    title: String,
    visited: bool,
}

/// The CLI's name for the page's `n`.
const ALIASES: &[Alias] = &[Alias::named("level", "n")];

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    // The view's options (sokoban::options) by the page's names; a level's number is
    // --level here (the page's `n`), its file --level-file (the page's `level` text).
    let mut flags = ViewFlags::of("sokoban", ALIASES);
    let (mut file, mut json, mut table) = (None, false, false);
    let mut bounds: Bounds = CLI_BOUNDS;
    while let Some(arg) = args.next()? {
        match arg {
            Long(name @ ("algo" | "by" | "visited" | "dead" | "h" | "level")) => {
                let name = name.to_string();
                flags.take(&name, &mut args)?;
            }
            Long("level-file") => file = Some(text(args.value()?)?),
            Long("limit-states") => {
                bounds.states = positive(
                    "--limit-states",
                    "cli.takes.states",
                    text(args.value()?)?,
                )?
            }
            Long("limit-steps") => {
                bounds.steps = positive(
                    "--limit-steps",
                    "cli.takes.steps",
                    text(args.value()?)?,
                )?
            }
            Long("json") => json = true,
            Long("table") => table = true,
            other => return help_or_unexpected(other, usage),
        }
    }
    let levels = match file {
        Some(path) => Some(parse_levels(&read_file_within(
            &path,
            MAX_TEXT_BYTES as u64,
        )?)?),
        None => None,
    };
    let o = sokoban::options::read_on(&flags.given, levels).ok()?;
    let search = o.search;
    if table {
        if json {
            return Err(CliError::NotBoth {
                one: "--json",
                other: "--table",
            });
        }
        // --limit-states bounds the states kept; the steps are the table's own bound, as
        // in the page.
        return sokoban::table::table(
            &o.level,
            search,
            bounds.states,
            searchlight::puzzles::table::MAX_STEPS,
        )
        .map(|t| print_table(&t))
        .ok_or_else(|| needs("sokoban --table", "cli.needs.best_first"));
    }
    let s = solve(&o.level, search, bounds);
    if let Some(sol) = &s.solution {
        let replayed = verify(&o.level, &sol.lurd).expect("the solution replays");
        assert_eq!((replayed.moves, replayed.pushes), (sol.moves, sol.pushes));
    }
    let out = SokobanJson {
        algo: search.algo.name(),
        by: search.by.name(),
        dead: search.dead,
        estimate: search.space(&o.level).estimator().name(),
        expanded: s.expanded,
        generated: s.generated,
        iterations: s.iterations,
        kept: s.kept,
        level: o.n,
        met_again: s.met_again,
        moves: s.solution.as_ref().map(|x| x.moves),
        outcome: s.outcome.name(),
        pruned_dead: s.pruned.dead,
        pruned_frozen: s.pruned.frozen,
        pushes: s.solution.as_ref().map(|x| x.pushes),
        solution: s.solution.as_ref().map(|x| x.lurd.clone()),
        steps: s.steps,
        title: o.level.title().to_string(),
        visited: search.visited,
    };
    if json {
        print_json(&out);
        return Ok(found(s.outcome == Outcome::Solved));
    }
    let m = Message::new;
    let level = match out.title.as_str() {
        "" => m("cli.sokoban.level"),
        title => m("cli.sokoban.level_titled").text("title", title),
    };
    println!(
        "{}",
        crate::shown(&say(&level.count("n", o.n as u64).count("count", o.count as u64)))
    );
    print!("{}", o.level.text());
    if let Some(sol) = &s.solution {
        println!("{}", sol.lurd);
    }
    let outcome = match s.outcome {
        Outcome::Solved => {
            let sol = s.solution.as_ref().expect("solved");
            m("cli.sokoban.solved")
                .count("moves", sol.moves.into())
                .count("pushes", sol.pushes.into())
        }
        Outcome::Exhausted => m("cli.sokoban.exhausted"),
        Outcome::StateBound => m("cli.sokoban.state_bound").count("states", bounds.states as u64),
        Outcome::StepBound => m("cli.sokoban.step_bound").count("steps", bounds.steps),
    };
    // The page's names of the search and of what a step is.
    let algo = match search.algo {
        Algo::Bfs => "sokoban.algo.bfs",
        Algo::AStar => "sokoban.algo.astar",
        Algo::Greedy => "sokoban.algo.greedy",
        Algo::Ida => "sokoban.algo.ida",
    };
    let by = match search.by {
        By::Moves => "sokoban.rule.unit.moves",
        By::Pushes => "sokoban.rule.unit.pushes",
    };
    println!(
        "{}",
        say(&m("cli.sokoban.summary")
            .sub("algo", m(algo))
            .sub("by", m(by))
            .sub("outcome", outcome)
            .count("expanded", s.expanded)
            .count("generated", s.generated)
            .count("again", s.met_again)
            .count("pruned", s.pruned.total())
            .count("dead", s.pruned.dead)
            .count("frozen", s.pruned.frozen))
    );
    Ok(found(s.outcome == Outcome::Solved))
}
