//! The SCORM package: each built-in lesson (and a teacher's own) in both versions,
//! its zip read by a reader that is not ours (the `zip` crate) and its manifest by an XML
//! parser (roxmltree), checked against what SCORM requires: an identifier, the default
//! organization present, one item referencing the one resource, that resource a SCO
//! launching index.html, the schema and version, every file of the zip listed and nothing
//! listed that is not in it, the pass mark. A practice set likewise, its meta naming the set
//! as its link does. Bad settings are coded errors.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::io::{Cursor, Read};

use searchlight::export::scorm::{
    self, package, Lesson, PracticeSet, ScormError, Settings, Version, MAX_LESSON, MAX_TITLE,
};
use searchlight::lesson::LessonError;
use searchlight::puzzles::practice::{Level, PracticeError, MAX_SEED};

const IMSCP12: &str = "http://www.imsproject.org/xsd/imscp_rootv1p1p2";
const ADLCP12: &str = "http://www.adlnet.org/xsd/adlcp_rootv1p2";
const IMSCP2004: &str = "http://www.imsglobal.org/xsd/imscp_v1p1";
const ADLCP2004: &str = "http://www.adlnet.org/xsd/adlcp_v1p3";
const IMSSS: &str = "http://www.imsglobal.org/xsd/imsss";

/// The built-in lessons, from the source's www/lessons/ (every module but the lessons' code).
fn lessons() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/www/lessons");
    let mut found: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .map(|p| {
            let id = p.file_stem().unwrap().to_str().unwrap().to_string();
            (id, std::fs::read_to_string(&p).unwrap())
        })
        .filter(|(id, _)| !["index", "format", "lesson"].contains(&id.as_str()))
        .collect();
    found.sort();
    assert!(found.len() >= 6, "the built-in lessons: {found:?}");
    found
}

/// A site as a build leaves it: the page, glue, wasm, styles, the lessons' modules, the
/// service worker and its template, the host's headers.
fn site() -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = vec![
        (
            "index.html".into(),
            b"<!doctype html>\n<html>\n<head>\n  <title>S</title>\n</head>\n<body></body>\n</html>\n"
                .to_vec(),
        ),
        ("searchlight-0123.js".into(), b"export default 1;".to_vec()),
        (
            "searchlight_bg-4567.wasm".into(),
            vec![0, 97, 115, 109, 1, 0, 0, 0],
        ),
        ("style-89ab.css".into(), b"body{}".to_vec()),
        ("sw.js".into(), b"const FILES = [];".to_vec()),
        ("_headers".into(), b"/*\n  X: y\n".to_vec()),
        ("www/sw.js".into(), b"/* template */".to_vec()),
        ("www/files.js".into(), b"export const GLUE = '';".to_vec()),
        ("www/icon-192.png".into(), vec![0x89, b'P', b'N', b'G', 0, 255]),
    ];
    for (id, text) in lessons() {
        files.push((format!("www/lessons/{id}.js"), text.into_bytes()));
    }
    files.push((
        "www/lessons/index.js".into(),
        b"export const LESSONS = [];".to_vec(),
    ));
    files
}

fn settings(version: Version, lesson: Lesson) -> Settings {
    Settings {
        version,
        lesson,
        title: "Knight's <tour> & \"more\"".into(),
        mastery: 80,
        all: true,
    }
}

/// The zip's entries, in its order, read by the `zip` crate.
fn entries(zip: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut archive = zip::ZipArchive::new(Cursor::new(zip)).expect("a zip the reader takes");
    (0..archive.len())
        .map(|i| {
            let mut f = archive.by_index(i).unwrap();
            assert_eq!(f.compression(), zip::CompressionMethod::Stored);
            let mut bytes = Vec::new();
            f.read_to_end(&mut bytes).expect("its CRC checks");
            (f.name().to_string(), bytes)
        })
        .collect()
}

fn child<'a, 'i>(n: roxmltree::Node<'a, 'i>, name: &str) -> Vec<roxmltree::Node<'a, 'i>> {
    n.children()
        .filter(|c| c.is_element() && c.tag_name().name() == name)
        .collect()
}

fn only<'a, 'i>(n: roxmltree::Node<'a, 'i>, name: &str) -> roxmltree::Node<'a, 'i> {
    let found = child(n, name);
    assert_eq!(found.len(), 1, "one <{name}> in <{}>", n.tag_name().name());
    found[0]
}

