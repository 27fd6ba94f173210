//! Practice questions against answers computed again here by other means: a plain BFS over
//! knight's moves written below for distances, predecessors and the queue; onward moves
//! counted from the path; h recomputed (linear conflict by trying every subset of a line);
//! A*'s next state from f = 1 + h of each child; reachability of the goal by a BFS over the
//! whole 8-puzzle. For each kind, 1,000 questions at each level; every tie the rule allows
//! accepted; sets the same for a seed, different for two, never repeating a question.

use std::collections::{BTreeSet, HashSet, VecDeque};

use searchlight::engine::{Event, Goal, SplitMix64};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::{Strategy, TourSpec};
use searchlight::puzzles::message::{Message, Param};
use searchlight::puzzles::practice::{self, Form, Level, PracticeError, Question};
use searchlight::puzzles::views;

const PER_LEVEL: usize = 1000;

/// A knight's eight moves, as (files, ranks).
const JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

fn text_param(m: &Message, name: &str) -> String {
    match m.get(name) {
        Some(Param::Text(t)) => t.clone(),
        other => panic!("{} has no text {name}: {other:?}", m.code),
    }
}

/// Every question of `kind` of `route`, `PER_LEVEL` at each level, each checked by `check`
/// and graded: its answer first among those accepted, each accepted answer right, and the
/// answer read back as typed by a person (upper case, full width) right.
fn each(route: &str, kind: &str, mut check: impl FnMut(&Question, u32)) {
    let view = views::view(route).unwrap();
    let p = view.practice.as_ref().unwrap();
    let k = p.kinds.iter().find(|k| k.name == kind).unwrap();
    for level in Level::ALL {
        let figure = p.levels[level.index()];
        let mut rng = SplitMix64::new(0x5eed ^ figure as u64);
        let mut distinct = HashSet::new();
        for _ in 0..PER_LEVEL {
            let q = practice::draw(route, k, level, &mut rng).unwrap();
            assert_eq!((q.view, q.kind, q.level), (route, kind, level));
            assert_eq!(q.accepts.first(), Some(&q.answer), "{q:?}");
            check(&q, figure);
            for a in &q.accepts {
                assert!(practice::check(&q, a).right, "{a} for {q:?}");
                assert!(practice::check(&q, &a.to_uppercase()).right, "{a}");
            }
            distinct.insert(format!("{:?}{:?}", q.options, q.ask));
        }
        // Fresh instances: at least a set's worth differ (the 8-puzzle has only some forty
        // positions six slides out).
        assert!(
            distinct.len() >= practice::MAX_COUNT,
            "{route} {kind} {level:?}: {} distinct",
            distinct.len()
        );
    }
}

/// A square board's side and a square's (file, rank from 0) from their names.
fn board_of(q: &Question) -> Board {
    Board::parse(q.option("board").unwrap()).unwrap()
}

fn sq(board: Board, name: &str) -> (i32, i32) {
    let s = board.parse_square(name).unwrap();
    (board.file(s) as i32, board.rank(s) as i32)
}

fn name((f, r): (i32, i32)) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn jumps(side: i32, (f, r): (i32, i32)) -> Vec<(i32, i32)> {
    JUMPS
        .iter()
        .map(|&(df, dr)| (f + df, r + dr))
        .filter(|&(nf, nr)| (0..side).contains(&nf) && (0..side).contains(&nr))
        .collect()
}

/// A plain BFS over knight's moves: each square's distance from `start` (-1 unreached).
fn distances(side: i32, start: (i32, i32)) -> Vec<Vec<i32>> {
    let mut d = vec![vec![-1; side as usize]; side as usize];
    d[start.0 as usize][start.1 as usize] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(u) = queue.pop_front() {
        for v in jumps(side, u) {
            if d[v.0 as usize][v.1 as usize] < 0 {
                d[v.0 as usize][v.1 as usize] = d[u.0 as usize][u.1 as usize] + 1;
                queue.push_back(v);
            }
        }
    }
    d
}

