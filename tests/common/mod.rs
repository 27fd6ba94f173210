//! Helpers shared by integration tests.
#![allow(dead_code)]
pub mod flow;
pub mod sudoku;
