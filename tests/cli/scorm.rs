//! `searchlight scorm`: a lesson or a practice set as a SCORM package from a built site (one made here, as a
//! build leaves dist/: the page, the lessons' modules, the service worker listing the files),
//! byte for byte the library's package of the same files (the page's export calls the same
//! code), readable by `unzip -t` where it is installed and by the `zip` crate; exit 2 with
//! one line for each mistake.

use super::*;

use searchlight::export::scorm::{self, Lesson, PracticeSet, Settings, Version};
use searchlight::puzzles::practice::Level;

/// A built site in a folder of its own: its path and its files as the package takes them
/// (those the service worker lists).
fn site(name: &str) -> (std::path::PathBuf, Vec<(String, Vec<u8>)>) {
    let dir = std::env::temp_dir().join(format!("searchlight-scorm-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let source = concat!(env!("CARGO_MANIFEST_DIR"), "/www/lessons");
    let mut files: Vec<(String, Vec<u8>)> = vec![
        (
            "index.html".into(),
            b"<!doctype html>\n<head><title>S</title></head><body></body>\n".to_vec(),
        ),
        (
            "searchlight_bg-1.wasm".into(),
            vec![0, 97, 115, 109, 1, 0, 0, 0],
        ),
        ("www/sw.js".into(), b"/* template */".to_vec()),
    ];
    for id in ["knight", "bfs", "index", "format"] {
        let text = std::fs::read(format!("{source}/{id}.js")).unwrap();
        files.push((format!("www/lessons/{id}.js"), text));
    }
    for (path, bytes) in &files {
        let full = dir.join(path);
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(full, bytes).unwrap();
    }
    // The worker lists every file but itself, its template and _headers (scripts/offline.mjs).
    let listed: Vec<String> = std::iter::once("./".to_string())
        .chain(
            files
                .iter()
                .filter(|(p, _)| p != "www/sw.js")
                .map(|(p, _)| format!("./{p}")),
        )
        .collect();
    let worker = format!(
        "const VERSION = 'x';\nconst FILES = {};\n/* the worker */\n",
        serde_json::to_string(&listed).unwrap()
    );
    std::fs::write(dir.join("sw.js"), &worker).unwrap();
    std::fs::write(dir.join("_headers"), "/*\n").unwrap();
    files.retain(|(p, _)| p != "www/sw.js");
    (dir, files)
}

fn read_zip(path: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    use std::io::Read;
    let bytes = std::fs::read(path).unwrap();
    let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    (0..z.len())
        .map(|i| {
            let mut f = z.by_index(i).unwrap();
            let mut b = Vec::new();
            f.read_to_end(&mut b).unwrap();
            (f.name().to_string(), b)
        })
        .collect()
}

#[test]
fn a_built_in_lesson_is_the_librarys_package_byte_for_byte() {
    let (dir, files) = site("builtin");
    let out = dir.join("knight.zip");
    let (d, o) = (dir.to_str().unwrap(), out.to_str().unwrap());
    for version in ["1.2", "2004"] {
        let (code, said, err) = run(&[
            "scorm",
            "--lesson",
            "knight",
            "--version",
            version,
            "--site",
            d,
            "--out",
            o,
        ]);
        assert_eq!((code, err.as_str()), (0, ""), "{said}");
        assert!(
            said.starts_with(&format!("{o}: SCORM {version}, 7 files, ")),
            "{said}"
        );
        let expected = scorm::package(
            &Settings {
                version: Version::parse(version).unwrap(),
                lesson: Lesson::BuiltIn("knight".into()),
                // The title by default: the module's English `# ` line.
                title: "The knight's tour".into(),
                mastery: 80,
                all: false,
            },
            &files,
        )
        .unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), expected);
        let names: Vec<String> = read_zip(&out).into_iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            [
                "imsmanifest.xml",
                "index.html",
                "searchlight_bg-1.wasm",
                "www/lessons/bfs.js",
                "www/lessons/format.js",
                "www/lessons/index.js",
                "www/lessons/knight.js",
            ]
        );
        // Another reader, where there is one.
        if let Ok(t) = std::process::Command::new("unzip")
            .arg("-tq")
            .arg(&out)
            .output()
        {
            assert!(t.status.success(), "{}", String::from_utf8_lossy(&t.stdout));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_practice_set_is_the_librarys_package_byte_for_byte() {
    let (dir, files) = site("practice");
    let out = dir.join("set.zip");
    let (d, o) = (dir.to_str().unwrap(), out.to_str().unwrap());
    for (flags, views, level, count, seed, title) in [
        (
            vec!["--practice", "bfs,dfs", "--seed", "7"],
            vec!["bfs", "dfs"],
            Level::Medium,
            10,
            Some(7),
            "Practice: bfs, dfs (medium, seed 7)",
        ),
        (
            vec![
                "--practice",
                " maze ",
                "--level",
                "hard",
                "--count",
                "30",
                "--seed",
                "each",
                "--title",
                "Quiz",
            ],
            vec!["maze"],
            Level::Hard,
            30,
            None,
            "Quiz",
        ),
    ] {
        let mut args = vec!["scorm", "--version", "2004", "--site", d, "--out", o];
        args.extend(flags);
        let (code, said, err) = run(&args);
        assert_eq!((code, err.as_str()), (0, ""), "{said}");
        let expected = scorm::package(
            &Settings {
                version: Version::Scorm2004,
                lesson: Lesson::Practice(PracticeSet {
                    views: views.into_iter().map(String::from).collect(),
                    level,
                    count,
                    seed,
                }),
                title: title.into(),
                mastery: 80,
                all: false,
            },
            &files,
        )
        .unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), expected);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_own_lesson_from_a_file_or_standard_input() {
    let (dir, files) = site("own");
    let text = "# Our tour\n\n## One\n#/knight?board=5x5\nWords.\n";
    let lesson = dir.join("mine.txt");
    std::fs::write(&lesson, text).unwrap();
    let out = dir.join("mine.zip");
    let (d, o, l) = (
        dir.to_str().unwrap(),
        out.to_str().unwrap(),
        lesson.to_str().unwrap(),
    );
    let args = [
        "scorm",
        "--lesson-file",
        l,
        "--version",
        "2004",
        "--mastery",
        "65",
        "--all",
        "--site",
        d,
        "--out",
        o,
    ];
    let (code, _, err) = run(&args);
    assert_eq!((code, err.as_str()), (0, ""));
    let expected = scorm::package(
        &Settings {
            version: Version::Scorm2004,
            lesson: Lesson::Own(text.into()),
            title: "Our tour".into(),
            mastery: 65,
            all: true,
        },
        &files,
    )
    .unwrap();
    let got = std::fs::read(&out).unwrap();
    assert_eq!(got, expected);
    let entries = read_zip(&out);
    let own = entries.iter().find(|(n, _)| n == "lesson.txt").unwrap();
    assert_eq!(own.1, text.as_bytes());
    // The same from standard input, with a title of the teacher's.
    std::fs::remove_file(&out).unwrap();
    let mut stdin_args = args.to_vec();
    stdin_args[2] = "-";
    stdin_args.extend(["--title", "Our tour"]);
    let stdin = std::fs::File::open(&lesson).unwrap();
    let (code, _, err) = run_capped_from(&stdin_args, stdin.into(), CAP_MB, 60);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(std::fs::read(&out).unwrap(), got);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn each_mistake_exits_2_with_one_line() {
    let (dir, _) = site("mistakes");
    let out = dir.join("x.zip");
    let (d, o) = (dir.to_str().unwrap(), out.to_str().unwrap());
    let long = "x".repeat(10_000);
    let over = dir.join("over.txt");
    std::fs::write(&over, format!("# T\n{}", "y".repeat(scorm::MAX_LESSON))).unwrap();
    let untitled = dir.join("untitled.txt");
    std::fs::write(&untitled, "## A slide first\n").unwrap();
    let (over, untitled) = (over.to_str().unwrap(), untitled.to_str().unwrap());
    let empty =
        std::env::temp_dir().join(format!("searchlight-scorm-{}-empty", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let base = |extra: &[&'static str]| -> Vec<String> {
        let mut v: Vec<String> = ["scorm", "--version", "1.2", "--site", d, "--out", o]
            .iter()
            .map(|s| s.to_string())
            .collect();
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            base(&["--lesson", "nope"]),
            "no lesson \"nope\" in this build: the lessons are bfs, knight",
        ),
        (base(&["--lesson", "index"]), "no lesson \"index\""),
        (
            base(&[]),
            "scorm needs --lesson ID, --lesson-file FILE or --practice VIEWS",
        ),
        (base(&["--practice", "nope"]), "No view is called “nope”."),
        (
            base(&["--practice", "bfs", "--count", "3"]),
            "A set has 5 to 30 questions, not 3.",
        ),
        (
            base(&["--practice", "bfs", "--count", "x"]),
            "--count takes a whole number, not \"x\"",
        ),
        (
            base(&["--practice", "bfs", "--seed", "9007199254740992"]),
            "a seed of \"9007199254740992\": it must be a whole number from 0 to 9,007,199,254,740,991, or each",
        ),
        (
            base(&["--practice", "bfs", "--level", "Hard"]),
            "A level is easy, medium or hard, not “Hard”.",
        ),
        (
            base(&["--practice", "bfs", "--all"]),
            "give --all or --practice, not both",
        ),
        (
            base(&["--practice", "bfs", "--lesson", "knight"]),
            "give --lesson or --practice, not both",
        ),
        (
            base(&["--lesson", "knight", "--lesson-file", "x"]),
            "give --lesson or --lesson-file, not both",
        ),
        (
            base(&["--lesson", "knight", "--mastery", "150"]),
            "--mastery takes a whole number from 0 to 100, not \"150\"",
        ),
        (
            base(&["--lesson", "knight", "--mastery", "-1"]),
            "--mastery takes",
        ),
        (
            base(&["--lesson", "knight", "--version", "3"]),
            "--version takes 1.2 or 2004, not \"3\"",
        ),
        (
            base(&["--lesson", "knight", "--title", " "]),
            "the package needs a title",
        ),
        (
            {
                let mut v = base(&["--lesson", "knight", "--title"]);
                v.push(long.clone());
                v
            },
            "the title has 10,000 characters, more than its bound of 200",
        ),
        (
            {
                let mut v = base(&["--lesson-file"]);
                v.push(over.into());
                v
            },
            "over.txt is not a lesson: the lesson is 20,004 characters long; a lesson may be at most 20,000",
        ),
        (
            {
                let mut v = base(&["--lesson-file"]);
                v.push(untitled.into());
                v
            },
            "untitled.txt is not a lesson: line 1: a lesson starts with its title, a line \"# …\"",
        ),
        (
            vec![
                "scorm",
                "--lesson",
                "knight",
                "--version",
                "1.2",
                "--out",
                o,
                "--site",
            ]
            .into_iter()
            .map(String::from)
            .chain(std::iter::once(empty.to_str().unwrap().to_string()))
            .collect(),
            "holds no built page (no index.html): run `trunk build --release` first",
        ),
        (
            vec![
                "scorm",
                "--lesson",
                "knight",
                "--version",
                "1.2",
                "--site",
                d,
                "--out",
                "/nonexistent-dir/x.zip",
            ]
            .into_iter()
            .map(String::from)
            .collect(),
            "cannot write /nonexistent-dir/x.zip",
        ),
        (
            vec!["scorm", "--lesson", "knight", "--site", d, "--out", o]
                .into_iter()
                .map(String::from)
                .collect(),
            "scorm needs --version 1.2 or --version 2004",
        ),
    ];
    for (args, said) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out_text, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {out_text}");
        assert!(err.contains(said), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!out.exists(), "{args:?} wrote a package");
    }
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&empty);
}

#[test]
fn a_lesson_file_the_page_would_refuse_exits_2_naming_its_line() {
    let (dir, _) = site("refused");
    let out = dir.join("x.zip");
    let (d, o) = (dir.to_str().unwrap(), out.to_str().unwrap());
    let many = format!("# Many\n{}", "## s\n#/knight\n".repeat(101));
    let cases = [
        (
            many.as_str(),
            "line 202: a lesson may have at most 100 slides",
        ),
        (
            "# Two\n## A\n#/knight\n#/queens\n",
            "line 4: this slide already has its frame (line 3)",
        ),
        (
            "# \u{200b}\u{2060}\n## A\n#/knight\n",
            "line 1: the title after \"# \" is empty",
        ),
        (
            "# Press\n## A\n#/queens\n@press score-reset\n",
            "line 4: a lesson may not press \"score-reset\"; it may press measure, compare",
        ),
        (
            "# Goal\n## A\n#/queens\n@challenge queens-squares squares=many\n",
            "line 4: \"squares=many\" is not a goal parameter NAME=NUMBER",
        ),
        (
            "# Goal\n## A\n#/queens\n@challenge queens-squares squares=1 squares=2\n",
            "line 4: the goal parameter squares is given twice",
        ),
    ];
    for (i, (text, said)) in cases.iter().enumerate() {
        let file = dir.join(format!("lesson-{i}.txt"));
        std::fs::write(&file, text).unwrap();
        let f = file.to_str().unwrap();
        let (code, printed, err) = run(&[
            "scorm",
            "--lesson-file",
            f,
            "--version",
            "2004",
            "--site",
            d,
            "--out",
            o,
        ]);
        assert_eq!(code, 2, "{text:?}: {printed}");
        assert!(
            err.contains(&format!("{f} is not a lesson: {said}")),
            "{text:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!out.exists(), "{text:?} was packaged");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_pass_mark_and_a_title_are_read_as_the_page_reads_them() {
    let (dir, _) = site("settings");
    let out = dir.join("x.zip");
    let (d, o) = (dir.to_str().unwrap(), out.to_str().unwrap());
    let args = |extra: &[&str]| -> Vec<String> {
        [
            "scorm",
            "--lesson",
            "knight",
            "--version",
            "1.2",
            "--site",
            d,
            "--out",
            o,
        ]
        .iter()
        .chain(extra)
        .map(|s| s.to_string())
        .collect()
    };
    // Blanks around the pass mark, as the page's field takes them.
    let a = args(&["--mastery", " 80"]);
    let (code, _, err) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!((code, err.as_str()), (0, ""));
    std::fs::remove_file(&out).unwrap();
    // A title that shows nothing, or turns the text around, is refused.
    for (title, said) in [
        ("\u{200b}\u{2060}", "the package needs a title"),
        (
            "Tour\u{202e}ruoT",
            "the title must be one line, without tabs, direction marks or other control characters",
        ),
    ] {
        let a = args(&["--title", title]);
        let (code, _, err) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(code, 2, "{title:?}");
        assert!(err.contains(said), "{title:?}: {err}");
        assert!(!out.exists());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
