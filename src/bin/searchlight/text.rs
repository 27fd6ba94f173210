//! The CLI's words: the page's own text catalogues (`www/text/CODE.js` and each registry
//! view's `www/views/ROUTE/text/CODE.js`), embedded at build time (`build.rs`) and worded
//! here as the page's `t()`/`say()`/`sentence()` (`www/text/index.js`) word them, so a
//! sentence is written once per language and the CLI speaks every language the page does.
//!
//! The catalogue files are JavaScript modules, read here by a strict reader of the subset
//! they are written in ([`parse`]): `export default {`, one `'key': 'text',` a line (single
//! or double quotes; the escapes `\'`, `\"`, `\\`, `\n`, `\uXXXX`), `//` comments, blank
//! lines, `};`. Anything else is refused with its line, and a test reads every file, so a
//! catalogue written another way fails the tests rather than losing a sentence. Chosen over a
//! JavaScript engine in the binary (boa, quickjs: megabytes for a table of strings) and over
//! a generated copy (two files held equal). Native only: the wasm never carries it.
//!
//! Where the CLI and the page differ, on purpose: a character that could act on a terminal is
//! escaped by the CLI's last step (`shown` in `main.rs`, `\u{1b}`) where the page shows
//! U+FFFD; everything else (placeholders, plurals, numbers, lists, quoting) is the page's.

use std::collections::HashMap;
use std::sync::OnceLock;

use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::views;

/// A language as `www/text/languages.js` declares it.
#[derive(Debug)]
pub struct Language {
    pub code: &'static str,
    /// What goes between two sentences.
    pub between: &'static str,
    /// The marks a sentence may end with; the first is added where none is.
    pub stops: &'static str,
    /// Whether a sentence starts with a capital letter.
    pub capital: bool,
}

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// The language the CLI speaks, set once by `main` before anything is said (the fallback,
/// the first language, until then).
static CURRENT: OnceLock<&'static Language> = OnceLock::new();

/// Every language's catalogue, parsed on first use: its parts merged as the page's loader
/// merges them (the shared files, then each registry view's in the registry's order).
static CATALOGUES: OnceLock<Vec<HashMap<String, String>>> = OnceLock::new();

/// The language whose code is `code`, if the page has it.
pub fn language(code: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.code == code)
}

/// The codes of the languages, as a list to say ("en, zh").
pub fn codes() -> Vec<&'static str> {
    LANGUAGES.iter().map(|l| l.code).collect()
}

/// Speak `lang` from now on (only the first call counts).
pub fn set(lang: &'static Language) {
    let _ = CURRENT.set(lang);
}

#[cfg(test)]
thread_local! {
    /// The language of this thread's test, over the process's.
    static OVERRIDE: std::cell::Cell<Option<&'static Language>> = const { std::cell::Cell::new(None) };
}

fn current() -> &'static Language {
    #[cfg(test)]
    if let Some(l) = OVERRIDE.with(|o| o.get()) {
        return l;
    }
    CURRENT.get().copied().unwrap_or(&LANGUAGES[0])
}

/// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
/// that is set and not empty, as POSIX orders them, when it names one of the page's
/// languages (`zh_CN.UTF-8` is `zh`); none for `C`, `POSIX` or a language the page lacks.
pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Option<&'static Language> {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| get(name))
        .find(|v| !v.is_empty())?;
    let code = value
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    language(&code)
}

/// A catalogue file's entries in order, or the first line this reader does not take.
pub fn parse(source: &str) -> Result<Vec<(String, String)>, String> {
    let mut entries = Vec::new();
    let (mut opened, mut closed) = (false, false);
    for (n, raw) in source.lines().enumerate() {
        let line = raw.trim();
        let at = |why: &str| format!("line {}: {why}: {raw}", n + 1);
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        if closed {
            return Err(at("text after the closing };"));
        }
        if !opened {
            if line != "export default {" {
                return Err(at("expected `export default {`"));
            }
            opened = true;
            continue;
        }
        if line == "};" {
            closed = true;
            continue;
        }
        let (key, rest) = string(line).map_err(|e| at(&e))?;
        if key.is_empty()
            || !key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        {
            return Err(at("a key is letters, digits, _ and . in quotes"));
        }
        let rest = rest
            .strip_prefix(':')
            .ok_or_else(|| at("expected : after the key"))?
            .trim_start();
        let (text, rest) = string(rest).map_err(|e| at(&e))?;
        let rest = rest
            .strip_prefix(',')
            .ok_or_else(|| at("expected , after the text"))?
            .trim();
        if !(rest.is_empty() || rest.starts_with("//")) {
            return Err(at("expected the end of the line or a // comment"));
        }
        entries.push((key, text));
    }
    if !closed {
        return Err("no closing };".to_string());
    }
    Ok(entries)
}

