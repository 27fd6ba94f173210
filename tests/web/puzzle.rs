//! The sliding puzzle's facade: A* stepped to the goal and back exactly, its solution a
//! shortest one (the length breadth-first search finds), the estimate never above the moves
//! truly left along it, a position that cannot reach the goal drawn and never searched, a
//! click's slide, and bad options refused by name.

use super::*;

#[wasm_bindgen_test]
fn sliding_puzzle_facade() {
    let solve = |algo: &str, heuristic: &str, seed: &str| {
        let mut p = Search::new(
            js("puzzle"),
            opts(&[
                ("shuffle", "30"),
                ("seed", seed),
                ("algo", algo),
                ("heuristic", heuristic),
            ]),
            JsValue::UNDEFINED,
        )
        .unwrap();
        p.seek(js(1e9)).unwrap();
        assert_eq!(get(&p.cursor(), "finished"), JsValue::TRUE);
        let f = p.frame();
        assert_eq!(text(&f, "status.code"), "sliding.status.found");
        (p, f)
    };
    for seed in ["1", "2", "3", "4"] {
        let (_, bfs) = solve("bfs", "none", seed);
        let length = js_sys::Array::from(&get(&bfs, "solution")).length() - 1;
        for h in ["misplaced", "manhattan", "linear", "pdb"] {
            let (mut p, f) = solve("astar", h, seed);
            let along = js_sys::Array::from(&get(&f, "solution"));
            assert_eq!(along.length() - 1, length, "A* with {h} on seed {seed}");
            for s in along.iter() {
                assert!(
                    num(&s, "h") <= num(&s, "left"),
                    "{h} overestimates: {}",
                    json(&s)
                );
            }
            assert!(num(&f, "expanded") <= num(&bfs, "expanded"));
            // Back to the middle and forward again: the same frames.
            let end = json(&f);
            let steps = num(&f, "steps");
            p.seek(js((steps / 2.0).floor())).unwrap();
            let middle = json(&p.frame());
            p.seek(js(0)).unwrap();
            p.seek(js((steps / 2.0).floor())).unwrap();
            assert_eq!(json(&p.frame()), middle);
            p.seek(js(steps)).unwrap();
            assert_eq!(json(&p.frame()), end);
        }
        // Weighted A* is no longer than twice the optimum; greedy finds one at all.
        let (_, w) = solve("wastar", "manhattan", seed);
        assert!(js_sys::Array::from(&get(&w, "solution")).length() - 1 <= 2 * length);
        solve("greedy", "manhattan", seed);
    }
    // 1 and 2 swapped: an odd permutation with the blank home. Drawn, refused, not searched.
    let mut odd = model("puzzle", opts(&[("tiles", "2 1 3 4 5 6 7 8 0")])).unwrap();
    assert_eq!(odd.step(js(5)).unwrap(), 0);
    let f = odd.frame();
    assert_eq!(text(&f, "status.code"), "sliding.unsolvable_odd");
    assert_eq!(numbers(&f, "current.tiles"), [2, 1, 3, 4, 5, 6, 7, 8, 0]);
    let board = extra(&mut odd, "board", JsValue::UNDEFINED).unwrap();
    assert_eq!(get(&board, "solvable"), JsValue::FALSE);
    // A click beside the blank slides that tile; one elsewhere does nothing.
    let mut p = model("puzzle", opts(&[("tiles", "1 2 3 4 5 6 7 8 0")])).unwrap();
    assert_eq!(
        extra(&mut p, "slide", 5).unwrap().as_string().as_deref(),
        Some("1 2 3 4 5 0 7 8 6")
    );
    assert!(extra(&mut p, "slide", 0).unwrap().is_undefined());
    // Bad options, each named.
    for (name, value, code) in [
        ("tiles", "1 2 3 4 5 6 7 8 8", "sliding.repeated"),
        ("tiles", "1 2 3 4 5 6 7 x 0", "sliding.not_a_number"),
        ("tiles", "1 2 3 4 5 6 7 8", "sliding.count"),
        ("side", "9", "sliding.bad_number"),
        ("weight", "0.5", "sliding.bad_weight"),
        ("algo", "dijkstra", "sliding.bad_algo"),
        ("limit", "999999999", "sliding.bad_number"),
    ] {
        let e = match Search::new(js("puzzle"), opts(&[(name, value)]), JsValue::UNDEFINED) {
            Err(e) => e,
            Ok(_) => panic!("{name}={value} was taken"),
        };
        assert_eq!(
            text(&e, "code"),
            code,
            "{name}={value}: {}",
            message(e.clone())
        );
    }
    // Four tiles alone are a 2x2 position (the side from their count); a side given beside
    // them must agree.
    assert!(Search::new(
        js("puzzle"),
        opts(&[("tiles", "1 2 3 0")]),
        JsValue::UNDEFINED
    )
    .is_ok());
    let e = match Search::new(
        js("puzzle"),
        opts(&[("side", "3"), ("tiles", "1 2 3 0")]),
        JsValue::UNDEFINED,
    ) {
        Err(e) => e,
        Ok(_) => panic!("side=3 beside four tiles was taken"),
    };
    assert_eq!(text(&e, "code"), "sliding.side", "{}", message(e.clone()));
    let e = match Search::new(
        js("puzzle"),
        opts(&[("side", "4"), ("heuristic", "pdb")]),
        JsValue::UNDEFINED,
    ) {
        Err(e) => e,
        Ok(_) => panic!("a 4x4 pattern database was built in the page's thread"),
    };
    assert_eq!(text(&e, "code"), "sliding.pattern_side");
}

