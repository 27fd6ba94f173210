//! The engines on their own, away from any puzzle: a toy problem small enough that every
//! event and counter can be written out by hand, then checked against brute force on larger
//! sizes; BFS and the DFS forest on small graphs by hand and on random graphs against
//! computations that share nothing with them; recording and replay with `Trace`.
#![cfg(not(target_arch = "wasm32"))]

use std::cell::RefCell;
use std::rc::Rc;

use proptest::prelude::*;
use searchlight::engine::{
    Bfs, BfsEvent, BfsStats, BfsView, Colour, Dfs, DfsForest, DfsStats, EdgeClass, Event,
    ForestEvent, FrontierBfs, FrontierEvent, FrontierStats, FrontierView, Goal, Graph, Halt,
    Outcome, Problem, Replay, Stepper, Trace, TraceCounters, NONE,
};

/// Binary strings of `length` bits that end in 0 (the empty string when `length` is 0),
/// optionally with no two 1s side by side. That rule prunes as the search goes down, while
/// the one about the end is only checked at full length, so the strings ending in 1 are
/// the dead ends.
struct Bits {
    length: usize,
    no_two_ones: bool,
}

impl Bits {
    fn new(length: usize) -> Self {
        Bits {
            length,
            no_two_ones: true,
        }
    }
}

impl Problem for Bits {
    type State = Vec<u8>;
    type Move = u8;
    fn successors(&self, bits: &Vec<u8>, out: &mut Vec<u8>) {
        if bits.len() < self.length {
            out.push(0);
            if !(self.no_two_ones && bits.last() == Some(&1)) {
                out.push(1);
            }
        }
    }
    fn apply(&self, bits: &mut Vec<u8>, bit: u8) {
        bits.push(bit);
    }
    fn undo(&self, bits: &mut Vec<u8>, bit: u8) {
        assert_eq!(bits.pop(), Some(bit), "undo takes back the last move");
    }
    fn is_goal(&self, bits: &Vec<u8>) -> bool {
        bits.len() == self.length && bits.last() != Some(&1)
    }
}

/// Every string of `length` bits, most significant first, so in the order DFS meets them.
fn all_strings(length: usize) -> Vec<Vec<u8>> {
    (0u32..1 << length)
        .map(|n| (0..length).rev().map(|i| (n >> i & 1) as u8).collect())
        .collect()
}

fn has_two_ones(bits: &[u8]) -> bool {
    bits.windows(2).any(|w| w == [1, 1])
}

/// The solutions of `Bits::new(length)` by enumeration, in lexicographic order.
fn brute_solutions(length: usize) -> Vec<Vec<u8>> {
    all_strings(length)
        .into_iter()
        .filter(|b| !has_two_ones(b) && b.last() != Some(&1))
        .collect()
}

/// The states a search stood in when it reported each solution.
fn solutions_met<P: Problem>(search: &mut Dfs<P>) -> Vec<P::State>
where
    P::State: Clone,
{
    let mut found = Vec::new();
    while let Some(event) = search.step() {
        if matches!(event, Event::Solution) {
            found.push(search.state().clone());
        }
    }
    found
}

#[test]
fn dfs_events_and_counters_on_two_bits_by_hand() {
    use Event::*;
    let mut search = Dfs::new(Bits::new(2), Vec::new(), Goal::All);
    // Each event with the string after it and the counters (nodes, backtracks, depth,
    // solutions) after it.
    let expected: [(Event<u8>, &[u8], [u64; 4]); 13] = [
        (Visit(0), &[0], [1, 0, 1, 0]),
        (Visit(0), &[0, 0], [2, 0, 2, 0]),
        (Solution, &[0, 0], [2, 0, 2, 1]),
        (Backtrack(0), &[0], [2, 1, 1, 1]),
        (Visit(1), &[0, 1], [3, 1, 2, 1]), // a dead end: ends in 1
        (Backtrack(1), &[0], [3, 2, 1, 1]),
        (Backtrack(0), &[], [3, 3, 0, 1]),
        (Visit(1), &[1], [4, 3, 1, 1]), // only 0 may follow
        (Visit(0), &[1, 0], [5, 3, 2, 1]),
        (Solution, &[1, 0], [5, 3, 2, 2]),
        (Backtrack(0), &[1], [5, 4, 1, 2]),
        (Backtrack(1), &[], [5, 5, 0, 2]),
        (Exhausted, &[], [5, 5, 0, 2]),
    ];
    for (i, (event, state, [nodes, backtracks, depth, solutions])) in
        expected.into_iter().enumerate()
    {
        assert_eq!(search.outcome(), Outcome::Running);
        assert_eq!(search.step(), Some(event), "event {}", i + 1);
        assert_eq!(search.state(), state, "after event {}", i + 1);
        assert_eq!(search.path().collect::<Vec<_>>(), state);
        let s = search.stats();
        assert_eq!(s.steps, i as u64 + 1);
        assert_eq!(
            [s.nodes, s.backtracks, u64::from(s.depth), s.solutions],
            [nodes, backtracks, depth, solutions],
            "after event {}",
            i + 1
        );
    }
    assert_eq!(search.outcome(), Outcome::Exhausted);
    assert_eq!(
        search.stats(),
        DfsStats {
            steps: 13,
            nodes: 5,
            backtracks: 5,
            depth: 0,
            max_depth: 2,
            solutions: 2,
            dead_ends: 1,
            // 0 and 1 wait at the root; going down to "0" takes one and adds two.
            max_frontier: 3,
        }
    );
    assert_eq!(search.step(), None, "a stopped search stays stopped");
    assert_eq!(search.stats().steps, 13);
}

