//! Breadth-first search as an explicit state machine beside the DFS: a queue, every vertex's
//! colour (white undiscovered, gray discovered, black finished), distance and predecessor,
//! one event per step. Also the shortest-path counting and listing that word ladders need,
//! and bidirectional BFS for comparison. Vertices are dense indices `0..vertex_count`.

use std::collections::VecDeque;

use super::search::{Effect, Effects, Replay, SearchEvent, Stepper};

// Where these were defined before they were shared with the DFS forest; kept for the paths
// that name them through this module.
pub use super::graph::{Colour, Graph, NONE};

/// What one step of the BFS did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BfsEvent {
    /// `vertex` was found from `from` at `distance` and joined the queue; `edges` were
    /// looked along in this step (the one that found it, and any before it that led to
    /// vertices already seen).
    Discover {
        vertex: u32,
        from: u32,
        distance: u32,
        edges: u32,
    },
    /// `vertex` left the queue to be expanded.
    Dequeue(u32),
    /// Every neighbour of `vertex` has been examined; `edges` were looked along in this step.
    Finish { vertex: u32, edges: u32 },
    /// The goal was discovered (as with `Discover`); the search stops.
    Found {
        vertex: u32,
        from: u32,
        distance: u32,
        edges: u32,
    },
    /// The queue is empty: everything reachable has been discovered.
    Exhausted,
}

/// The BFS tree: a dequeue expands the oldest vertex discovered, a discovery generates a
/// child of it, and the goal is the vertex found last.
impl SearchEvent for BfsEvent {
    #[inline]
    fn effects(&self) -> Effects {
        match self {
            BfsEvent::Discover { .. } => Effects::one(Effect::Generate(1)),
            BfsEvent::Dequeue(_) => Effects::one(Effect::Expand),
            BfsEvent::Finish { .. } => Effects::one(Effect::Finish),
            BfsEvent::Found { .. } => Effects::two(Effect::Generate(1), Effect::Found),
            BfsEvent::Exhausted => Effects::one(Effect::End),
        }
    }
}

/// The counters of a BFS.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BfsStats {
    pub steps: u64,
    /// Vertices discovered, the source included.
    pub discovered: u64,
    /// Vertices taken off the queue.
    pub dequeued: u64,
    /// Edges looked along.
    pub edges: u64,
    /// The longest the queue has been.
    pub max_queue: u64,
}

/// What a breadth-first search has reached: each vertex's colour, its distance from the
/// source ([`NONE`] where undiscovered) and its predecessor on a shortest path ([`NONE`] for
/// the source and the undiscovered), and the queue, front first. The search keeps one as it
/// runs and [`BfsView`] rebuilds one from the events, both ways; both lend it out as
/// `reached()`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reached {
    colour: Vec<Colour>,
    distance: Vec<u32>,
    predecessor: Vec<u32>,
    queue: VecDeque<u32>,
}

impl Reached {
    /// Only `source` reached: gray, at distance 0, alone in the queue.
    pub fn new(vertices: usize, source: u32) -> Self {
        let mut colour = vec![Colour::White; vertices];
        let mut distance = vec![NONE; vertices];
        colour[source as usize] = Colour::Gray;
        distance[source as usize] = 0;
        Reached {
            colour,
            distance,
            predecessor: vec![NONE; vertices],
            queue: VecDeque::from([source]),
        }
    }
    /// Colour of every vertex.
    pub fn colours(&self) -> &[Colour] {
        &self.colour
    }
    /// Distance of every vertex from the source, [`NONE`] where undiscovered.
    pub fn distances(&self) -> &[u32] {
        &self.distance
    }
    /// Predecessor of every vertex on its shortest path, [`NONE`] for the source and the
    /// undiscovered.
    pub fn predecessors(&self) -> &[u32] {
        &self.predecessor
    }
    /// The queue, front first.
    pub fn queue(&self) -> &VecDeque<u32> {
        &self.queue
    }
}

