//! The knight's tour, search, graph, counter and layers; limits and board parsing.

use super::*;

#[wasm_bindgen_test]
fn a_tour_steps_forward_and_back_exactly() {
    let mut t = model(
        "knight",
        opts(&[
            ("board", "5x5"),
            ("start", "c3"),
            ("strategy", "warnsdorff"),
        ]),
    )
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
    let mut t = model(
        "knight",
        opts(&[
            ("board", "8x8"),
            ("start", "a1"),
            ("strategy", "warnsdorff"),
        ]),
    )
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
    let mut t = model(
        "knight",
        opts(&[("board", "5x5"), ("start", "b1"), ("strategy", "dfs")]),
    )
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
        (
            "0x8",
            "a1",
            "dfs",
            r#"board.out_of_range {size: "0x8", max: 1000}"#,
        ),
        ("eight", "a1", "dfs", r#"board.malformed {text: "eight"}"#),
        (
            "8x8",
            "i9",
            "dfs",
            r#"board.off_board {square: "i9", board: "8x8", last_file: "h", ranks: 8}"#,
        ),
        ("8x8", "9a", "dfs", r#"board.bad_square {text: "9a"}"#),
        (
            "8x8",
            "a1",
            "greedy",
            r#"knight.unknown_strategy {name: "greedy"}"#,
        ),
    ];
    for (board, start, strategy, expected) in cases {
        let err = model(
            "knight",
            opts(&[("board", board), ("start", start), ("strategy", strategy)]),
        )
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
    assert_eq!(
        message(err),
        r#"knight.too_big_to_count {max: 36, board: "8x8", squares: 64}"#
    );
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
    let mut l = model("bfs", opts(&[("board", "8x8"), ("start", "a1")])).unwrap();
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
    assert_eq!(ints(&extra(&mut l, "path_to", 63).unwrap()).len(), 7);
    let status = get(&f, "status");
    assert_eq!(get(&status, "code").as_string().unwrap(), "bfs.done");
    assert_eq!(get(&get(&status, "params"), "reached").as_f64(), Some(64.0));
    let e = model("bfs", opts(&[("board", "8x8"), ("start", "j1")]))
        .err()
        .unwrap();
    assert_eq!(
        message(e.clone()),
        r#"board.off_board {square: "j1", board: "8x8", last_file: "h", ranks: 8}"#
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