#[test]
fn dfs_root_that_is_a_solution_or_a_dead_end() {
    let mut search = Dfs::new(Bits::new(0), Vec::new(), Goal::All);
    assert_eq!(search.step(), Some(Event::Solution));
    assert_eq!(search.step(), Some(Event::Exhausted));
    assert_eq!(search.step(), None);
    assert_eq!(
        search.stats(),
        DfsStats {
            steps: 2,
            solutions: 1,
            ..DfsStats::default()
        }
    );

    // "1" is already full length and ends in 1: no move, and no solution.
    let mut search = Dfs::new(Bits::new(1), vec![1], Goal::All);
    assert_eq!(search.stats().dead_ends, 1, "counted before any step");
    assert_eq!(search.step(), Some(Event::Exhausted));
    assert_eq!(
        search.stats(),
        DfsStats {
            steps: 1,
            dead_ends: 1,
            ..DfsStats::default()
        }
    );
    assert_eq!(search.outcome(), Outcome::Exhausted);

    // With Goal::First a solved root stops at once.
    let mut search = Dfs::new(Bits::new(0), Vec::new(), Goal::First);
    assert_eq!(search.run_to_end(), Outcome::Solved);
    assert_eq!(search.stats().steps, 1);
}

#[test]
fn dfs_goal_all_meets_every_solution_in_order() {
    for length in 0..=12 {
        let mut search = Dfs::new(Bits::new(length), Vec::new(), Goal::All);
        let expected = brute_solutions(length);
        assert_eq!(solutions_met(&mut search), expected, "length {length}");
        assert_eq!(search.outcome(), Outcome::Exhausted);
        // Every prefix without "11" is a node; the full ones ending in 1 are dead ends.
        let prefixes: u64 = (1..=length)
            .map(|j| all_strings(j).iter().filter(|b| !has_two_ones(b)).count() as u64)
            .sum();
        let dead_ends = all_strings(length)
            .iter()
            .filter(|b| !has_two_ones(b) && b.last() == Some(&1))
            .count() as u64;
        let s = search.stats();
        assert_eq!(s.solutions, expected.len() as u64);
        assert_eq!(s.nodes, prefixes, "length {length}");
        assert_eq!(s.backtracks, prefixes, "everything entered is left");
        assert_eq!(s.dead_ends, dead_ends);
        assert_eq!(s.depth, 0);
        assert_eq!(s.max_depth as usize, length);
        // Down the all-zeros path each level adds two moves and takes one.
        assert_eq!(
            s.max_frontier as usize,
            if length == 0 { 0 } else { length + 1 }
        );
        // One event per visit, backtrack and solution, and the last one.
        assert_eq!(s.steps, s.nodes + s.backtracks + s.solutions + 1);
    }
}

