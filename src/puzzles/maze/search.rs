//! The maze as a state space for the engine's best-first search ([`crate::engine::BestFirst`]):
//! a state is a square, its successors the squares through its open sides (north, east,
//! south, west), each move costing 1, and the estimate `h` the Manhattan distance from the
//! square to the coin. A move changes the row or the column by one, so no route is shorter
//! than that distance (admissible), and `h` changes by exactly one along a move (consistent:
//! A* never finds a cheaper way to a square it has expanded).
//!
//! Breadth-first, greedy best-first (lowest `h` first) and A* (lowest `f = g + h` first)
//! differ only in the frontier's order; all three remember the squares met (graph search).
//! What the page says of each step is [`search_status`].

use super::*;
use crate::engine::{BestFirst, BestFirstView, InformedEvent, Order, Repeats, Space, Stepper};
use crate::puzzles::best_first::{self, End, Words};

/// A search the page and the CLI offer on the maze (the mouse is the `algo` option's fourth).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    Bfs,
    Greedy,
    AStar,
}

impl Algo {
    /// Every search, in the order the comparison lists them.
    pub const ALL: [Algo; 3] = [Algo::Bfs, Algo::AStar, Algo::Greedy];

    /// The `algo` option's value for `name` (None: the mouse, or a name not a search).
    pub fn from_name(name: &str) -> Option<Algo> {
        match name {
            "bfs" => Some(Algo::Bfs),
            "astar" => Some(Algo::AStar),
            "greedy" => Some(Algo::Greedy),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Algo::Bfs => "bfs",
            Algo::AStar => "astar",
            Algo::Greedy => "greedy",
        }
    }
    /// The frontier's order.
    pub fn order(self) -> Order {
        match self {
            Algo::Bfs => Order::Breadth,
            Algo::AStar => Order::AStar,
            Algo::Greedy => Order::Greedy,
        }
    }
}

/// The maze searched: squares, open passages at cost 1, the Manhattan distance to the coin
/// or a student's estimate ([`super::rule`]).
#[derive(Clone, Debug)]
pub struct MazeSpace {
    maze: Maze,
    rule: Option<std::sync::Arc<super::rule::MazeRule>>,
}

impl MazeSpace {
    pub fn new(maze: Maze) -> MazeSpace {
        MazeSpace { maze, rule: None }
    }
    /// The space with a student's estimate in place of the Manhattan distance.
    pub fn with_rule(maze: Maze, rule: std::sync::Arc<super::rule::MazeRule>) -> MazeSpace {
        MazeSpace {
            maze,
            rule: Some(rule),
        }
    }
    pub fn maze(&self) -> &Maze {
        &self.maze
    }
    /// The Manhattan distance from `sq` to the coin.
    pub fn manhattan(&self, sq: Square) -> u32 {
        let m = &self.maze;
        m.row(sq).abs_diff(m.row(m.coin())) + m.col(sq).abs_diff(m.col(m.coin()))
    }
}

impl Space for MazeSpace {
    type State = Square;
    /// Through each open side, north, east, south, west (the mouse's order of directions).
    fn successors(&self, sq: &Square, out: &mut Vec<(Square, u32)>) {
        out.extend(
            Dir::ALL
                .iter()
                .filter_map(|&d| self.maze.open(*sq, d))
                .map(|n| (n, 1)),
        );
    }
    fn is_goal(&self, sq: &Square) -> bool {
        *sq == self.maze.coin()
    }
    fn estimate(&self, sq: &Square) -> u32 {
        match &self.rule {
            Some(rule) => rule.estimate(&self.maze, *sq),
            None => self.manhattan(*sq),
        }
    }
}

/// The search `algo` of `maze` from its start to its coin, not yet stepped. Each square is
/// one node at most (the search remembers the squares met), so it never meets its bound.
pub fn search(maze: &Maze, algo: Algo) -> BestFirst<MazeSpace> {
    search_in(MazeSpace::new(maze.clone()), algo)
}

/// The search `algo` of `space`'s maze, with its estimate, not yet stepped.
pub fn search_in(space: MazeSpace, algo: Algo) -> BestFirst<MazeSpace> {
    let maze = space.maze();
    let (start, len) = (maze.start(), maze.len());
    BestFirst::new(space, start, algo.order(), Repeats::GraphSearch, len + 1)
}

/// What a search does on a maze, run to its end: the figures the page's comparison and the
/// CLI give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Searched {
    pub algo: Algo,
    /// Expansions: squares taken off the frontier and expanded (the coin is not counted), a
    /// square reopened and expanded again counted each time, as the sliding puzzle counts
    /// (the engine's count).
    pub expanded: u64,
    /// The squares expanded, each once: `expanded` less the expansions of a square again.
    pub squares: u64,
    /// Expanded squares put back on the frontier by a shorter way to them (greedy's alone:
    /// A*'s estimate is consistent, and BFS meets every square first by a shortest way).
    pub reopened: u64,
    /// Successors looked at, squares met again included.
    pub generated: u64,
    /// The route found, start to coin; None when the coin cannot be reached.
    pub route: Option<Vec<Square>>,
}

