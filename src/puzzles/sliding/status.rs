//! What the page says of a best-first search's last step on the sliding puzzle: which state
//! came off the frontier and why it came first (its key, and how a tie was broken), what a
//! slide produced, a state met again, the goal, and the bounds.

use super::solve::Algo;
use super::*;
use crate::engine::{BestFirstView, InformedEvent, Order};
use crate::puzzles::best_first::{self, End, Words};

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

/// The order's sentences, by [`best_first::rule`]: bfs, uniform, greedy, astar, wastar.
const START: [&str; 5] = [
    "sliding.status.start_bfs",
    "sliding.status.start_uniform",
    "sliding.status.start_greedy",
    "sliding.status.start_astar",
    "sliding.status.start_wastar",
];
/// The key of a node as the page writes it: f (or g, or h) in moves, tenths for weighted A*.
pub fn key_moves(order: Order, g: u32, h: u32) -> f64 {
    best_first::key_steps(order, g, h)
}

/// What a search stopped at its bound before the goal is told to try, from the search and
/// the estimate in use: never the estimate it has, nor a search it already is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advice {
    /// A blind search (or h = 0): a search guided by an estimate.
    UseEstimate,
    /// The estimates stronger than this one (`Heuristic::stronger`), strongest last.
    Stronger(Vec<Heuristic>),
    /// The strongest estimate already, in a search that keeps every node: IDA*, which
    /// keeps only the path.
    IdaStar,
    /// IDA* (or another depth-first search) with the strongest estimate offered: only a
    /// higher bound goes further.
    Bound,
}

impl Advice {
    pub fn of(algo: Algo, heuristic: Heuristic) -> Advice {
        if !algo.uses_estimate() || heuristic == Heuristic::None {
            return Advice::UseEstimate;
        }
        let stronger = heuristic.stronger();
        if !stronger.is_empty() {
            Advice::Stronger(stronger)
        } else if algo.best_first() {
            Advice::IdaStar
        } else {
            Advice::Bound
        }
    }

    /// As the page says it: a sentence of its own.
    pub fn message(&self) -> Message {
        match self {
            Advice::UseEstimate => Message::new("sliding.advice.estimate"),
            Advice::Stronger(list) => Message::new("sliding.advice.stronger").list(
                "names",
                list.iter().map(|h| Message::new(heuristic_code(*h))),
            ),
            Advice::IdaStar => Message::new("sliding.advice.idastar"),
            Advice::Bound => Message::new("sliding.advice.bound"),
        }
    }
}

/// The catalogue's name of an estimate, as the page's menu words it (the one map from an
/// estimate to its words: narration, practice and "Your turn" read it).
pub fn heuristic_code(h: Heuristic) -> &'static str {
    match h {
        Heuristic::None => "puzzle.heuristic.none",
        Heuristic::Misplaced => "puzzle.heuristic.misplaced",
        Heuristic::Manhattan => "puzzle.heuristic.manhattan",
        Heuristic::LinearConflict => "puzzle.heuristic.linear",
        Heuristic::Pattern => "puzzle.heuristic.pdb",
        Heuristic::PatternReflected => "puzzle.heuristic.pdb663",
        Heuristic::Pattern78 => "puzzle.heuristic.pdb78",
        Heuristic::Rule => "puzzle.heuristic.rule",
    }
}

/// The sentence for the last event shown (`None`: nothing shown yet), after it, for the
/// page's options `o` (the weight, the estimate, the bound).
pub fn status(
    view: &BestFirstView<Position>,
    last: Option<&InformedEvent<Position>>,
    o: &super::options::PuzzleOptions,
) -> Message {
    let (weight, limit) = (o.weight, o.limit);
    let order = view.order();
    let nodes = view.nodes();
    let w = f64::from(weight) / 10.0;
    let Some(event) = last else {
        let s = &nodes[0];
        return Message::new(START[best_first::rule(order)])
            .num("g", s.g)
            .num("h", s.h)
            .num("f", key_moves(order, s.g, s.h))
            .num("w", w);
    };
    let end = match best_first::step(view, event, &Slides(o.heuristic)) {
        Ok(said) => return said,
        Err(end) => end,
    };
    match end {
        End::Found { depth, .. } => Message::new("sliding.status.found")
            .count("moves", u64::from(depth))
            .count("expanded", view.counts().expanded)
            .count("generated", view.counts().generated),
        End::Exhausted => {
            Message::new("sliding.status.exhausted").count("expanded", view.counts().expanded)
        }
        End::Stopped => Message::new("sliding.status.stopped")
            .count("limit", limit)
            .count("expanded", view.counts().expanded)
            .sub("advice", Advice::of(o.algo, o.heuristic).message()),
    }
}

/// The sliding puzzle's words for a best-first step: a node by its number, a successor by
/// the tile slid to make it; whether the estimate in use is consistent.
struct Slides(Heuristic);

