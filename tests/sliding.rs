//! The sliding puzzle: its parser, the parity rule against a search of every position, and
//! its estimates held admissible and consistent over every 8-puzzle position.

use std::collections::HashMap;

use searchlight::engine::{
    BestFirst, DeepSearch, Deepening, Order, Repeats, Space, SplitMix64, Stepper,
};
use searchlight::puzzles::sliding::{Heuristic, Parity, Position, Sliding, SlidingError, Tiles};

fn distances(side: u8) -> (Sliding, HashMap<Position, u32>) {
    // Breadth-first from the goal over every position it reaches (a blind search needs no
    // estimate; the table is built here with the engine's own search and checked against
    // the literature in tests/informed.rs).
    let puzzle = Sliding::new(&Tiles::solved(side), Heuristic::None);
    let mut seen = HashMap::from([(puzzle.goal(), 0u32)]);
    let mut layer = vec![puzzle.goal()];
    let mut d = 0;
    let mut out = Vec::new();
    while !layer.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for p in &layer {
            out.clear();
            puzzle.successors(p, &mut out);
            for &(q, _) in &out {
                seen.entry(q).or_insert_with(|| {
                    next.push(q);
                    d
                });
            }
        }
        layer = next;
    }
    (puzzle, seen)
}

#[test]
fn positions_are_read_and_bad_ones_named() {
    let t = Tiles::parse("1 2 3\n4 5 6\n7 8 0", 4).unwrap();
    assert_eq!((t.side, t.tiles.len()), (3, 9));
    assert_eq!(Tiles::parse("1,2,3,_", 4).unwrap().tiles, vec![1, 2, 3, 0]);
    assert_eq!(t.to_string(), "1 2 3 4 5 6 7 8 0");
    assert_eq!(
        Tiles::parse("1 2 3 4 5", 4),
        Err(SlidingError::Count {
            count: 5,
            max_side: 4
        })
    );
    // A count says its noun in its number: one tile does not make a board.
    assert_eq!(
        Tiles::parse("5", 5).unwrap_err().to_string(),
        "sliding.count {count: 1, max: 5}"
    );
    assert_eq!(
        Tiles::parse(&"0 ".repeat(25), 4),
        Err(SlidingError::Count {
            count: 25,
            max_side: 4
        })
    );
    assert_eq!(
        Tiles::parse("1 2 3 x", 4),
        Err(SlidingError::NotANumber("x".into()))
    );
    assert_eq!(
        Tiles::parse("1 2 3 9", 4),
        Err(SlidingError::OutOfRange { tile: 9, side: 2 })
    );
    assert_eq!(
        Tiles::parse("1 1 2 0", 4),
        Err(SlidingError::Repeated { tile: 1 })
    );
    assert_eq!(
        Tiles::parse("", 4).unwrap_err().to_string(),
        "sliding.count {count: 0, max: 4}"
    );
    let long = "9".repeat(100_000);
    assert!(Tiles::parse(&long, 5).is_err());
}

