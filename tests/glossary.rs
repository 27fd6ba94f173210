//! The "Your turn" answer parsers against the glossary (docs/glossary.json): every word the
//! glossary lists as accepted for an answer, in English and Chinese, is read as that answer
//! by the parser that reads it. tests/glossary.test.mjs checks, on the other side, that every
//! answer word the page shows (the catalogue's edge classes and "back up" button, the words
//! its questions quote) is among those the glossary lists; so a student who types what the
//! page says is understood.
#![cfg(not(target_arch = "wasm32"))]

use searchlight::puzzles::bfs::predict as bfs;
use searchlight::puzzles::board::Board;
use searchlight::puzzles::forest::predict as forest;
use searchlight::puzzles::knight::{self, Strategy, TourSpec};
use searchlight::puzzles::maze::{self, Maze};
use searchlight::puzzles::message::Message;
use searchlight::puzzles::predict::{self, Question};
use searchlight::puzzles::queens;
use searchlight::puzzles::sliding;
use searchlight::puzzles::sudoku::{self, Shape};
use serde_json::Value;

fn glossary() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/glossary.json");
    let text = std::fs::read_to_string(path).expect("docs/glossary.json");
    serde_json::from_str(&text).expect("docs/glossary.json is JSON")
}

/// What `parser` (the glossary's name for it) reads `word` as, or why not.
fn read(parser: &str, word: &str) -> Vec<Result<String, String>> {
    let why = |m: Message| m.code.to_string();
    match parser {
        "edge_class" => {
            let q = Question::new(
                Message::new("predict.dfs.ask_edge"),
                "tree",
                vec!["tree".into()],
                "predict.hint.dfs.edge",
                Message::new("why"),
            );
            vec![forest::read(&q, word, &|_| None, &|v| v.to_string()).map_err(why)]
        }
        "back" => {
            // Every question that offers "back": the knight's, the queens', the sudoku's, the
            // sliding puzzle's depth-first family's.
            let board = Board::new(5, 5).unwrap();
            let spec = TourSpec::new(
                board,
                board.parse_square("a1").unwrap(),
                Strategy::Dfs,
                false,
            );
            let shape = Shape::for_cells(81).unwrap();
            vec![
                Ok(if predict::is_back(word) {
                    "back"
                } else {
                    "not back"
                }
                .to_string()),
                knight::predict::read(spec, word).map_err(why),
                queens::predict::read(8, word).map_err(why),
                sudoku::predict::read(shape, word).map_err(why),
                sliding::predict_deep::read_tile(
                    &sliding::Sliding::new(
                        &sliding::Tiles::solved(3),
                        sliding::Heuristic::Manhattan,
                    ),
                    word,
                )
                .map_err(why),
            ]
        }
        "none" => {
            let names = bfs::Names {
                name: &|v| v.to_string(),
                read: &|_| None,
                unreadable: "predict.unreadable.word",
                family: bfs::Family::Words,
            };
            vec![bfs::read(&names, word).map_err(why)]
        }
        "maze" => vec![maze::predict::read(&Maze::generate(4, 4, 1, 0), word).map_err(why)],
        other => panic!("the glossary names a parser this test does not know: {other}"),
    }
}

#[test]
fn every_answer_word_in_the_glossary_is_read_by_its_parser() {
    let g = glossary();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for term in g["terms"].as_array().unwrap() {
        let Some(answer) = term.get("answer") else {
            continue;
        };
        let parser = answer["parser"].as_str().unwrap();
        let canonical = answer["canonical"].as_str().unwrap();
        for lang in ["en", "zh"] {
            let words = answer["accepts"][lang].as_array().unwrap();
            // The term itself, as the page says it, is among them.
            let own = term[lang].as_str().unwrap().to_lowercase();
            assert!(
                words.iter().any(|w| w.as_str() == Some(own.as_str())),
                "{}: its {lang} term '{own}' is not among its accepted words",
                term["id"]
            );
            for w in words {
                let w = w.as_str().unwrap();
                // As typed: with spaces around it, and in capitals where the language has them.
                for typed in [w.to_string(), format!(" {} ", w.to_uppercase())] {
                    for got in read(parser, &typed) {
                        checked += 1;
                        if got.as_deref() != Ok(canonical) {
                            wrong.push(format!("{}: '{typed}' read as {got:?}", term["id"]));
                        }
                    }
                }
            }
        }
    }
    assert!(
        checked > 100,
        "only {checked} words checked: is the glossary still read?"
    );
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_page_s_cross_edge_is_a_cross_edge() {
    // The counter, legend and narration say 横向边; the parser took only 横跨 and 横叉.
    for w in ["横向边", "横向", "横跨边", "cross edge", "c"] {
        assert_eq!(read("edge_class", w), vec![Ok("cross".to_string())], "{w}");
    }
}
