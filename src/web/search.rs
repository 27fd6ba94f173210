//! The one stepped-search class the page creates: [`Search`], built from a model name of the
//! registry (`puzzles::views`, each view's `models`) and its options, holding the model as a
//! [`Stepped`] trait object. Every model steps the same way: a model is what its search is
//! built from ([`Model`]), and its [`Player`] (the model and its recorded [`Trace`], so
//! stepping back is exact, and a fresh start is the model's search built again) is written
//! once for all of them. What a model shows the page (its frame, and beyond stepping its
//! questions, listing, trace table, tree and few extras) it says in its [`Page`] impl, and a
//! method it does not offer is a coded error (`web.not_offered`), never a panic. One `dyn`
//! call per `step(n)`, not per event: stepping runs in the model's own, monomorphised trace.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, bad, to_js};
use crate::engine::{Halt, Replay, Stepper, Trace};
use crate::puzzles::code::CodeState;
use crate::puzzles::message::Message;
use crate::puzzles::predict::{Question, Verdict};

/// The most bytes of events one search keeps for stepping back (`Trace::within_bytes`
/// turns them into events: 8 to 20 bytes each). With the views beside them, a view stays
/// well under 256 MB of wasm memory.
pub(crate) const RECORDING: usize = 32 << 20;

/// A recorded search as the player moves through it: [`Trace`]'s cursor operations, object
/// safe, so a model hands out its trace whatever its search and view types are.
pub(crate) trait Play {
    /// Show up to `n` more events: how many were shown and, if fewer, why.
    fn forward(&mut self, n: u64) -> (u64, Option<Halt>);
    /// Take back up to `n` events: how many were taken back.
    fn backward(&mut self, n: u64) -> u64;
    /// Go to just after event `step`: where the cursor ended up and why, if short.
    fn seek(&mut self, step: u64) -> (u64, Option<Halt>);
    /// Events shown so far.
    fn steps(&self) -> u64;
    /// Events recorded so far.
    fn recorded(&self) -> u64;
    /// Whether the search has ended and its last event is shown.
    fn finished(&self) -> bool;
    /// Whether the search has ended.
    fn ended(&self) -> bool;
}

impl<S: Stepper, V: Replay<S::Event>> Play for Trace<S, V> {
    fn forward(&mut self, n: u64) -> (u64, Option<Halt>) {
        Trace::forward(self, n)
    }
    fn backward(&mut self, n: u64) -> u64 {
        Trace::backward(self, n)
    }
    fn seek(&mut self, step: u64) -> (u64, Option<Halt>) {
        Trace::seek(self, step)
    }
    fn steps(&self) -> u64 {
        Trace::steps(self)
    }
    fn recorded(&self) -> u64 {
        Trace::recorded(self) as u64
    }
    fn finished(&self) -> bool {
        Trace::finished(self)
    }
    fn ended(&self) -> bool {
        Trace::ended(self)
    }
}

/// What a model is built from, and what builds its search again from the start: each
/// puzzle's model type (its options read, its puzzle parsed). The page steps a
/// [`Player`] of it.
pub(crate) trait Model: Clone + 'static {
    /// The search the page steps.
    type Search: Stepper;
    /// What the page's frame is drawn from, replayed from the search's events.
    type View: Replay<<Self::Search as Stepper>::Event>;
    /// The search and its view before the first step.
    fn start(&self) -> (Self::Search, Self::View);
}

/// A model and its recorded search (at most [`RECORDING`] bytes of events): what the page
/// steps through, every model alike. Each model says what it shows in its `Page` impl for
/// its own player, reading `model` and `trace`.
pub(crate) struct Player<M: Model> {
    pub(super) model: M,
    pub(super) trace: Trace<M::Search, M::View>,
}

impl<M: Model> Player<M> {
    /// `model`'s search from the start, nothing recorded yet.
    pub(super) fn new(model: M) -> Player<M> {
        let (search, view) = model.start();
        Player {
            trace: Trace::within_bytes(search, view, RECORDING),
            model,
        }
    }
}

