//! "Your turn" on Sokoban's IDA*, the questions the sliding puzzle's IDA* asks, decided by
//! the rule:
//!
//! - searching by pushes, from the path's end, which box does IDA* push next to enter a new
//!   state? It tries the boxes in the order of their squares, each pushed left, up, right,
//!   down, and enters the first push that is not dead, whose position is not on the path
//!   (with the path checked) and whose `f = g + 1 + h` is within the bound; with none left it
//!   backs up ("back"). The order breaks every tie, so one answer is right.
//! - at the start of an iteration after the first: the next bound, the least f that went
//!   over the last one.
//!
//! A step by moves walks the keeper a square at a time: only the bound is asked then. The
//! question is asked where the search has just entered a state or come back to one (or an
//! iteration ended); the pushes pruned past the bound or met on the path on the way to its
//! answer are played without asking. What the search does next is read from `run`, the
//! events from the cursor up to and including the first that is neither (the caller looks
//! ahead and takes them back); the grading explains a wrong answer from the same events and
//! the level's own pushes.

use super::predict::read_square;
use super::{By, Level, SokobanSpace, State, Step, MAX_BOXES};
use crate::engine::{DeepEvent, DeepView, Space};
use crate::puzzles::message::Message;
use crate::puzzles::predict::{self, Candidate, Question, Verdict, BACK};

/// The most events looked ahead: every push of every box pruned past the bound or met on
/// the path, then the one that answers.
pub const LOOKAHEAD: usize = 4 * MAX_BOXES + 1;

/// Whether `event` is played on the way to an answer (a successor pruned or met again).
pub fn on_the_way(event: &DeepEvent<State>) -> bool {
    matches!(event, DeepEvent::Prune { .. } | DeepEvent::Repeat { .. })
}

/// Every push from `state` in the order the search tries them, the dead ones included.
fn pushes(space: &SokobanSpace, state: &State) -> Vec<Step> {
    let mut out = Vec::new();
    space.steps(state, &mut out);
    out
}

/// Where in `all` the successor `event` looks at is; `all.len()` for a back up.
fn index_of(all: &[Step], event: &DeepEvent<State>) -> Option<usize> {
    match *event {
        DeepEvent::Visit { state, .. }
        | DeepEvent::Prune { state, .. }
        | DeepEvent::Repeat { state } => all.iter().position(|s| s.state == state),
        DeepEvent::Backtrack { .. } => Some(all.len()),
        _ => None,
    }
}

