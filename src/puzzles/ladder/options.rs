//! The word ladder's options, declared once (see [`crate::puzzles::options`]): the list,
//! a pasted list's words, and the two ends.

use super::{LadderError, ListName, WordList};
use crate::puzzles::options::{Checked, Given, Kind, Reader, Spec};

/// The list ("custom": the pasted `words`), and the start and goal words.
pub const OPTIONS: &[Spec] = &[
    Spec::choice(
        "list",
        &["four", "sgb", "custom"],
        "four",
        "ladder.param.list",
    ),
    Spec::text("words", Kind::Text, ""),
    Spec::text("from", Kind::Text, "fool"),
    Spec::text("to", Kind::Text, "sage"),
];

/// The ladder's options read: the list built, and the two ends as typed.
#[derive(Clone, Debug)]
pub struct LadderOptions {
    /// The list, or why it cannot be built (said of `words`, or of `list`).
    pub list: Result<WordList, LadderError>,
    pub from: String,
    pub to: String,
}

/// Read a ladder's options. The four are checked together: a pasted list that is not one
/// is said of `words`; an end that is not a word of the list, of that end; two ends that
/// cannot be joined, of `to`. A set that cannot be searched falls back whole (the page
/// shows FOOL to SAGE, the CLI refuses it): the values are kept as read.
pub fn read(given: &Given) -> Checked<LadderOptions> {
    read_with(given, |words| WordList::parse(ListName::Pasted, words))
}

/// [`read`], the list `list=custom` names made by `custom` from the `words` text (the
/// page's pasted words; the CLI reads a file instead, named by its path, its lines counted
/// as they are in the file).
pub fn read_with(
    given: &Given,
    custom: impl FnOnce(&str) -> Result<WordList, LadderError>,
) -> Checked<LadderOptions> {
    let mut r = Reader::new(OPTIONS, given);
    let name = r.choice("list");
    let text = |t: &str| Ok::<_, std::convert::Infallible>(t.to_string());
    let words = r.read("words", text);
    let from = r.read("from", text);
    let to = r.read("to", text);
    let list = if name == "custom" {
        custom(&words)
    } else {
        WordList::builtin(name)
    };
    let bad = match &list {
        Err(e) => Some(("words", e.clone())),
        Ok(l) => match (l.endpoints(&from, &from), l.endpoints(&from, &to)) {
            (Err(e), _) => Some(("from", e)),
            (_, Err(e)) => Some(("to", e)),
            _ => None,
        },
    };
    if let Some((name, e)) = bad {
        r.refuse(name, e);
    }
    r.finish(LadderOptions { list, from, to })
}
