//! `searchlight practice`: a practice set from its seed, with its answer key, the same
//! questions the page asks for the same views, level, count and seed (`puzzles::practice`);
//! `--check FILE` grades a file of answers against it.

use std::process::ExitCode;

use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::practice::{self, Level, Question, MAX_COUNT, MIN_COUNT};
use searchlight::puzzles::predict::Verdict;
use serde::Serialize;

use crate::{help_or_unexpected, needs, parsed, print_json, read_file, text, CliError, Command};

pub const COMMAND: Command = Command::new("practice", ABOUT, usage, run);

const ABOUT: &str = "a practice set from its seed: the questions and their answer key";

fn usage() -> String {
    format!(
        "\
searchlight practice: a practice set, the questions drawn on fresh random instances from a
seed, each with every answer its search accepts (the answer key); the same seed gives the
same set in the page

usage: searchlight practice --views VIEW[,VIEW...] [--level easy|medium|hard] [--count N]
                            [--seed S] [--check FILE] [--json]

options:
  --views LIST   the views asked about, comma-separated: {views}
  --level L      easy, medium (the default) or hard: the instances' size and depth
  --count N      questions in the set, {MIN_COUNT} to {MAX_COUNT} (default 10)
  --seed S       the set's seed, a whole number (default 1)
  --check FILE   grade the answers in FILE (- for standard input): a line `N ANSWER` answers
                 question N (from 1), the rest of the line as typed (a square c3, a number,
                 a choice, squares apart by spaces or commas); blank lines and # lines are
                 skipped
  --json         one JSON object: the set (views, level, count, seed, questions), or with
                 --check the score and each question's verdict
  -h, --help     this help

A question says its instance as the view's link (#/bfs?board=8x8&start=c3), and what it asks
and why as the page's message codes with their parameters.

example:
  searchlight practice --views bfs,puzzle --level medium --count 10 --seed 7
",
        views = practice::practised().collect::<Vec<_>>().join(", "),
    )
}

#[derive(Serialize)]
struct SetJson<'a> {
    views: &'a [String],
    level: Level,
    count: usize,
    seed: u64,
    questions: &'a [Question],
}

#[derive(Serialize)]
struct Graded<'a> {
    number: usize,
    question: &'a Question,
    answered: bool,
    verdict: Verdict,
}

#[derive(Serialize)]
struct CheckJson<'a> {
    score: usize,
    count: usize,
    results: &'a [Graded<'a>],
}

/// `value` with every object's keys in sorted order, as every command prints them (the
/// library's question keeps its fields in the order people read them).
fn sorted(value: &impl Serialize) -> serde_json::Value {
    serde_json::to_value(value).expect("plain data with text keys")
}

/// A parameter as the CLI shows it: a whole number without a fraction, text as it is.
fn param(p: &Param) -> String {
    match p {
        Param::Number(x) if x.fract() == 0.0 => format!("{x:.0}"),
        Param::Number(x) => x.to_string(),
        Param::Text(t) => t.clone(),
        Param::Message(m) => said(m),
        Param::List(items) => format!(
            "[{}]",
            items.iter().map(param).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// A message as its code and parameters: `practice.bfs.distance(square=e5)`.
fn said(m: &Message) -> String {
    let params: Vec<String> = m
        .params
        .iter()
        .map(|(k, v)| format!("{k}={}", param(v)))
        .collect();
    format!("{}({})", m.code, params.join(", "))
}

/// The question's instance as the view's link: `#/bfs?board=8x8&start=c3`.
fn link(q: &Question) -> String {
    let encode = |s: &str| -> String {
        s.bytes()
            .map(|b| match b {
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' => {
                    (b as char).to_string()
                }
                b' ' => "+".to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    let query: Vec<String> = q
        .options
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    format!("#/{}?{}", q.view, query.join("&"))
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    let (mut views, mut level, mut count, mut seed) = (None, Level::Medium, 10usize, 1u64);
    let (mut check, mut json) = (None, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("views") => {
                let v = text(args.value()?)?;
                views = Some(
                    v.split(',')
                        .map(|s| s.trim().to_string())
                        .filter(|s| !s.is_empty())
                        .collect::<Vec<_>>(),
                )
            }
            Long("level") => {
                level = parsed(
                    "--level",
                    "easy, medium or hard",
                    text(args.value()?)?,
                    Level::parse,
                )?
            }
            Long("count") => {
                count = parsed(
                    "--count",
                    "a whole number from 5 to 30",
                    text(args.value()?)?,
                    |v| v.parse().ok(),
                )?
            }
            Long("seed") => {
                seed = parsed("--seed", "a whole number", text(args.value()?)?, |v| {
                    v.parse().ok()
                })?
            }
            Long("check") => check = Some(text(args.value()?)?),
            Long("json") => json = true,
            other => return help_or_unexpected(other, usage),
        }
    }
    let views = views.ok_or(needs("practice", "--views VIEW[,VIEW...]"))?;
    let routes: Vec<&str> = views.iter().map(String::as_str).collect();
    let set = practice::set(&routes, level, count, seed)?;
    let Some(path) = check else {
        if json {
            print_json(&sorted(&SetJson {
                views: &views,
                level,
                count,
                seed,
                questions: &set,
            }));
        } else {
            println!(
                "practice: {}; {}; {count} questions; seed {seed}",
                views.join(", "),
                level.name()
            );
            for (i, q) in set.iter().enumerate() {
                println!();
                println!("{}. {} {}: {}", i + 1, q.view, q.kind, link(q));
                println!("   asks: {}", said(&q.ask));
                if let practice::Form::Choice(c) = &q.form {
                    println!("   choices: {}", c.join(", "));
                }
                println!("   answer: {}", q.answer);
                if q.accepts.len() > 1 {
                    println!("   accepts: {}", q.accepts.join(", "));
                }
                println!("   why: {}", said(&q.why));
            }
        }
        return Ok(ExitCode::SUCCESS);
    };
    let answers = practice::read_answers(&read_file(&path)?, set.len())?;
    let results: Vec<Graded> = set
        .iter()
        .zip(&answers)
        .enumerate()
        .map(|(i, (q, a))| Graded {
            number: i + 1,
            question: q,
            answered: a.is_some(),
            verdict: practice::check(q, a.as_deref().unwrap_or("")),
        })
        .collect();
    let score = results.iter().filter(|r| r.verdict.right).count();
    if json {
        print_json(&sorted(&CheckJson {
            score,
            count: set.len(),
            results: &results,
        }));
    } else {
        for r in &results {
            let mark = if r.verdict.right { "right" } else { "wrong" };
            let given = if r.answered {
                r.verdict.given.as_str()
            } else {
                "(no answer)"
            };
            let key = match r.verdict.accepts.join(" or ") {
                k if k.is_empty() => "(none)".to_string(),
                k => k,
            };
            println!("{}. {mark}: {given}; the answer: {key}", r.number);
            if !r.verdict.right {
                println!("   why: {}", said(&r.verdict.why));
            }
        }
        println!("score: {score} of {}", set.len());
    }
    Ok(ExitCode::SUCCESS)
}
