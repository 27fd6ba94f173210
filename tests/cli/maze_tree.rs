//! The maze (and its second run) and the tree measurements from the command line.

use super::*;

/// The maze's JSON: a route the test walks itself through the text's openings, the
/// counters, BFS's length; the limit and a malformed file.
#[test]
fn maze_from_the_command_line() {
    let walk_ok = |v: &Value| {
        let lines: Vec<Vec<u8>> = v["maze"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().as_bytes().to_vec())
            .collect();
        let route: Vec<(usize, usize)> = v["route"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s[0].as_u64().unwrap() as usize,
                    s[1].as_u64().unwrap() as usize,
                )
            })
            .collect();
        assert_eq!(lines[2 * route[0].0 + 1][3 * route[0].1 + 1], b'S');
        let (r, c) = *route.last().unwrap();
        assert_eq!(lines[2 * r + 1][3 * c + 1], b'C');
        for w in route.windows(2) {
            let ((r0, c0), (r1, c1)) = (w[0], w[1]);
            let open = match (r1 as i64 - r0 as i64, c1 as i64 - c0 as i64) {
                (0, 1) => lines[2 * r0 + 1][3 * c0 + 3] == b' ',
                (0, -1) => lines[2 * r0 + 1][3 * c1 + 3] == b' ',
                (1, 0) => lines[2 * r0 + 2][3 * c0 + 1] == b' ',
                (-1, 0) => lines[2 * r1 + 2][3 * c0 + 1] == b' ',
                _ => false,
            };
            assert!(open, "{w:?}");
        }
        route.len() as u64 - 1
    };
    let args = ["maze", "--size", "20x30", "--seed", "7", "--json"];
    let (code, out, err) = run(&args);
    assert!(err.is_empty(), "{err}");
    assert_eq!(code, 0);
    assert_keys_sorted(&out);
    let v: Value = serde_json::from_str(&out).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "backups",
            "entered",
            "found",
            "maze",
            "memory",
            "outcome",
            "route",
            "route_length",
            "shortest",
            "steps",
            "turns",
            "wall_feels"
        ]
    );
    assert_eq!(v["maze"].as_array().unwrap().len(), 41);
    assert_eq!(v["maze"][0].as_str().unwrap().len(), 91);
    assert_eq!(v["found"], true);
    let moves = walk_ok(&v);
    assert_eq!(v["route_length"], moves);
    // A perfect maze has one route: the mouse's is the shortest.
    assert_eq!(v["shortest"], moves);
    assert!(v["steps"].as_u64().unwrap() > v["entered"].as_u64().unwrap());
    // The same seed, the same maze and run.
    assert_eq!(run(&args).1, out);
    // BFS alone on a maze with loops: the shortest, no longer than the mouse's.
    let (code, b) = json(&[
        "maze", "--size", "15x15", "--loops", "30", "--bfs", "--json",
    ]);
    assert_eq!(code, 0);
    let (_, m) = json(&["maze", "--size", "15x15", "--loops", "30", "--json"]);
    assert_eq!(b["maze"], m["maze"]);
    assert_eq!(walk_ok(&b), b["shortest"].as_u64().unwrap());
    assert!(walk_ok(&m) >= b["shortest"].as_u64().unwrap());
    // The six-square loop with no visited set: round until the limit, exit 1.
    let dir = std::env::temp_dir().join(format!("searchlight-maze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("loop.txt");
    std::fs::write(
        &file,
        "+--+--+--+\n|S       |\n+  +--+  +\n|        |\n+  +--+--+\n|C |  |  |\n+--+--+--+\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let (code, v) = json(&[
        "maze",
        "--maze",
        path,
        "--no-memory",
        "--limit",
        "500",
        "--json",
    ]);
    assert_eq!(
        (code, v["found"].as_bool(), v["outcome"].as_str()),
        (1, Some(false), Some("limit"))
    );
    assert_eq!(v["steps"], 500);
    assert_eq!(v["route"].as_array().unwrap().len(), 0);
    let (code, v) = json(&["maze", "--maze", path, "--json"]);
    assert_eq!(
        (code, v["route_length"].as_u64(), v["shortest"].as_u64()),
        (0, Some(6), Some(2))
    );
    // Malformed: exit 2, one line naming the row and column.
    std::fs::write(&file, "+--+--+\n|S |  |\n+--+-x+\n|   C |\n+--+--+\n").unwrap();
    let (code, out, err) = run(&["maze", "--maze", path]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: maze text row 3, column 5: expected -- (a wall) or two spaces (an opening)\n"
    );
    for bad in [
        &["maze", "--size", "1x5"][..],
        &["maze", "--size", "2001x3"],
        &["maze", "--loops", "101"],
        &["maze", "--seed", "-1"],
        &["maze", "--limit", "0"],
    ] {
        let (code, out, err) = run(bad);
        assert_eq!(
            (code, out.as_str(), err.lines().count()),
            (2, "", 1),
            "{bad:?}"
        );
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn tree_counts_and_estimates_search_trees() {
    let (code, v) = json(&["tree", "queens", "--n", "8", "--exact", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["nodes"], 2057);
    assert_eq!(
        v["levels"],
        serde_json::json!([1.0, 8.0, 42.0, 140.0, 344.0, 568.0, 550.0, 312.0, 92.0])
    );
    assert_eq!(v["depth"], 8);
    let k = v["branching_factor"].as_f64().unwrap();
    assert!((1.0..=8.0).contains(&k));
    // The lesson's figure beside it: 8 columns in each of 8 rows.
    assert_eq!(v["lesson"]["k"], 8.0);
    assert_eq!(v["lesson"]["depth"], 8.0);
    assert_eq!(v["lesson"]["size"], 16_777_216.0);

    let (code, v) = json(&[
        "tree", "knight", "--board", "5x5", "--start", "a1", "--exact", "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["nodes"], 1_735_079);
    assert_eq!(v["levels"].as_array().unwrap().last().unwrap(), 304.0);

    let args = [
        "tree", "knight", "--board", "6x6", "--probes", "2000", "--seed", "9", "--json",
    ];
    let (code, a) = json(&args);
    let (_, b) = json(&args);
    assert_eq!(code, 0);
    assert_eq!(a, b, "seeded probes are deterministic");
    assert_eq!(a["probes"], 2000);
    assert!(a["ci_low"].as_f64() <= a["estimate"].as_f64());
    assert!(a["estimate"].as_f64() <= a["ci_high"].as_f64());
    assert!(a.get("nodes").is_none());

    // Warnsdorff with pruning enters 25 nodes for its first tour of 5x5 from a1: one per
    // square, the root (the start) and the last square included, never backing up.
    let (_, v) = json(&[
        "tree",
        "knight",
        "--board",
        "5x5",
        "--strategy",
        "warnsdorff",
        "--prune",
        "on",
        "--exact",
        "--json",
    ]);
    assert_eq!(v["first_solution_nodes"], 25);
    assert_eq!(v["limited"], serde_json::json!([]));

    let (code, _, err) = run(&["tree", "queens", "--n", "8", "--exact", "--limit", "10"]);
    assert_eq!(code, 1, "{err}");
}

#[test]
fn tree_refuses_bad_arguments_in_one_line() {
    for args in [
        &["tree"][..],
        &["tree", "chess"],
        &["tree", "queens", "--n"],
        &["tree", "queens", "--n", "40", "--exact"],
        &["tree", "sudoku", "12", "34"],
        &["tree", "knight", "--board", "0x5"],
        &["tree", "knight", "--probes", "0"],
        &["tree", "knight", "--probes", "1000000000"],
        &["tree", "knight", "--prune", "maybe"],
        &["tree", "sudoku", "12"],
        &["tree", "queens", "--n", "8", "--board", "5x5"],
        &["tree", "knight", "--cell", "first"],
        &[
            "tree", "knight", "--board", "8x8", "--exact", "--probes", "5",
        ],
        &["tree", "queens", "--n", "8", "--probes", "5", "--exact"],
        &["tree", "knight", "--first-limit", "0"],
        &["tree", "knight", "--probe-limit", "x"],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

/// Shannon's second run from the command line, as the page's `run=second`: on an unchanged
/// maze it follows the first run's route without feeling (one step a move, and the route
/// the first run found); with the walls taken away, the same route; with the coin moved it
/// explores again and finds it; the changes alone, without --second-run, are refused.
#[test]
fn the_second_run_from_the_command_line() {
    for seed in ["1", "7", "42"] {
        let (code, first) = json(&["maze", "--size", "10x14", "--seed", seed, "--json"]);
        assert_eq!(code, 0);
        let args = [
            "maze",
            "--size",
            "10x14",
            "--seed",
            seed,
            "--second-run",
            "--json",
        ];
        let (code, second) = json(&args);
        assert_eq!(code, 0, "seed {seed}");
        assert_eq!(second["learned"], first["route"], "seed {seed}");
        assert_eq!(second["route"], first["route"], "seed {seed}");
        assert_eq!(second["learned_length"], first["route_length"]);
        let moves = second["route_length"].as_u64().unwrap();
        assert_eq!(second["steps"].as_u64().unwrap(), moves + 1, "seed {seed}");
        assert!(first["steps"].as_u64().unwrap() > moves + 1);

        let mut open = args.to_vec();
        open.insert(6, "--no-walls");
        let (code, v) = json(&open);
        assert_eq!(code, 0);
        assert_eq!(
            v["route"], first["route"],
            "seed {seed}: no walls, same route"
        );

        let mut moved = args.to_vec();
        moved.splice(6..6, ["--newcoin", "a1"]);
        let (code, v) = json(&moved);
        assert_eq!(code, 0);
        let end = v["route"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            end,
            serde_json::json!([9, 0]),
            "seed {seed}: the moved coin (a1) found"
        );
    }
    let (code, _, err) = run(&["maze", "--moved", "c3e"]);
    assert_eq!(code, 2);
    assert!(err.contains("needs --second-run"), "{err}");
    let (code, _, err) = run(&["maze", "--second-run", "--newcoin", "zz9"]);
    assert_eq!(code, 2);
    assert!(err.contains("zz9"), "{err}");
}
