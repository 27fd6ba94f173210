//! Sudoku: one, several and no solutions at every size, every grid verified independently,
//! the counts of all search modes in agreement, the error messages, and the 1,465 puzzles of
//! top1465 solved by the fast solver.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use searchlight::puzzles::sudoku::{
    search, verify, CellChoice, FastSolver, Frontier, Puzzle, Shape, SudokuError,
};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A solved grid of any size by the classic pattern, then shuffled by relabelling digits.
fn pattern(shape: Shape, relabel: &[u8]) -> Vec<u8> {
    let n = shape.size;
    (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            let v = (shape.box_cols * (r % shape.box_rows) + r / shape.box_rows + c) % n;
            relabel[v as usize]
        })
        .collect()
}

fn puzzle_from(grid: &[u8]) -> Puzzle {
    let line: String = grid
        .iter()
        .map(|&d| searchlight::puzzles::sudoku::digit_char(d))
        .collect();
    Puzzle::parse(&line).unwrap_or_else(|e| panic!("{e}: {line}"))
}

/// Every mode's count, with `limit`: the fast solver (the band solver on 9x9), the
/// cell-by-cell solver, then DFS and BFS with each cell choice.
fn counts(p: &Puzzle, limit: u64, with_bfs: bool) -> Vec<u64> {
    let solver = FastSolver::new(p.shape);
    let mut out = vec![
        solver.solve(p, limit).count,
        solver.solve_cells(p, limit).count,
    ];
    for choice in [CellChoice::First, CellChoice::Mrv] {
        let mut frontiers = vec![Frontier::Dfs];
        if with_bfs {
            frontiers.push(Frontier::Bfs);
        }
        for f in frontiers {
            let r = search(p, choice, f, Some(limit));
            for s in &r.solutions {
                verify(p, s).unwrap();
            }
            out.push(r.solutions.len() as u64);
        }
    }
    out
}

#[test]
fn one_solution_at_every_size() {
    let p = Puzzle::parse(EASY).unwrap();
    assert_eq!(counts(&p, 2, true), vec![1; 6]);
    let four = Puzzle::parse("1...\n..1.\n.3..\n...4").unwrap();
    assert_eq!(counts(&four, 10, true), vec![1; 6]);
    let several = Puzzle::parse("12.. 34.. .... ....").unwrap();
    let c = counts(&several, 100, true);
    assert!(c[0] > 1 && c.iter().all(|&k| k == c[0]), "{c:?}");
    let six = Puzzle::parse(
        "1 . . | . . 6\n. . 6 | 1 . .\n------+------\n. 1 . | . 6 .\n. . . | . . .\n------+------\n. . 1 | 6 . .\n6 . . | . . 1",
    );
    let six = six.unwrap();
    let c = counts(&six, 3, false);
    assert!(c.iter().all(|&x| x == c[0]), "{c:?}");
}

#[test]
fn the_empty_4x4_has_288_grids() {
    let empty = Puzzle::parse(&".".repeat(16)).unwrap();
    assert_eq!(counts(&empty, u64::MAX, true), vec![288; 6]);
}

#[test]
fn no_solution_at_every_size() {
    // r1c3 needs 3 or 4, both already in its column.
    let four = Puzzle::parse("12.. ..3. ..4. ....").unwrap();
    assert_eq!(counts(&four, 5, true), vec![0; 6]);
    // EASY has one solution, with 4 at r1c3; 1 there breaks no rule but leaves none.
    let mut line: Vec<char> = EASY.chars().collect();
    line[2] = '1';
    let none = Puzzle::parse(&line.iter().collect::<String>()).unwrap();
    assert_eq!(counts(&none, 5, false), vec![0; 4]);
    let r = search(&none, CellChoice::Mrv, Frontier::Dfs, None);
    assert!(r.complete && r.solutions.is_empty() && r.backtracks > 0);
}

