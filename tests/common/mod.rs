//! Helpers shared by integration tests.
#![allow(dead_code)]
pub mod flow;
pub mod knight;
pub mod sudoku;
