//! `searchlight maze --algo bfs|astar|greedy`: the squares expanded, generated
//! and the route's length, in text and in --json; the route walks the printed maze's
//! openings; A*'s route is as short as BFS's with no more squares expanded, greedy's never
//! shorter; a bad algo, or --algo with --bfs, --table or --second-run, is one line and exit 2.

use super::*;
use searchlight::puzzles::maze::Maze;

/// The route of a JSON answer, checked step by step against the maze text it printed.
fn route_length(v: &Value) -> u64 {
    let text: Vec<&str> = v["maze"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    let maze = Maze::parse(&text.join("\n"), 2000).expect("the printed maze reads back");
    let route: Vec<u32> = v["route"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s[0].as_u64().unwrap() as u32 * maze.cols() + s[1].as_u64().unwrap() as u32)
        .collect();
    assert_eq!(route.first(), Some(&maze.start()));
    assert_eq!(route.last(), Some(&maze.coin()));
    for w in route.windows(2) {
        let open = searchlight::puzzles::maze::Dir::ALL
            .iter()
            .any(|&d| maze.open(w[0], d) == Some(w[1]));
        assert!(open, "{w:?} is not an opening");
    }
    route.len() as u64 - 1
}

#[test]
fn maze_searches_from_the_command_line() {
    for seed in ["1", "7", "23"] {
        let figures = |algo: &str| {
            let (code, v) = json(&[
                "maze", "--size", "16x20", "--seed", seed, "--loops", "25", "--algo", algo,
                "--json",
            ]);
            assert_eq!(code, 0, "{algo} {seed}");
            assert_eq!(v["algo"], algo);
            assert_eq!(v["found"], true);
            assert_eq!(v["route_length"].as_u64(), Some(route_length(&v)));
            let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
            keys.sort_unstable();
            assert_eq!(
                keys,
                [
                    "algo",
                    "expanded",
                    "found",
                    "generated",
                    "maze",
                    "outcome",
                    "reopened",
                    "route",
                    "route_length",
                    "shortest"
                ]
            );
            (
                v["expanded"].as_u64().unwrap(),
                v["generated"].as_u64().unwrap(),
                v["route_length"].as_u64().unwrap(),
                v["shortest"].as_u64().unwrap(),
            )
        };
        let (bfs, astar, greedy) = (figures("bfs"), figures("astar"), figures("greedy"));
        assert_eq!(bfs.2, bfs.3, "BFS finds a shortest route");
        assert_eq!(astar.2, astar.3, "A* finds a shortest route");
        assert!(
            astar.0 <= bfs.0,
            "A* {astar:?} expands no more than BFS {bfs:?}"
        );
        assert!(greedy.2 >= greedy.3, "greedy's route is never shorter");
        assert!(astar.1 > 0 && bfs.1 > 0 && greedy.1 > 0);
    }
    // The text: the maze with the route, then the figures.
    let (code, out, err) = run(&["maze", "--size", "12x12", "--seed", "7", "--algo", "astar"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let (_, v) = json(&[
        "maze", "--size", "12x12", "--seed", "7", "--algo", "astar", "--json",
    ]);
    assert_eq!(
        out.lines().last().unwrap(),
        format!(
            "A*: route of {} moves; {} squares expanded, {} successors generated",
            v["route_length"], v["expanded"], v["generated"]
        )
    );
    // A coin walled in: exit 1, no route, the three squares the start reaches expanded.
    let path = std::env::temp_dir().join(format!("searchlight-walled-{}.txt", std::process::id()));
    std::fs::write(&path, "+--+--+\n|S    |\n+  +--+\n|  |C |\n+--+--+\n").unwrap();
    for algo in ["bfs", "astar", "greedy"] {
        let (code, v) = json(&[
            "maze",
            "--maze",
            path.to_str().unwrap(),
            "--algo",
            algo,
            "--json",
        ]);
        assert_eq!(code, 1, "{algo}");
        assert_eq!(
            (
                &v["found"],
                &v["outcome"],
                &v["route_length"],
                &v["expanded"]
            ),
            (
                &Value::Bool(false),
                &Value::from("exhausted"),
                &Value::Null,
                &Value::from(3)
            ),
            "{algo}"
        );
    }
    std::fs::remove_file(&path).ok();
    // Greedy reopens a square it expanded and expands it again: 9 expansions of the 8
    // squares the start reaches (the coin walled in), said apart (#/maze?size=3x3&loops=100&
    // edits=b1e,c2s,b2e&start=a3&coin=c1&algo=greedy, where it said "9 squares expanded").
    let path = std::env::temp_dir().join(format!("searchlight-reopen-{}.txt", std::process::id()));
    std::fs::write(
        &path,
        "+--+--+--+\n|S       |\n+  +  +  +\n|     |  |\n+  +  +--+\n|     |C |\n+--+--+--+\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let (code, v) = json(&["maze", "--maze", file, "--algo", "greedy", "--json"]);
    assert_eq!(code, 1);
    assert_eq!(
        (&v["expanded"], &v["reopened"]),
        (&Value::from(9), &Value::from(1))
    );
    let (_, out, _) = run(&["maze", "--maze", file, "--algo", "greedy"]);
    assert_eq!(
        out.lines().last().unwrap(),
        format!(
            "greedy best-first: the coin cannot be reached; 9 expansions of 8 squares (1 reopened), {} successors generated",
            v["generated"]
        )
    );
    std::fs::remove_file(&path).ok();
    for bad in [
        &["maze", "--algo", "junk"][..],
        &["maze", "--algo", "astar", "--bfs"],
        &["maze", "--algo", "greedy", "--table"],
        &["maze", "--algo", "bfs", "--second-run"],
    ] {
        let (code, out, err) = run(bad);
        assert_eq!(
            (code, out.as_str(), err.lines().count()),
            (2, "", 1),
            "{bad:?}: {err}"
        );
    }
    assert!(run(&["maze", "--algo", "junk"]).2.contains("\"junk\""));
}
