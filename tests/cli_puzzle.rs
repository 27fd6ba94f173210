//! `searchlight puzzle` as a script uses it: solutions replayed slide by slide by the test,
//! lengths against the literature (the 8-puzzle's 31-move positions, Korf's instances), and
//! one clear line and exit status 2 for every kind of bad position.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        // English whatever the machine speaks: the CLI reads LC_ALL, LC_MESSAGES, LANG.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .arg("puzzle")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("written");
    let out = child.wait_with_output().expect("it ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Whether sliding `moves` (tile numbers) one by one, each into the blank beside it, takes
/// `start` to `goal`: checked here cell by cell.
fn replays(start: &[u8], moves: &[u8], goal: &[u8]) -> bool {
    let side = (start.len() as f64).sqrt() as usize;
    let mut at = start.to_vec();
    for &t in moves {
        let b = at.iter().position(|&x| x == 0).unwrap();
        let Some(c) = at.iter().position(|&x| x == t) else {
            return false;
        };
        let beside = (b / side == c / side && b.abs_diff(c) == 1) || b.abs_diff(c) == side;
        if t == 0 || !beside {
            return false;
        }
        at.swap(b, c);
    }
    at == goal
}

fn numbers(text: &str) -> Vec<u8> {
    text.split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect()
}

fn solution(v: &Value) -> Vec<u8> {
    v["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u8)
        .collect()
}

#[test]
fn the_hardest_8_puzzle_takes_31_moves_by_every_optimal_search() {
    let start = "8 6 7 2 5 4 3 0 1";
    let goal: Vec<u8> = vec![1, 2, 3, 4, 5, 6, 7, 8, 0];
    for (algo, heuristic) in [
        ("astar", "misplaced"),
        ("astar", "manhattan"),
        ("astar", "linear"),
        ("astar", "pdb"),
        ("idastar", "manhattan"),
        ("idastar", "pdb"),
        ("bfs", "none"),
    ] {
        let (code, out, err) = run(
            &[
                "--tiles",
                start,
                "--algo",
                algo,
                "--heuristic",
                heuristic,
                "--json",
            ],
            "",
        );
        assert_eq!(code, 0, "{algo} {heuristic}: {err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["length"], 31, "{algo} {heuristic}");
        assert_eq!(v["optimal"], true);
        assert!(replays(&numbers(start), &solution(&v), &goal));
        assert!(v["generated"].as_u64().unwrap() >= v["expanded"].as_u64().unwrap());
    }
    // Greedy and weighted A* find a route, not always the shortest, and say so.
    for algo in ["greedy", "wastar"] {
        let (code, out, _) = run(&["--tiles", start, "--algo", algo, "--json"], "");
        assert_eq!(code, 0);
        let v: Value = serde_json::from_str(&out).unwrap();
        assert!(v["length"].as_u64().unwrap() >= 31);
        assert_eq!(v["optimal"], false);
        assert!(replays(&numbers(start), &solution(&v), &goal));
    }
}

#[test]
fn a_file_of_korfs_instances_is_solved_at_the_published_lengths() {
    // The four cheapest of Korf's 100 (by his Manhattan IDA*'s node counts), as docs/benchmarks.md's
    // benchmark pipes the whole file.
    let korf =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/korf100.txt")).unwrap();
    let rows: Vec<Vec<u64>> = korf
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(|w| w.parse().unwrap()).collect())
        .filter(|r: &Vec<u64>| r[2] < 1_000_000)
        .collect();
    assert_eq!(rows.len(), 4);
    let file: String = rows
        .iter()
        .map(|r| {
            let tiles: Vec<String> = r[3..].iter().map(u64::to_string).collect();
            format!("{}\n", tiles.join(" "))
        })
        .collect();
    let goal = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15";
    let (code, out, err) = run(
        &[
            "--file",
            "-",
            "--goal",
            goal,
            "--algo",
            "idastar",
            "--heuristic",
            "manhattan",
            "--visited",
            "parent",
            "--json",
        ],
        &format!("# Korf's cheapest four\n{file}"),
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    for (r, v) in rows.iter().zip(&lines) {
        let start: Vec<u8> = r[3..].iter().map(|&t| t as u8).collect();
        assert_eq!(v["length"].as_u64(), Some(r[1]), "#{}", r[0]);
        // Korf counts every node generated, the start once: to the last node.
        assert_eq!(v["generated"].as_u64().unwrap() + 1, r[2], "#{}", r[0]);
        assert!(replays(&start, &solution(v), &numbers(goal)));
    }
}

#[test]
fn bad_positions_get_one_line_and_exit_status_2() {
    for (args, says) in [
        (
            vec!["--tiles", "1 2 3 4 5 6 8 7 0"],
            "cannot reach the goal: counting the blank as a piece, its pieces are an odd permutation",
        ),
        (vec!["--tiles", "1 2 3 x"], "\"x\" is not a tile number"),
        (
            vec!["--tiles", "1 2 3 4 5"],
            "5 tiles do not make a square board",
        ),
        (vec!["--tiles", "1 1 2 0"], "tile 1 appears twice"),
        (vec!["--tiles", "1 2 3 9"], "tile 9 is not on a 2x2 board"),
        (
            vec!["--tiles", "1 2 3 0", "--goal", "1 2 3 4 5 6 7 8 0"],
            "the goal is for a 3x3 board",
        ),
        (
            vec!["--algo", "astra", "--tiles", "1 2 3 0"],
            "--algo: \"astra\" is not a search here; choose one of bfs,",
        ),
        (
            vec!["--heuristic", "pbd", "--tiles", "1 2 3 0"],
            "--heuristic: \"pbd\" is not an estimate; choose one of none,",
        ),
        (
            vec!["--weight", "0.5", "--tiles", "1 2 3 0"],
            "the weight w must be a number from 1 to 10",
        ),
        // Finer than tenths: refused, not rounded unsaid (1.04 is not
        // w = 1, nor 2.55 w = 2.6).
        (
            vec!["--weight", "1.04", "--tiles", "1 2 3 0"],
            "the weight w must be a number from 1 to 10 (tenths allowed), not \"1.04\"",
        ),
        (
            vec!["--weight", "2.55", "--tiles", "1 2 3 0"],
            "the weight w must be a number from 1 to 10 (tenths allowed)",
        ),
        (
            vec!["--visited", "maybe", "--tiles", "1 2 3 0"],
            "--visited takes on, off or parent",
        ),
        (
            vec!["--visited", "parent", "--tiles", "1 2 3 0"],
            "parent is for dfs, ids and idastar",
        ),
        (
            vec!["--limit", "99999999", "--tiles", "1 2 3 0"],
            "at most 20000000 nodes",
        ),
        (vec![], "puzzle needs one of --tiles"),
        (
            vec!["--tiles", "1 2 3 0", "--shuffle", "3"],
            "puzzle needs one of --tiles",
        ),
        (vec!["--file", "-"], "holds no puzzle"),
        // The side is the one the tiles' count makes; a side given beside them must agree.
        (
            vec![
                "--side",
                "3",
                "--tiles",
                "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
            ],
            "the tiles make a 4x4 board, not 3x3",
        ),
        // The page's depth bound: DFS keeps a path no longer than it.
        (
            vec![
                "--tiles",
                "8 6 7 2 5 4 3 0 1",
                "--algo",
                "dfs",
                "--depth",
                "100000000",
                "--visited",
                "off",
            ],
            "depth must be a whole number from 1 to 100, not \"100000000\"",
        ),
        (
            vec!["--tiles", "1 2 3 0", "--algo", "dfs", "--depth", "101"],
            "from 1 to 100",
        ),
        // DFS with its closed set keeps a state a step: bounded as best-first search is.
        (
            vec![
                "--tiles",
                "1 2 3 0",
                "--algo",
                "dfs",
                "--visited",
                "on",
                "--limit",
                "20000001",
            ],
            "at most 20000000 nodes",
        ),
        (
            vec!["--goal", "middle", "--tiles", "1 2 3 0"],
            "\"middle\" is not a tile number",
        ),
        // The 7-8 databases are the 15-puzzle's: refused elsewhere before anything is built.
        (
            vec!["--tiles", "1 2 3 4 5 6 7 8 0", "--heuristic", "pdb78"],
            "--heuristic takes pdb78 on the 4x4 board only",
        ),
        (
            vec!["--shuffle", "9", "--side", "5", "--heuristic", "pdb78"],
            "--heuristic takes pdb78 on the 4x4 board only",
        ),
    ] {
        let (code, out, err) = run(&args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        // One line: the message, nothing else.
        assert_eq!(
            err.lines().filter(|l| !l.trim().is_empty()).count(),
            1,
            "{err}"
        );
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(err.lines().next().unwrap().len() < 400, "{err}");
    }
    // In a file, the bad line is named before any search runs.
    let (code, out, err) = run(&["--file", "-"], "1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 8 7 0\n");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("- line 2: "), "{err}");
}

#[test]
fn a_bounded_search_ends_with_status_1_and_says_why() {
    // Breadth-first on a 31-move position with room for 1,000 nodes.
    let (code, out, err) = run(
        &[
            "--tiles",
            "8 6 7 2 5 4 3 0 1",
            "--algo",
            "bfs",
            "--limit",
            "1000",
        ],
        "",
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("no solution found"), "{out}");
    assert!(err.contains("reached its bound"), "{err}");
    // Depth-first search without memory goes round in circles: its step bound ends it.
    let (code, _, err) = run(
        &[
            "--tiles",
            "8 6 7 2 5 4 3 0 1",
            "--algo",
            "dfs",
            "--visited",
            "off",
            "--depth",
            "100",
            "--limit",
            "100000",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(err.contains("reached its bound"), "{err}");
}

#[test]
fn aima_prints_a_row_a_depth_and_refuses_a_bad_count_or_a_position_beside_it() {
    let (code, out, err) = run(&["--aima", "8", "--seed", "3"], "");
    assert_eq!(code, 0, "{err}");
    let rows: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let depths: Vec<u64> = rows.iter().map(|r| r["depth"].as_u64().unwrap()).collect();
    assert_eq!(depths, (1..=12).map(|i| 2 * i).collect::<Vec<u64>>());
    for r in &rows {
        assert_eq!(r["positions"], 8);
        assert_eq!(r["ids"].is_null(), r["depth"].as_u64().unwrap() > 14, "{r}");
        let (m, h) = (&r["misplaced"]["generated"], &r["manhattan"]["generated"]);
        assert!(h.as_f64().unwrap() <= m.as_f64().unwrap(), "{r}");
    }
    // The same seed, the same table.
    assert_eq!(run(&["--aima", "8", "--seed", "3"], "").1, out);
    for (args, says) in [
        (
            &["--aima", "0"][..],
            "--aima takes a number of positions a row from 1 to 1000",
        ),
        (&["--aima", "1001"][..], "--aima takes"),
        (&["--aima", "x"][..], "--aima takes"),
        (
            &["--aima", "5", "--shuffle", "3"][..],
            "give --aima or a position, not both",
        ),
    ] {
        let (code, out, err) = run(args, "");
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty() && err.contains(says), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn every_length_found_says_the_goal_it_is_towards() {
    // The same position is 31 moves from the blank-last goal and 27 from the blank-first.
    let start = "8 6 7 2 5 4 3 0 1";
    for (goal, tiles, named, length) in [
        (None, "1 2 3 4 5 6 7 8 0", " (blank last)", 31),
        (Some("last"), "1 2 3 4 5 6 7 8 0", " (blank last)", 31),
        (Some("first"), "0 1 2 3 4 5 6 7 8", " (blank first)", 27),
        (
            Some("0 1 2 3 4 5 6 7 8"),
            "0 1 2 3 4 5 6 7 8",
            " (blank first)",
            27,
        ),
        (Some("1 2 3 4 5 6 0 7 8"), "1 2 3 4 5 6 0 7 8", "", 29),
    ] {
        let mut args = vec!["--tiles", start];
        if let Some(g) = goal {
            args.extend(["--goal", g]);
        }
        let (code, out, err) = run(&args, "");
        assert_eq!(code, 0, "{err}");
        let said = format!("{start} to {tiles}{named}: {length} moves, the fewest (");
        assert!(out.starts_with(&said), "{out}");
        args.push("--json");
        let (_, out, _) = run(&args, "");
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            (v["goal"].as_str(), v["length"].as_u64()),
            (Some(tiles), Some(length))
        );
        assert!(replays(&numbers(start), &solution(&v), &numbers(tiles)));
        args.pop();
        args.push("--table");
        let (_, out, _) = run(&args, "");
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["goal"].as_str(), Some(tiles));
        let rows = v["rows"].as_array().unwrap();
        assert_eq!(
            rows.last().unwrap()[6].as_str(),
            Some(tiles),
            "the last row is the goal"
        );
    }
}

#[test]
fn a_long_search_says_how_it_goes_each_second_and_quiet_keeps_it_silent() {
    // An 80-move 15-puzzle (the longest there are): IDA* with the pattern database stopped
    // by a small step bound, a second or two of search in.
    let hard = "0 12 9 13 15 11 10 14 3 7 6 2 4 8 5 1";
    let args = [
        "--tiles",
        hard,
        "--algo",
        "idastar",
        "--heuristic",
        "pdb",
        "--limit",
        "20000000",
    ];
    let (code, out, err) = run(&args, "");
    assert_eq!(code, 1, "{out}{err}");
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("searchlight puzzle: idastar: bound "))
        .collect();
    assert!(!lines.is_empty(), "{err}");
    for l in &lines {
        // "searchlight puzzle: idastar: bound 58 (iteration 5), 123 expanded, 456 generated,
        // of at most 20,000,000 steps; 2 s"
        assert!(
            l.contains(" (iteration ") && l.contains(" generated, of at most 20,000,000 steps; "),
            "{l}"
        );
        assert!(l.ends_with(" s"), "{l}");
    }
    assert!(out.contains("stopped at the bound"), "{out}");
    let (code, _, err) = run(&[&args[..], &["--quiet"]].concat(), "");
    assert_eq!(code, 1);
    assert!(!err.contains("searchlight puzzle: idastar"), "{err}");
    // The default bound is one a person waits for, and the help says what it is.
    let help = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        // English whatever the machine speaks: the CLI reads LC_ALL, LC_MESSAGES, LANG.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["puzzle", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    assert!(help.contains("1000000000, a minute or two"), "{help}");
    assert!(help.contains("--quiet"), "{help}");
}

/// The position's flags are the view's options, read by its reader: the page's bounds on
/// the shuffle and the seed, the CLI's on the side (5, past the page's 4), and a shuffled
/// position the very one the page's link with the same `shuffle=` and `seed=` shows.
#[test]
fn the_position_s_flags_are_the_view_s_options_with_its_bounds() {
    use searchlight::puzzles::options::{Given, Value as OptionValue};
    use searchlight::puzzles::sliding::options::{read, MAX_SHUFFLE, PAGE_SIDE};
    use searchlight::puzzles::sliding::MAX_SIDE;
    let past = |n: u64| (n + 1).to_string();
    for (args, says) in [
        (
            vec!["--shuffle".to_string(), past(MAX_SHUFFLE)],
            format!("from 0 to {MAX_SHUFFLE}"),
        ),
        (
            vec![
                "--side".into(),
                past(MAX_SIDE.into()),
                "--shuffle".into(),
                "3".into(),
            ],
            format!("from 2 to {MAX_SIDE}"),
        ),
        (
            vec![
                "--seed".into(),
                past(u32::MAX.into()),
                "--shuffle".into(),
                "3".into(),
            ],
            "seed must be a whole number".to_string(),
        ),
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = run(&args, "");
        assert_eq!(
            (code, out.as_str(), err.lines().count()),
            (2, "", 1),
            "{args:?}"
        );
        assert!(err.contains(&says), "{args:?}: {err}");
    }
    // The largest side the CLI takes, past the page's.
    const { assert!(MAX_SIDE > PAGE_SIDE) };
    let side = MAX_SIDE.to_string();
    let (code, out, _) = run(
        &["--side", &side, "--shuffle", "6", "--json", "--quiet"],
        "",
    );
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    let tiles = v["tiles"].as_str().unwrap();
    assert_eq!(tiles.split(' ').count(), usize::from(MAX_SIDE * MAX_SIDE));
    // The page's position for the same shuffle and seed, on the sides both take.
    for (side, shuffle, seed) in [
        ("3", "30", "4"),
        ("4", "500", "4294967295"),
        ("2", "0", "0"),
    ] {
        let (code, out, _) = run(
            &[
                "--side",
                side,
                "--shuffle",
                shuffle,
                "--seed",
                seed,
                "--json",
                "--quiet",
            ],
            "",
        );
        assert_eq!(code, 0);
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        let mut given = Given::new();
        for (name, value) in [("side", side), ("shuffle", shuffle), ("seed", seed)] {
            given.insert(name.into(), Some(OptionValue::from(value)));
        }
        let page = read(&given).ok().unwrap();
        assert!(!page.given);
        assert_eq!(
            v["tiles"],
            page.start.to_string(),
            "{side} {shuffle} {seed}"
        );
    }
}

/// `searchlight puzzle` with `XDG_CACHE_HOME` set to `cache`: exit status, stdout, stderr.
fn cached_run(cache: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("XDG_CACHE_HOME", cache)
        .arg("puzzle")
        .args(args)
        .output()
        .expect("the CLI runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_cached_database_is_written_reused_and_built_again_when_damaged_cut_short_or_of_another_version(
) {
    // The cache's code path on the smallest database it keeps: pdb663 on the 8-puzzle (its
    // 4-4 tables, 6 KB), solved at the length breadth-first search finds.
    let cache = std::env::temp_dir().join(format!("searchlight-cache-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let start = "8 6 7 2 5 4 3 0 1";
    let args = [
        "--tiles",
        start,
        "--algo",
        "idastar",
        "--heuristic",
        "pdb663",
        "--json",
        "--quiet",
    ];
    let (_, bfs, _) = cached_run(&cache, &["--tiles", start, "--algo", "bfs", "--json"]);
    let want: Value = serde_json::from_str(&bfs).unwrap();
    assert_eq!(want["length"], 31);
    let solved = |out: &str| {
        let v: Value = serde_json::from_str(out).unwrap();
        let moves: Vec<u8> = v["solution"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_u64().unwrap() as u8)
            .collect();
        assert!(replays(
            &numbers(start),
            &moves,
            &[1, 2, 3, 4, 5, 6, 7, 8, 0]
        ));
        assert_eq!(v["length"], want["length"]);
    };
    let file = cache.join("searchlight/pdb663-1-2-3-4-5-6-7-8-0.pdb");
    // Built and written; then read, not built.
    let (code, out, err) = cached_run(&cache, &args);
    assert_eq!(code, 0, "{err}");
    solved(&out);
    assert!(
        err.contains("built in") && err.contains("written to"),
        "{err}"
    );
    let whole = std::fs::read(&file).expect("the cache file");
    let (code, out, err) = cached_run(&cache, &args);
    assert_eq!(code, 0, "{err}");
    solved(&out);
    assert!(
        err.contains("read from") && !err.contains("built in"),
        "{err}"
    );
    // Damaged (a byte of a table), cut short, another version (its first bytes): each said,
    // built again and written whole.
    let mut damaged = whole.clone();
    damaged[whole.len() / 2] ^= 1;
    let mut other = whole.clone();
    other[5] = b'1';
    for bad in [
        damaged,
        whole[..whole.len() - 7].to_vec(),
        other,
        Vec::new(),
    ] {
        std::fs::write(&file, &bad).unwrap();
        let (code, out, err) = cached_run(&cache, &args);
        assert_eq!(code, 0, "{err}");
        solved(&out);
        assert!(
            err.contains("is damaged or from another version: building it again")
                && err.contains("built in")
                && err.contains("written to"),
            "{err}"
        );
        assert_eq!(std::fs::read(&file).unwrap(), whole);
    }
    // Four runs building at once into an empty cache: each solves, and the file left is whole
    // (read by the next run), with no part-written file beside it.
    std::fs::remove_file(&file).unwrap();
    let runs: Vec<_> = (0..4)
        .map(|_| {
            Command::new(env!("CARGO_BIN_EXE_searchlight"))
                .env("XDG_CACHE_HOME", &cache)
                .arg("puzzle")
                .args(args)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for r in runs {
        let out = r.wait_with_output().unwrap();
        assert!(out.status.success());
        solved(&String::from_utf8_lossy(&out.stdout));
    }
    assert_eq!(std::fs::read(&file).unwrap(), whole);
    let (_, _, err) = cached_run(&cache, &args);
    assert!(err.contains("read from"), "{err}");
    assert_eq!(
        std::fs::read_dir(cache.join("searchlight"))
            .unwrap()
            .count(),
        1
    );
    let _ = std::fs::remove_dir_all(&cache);
}
