//! `searchlight rule`: a student's own rule, written in the rule language
//! (`puzzles::rule`), and what it does: for the sliding puzzle an estimate h, its value on a
//! position and, with `--check`, whether it is admissible and consistent over every
//! position of the 8-puzzle that can reach the goal.

use std::process::ExitCode;

use searchlight::puzzles::message::Message;
use searchlight::puzzles::sliding::options::SOLVE_NODES;
use searchlight::puzzles::sliding::rule::sample::{self, SampleCheck};
use searchlight::puzzles::sliding::rule::{Check, Race, RuleEstimate, Verdict, VOCABULARY};
use searchlight::puzzles::sliding::{Goal, Tiles, MAX_SIDE};
use serde::Serialize;

use crate::{found, help_or_unexpected, needs, parsed, print_json, text, CliError, Command};

pub const COMMAND: Command = Command::new("rule", ABOUT, usage, run);

const ABOUT: &str = "your own rule (an estimate h): its value, and proof it is admissible";

/// The views a rule is written for, as `--view` takes them.
const VIEWS: &[&str] = &["puzzle"];

fn usage() -> String {
    format!(
        "\
searchlight rule: your own rule in the rule language, and what it does; for the sliding
puzzle an estimate h of the moves left

usage: searchlight rule --view puzzle --h RULE [--check [--side 3|4] [--sample N] [--seed S]]
                       [--tiles TILES [--astar]] [--goal GOAL] [--json]

options:
  --view VIEW    the view the rule is for: {views}
  --h RULE       the estimate, e.g. \"sum(tile, abs(row - goal_row) + abs(col - goal_col))\"
  --check        evaluate h on every position of the 3x3 puzzle that can reach the goal,
                 against its true distance: admissible (never above it)? consistent (no
                 move lowers h by more than 1)? and the counterexamples; on the 4x4
                 board (--side 4, or 4x4 --tiles) the same on a sample of positions, each 1
                 to {slides} random slides from the goal, against its true distance by IDA*:
                 said of the sample, never a proof
  --side N       the board of the check: 3 (the default) or 4
  --sample N     the positions of the 4x4 sample, 1 to {max_sample} (default {sample})
  --seed S       the sample's seed (default 1): the same seed, the same sample
  --tiles TILES  h of this position (\"8 6 7 2 5 4 3 0 1\", 0 the blank)
  --astar        with --tiles: A* with h beside A* with Manhattan distance on it, the states
                 each expands and the length each finds
  --goal GOAL    the goal: last (the default), first, or its tiles
  --json         one JSON object: the rule as read, h on --tiles, the check's verdict
  -h, --help     this help

The rule language: whole numbers, + - * / (rounding toward 0), min(a, b), max(a, b), abs(a),
comparisons < <= > >= == != (1 when true, else 0), if(c, a, b), and the puzzle's names: of
the position {globals}; of each tile, inside sum(tile, ...) or count(tile, ...): {items}
(rows and columns from 0). Exit status 0 when the check finds h admissible and consistent,
1 when it does not, 2 for a rule that does not read.

example:
  searchlight rule --view puzzle --h \"2 * manhattan\" --check
",
        views = VIEWS.join(", "),
        slides = sample::MAX_SLIDES,
        max_sample = sample::MAX_POSITIONS,
        sample = sample::SAMPLE_POSITIONS,
        globals = VOCABULARY.globals.join(", "),
        items = VOCABULARY.per_item.join(", "),
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
    let (mut side, mut count, mut seed) = (None, sample::SAMPLE_POSITIONS, 1u64);
    while let Some(arg) = args.next()? {
        match arg {
            Long("view") => {
                view = Some(parsed(
                    "--view",
                    "a view with rules: puzzle",
                    text(args.value()?)?,
                    |v| VIEWS.iter().find(|x| **x == v).copied(),
                )?)
            }
            Long("h") => rule = Some(text(args.value()?)?),
            Long("check") => check = true,
            Long("tiles") => tiles = Some(text(args.value()?)?),
            Long("goal") => goal = Some(text(args.value()?)?),
            Long("json") => json = true,
            Long("astar") => astar = true,
            Long("side") => {
                side = Some(parsed("--side", "3 or 4", text(args.value()?)?, |v| {
                    v.parse::<u8>().ok().filter(|s| (3..=4).contains(s))
                })?)
            }
            Long("sample") => {
                count = parsed(
                    "--sample",
                    "a number of positions from 1 to 10000",
                    text(args.value()?)?,
                    |v| {
                        v.parse::<u32>()
                            .ok()
                            .filter(|n| (1..=sample::MAX_POSITIONS).contains(n))
                    },
                )?
            }
            Long("seed") => {
                seed = parsed("--seed", "a whole number", text(args.value()?)?, |v| {
                    v.parse().ok()
                })?
            }
            other => return help_or_unexpected(other, usage),
        }
    }
    let view = view.ok_or_else(|| needs("rule", "--view"))?;
    let rule = rule.ok_or_else(|| needs("rule", "--h RULE"))?;
    if !check && tiles.is_none() {
        return Err(needs("rule", "--check or --tiles"));
    }
    if astar && tiles.is_none() {
        return Err(needs("rule", "cli.needs.astar"));
    }
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
                view,
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
    Ok(found(verdict.is_none_or(|v| v.admissible && v.consistent)))
}
