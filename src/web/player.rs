//! The methods every steppable class shares with the page's player: step, back, seek,
//! reset, and where the cursor stands. A class has a `trace` and a `full` field and a
//! `fresh()` that rebuilds it from its parameters.

use serde::Serialize;

/// The most bytes of events one search keeps for stepping back (`Trace::within_bytes`
/// turns them into events: 8 to 20 bytes each). With the views beside them, a view stays
/// well under 256 MB of wasm memory.
pub(crate) const RECORDING: usize = 32 << 20;

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

/// Implement the player's methods for a class holding `trace: Trace<_, _>` and `full: bool`.
/// A class whose search can end at a bound names the test for it, `bounded = |m| ...`
/// (`Cursor::bounded`); without it the search ends only by its goal or its whole tree.
macro_rules! player_methods {
    ($class:ty) => {
        $crate::web::player::player_methods!($class, bounded = |_| false);
    };
    ($class:ty, bounded = $bounded:expr) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// Show up to `n` more events (0 to 2^32 - 1; the recording bounds the
            /// work); returns how many were shown.
            pub fn step(&mut self, n: wasm_bindgen::JsValue) -> Result<u32, wasm_bindgen::JsValue> {
                let n = $crate::web::args::small(&n, "n", 0, u32::MAX)?;
                let (shown, halt) = self.trace.forward(n.into());
                self.full = halt == Some($crate::engine::Halt::Full);
                Ok(shown as u32)
            }
            /// Take back up to `n` events (0 to 2^32 - 1); returns how many were taken back.
            pub fn back(&mut self, n: wasm_bindgen::JsValue) -> Result<u32, wasm_bindgen::JsValue> {
                let n = $crate::web::args::small(&n, "n", 0, u32::MAX)?;
                self.full = false;
                Ok(self.trace.backward(n.into()) as u32)
            }
            /// Go to just after event `step` (0 is the start, at most 2^53 - 1; the
            /// recording bounds the work); returns where it ended up.
            pub fn seek(
                &mut self,
                step: wasm_bindgen::JsValue,
            ) -> Result<f64, wasm_bindgen::JsValue> {
                let step = $crate::web::args::whole(&step, "step", 0, $crate::web::args::MAX_SAFE)?;
                let (at, halt) = self.trace.seek(step);
                self.full = halt == Some($crate::engine::Halt::Full);
                Ok(at as f64)
            }
            /// Back to the start, forgetting the recording.
            pub fn reset(&mut self) {
                *self = self.fresh();
            }
            /// Where the cursor stands: `{steps, recorded, finished, ended, full}`.
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Cursor")]
            pub fn cursor(&self) -> wasm_bindgen::JsValue {
                $crate::web::to_js(&$crate::web::player::Cursor {
                    steps: self.trace.steps() as f64,
                    recorded: self.trace.recorded() as f64,
                    finished: self.trace.finished(),
                    ended: self.trace.ended(),
                    full: self.full,
                    bounded: self.bounded(),
                })
            }
        }

        /// The cursor's parts for Rust callers (tests); the page reads `cursor()`.
        impl $class {
            pub fn steps(&self) -> f64 {
                self.trace.steps() as f64
            }
            pub fn recorded(&self) -> f64 {
                self.trace.recorded() as f64
            }
            pub fn finished(&self) -> bool {
                self.trace.finished()
            }
            pub fn full(&self) -> bool {
                self.full
            }
            /// Whether the search ended at a bound, not by its goal or its whole tree.
            pub fn bounded(&self) -> bool {
                let bounded: fn(&$class) -> bool = $bounded;
                self.trace.ended() && bounded(self)
            }
        }
    };
}

pub(crate) use player_methods;
