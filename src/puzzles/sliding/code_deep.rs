//! The depth-first family on the sliding puzzle as the page's listing writes it
//! (www/views/puzzle/code/puzzle_deep.js, Python: one listing for depth-bounded DFS,
//! iterative deepening and IDA*, which differ in the first bound, the measure held to it
//! and whether a next iteration comes), and where that code stands after the events shown:
//!
//! ```text
//!           import math
//!           visited = set()
//! call      def deepening(start):
//! init          bound = first_bound(start)
//! loop          while True:
//! iter              over = [math.inf]; path = [start]
//! root              if enter(start, 0, bound, path, over): return path
//! none              if over[0] == math.inf or not DEEPEN: return None
//! deepen            bound = over[0]
//! enter     def enter(s, g, bound, path, over):
//! mark          visited.add(s)
//! goal          if s == GOAL: return True
//! succ          for t in successors(s):
//! seen              if REMEMBER and t in (visited if DFS else path):
//! repeat                continue
//! measure           m = g + 1 + h(t) if IDA else len(path)
//! test              if m > bound:
//! prune                 over[0] = min(over[0], m); continue
//! push              path.append(t)
//! down              if enter(t, g + 1, bound, path, over): return True
//! pop               path.pop()
//! back          return False
//! ```

use super::{Position, Sliding};
use crate::engine::{DeepEvent, DeepView};
use crate::puzzles::code::{CodeState, Value};

/// The lines the event `last` ran, `before` the event shown before it; `depth`: the path's
/// length in moves after `last`. (Sokoban's IDA* listing follows the same control flow.)
pub fn lines<S>(
    last: Option<&DeepEvent<S>>,
    before: Option<&DeepEvent<S>>,
    depth: usize,
) -> Vec<&'static str> {
    let Some(last) = last else {
        return vec!["call", "init"];
    };
    // Where the code stood: just entered a state (its goal test comes next), back from a
    // child that found nothing (it leaves the path), back from the start (an iteration
    // over), or in the middle of the loop over successors.
    if matches!(last, DeepEvent::Stopped) {
        // The step bound met: the code stays where it was.
        return Vec::new();
    }
    let mut out: Vec<&'static str> = match before {
        Some(DeepEvent::Visit { .. }) if !matches!(last, DeepEvent::Found) => vec!["goal"],
        // A call that found nothing returns to the line that made it.
        Some(DeepEvent::Backtrack { depth: 1.., .. }) => vec!["down", "pop"],
        Some(DeepEvent::Backtrack { depth: 0, .. }) => vec!["root"],
        _ => Vec::new(),
    };
    let from_root = matches!(before, Some(DeepEvent::Backtrack { depth: 0, .. }));
    match last {
        DeepEvent::Iteration { .. } if from_root => out.extend(["none", "deepen", "loop", "iter"]),
        DeepEvent::Iteration { .. } => out.extend(["loop", "iter"]),
        DeepEvent::Visit { depth: 0, .. } => out.extend(["root", "enter", "mark"]),
        DeepEvent::Visit { .. } => out.extend([
            "succ", "seen", "measure", "test", "push", "down", "enter", "mark",
        ]),
        DeepEvent::Repeat { .. } => out.extend(["succ", "seen", "repeat"]),
        DeepEvent::Prune { .. } => out.extend(["succ", "seen", "measure", "test", "prune"]),
        DeepEvent::Backtrack { .. } => out.extend(["succ", "back"]),
        DeepEvent::Found if depth > 0 => out.extend(["goal", "down", "root"]),
        DeepEvent::Found => out.extend(["goal", "root"]),
        DeepEvent::Exhausted => out.push("none"),
        DeepEvent::Stopped => {}
    }
    out
}

/// A state as the listing's variables show it: "1 2 3 / 4 5 6 / 7 8 _".
fn shown(puzzle: &Sliding, p: &Position) -> String {
    super::code::shown(puzzle, p)
}

/// The variables a depth-first listing shows of its path: `bound`, `over[0]` (the least value
/// past the bound so far), `len(path)`, `s` (the path's end, as `shown` writes a state) and
/// its `g`, and `t`, the successor `last` did not enter (pruned or met again), or None.
/// Sokoban's IDA* listing shows the same.
pub fn path_vars<S: Copy + Eq>(
    state: CodeState,
    view: &DeepView<S>,
    last: Option<&DeepEvent<S>>,
    shown: impl Fn(&S) -> String,
) -> CodeState {
    let path = view.path();
    let end = path.last();
    let mut state = state
        .var("bound", Value::or_none(view.bound().map(Value::num)))
        .var("over[0]", Value::or_none(view.next_bound().map(Value::num)))
        .var("len(path)", Value::num(path.len() as f64))
        .var(
            "s",
            Value::or_none(end.map(|p| Value::text(shown(&p.state)))),
        );
    if let Some(p) = end {
        state = state.var("g", Value::num(p.g));
    }
    let t = match last {
        Some(DeepEvent::Prune { state, .. } | DeepEvent::Repeat { state }) => Some(state),
        _ => None,
    };
    state.var("t", Value::or_none(t.map(|t| Value::text(shown(t)))))
}

/// Where the listing stands after the events shown, `last` the last of them and `before`
/// the one before it.
pub fn state(
    puzzle: &Sliding,
    view: &DeepView<Position>,
    last: Option<&DeepEvent<Position>>,
    before: Option<&DeepEvent<Position>>,
    by_f: bool,
) -> CodeState {
    let path = view.path();
    let lines = lines(last, before, path.len().saturating_sub(1));
    let state = path_vars(CodeState::new("puzzle_deep", lines), view, last, |p| {
        shown(puzzle, p)
    });
    match last {
        Some(&DeepEvent::Prune { g, h, .. }) => state.var(
            "m",
            Value::num(if by_f { g + h } else { path.len() as u32 }),
        ),
        _ => state,
    }
}
