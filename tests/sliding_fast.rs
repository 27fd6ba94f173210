//! The dedicated 8- and 15-puzzle solver (`sliding::fast`) held to the generic engine's
//! IDA*: the same lengths and, its successors tried in the same order, the same nodes; every
//! 8-puzzle position at its distance by breadth-first search; Korf's instances at their
//! published lengths and, with Manhattan distance, his node counts.

use std::collections::HashMap;
use std::sync::Arc;

use searchlight::engine::{DeepSearch, Deepening, Repeats, Space, SplitMix64};
use searchlight::puzzles::sliding::fast::{reflection, FastEnd, FastIda, Guide};
use searchlight::puzzles::sliding::pdb::default_groups;
use searchlight::puzzles::sliding::{korf, Heuristic, PatternDb, Position, Sliding, Tiles};

fn tiles_of(puzzle: &Sliding, p: &Position) -> Tiles {
    Tiles {
        side: puzzle.side() as u8,
        tiles: puzzle.tiles(p),
    }
}

/// Run to the end; the length and the nodes generated.
fn fast(start: &Tiles, goal: &Tiles, guide: Guide) -> (u32, u64, FastIda) {
    let mut s = FastIda::new(start, goal, guide).unwrap();
    assert_eq!(s.run(u64::MAX), FastEnd::Found);
    (s.length().unwrap(), s.stats().generated, s)
}

/// The generic engine's IDA*, never the move straight back: its length and nodes generated.
fn generic(puzzle: &Sliding, start: Position) -> (u32, u64) {
    let mut ida = DeepSearch::new(
        puzzle.clone(),
        start,
        Deepening::IdaStar,
        Repeats::ParentCheck,
        1 << 40,
    );
    ida.run_to_end();
    assert!(ida.found());
    (ida.cost(), ida.stats().generated)
}

/// A route's every step is one slide and it ends at the goal, checked on the tiles.
fn check_route(s: &FastIda, start: &Tiles, goal: &Tiles) {
    let route = s.route().unwrap();
    let puzzle = Sliding::new(goal, Heuristic::None);
    assert_eq!(route[0], start.position());
    assert_eq!(*route.last().unwrap(), goal.position());
    let mut out = Vec::new();
    for w in route.windows(2) {
        out.clear();
        puzzle.successors(&w[0], &mut out);
        assert!(out.iter().any(|(q, _)| *q == w[1]));
    }
    assert_eq!(s.tiles_moved().unwrap().len(), route.len() - 1);
}

#[test]
fn korfs_cheapest_instances_by_manhattan_count_his_nodes() {
    let goal = korf::goal();
    let mut checked = 0;
    for k in korf::all().iter().filter(|k| k.nodes < 3_000_000) {
        let (length, generated, s) = fast(&k.tiles, &goal, Guide::Manhattan);
        assert_eq!(length, k.length, "#{}", k.number);
        // Korf counts every node generated, the start once.
        assert_eq!(generated + 1, k.nodes, "#{}", k.number);
        check_route(&s, &k.tiles, &goal);
        checked += 1;
    }
    assert_eq!(checked, 16);
}

#[test]
fn the_cheapest_25_of_korfs_hundred_at_their_published_lengths() {
    let goal = korf::goal();
    let db = Arc::new(PatternDb::build(&goal, &default_groups(&goal), |_, _| {}));
    let mut all = korf::all();
    all.sort_by_key(|k| k.nodes);
    for k in &all[..25] {
        let (length, _, s) = fast(
            &k.tiles,
            &goal,
            Guide::Pattern {
                db: db.clone(),
                reflect: true,
            },
        );
        assert_eq!(length, k.length, "#{}", k.number);
        check_route(&s, &k.tiles, &goal);
    }
}

#[test]
fn random_15_puzzles_solved_at_the_engines_length_and_with_its_node_counts() {
    for goal in [korf::goal(), Tiles::solved(4)] {
        let db = Arc::new(PatternDb::build(&goal, &default_groups(&goal), |_, _| {}));
        let engine = Sliding::with_db(&goal, db.clone());
        let manhattan = Sliding::new(&goal, Heuristic::Manhattan);
        let mut rng = SplitMix64::new(52);
        let (mut reflect_nodes, mut plain_nodes) = (0, 0);
        for i in 0..250 {
            let p = engine.shuffled(30 + rng.below(16) as u32, rng.next_u64());
            let start = tiles_of(&engine, &p);
            let (length, nodes) = generic(&engine, p);
            let plain = Guide::Pattern {
                db: db.clone(),
                reflect: false,
            };
            let (l, n, s) = fast(&start, &goal, plain);
            assert_eq!((l, n), (length, nodes), "{start}");
            check_route(&s, &start, &goal);
            plain_nodes += n;
            let reflected = Guide::Pattern {
                db: db.clone(),
                reflect: true,
            };
            let (l, n, _) = fast(&start, &goal, reflected);
            assert_eq!(l, length, "{start}");
            reflect_nodes += n;
            // Manhattan on the nearer ones (the engine is slow on the far ones).
            if i % 10 == 0 {
                let (length, nodes) = generic(&manhattan, p);
                let (l, n, _) = fast(&start, &goal, Guide::Manhattan);
                assert_eq!((l, n), (length, nodes), "{start}");
            }
        }
        // The reflection's larger estimate prunes more over many positions.
        assert!(reflect_nodes < plain_nodes, "{reflect_nodes} {plain_nodes}");
    }
}

