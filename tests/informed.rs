//! The informed-search engines (best-first and the depth-first family) on the 8-puzzle,
//! written here independently of the page's sliding puzzle, and held to the literature: the
//! 181,440 positions reachable from the goal and how many lie at each distance (OEIS
//! A089473), the two positions 31 moves away, and, over random positions, every optimal
//! search agreeing with breadth-first search on the length.

use searchlight::engine::{
    BestFirst, BestFirstView, DeepEvent, DeepSearch, DeepView, Deepening, InformedEvent, Memory,
    Observed, Order, Replay, Space, SplitMix64, Stepper,
};

/// The 8-puzzle: tiles 1-8 and the blank (0), packed 4 bits a cell, row-major.
#[derive(Clone, Copy)]
struct Eight {
    goal: u64,
    /// 0 none, 1 misplaced tiles, 2 Manhattan distance.
    heuristic: u8,
    /// Whether the goal is never recognised (to walk the whole space).
    no_goal: bool,
}

fn pack(cells: &[u8]) -> u64 {
    cells
        .iter()
        .enumerate()
        .fold(0, |acc, (i, &c)| acc | (u64::from(c) << (4 * i)))
}

fn cell(s: u64, i: usize) -> u8 {
    ((s >> (4 * i)) & 15) as u8
}

fn blank(s: u64) -> usize {
    (0..9).find(|&i| cell(s, i) == 0).expect("a blank")
}

fn swap(s: u64, a: usize, b: usize) -> u64 {
    let (x, y) = (u64::from(cell(s, a)), u64::from(cell(s, b)));
    let cleared = s & !(15 << (4 * a)) & !(15 << (4 * b));
    cleared | (y << (4 * a)) | (x << (4 * b))
}

impl Eight {
    fn new(heuristic: u8) -> Eight {
        Eight {
            goal: pack(&[1, 2, 3, 4, 5, 6, 7, 8, 0]),
            heuristic,
            no_goal: false,
        }
    }
    fn home(&self, tile: u8) -> usize {
        (0..9).find(|&i| cell(self.goal, i) == tile).expect("home")
    }
}

impl Space for Eight {
    type State = u64;
    fn successors(&self, &s: &u64, out: &mut Vec<(u64, u32)>) {
        let b = blank(s);
        let (r, c) = (b / 3, b % 3);
        if r > 0 {
            out.push((swap(s, b, b - 3), 1));
        }
        if r < 2 {
            out.push((swap(s, b, b + 3), 1));
        }
        if c > 0 {
            out.push((swap(s, b, b - 1), 1));
        }
        if c < 2 {
            out.push((swap(s, b, b + 1), 1));
        }
    }
    fn is_goal(&self, s: &u64) -> bool {
        !self.no_goal && *s == self.goal
    }
    fn estimate(&self, &s: &u64) -> u32 {
        let mut h = 0;
        for i in 0..9 {
            let t = cell(s, i);
            if t == 0 {
                continue;
            }
            let home = self.home(t);
            h += match self.heuristic {
                1 => u32::from(home != i),
                2 => ((i / 3).abs_diff(home / 3) + (i % 3).abs_diff(home % 3)) as u32,
                _ => 0,
            };
        }
        h
    }
}

/// Whether `path` goes from `start` to the goal by single slides: checked cell by cell, not
/// with the space's own successor function.
fn valid(path: &[u64], start: u64, goal: u64) -> bool {
    let slide = |a: u64, b: u64| {
        let (x, y) = (blank(a), blank(b));
        let adjacent = (x / 3 == y / 3 && x.abs_diff(y) == 1) || x.abs_diff(y) == 3;
        let differ = (0..9).filter(|&i| cell(a, i) != cell(b, i)).count();
        adjacent && differ == 2 && cell(a, y) == cell(b, x)
    };
    path.first() == Some(&start)
        && path.last() == Some(&goal)
        && path.windows(2).all(|w| slide(w[0], w[1]))
}

