//! Best-first search over a state space where states repeat: one engine for breadth-first,
//! uniform-cost, greedy best-first, A* and weighted A*, which differ only in the order the
//! frontier gives its states back, with or without a memory of the states already met (the
//! closed set). One event per step, so a person can watch the frontier and the closed set
//! grow and step back exactly.
//!
//! The depth-first family (DFS with a depth bound, iterative deepening, IDA*) is in
//! [`super::deepening`].

use std::collections::{BinaryHeap, HashMap};
use std::hash::Hash;

use super::search::{Effect, Effects, SearchEvent, Stepper};

/// A state space with step costs and an estimate of the cost still to go.
///
/// States are small values compared and hashed as a whole (a sliding puzzle packed in a
/// `u64`, a square's index): the memory of the states met is keyed by them.
pub trait Space {
    /// One state; compared, hashed and copied whole.
    type State: Copy + Eq + Hash;
    /// Push the successors of `state` onto `out`, each with the cost of the step to it, in
    /// the space's fixed order (the order ties are generated in).
    fn successors(&self, state: &Self::State, out: &mut Vec<(Self::State, u32)>);
    /// Whether `state` is a goal.
    fn is_goal(&self, state: &Self::State) -> bool;
    /// The estimate `h` of the cost from `state` to the nearest goal; 0 for a blind search.
    fn estimate(&self, state: &Self::State) -> u32;
}

/// The order in which the frontier gives its states back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// First in, first out: breadth-first; a goal is recognised as it is generated.
    Breadth,
    /// Lowest path cost `g` first: uniform-cost search (Dijkstra's).
    Uniform,
    /// Lowest estimate `h` first: greedy best-first.
    Greedy,
    /// Lowest `f = g + h` first: A*.
    AStar,
    /// Lowest `f = g + w·h` first, `w` given in tenths (15 is 1.5): weighted A*.
    Weighted(u32),
}

impl Order {
    /// The frontier's key of a state with path cost `g` and estimate `h`, in tenths: lower
    /// comes out first. Breadth-first's is 0 for all (the order of arrival decides).
    pub fn key(self, g: u32, h: u32) -> u64 {
        let (g, h) = (u64::from(g), u64::from(h));
        match self {
            Order::Breadth => 0,
            Order::Uniform => 10 * g,
            Order::Greedy => 10 * h,
            Order::AStar => 10 * (g + h),
            Order::Weighted(w) => 10 * g + u64::from(w) * h,
        }
    }
    /// Whether ties at the same key go to the lower `h` (every order but breadth-first).
    pub fn prefers_low_h(self) -> bool {
        self != Order::Breadth
    }
}

/// A node of the search: a state reached, by which parent, at what cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node<S> {
    pub state: S,
    /// The node it was reached from ([`NO_NODE`] for the start).
    pub parent: u32,
    /// The cost of the best path to it known so far.
    pub g: u32,
    /// Its estimate.
    pub h: u32,
    /// Moves from the start along that path.
    pub depth: u32,
    /// Whether it has been expanded (and not reopened since).
    pub closed: bool,
}

/// The parent of the start.
pub const NO_NODE: u32 = u32::MAX;

/// The states from the start to `node` of `nodes`, along the parents.
pub(crate) fn path_to<S: Copy>(nodes: &[Node<S>], node: u32) -> Vec<S> {
    let mut path = Vec::new();
    let mut at = node;
    while at != NO_NODE {
        let n = &nodes[at as usize];
        path.push(n.state);
        at = n.parent;
    }
    path.reverse();
    path
}

