//! Shannon's demonstration: the first run to its end with its memory kept, then the maze
//! changed between the runs (every inner wall taken away, walls moved, the coin moved) and
//! the mouse set going again on what it remembers.

use super::*;

/// What changes between the runs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Changes<'a> {
    /// Take every inner wall away (the remembered route is followed unchanged).
    pub remove_walls: bool,
    /// Walls put up or taken down, in the form of [`Maze::apply_edits`] ("c3e,d4s").
    pub moved: &'a str,
    /// Where the coin is moved, a square's name; blank leaves it where it was.
    pub newcoin: &'a str,
}

impl Changes<'_> {
    /// Change `maze`: the walls taken away, then the moved walls, then the coin.
    pub fn apply(&self, maze: &mut Maze) -> Result<(), MazeError> {
        if self.remove_walls {
            maze.remove_walls();
        }
        maze.apply_edits(self.moved)?;
        if !self.newcoin.trim().is_empty() {
            let coin = maze.parse_square(self.newcoin)?;
            maze.set_coin(coin);
        }
        Ok(())
    }
}

/// The second run, ready to go: the maze as it finds it, and what the first run left.
#[derive(Clone, Debug)]
pub struct SecondRun {
    /// The maze after the changes.
    pub maze: Maze,
    /// The route the first run found, start to coin (empty if it found none).
    pub learned: Vec<Square>,
    /// The direction the first run last left each square by.
    pub memory: Vec<Option<Dir>>,
}

impl SecondRun {
    /// Run the mouse through `maze` to its end (with the visited set if `visited`, within
    /// `limit` steps), keep its memory, then make the `changes`.
    pub fn prepare(
        maze: Maze,
        visited: bool,
        limit: u64,
        changes: Changes,
    ) -> Result<SecondRun, MazeError> {
        let mut first = Mouse::explore(maze.clone(), visited, limit);
        let learned = if first.run_to_end() == MouseOutcome::Found {
            first.route()
        } else {
            Vec::new()
        };
        let memory = first.memory().to_vec();
        let mut after = maze;
        changes.apply(&mut after)?;
        Ok(SecondRun {
            maze: after,
            learned,
            memory,
        })
    }

    /// The mouse of the second run: it follows its memory without feeling, and explores
    /// again where the memory leads into a wall or the coin is gone.
    pub fn mouse(&self, visited: bool, limit: u64) -> Mouse {
        Mouse::recall(self.maze.clone(), self.memory.clone(), visited, limit)
    }
}
