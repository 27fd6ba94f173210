//! Challenges: the student builds an input with a view's own options (the same strings its
//! URL carries) and the view's own search says whether a goal is met ("an N whose first
//! solution tries more than 100,000 squares"), and why not. Each view lists its own in the
//! registry (`View::challenges`): each challenge's id, its goal's parameters with their defaults, and its check,
//! which runs the puzzle's search within a bound and answers with a [`Verdict`] whose
//! reason is a coded message (the page and the CLI say it from the catalogue, in the
//! reader's language). Nothing here knows about the browser; no rule is written twice.

pub(super) mod graphs;
pub(super) mod maze;
pub(super) mod puzzles;
pub(super) mod sokoban;
pub(super) mod tours;

use super::message::Message;
use super::options::{Given, OptionError, Value};
use super::views;

/// One parameter of a goal: a whole number with its default and range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "GoalParam"))]
pub struct Param {
    pub name: &'static str,
    pub default: u64,
    pub min: u64,
    pub max: u64,
}

impl Param {
    pub const fn new(name: &'static str, default: u64, min: u64, max: u64) -> Param {
        Param {
            name,
            default,
            min,
            max,
        }
    }
}

/// A goal's parameters as set: each declared one's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal(Vec<(&'static str, u64)>);

impl Goal {
    /// Parameter `name`'s value (declared, so always there).
    pub fn get(&self, name: &str) -> u64 {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
            .unwrap_or_else(|| panic!("goal parameter {name} is not declared"))
    }
}

/// Whether the goal is met, and what decides it: the counter or state the search found.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "ChallengeVerdict"))]
pub struct Verdict {
    pub met: bool,
    pub reason: Message,
}

impl Verdict {
    fn new(met: bool, reason: Message) -> Verdict {
        Verdict { met, reason }
    }
}

/// How a check answers: a verdict, or an input that is not one of the view's.
pub type Checked = Result<Verdict, OptionError>;

/// One challenge.
pub struct Challenge {
    /// Its name in the URL (`challenge=queens-squares`), the CLI and a lesson.
    pub id: &'static str,
    /// The goal as the catalogue says it (its parameters by name).
    pub goal: &'static str,
    pub params: &'static [Param],
    /// An input that meets the goal with its defaults (tests, `--list`).
    pub example: &'static str,
    /// An input that does not: the one the page starts from when the challenge is picked
    /// from its list (or opened by a link that gives none of the view's options), so no
    /// challenge reads "met" before the student changes something.
    pub counter: &'static str,
    check: fn(&Given, &Goal) -> Checked,
}

impl Challenge {
    /// The goal's parameters: the defaults, with those given in their place.
    pub fn goal_of(&self, given: &[(String, String)]) -> Result<Goal, GoalError> {
        if let Some(name) = named_twice(given.iter().map(|(n, _)| n.as_str())) {
            return Err(GoalError::Twice {
                name: name.to_string(),
            });
        }
        let mut goal: Vec<(&'static str, u64)> =
            self.params.iter().map(|p| (p.name, p.default)).collect();
        for (name, text) in given {
            let Some(p) = self.params.iter().find(|p| p.name == name.trim()) else {
                return Err(GoalError::Unknown {
                    id: self.id,
                    name: name.clone(),
                    names: self.params.iter().map(|p| p.name).collect(),
                });
            };
            let value = text
                .trim()
                .parse::<u64>()
                .ok()
                .filter(|v| (p.min..=p.max).contains(v))
                .ok_or_else(|| GoalError::Range {
                    name: p.name,
                    text: text.clone(),
                    min: p.min,
                    max: p.max,
                })?;
            if let Some(slot) = goal.iter_mut().find(|(n, _)| *n == p.name) {
                slot.1 = value;
            }
        }
        Ok(Goal(goal))
    }

    /// The goal as a coded message, its parameters filled in.
    pub fn goal_message(&self, goal: &Goal) -> Message {
        goal.0
            .iter()
            .fold(Message::new(self.goal), |m, (name, v)| m.count(name, *v))
    }

    /// The route of the view whose options are its input: the registry's view that lists it
    /// (ids are unique across views).
    pub fn route(&self) -> &'static str {
        views::VIEWS
            .iter()
            .find(|v| v.challenges.iter().any(|c| c.id == self.id))
            .map_or("", |v| v.route)
    }

    /// Check `input` (the view's options as a URL's query: `n=16&variant=check`) against
    /// the goal.
    pub fn check(&self, input: &str, goal: &Goal) -> Checked {
        (self.check)(&given(self.route(), input), goal)
    }

    /// Check a set of the view's options already read into values.
    pub fn check_given(&self, given: &Given, goal: &Goal) -> Checked {
        (self.check)(given, goal)
    }
}

/// A goal parameter that is not the challenge's, or out of its range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoalError {
    Unknown {
        id: &'static str,
        name: String,
        names: Vec<&'static str>,
    },
    Range {
        name: &'static str,
        text: String,
        min: u64,
        max: u64,
    },
    /// A parameter named twice: which value was meant is not guessed.
    Twice { name: String },
}

