//! `searchlight ladder`: the shortest word ladder between two words, by breadth-first
//! search, with the counters of a bidirectional search and of A* beside it.

use std::process::ExitCode;

use searchlight::engine::BfsStats;
use searchlight::puzzles::ladder::{self, LadderError, WordList, LIST_CAP, MAX_LIST_BYTES};
use searchlight::puzzles::message::{Coded, Message};
use serde::Serialize;

use crate::flags::ViewFlags;
use crate::text::say;
use crate::{
    help_or_unexpected, print_json, print_table, read_file_within, text, CliError, Command,
};

pub const COMMAND: Command = Command::new("ladder", usage, run);


/// `searchlight ladder --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "ladder",
        &[
            ("list_cap", Param::Number(LIST_CAP as f64)),
        ],
    )
}

/// `--json` for a ladder found. Fields in alphabetical order, as the keys have always
/// come out.
#[derive(Serialize)]
struct LadderJson {
    /// With `--all` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    all: Option<Vec<Vec<String>>>,
    /// A* with h = the letters that differ from the goal.
    astar: Counters,
    bfs: Counters,
    bidirectional: Counters,
    count: u64,
    expanded: u64,
    ladder: Vec<String>,
    words: usize,
}

/// A breadth-first search's counters, as `--json` names them.
#[derive(Serialize)]
struct Counters {
    discovered: u64,
    edges: u64,
    expanded: u64,
    max_queue: u64,
}

impl From<BfsStats> for Counters {
    fn from(s: BfsStats) -> Self {
        Counters {
            discovered: s.discovered,
            edges: s.edges,
            expanded: s.dequeued,
            max_queue: s.max_queue,
        }
    }
}

/// `--json` when no ladder joins the words.
#[derive(Serialize)]
struct NoLadderJson {
    count: u64,
    expanded: Option<u64>,
    ladder: Vec<String>,
    reason: String,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::{Long, Value};
    // The view's options (ladder::options) by the page's names: the two words are its
    // `from` and `to`; `--words` names a built-in list (the page's `list`) or a file (the
    // page's pasted `words`).
    let mut flags = ViewFlags::of("ladder", &[]);
    let (mut words, mut list, mut all, mut json) = (Vec::new(), None, false, false);
    let mut table = false;
    while let Some(arg) = args.next()? {
        match arg {
            Value(w) => words.push(text(w)?),
            Long("words") => list = Some(text(args.value()?)?),
            Long("all") => all = true,
            Long("json") => json = true,
            Long("table") => table = true,
            other => return help_or_unexpected(other, usage),
        }
    }
    let [from, to] = &words[..] else {
        return Err(CliError::TwoWords { got: words.len() });
    };
    flags.set("from", from.as_str());
    flags.set("to", to.as_str());
    let mut file = None;
    if let Some(list) = list {
        if WordList::builtin(&list).is_ok() {
            flags.set("list", list);
        } else if list != crate::STDIN && !std::path::Path::new(&list).exists() {
            return Err(CliError::NoWordFile(list));
        } else {
            file = Some((read_file_within(&list, MAX_LIST_BYTES as u64)?, list));
            flags.set("list", "custom");
        }
    }
    let read = ladder::options::read_with(&flags.given, |words| match &file {
        Some((text, path)) => WordList::parse(path.as_str(), text),
        None => WordList::parse(ladder::ListName::Pasted, words),
    });
    let ladder::options::LadderOptions { list, from, to } = read.ok()?;
    // The reader refuses a list that is not one.
    let list = list.map_err(CliError::from)?;
    let (from, to) = (&from, &to);
    if table {
        let (from, to) = list.endpoints(from, to)?;
        return Ok(print_table(&searchlight::puzzles::bfs::table::word_ladder(
            &list,
            from,
            to,
            searchlight::puzzles::table::MAX_STEPS,
        )));
    }
    let cap = if all { LIST_CAP } else { 1 };
    match ladder::solve(&list, from, to, cap) {
        Ok(l) => {
            if json {
                print_json(&LadderJson {
                    all: all.then(|| l.all.clone()),
                    astar: Counters {
                        discovered: l.astar.discovered,
                        edges: l.astar.edges,
                        expanded: l.astar.expanded,
                        max_queue: l.astar.max_frontier,
                    },
                    bfs: l.plain.into(),
                    bidirectional: l.bidirectional.into(),
                    count: l.count,
                    expanded: l.expanded,
                    ladder: l.words.clone(),
                    words: list.len(),
                });
            } else {
                println!("{}", l.words.join(" "));
                let m = Message::new;
                println!(
                    "{}",
                    say(&m("cli.ladder.summary")
                        .count("words", l.words.len() as u64)
                        .count("count", l.count)
                        .count("expanded", l.expanded))
                );
                println!(
                    "{}",
                    say(&m("cli.ladder.counters")
                        .count("bfs", l.plain.discovered)
                        .count("bfs_edges", l.plain.edges)
                        .count("both", l.bidirectional.discovered)
                        .count("both_edges", l.bidirectional.edges)
                        .count("astar", l.astar.discovered)
                        .count("astar_edges", l.astar.edges))
                );
                if all {
                    for other in &l.all {
                        println!("{}", other.join(" "));
                    }
                    if l.count > l.all.len() as u64 {
                        println!(
                            "{}",
                            say(&m("cli.ladder.listed")
                                .count("listed", l.all.len() as u64)
                                .count("count", l.count))
                        );
                    }
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e @ LadderError::NoLadder { .. }) => {
            if json {
                print_json(&NoLadderJson {
                    count: 0,
                    expanded: None,
                    ladder: Vec::new(),
                    reason: crate::text::say(&e.message()),
                });
            } else {
                println!("{}", crate::shown(&crate::text::sentence(&e.message())));
            }
            Ok(ExitCode::from(1))
        }
        Err(e) => Err(e.into()),
    }
}
