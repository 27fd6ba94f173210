//! Additive pattern databases (Korf and Felner 2002): the tiles split into disjoint groups;
//! for each group, a table of the fewest moves of that group's tiles that bring them home
//! from every placement of them, the other tiles ignored. Moves of one group's tiles are not
//! counted in another's, so the tables' values add up and stay admissible (not always
//! consistent: see `Heuristic::admissible_consistent`).
//! Each table is built by a breadth-first search backwards from the goal.

use super::{Position, Tiles};
use crate::export::zip::Crc32;

mod layers;

/// The largest group: 16 cells choose and order 8 tiles is 518,918,400 placements, a byte
/// each (the 7-8 partition's larger table).
pub const MAX_GROUP: usize = 8;

/// One group's table.
#[derive(Clone, Debug)]
struct Table {
    tiles: Vec<u8>,
    /// Fewest moves of the group's tiles, by the rank of their cells.
    moves: Vec<u8>,
}

/// The tables of disjoint groups covering every tile.
#[derive(Clone, Debug)]
pub struct PatternDb {
    side: usize,
    /// The goal's tiles it was built for.
    goal: Vec<u8>,
    tables: Vec<Table>,
}

/// The number of ways to place `k` distinct tiles on `n` cells.
fn placements(n: usize, k: usize) -> usize {
    (n - k + 1..=n).product()
}

/// The rank of `cells` (distinct, each below `n`) among the placements of its length.
fn rank(cells: &[u8], n: usize) -> usize {
    let mut r = 0;
    for (i, &c) in cells.iter().enumerate() {
        let smaller_used = cells[..i].iter().filter(|&&d| d < c).count();
        r = r * (n - i) + usize::from(c) - smaller_used;
    }
    r
}

/// The largest group of [`default_groups`]: a 6-tile table on 5x5 would be 127 million
/// placements.
const USUAL_GROUP: usize = 5;

/// The usual groups for a board: the tiles in goal order, cut into runs of at most
/// five as even as can be (8-puzzle 4-4, 15-puzzle 5-5-5, 24-puzzle 5-5-5-5-4).
pub fn default_groups(goal: &Tiles) -> Vec<Vec<u8>> {
    let tiles: Vec<u8> = goal.tiles.iter().copied().filter(|&t| t != 0).collect();
    let count = tiles
        .len()
        .div_ceil(if goal.side <= 3 { 4 } else { USUAL_GROUP });
    let per = tiles.len().div_ceil(count);
    tiles.chunks(per).map(<[u8]>::to_vec).collect()
}

/// The 15-puzzle's 6-6-3 partition (Korf and Felner 2002): with the blank last, tiles
/// {1, 5, 6, 9, 10, 13} (the left), {7, 8, 11, 12, 14, 15} (the right below the top row) and
/// {2, 3, 4}, named by their goal cells, so with the blank first it is the same shape turned
/// half round: {3, 6, 7, 10, 11, 15}, {1, 2, 4, 5, 8, 9}, {12, 13, 14}. Any other 4x4 goal
/// takes the tiles in those cells, a tile in the blank-last goal's blank cell joining the
/// three; None on other boards.
pub fn groups_663(goal: &Tiles) -> Option<Vec<Vec<u8>>> {
    by_cells(
        goal,
        &[
            &[0, 4, 5, 8, 9, 12],
            &[6, 7, 10, 11, 13, 14],
            &[1, 2, 3, 15],
        ],
    )
}

/// The 15-puzzle's 7-8 partition (Korf and Felner 2002): with the blank first (their goal,
/// Korf's instances'), tiles 1 to 7 (the top two rows) and 8 to 15 (the bottom two); with
/// the blank last the same halves turned half round, tiles 9 to 15 and 1 to 8. Any other 4x4
/// goal takes the tiles in those cells of the blank-last goal, a tile in its blank cell
/// joining the seven (so neither group has more than eight); None on other boards.
pub fn groups_78(goal: &Tiles) -> Option<Vec<Vec<u8>>> {
    by_cells(
        goal,
        &[&[8, 9, 10, 11, 12, 13, 14, 15], &[0, 1, 2, 3, 4, 5, 6, 7]],
    )
}

