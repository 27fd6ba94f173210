//! N queens as the lessons write it, a recursive `place(row)` that tries the columns of its
//! row left to right, in either form (`attacked[row][col] == 0` after `put_down` marked the
//! squares a queen attacks, or `safe(row, col)` checked against the queens above), and where
//! that code stands after the events shown: the lines each event ran (every column the loop
//! tested since the last event), `row`, `col`, the queens placed, and one frame per call.
//! The page's listings (www/views/queens/code/queens_mark.js, queens_check.js) mark their lines:
//!
//! Rows and columns count from 1, as the board's labels and the narration do.
//!
//! ```text
//! call      def place(row):
//!               global solutions
//! full          if row > n:
//! solved            solutions += 1; return
//! next          for col in range(1, n + 1):
//! test              if attacked[row][col] == 0:      (or: if safe(row, col):)
//! place                 put_down(row, col)           (or: queen[row] = col)
//! recurse               place(row + 1)
//! backtrack             take_up(row, col)            (or: queen[row] = None)
//! fail          return
//! ```

use super::*;
use crate::puzzles::code::{CallFrame, CodeState, Value};

/// The lines the loop of a row runs testing the columns `from..to` that fail.
fn tested(out: &mut Vec<&'static str>, from: u32, to: u32) {
    for _ in from..to {
        out.extend_from_slice(&["next", "test"]);
    }
}

/// The lines the event `last` ran, `before` being the event shown before it; `cols` the
/// queens after `last`.
pub fn lines(n: u32, last: Option<&Event<u32>>, before: Option<&Event<u32>>) -> Vec<&'static str> {
    let mut out = Vec::new();
    // A call just made (after a queen was placed): it starts.
    let entered = matches!(before, None | Some(Event::Visit(_)));
    if matches!(before, Some(Event::Visit(_))) {
        out.extend_from_slice(&["recurse", "call"]);
    }
    match last {
        None => return vec!["call"],
        Some(Event::Visit(col)) => {
            let from = match before {
                Some(Event::Backtrack(c)) => c + 1,
                _ => 0,
            };
            if entered {
                out.push("full");
            }
            tested(&mut out, from, *col);
            out.extend_from_slice(&["next", "test", "place"]);
        }
        Some(Event::Solution) => out.extend_from_slice(&["full", "solved"]),
        Some(Event::Backtrack(_)) | Some(Event::Exhausted) => {
            // The call below (or the first) ends its loop: the columns left all fail.
            let from = match before {
                Some(Event::Visit(_)) | None => Some(0),
                Some(Event::Backtrack(c)) => Some(c + 1),
                _ => None, // a solution returned at once
            };
            if let Some(from) = from {
                if entered {
                    out.push("full");
                }
                tested(&mut out, from, n);
                out.extend_from_slice(&["next", "fail"]);
            }
            if matches!(last, Some(Event::Backtrack(_))) {
                out.extend_from_slice(&["recurse", "backtrack"]);
            }
        }
    }
    out
}

/// Where the listing stands after the events shown: `variant` picks the listing.
pub fn state(
    n: u32,
    variant: Variant,
    view: &BoardView,
    last: Option<&Event<u32>>,
    before: Option<&Event<u32>>,
) -> CodeState {
    let cols = view.cols();
    let listing = match variant {
        Variant::Mark => "queens_mark",
        Variant::Check => "queens_check",
    };
    // The call the current line is in, and its column: after a backtrack the queen of its
    // row was just taken up; after a solution the call is place(n).
    let (row, col) = match last {
        None => (0, None),
        Some(Event::Visit(c)) => (cols.len() as u32 - 1, Some(*c)),
        Some(Event::Backtrack(c)) => (cols.len() as u32, Some(*c)),
        Some(Event::Solution) => (n, None),
        Some(Event::Exhausted) => (0, None),
    };
    let queens = cols.iter().map(|c| (c + 1).to_string());
    // As the listing counts: from 1.
    let one = |c: Option<u32>| Value::or_none(c.map(|c| Value::num(c + 1)));
    let frames = (0..=row)
        .map(|r| {
            let c = if r == row {
                col
            } else {
                cols.get(r as usize).copied()
            };
            CallFrame::new(format!("place({})", r + 1)).local("col", one(c))
        })
        .collect();
    let mut state = CodeState::new(listing, lines(n, last, before))
        .var("n", Value::num(n))
        .var("row", Value::num(row + 1))
        .var("col", one(col))
        .var("queen", Value::list(queens))
        .var("solutions", Value::num(view.found().len() as u32));
    if variant == Variant::Mark && row < n {
        // How many queens attack each square of this row: put_down's marks.
        let marks = (0..n).map(|c| {
            cols.iter()
                .take(row as usize)
                .enumerate()
                .filter(|&(r, &q)| q == c || q.abs_diff(c) == row - r as u32)
                .count()
                .to_string()
        });
        state = state.var("attacked[row]", Value::list(marks));
    }
    state.with_stack(row as usize + 1, frames)
}
