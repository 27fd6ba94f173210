//! `searchlight rule`: a student's own rule, written in the rule language
//! (`puzzles::rule`), and what it does: for the sliding puzzle an estimate h, its value on a
//! position and, with `--check`, whether it is admissible and consistent over every
//! position of the 8-puzzle that can reach the goal; for the maze an estimate checked on one
//! maze; for the knight's tour an ordering run from every start; for sudoku a cell choice on
//! a puzzle and random ones (`others.rs`).

use std::process::ExitCode;

use searchlight::puzzles::message::Message;
use searchlight::puzzles::sliding::options::SOLVE_NODES;
use searchlight::puzzles::sliding::rule::sample::{self, SampleCheck};
use searchlight::puzzles::sliding::rule::{Check, Race, RuleEstimate, Verdict, VOCABULARY};
use searchlight::puzzles::sliding::{Goal, Tiles, MAX_SIDE};
use searchlight::puzzles::views::RuleView;
use serde::Serialize;

mod others;

use crate::{found, help_or_unexpected, needs, parsed, print_json, text, CliError, Command};

pub const COMMAND: Command = Command::new("rule", usage, run);

/// The views a rule is written for, as `--view` takes them.
fn views() -> String {
    RuleView::ALL.map(RuleView::route).join(", ")
}

fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "rule",
        &[
            ("views", Param::Text(views())),
            ("slides", Param::Number(sample::MAX_SLIDES as f64)),
            ("max_sample", Param::Number(sample::MAX_POSITIONS as f64)),
            ("sample", Param::Number(sample::SAMPLE_POSITIONS as f64)),
            (
                "nodes",
                Param::Number(searchlight::puzzles::knight::rule::TALLY_NODES as f64),
            ),
            (
                "random",
                Param::Number(searchlight::puzzles::sudoku::rule::TABLE_RANDOM as f64),
            ),
            ("globals", Param::Text(VOCABULARY.globals.join(", "))),
            ("items", Param::Text(VOCABULARY.per_item.join(", "))),
        ],
    )
}

#[derive(Serialize)]
struct RuleJson<'a> {
    view: &'a str,
    /// The rule written back as it was read.
    rule: String,
    goal: String,
    tiles: Option<String>,
    h: Option<i64>,
    astar: Option<&'a Race>,
    verdict: Option<&'a Verdict>,
    /// The verdict's sentences, coded and said.
    said: Vec<Said>,
}