/// The question before the events `run` (see the module), after `view` whose last event is
/// `last`, on `level` searched by `by` in `space`; `why` is the narration of the run's last
/// event. None once the search has ended.
pub fn question(
    level: &Level,
    by: By,
    space: &SokobanSpace,
    view: &DeepView<State>,
    last: Option<&DeepEvent<State>>,
    run: &[DeepEvent<State>],
    why: Message,
) -> Option<Question> {
    let first = run.first()?;
    if last.is_some_and(on_the_way) {
        return Some(Question::free(why));
    }
    match *first {
        DeepEvent::Iteration { bound } if view.counts().iterations > 0 => {
            let answer = bound.to_string();
            Some(Question::new(
                Message::new("predict.deep.ask_bound_f").num("bound", view.bound().unwrap_or(0)),
                answer.clone(),
                vec![answer],
                "predict.hint.deep.bound_f",
                why,
            ))
        }
        DeepEvent::Visit { depth: 1.., .. }
        | DeepEvent::Prune { .. }
        | DeepEvent::Repeat { .. }
        | DeepEvent::Backtrack { .. }
            if by == By::Pushes =>
        {
            let end = view.path().last()?;
            let answer = match run.last()? {
                DeepEvent::Visit { state, .. } => {
                    let (from, ..) = super::narration::step_between(level, by, &end.state, state)?;
                    level.name(from)
                }
                DeepEvent::Backtrack { .. } => BACK.to_string(),
                // The step bound met on the way: nothing to choose.
                _ => return Some(Question::free(why)),
            };
            let all = pushes(space, &end.state);
            let from = index_of(&all, first).unwrap_or(all.len());
            let candidates: Vec<Candidate> = all[from..]
                .iter()
                .filter(|s| s.deadlock.is_none())
                .map(|s| {
                    let to = level.step(s.from, s.dir);
                    let f = end.g + 1 + space.estimate(&s.state);
                    // "c3→b3: 7", the push and its f, as the hint lists them.
                    Candidate::counted(format!("{}→{}:", level.name(s.from), level.name(to)), f)
                })
                .collect();
            let hint = if candidates.is_empty() {
                "predict.hint.sokoban.deep_tried"
            } else {
                "predict.hint.sokoban.deep_push"
            };
            Some(
                Question::new(
                    Message::new("predict.sokoban.deep.ask_push")
                        .num("bound", view.bound().unwrap_or(0)),
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

/// Grade `text` against `q`, asked after `view` of the events `run` (as [`question`]).
pub fn grade(
    level: &Level,
    space: &SokobanSpace,
    view: &DeepView<State>,
    run: &[DeepEvent<State>],
    q: &Question,
    text: &str,
) -> Verdict {
    if let Some(DeepEvent::Iteration { .. }) = run.first() {
        return predict::grade_next_bound(view.bound(), q, text);
    }
    let given = predict::read_square_or_back(text, |t| read_square(level, t))
        .map_err(|_| predict::unreadable(text.trim(), "predict.sokoban.unreadable_square"));
    let Some(end) = view.path().last() else {
        return q.grade(given, |g| {
            Message::new("predict.sokoban.no_box").text("given", g)
        });
    };
    q.grade(given, |g| {
        if g == BACK {
            return Message::new("predict.sokoban.deep.not_back");
        }
        let said = |code: &'static str| Message::new(code).text("given", g);
        let Some(b) = end.state.boxes.iter().find(|&b| level.name(b) == g) else {
            return said("predict.sokoban.no_box");
        };
        let all = pushes(space, &end.state);
        let at = |e: Option<&DeepEvent<State>>| e.and_then(|e| index_of(&all, e));
        let (first, answer) = (at(run.first()), at(run.last()));
        let (first, answer) = (first.unwrap_or(all.len()), answer.unwrap_or(all.len()));
        let mine: Vec<usize> = (0..all.len()).filter(|&i| all[i].from == b).collect();
        if mine.is_empty() {
            return said("predict.sokoban.deep.no_push");
        }
        // Its first push looked at on the way to the answer says why it was not entered.
        if let Some(&i) = mine.iter().find(|&&i| (first..answer).contains(&i)) {
            let s = &all[i];
            if s.deadlock.is_some() {
                return said("predict.sokoban.deep.dead");
            }
            for e in run {
                match *e {
                    DeepEvent::Prune { state, g: pg, h } if state == s.state => {
                        return said("predict.sokoban.deep.over_f")
                            .num("g", pg)
                            .num("h", h)
                            .num("f", pg + h)
                            .num("bound", view.bound().unwrap_or(0));
                    }
                    DeepEvent::Repeat { state } if state == s.state => {
                        return said("predict.sokoban.deep.on_path");
                    }
                    _ => {}
                }
            }
        }
        if mine
            .iter()
            .any(|&i| i > answer && all[i].deadlock.is_none())
        {
            return said("predict.sokoban.deep.later");
        }
        if mine.iter().any(|&i| i < first && all[i].deadlock.is_none()) {
            return said("predict.sokoban.deep.tried");
        }
        said("predict.sokoban.deep.dead")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Replay, Stepper};
    use crate::puzzles::sokoban::{levels, Algo, Estimate, Search};

    /// Every question over whole runs on the built-in levels, with and without the path
    /// checked and deadlock pruning: the search's own next push is the one answer accepted,
    /// every other box is graded wrong with a reason that holds by the rule (worked out here
    /// from the level's pushes), "back" is right only when it backs up, and the bound asked
    /// is the least f pruned in the last iteration.
    #[test]
    fn the_rule_grades_every_question_of_whole_runs() {
        let mut asked = [0u32; 2];
        let mut reasons = std::collections::BTreeSet::new();
        for level in levels::builtin().iter().take(8) {
            for (visited, dead) in [(true, true), (false, true), (true, false)] {
                let search = Search {
                    algo: Algo::Ida,
                    by: By::Pushes,
                    visited,
                    dead,
                    estimate: Estimate::Sum,
                };
                let space = search.space(level);
                let mut ida = search.ida(level, 3_000).expect("IDA*");
                let mut events = Vec::new();
                while let Some(e) = ida.step() {
                    events.push(e);
                }
                let mut view = DeepView::new(true);
                let mut least_pruned: Option<u32> = None;
                for i in 0..events.len() {
                    let end = (i..events.len())
                        .find(|&j| !on_the_way(&events[j]))
                        .unwrap_or(events.len() - 1);
                    let run = &events[i..=end];
                    let last = i.checked_sub(1).map(|j| &events[j]);
                    let why = Message::new("sokoban.status.ida_start");
                    let q = question(level, By::Pushes, &space, &view, last, run, why)
                        .expect("a question before every event");
                    let ctx = format!("{} dead {dead} visited {visited} event {i}", level.title());
                    if !q.free {
                        assert!(
                            grade(level, &space, &view, run, &q, &q.answer).right,
                            "{ctx}"
                        );
                        if let DeepEvent::Iteration { bound } = events[i] {
                            asked[1] += 1;
                            assert_eq!(Some(bound), least_pruned, "{ctx}");
                        } else {
                            asked[0] += 1;
                            let at = view.path().last().unwrap();
                            let entered = run.iter().find_map(|e| match *e {
                                DeepEvent::Visit { state, .. } => Some(state),
                                _ => None,
                            });
                            let mut all = Vec::new();
                            space.steps(&at.state, &mut all);
                            for b in at.state.boxes.iter() {
                                let name = level.name(b);
                                let v = grade(level, &space, &view, run, &q, &name);
                                let moved = entered.map(|s| !s.boxes.contains(b));
                                assert_eq!(v.right, moved == Some(true), "{ctx} {name}");
                                if v.right {
                                    continue;
                                }
                                let mine: Vec<&Step> = all.iter().filter(|s| s.from == b).collect();
                                let bound = view.bound().unwrap();
                                let holds = match v.why.code {
                                    "predict.sokoban.deep.no_push" => mine.is_empty(),
                                    "predict.sokoban.deep.dead" => {
                                        mine.iter().any(|s| s.deadlock.is_some())
                                    }
                                    "predict.sokoban.deep.over_f" => mine.iter().any(|s| {
                                        s.deadlock.is_none()
                                            && at.g + 1 + space.estimate(&s.state) > bound
                                    }),
                                    "predict.sokoban.deep.on_path" => mine
                                        .iter()
                                        .any(|s| view.path().iter().any(|p| p.state == s.state)),
                                    "predict.sokoban.deep.later" | "predict.sokoban.deep.tried" => {
                                        mine.iter().any(|s| s.deadlock.is_none())
                                    }
                                    other => panic!("{ctx} {name}: {other}"),
                                };
                                assert!(holds, "{ctx} {name}: {}", v.why.code);
                                reasons.insert(v.why.code);
                            }
                            let back = grade(level, &space, &view, run, &q, "back");
                            assert_eq!(back.right, entered.is_none(), "{ctx}");
                            assert_eq!(q.answer == BACK, entered.is_none(), "{ctx}");
                            if !back.right {
                                reasons.insert(back.why.code);
                            }
                            for junk in ["zebra", "z99"] {
                                let v = grade(level, &space, &view, run, &q, junk);
                                assert!(!v.right, "{ctx}");
                                reasons.insert(v.why.code);
                            }
                        }
                    }
                    if let DeepEvent::Iteration { .. } = events[i] {
                        least_pruned = None;
                    }
                    if let DeepEvent::Prune { g, h, .. } = events[i] {
                        least_pruned = Some(least_pruned.map_or(g + h, |l| l.min(g + h)));
                    }
                    view.forward(&events[i]);
                }
            }
        }
        println!("questions asked: {asked:?} (push, bound)");
        assert!(asked[0] > 100 && asked[1] > 5, "{asked:?}");
        for code in [
            "predict.sokoban.deep.not_back",
            "predict.sokoban.deep.over_f",
            "predict.sokoban.deep.later",
            "predict.sokoban.deep.tried",
            "predict.sokoban.deep.dead",
            "predict.sokoban.deep.on_path",
            "predict.sokoban.deep.no_push",
            "predict.sokoban.unreadable_square",
        ] {
            assert!(reasons.contains(code), "{code} never said: {reasons:?}");
        }
    }
}
