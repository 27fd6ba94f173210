//! "The code" of the sliding puzzle's depth-first family (DFS to a depth, iterative
//! deepening, IDA*): over whole runs on random 8-puzzle positions, with and without memory,
//! the labels of the lines each event ran form a walk the listing's control flow allows (an
//! automaton written here from the listing alone), the variables are the search's (the
//! bound, the least value over it, s the path's end, t the successor not entered and its
//! measure m), every label Rust sends is a line of the page's listing, and every line is
//! reached.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
use common::flow::{page_labels, Flow};

use searchlight::engine::{DeepEvent, DeepSearch, DeepView, Deepening, Replay, Stepper};
use searchlight::puzzles::code::Value;
use searchlight::puzzles::sliding::solve::Algo;
use searchlight::puzzles::sliding::{code_deep, Heuristic, Sliding, Tiles};

#[test]
fn deep_lines_follow_the_listing_and_its_variables_the_search() {
    let flow = Flow::new(
        "call",
        &[
            ("call", &["init"]),
            ("init", &["loop"]),
            ("loop", &["iter"]),
            ("iter", &["root"]),
            ("root", &["enter", "none", "end"]),
            ("none", &["deepen", "end"]),
            ("deepen", &["loop"]),
            ("enter", &["mark"]),
            ("mark", &["goal"]),
            ("goal", &["succ", "down", "root"]),
            ("succ", &["seen", "back"]),
            ("seen", &["repeat", "measure"]),
            ("repeat", &["succ"]),
            ("measure", &["test"]),
            ("test", &["prune", "push"]),
            ("prune", &["succ"]),
            ("push", &["down"]),
            ("down", &["enter", "pop", "down", "root"]),
            ("pop", &["succ"]),
            ("back", &["down", "root"]),
        ],
    );
    let goal = Tiles::solved(3);
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut lit = 0u64;
    for seed in 1..=8u64 {
        for heuristic in [Heuristic::Manhattan, Heuristic::Misplaced] {
            let puzzle = Sliding::new(&goal, heuristic);
            let start = puzzle.shuffled(3 + seed as u32 * 2, seed);
            for mode in [
                Deepening::IdaStar,
                Deepening::Iterative,
                Deepening::Depth(5),
            ] {
                for memory in [true, false] {
                    let by_f = mode == Deepening::IdaStar;
                    let algo = match mode {
                        Deepening::IdaStar => Algo::IdaStar,
                        Deepening::Iterative => Algo::Ids,
                        Deepening::Depth(_) => Algo::Dfs,
                    };
                    let repeats = algo.repeats(memory);
                    let mut search = DeepSearch::new(puzzle.clone(), start, mode, repeats, 20_000);
                    let mut view = DeepView::new(by_f);
                    let context = format!("seed {seed} {mode:?} memory {memory}");
                    let first = code_deep::state(&puzzle, &view, None, None, by_f);
                    let mut at = flow.walk(flow.start, &first.lines[1..], &context);
                    seen.extend(first.lines.iter().copied());
                    let mut before: Option<DeepEvent<_>> = None;
                    let mut stopped = false;
                    while let Some(e) = search.step() {
                        view.forward(&e);
                        let st = code_deep::state(&puzzle, &view, Some(&e), before.as_ref(), by_f);
                        let ctx = format!("{context} {e:?}");
                        at = flow.walk(at, &st.lines, &ctx);
                        seen.extend(st.lines.iter().copied());
                        lit += 1;
                        // The variables are the search's own.
                        assert_eq!(
                            st.get("bound"),
                            Some(&Value::or_none(view.bound().map(Value::num))),
                            "{ctx}"
                        );
                        assert_eq!(
                            st.get("over[0]"),
                            Some(&Value::or_none(view.next_bound().map(Value::num))),
                            "{ctx}"
                        );
                        assert_eq!(
                            st.get("len(path)"),
                            Some(&Value::num(view.path().len() as f64)),
                            "{ctx}"
                        );
                        match e {
                            DeepEvent::Visit { g, .. } => {
                                assert_eq!(st.get("g"), Some(&Value::num(g)), "{ctx}");
                                assert_eq!(st.get("t"), Some(&Value::None), "{ctx}");
                            }
                            DeepEvent::Prune { g, h, .. } => {
                                let m = if by_f {
                                    g + h
                                } else {
                                    view.path().len() as u32
                                };
                                assert_eq!(st.get("m"), Some(&Value::num(m)), "{ctx}");
                                assert!(m > view.bound().unwrap(), "{ctx}");
                            }
                            DeepEvent::Stopped => stopped = true,
                            _ => {}
                        }
                        before = Some(e);
                    }
                    assert!(stopped || flow.can_end(at), "{context}: ends at {at}");
                }
            }
        }
    }
    let labels = page_labels("puzzle_deep");
    for label in &seen {
        assert!(
            labels.iter().any(|l| l == label),
            "{label} is not a line of the listing"
        );
    }
    for label in &labels {
        assert!(seen.contains(label.as_str()), "no run went through {label}");
    }
    assert!(lit > 10_000, "{lit} events");
}
