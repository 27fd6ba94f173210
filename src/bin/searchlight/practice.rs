//! `searchlight practice`: a practice set from its seed, with its answer key, the same
//! questions the page asks for the same views, level, count and seed (`puzzles::practice`);
//! `--check FILE` grades a file of answers against it.

use std::process::ExitCode;

use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::practice::{self, Level, Question, MAX_COUNT, MIN_COUNT};
use searchlight::puzzles::predict::Verdict;
use serde::Serialize;

use crate::{help_or_unexpected, needs, parsed, print_json, read_file, text, CliError, Command};

pub const COMMAND: Command = Command::new("practice", usage, run);

fn usage() -> String {
    crate::help(
        "practice",
        &[
            (
                "views",
                Param::Text(practice::practised().collect::<Vec<_>>().join(", ")),
            ),
            ("min_count", Param::Number(MIN_COUNT as f64)),
            ("max_count", Param::Number(MAX_COUNT as f64)),
            ("count", Param::Number(practice::DEFAULT_COUNT as f64)),
            ("seed", Param::Number(practice::DEFAULT_SEED as f64)),
        ],
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

/// A choice or an answer as the reader reads it: a canonical word the catalogue words
/// (`practice.choice.north`: north, 北), anything else (a square, a number, a word of the
/// ladder) as it is.
fn worded(answer: &str) -> String {
    let key = format!("practice.choice.{answer}");
    match text::t(&key, &[]) {
        said if said == key => answer.to_string(),
        said => said,
    }
}

/// An answer in canonical form as the practice page words it (`answerWord`): a choice by
/// the catalogue, the empty set as "none".
fn answer_word(answer: &str) -> String {
    if answer.is_empty() {
        text::t("practice.none", &[])
    } else {
        worded(answer)
    }
}

/// The CLI's own words for `key` with `params`, made safe for the terminal.
fn t(key: &str, params: &[(&str, Param)]) -> String {
    crate::shown(&text::t(key, params))
}

/// A coded message as a sentence in the reader's language, made safe for the terminal.
fn sentence(m: &Message) -> String {
    crate::shown(&text::sentence(m))
}

fn words(items: impl IntoIterator<Item = String>) -> Param {
    Param::List(items.into_iter().map(Param::Text).collect())
}

/// The set's head line: its views by name, level, count and seed.
fn head(views: &[String], level: Level, count: usize, seed: u64) -> String {
    let names = views.iter().map(|v| text::t(&format!("nav.{v}"), &[]));
    t(
        "practice.sheet.head",
        &[
            ("views", words(names)),
            (
                "level",
                Param::Text(text::t(&format!("practice.sheet.{}", level.name()), &[])),
            ),
            ("count", Param::Number(count as f64)),
            ("seed", Param::Text(seed.to_string())),
        ],
    )
}

/// The key of question `q`: its answer, the others accepted, and why.
fn key(q: &Question) -> Vec<String> {
    let mut lines = vec![t(
        "practice.sheet.answer",
        &[("answer", Param::Text(worded(&q.answer)))],
    )];
    if q.accepts.len() > 1 {
        lines.push(t(
            "practice.sheet.accepts",
            &[("accepts", words(q.accepts.iter().map(|a| worded(a))))],
        ));
    }
    lines.push(t(
        "practice.sheet.why",
        &[("why", Param::Text(text::sentence(&q.why)))],
    ));
    lines
}

/// The choices of `q`, if it has any.
fn choices(q: &Question) -> Option<String> {
    match &q.form {
        practice::Form::Choice(c) => Some(t(
            "practice.sheet.choices",
            &[("choices", words(c.iter().map(|c| worded(c))))],
        )),
        _ => None,
    }
}

/// The set with its key: each question numbered with its view, kind and link, asked, then
/// its answer, the others accepted and why.
fn print_key(set: &[Question], head: &str) {
    println!("{head}");
    for (i, q) in set.iter().enumerate() {
        println!();
        println!("{}. {} {}: {}", i + 1, q.view, q.kind, link(q));
        println!("   {}", sentence(&q.ask));
        if let Some(c) = choices(q) {
            println!("   {c}");
        }
        for line in key(q) {
            println!("   {line}");
        }
    }
}

/// The set as a worksheet in Markdown: the head, a line for the student's name and score,
/// each question with its link and a line to answer on, then on a page of its own the key.
fn print_worksheet(set: &[Question], head: &str) {
    println!("# {head}");
    println!();
    println!(
        "{}",
        t(
            "practice.sheet.name",
            &[("count", Param::Number(set.len() as f64))]
        )
    );
    for (i, q) in set.iter().enumerate() {
        println!();
        println!("{}. {}", i + 1, sentence(&q.ask));
        println!("   <{}>", link(q));
        if let Some(c) = choices(q) {
            println!("   {c}");
        }
        println!();
        println!("   {}", t("practice.sheet.blank", &[]));
    }
    println!();
    println!("<div style=\"page-break-before: always\"></div>");
    println!();
    println!("## {}", t("practice.sheet.key", &[]));
    for (i, q) in set.iter().enumerate() {
        println!();
        let lines = key(q);
        println!("{}. {}", i + 1, lines.join("  \n   "));
    }
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
    let (mut views, mut level, mut count, mut seed) = (
        None,
        practice::DEFAULT_LEVEL,
        practice::DEFAULT_COUNT,
        practice::DEFAULT_SEED,
    );
    let (mut check, mut json, mut worksheet) = (None, false, false);
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
                seed = parsed("--seed", "cli.takes.whole", text(args.value()?)?, |v| {
                    v.parse().ok()
                })?
            }
            Long("check") => check = Some(text(args.value()?)?),
            Long("json") => json = true,
            Long("worksheet") => worksheet = true,
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
        } else if worksheet {
            print_worksheet(&set, &head(&views, level, count, seed));
        } else {
            print_key(&set, &head(&views, level, count, seed));
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
        // Each verdict and the score in the practice page's own sentences.
        for r in &results {
            let key = r
                .verdict
                .accepts
                .iter()
                .map(|a| answer_word(a))
                .collect::<Vec<_>>()
                .join(&text::t("practice.or", &[]));
            let said = if r.verdict.right {
                t("practice.right", &[])
            } else if !r.answered {
                t("cli.practice.unanswered", &[("right", Param::Text(key))])
            } else {
                t(
                    "practice.wrong",
                    &[
                        ("answer", Param::Text(answer_word(&r.verdict.given))),
                        ("right", Param::Text(key)),
                    ],
                )
            };
            println!("{}. {said}", r.number);
            if !r.verdict.right {
                println!(
                    "   {}",
                    t(
                        "practice.sheet.why",
                        &[("why", Param::Text(text::sentence(&r.verdict.why)))]
                    )
                );
            }
        }
        println!(
            "{}",
            t(
                "practice.score",
                &[
                    ("score", Param::Number(score as f64)),
                    ("count", Param::Number(set.len() as f64)),
                ]
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}
