//! The command line as a script would use it: JSON output checked by the verifier, counts,
//! and exit status 2 with one line on stderr for bad arguments.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::verify_tour;
use serde_json::Value;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn json(args: &[&str]) -> (i32, Value) {
    let (code, out, err) = run(args);
    assert!(err.is_empty(), "{err}");
    (code, serde_json::from_str(&out).expect("one JSON object"))
}

fn tour_of(v: &Value, board: Board) -> Vec<u32> {
    v["tour"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| board.parse_square(s.as_str().unwrap()).unwrap())
        .collect()
}

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
    assert_eq!(
        v["reason"],
        "No tour from b1 on 5x5: every move sequence was tried."
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
        "knight", "bfs", "ladder", "dfs", "queens", "sudoku", "bench",
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

/// Every key path of a JSON value with the kind of value found there, one `"path: kind"`
/// each: `counters.nodes: int`; an array's elements under `path[]`; the paths in `maps`
/// are maps whose keys are data (squares, vertices), written `*`.
fn shape(v: &Value, maps: &[&str]) -> std::collections::BTreeSet<String> {
    fn walk(v: &Value, path: &str, maps: &[&str], out: &mut std::collections::BTreeSet<String>) {
        let kind = match v {
            Value::Null => "null",
            Value::Bool(_) => "bool",
            Value::Number(n) if n.is_f64() => "float",
            Value::Number(_) => "int",
            Value::String(_) => "string",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
        };
        if !path.is_empty() {
            out.insert(format!("{path}: {kind}"));
        }
        match v {
            Value::Array(items) => {
                for item in items {
                    walk(item, &format!("{path}[]"), maps, out);
                }
            }
            Value::Object(fields) => {
                for (key, value) in fields {
                    let key = if maps.contains(&path) { "*" } else { key };
                    let inner = if path.is_empty() {
                        key.to_string()
                    } else {
                        format!("{path}.{key}")
                    };
                    walk(value, &inner, maps, out);
                }
            }
            _ => {}
        }
    }
    let mut out = std::collections::BTreeSet::new();
    walk(v, "", maps, &mut out);
    out
}

/// Checks that every object in compact JSON text lists its keys in sorted order, as the
/// output always has (serde_json's map is sorted), so scripts that read the raw text or
/// compare outputs see the same bytes.
fn assert_keys_sorted(text: &str) {
    let mut open: Vec<Vec<String>> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        match c {
            '{' => open.push(Vec::new()),
            '}' => {
                let keys = open.pop().expect("balanced braces");
                let mut sorted = keys.clone();
                sorted.sort();
                assert_eq!(keys, sorted, "keys out of order in {text}");
            }
            '"' => {
                let mut s = String::new();
                while let Some((_, c)) = chars.next() {
                    match c {
                        '\\' => s.extend(chars.next().map(|(_, c)| c)),
                        '"' => break,
                        c => s.push(c),
                    }
                }
                if chars.peek().map(|&(_, c)| c) == Some(':') {
                    open.last_mut().expect("a key inside an object").push(s);
                }
            }
            _ => {}
        }
    }
}

