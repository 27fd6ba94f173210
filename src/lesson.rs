//! A lesson as plain text: the one format for the lessons that ship with the page
//! (www/lessons/), a teacher's own (pasted into the page, carried in a link, or given to
//! `searchlight scorm --lesson-file`). Its rules are here only: the page reads a lesson
//! through the facade (`web::parse_lesson`), the CLI through [`parse`], so a lesson the one
//! refuses the other refuses too, at the same line, for the same reason. Markdown in spirit,
//! line by line:
//!
//! ```text
//! # The title                        the first line that is not blank
//! Words before the first slide       the lesson's summary (shown in the list)
//! ## A slide's caption               each slide starts with one
//! #/queens?n=8&mode=all&step=40      the frame the slide shows: a link of the page (a whole
//!                                    address copied from Share is fine too), at most one
//! Words of the slide.                paragraphs, a blank line between them; {name} puts in
//!                                    a figure of the frame shown ({placements}, {nodes},
//!                                    {1.nodes} for the first pane side by side)
//! ? A question for the class         at most one a slide
//! = Its answer                       shown when asked for (needs the question)
//! @play 40                           play the search from the frame to step 40
//! @challenge queens-squares squares=20000
//!                                    open the frame's challenge: its id, then any goal
//!                                    parameters in place of the defaults, each named once
//! @press measure                     press the view's control with data-act="measure": one
//!                                    of [`PRESSABLE`] only
//! ```
//!
//! A title, a caption, a question or an answer of only blanks is empty, and so is one of only
//! invisible characters ([`is_blank`]).

use serde::Serialize;

use crate::puzzles::challenge;
use crate::puzzles::message::{Coded, Message};

/// The most slides a lesson holds.
pub const MAX_SLIDES: usize = 100;
/// The most characters (UTF-16 units, as the page counts) of a lesson.
pub const MAX_LESSON: usize = 20_000;

/// What `@press` may press, by data-act: the controls that show something (the tree panel's
/// measurement, the sudoku comparison, a count, the fast solver, the player's Step and
/// Solve, the code and "Your turn" panels). Anything else, the score's Reset (score-reset),
/// "Your turn"'s Show me and hint, a new maze, an export, is refused with its line: a lesson
/// from a link must never destroy a person's data or answer for them.
pub const PRESSABLE: [&str; 10] = [
    "measure",
    "compare",
    "count",
    "big-solve",
    "solve-now",
    "unique",
    "step",
    "solve",
    "code",
    "predict",
];

/// The most goal parameters of an `@challenge` line.
const MAX_GOAL: usize = 8;

/// Characters that draw nothing: Unicode's format characters (Cf: a zero-width space, a
/// joiner, a direction mark or override, a soft hyphen, the byte-order mark...), and the
/// Hangul and Braille fillers.
fn invisible(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x0600..=0x0605 | 0x061C | 0x06DD | 0x070F | 0x0890..=0x0891 | 0x08E2
        | 0x115F | 0x1160 | 0x180E | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x2064
        | 0x2066..=0x206F | 0x2800 | 0x3164 | 0xFEFF | 0xFFA0 | 0xFFF9..=0xFFFB | 0x110BD
        | 0x110CD | 0x13430..=0x1343F | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A | 0xE0001
        | 0xE0020..=0xE007F)
}

/// Characters that change the direction of the text around them (marks, embeddings,
/// overrides, isolates): a title holding one may show reversed or out of order in an LMS.
pub fn direction_control(c: char) -> bool {
    matches!(c as u32, 0x061C | 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
}

/// True when `text` shows nothing: blanks (Unicode's White_Space), controls and the
/// characters that draw nothing. The one rule for empty text: a lesson's title, caption,
/// question and answer, and a package's title.
pub fn is_blank(text: &str) -> bool {
    text.chars().all(blank)
}

/// A character that shows nothing (see [`is_blank`]).
pub fn blank(c: char) -> bool {
    c.is_whitespace() || c.is_control() || invisible(c)
}

/// `text` without blanks at either end.
fn trim(text: &str) -> &str {
    text.trim_matches(char::is_whitespace)
}

/// Length as the page counts it (UTF-16 units).
pub fn units(text: &str) -> usize {
    text.encode_utf16().count()
}

/// One slide.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Slide {
    /// The line of its `## ` (from 1).
    pub line: usize,
    pub caption: String,
    /// Its frame's link from `#/` on, or "".
    pub frame: String,
    pub paragraphs: Vec<String>,
    pub question: String,
    pub answer: String,
    /// `@play STEP` (null for the page where there is none).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
    pub play: Option<u32>,
    /// `@press CONTROL`, or "".
    pub press: String,
    /// `@challenge ID`, or "".
    pub challenge: String,
    /// Its goal's parameters, `name=value` joined by `&`, or "".
    pub goal: String,
}

