//! The challenges whose verdict is a count of nodes, against the same counts obtained the
//! other way: the CLI's own commands (`searchlight sudoku`, `knight`, `puzzle`) run as a
//! process over random inputs, never the challenge module. Each property says the verdict
//! (met or not) and the figures it names agree with those counts, with the goal's
//! parameter drawn at random and right at its threshold.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use proptest::prelude::*;
use searchlight::puzzles::challenge::{challenge, Verdict};
use searchlight::puzzles::message::Param;
use serde_json::Value;

/// The CLI's JSON answer to `args` and its exit status (0 found, 1 not found or bounded).
fn cli(args: &[&str]) -> (i32, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .output()
        .expect("the binary runs");
    let code = out.status.code().unwrap_or(-1);
    assert!(out.stderr.is_empty(), "{args:?}: {:?}", out.stderr);
    let v = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: {e}: {:?}", out.stdout));
    (code, v)
}

fn count(v: &Value, key: &str) -> u64 {
    v[key].as_u64().unwrap_or_else(|| panic!("{key} in {v}"))
}

/// Check `input` against challenge `id` with goal parameter `goal` ("" for the defaults).
fn check(id: &str, input: &str, goal: (&str, u64)) -> Verdict {
    let c = challenge(id).unwrap();
    let given: Vec<(String, String)> = if goal.0.is_empty() {
        Vec::new()
    } else {
        vec![(goal.0.to_string(), goal.1.to_string())]
    };
    let goal = c.goal_of(&given).unwrap();
    c.check(input, &goal)
        .unwrap_or_else(|e| panic!("{id} {input}: {e}"))
}

fn number(v: &Verdict, name: &str) -> u64 {
    match v.reason.get(name) {
        Some(Param::Number(x)) => *x as u64,
        other => panic!("{name} in {:?}: {other:?}", v.reason),
    }
}

/// A small generator of its own (splitmix64), seeded by proptest, for the shuffles below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

// ---- sudoku ----

/// A solved 9x9 grid: the pattern `(3r + r/3 + c) mod 9`, its digits, rows within bands,
/// bands, columns within stacks and stacks shuffled, and transposed half the time.
fn solved_grid(rng: &mut Rng) -> [u8; 81] {
    let mut digits: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut digits);
    let order = |rng: &mut Rng| {
        let mut bands = [0usize, 1, 2];
        rng.shuffle(&mut bands);
        let mut out = Vec::new();
        for b in bands {
            let mut inner = [0usize, 1, 2];
            rng.shuffle(&mut inner);
            out.extend(inner.iter().map(|i| 3 * b + i));
        }
        out
    };
    let rows = order(rng);
    let cols = order(rng);
    let transpose = rng.next().is_multiple_of(2);
    let mut grid = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let (rr, cc) = (rows[r], cols[c]);
            let (rr, cc) = if transpose { (cc, rr) } else { (rr, cc) };
            grid[9 * r + c] = digits[(3 * rr + rr / 3 + cc) % 9];
        }
    }
    grid
}

