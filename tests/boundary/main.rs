//! The wasm boundary under junk, in headless Chromium: every export of the generated glue
//! (functions, constructors, methods, statics), called from JavaScript with wrong types,
//! negatives, NaN, infinities, fractions, huge and out-of-range values, throws a JavaScript
//! `Error` carrying the boundary's code, never a `WebAssembly.RuntimeError` (a panic or a
//! trap), and the instance still works afterwards. The exports are read from the glue that
//! wasm-bindgen generated for this test, so a new export without a case here fails.
#![cfg(target_arch = "wasm32")]

// Linked for its exports (and read for the registry's model names).
extern crate searchlight;

use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

// The calls are made from JavaScript, so the arguments cross the boundary exactly as the
// page's do. The test runner's page (run.js) names the glue module; importing it again
// gives the same, already initialised, module.
#[wasm_bindgen(inline_js = r#"
const isClass = (v) => typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));

export async function load_glue() {
  const run = await (await fetch(new URL('run.js', location.href))).text();
  const m = run.match(/from\s+'(\.\/[^']+)'/);
  if (!m) throw new Error('run.js names no glue module');
  return import(new URL(m[1], location.href).href);
}

// "fn", "Class" (its constructor), "Class.method", "Class::static": everything the glue
// exports but its own plumbing and the test harness's.
export function export_names(g) {
  const names = [];
  for (const [name, v] of Object.entries(g)) {
    if (typeof v !== 'function' || name.startsWith('__') || ['default', 'initSync', 'WasmBindgenTestContext'].includes(name)) continue;
    names.push(name);
    if (!isClass(v)) continue;
    for (const k of Object.getOwnPropertyNames(v)) {
      if (!['length', 'name', 'prototype'].includes(k) && !k.startsWith('__')) names.push(`${name}::${k}`);
    }
    for (const k of Object.getOwnPropertyNames(v.prototype)) {
      if (!['constructor', 'free'].includes(k) && !k.startsWith('__')) names.push(`${name}.${k}`);
    }
  }
  return names.sort();
}

export function construct(g, cls, args) {
  return Reflect.construct(g[cls], args);
}

// Call export `name` (on `self` for a method) with `args`: {outcome: "ok" | "error" |
// "trap" | "other", code, message}.
export function attempt(g, name, self, args) {
  try {
    if (name.includes('::')) {
      const [c, m] = name.split('::');
      g[c][m](...args);
    } else if (name.includes('.')) {
      const [c, m] = name.split('.');
      g[c].prototype[m].apply(self, args);
    } else if (isClass(g[name])) {
      Reflect.construct(g[name], args).free();
    } else {
      g[name](...args);
    }
    return { outcome: 'ok' };
  } catch (e) {
    const outcome = e instanceof WebAssembly.RuntimeError ? 'trap' : e instanceof Error ? 'error' : 'other';
    return { outcome, code: e && e.code, message: String((e && e.message) || e) };
  }
}

export function free(x) { x.free(); }
export function junk_object() { return { toString() { return '5'; }, valueOf() { return 5; } }; }
export function big() { return 10n; }
export function symbol() { return Symbol('x'); }
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn load_glue() -> Result<JsValue, JsValue>;
    fn export_names(g: &JsValue) -> Array;
    fn construct(g: &JsValue, class: &str, args: &Array) -> JsValue;
    fn attempt(g: &JsValue, name: &str, this: &JsValue, args: &Array) -> JsValue;
    fn free(x: &JsValue);
    fn junk_object() -> JsValue;
    fn big() -> JsValue;
    fn symbol() -> JsValue;
}

mod table;
use table::{whole, Arg, Arg::*, CLASSES, EASY, FUNCTIONS, MODELS, OPTIONAL, SEARCH, STATICS};

fn valid(a: Arg) -> JsValue {
    match a {
        Text(s) => s.into(),
        OptText => JsValue::UNDEFINED,
        Flag(b) => b.into(),
        Options(json) => js_sys::JSON::parse(json).expect("valid JSON"),
        Whole { valid, .. } => valid.into(),
        Bytes(len) => js_sys::Uint8Array::new_with_length(len).into(),
        Utf8(text) => js_sys::Uint8Array::from(text.as_bytes()).into(),
        OptBytes | Nothing => JsValue::UNDEFINED,
    }
}