#[test]
fn dfs_goal_first_and_limit_stop_at_exactly_that_many() {
    for length in 0..=9 {
        let expected = brute_solutions(length);
        let total = expected.len() as u64;

        let mut first = Dfs::new(Bits::new(length), Vec::new(), Goal::First);
        assert_eq!(first.run_to_end(), Outcome::Solved);
        assert_eq!(first.state(), &expected[0]);
        assert_eq!(first.stats().solutions, 1);
        assert_eq!(first.step(), None);

        for limit in 1..=total + 2 {
            let mut search = Dfs::new(Bits::new(length), Vec::new(), Goal::Limit(limit));
            let met = solutions_met(&mut search);
            let want = limit.min(total) as usize;
            assert_eq!(met, expected[..want], "length {length}, limit {limit}");
            assert_eq!(search.stats().solutions, want as u64);
            let outcome = if limit <= total {
                Outcome::Solved
            } else {
                Outcome::Exhausted
            };
            assert_eq!(search.outcome(), outcome, "length {length}, limit {limit}");
            if limit <= total {
                // Stopped at the solution itself: the path still leads to it.
                assert_eq!(search.state(), &expected[want - 1]);
                assert_eq!(search.stats().depth as usize, length);
            }
        }
    }
}

#[test]
fn dfs_in_many_small_budgets_ends_as_one_run() {
    for goal in [Goal::First, Goal::Limit(4), Goal::All] {
        let mut whole = Dfs::new(Bits::new(8), Vec::new(), goal);
        let outcome = whole.run_to_end();
        for budget in [1, 2, 3, 5, 8, 13, 1000] {
            let mut cut = Dfs::new(Bits::new(8), Vec::new(), goal);
            assert_eq!(cut.run(0), Outcome::Running);
            assert_eq!(cut.stats().steps, 0, "a zero budget does nothing");
            let mut runs = 0;
            loop {
                let before = cut.stats().steps;
                let now = cut.run(budget);
                runs += 1;
                if now != Outcome::Running {
                    break;
                }
                assert_eq!(cut.stats().steps, before + budget, "a full budget is spent");
            }
            assert_eq!(cut.outcome(), outcome, "{goal:?}, budget {budget}");
            assert_eq!(cut.stats(), whole.stats(), "{goal:?}, budget {budget}");
            assert_eq!(cut.state(), whole.state());
            assert_eq!(runs, whole.stats().steps.div_ceil(budget).max(1));
            assert_eq!(cut.run(budget), outcome, "a stopped search stays stopped");
            assert_eq!(cut.stats(), whole.stats());
        }
    }
}

#[test]
fn dfs_progress_counts_leaves_exactly_on_a_uniform_tree() {
    // Every string of 4 bits: 16 leaves, each visited in order.
    let problem = Bits {
        length: 4,
        no_two_ones: false,
    };
    let mut search = Dfs::new(problem, Vec::new(), Goal::All);
    assert_eq!(search.progress(), 0.0);
    let mut leaves = 0;
    while let Some(event) = search.step() {
        let p = search.progress();
        assert!((0.0..=1.0).contains(&p));
        if matches!(event, Event::Visit(_)) && search.stats().depth == 4 {
            assert_eq!(p, f64::from(leaves) / 16.0, "at leaf {leaves}");
            leaves += 1;
        }
    }
    assert_eq!(leaves, 16);
    assert_eq!(search.progress(), 1.0);
}

/// A `Trace` of `Bits::new(length)` with all solutions, counting as it goes.
fn bits_trace(length: usize, capacity: usize) -> Trace<Dfs<Bits>, TraceCounters> {
    let search = Dfs::new(Bits::new(length), Vec::new(), Goal::All);
    Trace::new(search, TraceCounters::default(), capacity)
}

#[test]
fn trace_steps_back_and_forth_exactly() {
    let mut plain = Dfs::new(Bits::new(6), Vec::new(), Goal::All);
    let events: Vec<_> = std::iter::from_fn(|| plain.step()).collect();
    let total = events.len() as u64;

    // The counters after every number of events, taken one step at a time.
    let mut trace = bits_trace(6, 10_000);
    let mut after = vec![*trace.view()];
    while trace.forward(1) == (1, None) {
        after.push(*trace.view());
    }
    assert_eq!(after.len() as u64, total + 1);
    assert_eq!(trace.shown(), events);
    assert!(trace.finished());
    assert_eq!(trace.last_event(), Some(&Event::Exhausted));

    // At the end the counters derived from the events are the engine's own.
    let (view, stats) = (trace.view(), trace.search().stats());
    assert_eq!(
        (view.steps, view.nodes, view.backtracks, view.depth),
        (stats.steps, stats.nodes, stats.backtracks, stats.depth)
    );
    assert_eq!(view.solutions, stats.solutions);

    for n in (0..total).rev() {
        assert_eq!(trace.backward(1), 1);
        assert_eq!(trace.view(), &after[n as usize], "back to step {n}");
        assert_eq!(trace.steps(), n);
    }
    assert_eq!(trace.backward(5), 0, "nothing before the start");
    assert_eq!(trace.last_event(), None);

    for &(to, back) in &[(7, 3), (total, 10), (30, 30), (1, 1), (total - 1, 0)] {
        assert_eq!(trace.seek(to), (to, None));
        assert_eq!(trace.view(), &after[to as usize]);
        let here = *trace.view();
        assert_eq!(trace.backward(back), back);
        assert_eq!(trace.view(), &after[(to - back) as usize]);
        assert_eq!(trace.forward(back), (back, None));
        assert_eq!(trace.view(), &here, "back {back} then forward from {to}");
    }
    assert_eq!(
        trace.recorded() as u64,
        total,
        "stepping back never searched again"
    );
    assert_eq!(trace.search().stats().steps, total);

    assert_eq!(trace.seek(total + 5), (total, Some(Halt::Finished)));
    assert_eq!(trace.forward(3), (0, Some(Halt::Finished)));
    assert_eq!(trace.view(), &after[total as usize]);
}

