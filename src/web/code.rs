//! "The code" for the page: `code()` on every stepped class whose puzzle says where its
//! listing stands (`Shows`, over the puzzle's `code` module). Nothing is decided here.

use crate::engine::{Stepper, Trace};
use crate::puzzles::code::CodeState;

/// What a class gives the shared method: where its listing stands at the cursor.
pub(crate) trait Shows {
    fn code_state(&self) -> CodeState;
}

/// The last event shown and the one before it: what a step's lines depend on.
pub(crate) fn last_two<S: Stepper, V>(trace: &Trace<S, V>) -> (Option<&S::Event>, Option<&S::Event>)
where
    V: crate::engine::Replay<S::Event>,
{
    let shown = trace.shown();
    (shown.last(), shown.len().checked_sub(2).map(|i| &shown[i]))
}

/// `code()` for a class that implements [`Shows`].
macro_rules! code_methods {
    ($class:ty) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// "The code": the lines the last step ran (labels; the last is the current
            /// line), the variables with their values, and the call stack.
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "CodeState")]
            pub fn code(&self) -> wasm_bindgen::JsValue {
                $crate::web::to_js(&$crate::web::code::Shows::code_state(self))
            }
        }
    };
}

pub(crate) use code_methods;
