//! The sliding puzzle's long work for the page's worker: a pattern database built a table
//! at a time (its bytes kept by the page and given to later searches), and one search run
//! to its end in slices without recording ("Solve now"), with progress and its result.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, error, to_js};
use crate::puzzles::message::Message;
use crate::puzzles::sliding::options::{self, PuzzleOptions, SOLVE_NODES};
use crate::puzzles::sliding::pdb::{groups_for, PdbBuilder};
use crate::puzzles::sliding::solve::{Algo, Request, Solver};
use crate::puzzles::sliding::status;

/// The most steps one call of `run` may be asked for.
const MAX_BUDGET: u64 = 1_000_000_000;

/// The pattern database of the page's options' goal, built one table per `run`: whole, or
/// one share of it in each of several workers, put together by `join`.
#[wasm_bindgen]
pub struct PdbBuild {
    goal: crate::puzzles::sliding::Tiles,
    builder: PdbBuilder,
}

/// The most shares a database's build may be cut into (more than it has tables leaves the
/// rest with nothing to do).
const MAX_SHARES: u64 = 64;

#[wasm_bindgen]
impl PdbBuild {
    /// From the page's options object (the goal is the board's, or Korf's for `korf`; the
    /// groups those of its `heuristic`: 6-6-3 on 4x4 for `pdb663`, else the usual ones) and,
    /// to build a share of it, `part` of `parts` (0 <= part < parts <= 64; both absent for
    /// the whole): the tables `part`, `part + parts`, ...
    #[wasm_bindgen(constructor)]
    pub fn new(
        options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] part: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] parts: JsValue,
    ) -> Result<PdbBuild, JsValue> {
        let given = args::given(options, "options", options::OPTIONS)?;
        let o = options::read(&given).ok().map_err(error)?;
        let (part, parts) = if part.is_undefined() && parts.is_undefined() {
            (0, 1)
        } else {
            let parts = args::whole(&parts, "parts", 1, MAX_SHARES)?;
            (args::whole(&part, "part", 0, parts - 1)?, parts)
        };
        Ok(PdbBuild {
            builder: PdbBuilder::of(&o.goal, groups_for(&o.goal, o.heuristic))
                .share(part as usize, parts as usize),
            goal: o.goal,
        })
    }
    /// Build the next table of its share (`budget`, 1 to 10^9, is not used: a table is one
    /// slice); true once all of them are built.
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        args::whole(&budget, "budget", 1, MAX_BUDGET)?;
        Ok(self.builder.step())
    }
    /// `{built, tables}`: tables of its share built so far, of how many.
    #[wasm_bindgen(unchecked_return_type = "PdbReport")]
    pub fn report(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "PdbReport")]
        struct Report {
            built: u32,
            tables: u32,
        }
        let (built, tables) = self.builder.built();
        to_js(&Report {
            built: built as u32,
            tables: tables as u32,
        })
    }
    /// Take in another share's `result()`; an error (nothing taken) unless it is a share of
    /// this goal's and estimate's tables, each whole.
    pub fn join(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array")] share: JsValue,
    ) -> Result<(), JsValue> {
        let bytes = args::bytes(&share, "share")?;
        if self.builder.join(&bytes) {
            Ok(())
        } else {
            Err(super::bad(
                Message::new("web.not_share").text("name", "share"),
            ))
        }
    }
    /// The database's bytes (for `SlidingPuzzle`, `SlidingDeep` and `SlidingSolve`) once
    /// every table is here; else, for a share, the tables it built (for `join`); empty
    /// before any.
    pub fn result(&self) -> Vec<u8> {
        match self.builder.finish() {
            Some(db) => db.to_bytes(&self.goal),
            None if self.builder.built().0 > 0 => self.builder.share_bytes(),
            None => Vec::new(),
        }
    }
}

/// One search of the page's options run to its end in slices, recording nothing.
#[wasm_bindgen]
pub struct SlidingSolve {
    options: PuzzleOptions,
    solver: Option<Solver>,
    done: bool,
}

