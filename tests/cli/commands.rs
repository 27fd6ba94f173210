//! Each command run for its answer: tours, distances, ladders, times, queens, sudoku; help and bad arguments.

use super::*;

#[test]
fn knight_json_holds_a_verified_tour() {
    let (code, v) = json(&[
        "knight",
        "--board",
        "8x8",
        "--start",
        "a1",
        "--strategy",
        "warnsdorff",
        "--json",
    ]);
    assert_eq!(code, 0);
    let b = Board::new(8, 8).unwrap();
    let tour = tour_of(&v, b);
    assert_eq!(v["tour"][0], "a1");
    verify_tour(b, &tour, false).unwrap();
    assert_eq!(v["closed"], false);
    assert_eq!(v["nodes"], 63);
    assert_eq!(v["backtracks"], 0);
}

#[test]
fn closed_tour_on_six_by_eight() {
    let (code, v) = json(&[
        "knight", "--board", "6x8", "--start", "c3", "--closed", "--json",
    ]);
    assert_eq!(code, 0);
    let b = Board::new(6, 8).unwrap();
    verify_tour(b, &tour_of(&v, b), true).unwrap();
    assert_eq!(v["closed"], true);
}

#[test]
fn counts_from_the_command_line() {
    let (_, v) = json(&[
        "knight", "--board", "5x5", "--start", "a1", "--count", "--json",
    ]);
    assert_eq!(v["count"], 304);
    let (_, v) = json(&[
        "knight", "--board", "5x5", "--start", "all", "--count", "--json",
    ]);
    assert_eq!(v["count"], 1728);
    let (_, v) = json(&[
        "knight", "--board", "3x4", "--start", "all", "--count", "--json",
    ]);
    assert_eq!(v["count"], 16);
}

#[test]
fn no_tour_exits_one_with_the_reason() {
    let (code, v) = json(&[
        "knight",
        "--board",
        "5x5",
        "--start",
        "b1",
        "--strategy",
        "dfs",
        "--json",
    ]);
    assert_eq!(code, 1);
    assert_eq!(v["tour"], Value::Array(vec![]));
    // The page's sentence, with the nodes the search tried, grouped as the page groups them.
    let nodes = v["nodes"].as_u64().unwrap();
    assert!(nodes > 1_000_000, "{nodes}");
    let grouped = format!(
        "{},{:03},{:03}",
        nodes / 1_000_000,
        nodes / 1000 % 1000,
        nodes % 1000
    );
    assert_eq!(
        v["reason"],
        format!("No tour from b1 on 5x5: every move sequence was tried ({grouped} nodes).")
    );
    let (code, out, _) = run(&["knight", "--board", "4x4"]);
    assert_eq!(code, 1);
    assert!(out.contains("No tour from a1 on 4x4"), "{out}");
}

#[test]
fn plain_text_prints_the_tour_and_a_grid() {
    let (code, out, _) = run(&["knight", "--board", "5x5", "--start", "c3"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0].split(' ').count(), 25);
    assert!(lines[1].starts_with("Open tour of 5x5 from c3 by warnsdorff"));
    assert_eq!(lines.len(), 2 + 5);
    assert_eq!(
        lines[4].split_whitespace().nth(2),
        Some("1"),
        "c3 is step 1 in the middle row"
    );
}

#[test]
fn bad_arguments_exit_two_with_one_line() {
    let cases: &[&[&str]] = &[
        &[],
        &["sail"],
        &["knight", "--board", "0x8"],
        &["knight", "--board", "8by8"],
        &["knight", "--board", "1001x2"],
        &["knight", "--start", "z9"],
        &["knight", "--start", "a0"],
        &["knight", "--strategy", "greedy"],
        &["knight", "--prune", "maybe"],
        &["knight", "--limit", "-3"],
        &["knight", "--board"],
        &["knight", "--frobnicate"],
        &["knight", "--board", "8x8", "--count"],
    ];
    for args in cases {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("searchlight: "), "{err}");
    }
}

#[test]
fn each_command_has_its_own_help() {
    let (code, list, err) = run(&["--help"]);
    assert_eq!((code, err.as_str()), (0, ""));
    for command in [
        "knight",
        "bfs",
        "ladder",
        "dfs",
        "queens",
        "sudoku",
        "challenge",
        "bench",
    ] {
        assert!(
            list.contains(&format!("\n  {command} ")),
            "{command} in {list}"
        );
        for flag in ["--help", "-h"] {
            let (code, usage, err) = run(&[command, flag]);
            assert_eq!((code, err.as_str()), (0, ""), "{command} {flag}");
            assert!(
                usage.starts_with(&format!("searchlight {command}: ")),
                "{usage}"
            );
            assert!(usage.contains(&format!("\nusage: searchlight {command} ")));
            assert!(usage.contains("\n  -h, --help "), "{usage}");
            assert!(usage.contains("\nexample"), "{usage}");
        }
        // A malformed command line points to the command's help, on one line.
        let (code, out, err) = run(&[command, "--frobnicate"]);
        assert_eq!((code, out.as_str()), (2, ""));
        assert_eq!(
            err,
            format!(
                "searchlight: invalid option '--frobnicate'; see searchlight {command} --help\n"
            )
        );
    }
}

