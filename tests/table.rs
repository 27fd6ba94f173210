//! The trace tables (Export's CSV, JSON and worksheet; the CLI's `--table`) against known
//! answers and independent checks: BFS's distances from a1 on 8x8 (h8 at 6), the textbook
//! DFS's times (CLRS figure 22.4), the 92 queens each verified, a knight's tour whose moves
//! are knight's moves, a sudoku solution by the rules, the mouse's route through openings;
//! and each cell's step against the page's own trace, stepped there.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashSet;

use searchlight::engine::{BfsView, Observed, Trace, NONE};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::digraph::{Digraph, EXAMPLE};
use searchlight::puzzles::knight::layers;
use searchlight::puzzles::knight::{self, Strategy, TourSpec, TourView};
use searchlight::puzzles::ladder::WordList;
use searchlight::puzzles::maze::{self, Dir, Maze, Mouse};
use searchlight::puzzles::queens::{self, Variant};
use searchlight::puzzles::sudoku::{self, digit_value, CellChoice, Puzzle};
use searchlight::puzzles::table::{self, Cell, Stop, Table, MAX_STEPS};
use searchlight::puzzles::{bfs, forest};

fn num(c: &Cell) -> Option<u64> {
    match c {
        Cell::Number(v) => Some(*v),
        _ => None,
    }
}

fn text(c: &Cell) -> Option<&str> {
    match c {
        Cell::Text(s) => Some(s),
        _ => None,
    }
}

/// Every row has a cell per column and a step per cell; no step past the run's end.
fn well_formed(t: &Table) {
    assert_eq!(t.rows.len(), t.known.len());
    for (row, known) in t.rows.iter().zip(&t.known) {
        assert_eq!(row.len(), t.columns.len());
        assert_eq!(known.len(), t.columns.len());
        assert!(
            known.iter().all(|&k| k <= t.steps),
            "{known:?} past {}",
            t.steps
        );
    }
}

#[test]
fn bfs_from_a1_on_8x8_reaches_every_square_h8_at_six() {
    let board = Board::new(8, 8).unwrap();
    let t = bfs::table::knight_layers(board, 0, MAX_STEPS);
    well_formed(&t);
    assert!(t.complete);
    assert_eq!(
        t.columns,
        ["square", "distance", "predecessor", "discovered"]
    );
    assert_eq!(t.rows.len(), 64);
    let names: HashSet<_> = t.column("square").into_iter().filter_map(text).collect();
    assert_eq!(names.len(), 64);
    let max = t.column("distance").into_iter().filter_map(num).max();
    assert_eq!(max, Some(6));
    let h8 = t
        .column("square")
        .iter()
        .position(|c| text(c) == Some("h8"))
        .unwrap();
    assert_eq!(t.get(h8, "distance"), Some(&Cell::Number(6)));
    // Each distance is the fast path's, one more than its predecessor's, a knight's move
    // away; the discovery steps come in order.
    let d = layers::distances(board, 0);
    let by_name = |n: &str| board.parse_square(n).unwrap();
    let mut last = 0;
    for r in 0..t.rows.len() {
        let sq = by_name(text(t.get(r, "square").unwrap()).unwrap());
        assert_eq!(
            num(t.get(r, "distance").unwrap()),
            Some(u64::from(d[sq as usize]))
        );
        if let Some(p) = text(t.get(r, "predecessor").unwrap()) {
            let p = by_name(p);
            assert_eq!(d[p as usize] + 1, d[sq as usize]);
            let (dx, dy) = ((p % 8).abs_diff(sq % 8), (p / 8).abs_diff(sq / 8));
            assert!(matches!((dx, dy), (1, 2) | (2, 1)));
        }
        let step = num(t.get(r, "discovered").unwrap()).unwrap();
        assert!(step >= last);
        last = step;
        assert!(t.known[r].iter().all(|&k| k == step));
    }
}