/// The manifest checked against SCORM's rules for `version`; returns the files it lists.
fn check_manifest(xml: &str, version: Version, title: &str, mastery: u32) -> BTreeSet<String> {
    let doc = roxmltree::Document::parse(xml).expect("well-formed XML");
    let (cp, adlcp, scorm_type, schema_version) = match version {
        Version::Scorm12 => (IMSCP12, ADLCP12, "scormtype", "1.2"),
        Version::Scorm2004 => (IMSCP2004, ADLCP2004, "scormType", "2004 4th Edition"),
    };
    let root = doc.root_element();
    assert_eq!(root.tag_name().namespace(), Some(cp));
    assert_eq!(root.tag_name().name(), "manifest");
    let identifier = root.attribute("identifier").expect("an identifier");
    assert!(identifier.starts_with("searchlight-"), "{identifier}");
    let metadata = only(root, "metadata");
    assert_eq!(only(metadata, "schema").text(), Some("ADL SCORM"));
    assert_eq!(only(metadata, "schemaversion").text(), Some(schema_version));
    let organizations = only(root, "organizations");
    let default = organizations
        .attribute("default")
        .expect("a default organization");
    let orgs = child(organizations, "organization");
    assert_eq!(orgs.len(), 1);
    assert_eq!(orgs[0].attribute("identifier"), Some(default));
    assert_eq!(only(orgs[0], "title").text(), Some(title));
    let item = only(orgs[0], "item");
    assert_eq!(only(item, "title").text(), Some(title));
    let resources = only(root, "resources");
    let resource = only(resources, "resource");
    assert_eq!(
        item.attribute("identifierref"),
        resource.attribute("identifier"),
        "the item launches the resource"
    );
    assert_eq!(resource.attribute((adlcp, scorm_type)), Some("sco"));
    assert_eq!(resource.attribute("type"), Some("webcontent"));
    assert_eq!(resource.attribute("href"), Some("index.html"));
    // Every identifier of the manifest is unique (they are xs:IDs).
    let ids: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("identifier"))
        .collect();
    assert_eq!(ids.len(), ids.iter().collect::<BTreeSet<_>>().len());
    // The pass mark.
    match version {
        Version::Scorm12 => {
            let m = item
                .children()
                .find(|c| c.has_tag_name((ADLCP12, "masteryscore")))
                .expect("adlcp:masteryscore on the item");
            assert_eq!(m.text(), Some(mastery.to_string().as_str()));
        }
        Version::Scorm2004 => {
            let seq = item
                .children()
                .find(|c| c.has_tag_name((IMSSS, "sequencing")))
                .expect("imsss:sequencing on the item");
            let primary = seq
                .descendants()
                .find(|c| c.has_tag_name((IMSSS, "primaryObjective")))
                .expect("a primary objective");
            assert_eq!(primary.attribute("satisfiedByMeasure"), Some("true"));
            let measure = primary
                .children()
                .find(|c| c.has_tag_name((IMSSS, "minNormalizedMeasure")))
                .expect("minNormalizedMeasure");
            let value: f64 = measure.text().unwrap().parse().unwrap();
            assert!((value - f64::from(mastery) / 100.0).abs() < 1e-9, "{value}");
        }
    }
    let files: Vec<String> = child(resource, "file")
        .iter()
        .map(|f| f.attribute("href").unwrap().to_string())
        .collect();
    let set: BTreeSet<String> = files.iter().cloned().collect();
    assert_eq!(set.len(), files.len(), "each file listed once");
    set
}

