//! The wasm facade in headless Chromium: construction from plain parameters, stepping
//! forwards and back, counting, and the messages a person sees for bad input.
#![cfg(target_arch = "wasm32")]

use searchlight::web::{knight_graph, KnightCounter, KnightSearch, KnightTour};
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

#[wasm_bindgen_test]
fn a_tour_steps_forward_and_back_exactly() {
    let mut t = KnightTour::new(opts(&[
        ("board", "5x5"),
        ("start", "c3"),
        ("strategy", "warnsdorff"),
    ]))
    .unwrap();
    // "Knight on c3 of 5x5. Step, Play or Solve to search for an open tour."
    assert_eq!(
        said(&t.frame(), "status"),
        r#"knight.start {"square":"c3","board":"5x5"}"#
    );
    assert_eq!(t.step(js(10)).unwrap(), 10);
    let order = numbers(&t.frame(), "order");
    let status = said(&t.frame(), "status");
    assert_eq!(t.back(js(4)).unwrap(), 4);
    assert_eq!(num(&t.cursor(), "steps"), 6.0);
    assert_eq!(t.step(js(4)).unwrap(), 4);
    assert_eq!(numbers(&t.frame(), "order"), order);
    assert_eq!(said(&t.frame(), "status"), status);
    t.seek(js(1e9)).unwrap();
    assert_eq!(get(&t.cursor(), "finished"), JsValue::TRUE);
    let f = t.frame();
    assert_eq!(text(&f, "outcome"), "solved");
    // "Tour complete: 25 of 25 squares."
    assert_eq!(
        said(&f, "status"),
        r#"knight.complete {"on":25,"total":25}"#
    );
    assert_eq!(numbers(&f, "path").len(), 25);
    // Stepped back from the end: no longer finished, but the search has ended, so the
    // recording is the whole search (the scrub bar's extent).
    let total = num(&t.cursor(), "recorded");
    assert_eq!(t.back(js(3)).unwrap(), 3);
    assert_eq!(get(&t.cursor(), "finished"), JsValue::FALSE);
    assert_eq!(get(&t.cursor(), "ended"), JsValue::TRUE);
    assert_eq!(num(&t.cursor(), "recorded"), total);
    t.reset();
    assert_eq!(num(&t.cursor(), "steps"), 0.0);
    assert_eq!(num(&t.cursor(), "recorded"), 0.0);
    assert_eq!(get(&t.cursor(), "ended"), JsValue::FALSE);
}

#[wasm_bindgen_test]
fn the_frame_says_why_the_knight_went_where_it_did() {
    let mut t = KnightTour::new(opts(&[
        ("board", "8x8"),
        ("start", "a1"),
        ("strategy", "warnsdorff"),
    ]))
    .unwrap();
    t.step(js(1)).unwrap();
    // "Step 1: knight to b3: 5 onward moves, the fewest of 2 candidates (b3 5, c2 5); tied
    // with c2, it comes first in the fixed move order."
    assert_eq!(
        said(&t.frame(), "status"),
        r#"knight.why.fewest {"square":"b3","n":2,"list":[{"code":"knight.candidate","params":{"square":"b3","onward":5}},{"code":"knight.candidate","params":{"square":"c2","onward":5}}],"onward":5,"tie":{"code":"knight.tie.order","params":{"ties":["c2"]}},"step":1,"on":2,"total":64}"#
    );
    // The same candidates for the board to mark: b3 (square 17) and c2 (10), 5 onward each.
    assert_eq!(json(&get(&t.frame(), "candidates")), "[[17,5],[10,5]]");
    // Before any move, none.
    t.back(js(1)).unwrap();
    assert_eq!(json(&get(&t.frame(), "candidates")), "[]");
}

#[wasm_bindgen_test]
fn no_tour_from_b1_is_proved_by_the_search() {
    let mut t = KnightTour::new(opts(&[
        ("board", "5x5"),
        ("start", "b1"),
        ("strategy", "dfs"),
    ]))
    .unwrap();
    // "... the board has an odd number of squares ..."
    assert_eq!(
        text(&t.frame(), "no_tour.code"),
        "knight.no_tour.odd_colour"
    );
    while t.step(js(1 << 16)).unwrap() > 0 {}
    let f = t.frame();
    assert_eq!(text(&f, "outcome"), "exhausted");
    assert_eq!(text(&f, "event"), "exhausted");
    // "No tour from b1 on 5x5: every move sequence was tried (1,829,420 nodes)."
    assert_eq!(
        said(&f, "status"),
        r#"knight.exhausted {"start":"b1","board":"5x5","nodes":1829420}"#
    );
}

