//! "Your turn" on the sliding puzzle's depth-first family (depth-bounded DFS, iterative
//! deepening, IDA*). Two questions, both decided by the rule:
//!
//! - from the path's end, which tile does the search slide next to enter a new state? It
//!   tries the tiles beside the blank in a fixed order (above, left, right, below: Korf's)
//!   and enters the first not tried yet that is not remembered and whose measure (`f = g +
//!   h` for IDA*, the depth otherwise) is within the bound; the ones before it are pruned or
//!   skipped on the way. With none left it backs up ("back"). The order breaks every tie, so
//!   one answer is right.
//! - at the start of an iteration after the first: the next bound, the least measure that
//!   went over the last one.
//!
//! The question is asked where the search has just entered a state or come back to one
//! (or an iteration ended); the prunes and skips on the way to its answer are played
//! without asking, as is a step with nothing to choose (the start entered, the goal, the
//! end). What the search does next is read from `run`, the events from the cursor up to
//! and including the first that is neither a prune nor a skip (the caller looks ahead and
//! takes them back); the grading explains a wrong answer from the same events.

use super::solve::Algo;
use super::status::tile_slid;
use super::{Position, Sliding};
use crate::engine::{DeepEvent, DeepView};
use crate::puzzles::message::Message;
use crate::puzzles::predict::{self, Candidate, Question, Verdict, BACK};

/// The most events looked ahead: a state has at most four successors, so a run of prunes
/// and skips ends within four events.
pub const LOOKAHEAD: usize = 8;

/// Whether `event` is played on the way to an answer (a successor pruned or skipped).
pub fn on_the_way(event: &DeepEvent<Position>) -> bool {
    matches!(event, DeepEvent::Prune { .. } | DeepEvent::Repeat { .. })
}

/// The tiles beside the blank of `p`, in the order the search tries them, each with the
/// state sliding it makes.
pub fn successors(puzzle: &Sliding, p: &Position) -> Vec<(u8, Position)> {
    puzzle.movable(p).map(|c| (p.tile(c), p.slid(c))).collect()
}

fn by_f(algo: Algo) -> bool {
    algo == Algo::IdaStar
}

/// The question before the events `run` (see the module), after `view` whose last event is
/// `last`; `why` is the narration of the run's last event. None once the search has ended.
pub fn question(
    puzzle: &Sliding,
    view: &DeepView<Position>,
    last: Option<&DeepEvent<Position>>,
    run: &[DeepEvent<Position>],
    algo: Algo,
    why: Message,
) -> Option<Question> {
    let first = run.first()?;
    // On the way to an answer already asked (or stepped to by hand): played as it comes.
    if last.is_some_and(on_the_way) {
        return Some(Question::free(why));
    }
    match *first {
        DeepEvent::Iteration { bound } if view.counts().iterations > 0 => {
            let (ask, hint) = if by_f(algo) {
                ("predict.deep.ask_bound_f", "predict.hint.deep.bound_f")
            } else {
                (
                    "predict.puzzle.deep.ask_bound_depth",
                    "predict.hint.puzzle.bound_depth",
                )
            };
            let answer = bound.to_string();
            Some(Question::new(
                Message::new(ask).num("bound", view.bound().unwrap_or(0)),
                answer.clone(),
                vec![answer],
                hint,
                why,
            ))
        }
        DeepEvent::Visit { depth: 1.., .. }
        | DeepEvent::Prune { .. }
        | DeepEvent::Repeat { .. }
        | DeepEvent::Backtrack { .. } => {
            let end = view.path().last()?;
            let answer = match run.last()? {
                DeepEvent::Visit { state, .. } => tile_slid(&end.state, state).to_string(),
                DeepEvent::Backtrack { .. } => BACK.to_string(),
                // The step bound met on the way: nothing to choose.
                _ => return Some(Question::free(why)),
            };
            let ask = match algo {
                Algo::Dfs => "predict.puzzle.deep.ask_dfs",
                Algo::Ids => "predict.puzzle.deep.ask_ids",
                _ => "predict.puzzle.deep.ask_idastar",
            };
            let untried = untried(puzzle, &end.state, first);
            let hint = match (untried.is_empty(), by_f(algo)) {
                (true, _) => "predict.hint.puzzle.deep_tried",
                (false, true) => "predict.hint.puzzle.deep_f",
                (false, false) => "predict.hint.puzzle.deep_depth",
            };
            let depth = view.path().len() as u32;
            let candidates = untried
                .iter()
                .map(|&(tile, s)| {
                    let m = if by_f(algo) {
                        end.g + 1 + puzzle.estimate_of(&s)
                    } else {
                        depth
                    };
                    // "7: 2", the tile and its measure, as the hint lists them.
                    Candidate::counted(format!("{tile}:"), m)
                })
                .collect();
            Some(
                Question::new(
                    Message::new(ask).num("bound", view.bound().unwrap_or(0)),
                    answer.clone(),
                    vec![answer],
                    hint,
                    why,
                )
                .with_candidates(candidates)
                .backable(),
            )
        }
        _ => Some(Question::free(why)),
    }
}

