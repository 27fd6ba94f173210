//! The maze as the engine's state space: over many random mazes
//! (sizes, seeds, loops, starts and coins), the Manhattan estimate is admissible and
//! consistent against true distances from a queue of the test's own; A* and BFS find routes
//! as long as `maze::shortest`; every square A* expands has g + h no more than that length;
//! greedy's route goes through open passages only and is never shorter; an unreachable coin
//! is said so by all three; the status line says A*'s choice as f = g + h.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::VecDeque;

use proptest::prelude::*;
use searchlight::engine::{InformedEvent, Replay, Space, Stepper};
use searchlight::puzzles::challenge;
use searchlight::puzzles::maze::{
    self, search, search_status, search_view, searched, shortest, verify_route, Algo, Dir, Maze,
    MazeSpace, MAX_DRAWN,
};
use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::views::PAGE_LIMIT;

/// True distances from `from` over the open passages, by a queue of the test's own.
fn distances(maze: &Maze, from: u32) -> Vec<Option<u32>> {
    let mut d = vec![None; maze.len()];
    d[from as usize] = Some(0);
    let mut q = VecDeque::from([from]);
    while let Some(u) = q.pop_front() {
        for dir in Dir::ALL {
            if let Some(v) = maze.open(u, dir) {
                if d[v as usize].is_none() {
                    d[v as usize] = Some(d[u as usize].unwrap() + 1);
                    q.push_back(v);
                }
            }
        }
    }
    d
}

/// A route's every step goes through an open passage, start to coin.
fn walks(maze: &Maze, route: &[u32]) -> bool {
    route.first() == Some(&maze.start())
        && route.last() == Some(&maze.coin())
        && route
            .windows(2)
            .all(|w| Dir::ALL.iter().any(|&d| maze.open(w[0], d) == Some(w[1])))
}

