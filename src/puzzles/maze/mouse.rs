//! The mouse: an explicit stack of squares, whiskers felt in a fixed order, a memory of
//! the direction each square was last left by.

use super::*;

/// Why a direction the mouse feels is closed to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Blocked {
    /// Its whiskers touch a wall.
    Wall,
    /// The way it came.
    Back,
    /// A square it has been in (with the visited set).
    Explored,
}

/// One step of the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MouseEvent {
    /// At `at`, facing `facing`, the way is closed (`why`); it turns right to `turn`, or,
    /// with every direction tried, does not turn (it backs up next).
    Feel {
        at: Square,
        facing: Dir,
        why: Blocked,
        turn: Option<Dir>,
    },
    /// Open ahead: it moves from `from` to `to`, heading `facing` (it faced `before`);
    /// `from` remembers `facing` (it remembered `was` before). `recalled`: on the second
    /// run, by memory, without feeling.
    Move {
        from: Square,
        to: Square,
        facing: Dir,
        before: Dir,
        was: Option<Dir>,
        recalled: bool,
    },
    /// A dead end: back from `from` to `to` (the way `back`, which `from` now remembers
    /// instead of `was`), then facing `after` (it faced `before`).
    BackUp {
        from: Square,
        to: Square,
        back: Dir,
        was: Option<Dir>,
        before: Dir,
        after: Dir,
    },
    /// On the second run the memory at `at` fails (no memory, a wall, or a square already
    /// run through): from here it explores, facing `after` (it faced `before`).
    Relearn { at: Square, before: Dir, after: Dir },
    /// The coin is here.
    Found { at: Square },
    /// Every direction from the start tried: the coin cannot be reached.
    Exhausted { at: Square },
    /// The step limit is reached.
    Limit { at: Square },
}

/// Where a run stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum MouseOutcome {
    Running,
    Found,
    Exhausted,
    Limit,
}

/// The mouse's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MouseStats {
    /// Events: feels, moves, back-ups, and the last one.
    pub steps: u64,
    /// Moves into a square (back-ups not counted; a square entered twice counts twice).
    pub entered: u64,
    /// Feels that met a wall.
    pub wall_feels: u64,
    pub turns: u64,
    pub backups: u64,
}

/// A square on the mouse's way: the direction it came in by (none at the start), the
/// direction it faced first there, and how many directions it has tried, turning right
/// from that first one.
#[derive(Clone, Copy, Debug)]
struct Frame {
    square: Square,
    came: Option<Dir>,
    first: Dir,
    tried: u8,
}

/// The mouse in its maze: an explicit stack of the squares from the start to where it is,
/// the memory of every square, and the visited set when it is on.
#[derive(Clone, Debug)]
pub struct Mouse {
    maze: Maze,
    stack: Vec<Frame>,
    /// Squares it has been in, when the visited set is on (else empty).
    visited: Vec<bool>,
    memory: Vec<Option<Dir>>,
    /// On the second run, following memory (until it fails).
    recall: bool,
    /// Where it faces, as a person sees it (the view's heading).
    heading: Dir,
    limit: u64,
    outcome: MouseOutcome,
    stats: MouseStats,
}

impl Mouse {
    /// A first run: no memory; it starts facing north.
    pub fn explore(maze: Maze, visited: bool, limit: u64) -> Mouse {
        let memory = vec![None; maze.len()];
        Mouse::with_memory(maze, memory, false, visited, limit)
    }

    /// A second run, following `memory` (one entry per square) from the start.
    pub fn recall(maze: Maze, memory: Vec<Option<Dir>>, visited: bool, limit: u64) -> Mouse {
        Mouse::with_memory(maze, memory, true, visited, limit)
    }

    fn with_memory(
        maze: Maze,
        memory: Vec<Option<Dir>>,
        recall: bool,
        visited: bool,
        limit: u64,
    ) -> Mouse {
        assert_eq!(memory.len(), maze.len(), "one memory per square");
        let start = maze.start();
        let mut seen = if visited {
            vec![false; maze.len()]
        } else {
            Vec::new()
        };
        if visited {
            seen[start as usize] = true;
        }
        Mouse {
            stack: vec![Frame {
                square: start,
                came: None,
                first: Dir::North,
                tried: 0,
            }],
            visited: seen,
            memory,
            recall,
            heading: Dir::North,
            limit: limit.max(1),
            outcome: MouseOutcome::Running,
            stats: MouseStats::default(),
            maze,
        }
    }

    pub fn maze(&self) -> &Maze {
        &self.maze
    }
    pub fn stats(&self) -> MouseStats {
        self.stats
    }
    pub fn outcome(&self) -> MouseOutcome {
        self.outcome
    }
    /// The direction each square was last left by.
    pub fn memory(&self) -> &[Option<Dir>] {
        &self.memory
    }
    /// The squares from the start to where the mouse is (the route, once it has the coin).
    pub fn route(&self) -> Vec<Square> {
        self.stack.iter().map(|f| f.square).collect()
    }
    pub fn at(&self) -> Square {
        self.stack.last().expect("never empty").square
    }

