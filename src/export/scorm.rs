//! A lesson or a practice set as a SCORM package: the built page's files, its index.html
//! naming the lesson or the set and the settings (the `searchlight-package` meta that
//! www/shell/package.js reads), a teacher's own lesson as `lesson.txt`, and the
//! `imsmanifest.xml` a learning management system reads, all in one zip of stored entries. The page's "Export for an LMS" (through
//! `web::ScormPackage`) and the CLI's `searchlight scorm` both call [`package`], so the same
//! settings and the same build give the same bytes.
//!
//! The zip's layout, in this order: `imsmanifest.xml`, then every other file sorted by its
//! path (bytewise): the build's files but the service worker (`sw.js`, its template
//! `www/sw.js`) and the host's `_headers`, with `index.html` rewritten, and `lesson.txt`
//! for an own lesson.

use crate::puzzles::message::{Coded, Message};

use super::zip;
use crate::lesson::{self, LessonError};
use crate::puzzles::practice::{self, Level, PracticeError, MAX_SEED};

/// The most characters (UTF-16 units, as the page counts) of a title.
pub const MAX_TITLE: usize = 200;
/// The most characters (UTF-16 units) of a teacher's own lesson: the lesson format's bound.
pub use crate::lesson::MAX_LESSON;
/// The most files of a package, and bytes of them all: far above a build (about 60 files
/// and 2 MB), far below what the zip's 32-bit fields hold.
pub const MAX_FILES: usize = 1_000;
pub const MAX_BYTES: u64 = 64 << 20;
/// The most bytes of a file's path.
pub const MAX_PATH: usize = 200;
// What the zip writer holds: the files, the manifest and lesson.txt, and their headers.
const _: () = assert!(MAX_FILES + 2 <= zip::MAX_ENTRIES && MAX_BYTES < zip::MAX_ARCHIVE / 2);

/// The lesson's id as `www/shell/package.js` takes it.
const MAX_ID: usize = 40;
/// The id of a teacher's own lesson in the meta (package.js OWN_LESSON).
pub const OWN: &str = "own";
/// The modules of `www/lessons/` that are no lesson (the list, the format, the page): every
/// other `www/lessons/ID.js` of the build is a built-in lesson.
pub const NOT_LESSONS: &[&str] = &["index", "format", "lesson"];
/// Where a teacher's own lesson's text goes, beside index.html (package.js OWN_LESSON_FILE).
pub const OWN_FILE: &str = "lesson.txt";
/// The manifest's name, at the root of the package, as SCORM requires.
pub const MANIFEST: &str = "imsmanifest.xml";
/// The page, which the SCO resource launches.
pub const PAGE: &str = "index.html";
/// Files of a build that stay out of a package: the service worker (it must not take hold
/// of the LMS's origin), its template, and the host's header file.
pub const LEFT_OUT: [&str; 3] = ["sw.js", "www/sw.js", "_headers"];

/// Which SCORM the manifest declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    /// SCORM 1.2 (IMS Content Packaging 1.1.2, ADL CP 1.2).
    Scorm12,
    /// SCORM 2004 4th edition.
    Scorm2004,
}

impl Version {
    /// "1.2" or "2004".
    pub fn parse(text: &str) -> Result<Version, ScormError> {
        match text {
            "1.2" => Ok(Version::Scorm12),
            "2004" => Ok(Version::Scorm2004),
            _ => Err(ScormError::Version { given: clip(text) }),
        }
    }

    /// As the meta and the CLI write it.
    pub fn name(self) -> &'static str {
        match self {
            Version::Scorm12 => "1.2",
            Version::Scorm2004 => "2004",
        }
    }
}

/// What the package opens at: a lesson, or a practice set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lesson {
    /// A built-in lesson's id (`www/lessons/<id>.js` must be among the build's files).
    BuiltIn(String),
    /// A teacher's own lesson: its text, written as `lesson.txt`.
    Own(String),
    /// A practice set (`#/practice`), the same questions as the page's and the CLI's
    /// `searchlight practice` for its views, level, count and seed.
    Practice(PracticeSet),
}