impl Words<Position> for Slides {
    fn node(&self, node: u32, _: &Position) -> Message {
        Message::new("search.best.node").count("node", u64::from(node))
    }
    fn step(&self, parent: &Position, state: &Position) -> Message {
        Message::new("sliding.status.step").num("tile", tile_slid(parent, state))
    }
    fn consistent(&self) -> bool {
        self.0.admissible_consistent().1
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
    /// The search `o` asks for, on `puzzle` (from [`puzzle_of`]).
    pub fn of(o: &super::options::PuzzleOptions, puzzle: &Sliding) -> Run {
        if !o.parity.solvable() {
            return Run::Refused;
        }
        let search = crate::engine::BestFirst::new(
            puzzle.clone(),
            o.start.position(),
            order(o.algo, o.heuristic, o.weight),
            o.algo.repeats(o.memory),
            o.limit as usize,
        );
        Run::Search(Box::new(search))
    }
    /// Whether it stopped at its bound on nodes.
    pub fn bounded(&self) -> bool {
        matches!(self, Run::Search(s) if s.bounded())
    }
}

/// The puzzle `o` names with its estimate ready. A pattern database is read from `db` when
/// given (bytes of [`PatternDb::to_bytes`]), else built here for boards up to 3x3 (at
/// once); a 4x4 one takes seconds, so it must be given (the page builds it in a worker).
pub fn puzzle_of(
    o: &super::options::PuzzleOptions,
    db: Option<&[u8]>,
) -> Result<Sliding, SlidingError> {
    let h = o.heuristic;
    if !h.pattern() {
        return Ok(Sliding::new(&o.goal, h));
    }
    // The bytes must hold the groups this estimate reads (5-5-5 is not 6-6-3).
    let groups = super::pdb::groups_for(&o.goal, h);
    let db = match db {
        Some(bytes) => PatternDb::from_bytes(bytes, &o.goal)
            .filter(|db| db.groups() == groups)
            .ok_or(SlidingError::BadDb)?,
        None if o.side <= 3 => PatternDb::build(&o.goal, &groups, |_, _| {}),
        None => return Err(SlidingError::PatternSide { side: o.side }),
    };
    let db = std::sync::Arc::new(db);
    Ok(Sliding::with_db_as(&o.goal, db, h))
}

/// The sentence for the last event of a depth-first search shown (`None`: nothing yet).
/// `algo` is the algorithm (dfs, ids or idastar) and `heuristic` its estimate, `memory`
/// whether it remembers states, `depth` DFS's bound, `limit` the step bound.
pub fn deep_status(
    view: &crate::engine::DeepView<Position>,
    last: Option<&crate::engine::DeepEvent<Position>>,
    algo: Algo,
    heuristic: Heuristic,
    memory: bool,
    depth: u32,
    limit: u64,
) -> Message {
    use crate::engine::{DeepEvent, Skipped};
    let path = view.path();
    let slid = |to: &Position| path.last().map_or(0, |p| tile_slid(&p.state, to));
    let Some(event) = last else {
        return match algo {
            Algo::Dfs => Message::new("sliding.deep.start_dfs").count("depth", u64::from(depth)),
            Algo::Ids => Message::new("sliding.deep.start_ids"),
            _ => Message::new("sliding.deep.start_idastar"),
        };
    };
    let c = view.counts();
    // DFS with memory and a depth bound may leave states within the bound untried: a state
    // first entered deep is not entered again when met nearer the start, and what lies past
    // it within the bound is never reached. So once the bound has cut a successor and memory
    // has refused one, "every state was tried" is not known to be true.
    let hidden = algo == Algo::Dfs && memory && c.pruned > 0 && c.repeats > 0;
    match *event {
        DeepEvent::Iteration { bound } => Message::new(if algo == Algo::IdaStar {
            "sliding.deep.iteration_f"
        } else if algo == Algo::Ids {
            "sliding.deep.iteration_depth"
        } else {
            "sliding.deep.iteration_dfs"
        })
        .count("n", u64::from(c.iterations))
        .num("bound", bound),
        DeepEvent::Visit {
            g,
            h,
            depth: d,
            cycle,
            ..
        } => {
            if d == 0 {
                return Message::new("sliding.deep.visit_start").num("h", h);
            }
            let tile = tile_slid(&path[path.len() - 2].state, &path[path.len() - 1].state);
            if cycle {
                let back = view.cycle_from().map_or(0, |i| path.len() - 1 - i);
                return Message::new("sliding.deep.visit_cycle")
                    .num("tile", tile)
                    .count("back", back as u64)
                    .count("depth", u64::from(d));
            }
            Message::new(if algo == Algo::IdaStar {
                "sliding.deep.visit_f"
            } else {
                "sliding.deep.visit"
            })
            .num("tile", tile)
            .count("depth", u64::from(d))
            .num("g", g)
            .num("h", h)
            .num("f", g + h)
        }
        DeepEvent::Prune { state, g, h } => {
            let bound = view.bound().unwrap_or(0);
            if algo == Algo::IdaStar {
                Message::new("sliding.deep.prune_f")
                    .num("tile", slid(&state))
                    .num("g", g)
                    .num("h", h)
                    .num("f", g + h)
                    .num("bound", bound)
                    .num("next", view.next_bound().unwrap_or(g + h))
            } else {
                Message::new("sliding.deep.prune_depth")
                    .num("tile", slid(&state))
                    .count("depth", path.len() as u64)
                    .num("bound", bound)
            }
        }
        DeepEvent::Repeat { state } => Message::new(if algo == Algo::Dfs {
            "sliding.deep.repeat_visited"
        } else {
            "sliding.deep.repeat_path"
        })
        .num("tile", slid(&state)),
        DeepEvent::Backtrack { depth: d, .. } => {
            if d > 0 {
                return Message::new("sliding.deep.backtrack").count("depth", u64::from(d));
            }
            match (algo, view.next_bound()) {
                (Algo::Dfs, _) | (_, None) => Message::new(if hidden {
                    "sliding.deep.done_dfs_memory"
                } else {
                    "sliding.deep.done_dfs"
                })
                .num("bound", view.bound().unwrap_or(depth)),
                (_, Some(next)) => Message::new(if algo == Algo::IdaStar {
                    "sliding.deep.done_f"
                } else {
                    "sliding.deep.done_depth"
                })
                .num("bound", view.bound().unwrap_or(0))
                .num("next", next),
            }
        }
        DeepEvent::Found => Message::new("sliding.deep.found")
            .count("moves", path.len().saturating_sub(1) as u64)
            .count("visited", c.visited)
            .count("iterations", u64::from(c.iterations)),
        DeepEvent::Exhausted => Message::new(if hidden {
            "sliding.deep.exhausted_memory"
        } else {
            "sliding.deep.exhausted"
        })
        .count("visited", c.visited),
        DeepEvent::Stopped => Message::new(if memory {
            "sliding.deep.stopped"
        } else {
            "sliding.deep.stopped_cycles"
        })
        .count("limit", limit)
        .count("visited", c.visited)
        .count("cycles", c.cycles)
        .sub("advice", Advice::of(algo, heuristic).message())
        .num(
            "looked",
            matches!(view.skipped(), Some(Skipped::Repeated { .. })) as u8,
        ),
    }
}

/// The page's depth-first search: DFS to a depth bound, IDS or IDA*, or nothing for a
/// position that cannot reach the goal.
pub enum DeepRun {
    Search(Box<crate::engine::DeepSearch<Sliding>>),
    Refused,
}

impl crate::engine::Stepper for DeepRun {
    type Event = crate::engine::DeepEvent<Position>;
    fn step(&mut self) -> Option<Self::Event> {
        match self {
            DeepRun::Search(s) => s.step(),
            DeepRun::Refused => None,
        }
    }
    fn running(&self) -> bool {
        match self {
            DeepRun::Search(s) => s.running(),
            DeepRun::Refused => false,
        }
    }
}

impl DeepRun {
    /// The search `o` asks for (`o.algo` one of dfs, ids, idastar).
    pub fn of(o: &super::options::PuzzleOptions, puzzle: &Sliding) -> DeepRun {
        use crate::engine::{DeepSearch, Deepening};
        if !o.parity.solvable() {
            return DeepRun::Refused;
        }
        let mode = match o.algo {
            Algo::Dfs => Deepening::Depth(o.depth),
            Algo::Ids => Deepening::Iterative,
            _ => Deepening::IdaStar,
        };
        DeepRun::Search(Box::new(DeepSearch::new(
            puzzle.clone(),
            o.start.position(),
            mode,
            o.algo.repeats(o.memory),
            o.limit,
        )))
    }
    pub fn bounded(&self) -> bool {
        matches!(self, DeepRun::Search(s) if s.bounded())
    }
}

/// What a search run to its end in one go (the page's "Solve now") says: the solution's
/// length beside Korf's published one where the position is his, or why it stopped.
pub fn solved_status(
    solved: &super::solve::Solved,
    algo: Algo,
    heuristic: Heuristic,
    optimal: bool,
    korf: Option<&super::korf::Instance>,
) -> Message {
    match solved.length() {
        Some(length) => {
            let m = Message::new(match (korf, optimal) {
                (Some(_), _) => "sliding.solve.found_korf",
                (None, true) => "sliding.solve.found_optimal",
                (None, false) => "sliding.solve.found",
            })
            .count("length", length as u64)
            .count("generated", solved.generated);
            match korf {
                Some(k) => m
                    .num("number", k.number)
                    .count("published", u64::from(k.length)),
                None => m,
            }
        }
        // IDA* says how far it got: the bound on f reached and the next one.
        None if solved.bounded && algo == Algo::IdaStar => {
            Message::new("sliding.solve.bounded_ida")
                .count("generated", solved.generated)
                .num("bound", solved.bound)
                .num("next", solved.next_bound.unwrap_or(solved.bound))
                .sub("advice", Advice::of(algo, heuristic).message())
        }
        None if solved.bounded => Message::new(if algo.best_first() {
            "sliding.solve.bounded_nodes"
        } else {
            "sliding.solve.bounded_steps"
        })
        .count("generated", solved.generated)
        .sub("advice", Advice::of(algo, heuristic).message()),
        None => Message::new("sliding.solve.none").count("generated", solved.generated),
    }
}
