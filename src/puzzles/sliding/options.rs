//! The sliding puzzle's options in the page, declared once (see [`crate::puzzles::options`]):
//! the board, the position (given, or shuffled from the goal by a seed), the search and its
//! estimate, whether it remembers the states it met, and its bound.

use super::solve::Algo;
use super::*;
use crate::puzzles::options::{Checked, Given, Kind, Reader, Spec, Value};

/// The largest side the page searches step by step (the CLI takes [`MAX_SIDE`]).
pub const PAGE_SIDE: u8 = 4;
/// The most nodes a search in the page keeps (each about 250 bytes with its view: 50 MB):
/// more than the 181,440 positions of the whole 8-puzzle.
pub const PAGE_NODES: u64 = 200_000;
/// The most nodes "Solve now" keeps in a best-first search (about 130 bytes each: 130 MB).
/// The whole 8-puzzle fits; a 15-puzzle far from the goal does not, and IDA* is named.
pub const SOLVE_NODES: u64 = 1_000_000;
/// The most steps "Solve now" takes in a depth-first search: more than IDA* with the
/// pattern database takes on any of Korf's 100 (hours at the page's pace; Cancel is there).
pub const SOLVE_STEPS: u64 = 100_000_000_000;

/// The most steps "Solve now" takes with `algo` (`memory`: its closed set on): a search that
/// keeps every state it meets ([`Algo::keeps_states`]) is bounded by the nodes it may keep,
/// one that keeps only its path by [`SOLVE_STEPS`].
pub fn solve_steps(algo: Algo, memory: bool) -> u64 {
    if algo.keeps_states(memory) {
        SOLVE_NODES
    } else {
        SOLVE_STEPS
    }
}
/// The most nodes "Solve now"'s IDA* by Manhattan distance, remembering states, generates:
/// about ten seconds of the dedicated solver in the page, where Korf's instances take up to
/// six billion (his table): most stop here and say how far they got, where the pattern
/// database finishes any of them.
pub const SOLVE_MANHATTAN_NODES: u64 = 300_000_000;

/// The most steps "Solve now" takes with `algo` by `heuristic` (`memory`: its states
/// remembered): [`SOLVE_MANHATTAN_NODES`] for IDA* by Manhattan distance remembering states
/// (run on the dedicated solver, whose bound is on nodes generated), else [`solve_steps`].
pub fn solve_bound(algo: Algo, heuristic: Heuristic, memory: bool) -> u64 {
    if algo == Algo::IdaStar && heuristic == Heuristic::Manhattan && memory {
        SOLVE_MANHATTAN_NODES
    } else {
        solve_steps(algo, memory)
    }
}
/// The most random slides a shuffle makes.
pub const MAX_SHUFFLE: u64 = 500;

/// The searches the page steps through: the best-first family, then the depth-first one.
pub const PAGE_ALGOS: &[&str] = &["bfs", "greedy", "astar", "wastar", "dfs", "ids", "idastar"];
/// The deepest depth bound depth-first search may be given.
pub const MAX_DEPTH: u64 = 100;

pub const OPTIONS: &[Spec] = &[
    Spec::number("side", MIN_SIDE as u64, PAGE_SIDE as u64, "3"),
    Spec::text("tiles", Kind::Text, ""),
    Spec::number("shuffle", 0, MAX_SHUFFLE, "20"),
    Spec::number("seed", 0, u32::MAX as u64, "1"),
    Spec::choice("algo", PAGE_ALGOS, "astar", "sliding.bad_algo"),
    Spec::choice(
        "heuristic",
        &["none", "misplaced", "manhattan", "linear", "pdb", "pdb663"],
        "manhattan",
        "sliding.bad_heuristic",
    ),
    Spec::text("weight", Kind::Text, "2"),
    Spec::flag("memory", Some(true)),
    Spec::number("depth", 1, MAX_DEPTH, "20"),
    Spec::number("limit", 1, PAGE_NODES, "200000"),
    Spec::number("korf", 0, korf::COUNT as u64, "0"),
    // The goal: the blank last or first (not `goal`, which a challenge's link uses).
    Spec::choice("blank", Goal::NAMES, "last", "sliding.bad_blank"),
    // The student's own estimate h ("Your rule"), in the rule language.
    crate::puzzles::rule::OPTION,
];

/// A set of the page's options read.
#[derive(Clone, Debug)]
pub struct PuzzleOptions {
    pub side: u8,
    /// The position to solve: the tiles given, else the goal shuffled.
    pub start: Tiles,
    pub goal: Tiles,
    /// Which goal: the blank last or first.
    pub blank: Goal,
    /// Whether the position was given (not shuffled).
    pub given: bool,
    pub algo: Algo,
    pub heuristic: Heuristic,
    /// Weighted A*'s `w` in tenths.
    pub weight: u32,
    pub memory: bool,
    /// Depth-first search's depth bound.
    pub depth: u32,
    /// The most nodes kept (best-first), or steps taken (depth-first).
    pub limit: u64,
    /// Why the position cannot reach the goal, if it cannot: drawn, never searched.
    pub parity: Parity,
    /// Korf's instance shown (its number and published length), if one is.
    pub korf: Option<korf::Instance>,
    /// The student's own estimate h as written (it reads: [`super::rule::VOCABULARY`]),
    /// if one is given.
    pub rule: Option<String>,
}