/// A random position `moves` random slides from the goal (never straight back).
fn shuffled(rng: &mut SplitMix64, moves: usize) -> u64 {
    let space = Eight::new(0);
    let mut s = space.goal;
    let mut previous = s;
    let mut out = Vec::new();
    for _ in 0..moves {
        out.clear();
        space.successors(&s, &mut out);
        out.retain(|&(t, _)| t != previous);
        let (next, _) = out[rng.below(out.len() as u64) as usize];
        previous = s;
        s = next;
    }
    s
}

#[test]
fn breadth_first_from_the_goal_reaches_181440_positions_at_the_distances_of_a089473() {
    // OEIS A089473: the number of 8-puzzle positions at each distance from the goal.
    const A089473: [u64; 32] = [
        1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
        10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
    ];
    let space = Eight {
        no_goal: true,
        ..Eight::new(0)
    };
    let goal = space.goal;
    let mut bfs = BestFirst::new(space, goal, Order::Breadth, true, 1 << 20);
    assert_eq!(bfs.run_to_end(), Some(InformedEvent::Exhausted));
    assert_eq!(bfs.nodes().len(), 181_440);
    let mut at = [0u64; 32];
    for n in bfs.nodes() {
        at[n.depth as usize] += 1;
    }
    assert_eq!(at, A089473);
    let s = bfs.stats();
    assert_eq!(s.expanded, 181_440);
    assert_eq!(s.closed, 181_440);
    assert_eq!(s.frontier, 0);
    // Each position's slides, summed: every edge is looked along from both ends.
    assert_eq!(s.generated, s.duplicates + 181_439);
}

#[test]
fn the_two_hardest_positions_are_31_moves_away_for_every_optimal_search() {
    for start in [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]] {
        let start = pack(&start);
        for heuristic in [1, 2] {
            let mut astar =
                BestFirst::new(Eight::new(heuristic), start, Order::AStar, true, 1 << 20);
            astar.run_to_end();
            assert_eq!(astar.cost(), Some(31));
            assert!(valid(&astar.solution().unwrap(), start, Eight::new(0).goal));
        }
        let mut ida = DeepSearch::new(Eight::new(2), start, Deepening::IdaStar, true, 1 << 28);
        assert_eq!(ida.run_to_end(), Some(DeepEvent::Found));
        assert_eq!(ida.cost(), 31);
        assert!(valid(&ida.path(), start, Eight::new(0).goal));
    }
}

#[test]
fn over_random_positions_every_optimal_search_agrees_with_breadth_first() {
    let mut rng = SplitMix64::new(2026);
    let (mut misplaced, mut manhattan) = (0, 0);
    for round in 0..60 {
        let start = shuffled(&mut rng, 4 + round % 24);
        let goal = Eight::new(0).goal;
        let mut bfs = BestFirst::new(Eight::new(0), start, Order::Breadth, true, 1 << 20);
        bfs.run_to_end();
        let best = bfs.cost().expect("solvable");
        assert!(valid(&bfs.solution().unwrap(), start, goal));
        for (order, heuristic) in [(Order::Uniform, 0), (Order::AStar, 1), (Order::AStar, 2)] {
            let mut s = BestFirst::new(Eight::new(heuristic), start, order, true, 1 << 20);
            s.run_to_end();
            assert_eq!(s.cost(), Some(best), "{order:?} h{heuristic} round {round}");
            assert!(valid(&s.solution().unwrap(), start, goal));
            // A consistent estimate never reopens a state.
            assert_eq!(s.stats().reopened, 0);
            if order == Order::AStar {
                if heuristic == 1 {
                    misplaced += s.stats().expanded;
                } else {
                    manhattan += s.stats().expanded;
                }
            }
        }
        for (order, bound) in [(Order::Greedy, u32::MAX), (Order::Weighted(20), 2 * best)] {
            let mut s = BestFirst::new(Eight::new(2), start, order, true, 1 << 20);
            s.run_to_end();
            let cost = s.cost().expect("found");
            assert!(
                cost >= best && cost <= bound,
                "{order:?}: {cost} against {best}"
            );
            assert!(valid(&s.solution().unwrap(), start, goal));
        }
        let mut ida = DeepSearch::new(Eight::new(2), start, Deepening::IdaStar, true, 1 << 28);
        assert_eq!(ida.run_to_end(), Some(DeepEvent::Found));
        assert_eq!(ida.cost(), best);
        if best <= 12 {
            let mut ids =
                DeepSearch::new(Eight::new(0), start, Deepening::Iterative, true, 1 << 28);
            assert_eq!(ids.run_to_end(), Some(DeepEvent::Found));
            assert_eq!(ids.cost(), best);
            assert_eq!(ids.stats().iterations, best + 1);
            assert!(valid(&ids.path(), start, goal));
        }
    }
    // Manhattan distance dominates misplaced tiles: over many positions, it expands fewer.
    assert!(manhattan < misplaced, "{manhattan} against {misplaced}");
}

