//! Sokoban (推箱子): a warehouse keeper pushes boxes onto goals. He walks one square at a
//! time left, up, right or down, pushes a box by walking into it when the square beyond is
//! free floor, and can never pull. The puzzle is search's own example of states that repeat
//! (walking back and forth meets the same position again) and of states that are lost long
//! before the search finds out (a box pushed into a corner that is not a goal).
//!
//! A level is read from the standard text format ([`parse_levels`]); its squares are
//! indexed on its floor, the squares the keeper could reach were there no boxes
//! ([`Level`]). What is computed once per level is here too: each goal's push distances
//! (how many pushes take a box from a square to that goal, other boxes ignored) and the dead
//! squares (those from which a box can reach no goal). The states and their successors by
//! moves or by pushes are in `space`, the deadlocks in `deadlock`, the estimates in
//! `estimate`, the searches in `solve`, the independent check of a solution in `verify`,
//! the built-in levels in `levels`, the options in `options`.
//!
//! Squares are named as on a chessboard: the file is the column (a at the left), the rank
//! counts rows from the bottom (1 at the bottom row of the level's grid).

use std::fmt;

use super::board::file_name;

mod deadlock;
mod errors;
mod estimate;
pub mod levels;
pub mod options;
mod solve;
mod space;
pub mod table;
mod verify;
// The page's parts: the view model, its narration, "Your turn" and the listing's lines.
pub mod code;
pub mod code_deep;
pub mod deep;
pub mod narration;
pub mod predict;
pub mod predict_deep;
pub mod view;

pub use deadlock::*;
pub use errors::*;
pub use estimate::*;
pub use solve::*;
pub use space::*;
pub use verify::*;

/// The most rows, and the most columns, of a level's grid.
pub const MAX_SIDE: usize = 30;
/// The most floor squares a level has (squares the keeper could reach without boxes): the
/// width of a state's set of boxes ([`Boxes`]).
pub const MAX_FLOOR: usize = 256;
/// The most boxes a level has.
pub const MAX_BOXES: usize = 32;
/// The longest level text read (a collection of levels from a file, or one typed in).
pub const MAX_TEXT_BYTES: usize = 1 << 20;
/// The most levels a text holds.
pub const MAX_LEVELS: usize = 1000;

/// A floor square's index: row-major order over the level's floor, from 0.
pub type Sq = u16;

/// No square (a wall beyond a side).
pub const NO_SQ: Sq = Sq::MAX;

/// A direction of a move or a push, in the LURD order the solution strings are written in
/// and successors are generated in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
// Named SokobanDir in TypeScript: the maze's `Dir` has the name there.
#[cfg_attr(target_arch = "wasm32", tsify(rename = "SokobanDir"))]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    Left,
    Up,
    Right,
    Down,
}

impl Dir {
    /// Every direction in LURD order: left, up, right, down.
    pub const ALL: [Dir; 4] = [Dir::Left, Dir::Up, Dir::Right, Dir::Down];

    /// The move's letter in a LURD string: lower case for a move, upper case for a push.
    pub fn letter(self, push: bool) -> char {
        let c = match self {
            Dir::Left => 'l',
            Dir::Up => 'u',
            Dir::Right => 'r',
            Dir::Down => 'd',
        };
        if push {
            c.to_ascii_uppercase()
        } else {
            c
        }
    }

    /// The direction and whether it pushes, of a LURD letter (`l`, `U`, ...).
    pub fn of_letter(c: char) -> Option<(Dir, bool)> {
        let d = match c.to_ascii_lowercase() {
            'l' => Dir::Left,
            'u' => Dir::Up,
            'r' => Dir::Right,
            'd' => Dir::Down,
            _ => return None,
        };
        Some((d, c.is_ascii_uppercase()))
    }

    /// Its index in [`Dir::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opposite direction.
    pub fn back(self) -> Dir {
        match self {
            Dir::Left => Dir::Right,
            Dir::Up => Dir::Down,
            Dir::Right => Dir::Left,
            Dir::Down => Dir::Up,
        }
    }

    /// The change of (row, column) one step makes.
    pub fn delta(self) -> (isize, isize) {
        match self {
            Dir::Left => (0, -1),
            Dir::Up => (-1, 0),
            Dir::Right => (0, 1),
            Dir::Down => (1, 0),
        }
    }
}

/// A set of floor squares, one bit each ([`MAX_FLOOR`] wide): the boxes of a state, the
/// goals, the dead squares, the keeper's region. Copied, compared and hashed whole.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Boxes([u64; MAX_FLOOR / 64]);

