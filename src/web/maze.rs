//! Shannon's maze mouse for the page: the maze built from its options (seed, loops, wall
//! edits, start, coin), the mouse's first run or its second run (the first run done at
//! once, then the walls taken away, moved, or the coin moved), recorded to step both ways.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::predict::after;
use super::search::{Model, Page, Player};
use super::{args, error, to_js};
use crate::puzzles::code::CodeState;
use crate::puzzles::maze::options::{MazeOptions, Run};
use crate::puzzles::maze::{
    self, Blocked, CarveEvent, CarveView, Carver, Dir, Maze, Mouse, MouseEvent, MouseOutcome,
    MouseView, SecondRun, MAX_DRAWN,
};
use crate::puzzles::message::Message;
use crate::puzzles::predict::{Question, Verdict};

/// The mouse in its maze, stepped by the page (model `maze`).
#[derive(Clone)]
pub(crate) struct MazeMouse {
    /// The maze the mouse runs in (after any change for the second run).
    maze: Maze,
    visited: bool,
    limit: u64,
    /// On the second run, the direction the first run last left each square by.
    memory: Option<Vec<Option<Dir>>>,
    /// The first run's route, on the second run (empty if it did not find the coin).
    learned: Vec<u32>,
    shortest: Option<Vec<u32>>,
}

impl Model for MazeMouse {
    type Search = Mouse;
    type View = MouseView;
    fn start(&self) -> (Mouse, MouseView) {
        let (maze, visited, limit) = (self.maze.clone(), self.visited, self.limit);
        let mouse = match &self.memory {
            Some(memory) => Mouse::recall(maze, memory.clone(), visited, limit),
            None => Mouse::explore(maze, visited, limit),
        };
        (mouse, MouseView::new(&self.maze, self.memory.clone()))
    }
}

use crate::puzzles::views::PAGE_LIMIT;

