//! The JSON keys of every command and mode, and their sorted order.

use super::*;

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
        "astar.discovered: int, astar.edges: int, astar.expanded: int, astar.max_queue: int, \
        astar: object, bfs.discovered: int, bfs.edges: int, bfs.expanded: int, bfs.max_queue: int, \
        bfs: object, bidirectional.discovered: int, bidirectional.edges: int, \
        bidirectional.expanded: int, bidirectional.max_queue: int, bidirectional: object, \
        count: int, expanded: int, ladder: array, ladder[]: string, words: int";
    const LADDER_ALL: &str =
        "all: array, all[]: array, all[][]: string, astar.discovered: int, astar.edges: int, \
        astar.expanded: int, astar.max_queue: int, astar: object, bfs.discovered: int, bfs.edges: int, \
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