/// The JSON keys of every command and mode, held to the ones scripts outside the repository
/// read: a key added, removed or renamed, or a value of another kind, fails here.
#[test]
fn json_keys_stay_as_scripts_read_them() {
    let dir = std::env::temp_dir().join(format!("searchlight-keys-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let words = file("words.txt", "hit hot dot dog lot log cog cat\n");
    let cyclic = file("cyclic.txt", searchlight::puzzles::digraph::EXAMPLE);
    let acyclic = file("acyclic.txt", "a b\nb c\n");
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let one = file("one.txt", &format!("{easy}\n"));
    let set = file("set.txt", &format!("# two puzzles\n{easy}\n{easy}\n"));
    let empty4 = ".".repeat(16);

    // Each shape below: today's "path: kind" entries (see `shape`), sorted, comma-separated.
    const KNIGHT_TOUR: &str =
        "backtracks: int, board: string, closed: bool, found: bool, nodes: int, prune: bool, \
        reason: null, rotated_from: null, start: string, steps: int, strategy: string, \
        tour: array, tour[]: string";
    /// A closed tour found from another square and turned to begin at the start.
    const KNIGHT_ROTATED: &str =
        "backtracks: int, board: string, closed: bool, found: bool, nodes: int, prune: bool, \
        reason: null, rotated_from: string, start: string, steps: int, strategy: string, \
        tour: array, tour[]: string";
    /// No tour: the search exhausted, the node limit reached, or a theorem.
    const KNIGHT_NO_TOUR: &str =
        "backtracks: int, board: string, closed: bool, found: bool, nodes: int, prune: bool, \
        reason: string, rotated_from: null, start: string, steps: int, strategy: string, \
        tour: array";
    /// `--count`, from one square or from all.
    const KNIGHT_COUNT: &str = "board: string, closed: bool, count: int, nodes: int, start: string";
    /// `distances` maps every square to its distance, null where unreachable.
    const BFS: &str =
        "board: string, distances.*: int, distances.*: null, distances: object, start: string";
    const LADDER: &str =
        "bfs.discovered: int, bfs.edges: int, bfs.expanded: int, bfs.max_queue: int, \
        bfs: object, bidirectional.discovered: int, bidirectional.edges: int, \
        bidirectional.expanded: int, bidirectional.max_queue: int, bidirectional: object, \
        count: int, expanded: int, ladder: array, ladder[]: string, words: int";
    const LADDER_ALL: &str =
        "all: array, all[]: array, all[][]: string, bfs.discovered: int, bfs.edges: int, \
        bfs.expanded: int, bfs.max_queue: int, bfs: object, bidirectional.discovered: int, \
        bidirectional.edges: int, bidirectional.expanded: int, bidirectional.max_queue: int, \
        bidirectional: object, count: int, expanded: int, ladder: array, ladder[]: string, \
        words: int";
    /// No ladder (with or without `--all`): the reason instead of the counters.
    const NO_LADDER: &str = "count: int, expanded: null, ladder: array, reason: string";
    const DFS_CYCLIC: &str =
        "edges: array, edges[].class: string, edges[].from: string, edges[].to: string, \
        edges[]: object, roots: array, roots[]: string, times.*.d: int, times.*.f: int, \
        times.*: object, times: object, topological: null";
    const DFS_ACYCLIC: &str =
        "edges: array, edges[].class: string, edges[].from: string, edges[].to: string, \
        edges[]: object, roots: array, roots[]: string, times.*.d: int, times.*.f: int, \
        times.*: object, times: object, topological: array, topological[]: string";
    const QUEENS_ONE: &str =
        "boards: array, boards[]: array, boards[][]: int, method: string, n: int, nodes: int, \
        solutions: int, squares_examined: int, unique: null, variant: string";
    /// `--one` for N = 3: no solution, no boards.
    const QUEENS_ONE_NONE: &str =
        "boards: array, method: string, n: int, nodes: int, solutions: int, squares_examined: int, \
        unique: null, variant: string";
    /// `--one` above 20: the explicit construction, no search counters.
    const QUEENS_CONSTRUCTED: &str =
        "boards: array, boards[]: array, boards[][]: int, method: string, n: int, nodes: null, \
        solutions: int, squares_examined: null, unique: null, variant: string";
    const QUEENS_ALL: &str =
        "boards: array, boards[]: array, boards[][]: int, n: int, nodes: int, solutions: int, squares_examined: int, \
        unique: int, variant: string";
    /// `--all` for N = 3.
    const QUEENS_ALL_NONE: &str =
        "boards: array, n: int, nodes: int, solutions: int, squares_examined: int, unique: int, \
        variant: string";
    const QUEENS_COUNT: &str =
        "method: string, n: int, nodes: int, solutions: int, squares_examined: int, unique: int, \
        variant: string";
    /// `--count` above 12: too many to list, so no search counters.
    const QUEENS_COUNT_LARGE: &str =
        "method: string, n: int, nodes: null, solutions: int, squares_examined: null, unique: int, \
        variant: string";
    /// DFS or BFS, one solution, `--all`, `--limit K`, or `--file`.
    const SUDOKU: &str =
        "backtracks: int, capped: bool, cell: string, complete: bool, frontier: string, \
        grids: array, grids[]: string, max_frontier: int, node_limited: bool, nodes: int, \
        size: int, solutions: int, time_ms: float";
    const SUDOKU_NONE: &str =
        "backtracks: int, capped: bool, cell: string, complete: bool, frontier: string, \
        grids: array, max_frontier: int, node_limited: bool, nodes: int, size: int, \
        solutions: int, time_ms: float";
    const SUDOKU_BENCH: &str =
        "guesses_per_puzzle: float, limit: int, node_limited: bool, puzzles: int, \
        puzzles_per_second: float, seconds: float, solved: int, unique: int";
    /// `--bench` with the first solution only: uniqueness unknown.
    const SUDOKU_BENCH_FIRST: &str =
        "guesses_per_puzzle: float, limit: int, node_limited: bool, puzzles: int, \
        puzzles_per_second: float, seconds: float, solved: int, unique: null";
    /// `bench`: one key per workload, its best time in milliseconds.
    const BENCH_COUNT: &str = "count 5x5 a1: float";
    const BENCH_SGB: &str = "sgb graph build: float";
    const BENCH_TOP1465: &str = "sudoku top1465 first: float, sudoku top1465 limit 2: float";
    // (arguments, exit status, paths whose keys are data, the shape today)
    type Case<'a> = (&'a [&'a str], i32, &'a [&'a str], &'a str);
    #[rustfmt::skip]
    let cases: &[Case] = &[
        (&["knight", "--board", "5x5", "--start", "a1", "--json"], 0, &[], KNIGHT_TOUR),
        (&["knight", "--board", "6x6", "--start", "a1", "--closed", "--prune", "off", "--limit", "600", "--json"], 0, &[], KNIGHT_ROTATED),
        (&["knight", "--board", "5x5", "--start", "b1", "--strategy", "dfs", "--json"], 1, &[], KNIGHT_NO_TOUR),
        (&["knight", "--board", "8x8", "--strategy", "dfs", "--limit", "1000", "--json"], 1, &[], KNIGHT_NO_TOUR),
        (&["knight", "--board", "4x4", "--json"], 1, &[], KNIGHT_NO_TOUR),
        (&["knight", "--board", "5x5", "--start", "a1", "--count", "--json"], 0, &[], KNIGHT_COUNT),
        (&["knight", "--board", "3x4", "--start", "all", "--count", "--json"], 0, &[], KNIGHT_COUNT),
        (&["knight", "--board", "3x4", "--start", "all", "--count", "--closed", "--json"], 0, &[], KNIGHT_COUNT),
        (&["bfs", "--board", "3x3", "--start", "a1", "--json"], 0, &["distances"], BFS),
        (&["ladder", "fool", "sage", "--json"], 0, &[], LADDER),
        (&["ladder", "hit", "cog", "--words", &words, "--all", "--json"], 0, &[], LADDER_ALL),
        (&["ladder", "hit", "cat", "--words", &words, "--json"], 1, &[], NO_LADDER),
        (&["ladder", "hit", "cat", "--words", &words, "--all", "--json"], 1, &[], NO_LADDER),
        (&["dfs", "--edges", &cyclic, "--json"], 0, &["times"], DFS_CYCLIC),
        (&["dfs", "--edges", &acyclic, "--json"], 0, &["times"], DFS_ACYCLIC),
        (&["queens", "--n", "8", "--json"], 0, &[], QUEENS_ONE),
        (&["queens", "--n", "8", "--one", "--variant", "check", "--json"], 0, &[], QUEENS_ONE),
        (&["queens", "--n", "3", "--json"], 1, &[], QUEENS_ONE_NONE),
        (&["queens", "--n", "25", "--json"], 0, &[], QUEENS_CONSTRUCTED),
        (&["queens", "--n", "6", "--all", "--json"], 0, &[], QUEENS_ALL),
        (&["queens", "--n", "3", "--all", "--json"], 1, &[], QUEENS_ALL_NONE),
        (&["queens", "--n", "8", "--count", "--json"], 0, &[], QUEENS_COUNT),
        (&["queens", "--n", "13", "--count", "--json"], 0, &[], QUEENS_COUNT_LARGE),
        (&["sudoku", easy, "--json"], 0, &[], SUDOKU),
        (&["sudoku", easy, "--frontier", "bfs", "--cell", "first", "--json"], 0, &[], SUDOKU),
        (&["sudoku", &empty4, "--all", "--json"], 0, &[], SUDOKU),
        (&["sudoku", &empty4, "--limit", "5", "--json"], 0, &[], SUDOKU),
        (&["sudoku", "--file", &one, "--json"], 0, &[], SUDOKU),
        (&["sudoku", "12.....3........", "--json"], 1, &[], SUDOKU_NONE),
        (&["sudoku", "--bench", &set, "--limit", "2", "--json"], 0, &[], SUDOKU_BENCH),
        (&["sudoku", "--bench", &set, "--json"], 0, &[], SUDOKU_BENCH_FIRST),
        (&["bench", "--runs", "1", "--only", "count 5x5"], 0, &[], BENCH_COUNT),
        (&["bench", "--runs", "1", "--only", "sgb graph"], 0, &[], BENCH_SGB),
        (&["bench", "--runs", "1", "--only", "top1465"], 0, &[], BENCH_TOP1465),
    ];
    // SEARCHLIGHT_PRINT_SHAPES=1 prints every case's shape (to write a deliberate change
    // into the lists above) and then fails, so it never passes unchecked.
    let print = std::env::var_os("SEARCHLIGHT_PRINT_SHAPES").is_some();
    for (args, code, maps, expected) in cases {
        let (out_code, out, err) = run(args);
        assert!(err.is_empty(), "{args:?}: {err}");
        assert_eq!(out_code, *code, "{args:?}");
        assert_eq!(out.lines().count(), 1, "{args:?}: one line of JSON");
        assert_keys_sorted(&out);
        let got = shape(&serde_json::from_str(&out).unwrap(), maps);
        if print {
            println!("{args:?}\n{got:#?}");
            continue;
        }
        let expected: std::collections::BTreeSet<String> =
            expected.split(", ").map(str::to_string).collect();
        assert_eq!(got, expected, "{args:?}");
    }
    assert!(!print, "shapes printed, not checked");
    // A word not in the list is a bad argument, not an answer: no JSON, exit status 2.
    let (code, out, err) = run(&["ladder", "fool", "xyzw", "--json"]);
    assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1));
    std::fs::remove_dir_all(dir).ok();
}

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
        &["tree", "queens"],
        &["tree", "queens", "--n", "40", "--exact"],
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

/// Run the CLI under a memory cap (address space, through `setrlimit` before `exec`) and a
/// time limit (killed past it, which fails the test): exit status, stdout, stderr.
fn run_capped(args: &[&str], megabytes: u64, seconds: u64) -> (i32, String, String) {
    run_capped_from(args, std::process::Stdio::null(), megabytes, seconds)
}

/// [`run_capped`] with `stdin` as the child's standard input.
fn run_capped_from(
    args: &[&str],
    stdin: std::process::Stdio,
    megabytes: u64,
    seconds: u64,
) -> (i32, String, String) {
    use std::os::unix::process::CommandExt;
    use std::time::{Duration, Instant};
    let bytes = megabytes << 20;
    let mut command = Command::new(env!("CARGO_BIN_EXE_searchlight"));
    command
        .args(args)
        .stdin(stdin)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command.spawn().expect("the binary runs");
    // Read the pipes on threads so a chatty child never blocks on a full pipe.
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut out_pipe, &mut s).unwrap();
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut err_pipe, &mut s).unwrap();
        s
    });
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("searchlight {args:?} ran past {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (
        status.code().unwrap_or(-1),
        out.join().unwrap(),
        err.join().unwrap(),
    )
}

