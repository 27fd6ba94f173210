//! Sokoban: the built-in levels' fewest moves and pushes held against a plain search over
//! full positions written here (the keeper's square and every box, on the grid as the text
//! draws it), every solution replayed by the verifier, deadlock pruning never losing a
//! solvable position or a push (random levels from a seeded generator), the estimates never
//! above the true pushes and never falling by more than a push's cost, and each fault of a level text named at its line and column.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{HashMap, HashSet, VecDeque};

use searchlight::engine::SplitMix64;
use searchlight::puzzles::message::Coded;
use searchlight::puzzles::sokoban::*;

/// A full position as this file's search sees it: the keeper's grid index and the boxes'
/// grid indices, sorted.
type Full = (usize, Vec<usize>);

/// The level's grid as plain data, read from what the text drew (walls, boxes, goals, the
/// keeper), without the floor indexing the searches use.
struct Grid {
    rows: usize,
    cols: usize,
    wall: Vec<bool>,
    goal: Vec<bool>,
    start: Full,
}

impl Grid {
    fn of(level: &Level) -> Grid {
        let (rows, cols) = (level.rows(), level.cols());
        let mut g = Grid {
            rows,
            cols,
            wall: vec![false; rows * cols],
            goal: vec![false; rows * cols],
            start: (0, Vec::new()),
        };
        for r in 0..rows {
            for c in 0..cols {
                let i = r * cols + c;
                let cell = level.cell(r, c);
                g.wall[i] = cell == Cell::Wall;
                g.goal[i] = cell.is_goal();
                if cell.is_box() {
                    g.start.1.push(i);
                }
                if cell.is_player() {
                    g.start.0 = i;
                }
            }
        }
        g
    }

    /// The square beyond `i` towards (dr, dc), if on the grid and not a wall.
    fn ahead(&self, i: usize, (dr, dc): (isize, isize)) -> Option<usize> {
        let r = (i / self.cols).checked_add_signed(dr)?;
        let c = (i % self.cols).checked_add_signed(dc)?;
        (r < self.rows && c < self.cols && !self.wall[r * self.cols + c])
            .then_some(r * self.cols + c)
    }

    /// Each move from `p`: the position after it and whether it pushed.
    fn moves(&self, p: &Full) -> Vec<(Full, bool)> {
        let mut out = Vec::new();
        for d in [(0, -1), (-1, 0), (0, 1), (1, 0)] {
            let Some(n) = self.ahead(p.0, d) else {
                continue;
            };
            if let Ok(k) = p.1.binary_search(&n) {
                let Some(to) = self.ahead(n, d) else { continue };
                if p.1.binary_search(&to).is_ok() {
                    continue;
                }
                let mut boxes = p.1.clone();
                boxes[k] = to;
                boxes.sort_unstable();
                out.push(((n, boxes), true));
            } else {
                out.push(((n, p.1.clone()), false));
            }
        }
        out
    }

    /// A position packed in 128 bits (the keeper and each box 10 bits: grids of at most
    /// 1,024 squares, 11 boxes), for the sets of positions met.
    fn key(p: &Full) -> u128 {
        assert!(p.1.len() <= 11);
        p.1.iter().fold(p.0 as u128, |k, &b| k << 10 | b as u128)
    }

    fn solved(&self, p: &Full) -> bool {
        p.1.iter().all(|&b| self.goal[b])
    }

    /// The fewest moves, by breadth-first search over full positions.
    fn fewest_moves(&self) -> Option<u32> {
        let mut seen = HashSet::from([Grid::key(&self.start)]);
        let mut layer = vec![self.start.clone()];
        let mut depth = 0;
        while !layer.is_empty() {
            if layer.iter().any(|p| self.solved(p)) {
                return Some(depth);
            }
            let mut next = Vec::new();
            for p in &layer {
                for (q, _) in self.moves(p) {
                    if seen.insert(Grid::key(&q)) {
                        next.push(q);
                    }
                }
            }
            layer = next;
            depth += 1;
        }
        None
    }

