//! Shannon's maze mouse: generated mazes are perfect and fixed by their seed; the mouse
//! finds the coin in every perfect maze from every start along a valid walk; the second
//! run follows the memory, unchanged with the walls taken away, relearning after a wall or
//! the coin moves; without a visited set it goes round a cycle to the limit; BFS's routes
//! against a BFS of the test's own over the text format; the text format round-trips and
//! its errors name the row and column.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::VecDeque;

use searchlight::engine::Replay;
use searchlight::puzzles::maze::{
    default_limit, remembered_route, shortest, status, verify_route, Dir, Maze, MazeError, Mouse,
    MouseEvent, MouseOutcome, MouseView, TextFault, MAX_SIDE,
};

/// Mazes of several shapes and seeds, some with loops.
fn mazes(loops: u32) -> impl Iterator<Item = Maze> {
    (0..60u64).map(move |seed| {
        let rows = 2 + (seed % 9) as u32;
        let cols = 2 + (seed * 7 % 11) as u32;
        Maze::generate(rows, cols, seed, loops)
    })
}

/// The open neighbours of every square, read from the text format alone.
fn text_graph(maze: &Maze) -> Vec<Vec<usize>> {
    let lines: Vec<Vec<u8>> = maze.lines().into_iter().map(String::into_bytes).collect();
    let (rows, cols) = ((lines.len() - 1) / 2, (lines[0].len() - 1) / 3);
    let mut g = vec![Vec::new(); rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            let sq = r * cols + c;
            if c + 1 < cols && lines[2 * r + 1][3 * c + 3] == b' ' {
                g[sq].push(sq + 1);
                g[sq + 1].push(sq);
            }
            if r + 1 < rows && lines[2 * r + 2][3 * c + 1] == b' ' {
                g[sq].push(sq + cols);
                g[sq + cols].push(sq);
            }
        }
    }
    g
}

/// Distances from `from` by a queue of the test's own.
fn distances(g: &[Vec<usize>], from: usize) -> Vec<Option<u32>> {
    let mut d = vec![None; g.len()];
    d[from] = Some(0);
    let mut q = VecDeque::from([from]);
    while let Some(u) = q.pop_front() {
        for &v in &g[u] {
            if d[v].is_none() {
                d[v] = Some(d[u].unwrap() + 1);
                q.push_back(v);
            }
        }
    }
    d
}

