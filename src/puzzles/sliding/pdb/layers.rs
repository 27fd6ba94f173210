//! A pattern database's table on a board of up to 16 cells (the 8-puzzle's and the
//! 15-puzzle's), by a breadth-first search from the goal in layers, three bytes a placement of
//! the group's tiles and a short list: 1.56 GB and about 0.5 GB for a group of eight on 4x4
//! (16!/8! = 518,918,400 placements), 17.3 MB and about 8 MB for a group of six.
//!
//! A state is a placement and the blank's cell. A state reached is closed at once under the
//! blank's free moves (the region of cells free of the group it can wander, all reached at
//! the same number of the group's moves), so a layer holds every state at its number of
//! moves. Kept for each placement: the table's byte, the layer in which the placement was
//! first reached, and a mask of the blank's cells reached so far (16 bits). A layer is then
//! read off them: every placement whose byte is the layer's number, at every cell of its mask
//! (all reached in that layer, since a region of it reached in a later layer is held apart
//! until its own layer is searched), and the regions reached in a layer later than their
//! placement's first, kept in a list for the one layer (six bytes a region). Those are
//! few, under a tenth of the placements at the largest layer: most placements leave the
//! blank one region. Kept instead as masks of their own, the layer searched and the layer
//! being made took two more masks a placement, seven bytes in all (3.6 GB for eight tiles);
//! this layout reads one more byte at each new state met, some 10% more time.

use super::{placements, Table};
use crate::puzzles::sliding::Tiles;

/// A board of up to 16 cells as masks of bits: the cells a set of cells' neighbours are, and
/// the region the blank can wander among free cells, in a few shifts (the masks of the
/// columns a cell may step left and right from are made once, not at every call).
#[derive(Clone, Copy)]
struct Cells {
    side: u32,
    all: u32,
    /// Cells not in the first column (they may step left), not in the last (right).
    not_first: u32,
    not_last: u32,
}

impl Cells {
    fn new(side: usize) -> Cells {
        let n = side * side;
        let (mut not_first, mut not_last) = (0, 0);
        for c in 0..n {
            if c % side != 0 {
                not_first |= 1 << c;
            }
            if c % side != side - 1 {
                not_last |= 1 << c;
            }
        }
        Cells {
            side: side as u32,
            all: ((1u64 << n) - 1) as u32,
            not_first,
            not_last,
        }
    }
    /// The neighbours of `cells`.
    #[inline(always)]
    fn spread(&self, cells: u32) -> u32 {
        ((cells << self.side)
            | (cells >> self.side)
            | ((cells & self.not_first) >> 1)
            | ((cells & self.not_last) << 1))
            & self.all
    }
    /// The cells the blank can reach from `blank` without crossing `occupied`.
    #[inline(always)]
    fn region(&self, blank: u32, occupied: u32) -> u32 {
        let free = self.all & !occupied;
        let mut r = blank;
        loop {
            let more = (r | self.spread(r)) & free;
            if more == r {
                return r;
            }
            r = more;
        }
    }
}

/// Not reached yet, in the table.
const UNREACHED: u8 = u8::MAX;

/// A region kept for the next layer: its placement's rank (29 bits: 16!/8! is under 2^29),
/// whether its cells are still to be marked (bit 31), and its cells. Six bytes, not the eight
/// of a `(u32, u16)`.
#[derive(Clone, Copy)]
struct Region([u16; 3]);

impl Region {
    const UNMARKED: u32 = 1 << 31;
    fn new(rank: usize, cells: u16, unmarked: bool) -> Region {
        let word = rank as u32 | if unmarked { Region::UNMARKED } else { 0 };
        Region([(word >> 16) as u16, word as u16, cells])
    }
    fn word(self) -> u32 {
        u32::from(self.0[0]) << 16 | u32::from(self.0[1])
    }
    fn rank(self) -> usize {
        (self.word() & !Region::UNMARKED) as usize
    }
    fn unmarked(self) -> bool {
        self.word() & Region::UNMARKED != 0
    }
    fn cells(self) -> u16 {
        self.0[2]
    }
}

/// Regions, in blocks of [`BLOCK`]: a list that grows without copying itself or keeping room
/// it does not use, read once and freed a block at a time as it is read.
#[derive(Default)]
struct Regions(Vec<Vec<Region>>);

/// Regions a block (384 KiB).
const BLOCK: usize = 1 << 16;

