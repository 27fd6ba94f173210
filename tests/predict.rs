//! "Your turn" graded by each search's rule: over whole runs on many random instances, at
//! every step, the answer the search takes is graded right, and every other answer a person
//! could give is graded right exactly when the rule, computed here independently of the
//! puzzle's own ordering code, accepts it.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use searchlight::engine::{Event, Goal, SplitMix64, Trace};
use searchlight::puzzles::board::{Board, Square};
use searchlight::puzzles::knight::{self, Strategy, TourSpec, TourView};
use searchlight::puzzles::predict::BACK;

mod common;
use common::sudoku::allowed;

fn set(items: impl IntoIterator<Item = String>) -> BTreeSet<String> {
    items.into_iter().collect()
}

/// The knight's rule from scratch: the unvisited squares a knight's move from the head,
/// minus those already tried from this square, each with its onward count (unvisited
/// squares a move from it, and for a closed Warnsdorff tour the start when it is one).
fn knight_rule(spec: TourSpec, path: &[Square], tried: &BTreeSet<Square>) -> BTreeSet<String> {
    let b = spec.board;
    let on: BTreeSet<Square> = path.iter().copied().collect();
    let head = *path.last().unwrap();
    let moves = |sq: Square| knight::neighbours(b, sq).collect::<Vec<_>>();
    let untried: Vec<Square> = moves(head)
        .into_iter()
        .filter(|s| !on.contains(s) && !tried.contains(s))
        .collect();
    let onward = |s: Square| {
        let open = moves(s).into_iter().filter(|n| !on.contains(n)).count() as u32;
        let home =
            spec.closed && spec.strategy == Strategy::Warnsdorff && moves(s).contains(&spec.start);
        open + u32::from(home)
    };
    // Every untried square whose score is the best, the smallest: onward moves (Warnsdorff),
    // fewer of them (most-onward), or the board's degree, visited squares counted (static).
    let tied = |score: &dyn Fn(Square) -> i64| -> Vec<Square> {
        let best = untried.iter().map(|&s| score(s)).min();
        untried
            .iter()
            .copied()
            .filter(|&s| Some(score(s)) == best)
            .collect()
    };
    let pick: Vec<Square> = match spec.strategy {
        // `neighbours` gives the fixed move order.
        Strategy::Dfs => untried.iter().copied().take(1).collect(),
        Strategy::Warnsdorff => tied(&|s| i64::from(onward(s))),
        Strategy::Most => tied(&|s| -i64::from(onward(s))),
        Strategy::Static => tied(&|s| moves(s).len() as i64),
    };
    set(pick.into_iter().map(|s| b.name(s)))
}

#[test]
fn knight_graded_by_each_strategy_rule_at_every_step() {
    let mut rng = SplitMix64::new(20);
    let mut graded = 0u64;
    let mut ties = 0u64;
    for run in 0..36 {
        let rows = 5 + (rng.next_u64() % 4) as u32;
        let cols = 5 + (rng.next_u64() % 4) as u32;
        let b = Board::new(rows, cols).unwrap();
        let start = (rng.next_u64() % u64::from(b.len())) as Square;
        let strategy = Strategy::ALL[run % Strategy::ALL.len()];
        let closed = run % 4 == 3;
        let mut spec = TourSpec::new(b, start, strategy, closed);
        spec.prune = run % 2 == 0;
        let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 1 << 20);
        // The squares tried from each square of the path, level by level.
        let mut tried: Vec<BTreeSet<Square>> = vec![BTreeSet::new()];
        for step in 0..2500u64 {
            let next = trace.peek();
            let view = trace.view().clone();
            let q = knight::predict::question(spec, &view, next, step, 0);
            let Some(next) = next else {
                assert!(q.is_none());
                break;
            };
            let q = q.expect("a question before every event");
            let expected = match next {
                Event::Visit(_) => knight_rule(spec, view.path(), tried.last().unwrap()),
                Event::Backtrack(_) => set([BACK.to_string()]),
                Event::Solution | Event::Exhausted => {
                    assert!(q.free);
                    BTreeSet::new()
                }
            };
            assert_eq!(
                set(q.accepts.clone()),
                expected,
                "run {run} step {step}: {spec:?}"
            );
            if !q.free {
                assert!(expected.contains(&q.answer));
                ties += u64::from(expected.len() > 1);
                let answers = (0..b.len()).map(|s| b.name(s)).chain([
                    BACK.to_string(),
                    "Back up".into(),
                    "z99".into(),
                    "".into(),
                ]);
                for a in answers {
                    let v = knight::predict::grade(spec, &view, &q, &a);
                    let read = if a == "Back up" {
                        BACK.to_string()
                    } else {
                        a.clone()
                    };
                    assert_eq!(
                        v.right,
                        expected.contains(&read),
                        "{a} at run {run} step {step}"
                    );
                    graded += 1;
                }
                // The search's own answer typed in capitals is right too.
                assert!(knight::predict::grade(spec, &view, &q, &q.answer.to_uppercase()).right);
            }
            assert_eq!(trace.forward(1).0, 1);
            assert_eq!(
                trace.last_event(),
                Some(&next),
                "peek showed the event played"
            );
            match next {
                Event::Visit(cell) => {
                    let sq = trace.view().head();
                    let _ = cell;
                    tried.last_mut().unwrap().insert(sq);
                    tried.push(BTreeSet::new());
                }
                Event::Backtrack(_) => {
                    tried.pop();
                }
                _ => {}
            }
        }
    }
    assert!(graded > 1_000_000, "{graded} answers graded");
    assert!(ties > 100, "only {ties} questions with ties");
}

