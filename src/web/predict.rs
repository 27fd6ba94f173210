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

/// The most characters of an answer read (a square, a word, a column); more is junk.
pub(crate) const MAX_ANSWER: usize = 256;

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
            /// null once the search has ended. Nothing moves.
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Verdict | null")]
            pub fn answer(
                &mut self,
                text: wasm_bindgen::JsValue,
            ) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue> {
                let text = $crate::web::args::text(&text, "text")?;
                let text: String = text
                    .chars()
                    .take($crate::web::predict::MAX_ANSWER)
                    .collect();
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
