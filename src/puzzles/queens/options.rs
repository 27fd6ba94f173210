//! The queens' options, declared once (see [`crate::puzzles::options`]).

use super::*;
use crate::puzzles::options::{Checked, Given, Reader, Spec};

/// N, the variant, and what the page shows: the first solution, all of them, or a count.
pub const OPTIONS: &[Spec] = &[
    Spec::number("n", 1, MAX_DRAWN as u64, "8"),
    Spec::choice(
        "variant",
        &["mark", "check"],
        "mark",
        "queens.unknown_variant",
    ),
    Spec::choice(
        "mode",
        &["first", "all", "count"],
        "all",
        "queens.unknown_mode",
    ),
];

/// The queens' options read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueensOptions {
    pub n: u32,
    pub variant: Variant,
    /// "first", "all" or "count".
    pub mode: &'static str,
}

impl QueensOptions {
    /// Whether the search goes on past the first solution.
    pub fn all(&self) -> bool {
        self.mode != "first"
    }
}

/// Read a set of the queens' options, N on the board the page draws.
pub fn read(given: &Given) -> Checked<QueensOptions> {
    read_on(given, |_| (MAX_DRAWN, "the board"))
}

/// Read a set with N from 1 to the bound `max` gives for the mode (`first`, `all` or
/// `count`), and what that bound is of ([`parse_n`]'s `what`): the CLI's, where one
/// solution goes to N = [`MAX_ONE`] by construction, past the board the page draws.
pub fn read_on(given: &Given, max: impl Fn(&str) -> (u32, &'static str)) -> Checked<QueensOptions> {
    // N's bound is the mode's, so the mode is looked at first (a bad one is the reader's
    // below to say, N then bounded as for the default).
    let (max, what) = max(Reader::new(OPTIONS, given).choice("mode"));
    let mut r = Reader::new(OPTIONS, given);
    let n = r.read("n", |t| parse_n(t, max, what));
    let variant = r.read("variant", Variant::parse);
    let mode = r.choice("mode");
    r.finish(QueensOptions { n, variant, mode })
}
