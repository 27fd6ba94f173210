//! Sudoku text (a line or a grid): no panic; a puzzle read is a whole grid of a known size
//! and reads back the same from its one-line form.
#![no_main]
use libfuzzer_sys::fuzz_target;
use searchlight::puzzles::sudoku::Puzzle;

fuzz_target!(|text: &str| {
    if let Ok(p) = Puzzle::parse_unchecked(text) {
        assert_eq!(p.cells.len(), p.shape.cells());
    }
    if let Ok(p) = Puzzle::parse(text) {
        assert_eq!(Puzzle::parse(&p.to_line()), Ok(p));
    }
});