#[test]
fn each_square_is_discovered_at_the_step_the_page_shows_it() {
    let board = Board::new(6, 7).unwrap();
    let source = board.parse_square("c3").unwrap();
    let t = bfs::table::knight_layers(board, source, MAX_STEPS);
    let mut trace = Trace::new(
        layers::search(board, source),
        BfsView::new(board.len() as usize, source),
        1 << 20,
    );
    for r in 1..t.rows.len() {
        let sq = board
            .parse_square(text(t.get(r, "square").unwrap()).unwrap())
            .unwrap();
        let step = num(t.get(r, "discovered").unwrap()).unwrap();
        trace.seek(step - 1);
        assert_eq!(
            trace.view().reached().distances()[sq as usize],
            NONE,
            "row {r}"
        );
        trace.seek(step);
        assert_ne!(
            trace.view().reached().distances()[sq as usize],
            NONE,
            "row {r}"
        );
    }
}

#[test]
fn unreachable_squares_come_last_without_a_distance() {
    // On 3x3 the knight never reaches the centre.
    let board = Board::new(3, 3).unwrap();
    let t = bfs::table::knight_layers(board, 0, MAX_STEPS);
    assert_eq!(t.rows.len(), 9);
    let last = t.rows.last().unwrap();
    assert_eq!(last[0], Cell::Text("b2".into()));
    assert_eq!(&last[1..], [Cell::Empty, Cell::Empty, Cell::Empty]);
}

#[test]
fn the_ladder_traces_back_from_sage_to_fool() {
    let list = WordList::builtin("four").unwrap();
    let (from, to) = list.endpoints("fool", "sage").unwrap();
    let t = bfs::table::word_ladder(&list, from, to, MAX_STEPS);
    well_formed(&t);
    let word = |r: usize| text(t.get(r, "word").unwrap()).unwrap().to_string();
    let row_of = |w: &str| (0..t.rows.len()).find(|&r| word(r) == w).unwrap();
    let mut ladder = vec!["sage".to_string()];
    while let Some(p) = text(
        t.get(row_of(ladder.last().unwrap()), "predecessor")
            .unwrap(),
    ) {
        ladder.push(p.to_string());
    }
    ladder.reverse();
    let solved = searchlight::puzzles::ladder::solve(&list, "fool", "sage", 1).unwrap();
    assert_eq!(ladder, solved.words);
    assert_eq!(t.rows.len() as u64, solved.plain.discovered);
    // The goal is the last found.
    assert_eq!(word(t.rows.len() - 1), "sage");
}

#[test]
fn dfs_on_the_textbook_graph_has_its_times_and_classes() {
    let g = Digraph::parse(EXAMPLE).unwrap();
    let t = forest::table::digraph(&g, MAX_STEPS);
    well_formed(&t);
    // CLRS, figure 22.4.
    let expected = [
        ("u", 1, 8, None),
        ("v", 2, 7, Some("u")),
        ("w", 9, 12, None),
        ("x", 4, 5, Some("y")),
        ("y", 3, 6, Some("v")),
        ("z", 10, 11, Some("w")),
    ];
    for (r, (v, d, f, p)) in expected.into_iter().enumerate() {
        assert_eq!(t.get(r, "vertex"), Some(&Cell::Text(v.into())));
        assert_eq!(t.get(r, "d"), Some(&Cell::Number(d)));
        assert_eq!(t.get(r, "f"), Some(&Cell::Number(f)));
        assert_eq!(t.get(r, "parent"), Some(&Cell::from(p)));
        // A vertex's finish is known after its discovery.
        assert!(t.known[r][2] > t.known[r][1]);
    }
    let classes: Vec<(String, String, String)> = (6..t.rows.len())
        .map(|r| {
            let s = |c| text(t.get(r, c).unwrap()).unwrap().to_string();
            (s("from"), s("to"), s("class"))
        })
        .collect();
    let class = |a: &str, b: &str| {
        classes
            .iter()
            .find(|(f, t, _)| f == a && t == b)
            .map(|(_, _, c)| c.as_str())
    };
    assert_eq!(classes.len(), 8, "every edge once");
    assert_eq!(class("x", "v"), Some("back"));
    assert_eq!(class("u", "x"), Some("forward"));
    assert_eq!(class("w", "y"), Some("cross"));
    assert_eq!(class("z", "z"), Some("back"));
    assert_eq!(class("u", "v"), Some("tree"));
}

