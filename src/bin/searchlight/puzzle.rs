//! `searchlight puzzle`: the sliding-tile puzzle (8-puzzle, 15-puzzle, 2x2 to 5x5) solved by
//! blind or heuristic search; one position, or a file of them (one result a line).

use std::process::ExitCode;
use std::time::Instant;

use searchlight::engine::Repeats;
use searchlight::puzzles::message::{Coded, Message, Param};
use searchlight::puzzles::options::{default_of, NotAChoice, OptionError};
use searchlight::puzzles::sliding::aima;
use searchlight::puzzles::sliding::options::{self, MAX_DEPTH, MAX_SHUFFLE};
use searchlight::puzzles::sliding::pdb::groups_78;
use searchlight::puzzles::sliding::solve::{solve, Algo, Request, Solved, Solver};
use searchlight::puzzles::sliding::{
    Goal, Heuristic, Sliding, Tiles, MAX_SIDE,
};
use serde::Serialize;

use crate::flags::ViewFlags;
use crate::{
    help_or_unexpected, parsed, positive, print_json, print_table, read_file, text, CliError,
    Command, Progress,
};

pub const COMMAND: Command = Command::new("puzzle", usage, run);


/// The most nodes a search that keeps what it met (best-first, or DFS with its closed set)
/// keeps unless `--limit` says otherwise: about 400 MB, a few seconds.
const DEFAULT_NODES: u64 = 4_000_000;
/// The most such a search may keep.
const MAX_NODES: u64 = 20_000_000;
/// The most steps a depth-first search takes unless `--limit` says otherwise: a minute or
/// two (IDA* with the pattern database takes some 12 million steps a second natively on one
/// core of this slow machine, and each of Korf's 100 within the bound).
const DEFAULT_STEPS: u64 = 1_000_000_000;
/// Depth-first search's depth bound unless `--depth` says otherwise.
const DEFAULT_DEPTH: u32 = 80;

fn usage() -> String {
    crate::help(
        "puzzle",
        &[
            ("names", Param::Text(Goal::NAMES.join("|"))),
            ("max_side", Param::Number(MAX_SIDE as f64)),
            ("max_shuffle", Param::Number(MAX_SHUFFLE as f64)),
            ("max_seed", Param::Number(u32::MAX as f64)),
            ("last", Param::Text(Goal::BlankLast.name().into())),
            ("first", Param::Text(Goal::BlankFirst.name().into())),
            ("default_depth", Param::Number(DEFAULT_DEPTH as f64)),
            ("max_depth", Param::Number(MAX_DEPTH as f64)),
            ("default_nodes", Param::Number(DEFAULT_NODES as f64)),
            ("max_nodes", Param::Number(MAX_NODES as f64)),
            ("default_steps", Param::Number(DEFAULT_STEPS as f64)),
        ],
    )
}

/// `--json`, one line a position.
#[derive(Serialize)]
struct PuzzleJson<'a> {
    tiles: String,
    /// The goal the length is towards.
    goal: String,
    algo: &'static str,
    heuristic: &'static str,
    found: bool,
    /// Moves in the solution found.
    length: Option<usize>,
    /// The tiles slid, in order.
    solution: &'a [u8],
    /// Whether the length is the shortest there is (an optimal search, an admissible estimate).
    optimal: bool,
    expanded: u64,
    generated: u64,
    max_frontier: u64,
    reopened: u64,
    iterations: u32,
    /// A bound stopped the search before it finished.
    bounded: bool,
    ms: f64,
}

struct Options {
    algo: Algo,
    heuristic: Heuristic,
    weight: u32,
    memory: Option<bool>,
    parent_only: bool,
    depth: u32,
    limit: Option<u64>,
    json: bool,
    table: bool,
    quiet: bool,
}

impl Options {
    /// Whether the search keeps every state it met (a frontier and a closed set, or DFS's
    /// closed set): `--limit` counts nodes kept, bounded by memory.
    fn keeps_nodes(&self) -> bool {
        self.algo.keeps_states(self.memory == Some(true))
    }
    fn limit(&self) -> u64 {
        self.limit.unwrap_or(if self.keeps_nodes() {
            DEFAULT_NODES
        } else {
            DEFAULT_STEPS
        })
    }
}