fn maze_of(rows: u32, cols: u32, seed: u64, loops: u32, start: u32, coin: u32) -> Maze {
    let mut m = Maze::generate(rows, cols, seed, loops);
    m.set_start(start % m.len() as u32);
    m.set_coin(coin % m.len() as u32);
    m
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn astar_is_optimal_and_greedy_walks_a_valid_route(
        rows in 2u32..=24, cols in 2u32..=24, seed in any::<u64>(),
        loops in prop_oneof![Just(0u32), 1u32..=100], start in any::<u32>(), coin in any::<u32>(),
    ) {
        let maze = maze_of(rows, cols, seed, loops, start, coin);
        let space = MazeSpace::new(maze.clone());
        // Admissible and consistent, against distances to the coin.
        let to_coin = distances(&maze, maze.coin());
        let mut out = Vec::new();
        for sq in 0..maze.len() as u32 {
            let h = space.estimate(&sq);
            if let Some(d) = to_coin[sq as usize] {
                prop_assert!(h <= d, "h({sq}) = {h} > {d}");
            }
            out.clear();
            space.successors(&sq, &mut out);
            for &(n, cost) in &out {
                prop_assert_eq!(cost, 1);
                prop_assert!(h <= cost + space.estimate(&n), "h drops by more than a move");
            }
        }
        let optimum = shortest(&maze).map(|r| r.len() as u32 - 1);
        prop_assert_eq!(optimum, to_coin[maze.start() as usize]);

        // A*: a shortest route, and every square it expands has f = g + h <= the optimum.
        let mut astar = search(&maze, Algo::AStar);
        let mut expanded = Vec::new();
        while let Some(e) = astar.step() {
            if let searchlight::engine::InformedEvent::Expand { g, h, state, .. } = e {
                expanded.push((state, g, h));
            }
        }
        let route = astar.solution();
        prop_assert_eq!(route.as_ref().map(|r| r.len() as u32 - 1), optimum);
        if let (Some(route), Some(opt)) = (&route, optimum) {
            prop_assert!(walks(&maze, route));
            prop_assert!(verify_route(&maze, route).is_ok());
            for &(sq, g, h) in &expanded {
                prop_assert!(g + h <= opt, "A* expanded {sq} with f = {} > {opt}", g + h);
            }
        }
        // No square expanded twice (consistent: no reopening).
        prop_assert_eq!(astar.stats().reopened, 0);

        // BFS by the same engine: a shortest route too. A* expands only squares nearer the
        // start than the optimum, and the coin: with h consistent each is expanded once at its
        // distance g with g + h <= the optimum, and h is 0 only on the coin. (Not "no more than
        // BFS": ties at f = optimum may take A* through more of the last layer than BFS, which
        // stops as it generates the coin.)
        let bfs = searched(&maze, Algo::Bfs);
        prop_assert_eq!(bfs.length(), optimum);
        let a = searched(&maze, Algo::AStar);
        prop_assert_eq!(a.length(), optimum);
        if let Some(opt) = optimum {
            let from_start = distances(&maze, maze.start());
            let nearer = from_start.iter().filter(|d| d.is_some_and(|d| d < opt)).count() as u64;
            prop_assert!(a.expanded <= nearer + 1, "A* {} > {} squares nearer than {opt}, and the coin", a.expanded, nearer);
            prop_assert!(bfs.expanded <= nearer + 1, "BFS {} > {nearer} + 1", bfs.expanded);
        }

        // Each search expands no square the start does not reach, and no square more than
        // once but one reopened: its expansions are its squares and its expansions again.
        let reachable = distances(&maze, maze.start()).iter().filter(|d| d.is_some()).count() as u64;
        for s in [&bfs, &a, &searched(&maze, Algo::Greedy)] {
            prop_assert!(s.squares <= reachable, "{:?}: {} squares of {reachable}", s.algo, s.squares);
            prop_assert!(s.squares <= s.expanded && s.expanded - s.squares <= s.reopened, "{s:?}");
            if s.algo != Algo::Greedy {
                prop_assert_eq!((s.reopened, s.squares), (0, s.expanded), "{:?}", s.algo);
            }
        }

        // Greedy: a valid route, never shorter than the optimum; none when there is none.
        let greedy = searched(&maze, Algo::Greedy);
        match (&greedy.route, optimum) {
            (Some(r), Some(opt)) => {
                prop_assert!(walks(&maze, r), "greedy's route {r:?} is not a walk");
                let moves = r.len() as u32 - 1;
                prop_assert!(moves >= opt, "greedy {moves} < {opt}");
            }
            (None, None) => {}
            (r, o) => prop_assert!(false, "greedy {r:?} but the optimum is {o:?}"),
        }
    }
}

/// A coin walled off: every search says the frontier ran out, after expanding every square
/// the start reaches: BFS and A* each once; greedy (whose memory reopens a square it
/// expanded when a cheaper way to it turns up) each at least once, a reopened one again.
#[test]
fn an_unreachable_coin_is_exhausted_by_every_search() {
    let mut maze = Maze::closed(4, 5);
    maze.remove_walls();
    // Wall the bottom-right square (the coin) in.
    maze.set_wall(maze.coin(), Dir::North, true);
    maze.set_wall(maze.coin(), Dir::West, true);
    for algo in Algo::ALL {
        let s = searched(&maze, algo);
        assert_eq!(s.route, None, "{algo:?}");
        assert_eq!(s.squares, 19, "{algo:?}");
        assert!(s.expanded - 19 <= s.reopened, "{algo:?}: {s:?}");
        if algo != Algo::Greedy {
            assert_eq!(s.reopened, 0, "{algo:?}");
        }
    }
}

