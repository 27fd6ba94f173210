//! N queens against OEIS: A000170 (solutions) and A002562 (solutions up to symmetry), the
//! classic 8-queens counters, every solution verified independently, and the explicit
//! construction for very large N.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use searchlight::engine::{Event, Goal, Trace};
use searchlight::puzzles::queens::{
    self, all_solutions, canonical, classes, construct, squares_examined, verify, BoardView,
    InvalidPlacement, NQueens, Variant,
};

/// OEIS A000170, from n = 1.
const A000170: [u64; 15] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
];
/// OEIS A002562, from n = 1.
const A002562: [u32; 15] = [
    1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053,
];

#[test]
fn engine_counts_match_a000170_and_a002562() {
    for n in 1..=12u32 {
        let (sols, stats) = all_solutions(n, Variant::Mark);
        assert_eq!(sols.len() as u64, A000170[n as usize - 1], "n = {n}");
        assert_eq!(stats.solutions, sols.len() as u64);
        for s in &sols {
            verify(n, s).unwrap();
        }
        assert_eq!(classes(&sols).1, A002562[n as usize - 1], "unique, n = {n}");
    }
}

#[test]
fn fast_counter_matches_a000170() {
    for n in 1..=15u32 {
        assert_eq!(
            queens::count(n).unwrap(),
            A000170[n as usize - 1],
            "n = {n}"
        );
    }
    assert!(queens::QueensCounter::new(19).is_err());
    assert!(queens::QueensCounter::new(0).is_err());
}

/// The symmetric counter's classes against A002562, its totals against the plain
/// mirror-symmetry counter, and its pieces shared among 1 to 5 workers adding up.
#[test]
fn symmetric_counter_classes_and_shares() {
    for n in 1..=14u32 {
        let mut c = queens::QueensCounter::new(n).unwrap();
        while !c.run(7) {}
        assert_eq!(c.solutions(), queens::count_mirror(n), "n = {n}");
        if let Some(u) = c.unique() {
            assert_eq!(u, u64::from(A002562[n as usize - 1]), "unique, n = {n}");
        }
        for parts in 1..=5 {
            let (mut total, mut unique) = (0, 0);
            for part in 0..parts {
                let mut w = queens::QueensCounter::new(n).unwrap().share(part, parts);
                while !w.run(3) {}
                total += w.solutions();
                unique += w.unique().unwrap_or(0);
            }
            assert_eq!(total, c.solutions(), "n = {n}, {parts} parts");
            assert_eq!(unique, c.unique().unwrap_or(0), "n = {n}, {parts} parts");
        }
    }
    let mut c = queens::QueensCounter::new(15).unwrap();
    while !c.run(u32::MAX) {}
    assert_eq!(c.unique(), Some(u64::from(A002562[14])));
}

#[test]
fn fast_counter_agrees_with_the_engine() {
    for n in 1..=10u32 {
        assert_eq!(
            queens::count(n).unwrap(),
            all_solutions(n, Variant::Check).0.len() as u64
        );
    }
}

#[test]
fn both_variants_find_the_same_solutions_in_the_same_order() {
    for n in 1..=9u32 {
        let (a, sa) = all_solutions(n, Variant::Mark);
        let (b, sb) = all_solutions(n, Variant::Check);
        assert_eq!(a, b, "n = {n}");
        assert_eq!(sa, sb, "n = {n}");
    }
}

#[test]
fn eight_queens_counters() {
    let mut dfs = NQueens::new(8, Variant::Mark).search(Goal::All);
    let mut by_level = [0u64; 9];
    while let Some(e) = dfs.step() {
        if let Event::Visit(_) = e {
            by_level[dfs.stats().depth as usize] += 1;
        }
    }
    assert_eq!(&by_level[1..], &[8, 42, 140, 344, 568, 550, 312, 92]);
    let stats = dfs.stats();
    assert_eq!(stats.nodes, 2056);
    assert_eq!(stats.solutions, 92);
    assert_eq!(squares_examined(8, &stats), 15_720);
}

