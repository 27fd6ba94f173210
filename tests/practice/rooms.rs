//! The maze and Sokoban: answers recomputed here. The maze (the instance generated from
//! its seed) searched by a plain BFS, a mouse and an A* written here; Sokoban's level read
//! from its text here, push distances by a BFS over box and keeper squares, the fewest
//! pushes by a BFS over whole positions.

use std::collections::{BinaryHeap, HashMap};

use super::*;
use searchlight::puzzles::maze::{self, Dir, Maze};

fn maze_of(q: &Question, side: u32) -> Maze {
    assert_eq!(q.option("size"), Some(format!("{side}x{side}").as_str()));
    let seed: u64 = q.option("seed").unwrap().parse().unwrap();
    Maze::generate(side, side, seed, 0)
}

/// A plain BFS over the open sides: each square's distance from `from`.
fn maze_distances(m: &Maze, from: u32) -> Vec<u32> {
    let mut d = vec![u32::MAX; m.len()];
    d[from as usize] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(u) = queue.pop_front() {
        for dir in Dir::ALL {
            if let Some(v) = m.open(u, dir) {
                if d[v as usize] == u32::MAX {
                    d[v as usize] = d[u as usize] + 1;
                    queue.push_back(v);
                }
            }
        }
    }
    d
}

#[test]
fn maze_bfs_is_a_plain_bfs_distance() {
    each("maze", "bfs", |q, side| {
        let m = maze_of(q, side);
        assert_eq!(text_param(&q.ask, "start"), m.name(m.start()));
        assert_eq!(text_param(&q.ask, "coin"), m.name(m.coin()));
        let d = maze_distances(&m, m.start())[m.coin() as usize];
        assert_eq!(q.accepts, vec![d.to_string()]);
    });
}

#[test]
fn maze_heading_is_where_a_mouse_written_here_leaves() {
    each("maze", "heading", |q, side| {
        let m = maze_of(q, side);
        let step: usize = q.option("step").unwrap().parse().unwrap();
        // The mouse with the visited set: each event a feel (blocked: a wall, the way it
        // came, a square it has been in), a move, a back-up or the coin found. The square
        // and heading it has after each event, and the way it leaves by at a move or back-up.
        struct Frame {
            at: u32,
            came: Option<Dir>,
            first: Dir,
            tried: u8,
        }
        let turned = |d: Dir, k: u8| Dir::ALL[(d as usize + k as usize) % 4];
        let mut stack = vec![Frame {
            at: m.start(),
            came: None,
            first: Dir::North,
            tried: 0,
        }];
        let mut seen = vec![false; m.len()];
        seen[m.start() as usize] = true;
        // (square, heading before the event, way left) per event.
        let mut events: Vec<(u32, Dir, Option<Dir>, bool)> = Vec::new();
        let mut heading = Dir::North;
        loop {
            let top = stack.last_mut().unwrap();
            let at = top.at;
            if at == m.coin() {
                events.push((at, heading, None, false));
                break;
            }
            if top.tried >= 4 {
                let back = top.came.unwrap();
                events.push((at, heading, Some(back), false));
                stack.pop();
                let f = stack.last().unwrap();
                heading = turned(f.first, f.tried.min(3));
                continue;
            }
            let facing = turned(top.first, top.tried);
            top.tried += 1;
            let open = m.open(at, facing);
            let blocked =
                open.is_none() || top.came == Some(facing) || seen[open.unwrap() as usize];
            if blocked {
                events.push((at, heading, None, false));
                if top.tried < 4 {
                    heading = turned(top.first, top.tried);
                }
            } else {
                let to = open.unwrap();
                events.push((at, heading, Some(facing), true));
                seen[to as usize] = true;
                stack.push(Frame {
                    at: to,
                    came: Some(facing.back()),
                    first: facing,
                    tried: 0,
                });
                heading = facing;
            }
        }
        assert!(step == 0 || events[step - 1].3, "just moved in: {q:?}");
        let (at, facing, ..) = events[step];
        assert_eq!(text_param(&q.ask, "at"), m.name(at));
        assert_eq!(
            q.ask.get("dir"),
            Some(&Param::Message(Box::new(facing.message())))
        );
        let left = events[step..].iter().find_map(|e| e.2).expect("it leaves");
        assert_eq!(q.accepts, vec![left.name().to_string()]);
    });
}

