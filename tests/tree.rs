//! The size of search trees: exact level counts against the literature and an independent
//! count, Knuth's estimate against the exact size, the branching factor, the tree as it
//! grows (the CLI's `tree` command is tested in tests/cli/).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use searchlight::engine::tree::{self, level_ratios};
use searchlight::engine::SplitMix64;
use searchlight::engine::{branching_factor, Goal};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::{Strategy, TourSpec};
use searchlight::puzzles::queens::{NQueens, Variant};

/// Solutions of N queens, N = 1..=10 (OEIS A000170).
const QUEENS: [u64; 10] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

#[test]
fn eight_queens_tree_has_the_lessons_levels() {
    let size = tree::exact(
        NQueens::new(8, Variant::Mark),
        NQueens::new(8, Variant::Mark).root(),
        u64::MAX,
    );
    assert!(size.complete);
    assert_eq!(size.levels, [1, 8, 42, 140, 344, 568, 550, 312, 92]);
    assert_eq!(size.nodes(), 2057);
}

#[test]
fn queens_trees_end_in_the_solutions_and_agree_with_the_engines_node_count() {
    for n in 1..=10u32 {
        for variant in [Variant::Mark, Variant::Check] {
            let size = tree::exact(
                NQueens::new(n, variant),
                NQueens::new(n, variant).root(),
                u64::MAX,
            );
            let mut search = NQueens::new(n, variant).search(Goal::All);
            search.run_to_end();
            assert_eq!(size.nodes() - 1, search.stats().nodes, "n = {n}");
            let last = *size.levels.last().unwrap();
            if QUEENS[n as usize - 1] > 0 {
                assert_eq!(size.levels.len(), n as usize + 1);
                assert_eq!(last, QUEENS[n as usize - 1], "n = {n}");
            } else {
                assert!(
                    size.levels.len() <= n as usize,
                    "n = {n}: no level holds a solution"
                );
            }
        }
    }
}

/// Simple knight paths from `at` of every length, counted by plain recursion on a small
/// board (depth at most 25, fixed by the test), independently of the puzzle's code.
fn count_paths(
    rows: i32,
    cols: i32,
    at: (i32, i32),
    seen: &mut Vec<bool>,
    depth: usize,
    levels: &mut Vec<u64>,
) {
    if levels.len() == depth {
        levels.push(0);
    }
    levels[depth] += 1;
    for (dr, dc) in [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ] {
        let (r, c) = (at.0 + dr, at.1 + dc);
        if (0..rows).contains(&r) && (0..cols).contains(&c) && !seen[(r * cols + c) as usize] {
            seen[(r * cols + c) as usize] = true;
            count_paths(rows, cols, (r, c), seen, depth + 1, levels);
            seen[(r * cols + c) as usize] = false;
        }
    }
}

#[test]
fn knight_trees_match_an_independent_count_of_paths() {
    for (rows, cols, start, tours) in [
        (5, 5, (0, 0), Some(304)),
        (3, 4, (0, 0), None),
        (4, 5, (1, 2), None),
    ] {
        let board = Board::new(rows as u32, cols as u32).unwrap();
        let square = board
            .parse_square(&format!(
                "{}{}",
                (b'a' + start.1 as u8) as char,
                start.0 + 1
            ))
            .unwrap();
        let spec = TourSpec {
            prune: false,
            ..TourSpec::new(board, square, Strategy::Dfs, false)
        };
        let problem = spec.problem();
        let root = problem.root();
        let size = tree::exact(problem, root, u64::MAX);
        let mut seen = vec![false; (rows * cols) as usize];
        seen[(start.0 * cols + start.1) as usize] = true;
        let mut levels = Vec::new();
        count_paths(rows, cols, start, &mut seen, 0, &mut levels);
        assert_eq!(size.levels, levels, "{rows}x{cols}");
        if let Some(t) = tours {
            // 304 open tours from a corner of 5x5 (1728 from all squares, OEIS A165134).
            assert_eq!(*size.levels.last().unwrap(), t);
            assert_eq!(size.levels.len(), 25);
        }
    }
}