#[test]
fn first_solution_of_eight_is_the_classic_one() {
    let mut dfs = NQueens::new(8, Variant::Check).search(Goal::First);
    dfs.run_to_end();
    assert_eq!(dfs.state().cols(), &[0, 4, 7, 5, 2, 6, 1, 3]);
}

#[test]
fn verifier_rejects_attacks() {
    assert!(verify(4, &[1, 3, 0, 2]).is_ok());
    assert_eq!(
        verify(4, &[1, 3, 0]),
        Err(InvalidPlacement::Count { queens: 3, n: 4 })
    );
    assert_eq!(
        verify(4, &[0, 0, 3, 1]),
        Err(InvalidPlacement::SharedColumn { row: 1 })
    );
    assert_eq!(
        verify(4, &[0, 2, 3, 1]),
        Err(InvalidPlacement::SharedDiagonal { row: 2 })
    );
    let e = verify(4, &[1, 3, 0, 4]).unwrap_err();
    assert_eq!(e, InvalidPlacement::OffBoard { row: 3, col: 4 });
    assert_eq!(e.to_string(), "row 3: column 4 is off the board");
}

#[test]
fn construction_for_large_n() {
    for n in (1..=200).chain([1000, 10_007, 65_536, 99_999, 500_000, 999_998, 1_000_000]) {
        match construct(n) {
            Some(cols) => verify(n, &cols).unwrap_or_else(|e| panic!("n = {n}: {e}")),
            None => assert!(n == 2 || n == 3, "n = {n}"),
        }
    }
}

