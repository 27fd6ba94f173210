//! Practice on the maze (the view `maze`): a square maze whose side is the level's figure,
//! generated from a random seed (a perfect maze: one way between any two squares), the
//! mouse from its start to the coin. The heading the mouse leaves a square by, the length
//! of breadth-first search's route, and the square A* expands next. The answers are the
//! view's own mouse ([`Mouse`]) and best-first searches ([`search`]), the why their
//! narration.

use super::{Form, Kind, Level, Question};
use crate::engine::{InformedEvent, Replay, SplitMix64, Stepper};
use crate::puzzles::maze::{
    default_limit, search, search_status, search_view, status, Algo, Dir, Maze, Mouse, MouseEvent,
    MouseView, Square,
};
use crate::puzzles::message::Message;

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "heading",
        make: heading,
    },
    Kind {
        name: "bfs",
        make: bfs_length,
    },
    Kind {
        name: "astar",
        make: astar,
    },
];

/// Seeds are drawn below this, so a question's link stays short.
const SEEDS: u64 = 1_000_000;

/// A `side` x `side` maze from a random seed, and the seed.
fn instance(rng: &mut SplitMix64, side: u32) -> (Maze, u64) {
    let seed = rng.below(SEEDS);
    (Maze::generate(side, side, seed, 0), seed)
}

fn options(side: u32, seed: u64, algo: &str) -> Vec<(&'static str, String)> {
    vec![
        ("size", format!("{side}x{side}")),
        ("seed", seed.to_string()),
        ("algo", algo.to_string()),
    ]
}

/// "The mouse is at X facing D: which way does it leave X?": a step at which the mouse has
/// just come into a square (or stands at the start) short of the coin; it feels, turns
/// right past walls, the way it came and squares it has been in, then moves on, or with
/// every way tried backs up the way it came. The answer is the heading of that move; the
/// why, the ways felt closed and the narration of the move.
fn heading(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let (maze, seed) = instance(rng, side);
    let limit = default_limit(maze.len());
    let mut mouse = Mouse::explore(maze.clone(), true, limit);
    let mut events = Vec::new();
    while let Some(e) = mouse.step() {
        events.push(e);
    }
    let leaves = |e: &MouseEvent| match *e {
        MouseEvent::Move { facing, .. } => Some(facing),
        MouseEvent::BackUp { back, .. } => Some(back),
        _ => None,
    };
    // Steps where the mouse has just arrived, and the first move or back-up after each.
    let arrived: Vec<(usize, usize)> = (0..events.len())
        .filter(|&i| i == 0 || matches!(events[i - 1], MouseEvent::Move { .. }))
        .filter_map(|i| {
            (i..events.len())
                .find(|&j| leaves(&events[j]).is_some())
                .map(|j| (i, j))
        })
        .filter(|&(i, j)| !matches!(events[i], MouseEvent::Found { .. }) && j >= i)
        .collect();
    let (step, left) = arrived[rng.below(arrived.len() as u64) as usize];
    let dir = leaves(&events[left]).expect("a move or a back-up");
    let mut view = MouseView::new(&maze, None);
    for e in &events[..step] {
        view.forward(e);
    }
    let (at, facing) = (view.at(), view.facing());
    let shortest = crate::puzzles::maze::shortest(&maze).map(|r| r.len() as u32 - 1);
    let closed: Vec<Message> = events[step..left]
        .iter()
        .filter_map(|e| match e {
            MouseEvent::Feel { facing, .. } => Some(facing.message()),
            _ => None,
        })
        .collect();
    for e in &events[step..=left] {
        view.forward(e);
    }
    let then = status(&maze, &view, Some(&events[left]), true, shortest, limit);
    let why = if closed.is_empty() {
        then
    } else {
        Message::new("practice.maze.why_heading")
            .text("at", maze.name(at))
            .list("closed", closed)
            .sub("then", then)
    };
    let mut opts = options(side, seed, "mouse");
    opts.push(("step", step.to_string()));
    Question::new(
        "heading",
        opts,
        Message::new("practice.maze.heading")
            .text("at", maze.name(at))
            .sub("dir", facing.message()),
        Form::Choice(Dir::ALL.iter().map(|d| d.name().to_string()).collect()),
        vec![dir.name().to_string()],
        why,
    )
}

/// "How many moves is the route breadth-first search finds?": the search's route.
fn bfs_length(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let (maze, seed) = instance(rng, side);
    let mut s = search(&maze, Algo::Bfs);
    s.run_to_end();
    let route = s.solution().expect("a generated maze joins every square");
    let moves = route.len() as u32 - 1;
    Question::new(
        "bfs",
        options(side, seed, "bfs"),
        Message::new("practice.maze.bfs")
            .text("start", maze.name(maze.start()))
            .text("coin", maze.name(maze.coin())),
        Form::Number,
        vec![moves.to_string()],
        Message::new("practice.maze.why_bfs")
            .num("moves", moves)
            .list("route", route.iter().map(|&sq| maze.name(sq))),
    )
}

/// "Which square does A* expand next?": a step of A* (Manhattan distance to the coin)
/// after its first expansion whose next event is an expansion; every square on the frontier
/// tied with it for lowest f and, among those, lowest h (the rule the page states) is
/// accepted, the search's first; its narration is the why.
fn astar(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let (maze, seed) = instance(rng, side);
    let mut s = search(&maze, Algo::AStar);
    let mut events = Vec::new();
    while let Some(e) = s.step() {
        events.push(e);
    }
    let at: Vec<usize> = (1..events.len())
        .filter(|&i| matches!(events[i], InformedEvent::Expand { .. }))
        .collect();
    let step = at[rng.below(at.len() as u64) as usize];
    let mut view = search_view(&maze, Algo::AStar);
    for e in &events[..step] {
        view.forward(e);
    }
    let InformedEvent::Expand { state, g, h, .. } = events[step] else {
        unreachable!("an expansion's step")
    };
    let nodes = view.nodes();
    let mut accepts = vec![maze.name(state)];
    accepts.extend(
        view.frontier()
            .map(|n| nodes[n as usize])
            .filter(|n| n.state != state && n.g + n.h == g + h && n.h == h)
            .map(|n| maze.name(n.state)),
    );
    accepts.dedup();
    let frontier: Vec<Square> = view.frontier().map(|n| nodes[n as usize].state).collect();
    view.forward(&events[step]);
    let why = search_status(&maze, &view, Some(&events[step]));
    let mut opts = options(side, seed, "astar");
    opts.push(("step", step.to_string()));
    Question::new(
        "astar",
        opts,
        Message::new("practice.maze.astar").count("frontier", frontier.len() as u64),
        Form::Square,
        accepts,
        why,
    )
}