#[wasm_bindgen_test]
fn bad_input_gets_a_message() {
    let cases = [
        ("0x8", "a1", "dfs", "board size 0x8 is out of range: each side must be from 1 to 1000"),
        ("eight", "a1", "dfs", "board size \"eight\" is not of the form RxC, for example 8x8 or 5x6"),
        ("8x8", "i9", "dfs", "square i9 is not on the 8x8 board (files a to h, ranks 1 to 8)"),
        ("8x8", "9a", "dfs", "\"9a\" is not a square name: use a file letter and a rank number, for example a1 or c3"),
        ("8x8", "a1", "greedy", "unknown strategy \"greedy\": choose dfs, warnsdorff or most"),
    ];
    for (board, start, strategy, expected) in cases {
        let err = KnightTour::new(opts(&[
            ("board", board),
            ("start", start),
            ("strategy", strategy),
        ]))
        .err()
        .expect(board);
        assert_eq!(message(err), expected);
        assert!(KnightSearch::new(opts(&[
            ("board", board),
            ("start", start),
            ("strategy", strategy)
        ]))
        .is_err());
    }
    assert!(knight_graph(js("1001x3")).is_err());
    let err = KnightCounter::new(js("8x8"), js("a1"), js(false))
        .err()
        .unwrap();
    assert!(message(err).contains("at most 36 squares"));
}

#[wasm_bindgen_test]
fn graph_and_counting() {
    let g = knight_graph(js("8x8")).unwrap();
    assert_eq!(js_sys::Array::from(&get(&g, "edges")).length(), 168);
    assert_eq!(numbers(&g, "degrees").iter().sum::<u32>(), 336);
    assert_eq!(
        (
            num(&g, "moves"),
            num(&g, "edge_count"),
            num(&g, "min_degree"),
            num(&g, "max_degree")
        ),
        (336.0, 168.0, 2.0, 8.0)
    );
    let mut c = KnightCounter::new(js("5x5"), js("a1"), js(false)).unwrap();
    while !c.run(js(10_000.0)).unwrap() {
        assert!(num(&c.report(), "progress") < 1.0);
    }
    assert_eq!(num(&c.report(), "tours"), 304.0);
    let mut all = KnightCounter::new(js("3x4"), js("all"), js(false)).unwrap();
    while !all.run(js(1e6)).unwrap() {}
    assert_eq!(num(&all.report(), "tours"), 16.0);
}

#[wasm_bindgen_test]
fn big_board_search_in_slices() {
    let mut s = KnightSearch::new(opts(&[
        ("board", "200x300"),
        ("start", "a1"),
        ("strategy", "warnsdorff"),
    ]))
    .unwrap();
    while !s.run(js(10_000.0)).unwrap() {}
    assert_eq!(text(&s.report(), "outcome"), "solved");
    let order = s.result();
    assert_eq!(order.len(), 60_000);
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert!(sorted.iter().enumerate().all(|(i, &v)| v == i as u32 + 1));
    let mut s = KnightSearch::new(opts(&[
        ("board", "999x999"),
        ("start", "b1"),
        ("strategy", "warnsdorff"),
    ]))
    .unwrap();
    assert!(s.run(js(1.0)).unwrap());
    // "... the board has an odd number of squares ..."
    assert_eq!(
        text(&s.report(), "reason.code"),
        "knight.no_tour.odd_colour"
    );
    assert_eq!(text(&s.report(), "outcome"), "exhausted");
}

#[wasm_bindgen_test]
fn knight_layers_step_both_ways() {
    use searchlight::web::KnightLayers;
    let mut l = KnightLayers::new(opts(&[("board", "8x8"), ("start", "a1")])).unwrap();
    l.step(js(40)).unwrap();
    let at40 = json(&l.frame());
    assert!(json(&get(&l.frame(), "queue")).len() > 2);
    l.back(js(15)).unwrap();
    assert_ne!(json(&l.frame()), at40);
    l.step(js(15)).unwrap();
    assert_eq!(json(&l.frame()), at40);
    while l.step(js(1000)).unwrap() > 0 {}
    assert!(l.finished());
    let f = l.frame();
    let d = js_sys::Array::from(&get(&f, "distances"));
    assert_eq!(d.get(63).as_f64(), Some(6.0));
    assert_eq!(l.path_to(js(63)).unwrap().unwrap().len(), 7);
    let status = get(&f, "status");
    assert_eq!(get(&status, "code").as_string().unwrap(), "bfs.done");
    assert_eq!(get(&get(&status, "params"), "reached").as_f64(), Some(64.0));
    let e = KnightLayers::new(opts(&[("board", "8x8"), ("start", "j1")]))
        .err()
        .unwrap();
    assert_eq!(
        message(e.clone()),
        "square j1 is not on the 8x8 board (files a to h, ranks 1 to 8)"
    );
    assert_eq!(get(&e, "code").as_string().unwrap(), "board.off_board");
    assert_eq!(
        get(&get(&e, "params"), "last_file").as_string().unwrap(),
        "h"
    );
}

