//! Frontier BFS by hand, against DFS, and the forest on random graphs.

use super::*;

#[test]
fn frontier_bfs_events_by_hand() {
    let mut search = FrontierBfs::new(Bits::new(2), Vec::new(), Goal::All, 100);
    let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
    use FrontierEvent::*;
    assert_eq!(
        events,
        [
            Expand { children: 2 }, // "" -> "0", "1"
            Expand { children: 2 }, // "0" -> "00", "01"
            Expand { children: 1 }, // "1" -> "10"
            Solution,               // "00"
            DeadEnd,                // "01"
            Solution,               // "10"
            Exhausted,
        ]
    );
    assert_eq!(
        search.stats(),
        FrontierStats {
            steps: 7,
            nodes: 6,
            dead_ends: 1,
            solutions: 2,
            max_frontier: 3,
        }
    );
    assert_eq!(search.solutions(), [vec![0, 0], vec![1, 0]]);
    // Exhausted, not capped.
    assert!(search.stopped() && !search.capped());

    // A cap of two stops it when "0" is expanded and three strings wait.
    let mut capped = FrontierBfs::new(Bits::new(3), Vec::new(), Goal::All, 2);
    assert!(!capped.capped());
    let events: Vec<_> = std::iter::from_fn(|| capped.step()).collect();
    assert_eq!(events, [Expand { children: 2 }, Capped { children: 2 }]);
    assert!(capped.stopped() && capped.capped());
    assert_eq!(capped.frontier(), 3);
    // Stopped at its goal with a full queue under the cap: not capped.
    let mut first = FrontierBfs::new(Bits::new(2), Vec::new(), Goal::First, 100);
    first.run_to_end();
    assert!(first.stopped() && !first.capped());
}

#[test]
fn frontier_bfs_finds_what_dfs_finds() {
    for length in 0..=10 {
        let mut dfs = Dfs::new(Bits::new(length), Vec::new(), Goal::All);
        let by_dfs = solutions_met(&mut dfs);
        let mut trace = Trace::new(
            FrontierBfs::new(Bits::new(length), Vec::new(), Goal::All, 1 << 20).keep_tree(),
            FrontierView::default(),
            1 << 20,
        );
        assert_eq!(trace.forward(u64::MAX).1, Some(Halt::Finished));
        let bfs = trace.search();
        // Every solution has the same length, so breadth-first meets them in DFS's order.
        assert_eq!(bfs.solutions(), by_dfs, "length {length}");
        let s = bfs.stats();
        assert_eq!(s.nodes, dfs.stats().nodes + 1, "the root is a node here");
        assert_eq!(s.dead_ends, dfs.stats().dead_ends);
        assert_eq!(s.solutions, dfs.stats().solutions);
        // The view numbers the solutions; the kept tree leads back to each.
        let view = trace.view();
        assert_eq!(view.solutions.len(), by_dfs.len());
        assert_eq!(view.max_frontier, s.max_frontier);
        for (&node, solution) in view.solutions.iter().zip(&by_dfs) {
            assert_eq!(&bfs.path(node), solution);
        }
        for goal in [Goal::First, Goal::Limit(3)] {
            let mut some = FrontierBfs::new(Bits::new(length), Vec::new(), goal, 1 << 20);
            some.run_to_end();
            let want = if goal == Goal::First { 1 } else { 3 };
            assert_eq!(some.solutions(), &by_dfs[..want.min(by_dfs.len())]);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn bfs_on_random_graphs(g in matrix(20), pick in any::<u32>()) {
        let s = pick % g.n as u32;
        let mut search = Bfs::new(g.clone(), s, None);
        let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
        prop_assert_eq!(search.reached().distances(), &relaxed_distances(&g, s)[..]);

        // Vertices leave the queue in the order they joined it, layer by layer.
        let mut joined = vec![s];
        let mut left = Vec::new();
        let (mut queue, mut max_queue, mut edges) = (1u64, 1u64, 0u64);
        for event in &events {
            match *event {
                BfsEvent::Discover { vertex, distance, edges: e, .. } => {
                    prop_assert!(!joined.contains(&vertex));
                    let last = search.reached().distances()[*joined.last().unwrap() as usize];
                    prop_assert!(distance >= last);
                    joined.push(vertex);
                    queue += 1;
                    max_queue = max_queue.max(queue);
                    edges += u64::from(e);
                }
                BfsEvent::Dequeue(u) => {
                    left.push(u);
                    queue -= 1;
                }
                BfsEvent::Finish { edges: e, .. } => edges += u64::from(e),
                BfsEvent::Found { .. } => prop_assert!(false, "no goal was given"),
                BfsEvent::Exhausted => {}
            }
        }
        prop_assert_eq!(&left, &joined);
        // Each vertex's predecessor is the first to leave the queue with an edge to it.
        for &v in &joined[1..] {
            let first = left.iter().find(|&&u| g.has(u, v)).copied();
            prop_assert_eq!(Some(search.reached().predecessors()[v as usize]), first);
        }
        let reached = joined.len() as u64;
        let out_degrees: u64 = joined
            .iter()
            .map(|&u| (0..g.n as u32).filter(|&v| g.has(u, v)).count() as u64)
            .sum();
        prop_assert_eq!(
            search.stats(),
            BfsStats {
                // A dequeue and a finish per vertex, a discovery for all but the source.
                steps: 3 * reached,
                discovered: reached,
                dequeued: reached,
                edges: out_degrees,
                max_queue,
            }
        );
        prop_assert_eq!(edges, out_degrees);
    }

    #[test]
    fn dfs_forest_on_random_graphs(g in matrix(15)) {
        let mut walk = DfsForest::new(g.clone());
        walk.run_to_end();
        check_forest(&g, &walk);
        let back = walk.forest().edges().iter().any(|e| e.2 == EdgeClass::Back);
        prop_assert_eq!(back, has_cycle(&g), "a back edge exactly when there is a cycle");
        prop_assert_eq!(walk.topological_order().is_some(), !back);
    }

    #[test]
    fn dfs_trace_seeks_anywhere(length in 0usize..=8, to in 0u64..200, back in 0u64..200) {
        let mut trace = bits_trace(length, 10_000);
        let (at, _) = trace.seek(to);
        let here = *trace.view();
        // The same position reached afresh, one step at a time.
        let mut fresh = bits_trace(length, 10_000);
        for _ in 0..at {
            fresh.forward(1);
        }
        prop_assert_eq!(fresh.view(), &here);
        let taken = trace.backward(back);
        prop_assert_eq!(trace.steps(), at - taken);
        prop_assert_eq!(trace.forward(taken), (taken, None));
        prop_assert_eq!(trace.view(), &here);
    }
}
