//! "Your turn" for the page: `Search::question` and `Search::answer(text)`. A model with
//! questions implements `Page::ask` and `Page::grade` with its puzzle's `predict` module;
//! the grading is the puzzle's, none is here.

use crate::engine::{Replay, Stepper, Trace};

/// The view after `next`, the event asked about: what its narration is said of.
pub(crate) fn after<E, V: Clone + Replay<E>>(view: &V, next: &E) -> V {
    let mut after = view.clone();
    after.forward(next);
    after
}

/// The events from the cursor up to and including the first that `on_the_way` does not
/// pass (at most `limit`), and `why(view, last)` said of the view after them, the trace then
/// taken back to where it was: what a depth-first question is asked before (its prunes and
/// skips played on the way to the answer).
pub(crate) fn look_ahead<S, V, W>(
    trace: &mut Trace<S, V>,
    limit: usize,
    on_the_way: fn(&S::Event) -> bool,
    why: impl FnOnce(&V, Option<&S::Event>) -> W,
) -> (Vec<S::Event>, W)
where
    S: Stepper,
    S::Event: Copy,
    V: Replay<S::Event>,
{
    let mut run = Vec::new();
    while run.len() < limit {
        if trace.forward(1).0 == 0 {
            break;
        }
        let e = *trace.last_event().expect("an event shown");
        run.push(e);
        if !on_the_way(&e) {
            break;
        }
    }
    let said = why(trace.view(), run.last());
    trace.backward(run.len() as u64);
    (run, said)
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
