//! The sudoku facade, the fast solver as wasm, and a cursor stopped at a bound.

use super::*;

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
    let bounded = |c: JsValue| get(&c, "bounded").as_bool().unwrap();
    // An empty grid's BFS passes its 48 MB frontier cap.
    let empty = ".".repeat(81);
    let mut b = model(
        "sudoku-bfs",
        opts(&[("p", &empty), ("cell", "first"), ("limit", "0")]),
    )
    .unwrap();
    assert!(!bounded(b.cursor()));
    b.seek(js(1e9)).unwrap();
    assert!(b.finished() && b.bounded() && bounded(b.cursor()));
    assert!(get(&b.frame(), "capped").as_bool().unwrap());
    b.back(js(1)).unwrap();
    assert!(!b.finished() && b.bounded());
    // A BFS that finds its solution, and a DFS that searches all: ended, not bounded.
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut solved = model(
        "sudoku-bfs",
        opts(&[("p", easy), ("cell", "mrv"), ("limit", "1")]),
    )
    .unwrap();
    solved.seek(js(1e9)).unwrap();
    assert!(solved.finished() && !bounded(solved.cursor()));
    let mut d = model(
        "sudoku",
        opts(&[("p", easy), ("cell", "first"), ("limit", "0")]),
    )
    .unwrap();
    d.seek(js(1e9)).unwrap();
    assert!(d.finished() && !bounded(d.cursor()));
    // The mouse going round a loop until its step limit; the same maze with its memory
    // finds the coin.
    let looped =
        r#"{"size":"3x3","seed":"7","edits":"a3s,a2e,b2s,a1e,b1e","coin":"a1","memory":false}"#;
    let mut m = model("maze", maze_options(looped)).unwrap();
    m.seek(js(1e9)).unwrap();
    assert!(m.finished() && bounded(m.cursor()));
    let mut found = model("maze", maze_options(&looped.replace("false", "true"))).unwrap();
    found.seek(js(1e9)).unwrap();
    assert!(found.finished() && !bounded(found.cursor()));
}

/// Extra `solution` `k` of a sudoku model, its cells.
fn solution(m: &mut Search, k: u32) -> Result<Vec<u8>, JsValue> {
    extra(m, "solution", k).map(|v| js_sys::Uint8Array::new(&v).to_vec())
}

#[wasm_bindgen_test]
fn sudoku_facade() {
    use searchlight::web::{sudoku_check, sudoku_compare_row, sudoku_compare_rows};
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut s = model(
        "sudoku",
        opts(&[("p", easy), ("cell", "first"), ("limit", "0")]),
    )
    .unwrap();
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
    assert_eq!(grid, solution(&mut s, 0).unwrap());
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
    let mut b = model(
        "sudoku-bfs",
        opts(&[("p", easy), ("cell", "first"), ("limit", "0")]),
    )
    .unwrap();
    b.step(js(80)).unwrap();
    let seen = |b: &Search| {
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
        (num(&frame, "solutions"), solution(&mut b, 0).unwrap()),
        (1.0, solution(&mut s, 0).unwrap())
    );
    assert_eq!(num(&frame, "frontier"), 0.0);
    assert_eq!(js_sys::Array::from(&get(&frame, "history")).length(), 301);
    assert!(model(
        "sudoku",
        opts(&[("p", easy), ("cell", "diagonal"), ("limit", "1")])
    )
    .is_err());
    assert!(model(
        "sudoku",
        opts(&[("p", "12"), ("cell", "mrv"), ("limit", "1")])
    )
    .is_err());
    // The solutions one by one, as the page's gallery reads them, both frontiers; only
    // those met up to the cursor.
    let two = "....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut d = model(
        "sudoku",
        opts(&[("p", two), ("cell", "mrv"), ("limit", "0")]),
    )
    .unwrap();
    let mut b = model(
        "sudoku-bfs",
        opts(&[("p", two), ("cell", "mrv"), ("limit", "0")]),
    )
    .unwrap();
    d.seek(js(1e9)).unwrap();
    b.seek(js(1e9)).unwrap();
    for (count, one) in [
        (
            num(&d.frame(), "solutions"),
            [
                solution(&mut d, 0),
                solution(&mut d, 1),
                solution(&mut d, 2),
            ],
        ),
        (
            num(&b.frame(), "solutions"),
            [
                solution(&mut b, 0),
                solution(&mut b, 1),
                solution(&mut b, 2),
            ],
        ),
    ] {
        assert_eq!(count, 2.0);
        assert_ne!(one[0], one[1]);
        // No third solution: a coded error naming the index, not an empty grid.
        let third = one[2].clone().err().unwrap();
        assert_eq!(text(&third, "code"), "web.no_such");
        assert_eq!(
            message(third),
            r#"web.no_such {name: "solution", index: 2, count: 2}"#
        );
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
    let mut by_dfs = [solution(&mut d, 0).unwrap(), solution(&mut d, 1).unwrap()];
    let mut by_bfs = [solution(&mut b, 0).unwrap(), solution(&mut b, 1).unwrap()];
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
    use searchlight::web::sudoku_check;
    let lines: Vec<&str> = include_str!("../../data/sudoku/top1465.txt")
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
        let mut dfs = model(
            "sudoku",
            opts(&[("p", &p), ("cell", "mrv"), ("limit", "12")]),
        )
        .unwrap();
        dfs.seek(js(1e12)).unwrap();
        assert!(get(&dfs.cursor(), "finished").as_bool().unwrap());
        assert_eq!(f64::from(fast), num(&dfs.frame(), "solutions"), "{p}");
        assert!(fast >= 1);
    }
}
