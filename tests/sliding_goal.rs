//! The sliding puzzle's options read as the page and the CLI read them: the board's side
//! from the tiles' count, the goal (the blank last or first) and Korf's, and the pattern
//! database's build watched as it goes.
#![cfg(not(target_arch = "wasm32"))]

use searchlight::puzzles::sliding::pdb::default_groups;
use searchlight::puzzles::sliding::{PatternDb, Tiles};
#[test]
fn tiles_without_a_side_are_on_the_board_their_count_makes() {
    use searchlight::puzzles::options::Value;
    use searchlight::puzzles::sliding::options::read;
    let given = |pairs: &[(&str, &str)]| {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Some(Value::from(*v))))
            .collect()
    };
    let fifteen = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0";
    for (tiles, side) in [(fifteen, 4), ("1 2 3 4 5 6 7 0 8", 3), ("1,2,0,3", 2)] {
        let c = read(&given(&[("tiles", tiles)]));
        assert!(c.errors.is_empty(), "{tiles}: {:?}", c.errors);
        assert_eq!((c.options.side, c.options.start.side), (side, side));
        assert!(c.options.given);
        assert_eq!(
            c.values["side"],
            Some(Value::from(side.to_string().as_str()))
        );
    }
    // A side given beside them must be theirs, as the CLI's --side.
    let c = read(&given(&[("tiles", fifteen), ("side", "3")]));
    assert_eq!(c.errors[0].message.code, "sliding.side");
    // A count that makes no board is said as before.
    let c = read(&given(&[("tiles", "1,2,3,0,4")]));
    assert_eq!(c.errors[0].message.code, "sliding.count");
}

#[test]
fn the_goal_is_the_blank_last_or_first_and_korfs_instance_takes_his() {
    use searchlight::puzzles::options::Value;
    use searchlight::puzzles::sliding::options::read;
    use searchlight::puzzles::sliding::{korf, Goal};
    let given = |pairs: &[(&str, &str)]| {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Some(Value::from(*v))))
            .collect()
    };
    let o = read(&given(&[("blank", "first"), ("side", "3")]))
        .ok()
        .unwrap();
    assert_eq!(o.goal.to_string(), "0 1 2 3 4 5 6 7 8");
    assert_eq!(o.blank, Goal::BlankFirst);
    let o = read(&given(&[("side", "3")])).ok().unwrap();
    assert_eq!(o.goal, Tiles::solved(3));
    // The CLI's --goal takes the same names.
    assert_eq!(Goal::read("first", 4, 5).unwrap(), korf::goal());
    assert_eq!(
        Goal::read("LAST", 3, 5).unwrap().to_string(),
        "1 2 3 4 5 6 7 8 0"
    );
    assert_eq!(Goal::of(&korf::goal()), Some(Goal::BlankFirst));
    assert_eq!(
        Goal::describe(&Tiles::solved(2)),
        "1 2 3 0 (the blank last)"
    );
    // Korf's instance is towards his goal, whichever was given beside it.
    for pairs in [&[("korf", "1")][..], &[("korf", "1"), ("blank", "last")]] {
        let c = read(&given(pairs));
        assert!(c.errors.is_empty(), "{pairs:?}");
        assert_eq!(c.options.goal, korf::goal());
        assert_eq!(c.values["blank"], Some(Value::from("first")));
    }
    let c = read(&given(&[("blank", "middle")]));
    assert_eq!(c.errors[0].message.code, "sliding.bad_blank");
}

#[test]
fn a_pattern_database_build_is_watched_as_it_goes_and_builds_the_same_tables() {
    // One 5-tile table of the 15-puzzle: 8,386,560 states, heard every 65,536.
    let goal = Tiles::solved(4);
    let groups = default_groups(&goal)[..1].to_vec();
    let mut heard: Vec<searchlight::puzzles::sliding::pdb::Building> = Vec::new();
    let watched = PatternDb::build_watched(&goal, &groups, |w| heard.push(w));
    let plain = PatternDb::build(&goal, &groups, |_, _| {});
    assert_eq!(watched.to_bytes(&goal), plain.to_bytes(&goal));
    // Each table: its states reached rise, then the table is done (reached == states) once.
    for table in 1..=groups.len() {
        let of: Vec<_> = heard.iter().filter(|w| w.table == table).collect();
        assert!(of.len() >= 2, "table {table}: {of:?}");
        assert!(of.windows(2).all(|w| w[0].reached < w[1].reached));
        assert_eq!(of.iter().filter(|w| w.reached == w.states).count(), 1);
        assert_eq!(of.last().unwrap().reached, of[0].states);
        // The placements of 5 tiles on 16 cells, the blank on one of the other 11.
        assert_eq!(of[0].states, 16 * 15 * 14 * 13 * 12 * 11);
        assert!(of.iter().all(|w| w.tables == groups.len()));
    }
}

/// "Solve now" bounds a depth-first search with its closed set by the nodes it may keep (a
/// state a step at most), not by the steps a search that keeps only its path may take: on a
/// 4x4 board its closed set would otherwise grow for hours. The CLI's `--limit` says the same.
#[test]
fn solve_now_bounds_a_search_that_keeps_its_states_by_the_nodes_kept() {
    use searchlight::puzzles::sliding::options::{solve_steps, SOLVE_NODES, SOLVE_STEPS};
    use searchlight::puzzles::sliding::solve::Algo;
    for algo in [Algo::Bfs, Algo::Greedy, Algo::AStar, Algo::WeightedAStar] {
        assert_eq!(solve_steps(algo, true), SOLVE_NODES, "{algo:?}");
    }
    assert_eq!(solve_steps(Algo::Dfs, true), SOLVE_NODES);
    assert_eq!(solve_steps(Algo::Dfs, false), SOLVE_STEPS);
    assert_eq!(solve_steps(Algo::Ids, true), SOLVE_STEPS);
    assert_eq!(solve_steps(Algo::IdaStar, true), SOLVE_STEPS);
}