/// The CLI's own memory promise: 512 MB with its defaults.
const CAP_MB: u64 = 512;

/// Words of `letters` letters forming an induced path: each joined only to the one before
/// and the one after, so the one ladder from the first to the last is the whole list.
fn chain(count: usize, letters: usize) -> Vec<String> {
    use std::collections::HashSet;
    let around = |w: &[u8]| {
        let mut out = Vec::with_capacity(25 * letters);
        for p in 0..letters {
            for c in b'a'..=b'z' {
                if c != w[p] {
                    let mut v = w.to_vec();
                    v[p] = c;
                    out.push(v);
                }
            }
        }
        out
    };
    let mut path = vec![vec![b'a'; letters]];
    let mut on: HashSet<Vec<u8>> = path.iter().cloned().collect();
    let mut blocked: HashSet<Vec<u8>> = HashSet::new();
    while path.len() < count {
        let last = path.last().unwrap().clone();
        let near = around(&last);
        let next = near
            .iter()
            .find(|w| !on.contains(*w) && !blocked.contains(*w))
            .expect("the chain goes on")
            .clone();
        blocked.extend(near);
        on.insert(next.clone());
        path.push(next);
    }
    path.into_iter()
        .map(|w| String::from_utf8(w).unwrap())
        .collect()
}

