//! Depth-first traversal of a whole graph, as in the textbook: discovery and finish times on
//! every vertex (counted from 1, so V vertices use 1..=2V), a restart from each still-white
//! vertex in index order so the result is a DFS forest, and every edge classified as tree,
//! back, forward or cross. An explicit stack, one event per step, like the other engines.

use super::graph::{Colour, Graph, NONE};
use super::search::{Effect, Effects, Replay, SearchEvent, Stepper};

/// The class of an edge u -> v, decided when the traversal first looks along it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeClass {
    /// v was white: the edge joins the forest.
    Tree,
    /// v was gray, an ancestor of u (a self-loop counts): the graph has a cycle.
    Back,
    /// v was black and discovered after u: a descendant reached another way.
    Forward,
    /// v was black and discovered before u: another branch or tree.
    Cross,
}

impl EdgeClass {
    /// The class's name in lower case.
    pub fn name(self) -> &'static str {
        match self {
            EdgeClass::Tree => "tree",
            EdgeClass::Back => "back",
            EdgeClass::Forward => "forward",
            EdgeClass::Cross => "cross",
        }
    }
}

/// What one step of the traversal did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForestEvent {
    /// A new tree starts at a white vertex.
    Root(u32),
    /// `vertex` turned gray at `time`, reached from `parent` ([`NONE`] for a root).
    Discover { vertex: u32, parent: u32, time: u32 },
    /// The edge `from -> to` was looked along and classified (not a tree edge: those come
    /// as the discovery of `to`).
    Edge {
        from: u32,
        to: u32,
        class: EdgeClass,
    },
    /// `vertex` turned black at `time`: all its edges are done.
    Finish { vertex: u32, time: u32 },
    /// Every vertex is black.
    Done,
}

/// The forest as one tree under a root standing for the whole graph: each tree's root is a
/// child of it, a discovery goes down, a finish comes back up; an edge looked along that
/// discovers nothing changes no node.
impl SearchEvent for ForestEvent {
    #[inline]
    fn effects(&self) -> Effects {
        match self {
            ForestEvent::Root(_) | ForestEvent::Edge { .. } => Effects::NONE,
            ForestEvent::Discover { .. } => Effects::one(Effect::Enter),
            ForestEvent::Finish { .. } => Effects::one(Effect::Leave),
            ForestEvent::Done => Effects::one(Effect::End),
        }
    }
}

/// The forest as far as a traversal has gone: colours, discovery and finish times (0 until
/// then), parents ([`NONE`] for roots and the undiscovered), the roots in order, and every
/// edge looked along with its class (tree edges included), in the order met. The traversal
/// keeps one as it runs and [`ForestView`] rebuilds one from the events, both ways; both
/// read as one through `Deref`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forest {
    colour: Vec<Colour>,
    discovered: Vec<u32>,
    finished: Vec<u32>,
    parent: Vec<u32>,
    roots: Vec<u32>,
    edges: Vec<(u32, u32, EdgeClass)>,
}

impl Forest {
    /// Every vertex white, nothing found yet.
    pub fn new(vertices: usize) -> Self {
        Forest {
            colour: vec![Colour::White; vertices],
            discovered: vec![0; vertices],
            finished: vec![0; vertices],
            parent: vec![NONE; vertices],
            roots: Vec::new(),
            edges: Vec::new(),
        }
    }
    pub fn colours(&self) -> &[Colour] {
        &self.colour
    }
    /// Discovery time of every vertex, 0 if not yet discovered.
    pub fn discovered(&self) -> &[u32] {
        &self.discovered
    }
    /// Finish time of every vertex, 0 if not yet finished.
    pub fn finished(&self) -> &[u32] {
        &self.finished
    }
    /// Parent in the forest, [`NONE`] for roots and the undiscovered.
    pub fn parents(&self) -> &[u32] {
        &self.parent
    }
    /// The roots of the trees so far, in order.
    pub fn roots(&self) -> &[u32] {
        &self.roots
    }
    /// Every edge looked along so far, with its class, in the order met.
    pub fn edges(&self) -> &[(u32, u32, EdgeClass)] {
        &self.edges
    }
}

/// A depth-first traversal of every vertex of a graph.
///
/// ```
/// use searchlight::engine::{DfsForest, EdgeClass};
///
/// // Out-lists: 0 -> 1 -> 0, a cycle, and 2 -> 1, which the tree from 0 cannot reach.
/// let mut walk = DfsForest::new(vec![vec![1], vec![0], vec![1]]);
/// walk.run_to_end();
/// assert_eq!(walk.forest().roots(), &[0, 2]);
/// assert_eq!(walk.forest().discovered(), &[1, 2, 5]);
/// assert_eq!(walk.forest().finished(), &[4, 3, 6]);
/// use EdgeClass::*;
/// assert_eq!(walk.forest().edges(), &[(0, 1, Tree), (1, 0, Back), (2, 1, Cross)]);
/// assert_eq!(walk.topological_order(), None); // the back edge is a cycle
/// ```
pub struct DfsForest<G: Graph> {
    graph: G,
    forest: Forest,
    /// The gray vertices, deepest last, each with its neighbours still to look at.
    stack: Vec<(u32, Vec<u32>, usize)>,
    time: u32,
    next_root: u32,
    pending_root: Option<u32>,
    done: bool,
}

impl<G: Graph> DfsForest<G> {
    /// A traversal of `graph`, trying roots in index order.
    pub fn new(graph: G) -> Self {
        let n = graph.vertex_count();
        DfsForest {
            graph,
            forest: Forest::new(n),
            stack: Vec::new(),
            time: 0,
            next_root: 0,
            pending_root: None,
            done: n == 0,
        }
    }

