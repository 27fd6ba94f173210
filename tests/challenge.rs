//! Challenges (`puzzles::challenge`): each one's input that meets it and one that does not,
//! fixtures with the figure that decides them, and property tests over random inputs
//! against a brute-force check written here, sharing no code with the puzzles' searches.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::VecDeque;

mod common;

use proptest::prelude::*;
use searchlight::puzzles::challenge::{self, challenge, Verdict};
use searchlight::puzzles::message::Param;

fn check(id: &str, input: &str) -> Verdict {
    check_with(id, input, &[])
}

fn check_with(id: &str, input: &str, goal: &[(&str, &str)]) -> Verdict {
    let c = challenge(id).unwrap();
    let goal: Vec<(String, String)> = goal
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    c.check(input, &c.goal_of(&goal).unwrap())
        .unwrap_or_else(|e| panic!("{id} {input}: {e}"))
}

fn number(v: &Verdict, name: &str) -> u64 {
    match v.reason.get(name) {
        Some(Param::Number(x)) => *x as u64,
        other => panic!("{name} in {:?}: {other:?}", v.reason),
    }
}

#[test]
fn every_challenge_has_an_input_that_meets_it_and_one_that_does_not() {
    for c in challenge::all() {
        let goal = c.goal_of(&[]).unwrap();
        let yes = c.check(c.example, &goal).unwrap();
        assert!(yes.met, "{}: {}", c.id, yes.reason.code);
        let no = c.check(c.counter, &goal).unwrap();
        assert!(!no.met, "{}: {}", c.id, no.reason.code);
        assert!(c.goal.starts_with("challenge."), "{}", c.id);
        assert!(no.reason.code.starts_with("challenge."), "{}", c.id);
        assert_eq!(
            c.goal_message(&goal).params.len(),
            c.params.len(),
            "{}: the goal says each parameter",
            c.id
        );
        assert!(
            c.id.starts_with(&format!("{}-", c.route())),
            "{}: a challenge's id starts with its view's route",
            c.id
        );
    }
    let ids: Vec<&str> = challenge::all().map(|c| c.id).collect();
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "{ids:?}");
}

#[test]
fn the_reasons_name_what_decides() {
    let v = check("queens-squares", "n=16");
    assert_eq!((v.met, number(&v, "tried")), (true, 160_712));
    let v = check("queens-squares", "n=14&variant=check");
    assert_eq!((v.met, number(&v, "tried")), (false, 26_495));
    let v = check("queens-squares", "n=3");
    assert_eq!(v.reason.code, "challenge.queens_squares.none");
    // The goal's parameter in place of its default.
    assert!(check_with("queens-squares", "n=14", &[("squares", "20000")]).met);

    let v = check("bfs-distance", "board=8x8&start=a1&target=h8");
    assert_eq!((v.met, number(&v, "distance")), (false, 6));
    assert!(check("bfs-distance", "#/bfs?board=8x8&start=a1&target=f7&step=3").met);
    let v = check("bfs-distance", "board=8x8&start=a1");
    assert_eq!(v.reason.code, "challenge.bfs_distance.no_target");
    let v = check("bfs-distance", "board=3x3&start=a1&target=b2");
    assert_eq!(v.reason.code, "challenge.bfs_distance.unreachable");

    let v = check("knight-dead-end", "board=7x7&start=c1");
    assert!(v.met, "{}", v.reason.code);
    assert_eq!(v.reason.get("square"), Some(&Param::Text("d4".into())));
    let v = check("knight-dead-end", "board=5x5&start=b1");
    assert_eq!(v.reason.code, "challenge.knight_dead_end.no_tour");
    let v = check("knight-dfs-million", "board=5x5&start=a1");
    assert_eq!(v.reason.code, "challenge.knight_dfs_million.dfs_found");

    let v = check("sudoku-two", challenge("sudoku-two").unwrap().counter);
    assert_eq!(v.reason.code, "challenge.sudoku_two.fewer");
    let v = check(
        "sudoku-cells",
        "p=.................................................................................",
    );
    assert_eq!(v.reason.code, "challenge.sudoku.not_unique");

    let v = check("puzzle-greedy", "side=3&tiles=8,6,7,2,5,4,3,0,1");
    assert_eq!((number(&v, "greedy"), number(&v, "astar")), (47, 31));
    let v = check(
        "puzzle-greedy",
        "side=4&tiles=1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15",
    );
    assert_eq!(v.reason.code, "challenge.puzzle.side");
    let v = check("puzzle-heuristics", "side=3&tiles=1,2,3,4,5,6,8,7,0");
    assert_eq!(v.reason.code, "challenge.puzzle.unsolvable");

    let v = check("dfs-topological", "edges=a b%0Ab a");
    assert_eq!(v.reason.code, "challenge.dfs_topological.cycle");
    let v = check("dfs-cross-forward", "edges=a b\nb c\na c");
    assert_eq!(v.reason.code, "challenge.dfs_cross_forward.no_cross");

    let v = check("maze-forever", "size=12x12&seed=7&loops=30");
    assert_eq!(v.reason.get("square"), Some(&Param::Text("a8".into())));
    assert_eq!((number(&v, "first"), number(&v, "again")), (47, 55));
    let v = check("maze-memory", "size=12x12&seed=7&loops=0");
    assert_eq!(v.reason.code, "challenge.maze.bare_found");
    let v = check("maze-route", "size=12x12&seed=7&loops=30");
    assert_eq!((number(&v, "route"), number(&v, "shortest")), (54, 22));

    let v = check("ladder-long", "from=fool&to=sage");
    assert_eq!((v.met, number(&v, "steps")), (true, 6));
    let v = check("ladder-long", "list=sgb&from=words&to=sword");
    assert_eq!(v.reason.code, "challenge.ladder_long.list");
}

