//! The status lines that say why: the squares of the row attacked and by which queen, or
//! marked, and why the search backs up.

use super::*;

/// The status line after the events shown, as a message for the page's catalogue: what
/// happened and why (which squares of the row were attacked, and by which queen, or why
/// the search backs up). Computed for the one frame shown, from the queens on the board.
pub fn status(
    n: u32,
    variant: Variant,
    view: &BoardView,
    last: Option<&Event<u32>>,
    nodes: u64,
) -> Message {
    match last {
        None => Message::new("queens.start").num("n", n),
        Some(Event::Visit(_)) => placed_status(n, variant, view.cols()),
        Some(Event::Backtrack(c)) => backtrack_status(n, view.cols(), *c),
        Some(Event::Solution) => Message::new("queens.solution")
            .count("k", view.found().len() as u64)
            .num("n", n),
        Some(Event::Exhausted) => {
            let found = view.found().len() as u64;
            Message::new("queens.done")
                .count("solutions", found)
                .num("n", n)
                .count("nodes", nodes)
                .count("examined", examined(n, nodes, found))
        }
    }
}

/// Column numbers as people count them, from 1, for a list parameter.
fn columns(cols: &[u32]) -> impl Iterator<Item = f64> + '_ {
    cols.iter().map(|&c| f64::from(c + 1))
}

/// Why the last queen of `cols` went where it did: the squares of its row to its left,
/// each attacked (by which queen and line, for check; marked, for mark) or tried already.
pub fn placed_status(n: u32, variant: Variant, cols: &[u32]) -> Message {
    let (&col, above) = cols.split_last().expect("a queen was placed");
    let row = above.len() as u32;
    let mut why: Vec<Message> = Vec::new();
    let (mut marked, mut tried) = (Vec::new(), Vec::new());
    for c in 0..col {
        match (attacker(above, row, c), variant) {
            (Some((by, line)), Variant::Check) => why.push(
                Message::new("queens.why.attacked_by")
                    .num("col", c + 1)
                    .num("by", by + 1)
                    .sub("line", line_message(line)),
            ),
            (Some(_), Variant::Mark) => marked.push(c),
            (None, Variant::Check) => why.push(
                Message::new("queens.why.tried")
                    .count("k", 1)
                    .list("cols", columns(&[c])),
            ),
            (None, Variant::Mark) => tried.push(c),
        }
    }
    if !marked.is_empty() {
        why.push(
            Message::new("queens.why.marked")
                .count("k", marked.len() as u64)
                .list("cols", columns(&marked)),
        );
    }
    if !tried.is_empty() {
        why.push(
            Message::new("queens.why.tried")
                .count("k", tried.len() as u64)
                .list("cols", columns(&tried)),
        );
    }
    let m = if why.is_empty() {
        Message::new("queens.why.free")
    } else {
        Message::new("queens.why.placed").list("why", why)
    };
    m.num("row", row + 1)
        .num("col", col + 1)
        .num("placed", row + 1)
        .num("n", n)
}

/// The line as the page says it ("diagonal").
fn line_message(line: Line) -> Message {
    Message::new(match line {
        Line::Column => "queens.line.column",
        Line::Diagonal => "queens.line.diagonal",
    })
}

/// Why the queen at column `col` of the row after `cols` is taken back: every queen placed
/// (a solution, and the search goes on for more), no free square in the next row, or every
/// free square there tried.
pub fn backtrack_status(n: u32, cols: &[u32], col: u32) -> Message {
    let row = cols.len() as u32;
    let at = |code| {
        Message::new(code)
            .num("row", row + 1)
            .num("col", col + 1)
            .num("next", row + 2)
    };
    if row + 1 == n {
        return at("queens.why.back_solution").num("n", n);
    }
    let mut with = cols.to_vec();
    with.push(col);
    let free: Vec<u32> = (0..n)
        .filter(|&c| attacker(&with, row + 1, c).is_none())
        .collect();
    // The queen backed to stands in the last column: no column after it is left to try.
    let last = col + 1 == n;
    if free.is_empty() {
        at(if last {
            "queens.why.back_none_last"
        } else {
            "queens.why.back_none"
        })
    } else {
        at(if last {
            "queens.why.back_all_last"
        } else {
            "queens.why.back_all"
        })
        .count("k", free.len() as u64)
        .list("free", columns(&free))
    }
}