#[test]
fn the_parity_rule_says_exactly_which_positions_a_search_from_the_goal_reaches() {
    // 2x2: all 24 arrangements.
    let (_, reach) = distances(2);
    assert_eq!(reach.len(), 12);
    let goal2 = Tiles::solved(2);
    let mut perm = [0u8, 1, 2, 3];
    let mut count = 0;
    permutations(&mut perm, 0, &mut |p| {
        let t = Tiles {
            side: 2,
            tiles: p.to_vec(),
        };
        assert_eq!(
            Parity::of(&t, &goal2).solvable(),
            reach.contains_key(&t.position()),
            "{t}"
        );
        count += 1;
    });
    assert_eq!(count, 24);
    // 3x3: every position reachable is solvable by the rule (181,440 of them, half of 9!),
    // and random arrangements are solvable exactly when reached.
    let (_, reach) = distances(3);
    assert_eq!(reach.len(), 181_440);
    let goal3 = Tiles::solved(3);
    let mut rng = SplitMix64::new(34);
    for _ in 0..5000 {
        let mut tiles: Vec<u8> = (0..9).collect();
        for i in (1..9).rev() {
            tiles.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let t = Tiles { side: 3, tiles };
        assert_eq!(
            Parity::of(&t, &goal3).solvable(),
            reach.contains_key(&t.position())
        );
    }
    // A goal with the blank first (Korf's), and a swap of two tiles on 4x4: unsolvable.
    let korf = Tiles::parse("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", 4).unwrap();
    let swapped = Tiles::parse("0 2 1 3 4 5 6 7 8 9 10 11 12 13 14 15", 4).unwrap();
    let p = Parity::of(&swapped, &korf);
    assert!(p.odd_permutation && p.blank_distance == 0 && !p.solvable());
}

fn permutations(a: &mut [u8; 4], k: usize, f: &mut impl FnMut(&[u8])) {
    if k == a.len() {
        f(a);
        return;
    }
    for i in k..a.len() {
        a.swap(k, i);
        permutations(a, k + 1, f);
        a.swap(k, i);
    }
}

#[test]
fn every_estimate_is_admissible_and_consistent_on_every_8_puzzle_position() {
    let (plain, reach) = distances(3);
    let goal = Tiles::solved(3);
    let mut out = Vec::new();
    let mut sums = Vec::new();
    for h in &Heuristic::ALL[..4] {
        let h = *h;
        assert_eq!(h.admissible_consistent(), (true, true));
        let puzzle = Sliding::new(&goal, h);
        let mut sum = 0u64;
        for (p, &d) in &reach {
            let e = puzzle.estimate(p);
            assert!(
                e <= d,
                "{} overestimates {:?}: {e} > {d}",
                h.name(),
                plain.tiles(p)
            );
            out.clear();
            puzzle.successors(p, &mut out);
            for (q, cost) in &out {
                assert!(
                    e <= cost + puzzle.estimate(q),
                    "{} is inconsistent",
                    h.name()
                );
            }
            sum += u64::from(e);
        }
        sums.push(sum);
    }
    // Each is at least the one before it, everywhere, so on the sum too (strictly here).
    assert!(sums.windows(2).all(|w| w[0] < w[1]), "{sums:?}");
}

#[test]
fn shuffled_boards_are_solved_optimally_by_a_star_and_ida_star_alike() {
    for side in [3u8, 4] {
        let goal = Tiles::solved(side);
        for seed in 0..6 {
            let lc = Sliding::new(&goal, Heuristic::LinearConflict);
            let start = lc.shuffled(if side == 3 { 40 } else { 30 }, seed);
            let mut astar = BestFirst::new(
                Sliding::new(&goal, Heuristic::Manhattan),
                start,
                Order::AStar,
                Repeats::GraphSearch,
                4_000_000,
            );
            astar.run_to_end();
            let cost = astar.cost().expect("found");
            let mut ida = DeepSearch::new(
                lc.clone(),
                start,
                Deepening::IdaStar,
                Repeats::PathCheck,
                1 << 32,
            );
            ida.run_to_end();
            assert!(ida.found());
            assert_eq!(ida.cost(), cost, "side {side} seed {seed}");
            // Every step of IDA*'s path is one slide.
            let path = ida.path();
            assert!(path
                .windows(2)
                .all(|w| lc.movable(&w[0]).any(|c| lc.slide(&w[0], c) == Some(w[1]))));
            assert_eq!(path.last(), Some(&lc.goal()));
            let _ = ida.step();
        }
    }
}

#[test]
fn pattern_databases_are_admissible_consistent_and_never_below_manhattan() {
    use searchlight::puzzles::sliding::pdb::default_groups;
    use searchlight::puzzles::sliding::PatternDb;
    use std::sync::Arc;
    // Every 8-puzzle position, against the true distances.
    let (_, reach) = distances(3);
    let goal = Tiles::solved(3);
    let groups = default_groups(&goal);
    assert_eq!(groups, vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]]);
    let db = Arc::new(PatternDb::build(&goal, &groups, |_, _| {}));
    let pdb = Sliding::with_db(&goal, db);
    let manhattan = Sliding::new(&goal, Heuristic::Manhattan);
    let mut out = Vec::new();
    let (mut above, mut sum_pdb, mut sum_md, mut drops) = (0, 0u64, 0u64, 0);
    for (p, &d) in &reach {
        let e = pdb.estimate(p);
        let m = manhattan.estimate(p);
        assert!(m <= e && e <= d, "manhattan {m}, pdb {e}, distance {d}");
        above += u32::from(e > m);
        sum_pdb += u64::from(e);
        sum_md += u64::from(m);
        out.clear();
        pdb.successors(p, &mut out);
        for (q, c) in &out {
            drops += u32::from(e > c + pdb.estimate(q));
        }
    }
    assert!(
        above > 10_000 && sum_pdb > sum_md,
        "{above} {sum_pdb} {sum_md}"
    );
    // Admissible, not consistent: the page says so, and A* with it reopens states yet still
    // finds the shortest route.
    assert!(drops > 0);
    assert_eq!(Heuristic::Pattern.admissible_consistent(), (true, false));
    let mut reopened = 0;
    let mut rng = SplitMix64::new(5);
    for _ in 0..200 {
        let start = manhattan.shuffled(20 + rng.below(20) as u32, rng.next_u64());
        let mut a = BestFirst::new(
            pdb.clone(),
            start,
            Order::AStar,
            Repeats::GraphSearch,
            1 << 20,
        );
        a.run_to_end();
        assert_eq!(a.cost(), Some(reach[&start]));
        reopened += a.stats().reopened;
    }
    eprintln!("A* with the 4-4 database reopened {reopened} states over 200 positions; {drops} slides drop it by more than one");
    // The 15-puzzle's 5-5-5: the goal is 0, every table reaches every placement, and shuffled
    // positions are solved by IDA* at the same length as with linear conflict.
    let goal = Tiles::solved(4);
    let groups = default_groups(&goal);
    assert_eq!(
        groups.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![5, 5, 5]
    );
    let mut heard = Vec::new();
    let db = Arc::new(PatternDb::build(&goal, &groups, |i, n| heard.push((i, n))));
    assert_eq!(heard, vec![(1, 3), (2, 3), (3, 3)]);
    let pdb = Sliding::with_db(&goal, db);
    let lc = Sliding::new(&goal, Heuristic::LinearConflict);
    let md = Sliding::new(&goal, Heuristic::Manhattan);
    assert_eq!(pdb.estimate(&pdb.goal()), 0);
    for seed in 0..8 {
        let start = lc.shuffled(40, 100 + seed);
        assert!(pdb.estimate(&start) >= md.estimate(&start));
        let mut a = DeepSearch::new(
            pdb.clone(),
            start,
            Deepening::IdaStar,
            Repeats::PathCheck,
            1 << 34,
        );
        a.run_to_end();
        let mut b = DeepSearch::new(
            lc.clone(),
            start,
            Deepening::IdaStar,
            Repeats::PathCheck,
            1 << 34,
        );
        b.run_to_end();
        assert!(a.found() && b.found());
        assert_eq!(a.cost(), b.cost(), "seed {seed}");
        assert!(a.stats().visited <= b.stats().visited * 2);
    }
}