#[test]
fn several_solutions_counted_the_same_way() {
    // EASY with its first row's givens removed has more than one solution.
    let mut line: Vec<char> = EASY.chars().collect();
    for c in line.iter_mut().take(9) {
        *c = '.';
    }
    let p = Puzzle::parse(&line.iter().collect::<String>()).unwrap();
    let all = search(&p, CellChoice::Mrv, Frontier::Dfs, None);
    assert!(all.complete);
    let n = all.solutions.len() as u64;
    assert!(n > 1, "{n}");
    assert_eq!(FastSolver::new(p.shape).solve(&p, u64::MAX).count, n);
    assert_eq!(
        search(&p, CellChoice::First, Frontier::Dfs, None)
            .solutions
            .len() as u64,
        n
    );
    assert_eq!(
        search(&p, CellChoice::Mrv, Frontier::Bfs, None)
            .solutions
            .len() as u64,
        n
    );
    let limited = search(&p, CellChoice::First, Frontier::Dfs, Some(2));
    assert_eq!(limited.solutions.len(), 2);
    assert!(!limited.complete);
}

#[test]
fn sixteen_by_sixteen() {
    let shape = Shape::for_cells(256).unwrap();
    let relabel: Vec<u8> = (1..=16).rev().collect();
    let grid = pattern(shape, &relabel);
    let mut holes = grid.clone();
    for (i, cell) in holes.iter_mut().enumerate() {
        if (i * 7 + i / 16) % 3 != 0 {
            *cell = 0;
        }
    }
    let p = puzzle_from(&holes);
    let fast = FastSolver::new(shape).solve(&p, 2);
    assert!(fast.count >= 1);
    verify(&p, fast.first.as_ref().unwrap()).unwrap();
    // Proving this one unique takes the generic search past the command line's node limit.
    let unbounded = searchlight::puzzles::sudoku::Bounds {
        nodes: u64::MAX,
        ..searchlight::puzzles::sudoku::CLI_BOUNDS
    };
    let mrv = searchlight::puzzles::sudoku::search_within(
        &p,
        CellChoice::Mrv,
        Frontier::Dfs,
        Some(2),
        unbounded,
    );
    eprintln!("16x16 MRV nodes: {}", mrv.nodes);
    assert!(mrv.complete);
    assert_eq!(mrv.solutions.len() as u64, fast.count);
    assert!(p.to_line().contains('G') || p.to_line().contains('A'));
}

#[test]
fn bad_puzzles_are_named() {
    let cases = [
        ("123", "sudoku.wrong_length {n: 3}"),
        (
            "12x. ..1. .3.. ...4",
            r#"sudoku.unknown_character {cell: 3, ch: "x"}"#,
        ),
        (
            "1..5 ..1. .3.. ...4",
            r#"sudoku.digit_too_big {cell: 4, ch: "5", size: 4, max: "4"}"#,
        ),
        (
            "1..1 .... .... ....",
            r#"sudoku.conflict {digit: "1", unit: sudoku.unit.row {n: 1}, first: sudoku.cell {row: 1, col: 1}, second: sudoku.cell {row: 1, col: 4}}"#,
        ),
        (
            "1... .... 1... ....",
            r#"sudoku.conflict {digit: "1", unit: sudoku.unit.column {n: 1}, first: sudoku.cell {row: 1, col: 1}, second: sudoku.cell {row: 3, col: 1}}"#,
        ),
        (
            "1... .1.. .... ....",
            r#"sudoku.conflict {digit: "1", unit: sudoku.unit.box {n: 1}, first: sudoku.cell {row: 1, col: 1}, second: sudoku.cell {row: 2, col: 2}}"#,
        ),
    ];
    for (text, message) in cases {
        assert_eq!(Puzzle::parse(text).unwrap_err().to_string(), message);
    }
    assert!(matches!(
        Puzzle::parse("1..1 .... .... ...."),
        Err(SudokuError::Conflict { ref cells, .. }) if cells == &vec![0, 3]
    ));
}

#[test]
fn top1465_all_solved_and_verified() {
    // The set as published, header kept.
    let text = include_str!("../data/sudoku/top1465.txt");
    let solver = FastSolver::new(Shape::for_cells(81).unwrap());
    let mut solved = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let p = Puzzle::parse(line.trim()).unwrap();
        let r = solver.solve(&p, 2);
        assert_eq!(r.count, 1, "{line}");
        verify(&p, r.first.as_ref().unwrap()).unwrap();
        solved += 1;
    }
    assert_eq!(solved, 1465);
}

