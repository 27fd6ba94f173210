//! Sokoban's trace table (the page's export, the CLI's `--table`): a row per state taken off
//! the frontier of the best-first search, in order (the solved state last, when found), with
//! its node, parent, `g`, `h`, `f = g + h`, its boxes and the keeper's square (by pushes,
//! the lowest square of his region, as the state holds it). Each row is known from the step
//! that took its state off the frontier. IDA* has no table (the page does not step it).

use super::solve::Search;
use super::view::{SokobanEvent, SokobanView, Stepped};
use super::Level;
use crate::engine::{InformedEvent, NO_NODE};
use crate::puzzles::table::{replay, unless, Stop, Table};

/// The table of `search` on `level`, the search keeping at most `states` states, within
/// `max_steps` steps; None for IDA* (no best-first search).
pub fn table(level: &Level, search: Search, states: usize, max_steps: u64) -> Option<Table> {
    let best = search.best_first(level, states)?;
    let mut view = SokobanView::new(best.space(), best.order());
    let mut stepped = Stepped::new(best);
    let mut t = Table::new(&[
        "expanded", "node", "parent", "g", "h", "f", "boxes", "keeper", "step",
    ]);
    let mut k = 0u32;
    let (steps, ended) = replay(&mut stepped, &mut view, max_steps, |step, event, view| {
        let node = match *event {
            SokobanEvent::Search(InformedEvent::Expand { node, .. })
            | SokobanEvent::Search(InformedEvent::Found { node, .. }) => node,
            _ => return,
        };
        let n = &view.search().nodes()[node as usize];
        k += 1;
        let parent = (n.parent != NO_NODE).then_some(n.parent);
        let boxes: Vec<String> = n.state.boxes.iter().map(|sq| level.name(sq)).collect();
        t.push(
            step,
            vec![
                k.into(),
                node.into(),
                parent.into(),
                n.g.into(),
                n.h.into(),
                (n.g + n.h).into(),
                boxes.join(" ").into(),
                level.name(n.state.player).into(),
                step.into(),
            ],
        );
    });
    let stopped = if stepped.bounded() {
        Some(Stop::Nodes)
    } else {
        unless(ended)
    };
    t.end(steps, stopped, stepped.search().found().is_some());
    Some(t)
}
