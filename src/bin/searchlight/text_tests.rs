//! The catalogue reader against the catalogue files and against the page's own wording.

use super::*;
use searchlight::puzzles::message::Message;

/// Every text file the build embedded is read whole by the strict reader, and the merged
/// catalogue of every language has the fallback's keys (the page's test holds the files to
/// that; here it shows nothing was dropped on the way).
#[test]
fn every_catalogue_file_parses() {
    assert!(FILES.len() >= 2 * LANGUAGES.len(), "{} files", FILES.len());
    for (lang, route, source) in FILES {
        let entries = parse(source).unwrap_or_else(|e| panic!("{lang} {route:?}: {e}"));
        assert!(!entries.is_empty(), "{lang} {route:?} has no entries");
    }
    let all = catalogues();
    assert!(all[0].len() > 1000, "{} English entries", all[0].len());
    for (l, cat) in LANGUAGES.iter().zip(all) {
        let missing: Vec<&String> = all[0].keys().filter(|k| !cat.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", l.code);
    }
}

/// Every registry view's text is in every language's catalogue: its nav name is there.
#[test]
fn every_view_s_text_is_read() {
    for (l, cat) in LANGUAGES.iter().zip(catalogues()) {
        for route in views::routes() {
            assert!(
                cat.contains_key(&format!("nav.{route}")),
                "{}: no nav.{route}: is www/views/{route}/text/{}.js there?",
                l.code,
                l.code
            );
        }
    }
}

#[test]
fn the_reader_takes_the_subset_and_refuses_the_rest() {
    let ok = "// a comment\nexport default {\n  // one\n  'a.b': 'it\\'s \\u00a0{n}\\n',\n  'c_2': \"say \\\"hi\\\"\", // why\n\n};\n";
    assert_eq!(
        parse(ok).unwrap(),
        [
            ("a.b".to_string(), "it's \u{a0}{n}\n".to_string()),
            ("c_2".to_string(), "say \"hi\"".to_string())
        ]
    );
    for bad in [
        "export default {\n  'a': `template ${x}`,\n};",
        "export default {\n  'a': 'one' + 'two',\n};",
        "export default {\n  'a': 'no comma'\n};",
        "export default {\n  'a': 'bad \\x41 escape',\n};",
        "export default {\n  'a': 'short \\u00a escape',\n};",
        "export default {\n  a: 'bare key',\n};",
        "export default {\n  'a b': 'space in key',\n};",
        "export default {\n  'a': 'open,\n};",
        "export default {\n  'a': 'x',\n",
        "const x = {\n};",
        "export default {\n};\nexport const more = 1;",
        "export default {\n  ...other,\n};",
    ] {
        assert!(parse(bad).is_err(), "took {bad:?}");
    }
}

#[test]
fn every_language_has_a_plural_rule() {
    for l in LANGUAGES {
        assert!(
            plural_rule(l.code).is_some(),
            "no plural rule for {}",
            l.code
        );
    }
}

#[test]
fn the_environment_names_a_language_by_its_prefix() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    };
    let code = |l: Option<&Language>| l.map(|l| l.code);
    assert_eq!(code(from_env(env(&[("LANG", "zh_CN.UTF-8")]))), Some("zh"));
    assert_eq!(code(from_env(env(&[("LANG", "zh_TW")]))), Some("zh"));
    assert_eq!(
        code(from_env(env(&[
            ("LC_ALL", "en_GB.UTF-8"),
            ("LANG", "zh_CN")
        ]))),
        Some("en")
    );
    assert_eq!(
        code(from_env(env(&[("LC_ALL", ""), ("LANG", "zh_CN")]))),
        Some("zh")
    );
    assert_eq!(code(from_env(env(&[("LANG", "C.UTF-8")]))), None);
    assert_eq!(code(from_env(env(&[("LANG", "fr_FR")]))), None);
    assert_eq!(code(from_env(env(&[]))), None);
}