#[test]
fn bfs_distance_is_a_plain_bfs_distance() {
    each("bfs", "distance", |q, side| {
        let b = board_of(q);
        assert_eq!((b.rows(), b.cols()), (side, side));
        assert_eq!(q.form, Form::Number);
        let d = distances(side as i32, sq(b, q.option("start").unwrap()));
        let (f, r) = sq(b, &text_param(&q.ask, "square"));
        assert_eq!(q.accepts, vec![d[f as usize][r as usize].to_string()]);
        assert!(d[f as usize][r as usize] > 0);
    });
}

#[test]
fn bfs_predecessor_is_any_neighbour_a_layer_nearer() {
    each("bfs", "predecessor", |q, side| {
        let b = board_of(q);
        let d = distances(side as i32, sq(b, q.option("start").unwrap()));
        let t = sq(b, &text_param(&q.ask, "square"));
        let want: BTreeSet<String> = jumps(side as i32, t)
            .into_iter()
            .filter(|v| d[v.0 as usize][v.1 as usize] + 1 == d[t.0 as usize][t.1 as usize])
            .map(name)
            .collect();
        let got: BTreeSet<String> = q.accepts.iter().cloned().collect();
        assert_eq!(got, want, "{q:?}");
        assert_eq!(got.len(), q.accepts.len());
    });
}

#[test]
fn bfs_dequeue_is_the_front_of_a_queue_kept_here() {
    each("bfs", "dequeue", |q, side| {
        let b = board_of(q);
        let start = sq(b, q.option("start").unwrap());
        let step: usize = q.option("step").unwrap().parse().unwrap();
        // The run's events one by one: a dequeue, a discovery per white neighbour in the
        // board's move order, a finish; the front of the queue before event `step`.
        let side = side as i32;
        let mut seen = vec![vec![false; side as usize]; side as usize];
        seen[start.0 as usize][start.1 as usize] = true;
        let mut queue = VecDeque::from([start]);
        let mut events = 0;
        let mut front = None;
        while let Some(&u) = queue.front() {
            if events == step {
                front = Some(u);
                break;
            }
            queue.pop_front();
            events += 1;
            for v in jumps(side, u) {
                if !seen[v.0 as usize][v.1 as usize] {
                    seen[v.0 as usize][v.1 as usize] = true;
                    queue.push_back(v);
                    events += 1;
                }
            }
            events += 1;
        }
        let front = front.unwrap_or_else(|| panic!("no dequeue at step {step}: {q:?}"));
        assert_eq!(q.accepts, vec![name(front)]);
    });
}

/// The knight's path after `step` events of the question's Warnsdorff tour (the instance
/// the page shows), replayed from its options.
fn tour_path(q: &Question) -> (i32, Vec<(i32, i32)>) {
    let b = board_of(q);
    let start = b.parse_square(q.option("start").unwrap()).unwrap();
    assert_eq!(q.option("strategy"), Some("warnsdorff"));
    let spec = TourSpec::new(b, start, Strategy::Warnsdorff, false);
    let mut search = spec.search(Goal::First);
    let problem = spec.problem();
    let cells = problem.cells();
    let mut path = vec![start];
    for _ in 0..q.option("step").unwrap().parse::<usize>().unwrap() {
        match search.step() {
            Some(Event::Visit(c)) => path.push(cells.square(c)),
            other => panic!("the step is before any backtrack: {other:?}"),
        }
    }
    let path = path
        .into_iter()
        .map(|s| (b.file(s) as i32, b.rank(s) as i32))
        .collect();
    (b.rows() as i32, path)
}

/// The unvisited squares a knight's move from `at`.
fn onward(side: i32, path: &[(i32, i32)], at: (i32, i32)) -> Vec<(i32, i32)> {
    jumps(side, at)
        .into_iter()
        .filter(|s| !path.contains(s))
        .collect()
}

