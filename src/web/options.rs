//! The views' option sets for the page: their declarations (`option_schema`), and one
//! check of a whole set (`check_options`) that builds no model and answers per option.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, bad, to_js};
use crate::puzzles::message::{Message, Params};
use crate::puzzles::options::{OptionError, Spec, Value};
use crate::puzzles::views::{self, View};

fn view_name(view: &JsValue) -> Result<&'static View, JsValue> {
    let name = args::text(view, "view")?;
    views::view(&name).ok_or_else(|| bad(Message::new("web.unknown_view").text("name", name)))
}

/// The options of `view` (a route of the registry, `puzzles::views`) in the order they
/// are read: `[{name, kind, default, min?, max?, choices?}]`.
#[wasm_bindgen(unchecked_return_type = "Spec[]")]
pub fn option_schema(view: JsValue) -> Result<JsValue, JsValue> {
    let specs: &[Spec] = view_name(&view)?.options;
    Ok(to_js(specs))
}

/// A bad value as the page says it.
#[derive(Serialize, tsify::Tsify)]
struct Bad<'a> {
    name: &'static str,
    code: &'static str,
    #[tsify(type = "Record<string, Param>")]
    params: Params<'a>,
}

#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "OptionsReport", hashmap_as_object)]
struct Report<'a> {
    /// Every option's value as the page keeps it (the default in place of a bad one).
    values: &'a std::collections::BTreeMap<&'static str, Option<Value>>,
    errors: Vec<Bad<'a>>,
}

/// Check a set of `view`'s options (`{name: text or true/false}`; one left out takes its
/// default) without building anything but what they name: `{values, errors}`, each error
/// `{name, code, params}`. Options are read in order, each against those before
/// it, a bad one replaced by its default.
#[wasm_bindgen(unchecked_return_type = "OptionsReport")]
pub fn check_options(view: JsValue, values: JsValue) -> Result<JsValue, JsValue> {
    let view = view_name(&view)?;
    let given = args::given(values, "values", view.options)?;
    let checked = (view.check)(&given);
    let errors = checked.errors.iter().map(|e: &OptionError| Bad {
        name: e.name,
        code: e.message.code,
        params: e.message.params_map(),
    });
    Ok(to_js(&Report {
        values: &checked.values,
        errors: errors.collect(),
    }))
}