/// What a model shows the page, beyond stepping: its frame, and the optional methods and
/// extras it [`Page::offers`]. `Search` calls an optional one only when it is on that list,
/// and one that is not is a coded error (`web.not_offered`, `web.unknown_extra`).
pub(crate) trait Page {
    /// The optional methods (`question`, `answer`, `code`, `table`, `levels`, `tree`) and
    /// the extras this model has, by name.
    fn offers(&self) -> &'static [&'static str];
    /// What the page draws at the cursor (each model's own frame type).
    fn frame(&self) -> JsValue;
    /// Whether the search, once ended, ended at one of the page's bounds (a frontier cap, a
    /// step limit), not by its goal or its whole tree.
    fn bounded(&self) -> bool {
        false
    }
    /// "Your turn" (offered as `question` and `answer`): the question before the next
    /// event, from the puzzle's `predict` module (the next event comes from `Trace::peek`,
    /// which records it without showing it); None once the search has ended.
    fn ask(&mut self) -> Option<Question> {
        None
    }
    /// "Your turn": `text` graded against `q`, asked of the frame at the cursor, by the
    /// puzzle's rule (None for a model without questions).
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        let _ = (q, text);
        None
    }
    /// "The code": where its listing stands at the cursor, from the puzzle's `code` module.
    fn code(&self) -> Option<CodeState> {
        None
    }
    /// The trace table of the whole run (`puzzles::table`), as a JavaScript `Table`.
    fn table(&self) -> Option<JsValue> {
        None
    }
    /// The search tree's levels over the whole run, as a JavaScript `Table`.
    fn levels(&self) -> Option<JsValue> {
        None
    }
    /// The search tree grown so far (`TreeFrame`).
    fn tree(&self) -> Option<JsValue> {
        None
    }
    /// The model's extra `name` with its argument `arg` (`undefined` where it takes none):
    /// `None` for a name it does not have.
    fn extra(&mut self, name: &str, arg: &JsValue) -> Option<Result<JsValue, JsValue>> {
        let _ = (name, arg);
        None
    }
}

/// A model as `Search` holds it, whatever its search and view types: its recording to move
/// through, a fresh start, and its [`Page`]. Written once, for every [`Player`].
pub(crate) trait Stepped: Page {
    /// The recorded search.
    fn play(&self) -> &dyn Play;
    /// The recorded search, to move.
    fn play_mut(&mut self) -> &mut dyn Play;
    /// The same model from the start, its recording forgotten.
    fn fresh(&self) -> Box<dyn Stepped>;
}

impl<M: Model> Stepped for Player<M>
where
    Player<M>: Page,
{
    fn play(&self) -> &dyn Play {
        &self.trace
    }
    fn play_mut(&mut self) -> &mut dyn Play {
        &mut self.trace
    }
    fn fresh(&self) -> Box<dyn Stepped> {
        Box::new(Player::new(self.model.clone()))
    }
}

/// What builds a model: its options object and the extra argument some take (a pattern
/// database's bytes), each checked by the model.
type Build = fn(JsValue, JsValue) -> Result<Box<dyn Stepped>, JsValue>;

fn boxed<M: Model>(m: Result<M, JsValue>) -> Result<Box<dyn Stepped>, JsValue>
where
    Player<M>: Page,
{
    m.map(|m| Box::new(Player::new(m)) as Box<dyn Stepped>)
}

/// A model that takes no extra argument, built from its options alone: an extra argument
/// given anyway (not `undefined` or `null`) is a coded error, not ignored.
fn alone<M: Model>(
    new: fn(JsValue) -> Result<M, JsValue>,
    options: JsValue,
    extra: JsValue,
) -> Result<Box<dyn Stepped>, JsValue>
where
    Player<M>: Page,
{
    if !(extra.is_undefined() || extra.is_null()) {
        return Err(bad(Message::new("web.no_extra")));
    }
    boxed(new(options))
}

/// The facade's builder of each model the registry names (`views::View::models`), by its
/// name: a table, not a match on names, so the names' one list stays the registry's
/// (`Search::new` builds a name only when both have it).
const BUILDERS: [(&str, Build); 14] = {
    use super::{graph, knight, maze, maze_search, puzzle, puzzle_deep, queens, sokoban, sudoku};
    [
        ("knight", |o, e| alone(knight::KnightTour::new, o, e)),
        ("bfs", |o, e| alone(graph::KnightLayers::new, o, e)),
        ("ladder", |o, e| alone(graph::WordLadder::new, o, e)),
        ("dfs", |o, e| alone(graph::GraphDfs::new, o, e)),
        ("queens", |o, e| alone(queens::Queens::new, o, e)),
        ("sudoku", |o, e| alone(sudoku::Sudoku::new, o, e)),
        ("sudoku-bfs", |o, e| alone(sudoku::SudokuBfs::new, o, e)),
        ("maze", |o, e| alone(maze::MazeMouse::new, o, e)),
        ("maze-carve", |o, e| alone(maze::MazeCarve::new, o, e)),
        ("maze-search", |o, e| {
            alone(maze_search::MazeSearch::new, o, e)
        }),
        ("puzzle", |o, db| boxed(puzzle::SlidingPuzzle::new(o, db))),
        ("puzzle-deep", |o, db| {
            boxed(puzzle_deep::SlidingDeep::new(o, db))
        }),
        ("sokoban", |o, e| alone(sokoban::SokobanSearch::new, o, e)),
        ("sokoban-deep", |o, e| {
            alone(sokoban::SokobanDeep::new, o, e)
        }),
    ]
};

