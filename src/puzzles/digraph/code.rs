//! Depth-first search with times as the lessons write it (CLRS's DFS and DFS-VISIT in
//! Python): an outer loop over the vertices in order that starts a tree at each white one,
//! and a recursive `dfs_visit(G, u)` that stamps `d[u]`, looks along each edge and classes
//! it, and stamps `f[u]`. Where that code stands after the events shown: the lines each
//! event ran (from the event and the one before it), `time`, `u`, `v`, `color`, `d`, `f`
//! and `kind` as Python would print them, and one frame per call of `dfs_visit` on the
//! stack: the gray vertices, outermost first, and, while its last line runs, the vertex
//! just finished. The page's listing (www/views/dfs/code/dfs.js) marks its lines with these labels:
//!
//! ```text
//! dfs       def dfs(G):
//!               global color, d, f, kind, time
//! init          color = {u: WHITE for u in G.vertices}
//! clock         d, f, kind, time = {}, {}, {}, 0
//! vertices      for u in G.vertices:
//! white             if color[u] == WHITE:
//! root                  dfs_visit(G, u)
//! done          return d, f
//! call      def dfs_visit(G, u):
//!               global time
//! discover      time += 1; d[u] = time
//! gray          color[u] = GRAY
//! adj           for v in G.adj[u]:
//! white_v           if color[v] == WHITE:
//! tree                  kind[u, v] = TREE
//! recurse               dfs_visit(G, v)
//! gray_v            elif color[v] == GRAY:
//! back                  kind[u, v] = BACK
//! later             elif d[u] < d[v]:
//! forward               kind[u, v] = FORWARD
//! else              else:
//! cross                 kind[u, v] = CROSS
//! black         color[u] = BLACK
//! finish        time += 1; f[u] = time
//! ```

use super::Digraph;
use crate::engine::{Colour, EdgeClass, ForestEvent, ForestView, NONE};
use crate::puzzles::code::{CallFrame, CodeState, Value, MAX_ITEMS};

/// The lines the event `last` ran, `before` being the event shown before it and `view`
/// the forest after `last`.
pub fn lines(
    g: &Digraph,
    view: &ForestView,
    last: Option<&ForestEvent>,
    before: Option<&ForestEvent>,
) -> Vec<&'static str> {
    // After a finish, the call that finished returns to the line that made it: the call in
    // the outer loop for a root, else the recursive call in its parent's loop.
    let returned = matches!(before, Some(ForestEvent::Finish { .. }));
    let mut out = Vec::new();
    // The outer loop, from the vertex after the last root up to `to` (exclusive): every
    // vertex it passes is no longer white.
    let skip = |out: &mut Vec<&'static str>, from: usize, to: usize| {
        for _ in from..to {
            out.extend_from_slice(&["vertices", "white"]);
        }
    };
    match last {
        None => return vec!["dfs", "init", "clock"],
        Some(ForestEvent::Root(r)) => {
            let roots = view.forest().roots();
            let from = match roots.len().checked_sub(2) {
                Some(i) => roots[i] as usize + 1,
                None => 0,
            };
            if returned {
                out.push("root");
            }
            skip(&mut out, from, *r as usize);
            out.extend_from_slice(&["vertices", "white", "root"]);
        }
        Some(ForestEvent::Done) => {
            let from = view.forest().roots().last().map_or(0, |&r| r as usize + 1);
            if returned {
                out.push("root");
            }
            skip(&mut out, from, g.len());
            out.extend_from_slice(&["vertices", "done"]);
        }
        Some(ForestEvent::Discover { parent, .. }) if *parent == NONE => {
            out.extend_from_slice(&["call", "discover", "gray"]);
        }
        Some(event) => {
            if returned {
                out.push("recurse");
            }
            out.push("adj");
            match event {
                ForestEvent::Discover { .. } => out
                    .extend_from_slice(&["white_v", "tree", "recurse", "call", "discover", "gray"]),
                ForestEvent::Edge { class, .. } => out.extend_from_slice(match class {
                    EdgeClass::Back => &["white_v", "gray_v", "back"],
                    EdgeClass::Forward => &["white_v", "gray_v", "later", "forward"],
                    EdgeClass::Cross => &["white_v", "gray_v", "later", "else", "cross"],
                    // Tree edges come as the discovery of their end.
                    EdgeClass::Tree => &["white_v", "tree"],
                }),
                _ => out.extend_from_slice(&["black", "finish"]),
            }
        }
    }
    out
}

/// A dict as Python prints it, keeping its last [`MAX_ITEMS`] entries (the first ones cut
/// say so with `…`).
pub fn dict(entries: impl IntoIterator<Item = (String, String)>) -> Value {
    let all: Vec<String> = entries
        .into_iter()
        .map(|(k, v)| format!("{k}: {v}"))
        .collect();
    let cut = all.len().saturating_sub(MAX_ITEMS);
    let mut shown: Vec<&str> = all[cut..].iter().map(String::as_str).collect();
    if cut > 0 {
        shown.insert(0, "…");
    }
    Value::text(format!("{{{}}}", shown.join(", ")))
}

