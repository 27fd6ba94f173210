//! The wasm boundary under junk, in headless Chromium: every export of the generated glue
//! (functions, constructors, methods, statics), called from JavaScript with wrong types,
//! negatives, NaN, infinities, fractions, huge and out-of-range values, throws a JavaScript
//! `Error` carrying the boundary's code, never a `WebAssembly.RuntimeError` (a panic or a
//! trap), and the instance still works afterwards. The exports are read from the glue that
//! wasm-bindgen generated for this test, so a new export without a case here fails.
#![cfg(target_arch = "wasm32")]

// Linked for its exports: nothing here calls it from Rust.
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

/// What an argument is, with a valid value for the calls that junk another argument.
#[derive(Clone, Copy)]
enum Arg {
    Text(&'static str),
    /// Text or left out (valid: undefined).
    OptText,
    Flag(bool),
    /// An options object, valid as this JSON.
    Options(&'static str),
    /// A `Uint8Array` (valid: this many bytes, the length a frame of RGBA wants).
    Bytes(u32),
    /// A `Uint8Array` (valid: these bytes, a file's).
    Utf8(&'static str),
    /// A `Uint8Array` or left out (valid: undefined). Bytes that are not what is wanted
    /// (a pattern database's) are a puzzle's error, tested with the puzzle (tests/web).
    OptBytes,
    /// A whole number from `min` to `max`; `max < min` when no value is valid (an index
    /// into nothing yet).
    Whole {
        valid: f64,
        min: f64,
        max: f64,
    },
}

use Arg::*;

const fn whole(valid: f64, min: f64, max: f64) -> Arg {
    Whole { valid, min, max }
}

/// An index into `len` items (0 when there is none to give).
const fn index(len: f64) -> Arg {
    Whole {
        valid: 0.0,
        min: 0.0,
        max: len - 1.0,
    }
}

const U32: f64 = 4_294_967_295.0;
const SAFE: f64 = 9_007_199_254_740_991.0;
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PLAYER: [(&str, &[Arg]); 5] = [
    ("step", &[whole(1.0, 0.0, U32)]),
    ("back", &[whole(1.0, 0.0, U32)]),
    ("seek", &[whole(1.0, 0.0, SAFE)]),
    ("reset", &[]),
    ("cursor", &[]),
];

/// Every class: its constructor's arguments, and its own methods' (the player's five too
/// when `player`).
struct Class {
    name: &'static str,
    new: &'static [Arg],
    player: bool,
    methods: &'static [(&'static str, &'static [Arg])],
}

const TOUR: &[Arg] = &[Options(
    r#"{"board":"8x8","start":"a1","strategy":"warnsdorff","closed":false}"#,
)];

const CLASSES: &[Class] = &[
    Class {
        name: "KnightTour",
        new: TOUR,
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("levels", &[]),
            ("tree", &[]),
        ],
    },
    Class {
        name: "KnightSearch",
        new: TOUR,
        player: false,
        methods: &[
            ("run", &[whole(1.0, 1.0, 1e9)]),
            ("report", &[]),
            ("result", &[]),
        ],
    },
    Class {
        name: "KnightCounter",
        new: &[Text("5x5"), Text("a1"), Flag(false)],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "KnightLayers",
        new: &[Options(r#"{"board":"8x8","start":"a1"}"#)],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("path_to", &[index(64.0)]),
        ],
    },
    Class {
        name: "WordLadder",
        new: &[Text("four"), OptText, Text("fool"), Text("sage")],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("info", &[]),
            ("frame", &[]),
            ("table", &[]),
            ("all_ladders", &[whole(1.0, 0.0, 1000.0)]),
            ("comparison", &[]),
        ],
    },
    Class {
        name: "GraphDfs",
        new: &[Text("u v\nv w")],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            // Vertices u, v, w: 0 to 2.
            ("edit", &[Text("toggle"), index(3.0), index(3.0)]),
        ],
    },
    Class {
        name: "Queens",
        new: &[Options(r#"{"n":"8","variant":"mark","mode":"all"}"#)],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("levels", &[]),
            ("found", &[]),
            ("tree", &[]),
        ],
    },
    Class {
        name: "QueensCount",
        // One share of one: part 0 only.
        new: &[Text("8"), index(1.0), whole(1.0, 1.0, 1024.0)],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "Sudoku",
        new: &[Options(r#"{"cell":"mrv","limit":"1"}"#)],
        player: true,
        // A fresh search has met no solution: no index is valid.
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("levels", &[]),
            ("solution", &[index(0.0)]),
            ("tree", &[]),
        ],
    },
    Class {
        name: "MazeMouse",
        new: &[Options(r#"{"size":"6x6","seed":"3","memory":true}"#)],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("second", &[]),
            ("maze", &[]),
            ("route", &[]),
        ],
    },
    Class {
        name: "MazeSearch",
        new: &[Options(
            r#"{"size":"6x6","seed":"3","loops":"20","algo":"astar"}"#,
        )],
        player: true,
        methods: &[("frame", &[]), ("maze", &[]), ("compare", &[])],
    },
    Class {
        name: "SlidingPuzzle",
        new: &[
            Options(r#"{"side":"3","shuffle":"12","seed":"5","algo":"astar","heuristic":"pdb"}"#),
            OptBytes,
        ],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("3")]),
            ("frame", &[]),
            ("table", &[]),
            ("board", &[]),
            ("slide", &[index(9.0)]),
        ],
    },
    Class {
        name: "SlidingDeep",
        new: &[
            Options(r#"{"side":"3","shuffle":"12","seed":"5","algo":"idastar","heuristic":"pdb"}"#),
            OptBytes,
        ],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("3")]),
            ("frame", &[]),
            ("table", &[]),
            ("board", &[]),
            ("slide", &[index(9.0)]),
        ],
    },
    Class {
        name: "PdbBuild",
        new: &[Options(r#"{"side":"3"}"#)],
        player: false,
        methods: &[
            ("run", &[whole(1.0, 1.0, 1e9)]),
            ("report", &[]),
            ("result", &[]),
        ],
    },
    Class {
        name: "SlidingSolve",
        new: &[
            Options(r#"{"side":"3","shuffle":"12","seed":"5","algo":"astar","heuristic":"pdb"}"#),
            OptBytes,
        ],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "MazeCarve",
        new: &[Options(r#"{"size":"6x6","seed":"3","loops":"10"}"#)],
        player: true,
        methods: &[("frame", &[])],
    },
    Class {
        name: "TreeMeasure",
        new: &[Options(r#"{"puzzle":"queens","n":"6","variant":"check"}"#)],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "GifWriter",
        new: &[
            whole(4.0, 1.0, 4096.0),
            whole(2.0, 1.0, 4096.0),
            whole(10.0, 0.0, 6000.0),
        ],
        player: false,
        // A frame of 4 x 2 pixels; added before the GIF is finished (then finished again).
        methods: &[("add", &[Bytes(32)]), ("report", &[]), ("finish", &[])],
    },
    Class {
        name: "ScormPackage",
        // A teacher's own lesson (a built-in one needs its module among the files).
        new: &[Options(
            r##"{"version":"2004","lesson":"own","text":"# T\n\n## S\n#/knight","title":"T","mastery":80,"all":true}"##,
        )],
        player: false,
        // The smallest page a package takes, added before the zip is made.
        methods: &[
            ("add", &[Text("index.html"), Utf8("<head></head>")]),
            ("report", &[]),
            ("finish", &[]),
        ],
    },
    Class {
        name: "SudokuBfs",
        new: &[Options(r#"{"cell":"mrv","limit":"1"}"#)],
        player: true,
        methods: &[("frame", &[]), ("table", &[]), ("solution", &[index(0.0)])],
    },
];

/// The static methods.
const STATICS: &[(&str, &[Arg])] = &[("GraphDfs::example", &[])];

/// The free functions.
const FUNCTIONS: &[(&str, &[Arg])] = &[
    ("start", &[]),
    ("limits", &[]),
    ("sliding_korf", &[]),
    ("sliding_aima_shape", &[]),
    (
        "sliding_aima_row",
        &[
            whole(1.0, 1.0, 1000.0),
            whole(1.0, 0.0, 4294967295.0),
            index(12.0),
        ],
    ),
    (
        "sliding_board",
        &[Options(r#"{"side":"4","heuristic":"pdb"}"#)],
    ),
    ("parse_board", &[Text("8x8")]),
    ("file_name", &[index(1000.0)]),
    ("parse_square", &[Text("8x8"), Text("c3")]),
    (
        "square_name",
        &[
            whole(8.0, 1.0, 1000.0),
            whole(8.0, 1.0, 1000.0),
            index(64.0),
        ],
    ),
    ("knight_graph", &[Text("8x8")]),
    (
        "check_ladder",
        &[Text("four"), OptText, Text("fool"), Text("sage")],
    ),
    ("word_graph_bench", &[Text("four"), Flag(false)]),
    ("sudoku_check", &[Text(EASY)]),
    ("option_schema", &[Text("maze")]),
    ("challenges", &[Text("queens")]),
    (
        "check_challenge",
        &[Text("queens-squares"), Options(r#"{"n":"12"}"#), OptText],
    ),
    ("challenge_goal", &[Text("queens-squares"), OptText]),
    (
        "check_options",
        &[Text("maze"), Options(r#"{"size":"6x6","memory":false}"#)],
    ),
    ("sudoku_compare_row", &[Text(EASY), index(8.0)]),
    ("sudoku_compare_rows", &[]),
    ("sudoku_fast", &[Text(EASY), whole(2.0, 1.0, 1000.0)]),
    ("sudoku_solve_all", &[Text(EASY), whole(2.0, 1.0, 1000.0)]),
];

fn valid(a: Arg) -> JsValue {
    match a {
        Text(s) => s.into(),
        OptText => JsValue::UNDEFINED,
        Flag(b) => b.into(),
        Options(json) => js_sys::JSON::parse(json).expect("valid JSON"),
        Whole { valid, .. } => valid.into(),
        Bytes(len) => js_sys::Uint8Array::new_with_length(len).into(),
        Utf8(text) => js_sys::Uint8Array::from(text.as_bytes()).into(),
        OptBytes => JsValue::UNDEFINED,
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
    for c in CLASSES {
        cases.push(c.name.to_string());
        let player = if c.player { &PLAYER[..] } else { &[] };
        for (m, _) in player.iter().chain(c.methods) {
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
    for c in CLASSES {
        valid_call(&g, c.name, &JsValue::UNDEFINED, c.new);
        calls += junk_each(&g, c.name, &JsValue::UNDEFINED, c.new);
        let this = construct(&g, c.name, &args(c.new));
        let freed = construct(&g, c.name, &args(c.new));
        free(&freed);
        let player = if c.player { &PLAYER[..] } else { &[] };
        for (m, list) in player.iter().chain(c.methods) {
            let name = format!("{}.{m}", c.name);
            calls += junk_each(&g, &name, &this, list);
            valid_call(&g, &name, &this, list);
            if list.is_empty() {
                extra_junk(&g, &name, &this);
            }
            // Called on something that is not an instance, or on a freed one: an Error
            // from the glue, not a read of memory at address 0.
            for not_this in [
                js_sys::Object::new().into(),
                freed.clone(),
                JsValue::UNDEFINED,
            ] {
                let r = attempt(&g, &name, &not_this, &args(list));
                assert_eq!(
                    field(&r, "outcome"),
                    "error",
                    "{name} on a non-instance: {}",
                    field(&r, "message")
                );
            }
        }
        // After all that junk the instance still answers.
        let probe = if c.player { "cursor" } else { "report" };
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
    assert!(calls > 800, "only {calls} junk calls");
}

/// The messages name the argument and what was wrong, in the page's catalogue's words.
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
            "argument limit must be a whole number from 1 to 1000, not -1".into()
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
            "argument parts must be a whole number from 1 to 1024, not -1".into()
        )
    );
    assert_eq!(
        say("parse_board", &none, vec![JsValue::from(8)]),
        (
            "web.not_text".into(),
            "argument text must be text, not number".into()
        )
    );
    assert_eq!(
        say(
            "KnightTour",
            &none,
            vec![js_sys::JSON::parse(r#"{"board":"8x8","closed":2}"#).unwrap()]
        ),
        (
            "web.bad_options".into(),
            "argument options: closed must be text, true or false, not number".into()
        )
    );
    assert_eq!(
        say("file_name", &none, vec![JsValue::from(1e300)]),
        (
            "web.out_of_range".into(),
            "argument file must be a whole number from 0 to 9007199254740991, not 1e+300".into()
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
            "a frame of 31 bytes where 32 were expected".into()
        )
    );
    assert_eq!(
        say("GifWriter.finish", &gif, vec![]),
        ("gif.empty".into(), "a GIF needs at least one frame".into())
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
            "a GIF frame of 4096x4096 pixels is outside 1 to 4096 a side and 4194304 pixels".into()
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
            "scorm.mastery".into()
        )
    );
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
        ("scorm.unknown_lesson".into(), "scorm.unknown_lesson".into())
    );
    free(&scorm);
    let dfs = construct(&g, "GraphDfs", &args(&[Text("u v\nv w")]));
    assert_eq!(
        say(
            "GraphDfs.edit",
            &dfs,
            vec!["toggle".into(), JsValue::from(99), JsValue::from(0)]
        ),
        (
            "web.no_such".into(),
            "there is no vertex 99: there are 3".into()
        )
    );
    assert_eq!(
        say("GraphDfs.step", &dfs, vec![JsValue::from(f64::NAN)]),
        (
            "web.out_of_range".into(),
            "argument n must be a whole number from 0 to 4294967295, not NaN".into()
        )
    );
    free(&dfs);
}