impl Regions {
    #[inline(always)]
    fn push(&mut self, r: Region) {
        match self.0.last_mut() {
            Some(b) if b.len() < BLOCK => b.push(r),
            _ => {
                let mut b = Vec::with_capacity(BLOCK);
                b.push(r);
                self.0.push(b);
            }
        }
    }
}

/// The search under way.
struct Layers {
    board: Cells,
    /// The group's size.
    k: usize,
    /// The weight of each tile's digit in the rank: the placements of the tiles after it.
    weight: [usize; 16],
    /// The table: each placement's fewest moves, the layer it was first reached in.
    moves: Vec<u8>,
    /// Each placement's cells of the blank reached. Most of the time goes in reading it at a
    /// state met (some twelve a placement), so it is kept apart, the smallest it can be.
    seen: Vec<u16>,
    /// The regions reached in the layer being made, of placements first reached in an
    /// earlier one.
    late: Regions,
    /// States reached.
    reached: u64,
    /// Whether the layer being made has any state.
    any: bool,
}

impl Layers {
    /// The rank of `cells` (the group's, in its order).
    #[inline(always)]
    fn rank(&self, cells: &[u8]) -> usize {
        let mut used = 0u32;
        let mut r = 0;
        for (i, &c) in cells.iter().enumerate() {
            let smaller = (used & ((1 << c) - 1)).count_ones() as usize;
            r += (usize::from(c) - smaller) * self.weight[i];
            used |= 1 << c;
        }
        r
    }

    /// The cells of rank `r` into `cells`, and the mask of them (in 32 bits, where a
    /// division is the quicker: a table of at most 16!/8! entries).
    #[inline(always)]
    fn unrank(&self, r: usize, cells: &mut [u8; 16]) -> u32 {
        let mut r = r as u32;
        let mut used = 0u32;
        for (i, cell) in cells.iter_mut().enumerate().take(self.k) {
            let w = self.weight[i] as u32;
            let mut digit = r / w;
            r %= w;
            // The digit-th cell not yet used.
            let mut free = self.board.all & !used;
            while digit > 0 {
                free &= free - 1;
                digit -= 1;
            }
            let c = free.trailing_zeros();
            *cell = c as u8;
            used |= 1 << c;
        }
        used
    }

    /// Search the states of placement `r` with the blank at `blanks`, in layer `depth`: each
    /// state they lead to by one move of a group tile is put in layer `depth + 1`.
    /// `scanned`: the placements below it have been searched in this layer's scan of
    /// placements first reached in it (every one after the scan).
    #[inline(always)]
    fn expand(&mut self, r: usize, blanks: u16, depth: u8, scanned: usize) {
        let k = self.k;
        let mut cells = [0u8; 16];
        let occupied = self.unrank(r, &mut cells);
        let blanks = u32::from(blanks);
        // Each group tile beside one of the blank's cells slides into it.
        let mut movers = self.board.spread(blanks) & occupied;
        while movers != 0 {
            let from = movers.trailing_zeros();
            movers &= movers - 1;
            let j = cells[..k]
                .iter()
                .position(|&c| u32::from(c) == from)
                .expect("a group tile");
            // The tiles before j keep their digits; j's and the later ones' are ranked again
            // among the cells the earlier ones leave.
            let (mut before, mut head) = (0u32, 0);
            for (i, &c) in cells[..j].iter().enumerate() {
                let smaller = (before & ((1 << c) - 1)).count_ones() as usize;
                head += (usize::from(c) - smaller) * self.weight[i];
                before |= 1 << c;
            }
            let without = occupied & !(1 << from);
            let mut into = self.board.spread(1 << from) & blanks;
            while into != 0 {
                let to = into.trailing_zeros();
                into &= into - 1;
                let mut moved = cells;
                moved[j] = to as u8;
                let mut used = before;
                let mut r2 = head;
                for (i, &c) in moved[..k].iter().enumerate().skip(j) {
                    let smaller = (used & ((1 << c) - 1)).count_ones() as usize;
                    r2 += (usize::from(c) - smaller) * self.weight[i];
                    used |= 1 << c;
                }
                if u32::from(self.seen[r2]) & (1 << from) != 0 {
                    continue;
                }
                let add = self.board.region(1 << from, without | 1 << to) as u16;
                self.any = true;
                let first = self.moves[r2];
                if first == UNREACHED {
                    self.moves[r2] = depth + 1;
                } else if first <= depth {
                    // A region of a placement reached before: kept in the list for the next
                    // layer; its cells not yet marked where this layer's scan is still to
                    // search the placement (at its mask): marked once the layer is done.
                    let unmarked = first == depth && r2 >= scanned;
                    self.late.push(Region::new(r2, add, unmarked));
                    if unmarked {
                        continue;
                    }
                }
                self.seen[r2] |= add;
                self.reached += u64::from(add.count_ones());
            }
        }
    }
}