fn number(name: &'static str, min: u64, max: u64) -> impl Fn(&str) -> Result<u64, SlidingError> {
    move |t| {
        t.parse::<u64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| SlidingError::Number {
                name,
                text: t.to_string(),
                min,
                max,
            })
    }
}

/// A depth bound for depth-first search, from 1 to [`MAX_DEPTH`]: the page's and the CLI's
/// (`name` is the option as it is said there), so neither keeps a path it cannot show.
pub fn read_depth(name: &'static str, text: &str) -> Result<u32, SlidingError> {
    number(name, 1, MAX_DEPTH)(text.trim()).map(|d| d as u32)
}

/// Read a set of options; a position that cannot reach the goal is read (it is drawn), its
/// parity kept to say why it is not searched.
pub fn read(given: &Given) -> Checked<PuzzleOptions> {
    read_on(given, PAGE_SIDE)
}

/// [`read`] on boards of sides up to `max_side` (the CLI's [`MAX_SIDE`], past the page's
/// [`PAGE_SIDE`]); every other bound is the page's.
pub fn read_on(given: &Given, max_side: u8) -> Checked<PuzzleOptions> {
    // Tiles given without a side are on the board their count makes (16 tiles are 4x4), as
    // the CLI reads them; a side given beside them must agree.
    let with_side;
    let given = match (
        given.get("side").and_then(Option::as_ref),
        given.get("tiles"),
    ) {
        (None, Some(Some(Value::Text(t)))) => match Tiles::parse(t.trim(), max_side) {
            Ok(tiles) => {
                let mut g = given.clone();
                g.insert("side".into(), Some(Value::Text(tiles.side.to_string())));
                with_side = g;
                &with_side
            }
            Err(_) => given,
        },
        _ => given,
    };
    let mut r = Reader::new(OPTIONS, given);
    let side = r.read("side", number("side", MIN_SIDE.into(), max_side.into())) as u8;
    let tiles = r.read("tiles", |t| -> Result<Option<Tiles>, SlidingError> {
        if t.is_empty() {
            return Ok(None);
        }
        let tiles = Tiles::parse(t, max_side)?;
        if tiles.side != side {
            return Err(SlidingError::Side {
                side,
                given: tiles.side,
            });
        }
        Ok(Some(tiles))
    });
    let shuffle = r.read("shuffle", number("shuffle", 0, MAX_SHUFFLE)) as u32;
    let seed = r.read("seed", number("seed", 0, u32::MAX.into()));
    let algo = Algo::parse(r.choice("algo")).expect("a declared choice");
    let heuristic = Heuristic::parse(r.choice("heuristic")).expect("a declared choice");
    let weight = r.read("weight", |t| {
        parse_weight(t).ok_or_else(|| SlidingError::Weight(t.to_string()))
    });
    let memory = r.flag("memory").unwrap_or(true);
    let depth = r.read("depth", |t| read_depth("depth", t));
    let limit = r.read("limit", number("limit", 1, PAGE_NODES));
    // Korf's instance n: his tiles towards his goal (the blank first), on the 4x4 board
    // whatever `side` says.
    let mut korf = match r.read("korf", number("korf", 0, korf::COUNT.into())) {
        0 => None,
        n => korf::instance(n as u32),
    };
    let mut blank = Goal::parse(r.choice("blank")).expect("a declared choice");
    let goal = blank.tiles(side);
    // Both a position of one's own and Korf's instance: the position is kept and the
    // instance refused, so the board, the Position field and the link say one thing.
    if korf.is_some() && tiles.is_some() {
        r.refuse_reset("korf", SlidingError::KorfAndTiles);
        korf = None;
    }
    // Korf's lengths are towards his goal, the blank first: his instance takes it (the page
    // leaves his instance when another goal is chosen).
    if korf.is_some() && blank != Goal::BlankFirst {
        blank = Goal::BlankFirst;
        r.set("blank", blank.name());
    }
    let (side, goal, given_tiles, start) = match &korf {
        Some(k) => (4, blank.tiles(4), true, k.tiles.clone()),
        None => {
            let given = tiles.is_some();
            let start = tiles.unwrap_or_else(|| {
                let puzzle = Sliding::new(&goal, Heuristic::None);
                let p = puzzle.shuffled(shuffle, seed);
                Tiles {
                    side,
                    tiles: puzzle.tiles(&p),
                }
            });
            (side, goal, given, start)
        }
    };
    let parity = Parity::of(&start, &goal);
    let rule = crate::puzzles::rule::read_option(&mut r, &super::rule::VOCABULARY);
    r.finish(PuzzleOptions {
        side,
        start,
        goal,
        blank,
        given: given_tiles,
        algo,
        heuristic,
        weight,
        memory,
        depth,
        limit,
        parity,
        korf,
        rule,
    })
}
