//! One position solved, as the CLI and the page's "solve now" ask: the algorithm, the
//! estimate and the memory chosen, run to the end or to a bound, and its figures.

use std::sync::Arc;

use super::fast::{FastEnd, FastIda, Guide};
use super::{Heuristic, PatternDb, Position, Sliding, Tiles};
use crate::engine::{BestFirst, DeepSearch, Deepening, Order, Repeats, Space};

/// The searches offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    Bfs,
    /// Depth-first to the depth bound given.
    Dfs,
    Ids,
    Greedy,
    AStar,
    /// Weighted A*: `f = g + w·h`.
    WeightedAStar,
    IdaStar,
}

impl Algo {
    pub const ALL: [Algo; 7] = [
        Algo::Bfs,
        Algo::Dfs,
        Algo::Ids,
        Algo::Greedy,
        Algo::AStar,
        Algo::WeightedAStar,
        Algo::IdaStar,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Algo::Bfs => "bfs",
            Algo::Dfs => "dfs",
            Algo::Ids => "ids",
            Algo::Greedy => "greedy",
            Algo::AStar => "astar",
            Algo::WeightedAStar => "wastar",
            Algo::IdaStar => "idastar",
        }
    }
    pub fn parse(s: &str) -> Option<Algo> {
        Algo::ALL.into_iter().find(|a| a.name() == s)
    }
    /// Whether the route it finds is always a shortest one (given an admissible estimate).
    pub fn optimal(self) -> bool {
        matches!(self, Algo::Bfs | Algo::Ids | Algo::AStar | Algo::IdaStar)
    }
    /// Whether it is guided by the estimate h (breadth-first search, DFS and iterative
    /// deepening are blind: the estimate chosen does not change them).
    pub fn uses_estimate(self) -> bool {
        matches!(
            self,
            Algo::Greedy | Algo::AStar | Algo::WeightedAStar | Algo::IdaStar
        )
    }
    /// Whether it keeps a frontier in memory (the best-first family).
    pub fn best_first(self) -> bool {
        matches!(
            self,
            Algo::Bfs | Algo::Greedy | Algo::AStar | Algo::WeightedAStar
        )
    }
    /// What "remember states" (`memory`, the page's and the CLI's on/off) means for it: off
    /// is a tree search; on is a graph search for the best-first family and DFS, and path
    /// checking for IDS and IDA*, whose set of states entered would hide shorter routes met
    /// later in an iteration.
    pub fn repeats(self, memory: bool) -> Repeats {
        match (memory, self) {
            (false, _) => Repeats::TreeSearch,
            (true, Algo::Ids | Algo::IdaStar) => Repeats::PathCheck,
            (true, _) => Repeats::GraphSearch,
        }
    }
    /// Whether it keeps every state it meets, so memory bounds it: the best-first family, and
    /// depth-first search as a graph search (`memory` on), which keeps at most one state a
    /// step. IDS and IDA* keep only their path.
    pub fn keeps_states(self, memory: bool) -> bool {
        self.best_first() || self.repeats(memory) == Repeats::GraphSearch
    }
}

/// What to solve and how.
#[derive(Clone, Debug)]
pub struct Request {
    pub start: Tiles,
    pub goal: Tiles,
    pub algo: Algo,
    pub heuristic: Heuristic,
    /// Weighted A*'s `w` in tenths (15 is 1.5).
    pub weight: u32,
    /// What the search does about a state met again ([`Algo::repeats`] for the page's
    /// on/off).
    pub repeats: Repeats,
    /// DFS's depth bound.
    pub depth: u32,
    /// The most nodes a best-first search keeps.
    pub max_nodes: usize,
    /// The most steps a depth-first search takes.
    pub max_steps: u64,
}

