//! "The code" of the sliding puzzle's best-first search: over whole runs on random 8-puzzle
//! positions in every order, the labels of the lines each event ran form a walk the
//! listing's control flow allows (an automaton written here from the listing alone), the
//! variables are the search's (s the state expanded, t the successor, their g and h), every
//! label Rust sends is a line of the page's listing, and every line is reached.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
use common::flow::{page_labels, Flow};

use searchlight::engine::{
    BestFirst, BestFirstView, InformedEvent, Order, Repeats, Replay, Stepper,
};
use searchlight::puzzles::code::Value;
use searchlight::puzzles::sliding::{code, Heuristic, Sliding, Tiles};

#[test]
fn puzzle_lines_follow_the_listing_and_its_variables_the_search() {
    let flow = Flow::new(
        "call",
        &[
            ("call", &["init"]),
            ("init", &["start"]),
            ("start", &["loop"]),
            ("loop", &["pop", "done", "end"]),
            ("pop", &["goal"]),
            ("goal", &["close", "end"]),
            ("close", &["succ", "loop"]),
            ("succ", &["seen"]),
            ("seen", &["dup", "reopen"]),
            ("dup", &["succ", "loop"]),
            ("reopen", &["record"]),
            ("record", &["gen_goal", "push"]),
            ("gen_goal", &["push", "end"]),
            ("push", &["succ", "loop"]),
            ("done", &["end"]),
        ],
    );
    let goal = Tiles::solved(3);
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    // A 2x2 position the goal cannot be reached from: its 12 states searched to the end.
    let small = Tiles::solved(2);
    let odd = Tiles::parse("2 1 3 0", 2).unwrap().position();
    let orders = [
        Order::Breadth,
        Order::Uniform,
        Order::Greedy,
        Order::AStar,
        Order::Weighted(30),
    ];
    for (seed, moves) in [(0, 0), (1, 0), (2, 5), (3, 12), (4, 20), (5, 26)] {
        for heuristic in [Heuristic::Misplaced, Heuristic::Manhattan] {
            let (puzzle, start) = if seed == 0 {
                (Sliding::new(&small, heuristic), odd)
            } else {
                let p = Sliding::new(&goal, heuristic);
                let s = p.shuffled(moves, seed);
                (p, s)
            };
            for order in orders {
                for memory in [true, false] {
                    if !memory && (moves > 12 || seed == 0) {
                        continue;
                    }
                    let fifo = order == Order::Breadth;
                    let repeats = if memory {
                        Repeats::GraphSearch
                    } else {
                        Repeats::TreeSearch
                    };
                    let mut search = BestFirst::new(puzzle.clone(), start, order, repeats, 50_000);
                    let mut view = BestFirstView::new(order, start, puzzle.estimate_of(&start));
                    let context = format!("seed {seed} {order:?} memory {memory}");
                    let first = code::state(&puzzle, &view, None, fifo);
                    let mut at = flow.walk(flow.start, &first.lines[1..], &context);
                    seen.extend(first.lines.iter().copied());
                    while let Some(e) = search.step() {
                        view.forward(&e);
                        let st = code::state(&puzzle, &view, Some(&e), fifo);
                        at = flow.walk(at, &st.lines, &format!("{context} {e:?}"));
                        seen.extend(st.lines.iter().copied());
                        // The variables are the search's own.
                        let c = view.counts();
                        assert_eq!(st.get("len(closed)"), Some(&Value::num(c.closed as f64)));
                        if let InformedEvent::Expand { g, h, .. } = e {
                            assert_eq!(st.get("g[s]"), Some(&Value::num(g)), "{context}");
                            assert_eq!(st.get("h(s)"), Some(&Value::num(h)), "{context}");
                            assert_eq!(st.get("t"), Some(&Value::None), "{context}");
                        }
                        if let InformedEvent::Generate { g, h, .. } = e {
                            assert_eq!(st.get("g[t]"), Some(&Value::num(g)), "{context}");
                            assert_eq!(st.get("h(t)"), Some(&Value::num(h)), "{context}");
                        }
                    }
                    assert!(flow.can_end(at), "{context}: ends at {at}");
                }
            }
        }
    }
    let labels = page_labels("puzzle");
    for label in &seen {
        assert!(
            labels.iter().any(|l| l == label),
            "{label} is not a line of the listing"
        );
    }
    for label in &labels {
        assert!(seen.contains(label.as_str()), "no run went through {label}");
    }
}