/// The package of `settings` checked whole: the zip, the manifest, the page's meta, what
/// is left out; returns the entries.
fn check_package(s: &Settings) -> Vec<(String, Vec<u8>)> {
    let zip = package(s, &site()).expect("a package");
    let entries = entries(&zip);
    assert_eq!(entries[0].0, "imsmanifest.xml", "the manifest first");
    let names: Vec<&str> = entries.iter().map(|(n, _)| n.as_str()).collect();
    let mut sorted = names[1..].to_vec();
    sorted.sort();
    assert_eq!(names[1..], sorted[..], "then the files by path");
    for gone in ["sw.js", "www/sw.js", "_headers"] {
        assert!(!names.contains(&gone), "{gone} stays out of the package");
    }
    let in_zip: BTreeSet<String> = names[1..].iter().map(|n| n.to_string()).collect();
    let xml = std::str::from_utf8(&entries[0].1).unwrap();
    let listed = check_manifest(xml, s.version, s.title.trim(), s.mastery);
    assert_eq!(
        listed, in_zip,
        "every file listed, nothing listed that is not there"
    );
    // Every file of the site but the three is there, byte for byte (index.html aside).
    for (path, bytes) in site() {
        if ["sw.js", "www/sw.js", "_headers", "index.html"].contains(&path.as_str()) {
            continue;
        }
        let got = entries.iter().find(|(n, _)| *n == path).expect(&path);
        assert_eq!(got.1, bytes, "{path}");
    }
    let page = entries.iter().find(|(n, _)| n == "index.html").unwrap();
    let page = std::str::from_utf8(&page.1).unwrap();
    let meta = format!(
        "<meta name=\"searchlight-package\" content=\"scorm={}&amp;{}&amp;mastery={}&amp;all={}\">\n</head>",
        s.version.name(),
        match &s.lesson {
            Lesson::BuiltIn(id) => format!("lesson={id}"),
            Lesson::Own(_) => "lesson=own".into(),
            Lesson::Practice(p) => format!(
                "practice=1&amp;views={}&amp;level={}&amp;count={}&amp;seed={}",
                p.views.join(","),
                p.level.name(),
                p.count,
                p.seed.map_or("each".into(), |s| s.to_string())
            ),
        },
        s.mastery,
        u8::from(s.all)
    );
    assert!(page.contains(&meta), "{page}");
    entries
}

#[test]
fn every_built_in_lesson_in_both_versions() {
    for (id, _) in lessons() {
        for version in [Version::Scorm12, Version::Scorm2004] {
            let entries = check_package(&settings(version, Lesson::BuiltIn(id.clone())));
            assert!(!entries.iter().any(|(n, _)| n == "lesson.txt"));
        }
    }
}

#[test]
fn a_practice_set_in_both_versions_names_the_set_in_its_meta() {
    for version in [Version::Scorm12, Version::Scorm2004] {
        for seed in [Some(7), Some(MAX_SEED), None] {
            let set = PracticeSet {
                views: vec!["bfs".into(), "dfs".into()],
                level: Level::Hard,
                count: 12,
                seed,
            };
            let mut s = settings(version, Lesson::Practice(set.clone()));
            s.all = false;
            let entries = check_package(&s);
            assert!(!entries.iter().any(|(n, _)| n == "lesson.txt"));
            // Two sets in one course are two packages: their manifests' identifiers differ.
            let other = PracticeSet { count: 13, ..set };
            let id = |s: &Settings| {
                let zip = package(s, &site()).unwrap();
                let xml = String::from_utf8(entries_of(&zip)).unwrap();
                let doc = roxmltree::Document::parse(&xml).unwrap();
                doc.root_element()
                    .attribute("identifier")
                    .unwrap()
                    .to_string()
            };
            let mut t = s.clone();
            t.lesson = Lesson::Practice(other);
            assert_ne!(id(&s), id(&t));
        }
    }
}

/// The manifest of a zip.
fn entries_of(zip: &[u8]) -> Vec<u8> {
    entries(zip).swap_remove(0).1
}

