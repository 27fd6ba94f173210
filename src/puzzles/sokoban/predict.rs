//! "Your turn" on a Sokoban search: before a state is expanded, which node comes off the
//! frontier next (breadth-first: the oldest; A* and greedy: one of lowest f or h, every node
//! tied at that key right by the rule); searching by pushes, before each successor of the
//! state being expanded, which box is pushed next (boxes are tried in the order of their
//! squares, each left, up, right, down). A step with nothing to choose is played without
//! asking.

use super::narration::step_between;
use super::view::{SokobanEvent, SokobanView};
use super::*;
use crate::engine::{InformedEvent, Order};
use crate::puzzles::board::square_name;
use crate::puzzles::message::Message;
use crate::puzzles::predict::{number_after_word, unreadable, Candidate, Question, Verdict};

/// The frontier entries the hint lists.
const LISTED: usize = 8;

/// The square a question about a push is answered with: the box pushed.
fn pushed_box(level: &Level, view: &SokobanView, next: &SokobanEvent) -> Option<Sq> {
    let nodes = view.search().nodes();
    match *next {
        SokobanEvent::Pruned { step, .. } => Some(step.from),
        SokobanEvent::Search(InformedEvent::Generate { parent, state, .. }) => {
            step_between(level, By::Pushes, &nodes[parent as usize].state, &state)
                .map(|(from, ..)| from)
        }
        SokobanEvent::Search(
            InformedEvent::Improve { node, parent, .. }
            | InformedEvent::Duplicate { node, parent, .. },
        ) => step_between(
            level,
            By::Pushes,
            &nodes[parent as usize].state,
            &nodes[node as usize].state,
        )
        .map(|(from, ..)| from),
        _ => None,
    }
}

/// The question before `next`, the event after `view`; `why` is the step's narration.
pub fn question(
    level: &Level,
    by: By,
    view: &SokobanView,
    next: Option<SokobanEvent>,
    why: Message,
) -> Option<Question> {
    let next = next?;
    let v = view.search();
    let node = match next {
        SokobanEvent::Search(
            InformedEvent::Expand { node, .. }
            | InformedEvent::Found {
                node,
                generated: false,
                ..
            },
        ) => node,
        _ if by == By::Pushes => {
            let Some(b) = pushed_box(level, view, &next) else {
                return Some(Question::free(why));
            };
            let expanding = v.expanding().map(|n| v.nodes()[n as usize].state)?;
            let candidates = expanding
                .boxes
                .iter()
                .map(|s| Candidate::named(level.name(s)))
                .collect();
            let answer = level.name(b);
            return Some(
                Question::new(
                    Message::new("predict.sokoban.ask_push"),
                    answer.clone(),
                    vec![answer],
                    "predict.hint.sokoban.push",
                    why,
                )
                .with_candidates(candidates),
            );
        }
        _ => return Some(Question::free(why)),
    };
    let order = v.order();
    let (ask, hint) = match order {
        Order::Breadth => ("predict.sokoban.ask_bfs", "predict.hint.sokoban.bfs"),
        Order::Greedy => ("predict.sokoban.ask_greedy", "predict.hint.sokoban.greedy"),
        _ => ("predict.sokoban.ask_astar", "predict.hint.sokoban.astar"),
    };
    let accepts: Vec<String> = if order == Order::Breadth {
        vec![node.to_string()]
    } else {
        let key = v.key(node);
        std::iter::once(node)
            .chain(
                v.frontier()
                    .take_while(|&n| v.key(n) == key)
                    .filter(|&n| n != node),
            )
            .map(|n| n.to_string())
            .collect()
    };
    let candidates = v
        .frontier()
        .take(LISTED)
        .map(|n| {
            let s = &v.nodes()[n as usize];
            let shown = match order {
                Order::Breadth => s.g,
                Order::Greedy => s.h,
                _ => s.g + s.h,
            };
            Candidate::counted(n.to_string(), shown)
        })
        .collect();
    Some(
        Question::new(Message::new(ask), node.to_string(), accepts, hint, why)
            .with_candidates(candidates),
    )
}

/// `text` read as a square of `level` ("e4", any case), named as the level names it.
pub(super) fn read_square(level: &Level, text: &str) -> Option<String> {
    let (file, rank) = square_name(&text.trim().to_lowercase())?;
    let rows = level.rows();
    let rank = usize::try_from(rank).ok()?;
    if rank == 0 || rank > rows {
        return None;
    }
    let sq = level.square(rows - rank, file as usize)?;
    Some(level.name(sq))
}

/// Grade `text` against `q`: a node's number ("12", "node 12", "节点 12") for an expansion,
/// a square ("e4") for a push.
pub fn grade(level: &Level, view: &SokobanView, q: &Question, text: &str) -> Verdict {
    let v = view.search();
    if q.message.code == "predict.sokoban.ask_push" {
        let given = read_square(level, text)
            .ok_or_else(|| unreadable(text.trim(), "predict.sokoban.unreadable_square"));
        return q.grade(given, |g| {
            let on_box = v
                .expanding()
                .map(|n| v.nodes()[n as usize].state.boxes)
                .is_some_and(|boxes| boxes.iter().any(|b| level.name(b) == g));
            Message::new(if on_box {
                "predict.sokoban.not_this_box"
            } else {
                "predict.sokoban.no_box"
            })
            .text("given", g)
        });
    }
    let given = number_after_word(text)
        .and_then(|d| d.parse::<u32>().ok())
        .map(|n| n.to_string())
        .ok_or_else(|| unreadable(text.trim(), "predict.sokoban.unreadable_node"));
    let order = v.order();
    q.grade(given, |g| {
        let n: u32 = g.parse().unwrap_or(u32::MAX);
        if !v.frontier().any(|f| f == n) {
            return Message::new("predict.sokoban.not_frontier").text("given", g);
        }
        if order == Order::Breadth {
            return Message::new("predict.sokoban.not_oldest").text("given", g);
        }
        let key = |n: u32| {
            let s = &v.nodes()[n as usize];
            if order == Order::Greedy {
                s.h
            } else {
                s.g + s.h
            }
        };
        let lowest = v.frontier().next().map(key).unwrap_or(0);
        Message::new("predict.sokoban.higher")
            .text("given", g)
            .text("term", if order == Order::Greedy { "h" } else { "f" })
            .num("key", key(n))
            .num("lowest", lowest)
    })
}