#[test]
fn every_8_puzzle_position_at_its_distance_by_breadth_first_search() {
    let goal = Tiles::solved(3);
    let puzzle = Sliding::new(&goal, Heuristic::None);
    // Breadth-first from the goal over the half of the positions it reaches.
    let mut dist = HashMap::from([(puzzle.goal(), 0u32)]);
    let mut layer = vec![puzzle.goal()];
    let mut out = Vec::new();
    while !layer.is_empty() {
        let mut next = Vec::new();
        for p in &layer {
            out.clear();
            puzzle.successors(p, &mut out);
            for &(q, _) in &out {
                let d = dist[p] + 1;
                dist.entry(q).or_insert_with(|| {
                    next.push(q);
                    d
                });
            }
        }
        layer = next;
    }
    assert_eq!(dist.len(), 181_440);
    let db = Arc::new(PatternDb::build(&goal, &default_groups(&goal), |_, _| {}));
    let engine = Sliding::with_db(&goal, db.clone());
    assert!(reflection(&goal).is_some());
    let mut rng = SplitMix64::new(8);
    for (p, &d) in &dist {
        let start = tiles_of(&puzzle, p);
        let reflect = rng.below(2) == 0;
        let guide = Guide::Pattern {
            db: db.clone(),
            reflect,
        };
        let (l, n, _) = fast(&start, &goal, guide);
        assert_eq!(l, d, "{start}");
        // One in fifty against the engine's nodes too, and by Manhattan distance.
        if rng.below(50) == 0 {
            if !reflect {
                assert_eq!((l, n), generic(&engine, *p), "{start}");
            }
            assert_eq!(fast(&start, &goal, Guide::Manhattan).0, d);
        }
    }
}

#[test]
fn a_search_run_in_slices_counts_what_one_run_to_the_end_does() {
    let goal = korf::goal();
    let k = korf::instance(79).unwrap();
    let (length, generated, _) = fast(&k.tiles, &goal, Guide::Manhattan);
    let mut s = FastIda::new(&k.tiles, &goal, Guide::Manhattan).unwrap();
    let mut slices = 0;
    while s.run(1000) == FastEnd::Running {
        slices += 1;
        assert!(s.stats().generated <= 1000 * slices);
        assert!(s.stats().next_bound.is_none_or(|b| b > s.stats().bound));
    }
    assert!(slices > 10);
    assert_eq!((s.length(), s.stats().generated), (Some(length), generated));
}

#[test]
fn a_position_of_the_other_parity_and_bad_boards_are_refused() {
    use searchlight::puzzles::sliding::fast::FastError;
    let goal = Tiles::solved(3);
    let swapped = Tiles::parse("2 1 3 4 5 6 7 8 0", 3).unwrap();
    assert_eq!(
        FastIda::new(&swapped, &goal, Guide::Manhattan).err(),
        Some(FastError::Unsolvable)
    );
    let db = Arc::new(PatternDb::build(&goal, &default_groups(&goal), |_, _| {}));
    let two = Tiles::solved(2);
    assert_eq!(
        FastIda::new(&two, &two, Guide::Manhattan).err(),
        Some(FastError::Side(2))
    );
    let four = korf::goal();
    assert_eq!(
        FastIda::new(&four, &four, Guide::Pattern { db, reflect: false }).err(),
        Some(FastError::Mismatch)
    );
    // A goal whose blank is off the diagonal is not its own reflection.
    let off = Tiles::parse("1 0 2 3 4 5 6 7 8", 3).unwrap();
    assert!(reflection(&off).is_none());
    let db = Arc::new(PatternDb::build(&off, &default_groups(&off), |_, _| {}));
    assert_eq!(
        FastIda::new(&off, &off, Guide::Pattern { db, reflect: true }).err(),
        Some(FastError::NotSymmetric)
    );
}