/// A practice set as a link names it (`views=bfs,dfs&level=medium&count=10&seed=7`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeSet {
    /// The views' routes, each one with practice questions, in the teacher's order.
    pub views: Vec<String>,
    pub level: Level,
    /// How many questions, [`practice::MIN_COUNT`] to [`practice::MAX_COUNT`].
    pub count: usize,
    /// The seed every student's set is drawn from, 0 to [`MAX_SEED`]; `None` for a seed
    /// of each student's own (`seed=each`), which the LMS keeps with the answers.
    pub seed: Option<u64>,
}

impl PracticeSet {
    /// The set from the words a person gives (the page's fields, the CLI's flags): views
    /// apart by commas, `easy`/`medium`/`hard`, the count, a seed or `each`. Errors: a view
    /// unknown or without practice, no view, a count out of bounds, a level or a seed that
    /// is none.
    pub fn read(views: &str, level: &str, count: usize, seed: &str) -> Result<Self, ScormError> {
        let mut routes: Vec<String> = Vec::new();
        for v in views.split(',').map(str::trim).filter(|v| !v.is_empty()) {
            if !routes.iter().any(|r| r == v) {
                routes.push(v.to_string());
            }
        }
        let set = PracticeSet {
            views: routes,
            level: Level::parse(level).ok_or(ScormError::Level { given: clip(level) })?,
            count,
            seed: parse_seed(seed)?,
        };
        set.check()?;
        Ok(set)
    }

    /// The views, the count and the seed checked (`practice::check_set`, [`MAX_SEED`]).
    pub fn check(&self) -> Result<(), ScormError> {
        let routes: Vec<&str> = self.views.iter().map(String::as_str).collect();
        practice::check_set(&routes, self.count).map_err(ScormError::Practice)?;
        match self.seed {
            Some(s) if s > MAX_SEED => Err(ScormError::Seed {
                given: s.to_string(),
            }),
            _ => Ok(()),
        }
    }

    /// As a link's query writes it: `views=bfs,dfs&level=medium&count=10&seed=7`.
    pub fn query(&self) -> String {
        let seed = self.seed.map_or("each".to_string(), |s| s.to_string());
        format!(
            "views={}&level={}&count={}&seed={seed}",
            self.views.join(","),
            self.level.name(),
            self.count
        )
    }
}

/// A practice set's seed as a person writes it: a whole number from 0 to [`MAX_SEED`], or
/// `each` (`None`).
pub fn parse_seed(text: &str) -> Result<Option<u64>, ScormError> {
    let t = text.trim();
    if t == "each" {
        return Ok(None);
    }
    t.parse::<u64>()
        .ok()
        .filter(|s| *s <= MAX_SEED && t.bytes().all(|b| b.is_ascii_digit()))
        .map(Some)
        .ok_or(ScormError::Seed { given: clip(text) })
}

/// What the teacher chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub version: Version,
    pub lesson: Lesson,
    /// The course's name for it, shown by the LMS.
    pub title: String,
    /// The pass mark, 0 to 100.
    pub mastery: u32,
    /// Every slide must be seen for the lesson to be completed (a practice set is
    /// completed when it ends, whatever this says).
    pub all: bool,
}