#[test]
fn every_algorithm_solves_a_shuffled_8_puzzle_and_the_optimal_ones_agree() {
    use searchlight::puzzles::sliding::solve::{solve, space, Algo, Request};
    let goal = Tiles::solved(3);
    let (plain, reach) = distances(3);
    let mut rng = SplitMix64::new(99);
    for _ in 0..20 {
        let start = plain.shuffled(10 + rng.below(20) as u32, rng.next_u64());
        let tiles = Tiles {
            side: 3,
            tiles: plain.tiles(&start),
        };
        for algo in Algo::ALL {
            // Blind iterative deepening grows as about 2.1^depth: shallow positions only.
            if algo == Algo::Ids && reach[&start] > 14 {
                continue;
            }
            for heuristic in [Heuristic::Manhattan, Heuristic::Pattern] {
                let request = Request {
                    start: tiles.clone(),
                    goal: goal.clone(),
                    algo,
                    heuristic,
                    weight: 20,
                    repeats: algo.repeats(true),
                    // A visited set with a depth bound can hide every route under it:
                    // unbounded, depth-first search with memory is complete on a finite space.
                    depth: u32::MAX,
                    max_nodes: 1 << 20,
                    max_steps: 1 << 30,
                };
                let s = solve(&request, space(&request, None));
                let route = s
                    .route
                    .clone()
                    .unwrap_or_else(|| panic!("{} unsolved", algo.name()));
                // Checked slide by slide: the tile named moved into the blank beside it.
                let mut at = tiles.tiles.clone();
                for &t in &s.tiles_moved {
                    let (b, c) = (
                        at.iter().position(|&x| x == 0).unwrap(),
                        at.iter().position(|&x| x == t).unwrap(),
                    );
                    assert!((b / 3 == c / 3 && b.abs_diff(c) == 1) || b.abs_diff(c) == 3);
                    at.swap(b, c);
                }
                assert_eq!(at, goal.tiles);
                assert_eq!(route.len() - 1, s.tiles_moved.len());
                if algo.optimal() {
                    assert_eq!(s.length(), Some(reach[&start] as usize), "{}", algo.name());
                }
            }
        }
    }
}

