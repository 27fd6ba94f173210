//! Practice on N queens placed row by row (the view `queens`, checking each square against
//! the queens placed below), N the level's figure, asked at a random step of the search for all its
//! solutions where the next event places a queen: the column the search tries next in
//! the next row, the free columns of that row, and the row of a queen attacking a square of
//! it (every attacking queen accepted). The answers are the search's own next move
//! ([`crate::puzzles::queens::NQueens`]), its successors and its check
//! ([`crate::puzzles::queens::attacker`]).

use super::{Form, Kind, Level, Question};
use crate::engine::{Dfs, Event, Goal, Problem, SplitMix64};
use crate::puzzles::message::Message;
use crate::puzzles::queens::{attacker, NQueens, Placement, Variant};

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "next",
        make: next,
    },
    Kind {
        name: "free",
        make: free,
    },
    Kind {
        name: "attacker",
        make: attacked_by,
    },
];

/// The search for every solution at a random step whose next event places a queen:
/// the step, the queens placed (a column per row), and the column the next goes in.
fn at_step(rng: &mut SplitMix64, n: u32) -> (usize, Placement, u32) {
    let mut search: Dfs<NQueens> = NQueens::new(n, Variant::Check).search(Goal::All);
    let mut events = Vec::new();
    while let Some(e) = search.step() {
        events.push(e);
    }
    let visits: Vec<usize> = (0..events.len())
        .filter(|&i| matches!(events[i], Event::Visit(_)))
        .collect();
    let step = visits[rng.below(visits.len() as u64) as usize];
    let problem = NQueens::new(n, Variant::Check);
    let mut s = problem.root();
    for e in &events[..step] {
        match *e {
            Event::Visit(c) => problem.apply(&mut s, c),
            Event::Backtrack(c) => problem.undo(&mut s, c),
            _ => {}
        }
    }
    let Event::Visit(col) = events[step] else {
        unreachable!("a step of `visits`")
    };
    (step, s, col)
}

fn options(n: u32, step: usize) -> Vec<(&'static str, String)> {
    vec![
        ("n", n.to_string()),
        ("variant", Variant::Check.name().to_string()),
        ("mode", "all".to_string()),
        ("step", step.to_string()),
    ]
}

/// "Which column does the search try next in row r?": the first free column it has not
/// tried there, left to right.
fn next(rng: &mut SplitMix64, _: Level, n: u32) -> Question {
    let (step, s, col) = at_step(rng, n);
    let row = s.cols().len() as u32 + 1;
    Question::new(
        "next",
        options(n, step),
        Message::new("practice.queens.next").num("row", row),
        Form::Number,
        vec![(col + 1).to_string()],
        Message::new("practice.queens.why_next")
            .num("row", row)
            .num("column", col + 1),
    )
}

/// "Which columns of row r are free?": the squares no queen placed attacks.
fn free(rng: &mut SplitMix64, _: Level, n: u32) -> Question {
    let (step, s, _) = at_step(rng, n);
    let row = s.cols().len() as u32 + 1;
    let mut out = Vec::new();
    NQueens::new(n, Variant::Check).successors(&s, &mut out);
    let columns: Vec<String> = out.iter().map(|c| (c + 1).to_string()).collect();
    Question::new(
        "free",
        options(n, step),
        Message::new("practice.queens.free").num("row", row),
        Form::Digits,
        vec![columns.join(" ")],
        Message::new("practice.queens.why_free")
            .num("row", row)
            .list("columns", columns),
    )
}

/// Every row (from 0) whose queen attacks (row, col), first to last: the check asked again
/// of the queens after each one found.
fn attackers(cols: &[u32], row: u32, col: u32) -> Vec<u32> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some((r, _)) = attacker(&cols[from as usize..], row - from, col) {
        found.push(from + r);
        from += r + 1;
    }
    found
}

/// "Square (r, c) is attacked: by the queen of which row?"
fn attacked_by(rng: &mut SplitMix64, _: Level, n: u32) -> Question {
    loop {
        let (step, s, _) = at_step(rng, n);
        let row = s.cols().len() as u32;
        let taken: Vec<u32> = (0..n)
            .filter(|&c| attacker(s.cols(), row, c).is_some())
            .collect();
        if taken.is_empty() {
            continue;
        }
        let col = taken[rng.below(taken.len() as u64) as usize];
        let rows: Vec<String> = attackers(s.cols(), row, col)
            .iter()
            .map(|r| (r + 1).to_string())
            .collect();
        return Question::new(
            "attacker",
            options(n, step),
            Message::new("practice.queens.attacker")
                .num("row", row + 1)
                .num("column", col + 1),
            Form::Number,
            rows.clone(),
            Message::new("practice.queens.why_attacker")
                .num("row", row + 1)
                .num("column", col + 1)
                .list("rows", rows),
        );
    }
}
