//! `table()` on each stepped class: the trace table of its instance's whole run (as far as
//! the page can record it), computed by `puzzles::table`, the CLI's `--table` source too.

/// `table()` on `$class`, the table being `$body` with `$this` the instance.
macro_rules! table_method {
    ($class:ty, |$this:ident| $body:expr) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// The trace table: `{columns, rows, known, steps, complete}` (see `Table`).
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Table")]
            pub fn table(&self) -> wasm_bindgen::JsValue {
                let $this = self;
                $crate::web::to_js(&$body)
            }
        }
    };
}

pub(crate) use table_method;

/// How far a table's run goes: as far as the page's recording of the same search.
pub(crate) fn limit<S: crate::engine::Stepper, V>(trace: &crate::engine::Trace<S, V>) -> u64
where
    V: crate::engine::Replay<S::Event>,
{
    trace.capacity() as u64
}
