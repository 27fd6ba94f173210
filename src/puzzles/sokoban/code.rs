//! Best-first search on a Sokoban level as the page's listing writes it
//! (www/views/sokoban/code/sokoban.js, Python), and where that code stands after the events
//! shown:
//!
//! ```text
//!           import heapq
//! call      def best_first(start):
//! init          g = {start: 0}; parent = {start: None}; closed = set(); pruned = 0
//! start         frontier = [(key(0, h(start)), 0, 0, start)]; n = 1
//! loop          while frontier:
//! pop               _, _, gs, s = heapq.heappop(frontier)
//!                   if s in closed or gs != g[s]: continue
//! goal              if solved(s): return path(parent, s), pruned
//! close             closed.add(s)
//! succ              for t, box in successors(s):
//! prune_if              if PRUNE and deadlock(t, box):
//! prune                     pruned += 1; continue
//! seen                  if REMEMBER and t in g and g[s] + 1 >= g[t]:
//! dup                       continue
//! reopen                closed.discard(t)
//! record                g[t] = g[s] + 1; parent[t] = s
//! gen_goal              if FIFO and solved(t): return path(parent, t), pruned
//! push                  heapq.heappush(frontier, (key(g[t], h(t)), n, g[t], t)); n += 1
//! done          return None, pruned
//! ```

use super::view::{SokobanEvent, SokobanView};
use crate::engine::InformedEvent;
use crate::puzzles::code::{CodeState, Value};

/// The lines the event `last` ran; `fifo`: breadth-first, whose goal test is on generation;
/// `goal`: the state the event generated is solved (breadth-first then returns before it
/// pushes it).
pub fn lines(last: Option<&SokobanEvent>, fifo: bool, goal: bool) -> Vec<&'static str> {
    let generated: &[&'static str] = if fifo && goal {
        &["succ", "prune_if", "seen", "reopen", "record", "gen_goal"]
    } else if fifo {
        &[
            "succ", "prune_if", "seen", "reopen", "record", "gen_goal", "push",
        ]
    } else {
        &["succ", "prune_if", "seen", "reopen", "record", "push"]
    };
    let Some(last) = last else {
        return vec!["call", "init", "start"];
    };
    let e = match last {
        SokobanEvent::Pruned { .. } => return vec!["succ", "prune_if", "prune"],
        SokobanEvent::Search(e) => e,
    };
    match e {
        InformedEvent::Expand { .. } => vec!["loop", "pop", "goal", "close"],
        InformedEvent::Generate { .. } | InformedEvent::Improve { .. } => generated.to_vec(),
        InformedEvent::Duplicate { .. } => vec!["succ", "prune_if", "seen", "dup"],
        InformedEvent::Found {
            node: 0,
            generated: true,
            ..
        } => vec!["loop", "pop", "goal"],
        InformedEvent::Found {
            generated: true, ..
        } => vec!["gen_goal"],
        InformedEvent::Found { .. } => vec!["loop", "pop", "goal"],
        InformedEvent::Exhausted => vec!["loop", "done"],
        InformedEvent::Stopped => vec!["loop"],
    }
}

/// Where the listing stands after the events shown: its lines, and `len(frontier)`,
/// `len(closed)`, `pruned`, `s` (the node expanded), `g[s]` and `h(s)`.
pub fn state(view: &SokobanView, last: Option<&SokobanEvent>) -> CodeState {
    let v = view.search();
    let nodes = v.nodes();
    let fifo = v.order() == crate::engine::Order::Breadth;
    let generated_goal = match last {
        Some(SokobanEvent::Search(InformedEvent::Generate { node, .. })) => {
            v.found().is_none() && fifo && {
                // Breadth-first search's goal test on generation: every box on a goal.
                let s = &nodes[*node as usize].state;
                view.is_solved(s)
            }
        }
        _ => false,
    };
    let s = match last {
        Some(SokobanEvent::Search(InformedEvent::Found { node, .. })) => Some(*node),
        _ => v.expanding(),
    };
    let c = view.counts();
    let mut state = CodeState::new("sokoban", lines(last, fifo, generated_goal))
        .var("len(frontier)", Value::num(c.frontier as f64))
        .var("len(closed)", Value::num(c.closed as f64))
        .var("pruned", Value::num(c.pruned as f64))
        .var(
            "s",
            Value::or_none(s.map(|n| Value::text(format!("node {n}")))),
        );
    if let Some(n) = s {
        let x = &nodes[n as usize];
        state = state
            .var("g[s]", Value::num(x.g))
            .var("h(s)", Value::num(x.h));
    }
    state
}