/// A breadth-first search from one source, optionally stopping when a goal is discovered.
///
/// ```
/// use searchlight::engine::{Bfs, BfsEvent, NONE};
///
/// // Neighbour lists, each edge both ways: 0 - 1 - 3 and 0 - 2 - 3, a square; 4 is alone.
/// let square = vec![vec![1, 2], vec![0, 3], vec![0, 3], vec![1, 2], vec![]];
/// let mut search = Bfs::new(square, 0, None);
/// assert_eq!(search.step(), Some(BfsEvent::Dequeue(0)));
/// assert_eq!(
///     search.step(),
///     Some(BfsEvent::Discover { vertex: 1, from: 0, distance: 1, edges: 1 })
/// );
/// search.run_to_end();
/// assert_eq!(search.reached().distances(), &[0, 1, 1, 2, NONE]);
/// assert_eq!(search.path_to(3), Some(vec![0, 1, 3]));
/// assert_eq!(search.path_to(4), None);
/// assert_eq!(search.stats().edges, 8); // each of the four sides, both ways
/// ```
pub struct Bfs<G: Graph> {
    graph: G,
    reached: Reached,
    /// The vertex being expanded, its neighbours, and how many of them have been examined.
    current: Option<u32>,
    neighbours: Vec<u32>,
    next: usize,
    goal: Option<u32>,
    done: bool,
    stats: BfsStats,
}

impl<G: Graph> Bfs<G> {
    /// A search of `graph` from `source`, stopping when `goal` is discovered (if given).
    pub fn new(graph: G, source: u32, goal: Option<u32>) -> Self {
        let n = graph.vertex_count();
        assert!((source as usize) < n, "the source is a vertex");
        Bfs {
            graph,
            reached: Reached::new(n, source),
            current: None,
            neighbours: Vec::new(),
            next: 0,
            done: goal == Some(source),
            goal,
            stats: BfsStats {
                discovered: 1,
                max_queue: 1,
                ..BfsStats::default()
            },
        }
    }

    /// The graph searched.
    pub fn graph(&self) -> &G {
        &self.graph
    }
    /// Colours, distances, predecessors and the queue as the search stands.
    pub fn reached(&self) -> &Reached {
        &self.reached
    }
    /// The vertex being expanded.
    pub fn current(&self) -> Option<u32> {
        self.current
    }
    /// The counters so far.
    pub fn stats(&self) -> BfsStats {
        self.stats
    }
    /// Whether the search has stopped.
    pub fn done(&self) -> bool {
        self.done
    }

    /// The path from the source to `v` through predecessors, if `v` was discovered.
    pub fn path_to(&self, v: u32) -> Option<Vec<u32>> {
        trace_back(&self.reached.distance, &self.reached.predecessor, v)
    }

    /// Take one step; `None` once the search has stopped.
    pub fn step(&mut self) -> Option<BfsEvent> {
        if self.done {
            return None;
        }
        self.stats.steps += 1;
        let Some(u) = self.current else {
            let Some(u) = self.reached.queue.pop_front() else {
                self.done = true;
                return Some(BfsEvent::Exhausted);
            };
            self.current = Some(u);
            self.neighbours.clear();
            self.graph.neighbours(u, &mut self.neighbours);
            self.next = 0;
            self.stats.dequeued += 1;
            return Some(BfsEvent::Dequeue(u));
        };
        let mut edges = 0;
        while self.next < self.neighbours.len() {
            let v = self.neighbours[self.next];
            self.next += 1;
            self.stats.edges += 1;
            edges += 1;
            if self.reached.colour[v as usize] != Colour::White {
                continue;
            }
            let distance = self.reached.distance[u as usize] + 1;
            self.reached.colour[v as usize] = Colour::Gray;
            self.reached.distance[v as usize] = distance;
            self.reached.predecessor[v as usize] = u;
            self.reached.queue.push_back(v);
            self.stats.discovered += 1;
            self.stats.max_queue = self.stats.max_queue.max(self.reached.queue.len() as u64);
            if self.goal == Some(v) {
                self.done = true;
                return Some(BfsEvent::Found {
                    vertex: v,
                    from: u,
                    distance,
                    edges,
                });
            }
            return Some(BfsEvent::Discover {
                vertex: v,
                from: u,
                distance,
                edges,
            });
        }
        self.reached.colour[u as usize] = Colour::Black;
        self.current = None;
        Some(BfsEvent::Finish { vertex: u, edges })
    }

