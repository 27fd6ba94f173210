//! "Your turn": a question about the search's next event, and the grading of a learner's
//! answer by the rule of the search shown. Each puzzle builds its [`Question`] from the
//! view at the cursor and the event that comes next (it knows which answers its rule
//! accepts: every square tied for fewest onward moves, every cell tied for fewest
//! candidates); grading here only compares. The page asks and shows; it grades nothing.

use serde::Serialize;

use super::message::Message;

/// The canonical answer "the search backs up" (undoes its last move).
pub const BACK: &str = "back";

/// The canonical answer "nothing more": a vertex has no neighbour left to discover.
pub const NONE: &str = "none";

/// Whether `text` (trimmed, any case) says "none": nothing more is found here.
pub fn is_none(text: &str) -> bool {
    let t = text.trim().to_lowercase();
    matches!(
        t.as_str(),
        "none" | "no more" | "nothing" | "done" | "finish" | "finished" | "无" | "没有" | "完成"
    )
}

/// A thing the rule looks at, with its number (a square and its onward moves, a cell and
/// its candidates), for the hint.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Candidate {
    pub name: String,
    pub count: Option<f64>,
}

impl Candidate {
    pub fn counted(name: impl Into<String>, count: impl Into<f64>) -> Candidate {
        Candidate {
            name: name.into(),
            count: Some(count.into()),
        }
    }

    pub fn named(name: impl Into<String>) -> Candidate {
        Candidate {
            name: name.into(),
            count: None,
        }
    }
}

/// What the learner is asked before the next step, and what the rule says of it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Question {
    /// The question, as the page asks it (and says it in the status line).
    pub message: Message,
    /// The answer the search takes, as a person would type it.
    pub answer: String,
    /// Every answer the rule accepts (the search's first), in canonical form.
    pub accepts: Vec<String>,
    /// What the rule looks at, for the hint.
    pub candidates: Vec<Candidate>,
    /// The hint's sentence (a catalogue key that takes `candidates`).
    pub hint: &'static str,
    /// Why the search takes its answer: the narration of the step.
    pub why: Message,
    /// Whether "back" is among the answers this question can have (the page offers a
    /// button for it).
    pub can_back: bool,
    /// Whether a pick on the board only starts the answer (a cell, a vertex) and the rest
    /// is typed after it (a digit, a time).
    pub then_type: bool,
    /// No choice to make (the tour is complete, the search says it has ended): the page
    /// plays it without asking or scoring.
    pub free: bool,
}

/// The grade of one answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Verdict {
    /// Whether the rule accepts the answer.
    pub right: bool,
    /// The answer as read (canonical form), or as typed when it could not be read.
    pub given: String,
    /// The answer the search takes.
    pub answer: String,
    /// Every answer the rule accepts.
    pub accepts: Vec<String>,
    /// Why: the step's narration when right, else what the rule looks at and why the given
    /// answer is not it (without giving the answer away).
    pub why: Message,
}

impl Question {
    /// A question whose right answers are `accepts` (the search's own, `answer`, among
    /// them), with `hint` (a catalogue key taking the candidates) and `why`, the step's
    /// narration; no candidates yet, "back" not offered, the pick the whole answer.
    pub fn new(
        message: Message,
        answer: impl Into<String>,
        accepts: Vec<String>,
        hint: &'static str,
        why: Message,
    ) -> Question {
        Question {
            message,
            answer: answer.into(),
            accepts,
            candidates: Vec::new(),
            hint,
            why,
            can_back: false,
            then_type: false,
            free: false,
        }
    }

    /// The question when the search backs up next: "back" is the one answer.
    pub fn back(message: Message, hint: &'static str, why: Message) -> Question {
        Question::new(message, BACK, vec![BACK.to_string()], hint, why).backable()
    }

    /// What the rule looks at, for the hint.
    pub fn with_candidates(mut self, candidates: Vec<Candidate>) -> Question {
        self.candidates = candidates;
        self
    }

    /// "Back" is among the answers this kind of question can have.
    pub fn backable(mut self) -> Question {
        self.can_back = true;
        self
    }

    /// A pick on the board only starts the answer; the rest is typed.
    pub fn then_typed(mut self) -> Question {
        self.then_type = true;
        self
    }

    /// A question with nothing to choose: played as it comes.
    pub fn free(why: Message) -> Question {
        Question {
            message: why.clone(),
            answer: String::new(),
            accepts: Vec::new(),
            candidates: Vec::new(),
            hint: "predict.hint.text",
            why,
            can_back: false,
            then_type: false,
            free: true,
        }
    }

    /// Whether the rule accepts `answer` (canonical form).
    pub fn accepts(&self, answer: &str) -> bool {
        self.accepts.iter().any(|a| a == answer)
    }

    /// Grade `given`: the answer read into canonical form, or why it could not be read.
    /// `wrong(answer)` says why a readable answer the rule does not accept is wrong.
    pub fn grade(
        &self,
        given: Result<String, Message>,
        wrong: impl FnOnce(&str) -> Message,
    ) -> Verdict {
        let verdict = |right, given: String, why| Verdict {
            right,
            given,
            answer: self.answer.clone(),
            accepts: self.accepts.clone(),
            why,
        };
        match given {
            Err(why) => verdict(false, String::new(), why),
            Ok(g) if g == self.answer => verdict(true, g, self.why.clone()),
            Ok(g) if self.accepts(&g) => {
                let why = Message::new("predict.tie_taken")
                    .text("given", g.clone())
                    .text("answer", self.answer.clone())
                    .sub("why", self.why.clone());
                verdict(true, g, why)
            }
            Ok(g) => {
                let why = wrong(&g);
                verdict(false, g, why)
            }
        }
    }
}

