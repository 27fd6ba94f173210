//! The search tree as it grows, for drawing beside a depth-first view: the nodes entered so
//! far per depth, the current path, and the first few thousand nodes themselves (parent,
//! place in their level, finished or not, dead end or solution). It follows the same events
//! as the view, both ways, so stepping back shows the tree as it was; past [`DRAWN_NODES`]
//! it keeps only the counts per depth and the path, so its memory stays bounded however
//! long the search runs.
//!
//! Why a node's place in its level is enough to draw it: a depth-first search enters the
//! nodes of any one depth from left to right, so placing each node by its index in its
//! level keeps every parent-child edge from crossing another.

use super::dfs::Event;
use super::search::Replay;

/// The most nodes kept one by one; beyond them, only counts and the path.
pub const DRAWN_NODES: usize = 4096;

/// Where a drawn node stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// Entered and not yet left (it is on the current path).
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

    fn top(&mut self) -> Option<&mut Node> {
        match self.path.last() {
            Some(&i) if i != UNDRAWN => Some(&mut self.nodes[i as usize]),
            _ => None,
        }
    }
}

impl<M> Replay<Event<M>> for Growth {
    fn forward(&mut self, event: &Event<M>) {
        match event {
            Event::Visit(_) => {
                let depth = self.path.len();
                if depth == self.levels.len() {
                    self.levels.push(0);
                    self.by_level.push(Vec::new());
                }
                self.levels[depth] += 1;
                let parent = *self.path.last().expect("the root is always on the path");
                if parent != UNDRAWN && self.nodes.len() < DRAWN_NODES {
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
                    self.path.push(id);
                } else {
                    self.path.push(UNDRAWN);
                }
            }
            Event::Backtrack(_) => {
                if let Some(node) = self.top() {
                    if node.kind == NodeKind::Open {
                        node.kind = if node.children == 0 {
                            NodeKind::DeadEnd
                        } else {
                            NodeKind::Done
                        };
                    }
                }
                self.path.pop();
            }
            Event::Solution => {
                if let Some(node) = self.top() {
                    node.kind = NodeKind::Solution;
                }
            }
            Event::Exhausted => {
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

    fn backward(&mut self, event: &Event<M>) {
        match event {
            Event::Visit(_) => {
                let depth = self.path.len() - 1;
                if let Some(id) = self.path.pop().filter(|&i| i != UNDRAWN) {
                    debug_assert_eq!(id as usize, self.nodes.len() - 1);
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
            Event::Backtrack(_) => {
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
                    if node.kind != NodeKind::Solution {
                        node.kind = NodeKind::Open;
                    }
                }
            }
            Event::Solution => {
                if let Some(node) = self.top() {
                    node.kind = NodeKind::Open;
                }
            }
            Event::Exhausted => {
                let root = &mut self.nodes[0];
                if root.kind != NodeKind::Solution {
                    root.kind = NodeKind::Open;
                }
            }
        }
    }
}