/// The estimate `--heuristic` names: any the library has, the page's and the CLI's own (the
/// 7-8 databases with their reflection, 577 MB, which the page does not offer); else the
/// page's refusal of a choice, naming every one.
fn heuristic(value: String) -> Result<Heuristic, CliError> {
    if let Some(h) = Heuristic::parse(&value).filter(|h| Heuristic::ALL.contains(h)) {
        return Ok(h);
    }
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| Heuristic::ALL.iter().map(|h| h.name()).collect());
    let refused = NotAChoice {
        name: "heuristic",
        text: value,
        choices: names.as_slice(),
        message: "sliding.bad_heuristic",
    };
    Err(CliError::from(OptionError {
        name: "heuristic",
        message: refused.message(),
    }))
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    // The position and the search as the page names and reads them (sliding::options: side,
    // tiles, shuffle, seed, algo, weight, depth), with the page's bounds but the side's, 5
    // here. The CLI's own: a file of positions, any goal, the 7-8 databases, a node bound
    // to MAX_NODES and `--visited parent`.
    let mut flags = ViewFlags::of("puzzle", &[]);
    let (mut file, mut goal) = (None, None);
    let mut aima = None;
    let mut o = Options {
        algo: Algo::AStar,
        heuristic: Heuristic::Manhattan,
        weight: 20,
        memory: Some(true),
        parent_only: false,
        depth: DEFAULT_DEPTH,
        limit: None,
        json: false,
        table: false,
        quiet: false,
    };
    while let Some(arg) = args.next()? {
        match arg {
            Long("file") => file = Some(text(args.value()?)?),
            Long("goal") => goal = Some(text(args.value()?)?),
            Long("visited") => {
                let v = text(args.value()?)?;
                if v == "parent" {
                    o.parent_only = true;
                    o.memory = None;
                } else {
                    o.memory = Some(parsed("--visited", "on, off or parent", v, |w| {
                        searchlight::puzzles::options::parse_flag(w)
                    })?);
                }
            }
            // Every estimate the library has, the page's and the CLI's own (the 7-8
            // databases with their reflection, which the page does not offer).
            Long("heuristic") => o.heuristic = heuristic(text(args.value()?)?)?,
            Long(name @ ("algo" | "weight" | "depth" | "tiles" | "shuffle" | "seed" | "side")) => {
                let name = name.to_string();
                flags.take(&name, &mut args)?;
            }
            Long("limit") => {
                o.limit = Some(positive(
                    "--limit",
                    "cli.takes.above_zero",
                    text(args.value()?)?,
                )?)
            }
            Long("json") => o.json = true,
            Long("table") => o.table = true,
            Long("quiet") => o.quiet = true,
            Long("aima") => {
                aima = Some(parsed(
                    "--aima",
                    "a number of positions a row from 1 to 1000",
                    text(args.value()?)?,
                    |v| {
                        v.parse::<u32>()
                            .ok()
                            .filter(|n| (1..=aima::MAX_POSITIONS).contains(n))
                    },
                )?)
            }
            other => return help_or_unexpected(other, usage),
        }
    }
    // Depth-first search's bound is deeper here than the page's default: a run here may
    // take minutes.
    if !flags.has("depth") {
        flags.set("depth", DEFAULT_DEPTH.to_string());
    }
    let read = options::read_on(&flags.given, MAX_SIDE).ok()?;
    (o.algo, o.weight, o.depth) = (read.algo, read.weight, read.depth);
    // What the reader has checked, as given (or its default).
    let checked = |name: &str| -> u64 {
        let t = flags.text(name).unwrap_or(default_of(options::OPTIONS, name));
        t.trim().parse().expect("a number the view's reader took")
    };
    let tiles = flags.text("tiles").map(str::to_string);
    let shuffle = flags.has("shuffle").then(|| checked("shuffle") as u32);
    let (seed, side) = (checked("seed"), read.side);
    let given = [tiles.is_some(), shuffle.is_some(), file.is_some()]
        .iter()
        .filter(|&&g| g)
        .count();
    if let Some(count) = aima {
        // The table of search costs by depth (sliding::aima): a JSON object a row.
        if given > 0 || o.table {
            return Err(CliError::NotBoth {
                one: "--aima",
                other: if o.table { "--table" } else { "a position" },
            });
        }
        for depth in aima::DEPTHS {
            print_json(&aima::row(depth, count, seed));
        }
        return Ok(ExitCode::SUCCESS);
    }
    if given != 1 {
        return Err(CliError::Needs {
            command: "puzzle",
            what: "cli.needs.position",
        });
    }
    if o.table && (file.is_some() || o.json) {
        return Err(CliError::NotBoth {
            one: if o.json { "--json" } else { "--file" },
            other: "--table",
        });
    }
    if o.keeps_nodes() && o.limit() > MAX_NODES {
        return Err(CliError::BadValue {
            option: "--limit",
            // Said from the constant (the message is made once, as the command ends).
            takes: Box::leak(
                format!("at most {MAX_NODES} nodes for a search that keeps them (best-first, or dfs with --visited on)")
                    .into_boxed_str(),
            ),
            value: o.limit().to_string(),
        });
    }
    if o.parent_only && o.algo.best_first() {
        return Err(CliError::BadValue {
            option: "--visited",
            takes: "on or off for a best-first search (parent is for dfs, ids and idastar)",
            value: "parent".into(),
        });
    }
    let positions: Vec<String> = match (&tiles, &file) {
        (Some(t), _) => vec![t.clone()],
        (_, Some(path)) => read_file(path)?
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect(),
        _ => Vec::new(),
    };
    let first_side = match positions.first() {
        Some(p) => {
            // The side is the one the tiles' count makes; a side given must be it.
            Tiles::parse(p, MAX_SIDE)?.side
        }
        None if shuffle.is_some() => side,
        None => return Err(CliError::NoPuzzle(file.unwrap_or_default())),
    };
    let goal = match goal {
        Some(g) => Goal::read(&g, first_side, MAX_SIDE)?,
        None => Tiles::solved(first_side),
    };
    // The 7-8 partition is the 15-puzzle's; elsewhere its name would only hide another.
    if o.heuristic == Heuristic::Pattern78 && groups_78(&goal).is_none() {
        return Err(CliError::BadValue {
            option: "--heuristic",
            takes: "cli.takes.pdb78",
            value: o.heuristic.name().into(),
        });
    }
    // Every position checked first (a bad line of a file named) before the pattern
    // database is built or any search runs.
    let mut starts = Vec::with_capacity(positions.len());
    for (i, line) in positions.iter().enumerate() {
        let t = Tiles::against(line, &goal, MAX_SIDE).map_err(|e| match &file {
            Some(path) => CliError::PuzzleLine {
                path: path.clone(),
                line: i + 1,
                error: e.message(),
            },
            None => e.into(),
        })?;
        starts.push(t);
    }
    let mut progress = Progress::new("puzzle", o.quiet);
    let db = o
        .heuristic
        .pattern()
        .then(|| crate::pdb_cache::database(&goal, o.heuristic, &mut progress));
    let puzzle = match &db {
        Some(db) => Sliding::with_db_as(&goal, db.clone(), o.heuristic),
        None => Sliding::new(&goal, o.heuristic),
    };
    if let Some(n) = shuffle {
        let p = puzzle.shuffled(n, seed);
        let t = Tiles {
            side: goal.side,
            tiles: puzzle.tiles(&p),
        };
        return Ok(crate::found(one(
            &t.to_string(),
            &goal,
            &puzzle,
            &o,
            &mut progress,
        )?));
    }
    if positions.len() == 1 && file.is_none() {
        return Ok(crate::found(one(
            &positions[0],
            &goal,
            &puzzle,
            &o,
            &mut progress,
        )?));
    }
    // A file: solved on every core, the results printed in the file's order.
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(starts.len().max(1));
    use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
    let next = AtomicUsize::new(0);
    let (solved_count, generated) = (AtomicUsize::new(0), AtomicU64::new(0));
    let results: Vec<std::sync::Mutex<Option<(Solved, f64)>>> =
        starts.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(t) = starts.get(i) else { break };
                    let started = Instant::now();
                    let solved = solve(&request(t, &goal, &o), puzzle.clone());
                    generated.fetch_add(solved.generated, Ordering::Relaxed);
                    *results[i].lock().expect("a result slot") =
                        Some((solved, started.elapsed().as_secs_f64() * 1e3));
                    solved_count.fetch_add(1, Ordering::Relaxed);
                })
            })
            .collect();
        // The file's progress: positions done, and the nodes their searches generated.
        while !handles.iter().all(|h| h.is_finished()) {
            std::thread::sleep(std::time::Duration::from_millis(50));
            progress.tick(|| {
                Message::new("cli.puzzle.progress.file")
                    .count("done", solved_count.load(Ordering::Relaxed) as u64)
                    .count("count", starts.len() as u64)
                    .count("generated", generated.load(Ordering::Relaxed))
            });
        }
    });
    let mut all = true;
    let (mut total_ms, mut total_generated) = (0.0, 0u64);
    for (t, r) in starts.iter().zip(results) {
        let (solved, ms) = r.into_inner().expect("a result slot").expect("solved");
        total_ms += ms;
        total_generated += solved.generated;
        all &= solved.route.is_some();
        report(t, &goal, &solved, ms, &o);
    }
    if !o.json {
        let said = Message::new("cli.puzzle.file")
            .count("count", starts.len() as u64)
            .count("generated", total_generated)
            .num("ms", f64::round(total_ms))
            .count("threads", workers as u64);
        eprintln!("{}", text::say(&said));
    }
    Ok(crate::found(all))
}

