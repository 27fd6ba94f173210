//! Queens and sudoku graded by their rules.

use super::*;

/// Whether a queen at (row, col) is attacked by a queen of `cols` (rows above), from the
/// rules of chess alone.
fn queen_attacked(cols: &[u32], row: u32, col: u32) -> bool {
    cols.iter()
        .enumerate()
        .any(|(r, &c)| c == col || c.abs_diff(col) == row - r as u32)
}

#[test]
fn queens_graded_by_the_first_free_untried_column_at_every_step() {
    use searchlight::puzzles::queens::{self, BoardView, NQueens, Variant};
    let mut graded = 0u64;
    for n in 1..=9u32 {
        for variant in [Variant::Mark, Variant::Check] {
            let mut trace = Trace::new(
                NQueens::new(n, variant).search(Goal::All),
                BoardView::new(n),
                1 << 22,
            );
            let mut tried: Vec<BTreeSet<u32>> = vec![BTreeSet::new()];
            for step in 0.. {
                let next = trace.peek();
                let view = trace.view().clone();
                let q = queens::predict::question(n, variant, &view, next, 0);
                let Some(next) = next else {
                    assert!(q.is_none());
                    break;
                };
                let q = q.unwrap();
                let cols = view.cols();
                let row = cols.len() as u32;
                let first_free = (0..n).find(|&c| {
                    row < n && !queen_attacked(cols, row, c) && !tried.last().unwrap().contains(&c)
                });
                let expected: BTreeSet<String> = match next {
                    Event::Visit(c) => {
                        assert_eq!(Some(c), first_free, "n {n} step {step}");
                        set([(c + 1).to_string()])
                    }
                    Event::Backtrack(_) => {
                        assert_eq!(first_free, None, "backs up with a free column left");
                        set([BACK.to_string()])
                    }
                    _ => {
                        assert!(q.free);
                        BTreeSet::new()
                    }
                };
                assert_eq!(set(q.accepts.clone()), expected);
                if !q.free {
                    for a in (0..=n + 1).map(|c| c.to_string()).chain([BACK.to_string()]) {
                        let v = queens::predict::grade(n, &view, &q, &a);
                        assert_eq!(v.right, expected.contains(&a), "{a}: n {n} step {step}");
                        graded += 1;
                    }
                }
                trace.forward(1);
                match next {
                    Event::Visit(c) => {
                        tried.last_mut().unwrap().insert(c);
                        tried.push(BTreeSet::new());
                    }
                    Event::Backtrack(_) => {
                        tried.pop();
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(graded > 100_000, "{graded}");
}

#[test]
fn queens_wrong_answers_say_why() {
    use searchlight::puzzles::queens::{self, BoardView, NQueens, Variant};
    let mut trace = Trace::new(
        NQueens::new(8, Variant::Check).search(Goal::First),
        BoardView::new(8),
        100,
    );
    trace.forward(1); // row 1, column 1
    let next = trace.peek();
    let q = queens::predict::question(8, Variant::Check, trace.view(), next, 1).unwrap();
    assert_eq!(q.answer, "3");
    let v = queens::predict::grade(8, trace.view(), &q, "2");
    assert_eq!(v.why.code, "predict.queens.attacked");
    let v = queens::predict::grade(8, trace.view(), &q, "5");
    assert_eq!(v.why.code, "predict.queens.not_first");
    let v = queens::predict::grade(8, trace.view(), &q, "9");
    assert_eq!(v.why.code, "predict.unreadable.column");
}

#[test]
fn sudoku_graded_by_the_cell_rule_and_the_smallest_untried_digit() {
    use searchlight::engine::Observed;
    use searchlight::puzzles::sudoku::{self, CellChoice, Puzzle, Shape, SudokuSearch, SudokuView};
    let mut rng = SplitMix64::new(7);
    let mut graded = 0u64;
    let mut ties = 0u64;
    for run in 0..24 {
        let shape = Shape::for_cells([16, 36, 81][run % 3]).unwrap();
        let n = shape.size as usize;
        // Random givens that break no rule (the puzzle may still have no solution).
        let mut cells = vec![0u8; n * n];
        for _ in 0..(n * n / 4 + rng.below(n as u64 * 2) as usize) {
            let cell = rng.below((n * n) as u64) as usize;
            let ds = allowed(shape, &cells, cell);
            if cells[cell] == 0 && !ds.is_empty() {
                cells[cell] = ds[rng.below(ds.len() as u64) as usize];
            }
        }
        let choice = if run % 2 == 0 {
            CellChoice::First
        } else {
            CellChoice::Mrv
        };
        let puzzle = Puzzle { shape, cells };
        let mut trace = Trace::new(
            SudokuSearch::dfs(&puzzle, choice, Goal::Limit(3)),
            Observed::new(SudokuView::new(&puzzle)),
            1 << 20,
        );
        // The digits tried at each level (of one cell).
        let mut tried: Vec<Vec<(usize, u8)>> = vec![Vec::new()];
        for step in 0..1000 {
            let next = trace.peek();
            let grid = trace.view().view.cells().to_vec();
            let q = sudoku::predict::question(shape, choice, &grid, next, || {
                searchlight::puzzles::message::Message::new("why")
            });
            let Some(next) = next else {
                assert!(q.is_none());
                break;
            };
            let q = q.unwrap();
            let empty: Vec<usize> = (0..n * n).filter(|&i| grid[i] == 0).collect();
            let ds = |i: usize| allowed(shape, &grid, i);
            let name =
                |i: usize, d: u8| format!("r{}c{} {}", i / n + 1, i % n + 1, sudoku::digit_char(d));
            let expected: BTreeSet<String> = match next {
                Event::Visit(mv) => {
                    let here = tried.last().unwrap();
                    if let Some(&(cell, last)) = here.last() {
                        // The cell is fixed: its next digit up.
                        let d = ds(cell).into_iter().find(|&d| d > last).unwrap();
                        set([name(cell, d)])
                    } else {
                        let pick: Vec<usize> = match choice {
                            CellChoice::First => empty.iter().copied().take(1).collect(),
                            CellChoice::Mrv if empty.iter().any(|&i| ds(i).is_empty()) => empty
                                .iter()
                                .copied()
                                .filter(|&i| ds(i).len() <= 1)
                                .take(1)
                                .collect(),
                            CellChoice::Mrv => {
                                let best = empty.iter().map(|&i| ds(i).len()).min().unwrap();
                                empty
                                    .iter()
                                    .copied()
                                    .filter(|&i| ds(i).len() == best)
                                    .collect()
                            }
                        };
                        let _ = mv;
                        set(pick
                            .into_iter()
                            .filter_map(|i| ds(i).first().map(|&d| name(i, d))))
                    }
                }
                Event::Backtrack(_) => set([BACK.to_string()]),
                _ => {
                    assert!(q.free);
                    BTreeSet::new()
                }
            };
            assert_eq!(set(q.accepts.clone()), expected, "run {run} step {step}");
            if !q.free {
                assert!(expected.contains(&q.answer));
                ties += u64::from(expected.len() > 1);
                // Every empty cell with every digit at every eighth step, else eight empty
                // cells drawn at random with every digit (every answer at every step took
                // 17 s, the longest native test, nearly all of it four 9x9 runs); the
                // accepted answers, a filled cell, back and junk at every step.
                let every = step % 8 == 0;
                let some: Vec<usize> = if every {
                    empty.clone()
                } else {
                    (0..8.min(empty.len()))
                        .map(|_| empty[rng.below(empty.len() as u64) as usize])
                        .collect()
                };
                let mut answers: Vec<String> = some
                    .iter()
                    .flat_map(|&i| (1..=n as u8).map(move |d| (i, d)))
                    .map(|(i, d)| name(i, d))
                    .chain(expected.iter().cloned())
                    .collect();
                answers.extend([BACK.into(), "r0c1 1".into(), "hello".into()]);
                if let Some(f) = (0..n * n).find(|&i| grid[i] != 0) {
                    answers.push(name(f, grid[f]));
                }
                for a in answers {
                    let v = sudoku::predict::grade(shape, choice, &grid, &q, &a);
                    assert_eq!(v.right, expected.contains(&a), "{a}: run {run} step {step}");
                    graded += 1;
                }
                let loose = q.answer.replace(' ', "=").to_uppercase();
                assert!(
                    sudoku::predict::grade(shape, choice, &grid, &q, &loose).right,
                    "{loose}"
                );
            }
            trace.forward(1);
            match next {
                Event::Visit(mv) => {
                    tried
                        .last_mut()
                        .unwrap()
                        .push(((mv >> 5) as usize, (mv & 31) as u8));
                    tried.push(Vec::new());
                }
                Event::Backtrack(_) => {
                    tried.pop();
                }
                _ => {}
            }
        }
    }
    assert!(graded > 100_000, "{graded}");
    assert!(ties > 50, "{ties} ties");
}
