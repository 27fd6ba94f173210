//! "Your turn" on Shannon's mouse: what it does next. It feels the way it faces: open (and
//! not the way it came, nor, with the visited set, a square it has been in) it goes ahead;
//! closed, it turns right to try the next direction; with every direction tried it backs
//! up the way it came. On the second run it goes where its memory points, so the answer is
//! the square it moves to. A square name is accepted for any move ("ahead" is the square
//! ahead; "back" the square it backs into).

use super::*;
use crate::puzzles::predict::{self, Question, Verdict, BACK};

/// The canonical answers besides "back".
const AHEAD: &str = "ahead";
const TURN: &str = "turn";

/// The question before `next`, the event after `view`; `why` is the step's narration.
/// None once the run has ended.
pub fn question(
    maze: &Maze,
    view: &MouseView,
    next: Option<MouseEvent>,
    why: Message,
) -> Option<Question> {
    let next = next?;
    let ask = if view.recalling() {
        Message::new("predict.maze.ask_memory").text("at", maze.name(view.at()))
    } else {
        Message::new("predict.maze.ask")
            .text("at", maze.name(view.at()))
            .sub("dir", view.facing().message())
    };
    let hint = if view.recalling() {
        "predict.hint.maze.memory"
    } else {
        "predict.hint.maze.explore"
    };
    let q = |answer: &str, accepts: Vec<String>| {
        Question::new(ask.clone(), answer, accepts, hint, why.clone()).backable()
    };
    Some(match next {
        MouseEvent::Move {
            to,
            facing,
            before,
            recalled,
            ..
        } => {
            let mut accepts = vec![maze.name(to)];
            if !recalled || facing == before {
                accepts.insert(0, AHEAD.to_string());
            }
            q(&accepts[0].clone(), accepts)
        }
        MouseEvent::Feel { turn: Some(_), .. } => q(TURN, vec![TURN.to_string()]),
        // Every direction tried: it does not turn, and backs up next.
        MouseEvent::Feel { turn: None, .. } => q(BACK, vec![BACK.to_string()]),
        MouseEvent::BackUp { to, .. } => q(BACK, vec![BACK.to_string(), maze.name(to)]),
        MouseEvent::Relearn { .. }
        | MouseEvent::Found { .. }
        | MouseEvent::Exhausted { .. }
        | MouseEvent::Limit { .. } => Question::free(why),
    })
}

/// The typed `text` read as "ahead", "turn", "back" (in English or Chinese) or a square.
pub fn read(maze: &Maze, text: &str) -> Result<String, Message> {
    let t = text.trim();
    let lower = t.to_lowercase();
    if predict::is_back(t) {
        return Ok(BACK.to_string());
    }
    if matches!(
        lower.as_str(),
        "ahead" | "go ahead" | "forward" | "straight" | "go" | "前进" | "向前" | "直走"
    ) {
        return Ok(AHEAD.to_string());
    }
    if matches!(
        lower.as_str(),
        "turn" | "turn right" | "right" | "右转" | "转弯" | "转"
    ) {
        return Ok(TURN.to_string());
    }
    maze.parse_square(&lower)
        .map(|sq| maze.name(sq))
        .map_err(|_| predict::unreadable(t, "predict.unreadable.maze"))
}

/// Grade `text` against `q`, the question about the step after `view`.
pub fn grade(maze: &Maze, view: &MouseView, q: &Question, text: &str) -> Verdict {
    q.grade(read(maze, text), |given| {
        let at = maze.name(view.at());
        let code = if view.recalling() && q.answer != BACK && q.answer != TURN {
            "predict.maze.memory"
        } else {
            match (given, q.answer.as_str()) {
                (AHEAD, _) => "predict.maze.not_open",
                (TURN, AHEAD) => "predict.maze.open",
                (TURN, _) => "predict.maze.all_tried",
                (BACK, _) => "predict.maze.not_back",
                _ => "predict.maze.not_there",
            }
        };
        Message::new(code)
            .text("at", at)
            .text("square", given.to_string())
    })
}
