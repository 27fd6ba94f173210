//! "The code": over whole runs, the labels of the lines each event ran form a walk that the
//! listing's control flow allows (an automaton per listing, written here from the listing
//! alone), and at every step the variables equal those of the same algorithm followed here
//! independently (the path and the onward counts of each move; the queue; the stack).
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
use common::flow::{list, page_labels, Flow};

use searchlight::engine::{Event, Goal, SplitMix64, Trace};
use searchlight::puzzles::board::{Board, Square};
use searchlight::puzzles::code::{CodeState, Value};
use searchlight::puzzles::knight::{self, Strategy, TourSpec, TourView};

#[test]
fn knight_lines_follow_the_listing_and_its_variables_the_search() {
    // tour(path): full? solved | prune? pruned | head, for v: visit, recurse (call or
    // back here), backtrack; fail returns to the caller's recurse line, or ends the run.
    let flow = Flow::new(
        "call",
        &[
            ("call", &["full"]),
            ("full", &["solved", "prune"]),
            ("solved", &["end"]),
            ("prune", &["pruned", "head"]),
            ("pruned", &["recurse"]),
            ("head", &["next"]),
            ("next", &["visit", "fail"]),
            ("visit", &["recurse"]),
            ("recurse", &["call", "backtrack"]),
            ("backtrack", &["next"]),
            ("fail", &["recurse", "end"]),
        ],
    );
    let mut rng = SplitMix64::new(5);
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for run in 0..24 {
        let b = Board::new(3 + rng.below(6) as u32, 3 + rng.below(6) as u32).unwrap();
        let start = rng.below(u64::from(b.len())) as Square;
        let strategy = [Strategy::Dfs, Strategy::Warnsdorff, Strategy::Most][run % 3];
        let mut spec = TourSpec::new(b, start, strategy, run % 4 == 1);
        spec.prune = run % 2 == 0;
        let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 1 << 20);
        let mut at = flow.start;
        let mut path: Vec<Square> = vec![start];
        let context = format!("run {run} {spec:?}");
        for step in 0..4000 {
            let shown = trace.shown();
            let (last, before) = (shown.last(), shown.len().checked_sub(2).map(|i| &shown[i]));
            let state: CodeState = knight::code::state(spec, &trace.view().clone(), last, before);
            if step > 0 {
                at = flow.walk(at, &state.lines, &format!("{context} step {step}"));
            } else {
                assert_eq!(state.lines, ["call"]);
            }
            seen.extend(state.lines.iter().copied());
            // The variables against the path followed here and onward counts counted here.
            assert_eq!(
                list(state.get("path")),
                path.iter().map(|&s| b.name(s)).collect::<Vec<_>>()
                    [path.len().saturating_sub(16)..]
            );
            assert_eq!(
                state.depth as usize,
                path.len(),
                "one call per square on the path"
            );
            let head = *path.last().unwrap();
            assert_eq!(state.get("u"), Some(&Value::Text(b.name(head))));
            let on: BTreeSet<Square> = path.iter().copied().collect();
            let mut expected: Vec<String> = knight::neighbours(b, head)
                .filter(|s| !on.contains(s))
                .map(|s| {
                    let mut onward = knight::neighbours(b, s).filter(|n| !on.contains(n)).count();
                    if spec.closed
                        && strategy == Strategy::Warnsdorff
                        && knight::neighbours(b, s).any(|n| n == start)
                    {
                        onward += 1;
                    }
                    if strategy == Strategy::Dfs {
                        b.name(s)
                    } else {
                        format!("{} {onward}", b.name(s))
                    }
                })
                .collect();
            let mut got = list(state.get("ordered"));
            if strategy == Strategy::Dfs {
                assert_eq!(got, expected, "DFS keeps the fixed move order");
            } else {
                got.sort();
                expected.sort();
                assert_eq!(got, expected);
            }
            match trace.forward(1).0 {
                0 => {
                    assert!(flow.can_end(at), "{context}: the run ends at {at}");
                    break;
                }
                _ => match trace.last_event() {
                    Some(Event::Visit(_)) => path.push(trace.view().head()),
                    Some(Event::Backtrack(_)) => {
                        path.pop();
                    }
                    _ => {}
                },
            }
        }
    }
    for label in [
        "call",
        "full",
        "solved",
        "prune",
        "pruned",
        "head",
        "next",
        "visit",
        "recurse",
        "backtrack",
        "fail",
    ] {
        assert!(seen.contains(label), "no run went through {label}");
    }
    // Every line Rust lights is a line of the page's listing, each label once.
    let labels = page_labels("knight");
    assert_eq!(labels.iter().collect::<BTreeSet<_>>().len(), labels.len());
    for label in &seen {
        assert!(
            labels.iter().any(|l| l == label),
            "{label} is not a line of the listing"
        );
    }
}