#[test]
fn a_practice_set_is_read_as_people_write_it_and_refused_with_its_reason() {
    let set = PracticeSet::read(" bfs, dfs,bfs ,", "easy", 5, " 9007199254740991 ").unwrap();
    assert_eq!(set.views, ["bfs", "dfs"], "blanks and a second bfs dropped");
    assert_eq!(set.level, Level::Easy);
    assert_eq!(set.seed, Some(MAX_SEED));
    assert_eq!(
        PracticeSet::read("maze", "hard", 30, "each").unwrap().seed,
        None
    );
    let refused = |views: &str, level: &str, count: usize, seed: &str| {
        PracticeSet::read(views, level, count, seed).unwrap_err()
    };
    assert_eq!(
        refused("nope", "easy", 10, "1"),
        ScormError::Practice(PracticeError::UnknownView("nope".into()))
    );
    assert_eq!(
        refused(" , ", "easy", 10, "1"),
        ScormError::Practice(PracticeError::NoViews)
    );
    for count in [0, 4, 31, 1000] {
        assert_eq!(
            refused("bfs", "easy", count, "1"),
            ScormError::Practice(PracticeError::Count(count))
        );
    }
    assert_eq!(
        refused("bfs", "Hard", 10, "1"),
        ScormError::Level {
            given: "Hard".into()
        }
    );
    for seed in ["9007199254740992", "-1", "1.5", "", "Each", "1e3", "+3"] {
        assert_eq!(
            refused("bfs", "easy", 10, seed),
            ScormError::Seed { given: seed.into() },
            "{seed}"
        );
    }
    // A set made in code is checked with the settings, before any file is read.
    let mut s = settings(
        Version::Scorm12,
        Lesson::Practice(PracticeSet {
            views: vec!["bfs".into()],
            level: Level::Easy,
            count: 10,
            seed: Some(MAX_SEED + 1),
        }),
    );
    assert!(matches!(
        scorm::check_settings(&s),
        Err(ScormError::Seed { .. })
    ));
    s.lesson = Lesson::Practice(PracticeSet {
        views: vec![],
        level: Level::Easy,
        count: 10,
        seed: Some(1),
    });
    assert_eq!(
        package(&s, &site()),
        Err(ScormError::Practice(PracticeError::NoViews))
    );
}

#[test]
fn an_own_lesson_goes_in_as_lesson_txt() {
    let text = "# Mine\n\n## One\n#/knight?board=5x5\nWords.\n";
    for version in [Version::Scorm12, Version::Scorm2004] {
        let mut s = settings(version, Lesson::Own(text.into()));
        s.mastery = 5;
        s.all = false;
        let entries = check_package(&s);
        let own = entries
            .iter()
            .find(|(n, _)| n == "lesson.txt")
            .expect("lesson.txt");
        assert_eq!(own.1, text.as_bytes());
    }
}

#[test]
fn pass_marks_at_the_ends() {
    for mastery in [0, 100] {
        for version in [Version::Scorm12, Version::Scorm2004] {
            let mut s = settings(version, Lesson::BuiltIn("knight".into()));
            s.mastery = mastery;
            check_package(&s);
        }
    }
}

#[test]
fn the_same_inputs_give_the_same_bytes_in_any_order() {
    let s = settings(Version::Scorm2004, Lesson::BuiltIn("knight".into()));
    let a = package(&s, &site()).unwrap();
    let mut reversed = site();
    reversed.reverse();
    assert_eq!(a, package(&s, &reversed).unwrap());
    // Another title, another version: other bytes.
    let mut t = s.clone();
    t.version = Version::Scorm12;
    assert_ne!(a, package(&t, &site()).unwrap());
}

