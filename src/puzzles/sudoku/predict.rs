//! "Your turn" on sudoku by depth-first search: the cell the strategy fills next and the
//! digit it writes there ("r3c7 4"), or "back". First-empty wants the first empty cell in
//! reading order; fewest-candidates accepts every empty cell tied for the fewest (its
//! tie-break is reading order). Digits are tried in increasing order, so the digit is the
//! cell's smallest candidate not tried yet. Once the search has tried a digit in a cell,
//! that cell is fixed for the state: the question asks only for the next digit there.

use super::*;
use crate::engine::Event;
use crate::puzzles::predict::{self, Candidate, Question, Verdict, BACK};

/// The cell and digit of a move.
fn split(mv: Placement) -> (usize, u32) {
    ((mv >> 5) as usize, mv & 31)
}

/// "r3c7 4": a cell and a digit as the answer says them.
fn said(shape: Shape, cell: usize, digit: u32) -> String {
    format!("{} {}", cell_name(shape, cell), shape.char(digit as u8))
}

/// The cells the rule accepts in `cells` (the grid shown): the first empty one, or every
/// empty one with the fewest candidates; each with its candidates. Fewest-candidates scans
/// in reading order and stops at a cell with at most one candidate, so when some cell has
/// none, the first cell with at most one is the choice (a forced cell met before the dead
/// one is filled, and the dead one found below it).
fn rule_cells(shape: Shape, choice: CellChoice, cells: &[u8]) -> Vec<(usize, u32)> {
    let cand = candidates(shape, cells);
    let empty = (0..cells.len()).filter(|&i| cells[i] == 0);
    match choice {
        CellChoice::First => empty.take(1).map(|i| (i, cand[i])).collect(),
        CellChoice::Mrv if empty.clone().any(|i| cand[i] == 0) => empty
            .filter(|&i| cand[i].count_ones() <= 1)
            .take(1)
            .map(|i| (i, cand[i]))
            .collect(),
        CellChoice::Mrv => {
            let best = empty.clone().map(|i| cand[i].count_ones()).min();
            empty
                .filter(|&i| Some(cand[i].count_ones()) == best)
                .map(|i| (i, cand[i]))
                .collect()
        }
    }
}

/// The question before `next`, the event after the grid `cells`; `why` is the narration
/// of the step (the status after it). None once the search has ended.
pub fn question(
    shape: Shape,
    choice: CellChoice,
    cells: &[u8],
    next: Option<Event<Placement>>,
    why: impl FnOnce() -> Message,
) -> Option<Question> {
    let next = next?;
    let why = why();
    let ask = Message::new("predict.sudoku.ask");
    let hint = match choice {
        CellChoice::First => "predict.hint.sudoku.first",
        CellChoice::Mrv => "predict.hint.sudoku.mrv",
    };
    match next {
        Event::Visit(mv) => {
            let (cell, d) = split(mv);
            let cand = candidates(shape, cells)[cell];
            // Smaller candidates of this cell were tried already (digits go up).
            let fresh = cand & ((1 << d) - 1) == 0;
            let rule = rule_cells(shape, choice, cells);
            let accepts: Vec<String> = if fresh {
                let mut a: Vec<String> = rule
                    .iter()
                    .filter(|&&(_, c)| c != 0)
                    .map(|&(i, c)| said(shape, i, c.trailing_zeros()))
                    .collect();
                // The search's own first (it is among them, once: the cells differ), the
                // others in their order; rotated, not sorted (a stable sort's code is about
                // 15 KB of the wasm).
                let first = said(shape, cell, d);
                if let Some(i) = a.iter().position(|x| *x == first) {
                    a[..=i].rotate_right(1);
                }
                a
            } else {
                vec![said(shape, cell, d)]
            };
            let candidates = if fresh {
                rule.iter()
                    .map(|&(i, c)| Candidate::counted(cell_name(shape, i), c.count_ones()))
                    .collect()
            } else {
                // The digits of the cell not tried yet.
                let left = cand & !((1 << d) - 1);
                digit_list(shape, left)
                    .into_iter()
                    .map(|x| Candidate::named(format!("{} {x}", cell_name(shape, cell))))
                    .collect()
            };
            let hint = if fresh {
                hint
            } else {
                "predict.hint.sudoku.next_digit"
            };
            Some(
                Question::new(ask, said(shape, cell, d), accepts, hint, why)
                    .with_candidates(candidates)
                    .backable()
                    .then_typed(),
            )
        }
        Event::Backtrack(_) => Some(Question::back(ask, "predict.hint.sudoku.back", why)),
        Event::Solution | Event::Exhausted => Some(Question::free(why)),
    }
}

