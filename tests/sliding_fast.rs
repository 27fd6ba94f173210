//! The dedicated 8- and 15-puzzle solver (`sliding::fast`) held to the generic engine's
//! IDA*: the same lengths and, its successors tried in the same order, the same nodes; every
//! 8-puzzle position at its distance by breadth-first search; Korf's instances at their
//! published lengths and, with Manhattan distance, his node counts.

use std::collections::HashMap;
use std::sync::Arc;

use searchlight::engine::{DeepSearch, Deepening, Repeats, Space, SplitMix64};
use searchlight::puzzles::sliding::fast::{reflection, FastEnd, FastIda, Guide};
use searchlight::puzzles::sliding::pdb::default_groups;
use searchlight::puzzles::sliding::{korf, Goal, Heuristic, PatternDb, Position, Sliding, Tiles};

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

/// Every position within `depth` moves of `goal`, at its distance (breadth-first).
fn near(goal: &Tiles, depth: u32) -> HashMap<Position, u32> {
    let puzzle = Sliding::new(goal, Heuristic::None);
    let mut dist = HashMap::from([(puzzle.goal(), 0u32)]);
    let mut layer = vec![puzzle.goal()];
    let mut out = Vec::new();
    for d in 1..=depth {
        let mut next = Vec::new();
        for p in &layer {
            out.clear();
            puzzle.successors(p, &mut out);
            for &(q, _) in &out {
                dist.entry(q).or_insert_with(|| {
                    next.push(q);
                    d
                });
            }
        }
        layer = next;
    }
    dist
}

/// `t` reflected about the main diagonal, written here from the definition: the tile in
/// cell (r, c) goes to cell (c, r) and becomes the tile whose goal cell is its goal cell
/// reflected.
fn reflected(t: &Tiles, goal: &Tiles) -> Tiles {
    let s = usize::from(t.side);
    let at = |tile: u8| goal.tiles.iter().position(|&x| x == tile).unwrap();
    let mut out = vec![0; s * s];
    for (cell, &tile) in t.tiles.iter().enumerate() {
        let (r, c) = (cell / s, cell % s);
        let home = at(tile);
        let mirror = goal.tiles[(home % s) * s + home / s];
        out[c * s + r] = mirror;
    }
    Tiles {
        side: t.side,
        tiles: out,
    }
}

#[test]
fn the_663_databases_and_their_reflection_are_admissible_and_additive() {
    use searchlight::puzzles::sliding::pdb::groups_663;
    // Disjoint, every tile once, 6-6-3, for either goal; the same cells turned half round.
    for goal in [korf::goal(), Tiles::solved(4)] {
        let groups = groups_663(&goal).unwrap();
        let mut all: Vec<u8> = groups.concat();
        all.sort_unstable();
        assert_eq!(all, (1..16).collect::<Vec<u8>>());
        assert_eq!(groups.iter().map(Vec::len).collect::<Vec<_>>(), [6, 6, 3]);
    }
    assert_eq!(groups_663(&Tiles::solved(4)).unwrap()[2], [2, 3, 4]);
    assert_eq!(groups_663(&korf::goal()).unwrap()[2], [12, 13, 14]);
    assert_eq!(groups_663(&Tiles::solved(3)), None);
    {
        let goal = korf::goal();
        let groups = groups_663(&goal).unwrap();
        let db = Arc::new(PatternDb::build(&goal, &groups, |_, _| {}));
        let plain = Sliding::with_db(&goal, db.clone());
        let both = Sliding::with_db_reflected(&goal, db.clone());
        let manhattan = Sliding::new(&goal, Heuristic::Manhattan);
        let dist = near(&goal, 14);
        // The positions within 14 moves of a corner blank's goal (OEIS A089484, summed).
        assert_eq!(dist.len(), 61_865);
        let (mut above, mut sum) = (0, 0u64);
        for (p, &d) in &dist {
            let t = tiles_of(&plain, p);
            let r = reflected(&t, &goal).position();
            // The reflection's value is the database's at the reflected position, and both
            // are at most the true distance: the groups' moves add up without overlap.
            let (e, er) = (plain.estimate(p), plain.estimate(&r));
            assert_eq!(both.estimate(p), e.max(er));
            assert!(e <= d && er <= d, "{t}: {e} {er} > {d}");
            assert!(e >= manhattan.estimate(p));
            above += u32::from(er > e);
            sum += u64::from(e.max(er));
            // The dedicated solver's first bound is the same estimate.
            let guide = Guide::Pattern {
                db: db.clone(),
                reflect: true,
            };
            let s = FastIda::new(&t, &goal, guide).unwrap();
            assert_eq!(s.stats().bound, e.max(er));
        }
        assert!(above > 1000, "{above}");
        eprintln!(
            "6-6-3 + reflection: mean {:.2} over {} positions",
            sum as f64 / dist.len() as f64,
            dist.len()
        );
        // Random positions 30 to 45 moves out: the same lengths as 5-5-5, fewer nodes.
        let five = Arc::new(PatternDb::build(&goal, &default_groups(&goal), |_, _| {}));
        let mut rng = SplitMix64::new(663);
        let (mut n663, mut n555) = (0, 0);
        for _ in 0..100 {
            let p = plain.shuffled(30 + rng.below(16) as u32, rng.next_u64());
            let t = tiles_of(&plain, &p);
            let a = fast(
                &t,
                &goal,
                Guide::Pattern {
                    db: db.clone(),
                    reflect: true,
                },
            );
            let b = fast(
                &t,
                &goal,
                Guide::Pattern {
                    db: five.clone(),
                    reflect: false,
                },
            );
            assert_eq!(a.0, b.0, "{t}");
            n663 += a.1;
            n555 += b.1;
        }
        assert!(n663 * 2 < n555, "{n663} {n555}");
    }
}

