//! The search tree as it grows, for drawing beside a view: the nodes entered so far per
//! depth, the current path, and the first few thousand nodes themselves (parent, place in
//! their level, finished or not, dead end or solution). It follows the same events as the
//! view, both ways, so stepping back shows the tree as it was; past [`DRAWN_NODES`] it keeps
//! only the counts per depth and the path, so a depth-first search's memory stays bounded
//! however long it runs. It reads any engine's events as [`SearchEvent`]s: a depth-first
//! search enters and leaves; a breadth- or best-first one expands a node and generates its
//! children (then it also keeps the node expanded at each expansion, 8 bytes each, as the
//! recording keeps its events).
//!
//! Why a node's place in its level is enough to draw it: a depth-first search enters the
//! nodes of any one depth from left to right, and a breadth-first one generates them in the
//! order of their parents, so placing each node by its index in its level keeps every
//! parent-child edge from crossing another.

use super::search::{Effect, Replay, SearchEvent};

/// The most nodes kept one by one; beyond them, only counts and the path.
pub const DRAWN_NODES: usize = 4096;

/// Where a drawn node stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// Entered and not yet left (it is on the current path), or generated and not yet done.
    Open,
    /// Left after its children were searched.
    Done,
    /// Left without a child: nothing could follow it.
    DeadEnd,
    /// A solution.
    Solution,
}

/// One drawn node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    pub depth: u32,
    /// The parent's index in [`Growth::nodes`]; the root is its own parent.
    pub parent: u32,
    /// Its place among the nodes of its depth, in the order entered.
    pub index: u64,
    pub kind: NodeKind,
    /// Children entered so far.
    pub children: u32,
}

/// Marks a node of the path that is not drawn.
const UNDRAWN: u32 = u32::MAX;

/// The tree so far: see the module's header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Growth {
    levels: Vec<u64>,
    nodes: Vec<Node>,
    /// The drawn nodes of each depth, by their index in `nodes`.
    by_level: Vec<Vec<u32>>,
    /// The nodes of the current path, root first ([`UNDRAWN`] past the drawn ones).
    path: Vec<u32>,
    /// The nodes expanded so far, in order, with their depths ([`UNDRAWN`] past the drawn
    /// ones): the last is the current node (breadth- and best-first searches).
    expanded: Vec<(u32, u32)>,
}

impl Default for Growth {
    fn default() -> Self {
        Growth::new()
    }
}

impl Growth {
    /// A tree of the root alone.
    pub fn new() -> Growth {
        Growth {
            levels: vec![1],
            nodes: vec![Node {
                depth: 0,
                parent: 0,
                index: 0,
                kind: NodeKind::Open,
                children: 0,
            }],
            by_level: vec![vec![0]],
            path: vec![0],
            expanded: Vec::new(),
        }
    }

    /// Nodes entered per depth, the root's first.
    pub fn levels(&self) -> &[u64] {
        &self.levels
    }

    /// The first [`DRAWN_NODES`] nodes, in the order entered.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// Whether every node entered so far is drawn.
    pub fn all_drawn(&self) -> bool {
        self.levels.iter().sum::<u64>() == self.nodes.len() as u64
    }

