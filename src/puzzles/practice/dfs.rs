//! Practice on depth-first search with times (the view `dfs`), a random directed graph on as
//! many vertices as the level's figure (named a, b, c, ...; about one and a half edges a
//! vertex, no self-loops): a vertex's discovery time, its finish time, and an edge's class
//! (tree, back, forward or cross). The answers are the view's own traversal's
//! ([`crate::puzzles::digraph::report`]), which tries roots and neighbours in name order.

use super::{Form, Kind, Level, Question};
use crate::engine::{EdgeClass, SplitMix64};
use crate::puzzles::digraph::{report, DfsReport, Digraph};
use crate::puzzles::message::Message;

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "discovery",
        make: discovery,
    },
    Kind {
        name: "finish",
        make: finish,
    },
    Kind {
        name: "class",
        make: class,
    },
];

/// A random graph on `n` vertices as its edge list (every vertex named, those without an
/// edge on a line of their own), the graph the view reads from it, and its traversal.
fn graph(rng: &mut SplitMix64, n: u32) -> (String, DfsReport) {
    let name = |v: u32| ((b'a' + v as u8) as char).to_string();
    let mut lines = Vec::new();
    let mut touched = vec![false; n as usize];
    // Each of the n(n-1) ordered pairs with probability 3 / (2(n-1)): 1.5n edges expected.
    for u in 0..n {
        for v in 0..n {
            if u != v && rng.below(2 * u64::from(n - 1)) < 3 {
                lines.push(format!("{} {}", name(u), name(v)));
                touched[u as usize] = true;
                touched[v as usize] = true;
            }
        }
    }
    lines.extend((0..n).filter(|&v| !touched[v as usize]).map(name));
    let text = lines.join("\n");
    let g = Digraph::parse(&text).expect("names a to z, a pair a line");
    let r = report(&g);
    (text, r)
}

fn options(text: &str) -> Vec<(&'static str, String)> {
    vec![("edges", text.to_string())]
}

/// A vertex's discovery (`finish` false) or finish time.
fn time(rng: &mut SplitMix64, figure: u32, finish: bool) -> Question {
    let (text, r) = graph(rng, figure);
    let (v, d, f) = r.times[rng.below(r.times.len() as u64) as usize].clone();
    let (kind, ask) = if finish {
        ("finish", "practice.dfs.finish")
    } else {
        ("discovery", "practice.dfs.discovery")
    };
    let answer = if finish { f } else { d };
    Question::new(
        kind,
        options(&text),
        Message::new(ask).text("vertex", v.clone()),
        Form::Number,
        vec![answer.to_string()],
        Message::new("practice.dfs.why_times")
            .text("vertex", v)
            .num("d", d)
            .num("f", f)
            .list("roots", r.roots.clone()),
    )
}

/// "What is d(v)?"
fn discovery(rng: &mut SplitMix64, _: Level, figure: u32) -> Question {
    time(rng, figure, false)
}

/// "What is f(v)?"
fn finish(rng: &mut SplitMix64, _: Level, figure: u32) -> Question {
    time(rng, figure, true)
}

/// The classes as the answers name them.
const CLASSES: [EdgeClass; 4] = [
    EdgeClass::Tree,
    EdgeClass::Back,
    EdgeClass::Forward,
    EdgeClass::Cross,
];

/// "What kind of edge is u -> v?"
fn class(rng: &mut SplitMix64, _: Level, figure: u32) -> Question {
    loop {
        let (text, r) = graph(rng, figure);
        if r.edges.is_empty() {
            continue;
        }
        let (u, v, c) = r.edges[rng.below(r.edges.len() as u64) as usize].clone();
        let times = |w: &str| {
            r.times
                .iter()
                .find(|t| t.0 == w)
                .map(|t| (t.1, t.2))
                .expect("every vertex is timed")
        };
        let ((du, fu), (dv, fv)) = (times(&u), times(&v));
        return Question::new(
            "class",
            options(&text),
            Message::new("practice.dfs.class")
                .text("from", u.clone())
                .text("to", v.clone()),
            Form::Choice(CLASSES.iter().map(|c| c.name().to_string()).collect()),
            vec![c.name().to_string()],
            Message::new(match c {
                EdgeClass::Tree => "practice.dfs.why_tree",
                EdgeClass::Back => "practice.dfs.why_back",
                EdgeClass::Forward => "practice.dfs.why_forward",
                EdgeClass::Cross => "practice.dfs.why_cross",
            })
            .text("from", u)
            .text("to", v)
            .num("du", du)
            .num("fu", fu)
            .num("dv", dv)
            .num("fv", fv),
        );
    }
}
