//! BFS (layers and ladders) and DFS times graded by the queue, the colours and the clock.

use super::*;

/// Every step of a BFS graded against a queue and colours kept here from the events
/// alone: the front leaves the queue; the one expanded discovers any neighbour still
/// white; "none" once it has none. `names` names a vertex; `all` every answer to try.
fn bfs_graded<G: searchlight::engine::Graph + Clone>(
    graph: G,
    source: u32,
    goal: Option<u32>,
    names: &searchlight::puzzles::bfs::predict::Names,
    all: &[String],
) -> u64 {
    use searchlight::engine::{Bfs, BfsEvent, BfsView};
    use searchlight::puzzles::bfs::predict as bfs;
    use searchlight::puzzles::message::Message;
    use searchlight::puzzles::predict::NONE;
    use std::collections::VecDeque;
    let n = graph.vertex_count();
    let mut trace = Trace::new(
        Bfs::new(graph.clone(), source, goal),
        BfsView::new(n, source),
        1 << 20,
    );
    let mut queue = VecDeque::from([source]);
    let mut seen = vec![false; n];
    seen[source as usize] = true;
    let mut current: Option<u32> = None;
    let mut graded = 0;
    loop {
        let next = trace.peek();
        let view = trace.view().clone();
        let q = bfs::question(&graph, &view, next, names, Message::new("why"));
        let Some(next) = next else {
            assert!(q.is_none());
            return graded;
        };
        let q = q.unwrap();
        let name = names.name;
        let expected: BTreeSet<String> = match next {
            BfsEvent::Dequeue(_) => set([name(*queue.front().unwrap())]),
            BfsEvent::Discover { .. } | BfsEvent::Found { .. } | BfsEvent::Finish { .. } => {
                let u = current.unwrap();
                let mut near = Vec::new();
                graph.neighbours(u, &mut near);
                let white: BTreeSet<String> = near
                    .into_iter()
                    .filter(|&v| !seen[v as usize])
                    .map(name)
                    .collect();
                if white.is_empty() {
                    set([NONE.to_string()])
                } else {
                    white
                }
            }
            BfsEvent::Exhausted => {
                assert!(q.free);
                BTreeSet::new()
            }
        };
        assert_eq!(set(q.accepts.clone()), expected, "{next:?}");
        if !q.free {
            for a in all {
                let v = bfs::grade(&graph, &view, names, &q, a);
                assert_eq!(
                    v.right,
                    expected.contains(&v.given) && !v.given.is_empty(),
                    "{a} at {next:?}"
                );
                assert_eq!(
                    v.right,
                    expected.contains(&a.to_uppercase()) || expected.contains(&a.to_lowercase()),
                    "{a}"
                );
                graded += 1;
            }
        }
        trace.forward(1);
        match next {
            BfsEvent::Dequeue(u) => {
                assert_eq!(queue.pop_front(), Some(u));
                current = Some(u);
            }
            BfsEvent::Discover { vertex, .. } | BfsEvent::Found { vertex, .. } => {
                seen[vertex as usize] = true;
                queue.push_back(vertex);
            }
            BfsEvent::Finish { .. } => current = None,
            BfsEvent::Exhausted => {}
        }
    }
}

#[test]
fn bfs_layers_and_ladders_graded_by_the_queue_and_the_white_neighbours() {
    use searchlight::puzzles::bfs::predict::{Family, Names};
    use searchlight::puzzles::knight::layers::KnightGraph;
    use searchlight::puzzles::ladder::{ListName, WordList};
    let mut rng = SplitMix64::new(3);
    let mut graded = 0;
    for _ in 0..12 {
        let b = Board::new(3 + rng.below(6) as u32, 3 + rng.below(6) as u32).unwrap();
        let source = rng.below(u64::from(b.len())) as u32;
        let name = |s: u32| b.name(s);
        let read = |t: &str| b.parse_square(&t.to_lowercase()).ok();
        let names = Names {
            name: &name,
            read: &read,
            unreadable: "x",
            family: Family::Squares,
        };
        let mut all: Vec<String> = (0..b.len()).map(|s| b.name(s)).collect();
        all.extend(["none".into(), "z9".into(), "".into()]);
        graded += bfs_graded(KnightGraph(b), source, None, &names, &all);
    }
    let list = WordList::parse(
        ListName::Pasted,
        "fool pool poll pole pale sale sage foul foil fail fall pall tool toll tall sall cool coal",
    )
    .unwrap();
    let name = |i: u32| list.word(i).to_uppercase();
    let read = |t: &str| list.lookup(&t.trim().to_lowercase());
    let names = Names {
        name: &name,
        read: &read,
        unreadable: "x",
        family: Family::Words,
    };
    let mut all: Vec<String> = (0..list.len() as u32)
        .map(|i| list.word(i).to_string())
        .collect();
    all.extend(["none".into(), "zzzz".into()]);
    let (fool, sage) = (list.lookup("fool").unwrap(), list.lookup("sage").unwrap());
    graded += bfs_graded(list.clone(), fool, Some(sage), &names, &all);
    graded += bfs_graded(list.clone(), sage, None, &names, &all);
    assert!(graded > 10_000, "{graded}");
}

