//! The wasm facade in headless Chromium: construction from plain parameters, stepping
//! forwards and back, counting, and the messages a person sees for bad input.
#![cfg(target_arch = "wasm32")]

use searchlight::web::{
    check_knight_spec, knight_degrees, knight_edges, KnightCounter, KnightSearch, KnightTour,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn message(e: wasm_bindgen::JsError) -> String {
    let v: JsValue = e.into();
    js_sys::Reflect::get(&v, &"message".into())
        .unwrap()
        .as_string()
        .unwrap()
}

#[wasm_bindgen_test]
fn a_tour_steps_forward_and_back_exactly() {
    let mut t = KnightTour::new("5x5", "c3", "warnsdorff", false, None).unwrap();
    assert_eq!(
        t.status(),
        "Knight on c3 of 5x5. Step, Play or Solve to search for an open tour."
    );
    assert_eq!(t.step(10), 10);
    let order = t.order();
    let status = t.status();
    assert_eq!(t.back(4), 4);
    assert_eq!(t.steps(), 6.0);
    assert_eq!(t.step(4), 4);
    assert_eq!(t.order(), order);
    assert_eq!(t.status(), status);
    t.seek(1e9);
    assert!(t.finished());
    assert_eq!(t.outcome(), "solved");
    assert_eq!(t.status(), "Tour complete: 25 of 25 squares.");
    assert_eq!(t.path().len(), 25);
    t.reset();
    assert_eq!(t.steps(), 0.0);
    assert_eq!(t.recorded(), 0.0);
}

#[wasm_bindgen_test]
fn no_tour_from_b1_is_proved_by_the_search() {
    let mut t = KnightTour::new("5x5", "b1", "dfs", false, None).unwrap();
    assert!(t
        .no_tour_reason()
        .unwrap()
        .contains("odd number of squares"));
    while t.step(1 << 16) > 0 {}
    assert_eq!(t.outcome(), "exhausted");
    assert_eq!(t.last_event(), "exhausted");
    assert_eq!(
        t.status(),
        "No tour from b1 on 5x5: every move sequence was tried (1,829,420 nodes)."
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
        let err = KnightTour::new(board, start, strategy, false, None)
            .err()
            .expect(board);
        assert_eq!(message(err), expected);
        assert!(check_knight_spec(board, start, strategy).is_err());
    }
    assert!(knight_degrees("1001x3").is_err());
    let err = KnightCounter::new("8x8", "a1", false).err().unwrap();
    assert!(message(err).contains("at most 36 squares"));
}

#[wasm_bindgen_test]
fn graph_and_counting() {
    assert_eq!(knight_edges("8x8").unwrap().len(), 2 * 168);
    let degrees = knight_degrees("8x8").unwrap();
    assert_eq!(degrees.iter().map(|&d| d as u32).sum::<u32>(), 336);
    let mut c = KnightCounter::new("5x5", "a1", false).unwrap();
    while !c.run(10_000.0) {
        assert!(c.progress() < 1.0);
    }
    assert_eq!(c.tours(), 304.0);
    let mut all = KnightCounter::new("3x4", "all", false).unwrap();
    while !all.run(1e6) {}
    assert_eq!(all.tours(), 16.0);
}

#[wasm_bindgen_test]
fn big_board_search_in_slices() {
    let mut s = KnightSearch::new("200x300", "a1", "warnsdorff", false, None).unwrap();
    while !s.run(10_000.0) {}
    assert_eq!(s.outcome(), "solved");
    let order = s.order();
    assert_eq!(order.len(), 60_000);
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert!(sorted.iter().enumerate().all(|(i, &v)| v == i as u32 + 1));
    let s = KnightSearch::new("999x999", "b1", "warnsdorff", false, None).unwrap();
    assert!(s.reason().unwrap().contains("odd number of squares"));
}

#[wasm_bindgen_test]
fn knight_layers_step_both_ways() {
    use searchlight::web::KnightLayers;
    let mut l = KnightLayers::new("8x8", "a1").unwrap();
    l.step(40);
    let colours = l.colours();
    let queue = l.queue();
    l.back(15);
    l.step(15);
    assert_eq!(l.colours(), colours);
    assert_eq!(l.queue(), queue);
    while l.step(1000) > 0 {}
    assert!(l.finished());
    let d = l.distances();
    assert_eq!(d[63], 6);
    assert_eq!(l.path_to(63).unwrap().len(), 7);
    assert!(l.status().starts_with("Done: 64 squares reached from a1"));
    assert_eq!(
        message(KnightLayers::new("8x8", "j1").err().unwrap()),
        "square j1 is not on the 8x8 board (files a to h, ranks 1 to 8)"
    );
}

/// Property `path` ("a.b.0") of a JavaScript value.
fn js_get(v: &JsValue, path: &str) -> JsValue {
    path.split('.').fold(v.clone(), |v, key| {
        js_sys::Reflect::get(&v, &key.into()).unwrap()
    })
}

fn js_numbers(v: &JsValue, path: &str) -> Vec<f64> {
    js_sys::Array::from(&js_get(v, path))
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

/// The English text of a coded error (its `message`).
fn error_text(e: JsValue) -> String {
    js_get(&e, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn word_ladders_and_their_errors() {
    use searchlight::web::WordLadder;
    let mut w = WordLadder::new(
        "custom",
        Some("hit hot dot dog lot log cog".into()),
        "hit",
        "cog",
    )
    .unwrap();
    while w.step(100) > 0 {}
    assert_eq!(js_numbers(&w.frame(), "ladder").len(), 5);
    let all = w.all_ladders(10);
    assert_eq!(js_get(&all, "count").as_f64(), Some(2.0));
    let ladders = js_sys::Array::from(&js_get(&all, "ladders"));
    let ladders: Vec<String> = ladders.iter().map(|l| js_strings(&l).join(" ")).collect();
    assert_eq!(ladders, ["hit hot dot dog cog", "hit hot lot log cog"]);
    let cmp = w.comparison();
    assert!(js_get(&cmp, "plain.discovered").as_f64().unwrap() >= 5.0);
    assert!(js_get(&cmp, "bidirectional.edges").as_f64().is_some());
    let mut f = WordLadder::new("four", None, "FOOL", "sage").unwrap();
    f.seek(1e9);
    let info = f.info();
    let words = js_strings(&js_get(&info, "words"));
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
        let m = error_text(WordLadder::new(list, None, a, b).err().unwrap());
        assert!(m.contains(expected), "{m}");
    }
    let e = WordLadder::new("four", None, "fool", "sages")
        .err()
        .unwrap();
    assert_eq!(
        js_get(&e, "code").as_string().unwrap(),
        "ladder.different_lengths"
    );
    let mut apart = WordLadder::new("custom", Some("cat cot dog".into()), "cat", "dog").unwrap();
    while apart.step(100) > 0 {}
    let frame = apart.frame();
    assert!(js_get(&frame, "ladder").is_null() || js_get(&frame, "ladder").is_undefined());
    assert_eq!(
        js_get(&frame, "status.code").as_string().unwrap(),
        "ladder.no_ladder"
    );
    assert_eq!(
        js_get(&frame, "status.params.from").as_string().unwrap(),
        "cat"
    );
    assert_eq!(
        js_get(&frame, "status.params.reachable").as_f64(),
        Some(2.0)
    );
    assert_eq!(
        js_get(&frame, "status.params.reach.code")
            .as_string()
            .unwrap(),
        "ladder.reach_others"
    );
    assert_eq!(
        js_get(&frame, "status.params.reach.params.others").as_f64(),
        Some(1.0)
    );
    assert!(apart.comparison().is_null());
}

#[wasm_bindgen_test]
fn dfs_times_on_the_example_and_editing() {
    use searchlight::web::GraphDfs;
    let mut g = GraphDfs::new(&GraphDfs::example()).unwrap();
    while g.step(100) > 0 {}
    let f = g.frame();
    assert_eq!(
        js_strings(&js_get(&f, "names")),
        ["u", "v", "w", "x", "y", "z"]
    );
    assert_eq!(
        js_numbers(&f, "discovered"),
        [1.0, 2.0, 9.0, 4.0, 3.0, 10.0]
    );
    assert_eq!(js_numbers(&f, "finished"), [8.0, 7.0, 12.0, 5.0, 6.0, 11.0]);
    assert_eq!(js_numbers(&f, "roots"), [0.0, 2.0]);
    assert_eq!(
        js_get(&f, "status.code").as_string().unwrap(),
        "dfs.done_cyclic"
    );
    assert_eq!(js_get(&f, "status.params.trees").as_f64(), Some(2.0));
    let edges = js_sys::Array::from(&js_get(&f, "edges"));
    let class = |a: f64, b: f64| {
        edges
            .iter()
            .find(|e| js_get(e, "from").as_f64() == Some(a) && js_get(e, "to").as_f64() == Some(b))
            .map(|e| js_get(&e, "class").as_string().unwrap())
            .unwrap()
    };
    assert_eq!(class(0.0, 3.0), "forward"); // u -> x
    assert_eq!(class(3.0, 1.0), "back"); // x -> v
    assert_eq!(class(2.0, 4.0), "cross"); // w -> y
    assert_eq!(class(0.0, 1.0), "tree"); // u -> v
    let added = g.with_new_vertex();
    assert!(added.ends_with("a\n"), "{added}");
    let without = GraphDfs::new(&g.without_vertex(5).unwrap()).unwrap();
    assert_eq!(js_strings(&js_get(&without.frame(), "names")).len(), 5);
    let toggled = GraphDfs::new(&g.toggling_edge(0, 1).unwrap()).unwrap();
    assert_eq!(
        js_sys::Array::from(&js_get(&toggled.frame(), "edges")).length(),
        edges.length() - 1
    );
    assert!(error_text(GraphDfs::new("a b c").err().unwrap()).contains("line 1"));
    // Out of range: coded errors, no panic.
    for e in [
        g.toggling_edge(6, 0).err().unwrap(),
        g.toggling_edge(0, 99).err().unwrap(),
        g.without_vertex(6).err().unwrap(),
    ] {
        assert_eq!(
            js_get(&e, "code").as_string().unwrap(),
            "dfs.no_such_vertex"
        );
    }
    let one = GraphDfs::new("a").unwrap();
    let e = one.without_vertex(0).err().unwrap();
    assert_eq!(js_get(&e, "code").as_string().unwrap(), "dfs.last_vertex");
}

#[wasm_bindgen_test]
fn queens_facade() {
    use searchlight::web::{Queens, QueensCount};
    let mut q = Queens::new("8", "check", "all").unwrap();
    q.step(300);
    let cols = q.cols();
    q.back(50);
    q.step(50);
    assert_eq!(q.cols(), cols);
    q.seek(1e9);
    assert!(q.finished());
    assert_eq!(q.solutions(), 92.0);
    assert_eq!(q.placements(), 15_720.0);
    assert_eq!(q.nodes(), 2_056.0);
    assert_eq!(q.found().len(), 92 * 8);
    assert_eq!(q.classes().iter().max(), Some(&11));
    let mut total = 0.0;
    for part in 0..3 {
        let mut c = QueensCount::new("10", part, 3).unwrap();
        while !c.run(7.0) {}
        total += c.solutions();
    }
    assert_eq!(total, 724.0);
    let bad = [
        ("0", "mark", "all"),
        ("21", "mark", "all"),
        ("x", "mark", "all"),
        ("8", "diag", "all"),
        ("8", "mark", "some"),
    ];
    for (n, v, m) in bad {
        assert!(Queens::new(n, v, m).is_err(), "{n} {v} {m}");
    }
    assert_eq!(
        message(Queens::new("21", "mark", "all").err().unwrap()),
        "N = 21 is out of range: the board takes N from 1 to 20"
    );
    assert!(QueensCount::new("19", 0, 1).is_err());
}

#[wasm_bindgen_test]
fn sudoku_facade() {
    use searchlight::web::{
        sudoku_check, sudoku_compare_row, sudoku_compare_rows, sudoku_conflicts, Sudoku, SudokuBfs,
    };
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut s = Sudoku::new(easy, "first", 0.0).unwrap();
    s.step(200);
    let cells = s.cells();
    s.back(60);
    s.step(60);
    assert_eq!(s.cells(), cells);
    s.seek(1e9);
    assert!(s.finished());
    assert_eq!(s.solution_count(), 1);
    assert_eq!(s.size(), 9);
    assert_eq!(sudoku_check(easy), "");
    let bad = "1..1 .... .... ....";
    assert_eq!(
        sudoku_check(bad),
        "the givens conflict: 1 appears twice in row 1 (r1c1 and r1c4)"
    );
    assert_eq!(sudoku_conflicts(bad), [0, 3]);
    assert_eq!(sudoku_compare_rows(), 8);
    let fast = searchlight::web::sudoku_fast(easy, 2).unwrap();
    assert_eq!(fast.count(), 1);
    assert_eq!(fast.grid(), s.solution(0));
    assert!(searchlight::web::sudoku_fast("1..1", 2).is_err());
    // Row 5: BFS, one solution, fewest candidates; found, not capped.
    let row = sudoku_compare_row(easy, 5).unwrap();
    assert_eq!(&row[..4], &[1.0, 1.0, 1.0, 1.0]);
    assert_eq!(row[8], 0.0);
    assert!(sudoku_compare_row(easy, 8).is_err());
    // The stepping BFS: back and forth land on the same grid and queue; all the way it
    // finds the one solution, the same as the DFS's.
    let mut b = SudokuBfs::new(easy, "first", 0.0).unwrap();
    b.step(80);
    let (grid, queue, frontier) = (b.cells(), b.queued(6), b.frontier());
    b.back(30);
    assert_ne!(b.cells(), grid);
    b.step(30);
    assert_eq!(
        (b.cells(), b.queued(6), b.frontier()),
        (grid, queue, frontier)
    );
    b.seek(1e9);
    assert!(b.finished());
    assert_eq!((b.solution_count(), b.solution(0)), (1, s.solution(0)));
    assert_eq!(b.frontier(), 0.0);
    assert_eq!(b.frontier_history(10).len(), 11);
    assert!(Sudoku::new(easy, "diagonal", 1.0).is_err());
    assert!(Sudoku::new("12", "mrv", 1.0).is_err());
    // The solutions one by one, as the page's gallery reads them, both frontiers; only
    // those met up to the cursor.
    let two = "....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut d = Sudoku::new(two, "mrv", 0.0).unwrap();
    let mut b = SudokuBfs::new(two, "mrv", 0.0).unwrap();
    d.seek(1e9);
    b.seek(1e9);
    for (count, one) in [
        (
            d.solution_count(),
            [d.solution(0), d.solution(1), d.solution(2)],
        ),
        (
            b.solution_count(),
            [b.solution(0), b.solution(1), b.solution(2)],
        ),
    ] {
        assert_eq!(count, 2);
        assert_ne!(one[0], one[1]);
        assert_eq!(one[2], "");
        for grid in &one[..2] {
            // A full grid without conflicts (so exactly one solution, itself) that keeps
            // every given.
            assert_eq!(searchlight::web::sudoku_fast(grid, 2).unwrap().count(), 1);
            assert!(two
                .chars()
                .zip(grid.chars())
                .all(|(g, c)| g == '.' || g == c));
        }
    }
    // The same two grids, whichever order the frontiers met them in.
    let mut by_dfs = [d.solution(0), d.solution(1)];
    let mut by_bfs = [b.solution(0), b.solution(1)];
    by_dfs.sort();
    by_bfs.sort();
    assert_eq!(by_dfs, by_bfs);
    d.seek(0.0);
    b.seek(0.0);
    assert_eq!((d.solution_count(), b.solution_count()), (0, 0));
}

/// The fast solver as the page runs it (wasm with simd128, where the band solver takes
/// placed cells out of nine digits at once): every top1465 puzzle has one solution, a full
/// grid without conflicts that keeps the givens; and on puzzles with many solutions (a
/// solution with most cells emptied) its counts equal the stepping DFS's, the engine's
/// search written independently.
#[wasm_bindgen_test]
fn the_fast_solver_as_wasm_agrees_with_the_engine() {
    use searchlight::web::{sudoku_check, sudoku_fast, Sudoku};
    let lines: Vec<&str> = include_str!("../data/sudoku/top1465.txt")
        .lines()
        .filter(|l| l.len() == 81 && !l.starts_with('#'))
        .collect();
    assert_eq!(lines.len(), 1465);
    let mut seed = 12345u32;
    for (k, line) in lines.iter().enumerate() {
        let a = sudoku_fast(line, 2).unwrap();
        assert_eq!(a.count(), 1, "puzzle {k}");
        let grid = a.grid();
        assert!(
            !grid.contains('.') && sudoku_check(&grid).is_empty(),
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
        let fast = sudoku_fast(&p, 12).unwrap().count();
        let mut dfs = Sudoku::new(&p, "mrv", 12.0).unwrap();
        dfs.seek(1e12);
        assert!(dfs.finished());
        assert_eq!(fast, dfs.solution_count(), "{p}");
        assert!(fast >= 1);
    }
}