#[test]
fn knight_warnsdorff_accepts_every_square_tied_for_fewest_onward_moves() {
    each("knight", "warnsdorff", |q, side| {
        let (n, path) = tour_path(q);
        assert_eq!(n, side as i32);
        let head = *path.last().unwrap();
        assert_eq!(text_param(&q.ask, "square"), name(head));
        let next = onward(n, &path, head);
        let count = |s: (i32, i32)| onward(n, &path, s).len();
        let fewest = next
            .iter()
            .map(|&s| count(s))
            .min()
            .expect("a move to ask about");
        let want: BTreeSet<String> = next
            .into_iter()
            .filter(|&s| count(s) == fewest)
            .map(name)
            .collect();
        assert_eq!(
            q.accepts.iter().cloned().collect::<BTreeSet<_>>(),
            want,
            "{q:?}"
        );
    });
}

#[test]
fn knight_onward_moves_are_the_unvisited_squares_a_move_away() {
    each("knight", "onward", |q, _| {
        let (n, path) = tour_path(q);
        let head = *path.last().unwrap();
        assert_eq!(q.form, Form::Squares);
        let want: BTreeSet<String> = onward(n, &path, head).into_iter().map(name).collect();
        let got: BTreeSet<String> = q.answer.split_whitespace().map(str::to_string).collect();
        assert_eq!(got, want, "{q:?}");
        // Any order, any separator, is the same set; one square short is not.
        let mut listed: Vec<String> = want.iter().cloned().collect();
        listed.reverse();
        assert!(practice::check(q, &listed.join(", ")).right);
        if !listed.is_empty() {
            listed.pop();
            assert!(!practice::check(q, &listed.join(" ")).right);
        } else {
            assert!(practice::check(q, "none").right);
        }
    });
}

#[test]
fn knight_count_is_the_unvisited_squares_a_move_from_the_square() {
    each("knight", "count", |q, _| {
        let (n, path) = tour_path(q);
        let b = board_of(q);
        let at = sq(b, &text_param(&q.ask, "square"));
        assert!(onward(n, &path, *path.last().unwrap()).contains(&at));
        assert_eq!(q.accepts, vec![onward(n, &path, at).len().to_string()]);
    });
}

/// The question's 8-puzzle position, tiles row-major (0 the blank).
fn tiles(q: &Question) -> Vec<u8> {
    assert_eq!(q.option("side"), Some("3"));
    q.option("tiles")
        .unwrap()
        .split(' ')
        .map(|t| t.parse().unwrap())
        .collect()
}

/// Tile t's goal cell, the blank last.
fn home(t: u8) -> usize {
    usize::from(t) - 1
}

fn manhattan(p: &[u8]) -> u32 {
    (0..9)
        .filter(|&i| p[i] != 0)
        .map(|i| ((i / 3).abs_diff(home(p[i]) / 3) + (i % 3).abs_diff(home(p[i]) % 3)) as u32)
        .sum()
}

/// Manhattan distance plus two for each tile that must leave its line: in each row and
/// column, of the tiles whose goal is in that line, the most that are already in goal
/// order, by trying every subset.
fn linear(p: &[u8]) -> u32 {
    let mut extra = 0;
    for line in 0..3 {
        for by_row in [true, false] {
            let cell = |j: usize| if by_row { line * 3 + j } else { j * 3 + line };
            let along: Vec<usize> = (0..3)
                .map(|j| p[cell(j)])
                .filter(|&t| t != 0)
                .filter(|&t| {
                    if by_row {
                        home(t) / 3 == line
                    } else {
                        home(t) % 3 == line
                    }
                })
                .map(|t| if by_row { home(t) % 3 } else { home(t) / 3 })
                .collect();
            let best = (0u32..1 << along.len())
                .filter(|mask| {
                    let kept: Vec<usize> = (0..along.len())
                        .filter(|i| mask & (1 << i) != 0)
                        .map(|i| along[i])
                        .collect();
                    kept.windows(2).all(|w| w[0] < w[1])
                })
                .map(u32::count_ones)
                .max()
                .unwrap_or(0);
            extra += 2 * (along.len() as u32 - best);
        }
    }
    manhattan(p) + extra
}