/// A lesson read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Lesson {
    pub title: String,
    pub summary: Vec<String>,
    pub slides: Vec<Slide>,
}

/// Why a text is not a lesson: the first mistake, with its line (from 1) where it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    Empty,
    TooLong {
        length: usize,
    },
    NoTitle {
        line: usize,
    },
    EmptyTitle {
        line: usize,
    },
    SecondTitle {
        line: usize,
    },
    NoCaption {
        line: usize,
    },
    TooMany {
        line: usize,
    },
    FrameBeforeSlide {
        line: usize,
    },
    TwoFrames {
        line: usize,
        first: usize,
    },
    BadFrame {
        line: usize,
        text: String,
    },
    BadHeading {
        line: usize,
        text: String,
    },
    BeforeSlide {
        line: usize,
        text: String,
    },
    TwoQuestions {
        line: usize,
    },
    EmptyQuestion {
        line: usize,
    },
    AnswerFirst {
        line: usize,
    },
    TwoAnswers {
        line: usize,
    },
    EmptyAnswer {
        line: usize,
    },
    TwoPlays {
        line: usize,
    },
    TwoPresses {
        line: usize,
    },
    TwoChallenges {
        line: usize,
    },
    BadDirective {
        line: usize,
        text: String,
    },
    /// `@press` naming a control outside [`PRESSABLE`].
    PressRefused {
        line: usize,
        act: String,
    },
    /// An `@challenge` goal parameter that is not `name=number`.
    BadGoal {
        line: usize,
        value: String,
    },
    /// An `@challenge` goal parameter named twice.
    GoalTwice {
        line: usize,
        name: String,
    },
    NoSlides,
}

/// At most 80 characters of a line, for a message.
fn clip(text: &str) -> String {
    text.chars().take(80).collect()
}

impl LessonError {
    /// The line the mistake is on, where it has one.
    pub fn line(&self) -> Option<usize> {
        use LessonError::*;
        match self {
            Empty | TooLong { .. } | NoSlides => None,
            NoTitle { line }
            | EmptyTitle { line }
            | SecondTitle { line }
            | NoCaption { line }
            | TooMany { line }
            | FrameBeforeSlide { line }
            | TwoFrames { line, .. }
            | BadFrame { line, .. }
            | BadHeading { line, .. }
            | BeforeSlide { line, .. }
            | TwoQuestions { line }
            | EmptyQuestion { line }
            | AnswerFirst { line }
            | TwoAnswers { line }
            | EmptyAnswer { line }
            | TwoPlays { line }
            | TwoPresses { line }
            | TwoChallenges { line }
            | BadDirective { line, .. }
            | PressRefused { line, .. }
            | BadGoal { line, .. }
            | GoalTwice { line, .. } => Some(*line),
        }
    }

    /// The catalogue's key.
    pub fn code(&self) -> &'static str {
        use LessonError::*;
        match self {
            Empty => "lesson.empty",
            TooLong { .. } => "lesson.too_long",
            NoTitle { .. } => "lesson.no_title",
            EmptyTitle { .. } => "lesson.empty_title",
            SecondTitle { .. } => "lesson.second_title",
            NoCaption { .. } => "lesson.no_caption",
            TooMany { .. } => "lesson.too_many",
            FrameBeforeSlide { .. } => "lesson.frame_before_slide",
            TwoFrames { .. } => "lesson.two_frames",
            BadFrame { .. } => "lesson.bad_frame",
            BadHeading { .. } => "lesson.bad_heading",
            BeforeSlide { .. } => "lesson.before_slide",
            TwoQuestions { .. } => "lesson.two_questions",
            EmptyQuestion { .. } => "lesson.empty_question",
            AnswerFirst { .. } => "lesson.answer_first",
            TwoAnswers { .. } => "lesson.two_answers",
            EmptyAnswer { .. } => "lesson.empty_answer",
            TwoPlays { .. } => "lesson.two_plays",
            TwoPresses { .. } => "lesson.two_presses",
            TwoChallenges { .. } => "lesson.two_challenges",
            BadDirective { .. } => "lesson.bad_directive",
            PressRefused { .. } => "lesson.press_refused",
            BadGoal { .. } => "lesson.bad_goal",
            GoalTwice { .. } => "lesson.goal_twice",
            NoSlides => "lesson.no_slides",
        }
    }
}

