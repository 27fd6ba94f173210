//! Rules on the puzzles, each against a computation of the test's own: the 8-puzzle's
//! exhaustive check of an estimate (true distances by a breadth-first search written here,
//! over positions as plain vectors).
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{HashMap, VecDeque};

mod common;
use common::knight::walk;

use searchlight::puzzles::sliding::rule::{Check, CheckError, RuleEstimate, Verdict};
use searchlight::puzzles::sliding::Tiles;

/// Every position that can reach `goal` and its fewest moves, breadth-first from the goal.
fn distances(goal: &[u8]) -> HashMap<Vec<u8>, u32> {
    let mut seen = HashMap::from([(goal.to_vec(), 0u32)]);
    let mut queue = VecDeque::from([goal.to_vec()]);
    while let Some(p) = queue.pop_front() {
        let d = seen[&p];
        for q in neighbours(&p) {
            seen.entry(q.clone()).or_insert_with(|| {
                queue.push_back(q);
                d + 1
            });
        }
    }
    seen
}

fn neighbours(p: &[u8]) -> Vec<Vec<u8>> {
    let b = p.iter().position(|&t| t == 0).unwrap();
    let (r, c) = (b / 3, b % 3);
    let mut out = Vec::new();
    for (dr, dc) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
        let (nr, nc) = (r as i32 + dr, c as i32 + dc);
        if (0..3).contains(&nr) && (0..3).contains(&nc) {
            let mut q = p.to_vec();
            q.swap(b, (nr * 3 + nc) as usize);
            out.push(q);
        }
    }
    out
}

fn manhattan(p: &[u8], goal: &[u8]) -> i64 {
    (0..9)
        .filter(|&i| p[i] != 0)
        .map(|i| {
            let g = goal.iter().position(|&t| t == p[i]).unwrap();
            ((i / 3).abs_diff(g / 3) + (i % 3).abs_diff(g % 3)) as i64
        })
        .sum()
}

fn misplaced(p: &[u8], goal: &[u8]) -> i64 {
    (0..9).filter(|&i| p[i] != 0 && p[i] != goal[i]).count() as i64
}

fn tiles(text: &str) -> Vec<u8> {
    text.split(' ').map(|w| w.parse().unwrap()).collect()
}

fn check(rule: &str, goal: &[u8]) -> Verdict {
    let goal = Tiles {
        side: 3,
        tiles: goal.to_vec(),
    };
    let estimate = RuleEstimate::parse(rule, &goal).unwrap();
    Check::new(&goal, estimate).unwrap().run().unwrap()
}

/// What the test's own computation says of an estimate `h` on every position.
struct Truth {
    positions: u64,
    moves: u64,
    overestimates: u64,
    nearest_over: Option<u32>,
    drops: u64,
    h_total: i64,
    distance_total: u64,
}

fn truth(goal: &[u8], h: impl Fn(&[u8]) -> i64) -> (Truth, HashMap<Vec<u8>, u32>) {
    let d = distances(goal);
    let mut t = Truth {
        positions: d.len() as u64,
        moves: 0,
        overestimates: 0,
        nearest_over: None,
        drops: 0,
        h_total: 0,
        distance_total: 0,
    };
    for (p, &dist) in &d {
        let hp = h(p);
        t.h_total += hp;
        t.distance_total += u64::from(dist);
        if hp > i64::from(dist) {
            t.overestimates += 1;
            t.nearest_over = Some(t.nearest_over.map_or(dist, |n| n.min(dist)));
        }
        for q in neighbours(p) {
            t.moves += 1;
            if hp - h(&q) > 1 {
                t.drops += 1;
            }
        }
    }
    (t, d)
}

fn agrees(v: &Verdict, t: &Truth) {
    assert_eq!(v.positions, t.positions);
    assert_eq!(v.moves, t.moves);
    assert_eq!(v.overestimates, t.overestimates);
    assert_eq!(v.admissible, t.overestimates == 0);
    assert_eq!(v.drops, t.drops);
    assert_eq!(v.consistent, t.drops == 0);
    assert_eq!(v.h_total, t.h_total);
    assert_eq!(v.distance_total, t.distance_total);
    assert_eq!(v.overestimate.as_ref().map(|o| o.distance), t.nearest_over);
}

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

