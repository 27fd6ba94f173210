//! Practice on sudoku by depth-first search (the view `sudoku`), a grid whose side is the
//! level's figure (4x4, 6x6, 9x9) with three cells in five emptied: a cell's candidates;
//! the cell fewest-candidates fills first (every cell tied for the fewest accepted); the
//! digit the search tries first there. The grid is a solution the view's own search finds
//! for the empty grid, its digits relabelled and its rows and columns shuffled within their
//! bands and stacks and the bands and stacks among themselves (each keeps every unit's
//! digits distinct); the answers are the search's candidates, its choice and its first move
//! ([`SudokuSearch`]).

use super::{Form, Kind, Level, Question};
use crate::engine::{Event, Goal, SplitMix64};
use crate::puzzles::message::Message;
use crate::puzzles::sudoku::{candidates, cell_name, CellChoice, Puzzle, Shape, SudokuSearch};

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "candidates",
        make: cell_candidates,
    },
    Kind {
        name: "mrv",
        make: mrv,
    },
    Kind {
        name: "digit",
        make: digit,
    },
];

/// A random order of `0..n`.
fn shuffled(rng: &mut SplitMix64, n: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        v.swap(i, rng.below(i as u64 + 1) as usize);
    }
    v
}

/// Lines of a grid of `n` in groups of `group`: the groups in a random order, and the
/// lines within each.
fn lines(rng: &mut SplitMix64, n: usize, group: usize) -> Vec<usize> {
    let groups = shuffled(rng, n / group);
    groups
        .into_iter()
        .flat_map(|g| shuffled(rng, group).into_iter().map(move |i| g * group + i))
        .collect()
}

/// A puzzle of side `side`: a solution of the empty grid shuffled, three cells in five
/// emptied.
pub(crate) fn grid(rng: &mut SplitMix64, side: u32) -> Puzzle {
    let empty = Puzzle::parse(&".".repeat((side * side) as usize)).expect("an empty grid");
    let shape = empty.shape;
    let mut search = SudokuSearch::dfs(&empty, CellChoice::Mrv, Goal::First);
    search.run_to_end();
    let solved = search.state().cells().to_vec();
    let n = side as usize;
    let rows = lines(rng, n, shape.box_rows as usize);
    let cols = lines(rng, n, shape.box_cols as usize);
    let digits = shuffled(rng, n);
    let mut cells: Vec<u8> = (0..n * n)
        .map(|i| {
            let d = solved[rows[i / n] * n + cols[i % n]];
            digits[usize::from(d) - 1] as u8 + 1
        })
        .collect();
    let order = shuffled(rng, n * n);
    for &i in &order[..n * n * 3 / 5] {
        cells[i] = 0;
    }
    Puzzle { shape, cells }
}

fn options(p: &Puzzle) -> Vec<(&'static str, String)> {
    vec![
        ("p", p.to_line()),
        ("cell", CellChoice::Mrv.name().to_string()),
    ]
}

/// A cell's candidates as the answer says them: digits in increasing order, a space apart.
fn digits(shape: Shape, mask: u32) -> Vec<String> {
    (1..=shape.size as u8)
        .filter(|&d| mask & (1 << d) != 0)
        .map(|d| shape.char(d).to_string())
        .collect()
}

/// "Which digits can go in rXcY?": those no given of its row, column or box holds.
fn cell_candidates(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let p = grid(rng, side);
    let empty: Vec<usize> = (0..p.cells.len()).filter(|&i| p.cells[i] == 0).collect();
    let cell = empty[rng.below(empty.len() as u64) as usize];
    let cand = digits(p.shape, candidates(p.shape, &p.cells)[cell]);
    let name = cell_name(p.shape, cell);
    Question::new(
        "candidates",
        options(&p),
        Message::new("practice.sudoku.candidates").text("cell", name.clone()),
        Form::Digits,
        vec![cand.join(" ")],
        Message::new("practice.sudoku.why_candidates")
            .text("cell", name)
            .list("digits", cand),
    )
}

/// "Which cell does fewest-candidates fill first?": the search's choice, and every empty
/// cell with as few candidates.
fn mrv(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let p = grid(rng, side);
    let (search, root) = SudokuSearch::of(&p, CellChoice::Mrv);
    let (cell, mask) = search.choose(&root).expect("an empty cell");
    let fewest = mask.count_ones();
    let all = candidates(p.shape, &p.cells);
    let mut accepts = vec![cell_name(p.shape, cell)];
    accepts.extend(
        (0..p.cells.len())
            .filter(|&i| i != cell && p.cells[i] == 0 && all[i].count_ones() == fewest)
            .map(|i| cell_name(p.shape, i)),
    );
    Question::new(
        "mrv",
        options(&p),
        Message::new("practice.sudoku.mrv"),
        Form::Cell,
        accepts.clone(),
        Message::new("practice.sudoku.why_mrv")
            .count("count", u64::from(fewest))
            .list("cells", accepts),
    )
}

/// "The search fills rXcY first: which digit does it try there first?": its first move.
fn digit(rng: &mut SplitMix64, _: Level, side: u32) -> Question {
    let p = grid(rng, side);
    let mut search = SudokuSearch::dfs(&p, CellChoice::Mrv, Goal::First);
    let before = search.state().cells().to_vec();
    let Some(Event::Visit(_)) = search.step() else {
        unreachable!("a grid with an empty cell and no conflict has a first move")
    };
    let after = search.state().cells();
    let cell = (0..before.len())
        .find(|&i| before[i] != after[i])
        .expect("the move fills a cell");
    let d = p.shape.char(after[cell]).to_string();
    let name = cell_name(p.shape, cell);
    Question::new(
        "digit",
        options(&p),
        Message::new("practice.sudoku.digit").text("cell", name.clone()),
        Form::Number,
        vec![d.clone()],
        Message::new("practice.sudoku.why_digit")
            .text("cell", name)
            .text("digit", d)
            .list(
                "digits",
                digits(p.shape, candidates(p.shape, &p.cells)[cell]),
            ),
    )
}
