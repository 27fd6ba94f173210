//! DFS with discovery and finish times: a row per vertex (d, f, parent), then a row per
//! edge looked along with its class (tree, back, forward, cross), in the order met.

use crate::engine::{EdgeClass, ForestEvent, NONE};
use crate::puzzles::digraph::Digraph;
use crate::puzzles::table::{replay, unless, Cell, Nothing, Table};

/// The table of the DFS forest of `graph` (vertices in the graph's order).
pub fn digraph(graph: &Digraph, limit: u64) -> Table {
    let n = graph.len();
    let name = |v: u32| Cell::from(graph.name(v));
    // Per vertex: (d, step), (f, step), parent.
    let mut d = vec![None; n];
    let mut f = vec![None; n];
    let mut parent = vec![NONE; n];
    let mut edges: Vec<(u32, u32, EdgeClass, u64)> = Vec::new();
    let (steps, ended) = replay(
        &mut graph.traversal(),
        &mut Nothing,
        limit,
        |step, event, _| match *event {
            ForestEvent::Discover {
                vertex,
                parent: p,
                time,
            } => {
                d[vertex as usize] = Some((time, step));
                parent[vertex as usize] = p;
                if p != NONE {
                    edges.push((p, vertex, EdgeClass::Tree, step));
                }
            }
            ForestEvent::Finish { vertex, time } => f[vertex as usize] = Some((time, step)),
            ForestEvent::Edge { from, to, class } => edges.push((from, to, class, step)),
            ForestEvent::Root(_) | ForestEvent::Done => {}
        },
    );
    let mut t = Table::new(&["vertex", "d", "f", "parent", "from", "to", "class"]);
    let never = steps;
    for v in 0..n {
        let (dv, ds) = d[v].map_or((Cell::Empty, never), |(x, s)| (x.into(), s));
        let (fv, fs) = f[v].map_or((Cell::Empty, never), |(x, s)| (x.into(), s));
        let p = parent[v];
        let pv = if p == NONE { Cell::Empty } else { name(p) };
        t.push_each(vec![
            (name(v as u32), 0),
            (dv, ds),
            (fv, fs),
            (pv, ds),
            (Cell::Empty, 0),
            (Cell::Empty, 0),
            (Cell::Empty, 0),
        ]);
    }
    for (from, to, class, step) in edges {
        t.push_each(vec![
            (Cell::Empty, 0),
            (Cell::Empty, 0),
            (Cell::Empty, 0),
            (Cell::Empty, 0),
            (name(from), 0),
            (name(to), 0),
            (class.name().into(), step),
        ]);
    }
    t.end(steps, unless(ended), ended);
    t
}
