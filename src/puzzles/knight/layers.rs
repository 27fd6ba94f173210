//! Breadth-first search in layers on the knight graph: from a clicked square, every square
//! gets its distance in knight's moves, and a second square's shortest path is traced back
//! through predecessors.

use crate::engine::{bfs, Bfs, BfsEvent, BfsView, Colour, Graph};
use crate::puzzles::board::{Board, Square};
use crate::puzzles::knight::neighbours;
use crate::puzzles::message::Message;

/// The knight graph of a board, for the BFS engine: vertices are squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnightGraph(pub Board);

impl Graph for KnightGraph {
    fn vertex_count(&self) -> usize {
        self.0.len() as usize
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend(neighbours(self.0, v));
    }
}

/// A BFS over the knight graph from `source`, to the end.
pub fn search(board: Board, source: Square) -> Bfs<KnightGraph> {
    Bfs::new(KnightGraph(board), source, None)
}

/// The knight distance from `source` to every square ([`bfs::NONE`] where unreachable).
pub fn distances(board: Board, source: Square) -> Vec<u32> {
    bfs::distances(&KnightGraph(board), source)
}

/// The status line after the events shown, as a message for the page.
pub fn status(board: Board, source: Square, view: &BfsView, last: Option<&BfsEvent>) -> Message {
    let name = |s: u32| board.name(s);
    match last {
        None => Message::new("bfs.start")
            .text("source", name(source))
            .text("board", board.to_string()),
        Some(BfsEvent::Dequeue(u)) => Message::new("bfs.dequeue")
            .text("square", name(*u))
            .num("distance", view.reached().distances()[*u as usize]),
        Some(BfsEvent::Discover {
            vertex,
            from,
            distance,
            ..
        })
        | Some(BfsEvent::Found {
            vertex,
            from,
            distance,
            ..
        }) => Message::new("bfs.discover")
            .text("square", name(*vertex))
            .text("from", name(*from))
            .num("distance", *distance)
            .count("queue", view.reached().queue().len() as u64),
        Some(BfsEvent::Finish { vertex: u, .. }) => {
            Message::new("bfs.finish").text("square", name(*u))
        }
        Some(BfsEvent::Exhausted) => {
            let far = view
                .reached()
                .distances()
                .iter()
                .filter(|&&d| d != bfs::NONE)
                .max()
                .copied()
                .unwrap_or(0);
            let reached = view.discovered();
            let unreached = board.len() as u64 - reached;
            let done = if unreached > 0 {
                Message::new("bfs.done_unreached")
            } else {
                Message::new("bfs.done")
            };
            done.count("reached", reached)
                .text("source", name(source))
                .num("layers", far + 1)
                .num("far", far)
                .count("unreached", unreached)
        }
    }
}

/// The colour of a square as a letter for the page: w(hite), g(ray), b(lack).
pub fn colour_code(c: Colour) -> u8 {
    match c {
        Colour::White => 0,
        Colour::Gray => 1,
        Colour::Black => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_to_h8_is_six_moves() {
        let board = Board::new(8, 8).unwrap();
        let d = distances(board, 0);
        assert_eq!(d[63], 6);
        let mut s = search(board, 0);
        s.run_to_end();
        let path = s.path_to(63).unwrap();
        assert_eq!(path.len(), 7);
        assert_eq!(path[0], 0);
    }
}