#[wasm_bindgen_test]
fn limits_and_board_parsing_come_from_rust() {
    let limits = searchlight::web::limits();
    assert_eq!(get(&limits, "draw_side").as_f64(), Some(60.0));
    assert_eq!(get(&limits, "knight_count_squares").as_f64(), Some(36.0));
    let b = searchlight::web::parse_board(js(" 5X6 ")).unwrap();
    assert_eq!(get(&b, "rows").as_f64(), Some(5.0));
    assert_eq!(get(&b, "cols").as_f64(), Some(6.0));
    let e = searchlight::web::parse_board(js("abc")).err().unwrap();
    assert_eq!(get(&e, "code").as_string().unwrap(), "board.malformed");
    assert_eq!(
        searchlight::web::parse_square(js("8x8"), js("h8")).unwrap(),
        63
    );
    assert_eq!(
        searchlight::web::square_name(js(8), js(8), js(63)).unwrap(),
        "h8"
    );
    assert!(searchlight::web::square_name(js(8), js(8), js(64)).is_err());
}

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
    use searchlight::web::WordLadder;
    let mut w = WordLadder::new(
        js("custom"),
        js("hit hot dot dog lot log cog"),
        js("hit"),
        js("cog"),
    )
    .unwrap();
    while w.step(js(100)).unwrap() > 0 {}
    assert_eq!(js_numbers(&w.frame(), "ladder").len(), 5);
    let all = w.all_ladders(js(10)).unwrap();
    assert_eq!(get(&all, "count").as_f64(), Some(2.0));
    let ladders = js_sys::Array::from(&get(&all, "ladders"));
    let ladders: Vec<String> = ladders.iter().map(|l| js_strings(&l).join(" ")).collect();
    assert_eq!(ladders, ["hit hot dot dog cog", "hit hot lot log cog"]);
    let cmp = w.comparison();
    assert!(get(&cmp, "plain.discovered").as_f64().unwrap() >= 5.0);
    assert!(get(&cmp, "bidirectional.edges").as_f64().is_some());
    let mut f = WordLadder::new(js("four"), JsValue::UNDEFINED, js("FOOL"), js("sage")).unwrap();
    f.seek(js(1e9)).unwrap();
    let info = f.info();
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
        ("four", "fool", "sages", "same length"),
        (
            "four",
            "fool",
            "qqqq",
            "\"qqqq\" is not in the four-letter word list",
        ),
        ("four", "f00l", "sage", "use only the letters a to z"),
        (
            "sgb",
            "fool",
            "sage",
            "not in the SGB five-letter word list",
        ),
        ("huge", "fool", "sage", "unknown word list"),
    ];
    for (list, a, b, expected) in cases {
        let m = message(
            WordLadder::new(js(list), JsValue::UNDEFINED, js(a), js(b))
                .err()
                .unwrap(),
        );
        assert!(m.contains(expected), "{m}");
    }
    let e = WordLadder::new(js("four"), JsValue::UNDEFINED, js("fool"), js("sages"))
        .err()
        .unwrap();
    assert_eq!(
        get(&e, "code").as_string().unwrap(),
        "ladder.different_lengths"
    );
    let mut apart = WordLadder::new(js("custom"), js("cat cot dog"), js("cat"), js("dog")).unwrap();
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
    assert!(apart.comparison().is_null());
}