/// Korf's 100 random 15-puzzle instances (data/korf100.txt): number, optimal length, the
/// nodes his IDA* with Manhattan distance generated, and the tiles.
fn korf100() -> Vec<(u32, u32, u64, Tiles)> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/korf100.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (
                w[0].parse().unwrap(),
                w[1].parse().unwrap(),
                w[2].parse().unwrap(),
                Tiles::parse(&w[3..].join(" "), 4).unwrap(),
            )
        })
        .collect()
}

#[test]
fn korfs_instances_are_all_solvable_and_ida_star_counts_his_nodes_to_the_last_one() {
    let korf_goal = Tiles::parse("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", 4).unwrap();
    let all = korf100();
    assert_eq!(all.len(), 100);
    assert!(all
        .iter()
        .all(|(_, _, _, t)| Parity::of(t, &korf_goal).solvable()));
    assert_eq!(all.iter().map(|&(_, l, _, _)| l).sum::<u32>(), 5305);
    // The cheapest instances, by Korf's own IDA*: blank moves tried up, left, right, down, never
    // straight back; his count is every node generated, the start once.
    let puzzle = Sliding::new(&korf_goal, Heuristic::Manhattan);
    let mut checked = 0;
    for (number, length, nodes, tiles) in all.iter().filter(|k| k.2 < 1_000_000) {
        let mut ida = DeepSearch::new(
            puzzle.clone(),
            tiles.position(),
            Deepening::IdaStar,
            Repeats::ParentCheck,
            1 << 40,
        );
        ida.run_to_end();
        assert!(ida.found());
        assert_eq!(ida.cost(), *length, "#{number}");
        assert_eq!(ida.stats().generated + 1, *nodes, "#{number}");
        checked += 1;
    }
    assert_eq!(checked, 4); // 79, 12, 42, 55
}