/// The typed `text` read as a cell and a digit ("r3c7 4", "R3C7=4", "r3c7: 4") or "back".
pub fn read(shape: Shape, text: &str) -> Result<String, Message> {
    let t = text.trim();
    if predict::is_back(t) {
        return Ok(BACK.to_string());
    }
    let bad = || predict::unreadable(t, "predict.unreadable.cell").num("size", shape.size);
    let lower = t.to_lowercase();
    let rest = lower.strip_prefix('r').ok_or_else(bad)?;
    let (row, rest) = rest.split_once('c').ok_or_else(bad)?;
    let col_end = rest.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
    let (col, rest) = rest.split_at(col_end);
    let digit = rest.trim_start_matches([' ', '=', ':', ',']).trim();
    let number = |s: &str| {
        s.parse::<u32>()
            .ok()
            .filter(|&v| (1..=shape.size).contains(&v))
    };
    let (row, col) = (number(row).ok_or_else(bad)?, number(col).ok_or_else(bad)?);
    let mut chars = digit.chars();
    let d = match (chars.next(), chars.next()) {
        (Some(c), None) => shape.digit(c),
        _ => None,
    }
    .ok_or_else(bad)?;
    let cell = ((row - 1) * shape.size + col - 1) as usize;
    Ok(said(shape, cell, u32::from(d)))
}

/// Grade `text` against `q`, the question about the step after the grid `cells`.
pub fn grade(shape: Shape, choice: CellChoice, cells: &[u8], q: &Question, text: &str) -> Verdict {
    q.grade(read(shape, text), |given| {
        if given == BACK {
            return Message::new("predict.sudoku.not_back");
        }
        let (name, digit) = given
            .split_once(' ')
            .expect("read gives a cell and a digit");
        let cell = {
            let (r, c) = name[1..].split_once('c').expect("rXcY");
            let (r, c): (u32, u32) = (r.parse().unwrap(), c.parse().unwrap());
            ((r - 1) * shape.size + c - 1) as usize
        };
        let cand = candidates(shape, cells);
        let at = cell_message(shape, cell);
        if cells[cell] != 0 {
            return Message::new("predict.sudoku.filled").sub("cell", at);
        }
        if q.answer == BACK {
            return Message::new("predict.sudoku.no_more").sub("cell", at);
        }
        let rule = rule_cells(shape, choice, cells);
        let search_cell = q.answer.split_once(' ').map(|(c, _)| c.to_string());
        // Whether the search's digit is the first it tries in its cell (else the cell is
        // fixed and only its next digit is asked).
        let fresh = q.hint != "predict.hint.sudoku.next_digit";
        let cell_ok = if fresh {
            rule.iter().any(|&(i, _)| i == cell)
        } else {
            search_cell.as_deref() == Some(name)
        };
        if !cell_ok {
            if !fresh {
                return Message::new("predict.sudoku.same_cell").sub("cell", at);
            }
            return match choice {
                CellChoice::First => Message::new("predict.sudoku.not_first").sub("cell", at),
                CellChoice::Mrv => Message::new("predict.sudoku.not_fewest")
                    .sub("cell", at)
                    .num("k", cand[cell].count_ones())
                    .num("best", rule.first().map_or(0, |&(_, c)| c.count_ones())),
            };
        }
        let d = digit
            .chars()
            .next()
            .and_then(|c| shape.digit(c))
            .unwrap_or(0);
        if cand[cell] & (1 << d) == 0 {
            return Message::new("predict.sudoku.not_candidate")
                .sub("cell", at)
                .text("digit", digit.to_string());
        }
        Message::new("predict.sudoku.not_smallest")
            .sub("cell", at)
            .text("digit", digit.to_string())
    })
}