/// A quoted string at the start of `s` and what follows it.
fn string(s: &str) -> Result<(String, &str), String> {
    let mut chars = s.char_indices();
    let quote = match chars.next() {
        Some((_, q @ ('\'' | '"'))) => q,
        _ => return Err("expected a string in quotes".to_string()),
    };
    let mut out = String::new();
    while let Some((i, c)) = chars.next() {
        match c {
            c if c == quote => return Ok((out, &s[i + 1..])),
            '\\' => match chars.next().map(|(_, e)| e) {
                Some(e @ ('\'' | '"' | '\\')) => out.push(e),
                Some('n') => out.push('\n'),
                Some('u') => {
                    let hex: String = (0..4)
                        .filter_map(|_| chars.next().map(|(_, h)| h))
                        .collect();
                    let c = u32::from_str_radix(&hex, 16)
                        .ok()
                        .filter(|_| hex.len() == 4)
                        .and_then(char::from_u32)
                        .ok_or_else(|| {
                            format!("\\u{hex} is not \\u and four hex digits of a character")
                        })?;
                    out.push(c);
                }
                other => {
                    return Err(format!(
                        "the escape \\{} is not one this reader takes",
                        other.unwrap_or(' ')
                    ))
                }
            },
            c => out.push(c),
        }
    }
    Err("a string is not closed on its line".to_string())
}

fn catalogues() -> &'static [HashMap<String, String>] {
    CATALOGUES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|l| {
                let mut merged = HashMap::new();
                let parts = std::iter::once(None).chain(views::routes().map(Some));
                for route in parts {
                    let files = FILES
                        .iter()
                        .filter(|(code, r, _)| *code == l.code && *r == route);
                    // A file that does not parse is a bug the tests catch (every file is
                    // read there): the CLI says the key rather than stop.
                    for entries in files.filter_map(|(_, _, text)| parse(text).ok()) {
                        merged.extend(entries);
                    }
                }
                merged
            })
            .collect()
    })
}

/// The entry `key` in the current language, else in the fallback.
fn entry(key: &str) -> Option<&'static str> {
    let all = catalogues();
    let here = LANGUAGES
        .iter()
        .position(|l| l.code == current().code)
        .unwrap_or(0);
    all[here]
        .get(key)
        .or_else(|| all[0].get(key))
        .map(String::as_str)
}

/// A number as the page writes it: a whole number grouped by thousands, anything else
/// rounded to two decimals first. Both languages' locales (en-US, zh-CN) group by three with
/// `,` and write `.` and `-` the same.
pub fn number(x: f64) -> String {
    if !x.is_finite() {
        return if x.is_nan() {
            "NaN"
        } else if x > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        }
        .to_string();
    }
    // JavaScript's Math.round: halves go up.
    let x = if x.fract() == 0.0 {
        x
    } else {
        (x * 100.0 + 0.5).floor() / 100.0
    };
    let text = format!("{x}");
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text.as_str()),
    };
    let (whole, part) = match digits.split_once('.') {
        Some((w, p)) => (w, Some(p)),
        None => (digits, None),
    };
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match part {
        Some(p) => format!("{sign}{grouped}.{p}"),
        None => format!("{sign}{grouped}"),
    }
}

/// Whether `x` takes the plural form "one" in the current language (CLDR's rules: English
/// has one for 1; Chinese has no plural forms). A language without a rule here says every
/// number as "other"; a test holds every language of `languages.js` to a rule.
fn is_one(x: f64) -> bool {
    plural_rule(current().code).is_some_and(|one| one(x))
}

/// The CLDR plural rule "one" of a language, by its code.
pub fn plural_rule(code: &str) -> Option<fn(f64) -> bool> {
    match code {
        "en" => Some(|x: f64| x.abs() == 1.0),
        "zh" => Some(|_| false),
        _ => None,
    }
}

/// What a link carried or a person typed is quoted whole up to this many UTF-16 units, else
/// by its start and an ellipsis: the page's bound.
const QUOTED: usize = 120;

