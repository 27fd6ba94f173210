//! What the sliding puzzle says where the search and the estimate in use decide it: why a
//! state is reopened (the estimate, the weight, or greedy's disregard of g), what a search
//! stopped at its bound is told to try (never the estimate or the search it already is, in
//! the page and the CLI), the parity rule's words, and weighted A* searching more than A*
//! on a position (so the page says "usually").
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;
use std::process::Command;

use searchlight::engine::{BestFirst, BestFirstView, InformedEvent, Replay, Stepper};
use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::options::{Given, Value};
use searchlight::puzzles::sliding::options::{self, PuzzleOptions};
use searchlight::puzzles::sliding::solve::Algo;
use searchlight::puzzles::sliding::status::{self, Advice};
use searchlight::puzzles::sliding::Heuristic;

/// The page's options from `pairs`, every value good.
fn page(pairs: &[(&str, &str)]) -> PuzzleOptions {
    let given: Given = pairs
        .iter()
        .map(|&(k, v)| (k.to_string(), Some(Value::from(v))))
        .collect();
    options::read(&given).ok().expect("good options")
}

/// The page's best-first search of `o` run to its end: the sentence said after each event,
/// with the event.
fn narrated(
    o: &PuzzleOptions,
) -> Vec<(
    InformedEvent<searchlight::puzzles::sliding::Position>,
    Message,
)> {
    let puzzle = status::puzzle_of(o, None).expect("its estimate");
    let start = o.start.position();
    let order = status::order(o.algo, o.heuristic, o.weight);
    let mut search = BestFirst::new(
        puzzle.clone(),
        start,
        order,
        o.algo.repeats(o.memory),
        o.limit as usize,
    );
    let mut view = BestFirstView::new(order, start, puzzle.estimate_of(&start));
    let mut said = Vec::new();
    while let Some(e) = search.step() {
        view.forward(&e);
        said.push((e, status::status(&view, Some(&e), o)));
    }
    said
}

/// The reopenings' sentences over 40 shuffled 8-puzzles, by code.
fn reopenings(algo: &str, heuristic: &str, weight: &str) -> BTreeMap<&'static str, usize> {
    let mut codes = BTreeMap::new();
    for seed in 1..=40 {
        let seed = seed.to_string();
        let o = page(&[
            ("side", "3"),
            ("shuffle", "60"),
            ("seed", &seed),
            ("algo", algo),
            ("heuristic", heuristic),
            ("weight", weight),
        ]);
        for (e, m) in narrated(&o) {
            if let InformedEvent::Improve { reopened: true, .. } = e {
                *codes.entry(m.code).or_insert(0) += 1;
            }
        }
    }
    codes
}

#[test]
fn a_reopening_says_its_cause_the_weight_greedy_or_an_inconsistent_estimate() {
    // Manhattan distance is consistent: A* never reopens with it, weighted A* and greedy do,
    // and the sentence names the weight or greedy's disregard of g, not the estimate.
    assert_eq!(reopenings("astar", "manhattan", "2"), BTreeMap::new());
    let weighted = reopenings("wastar", "manhattan", "2");
    assert_eq!(
        weighted.keys().copied().collect::<Vec<_>>(),
        ["search.best.reopen_weighted"],
        "{weighted:?}"
    );
    let greedy = reopenings("greedy", "manhattan", "2");
    assert_eq!(
        greedy.keys().copied().collect::<Vec<_>>(),
        ["search.best.reopen_greedy"],
        "{greedy:?}"
    );
    // A* with the pattern database, which is not consistent: the estimate is the cause.
    for (code, _) in reopenings("astar", "pdb", "2") {
        assert_eq!(code, "search.best.reopen_inconsistent");
    }
    // The weight is said with the sentence.
    let o = page(&[
        ("tiles", "5 7 2 4 0 3 6 1 8"),
        ("algo", "wastar"),
        ("weight", "2.5"),
    ]);
    let (_, m) = narrated(&o)
        .into_iter()
        .find(|(e, _)| matches!(e, InformedEvent::Improve { reopened: true, .. }))
        .expect("weighted A* reopens a state on this position");
    assert_eq!(m.code, "search.best.reopen_weighted");
    assert_eq!(m.get("w"), Some(&Param::Number(2.5)));
}

/// The codes an advice says, itself and the estimates it names.
fn advice_codes(m: &Message) -> Vec<String> {
    let Some(Param::Message(a)) = m.get("advice") else {
        panic!("no advice in {m:?}");
    };
    let mut out = vec![a.code.to_string()];
    if let Some(Param::List(names)) = a.get("names") {
        for n in names {
            let Param::Message(n) = n else {
                panic!("{n:?}")
            };
            out.push(n.code.to_string());
        }
    }
    out
}