/// The passages a walk through `squares` goes through, each once, in their order; worked out
/// here from the squares alone (a passage is twice its north-west square, plus 1 going
/// south).
fn passages_of(squares: &[u32], cols: u32) -> Vec<u32> {
    let mut out: Vec<u32> = squares
        .windows(2)
        .map(|w| {
            let (a, b) = (w[0].min(w[1]), w[0].max(w[1]));
            2 * a + u32::from(b - a == cols)
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Run a mouse to the end, replaying every event into a view, which must agree with it
/// and step back to where it began.
fn run_checked(mut mouse: Mouse, memory: Option<Vec<Option<Dir>>>) -> (Mouse, Vec<MouseEvent>) {
    let mut view = MouseView::new(mouse.maze(), memory);
    let start = view.clone();
    let mut events = Vec::new();
    while let Some(e) = mouse.step() {
        view.forward(&e);
        events.push(e);
    }
    assert_eq!(view.stats(), mouse.stats());
    assert_eq!(view.outcome(), mouse.outcome());
    assert_eq!(view.path(), &mouse.route()[..]);
    assert_eq!(
        view.way_passages().collect::<Vec<_>>(),
        passages_of(&mouse.route(), mouse.maze().cols()),
        "the way's passages, each once"
    );
    assert_eq!(view.memory(), mouse.memory());
    for e in events.iter().rev() {
        view.backward(e);
    }
    assert_eq!(view, start);
    (mouse, events)
}

#[test]
fn generated_mazes_are_perfect_and_fixed_by_their_seed() {
    for m in mazes(0) {
        let g = text_graph(&m);
        assert!(distances(&g, 0).iter().all(Option::is_some), "connected");
        assert_eq!(m.passages(), m.len() - 1, "a tree: passages = squares - 1");
        assert_eq!(Maze::generate(m.rows(), m.cols(), 0, 0).rows(), m.rows());
    }
    let a = Maze::generate(20, 30, 7, 0);
    assert_eq!(a, Maze::generate(20, 30, 7, 0));
    assert_ne!(a, Maze::generate(20, 30, 8, 0));
    // Loops: the share of the remaining inner walls taken away, rounded.
    let walls = a.inner_walls().len();
    let looped = Maze::generate(20, 30, 7, 25);
    assert_eq!(looped.inner_walls().len(), walls - (walls * 25 + 50) / 100);
    assert_eq!(Maze::generate(20, 30, 7, 100).inner_walls().len(), 0);
}

#[test]
fn the_mouse_finds_the_coin_in_every_perfect_maze_from_every_start() {
    for (k, mut m) in mazes(0).take(30).enumerate() {
        for start in 0..m.len() as u32 {
            m.set_start(start);
            for visited in [true, false] {
                let (mouse, _) = run_checked(
                    Mouse::explore(m.clone(), visited, default_limit(m.len())),
                    None,
                );
                assert_eq!(
                    mouse.outcome(),
                    MouseOutcome::Found,
                    "maze {k} from {start}"
                );
                let route = mouse.route();
                verify_route(&m, &route).unwrap();
                // In a tree the mouse's route is the only one, so also the shortest.
                assert_eq!(Some(route.clone()), shortest(&m));
                let s = mouse.stats();
                assert_eq!(s.entered - s.backups, route.len() as u64 - 1);
                assert!(s.steps <= 5 * m.len() as u64 + 1);
            }
        }
    }
}

#[test]
fn the_second_run_follows_the_memory_even_without_walls() {
    for m in mazes(0).chain(mazes(30)) {
        let mut first = Mouse::explore(m.clone(), true, default_limit(m.len()));
        assert_eq!(first.run_to_end(), MouseOutcome::Found);
        let route = first.route();
        let memory = first.memory().to_vec();
        assert_eq!(remembered_route(&m, &memory), route);
        let (second, events) = run_checked(
            Mouse::recall(m.clone(), memory.clone(), true, 1000),
            Some(memory.clone()),
        );
        assert_eq!(second.route(), route);
        let s = second.stats();
        assert_eq!((s.wall_feels, s.turns, s.backups), (0, 0, 0));
        assert_eq!(
            s.steps,
            route.len() as u64,
            "one move a square, then the coin"
        );
        assert!(events.iter().all(|e| matches!(
            e,
            MouseEvent::Move { recalled: true, .. } | MouseEvent::Found { .. }
        )));
        // Remove the walls: it still runs the same route, not the shortest one now open.
        let mut open = m.clone();
        open.remove_walls();
        let mut blind = Mouse::recall(open.clone(), memory.clone(), true, 1000);
        assert_eq!(blind.run_to_end(), MouseOutcome::Found);
        assert_eq!(blind.route(), route);
        let mut no_visited = Mouse::recall(open, memory, false, 1000);
        assert_eq!(no_visited.run_to_end(), MouseOutcome::Found);
        assert_eq!(no_visited.route(), route);
    }
}

#[test]
fn after_a_wall_moves_it_relearns_a_valid_route() {
    let mut relearned = 0;
    for (k, m) in mazes(0).enumerate() {
        let mut first = Mouse::explore(m.clone(), true, default_limit(m.len()));
        first.run_to_end();
        let route = first.route();
        if route.len() < 3 {
            continue;
        }
        // A wall across the route's middle move, and one on the way between the two halves
        // of the maze it splits taken away, so the coin is still reachable.
        let mut moved = m.clone();
        let (a, b) = (route[route.len() / 2], route[route.len() / 2 + 1]);
        let d = *Dir::ALL.iter().find(|&&d| m.open(a, d) == Some(b)).unwrap();
        moved.set_wall(a, d, true);
        let reach = distances(&text_graph(&moved), m.start() as usize);
        let gap = moved.inner_walls().into_iter().find(|&(s, d)| {
            let t = moved.neighbour(s, d).unwrap();
            reach[s as usize].is_some() != reach[t as usize].is_some() && (s, t) != (a, b)
        });
        let Some((s, d2)) = gap else { continue };
        moved.set_wall(s, d2, false);
        let memory = first.memory().to_vec();
        let (second, events) = run_checked(
            Mouse::recall(moved.clone(), memory.clone(), true, default_limit(m.len())),
            Some(memory),
        );
        assert_eq!(second.outcome(), MouseOutcome::Found, "maze {k}");
        verify_route(&moved, &second.route()).unwrap();
        assert!(events
            .iter()
            .any(|e| matches!(e, MouseEvent::Relearn { at, .. } if *at == a)));
        // What it learned, it runs straight the next time.
        let mut third = Mouse::recall(moved.clone(), second.memory().to_vec(), true, 10_000);
        assert_eq!(third.run_to_end(), MouseOutcome::Found);
        assert_eq!(third.route(), second.route());
        assert_eq!(third.stats().wall_feels, 0);
        relearned += 1;
    }
    assert!(relearned > 40, "only {relearned} mazes had a wall moved");
}

#[test]
fn after_the_coin_moves_it_explores_from_the_old_place() {
    for m in mazes(0).chain(mazes(20)) {
        let mut first = Mouse::explore(m.clone(), true, default_limit(m.len()));
        first.run_to_end();
        let mut moved = m.clone();
        moved.set_coin((m.len() as u32 - 1) / 2);
        let mut second = Mouse::recall(moved.clone(), first.memory().to_vec(), true, 100_000);
        assert_eq!(second.run_to_end(), MouseOutcome::Found);
        verify_route(&moved, &second.route()).unwrap();
    }
}

/// A loop of six squares along the top two rows, the coin below the left end: going right
/// first, the mouse without a visited set comes back to the start and goes round for ever.
const LOOP: &str = "\
+--+--+--+
|S       |
+  +--+  +
|        |
+  +--+--+
|C |  |  |
+--+--+--+
";

#[test]
fn without_a_visited_set_it_goes_round_a_cycle_until_the_limit() {
    let m = Maze::parse(LOOP, MAX_SIDE).unwrap();
    assert_eq!((m.start(), m.coin()), (0, 6));
    let (mouse, events) = run_checked(Mouse::explore(m.clone(), false, 1000), None);
    assert_eq!(mouse.outcome(), MouseOutcome::Limit);
    assert_eq!(events.len(), 1000);
    let mut view = MouseView::new(&m, None);
    for e in &events {
        view.forward(e);
    }
    assert_eq!(
        view.cycle().len(),
        7,
        "six squares and back: {:?}",
        view.cycle()
    );
    // The way goes round and round, but a frame draws only the passages it goes through,
    // each once: the cycle's six (the start is on it).
    assert!(view.path().len() > 200, "{}", view.path().len());
    assert_eq!(view.way_passages().count(), 6);
    let mut round = view.cycle_passages();
    round.sort_unstable();
    assert_eq!(round, passages_of(view.cycle(), m.cols()));
    assert_eq!(round.len(), 6);
    let said = status(&m, &view, events.last(), false, Some(2), 1000);
    assert_eq!(said.code, "maze.limit_cycle");
    // With the visited set the same mouse turns down to the coin.
    let (mouse, _) = run_checked(Mouse::explore(m.clone(), true, 1000), None);
    assert_eq!(mouse.outcome(), MouseOutcome::Found);
    assert_eq!(mouse.route(), vec![0, 1, 2, 5, 4, 3, 6]);
    assert_eq!(shortest(&m), Some(vec![0, 3, 6]));
}

#[test]
fn with_the_visited_set_every_search_ends() {
    for loops in [10, 30, 60, 100] {
        for mut m in mazes(loops) {
            for start in [0, m.len() as u32 / 3, m.len() as u32 - 1] {
                m.set_start(start);
                let (mouse, _) = run_checked(
                    Mouse::explore(m.clone(), true, default_limit(m.len())),
                    None,
                );
                assert_eq!(mouse.outcome(), MouseOutcome::Found);
                verify_route(&m, &mouse.route()).unwrap();
                let s = mouse.stats();
                assert!(
                    s.entered < m.len() as u64,
                    "each square entered at most once"
                );
            }
        }
    }
    // A coin walled off: every reachable square is tried and the search ends.
    let mut m = Maze::generate(6, 6, 3, 20);
    for d in Dir::ALL {
        m.set_wall(m.coin(), d, true);
    }
    let (mouse, _) = run_checked(Mouse::explore(m, true, 10_000), None);
    assert_eq!(mouse.outcome(), MouseOutcome::Exhausted);
}

#[test]
fn bfs_lengths_agree_with_an_independent_bfs() {
    for loops in [0, 15, 50] {
        for mut m in mazes(loops) {
            let g = text_graph(&m);
            for start in [0, m.len() as u32 / 2] {
                m.set_start(start);
                let d = distances(&g, start as usize);
                let route = shortest(&m).unwrap();
                verify_route(&m, &route).unwrap();
                assert_eq!(Some(route.len() as u32 - 1), d[m.coin() as usize]);
            }
        }
    }
}

#[test]
fn the_text_format_round_trips() {
    for (k, mut m) in mazes(0).chain(mazes(40)).enumerate() {
        m.set_start(k as u32 % m.len() as u32);
        m.set_coin((k as u32 * 7) % m.len() as u32);
        let text = m.lines().join("\n");
        assert_eq!(Maze::parse(&text, MAX_SIDE).unwrap(), m);
        assert_eq!(
            Maze::parse(&(text.replace('\n', "\r\n") + "\r\n"), MAX_SIDE).unwrap(),
            m
        );
    }
    let big = Maze::generate(40, 3, 1, 0);
    assert!(matches!(
        Maze::parse(&big.lines().join("\n"), 30),
        Err(MazeError::Size { .. })
    ));
}

#[test]
fn malformed_texts_name_the_row_and_column() {
    let fault = |text: &str| match Maze::parse(text, MAX_SIDE) {
        Err(MazeError::Text {
            line,
            column,
            fault,
        }) => (line, column, fault),
        other => panic!("{other:?}"),
    };
    let lines: Vec<&str> = LOOP.lines().collect();
    let with = |i: usize, line: &str| {
        let mut l = lines.clone();
        l[i] = line;
        l.join("\n")
    };
    assert_eq!(
        fault(&with(2, "+  +-+  +")),
        (
            3,
            10,
            TextFault::Length {
                expected: 10,
                found: 9
            }
        )
    );
    assert_eq!(fault(&with(2, "+  +-+   +")), (3, 5, TextFault::Wall));
    assert_eq!(fault(&with(2, "+  +--x  +")), (3, 7, TextFault::Corner));
    assert_eq!(fault(&with(3, "|    x   |")), (4, 6, TextFault::Cell));
    assert_eq!(fault(&with(3, "|     x  |")), (4, 7, TextFault::Side));
    assert_eq!(fault(&with(3, "|   S    |")), (4, 5, TextFault::TwoStarts));
    assert_eq!(fault(&with(3, "|  #     |")), (4, 4, TextFault::Side));
    assert_eq!(fault(&with(0, "+--+  +--+")), (1, 5, TextFault::Border));
    assert_eq!(fault(&with(5, "|C |  |   ")), (6, 10, TextFault::Border));
    assert_eq!(
        fault(&with(4, "+  +--+")),
        (
            5,
            8,
            TextFault::Length {
                expected: 10,
                found: 7
            }
        )
    );
    assert_eq!(
        fault(&lines[..6].join("\n")),
        (7, 1, TextFault::MissingLine)
    );
    assert_eq!(
        fault("+--+\n|  |\n+--+\n|  |\n+--+"),
        (1, 5, TextFault::Width)
    );
    let e = Maze::parse(&with(3, "|    x   |"), MAX_SIDE).unwrap_err();
    assert_eq!(
        e.to_string(),
        "maze.text {line: 4, column: 6, fault: maze.fault.cell}"
    );
    assert!(matches!(
        Maze::parse(&"+".repeat(30_000_000), MAX_SIDE),
        Err(MazeError::TooLarge { .. })
    ));
}

#[test]
fn the_generation_steps_as_a_dfs_both_ways() {
    use searchlight::puzzles::maze::{CarveEvent, CarveView, Carver};
    for (rows, cols, seed, loops) in [
        (2, 2, 0, 0),
        (5, 9, 3, 0),
        (12, 12, 7, 0),
        (12, 12, 7, 30),
        (20, 7, 11, 100),
    ] {
        let mut carver = Carver::new(rows, cols, seed, loops);
        let mut view = CarveView::new(rows, cols);
        let start = view.clone();
        let mut events = Vec::new();
        while let Some(e) = carver.step() {
            view.forward(&e);
            events.push(e);
        }
        let m = Maze::generate(rows, cols, seed, loops);
        assert_eq!(view.maze(), &m);
        assert_eq!(
            view.carved as usize,
            m.len() - 1,
            "a tree: one carve per square but the first"
        );
        assert_eq!(view.retreats as usize, m.len(), "every square left once");
        assert!(view.stack().is_empty());
        let carves = events
            .iter()
            .filter(|e| matches!(e, CarveEvent::Carve { .. }))
            .count();
        assert_eq!(carves, m.len() - 1);
        for e in events.iter().rev() {
            view.backward(e);
        }
        assert_eq!(view, start);
    }
}

#[test]
fn text_faults_count_characters_not_bytes() {
    let fault = |text: &str| Maze::parse(text, MAX_SIDE).unwrap_err().to_string();
    // `é` is two bytes and one character: the line has 7 characters, as the first has,
    // and the é stands where a side goes (it was "the line has 8 characters").
    let cell = "+--+--+\n|S é  |\n+--+--+\n|    C|\n+--+--+";
    assert_eq!(
        fault(cell),
        "maze.text {line: 2, column: 4, fault: maze.fault.side}"
    );
    // Dashes of three bytes each: a line of 7 characters (it was "column 12").
    let first = "+\u{2014}\u{2014}+--+\n|S    |\n+--+--+\n|    C|\n+--+--+";
    assert_eq!(
        fault(first),
        "maze.text {line: 1, column: 2, fault: maze.fault.wall}"
    );
    let inner = "+--+--+\n|S    |\n+\u{2014}\u{2014}+--+\n|    C|\n+--+--+";
    assert_eq!(
        fault(inner),
        "maze.text {line: 3, column: 2, fault: maze.fault.wall}"
    );
    // A line of another length says its length in characters.
    let short = "+--+--+\n|S é|\n+--+--+\n|    C|\n+--+--+";
    assert_eq!(
        fault(short),
        "maze.text {line: 2, column: 6, fault: maze.fault.length {expected: 7, found: 5}}"
    );
}

#[test]
fn a_size_of_the_wrong_form_says_so() {
    use searchlight::puzzles::maze::parse_size;
    for bad in ["3", "x", "3x", "x3", "3x3x3", "ax3", "3 x 3", "-3x3", ""] {
        assert_eq!(
            parse_size(bad, MAX_SIDE),
            Err(MazeError::SizeForm(bad.trim().to_string())),
            "{bad:?}"
        );
    }
    assert_eq!(
        parse_size("3", MAX_SIDE).unwrap_err().to_string(),
        r#"maze.bad_size_form {size: "3"}"#
    );
    // Whole numbers out of range are out of range, however long.
    for far in ["1x5", "5x2001", "99999999999999999999x3"] {
        assert!(
            matches!(parse_size(far, MAX_SIDE), Err(MazeError::Size { .. })),
            "{far:?}"
        );
    }
    assert_eq!(parse_size(" 12X30 ", MAX_SIDE), Ok((12, 30)));
}