crate::puzzles::message::display_as_message!(GoalError);

impl super::message::Coded for GoalError {
    fn message(&self) -> Message {
        match self {
            GoalError::Unknown { name, names, .. } => Message::new("challenge.param.unknown")
                .text("name", name.clone())
                .list("names", names.iter().map(|n| n.to_string())),
            GoalError::Range {
                name,
                text,
                min,
                max,
            } => Message::new("challenge.param.range")
                .text("name", *name)
                .text("value", text.clone())
                .count("min", *min)
                .count("max", *max),
            GoalError::Twice { name } => {
                Message::new("challenge.param.twice").text("name", name.clone())
            }
        }
    }
}

/// An unknown challenge's id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownChallenge(pub String);

crate::puzzles::message::display_as_message!(UnknownChallenge);

impl super::message::Coded for UnknownChallenge {
    fn message(&self) -> Message {
        Message::new("challenge.unknown")
            .text("id", self.0.clone())
            .list("ids", all().map(|c| c.id.to_string()))
    }
}

/// A goal's parameters as a lesson line or a link writes them: `squares=20000&ratio=5`
/// (`&` or spaces between), each `name=value` (checked by [`Challenge::goal_of`]).
pub fn goal_pairs(text: &str) -> Vec<(String, String)> {
    text.split(|c: char| c == '&' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (a, b) = p.split_once('=').unwrap_or((p, ""));
            (a.to_string(), b.to_string())
        })
        .collect()
}

/// The first goal parameter named a second time among `names` (blanks around a name do not
/// count): the one rule for a lesson's `@challenge` line, a link's goal= and the CLI's
/// `--goal`, which all refuse it rather than guess which value was meant.
pub fn named_twice<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let mut seen: Vec<&str> = Vec::new();
    for name in names {
        let name = name.trim();
        if seen.contains(&name) {
            return Some(name);
        }
        seen.push(name);
    }
    None
}

/// The view a whole link names (`#/queens?n=16`, or an address ending so: `queens`), if
/// `input` is one; a bare query (`n=16`) names none.
pub fn link_route(input: &str) -> Option<&str> {
    let (_, after) = input.split_once("#/")?;
    Some(after.split(['?', '&', '#', '/']).next().unwrap_or(""))
}

/// Every challenge, grouped by view in the registry's order (each view lists its own).
pub fn all() -> impl Iterator<Item = &'static Challenge> {
    views::VIEWS.iter().flat_map(|v| v.challenges.iter())
}

/// The challenge called `id`.
pub fn challenge(id: &str) -> Result<&'static Challenge, UnknownChallenge> {
    all()
        .find(|c| c.id == id.trim())
        .ok_or_else(|| UnknownChallenge(id.to_string()))
}

/// The challenges of view `route`, in the registry's order.
pub fn of_view(route: &str) -> impl Iterator<Item = &'static Challenge> {
    views::view(route).map_or(&[][..], |v| v.challenges).iter()
}

/// A view's options from a query string as its URL carries them (`n=16&variant=check`; a
/// whole link, `#/queens?n=16`, is read from its `?`): `+` is a space and `%XX` a byte, as
/// a browser's `URLSearchParams` reads them. Names the view does not declare (`step`,
/// `lang`, `challenge`) are left out; a name given twice keeps its first value, as the page
/// does (`URLSearchParams.get`), so a link gets one verdict from both.
pub fn given(route: &str, input: &str) -> Given {
    let specs = views::view(route).map_or(&[][..], |v| v.options);
    let query = input.split_once('?').map_or(input, |(_, q)| q);
    let query = query.split_once('#').map_or(query, |(q, _)| q);
    let mut given = Given::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let name = decode(name);
        if specs.iter().any(|s| s.name == name) && !given.contains_key(&name) {
            given.insert(name, Some(Value::Text(decode(value))));
        }
    }
    given
}

/// `application/x-www-form-urlencoded` decoding: `+` a space, `%XX` a byte; a `%` not
/// followed by two hex digits stays as it is; bytes that are not UTF-8 become U+FFFD.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let hex = |c: u8| (c as char).to_digit(16);
        match b {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 2;
                }
                _ => out.push(b),
            },
            _ => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The message when a bound stopped a search before it could tell.
fn bounded(what: &'static str, nodes: u64) -> Verdict {
    Verdict::new(
        false,
        Message::new("challenge.bound")
            .sub("search", Message::new(what))
            .count("nodes", nodes),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_a_query_as_a_browser_does() {
        assert_eq!(decode("a+b%2Cc%zz%4"), "a b,c%zz%4");
        let g = given("queens", "#/queens?n=16&step=4&variant=check");
        assert_eq!(g.len(), 2);
        assert_eq!(g["n"], Some(Value::Text("16".into())));
    }
}
