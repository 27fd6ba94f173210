//! What a person watching a best-first search sees at any step, rebuilt from its events
//! alone (so it steps back exactly): every node generated with its `g`, `h` and parent as
//! they stand, the frontier in the very order the search takes states from it (its priority
//! queue, ties and all), the closed set, the node being expanded, and the counters.

use std::collections::BTreeSet;

use super::informed::{InformedEvent, InformedStats, Node, Order, NO_NODE};
use super::search::Replay;

/// A frontier entry in the search's order: key (lowest first), then `h` where the order
/// prefers a low estimate on a tie, then arrival.
type Entry = (u64, u32, u64, u32);

/// A best-first search as seen so far (a [`Replay`] of its [`InformedEvent`]s).
#[derive(Clone, Debug)]
pub struct BestFirstView<S> {
    order: Order,
    nodes: Vec<Node<S>>,
    /// Each node's arrivals on the frontier, in order (its live entry is the last).
    arrivals: Vec<Vec<u64>>,
    frontier: BTreeSet<Entry>,
    arrived: u64,
    /// The nodes taken to be expanded, in order (the last is being expanded).
    expanding: Vec<u32>,
    counts: InformedStats,
    /// The largest frontier before each step shown, to step it back.
    maxima: Vec<u64>,
    /// The goal node, once shown found.
    found: Option<u32>,
}

impl<S: Copy> BestFirstView<S> {
    /// The view of a search in `order` from `start`, whose estimate is `h`: the start alone
    /// on the frontier (node 0).
    pub fn new(order: Order, start: S, h: u32) -> Self {
        let mut v = BestFirstView {
            order,
            nodes: Vec::new(),
            arrivals: Vec::new(),
            frontier: BTreeSet::new(),
            arrived: 0,
            expanding: Vec::new(),
            counts: InformedStats::default(),
            maxima: Vec::new(),
            found: None,
        };
        v.nodes.push(Node {
            state: start,
            parent: NO_NODE,
            g: 0,
            h,
            depth: 0,
            closed: false,
        });
        v.arrivals.push(Vec::new());
        v.arrive(0);
        v.counts.frontier = 1;
        v.counts.max_frontier = 1;
        v
    }

    fn entry(&self, node: u32, seq: u64) -> Entry {
        let n = &self.nodes[node as usize];
        let h = if self.order.prefers_low_h() { n.h } else { 0 };
        (self.order.key(n.g, n.h), h, seq, node)
    }

    fn arrive(&mut self, node: u32) {
        let seq = self.arrived;
        self.arrived += 1;
        self.arrivals[node as usize].push(seq);
        self.frontier.insert(self.entry(node, seq));
    }

    /// Take back the last arrival of `node` (it must be its live entry, on the frontier).
    fn unarrive(&mut self, node: u32) {
        let seq = self.arrivals[node as usize]
            .pop()
            .expect("an arrival to take back");
        self.frontier.remove(&self.entry(node, seq));
        self.arrived -= 1;
    }

    /// Its live entry, whether or not it is on the frontier now.
    fn live(&self, node: u32) -> Entry {
        let seq = *self.arrivals[node as usize].last().expect("arrived once");
        self.entry(node, seq)
    }

    fn sync_frontier(&mut self) {
        self.counts.frontier = self.frontier.len() as u64;
        self.counts.max_frontier = self.counts.max_frontier.max(self.counts.frontier);
    }

    /// The order of the frontier.
    pub fn order(&self) -> Order {
        self.order
    }
    /// Every node generated so far, as it stands (node `i` is `nodes()[i]`).
    pub fn nodes(&self) -> &[Node<S>] {
        &self.nodes
    }
    /// The counters at the cursor: the search's own [`super::BestFirst::stats`] after the
    /// same events, stepped back with the view.
    pub fn counts(&self) -> InformedStats {
        self.counts
    }
    /// The node being expanded (the last taken off the frontier), if any.
    pub fn expanding(&self) -> Option<u32> {
        self.expanding.last().copied()
    }
    /// The nodes taken off the frontier to be expanded so far, in order (the last is being
    /// expanded; a node reopened and expanded again is there twice).
    pub fn expanded(&self) -> &[u32] {
        &self.expanding
    }
    /// The goal node, once the search has been shown finding it.
    pub fn found(&self) -> Option<u32> {
        self.found
    }
    /// The frontier's nodes in the order the search will take them (the first is next).
    pub fn frontier(&self) -> impl Iterator<Item = u32> + '_ {
        self.frontier.iter().map(|e| e.3)
    }
    /// The frontier's key of `node` (in tenths: f, g or h, as the order is).
    pub fn key(&self, node: u32) -> u64 {
        let n = &self.nodes[node as usize];
        self.order.key(n.g, n.h)
    }
    /// How many nodes on the frontier share the lowest key (the first among them is next).
    pub fn tied_first(&self) -> usize {
        match self.frontier.first() {
            Some(&(key, ..)) => self.frontier.iter().take_while(|e| e.0 == key).count(),
            None => 0,
        }
    }
    /// The states from the start to `node` along the parents as they stand.
    pub fn path_to(&self, node: u32) -> Vec<S> {
        super::informed::path_to(&self.nodes, node)
    }
}