impl Searched {
    /// The route's moves.
    pub fn length(&self) -> Option<u32> {
        self.route.as_ref().map(|r| r.len() as u32 - 1)
    }
}

/// `algo` on `maze`, run to its end.
pub fn searched(maze: &Maze, algo: Algo) -> Searched {
    searched_in(MazeSpace::new(maze.clone()), algo)
}

/// `algo` on `space`'s maze with its estimate, run to its end.
pub fn searched_in(space: MazeSpace, algo: Algo) -> Searched {
    let len = space.maze().len();
    let mut s = search_in(space, algo);
    let mut met = vec![false; len];
    let mut squares = 0;
    while let Some(e) = s.step() {
        if let InformedEvent::Expand { state, .. } = e {
            squares += u64::from(!std::mem::replace(&mut met[state as usize], true));
        }
    }
    let stats = s.stats();
    Searched {
        algo,
        expanded: stats.expanded,
        squares,
        reopened: stats.reopened,
        generated: stats.generated,
        route: s.solution(),
    }
}

/// The expansions of a search so far as a clause: "N squares expanded", or, once a square
/// has been expanded again, the expansions and the squares apart ("9 expansions of 8
/// squares"): a count of expansions called squares said more squares than the maze has.
fn expansions(view: &BestFirstView<Square>) -> Message {
    let expanded = view.counts().expanded;
    let mut seen: Vec<u32> = view.expanded().to_vec();
    seen.sort_unstable();
    seen.dedup();
    let squares = seen.len() as u64;
    if squares == expanded {
        Message::new("maze.search.expanded").count("expanded", expanded)
    } else {
        Message::new("maze.search.expanded_again")
            .count("expanded", expanded)
            .count("squares", squares)
            .count("again", expanded - squares)
    }
}

/// The view a page steps back and forth for `algo` on `maze`.
pub fn search_view(maze: &Maze, algo: Algo) -> BestFirstView<Square> {
    let h = MazeSpace::new(maze.clone()).manhattan(maze.start());
    BestFirstView::new(algo.order(), maze.start(), h)
}

/// The order's sentences: bfs, greedy, astar.
fn pick(
    order: Order,
    bfs: &'static str,
    greedy: &'static str,
    astar: &'static str,
) -> &'static str {
    match order {
        Order::Breadth => bfs,
        Order::Greedy => greedy,
        _ => astar,
    }
}

/// The status line of a best-first search of `maze` after `last`, the last event shown
/// (`None` before the first step).
pub fn search_status(
    maze: &Maze,
    view: &BestFirstView<Square>,
    last: Option<&InformedEvent<Square>>,
) -> Message {
    let order = view.order();
    let nodes = view.nodes();
    let name = |sq: Square| maze.name(sq);
    let Some(event) = last else {
        let h = nodes[0].h;
        return Message::new(pick(
            order,
            "maze.search.start_bfs",
            "maze.search.start_greedy",
            "maze.search.start_astar",
        ))
        .text("start", name(maze.start()))
        .text("coin", name(maze.coin()))
        .num("h", h);
    };
    let end = match best_first::step(view, event, &Squares(maze)) {
        Ok(said) => return said,
        Err(end) => end,
    };
    match end {
        End::Found {
            node,
            depth,
            generated,
        } => Message::new(if generated {
            "maze.search.found_generated"
        } else {
            "maze.search.found"
        })
        .text("at", name(nodes[node as usize].state))
        .count("moves", u64::from(depth))
        .sub("expanded", expansions(view))
        .count("generated", view.counts().generated),
        // (A search that remembers every square holds at most one node a square: its bound
        // of squares + 1 is never met, so Stopped is the frontier run out too.)
        End::Exhausted | End::Stopped => {
            Message::new("maze.search.exhausted").sub("expanded", expansions(view))
        }
    }
}

/// The maze's words for a best-first step: a node is its square, a successor is open from
/// its parent's square; the Manhattan distance is consistent.
struct Squares<'a>(&'a Maze);

impl Words<Square> for Squares<'_> {
    fn node(&self, _: u32, state: &Square) -> Message {
        Message::new("maze.search.square").text("at", self.0.name(*state))
    }
    fn step(&self, parent: &Square, _: &Square) -> Message {
        Message::new("maze.search.step").text("from", self.0.name(*parent))
    }
    fn consistent(&self) -> bool {
        true
    }
}
