//! The registry of views (`puzzles::views`): the page's list of views generated from it,
//! every view's parts, the page's flag words, the CLI's route names in matches, and the
//! table of bounds, every figure of which is checked against the constant it states.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

use searchlight::export::{gif, scorm};
use searchlight::puzzles::options::{FLAG_OFF, FLAG_ON};
use searchlight::puzzles::views::{self, DRAW_SIDE, PAGE_LIMIT, VIEWS};
use searchlight::puzzles::{
    board, digraph, grouped, knight, ladder, maze, queens, rule, sliding, sokoban, sudoku,
};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every file under `dir` (relative to the repository) whose name ends in `ext`.
fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, ext, out);
            } else if p.to_string_lossy().ends_with(ext) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    let path = Path::new(ROOT).join(dir);
    if path.is_file() {
        return vec![path];
    }
    walk(&path, ext, &mut out);
    out.sort();
    out
}

/// The one file under `dir` that holds `needle` (the page's files move between folders:
/// found by what they say, not where they are), and its text.
fn file_with(dir: &str, ext: &str, needle: &str) -> (PathBuf, String) {
    let mut found: Vec<(PathBuf, String)> = files(dir, ext)
        .into_iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).ok()?;
            text.contains(needle).then_some((p, text))
        })
        .collect();
    assert_eq!(found.len(), 1, "files under {dir} with {needle:?}");
    found.remove(0)
}