#[test]
fn dfs_times_graded_by_colours_and_the_clock() {
    use searchlight::engine::{ForestEvent, ForestView, NONE};
    use searchlight::puzzles::digraph::{Digraph, EXAMPLE};
    use searchlight::puzzles::forest::predict as forest;
    use searchlight::puzzles::message::Message;
    let mut rng = SplitMix64::new(11);
    let mut texts = vec![EXAMPLE.to_string()];
    for _ in 0..30 {
        let n = 2 + rng.below(9);
        let mut t = String::new();
        for v in 0..n {
            t.push_str(&format!("v{v}\n"));
        }
        for _ in 0..rng.below(n * 3) {
            t.push_str(&format!("v{} v{}\n", rng.below(n), rng.below(n)));
        }
        texts.push(t);
    }
    let mut graded = 0u64;
    let mut classes = BTreeSet::new();
    for text in texts {
        let g = Digraph::parse(&text).unwrap();
        let n = g.len();
        let name = |v: u32| g.name(v).to_string();
        let find = |t: &str| g.names().iter().position(|x| x == t).map(|i| i as u32);
        let mut trace = Trace::new(g.traversal(), ForestView::new(n), 1 << 16);
        // Kept here from the events alone: colours (0 white, 1 gray, 2 black), discovery
        // times, the path of gray vertices and the clock.
        let (mut colour, mut found, mut path, mut clock) =
            (vec![0u8; n], vec![0u32; n], Vec::new(), 0u32);
        loop {
            let next = trace.peek();
            let view = trace.view().clone();
            let q = forest::question(&view, next, &name, Message::new("why"));
            let Some(next) = next else { break };
            let q = q.unwrap();
            let expected: Option<String> = match next {
                ForestEvent::Root(_) => Some(name(
                    (0..n as u32).find(|&v| colour[v as usize] == 0).unwrap(),
                )),
                ForestEvent::Discover { parent, .. } if parent == NONE => None,
                ForestEvent::Discover {
                    vertex: w,
                    parent: u,
                    ..
                }
                | ForestEvent::Edge { from: u, to: w, .. } => {
                    assert_eq!(Some(&u), path.last(), "edges leave the top of the path");
                    Some(
                        match colour[w as usize] {
                            0 => "tree",
                            1 => "back",
                            _ if found[u as usize] < found[w as usize] => "forward",
                            _ => "cross",
                        }
                        .to_string(),
                    )
                }
                ForestEvent::Finish { .. } => {
                    Some(format!("{} {}", name(*path.last().unwrap()), clock + 1))
                }
                ForestEvent::Done => None,
            };
            match &expected {
                None => assert!(q.free),
                Some(e) => {
                    assert_eq!(q.accepts, vec![e.clone()]);
                    classes.insert(e.clone());
                    let mut answers: Vec<String> =
                        ["tree", "back", "forward", "cross", "Back edge", "x y z"]
                            .map(String::from)
                            .to_vec();
                    for v in 0..n as u32 {
                        answers.push(name(v));
                        for t in clock.saturating_sub(1)..clock + 3 {
                            answers.push(format!("{} {t}", name(v)));
                        }
                    }
                    for a in answers {
                        let v = forest::grade(&view, &q, &a, &find, &name);
                        let read = if a == "Back edge" {
                            "back".to_string()
                        } else {
                            a.clone()
                        };
                        assert_eq!(v.right, &read == e, "{a} for {e}");
                        graded += 1;
                    }
                }
            }
            trace.forward(1);
            match next {
                ForestEvent::Discover { vertex, time, .. } => {
                    clock += 1;
                    assert_eq!(time, clock);
                    colour[vertex as usize] = 1;
                    found[vertex as usize] = time;
                    path.push(vertex);
                }
                ForestEvent::Finish { vertex, .. } => {
                    clock += 1;
                    colour[vertex as usize] = 2;
                    assert_eq!(path.pop(), Some(vertex));
                }
                _ => {}
            }
        }
    }
    assert!(graded > 10_000, "{graded}");
    assert_eq!(
        classes
            .iter()
            .filter(|c| ["tree", "back", "forward", "cross"].contains(&c.as_str()))
            .count(),
        4
    );
}