#[test]
fn trace_stops_when_the_recording_is_full() {
    let mut trace = bits_trace(6, 5);
    assert_eq!(trace.capacity(), 5);
    assert_eq!(trace.forward(100), (5, Some(Halt::Full)));
    assert_eq!(trace.recorded(), 5);
    assert_eq!(
        trace.search().stats().steps,
        5,
        "the search waits with the recording"
    );
    assert!(!trace.finished());
    assert_eq!(trace.backward(3), 3);
    assert_eq!(trace.forward(100), (3, Some(Halt::Full)));
    assert_eq!(trace.seek(2), (2, None));
    assert_eq!(trace.seek(9), (5, Some(Halt::Full)));

    // Room for every event: it finishes instead.
    let mut roomy = bits_trace(2, 13);
    assert_eq!(roomy.forward(13), (13, None));
    assert!(roomy.finished());
}

/// A view that writes down what it is told, into a log shared with another.
struct Tell(&'static str, Rc<RefCell<Vec<String>>>);

impl<E> Replay<E> for Tell {
    fn forward(&mut self, _: &E) {
        self.1.borrow_mut().push(format!("{} forward", self.0));
    }
    fn backward(&mut self, _: &E) {
        self.1.borrow_mut().push(format!("{} backward", self.0));
    }
}

#[test]
fn a_pair_of_views_takes_back_in_the_opposite_order() {
    let log = Rc::new(RefCell::new(Vec::new()));
    let pair = (Tell("a", log.clone()), Tell("b", log.clone()));
    let mut trace = Trace::new(Dfs::new(Bits::new(1), Vec::new(), Goal::All), pair, 10);
    assert_eq!(trace.forward(1), (1, None));
    assert_eq!(trace.backward(1), 1);
    assert_eq!(
        *log.borrow(),
        ["a forward", "b forward", "b backward", "a backward"]
    );
}

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
    assert_eq!(search.queue(), &[0]);
    assert_eq!(search.colours()[0], Colour::Gray);
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
    assert_eq!(search.distances(), &[0, 1, 1, 2, 2, 3, NONE]);
    assert_eq!(search.predecessors(), &[NONE, 0, 0, 1, 2, 3, NONE]);
    let mut layers: Vec<Vec<u32>> = Vec::new();
    for (v, &d) in search.distances().iter().enumerate() {
        if d != NONE {
            layers.resize(layers.len().max(d as usize + 1), Vec::new());
            layers[d as usize].push(v as u32);
        }
    }
    assert_eq!(layers, [vec![0], vec![1, 2], vec![3, 4], vec![5]]);
    let black = Colour::Black;
    assert_eq!(
        search.colours(),
        &[black, black, black, black, black, black, Colour::White]
    );
    assert!(search.queue().is_empty() && search.current().is_none());
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
    assert_eq!(trace.view().distances(), search.distances());
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
    assert_eq!(search.colours()[3], Colour::Gray);
    assert_eq!(search.queue(), &[2, 3]);
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

/// A directed graph as a matrix of which edges are there, for random tests.
#[derive(Clone, Debug)]
struct Matrix {
    n: usize,
    edge: Vec<bool>,
}

impl Graph for Matrix {
    fn vertex_count(&self) -> usize {
        self.n
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        let row = &self.edge[v as usize * self.n..][..self.n];
        out.extend((0..self.n as u32).filter(|&w| row[w as usize]));
    }
}

impl Matrix {
    fn has(&self, u: u32, v: u32) -> bool {
        self.edge[u as usize * self.n + v as usize]
    }
}

/// Random directed graphs of 1 to 14 vertices, edges of about `density` percent.
fn matrix(density: u32) -> impl Strategy<Value = Matrix> {
    (1usize..=14).prop_flat_map(move |n| {
        prop::collection::vec((0u32..100).prop_map(move |x| x < density), n * n)
            .prop_map(move |edge| Matrix { n, edge })
    })
}

/// Distances from `source` by relaxing every edge until nothing changes (Bellman–Ford),
/// which shares nothing with a queue.
fn relaxed_distances(g: &Matrix, source: u32) -> Vec<u32> {
    let mut d = vec![NONE; g.n];
    d[source as usize] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for u in 0..g.n as u32 {
            for v in 0..g.n as u32 {
                let via = d[u as usize].saturating_add(1);
                if d[u as usize] != NONE && g.has(u, v) && via < d[v as usize] {
                    d[v as usize] = via;
                    changed = true;
                }
            }
        }
    }
    d
}

