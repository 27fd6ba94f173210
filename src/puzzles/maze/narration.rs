//! The mouse's status line: what it just did and why, as a message code.

use super::*;

/// The status line after `last`, the last event shown (`None` before the first).
/// `shortest`: the BFS route's number of moves, if the coin can be reached.
pub fn status(
    maze: &Maze,
    view: &MouseView,
    last: Option<&MouseEvent>,
    visited: bool,
    shortest: Option<u32>,
    limit: u64,
) -> Message {
    let name = |sq: Square| maze.name(sq);
    let then = |turn: Option<Dir>| match turn {
        Some(d) => Message::new("maze.then.turn").sub("dir", d.message()),
        None => Message::new("maze.then.dead_end"),
    };
    match last {
        None if view.recalling() => Message::new("maze.second_start")
            .text("start", name(maze.start()))
            .text("coin", name(maze.coin())),
        None => Message::new("maze.start")
            .text("start", name(maze.start()))
            .text("coin", name(maze.coin())),
        Some(&MouseEvent::Feel {
            at,
            facing,
            why,
            turn,
        }) => Message::new(match why {
            Blocked::Wall => "maze.feel.wall",
            Blocked::Back => "maze.feel.back",
            Blocked::Explored => "maze.feel.explored",
        })
        .text("at", name(at))
        .sub("dir", facing.message())
        .sub("then", then(turn)),
        Some(&MouseEvent::Move {
            from,
            to,
            facing,
            recalled,
            ..
        }) => {
            let code = if recalled {
                "maze.recall"
            } else if view.entered()[to as usize] > 1 {
                "maze.move_again"
            } else {
                "maze.move"
            };
            Message::new(code)
                .text("from", name(from))
                .text("to", name(to))
                .sub("dir", facing.message())
        }
        Some(&MouseEvent::BackUp { from, to, .. }) => Message::new("maze.back_up")
            .text("from", name(from))
            .text("to", name(to)),
        Some(&MouseEvent::Relearn { at, .. }) => {
            let code = match view.memory()[at as usize] {
                None => "maze.relearn.none",
                Some(d) if maze.wall(at, d) => "maze.relearn.wall",
                Some(_) => "maze.relearn.loop",
            };
            Message::new(code).text("at", name(at))
        }
        Some(&MouseEvent::Found { at }) => {
            let moves = view.path().len() as u64 - 1;
            // The coin on the mouse's own square: no route to speak of.
            if moves == 0 {
                return Message::new("maze.found_start")
                    .text("at", name(at))
                    .count("steps", view.stats().steps);
            }
            Message::new("maze.found")
                .text("at", name(at))
                .count("moves", moves)
                .count("shortest", u64::from(shortest.unwrap_or(moves as u32)))
                .count("steps", view.stats().steps)
        }
        Some(&MouseEvent::Exhausted { .. }) => {
            Message::new("maze.exhausted").count("steps", view.stats().steps)
        }
        Some(&MouseEvent::Limit { .. }) => {
            let cycle = view.cycle().len();
            if !visited && cycle > 1 {
                Message::new("maze.limit_cycle")
                    .count("limit", limit)
                    .count("squares", cycle as u64 - 1)
            } else {
                Message::new("maze.limit").count("limit", limit)
            }
        }
    }
}