/// The builder of model `name`, if the facade has one.
fn builder(name: &str) -> Option<Build> {
    BUILDERS.iter().find(|(n, _)| *n == name).map(|&(_, b)| b)
}

/// Where the player's cursor stands, as one object for the page.
#[derive(Serialize, tsify::Tsify)]
pub(crate) struct Cursor {
    /// Events shown so far.
    pub steps: f64,
    /// Events recorded so far (the scrub bar's extent).
    pub recorded: f64,
    /// Whether the search has ended and its last event is shown.
    pub finished: bool,
    /// Whether the search has ended (then `recorded` is its whole length).
    pub ended: bool,
    /// Whether stepping stopped because the recording is full.
    pub full: bool,
    /// Whether the search ended at one of the page's bounds (a frontier cap, a step limit),
    /// not by meeting its goal or searching its whole tree: it ended, it did not finish its
    /// work. Said of the search, wherever the cursor stands.
    pub bounded: bool,
}

/// A search a person steps through, forwards and back: any model of the registry.
#[wasm_bindgen]
pub struct Search {
    name: &'static str,
    model: Box<dyn Stepped>,
    full: bool,
}

/// The optional methods of `Search`, which a model offers or not (its other names in
/// [`Page::offers`] are its extras).
const METHODS: [&str; 6] = ["question", "answer", "code", "table", "levels", "tree"];

impl Search {
    /// The optional `method`'s result, `got` from the model if it offers it, else the
    /// coded error.
    fn offered<T>(
        &mut self,
        method: &str,
        got: impl FnOnce(&mut dyn Stepped) -> Option<T>,
    ) -> Result<T, JsValue> {
        let result = if self.model.offers().contains(&method) {
            got(self.model.as_mut())
        } else {
            None
        };
        result.ok_or_else(|| {
            bad(Message::new("web.not_offered")
                .text("model", self.name)
                .text("method", method))
        })
    }

    /// Whether the search ended at a bound (see [`Cursor::bounded`]), for Rust callers.
    pub fn bounded(&self) -> bool {
        self.model.play().ended() && self.model.bounded()
    }

    /// Events shown so far, for Rust callers (tests); the page reads `cursor()`.
    pub fn steps(&self) -> f64 {
        self.model.play().steps() as f64
    }

    /// Events recorded so far, for Rust callers.
    pub fn recorded(&self) -> f64 {
        self.model.play().recorded() as f64
    }

    /// Whether the search has ended and its last event is shown, for Rust callers.
    pub fn finished(&self) -> bool {
        self.model.play().finished()
    }

    /// Whether stepping stopped because the recording is full, for Rust callers.
    pub fn full(&self) -> bool {
        self.full
    }

    /// Model `name` from `options`, for Rust callers (tests): `extra` left out.
    pub fn of(name: &str, options: JsValue) -> Result<Search, JsValue> {
        Search::new(name.into(), options, JsValue::UNDEFINED)
    }
}

#[wasm_bindgen]
impl Search {
    /// Model `model` (a name of the registry's: `views::View::models`) from its `options`
    /// (an object of its view's options, as `check_options` takes them) and the `extra`
    /// argument the sliding puzzle's models take (a pattern database's bytes, or
    /// `undefined`; the others ignore it). An unknown name is `web.unknown_model`; bad
    /// options are the model's coded error.
    #[wasm_bindgen(constructor)]
    pub fn new(model: JsValue, options: JsValue, extra: JsValue) -> Result<Search, JsValue> {
        let name = args::text(&model, "model")?;
        let Some((name, build)) = crate::puzzles::views::models()
            .find(|&m| m == name)
            .and_then(|m| builder(m).map(|b| (m, b)))
        else {
            return Err(bad(Message::new("web.unknown_model").text("name", name)));
        };
        Ok(Search {
            name,
            model: build(options, extra)?,
            full: false,
        })
    }

    /// Show up to `n` more events (0 to 2^32 - 1; the recording bounds the work); returns
    /// how many were shown.
    pub fn step(&mut self, n: JsValue) -> Result<u32, JsValue> {
        let n = args::small(&n, "n", 0, u32::MAX)?;
        let (shown, halt) = self.model.play_mut().forward(n.into());
        self.full = halt == Some(Halt::Full);
        Ok(shown as u32)
    }

    /// Take back up to `n` events (0 to 2^32 - 1); returns how many were taken back.
    pub fn back(&mut self, n: JsValue) -> Result<u32, JsValue> {
        let n = args::small(&n, "n", 0, u32::MAX)?;
        self.full = false;
        Ok(self.model.play_mut().backward(n.into()) as u32)
    }