/// A 4x4 partition given by the cells of the blank-last goal: each group the tiles of `goal`
/// in those cells, in tile order, or in the cells turned half round where the blank is first
/// (so the shape is the same about the blank); None on other boards.
fn by_cells(goal: &Tiles, cells: &[&[usize]]) -> Option<Vec<Vec<u8>>> {
    if goal.side != 4 {
        return None;
    }
    let turn = goal.tiles[0] == 0;
    Some(
        cells
            .iter()
            .map(|cs| {
                let mut g: Vec<u8> = cs
                    .iter()
                    .map(|&c| goal.tiles[if turn { 15 - c } else { c }])
                    .filter(|&t| t != 0)
                    .collect();
                g.sort_unstable();
                g
            })
            .collect(),
    )
}

/// The groups `heuristic` reads: the 6-6-3 partition on 4x4 for
/// [`super::Heuristic::PatternReflected`], 7-8 for [`super::Heuristic::Pattern78`], else
/// (and on other boards) the usual ones.
pub fn groups_for(goal: &Tiles, heuristic: super::Heuristic) -> Vec<Vec<u8>> {
    match heuristic {
        super::Heuristic::PatternReflected => groups_663(goal),
        super::Heuristic::Pattern78 => groups_78(goal),
        _ => None,
    }
    .unwrap_or_else(|| default_groups(goal))
}

impl PatternDb {
    /// Build the tables of `groups` (disjoint, together every tile, none over
    /// [`MAX_GROUP`]) for `goal`; `progress` hears each table's number as it is done.
    pub fn build(
        goal: &Tiles,
        groups: &[Vec<u8>],
        mut progress: impl FnMut(usize, usize),
    ) -> PatternDb {
        PatternDb::build_watched(goal, groups, |w| {
            if w.reached == w.states {
                progress(w.table, w.tables);
            }
        })
    }

