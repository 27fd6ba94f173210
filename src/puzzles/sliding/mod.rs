//! The sliding-tile puzzle (the 8-puzzle on 3x3, Korf's 15-puzzle on 4x4): tiles 1 to
//! n²-1 and a blank on an n x n board, a tile beside the blank slides into it. Its
//! positions, the parity rule that splits them into two halves that cannot reach each other,
//! the estimates informed search uses, and the state space the engine searches.

use std::fmt;
use std::sync::Arc;

pub mod aima;
pub mod code;
pub mod code_deep;
pub mod fast;
pub mod korf;
pub mod options;
pub mod pdb;
pub mod predict;
pub mod predict_deep;
pub mod rule;
pub mod solve;
pub mod status;
pub mod table;
pub use pdb::PatternDb;

use crate::engine::{Space, SplitMix64};
use crate::puzzles::message::{Coded, Message};

/// The smallest and largest sides (the page draws up to 4; the CLI takes 5).
pub const MIN_SIDE: u8 = 2;
pub const MAX_SIDE: u8 = 5;
/// Bits a cell takes in a packed position: tiles up to 24.
const BITS: u32 = 5;
const MASK: u128 = (1 << BITS) - 1;

/// A position: each cell's tile (0 the blank), packed 5 bits a cell, row-major, and where
/// the blank is. Small, compared and hashed whole. Aligned to 8 bytes, not the 16 of a
/// `u128`: 24 bytes, not 32, so the events of a recorded search that carry one take 48 bytes,
/// not 64, and the page's recording holds a breadth-first search of the hardest 8-puzzle
/// (31 moves, 665,043 steps) whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C, packed(8))]
pub struct Position {
    cells: u128,
    blank: u8,
}

impl Position {
    /// The tile in cell `i` (0 the blank).
    #[inline]
    pub fn tile(&self, i: usize) -> u8 {
        ((self.cells >> (BITS as usize * i)) & MASK) as u8
    }
    /// The cell the blank is in.
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }
    /// The position with the blank and the tile in `cell` swapped (the tile slid).
    #[inline]
    fn slid(&self, cell: usize) -> Position {
        let t = u128::from(self.tile(cell));
        let (b, c) = (BITS as usize * self.blank(), BITS as usize * cell);
        Position {
            cells: (self.cells & !(MASK << c)) | (t << b),
            blank: cell as u8,
        }
    }
    fn from_tiles(tiles: &[u8]) -> Position {
        let cells = tiles.iter().enumerate().fold(0u128, |acc, (i, &t)| {
            acc | (u128::from(t) << (BITS as usize * i))
        });
        let blank = tiles.iter().position(|&t| t == 0).unwrap_or(0) as u8;
        Position { cells, blank }
    }
}

/// What is wrong with a position's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlidingError {
    /// An entry that is not a whole number.
    NotANumber(String),
    /// A count of entries that is not the square of a side from 2 to the largest allowed.
    Count { count: usize, max_side: u8 },
    /// A tile outside `0..n²`.
    OutOfRange { tile: u32, side: u8 },
    /// A tile given twice.
    Repeated { tile: u8 },
    /// The goal is for another size of board.
    GoalSize { side: u8, goal_side: u8 },
    /// The position cannot reach the goal ([`Parity`]).
    Unsolvable(Parity),
    /// The tiles make a board of another side than the one asked for.
    Side { side: u8, given: u8 },
    /// A whole-number option out of its range, or not a number.
    Number {
        name: &'static str,
        text: String,
        min: u64,
        max: u64,
    },
    /// Weighted A*'s `w` not a number from 1 to 10.
    Weight(String),
    /// A pattern database asked for on a board the page cannot build one for at once (it
    /// builds it in a worker first, then gives its bytes).
    PatternSide { side: u8 },
    /// Bytes given as a pattern database that are not one for this goal.
    BadDb,
    /// Korf's instance asked for beside a position of one's own: the position is kept.
    KorfAndTiles,
}

crate::puzzles::message::display_as_message!(SlidingError);

