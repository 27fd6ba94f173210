//! The tests' own knight's walk, written apart from the library's search so a count the
//! library gives can be checked against it.

/// A knight's eight moves as (files, ranks), in the order the library tries them (its ties
/// go to the first).
pub const MOVES: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The walk from `start` (file, rank) on a `rows` x `cols` board, always to the unvisited
/// neighbour whose `key(onward, square)` is least (`onward`: that square's unvisited
/// neighbours), ties in [`MOVES`]' order, never taking a move back: the squares visited, in
/// order, `start` first.
pub fn walk(
    rows: i32,
    cols: i32,
    start: (i32, i32),
    key: impl Fn(usize, (i32, i32)) -> i64,
) -> Vec<(i32, i32)> {
    let mut seen = vec![vec![false; cols as usize]; rows as usize];
    let free = |(f, r): (i32, i32), seen: &Vec<Vec<bool>>| {
        (0..cols).contains(&f) && (0..rows).contains(&r) && !seen[r as usize][f as usize]
    };
    let mut path = vec![start];
    seen[start.1 as usize][start.0 as usize] = true;
    loop {
        let (f, r) = *path.last().unwrap();
        let best = MOVES
            .iter()
            .map(|&(df, dr)| (f + df, r + dr))
            .filter(|&s| free(s, &seen))
            .min_by_key(|&(nf, nr)| {
                let onward = MOVES
                    .iter()
                    .filter(|&&(df, dr)| free((nf + df, nr + dr), &seen))
                    .count();
                key(onward, (nf, nr))
            });
        let Some(s) = best else { return path };
        seen[s.1 as usize][s.0 as usize] = true;
        path.push(s);
    }
}
