//! The methods every steppable class shares with the page's player: step, back, seek,
//! reset, and where the cursor stands. A class has a `trace` and a `full` field and a
//! `fresh()` that rebuilds it from its parameters.

use serde::Serialize;

/// The most bytes of events one search keeps for stepping back (`Trace::within_bytes`
/// turns them into events: 8 to 20 bytes each). With the views beside them, a view stays
/// well under 256 MB of wasm memory.
pub(crate) const RECORDING: usize = 32 << 20;

/// Where the player's cursor stands, as one object for the page.
#[derive(Serialize)]
pub(crate) struct Cursor {
    /// Events shown so far.
    pub steps: f64,
    /// Events recorded so far (the scrub bar's extent).
    pub recorded: f64,
    /// Whether the search has ended and its last event is shown.
    pub finished: bool,
    /// Whether stepping stopped because the recording is full.
    pub full: bool,
}

/// Implement the player's methods for a class holding `trace: Trace<_, _>` and `full: bool`.
macro_rules! player_methods {
    ($class:ty) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// Show up to `n` more events; returns how many were shown.
            pub fn step(&mut self, n: u32) -> u32 {
                let (shown, halt) = self.trace.forward(n.into());
                self.full = halt == Some($crate::engine::Halt::Full);
                shown as u32
            }
            /// Take back up to `n` events; returns how many were taken back.
            pub fn back(&mut self, n: u32) -> u32 {
                self.full = false;
                self.trace.backward(n.into()) as u32
            }
            /// Go to just after event `step` (0 is the start); returns where it ended up.
            pub fn seek(&mut self, step: f64) -> f64 {
                let (at, halt) = self.trace.seek(step.max(0.0) as u64);
                self.full = halt == Some($crate::engine::Halt::Full);
                at as f64
            }
            /// Back to the start, forgetting the recording.
            pub fn reset(&mut self) {
                *self = self.fresh();
            }
            /// Where the cursor stands: `{steps, recorded, finished, full}`.
            pub fn cursor(&self) -> wasm_bindgen::JsValue {
                $crate::web::to_js(&$crate::web::player::Cursor {
                    steps: self.trace.steps() as f64,
                    recorded: self.trace.recorded() as f64,
                    finished: self.trace.finished(),
                    full: self.full,
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
        }
    };
}

pub(crate) use player_methods;