/// What one step of a best-first search did. Nodes are numbered in the order they were
/// generated, from 0 (the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InformedEvent<S> {
    /// `node`, holding `state` at cost `g` with estimate `h`, left the frontier to be
    /// expanded: no state on the frontier came before it in the order.
    Expand {
        node: u32,
        state: S,
        g: u32,
        h: u32,
        depth: u32,
    },
    /// A successor never met before (or, with no memory, met again and taken as new) joined
    /// the frontier as `node`.
    Generate {
        node: u32,
        parent: u32,
        state: S,
        g: u32,
        h: u32,
    },
    /// A state met before was reached by a cheaper path: its cost and parent change, and a
    /// closed state goes back on the frontier (`reopened`).
    Improve {
        node: u32,
        parent: u32,
        g: u32,
        old_parent: u32,
        old_g: u32,
        old_depth: u32,
        reopened: bool,
    },
    /// A state met before was reached again by a path no cheaper: nothing changes.
    Duplicate { node: u32, parent: u32, g: u32 },
    /// `node`, at `depth`, is a goal: the search stops. Breadth-first recognises it as it is
    /// generated (`generated`, the step after), the others as it comes off the frontier (so a
    /// cheaper route still on the frontier is tried first).
    Found {
        node: u32,
        depth: u32,
        generated: bool,
    },
    /// The frontier is empty: no goal is reachable.
    Exhausted,
    /// The search met its bound on nodes kept and stopped unfinished.
    Stopped,
}

impl<S> SearchEvent for InformedEvent<S> {
    /// A node expanded is made current by its number; a successor new to the search joins
    /// the tree under it. A cheaper path to a state met before, or a duplicate, changes no
    /// node of the tree as drawn (the tree is of nodes generated, not of states).
    #[inline]
    fn effects(&self) -> Effects {
        match *self {
            InformedEvent::Expand { node, depth, .. } => Effects::one(Effect::ExpandNode {
                node: u64::from(node),
                depth,
            }),
            InformedEvent::Generate { .. } => Effects::one(Effect::Generate(1)),
            InformedEvent::Improve { .. } | InformedEvent::Duplicate { .. } => Effects::NONE,
            InformedEvent::Found {
                generated: true, ..
            } => Effects::one(Effect::Found),
            InformedEvent::Found { node, depth, .. } => Effects::two(
                Effect::ExpandNode {
                    node: u64::from(node),
                    depth,
                },
                Effect::Solution,
            ),
            InformedEvent::Exhausted | InformedEvent::Stopped => Effects::one(Effect::End),
        }
    }
}

/// The counters of a best-first search: the search keeps them as it runs
/// ([`BestFirst::stats`]) and its view rebuilds the same from the events, both ways
/// ([`super::BestFirstView::counts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InformedStats {
    /// Events so far.
    pub steps: u64,
    /// Nodes taken off the frontier and expanded (the goal, when found, is not counted).
    pub expanded: u64,
    /// Successors looked at, duplicates included.
    pub generated: u64,
    /// States on the frontier now.
    pub frontier: u64,
    /// States expanded and not reopened: the closed set's size.
    pub closed: u64,
    /// Closed states put back on the frontier by a cheaper path.
    pub reopened: u64,
    /// Successors dropped as states already met by a path no cheaper.
    pub duplicates: u64,
    /// The most states the frontier has held at once.
    pub max_frontier: u64,
}

/// An entry of the frontier's heap; stale once its node's cost has dropped or it closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    key: u64,
    h: u32,
    seq: u64,
    node: u32,
    g: u32,
}