/// Solutions of a 9x9 grid (0 empty), counted up to `most`: bit masks of the digits each
/// row, column and box holds, the empty cell with the fewest candidates filled first.
fn solutions(grid: &mut [u8; 81], most: u64) -> u64 {
    let bx = |i: usize| (i / 27) * 3 + (i % 9) / 3;
    let (mut row, mut col, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (i, &d) in grid.iter().enumerate() {
        if d != 0 {
            let bit = 1 << d;
            if row[i / 9] & bit != 0 || col[i % 9] & bit != 0 || boxes[bx(i)] & bit != 0 {
                return 0;
            }
            row[i / 9] |= bit;
            col[i % 9] |= bit;
            boxes[bx(i)] |= bit;
        }
    }
    fn go(
        grid: &mut [u8; 81],
        masks: &mut ([u16; 9], [u16; 9], [u16; 9]),
        most: u64,
        found: &mut u64,
    ) {
        let bx = |i: usize| (i / 27) * 3 + (i % 9) / 3;
        let mut best: Option<(usize, u16)> = None;
        for (i, _) in grid.iter().enumerate().filter(|(_, &d)| d == 0) {
            let free = !(masks.0[i / 9] | masks.1[i % 9] | masks.2[bx(i)]) & 0x3FE;
            if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
                best = Some((i, free));
            }
        }
        let Some((i, free)) = best else {
            *found += 1;
            return;
        };
        for d in 1..=9u8 {
            let bit = 1u16 << d;
            if free & bit == 0 || *found >= most {
                continue;
            }
            grid[i] = d;
            masks.0[i / 9] |= bit;
            masks.1[i % 9] |= bit;
            masks.2[bx(i)] |= bit;
            go(grid, masks, most, found);
            masks.0[i / 9] &= !bit;
            masks.1[i % 9] &= !bit;
            masks.2[bx(i)] &= !bit;
            grid[i] = 0;
        }
    }
    let mut found = 0;
    go(grid, &mut (row, col, boxes), most, &mut found);
    found
}

/// A puzzle with one solution: a solved grid's cells taken out in a random order while the
/// counter above still finds exactly one, `holes` of them at most.
fn unique_puzzle(seed: u64, holes: usize) -> String {
    let mut rng = Rng(seed);
    let mut grid = solved_grid(&mut rng);
    assert_eq!(solutions(&mut grid.clone(), 2), 1);
    let mut cells: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut cells);
    let mut taken = 0;
    for i in cells {
        if taken == holes {
            break;
        }
        let d = grid[i];
        grid[i] = 0;
        if solutions(&mut grid.clone(), 2) == 1 {
            taken += 1;
        } else {
            grid[i] = d;
        }
    }
    grid.iter()
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect()
}

/// The page's bound on a sudoku search's nodes (the challenge's), given to the CLI.
const SUDOKU_NODES: &str = "5000000";

/// The CLI's depth-first nodes to the first solution choosing cells by `cell`, and whether
/// its node limit stopped it.
fn sudoku_nodes(p: &str, cell: &str) -> (u64, bool) {
    let (_, v) = cli(&[
        "sudoku",
        p,
        "--cell",
        cell,
        "--limit-nodes",
        SUDOKU_NODES,
        "--json",
    ]);
    (count(&v, "nodes"), v["node_limited"].as_bool().unwrap())
}

// ---- knight ----

/// The most nodes the CLI's plain DFS runs here: the goals drawn stay below it.
const KNIGHT_CAP: u64 = 300_000;

fn square(cols: usize, i: usize) -> String {
    format!("{}{}", char::from(b'a' + (i % cols) as u8), i / cols + 1)
}

// ---- sliding puzzle ----

/// A 3x3 position `walk` random slides from the goal (the blank last), never straight
/// back, as text "8 6 7 ...".
fn walked(seed: u64, walk: usize, side: usize) -> Vec<u8> {
    let mut rng = Rng(seed);
    let n = side * side;
    let mut t: Vec<u8> = (1..n as u8).chain([0]).collect();
    let mut blank = n - 1;
    let mut last = usize::MAX;
    for _ in 0..walk {
        let (r, c) = (blank / side, blank % side);
        let mut next = Vec::new();
        if r > 0 {
            next.push(blank - side);
        }
        if r + 1 < side {
            next.push(blank + side);
        }
        if c > 0 {
            next.push(blank - 1);
        }
        if c + 1 < side {
            next.push(blank + 1);
        }
        next.retain(|&s| s != last);
        let to = next[rng.below(next.len())];
        t.swap(blank, to);
        last = blank;
        blank = to;
    }
    t
}