#[test]
fn puzzle_h_is_recomputed() {
    each("puzzle", "h", |q, _| {
        let p = tiles(q);
        let h = match q.option("heuristic").unwrap() {
            "misplaced" => (0..9).filter(|&i| p[i] != 0 && home(p[i]) != i).count() as u32,
            "manhattan" => manhattan(&p),
            "linear" => linear(&p),
            other => panic!("{other}"),
        };
        assert_eq!(q.accepts, vec![h.to_string()], "{q:?}");
    });
}

/// The children of `p`: the tile slid into the blank, and the position after.
fn children(p: &[u8]) -> Vec<(u8, Vec<u8>)> {
    let b = p.iter().position(|&t| t == 0).unwrap();
    let (r, c) = (b / 3, b % 3);
    let mut out = Vec::new();
    for (dr, dc) in [(-1i32, 0i32), (0, -1), (0, 1), (1, 0)] {
        let (nr, nc) = (r as i32 + dr, c as i32 + dc);
        if (0..3).contains(&nr) && (0..3).contains(&nc) {
            let cell = (nr * 3 + nc) as usize;
            let mut child = p.to_vec();
            child.swap(b, cell);
            out.push((p[cell], child));
        }
    }
    out
}

#[test]
fn puzzle_astar_accepts_every_child_of_lowest_f() {
    each("puzzle", "astar", |q, _| {
        let p = tiles(q);
        assert_ne!(manhattan(&p), 0, "not the goal");
        let kids = children(&p);
        let f = |c: &Vec<u8>| 1 + manhattan(c);
        let low = kids.iter().map(|(_, c)| f(c)).min().unwrap();
        let want: BTreeSet<String> = kids
            .iter()
            .filter(|(_, c)| f(c) == low)
            .map(|(t, _)| t.to_string())
            .collect();
        assert_eq!(
            q.accepts.iter().cloned().collect::<BTreeSet<_>>(),
            want,
            "{q:?}"
        );
        let Form::Choice(choices) = &q.form else {
            panic!("a choice")
        };
        let all: BTreeSet<String> = kids.iter().map(|(t, _)| t.to_string()).collect();
        assert_eq!(choices.iter().cloned().collect::<BTreeSet<_>>(), all);
    });
}

fn pack(p: &[u8]) -> u64 {
    p.iter().fold(0, |acc, &t| acc * 16 + u64::from(t))
}