#[wasm_bindgen]
impl SlidingSolve {
    /// From the page's options object and, for a pattern database on 4x4, its bytes (as
    /// `SlidingPuzzle`). A search that keeps the states it meets (best-first, DFS with its
    /// closed set) keeps at most `SOLVE_NODES`; one that keeps only its path takes at most
    /// `SOLVE_STEPS` steps, IDA* by Manhattan distance `SOLVE_MANHATTAN_NODES` nodes
    /// (`options::solve_bound`); a position that cannot reach the goal is
    /// not searched.
    #[wasm_bindgen(constructor)]
    pub fn new(
        options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array | undefined")] db: JsValue,
    ) -> Result<SlidingSolve, JsValue> {
        let (o, puzzle) = super::puzzle::read_with_db(options, &db)?;
        let solver = o.parity.solvable().then(|| {
            let request = Request {
                start: o.start.clone(),
                goal: o.goal.clone(),
                algo: o.algo,
                heuristic: o.heuristic,
                weight: o.weight,
                // IDA* remembering states never makes the move straight back here, not path
                // checking as when stepped: it then runs on the dedicated solver
                // (`solve::Solver::new`), the same lengths many times faster.
                repeats: match (o.algo, o.memory) {
                    (Algo::IdaStar, true) => crate::engine::Repeats::ParentCheck,
                    _ => o.algo.repeats(o.memory),
                },
                depth: o.depth,
                max_nodes: SOLVE_NODES as usize,
                max_steps: options::solve_bound(o.algo, o.heuristic, o.memory),
            };
            Solver::new(&request, puzzle)
        });
        Ok(SlidingSolve {
            done: solver.is_none(),
            options: o,
            solver,
        })
    }
    /// Take about `budget` more steps (1 to 10^9); true once the search has ended.
    pub fn run(&mut self, budget: JsValue) -> Result<bool, JsValue> {
        let budget = args::whole(&budget, "budget", 1, MAX_BUDGET)?;
        if let Some(s) = self.solver.as_mut().filter(|_| !self.done) {
            self.done = s.run(budget);
        }
        Ok(self.done)
    }
    /// `{done, expanded, generated, frontier, bound, iterations, length, tiles, status}`:
    /// the counts so far; once done, the solution's length and the tiles slid along it
    /// (null and empty when there is none), and the sentence that says how it ended.
    #[wasm_bindgen(unchecked_return_type = "SolveReport")]
    pub fn report(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "SolveReport")]
        struct Report {
            done: bool,
            expanded: f64,
            generated: f64,
            frontier: f64,
            bound: u32,
            iterations: u32,
            length: Option<u32>,
            tiles: Vec<u8>,
            /// Each state along the solution, start to goal, its tiles row-major.
            states: Vec<Vec<u8>>,
            status: Option<Message>,
            /// The pattern database read: its groups' sizes (5-5-5, 6-6-3; empty without
            /// one) and whether its reflection about the main diagonal was read too.
            groups: Vec<u32>,
            reflected: bool,
        }
        let Some(s) = &self.solver else {
            return to_js(&Report {
                done: true,
                expanded: 0.0,
                generated: 0.0,
                frontier: 0.0,
                bound: 0,
                iterations: 0,
                length: None,
                tiles: Vec::new(),
                states: Vec::new(),
                status: Some(status::refused(&self.options.parity)),
                groups: Vec::new(),
                reflected: false,
            });
        };
        let p = s.progress();
        let solved = self.done.then(|| s.solved());
        let o = &self.options;
        let optimal = o.algo.optimal() && o.heuristic.admissible_consistent().0;
        to_js(&Report {
            done: self.done,
            expanded: p.expanded as f64,
            generated: p.generated as f64,
            frontier: p.frontier as f64,
            bound: p.bound,
            iterations: p.iterations,
            length: solved.as_ref().and_then(|x| x.length()).map(|l| l as u32),
            tiles: solved
                .as_ref()
                .map(|x| x.tiles_moved.clone())
                .unwrap_or_default(),
            states: solved
                .as_ref()
                .and_then(|x| x.route.as_ref())
                .map(|r| r.iter().map(|p| s.puzzle().tiles(p)).collect())
                .unwrap_or_default(),
            status: solved
                .as_ref()
                .map(|x| status::solved_status(x, o.algo, o.heuristic, optimal, o.korf.as_ref())),
            groups: s.puzzle().db().map_or(Vec::new(), |db| {
                db.groups().iter().map(|g| g.len() as u32).collect()
            }),
            reflected: o.heuristic == crate::puzzles::sliding::Heuristic::PatternReflected
                && crate::puzzles::sliding::fast::reflection(&o.goal).is_some(),
        })
    }
}

