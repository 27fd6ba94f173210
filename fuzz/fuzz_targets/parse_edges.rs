//! Edge lists for the DFS view: no panic; a graph read has 1 to MAX_VERTICES vertices and
//! its canonical edge list reads back to the same graph.
#![no_main]
use libfuzzer_sys::fuzz_target;
use searchlight::puzzles::digraph::{Digraph, MAX_VERTICES};

fuzz_target!(|text: &str| {
    if let Ok(g) = Digraph::parse(text) {
        assert!((1..=MAX_VERTICES).contains(&g.len()));
        let again = Digraph::parse(&g.to_edge_list()).unwrap();
        assert_eq!(again.names(), g.names());
        assert_eq!(again.edges(), g.edges());
    }
});
