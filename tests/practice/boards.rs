//! BFS layers, the knight's tour and N queens: answers recomputed on the board.

use super::*;

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

/// The queens placed at the question's step (a column per row, from 0), replayed from the
/// view's search (the instance the page shows), and the column after which the next row's
/// search resumes (the last it took back there since the row below was placed, if any).
fn queens_at(q: &Question, n: u32) -> (Vec<u32>, Option<u32>) {
    use searchlight::puzzles::queens::{NQueens, Variant};
    assert_eq!(
        (q.option("variant"), q.option("mode")),
        (Some("check"), Some("all"))
    );
    assert_eq!(q.option("n"), Some(n.to_string().as_str()));
    let mut search = NQueens::new(n, Variant::Check).search(Goal::All);
    let (mut cols, mut resume) = (Vec::new(), None);
    for _ in 0..q.option("step").unwrap().parse::<usize>().unwrap() {
        match search.step() {
            Some(Event::Visit(c)) => {
                cols.push(c);
                resume = None;
            }
            Some(Event::Backtrack(c)) => {
                cols.pop();
                resume = Some(c);
            }
            Some(Event::Solution) => {}
            other => panic!("before the end: {other:?}"),
        }
    }
    (cols, resume)
}

/// Whether a queen on (row, col) shares a column or a diagonal with the queen of row `r`.
fn attacks(cols: &[u32], r: usize, row: usize, col: u32) -> bool {
    cols[r] == col || cols[r].abs_diff(col) as usize == row - r
}

fn free_of(cols: &[u32], n: u32) -> Vec<u32> {
    let row = cols.len();
    (0..n)
        .filter(|&c| (0..row).all(|r| !attacks(cols, r, row, c)))
        .collect()
}

#[test]
fn queens_next_is_the_first_free_column_not_tried() {
    each("queens", "next", |q, n| {
        let (cols, resume) = queens_at(q, n);
        let from = resume.map_or(0, |c| c + 1);
        let c = free_of(&cols, n).into_iter().find(|&c| c >= from).unwrap();
        assert_eq!(q.accepts, vec![(c + 1).to_string()], "{q:?}");
    });
}

#[test]
fn queens_free_columns_share_no_line_with_a_queen() {
    each("queens", "free", |q, n| {
        let (cols, _) = queens_at(q, n);
        let free: Vec<u32> = free_of(&cols, n).iter().map(|c| c + 1).collect();
        assert!(!free.is_empty());
        assert_eq!(q.accepts, vec![words(&free)], "{q:?}");
    });
}

#[test]
fn queens_attacker_accepts_every_attacking_queen() {
    each("queens", "attacker", |q, n| {
        let (cols, _) = queens_at(q, n);
        let row = cols.len();
        let Some(Param::Number(r)) = q.ask.get("row") else {
            panic!()
        };
        let Some(Param::Number(c)) = q.ask.get("column") else {
            panic!()
        };
        assert_eq!(*r as usize, row + 1);
        let want: BTreeSet<String> = (0..row)
            .filter(|&i| attacks(&cols, i, row, *c as u32 - 1))
            .map(|i| (i + 1).to_string())
            .collect();
        assert!(!want.is_empty());
        assert_eq!(
            q.accepts.iter().cloned().collect::<BTreeSet<_>>(),
            want,
            "{q:?}"
        );
    });
}