/// Whether `db` (a `PdbBuild`'s result kept by the page) is the pattern database the page's
/// options read, whole and unchanged (`PatternDb::from_bytes`): a stored copy damaged, cut
/// short, of another version, goal or partition is false, and is built again.
#[wasm_bindgen]
pub fn sliding_db_fits(
    options: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Uint8Array")] db: JsValue,
) -> Result<bool, JsValue> {
    let given = args::given(options, "options", options::OPTIONS)?;
    let o = options::read(&given).ok().map_err(error)?;
    let bytes = args::bytes(&db, "db")?;
    Ok(o.heuristic.pattern() && status::puzzle_of(&o, Some(&bytes)).is_ok())
}

/// Korf's 100 instances for the page's list: `[{number, length, nodes}]`.
#[wasm_bindgen(unchecked_return_type = "KorfInstance[]")]
pub fn sliding_korf() -> JsValue {
    #[derive(Serialize, tsify::Tsify)]
    #[tsify(rename = "KorfInstance")]
    struct Instance {
        number: u32,
        length: u32,
        nodes: f64,
    }
    let all: Vec<Instance> = crate::puzzles::sliding::korf::all()
        .into_iter()
        .map(|k| Instance {
            number: k.number,
            length: k.length,
            nodes: k.nodes as f64,
        })
        .collect();
    to_js(&all)
}

/// The searches guided by the estimate h (`Algo::uses_estimate`): a comparison sets the
/// estimate only in their panes.
#[wasm_bindgen]
pub fn sliding_estimated() -> Vec<String> {
    Algo::ALL
        .into_iter()
        .filter(|a| a.uses_estimate())
        .map(|a| a.name().to_string())
        .collect()
}

/// The position and search the page's options name, as `SlidingPuzzle.board()` gives them,
/// without searching (drawn while a pattern database is built).
#[wasm_bindgen(unchecked_return_type = "PuzzleBoard")]
pub fn sliding_board(options: JsValue) -> Result<JsValue, JsValue> {
    let given = args::given(options, "options", options::OPTIONS)?;
    let o = options::read(&given).ok().map_err(error)?;
    Ok(to_js(&super::puzzle::board(&o)))
}

/// Row `row` (0 to 11: depths 2, 4, ..., 24) of the 8-puzzle's table of search costs
/// (`sliding::aima`) over `count` positions (1 to 1000) drawn by `seed`: the page's worker
/// computes the rows one by one (a `rows` job).
#[wasm_bindgen(unchecked_return_type = "AimaRow")]
pub fn sliding_aima_row(count: JsValue, seed: JsValue, row: JsValue) -> Result<JsValue, JsValue> {
    use crate::puzzles::sliding::aima;
    let count = args::whole(&count, "count", 1, aima::MAX_POSITIONS.into())? as u32;
    let seed = args::whole(&seed, "seed", 0, u32::MAX.into())?;
    let row = args::index(&row, "row", aima::DEPTHS.len())? as usize;
    Ok(to_js(&aima::row(aima::DEPTHS[row], count, seed)))
}

/// The table's depths and the deepest row iterative deepening is run for:
/// `{depths, ids_depth, max_positions}`.
#[wasm_bindgen(unchecked_return_type = "AimaShape")]
pub fn sliding_aima_shape() -> JsValue {
    use crate::puzzles::sliding::aima;
    #[derive(Serialize, tsify::Tsify)]
    #[tsify(rename = "AimaShape")]
    struct Shape {
        depths: Vec<u32>,
        ids_depth: u32,
        max_positions: u32,
    }
    to_js(&Shape {
        depths: aima::DEPTHS.to_vec(),
        ids_depth: aima::IDS_DEPTH,
        max_positions: aima::MAX_POSITIONS,
    })
}
