//! Practice on the knight's tour by Warnsdorff's rule (the view `knight`), an open tour on a
//! square board whose side is the level's figure from a random start, asked at a step of
//! the run before any backtrack (so the board shows every square visited and nothing
//! tried): Warnsdorff's next square (every square tied for fewest onward moves accepted),
//! the onward moves of the knight's square, and the onward count of a square a move away.
//! The answers are the tour problem's own ranking
//! ([`crate::puzzles::knight::KnightsTour::ranked`]) and "Your turn"'s question on the step.

use super::{squares_text, Form, Kind, Level, Question};
use crate::engine::{Event, Goal, Replay, SplitMix64};
use crate::puzzles::board::{Board, Square};
use crate::puzzles::knight::{predict, Cell, Ranked, Strategy, TourSpec, TourView};
use crate::puzzles::message::Message;

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "warnsdorff",
        make: warnsdorff,
    },
    Kind {
        name: "onward",
        make: onward,
    },
    Kind {
        name: "count",
        make: count,
    },
];

/// A tour at a step: the request, the view after `step` events (every one a move on), the
/// move that comes next, and the moves from the knight's square as the strategy ranks them.
struct AtStep {
    spec: TourSpec,
    view: TourView,
    step: usize,
    next: Event<Cell>,
    ranked: Vec<Ranked>,
}

/// A Warnsdorff tour on a `side` x `side` board from a random start, stopped at a random
/// step before its first backtrack and before it is complete.
fn at_step(rng: &mut SplitMix64, side: u32) -> AtStep {
    let board = Board::new(side, side).expect("the registry's sides are boards");
    let start = rng.below(u64::from(board.len())) as Square;
    let spec = TourSpec::new(board, start, Strategy::Warnsdorff, false);
    let mut search = spec.search(Goal::First);
    let mut moves = Vec::new();
    while let Some(e @ Event::Visit(_)) = search.step() {
        moves.push(e);
    }
    // The tour ran straight for `moves.len()` moves; a question before each of them.
    let step = rng.below(moves.len().max(1) as u64) as usize;
    let mut view = TourView::new(spec);
    for e in &moves[..step.min(moves.len())] {
        view.forward(e);
    }
    let problem = spec.problem();
    let ranked = problem.ranked(&problem.root_with(&view.path()[1..]));
    AtStep {
        spec,
        step,
        next: moves.get(step).copied().unwrap_or(Event::Exhausted),
        view,
        ranked,
    }
}

fn options(a: &AtStep) -> Vec<(&'static str, String)> {
    let board = a.spec.board;
    vec![
        ("board", board.to_string()),
        ("start", board.name(a.spec.start)),
        ("strategy", Strategy::Warnsdorff.name().to_string()),
        ("step", a.step.to_string()),
    ]
}

/// "Where does the knight go next?": every square tied for fewest onward moves.
fn warnsdorff(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    loop {
        let a = at_step(rng, side);
        let steps = a.step as u64;
        let Some(q) = predict::question(a.spec, &a.view, Some(a.next), steps, steps + 1) else {
            continue;
        };
        // Pruning can pass over the rule's first choice (a square it proves leads nowhere):
        // asked only where the move is the rule's own, so the rule alone answers.
        let ruled = a.ranked.first().map(|r| a.spec.board.name(r.square));
        if q.free || ruled.as_deref() != Some(q.answer.as_str()) {
            continue;
        }
        let head = a.spec.board.name(a.view.head());
        return Question::new(
            "warnsdorff",
            options(&a),
            Message::new("practice.knight.warnsdorff").text("square", head),
            Form::Square,
            q.accepts,
            q.why,
        );
    }
}

fn names(board: Board, squares: impl Iterator<Item = Square>) -> String {
    squares_text(
        squares
            .map(|s| (board.file(s), board.rank(s) + 1))
            .collect(),
    )
}

/// "Which squares can the knight move to?": the unvisited squares a move away (none, at a
/// dead end).
fn onward(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let a = at_step(rng, side);
    let board = a.spec.board;
    let answer = names(board, a.ranked.iter().map(|r| r.square));
    let head = board.name(a.view.head());
    Question::new(
        "onward",
        options(&a),
        Message::new("practice.knight.onward").text("square", head.clone()),
        Form::Squares,
        vec![answer],
        Message::new("practice.knight.why_onward")
            .text("square", head)
            .count("count", a.ranked.len() as u64)
            .list("squares", a.ranked.iter().map(|r| board.name(r.square))),
    )
}

/// "How many onward moves has X?", X a square the knight can move to: the count
/// Warnsdorff's rule compares.
fn count(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    loop {
        let a = at_step(rng, side);
        if a.ranked.is_empty() {
            continue;
        }
        let board = a.spec.board;
        let r = a.ranked[rng.below(a.ranked.len() as u64) as usize];
        let name = board.name(r.square);
        return Question::new(
            "count",
            options(&a),
            Message::new("practice.knight.count")
                .text("square", name.clone())
                .text("from", board.name(a.view.head())),
            Form::Number,
            vec![r.onward.to_string()],
            Message::new("practice.knight.why_count")
                .text("square", name)
                .num("count", r.onward),
        );
    }
}
