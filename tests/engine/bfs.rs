//! BFS on a small graph by hand and stopping at the goal.

use super::*;

/// Neighbour lists on `vertices` vertices with each edge both ways, in index order.
fn undirected(vertices: usize, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
    let mut lists = vec![Vec::new(); vertices];
    for &(a, b) in edges {
        lists[a as usize].push(b);
        lists[b as usize].push(a);
    }
    lists.iter_mut().for_each(|l| l.sort_unstable());
    lists
}

fn discover(vertex: u32, from: u32, distance: u32, edges: u32) -> BfsEvent {
    BfsEvent::Discover {
        vertex,
        from,
        distance,
        edges,
    }
}

/// 0 joined to 1 and 2, which both reach 3; 4 hangs off 2, 5 off 3; 6 is alone.
fn small_graph() -> Vec<Vec<u32>> {
    undirected(7, &[(0, 1), (0, 2), (1, 3), (2, 3), (2, 4), (3, 5)])
}

#[test]
fn bfs_events_and_counters_by_hand() {
    use BfsEvent::{Dequeue, Exhausted, Finish};
    let mut search = Bfs::new(small_graph(), 0, None);
    assert_eq!(search.reached().queue(), &[0]);
    assert_eq!(search.reached().colours()[0], Colour::Gray);
    let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
    let finish = |vertex, edges| Finish { vertex, edges };
    assert_eq!(
        events,
        [
            Dequeue(0),
            discover(1, 0, 1, 1),
            discover(2, 0, 1, 1),
            finish(0, 0),
            Dequeue(1),
            discover(3, 1, 2, 2), // looked back at 0 first
            finish(1, 0),
            Dequeue(2),
            discover(4, 2, 2, 3), // 0 and 3 already seen
            finish(2, 0),
            Dequeue(3),
            discover(5, 3, 3, 3),
            finish(3, 0),
            Dequeue(4),
            finish(4, 1),
            Dequeue(5),
            finish(5, 1),
            Exhausted,
        ]
    );
    assert_eq!(
        search.stats(),
        BfsStats {
            steps: 18,
            discovered: 6,
            dequeued: 6,
            edges: 12,
            max_queue: 2,
        }
    );
    assert_eq!(search.reached().distances(), &[0, 1, 1, 2, 2, 3, NONE]);
    assert_eq!(
        search.reached().predecessors(),
        &[NONE, 0, 0, 1, 2, 3, NONE]
    );
    let mut layers: Vec<Vec<u32>> = Vec::new();
    for (v, &d) in search.reached().distances().iter().enumerate() {
        if d != NONE {
            layers.resize(layers.len().max(d as usize + 1), Vec::new());
            layers[d as usize].push(v as u32);
        }
    }
    assert_eq!(layers, [vec![0], vec![1, 2], vec![3, 4], vec![5]]);
    let black = Colour::Black;
    assert_eq!(
        search.reached().colours(),
        &[black, black, black, black, black, black, Colour::White]
    );
    assert!(search.reached().queue().is_empty() && search.current().is_none());
    assert_eq!(search.path_to(5), Some(vec![0, 1, 3, 5]));
    assert_eq!(search.path_to(4), Some(vec![0, 2, 4]));
    assert_eq!(search.path_to(0), Some(vec![0]));
    assert_eq!(search.path_to(6), None);
    assert!(search.done() && !Stepper::running(&search));

    // The replayed view goes through the same layers, one at a time.
    let mut trace = Trace::new(Bfs::new(small_graph(), 0, None), BfsView::new(7, 0), 100);
    let mut layer_seen = vec![trace.view().layer()];
    while trace.forward(1) == (1, None) {
        layer_seen.push(trace.view().layer());
    }
    layer_seen.dedup();
    assert_eq!(layer_seen, [Some(0), Some(1), Some(2), Some(3), None]);
    assert_eq!(
        trace.view().reached().distances(),
        search.reached().distances()
    );
}

#[test]
fn bfs_stops_at_the_goal() {
    let mut search = Bfs::new(small_graph(), 0, Some(3));
    let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
    assert_eq!(events.len(), 6);
    assert_eq!(
        events[5],
        BfsEvent::Found {
            vertex: 3,
            from: 1,
            distance: 2,
            edges: 2
        }
    );
    assert_eq!(search.path_to(3), Some(vec![0, 1, 3]));
    assert_eq!(search.reached().colours()[3], Colour::Gray);
    assert_eq!(search.reached().queue(), &[2, 3]);
    assert_eq!(search.stats().discovered, 4);

    // A goal that is the source needs no step at all.
    let mut here = Bfs::new(small_graph(), 2, Some(2));
    assert!(here.done());
    assert_eq!(here.step(), None);
    assert_eq!(here.path_to(2), Some(vec![2]));

    // An unreachable goal: the search runs out.
    let mut away = Bfs::new(small_graph(), 0, Some(6));
    away.run_to_end();
    assert_eq!(away.stats().steps, 18);
    assert_eq!(away.path_to(6), None);
}