impl Coded for SlidingError {
    fn message(&self) -> Message {
        match self {
            SlidingError::NotANumber(s) => Message::new("sliding.not_a_number").text("word", s),
            SlidingError::Count { count, max_side } => Message::new("sliding.count")
                .count("count", *count as u64)
                .num("max", *max_side),
            SlidingError::OutOfRange { tile, side } => Message::new("sliding.out_of_range")
                .num("tile", *tile)
                .num("side", *side)
                .num("last", u32::from(*side) * u32::from(*side) - 1),
            SlidingError::Repeated { tile } => Message::new("sliding.repeated").num("tile", *tile),
            SlidingError::GoalSize { side, goal_side } => Message::new("sliding.goal_size")
                .num("side", *side)
                .num("goal", *goal_side),
            SlidingError::Unsolvable(p) => Message::new(if p.odd_permutation {
                "sliding.unsolvable_odd"
            } else {
                "sliding.unsolvable_even"
            })
            .count("distance", u64::from(p.blank_distance)),
            SlidingError::Side { side, given } => Message::new("sliding.side")
                .num("side", *side)
                .num("given", *given),
            SlidingError::Number {
                name,
                text,
                min,
                max,
            } => Message::new("sliding.bad_number")
                .text(crate::puzzles::options::OPTION_PARAM, *name)
                .text("text", text.chars().take(40).collect::<String>())
                .count("min", *min)
                .count("max", *max),
            SlidingError::Weight(text) => Message::new("sliding.bad_weight")
                .text("text", text.chars().take(40).collect::<String>()),
            SlidingError::PatternSide { side } => {
                Message::new("sliding.pattern_side").num("side", *side)
            }
            SlidingError::BadDb => Message::new("sliding.bad_db"),
            SlidingError::KorfAndTiles => Message::new("sliding.korf_and_tiles"),
        }
    }
}

impl std::error::Error for SlidingError {}

/// An n x n board's position as tiles, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tiles {
    pub side: u8,
    pub tiles: Vec<u8>,
}

impl Tiles {
    /// Read "1 2 3 4 5 6 7 8 0" (spaces, commas or new lines between; 0 or `_` the blank),
    /// on a board of side at most `max_side`.
    pub fn parse(text: &str, max_side: u8) -> Result<Tiles, SlidingError> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        let side = (MIN_SIDE..=max_side).find(|&s| usize::from(s) * usize::from(s) == words.len());
        let mut tiles = Vec::with_capacity(words.len());
        for w in &words {
            let t = if *w == "_" {
                0
            } else {
                w.parse::<u32>()
                    .map_err(|_| SlidingError::NotANumber(w.chars().take(20).collect()))?
            };
            tiles.push(t);
        }
        let Some(side) = side else {
            return Err(SlidingError::Count {
                count: words.len(),
                max_side,
            });
        };
        let cells = u32::from(side) * u32::from(side);
        let mut seen = vec![false; cells as usize];
        for &t in &tiles {
            if t >= cells {
                return Err(SlidingError::OutOfRange { tile: t, side });
            }
            if std::mem::replace(&mut seen[t as usize], true) {
                return Err(SlidingError::Repeated { tile: t as u8 });
            }
        }
        Ok(Tiles {
            side,
            tiles: tiles.into_iter().map(|t| t as u8).collect(),
        })
    }

    /// Read `text` as a position to search towards `goal`: on the goal's board, and able to
    /// reach it (else the parity rule says why).
    pub fn against(text: &str, goal: &Tiles, max_side: u8) -> Result<Tiles, SlidingError> {
        let t = Tiles::parse(text, max_side)?;
        if t.side != goal.side {
            return Err(SlidingError::GoalSize {
                side: t.side,
                goal_side: goal.side,
            });
        }
        let parity = Parity::of(&t, goal);
        if !parity.solvable() {
            return Err(SlidingError::Unsolvable(parity));
        }
        Ok(t)
    }

    /// The usual goal: tiles in order, the blank last.
    pub fn solved(side: u8) -> Tiles {
        Goal::BlankLast.tiles(side)
    }

    /// The position packed.
    pub fn position(&self) -> Position {
        Position::from_tiles(&self.tiles)
    }
}

impl fmt::Display for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.tiles.iter().map(u8::to_string).collect();
        write!(f, "{}", words.join(" "))
    }
}

/// The two goals the puzzle is taught with: the tiles in order with the blank last (most
/// textbooks), or the blank first (Korf's instances, Russell and Norvig's figure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    BlankLast,
    BlankFirst,
}

