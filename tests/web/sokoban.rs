//! Sokoban's IDA* through the one stepped-search class (model `sokoban-deep`): run to the
//! goal, its solution replayed on the level's own text by a verifier written here and as
//! short as breadth-first search's (model `sokoban`), the last bound on f the solution's
//! length, the path every state of it, stepped back exactly; what it does not offer a coded
//! error; each model refusing the other's searches by code.

use super::*;

/// `lurd` played on `text` (the standard format: `#` wall, `@`/`+` keeper, `$`/`*` box,
/// `.`/`+`/`*` goal): whether every move is legal (a lower-case letter a move onto floor, an
/// upper-case one a push of a box onto floor) and every box ends on a goal.
fn solves(text: &str, lurd: &str) -> bool {
    let mut grid: Vec<Vec<char>> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with(';'))
        .map(|l| l.chars().map(|c| if c == '-' { ' ' } else { c }).collect())
        .collect();
    let at = |g: &[Vec<char>], r: i64, c: i64| -> char {
        usize::try_from(r)
            .ok()
            .and_then(|r| g.get(r))
            .and_then(|row| usize::try_from(c).ok().and_then(|c| row.get(c)))
            .copied()
            .unwrap_or('#')
    };
    let (mut r, mut c) = grid
        .iter()
        .enumerate()
        .find_map(|(r, row)| {
            row.iter()
                .position(|&ch| ch == '@' || ch == '+')
                .map(|c| (r as i64, c as i64))
        })
        .expect("a keeper");
    // Each square as floor or goal, the keeper and boxes taken off.
    let under = |ch: char| {
        if matches!(ch, '.' | '+' | '*') {
            '.'
        } else {
            ' '
        }
    };
    let set = |g: &mut [Vec<char>], r: i64, c: i64, ch: char| g[r as usize][c as usize] = ch;
    for ch in lurd.chars() {
        let (dr, dc) = match ch.to_ascii_lowercase() {
            'u' => (-1, 0),
            'd' => (1, 0),
            'l' => (0, -1),
            'r' => (0, 1),
            _ => return false,
        };
        let (nr, nc) = (r + dr, c + dc);
        let next = at(&grid, nr, nc);
        let boxed = matches!(next, '$' | '*');
        if boxed != ch.is_ascii_uppercase() || next == '#' {
            return false;
        }
        if boxed {
            let beyond = at(&grid, nr + dr, nc + dc);
            if !matches!(beyond, ' ' | '.') {
                return false;
            }
            let b = if beyond == '.' { '*' } else { '$' };
            set(&mut grid, nr + dr, nc + dc, b);
        }
        let here = under(at(&grid, r, c));
        set(&mut grid, r, c, here);
        set(
            &mut grid,
            nr,
            nc,
            if under(next) == '.' { '+' } else { '@' },
        );
        (r, c) = (nr, nc);
    }
    !grid.iter().flatten().any(|&ch| ch == '$')
}

/// Model `name` with `options`, stepped to its end: the model and its last frame.
fn to_end(name: &str, options: JsValue) -> (Search, JsValue) {
    let mut m = model(name, options).unwrap();
    while m.step(js(1u32 << 20)).unwrap() > 0 {}
    assert!(
        m.finished() && !m.bounded() && !m.full(),
        "{name} ended at a bound"
    );
    let f = m.frame();
    (m, f)
}

#[wasm_bindgen_test]
fn sokoban_ida_through_the_one_class() {
    for n in ["1", "2", "3"] {
        for by in ["moves", "pushes"] {
            let at = format!("level {n} by {by}");
            let (mut ida, f) = to_end(
                "sokoban-deep",
                opts(&[("n", n), ("algo", "ida"), ("by", by)]),
            );
            assert_eq!(text(&f, "status.code"), "sokoban.status.ida_found", "{at}");
            let level = extra(&mut ida, "level", JsValue::UNDEFINED).unwrap();
            assert_eq!(text(&level, "algo"), "ida");
            let lurd = text(&f, "solution");
            assert!(solves(&text(&level, "text"), &lurd), "{at}: {lurd}");
            // The last step, a push onto the last goal, left out: not solved.
            assert!(
                !solves(&text(&level, "text"), &lurd[..lurd.len() - 1]),
                "{at}"
            );
            let unit = format!("solution_{by}");
            let length = num(&f, &unit);
            let (_, bfs) = to_end("sokoban", opts(&[("n", n), ("algo", "bfs"), ("by", by)]));
            assert_eq!(
                length,
                num(&bfs, &unit),
                "{at}: as short as breadth-first search"
            );
            // At the goal f = g + 0, the solution's length, within the last bound; the path
            // holds the start and each state after it.
            assert_eq!(num(&f, "bound"), length, "{at}");
            assert_eq!(
                js_sys::Array::from(&get(&f, "path")).length() as f64,
                length + 1.0
            );
            assert!(num(&f, "iterations") >= 1.0);
            // Back to the middle and forward again: the same frames.
            let steps = num(&f, "steps");
            let half = (steps / 2.0).floor();
            ida.seek(js(half)).unwrap();
            let middle = json(&ida.frame());
            ida.back(js(half as u32)).unwrap();
            assert_eq!(
                num(&ida.frame(), "expanded"),
                0.0,
                "{at}: back at the start"
            );
            ida.seek(js(half)).unwrap();
            assert_eq!(json(&ida.frame()), middle, "{at}");
            ida.seek(js(steps)).unwrap();
            assert_eq!(json(&ida.frame()), json(&f), "{at}");
            ida.reset();
            assert_eq!(ida.steps(), 0.0);
        }
    }
    // IDA* offers the level, its questions and its listing (at its first line before a
    // step), and no table: a coded error, no panic.
    let mut ida = model("sokoban-deep", opts(&[("algo", "ida")])).unwrap();
    for method in ["level", "question", "answer", "code"] {
        assert!(ida.offers(js(method)).unwrap(), "{method}");
    }
    let code = ida.code().unwrap();
    assert_eq!(text(&code, "listing"), "sokoban_deep");
    let last = num(&code, "lines.length") as usize - 1;
    assert_eq!(text(&code, &format!("lines.{last}")), "init");
    assert!(!ida.offers(js("table")).unwrap());
    let e = ida.table().unwrap_err();
    assert_eq!(text(&e, "code"), "web.not_offered");
    // Each model refuses the other's searches.
    let e = model("sokoban-deep", opts(&[("algo", "astar")]))
        .err()
        .unwrap();
    assert_eq!(text(&e, "code"), "sokoban.page.best_first");
    let e = model("sokoban", opts(&[("algo", "ida")])).err().unwrap();
    assert_eq!(text(&e, "code"), "sokoban.page.ida");
}
