//! The consumers every view gets (the counters, the tree's growth, the watch of both) read
//! any engine's events through one trait, [`SearchEvent`]: a toy best-first engine gets them
//! by implementing it alone, and the breadth-first engines' trees come out as their
//! layers. Each is stepped forward and back through a [`Trace`], and every frame taken back
//! equals the frame first shown.

use searchlight::engine::{
    Bfs, BfsView, DfsForest, Effect, Effects, ForestView, FrontierBfs, FrontierView, Goal, Graph,
    Growth, NodeKind, Observed, Problem, Replay, SearchEvent, Stepper, Trace, TraceCounters,
};

/// The events of a toy best-first search (as A* reports: expand a node by its number,
/// generate children, the goal reached), none of the engine's own.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Toy {
    Expand { node: u64, depth: u32 },
    Generate(u32),
    Reopen,
    Goal,
    Done,
}

impl SearchEvent for Toy {
    fn effects(&self) -> Effects {
        match *self {
            Toy::Expand { node, depth } => Effects::one(Effect::ExpandNode { node, depth }),
            // A generation that also closes the node: two words from one event.
            Toy::Generate(n) => Effects::two(Effect::Generate(n), Effect::Finish),
            Toy::Reopen => Effects::NONE,
            Toy::Goal => Effects::one(Effect::Solution),
            Toy::Done => Effects::one(Effect::End),
        }
    }
}

/// A toy engine playing back its events.
struct Script(std::vec::IntoIter<Toy>);

impl Stepper for Script {
    type Event = Toy;
    fn step(&mut self) -> Option<Toy> {
        self.0.next()
    }
    fn running(&self) -> bool {
        self.0.len() > 0
    }
}

/// A view of the toy's own: the events shown.
#[derive(Clone, Debug, Default, PartialEq)]
struct Shown(Vec<Toy>);

impl Replay<Toy> for Shown {
    fn forward(&mut self, e: &Toy) {
        self.0.push(*e);
    }
    fn backward(&mut self, _: &Toy) {
        self.0.pop();
    }
}

/// Root 0 has children 1, 2; node 2 (best first) has 3, 4, 5; node 4 is the goal; node 1
/// is expanded and has none.
fn script() -> Vec<Toy> {
    vec![
        Toy::Expand { node: 0, depth: 0 },
        Toy::Generate(2),
        Toy::Expand { node: 2, depth: 1 },
        Toy::Generate(3),
        Toy::Reopen,
        Toy::Expand { node: 1, depth: 1 },
        Toy::Generate(0),
        Toy::Expand { node: 4, depth: 2 },
        Toy::Goal,
        Toy::Done,
    ]
}

/// Every frame `k` of a trace reached by stepping back from the end equals frame `k` shown
/// first going forward.
fn back_equals_forward<S: Stepper, V: Replay<S::Event> + Clone + PartialEq + std::fmt::Debug>(
    mut trace: Trace<S, V>,
) -> Vec<V> {
    let mut frames = vec![trace.view().clone()];
    while trace.forward(1).0 == 1 {
        frames.push(trace.view().clone());
    }
    for k in (0..frames.len()).rev() {
        trace.seek(k as u64);
        assert_eq!(trace.view(), &frames[k], "frame {k} stepped back");
    }
    frames
}

#[test]
fn a_new_engine_gets_counters_growth_and_watch_by_the_trait_alone() {
    let trace = Trace::new(
        Script(script().into_iter()),
        Observed::new(Shown::default()),
        100,
    );
    let frames = back_equals_forward(trace);
    let end = frames.last().unwrap();
    assert_eq!(end.view.0, script(), "the toy's own view saw every event");
    let c = end.counters;
    assert_eq!(
        (
            c.steps,
            c.nodes,
            c.expanded,
            c.solutions,
            c.backtracks,
            c.depth
        ),
        (10, 5, 4, 1, 0, 0)
    );
    let tree = &end.tree;
    assert_eq!(tree.levels(), &[1, 2, 3]);
    let parents: Vec<u32> = tree.nodes().iter().map(|n| n.parent).collect();
    assert_eq!(parents, [0, 0, 0, 2, 2, 2]);
    let kinds: Vec<NodeKind> = tree.nodes().iter().map(|n| n.kind).collect();
    use NodeKind::*;
    assert_eq!(kinds, [Done, DeadEnd, Done, Open, Solution, Open]);
    // Halfway: node 2 expanded, its children generated, node 1 still waiting.
    assert_eq!(frames[4].tree.levels(), &[1, 2, 3]);
    assert_eq!(frames[4].tree.nodes()[1].kind, Open);
    assert_eq!(frames[4].counters.expanded, 2);
}

