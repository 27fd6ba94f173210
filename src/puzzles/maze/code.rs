//! Shannon's mouse as the lessons would write it: one loop, an explicit stack of the squares
//! from the start (the mouse's route) with, beside it, how many directions each has tried;
//! at each step it feels ahead, moves on where it is open, turns right where it is not, and
//! backs up when all four are tried; on a second run it follows its memory until the memory
//! fails. Each event of the mouse is one turn of the loop. Where that code stands after the
//! events shown: the lines the last turn ran, and `square`, `facing`, `felt`, `tried[-1]`,
//! `memory[square]`, `stack` (the route, as a list of squares: the loop has no recursion,
//! so no call stack), `steps` and `recall`. The page's listing (www/views/maze/code/maze.js) marks its
//! lines with these labels:
//!
//! ```text
//! def           def mouse(maze, memory, recall):
//! init              stack, tried, facing, steps = [maze.start], [0], NORTH, 0
//! loop              while True:
//! here                  square = stack[-1]
//! tick                  steps += 1
//! limit_if              if steps == LIMIT:
//! limit                     return None
//! coin_if               if square == maze.coin:
//! found                     return stack
//! recall_if             if recall:
//! follow_if                 if passable(square, memory[square]):
//! follow                        facing, tried[-1], felt = memory[square], 1, OPEN
//! relearn_else              else:
//! relearn                       recall, tried[-1], facing = False, 0, memory[square] or facing
//! relearn_next                  continue
//! dead_if               elif tried[-1] == 4:
//! start_if                  if len(stack) == 1:
//! exhausted                     return None
//! backup                    stack.pop(); tried.pop()
//! back_memory               memory[square] = toward(square, stack[-1])
//! back_face                 facing, felt = toward(stack[-1], square), None
//! explore               else:
//! feel                      felt = feel(square, facing)
//! tried                     tried[-1] += 1
//! open_if               if felt == OPEN:
//! mark                      memory[square] = facing
//! move                      stack.append(ahead(square, facing)); tried.append(0)
//! turn_if               elif tried[-1] < 4:
//! turn                      facing = right(facing)
//! ```

use super::*;
use crate::puzzles::code::{CodeState, Value, MAX_ITEMS};

/// The lines the event `last` ran (one turn of the loop).
/// The lines of a pass that feels the way ahead, up to the test of what was felt.
const FEELS: [&str; 6] = [
    "recall_if",
    "dead_if",
    "explore",
    "feel",
    "tried",
    "open_if",
];

pub fn lines(last: Option<&MouseEvent>) -> Vec<&'static str> {
    let Some(event) = last else {
        return vec!["def", "init"];
    };
    let mut out = vec!["loop", "here", "tick", "limit_if"];
    if let MouseEvent::Limit { .. } = event {
        out.push("limit");
        return out;
    }
    out.push("coin_if");
    let rest: &[&'static str] = match *event {
        MouseEvent::Found { .. } => &["found"],
        MouseEvent::Move { recalled: true, .. } => &[
            "recall_if",
            "follow_if",
            "follow",
            "open_if",
            "mark",
            "move",
        ],
        MouseEvent::Relearn { .. } => &[
            "recall_if",
            "follow_if",
            "relearn_else",
            "relearn",
            "relearn_next",
        ],
        MouseEvent::Exhausted { .. } => &["recall_if", "dead_if", "start_if", "exhausted"],
        MouseEvent::BackUp { back, after, .. } => {
            out.extend_from_slice(&[
                "recall_if",
                "dead_if",
                "start_if",
                "backup",
                "back_memory",
                "back_face",
                "open_if",
                "turn_if",
            ]);
            // Facing the way it had left the square it is back in, it turns right unless
            // that was the last direction there.
            if after != back.back() {
                out.push("turn");
            }
            return out;
        }
        MouseEvent::Move { .. } => {
            out.extend_from_slice(&FEELS);
            out.extend_from_slice(&["mark", "move"]);
            return out;
        }
        MouseEvent::Feel { turn, .. } => {
            out.extend_from_slice(&FEELS);
            out.push("turn_if");
            if turn.is_some() {
                out.push("turn");
            }
            return out;
        }
        MouseEvent::Limit { .. } => unreachable!("handled above"),
    };
    out.extend_from_slice(rest);
    out
}

/// A heading as the listing names it.
pub fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::North => "NORTH",
        Dir::East => "EAST",
        Dir::South => "SOUTH",
        Dir::West => "WEST",
    }
}

/// What `felt` holds after `shown`: set by the last feel, move or back-up (a relearn and
/// the end leave it).
pub fn felt(shown: &[MouseEvent]) -> Option<&'static str> {
    shown.iter().rev().find_map(|e| match e {
        MouseEvent::Feel { why, .. } => Some(Some(match why {
            Blocked::Wall => "WALL",
            Blocked::Back => "BACK",
            Blocked::Explored => "EXPLORED",
        })),
        MouseEvent::Move { .. } => Some(Some("OPEN")),
        MouseEvent::BackUp { .. } => Some(None),
        _ => None,
    })?
}

/// `tried[-1]` after `shown`: the directions tried at the square on top of the stack, read
/// back from the events to the one that put it there (or a relearn there, which starts it
/// again): its feels, and a move out of it for each square it went on to.
pub fn tried(shown: &[MouseEvent]) -> u32 {
    let (mut above, mut count) = (0u32, 0u32);
    for e in shown.iter().rev() {
        match e {
            MouseEvent::Feel { .. } if above == 0 => count += 1,
            MouseEvent::Move { .. } | MouseEvent::Relearn { .. } if above == 0 => break,
            MouseEvent::Move { .. } => {
                above -= 1;
                if above == 0 {
                    count += 1;
                }
            }
            MouseEvent::BackUp { .. } => above += 1,
            _ => {}
        }
    }
    count
}

/// The square of the loop's turn `last` ran (`square = stack[-1]` at its start).
fn square_of(e: &MouseEvent) -> Square {
    match *e {
        MouseEvent::Feel { at, .. }
        | MouseEvent::Relearn { at, .. }
        | MouseEvent::Found { at }
        | MouseEvent::Exhausted { at }
        | MouseEvent::Limit { at } => at,
        MouseEvent::Move { from, .. } | MouseEvent::BackUp { from, .. } => from,
    }
}

/// Where the listing stands after the events `shown`, `view` the mouse after them.
pub fn state(maze: &Maze, view: &MouseView, shown: &[MouseEvent]) -> CodeState {
    let last = shown.last();
    let square = last.map(square_of);
    let text = |sq: Square| Value::text(maze.name(sq));
    let path = view.path();
    let from = path.len().saturating_sub(MAX_ITEMS);
    CodeState::new("maze", lines(last))
        .var("steps", Value::num(view.stats().steps as f64))
        .var("square", Value::or_none(square.map(text)))
        .var("facing", Value::text(dir_name(view.facing())))
        .var("felt", Value::or_none(felt(shown).map(Value::text)))
        .var("tried[-1]", Value::num(tried(shown)))
        .var(
            "memory[square]",
            Value::or_none(
                square
                    .and_then(|sq| view.memory()[sq as usize])
                    .map(|d| Value::text(dir_name(d))),
            ),
        )
        .var(
            "stack",
            Value::tail(path.len(), path[from..].iter().map(|&s| maze.name(s))),
        )
        .var("len(stack)", Value::num(path.len() as f64))
        .var(
            "recall",
            Value::text(if view.recalling() { "True" } else { "False" }),
        )
}
