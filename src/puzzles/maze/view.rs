//! What a person sees of the mouse after some events, changed by one event at a time
//! in either direction.

use super::*;

/// What a person sees of the mouse after some events: where it is and faces, its way from
/// the start, every square's memory and how often it was entered, and the counters. It
/// follows the events both ways, so stepping back is exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MouseView {
    facing: Dir,
    path: Vec<Square>,
    memory: Vec<Option<Dir>>,
    entered: Vec<u32>,
    recall: bool,
    outcome: MouseOutcome,
    stats: MouseStats,
    /// The maze's width, to name a passage by its square and side.
    cols: u32,
    /// Per passage (`2 * square`, plus 1 for its south side; see [`passage`]): how many
    /// times the way from the start goes through it. Without the visited set the way can
    /// be far longer than the maze (the mouse goes round a cycle again and again), but it
    /// only ever uses the maze's passages: a frame draws these, not the way square by square.
    through: Vec<u32>,
}

/// The passage between neighbouring squares `a` and `b` of a maze `cols` wide: twice the
/// north-west one of them, plus 1 when the other is south of it (0 when east).
pub fn passage(a: Square, b: Square, cols: u32) -> u32 {
    let (lo, hi) = (a.min(b), a.max(b));
    2 * lo + u32::from(hi - lo == cols)
}

/// The squares a passage joins (see [`passage`]), north-west one first.
pub fn passage_ends(p: u32, cols: u32) -> [Square; 2] {
    let lo = p / 2;
    [lo, if p % 2 == 1 { lo + cols } else { lo + 1 }]
}

impl MouseView {
    /// Before any event: at `start` facing north, with `memory` (the second run's) or none.
    pub fn new(maze: &Maze, memory: Option<Vec<Option<Dir>>>) -> MouseView {
        let recall = memory.is_some();
        let mut entered = vec![0; maze.len()];
        entered[maze.start() as usize] = 1;
        MouseView {
            facing: Dir::North,
            path: vec![maze.start()],
            memory: memory.unwrap_or_else(|| vec![None; maze.len()]),
            entered,
            recall,
            outcome: MouseOutcome::Running,
            stats: MouseStats::default(),
            cols: maze.cols(),
            through: vec![0; 2 * maze.len()],
        }
    }

    /// The way grows by one square.
    fn push(&mut self, to: Square) {
        let p = passage(self.at(), to, self.cols);
        self.through[p as usize] += 1;
        self.path.push(to);
    }

    /// The way loses its last square.
    fn pop(&mut self) {
        let to = self.path.pop().expect("never empty");
        let p = passage(self.at(), to, self.cols);
        self.through[p as usize] -= 1;
    }

    /// The passages the way goes through, each once (see [`passage`]), in the order of
    /// their squares: at most two per square however long the way is.
    pub fn way_passages(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.through.len() as u32).filter(|&p| self.through[p as usize] > 0)
    }

    /// The passages of the [`cycle`](Self::cycle), each once, in the order the cycle first
    /// goes through them.
    pub fn cycle_passages(&self) -> Vec<u32> {
        let cycle = self.cycle();
        let mut seen = vec![false; self.through.len()];
        let mut out = Vec::new();
        for w in cycle.windows(2) {
            let p = passage(w[0], w[1], self.cols);
            if !std::mem::replace(&mut seen[p as usize], true) {
                out.push(p);
            }
        }
        out
    }
    pub fn at(&self) -> Square {
        *self.path.last().expect("never empty")
    }
    pub fn facing(&self) -> Dir {
        self.facing
    }
    /// The squares from the start to the mouse.
    pub fn path(&self) -> &[Square] {
        &self.path
    }
    pub fn memory(&self) -> &[Option<Dir>] {
        &self.memory
    }
    /// How many times each square has been entered (the start counts once).
    pub fn entered(&self) -> &[u32] {
        &self.entered
    }
    pub fn recalling(&self) -> bool {
        self.recall
    }
    pub fn outcome(&self) -> MouseOutcome {
        self.outcome
    }
    pub fn stats(&self) -> MouseStats {
        self.stats
    }
    /// The cycle the mouse is going round: its way from the last time it was in the
    /// square it is in now, back to here; empty when it has not been here before on this way.
    pub fn cycle(&self) -> &[Square] {
        let at = self.at();
        let n = self.path.len();
        match self.path[..n - 1].iter().rposition(|&s| s == at) {
            Some(j) => &self.path[j..],
            None => &[],
        }
    }
}

impl Replay<MouseEvent> for MouseView {
    fn forward(&mut self, e: &MouseEvent) {
        self.stats.steps += 1;
        match *e {
            MouseEvent::Feel { why, turn, .. } => {
                self.stats.wall_feels += u64::from(why == Blocked::Wall);
                if let Some(t) = turn {
                    self.stats.turns += 1;
                    self.facing = t;
                }
            }
            MouseEvent::Move {
                from, to, facing, ..
            } => {
                self.memory[from as usize] = Some(facing);
                self.push(to);
                self.entered[to as usize] += 1;
                self.facing = facing;
                self.stats.entered += 1;
            }
            MouseEvent::BackUp {
                from, back, after, ..
            } => {
                self.memory[from as usize] = Some(back);
                self.pop();
                self.facing = after;
                self.stats.backups += 1;
            }
            MouseEvent::Relearn { after, .. } => {
                self.recall = false;
                self.facing = after;
            }
            MouseEvent::Found { .. } => self.outcome = MouseOutcome::Found,
            MouseEvent::Exhausted { .. } => self.outcome = MouseOutcome::Exhausted,
            MouseEvent::Limit { .. } => self.outcome = MouseOutcome::Limit,
        }
    }

    fn backward(&mut self, e: &MouseEvent) {
        self.stats.steps -= 1;
        match *e {
            MouseEvent::Feel {
                facing, why, turn, ..
            } => {
                self.stats.wall_feels -= u64::from(why == Blocked::Wall);
                if turn.is_some() {
                    self.stats.turns -= 1;
                }
                self.facing = facing;
            }
            MouseEvent::Move {
                from,
                to,
                before,
                was,
                ..
            } => {
                self.memory[from as usize] = was;
                self.pop();
                self.entered[to as usize] -= 1;
                self.facing = before;
                self.stats.entered -= 1;
            }
            MouseEvent::BackUp {
                from, was, before, ..
            } => {
                self.memory[from as usize] = was;
                self.push(from);
                self.facing = before;
                self.stats.backups -= 1;
            }
            MouseEvent::Relearn { before, .. } => {
                self.recall = true;
                self.facing = before;
            }
            MouseEvent::Found { .. } | MouseEvent::Exhausted { .. } | MouseEvent::Limit { .. } => {
                self.outcome = MouseOutcome::Running
            }
        }
    }
}