#[test]
fn symmetry_classes_partition_the_solutions() {
    let (sols, _) = all_solutions(8, Variant::Mark);
    let (class, count) = classes(&sols);
    assert_eq!(count, 12);
    for (s, &c) in sols.iter().zip(&class) {
        for image in queens::symmetries(s) {
            verify(8, &image).unwrap();
            let j = sols.iter().position(|t| *t == image).unwrap();
            assert_eq!(class[j], c);
            assert_eq!(canonical(&image), canonical(s));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn replay_reproduces_the_search(n in 1u32..=9, steps in 0u64..3000, back in 0u64..1000, check in any::<bool>()) {
        let variant = if check { Variant::Check } else { Variant::Mark };
        let mut trace = Trace::new(NQueens::new(n, variant).search(Goal::All), BoardView::new(n), 1 << 20);
        trace.forward(steps);
        if trace.steps() == trace.recorded() as u64 {
            prop_assert_eq!(trace.view().cols(), trace.search().state().cols());
        }
        let here = trace.view().clone();
        let taken = trace.backward(back);
        trace.forward(taken);
        prop_assert_eq!(trace.view(), &here);
    }
}

// --- Narration: the status line says why -------------------------------------------------

use searchlight::engine::Replay;
use searchlight::puzzles::message::{Message, Param};

/// A message as a short string, nested messages and lists spelled out, to compare whole.
fn said(m: &Message) -> String {
    fn param(p: &Param) -> String {
        match p {
            Param::Number(x) => x.to_string(),
            Param::Text(s) => s.clone(),
            Param::Message(m) => said(m),
            Param::List(items) => format!(
                "[{}]",
                items.iter().map(param).collect::<Vec<_>>().join(", ")
            ),
        }
    }
    let params: Vec<String> = m
        .params
        .iter()
        .map(|(k, v)| format!("{k}={}", param(v)))
        .collect();
    format!("{}({})", m.code, params.join(" "))
}

/// The narrations of the first `steps` events of N queens.
fn narrations(n: u32, variant: Variant, steps: usize) -> Vec<(Event<u32>, Message)> {
    let mut dfs = NQueens::new(n, variant).search(Goal::All);
    let mut view = BoardView::new(n);
    let mut out = Vec::new();
    for _ in 0..steps {
        let Some(e) = dfs.step() else { break };
        view.forward(&e);
        out.push((
            e,
            queens::status(n, variant, &view, Some(&e), dfs.stats().nodes),
        ));
    }
    out
}

#[test]
fn four_queens_check_before_placing_says_which_queen_attacks_each_square() {
    let said: Vec<String> = narrations(4, Variant::Check, 4)
        .iter()
        .map(|(_, m)| said(m))
        .collect();
    // Row 1 takes column 1; row 2: column 1 shares the column, column 2 the diagonal of the
    // queen in row 1, column 3 is free; row 3: every square attacked (1 and 3 by row 1,
    // 2 and 4 by row 2), so the queen of row 2 moves on to column 4.
    assert_eq!(
        said,
        [
            "queens.why.free(row=1 col=1 placed=1 n=4)",
            "queens.why.placed(why=[queens.why.attacked_by(col=1 by=1 line=queens.line.column()), queens.why.attacked_by(col=2 by=1 line=queens.line.diagonal())] row=2 col=3 placed=2 n=4)",
            "queens.why.back_none(row=2 col=3 next=3)",
            "queens.why.placed(why=[queens.why.attacked_by(col=1 by=1 line=queens.line.column()), queens.why.attacked_by(col=2 by=1 line=queens.line.diagonal()), queens.why.tried(k=1 cols=[3])] row=2 col=4 placed=2 n=4)",
        ]
    );
}

#[test]
fn four_queens_marking_lists_the_marked_columns() {
    let said: Vec<String> = narrations(4, Variant::Mark, 4)
        .iter()
        .map(|(_, m)| said(m))
        .collect();
    assert_eq!(
        said[3],
        "queens.why.placed(why=[queens.why.marked(k=2 cols=[1, 2]), queens.why.tried(k=1 cols=[3])] row=2 col=4 placed=2 n=4)"
    );
}

/// Over all of 6 queens: every attacked column named for a placement is attacked (checked
/// from coordinates here) by the queen named, along the line named, and no free column of
/// the row is called attacked; a backtrack to row r says "no free square" exactly when the
/// next row has none.
#[test]
fn six_queens_narration_agrees_with_the_board() {
    let mut dfs = NQueens::new(6, Variant::Check).search(Goal::All);
    let mut view = BoardView::new(6);
    let attacks = |cols: &[u32], row: u32, col: u32| -> Vec<(u32, &'static str)> {
        cols.iter()
            .enumerate()
            .filter_map(|(r, &c)| {
                let dr = row - r as u32;
                if c == col {
                    Some((r as u32 + 1, "queens.line.column"))
                } else if c.abs_diff(col) == dr {
                    Some((r as u32 + 1, "queens.line.diagonal"))
                } else {
                    None
                }
            })
            .collect()
    };
    let (mut placed, mut none, mut lasts) = (0, 0, 0);
    while let Some(e) = dfs.step() {
        view.forward(&e);
        let m = queens::status(6, Variant::Check, &view, Some(&e), 0);
        match e {
            Event::Visit(col) => {
                placed += 1;
                let above = &view.cols()[..view.cols().len() - 1];
                let row = above.len() as u32;
                let items = match m.get("why") {
                    Some(Param::List(items)) => items.clone(),
                    None => Vec::new(),
                    other => panic!("{other:?}"),
                };
                assert_eq!(
                    items.len() as u32,
                    col,
                    "one word on each column left of the queen"
                );
                for (c, item) in items.iter().enumerate() {
                    let Param::Message(item) = item else { panic!() };
                    let hits = attacks(above, row, c as u32);
                    if item.code == "queens.why.attacked_by" {
                        let by = match item.get("by") {
                            Some(Param::Number(x)) => *x as u32,
                            _ => panic!(),
                        };
                        let Some(Param::Message(line)) = item.get("line") else {
                            panic!()
                        };
                        assert!(hits.contains(&(by, line.code)), "{}", said(&m));
                    } else {
                        assert_eq!(item.code, "queens.why.tried");
                        assert!(hits.is_empty(), "{}", said(&m));
                    }
                }
            }
            Event::Backtrack(col) => {
                let mut with = view.cols().to_vec();
                with.push(col);
                let next = with.len() as u32;
                let free = (0..6)
                    .filter(|&c| next < 6 && attacks(&with, next, c).is_empty())
                    .count();
                if next == 6 {
                    assert_eq!(m.code, "queens.why.back_solution");
                } else {
                    // Backed to a queen in the last column: no "column after" it is left.
                    let last = if col == 5 { "_last" } else { "" };
                    if free == 0 {
                        none += 1;
                        assert_eq!(m.code, format!("queens.why.back_none{last}"));
                    } else {
                        assert_eq!(m.code, format!("queens.why.back_all{last}"));
                    }
                    lasts += u32::from(col == 5);
                }
            }
            _ => {}
        }
    }
    assert!(
        placed > 100 && none > 10 && lasts > 0,
        "{placed} placements, {none} empty rows, {lasts} back to the last column"
    );
}

/// A frame as the scanner sees it: the path, the backtracks and solutions so far, the last
/// event, and the squares examined.
type Scanned = (Vec<u32>, u64, u64, Option<Event<u32>>, u64);

/// The squares examined at every frame of a search, counted by a scanner that knows nothing
/// of the formula: it walks each row's squares left to right as the narration says them, up
/// to the column a queen goes on, and the rest of the row when the state above is left.
fn scanned_frames(n: u32, variant: Variant, goal: Goal) -> Vec<Scanned> {
    let mut dfs = NQueens::new(n, variant).search(goal);
    let (mut cols, mut next) = (Vec::<u32>::new(), vec![0u32; n as usize + 1]);
    let (mut backtracks, mut solutions, mut scanned) = (0u64, 0u64, 0u64);
    let mut frames = vec![(Vec::new(), 0, 0, None, 0)];
    while let Some(e) = dfs.step() {
        match e {
            Event::Visit(c) => {
                let row = cols.len();
                scanned += u64::from(c + 1 - next[row]);
                next[row] = c + 1;
                cols.push(c);
                next[row + 1] = 0;
            }
            Event::Backtrack(_) => {
                // The state left looked along the rest of its next row (a full board has none).
                if cols.len() < n as usize {
                    scanned += u64::from(n - next[cols.len()]);
                }
                cols.pop();
                backtracks += 1;
            }
            Event::Solution => solutions += 1,
            Event::Exhausted => scanned += u64::from(n - next[0]),
        }
        frames.push((cols.clone(), backtracks, solutions, Some(e), scanned));
    }
    frames
}

#[test]
fn squares_examined_count_what_each_frame_has_done() {
    for n in 1..=8 {
        for variant in [Variant::Mark, Variant::Check] {
            for goal in [Goal::First, Goal::All] {
                let frames = scanned_frames(n, variant, goal);
                for (k, (cols, backtracks, solutions, last, scanned)) in frames.iter().enumerate() {
                    let said =
                        queens::examined_so_far(n, cols, *backtracks, *solutions, last.as_ref());
                    assert_eq!(said, *scanned, "n {n} {variant:?} {goal:?} step {k}");
                }
                if goal == Goal::All {
                    let (_, stats) = all_solutions(n, variant);
                    assert_eq!(
                        frames.last().unwrap().4,
                        squares_examined(n, &stats),
                        "n {n}"
                    );
                }
            }
        }
    }
    // The first frames of eight queens: nothing examined yet, then one square a step while
    // the first queens go on the first free square of their rows.
    let frames = scanned_frames(8, Variant::Check, Goal::All);
    let first: Vec<u64> = frames.iter().take(3).map(|f| f.4).collect();
    assert_eq!(first, [0, 1, 4]);
}

#[test]
fn squares_examined_at_step_300_of_eight_queens() {
    // The page's #/queens?n=8&variant=check&mode=all&step=300 shows this figure (e2e).
    let frames = scanned_frames(8, Variant::Check, Goal::All);
    assert_eq!(frames[300].4, 1_183);
}
