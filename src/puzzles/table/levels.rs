//! The search tree's levels, for the views that search depth first: at each depth (the root
//! at 0) the nodes the run entered, the dead ends among them, and the step it first reached
//! that depth. A run to the end of the tree counts the whole tree, as `searchlight tree
//! --exact` does.

use super::{replay, unless, Nothing, Table};
use crate::engine::{Dfs, Event, Problem};

/// The levels of `search`'s tree as far as it goes in `limit` steps.
pub fn levels<P: Problem>(mut search: Dfs<P>, limit: u64) -> Table {
    // Per depth: nodes entered, the step first reached, the step its count last grew.
    let mut nodes: Vec<(u64, u64, u64)> = vec![(1, 0, 0)];
    let mut depth = 0usize;
    let (steps, ended) = replay(
        &mut search,
        &mut Nothing,
        limit,
        |step, event, _| match event {
            Event::Visit(_) => {
                depth += 1;
                if nodes.len() <= depth {
                    nodes.push((0, step, step));
                }
                nodes[depth].0 += 1;
                nodes[depth].2 = step;
            }
            Event::Backtrack(_) => depth -= 1,
            Event::Solution | Event::Exhausted => {}
        },
    );
    let mut t = Table::new(&["depth", "nodes", "first"]);
    for (d, &(count, first, last)) in nodes.iter().enumerate() {
        // A level's count is final after its last visit when the run ended; else it is
        // known only as far as the run went.
        let known = if ended { last } else { steps };
        t.push_each(vec![
            ((d as u32).into(), 0),
            (count.into(), known),
            (first.into(), first),
        ]);
    }
    t.end(steps, unless(ended), ended);
    t
}