fn temp_file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("searchlight-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn a_ladder_fifty_thousand_words_long_is_found_and_listed() {
    // Listing shortest ladders once recursed per word: this aborted with a stack overflow.
    let words = chain(50_000, 5);
    let file = temp_file("chain.txt", &words.join("\n"));
    let (first, last) = (words[0].as_str(), words.last().unwrap().as_str());
    let (code, out, err) = run_capped(
        &["ladder", first, last, "--words", &file, "--all"],
        CAP_MB,
        120,
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0].split(' ').collect::<Vec<_>>(), words);
    assert!(
        lines[1].starts_with("50000 words, 1 shortest ladder; "),
        "{}",
        lines[1]
    );
    assert_eq!(lines[3], lines[0], "--all lists the one ladder");
    std::fs::remove_file(file).unwrap();
}

#[test]
fn words_and_lists_past_their_bounds_are_refused_before_work() {
    // Two 40,000-letter words once took 3 GB building the word graph.
    let (a, b) = ("a".repeat(40_000), "b".repeat(40_000));
    let file = temp_file("long-words.txt", &format!("{a}\n{b}\n"));
    let (code, out, err) = run_capped(&["ladder", &a, &b, "--words", &file], CAP_MB, 30);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: line 1 of the word list: the word starting \"aaaaaaaaaaaa\" has 40000 letters; words have at most 32\n"
    );
    std::fs::remove_file(file).unwrap();
    let (code, _, err) = run_capped(
        &["ladder", "fool", "sage", "--words", "/dev/zero"],
        CAP_MB,
        30,
    );
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "searchlight: /dev/zero is longer than 4194304 bytes, the most this command reads\n"
    );
    let (code, _, err) = run_capped(
        &["ladder", "fool", "sage", "--words", "no/such/list.txt"],
        CAP_MB,
        30,
    );
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "searchlight: no file no/such/list.txt: --words takes four, sgb or the path of a file of words\n"
    );
}

#[test]
fn sudoku_searches_stop_at_their_limits_and_say_which() {
    let empty = ".".repeat(81);
    let (code, out, _) = run_capped(&["sudoku", &empty, "--all"], CAP_MB, 120);
    assert_eq!(code, 1);
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("stopped by the node limit: 20000000 nodes searched with "),
        "{last}"
    );
    assert_eq!(
        out.lines().count(),
        1000 + 2,
        "1000 grids kept, a note, the summary"
    );
    assert!(out.contains("(the first 1000 of "));

    // No solution, found only when the first-empty-cell search reaches the last row: r9c8
    // and r9c9 both need the 8.
    let none = format!(".......9.{0}{0}........9{0}{0}{0}{0}1234567..", ".........");
    let (code, out, _) = run_capped(&["sudoku", &none, "--cell", "first"], CAP_MB, 120);
    assert_eq!(code, 1);
    assert!(out.starts_with("stopped by the node limit: 20000000 nodes searched with 0 solutions found; raise --limit-nodes"), "{out}");
    let (code, out, _) = run_capped(&["sudoku", &none], CAP_MB, 30);
    assert_eq!((code, out.starts_with("no solution; ")), (1, true), "{out}");
    let (code, out, _) = run_capped(
        &["sudoku", &empty, "--all", "--limit-nodes", "1000", "--json"],
        CAP_MB,
        30,
    );
    assert_eq!(code, 1);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["node_limited"].as_bool(), v["nodes"].as_u64()),
        (Some(true), Some(1000))
    );

    // BFS: the frontier stops at its byte cap, 16x16 included, within the memory cap.
    for (grid, cell) in [(&empty, "first"), (&".".repeat(256), "mrv")] {
        let (code, out, _) = run_capped(
            &["sudoku", grid, "--frontier", "bfs", "--cell", cell, "--all"],
            CAP_MB,
            120,
        );
        assert_eq!(code, 1);
        assert!(
            out.starts_with("stopped by the frontier limit: BFS's frontier passed "),
            "{out}"
        );
    }

    // --bench: an empty grid with --all stops at the guess limit; a puzzle with no
    // solution is quick for the fast solver.
    let file = temp_file("bench.txt", &format!("{empty}\n"));
    let (code, out, _) = run_capped(&["sudoku", "--bench", &file, "--all"], CAP_MB, 120);
    assert_eq!(code, 1);
    assert!(
        out.ends_with(
            "stopped by the node limit: a puzzle took 1000000 guesses; raise --limit-nodes\n"
        ),
        "{out}"
    );
    let file2 = temp_file("bench-none.txt", &format!("{none}\n{none}\n"));
    let (code, out, _) = run_capped(&["sudoku", "--bench", &file2], CAP_MB, 30);
    assert_eq!(code, 0);
    assert!(out.starts_with("2 puzzles, 0 solved in "), "{out}");
    for f in [file, file2] {
        std::fs::remove_file(f).unwrap();
    }
}