/// A colour as the listing names it.
pub fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::White => "WHITE",
        Colour::Gray => "GRAY",
        Colour::Black => "BLACK",
    }
}

/// An edge class as the listing names it.
pub fn class_name(c: EdgeClass) -> &'static str {
    match c {
        EdgeClass::Tree => "TREE",
        EdgeClass::Back => "BACK",
        EdgeClass::Forward => "FORWARD",
        EdgeClass::Cross => "CROSS",
    }
}

/// The calls of `dfs_visit` on the stack after `last`, outermost first: the gray vertices
/// in the order they were discovered, and the vertex `last` finished (its call is on its
/// last line).
fn calls(view: &ForestView, last: Option<&ForestEvent>) -> Vec<u32> {
    let mut gray: Vec<u32> = (0..view.forest().colours().len() as u32)
        .filter(|&v| view.forest().colours()[v as usize] == Colour::Gray)
        .collect();
    gray.sort_by_key(|&v| view.forest().discovered()[v as usize]);
    if let Some(ForestEvent::Finish { vertex, .. }) = last {
        gray.push(*vertex);
    }
    gray
}

/// Where the listing stands after the events shown.
pub fn state(
    g: &Digraph,
    view: &ForestView,
    last: Option<&ForestEvent>,
    before: Option<&ForestEvent>,
) -> CodeState {
    let name = |v: u32| g.name(v).to_string();
    let calls = calls(view, last);
    // The `v` of the deepest call: the neighbour it just looked along (none yet in a call
    // just made); a finished call's `v` is the last of its neighbours, as Python leaves it.
    let deepest_v = match last {
        Some(ForestEvent::Edge { to, .. }) => Some(*to),
        Some(ForestEvent::Finish { vertex, .. }) => {
            let mut adj = Vec::new();
            crate::engine::Graph::neighbours(g, *vertex, &mut adj);
            adj.last().copied()
        }
        _ => None,
    };
    let frames: Vec<CallFrame> = calls
        .iter()
        .enumerate()
        .map(|(k, &u)| {
            let v = match calls.get(k + 1) {
                Some(&child) => Some(child),
                None => deepest_v,
            };
            CallFrame::new(format!("dfs_visit(G, {})", name(u)))
                .local("u", Value::text(name(u)))
                .local("v", Value::or_none(v.map(|v| Value::text(name(v)))))
        })
        .collect();
    // Outside every call, `u` is the outer loop's: the root just met, or after the loop
    // the last vertex.
    let u = match (calls.last(), last) {
        (Some(&u), _) => Some(u),
        (None, Some(ForestEvent::Done)) => Some(g.len() as u32 - 1),
        (None, Some(_)) => view.forest().roots().last().copied(),
        (None, None) => None,
    };
    let v = if calls.is_empty() { None } else { deepest_v };
    let mut by_d: Vec<u32> = (0..g.len() as u32)
        .filter(|&v| view.forest().discovered()[v as usize] > 0)
        .collect();
    by_d.sort_by_key(|&v| view.forest().discovered()[v as usize]);
    let mut by_f: Vec<u32> = (0..g.len() as u32)
        .filter(|&v| view.forest().finished()[v as usize] > 0)
        .collect();
    by_f.sort_by_key(|&v| view.forest().finished()[v as usize]);
    let time = view
        .forest()
        .discovered()
        .iter()
        .chain(view.forest().finished())
        .copied()
        .max()
        .unwrap_or(0);
    let mut lines = lines(g, view, last, before);
    lines.retain(|l| !l.is_empty());
    CodeState::new("dfs", lines)
        .var("time", Value::num(time))
        .var("u", Value::or_none(u.map(|u| Value::text(name(u)))))
        .var("v", Value::or_none(v.map(|v| Value::text(name(v)))))
        .var(
            "color",
            Value::text(format!(
                "{{{}}}",
                (0..g.len() as u32)
                    .map(|v| format!(
                        "{}: {}",
                        name(v),
                        colour_name(view.forest().colours()[v as usize])
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        )
        .var(
            "d",
            dict(
                by_d.iter()
                    .map(|&v| (name(v), view.forest().discovered()[v as usize].to_string())),
            ),
        )
        .var(
            "f",
            dict(
                by_f.iter()
                    .map(|&v| (name(v), view.forest().finished()[v as usize].to_string())),
            ),
        )
        .var(
            "kind",
            dict(view.forest().edges().iter().map(|&(a, b, c)| {
                (
                    format!("({}, {})", name(a), name(b)),
                    class_name(c).to_string(),
                )
            })),
        )
        .with_stack(calls.len(), frames)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_dicts_keep_their_last_entries() {
        let v = dict((0..20).map(|i| (format!("v{i}"), i.to_string())));
        let Value::Text(t) = v else { panic!() };
        assert!(t.starts_with("{…, v4: 4,"), "{t}");
        assert!(t.ends_with("v19: 19}"), "{t}");
        assert_eq!(dict([]), Value::text("{}"));
    }
}
