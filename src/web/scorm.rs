//! A lesson or a practice set as a SCORM package, for the page's "Export for an LMS" (its worker): the
//! settings, then the built page's files one at a time, then the zip. The package and its
//! bounds are `crate::export::scorm`'s; here only the arguments' checks and the coded errors.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, to_js};
use crate::export::scorm::{self as pack, Lesson, PracticeSet, ScormError, Settings, Version};
use crate::puzzles::message::Coded;

/// The settings as the page gives them (a declaration for TypeScript; read field by field).
#[derive(tsify::Tsify)]
#[allow(dead_code)]
struct ScormSettings {
    /// "1.2" or "2004".
    version: String,
    /// A built-in lesson's id, or "own" (then `text` is the lesson); left out for a
    /// practice set.
    lesson: Option<String>,
    /// A teacher's own lesson's text (with lesson "own" only).
    text: Option<String>,
    /// The title the LMS shows.
    title: String,
    /// The pass mark, 0 to 100: as the person wrote it ("80", " 80"), or a number.
    #[tsify(type = "string | number")]
    mastery: String,
    /// Every slide must be seen.
    all: bool,
    /// A practice set instead of a lesson: its views, apart by commas (`bfs,dfs`).
    practice: Option<String>,
    /// The practice set's level: easy, medium or hard.
    level: Option<String>,
    /// The practice set's number of questions.
    count: Option<f64>,
    /// The practice set's seed, or "each".
    #[tsify(type = "number | 'each'")]
    seed: Option<String>,
}

/// The fields of the settings object.
const FIELDS: [&str; 10] = [
    "version", "lesson", "text", "title", "mastery", "all", "practice", "level", "count", "seed",
];

/// A package's error for the page: its code and parameters (the page words it).
fn refused(e: ScormError) -> JsValue {
    super::bad(e.message())
}

/// Files and bytes so far.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "ScormReport")]
struct Report {
    files: u32,
    bytes: f64,
}

/// A SCORM package built from the settings and the page's files (`crate::export::scorm`).
#[wasm_bindgen]
pub struct ScormPackage {
    settings: Settings,
    files: Vec<(String, Vec<u8>)>,
    bytes: u64,
}

#[wasm_bindgen]
impl ScormPackage {
    /// A package of `settings` ({version, lesson, text?, title, mastery, all}, or for a
    /// practice set {version, practice, level, count, seed, title, mastery, all}); a bad
    /// title, pass mark, lesson or set is the coded error now, before any file is added.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "ScormSettings")] settings: JsValue,
    ) -> Result<ScormPackage, JsValue> {
        // The object and its field names checked (web.bad_options), then each field by its
        // type, named as `settings.title` and so on.
        args::options::<serde::de::IgnoredAny>(settings.clone(), "settings", &FIELDS)?;
        let field = |name: &str| {
            js_sys::Reflect::get(&settings, &name.into()).unwrap_or(JsValue::UNDEFINED)
        };
        let version = args::text(&field("version"), "settings.version")?;
        let practice = args::optional_text(&field("practice"), "settings.practice")?;
        let lesson = match &practice {
            Some(views) => {
                let level = args::text(&field("level"), "settings.level")?;
                // Any whole number: the set's own check says its bounds.
                let count = args::whole(&field("count"), "settings.count", 0, args::MAX_SAFE)?;
                // A seed as a number, as the page holds it, or "each".
                let seed = field("seed");
                let seed = match seed.as_f64() {
                    Some(_) => args::whole(&seed, "settings.seed", 0, args::MAX_SAFE)?.to_string(),
                    None => args::text(&seed, "settings.seed")?,
                };
                Lesson::Practice(
                    PracticeSet::read(views, &level, count as usize, &seed).map_err(refused)?,
                )
            }
            None => {
                let lesson = args::text(&field("lesson"), "settings.lesson")?;
                if lesson == pack::OWN {
                    let text = args::optional_text(&field("text"), "settings.text")?;
                    Lesson::Own(text.unwrap_or_default())
                } else {
                    Lesson::BuiltIn(lesson)
                }
            }
        };
        let title = args::text(&field("title"), "settings.title")?;
        // Read as the CLI's --mastery is (`parse_mastery`): a number as its digits.
        let mastery = field("mastery");
        let mastery = match mastery.as_f64() {
            Some(n) => n.to_string(),
            None => args::text(&mastery, "settings.mastery")?,
        };
        let all = args::flag(&field("all"), "settings.all")?;
        let settings = Settings {
            version: Version::parse(&version).map_err(refused)?,
            lesson,
            title,
            mastery: pack::parse_mastery(&mastery).map_err(refused)?,
            all,
        };
        pack::check_settings(&settings).map_err(refused)?;
        Ok(ScormPackage {
            settings,
            files: Vec::new(),
            bytes: 0,
        })
    }

    /// Add a file of the built page: its path from the page's folder ("index.html",
    /// "www/style.css") and its bytes. Returns the files so far.
    pub fn add(&mut self, path: JsValue, bytes: JsValue) -> Result<u32, JsValue> {
        let path = args::text(&path, "path")?;
        let bytes = args::bytes(&bytes, "bytes")?;
        if self.files.len() >= pack::MAX_FILES {
            return Err(refused(ScormError::TooManyFiles {
                count: self.files.len() + 1,
            }));
        }
        let total = self.bytes + bytes.len() as u64;
        if total > pack::MAX_BYTES {
            return Err(refused(ScormError::TooLarge { bytes: total }));
        }
        self.bytes = total;
        self.files.push((path, bytes));
        Ok(self.files.len() as u32)
    }

    /// `{files, bytes}` so far.
    #[wasm_bindgen(unchecked_return_type = "ScormReport")]
    pub fn report(&self) -> JsValue {
        to_js(&Report {
            files: self.files.len() as u32,
            bytes: self.bytes as f64,
        })
    }

    /// The zip of the files added so far (the same bytes as the CLI's for the same build).
    pub fn finish(&self) -> Result<js_sys::Uint8Array, JsValue> {
        let zip = pack::package(&self.settings, &self.files).map_err(refused)?;
        Ok(js_sys::Uint8Array::from(&zip[..]))
    }
}
