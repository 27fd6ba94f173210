//! `searchlight sokoban`: the built-in levels solved from the command line with their LURD
//! strings replayed by the verifier, a level file read, the JSON keys, a limit said (in an
//! open room, under the CLI's memory cap), the trace table held to the answer, and bad
//! arguments or a malformed level as one line and exit 2.

use super::*;
use searchlight::puzzles::sokoban::{levels, parse_levels, verify};

#[test]
fn sokoban_solves_a_built_in_level_and_its_solution_replays() {
    let (code, v) = json(&["sokoban", "--level", "7", "--json"]);
    assert_eq!(code, 0);
    let level = &levels::builtin()[6];
    let lurd = v["solution"].as_str().unwrap();
    let replayed = verify(level, lurd).expect("the LURD string replays");
    assert_eq!(v["moves"].as_u64(), Some(u64::from(replayed.moves)));
    assert_eq!(v["pushes"].as_u64(), Some(u64::from(replayed.pushes)));
    assert_eq!(
        (v["algo"].as_str(), v["by"].as_str()),
        (Some("astar"), Some("pushes"))
    );
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "algo",
            "by",
            "dead",
            "estimate",
            "expanded",
            "generated",
            "iterations",
            "kept",
            "level",
            "met_again",
            "moves",
            "outcome",
            "pruned_dead",
            "pruned_frozen",
            "pushes",
            "solution",
            "steps",
            "title",
            "visited"
        ]
    );
    // Without pruning nothing is pruned and more is expanded; the pushes are as few.
    let (_, off) = json(&[
        "sokoban", "--level", "7", "--dead", "off", "--algo", "bfs", "--json",
    ]);
    let (_, on) = json(&[
        "sokoban", "--level", "7", "--dead", "on", "--algo", "bfs", "--json",
    ]);
    assert_eq!(off["pruned_dead"].as_u64(), Some(0));
    assert!(on["pruned_dead"].as_u64().unwrap() > 0);
    assert!(off["expanded"].as_u64() > on["expanded"].as_u64());
    assert_eq!(off["pushes"], on["pushes"]);
}

