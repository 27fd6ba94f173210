//! The maze mouse through the facade.

use super::*;

#[wasm_bindgen_test]
fn the_maze_mouse_explores_steps_back_and_runs_from_memory() {
    let mut m = model("maze", maze_options(r#"{"size":"12x12","seed":"7"}"#)).unwrap();
    assert_eq!(
        said(&m.frame(), "status"),
        r#"maze.start {"start":"a12","coin":"l1"}"#
    );
    let shape = extra(&mut m, "shape", JsValue::UNDEFINED).unwrap();
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
    let learned = ints(&extra(&mut m, "route", JsValue::UNDEFINED).unwrap());
    assert_eq!(learned, shortest);
    assert_eq!(numbers(&f, "way").len(), 2 * (learned.len() - 1));
    // The second run, the walls taken away: the same route, nothing felt.
    let mut second = model(
        "maze",
        maze_options(r#"{"size":"12x12","seed":"7","run":"second","walls":false}"#),
    )
    .unwrap();
    assert_eq!(
        extra(&mut second, "second", JsValue::UNDEFINED).unwrap(),
        JsValue::TRUE
    );
    let shape = extra(&mut second, "shape", JsValue::UNDEFINED).unwrap();
    assert_eq!(numbers(&shape, "learned"), learned);
    second.seek(js(1e9)).unwrap();
    let f = second.frame();
    assert_eq!(
        ints(&extra(&mut second, "route", JsValue::UNDEFINED).unwrap()),
        learned
    );
    assert_eq!(
        (num(&f, "wall_feels"), num(&f, "turns"), num(&f, "steps")),
        (0.0, 0.0, learned.len() as f64)
    );
    // The six-square loop without the visited set: the cycle, and the limit.
    let mut looped = model(
        "maze",
        maze_options(
            r#"{"size":"3x3","seed":"7","edits":"a3s,a2e,b2s,a1e,b1e","coin":"a1","memory":false}"#,
        ),
    )
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
    let mut carve = model("maze-carve", maze_options(r#"{"size":"6x6","seed":"7"}"#)).unwrap();
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
        let e = model("maze", maze_options(options)).err().unwrap();
        assert_eq!(text(&e, "code"), code, "{options}");
    }
}