#[test]
fn a_pattern_database_built_a_table_at_a_time_and_sent_as_bytes_is_the_same_database() {
    use searchlight::puzzles::sliding::pdb::{default_groups, PdbBuilder};
    use searchlight::puzzles::sliding::PatternDb;
    use std::sync::Arc;
    for side in [3u8, 4] {
        let goal = Tiles::solved(side);
        let whole = PatternDb::build(&goal, &default_groups(&goal), |_, _| {});
        let mut b = PdbBuilder::new(&goal);
        let tables = default_groups(&goal).len();
        assert_eq!(b.built(), (0, tables));
        assert!(b.finish().is_none());
        let mut steps = 0;
        while !b.step() {
            steps += 1;
            assert_eq!(b.built(), (steps, tables));
        }
        assert_eq!(steps + 1, tables);
        let bytes = b.finish().unwrap().to_bytes(&goal);
        let back = PatternDb::from_bytes(&bytes, &goal).expect("its own bytes read back");
        assert_eq!(back.groups(), whole.groups());
        let (a, c) = (
            Sliding::with_db(&goal, Arc::new(whole.clone())),
            Sliding::with_db(&goal, Arc::new(back)),
        );
        let mut rng = SplitMix64::new(u64::from(side));
        for _ in 0..500 {
            let p = a.shuffled(rng.below(80) as u32, rng.next_u64());
            assert_eq!(a.estimate(&p), c.estimate(&p));
        }
        // Anything else is refused: cut short, one byte more, another goal, a group twice,
        // a header changed.
        assert!(PatternDb::from_bytes(&bytes[..bytes.len() - 1], &goal).is_none());
        assert!(PatternDb::from_bytes(&[&bytes[..], &[0]].concat(), &goal).is_none());
        let mut other = goal.clone();
        other.tiles.swap(0, 1);
        assert!(PatternDb::from_bytes(&bytes, &other).is_none());
        for at in 0..8 + usize::from(side) * usize::from(side) + 3 {
            let mut bad = bytes.clone();
            bad[at] = bad[at].wrapping_add(1);
            assert!(
                PatternDb::from_bytes(&bad, &goal).is_none(),
                "byte {at} changed"
            );
        }
        assert!(PatternDb::from_bytes(&[], &goal).is_none());
        // A table's byte changed, or its checksum's: refused (a stored copy damaged
        // anywhere is built again, never read).
        for at in [bytes.len() / 2, bytes.len() - 20, bytes.len() - 1] {
            let mut bad = bytes.clone();
            bad[at] ^= 0x10;
            assert!(
                PatternDb::from_bytes(&bad, &goal).is_none(),
                "byte {at} changed"
            );
        }
    }
}

#[test]
fn a_search_run_in_slices_ends_where_one_run_to_the_end_does() {
    use searchlight::puzzles::sliding::solve::{solve, space, Algo, Request, Solver};
    let goal = Tiles::solved(3);
    let plain = Sliding::new(&goal, Heuristic::None);
    let mut rng = SplitMix64::new(7);
    for round in 0..30 {
        let start = plain.shuffled(8 + rng.below(20) as u32, rng.next_u64());
        let algo = [
            Algo::Bfs,
            Algo::AStar,
            Algo::Greedy,
            Algo::IdaStar,
            Algo::Dfs,
        ][round % 5];
        let request = Request {
            start: Tiles {
                side: 3,
                tiles: plain.tiles(&start),
            },
            goal: goal.clone(),
            algo,
            heuristic: Heuristic::Manhattan,
            weight: 20,
            repeats: algo.repeats(round % 2 == 0),
            depth: 30,
            max_nodes: 1 << 18,
            max_steps: 1 << 24,
        };
        let whole = solve(&request, space(&request, None));
        let mut s = Solver::new(&request, space(&request, None));
        let slice = 1 + rng.below(500);
        let mut slices = 0;
        while !s.run(slice) {
            slices += 1;
            let p = s.progress();
            assert!(p.generated <= whole.generated && p.expanded <= whole.expanded);
        }
        assert_eq!(s.solved(), whole, "{} in slices of {slice}", algo.name());
        assert!(
            slices as u64 >= whole.expanded / slice / 4,
            "{slices} slices"
        );
    }
}