/// Whether `a` is `b` or an ancestor of it in the forest, by following parents from `b`.
fn is_ancestor(parents: &[u32], a: u32, mut b: u32) -> bool {
    loop {
        if a == b {
            return true;
        }
        if parents[b as usize] == NONE {
            return false;
        }
        b = parents[b as usize];
    }
}

/// The textbook's facts about a finished DFS forest, checked through the parents rather
/// than the times where it can: times 1..=2V once each, intervals disjoint or nested as
/// ancestry says, and each edge's class as ancestry and the times say.
fn check_forest(g: &impl Graph, walk: &DfsForest<impl Graph>) {
    let n = g.vertex_count() as u32;
    let (d, f, parents) = (walk.discovered(), walk.finished(), walk.parents());
    let mut times: Vec<u32> = d.iter().chain(f).copied().collect();
    times.sort_unstable();
    assert!(times.iter().copied().eq(1..=2 * n), "times {times:?}");
    for u in 0..n {
        for v in 0..n {
            let (du, fu, dv, fv) = (d[u as usize], f[u as usize], d[v as usize], f[v as usize]);
            let disjoint = fu < dv || fv < du;
            let v_inside_u = du < dv && fv < fu;
            let u_inside_v = dv < du && fu < fv;
            assert!(
                u == v || disjoint || v_inside_u || u_inside_v,
                "{u} and {v}"
            );
            assert_eq!(
                u != v && is_ancestor(parents, u, v),
                v_inside_u,
                "{u} over {v}"
            );
        }
    }
    for (i, &r) in walk.roots().iter().enumerate() {
        assert_eq!(parents[r as usize], NONE);
        assert!(i == 0 || walk.roots()[i - 1] < r, "roots in index order");
    }
    let mut out = Vec::new();
    let mut expected_edges = Vec::new();
    for u in 0..n {
        out.clear();
        g.neighbours(u, &mut out);
        expected_edges.extend(out.iter().map(|&v| (u, v)));
    }
    let mut met: Vec<(u32, u32)> = walk.edges().iter().map(|&(u, v, _)| (u, v)).collect();
    met.sort_unstable();
    assert_eq!(met, expected_edges, "every edge classified once");
    for &(u, v, class) in walk.edges() {
        let under = |a, b| a != b && is_ancestor(parents, a, b);
        let expected = if parents[v as usize] == u && d[u as usize] < d[v as usize] {
            EdgeClass::Tree
        } else if is_ancestor(parents, v, u) {
            EdgeClass::Back
        } else if under(u, v) {
            EdgeClass::Forward
        } else {
            assert!(
                f[v as usize] < d[u as usize],
                "a cross edge points back in time"
            );
            EdgeClass::Cross
        };
        assert_eq!(class, expected, "{u} -> {v}");
    }
}

// The textbook's example (CLRS, figure 22.4): u v w x y z as 0..6.
const U: u32 = 0;
const V: u32 = 1;
const W: u32 = 2;
const X: u32 = 3;
const Y: u32 = 4;
const Z: u32 = 5;

fn textbook_graph() -> Vec<Vec<u32>> {
    vec![vec![V, X], vec![Y], vec![Y, Z], vec![V], vec![X], vec![Z]]
}

