//! The queens facade.

use super::*;

#[wasm_bindgen_test]
fn queens_facade() {
    use searchlight::web::QueensCount;
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
    let mut q = model(
        "queens",
        opts(&[("n", "8"), ("variant", "check"), ("mode", "all")]),
    )
    .unwrap();
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
    let found: Found = read(extra(&mut q, "found", JsValue::UNDEFINED).unwrap());
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
        let e = model("queens", opts(&[("n", n), ("variant", v), ("mode", m)]))
            .err()
            .expect(n);
        assert_eq!(text(e).0, code, "{n} {v} {m}");
    }
    assert_eq!(
        text(
            model(
                "queens",
                opts(&[("n", "21"), ("variant", "mark"), ("mode", "all")])
            )
            .err()
            .unwrap()
        )
        .1,
        r#"queens.out_of_range {n: "21", max: 20, what: queens.what.board}"#
    );
    assert!(QueensCount::new(js("19"), js(0), js(1)).is_err());
}