fn quote(raw: &str) -> String {
    if raw.encode_utf16().count() <= QUOTED {
        return raw.to_string();
    }
    let mut units = 0;
    let mut out: String = raw
        .chars()
        .take_while(|c| {
            units += c.len_utf16();
            units < QUOTED
        })
        .collect();
    out.push('…');
    out
}

fn value(v: Option<&Param>, quoted: bool) -> String {
    match v {
        None => String::new(),
        Some(Param::Number(x)) => number(*x),
        Some(Param::List(items)) => {
            let clauses = items.iter().any(|i| matches!(i, Param::Message(_)));
            let separator = t(
                if clauses {
                    "list.clauses"
                } else {
                    "list.separator"
                },
                &[],
            );
            items
                .iter()
                .map(|i| value(Some(i), quoted))
                .collect::<Vec<_>>()
                .join(&separator)
        }
        Some(Param::Message(m)) => say(m),
        Some(Param::Text(s)) if quoted => quote(s),
        Some(Param::Text(s)) => s.clone(),
    }
}

fn plural_of(v: Option<&Param>) -> f64 {
    match v {
        Some(Param::Number(x)) => *x,
        Some(Param::Text(s)) if s.trim().is_empty() => 0.0,
        Some(Param::Text(s)) => s.trim().parse().unwrap_or(f64::NAN),
        _ => f64::NAN,
    }
}

/// The entry `key` with `params` put in, as the page's `fill` does: `{name}` a parameter,
/// `{name|one|other}` a word by the plural rule of the number `name`; a missing key is said
/// as the key itself.
fn fill(key: &str, params: &[(&str, Param)], quoted: bool) -> String {
    let Some(entry) = entry(key) else {
        return key.to_string();
    };
    let get = |name: &str| params.iter().find(|(k, _)| *k == name).map(|(_, v)| v);
    let mut out = String::new();
    let mut rest = entry;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match placeholder(after) {
            Some((name, plural, used)) => {
                match plural {
                    None => out.push_str(&value(get(name), quoted)),
                    Some((one, other)) => out.push_str(if is_one(plural_of(get(name))) {
                        one
                    } else {
                        other
                    }),
                }
                rest = &after[used..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A plural placeholder's two words: for "one", for every other number.
type Plural<'a> = (&'a str, &'a str);

/// The placeholder after a `{`: its name, its plural words if any, and the bytes it takes
/// up to and including its `}` (the page's `\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}`).
fn placeholder(s: &str) -> Option<(&str, Option<Plural<'_>>, usize)> {
    let name_end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    if name_end == 0 {
        return None;
    }
    let name = &s[..name_end];
    let rest = &s[name_end..];
    if rest.starts_with('}') {
        return Some((name, None, name_end + 1));
    }
    let words = rest.strip_prefix('|')?;
    let one_end = words.find(['|', '}'])?;
    if !words[one_end..].starts_with('|') {
        return None;
    }
    let other_part = &words[one_end + 1..];
    let other_end = other_part.find('}')?;
    let used = name_end + 1 + one_end + 1 + other_end + 1;
    Some((
        name,
        Some((&words[..one_end], &other_part[..other_end])),
        used,
    ))
}

/// The CLI's own words for `key` with `params` (the page's `t()`): said whole.
pub fn t(key: &str, params: &[(&str, Param)]) -> String {
    fill(key, params, false)
}

/// A coded message in the current language (the page's `say()`): its text parameters quoted
/// by their start when long.
pub fn say(m: &Message) -> String {
    fill(m.code, &m.params, true)
}

/// A message as a sentence on its own (the page's `sentence()`): a capital first in a
/// language that has them (unless it starts with a name holding a digit, a square c3), and
/// the language's full stop unless it ends with one of its stops.
pub fn sentence(m: &Message) -> String {
    let text = say(m);
    let lang = current();
    let first_word_has_digit = text
        .split(char::is_whitespace)
        .next()
        .is_some_and(|w| w.chars().any(|c| c.is_ascii_digit()));
    let mut out = if lang.capital && !first_word_has_digit {
        let mut c = text.chars();
        c.next()
            .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
            .unwrap_or_default()
    } else {
        text.clone()
    };
    if !lang.stops.chars().any(|s| text.ends_with(s)) {
        out.extend(lang.stops.chars().next());
    }
    out
}

/// Sentences one after another, with what the language puts between two (the page's
/// `joined()`).
pub fn joined(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|p| !p.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(current().between)
}

#[cfg(test)]
#[path = "text_tests.rs"]
mod tests;