/// How a search ended and what it counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The route, start to goal, when one was found.
    pub route: Option<Vec<Position>>,
    /// The tiles slid along the route, in order.
    pub tiles_moved: Vec<u8>,
    /// States expanded (best-first), or entered (depth-first).
    pub expanded: u64,
    /// Successors generated.
    pub generated: u64,
    /// The most states the frontier held (best-first), or the deepest path (depth-first).
    pub max_frontier: u64,
    pub reopened: u64,
    /// Iterations (IDS, IDA*).
    pub iterations: u32,
    /// The last iteration's bound (IDS: on depth; IDA*: on f), and the least depth or f past
    /// it met so far (the next iteration's bound); 0 and None for the best-first family.
    pub bound: u32,
    pub next_bound: Option<u32>,
    /// The search stopped at a bound before it finished.
    pub bounded: bool,
}

impl Solved {
    /// Moves on the route.
    pub fn length(&self) -> Option<usize> {
        self.route.as_ref().map(|r| r.len() - 1)
    }
}

/// The puzzle `request` names, its estimate ready (a pattern database from `db` when given,
/// else built here).
pub fn space(request: &Request, db: Option<Arc<PatternDb>>) -> Sliding {
    let h = request.heuristic;
    if !h.pattern() {
        return Sliding::new(&request.goal, h);
    }
    let db = db.unwrap_or_else(|| {
        let groups = super::pdb::groups_for(&request.goal, h);
        Arc::new(PatternDb::build(&request.goal, &groups, |_, _| {}))
    });
    Sliding::with_db_as(&request.goal, db, h)
}

/// The search under way: best-first, depth-first, or IDA* by the dedicated solver.
enum Search {
    Best(Box<BestFirst<Sliding>>),
    Deep(Box<DeepSearch<Sliding>>),
    Fast(Box<FastIda>),
}

/// The dedicated solver for `request` on `puzzle`, where it counts what the engine would:
/// IDA* never making the move straight back ([`Repeats::ParentCheck`]), on 3x3 or 4x4, by
/// Manhattan distance or the pattern database `puzzle` holds.
fn fast(request: &Request, puzzle: &Sliding) -> Option<FastIda> {
    if request.algo != Algo::IdaStar || request.repeats != Repeats::ParentCheck {
        return None;
    }
    let guide = match (request.heuristic, puzzle.db()) {
        (Heuristic::Manhattan, _) => Guide::Manhattan,
        (Heuristic::Pattern, Some(db)) => Guide::Pattern {
            db: db.clone(),
            reflect: false,
        },
        (Heuristic::PatternReflected | Heuristic::Pattern78, Some(db)) => Guide::Pattern {
            db: db.clone(),
            reflect: super::fast::reflection(&request.goal).is_some(),
        },
        _ => return None,
    };
    FastIda::new(&request.start, &request.goal, guide).ok()
}

/// A search that runs in slices (the page's worker runs it a slice at a time, reporting
/// between them, and is cancelled by ending the worker).
pub struct Solver {
    puzzle: Sliding,
    search: Search,
    /// The dedicated solver's bound on nodes generated.
    max_steps: u64,
}

/// How far a [`Solver`] has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// States expanded (best-first), or entered (depth-first).
    pub expanded: u64,
    pub generated: u64,
    /// States on the frontier (best-first); the path's depth (depth-first).
    pub frontier: u64,
    /// The iteration's bound (IDS, IDA*), and iterations so far.
    pub bound: u32,
    pub iterations: u32,
}

impl Solver {
    /// The search `request` names on `puzzle` (from [`space`]), not yet started: IDA*
    /// never making the move straight back, by Manhattan distance or a pattern database on
    /// 3x3 or 4x4, by the dedicated solver ([`super::fast`]), which counts the same nodes
    /// (its bound on steps is one on nodes generated); the rest by the engine.
    pub fn new(request: &Request, puzzle: Sliding) -> Solver {
        let start = request.start.position();
        let search = if let Some(f) = fast(request, &puzzle) {
            Search::Fast(Box::new(f))
        } else if request.algo.best_first() {
            let order = match request.algo {
                Algo::Bfs => Order::Breadth,
                Algo::Greedy => Order::Greedy,
                Algo::WeightedAStar => Order::Weighted(request.weight),
                _ => Order::AStar,
            };
            Search::Best(Box::new(BestFirst::new(
                puzzle.clone(),
                start,
                order,
                request.repeats,
                request.max_nodes,
            )))
        } else {
            let mode = match request.algo {
                Algo::Dfs => Deepening::Depth(request.depth),
                Algo::Ids => Deepening::Iterative,
                _ => Deepening::IdaStar,
            };
            Search::Deep(Box::new(DeepSearch::new(
                puzzle.clone(),
                start,
                mode,
                request.repeats,
                request.max_steps,
            )))
        };
        Solver {
            puzzle,
            search,
            max_steps: request.max_steps,
        }
    }

