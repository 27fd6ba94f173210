//! `searchlight rule`: a rule's verdict on the 8-puzzle said from the catalogue in either
//! language, exit 0 when h is admissible and consistent and 1 when not, the counterexamples
//! in the JSON, and a rule that does not read refused on one line naming its column.

use super::*;

#[test]
fn a_rule_checked_said_and_as_json() {
    let (code, out, err) = run(&["rule", "--view", "puzzle", "--h", "manhattan", "--check"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "Checked every position that can reach the goal (181,440 positions) and every move from each (483,840 moves).\n\
         Admissible: h never exceeds the true distance.\n\
         Consistent: no move lowers h by more than 1.\n"
    );
    let (code, v) = json(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "2*manhattan",
        "--check",
        "--json",
    ]);
    assert_eq!(code, 1);
    assert_eq!(v["rule"], "2 * manhattan");
    let verdict = &v["verdict"];
    assert_eq!(
        (
            verdict["admissible"].as_bool(),
            verdict["consistent"].as_bool()
        ),
        (Some(false), Some(false))
    );
    // The position nearest the goal that it overestimates: one slide from the goal, where
    // 2 x Manhattan is 2.
    let o = &verdict["overestimate"];
    assert_eq!(
        (o["h"].as_i64(), o["distance"].as_i64()),
        (Some(2), Some(1))
    );
    let p: Vec<u8> = o["tiles"]
        .as_str()
        .unwrap()
        .split(' ')
        .map(|w| w.parse().unwrap())
        .collect();
    let off: Vec<usize> = (0..9)
        .filter(|&i| p[i] != [1, 2, 3, 4, 5, 6, 7, 8, 0][i])
        .collect();
    assert_eq!(off.len(), 2, "one tile and the blank swapped: {p:?}");
    assert_eq!(v["said"].as_array().unwrap().len(), 3);
    assert!(v["said"][1]["text"]
        .as_str()
        .unwrap()
        .starts_with("Not admissible: "));
    assert_eq!(v["said"][1]["message"]["code"], "rule.not_admissible");
    // In Chinese, from the same catalogue as the page.
    let (code, out, _) = run(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "misplaced",
        "--check",
        "--lang",
        "zh",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("可采纳") && out.contains("一致"), "{out}");
}

#[test]
fn h_on_one_position() {
    let (code, out, _) = run(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "sum(tile, abs(row - goal_row) + abs(col - goal_col))",
        "--tiles",
        "8 6 7 2 5 4 3 0 1",
    ]);
    // Manhattan distance of Russell and Norvig's hardest 8-puzzle, worked by hand: 21.
    assert_eq!(
        (code, out.as_str()),
        (0, "The estimate h of 8 6 7 2 5 4 3 0 1 is 21.\n")
    );
    let (_, v) = json(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "count(tile, tile > 4)",
        "--tiles",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15",
        "--json",
    ]);
    assert_eq!(v["h"], 11);
}

