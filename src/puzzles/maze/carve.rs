//! The seeded generation: randomised depth-first search from the top left, then the
//! loops, stepped like any search.

use super::*;

/// One step of generating a maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarveEvent {
    /// The wall on side `dir` of `from` knocked through to `to`, an unvisited neighbour
    /// chosen at random.
    Carve { from: Square, to: Square, dir: Dir },
    /// `from` has no unvisited neighbour: the search goes back to the square below it on
    /// the stack (none once the start is left: every square is in the maze).
    Retreat { from: Square, to: Option<Square> },
    /// A loop: the wall on side `dir` of `at` taken away.
    Knock { at: Square, dir: Dir },
}

/// The maze being generated: randomised depth-first search from the top left with an
/// explicit stack (carve to a random unvisited neighbour, go back when there is none), then
/// the loops. A stepper, so the page can show the generation as the DFS it is.
#[derive(Clone, Debug)]
pub struct Carver {
    pub(super) maze: Maze,
    rng: SplitMix64,
    seen: Vec<bool>,
    stack: Vec<Square>,
    loops: u32,
    /// The inner walls left by the DFS, and how many of them to take away, once it is over.
    walls: Option<(Vec<(Square, Dir)>, usize)>,
    knocked: usize,
}

impl Carver {
    pub fn new(rows: u32, cols: u32, seed: u64, loops: u32) -> Carver {
        let maze = Maze::closed(rows, cols);
        let mut seen = vec![false; maze.len()];
        seen[0] = true;
        Carver {
            maze,
            rng: SplitMix64::new(seed),
            seen,
            stack: vec![0],
            loops,
            walls: None,
            knocked: 0,
        }
    }

    /// The maze so far.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// One step; `None` once the maze is complete.
    pub fn step(&mut self) -> Option<CarveEvent> {
        if let Some(&sq) = self.stack.last() {
            let mut options = [Dir::North; 4];
            let mut k = 0;
            for d in Dir::ALL {
                if let Some(nb) = self.maze.neighbour(sq, d) {
                    if !self.seen[nb as usize] {
                        options[k] = d;
                        k += 1;
                    }
                }
            }
            if k == 0 {
                self.stack.pop();
                return Some(CarveEvent::Retreat {
                    from: sq,
                    to: self.stack.last().copied(),
                });
            }
            let dir = options[self.rng.below(k as u64) as usize];
            let to = self
                .maze
                .neighbour(sq, dir)
                .expect("chosen among the neighbours");
            self.maze.set_wall(sq, dir, false);
            self.seen[to as usize] = true;
            self.stack.push(to);
            return Some(CarveEvent::Carve { from: sq, to, dir });
        }
        let loops = self.loops as usize;
        let maze = &self.maze;
        let (walls, count) = self.walls.get_or_insert_with(|| {
            let walls = maze.inner_walls();
            let count = (walls.len() * loops + 50) / 100;
            (walls, count)
        });
        let i = self.knocked;
        if i >= *count {
            return None;
        }
        let j = i + self.rng.below((walls.len() - i) as u64) as usize;
        walls.swap(i, j);
        let (at, dir) = walls[i];
        self.knocked += 1;
        self.maze.set_wall(at, dir, false);
        Some(CarveEvent::Knock { at, dir })
    }
}

impl crate::engine::Stepper for Carver {
    type Event = CarveEvent;
    fn step(&mut self) -> Option<CarveEvent> {
        Carver::step(self)
    }
    fn running(&self) -> bool {
        !self.stack.is_empty() || self.walls.as_ref().is_none_or(|(_, n)| self.knocked < *n)
    }
}

/// What a person sees of the generation: the walls so far, the DFS's stack, the squares
/// visited, and the counts. It follows the events both ways.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarveView {
    maze: Maze,
    stack: Vec<Square>,
    seen: Vec<bool>,
    pub carved: u64,
    pub retreats: u64,
    pub knocked: u64,
}

impl CarveView {
    pub fn new(rows: u32, cols: u32) -> CarveView {
        let maze = Maze::closed(rows, cols);
        let mut seen = vec![false; maze.len()];
        seen[0] = true;
        CarveView {
            maze,
            stack: vec![0],
            seen,
            carved: 0,
            retreats: 0,
            knocked: 0,
        }
    }
    pub fn maze(&self) -> &Maze {
        &self.maze
    }
    pub fn stack(&self) -> &[Square] {
        &self.stack
    }
    pub fn seen(&self) -> &[bool] {
        &self.seen
    }
}

impl Replay<CarveEvent> for CarveView {
    fn forward(&mut self, e: &CarveEvent) {
        match *e {
            CarveEvent::Carve { from, to, dir } => {
                self.maze.set_wall(from, dir, false);
                self.seen[to as usize] = true;
                self.stack.push(to);
                self.carved += 1;
            }
            CarveEvent::Retreat { .. } => {
                self.stack.pop();
                self.retreats += 1;
            }
            CarveEvent::Knock { at, dir } => {
                self.maze.set_wall(at, dir, false);
                self.knocked += 1;
            }
        }
    }
    fn backward(&mut self, e: &CarveEvent) {
        match *e {
            CarveEvent::Carve { from, to, dir } => {
                self.maze.set_wall(from, dir, true);
                self.seen[to as usize] = false;
                self.stack.pop();
                self.carved -= 1;
            }
            CarveEvent::Retreat { from, .. } => {
                self.stack.push(from);
                self.retreats -= 1;
            }
            CarveEvent::Knock { at, dir } => {
                self.maze.set_wall(at, dir, true);
                self.knocked -= 1;
            }
        }
    }
}

/// The status line of the generation after `last`.
pub fn carve_status(view: &CarveView, last: Option<&CarveEvent>, done: bool) -> Message {
    let m = view.maze();
    if done {
        return Message::new("maze.carve.done")
            .count("squares", m.len() as u64)
            .count("passages", m.passages() as u64)
            .count("loops", view.knocked);
    }
    match last {
        None => Message::new("maze.carve.start").text("at", m.name(0)),
        Some(&CarveEvent::Carve { from, to, dir }) => Message::new("maze.carve.carve")
            .text("from", m.name(from))
            .text("to", m.name(to))
            .sub("dir", dir.message()),
        Some(&CarveEvent::Retreat { from, to: Some(to) }) => Message::new("maze.carve.retreat")
            .text("from", m.name(from))
            .text("to", m.name(to)),
        Some(&CarveEvent::Retreat { from, to: None }) => {
            Message::new("maze.carve.tree").text("from", m.name(from))
        }
        Some(&CarveEvent::Knock { at, dir }) => Message::new("maze.carve.knock")
            .text("at", m.name(at))
            .sub("dir", dir.message()),
    }
}