    /// The current path's nodes, root first: an index into [`Self::nodes`], or `None` past
    /// the drawn ones.
    pub fn path(&self) -> impl Iterator<Item = Option<u32>> + '_ {
        self.path.iter().map(|&i| (i != UNDRAWN).then_some(i))
    }

    /// The current node and its depth: the last expanded, else the top of the path.
    fn current(&self) -> (u32, u32) {
        match self.expanded.last() {
            Some(&here) => here,
            None => (
                *self.path.last().expect("the root is always on the path"),
                self.path.len() as u32 - 1,
            ),
        }
    }

    fn top(&mut self) -> Option<&mut Node> {
        match self.current().0 {
            UNDRAWN => None,
            i => Some(&mut self.nodes[i as usize]),
        }
    }

    /// Nodes entered or generated, the root included.
    fn made(&self) -> u64 {
        self.levels.iter().sum()
    }

    /// A new node at `depth` under `parent`; returns it ([`UNDRAWN`] past the drawn ones).
    fn add(&mut self, parent: u32, depth: usize) -> u32 {
        if depth == self.levels.len() {
            self.levels.push(0);
            self.by_level.push(Vec::new());
        }
        self.levels[depth] += 1;
        if parent == UNDRAWN || self.nodes.len() >= DRAWN_NODES {
            return UNDRAWN;
        }
        let id = self.nodes.len() as u32;
        self.nodes[parent as usize].children += 1;
        self.nodes.push(Node {
            depth: depth as u32,
            parent,
            index: self.levels[depth] - 1,
            kind: NodeKind::Open,
            children: 0,
        });
        self.by_level[depth].push(id);
        id
    }

    /// Take back the node made last, at `depth`, `drawn` or not.
    fn remove(&mut self, depth: usize, drawn: bool) {
        if drawn {
            let node = self.nodes.pop().expect("a drawn node");
            self.nodes[node.parent as usize].children -= 1;
            self.by_level[depth].pop();
        }
        self.levels[depth] -= 1;
        if self.levels[depth] == 0 {
            self.levels.pop();
            self.by_level.pop();
        }
    }

    /// The `k`-th node made (the root 0) as a breadth-first search makes them, level by
    /// level, and its depth.
    fn in_order(&self, k: u64) -> (u32, u32) {
        let id = if k < self.nodes.len() as u64 {
            k as u32
        } else {
            UNDRAWN
        };
        let mut before = 0;
        for (depth, &n) in self.levels.iter().enumerate() {
            before += n;
            if k < before {
                return (id, depth as u32);
            }
        }
        (id, self.levels.len() as u32)
    }

    /// Mark the node done as left (a dead end without children), unless it is a solution.
    fn close(node: &mut Node) {
        if node.kind == NodeKind::Open {
            node.kind = if node.children == 0 {
                NodeKind::DeadEnd
            } else {
                NodeKind::Done
            };
        }
    }

    fn reopen(node: &mut Node) {
        if node.kind != NodeKind::Solution {
            node.kind = NodeKind::Open;
        }
    }

    fn forward_one(&mut self, effect: Effect) {
        match effect {
            Effect::Enter => {
                let depth = self.path.len();
                let parent = *self.path.last().expect("the root is always on the path");
                let id = self.add(parent, depth);
                self.path.push(id);
            }
            Effect::Leave => {
                if let Some(node) = self.top() {
                    Growth::close(node);
                }
                self.path.pop();
            }
            Effect::Expand => {
                let next = self.in_order(self.expanded.len() as u64);
                self.expanded.push(next);
            }
            Effect::ExpandNode { node, depth } => {
                let id = if node < self.nodes.len() as u64 {
                    node as u32
                } else {
                    UNDRAWN
                };
                self.expanded.push((id, depth));
            }
            Effect::Generate(n) => {
                let (parent, depth) = self.current();
                for _ in 0..n {
                    self.add(parent, depth as usize + 1);
                }
            }
            Effect::Finish => {
                if let Some(node) = self.top() {
                    Growth::close(node);
                }
            }
            Effect::Solution => {
                if let Some(node) = self.top() {
                    node.kind = NodeKind::Solution;
                }
            }
            Effect::Found => {
                if self.all_drawn() {
                    if let Some(node) = self.nodes.last_mut() {
                        node.kind = NodeKind::Solution;
                    }
                }
            }
            // The root of a depth-first search is never left: the end closes it. An
            // expanding search's root was closed when expanded; the end leaves it be.
            Effect::End if !self.expanded.is_empty() => {}
            Effect::End => {
                let root = &mut self.nodes[0];
                if root.kind == NodeKind::Open {
                    root.kind = if self.levels.len() == 1 {
                        NodeKind::DeadEnd
                    } else {
                        NodeKind::Done
                    };
                }
            }
        }
    }

    fn backward_one(&mut self, effect: Effect) {
        match effect {
            Effect::Enter => {
                let depth = self.path.len() - 1;
                let id = self.path.pop().expect("a node entered");
                if id != UNDRAWN {
                    debug_assert_eq!(id as usize, self.nodes.len() - 1);
                }
                self.remove(depth, id != UNDRAWN);
            }
            Effect::Leave => {
                // The node left by this backtrack is the last one entered at its depth: any
                // later one would have been entered after it, and is already taken back.
                let depth = self.path.len();
                let last = self.levels[depth] - 1;
                let id = match self.by_level[depth].last() {
                    Some(&i) if self.nodes[i as usize].index == last => i,
                    _ => UNDRAWN,
                };
                self.path.push(id);
                if let Some(node) = self.top() {
                    Growth::reopen(node);
                }
            }
            Effect::Expand | Effect::ExpandNode { .. } => {
                self.expanded.pop();
            }
            Effect::Generate(n) => {
                let depth = self.current().1 as usize + 1;
                for _ in 0..n {
                    let drawn = self.made() == self.nodes.len() as u64;
                    self.remove(depth, drawn);
                }
            }
            Effect::Finish => {
                if let Some(node) = self.top() {
                    Growth::reopen(node);
                }
            }
            Effect::Solution => {
                if let Some(node) = self.top() {
                    node.kind = NodeKind::Open;
                }
            }
            Effect::Found => {
                if self.all_drawn() {
                    if let Some(node) = self.nodes.last_mut() {
                        node.kind = NodeKind::Open;
                    }
                }
            }
            Effect::End if !self.expanded.is_empty() => {}
            Effect::End => Growth::reopen(&mut self.nodes[0]),
        }
    }
}

impl<E: SearchEvent> Replay<E> for Growth {
    fn forward(&mut self, event: &E) {
        for &effect in event.effects().as_slice() {
            self.forward_one(effect);
        }
    }

    fn backward(&mut self, event: &E) {
        for &effect in event.effects().as_slice().iter().rev() {
            self.backward_one(effect);
        }
    }
}
