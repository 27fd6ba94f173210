//! The knight's tours graded by each strategy's rule, the reasons, peek and the plain DFS hint.

use super::*;

/// The knight's rule from scratch: the unvisited squares a knight's move from the head,
/// minus those already tried from this square, each with its onward count (unvisited
/// squares a move from it, and for a closed Warnsdorff tour the start when it is one).
fn knight_rule(spec: TourSpec, path: &[Square], tried: &BTreeSet<Square>) -> BTreeSet<String> {
    let b = spec.board;
    let on: BTreeSet<Square> = path.iter().copied().collect();
    let head = *path.last().unwrap();
    let moves = |sq: Square| knight::neighbours(b, sq).collect::<Vec<_>>();
    let untried: Vec<Square> = moves(head)
        .into_iter()
        .filter(|s| !on.contains(s) && !tried.contains(s))
        .collect();
    let onward = |s: Square| {
        let open = moves(s).into_iter().filter(|n| !on.contains(n)).count() as u32;
        let home =
            spec.closed && spec.strategy == Strategy::Warnsdorff && moves(s).contains(&spec.start);
        open + u32::from(home)
    };
    // Every untried square whose score is the best, the smallest: onward moves (Warnsdorff),
    // fewer of them (most-onward), or the board's degree, visited squares counted (static).
    let tied = |score: &dyn Fn(Square) -> i64| -> Vec<Square> {
        let best = untried.iter().map(|&s| score(s)).min();
        untried
            .iter()
            .copied()
            .filter(|&s| Some(score(s)) == best)
            .collect()
    };
    let pick: Vec<Square> = match spec.strategy {
        // `neighbours` gives the fixed move order.
        Strategy::Dfs => untried.iter().copied().take(1).collect(),
        Strategy::Warnsdorff => tied(&|s| i64::from(onward(s))),
        Strategy::Most => tied(&|s| -i64::from(onward(s))),
        Strategy::Static => tied(&|s| moves(s).len() as i64),
    };
    set(pick.into_iter().map(|s| b.name(s)))
}

#[test]
fn knight_graded_by_each_strategy_rule_at_every_step() {
    let mut rng = SplitMix64::new(20);
    let mut graded = 0u64;
    let mut ties = 0u64;
    for run in 0..36 {
        let rows = 5 + (rng.next_u64() % 4) as u32;
        let cols = 5 + (rng.next_u64() % 4) as u32;
        let b = Board::new(rows, cols).unwrap();
        let start = (rng.next_u64() % u64::from(b.len())) as Square;
        let strategy = Strategy::ALL[run % Strategy::ALL.len()];
        let closed = run % 4 == 3;
        let mut spec = TourSpec::new(b, start, strategy, closed);
        spec.prune = run % 2 == 0;
        let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 1 << 20);
        // The squares tried from each square of the path, level by level.
        let mut tried: Vec<BTreeSet<Square>> = vec![BTreeSet::new()];
        for step in 0..2500u64 {
            let next = trace.peek();
            let view = trace.view().clone();
            let q = knight::predict::question(spec, &view, next, step, 0);
            let Some(next) = next else {
                assert!(q.is_none());
                break;
            };
            let q = q.expect("a question before every event");
            let expected = match next {
                Event::Visit(_) => knight_rule(spec, view.path(), tried.last().unwrap()),
                Event::Backtrack(_) => set([BACK.to_string()]),
                Event::Solution | Event::Exhausted => {
                    assert!(q.free);
                    BTreeSet::new()
                }
            };
            assert_eq!(
                set(q.accepts.clone()),
                expected,
                "run {run} step {step}: {spec:?}"
            );
            if !q.free {
                assert!(expected.contains(&q.answer));
                ties += u64::from(expected.len() > 1);
                let answers = (0..b.len()).map(|s| b.name(s)).chain([
                    BACK.to_string(),
                    "Back up".into(),
                    "z99".into(),
                    "".into(),
                ]);
                for a in answers {
                    let v = knight::predict::grade(spec, &view, &q, &a);
                    let read = if a == "Back up" {
                        BACK.to_string()
                    } else {
                        a.clone()
                    };
                    assert_eq!(
                        v.right,
                        expected.contains(&read),
                        "{a} at run {run} step {step}"
                    );
                    graded += 1;
                }
                // The search's own answer typed in capitals is right too.
                assert!(knight::predict::grade(spec, &view, &q, &q.answer.to_uppercase()).right);
            }
            assert_eq!(trace.forward(1).0, 1);
            assert_eq!(
                trace.last_event(),
                Some(&next),
                "peek showed the event played"
            );
            match next {
                Event::Visit(cell) => {
                    let sq = trace.view().head();
                    let _ = cell;
                    tried.last_mut().unwrap().insert(sq);
                    tried.push(BTreeSet::new());
                }
                Event::Backtrack(_) => {
                    tried.pop();
                }
                _ => {}
            }
        }
    }
    assert!(graded > 1_000_000, "{graded} answers graded");
    assert!(ties > 100, "only {ties} questions with ties");
}

