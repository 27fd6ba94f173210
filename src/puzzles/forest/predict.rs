//! "Your turn" on depth-first search with discovery and finish times: which white vertex
//! starts the next tree (the first in the list's order), what kind of edge the search
//! looks along next (tree to a white vertex, back to a gray one, forward or cross to a
//! black one, by which was discovered first), and which vertex finishes next and at what
//! time (the gray one on top of the path, at the clock plus one).

use crate::engine::{Colour, EdgeClass, ForestEvent, ForestView, NONE};
use crate::puzzles::message::Message;

use crate::puzzles::predict::{unreadable, Candidate, Question, Verdict};

/// The clock: one tick per discovery and per finish so far.
fn clock(view: &ForestView) -> u32 {
    let ticks = |times: &[u32]| times.iter().filter(|&&t| t > 0).count() as u32;
    ticks(view.forest().discovered()) + ticks(view.forest().finished())
}

fn colour_message(c: Colour) -> Message {
    Message::new(match c {
        Colour::White => "predict.colour.white",
        Colour::Gray => "predict.colour.gray",
        Colour::Black => "predict.colour.black",
    })
}

/// The kind of question, read back from its hint when grading.
const HINT_ROOT: &str = "predict.hint.dfs.root";
const HINT_EDGE: &str = "predict.hint.dfs.edge";
const HINT_FINISH: &str = "predict.hint.dfs.finish";

/// The question before `next`, the event after `view`, on vertices named by `name`;
/// `why` is the step's narration. None once the traversal has ended.
pub fn question(
    view: &ForestView,
    next: Option<ForestEvent>,
    name: &dyn Fn(u32) -> String,
    why: Message,
) -> Option<Question> {
    let next = next?;
    let times = |v: u32| match view.forest().discovered()[v as usize] {
        0 => Candidate::named(name(v)),
        t => Candidate::counted(name(v), t),
    };
    let coloured = |c: Colour| -> Vec<u32> {
        (0..view.forest().colours().len() as u32)
            .filter(|&v| view.forest().colours()[v as usize] == c)
            .collect()
    };
    let edge = |from: u32, to: u32, class: EdgeClass| {
        let ask = Message::new("predict.dfs.ask_edge")
            .text("from", name(from))
            .text("to", name(to));
        let answer = class.name().to_string();
        Question::new(ask, answer.clone(), vec![answer], HINT_EDGE, why.clone())
            .with_candidates(vec![times(from), times(to)])
    };
    Some(match next {
        ForestEvent::Root(r) => {
            let white = coloured(Colour::White);
            Question::new(
                Message::new("predict.dfs.ask_root"),
                name(r),
                vec![name(r)],
                HINT_ROOT,
                why,
            )
            .with_candidates(
                white
                    .into_iter()
                    .map(|v| Candidate::named(name(v)))
                    .collect(),
            )
        }
        ForestEvent::Discover { parent, .. } if parent == NONE => Question::free(why),
        ForestEvent::Discover { vertex, parent, .. } => edge(parent, vertex, EdgeClass::Tree),
        ForestEvent::Edge { from, to, class } => edge(from, to, class),
        ForestEvent::Finish { vertex, time } => {
            let answer = format!("{} {time}", name(vertex));
            let ask = Message::new("predict.dfs.ask_finish");
            Question::new(ask, answer.clone(), vec![answer], HINT_FINISH, why)
                .with_candidates(coloured(Colour::Gray).into_iter().map(times).collect())
                .then_typed()
        }
        ForestEvent::Done => Question::free(why),
    })
}

/// An edge class as typed: its English or Chinese name (the page's, docs/glossary.json's,
/// and other textbooks' for cross), or its first letter.
fn read_class(t: &str) -> Option<EdgeClass> {
    let t = t.trim().to_lowercase();
    let t = t.strip_suffix(" edge").unwrap_or(&t);
    Some(match t {
        "tree" | "t" | "树边" | "树" => EdgeClass::Tree,
        "back" | "b" | "后向边" | "后向" | "回边" => EdgeClass::Back,
        "forward" | "f" | "前向边" | "前向" => EdgeClass::Forward,
        "cross" | "c" | "横向边" | "横向" | "横跨边" | "横跨" | "横叉边" | "横叉" => {
            EdgeClass::Cross
        }
        _ => return None,
    })
}

/// The typed `text` read as the question `q` wants it: a vertex, an edge class, or a
/// vertex and a time ("c 7").
pub fn read(
    q: &Question,
    text: &str,
    find: &dyn Fn(&str) -> Option<u32>,
    name: &dyn Fn(u32) -> String,
) -> Result<String, Message> {
    let t = text.trim();
    match q.hint {
        HINT_EDGE => read_class(t)
            .map(|c| c.name().to_string())
            .ok_or_else(|| unreadable(t, "predict.unreadable.class")),
        HINT_FINISH => {
            let (v, time) = t
                .rsplit_once([' ', ',', '/', '@', ':'])
                .ok_or_else(|| unreadable(t, "predict.unreadable.finish"))?;
            let v = find(v.trim()).ok_or_else(|| unreadable(t, "predict.unreadable.finish"))?;
            let time: u32 = time
                .trim()
                .parse()
                .map_err(|_| unreadable(t, "predict.unreadable.finish"))?;
            Ok(format!("{} {time}", name(v)))
        }
        _ => find(t)
            .map(name)
            .ok_or_else(|| unreadable(t, "predict.unreadable.vertex")),
    }
}

/// Grade `text` against `q`, the question about the step after `view`.
pub fn grade(
    view: &ForestView,
    q: &Question,
    text: &str,
    find: &dyn Fn(&str) -> Option<u32>,
    name: &dyn Fn(u32) -> String,
) -> Verdict {
    q.grade(read(q, text, find, name), |given| match q.hint {
        HINT_EDGE => {
            let to = q.candidates[1].name.clone();
            let v = find(&to).expect("the edge's end is a vertex");
            let class = match read_class(given).expect("read gives a class") {
                EdgeClass::Tree => "predict.class.tree",
                EdgeClass::Back => "predict.class.back",
                EdgeClass::Forward => "predict.class.forward",
                EdgeClass::Cross => "predict.class.cross",
            };
            Message::new("predict.dfs.wrong_class")
                .text("to", to)
                .sub(
                    "colour",
                    colour_message(view.forest().colours()[v as usize]),
                )
                .sub("class", Message::new(class))
        }
        HINT_FINISH => {
            let (v, _) = given.rsplit_once(' ').expect("a vertex and a time");
            let (right_v, _) = q.answer.rsplit_once(' ').expect("a vertex and a time");
            if v != right_v {
                Message::new("predict.dfs.not_top").text("vertex", v.to_string())
            } else {
                Message::new("predict.dfs.wrong_time").num("clock", clock(view))
            }
        }
        _ => Message::new("predict.dfs.not_first_white").text("vertex", given.to_string()),
    })
}