#[test]
fn the_8_puzzles_databases_and_their_reflection_never_overestimate() {
    let goal = Tiles::solved(3);
    let db = Arc::new(PatternDb::build(&goal, &default_groups(&goal), |_, _| {}));
    let both = Sliding::with_db_reflected(&goal, db.clone());
    let plain = Sliding::with_db(&goal, db);
    let dist = near(&goal, 40);
    assert_eq!(dist.len(), 181_440);
    let mut above = 0;
    for (p, &d) in &dist {
        let t = tiles_of(&plain, p);
        let r = reflected(&t, &goal).position();
        let e = both.estimate(p);
        assert_eq!(e, plain.estimate(p).max(plain.estimate(&r)));
        assert!(e <= d, "{t}");
        above += u32::from(e > plain.estimate(p));
    }
    assert!(above > 10_000, "{above}");
}

#[test]
fn solve_nows_ida_star_by_manhattan_stops_at_its_bound_and_says_how_far_it_got() {
    use searchlight::engine::Repeats;
    use searchlight::puzzles::sliding::options::{solve_bound, SOLVE_MANHATTAN_NODES};
    use searchlight::puzzles::sliding::solve::{space, Algo, Request, Solver};
    use searchlight::puzzles::sliding::status::solved_status;
    assert_eq!(
        solve_bound(Algo::IdaStar, Heuristic::Manhattan, true),
        SOLVE_MANHATTAN_NODES
    );
    // Korf's #88 takes 6 billion nodes by Manhattan distance (his table): far past the bound.
    let k = korf::instance(88).unwrap();
    assert!(k.nodes > 10 * SOLVE_MANHATTAN_NODES);
    let request = |max_steps| Request {
        start: k.tiles.clone(),
        goal: korf::goal(),
        algo: Algo::IdaStar,
        heuristic: Heuristic::Manhattan,
        weight: 10,
        repeats: Repeats::ParentCheck,
        depth: 1,
        max_nodes: 1,
        max_steps,
    };
    // A smaller bound here, the same path: stopped there, mid-iteration, the next bound above.
    let r = request(2_000_000);
    let mut s = Solver::new(&r, space(&r, None));
    let mut slices = 0;
    while !s.run(1 << 16) {
        slices += 1;
    }
    assert!(slices >= 2_000_000 / (1 << 16));
    let solved = s.solved();
    assert!(solved.bounded && solved.route.is_none());
    assert_eq!(solved.generated, 2_000_000);
    assert!(solved.bound < k.length && solved.next_bound.is_some_and(|n| n > solved.bound));
    let m = solved_status(&solved, Algo::IdaStar, Heuristic::Manhattan, true, Some(&k));
    assert_eq!(m.code, "sliding.solve.bounded_ida");
    let text = format!("{m:?}");
    assert!(text.contains("sliding.advice.stronger"), "{text}");
}