/// The view stepped forward and back through A*'s events, and the status line: the square
/// expanded with f = g + h, and the route once found.
#[test]
fn the_status_line_says_astars_choice() {
    let maze = Maze::generate(8, 8, 7, 20);
    let mut s = search(&maze, Algo::AStar);
    let mut view = search_view(&maze, Algo::AStar);
    let first = search_status(&maze, &view, None);
    assert_eq!(first.code, "maze.search.start_astar");
    let mut events = Vec::new();
    while let Some(e) = s.step() {
        view.forward(&e);
        events.push(e);
    }
    let last = search_status(&maze, &view, events.last());
    assert_eq!(last.code, "maze.search.found");
    assert_eq!(view.expanded().len() as u64, s.stats().expanded);
    // The first step expands the start: f = 0 + h.
    let mut back = search_view(&maze, Algo::AStar);
    back.forward(&events[0]);
    let m = search_status(&maze, &back, Some(&events[0]));
    assert!(m.code.starts_with("search.best.expand_astar"), "{}", m.code);
    let square = Message::new("maze.search.square").text("at", maze.name(maze.start()));
    assert_eq!(m.get("node"), Some(&Param::from(square)));
    let h = MazeSpace::new(maze.clone()).manhattan(maze.start());
    assert_eq!(m.get("f"), Some(&Param::Number(f64::from(h))));
    // Every step back restores the counts.
    let counts_after_one = back.counts();
    back.forward(&events[1]);
    back.backward(&events[1]);
    assert_eq!(back.counts(), counts_after_one);
}

/// The figure a run's last status line gives for its expansions, a clause: its code, the
/// expansions, and (once a square was expanded again) the squares.
fn said_expansions(m: &Message) -> (&'static str, Option<&Param>, Option<&Param>) {
    match m.get("expanded") {
        Some(Param::Message(c)) => (c.code, c.get("expanded"), c.get("squares")),
        other => panic!("{}: expanded is {other:?}", m.code),
    }
}

/// Greedy on a 3x3 maze whose coin is walled in reopens a square it expanded (a shorter way
/// to it turns up later) and expands it again: 9 expansions of the 8 squares it reaches,
/// which the status line said as "9 squares expanded". The page's link, read by the page's
/// own reader.
#[test]
fn a_square_reopened_is_an_expansion_more_not_a_square_more() {
    let link = "size=3x3&loops=100&edits=b1e,c2s,b2e&start=a3&coin=c1&algo=greedy";
    let o = maze::options::read(&challenge::given("maze", link), MAX_DRAWN, PAGE_LIMIT)
        .ok()
        .expect("the link's options");
    let maze = o.maze;
    let reachable = distances(&maze, maze.start())
        .iter()
        .filter(|d| d.is_some())
        .count() as u64;
    assert_eq!(reachable, 8, "the coin is walled in");
    let s = searched(&maze, Algo::Greedy);
    assert_eq!(
        (s.expanded, s.squares, s.reopened, s.route),
        (9, 8, 1, None)
    );
    // The page's status line: the reopening said as such, then the expansions apart from
    // the squares.
    let mut run = search(&maze, Algo::Greedy);
    let mut view = search_view(&maze, Algo::Greedy);
    let mut reopens = 0;
    let mut last = None;
    while let Some(e) = run.step() {
        view.forward(&e);
        let m = search_status(&maze, &view, Some(&e));
        if let InformedEvent::Improve { reopened, .. } = e {
            assert_eq!(
                m.code,
                // Greedy's reopening says why: it disregards g.
                if reopened {
                    "search.best.reopen_greedy"
                } else {
                    "search.best.improve"
                }
            );
            reopens += u64::from(reopened);
        }
        last = Some(m);
    }
    assert_eq!(reopens, 1);
    assert_eq!(view.counts().reopened, 1);
    let last = last.expect("a last step");
    assert_eq!(last.code, "maze.search.exhausted");
    assert_eq!(
        said_expansions(&last),
        (
            "maze.search.expanded_again",
            Some(&Param::Number(9.0)),
            Some(&Param::Number(8.0))
        )
    );
    // A* on the same maze reopens nothing: its squares are its expansions.
    let mut run = search(&maze, Algo::AStar);
    let mut view = search_view(&maze, Algo::AStar);
    let mut last = None;
    while let Some(e) = run.step() {
        view.forward(&e);
        last = Some(e);
    }
    let m = search_status(&maze, &view, last.as_ref());
    assert_eq!(
        said_expansions(&m),
        ("maze.search.expanded", Some(&Param::Number(8.0)), None)
    );
}