/// The graph `0 - 1, 0 - 2, 1 - 3, 2 - 3, 3 - 4`, both ways.
struct Diamond;

impl Graph for Diamond {
    fn vertex_count(&self) -> usize {
        5
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        let all: &[u32] = match v {
            0 => &[1, 2],
            1 => &[0, 3],
            2 => &[0, 3],
            3 => &[1, 2, 4],
            _ => &[3],
        };
        out.extend_from_slice(all);
    }
}

#[test]
fn bfs_grows_its_tree_layer_by_layer() {
    let trace = Trace::new(
        Bfs::new(Diamond, 0, None),
        Observed::new(BfsView::new(5, 0)),
        100,
    );
    let frames = back_equals_forward(trace);
    let end = frames.last().unwrap();
    // Distances 0; 1, 1; 2; 3: the tree's levels are the BFS layers.
    assert_eq!(end.tree.levels(), &[1, 2, 1, 1]);
    let parents: Vec<u32> = end.tree.nodes().iter().map(|n| n.parent).collect();
    // Discovery order 0, 1, 2, 3 (from 1), 4 (from 3).
    assert_eq!(parents, [0, 0, 0, 1, 3]);
    let kinds: Vec<NodeKind> = end.tree.nodes().iter().map(|n| n.kind).collect();
    use NodeKind::*;
    assert_eq!(kinds, [Done, Done, DeadEnd, Done, DeadEnd]);
    let c = end.counters;
    assert_eq!((c.nodes, c.expanded, c.solutions), (4, 5, 0));

    // With a goal: the vertex found is the solution, the search stops there.
    let trace = Trace::new(
        Bfs::new(Diamond, 0, Some(3)),
        Observed::new(BfsView::new(5, 0)),
        100,
    );
    let end = back_equals_forward(trace).pop().unwrap();
    assert_eq!(end.tree.nodes().last().unwrap().kind, Solution);
    assert_eq!(end.counters.solutions, 1);
}

/// Binary strings of length 3, every one a solution at the leaves.
struct Bits;

impl Problem for Bits {
    type State = Vec<u8>;
    type Move = u8;
    fn successors(&self, s: &Vec<u8>, out: &mut Vec<u8>) {
        if s.len() < 3 {
            out.extend([0, 1]);
        }
    }
    fn apply(&self, s: &mut Vec<u8>, b: u8) {
        s.push(b);
    }
    fn undo(&self, s: &mut Vec<u8>, _: u8) {
        s.pop();
    }
    fn is_goal(&self, s: &Vec<u8>) -> bool {
        s.len() == 3
    }
}

#[test]
fn the_frontier_search_grows_the_whole_tree_and_counts_as_it_does() {
    let bfs = FrontierBfs::new(Bits, Vec::new(), Goal::All, 1000);
    let trace = Trace::new(bfs, Observed::new(FrontierView::default()), 100);
    let end = back_equals_forward(trace).pop().unwrap();
    assert_eq!(end.tree.levels(), &[1, 2, 4, 8]);
    assert!(end.tree.all_drawn());
    let solutions = end
        .tree
        .nodes()
        .iter()
        .filter(|n| n.kind == NodeKind::Solution)
        .count();
    assert_eq!(solutions, 8);
    let c = end.counters;
    assert_eq!((c.nodes, c.expanded, c.solutions), (14, 15, 8));
}

#[test]
fn the_dfs_forest_is_one_tree_under_the_graph() {
    // Vertices 0 -> 1 -> 2 and 3 alone: two trees.
    struct Two;
    impl Graph for Two {
        fn vertex_count(&self) -> usize {
            4
        }
        fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
            out.extend((v < 2).then_some(v + 1));
        }
    }
    let trace = Trace::new(DfsForest::new(Two), Observed::new(ForestView::new(4)), 100);
    let end = back_equals_forward(trace).pop().unwrap();
    assert_eq!(end.tree.levels(), &[1, 2, 1, 1]);
    assert_eq!((end.counters.nodes, end.counters.depth), (4, 0));
    // A growth driven by a plain counter-free replay reads the same events.
    let mut g = Growth::new();
    let mut f = DfsForest::new(Two);
    while let Some(e) = f.step() {
        g.forward(&e);
    }
    assert_eq!(&g, &end.tree);
    let _: TraceCounters = end.counters;
}