#[wasm_bindgen_test]
fn dfs_times_on_the_example_and_editing() {
    use searchlight::web::GraphDfs;
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
    let frame = |g: &GraphDfs| -> Frame { serde_wasm_bindgen::from_value(g.frame()).unwrap() };
    let mut g = GraphDfs::new(js(GraphDfs::example())).unwrap();
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
    let added = g
        .edit(js("add"), JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap();
    assert!(added.ends_with("a\n"), "{added}");
    let without =
        GraphDfs::new(js(g.edit(js("remove"), js(5), JsValue::UNDEFINED).unwrap())).unwrap();
    assert_eq!(frame(&without).names.len(), 5);
    let toggled = GraphDfs::new(js(g.edit(js("toggle"), js(0), js(1)).unwrap())).unwrap();
    assert_eq!(frame(&toggled).edges.len(), f.edges.len() - 1);
    // Out of range, or the last vertex: a coded error, never a panic.
    let e = g.edit(js("toggle"), js(99), js(0)).err().unwrap();
    assert_eq!(get(&e, "code").as_string().unwrap(), "web.no_such");
    assert_eq!(message(e), "there is no vertex 99: there are 6");
    assert!(g
        .edit(js("remove"), JsValue::UNDEFINED, JsValue::UNDEFINED)
        .is_err());
    let single = GraphDfs::new(js("a")).unwrap();
    let e = single
        .edit(js("remove"), js(0), JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert_eq!(get(&e, "code").as_string().unwrap(), "graph.last_vertex");
    let e = GraphDfs::new(js("a b c")).err().unwrap();
    assert!(message(e.clone()).contains("line 1"));
    assert_eq!(get(&e, "code").as_string().unwrap(), "graph.bad_line");
}

#[wasm_bindgen_test]
fn queens_facade() {
    use searchlight::web::{Queens, QueensCount};
    #[derive(serde::Deserialize, PartialEq, Debug)]
    struct Frame {
        cols: Vec<u32>,
        squares: Vec<u8>,
        nodes: f64,
        solutions: f64,
        examined: f64,
        status: Status,
    }
    #[derive(serde::Deserialize, PartialEq, Debug)]
    struct Status {
        code: String,
    }
    #[derive(serde::Deserialize)]
    struct Found {
        solutions: Vec<Vec<u32>>,
        classes: Vec<u32>,
        class_count: u32,
    }
    #[derive(serde::Deserialize)]
    struct Report {
        solutions: f64,
        unique: Option<f64>,
        progress: f64,
    }
    fn read<T: serde::de::DeserializeOwned>(v: JsValue) -> T {
        serde_wasm_bindgen::from_value(v).unwrap()
    }
    let text = |e: JsValue| -> (String, String) { (text(&e, "code"), message(e)) };
    let mut q = Queens::new(opts(&[("n", "8"), ("variant", "check"), ("mode", "all")])).unwrap();
    q.step(js(300)).unwrap();
    let frame: Frame = read(q.frame());
    q.back(js(50)).unwrap();
    q.step(js(50)).unwrap();
    assert_eq!(read::<Frame>(q.frame()), frame);
    q.seek(js(1e9)).unwrap();
    let f: Frame = read(q.frame());
    let cursor = q.cursor();
    assert_eq!(get(&cursor, "finished"), JsValue::TRUE);
    assert_eq!(f.solutions, 92.0);
    assert_eq!(f.examined, 15_720.0);
    assert_eq!(f.nodes, 2_056.0);
    assert_eq!(f.status.code, "queens.done");
    assert!(f.cols.is_empty() && f.squares.len() == 64);
    let found: Found = read(q.found());
    assert_eq!(found.solutions.concat().len(), 92 * 8);
    assert_eq!(found.classes.iter().max(), Some(&11));
    assert_eq!(found.class_count, 12);
    let mut total = 0.0;
    let mut unique = 0.0;
    for part in 0..3 {
        let mut c = QueensCount::new(js("10"), js(part), js(3)).unwrap();
        while !c.run(js(7.0)).unwrap() {}
        let r: Report = read(c.report());
        assert_eq!(r.progress, 1.0);
        total += r.solutions;
        unique += r.unique.unwrap();
    }
    assert_eq!((total, unique), (724.0, 92.0));
    let mut c = QueensCount::new(js("5"), js(0), js(1)).unwrap();
    while !c.run(js(7.0)).unwrap() {}
    assert_eq!(read::<Report>(c.report()).unique, None);
    let bad = [
        ("0", "mark", "all", "queens.out_of_range"),
        ("21", "mark", "all", "queens.out_of_range"),
        ("x", "mark", "all", "queens.out_of_range"),
        ("8", "diag", "all", "queens.unknown_variant"),
        ("8", "mark", "some", "queens.unknown_mode"),
    ];
    for (n, v, m, code) in bad {
        let e = Queens::new(opts(&[("n", n), ("variant", v), ("mode", m)]))
            .err()
            .expect(n);
        assert_eq!(text(e).0, code, "{n} {v} {m}");
    }
    assert_eq!(
        text(
            Queens::new(opts(&[("n", "21"), ("variant", "mark"), ("mode", "all")]))
                .err()
                .unwrap()
        )
        .1,
        "N = 21 is out of range: the board takes N from 1 to 20"
    );
    assert!(QueensCount::new(js("19"), js(0), js(1)).is_err());
}

/// Cells (0 empty) on one line, as the puzzle text reads them.
fn line(cells: &[u8]) -> String {
    searchlight::puzzles::sudoku::line(cells)
}

/// The fast solver's answer: its count and its first solution's cells.
fn fast(text: &str, limit: u32) -> (u32, Vec<u8>) {
    let a = searchlight::web::sudoku_fast(js(text), js(limit)).unwrap();
    let grid = js_sys::Array::from(&get(&a, "grid"))
        .iter()
        .map(|d| d.as_f64().unwrap() as u8)
        .collect();
    (num(&a, "count") as u32, grid)
}

/// `cursor().bounded`: a search that ended at one of the page's bounds (BFS at its frontier
/// cap, the mouse at its step limit) says so, whichever step is shown; one that solved or
/// searched its whole tree does not. The race of side by side reads it: such a pane has not
/// finished.
#[wasm_bindgen_test]
fn a_search_stopped_at_a_bound_says_so_in_its_cursor() {
    use searchlight::web::{MazeMouse, Sudoku, SudokuBfs};
    let bounded = |c: JsValue| get(&c, "bounded").as_bool().unwrap();
    // An empty grid's BFS passes its 48 MB frontier cap.
    let empty = ".".repeat(81);
    let mut b = SudokuBfs::new(opts(&[("p", &empty), ("cell", "first"), ("limit", "0")])).unwrap();
    assert!(!bounded(b.cursor()));
    b.seek(js(1e9)).unwrap();
    assert!(b.finished() && b.bounded() && bounded(b.cursor()));
    assert!(get(&b.frame(), "capped").as_bool().unwrap());
    b.back(js(1)).unwrap();
    assert!(!b.finished() && b.bounded());
    // A BFS that finds its solution, and a DFS that searches all: ended, not bounded.
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut solved = SudokuBfs::new(opts(&[("p", easy), ("cell", "mrv"), ("limit", "1")])).unwrap();
    solved.seek(js(1e9)).unwrap();
    assert!(solved.finished() && !bounded(solved.cursor()));
    let mut d = Sudoku::new(opts(&[("p", easy), ("cell", "first"), ("limit", "0")])).unwrap();
    d.seek(js(1e9)).unwrap();
    assert!(d.finished() && !bounded(d.cursor()));
    // The mouse going round a loop until its step limit; the same maze with its memory
    // finds the coin.
    let looped =
        r#"{"size":"3x3","seed":"7","edits":"a3s,a2e,b2s,a1e,b1e","coin":"a1","memory":false}"#;
    let mut m = MazeMouse::new(maze_options(looped)).unwrap();
    m.seek(js(1e9)).unwrap();
    assert!(m.finished() && bounded(m.cursor()));
    let mut found = MazeMouse::new(maze_options(&looped.replace("false", "true"))).unwrap();
    found.seek(js(1e9)).unwrap();
    assert!(found.finished() && !bounded(found.cursor()));
}

#[wasm_bindgen_test]
fn sudoku_facade() {
    use searchlight::web::{
        sudoku_check, sudoku_compare_row, sudoku_compare_rows, Sudoku, SudokuBfs,
    };
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut s = Sudoku::new(opts(&[("p", easy), ("cell", "first"), ("limit", "0")])).unwrap();
    s.step(js(200)).unwrap();
    let cells = json(&get(&s.frame(), "cells"));
    s.back(js(60)).unwrap();
    s.step(js(60)).unwrap();
    assert_eq!(json(&get(&s.frame(), "cells")), cells);
    s.seek(js(1e9)).unwrap();
    assert!(get(&s.cursor(), "finished").as_bool().unwrap());
    let frame = s.frame();
    assert_eq!(num(&frame, "solutions"), 1.0);
    assert_eq!(num(&frame, "size"), 9.0);
    assert_eq!(
        get(&get(&frame, "status"), "code").as_string().unwrap(),
        "sudoku.dfs.unique"
    );
    assert!(sudoku_check(js(easy)).unwrap().is_null());
    let bad = "1..1 .... .... ....";
    let problem = sudoku_check(js(bad)).unwrap();
    let error = get(&problem, "error");
    assert_eq!(get(&error, "code").as_string().unwrap(), "sudoku.conflict");
    // The unit and the cells are codes too: "row 1", "r1c1 and r1c4" in the page's words.
    let params = get(&error, "params");
    assert_eq!(get(&params, "digit").as_string().unwrap(), "1");
    let unit = get(&params, "unit");
    assert_eq!(get(&unit, "code").as_string().unwrap(), "sudoku.unit.row");
    assert_eq!(num(&get(&unit, "params"), "n"), 1.0);
    assert_eq!(num(&get(&get(&params, "second"), "params"), "col"), 4.0);
    assert_eq!(json(&get(&problem, "conflicts")), "[0,3]");
    assert_eq!(
        json(&get(&problem, "cells")),
        "[1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0]"
    );
    // The shape and the one-line text, so the page can draw the puzzle and keep it in its URL.
    assert_eq!(num(&problem, "size"), 4.0);
    assert_eq!(num(&problem, "box_rows"), 2.0);
    assert_eq!(num(&problem, "box_cols"), 2.0);
    assert_eq!(
        get(&problem, "puzzle").as_string().unwrap(),
        "1..1............"
    );
    assert_eq!(num(&sudoku_check(js("12x")).unwrap(), "size"), 0.0);
    assert_eq!(sudoku_compare_rows(), 8);
    let (count, grid) = fast(easy, 2);
    assert_eq!(count, 1);
    assert_eq!(grid, s.solution(js(0)).unwrap());
    assert!(searchlight::web::sudoku_fast(js("1..1"), js(2)).is_err());
    // Row 5: BFS, one solution, fewest candidates; found, not capped.
    let row = sudoku_compare_row(js(easy), js(5)).unwrap();
    assert_eq!(get(&row, "frontier").as_string().unwrap(), "bfs");
    assert!(get(&row, "first_only").as_bool().unwrap());
    assert_eq!(get(&row, "choice").as_string().unwrap(), "mrv");
    assert_eq!(num(&row, "solutions"), 1.0);
    assert!(!get(&row, "capped").as_bool().unwrap());
    assert!(sudoku_compare_row(js(easy), js(8)).is_err());
    // The stepping BFS: back and forth land on the same grid and queue; all the way it
    // finds the one solution, the same as the DFS's.
    let mut b = SudokuBfs::new(opts(&[("p", easy), ("cell", "first"), ("limit", "0")])).unwrap();
    b.step(js(80)).unwrap();
    let seen = |b: &SudokuBfs| {
        let f = b.frame();
        (
            json(&get(&f, "cells")),
            json(&get(&f, "queued")),
            num(&f, "frontier"),
        )
    };
    let (grid, queue, frontier) = seen(&b);
    b.back(js(30)).unwrap();
    assert_ne!(seen(&b).0, grid);
    b.step(js(30)).unwrap();
    assert_eq!(seen(&b), (grid, queue, frontier));
    b.seek(js(1e9)).unwrap();
    assert!(get(&b.cursor(), "finished").as_bool().unwrap());
    let frame = b.frame();
    assert_eq!(
        (num(&frame, "solutions"), b.solution(js(0)).unwrap()),
        (1.0, s.solution(js(0)).unwrap())
    );
    assert_eq!(num(&frame, "frontier"), 0.0);
    assert_eq!(js_sys::Array::from(&get(&frame, "history")).length(), 301);
    assert!(Sudoku::new(opts(&[("p", easy), ("cell", "diagonal"), ("limit", "1")])).is_err());
    assert!(Sudoku::new(opts(&[("p", "12"), ("cell", "mrv"), ("limit", "1")])).is_err());
    // The solutions one by one, as the page's gallery reads them, both frontiers; only
    // those met up to the cursor.
    let two = "....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut d = Sudoku::new(opts(&[("p", two), ("cell", "mrv"), ("limit", "0")])).unwrap();
    let mut b = SudokuBfs::new(opts(&[("p", two), ("cell", "mrv"), ("limit", "0")])).unwrap();
    d.seek(js(1e9)).unwrap();
    b.seek(js(1e9)).unwrap();
    for (count, one) in [
        (
            num(&d.frame(), "solutions"),
            [d.solution(js(0)), d.solution(js(1)), d.solution(js(2))],
        ),
        (
            num(&b.frame(), "solutions"),
            [b.solution(js(0)), b.solution(js(1)), b.solution(js(2))],
        ),
    ] {
        assert_eq!(count, 2.0);
        assert_ne!(one[0], one[1]);
        // No third solution: a coded error naming the index, not an empty grid.
        let third = one[2].clone().err().unwrap();
        assert_eq!(text(&third, "code"), "web.no_such");
        assert_eq!(message(third), "there is no solution 2: there are 2");
        for grid in one[..2].iter().map(|g| g.as_ref().unwrap()) {
            // A full grid without conflicts (so exactly one solution, itself) that keeps
            // every given.
            assert_eq!(fast(&line(grid), 2).0, 1);
            assert!(two
                .chars()
                .zip(line(grid).chars())
                .all(|(g, c)| g == '.' || g == c));
        }
    }
    // The same two grids, whichever order the frontiers met them in.
    let mut by_dfs = [d.solution(js(0)).unwrap(), d.solution(js(1)).unwrap()];
    let mut by_bfs = [b.solution(js(0)).unwrap(), b.solution(js(1)).unwrap()];
    by_dfs.sort();
    by_bfs.sort();
    assert_eq!(by_dfs, by_bfs);
    d.seek(js(0.0)).unwrap();
    b.seek(js(0.0)).unwrap();
    assert_eq!(
        (num(&d.frame(), "solutions"), num(&b.frame(), "solutions")),
        (0.0, 0.0)
    );
}

/// The fast solver as the page runs it (wasm with simd128, where the band solver takes
/// placed cells out of nine digits at once): every top1465 puzzle has one solution, a full
/// grid without conflicts that keeps the givens; and on puzzles with many solutions (a
/// solution with most cells emptied) its counts equal the stepping DFS's, the engine's
/// search written independently.
#[wasm_bindgen_test]
fn the_fast_solver_as_wasm_agrees_with_the_engine() {
    use searchlight::web::{sudoku_check, Sudoku};
    let lines: Vec<&str> = include_str!("../data/sudoku/top1465.txt")
        .lines()
        .filter(|l| l.len() == 81 && !l.starts_with('#'))
        .collect();
    assert_eq!(lines.len(), 1465);
    let mut seed = 12345u32;
    for (k, line) in lines.iter().enumerate() {
        let (count, cells) = fast(line, 2);
        assert_eq!(count, 1, "puzzle {k}");
        let grid = self::line(&cells);
        assert!(
            !grid.contains('.') && sudoku_check(js(&grid)).unwrap().is_null(),
            "puzzle {k}"
        );
        assert!(line
            .chars()
            .zip(grid.chars())
            .all(|(g, c)| g == '.' || g == c));
        if k % 50 != 0 {
            continue;
        }
        // Keep 22 to 37 of the solution's cells, chosen by a small LCG.
        let keep = 22 + k % 16;
        let mut cells: Vec<char> = vec!['.'; 81];
        let mut kept = 0;
        while kept < keep {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let c = (seed >> 16) as usize % 81;
            if cells[c] == '.' {
                cells[c] = grid.as_bytes()[c] as char;
                kept += 1;
            }
        }
        let p: String = cells.into_iter().collect();
        let fast = fast(&p, 12).0;
        let mut dfs = Sudoku::new(opts(&[("p", &p), ("cell", "mrv"), ("limit", "12")])).unwrap();
        dfs.seek(js(1e12)).unwrap();
        assert!(get(&dfs.cursor(), "finished").as_bool().unwrap());
        assert_eq!(f64::from(fast), num(&dfs.frame(), "solutions"), "{p}");
        assert!(fast >= 1);
    }
}

/// The maze mouse's options as the page sends them.
fn maze_options(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

#[wasm_bindgen_test]
fn the_maze_mouse_explores_steps_back_and_runs_from_memory() {
    use searchlight::web::MazeMouse;
    let mut m = MazeMouse::new(maze_options(r#"{"size":"12x12","seed":"7"}"#)).unwrap();
    assert_eq!(
        said(&m.frame(), "status"),
        r#"maze.start {"start":"a12","coin":"l1"}"#
    );
    let shape = m.maze();
    assert_eq!(num(&shape, "rows"), 12.0);
    assert_eq!(text(&shape, "text").lines().count(), 25);
    let shortest = numbers(&shape, "shortest");
    assert_eq!(m.step(js(40)).unwrap(), 40);
    let frame = json(&m.frame());
    assert_eq!(m.back(js(15)).unwrap(), 15);
    assert_eq!(m.step(js(15)).unwrap(), 15);
    assert_eq!(json(&m.frame()), frame);
    m.seek(js(1e9)).unwrap();
    let f = m.frame();
    assert_eq!(text(&f, "outcome"), "found");
    // A perfect maze: the mouse's way is BFS's route, and the frame has its passages.
    assert_eq!(m.route(), shortest);
    let learned = m.route();
    assert_eq!(numbers(&f, "way").len(), 2 * (learned.len() - 1));
    // The second run, the walls taken away: the same route, nothing felt.
    let mut second = MazeMouse::new(maze_options(
        r#"{"size":"12x12","seed":"7","run":"second","walls":false}"#,
    ))
    .unwrap();
    assert!(second.second());
    assert_eq!(numbers(&second.maze(), "learned"), learned);
    second.seek(js(1e9)).unwrap();
    let f = second.frame();
    assert_eq!(second.route(), learned);
    assert_eq!(
        (num(&f, "wall_feels"), num(&f, "turns"), num(&f, "steps")),
        (0.0, 0.0, learned.len() as f64)
    );
    // The six-square loop without the visited set: the cycle, and the limit.
    let mut looped = MazeMouse::new(maze_options(
        r#"{"size":"3x3","seed":"7","edits":"a3s,a2e,b2s,a1e,b1e","coin":"a1","memory":false}"#,
    ))
    .unwrap();
    looped.seek(js(1e9)).unwrap();
    let f = looped.frame();
    assert_eq!(text(&f, "outcome"), "limit");
    // Six squares round, so six passages, each a pair of squares.
    assert_eq!(numbers(&f, "cycle").len(), 12);
    assert_eq!(
        said(&f, "status"),
        r#"maze.limit_cycle {"limit":88,"squares":6}"#
    );
    // The generation, stepped: a perfect 6x6 maze has 35 passages, 36 squares left once.
    let mut carve =
        searchlight::web::MazeCarve::new(maze_options(r#"{"size":"6x6","seed":"7"}"#)).unwrap();
    carve.seek(js(1e9)).unwrap();
    assert!(carve.finished());
    assert_eq!(
        said(&carve.frame(), "status"),
        r#"maze.carve.done {"squares":36,"passages":35,"loops":0}"#
    );
    assert_eq!(carve.back(js(1)).unwrap(), 1);
    assert_eq!(text(&carve.frame(), "status.code"), "maze.carve.retreat");
    for (options, code) in [
        (r#"{"size":"101x5"}"#, "maze.bad_size"),
        (r#"{"size":"3"}"#, "maze.bad_size_form"),
        (r#"{"size":"5x5","coin":"f1"}"#, "maze.bad_square"),
        (r#"{"size":"5x5","edits":"a1w"}"#, "maze.bad_edit"),
        (r#"{"run":"third"}"#, "maze.bad_run"),
        (r#"{"loops":"x"}"#, "maze.bad_loops"),
        (r#"{"size":7}"#, "web.bad_options"),
        (r#"{"colour":"red"}"#, "web.bad_options"),
    ] {
        let e = MazeMouse::new(maze_options(options)).err().unwrap();
        assert_eq!(text(&e, "code"), code, "{options}");
    }
}

/// The page's one check of a set: the declarations in order, the values as kept, each bad
/// value named with its code and English, and a default in its place (an unset flag is
/// left out: undefined).
#[wasm_bindgen_test]
fn the_page_reads_the_declared_options_and_checks_a_set_in_one_call() {
    use searchlight::web::{check_options, option_schema};
    let schema = option_schema(js("knight")).unwrap();
    assert_eq!(
        json(&schema),
        r#"[{"name":"board","kind":"size","default":"8x8"},{"name":"start","kind":"square","default":"a1"},{"name":"strategy","kind":"choice","choices":["dfs","warnsdorff","most","static"],"default":"warnsdorff"},{"name":"closed","kind":"flag","default":false},{"name":"prune","kind":"flag"}]"#
    );
    let r = check_options(
        js("knight"),
        js_sys::JSON::parse(r#"{"board":" 5X5 ","start":"E6","closed":"on"}"#).unwrap(),
    )
    .unwrap();
    assert_eq!(
        json(&get(&r, "values")),
        r#"{"board":"5x5","closed":true,"start":"a1","strategy":"warnsdorff"}"#
    );
    assert_eq!(
        json(&get(&r, "errors")),
        r#"[{"name":"start","code":"board.off_board","params":{"square":"e6","board":"5x5","last_file":"e","ranks":5},"english":"square e6 is not on the 5x5 board (files a to e, ranks 1 to 5)"}]"#
    );
    let e = check_options(js("chess"), js_sys::Object::new().into()).unwrap_err();
    assert_eq!(text(&e, "code"), "web.unknown_view");
    let e = check_options(
        js("maze"),
        js_sys::JSON::parse(r#"{"colour":"red"}"#).unwrap(),
    );
    assert_eq!(text(&e.unwrap_err(), "code"), "web.bad_options");
}

#[wasm_bindgen_test]
fn your_turn_asks_and_grades_across_the_boundary() {
    let mut t = KnightTour::new(opts(&[
        ("board", "8x8"),
        ("start", "a1"),
        ("strategy", "warnsdorff"),
    ]))
    .unwrap();
    let q = t.question();
    assert_eq!(text(&q, "message.code"), "predict.knight.ask");
    assert_eq!(text(&q, "answer"), "b3");
    // Asking records the next event but shows nothing.
    assert_eq!(t.steps(), 0.0);
    let tie = t.answer(js("C2")).unwrap();
    assert!(get(&tie, "right").as_bool().unwrap());
    assert_eq!(text(&tie, "why.code"), "predict.tie_taken");
    let wrong = t.answer(js("d4")).unwrap();
    assert!(!get(&wrong, "right").as_bool().unwrap());
    assert_eq!(text(&wrong, "why.code"), "predict.knight.not_a_move");
    // An answer as long as the field takes is graded; a longer one is a coded error naming
    // the bound, read no further (10 MB costs nothing), and junk types are coded errors.
    let long = t.answer(js("x".repeat(256))).unwrap();
    assert_eq!(text(&long, "why.code"), "predict.unreadable.square");
    let huge = t.answer(js("x".repeat(10_000_000))).unwrap_err();
    assert_eq!(text(&huge, "code"), "predict.answer_long");
    assert_eq!(num(&get(&huge, "params"), "max"), 256.0);
    assert_eq!(num(&get(&huge, "params"), "length"), 10_000_000.0);
    assert_eq!(
        message(huge),
        "an answer is at most 256 characters, not 10000000"
    );
    assert_eq!(
        text(&t.answer(js("x".repeat(257))).unwrap_err(), "code"),
        "predict.answer_long"
    );
    assert_eq!(num(&searchlight::web::limits(), "answer_chars"), 256.0);
    assert!(t.answer(js(3.0)).is_err());
    // The step played after asking is the one asked about.
    t.step(js(1.0)).unwrap();
    assert_eq!(numbers(&t.frame(), "path"), vec![0, 17]);
}