    /// Go to just after event `step` (0 is the start, at most 2^53 - 1; the recording
    /// bounds the work); returns where it ended up.
    pub fn seek(&mut self, step: JsValue) -> Result<f64, JsValue> {
        let step = args::whole(&step, "step", 0, args::MAX_SAFE)?;
        let (at, halt) = self.model.play_mut().seek(step);
        self.full = halt == Some(Halt::Full);
        Ok(at as f64)
    }

    /// Back to the start, forgetting the recording.
    pub fn reset(&mut self) {
        self.model = self.model.fresh();
        self.full = false;
    }

    /// Where the cursor stands: `{steps, recorded, finished, ended, full, bounded}`.
    #[wasm_bindgen(unchecked_return_type = "Cursor")]
    pub fn cursor(&self) -> JsValue {
        let play = self.model.play();
        to_js(&Cursor {
            steps: play.steps() as f64,
            recorded: play.recorded() as f64,
            finished: play.finished(),
            ended: play.ended(),
            full: self.full,
            bounded: self.bounded(),
        })
    }

    /// The frame at the cursor: the model's own type (`TourFrame`, `LadderFrame`, ...).
    pub fn frame(&self) -> JsValue {
        self.model.frame()
    }

    /// "Your turn": the question about the next step (`{message, answer, accepts,
    /// candidates, hint, why, can_back, then_type, free}`), or null once the search has
    /// ended; `web.not_offered` for a model without questions.
    #[wasm_bindgen(unchecked_return_type = "Question | null")]
    pub fn question(&mut self) -> Result<JsValue, JsValue> {
        self.offered("question", |m| {
            Some(m.ask().map_or(JsValue::NULL, |q| to_js(&q)))
        })
    }

    /// Grade `text` by the search's rule: `{right, given, answer, accepts, why}`, or null
    /// once the search has ended. Nothing moves. Text longer than `limits().answer_chars`
    /// is a coded error (`predict.answer_long`), read no further.
    #[wasm_bindgen(unchecked_return_type = "Verdict | null")]
    pub fn answer(&mut self, text: JsValue) -> Result<JsValue, JsValue> {
        let text = super::predict::answer_text(&text)?;
        self.offered("answer", |m| match m.ask() {
            Some(q) => m.grade(&q, &text).map(|v| to_js(&v)),
            None => Some(JsValue::NULL),
        })
    }

    /// "The code": the lines the last step ran (labels; the last is the current line), the
    /// variables with their values, and the call stack.
    #[wasm_bindgen(unchecked_return_type = "CodeState")]
    pub fn code(&mut self) -> Result<JsValue, JsValue> {
        self.offered("code", |m| m.code().map(|c| to_js(&c)))
    }

    /// The trace table of the whole run: `{columns, rows, known, steps, complete}` (see
    /// `Table`), up to `puzzles::table::MAX_STEPS` steps, as the CLI's `--table`.
    #[wasm_bindgen(unchecked_return_type = "Table")]
    pub fn table(&mut self) -> Result<JsValue, JsValue> {
        self.offered("table", |m| m.table())
    }

    /// The search tree's levels over the whole run: `{columns, rows, known, steps,
    /// complete}`.
    #[wasm_bindgen(unchecked_return_type = "Table")]
    pub fn levels(&mut self) -> Result<JsValue, JsValue> {
        self.offered("levels", |m| m.levels())
    }

    /// The search tree grown so far (see `TreeFrame`).
    #[wasm_bindgen(unchecked_return_type = "TreeFrame")]
    pub fn tree(&mut self) -> Result<JsValue, JsValue> {
        self.offered("tree", |m| m.tree())
    }

    /// The model's extra `name` (text) with `arg` (`undefined` where it takes none): each
    /// model's own few (`path_to`, `info`, `all_ladders`, `comparison`, `edit`, `second`,
    /// `shape`, `route`, `compare`, `board`, `slide`, `found`, `solution`, `level`; their
    /// types in `types/search.d.ts`). A name the model does not have is
    /// `web.unknown_extra`.
    pub fn extra(&mut self, name: JsValue, arg: JsValue) -> Result<JsValue, JsValue> {
        let name = args::text(&name, "name")?;
        let unknown = bad(Message::new("web.unknown_extra")
            .text("model", self.name)
            .text("name", name.as_str()));
        if METHODS.contains(&name.as_str()) || !self.model.offers().contains(&name.as_str()) {
            return Err(unknown);
        }
        self.model.extra(&name, &arg).unwrap_or(Err(unknown))
    }

    /// Whether the model has `name` (text): one of the optional methods (`question`,
    /// `answer`, `code`, `table`, `levels`, `tree`) or one of its extras. The page asks
    /// before it shows a panel that needs one.
    pub fn offers(&self, name: JsValue) -> Result<bool, JsValue> {
        let name = args::text(&name, "name")?;
        Ok(self.model.offers().contains(&name.as_str()))
    }
}