#[test]
fn maze_astar_accepts_the_ties_of_an_astar_written_here() {
    each("maze", "astar", |q, side| {
        let m = maze_of(q, side);
        let step: usize = q.option("step").unwrap().parse().unwrap();
        // Which expansion the step is: the expansions among the events before it.
        let mut s = maze::search(&m, maze::Algo::AStar);
        let mut k = 0;
        for _ in 0..step {
            if let Some(searchlight::engine::InformedEvent::Expand { .. }) =
                searchlight::engine::Stepper::step(&mut s)
            {
                k += 1;
            }
        }
        let coin = m.coin();
        let h = |sq: u32| {
            let (r, c) = (sq / side, sq % side);
            r.abs_diff(coin / side) + c.abs_diff(coin % side)
        };
        // A* here: lowest f, then lowest h, then first in; squares north, east, south, west.
        // (f, h, order in, square, g), lowest first.
        type Entry = std::cmp::Reverse<(u32, u32, u32, u32, u32)>;
        let mut open: BinaryHeap<Entry> = BinaryHeap::new();
        let mut met = vec![false; m.len()];
        let mut seq = 0;
        open.push(std::cmp::Reverse((
            h(m.start()),
            h(m.start()),
            0,
            m.start(),
            0,
        )));
        met[m.start() as usize] = true;
        let mut expansions = 0;
        let tied = loop {
            let std::cmp::Reverse((f, hh, _, sq, g)) = open.pop().expect("the coin is reached");
            if expansions == k {
                let mut tied = BTreeSet::from([m.name(sq)]);
                for std::cmp::Reverse(e) in open.iter() {
                    if (e.0, e.1) == (f, hh) {
                        tied.insert(m.name(e.3));
                    }
                }
                assert_ne!(sq, coin);
                break tied;
            }
            assert_ne!(sq, coin, "the coin comes off before the step");
            expansions += 1;
            for dir in Dir::ALL {
                if let Some(v) = m.open(sq, dir) {
                    if !met[v as usize] {
                        met[v as usize] = true;
                        seq += 1;
                        open.push(std::cmp::Reverse((g + 1 + h(v), h(v), seq, v, g + 1)));
                    }
                }
            }
        };
        assert_eq!(q.accepts.iter().cloned().collect::<BTreeSet<_>>(), tied);
        assert_eq!(q.accepts.len(), tied.len());
    });
}

/// A Sokoban level read here from its text (rows apart by `|`): walls, goals, boxes and the
/// keeper by grid index, and each square's chess name.
struct Room {
    cols: usize,
    rows: usize,
    wall: Vec<bool>,
    goals: u64,
    boxes: u64,
    keeper: usize,
}

impl Room {
    fn read(q: &Question) -> Room {
        let rows: Vec<&str> = q.option("level").unwrap().split('|').collect();
        let cols = rows.iter().map(|r| r.len()).max().unwrap();
        assert!(rows.len() * cols <= 64);
        let mut room = Room {
            cols,
            rows: rows.len(),
            wall: vec![true; rows.len() * cols],
            goals: 0,
            boxes: 0,
            keeper: 0,
        };
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                let i = r * cols + c;
                room.wall[i] = ch == '#';
                if matches!(ch, '.' | '*' | '+') {
                    room.goals |= 1 << i;
                }
                if matches!(ch, '$' | '*') {
                    room.boxes |= 1 << i;
                }
                if matches!(ch, '@' | '+') {
                    room.keeper = i;
                }
            }
        }
        room
    }
    fn name(&self, i: usize) -> String {
        format!(
            "{}{}",
            (b'a' + (i % self.cols) as u8) as char,
            self.rows - i / self.cols
        )
    }
    fn square(&self, name: &str) -> usize {
        (0..self.wall.len())
            .find(|&i| self.name(i) == name)
            .unwrap()
    }
    fn steps(&self) -> [isize; 4] {
        [-1, -(self.cols as isize), 1, self.cols as isize]
    }
    fn free(&self, i: usize, boxes: u64) -> bool {
        !self.wall[i] && boxes & (1 << i) == 0
    }
    /// The squares the keeper reaches from `from` without pushing `boxes`.
    fn region(&self, boxes: u64, from: usize) -> u64 {
        let mut seen = 1u64 << from;
        let mut stack = vec![from];
        while let Some(u) = stack.pop() {
            for d in self.steps() {
                let v = u.wrapping_add_signed(d);
                if self.free(v, boxes) && seen & (1 << v) == 0 {
                    seen |= 1 << v;
                    stack.push(v);
                }
            }
        }
        seen
    }
    /// Each push from (boxes, keeper): the box's square and the position after it, the
    /// keeper as his region's lowest square.
    fn pushes(&self, boxes: u64, keeper: usize) -> Vec<(usize, u64, usize)> {
        let reach = self.region(boxes, keeper);
        let mut out = Vec::new();
        for b in (0..64usize).filter(|&b| boxes & (1u64 << b) != 0) {
            for d in self.steps() {
                let (stand, to) = (b.wrapping_add_signed(-d), b.wrapping_add_signed(d));
                if reach & (1 << stand) != 0 && self.free(to, boxes) {
                    let after = boxes & !(1 << b) | 1 << to;
                    let k = self.region(after, b).trailing_zeros() as usize;
                    out.push((b, after, k));
                }
            }
        }
        out
    }
    /// The fewest pushes that take a lone box from `b` onto each square (u32::MAX: none),
    /// the keeper standing wherever a push needs him (a dead square's standard rule: his
    /// walk there is not asked): a BFS over the box's squares, a push from `x` towards `d`
    /// needing floor on both sides of `x`. The floor is what the keeper reaches with no box.
    fn push_distances(&self, b: usize) -> Vec<u32> {
        let floor = self.region(0, self.keeper);
        let on = |i: usize| floor & (1 << i) != 0;
        let mut d = vec![u32::MAX; self.wall.len()];
        d[b] = 0;
        let mut queue = VecDeque::from([b]);
        while let Some(x) = queue.pop_front() {
            for step in self.steps() {
                let (stand, to) = (x.wrapping_add_signed(-step), x.wrapping_add_signed(step));
                if on(stand) && on(to) && d[to] == u32::MAX {
                    d[to] = d[x] + 1;
                    queue.push_back(to);
                }
            }
        }
        d
    }
}

