//! Each view's options, declared once: name, kind, default and, where they have them, bounds
//! or choices ([`Spec`]). The page reads the declarations (its URL parsing, fallbacks and
//! notices are built from them) and checks a whole set in one call without building a
//! model; the CLI takes its defaults and parsing from the same place; each facade's
//! constructor reads its options object through the same reader.
//!
//! A set is read in its declaration order by a [`Reader`]: each option's text (the given
//! value, else the default) goes through the puzzle's own parser, which may depend on
//! options read before it (a start square on the board read first). A bad value is an
//! [`OptionError`] naming the option, and the default is read in its place, so the rest of
//! the set is still checked, against what the page will fall back to.

use std::collections::BTreeMap;
use std::fmt::Display;

use serde::{Deserialize, Serialize};

use super::message::{Coded, Message};

/// What kind of value an option takes, for the page's controls and the CLI's help.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Kind {
    /// A whole number from `min` to `max`, in decimal.
    Number { min: f64, max: f64 },
    /// Rows by columns ("8x8"; one number for a square board where the puzzle allows it).
    Size,
    /// A square's chess name ("c3") on the board read before it.
    Square,
    /// One of a few words; `message` is the catalogue code for a value that is none of
    /// them (said with `value` and `choices`).
    Choice {
        choices: &'static [&'static str],
        #[serde(skip)]
        message: &'static str,
    },
    /// On or off: `true`/`false` from the page, or 1/0, on/off, yes/no, true/false as text.
    Flag,
    /// Text the puzzle reads (a list of edits, a grid, an edge list, a word).
    Text,
}

/// An option's default: text, or a flag's state (`None`: unset, the puzzle decides).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum DefaultValue {
    Text(&'static str),
    Flag(Option<bool>),
}

/// One option as declared.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
// tsify writes a flattened enum as `interface Spec extends Kind`, which TypeScript refuses
// for a union: the same as an intersection.
#[cfg_attr(
    target_arch = "wasm32",
    tsify(type = "{ name: string; default: DefaultValue } & Kind")
)]
pub struct Spec {
    pub name: &'static str,
    #[serde(flatten)]
    pub kind: Kind,
    pub default: DefaultValue,
}

impl Spec {
    pub const fn text(name: &'static str, kind: Kind, default: &'static str) -> Spec {
        Spec {
            name,
            kind,
            default: DefaultValue::Text(default),
        }
    }

    pub const fn flag(name: &'static str, default: Option<bool>) -> Spec {
        Spec {
            name,
            kind: Kind::Flag,
            default: DefaultValue::Flag(default),
        }
    }

    pub const fn choice(
        name: &'static str,
        choices: &'static [&'static str],
        default: &'static str,
        message: &'static str,
    ) -> Spec {
        Spec::text(name, Kind::Choice { choices, message }, default)
    }

    pub const fn number(name: &'static str, min: u64, max: u64, default: &'static str) -> Spec {
        Spec::text(
            name,
            Kind::Number {
                min: min as f64,
                max: max as f64,
            },
            default,
        )
    }
}

/// A value as given or as read: text, or a flag.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Value {
    Flag(bool),
    Text(String),
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Flag(b)
    }
}

/// The parameter by which an option's message names the option (see [`OptionError`]).
pub const OPTION_PARAM: &str = "option";

/// The values given for a set (absent or `None`: the default).
pub type Given = BTreeMap<String, Option<Value>>;

/// A bad value: which option, and why. A message that names its option does so by its
/// [`OPTION_PARAM`] parameter, the option's name (`shuffle must be a whole number from 0
/// to 500`): the page says that name, the CLI the flag typed (`--shuffle must be ...`); a
/// message that does not is said by the CLI after its flag (`--board: ...`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct OptionError {
    pub name: &'static str,
    pub message: Message,
}

crate::puzzles::message::display_as_message!(OptionError);

impl Coded for OptionError {
    fn message(&self) -> Message {
        self.message.clone()
    }
}