#[test]
fn puzzle_solvable_is_reachability_by_a_bfs_of_the_whole_puzzle() {
    // Every position the goal reaches by slides (the same as reach it: slides undo).
    let goal: Vec<u8> = vec![1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut reached = HashSet::from([pack(&goal)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(p) = queue.pop_front() {
        for (_, c) in children(&p) {
            if reached.insert(pack(&c)) {
                queue.push_back(c);
            }
        }
    }
    assert_eq!(reached.len(), 181_440, "9!/2 positions");
    let mut answers = [0, 0];
    each("puzzle", "solvable", |q, _| {
        let yes = reached.contains(&pack(&tiles(q)));
        answers[usize::from(yes)] += 1;
        assert_eq!(q.accepts, vec![if yes { "yes" } else { "no" }.to_string()]);
        assert!(!practice::check(q, if yes { "no" } else { "yes" }).right);
    });
    // Both answers come up often.
    assert!(
        answers.iter().all(|&n| n > 3 * PER_LEVEL / 10),
        "{answers:?}"
    );
}

/// The question's sudoku grid (0 empty), its side, and each cell's candidates worked out
/// here by trying every digit against its row, column and box.
fn sudoku(q: &Question, side: u32) -> (Vec<u32>, usize, Vec<Vec<u32>>) {
    assert_eq!(q.option("cell"), Some("mrv"));
    let cells: Vec<u32> = q
        .option("p")
        .unwrap()
        .chars()
        .map(|c| c.to_digit(10).unwrap_or(0))
        .collect();
    let n = side as usize;
    assert_eq!(cells.len(), n * n);
    let (br, bc) = match n {
        4 => (2, 2),
        6 => (2, 3),
        _ => (3, 3),
    };
    let peers = |i: usize, j: usize| {
        let (r, c, s, t) = (i / n, i % n, j / n, j % n);
        i != j && (r == s || c == t || (r / br == s / br && c / bc == t / bc))
    };
    let of: Vec<Vec<usize>> = (0..n * n)
        .map(|i| (0..n * n).filter(|&j| peers(i, j)).collect())
        .collect();
    // The givens agree: no two peers hold one digit.
    for i in 0..n * n {
        assert!(
            of[i].iter().all(|&j| cells[i] == 0 || cells[i] != cells[j]),
            "{q:?}"
        );
    }
    let cand = (0..n * n)
        .map(|i| {
            if cells[i] != 0 {
                return Vec::new();
            }
            (1..=n as u32)
                .filter(|&d| of[i].iter().all(|&j| cells[j] != d))
                .collect()
        })
        .collect();
    (cells, n, cand)
}

fn cell_of(n: usize, i: usize) -> String {
    format!("r{}c{}", i / n + 1, i % n + 1)
}

fn words(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

#[test]
fn sudoku_candidates_are_the_digits_no_peer_holds() {
    each("sudoku", "candidates", |q, side| {
        let (_, n, cand) = sudoku(q, side);
        let cell = text_param(&q.ask, "cell");
        let i = (0..n * n).find(|&i| cell_of(n, i) == cell).unwrap();
        assert!(!cand[i].is_empty());
        assert_eq!(q.accepts, vec![words(&cand[i])], "{q:?}");
        let mut backwards = cand[i].clone();
        backwards.reverse();
        let typed = backwards
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",");
        assert!(practice::check(q, &typed).right, "{typed}");
    });
}

/// The empty cells with the fewest candidates.
fn fewest(cells: &[u32], n: usize, cand: &[Vec<u32>]) -> BTreeSet<String> {
    let empty = (0..n * n).filter(|&i| cells[i] == 0);
    let low = empty.clone().map(|i| cand[i].len()).min().unwrap();
    assert!(low >= 1, "every empty cell has a candidate");
    empty
        .filter(|&i| cand[i].len() == low)
        .map(|i| cell_of(n, i))
        .collect()
}

#[test]
fn sudoku_mrv_accepts_every_cell_tied_for_fewest_candidates() {
    each("sudoku", "mrv", |q, side| {
        let (cells, n, cand) = sudoku(q, side);
        let got: BTreeSet<String> = q.accepts.iter().cloned().collect();
        assert_eq!(got, fewest(&cells, n, &cand), "{q:?}");
        assert_eq!(got.len(), q.accepts.len());
    });
}

#[test]
fn sudoku_digit_is_the_smallest_candidate_of_a_fewest_candidates_cell() {
    each("sudoku", "digit", |q, side| {
        let (cells, n, cand) = sudoku(q, side);
        let cell = text_param(&q.ask, "cell");
        assert!(fewest(&cells, n, &cand).contains(&cell), "{q:?}");
        let i = (0..n * n).find(|&i| cell_of(n, i) == cell).unwrap();
        assert_eq!(q.accepts, vec![cand[i][0].to_string()]);
    });
}

fn key(q: &Question) -> String {
    serde_json::to_string(q).unwrap()
}

#[test]
fn a_set_is_its_seed_without_repeats() {
    let routes: Vec<&str> = practice::practised().collect();
    assert!(routes.len() >= 3);
    let mut sets = HashSet::new();
    for seed in 0..20u64 {
        for level in Level::ALL {
            let a = practice::set(&routes, level, 30, seed).unwrap();
            let b = practice::set(&routes, level, 30, seed).unwrap();
            assert_eq!(a, b);
            assert_eq!(a.len(), 30);
            let distinct: HashSet<String> = a
                .iter()
                .map(|q| format!("{}{}{:?}{:?}", q.view, q.kind, q.options, q.ask))
                .collect();
            assert_eq!(distinct.len(), 30, "seed {seed}");
            // Every kind of every view comes up in a set of 30 (the kinds in turn).
            let kinds: HashSet<(&str, &str)> = a.iter().map(|q| (q.view, q.kind)).collect();
            let all: usize = views::VIEWS
                .iter()
                .filter_map(|v| v.practice.as_ref())
                .map(|p| p.kinds.len())
                .sum();
            assert!(all <= 30);
            assert_eq!(kinds.len(), all);
            assert!(a.iter().all(|q| q.level == level));
            assert!(
                sets.insert(a.iter().map(key).collect::<Vec<_>>()),
                "seed {seed} repeats a set"
            );
        }
    }
    // The views asked are the views named.
    let one = practice::set(&["bfs"], Level::Easy, 5, 3).unwrap();
    assert!(one
        .iter()
        .all(|q| q.view == "bfs" && q.option("board") == Some("5x5")));
}

#[test]
fn a_set_refuses_what_it_cannot_make() {
    assert_eq!(
        practice::set(&["bfs"], Level::Easy, 4, 1),
        Err(PracticeError::Count(4))
    );
    assert_eq!(
        practice::set(&["bfs"], Level::Easy, 31, 1),
        Err(PracticeError::Count(31))
    );
    assert_eq!(
        practice::set(&[], Level::Easy, 10, 1),
        Err(PracticeError::NoViews)
    );
    assert_eq!(
        practice::set(&["bfs", "chess"], Level::Easy, 10, 1),
        Err(PracticeError::UnknownView("chess".into()))
    );
    let without = views::VIEWS
        .iter()
        .find(|v| v.practice.is_none())
        .map(|v| v.route);
    if let Some(route) = without {
        assert_eq!(
            practice::set(&[route], Level::Easy, 10, 1),
            Err(PracticeError::NoPractice(route.into()))
        );
    }
}

#[test]
fn answers_are_read_by_form_and_a_file_by_line() {
    let q = practice::set(&["bfs"], Level::Medium, 10, 9).unwrap();
    for q in &q {
        let wrong = practice::check(q, "zz99 not an answer");
        assert!(!wrong.right);
        assert_eq!(wrong.answer, q.answer);
        assert_eq!(wrong.accepts, q.accepts);
        if q.form == Form::Square {
            // Full-width as a Chinese keyboard types it.
            let wide: String = q
                .answer
                .chars()
                .map(|c| char::from_u32(c as u32 + 0xFEE0).unwrap())
                .collect();
            assert!(practice::check(q, &wide).right, "{wide}");
            assert_eq!(
                practice::check(q, "").why.code,
                "practice.unreadable.square"
            );
        } else {
            assert_eq!(
                practice::check(q, "three").why.code,
                "practice.unreadable.number"
            );
            assert!(practice::check(q, &format!(" {} ", q.answer)).right);
        }
        // A right answer is explained by the step's narration.
        assert_eq!(practice::check(q, &q.answer).why, q.why);
    }
    let read = practice::read_answers("# my answers\n1 c3\n\n3: 4\n1 d5\n", 3).unwrap();
    assert_eq!(
        read,
        vec![Some("d5".to_string()), None, Some("4".to_string())]
    );
    for bad in ["0 c3", "4 c3", "one c3", "c3"] {
        assert_eq!(
            practice::read_answers(bad, 3),
            Err(PracticeError::AnswerLine { line: 1, count: 3 }),
            "{bad}"
        );
    }
}

#[test]
fn every_level_is_harder_than_the_one_before() {
    for v in views::VIEWS {
        if let Some(p) = &v.practice {
            assert!(
                p.levels.is_sorted() && p.levels[0] < p.levels[2],
                "{}",
                v.route
            );
            assert!(p.kinds.len() >= 3, "{}", v.route);
        }
    }
}