#[test]
fn advice_never_names_the_estimate_or_the_search_in_use() {
    for algo in Algo::ALL {
        for h in Heuristic::ALL {
            let advice = Advice::of(algo, h);
            let said = advice_codes(&Message::new("sliding.limit").sub("advice", advice.message()));
            match &advice {
                Advice::UseEstimate => {
                    assert!(
                        !algo.uses_estimate() || h == Heuristic::None,
                        "{algo:?} {h:?}"
                    );
                }
                Advice::Stronger(list) => {
                    assert!(!list.contains(&h) && !list.is_empty(), "{algo:?} {h:?}");
                    let own = searchlight::puzzles::sliding::status::heuristic_code(h);
                    assert!(!said.iter().any(|c| c == own), "{algo:?} {h:?}: {said:?}");
                }
                Advice::IdaStar => {
                    assert!(algo.best_first() && h.pattern(), "{algo:?} {h:?}");
                }
                Advice::Bound => {
                    assert!(!algo.best_first() && h.pattern(), "{algo:?} {h:?}");
                }
            }
        }
    }
    // In the page: A* with the pattern database stopped at its bound of nodes kept is told of
    // IDA*, not of a better estimate; with misplaced tiles, of the stronger ones only.
    let stopped = |heuristic: &str| {
        let o = page(&[
            ("tiles", "8 6 7 2 5 4 3 0 1"),
            ("heuristic", heuristic),
            ("limit", "30"),
        ]);
        let (e, m) = narrated(&o).pop().expect("a step");
        assert!(matches!(e, InformedEvent::Stopped), "{e:?}");
        assert_eq!(m.code, "sliding.status.stopped");
        advice_codes(&m)
    };
    assert_eq!(stopped("pdb"), ["sliding.advice.idastar"]);
    assert_eq!(
        stopped("misplaced"),
        [
            "sliding.advice.stronger",
            "puzzle.heuristic.manhattan",
            "puzzle.heuristic.linear",
            "puzzle.heuristic.pdb"
        ]
    );
    // IDA* with the strongest estimate is told only that a higher bound goes further.
    assert_eq!(
        Advice::of(Algo::IdaStar, Heuristic::Pattern).message().code,
        "sliding.advice.bound"
    );
}

#[test]
fn the_cli_advises_by_the_search_and_estimate_in_use() {
    let run = |algo: &str, heuristic: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_searchlight"))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(["puzzle", "--tiles", "8 6 7 2 5 4 3 0 1", "--algo", algo])
            .args(["--heuristic", heuristic, "--limit", "30"])
            .output()
            .expect("the CLI runs");
        assert_eq!(out.status.code(), Some(1), "{algo} {heuristic}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    // The page's advice (sliding.advice.*), after the bound reached.
    let bounded = "searchlight: no solution found: the search reached its bound (--limit). ";
    let pdb = run("astar", "pdb");
    assert!(
        pdb.contains(&format!("{bounded}IDA* keeps only the path")),
        "{pdb}"
    );
    assert!(!pdb.contains("stronger estimate"), "{pdb}");
    let ida = run("idastar", "pdb");
    assert!(
        ida.contains("This is the strongest estimate offered"),
        "{ida}"
    );
    let bfs = run("bfs", "none");
    assert!(bfs.contains("A search guided by an estimate"), "{bfs}");
    let manhattan = run("astar", "manhattan");
    assert!(
        manhattan.contains("A stronger estimate (Manhattan + linear conflict, pattern database)"),
        "{manhattan}"
    );
}

#[test]
fn the_unsolvable_message_says_the_blank_is_counted_as_a_piece() {
    // On a 3-wide board a slide never changes the parity of the eight tiles' inversions; the
    // rule the code applies counts the blank as a piece, and its words say so.
    let out = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["puzzle", "--tiles", "2 1 3 4 5 6 7 8 0"])
        .output()
        .expect("the CLI runs");
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("counting the blank as a piece, its pieces are an odd permutation"),
        "{said}"
    );
}

#[test]
fn weighted_a_star_can_expand_more_than_a_star() {
    // The heuristic lesson's position: at the page's default w = 2, weighted A* expands more
    // states than A* (so the page says it usually searches less, not always).
    let expanded = |algo: &str| {
        let o = page(&[("tiles", "5 7 2 4 0 3 6 1 8"), ("algo", algo)]);
        let mut n = 0;
        for (e, _) in narrated(&o) {
            if let InformedEvent::Expand { .. } = e {
                n += 1;
            }
        }
        n
    };
    let (astar, weighted) = (expanded("astar"), expanded("wastar"));
    assert_eq!((astar, weighted), (426, 629));
}
