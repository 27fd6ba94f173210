//! The wasm-bindgen facade: one stepped-search class, [`Search`], built from a model name of
//! the registry and its options (each puzzle's model a [`search::Stepped`] trait object), a
//! few jobs a worker runs in slices, and plain functions. It converts between JavaScript
//! values and the puzzles' types and holds no search logic.
//! Bad input comes back as an `Error` carrying a message code and its parameters (the page
//! says it in the reader's language); nothing panics across the boundary. Instances are
//! independent, so several can run side by side.
//!
//! What crosses the boundary: a frame's summary (counters, the last event, the status
//! message) as one typed object (`#[derive(Serialize)]`, sent by serde-wasm-bindgen), and
//! boards as arrays copied out of wasm memory. Copied, not viewed in place: the recording
//! grows wasm memory while the page plays, which would detach any view into it.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::puzzles::message::{Coded, Message};

mod args;
mod challenge;
mod code;
mod gif;
mod graph;
mod knight;
mod lesson;
mod maze;
mod maze_search;
mod options;
mod practice;
mod predict;
mod puzzle;
mod puzzle_deep;
mod puzzle_solve;
mod queens;
mod rule;
mod scorm;
mod search;
mod sokoban;
mod sudoku;
mod table;
pub(crate) mod tree;

// Everything each module exports to the page, also reachable as `web::<name>` for tests.
pub use challenge::*;
pub use gif::*;
pub use graph::*;
pub use knight::*;
pub use lesson::*;
pub use options::*;
pub use practice::*;
pub use puzzle_solve::*;
pub use queens::*;
pub use scorm::*;
pub use search::Search;
pub use sudoku::*;
pub use tree::*;

/// Route Rust panics to the console with their message instead of "unreachable".
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Anything serialisable as a JavaScript value (plain objects, arrays, numbers, strings).
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // Maps become plain objects, so `message.params.rows` reads as it looks.
    let s = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    value.serialize(&s).unwrap_or(JsValue::NULL)
}

/// A message for the page as an `Error`: `code` and `params` say it in any language (the
/// page words it from its catalogue); the error's `message`, for the console, is the code
/// and parameters (`board.off_board {square: "e6", ...}`), not a sentence of Rust's own.
pub(crate) fn message_error(message: &Message) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    let _ = js_sys::Reflect::set(&error, &"code".into(), &message.code.into());
    let _ = js_sys::Reflect::set(&error, &"params".into(), &to_js(&message.params_map()));
    error.into()
}

/// A puzzle's error for the page.
pub(crate) fn error<E: Coded>(e: E) -> JsValue {
    message_error(&e.message())
}

/// A mistake of the page's own (a value outside what the facade takes), as a coded error.
pub(crate) fn bad(message: Message) -> JsValue {
    message_error(&message)
}

/// The limits the page checks before it asks for work, exported once from Rust so the
/// page and the puzzles never disagree (only those the page itself needs to know).
#[derive(Serialize, tsify::Tsify)]
struct Limits {
    /// Largest board side drawn square by square (knight, BFS); larger ones are solved
    /// in a worker and shown as a picture.
    draw_side: u32,
    /// Most squares on which counting knight's tours is offered.
    knight_count_squares: u32,
    /// Most frames of an exported GIF.
    gif_frames: u32,
    /// Most bytes of an exported GIF.
    gif_bytes: u32,
    /// Most characters of a "Your turn" answer (the answer field's `maxlength`).
    answer_chars: u32,
    /// Most characters (UTF-16 units) of a lesson (the lesson editor's `maxlength`).
    lesson_chars: u32,
    /// Most characters of a student's rule (the rule field's `maxlength`; a rule has no
    /// character outside ASCII, so its UTF-16 units are its characters).
    rule_chars: u32,
}

/// The page's limits (see [`Limits`]).
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> JsValue {
    to_js(&Limits {
        draw_side: DRAW_SIDE,
        knight_count_squares: crate::puzzles::knight::COUNT_LIMIT,
        gif_frames: crate::export::gif::MAX_FRAMES,
        gif_bytes: crate::export::gif::MAX_BYTES as u32,
        answer_chars: predict::MAX_ANSWER,
        lesson_chars: crate::lesson::MAX_LESSON as u32,
        rule_chars: crate::puzzles::rule::MAX_LEN as u32,
    })
}

pub(crate) use crate::puzzles::views::DRAW_SIDE;

