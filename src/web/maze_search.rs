//! A best-first search of the maze for the page (`algo=bfs|astar|greedy`): the engine's
//! search over `maze::MazeSpace` recorded to step both ways, the squares expanded in order,
//! the frontier, the route once found, and the same maze's figures for every search beside
//! it (so A*'s squares expanded stand beside BFS's for the same route length).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::maze::{read_options, shape};
use super::search::{Model, Page, Player};
use super::{bad, to_js};
use crate::engine::{BestFirst, BestFirstView, InformedEvent};
use crate::puzzles::maze::{self, Algo, Maze, MazeSpace, Searched};
use crate::puzzles::message::Message;

/// A best-first search from the start to the coin, stepped by the page (model
/// `maze-search`).
#[derive(Clone)]
pub(crate) struct MazeSearch {
    maze: Maze,
    algo: Algo,
    /// Every search run to its end on this maze, in `Algo::ALL`'s order.
    compared: Vec<Searched>,
}

impl Model for MazeSearch {
    type Search = BestFirst<MazeSpace>;
    type View = BestFirstView<u32>;
    fn start(&self) -> (Self::Search, Self::View) {
        (
            maze::search(&self.maze, self.algo),
            maze::search_view(&self.maze, self.algo),
        )
    }
}

impl Page for Player<MazeSearch> {
    fn offers(&self) -> &'static [&'static str] {
        &["shape", "compare"]
    }
    /// The frame at the cursor (`SearchFrame`).
    fn frame(&self) -> JsValue {
        let view = self.trace.view();
        let last = self.trace.last_event();
        let nodes = view.nodes();
        let mut order = vec![0u32; self.model.maze.len()];
        for (i, &node) in view.expanded().iter().enumerate() {
            order[nodes[node as usize].state as usize] = i as u32 + 1;
        }
        let shown = view.found().or(view.expanding());
        let child = match last {
            Some(
                &InformedEvent::Generate { node, .. }
                | &InformedEvent::Improve { node, .. }
                | &InformedEvent::Duplicate { node, .. },
            ) => Some(nodes[node as usize].state),
            _ => None,
        };
        let event = last.map(|e| match e {
            InformedEvent::Expand { .. } => "expand",
            InformedEvent::Generate { .. } => "generate",
            InformedEvent::Improve { .. } => "improve",
            InformedEvent::Duplicate { .. } => "duplicate",
            InformedEvent::Found { .. } => "found",
            InformedEvent::Exhausted | InformedEvent::Stopped => "exhausted",
        });
        let route = shown.map(|n| view.path_to(n)).unwrap_or_default();
        let c = view.counts();
        to_js(&SearchFrame {
            order,
            frontier: view.frontier().map(|n| nodes[n as usize].state).collect(),
            expanding: shown.map(|n| nodes[n as usize].state),
            child,
            route_length: view.found().map(|_| route.len() as u32 - 1),
            route,
            found: view.found().is_some(),
            event,
            steps: self.trace.steps() as f64,
            expanded: c.expanded as f64,
            reopened: c.reopened as f64,
            generated: c.generated as f64,
            frontier_size: c.frontier as f64,
            status: maze::search_status(&self.model.maze, view, last),
        })
    }
    fn bounded(&self) -> bool {
        self.trace.search().bounded()
    }
    fn extra(&mut self, name: &str, _: &JsValue) -> Option<Result<JsValue, JsValue>> {
        Some(Ok(match name {
            "shape" => self.shape(),
            "compare" => self.compare(),
            _ => return None,
        }))
    }
}

/// A search's figures on the maze, run to its end.
#[derive(Serialize, tsify::Tsify)]
struct SearchRow {
    #[tsify(type = "\"bfs\" | \"astar\" | \"greedy\"")]
    algo: &'static str,
    /// Expansions, a square expanded again counted again (as `reopened` says).
    expanded: f64,
    reopened: f64,
    generated: f64,
    /// The route's moves; null when the coin cannot be reached.
    route_length: Option<u32>,
}

/// The frame at the cursor.
#[derive(Serialize, tsify::Tsify)]
struct SearchFrame {
    /// Per square (row 0 first): 0 if not expanded yet, else its place in the order of
    /// expansion, from 1 (the last, if a square was expanded twice).
    order: Vec<u32>,
    /// The squares on the frontier, next first.
    frontier: Vec<u32>,
    /// The square being expanded (the coin once found); null before the first step.
    expanding: Option<u32>,
    /// The square the last step generated or met again.
    child: Option<u32>,
    /// Once found, the route start to coin; before, the way to the square being expanded.
    route: Vec<u32>,
    found: bool,
    #[tsify(
        type = "\"expand\" | \"generate\" | \"improve\" | \"duplicate\" | \"found\" | \"exhausted\" | undefined"
    )]
    event: Option<&'static str>,
    steps: f64,
    /// Expansions so far, a square reopened and expanded again counted each time.
    expanded: f64,
    /// Expanded squares put back on the frontier by a shorter way (greedy's alone).
    reopened: f64,
    generated: f64,
    frontier_size: f64,
    /// The route's moves once found.
    route_length: Option<u32>,
    status: Message,
}

impl MazeSearch {
    /// From the page's options object (`maze::options::OPTIONS`, `algo` bfs, astar or
    /// greedy); every value checked, a bad one a coded error. The walls option, the edits,
    /// start and coin shape the maze; the mouse's memory, run, changes and limit are not
    /// used.
    pub(crate) fn new(options: JsValue) -> Result<MazeSearch, JsValue> {
        let o = read_options(options)?;
        let Some(algo) = o.algo else {
            return Err(bad(Message::new("maze.search.not_mouse")));
        };
        let mut maze = o.maze;
        if !o.walls {
            maze.remove_walls();
        }
        let compared = Algo::ALL
            .iter()
            .map(|&a| maze::searched(&maze, a))
            .collect();
        Ok(MazeSearch {
            maze,
            algo,
            compared,
        })
    }
}

impl Player<MazeSearch> {
    /// Extra `shape` (`MazeShape`): `{rows, cols, east, south, start, coin, text, shortest,
    /// learned, limit}` (`shortest` BFS's route, `learned` empty, `limit` the squares).
    fn shape(&self) -> JsValue {
        let bfs = &self.model.compared[0];
        shape(
            &self.model.maze,
            bfs.route.as_deref(),
            &[],
            self.model.maze.len() as u64,
        )
    }

    /// Extra `compare` (`SearchRow[]`): every search's figures on this maze, run to its
    /// end: BFS, A*, greedy.
    fn compare(&self) -> JsValue {
        let rows: Vec<SearchRow> = self
            .model
            .compared
            .iter()
            .map(|s| SearchRow {
                algo: s.algo.name(),
                expanded: s.expanded as f64,
                reopened: s.reopened as f64,
                generated: s.generated as f64,
                route_length: s.length(),
            })
            .collect();
        to_js(&rows)
    }
}
