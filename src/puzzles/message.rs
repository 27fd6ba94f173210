//! Messages for a person, as a code and named parameters instead of a sentence: the page
//! renders them from its text catalogue in the reader's language, so no English is put
//! together here for the page, nor for the CLI, which words them from the same catalogue.
//! A coded error's `Display` (for a panic, a log, a thrown error's console line) is its
//! message's code and parameters, `sliding.count {count: 17, max: 5}` (see `display_as_message!`),
//! never a sentence of its own.

use serde::Serialize;

/// One parameter of a message: a number (formatted for the reader's locale by the page),
/// a piece of text taken as it is (a square name, a word), a message of its own, or a list
/// of parameters (an array, which the page joins with its language's list separator).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Param {
    Number(f64),
    Text(String),
    Message(Box<Message>),
    List(Vec<Param>),
}

impl From<Message> for Param {
    fn from(m: Message) -> Param {
        Param::Message(Box::new(m))
    }
}

impl From<f64> for Param {
    fn from(x: f64) -> Param {
        Param::Number(x)
    }
}

impl From<String> for Param {
    fn from(s: String) -> Param {
        Param::Text(s)
    }
}

/// A message code with its parameters, e.g. `board.out_of_range` with `rows` and `cols`.
/// The code names an entry of the page's catalogue (`www/text/*.js`); a test holds every
/// code used in `src/` to an entry there.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Message {
    pub code: &'static str,
    #[serde(serialize_with = "as_map")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Record<string, Param>"))]
    pub params: Vec<(&'static str, Param)>,
}

/// The parameters as a JavaScript object (`{rows: 3, cols: 4}`), in the order given.
fn as_map<S: serde::Serializer>(params: &[(&'static str, Param)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(params.iter().map(|(k, v)| (k, v)))
}

impl Message {
    /// A message with no parameters yet.
    pub fn new(code: &'static str) -> Message {
        Message {
            code,
            params: Vec::new(),
        }
    }

    /// Add a numeric parameter.
    pub fn num(mut self, name: &'static str, value: impl Into<f64>) -> Message {
        self.params.push((name, Param::Number(value.into())));
        self
    }

    /// Add a count (u64 and usize arrive here; exact below 2^53, which every count is).
    pub fn count(self, name: &'static str, value: u64) -> Message {
        self.num(name, value as f64)
    }

    /// Add a text parameter (puzzle data: a square name, a word, a board size).
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Message {
        self.params.push((name, Param::Text(value.into())));
        self
    }

    /// Add a message as a parameter, e.g. the reason inside "no tour: {reason}".
    pub fn sub(mut self, name: &'static str, value: Message) -> Message {
        self.params.push((name, Param::Message(Box::new(value))));
        self
    }

    /// Add a message as a parameter, or an empty text when there is none: for a clause the
    /// sentence says only sometimes ("; tied with c2, ...").
    pub fn sub_or_empty(self, name: &'static str, value: Option<Message>) -> Message {
        match value {
            Some(m) => self.sub(name, m),
            None => self.text(name, ""),
        }
    }

    /// Add a list parameter ("b3 3, d3 5" or "4, 9"): the items said one after another with
    /// the reader's list separator.
    pub fn list<P: Into<Param>>(
        mut self,
        name: &'static str,
        items: impl IntoIterator<Item = P>,
    ) -> Message {
        let items = items.into_iter().map(Into::into).collect();
        self.params.push((name, Param::List(items)));
        self
    }

    /// The parameter called `name`, if there is one (for tests and callers that read a
    /// message back).
    pub fn get(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// The parameters alone, serialised as one object.
    pub fn params_map(&self) -> Params<'_> {
        Params(&self.params)
    }
}

/// A message's parameters, serialised as one object.
pub struct Params<'a>(&'a [(&'static str, Param)]);

impl Serialize for Params<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        as_map(self.0, s)
    }
}

/// Something that can be said to a person as a [`Message`]: the puzzles' errors.
pub trait Coded {
    fn message(&self) -> Message;
}

/// The message as its code and parameters, in the order given: `sliding.count {count: 17,
/// max: 5}`, a text quoted, a message as its own code and parameters, a list in brackets. What a
/// log, a panic or the console shows of a coded error: the words are the catalogue's.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code)?;
        for (i, (name, value)) in self.params.iter().enumerate() {
            f.write_str(if i == 0 { " {" } else { ", " })?;
            write!(f, "{name}: {value}")?;
        }
        if !self.params.is_empty() {
            f.write_str("}")?;
        }
        Ok(())
    }
}

impl std::fmt::Display for Param {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Param::Number(x) => write!(f, "{x}"),
            Param::Text(s) => write!(f, "{s:?}"),
            Param::Message(m) => write!(f, "{m}"),
            Param::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// `Display` for coded types, each written as its [`Coded::message`] is (see the `Display`
/// of [`Message`]): the one rendering of every error that has a message, so none words a
/// sentence the catalogue already holds.
macro_rules! display_as_message {
    ($($t:ty),+ $(,)?) => {
        $(impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&$crate::puzzles::message::Coded::message(self), f)
            }
        })+
    };
}
pub(crate) use display_as_message;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_in_order() {
        let m = Message::new("board.malformed")
            .num("a", 3u32)
            .text("b", "c3");
        assert_eq!(m.code, "board.malformed");
        assert_eq!(
            m.params,
            [("a", Param::Number(3.0)), ("b", Param::Text("c3".into()))]
        );
    }

    #[test]
    fn displayed_as_its_code_and_parameters() {
        assert_eq!(Message::new("option.flag").to_string(), "option.flag");
        let m = Message::new("sliding.count")
            .count("count", 17)
            .text("tiles", "1 2")
            .sub("why", Message::new("sudoku.cell").num("row", 0.5))
            .list("digits", ["4".to_string(), "9".to_string()]);
        assert_eq!(
            m.to_string(),
            r#"sliding.count {count: 17, tiles: "1 2", why: sudoku.cell {row: 0.5}, digits: ["4", "9"]}"#
        );
    }

    #[test]
    #[cfg(feature = "cli")]
    fn a_list_is_an_array_of_its_items() {
        let m =
            Message::new("sudoku.why.back_all").list("digits", ["4".to_string(), "9".to_string()]);
        assert_eq!(
            serde_json::to_string(&m).unwrap(),
            r#"{"code":"sudoku.why.back_all","params":{"digits":["4","9"]}}"#
        );
        assert_eq!(
            m.get("digits"),
            Some(&Param::List(vec![
                "4".to_string().into(),
                "9".to_string().into()
            ]))
        );
    }
}
