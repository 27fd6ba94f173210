//! Breadth-first search as the puzzles present it, shared by the knight graph's layers and
//! word ladders: its listing ([`code`]), "Your turn" on it ([`predict`]) and its trace
//! table ([`table`]).

pub mod code;
pub mod predict;
pub mod table;