#[test]
fn the_78_groups_are_the_two_halves_of_any_4x4_goal() {
    use searchlight::puzzles::sliding::pdb::{groups_78, groups_for};
    // Korf and Felner's: with the blank first, tiles 1-7 and 8-15; with it last, the same
    // halves turned half round.
    assert_eq!(
        groups_78(&korf::goal()).unwrap(),
        [(1..8).collect::<Vec<u8>>(), (8..16).collect()]
    );
    assert_eq!(
        groups_78(&Tiles::solved(4)).unwrap(),
        [(9..16).collect::<Vec<u8>>(), (1..9).collect()]
    );
    // Any 4x4 goal: every tile once, 7 and 8, each group the tiles of one half of the board
    // (the top two rows or the bottom two), in tile order.
    let mut rng = SplitMix64::new(78);
    for _ in 0..200 {
        let mut tiles: Vec<u8> = (0..16).collect();
        for i in (1..16).rev() {
            tiles.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let goal = Tiles { side: 4, tiles };
        let groups = groups_78(&goal).unwrap();
        assert_eq!(groups_for(&goal, Heuristic::Pattern78), groups);
        let mut all = groups.concat();
        all.sort_unstable();
        assert_eq!(all, (1..16).collect::<Vec<u8>>(), "{goal}");
        let mut sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
        sizes.sort_unstable();
        assert_eq!(sizes, [7, 8], "{goal}");
        let halves: Vec<bool> = groups
            .iter()
            .map(|g| {
                assert!(g.windows(2).all(|w| w[0] < w[1]));
                let top = |t: &u8| goal.tiles.iter().position(|x| x == t).unwrap() < 8;
                assert!(g.iter().all(top) || !g.iter().any(top), "{goal}: {g:?}");
                top(&g[0])
            })
            .collect();
        assert_ne!(halves[0], halves[1], "{goal}");
    }
    // The 15-puzzle's alone: elsewhere the usual groups are read (and the CLI refuses it).
    for side in [2, 3, 5] {
        let goal = Tiles::solved(side);
        assert_eq!(groups_78(&goal), None);
        assert_eq!(
            groups_for(&goal, Heuristic::Pattern78),
            default_groups(&goal)
        );
    }
}

#[test]
fn pdb78_reads_the_reflection_as_pdb663_does_and_is_the_clis_alone() {
    use searchlight::puzzles::options::Given;
    use searchlight::puzzles::sliding::options;
    use searchlight::puzzles::sliding::solve::{solve, space, Algo, Request};
    // The same tables read as 7-8 and as 6-6-3 (on the 8-puzzle both read the usual
    // groups): the larger of the position's value and its reflection's, written here from
    // the definition, and through the dedicated solver the same search.
    let goal = Goal::BlankFirst.tiles(3);
    assert!(Heuristic::Pattern78.reflected() && Heuristic::Pattern78.pattern());
    let db = Arc::new(PatternDb::build(&goal, &default_groups(&goal), |_, _| {}));
    let plain = Sliding::with_db(&goal, db.clone());
    let request = |heuristic| Request {
        start: goal.clone(),
        goal: goal.clone(),
        algo: Algo::IdaStar,
        heuristic,
        weight: 20,
        repeats: Repeats::ParentCheck,
        depth: 80,
        max_nodes: 1 << 20,
        max_steps: u64::MAX,
    };
    let p78 = space(&request(Heuristic::Pattern78), Some(db.clone()));
    let p663 = space(&request(Heuristic::PatternReflected), Some(db.clone()));
    assert_eq!(p78.heuristic(), Heuristic::Pattern78);
    let mut rng = SplitMix64::new(8);
    let (mut above, mut nodes) = (0, 0);
    for _ in 0..300 {
        let p = plain.shuffled(rng.below(40) as u32, rng.next_u64());
        let t = tiles_of(&plain, &p);
        let (e, er) = (
            plain.estimate(&p),
            plain.estimate(&reflected(&t, &goal).position()),
        );
        assert_eq!(p78.estimate(&p), e.max(er), "{t}");
        above += u32::from(er > e);
        let r78 = Request {
            start: t.clone(),
            ..request(Heuristic::Pattern78)
        };
        let r663 = Request {
            start: t.clone(),
            ..request(Heuristic::PatternReflected)
        };
        let (a, b) = (solve(&r78, p78.clone()), solve(&r663, p663.clone()));
        assert_eq!(
            (a.length(), a.generated, a.iterations),
            (b.length(), b.generated, b.iterations),
            "{t}"
        );
        let (length, generated, _) = fast(
            &t,
            &goal,
            Guide::Pattern {
                db: db.clone(),
                reflect: true,
            },
        );
        assert_eq!(
            (a.length(), a.generated),
            (Some(length as usize), generated)
        );
        nodes += a.generated;
    }
    assert!(above > 20 && nodes > 0, "{above}");
    // The page does not offer it: its reader refuses the name, naming the choices it has,
    // and keeps its default.
    let given: Given = [("side", "4"), ("heuristic", "pdb78")]
        .iter()
        .map(|&(k, v)| (k.to_string(), Some(v.into())))
        .collect();
    let read = options::read(&given);
    assert_eq!(read.options.heuristic, Heuristic::Manhattan);
    let error = read.ok().unwrap_err();
    assert_eq!(
        (error.name, error.message.code),
        ("heuristic", "sliding.bad_heuristic")
    );
    // Named once, as the value refused, not among the choices.
    let said = error.message.to_string();
    assert!(
        said.contains("pdb663") && said.matches("pdb78").count() == 1,
        "{said}"
    );
}