    /// Run until the search stops, recording nothing.
    pub fn run_to_end(&mut self) {
        while self.step().is_some() {}
    }
}

impl<G: Graph> Stepper for Bfs<G> {
    type Event = BfsEvent;
    fn step(&mut self) -> Option<BfsEvent> {
        Bfs::step(self)
    }
    fn running(&self) -> bool {
        !self.done
    }
}

/// The path from the source to `v` by following predecessors back, if `v` was discovered.
fn trace_back(distance: &[u32], predecessor: &[u32], v: u32) -> Option<Vec<u32>> {
    if distance.get(v as usize).is_none_or(|&d| d == NONE) {
        return None;
    }
    let mut path = vec![v];
    let mut at = v;
    while predecessor[at as usize] != NONE {
        at = predecessor[at as usize];
        path.push(at);
    }
    path.reverse();
    Some(path)
}

/// Distances from `source` to every vertex ([`NONE`] where unreachable): the fast path.
pub fn distances<G: Graph>(graph: &G, source: u32) -> Vec<u32> {
    let mut work = Distances::default();
    work.from(graph, source);
    work.distance
}

/// Work space for many fast-path BFS runs on one graph (a sweep from every vertex), so
/// each run reuses the same memory.
#[derive(Clone, Debug, Default)]
pub struct Distances {
    distance: Vec<u32>,
    queue: Vec<u32>,
    scratch: Vec<u32>,
}

impl Distances {
    /// Distances from `source`, [`NONE`] where unreachable, valid until the next call.
    pub fn from<G: Graph>(&mut self, graph: &G, source: u32) -> &[u32] {
        self.distance.clear();
        self.distance.resize(graph.vertex_count(), NONE);
        self.queue.clear();
        self.queue.push(source);
        self.distance[source as usize] = 0;
        let mut head = 0;
        while head < self.queue.len() {
            let u = self.queue[head];
            head += 1;
            let next = self.distance[u as usize] + 1;
            self.scratch.clear();
            graph.neighbours(u, &mut self.scratch);
            for &v in &self.scratch {
                if self.distance[v as usize] == NONE {
                    self.distance[v as usize] = next;
                    self.queue.push(v);
                }
            }
        }
        &self.distance
    }

    /// How many vertices the last run reached.
    pub fn reached(&self) -> usize {
        self.queue.len()
    }
}

/// Every shortest path from `source` to `goal`: how many there are, and up to `cap` of them
/// listed (in the order of the graph's neighbours). `None` when `goal` is unreachable.
pub fn shortest_paths<G: Graph>(
    graph: &G,
    source: u32,
    goal: u32,
    cap: usize,
) -> Option<(u64, Vec<Vec<u32>>)> {
    let distance = distances(graph, source);
    let length = distance[goal as usize];
    if length == NONE {
        return None;
    }
    // Paths counted backwards from the goal: ways[v] = shortest paths from v to the goal.
    let mut ways = vec![0u64; graph.vertex_count()];
    let mut layers: Vec<Vec<u32>> = vec![Vec::new(); length as usize + 1];
    for (v, &d) in distance.iter().enumerate() {
        if d <= length {
            layers[d as usize].push(v as u32);
        }
    }
    ways[goal as usize] = 1;
    let mut scratch = Vec::new();
    for d in (0..length).rev() {
        for &u in &layers[d as usize] {
            scratch.clear();
            graph.neighbours(u, &mut scratch);
            ways[u as usize] = scratch
                .iter()
                .filter(|&&v| distance[v as usize] == d + 1)
                .fold(0u64, |acc, &v| acc.saturating_add(ways[v as usize]));
        }
    }
    let count = ways[source as usize];
    Some((
        count,
        list_paths(graph, &distance, &ways, source, goal, cap),
    ))
}