#[test]
fn knight_answers_said_why() {
    let b = Board::new(8, 8).unwrap();
    let spec = TourSpec::new(
        b,
        b.parse_square("a1").unwrap(),
        Strategy::Warnsdorff,
        false,
    );
    let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 1000);
    let next = trace.peek();
    let view = trace.view().clone();
    let q = knight::predict::question(spec, &view, next, 0, 0).unwrap();
    // From a1: b3 and c2 both have 5 onward moves; the tie-break takes b3.
    assert_eq!(set(q.accepts.clone()), set(["b3".into(), "c2".into()]));
    assert_eq!(q.answer, "b3");
    let tie = knight::predict::grade(spec, &view, &q, "C2");
    assert!(tie.right);
    assert_eq!(tie.why.code, "predict.tie_taken");
    let off = knight::predict::grade(spec, &view, &q, "d4");
    assert_eq!(off.why.code, "predict.knight.not_a_move");
    let back = knight::predict::grade(spec, &view, &q, "回溯");
    assert_eq!(
        (back.right, back.why.code),
        (false, "predict.knight.not_back")
    );
    let junk = knight::predict::grade(spec, &view, &q, "queen to e5");
    assert_eq!(junk.why.code, "predict.unreadable.square");
}

#[test]
fn peek_records_the_next_event_and_stops_at_a_full_recording() {
    let b = Board::new(5, 5).unwrap();
    let spec = TourSpec::new(b, 0, Strategy::Dfs, false);
    let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 3);
    let first = trace.peek();
    assert_eq!(
        (trace.steps(), trace.recorded()),
        (0, 1),
        "recorded, not shown"
    );
    assert_eq!(trace.peek(), first, "asked twice, the same event");
    trace.forward(3);
    assert_eq!(trace.peek(), None, "the recording is full");
    assert!(!trace.ended(), "though the search goes on");
    assert!(knight::predict::question(spec, trace.view(), None, 3, 3).is_none());
}

/// A hint narrows, it does not answer: plain DFS's hint lists the untried moves by file, so the
/// search's answer (the first of them in the fixed order) is often not the first listed, yet it
/// is always among them.
#[test]
fn plain_dfs_hint_lists_the_untried_moves_without_their_order() {
    let b = Board::new(5, 5).unwrap();
    let spec = TourSpec::new(b, 0, Strategy::Dfs, false);
    let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 1 << 20);
    let (mut asked, mut first_listed) = (0, 0);
    for step in 0..3000u64 {
        let next = trace.peek();
        let view = trace.view().clone();
        if let Some(q) = knight::predict::question(spec, &view, next, step, 0) {
            if !q.free && !q.candidates.is_empty() {
                let names: Vec<&str> = q.candidates.iter().map(|c| c.name.as_str()).collect();
                assert!(names.contains(&q.answer.as_str()), "step {step}");
                let files: Vec<u32> = names
                    .iter()
                    .map(|n| b.file(b.parse_square(n).unwrap()))
                    .collect();
                assert!(
                    files.windows(2).all(|w| w[0] <= w[1]),
                    "by file at step {step}: {names:?}"
                );
                asked += 1;
                first_listed += usize::from(names[0] == q.answer);
            }
        }
        if trace.forward(1).0 == 0 {
            break;
        }
    }
    assert!(asked > 500, "{asked} questions");
    assert!(
        first_listed * 10 < asked * 9,
        "the answer came first in {first_listed} of {asked} hints"
    );
}