/// One group's table on a board of up to 16 cells, `tick` told how far it has got (states
/// reached, of all) every 65,536 states and once at the end. `group`'s placements must
/// number under 2^32 (a group of at most 8 tiles on 4x4).
pub(super) fn build_small(goal: &Tiles, group: &[u8], tick: &mut dyn FnMut(u64, u64)) -> Table {
    let side = usize::from(goal.side);
    let n = side * side;
    let k = group.len();
    let size = placements(n, k);
    assert!(
        n <= 16 && u32::try_from(size).is_ok(),
        "a group this builder takes"
    );
    let states = (size * (n - k) / if k + 1 == n { 2 } else { 1 }) as u64;
    let mut weight = [0usize; 16];
    for (i, w) in weight.iter_mut().enumerate().take(k) {
        *w = placements(n - i - 1, k - i - 1);
    }
    let mut s = Layers {
        board: Cells::new(side),
        k,
        weight,
        moves: vec![UNREACHED; size],
        seen: vec![0u16; size],
        late: Regions::default(),
        reached: 0,
        any: false,
    };
    let home = |tile: u8| {
        goal.tiles
            .iter()
            .position(|&t| t == tile)
            .expect("a tile of the goal") as u8
    };
    let start: Vec<u8> = group.iter().map(|&t| home(t)).collect();
    let blank0 = goal.tiles.iter().position(|&t| t == 0).expect("a blank");
    let occupied0 = start.iter().fold(0u32, |m, &c| m | 1 << c);
    let r0 = s.rank(&start);
    let first = s.board.region(1 << blank0, occupied0) as u16;
    s.seen[r0] = first;
    s.moves[r0] = 0;
    s.reached = u64::from(first.count_ones());
    let mut last_tick = 0;
    let mut depth = 0u8;
    // The regions of layer `depth` not in the placements first reached in it.
    let mut late = Regions::default();
    loop {
        s.any = false;
        // The placements first reached in this layer, eight bytes of the table at a time
        // (a byte equal to `depth` found by the word's zero bytes once XORed with it).
        let spread = u64::from_ne_bytes([depth; 8]);
        for w in 0..size.div_ceil(8) {
            let at = w * 8;
            let bytes = &s.moves[at..size.min(at + 8)];
            let mut word = [UNREACHED; 8];
            word[..bytes.len()].copy_from_slice(bytes);
            let x = u64::from_ne_bytes(word) ^ spread;
            if x.wrapping_sub(0x0101_0101_0101_0101) & !x & 0x8080_8080_8080_8080 == 0 {
                continue;
            }
            for (i, &m) in word.iter().enumerate() {
                // A byte set in this layer's search is `depth + 1`, never `depth`: the word
                // read before it is as good as the table.
                if m == depth {
                    let r = at + i;
                    s.expand(r, s.seen[r], depth, r);
                }
            }
            if s.reached - last_tick >= 1 << 16 && s.reached < states {
                last_tick = s.reached;
                tick(s.reached, states);
            }
        }
        // Then the regions of the list, each block freed once searched.
        for block in std::mem::take(&mut late.0) {
            for region in block {
                s.expand(region.rank(), region.cells(), depth, usize::MAX);
            }
        }
        if !s.any {
            break;
        }
        // The regions left unmarked marked now, a region met twice kept once.
        late = std::mem::take(&mut s.late);
        for block in &mut late.0 {
            block.retain_mut(|region| {
                if !region.unmarked() {
                    return true;
                }
                let r = region.rank();
                let fresh = region.cells() & !s.seen[r];
                s.seen[r] |= fresh;
                s.reached += u64::from(fresh.count_ones());
                *region = Region::new(r, fresh, false);
                fresh != 0
            });
        }
        depth += 1;
    }
    debug_assert_eq!(s.reached, states, "every placement is reached");
    tick(states, states);
    Table {
        tiles: group.to_vec(),
        moves: s.moves,
    }
}