#[test]
fn dfs_forest_on_the_textbook_example() {
    use EdgeClass::{Back, Cross, Forward, Tree};
    use ForestEvent::{Discover, Done, Edge, Finish, Root};
    let mut walk = DfsForest::new(textbook_graph());
    let events: Vec<_> = std::iter::from_fn(|| walk.step()).collect();
    let found = |vertex, parent, time| Discover {
        vertex,
        parent,
        time,
    };
    let edge = |from, to, class| Edge { from, to, class };
    let finish = |vertex, time| Finish { vertex, time };
    assert_eq!(
        events,
        [
            Root(U),
            found(U, NONE, 1),
            found(V, U, 2),
            found(Y, V, 3),
            found(X, Y, 4),
            edge(X, V, Back),
            finish(X, 5),
            finish(Y, 6),
            finish(V, 7),
            edge(U, X, Forward),
            finish(U, 8),
            Root(W),
            found(W, NONE, 9),
            edge(W, Y, Cross),
            found(Z, W, 10),
            edge(Z, Z, Back),
            finish(Z, 11),
            finish(W, 12),
            Done,
        ]
    );
    assert_eq!(walk.discovered(), &[1, 2, 9, 4, 3, 10]);
    assert_eq!(walk.finished(), &[8, 7, 12, 5, 6, 11]);
    assert_eq!(walk.parents(), &[NONE, U, NONE, Y, V, W]);
    assert_eq!(walk.roots(), &[U, W]);
    assert_eq!(
        walk.edges(),
        &[
            (U, V, Tree),
            (V, Y, Tree),
            (Y, X, Tree),
            (X, V, Back),
            (U, X, Forward),
            (W, Y, Cross),
            (W, Z, Tree),
            (Z, Z, Back),
        ]
    );
    assert_eq!(walk.time(), 12);
    assert_eq!(
        walk.topological_order(),
        None,
        "x -> v -> y -> x is a cycle"
    );
    check_forest(&textbook_graph(), &walk);
}

#[test]
fn dfs_forest_orders_a_dag_topologically() {
    // The undershorts-to-jacket example of the same chapter, by index.
    let dag = vec![
        vec![1, 6], // 0 undershorts -> pants, shoes
        vec![2, 6], // 1 pants -> belt, shoes
        vec![3],    // 2 belt -> jacket
        vec![],     // 3 jacket
        vec![2, 5], // 4 shirt -> belt, tie
        vec![3],    // 5 tie -> jacket
        vec![],     // 6 shoes
        vec![6],    // 7 socks -> shoes
        vec![],     // 8 watch
    ];
    let mut walk = DfsForest::new(dag.clone());
    assert_eq!(walk.topological_order(), None, "not before the end");
    walk.run_to_end();
    let order = walk.topological_order().expect("no cycle");
    let at = |v: u32| order.iter().position(|&x| x == v).unwrap();
    for (u, list) in dag.iter().enumerate() {
        for &v in list {
            assert!(at(u as u32) < at(v), "{u} before {v}");
        }
    }
    check_forest(&dag, &walk);
}

/// Whether a graph has a cycle, by Kahn's algorithm: peel off vertices with no edge in.
fn has_cycle(g: &Matrix) -> bool {
    let mut into: Vec<usize> = (0..g.n as u32)
        .map(|v| (0..g.n as u32).filter(|&u| g.has(u, v)).count())
        .collect();
    let mut ready: Vec<u32> = (0..g.n as u32).filter(|&v| into[v as usize] == 0).collect();
    let mut peeled = 0;
    while let Some(u) = ready.pop() {
        peeled += 1;
        for v in 0..g.n as u32 {
            if g.has(u, v) {
                into[v as usize] -= 1;
                if into[v as usize] == 0 {
                    ready.push(v);
                }
            }
        }
    }
    peeled < g.n
}

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
        prop_assert_eq!(search.distances(), &relaxed_distances(&g, s)[..]);

        // Vertices leave the queue in the order they joined it, layer by layer.
        let mut joined = vec![s];
        let mut left = Vec::new();
        let (mut queue, mut max_queue, mut edges) = (1u64, 1u64, 0u64);
        for event in &events {
            match *event {
                BfsEvent::Discover { vertex, distance, edges: e, .. } => {
                    prop_assert!(!joined.contains(&vertex));
                    let last = search.distances()[*joined.last().unwrap() as usize];
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
            prop_assert_eq!(Some(search.predecessors()[v as usize]), first);
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
        let back = walk.edges().iter().any(|e| e.2 == EdgeClass::Back);
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