    /// The fewest pushes (walking free), by 0-1 breadth-first search over full positions.
    fn fewest_pushes(&self) -> Option<u32> {
        let mut dist: HashMap<u128, u32> = HashMap::from([(Grid::key(&self.start), 0)]);
        let mut queue = VecDeque::from([(self.start.clone(), 0)]);
        while let Some((p, d)) = queue.pop_front() {
            if dist[&Grid::key(&p)] < d {
                continue;
            }
            if self.solved(&p) {
                return Some(d);
            }
            for (q, push) in self.moves(&p) {
                let e = d + u32::from(push);
                let k = Grid::key(&q);
                if dist.get(&k).is_none_or(|&old| e < old) {
                    dist.insert(k, e);
                    if push {
                        queue.push_back((q, e));
                    } else {
                        queue.push_front((q, e));
                    }
                }
            }
        }
        None
    }
}

fn search(algo: Algo, by: By, dead: bool, estimate: Estimate) -> Search {
    Search {
        algo,
        by,
        visited: true,
        dead,
        estimate,
    }
}

/// `search` on `level`, its solution replayed by the verifier: its moves and pushes.
fn solved(level: &Level, s: Search) -> Option<(u32, u32)> {
    let r = solve(level, s, CLI_BOUNDS);
    assert_ne!(r.outcome, Outcome::StateBound, "{s:?}");
    assert_ne!(r.outcome, Outcome::StepBound, "{s:?}");
    let sol = r.solution?;
    let replayed = verify(level, &sol.lurd).unwrap_or_else(|e| panic!("{s:?}: {e}"));
    assert_eq!((replayed.moves, replayed.pushes), (sol.moves, sol.pushes));
    Some((sol.moves, sol.pushes))
}

/// The built-in levels' fewest moves and fewest pushes, in order (found by this file's
/// search over full positions, and held to it below).
const BUILTIN: &[(u32, u32)] = &[
    (2, 2),
    (6, 3),
    (10, 4),
    (15, 7),
    (20, 8),
    (38, 13),
    (61, 15),
    (62, 23),
    (45, 12),
    (58, 15),
];

#[test]
fn every_built_in_level_is_solved_in_its_fewest_moves_and_pushes() {
    let levels = levels::builtin();
    assert_eq!(levels.len(), BUILTIN.len());
    for (i, (level, &(moves, pushes))) in levels.iter().zip(BUILTIN).enumerate() {
        let grid = Grid::of(level);
        assert_eq!(grid.fewest_moves(), Some(moves), "level {}", i + 1);
        assert_eq!(grid.fewest_pushes(), Some(pushes), "level {}", i + 1);
        assert!(!level.title().is_empty(), "level {} has a title", i + 1);
        // The fewest moves: breadth-first and A* by moves.
        for algo in [Algo::Bfs, Algo::AStar] {
            let got = solved(level, search(algo, By::Moves, true, Estimate::Matching));
            assert_eq!(got.map(|m| m.0), Some(moves), "level {} {algo:?}", i + 1);
        }
        // The fewest pushes: breadth-first, A* with either estimate and IDA* by pushes.
        for (algo, h) in [
            (Algo::Bfs, Estimate::Zero),
            (Algo::AStar, Estimate::Sum),
            (Algo::AStar, Estimate::Matching),
            (Algo::Ida, Estimate::Matching),
        ] {
            let got = solved(level, search(algo, By::Pushes, true, h));
            assert_eq!(
                got.map(|m| m.1),
                Some(pushes),
                "level {} {algo:?} {h:?}",
                i + 1
            );
        }
        // A* by pushes, the page's default, stays small on every one: at most 100 states
        // expanded (the page's aim is a second a level as wasm; 100 take milliseconds).
        let astar = solve(
            level,
            search(Algo::AStar, By::Pushes, true, Estimate::Matching),
            CLI_BOUNDS,
        );
        assert!(astar.expanded <= 100, "level {}: {}", i + 1, astar.expanded);
        // Greedy finds a solution, never fewer pushes.
        let greedy = solved(
            level,
            search(Algo::Greedy, By::Pushes, true, Estimate::Matching),
        );
        assert!(greedy.expect("greedy solves it").1 >= pushes);
    }
}