#[test]
fn bfs_distances_as_json() {
    let (code, v) = json(&["bfs", "--board", "8x8", "--start", "a1", "--json"]);
    assert_eq!(code, 0);
    let d = v["distances"].as_object().unwrap();
    assert_eq!(d.len(), 64);
    assert_eq!(d["h8"], 6);
    assert_eq!(d["a1"], 0);
    assert_eq!(d["b3"], 1);
    let (_, v) = json(&["bfs", "--board", "3x3", "--start", "a1", "--json"]);
    assert_eq!(
        v["distances"]["b2"],
        Value::Null,
        "the centre of 3x3 is unreachable"
    );
}

#[test]
fn a_ladder_of_one_word_says_its_counts_in_their_number() {
    let (code, out, _) = run(&["ladder", "fool", "fool"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        [
            "fool",
            "1 word, 1 shortest ladder; 0 words expanded",
            "BFS discovered 1 word over 0 edges; bidirectional BFS discovered 1 over 0; A* (h = letters that differ) discovered 1 over 0"
        ]
    );
}

#[test]
fn ladders_from_the_command_line() {
    let (code, v) = json(&["ladder", "fool", "sage", "--json"]);
    assert_eq!(code, 0);
    let ladder: Vec<&str> = v["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap())
        .collect();
    assert_eq!((ladder[0], *ladder.last().unwrap()), ("fool", "sage"));
    assert!(v["count"].as_u64().unwrap() >= 1);
    assert!(v["expanded"].as_u64().unwrap() > 0);
    let (plain, both) = (&v["bfs"]["discovered"], &v["bidirectional"]["discovered"]);
    assert!(
        both.as_u64().unwrap() < plain.as_u64().unwrap(),
        "{plain} {both}"
    );
    let dir = std::env::temp_dir().join(format!("searchlight-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("words.txt");
    std::fs::write(&file, "hit hot dot dog lot log cog\n").unwrap();
    let f = file.to_str().unwrap();
    let (code, v) = json(&["ladder", "hit", "cog", "--words", f, "--all", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["count"], 2);
    assert_eq!(v["ladder"].as_array().unwrap().len(), 5);
    assert_eq!(v["all"].as_array().unwrap().len(), 2);
    std::fs::write(&file, "hit hot dot dog lot log cog cat\n").unwrap();
    let (code, v) = json(&["ladder", "hit", "cat", "--words", f, "--json"]);
    assert_eq!(code, 1);
    assert_eq!(v["ladder"], Value::Array(vec![]));
    assert!(v["reason"]
        .as_str()
        .unwrap()
        .contains("one can reach 7 words"));
    let (code, _, err) = run(&["ladder", "hit", "dogs", "--words", f]);
    assert_eq!(code, 2);
    assert!(err.contains("same length"), "{err}");
    let (_, v) = json(&["ladder", "black", "white", "--words", "sgb", "--json"]);
    assert_eq!(v["ladder"].as_array().unwrap().len(), 8);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn dfs_times_from_an_edge_file() {
    let dir = std::env::temp_dir().join(format!("searchlight-dfs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("g.txt");
    std::fs::write(&file, searchlight::puzzles::digraph::EXAMPLE).unwrap();
    let (code, v) = json(&["dfs", "--edges", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["times"]["u"]["d"], 1);
    assert_eq!(v["times"]["u"]["f"], 8);
    assert_eq!(v["times"]["w"]["d"], 9);
    assert_eq!(v["times"]["w"]["f"], 12);
    assert_eq!(v["roots"], serde_json::json!(["u", "w"]));
    let classes: Vec<&str> = v["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["class"].as_str().unwrap())
        .collect();
    assert_eq!(
        classes,
        ["tree", "tree", "tree", "back", "forward", "cross", "tree", "back"]
    );
    std::fs::write(&file, "a b c\n").unwrap();
    let (code, _, err) = run(&["dfs", "--edges", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1);
    let (code, _, _) = run(&["dfs", "--edges", "/nonexistent/edges.txt"]);
    assert_eq!(code, 2);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn queens_from_the_command_line() {
    let (code, v) = json(&["queens", "--n", "8", "--count", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        (v["solutions"].as_u64(), v["unique"].as_u64()),
        (Some(92), Some(12))
    );
    assert_eq!(
        (v["squares_examined"].as_u64(), v["nodes"].as_u64()),
        (Some(15_720), Some(2_056))
    );
    let (_, v) = json(&[
        "queens",
        "--n",
        "6",
        "--all",
        "--variant",
        "check",
        "--json",
    ]);
    assert_eq!(v["solutions"], 4);
    let boards = v["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 4);
    for b in boards {
        let cols: Vec<u32> = b
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap() as u32)
            .collect();
        searchlight::puzzles::queens::verify(6, &cols).unwrap();
    }
    let (code, v) = json(&["queens", "--n", "200000", "--one", "--json"]);
    assert_eq!(code, 0);
    let cols: Vec<u32> = v["boards"][0]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap() as u32)
        .collect();
    searchlight::puzzles::queens::verify(200_000, &cols).unwrap();
    let (code, _) = json(&["queens", "--n", "3", "--json"]);
    assert_eq!(code, 1, "no solution for N = 3");
    for args in [
        &["queens", "--n", "0"][..],
        &["queens", "--n", "13", "--all"],
        &["queens", "--n", "19", "--count"],
        &["queens"],
        &["queens", "--n", "8", "--variant", "x"],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn sudoku_from_the_command_line() {
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let (code, v) = json(&["sudoku", easy, "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["solutions"], 1);
    let grid = v["grids"][0].as_str().unwrap();
    let p = searchlight::puzzles::sudoku::Puzzle::parse(easy).unwrap();
    let cells: Vec<u8> = grid.bytes().map(|b| b - b'0').collect();
    searchlight::puzzles::sudoku::verify(&p, &cells).unwrap();
    for key in ["nodes", "backtracks", "max_frontier"] {
        assert!(v[key].is_u64(), "{key}");
    }
    let (_, bfs) = json(&[
        "sudoku",
        easy,
        "--frontier",
        "bfs",
        "--cell",
        "first",
        "--json",
    ]);
    assert_eq!(bfs["grids"][0], grid);
    assert!(bfs["max_frontier"].as_u64().unwrap() > v["max_frontier"].as_u64().unwrap());
    let (code, v) = json(&["sudoku", &".".repeat(16), "--all", "--json"]);
    assert_eq!((code, v["solutions"].as_u64()), (0, Some(288)));
    let (_, v) = json(&["sudoku", &".".repeat(16), "--limit", "5", "--json"]);
    assert_eq!(v["solutions"], 5);
    let (code, _, err) = run(&["sudoku", "1..1 .... .... ...."]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "searchlight: the givens conflict: 1 appears twice in row 1 (r1c1 and r1c4)"
    );
    for args in [
        &["sudoku"][..],
        &["sudoku", "12"],
        &["sudoku", easy, "--cell", "x"],
        &["sudoku", easy, "--limit", "0"],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.lines().count(), 1);
    }
    let dir = std::env::temp_dir().join(format!("searchlight-sudoku-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("p.txt");
    std::fs::write(&file, format!("# two puzzles\n{easy}\n{easy}\n")).unwrap();
    let (code, v) = json(&[
        "sudoku",
        "--bench",
        file.to_str().unwrap(),
        "--limit",
        "2",
        "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        (
            v["puzzles"].as_u64(),
            v["solved"].as_u64(),
            v["unique"].as_u64()
        ),
        (Some(2), Some(2), Some(2))
    );
    assert!(v["puzzles_per_second"].as_f64().unwrap() > 0.0);
    assert!(v["guesses_per_puzzle"].as_f64().unwrap() >= 0.0);
    std::fs::remove_dir_all(dir).ok();
}

/// Output cut short by its reader (`| head`) ends the program quietly: no panic message.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["queens", "--n", "11", "--all"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut first = [0u8; 16];
    child
        .stdout
        .take()
        .expect("piped")
        .read_exact(&mut first)
        .expect("some output");
    // The pipe's reading end is dropped here, as `head` would close it.
    let out = child.wait_with_output().expect("it ends");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(!out.status.success());
}

/// A word list with one fault names it and what mends it, exit 2 with one line: a word
/// missing from the list (adding it mends it), a token outside a to z.
#[test]
fn a_word_list_with_a_fault_says_what_mends_it() {
    let dir = std::env::temp_dir().join(format!("searchlight-fault-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("words.txt");
    let f = file.to_str().unwrap();
    std::fs::write(&file, "hot dot dog lot log cog\n").unwrap();
    let (code, _, err) = run(&["ladder", "hit", "cog", "--words", f]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        format!("searchlight: \"hit\" is not in the {f} word list: add it to the list, or choose a word that is there")
    );
    std::fs::write(&file, "hit hot\nd0t dog cog\n").unwrap();
    let (code, _, err) = run(&["ladder", "hit", "cog", "--words", f]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "searchlight: --words: line 2 of the word list: \"d0t\" is not a word of the letters a to z: mend it or take it out of the list"
    );
    // A word to itself: the ladder of one word.
    let (code, out, _) = run(&["ladder", "fool", "fool"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("fool\n1 word, 1 shortest ladder; 0 words expanded\n"),
        "{out}"
    );
    std::fs::remove_dir_all(dir).ok();
}

/// A 16x16 grid written 0-F (a hexadoku): its 0s are digits, it has one solution, and the
/// solution is written 0-F too; a 0 with neither . nor G is refused, naming why.
#[test]
fn a_16x16_grid_written_0_to_f() {
    let (code, v) = json(&["sudoku", HEX, "--limit", "2", "--json"]);
    assert_eq!((code, v["solutions"].as_u64()), (0, Some(1)));
    let grid = v["grids"][0].as_str().unwrap();
    assert_eq!(grid.len(), 256);
    assert_eq!(grid.matches('0').count(), 16, "{grid}");
    assert!(!grid.contains('G'), "{grid}");
    for (given, solved) in HEX.chars().zip(grid.chars()) {
        assert!(given == '.' || given == solved);
    }
    let (code, _, err) = run(&["sudoku", &HEX.replace('.', "0")]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "searchlight: this 16x16 grid writes 0 but neither . nor G, so 0 could be a digit (0-F) or an empty cell (1-G): write its empty cells as . to read it 0-F, or give its G to read it 1-G"
    );
}

/// A 16x16 puzzle with one solution written 0-F, with sixteen 0 givens (made by
/// `a_16x16_grid_written_0_to_f_is_read_as_written` in tests/sudoku.rs).
const HEX: &str = ".EDCB.98.6543.10.A987654.210FEDC.65.3210FED.BA983210FEDCBA9.7654EDC.A9.7654.210FA98765.3210FED.B6.43210FE.CBA9.72.0FEDCBA.876543D.BA.8765.32.0FE9876.43210FE.CBA5432.0F.DCBA987.10FEDCB.9876543.CB.9876.43.10FED87.543210F.DCBA943.10.EDCBA98.650FEDC.A987654.21";

/// A view command's flags are its view's options by the page's names, read by the view's
/// own reader: an alias runs what the option's name runs, a bound follows the other
/// options read, and a value that is none of a choice's is said as the page says it,
/// after the flag's name.
#[test]
fn view_commands_read_the_pages_options() {
    let (code, by_alias) = json(&["queens", "--n", "8", "--count", "--json"]);
    let (_, by_name) = json(&["queens", "--n", "8", "--mode", "count", "--json"]);
    assert_eq!((code, &by_alias), (0, &by_name));
    assert_eq!(by_name["solutions"], 92, "8 queens have 92 solutions");
    let (_, listed) = json(&["queens", "--n", "6", "--mode", "all", "--json"]);
    assert_eq!(listed["solutions"], 4, "6 queens have 4 solutions");
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    for (args, flag) in [
        (&["sudoku", easy, "--cell", "x"][..], "--cell"),
        (&["sudoku", easy, "--frontier", "x"], "--frontier"),
        (&["puzzle", "--shuffle", "3", "--algo", "x"], "--algo"),
        (
            &["puzzle", "--shuffle", "3", "--heuristic", "x"],
            "--heuristic",
        ),
        (&["maze", "--algo", "x"], "--algo"),
        (&["sokoban", "--by", "x"], "--by"),
        (&["queens", "--n", "8", "--mode", "x"], "--mode"),
        (&["knight", "--prune", "x"], "--prune"),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(
            (code, out.as_str(), err.lines().count()),
            (2, "", 1),
            "{args:?}"
        );
        assert!(
            err.starts_with(&format!("searchlight: {flag}: ")),
            "{args:?}: {err}"
        );
    }
    // N's bound is the mode's: 12 to list every solution, past the 20 the page draws for
    // one solution.
    let (code, _, err) = run(&["queens", "--n", "13", "--mode", "all"]);
    assert_eq!(code, 2);
    assert!(err.contains("1 to 12"), "{err}");
    let (code, _) = json(&["queens", "--n", "21", "--mode", "first", "--json"]);
    assert_eq!(code, 0);
    // An option the command has no use for is no flag of it: BFS's target is the page's
    // drawn path.
    let (code, _, err) = run(&["bfs", "--target", "b3"]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
}