fn request(t: &Tiles, goal: &Tiles, o: &Options) -> Request {
    let limit = o.limit();
    Request {
        start: t.clone(),
        goal: goal.clone(),
        algo: o.algo,
        heuristic: o.heuristic,
        weight: o.weight,
        repeats: if o.parent_only {
            Repeats::ParentCheck
        } else {
            o.algo.repeats(o.memory.unwrap_or(false))
        },
        depth: o.depth,
        max_nodes: limit as usize,
        max_steps: limit,
    }
}

/// One position solved and reported; whether a solution was found.
fn one(
    text: &str,
    goal: &Tiles,
    puzzle: &Sliding,
    o: &Options,
    progress: &mut Progress,
) -> Result<bool, CliError> {
    let t = Tiles::against(text, goal, MAX_SIDE)?;
    if o.table {
        let r = request(&t, goal, o);
        let table = searchlight::puzzles::sliding::table::table(
            puzzle,
            t.position(),
            searchlight::puzzles::sliding::table::Run {
                algo: r.algo,
                heuristic: r.heuristic,
                weight: r.weight,
                memory: o.memory.unwrap_or(false),
                depth: r.depth,
                limit: r.max_steps,
            },
            searchlight::puzzles::table::MAX_STEPS,
        );
        let found = table.found;
        print_table(&table);
        return Ok(found);
    }
    let started = Instant::now();
    let r = request(&t, goal, o);
    let mut solver = Solver::new(&r, puzzle.clone());
    // In slices, a line of progress a second between them.
    while !solver.run(1 << 16) {
        progress.tick(|| {
            let p = solver.progress();
            let key = if o.algo.best_first() {
                "cli.puzzle.progress.kept"
            } else {
                "cli.puzzle.progress.steps"
            };
            let bound = (p.iterations > 0).then(|| {
                Message::new("cli.puzzle.progress.bound")
                    .count("bound", u64::from(p.bound))
                    .count("iteration", u64::from(p.iterations))
            });
            Message::new(key)
                .text("algo", o.algo.name())
                .sub_or_empty("bound", bound)
                .count("expanded", p.expanded)
                .count("generated", p.generated)
                .count("limit", o.limit())
        });
    }
    let solved = solver.solved();
    let ms = started.elapsed().as_secs_f64() * 1e3;
    report(&t, goal, &solved, ms, o);
    if solved.route.is_none() && !o.json {
        let why = if solved.bounded {
            Message::new("cli.puzzle.bounded").sub(
                "advice",
                searchlight::puzzles::sliding::status::Advice::of(o.algo, o.heuristic).message(),
            )
        } else {
            Message::new("cli.puzzle.ended")
        };
        eprintln!("searchlight: {}", text::say(&why));
    }
    Ok(solved.route.is_some())
}

