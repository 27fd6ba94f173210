//! Depth-first search with discovery and finish times as the puzzles present it (the
//! directed graph's view): "Your turn" on it ([`predict`]) and its trace table ([`table`]).

pub mod predict;
pub mod table;