fn bits(x: u64) -> Vec<usize> {
    (0..64).filter(|&i| x & (1u64 << i) != 0).collect()
}

#[test]
fn sokoban_h_is_recomputed_from_push_distances_found_here() {
    let mut estimates = HashSet::new();
    each("sokoban", "h", |q, boxes| {
        let room = Room::read(q);
        assert_eq!(room.boxes.count_ones(), boxes);
        let goals = bits(room.goals);
        let dist: Vec<Vec<u32>> = bits(room.boxes)
            .iter()
            .map(|&b| {
                let d = room.push_distances(b);
                goals.iter().map(|&g| d[g]).collect()
            })
            .collect();
        let want = match q.option("h").unwrap() {
            "sum" => dist.iter().map(|d| *d.iter().min().unwrap()).sum::<u32>(),
            "matching" => {
                // Every assignment of goals to boxes, one each.
                fn least(dist: &[Vec<u32>], i: usize, used: u32) -> u32 {
                    if i == dist.len() {
                        return 0;
                    }
                    (0..dist[i].len())
                        .filter(|&g| used & (1 << g) == 0 && dist[i][g] != u32::MAX)
                        .map(|g| dist[i][g].saturating_add(least(dist, i + 1, used | 1 << g)))
                        .min()
                        .unwrap_or(u32::MAX)
                }
                least(&dist, 0, 0)
            }
            other => panic!("{other}"),
        };
        estimates.insert(q.option("h").unwrap().to_string());
        assert_eq!(q.accepts, vec![want.to_string()], "{q:?}");
    });
    assert_eq!(estimates.len(), 2);
}

#[test]
fn sokoban_dead_is_a_square_from_which_no_goal_is_reached() {
    let mut answers = HashMap::new();
    each("sokoban", "dead", |q, _| {
        let room = Room::read(q);
        assert_eq!(q.option("dead"), Some("off"), "the page hatches none");
        let sq = room.square(&text_param(&q.ask, "square"));
        assert!(!room.wall[sq] && room.boxes & (1 << sq) == 0);
        let d = room.push_distances(sq);
        let dead = bits(room.goals).iter().all(|&g| d[g] == u32::MAX);
        let want = if dead { "no" } else { "yes" };
        *answers.entry(want).or_insert(0) += 1;
        assert_eq!(q.accepts, vec![want.to_string()], "{q:?}");
    });
    // Both answers come up, neither rarely.
    assert!(answers.values().all(|&n| n > 1000), "{answers:?}");
}

#[test]
fn sokoban_push_accepts_every_box_starting_a_solution_with_fewest_pushes() {
    let mut tied = 0;
    each("sokoban", "push", |q, _| {
        let room = Room::read(q);
        // Every position reached by pushes, then the pushes left to solve each (a BFS
        // backwards from the solved ones).
        let start = (
            room.boxes,
            room.region(room.boxes, room.keeper).trailing_zeros() as usize,
        );
        let mut index = HashMap::from([(start, 0usize)]);
        let mut states = vec![start];
        let mut back: Vec<Vec<usize>> = vec![Vec::new()];
        let mut i = 0;
        while i < states.len() {
            let (boxes, k) = states[i];
            for (_, after, k2) in room.pushes(boxes, k) {
                let next = (after, k2);
                let j = *index.entry(next).or_insert_with(|| {
                    states.push(next);
                    back.push(Vec::new());
                    states.len() - 1
                });
                back[j].push(i);
            }
            i += 1;
        }
        let mut left = vec![u32::MAX; states.len()];
        let mut queue = VecDeque::new();
        for (j, s) in states.iter().enumerate() {
            if s.0 == room.goals {
                left[j] = 0;
                queue.push_back(j);
            }
        }
        while let Some(j) = queue.pop_front() {
            for &p in &back[j] {
                if left[p] == u32::MAX {
                    left[p] = left[j] + 1;
                    queue.push_back(p);
                }
            }
        }
        let fewest = left[0];
        assert!(fewest > 0 && fewest != u32::MAX, "{q:?}");
        let want: BTreeSet<String> = room
            .pushes(start.0, start.1)
            .into_iter()
            .filter(|&(_, after, k)| left[index[&(after, k)]] + 1 == fewest)
            .map(|(b, ..)| room.name(b))
            .collect();
        assert_eq!(q.accepts.iter().cloned().collect::<BTreeSet<_>>(), want);
        assert_eq!(q.accepts.len(), want.len());
        assert_eq!(q.why.get("pushes"), Some(&Param::Number(f64::from(fewest))));
        tied += usize::from(want.len() > 1);
    });
    assert!(tied > 100, "ties come up: {tied}");
}
