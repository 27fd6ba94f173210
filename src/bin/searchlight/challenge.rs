//! `searchlight challenge`: check an input a student built against a challenge's goal, by
//! the view's own search (`puzzles::challenge`): exit 0 when the goal is met, 1 when it is
//! not (the reason on one line), 2 for a bad input.

use std::process::ExitCode;

use searchlight::puzzles::challenge;
use serde::Serialize;

use crate::{found, help_or_unexpected, needs, print_json, read_file, text, CliError, Command};

pub const COMMAND: Command = Command::new("challenge", usage, run);

/// `searchlight challenge --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    let mut list = String::new();
    for c in challenge::all() {
        list.push_str(&format!("  {:<20} ({})\n", c.id, c.route()));
    }
    crate::help("challenge", &[("list", Param::Text(list))])
}

#[derive(Serialize)]
struct VerdictJson<'a> {
    id: &'a str,
    route: &'a str,
    goal: String,
    met: bool,
    reason: &'a searchlight::puzzles::message::Message,
    /// The reason said in the CLI's language, from the page's catalogue.
    said: String,
}

#[derive(Serialize)]
struct ListedJson {
    id: &'static str,
    route: &'static str,
    goal: String,
    params: &'static [challenge::Param],
    example: &'static str,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::{Long, Value};
    let (mut words, mut goal, mut json, mut list) = (Vec::new(), Vec::new(), false, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("goal") => {
                let v = text(args.value()?)?;
                let (name, value) = v.split_once('=').ok_or(CliError::BadValue {
                    option: "--goal",
                    takes: "NAME=VALUE",
                    value: v.clone(),
                })?;
                goal.push((name.to_string(), value.to_string()));
            }
            Long("json") => json = true,
            Long("list") => list = true,
            Value(v) => words.push(text(v)?),
            other => return help_or_unexpected(other, usage),
        }
    }
    if list {
        if !words.is_empty() {
            return Err(CliError::NotBoth {
                one: "--list",
                other: "ID",
            });
        }
        let listed: Vec<ListedJson> = challenge::all()
            .map(|c| ListedJson {
                id: c.id,
                route: c.route(),
                goal: crate::text::say(
                    &c.goal_message(&c.goal_of(&[]).expect("the defaults are a goal")),
                ),
                params: c.params,
                example: c.example,
            })
            .collect();
        if json {
            print_json(&listed);
        } else {
            for c in &listed {
                println!("{} ({}): {}", c.id, c.route, c.goal);
                let example = c.example.replace('\n', "%0A");
                let said = crate::text::t(
                    "cli.challenge.example",
                    &[("input", searchlight::puzzles::message::Param::Text(example))],
                );
                println!("  {said}");
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut words = words.into_iter();
    let (Some(id), input, None) = (words.next(), words.next(), words.next()) else {
        return Err(needs("challenge", "cli.needs.id_input"));
    };
    let Some(input) = input else {
        return Err(needs("challenge", "cli.needs.input"));
    };
    let c = challenge::challenge(&id)?;
    let goal = c.goal_of(&goal)?;
    let input = if input == crate::STDIN {
        read_file(&input)?
    } else {
        input
    };
    // A link to another view is not this challenge's input: its options would be read as
    // this view's (a query's names are the same words in several views).
    if challenge::link_route(&input).is_some_and(|route| route != c.route()) {
        return Err(CliError::BadValue {
            option: "INPUT",
            takes: "the options of the challenge's own view, or a link to that view",
            value: input,
        });
    }
    let verdict = c.check(&input, &goal)?;
    if json {
        print_json(&VerdictJson {
            id: c.id,
            route: c.route(),
            goal: crate::text::say(&c.goal_message(&goal)),
            met: verdict.met,
            reason: &verdict.reason,
            said: crate::text::say(&verdict.reason),
        });
    } else {
        // As the page says it: "Goal met." or "Not yet.", then the reason.
        let outcome = crate::text::t(
            if verdict.met {
                "challenge.met"
            } else {
                "challenge.not_met"
            },
            &[],
        );
        let reason = crate::text::sentence(&verdict.reason);
        println!(
            "{}",
            crate::shown(&crate::text::joined(&[&outcome, &reason]))
        );
    }
    Ok(found(verdict.met))
}
