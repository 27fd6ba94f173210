//! "Your turn" for the page: the two methods every steppable class with questions shares,
//! `question()` and `answer(text)`. A class implements [`Asks`] with its puzzle's
//! `predict` module; the grading is the puzzle's, none is here.

use crate::engine::Replay;
use crate::puzzles::predict::{Question, Verdict};

/// The view after `next`, the event asked about: what its narration is said of.
pub(crate) fn after<E, V: Clone + Replay<E>>(view: &V, next: &E) -> V {
    let mut after = view.clone();
    after.forward(next);
    after
}

/// What a class gives the shared methods: the question about its next step, and the grade
/// of an answer to it.
pub(crate) trait Asks {
    /// The question before the next event, or None once the search has ended.
    fn ask(&mut self) -> Option<Question>;
    /// Grade `text` against `q`, asked of the frame at the cursor.
    fn grade(&self, q: &Question, text: &str) -> Verdict;
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
            let english = format!(
                "an answer is at most {MAX_ANSWER} characters, not {}",
                s.length()
            );
            return Err(super::message_error(
                &crate::puzzles::message::Message::new("predict.answer_long")
                    .num("max", MAX_ANSWER)
                    .num("length", s.length()),
                &english,
            ));
        }
    }
    super::args::text(v, "text").map(|t| crate::puzzles::predict::halfwidth(&t))
}

/// `question()` and `answer(text)` for a class that implements [`Asks`].
macro_rules! predict_methods {
    ($class:ty) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// "Your turn": the question about the next step (`{message, answer, accepts,
            /// candidates, hint, why, can_back, then_type, free}`), or null once the search
            /// has ended.
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Question | null")]
            pub fn question(&mut self) -> wasm_bindgen::JsValue {
                match $crate::web::predict::Asks::ask(self) {
                    Some(q) => $crate::web::to_js(&q),
                    None => wasm_bindgen::JsValue::NULL,
                }
            }
            /// Grade `text` by the search's rule: `{right, given, answer, accepts, why}`, or
            /// null once the search has ended. Nothing moves. Text longer than
            /// `MAX_ANSWER` is a coded error (`predict.answer_long`), read no further.
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Verdict | null")]
            pub fn answer(
                &mut self,
                text: wasm_bindgen::JsValue,
            ) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue> {
                let text = $crate::web::predict::answer_text(&text)?;
                let Some(q) = $crate::web::predict::Asks::ask(self) else {
                    return Ok(wasm_bindgen::JsValue::NULL);
                };
                Ok($crate::web::to_js(&$crate::web::predict::Asks::grade(
                    self, &q, &text,
                )))
            }
        }
    };
}

pub(crate) use predict_methods;
