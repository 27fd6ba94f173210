//! "The code" for the page: `Search::code` of every model whose puzzle says where its
//! listing stands (`Page::code`, over the puzzle's `code` module). Nothing is decided here.

use crate::engine::{Stepper, Trace};

/// The last event shown and the one before it: what a step's lines depend on.
pub(crate) fn last_two<S: Stepper, V>(trace: &Trace<S, V>) -> (Option<&S::Event>, Option<&S::Event>)
where
    V: crate::engine::Replay<S::Event>,
{
    let shown = trace.shown();
    (shown.last(), shown.len().checked_sub(2).map(|i| &shown[i]))
}