/// A board size as the page gets it: `{rows, cols, squares}`, or the coded error.
#[wasm_bindgen(unchecked_return_type = "ParsedBoard")]
pub fn parse_board(text: JsValue) -> Result<JsValue, JsValue> {
    let text = args::text(&text, "text")?;
    #[derive(Serialize, tsify::Tsify)]
    #[tsify(rename = "ParsedBoard")]
    struct Parsed {
        rows: u32,
        cols: u32,
        squares: u32,
        text: String,
    }
    let b = crate::puzzles::board::Board::parse(&text).map_err(error)?;
    Ok(to_js(&Parsed {
        rows: b.rows(),
        cols: b.cols(),
        squares: b.len(),
        text: b.to_string(),
    }))
}

/// The name of file `file` (from 0 to the widest board's last): a, b, ..., z, aa, ab, ...
#[wasm_bindgen]
pub fn file_name(file: JsValue) -> Result<String, JsValue> {
    let max = crate::puzzles::board::MAX_SIDE;
    let file = args::index(&file, "file", max as usize)?;
    Ok(crate::puzzles::board::file_name(file))
}

/// The kind of a DFS event, as the page reads it in a frame ("visit", "backtrack", ...).
#[derive(Clone, Copy, Serialize, tsify::Tsify)]
#[serde(rename_all = "lowercase")]
pub(crate) enum EventKind {
    Visit,
    Backtrack,
    Solution,
    Exhausted,
}

impl EventKind {
    pub(crate) fn of<M>(event: Option<&crate::engine::Event<M>>) -> Option<EventKind> {
        use crate::engine::Event;
        event.map(|e| match e {
            Event::Visit(_) => EventKind::Visit,
            Event::Backtrack(_) => EventKind::Backtrack,
            Event::Solution => EventKind::Solution,
            Event::Exhausted => EventKind::Exhausted,
        })
    }
}

/// The kind of a depth-bounded search's event ("iteration", "visit", "prune", ...), as the
/// page reads it in the frames of the models that step `engine::DeepSearch`.
pub(crate) fn deep_event_name<S>(event: &crate::engine::DeepEvent<S>) -> &'static str {
    use crate::engine::DeepEvent;
    match event {
        DeepEvent::Iteration { .. } => "iteration",
        DeepEvent::Visit { .. } => "visit",
        DeepEvent::Prune { .. } => "prune",
        DeepEvent::Repeat { .. } => "repeat",
        DeepEvent::Backtrack { .. } => "backtrack",
        DeepEvent::Found => "found",
        DeepEvent::Exhausted => "exhausted",
        DeepEvent::Stopped => "stopped",
    }
}

/// Where a search stands, as the page reads it.
#[derive(Clone, Copy, Serialize, tsify::Tsify)]
#[serde(rename_all = "lowercase")]
pub(crate) enum OutcomeKind {
    Running,
    Solved,
    Exhausted,
}

impl From<crate::engine::Outcome> for OutcomeKind {
    fn from(o: crate::engine::Outcome) -> Self {
        match o {
            crate::engine::Outcome::Running => OutcomeKind::Running,
            crate::engine::Outcome::Solved => OutcomeKind::Solved,
            crate::engine::Outcome::Exhausted => OutcomeKind::Exhausted,
        }
    }
}

/// Square `name` ("c3") on `board` ("8x8") as its index (rank * cols + file), or the
/// coded error (not a square name, or off this board).
#[wasm_bindgen]
pub fn parse_square(board: JsValue, name: JsValue) -> Result<u32, JsValue> {
    let (board, name) = (args::text(&board, "board")?, args::text(&name, "name")?);
    let board = crate::puzzles::board::Board::parse(&board).map_err(error)?;
    board.parse_square(&name).map_err(error)
}

/// The name of square `square` on a board of `rows` x `cols` ("a1" is 0).
#[wasm_bindgen]
pub fn square_name(rows: JsValue, cols: JsValue, square: JsValue) -> Result<String, JsValue> {
    let max = crate::puzzles::board::MAX_SIDE;
    let rows = args::small(&rows, "rows", 1, max)?;
    let cols = args::small(&cols, "cols", 1, max)?;
    let board = crate::puzzles::board::Board::new(rows, cols).map_err(error)?;
    let square = args::index(&square, "square", board.len() as usize)?;
    Ok(board.name(square))
}
