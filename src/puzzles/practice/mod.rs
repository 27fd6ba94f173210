//! Practice: questions drawn on fresh random instances at a level, each answered by the
//! view's own search or rule (the puzzle modules', never a second search written here),
//! with every answer the rule accepts. A set of questions is a seed: [`set`] gives the same
//! questions for the same views, level, count and seed, natively, as WebAssembly and in the
//! CLI. [`check`] grades an answer as typed into a [`Verdict`] with the right answer and
//! the why (the narration of the step).
//!
//! Which views have questions, their kinds and what each level means (a board's side, moves
//! out from the goal) are declared with the view in the registry
//! ([`crate::puzzles::views::View::practice`]); each view's kinds are its file here
//! (`bfs.rs`, `dfs.rs`, `knight.rs`, `ladder.rs`, `maze.rs`, `puzzle.rs`, `queens.rs`,
//! `sokoban.rs`, `sudoku.rs`), so the question kinds of every view read together
//! and the puzzles' folders keep only their puzzle.

pub mod bfs;
pub mod dfs;
pub mod knight;
pub mod ladder;
pub mod maze;
pub mod puzzle;
pub mod queens;
pub mod sokoban;
pub mod sudoku;

use serde::{Serialize, Serializer};

use super::board::{file_name, square_name};
use super::message::{Coded, Message};
use super::predict::{halfwidth, is_none, unreadable, Verdict};
use super::views::{self, View};
use crate::engine::SplitMix64;

/// The fewest and the most questions in a set.
pub const MIN_COUNT: usize = 5;
pub const MAX_COUNT: usize = 30;
/// A set's level, count and seed where none is given (the CLI's).
pub const DEFAULT_LEVEL: Level = Level::Medium;
pub const DEFAULT_COUNT: usize = 10;
pub const DEFAULT_SEED: u64 = 1;
/// The largest seed a link (and a SCORM package) may carry: JavaScript's largest exact whole
/// number, so the page reads it as written.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// How hard the instances are: each view's registry entry says what a level's figure is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// Its name in the CLI and a link: `easy`, `medium`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == text.trim())
    }

    /// Its place in a view's levels, 0 to 2.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// How a question is answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "form", content = "choices")]
pub enum Form {
    /// One square of the board, by name (`c3`): a click on the board.
    Square,
    /// A whole number, typed.
    Number,
    /// One of these (canonical words the page words from its catalogue).
    Choice(Vec<String>),
    /// A set of squares, in any order (`b1 d3 e2`, or none at all): clicks on the board.
    Squares,
    /// A cell of a grid, by row and column (`r3c7`): a click on the grid.
    Cell,
    /// A set of digits, in any order (`1 4 7`): typed, or picked.
    Digits,
}

/// One kind of question of a view: its name (`distance`) and how one is drawn.
pub struct Kind {
    pub name: &'static str,
    /// Draw a question of this kind at a level whose figure is `figure`.
    pub make: fn(&mut SplitMix64, Level, u32) -> Question,
}

/// A view's practice: its question kinds, and the figure of each level (easy, medium,
/// hard), which `figure` says the meaning of (a message code taking `n`: "an n×n board").
pub struct Practice {
    pub kinds: &'static [Kind],
    pub levels: [u32; 3],
    pub figure: &'static str,
}

/// A question: a kind of a view, the instance in the view's own URL options (so the page
/// draws it on the view's own board), what is asked, how it is answered, every answer the
/// rule accepts and the why.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// The view's route (`bfs`).
    pub view: &'static str,
    /// The kind's name within the view (`distance`).
    pub kind: &'static str,
    pub level: Level,
    /// The instance as the view's options (`board`, `start`, `step`, ...), in order.
    #[serde(serialize_with = "as_map")]
    pub options: Vec<(&'static str, String)>,
    /// What is asked (a code of the view's catalogue, `practice.ROUTE.KIND`).
    pub ask: Message,
    #[serde(flatten)]
    pub form: Form,
    /// The answer the view's search gives, in canonical form.
    pub answer: String,
    /// Every answer the rule accepts (the search's first), in canonical form.
    pub accepts: Vec<String>,
    /// Why: the narration of the step, or the rule applied.
    pub why: Message,
}

