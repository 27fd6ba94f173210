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
    // The Java form has the same lines in the same order, and its closing braces (never lit).
    let java: Vec<String> = page_labels("knight_java")
        .into_iter()
        .filter(|l| l != "loop_end" && l != "close")
        .collect();
    assert_eq!(java, labels);
    for label in &seen {
        assert!(
            labels.iter().any(|l| l == label),
            "{label} is not a line of the listing"
        );
    }
}

#[test]
fn queens_lines_test_every_column_and_the_variables_follow_the_board() {
    use searchlight::puzzles::queens::{self, BoardView, NQueens, Variant};
    // place(row): full? solved (returns) | for col: test, place, recurse (call or back
    // here), backtrack; the loop's end returns to the caller's recurse line, or ends the run.
    let flow = Flow::new(
        "call",
        &[
            ("call", &["full"]),
            ("full", &["solved", "next"]),
            ("solved", &["recurse"]),
            ("next", &["test", "fail"]),
            ("test", &["next", "place"]),
            ("place", &["recurse"]),
            ("recurse", &["call", "backtrack"]),
            ("backtrack", &["next"]),
            ("fail", &["recurse", "end"]),
        ],
    );
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for n in 1..=8u32 {
        for variant in [Variant::Mark, Variant::Check] {
            let listing = if variant == Variant::Mark {
                "queens_mark"
            } else {
                "queens_check"
            };
            let labels = page_labels(listing);
            let mut trace = Trace::new(
                NQueens::new(n, variant).search(Goal::All),
                BoardView::new(n),
                1 << 22,
            );
            let mut at = flow.start;
            let mut queens: Vec<u32> = Vec::new();
            let mut tests = 0u64;
            loop {
                let shown = trace.shown();
                let (last, before) = (shown.last(), shown.len().checked_sub(2).map(|i| &shown[i]));
                let state = queens::code::state(n, variant, trace.view(), last, before);
                if last.is_some() {
                    at = flow.walk(at, &state.lines, &format!("n {n} {variant:?}"));
                }
                tests += state.lines.iter().filter(|&&l| l == "test").count() as u64;
                for l in &state.lines {
                    assert!(
                        labels.iter().any(|x| x == l),
                        "{l} is not a line of {listing}"
                    );
                    seen.insert(l);
                }
                assert_eq!(
                    list(state.get("queen")),
                    queens
                        .iter()
                        .map(|c| (c + 1).to_string())
                        .collect::<Vec<_>>()
                );
                if let (Variant::Mark, Some(Value::Number(row))) = (variant, state.get("row")) {
                    let row = *row as u32 - 1;
                    if row < n {
                        // put_down's marks on this row, counted here from the queens above.
                        let marks: Vec<String> = (0..n)
                            .map(|c| {
                                (0..row as usize)
                                    .filter(|&r| {
                                        let q = queens[r];
                                        q == c || q.abs_diff(c) == row - r as u32
                                    })
                                    .count()
                                    .to_string()
                            })
                            .collect();
                        assert_eq!(list(state.get("attacked[row]")), marks);
                    }
                }
                if trace.forward(1).0 == 0 {
                    assert!(flow.can_end(at), "n {n}: ends at {at}");
                    break;
                }
                match trace.last_event() {
                    Some(Event::Visit(c)) => queens.push(*c),
                    Some(Event::Backtrack(_)) => {
                        queens.pop();
                    }
                    _ => {}
                }
            }
            // Every square examined for a queen is one test line: N per expanded state
            // that is not a solution, so 15,720 for 8 queens.
            let stats = trace.search().stats();
            assert_eq!(tests, queens::squares_examined(n, &stats), "n {n}");
            if n == 8 {
                assert_eq!(tests, 15_720);
            }
        }
    }
    assert_eq!(seen.len(), 9, "every line of the listing ran: {seen:?}");
}

