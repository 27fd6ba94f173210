//! The sliding puzzle for the page: a best-first search (BFS, greedy, A*, weighted A*) of a
//! position, recorded to step both ways, with its frontier as a priority queue, its closed
//! set, and the solution with the estimate beside the true distance along it.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::predict::after;
use super::search::{Model, Page, Player};
use super::{args, error, to_js};
use crate::engine::{BestFirstView, InformedEvent};
use crate::puzzles::code::CodeState;
use crate::puzzles::message::Message;
use crate::puzzles::predict::{Question, Verdict};
use crate::puzzles::sliding::options::{self, PuzzleOptions};
use crate::puzzles::sliding::status::{self, key_moves, order, tile_slid, Run};
use crate::puzzles::sliding::{predict, Position, Sliding};

/// The frontier's first entries sent with a frame (the rest are counted).
const FRONTIER_SHOWN: usize = 12;

/// A sliding puzzle searched step by step (model `puzzle`, best-first), and what its
/// depth-first model (`puzzle-deep`) is built from too: the page's options read and the
/// puzzle with its estimate ready.
#[derive(Clone)]
pub(crate) struct SlidingPuzzle {
    pub(super) options: PuzzleOptions,
    pub(super) puzzle: Sliding,
}

impl Model for SlidingPuzzle {
    type Search = Run;
    type View = BestFirstView<Position>;
    fn start(&self) -> (Run, BestFirstView<Position>) {
        let (o, puzzle) = (&self.options, &self.puzzle);
        let start = o.start.position();
        let view = BestFirstView::new(
            order(o.algo, o.heuristic, o.weight),
            start,
            puzzle.estimate_of(&start),
        );
        (Run::of(o, puzzle), view)
    }
}

impl SlidingPuzzle {
    /// What both sliding models offer: "Your turn", the listing, the table and the extras
    /// of [`SlidingPuzzle::extra`].
    pub(super) const OFFERS: &'static [&'static str] =
        &["question", "answer", "code", "table", "board", "slide"];

    /// The trace table of the run the options name, best-first or depth-first.
    pub(super) fn table(&self) -> JsValue {
        let o = &self.options;
        let run = crate::puzzles::sliding::table::Run {
            algo: o.algo,
            heuristic: o.heuristic,
            weight: o.weight,
            memory: o.memory,
            depth: o.depth,
            limit: o.limit,
        };
        to_js(&crate::puzzles::sliding::table::table(
            &self.puzzle,
            o.start.position(),
            run,
            crate::puzzles::table::MAX_STEPS,
        ))
    }

    /// Either model's extras, `shown` the state its board shows. Extra `board`
    /// (`PuzzleBoard`): the puzzle, `{side, start, goal, text, algo, heuristic, admissible,
    /// consistent, optimal, memory, solvable, korf}`. Extra `slide`: `shown` with the tile
    /// in cell `arg` (row-major, from 0, checked against the board) slid into the blank, as
    /// the `tiles` option writes it: the position a click makes the one searched; null when
    /// that tile is not beside the blank.
    pub(super) fn extra(
        &self,
        shown: &Position,
        name: &str,
        arg: &JsValue,
    ) -> Option<Result<JsValue, JsValue>> {
        match name {
            "board" => Some(Ok(to_js(&board(&self.options)))),
            "slide" => Some(self.slid(shown, arg).map(|s| to_js(&s))),
            _ => None,
        }
    }

    fn slid(&self, shown: &Position, cell: &JsValue) -> Result<Option<String>, JsValue> {
        let side = usize::from(self.options.side);
        let cell = args::index(cell, "cell", side * side)? as usize;
        Ok(self.puzzle.slide(shown, cell).map(|p| self.puzzle.text(&p)))
    }
}

