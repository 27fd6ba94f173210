//! DFS on the toy problem: events and counters by hand, goals, limits, budgets, progress.

use super::*;

#[test]
fn dfs_events_and_counters_on_two_bits_by_hand() {
    use Event::*;
    let mut search = Dfs::new(Bits::new(2), Vec::new(), Goal::All);
    // Each event with the string after it and the counters (nodes, backtracks, depth,
    // solutions) after it.
    let expected: [(Event<u8>, &[u8], [u64; 4]); 13] = [
        (Visit(0), &[0], [1, 0, 1, 0]),
        (Visit(0), &[0, 0], [2, 0, 2, 0]),
        (Solution, &[0, 0], [2, 0, 2, 1]),
        (Backtrack(0), &[0], [2, 1, 1, 1]),
        (Visit(1), &[0, 1], [3, 1, 2, 1]), // a dead end: ends in 1
        (Backtrack(1), &[0], [3, 2, 1, 1]),
        (Backtrack(0), &[], [3, 3, 0, 1]),
        (Visit(1), &[1], [4, 3, 1, 1]), // only 0 may follow
        (Visit(0), &[1, 0], [5, 3, 2, 1]),
        (Solution, &[1, 0], [5, 3, 2, 2]),
        (Backtrack(0), &[1], [5, 4, 1, 2]),
        (Backtrack(1), &[], [5, 5, 0, 2]),
        (Exhausted, &[], [5, 5, 0, 2]),
    ];
    for (i, (event, state, [nodes, backtracks, depth, solutions])) in
        expected.into_iter().enumerate()
    {
        assert_eq!(search.outcome(), Outcome::Running);
        assert_eq!(search.step(), Some(event), "event {}", i + 1);
        assert_eq!(search.state(), state, "after event {}", i + 1);
        assert_eq!(search.path().collect::<Vec<_>>(), state);
        let s = search.stats();
        assert_eq!(s.steps, i as u64 + 1);
        assert_eq!(
            [s.nodes, s.backtracks, u64::from(s.depth), s.solutions],
            [nodes, backtracks, depth, solutions],
            "after event {}",
            i + 1
        );
    }
    assert_eq!(search.outcome(), Outcome::Exhausted);
    assert_eq!(
        search.stats(),
        DfsStats {
            steps: 13,
            nodes: 5,
            backtracks: 5,
            depth: 0,
            max_depth: 2,
            solutions: 2,
            dead_ends: 1,
            // 0 and 1 wait at the root; going down to "0" takes one and adds two.
            max_frontier: 3,
        }
    );
    assert_eq!(search.step(), None, "a stopped search stays stopped");
    assert_eq!(search.stats().steps, 13);
}

#[test]
fn dfs_root_that_is_a_solution_or_a_dead_end() {
    let mut search = Dfs::new(Bits::new(0), Vec::new(), Goal::All);
    assert_eq!(search.step(), Some(Event::Solution));
    assert_eq!(search.step(), Some(Event::Exhausted));
    assert_eq!(search.step(), None);
    assert_eq!(
        search.stats(),
        DfsStats {
            steps: 2,
            solutions: 1,
            ..DfsStats::default()
        }
    );

    // "1" is already full length and ends in 1: no move, and no solution.
    let mut search = Dfs::new(Bits::new(1), vec![1], Goal::All);
    assert_eq!(search.stats().dead_ends, 1, "counted before any step");
    assert_eq!(search.step(), Some(Event::Exhausted));
    assert_eq!(
        search.stats(),
        DfsStats {
            steps: 1,
            dead_ends: 1,
            ..DfsStats::default()
        }
    );
    assert_eq!(search.outcome(), Outcome::Exhausted);

    // With Goal::First a solved root stops at once.
    let mut search = Dfs::new(Bits::new(0), Vec::new(), Goal::First);
    assert_eq!(search.run_to_end(), Outcome::Solved);
    assert_eq!(search.stats().steps, 1);
}

