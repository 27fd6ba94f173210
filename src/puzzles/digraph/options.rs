//! The depth-first search view's one option, declared once (see
//! [`crate::puzzles::options`]): the edge list.

use super::{Digraph, EXAMPLE};
use crate::puzzles::options::{Checked, Given, Kind, Reader, Spec};

/// The edge list, one `from to` a line (the example the view opens on by default).
pub const OPTIONS: &[Spec] = &[Spec::text("edges", Kind::Text, EXAMPLE)];

/// Read the edge list into its graph.
pub fn read(given: &Given) -> Checked<Digraph> {
    let mut r = Reader::new(OPTIONS, given);
    let graph = r.read("edges", Digraph::parse);
    r.finish(graph)
}