/// The page's list of routes and its flag words as `www/shell/registry.js` holds them, made
/// from the registry and the options reader.
fn page_registry() -> String {
    let quoted = |words: &mut dyn Iterator<Item = &str>| -> String {
        words
            .map(|w| format!("'{w}'"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "// Generated from the registry of views (src/puzzles/views.rs) and the options reader\n\
         // (src/puzzles/options.rs) by tests/registry.rs, which fails while this file differs from\n\
         // them and rewrites it when run with SEARCHLIGHT_WRITE=1\n\
         // (`SEARCHLIGHT_WRITE=1 cargo test --test registry`). Do not edit by hand.\n\
         \n\
         /** Every view's route, in the nav's order; the first is shown for an unknown route. */\n\
         export const ROUTES = [{}];\n\
         \n\
         /** The words a flag parameter is on by, and off by (any case); anything else is junk. */\n\
         export const FLAG_ON = [{}];\n\
         export const FLAG_OFF = [{}];\n",
        quoted(&mut views::routes()),
        quoted(&mut FLAG_ON.iter().copied()),
        quoted(&mut FLAG_OFF.iter().copied()),
    )
}

/// The page reads its views from `www/shell/registry.js`, generated from the registry: this
/// test fails while the file is not what the registry makes, and writes it with
/// `SEARCHLIGHT_WRITE=1`.
#[test]
fn the_page_s_list_of_views_is_generated_from_the_registry() {
    let path = Path::new(ROOT).join("www/shell/registry.js");
    let want = page_registry();
    if std::env::var_os("SEARCHLIGHT_WRITE").is_some() {
        std::fs::write(&path, &want).unwrap();
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{} is not the registry's list of views: run `SEARCHLIGHT_WRITE=1 cargo test --test registry` to write it",
        path.display()
    );
}

/// The languages of the page, from `www/text/languages.js` (its `code:` entries).
fn languages() -> Vec<String> {
    let text = std::fs::read_to_string(Path::new(ROOT).join("www/text/languages.js")).unwrap();
    text.split("{ code: '")
        .skip(1)
        .map(|s| s[..s.find('\'').unwrap()].to_string())
        .collect()
}

/// Every view of the registry has every part a view must have, and the message names the
/// one missing: its page module, its words in every language (its name in the nav and its
/// card's line on the front page among them), its card's picture, a code listing, a challenge, its models (named once), and a CLI command that
/// answers `--help`.
#[test]
fn every_view_has_its_parts() {
    let langs = languages();
    assert!(langs.len() >= 2, "languages: {langs:?}");
    let mut missing = Vec::new();
    for v in VIEWS {
        let folder = Path::new(ROOT).join("www/views").join(v.route);
        if !folder.join("view.js").is_file() {
            missing.push(format!("{}: no www/views/{0}/view.js", v.route));
        }
        for lang in &langs {
            let text = std::fs::read_to_string(folder.join(format!("text/{lang}.js")));
            let Ok(text) = text else {
                missing.push(format!("{}: no www/views/{0}/text/{lang}.js", v.route));
                continue;
            };
            // Its name in the nav, and its card's line on the front page.
            for key in ["nav", "front.card"] {
                if !text.contains(&format!("'{key}.{}':", v.route)) {
                    missing.push(format!(
                        "{}: no '{key}.{0}' in www/views/{0}/text/{lang}.js",
                        v.route
                    ));
                }
            }
        }
        // The picture on its card on the front page.
        if !folder.join("card.js").is_file() {
            missing.push(format!("{}: no www/views/{0}/card.js", v.route));
        }
        let listings = files(&format!("www/views/{}/code", v.route), ".js");
        if listings.is_empty() {
            missing.push(format!(
                "{}: no code listing in www/views/{0}/code/",
                v.route
            ));
        }
        if searchlight::puzzles::challenge::of_view(v.route)
            .next()
            .is_none()
        {
            missing.push(format!(
                "{}: no challenge in src/puzzles/challenge/",
                v.route
            ));
        }
        // The models the page steps through (the facade's `Search` builds each by name,
        // tests/boundary builds every one): at least one, each a name of this view's alone.
        if v.models.is_empty() {
            missing.push(format!("{}: no models in src/puzzles/views.rs", v.route));
        }
        for m in v.models {
            let owners = VIEWS.iter().filter(|w| w.models.contains(m)).count();
            if owners != 1 || v.models.iter().filter(|n| *n == m).count() != 1 {
                missing.push(format!("{}: model {m:?} is named more than once", v.route));
            }
        }
        let help = std::process::Command::new(env!("CARGO_BIN_EXE_searchlight"))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args([v.command, "--help"])
            .output()
            .unwrap();
        if !help.status.success() {
            missing.push(format!(
                "{}: `searchlight {} --help` exits {}",
                v.route, v.command, help.status
            ));
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

#[test]
fn every_view_s_options_are_read_and_its_tree_measured_from_its_defaults() {
    for v in VIEWS {
        let c = (v.check)(&Default::default());
        assert!(c.errors.is_empty(), "{}: {:?}", v.route, c.errors);
        assert_eq!(c.values.len(), v.options.len(), "{}", v.route);
        if let Some(tree) = v.tree {
            let budget = views::Budget {
                exact_limit: 1000,
                probes: 10,
                seed: 1,
            };
            let mut t = tree(&Default::default()).unwrap();
            let mut measure = t.measure(budget);
            while !measure.run(1 << 20) {}
            assert!(measure.report().nodes >= 1.0, "{}", v.route);
            // Each default set has a solution, which its own order reaches.
            assert_eq!(
                t.first.run(1 << 20),
                searchlight::engine::Outcome::Solved,
                "{}",
                v.route
            );
        }
    }
    let routes: Vec<&str> = views::routes().collect();
    let unique: std::collections::BTreeSet<&str> = routes.iter().copied().collect();
    assert_eq!(
        routes.len(),
        unique.len(),
        "a route listed twice: {routes:?}"
    );
}

/// `grep` finds no route name as a `match` arm in Rust outside the registry: a view is
/// looked up there, never listed again.
#[test]
fn no_route_is_a_match_arm_outside_the_registry() {
    let registry = Path::new(ROOT).join("src/puzzles/views.rs");
    let mut arms = Vec::new();
    for p in files("src", ".rs").into_iter().filter(|p| *p != registry) {
        let text = std::fs::read_to_string(&p).unwrap();
        for (i, line) in text.lines().enumerate() {
            for v in VIEWS {
                // "bfs" and "dfs" are also a frontier's names (sudoku's --frontier).
                if matches!(v.route, "bfs" | "dfs") {
                    continue;
                }
                if line.contains(&format!("\"{}\" =>", v.route)) {
                    arms.push(format!("{}:{}: {}", p.display(), i + 1, line.trim()));
                }
            }
        }
    }
    assert!(arms.is_empty(), "{arms:#?}");
}

/// A constant's value from its definition in the one file under `dir` that defines it
/// (for the CLI's, the facade's and the page's, which a test cannot import): a whole
/// number, or `a << b`, `a * b`.
fn constant(dir: &str, name: &str) -> u64 {
    let (ext, marker) = if dir.starts_with("www") {
        (".js", format!("const {name} = "))
    } else {
        (".rs", format!("const {name}: "))
    };
    let (path, text) = file_with(dir, ext, &marker);
    let at = text.find(&marker).unwrap();
    let rest = &text[at..];
    let expr = &rest[rest.find('=').unwrap() + 1..rest.find(';').unwrap()];
    let number = |s: &str| -> u64 {
        s.trim()
            .trim_end_matches("as u64")
            .trim()
            .replace('_', "")
            .parse()
            .unwrap_or_else(|_| panic!("{name} in {}: {expr}", path.display()))
    };
    if let Some((a, b)) = expr.split_once("<<") {
        number(a) << number(b)
    } else if let Some((a, b)) = expr.split_once('*') {
        number(a) * number(b)
    } else {
        number(expr)
    }
}

fn mib(bytes: u64) -> String {
    assert_eq!(bytes % (1 << 20), 0, "{bytes} is not whole MiB");
    format!("{} MiB", bytes >> 20)
}

fn n(x: impl Into<u64>) -> String {
    grouped(x.into())
}

/// The table of bounds in docs/limits.md, row by row (by the start of its first cell): each figure
/// its bound cell must say, from the constant it states. Every number in the bound cell
/// must be one of them or one of the row's other words (sizes named, measured bytes).
fn rows() -> Vec<(&'static str, Vec<String>, &'static [&'static str])> {
    let sudoku_page = sudoku::PAGE_BOUNDS;
    let sudoku_cli = sudoku::CLI_BOUNDS;
    vec![
        (
            "board side",
            vec![
                n(1u32),
                n(board::MAX_SIDE),
                n(DRAW_SIDE),
                n(knight::COUNT_LIMIT),
            ],
            &[],
        ),
        ("square name", vec![], &["1", "3", "1", "4"]),
        (
            "N queens",
            vec![
                n(queens::MAX_DRAWN),
                n(queens::MAX_COUNTED),
                n(queens::MAX_LISTED),
                n(queens::MAX_ONE),
            ],
            &["1"],
        ),
        (
            "sudoku text",
            vec![n(sudoku::MAX_CELLS as u64)],
            &["16", "36", "81"],
        ),
        (
            "edge list",
            vec![
                n(digraph::MAX_EDGE_LIST_BYTES as u64),
                n(digraph::MAX_VERTICES as u64),
                n((digraph::MAX_VERTICES * digraph::MAX_VERTICES) as u64),
            ],
            &["12"],
        ),
        (
            "word list",
            vec![
                mib(ladder::MAX_LIST_BYTES as u64),
                n(ladder::MAX_LIST_WORDS as u64),
                n(ladder::MAX_WORD_LETTERS as u64),
                n(constant("www", "MAX_HASH") - 1024),
            ],
            &[],
        ),
        ("shortest ladders", vec![n(ladder::LIST_CAP as u64)], &[]),
        (
            "a student's rule",
            vec![
                n(rule::MAX_LEN as u64),
                n(rule::MAX_DEPTH as u64),
                n(rule::MAX_LITERAL as u64),
                n(constant("www/panels", "MAX_RULES_KEPT")),
                n(constant("www/panels", "MAX_RULE_NAME")),
                n(sliding::rule::sample::MAX_POSITIONS),
                n(sliding::rule::sample::SAMPLE_POSITIONS),
                n(sliding::rule::sample::MAX_SLIDES),
            ],
            // The sample's board, 4x4.
            &["4"],
        ),
        (
            "files the CLI reads",
            vec![
                mib(constant("src/bin", "MAX_FILE_BYTES")),
                format!("{} MB", (maze::MAX_TEXT_BYTES as f64 / 1e6).round()),
                mib(ladder::MAX_LIST_BYTES as u64),
                format!("{} KiB", digraph::MAX_EDGE_LIST_BYTES >> 10),
            ],
            &[],
        ),
        (
            "the page's URL",
            vec![n(constant("www", "MAX_HASH"))],
            &["13,000"],
        ),
        (
            "a lesson",
            vec![
                n(searchlight::lesson::MAX_LESSON as u64),
                n(searchlight::lesson::MAX_SLIDES as u64),
            ],
            &["80,000"],
        ),
        (
            "sudoku search (CLI)",
            vec![n(sudoku_cli.nodes), n(sudoku::KEPT_SOLUTIONS as u64)],
            &[],
        ),
        (
            "sudoku `--bench`",
            vec![n(constant("src/bin", "BENCH_GUESSES"))],
            &[],
        ),
        ("sudoku Compare", vec![n(sudoku_page.nodes)], &[]),
        (
            "sudoku fast solver",
            vec![n(constant("src/web", "FAST_GUESSES"))],
            &[],
        ),
        (
            "sudoku BFS frontier",
            vec![
                mib(sudoku_cli.frontier_bytes as u64),
                mib(sudoku_page.frontier_bytes as u64),
                n(sudoku::frontier_state_bytes(sudoku::Shape::for_cells(81).unwrap()) as u64),
                n(sudoku::frontier_state_bytes(sudoku::Shape::for_cells(256).unwrap()) as u64),
            ],
            &["8", "9", "9", "16", "16"],
        ),
        ("knight's tour", vec![n(knight::NODE_LIMIT)], &[]),
        (
            "sliding puzzle",
            vec![
                n(sliding::MIN_SIDE),
                n(sliding::options::PAGE_SIDE),
                n(sliding::MAX_SIDE),
                n(sliding::options::PAGE_NODES),
                n(sliding::options::MAX_SHUFFLE),
                n(sliding::options::MAX_DEPTH),
                n(sliding::options::SOLVE_NODES),
                n(sliding::options::SOLVE_STEPS),
                n(sliding::options::SOLVE_MANHATTAN_NODES),
            ],
            &["1", "3", "10", "5", "4"],
        ),
        (
            "Sokoban level text",
            vec![
                mib(sokoban::MAX_TEXT_BYTES as u64),
                n(sokoban::MAX_LEVELS as u64),
                n(sokoban::MAX_SIDE as u64),
                n(sokoban::MAX_FLOOR as u64),
                n(sokoban::MAX_BOXES as u64),
            ],
            &["30"],
        ),
        (
            "Sokoban search",
            vec![
                n(sokoban::CLI_BOUNDS.states as u64),
                n(sokoban::CLI_BOUNDS.steps),
                n(sokoban::PAGE_BOUNDS.states as u64),
                n(sokoban::PAGE_BOUNDS.steps),
            ],
            &[],
        ),
        (
            "maze mouse's steps",
            vec![
                n(maze::MAX_LIMIT),
                n(PAGE_LIMIT),
                n(maze::default_limit(1) - 8),
            ],
            &["8"],
        ),
        (
            "search tree",
            vec![
                n(constant("src/bin/searchlight/tree.rs", "DEFAULT_LIMIT")),
                n(constant(
                    "src/bin/searchlight/tree.rs",
                    "DEFAULT_FIRST_LIMIT",
                )),
                n(constant(
                    "src/bin/searchlight/tree.rs",
                    "DEFAULT_PROBE_LIMIT",
                )),
                n(constant("src/bin/searchlight/tree.rs", "MAX_PROBES")),
            ],
            &["3", "8", "8"],
        ),
        (
            "recording",
            vec![mib(constant("src/web", "RECORDING"))],
            &[],
        ),
        (
            "the board as a table",
            vec![n(constant("www/panels", "MAX_CELLS"))],
            &["20"],
        ),
        (
            "a challenge's check",
            vec![
                n(constant("src/puzzles/challenge", "TOUR_NODES")),
                n(sudoku_page.nodes),
                n(sliding::options::SOLVE_NODES),
                n(PAGE_LIMIT),
            ],
            &["10,000,001", "1"],
        ),
        (
            "a \"Your turn\" answer",
            vec![n(constant("src/web", "MAX_ANSWER"))],
            &["16"],
        ),
        (
            "animated GIF",
            vec![
                n(gif::MAX_FRAMES),
                mib(gif::MAX_BYTES as u64),
                n(gif::MAX_SIDE),
                n(gif::MAX_PIXELS),
                format!("{} s", gif::MAX_DELAY_CS / 100),
            ],
            &["20", "60"],
        ),
        (
            "a SCORM package",
            vec![
                n(scorm::MAX_TITLE as u64),
                n(scorm::MAX_LESSON as u64),
                n(scorm::MAX_FILES as u64),
                mib(scorm::MAX_BYTES),
                n(scorm::MAX_PATH as u64),
            ],
            // The pass mark's range.
            &["0", "100"],
        ),
        (
            "solutions kept",
            vec![n(sudoku::KEPT_SOLUTIONS as u64)],
            &[],
        ),
    ]
}

/// The numbers written in `cell`: "1,000", "4", "64,512" (a comma only between digits).
fn numbers(cell: &str) -> Vec<String> {
    let chars: Vec<char> = cell.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_ascii_alphanumeric()) {
            let mut j = i;
            while j < chars.len()
                && (chars[j].is_ascii_digit()
                    || (chars[j] == ',' && chars.get(j + 1).is_some_and(|c| c.is_ascii_digit())))
            {
                j += 1;
            }
            out.push(chars[i..j].iter().collect());
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

#[test]
fn the_documented_bounds_are_the_constants() {
    let readme = std::fs::read_to_string(Path::new(ROOT).join("docs/limits.md")).unwrap();
    let table = &readme[readme
        .find("| input or work | bound | where |")
        .expect("the table")..];
    let lines: Vec<&str> = table
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    let rows = rows();
    assert_eq!(lines.len(), rows.len(), "the table's rows and the test's");
    let mut wrong = Vec::new();
    for (key, figures, others) in rows {
        let Some(line) = lines
            .iter()
            .find(|l| l.trim_start_matches("| ").starts_with(key))
        else {
            wrong.push(format!("no row {key}"));
            continue;
        };
        let bound = line.split(" | ").nth(1).expect("a bound cell");
        for f in &figures {
            if !bound.contains(f.as_str()) {
                wrong.push(format!("{key}: the bound says no {f:?}: {bound}"));
            }
        }
        // Every number written is a figure or one of the row's other words.
        let said: Vec<String> = figures.iter().flat_map(|f| numbers(f)).collect();
        for x in numbers(bound) {
            if !said.contains(&x) && !others.contains(&x.as_str()) {
                wrong.push(format!("{key}: {x} is no constant's: {bound}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}