#[test]
fn refused_on_one_line() {
    for (args, said) in [
        (
            &[
                "rule",
                "--view",
                "puzzle",
                "--h",
                "sum(tile, row",
                "--check",
            ][..],
            "column 14: the rule ends where \")\" was expected",
        ),
        (
            &["rule", "--view", "puzzle", "--h", "row + 1", "--check"],
            "column 1: row is a quantity of each tile",
        ),
        (
            &[
                "rule",
                "--view",
                "puzzle",
                "--h",
                "10 / (manhattan - 3)",
                "--check",
            ],
            "division by zero",
        ),
        (
            &[
                "rule",
                "--view",
                "puzzle",
                "--h",
                "manhattan",
                "--check",
                "--tiles",
                "1 2 3 0",
            ],
            "not 2x2",
        ),
        (
            &["rule", "--view", "knight", "--h", "1", "--check"],
            "--view",
        ),
        (
            &["rule", "--view", "puzzle", "--h", "1"],
            "--check or --tiles",
        ),
        (&["rule", "--view", "puzzle", "--check"], "--h"),
        // A view's rule is its page's option, not its command's.
        (&["sudoku", "--rule", "candidates"], "--rule"),
        (&["maze", "--rule", "dx"], "--rule"),
    ] {
        let (code, out, err) = run(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with("searchlight: ") && err.contains(said),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn a_star_with_the_rule_beside_manhattan() {
    let tiles = "8 6 7 2 5 4 3 0 1";
    // The puzzle command's own A* with Manhattan distance, for the count to meet.
    let (_, plain) = json(&[
        "puzzle",
        "--tiles",
        tiles,
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
        "--json",
    ]);
    let race = |rule: &str| {
        let (code, v) = json(&[
            "rule", "--view", "puzzle", "--h", rule, "--tiles", tiles, "--astar", "--json",
        ]);
        assert_eq!(code, 0);
        v["astar"].clone()
    };
    // Manhattan distance written out as a rule searches exactly as the built-in one.
    let written = race("sum(tile, abs(row - goal_row) + abs(col - goal_col))");
    assert_eq!(written["rule_expanded"], plain["expanded"]);
    assert_eq!(written["manhattan_expanded"], plain["expanded"]);
    assert_eq!(written["rule_length"], plain["length"]);
    // Linear conflict, admissible and larger: the same length, fewer states expanded.
    let linear = race("linear");
    assert_eq!(linear["rule_length"], 31);
    assert!(linear["rule_expanded"].as_u64() < plain["expanded"].as_u64());
    let (_, out, _) = run(&[
        "rule", "--view", "puzzle", "--h", "linear", "--tiles", tiles, "--astar",
    ]);
    assert!(out.contains("\nA* with your h: 31 moves, "), "{out}");
    // A rule that fails inside the search names the position.
    let (code, _, err) = run(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "100 / (manhattan - 20)",
        "--tiles",
        tiles,
        "--astar",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("division by zero"), "{err}");
}

#[test]
fn a_star_cut_short_by_its_bound_exits_1_naming_it() {
    use searchlight::puzzles::sliding::options::SOLVE_NODES;
    // 38 moves from the goal: A* by Manhattan distance solves it within the bound; with
    // h = 0 (uniform-cost search) it keeps SOLVE_NODES states long before the goal.
    let tiles = "3 2 15 8 4 6 10 0 1 13 12 7 5 9 14 11";
    let limit = SOLVE_NODES.to_string();
    // The puzzle command's own A* without an estimate at the same bound stops there too,
    // after the same states expanded (quiet: a run past a second says how it goes).
    let (code, plain) = json(&[
        "puzzle",
        "--quiet",
        "--tiles",
        tiles,
        "--algo",
        "astar",
        "--heuristic",
        "none",
        "--limit",
        &limit,
        "--json",
    ]);
    assert_eq!((code, &plain["bounded"]), (1, &Value::Bool(true)));
    let (code, out, err) = run(&[
        "rule", "--view", "puzzle", "--h", "0", "--tiles", tiles, "--astar", "--json",
    ]);
    let v: Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(code, 1, "{err}");
    assert_eq!(v["astar"]["bounded"], true);
    assert_eq!(v["astar"]["rule_expanded"], plain["expanded"]);
    assert_eq!(v["astar"]["rule_length"], Value::Null);
    // One line on stderr, naming the bound (as the catalogue writes a count: 1,000,000).
    let digits = limit.as_bytes().rchunks(3).rev();
    let said = digits
        .map(|d| std::str::from_utf8(d).unwrap())
        .collect::<Vec<_>>()
        .join(",");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("searchlight: A* reached its bound of ")
            && err.contains(&format!(" {said} states kept")),
        "{err}"
    );
    // Without --json: the race's sentence on stdout, the same line on stderr, exit 1.
    let (code, out, err2) = run(&[
        "rule", "--view", "puzzle", "--h", "0", "--tiles", tiles, "--astar",
    ]);
    assert_eq!((code, err2.as_str()), (1, err.as_str()));
    assert!(
        out.contains("\nA* stopped at its bound of states kept: "),
        "{out}"
    );
    // Within the bound, the same position exits 0 and says nothing on stderr.
    let (code, out, err) = run(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "manhattan",
        "--tiles",
        tiles,
        "--astar",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("\nA* with your h: 38 moves, "), "{out}");
}

#[test]
fn on_4x4_the_check_is_said_of_a_sample() {
    let (code, out, err) = run(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "manhattan",
        "--check",
        "--side",
        "4",
        "--sample",
        "100",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(
        lines[0].starts_with("Checked a sample of 100 positions of the 4x4 puzzle"),
        "{out}"
    );
    assert!(
        lines[1..]
            .iter()
            .all(|l| l.starts_with("On a sample of 100 positions")),
        "{out}"
    );
    assert!(
        !out.contains("Admissible:"),
        "never admissible outright: {out}"
    );
    let (code, v) = json(&[
        "rule",
        "--view",
        "puzzle",
        "--h",
        "2*manhattan",
        "--check",
        "--side",
        "4",
        "--json",
    ]);
    assert_eq!(code, 1);
    assert_eq!(v["verdict"]["positions"], 500);
    assert_eq!(v["verdict"]["admissible"], false);
    assert_eq!(
        v["said"][1]["message"]["code"],
        "rule.sample.not_admissible"
    );
}

// The maze's estimate, the knight's ordering and sudoku's cell choice, each against the
// view's own command or a count from the literature.

#[test]
fn the_mazes_estimate_against_the_maze_command() {
    let (code, v) = json(&["rule", "--view", "maze", "--h", "dx + dy", "--json"]);
    assert_eq!(
        code, 0,
        "the Manhattan distance written out is admissible and consistent"
    );
    let (_, astar) = json(&["maze", "--algo", "astar", "--json"]);
    let (_, greedy) = json(&["maze", "--algo", "greedy", "--json"]);
    let verdict = &v["verdict"];
    for (runs, theirs) in [(&verdict["astar"], &astar), (&verdict["greedy"], &greedy)] {
        assert_eq!(runs[0]["expanded"], theirs["expanded"]);
        assert_eq!(runs[1]["expanded"], theirs["expanded"]);
    }
    assert_eq!(
        verdict["squares"], 144,
        "every square of the 12x12 maze reaches the coin"
    );
    let (code, out, err) = run(&["rule", "--view", "maze", "--h", "3 * dx", "--loops", "20"]);
    assert_eq!((code, err.as_str()), (1, ""));
    assert!(
        out.lines()
            .nth(1)
            .unwrap()
            .starts_with("Not admissible: h exceeds the true distance on "),
        "{out}"
    );
    let (code, out, _) = run(&["rule", "--view", "maze", "--h", "dx + dy", "--lang", "zh"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("已检查能到达硬币的每个方格（144 个）"),
        "{out}"
    );
}

#[test]
fn the_knights_ordering_from_every_start() {
    // Warnsdorff's rule with Roth's tie-break tours 8x8 from every start without
    // backtracking; fewest onward moves alone misses one.
    let (code, v) = json(&[
        "rule",
        "--view",
        "knight",
        "--key",
        "onward * 10000 - dist_centre",
        "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["tours"], serde_json::json!([64, 64, 64, 64]));
    let (code, v) = json(&["rule", "--view", "knight", "--key", "onward", "--json"]);
    assert_eq!(code, 1);
    assert_eq!(v["tours"][0], 63);
    // On 5x5 open tours start only on the 13 squares of the corners' colour (a count from
    // the literature): with backtracking, the rule and Warnsdorff's find exactly those.
    let (_, v) = json(&[
        "rule", "--view", "knight", "--key", "onward", "--board", "5x5", "--json",
    ]);
    assert_eq!(
        (v["tours"][1].as_u64(), v["tours"][3].as_u64()),
        (Some(13), Some(13))
    );
    for s in v["starts"].as_array().unwrap() {
        let name = s["start"].as_str().unwrap().as_bytes();
        let (file, rank) = (name[0] - b'a', name[1] - b'1');
        assert_eq!(
            s["toured"][1].as_bool(),
            Some((file + rank) % 2 == 0),
            "{name:?}"
        );
    }
    let (code, out, err) = run(&[
        "rule", "--view", "knight", "--key", "onward", "--board", "5x5",
    ]);
    assert_eq!((code, err.as_str()), (1, ""));
    assert_eq!(out, "On 5x5, your rule tours from 12 of 25 starts without backtracking and from 13 with it (up to 100,000 nodes a start); Warnsdorff's rule: 13 and 13.\n");
}

#[test]
fn sudokus_cell_choice_against_the_sudoku_command() {
    let example = searchlight::puzzles::sudoku::options::EXAMPLE;
    for (rule, cell) in [("0", "first"), ("max(candidates, 1)", "mrv")] {
        let (code, v) = json(&[
            "rule", "--view", "sudoku", "--key", rule, "--p", example, "--random", "0", "--json",
        ]);
        assert_eq!(code, 0);
        let (_, theirs) = json(&["sudoku", "--cell", cell, "--json", example]);
        let column = if cell == "first" { 1 } else { 2 };
        assert_eq!(v["rows"][0]["nodes"][0], theirs["nodes"], "{rule}");
        assert_eq!(v["rows"][0]["nodes"][column], theirs["nodes"], "{rule}");
    }
    let (_, v) = json(&["rule", "--view", "sudoku", "--key", "candidates", "--json"]);
    assert_eq!(
        v["rows"].as_array().unwrap().len(),
        11,
        "the example and ten random puzzles"
    );
    // Refusals, one line each.
    for (args, said) in [
        (
            &["rule", "--view", "sudoku", "--key", "onward"][..],
            "\"onward\" is not a name the rule knows here",
        ),
        (
            &["rule", "--view", "sudoku", "--key", "0", "--random", "51"][..],
            "--random",
        ),
        (
            &["rule", "--view", "sudoku", "--key", "0", "--board", "8x8"][..],
            "--view knight",
        ),
        (
            &["rule", "--view", "knight", "--h", "onward"][..],
            "--view puzzle or maze",
        ),
        (
            &["rule", "--view", "maze", "--key", "dx"][..],
            "--view knight or sudoku",
        ),
        (
            &[
                "rule", "--view", "knight", "--key", "row", "--board", "30x30",
            ][..],
            "at most 400 squares",
        ),
    ] {
        let (code, out, err) = run(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert!(
            err.contains(said) && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}