#[test]
fn knight_answers_said_why() {
    let b = Board::new(8, 8).unwrap();
    let spec = TourSpec::new(
        b,
        b.parse_square("a1").unwrap(),
        Strategy::Warnsdorff,
        false,
    );
    let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 1000);
    let next = trace.peek();
    let view = trace.view().clone();
    let q = knight::predict::question(spec, &view, next, 0, 0).unwrap();
    // From a1: b3 and c2 both have 5 onward moves; the tie-break takes b3.
    assert_eq!(set(q.accepts.clone()), set(["b3".into(), "c2".into()]));
    assert_eq!(q.answer, "b3");
    let tie = knight::predict::grade(spec, &view, &q, "C2");
    assert!(tie.right);
    assert_eq!(tie.why.code, "predict.tie_taken");
    let off = knight::predict::grade(spec, &view, &q, "d4");
    assert_eq!(off.why.code, "predict.knight.not_a_move");
    let back = knight::predict::grade(spec, &view, &q, "回溯");
    assert_eq!(
        (back.right, back.why.code),
        (false, "predict.knight.not_back")
    );
    let junk = knight::predict::grade(spec, &view, &q, "queen to e5");
    assert_eq!(junk.why.code, "predict.unreadable.square");
}

/// Whether a queen at (row, col) is attacked by a queen of `cols` (rows above), from the
/// rules of chess alone.
fn queen_attacked(cols: &[u32], row: u32, col: u32) -> bool {
    cols.iter()
        .enumerate()
        .any(|(r, &c)| c == col || c.abs_diff(col) == row - r as u32)
}