/// A set as read: the puzzle's options, every value as the page keeps it (trimmed, a
/// square's or a choice's name in lower case, a default where the value was bad), and the
/// errors.
#[derive(Clone, Debug)]
pub struct Checked<T> {
    pub options: T,
    pub values: BTreeMap<&'static str, Option<Value>>,
    pub errors: Vec<OptionError>,
}

impl<T> Checked<T> {
    /// The options, or the first error.
    pub fn ok(self) -> Result<T, OptionError> {
        match self.errors.into_iter().next() {
            Some(e) => Err(e),
            None => Ok(self.options),
        }
    }
}

/// Reads a set in declaration order (see the module's comment).
pub struct Reader<'a> {
    specs: &'static [Spec],
    given: &'a Given,
    values: BTreeMap<&'static str, Option<Value>>,
    errors: Vec<OptionError>,
}

/// The default of option `name` of `specs` as text ("" for an unset flag), for help texts.
pub fn default_of(specs: &[Spec], name: &str) -> &'static str {
    match specs.iter().find(|s| s.name == name).map(|s| s.default) {
        Some(DefaultValue::Text(t)) => t,
        Some(DefaultValue::Flag(Some(true))) => "on",
        Some(DefaultValue::Flag(Some(false))) => "off",
        _ => "",
    }
}

/// The error for a flag that is neither on nor off.
pub fn bad_flag(name: &'static str, text: &str) -> OptionError {
    OptionError {
        name,
        message: Message::new("option.flag").text("value", text),
    }
}

/// The words a flag is on by, in any case: the one list, for the page's options, its
/// URL's own flags (the page's `parseFlag`, held equal by `tests/registry.rs`) and the CLI.
pub const FLAG_ON: &[&str] = &["1", "true", "yes", "on"];
/// The words a flag is off by (see [`FLAG_ON`]).
pub const FLAG_OFF: &[&str] = &["0", "false", "no", "off"];

/// A flag written as text: 1/0, on/off, yes/no, true/false, any case.
pub fn parse_flag(text: &str) -> Option<bool> {
    let word = text.trim().to_ascii_lowercase();
    if FLAG_ON.contains(&word.as_str()) {
        Some(true)
    } else if FLAG_OFF.contains(&word.as_str()) {
        Some(false)
    } else {
        None
    }
}