/// Up to `cap` shortest paths from `source` to `goal`, in the order of the graph's
/// neighbours. Iterative: a ladder tens of thousands of words long must not grow the call
/// stack. Each frame holds the vertex and its successors one layer nearer the goal that
/// still lead to it (`ways > 0`), so every branch taken ends in a path and the work is
/// bounded by `cap` times the path's length and degree.
fn list_paths<G: Graph>(
    graph: &G,
    distance: &[u32],
    ways: &[u64],
    source: u32,
    goal: u32,
    cap: usize,
) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    if cap == 0 {
        return out;
    }
    let onward = |u: u32, scratch: &mut Vec<u32>| -> Vec<u32> {
        scratch.clear();
        graph.neighbours(u, scratch);
        scratch
            .iter()
            .copied()
            .filter(|&v| distance[v as usize] == distance[u as usize] + 1 && ways[v as usize] > 0)
            .collect()
    };
    let mut scratch = Vec::new();
    let mut path = vec![source];
    // One frame per vertex on the path but the last: its successors and the next to take.
    let mut frames: Vec<(Vec<u32>, usize)> = Vec::new();
    if source != goal {
        frames.push((onward(source, &mut scratch), 0));
    } else {
        out.push(path.clone());
        return out;
    }
    while let Some((successors, next)) = frames.last_mut() {
        let Some(&v) = successors.get(*next) else {
            frames.pop();
            path.pop();
            continue;
        };
        *next += 1;
        path.push(v);
        if v == goal {
            out.push(path.clone());
            if out.len() >= cap {
                break;
            }
            path.pop();
        } else {
            frames.push((onward(v, &mut scratch), 0));
        }
    }
    out
}

/// Bidirectional BFS: layers grow from both ends, the smaller frontier first, until they
/// meet. Returns a shortest path (if any) and the counters of both searches together.
pub fn bidirectional<G: Graph>(graph: &G, source: u32, goal: u32) -> (Option<Vec<u32>>, BfsStats) {
    let n = graph.vertex_count();
    let mut stats = BfsStats {
        discovered: 2,
        max_queue: 2,
        ..BfsStats::default()
    };
    if source == goal {
        stats.discovered = 1;
        return (Some(vec![source]), stats);
    }
    // Side 0 grows from the source, side 1 from the goal.
    let mut seen = [vec![NONE; n], vec![NONE; n]];
    let mut parent = [vec![NONE; n], vec![NONE; n]];
    seen[0][source as usize] = 0;
    seen[1][goal as usize] = 0;
    let mut frontier = [vec![source], vec![goal]];
    let mut scratch = Vec::new();
    while !frontier[0].is_empty() && !frontier[1].is_empty() {
        let side = usize::from(frontier[1].len() < frontier[0].len());
        let other = 1 - side;
        let mut next = Vec::new();
        let mut best: Option<(u32, u32, u32)> = None; // (total, u, v): edge u-v joins the sides
        for &u in &frontier[side] {
            stats.dequeued += 1;
            scratch.clear();
            graph.neighbours(u, &mut scratch);
            for &v in &scratch {
                stats.edges += 1;
                if seen[other][v as usize] != NONE {
                    let total = seen[side][u as usize] + 1 + seen[other][v as usize];
                    if best.is_none_or(|b| total < b.0) {
                        best = Some((total, u, v));
                    }
                }
                if seen[side][v as usize] == NONE {
                    seen[side][v as usize] = seen[side][u as usize] + 1;
                    parent[side][v as usize] = u;
                    stats.discovered += 1;
                    next.push(v);
                }
            }
        }
        stats.max_queue = stats
            .max_queue
            .max((next.len() + frontier[other].len()) as u64);
        if let Some((_, u, v)) = best {
            let walk = |side: usize, mut at: u32| {
                let mut p = vec![at];
                while parent[side][at as usize] != NONE {
                    at = parent[side][at as usize];
                    p.push(at);
                }
                p
            };
            let mut from_side = walk(side, u);
            from_side.reverse();
            from_side.extend(walk(other, v));
            if side == 1 {
                from_side.reverse();
            }
            return (Some(from_side), stats);
        }
        frontier[side] = next;
    }
    (None, stats)
}

