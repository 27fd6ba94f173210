//! `table()` on each stepped class: the trace table of its instance's whole run (up to
//! `puzzles::table::MAX_STEPS`, as the CLI's `--table`), computed by `puzzles::table`.

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

/// `levels()` on `$class`: its search tree's levels over the whole run (`table::levels`),
/// the run being the fresh search `$search` with `$this` the instance.
macro_rules! levels_method {
    ($class:ty, |$this:ident| $search:expr) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            /// The search tree's levels: `{columns, rows, known, steps, complete}`.
            #[wasm_bindgen::prelude::wasm_bindgen(unchecked_return_type = "Table")]
            pub fn levels(&self) -> wasm_bindgen::JsValue {
                let $this = self;
                $crate::web::to_js(&$crate::puzzles::table::levels(
                    $search,
                    $crate::puzzles::table::MAX_STEPS,
                ))
            }
        }
    };
}

pub(crate) use levels_method;
