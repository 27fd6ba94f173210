//! The knight's tour as the lessons write it, a recursive `tour(path)` that tries the
//! squares `ordered` gives (the fixed order, Warnsdorff's fewest onward moves first, or the
//! most first), and where that code stands after the events shown: the lines each event
//! ran, `path`, `u` and the ordered moves with their onward counts, and one frame per call.
//! The page's listing (www/views/knight/code/knight.js) marks its lines with these labels:
//!
//! ```text
//! call      def tour(path):
//! full          if complete(path):
//! solved            return True
//! prune         if pruning and hopeless(path):
//! pruned            return False
//! head          u = path[-1]
//! next          for v in ordered(u, path):
//! visit             path.append(v)
//! recurse           if tour(path):
//! found                 return True
//! backtrack         path.pop()
//! fail          return False
//! ```

use super::*;
use crate::puzzles::code::{CallFrame, CodeState, Value, MAX_FRAMES, MAX_ITEMS};

/// The lines the event `last` ran, `before` being the event shown before it.
pub fn lines(
    spec: TourSpec,
    view: &TourView,
    last: Option<&Event<Cell>>,
    before: Option<&Event<Cell>>,
) -> Vec<&'static str> {
    // Entering a call (the one just made, or the first): its checks, then either its end
    // or the loop's first move.
    let entered = |mut out: Vec<&'static str>, tail: &[&'static str]| {
        out.extend_from_slice(&["full", "prune"]);
        out.extend_from_slice(tail);
        out
    };
    let into = match before {
        Some(Event::Visit(_)) => vec!["recurse", "call"],
        _ => Vec::new(),
    };
    let fresh = matches!(before, None | Some(Event::Visit(_)));
    match last {
        None => vec!["call"],
        Some(Event::Visit(_)) if fresh => entered(into, &["head", "next", "visit"]),
        Some(Event::Visit(_)) => vec!["next", "visit"],
        Some(Event::Solution) => {
            let mut out = into;
            out.extend_from_slice(&["full", "solved"]);
            out
        }
        Some(Event::Backtrack(cell)) => {
            let mut out = if fresh {
                // The call just made ends at once: pruned, or no move from its square.
                let mut path = view.path().to_vec();
                path.push(view.cells.square(*cell));
                entered(into, &end_of_call(spec, &path))
            } else {
                vec!["next", "fail"]
            };
            out.extend_from_slice(&["recurse", "backtrack"]);
            out
        }
        Some(Event::Exhausted) if fresh => entered(into, &end_of_call(spec, view.path())),
        Some(Event::Exhausted) => vec!["next", "fail"],
    }
}

/// How a call on `path` that makes no move ends: refused by pruning, or its loop empty.
fn end_of_call(spec: TourSpec, path: &[Square]) -> [&'static str; 3] {
    let problem = spec.problem();
    let state = problem.root_with(&path[1..]);
    if spec.prune && problem.pruned(&state).is_some() {
        ["pruned", "", ""]
    } else {
        ["head", "next", "fail"]
    }
}

/// Where the listing stands after the events shown.
pub fn state(
    spec: TourSpec,
    view: &TourView,
    last: Option<&Event<Cell>>,
    before: Option<&Event<Cell>>,
) -> CodeState {
    let board = spec.board;
    let mut lines = lines(spec, view, last, before);
    lines.retain(|l| !l.is_empty());
    let problem = spec.problem();
    let path = view.path();
    let ranked = problem.ranked(&problem.root_with(&path[1..]));
    let ordered = ranked.iter().map(|r| match spec.strategy {
        Strategy::Dfs => board.name(r.square),
        _ => format!("{} {}", board.name(r.square), r.onward),
    });
    let from = path.len().saturating_sub(MAX_FRAMES);
    let frames = path
        .iter()
        .enumerate()
        .skip(from)
        .map(|(k, &u)| {
            CallFrame::new(format!("tour({})", board.name(u)))
                .local("u", Value::text(board.name(u)))
                .local(
                    "v",
                    Value::or_none(path.get(k + 1).map(|&v| Value::text(board.name(v)))),
                )
        })
        .collect();
    CodeState::new("knight", lines)
        .var("limit", Value::num(board.len()))
        .var(
            "path",
            Value::tail(
                path.len(),
                path[path.len().saturating_sub(MAX_ITEMS)..]
                    .iter()
                    .map(|&s| board.name(s)),
            ),
        )
        .var("u", Value::text(board.name(view.head())))
        .var("ordered", Value::list(ordered))
        .with_stack(path.len(), frames)
}