#[test]
fn the_node_limit_stops_the_walk() {
    let size = tree::exact(
        NQueens::new(8, Variant::Mark),
        NQueens::new(8, Variant::Mark).root(),
        100,
    );
    assert!(!size.complete);
    assert_eq!(size.nodes(), 101);
}

#[test]
fn the_walk_in_slices_reports_progress_and_counts_the_same() {
    let spec = TourSpec::new(Board::new(5, 5).unwrap(), 0, Strategy::Dfs, false);
    let mut told = Vec::new();
    let size = tree::exact_with(spec.problem(), spec.problem().root(), u64::MAX, |n| {
        told.push(n)
    });
    assert_eq!(
        size,
        tree::exact(spec.problem(), spec.problem().root(), u64::MAX)
    );
    assert_eq!(size.nodes(), 1_735_079);
    assert!(
        !told.is_empty() && told.windows(2).all(|w| w[0] < w[1]),
        "{told:?}"
    );
    // The limit holds as in one piece, and a walk that ends right at it is complete.
    let queens = || {
        (
            NQueens::new(8, Variant::Mark),
            NQueens::new(8, Variant::Mark).root(),
        )
    };
    let (p, r) = queens();
    let cut = tree::exact_with(p, r, 100, |_| {});
    assert_eq!((cut.complete, cut.nodes()), (false, 101));
    let (p, r) = queens();
    assert!(tree::exact_with(p, r, 2056, |_| {}).complete);
}

#[test]
fn knuths_estimate_is_near_the_exact_size_and_its_interval_holds_it() {
    // Queens: a small, bushy tree; knight 5x5: a deep, lopsided one.
    let queens = NQueens::new(8, Variant::Mark);
    let mut root = queens.root();
    let est = tree::estimate(&queens, &mut root, 200_000, 11);
    assert_eq!(root, queens.root(), "every probe's moves are undone");
    assert!((est.nodes - 2057.0).abs() / 2057.0 < 0.02, "{}", est.nodes);
    assert!(est.ci_low <= 2057.0 && 2057.0 <= est.ci_high, "{est:?}");
    let exact = [1.0, 8.0, 42.0, 140.0, 344.0, 568.0, 550.0, 312.0, 92.0];
    for (e, x) in est.levels.iter().zip(exact) {
        assert!((e - x).abs() / x < 0.05, "level: {e} against {x}");
    }

    let board = Board::new(5, 5).unwrap();
    let spec = TourSpec {
        prune: false,
        ..TourSpec::new(board, 0, Strategy::Dfs, false)
    };
    let problem = spec.problem();
    let mut root = problem.root();
    let est = tree::estimate(&problem, &mut root, 100_000, 7);
    assert!(
        est.ci_low <= 1_735_079.0 && 1_735_079.0 <= est.ci_high,
        "{est:?}"
    );
}

