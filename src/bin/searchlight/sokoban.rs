//! `searchlight sokoban`: a Sokoban level solved by breadth-first search, A*, greedy
//! best-first or IDA*, by moves or by pushes, with or without the closed set and deadlock
//! pruning; the solution as a LURD string, checked by the verifier.

use std::process::ExitCode;

use searchlight::puzzles::message::Message;
use searchlight::puzzles::options::default_of;
use searchlight::puzzles::sokoban::{
    self, parse_levels, solve, verify, Algo, Bounds, By, Outcome, CLI_BOUNDS, MAX_TEXT_BYTES,
};
use searchlight::puzzles::grouped;
use serde::Serialize;

use crate::flags::{Alias, ViewFlags};
use crate::{
    found, help_or_unexpected, needs, positive, print_json, print_table, read_file_within, text,
};
use crate::text::say;
use crate::{CliError, Command};

pub const COMMAND: Command = Command::new("sokoban", ABOUT, usage, run);

const ABOUT: &str = "Sokoban: BFS, A*, greedy or IDA* by moves or pushes, with deadlock pruning";

/// `searchlight sokoban --help`.
fn usage() -> String {
    let d = |name| default_of(sokoban::options::OPTIONS, name);
    format!(
        "\
searchlight sokoban: push every box onto a goal; the keeper walks, pushes, never pulls

usage: searchlight sokoban [--level-file FILE] [--level N] [--algo bfs|astar|greedy|ida]
                           [--by moves|pushes] [--visited on|off] [--dead on|off]
                           [--h matching|sum] [--limit-states N] [--limit-steps N] [--json|--table]

options:
  --level-file FILE  levels in the standard format (# wall, @ keeper, + keeper on a goal,
                     $ box, * box on a goal, . goal, space, - or _ floor; levels apart by
                     blank lines, ; comment lines, the last before a level its title); at most
                     {MAX_TEXT_BYTES} bytes; - reads standard input. Default: the built-in levels
  --level N          which level of the file (or of the built-in set), from 1 (default {n})
  --algo NAME        bfs (breadth-first), astar (A*), greedy (greedy best-first) or ida (IDA*)
                     (default {algo})
  --by WHAT          moves: a state is the keeper's square and the boxes, a step one move;
                     pushes: a state is the boxes and the keeper's region, a step one push
                     (default {by})
  --visited on|off   the closed set: graph search (on) or tree search (off); for IDA*, the
                     states on the path (default {visited})
  --dead on|off      deadlock pruning: no push onto a dead square or freezing a box off a
                     goal (default {dead})
  --h NAME           A*'s, greedy's and IDA*'s estimate of the pushes to go: matching (the
                     least total push distance, each box to a goal of its own) or sum (each
                     box to its nearest goal); both admissible (default {h})
  --limit-states N   stop when a best-first search holds N states (default {states})
  --limit-steps N    stop after N steps (default {steps})
  --json             one JSON object: algo, by, dead, estimate, expanded, generated,
                     iterations, kept, level, met_again, moves, outcome, pruned_dead,
                     pruned_frozen, pushes, solution (LURD), steps, title, visited
  --table            the trace table (the page's Export: CSV, JSON, worksheet) as one JSON
                     object: a row per state taken off the frontier (not for IDA*)
  -h, --help         this help

The solution is a LURD string: l, u, r, d a move left, up, right or down, upper case a
push; it is replayed by an independent verifier before it is printed. By pushes the
pushes are fewest (BFS, A*, IDA*), the walks between them each shortest.

Exit status 0 when solved, 1 when not (no solution, or a limit reached: the last line
says which), 2 for bad arguments or a malformed level (one line naming its line and column).

examples:
  searchlight sokoban --level 10
  searchlight sokoban --level 5 --algo bfs --by moves --dead off
  searchlight sokoban --level-file levels.txt --level 3 --algo ida --json
",
        n = d("n"),
        algo = d("algo"),
        by = d("by"),
        visited = d("visited"),
        dead = d("dead"),
        h = d("h"),
        states = grouped(CLI_BOUNDS.states as u64),
        steps = grouped(CLI_BOUNDS.steps),
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