impl Goal {
    pub const ALL: [Goal; 2] = [Goal::BlankLast, Goal::BlankFirst];
    /// Their names, as the page's `goal` option and the CLI's `--goal` take them.
    pub const NAMES: &'static [&'static str] = &["last", "first"];
    pub fn name(self) -> &'static str {
        match self {
            Goal::BlankLast => "last",
            Goal::BlankFirst => "first",
        }
    }
    pub fn parse(s: &str) -> Option<Goal> {
        Goal::ALL.into_iter().find(|g| g.name() == s)
    }
    /// The goal on a board of side `side`.
    pub fn tiles(self, side: u8) -> Tiles {
        let cells = usize::from(side) * usize::from(side);
        let mut tiles: Vec<u8> = (1..cells as u8).collect();
        match self {
            Goal::BlankLast => tiles.push(0),
            Goal::BlankFirst => tiles.insert(0, 0),
        }
        Tiles { side, tiles }
    }
    /// Which of the two `goal` is, if either.
    pub fn of(goal: &Tiles) -> Option<Goal> {
        Goal::ALL.into_iter().find(|g| g.tiles(goal.side) == *goal)
    }
    /// A goal as the CLI's `--goal` takes it: a name, or the tiles.
    pub fn read(text: &str, side: u8, max_side: u8) -> Result<Tiles, SlidingError> {
        match Goal::parse(&text.trim().to_ascii_lowercase()) {
            Some(g) => Ok(g.tiles(side)),
            None => Tiles::parse(text, max_side),
        }
    }
    /// The goal's tiles, and its name when it has one: "1 2 3 4 5 6 7 8 0 (the blank last)".
    pub fn describe(goal: &Tiles) -> String {
        match Goal::of(goal) {
            Some(g) => format!("{goal} (the blank {})", g.name()),
            None => goal.to_string(),
        }
    }
}

/// Weighted A*'s `w` read as tenths: "2" is 20, "1.5" is 15; from 1 to 10. A finer weight
/// ("1.04", "2.55") is refused, not rounded to a tenth the search would use unsaid.
pub fn parse_weight(text: &str) -> Option<u32> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|w| (1.0..=10.0).contains(w))
        .map(|w| w * 10.0)
        .filter(|tenths| (tenths - tenths.round()).abs() < 1e-6)
        .map(|tenths| tenths.round() as u32)
}

/// Why a position cannot reach the goal, or `None` when it can. A slide swaps the blank with
/// a tile: it changes the permutation's parity and moves the blank one square, changing the
/// parity of its distance (rows plus columns) from the blank's goal square. So the two
/// parities stay equal, or stay different, for ever: the position reaches the goal exactly
/// when they are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parity {
    /// Whether the tiles (blank included) are an odd permutation of the goal's.
    pub odd_permutation: bool,
    /// The blank's distance, rows plus columns, from its square in the goal.
    pub blank_distance: u32,
}

impl Parity {
    pub fn of(start: &Tiles, goal: &Tiles) -> Parity {
        let n = start.tiles.len();
        // Where each tile is in the goal; the permutation taking goal cells to start cells.
        let mut at_goal = vec![0usize; n];
        for (i, &t) in goal.tiles.iter().enumerate() {
            at_goal[usize::from(t)] = i;
        }
        let perm: Vec<usize> = start
            .tiles
            .iter()
            .map(|&t| at_goal[usize::from(t)])
            .collect();
        // Parity by cycles: a cycle of length k is k - 1 swaps.
        let mut seen = vec![false; n];
        let mut swaps = 0;
        for i in 0..n {
            let mut j = i;
            let mut len = 0;
            while !seen[j] {
                seen[j] = true;
                j = perm[j];
                len += 1;
            }
            swaps += len.max(1) - 1;
        }
        let side = usize::from(start.side);
        let b = start.tiles.iter().position(|&t| t == 0).unwrap_or(0);
        let gb = goal.tiles.iter().position(|&t| t == 0).unwrap_or(0);
        let blank_distance =
            ((b / side).abs_diff(gb / side) + (b % side).abs_diff(gb % side)) as u32;
        Parity {
            odd_permutation: swaps % 2 == 1,
            blank_distance,
        }
    }
    /// Whether the position can reach the goal.
    pub fn solvable(&self) -> bool {
        self.odd_permutation == (self.blank_distance % 2 == 1)
    }
}