#[test]
fn dfs_goal_all_meets_every_solution_in_order() {
    for length in 0..=12 {
        let mut search = Dfs::new(Bits::new(length), Vec::new(), Goal::All);
        let expected = brute_solutions(length);
        assert_eq!(solutions_met(&mut search), expected, "length {length}");
        assert_eq!(search.outcome(), Outcome::Exhausted);
        // Every prefix without "11" is a node; the full ones ending in 1 are dead ends.
        let prefixes: u64 = (1..=length)
            .map(|j| all_strings(j).iter().filter(|b| !has_two_ones(b)).count() as u64)
            .sum();
        let dead_ends = all_strings(length)
            .iter()
            .filter(|b| !has_two_ones(b) && b.last() == Some(&1))
            .count() as u64;
        let s = search.stats();
        assert_eq!(s.solutions, expected.len() as u64);
        assert_eq!(s.nodes, prefixes, "length {length}");
        assert_eq!(s.backtracks, prefixes, "everything entered is left");
        assert_eq!(s.dead_ends, dead_ends);
        assert_eq!(s.depth, 0);
        assert_eq!(s.max_depth as usize, length);
        // Down the all-zeros path each level adds two moves and takes one.
        assert_eq!(
            s.max_frontier as usize,
            if length == 0 { 0 } else { length + 1 }
        );
        // One event per visit, backtrack and solution, and the last one.
        assert_eq!(s.steps, s.nodes + s.backtracks + s.solutions + 1);
    }
}

#[test]
fn dfs_goal_first_and_limit_stop_at_exactly_that_many() {
    for length in 0..=9 {
        let expected = brute_solutions(length);
        let total = expected.len() as u64;

        let mut first = Dfs::new(Bits::new(length), Vec::new(), Goal::First);
        assert_eq!(first.run_to_end(), Outcome::Solved);
        assert_eq!(first.state(), &expected[0]);
        assert_eq!(first.stats().solutions, 1);
        assert_eq!(first.step(), None);

        for limit in 1..=total + 2 {
            let mut search = Dfs::new(Bits::new(length), Vec::new(), Goal::Limit(limit));
            let met = solutions_met(&mut search);
            let want = limit.min(total) as usize;
            assert_eq!(met, expected[..want], "length {length}, limit {limit}");
            assert_eq!(search.stats().solutions, want as u64);
            let outcome = if limit <= total {
                Outcome::Solved
            } else {
                Outcome::Exhausted
            };
            assert_eq!(search.outcome(), outcome, "length {length}, limit {limit}");
            if limit <= total {
                // Stopped at the solution itself: the path still leads to it.
                assert_eq!(search.state(), &expected[want - 1]);
                assert_eq!(search.stats().depth as usize, length);
            }
        }
    }
}

#[test]
fn dfs_in_many_small_budgets_ends_as_one_run() {
    for goal in [Goal::First, Goal::Limit(4), Goal::All] {
        let mut whole = Dfs::new(Bits::new(8), Vec::new(), goal);
        let outcome = whole.run_to_end();
        for budget in [1, 2, 3, 5, 8, 13, 1000] {
            let mut cut = Dfs::new(Bits::new(8), Vec::new(), goal);
            assert_eq!(cut.run(0), Outcome::Running);
            assert_eq!(cut.stats().steps, 0, "a zero budget does nothing");
            let mut runs = 0;
            loop {
                let before = cut.stats().steps;
                let now = cut.run(budget);
                runs += 1;
                if now != Outcome::Running {
                    break;
                }
                assert_eq!(cut.stats().steps, before + budget, "a full budget is spent");
            }
            assert_eq!(cut.outcome(), outcome, "{goal:?}, budget {budget}");
            assert_eq!(cut.stats(), whole.stats(), "{goal:?}, budget {budget}");
            assert_eq!(cut.state(), whole.state());
            assert_eq!(runs, whole.stats().steps.div_ceil(budget).max(1));
            assert_eq!(cut.run(budget), outcome, "a stopped search stays stopped");
            assert_eq!(cut.stats(), whole.stats());
        }
    }
}

#[test]
fn dfs_progress_counts_leaves_exactly_on_a_uniform_tree() {
    // Every string of 4 bits: 16 leaves, each visited in order.
    let problem = Bits {
        length: 4,
        no_two_ones: false,
    };
    let mut search = Dfs::new(problem, Vec::new(), Goal::All);
    assert_eq!(search.progress(), 0.0);
    let mut leaves = 0;
    while let Some(event) = search.step() {
        let p = search.progress();
        assert!((0.0..=1.0).contains(&p));
        if matches!(event, Event::Visit(_)) && search.stats().depth == 4 {
            assert_eq!(p, f64::from(leaves) / 16.0, "at leaf {leaves}");
            leaves += 1;
        }
    }
    assert_eq!(leaves, 16);
    assert_eq!(search.progress(), 1.0);
}