/// Why no package was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScormError {
    /// Not 1.2 nor 2004.
    Version { given: String },
    /// A pass mark that is not a whole number from 0 to 100 (as given, clipped).
    Mastery { given: String },
    /// A lesson id that is not one of the build's lessons.
    UnknownLesson { id: String },
    /// An own lesson the lesson format refuses (the page would not open it).
    Lesson(LessonError),
    /// A practice set the page would not make (`practice::check_set`).
    Practice(PracticeError),
    /// A practice set's level that is not easy, medium nor hard (as given, clipped).
    Level { given: String },
    /// A practice set's seed that is not a whole number to [`MAX_SEED`] nor `each`.
    Seed { given: String },
    /// A title that shows nothing ([`lesson::is_blank`]).
    EmptyTitle,
    /// A title past [`MAX_TITLE`].
    LongTitle { length: usize },
    /// A title holding a control character (a line break, a tab, ...) or one that changes
    /// the text's direction (an override, an isolate, a mark).
    TitleControl,
    /// A path the package cannot hold as given: empty, absolute, with `..`, or outside
    /// letters, digits and `._-/`.
    Path { path: String },
    /// The same path twice, or one of the package's own (imsmanifest.xml, lesson.txt).
    Duplicate { path: String },
    /// No index.html, or one without `</head>`.
    NoPage,
    /// More than [`MAX_FILES`] files.
    TooManyFiles { count: usize },
    /// More than [`MAX_BYTES`] in all.
    TooLarge { bytes: u64 },
}

crate::puzzles::message::display_as_message!(ScormError);

impl Coded for ScormError {
    fn message(&self) -> Message {
        match self {
            ScormError::Version { given } => Message::new("scorm.version").text("given", given),
            ScormError::Mastery { given } => Message::new("scorm.mastery").text("given", given),
            ScormError::UnknownLesson { id } => Message::new("scorm.unknown_lesson").text("id", id),
            ScormError::Lesson(e) => e.message(),
            ScormError::Practice(e) => e.message(),
            ScormError::Level { given } => {
                Message::new("practice.unknown_level").text("level", given)
            }
            ScormError::Seed { given } => Message::new("scorm.seed")
                .text("given", given)
                .count("max", MAX_SEED),
            ScormError::EmptyTitle => Message::new("scorm.empty_title"),
            ScormError::LongTitle { length } => Message::new("scorm.long_title")
                .count("length", *length as u64)
                .count("max", MAX_TITLE as u64),
            ScormError::TitleControl => Message::new("scorm.title_control"),
            ScormError::Path { path } => Message::new("scorm.path").text("path", path),
            ScormError::Duplicate { path } => Message::new("scorm.duplicate").text("path", path),
            ScormError::NoPage => Message::new("scorm.no_page"),
            ScormError::TooManyFiles { count } => Message::new("scorm.too_many")
                .count("count", *count as u64)
                .count("max", MAX_FILES as u64),
            ScormError::TooLarge { bytes } => Message::new("scorm.too_large")
                .count("bytes", *bytes)
                .num("mib", (MAX_BYTES >> 20) as f64),
        }
    }
}

/// At most 40 characters of what was given, for a message.
fn clip(text: &str) -> String {
    text.chars().take(40).collect()
}

impl std::error::Error for ScormError {}

/// The pass mark as a person writes it: a whole number from 0 to 100, blanks around it
/// allowed (the page's field and the CLI's `--mastery` read it alike).
pub fn parse_mastery(text: &str) -> Result<u32, ScormError> {
    let digits = text.trim_matches(lesson::blank);
    digits
        .parse::<u32>()
        .ok()
        .filter(|m| *m <= 100 && (1..=3).contains(&digits.len()))
        .filter(|_| digits.bytes().all(|b| b.is_ascii_digit()))
        .ok_or(ScormError::Mastery { given: clip(text) })
}

use lesson::units;

