//! The puzzles, one module each: the model, its search problem, an independent verifier,
//! and the view model the page steps through. Nothing here knows about the browser.

pub mod board;
pub mod knight;