#[test]
fn bad_inputs_and_goals_are_errors_of_the_option_or_parameter() {
    let c = challenge("queens-squares").unwrap();
    let goal = c.goal_of(&[]).unwrap();
    assert_eq!(c.check("n=99", &goal).unwrap_err().name, "n");
    assert!(c.goal_of(&[("tries".into(), "4".into())]).is_err());
    assert!(c.goal_of(&[("squares".into(), "-4".into())]).is_err());
    assert!(challenge("nope").is_err());
    let s = challenge("sudoku-two").unwrap();
    let e = s.check("p=55", &s.goal_of(&[]).unwrap()).unwrap_err();
    assert_eq!(e.name, "p");
    // Names the view does not declare are left alone (a whole Share link).
    assert_eq!(challenge::given("queens", "?n=9&lang=zh&step=4").len(), 1);
}

// ---- Brute force, written here ----

/// Squares a row-by-row backtracker tries before its first solution (every square of a row
/// looked at left to right, a queen placed on the first free one).
fn queens_tried(n: usize) -> (bool, u64) {
    fn go(n: usize, cols: &mut Vec<usize>, tried: &mut u64) -> bool {
        let row = cols.len();
        if row == n {
            return true;
        }
        for c in 0..n {
            *tried += 1;
            let free = cols
                .iter()
                .enumerate()
                .all(|(r, &q)| q != c && q.abs_diff(c) != row - r);
            if free {
                cols.push(c);
                if go(n, cols, tried) {
                    return true;
                }
                cols.pop();
            }
        }
        false
    }
    let mut tried = 0;
    let found = go(n, &mut Vec::new(), &mut tried);
    (found, tried)
}

/// A knight's eight moves, as (rows, columns).
const KNIGHT_MOVES: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];

/// Knight distance by a plain queue.
fn knight_distance(rows: i32, cols: i32, from: (i32, i32), to: (i32, i32)) -> Option<u64> {
    let mut d = vec![u64::MAX; (rows * cols) as usize];
    let at = |(r, c): (i32, i32)| (r * cols + c) as usize;
    d[at(from)] = 0;
    let mut q = VecDeque::from([from]);
    while let Some((r, c)) = q.pop_front() {
        for (dr, dc) in KNIGHT_MOVES {
            let (x, y) = (r + dr, c + dc);
            if (0..rows).contains(&x) && (0..cols).contains(&y) && d[at((x, y))] == u64::MAX {
                d[at((x, y))] = d[at((r, c))] + 1;
                q.push_back((x, y));
            }
        }
    }
    (d[at(to)] != u64::MAX).then_some(d[at(to)])
}

