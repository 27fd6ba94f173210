//! Searchlight: watch blind and heuristic search solve classic puzzles one step at a time.
//!
//! Layers, each using only the ones below it: [`engine`] (search written once),
//! [`puzzles`] (one module per puzzle), [`export`] (files made of what the page draws,
//! knowing no puzzle), [`lesson`] (the lesson format, read alike by the page and the CLI), and, in the browser build, `web` (the
//! wasm-bindgen facade the page talks to).

pub mod engine;
pub mod export;
pub mod lesson;
pub mod puzzles;

#[cfg(target_arch = "wasm32")]
pub mod web;
