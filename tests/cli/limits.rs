//! The CLI under a memory cap and a time limit: sizes past their bounds refused, searches stopped at their limits, one bounded reader, errors that leave the terminal alone.

use super::*;

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
        lines[1].starts_with("50,000 words, 1 shortest ladder; "),
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
        "searchlight: --words: line 1 of the word list: the word starting \"aaaaaaaaaaaa\" has 40,000 letters; words have at most 32\n"
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
        "searchlight: /dev/zero is longer than 4,194,304 bytes, the most this command reads\n"
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
        last.starts_with("stopped by the node limit: 20,000,000 nodes searched with "),
        "{last}"
    );
    assert_eq!(
        out.lines().count(),
        1000 + 2,
        "1000 grids kept, a note, the summary"
    );
    assert!(out.contains("(the first 1,000 of "));

    // No solution, found only when the first-empty-cell search reaches the last row: r9c8
    // and r9c9 both need the 8.
    let none = format!(".......9.{0}{0}........9{0}{0}{0}{0}1234567..", ".........");
    let (code, out, _) = run_capped(&["sudoku", &none, "--cell", "first"], CAP_MB, 120);
    assert_eq!(code, 1);
    assert!(out.starts_with("stopped by the node limit: 20,000,000 nodes searched with 0 solutions found; raise --limit-nodes"), "{out}");
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
            "stopped by the node limit: a puzzle took 1,000,000 guesses; raise --limit-nodes\n"
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
    for (limit, said) in [("1000", "1,000"), ("5000", "5,000"), ("7", "7")] {
        let line = format!(
            "knight --board 8x8 --start a1 --strategy dfs --prune off --closed --limit {limit}"
        );
        let args: Vec<&str> = line.split_whitespace().collect();
        let (code, out, _) = run_capped(&args, CAP_MB, 30);
        assert_eq!(code, 1);
        assert_eq!(
            out.lines().next().unwrap(),
            format!("Stopped by the node limit: {said} nodes searched without a tour; raise --limit or try --strategy warnsdorff.")
        );
    }
    // Files are read with a byte limit.
    let (code, out, err) = run_capped(&["dfs", "--edges", "/dev/zero"], CAP_MB, 30);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: /dev/zero is longer than 65,536 bytes, the most this command reads\n"
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
        "searchlight: --board: board size 18446744073709551616x8 is out of range: each side must be from 1 to 1,000\n"
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
            format!(
                "searchlight: {device} is longer than {} bytes, the most this command reads\n",
                grouped(MAX_TEXT_BYTES as u64)
            )
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
            format!(
                "searchlight: standard input is longer than {} bytes, the most this command reads\n",
                grouped(bound)
            ),
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
        "searchlight: --size: size \"3\" is not of the form ROWSxCOLUMNS, two whole numbers with an x between them, e.g. 12x12\n"
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
    // a billion nodes, the exact walk likewise. Plain DFS finds no tour of a large board
    // in its first 50,000,000 nodes.
    let cases: [(&[&str], &[&str]); 5] = [
        (
            &[
                "knight",
                "--board",
                "30x30",
                "--strategy",
                "dfs",
                "--probes",
                "1",
            ],
            &["first_solution"],
        ),
        (
            &[
                "knight",
                "--board",
                "1000x1000",
                "--strategy",
                "dfs",
                "--probes",
                "1",
            ],
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
            "first_solution" => "stopped by the first-solution limit: the search for the first solution entered 50,000,000 nodes without one; raise --first-limit",
            "exact" => "stopped by the node limit: the exact walk entered 50,000,000 nodes without finishing; raise --limit, or estimate with --probes N",
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
                && what.ends_with(" of at most 150,000,000 nodes")
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

/// `n` written with a comma every three digits, as the CLI says a count in English.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