    /// The forest as the traversal has built it so far.
    pub fn forest(&self) -> &Forest {
        &self.forest
    }
    pub fn graph(&self) -> &G {
        &self.graph
    }
    pub fn time(&self) -> u32 {
        self.time
    }
    pub fn done(&self) -> bool {
        self.done
    }

    fn discover(&mut self, v: u32, parent: u32) -> ForestEvent {
        self.time += 1;
        self.forest.colour[v as usize] = Colour::Gray;
        self.forest.discovered[v as usize] = self.time;
        self.forest.parent[v as usize] = parent;
        let mut next = Vec::new();
        self.graph.neighbours(v, &mut next);
        self.stack.push((v, next, 0));
        ForestEvent::Discover {
            vertex: v,
            parent,
            time: self.time,
        }
    }

    /// Take one step; `None` once every vertex is black.
    pub fn step(&mut self) -> Option<ForestEvent> {
        if self.done {
            return None;
        }
        if let Some(root) = self.pending_root.take() {
            return Some(self.discover(root, NONE));
        }
        let Some(top) = self.stack.last_mut() else {
            while (self.next_root as usize) < self.forest.colour.len()
                && self.forest.colour[self.next_root as usize] != Colour::White
            {
                self.next_root += 1;
            }
            if self.next_root as usize == self.forest.colour.len() {
                self.done = true;
                return Some(ForestEvent::Done);
            }
            let root = self.next_root;
            self.forest.roots.push(root);
            self.pending_root = Some(root);
            return Some(ForestEvent::Root(root));
        };
        let u = top.0;
        if top.2 < top.1.len() {
            let v = top.1[top.2];
            top.2 += 1;
            let class = match self.forest.colour[v as usize] {
                Colour::White => EdgeClass::Tree,
                Colour::Gray => EdgeClass::Back,
                Colour::Black
                    if self.forest.discovered[u as usize] < self.forest.discovered[v as usize] =>
                {
                    EdgeClass::Forward
                }
                Colour::Black => EdgeClass::Cross,
            };
            self.forest.edges.push((u, v, class));
            if class == EdgeClass::Tree {
                return Some(self.discover(v, u));
            }
            return Some(ForestEvent::Edge {
                from: u,
                to: v,
                class,
            });
        }
        self.stack.pop();
        self.time += 1;
        self.forest.colour[u as usize] = Colour::Black;
        self.forest.finished[u as usize] = self.time;
        Some(ForestEvent::Finish {
            vertex: u,
            time: self.time,
        })
    }

    /// Run to the end.
    pub fn run_to_end(&mut self) {
        while self.step().is_some() {}
    }

    /// Once done: the vertices by decreasing finish time, a topological order when the graph
    /// has no cycle (no back edge); `None` when it has one.
    pub fn topological_order(&self) -> Option<Vec<u32>> {
        if !self.done || self.forest.edges.iter().any(|e| e.2 == EdgeClass::Back) {
            return None;
        }
        let mut order: Vec<u32> = (0..self.forest.colour.len() as u32).collect();
        order.sort_by_key(|&v| std::cmp::Reverse(self.forest.finished[v as usize]));
        Some(order)
    }
}

impl<G: Graph> Stepper for DfsForest<G> {
    type Event = ForestEvent;
    fn step(&mut self) -> Option<ForestEvent> {
        DfsForest::step(self)
    }
    fn running(&self) -> bool {
        !self.done
    }
}

/// What a person sees of the traversal after some events: colours, d/f times, parents, the
/// roots, the classified edges and the gray path. It follows the events both ways.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForestView {
    forest: Forest,
    gray: Vec<u32>,
}

impl ForestView {
    /// The view before any event, on `vertices` vertices.
    pub fn new(vertices: usize) -> Self {
        ForestView {
            forest: Forest::new(vertices),
            gray: Vec::new(),
        }
    }
    /// The forest as the events shown so far have built it.
    pub fn forest(&self) -> &Forest {
        &self.forest
    }
}

impl Replay<ForestEvent> for ForestView {
    fn forward(&mut self, event: &ForestEvent) {
        match *event {
            ForestEvent::Root(r) => self.forest.roots.push(r),
            ForestEvent::Discover {
                vertex,
                parent,
                time,
            } => {
                self.forest.colour[vertex as usize] = Colour::Gray;
                self.forest.discovered[vertex as usize] = time;
                self.forest.parent[vertex as usize] = parent;
                self.gray.push(vertex);
                if parent != NONE {
                    self.forest.edges.push((parent, vertex, EdgeClass::Tree));
                }
            }
            ForestEvent::Edge { from, to, class } => self.forest.edges.push((from, to, class)),
            ForestEvent::Finish { vertex, time } => {
                self.forest.colour[vertex as usize] = Colour::Black;
                self.forest.finished[vertex as usize] = time;
                self.gray.pop();
            }
            ForestEvent::Done => {}
        }
    }

    fn backward(&mut self, event: &ForestEvent) {
        match *event {
            ForestEvent::Root(_) => {
                self.forest.roots.pop();
            }
            ForestEvent::Discover { vertex, parent, .. } => {
                self.forest.colour[vertex as usize] = Colour::White;
                self.forest.discovered[vertex as usize] = 0;
                self.forest.parent[vertex as usize] = NONE;
                self.gray.pop();
                if parent != NONE {
                    self.forest.edges.pop();
                }
            }
            ForestEvent::Edge { .. } => {
                self.forest.edges.pop();
            }
            ForestEvent::Finish { vertex, .. } => {
                self.forest.colour[vertex as usize] = Colour::Gray;
                self.forest.finished[vertex as usize] = 0;
                self.gray.push(vertex);
            }
            ForestEvent::Done => {}
        }
    }
}
