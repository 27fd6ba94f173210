//! Practice questions against answers computed again here by other means. `boards.rs`: a
//! plain BFS over knight's moves for distances and predecessors and a queue kept there; the
//! knight's onward moves counted from the path; the queens' attacks by their lines.
//! `grids.rs`: h recomputed (linear conflict by trying every subset of a line); A*'s next
//! state from f = 1 + h of each child; the goal's reachability by a BFS over the whole
//! 8-puzzle; sudoku candidates by trying every digit against a cell's peers; a recursive
//! DFS's clock and edge classes. `words.rs`: the word ladder on a word graph built by
//! comparing every pair and a plain BFS. `rooms.rs`: the maze by a plain BFS, a mouse and an
//! A* written there; Sokoban's push distances, dead squares and fewest pushes by BFSs over
//! its own reading of the level. For each kind, 1,000 questions at each level, every tie
//! the rule allows accepted; here, sets the same for a seed, different for two, never
//! repeating a question, and answers read by their form.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashSet, VecDeque};

use searchlight::engine::{Event, Goal, SplitMix64};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::{Strategy, TourSpec};
use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::options::{Given, Value};
use searchlight::puzzles::practice::{self, Form, Level, PracticeError, Question};
use searchlight::puzzles::views;

const PER_LEVEL: usize = 1000;

/// A knight's eight moves, as (files, ranks).
const JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

fn text_param(m: &Message, name: &str) -> String {
    match m.get(name) {
        Some(Param::Text(t)) => t.clone(),
        other => panic!("{} has no text {name}: {other:?}", m.code),
    }
}

/// Every question of `kind` of `route`, `PER_LEVEL` at each level, each checked by `check`
/// and graded: its answer first among those accepted, each accepted answer right, and the
/// answer read back as typed by a person (upper case, full width) right.
fn each(route: &str, kind: &str, mut check: impl FnMut(&Question, u32)) {
    let view = views::view(route).unwrap();
    let p = view.practice.as_ref().unwrap();
    let k = p.kinds.iter().find(|k| k.name == kind).unwrap();
    for level in Level::ALL {
        let figure = p.levels[level.index()];
        let mut rng = SplitMix64::new(0x5eed ^ figure as u64);
        let mut distinct = HashSet::new();
        for _ in 0..PER_LEVEL {
            let q = practice::draw(route, k, level, &mut rng).unwrap();
            assert_eq!((q.view, q.kind, q.level), (route, kind, level));
            assert_eq!(q.accepts.first(), Some(&q.answer), "{q:?}");
            check(&q, figure);
            for a in &q.accepts {
                assert!(practice::check(&q, a).right, "{a} for {q:?}");
                assert!(practice::check(&q, &a.to_uppercase()).right, "{a}");
            }
            distinct.insert(format!("{:?}{:?}", q.options, q.ask));
        }
        // Fresh instances: at least a set's worth differ (the 8-puzzle has only some forty
        // positions six slides out).
        assert!(
            distinct.len() >= practice::MAX_COUNT,
            "{route} {kind} {level:?}: {} distinct",
            distinct.len()
        );
    }
}

