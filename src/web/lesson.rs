//! The lesson format for the page: `crate::lesson` reads a lesson's text, so the page and the
//! CLI (`searchlight scorm --lesson-file`) take and refuse the same lessons, at the same line.

use wasm_bindgen::prelude::*;

use serde::Serialize;

use super::{args, error};
use crate::lesson;

/// The lesson in `text` (`{title, summary, slides}`), or its first mistake as a coded error
/// naming its line (anything but text is the facade's web.not_text).
#[wasm_bindgen(unchecked_return_type = "Lesson")]
pub fn parse_lesson(text: JsValue) -> Result<JsValue, JsValue> {
    let text = args::text(&text, "text")?;
    let read = lesson::parse(&text).map_err(error)?;
    // A slide without @play has `play: null`, as the page tests it.
    let s = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    Ok(read.serialize(&s).unwrap_or(JsValue::NULL))
}