    /// [`PatternDb::build`], `watch` told how far the table under way has got every
    /// 65,536 states (a 24-puzzle's table takes half a minute) and as each one is done.
    pub fn build_watched(
        goal: &Tiles,
        groups: &[Vec<u8>],
        mut watch: impl FnMut(Building),
    ) -> PatternDb {
        let side = usize::from(goal.side);
        let tables = groups
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let mut at = |reached, states| {
                    watch(Building {
                        table: i + 1,
                        tables: groups.len(),
                        reached,
                        states,
                    })
                };
                build_table(goal, g, &mut at)
            })
            .collect();
        PatternDb {
            side,
            goal: goal.tiles.clone(),
            tables,
        }
    }

    /// The sum of the groups' tables at `p`.
    #[inline]
    pub fn estimate(&self, p: &Position) -> u32 {
        let n = self.side * self.side;
        let mut at = [0u8; 25];
        for i in 0..n {
            at[usize::from(p.tile(i))] = i as u8;
        }
        let mut h = 0;
        for t in &self.tables {
            let mut cells = [0u8; MAX_GROUP];
            for (k, &tile) in t.tiles.iter().enumerate() {
                cells[k] = at[usize::from(tile)];
            }
            h += u32::from(t.moves[rank(&cells[..t.tiles.len()], n)]);
        }
        h
    }

    /// The board's side.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Whether it was built for `goal`.
    pub fn built_for(&self, goal: &Tiles) -> bool {
        self.goal == goal.tiles
    }

    /// How many groups (tables) it has.
    pub fn len(&self) -> usize {
        self.tables.len()
    }

    /// Whether it has no table (never: every tile is in a group).
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// Group `g`'s tiles and its table: the fewest moves of those tiles, indexed by the rank
    /// of their cells in the tiles' order among the placements of that many tiles (the
    /// first tile's cell most significant, each cell counted among those not yet taken).
    /// Panics unless `g < len()`.
    #[inline]
    pub fn table(&self, g: usize) -> (&[u8], &[u8]) {
        let t = &self.tables[g];
        (&t.tiles, &t.moves)
    }

    /// The groups, each its tiles.
    pub fn groups(&self) -> Vec<Vec<u8>> {
        self.tables.iter().map(|t| t.tiles.clone()).collect()
    }

    /// The tables as bytes, for [`PatternDb::from_bytes`] (the page builds them once in a
    /// worker and keeps them in the browser; the CLI keeps its largest in a cache file):
    /// `SLPDB2`, the side, the goal's tiles, the number of groups, then each group's size,
    /// tiles and table, then the CRC-32 of all that (little-endian), so a stored copy
    /// damaged anywhere is refused.
    pub fn to_bytes(&self, goal: &Tiles) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.byte_len(goal));
        self.write_to(goal, &mut out)
            .expect("writing into memory does not fail");
        out
    }

    /// How many bytes [`PatternDb::to_bytes`] gives.
    pub fn byte_len(&self, goal: &Tiles) -> usize {
        let tables: usize = self
            .tables
            .iter()
            .map(|t| 1 + t.tiles.len() + t.moves.len())
            .sum();
        MAGIC.len() + 1 + goal.tiles.len() + 1 + tables + 4
    }

    /// [`PatternDb::to_bytes`] written to `out` a part at a time (the CLI's 577 MB of 7-8
    /// tables are not copied whole first); the errors are `out`'s.
    pub fn write_to(&self, goal: &Tiles, out: &mut impl std::io::Write) -> std::io::Result<()> {
        let mut crc = Crc32::default();
        let mut put = |bytes: &[u8]| -> std::io::Result<()> {
            crc.update(bytes);
            out.write_all(bytes)
        };
        let mut head = MAGIC.to_vec();
        head.push(self.side as u8);
        head.extend_from_slice(&goal.tiles);
        head.push(self.tables.len() as u8);
        put(&head)?;
        for t in &self.tables {
            put(&[t.tiles.len() as u8])?;
            put(&t.tiles)?;
            put(&t.moves)?;
        }
        out.write_all(&crc.finish().to_le_bytes())
    }

    /// Tables from [`PatternDb::to_bytes`] for `goal`; None unless the bytes are such tables
    /// of this version, whole and unchanged (their CRC-32), built for this goal (groups
    /// disjoint, together every tile, each table whole).
    pub fn from_bytes(bytes: &[u8], goal: &Tiles) -> Option<PatternDb> {
        PatternDb::read_from(&mut &bytes[..], bytes.len() as u64, goal)
    }

    /// [`PatternDb::from_bytes`] read from `input`, `len` bytes long, a part at a time, each
    /// table straight into its own memory (the CLI's cache file: 577 MB read, not held
    /// twice); None where `from_bytes` refuses the bytes, where `input` fails or is not `len`
    /// bytes long (no part is given more memory than `len` says is left).
    pub fn read_from(input: &mut impl std::io::Read, len: u64, goal: &Tiles) -> Option<PatternDb> {
        use std::io::Read;
        let side = usize::from(goal.side);
        let n = side * side;
        let mut crc = Crc32::default();
        let mut left = len;
        let mut take = |k: u64| -> Option<Vec<u8>> {
            left = left.checked_sub(k)?;
            let mut part = Vec::with_capacity(usize::try_from(k).ok()?);
            input.take(k).read_to_end(&mut part).ok()?;
            (part.len() as u64 == k).then(|| {
                crc.update(&part);
                part
            })
        };
        if take(MAGIC.len() as u64)? != MAGIC
            || usize::from(take(1)?[0]) != side
            || take(n as u64)? != goal.tiles.as_slice()
        {
            return None;
        }
        let count = usize::from(take(1)?[0]);
        let mut covered = vec![false; n];
        covered[0] = true; // the blank is in no group
        let mut tables = Vec::with_capacity(count);
        for _ in 0..count {
            let k = usize::from(take(1)?[0]);
            if k == 0 || k > MAX_GROUP {
                return None;
            }
            let tiles = take(k as u64)?;
            for &t in &tiles {
                let cell = covered.get_mut(usize::from(t))?;
                if std::mem::replace(cell, true) {
                    return None;
                }
            }
            // Counted in 64 bits: 25 cells place 8 tiles 4.3e10 ways, past a wasm `usize`.
            let size = (n - k + 1..=n).try_fold(1u64, |a, x| a.checked_mul(x as u64))?;
            let moves = take(size)?;
            tables.push(Table { tiles, moves });
        }
        let sum = crc.finish();
        let mut rest = Vec::with_capacity(5);
        input.take(5).read_to_end(&mut rest).ok()?;
        (left == 4 && rest == sum.to_le_bytes() && covered.iter().all(|&c| c)).then_some(
            PatternDb {
                side,
                goal: goal.tiles.clone(),
                tables,
            },
        )
    }
}