/// The worker's classes: a pattern database built a table at a time, its bytes given to the
/// stepped search (which then counts as it does with one built in place), and "Solve now"
/// run in slices to the same counts and solution as the stepped search's end.
#[wasm_bindgen_test]
fn sliding_worker_classes() {
    use searchlight::web::{PdbBuild, SlidingSolve};
    let mut b = PdbBuild::new(
        opts(&[("side", "3")]),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(b.result().len(), 0);
    let mut runs = 1;
    while !b.run(js(1)).unwrap() {
        runs += 1;
    }
    assert_eq!(runs, 2); // the 8-puzzle's 4-4 tables
    assert_eq!(num(&b.report(), "built"), 2.0);
    let db = js_sys::Uint8Array::from(&b.result()[..]);
    // Built in two shares (as the page's two workers do) and joined: the same bytes.
    let mut whole = PdbBuild::new(
        opts(&[("side", "3")]),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    )
    .unwrap();
    for part in 0..2 {
        let mut share = PdbBuild::new(opts(&[("side", "3")]), js(part), js(2)).unwrap();
        assert!(share.run(js(1)).unwrap(), "one table a share");
        assert_eq!(num(&share.report(), "tables"), 1.0);
        let bytes = js_sys::Uint8Array::from(&share.result()[..]);
        whole.join(bytes.into()).unwrap();
    }
    assert_eq!(whole.result(), b.result());
    // What is not a share, or a share's number out of range, is refused by name.
    let e = whole.join(db.clone().into()).unwrap_err();
    assert_eq!(text(&e, "code"), "web.not_share");
    let e = match PdbBuild::new(opts(&[("side", "3")]), js(2), js(2)) {
        Err(e) => e,
        Ok(_) => panic!("share 2 of 2 taken"),
    };
    assert_eq!(text(&e, "code"), "web.out_of_range");
    for seed in ["3", "8"] {
        let o = || {
            opts(&[
                ("shuffle", "24"),
                ("seed", seed),
                ("algo", "astar"),
                ("heuristic", "pdb"),
            ])
        };
        let mut own = Search::new(js("puzzle"), o(), JsValue::UNDEFINED).unwrap();
        let mut given = Search::new(js("puzzle"), o(), db.clone().into()).unwrap();
        own.seek(js(1e9)).unwrap();
        given.seek(js(1e9)).unwrap();
        let end = given.frame();
        assert_eq!(json(&own.frame()), json(&end));
        let mut s = SlidingSolve::new(o(), db.clone().into()).unwrap();
        let mut slices = 0;
        while !s.run(js(7)).unwrap() {
            slices += 1;
            assert_eq!(get(&s.report(), "done"), JsValue::FALSE);
        }
        assert!(slices > 0);
        let r = s.report();
        for k in ["expanded", "generated"] {
            assert_eq!(num(&r, k), num(&end, k), "{k}");
        }
        let along = js_sys::Array::from(&get(&end, "solution"));
        assert_eq!(num(&r, "length"), f64::from(along.length() - 1));
        assert_eq!(
            js_sys::Array::from(&get(&r, "states")).length(),
            along.length()
        );
        assert_eq!(text(&r, "status.code"), "sliding.solve.found_optimal");
    }
    // Bytes that are not a database for this goal are refused by name.
    let e = match SlidingSolve::new(
        opts(&[("side", "2"), ("heuristic", "pdb")]),
        db.clone().into(),
    ) {
        Err(e) => e,
        Ok(_) => panic!("the 8-puzzle's database taken for 2x2"),
    };
    assert_eq!(text(&e, "code"), "sliding.bad_db");
    // A position that cannot reach the goal is not searched: done at once, and why.
    let mut odd =
        SlidingSolve::new(opts(&[("tiles", "2 1 3 4 5 6 7 8 0")]), JsValue::UNDEFINED).unwrap();
    assert!(odd.run(js(1)).unwrap());
    assert_eq!(text(&odd.report(), "status.code"), "sliding.unsolvable_odd");
}

/// "Your turn" on a best-first search: an answer on the frontier but not of the lowest key is
/// told which value it loses on: f for A* and weighted A*, h for greedy.
#[wasm_bindgen_test]
fn your_turn_names_the_key_an_answer_loses_on() {
    for (algo, term) in [("astar", "f"), ("wastar", "f"), ("greedy", "h")] {
        let mut p = Search::new(
            js("puzzle"),
            opts(&[
                ("tiles", "5,7,2,4,0,3,6,1,8"),
                ("algo", algo),
                ("heuristic", "manhattan"),
            ]),
            JsValue::UNDEFINED,
        )
        .unwrap();
        p.seek(js(40)).unwrap();
        let mut higher = None;
        for node in 0..200 {
            let v = p.answer(js(node.to_string())).unwrap();
            if text(&v, "why.code") == "predict.puzzle.higher" {
                higher = Some(v);
                break;
            }
        }
        let v = higher.unwrap_or_else(|| panic!("{algo}: no answer of a higher key in 200"));
        assert_eq!(text(&v, "why.params.term"), term, "{algo}");
    }
}