impl Boxes {
    /// The empty set.
    pub const EMPTY: Boxes = Boxes([0; MAX_FLOOR / 64]);

    pub fn contains(&self, sq: Sq) -> bool {
        let i = usize::from(sq);
        i < MAX_FLOOR && self.0[i / 64] >> (i % 64) & 1 == 1
    }
    /// Add `sq` (below [`MAX_FLOOR`]).
    pub fn insert(&mut self, sq: Sq) {
        let i = usize::from(sq);
        self.0[i / 64] |= 1 << (i % 64);
    }
    pub fn remove(&mut self, sq: Sq) {
        let i = usize::from(sq);
        self.0[i / 64] &= !(1 << (i % 64));
    }
    /// The set with the square `from` taken out and `to` put in (a box pushed).
    pub fn moved(mut self, from: Sq, to: Sq) -> Boxes {
        self.remove(from);
        self.insert(to);
        self
    }
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    /// The squares in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = Sq> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &word)| {
            let mut w = word;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let bit = w.trailing_zeros();
                w &= w - 1;
                Some((k * 64) as Sq + bit as Sq)
            })
        })
    }
}

impl FromIterator<Sq> for Boxes {
    fn from_iter<I: IntoIterator<Item = Sq>>(iter: I) -> Boxes {
        let mut b = Boxes::EMPTY;
        for sq in iter {
            b.insert(sq);
        }
        b
    }
}

/// What a square of the grid holds, as the text says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Cell {
    Wall,
    Floor,
    Goal,
    Box,
    BoxOnGoal,
    Player,
    PlayerOnGoal,
}

impl Cell {
    /// The cell of a character of the format: `#` wall, `@` player, `+` player on a goal,
    /// `$` box, `*` box on a goal, `.` goal, a space, `-` or `_` floor.
    pub fn of_char(c: char) -> Option<Cell> {
        Some(match c {
            '#' => Cell::Wall,
            ' ' | '-' | '_' => Cell::Floor,
            '.' => Cell::Goal,
            '$' => Cell::Box,
            '*' => Cell::BoxOnGoal,
            '@' => Cell::Player,
            '+' => Cell::PlayerOnGoal,
            _ => return None,
        })
    }
    /// Its character in the format (floor as a space).
    pub fn char(self) -> char {
        match self {
            Cell::Wall => '#',
            Cell::Floor => ' ',
            Cell::Goal => '.',
            Cell::Box => '$',
            Cell::BoxOnGoal => '*',
            Cell::Player => '@',
            Cell::PlayerOnGoal => '+',
        }
    }
    pub fn is_goal(self) -> bool {
        matches!(self, Cell::Goal | Cell::BoxOnGoal | Cell::PlayerOnGoal)
    }
    pub fn is_box(self) -> bool {
        matches!(self, Cell::Box | Cell::BoxOnGoal)
    }
    pub fn is_player(self) -> bool {
        matches!(self, Cell::Player | Cell::PlayerOnGoal)
    }
}

/// A level: its grid as read, its floor indexed, where the boxes, the goals and the keeper
/// start, and what is computed once per level (push distances, dead squares).
///
/// The floor is the squares the keeper could reach from his start were there no boxes;
/// squares outside the walls are no part of it. Every box and goal is on it (the parser
/// refuses a level where one is not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    title: String,
    /// The line of the text its first row is on (from 1).
    line: usize,
    rows: usize,
    cols: usize,
    /// Row-major, `rows * cols`: what the text put there; past a row's end, [`Cell::Floor`]
    /// (outside the walls).
    grid: Vec<Cell>,
    /// Each floor square's grid index (`row * cols + col`).
    floor: Vec<u32>,
    /// Each grid index's floor square, or [`NO_SQ`].
    index: Vec<Sq>,
    /// Each floor square's neighbour in each direction ([`Dir::ALL`] order), or [`NO_SQ`]
    /// for a wall.
    next: Vec<[Sq; 4]>,
    goals: Boxes,
    /// The goals in increasing order (the rows of `dist`).
    goal_list: Vec<Sq>,
    boxes: Boxes,
    player: Sq,
    /// `dist[g][sq]`: the fewest pushes that take a box from `sq` to goal `g` (of
    /// `goal_list`) with no other box on the floor; [`FAR`] when none do.
    dist: Vec<Vec<u16>>,
    /// Squares from which a box can reach no goal.
    dead: Boxes,
}