/// A BFS's lines and variables over a whole run against a queue, colours and distances kept
/// here from a plain BFS of the test's own (the same neighbour order).
fn bfs_run<G: searchlight::engine::Graph + Clone>(
    graph: G,
    source: u32,
    goal: Option<u32>,
    listing: &'static str,
    name: &dyn Fn(u32) -> String,
) -> BTreeSet<&'static str> {
    use searchlight::engine::{Bfs, BfsView};
    use searchlight::puzzles::bfs::code as bfs_code;
    use std::collections::VecDeque;
    let mut edges: Vec<(&'static str, &[&'static str])> = vec![
        ("call", &["init"]),
        ("init", &["loop"]),
        ("loop", &["dequeue", "done"]),
        ("dequeue", &["nbr"]),
        ("nbr", &["white", "finish"]),
        ("white", &["nbr", "discover"]),
        ("finish", &["loop"]),
        ("done", &["end"]),
        ("enqueue", &["nbr"]),
    ];
    if listing == "ladder" {
        edges.extend([
            ("discover", &["goal"][..]),
            ("goal", &["enqueue", "end"][..]),
        ]);
    } else {
        edges.push(("discover", &["enqueue"]));
    }
    let flow = Flow::new("call", &edges);
    let labels = page_labels(listing);
    let n = graph.vertex_count();
    let mut trace = Trace::new(
        Bfs::new(graph.clone(), source, goal),
        BfsView::new(n, source),
        1 << 22,
    );
    // The test's own BFS, one step of the listing at a time.
    let mut queue = VecDeque::from([source]);
    let mut dist = vec![u32::MAX; n];
    dist[source as usize] = 0;
    let mut current: Option<(u32, Vec<u32>, usize)> = None; // u, its neighbours, next index
    let mut at = "";
    let mut seen = BTreeSet::new();
    loop {
        let state = bfs_code::state(listing, trace.view(), trace.last_event(), name);
        at = if at.is_empty() {
            flow.walk("call", &state.lines[1..], listing)
        } else {
            flow.walk(at, &state.lines, listing)
        };
        for l in &state.lines {
            assert!(
                labels.iter().any(|x| x == l),
                "{l} is not a line of {listing}"
            );
            seen.insert(*l);
        }
        let shown: Vec<String> = queue.iter().take(16).map(|&x| name(x)).collect();
        assert_eq!(list(state.get("queue")), shown);
        if let Some(Value::Text(v)) = state.get("v") {
            let d = (0..n as u32)
                .find(|&x| &name(x) == v)
                .map(|x| dist[x as usize])
                .unwrap();
            assert_eq!(state.get("dist[v]"), Some(&Value::Number(f64::from(d))));
        }
        if trace.forward(1).0 == 0 {
            assert!(flow.can_end(at), "{listing} ends at {at}");
            return seen;
        }
        // The same step of the test's BFS: take off the queue, or look along the next edges
        // until one discovers a vertex, or finish.
        match &mut current {
            None => {
                let Some(u) = queue.pop_front() else { continue };
                let mut near = Vec::new();
                graph.neighbours(u, &mut near);
                current = Some((u, near, 0));
            }
            Some((u, near, i)) => {
                let u = *u;
                let mut found = false;
                while *i < near.len() {
                    let v = near[*i];
                    *i += 1;
                    if dist[v as usize] == u32::MAX {
                        dist[v as usize] = dist[u as usize] + 1;
                        queue.push_back(v);
                        found = true;
                        break;
                    }
                }
                if !found {
                    current = None;
                }
            }
        }
    }
}

#[test]
fn bfs_lines_follow_the_listing_and_the_queue_a_plain_bfs() {
    use searchlight::puzzles::knight::layers::KnightGraph;
    use searchlight::puzzles::ladder::{ListName, WordList};
    let mut rng = SplitMix64::new(9);
    let mut seen = BTreeSet::new();
    for _ in 0..10 {
        let b = Board::new(3 + rng.below(6) as u32, 3 + rng.below(6) as u32).unwrap();
        let source = rng.below(u64::from(b.len())) as u32;
        seen.extend(bfs_run(KnightGraph(b), source, None, "bfs", &|s| b.name(s)));
    }
    assert_eq!(
        seen.len(),
        page_labels("bfs").len(),
        "every line ran: {seen:?}"
    );
    let words = WordList::builtin("four").unwrap();
    let (fool, sage) = (words.lookup("fool").unwrap(), words.lookup("sage").unwrap());
    let name = |i: u32| words.word(i).to_uppercase();
    let mut seen = bfs_run(words.clone(), fool, Some(sage), "ladder", &name);
    let small = WordList::parse(ListName::Pasted, "cold cord card ward warm word worm").unwrap();
    let name = |i: u32| small.word(i).to_uppercase();
    seen.extend(bfs_run(small.clone(), 0, None, "ladder", &name));
    assert_eq!(
        seen.len(),
        page_labels("ladder").len(),
        "every line ran: {seen:?}"
    );
}