#[test]
fn korfs_instance_is_an_option_on_its_own_board_towards_his_goal() {
    use searchlight::puzzles::options::Given;
    use searchlight::puzzles::sliding::{korf, options};
    let read = |pairs: &[(&str, &str)]| {
        let given: Given = pairs
            .iter()
            .map(|&(k, v)| (k.to_string(), Some(v.into())))
            .collect();
        options::read(&given)
    };
    let o = read(&[("korf", "1"), ("side", "3")]).ok().unwrap();
    assert_eq!(o.side, 4);
    assert_eq!(o.goal, korf::goal());
    assert_eq!(o.start.to_string(), "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3");
    assert_eq!(o.korf.as_ref().map(|k| (k.number, k.length)), Some((1, 57)));
    assert!(o.parity.solvable());
    assert!(read(&[("korf", "0")]).ok().unwrap().korf.is_none());
    for bad in ["101", "-1", "x", "1.5"] {
        assert!(read(&[("korf", bad)]).ok().is_err(), "{bad}");
    }
    // A 4x4 pattern database is not built at once: its bytes must be given.
    let o = read(&[("side", "4"), ("heuristic", "pdb")]).ok().unwrap();
    assert!(matches!(
        searchlight::puzzles::sliding::status::puzzle_of(&o, None),
        Err(SlidingError::PatternSide { side: 4 })
    ));
    assert!(matches!(
        searchlight::puzzles::sliding::status::puzzle_of(&o, Some(b"junk")),
        Err(SlidingError::BadDb)
    ));
    // Whole bytes for the right goal but another partition are refused too: pdb663 on 3x3
    // reads the usual 4-4 groups (6-6-3 is the 4x4 board's), not a 3-5 split.
    use searchlight::puzzles::sliding::pdb::{default_groups, groups_663, PdbBuilder};
    let three = Tiles::solved(3);
    let mut b = PdbBuilder::of(&three, vec![vec![1, 2, 3], vec![4, 5, 6, 7, 8]]);
    while !b.step() {}
    let other_groups = b.finish().unwrap().to_bytes(&three);
    let o3 = read(&[("side", "3"), ("heuristic", "pdb663")])
        .ok()
        .unwrap();
    assert!(matches!(
        searchlight::puzzles::sliding::status::puzzle_of(&o3, Some(&other_groups)),
        Err(SlidingError::BadDb)
    ));
    let mut b = PdbBuilder::of(&three, default_groups(&three));
    while !b.step() {}
    let usual = b.finish().unwrap().to_bytes(&three);
    assert!(searchlight::puzzles::sliding::status::puzzle_of(&o3, Some(&usual)).is_ok());
    assert_eq!(groups_663(&three), None);
}

#[test]
fn the_aima_table_draws_positions_at_their_depth_and_ranks_the_searches_as_the_book_does() {
    use searchlight::puzzles::sliding::aima::{self, DEPTHS, IDS_DEPTH};
    use searchlight::puzzles::sliding::solve::{solve, space, Algo, Request};
    let goal = Tiles::solved(3);
    let plain = Sliding::new(&goal, Heuristic::None);
    // Each position drawn is exactly its row's depth from the goal, as A* (an independent
    // search from the layers that drew it) measures it.
    for depth in [2, 9, 17, 24, 31] {
        for p in aima::positions(depth, 30, 5) {
            let request = Request {
                start: Tiles {
                    side: 3,
                    tiles: plain.tiles(&p),
                },
                goal: goal.clone(),
                algo: Algo::AStar,
                heuristic: Heuristic::Manhattan,
                weight: 10,
                repeats: Algo::AStar.repeats(true),
                depth: 0,
                max_nodes: 1 << 20,
                max_steps: 0,
            };
            assert_eq!(
                solve(&request, space(&request, None)).length(),
                Some(depth as usize)
            );
        }
    }
    // Rows over 20 positions: Manhattan never generates more than misplaced tiles on average,
    // and from depth 6 iterative deepening generates more than either (Russell and Norvig's
    // ranking); each b* gives back its average through its equation.
    let t = std::time::Instant::now();
    for depth in DEPTHS {
        let r = aima::row(depth, 20, 1);
        assert_eq!((r.depth, r.positions), (depth, 20));
        assert!(r.manhattan.generated <= r.misplaced.generated, "{r:?}");
        assert_eq!(r.ids.is_some(), depth <= IDS_DEPTH);
        if let Some(ids) = r.ids.filter(|_| depth >= 6) {
            assert!(ids.generated > r.misplaced.generated, "{r:?}");
        }
        for c in [Some(r.misplaced), Some(r.manhattan), r.ids]
            .into_iter()
            .flatten()
        {
            let total: f64 = (0..=depth).map(|i| c.branching.powi(i as i32)).sum();
            assert!((total - c.generated - 1.0).abs() < 1e-6 * c.generated.max(1.0));
            assert!(c.branching >= 1.0 || depth == 2);
        }
        eprintln!("{r:?}");
    }
    eprintln!("the table over 20 positions a row: {:?}", t.elapsed());
}