/// The estimates of the distance to the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    /// h = 0: A* becomes uniform-cost search.
    None,
    /// Tiles not on their goal square.
    Misplaced,
    /// Each tile's rows plus columns from its goal square, summed.
    Manhattan,
    /// Manhattan distance plus two moves for each tile that must leave its row or column to
    /// let another of that line past (Hansson, Mayer and Yung 1992).
    LinearConflict,
    /// An additive pattern database ([`PatternDb`]).
    Pattern,
    /// The 15-puzzle's 6-6-3 additive pattern databases ([`pdb::groups_663`]; on other
    /// boards the usual groups), the larger of the position's value and its reflection's
    /// about the main diagonal, read in the same tables (Korf and Felner 2002), where the goal
    /// is its own reflection ([`fast::reflection`]: the blank on the diagonal).
    PatternReflected,
    /// The 15-puzzle's 7-8 additive pattern databases ([`pdb::groups_78`], 577 MB: the CLI's
    /// alone, kept in a cache file), with the reflection as [`Heuristic::PatternReflected`]
    /// reads it; the usual groups on other boards (the CLI refuses them).
    Pattern78,
    /// A student's own estimate in the rule language ([`rule::RuleEstimate`], given with
    /// [`Sliding::with_rule`]); no page menu lists it.
    Rule,
}

impl Heuristic {
    pub const ALL: [Heuristic; 7] = [
        Heuristic::None,
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
        Heuristic::Pattern,
        Heuristic::PatternReflected,
        Heuristic::Pattern78,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::None => "none",
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear",
            Heuristic::Pattern => "pdb",
            Heuristic::PatternReflected => "pdb663",
            Heuristic::Pattern78 => "pdb78",
            Heuristic::Rule => "rule",
        }
    }
    pub fn parse(s: &str) -> Option<Heuristic> {
        Heuristic::ALL.into_iter().find(|h| h.name() == s)
    }
    /// Whether it never overestimates, and whether it never drops by more than a step's
    /// cost along a move (so A* never reopens a state). All are admissible; a pattern
    /// database is not always consistent: its tables keep, for each placement of a group's
    /// tiles, the fewest moves over every cell the blank could be in, so one slide can lower
    /// the estimate by more than one. A student's rule is neither until its check says so
    /// ([`rule::Check`]).
    pub fn admissible_consistent(self) -> (bool, bool) {
        match self {
            Heuristic::Rule => (false, false),
            h => (true, !h.pattern()),
        }
    }
    /// Whether it reads a pattern database.
    pub fn pattern(self) -> bool {
        matches!(
            self,
            Heuristic::Pattern | Heuristic::PatternReflected | Heuristic::Pattern78
        )
    }
    /// Whether it also reads the position reflected about the main diagonal and takes the
    /// larger value (where the goal is its own reflection).
    pub fn reflected(self) -> bool {
        matches!(self, Heuristic::PatternReflected | Heuristic::Pattern78)
    }
    /// The estimates stronger than this one, weakest first: larger on most positions, so A*
    /// and IDA* expand fewer states with them. Each of misplaced tiles, Manhattan distance
    /// and linear conflict is never below the one before it; the additive pattern database
    /// is never below Manhattan distance, and above linear conflict on most positions. The
    /// pattern databases are one tier, the strongest, named by the usual one: past it what
    /// helps is a search that keeps less (IDA*) or a higher bound, not another table.
    pub fn stronger(self) -> Vec<Heuristic> {
        if self == Heuristic::Rule {
            return Vec::new();
        }
        let rank = |h: Heuristic| Heuristic::ALL.iter().position(|&x| x == h);
        Heuristic::ALL
            .into_iter()
            .filter(|&h| rank(h) > rank(self) && !h.reflected())
            .filter(|_| !self.pattern())
            .collect()
    }
}

/// The puzzle as a state space for the engine: an n x n board, its goal and an estimate.
#[derive(Clone, Debug)]
pub struct Sliding {
    side: usize,
    goal: Position,
    /// Each tile's goal cell.
    home: [u8; 25],
    heuristic: Heuristic,
    /// The tables, for the estimates that read a pattern database ([`Heuristic::pattern`]).
    db: Option<Arc<PatternDb>>,
    /// The reflection about the main diagonal (each tile's and cell's), for those that read
    /// it ([`Heuristic::reflected`]) where the goal is its own reflection.
    reflect: Option<([u8; 16], [u8; 16])>,
    /// The student's rule, for [`Heuristic::Rule`].
    rule: Option<Arc<rule::RuleEstimate>>,
}