fn as_map<S: Serializer>(options: &[(&'static str, String)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(options.iter().map(|(k, v)| (k, v)))
}

impl Question {
    /// A question on the instance `options`: asked by `ask`, answered in `form`, the search's
    /// answer `answer` first among `accepts`, explained by `why`. The view and level are
    /// filled in by the set.
    pub fn new(
        kind: &'static str,
        options: Vec<(&'static str, String)>,
        ask: Message,
        form: Form,
        accepts: Vec<String>,
        why: Message,
    ) -> Question {
        Question {
            view: "",
            kind,
            level: Level::Easy,
            options,
            ask,
            form,
            answer: accepts.first().cloned().unwrap_or_default(),
            accepts,
            why,
        }
    }

    /// The value of option `name` of the instance.
    pub fn option(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The instance and what is asked, which no two questions of a set share.
    fn identity(&self) -> (&str, &str, &[(&'static str, String)], &Message) {
        (self.view, self.kind, &self.options, &self.ask)
    }
}

/// A square's canonical name from the text a person types (`C3`, `ｃ３`), if it is one.
pub fn read_square(text: &str) -> Option<String> {
    let t = halfwidth(text).trim().to_lowercase();
    let (file, rank) = square_name(&t)?;
    Some(format!("{}{rank}", file_name(file)))
}

/// A set of squares in canonical form: the names sorted by rank then file, one space apart
/// (the empty set is the empty text).
pub fn squares_text(mut squares: Vec<(u32, u32)>) -> String {
    squares.sort_by_key(|&(f, r)| (r, f));
    squares.dedup();
    let names: Vec<String> = squares
        .iter()
        .map(|&(f, r)| format!("{}{r}", file_name(f)))
        .collect();
    names.join(" ")
}

/// What separates the items of a set as people type them: spaces, commas (Chinese ones too),
/// semicolons.
fn separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | ';' | '、' | '，' | '；')
}

/// A grid cell's canonical name (`r3c7`) from the text a person types (`R3C7`, `r3 c7`).
pub fn read_cell(text: &str) -> Option<String> {
    let t: String = text
        .to_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let (r, c) = t.strip_prefix('r')?.split_once('c')?;
    let (r, c): (u32, u32) = (r.parse().ok()?, c.parse().ok()?);
    (r > 0 && c > 0).then(|| format!("r{r}c{c}"))
}

/// `text` read as the question's form asks, in canonical form, or why it cannot be read.
pub fn read(form: &Form, text: &str) -> Result<String, Message> {
    let t = halfwidth(text);
    let t = t.trim();
    match form {
        Form::Square => read_square(t).ok_or_else(|| unreadable(t, "practice.unreadable.square")),
        Form::Number => t
            .parse::<u64>()
            .map(|n| n.to_string())
            .map_err(|_| unreadable(t, "practice.unreadable.number")),
        Form::Choice(choices) => {
            let lower = t.to_lowercase();
            choices
                .iter()
                .find(|c| **c == lower)
                .cloned()
                .ok_or_else(|| unreadable(t, "practice.unreadable.choice"))
        }
        Form::Cell => read_cell(t).ok_or_else(|| unreadable(t, "practice.unreadable.cell")),
        Form::Digits => {
            let mut digits = Vec::new();
            for w in t.split(separator).filter(|w| !w.is_empty()) {
                let d: u32 = w
                    .parse()
                    .map_err(|_| unreadable(w, "practice.unreadable.digits"))?;
                digits.push(d);
            }
            digits.sort_unstable();
            digits.dedup();
            let words: Vec<String> = digits.iter().map(u32::to_string).collect();
            Ok(words.join(" "))
        }
        Form::Squares if is_none(t) => Ok(String::new()),
        Form::Squares => {
            let mut squares = Vec::new();
            for w in t.split(separator).filter(|w| !w.is_empty()) {
                let sq = square_name(&w.to_lowercase())
                    .ok_or_else(|| unreadable(w, "practice.unreadable.square"))?;
                squares.push(sq);
            }
            Ok(squares_text(squares))
        }
    }
}

/// Grade `text`, an answer as typed, against `q`: right when the rule accepts it; the
/// verdict carries the search's answer, every accepted one and the why.
pub fn check(q: &Question, text: &str) -> Verdict {
    let given = read(&q.form, text);
    let (right, given, why) = match given {
        Err(why) => (false, String::new(), why),
        Ok(g) => (q.accepts.contains(&g), g, q.why.clone()),
    };
    Verdict {
        right,
        given,
        answer: q.answer.clone(),
        accepts: q.accepts.clone(),
        why,
    }
}

/// Why a set cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeError {
    /// No view of that route.
    UnknownView(String),
    /// The view has no practice questions yet.
    NoPractice(String),
    /// No view was named.
    NoViews,
    /// A count outside [`MIN_COUNT`]..=[`MAX_COUNT`].
    Count(usize),
    /// A line of an answers file that is not `N ANSWER` with N a question of the set.
    AnswerLine { line: usize, count: usize },
}

crate::puzzles::message::display_as_message!(PracticeError);

impl std::error::Error for PracticeError {}

impl Coded for PracticeError {
    fn message(&self) -> Message {
        match self {
            PracticeError::UnknownView(v) => {
                Message::new("practice.unknown_view").text("view", v.clone())
            }
            PracticeError::NoPractice(v) => {
                Message::new("practice.no_practice").text("view", v.clone())
            }
            PracticeError::NoViews => Message::new("practice.no_views"),
            PracticeError::Count(n) => Message::new("practice.count")
                .count("count", *n as u64)
                .count("min", MIN_COUNT as u64)
                .count("max", MAX_COUNT as u64),
            PracticeError::AnswerLine { line, count } => Message::new("practice.answer_line")
                .count("line", *line as u64)
                .count("count", *count as u64),
        }
    }
}

/// The routes of the views with practice questions, in the registry's order.
pub fn practised() -> impl Iterator<Item = &'static str> {
    views::VIEWS
        .iter()
        .filter(|v| v.practice.is_some())
        .map(|v| v.route)
}

fn practice_of(route: &str) -> Result<(&'static View, &'static Practice), PracticeError> {
    let view = views::view(route).ok_or_else(|| PracticeError::UnknownView(route.to_string()))?;
    let practice = view
        .practice
        .as_ref()
        .ok_or_else(|| PracticeError::NoPractice(route.to_string()))?;
    Ok((view, practice))
}

/// One question of `kind` of the view `route` at `level`, drawn from `rng`.
pub fn draw(
    route: &str,
    kind: &Kind,
    level: Level,
    rng: &mut SplitMix64,
) -> Result<Question, PracticeError> {
    let (view, practice) = practice_of(route)?;
    let mut q = (kind.make)(rng, level, practice.levels[level.index()]);
    q.view = view.route;
    q.level = level;
    Ok(q)
}

/// Whether [`set`] would make a set of `count` questions on `routes`, without drawing it: the
/// count in bounds, a view named, each one known and with practice questions.
pub fn check_set(routes: &[&str], count: usize) -> Result<(), PracticeError> {
    if !(MIN_COUNT..=MAX_COUNT).contains(&count) {
        return Err(PracticeError::Count(count));
    }
    if routes.is_empty() {
        return Err(PracticeError::NoViews);
    }
    routes.iter().try_for_each(|r| practice_of(r).map(|_| ()))
}

/// How many draws a set makes for each question before it stops looking for one it has not
/// asked yet (every kind has thousands of instances at every level: the stop only keeps a
/// view with few from looping).
const TRIES: usize = 50;

/// A set of `count` questions ([`MIN_COUNT`] to [`MAX_COUNT`]) on `routes` at `level`,
/// drawn from `seed`: the kinds of the views taken in turn from a shuffled order, each
/// question on a fresh instance, none asked twice. The same arguments give the same set.
/// Every kind has far more instances at every level than a set asks (tests/practice/);
/// were a view's all asked, the set would end short rather than loop.
pub fn set(
    routes: &[&str],
    level: Level,
    count: usize,
    seed: u64,
) -> Result<Vec<Question>, PracticeError> {
    check_set(routes, count)?;
    let mut kinds: Vec<(&str, &Kind)> = Vec::new();
    for route in routes {
        let (view, practice) = practice_of(route)?;
        if kinds.iter().any(|(r, _)| *r == view.route) {
            continue;
        }
        kinds.extend(practice.kinds.iter().map(|k| (view.route, k)));
    }
    let mut rng = SplitMix64::new(seed);
    // The kinds in a random order, taken in turn, so a set mixes them evenly.
    for i in (1..kinds.len()).rev() {
        kinds.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut out: Vec<Question> = Vec::with_capacity(count);
    let (mut turn, mut stuck) = (0, 0);
    // A whole round of kinds with nothing new ends the set short rather than never.
    while out.len() < count && stuck < kinds.len() {
        let (route, kind) = kinds[turn % kinds.len()];
        turn += 1;
        stuck += 1;
        for _ in 0..TRIES {
            let q = draw(route, kind, level, &mut rng)?;
            if !out.iter().any(|o| o.identity() == q.identity()) {
                out.push(q);
                stuck = 0;
                break;
            }
        }
    }
    Ok(out)
}

/// The answers to a set of `count` questions from a file's text: a line `N ANSWER` answers
/// question N (from 1) with the rest of the line as typed; blank lines and lines starting
/// with `#` are skipped; a later line for the same question replaces an earlier one. The
/// answers in the set's order, `None` for a question not answered.
pub fn read_answers(text: &str, count: usize) -> Result<Vec<Option<String>>, PracticeError> {
    let mut out = vec![None; count];
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let bad = PracticeError::AnswerLine { line: i + 1, count };
        let (n, answer) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
        let n: usize = n
            .trim_end_matches(['.', ':'])
            .parse()
            .map_err(|_| bad.clone())?;
        let slot = n.checked_sub(1).and_then(|k| out.get_mut(k)).ok_or(bad)?;
        *slot = Some(answer.trim().to_string());
    }
    Ok(out)
}