#[derive(Serialize)]
struct Said {
    message: Message,
    text: String,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    let (mut view, mut rule, mut check, mut tiles, mut goal, mut json, mut astar) =
        (None, None, false, None, None, false, false);
    let (mut key, mut given) = (None, others::Given::new());
    let (mut side, mut count) = (None, None);
    while let Some(arg) = args.next()? {
        match arg {
            Long("view") => {
                view = Some(parsed(
                    "--view",
                    "a view with rules: puzzle, maze, knight, sudoku",
                    text(args.value()?)?,
                    RuleView::of,
                )?)
            }
            Long("h") => rule = Some(text(args.value()?)?),
            Long("check") => check = true,
            Long("tiles") => tiles = Some(text(args.value()?)?),
            Long("goal") => goal = Some(text(args.value()?)?),
            Long("json") => json = true,
            Long("astar") => astar = true,
            Long("key") => key = Some(text(args.value()?)?),
            Long("side") => {
                side = Some(parsed("--side", "3 or 4", text(args.value()?)?, |v| {
                    v.parse::<u8>().ok().filter(|s| (3..=4).contains(s))
                })?)
            }
            Long("sample") => {
                count = Some(parsed(
                    "--sample",
                    "a number of positions from 1 to 10000",
                    text(args.value()?)?,
                    |v| {
                        v.parse::<u32>()
                            .ok()
                            .filter(|n| (1..=sample::MAX_POSITIONS).contains(n))
                    },
                )?)
            }
            Long(name @ ("size" | "seed" | "loops" | "board" | "p" | "random")) => {
                let name = name.to_string();
                given.insert(name, Some(others::Value::Text(text(args.value()?)?)));
            }
            other => return help_or_unexpected(other, usage),
        }
    }
    let view = view.ok_or_else(|| needs("rule", "--view"))?;
    // An estimate is --h, an ordering --key: the other is refused, naming its views.
    match (view, &rule, &key) {
        (RuleView::Puzzle | RuleView::Maze, _, Some(_)) => {
            return Err(needs("rule --key", "--view knight or sudoku"))
        }
        (RuleView::Knight | RuleView::Sudoku, Some(_), _) => {
            return Err(needs("rule --h", "--view puzzle or maze"))
        }
        (RuleView::Puzzle, ..) => others::only(&given, &["seed"])?,
        _ if side.is_some() => return Err(needs("rule --side", "--view puzzle")),
        _ if count.is_some() => return Err(needs("rule --sample", "--view puzzle")),
        _ => {}
    }
    match view {
        RuleView::Maze => {
            return others::maze(
                &rule.ok_or_else(|| needs("rule", "--h RULE"))?,
                &given,
                json,
            )
        }
        RuleView::Knight => {
            return others::knight(
                &key.ok_or_else(|| needs("rule", "--key RULE"))?,
                &given,
                json,
            )
        }
        RuleView::Sudoku => {
            return others::sudoku(
                &key.ok_or_else(|| needs("rule", "--key RULE"))?,
                &given,
                json,
            )
        }
        RuleView::Puzzle => {}
    }
    let rule = rule.ok_or_else(|| needs("rule", "--h RULE"))?;
    if !check && tiles.is_none() {
        return Err(needs("rule", "--check or --tiles"));
    }
    if astar && tiles.is_none() {
        return Err(needs("rule", "cli.needs.astar"));
    }
    // The sample's seed: --seed, which names the maze's for the maze.
    let seed = match given.get("seed") {
        Some(Some(others::Value::Text(v))) => {
            parsed("--seed", "a whole number", v.clone(), |v| v.parse().ok())?
        }
        _ => 1u64,
    };
    let count = count.unwrap_or(sample::SAMPLE_POSITIONS);
    // The goal's board: the side of --tiles when given, else --side, else the 8-puzzle's.
    let side = match (&tiles, side) {
        (Some(t), _) => Tiles::parse(t, MAX_SIDE)?.side,
        (None, Some(s)) => s,
        (None, None) => 3,
    };
    let goal = match &goal {
        Some(g) => Goal::read(g, side, MAX_SIDE)?,
        None => Tiles::solved(side),
    };
    let estimate = RuleEstimate::parse(&rule, &goal)?;
    let position = tiles
        .as_deref()
        .map(|t| Tiles::against(t, &goal, MAX_SIDE))
        .transpose()?;
    let h = position
        .as_ref()
        .map(|p| estimate.of(&p.position()))
        .transpose()?;
    let race = match (&position, astar) {
        (Some(p), true) => Some(Race::run(p, &goal, estimate.clone(), SOLVE_NODES as usize)?),
        _ => None,
    };
    let verdict = if check && side == sample::SAMPLE_SIDE {
        Some(SampleCheck::new(&goal, estimate.clone(), count, seed)?.run()?)
    } else if check {
        Some(Check::new(&goal, estimate.clone())?.run()?)
    } else {
        None
    };
    let said: Vec<Message> = verdict.as_ref().map(Verdict::said).unwrap_or_default();
    if json {
        // Through a `Value`, so its keys are sorted as every command prints them.
        print_json(
            &serde_json::to_value(RuleJson {
                view: view.route(),
                rule: estimate.rule().to_string(),
                goal: goal.to_string(),
                tiles: position.as_ref().map(Tiles::to_string),
                h,
                astar: race.as_ref(),
                verdict: verdict.as_ref(),
                said: said
                    .iter()
                    .map(|m| Said {
                        message: m.clone(),
                        text: crate::text::sentence(m),
                    })
                    .collect(),
            })
            .expect("plain data with text keys"),
        );
    } else {
        if let (Some(p), Some(h)) = (&position, h) {
            let m = Message::new("rule.h_of")
                .text("tiles", p.to_string())
                .num("h", h as f64);
            println!("{}", crate::shown(&crate::text::sentence(&m)));
        }
        if let Some(r) = &race {
            println!("{}", crate::shown(&crate::text::sentence(&r.said())));
        }
        for m in &said {
            println!("{}", crate::shown(&crate::text::sentence(m)));
        }
    }
    // A* cut short by its bound is a search stopped at its limit, as `puzzle` at its
    // --limit: exit 1, and a last line naming the bound.
    if race.as_ref().is_some_and(|r| r.bounded) {
        let m = Message::new("cli.rule.bounded").count("limit", SOLVE_NODES);
        eprintln!("searchlight: {}", crate::text::say(&m));
        return Ok(found(false));
    }
    Ok(found(verdict.is_none_or(|v| v.admissible && v.consistent)))
}