#[test]
fn bad_settings_are_coded_errors() {
    let knight = || settings(Version::Scorm12, Lesson::BuiltIn("knight".into()));
    let err = |s: Settings| package(&s, &site()).unwrap_err();
    let mut s = knight();
    s.mastery = 150;
    assert_eq!(
        err(s),
        ScormError::Mastery {
            given: "150".into()
        }
    );
    for id in [
        "nope",
        "",
        "index",
        "format",
        "lesson",
        "own",
        "../knight",
        "Knight",
    ] {
        let mut s = knight();
        s.lesson = Lesson::BuiltIn(id.into());
        assert!(matches!(err(s), ScormError::UnknownLesson { .. }), "{id}");
    }
    let mut s = knight();
    s.title = " \t ".into();
    assert_eq!(err(s), ScormError::EmptyTitle);
    let mut s = knight();
    s.title = "x".repeat(10_000);
    assert_eq!(err(s), ScormError::LongTitle { length: 10_000 });
    let mut s = knight();
    s.title = "x".repeat(MAX_TITLE);
    assert!(package(&s, &site()).is_ok());
    let mut s = knight();
    s.title = "two\nlines".into();
    assert_eq!(err(s), ScormError::TitleControl);
    // A title that shows nothing is empty, by the lesson format's one rule for blank text;
    // one that turns the text around (an override, an isolate, a mark) is refused.
    for blank in [
        "\u{200b}",
        " \u{2060}\u{feff} ",
        "\u{3164}",
        "\u{200e}\u{00ad}",
    ] {
        let mut s = knight();
        s.title = blank.into();
        assert_eq!(err(s), ScormError::EmptyTitle, "{blank:?}");
    }
    for turned in ["abc\u{202e}def", "\u{2067}Tour", "a\u{200f}b"] {
        let mut s = knight();
        s.title = turned.into();
        assert_eq!(err(s), ScormError::TitleControl, "{turned:?}");
    }
    let mut s = knight();
    s.title = "a\u{200d}b 骑士".into();
    assert!(
        package(&s, &site()).is_ok(),
        "a joiner inside a word is text"
    );
    let mut s = knight();
    s.lesson = Lesson::Own(format!("# T\n{}", "x".repeat(MAX_LESSON)));
    assert_eq!(
        err(s),
        ScormError::Lesson(LessonError::TooLong {
            length: MAX_LESSON + 4
        })
    );
    let mut s = knight();
    s.lesson = Lesson::Own("  \n".into());
    assert_eq!(err(s), ScormError::Lesson(LessonError::Empty));
    // An own lesson is read by the lesson format: what the page would refuse, the package
    // refuses, at its line.
    let mut s = knight();
    s.lesson = Lesson::Own("# T\n## A\n#/knight\n#/queens\n".into());
    assert_eq!(
        err(s),
        ScormError::Lesson(LessonError::TwoFrames { line: 4, first: 3 })
    );
    assert!(matches!(
        scorm::Version::parse("3"),
        Err(ScormError::Version { .. })
    ));
    // Every error says itself in English (the CLI's words).
    assert!(ScormError::Mastery {
        given: "150".into()
    }
    .to_string()
    .contains("150"));
}

#[test]
fn bad_files_are_coded_errors() {
    let s = settings(Version::Scorm12, Lesson::BuiltIn("knight".into()));
    for path in ["/etc/passwd", "a/../b", "", "a//b", "a b.js", "x\\y", "./a"] {
        let mut files = site();
        files.push((path.into(), vec![1]));
        assert!(
            matches!(package(&s, &files), Err(ScormError::Path { .. })),
            "{path:?}"
        );
    }
    for path in ["imsmanifest.xml", "lesson.txt", "style-89ab.css"] {
        let mut files = site();
        files.push((path.into(), vec![1]));
        assert!(
            matches!(package(&s, &files), Err(ScormError::Duplicate { .. })),
            "{path}"
        );
    }
    let files: Vec<_> = site()
        .into_iter()
        .filter(|(p, _)| p != "index.html")
        .collect();
    assert_eq!(package(&s, &files), Err(ScormError::NoPage));
    let mut files = site();
    files[0].1 = b"<html><body></body></html>".to_vec();
    assert_eq!(package(&s, &files), Err(ScormError::NoPage));
    let many: Vec<_> = (0..1001).map(|i| (format!("f{i}"), vec![])).collect();
    assert_eq!(
        package(&s, &many),
        Err(ScormError::TooManyFiles { count: 1001 })
    );
}

#[test]
fn each_built_in_lesson_has_an_english_title_in_its_module() {
    for (id, module) in lessons() {
        let title = scorm::module_title(&module).unwrap_or_else(|| panic!("{id}: no title"));
        assert!(!title.is_empty() && title.len() < 100, "{id}: {title}");
    }
    let knight = lessons()
        .into_iter()
        .find(|(id, _)| id == "knight")
        .unwrap();
    assert_eq!(
        scorm::module_title(&knight.1).as_deref(),
        Some("The knight's tour")
    );
}

#[test]
fn a_pass_mark_is_read_alike_with_blanks_around_it() {
    for (text, mark) in [
        ("80", 80),
        (" 80", 80),
        ("80\t", 80),
        ("0", 0),
        ("100", 100),
        ("\u{200b}65", 65),
    ] {
        assert_eq!(scorm::parse_mastery(text), Ok(mark), "{text:?}");
    }
    for text in [
        "", " ", "101", "8 0", "-1", "+80", "80%", "0x50", "1e2", "0100", "80.0",
    ] {
        assert_eq!(
            scorm::parse_mastery(text),
            Err(ScormError::Mastery { given: text.into() }),
            "{text:?}"
        );
    }
}