/// `text` as a person typed it, with full-width letters, digits and signs (a Chinese
/// keyboard's "５", "ｂ３") and the ideographic space read as their ASCII forms, so every
/// parser of answers reads them as the same answer.
pub fn halfwidth(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{3000}' => ' ',
            _ => c,
        })
        .collect()
}

/// The number that ends a typed answer after a word ("12", "node 12", "节点 12", "tile 3"),
/// or `None` when there is none or it is signed ("-1" is not tile 1).
pub fn number_after_word(text: &str) -> Option<&str> {
    let t = text.trim();
    let at = t.find(|c: char| c.is_ascii_digit())?;
    let before = t[..at].trim_end();
    if before.ends_with(['-', '−', '+']) {
        return None;
    }
    Some(&t[at..])
}

/// Whether `text` (trimmed, any case) says "back up": the words a person types for it in
/// English or Chinese.
pub fn is_back(text: &str) -> bool {
    let t = text.trim().to_lowercase();
    matches!(
        t.as_str(),
        "back" | "back up" | "backup" | "backtrack" | "undo" | "回溯" | "后退" | "退回" | "回退"
    )
}

/// The typed answer `text` as a square name (lowercase, "b3"), "back", or why not.
pub fn read_square_or_back(
    text: &str,
    square: impl Fn(&str) -> Option<String>,
) -> Result<String, Message> {
    let t = text.trim();
    if is_back(t) {
        return Ok(BACK.to_string());
    }
    square(&t.to_lowercase()).ok_or_else(|| unreadable(t, "predict.unreadable.square"))
}

/// The next bound of an iterative deepening typed, graded against the question's answer, the
/// least value that went over `bound`, the last one (`None` before the first).
pub fn grade_next_bound(bound: Option<u32>, q: &Question, text: &str) -> Verdict {
    let t = text.trim();
    let given = t
        .parse::<u32>()
        .map(|n| n.to_string())
        .map_err(|_| unreadable(t, "predict.deep.unreadable_bound"));
    let bound = bound.unwrap_or(0);
    let answer: u32 = q.answer.parse().unwrap_or(0);
    q.grade(given, |g| {
        let n: u32 = g.parse().unwrap_or(0);
        let code = if n <= bound {
            "predict.deep.bound_not_above"
        } else if n > answer {
            "predict.deep.bound_high"
        } else {
            "predict.deep.bound_low"
        };
        Message::new(code).text("given", g).num("bound", bound)
    })
}

/// "'{answer}' is not ...": the typed text quoted by its start when long.
pub fn unreadable(text: &str, code: &'static str) -> Message {
    let quoted: String = if text.chars().count() > 40 {
        text.chars().take(37).chain("…".chars()).collect()
    } else {
        text.to_string()
    };
    Message::new(code).text("answer", quoted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::message::Param;

    fn q() -> Question {
        Question {
            message: Message::new("predict.knight.ask"),
            answer: "b3".into(),
            accepts: vec!["b3".into(), "c2".into()],
            candidates: vec![],
            hint: "predict.hint.text",
            why: Message::new("predict.knight.not_back"),
            can_back: true,
            then_type: false,
            free: false,
        }
    }

    #[test]
    fn full_width_answers_read_as_ascii_and_a_signed_number_is_none() {
        assert_eq!(halfwidth("５"), "5");
        assert_eq!(halfwidth("节点\u{3000}１２"), "节点 12");
        assert_eq!(halfwidth("ｂ３"), "b3");
        assert_eq!(halfwidth("back"), "back");
        assert_eq!(number_after_word("12"), Some("12"));
        assert_eq!(number_after_word(" node 12 "), Some("12"));
        assert_eq!(number_after_word("节点 12"), Some("12"));
        assert_eq!(number_after_word("tile3"), Some("3"));
        assert_eq!(number_after_word("-1"), None);
        assert_eq!(number_after_word("node -1"), None);
        assert_eq!(number_after_word("− 4"), None);
        assert_eq!(number_after_word("none"), None);
    }

    #[test]
    fn grades_the_answer_a_tie_and_a_miss() {
        let wrong = |_: &str| Message::new("predict.knight.tried");
        assert!(q().grade(Ok("b3".into()), wrong).right);
        let tie = q().grade(Ok("c2".into()), wrong);
        assert!(tie.right);
        assert_eq!(tie.why.code, "predict.tie_taken");
        let miss = q().grade(Ok("d4".into()), wrong);
        assert!(!miss.right);
        assert_eq!(miss.why.code, "predict.knight.tried");
        assert!(
            !q().grade(Err(Message::new("predict.unreadable.square")), wrong)
                .right
        );
    }

    #[test]
    fn back_in_either_language() {
        for t in ["back", " Back Up ", "BACKTRACK", "回溯", "后退"] {
            assert!(is_back(t), "{t}");
        }
        assert!(!is_back("b3"));
        let long = "x".repeat(500);
        let m = unreadable(&long, "predict.unreadable.square");
        assert!(matches!(m.get("answer"), Some(Param::Text(s)) if s.chars().count() == 38));
    }
}
