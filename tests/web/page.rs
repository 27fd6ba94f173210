//! The page's options checked in one call, and your turn across the boundary.

use super::*;

/// The page's one check of a set: the declarations in order, the values as kept, each bad
/// value named with its code and English, and a default in its place (an unset flag is
/// left out: undefined).
#[wasm_bindgen_test]
fn the_page_reads_the_declared_options_and_checks_a_set_in_one_call() {
    use searchlight::web::{check_options, option_schema};
    let schema = option_schema(js("knight")).unwrap();
    assert_eq!(
        json(&schema),
        r#"[{"name":"board","kind":"size","default":"8x8"},{"name":"start","kind":"square","default":"a1"},{"name":"strategy","kind":"choice","choices":["dfs","warnsdorff","most","static"],"default":"warnsdorff"},{"name":"closed","kind":"flag","default":false},{"name":"prune","kind":"flag"},{"name":"rule","kind":"text","default":""}]"#
    );
    let r = check_options(
        js("knight"),
        js_sys::JSON::parse(r#"{"board":" 5X5 ","start":"E6","closed":"on"}"#).unwrap(),
    )
    .unwrap();
    assert_eq!(
        json(&get(&r, "values")),
        r#"{"board":"5x5","closed":true,"rule":"","start":"a1","strategy":"warnsdorff"}"#
    );
    assert_eq!(
        json(&get(&r, "errors")),
        r#"[{"name":"start","code":"board.off_board","params":{"square":"e6","board":"5x5","last_file":"e","ranks":5}}]"#
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
    let mut t = model(
        "knight",
        opts(&[
            ("board", "8x8"),
            ("start", "a1"),
            ("strategy", "warnsdorff"),
        ]),
    )
    .unwrap();
    let q = t.question().unwrap();
    assert_eq!(text(&q, "message.code"), "predict.knight.ask");
    assert_eq!(text(&q, "answer"), "b3");
    // Asking records the next event but shows nothing.
    assert_eq!(t.steps(), 0.0);
    let tie = t.answer(js("C2")).unwrap();
    assert!(get(&tie, "right").as_bool().unwrap());
    assert_eq!(text(&tie, "why.code"), "predict.tie_taken");
    // Typed on a Chinese keyboard: full-width letters and digits are the same answer.
    let wide = t.answer(js("Ｃ２")).unwrap();
    assert!(get(&wide, "right").as_bool().unwrap());
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
        "predict.answer_long {max: 256, length: 10000000}"
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