/// The successors of `end` not tried yet, in order: from the one `first` looks at (none
/// when it backs up).
fn untried(puzzle: &Sliding, end: &Position, first: &DeepEvent<Position>) -> Vec<(u8, Position)> {
    let next = match *first {
        DeepEvent::Visit { state, .. }
        | DeepEvent::Prune { state, .. }
        | DeepEvent::Repeat { state } => state,
        _ => return Vec::new(),
    };
    let all = successors(puzzle, end);
    let from = all
        .iter()
        .position(|&(_, s)| s == next)
        .unwrap_or(all.len());
    all[from..].to_vec()
}

/// The typed `text` read as a tile's number or "back" (either language).
pub fn read_tile(puzzle: &Sliding, text: &str) -> Result<String, Message> {
    let t = text.trim();
    if predict::is_back(t) {
        return Ok(BACK.to_string());
    }
    let digits = predict::number_after_word(t).unwrap_or("");
    let cells = puzzle.side() * puzzle.side();
    match digits.parse::<usize>() {
        Ok(n) if (1..cells).contains(&n) => Ok(n.to_string()),
        _ => Err(predict::unreadable(t, "predict.puzzle.deep.unreadable")),
    }
}

/// Grade `text` against `q`, asked after `view` of the events `run` (as [`question`]).
pub fn grade(
    puzzle: &Sliding,
    view: &DeepView<Position>,
    run: &[DeepEvent<Position>],
    algo: Algo,
    q: &Question,
    text: &str,
) -> Verdict {
    if let Some(DeepEvent::Iteration { .. }) = run.first() {
        return predict::grade_next_bound(view.bound(), q, text);
    }
    let Some(end) = view.path().last() else {
        return q.grade(
            Err(predict::unreadable(text, "predict.puzzle.deep.unreadable")),
            |_| Message::new("predict.puzzle.deep.unreadable"),
        );
    };
    q.grade(read_tile(puzzle, text), |given| {
        if given == BACK {
            return Message::new("predict.puzzle.deep.not_back");
        }
        let tile: u8 = given.parse().unwrap_or(0);
        let all = successors(puzzle, &end.state);
        let Some(at) = all.iter().position(|&(t, _)| t == tile) else {
            return Message::new("predict.puzzle.deep.not_beside").num("tile", tile);
        };
        let state = all[at].1;
        let untried = run
            .first()
            .map_or(Vec::new(), |f| untried(puzzle, &end.state, f));
        if !untried.iter().any(|&(t, _)| t == tile) {
            return Message::new("predict.puzzle.deep.tried").num("tile", tile);
        }
        for e in run {
            match *e {
                DeepEvent::Prune { state: s, g, h } if s == state => {
                    let bound = view.bound().unwrap_or(0);
                    return if by_f(algo) {
                        Message::new("predict.puzzle.deep.over_f")
                            .num("tile", tile)
                            .num("g", g)
                            .num("h", h)
                            .num("f", g + h)
                            .num("bound", bound)
                    } else {
                        Message::new("predict.puzzle.deep.over_depth")
                            .num("tile", tile)
                            .num("depth", view.path().len() as u32)
                            .num("bound", bound)
                    };
                }
                DeepEvent::Repeat { state: s } if s == state => {
                    return Message::new(if algo == Algo::Dfs {
                        "predict.puzzle.deep.visited"
                    } else {
                        "predict.puzzle.deep.on_path"
                    })
                    .num("tile", tile);
                }
                _ => {}
            }
        }
        Message::new("predict.puzzle.deep.later").num("tile", tile)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DeepSearch, Deepening, Replay, Stepper};
    use crate::puzzles::sliding::{Heuristic, Tiles};

    /// Every question over whole runs on shuffled 8-puzzles, each algorithm, with memory on
    /// and off: the search's own next move is the one answer accepted, every other tile
    /// beside the blank and "back" are graded wrong with the rule's reason, and the bound
    /// asked is the least measure pruned in the last iteration.
    #[test]
    fn the_rule_grades_every_question_of_whole_runs() {
        let goal = Tiles::solved(3);
        let mut asked = [0u32; 2];
        let mut reasons = std::collections::BTreeSet::new();
        for seed in 1..=12u64 {
            for heuristic in [Heuristic::Manhattan, Heuristic::Misplaced] {
                let puzzle = Sliding::new(&goal, heuristic);
                let start = puzzle.shuffled(4 + (seed as u32 % 9), seed);
                for (algo, mode) in [
                    (Algo::IdaStar, Deepening::IdaStar),
                    (Algo::Ids, Deepening::Iterative),
                    (Algo::Dfs, Deepening::Depth(6)),
                ] {
                    for memory in [true, false] {
                        let mut search = DeepSearch::new(
                            puzzle.clone(),
                            start,
                            mode,
                            algo.repeats(memory),
                            4000,
                        );
                        let mut events = Vec::new();
                        while let Some(e) = search.step() {
                            events.push(e);
                        }
                        let mut view = DeepView::new(algo == Algo::IdaStar);
                        let mut least_pruned: Option<u32> = None;
                        for i in 0..events.len() {
                            let run_end = (i..events.len())
                                .find(|&j| !on_the_way(&events[j]))
                                .unwrap_or(events.len() - 1);
                            let run = &events[i..=run_end];
                            let last = i.checked_sub(1).map(|j| &events[j]);
                            let q = question(
                                &puzzle,
                                &view,
                                last,
                                run,
                                algo,
                                Message::new("sliding.deep.backtrack"),
                            )
                            .expect("a question before every event");
                            let ctx = format!("seed {seed} {algo:?} memory {memory} event {i}");
                            if !q.free {
                                assert_eq!(q.accepts, vec![q.answer.clone()], "{ctx}");
                                let v = grade(&puzzle, &view, run, algo, &q, &q.answer);
                                assert!(v.right, "{ctx}");
                                if let DeepEvent::Iteration { bound } = events[i] {
                                    asked[1] += 1;
                                    let least = least_pruned.expect("a prune before");
                                    assert_eq!(bound, least, "{ctx}");
                                    for n in [least - 1, least + 1, view.bound().unwrap()] {
                                        let v =
                                            grade(&puzzle, &view, run, algo, &q, &n.to_string());
                                        assert!(!v.right, "{ctx} {n}");
                                        reasons.insert(v.why.code);
                                    }
                                } else {
                                    asked[0] += 1;
                                    let end = view.path().last().unwrap();
                                    // The rule: the first untried successor that is not
                                    // remembered and within the bound.
                                    let entered = run.iter().find_map(|e| match *e {
                                        DeepEvent::Visit { state, .. } => Some(state),
                                        _ => None,
                                    });
                                    for (tile, s) in successors(&puzzle, &end.state) {
                                        let v =
                                            grade(&puzzle, &view, run, algo, &q, &tile.to_string());
                                        assert_eq!(
                                            v.right,
                                            entered == Some(s),
                                            "{ctx} tile {tile}"
                                        );
                                        if !v.right {
                                            // The reason holds by the rule, worked out
                                            // here from the position alone.
                                            let bound = view.bound().unwrap();
                                            match v.why.code {
                                                "predict.puzzle.deep.over_f" => assert!(
                                                    end.g + 1 + puzzle.estimate_of(&s) > bound,
                                                    "{ctx} tile {tile}"
                                                ),
                                                "predict.puzzle.deep.over_depth" => {
                                                    assert!(
                                                        view.path().len() as u32 > bound,
                                                        "{ctx}"
                                                    )
                                                }
                                                "predict.puzzle.deep.on_path" => assert!(
                                                    view.path().iter().any(|p| p.state == s),
                                                    "{ctx} tile {tile}"
                                                ),
                                                _ => {}
                                            }
                                            reasons.insert(v.why.code);
                                        }
                                    }
                                    let back = grade(&puzzle, &view, run, algo, &q, "back");
                                    assert_eq!(back.right, entered.is_none(), "{ctx}");
                                    if !back.right {
                                        reasons.insert(back.why.code);
                                    }
                                    assert_eq!(q.answer == BACK, entered.is_none(), "{ctx}");
                                    if let Some(s) = entered {
                                        // Within the bound and not on the path.
                                        let m = match algo {
                                            Algo::IdaStar => end.g + 1 + puzzle.estimate_of(&s),
                                            _ => view.path().len() as u32,
                                        };
                                        assert!(m <= view.bound().unwrap(), "{ctx}");
                                        if memory {
                                            assert!(
                                                view.path().iter().all(|p| p.state != s),
                                                "{ctx}"
                                            );
                                        }
                                    }
                                    let v = grade(&puzzle, &view, run, algo, &q, "zebra");
                                    assert!(!v.right, "{ctx}");
                                    reasons.insert(v.why.code);
                                    let beside: Vec<u8> = successors(&puzzle, &end.state)
                                        .iter()
                                        .map(|s| s.0)
                                        .collect();
                                    let far = (1..9u8).find(|t| !beside.contains(t)).unwrap();
                                    let v = grade(&puzzle, &view, run, algo, &q, &far.to_string());
                                    assert!(!v.right, "{ctx}");
                                    reasons.insert(v.why.code);
                                }
                            }
                            if let DeepEvent::Iteration { .. } = events[i] {
                                least_pruned = None;
                            }
                            if let DeepEvent::Prune { g, h, .. } = events[i] {
                                let m = if algo == Algo::IdaStar {
                                    g + h
                                } else {
                                    view.path().len() as u32
                                };
                                least_pruned = Some(least_pruned.map_or(m, |l| l.min(m)));
                            }
                            view.forward(&events[i]);
                        }
                    }
                }
            }
        }
        println!("questions asked: {asked:?} (successor, bound)");
        assert!(asked[0] > 1000 && asked[1] > 20, "{asked:?}");
        for code in [
            "predict.puzzle.deep.not_back",
            "predict.puzzle.deep.tried",
            "predict.puzzle.deep.over_f",
            "predict.puzzle.deep.over_depth",
            "predict.puzzle.deep.on_path",
            "predict.puzzle.deep.visited",
            "predict.puzzle.deep.later",
            "predict.deep.bound_not_above",
            "predict.deep.bound_high",
            "predict.deep.bound_low",
            "predict.puzzle.deep.unreadable",
            "predict.puzzle.deep.not_beside",
        ] {
            assert!(reasons.contains(code), "{code} never said");
        }
    }
}
