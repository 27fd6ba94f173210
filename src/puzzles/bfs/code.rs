//! Breadth-first search as the lessons write it (a queue, white/gray/black vertices, the
//! distance and predecessor of each), shared by the knight graph's layers and word ladders,
//! and where that code stands after the events shown. The page's listings (www/views/bfs/code/bfs.js,
//! and ladder.js with the goal test) mark their lines:
//!
//! ```text
//!           from collections import deque
//! call      def bfs(s):
//! init          color[s] = GRAY; dist[s] = 0; queue = deque([s])
//! loop          while queue:
//! dequeue           u = queue.popleft()
//! nbr               for v in neighbours(u):
//! white                 if color[v] == WHITE:
//! discover                  color[v] = GRAY; dist[v] = dist[u] + 1; pred[v] = u
//! goal                      if v == goal: return path(v)      (ladders only)
//! enqueue                   queue.append(v)
//! finish            color[u] = BLACK
//! done          return None
//! ```

use crate::engine::{BfsEvent, BfsView, Colour, NONE};

use crate::puzzles::code::{CodeState, Value};

/// The lines the event `last` ran; `goal`: the listing has the goal test (ladders).
pub fn lines(last: Option<&BfsEvent>, goal: bool) -> Vec<&'static str> {
    let mut out = Vec::new();
    // The neighbours looked at and found seen already, before the one that mattered.
    let seen = |out: &mut Vec<&'static str>, k: u32| {
        for _ in 0..k {
            out.extend_from_slice(&["nbr", "white"]);
        }
    };
    match last {
        None => out.extend_from_slice(&["call", "init"]),
        Some(BfsEvent::Dequeue(_)) => out.extend_from_slice(&["loop", "dequeue"]),
        Some(BfsEvent::Discover { edges, .. }) => {
            seen(&mut out, edges.saturating_sub(1));
            out.extend_from_slice(&["nbr", "white", "discover"]);
            if goal {
                out.push("goal");
            }
            out.push("enqueue");
        }
        Some(BfsEvent::Found { edges, .. }) => {
            seen(&mut out, edges.saturating_sub(1));
            out.extend_from_slice(&["nbr", "white", "discover", "goal"]);
        }
        Some(BfsEvent::Finish { edges, .. }) => {
            seen(&mut out, *edges);
            out.extend_from_slice(&["nbr", "finish"]);
        }
        Some(BfsEvent::Exhausted) => out.extend_from_slice(&["loop", "done"]),
    }
    out
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::White => "WHITE",
        Colour::Gray => "GRAY",
        Colour::Black => "BLACK",
    }
}

/// Where the listing `listing` stands after the events shown, its vertices named by `name`.
pub fn state(
    listing: &'static str,
    view: &BfsView,
    last: Option<&BfsEvent>,
    name: &dyn Fn(u32) -> String,
) -> CodeState {
    let queue = view.reached().queue();
    let u = match last {
        Some(BfsEvent::Finish { vertex, .. }) => Some(*vertex),
        _ => view.current(),
    };
    let v = match last {
        Some(BfsEvent::Discover { vertex, .. } | BfsEvent::Found { vertex, .. }) => Some(*vertex),
        _ => None,
    };
    let dist = |x: u32| match view.reached().distances()[x as usize] {
        NONE => Value::None,
        d => Value::num(d),
    };
    let pred = |x: u32| match view.reached().predecessors()[x as usize] {
        NONE => Value::None,
        p => Value::text(name(p)),
    };
    let mut state = CodeState::new(listing, lines(last, listing == "ladder"))
        .var(
            "queue",
            Value::front(queue.len(), queue.iter().map(|&x| name(x))),
        )
        .var("u", Value::or_none(u.map(|x| Value::text(name(x)))));
    if let Some(u) = u {
        state = state
            .var(
                "color[u]",
                Value::text(colour(view.reached().colours()[u as usize])),
            )
            .var("dist[u]", dist(u));
    }
    state = state.var("v", Value::or_none(v.map(|x| Value::text(name(x)))));
    if let Some(v) = v {
        state = state
            .var(
                "color[v]",
                Value::text(colour(view.reached().colours()[v as usize])),
            )
            .var("dist[v]", dist(v))
            .var("pred[v]", pred(v));
    }
    state
}
