//! For the CLI only: the page's text catalogues embedded in the binary, so the CLI says
//! every sentence in the words the page uses, in any of the page's languages, with no file
//! beside it. Writes `$OUT_DIR/catalogue.rs`: the languages of `www/text/languages.js`
//! (code, what goes between two sentences, the marks a sentence ends with, whether it
//! starts with a capital) and every text file (`www/text/CODE.js`, then the practice page's
//! `www/practice/text/CODE.js` and the CLI's help, `src/bin/searchlight/text/CODE.js`, all
//! shared, and `www/views/ROUTE/text/CODE.js`) as
//! `include_str!`. The files are parsed by the CLI (`src/bin/searchlight/text.rs`), which
//! keeps only the registry's routes, as the page's loader does. The wasm build writes an
//! empty list: the page reads its catalogue itself.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("catalogue.rs");
    // A new view's text arrives with its registry line: a change to the registry looks for
    // text folders again.
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/puzzles/views.rs");
    println!("cargo:rerun-if-changed=www/text");
    let cli = std::env::var_os("CARGO_FEATURE_CLI").is_some();
    let mut code = String::new();
    let languages = if cli {
        languages(&root.join("www/text/languages.js"))
    } else {
        Vec::new()
    };
    code.push_str("/// The page's languages, in its menu's order (the first is the fallback).\n");
    code.push_str("pub const LANGUAGES: &[Language] = &[\n");
    for l in &languages {
        writeln!(
            code,
            "    Language {{ code: {:?}, between: {:?}, stops: {:?}, capital: {} }},",
            l.code, l.between, l.stops, l.capital
        )
        .unwrap();
    }
    code.push_str("];\n");
    code.push_str("/// Every text file: its language, its view's route (none for the shared part) and its text.\n");
    code.push_str("pub const FILES: &[(&str, Option<&str>, &str)] = &[\n");
    for l in &languages {
        let shared = root.join(format!("www/text/{}.js", l.code));
        println!("cargo:rerun-if-changed={}", shared.display());
        writeln!(
            code,
            "    ({:?}, None, include_str!({:?})),",
            l.code, shared
        )
        .unwrap();
        // The practice page's words, a second shared part: `practice --check` grades as the
        // page does and says its verdicts and score in the page's sentences.
        let practice = root.join(format!("www/practice/text/{}.js", l.code));
        println!("cargo:rerun-if-changed={}", practice.display());
        if practice.is_file() {
            writeln!(
                code,
                "    ({:?}, None, include_str!({:?})),",
                l.code, practice
            )
            .unwrap();
        }
        // The CLI's own part: its help, which the page never shows (kept out of www/, so
        // out of the page's download).
        let help = root.join(format!("src/bin/searchlight/text/{}.js", l.code));
        println!("cargo:rerun-if-changed={}", help.display());
        if help.is_file() {
            writeln!(code, "    ({:?}, None, include_str!({:?})),", l.code, help).unwrap();
        }
        let views = root.join("www/views");
        let mut routes: Vec<String> = std::fs::read_dir(&views)
            .expect("www/views is readable")
            .filter_map(|e| e.ok())
            .filter(|e| e.path().join("text").is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        routes.sort();
        for route in routes {
            let text = views.join(&route).join("text");
            println!("cargo:rerun-if-changed={}", text.display());
            let file = text.join(format!("{}.js", l.code));
            if file.is_file() {
                println!("cargo:rerun-if-changed={}", file.display());
                writeln!(
                    code,
                    "    ({:?}, Some({:?}), include_str!({:?})),",
                    l.code, route, file
                )
                .unwrap();
            }
        }
    }
    code.push_str("];\n");
    std::fs::write(&out, code).expect("OUT_DIR is writable");
}

struct Lang {
    code: String,
    between: String,
    stops: String,
    capital: bool,
}

/// The languages of `languages.js`: each entry of `LANGUAGES` is one line `{ code: '..',
/// name: '..', locale: '..', between: '..', stops: '..', capital: true|false, ... }`. Any
/// other shape fails the build, naming the line, rather than leaving a language out.
fn languages(path: &Path) -> Vec<Lang> {
    let source = std::fs::read_to_string(path).expect("www/text/languages.js is readable");
    let mut found = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let line = line.trim();
        if !line.starts_with("{ code:") {
            continue;
        }
        let field = |name: &str| -> String {
            let key = format!("{name}: '");
            let start = line
                .find(&key)
                .unwrap_or_else(|| panic!("languages.js:{}: no {name}: '...'", n + 1))
                + key.len();
            let end = line[start..]
                .find('\'')
                .unwrap_or_else(|| panic!("languages.js:{}: {name} is not closed", n + 1));
            let value = &line[start..start + end];
            assert!(
                !value.contains('\\'),
                "languages.js:{}: {name} has an escape, which this reader does not take",
                n + 1
            );
            value.to_string()
        };
        let capital = if line.contains("capital: true") {
            true
        } else if line.contains("capital: false") {
            false
        } else {
            panic!("languages.js:{}: no capital: true|false", n + 1)
        };
        found.push(Lang {
            code: field("code"),
            between: field("between"),
            stops: field("stops"),
            capital,
        });
    }
    assert!(!found.is_empty(), "languages.js: no language found");
    found
}
