//! The maze's options, declared once for the page, the CLI and the facade (see
//! [`crate::puzzles::options`]).

use super::*;
use crate::puzzles::options::{Checked, Given, Kind, Reader, Spec};

/// What the mouse is shown doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Run {
    /// The first run through the maze.
    Explore,
    /// Shannon's second run: the first to its end, the maze changed, the mouse again.
    Second,
    /// The maze being carved (the page's model `maze-carve`).
    Generate,
}

/// The maze's options in the order they are read (and the page's notices say them).
pub const OPTIONS: &[Spec] = &[
    Spec::text("size", Kind::Size, "12x12"),
    Spec::number("seed", 0, u64::MAX, "7"),
    Spec::number("loops", 0, 100, "0"),
    Spec::flag("memory", Some(true)),
    Spec::choice(
        "run",
        &["explore", "second", "generate"],
        "explore",
        "maze.bad_run",
    ),
    Spec::choice(
        "algo",
        &["mouse", "bfs", "astar", "greedy"],
        "mouse",
        "maze.bad_algo",
    ),
    Spec::flag("walls", Some(true)),
    Spec::text("edits", Kind::Text, ""),
    Spec::text("start", Kind::Square, ""),
    Spec::text("coin", Kind::Square, ""),
    Spec::text("moved", Kind::Text, ""),
    Spec::text("newcoin", Kind::Square, ""),
    Spec::number("limit", 1, MAX_LIMIT, ""),
    // The student's own estimate h ("Your rule"), in the rule language.
    crate::puzzles::rule::OPTION,
];

/// A set read: the maze (generated, edited, its start and coin set), and how to run it.
#[derive(Clone, Debug)]
pub struct MazeOptions {
    pub maze: Maze,
    /// What the maze was generated from (before the edits).
    pub seed: u64,
    pub loops: u32,
    pub memory: bool,
    pub run: Run,
    /// The search shown instead of the mouse (None: the mouse); the mouse's memory, run,
    /// second-run changes and limit do not apply to it.
    pub algo: Option<Algo>,
    pub walls: bool,
    /// Walls toggled after the first run ("c3e,d4s"), for the second.
    pub moved: String,
    /// Where the coin is moved after the first run ("" leaves it).
    pub newcoin: String,
    pub limit: u64,
}

impl MazeOptions {
    /// What changes between the runs.
    pub fn changes(&self) -> Changes<'_> {
        Changes {
            remove_walls: !self.walls,
            moved: &self.moved,
            newcoin: &self.newcoin,
        }
    }
}

/// Read a set of options for a maze of sides up to `max_side` and a run of at most
/// `max_limit` steps, building only the maze (never running the mouse): each value checked
/// against those before it (a rule of the student's is checked, and kept in the values).
pub fn read(given: &Given, max_side: u32, max_limit: u64) -> Checked<MazeOptions> {
    read_on(given, max_side, max_limit, None)
}

/// As [`read`], on `file`'s maze when there is one (the CLI's --maze): size, seed and
/// loops are then checked but not used.
pub fn read_on(
    given: &Given,
    max_side: u32,
    max_limit: u64,
    file: Option<Maze>,
) -> Checked<MazeOptions> {
    let mut r = Reader::new(OPTIONS, given);
    let (rows, cols) = r.read("size", |t| parse_size(t, max_side));
    let seed = r.read("seed", parse_seed);
    let loops = r.read("loops", parse_loops);
    let memory = r.flag("memory").unwrap_or(true);
    let run = match r.choice("run") {
        "second" => Run::Second,
        "generate" => Run::Generate,
        _ => Run::Explore,
    };
    let algo = Algo::from_name(r.choice("algo"));
    let walls = r.flag("walls").unwrap_or(true);
    let mut maze = file.unwrap_or_else(|| Maze::generate(rows, cols, seed, loops));
    // Edits checked on a copy (none: no copy), then made.
    let edits = |m: &Maze, t: &str| -> Result<String, MazeError> {
        if !t.is_empty() {
            m.clone().apply_edits(t)?;
        }
        Ok(t.to_string())
    };
    let made = r.read("edits", |t| edits(&maze, t));
    maze.apply_edits(&made).expect("checked on a copy");
    let square = |m: &Maze, t: &str| {
        if t.is_empty() {
            Ok(None)
        } else {
            m.parse_square(t).map(Some)
        }
    };
    if let Some(s) = r.read("start", |t| square(&maze, t)) {
        maze.set_start(s);
    }
    if let Some(c) = r.read("coin", |t| square(&maze, t)) {
        maze.set_coin(c);
    }
    // What the second run would change is checked on the first too, so a bad value is
    // refused where it is written, not later when the run is switched.
    let moved = r.read("moved", |t| edits(&maze, t));
    let newcoin = r.read("newcoin", |t| square(&maze, t).map(|_| t.to_string()));
    let limit = r.read("limit", |t| {
        let bad = || MazeError::Limit {
            text: t.trim().to_string(),
            max: max_limit.min(MAX_LIMIT),
        };
        let limit = if t.is_empty() {
            default_limit(maze.len()).min(max_limit)
        } else {
            parse_limit(t).map_err(|_| bad())?
        };
        if limit > max_limit {
            return Err(bad());
        }
        Ok(limit)
    });
    crate::puzzles::rule::read_option(&mut r, &super::rule::VOCABULARY);
    r.finish(MazeOptions {
        maze,
        seed,
        loops,
        memory,
        run,
        algo,
        walls,
        moved,
        newcoin,
        limit,
    })
}
