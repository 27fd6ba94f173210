//! Practice sets for the page (`#/practice`): the views that have questions, a set drawn
//! from its seed (`crate::puzzles::practice::set`, the same questions the CLI's `searchlight
//! practice` prints for the same views, level, count and seed), and an answer graded by the
//! practice module's `check`. No question is made or graded here: this file only reads the
//! arguments and says the results as plain data.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, error, message_error, to_js};
use crate::puzzles::message::Message;
use crate::puzzles::practice::{self, Form, Level, Question, MAX_COUNT, MAX_SEED, MIN_COUNT};

/// A view with practice questions, as the page's chooser lists it.
#[derive(Serialize, tsify::Tsify)]
pub struct PractisedView {
    /// The view's route (`bfs`).
    route: &'static str,
    /// Its question kinds' names, in the order the view declares them.
    kinds: Vec<&'static str>,
    /// The figure of each level, easy, medium and hard (a board's side, moves out).
    levels: [u32; 3],
    /// The catalogue code that says what a level's figure is (it takes `n`).
    figure: &'static str,
}

/// One question of a set, as the page shows and grades it.
#[derive(Serialize, tsify::Tsify)]
pub struct PracticeQuestion {
    /// The view's route: the question is drawn on its board.
    view: &'static str,
    /// The kind's name within the view (`distance`).
    kind: &'static str,
    /// `easy`, `medium` or `hard`.
    level: &'static str,
    /// The instance as the view's URL options, in the view's order (`[["board", "8x8"],
    /// ["start", "c3"]]`; `step` the step of the run asked about, when there is one).
    options: Vec<(&'static str, String)>,
    /// What is asked (a catalogue code with its parameters).
    ask: Message,
    /// How it is answered: `square`, `number`, `choice`, `squares`, `cell` or `digits`.
    form: &'static str,
    /// The canonical words to choose from (`choice` only; empty otherwise).
    choices: Vec<String>,
    /// The answer the view's search gives, in canonical form.
    answer: String,
    /// Every answer the rule accepts, the search's first.
    accepts: Vec<String>,
    /// Why: the narration of the step, or the rule applied.
    why: Message,
}

impl From<&Question> for PracticeQuestion {
    fn from(q: &Question) -> Self {
        let (form, choices) = match &q.form {
            Form::Square => ("square", Vec::new()),
            Form::Number => ("number", Vec::new()),
            Form::Choice(c) => ("choice", c.clone()),
            Form::Squares => ("squares", Vec::new()),
            Form::Cell => ("cell", Vec::new()),
            Form::Digits => ("digits", Vec::new()),
        };
        PracticeQuestion {
            view: q.view,
            kind: q.kind,
            level: q.level.name(),
            options: q.options.clone(),
            ask: q.ask.clone(),
            form,
            choices,
            answer: q.answer.clone(),
            accepts: q.accepts.clone(),
            why: q.why.clone(),
        }
    }
}

/// The views with practice questions, in the registry's order, with their kinds and levels.
#[wasm_bindgen(unchecked_return_type = "PractisedView[]")]
pub fn practice_views() -> JsValue {
    let views: Vec<PractisedView> = crate::puzzles::views::VIEWS
        .iter()
        .filter_map(|v| {
            let p = v.practice.as_ref()?;
            Some(PractisedView {
                route: v.route,
                kinds: p.kinds.iter().map(|k| k.name).collect(),
                levels: p.levels,
                figure: p.figure,
            })
        })
        .collect();
    to_js(&views)
}

/// The fewest and the most questions a set has.
#[derive(Serialize, tsify::Tsify)]
pub struct PracticeBounds {
    min_count: usize,
    max_count: usize,
    /// The largest seed a link may carry (JavaScript's largest exact whole number).
    max_seed: u64,
}

/// The bounds of a set (`{min_count, max_count, max_seed}`), which the page's form and its
/// link reader check against.
#[wasm_bindgen(unchecked_return_type = "PracticeBounds")]
pub fn practice_bounds() -> JsValue {
    to_js(&PracticeBounds {
        min_count: MIN_COUNT,
        max_count: MAX_COUNT,
        max_seed: MAX_SEED,
    })
}

/// A practice set: its questions drawn once from its seed, each graded on demand.
#[wasm_bindgen]
pub struct PracticeSet {
    questions: Vec<Question>,
}

#[wasm_bindgen]
impl PracticeSet {
    /// The set of `count` questions (5 to 30) on `views` (routes with practice, apart by
    /// commas, as a link and the CLI's `--views` write them)
    /// at `level` (`easy`, `medium` or `hard`) from `seed` (a whole number, 0 to 2^53 - 1).
    /// Errors: a view unknown or without practice, no view, a count out of bounds, a level
    /// that is none of the three (`practice.unknown_level`), junk arguments.
    #[wasm_bindgen(constructor)]
    pub fn new(
        views: JsValue,
        level: JsValue,
        count: JsValue,
        seed: JsValue,
    ) -> Result<PracticeSet, JsValue> {
        let views = args::text(&views, "views")?;
        let routes: Vec<&str> = views
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect();
        let level_text = args::text(&level, "level")?;
        let level = Level::parse(&level_text).ok_or_else(|| {
            message_error(&Message::new("practice.unknown_level").text("level", level_text.clone()))
        })?;
        let count = args::whole(&count, "count", MIN_COUNT as u64, MAX_COUNT as u64)? as usize;
        let seed = args::whole(&seed, "seed", 0, MAX_SEED)?;
        let questions = practice::set(&routes, level, count, seed).map_err(error)?;
        Ok(PracticeSet { questions })
    }

    /// How many questions the set has (the count asked for, unless a view ran out).
    pub fn len(&self) -> usize {
        self.questions.len()
    }

    /// Whether the set has no question (never, for a set that was made).
    pub fn is_empty(&self) -> bool {
        self.questions.is_empty()
    }

    /// The questions, in order.
    #[wasm_bindgen(unchecked_return_type = "PracticeQuestion[]")]
    pub fn questions(&self) -> JsValue {
        let out: Vec<PracticeQuestion> = self.questions.iter().map(Into::into).collect();
        to_js(&out)
    }

    /// Grade `text`, an answer as typed or picked, against question `index` (from 0): the
    /// verdict (`right`, the answer as read, the search's answer, every accepted one, why).
    #[wasm_bindgen(unchecked_return_type = "Verdict")]
    pub fn check(&self, index: JsValue, text: JsValue) -> Result<JsValue, JsValue> {
        let i = args::index(&index, "index", self.questions.len())? as usize;
        let text = args::text(&text, "text")?;
        Ok(to_js(&practice::check(&self.questions[i], &text)))
    }
}
