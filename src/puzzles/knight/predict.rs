//! "Your turn" on the knight's tour: where the knight goes next, graded by the strategy's
//! rule. Plain DFS wants the first untried move in the fixed order; Warnsdorff accepts
//! every untried square tied for the fewest onward moves (and the narration says which one
//! its tie-break takes); most-onward every square tied for the most; "back" when the knight
//! backs up.

use super::*;
use crate::puzzles::predict::{self, Candidate, Question, Verdict, BACK};

/// The question before `next`, the event after `view` (which has `steps` events shown and
/// `nodes` nodes entered); None once the search has ended.
pub fn question(
    spec: TourSpec,
    view: &TourView,
    next: Option<Event<Cell>>,
    steps: u64,
    nodes: u64,
) -> Option<Question> {
    let next = next?;
    let board = spec.board;
    let mut after = view.clone();
    after.forward(&next);
    let why = status(spec, &after, Some(&next), steps + 1, nodes);
    let problem = spec.problem();
    let head = view.head();
    let ranked = problem.ranked(&problem.root_with(&view.path()[1..]));
    let ask = Message::new("predict.knight.ask").text("square", board.name(head));
    match next {
        Event::Visit(_) => {
            let to = after.head();
            let at = ranked.iter().position(|r| r.square == to)?;
            let untried = &ranked[at..];
            let accepts: Vec<String> = match spec.strategy {
                Strategy::Dfs => vec![board.name(to)],
                _ => untried
                    .iter()
                    .filter(|r| r.onward == untried[0].onward)
                    .map(|r| board.name(r.square))
                    .collect(),
            };
            let hint = match spec.strategy {
                Strategy::Dfs => "predict.hint.knight.order",
                Strategy::Warnsdorff => "predict.hint.knight.fewest",
                Strategy::Most => "predict.hint.knight.most",
                Strategy::Static => "predict.hint.knight.static",
            };
            // Plain DFS looks at the order alone, the others at the onward counts. A hint
            // narrows, it does not answer: plain DFS's untried moves are listed by name, not in
            // the order whose first is the answer, so the learner still applies the order.
            let mut listed: Vec<_> = untried.iter().collect();
            if spec.strategy == Strategy::Dfs {
                listed.sort_by_key(|r| (board.file(r.square), board.rank(r.square)));
            }
            let candidates = listed
                .into_iter()
                .map(|r| match spec.strategy {
                    Strategy::Dfs => Candidate::named(board.name(r.square)),
                    _ => Candidate::counted(board.name(r.square), r.onward),
                })
                .collect();
            Some(
                Question::new(ask, board.name(to), accepts, hint, why)
                    .with_candidates(candidates)
                    .backable(),
            )
        }
        Event::Backtrack(_) => Some(Question::back(ask, "predict.hint.knight.back", why)),
        Event::Solution | Event::Exhausted => Some(Question::free(why)),
    }
}

/// The typed `text` read as a square of the board or "back".
pub fn read(spec: TourSpec, text: &str) -> Result<String, Message> {
    let board = spec.board;
    predict::read_square_or_back(text, |t| {
        board.parse_square(t).ok().map(|sq| board.name(sq))
    })
}

/// Grade `text` against `q`, the question about the step after `view`.
pub fn grade(spec: TourSpec, view: &TourView, q: &Question, text: &str) -> Verdict {
    let board = spec.board;
    let head = view.head();
    q.grade(read(spec, text), |given| {
        let from = board.name(head);
        if given == BACK {
            return Message::new("predict.knight.not_back").text("from", from);
        }
        let problem = spec.problem();
        let state = problem.root_with(&view.path()[1..]);
        let ranked = problem.ranked(&state);
        let Some(r) = ranked.iter().find(|r| board.name(r.square) == given) else {
            return Message::new("predict.knight.not_a_move")
                .text("square", given.to_string())
                .text("from", from);
        };
        if q.answer == BACK {
            // Every move from here is tried already, or pruning refuses the state.
            return Message::new("predict.knight.no_more")
                .text("square", given.to_string())
                .sub("why", backtrack_status(spec, view.path()));
        }
        let untried = q.candidates.iter().any(|c| c.name == given);
        if !untried {
            return Message::new("predict.knight.tried")
                .text("square", given.to_string())
                .text("from", from);
        }
        let code = match spec.strategy {
            Strategy::Dfs => "predict.knight.not_first",
            Strategy::Warnsdorff => "predict.knight.not_fewest",
            Strategy::Most => "predict.knight.not_most",
            Strategy::Static => "predict.knight.not_static",
        };
        let best = q.candidates.first().and_then(|c| c.count).unwrap_or(0.0);
        Message::new(code)
            .text("square", given.to_string())
            .num("onward", r.onward)
            .num("best", best)
    })
}