impl Sliding {
    /// The puzzle on `goal`'s board, estimated by the pattern database `db` (built for the
    /// same goal).
    pub fn with_db(goal: &Tiles, db: Arc<PatternDb>) -> Sliding {
        Sliding {
            db: Some(db),
            ..Sliding::new(goal, Heuristic::Pattern)
        }
    }

    /// The puzzle estimated by the larger of `db`'s value at a position and at its reflection
    /// about the main diagonal ([`Heuristic::PatternReflected`]); `db` alone where the goal
    /// is not its own reflection.
    pub fn with_db_reflected(goal: &Tiles, db: Arc<PatternDb>) -> Sliding {
        Sliding::with_db_as(goal, db, Heuristic::PatternReflected)
    }

    /// The puzzle estimated by `heuristic`, one that reads a pattern database
    /// ([`Heuristic::pattern`]), from `db` (built for the same goal, with that estimate's
    /// groups): also at the position's reflection where it reads that
    /// ([`Heuristic::reflected`]) and the goal is its own reflection.
    pub fn with_db_as(goal: &Tiles, db: Arc<PatternDb>, heuristic: Heuristic) -> Sliding {
        Sliding {
            db: Some(db),
            reflect: heuristic
                .reflected()
                .then(|| fast::reflection(goal))
                .flatten(),
            ..Sliding::new(goal, heuristic)
        }
    }

    /// The puzzle on `goal`'s board, estimated by `heuristic` (a pattern database needs
    /// [`Sliding::with_db`]; without one it estimates as Manhattan distance, which its
    /// tables never fall below).
    pub fn new(goal: &Tiles, heuristic: Heuristic) -> Sliding {
        let mut home = [0u8; 25];
        for (i, &t) in goal.tiles.iter().enumerate() {
            home[usize::from(t)] = i as u8;
        }
        Sliding {
            side: usize::from(goal.side),
            goal: goal.position(),
            home,
            heuristic,
            db: None,
            reflect: None,
            rule: None,
        }
    }

    /// The puzzle on `goal`'s board, estimated by a student's rule (parsed for the same
    /// goal). A value below 0 counts as 0; an evaluation that fails counts as 0 and is kept
    /// ([`rule::RuleEstimate::failed`]).
    pub fn with_rule(goal: &Tiles, estimate: Arc<rule::RuleEstimate>) -> Sliding {
        Sliding {
            rule: Some(estimate),
            ..Sliding::new(goal, Heuristic::Rule)
        }
    }
    pub fn side(&self) -> usize {
        self.side
    }
    pub fn goal(&self) -> Position {
        self.goal
    }
    pub fn heuristic(&self) -> Heuristic {
        self.heuristic
    }
    /// The pattern database it holds, if any.
    pub fn db(&self) -> Option<&Arc<PatternDb>> {
        self.db.as_ref()
    }
    /// The tiles of a position, row-major.
    /// `p` as the `tiles` option and the CLI write a position: "1 2 3 4 5 6 7 8 0".
    pub fn text(&self, p: &Position) -> String {
        let words: Vec<String> = self.tiles(p).iter().map(u8::to_string).collect();
        words.join(" ")
    }
    pub fn tiles(&self, p: &Position) -> Vec<u8> {
        (0..self.side * self.side).map(|i| p.tile(i)).collect()
    }
    /// The cells a tile can slide from into the blank, in the order up, left, right, down of
    /// the blank (the order successors are generated in: Korf's, so the last iteration of
    /// IDA* counts the nodes his table gives).
    pub fn movable(&self, p: &Position) -> impl Iterator<Item = usize> {
        let (n, b) = (self.side, p.blank());
        let (r, c) = (b / n, b % n);
        [
            (r > 0).then(|| b - n),
            (c > 0).then(|| b - 1),
            (c + 1 < n).then(|| b + 1),
            (r + 1 < n).then(|| b + n),
        ]
        .into_iter()
        .flatten()
    }
    /// The position after the tile in `cell` slides into the blank, if it is beside it.
    pub fn slide(&self, p: &Position, cell: usize) -> Option<Position> {
        self.movable(p).any(|c| c == cell).then(|| p.slid(cell))
    }

