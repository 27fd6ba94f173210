//! Practice on the sliding puzzle (the view `puzzle`): the 8-puzzle shuffled as many random
//! slides from the goal (blank last) as the level's figure. The estimate h of a position
//! under misplaced tiles, Manhattan distance or linear conflict; the state A* (Manhattan)
//! expands after the start, as the tile slid to make it (every tile tied for lowest f
//! accepted); whether a position can reach the goal (half of them with two tiles swapped,
//! which no sliding undoes). The answers are the puzzle's own estimates
//! ([`Sliding::estimate_of`]), best-first search ([`BestFirst`]) and parity rule
//! ([`Parity`]).

use super::{Form, Kind, Level, Question};
use crate::engine::{BestFirst, InformedEvent, Order, Repeats, SplitMix64, Stepper};
use crate::puzzles::message::Message;
use crate::puzzles::sliding::{Heuristic, Parity, Position, Sliding, Tiles};

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind { name: "h", make: h },
    Kind {
        name: "astar",
        make: astar,
    },
    Kind {
        name: "solvable",
        make: solvable,
    },
];

/// The 8-puzzle: its side.
const SIDE: u8 = 3;

/// The estimates asked about (h = 0 and the pattern database are not worked by hand).
const ESTIMATES: [Heuristic; 3] = [
    Heuristic::Misplaced,
    Heuristic::Manhattan,
    Heuristic::LinearConflict,
];

/// The estimate's name as the page's menu words it.
fn named(h: Heuristic) -> Message {
    Message::new(crate::puzzles::sliding::status::heuristic_code(h))
}

/// The goal and a position `moves` random slides from it (never straight back), not the
/// goal itself.
fn shuffled(rng: &mut SplitMix64, moves: u32) -> (Tiles, Sliding, Position) {
    let goal = Tiles::solved(SIDE);
    let puzzle = Sliding::new(&goal, Heuristic::Manhattan);
    loop {
        let p = puzzle.shuffled(moves, rng.next_u64());
        if p != puzzle.goal() {
            return (goal, puzzle, p);
        }
    }
}

fn options(puzzle: &Sliding, p: &Position, h: Heuristic) -> Vec<(&'static str, String)> {
    vec![
        ("side", SIDE.to_string()),
        ("tiles", puzzle.text(p)),
        ("algo", "astar".to_string()),
        ("heuristic", h.name().to_string()),
    ]
}

/// "What is h of this position under E?"
fn h(rng: &mut SplitMix64, _: Level, moves: u32) -> Question {
    let (goal, puzzle, p) = shuffled(rng, moves);
    let e = ESTIMATES[rng.below(ESTIMATES.len() as u64) as usize];
    let value = Sliding::new(&goal, e).estimate_of(&p);
    Question::new(
        "h",
        options(&puzzle, &p, e),
        Message::new("practice.puzzle.h").sub("heuristic", named(e)),
        Form::Number,
        vec![value.to_string()],
        Message::new("practice.puzzle.why_h")
            .sub("heuristic", named(e))
            .num("h", value),
    )
}

/// The tile that slides from `from` to make `to`, as the page names it.
fn slid(from: &Position, to: &Position) -> String {
    to.tile(from.blank()).to_string()
}

/// "A* expands the start first: which tile slides to make the state it expands next?"
/// The search's own next expansion, and every child tied with it for lowest f.
fn astar(rng: &mut SplitMix64, _: Level, moves: u32) -> Question {
    let (_, puzzle, p) = shuffled(rng, moves);
    let mut search = BestFirst::new(puzzle.clone(), p, Order::AStar, Repeats::GraphSearch, 64);
    let mut children: Vec<(Position, u32, u32)> = Vec::new();
    let mut expands = 0;
    let mut next = None;
    while let Some(e) = search.step() {
        match e {
            InformedEvent::Expand { state, g, h, .. } => {
                expands += 1;
                if expands == 2 {
                    next = Some((state, g + h));
                    break;
                }
            }
            InformedEvent::Generate { state, g, h, .. } => children.push((state, g, h)),
            // The goal a slide away: A* takes it off the frontier as its next node.
            InformedEvent::Found { node, .. } => {
                let n = search.nodes()[node as usize];
                next = Some((n.state, n.g + n.h));
                break;
            }
            _ => {}
        }
    }
    let (state, f) = next.expect("the start has children and A* expands one");
    let mut accepts = vec![slid(&p, &state)];
    accepts.extend(
        children
            .iter()
            .filter(|(c, g, h)| *c != state && g + h == f)
            .map(|(c, _, _)| slid(&p, c)),
    );
    // The tiles in increasing order: at most four, put in place by hand (a sort of them
    // would add a stable sort's code, about 15 KB, to the wasm).
    let mut tiles: Vec<u8> = children.iter().map(|(c, _, _)| c.tile(p.blank())).collect();
    for i in 1..tiles.len() {
        let mut j = i;
        while j > 0 && tiles[j - 1] > tiles[j] {
            tiles.swap(j - 1, j);
            j -= 1;
        }
    }
    let choices: Vec<String> = tiles.iter().map(u8::to_string).collect();
    let why = Message::new("practice.puzzle.why_astar")
        .text("tile", accepts[0].clone())
        .num("f", f)
        .list(
            "children",
            children.iter().map(|(c, g, h)| {
                Message::new("practice.puzzle.child")
                    .text("tile", slid(&p, c))
                    .num("f", g + h)
            }),
        );
    Question::new(
        "astar",
        options(&puzzle, &p, Heuristic::Manhattan),
        Message::new("practice.puzzle.astar"),
        Form::Choice(choices),
        accepts,
        why,
    )
}

/// The two answers of a yes-or-no question.
pub const YES: &str = "yes";
pub const NO: &str = "no";

/// "Can this position reach the goal?": a shuffled position, and in half the questions two
/// tiles swapped (a swap changes the permutation's parity and leaves the blank, so no
/// sequence of slides undoes it).
fn solvable(rng: &mut SplitMix64, _: Level, moves: u32) -> Question {
    let (goal, puzzle, p) = shuffled(rng, moves);
    let mut tiles = puzzle.tiles(&p);
    if rng.below(2) == 1 {
        let cells: Vec<usize> = (0..tiles.len()).filter(|&i| tiles[i] != 0).collect();
        let a = rng.below(cells.len() as u64) as usize;
        let mut b = rng.below(cells.len() as u64 - 1) as usize;
        if b >= a {
            b += 1;
        }
        tiles.swap(cells[a], cells[b]);
    }
    let text: Vec<String> = tiles.iter().map(u8::to_string).collect();
    let start = Tiles::parse(&text.join(" "), SIDE).expect("a permutation of the tiles");
    let parity = Parity::of(&start, &goal);
    let answer = if parity.solvable() { YES } else { NO };
    Question::new(
        "solvable",
        options(&puzzle, &start.position(), Heuristic::Manhattan),
        Message::new("practice.puzzle.solvable"),
        Form::Choice(vec![YES.to_string(), NO.to_string()]),
        vec![answer.to_string()],
        Message::new(if parity.solvable() {
            "practice.puzzle.why_solvable"
        } else {
            "practice.puzzle.why_unsolvable"
        })
        .sub(
            "permutation",
            Message::new(if parity.odd_permutation {
                "practice.puzzle.odd"
            } else {
                "practice.puzzle.even"
            }),
        )
        .num("blank", parity.blank_distance),
    )
}