#[test]
fn the_92_queens_each_valid_and_distinct() {
    for variant in [Variant::Mark, Variant::Check] {
        let t = queens::table::queens(8, variant, true, MAX_STEPS);
        well_formed(&t);
        assert!(t.complete);
        assert_eq!(t.rows.len(), 92);
        let mut seen = HashSet::new();
        for row in &t.rows {
            let cols: Vec<u32> = row[2..].iter().map(|c| num(c).unwrap() as u32).collect();
            assert!(cols.iter().all(|&c| (1..=8).contains(&c)));
            // Columns from 1 on the page; the verifier counts from 0.
            let zero: Vec<u32> = cols.iter().map(|c| c - 1).collect();
            assert!(queens::verify(8, &zero).is_ok(), "{cols:?}");
            assert!(seen.insert(cols));
        }
        assert_eq!(t.get(0, "solution"), Some(&Cell::Number(1)));
    }
    let first = queens::table::queens(8, Variant::Mark, false, MAX_STEPS);
    assert_eq!(first.rows.len(), 1);
    assert_eq!(
        queens::table::queens(3, Variant::Mark, true, MAX_STEPS)
            .rows
            .len(),
        0
    );
}

#[test]
fn the_knights_tour_moves_by_knights_moves_to_every_square() {
    let board = Board::new(8, 8).unwrap();
    let spec = TourSpec {
        board,
        start: board.parse_square("c3").unwrap(),
        strategy: Strategy::Warnsdorff,
        closed: false,
        prune: true,
    };
    let t = knight::table::knight_tour(spec, MAX_STEPS, u64::MAX);
    well_formed(&t);
    assert_eq!(t.rows.len(), 64);
    let squares: Vec<u32> = t
        .column("square")
        .into_iter()
        .map(|c| board.parse_square(text(c).unwrap()).unwrap())
        .collect();
    assert_eq!(squares.iter().collect::<HashSet<_>>().len(), 64);
    assert!(knight::verify_tour(board, &squares, false).is_ok());
    // Warnsdorff: the square taken has the fewest onward moves of the candidates listed.
    for r in 1..t.rows.len() {
        let onward = num(t.get(r, "onward").unwrap()).unwrap();
        let list = text(t.get(r, "candidates").unwrap()).unwrap();
        let least = list
            .split(' ')
            .map(|c| c.split(':').nth(1).unwrap().parse::<u64>().unwrap())
            .min()
            .unwrap();
        assert_eq!(onward, least, "row {r}: {list}");
    }
    // Each square is where the page's trace has the knight at its step.
    let mut trace = Trace::new(
        spec.search(searchlight::engine::Goal::First),
        Observed::new(TourView::new(spec)),
        1 << 20,
    );
    for (r, &square) in squares.iter().enumerate().skip(1) {
        let step = num(t.get(r, "step").unwrap()).unwrap();
        trace.seek(step);
        assert_eq!(trace.view().view.path()[r], square);
    }
}