/// A position takes 24 bytes (not a `u128`'s 32), so a recorded event that carries one takes
/// 48: the page's 32 MiB recording (`RECORDING`) then holds the 665,043 steps of a
/// breadth-first search of the hardest 8-puzzle (31 moves), where 64-byte events stopped it
/// at 524,288.
#[test]
fn a_recorded_event_is_small_enough_for_the_hardest_eight_puzzle_whole() {
    use searchlight::engine::InformedEvent;
    assert_eq!(std::mem::size_of::<Position>(), 24);
    let event = std::mem::size_of::<InformedEvent<Position>>();
    assert!(event <= 48, "an event takes {event} bytes");
    assert!((32usize << 20) / event > 665_043);
}

/// The status at the end of depth-first search to a depth bound, the page's sentence (its
/// catalogue key), run to its end on `start`.
fn dfs_end_status(puzzle: &Sliding, start: Position, bound: u32, memory: bool) -> &'static str {
    use searchlight::engine::{DeepView, Replay};
    use searchlight::puzzles::sliding::{solve::Algo, status::deep_status};
    let mut search = DeepSearch::new(
        puzzle.clone(),
        start,
        Deepening::Depth(bound),
        Algo::Dfs.repeats(memory),
        1 << 24,
    );
    let mut view = DeepView::new(false);
    let mut last = None;
    while let Some(event) = search.step() {
        view.forward(&event);
        last = Some(event);
    }
    assert!(!search.bounded(), "the search reached its bound on steps");
    deep_status(
        &view,
        last.as_ref(),
        Algo::Dfs,
        puzzle.heuristic(),
        memory,
        bound,
        1 << 24,
    )
    .code
}

#[test]
fn dfs_with_memory_never_says_every_state_within_its_bound_was_tried_when_a_goal_lies_there() {
    // Shuffle 30, seed 2, DFS to depth 20 with memory must not say
    // "No goal: every state within reach was tried" of a goal 16 moves away. A state first
    // entered deep is not entered again nearer the start, so the bound and the memory
    // together hide the states past it. Checked against every position's distance from the
    // goal by breadth-first search (`distances`), over many random positions and bounds: a
    // "no goal, every state tried" is said only when the goal is farther than the bound.
    let (blind, dist) = distances(3);
    let puzzle = Sliding::new(&Tiles::solved(3), Heuristic::Manhattan);
    let example = puzzle.shuffled(30, 2);
    assert_eq!(dist[&example], 16);
    assert_eq!(
        dfs_end_status(&puzzle, example, 20, true),
        "sliding.deep.exhausted_memory"
    );
    let mut rng = SplitMix64::new(20_261_127);
    let (mut hedged, mut definite, mut found) = (0, 0, 0);
    for _ in 0..200 {
        // Bounds about the goal's distance, where "within the bound" changes its answer.
        let start = blind.shuffled(4 + (rng.next_u64() % 16) as u32, rng.next_u64());
        let bound = (dist[&start] + (rng.next_u64() % 7) as u32)
            .saturating_sub(3)
            .clamp(1, 9);
        for memory in [true, false] {
            let code = dfs_end_status(&puzzle, start, bound, memory);
            match code {
                "sliding.deep.found" => {
                    assert!(dist[&start] <= bound);
                    found += 1;
                }
                "sliding.deep.exhausted" => {
                    assert!(
                        dist[&start] > bound,
                        "{start:?} at {} said every state within {bound} was tried (memory {memory})",
                        dist[&start]
                    );
                    definite += 1;
                }
                "sliding.deep.exhausted_memory" => {
                    assert!(memory, "the hedge is memory's");
                    hedged += 1;
                }
                other => panic!("{other} at the end of a search"),
            }
        }
    }
    // Each kind of ending is met, the hedge among them.
    assert!(
        hedged > 10 && definite > 10 && found > 10,
        "{hedged} {definite} {found}"
    );
}