/// How far a build has got: table `table` of `tables` (from 1) has reached `reached` of its
/// `states` (placements of its tiles, times the blank's other cells); `reached == states`
/// once it is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Building {
    pub table: usize,
    pub tables: usize,
    pub reached: u64,
    pub states: u64,
}

/// The first bytes of [`PatternDb::to_bytes`], its version: a copy of another is refused.
const MAGIC: &[u8] = b"SLPDB2";

/// A pattern database built one table at a time (the page's worker reports each), whole or
/// shared among builders each making some of its tables in a worker of its own
/// ([`PdbBuilder::share`]); the shares are put together by [`PdbBuilder::join`].
#[derive(Clone, Debug)]
pub struct PdbBuilder {
    goal: Tiles,
    groups: Vec<Vec<u8>>,
    /// Group `i`'s table, once built here or joined from another share.
    tables: Vec<Option<Table>>,
    /// This builder makes the tables `i` with `i % parts == part`.
    part: usize,
    parts: usize,
}

/// The first bytes of [`PdbBuilder::share_bytes`]: then the goal's tiles (their count, a
/// byte, then each), and each table of the share as its group's number, its tiles (their
/// count, then each) and its table; in memory between a worker and the page, never stored.
const SHARE_MAGIC: &[u8] = b"SLPDS2";

impl PdbBuilder {
    /// The usual groups of `goal` ([`default_groups`]), none built yet.
    pub fn new(goal: &Tiles) -> PdbBuilder {
        PdbBuilder::of(goal, default_groups(goal))
    }
    /// The groups `groups` of `goal` (as [`PatternDb::build`] takes them), none built yet.
    pub fn of(goal: &Tiles, groups: Vec<Vec<u8>>) -> PdbBuilder {
        PdbBuilder {
            goal: goal.clone(),
            tables: vec![None; groups.len()],
            groups,
            part: 0,
            parts: 1,
        }
    }
    /// Share `part` of `parts` (`part < parts`, else the whole): this builder makes only the
    /// tables `part`, `part + parts`, ..., so `parts` builders in as many workers make the
    /// database together, in about the time of its largest tables.
    pub fn share(mut self, part: usize, parts: usize) -> PdbBuilder {
        if part < parts {
            (self.part, self.parts) = (part, parts);
        }
        self
    }
    /// The numbers of the groups whose tables this builder makes.
    fn own(&self) -> impl Iterator<Item = usize> + '_ {
        (self.part..self.groups.len()).step_by(self.parts)
    }
    /// Build the next table of this builder's share; true once every one is built.
    pub fn step(&mut self) -> bool {
        let next = self.own().find(|&i| self.tables[i].is_none());
        if let Some(i) = next {
            self.tables[i] = Some(build_table(&self.goal, &self.groups[i], &mut |_, _| {}));
        }
        self.done()
    }
    /// Whether this builder's share is built.
    pub fn done(&self) -> bool {
        self.own().all(|i| self.tables[i].is_some())
    }
    /// Tables of this builder's share built, and how many it has.
    pub fn built(&self) -> (usize, usize) {
        let built = self.own().filter(|&i| self.tables[i].is_some()).count();
        (built, self.own().count())
    }
    /// The database, once every table is here (built, or joined from the other shares).
    pub fn finish(&self) -> Option<PatternDb> {
        let tables = self
            .tables
            .iter()
            .cloned()
            .collect::<Option<Vec<Table>>>()?;
        Some(PatternDb {
            side: usize::from(self.goal.side),
            goal: self.goal.tiles.clone(),
            tables,
        })
    }
    /// The tables of this builder's share built so far, as bytes for another builder of the
    /// same goal and groups to [`PdbBuilder::join`].
    pub fn share_bytes(&self) -> Vec<u8> {
        let mut out = SHARE_MAGIC.to_vec();
        out.push(self.goal.tiles.len() as u8);
        out.extend_from_slice(&self.goal.tiles);
        for i in self.own() {
            if let Some(t) = &self.tables[i] {
                out.push(i as u8);
                out.push(t.tiles.len() as u8);
                out.extend_from_slice(&t.tiles);
                out.extend_from_slice(&t.moves);
            }
        }
        out
    }
    /// Take in the tables of another share's [`PdbBuilder::share_bytes`]; false (and
    /// nothing taken) unless they are such bytes for this goal and these groups (each table
    /// named by its number and its tiles), each table whole.
    pub fn join(&mut self, bytes: &[u8]) -> bool {
        let n = self.goal.tiles.len();
        let Some(rest) = bytes.strip_prefix(SHARE_MAGIC) else {
            return false;
        };
        let Some((&cells, rest)) = rest.split_first() else {
            return false;
        };
        let Some((goal, mut rest)) = rest.split_at_checked(usize::from(cells)) else {
            return false;
        };
        if goal != self.goal.tiles.as_slice() {
            return false;
        }
        let mut found = Vec::new();
        while let Some((&[i, k], tail)) = rest.split_first_chunk::<2>() {
            let Some(group) = self.groups.get(usize::from(i)) else {
                return false;
            };
            let Some((tiles, tail)) = tail.split_at_checked(usize::from(k)) else {
                return false;
            };
            if tiles != group.as_slice() {
                return false;
            }
            let Some((moves, tail)) = tail.split_at_checked(placements(n, group.len())) else {
                return false;
            };
            found.push((usize::from(i), moves));
            rest = tail;
        }
        if !rest.is_empty() {
            return false;
        }
        for (i, moves) in found {
            self.tables[i] = Some(Table {
                tiles: self.groups[i].clone(),
                moves: moves.to_vec(),
            });
        }
        true
    }
}