#[test]
fn queens_graded_by_the_first_free_untried_column_at_every_step() {
    use searchlight::puzzles::queens::{self, BoardView, NQueens, Variant};
    let mut graded = 0u64;
    for n in 1..=9u32 {
        for variant in [Variant::Mark, Variant::Check] {
            let mut trace = Trace::new(
                NQueens::new(n, variant).search(Goal::All),
                BoardView::new(n),
                1 << 22,
            );
            let mut tried: Vec<BTreeSet<u32>> = vec![BTreeSet::new()];
            for step in 0.. {
                let next = trace.peek();
                let view = trace.view().clone();
                let q = queens::predict::question(n, variant, &view, next, 0);
                let Some(next) = next else {
                    assert!(q.is_none());
                    break;
                };
                let q = q.unwrap();
                let cols = view.cols();
                let row = cols.len() as u32;
                let first_free = (0..n).find(|&c| {
                    row < n && !queen_attacked(cols, row, c) && !tried.last().unwrap().contains(&c)
                });
                let expected: BTreeSet<String> = match next {
                    Event::Visit(c) => {
                        assert_eq!(Some(c), first_free, "n {n} step {step}");
                        set([(c + 1).to_string()])
                    }
                    Event::Backtrack(_) => {
                        assert_eq!(first_free, None, "backs up with a free column left");
                        set([BACK.to_string()])
                    }
                    _ => {
                        assert!(q.free);
                        BTreeSet::new()
                    }
                };
                assert_eq!(set(q.accepts.clone()), expected);
                if !q.free {
                    for a in (0..=n + 1).map(|c| c.to_string()).chain([BACK.to_string()]) {
                        let v = queens::predict::grade(n, &view, &q, &a);
                        assert_eq!(v.right, expected.contains(&a), "{a}: n {n} step {step}");
                        graded += 1;
                    }
                }
                trace.forward(1);
                match next {
                    Event::Visit(c) => {
                        tried.last_mut().unwrap().insert(c);
                        tried.push(BTreeSet::new());
                    }
                    Event::Backtrack(_) => {
                        tried.pop();
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(graded > 100_000, "{graded}");
}

#[test]
fn queens_wrong_answers_say_why() {
    use searchlight::puzzles::queens::{self, BoardView, NQueens, Variant};
    let mut trace = Trace::new(
        NQueens::new(8, Variant::Check).search(Goal::First),
        BoardView::new(8),
        100,
    );
    trace.forward(1); // row 1, column 1
    let next = trace.peek();
    let q = queens::predict::question(8, Variant::Check, trace.view(), next, 1).unwrap();
    assert_eq!(q.answer, "3");
    let v = queens::predict::grade(8, trace.view(), &q, "2");
    assert_eq!(v.why.code, "predict.queens.attacked");
    let v = queens::predict::grade(8, trace.view(), &q, "5");
    assert_eq!(v.why.code, "predict.queens.not_first");
    let v = queens::predict::grade(8, trace.view(), &q, "9");
    assert_eq!(v.why.code, "predict.unreadable.column");
}

#[test]
fn sudoku_graded_by_the_cell_rule_and_the_smallest_untried_digit() {
    use searchlight::engine::Watched;
    use searchlight::puzzles::sudoku::{self, CellChoice, Puzzle, Shape, SudokuSearch, SudokuView};
    let mut rng = SplitMix64::new(7);
    let mut graded = 0u64;
    let mut ties = 0u64;
    for run in 0..24 {
        let shape = Shape::for_cells([16, 36, 81][run % 3]).unwrap();
        let n = shape.size as usize;
        // Random givens that break no rule (the puzzle may still have no solution).
        let mut cells = vec![0u8; n * n];
        for _ in 0..(n * n / 4 + rng.below(n as u64 * 2) as usize) {
            let cell = rng.below((n * n) as u64) as usize;
            let ds = allowed(shape, &cells, cell);
            if cells[cell] == 0 && !ds.is_empty() {
                cells[cell] = ds[rng.below(ds.len() as u64) as usize];
            }
        }
        let choice = if run % 2 == 0 {
            CellChoice::First
        } else {
            CellChoice::Mrv
        };
        let puzzle = Puzzle { shape, cells };
        let mut trace = Trace::new(
            SudokuSearch::dfs(&puzzle, choice, Goal::Limit(3)),
            Watched::new(SudokuView::new(&puzzle)),
            1 << 20,
        );
        // The digits tried at each level (of one cell).
        let mut tried: Vec<Vec<(usize, u8)>> = vec![Vec::new()];
        for step in 0..1000 {
            let next = trace.peek();
            let grid = trace.view().view.cells().to_vec();
            let q = sudoku::predict::question(shape, choice, &grid, next, || {
                searchlight::puzzles::message::Message::new("why")
            });
            let Some(next) = next else {
                assert!(q.is_none());
                break;
            };
            let q = q.unwrap();
            let empty: Vec<usize> = (0..n * n).filter(|&i| grid[i] == 0).collect();
            let ds = |i: usize| allowed(shape, &grid, i);
            let name =
                |i: usize, d: u8| format!("r{}c{} {}", i / n + 1, i % n + 1, sudoku::digit_char(d));
            let expected: BTreeSet<String> = match next {
                Event::Visit(mv) => {
                    let here = tried.last().unwrap();
                    if let Some(&(cell, last)) = here.last() {
                        // The cell is fixed: its next digit up.
                        let d = ds(cell).into_iter().find(|&d| d > last).unwrap();
                        set([name(cell, d)])
                    } else {
                        let pick: Vec<usize> = match choice {
                            CellChoice::First => empty.iter().copied().take(1).collect(),
                            CellChoice::Mrv if empty.iter().any(|&i| ds(i).is_empty()) => empty
                                .iter()
                                .copied()
                                .filter(|&i| ds(i).len() <= 1)
                                .take(1)
                                .collect(),
                            CellChoice::Mrv => {
                                let best = empty.iter().map(|&i| ds(i).len()).min().unwrap();
                                empty
                                    .iter()
                                    .copied()
                                    .filter(|&i| ds(i).len() == best)
                                    .collect()
                            }
                        };
                        let _ = mv;
                        set(pick
                            .into_iter()
                            .filter_map(|i| ds(i).first().map(|&d| name(i, d))))
                    }
                }
                Event::Backtrack(_) => set([BACK.to_string()]),
                _ => {
                    assert!(q.free);
                    BTreeSet::new()
                }
            };
            assert_eq!(set(q.accepts.clone()), expected, "run {run} step {step}");
            if !q.free {
                assert!(expected.contains(&q.answer));
                ties += u64::from(expected.len() > 1);
                // Every empty cell with every digit, a filled cell, back, junk.
                let mut answers: Vec<String> = empty
                    .iter()
                    .flat_map(|&i| (1..=n as u8).map(move |d| (i, d)))
                    .map(|(i, d)| name(i, d))
                    .collect();
                answers.extend([BACK.into(), "r0c1 1".into(), "hello".into()]);
                if let Some(f) = (0..n * n).find(|&i| grid[i] != 0) {
                    answers.push(name(f, grid[f]));
                }
                for a in answers {
                    let v = sudoku::predict::grade(shape, choice, &grid, &q, &a);
                    assert_eq!(v.right, expected.contains(&a), "{a}: run {run} step {step}");
                    graded += 1;
                }
                let loose = q.answer.replace(' ', "=").to_uppercase();
                assert!(
                    sudoku::predict::grade(shape, choice, &grid, &q, &loose).right,
                    "{loose}"
                );
            }
            trace.forward(1);
            match next {
                Event::Visit(mv) => {
                    tried
                        .last_mut()
                        .unwrap()
                        .push(((mv >> 5) as usize, (mv & 31) as u8));
                    tried.push(Vec::new());
                }
                Event::Backtrack(_) => {
                    tried.pop();
                }
                _ => {}
            }
        }
    }
    assert!(graded > 100_000, "{graded}");
    assert!(ties > 50, "{ties} ties");
}

/// Every step of a BFS graded against a queue and colours kept here from the events
/// alone: the front leaves the queue; the one expanded discovers any neighbour still
/// white; "none" once it has none. `names` names a vertex; `all` every answer to try.
fn bfs_graded<G: searchlight::engine::Graph + Clone>(
    graph: G,
    source: u32,
    goal: Option<u32>,
    names: &searchlight::puzzles::bfs::predict::Names,
    all: &[String],
) -> u64 {
    use searchlight::engine::{Bfs, BfsEvent, BfsView};
    use searchlight::puzzles::bfs::predict as bfs;
    use searchlight::puzzles::message::Message;
    use searchlight::puzzles::predict::NONE;
    use std::collections::VecDeque;
    let n = graph.vertex_count();
    let mut trace = Trace::new(
        Bfs::new(graph.clone(), source, goal),
        BfsView::new(n, source),
        1 << 20,
    );
    let mut queue = VecDeque::from([source]);
    let mut seen = vec![false; n];
    seen[source as usize] = true;
    let mut current: Option<u32> = None;
    let mut graded = 0;
    loop {
        let next = trace.peek();
        let view = trace.view().clone();
        let q = bfs::question(&graph, &view, next, names, Message::new("why"));
        let Some(next) = next else {
            assert!(q.is_none());
            return graded;
        };
        let q = q.unwrap();
        let name = names.name;
        let expected: BTreeSet<String> = match next {
            BfsEvent::Dequeue(_) => set([name(*queue.front().unwrap())]),
            BfsEvent::Discover { .. } | BfsEvent::Found { .. } | BfsEvent::Finish { .. } => {
                let u = current.unwrap();
                let mut near = Vec::new();
                graph.neighbours(u, &mut near);
                let white: BTreeSet<String> = near
                    .into_iter()
                    .filter(|&v| !seen[v as usize])
                    .map(name)
                    .collect();
                if white.is_empty() {
                    set([NONE.to_string()])
                } else {
                    white
                }
            }
            BfsEvent::Exhausted => {
                assert!(q.free);
                BTreeSet::new()
            }
        };
        assert_eq!(set(q.accepts.clone()), expected, "{next:?}");
        if !q.free {
            for a in all {
                let v = bfs::grade(&graph, &view, names, &q, a);
                assert_eq!(
                    v.right,
                    expected.contains(&v.given) && !v.given.is_empty(),
                    "{a} at {next:?}"
                );
                assert_eq!(
                    v.right,
                    expected.contains(&a.to_uppercase()) || expected.contains(&a.to_lowercase()),
                    "{a}"
                );
                graded += 1;
            }
        }
        trace.forward(1);
        match next {
            BfsEvent::Dequeue(u) => {
                assert_eq!(queue.pop_front(), Some(u));
                current = Some(u);
            }
            BfsEvent::Discover { vertex, .. } | BfsEvent::Found { vertex, .. } => {
                seen[vertex as usize] = true;
                queue.push_back(vertex);
            }
            BfsEvent::Finish { .. } => current = None,
            BfsEvent::Exhausted => {}
        }
    }
}

#[test]
fn bfs_layers_and_ladders_graded_by_the_queue_and_the_white_neighbours() {
    use searchlight::puzzles::bfs::predict::{Family, Names};
    use searchlight::puzzles::knight::layers::KnightGraph;
    use searchlight::puzzles::ladder::{ListName, WordList};
    let mut rng = SplitMix64::new(3);
    let mut graded = 0;
    for _ in 0..12 {
        let b = Board::new(3 + rng.below(6) as u32, 3 + rng.below(6) as u32).unwrap();
        let source = rng.below(u64::from(b.len())) as u32;
        let name = |s: u32| b.name(s);
        let read = |t: &str| b.parse_square(&t.to_lowercase()).ok();
        let names = Names {
            name: &name,
            read: &read,
            unreadable: "x",
            family: Family::Squares,
        };
        let mut all: Vec<String> = (0..b.len()).map(|s| b.name(s)).collect();
        all.extend(["none".into(), "z9".into(), "".into()]);
        graded += bfs_graded(KnightGraph(b), source, None, &names, &all);
    }
    let list = WordList::parse(
        ListName::Pasted,
        "fool pool poll pole pale sale sage foul foil fail fall pall tool toll tall sall cool coal",
    )
    .unwrap();
    let name = |i: u32| list.word(i).to_uppercase();
    let read = |t: &str| list.lookup(&t.trim().to_lowercase());
    let names = Names {
        name: &name,
        read: &read,
        unreadable: "x",
        family: Family::Words,
    };
    let mut all: Vec<String> = (0..list.len() as u32)
        .map(|i| list.word(i).to_string())
        .collect();
    all.extend(["none".into(), "zzzz".into()]);
    let (fool, sage) = (list.lookup("fool").unwrap(), list.lookup("sage").unwrap());
    graded += bfs_graded(list.clone(), fool, Some(sage), &names, &all);
    graded += bfs_graded(list.clone(), sage, None, &names, &all);
    assert!(graded > 10_000, "{graded}");
}

#[test]
fn dfs_times_graded_by_colours_and_the_clock() {
    use searchlight::engine::{ForestEvent, ForestView, NONE};
    use searchlight::puzzles::digraph::{Digraph, EXAMPLE};
    use searchlight::puzzles::forest::predict as forest;
    use searchlight::puzzles::message::Message;
    let mut rng = SplitMix64::new(11);
    let mut texts = vec![EXAMPLE.to_string()];
    for _ in 0..30 {
        let n = 2 + rng.below(9);
        let mut t = String::new();
        for v in 0..n {
            t.push_str(&format!("v{v}\n"));
        }
        for _ in 0..rng.below(n * 3) {
            t.push_str(&format!("v{} v{}\n", rng.below(n), rng.below(n)));
        }
        texts.push(t);
    }
    let mut graded = 0u64;
    let mut classes = BTreeSet::new();
    for text in texts {
        let g = Digraph::parse(&text).unwrap();
        let n = g.len();
        let name = |v: u32| g.name(v).to_string();
        let find = |t: &str| g.names().iter().position(|x| x == t).map(|i| i as u32);
        let mut trace = Trace::new(g.traversal(), ForestView::new(n), 1 << 16);
        // Kept here from the events alone: colours (0 white, 1 gray, 2 black), discovery
        // times, the path of gray vertices and the clock.
        let (mut colour, mut found, mut path, mut clock) =
            (vec![0u8; n], vec![0u32; n], Vec::new(), 0u32);
        loop {
            let next = trace.peek();
            let view = trace.view().clone();
            let q = forest::question(&view, next, &name, Message::new("why"));
            let Some(next) = next else { break };
            let q = q.unwrap();
            let expected: Option<String> = match next {
                ForestEvent::Root(_) => Some(name(
                    (0..n as u32).find(|&v| colour[v as usize] == 0).unwrap(),
                )),
                ForestEvent::Discover { parent, .. } if parent == NONE => None,
                ForestEvent::Discover {
                    vertex: w,
                    parent: u,
                    ..
                }
                | ForestEvent::Edge { from: u, to: w, .. } => {
                    assert_eq!(Some(&u), path.last(), "edges leave the top of the path");
                    Some(
                        match colour[w as usize] {
                            0 => "tree",
                            1 => "back",
                            _ if found[u as usize] < found[w as usize] => "forward",
                            _ => "cross",
                        }
                        .to_string(),
                    )
                }
                ForestEvent::Finish { .. } => {
                    Some(format!("{} {}", name(*path.last().unwrap()), clock + 1))
                }
                ForestEvent::Done => None,
            };
            match &expected {
                None => assert!(q.free),
                Some(e) => {
                    assert_eq!(q.accepts, vec![e.clone()]);
                    classes.insert(e.clone());
                    let mut answers: Vec<String> =
                        ["tree", "back", "forward", "cross", "Back edge", "x y z"]
                            .map(String::from)
                            .to_vec();
                    for v in 0..n as u32 {
                        answers.push(name(v));
                        for t in clock.saturating_sub(1)..clock + 3 {
                            answers.push(format!("{} {t}", name(v)));
                        }
                    }
                    for a in answers {
                        let v = forest::grade(&view, &q, &a, &find, &name);
                        let read = if a == "Back edge" {
                            "back".to_string()
                        } else {
                            a.clone()
                        };
                        assert_eq!(v.right, &read == e, "{a} for {e}");
                        graded += 1;
                    }
                }
            }
            trace.forward(1);
            match next {
                ForestEvent::Discover { vertex, time, .. } => {
                    clock += 1;
                    assert_eq!(time, clock);
                    colour[vertex as usize] = 1;
                    found[vertex as usize] = time;
                    path.push(vertex);
                }
                ForestEvent::Finish { vertex, .. } => {
                    clock += 1;
                    colour[vertex as usize] = 2;
                    assert_eq!(path.pop(), Some(vertex));
                }
                _ => {}
            }
        }
    }
    assert!(graded > 10_000, "{graded}");
    assert_eq!(
        classes
            .iter()
            .filter(|c| ["tree", "back", "forward", "cross"].contains(&c.as_str()))
            .count(),
        4
    );
}

#[test]
fn maze_mouse_graded_by_its_whiskers() {
    use searchlight::puzzles::maze::{self, Dir, Maze, Mouse, MouseEvent, MouseView};
    use searchlight::puzzles::message::Message;
    let mut graded = 0u64;
    let mut seen = BTreeSet::new();
    for seed in 0..16u64 {
        let (rows, cols) = (3 + (seed % 5) as u32, 3 + (seed % 4) as u32);
        let m = Maze::generate(rows, cols, seed, (seed % 3) as u32 * 2);
        let visited = seed % 2 == 0;
        let mut trace = Trace::new(
            Mouse::explore(m.clone(), visited, 100_000),
            MouseView::new(&m, None),
            1 << 20,
        );
        // Kept here from the events alone: the way in to each square of the path (none at
        // the start), the directions tried there, and the squares entered.
        let mut levels: Vec<(Option<Dir>, u8)> = vec![(None, 0)];
        let mut been = vec![false; m.len()];
        been[m.start() as usize] = true;
        loop {
            let next = trace.peek();
            let view = trace.view().clone();
            let q = maze::predict::question(&m, &view, next, Message::new("why"));
            let Some(next) = next else { break };
            let q = q.unwrap();
            let at = view.at();
            let (came, tried) = *levels.last().unwrap();
            let facing = view.facing();
            let expected: Option<BTreeSet<String>> = if at == m.coin() {
                None
            } else if tried >= 4 {
                if levels.len() == 1 {
                    None
                } else {
                    Some(set(["back".into()]))
                }
            } else {
                match m.open(at, facing) {
                    Some(to) if came != Some(facing) && !(visited && been[to as usize]) => {
                        Some(set(["ahead".into(), m.name(to)]))
                    }
                    _ if tried + 1 < 4 => Some(set(["turn".into()])),
                    _ => Some(set(["back".into()])),
                }
            };
            match &expected {
                None => assert!(q.free, "{next:?}"),
                Some(e) => {
                    let mut got = set(q.accepts.clone());
                    if let MouseEvent::BackUp { to, .. } = next {
                        assert!(
                            got.remove(&m.name(to)),
                            "the square backed into is accepted"
                        );
                    }
                    assert_eq!(&got, e, "seed {seed}: {next:?}");
                    seen.insert(
                        q.answer
                            .clone()
                            .chars()
                            .filter(|c| c.is_alphabetic())
                            .collect::<String>()
                            .len()
                            .min(5),
                    );
                    let mut answers: Vec<String> =
                        ["ahead", "turn", "back", "Turn right", "前进", "fly"]
                            .map(String::from)
                            .to_vec();
                    answers.extend((0..m.len() as u32).map(|s| m.name(s)));
                    for a in answers {
                        let v = maze::predict::grade(&m, &view, &q, &a);
                        let read = match a.as_str() {
                            "Turn right" => "turn".to_string(),
                            "前进" => "ahead".to_string(),
                            _ => a.clone(),
                        };
                        assert_eq!(v.right, q.accepts.contains(&read), "{a}: {next:?}");
                        graded += 1;
                    }
                }
            }
            trace.forward(1);
            match next {
                MouseEvent::Feel { .. } => levels.last_mut().unwrap().1 += 1,
                MouseEvent::Move { to, facing, .. } => {
                    levels.last_mut().unwrap().1 += 1;
                    levels.push((Some(facing.back()), 0));
                    been[to as usize] = true;
                }
                MouseEvent::BackUp { .. } => {
                    levels.pop();
                }
                _ => {}
            }
        }
    }
    assert!(graded > 10_000, "{graded}");
}

#[test]
fn peek_records_the_next_event_and_stops_at_a_full_recording() {
    let b = Board::new(5, 5).unwrap();
    let spec = TourSpec::new(b, 0, Strategy::Dfs, false);
    let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 3);
    let first = trace.peek();
    assert_eq!(
        (trace.steps(), trace.recorded()),
        (0, 1),
        "recorded, not shown"
    );
    assert_eq!(trace.peek(), first, "asked twice, the same event");
    trace.forward(3);
    assert_eq!(trace.peek(), None, "the recording is full");
    assert!(!trace.ended(), "though the search goes on");
    assert!(knight::predict::question(spec, trace.view(), None, 3, 3).is_none());
}

/// A hint narrows, it does not answer: plain DFS's hint lists the untried moves by file, so the
/// search's answer (the first of them in the fixed order) is often not the first listed, yet it
/// is always among them.
#[test]
fn plain_dfs_hint_lists_the_untried_moves_without_their_order() {
    let b = Board::new(5, 5).unwrap();
    let spec = TourSpec::new(b, 0, Strategy::Dfs, false);
    let mut trace = Trace::new(spec.search(Goal::First), TourView::new(spec), 1 << 20);
    let (mut asked, mut first_listed) = (0, 0);
    for step in 0..3000u64 {
        let next = trace.peek();
        let view = trace.view().clone();
        if let Some(q) = knight::predict::question(spec, &view, next, step, 0) {
            if !q.free && !q.candidates.is_empty() {
                let names: Vec<&str> = q.candidates.iter().map(|c| c.name.as_str()).collect();
                assert!(names.contains(&q.answer.as_str()), "step {step}");
                let files: Vec<u32> = names
                    .iter()
                    .map(|n| b.file(b.parse_square(n).unwrap()))
                    .collect();
                assert!(
                    files.windows(2).all(|w| w[0] <= w[1]),
                    "by file at step {step}: {names:?}"
                );
                asked += 1;
                first_listed += usize::from(names[0] == q.answer);
            }
        }
        if trace.forward(1).0 == 0 {
            break;
        }
    }
    assert!(asked > 500, "{asked} questions");
    assert!(
        first_listed * 10 < asked * 9,
        "the answer came first in {first_listed} of {asked} hints"
    );
}