fn report(t: &Tiles, goal: &Tiles, s: &Solved, ms: f64, o: &Options) {
    let optimal = s.route.is_some() && o.algo.optimal() && o.heuristic.admissible_consistent().0;
    if o.json {
        print_json(&PuzzleJson {
            tiles: t.to_string(),
            goal: goal.to_string(),
            algo: o.algo.name(),
            heuristic: o.heuristic.name(),
            found: s.route.is_some(),
            length: s.length(),
            solution: &s.tiles_moved,
            optimal,
            expanded: s.expanded,
            generated: s.generated,
            max_frontier: s.max_frontier,
            reopened: s.reopened,
            iterations: s.iterations,
            bounded: s.bounded,
            ms: (ms * 1000.0).round() / 1000.0,
        });
        return;
    }
    // The goal named by its blank where it is one of the two (as the page's choice says it).
    let goal_said = match Goal::of(goal) {
        Some(g) => text::t(
            "cli.puzzle.goal",
            &[
                ("tiles", Param::Text(goal.to_string())),
                ("blank", Param::Text(text::t(&format!("puzzle.blank.{}", g.name()), &[]))),
            ],
        ),
        None => goal.to_string(),
    };
    let key = match s.length() {
        Some(_) if optimal => "cli.puzzle.fewest",
        Some(_) => "cli.puzzle.solved",
        None if s.bounded => "cli.puzzle.unsolved_bound",
        None => "cli.puzzle.unsolved",
    };
    let moves: Vec<String> = s.tiles_moved.iter().map(u8::to_string).collect();
    let said = Message::new(key)
        .text("tiles", t.to_string())
        .text("goal", goal_said)
        .count("length", s.length().unwrap_or(0) as u64)
        .count("expanded", s.expanded)
        .count("generated", s.generated)
        .text("ms", format!("{ms:.1}"))
        .text("moves", moves.join(" "));
    println!("{}", text::say(&said));
}
