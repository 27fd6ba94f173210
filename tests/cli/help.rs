//! `searchlight --help` and every command's `--help`, in every language: the help is the
//! catalogue's (`src/bin/searchlight/text/CODE.js`), so the Chinese names every flag the
//! English does and leaves no English sentence behind.

use std::collections::BTreeSet;

use searchlight::puzzles::options::Kind;
use searchlight::puzzles::views;

use super::lang::{english_left, run_in};

/// Names a help says as they are: people and products, and what a line of shell names.
const NAMES: &[&str] = &[
    "Warnsdorff",
    "Knuth",
    "Korf",
    "Russell",
    "Norvig",
    "Moodle",
    "Canvas",
    "Brightspace",
    "Blackboard",
    "Markdown",
    "WebAssembly",
    "imsmanifest",
];

/// The commands `searchlight --help` lists, in its order.
fn commands(overview: &str) -> Vec<String> {
    overview
        .lines()
        .filter_map(|l| l.strip_prefix("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.chars().all(|c| c.is_ascii_lowercase()))
        .map(String::from)
        .collect()
}

/// The words of a help's synopsis (from its `usage:` line to the first blank line): flags
/// and the values they take, as they are typed (`--level easy|medium|hard`).
fn synopsis(help: &str) -> Vec<&str> {
    help.lines()
        .skip_while(|l| !l.starts_with("usage:"))
        .take_while(|l| !l.trim().is_empty())
        .flat_map(|l| l.split(|c: char| !c.is_ascii_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The flags a text names (`--board`, `--limit-nodes`; `-h` aside).
fn flags(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| w.starts_with("--") && w.len() > 2 && w.as_bytes()[2].is_ascii_lowercase())
        .map(|w| w.trim_end_matches('-').to_string())
        .collect()
}

/// What a help says in words: without its examples (a line running the command, typed as
/// it is), its spans in backticks (a key, a rule, a command, typed as they are).
fn words(help: &str) -> String {
    help.lines()
        .filter(|l| {
            let l = l.trim_start();
            let example = l.starts_with("searchlight ") && !l.contains('：') && !l.contains(':');
            !example && !l.starts_with("grep ")
        })
        .map(|l| {
            l.split('`')
                .enumerate()
                .filter(|(i, _)| i % 2 == 0)
                .map(|(_, part)| part)
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn help(lang: &str, args: &[&str]) -> String {
    let mut line = vec!["--lang", lang];
    line.extend_from_slice(args);
    let (code, out, err) = run_in(&[], &line);
    assert_eq!((code, err.as_str()), (0, ""), "{line:?}");
    out
}

/// Every command's help in English and in Chinese: the same commands listed, the same
/// flags named in both languages, every option the registry declares for a view named
/// by its flag in its command's help unless the command refuses it as a flag, and no
/// English word of four letters or more in
/// the Chinese outside flags, value words (the registry's choices), names, examples and
/// what is quoted as typed.
#[test]
fn every_command_s_help_in_both_languages() {
    let en = help("en", &["--help"]);
    let zh = help("zh", &["--help"]);
    let listed = commands(&en);
    assert_eq!(commands(&zh), listed);
    for v in views::VIEWS {
        assert!(listed.contains(&v.command.to_string()), "{}", v.command);
    }
    let mut typed: Vec<&str> = NAMES.to_vec();
    for v in views::VIEWS {
        typed.push(v.route);
        typed.push(v.command);
        for s in v.options {
            if let Kind::Choice { choices, .. } = s.kind {
                typed.extend_from_slice(choices);
            }
        }
    }
    typed.extend(listed.iter().map(String::as_str));
    assert_eq!(
        english_left(&words(&zh), &typed),
        Vec::<&str>::new(),
        "{zh}"
    );
    assert_eq!(flags(&zh), flags(&en));
    let mut unnamed = Vec::new();
    for command in &listed {
        let en = help("en", &[command, "--help"]);
        let zh = help("zh", &[command, "--help"]);
        assert_eq!(help("en", &[command, "-h"]), en);
        // Its own help, filled: no placeholder or catalogue key left.
        assert!(en.starts_with(&format!("searchlight {command}")), "{en}");
        assert!(zh.starts_with(&format!("searchlight {command}")), "{zh}");
        for text in [&en, &zh] {
            assert!(!text.contains("cli.help") && !text.contains("{"), "{text}");
        }
        assert!(
            zh.chars()
                .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c))
                .count()
                > 20
        );
        assert_eq!(flags(&zh), flags(&en), "{command}");
        assert!(flags(&en).contains("--help"), "{command}");
        let mut typed = typed.clone();
        typed.extend(synopsis(&en));
        assert_eq!(
            english_left(&words(&zh), &typed),
            Vec::<&str>::new(),
            "{command}: {zh}"
        );
        for v in views::VIEWS.iter().filter(|v| v.command == command) {
            let named = flags(&en);
            unnamed.extend(
                v.options
                    .iter()
                    .filter(|s| !named.contains(&format!("--{}", s.name)))
                    .map(|s| format!("{command} --{}", s.name)),
            );
        }
    }
    // An option no help names is one its command does not take as a flag (the parser says
    // so): every flag the parser takes is named.
    for unnamed in unnamed {
        let (command, flag) = unnamed.split_once(' ').unwrap();
        let (code, _, err) = run_in(&[], &[command, flag, "?"]);
        assert_eq!(code, 2, "{unnamed}");
        assert!(
            err.contains(&format!("invalid option '{flag}'")),
            "{command} takes {flag}, which its help does not name: {err}"
        );
    }
}
