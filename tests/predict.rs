//! "Your turn" graded by each search's rule: over whole runs on many random instances, at
//! every step, the answer the search takes is graded right, and every other answer a person
//! could give is graded right exactly when the rule, computed here independently of the
//! puzzle's own ordering code, accepts it.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use searchlight::engine::{Event, Goal, SplitMix64, Trace};
use searchlight::puzzles::board::{Board, Square};
use searchlight::puzzles::knight::{self, Strategy, TourSpec, TourView};
use searchlight::puzzles::predict::BACK;

fn set(items: impl IntoIterator<Item = String>) -> BTreeSet<String> {
    items.into_iter().collect()
}

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
    let pick: Vec<Square> = match spec.strategy {
        // `neighbours` gives the fixed move order.
        Strategy::Dfs => untried.iter().copied().take(1).collect(),
        Strategy::Warnsdorff => {
            let best = untried.iter().map(|&s| onward(s)).min();
            untried
                .iter()
                .copied()
                .filter(|&s| Some(onward(s)) == best)
                .collect()
        }
        Strategy::Most => {
            let best = untried.iter().map(|&s| onward(s)).max();
            untried
                .iter()
                .copied()
                .filter(|&s| Some(onward(s)) == best)
                .collect()
        }
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
        let strategy = [Strategy::Dfs, Strategy::Warnsdorff, Strategy::Most][run % 3];
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