    pub fn puzzle(&self) -> &Sliding {
        &self.puzzle
    }

    /// Take up to `steps` steps; true once the search has ended (found, exhausted or
    /// bounded).
    pub fn run(&mut self, steps: u64) -> bool {
        use crate::engine::Stepper;
        if let Search::Fast(f) = &mut self.search {
            let left = self.max_steps.saturating_sub(f.stats().generated);
            return f.run(steps.min(left)) != FastEnd::Running || left <= steps;
        }
        for _ in 0..steps {
            let more = match &mut self.search {
                Search::Best(s) => s.step().is_some(),
                Search::Deep(s) => s.step().is_some(),
                Search::Fast(_) => unreachable!("run in one call above"),
            };
            if !more {
                return true;
            }
        }
        false
    }

    pub fn progress(&self) -> Progress {
        match &self.search {
            Search::Best(s) => {
                let st = s.stats();
                Progress {
                    expanded: st.expanded,
                    generated: st.generated,
                    frontier: st.frontier,
                    bound: 0,
                    iterations: 0,
                }
            }
            Search::Fast(f) => {
                let st = f.stats();
                Progress {
                    expanded: st.visited,
                    generated: st.generated,
                    frontier: u64::from(f.depth()),
                    bound: st.bound,
                    iterations: st.iterations,
                }
            }
            Search::Deep(s) => {
                let st = s.stats();
                Progress {
                    expanded: st.visited,
                    generated: st.generated,
                    frontier: u64::from(st.depth),
                    bound: st.bound,
                    iterations: st.iterations,
                }
            }
        }
    }

    /// What the search found and counted (so far, if it has not ended).
    pub fn solved(&self) -> Solved {
        let (route, mut solved) = match &self.search {
            Search::Best(s) => {
                let st = s.stats();
                (
                    s.solution(),
                    Solved {
                        route: None,
                        tiles_moved: Vec::new(),
                        expanded: st.expanded,
                        generated: st.generated,
                        max_frontier: st.max_frontier,
                        reopened: st.reopened,
                        iterations: 0,
                        bound: 0,
                        next_bound: None,
                        bounded: s.bounded(),
                    },
                )
            }
            Search::Fast(f) => {
                let st = f.stats();
                (
                    f.route(),
                    Solved {
                        route: None,
                        tiles_moved: Vec::new(),
                        expanded: st.visited,
                        generated: st.generated,
                        max_frontier: u64::from(st.max_depth),
                        reopened: 0,
                        iterations: st.iterations,
                        bound: st.bound,
                        next_bound: st.next_bound,
                        bounded: f.end() == FastEnd::Running && st.generated >= self.max_steps,
                    },
                )
            }
            Search::Deep(s) => {
                let st = s.stats();
                (
                    s.found().then(|| s.path()),
                    Solved {
                        route: None,
                        tiles_moved: Vec::new(),
                        expanded: st.visited,
                        generated: st.generated,
                        max_frontier: u64::from(st.max_depth),
                        reopened: 0,
                        iterations: st.iterations,
                        bound: st.bound,
                        next_bound: st.next_bound,
                        bounded: s.bounded(),
                    },
                )
            }
        };
        if let Some(route) = &route {
            solved.tiles_moved = route.windows(2).map(|w| w[0].tile(w[1].blank())).collect();
        }
        solved.route = route;
        debug_assert!(solved
            .route
            .as_ref()
            .is_none_or(|r| r.last().is_some_and(|p| self.puzzle.is_goal(p))));
        solved
    }
}

/// Run the search `request` names on `puzzle` to its end or bound.
pub fn solve(request: &Request, puzzle: Sliding) -> Solved {
    let mut s = Solver::new(request, puzzle);
    s.run(u64::MAX);
    s.solved()
}
