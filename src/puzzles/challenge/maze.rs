//! The maze's challenges: Shannon's mouse going round for ever without memory, finding the
//! coin only with it, and a route at least twice breadth-first search's.

use super::{bounded, Challenge, Checked, Goal, Param, Verdict};
use crate::puzzles::maze::{self, Dir, Maze, Mouse, MouseEvent, MouseOutcome};
use crate::puzzles::message::Message;
use crate::puzzles::options::{Given, OptionError};
use crate::puzzles::views;

/// The options' maze (generated, edited, its start and coin) and the steps a run may take
/// (the view's `limit=`, at most the page's).
fn read(given: &Given) -> Result<(Maze, u64), OptionError> {
    let o = maze::options::read(given, maze::MAX_DRAWN, views::PAGE_LIMIT).ok()?;
    Ok((o.maze, o.limit))
}

/// How a run without memory (no visited set) ended: the coin, every way tried, a repeated
/// entry (the mouse enters a square heading the same way as an entry still on its way
/// back to the start, so it does all it did since, for ever), or the limit.
enum Bare {
    Found(u64),
    Exhausted,
    Repeats {
        square: Square,
        heading: Dir,
        first: u64,
        again: u64,
    },
    Limit,
}

type Square = u32;

/// The mouse without memory, watched for a repeated entry. Without a visited set, what it
/// does from an entry depends only on the square and its heading (the way back is the way
/// it came); an entry made again while the first is still on its stack starts the same
/// round again.
fn bare(maze: &Maze, limit: u64) -> Bare {
    let mut mouse = Mouse::explore(maze.clone(), false, limit);
    // The entries on the mouse's way from the start, in order, and where each is.
    let mut way: Vec<(Square, Dir)> = Vec::new();
    // For each square and heading, the step of its entry on the way (0: none there).
    let slot = |sq: Square, d: Dir| sq as usize * 4 + d as usize;
    let mut on_way: Vec<u64> = vec![0; maze.len() * 4];
    while let Some(e) = mouse.step() {
        match e {
            MouseEvent::Move { to, facing, .. } => {
                let step = mouse.stats().steps;
                let first = on_way[slot(to, facing)];
                if first > 0 {
                    return Bare::Repeats {
                        square: to,
                        heading: facing,
                        first,
                        again: step,
                    };
                }
                on_way[slot(to, facing)] = step;
                way.push((to, facing));
            }
            MouseEvent::BackUp { .. } => {
                if let Some((sq, d)) = way.pop() {
                    on_way[slot(sq, d)] = 0;
                }
            }
            MouseEvent::Found { .. } => return Bare::Found(mouse.stats().steps),
            MouseEvent::Exhausted { .. } => return Bare::Exhausted,
            MouseEvent::Limit { .. } => return Bare::Limit,
            _ => {}
        }
    }
    match mouse.outcome() {
        MouseOutcome::Found => Bare::Found(mouse.stats().steps),
        MouseOutcome::Exhausted => Bare::Exhausted,
        _ => Bare::Limit,
    }
}

fn repeats(maze: &Maze, square: Square, heading: Dir, first: u64, again: u64) -> Message {
    Message::new("challenge.maze.repeats")
        .text("square", maze.name(square))
        .sub("heading", heading.message())
        .count("first", first)
        .count("again", again)
}

/// Without memory the mouse goes round for ever.
pub fn forever(given: &Given, _goal: &Goal) -> Checked {
    let (maze, limit) = read(given)?;
    Ok(match bare(&maze, limit) {
        Bare::Repeats {
            square,
            heading,
            first,
            again,
        } => Verdict::new(true, repeats(&maze, square, heading, first, again)),
        Bare::Found(steps) => bare_found(steps),
        Bare::Exhausted => bare_stopped(true, limit),
        Bare::Limit => bare_stopped(false, limit),
    })
}

/// The mouse without memory finds the coin in `steps`.
fn bare_found(steps: u64) -> Verdict {
    Verdict::new(
        false,
        Message::new("challenge.maze.bare_found").count("steps", steps),
    )
}

/// The mouse without memory stopped with neither the coin nor a repeat: every way tried
/// (`exhausted`: the coin is walled off), or its step bound reached.
fn bare_stopped(exhausted: bool, limit: u64) -> Verdict {
    if exhausted {
        Verdict::new(false, Message::new("challenge.maze.bare_exhausted"))
    } else {
        bounded("challenge.search.mouse_bare", limit)
    }
}

/// The mouse finds the coin with memory and never without.
pub fn only_with_memory(given: &Given, _goal: &Goal) -> Checked {
    let (maze, limit) = read(given)?;
    let mut with = Mouse::explore(maze.clone(), true, limit);
    if with.run_to_end() != MouseOutcome::Found {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.maze.memory_fails"),
        ));
    }
    let steps = with.stats().steps;
    Ok(match bare(&maze, limit) {
        Bare::Repeats {
            square,
            heading,
            first,
            again,
        } => {
            let m = repeats(&maze, square, heading, first, again);
            Verdict::new(
                true,
                Message::new("challenge.maze_memory.met")
                    .count("steps", steps)
                    .sub("bare", m),
            )
        }
        Bare::Found(bare) => bare_found(bare),
        Bare::Exhausted => bare_stopped(true, limit),
        Bare::Limit => bare_stopped(false, limit),
    })
}

/// The mouse's route (with memory, as the view's default runs it) at least `ratio` times
/// breadth-first search's.
pub fn long_route(given: &Given, goal: &Goal) -> Checked {
    let (maze, limit) = read(given)?;
    let ratio = goal.get("ratio");
    let Some(shortest) = maze::shortest(&maze) else {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.maze.walled_off"),
        ));
    };
    let shortest = shortest.len() as u64 - 1;
    if shortest == 0 {
        // The coin under the start: no route to measure, and 0 is not "twice" of anything.
        return Ok(Verdict::new(false, Message::new("challenge.maze.at_coin")));
    }
    let mut mouse = Mouse::explore(maze.clone(), true, limit);
    match mouse.run_to_end() {
        MouseOutcome::Found => {}
        _ => return Ok(bounded("challenge.search.mouse", limit)),
    }
    let route = mouse.route().len() as u64 - 1;
    let met = route >= ratio.saturating_mul(shortest);
    Ok(Verdict::new(
        met,
        Message::new(if met {
            "challenge.maze_route.met"
        } else {
            "challenge.maze_route.short"
        })
        .count("route", route)
        .count("shortest", shortest)
        .count("ratio", ratio),
    ))
}

/// The challenges of the view `maze` names in the registry, in the order it lists them.
pub static MAZE: &[Challenge] = &[
    Challenge {
        id: "maze-forever",
        goal: "challenge.maze_forever.goal",
        params: &[],
        example: "size=12x12&seed=7&loops=30",
        counter: "size=12x12&seed=7&loops=0",
        check: forever,
    },
    Challenge {
        id: "maze-memory",
        goal: "challenge.maze_memory.goal",
        params: &[],
        example: "size=8x8&seed=3&loops=30",
        counter: "size=12x12&seed=7&loops=0",
        check: only_with_memory,
    },
    Challenge {
        id: "maze-route",
        goal: "challenge.maze_route.goal",
        params: &[Param::new("ratio", 2, 1, 1_000)],
        example: "size=12x12&seed=7&loops=30",
        counter: "size=12x12&seed=7&loops=0",
        check: long_route,
    },
];
