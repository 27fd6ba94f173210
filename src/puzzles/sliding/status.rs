//! What the page says of a best-first search's last step on the sliding puzzle: which state
//! came off the frontier and why it came first (its key, and how a tie was broken), what a
//! slide produced, a state met again, the goal, and the bounds.

use super::solve::Algo;
use super::*;
use crate::engine::{BestFirstView, InformedEvent, Order};

/// The frontier's order of `algo` with weight `w` (tenths).
pub fn order(algo: Algo, heuristic: Heuristic, weight: u32) -> Order {
    match algo {
        Algo::Bfs => Order::Breadth,
        Algo::Greedy => Order::Greedy,
        Algo::WeightedAStar => Order::Weighted(weight),
        _ if heuristic == Heuristic::None => Order::Uniform,
        _ => Order::AStar,
    }
}

/// The tile slid from `from` to `to` (one slide apart).
pub fn tile_slid(from: &Position, to: &Position) -> u8 {
    to.tile(from.blank())
}

/// The order's sentences, by [`rule`]: bfs, uniform, greedy, astar, wastar.
const START: [&str; 5] = [
    "sliding.status.start_bfs",
    "sliding.status.start_uniform",
    "sliding.status.start_greedy",
    "sliding.status.start_astar",
    "sliding.status.start_wastar",
];
const EXPAND: [&str; 5] = [
    "sliding.status.expand_bfs",
    "sliding.status.expand_uniform",
    "sliding.status.expand_greedy",
    "sliding.status.expand_astar",
    "sliding.status.expand_wastar",
];
const EXPAND_TIED: [&str; 5] = [
    "sliding.status.expand_bfs_tied",
    "sliding.status.expand_uniform_tied",
    "sliding.status.expand_greedy_tied",
    "sliding.status.expand_astar_tied",
    "sliding.status.expand_wastar_tied",
];
const GENERATE: [&str; 5] = [
    "sliding.status.generate_bfs",
    "sliding.status.generate_uniform",
    "sliding.status.generate_greedy",
    "sliding.status.generate_astar",
    "sliding.status.generate_wastar",
];

fn rule(order: Order) -> usize {
    match order {
        Order::Breadth => 0,
        Order::Uniform => 1,
        Order::Greedy => 2,
        Order::AStar => 3,
        Order::Weighted(_) => 4,
    }
}

/// The key of a node as the page writes it: f (or g, or h) in moves, tenths for weighted A*.
pub fn key_moves(order: Order, g: u32, h: u32) -> f64 {
    order.key(g, h) as f64 / 10.0
}

/// The sentence for the last event shown (`None`: nothing shown yet), after it.
pub fn status(
    view: &BestFirstView<Position>,
    last: Option<&InformedEvent<Position>>,
    weight: u32,
    limit: u64,
) -> Message {
    let order = view.order();
    let nodes = view.nodes();
    let w = f64::from(weight) / 10.0;
    let Some(event) = last else {
        let s = &nodes[0];
        return Message::new(START[rule(order)])
            .num("g", s.g)
            .num("h", s.h)
            .num("f", key_moves(order, s.g, s.h))
            .num("w", w);
    };
    match *event {
        InformedEvent::Expand { node, g, h, .. } => {
            let key = order.key(g, h);
            // Those left on the frontier at the same key were tied with it.
            let tied = view.frontier().take_while(|&n| view.key(n) == key).count();
            let code = if tied > 0 { EXPAND_TIED } else { EXPAND };
            Message::new(code[rule(order)])
                .count("node", u64::from(node))
                .num("g", g)
                .num("h", h)
                .num("f", key_moves(order, g, h))
                .num("w", w)
                .count("tied", tied as u64)
                .count("frontier", view.counts().frontier)
        }
        InformedEvent::Generate {
            node,
            parent,
            state,
            g,
            h,
        } => Message::new(GENERATE[rule(order)])
            .num("tile", tile_slid(&nodes[parent as usize].state, &state))
            .count("node", u64::from(node))
            .num("g", g)
            .num("h", h)
            .num("f", key_moves(order, g, h))
            .num("w", w),
        InformedEvent::Duplicate { node, parent, g } => {
            let n = &nodes[node as usize];
            Message::new("sliding.status.duplicate")
                .num("tile", tile_slid(&nodes[parent as usize].state, &n.state))
                .count("node", u64::from(node))
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
            let n = &nodes[node as usize];
            Message::new(if reopened {
                "sliding.status.reopen"
            } else {
                "sliding.status.improve"
            })
            .num("tile", tile_slid(&nodes[parent as usize].state, &n.state))
            .count("node", u64::from(node))
            .num("g", g)
            .num("old", old_g)
        }
        InformedEvent::Found { depth, .. } => Message::new("sliding.status.found")
            .count("moves", u64::from(depth))
            .count("expanded", view.counts().expanded)
            .count("generated", view.counts().generated),
        InformedEvent::Exhausted => {
            Message::new("sliding.status.exhausted").count("expanded", view.counts().expanded)
        }
        InformedEvent::Stopped => Message::new("sliding.status.stopped")
            .count("limit", limit)
            .count("expanded", view.counts().expanded),
    }
}

/// What the page says of a position that cannot reach the goal (it is never searched).
pub fn refused(parity: &Parity) -> Message {
    SlidingError::Unsolvable(*parity).message()
}

/// The page's search: best-first on a position that can reach the goal, or nothing at all
/// for one that cannot (it is drawn, and the parity rule said, but never searched).
pub enum Run {
    Search(Box<crate::engine::BestFirst<Sliding>>),
    Refused,
}

impl crate::engine::Stepper for Run {
    type Event = InformedEvent<Position>;
    fn step(&mut self) -> Option<Self::Event> {
        match self {
            Run::Search(s) => s.step(),
            Run::Refused => None,
        }
    }
    fn running(&self) -> bool {
        match self {
            Run::Search(s) => s.running(),
            Run::Refused => false,
        }
    }
}

impl Run {
    /// The search `o` asks for (a pattern database built here, for boards up to 3x3).
    pub fn of(o: &super::options::PuzzleOptions) -> (Run, Sliding) {
        let puzzle = match o.heuristic {
            Heuristic::Pattern => {
                let groups = super::pdb::default_groups(&o.goal);
                let db = std::sync::Arc::new(PatternDb::build(&o.goal, &groups, |_, _| {}));
                Sliding::with_db(&o.goal, db)
            }
            h => Sliding::new(&o.goal, h),
        };
        if !o.parity.solvable() {
            return (Run::Refused, puzzle);
        }
        let search = crate::engine::BestFirst::new(
            puzzle.clone(),
            o.start.position(),
            order(o.algo, o.heuristic, o.weight),
            o.memory,
            o.limit as usize,
        );
        (Run::Search(Box::new(search)), puzzle)
    }
    /// Whether it stopped at its bound on nodes.
    pub fn bounded(&self) -> bool {
        matches!(self, Run::Search(s) if s.bounded())
    }
}
