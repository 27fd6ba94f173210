//! `searchlight challenge`: exit 0 when the goal is met, 1 when it is not with the reason on
//! one line as the page says it ("Goal met." or "Not yet.", then the reason), 2 for a bad input, goal or challenge; `--list` and `--json`.

use super::*;

#[test]
fn a_challenge_met_not_met_and_refused() {
    let (code, out, err) = run(&["challenge", "queens-squares", "n=16"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "Goal met. N = 16: the first solution comes after 160,712 squares tried, more than 100,000.\n"
    );
    // A count of one says its noun in the singular.
    let (_, out, _) = run(&["challenge", "queens-squares", "n=1"]);
    assert_eq!(
        out,
        "Not yet. N = 1: the first solution comes after 1 square tried, not more than 100,000.\n"
    );
    let (code, out, err) = run(&["challenge", "queens-squares", "n=14"]);
    assert_eq!((code, err.as_str()), (1, ""));
    assert!(out.starts_with("Not yet. N = 14: "), "{out}");
    assert_eq!(out.lines().count(), 1);
    // A goal's parameter, and a whole Share link as the input.
    let (code, _, _) = run(&[
        "challenge",
        "queens-squares",
        "#/queens?n=14&step=9",
        "--goal",
        "squares=20000",
    ]);
    assert_eq!(code, 0);
    // A name given twice keeps its first value, as the page's URLSearchParams.get does: the
    // page says "Not yet. N = 8" of #/queens?n=8&n=16&challenge=queens-squares, and so does
    // the CLI.
    let (code, out, _) = run(&["challenge", "queens-squares", "n=8&n=16"]);
    assert_eq!(code, 1);
    assert!(out.starts_with("Not yet. N = 8: "), "{out}");
    for bad in [
        &["challenge", "queens-squares", "n=99"][..],
        &["challenge", "nope", "n=8"],
        &["challenge", "queens-squares"],
        &["challenge", "queens-squares", "n=8", "--goal", "tries=3"],
        &["challenge", "queens-squares", "n=8", "--goal", "squares"],
        &["challenge", "sudoku-two", "p=55"],
        &["challenge", "--list", "queens-squares"],
        // A link to another view is not this challenge's input.
        &["challenge", "queens-squares", "#/puzzle?n=16"],
        &[
            "challenge",
            "queens-squares",
            "http://example.org/searchlight/#/sudoku?n=16",
        ],
    ] {
        let (code, out, err) = run(bad);
        assert_eq!(code, 2, "{bad:?}");
        assert!(out.is_empty(), "{bad:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{bad:?}: {err}");
        assert!(err.starts_with("searchlight: "), "{err}");
    }
    let (_, _, err) = run(&["challenge", "queens-squares", "n=99"]);
    assert!(err.contains("20"), "{err}");
    // A goal parameter named twice is refused, as a lesson's @challenge line and a link's
    // goal= refuse it (the CLI kept the last, a lesson's link the first).
    let (code, out, err) = run(&[
        "challenge",
        "queens-squares",
        "n=16",
        "--goal",
        "squares=1",
        "--goal",
        "squares=200000",
    ]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: the goal parameter squares is given twice; give it once\n"
    );
}

#[test]
fn every_listed_example_meets_its_challenge() {
    let (code, list) = json(&["challenge", "--list", "--json"]);
    assert_eq!(code, 0);
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), searchlight::puzzles::challenge::all().count());
    for c in list {
        let id = c["id"].as_str().unwrap();
        let (code, v) = json(&["challenge", id, c["example"].as_str().unwrap(), "--json"]);
        assert_eq!((code, &v["met"]), (0, &Value::Bool(true)), "{id}: {v}");
        assert!(v["reason"]["code"]
            .as_str()
            .unwrap()
            .starts_with("challenge."));
        assert!(!v["said"].as_str().unwrap().is_empty());
    }
    // The input from standard input, as a file's text.
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["challenge", "dfs-topological", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"edges=a b\nb c\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "Not yet. By finish times the order is a, b, c: the names’ order.\n"
    );
}

/// Counts in the page's English: one in the singular, thousands grouped as every other
/// figure of a verdict is.
#[test]
fn a_count_of_one_is_said_in_the_singular() {
    let classic =
        "p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let (code, out, _) = run(&["challenge", "sudoku-two", classic]);
    assert_eq!(
        (code, out.as_str()),
        (
            1,
            "Not yet. The search found 1 solution and no more: not 2.\n"
        )
    );
    let (code, out, _) = run(&["challenge", "maze-forever", "size=100x100&loops=0"]);
    assert_eq!(
        (code, out.as_str()),
        (
            1,
            "Not yet. Without memory the mouse finds the coin in 28,026 steps.\n"
        )
    );
}

#[test]
fn a_goal_says_its_count_in_the_right_number() {
    // "at least 1 moves longer".
    let (code, out, _) = run(&["challenge", "--list"]);
    assert_eq!(code, 0);
    assert!(out.contains("at least 1 move longer than A*’s"), "{out}");
    let (_, v) = json(&[
        "challenge",
        "puzzle-greedy",
        "tiles=1,2,3,4,5,6,7,8,0",
        "--goal",
        "more=2",
        "--json",
    ]);
    assert!(
        v["goal"]
            .as_str()
            .unwrap()
            .contains("at least 2 moves longer"),
        "{v}"
    );
}

/// `--list` beside a challenge's name is refused naming both as the usage writes them, in
/// either language (no English word in the Chinese line).
#[test]
fn list_and_a_name_together_are_refused_in_the_usage_s_words() {
    let (code, out, err) = run(&["challenge", "--list", "queens-squares"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: give --list or ID, not both; see searchlight challenge --help\n"
    );
    let (code, _, err) = run(&["--lang", "zh", "challenge", "--list", "queens-squares"]);
    assert_eq!(code, 2);
    let words: Vec<&str> = err
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 4)
        .collect();
    assert_eq!(
        words,
        ["searchlight", "list", "searchlight", "challenge", "help"],
        "{err}"
    );
}
