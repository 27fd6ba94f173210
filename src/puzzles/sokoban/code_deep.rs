//! IDA* on a Sokoban level as the page's listing writes it
//! (www/views/sokoban/code/sokoban_deep.js, Python), and where that code stands after the
//! events shown. Its control flow is the sliding puzzle's depth-first listing's
//! ([`crate::puzzles::sliding::code_deep::lines`]) with deadlock pruning at the head of
//! the loop over successors, and no set of states visited (IDA* checks its path only):
//!
//! ```text
//!           import math
//!           pruned = [0]
//! call      def ida_star(start):
//! init          bound = h(start)
//! loop          while True:
//! iter              over = [math.inf]; path = [start]
//! root              if enter(start, 0, bound, path, over): return path
//! none              if over[0] == math.inf: return None
//! deepen            bound = over[0]
//! enter     def enter(s, g, bound, path, over):
//! goal          if solved(s): return True
//! succ          for t, box in successors(s):
//! prune_if          if PRUNE and deadlock(t, box):
//!                       pruned[0] += 1; continue
//! seen              if REMEMBER and t in path:
//! repeat                continue
//! measure           f = g + 1 + h(t)
//! test              if f > bound:
//! prune                 over[0] = min(over[0], f); continue
//! push              path.append(t)
//! down              if enter(t, g + 1, bound, path, over): return True
//! pop               path.pop()
//! back          return False
//! ```
//!
//! The search discards a dead push without a step of its own (the page counts them as a
//! state is entered), so the line counting it is never the one lit.

use super::{Level, State};
use crate::engine::{DeepEvent, DeepView};
use crate::puzzles::code::{CodeState, Value};
use crate::puzzles::sliding::code_deep;

/// The lines the event `last` ran, `before` the event shown before it; `depth`: the path's
/// length after `last`.
pub fn lines(
    last: Option<&DeepEvent<State>>,
    before: Option<&DeepEvent<State>>,
    depth: usize,
) -> Vec<&'static str> {
    let flow = code_deep::lines(last, before, depth);
    let mut out = Vec::with_capacity(flow.len() + 1);
    for (i, &label) in flow.iter().enumerate() {
        // No set of states visited to add to.
        if label == "mark" {
            continue;
        }
        out.push(label);
        // A successor looked at is tested for a deadlock first.
        if label == "succ" && flow.get(i + 1) == Some(&"seen") {
            out.push("prune_if");
        }
    }
    out
}

/// A state as the listing's variables show it: its boxes' squares ("c3 d4").
fn shown(level: &Level, s: &State) -> String {
    s.boxes
        .iter()
        .map(|b| level.name(b))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where the listing stands after the events shown, `last` the last of them and `before`
/// the one before it: its lines, the path's variables ([`code_deep::path_vars`]) and, for a
/// successor past the bound, its `f`.
pub fn state(
    level: &Level,
    view: &DeepView<State>,
    last: Option<&DeepEvent<State>>,
    before: Option<&DeepEvent<State>>,
) -> CodeState {
    let lines = lines(last, before, view.path().len().saturating_sub(1));
    let state = code_deep::path_vars(CodeState::new("sokoban_deep", lines), view, last, |s| {
        shown(level, s)
    });
    match last {
        Some(&DeepEvent::Prune { g, h, .. }) => state.var("f", Value::num(g + h)),
        _ => state,
    }
}