#[test]
fn without_memory_depth_first_search_comes_back_to_a_position_and_stops_at_its_bound() {
    let start = pack(&[8, 6, 7, 2, 5, 4, 3, 0, 1]);
    let mut dfs = DeepSearch::new(
        Eight::new(0),
        start,
        Deepening::Depth(u32::MAX),
        false,
        1000,
    );
    let mut cycles = 0;
    while let Some(e) = dfs.step() {
        if let DeepEvent::Visit { cycle: true, .. } = e {
            cycles += 1;
        }
    }
    assert!(cycles > 0);
    assert!(dfs.bounded());
    assert!(!dfs.found());
    // With memory, the same search meets states it has seen and does not enter them.
    let mut remembering =
        DeepSearch::new(Eight::new(0), start, Deepening::Depth(u32::MAX), true, 1000);
    while let Some(e) = remembering.step() {
        assert!(!matches!(e, DeepEvent::Visit { cycle: true, .. }));
    }
    assert!(remembering.stats().repeats > 0);
}

/// A small weighted graph given as edge lists, with a table of estimates.
#[derive(Clone)]
struct Table {
    edges: Vec<Vec<(u32, u32)>>,
    h: Vec<u32>,
    goal: u32,
}

impl Space for Table {
    type State = u32;
    fn successors(&self, s: &u32, out: &mut Vec<(u32, u32)>) {
        out.extend_from_slice(&self.edges[*s as usize]);
    }
    fn is_goal(&self, s: &u32) -> bool {
        *s == self.goal
    }
    fn estimate(&self, s: &u32) -> u32 {
        self.h[*s as usize]
    }
}

#[test]
fn an_admissible_but_inconsistent_estimate_reopens_a_closed_state_and_stays_optimal() {
    // S=0 -> A=1 (4), S -> B=2 (1), B -> A (1), A -> G=3 (4). h(B) = 5 is admissible (B to G
    // costs 5) but not consistent (h(B) > 1 + h(A)): A closes at g 4, then B finds it at 2.
    let table = Table {
        edges: vec![vec![(1, 4), (2, 1)], vec![(3, 4)], vec![(1, 1)], vec![]],
        h: vec![0, 0, 5, 0],
        goal: 3,
    };
    let mut astar = BestFirst::new(table, 0, Order::AStar, true, 100);
    let mut events = Vec::new();
    while let Some(e) = astar.step() {
        events.push(e);
    }
    assert!(events.iter().any(|e| matches!(
        e,
        InformedEvent::Improve {
            node: 1,
            g: 2,
            old_g: 4,
            reopened: true,
            ..
        }
    )));
    assert_eq!(astar.stats().reopened, 1);
    assert_eq!(astar.cost(), Some(6));
    assert_eq!(astar.solution(), Some(vec![0, 2, 1, 3]));
}

