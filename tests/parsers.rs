//! Every parser over arbitrary strings (proptest): no panic, every failure a typed error
//! with a message code and an English sentence, and what parses reads back the same. The
//! cargo-fuzz targets in `fuzz/` drive the same parsers with coverage guidance.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use searchlight::puzzles::board::Board;
use searchlight::puzzles::digraph::{Digraph, MAX_EDGE_LIST_BYTES, MAX_VERTICES};
use searchlight::puzzles::ladder::{WordList, MAX_LIST_WORDS, MAX_WORD_LETTERS};
use searchlight::puzzles::message::Coded;
use searchlight::puzzles::sokoban::{parse_levels, Level, MAX_FLOOR, MAX_SIDE};
use searchlight::puzzles::sudoku::{Puzzle, MAX_CELLS};

/// A failure is said both ways: a code for the page and a sentence for the CLI.
fn said<E: Coded + std::fmt::Display>(e: &E) {
    let m = e.message();
    assert!(m.code.contains('.'), "{}", m.code);
    assert!(!e.to_string().is_empty());
}

/// Arbitrary text, and text made of the characters each format uses (so parses succeed
/// often enough to check what they give).
fn text(alphabet: &'static str) -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        proptest::string::string_regex(alphabet).unwrap()
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn board_sizes(s in text("[0-9xX× ]{0,24}")) {
        match Board::parse(&s) {
            Ok(b) => {
                prop_assert!((1..=1000).contains(&b.rows()) && (1..=1000).contains(&b.cols()));
                prop_assert_eq!(Board::parse(&b.to_string()), Ok(b));
            }
            Err(e) => {
                said(&e);
                // An error echoes at most a bounded piece of a long side.
                if s.len() > 100 && s.trim().split(['x', 'X', '×']).all(|p| p.trim().bytes().all(|c| c.is_ascii_digit())) {
                    prop_assert!(e.to_string().len() < 200);
                }
            }
        }
    }

    #[test]
    fn squares(s in text("[a-zA-Z]{0,4}[0-9]{0,5}"), rows in 1u32..=1000, cols in 1u32..=1000) {
        let board = Board::new(rows, cols).unwrap();
        match board.parse_square(&s) {
            Ok(sq) => {
                prop_assert!(sq < board.len());
                prop_assert_eq!(board.parse_square(&board.name(sq)), Ok(sq));
            }
            Err(e) => said(&e),
        }
    }

    #[test]
    fn sudoku_text(s in text("[.0-9a-gA-G|+\\- \n]{0,300}")) {
        match Puzzle::parse(&s) {
            Ok(p) => {
                prop_assert!(p.cells.len() <= MAX_CELLS);
                prop_assert_eq!(Puzzle::parse(&p.to_line()), Ok(p));
            }
            Err(e) => said(&e),
        }
        match Puzzle::parse_unchecked(&s) {
            Ok(p) => prop_assert_eq!(p.cells.len(), p.shape.cells()),
            Err(e) => said(&e),
        }
    }

    #[test]
    fn edge_lists(s in text("([a-z0-9_]{1,3}( [a-z0-9_]{1,3})?( #.*)?\n){0,30}")) {
        match Digraph::parse(&s) {
            Ok(g) => {
                prop_assert!((1..=MAX_VERTICES).contains(&g.len()));
                prop_assert!(s.len() <= MAX_EDGE_LIST_BYTES);
                let again = Digraph::parse(&g.to_edge_list()).unwrap();
                prop_assert_eq!(again.names(), g.names());
                prop_assert_eq!(again.edges(), g.edges());
            }
            Err(e) => said(&e),
        }
    }

    #[test]
    fn sokoban_levels(s in text("(;[a-z ]{0,8}\n)?([#@+$*. _|-]{0,10}\n){0,9}")) {
        match parse_levels(&s) {
            Ok(levels) => {
                for l in levels {
                    prop_assert!(l.rows() <= MAX_SIDE && l.cols() <= MAX_SIDE && l.len() <= MAX_FLOOR);
                    prop_assert_eq!(l.boxes().len(), l.goals().len());
                    let again = Level::parse(&l.text()).unwrap();
                    prop_assert_eq!((again.boxes(), again.goals(), again.player()), (l.boxes(), l.goals(), l.player()));
                }
            }
            Err(e) => said(&e),
        }
    }

    #[test]
    fn word_lists(s in text("([a-zA-Z]{1,6}[ ,\n]){0,40}(#.*\n)?")) {
        match WordList::parse("pasted", &s) {
            Ok(list) => {
                prop_assert!(list.len() <= MAX_LIST_WORDS);
                for i in 0..list.len() as u32 {
                    let w = list.word(i);
                    prop_assert!(w.len() <= MAX_WORD_LETTERS);
                    prop_assert_eq!(list.lookup(w), Some(i));
                    // Every neighbour is one letter away, both ways.
                    for &j in list.adjacent(i) {
                        let (a, b) = (w.as_bytes(), list.word(j).as_bytes());
                        prop_assert_eq!(a.len(), b.len());
                        prop_assert_eq!(a.iter().zip(b).filter(|(x, y)| x != y).count(), 1);
                        prop_assert!(list.adjacent(j).contains(&i));
                    }
                }
            }
            Err(e) => said(&e),
        }
    }
}

#[test]
fn the_word_graph_is_every_pair_one_letter_apart() {
    // Against the pairwise definition, on a list with words of mixed lengths.
    let text = "cat cot cog dog dot hot hat heat beat bat bit cats coat goat";
    let list = WordList::parse("pasted", text).unwrap();
    let mut pairs = 0;
    for i in 0..list.len() as u32 {
        for j in 0..list.len() as u32 {
            let (a, b) = (list.word(i).as_bytes(), list.word(j).as_bytes());
            let one = a.len() == b.len() && a.iter().zip(b).filter(|(x, y)| x != y).count() == 1;
            assert_eq!(
                list.adjacent(i).contains(&j),
                one,
                "{} {}",
                list.word(i),
                list.word(j)
            );
            pairs += usize::from(one);
        }
    }
    assert_eq!(list.edge_count() * 2, pairs);
    assert_eq!(list.edge_count(), 14);
}

#[test]
fn list_bounds_are_checked_before_the_graph_is_built() {
    use searchlight::puzzles::ladder::{LadderError, MAX_LIST_BYTES};
    let long = "a".repeat(40_000);
    assert_eq!(
        WordList::parse("pasted", &format!("{long}\n{}", "b".repeat(40_000))).unwrap_err(),
        LadderError::WordTooLong {
            line: 1,
            start: "aaaaaaaaaaaa".into(),
            letters: 40_000
        }
    );
    let huge = " ".repeat(MAX_LIST_BYTES + 1);
    assert_eq!(
        WordList::parse("pasted", &huge).unwrap_err(),
        LadderError::ListTooLong {
            bytes: MAX_LIST_BYTES + 1
        }
    );
    // One word more than the bound: distinct five-letter words counted in base 26.
    let words: Vec<String> = (0..=MAX_LIST_WORDS)
        .map(|mut k| {
            (0..5)
                .map(|_| {
                    let c = (b'a' + (k % 26) as u8) as char;
                    k /= 26;
                    c
                })
                .collect()
        })
        .collect();
    assert_eq!(
        WordList::parse("pasted", &words.join(" ")).unwrap_err(),
        LadderError::TooManyWords
    );
    let just = WordList::parse("pasted", &words[..MAX_LIST_WORDS].join(" ")).unwrap();
    assert_eq!(just.len(), MAX_LIST_WORDS);
}
