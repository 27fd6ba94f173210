//! Word ladders and DFS times through the facade.

use super::*;

fn js_numbers(v: &JsValue, path: &str) -> Vec<f64> {
    js_sys::Array::from(&get(v, path))
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

fn js_strings(v: &JsValue) -> Vec<String> {
    js_sys::Array::from(v)
        .iter()
        .map(|x| x.as_string().unwrap())
        .collect()
}

#[wasm_bindgen_test]
fn word_ladders_and_their_errors() {
    let build = |list: &str, words: &str, from: &str, to: &str| {
        model(
            "ladder",
            opts(&[("list", list), ("words", words), ("from", from), ("to", to)]),
        )
    };
    let mut w = build("custom", "hit hot dot dog lot log cog", "hit", "cog").unwrap();
    while w.step(js(100)).unwrap() > 0 {}
    assert_eq!(js_numbers(&w.frame(), "ladder").len(), 5);
    let all = extra(&mut w, "all_ladders", 10).unwrap();
    assert_eq!(get(&all, "count").as_f64(), Some(2.0));
    let ladders = js_sys::Array::from(&get(&all, "ladders"));
    let ladders: Vec<String> = ladders.iter().map(|l| js_strings(&l).join(" ")).collect();
    assert_eq!(ladders, ["hit hot dot dog cog", "hit hot lot log cog"]);
    let cmp = extra(&mut w, "comparison", JsValue::UNDEFINED).unwrap();
    assert!(get(&cmp, "plain.discovered").as_f64().unwrap() >= 5.0);
    assert!(get(&cmp, "bidirectional.edges").as_f64().is_some());
    let mut f = build("four", "", "FOOL", "sage").unwrap();
    f.seek(js(1e9)).unwrap();
    let info = extra(&mut f, "info", JsValue::UNDEFINED).unwrap();
    // The list's name crosses as a code the page says in its language, not as English.
    assert_eq!(
        get(&info, "list.code").as_string().unwrap(),
        "ladder.list_name.four"
    );
    let words = js_strings(&get(&info, "words"));
    let ladder = js_numbers(&f.frame(), "ladder");
    assert_eq!(
        (
            words[ladder[0] as usize].as_str(),
            words[ladder[ladder.len() - 1] as usize].as_str()
        ),
        ("fool", "sage")
    );
    let cases = [
        ("four", "fool", "sages", "ladder.different_lengths {"),
        (
            "four",
            "fool",
            "qqqq",
            r#"ladder.unknown_word {word: "qqqq", list: ladder.list_name.four}"#,
        ),
        (
            "four",
            "f00l",
            "sage",
            r#"ladder.not_letters {word: "f00l"}"#,
        ),
        (
            "sgb",
            "fool",
            "sage",
            r#"ladder.unknown_word {word: "fool", list: ladder.list_name.sgb}"#,
        ),
        (
            "huge",
            "fool",
            "sage",
            r#"ladder.param.list {value: "huge", choices: ["four", "sgb", "custom"]}"#,
        ),
    ];
    for (list, a, b, expected) in cases {
        let m = message(build(list, "", a, b).err().unwrap());
        assert!(m.contains(expected), "{m}");
    }
    let e = build("four", "", "fool", "sages").err().unwrap();
    assert_eq!(
        get(&e, "code").as_string().unwrap(),
        "ladder.different_lengths"
    );
    let mut apart = build("custom", "cat cot dog", "cat", "dog").unwrap();
    while apart.step(js(100)).unwrap() > 0 {}
    let frame = apart.frame();
    assert!(get(&frame, "ladder").is_null() || get(&frame, "ladder").is_undefined());
    assert_eq!(
        get(&frame, "status.code").as_string().unwrap(),
        "ladder.no_ladder"
    );
    assert_eq!(
        get(&frame, "status.params.from").as_string().unwrap(),
        "cat"
    );
    assert_eq!(get(&frame, "status.params.reachable").as_f64(), Some(2.0));
    assert_eq!(
        get(&frame, "status.params.reach.code").as_string().unwrap(),
        "ladder.reach_others"
    );
    assert_eq!(
        get(&frame, "status.params.reach.params.others").as_f64(),
        Some(1.0)
    );
    assert!(extra(&mut apart, "comparison", JsValue::UNDEFINED)
        .unwrap()
        .is_null());
}

#[wasm_bindgen_test]
fn dfs_times_on_the_example_and_editing() {
    #[derive(serde::Deserialize)]
    struct Edge {
        from: u32,
        to: u32,
        class: String,
    }
    #[derive(serde::Deserialize)]
    struct Frame {
        names: Vec<String>,
        edges: Vec<[u32; 2]>,
        classified: Vec<Edge>,
        discovered: Vec<u32>,
        finished: Vec<u32>,
        roots: Vec<u32>,
    }
    let frame = |g: &Search| -> Frame { serde_wasm_bindgen::from_value(g.frame()).unwrap() };
    let dfs = |edges: &str| model("dfs", opts(&[("edges", edges)]));
    // The view opens on its option's default, the example.
    let mut g = model("dfs", opts(&[])).unwrap();
    while g.step(js(100)).unwrap() > 0 {}
    let f = frame(&g);
    assert_eq!(f.names, ["u", "v", "w", "x", "y", "z"]);
    assert_eq!(f.discovered, [1, 2, 9, 4, 3, 10]);
    assert_eq!(f.finished, [8, 7, 12, 5, 6, 11]);
    assert_eq!(f.roots, [0, 2]);
    // CLRS figure 22.4: x -> v back, z -> z back, u -> x forward, w -> y cross.
    let class = |a: u32, b: u32| {
        let e = f
            .classified
            .iter()
            .find(|e| e.from == a && e.to == b)
            .unwrap();
        e.class.clone()
    };
    assert_eq!(class(3, 1), "back");
    assert_eq!(class(5, 5), "back");
    assert_eq!(class(0, 3), "forward");
    assert_eq!(class(2, 4), "cross");
    assert_eq!(class(0, 1), "tree");
    let status = get(&g.frame(), "status");
    assert_eq!(get(&status, "code").as_string().unwrap(), "dfs.done_cycle");
    assert_eq!(get(&get(&status, "params"), "trees").as_f64(), Some(2.0));
    let edit = |g: &mut Search, json: &str| -> Result<String, JsValue> {
        extra(g, "edit", js_sys::JSON::parse(json).unwrap()).map(|v| v.as_string().unwrap())
    };
    let added = edit(&mut g, r#"{"what":"add"}"#).unwrap();
    assert!(added.ends_with("a\n"), "{added}");
    let without = dfs(&edit(&mut g, r#"{"what":"remove","a":5}"#).unwrap()).unwrap();
    assert_eq!(frame(&without).names.len(), 5);
    let toggled = dfs(&edit(&mut g, r#"{"what":"toggle","a":0,"b":1}"#).unwrap()).unwrap();
    assert_eq!(frame(&toggled).edges.len(), f.edges.len() - 1);
    // Out of range, or the last vertex: a coded error, never a panic.
    let e = edit(&mut g, r#"{"what":"toggle","a":99,"b":0}"#).unwrap_err();
    assert_eq!(get(&e, "code").as_string().unwrap(), "web.no_such");
    assert_eq!(
        message(e),
        r#"web.no_such {name: "vertex", index: 99, count: 6}"#
    );
    assert!(edit(&mut g, r#"{"what":"remove"}"#).is_err());
    let mut single = dfs("a").unwrap();
    let e = edit(&mut single, r#"{"what":"remove","a":0}"#).unwrap_err();
    assert_eq!(get(&e, "code").as_string().unwrap(), "graph.last_vertex");
    let e = dfs("a b c").err().unwrap();
    assert!(message(e.clone()).starts_with("graph.bad_line {line: 1, "));
    assert_eq!(get(&e, "code").as_string().unwrap(), "graph.bad_line");
}
