//! "Your turn" on breadth-first search (the knight graph's layers, word ladders): which
//! vertex leaves the queue next (the front: a queue is first in, first out), and which
//! vertex the one being expanded discovers next (any of its neighbours still white: BFS
//! discovers them all, in the graph's order, at one more than its distance), or "none"
//! once every neighbour has been seen.

use crate::engine::{BfsEvent, BfsView, Colour, Graph};
use crate::puzzles::message::Message;

use crate::puzzles::predict::{is_none, unreadable, Candidate, Question, Verdict, NONE};

/// How a puzzle names its vertices and reads a typed one (a square, a word).
pub struct Names<'a> {
    pub name: &'a dyn Fn(u32) -> String,
    pub read: &'a dyn Fn(&str) -> Option<u32>,
    /// The message code for an answer that names no vertex.
    pub unreadable: &'static str,
    /// The catalogue family of the questions ("bfs" for squares, "ladder" for words).
    pub family: Family,
}

/// Which words the questions use: squares of the knight graph or words of a ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Squares,
    Words,
}

impl Family {
    fn code(self, squares: &'static str, words: &'static str) -> &'static str {
        match self {
            Family::Squares => squares,
            Family::Words => words,
        }
    }
}

/// The neighbours of `u` still white in `view`, in the graph's order.
fn white_neighbours<G: Graph>(graph: &G, view: &BfsView, u: u32) -> Vec<u32> {
    let mut out = Vec::new();
    graph.neighbours(u, &mut out);
    out.retain(|&v| view.reached().colours()[v as usize] == Colour::White);
    out
}

/// The question before `next`, the event after `view`; `why` is the step's narration.
/// None once the search has ended.
pub fn question<G: Graph>(
    graph: &G,
    view: &BfsView,
    next: Option<BfsEvent>,
    names: &Names,
    why: Message,
) -> Option<Question> {
    let next = next?;
    let name = names.name;
    let f = names.family;
    match next {
        BfsEvent::Dequeue(u) => {
            let ask = Message::new(f.code("predict.bfs.ask_dequeue", "predict.ladder.ask_dequeue"));
            let queue = view
                .reached()
                .queue()
                .iter()
                .map(|&v| Candidate::counted(name(v), view.reached().distances()[v as usize]))
                .collect();
            Some(
                Question::new(ask, name(u), vec![name(u)], "predict.hint.bfs.queue", why)
                    .with_candidates(queue),
            )
        }
        BfsEvent::Discover { vertex, from, .. } | BfsEvent::Found { vertex, from, .. } => {
            let white = white_neighbours(graph, view, from);
            // The search's own first.
            let mut accepts: Vec<String> = vec![name(vertex)];
            accepts.extend(white.iter().filter(|&&v| v != vertex).map(|&v| name(v)));
            let ask = discover_question(f, name(from));
            Some(
                Question::new(ask, name(vertex), accepts, "predict.hint.bfs.white", why)
                    .with_candidates(white.iter().map(|&v| Candidate::named(name(v))).collect()),
            )
        }
        BfsEvent::Finish { vertex, .. } => {
            let ask = discover_question(f, name(vertex));
            let none = vec![NONE.to_string()];
            Some(Question::new(
                ask,
                NONE,
                none,
                "predict.hint.bfs.white",
                why,
            ))
        }
        BfsEvent::Exhausted => Some(Question::free(why)),
    }
}

fn discover_question(f: Family, from: String) -> Message {
    Message::new(f.code("predict.bfs.ask_discover", "predict.ladder.ask_discover"))
        .text("from", from)
}

/// The typed `text` read as a vertex name or "none".
pub fn read(names: &Names, text: &str) -> Result<String, Message> {
    let t = text.trim();
    if is_none(t) {
        return Ok(NONE.to_string());
    }
    (names.read)(t)
        .map(|v| (names.name)(v))
        .ok_or_else(|| unreadable(t, names.unreadable))
}

/// Grade `text` against `q`, the question about the step after `view`.
pub fn grade<G: Graph>(
    graph: &G,
    view: &BfsView,
    names: &Names,
    q: &Question,
    text: &str,
) -> Verdict {
    let f = names.family;
    q.grade(read(names, text), |given| {
        let dequeue = q.hint == "predict.hint.bfs.queue";
        if given == NONE {
            return Message::new(if dequeue {
                "predict.bfs.queue_not_empty"
            } else {
                "predict.bfs.not_none"
            });
        }
        let v = (names.read)(given).expect("read gives a vertex");
        let seen = view.reached().colours()[v as usize] != Colour::White;
        if dequeue {
            return if view.reached().queue().contains(&v) {
                Message::new(f.code("predict.bfs.not_front", "predict.ladder.not_front"))
                    .text("vertex", given.to_string())
            } else {
                Message::new(f.code("predict.bfs.not_queued", "predict.ladder.not_queued"))
                    .text("vertex", given.to_string())
            };
        }
        let u = view.current().expect("a vertex is being expanded");
        let mut near = Vec::new();
        graph.neighbours(u, &mut near);
        let (code_far, code_seen) = (
            f.code("predict.bfs.not_neighbour", "predict.ladder.not_neighbour"),
            f.code("predict.bfs.seen", "predict.ladder.seen"),
        );
        Message::new(if near.contains(&v) && seen {
            code_seen
        } else {
            code_far
        })
        .text("vertex", given.to_string())
        .text("from", (names.name)(u))
    })
}
