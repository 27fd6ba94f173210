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
        }
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
                self.path.push(to);
                self.entered[to as usize] += 1;
                self.facing = facing;
                self.stats.entered += 1;
            }
            MouseEvent::BackUp {
                from, back, after, ..
            } => {
                self.memory[from as usize] = Some(back);
                self.path.pop();
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
                self.path.pop();
                self.entered[to as usize] -= 1;
                self.facing = before;
                self.stats.entered -= 1;
            }
            MouseEvent::BackUp {
                from, was, before, ..
            } => {
                self.memory[from as usize] = was;
                self.path.push(from);
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