/// Each placeholder of `entry` once, in order.
fn placeholders(entry: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = entry;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        if let Some((name, _, _)) = placeholder(rest) {
            if !names.iter().any(|n| n == name) {
                names.push(name.to_string());
            }
        }
    }
    names
}

/// A message for every key of the fallback's catalogue, its placeholders filled as `fill`
/// says (by the placeholder's name and its place), plus messages of every parameter kind.
fn samples() -> Vec<Message> {
    let fallback = &catalogues()[0];
    let mut keys: Vec<&String> = fallback.keys().collect();
    keys.sort();
    let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    let mut out = Vec::new();
    // Numbers at the plural rules' edges and the formats' (grouping, two decimals, a half
    // rounded up, negatives), and text long enough to be quoted by its start.
    let numbers = [0.0, 1.0, 2.0, -1.0, 1234567.0, 0.125, 2.675, -3.5, 1e21];
    let long = "w".repeat(130) + "é😀";
    for (i, key) in keys.iter().enumerate() {
        let mut m = Message::new(leak(key));
        for (j, name) in placeholders(&fallback[*key]).iter().enumerate() {
            let name = leak(name);
            m = match (i + j) % 4 {
                0 | 1 => m.num(name, numbers[(i + j) % numbers.len()]),
                2 => m.text(name, "fool"),
                _ => m.text(name, long.clone()),
            };
        }
        out.push(m);
    }
    out.push(
        Message::new("ladder.no_ladder")
            .text("from", "fool")
            .text("to", "sage")
            .count("reachable", 1)
            .sub("reach", Message::new("ladder.reach_self")),
    );
    out.push(Message::new("error.unexpected").list("detail", ["4".to_string(), "9".to_string()]));
    out.push(Message::new("error.unexpected").list(
        "detail",
        [
            Message::new("ladder.reach_self"),
            Message::new("ladder.reach_others").count("others", 2),
        ],
    ));
    out.push(Message::new("error.unexpected").text("detail", "c3 is taken"));
    out.push(Message::new("no.such.key"));
    out
}

/// The CLI says every message as the page does, in every language: each key of the
/// catalogue with numbers, plurals, text quoted by its start, nested messages and lists,
/// worded here and by the page's own `say()` and `sentence()` in Node (`tests/cli/say.mjs`
/// imports `www/text/index.js`).
#[test]
fn the_cli_says_every_message_as_the_page_does() {
    use std::io::Write;
    let samples = samples();
    let mut input = Vec::new();
    for l in LANGUAGES {
        for m in &samples {
            input.push(serde_json::json!({ "lang": l.code, "message": m }));
        }
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let mut node = std::process::Command::new("node")
        .arg(format!("{root}/tests/cli/say.mjs"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("node runs (the page's tests need it too)");
    let mut stdin = node.stdin.take().unwrap();
    let body = serde_json::to_vec(&input).unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(&body));
    let out = node.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success(), "node failed");
    let page: Vec<(String, String)> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(page.len(), input.len());
    // The language is set once per process: each language's half is worded in a thread of
    // its own, through a catalogue of that language alone.
    let mut differ = Vec::new();
    for (i, l) in LANGUAGES.iter().enumerate() {
        let here = &page[i * samples.len()..(i + 1) * samples.len()];
        for (m, (said, as_sentence)) in samples.iter().zip(here) {
            let (ours, our_sentence) = in_language(l, m);
            if &ours != said || &our_sentence != as_sentence {
                differ.push(format!(
                    "{} {}:\n  page {said:?} / {as_sentence:?}\n  cli  {ours:?} / {our_sentence:?}",
                    l.code, m.code
                ));
            }
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} differ:\n{}",
        differ.len(),
        input.len(),
        differ[..differ.len().min(10)].join("\n")
    );
}

/// `m` said and as a sentence in `lang`, whatever the process's language.
fn in_language(lang: &'static Language, m: &Message) -> (String, String) {
    OVERRIDE.with(|o| o.set(Some(lang)));
    let said = (say(m), sentence(m));
    OVERRIDE.with(|o| o.set(None));
    said
}