#[test]
fn the_sudoku_table_holds_a_solution_by_the_rules() {
    let text_in =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
    let puzzle = Puzzle::parse(text_in).unwrap();
    for choice in [CellChoice::Mrv, CellChoice::First] {
        let t = sudoku::table::sudoku(&puzzle, choice, MAX_STEPS);
        well_formed(&t);
        assert_eq!(t.rows.len(), 81);
        let cells: Vec<u8> = t
            .column("digit")
            .into_iter()
            .map(|c| digit_value(text(c).unwrap().chars().next().unwrap()).unwrap())
            .collect();
        for (i, &d) in cells.iter().enumerate() {
            assert_eq!(
                common::sudoku::allowed(puzzle.shape, &cells, i),
                vec![d],
                "cell {i}"
            );
            if puzzle.cells[i] != 0 {
                assert_eq!(puzzle.cells[i], d);
                assert_eq!(t.get(i, "given"), Some(&Cell::Number(1)));
            }
        }
        // BFS finds the same (unique) solution, every cell at the one step it finds the grid.
        let bfs = sudoku::table::sudoku_bfs(&puzzle, choice, MAX_STEPS);
        well_formed(&bfs);
        assert_eq!(bfs.column("digit"), t.column("digit"));
        let found: HashSet<u64> = (0..81)
            .filter(|&i| puzzle.cells[i] == 0)
            .map(|i| bfs.known[i][1])
            .collect();
        assert_eq!(found.len(), 1);
        assert!(found.into_iter().all(|s| s > 0 && s <= bfs.steps));
    }
}

#[test]
fn the_mouse_goes_from_the_start_to_the_coin_through_openings() {
    for seed in [1, 7, 42] {
        let maze = Maze::generate(12, 12, seed, 0);
        let t = maze::table::mouse(Mouse::explore(maze.clone(), true, 10_000), &maze, MAX_STEPS);
        well_formed(&t);
        let squares: Vec<u32> = (0..t.rows.len())
            .map(|r| {
                let row = num(t.get(r, "row").unwrap()).unwrap() as u32;
                let col = num(t.get(r, "col").unwrap()).unwrap() as u32;
                row * maze.cols() + col
            })
            .collect();
        assert_eq!(squares[0], maze.start());
        assert_eq!(*squares.last().unwrap(), maze.coin());
        for w in squares.windows(2) {
            let opened = [Dir::North, Dir::East, Dir::South, Dir::West]
                .into_iter()
                .any(|d| maze.open(w[0], d) == Some(w[1]));
            assert!(opened, "{w:?}");
        }
        let mut mouse = Mouse::explore(maze.clone(), true, 10_000);
        mouse.run_to_end();
        assert_eq!(squares, mouse.route());
    }
}

#[test]
fn the_levels_of_the_8_queens_tree_hold_its_2056_nodes_and_92_leaves() {
    let t = table::levels(
        queens::NQueens::new(8, Variant::Mark).search(searchlight::engine::Goal::All),
        MAX_STEPS,
    );
    well_formed(&t);
    assert!(t.complete);
    let nodes: Vec<u64> = t.column("nodes").into_iter().filter_map(num).collect();
    assert_eq!(nodes.len(), 9);
    assert_eq!(nodes[0], 1, "the root");
    // 2,056 nodes below the root (the classic count), the 92 solutions at depth 8.
    assert_eq!(nodes.iter().sum::<u64>(), 2057);
    assert_eq!(nodes[8], 92);
    assert_eq!(nodes[1], 8);
}

/// A tour spec on `board` (rows x cols) from `start`.
fn tour(rows: u32, cols: u32, start: &str, strategy: Strategy, closed: bool) -> TourSpec {
    let board = Board::new(rows, cols).unwrap();
    TourSpec {
        board,
        start: board.parse_square(start).unwrap(),
        strategy,
        closed,
        prune: strategy == Strategy::Warnsdorff,
    }
}

#[test]
fn the_knights_candidates_are_the_narrations_on_every_row() {
    // The table walks the search state along the tour once; the page's narration rebuilds
    // it for the frame shown (knight::candidates). They list the same moves, in order.
    for spec in [
        tour(6, 6, "c3", Strategy::Warnsdorff, false),
        tour(6, 6, "a1", Strategy::Most, false),
        tour(5, 5, "a1", Strategy::Dfs, false),
        tour(6, 6, "c3", Strategy::Warnsdorff, true),
        // A path the search is still on when the steps run out.
        tour(8, 8, "a1", Strategy::Dfs, false),
    ] {
        let t = knight::table::knight_tour(spec, 20_000, u64::MAX);
        well_formed(&t);
        let squares: Vec<u32> = t
            .column("square")
            .into_iter()
            .map(|c| spec.board.parse_square(text(c).unwrap()).unwrap())
            .collect();
        for r in 1..squares.len() {
            let want = knight::candidates(spec, &squares[..=r])
                .iter()
                .map(|c| format!("{}:{}", spec.board.name(c.square), c.onward))
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(
                text(t.get(r, "candidates").unwrap()),
                Some(&*want),
                "row {r}"
            );
        }
    }
}

