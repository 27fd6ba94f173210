//! Practice on BFS in layers over the knight graph (the view `bfs`), a square board whose
//! side is the level's figure and a random start: the distance of a square, the next square
//! off the queue at a step of the run, and a square's predecessor. Every answer is read off
//! the view's own search ([`crate::puzzles::knight::layers`]).

use super::{Form, Kind, Level, Question};
use crate::engine::{BfsEvent, BfsView, Replay, SplitMix64};
use crate::puzzles::board::{Board, Square};
use crate::puzzles::knight::{layers, neighbours};
use crate::puzzles::message::Message;

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "distance",
        make: distance,
    },
    Kind {
        name: "dequeue",
        make: dequeue,
    },
    Kind {
        name: "predecessor",
        make: predecessor,
    },
];

/// A square board of side `side` and a start on it, drawn from `rng`.
fn instance(rng: &mut SplitMix64, side: u32) -> (Board, Square) {
    let board = Board::new(side, side).expect("the registry's sides are boards");
    let start = rng.below(u64::from(board.len())) as Square;
    (board, start)
}

fn options(board: Board, start: Square) -> Vec<(&'static str, String)> {
    vec![("board", board.to_string()), ("start", board.name(start))]
}

/// A square other than `start`, reached by the search (on the registry's boards, every
/// square is).
fn target(rng: &mut SplitMix64, board: Board, start: Square, dist: &[u32]) -> Square {
    loop {
        let t = rng.below(u64::from(board.len())) as Square;
        if t != start && dist[t as usize] != crate::engine::NONE {
            return t;
        }
    }
}

/// "How many knight's moves from the start is X?": the search's distance, the path it
/// traced the why.
fn distance(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let (board, start) = instance(rng, side);
    let mut search = layers::search(board, start);
    search.run_to_end();
    let t = target(rng, board, start, search.reached().distances());
    let d = search.reached().distances()[t as usize];
    let path = search.path_to(t).expect("the target was reached");
    Question::new(
        "distance",
        options(board, start),
        Message::new("practice.bfs.distance").text("square", board.name(t)),
        Form::Number,
        vec![d.to_string()],
        Message::new("practice.bfs.why_distance")
            .text("square", board.name(t))
            .num("distance", d)
            .list("path", path.iter().map(|&s| board.name(s))),
    )
}

/// "At this step, which square leaves the queue next?": a step of the run (after the
/// start's own dequeue) whose next event is a dequeue; the answer is the queue's front, the
/// narration of that dequeue the why.
fn dequeue(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let (board, start) = instance(rng, side);
    let mut search = layers::search(board, start);
    let mut events = Vec::new();
    while let Some(e) = search.step() {
        events.push(e);
    }
    let at: Vec<usize> = (1..events.len())
        .filter(|&i| matches!(events[i], BfsEvent::Dequeue(_)))
        .collect();
    let step = at[rng.below(at.len() as u64) as usize];
    let mut view = BfsView::new(board.len() as usize, start);
    for e in &events[..step] {
        view.forward(e);
    }
    let front = *view.reached().queue().front().expect("a dequeue comes next");
    view.forward(&events[step]);
    let why = layers::status(board, start, &view, Some(&events[step]));
    let mut opts = options(board, start);
    opts.push(("step", step.to_string()));
    Question::new(
        "dequeue",
        opts,
        Message::new("practice.bfs.dequeue"),
        Form::Square,
        vec![board.name(front)],
        why,
    )
}

/// "Which square is X's predecessor?": the search records the square that discovered X;
/// every knight's move from X one layer nearer the start is as good a predecessor (each
/// ends a shortest path), and which of them the search records depends on the order the
/// queue holds them in, which the page does not show before the run: all are accepted, the
/// search's first.
fn predecessor(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let (board, start) = instance(rng, side);
    let mut search = layers::search(board, start);
    search.run_to_end();
    let dist = search.reached().distances();
    let t = target(rng, board, start, dist);
    let d = dist[t as usize];
    let by = search.reached().predecessors()[t as usize];
    let mut accepts = vec![board.name(by)];
    accepts.extend(
        neighbours(board, t)
            .filter(|&n| n != by && dist[n as usize] + 1 == d)
            .map(|n| board.name(n)),
    );
    let why = Message::new("practice.bfs.why_predecessor")
        .text("square", board.name(t))
        .num("distance", d)
        .text("from", board.name(by))
        .list("accepts", accepts.clone());
    Question::new(
        "predecessor",
        options(board, start),
        Message::new("practice.bfs.predecessor").text("square", board.name(t)),
        Form::Square,
        accepts,
        why,
    )
}