fn astar_expanded(tiles: &str, heuristic: &str) -> (u64, bool) {
    let (_, v) = cli(&[
        "puzzle",
        "--tiles",
        tiles,
        "--algo",
        "astar",
        "--heuristic",
        heuristic,
        "--limit",
        "1000000",
        "--json",
        // Its progress lines (a second or more into a run, as on a loaded machine) are not
        // the warnings the empty standard error stands for.
        "--quiet",
    ]);
    (count(&v, "expanded"), v["bounded"].as_bool().unwrap())
}

/// A ratio goal drawn from `pick`: at random, or right at the threshold `big / small`
/// (floor, so met) and one above it (not met).
fn ratio_goal(pick: u8, random: u64, big: u64, small: u64) -> u64 {
    let at = (big / small.max(1)).max(1);
    match pick % 4 {
        0 => at,
        1 => at + 1,
        _ => random,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// sudoku-cells: met exactly when the CLI's first-empty nodes are at least `ratio` times
    /// its fewest-candidates nodes, on puzzles with one solution; the figures are the CLI's.
    #[test]
    fn sudoku_cells_against_the_cli(
        seed in any::<u64>(),
        holes in 35usize..62,
        pick in any::<u8>(),
        random in 1u64..200,
    ) {
        let p = unique_puzzle(seed, holes);
        let (_, two) = cli(&["sudoku", &p, "--limit", "2", "--json"]);
        prop_assert_eq!(count(&two, "solutions"), 1, "{}", p);
        let (mrv, mrv_limited) = sudoku_nodes(&p, "mrv");
        prop_assert!(!mrv_limited);
        let (first, first_limited) = sudoku_nodes(&p, "first");
        let ratio = ratio_goal(pick, random, first, mrv);
        let v = check("sudoku-cells", &format!("p={p}"), ("ratio", ratio));
        let met = first >= ratio * mrv;
        prop_assert_eq!(v.met, met, "{} ratio {}: {} / {}: {}", p, ratio, first, mrv, v.english);
        if first_limited && !met {
            prop_assert_eq!(v.reason.code, "challenge.bound");
        } else {
            prop_assert_eq!(number(&v, "first"), first, "{}", p);
            prop_assert_eq!(number(&v, "mrv"), mrv, "{}", p);
            prop_assert_eq!(number(&v, "ratio"), ratio);
        }
    }

    /// knight-dfs-million with its goal lowered: met exactly when the CLI's plain DFS needs
    /// more than `nodes` nodes (to its tour, or it has none within them) and its Warnsdorff's
    /// rule without pruning finds a tour with no backtrack; goals right at the DFS's count.
    #[test]
    fn knight_dfs_against_the_cli(
        rows in 5usize..=8,
        cols in 5usize..=8,
        at in any::<prop::sample::Index>(),
        pick in any::<u8>(),
        random in 1u64..KNIGHT_CAP,
    ) {
        let start = square(cols, at.index(rows * cols));
        let board = format!("{rows}x{cols}");
        let cap = KNIGHT_CAP.to_string();
        let (_, d) = cli(&[
            "knight", "--board", &board, "--start", &start, "--strategy", "dfs",
            "--limit", &cap, "--json",
        ]);
        let (_, w) = cli(&[
            "knight", "--board", &board, "--start", &start, "--strategy", "warnsdorff",
            "--prune", "off", "--limit", "4000000", "--json",
        ]);
        let dfs_nodes = count(&d, "nodes");
        // The DFS's own end (a tour, or every sequence tried) within the cap, or none.
        let ended = dfs_nodes < KNIGHT_CAP && dfs_nodes > 0;
        let goal = match (ended, pick % 4) {
            (true, 0) => dfs_nodes - 1,
            (true, 1) => dfs_nodes,
            (true, 2) => dfs_nodes + 1,
            _ => random,
        }
        .max(1);
        let clean = w["found"].as_bool().unwrap() && count(&w, "backtracks") == 0;
        let needs_more = if ended { dfs_nodes > goal } else { true };
        let input = format!("board={board}&start={start}");
        let v = check("knight-dfs-million", &input, ("nodes", goal));
        prop_assert_eq!(
            v.met, needs_more && clean,
            "{} goal {}: dfs {} nodes, found {}; warnsdorff backtracks {}: {}",
            input, goal, dfs_nodes, d["found"], w["backtracks"], v.english
        );
        let found = d["found"].as_bool().unwrap();
        if !needs_more {
            // Its tour or its end within the goal: the CLI's count, said as found or none.
            prop_assert_eq!(number(&v, "nodes"), dfs_nodes);
            let code = if found { "dfs_found" } else { "dfs_none" };
            prop_assert_eq!(v.reason.code, format!("challenge.knight_dfs_million.{code}"));
        } else if ended && found && dfs_nodes == goal + 1 {
            // Its tour at the first node past the goal: said as found, not as none yet.
            prop_assert_eq!(number(&v, "nodes"), dfs_nodes);
            let code = if v.met { "met_late" } else { "backs_late" };
            prop_assert_eq!(v.reason.code, format!("challenge.knight_dfs_million.{code}"));
        } else if ended || clean {
            // Past the goal with no tour yet (the CLI's DFS goes on past goal + 1).
            prop_assert_eq!(number(&v, "nodes"), goal + 1);
        }
        if v.met {
            prop_assert_eq!(number(&v, "moves"), count(&w, "nodes"));
        }
    }

    /// puzzle-heuristics: met exactly when the CLI's A* with misplaced tiles expands at least
    /// `ratio` times the states its A* with Manhattan distance does; the figures are the CLI's.
    #[test]
    fn puzzle_heuristics_against_the_cli(
        seed in any::<u64>(),
        walk in prop_oneof![Just(0usize), 0usize..60],
        pick in any::<u8>(),
        random in 1u64..40,
    ) {
        let t = walked(seed, walk, 3);
        let spaced = t.iter().map(u8::to_string).collect::<Vec<_>>();
        let (mis, mis_bounded) = astar_expanded(&spaced.join(" "), "misplaced");
        let (man, man_bounded) = astar_expanded(&spaced.join(" "), "manhattan");
        prop_assert!(!mis_bounded && !man_bounded);
        let ratio = ratio_goal(pick, random, mis, man);
        let input = format!("side=3&tiles={}", spaced.join(","));
        let v = check("puzzle-heuristics", &input, ("ratio", ratio));
        if man == 0 {
            // The goal itself: no search expands a state, so no ratio is met.
            prop_assert!(!v.met, "{}: {}", input, v.english);
            prop_assert_eq!(v.reason.code, "challenge.puzzle.at_goal");
            return Ok(());
        }
        let met = mis >= ratio * man;
        prop_assert_eq!(v.met, met, "{} ratio {}: {} / {}: {}", input, ratio, mis, man, v.english);
        prop_assert_eq!(number(&v, "misplaced"), mis);
        prop_assert_eq!(number(&v, "manhattan"), man);
        prop_assert_eq!(number(&v, "ratio"), ratio);
    }
}

/// Nothing to search meets no ratio: a full grid (both searches enter no node) and the
/// sliding puzzle's goal (neither A* expands a state), where "at least 10 times" held as
/// 0 >= 10 x 0.
#[test]
fn nothing_searched_meets_no_ratio() {
    let full = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    assert_eq!(sudoku_nodes(full, "first"), (0, false));
    assert_eq!(sudoku_nodes(full, "mrv"), (0, false));
    let v = check("sudoku-cells", &format!("p={full}"), ("ratio", 10));
    assert!(!v.met, "{}", v.english);
    assert_eq!(v.reason.code, "challenge.sudoku_cells.full");
    assert_eq!(astar_expanded("1 2 3 4 5 6 7 8 0", "manhattan"), (0, false));
    for ratio in [1, 10] {
        let v = check(
            "puzzle-heuristics",
            "side=3&tiles=1,2,3,4,5,6,7,8,0",
            ("ratio", ratio),
        );
        assert!(!v.met, "{}", v.english);
        assert_eq!(v.reason.code, "challenge.puzzle.at_goal");
    }
}

/// Plain DFS's tour from a1 on 5x5 comes at its 8,839th node: with the goal at 8,838 it
/// needs more (met), and the verdict says it found the tour there, not that it has none.
#[test]
fn a_tour_at_the_first_node_past_the_goal_is_said_found() {
    let (code, d) = cli(&[
        "knight",
        "--board",
        "5x5",
        "--start",
        "a1",
        "--strategy",
        "dfs",
        "--json",
    ]);
    assert_eq!((code, count(&d, "nodes")), (0, 8_839));
    let v = check("knight-dfs-million", "board=5x5&start=a1", ("nodes", 8_838));
    assert!(v.met, "{}", v.english);
    assert_eq!(v.reason.code, "challenge.knight_dfs_million.met_late");
    assert_eq!(number(&v, "nodes"), 8_839);
    let v = check("knight-dfs-million", "board=5x5&start=a1", ("nodes", 8_839));
    assert_eq!(v.reason.code, "challenge.knight_dfs_million.dfs_found");
    assert!(!v.met);
}

/// Whether a tour exists is asked of two searches with pruning sharing the bound: where
/// Warnsdorff's order is still searching after millions of nodes, the CLI's plain DFS with
/// pruning finds a tour at once, and the check answers instead of saying it stopped.
#[test]
fn a_tour_warnsdorff_misses_is_found_by_plain_dfs() {
    for (board, start) in [("5x12", "c3"), ("4x12", "a1")] {
        let (code, d) = cli(&[
            "knight",
            "--board",
            board,
            "--start",
            start,
            "--strategy",
            "dfs",
            "--prune",
            "on",
            "--limit",
            "2000000",
            "--json",
        ]);
        assert_eq!(
            (code, d["found"].as_bool()),
            (0, Some(true)),
            "{board} {start}"
        );
        let v = check(
            "knight-dead-end",
            &format!("board={board}&start={start}"),
            ("", 0),
        );
        assert_ne!(
            v.reason.code, "challenge.bound",
            "{board} {start}: {}",
            v.english
        );
    }
}

/// A first-empty search stopped by the page's bound has entered at least that many nodes:
/// enough to meet the ratio, and said as "at least" in the page's words too (its code), not
/// as the count it would have entered. The puzzle built against brute force: the CLI's
/// first-empty search stops at the same bound.
#[test]
fn a_search_stopped_by_its_bound_is_said_as_at_least() {
    let p = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let (first, limited) = sudoku_nodes(p, "first");
    assert_eq!((first, limited), (5_000_000, true));
    let (mrv, _) = sudoku_nodes(p, "mrv");
    let v = check("sudoku-cells", &format!("p={p}"), ("ratio", 10));
    assert!(v.met, "{}", v.english);
    assert_eq!(v.reason.code, "challenge.sudoku_cells.met_bound");
    assert_eq!((number(&v, "first"), number(&v, "mrv")), (first, mrv));
    // A* with misplaced tiles stopped at the 1,000,000 states it may keep, on a 4x4
    // position 30 slides from the goal.
    let tiles = "6 1 3 4 5 10 2 12 8 13 11 15 9 0 7 14";
    let (mis, bounded) = astar_expanded(tiles, "misplaced");
    let (man, _) = astar_expanded(tiles, "manhattan");
    assert!(bounded && mis >= 10 * man, "{mis} {man}");
    let input = format!("side=4&tiles={}", tiles.replace(' ', ","));
    let v = check("puzzle-heuristics", &input, ("ratio", 10));
    assert!(v.met, "{}", v.english);
    assert_eq!(v.reason.code, "challenge.puzzle_heuristics.met_bound");
    assert_eq!(
        (number(&v, "misplaced"), number(&v, "manhattan")),
        (mis, man)
    );
}