impl Ord for Entry {
    // A max-heap: the greatest entry is the one with the lowest key, then the lowest h, then
    // the one that arrived first.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (other.key, other.h, other.seq).cmp(&(self.key, self.h, self.seq))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// A best-first search from one start state.
///
/// ```
/// use searchlight::engine::{BestFirst, InformedEvent, Order, Space};
///
/// /// Squares 0..=10 on a line; a step left or right costs 1; the goal is 7.
/// struct Line;
/// impl Space for Line {
///     type State = u32;
///     fn successors(&self, s: &u32, out: &mut Vec<(u32, u32)>) {
///         out.extend(s.checked_sub(1).map(|t| (t, 1)));
///         if *s < 10 {
///             out.push((s + 1, 1));
///         }
///     }
///     fn is_goal(&self, s: &u32) -> bool {
///         *s == 7
///     }
///     fn estimate(&self, s: &u32) -> u32 {
///         s.abs_diff(7)
///     }
/// }
///
/// let mut astar = BestFirst::new(Line, 3, Order::AStar, true, 1000);
/// astar.run_to_end();
/// assert_eq!(astar.solution(), Some(vec![3, 4, 5, 6, 7]));
/// // A* with an exact estimate expands only the squares on the way.
/// assert_eq!(astar.stats().expanded, 4);
///
/// let mut bfs = BestFirst::new(Line, 3, Order::Breadth, true, 1000);
/// bfs.run_to_end();
/// assert_eq!(bfs.solution(), Some(vec![3, 4, 5, 6, 7]));
/// assert!(bfs.stats().expanded > 4);
/// ```
pub struct BestFirst<P: Space> {
    space: P,
    order: Order,
    remember: bool,
    max_nodes: usize,
    nodes: Vec<Node<P::State>>,
    /// Every state met, to its node (only when remembering).
    known: HashMap<P::State, u32>,
    heap: BinaryHeap<Entry>,
    seq: u64,
    /// The node being expanded and its successors not yet looked at, last first.
    expanding: u32,
    pending: Vec<(P::State, u32)>,
    /// A goal generated by breadth-first, announced at the next step.
    found_next: Option<u32>,
    found: Option<u32>,
    over: bool,
    stats: InformedStats,
}

impl<P: Space> BestFirst<P> {
    /// A search of `space` from `start` in `order`; with `remember`, states met are kept and
    /// met again only as duplicates (graph search), else every successor is a new node (tree
    /// search). It stops unfinished once it holds `max_nodes` nodes, never more.
    pub fn new(space: P, start: P::State, order: Order, remember: bool, max_nodes: usize) -> Self {
        let h = space.estimate(&start);
        let mut search = BestFirst {
            space,
            order,
            remember,
            max_nodes: max_nodes.max(1),
            nodes: Vec::new(),
            known: HashMap::new(),
            heap: BinaryHeap::new(),
            seq: 0,
            expanding: NO_NODE,
            pending: Vec::new(),
            found_next: None,
            found: None,
            over: false,
            stats: InformedStats::default(),
        };
        search.add(start, NO_NODE, 0, h, 0);
        if search.order == Order::Breadth && search.space.is_goal(&start) {
            search.found_next = Some(0);
        }
        search
    }

    fn add(&mut self, state: P::State, parent: u32, g: u32, h: u32, depth: u32) -> u32 {
        let node = self.nodes.len() as u32;
        self.nodes.push(Node {
            state,
            parent,
            g,
            h,
            depth,
            closed: false,
        });
        if self.remember {
            self.known.insert(state, node);
        }
        self.push(node);
        self.stats.frontier += 1;
        self.stats.max_frontier = self.stats.max_frontier.max(self.stats.frontier);
        node
    }

    fn push(&mut self, node: u32) {
        let n = &self.nodes[node as usize];
        let h = if self.order.prefers_low_h() { n.h } else { 0 };
        self.heap.push(Entry {
            key: self.order.key(n.g, n.h),
            h,
            seq: self.seq,
            node,
            g: n.g,
        });
        self.seq += 1;
    }

    /// The space searched.
    pub fn space(&self) -> &P {
        &self.space
    }
    /// The order of the frontier.
    pub fn order(&self) -> Order {
        self.order
    }
    /// Whether states met are remembered.
    pub fn remembers(&self) -> bool {
        self.remember
    }
    /// The counters so far.
    pub fn stats(&self) -> InformedStats {
        self.stats
    }
    /// Every node generated, in order (node `i` is `nodes()[i]`), as it stands now.
    pub fn nodes(&self) -> &[Node<P::State>] {
        &self.nodes
    }
    /// The goal node, once found.
    pub fn found(&self) -> Option<u32> {
        self.found
    }
    /// The states from the start to `node` along the parents as they stand now.
    pub fn path_to(&self, node: u32) -> Vec<P::State> {
        path_to(&self.nodes, node)
    }
    /// The states from the start to the goal, once found.
    pub fn solution(&self) -> Option<Vec<P::State>> {
        self.found.map(|n| self.path_to(n))
    }
    /// The cost of the solution found.
    pub fn cost(&self) -> Option<u32> {
        self.found.map(|n| self.nodes[n as usize].g)
    }
    /// Whether the search stopped at its bound on nodes.
    pub fn bounded(&self) -> bool {
        self.over && self.found.is_none() && self.nodes.len() >= self.max_nodes
    }