#[test]
fn a_weight_is_read_in_tenths_and_a_finer_one_is_refused() {
    use searchlight::puzzles::sliding::parse_weight;
    for (text, tenths) in [
        ("1", 10),
        ("1.5", 15),
        ("2.50", 25),
        (" 10 ", 100),
        ("3.3", 33),
        ("9.9", 99),
    ] {
        assert_eq!(parse_weight(text), Some(tenths), "{text}");
    }
    for text in [
        "1.04", "2.55", "0.9", "10.1", "1.05", "nan", "inf", "", "2,5",
    ] {
        assert_eq!(parse_weight(text), None, "{text}");
    }
    // Every tenth from 1 to 10 is read as itself.
    for t in 10..=100u32 {
        assert_eq!(parse_weight(&format!("{}.{}", t / 10, t % 10)), Some(t));
    }
}

#[test]
fn korf_beside_a_position_of_ones_own_is_refused_and_dropped_from_the_set() {
    use searchlight::puzzles::options::Value;
    use searchlight::puzzles::sliding::options::read;
    let given = |pairs: &[(&str, &str)]| {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Some(Value::from(*v))))
            .collect()
    };
    let c = read(&given(&[("korf", "1"), ("tiles", "1,2,3,4,5,6,7,8,0")]));
    assert_eq!(c.errors.len(), 1);
    assert_eq!(c.errors[0].name, "korf");
    assert_eq!(c.errors[0].message.code, "sliding.korf_and_tiles");
    assert!(c.options.korf.is_none());
    assert_eq!(c.options.side, 3);
    assert_eq!(c.values["korf"], Some(Value::from("0")));
    // Either alone is read as before.
    let korf = read(&given(&[("korf", "1")]));
    assert!(korf.errors.is_empty() && korf.options.korf.is_some() && korf.options.side == 4);
    let tiles = read(&given(&[("tiles", "1,2,3,4,5,6,7,8,0")]));
    assert!(tiles.errors.is_empty() && tiles.options.given);
}

#[test]
fn a_best_first_search_keeps_at_most_its_bound_of_nodes_and_exactly_it_when_it_stops_there() {
    // "Stopped at the bound of 200,000 nodes kept" must never come with 200,001 kept (a
    // bound checked between expansions only would let the last expansion pass it). Over random 8-puzzles,
    // every order, every setting of the repeats switch, and bounds small enough to be met.
    let puzzle = Sliding::new(&Tiles::solved(3), Heuristic::Manhattan);
    let mut rng = SplitMix64::new(20_261_127);
    let mut stopped = 0;
    for _ in 0..300 {
        let start = puzzle.shuffled(10 + (rng.next_u64() % 30) as u32, rng.next_u64());
        let order = [
            Order::Breadth,
            Order::Uniform,
            Order::Greedy,
            Order::AStar,
            Order::Weighted(20),
        ][(rng.next_u64() % 5) as usize];
        let repeats = [
            Repeats::TreeSearch,
            Repeats::ParentCheck,
            Repeats::PathCheck,
            Repeats::GraphSearch,
        ][(rng.next_u64() % 4) as usize];
        let max = 1 + (rng.next_u64() % 400) as usize;
        let mut s = BestFirst::new(puzzle.clone(), start, order, repeats, max);
        while s.step().is_some() {
            assert!(
                s.nodes().len() <= max,
                "{} nodes kept, bound {max}",
                s.nodes().len()
            );
        }
        if s.bounded() {
            assert_eq!(s.nodes().len(), max);
            stopped += 1;
        } else {
            assert!(s.found().is_some(), "an 8-puzzle position reaches the goal");
        }
    }
    assert!(stopped > 50, "{stopped} searches stopped at their bound");
}