impl Coded for LessonError {
    fn message(&self) -> Message {
        use LessonError::*;
        let mut m = Message::new(self.code());
        if let Some(line) = self.line() {
            m = m.count("line", line as u64);
        }
        match self {
            TooLong { length } => m
                .count("length", *length as u64)
                .count("max", MAX_LESSON as u64),
            TooMany { .. } => m.count("max", MAX_SLIDES as u64),
            TwoFrames { first, .. } => m.count("first", *first as u64),
            BadFrame { text, .. }
            | BadHeading { text, .. }
            | BeforeSlide { text, .. }
            | BadDirective { text, .. } => m.text("text", text.clone()),
            PressRefused { act, .. } => m
                .text("act", act.clone())
                .list("acts", PRESSABLE.iter().map(|a| a.to_string())),
            BadGoal { value, .. } => m.text("value", value.clone()),
            GoalTwice { name, .. } => m.text("name", name.clone()),
            _ => m,
        }
    }
}

crate::puzzles::message::display_as_message!(LessonError);

impl std::error::Error for LessonError {}

/// The frame part of a line: from "#/" on, when nothing or a whole address (`http…:`,
/// `file:…`) comes before it; not a sentence that happens to hold "#/".
fn frame_of(line: &str) -> Option<&str> {
    let at = line.find("#/")?;
    let before = &line[..at];
    let address = || {
        let Some((scheme, rest)) = before.split_once(':') else {
            return false;
        };
        let mut s = scheme.chars();
        s.next().is_some_and(|c| c.is_ascii_alphabetic())
            && s.all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c))
            && !rest.chars().any(char::is_whitespace)
    };
    (before.is_empty() || address()).then(|| &line[at..])
}

/// `[a-z][a-z0-9-]{0,40}`: an id (a control's data-act, a challenge's).
fn id_word(word: &str) -> bool {
    let mut b = word.bytes();
    word.len() <= 41
        && b.next().is_some_and(|c| c.is_ascii_lowercase())
        && b.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-')
}

/// A goal parameter `name=digits` (`[a-z][a-z_]{0,20}=\d{1,12}`): its name.
fn goal_param(word: &str) -> Option<&str> {
    let (name, value) = word.split_once('=')?;
    let mut n = name.bytes();
    let good_name = name.len() <= 21
        && n.next().is_some_and(|c| c.is_ascii_lowercase())
        && n.all(|c| c.is_ascii_lowercase() || c == b'_');
    let good_value = (1..=12).contains(&value.len()) && value.bytes().all(|c| c.is_ascii_digit());
    (good_name && good_value).then_some(name)
}

/// `@…` on line `n` of `slide`.
fn directive(slide: &mut Slide, rest: &str, line: &str, n: usize) -> Result<(), LessonError> {
    let bad = || LessonError::BadDirective {
        line: n,
        text: clip(line),
    };
    let mut words = rest.split(char::is_whitespace).filter(|w| !w.is_empty());
    let verb = words.next().unwrap_or("");
    // The verb must be followed by blanks: "@play5" is no directive.
    if !rest[verb.len()..].starts_with(char::is_whitespace) {
        return Err(bad());
    }
    let args: Vec<&str> = words.collect();
    match verb {
        "play" => {
            let [step] = args[..] else { return Err(bad()) };
            if !(1..=9).contains(&step.len()) || !step.bytes().all(|c| c.is_ascii_digit()) {
                return Err(bad());
            }
            // One of each a slide: a second would replace the first unsaid.
            if slide.play.is_some() {
                return Err(LessonError::TwoPlays { line: n });
            }
            slide.play = step.parse().ok();
        }
        "press" => {
            let [act] = args[..] else { return Err(bad()) };
            if !id_word(act) {
                return Err(bad());
            }
            if !slide.press.is_empty() {
                return Err(LessonError::TwoPresses { line: n });
            }
            if !PRESSABLE.contains(&act) {
                return Err(LessonError::PressRefused {
                    line: n,
                    act: act.to_string(),
                });
            }
            slide.press = act.to_string();
        }
        "challenge" => {
            let Some((id, params)) = args.split_first() else {
                return Err(bad());
            };
            if !id_word(id) || params.len() > MAX_GOAL {
                return Err(bad());
            }
            if !slide.challenge.is_empty() {
                return Err(LessonError::TwoChallenges { line: n });
            }
            let mut names: Vec<&str> = Vec::new();
            for p in params {
                let name = goal_param(p).ok_or_else(|| LessonError::BadGoal {
                    line: n,
                    value: clip(p),
                })?;
                names.push(name);
            }
            if let Some(name) = challenge::named_twice(names) {
                return Err(LessonError::GoalTwice {
                    line: n,
                    name: name.to_string(),
                });
            }
            slide.challenge = id.to_string();
            slide.goal = params.join("&");
        }
        _ => return Err(bad()),
    }
    Ok(())
}