impl<'a> Reader<'a> {
    pub fn new(specs: &'static [Spec], given: &'a Given) -> Reader<'a> {
        Reader {
            specs,
            given,
            values: BTreeMap::new(),
            errors: Vec::new(),
        }
    }

    fn spec(&self, name: &'static str) -> Spec {
        *self
            .specs
            .iter()
            .find(|s| s.name == name)
            .unwrap_or_else(|| panic!("option {name} is not declared"))
    }

    fn given(&self, name: &str) -> Option<&'a Value> {
        self.given.get(name).and_then(Option::as_ref)
    }

    /// Option `name`'s text through `parse`: the given value, else (or when it is bad, an
    /// error then) the default, which must parse.
    pub fn read<T, E: Coded + Display>(
        &mut self,
        name: &'static str,
        parse: impl Fn(&str) -> Result<T, E>,
    ) -> T {
        let spec = self.spec(name);
        let DefaultValue::Text(default) = spec.default else {
            panic!("option {name} is a flag")
        };
        let normal = |s: &str| match spec.kind {
            Kind::Square | Kind::Choice { .. } | Kind::Size => s.trim().to_lowercase(),
            _ => s.trim().to_string(),
        };
        match self.given(name) {
            Some(Value::Text(raw)) => {
                let text = normal(raw);
                match parse(&text) {
                    Ok(v) => {
                        self.values.insert(name, Some(Value::Text(text)));
                        return v;
                    }
                    Err(e) => self.errors.push(OptionError {
                        name,
                        message: e.message(),
                    }),
                }
            }
            Some(Value::Flag(b)) => self.errors.push(OptionError {
                name,
                message: Message::new("option.text").text("value", b.to_string()),
            }),
            None => {}
        }
        self.values
            .insert(name, Some(Value::Text(default.to_string())));
        parse(default).unwrap_or_else(|e| panic!("the default of {name} is bad: {e}"))
    }

    /// A flag: the given state (true/false, or text as [`parse_flag`] reads it), else the
    /// default; `None` when unset and its default is unset.
    pub fn flag(&mut self, name: &'static str) -> Option<bool> {
        let DefaultValue::Flag(default) = self.spec(name).default else {
            panic!("option {name} is not a flag")
        };
        let value = match self.given(name) {
            Some(Value::Flag(b)) => Some(*b),
            Some(Value::Text(t)) => match parse_flag(t) {
                Some(b) => Some(b),
                None => {
                    self.errors.push(bad_flag(name, t.trim()));
                    default
                }
            },
            None => default,
        };
        self.values.insert(name, value.map(Value::Flag));
        value
    }

    /// One of the choices the spec declares, by its own message when it is not one.
    pub fn choice(&mut self, name: &'static str) -> &'static str {
        let Kind::Choice { choices, message } = self.spec(name).kind else {
            panic!("option {name} is not a choice")
        };
        self.read(name, |text| {
            choices
                .iter()
                .find(|c| **c == text)
                .copied()
                .ok_or_else(|| NotAChoice {
                    name,
                    text: text.to_string(),
                    choices,
                    message,
                })
        })
    }

    /// Refuse option `name`, already read, for `e`: a check of several options together
    /// (a word ladder's ends in its list), named by the option it is said of.
    pub fn refuse<E: Coded + Display>(&mut self, name: &'static str, e: E) {
        self.spec(name);
        self.errors.push(OptionError {
            name,
            message: e.message(),
        });
    }

    /// Refuse option `name`, already read, for `e` (as [`Reader::refuse`]), and take it back
    /// to its default: the set read, and so the link written from it, does not keep it.
    pub fn refuse_reset<E: Coded + Display>(&mut self, name: &'static str, e: E) {
        self.refuse(name, e);
        let value = match self.spec(name).default {
            DefaultValue::Text(default) => Some(Value::Text(default.to_string())),
            DefaultValue::Flag(flag) => flag.map(Value::Flag),
        };
        self.values.insert(name, value);
    }

    /// Set option `name`, already read, to `value`: the one value the other options allow
    /// (Korf's instance and his goal).
    pub fn set(&mut self, name: &'static str, value: &str) {
        self.spec(name);
        self.values
            .insert(name, Some(Value::Text(value.to_string())));
    }

    /// The set as read.
    pub fn finish<T>(self, options: T) -> Checked<T> {
        Checked {
            options,
            values: self.values,
            errors: self.errors,
        }
    }
}

/// A choice option's value that is not among its choices.
#[derive(Debug)]
pub struct NotAChoice {
    pub name: &'static str,
    pub text: String,
    pub choices: &'static [&'static str],
    /// Its catalogue code.
    pub message: &'static str,
}

crate::puzzles::message::display_as_message!(NotAChoice);

impl Coded for NotAChoice {
    fn message(&self) -> Message {
        Message::new(self.message)
            .text("value", self.text.clone())
            .list("choices", self.choices.iter().map(|c| c.to_string()))
    }
}

/// Nothing can be wrong (an option any text will do for).
impl Coded for std::convert::Infallible {
    fn message(&self) -> Message {
        match *self {}
    }
}

/// A board the page cannot draw: not a board, or a side past what is drawn.
#[derive(Debug)]
pub enum TooBigToDraw {
    Board(super::board::BoardError),
    Side(u32),
}

crate::puzzles::message::display_as_message!(TooBigToDraw);

impl Coded for TooBigToDraw {
    fn message(&self) -> Message {
        match self {
            TooBigToDraw::Board(e) => e.message(),
            TooBigToDraw::Side(max) => {
                Message::new("board.too_big_to_draw").count("max", u64::from(*max))
            }
        }
    }
}