#[test]
fn cli_details_from_the_hardening_issue() {
    // --limit holds at every step.
    let (code, out, _) = run_capped(&["knight", "--limit", "1"], CAP_MB, 30);
    assert_eq!(code, 1);
    assert_eq!(
        out.lines().next().unwrap(),
        "Stopped by the node limit: 1 node searched without a tour; raise --limit or try --strategy warnsdorff."
    );
    // A file saved with a byte-order mark (Windows Notepad's UTF-8) reads as its text: the
    // mark was taken for part of the first word, and counted in a maze line's columns.
    let dir = std::env::temp_dir();
    let words = dir.join(format!("searchlight-bom-words-{}.txt", std::process::id()));
    std::fs::write(&words, "\u{FEFF}fool\nfoot\nboot\n").unwrap();
    let (code, out, err) = run_capped(
        &["ladder", "fool", "boot", "--words", words.to_str().unwrap()],
        CAP_MB,
        30,
    );
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert_eq!(out.lines().next().unwrap(), "fool foot boot");
    std::fs::remove_file(words).unwrap();
    // A closed tour is looked for from other squares too, within the same limit (it searched
    // 2008 nodes under --limit 1000).
    for limit in ["1000", "5000", "7"] {
        let line = format!(
            "knight --board 8x8 --start a1 --strategy dfs --prune off --closed --limit {limit}"
        );
        let args: Vec<&str> = line.split_whitespace().collect();
        let (code, out, _) = run_capped(&args, CAP_MB, 30);
        assert_eq!(code, 1);
        assert_eq!(
            out.lines().next().unwrap(),
            format!("Stopped by the node limit: {limit} nodes searched without a tour; raise --limit or try --strategy warnsdorff.")
        );
    }
    // Files are read with a byte limit.
    let (code, out, err) = run_capped(&["dfs", "--edges", "/dev/zero"], CAP_MB, 30);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: /dev/zero is longer than 65536 bytes, the most this command reads\n"
    );
    let (code, _, err) = run_capped(&["sudoku", "--file", "/dev/zero"], CAP_MB, 30);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("searchlight: /dev/zero is longer than "),
        "{err}"
    );
    // A huge side is echoed as typed.
    let (code, _, err) = run_capped(&["knight", "--board", "18446744073709551616x8"], CAP_MB, 30);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "searchlight: board size 18446744073709551616x8 is out of range: each side must be from 1 to 1000\n"
    );
    // Two puzzles are an error, not the last one silently.
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let (code, out, err) = run_capped(&["sudoku", easy, easy], CAP_MB, 30);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("searchlight: sudoku takes one puzzle"),
        "{err}"
    );
}

#[test]
fn every_file_and_standard_input_is_read_through_one_bounded_reader() {
    use searchlight::puzzles::maze::MAX_TEXT_BYTES;
    use std::process::Stdio;
    // `maze --maze /dev/zero` trusted the file's stated length (0 for a device) and then
    // read the endless stream: 11.8 GB in 30 s.
    for device in ["/dev/zero", "/dev/urandom"] {
        let (code, out, err) = run_capped(&["maze", "--maze", device], CAP_MB, 30);
        assert_eq!((code, out.as_str()), (2, ""), "{device}");
        assert_eq!(
            err,
            format!("searchlight: {device} is longer than {MAX_TEXT_BYTES} bytes, the most this command reads\n")
        );
    }
    // Standard input, named -, goes through the same reader with each command's bound.
    let zero = || Stdio::from(std::fs::File::open("/dev/zero").unwrap());
    let cases: [(&[&str], u64); 5] = [
        (&["maze", "--maze", "-"], MAX_TEXT_BYTES as u64),
        (&["ladder", "fool", "sage", "--words", "-"], 4 << 20),
        (&["dfs", "--edges", "-"], 65_536),
        (&["sudoku", "--file", "-"], 16 << 20),
        (&["sudoku", "--bench", "-"], 16 << 20),
    ];
    for (args, bound) in cases {
        let (code, out, err) = run_capped_from(args, zero(), CAP_MB, 30);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(
            err,
            format!("searchlight: standard input is longer than {bound} bytes, the most this command reads\n"),
            "{args:?}"
        );
    }
    // And a maze read from standard input is the maze.
    let maze = temp_file(
        "stdin-maze.txt",
        "+--+--+\n|S    |\n+  +--+\n|    C|\n+--+--+\n",
    );
    let file = Stdio::from(std::fs::File::open(&maze).unwrap());
    let (code, out, err) = run_capped_from(
        &["maze", "--maze", "-", "--bfs", "--json"],
        file,
        CAP_MB,
        30,
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["shortest"], 2);
    std::fs::remove_file(maze).unwrap();
}