#[test]
fn bfs_frontier_is_capped_on_a_hard_puzzle() {
    // An almost empty 9x9 with first-empty choice: the BFS frontier explodes and stops at
    // its cap with the search incomplete, instead of exhausting memory.
    let p = Puzzle::parse(&format!("1{}", ".".repeat(80))).unwrap();
    let r = search(&p, CellChoice::First, Frontier::Bfs, Some(1));
    assert!(r.capped);
    assert!(!r.complete);
    assert!(r.max_frontier > r.cap as u64);
    assert!(!r.node_limited);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn all_modes_agree_on_random_puzzles(size in prop::sample::select(vec![16usize, 36, 81]), seed in any::<u64>(), keep in 20u64..70) {
        let shape = Shape::for_cells(size).unwrap();
        let mut digits: Vec<u8> = (1..=shape.size as u8).collect();
        let mut x = seed | 1;
        for i in (1..digits.len()).rev() {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            digits.swap(i, (x % (i as u64 + 1)) as usize);
        }
        let mut grid = pattern(shape, &digits);
        for cell in grid.iter_mut() {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            if x % 100 >= keep {
                *cell = 0;
            }
        }
        let p = puzzle_from(&grid);
        let solver = FastSolver::new(p.shape);
        let fast = solver.solve(&p, 3).count;
        prop_assert_eq!(solver.solve_cells(&p, 3).count, fast);
        prop_assert!(fast >= 1, "a pattern grid with holes has its own solution");
        // The generic searches work within the CLI's bounds: first-empty DFS on a 9x9 with
        // few givens can pass its node limit (a 9x9 with 20% kept did), and BFS, which holds
        // whole grids, its frontier cap (a 6x6 with 20% kept did). Such a search must say it
        // stopped at a bound; any search that did not agrees with the fast solvers.
        for choice in [CellChoice::First, CellChoice::Mrv] {
            let frontiers: &[Frontier] = if size <= 36 { &[Frontier::Dfs, Frontier::Bfs] } else { &[Frontier::Dfs] };
            for &f in frontiers {
                let r = search(&p, choice, f, Some(3));
                for s in &r.solutions {
                    verify(&p, s).unwrap();
                }
                let bounded = r.capped || r.node_limited;
                prop_assert!(bounded || r.solutions.len() as u64 == fast, "{:?} {:?}: {} of {}", choice, f, r.solutions.len(), fast);
            }
        }
    }
}

#[test]
fn replay_and_the_comparison_table() {
    use searchlight::engine::{Goal, Trace, TraceCounters};
    use searchlight::puzzles::sudoku::{compare, SudokuSearch, SudokuView};
    let p = Puzzle::parse("12.. 34.. .... ....").unwrap();
    for choice in [CellChoice::First, CellChoice::Mrv] {
        let mut trace = Trace::new(
            SudokuSearch::dfs(&p, choice, Goal::All),
            (SudokuView::new(&p), TraceCounters::default()),
            1 << 20,
        );
        trace.forward(37);
        assert_eq!(trace.view().0.cells(), trace.search().state().cells());
        let here = trace.view().clone();
        let back = trace.backward(20);
        trace.forward(back);
        assert_eq!(trace.view(), &here);
        trace.forward(u64::MAX);
        let all = search(&p, choice, Frontier::Dfs, None).solutions;
        assert_eq!(trace.view().0.found(), &all[..]);
    }
    let easy = Puzzle::parse(EASY).unwrap();
    let t = std::cell::Cell::new(0.0);
    let rows = compare(&easy, &|| {
        t.set(t.get() + 1.0);
        t.get()
    });
    assert_eq!(rows.len(), 8);
    for row in &rows {
        assert_eq!(
            row.report.solutions.len(),
            1,
            "{:?} {:?}",
            row.frontier,
            row.choice
        );
        if !row.first {
            assert!(row.report.complete);
        }
    }
    // Fewest candidates searches a smaller tree than first-empty, under DFS and BFS alike.
    let nodes = |f: Frontier, c: CellChoice| {
        rows.iter()
            .find(|r| r.frontier == f && r.choice == c && !r.first)
            .unwrap()
            .report
            .nodes
    };
    for f in [Frontier::Dfs, Frontier::Bfs] {
        assert!(nodes(f, CellChoice::Mrv) < nodes(f, CellChoice::First));
    }
}

