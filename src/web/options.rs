//! The views' option sets for the page: their declarations (`option_schema`), and one
//! check of a whole set (`check_options`) that builds no model and answers per option.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, bad, to_js, DRAW_SIDE};
use crate::puzzles::message::{Message, Params};
use crate::puzzles::options::{Checked, Given, OptionError, Spec, Value};
use crate::puzzles::{knight, maze, queens, sudoku};

/// The declared sets, by the name of the view that shows them.
fn specs(view: &str) -> Option<&'static [Spec]> {
    Some(match view {
        "knight" => knight::options::TOUR,
        "bfs" => knight::options::LAYERS,
        "queens" => queens::options::OPTIONS,
        "sudoku" => sudoku::options::OPTIONS,
        "maze" => maze::options::OPTIONS,
        _ => return None,
    })
}

/// A set read, its options forgotten: the values as the page keeps them, and the errors.
fn check(view: &str, given: &Given) -> Option<Checked<()>> {
    fn erase<T>(c: Checked<T>) -> Checked<()> {
        Checked {
            options: (),
            values: c.values,
            errors: c.errors,
        }
    }
    Some(match view {
        "knight" => erase(knight::options::tour(given)),
        "bfs" => erase(knight::options::layers(given, DRAW_SIDE)),
        "queens" => erase(queens::options::read(given)),
        "sudoku" => erase(sudoku::options::read(given)),
        "maze" => erase(maze::options::read(
            given,
            maze::MAX_DRAWN,
            super::maze::PAGE_LIMIT,
        )),
        _ => return None,
    })
}

fn view_name(view: &JsValue) -> Result<(String, &'static [Spec]), JsValue> {
    let name = args::text(view, "view")?;
    let specs = specs(&name)
        .ok_or_else(|| bad(Message::new("web.unknown_view").text("name", name.clone())))?;
    Ok((name, specs))
}

/// The options of `view` ("knight", "bfs", "queens", "sudoku", "maze") in the order they
/// are read: `[{name, kind, default, min?, max?, choices?}]`.
#[wasm_bindgen(unchecked_return_type = "Spec[]")]
pub fn option_schema(view: JsValue) -> Result<JsValue, JsValue> {
    let (_, specs) = view_name(&view)?;
    Ok(to_js(specs))
}

/// A bad value as the page says it.
#[derive(Serialize, tsify::Tsify)]
struct Bad<'a> {
    name: &'static str,
    code: &'static str,
    #[tsify(type = "Record<string, Param>")]
    params: Params<'a>,
    english: &'a str,
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
/// `{name, code, params, english}`. Options are read in order, each against those before
/// it, a bad one replaced by its default.
#[wasm_bindgen(unchecked_return_type = "OptionsReport")]
pub fn check_options(view: JsValue, values: JsValue) -> Result<JsValue, JsValue> {
    let (name, specs) = view_name(&view)?;
    let given = args::given(values, "values", specs)?;
    let checked = check(&name, &given).expect("a declared view");
    let errors = checked.errors.iter().map(|e: &OptionError| Bad {
        name: e.name,
        code: e.message.code,
        params: e.message.params_map(),
        english: &e.english,
    });
    Ok(to_js(&Report {
        values: &checked.values,
        errors: errors.collect(),
    }))
}
