//! `searchlight practice`: the set of a seed is the library's (the page's) set, its answer
//! key grades right, `--check` scores a file of answers, and each mistake exits 2 with one
//! line.

use super::*;

use searchlight::puzzles::practice::{self, Level};

const ARGS: [&str; 8] = [
    "practice",
    "--views",
    "bfs,puzzle",
    "--level",
    "medium",
    "--count",
    "10",
    "--seed",
];

#[test]
fn the_set_of_a_seed_is_the_librarys() {
    let (code, out, err) = run(&[&ARGS[..], &["7", "--json"]].concat());
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out.lines().count(), 1);
    assert_keys_sorted(&out);
    let v: Value = serde_json::from_str(&out).unwrap();
    let set = practice::set(&["bfs", "puzzle"], Level::Medium, 10, 7).unwrap();
    assert_eq!(v["questions"], serde_json::to_value(&set).unwrap());
    assert_eq!(
        (v["count"].as_u64(), v["seed"].as_u64()),
        (Some(10), Some(7))
    );
    assert_eq!(v["level"], "medium");
    // Another seed, another set.
    let (_, other) = json(&[&ARGS[..], &["8", "--json"]].concat());
    assert_ne!(other["questions"], v["questions"]);
    // The text: each question numbered, its instance as the view's link, its answer.
    let (code, text, _) = run(&[&ARGS[..], &["7"]].concat());
    assert_eq!(code, 0);
    for (i, q) in set.iter().enumerate() {
        let head = format!("{}. {} {}: #/{}?", i + 1, q.view, q.kind, q.view);
        assert!(text.contains(&head), "{head} in {text}");
        assert!(text.contains(&format!("   answer: {}\n", q.answer)));
    }
    assert!(text.contains("board=8x8&start="), "{text}");
}

#[test]
fn check_scores_a_file_of_answers() {
    let set = practice::set(&["bfs", "puzzle"], Level::Medium, 10, 7).unwrap();
    // Right answers (the last accepted, a tie where there is one) to all but question 2,
    // answered wrong, and question 3, not answered.
    let mut lines = vec!["# answers to seed 7".to_string()];
    for (i, q) in set.iter().enumerate() {
        match i {
            1 => lines.push("2 999".to_string()),
            2 => {}
            _ => lines.push(format!(
                "{} {}",
                i + 1,
                q.accepts.last().unwrap().to_uppercase()
            )),
        }
    }
    let file = temp_file("practice-answers.txt", &lines.join("\n"));
    let (code, out, err) = run(&[&ARGS[..], &["7", "--check", &file, "--json"]].concat());
    assert_eq!((code, err.as_str()), (0, ""));
    assert_keys_sorted(&out);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["score"].as_u64(), v["count"].as_u64()),
        (Some(8), Some(10))
    );
    let results = v["results"].as_array().unwrap();
    assert_eq!(results[1]["verdict"]["right"], false);
    assert_eq!(results[2]["answered"], false);
    assert_eq!(results[2]["verdict"]["right"], false);
    assert_eq!(results[0]["verdict"]["right"], true);
    let (code, text, _) = run(&[&ARGS[..], &["7", "--check", &file]].concat());
    assert_eq!(code, 0);
    // The practice page's sentences: its verdicts and its score.
    assert!(text.ends_with("Score: 8 of 10.\n"), "{text}");
    assert!(text.starts_with("1. Right.\n"), "{text}");
    assert!(text.contains("\n3. Not answered; the answer is "), "{text}");
    let (code, zh, _) = run(&[&ARGS[..], &["7", "--check", &file, "--lang", "zh"]].concat());
    assert_eq!(code, 0);
    assert!(zh.ends_with("得分：8 / 10。\n"), "{zh}");
    assert!(zh.starts_with("1. 答对了。\n"), "{zh}");
    std::fs::remove_file(file).ok();
}

#[test]
fn each_mistake_exits_2_with_one_line() {
    let bad_line = temp_file("practice-bad.txt", "1 c3\n11 d4\n");
    // A view with no questions yet, while there is one (else, a view that is not one).
    let (without, refused) = searchlight::puzzles::views::VIEWS
        .iter()
        .find(|v| v.practice.is_none())
        .map_or(("chess", "No view is called"), |v| {
            (v.route, "has no practice questions")
        });
    let cases: [(&[&str], &str); 9] = [
        (
            &["practice", "--views", "bfs", "--count", "4"],
            "5 to 30 questions, not 4",
        ),
        (
            &["practice", "--views", "bfs", "--count", "many"],
            "--count",
        ),
        (
            &["practice", "--views", "bfs", "--level", "extreme"],
            "easy, medium or hard",
        ),
        (
            &["practice", "--views", "bfs,chess"],
            "No view is called “chess”",
        ),
        (&["practice", "--views", without], refused),
        (&["practice", "--level", "easy"], "--views"),
        (&["practice", "--views", "bfs", "--seed", "-1"], "--seed"),
        (
            &["practice", "--views", "bfs", "--check", "/no/such/file"],
            "/no/such/file",
        ),
        (
            &["practice", "--views", "bfs", "--check", &bad_line],
            "Line 2 of the answers",
        ),
    ];
    for (args, says) in cases {
        let (code, out, err) = run(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    std::fs::remove_file(bad_line).ok();
}

#[test]
fn the_set_is_worded_in_the_readers_language_and_prints_as_a_worksheet() {
    let args = [
        "practice",
        "--views",
        "ladder,maze,sokoban",
        "--level",
        "easy",
        "--count",
        "9",
        "--seed",
        "5",
    ];
    let set = practice::set(&["ladder", "maze", "sokoban"], Level::Easy, 9, 5).unwrap();
    for lang in ["en", "zh"] {
        let (code, text, err) = run(&[&args[..], &["--lang", lang]].concat());
        assert_eq!((code, err.as_str()), (0, ""));
        // Worded: no message code is left, and the Chinese says no English label.
        assert!(!text.contains("practice."), "{text}");
        let (answer, head) = match lang {
            "zh" => ("答案：", "练习：单词阶梯"),
            _ => ("answer: ", "Practice: Word ladder"),
        };
        assert!(text.starts_with(head), "{text}");
        for (i, q) in set.iter().enumerate() {
            assert!(text.contains(&format!("\n{}. {} {}: #/", i + 1, q.view, q.kind)));
            // A choice is worded (north: 北), anything else as it is.
            let said = text.split(&format!("\n{}. ", i + 1)).nth(1).unwrap();
            let line = said.lines().find(|l| l.contains(answer)).unwrap();
            if !matches!(
                q.answer.as_str(),
                "yes" | "no" | "north" | "east" | "south" | "west"
            ) || lang == "en"
            {
                assert!(line.ends_with(&q.answer), "{line} for {q:?}");
            } else {
                assert!(!line.contains(&q.answer), "{line} for {q:?}");
            }
        }
        // The worksheet: every question with a line to answer on, then the key.
        let (code, sheet, _) = run(&[&args[..], &["--lang", lang, "--worksheet"]].concat());
        assert_eq!(code, 0);
        let (questions, key) = sheet
            .split_once("\n## ")
            .expect("a key after the questions");
        assert!(!questions.contains(answer), "{questions}");
        for (i, q) in set.iter().enumerate() {
            assert!(questions.contains(&format!("\n{}. ", i + 1)));
            assert!(questions.contains(&format!("<#/{}?", q.view)));
            assert!(key.contains(&format!("\n{}. {answer}", i + 1)), "{key}");
        }
    }
}
