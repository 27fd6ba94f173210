//! The trace tables a stepped model offers (`Search::table`, `Search::levels`): each
//! model's own run computed by `puzzles::table`, up to `puzzles::table::MAX_STEPS` steps
//! as the CLI's `--table`; here only their crossing to JavaScript.

use wasm_bindgen::JsValue;

use crate::engine::{Dfs, Problem};

/// The search tree's levels over the whole run of the fresh depth-first `search`
/// (`puzzles::table::levels`), as a JavaScript `Table`.
pub(crate) fn levels<P: Problem>(search: Dfs<P>) -> JsValue {
    super::to_js(&crate::puzzles::table::levels(
        search,
        crate::puzzles::table::MAX_STEPS,
    ))
}