/// One group's table by a breadth-first search from the goal over placements of its tiles
/// and the blank, where the blank's moves among other cells cost nothing (0-1 BFS by layers).
fn build_table(goal: &Tiles, group: &[u8], tick: &mut dyn FnMut(u64, u64)) -> Table {
    if goal.tiles.len() <= 16 {
        layers::build_small(goal, group, tick)
    } else {
        build_large(goal, group, tick)
    }
}

/// [`build_table`] on any board (the 5x5 one), a state at a time.
fn build_large(goal: &Tiles, group: &[u8], tick: &mut dyn FnMut(u64, u64)) -> Table {
    let side = usize::from(goal.side);
    let n = side * side;
    let k = group.len();
    let size = placements(n, k);
    // Every placement with the blank on one of the other cells: all of them are reached when
    // other tiles are left (they are alike, so no parity splits them); half when the group
    // is every tile (the 2x2 board's one group).
    let states = (size * (n - k) / if k + 1 == n { 2 } else { 1 }) as u64;
    let mut reached = 0u64;
    let mut moves = vec![u8::MAX; size];
    // Visited (placement, blank) pairs, one bit each.
    let mut seen = vec![0u64; (size * n).div_ceil(64)];
    let mut mark = |r: usize, blank: usize| -> bool {
        let bit = r * n + blank;
        let (w, b) = (bit / 64, bit % 64);
        let fresh = seen[w] & (1 << b) == 0;
        seen[w] |= 1 << b;
        fresh
    };
    // A state: the group's cells (5 bits each) and the blank's cell above them.
    let pack = |cells: &[u8], blank: usize| -> u64 {
        cells
            .iter()
            .enumerate()
            .fold((blank as u64) << (5 * MAX_GROUP), |acc, (i, &c)| {
                acc | (u64::from(c) << (5 * i))
            })
    };
    let unpack = |s: u64| -> ([u8; MAX_GROUP], usize) {
        let mut cells = [0u8; MAX_GROUP];
        for (i, c) in cells.iter_mut().enumerate().take(k) {
            *c = ((s >> (5 * i)) & 31) as u8;
        }
        (cells, (s >> (5 * MAX_GROUP)) as usize)
    };
    let home = |tile: u8| {
        goal.tiles
            .iter()
            .position(|&t| t == tile)
            .expect("a tile of the goal") as u8
    };
    let start: Vec<u8> = group.iter().map(|&t| home(t)).collect();
    let blank0 = goal.tiles.iter().position(|&t| t == 0).expect("a blank");
    let mut current = vec![pack(&start, blank0)];
    mark(rank(&start, n), blank0);
    moves[rank(&start, n)] = 0;
    let mut depth = 0u8;
    while !current.is_empty() {
        let mut next = Vec::new();
        let mut i = 0;
        while i < current.len() {
            let (cells, blank) = unpack(current[i]);
            i += 1;
            reached += 1;
            if reached.is_multiple_of(1 << 16) && reached < states {
                tick(reached, states);
            }
            let (r, c) = (blank / side, blank % side);
            let around = [
                (r > 0).then(|| blank - side),
                (r + 1 < side).then(|| blank + side),
                (c > 0).then(|| blank - 1),
                (c + 1 < side).then(|| blank + 1),
            ];
            for to in around.into_iter().flatten() {
                match cells[..k].iter().position(|&x| usize::from(x) == to) {
                    Some(j) => {
                        // A tile of the group slides into the blank: one move.
                        let mut moved = cells;
                        moved[j] = blank as u8;
                        next.push(pack(&moved[..k], to));
                    }
                    None => {
                        // The blank swaps with a tile of no interest: free.
                        let rk = rank(&cells[..k], n);
                        if mark(rk, to) {
                            current.push(pack(&cells[..k], to));
                        }
                    }
                }
            }
        }
        depth += 1;
        current = next
            .into_iter()
            .filter(|&s| {
                let (cells, blank) = unpack(s);
                let rk = rank(&cells[..k], n);
                if mark(rk, blank) {
                    moves[rk] = moves[rk].min(depth);
                    true
                } else {
                    false
                }
            })
            .collect();
    }
    debug_assert_eq!(reached, states, "every placement is reached");
    tick(states, states);
    Table {
        tiles: group.to_vec(),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bytes given a few at a time, as a file or a pipe may give them.
    struct Trickle<'a>(&'a [u8], usize);

    impl std::io::Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            self.1 = self.1 % 7 + 1;
            let k = self.1.min(buf.len()).min(self.0.len());
            buf[..k].copy_from_slice(&self.0[..k]);
            self.0 = &self.0[k..];
            Ok(k)
        }
    }

    #[test]
    fn tables_read_a_part_at_a_time_are_those_written_and_any_cut_is_refused() {
        let goal = super::super::Goal::BlankFirst.tiles(3);
        let db = PatternDb::build(&goal, &default_groups(&goal), |_, _| {});
        let bytes = db.to_bytes(&goal);
        assert_eq!(bytes.len(), db.byte_len(&goal));
        let mut written = Vec::new();
        db.write_to(&goal, &mut written).unwrap();
        assert_eq!(written, bytes);
        let back = PatternDb::read_from(&mut Trickle(&bytes, 0), bytes.len() as u64, &goal)
            .expect("its own bytes, a few at a time");
        assert_eq!(back.to_bytes(&goal), bytes);
        // Cut anywhere, or said to be longer or shorter than it is: refused.
        for cut in 0..bytes.len() {
            assert!(
                PatternDb::from_bytes(&bytes[..cut], &goal).is_none(),
                "{cut}"
            );
        }
        for len in [
            0,
            4,
            bytes.len() as u64 - 1,
            bytes.len() as u64 + 1,
            u64::MAX,
        ] {
            assert!(
                PatternDb::read_from(&mut Trickle(&bytes, 0), len, &goal).is_none(),
                "{len}"
            );
        }
    }

    #[test]
    fn both_builders_give_the_same_tables() {
        let three = Tiles::solved(3);
        let four = super::super::Goal::BlankFirst.tiles(4);
        for (goal, group) in [
            (&three, vec![1, 2, 3, 4]),
            (&three, vec![5, 6, 7, 8]),
            // Large groups on a small board: the blank's cells often split into regions
            // reached in different layers.
            (&three, vec![1, 2, 3, 4, 5, 6]),
            (&three, vec![2, 4, 6, 8, 1]),
            (&four, vec![1, 2, 3, 4, 5]),
            (&four, vec![12, 13, 14]),
            (&Tiles::solved(2), vec![1, 2, 3]),
        ] {
            let (mut a, mut b) = (Vec::new(), Vec::new());
            let small = layers::build_small(goal, &group, &mut |r, s| a.push((r, s)));
            let large = build_large(goal, &group, &mut |r, s| b.push((r, s)));
            assert_eq!(small.moves, large.moves, "{group:?}");
            assert_eq!(a.last(), b.last());
            // Every placement reached, but for the 2x2 board's one group of every tile, where
            // the parity rule keeps half of them out of reach.
            let unreached = small.moves.iter().filter(|&&m| m == u8::MAX).count();
            let half = if group.len() == 3 && goal.side == 2 {
                12
            } else {
                0
            };
            assert_eq!(unreached, half, "{group:?}");
        }
    }

    #[test]
    fn shares_joined_are_the_whole_database() {
        let goal = super::super::Goal::BlankFirst.tiles(4);
        let groups = vec![
            vec![1, 2, 3, 4, 5],
            vec![6, 7, 8, 9, 10],
            vec![11, 12, 13, 14, 15],
        ];
        let whole = PatternDb::build(&goal, &groups, |_, _| {});
        for parts in 1..=4 {
            let mut shares: Vec<PdbBuilder> = (0..parts)
                .map(|p| PdbBuilder::of(&goal, groups.clone()).share(p, parts))
                .collect();
            // Each share builds only its own tables, and none before it is asked.
            let mut counted = 0;
            for b in &mut shares {
                let (built, own) = b.built();
                assert_eq!(built, 0);
                counted += own;
                while !b.step() {}
                assert_eq!(b.built(), (own, own));
            }
            assert_eq!(
                counted,
                groups.len(),
                "{parts} shares cover every table once"
            );
            let mut joined = PdbBuilder::of(&goal, groups.clone());
            assert!(joined.finish().is_none());
            for b in &shares {
                assert!(joined.join(&b.share_bytes()));
            }
            let db = joined.finish().expect("every table joined");
            assert_eq!(db.to_bytes(&goal), whole.to_bytes(&goal), "{parts} shares");
        }
        // A share of other groups, cut short, or not a share at all is refused, nothing taken.
        let mut one = PdbBuilder::of(&goal, groups.clone()).share(1, 3);
        one.step();
        let bytes = one.share_bytes();
        let mut other = PdbBuilder::of(&goal, vec![vec![1, 2], vec![3, 4, 5]]);
        assert!(!other.join(&bytes));
        // The same groups for another goal (the blank last): refused, not taken as its own.
        let mut elsewhere = PdbBuilder::of(&Tiles::solved(4), groups.clone());
        assert!(!elsewhere.join(&bytes));
        // The same number of tiles in the group, but others.
        let mut swapped = PdbBuilder::of(
            &goal,
            vec![
                groups[0].clone(),
                vec![11, 12, 13, 14, 15],
                vec![6, 7, 8, 9, 10],
            ],
        );
        assert!(!swapped.join(&bytes));
        assert!(!fresh_with_junk_after(&goal, &groups, &bytes));
        let mut fresh = PdbBuilder::of(&goal, groups.clone());
        assert!(!fresh.join(&bytes[..bytes.len() - 1]));
        assert!(!fresh.join(b"SLPDB2"));
        assert!(fresh.join(&bytes));
        assert!(fresh.finish().is_none(), "one share is not the whole");
    }

    /// Whether a share with a byte after its last table is taken (it must not be).
    fn fresh_with_junk_after(goal: &Tiles, groups: &[Vec<u8>], share: &[u8]) -> bool {
        let mut bytes = share.to_vec();
        bytes.push(0);
        PdbBuilder::of(goal, groups.to_vec()).join(&bytes)
    }
}
