//! `--table`: its exit status, the options it is refused beside, and its size.

use super::*;

/// The exit status docs/cli.md gives for `--table` as for the same run without it: 0 when the answer
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