#[test]
fn a_maze_size_of_the_wrong_form_says_the_form() {
    // It said "size \"3\" is out of range" for a size with no x in it.
    let (code, out, err) = run(&["maze", "--size", "3"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: size \"3\" is not of the form ROWSxCOLUMNS, two whole numbers with an x between them, e.g. 12x12\n"
    );
    let (code, _, err) = run(&["maze", "--size", "3x9000"]);
    assert_eq!(code, 2);
    assert!(err.contains("is out of range"), "{err}");
}

#[test]
fn tree_takes_exact_or_probes_not_both() {
    // It took both and gave an estimate, exit 0.
    let (code, out, err) = run(&[
        "tree", "knight", "--board", "8x8", "--exact", "--probes", "5",
    ]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: give --exact or --probes N, not both; see searchlight tree --help\n"
    );
}

#[test]
fn first_solution_nodes_counts_the_root_and_the_solution_in_every_puzzle() {
    // The tree's nodes count the root, so the nodes a search has entered at its first
    // solution do too, and the solution: a tree that is one path to its solution is
    // entered whole. Knight 1x1 said 0 (its root is the tour) where queens 1 said 1.
    let tree = |args: &[&str]| {
        let mut all = vec!["tree"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--exact", "--json", "--quiet"]);
        let (code, v) = json(&all);
        assert_eq!(code, 0, "{args:?}");
        (v["first_solution_nodes"].as_u64(), v["nodes"].as_u64())
    };
    assert_eq!(tree(&["knight", "--board", "1x1"]), (Some(1), Some(1)));
    assert_eq!(tree(&["queens", "--n", "1"]), (Some(2), Some(2)));
    let solved = "123443212143341212344321214334121234432121433412";
    let solved = &solved[..16];
    assert_eq!(tree(&["sudoku", solved]), (Some(1), Some(1)));
    // A normal case: `queens --n 8 --one` enters 113 nodes below the root, so 114 with it,
    // as the tree's 2,057 nodes are the engine's 2,056 and the root.
    let (_, v) = json(&["queens", "--n", "8", "--one", "--json"]);
    assert_eq!(v["nodes"], 113);
    assert_eq!(tree(&["queens", "--n", "8"]), (Some(114), Some(2057)));
    // A sudoku with one empty cell: the root, then the cell filled.
    let one_empty = format!(".{}", &solved[1..]);
    assert_eq!(tree(&["sudoku", &one_empty]).0, Some(2));
}

#[test]
fn every_part_of_a_tree_measurement_is_bounded_and_named_when_it_stops() {
    let empty = ".".repeat(81);
    // Each ran for minutes in silence: the search for the first solution held only by
    // a billion nodes, the exact walk likewise.
    let cases: [(&[&str], &[&str]); 5] = [
        (
            &["knight", "--board", "30x30", "--probes", "1"],
            &["first_solution"],
        ),
        (
            &["knight", "--board", "1000x1000", "--probes", "1"],
            &["first_solution"],
        ),
        (&["knight", "--board", "8x8"], &["exact"]),
        (&["sudoku", &empty, "--exact"], &["exact"]),
        (
            &["knight", "--board", "8x8", "--probes", "100000000"],
            &["probes"],
        ),
    ];
    // About 3 s of CPU each (the old limits took minutes); wall time on a machine shared
    // with other test runs is longer.
    const SECONDS: u64 = 45;
    for (k, (args, parts)) in cases.into_iter().enumerate() {
        let mut all = vec!["tree"];
        all.extend_from_slice(args);
        all.push("--quiet");
        // Every other case as JSON, which names the parts; the others as text, whose
        // last line names the limit.
        if k % 2 == 1 {
            all.push("--json");
            let (code, out, err) = run_capped(&all, CAP_MB, SECONDS);
            assert_eq!((code, err.as_str()), (1, ""), "{args:?}");
            let v: Value = serde_json::from_str(&out).unwrap();
            assert_eq!(v["limited"], serde_json::json!(parts), "{args:?}");
            continue;
        }
        let (code, out, err) = run_capped(&all, CAP_MB, SECONDS);
        assert_eq!((code, err.as_str()), (1, ""), "{args:?}");
        let last = out.lines().last().unwrap();
        let expected = match parts[0] {
            "first_solution" => "stopped by the first-solution limit: the search for the first solution entered 50000000 nodes without one; raise --first-limit",
            "exact" => "stopped by the node limit: the exact walk entered 50000000 nodes without finishing; raise --limit, or estimate with --probes N",
            _ => "stopped by the probe limit: ",
        };
        assert!(last.starts_with(expected), "{args:?}: {last}");
    }
    // A probe limit keeps the probes taken, each whole.
    let (code, v) = json(&[
        "tree",
        "queens",
        "--n",
        "8",
        "--probes",
        "1000",
        "--probe-limit",
        "80",
        "--json",
    ]);
    assert_eq!(code, 1);
    // A probe of 8 queens takes 1 to 8 moves, and none starts once 80 are taken.
    let taken = v["probes"].as_u64().unwrap();
    assert!((10..=80).contains(&taken), "{taken}");
    assert_eq!(v["probes_requested"], 1000);
    assert_eq!(v["limited"], serde_json::json!(["probes"]));
    // Each part's limit is its own.
    let (code, v) = json(&[
        "tree",
        "queens",
        "--n",
        "8",
        "--exact",
        "--first-limit",
        "5",
        "--json",
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        (v["nodes"].as_u64(), v["first_solution_nodes"].as_u64()),
        (Some(2057), None)
    );
    assert_eq!(v["limited"], serde_json::json!(["first_solution"]));
}

#[test]
fn a_long_tree_measurement_says_how_it_goes_on_standard_error() {
    // Three times the default exact walk: seconds on any machine, with a line a second on
    // stderr and stdout left to the JSON.
    let (code, out, err) = run_capped(
        &[
            "tree",
            "knight",
            "--board",
            "8x8",
            "--limit",
            "150000000",
            "--json",
        ],
        CAP_MB,
        60,
    );
    assert_eq!(code, 1);
    let v: Value = serde_json::from_str(&out).expect("stdout is the JSON alone");
    assert_eq!(v["limited"], serde_json::json!(["exact"]));
    assert!(!err.is_empty(), "a run of seconds says how it goes");
    for line in err.lines() {
        let (what, seconds) = line.rsplit_once("; ").unwrap();
        assert!(
            seconds.ends_with(" s") && seconds[..seconds.len() - 2].parse::<u64>().is_ok(),
            "{line}"
        );
        assert!(
            what.starts_with("searchlight tree: counting exactly: ")
                && what.ends_with(" of at most 150000000 nodes")
                || what.starts_with("searchlight tree: searching for the first solution: "),
            "{line}"
        );
    }
    // --quiet keeps it quiet.
    let (_, _, err) = run_capped(
        &["tree", "knight", "--board", "8x8", "--quiet", "--json"],
        CAP_MB,
        60,
    );
    assert_eq!(err, "");
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

/// The README's exit status for `--table` as for the same run without it: 0 when the answer
/// was found, 1 when there is none or a bound stopped the run; the table says which
/// (`complete`, `stopped`, `found`) and a line on stderr names the bound. `knight --board
/// 3x3 --table`, `queens --n 3 --table`, `maze ... --limit 5 --table` and the 16x16 BFS
/// exited 0 with complete tables.
#[test]
fn a_table_exits_as_its_run_does_and_names_the_bound_that_stopped_it() {
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    // Givens that break no rule, but r1c3 can hold no digit: 3 and 4 are below it.
    let stuck = ["12..", "....", "..3.", "..4."].concat();
    let empty16 = ".".repeat(256);
    let words = temp_file("table-words.txt", "cold\ncord\nwarm\n");
    let edges = temp_file("table-edges.txt", "a b\nb c\nc a\nc d\n");
    let walled = temp_file(
        "table-maze.txt",
        "+--+--+\n|S    |\n+  +--+\n|  |C |\n+--+--+\n",
    );
    // (the run, its exit status, the bound that stopped it, whether it found its answer,
    // whether the run without --table has the same bounds and so the same status)
    let cases: Vec<(String, i32, Option<&str>, bool, bool)> = vec![
        ("knight --board 8x8".into(), 0, None, true, true),
        ("knight --board 3x3".into(), 1, None, false, true),
        // The run without --table searches on to 200,000,000 nodes and finds a tour.
        (
            "knight --strategy dfs".into(),
            1,
            Some("steps"),
            false,
            false,
        ),
        (
            "knight --board 100x100 --limit 1000".into(),
            1,
            Some("nodes"),
            false,
            true,
        ),
        ("bfs --board 8x8 --start d4".into(), 0, None, true, true),
        ("ladder fool sage".into(), 0, None, true, true),
        (
            format!("ladder cold warm --words {words}"),
            1,
            None,
            false,
            true,
        ),
        (format!("dfs --edges {edges}"), 0, None, true, true),
        ("queens --n 8".into(), 0, None, true, true),
        ("queens --n 6 --all".into(), 0, None, true, true),
        ("queens --n 3".into(), 1, None, false, true),
        (format!("sudoku {easy}"), 0, None, true, true),
        (format!("sudoku {easy} --frontier bfs"), 0, None, true, true),
        (format!("sudoku {stuck}"), 1, None, false, true),
        (
            format!("sudoku {empty16} --frontier bfs"),
            1,
            Some("frontier"),
            false,
            true,
        ),
        ("maze --size 10x10".into(), 0, None, true, true),
        (
            "maze --size 100x100 --limit 5".into(),
            1,
            Some("limit"),
            false,
            true,
        ),
        (format!("maze --maze {walled}"), 1, None, false, true),
    ];
    for (line, status, stopped, found, same) in cases {
        let mut args: Vec<&str> = line.split_whitespace().collect();
        if same {
            let (code, out, _) = run_capped(&args, CAP_MB, 60);
            assert_eq!(code, status, "{line}: {out}");
        }
        args.push("--table");
        let (code, out, err) = run_capped(&args, CAP_MB, 60);
        assert_eq!(code, status, "{line} --table");
        let t: Value = serde_json::from_str(&out).expect("one JSON object");
        assert_eq!(t["complete"], stopped.is_none(), "{line}");
        assert_eq!(t["stopped"], serde_json::json!(stopped), "{line}");
        assert_eq!(t["found"], found, "{line}");
        match stopped {
            None => assert_eq!(err, "", "{line}"),
            Some(_) => {
                assert_eq!(err.lines().count(), 1, "{line}: {err}");
                assert!(
                    err.starts_with("searchlight: the table is incomplete: stopped by the "),
                    "{line}: {err}"
                );
            }
        }
    }
    for f in [words, edges, walled] {
        std::fs::remove_file(f).unwrap();
    }
}

#[test]
fn a_table_is_refused_beside_an_option_it_would_drop() {
    // Each pair printed one of the two and dropped the other without a word.
    let bench = temp_file("table-bench.txt", "................\n");
    for (line, one, other) in [
        ("queens --n 8 --count --table", "--count", "--table"),
        ("knight --board 5x5 --count --table", "--count", "--table"),
        ("maze --bfs --table", "--bfs", "--table"),
        (
            &*format!("sudoku --bench {bench} --table"),
            "--bench",
            "--table",
        ),
    ] {
        let args: Vec<&str> = line.split_whitespace().collect();
        let (code, out, err) = run(&args);
        assert_eq!((code, out.as_str()), (2, ""), "{line}");
        assert_eq!(
            err,
            format!(
                "searchlight: give {one} or {other}, not both; see searchlight {} --help\n",
                args[0]
            )
        );
    }
    std::fs::remove_file(bench).unwrap();
}

#[test]
fn the_knights_table_is_linear_in_its_tour_and_keeps_to_its_limit() {
    // 1000x1000 printed nothing in 90 s: each row rebuilt the board and replayed the path.
    let (code, out, err) = run_capped(&["knight", "--board", "1000x1000", "--table"], CAP_MB, 60);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with("{\"columns\":[\"move\",\"square\",\"onward\",\"candidates\",\"step\"],")
    );
    assert!(
        out.ends_with(",\"steps\":1000000,\"complete\":true,\"stopped\":null,\"found\":true}\n"),
        "{}",
        &out[out.len().saturating_sub(200)..]
    );
    // --limit was ignored: the table ran its own 4,194,304 steps.
    let (code, out, _) = run_capped(
        &[
            "knight",
            "--board",
            "1000x1000",
            "--limit",
            "1000",
            "--table",
        ],
        CAP_MB,
        60,
    );
    assert_eq!(code, 1);
    let t: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (t["steps"].as_u64(), t["stopped"].as_str()),
        (Some(1000), Some("nodes"))
    );
    assert_eq!(t["rows"].as_array().unwrap().len(), 1001);
}

/// Whether `c` could act on a terminal instead of being read: a C0 or C1 control, DEL, or a
/// bidirectional mark, embedding, override or isolate.
fn acts_on_a_terminal(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[test]
fn an_error_never_hands_the_terminal_a_control_character() {
    // Each message quotes what was typed or read; the ESC sequences reached stderr raw (a
    // ladder word set the terminal's title, a board size cleared the screen) and U+202E
    // turned the rest of the line around.
    let edges = temp_file("control-edges.txt", "a\x1b[31mRED b\n");
    let missing = std::env::temp_dir()
        .join("searchlight-no\x1b[2Jsuch-file")
        .to_string_lossy()
        .into_owned();
    let cases: [(&[&str], &str); 9] = [
        (&["dfs", "--edges", &edges], "a\\u{1b}[31mRED"),
        (&["knight", "--board", "8x8\x1b[2J"], "\\u{1b}[2"),
        (
            &["ladder", "fo\x1b]0;pwned\x07ol", "sage"],
            "fo\\u{1b}]0;pwned\\u{7}ol",
        ),
        (&["ladder", "fool", "sa\u{202E}ge"], "sa\\u{202e}ge"),
        (&["knight", "--start", "a\u{2066}1"], "a\\u{2066}1"),
        (&["sudoku", "--file", &missing], "no\\u{1b}[2Jsuch"),
        (&["knight", "--bo\x1bard", "8x8"], "--bo\\u{1b}ard"),
        (&["kni\u{9b}ght"], "kni\\u{9b}ght"),
        (&["maze", "--size", "4x4\r\n5"], "4x4\\u{d}\\u{a}5"),
    ];
    for (args, escaped) in cases {
        let (code, out, err) = run(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        let line = err.strip_suffix('\n').expect("one line");
        assert!(line.starts_with("searchlight: "), "{line}");
        let raw: Vec<char> = line.chars().filter(|&c| acts_on_a_terminal(c)).collect();
        assert_eq!(raw, [], "{args:?}: {line:?}");
        assert!(line.contains(escaped), "{args:?}: {line}");
    }
    std::fs::remove_file(edges).unwrap();
}