#[test]
fn ida_star_raises_its_bound_to_the_least_f_that_went_over() {
    let mut rng = SplitMix64::new(7);
    for _ in 0..20 {
        let start = shuffled(&mut rng, 20);
        let mut ida = DeepSearch::new(Eight::new(2), start, Deepening::IdaStar, true, 1 << 28);
        let mut bounds = Vec::new();
        let mut pruned_min = u32::MAX;
        while let Some(e) = ida.step() {
            match e {
                DeepEvent::Iteration { bound } => {
                    if let Some(&last) = bounds.last() {
                        assert!(bound > last);
                        assert_eq!(bound, pruned_min, "the next bound is the least f pruned");
                    }
                    bounds.push(bound);
                    pruned_min = u32::MAX;
                }
                DeepEvent::Prune { g, h, .. } => pruned_min = pruned_min.min(g + h),
                _ => {}
            }
        }
        assert!(ida.found());
        assert_eq!(bounds[0], Eight::new(2).estimate(&start));
        assert_eq!(*bounds.last().unwrap(), ida.cost());
    }
}

/// A view that keeps nothing of its own: the watch's counters and tree are what is tested.
#[derive(Clone, Debug, Default, PartialEq)]
struct Plain;

impl<E> searchlight::engine::Replay<E> for Plain {
    fn forward(&mut self, _: &E) {}
    fn backward(&mut self, _: &E) {}
}

type Watching<S> = searchlight::engine::Trace<S, searchlight::engine::Observed<Plain>>;

/// Every frame from the start to the end of `trace`'s search.
fn to_the_end<S: Stepper>(trace: &mut Watching<S>) -> Vec<searchlight::engine::Observed<Plain>>
where
    Observed<Plain>: searchlight::engine::Replay<S::Event>,
{
    let mut frames = vec![trace.view().clone()];
    while trace.forward(1).0 == 1 {
        frames.push(trace.view().clone());
    }
    frames
}

/// Back to the start one step at a time, each frame equal to the one first shown.
fn back_to_the_start<S: Stepper>(trace: &mut Watching<S>, mut frames: Vec<Observed<Plain>>)
where
    Observed<Plain>: searchlight::engine::Replay<S::Event>,
{
    while let Some(back) = frames.pop() {
        assert_eq!(trace.view(), &back);
        trace.backward(1);
    }
}

#[test]
fn both_engines_are_watched_by_the_counters_and_the_tree_and_step_back_exactly() {
    use searchlight::engine::Trace;
    let start = pack(&[1, 2, 3, 4, 0, 6, 7, 5, 8]);
    // A*: every expansion is a node of the tree, every new state a child.
    let astar = BestFirst::new(Eight::new(2), start, Order::AStar, true, 1 << 16);
    let mut trace = Trace::new(astar, Observed::new(Plain), 1 << 16);
    let frames = to_the_end(&mut trace);
    let s = trace.search().stats();
    let w = trace.view();
    assert_eq!(w.counters.solutions, 1);
    assert_eq!(
        w.counters.expanded,
        s.expanded + 1,
        "the goal is expanded to be recognised"
    );
    let generated = trace.search().nodes().len() as u64;
    assert_eq!(w.counters.nodes, generated - 1);
    assert_eq!(w.tree.levels().iter().sum::<u64>(), generated);
    back_to_the_start(&mut trace, frames);
    // IDA*: each iteration walks down from the root again.
    let ida = DeepSearch::new(
        Eight::new(2),
        pack(&[8, 6, 7, 2, 5, 4, 3, 0, 1]),
        Deepening::IdaStar,
        true,
        1 << 24,
    );
    let mut trace = Trace::new(ida, Observed::new(Plain), 1 << 24);
    let frames = to_the_end(&mut trace);
    let s = trace.search().stats();
    let w = trace.view();
    assert_eq!(w.counters.solutions, 1);
    assert_eq!(w.counters.nodes, s.visited - u64::from(s.iterations));
    assert_eq!(w.counters.depth, 31);
    back_to_the_start(&mut trace, frames);
}