/// What a person sees of a BFS after some events: colours, distances, predecessors, the
/// queue and the vertex being expanded. It follows the events both ways, so stepping back is
/// exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BfsView {
    reached: Reached,
    current: Option<u32>,
    discovered: u64,
    dequeued: u64,
    edges: u64,
    /// The largest queue so far, after each discovery (so it can be taken back).
    high: Vec<u32>,
    found: Option<u32>,
}

impl BfsView {
    /// The view before any event: `source` gray at distance 0 in the queue.
    pub fn new(vertices: usize, source: u32) -> Self {
        BfsView {
            reached: Reached::new(vertices, source),
            current: None,
            discovered: 1,
            dequeued: 0,
            edges: 0,
            high: vec![1],
            found: None,
        }
    }
    /// Colours, distances, predecessors and the queue as the events shown have left them.
    pub fn reached(&self) -> &Reached {
        &self.reached
    }
    pub fn current(&self) -> Option<u32> {
        self.current
    }
    pub fn discovered(&self) -> u64 {
        self.discovered
    }
    pub fn dequeued(&self) -> u64 {
        self.dequeued
    }
    /// Edges looked along so far.
    pub fn edges(&self) -> u64 {
        self.edges
    }
    pub fn max_queue(&self) -> u32 {
        *self.high.last().expect("starts with one entry")
    }
    /// The goal, once discovered.
    pub fn found(&self) -> Option<u32> {
        self.found
    }
    /// The layer being expanded: the distance of the current vertex, or of the queue's front.
    pub fn layer(&self) -> Option<u32> {
        self.current
            .or_else(|| self.reached.queue.front().copied())
            .map(|v| self.reached.distance[v as usize])
    }
    /// The path from the source to `v` through predecessors, if `v` has been discovered.
    pub fn path_to(&self, v: u32) -> Option<Vec<u32>> {
        trace_back(&self.reached.distance, &self.reached.predecessor, v)
    }
}

impl Replay<BfsEvent> for BfsView {
    fn forward(&mut self, event: &BfsEvent) {
        match *event {
            BfsEvent::Discover {
                vertex,
                from,
                distance,
                edges,
            }
            | BfsEvent::Found {
                vertex,
                from,
                distance,
                edges,
            } => {
                self.edges += u64::from(edges);
                self.reached.colour[vertex as usize] = Colour::Gray;
                self.reached.distance[vertex as usize] = distance;
                self.reached.predecessor[vertex as usize] = from;
                self.reached.queue.push_back(vertex);
                self.discovered += 1;
                let high = self.max_queue().max(self.reached.queue.len() as u32);
                self.high.push(high);
                if matches!(event, BfsEvent::Found { .. }) {
                    self.found = Some(vertex);
                }
            }
            BfsEvent::Dequeue(u) => {
                self.reached.queue.pop_front();
                self.current = Some(u);
                self.dequeued += 1;
            }
            BfsEvent::Finish { vertex, edges } => {
                self.edges += u64::from(edges);
                self.reached.colour[vertex as usize] = Colour::Black;
                self.current = None;
            }
            BfsEvent::Exhausted => {}
        }
    }

    fn backward(&mut self, event: &BfsEvent) {
        match *event {
            BfsEvent::Discover { vertex, edges, .. } | BfsEvent::Found { vertex, edges, .. } => {
                self.edges -= u64::from(edges);
                self.reached.colour[vertex as usize] = Colour::White;
                self.reached.distance[vertex as usize] = NONE;
                self.reached.predecessor[vertex as usize] = NONE;
                self.reached.queue.pop_back();
                self.discovered -= 1;
                self.high.pop();
                self.found = None;
            }
            BfsEvent::Dequeue(u) => {
                self.reached.queue.push_front(u);
                self.current = None;
                self.dequeued -= 1;
            }
            BfsEvent::Finish { vertex, edges } => {
                self.edges -= u64::from(edges);
                self.reached.colour[vertex as usize] = Colour::Gray;
                self.current = Some(vertex);
            }
            BfsEvent::Exhausted => {}
        }
    }
}