    fn manhattan(&self, p: &Position) -> u32 {
        let n = self.side;
        let mut h = 0;
        for i in 0..n * n {
            let t = p.tile(i);
            if t != 0 {
                let home = usize::from(self.home[usize::from(t)]);
                h += ((i / n).abs_diff(home / n) + (i % n).abs_diff(home % n)) as u32;
            }
        }
        h
    }

    /// Two moves for each tile taken out of a line to let the others of the line pass: in
    /// each row (and column), among the tiles whose goal is in that row, the fewest to remove
    /// so the rest are in goal order.
    fn conflicts(&self, p: &Position) -> u32 {
        let n = self.side;
        let mut extra = 0;
        for line in 0..n {
            for by_row in [true, false] {
                // The goal positions along the line of the tiles that belong to it, in order.
                let mut along = [0u8; 5];
                let mut k = 0;
                for j in 0..n {
                    let i = if by_row { line * n + j } else { j * n + line };
                    let t = p.tile(i);
                    if t == 0 {
                        continue;
                    }
                    let home = usize::from(self.home[usize::from(t)]);
                    let (hl, hj) = if by_row {
                        (home / n, home % n)
                    } else {
                        (home % n, home / n)
                    };
                    if hl == line {
                        along[k] = hj as u8;
                        k += 1;
                    }
                }
                // Tiles to remove = k - longest increasing run (as a subsequence).
                let mut best = [0u8; 5];
                let mut longest = 0;
                for a in 0..k {
                    best[a] = 1;
                    for b in 0..a {
                        if along[b] < along[a] {
                            best[a] = best[a].max(best[b] + 1);
                        }
                    }
                    longest = longest.max(best[a]);
                }
                extra += 2 * (k as u32 - u32::from(longest));
            }
        }
        extra
    }

    /// The estimate of the moves left.
    pub fn estimate_of(&self, p: &Position) -> u32 {
        match self.heuristic {
            Heuristic::None => 0,
            Heuristic::Misplaced => (0..self.side * self.side)
                .filter(|&i| {
                    let t = p.tile(i);
                    t != 0 && usize::from(self.home[usize::from(t)]) != i
                })
                .count() as u32,
            Heuristic::Manhattan => self.manhattan(p),
            Heuristic::LinearConflict => self.manhattan(p) + self.conflicts(p),
            Heuristic::Pattern | Heuristic::PatternReflected | Heuristic::Pattern78 => {
                match (&self.db, &self.reflect) {
                    (Some(db), None) => db.estimate(p),
                    (Some(db), Some((tile, cell))) => {
                        let mut r = [0u8; 16];
                        for (c, &to) in cell.iter().enumerate().take(self.side * self.side) {
                            r[usize::from(to)] = tile[usize::from(p.tile(c))];
                        }
                        let n = self.side * self.side;
                        db.estimate(p)
                            .max(db.estimate(&Position::from_tiles(&r[..n])))
                    }
                    (None, _) => self.manhattan(p),
                }
            }
            Heuristic::Rule => self.rule.as_ref().map_or(0, |r| r.estimate(p)),
        }
    }

    /// A position `moves` random slides from the goal, never straight back, from `seed`.
    pub fn shuffled(&self, moves: u32, seed: u64) -> Position {
        let mut rng = SplitMix64::new(seed);
        let mut p = self.goal;
        let mut back = usize::MAX;
        for _ in 0..moves {
            let choices: Vec<usize> = self.movable(&p).filter(|&c| c != back).collect();
            let cell = choices[rng.below(choices.len() as u64) as usize];
            back = p.blank();
            p = p.slid(cell);
        }
        p
    }
}

impl Space for Sliding {
    type State = Position;
    #[inline]
    fn successors(&self, p: &Position, out: &mut Vec<(Position, u32)>) {
        for cell in self.movable(p) {
            out.push((p.slid(cell), 1));
        }
    }
    #[inline]
    fn is_goal(&self, p: &Position) -> bool {
        *p == self.goal
    }
    #[inline]
    fn estimate(&self, p: &Position) -> u32 {
        self.estimate_of(p)
    }
}