impl Page for Player<MazeMouse> {
    fn offers(&self) -> &'static [&'static str] {
        &[
            "question", "answer", "code", "table", "second", "shape", "route",
        ]
    }
    /// The frame at the cursor (`MouseFrame`): the mouse, its way, the memory, counters and
    /// the status.
    fn frame(&self) -> JsValue {
        let v = self.trace.view();
        let last = self.trace.last_event();
        let s = v.stats();
        to_js(&Frame {
            at: v.at(),
            facing: v.facing(),
            way: pairs(&self.model.maze, v.way_passages()),
            memory: v.memory().iter().map(|&d| Dir::code(d)).collect(),
            entered: v.entered().to_vec(),
            cycle: pairs(&self.model.maze, v.cycle_passages()),
            felt: match last {
                Some(&MouseEvent::Feel {
                    at, facing, why, ..
                }) => Some(Felt {
                    at,
                    side: facing,
                    why,
                }),
                _ => None,
            },
            event: last.map(|e| match e {
                MouseEvent::Feel { .. } => "feel",
                MouseEvent::Move { .. } => "move",
                MouseEvent::BackUp { .. } => "backup",
                MouseEvent::Relearn { .. } => "relearn",
                MouseEvent::Found { .. } => "found",
                MouseEvent::Exhausted { .. } => "exhausted",
                MouseEvent::Limit { .. } => "limit",
            }),
            recalling: v.recalling(),
            outcome: v.outcome(),
            steps: s.steps as f64,
            squares_entered: s.entered as f64,
            wall_feels: s.wall_feels as f64,
            turns: s.turns as f64,
            backups: s.backups as f64,
            way_length: (v.path().len() - 1) as f64,
            route_length: (v.outcome() == MouseOutcome::Found).then(|| v.path().len() as u32 - 1),
            status: maze::status(
                &self.model.maze,
                v,
                last,
                self.model.visited,
                self.model.shortest.as_ref().map(|r| r.len() as u32 - 1),
                self.model.limit,
            ),
        })
    }
    fn bounded(&self) -> bool {
        self.trace.search().outcome() == MouseOutcome::Limit
    }
    fn table(&self) -> Option<JsValue> {
        Some(to_js(&crate::puzzles::maze::table::mouse(
            self.model.start().0,
            &self.model.maze,
            crate::puzzles::table::MAX_STEPS,
        )))
    }
    fn extra(&mut self, name: &str, _: &JsValue) -> Option<Result<JsValue, JsValue>> {
        Some(Ok(match name {
            "second" => self.model.memory.is_some().into(),
            "shape" => self.shape(),
            "route" => js_sys::Uint32Array::from(self.trace.view().path()).into(),
            _ => return None,
        }))
    }
    fn code(&self) -> Option<CodeState> {
        Some(maze::code::state(
            &self.model.maze,
            self.trace.view(),
            self.trace.shown(),
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek()?;
        let after = after(self.trace.view(), &next);
        let why = maze::status(
            &self.model.maze,
            &after,
            Some(&next),
            self.model.visited,
            self.model.shortest.as_ref().map(|r| r.len() as u32 - 1),
            self.model.limit,
        );
        maze::predict::question(&self.model.maze, self.trace.view(), Some(next), why)
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        Some(maze::predict::grade(
            &self.model.maze,
            self.trace.view(),
            q,
            text,
        ))
    }
}

/// The maze itself, sent once per model.
#[derive(Serialize, tsify::Tsify)]
struct MazeShape {
    rows: u32,
    cols: u32,
    /// Per square, row 0 first: 1 where a wall stands east of it (the last column always).
    east: Vec<u8>,
    /// Per square: 1 where a wall stands south of it (the last row always).
    south: Vec<u8>,
    start: u32,
    coin: u32,
    /// The maze in the text format.
    text: String,
    /// BFS's shortest route, start to coin; empty if the coin cannot be reached.
    shortest: Vec<u32>,
    /// On the second run, the route the first run found.
    learned: Vec<u32>,
    limit: f64,
}

/// The maze as the page draws it (`MazeShape`): its walls, start, coin, text, BFS's route
/// (`shortest`), the first run's (`learned`) and the step limit.
pub(super) fn shape(maze: &Maze, shortest: Option<&[u32]>, learned: &[u32], limit: u64) -> JsValue {
    let walls = |d: Dir| {
        (0..maze.len() as u32)
            .map(|s| u8::from(maze.wall(s, d)))
            .collect()
    };
    to_js(&MazeShape {
        rows: maze.rows(),
        cols: maze.cols(),
        east: walls(Dir::East),
        south: walls(Dir::South),
        start: maze.start(),
        coin: maze.coin(),
        text: maze.lines().join("\n"),
        shortest: shortest.map(<[u32]>::to_vec).unwrap_or_default(),
        learned: learned.to_vec(),
        limit: limit as f64,
    })
}

/// What the mouse felt in the last step: the side of its square and why it was closed.
#[derive(Serialize, tsify::Tsify)]
struct Felt {
    at: u32,
    side: Dir,
    why: Blocked,
}

/// The frame at the cursor.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "MouseFrame")]
struct Frame {
    at: u32,
    facing: Dir,
    /// The passages the way from the start to the mouse goes through, each once, as pairs
    /// of squares `[a, b, a, b, ...]`: at most two a square, however long the way (without
    /// the visited set it goes round a cycle for as long as the limit lets it, 600,000
    /// squares at step 1,000,000 on a 100x100 maze; the extra `route` gives them all).
    way: Vec<u32>,
    /// Per square, the direction it was last left by: 0 north, 1 east, 2 south, 3 west, 4 none.
    memory: Vec<u8>,
    /// Per square, how many times the mouse has entered it.
    entered: Vec<u32>,
    /// The passages of the cycle it is going round (its way since it was last where it
    /// is), if any, each once, as pairs of squares like `way`.
    cycle: Vec<u32>,
    felt: Option<Felt>,
    /// The last event: feel, move, backup, relearn, found, exhausted, limit (null at first).
    #[tsify(
        type = "\"feel\" | \"move\" | \"backup\" | \"relearn\" | \"found\" | \"exhausted\" | \"limit\" | undefined"
    )]
    event: Option<&'static str>,
    recalling: bool,
    outcome: MouseOutcome,
    steps: f64,
    squares_entered: f64,
    wall_feels: f64,
    turns: f64,
    backups: f64,
    /// The moves of the mouse's way from the start (its stack): without the visited set it
    /// goes round cycles, and its way grows past the maze's squares.
    way_length: f64,
    /// The route's moves once the coin is found; null while the mouse runs, and when the
    /// run ends without the coin (every square tried, or the step limit): its way from the
    /// start is then no route.
    route_length: Option<u32>,
    status: Message,
}

/// The page's options object (`maze::options::OPTIONS`) read as every maze model reads it,
/// on a maze the page draws: every value checked, a bad one a coded error.
pub(super) fn read_options(options: JsValue) -> Result<MazeOptions, JsValue> {
    let given = args::given(options, "options", maze::options::OPTIONS)?;
    maze::options::read(&given, MAX_DRAWN, PAGE_LIMIT)
        .ok()
        .map_err(error)
}

