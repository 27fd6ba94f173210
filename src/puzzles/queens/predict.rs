//! "Your turn" on N queens: the column of the next row's queen, or "back". Both forms of
//! the search take the first free column they have not tried, left to right: marking sees
//! the free squares as the unmarked ones, checking tests each column against the queens
//! above. The hint shows what each looks at.

use super::*;
use crate::puzzles::predict::{self, Candidate, Question, Verdict, BACK};

/// The free columns of the row after `cols` (from 0).
fn free_columns(n: u32, cols: &[u32]) -> Vec<u32> {
    let row = cols.len() as u32;
    (0..n)
        .filter(|&c| attacker(cols, row, c).is_none())
        .collect()
}

/// The question before `next`, the event after `view` (`nodes` entered so far); None once
/// the search has ended.
pub fn question(
    n: u32,
    variant: Variant,
    view: &BoardView,
    next: Option<Event<u32>>,
    nodes: u64,
) -> Option<Question> {
    let next = next?;
    let mut after = view.clone();
    after.forward(&next);
    let why = status(n, variant, &after, Some(&next), nodes);
    let cols = view.cols();
    let row = cols.len() as u32;
    let ask = Message::new("predict.queens.ask").num("row", row + 1);
    let hint = match variant {
        Variant::Mark => "predict.hint.queens.mark",
        Variant::Check => "predict.hint.queens.check",
    };
    match next {
        Event::Visit(col) => {
            let answer = (col + 1).to_string();
            // The free columns not tried yet: the search goes left to right, so those from
            // its choice on.
            let untried = free_columns(n, cols)
                .into_iter()
                .filter(|&c| c >= col)
                .map(|c| Candidate::named((c + 1).to_string()))
                .collect();
            Some(
                Question::new(ask, answer.clone(), vec![answer], hint, why)
                    .with_candidates(untried)
                    .backable(),
            )
        }
        Event::Backtrack(_) => Some(Question::back(ask, hint, why)),
        Event::Solution | Event::Exhausted => Some(Question::free(why)),
    }
}

/// The typed `text` read as a column number (1 to N) or "back".
pub fn read(n: u32, text: &str) -> Result<String, Message> {
    let t = text.trim();
    if predict::is_back(t) {
        return Ok(BACK.to_string());
    }
    match t.parse::<u32>() {
        Ok(c) if (1..=n).contains(&c) => Ok(c.to_string()),
        _ => Err(predict::unreadable(t, "predict.unreadable.column").num("n", n)),
    }
}

/// Grade `text` against `q`, the question about the step after `view`.
pub fn grade(n: u32, view: &BoardView, q: &Question, text: &str) -> Verdict {
    let cols = view.cols();
    let row = cols.len() as u32;
    q.grade(read(n, text), |given| {
        if given == BACK {
            return Message::new("predict.queens.not_back").num("row", row + 1);
        }
        if row == n {
            return Message::new("predict.queens.all_placed").num("n", n);
        }
        let col: u32 = given.parse::<u32>().expect("read gives a column") - 1;
        if let Some((by, line)) = attacker(cols, row, col) {
            return Message::new("predict.queens.attacked")
                .num("col", col + 1)
                .num("row", row + 1)
                .num("by", by + 1)
                .sub(
                    "line",
                    Message::new(match line {
                        Line::Column => "queens.line.column",
                        Line::Diagonal => "queens.line.diagonal",
                    }),
                );
        }
        match q.answer.parse::<u32>() {
            // A free column left of the search's: tried already (the search goes left to
            // right); or every free column is tried and it backs up.
            Ok(a) if col + 1 > a => Message::new("predict.queens.not_first").num("col", col + 1),
            _ => Message::new("predict.queens.tried").num("col", col + 1),
        }
    })
}