/// The page's view of a best-first search, rebuilt from its events, at one step.
#[derive(Clone, Debug, PartialEq)]
struct Snapshot<S> {
    frontier: Vec<u32>,
    counts: searchlight::engine::InformedStats,
    nodes: Vec<searchlight::engine::Node<S>>,
    expanding: Option<u32>,
}

fn snapshot<S: Copy>(v: &BestFirstView<S>) -> Snapshot<S> {
    Snapshot {
        frontier: v.frontier().collect(),
        counts: v.counts(),
        nodes: v.nodes().to_vec(),
        expanding: v.expanding(),
    }
}

/// Step `search` to its end beside a view of its events: before each step the view's first
/// frontier node is the one the engine takes next, after each its nodes and counters are the
/// engine's; then every step is taken back and the view is what it was.
fn watch_best_first<P: Space + Clone>(space: P, start: P::State, order: Order, remember: bool)
where
    P::State: std::fmt::Debug,
{
    let h = space.estimate(&start);
    let mut engine = BestFirst::new(space.clone(), start, order, remember, 3000);
    let mut view = BestFirstView::new(order, start, h);
    let mut events = Vec::new();
    let mut frames = vec![snapshot(&view)];
    while let Some(e) = engine.step() {
        match e {
            InformedEvent::Expand { node, .. }
            | InformedEvent::Found {
                node,
                generated: false,
                ..
            } => assert_eq!(view.frontier().next(), Some(node), "{order:?} {remember}"),
            _ => {}
        }
        view.forward(&e);
        // One counters type: the view's, rebuilt from the events, are the engine's whole.
        assert_eq!(
            view.counts(),
            engine.stats(),
            "{order:?} {remember} after {e:?}"
        );
        assert_eq!(view.nodes(), engine.nodes());
        events.push(e);
        frames.push(snapshot(&view));
    }
    assert_eq!(view.found(), engine.found());
    if let Some(goal) = engine.found() {
        assert_eq!(Some(view.path_to(goal)), engine.solution());
    }
    while let Some(e) = events.pop() {
        frames.pop();
        view.backward(&e);
        assert_eq!(&snapshot(&view), frames.last().expect("the start's frame"));
    }
}

#[test]
fn the_pages_view_of_best_first_search_is_the_engines_frontier_at_every_step_and_steps_back() {
    let mut rng = SplitMix64::new(35);
    let orders = [
        Order::Breadth,
        Order::Uniform,
        Order::Greedy,
        Order::AStar,
        Order::Weighted(20),
    ];
    // Random weighted graphs whose estimate is admissible but rarely consistent, so A*
    // improves states on the frontier and reopens closed ones.
    let mut reopened = 0;
    for _ in 0..150 {
        let n = 10 + rng.below(6) as usize;
        let mut edges = vec![Vec::new(); n];
        for (a, out) in edges.iter_mut().enumerate() {
            for b in 0..n {
                if a != b && rng.below(4) == 0 {
                    out.push((b as u32, 1 + rng.below(9) as u32));
                }
            }
        }
        let goal = n as u32 - 1;
        // Costs to the goal (Bellman-Ford backwards), then h drawn at or below them.
        let mut dist = vec![u32::MAX; n];
        dist[goal as usize] = 0;
        for _ in 0..n {
            for a in 0..n {
                for &(b, c) in &edges[a] {
                    if dist[b as usize] != u32::MAX {
                        dist[a] = dist[a].min(dist[b as usize] + c);
                    }
                }
            }
        }
        let h = dist
            .iter()
            .map(|&d| {
                if d == u32::MAX {
                    rng.below(20) as u32
                } else {
                    rng.below(u64::from(d) + 1) as u32
                }
            })
            .collect();
        let table = Table { edges, h, goal };
        for order in orders {
            watch_best_first(table.clone(), 0, order, true);
            let mut a = BestFirst::new(table.clone(), 0, order, true, 3000);
            a.run_to_end();
            reopened += a.stats().reopened;
        }
        watch_best_first(table.clone(), 0, Order::AStar, false);
    }
    assert!(reopened > 20, "the instances reopen states ({reopened})");
    // The 8-puzzle, every order, with and without the closed set.
    for moves in [0, 1, 6, 12, 18] {
        let start = shuffled(&mut rng, moves);
        for heuristic in [0, 1, 2] {
            for order in orders {
                watch_best_first(Eight::new(heuristic), start, order, true);
            }
            if moves <= 12 {
                watch_best_first(Eight::new(heuristic), start, Order::AStar, false);
            }
        }
    }
}