impl<S: Copy> Replay<InformedEvent<S>> for BestFirstView<S> {
    fn forward(&mut self, event: &InformedEvent<S>) {
        self.maxima.push(self.counts.max_frontier);
        self.counts.steps += 1;
        match *event {
            InformedEvent::Expand { node, .. } => {
                let e = self.live(node);
                self.frontier.remove(&e);
                self.nodes[node as usize].closed = true;
                self.expanding.push(node);
                self.counts.expanded += 1;
                self.counts.closed += 1;
            }
            InformedEvent::Generate {
                node,
                parent,
                state,
                g,
                h,
            } => {
                debug_assert_eq!(node as usize, self.nodes.len());
                let depth = self.nodes[parent as usize].depth + 1;
                self.nodes.push(Node {
                    state,
                    parent,
                    g,
                    h,
                    depth,
                    closed: false,
                });
                self.arrivals.push(Vec::new());
                self.arrive(node);
                self.counts.generated += 1;
            }
            InformedEvent::Improve {
                node,
                parent,
                g,
                reopened,
                ..
            } => {
                if !reopened {
                    let e = self.live(node);
                    self.frontier.remove(&e);
                } else {
                    self.counts.reopened += 1;
                    self.counts.closed -= 1;
                }
                let depth = self.nodes[parent as usize].depth + 1;
                let n = &mut self.nodes[node as usize];
                n.g = g;
                n.parent = parent;
                n.depth = depth;
                n.closed = false;
                self.arrive(node);
                self.counts.generated += 1;
            }
            InformedEvent::Duplicate { .. } => {
                self.counts.generated += 1;
                self.counts.duplicates += 1;
            }
            InformedEvent::Found {
                node, generated, ..
            } => {
                if !generated {
                    let e = self.live(node);
                    self.frontier.remove(&e);
                }
                self.found = Some(node);
            }
            InformedEvent::Exhausted | InformedEvent::Stopped => {}
        }
        self.sync_frontier();
    }

    fn backward(&mut self, event: &InformedEvent<S>) {
        match *event {
            InformedEvent::Expand { node, .. } => {
                self.nodes[node as usize].closed = false;
                self.frontier.insert(self.live(node));
                self.expanding.pop();
                self.counts.expanded -= 1;
                self.counts.closed -= 1;
            }
            InformedEvent::Generate { node, .. } => {
                self.unarrive(node);
                self.nodes.pop();
                self.arrivals.pop();
                self.counts.generated -= 1;
            }
            InformedEvent::Improve {
                node,
                old_parent,
                old_g,
                old_depth,
                reopened,
                ..
            } => {
                self.unarrive(node);
                let n = &mut self.nodes[node as usize];
                n.g = old_g;
                n.parent = old_parent;
                n.depth = old_depth;
                n.closed = reopened;
                if reopened {
                    self.counts.reopened -= 1;
                    self.counts.closed += 1;
                } else {
                    self.frontier.insert(self.live(node));
                }
                self.counts.generated -= 1;
            }
            InformedEvent::Duplicate { .. } => {
                self.counts.generated -= 1;
                self.counts.duplicates -= 1;
            }
            InformedEvent::Found {
                node, generated, ..
            } => {
                if !generated {
                    self.frontier.insert(self.live(node));
                }
                self.found = None;
            }
            InformedEvent::Exhausted | InformedEvent::Stopped => {}
        }
        self.counts.steps -= 1;
        self.counts.frontier = self.frontier.len() as u64;
        self.counts.max_frontier = self.maxima.pop().expect("a step to take back");
    }
}