/// A built-in lesson's id as the page names lessons (`[a-z0-9-]{1,40}`, not `own`, and
/// not one of the lessons' code modules).
fn lesson_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID
        && id != OWN
        && !NOT_LESSONS.contains(&id)
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The settings checked on their own (whether a built-in lesson is in the build is
/// [`package`]'s to check): a coded error for the first thing wrong, the pass mark's, the
/// lesson's, then the title's.
pub fn check_settings(settings: &Settings) -> Result<(), ScormError> {
    if settings.mastery > 100 {
        return Err(ScormError::Mastery {
            given: settings.mastery.to_string(),
        });
    }
    match &settings.lesson {
        Lesson::BuiltIn(id) => {
            if !lesson_id(id) {
                return Err(ScormError::UnknownLesson { id: clip(id) });
            }
        }
        Lesson::Own(text) => {
            lesson::parse(text).map_err(ScormError::Lesson)?;
        }
        Lesson::Practice(set) => set.check()?,
    }
    let title = settings.title.trim();
    if lesson::is_blank(title) {
        return Err(ScormError::EmptyTitle);
    }
    let length = units(title);
    if length > MAX_TITLE {
        return Err(ScormError::LongTitle { length });
    }
    if title
        .chars()
        .any(|c| c.is_control() || lesson::direction_control(c))
    {
        return Err(ScormError::TitleControl);
    }
    Ok(())
}

/// A path a package can hold: relative, `/`-separated, each part non-empty and not `.` or
/// `..`, of ASCII letters, digits and `._-` (so it needs no escaping in a URL, and none but
/// XML's in the manifest).
fn good_path(path: &str) -> bool {
    !path.is_empty()
        && path.len() <= MAX_PATH
        && path
            .split('/')
            .all(|p| !p.is_empty() && p != "." && p != "..")
        && path
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._-/".contains(&b))
}

/// Text for XML: `&`, `<`, `>`, `"` and `'` escaped.
pub fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// The meta's content (package.js): `scorm=1.2&lesson=knight&mastery=80&all=1`, or for a
/// practice set `scorm=1.2&practice=1&views=bfs,dfs&level=medium&count=10&seed=7&mastery=80&all=0`.
pub fn meta_content(settings: &Settings) -> String {
    let opens = match &settings.lesson {
        Lesson::BuiltIn(id) => format!("lesson={id}"),
        Lesson::Own(_) => format!("lesson={OWN}"),
        Lesson::Practice(set) => format!("practice=1&{}", set.query()),
    };
    format!(
        "scorm={}&{opens}&mastery={}&all={}",
        settings.version.name(),
        settings.mastery,
        u8::from(settings.all)
    )
}

/// `index.html` with the package's meta as the last element of its head (its content is
/// letters, digits and `.,=&`: only `&` needs escaping in an attribute).
fn rewrite_page(page: &[u8], settings: &Settings) -> Result<Vec<u8>, ScormError> {
    const HEAD_END: &[u8] = b"</head>";
    let at = page
        .windows(HEAD_END.len())
        .position(|w| w == HEAD_END)
        .ok_or(ScormError::NoPage)?;
    let meta = format!(
        "  <meta name=\"searchlight-package\" content=\"{}\">\n",
        meta_content(settings).replace('&', "&amp;")
    );
    let mut out = Vec::with_capacity(page.len() + meta.len());
    out.extend_from_slice(&page[..at]);
    out.extend_from_slice(meta.as_bytes());
    out.extend_from_slice(&page[at..]);
    Ok(out)
}

/// The manifest's identifier: the lesson's id and the version, and for an own lesson a
/// CRC-32 of its text, for a practice set of its query (two teachers' lessons or two sets
/// in one course are two packages).
fn identifier(settings: &Settings) -> String {
    let version = match settings.version {
        Version::Scorm12 => "scorm12",
        Version::Scorm2004 => "scorm2004",
    };
    match &settings.lesson {
        Lesson::BuiltIn(id) => format!("searchlight-{id}-{version}"),
        Lesson::Own(text) => format!(
            "searchlight-own-{:08x}-{version}",
            zip::crc32(text.as_bytes())
        ),
        Lesson::Practice(set) => format!(
            "searchlight-practice-{:08x}-{version}",
            zip::crc32(set.query().as_bytes())
        ),
    }
}

/// `imsmanifest.xml` for the settings, listing `files` (sorted, the manifest not among
/// them) in the one SCO resource.
pub fn manifest(settings: &Settings, files: &[&str]) -> String {
    let title = xml_escape(settings.title.trim());
    let id = identifier(settings);
    let mut list = String::new();
    for f in files {
        list.push_str(&format!("      <file href=\"{}\"/>\n", xml_escape(f)));
    }
    match settings.version {
        Version::Scorm12 => format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{id}" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="searchlight-org">
    <organization identifier="searchlight-org">
      <title>{title}</title>
      <item identifier="searchlight-item" identifierref="searchlight-sco" isvisible="true">
        <title>{title}</title>
        <adlcp:masteryscore>{mastery}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="searchlight-sco" type="webcontent" adlcp:scormtype="sco" href="{PAGE}">
{list}    </resource>
  </resources>
</manifest>
"#,
            mastery = settings.mastery
        ),
        Version::Scorm2004 => format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{id}" version="1.0" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="searchlight-org">
    <organization identifier="searchlight-org">
      <title>{title}</title>
      <item identifier="searchlight-item" identifierref="searchlight-sco" isvisible="true">
        <title>{title}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="searchlight-pass" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>{measure}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="searchlight-sco" type="webcontent" adlcp:scormType="sco" href="{PAGE}">
{list}    </resource>
  </resources>
</manifest>
"#,
            measure = format_args!("{}.{:02}", settings.mastery / 100, settings.mastery % 100)
        ),
    }
}