fn square(r: i32, c: i32) -> String {
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

/// Solutions of a 4x4 sudoku (0 empty), counted up to `most`.
fn sudoku4_count(cells: &mut [u8; 16], most: u64) -> u64 {
    let Some(i) = cells.iter().position(|&d| d == 0) else {
        return 1;
    };
    let (r, c) = (i / 4, i % 4);
    let mut count = 0;
    for d in 1..=4 {
        let clash = (0..16).any(|j| {
            let (s, t) = (j / 4, j % 4);
            cells[j] == d && (s == r || t == c || (s / 2 == r / 2 && t / 2 == c / 2))
        });
        if !clash {
            cells[i] = d;
            count += sudoku4_count(cells, most - count);
            cells[i] = 0;
            if count >= most {
                break;
            }
        }
    }
    count
}

/// A graph's DFS in name order (vertices a, b, ...): whether it has a cycle, its vertices by
/// decreasing finish time, and whether the first vertex's tree has a cross and a forward
/// edge.
fn dfs_facts(n: usize, adj: &[Vec<usize>]) -> (bool, Vec<usize>, bool, bool) {
    let mut d = vec![0; n];
    let mut f = vec![0; n];
    let mut time = 0;
    let mut edges = Vec::new();
    fn visit(
        u: usize,
        adj: &[Vec<usize>],
        d: &mut [u32],
        f: &mut [u32],
        time: &mut u32,
        edges: &mut Vec<(usize, usize, char)>,
    ) {
        *time += 1;
        d[u] = *time;
        for &v in &adj[u] {
            if d[v] == 0 {
                edges.push((u, v, 't'));
                visit(v, adj, d, f, time, edges);
            } else if f[v] == 0 {
                edges.push((u, v, 'b'));
            } else if d[v] > d[u] {
                edges.push((u, v, 'f'));
            } else {
                edges.push((u, v, 'c'));
            }
        }
        *time += 1;
        f[u] = *time;
    }
    let mut first_done = 0;
    for u in 0..n {
        if d[u] == 0 {
            visit(u, adj, &mut d, &mut f, &mut time, &mut edges);
            if u == 0 {
                first_done = f[0];
            }
        }
    }
    let cyclic = edges.iter().any(|e| e.2 == 'b');
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| std::cmp::Reverse(f[v]));
    let has = |k: char| edges.iter().any(|&(a, _, c)| c == k && d[a] < first_done);
    (cyclic, order, has('c'), has('f'))
}

/// The 8-puzzle's shortest solution by breadth-first search over every position.
fn eight_distance(start: [u8; 9]) -> u64 {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut seen = std::collections::HashMap::from([(start, 0u64)]);
    let mut q = VecDeque::from([start]);
    while let Some(p) = q.pop_front() {
        if p == goal {
            return seen[&p];
        }
        let b = p.iter().position(|&t| t == 0).unwrap();
        let (r, c) = (b / 3, b % 3);
        for (dr, dc) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
            let (x, y) = (r as i32 + dr, c as i32 + dc);
            if (0..3).contains(&x) && (0..3).contains(&y) {
                let mut n = p;
                n.swap(b, (x * 3 + y) as usize);
                if !seen.contains_key(&n) {
                    seen.insert(n, seen[&p] + 1);
                    q.push_back(n);
                }
            }
        }
    }
    unreachable!("a solvable position reaches the goal")
}

/// The four-letter list as its file has it, and the letter changes between two of its words
/// by a queue over the words one letter apart.
fn four_words() -> Vec<String> {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/four-letter-words.txt"
    ))
    .unwrap()
    .lines()
    .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    .map(|l| l.trim().to_string())
    .collect()
}