fn words(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

mod boards;
mod grids;
mod rooms;
mod words;

fn key(q: &Question) -> String {
    serde_json::to_string(q).unwrap()
}

#[test]
fn a_set_is_its_seed_without_repeats() {
    let routes: Vec<&str> = practice::practised().collect();
    assert!(routes.len() >= 3);
    let mut sets = HashSet::new();
    for seed in 0..20u64 {
        for level in Level::ALL {
            let a = practice::set(&routes, level, 30, seed).unwrap();
            let b = practice::set(&routes, level, 30, seed).unwrap();
            assert_eq!(a, b);
            assert_eq!(a.len(), 30);
            let distinct: HashSet<String> = a
                .iter()
                .map(|q| format!("{}{}{:?}{:?}", q.view, q.kind, q.options, q.ask))
                .collect();
            assert_eq!(distinct.len(), 30, "seed {seed}");
            // Every kind of every view comes up in a set of 30 (the kinds in turn).
            let kinds: HashSet<(&str, &str)> = a.iter().map(|q| (q.view, q.kind)).collect();
            let all: usize = views::VIEWS
                .iter()
                .filter_map(|v| v.practice.as_ref())
                .map(|p| p.kinds.len())
                .sum();
            assert!(all <= 30);
            assert_eq!(kinds.len(), all);
            assert!(a.iter().all(|q| q.level == level));
            assert!(
                sets.insert(a.iter().map(key).collect::<Vec<_>>()),
                "seed {seed} repeats a set"
            );
        }
    }
    // The views asked are the views named.
    let one = practice::set(&["bfs"], Level::Easy, 5, 3).unwrap();
    assert!(one
        .iter()
        .all(|q| q.view == "bfs" && q.option("board") == Some("5x5")));
}

#[test]
fn a_set_refuses_what_it_cannot_make() {
    assert_eq!(
        practice::set(&["bfs"], Level::Easy, 4, 1),
        Err(PracticeError::Count(4))
    );
    assert_eq!(
        practice::set(&["bfs"], Level::Easy, 31, 1),
        Err(PracticeError::Count(31))
    );
    assert_eq!(
        practice::set(&[], Level::Easy, 10, 1),
        Err(PracticeError::NoViews)
    );
    assert_eq!(
        practice::set(&["bfs", "chess"], Level::Easy, 10, 1),
        Err(PracticeError::UnknownView("chess".into()))
    );
    let without = views::VIEWS
        .iter()
        .find(|v| v.practice.is_none())
        .map(|v| v.route);
    if let Some(route) = without {
        assert_eq!(
            practice::set(&[route], Level::Easy, 10, 1),
            Err(PracticeError::NoPractice(route.into()))
        );
    }
}

#[test]
fn answers_are_read_by_form_and_a_file_by_line() {
    let q = practice::set(&["bfs"], Level::Medium, 10, 9).unwrap();
    for q in &q {
        let wrong = practice::check(q, "zz99 not an answer");
        assert!(!wrong.right);
        assert_eq!(wrong.answer, q.answer);
        assert_eq!(wrong.accepts, q.accepts);
        if q.form == Form::Square {
            // Full-width as a Chinese keyboard types it.
            let wide: String = q
                .answer
                .chars()
                .map(|c| char::from_u32(c as u32 + 0xFEE0).unwrap())
                .collect();
            assert!(practice::check(q, &wide).right, "{wide}");
            assert_eq!(
                practice::check(q, "").why.code,
                "practice.unreadable.square"
            );
        } else {
            assert_eq!(
                practice::check(q, "three").why.code,
                "practice.unreadable.number"
            );
            assert!(practice::check(q, &format!(" {} ", q.answer)).right);
        }
        // A right answer is explained by the step's narration.
        assert_eq!(practice::check(q, &q.answer).why, q.why);
    }
    let read = practice::read_answers("# my answers\n1 c3\n\n3: 4\n1 d5\n", 3).unwrap();
    assert_eq!(
        read,
        vec![Some("d5".to_string()), None, Some("4".to_string())]
    );
    for bad in ["0 c3", "4 c3", "one c3", "c3"] {
        assert_eq!(
            practice::read_answers(bad, 3),
            Err(PracticeError::AnswerLine { line: 1, count: 3 }),
            "{bad}"
        );
    }
}

#[test]
fn every_level_is_harder_than_the_one_before() {
    for v in views::VIEWS {
        if let Some(p) = &v.practice {
            assert!(
                p.levels.is_sorted() && p.levels[0] < p.levels[2],
                "{}",
                v.route
            );
            assert!(p.kinds.len() >= 3, "{}", v.route);
        }
    }
}

#[test]
fn every_instance_is_one_the_view_reads_without_a_fallback() {
    // The page draws a question by opening its view with the question's options: each one
    // is read by the view's own reader with no error, so the board shown is the instance
    // asked about (`step` is the player's, not the view's).
    for v in views::VIEWS {
        let Some(p) = &v.practice else { continue };
        for kind in p.kinds {
            for level in Level::ALL {
                let mut rng = SplitMix64::new(17);
                for _ in 0..20 {
                    let q = practice::draw(v.route, kind, level, &mut rng).unwrap();
                    let given: Given = q
                        .options
                        .iter()
                        .filter(|(k, _)| *k != "step")
                        .map(|(k, val)| (k.to_string(), Some(Value::Text(val.clone()))))
                        .collect();
                    let read = (v.check)(&given);
                    assert_eq!(read.errors, vec![], "{q:?}");
                    if let Some(step) = q.option("step") {
                        assert!(step.parse::<usize>().is_ok(), "{q:?}");
                    }
                }
            }
        }
    }
}
