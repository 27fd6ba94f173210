//! The wasm facade in headless Chromium: construction from plain parameters, stepping
//! forwards and back, counting, and the messages a person sees for bad input.
#![cfg(target_arch = "wasm32")]

use searchlight::web::{knight_graph, KnightCounter, KnightSearch, Search};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

/// An argument as the page passes it.
fn js(x: impl Into<JsValue>) -> JsValue {
    x.into()
}

wasm_bindgen_test_configure!(run_in_browser);

/// The English text of a coded error (its `message`, the CLI's words).
fn message(e: impl Into<JsValue>) -> String {
    let v: JsValue = e.into();
    js_sys::Reflect::get(&v, &"message".into())
        .unwrap()
        .as_string()
        .unwrap()
}

/// A value as JSON, to compare frames whole.
/// An options object of text fields, as the page sends one.
fn opts(fields: &[(&str, &str)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in fields {
        js_sys::Reflect::set(&o, &js(*k), &js(*v)).unwrap();
    }
    o.into()
}

fn json(v: &JsValue) -> String {
    js_sys::JSON::stringify(v).unwrap().as_string().unwrap()
}

/// The field `path` ("status.code", "order") of a frame or report.
fn get(v: &JsValue, path: &str) -> JsValue {
    path.split('.').fold(v.clone(), |v, key| {
        js_sys::Reflect::get(&v, &key.into()).unwrap()
    })
}

fn text(v: &JsValue, path: &str) -> String {
    get(v, path).as_string().unwrap_or_default()
}

fn num(v: &JsValue, path: &str) -> f64 {
    get(v, path).as_f64().unwrap()
}

fn numbers(v: &JsValue, path: &str) -> Vec<u32> {
    js_sys::Array::from(&get(v, path))
        .iter()
        .map(|x| x.as_f64().unwrap() as u32)
        .collect()
}

/// A message's code and its parameters as JSON, to compare whole.
fn said(v: &JsValue, path: &str) -> String {
    let m = get(v, path);
    let params = js_sys::JSON::stringify(&get(&m, "params")).unwrap();
    format!("{} {}", text(&m, "code"), String::from(params))
}

/// Model `name` of the registry, built from `options` as the page builds it.
fn model(name: &str, options: JsValue) -> Result<Search, JsValue> {
    Search::of(name, options)
}

/// Extra `name` of model `m`, with `arg`.
fn extra(m: &mut Search, name: &str, arg: impl Into<JsValue>) -> Result<JsValue, JsValue> {
    m.extra(js(name), arg.into())
}

/// The numbers of an array or typed array.
fn ints(v: &JsValue) -> Vec<u32> {
    js_sys::Array::from(v)
        .iter()
        .map(|x| x.as_f64().unwrap() as u32)
        .collect()
}

/// The maze mouse's options as the page sends them.
fn maze_options(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

mod graphs;
mod knight;
mod maze;
mod page;
mod puzzle;
mod queens;
mod sokoban;
mod sudoku;
