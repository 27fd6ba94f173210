//! What the page says of a best-first search's step, for every view that shows one (the
//! maze's, the sliding puzzle's, Sokoban's): which node is expanded and why it comes off
//! the frontier first (its g, h or f, and how a tie is broken), a successor generated onto
//! the frontier, one met again (on the frontier or in the closed set), one reached by a
//! cheaper path (improved on the frontier, or reopened from the closed set, and why). The
//! sentences are the shared catalogue's `search.best.*`; what differs between the views is
//! how they name a node and the step that made it ([`Words`]). The start and the end (the
//! goal, an empty frontier, a bound) speak of each puzzle's own goal and stay the views'.

use crate::engine::{BestFirstView, InformedEvent, Order};
use crate::puzzles::message::Message;

/// How a view names what a best-first step is about.
pub trait Words<S> {
    /// The node as a sentence names it: "node 12", or the maze's square "c3".
    fn node(&self, node: u32, state: &S) -> Message;
    /// The step from `parent` to its successor `state`: "Slide tile 3", "Open from c3",
    /// "Push the box on e4 left to d4".
    fn step(&self, parent: &S, state: &S) -> Message;
    /// Whether the estimate is consistent (never drops by more than a step's cost along a
    /// step), so that A* reopening a node is not the estimate's doing.
    fn consistent(&self) -> bool;
}

/// The order's sentences, by [`rule`]: bfs, uniform, greedy, astar, wastar.
const EXPAND: [&str; 5] = [
    "search.best.expand_bfs",
    "search.best.expand_uniform",
    "search.best.expand_greedy",
    "search.best.expand_astar",
    "search.best.expand_wastar",
];
/// As [`EXPAND`], with others on the frontier at the same key (breadth-first's queue has no
/// ties: its key is the order it was generated in).
const EXPAND_TIED: [&str; 5] = [
    "search.best.expand_bfs",
    "search.best.expand_uniform_tied",
    "search.best.expand_greedy_tied",
    "search.best.expand_astar_tied",
    "search.best.expand_wastar_tied",
];
const GENERATE: [&str; 5] = [
    "search.best.generate_bfs",
    "search.best.generate_uniform",
    "search.best.generate_greedy",
    "search.best.generate_astar",
    "search.best.generate_wastar",
];

/// The index of `order` in the sentences' arrays.
pub fn rule(order: Order) -> usize {
    match order {
        Order::Breadth => 0,
        Order::Uniform => 1,
        Order::Greedy => 2,
        Order::AStar => 3,
        Order::Weighted(_) => 4,
    }
}

/// The key of a node as the page writes it: f (or g, or h) in steps, tenths for weighted
/// A* (f = g + w·h).
pub fn key_steps(order: Order, g: u32, h: u32) -> f64 {
    order.key(g, h) as f64 / 10.0
}

/// The weight w of weighted A* (1 for every other order).
fn weight(order: Order) -> f64 {
    match order {
        Order::Weighted(w) => f64::from(w) / 10.0,
        _ => 1.0,
    }
}

/// Why a node already expanded is reached by a cheaper path, from the search's order and
/// its estimate: greedy best-first disregards g, weighted A*'s weight makes f overestimate,
/// and A*'s own estimate, if neither, is not consistent.
fn reopen_code(order: Order, consistent: bool) -> &'static str {
    match order {
        Order::Greedy => "search.best.reopen_greedy",
        Order::Weighted(w) if w > 10 => "search.best.reopen_weighted",
        _ if !consistent => "search.best.reopen_inconsistent",
        // A consistent estimate never reopens a node in A*; said plainly should it happen.
        _ => "search.best.reopen",
    }
}

/// How a best-first search ended, which each view says of its own puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The goal, `node`, `depth` steps from the start, when it came off the frontier (or,
    /// if `generated`, when it was generated).
    Found {
        node: u32,
        depth: u32,
        generated: bool,
    },
    /// The frontier is empty: the goal cannot be reached.
    Exhausted,
    /// Stopped at a bound on the nodes kept.
    Stopped,
}

/// The sentence for `event`, the last event shown, the view after it; the end of the
/// search (the goal, an empty frontier, a bound) is handed back for the view to say.
pub fn step<S: Copy + Eq + std::hash::Hash>(
    view: &BestFirstView<S>,
    event: &InformedEvent<S>,
    words: &impl Words<S>,
) -> Result<Message, End> {
    let order = view.order();
    let nodes = view.nodes();
    let w = weight(order);
    let stepped = |code: &'static str, parent: u32, node: u32, state: &S| {
        Message::new(code)
            .sub("step", words.step(&nodes[parent as usize].state, state))
            .sub("node", words.node(node, state))
    };
    Ok(match *event {
        InformedEvent::Expand {
            node,
            ref state,
            g,
            h,
            ..
        } => {
            let key = order.key(g, h);
            // Those left on the frontier at the same key were tied with it.
            let tied = view.frontier().take_while(|&n| view.key(n) == key).count();
            let code = if tied > 0 { EXPAND_TIED } else { EXPAND };
            Message::new(code[rule(order)])
                .sub("node", words.node(node, state))
                .num("g", g)
                .num("h", h)
                .num("f", key_steps(order, g, h))
                .num("w", w)
                .count("tied", tied as u64)
        }
        InformedEvent::Generate {
            node,
            parent,
            ref state,
            g,
            h,
        } => stepped(GENERATE[rule(order)], parent, node, state)
            .num("g", g)
            .num("h", h)
            .num("f", key_steps(order, g, h))
            .num("w", w),
        InformedEvent::Duplicate { node, parent, g } => {
            let n = &nodes[node as usize];
            let code = if n.closed {
                "search.best.duplicate_closed"
            } else {
                "search.best.duplicate_open"
            };
            stepped(code, parent, node, &n.state)
                .num("g", g)
                .num("old", n.g)
        }
        InformedEvent::Improve {
            node,
            parent,
            g,
            old_g,
            reopened,
            ..
        } => {
            let code = if reopened {
                reopen_code(order, words.consistent())
            } else {
                "search.best.improve"
            };
            stepped(code, parent, node, &nodes[node as usize].state)
                .num("g", g)
                .num("old", old_g)
                .num("w", w)
        }
        InformedEvent::Found {
            node,
            depth,
            generated,
        } => {
            return Err(End::Found {
                node,
                depth,
                generated,
            })
        }
        InformedEvent::Exhausted => return Err(End::Exhausted),
        InformedEvent::Stopped => return Err(End::Stopped),
    })
}
