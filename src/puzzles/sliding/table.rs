//! The sliding puzzle's trace table (the page's export, the CLI's `--table`): for a
//! best-first search, a row per state taken off the frontier, in order (the goal last, when
//! found); for the depth-first family, a row per state entered. Each row's cells are known
//! from the step that took or entered it.

use super::solve::Algo;
use super::status::{key_moves, order};
use super::{Heuristic, Position, Sliding};
use crate::engine::{
    BestFirst, BestFirstView, DeepEvent, DeepSearch, DeepView, Deepening, InformedEvent, NO_NODE,
};
use crate::puzzles::table::{replay, unless, Cell, Stop, Table};

/// What to run.
#[derive(Clone, Copy, Debug)]
pub struct Run {
    pub algo: Algo,
    pub heuristic: Heuristic,
    /// Weighted A*'s `w` in tenths.
    pub weight: u32,
    pub memory: bool,
    /// DFS's depth bound.
    pub depth: u32,
    /// The most nodes kept (best-first) or steps taken (depth-first).
    pub limit: u64,
}

/// The table of `run` on `puzzle` from `start`, within `max_steps` steps.
pub fn table(puzzle: &Sliding, start: Position, run: Run, max_steps: u64) -> Table {
    let mut t = if matches!(run.algo, Algo::Dfs | Algo::Ids | Algo::IdaStar) {
        deep(puzzle, start, run, max_steps)
    } else {
        best(puzzle, start, run, max_steps)
    };
    t.goal = Some(puzzle.text(&puzzle.goal()));
    t
}

fn best(puzzle: &Sliding, start: Position, run: Run, max_steps: u64) -> Table {
    let o = order(run.algo, run.heuristic, run.weight);
    let mut search = BestFirst::new(
        puzzle.clone(),
        start,
        o,
        run.algo.repeats(run.memory),
        run.limit as usize,
    );
    let mut view = BestFirstView::new(o, start, puzzle.estimate_of(&start));
    let mut t = Table::new(&["expanded", "node", "parent", "g", "h", "f", "tiles", "step"]);
    let mut k = 0u32;
    let (steps, ended) = replay(&mut search, &mut view, max_steps, |step, event, view| {
        let node = match *event {
            InformedEvent::Expand { node, .. } => node,
            InformedEvent::Found { node, .. } => node,
            _ => return,
        };
        let n = &view.nodes()[node as usize];
        k += 1;
        let parent = (n.parent != NO_NODE).then_some(n.parent);
        t.push(
            step,
            vec![
                k.into(),
                node.into(),
                parent.into(),
                n.g.into(),
                n.h.into(),
                Cell::Text(format!("{}", key_moves(o, n.g, n.h))),
                puzzle.text(&n.state).into(),
                step.into(),
            ],
        );
    });
    let stopped = if search.bounded() {
        Some(Stop::Nodes)
    } else {
        unless(ended)
    };
    t.end(steps, stopped, search.found().is_some());
    t
}

fn deep(puzzle: &Sliding, start: Position, run: Run, max_steps: u64) -> Table {
    let mode = match run.algo {
        Algo::Dfs => Deepening::Depth(run.depth),
        Algo::Ids => Deepening::Iterative,
        _ => Deepening::IdaStar,
    };
    let mut search = DeepSearch::new(
        puzzle.clone(),
        start,
        mode,
        run.algo.repeats(run.memory),
        run.limit,
    );
    let mut view = DeepView::new(mode == Deepening::IdaStar);
    let mut t = Table::new(&["entered", "iteration", "depth", "g", "h", "tiles", "step"]);
    let mut k = 0u32;
    let (steps, ended) = replay(&mut search, &mut view, max_steps, |step, event, view| {
        if let DeepEvent::Visit {
            state, g, h, depth, ..
        } = *event
        {
            k += 1;
            t.push(
                step,
                vec![
                    k.into(),
                    view.counts().iterations.into(),
                    depth.into(),
                    g.into(),
                    h.into(),
                    puzzle.text(&state).into(),
                    step.into(),
                ],
            );
        }
    });
    let stopped = if search.bounded() {
        Some(Stop::Limit)
    } else {
        unless(ended)
    };
    t.end(steps, stopped, search.found());
    t
}