impl Page for Player<SlidingPuzzle> {
    fn offers(&self) -> &'static [&'static str] {
        SlidingPuzzle::OFFERS
    }
    /// The frame at the cursor (`PuzzleFrame`).
    fn frame(&self) -> JsValue {
        let view = self.trace.view();
        let last = self.trace.last_event();
        let current = self.shown();
        let nodes = view.nodes();
        let path_states = view.path_to(current);
        let path = path_states
            .windows(2)
            .map(|w| tile_slid(&w[0], &w[1]))
            .collect();
        let (child, child_tile) = match last {
            Some(
                &InformedEvent::Generate { node, parent, .. }
                | &InformedEvent::Improve { node, parent, .. }
                | &InformedEvent::Duplicate { node, parent, .. },
            ) => (
                Some(self.state(node)),
                tile_slid(&nodes[parent as usize].state, &nodes[node as usize].state),
            ),
            _ => (None, 0),
        };
        let event = last.map(|e| match e {
            InformedEvent::Expand { .. } => "expand",
            InformedEvent::Generate { .. } => "generate",
            InformedEvent::Improve { reopened: true, .. } => "reopen",
            InformedEvent::Improve { .. } => "improve",
            InformedEvent::Duplicate { .. } => "duplicate",
            InformedEvent::Found { .. } => "found",
            InformedEvent::Exhausted => "exhausted",
            InformedEvent::Stopped => "stopped",
        });
        let solution = view.found().map(|goal| {
            let states = view.path_to(goal);
            let len = states.len() as u32 - 1;
            states
                .iter()
                .enumerate()
                .map(|(i, s)| Along {
                    h: self.model.puzzle.estimate_of(s),
                    left: len - i as u32,
                    tile: if i == 0 {
                        0
                    } else {
                        tile_slid(&states[i - 1], s)
                    },
                })
                .collect()
        });
        let c = view.counts();
        let status = if self.model.options.parity.solvable() {
            status::status(view, last, &self.model.options)
        } else {
            status::refused(&self.model.options.parity)
        };
        to_js(&Frame {
            side: u32::from(self.model.options.side),
            current: self.state(current),
            path,
            child,
            child_tile,
            event,
            frontier: view
                .frontier()
                .take(FRONTIER_SHOWN)
                .map(|n| self.state(n))
                .collect(),
            tied: view.tied_first() as u32,
            expanded: c.expanded as f64,
            generated: c.generated as f64,
            frontier_size: c.frontier as f64,
            closed: c.closed as f64,
            reopened: c.reopened as f64,
            duplicates: c.duplicates as f64,
            max_frontier: c.max_frontier as f64,
            steps: self.trace.steps() as f64,
            nodes: view.nodes().len() as f64,
            solution,
            status,
        })
    }
    fn bounded(&self) -> bool {
        self.trace.search().bounded()
    }
    fn table(&self) -> Option<JsValue> {
        Some(self.model.table())
    }
    fn extra(&mut self, name: &str, arg: &JsValue) -> Option<Result<JsValue, JsValue>> {
        let shown = self.trace.view().nodes()[self.shown() as usize].state;
        self.model.extra(&shown, name, arg)
    }
    fn code(&self) -> Option<CodeState> {
        let view = self.trace.view();
        Some(crate::puzzles::sliding::code::state(
            &self.model.puzzle,
            view,
            self.trace.last_event(),
            view.order() == crate::engine::Order::Breadth,
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        if !self.model.options.parity.solvable() {
            return None;
        }
        let next = self.trace.peek()?;
        let after = after(self.trace.view(), &next);
        let why = status::status(&after, Some(&next), &self.model.options);
        predict::question(self.trace.view(), Some(next), why)
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        Some(predict::grade(self.trace.view(), q, text))
    }
}

/// A state as the page draws it.
#[derive(Serialize, tsify::Tsify)]
struct PuzzleState {
    node: u32,
    /// Each cell's tile, row-major, 0 the blank.
    tiles: Vec<u8>,
    g: u32,
    h: u32,
    /// Its key on the frontier in moves: f = g + h (A*), g + w·h (weighted), h (greedy),
    /// g (uniform cost); 0 for breadth-first, whose frontier is first in, first out.
    f: f64,
}

/// A state along the solution: its estimate beside the moves it truly has left.
#[derive(Serialize, tsify::Tsify)]
struct Along {
    h: u32,
    left: u32,
    /// The tile slid to reach it (0 for the start).
    tile: u8,
}

/// The frame at the cursor.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "PuzzleFrame")]
struct Frame {
    side: u32,
    /// The state being expanded (the goal once found; the start before the first step).
    current: PuzzleState,
    /// The tiles slid from the start to it, in order.
    path: Vec<u8>,
    /// The successor the last step generated (or met again), with the tile slid to it.
    child: Option<PuzzleState>,
    child_tile: u8,
    #[tsify(
        type = "\"expand\" | \"generate\" | \"improve\" | \"reopen\" | \"duplicate\" | \"found\" | \"exhausted\" | \"stopped\" | undefined"
    )]
    event: Option<&'static str>,
    /// The frontier's first entries, in the order the search takes them.
    frontier: Vec<PuzzleState>,
    /// Entries on the frontier sharing the lowest key.
    tied: u32,
    expanded: f64,
    generated: f64,
    frontier_size: f64,
    closed: f64,
    reopened: f64,
    duplicates: f64,
    max_frontier: f64,
    steps: f64,
    /// Nodes in the search tree so far, the start included (the side-by-side table's count).
    nodes: f64,
    /// Once found: each state along the solution, start to goal.
    solution: Option<Vec<Along>>,
    status: Message,
}