#[test]
fn sokoban_reads_a_level_file_and_says_a_limit() {
    let dir = std::env::temp_dir().join(format!("searchlight-sokoban-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("levels.txt");
    let text = "; one\n #####\n #@$.#\n #####\n\n; two\n######\n#@ $.#\n######\n";
    std::fs::write(&path, text).unwrap();
    let file = path.to_str().unwrap();
    let (code, v) = json(&[
        "sokoban",
        "--level-file",
        file,
        "--level",
        "2",
        "--algo",
        "ida",
        "--by",
        "moves",
        "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["title"], "two");
    let level = &parse_levels(text).unwrap()[1];
    assert_eq!(
        verify(level, v["solution"].as_str().unwrap())
            .unwrap()
            .moves,
        2
    );
    // The text form: the solution on its own line, then the summary.
    let (code, out, _) = run(&["sokoban", "--level-file", file]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l == "R"), "{out}");
    // A bound met: exit 1, the last line naming it.
    let (code, out, _) = run(&[
        "sokoban",
        "--level",
        "10",
        "--algo",
        "bfs",
        "--by",
        "moves",
        "--visited",
        "off",
        "--limit-states",
        "500",
    ]);
    assert_eq!(code, 1);
    let last = out.lines().last().unwrap_or_default();
    assert!(
        last.contains("stopped by the state limit (500 states kept)"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sokoban_table_is_a_row_per_state_expanded_then_the_solved_one() {
    let (_, answer) = json(&["sokoban", "--level", "7", "--json"]);
    let (code, t) = json(&["sokoban", "--level", "7", "--table"]);
    assert_eq!(code, 0);
    let col = |name: &str| {
        t["columns"]
            .as_array()
            .unwrap()
            .iter()
            .position(|c| c == name)
            .unwrap()
    };
    let rows = t["rows"].as_array().unwrap();
    assert_eq!(rows.len() as u64, answer["expanded"].as_u64().unwrap() + 1);
    let last = rows.last().unwrap();
    assert_eq!(last[col("g")], answer["pushes"]);
    assert_eq!(last[col("h")], 0);
    // The solved state's boxes stand on the level's goals, named as the board names them.
    let level = &levels::builtin()[6];
    let mut goals: Vec<String> = level.goals().iter().map(|sq| level.name(sq)).collect();
    let mut boxes: Vec<&str> = last[col("boxes")].as_str().unwrap().split(' ').collect();
    goals.sort_unstable();
    boxes.sort_unstable();
    assert_eq!(boxes, goals);
    // Rows in the order taken: the expanded count and the step both rise.
    for (k, pair) in rows.windows(2).enumerate() {
        assert_eq!(pair[0][col("expanded")], k as u64 + 1);
        assert!(pair[0][col("step")].as_u64() < pair[1][col("step")].as_u64());
    }
}

#[test]
fn sokoban_refuses_bad_arguments_in_one_line() {
    let dir = std::env::temp_dir().join(format!("searchlight-sokoban-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.txt");
    std::fs::write(&path, "#####\n#@$x#\n#####\n").unwrap();
    for (args, says) in [
        (vec!["sokoban", "--algo", "dfs"], "\"dfs\""),
        (vec!["sokoban", "--by", "boxes"], "\"boxes\""),
        (vec!["sokoban", "--dead", "maybe"], "on or off"),
        (
            vec!["sokoban", "--level", "11"],
            "level 11 asked for; the text holds 10 levels",
        ),
        (
            vec!["sokoban", "--level-file", path.to_str().unwrap()],
            "line 2, column 4",
        ),
        (vec!["sokoban", "--limit-states", "0"], "--limit-states"),
        (
            vec!["sokoban", "--algo", "ida", "--table"],
            "not --algo ida",
        ),
        (vec!["sokoban", "--json", "--table"], "--table"),
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sokoban_in_an_open_room_stops_at_its_state_limit_within_the_memory_cap() {
    // A 15x15 room and three boxes: graph search by moves without pruning meets more
    // positions than it may keep, and stops at the bound, not at the memory cap.
    let mut rows: Vec<Vec<u8>> = (0..17)
        .map(|r| {
            (0..17)
                .map(|c| {
                    if r % 16 == 0 || c % 16 == 0 {
                        b'#'
                    } else {
                        b' '
                    }
                })
                .collect()
        })
        .collect();
    for (r, c, ch) in [(2, 2, b'@'), (5, 5, b'$'), (5, 10, b'$'), (10, 5, b'$')] {
        rows[r][c] = ch;
    }
    for (r, c) in [(12, 12), (13, 13), (13, 3)] {
        rows[r][c] = b'.';
    }
    let text: Vec<String> = rows
        .into_iter()
        .map(|r| String::from_utf8(r).unwrap())
        .collect();
    let file = temp_file("sokoban-room.txt", &text.join("\n"));
    let (code, out, err) = run_capped(
        &[
            "sokoban",
            "--level-file",
            &file,
            "--algo",
            "bfs",
            "--by",
            "moves",
            "--dead",
            "off",
        ],
        CAP_MB,
        120,
    );
    assert_eq!((code, err.as_str()), (1, ""));
    let last = out.lines().last().unwrap_or_default();
    assert!(
        last.contains("stopped by the state limit (1,000,000 states kept)"),
        "{last}"
    );
    // A room past the floor's bound is refused before any work.
    let wide: Vec<String> = (0..20)
        .map(|r| {
            if r % 19 == 0 {
                "#".repeat(20)
            } else if r == 1 {
                format!("#@$.{}#", " ".repeat(15))
            } else {
                format!("#{}#", " ".repeat(18))
            }
        })
        .collect();
    std::fs::write(&file, wide.join("\n")).unwrap();
    let (code, out, err) = run_capped(&["sokoban", "--level-file", &file], CAP_MB, 30);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "searchlight: line 1: the level has 324 floor squares; at most 256\n"
    );
    std::fs::remove_file(file).unwrap();
}

/// The page's model of a search (the engine's best-first search stepped with its pruned
/// pushes, and the view those events rebuild) run to its end, then all the way back and to
/// the end again: its counters at the end.
fn page_counts(
    level: &searchlight::puzzles::sokoban::Level,
    search: searchlight::puzzles::sokoban::Search,
) -> searchlight::puzzles::sokoban::view::SokobanCounts {
    use searchlight::engine::{Replay, Stepper};
    use searchlight::puzzles::sokoban::view::{SokobanView, Stepped};
    use searchlight::puzzles::sokoban::CLI_BOUNDS;
    let s = search.best_first(level, CLI_BOUNDS.states).unwrap();
    let mut view = SokobanView::new(s.space(), s.order());
    let start = view.counts();
    let mut stepped = Stepped::new(s);
    let mut events = Vec::new();
    while let Some(e) = stepped.step() {
        view.forward(&e);
        events.push(e);
    }
    let end = view.counts();
    for e in events.iter().rev() {
        view.backward(e);
    }
    assert_eq!(view.counts(), start, "stepped all the way back");
    for e in &events {
        view.forward(e);
    }
    assert_eq!(view.counts(), end, "and forward again");
    end
}

/// The engine's search run alone (no page model): its generated count, the distinct
/// positions among its nodes, and the pushes deadlock pruning discards as the search looks
/// at each push in turn (a breadth-first search stops at the goal as it is generated: the
/// pushes after it in that expansion are never looked at).
fn engine_figures(
    level: &searchlight::puzzles::sokoban::Level,
    search: searchlight::puzzles::sokoban::Search,
) -> (u64, u64, u64) {
    use searchlight::engine::{InformedEvent, Order, Stepper};
    use searchlight::puzzles::sokoban::CLI_BOUNDS;
    use std::collections::HashSet;
    let mut s = search.best_first(level, CLI_BOUNDS.states).unwrap();
    let mut pruned = 0;
    let mut steps = Vec::new();
    while let Some(e) = s.step() {
        if let InformedEvent::Expand { state, .. } = e {
            steps.clear();
            s.space().steps(&state, &mut steps);
            let upto = if s.order() == Order::Breadth {
                steps
                    .iter()
                    .position(|st| st.deadlock.is_none() && s.space().solved(&st.state))
                    .map_or(steps.len(), |i| i + 1)
            } else {
                steps.len()
            };
            pruned += steps[..upto]
                .iter()
                .filter(|st| st.deadlock.is_some())
                .count() as u64;
        }
    }
    let distinct: HashSet<_> = s.nodes().iter().map(|n| n.state).collect();
    (s.stats().generated, distinct.len() as u64, pruned)
}

#[test]
fn sokoban_met_again_and_pruned_are_the_page_s_figures() {
    use searchlight::puzzles::sokoban::{Algo, By, Estimate, Search};
    let all = levels::builtin();
    let mut cases = 0;
    for (i, level) in all.iter().enumerate().take(6) {
        for by in [By::Moves, By::Pushes] {
            for visited in [true, false] {
                // Tree search by moves fills the bound from the fourth level on.
                if by == By::Moves && !visited && i >= 3 {
                    continue;
                }
                for dead in [true, false] {
                    for algo in [Algo::Bfs, Algo::AStar] {
                        let search = Search {
                            algo,
                            by,
                            visited,
                            dead,
                            estimate: Estimate::Matching,
                        };
                        let n = (i + 1).to_string();
                        let onoff = |b: bool| if b { "on" } else { "off" };
                        let (code, v) = json(&[
                            "sokoban",
                            "--level",
                            &n,
                            "--algo",
                            algo.name(),
                            "--by",
                            by.name(),
                            "--visited",
                            onoff(visited),
                            "--dead",
                            onoff(dead),
                            "--json",
                        ]);
                        let at = format!("level {n} {search:?}");
                        assert_eq!((code, v["outcome"].as_str()), (0, Some("solved")), "{at}");
                        let page = page_counts(level, search);
                        let (generated, distinct, pruned) = engine_figures(level, search);
                        // Each successor looked at is a position's first meeting or a
                        // meeting again; the start is met before the search begins.
                        let again = generated - (distinct - 1);
                        assert_eq!(v["met_again"].as_u64(), Some(again), "{at}");
                        assert_eq!(page.again, again, "{at}");
                        assert_eq!(v["generated"].as_u64(), Some(page.generated), "{at}");
                        assert_eq!(v["expanded"].as_u64(), Some(page.expanded), "{at}");
                        assert_eq!(v["pruned_dead"].as_u64(), Some(page.pruned_dead), "{at}");
                        assert_eq!(
                            v["pruned_frozen"].as_u64(),
                            Some(page.pruned_frozen),
                            "{at}"
                        );
                        assert_eq!(page.pruned, pruned, "{at}");
                        if !dead {
                            assert_eq!(pruned, 0, "{at}");
                        }
                        cases += 1;
                    }
                }
            }
        }
    }
    assert_eq!(cases, 6 * 8 * 2 - 3 * 4);
    // Breadth-first by pushes on the third level finds its goal among a state's pushes,
    // before the last of them: the pushes after the goal are never looked at, never
    // discarded, and not counted, though the space, generating them all at once, prunes
    // one more.
    let level = &all[2];
    let search = Search {
        algo: Algo::Bfs,
        by: By::Pushes,
        visited: true,
        dead: true,
        estimate: Estimate::Matching,
    };
    let (_, v) = json(&["sokoban", "--level", "3", "--algo", "bfs", "--json"]);
    let cli = v["pruned_dead"].as_u64().unwrap() + v["pruned_frozen"].as_u64().unwrap();
    assert_eq!(cli, engine_figures(level, search).2);
    let mut raw = search.best_first(level, 1000).unwrap();
    raw.run_to_end();
    assert!(raw.space().pruned().total() > cli);
}

#[test]
fn sokoban_ida_stepped_as_the_page_steps_it_is_the_cli_s_search() {
    use searchlight::engine::{DeepEvent, Replay, Stepper};
    use searchlight::puzzles::sokoban::deep::SokobanDeepView;
    use searchlight::puzzles::sokoban::{Algo, By, Estimate, Search, PAGE_BOUNDS};
    let all = levels::builtin();
    let mut cases = 0;
    for (i, level) in all.iter().enumerate() {
        for by in [By::Moves, By::Pushes] {
            for visited in [true, false] {
                for dead in [true, false] {
                    // By moves IDA* takes seconds from the fifth level on; without pruning
                    // too, by pushes from the sixth.
                    if (by == By::Moves && i >= 4) || (!dead && i >= 5) {
                        continue;
                    }
                    let search = Search {
                        algo: Algo::Ida,
                        by,
                        visited,
                        dead,
                        estimate: Estimate::Matching,
                    };
                    let at = format!("level {} {search:?}", i + 1);
                    // The page's model: the engine's IDA* and the view its events rebuild,
                    // to the end, all the way back, and to the end again.
                    let mut s = search.ida(level, PAGE_BOUNDS.steps).unwrap();
                    let mut view = SokobanDeepView::new(search.space(level));
                    let mut events = Vec::new();
                    while let Some(e) = s.step() {
                        view.forward(&e);
                        events.push(e);
                    }
                    assert_eq!(events.last(), Some(&DeepEvent::Found), "{at}");
                    let end = (view.search().counts(), view.pruned(), view.again());
                    for e in events.iter().rev() {
                        view.backward(e);
                    }
                    assert_eq!(view.search().counts().visited, 0, "{at}");
                    assert_eq!(view.pruned().total(), 0, "{at}");
                    assert_eq!(view.again(), 0, "{at}");
                    for e in &events {
                        view.forward(e);
                    }
                    assert_eq!((view.search().counts(), view.pruned(), view.again()), end);
                    let (c, pruned, again) = end;
                    // The space counts every state's pruned pushes as it is entered, the
                    // goal's too; the page and the CLI count those the search looks at.
                    let goal = *s.path().last().unwrap();
                    let mut steps = Vec::new();
                    search.space(level).steps(&goal, &mut steps);
                    let at_goal = steps.iter().filter(|st| st.deadlock.is_some()).count() as u64;
                    assert_eq!(pruned.total() + at_goal, s.space().pruned().total(), "{at}");
                    // The CLI's figures are the page's.
                    let onoff = |b: bool| if b { "on" } else { "off" };
                    let n = (i + 1).to_string();
                    let (code, v) = json(&[
                        "sokoban",
                        "--level",
                        &n,
                        "--algo",
                        "ida",
                        "--by",
                        by.name(),
                        "--visited",
                        onoff(visited),
                        "--dead",
                        onoff(dead),
                        "--json",
                    ]);
                    assert_eq!(code, 0, "{at}");
                    assert_eq!(v["expanded"].as_u64(), Some(c.visited), "{at}");
                    assert_eq!(v["generated"].as_u64(), Some(c.generated), "{at}");
                    assert_eq!(v["met_again"].as_u64(), Some(again), "{at}");
                    assert_eq!(v["pruned_dead"].as_u64(), Some(pruned.dead), "{at}");
                    assert_eq!(v["pruned_frozen"].as_u64(), Some(pruned.frozen), "{at}");
                    assert_eq!(v["iterations"].as_u64(), Some(u64::from(c.iterations)));
                    // IDA* with an admissible estimate is optimal: breadth-first search's
                    // count (held against an independent search in tests/sokoban.rs).
                    let bfs = Search {
                        algo: Algo::Bfs,
                        visited: true,
                        ..search
                    };
                    let best = searchlight::puzzles::sokoban::solve(level, bfs, PAGE_BOUNDS);
                    let unit = |s: &searchlight::puzzles::sokoban::Solution| match by {
                        By::Moves => s.moves,
                        By::Pushes => s.pushes,
                    };
                    let replayed = verify(level, v["solution"].as_str().unwrap()).unwrap();
                    let cli = match by {
                        By::Moves => replayed.moves,
                        By::Pushes => replayed.pushes,
                    };
                    assert_eq!(Some(cli), best.solution.as_ref().map(unit), "{at}");
                    cases += 1;
                }
            }
        }
    }
    assert!(cases >= 40, "{cases}");
}