#[test]
fn the_same_seed_gives_the_same_estimate() {
    let queens = NQueens::new(10, Variant::Check);
    let mut root = queens.root();
    let a = tree::estimate(&queens, &mut root, 1000, 5);
    let b = tree::estimate(&queens, &mut root, 1000, 5);
    let c = tree::estimate(&queens, &mut root, 1000, 6);
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn splitmix64_gives_the_reference_sequence_and_fair_picks() {
    // Vigna's splitmix64.c from state 0.
    let mut r = SplitMix64::new(0);
    assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
    assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    let mut counts = [0u32; 7];
    let mut r = SplitMix64::new(42);
    for _ in 0..70_000 {
        counts[r.below(7) as usize] += 1;
    }
    for c in counts {
        assert!((9_500..10_500).contains(&c), "{counts:?}");
    }
}

#[test]
fn branching_factor_of_known_trees() {
    assert_eq!(branching_factor(0, 1.0), 1.0);
    assert_eq!(branching_factor(5, 6.0), 1.0);
    assert!((branching_factor(3, 15.0) - 2.0).abs() < 1e-9);
    assert!((branching_factor(10, 88_573.0) - 3.0).abs() < 1e-9);
    // The lesson's figure for 5x5: 3.8^25 - 1 nodes is a tree of depth 24 with k near 3.8.
    let k = branching_factor(24, 3.8f64.powi(25) / 2.8);
    assert!((k - 3.8).abs() < 1e-6, "{k}");
    assert_eq!(level_ratios(&[1.0, 8.0, 42.0]), [8.0, 5.25]);
    // Huge trees (an empty 16x16 sudoku's is about 2 x 10^90 nodes at depth 256): found
    // from the bracket k < nodes^(1/depth), not from [1, nodes].
    let k = branching_factor(256, 2e90);
    let size: f64 = (0..=256).map(|i| k.powi(i)).sum();
    assert!(
        (size / 2e90 - 1.0).abs() < 1e-9 && (2.0..2.5).contains(&k),
        "{k}"
    );
    assert_eq!(branching_factor(10, f64::INFINITY), f64::INFINITY);
}

proptest! {
    #[test]
    fn branching_factor_solves_its_equation(depth in 1usize..300, k in 1.01f64..8.0) {
        prop_assume!((depth as f64 + 1.0) * k.ln() < 700.0);
        let nodes: f64 = (0..=depth).map(|i| k.powi(i as i32)).sum();
        let found = branching_factor(depth, nodes);
        prop_assert!((found - k).abs() / k < 1e-9, "{} against {}", found, k);
    }
}

/// The growing tree replayed forward and back over a whole search: at every step it equals
/// the tree built by going forward alone, and at the end its levels are the exact tree's.
fn check_growth<P: searchlight::engine::Problem + Clone>(problem: P, root: P::State, seed: u64)
where
    P::State: Clone,
    P::Move: std::fmt::Debug,
{
    use searchlight::engine::{Dfs, Growth, Replay};
    let mut search = Dfs::new(problem.clone(), root.clone(), Goal::All);
    let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
    // Where the walk below stops to compare, then the forward-only tree at each of them.
    let plan = |seed| {
        let mut random = SplitMix64::new(seed);
        let (mut at, mut moves) = (0usize, Vec::new());
        while at < events.len() {
            let ahead = (at + 1 + random.below(40) as usize).min(events.len());
            let back = ahead.saturating_sub(random.below(30) as usize);
            moves.push((ahead, back));
            at = back.max(at + 1).min(events.len());
            if back < at {
                moves.push((at, at));
            }
        }
        moves
    };
    let moves = plan(seed);
    let mut wanted: Vec<usize> = moves.iter().flat_map(|&(a, b)| [a, b]).collect();
    wanted.sort_unstable();
    wanted.dedup();
    let mut snapshots = std::collections::HashMap::new();
    let mut g = Growth::new();
    for (i, e) in events.iter().enumerate() {
        if wanted.binary_search(&i).is_ok() {
            snapshots.insert(i, g.clone());
        }
        g.forward(e);
    }
    snapshots.insert(events.len(), g.clone());
    let mut g = Growth::new();
    let mut at = 0usize;
    for (ahead, back) in moves {
        for e in &events[at..ahead] {
            g.forward(e);
        }
        assert_eq!(g, snapshots[&ahead], "forward to {ahead}");
        for e in events[back..ahead].iter().rev() {
            g.backward(e);
        }
        assert_eq!(g, snapshots[&back], "back to {back}");
        at = back;
    }
    for e in &events[at..] {
        g.forward(e);
    }
    let exact = tree::exact(problem, root, u64::MAX);
    assert_eq!(g.levels(), &exact.levels[..]);
    let kinds = |k| g.nodes().iter().filter(|n| n.kind == k).count();
    assert_eq!(
        kinds(searchlight::engine::NodeKind::Open),
        0,
        "every node left at the end"
    );
    if g.all_drawn() {
        assert_eq!(
            kinds(searchlight::engine::NodeKind::Solution) as u64,
            search.stats().solutions
        );
        // Every node's parent is one depth up, and the indices in a level run 0, 1, 2...
        for n in &g.nodes()[1..] {
            assert_eq!(g.nodes()[n.parent as usize].depth + 1, n.depth);
        }
    }
}

#[test]
fn the_growing_tree_steps_back_exactly() {
    for n in [4u32, 5, 6] {
        check_growth(
            NQueens::new(n, Variant::Check),
            NQueens::new(n, Variant::Check).root(),
            u64::from(n),
        );
    }
    let board = Board::new(4, 5).unwrap();
    let spec = TourSpec {
        prune: false,
        ..TourSpec::new(board, 0, Strategy::Dfs, false)
    };
    // 4x5 from a corner: more nodes than are drawn, so the counts-only part is checked too.
    check_growth(spec.problem(), spec.problem().root(), 3);
}

#[test]
fn a_measure_counts_small_trees_and_estimates_big_ones_in_slices() {
    use searchlight::engine::{Measure, Phase};
    let queens = NQueens::new(8, Variant::Mark);
    let mut m = Measure::new(queens.clone(), queens.root(), 1_000_000, 1000, 1);
    let mut slices = 0;
    while !m.run(100) {
        slices += 1;
        assert_eq!(m.report().phase, Phase::Exact);
    }
    assert!(slices > 10, "run in slices of 100 steps");
    let r = m.report();
    assert!(r.exact && r.phase == Phase::Done && r.progress == 1.0);
    assert_eq!(r.nodes, 2057.0);
    assert_eq!(
        r.levels,
        [1.0, 8.0, 42.0, 140.0, 344.0, 568.0, 550.0, 312.0, 92.0]
    );

    let mut m = Measure::new(queens.clone(), queens.root(), 500, 50_000, 1);
    let mut last = 0.0;
    while !m.run(10_000) {
        let r = m.report();
        assert!(r.progress >= last);
        // Once the count gives up, every report is an estimate from at least one probe
        // (a report from none said "0 nodes, average branching factor 1" in the page).
        assert!(r.phase == Phase::Exact || r.probes >= 1, "{r:?}");
        last = r.progress;
    }
    let r = m.report();
    assert!(!r.exact && r.phase == Phase::Done);
    assert_eq!((r.abandoned_at, r.probes), (501, 50_000));
    assert!((r.nodes - 2057.0).abs() < 0.05 * 2057.0, "{}", r.nodes);
    assert!(r.ci_low <= 2057.0 && 2057.0 <= r.ci_high, "{r:?}");
}

/// The lesson's figures, k^depth, from each puzzle: the knight graph's average degree (336
/// moves over 64 squares on 8x8, 5.25) to the squares, N^N for queens, the digits to the
/// empty cells for sudoku; and past a double, its size in digits.
#[test]
fn the_lessons_figures_come_from_the_puzzles() {
    use searchlight::puzzles::{knight, queens, sudoku};
    let l = knight::uniform_tree(Board::new(8, 8).unwrap());
    assert_eq!((l.k, l.depth), (5.25, 64.0));
    assert!((l.log10 - 64.0 * 5.25f64.log10()).abs() < 1e-9);
    let l = knight::uniform_tree(Board::new(60, 60).unwrap());
    assert!(
        l.size.is_infinite() && (3171.0..3172.0).contains(&l.log10),
        "{l:?}"
    );
    let l = queens::uniform_tree(8);
    assert_eq!((l.k, l.depth, l.size), (8.0, 8.0, 16_777_216.0));
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let l = sudoku::uniform_tree(&sudoku::Puzzle::parse(easy).unwrap());
    assert_eq!((l.k, l.depth), (9.0, 51.0));
}

/// A tree of 1,000 children a node, 60 deep (10^180 leaves): each probe's estimate is past
/// 10^154, whose square overflows; the interval is then unbounded above, not zero wide.
#[test]
fn an_estimate_past_the_squares_range_says_its_spread_is_unknown() {
    use searchlight::engine::{tree::estimate, Problem};
    struct Wide;
    impl Problem for Wide {
        type State = u32;
        type Move = u16;
        fn successors(&self, depth: &u32, out: &mut Vec<u16>) {
            if *depth < 60 {
                out.extend(0..1000);
            }
        }
        fn apply(&self, depth: &mut u32, _: u16) {
            *depth += 1;
        }
        fn undo(&self, depth: &mut u32, _: u16) {
            *depth -= 1;
        }
        fn is_goal(&self, _: &u32) -> bool {
            false
        }
    }
    let e = estimate(&Wide, &mut 0, 10, 1);
    let exact: f64 = (0..=60).map(|d| 1000f64.powi(d)).sum();
    assert!((e.nodes / exact - 1.0).abs() < 1e-9, "{} {exact}", e.nodes);
    assert_eq!(e.ci_high, f64::INFINITY, "{e:?}");
}