/// Values that must be refused where `a` is expected.
fn junk(a: Arg) -> Vec<JsValue> {
    let n = |x: f64| JsValue::from(x);
    let objects = || {
        vec![
            js_sys::Object::new().into(),
            Array::new().into(),
            junk_object(),
            big(),
            symbol(),
        ]
    };
    let mut out = match a {
        Text(_) => vec![
            n(5.0),
            n(f64::NAN),
            JsValue::NULL,
            JsValue::UNDEFINED,
            JsValue::TRUE,
        ],
        OptText => vec![n(5.0), n(0.0), JsValue::TRUE],
        Flag(_) => vec![
            "true".into(),
            "".into(),
            n(1.0),
            n(0.0),
            JsValue::NULL,
            JsValue::UNDEFINED,
        ],
        Options(_) => vec![
            n(5.0),
            "queens".into(),
            JsValue::NULL,
            JsValue::UNDEFINED,
            JsValue::TRUE,
            js_sys::JSON::parse(r#"{"puzzle":5}"#).unwrap(),
            js_sys::JSON::parse(r#"{"puzzle":"queens","n":-1}"#).unwrap(),
            // The view's options as check_options takes them: text, not a number.
            js_sys::JSON::parse(r#"{"puzzle":"queens","n":8}"#).unwrap(),
            js_sys::JSON::parse(r#"{"puzzle":"queens","probes":1e300}"#).unwrap(),
            js_sys::JSON::parse(r#"{"puzzle":"queens","colour":"red"}"#).unwrap(),
        ],
        // Bytes of the right length in anything but a Uint8Array.
        Bytes(_) | Utf8(_) => {
            let len = match a {
                Utf8(text) => text.len() as u32,
                Bytes(len) => len,
                _ => 0,
            };
            vec![
                n(5.0),
                "rgba".into(),
                JsValue::NULL,
                JsValue::UNDEFINED,
                JsValue::TRUE,
                js_sys::ArrayBuffer::new(len).into(),
                js_sys::Uint8ClampedArray::new_with_length(len).into(),
                js_sys::Uint16Array::new_with_length(len / 2).into(),
                Array::from_iter((0..len).map(|_| JsValue::from(255))).into(),
            ]
        }
        Nothing => vec![n(5.0), "x".into(), JsValue::TRUE, n(0.0)],
        OptBytes => vec![
            n(5.0),
            "SLPDB1".into(),
            JsValue::TRUE,
            js_sys::ArrayBuffer::new(64).into(),
            js_sys::Uint16Array::new_with_length(8).into(),
        ],
        Whole { min, max, .. } => {
            let mut v = vec![
                "1".into(),
                "".into(),
                JsValue::NULL,
                JsValue::UNDEFINED,
                JsValue::TRUE,
                n(f64::NAN),
                n(f64::INFINITY),
                n(f64::NEG_INFINITY),
                n(-1.0),
                n(-0.5),
                n(min + 0.5),
                n(max + 1.0),
                n(2f64.powi(53)),
                n(1e300),
            ];
            if min > 0.0 {
                v.push(n(min - 1.0));
            }
            if max < min {
                v.push(n(min));
            }
            v
        }
    };
    // An empty options object is valid where every field has a default (the maze's).
    let skip = usize::from(matches!(a, Options(_)));
    out.extend(objects().into_iter().skip(skip));
    out
}

fn field(v: &JsValue, key: &str) -> String {
    Reflect::get(v, &key.into())
        .ok()
        .and_then(|x| x.as_string())
        .unwrap_or_default()
}

fn args(list: &[Arg]) -> Array {
    list.iter().map(|&a| valid(a)).collect()
}

/// Every call of `name` with one argument junked; each must throw the boundary's coded
/// `Error`. Returns how many calls were made.
fn junk_each(g: &JsValue, name: &str, this: &JsValue, list: &[Arg]) -> usize {
    let mut calls = 0;
    for (i, &a) in list.iter().enumerate() {
        for bad in junk(a) {
            let call = args(list);
            call.set(i as u32, bad.clone());
            let r = attempt(g, name, this, &call);
            let what = format!(
                "{name} with argument {i} = {} ({})",
                js_sys::JSON::stringify(&bad)
                    .ok()
                    .and_then(|s| s.as_string())
                    .unwrap_or_else(|| bad.js_typeof().as_string().unwrap_or_default()),
                bad.js_typeof().as_string().unwrap_or_default(),
            );
            assert_eq!(
                field(&r, "outcome"),
                "error",
                "{what}: {}",
                field(&r, "message")
            );
            let code = field(&r, "code");
            assert!(
                code.starts_with("web."),
                "{what}: code {code:?}, {}",
                field(&r, "message")
            );
            calls += 1;
        }
    }
    calls
}

/// A valid call must succeed (where a valid value exists), so that the junk calls'
/// errors are the boundary's and not the puzzle's.
fn valid_call(g: &JsValue, name: &str, this: &JsValue, list: &[Arg]) {
    if list
        .iter()
        .any(|a| matches!(a, Whole { min, max, .. } if max < min))
    {
        return;
    }
    let r = attempt(g, name, this, &args(list));
    assert_eq!(
        field(&r, "outcome"),
        "ok",
        "{name}: {}",
        field(&r, "message")
    );
}

/// With no arguments to check, junk passed anyway is ignored: the call still succeeds.
fn extra_junk(g: &JsValue, name: &str, this: &JsValue) {
    let call: Array = junk(Text("")).into_iter().collect();
    let r = attempt(g, name, this, &call);
    assert_eq!(
        field(&r, "outcome"),
        "ok",
        "{name} with extra junk: {}",
        field(&r, "message")
    );
}

#[wasm_bindgen_test]
async fn every_export_refuses_junk_with_an_error_never_a_trap() {
    let g = load_glue().await.expect("the glue module");
    let mut cases: Vec<String> = FUNCTIONS.iter().map(|(n, _)| n.to_string()).collect();
    cases.extend(STATICS.iter().map(|(n, _)| n.to_string()));
    cases.push("Search".into());
    cases.push("Search.extra".into());
    for (m, _) in SEARCH {
        cases.push(format!("Search.{m}"));
    }
    for c in CLASSES {
        cases.push(c.name.to_string());
        for (m, _) in c.methods {
            cases.push(format!("{}.{m}", c.name));
        }
    }
    cases.sort();
    let exported: Vec<String> = export_names(&g)
        .iter()
        .map(|x| x.as_string().unwrap())
        .collect();
    // A new export needs its junk case here (and an old case goes with its export).
    assert_eq!(exported, cases);

    let mut calls = 0;
    for (name, list) in FUNCTIONS.iter().chain(STATICS) {
        valid_call(&g, name, &JsValue::UNDEFINED, list);
        if list.is_empty() {
            extra_junk(&g, name, &JsValue::UNDEFINED);
        }
        calls += junk_each(&g, name, &JsValue::UNDEFINED, list);
    }
    calls += every_model_refuses_junk(&g);
    for c in CLASSES {
        valid_call(&g, c.name, &JsValue::UNDEFINED, c.new);
        calls += junk_each(&g, c.name, &JsValue::UNDEFINED, c.new);
        let this = construct(&g, c.name, &args(c.new));
        let freed = construct(&g, c.name, &args(c.new));
        free(&freed);
        for (m, list) in c.methods {
            let name = format!("{}.{m}", c.name);
            calls += junk_each(&g, &name, &this, list);
            valid_call(&g, &name, &this, list);
            if list.is_empty() {
                extra_junk(&g, &name, &this);
            }
            not_an_instance(&g, &name, &freed, list);
        }
        // After all that junk the instance still answers.
        // (Its first method that takes nothing.)
        let probe = c
            .methods
            .iter()
            .find(|(_, list)| list.is_empty())
            .map_or("report", |(m, _)| *m);
        let r = attempt(&g, &format!("{}.{probe}", c.name), &this, &Array::new());
        assert_eq!(
            field(&r, "outcome"),
            "ok",
            "{} after junk: {}",
            c.name,
            field(&r, "message")
        );
        // Freeing twice is an Error too, not a trap.
        let r = attempt(&g, &format!("{}.free", c.name), &freed, &Array::new());
        assert_ne!(field(&r, "outcome"), "trap", "{} freed twice", c.name);
        free(&this);
    }
    console_log!(
        "{} exports, {calls} calls with junk arguments",
        exported.len()
    );
    assert!(calls > 2000, "only {calls} junk calls");
}

/// Called on something that is not an instance, or on a freed one: an Error from the glue,
/// not a read of memory at address 0.
fn not_an_instance(g: &JsValue, name: &str, freed: &JsValue, list: &[Arg]) {
    for not_this in [
        js_sys::Object::new().into(),
        freed.clone(),
        JsValue::UNDEFINED,
    ] {
        let r = attempt(g, name, &not_this, &args(list));
        assert_eq!(
            field(&r, "outcome"),
            "error",
            "{name} on a non-instance: {}",
            field(&r, "message")
        );
    }
}

/// A call that must fail with the coded error `code`.
fn refused(g: &JsValue, name: &str, this: &JsValue, call: &Array, code: &str, what: &str) {
    let r = attempt(g, name, this, call);
    assert_eq!(
        (field(&r, "outcome"), field(&r, "code")),
        ("error".to_string(), code.to_string()),
        "{what}: {}",
        field(&r, "message")
    );
}

/// `Search`, row by row, on every model of the registry: its constructor with each argument
/// junked; each method offered, with valid and junked arguments; each not offered, a coded
/// `web.not_offered`; each extra, with valid and junked arguments, and names that are not
/// its extras `web.unknown_extra`. Returns how many junk calls were made.
fn every_model_refuses_junk(g: &JsValue) -> usize {
    // A row for every model the registry names, in its order: a model without one (or
    // one the facade does not build) fails here.
    let named: Vec<&str> = searchlight::puzzles::views::models().collect();
    let rows: Vec<&str> = MODELS.iter().map(|m| m.name).collect();
    assert_eq!(rows, named, "the table's models against the registry's");
    let mut calls = 0;
    let none = JsValue::UNDEFINED;
    refused(
        g,
        "Search",
        &none,
        &args(&[Text("nope"), Options("{}"), Nothing]),
        "web.unknown_model",
        "an unknown model",
    );
    let all_extras: Vec<&str> = MODELS
        .iter()
        .flat_map(|m| m.extras.iter().map(|(e, _)| *e))
        .collect();
    for m in MODELS {
        let new = [Text(m.name), Options(m.options), m.extra];
        valid_call(g, "Search", &none, &new);
        calls += junk_each(g, "Search", &none, &new);
        let this = construct(g, "Search", &args(&new));
        let freed = construct(g, "Search", &args(&new));
        free(&freed);
        let offers = |name: &str| -> bool {
            let class = Reflect::get(g, &"Search".into()).unwrap();
            let proto = Reflect::get(&class, &"prototype".into()).unwrap();
            let f: js_sys::Function = Reflect::get(&proto, &"offers".into()).unwrap().into();
            f.call1(&this, &name.into()).unwrap().as_bool().unwrap()
        };
        for (method, list) in SEARCH {
            let name = format!("Search.{method}");
            if OPTIONAL.contains(method) && !offers(method) {
                refused(
                    g,
                    &name,
                    &this,
                    &args(list),
                    "web.not_offered",
                    &format!("{} {method}", m.name),
                );
            } else {
                calls += junk_each(g, &name, &this, list);
                valid_call(g, &name, &this, list);
                if list.is_empty() {
                    extra_junk(g, &name, &this);
                }
            }
            not_an_instance(g, &name, &freed, list);
        }
        // Every extra the table gives this model is one it offers; every other name of the
        // table's (another model's extra, a method) is refused by name.
        for (extra, arg) in m.extras {
            assert!(offers(extra), "{} does not offer {extra}", m.name);
            let list = [Text(extra), *arg];
            let what = format!("{}.extra {extra}", m.name);
            if matches!(arg, OptText) {
                // It takes no argument: junk given anyway is ignored.
                valid_call(g, "Search.extra", &this, &list[..1]);
                let mut call = junk(Text(""));
                call.insert(0, (*extra).into());
                let r = attempt(g, "Search.extra", &this, &call.into_iter().collect());
                assert_eq!(
                    field(&r, "outcome"),
                    "ok",
                    "{what}: {}",
                    field(&r, "message")
                );
                calls += junk_each(g, "Search.extra", &this, &list[..1]);
            } else {
                valid_call(g, "Search.extra", &this, &list);
                calls += junk_each(g, "Search.extra", &this, &list);
            }
        }
        for other in all_extras.iter().chain(&OPTIONAL).chain(&["", "nope"]) {
            if m.extras.iter().any(|(e, _)| e == other) {
                continue;
            }
            assert!(
                !offers(other) || OPTIONAL.contains(other),
                "{} offers {other}",
                m.name
            );
            refused(
                g,
                "Search.extra",
                &this,
                &args(&[Text(other), OptText]),
                "web.unknown_extra",
                &format!("{} extra {other:?}", m.name),
            );
        }
        not_an_instance(g, "Search.extra", &freed, &[Text("shape"), OptText]);
        // After all that junk the instance still answers.
        let r = attempt(g, "Search.cursor", &this, &Array::new());
        assert_eq!(field(&r, "outcome"), "ok", "{} after junk", m.name);
        let r = attempt(g, "Search.free", &freed, &Array::new());
        assert_ne!(field(&r, "outcome"), "trap", "{} freed twice", m.name);
        free(&this);
    }
    calls
}

/// The errors name the argument and what was wrong: a code the catalogue words, and as the
/// console message the code with its parameters.
#[wasm_bindgen_test]
async fn the_errors_say_which_argument_and_why() {
    let g = load_glue().await.expect("the glue module");
    let say = |name: &str, this: &JsValue, list: Vec<JsValue>| {
        let r = attempt(&g, name, this, &list.into_iter().collect());
        (field(&r, "code"), field(&r, "message"))
    };
    let none = JsValue::UNDEFINED;
    let minus = JsValue::from(-1);
    assert_eq!(
        say("sudoku_fast", &none, vec![EASY.into(), minus.clone()]),
        (
            "web.out_of_range".into(),
            r#"web.out_of_range {name: "limit", value: "-1", min: 1, max: 1000}"#.into()
        )
    );
    assert_eq!(
        say(
            "QueensCount",
            &none,
            vec!["10".into(), minus.clone(), minus]
        ),
        (
            "web.out_of_range".into(),
            r#"web.out_of_range {name: "parts", value: "-1", min: 1, max: 1024}"#.into()
        )
    );
    assert_eq!(
        say("parse_board", &none, vec![JsValue::from(8)]),
        (
            "web.not_text".into(),
            r#"web.not_text {name: "text", got: "number"}"#.into()
        )
    );
    assert_eq!(
        say(
            "Search",
            &none,
            vec![
                "knight".into(),
                js_sys::JSON::parse(r#"{"board":"8x8","closed":2}"#).unwrap()
            ]
        ),
        (
            "web.bad_options".into(),
            r#"web.bad_options {name: "options", why: "closed must be text, true or false, not number"}"#.into()
        )
    );
    assert_eq!(
        say("file_name", &none, vec![JsValue::from(1e300)]),
        (
            "web.out_of_range".into(),
            r#"web.out_of_range {name: "file", value: "1e+300", min: 0, max: 9007199254740991}"#
                .into()
        )
    );
    // The GIF's own bounds: a frame of the wrong length, a size past the pixels' bound.
    let gif = construct(
        &g,
        "GifWriter",
        &args(&[
            whole(4.0, 1.0, 9.0),
            whole(2.0, 1.0, 9.0),
            whole(10.0, 0.0, 9.0),
        ]),
    );
    assert_eq!(
        say(
            "GifWriter.add",
            &gif,
            vec![js_sys::Uint8Array::new_with_length(31).into()]
        ),
        (
            "gif.frame_length".into(),
            "gif.frame_length {expected: 32, got: 31}".into()
        )
    );
    assert_eq!(
        say("GifWriter.finish", &gif, vec![]),
        ("gif.empty".into(), "gif.empty".into())
    );
    free(&gif);
    assert_eq!(
        say(
            "GifWriter",
            &none,
            vec![JsValue::from(4096), JsValue::from(4096), JsValue::from(10)]
        ),
        (
            "gif.size".into(),
            "gif.size {width: 4096, height: 4096, side: 4096, pixels: 4194304}".into()
        )
    );
    // The SCORM package's own bounds: a pass mark past 100, a lesson the build lacks.
    assert_eq!(
        say(
            "ScormPackage",
            &none,
            vec![js_sys::JSON::parse(
                r#"{"version":"1.2","lesson":"knight","title":"T","mastery":150,"all":true}"#
            )
            .unwrap()]
        ),
        (
            "scorm.mastery".into(),
            // The code alone: the wasm leaves the CLI's English out.
            r#"scorm.mastery {given: "150"}"#.into()
        )
    );
    // A practice set's: a view without questions, a seed past JavaScript's exact numbers, a
    // count the set refuses.
    for (settings, code) in [
        (
            r#"{"version":"2004","practice":"bfs,nope","level":"easy","count":10,"seed":7,"title":"T","mastery":80,"all":false}"#,
            "practice.unknown_view",
        ),
        (
            r#"{"version":"2004","practice":"bfs","level":"easy","count":10,"seed":"99999999999999999","title":"T","mastery":80,"all":false}"#,
            "scorm.seed",
        ),
        (
            r#"{"version":"1.2","practice":"bfs","level":"easy","count":31,"seed":"each","title":"T","mastery":80,"all":false}"#,
            "practice.count",
        ),
        (
            r#"{"version":"1.2","practice":"bfs","level":"tough","count":10,"seed":1,"title":"T","mastery":80,"all":false}"#,
            "practice.unknown_level",
        ),
    ] {
        let said = say(
            "ScormPackage",
            &none,
            vec![js_sys::JSON::parse(settings).unwrap()],
        );
        assert_eq!(said.0, code, "{settings}");
    }
    let scorm = construct(
        &g,
        "ScormPackage",
        &args(&[Options(
            r#"{"version":"1.2","lesson":"knight","title":"T","mastery":80,"all":false}"#,
        )]),
    );
    say(
        "ScormPackage.add",
        &scorm,
        vec![
            "index.html".into(),
            js_sys::Uint8Array::from(&b"<head></head>"[..]).into(),
        ],
    );
    assert_eq!(
        say("ScormPackage.finish", &scorm, vec![]),
        (
            "scorm.unknown_lesson".into(),
            r#"scorm.unknown_lesson {id: "knight"}"#.into()
        )
    );
    free(&scorm);
    let dfs = construct(
        &g,
        "Search",
        &args(&[Text("dfs"), Options(r#"{"edges":"u v\nv w"}"#), Nothing]),
    );
    assert_eq!(
        say(
            "Search.extra",
            &dfs,
            vec![
                "edit".into(),
                js_sys::JSON::parse(r#"{"what":"toggle","a":99,"b":0}"#).unwrap()
            ]
        ),
        (
            "web.no_such".into(),
            r#"web.no_such {name: "vertex", index: 99, count: 3}"#.into()
        )
    );
    assert_eq!(
        say("Search.step", &dfs, vec![JsValue::from(f64::NAN)]),
        (
            "web.out_of_range".into(),
            r#"web.out_of_range {name: "n", value: "NaN", min: 0, max: 4294967295}"#.into()
        )
    );
    free(&dfs);
}
