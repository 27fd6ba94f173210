//! "The code" of Sokoban's IDA*: over whole runs on the built-in levels, by pushes and by
//! moves, with the path checked and not, with deadlock pruning on and off, the labels of the
//! lines each event ran form a walk the listing's control flow allows (an automaton written
//! here from the listing alone), the variables are the search's (the bound, the least f over
//! it, the path's length and its end's g, t the successor not entered and its f), every
//! label Rust sends is a line of the page's listing, and every labelled line is reached.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
use common::flow::{page_labels, Flow};

use searchlight::engine::{DeepEvent, DeepView, Replay, Stepper};
use searchlight::puzzles::code::Value;
use searchlight::puzzles::sokoban::{code_deep, levels, Algo, By, Estimate, Search};

#[test]
fn ida_lines_follow_the_listing_and_its_variables_the_search() {
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
            ("enter", &["goal"]),
            ("goal", &["succ", "down", "root"]),
            ("succ", &["prune_if", "back"]),
            ("prune_if", &["seen"]),
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
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut lit = 0u64;
    for (i, level) in levels::builtin().iter().enumerate().take(6) {
        for by in [By::Pushes, By::Moves] {
            for visited in [true, false] {
                for dead in [true, false] {
                    let search = Search {
                        algo: Algo::Ida,
                        by,
                        visited,
                        dead,
                        estimate: Estimate::Sum,
                    };
                    let mut ida = search.ida(level, 3_000).expect("IDA*");
                    let mut view = DeepView::new(true);
                    let context = format!("level {} {by:?} visited {visited} dead {dead}", i + 1);
                    let first = code_deep::state(level, &view, None, None);
                    let mut at = flow.walk(flow.start, &first.lines[1..], &context);
                    seen.extend(first.lines.iter().copied());
                    let mut before: Option<DeepEvent<_>> = None;
                    let mut stopped = false;
                    while let Some(e) = ida.step() {
                        view.forward(&e);
                        let st = code_deep::state(level, &view, Some(&e), before.as_ref());
                        let ctx = format!("{context} {e:?}");
                        at = flow.walk(at, &st.lines, &ctx);
                        seen.extend(st.lines.iter().copied());
                        lit += 1;
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
                                assert_eq!(st.get("f"), Some(&Value::num(g + h)), "{ctx}");
                                assert!(g + h > view.bound().unwrap(), "{ctx}");
                            }
                            DeepEvent::Repeat { .. } => {
                                assert_ne!(st.get("t"), Some(&Value::None), "{ctx}");
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
    let labels = page_labels("sokoban_deep");
    for label in &seen {
        assert!(
            labels.iter().any(|l| l == label),
            "{label} is not a line of the listing"
        );
    }
    for label in &labels {
        assert!(seen.contains(label.as_str()), "no run went through {label}");
    }
    assert!(lit > 5_000, "{lit} events");
}
