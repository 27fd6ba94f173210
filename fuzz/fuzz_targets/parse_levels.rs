//! Sokoban level texts: no panic; every level read has as many boxes as goals, within the
//! bounds, and its text written back reads to the same level.
#![no_main]
use libfuzzer_sys::fuzz_target;
use searchlight::puzzles::sokoban::{parse_levels, Level, MAX_FLOOR, MAX_SIDE};

fuzz_target!(|text: &str| {
    if let Ok(levels) = parse_levels(text) {
        for l in levels {
            assert!(l.rows() <= MAX_SIDE && l.cols() <= MAX_SIDE && l.len() <= MAX_FLOOR);
            assert_eq!(l.boxes().len(), l.goals().len());
            let again = Level::parse(&l.text()).unwrap();
            assert_eq!(
                (again.boxes(), again.goals(), again.player()),
                (l.boxes(), l.goals(), l.player())
            );
        }
    }
});