/// A push distance that no pushes achieve.
pub const FAR: u16 = u16::MAX;

impl Level {
    /// One level from `text`: the first of [`parse_levels`]'s.
    pub fn parse(text: &str) -> Result<Level, LevelError> {
        Ok(parse_levels(text)?.swap_remove(0))
    }

    /// The title (the first `;` comment line with the level, without the `;`), or "".
    pub fn title(&self) -> &str {
        &self.title
    }
    /// The line of the text the level's first row is on (from 1).
    pub fn line(&self) -> usize {
        self.line
    }
    /// The grid's rows.
    pub fn rows(&self) -> usize {
        self.rows
    }
    /// The grid's columns (its longest row).
    pub fn cols(&self) -> usize {
        self.cols
    }
    /// What the text put at `row`, `col` of the grid (from 0, row 0 at the top).
    pub fn cell(&self, row: usize, col: usize) -> Cell {
        self.grid[row * self.cols + col]
    }
    /// The number of floor squares.
    pub fn len(&self) -> usize {
        self.floor.len()
    }
    /// Never: a level has the keeper's square at least.
    pub fn is_empty(&self) -> bool {
        self.floor.is_empty()
    }
    /// The floor square at `row`, `col`, if that is floor.
    pub fn square(&self, row: usize, col: usize) -> Option<Sq> {
        if row >= self.rows || col >= self.cols {
            return None;
        }
        let s = self.index[row * self.cols + col];
        (s != NO_SQ).then_some(s)
    }
    /// The (row, column) of floor square `sq`.
    pub fn row_col(&self, sq: Sq) -> (usize, usize) {
        let g = self.floor[usize::from(sq)] as usize;
        (g / self.cols, g % self.cols)
    }
    /// The chess name of `sq` ("e4": file from the left, rank from the bottom row).
    pub fn name(&self, sq: Sq) -> String {
        let (r, c) = self.row_col(sq);
        format!("{}{}", file_name(c as u32), self.rows - r)
    }
    /// The square beyond `sq` towards `d`, or [`NO_SQ`] for a wall.
    pub fn step(&self, sq: Sq, d: Dir) -> Sq {
        self.next[usize::from(sq)][d.index()]
    }
    /// The goals.
    pub fn goals(&self) -> Boxes {
        self.goals
    }
    /// The goals in increasing order.
    pub fn goal_list(&self) -> &[Sq] {
        &self.goal_list
    }
    /// The boxes at the start.
    pub fn boxes(&self) -> Boxes {
        self.boxes
    }
    /// The keeper's square at the start.
    pub fn player(&self) -> Sq {
        self.player
    }
    /// The squares from which a box can reach no goal, however the keeper pushes it (other
    /// boxes ignored): computed once per level by pulling a box back from every goal.
    pub fn dead(&self) -> Boxes {
        self.dead
    }
    /// The fewest pushes that take a box from `sq` to the `g`-th goal (of
    /// [`Level::goal_list`]) with no other box in the way; [`FAR`] when none do.
    pub fn push_distance(&self, g: usize, sq: Sq) -> u16 {
        self.dist[g][usize::from(sq)]
    }
    /// The fewest pushes that take a box from `sq` to its nearest goal, or [`FAR`].
    pub fn nearest_goal(&self, sq: Sq) -> u16 {
        self.dist
            .iter()
            .map(|d| d[usize::from(sq)])
            .min()
            .unwrap_or(FAR)
    }