/// The package's zip: `files` are the built site's (path relative to its folder, bytes), in
/// any order. Bad settings or files are a [`ScormError`]; nothing panics.
pub fn package(settings: &Settings, files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, ScormError> {
    if files.len() > MAX_FILES {
        return Err(ScormError::TooManyFiles { count: files.len() });
    }
    let mut kept: Vec<(&str, &[u8])> = Vec::with_capacity(files.len() + 1);
    let mut bytes = 0u64;
    for (path, data) in files {
        if !good_path(path) {
            return Err(ScormError::Path { path: clip(path) });
        }
        if LEFT_OUT.contains(&path.as_str()) {
            continue;
        }
        if path == MANIFEST || path == OWN_FILE {
            return Err(ScormError::Duplicate { path: path.clone() });
        }
        bytes += data.len() as u64;
        kept.push((path, data));
    }
    if bytes > MAX_BYTES {
        return Err(ScormError::TooLarge { bytes });
    }
    check_settings(settings)?;
    if let Lesson::Own(text) = &settings.lesson {
        kept.push((OWN_FILE, text.as_bytes()));
    }
    // By path, by insertion: a build is about a hundred files, and the standard library's
    // sort of these pairs cost the page's wasm 4 KB of code of its own.
    for i in 1..kept.len() {
        let mut j = i;
        while j > 0 && kept[j - 1].0 > kept[j].0 {
            kept.swap(j - 1, j);
            j -= 1;
        }
    }
    if let Some(w) = kept.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(ScormError::Duplicate {
            path: w[0].0.to_string(),
        });
    }
    if let Lesson::BuiltIn(id) = &settings.lesson {
        let module = format!("www/lessons/{id}.js");
        if !kept.iter().any(|(p, _)| *p == module) {
            return Err(ScormError::UnknownLesson { id: clip(id) });
        }
    }
    let page = kept
        .iter()
        .find(|(p, _)| *p == PAGE)
        .ok_or(ScormError::NoPage)?;
    let page = rewrite_page(page.1, settings)?;
    for entry in kept.iter_mut() {
        if entry.0 == PAGE {
            entry.1 = &page;
        }
    }
    let listed: Vec<&str> = kept.iter().map(|(p, _)| *p).collect();
    let manifest = manifest(settings, &listed);
    let mut entries = Vec::with_capacity(kept.len() + 1);
    entries.push((MANIFEST, manifest.as_bytes()));
    entries.extend(kept);
    Ok(zip::stored(&entries))
}

/// A built-in lesson's English title, from its module (`www/lessons/<id>.js`, whose default
/// export holds `en: \`# Title` ...): the title of the English text's template, read by the
/// lesson format.
pub fn module_title(module: &str) -> Option<String> {
    let at = module.find("en: `")? + "en: `".len();
    let text = &module[at..];
    let end = text.find('`').unwrap_or(text.len());
    lesson::parse(&text[..end]).ok().map(|l| l.title)
}