#[test]
fn manhattan_is_admissible_and_consistent_on_every_position() {
    let (t, _) = truth(&GOAL, |p| manhattan(p, &GOAL));
    assert_eq!(t.positions, 181_440, "9!/2 positions reach the goal");
    for rule in [
        "manhattan",
        "sum(tile, abs(row - goal_row) + abs(col - goal_col))",
    ] {
        let v = check(rule, &GOAL);
        agrees(&v, &t);
        assert!(v.admissible && v.consistent, "{rule}");
        assert!(v.overestimate.is_none() && v.drop.is_none());
    }
}

#[test]
fn misplaced_tiles_are_admissible_and_consistent() {
    let (t, _) = truth(&GOAL, |p| misplaced(p, &GOAL));
    for rule in [
        "misplaced",
        "count(tile, abs(row - goal_row) + abs(col - goal_col) > 0)",
        "count(tile, (row != goal_row) + (col != goal_col))",
    ] {
        let v = check(rule, &GOAL);
        agrees(&v, &t);
        assert!(v.admissible && v.consistent, "{rule}");
    }
}

#[test]
fn twice_manhattan_overestimates_and_drops_by_two() {
    let h = |p: &[u8]| 2 * manhattan(p, &GOAL);
    let (t, d) = truth(&GOAL, h);
    let v = check("2 * manhattan", &GOAL);
    agrees(&v, &t);
    assert!(!v.admissible && !v.consistent);
    // The counterexample, verified here: its estimate, its true distance, and that h exceeds it.
    let o = v.overestimate.as_ref().unwrap();
    let p = tiles(&o.tiles);
    assert_eq!(o.h, h(&p));
    assert_eq!(o.distance, d[&p]);
    assert!(o.h > i64::from(o.distance));
    assert_eq!(o.distance, 1, "one move from the goal, h is 2");
    // The move: one slide, along which h drops by more than 1.
    let m = v.drop.as_ref().unwrap();
    let (from, to) = (tiles(&m.from), tiles(&m.to));
    assert!(neighbours(&from).contains(&to));
    assert_eq!((m.h_from, m.h_to), (h(&from), h(&to)));
    assert!(m.h_from - m.h_to > 1);
}

#[test]
fn another_goal_and_an_estimate_not_zero_at_the_goal() {
    let goal = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    let (t, _) = truth(&goal, |p| manhattan(p, &goal) + 1);
    let v = check("manhattan + 1", &goal);
    agrees(&v, &t);
    assert!(!v.admissible && v.consistent);
    let o = v.overestimate.unwrap();
    assert_eq!((tiles(&o.tiles), o.h, o.distance), (goal.to_vec(), 1, 0));
}