    /// The level in the format, as the text would write it with `boxes` and the keeper at
    /// `player` (floor inside the walls as spaces, nothing past a row's last wall).
    pub fn text_with(&self, boxes: Boxes, player: Sq) -> String {
        let mut out = String::new();
        for r in 0..self.rows {
            let mut line = String::new();
            for c in 0..self.cols {
                let cell = self.grid[r * self.cols + c];
                let ch = match self.square(r, c) {
                    None => {
                        if cell == Cell::Wall {
                            '#'
                        } else {
                            ' '
                        }
                    }
                    Some(s) => {
                        let goal = self.goals.contains(s);
                        match (boxes.contains(s), s == player, goal) {
                            (true, _, true) => '*',
                            (true, _, false) => '$',
                            (false, true, true) => '+',
                            (false, true, false) => '@',
                            (false, false, true) => '.',
                            (false, false, false) => ' ',
                        }
                    }
                };
                line.push(ch);
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    /// The level in the format as it starts.
    pub fn text(&self) -> String {
        self.text_with(self.boxes, self.player)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// The lines of a text of levels as the format reads them (and counts them, from 1, in its
/// errors), each without its `\r`: a row ends at a line's end or at `|` (a link's one-line
/// form), but a `;` comment runs to its line's end, so a title may hold `|`. The editor's
/// draft is read by the same lines as the levels.
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n')
        .flat_map(|line| {
            let comment = line.trim_start().starts_with(';');
            line.split(if comment { '\n' } else { '|' })
        })
        .map(|piece| piece.strip_suffix('\r').unwrap_or(piece))
}

/// One level's rows as read: each row's line number and cells.
struct Block {
    title: Option<String>,
    rows: Vec<(usize, Vec<Cell>)>,
}

/// Every level of `text`, in order: the standard format, one level a block of rows (a row
/// ends at a line break or a `|`, as in a link; lines are counted from either), blocks
/// apart by blank lines (or by a `;` comment line after a titled level's rows); the last `;`
/// comment line before a level's rows, or else the first one after them, is its title. Errors name the line and
/// column (from 1) of the text: a character outside the format, no keeper or two, a grid past
/// [`MAX_SIDE`], walls that do not close the keeper in, a box or goal he can never reach,
/// more boxes than goals or fewer, no box, past [`MAX_FLOOR`] floor squares or
/// [`MAX_BOXES`] boxes, a text past [`MAX_TEXT_BYTES`] or [`MAX_LEVELS`] levels, no level.
pub fn parse_levels(text: &str) -> Result<Vec<Level>, LevelError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(LevelError::TooLong { bytes: text.len() });
    }
    let mut blocks: Vec<Block> = Vec::new();
    let mut block = Block {
        title: None,
        rows: Vec::new(),
    };
    let close = |block: &mut Block, blocks: &mut Vec<Block>| -> Result<(), LevelError> {
        if !block.rows.is_empty() {
            if blocks.len() == MAX_LEVELS {
                return Err(LevelError::TooManyLevels {
                    line: block.rows[0].0,
                });
            }
            blocks.push(std::mem::replace(
                block,
                Block {
                    title: None,
                    rows: Vec::new(),
                },
            ));
        }
        Ok(())
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (i, raw) in lines(text).enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            close(&mut block, &mut blocks)?;
        } else if let Some(comment) = raw.trim_start().strip_prefix(';') {
            let comment = comment.trim().to_string();
            if block.rows.is_empty() || block.title.is_none() {
                block.title = Some(comment);
            } else {
                close(&mut block, &mut blocks)?;
                block.title = Some(comment);
            }
        } else {
            // Spaces after a row's last wall are outside it, as the end of the row is: files
            // often carry them, and they do not count towards the width.
            let mut cells = Vec::new();
            for (j, c) in raw.trim_end().chars().enumerate() {
                let column = j + 1;
                let cell = Cell::of_char(c).ok_or(LevelError::Char {
                    line,
                    column,
                    found: c,
                })?;
                if column > MAX_SIDE {
                    return Err(LevelError::TooWide { line });
                }
                cells.push(cell);
            }
            if block.rows.len() == MAX_SIDE {
                return Err(LevelError::TooTall {
                    line: block.rows[0].0,
                });
            }
            block.rows.push((line, cells));
        }
    }
    close(&mut block, &mut blocks)?;
    if blocks.is_empty() {
        return Err(LevelError::NoLevel);
    }
    blocks.into_iter().map(level_of).collect()
}

/// A level of a block of rows: the keeper found, the floor flooded from him, checked.
fn level_of(block: Block) -> Result<Level, LevelError> {
    let rows = block.rows.len();
    let cols = block.rows.iter().map(|(_, c)| c.len()).max().unwrap_or(0);
    let first_line = block.rows[0].0;
    let at = |r: usize, c: usize| (block.rows[r].0, c + 1);
    let mut grid = vec![Cell::Floor; rows * cols];
    // Past a row's end is outside: the flood may not reach it.
    let mut outside = vec![true; rows * cols];
    let mut player = None;
    for (r, (_, cells)) in block.rows.iter().enumerate() {
        for (c, &cell) in cells.iter().enumerate() {
            grid[r * cols + c] = cell;
            outside[r * cols + c] = false;
            if cell.is_player() {
                if player.is_some() {
                    let (line, column) = at(r, c);
                    return Err(LevelError::TwoPlayers { line, column });
                }
                player = Some(r * cols + c);
            }
        }
    }
    let Some(start) = player else {
        return Err(LevelError::NoPlayer { line: first_line });
    };
    // The keeper's region without boxes: a flood through everything but walls.
    let mut reached = vec![false; rows * cols];
    let mut queue = vec![start];
    reached[start] = true;
    let mut k = 0;
    while k < queue.len() {
        let g = queue[k];
        k += 1;
        let (r, c) = (g / cols, g % cols);
        if outside[g] || r == 0 || c == 0 || r + 1 == rows || c + 1 == cols {
            // A square with no wall between it and the grid's edge (or a row's end).
            let (line, column) = if outside[g] {
                (block.rows[r].0, block.rows[r].1.len() + 1)
            } else {
                at(r, c)
            };
            return Err(LevelError::Open { line, column });
        }
        for d in Dir::ALL {
            let (dr, dc) = d.delta();
            let n = ((r as isize + dr) as usize) * cols + (c as isize + dc) as usize;
            if !reached[n] && grid[n] != Cell::Wall {
                reached[n] = true;
                queue.push(n);
            }
        }
    }
    // Boxes and goals the keeper can never reach, first in reading order.
    for (g, &cell) in grid.iter().enumerate() {
        if !reached[g] && !outside[g] && (cell.is_box() || cell.is_goal()) {
            let (line, column) = at(g / cols, g % cols);
            return Err(LevelError::Unreachable {
                line,
                column,
                goal: !cell.is_box(),
            });
        }
    }
    let floor: Vec<u32> = (0..rows * cols)
        .filter(|&g| reached[g])
        .map(|g| g as u32)
        .collect();
    if floor.len() > MAX_FLOOR {
        return Err(LevelError::TooMuchFloor {
            line: first_line,
            squares: floor.len(),
        });
    }
    let mut index = vec![NO_SQ; rows * cols];
    for (s, &g) in floor.iter().enumerate() {
        index[g as usize] = s as Sq;
    }
    let next: Vec<[Sq; 4]> = floor
        .iter()
        .map(|&g| {
            let (r, c) = (g as usize / cols, g as usize % cols);
            Dir::ALL.map(|d| {
                let (dr, dc) = d.delta();
                index[((r as isize + dr) as usize) * cols + (c as isize + dc) as usize]
            })
        })
        .collect();
    let on = |pred: fn(Cell) -> bool| -> Boxes {
        floor
            .iter()
            .enumerate()
            .filter(|&(_, &g)| pred(grid[g as usize]))
            .map(|(s, _)| s as Sq)
            .collect()
    };
    let goals = on(Cell::is_goal);
    let boxes = on(Cell::is_box);
    let (nb, ng) = (boxes.len(), goals.len());
    if nb == 0 {
        return Err(LevelError::NoBoxes { line: first_line });
    }
    if nb != ng {
        return Err(LevelError::Count {
            line: first_line,
            boxes: nb,
            goals: ng,
        });
    }
    if nb > MAX_BOXES {
        return Err(LevelError::TooManyBoxes {
            line: first_line,
            boxes: nb,
        });
    }
    let mut level = Level {
        title: block.title.unwrap_or_default(),
        line: first_line,
        rows,
        cols,
        grid,
        player: index[start],
        index,
        floor,
        next,
        goal_list: goals.iter().collect(),
        goals,
        boxes,
        dist: Vec::new(),
        dead: Boxes::EMPTY,
    };
    level.dist = level
        .goal_list
        .iter()
        .map(|&g| pull_distances(&level, g))
        .collect();
    level.dead = (0..level.len() as Sq)
        .filter(|&s| level.nearest_goal(s) == FAR)
        .collect();
    Ok(level)
}

/// The fewest pushes from each square to `goal` with no other box on the floor, by
/// breadth-first search backwards from the goal: a box on `b` pulled towards `d` goes to
/// `b + d` with the keeper on `b + 2d`, both floor (the push from `b + d` towards the
/// opposite direction undone).
fn pull_distances(level: &Level, goal: Sq) -> Vec<u16> {
    let mut dist = vec![FAR; level.len()];
    dist[usize::from(goal)] = 0;
    let mut queue = vec![goal];
    let mut k = 0;
    while k < queue.len() {
        let b = queue[k];
        k += 1;
        for d in Dir::ALL {
            let to = level.step(b, d);
            if to == NO_SQ {
                continue;
            }
            let keeper = level.step(to, d);
            if keeper == NO_SQ || dist[usize::from(to)] != FAR {
                continue;
            }
            dist[usize::from(to)] = dist[usize::from(b)] + 1;
            queue.push(to);
        }
    }
    dist
}