    /// The direction the top square tries next (its last, once all are tried).
    fn next_try(&self) -> Dir {
        let f = self.stack.last().expect("never empty");
        f.first.turned(f.tried.min(3))
    }

    fn finish(&mut self, outcome: MouseOutcome) {
        self.outcome = outcome;
    }

    /// One step; `None` once the run is over.
    pub fn step(&mut self) -> Option<MouseEvent> {
        if self.outcome != MouseOutcome::Running {
            return None;
        }
        self.stats.steps += 1;
        let at = self.at();
        if self.stats.steps >= self.limit {
            self.finish(MouseOutcome::Limit);
            return Some(MouseEvent::Limit { at });
        }
        if at == self.maze.coin() {
            self.finish(MouseOutcome::Found);
            return Some(MouseEvent::Found { at });
        }
        if self.recall {
            let remembered = self.memory[at as usize];
            let to = remembered
                .and_then(|d| self.maze.open(at, d))
                .filter(|&nb| self.visited.is_empty() || !self.visited[nb as usize]);
            if let (Some(d), Some(to)) = (remembered, to) {
                let f = self.stack.last_mut().expect("never empty");
                f.first = d;
                f.tried = 1;
                return Some(self.enter(at, to, d, true));
            }
            let before = self.heading;
            self.recall = false;
            let f = self.stack.last_mut().expect("never empty");
            f.first = remembered.unwrap_or(before);
            f.tried = 0;
            self.heading = f.first;
            return Some(MouseEvent::Relearn {
                at,
                before,
                after: f.first,
            });
        }
        let top = *self.stack.last().expect("never empty");
        if top.tried >= 4 {
            if self.stack.len() == 1 {
                self.finish(MouseOutcome::Exhausted);
                return Some(MouseEvent::Exhausted { at });
            }
            let before = self.heading;
            self.stack.pop();
            let back = top.came.expect("only the start has no way back");
            let to = self.at();
            let was = self.memory[at as usize].replace(back);
            self.stats.backups += 1;
            self.heading = self.next_try();
            return Some(MouseEvent::BackUp {
                from: at,
                to,
                back,
                was,
                before,
                after: self.heading,
            });
        }
        let facing = top.first.turned(top.tried);
        let why = match self.maze.open(at, facing) {
            None => Some(Blocked::Wall),
            Some(_) if top.came == Some(facing) => Some(Blocked::Back),
            Some(nb) if !self.visited.is_empty() && self.visited[nb as usize] => {
                Some(Blocked::Explored)
            }
            Some(_) => None,
        };
        let f = self.stack.last_mut().expect("never empty");
        f.tried += 1;
        match why {
            Some(why) => {
                let turn = (f.tried < 4).then(|| f.first.turned(f.tried));
                self.stats.wall_feels += u64::from(why == Blocked::Wall);
                self.stats.turns += u64::from(turn.is_some());
                self.heading = turn.unwrap_or(facing);
                Some(MouseEvent::Feel {
                    at,
                    facing,
                    why,
                    turn,
                })
            }
            None => {
                let to = self.maze.open(at, facing).expect("open");
                Some(self.enter(at, to, facing, false))
            }
        }
    }

    fn enter(&mut self, from: Square, to: Square, facing: Dir, recalled: bool) -> MouseEvent {
        let before = self.heading;
        self.heading = facing;
        let was = self.memory[from as usize].replace(facing);
        self.stack.push(Frame {
            square: to,
            came: Some(facing.back()),
            first: facing,
            tried: 0,
        });
        if !self.visited.is_empty() {
            self.visited[to as usize] = true;
        }
        self.stats.entered += 1;
        MouseEvent::Move {
            from,
            to,
            facing,
            before,
            was,
            recalled,
        }
    }

    /// Run to the end, recording nothing.
    pub fn run_to_end(&mut self) -> MouseOutcome {
        while self.step().is_some() {}
        self.outcome
    }
}

impl crate::engine::Stepper for Mouse {
    type Event = MouseEvent;
    fn step(&mut self) -> Option<MouseEvent> {
        Mouse::step(self)
    }
    fn running(&self) -> bool {
        self.outcome == MouseOutcome::Running
    }
}

/// The route the memory holds: from the start, the remembered direction of each square in
/// turn, up to the coin, a square without memory, a wall, or a square met twice.
pub fn remembered_route(maze: &Maze, memory: &[Option<Dir>]) -> Vec<Square> {
    let mut route = vec![maze.start()];
    let mut seen = vec![false; maze.len()];
    seen[maze.start() as usize] = true;
    let mut at = maze.start();
    while at != maze.coin() {
        let Some(next) = memory[at as usize].and_then(|d| maze.open(at, d)) else {
            break;
        };
        if seen[next as usize] {
            break;
        }
        seen[next as usize] = true;
        route.push(next);
        at = next;
    }
    route
}
