//! Sokoban level texts: no panic; every level read has as many boxes as goals, within the
//! bounds, and its text written back reads to the same level; every fault with a line names
//! a line of the text, and with a column a place in that line or one past its end.
#![no_main]
use libfuzzer_sys::fuzz_target;
use searchlight::puzzles::message::{Coded, Param};
use searchlight::puzzles::sokoban::{parse_levels, Level, MAX_FLOOR, MAX_SIDE};

fuzz_target!(|text: &str| {
    match parse_levels(text) {
        Ok(levels) => {
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
        Err(e) => {
            let m = e.message();
            let number = |name: &str| match m.get(name) {
                Some(Param::Number(x)) => Some(*x as usize),
                _ => None,
            };
            let lines: Vec<&str> = text.split(['\n', '|']).collect();
            if let Some(line) = number("line") {
                assert!((1..=lines.len()).contains(&line));
                if let Some(column) = number("column") {
                    let len = lines[line - 1].trim_end_matches('\r').chars().count();
                    assert!((1..=len + 1).contains(&column));
                }
            }
        }
    }
});