/// The puzzle itself, sent once per model.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "PuzzleBoard")]
pub(super) struct Board {
    side: u32,
    start: Vec<u8>,
    goal: Vec<u8>,
    /// The start as the `tiles` option writes it.
    text: String,
    #[tsify(
        type = "\"bfs\" | \"greedy\" | \"astar\" | \"wastar\" | \"dfs\" | \"ids\" | \"idastar\""
    )]
    algo: &'static str,
    #[tsify(type = "\"none\" | \"misplaced\" | \"manhattan\" | \"linear\" | \"pdb\"")]
    heuristic: &'static str,
    /// Never overestimates (A* then finds a shortest solution).
    admissible: bool,
    /// Never drops by more than a move's cost along a move (A* never reopens a state).
    consistent: bool,
    /// Whether the solution this search finds is a shortest one.
    optimal: bool,
    memory: bool,
    solvable: bool,
    /// Korf's instance shown, if one is: its number and published shortest length.
    korf: Option<[u32; 2]>,
}

/// The puzzle as the page draws it, from its options.
pub(super) fn board(o: &PuzzleOptions) -> Board {
    let (admissible, consistent) = o.heuristic.admissible_consistent();
    Board {
        side: u32::from(o.side),
        start: o.start.tiles.clone(),
        goal: o.goal.tiles.clone(),
        text: o.start.to_string(),
        algo: o.algo.name(),
        heuristic: o.heuristic.name(),
        admissible,
        consistent,
        optimal: o.algo.optimal() && admissible,
        memory: o.memory,
        solvable: o.parity.solvable(),
        korf: o.korf.as_ref().map(|k| [k.number, k.length]),
    }
}

/// The page's options object read, and the puzzle it names with its estimate ready: a
/// pattern database from `db` (a `Uint8Array`), or built here where that is quick.
pub(super) fn read_with_db(
    options: JsValue,
    db: &JsValue,
) -> Result<(PuzzleOptions, Sliding), JsValue> {
    let given = args::given(options, "options", options::OPTIONS)?;
    let o = options::read(&given).ok().map_err(error)?;
    let bytes = if db.is_undefined() || db.is_null() {
        None
    } else {
        Some(args::bytes(db, "db")?)
    };
    let puzzle = status::puzzle_of(&o, bytes.as_deref()).map_err(error)?;
    Ok((o, puzzle))
}

impl SlidingPuzzle {
    /// From the page's options object (`sliding::options::OPTIONS`); every value checked,
    /// a bad one a coded error.
    /// `db`: a pattern database's bytes (`PdbBuild`'s result), needed for `heuristic: "pdb"`
    /// on 4x4 and otherwise optional (undefined).
    pub(crate) fn new(options: JsValue, db: JsValue) -> Result<SlidingPuzzle, JsValue> {
        let (options, puzzle) = read_with_db(options, &db)?;
        Ok(SlidingPuzzle { options, puzzle })
    }
}

impl Player<SlidingPuzzle> {
    /// The node the board shows: the goal once found, else the one being expanded, else
    /// the start.
    fn shown(&self) -> u32 {
        let view = self.trace.view();
        view.found().or(view.expanding()).unwrap_or(0)
    }

    fn state(&self, node: u32) -> PuzzleState {
        let view = self.trace.view();
        let n = &view.nodes()[node as usize];
        PuzzleState {
            node,
            tiles: self.model.puzzle.tiles(&n.state),
            g: n.g,
            h: n.h,
            f: key_moves(view.order(), n.g, n.h),
        }
    }
}
