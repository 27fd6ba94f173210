//! The CLI's language: `--lang`, the environment, and a code it does not have.

use std::process::Command;

/// Exit status, stdout and stderr of the CLI run with `env` set (and no other language
/// variable of the machine's).
pub(super) fn run_in(env: &[(&str, &str)], args: &[&str]) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_searchlight"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    let out = command
        .envs(env.iter().copied())
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Han characters in `s`: Chinese words, not English ones.
fn han(s: &str) -> usize {
    s.chars()
        .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c))
        .count()
}

/// ASCII words of three letters or more in `s`, besides what was typed and the program's
/// name: English left in a sentence.
fn english_words<'a>(s: &'a str, typed: &[&str]) -> Vec<&'a str> {
    s.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && *w != "searchlight" && !typed.contains(w))
        .collect()
}

/// A puzzle's error (a word not in the list) and a command-line mistake (an unknown
/// option), in Chinese by `--lang zh` before or after the command, or `--lang=zh`; the same
/// in English by default and by `--lang en`.
#[test]
fn lang_zh_says_errors_in_chinese() {
    for args in [
        &["--lang", "zh", "ladder", "fool", "sagx"][..],
        &["ladder", "fool", "sagx", "--lang", "zh"],
        &["ladder", "--lang=zh", "fool", "sagx"],
    ] {
        let (code, out, err) = run_in(&[], args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with("searchlight: ") && err.contains("sagx"),
            "{err}"
        );
        assert!(han(&err) >= 4, "{err}");
        assert_eq!(english_words(&err, &["sagx"]), Vec::<&str>::new(), "{err}");
    }
    let (_, _, en) = run_in(&[], &["ladder", "fool", "sagx"]);
    let (_, _, en_asked) = run_in(
        &[("LANG", "zh_CN.UTF-8")],
        &["--lang", "en", "ladder", "fool", "sagx"],
    );
    assert_eq!(en, en_asked, "--lang en over LANG");
    assert_eq!(han(&en), 0, "{en}");
    assert!(
        en.contains("\"sagx\" is not in the four-letter word list"),
        "{en}"
    );

    // A flag's bad value names the flag, in either language.
    for lang in ["en", "zh"] {
        let (code, _, err) = run_in(&[], &["knight", "--prune", "maybe", "--lang", lang]);
        assert_eq!(code, 2);
        assert!(
            err.starts_with("searchlight: --prune") && err.lines().count() == 1,
            "{err}"
        );
    }
    let (code, _, err) = run_in(&[], &["--lang", "zh", "knight", "--frobnicate"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        han(&err) >= 2 && err.contains("--frobnicate") && err.contains("knight --help"),
        "{err}"
    );
}

/// A result in Chinese: no ladder joins the words (exit 1), said as a sentence with the
/// Chinese full stop; its count formatted as the page formats it; `--json` keeps its keys.
#[test]
fn lang_zh_says_a_result_in_chinese() {
    let dir = std::env::temp_dir().join(format!("searchlight-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let words = dir.join("words.txt");
    std::fs::write(&words, "hit hot dot dog cog cat\n").unwrap();
    let words = words.to_str().unwrap();
    let (code, out, err) = run_in(
        &[],
        &["ladder", "hit", "cat", "--words", words, "--lang", "zh"],
    );
    assert_eq!((code, err.as_str()), (1, ""));
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.trim_end().ends_with('。') && han(&out) >= 8, "{out}");
    // "hit" reaches hit, hot, dot, dog, cog: five words, said as a number.
    assert!(
        out.contains('5') && out.contains("hit") && out.contains("cat"),
        "{out}"
    );
    assert_eq!(
        english_words(&out, &["hit", "cat"]),
        Vec::<&str>::new(),
        "{out}"
    );
    let (code, out, _) = run_in(&[], &["ladder", "hit", "cat", "--words", words]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("No ladder joins \"hit\" to \"cat\"") && out.trim_end().ends_with('.'),
        "{out}"
    );
    let (_, json, _) = run_in(
        &[],
        &[
            "ladder", "hit", "cat", "--words", words, "--json", "--lang", "zh",
        ],
    );
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["count"], 0);
    assert!(han(v["reason"].as_str().unwrap()) >= 8, "{v}");
    let _ = std::fs::remove_dir_all(&dir);
    // A challenge's verdict: the page's "Goal met." and its reason, in Chinese.
    let (code, out, _) = run_in(
        &[],
        &["challenge", "queens-squares", "n=16", "--lang", "zh"],
    );
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(han(&out) >= 8 && out.contains("160,712"), "{out}");
    assert_eq!(english_words(&out, &[]), Vec::<&str>::new(), "{out}");
}

/// `LANG=zh_CN.UTF-8` (and `LC_ALL`, which POSIX puts first) speak Chinese; `C` and a
/// language the page lacks speak English.
#[test]
fn the_environment_chooses_the_language() {
    let args = ["knight", "--board", "0x3"];
    let (code, _, zh) = run_in(&[("LANG", "zh_CN.UTF-8")], &args);
    assert_eq!(code, 2);
    assert!(han(&zh) >= 4 && zh.contains("0x3"), "{zh}");
    assert_eq!(english_words(&zh, &["board"]), Vec::<&str>::new(), "{zh}");
    let (_, _, all) = run_in(&[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")], &args);
    assert_eq!(all, zh);
    for lang in ["C", "fr_FR.UTF-8", "en_GB.UTF-8"] {
        let (code, _, en) = run_in(&[("LANG", lang)], &args);
        assert_eq!(code, 2);
        assert_eq!(han(&en), 0, "{lang}: {en}");
        assert!(
            en.contains("board size 0x3 is out of range"),
            "{lang}: {en}"
        );
    }
}

/// An unknown `--lang`, or one without its code, is one line and exit status 2, naming the
/// languages there are; nothing runs.
#[test]
fn an_unknown_lang_is_one_line_and_exit_2() {
    for args in [
        &["--lang", "fr", "knight", "--board", "5x5"][..],
        &["knight", "--board", "5x5", "--lang=xx"],
        &["--lang", "", "knight"],
    ] {
        let (code, out, err) = run_in(&[], args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("searchlight: --lang takes en, "), "{err}");
        assert!(
            err.contains(&format!(
                "not \"{}\"",
                args.iter()
                    .find_map(|a| a.strip_prefix("--lang="))
                    .unwrap_or(args[1])
            )),
            "{err}"
        );
    }
    let (code, out, err) = run_in(&[], &["knight", "--lang"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--lang"), "{err}");
}

/// Sokoban's summary is the catalogue's in either language: the same counts (A* by pushes
/// expands 24 states of the built-in level 10, as the page's counters say), each language's
/// words, and its verified solution line between.
#[test]
fn sokobans_summary_is_said_in_the_language_asked_for() {
    let (code, en, _) = run_in(&[], &["sokoban", "--level", "10"]);
    let (zh_code, zh, _) = run_in(&[], &["--lang", "zh", "sokoban", "--level", "10"]);
    assert_eq!((code, zh_code), (0, 0));
    let (en_last, zh_last) = (en.lines().last().unwrap(), zh.lines().last().unwrap());
    assert!(en.starts_with("level 10 (Arch) of 10\n"), "{en}");
    assert!(zh.starts_with("第 10 关（Arch，共 10 关）\n"), "{zh}");
    assert!(en_last.starts_with("A* by pushes: solved in "), "{en_last}");
    assert!(en_last.contains("24 states expanded"), "{en_last}");
    assert!(zh_last.contains("已扩展 24 个状态"), "{zh_last}");
    // The solution line is the same in both.
    let solution = |out: &str| out.lines().rev().nth(1).map(str::to_string);
    assert_eq!(solution(&en), solution(&zh));
}

/// The queens' and the ladder's summaries are the catalogue's in either language, with the
/// same counts: 92 solutions of 8 queens, 12 up to symmetry (the literature's), and the
/// ladder's one word from FOOL to itself.
#[test]
fn queens_and_ladder_summaries_are_said_in_the_language_asked_for() {
    let last = |lang: &str, args: &[&str]| {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        let (code, out, err) = run_in(&[], &all);
        assert_eq!((code, err.as_str()), (0, ""), "{all:?}");
        out.lines().last().unwrap().to_string()
    };
    let queens = ["queens", "--n", "8", "--count"];
    assert!(last("en", &queens).starts_with("N = 8: 92 solutions, 12 up to symmetry; 2,056 nodes"));
    assert!(last("zh", &queens).starts_with("N = 8：92 个解，对称意义下 12 个；2,056 个节点"));
    let ladder = ["ladder", "fool", "fool"];
    assert!(last("en", &ladder).starts_with("BFS discovered 1 word over 0 edges;"));
    assert!(last("zh", &ladder).starts_with("广度优先搜索已发现 1 个词，检查了 0 条边；"));
    // The maze's best-first line: the same three counts in both languages.
    let maze = [
        "maze", "--size", "12x12", "--seed", "7", "--loops", "30", "--algo", "astar",
    ];
    let numbers = |line: String| -> Vec<u64> {
        line.split(|c: char| !c.is_ascii_digit())
            .filter_map(|w| w.parse().ok())
            .collect()
    };
    let (en, zh) = (last("en", &maze), last("zh", &maze));
    assert!(en.starts_with("A*: route of "), "{en}");
    assert!(zh.starts_with("A*：路线 "), "{zh}");
    assert_eq!(numbers(en), numbers(zh));
}

/// ASCII words of four letters or more in `out`, outside what is data: a token (ASCII
/// between spaces and Chinese text) holding `-`, `=` or `/` (a flag, a challenge's id, a
/// link, a path, a named set of options), a word in capitals (a flag's value as usage names
/// it: `FILE`, `INPUT`), and the `names` the run prints as they are (a strategy, a level's
/// title).
pub(super) fn english_left<'a>(out: &'a str, names: &[&str]) -> Vec<&'a str> {
    out.split(|c: char| c.is_whitespace() || !c.is_ascii())
        .filter(|t| !t.contains('-') && !t.contains('=') && !t.contains('/'))
        .flat_map(|t| t.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| w.len() >= 4 && *w != "searchlight" && !names.contains(w))
        .filter(|w| !w.chars().all(|c| c.is_ascii_uppercase()))
        .collect()
}

/// Every command with `--lang zh`, on good input and on bad: the results, the progress and
/// the one line of a mistake are Chinese, with no English word left in them (the usage
/// texts, `--help`, aside).
#[test]
fn every_command_speaks_chinese_on_good_input_and_bad() {
    let dir = std::env::temp_dir().join(format!("searchlight-zh-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let edges = dir.join("edges.txt");
    std::fs::write(&edges, "a b\nb c\nc a\n").unwrap();
    let answers = dir.join("answers.txt");
    std::fs::write(&answers, "1 c3\n3 7\n").unwrap();
    let (edges, answers) = (edges.to_str().unwrap(), answers.to_str().unwrap());
    let missing = dir.join("missing.txt");
    let missing = missing.to_str().unwrap();
    let sudoku =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    // What a run prints as it is: a strategy's, an algorithm's or an estimate's name, a
    // built-in level's title, a practice question's view and kind, a ladder's words, a file
    // and a command named (`index.html`, `trunk build`).
    let empty = ".".repeat(81);
    let names = [
        "warnsdorff",
        "astar",
        "manhattan",
        "First",
        "push",
        "distance",
        "predecessor",
        "dequeue",
        "index",
        "html",
        "trunk",
        "build",
        "food",
        "fold",
        "sold",
        "sole",
        "sale",
        "layer",
    ];
    // (arguments, exit status)
    let runs: &[(&[&str], i32)] = &[
        (&["knight", "--board", "5x5"], 0),
        (&["knight", "--board", "3x3"], 1),
        (&["knight", "--board", "5x5", "--count"], 0),
        (
            &[
                "knight",
                "--board",
                "8x8",
                "--strategy",
                "dfs",
                "--limit",
                "50",
            ],
            1,
        ),
        (&["knight", "--board", "0x5"], 2),
        (&["knight", "--limit", "0"], 2),
        (&["bfs", "--board", "5x5", "--start", "a1"], 0),
        (&["bfs", "--board", "5x5", "--start", "z9"], 2),
        (&["ladder", "fool", "sage"], 0),
        (&["ladder", "fool"], 2),
        (&["dfs", "--edges", edges], 0),
        (&["dfs", "--edges", missing], 2),
        (&["queens", "--n", "6"], 0),
        (&["queens", "--n", "0"], 2),
        (&["sudoku", sudoku], 0),
        (
            &["sudoku", empty.as_str(), "--limit-nodes", "100", "--all"][..],
            1,
        ),
        (&["sudoku", "12"], 2),
        (&["maze", "--size", "4x4", "--seed", "2"], 0),
        (&["maze", "--size", "0x0"], 2),
        (&["puzzle", "--tiles", "1 2 3 4 5 6 0 7 8"], 0),
        (
            &[
                "puzzle",
                "--tiles",
                "8 6 7 2 5 4 3 0 1",
                "--algo",
                "bfs",
                "--limit",
                "100",
            ],
            1,
        ),
        (&["puzzle", "--shuffle", "100000"], 2),
        (&["puzzle", "--tiles", "1 2 3 4 5 6 8 7 0"], 2),
        (&["sokoban", "--level", "1"], 0),
        (&["sokoban", "--level", "99"], 2),
        (&["tree", "queens", "--n", "5"], 0),
        (&["tree", "queens", "--n", "8", "--limit", "10"], 1),
        (&["tree", "knight", "--probes", "0"], 2),
        (&["challenge", "queens-squares", "n=8"], 1),
        (&["challenge", "nope", "x"], 2),
        (&["practice", "--views", "bfs", "--count", "5"], 0),
        (
            &[
                "practice", "--views", "bfs", "--count", "5", "--check", answers,
            ],
            0,
        ),
        (&["practice", "--views", "nope"], 2),
        (
            &[
                "rule",
                "--view",
                "puzzle",
                "--h",
                "manhattan",
                "--tiles",
                "1 2 3 4 5 6 0 7 8",
            ],
            0,
        ),
        (
            &[
                "rule",
                "--view",
                "puzzle",
                "--h",
                "2 * manhattan",
                "--check",
            ],
            1,
        ),
        (&["rule", "--view", "puzzle", "--h", "(", "--check"], 2),
        (
            &[
                "scorm",
                "--lesson",
                "knight",
                "--version",
                "1.2",
                "--site",
                missing,
                "--out",
                missing,
            ],
            2,
        ),
        (&["bench", "--nope"], 2),
        // What a command cannot do without.
        (&["dfs"], 2),
        (&["queens"], 2),
        (&["sudoku"], 2),
        (&["puzzle"], 2),
        (&["challenge"], 2),
        (&["maze", "--second-run", "--bfs"], 2),
        (&["nope"], 2),
    ];
    for (args, status) in runs {
        let mut all = vec!["--lang", "zh"];
        all.extend_from_slice(args);
        let (code, out, err) = run_in(&[], &all);
        assert_eq!(code, *status, "{args:?}: {out}{err}");
        if code == 2 {
            assert_eq!(
                (out.as_str(), err.lines().count()),
                ("", 1),
                "{args:?}: {err}"
            );
        }
        let said = format!("{out}{err}");
        // A mistake is a sentence; a result may be data alone (BFS's distances).
        assert!(code != 2 || han(&said) >= 2, "{args:?}: {said}");
        // The commands' names, which a mistake may list.
        let mut typed: Vec<&str> = names.to_vec();
        typed.extend(searchlight::puzzles::views::VIEWS.iter().map(|v| v.command));
        typed.extend(["tree", "challenge", "practice", "rule", "scorm", "bench"]);
        typed.extend(
            args.iter()
                .flat_map(|a| a.split(|c: char| !c.is_ascii_alphabetic())),
        );
        assert_eq!(
            english_left(&said, &typed),
            Vec::<&str>::new(),
            "{args:?}: {said}"
        );
    }
    std::fs::remove_dir_all(dir).ok();
}
