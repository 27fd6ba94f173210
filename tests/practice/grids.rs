//! The 8-puzzle, sudoku and DFS with times: answers recomputed from the grid or the graph.

use super::*;

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

/// The question's graph read here (names a, b, ...; neighbours in name order) and a
/// recursive depth-first search over it, roots in name order, the clock from 1: each
/// vertex's (d, f) and each edge's class.
#[allow(clippy::type_complexity)]
fn dfs(q: &Question, n: u32) -> (Vec<(u32, u32)>, Vec<(usize, usize, &'static str)>) {
    let n = n as usize;
    let id = |w: &str| usize::from(w.as_bytes()[0] - b'a');
    let mut adj = vec![BTreeSet::new(); n];
    let mut names = BTreeSet::new();
    for line in q.option("edges").unwrap().lines() {
        let w: Vec<&str> = line.split(' ').collect();
        names.extend(w.iter().map(|&x| id(x)));
        if let [a, b] = w[..] {
            adj[id(a)].insert(id(b));
        }
    }
    assert_eq!(names.len(), n, "every vertex named");
    fn visit(
        u: usize,
        adj: &[BTreeSet<usize>],
        clock: &mut u32,
        times: &mut Vec<(u32, u32)>,
        classes: &mut Vec<(usize, usize, &'static str)>,
    ) {
        *clock += 1;
        times[u].0 = *clock;
        for &v in &adj[u] {
            let class = match times[v] {
                (0, _) => "tree",
                (_, 0) => "back",
                (dv, _) if dv > times[u].0 => "forward",
                _ => "cross",
            };
            classes.push((u, v, class));
            if class == "tree" {
                visit(v, adj, clock, times, classes);
            }
        }
        *clock += 1;
        times[u].1 = *clock;
    }
    let (mut clock, mut times, mut classes) = (0, vec![(0, 0); n], Vec::new());
    for r in 0..n {
        if times[r].0 == 0 {
            visit(r, &adj, &mut clock, &mut times, &mut classes);
        }
    }
    assert_eq!(clock as usize, 2 * n);
    (times, classes)
}

fn vertex(m: &Message, name: &str) -> usize {
    usize::from(text_param(m, name).as_bytes()[0] - b'a')
}

#[test]
fn dfs_times_are_a_recursive_dfs_clock() {
    for kind in ["discovery", "finish"] {
        each("dfs", kind, |q, n| {
            let (times, _) = dfs(q, n);
            let (d, f) = times[vertex(&q.ask, "vertex")];
            let want = if kind == "discovery" { d } else { f };
            assert_eq!(q.accepts, vec![want.to_string()], "{q:?}");
        });
    }
}

#[test]
fn dfs_edge_classes_are_a_recursive_dfs_classes() {
    let mut seen = HashSet::new();
    each("dfs", "class", |q, n| {
        let (_, classes) = dfs(q, n);
        let (u, v) = (vertex(&q.ask, "from"), vertex(&q.ask, "to"));
        let c = classes.iter().find(|e| (e.0, e.1) == (u, v)).unwrap().2;
        assert_eq!(q.accepts, vec![c.to_string()], "{q:?}");
        seen.insert(c);
    });
    assert_eq!(seen.len(), 4, "every class comes up: {seen:?}");
}
