//! "Your turn" for the page: `Search::question` and `Search::answer(text)`. A model with
//! questions implements `Page::ask` and `Page::grade` with its puzzle's `predict` module;
//! the grading is the puzzle's, none is here.

use crate::engine::Replay;

/// The view after `next`, the event asked about: what its narration is said of.
pub(crate) fn after<E, V: Clone + Replay<E>>(view: &V, next: &E) -> V {
    let mut after = view.clone();
    after.forward(next);
    after
}

/// The most characters of an answer (a square, a word, a column, "r12c13 14"), counted as
/// a text field's `maxlength` counts them (UTF-16 code units); the page's answer field
/// takes no more (`limits().answer_chars`).
pub(crate) const MAX_ANSWER: u32 = 256;

/// The answer `v` as text, or a coded error: not text, or longer than [`MAX_ANSWER`]
/// (measured in JavaScript before anything is copied, so 10 MB of junk costs nothing).
pub(crate) fn answer_text(v: &wasm_bindgen::JsValue) -> Result<String, wasm_bindgen::JsValue> {
    use wasm_bindgen::JsCast;
    if let Some(s) = v.dyn_ref::<js_sys::JsString>() {
        if s.length() > MAX_ANSWER {
            return Err(super::message_error(
                &crate::puzzles::message::Message::new("predict.answer_long")
                    .num("max", MAX_ANSWER)
                    .num("length", s.length()),
            ));
        }
    }
    super::args::text(v, "text").map(|t| crate::puzzles::predict::halfwidth(&t))
}
