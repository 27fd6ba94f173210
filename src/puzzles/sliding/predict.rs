//! "Your turn" on the sliding puzzle's best-first searches: which node comes off the
//! frontier next. Breadth-first search's frontier is first in, first out, so only its front
//! is right; the others take a state of lowest key (f, g or h), and every state tied at that
//! key is right by the rule (the page's tie-break, lowest h and then the oldest, says which
//! the search itself takes). A step with nothing to choose (a successor generated, the goal,
//! the end) is played without asking.

use super::status::key_moves;
use super::Position;
use crate::engine::{BestFirstView, InformedEvent, Order};
use crate::puzzles::message::Message;
use crate::puzzles::predict::{unreadable, Candidate, Question, Verdict};

/// The frontier entries the hint lists.
const LISTED: usize = 8;

fn codes(order: Order) -> (&'static str, &'static str) {
    match order {
        Order::Breadth => ("predict.puzzle.ask_bfs", "predict.hint.puzzle.bfs"),
        Order::Uniform => ("predict.puzzle.ask_uniform", "predict.hint.puzzle.uniform"),
        Order::Greedy => ("predict.puzzle.ask_greedy", "predict.hint.puzzle.greedy"),
        Order::AStar => ("predict.puzzle.ask_astar", "predict.hint.puzzle.astar"),
        Order::Weighted(_) => ("predict.puzzle.ask_wastar", "predict.hint.puzzle.astar"),
    }
}

/// The question before `next`, the event after `view`; `why` is the step's narration.
pub fn question(
    view: &BestFirstView<Position>,
    next: Option<InformedEvent<Position>>,
    why: Message,
) -> Option<Question> {
    let node = match next? {
        InformedEvent::Expand { node, .. }
        | InformedEvent::Found {
            node,
            generated: false,
            ..
        } => node,
        _ => return Some(Question::free(why)),
    };
    let order = view.order();
    let (ask, hint) = codes(order);
    let accepts: Vec<String> = if order == Order::Breadth {
        vec![node.to_string()]
    } else {
        let key = view.key(node);
        std::iter::once(node)
            .chain(
                view.frontier()
                    .take_while(|&n| view.key(n) == key)
                    .filter(|&n| n != node),
            )
            .map(|n| n.to_string())
            .collect()
    };
    let candidates = view
        .frontier()
        .take(LISTED)
        .map(|n| {
            let s = &view.nodes()[n as usize];
            if order == Order::Breadth {
                Candidate::counted(n.to_string(), s.g)
            } else {
                Candidate::counted(n.to_string(), key_moves(order, s.g, s.h))
            }
        })
        .collect();
    Some(
        Question::new(Message::new(ask), node.to_string(), accepts, hint, why)
            .with_candidates(candidates),
    )
}

/// Grade `text`, a node's number ("12", "node 12", "节点 12").
pub fn grade(view: &BestFirstView<Position>, q: &Question, text: &str) -> Verdict {
    let digits: String = crate::puzzles::predict::number_after_word(text)
        .unwrap_or("")
        .to_string();
    let given = digits
        .parse::<u32>()
        .ok()
        .map(|n| n.to_string())
        .ok_or_else(|| unreadable(text, "predict.puzzle.unreadable"));
    let order = view.order();
    q.grade(given, |g| {
        let n: u32 = g.parse().unwrap_or(u32::MAX);
        if !view.frontier().any(|f| f == n) {
            return Message::new("predict.puzzle.not_frontier").text("given", g);
        }
        if order == Order::Breadth {
            return Message::new("predict.puzzle.not_oldest").text("given", g);
        }
        let s = &view.nodes()[n as usize];
        let lowest = view
            .frontier()
            .next()
            .map(|f| {
                let m = &view.nodes()[f as usize];
                key_moves(order, m.g, m.h)
            })
            .unwrap_or(0.0);
        // The key's name, so the feedback says which value it compares (f for A* and
        // weighted A*, h for greedy, g for uniform cost).
        let term = match order {
            Order::Uniform => "g",
            Order::Greedy => "h",
            Order::Breadth | Order::AStar | Order::Weighted(_) => "f",
        };
        Message::new("predict.puzzle.higher")
            .text("given", g)
            .text("term", term)
            .num("key", key_moves(order, s.g, s.h))
            .num("lowest", lowest)
    })
}