    /// Run until it stops; the last event.
    pub fn run_to_end(&mut self) -> Option<InformedEvent<P::State>> {
        let mut last = None;
        while let Some(e) = self.step() {
            last = Some(e);
        }
        last
    }

    fn successor(&mut self, state: P::State, cost: u32) -> InformedEvent<P::State> {
        let parent = self.expanding;
        let p = self.nodes[parent as usize];
        let g = p.g.saturating_add(cost);
        self.stats.generated += 1;
        if self.remember {
            if let Some(&node) = self.known.get(&state) {
                let n = self.nodes[node as usize];
                if g < n.g {
                    let reopened = n.closed;
                    let m = &mut self.nodes[node as usize];
                    m.g = g;
                    m.parent = parent;
                    m.depth = p.depth + 1;
                    m.closed = false;
                    if reopened {
                        self.stats.reopened += 1;
                        self.stats.closed -= 1;
                        self.stats.frontier += 1;
                        self.stats.max_frontier = self.stats.max_frontier.max(self.stats.frontier);
                    }
                    self.push(node);
                    return InformedEvent::Improve {
                        node,
                        parent,
                        g,
                        old_parent: n.parent,
                        old_g: n.g,
                        old_depth: n.depth,
                        reopened,
                    };
                }
                self.stats.duplicates += 1;
                return InformedEvent::Duplicate { node, parent, g };
            }
        }
        // The bound is on nodes kept: a new one past it ends the search here, mid-expansion,
        // so it never holds more than `max_nodes` (a check between expansions alone let the
        // last one's successors past it: 200,001 of 200,000).
        if self.nodes.len() >= self.max_nodes {
            self.stats.generated -= 1; // looked at, not kept
            self.pending.clear();
            self.over = true;
            return InformedEvent::Stopped;
        }
        let h = self.space.estimate(&state);
        let node = self.add(state, parent, g, h, p.depth + 1);
        if self.order == Order::Breadth && self.space.is_goal(&state) {
            self.found_next = Some(node);
        }
        InformedEvent::Generate {
            node,
            parent,
            state,
            g,
            h,
        }
    }
}

impl<P: Space> Stepper for BestFirst<P> {
    type Event = InformedEvent<P::State>;

    fn step(&mut self) -> Option<InformedEvent<P::State>> {
        if self.over {
            return None;
        }
        self.stats.steps += 1;
        if let Some(node) = self.found_next.take() {
            self.found = Some(node);
            self.over = true;
            let depth = self.nodes[node as usize].depth;
            return Some(InformedEvent::Found {
                node,
                depth,
                generated: true,
            });
        }
        if let Some((state, cost)) = self.pending.pop() {
            return Some(self.successor(state, cost));
        }
        if self.nodes.len() >= self.max_nodes {
            self.over = true;
            return Some(InformedEvent::Stopped);
        }
        while let Some(entry) = self.heap.pop() {
            let n = self.nodes[entry.node as usize];
            if n.closed || n.g != entry.g {
                continue; // a stale entry: the node closed, or was reached more cheaply since
            }
            self.stats.frontier -= 1;
            if self.order != Order::Breadth && self.space.is_goal(&n.state) {
                self.found = Some(entry.node);
                self.over = true;
                return Some(InformedEvent::Found {
                    node: entry.node,
                    depth: n.depth,
                    generated: false,
                });
            }
            self.nodes[entry.node as usize].closed = true;
            self.stats.closed += 1;
            self.stats.expanded += 1;
            self.expanding = entry.node;
            self.pending.clear();
            self.space.successors(&n.state, &mut self.pending);
            self.pending.reverse(); // popped from the back: looked at in the space's order
            return Some(InformedEvent::Expand {
                node: entry.node,
                state: n.state,
                g: n.g,
                h: n.h,
                depth: n.depth,
            });
        }
        self.over = true;
        Some(InformedEvent::Exhausted)
    }

