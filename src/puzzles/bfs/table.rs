//! BFS's table, for the knight's layers and the word ladder: each vertex reached, its
//! distance, its predecessor and the step it was discovered at, in the order found.

use crate::engine::{Bfs, BfsEvent, Graph};
use crate::puzzles::board::Board;
use crate::puzzles::knight::layers;
use crate::puzzles::ladder::WordList;
use crate::puzzles::table::{replay, unless, Cell, Nothing, Table};

/// The rows of a BFS run from `source`: the source first, then each vertex as discovered;
/// with `unreached`, every vertex never discovered after them (no distance, no step). The
/// table is found when the run ended; the ladder's says whether it reached its goal.
fn rows<G: Graph>(
    mut search: Bfs<G>,
    source: u32,
    vertices: usize,
    limit: u64,
    vertex: &str,
    name: &dyn Fn(u32) -> String,
    unreached: bool,
) -> (Table, bool) {
    let mut t = Table::new(&[vertex, "distance", "predecessor", "discovered"]);
    t.push(
        0,
        vec![name(source).into(), 0u32.into(), Cell::Empty, 0u32.into()],
    );
    let mut seen = vec![false; vertices];
    seen[source as usize] = true;
    let mut goal = false;
    let (steps, ended) = replay(&mut search, &mut Nothing, limit, |step, event, _| {
        if let BfsEvent::Discover {
            vertex,
            from,
            distance,
            ..
        }
        | BfsEvent::Found {
            vertex,
            from,
            distance,
            ..
        } = *event
        {
            goal |= matches!(event, BfsEvent::Found { .. });
            seen[vertex as usize] = true;
            t.push(
                step,
                vec![
                    name(vertex).into(),
                    distance.into(),
                    name(from).into(),
                    step.into(),
                ],
            );
        }
    });
    if unreached && ended {
        for v in (0..vertices as u32).filter(|&v| !seen[v as usize]) {
            t.push(
                steps,
                vec![name(v).into(), Cell::Empty, Cell::Empty, Cell::Empty],
            );
        }
    }
    t.end(steps, unless(ended), ended);
    (t, goal)
}

/// The knight's BFS layers on `board` from `source`: every square, unreached ones last.
pub fn knight_layers(board: Board, source: u32, limit: u64) -> Table {
    let name = |s: u32| board.name(s);
    rows(
        layers::search(board, source),
        source,
        board.len() as usize,
        limit,
        "square",
        &name,
        true,
    )
    .0
}

/// The word ladder's BFS from word `from` until it finds `to`: the words discovered.
pub fn word_ladder(list: &WordList, from: u32, to: u32, limit: u64) -> Table {
    let name = |i: u32| list.word(i).to_string();
    let search = Bfs::new(list.clone(), from, Some(to));
    let (mut t, reached) = rows(search, from, list.len(), limit, "word", &name, false);
    t.found = reached || from == to;
    t
}