/// The lesson in `text`, or its first mistake.
pub fn parse(text: &str) -> Result<Lesson, LessonError> {
    if is_blank(text) {
        return Err(LessonError::Empty);
    }
    let length = units(text);
    if length > MAX_LESSON {
        return Err(LessonError::TooLong { length });
    }
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut lesson = Lesson::default();
    // A paragraph is being written (of the summary before the first slide).
    let mut open = false;
    let mut frame_line = 0;
    for (i, raw) in text.split('\n').enumerate() {
        let line = trim(raw);
        let n = i + 1;
        if is_blank(line) {
            open = false;
            continue;
        }
        if lesson.title.is_empty() {
            let rest = line.strip_prefix('#').unwrap_or("");
            if line.starts_with("##") || !rest.starts_with(char::is_whitespace) {
                return Err(LessonError::NoTitle { line: n });
            }
            if is_blank(rest) {
                return Err(LessonError::EmptyTitle { line: n });
            }
            lesson.title = trim(rest).to_string();
            continue;
        }
        if line.starts_with('#') && line[1..].starts_with(char::is_whitespace) {
            return Err(LessonError::SecondTitle { line: n });
        }
        if line.starts_with("##") && !line.starts_with("###") {
            let caption = &line[2..];
            if is_blank(caption) {
                return Err(LessonError::NoCaption { line: n });
            }
            if lesson.slides.len() >= MAX_SLIDES {
                return Err(LessonError::TooMany { line: n });
            }
            lesson.slides.push(Slide {
                line: n,
                caption: trim(caption).to_string(),
                ..Slide::default()
            });
            open = false;
            continue;
        }
        let slide = lesson.slides.last_mut();
        if let Some(frame) = frame_of(line) {
            let Some(slide) = slide else {
                return Err(LessonError::FrameBeforeSlide { line: n });
            };
            if !slide.frame.is_empty() {
                return Err(LessonError::TwoFrames {
                    line: n,
                    first: frame_line,
                });
            }
            if frame.chars().any(char::is_whitespace) {
                return Err(LessonError::BadFrame {
                    line: n,
                    text: clip(line),
                });
            }
            slide.frame = frame.to_string();
            frame_line = n;
            open = false;
            continue;
        }
        if line.starts_with('#') {
            return Err(LessonError::BadHeading {
                line: n,
                text: clip(line),
            });
        }
        let mark = line.chars().next().unwrap_or(' ');
        if matches!(mark, '?' | '=' | '@') {
            let Some(slide) = slide else {
                return Err(LessonError::BeforeSlide {
                    line: n,
                    text: clip(line),
                });
            };
            let rest = trim(&line[1..]);
            match mark {
                '?' => {
                    if !slide.question.is_empty() {
                        return Err(LessonError::TwoQuestions { line: n });
                    }
                    if is_blank(rest) {
                        return Err(LessonError::EmptyQuestion { line: n });
                    }
                    slide.question = rest.to_string();
                }
                '=' => {
                    if slide.question.is_empty() {
                        return Err(LessonError::AnswerFirst { line: n });
                    }
                    if !slide.answer.is_empty() {
                        return Err(LessonError::TwoAnswers { line: n });
                    }
                    if is_blank(rest) {
                        return Err(LessonError::EmptyAnswer { line: n });
                    }
                    slide.answer = rest.to_string();
                }
                _ => directive(slide, rest, line, n)?,
            }
            open = false;
            continue;
        }
        let paragraphs = match slide {
            Some(s) => &mut s.paragraphs,
            None => &mut lesson.summary,
        };
        match paragraphs.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(line);
            }
            _ => paragraphs.push(line.to_string()),
        }
        open = true;
    }
    if lesson.title.is_empty() {
        return Err(LessonError::Empty);
    }
    if lesson.slides.is_empty() {
        return Err(LessonError::NoSlides);
    }
    Ok(lesson)
}

/// The text of `lesson`, which [`parse`] reads back to the same lesson (but the lines).
pub fn text(lesson: &Lesson) -> String {
    let mut out = vec![format!("# {}", lesson.title)];
    if !lesson.summary.is_empty() {
        out.push(String::new());
        out.push(lesson.summary.join("\n\n"));
    }
    for s in &lesson.slides {
        out.push(String::new());
        out.push(format!("## {}", s.caption));
        if !s.frame.is_empty() {
            out.push(s.frame.clone());
        }
        if !s.paragraphs.is_empty() {
            out.push(s.paragraphs.join("\n\n"));
        }
        if !s.question.is_empty() {
            out.push(format!("? {}", s.question));
        }
        if !s.answer.is_empty() {
            out.push(format!("= {}", s.answer));
        }
        if let Some(play) = s.play {
            out.push(format!("@play {play}"));
        }
        if !s.press.is_empty() {
            out.push(format!("@press {}", s.press));
        }
        if !s.challenge.is_empty() {
            let goal = s.goal.split('&').filter(|p| !p.is_empty());
            let words: Vec<&str> = std::iter::once(s.challenge.as_str()).chain(goal).collect();
            out.push(format!("@challenge {}", words.join(" ")));
        }
    }
    out.join("\n") + "\n"
}