    fn running(&self) -> bool {
        !self.over
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid of `w` x `h` open squares, 4-neighbour moves of cost 1, goal at the far corner.
    struct Grid {
        w: u32,
        h: u32,
        /// A heuristic that overestimates (not admissible) when true.
        inflate: bool,
    }

    impl Space for Grid {
        type State = (u32, u32);
        fn successors(&self, &(x, y): &(u32, u32), out: &mut Vec<((u32, u32), u32)>) {
            if x + 1 < self.w {
                out.push(((x + 1, y), 1));
            }
            if y + 1 < self.h {
                out.push(((x, y + 1), 1));
            }
            if x > 0 {
                out.push(((x - 1, y), 1));
            }
            if y > 0 {
                out.push(((x, y - 1), 1));
            }
        }
        fn is_goal(&self, s: &(u32, u32)) -> bool {
            *s == (self.w - 1, self.h - 1)
        }
        fn estimate(&self, &(x, y): &(u32, u32)) -> u32 {
            let d = (self.w - 1 - x) + (self.h - 1 - y);
            if self.inflate {
                3 * d
            } else {
                d
            }
        }
    }

    #[test]
    fn every_order_finds_the_corner_and_optimal_orders_find_the_shortest_route() {
        for order in [
            Order::Breadth,
            Order::Uniform,
            Order::Greedy,
            Order::AStar,
            Order::Weighted(20),
        ] {
            for remember in [true, false] {
                let mut s = BestFirst::new(
                    Grid {
                        w: 4,
                        h: 3,
                        inflate: false,
                    },
                    (0, 0),
                    order,
                    remember,
                    200_000,
                );
                s.run_to_end();
                let path = s.solution().expect("found");
                assert_eq!(path.first(), Some(&(0, 0)));
                assert_eq!(path.last(), Some(&(3, 2)));
                // On an open grid every monotone route is shortest; all of these find one.
                assert_eq!(path.len(), 6, "{order:?} remember {remember}");
            }
        }
    }

    #[test]
    fn counters_agree_with_the_nodes() {
        let mut s = BestFirst::new(
            Grid {
                w: 6,
                h: 6,
                inflate: false,
            },
            (0, 0),
            Order::Uniform,
            true,
            10_000,
        );
        let mut generated = 0;
        let mut duplicates = 0;
        while let Some(e) = s.step() {
            match e {
                InformedEvent::Generate { .. } => generated += 1,
                InformedEvent::Duplicate { .. } => duplicates += 1,
                _ => {}
            }
        }
        let st = s.stats();
        assert_eq!(st.generated, generated + duplicates);
        assert_eq!(st.duplicates, duplicates);
        assert_eq!(s.nodes().len() as u64, generated + 1);
        let open = s.nodes().iter().filter(|n| !n.closed).count() as u64;
        // The goal left the frontier as it was found, so it counts in neither.
        assert_eq!(st.frontier + 1, open);
        assert_eq!(
            st.closed,
            s.nodes().iter().filter(|n| n.closed).count() as u64
        );
    }

    #[test]
    fn the_node_bound_stops_the_search_unfinished() {
        let mut s = BestFirst::new(
            Grid {
                w: 50,
                h: 50,
                inflate: false,
            },
            (0, 0),
            Order::Breadth,
            true,
            100,
        );
        assert_eq!(s.run_to_end(), Some(InformedEvent::Stopped));
        assert!(s.bounded());
        assert!(s.solution().is_none());
    }

    #[test]
    fn an_inadmissible_estimate_can_cost_optimality_but_still_finds_a_route() {
        let mut s = BestFirst::new(
            Grid {
                w: 5,
                h: 5,
                inflate: true,
            },
            (0, 0),
            Order::AStar,
            true,
            10_000,
        );
        s.run_to_end();
        assert!(s.solution().is_some());
    }
}