impl MazeMouse {
    /// From the page's options object (see `maze::options::OPTIONS`); every value checked,
    /// a bad one a coded error.
    pub(crate) fn new(options: JsValue) -> Result<MazeMouse, JsValue> {
        let o = read_options(options)?;
        let (visited, limit) = (o.memory, o.limit);
        let (maze, memory, learned) = if o.run == Run::Second {
            let run =
                SecondRun::prepare(o.maze.clone(), visited, limit, o.changes()).map_err(error)?;
            (run.maze, Some(run.memory), run.learned)
        } else {
            let mut maze = o.maze.clone();
            if !o.walls {
                maze.remove_walls();
            }
            (maze, None, Vec::new())
        };
        Ok(MazeMouse {
            shortest: maze::shortest(&maze),
            maze,
            visited,
            limit,
            memory,
            learned,
        })
    }
}

impl Player<MazeMouse> {
    /// Extra `shape` (`MazeShape`): `{rows, cols, east, south, start, coin, text, shortest,
    /// learned, limit}`. Extra `second`: whether this is the second run. Extra `route`:
    /// the squares from the start to the mouse, every one (the frame has their passages).
    fn shape(&self) -> JsValue {
        shape(
            &self.model.maze,
            self.model.shortest.as_deref(),
            &self.model.learned,
            self.model.limit,
        )
    }
}

/// Passages (`maze::passage`) as the pairs of squares they join, flat.
fn pairs(maze: &Maze, passages: impl IntoIterator<Item = u32>) -> Vec<u32> {
    passages
        .into_iter()
        .flat_map(|p| maze::passage_ends(p, maze.cols()))
        .collect()
}

/// The maze being generated, stepped by the page: the randomised DFS that carves it, then
/// the loops (model `maze-carve`).
#[derive(Clone)]
pub(crate) struct MazeCarve {
    rows: u32,
    cols: u32,
    seed: u64,
    loops: u32,
}

impl Model for MazeCarve {
    type Search = Carver;
    type View = CarveView;
    fn start(&self) -> (Carver, CarveView) {
        (
            Carver::new(self.rows, self.cols, self.seed, self.loops),
            CarveView::new(self.rows, self.cols),
        )
    }
}

impl Page for Player<MazeCarve> {
    fn offers(&self) -> &'static [&'static str] {
        &[]
    }
    /// The frame at the cursor (`CarveFrame`).
    fn frame(&self) -> JsValue {
        let v = self.trace.view();
        let m = v.maze();
        let walls = |d: Dir| {
            (0..m.len() as u32)
                .map(|s| u8::from(m.wall(s, d)))
                .collect()
        };
        let last = self.trace.last_event();
        to_js(&CarveFrame {
            rows: m.rows(),
            cols: m.cols(),
            east: walls(Dir::East),
            south: walls(Dir::South),
            stack: v.stack().to_vec(),
            seen: v.seen().iter().map(|&s| u8::from(s)).collect(),
            last: last.map(|e| match *e {
                CarveEvent::Carve { to, .. } => to,
                CarveEvent::Retreat { from, .. } => from,
                CarveEvent::Knock { at, .. } => at,
            }),
            carved: v.carved as f64,
            retreats: v.retreats as f64,
            knocked: v.knocked as f64,
            status: maze::carve_status(v, last, self.trace.finished()),
        })
    }
}

/// A frame of the generation.
#[derive(Serialize, tsify::Tsify)]
struct CarveFrame {
    rows: u32,
    cols: u32,
    east: Vec<u8>,
    south: Vec<u8>,
    /// The DFS's stack, bottom first.
    stack: Vec<u32>,
    /// Per square: 1 once the DFS has reached it.
    seen: Vec<u8>,
    /// The square the last step carved into or knocked a wall of.
    last: Option<u32>,
    carved: f64,
    retreats: f64,
    knocked: f64,
    status: Message,
}

impl MazeCarve {
    /// From the same options object as `MazeMouse` (only size, seed and loops are read).
    pub(crate) fn new(options: JsValue) -> Result<MazeCarve, JsValue> {
        let o = read_options(options)?;
        Ok(MazeCarve {
            rows: o.maze.rows(),
            cols: o.maze.cols(),
            seed: o.seed,
            loops: o.loops,
        })
    }
}