fn ladder_steps(words: &[String], from: usize, to: usize) -> Option<u64> {
    let apart = |a: &str, b: &str| a.bytes().zip(b.bytes()).filter(|(x, y)| x != y).count() == 1;
    let mut d = vec![u64::MAX; words.len()];
    d[from] = 0;
    let mut q = VecDeque::from([from]);
    while let Some(u) = q.pop_front() {
        if u == to {
            return Some(d[u]);
        }
        for v in 0..words.len() {
            if d[v] == u64::MAX && apart(&words[u], &words[v]) {
                d[v] = d[u] + 1;
                q.push_back(v);
            }
        }
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn ladder_length_against_a_queue(a in 0usize..10_000, b in 0usize..10_000, want in 1u64..9) {
        let words = four_words();
        let (from, to) = (a % words.len(), b % words.len());
        let input = format!("list=four&from={}&to={}", words[from], words[to]);
        let c = challenge("ladder-long").unwrap();
        let goal = c.goal_of(&[("steps".into(), want.to_string())]).unwrap();
        match (c.check(&input, &goal), ladder_steps(&words, from, to)) {
            (Ok(v), Some(steps)) => {
                prop_assert_eq!(number(&v, "steps"), steps);
                prop_assert_eq!(v.met, steps >= want);
            }
            // Words no ladder joins are refused as the view refuses them.
            (Err(e), None) => prop_assert_eq!(e.name, "to"),
            (got, steps) => prop_assert!(false, "{}: {:?} against {:?}", input, got.map(|v| v.reason.code), steps),
        }
    }

    #[test]
    fn sudoku_cells_only_for_one_solution(holes in prop::collection::vec(any::<bool>(), 16)) {
        let solved: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let mut cells = solved;
        for (c, h) in cells.iter_mut().zip(&holes) {
            if *h {
                *c = 0;
            }
        }
        let text: String = cells.iter().map(|&d| if d == 0 { '.' } else { (b'0' + d) as char }).collect();
        let v = check_with("sudoku-cells", &format!("p={text}"), &[("ratio", "1")]);
        // A puzzle without exactly one solution never meets it, whatever the counts; one
        // with one solution is judged by the counts.
        let count = sudoku4_count(&mut cells, 2);
        if count != 1 {
            prop_assert!(!v.met, "{} {}", text, v.reason.code);
        } else {
            prop_assert!(v.reason.code.starts_with("challenge.sudoku_cells."), "{}", v.reason.code);
        }
    }

    #[test]
    fn queens_against_a_backtracker(n in 1usize..=13, most in 0u64..40_000) {
        let v = check_with("queens-squares", &format!("n={n}"), &[("squares", &most.to_string())]);
        let (found, tried) = queens_tried(n);
        prop_assert_eq!(number(&v, "tried"), tried);
        prop_assert_eq!(v.met, found && tried > most);
    }

    #[test]
    fn bfs_distance_against_a_queue(
        rows in 1i32..=12, cols in 1i32..=12, a in 0i32..144, b in 0i32..144, want in 0u64..8,
    ) {
        let (from, to) = (((a / 12) % rows, (a % 12) % cols), ((b / 12) % rows, (b % 12) % cols));
        let input = format!(
            "board={rows}x{cols}&start={}&target={}",
            square(from.0, from.1),
            square(to.0, to.1)
        );
        let v = check_with("bfs-distance", &input, &[("distance", &want.to_string())]);
        prop_assert_eq!(v.met, knight_distance(rows, cols, from, to) == Some(want), "{}", input);
    }

    #[test]
    fn sudoku_solutions_against_brute_force(holes in prop::collection::vec(any::<bool>(), 16), want in 0u64..6) {
        // A 4x4 solution, with random cells emptied.
        let solved: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let mut cells = solved;
        for (c, h) in cells.iter_mut().zip(&holes) {
            if *h {
                *c = 0;
            }
        }
        let text: String = cells.iter().map(|&d| if d == 0 { '.' } else { (b'0' + d) as char }).collect();
        let v = check_with("sudoku-two", &format!("p={text}"), &[("solutions", &want.to_string())]);
        let count = sudoku4_count(&mut cells, want + 1);
        prop_assert_eq!(v.met, count == want, "{} {}", text, v.reason.code);
    }

    #[test]
    fn depth_first_facts_against_a_recursive_search(
        n in 1usize..=7,
        pairs in prop::collection::vec((0usize..7, 0usize..7), 0..16),
    ) {
        let names: Vec<String> = (0..n).map(|i| ((b'a' + i as u8) as char).to_string()).collect();
        let mut adj = vec![Vec::new(); n];
        let mut lines: Vec<String> = names.clone();
        for (a, b) in pairs {
            let (a, b) = (a % n, b % n);
            if !adj[a].contains(&b) {
                adj[a].push(b);
            }
            lines.push(format!("{} {}", names[a], names[b]));
        }
        for l in &mut adj {
            l.sort_unstable();
        }
        let input = format!("edges={}", lines.join("%0A"));
        let (cyclic, order, cross, forward) = dfs_facts(n, &adj);
        let topo = check("dfs-topological", &input);
        prop_assert_eq!(topo.met, !cyclic && order.iter().enumerate().any(|(i, &v)| i != v));
        let cf = check("dfs-cross-forward", &input);
        prop_assert_eq!(cf.met, cross && forward);
    }

    #[test]
    fn a_mouse_said_to_go_round_for_ever_never_ends_and_one_not_said_to_ends(
        rows in 2u32..=7, cols in 2u32..=7, seed in 0u64..1000, loops in 0u32..=100,
    ) {
        use searchlight::puzzles::maze::{Maze, Mouse, MouseOutcome};
        let input = format!("size={rows}x{cols}&seed={seed}&loops={loops}");
        let v = check("maze-forever", &input);
        // Without a repeat, the mouse's way from the start never holds a square twice with
        // the same heading: at most 4 x 49 deep, so it ends well within these steps.
        let mut mouse = Mouse::explore(Maze::generate(rows, cols, seed, loops), false, 2_000_000);
        let ended = mouse.run_to_end() != MouseOutcome::Limit;
        prop_assert_eq!(v.met, !ended, "{}: {}", input, v.reason.code);
        let m = check("maze-memory", &input);
        let maze = Maze::generate(rows, cols, seed, loops);
        let mut with = Mouse::explore(maze.clone(), true, 2_000_000);
        let found = with.run_to_end() == MouseOutcome::Found;
        prop_assert_eq!(m.met, v.met && found);
        // The route's challenge: BFS's length by a queue over the maze's openings.
        let r = check("maze-route", &input);
        let mut d = vec![u64::MAX; maze.len()];
        d[maze.start() as usize] = 0;
        let mut q = VecDeque::from([maze.start()]);
        while let Some(sq) = q.pop_front() {
            for dir in searchlight::puzzles::maze::Dir::ALL {
                if let Some(nb) = maze.open(sq, dir) {
                    if d[nb as usize] == u64::MAX {
                        d[nb as usize] = d[sq as usize] + 1;
                        q.push_back(nb);
                    }
                }
            }
        }
        let shortest = d[maze.coin() as usize];
        if found {
            prop_assert_eq!(number(&r, "shortest"), shortest);
            prop_assert_eq!(r.met, number(&r, "route") >= 2 * shortest);
        }
    }

    #[test]
    fn sliding_lengths_against_breadth_first(shuffle in 0u64..60, seed in 0u64..10_000) {
        let input = format!("side=3&shuffle={shuffle}&seed={seed}");
        let v = check("puzzle-greedy", &input);
        let o = searchlight::puzzles::sliding::options::read(&challenge::given("puzzle", &input)).ok().unwrap();
        let start: [u8; 9] = o.start.tiles.clone().try_into().unwrap();
        let shortest = eight_distance(start);
        prop_assert_eq!(number(&v, "astar"), shortest);
        prop_assert!(number(&v, "greedy") >= shortest);
        prop_assert_eq!(v.met, number(&v, "greedy") > shortest);
    }
}

/// Whether an open knight's tour starts at (r, c), by a plain recursive search.
fn tour_from(rows: i32, cols: i32, r: i32, c: i32) -> bool {
    fn go(rows: i32, cols: i32, seen: &mut [bool], r: i32, c: i32, left: usize) -> bool {
        if left == 0 {
            return true;
        }
        for (dr, dc) in KNIGHT_MOVES {
            let (x, y) = (r + dr, c + dc);
            if (0..rows).contains(&x) && (0..cols).contains(&y) && !seen[(x * cols + y) as usize] {
                seen[(x * cols + y) as usize] = true;
                if go(rows, cols, seen, x, y, left - 1) {
                    return true;
                }
                seen[(x * cols + y) as usize] = false;
            }
        }
        false
    }
    let mut seen = vec![false; (rows * cols) as usize];
    seen[(r * cols + c) as usize] = true;
    go(rows, cols, &mut seen, r, c, (rows * cols) as usize - 1)
}

/// The dead-end challenge asks for a start with a tour: where a plain recursive search
/// finds none, it is never met and says so; where it finds one, the verdict is the rule's
/// (met with the square it is stuck on, or a tour without a dead end).
#[test]
fn knight_dead_end_only_where_a_tour_exists() {
    for (rows, cols) in [(3, 4), (4, 5), (5, 5), (3, 7)] {
        for r in 0..rows {
            for c in 0..cols {
                let input = format!("board={rows}x{cols}&start={}", square(r, c));
                let v = check("knight-dead-end", &input);
                if tour_from(rows, cols, r, c) {
                    assert!(
                        matches!(
                            v.reason.code,
                            "challenge.knight_dead_end.met" | "challenge.knight_dead_end.tour"
                        ),
                        "{input}: {}",
                        v.reason.code
                    );
                } else {
                    assert_eq!(
                        v.reason.code, "challenge.knight_dead_end.no_tour",
                        "{input}"
                    );
                    assert!(!v.met);
                }
            }
        }
    }
}

/// A maze whose coin is under the start has no route to compare: 0 moves against 0 is not
/// "at least twice" (it said met).
#[test]
fn maze_route_with_the_coin_at_the_start_is_not_met() {
    for ratio in ["1", "2"] {
        let v = check_with(
            "maze-route",
            "size=12x12&loops=30&start=a1&coin=a1",
            &[("ratio", ratio)],
        );
        assert!(!v.met, "{}", v.reason.code);
        assert_eq!(v.reason.code, "challenge.maze.at_coin");
    }
}

/// The number of move (or push) sequences of each length from a level's start, counted
/// over the space's successors position by position (a path count, no search): a tree
/// search breadth-first holds every sequence shorter than the solution before it finds it.
fn sokoban_sequences(query: &str, longest: usize) -> Vec<u128> {
    use searchlight::engine::Space;
    use searchlight::puzzles::sokoban::{options, Algo};
    use std::collections::HashMap;
    let given = challenge::given("sokoban", &format!("#/sokoban?{query}"));
    let o = options::read(&given).ok().unwrap();
    let mut search = o.search;
    search.algo = Algo::Bfs;
    let space = search.space(&o.level);
    let mut layer: HashMap<_, u128> = HashMap::from([(space.start(), 1)]);
    let mut counts = vec![1];
    let mut next = Vec::new();
    for _ in 0..longest {
        let mut after: HashMap<_, u128> = HashMap::new();
        for (state, n) in &layer {
            next.clear();
            space.successors(state, &mut next);
            for (s, _) in &next {
                *after.entry(*s).or_insert(0) += n;
            }
        }
        counts.push(after.values().sum());
        layer = after;
    }
    counts
}

#[test]
fn sokoban_memory_where_the_tree_is_past_the_bound_before_the_goal() {
    use searchlight::puzzles::sokoban::PAGE_BOUNDS;
    for (input, met) in [("n=4&by=moves", true), ("n=1&by=moves", false)] {
        let v = check("sokoban-memory", input);
        assert_eq!(v.met, met, "{input}: {}", v.reason.code);
        // With the closed set breadth-first search ends; its solution's length is the
        // depth the tree search must reach.
        let c = challenge("sokoban-memory").unwrap();
        let level = c.check(input, &c.goal_of(&[]).unwrap()).unwrap();
        assert!(number(&level, "with") > 0);
        let given = challenge::given("sokoban", &format!("#/sokoban?{input}"));
        let o = searchlight::puzzles::sokoban::options::read(&given)
            .ok()
            .unwrap();
        let mut s = o.search;
        s.algo = searchlight::puzzles::sokoban::Algo::Bfs;
        let solved = searchlight::puzzles::sokoban::solve(&o.level, s, PAGE_BOUNDS);
        let depth = solved.solution.expect("solved with the closed set").moves as usize;
        // The nodes a tree search keeps before the goal's layer: every shorter sequence.
        let shorter: u128 = sokoban_sequences(input, depth - 1).iter().sum();
        assert_eq!(
            shorter > PAGE_BOUNDS.states as u128,
            met,
            "{input}: {shorter} sequences shorter than {depth}"
        );
    }
}

fn text(v: &Verdict, name: &str) -> String {
    match v.reason.get(name) {
        Some(Param::Text(t)) => t.clone(),
        other => panic!("{name} in {:?}: {other:?}", v.reason),
    }
}

/// "Write a rule" on the sliding puzzle: an estimate admissible over the whole 8-puzzle
/// with which A* expands fewer states than with Manhattan distance. Manhattan itself and
/// misplaced tiles are not fewer; 2 x Manhattan is fewer but overestimates, at a position
/// whose true distance the test finds by its own breadth-first search.
#[test]
fn puzzle_rule_is_admissible_and_expands_fewer_than_manhattan() {
    let at = "side=3&tiles=8,6,7,2,5,4,3,0,1";
    assert_eq!(check("puzzle-rule", at).reason.code, "challenge.rule.none");
    let v = check("puzzle-rule", &format!("{at}&rule=manhattan"));
    assert_eq!((v.met, v.reason.code), (false, "challenge.puzzle_rule.few"));
    assert_eq!(number(&v, "rule"), number(&v, "manhattan"));
    let v = check("puzzle-rule", &format!("{at}&rule=misplaced"));
    assert!(!v.met && number(&v, "rule") > number(&v, "manhattan"));
    let v = check("puzzle-rule", &format!("{at}&rule=2*manhattan"));
    assert_eq!(
        (v.met, v.reason.code),
        (false, "challenge.puzzle_rule.inadmissible")
    );
    let tiles: Vec<u8> = text(&v, "tiles")
        .split(' ')
        .map(|t| t.parse().unwrap())
        .collect();
    let manhattan: u64 = (0..9)
        .filter(|&i| tiles[i] != 0)
        .map(|i| {
            let g = usize::from(tiles[i] - 1);
            ((i / 3).abs_diff(g / 3) + (i % 3).abs_diff(g % 3)) as u64
        })
        .sum();
    let distance = eight_distance(tiles.clone().try_into().unwrap());
    assert_eq!(
        (number(&v, "h"), number(&v, "distance")),
        (2 * manhattan, distance)
    );
    assert!(2 * manhattan > distance, "{tiles:?}");
    let v = check("puzzle-rule", &format!("{at}&rule=max(manhattan,linear)"));
    assert!(v.met && number(&v, "rule") < number(&v, "manhattan"));
    // The exhaustive check is the 8-puzzle's: another board is said, not checked.
    let v = check("puzzle-rule", "side=4&rule=manhattan");
    assert_eq!(v.reason.code, "challenge.puzzle.side");
    // A rule that does not read is the option's error, with its column (`+` in a query is
    // a space, as a browser reads it).
    let e = challenge("puzzle-rule")
        .unwrap()
        .check(
            &format!("{at}&rule=manhattan+(1"),
            &challenge("puzzle-rule").unwrap().goal_of(&[]).unwrap(),
        )
        .unwrap_err();
    assert_eq!((e.name, e.message.code), ("rule", "rule.expected"));
    assert_eq!(e.message.get("column"), Some(&Param::Number(11.0)));
}

/// An ordering key of a move, from its square's onward moves and `dist_centre`.
type Key = fn(i64, i64) -> i64;

/// A walk of the knight from `start` (file, rank) on an 8x8 board, each move to the free
/// square of least `key(onward, dist_centre)`, ties to the first in the view's move order;
/// the squares it visits.
fn ordered_walk(start: (i32, i32), key: Key) -> usize {
    common::knight::walk(8, 8, start, |onward, (f, r)| {
        let (x, y) = (i64::from(2 * f - 7), i64::from(2 * r - 7));
        key(onward as i64, x * x + y * y)
    })
    .len()
}

/// "Write a rule" on the knight's tour: an ordering that tours 8x8 from every start without
/// backtracking, against the test's own walk of the same ordering from each of the 64.
#[test]
fn knight_rule_tours_from_every_start_as_a_walk_here_does() {
    let rules: [(&str, Key); 3] = [
        ("onward*10000-dist_centre", |o, d| o * 10000 - d),
        ("onward", |o, _| o),
        ("dist_centre", |_, d| d),
    ];
    for (rule, key) in rules {
        let v = check("knight-rule", &format!("board=8x8&rule={rule}"));
        let toured: Vec<(i32, i32)> = (0..64)
            .map(|s| (s % 8, s / 8))
            .filter(|&s| ordered_walk(s, key) == 64)
            .collect();
        assert_eq!(v.met, toured.len() == 64, "{rule}");
        if !v.met {
            assert_eq!(number(&v, "toured"), toured.len() as u64, "{rule}");
            // The first start (in square order: a1, b1, ...) it does not tour from.
            let stuck = (0..64)
                .map(|s| (s % 8, s / 8))
                .find(|s| !toured.contains(s))
                .unwrap();
            assert_eq!(text(&v, "start"), square(stuck.1, stuck.0), "{rule}");
            assert_eq!(
                number(&v, "moves") + 1,
                ordered_walk(stuck, key) as u64,
                "{rule}"
            );
        }
    }
    assert_eq!(
        check("knight-rule", "board=8x8").reason.code,
        "challenge.rule.none"
    );
    let v = check("knight-rule", "board=6x6&rule=onward");
    assert_eq!(v.reason.code, "challenge.knight_rule.board");
}