/// The top1465 puzzles, parsed.
fn top1465() -> Vec<Puzzle> {
    include_str!("../data/sudoku/top1465.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| Puzzle::parse(l.trim()).unwrap())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The band solver (9x9) against the cell-by-cell solver: the same counts up to a limit
    /// on puzzles with many solutions (a hard puzzle's solution with most cells emptied)
    /// and on puzzles with none (a hard puzzle plus one wrong digit), and a verified first
    /// solution.
    #[test]
    fn band_solver_agrees_with_the_cell_solver(index in 0usize..1465, seed in any::<u64>(), keep in 14usize..40, wrong in any::<bool>()) {
        let puzzles = top1465();
        let base = &puzzles[index];
        let solver = FastSolver::new(base.shape);
        let solution = solver.solve_cells(base, 1).first.unwrap();
        let mut x = seed | 1;
        let mut next = move |n: u64| { x ^= x << 13; x ^= x >> 7; x ^= x << 17; x % n };
        let p = if wrong {
            // One empty cell of the puzzle given a digit that is not its solution's but
            // agrees with the givens (if some cell has such a digit).
            let mut cells = base.cells.clone();
            let start = next(81) as usize;
            'cells: for k in 0..81 {
                let c = (start + k) % 81;
                if cells[c] != 0 { continue; }
                for d in 1..=9u8 {
                    if d == solution[c] { continue; }
                    cells[c] = d;
                    let line: String = cells.iter().map(|&v| searchlight::puzzles::sudoku::digit_char(v)).collect();
                    if Puzzle::parse(&line).is_ok() { break 'cells; }
                    cells[c] = 0;
                }
            }
            Puzzle { shape: base.shape, cells }
        } else {
            let mut cells = vec![0u8; 81];
            let mut order: Vec<usize> = (0..81).collect();
            for i in (1..81).rev() { order.swap(i, next(i as u64 + 1) as usize); }
            for &c in &order[..keep] { cells[c] = solution[c]; }
            Puzzle { shape: base.shape, cells }
        };
        let limit = 25;
        let band = solver.solve(&p, limit);
        let cells = solver.solve_cells(&p, limit);
        prop_assert_eq!(band.count, cells.count);
        if let Some(first) = &band.first {
            prop_assert!(verify(&p, first).is_ok());
        }
        if wrong { prop_assert_eq!(band.count, 0); } else { prop_assert!(band.count >= 1); }
    }
}

/// The stepping BFS: its replayed view agrees with the engine's own counters at every
/// step, each state rebuilt from the tree is the grid the engine holds, the queue has at
/// most two depths, and stepping back returns to exactly the earlier views.
#[test]
fn stepping_bfs_replays_exactly() {
    use searchlight::engine::{FrontierView, Replay, Stepper, Trace};
    use searchlight::puzzles::sudoku::{grid_after, queue_depths, stepping_bfs};
    for (text, choice) in [
        (".".repeat(16), CellChoice::First),
        ("12.. ..3. ..4. ....".to_string(), CellChoice::Mrv),
        (EASY.to_string(), CellChoice::First),
    ] {
        let p = Puzzle::parse(&text).unwrap();
        let mut bfs = stepping_bfs(&p, choice, None);
        let mut view = FrontierView::default();
        let mut views = vec![view.clone()];
        let mut events = Vec::new();
        while let Some(e) = Stepper::step(&mut bfs) {
            view.forward(&e);
            events.push(e);
            views.push(view.clone());
            let st = bfs.stats();
            assert_eq!(view.taken, st.nodes);
            assert_eq!(view.dead_ends, st.dead_ends);
            assert_eq!(view.solutions.len() as u64, st.solutions);
            assert_eq!(view.max_frontier, st.max_frontier);
            assert_eq!(view.frontier(), bfs.frontier() as u64);
            let depths = queue_depths(bfs.tree(), view.taken, view.made);
            assert!(depths.len() <= 2);
            assert_eq!(depths.iter().map(|d| d.1).sum::<u64>(), view.frontier());
        }
        // The solutions rebuilt from the tree are the engine's, and verified.
        let rebuilt: Vec<Vec<u8>> = view
            .solutions
            .iter()
            .map(|&n| grid_after(&p, &bfs.path(n)))
            .collect();
        let engine: Vec<Vec<u8>> = bfs.solutions().iter().map(|s| s.cells().to_vec()).collect();
        assert_eq!(rebuilt, engine);
        for g in &rebuilt {
            verify(&p, g).unwrap();
        }
        // The growth curve: every step when asked for as many points, else a sample.
        let every = searchlight::engine::frontier_history(&events, events.len());
        let frontiers: Vec<u64> = views.iter().map(|v| v.frontier()).collect();
        assert_eq!(every, frontiers);
        let sample = searchlight::engine::frontier_history(&events, 10);
        assert_eq!(sample.len(), 11.min(events.len() + 1));
        assert_eq!(sample.last(), frontiers.last());
        assert!(sample.iter().all(|f| frontiers.contains(f)));
        // Back through every event.
        for (k, e) in events.iter().enumerate().rev() {
            view.backward(e);
            assert_eq!(view, views[k]);
        }
        // And the trace drives the same thing.
        let mut trace = Trace::new(
            stepping_bfs(&p, choice, None),
            FrontierView::default(),
            1 << 20,
        );
        trace.seek(events.len() as u64 / 2);
        assert_eq!(trace.view(), &views[events.len() / 2]);
    }
}

// --- Narration: the status line says why -------------------------------------------------

use searchlight::engine::{Event, Goal, Replay, TraceCounters};
use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::sudoku::{self as sudoku, SudokuSearch, SudokuView};

/// The digits possible in every cell of a 9x9 grid (empty for filled cells), from the rules
/// alone: not in the cell's row, column or 3x3 box.
fn candidates_9x9(cells: &[u8]) -> Vec<Vec<u8>> {
    (0..81)
        .map(|i| {
            if cells[i] != 0 {
                return Vec::new();
            }
            let (r, c) = (i / 9, i % 9);
            (1..=9u8)
                .filter(|&d| {
                    (0..9).all(|k| {
                        cells[r * 9 + k] != d
                            && cells[k * 9 + c] != d
                            && cells[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] != d
                    })
                })
                .collect()
        })
        .collect()
}

fn cell_of(m: &Message, name: &str) -> usize {
    let Some(Param::Message(cell)) = m.get(name) else {
        panic!("{} has no cell {name}", m.code)
    };
    let num = |k| match cell.get(k) {
        Some(Param::Number(x)) => *x as usize,
        _ => panic!(),
    };
    (num("row") - 1) * 9 + num("col") - 1
}

fn said_digits(m: &Message, name: &str) -> Vec<u8> {
    match m.get(name) {
        Some(Param::List(items)) => items
            .iter()
            .map(|p| match p {
                Param::Text(s) => s.parse().unwrap(),
                other => panic!("{other:?}"),
            })
            .collect(),
        other => panic!("{} has no list {name}: {other:?}", m.code),
    }
}

/// The narrations of the first `steps` DFS events on `puzzle`, with the grid each was said on.
fn narrate(
    puzzle: &Puzzle,
    choice: CellChoice,
    steps: usize,
) -> Vec<(Event<u32>, Vec<u8>, Message)> {
    let mut dfs = SudokuSearch::dfs(puzzle, choice, Goal::All);
    let mut view = SudokuView::new(puzzle);
    let mut out = Vec::new();
    for step in 1..=steps as u64 {
        let Some(e) = dfs.step() else { break };
        view.forward(&e);
        let counters = TraceCounters {
            steps: step,
            ..TraceCounters::default()
        };
        let m = sudoku::dfs_status(puzzle, choice, None, &view, &counters, false, Some(&e));
        out.push((e, view.cells().to_vec(), m));
    }
    out
}

#[test]
fn fewest_candidates_first_choice_is_the_cell_with_fewest_counted_independently() {
    let p = Puzzle::parse(EASY).unwrap();
    let (e, _, m) = narrate(&p, CellChoice::Mrv, 1).remove(0);
    let cand = candidates_9x9(&p.cells);
    let empty: Vec<usize> = (0..81).filter(|&i| p.cells[i] == 0).collect();
    assert_eq!(empty.len(), 51);
    let fewest = empty.iter().map(|&i| cand[i].len()).min().unwrap();
    let first_fewest = *empty.iter().find(|&&i| cand[i].len() == fewest).unwrap();
    let cell = cell_of(&m, "cell");
    assert_eq!(cell, first_fewest);
    assert!(matches!(e, Event::Visit(mv) if (mv >> 5) as usize == cell));
    assert_eq!(said_digits(&m, "digits"), cand[cell]);
    assert_eq!(m.get("empty"), Some(&Param::Number(51.0)));
    assert_eq!(m.get("k"), Some(&Param::Number(fewest as f64)));
    let code = if fewest == 1 {
        "sudoku.why.forced"
    } else {
        "sudoku.why.mrv"
    };
    assert_eq!(m.code, code);
    assert_eq!(
        m.get("digit"),
        Some(&Param::Text(cand[cell][0].to_string()))
    );
}

/// Over the first 3,000 steps on a puzzle that needs backtracking, both cell choices: each
/// try names the cell the rule picks (first empty, or the first with fewest candidates),
/// its candidates and those tried before; each take-back names the next cell and says "no
/// candidate" exactly when that cell has none.
#[test]
fn narration_of_tries_and_take_backs_agrees_with_the_grid() {
    // A hard puzzle (Arto Inkala's), where both rules backtrack.
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let p = Puzzle::parse(hard).unwrap();
    for choice in [CellChoice::First, CellChoice::Mrv] {
        let (mut tries, mut none, mut all) = (0, 0, 0);
        for (e, cells, m) in narrate(&p, choice, 3000) {
            match e {
                Event::Visit(mv) => {
                    tries += 1;
                    let (cell, d) = ((mv >> 5) as usize, (mv & 31) as u8);
                    let mut before = cells.clone();
                    before[cell] = 0;
                    let cand = candidates_9x9(&before);
                    let empty: Vec<usize> = (0..81).filter(|&i| before[i] == 0).collect();
                    let pick = match choice {
                        CellChoice::First => empty[0],
                        CellChoice::Mrv => {
                            // The first cell with at most one candidate ends the scan.
                            let fewest = empty.iter().map(|&i| cand[i].len()).min().unwrap();
                            *empty
                                .iter()
                                .find(|&&i| cand[i].len() <= 1.max(fewest))
                                .unwrap()
                        }
                    };
                    assert_eq!(cell_of(&m, "cell"), pick, "{}", m.code);
                    assert_eq!(said_digits(&m, "digits"), cand[cell]);
                    let tried: Vec<u8> = cand[cell].iter().copied().filter(|&x| x < d).collect();
                    if tried.is_empty() {
                        assert!(m.get("tried").is_none());
                    } else {
                        assert_eq!(said_digits(&m, "tried"), tried);
                    }
                }
                Event::Backtrack(mv) => {
                    let mut with = cells.clone();
                    with[(mv >> 5) as usize] = (mv & 31) as u8;
                    let cand = candidates_9x9(&with);
                    let next = cell_of(&m, "next");
                    assert_eq!(with[next], 0);
                    if cand[next].is_empty() {
                        none += 1;
                        assert_eq!(m.code, "sudoku.why.back_none");
                    } else {
                        all += 1;
                        assert_eq!(m.code, "sudoku.why.back_all");
                        assert_eq!(said_digits(&m, "digits"), cand[next]);
                    }
                    if choice == CellChoice::First {
                        assert_eq!(next, (0..81).find(|&i| with[i] == 0).unwrap());
                    }
                }
                _ => {}
            }
        }
        assert!(
            tries > 100 && none > 10 && all > 10,
            "{choice:?}: {tries} tries, {none} empty cells, {all} exhausted cells"
        );
    }
}

/// The BFS frontier's cost per grid is a model with 64-bit widths on every target (so the
/// page and the CLI cap at the same grid); on a 64-bit build it covers the real layout.
#[cfg(target_pointer_width = "64")]
#[test]
fn frontier_cost_model_covers_the_layout_built() {
    use searchlight::engine::TreeNode;
    use searchlight::puzzles::sudoku::{frontier_state_bytes, Placement, Shape, SudokuState};
    for cells in [16, 36, 81, 256] {
        let shape = Shape::for_cells(cells).unwrap();
        let real = 2 * std::mem::size_of::<(u64, SudokuState)>()
            + shape.cells()
            + 3 * shape.size as usize * 4
            + 2 * 16
            + std::mem::size_of::<TreeNode<Placement>>();
        assert!(frontier_state_bytes(shape) >= real, "{cells} cells");
    }
}

/// Fewest candidates keeps the first cell with the fewest and stops scanning at a cell with
/// one candidate or none (what the lesson, the listing and "Your turn" say): a forced cell
/// met before a dead one is chosen, the dead one found by a later scan.
#[test]
fn fewest_candidates_stops_its_scan_at_one_candidate_or_none() {
    use searchlight::puzzles::sudoku::{candidates, SudokuSearch};
    let p = Puzzle::parse(". 2 3 4  4 . . .  . 1 . 3  2 . . .").unwrap();
    let cand = candidates(p.shape, &p.cells);
    assert_eq!(cand[0], 1 << 1, "r1c1: 1 alone");
    assert_eq!(cand[8], 0, "r3c1: none");
    let (search, state) = SudokuSearch::of(&p, CellChoice::Mrv);
    assert_eq!(search.choose(&state), Some((0, 1 << 1)));
    // The bands swapped: the dead cell comes first, and is chosen at once.
    let q = Puzzle::parse(". 1 . 3  2 . . .  . 2 3 4  4 . . .").unwrap();
    let (search, state) = SudokuSearch::of(&q, CellChoice::Mrv);
    assert_eq!(search.choose(&state), Some((0, 0)));
}

/// A 16x16 grid written 0-F (as hexadoku are published): its 0s are digits, not empty
/// cells; it is written back as it was read; and G or a 0 without `.` decide or refuse.
#[test]
fn a_16x16_grid_written_0_to_f_is_read_as_written() {
    use searchlight::puzzles::sudoku::Notation;
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let shape = Shape::for_cells(256).unwrap();
    let relabel: Vec<u8> = (1..=16).rev().collect();
    let solved = pattern(shape, &relabel);
    let write = |cells: &[u8]| -> String {
        cells
            .iter()
            .map(|&d| {
                if d == 0 {
                    '.'
                } else {
                    HEX[d as usize - 1] as char
                }
            })
            .collect()
    };
    let count = |text: &str| {
        let p = Puzzle::parse(text).unwrap();
        FastSolver::new(p.shape).solve(&p, 2).count
    };
    // Givens taken away while one solution is left (the 0s, value 1, all kept), until the
    // same text with its 0s read as empty cells has several.
    let mut cells = solved.clone();
    let misread = |cells: &[u8]| write(cells).replace('0', ".");
    for k in 0..256 {
        let i = (k * 97) % 256;
        if cells[i] == 1 {
            continue;
        }
        let d = std::mem::replace(&mut cells[i], 0);
        if count(&write(&cells)) != 1 {
            cells[i] = d;
        } else if count(&misread(&cells)) > 1 {
            break;
        }
    }
    let text = write(&cells);
    assert_eq!(text.matches('0').count(), 16, "{text}");
    let p = Puzzle::parse(&text).unwrap();
    assert_eq!(p.shape.notation, Notation::ZeroToF);
    assert_eq!(p.to_line(), text, "written back as read");
    assert_eq!(p.cells.iter().filter(|&&d| d == 1).count(), 16);
    let fast = FastSolver::new(p.shape).solve(&p, 2);
    assert_eq!(fast.count, 1, "{text}");
    assert_eq!(fast.first.as_deref(), Some(&solved[..]));
    verify(&p, &solved).unwrap();
    assert_eq!(p.shape.line(&solved), write(&solved));
    assert_eq!(
        count(&misread(&cells)),
        2,
        "read with 0 as empty, it has several"
    );
    // A G says 1-G, where 0 stays an empty cell as it always was; neither 0 nor G: 1-G.
    let g = text.replace('0', "G");
    assert_eq!(Puzzle::parse(&g).unwrap().shape.notation, Notation::OneToG);
    let with_zero_empty = g.replace('.', "0");
    assert_eq!(
        Puzzle::parse(&with_zero_empty).unwrap(),
        Puzzle::parse(&g).unwrap()
    );
    let empty = ".".repeat(256);
    assert_eq!(
        Puzzle::parse(&empty).unwrap().shape.notation,
        Notation::OneToG
    );
    // Refused, naming why: a 0 with neither . nor G; G, 0 and . together.
    let no_dot = text.replace('.', "0");
    assert_eq!(Puzzle::parse(&no_dot), Err(SudokuError::AmbiguousZero));
    let mixed = format!("G{}", &text[1..]);
    assert_eq!(Puzzle::parse(&mixed), Err(SudokuError::MixedNotation));
    // Smaller grids keep 0 as an empty cell.
    assert_eq!(
        Puzzle::parse(&EASY.replace('.', "0")).unwrap().to_line(),
        EASY
    );
}