/// Step a search of the depth-first family to its end (or 4,000 steps) beside a view of its
/// events: after each step the view's path, counters and bounds are the engine's; then every
/// step is taken back and the view is what it was.
fn watch_deep(space: Eight, start: u64, mode: Deepening, memory: Memory) {
    let mut engine = DeepSearch::new(space, start, mode, memory, 4000);
    let mut view = DeepView::new(mode == Deepening::IdaStar);
    let mut events = Vec::new();
    let mut frames = Vec::new();
    let snapshot = |v: &DeepView<u64>| {
        (
            v.path().to_vec(),
            v.counts(),
            v.bound(),
            v.next_bound(),
            v.skipped(),
            v.cycle_from(),
        )
    };
    frames.push(snapshot(&view));
    while let Some(e) = engine.step() {
        view.forward(&e);
        let st = engine.stats();
        let what = format!("{mode:?} {memory:?} after {e:?}");
        // One counters type: the view's, rebuilt from the events, are the engine's whole
        // (the depth, the bound and the next bound included).
        assert_eq!(view.counts(), st, "{what}");
        let path: Vec<u64> = view.path().iter().map(|p| p.state).collect();
        assert_eq!(path, engine.path(), "{what}");
        if !path.is_empty() {
            assert_eq!(path.len() as u32 - 1, st.depth, "{what}");
            assert_eq!(view.path().last().map(|p| p.g), Some(engine.cost()));
        }
        assert_eq!(view.bound(), Some(st.bound), "{what}");
        assert_eq!(view.next_bound(), st.next_bound, "{what}");
        // A cycle is where the path's last state stands earlier on it.
        if let Some(i) = view.cycle_from() {
            assert_eq!(path[i], *path.last().unwrap());
            assert!(i < path.len() - 1);
        }
        events.push(e);
        frames.push(snapshot(&view));
    }
    assert_eq!(view.found(), engine.found());
    while let Some(e) = events.pop() {
        frames.pop();
        view.backward(&e);
        assert_eq!(&snapshot(&view), frames.last().unwrap());
    }
}

#[test]
fn the_pages_view_of_the_depth_first_family_is_the_engines_path_at_every_step_and_steps_back() {
    let mut rng = SplitMix64::new(36);
    let mut cycles = 0;
    for moves in [0, 2, 5, 8, 12] {
        let start = shuffled(&mut rng, moves);
        for heuristic in [0, 2] {
            for mode in [
                Deepening::Depth(6),
                Deepening::Iterative,
                Deepening::IdaStar,
            ] {
                for memory in [Memory::None, Memory::Parent, Memory::States] {
                    watch_deep(Eight::new(heuristic), start, mode, memory);
                }
            }
        }
        let mut view = DeepView::new(false);
        let mut dfs = DeepSearch::new(
            Eight::new(0),
            start,
            Deepening::Depth(8),
            Memory::None,
            4000,
        );
        while let Some(e) = dfs.step() {
            view.forward(&e);
        }
        cycles += view.counts().cycles;
    }
    assert!(
        cycles > 0,
        "without memory the 8-puzzle's DFS runs into its own path"
    );
}