/// A small random level: a walled grid, some walls inside, `boxes` boxes and goals and the
/// keeper on random free squares (a box may start on a goal); "" when the squares run out.
fn random_level(rng: &mut SplitMix64) -> String {
    let rows = 5 + rng.below(3) as usize;
    let cols = 5 + rng.below(4) as usize;
    let mut grid = vec![vec![' '; cols]; rows];
    for (r, row) in grid.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            if r == 0 || c == 0 || r + 1 == rows || c + 1 == cols || rng.below(100) < 12 {
                *cell = '#';
            }
        }
    }
    let mut free: Vec<(usize, usize)> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .filter(|&(r, c)| grid[r][c] == ' ')
        .collect();
    let boxes = 1 + rng.below(3) as usize;
    let mut take = |rng: &mut SplitMix64| {
        if free.is_empty() {
            return None;
        }
        let k = rng.below(free.len() as u64) as usize;
        Some(free.swap_remove(k))
    };
    let Some((r, c)) = take(rng) else {
        return String::new();
    };
    grid[r][c] = '@';
    for _ in 0..boxes {
        let Some(b) = take(rng) else {
            return String::new();
        };
        // Now and then a box starts on its goal.
        if rng.below(6) == 0 {
            grid[b.0][b.1] = '*';
            continue;
        }
        let Some(g) = take(rng) else {
            return String::new();
        };
        grid[b.0][b.1] = '$';
        grid[g.0][g.1] = '.';
    }
    grid.iter()
        .map(|row| row.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn pruning_never_loses_a_solvable_level_or_a_push_and_the_estimates_are_admissible() {
    let mut rng = SplitMix64::new(2026);
    let (mut tried, mut solvable) = (0, 0);
    let mut pruned = Pruned::default();
    while tried < 600 {
        let text = random_level(&mut rng);
        let Ok(level) = Level::parse(&text) else {
            continue;
        };
        tried += 1;
        let grid = Grid::of(&level);
        let truth = grid.fewest_pushes();
        // Breadth-first by pushes with pruning and without: the same answer as here.
        for dead in [false, true] {
            let r = solve(
                &level,
                search(Algo::Bfs, By::Pushes, dead, Estimate::Zero),
                CLI_BOUNDS,
            );
            assert_ne!(r.outcome, Outcome::StateBound);
            assert_eq!(
                r.solution.as_ref().map(|s| s.pushes),
                truth,
                "dead {dead}\n{text}"
            );
            if let Some(s) = &r.solution {
                verify(&level, &s.lurd).unwrap();
            }
            pruned.dead += r.pruned.dead;
            pruned.frozen += r.pruned.frozen;
        }
        let Some(opt) = truth else { continue };
        solvable += 1;
        // By moves too, against the fewest moves here.
        let moves = solved(&level, search(Algo::Bfs, By::Moves, true, Estimate::Zero));
        assert_eq!(moves.map(|m| m.0), grid.fewest_moves(), "{text}");
        // The estimates at the start are no more than the fewest pushes, the sum no more
        // than the matching; so along a shortest solution.
        let sum = Estimate::Sum.of(&level, level.boxes());
        let matching = Estimate::Matching.of(&level, level.boxes());
        assert!(
            sum <= matching && matching <= opt,
            "{sum} {matching} {opt}\n{text}"
        );
        for (algo, h) in [
            (Algo::AStar, Estimate::Matching),
            (Algo::Ida, Estimate::Sum),
        ] {
            let got = solved(&level, search(algo, By::Pushes, true, h));
            assert_eq!(got.map(|m| m.1), Some(opt), "{algo:?}\n{text}");
        }
        // Every position along an optimal solution: its estimate at most the pushes left.
        let r = solve(
            &level,
            search(Algo::AStar, By::Pushes, false, Estimate::Matching),
            CLI_BOUNDS,
        );
        let lurd = r.solution.expect("solvable").lurd;
        let mut boxes = level.boxes();
        let mut keeper = level.player();
        let mut left = opt;
        for c in lurd.chars() {
            let (d, push) = Dir::of_letter(c).unwrap();
            let next = level.step(keeper, d);
            if push {
                // Consistent: no push lowers either estimate by more than its cost, 1.
                let space = SokobanSpace::new(level.clone(), By::Pushes, false, Estimate::Zero);
                let here = State {
                    boxes,
                    player: keeper,
                };
                let mut steps = Vec::new();
                space.steps(&here, &mut steps);
                for h in [Estimate::Sum, Estimate::Matching] {
                    for s in &steps {
                        assert!(h.of(&level, boxes) <= 1 + h.of(&level, s.state.boxes));
                    }
                }
                boxes = boxes.moved(next, level.step(next, d));
                left -= 1;
                assert!(Estimate::Matching.of(&level, boxes) <= left);
                assert!(Estimate::Sum.of(&level, boxes) <= left);
            }
            keeper = next;
        }
        assert_eq!(left, 0);
    }
    assert!(solvable >= 100, "{solvable} solvable of {tried}");
    // Both rules were tried (and lost nothing): dead squares, and freezes of boxes.
    assert!(pruned.dead > 0 && pruned.frozen > 0, "{pruned:?}");
}

#[test]
fn dead_squares_and_freezes_are_found_with_their_square() {
    let level = Level::parse(
        "\
#######
#.    #
#  $  #
#   @ #
#######",
    )
    .unwrap();
    let sq = |r, c| level.square(r, c).unwrap();
    // The corners and the walls with no goal along them are dead; the goal's row and column
    // are not, nor the middle.
    for (r, c) in [(1, 5), (3, 1), (3, 5), (2, 5), (3, 3)] {
        assert!(level.dead().contains(sq(r, c)), "{r},{c}");
    }
    for (r, c) in [(1, 1), (1, 3), (2, 1), (2, 3), (2, 2)] {
        assert!(!level.dead().contains(sq(r, c)), "{r},{c}");
    }
    assert_eq!(level.name(sq(3, 1)), "b2");
    // A push into the corner is pruned as a dead square, named by the box's new square.
    let boxes = Boxes::EMPTY.moved(0, sq(3, 5));
    assert_eq!(
        deadlock_after_push(&level, boxes, sq(3, 5)).map(|d| d.kind),
        Some(DeadlockKind::DeadSquare)
    );
    // Two boxes side by side along the top wall, one off a goal, are frozen (no square of
    // theirs is dead: the goal's row); on both goals, they are not a deadlock.
    let level = Level::parse(
        "\
#######
#.  . #
#  $$ #
#   @ #
#######",
    )
    .unwrap();
    let sq = |r, c| level.square(r, c).unwrap();
    let boxes: Boxes = [sq(1, 2), sq(1, 3)].into_iter().collect();
    assert!(!level.dead().contains(sq(1, 3)));
    let d = deadlock_after_push(&level, boxes, sq(1, 3)).expect("frozen");
    assert_eq!((d.kind, d.square), (DeadlockKind::Frozen, sq(1, 3)));
    assert_eq!(
        frozen_group(&level, boxes, sq(1, 3)),
        Some(vec![sq(1, 3), sq(1, 2)])
    );
    let on_goals: Boxes = [sq(1, 1), sq(1, 4)].into_iter().collect();
    assert_eq!(deadlock_after_push(&level, on_goals, sq(1, 4)), None);
    // A box alone in the open is not frozen.
    assert_eq!(
        frozen_group(&level, Boxes::EMPTY.moved(0, sq(2, 3)), sq(2, 3)),
        None
    );
}

#[test]
fn a_state_by_pushes_is_the_region_not_the_keeper_s_square() {
    let level = levels::builtin().swap_remove(2);
    let space = SokobanSpace::new(level.clone(), By::Pushes, true, Estimate::Matching);
    let start = space.start();
    let region = space.region(&start);
    assert!(region.contains(level.player()));
    assert_eq!(Some(start.player), region.iter().next());
    // By moves two squares of one region are two states; by pushes, one.
    let walked = level
        .goal_list()
        .iter()
        .copied()
        .find(|&g| region.contains(g) && g != level.player())
        .unwrap_or(start.player);
    assert_eq!(normalised(&level, level.boxes(), walked), start.player);
    // Tree search meets positions again and expands more than graph search.
    let graph = solve(
        &level,
        search(Algo::Bfs, By::Moves, false, Estimate::Zero),
        CLI_BOUNDS,
    );
    let mut tree = search(Algo::Bfs, By::Moves, false, Estimate::Zero);
    tree.visited = false;
    let tree = solve(&level, tree, CLI_BOUNDS);
    assert_eq!(
        tree.solution.as_ref().map(|s| s.moves),
        graph.solution.as_ref().map(|s| s.moves)
    );
    assert!(tree.expanded > graph.expanded);
    assert!(graph.met_again > 0);
}

#[test]
fn the_bounds_stop_a_search_and_say_which() {
    let level = levels::builtin().swap_remove(9);
    let mut s = search(Algo::Bfs, By::Moves, false, Estimate::Zero);
    s.visited = false;
    let r = solve(
        &level,
        s,
        Bounds {
            states: 1000,
            steps: 1_000_000,
        },
    );
    assert_eq!((r.outcome, r.kept), (Outcome::StateBound, 1000));
    let r = solve(
        &level,
        s,
        Bounds {
            states: 1_000_000,
            steps: 500,
        },
    );
    assert_eq!((r.outcome, r.steps), (Outcome::StepBound, 500));
    let r = solve(
        &level,
        search(Algo::Ida, By::Moves, false, Estimate::Sum),
        Bounds {
            states: 10,
            steps: 300,
        },
    );
    assert_eq!(r.outcome, Outcome::StepBound);
    assert!(r.solution.is_none());
}

#[test]
fn the_verifier_names_each_wrong_letter() {
    let level = Level::parse("#######\n#@ $ .#\n#######").unwrap();
    assert_eq!(
        verify(&level, "rRR"),
        Ok(Replayed {
            moves: 3,
            pushes: 2
        })
    );
    assert_eq!(
        verify(&level, "rxR"),
        Err(VerifyError::Letter { at: 1, found: 'x' })
    );
    assert_eq!(verify(&level, "u"), Err(VerifyError::Wall { at: 0 }));
    assert_eq!(verify(&level, "R"), Err(VerifyError::NoBox { at: 0 }));
    assert_eq!(verify(&level, "rr"), Err(VerifyError::Unmarked { at: 1 }));
    assert_eq!(verify(&level, "rRRR"), Err(VerifyError::Blocked { at: 3 }));
    assert_eq!(verify(&level, "rR"), Err(VerifyError::Unsolved { off: 1 }));
    assert_eq!(
        verify(&level, "rR").unwrap_err().message().code,
        "sokoban.verify.unsolved"
    );
}

#[test]
fn each_fault_of_a_level_text_is_named_at_its_line_and_column() {
    let err = |t: &str| parse_levels(t).unwrap_err();
    assert_eq!(
        err("#####\n#@$x#\n#####"),
        LevelError::Char {
            line: 2,
            column: 4,
            found: 'x'
        }
    );
    assert_eq!(
        err("; title\n#####\n#.$ #\n#####"),
        LevelError::NoPlayer { line: 2 }
    );
    assert_eq!(
        err("######\n#@$.@#\n######"),
        LevelError::TwoPlayers { line: 2, column: 5 }
    );
    assert_eq!(
        err("#####\n#@$. \n#####"),
        LevelError::Open { line: 2, column: 5 }
    );
    assert_eq!(
        err("#####\n#@$.\n#####"),
        LevelError::Open { line: 2, column: 5 }
    );
    assert_eq!(
        err("#########\n#@$.#$ .#\n#########"),
        LevelError::Unreachable {
            line: 2,
            column: 6,
            goal: false
        }
    );
    assert_eq!(
        err("#########\n#@$.# ..#\n#########"),
        LevelError::Unreachable {
            line: 2,
            column: 7,
            goal: true
        }
    );
    let more = err("######\n#@$$.#\n######");
    assert_eq!(
        more,
        LevelError::Count {
            line: 1,
            boxes: 2,
            goals: 1
        }
    );
    assert_eq!(more.message().code, "sokoban.level.more_boxes");
    let fewer = err("######\n#@$..#\n######");
    assert_eq!(fewer.message().code, "sokoban.level.fewer_boxes");
    assert_eq!(err("#####\n#@  #\n#####"), LevelError::NoBoxes { line: 1 });
    assert_eq!(err("; only a comment\n\n"), LevelError::NoLevel);
    let wide = format!("{}\n#@$.#", "#".repeat(MAX_SIDE + 1));
    assert_eq!(err(&wide), LevelError::TooWide { line: 1 });
    // Spaces after a row's last wall do not make it wider.
    let trailing = format!("#####{}\n#@$.#\n#####", " ".repeat(MAX_SIDE));
    assert_eq!(Level::parse(&trailing).map(|l| l.cols()), Ok(5));
    let tall = "#\n".repeat(MAX_SIDE + 1);
    assert_eq!(err(&tall), LevelError::TooTall { line: 1 });
    let big = format!("#{}", " ".repeat(MAX_TEXT_BYTES));
    assert!(matches!(err(&big), LevelError::TooLong { .. }));
    // The message carries the place.
    let m = err("#####\n#@$x#\n#####").message();
    assert_eq!(m.code, "sokoban.level.char");
    assert_eq!(
        m.get("line"),
        Some(&searchlight::puzzles::message::Param::Number(2.0))
    );
    assert_eq!(
        m.get("column"),
        Some(&searchlight::puzzles::message::Param::Number(4.0))
    );
}

#[test]
fn a_collection_reads_titles_and_rows_apart_by_bars() {
    let text = "; header\n\n; First\n#####\n#@$.#\n#####\n\n#####\n#.$@#\n#####\n; Second\n";
    let levels = parse_levels(text).unwrap();
    assert_eq!(levels.len(), 2);
    assert_eq!((levels[0].title(), levels[0].line()), ("First", 4));
    assert_eq!((levels[1].title(), levels[1].line()), ("Second", 8));
    // A link's form: rows ending at `|`, floor as `-` or `_`.
    let linked = Level::parse("-#####|##@$.#|#____#|######").unwrap();
    assert_eq!(linked.boxes().len(), 1);
    assert_eq!(
        verify(&linked, "R"),
        Ok(Replayed {
            moves: 1,
            pushes: 1
        })
    );
    // A comment runs to its line's end, `|` and all; a link's rows after it still end at `|`.
    let titled =
        parse_levels("; Either | or\n#####|#@$.#|#####\n\n;A|B\n#####\n#.$@#\n#####").unwrap();
    assert_eq!(titled.len(), 2);
    assert_eq!(
        (titled[0].title(), titled[1].title()),
        ("Either | or", "A|B")
    );
    assert_eq!(titled[0].boxes().len(), 1);
    // Written back, read again: the same level.
    for level in levels::builtin() {
        let again = Level::parse(&level.text()).unwrap();
        assert_eq!(
            (again.boxes(), again.goals(), again.player()),
            (level.boxes(), level.goals(), level.player())
        );
    }
}

/// Every fault of random and mutated level texts is said, never a panic: where a fault has a
/// line it is a line of the text (rows end at a newline or a `|`, comments at a newline), and
/// where it has a column
/// it is inside that line or one past its end (a row the walls leave open there).
#[test]
fn random_and_mutated_level_texts_never_panic_and_each_fault_is_placed_in_the_text() {
    use searchlight::puzzles::message::Param;
    const ALPHABET: &[char] = &[
        '#', '@', '+', '$', '*', '.', ' ', '-', '_', '\n', '|', ';', 'x', '\t', '\r', 'é', '箱',
    ];
    let mut rng = SplitMix64::new(50);
    let (mut errors, mut levels, mut placed) = (0, 0, 0);
    for round in 0..3000 {
        let mut text: Vec<char> = if round % 5 == 4 {
            // A text of the format's characters and others, at random.
            (0..rng.below(120))
                .map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize])
                .collect()
        } else {
            // A level (or two), then a few characters replaced, put in or taken out.
            let mut t = random_level(&mut rng);
            if rng.below(3) == 0 {
                t = format!("; a title\n{t}\n\n{}", random_level(&mut rng));
            }
            t.chars().collect()
        };
        for _ in 0..rng.below(4) {
            let at = rng.below(text.len() as u64 + 1) as usize;
            let ch = ALPHABET[rng.below(ALPHABET.len() as u64) as usize];
            match rng.below(3) {
                0 if at < text.len() => text[at] = ch,
                1 if at < text.len() => {
                    text.remove(at);
                }
                _ => text.insert(at, ch),
            }
        }
        let text: String = text.into_iter().collect();
        let e = match parse_levels(&text) {
            Ok(_) => {
                levels += 1;
                continue;
            }
            Err(e) => e,
        };
        errors += 1;
        // Rows end at a newline or a `|`; a comment at its line's end.
        let lines: Vec<&str> = text
            .split('\n')
            .flat_map(|l| match l.trim_start().starts_with(';') {
                true => vec![l],
                false => l.split('|').collect(),
            })
            .collect();
        let m = e.message();
        let number = |name: &str| match m.get(name) {
            Some(Param::Number(x)) => Some(*x as usize),
            _ => None,
        };
        match number("line") {
            Some(line) => {
                assert!((1..=lines.len()).contains(&line), "{text:?}: {e}");
                if let Some(column) = number("column") {
                    let len = lines[line - 1].trim_end_matches('\r').chars().count();
                    assert!((1..=len + 1).contains(&column), "{text:?}: {e}");
                    placed += 1;
                }
            }
            None => assert!(
                matches!(e, LevelError::NoLevel | LevelError::TooLong { .. }),
                "{text:?}: {e} names no line"
            ),
        }
    }
    // Both kinds were met, and faults at a column.
    assert!(
        errors > 500 && levels > 500 && placed > 200,
        "{errors} errors ({placed} at a column), {levels} levels"
    );
}
