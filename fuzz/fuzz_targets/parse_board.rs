//! Board sizes ("8x8"): no panic; what parses is in range and prints back the same.
#![no_main]
use libfuzzer_sys::fuzz_target;
use searchlight::puzzles::board::{Board, MAX_SIDE};

fuzz_target!(|text: &str| {
    if let Ok(b) = Board::parse(text) {
        assert!((1..=MAX_SIDE).contains(&b.rows()) && (1..=MAX_SIDE).contains(&b.cols()));
        assert_eq!(Board::parse(&b.to_string()), Ok(b));
    }
});
