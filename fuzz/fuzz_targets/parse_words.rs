//! Word lists for ladders: no panic; within the bounds, every word found by lookup, every
//! neighbour one letter away and joined both ways; a ladder request on the first and last
//! words ends (found or a typed error).
#![no_main]
use libfuzzer_sys::fuzz_target;
use searchlight::puzzles::ladder::{self, WordList, MAX_WORD_LETTERS};

fuzz_target!(|text: &str| {
    let Ok(list) = WordList::parse("fuzzed", text) else { return };
    for i in 0..list.len() as u32 {
        let w = list.word(i);
        assert!(w.len() <= MAX_WORD_LETTERS);
        assert_eq!(list.lookup(w), Some(i));
        for &j in list.adjacent(i) {
            let (a, b) = (w.as_bytes(), list.word(j).as_bytes());
            assert!(a.len() == b.len() && a.iter().zip(b).filter(|(x, y)| x != y).count() == 1);
            assert!(list.adjacent(j).contains(&i));
        }
    }
    let (first, last) = (list.word(0), list.word(list.len() as u32 - 1));
    if let Ok(l) = ladder::solve(&list, first, last, 10) {
        assert!(l.count >= 1 && !l.all.is_empty());
        ladder::verify(&list, &l.words).unwrap();
    }
});