#[test]
fn a_bound_that_stops_a_run_leaves_its_table_incomplete_and_names_it() {
    let end = |t: &Table| (t.complete, t.stopped, t.found);
    // Sudoku by BFS on an empty 16x16 grid: the frontier passes its cap. The table said
    // complete, as the search had "ended".
    let empty = Puzzle::parse(&".".repeat(256)).unwrap();
    let t = sudoku::table::sudoku_bfs(&empty, CellChoice::Mrv, MAX_STEPS);
    well_formed(&t);
    assert_eq!(end(&t), (false, Some(Stop::Frontier), false));
    // The mouse at its own step limit: 5 steps into a 100x100 maze.
    let maze = Maze::generate(100, 100, 1, 0);
    let t = maze::table::mouse(Mouse::explore(maze.clone(), true, 5), &maze, MAX_STEPS);
    well_formed(&t);
    assert_eq!(end(&t), (false, Some(Stop::Limit), false));
    assert_eq!(t.steps, 5);
    // The knight at a node limit (the CLI's --limit): 1,000 nodes, the start and 1,000
    // squares, as Warnsdorff never backtracks there.
    let t = knight::table::knight_tour(
        tour(100, 100, "a1", Strategy::Warnsdorff, false),
        MAX_STEPS,
        1000,
    );
    well_formed(&t);
    assert_eq!(end(&t), (false, Some(Stop::Nodes), false));
    assert_eq!((t.steps, t.rows.len()), (1000, 1001));
    // Plain DFS on 8x8 at the table's steps (here 10,000).
    let t = knight::table::knight_tour(tour(8, 8, "a1", Strategy::Dfs, false), 10_000, u64::MAX);
    assert_eq!(end(&t), (false, Some(Stop::Steps), false));
    assert_eq!(t.steps, 10_000);
    // Runs that end: with the answer, or with none.
    let t = knight::table::knight_tour(
        tour(8, 8, "a1", Strategy::Warnsdorff, false),
        MAX_STEPS,
        u64::MAX,
    );
    assert_eq!(end(&t), (true, None, true));
    let t = knight::table::knight_tour(
        tour(3, 3, "a1", Strategy::Warnsdorff, false),
        MAX_STEPS,
        u64::MAX,
    );
    assert_eq!(end(&t), (true, None, false));
    assert_eq!(
        end(&queens::table::queens(3, Variant::Mark, false, MAX_STEPS)),
        (true, None, false)
    );
    assert_eq!(
        end(&queens::table::queens(8, Variant::Mark, true, MAX_STEPS)),
        (true, None, true)
    );
    let cut = queens::table::queens(8, Variant::Mark, true, 1000);
    assert_eq!(end(&cut), (false, Some(Stop::Steps), true));
    let words = WordList::parse("cut", "cold\ncord\nwarm\n").unwrap();
    let (from, to) = words.endpoints("cold", "warm").unwrap();
    assert_eq!(
        end(&bfs::table::word_ladder(&words, from, to, MAX_STEPS)),
        (true, None, false)
    );
    let list = WordList::builtin("four").unwrap();
    let (from, to) = list.endpoints("cold", "warm").unwrap();
    assert_eq!(
        end(&bfs::table::word_ladder(&list, from, to, MAX_STEPS)),
        (true, None, true)
    );
    let t = bfs::table::knight_layers(Board::new(8, 8).unwrap(), 0, 10);
    assert_eq!(end(&t), (false, Some(Stop::Steps), false));
}
