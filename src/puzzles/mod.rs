//! The puzzles, one module each: the model, its search problem, an independent verifier,
//! and the view model the page steps through. Nothing here knows about the browser.

pub mod best_first;
pub mod bfs;
pub mod board;
pub mod challenge;
pub mod code;
pub mod digraph;
pub mod forest;
pub mod knight;
pub mod ladder;
pub mod maze;
pub mod message;
pub mod options;
pub mod practice;
pub mod predict;
pub mod queens;
pub mod rule;
pub mod sliding;
pub mod sokoban;
pub mod sudoku;
pub mod table;
pub mod views;

/// A count with thousands separators, as people read them: 1,829,420.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A count and its noun in English, the noun by the plural rule: "1 node", "0 nodes",
/// "12 nodes".
pub fn counted<T: PartialEq + From<u8> + std::fmt::Display>(
    n: T,
    one: &str,
    other: &str,
) -> String {
    let noun = if n == T::from(1) { one } else { other };
    format!("{n} {noun}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn counted_nouns() {
        assert_eq!(super::counted(1u64, "node", "nodes"), "1 node");
        assert_eq!(super::counted(0usize, "node", "nodes"), "0 nodes");
        assert_eq!(super::counted(12u32, "vertex", "vertices"), "12 vertices");
    }

    #[test]
    fn grouped_counts() {
        assert_eq!(super::grouped(0), "0");
        assert_eq!(super::grouped(999), "999");
        assert_eq!(super::grouped(1000), "1,000");
        assert_eq!(super::grouped(1_829_420), "1,829,420");
    }
}