#[test]
fn the_check_runs_on_3x3_and_says_a_failing_evaluation() {
    let goal4 = Tiles::solved(4);
    let e = RuleEstimate::parse("manhattan", &goal4).unwrap();
    assert_eq!(
        Check::new(&goal4, e).err(),
        Some(CheckError::Side { side: 4 })
    );
    let goal = Tiles::solved(3);
    let e = RuleEstimate::parse("10 / (manhattan - 3)", &goal).unwrap();
    match Check::new(&goal, e).unwrap().run() {
        Err(CheckError::Eval { tiles: text, .. }) => {
            assert_eq!(manhattan(&tiles(&text), &GOAL), 3)
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_check_in_slices_reports_progress_and_the_same_verdict() {
    let goal = Tiles::solved(3);
    let whole = check("linear", &GOAL);
    let mut c = Check::new(&goal, RuleEstimate::parse("linear", &goal).unwrap()).unwrap();
    let mut last = 0;
    let verdict = loop {
        let (done, total) = c.progress();
        assert!(done >= last && done <= total);
        last = done;
        if let Some(v) = c.step(10_007).unwrap() {
            break v.clone();
        }
    };
    assert_eq!(verdict, whole);
    assert!(verdict.admissible);
}

// The knight's ordering and sudoku's cell choice.

use searchlight::engine::{Goal as Stop, Outcome};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::rule::{every_start, OrderKey};
use searchlight::puzzles::knight::{find_tour, Strategy, TourSpec};
use searchlight::puzzles::sudoku::rule::CellKey;
use searchlight::puzzles::sudoku::{CellChoice, Puzzle, SudokuSearch};

#[test]
fn warnsdorff_written_as_a_rule_gives_the_views_counts() {
    let order = OrderKey::parse("onward * 10000 - dist_centre").unwrap();
    for board in ["6x6", "8x8", "7x8"] {
        let board = Board::parse(board).unwrap();
        let runs = every_start(board, &order, true, true, 200_000).unwrap();
        for (sq, run) in (0..board.len()).zip(&runs) {
            let view = find_tour(
                TourSpec::new(board, sq, Strategy::Warnsdorff, false),
                200_000,
            );
            assert_eq!(run.start, board.name(sq));
            assert_eq!(
                (run.toured, run.nodes, run.backtracks),
                (view.tour.is_some(), view.stats.nodes, view.stats.backtracks),
                "{board:?} from {}",
                run.start
            );
        }
        assert!(runs.iter().all(|r| r.toured), "{board:?}");
    }
}

#[test]
fn fewest_onward_without_backtracking_is_the_greedy_walk() {
    let order = OrderKey::parse("onward").unwrap();
    for (rows, cols) in [(5, 5), (6, 6), (8, 8), (5, 7)] {
        let board = Board::parse(&format!("{rows}x{cols}")).unwrap();
        let runs = every_start(board, &order, false, false, 0).unwrap();
        for (sq, run) in (0..board.len()).zip(&runs) {
            let walked = walk(
                rows,
                cols,
                (board.file(sq) as i32, board.rank(sq) as i32),
                |onward, _| onward as i64,
            )
            .len();
            assert_eq!(
                run.toured,
                walked == board.len() as usize,
                "{board:?} {}",
                run.start
            );
            assert_eq!(run.nodes, walked as u64 - 1, "{board:?} {}", run.start);
            assert!(run.backtracks <= 1);
        }
    }
}

#[test]
fn the_knights_words_and_a_failing_rule() {
    let order = OrderKey::parse("row * 100 + col").unwrap();
    let b = Board::parse("8x8").unwrap();
    let sq = b.parse_square("c2").unwrap();
    assert_eq!(order.value(b, sq, 5), Ok(102));
    let words = OrderKey::parse("dist_corner * 1000 + dist_centre").unwrap();
    // c2: file 2, rank 1; the nearest corner a1 is 3 away; (2*2-7)² + (2*1-7)² = 9 + 25.
    assert_eq!(words.value(b, sq, 0), Ok(3 * 1000 + 34));
    let failing = OrderKey::parse("1 / (onward - 2)").unwrap();
    assert!(every_start(b, &failing, true, false, 1000).is_err());
}

/// A solved 9x9 grid from the standard pattern, its digits, rows and columns shuffled
/// within bands, then `holes` cells emptied, all from `seed`.
fn random_sudoku(seed: u64, holes: usize) -> Puzzle {
    let mut x = seed;
    let mut next = |n: usize| {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((x >> 33) as usize) % n
    };
    let mut digits: Vec<usize> = (1..=9).collect();
    for i in (1..9).rev() {
        digits.swap(i, next(i + 1));
    }
    let mut rows: Vec<usize> = (0..9).collect();
    for band in 0..3 {
        for i in (1..3).rev() {
            rows.swap(band * 3 + i, band * 3 + next(i + 1));
        }
    }
    let mut cells: Vec<usize> = (0..81)
        .map(|i| {
            let (r, c) = (rows[i / 9], i % 9);
            digits[(r * 3 + r / 3 + c) % 9]
        })
        .collect();
    for _ in 0..holes {
        cells[next(81)] = 0;
    }
    let text: String = cells.iter().map(|&d| char::from(b'0' + d as u8)).collect();
    Puzzle::parse(&text.replace('0', ".")).unwrap()
}

#[test]
fn fewest_candidates_written_as_a_rule_gives_the_same_nodes() {
    let mut puzzles = vec![Puzzle::parse(searchlight::puzzles::sudoku::options::EXAMPLE).unwrap()];
    puzzles.extend((0..40).map(|seed| random_sudoku(seed, 45 + seed as usize % 20)));
    for (rule, choice) in [
        ("max(candidates, 1)", CellChoice::Mrv),
        ("7", CellChoice::First),
    ] {
        let key = CellKey::parse(rule).unwrap();
        for p in &puzzles {
            let mut theirs = SudokuSearch::dfs(p, choice, Stop::All);
            let mut ours = searchlight::puzzles::sudoku::rule::dfs(p, &key, Stop::All);
            let limit = 2_000_000;
            assert_ne!(theirs.run(limit), Outcome::Running);
            assert_ne!(ours.run(limit), Outcome::Running);
            assert_eq!(ours.stats(), theirs.stats(), "{rule}");
        }
    }
    // Fewest candidates without the stop at one: never more solutions, the same ones.
    let key = CellKey::parse("candidates").unwrap();
    for p in &puzzles {
        let mut a = searchlight::puzzles::sudoku::rule::dfs(p, &key, Stop::All);
        let mut b = SudokuSearch::dfs(p, CellChoice::Mrv, Stop::All);
        a.run(2_000_000);
        b.run(2_000_000);
        assert_eq!(a.stats().solutions, b.stats().solutions);
    }
}

/// The 15-puzzle's positions within `depth` moves of its goal (the blank last) and their
/// fewest moves, breadth-first from the goal.
fn near_goal_4x4(depth: u32) -> HashMap<[u8; 16], u32> {
    let mut goal = [0u8; 16];
    for (i, t) in goal.iter_mut().enumerate().take(15) {
        *t = i as u8 + 1;
    }
    let mut seen = HashMap::from([(goal, 0u32)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(p) = queue.pop_front() {
        let d = seen[&p];
        if d == depth {
            continue;
        }
        let b = p.iter().position(|&t| t == 0).unwrap();
        for (dr, dc) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
            let (r, c) = ((b / 4) as i32 + dr, (b % 4) as i32 + dc);
            if (0..4).contains(&r) && (0..4).contains(&c) {
                let mut q = p;
                q.swap(b, (r * 4 + c) as usize);
                seen.entry(q).or_insert_with(|| {
                    queue.push_back(q);
                    d + 1
                });
            }
        }
    }
    seen
}

/// On 4x4 the check is a sample, said as one: Manhattan distance and linear conflict are
/// never caught overestimating or dropping; 2 x Manhattan and Manhattan + 1 are, at the
/// position nearest the goal, whose true distance the test's own breadth-first search gives
/// and whose h it computes.
#[test]
fn on_4x4_the_check_is_a_sample_and_says_so() {
    use searchlight::puzzles::sliding::rule::sample::{SampleCheck, MAX_SLIDES};
    let goal = Tiles::solved(4);
    let near = near_goal_4x4(12);
    let manhattan4 = |p: &[u8]| -> i64 {
        (0..16)
            .filter(|&i| p[i] != 0)
            .map(|i| {
                let g = usize::from(p[i] - 1);
                ((i / 4).abs_diff(g / 4) + (i % 4).abs_diff(g % 4)) as i64
            })
            .sum()
    };
    for (rule, sound, h) in [
        ("manhattan", true, None),
        ("linear", true, None),
        ("2 * manhattan", false, Some(2)),
        ("manhattan + 1", false, Some(1)),
    ] {
        let e = RuleEstimate::parse(rule, &goal).unwrap();
        let v = SampleCheck::new(&goal, e, 300, 7).unwrap().run().unwrap();
        assert_eq!((v.positions, v.sampled), (300, Some(MAX_SLIDES)), "{rule}");
        assert!(v.moves >= 2 * 300 && v.moves <= 4 * 300, "{rule}");
        assert_eq!(v.admissible, sound, "{rule}");
        assert!(
            v.said().iter().all(|m| m.code.starts_with("rule.sample.")),
            "{rule}"
        );
        if let Some(o) = &v.overestimate {
            let p: Vec<u8> = tiles(&o.tiles);
            let d = near[&<[u8; 16]>::try_from(p.as_slice()).unwrap()];
            assert_eq!(o.distance, d, "{rule} {}", o.tiles);
            let m = manhattan4(&p);
            let expect = if h == Some(2) { 2 * m } else { m + 1 };
            assert_eq!(o.h, expect, "{rule}");
            assert!(o.h > i64::from(d));
            // Nearest the goal: one slide away (the sample has many such positions).
            assert_eq!(d, 1, "{rule}");
        }
        if sound {
            assert!(v.consistent, "{rule}");
        }
    }
    // The same seed, the same sample; the 8-puzzle's board is refused.
    let e = || RuleEstimate::parse("misplaced", &goal).unwrap();
    assert_eq!(
        SampleCheck::new(&goal, e(), 50, 3).unwrap().run().unwrap(),
        SampleCheck::new(&goal, e(), 50, 3).unwrap().run().unwrap()
    );
    let goal3 = Tiles::solved(3);
    assert!(SampleCheck::new(
        &goal3,
        RuleEstimate::parse("misplaced", &goal3).unwrap(),
        5,
        1
    )
    .is_err());
}

// The knight's tally from every start, against walks and a search of the test's own.

use searchlight::puzzles::knight::rule::{Tally, TALLY_NODES};

/// A tour verifier: every square once, each step a knight's move.
fn is_tour(rows: i32, cols: i32, path: &[(i32, i32)]) -> bool {
    let mut squares: Vec<_> = path.to_vec();
    squares.sort_unstable();
    squares.dedup();
    squares.len() == (rows * cols) as usize
        && path.len() == squares.len()
        && path.windows(2).all(|w| {
            let (a, b) = ((w[0].0 - w[1].0).abs(), (w[0].1 - w[1].1).abs());
            (a, b) == (1, 2) || (a, b) == (2, 1)
        })
}

/// Whether an open tour starts at `start`: a plain exhaustive search of the test's own.
fn tour_exists(rows: i32, cols: i32, start: (i32, i32)) -> bool {
    fn go(rows: i32, cols: i32, at: (i32, i32), seen: &mut Vec<bool>, left: usize) -> bool {
        if left == 0 {
            return true;
        }
        for (df, dr) in [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ] {
            let (f, r) = (at.0 + df, at.1 + dr);
            let i = (r * cols + f) as usize;
            if (0..cols).contains(&f) && (0..rows).contains(&r) && !seen[i] {
                seen[i] = true;
                if go(rows, cols, (f, r), seen, left - 1) {
                    return true;
                }
                seen[i] = false;
            }
        }
        false
    }
    let mut seen = vec![false; (rows * cols) as usize];
    seen[(start.1 * cols + start.0) as usize] = true;
    go(rows, cols, start, &mut seen, (rows * cols - 1) as usize)
}

fn tally(board: &str, rule: &str) -> (Board, Tally) {
    let board = Board::parse(board).unwrap();
    let mut t = Tally::new(board, OrderKey::parse(rule).unwrap()).unwrap();
    let mut last = 0;
    while !t.step(3).unwrap() {
        let (done, total) = t.progress();
        assert!(done > last && done < total);
        last = done;
    }
    assert_eq!(t.progress(), (board.len(), board.len()));
    (board, t)
}

#[test]
fn the_tally_from_every_start_against_the_tests_own_walks_and_search() {
    // Roth's tie-break: among the fewest onward, the square farthest from the centre.
    let roth = |rows: i32, cols: i32| {
        move |onward: usize, (f, r): (i32, i32)| {
            let (x, y) = (2 * f - (cols - 1), 2 * r - (rows - 1));
            onward as i64 * 10_000 - i64::from(x * x + y * y)
        }
    };
    for (rows, cols) in [(5, 5), (6, 6), (5, 6), (8, 8)] {
        let (board, t) = tally(&format!("{rows}x{cols}"), "onward");
        let mut tours = [0u32; 4];
        for (sq, s) in (0..board.len()).zip(&t.starts) {
            let start = (board.file(sq) as i32, board.rank(sq) as i32);
            let ours = walk(rows, cols, start, |onward, _| onward as i64);
            let warnsdorff = walk(rows, cols, start, roth(rows, cols));
            assert_eq!(s.start, board.name(sq));
            assert_eq!(
                s.toured[0],
                is_tour(rows, cols, &ours),
                "{} {}",
                board.name(sq),
                rows
            );
            assert_eq!(s.toured[2], is_tour(rows, cols, &warnsdorff), "{}", s.start);
            // Without backtracking, a walk that ends is as many nodes as its moves.
            assert_eq!(s.nodes[0], ours.len() as u64 - 1);
            // With backtracking, never fewer tours, and within the bound.
            assert!(s.toured[1] >= s.toured[0] && s.toured[3] >= s.toured[2]);
            assert!(s.nodes[1] <= TALLY_NODES && s.nodes[3] <= TALLY_NODES);
            if rows * cols <= 25 {
                // Small enough for the test's own exhaustive search from every start.
                let exists = tour_exists(rows, cols, start);
                assert_eq!((s.toured[1], s.toured[3]), (exists, exists), "{}", s.start);
            }
            for (n, &toured) in tours.iter_mut().zip(&s.toured) {
                *n += u32::from(toured);
            }
        }
        assert_eq!(t.tours(), tours);
        if (rows, cols) == (5, 5) {
            // The literature's count: on 5x5 open tours start only on the 13 squares of
            // the corners' colour.
            assert_eq!((tours[1], tours[3]), (13, 13));
        }
        if (rows, cols) == (8, 8) {
            // Warnsdorff's rule with Roth's tie-break tours 8x8 from every start without
            // backtracking (as the view's own runs say, above).
            assert_eq!(tours[2], 64);
            assert_eq!(tours[3], 64);
        }
    }
    let board = Board::parse("500x1").unwrap();
    assert!(Tally::new(board, OrderKey::parse("row").unwrap()).is_err());
    let mut failing = Tally::new(
        Board::parse("5x5").unwrap(),
        OrderKey::parse("1 / (onward - 2)").unwrap(),
    )
    .unwrap();
    assert!(failing.step(25).is_err());
}

// Sudoku's table: the rule against first empty and fewest candidates.

use searchlight::puzzles::sudoku::rule::{Table, TABLE_STEPS};

#[test]
fn the_sudoku_table_gives_each_search_its_own_nodes() {
    let example = Puzzle::parse(searchlight::puzzles::sudoku::options::EXAMPLE).unwrap();
    for (rule, same) in [
        ("max(candidates, 1)", 2),
        ("0", 1),
        ("filled_row - candidates", 9),
    ] {
        let mut t = Table::new(
            CellKey::parse(rule).unwrap(),
            vec![("easy".to_string(), example.clone())],
            6,
            3,
        );
        while !t.step(2).unwrap() {}
        assert_eq!(t.rows.len(), 7);
        assert_eq!(t.rows[0].name.as_deref(), Some("easy"));
        assert_eq!(
            t.rows[1..].iter().map(|r| r.random).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6]
        );
        for row in &t.rows {
            // First empty and fewest candidates as the view's own search counts them; the
            // rule equal to the one it is written to be.
            for (i, choice) in [(1, CellChoice::First), (2, CellChoice::Mrv)] {
                let p = match &row.name {
                    Some(_) => example.clone(),
                    None => continue,
                };
                let mut s = SudokuSearch::dfs(&p, choice, Stop::First);
                s.run(TABLE_STEPS);
                assert_eq!(row.nodes[i], s.stats().nodes);
            }
            for i in 1..3 {
                assert!(!row.bounded[i] && row.nodes[i] > 0);
                if same == i {
                    assert_eq!(row.nodes[0], row.nodes[i], "{rule}");
                }
            }
            assert!(row.nodes[0] <= TABLE_STEPS);
        }
        let totals = t.totals();
        assert_eq!(totals[0], t.rows.iter().map(|r| r.nodes[0]).sum::<u64>());
    }
    let mut failing = Table::new(
        CellKey::parse("1 / (candidates - 2)").unwrap(),
        vec![("easy".into(), example)],
        0,
        0,
    );
    assert!(failing.step(1).is_err());
}

// The maze's estimate: checked against a breadth-first search of the test's own.

use searchlight::puzzles::maze::rule::{MazeRule, Verdict as MazeVerdict};
use searchlight::puzzles::maze::{searched, Algo, Dir, Maze};

/// Every square's fewest moves to the coin (None: cut off), breadth-first over open sides.
fn maze_distances(m: &Maze) -> Vec<Option<u32>> {
    let mut d = vec![None; m.len()];
    d[m.coin() as usize] = Some(0);
    let mut queue = VecDeque::from([m.coin()]);
    while let Some(sq) = queue.pop_front() {
        for dir in Dir::ALL {
            if let Some(n) = m.open(sq, dir) {
                if d[n as usize].is_none() {
                    d[n as usize] = Some(d[sq as usize].unwrap() + 1);
                    queue.push_back(n);
                }
            }
        }
    }
    d
}

#[test]
fn the_mazes_estimate_against_the_tests_own_distances() {
    for (rows, cols, seed, loops) in [(12, 12, 7, 0), (15, 20, 3, 30), (9, 9, 11, 100)] {
        let m = Maze::generate(rows, cols, seed, loops);
        let d = maze_distances(&m);
        let coin = (m.row(m.coin()) as i64, m.col(m.coin()) as i64);
        let dxy = |sq: u32| {
            (
                (m.col(sq) as i64 - coin.1).abs(),
                (m.row(sq) as i64 - coin.0).abs(),
            )
        };
        for (rule, h) in [
            (
                "dx + dy",
                &(|dx: i64, dy: i64| dx + dy) as &dyn Fn(i64, i64) -> i64,
            ),
            ("2 * (dx + dy)", &|dx, dy| 2 * (dx + dy)),
            ("max(dx, dy)", &|dx: i64, dy: i64| dx.max(dy)),
            ("dx * dx + dy", &|dx, dy| dx * dx + dy),
        ] {
            let v = MazeVerdict::of(&m, &MazeRule::parse(rule).unwrap()).unwrap();
            let hs: Vec<i64> = (0..m.len() as u32)
                .map(|sq| {
                    let (dx, dy) = dxy(sq);
                    h(dx, dy)
                })
                .collect();
            let reach: Vec<u32> = (0..m.len() as u32)
                .filter(|&s| d[s as usize].is_some())
                .collect();
            let over = reach
                .iter()
                .filter(|&&s| hs[s as usize] > i64::from(d[s as usize].unwrap()))
                .count() as u64;
            let mut moves = 0;
            let mut drops = 0;
            for &s in &reach {
                for dir in Dir::ALL {
                    if let Some(n) = m.open(s, dir) {
                        moves += 1;
                        drops += u64::from(hs[s as usize] - hs[n as usize] > 1);
                    }
                }
            }
            assert_eq!((v.squares, v.moves), (reach.len() as u64, moves), "{rule}");
            assert_eq!((v.overestimates, v.drops), (over, drops), "{rule}");
            assert_eq!(
                (v.admissible, v.consistent),
                (over == 0, drops == 0),
                "{rule}"
            );
            if let Some(o) = &v.over {
                // The counterexample verified: h there and the test's distance.
                let sq = m.parse_square(&o.square).unwrap();
                assert_eq!((o.h, Some(o.distance)), (hs[sq as usize], d[sq as usize]));
                assert!(o.h > i64::from(o.distance));
                let nearest = reach
                    .iter()
                    .filter(|&&s| hs[s as usize] > i64::from(d[s as usize].unwrap()))
                    .map(|&s| d[s as usize].unwrap())
                    .min();
                assert_eq!(Some(o.distance), nearest);
            }
            if let Some(dr) = &v.drop {
                let (a, b) = (
                    m.parse_square(&dr.from).unwrap(),
                    m.parse_square(&dr.to).unwrap(),
                );
                assert!(Dir::ALL.iter().any(|&dir| m.open(a, dir) == Some(b)));
                assert!(dr.h_from - dr.h_to > 1);
            }
            // A* keeps finding the shortest route when h is admissible.
            let shortest = d[m.start() as usize];
            if v.admissible {
                assert_eq!(v.astar[0].length, shortest, "{rule}");
            }
            // The Manhattan distance's runs are the view's own.
            assert_eq!(v.astar[1].expanded, searched(&m, Algo::AStar).expanded);
            assert_eq!(v.greedy[1].expanded, searched(&m, Algo::Greedy).expanded);
            if rule == "dx + dy" {
                assert!(v.admissible && v.consistent);
                assert_eq!((v.astar[0], v.greedy[0]), (v.astar[1], v.greedy[1]));
            }
            if rule == "2 * (dx + dy)" {
                assert!(!v.admissible && !v.consistent);
            }
        }
    }
    let m = Maze::generate(6, 6, 1, 0);
    assert!(MazeVerdict::of(&m, &MazeRule::parse("1 / (dx - 2)").unwrap()).is_err());
    assert!(MazeRule::parse("manhattan").is_err());
}
