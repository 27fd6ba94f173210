//! `searchlight maze`: Shannon's mouse finds the coin in a maze by trial and error (a
//! depth-first search by whiskers, turns and back-ups), and BFS gives the shortest route.

use std::process::ExitCode;

use searchlight::puzzles::message::Message;
use searchlight::puzzles::maze::{
    self, verify_route, Algo, Changes, Maze, Mouse, MouseOutcome, SecondRun, MAX_LIMIT, MAX_SIDE,
    MAX_TEXT_BYTES,
};
use searchlight::puzzles::options::default_of;
use serde::Serialize;

use crate::flags::{Alias, ViewFlags};
use crate::text::say;
use crate::{
    found, help_or_unexpected, needs, print_json, print_table, read_file_within, text, CliError,
    Command,
};

pub const COMMAND: Command = Command::new("maze", usage, run);


/// `searchlight maze --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "maze",
        &[
            ("max_side", Param::Number(MAX_SIDE as f64)),
            ("size", Param::Text(default_of(maze::options::OPTIONS, "size").into())),
            ("seed", Param::Text(default_of(maze::options::OPTIONS, "seed").into())),
            ("loops", Param::Text(default_of(maze::options::OPTIONS, "loops").into())),
            ("max_text_bytes", Param::Number(MAX_TEXT_BYTES as f64)),
            ("max_limit", Param::Number(MAX_LIMIT as f64)),
        ],
    )
}

/// `--json`. Fields in alphabetical order.
#[derive(Serialize)]
struct MazeJson {
    /// With --algo bfs|astar|greedy: the search.
    #[serde(skip_serializing_if = "Option::is_none")]
    algo: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    backups: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    entered: Option<u64>,
    /// With --algo: squares taken off the frontier and expanded (the coin not counted).
    #[serde(skip_serializing_if = "Option::is_none")]
    expanded: Option<u64>,
    found: bool,
    /// With --algo: successors looked at, squares met again included.
    #[serde(skip_serializing_if = "Option::is_none")]
    generated: Option<u64>,
    /// With --second-run: the first run's route, start to coin (empty if it found none).
    #[serde(skip_serializing_if = "Option::is_none")]
    learned: Option<Vec<[u32; 2]>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    learned_length: Option<u32>,
    maze: Vec<String>,
    /// Absent with --bfs.
    #[serde(skip_serializing_if = "Option::is_none")]
    memory: Option<bool>,
    /// With --algo: expanded squares put back on the frontier by a shorter way to them.
    #[serde(skip_serializing_if = "Option::is_none")]
    reopened: Option<u64>,
    /// "found", "exhausted" (no route) or "limit"; with --bfs "found" or "exhausted".
    outcome: &'static str,
    route: Vec<[u32; 2]>,
    route_length: Option<u32>,
    shortest: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    turns: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    wall_feels: Option<u64>,
}

/// The CLI's switches for the page's `memory=off` and `walls=off`.
const ALIASES: &[Alias] = &[
    Alias::switch("no-memory", "memory", false),
    Alias::switch("no-walls", "walls", false),
];

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    // The options as the page names them (maze::options), read and checked the same way;
    // the page's drawn edits, start and coin and its run=second (--second-run here, with
    // its own checks) are not flags here.
    let mut flags = ViewFlags::of("maze", ALIASES);
    let (mut file, mut bfs, mut json, mut second) = (None, false, false, false);
    let mut table = false;
    while let Some(arg) = args.next()? {
        match arg {
            Long(
                name @ ("size" | "seed" | "loops" | "limit" | "moved" | "newcoin" | "algo"
                | "no-memory" | "no-walls"),
            ) => {
                let name = name.to_string();
                flags.take(&name, &mut args)?;
            }
            Long("maze") => file = Some(text(args.value()?)?),
            Long("bfs") => bfs = true,
            Long("json") => json = true,
            Long("table") => table = true,
            Long("second-run") => second = true,
            other => return help_or_unexpected(other, usage),
        }
    }
    let given = flags.given;
    if !second && (given.contains_key("moved") || given.contains_key("newcoin")) {
        return Err(needs("maze --moved and --newcoin", "--second-run"));
    }
    if bfs && table {
        return Err(CliError::NotBoth {
            one: "--bfs",
            other: "--table",
        });
    }
    if second && bfs {
        return Err(needs("maze --second-run", "cli.needs.mouse"));
    }
    let file = file.map(|path| read_maze(&path)).transpose()?;
    let o = maze::options::read_on(&given, MAX_SIDE, MAX_LIMIT, file).ok()?;
    if let Some(algo) = o.algo {
        for (given, other) in [(bfs, "--bfs"), (table, "--table"), (second, "--second-run")] {
            if given {
                return Err(CliError::NotBoth {
                    one: "--algo",
                    other,
                });
            }
        }
        let mut maze = o.maze;
        if !o.walls {
            maze.remove_walls();
        }
        return Ok(run_search(&maze, algo, json));
    }
    let maze::options::MazeOptions {
        maze,
        memory,
        limit,
        walls,
        moved,
        newcoin,
        ..
    } = o;
    let changes = Changes {
        remove_walls: !walls,
        moved: &moved,
        newcoin: &newcoin,
    };
    // The maze the mouse runs in: for a second run, as the changes leave it; else without
    // its inner walls if asked.
    let (maze, run) = if second {
        let run = SecondRun::prepare(maze, memory, limit, changes)?;
        (run.maze.clone(), Some(run))
    } else {
        let mut maze = maze;
        if !walls {
            maze.remove_walls();
        }
        (maze, None)
    };
    if table {
        let mouse = match &run {
            Some(run) => run.mouse(memory, limit),
            None => Mouse::explore(maze.clone(), memory, limit),
        };
        return Ok(print_table(&searchlight::puzzles::maze::table::mouse(
            mouse,
            &maze,
            searchlight::puzzles::table::MAX_STEPS,
        )));
    }
    let shortest = maze::shortest(&maze);
    let shortest_len = shortest.as_ref().map(|r| r.len() as u32 - 1);
    let out = if bfs {
        let route = shortest.unwrap_or_default();
        MazeJson {
            algo: None,
            backups: None,
            entered: None,
            expanded: None,
            found: !route.is_empty(),
            generated: None,
            maze: maze.lines(),
            memory: None,
            reopened: None,
            outcome: if route.is_empty() {
                "exhausted"
            } else {
                "found"
            },
            learned: None,
            learned_length: None,
            route: route.iter().map(|&s| maze.row_col(s)).collect(),
            route_length: shortest_len,
            shortest: shortest_len,
            steps: None,
            turns: None,
            wall_feels: None,
        }
    } else {
        let mut mouse = match &run {
            Some(run) => run.mouse(memory, limit),
            None => Mouse::explore(maze.clone(), memory, limit),
        };
        let outcome = mouse.run_to_end();
        let found = outcome == MouseOutcome::Found;
        let route = if found { mouse.route() } else { Vec::new() };
        if found {
            verify_route(&maze, &route).expect("the mouse walks through openings only");
        }
        let s = mouse.stats();
        MazeJson {
            algo: None,
            backups: Some(s.backups),
            entered: Some(s.entered),
            expanded: None,
            found,
            generated: None,
            learned: run
                .as_ref()
                .map(|r| r.learned.iter().map(|&s| maze.row_col(s)).collect()),
            learned_length: run
                .as_ref()
                .and_then(|r| (!r.learned.is_empty()).then(|| r.learned.len() as u32 - 1)),
            maze: maze.lines(),
            memory: Some(memory),
            reopened: None,
            outcome: match outcome {
                MouseOutcome::Found => "found",
                MouseOutcome::Exhausted => "exhausted",
                MouseOutcome::Limit | MouseOutcome::Running => "limit",
            },
            route: route.iter().map(|&s| maze.row_col(s)).collect(),
            route_length: found.then(|| route.len() as u32 - 1),
            shortest: shortest_len,
            steps: Some(s.steps),
            turns: Some(s.turns),
            wall_feels: Some(s.wall_feels),
        }
    };
    if json {
        print_json(&out);
    } else {
        print_text(&maze, &out, limit);
    }
    Ok(found(out.found))
}

/// `--algo bfs|astar|greedy`: the best-first search run to its end, its route checked.
fn run_search(maze: &Maze, algo: Algo, json: bool) -> ExitCode {
    let s = maze::searched(maze, algo);
    if let Some(route) = &s.route {
        verify_route(maze, route).expect("the search moves through openings only");
    }
    let shortest = maze::shortest(maze).map(|r| r.len() as u32 - 1);
    let route = s.route.clone().unwrap_or_default();
    let out = MazeJson {
        algo: Some(algo.name()),
        backups: None,
        entered: None,
        expanded: Some(s.expanded),
        found: s.route.is_some(),
        generated: Some(s.generated),
        learned: None,
        learned_length: None,
        maze: maze.lines(),
        memory: None,
        reopened: Some(s.reopened),
        outcome: if s.route.is_some() {
            "found"
        } else {
            "exhausted"
        },
        route: route.iter().map(|&sq| maze.row_col(sq)).collect(),
        route_length: s.length(),
        shortest,
        steps: None,
        turns: None,
        wall_feels: None,
    };
    if json {
        print_json(&out);
    } else {
        print_text(maze, &out, 0);
        let m = Message::new;
        let name = match algo {
            Algo::Bfs => "maze.algo.bfs",
            Algo::AStar => "maze.algo.astar",
            Algo::Greedy => "maze.algo.greedy",
        };
        let what = match s.length() {
            Some(n) => m("cli.maze.route").count("moves", n.into()),
            None => m("cli.maze.unreachable"),
        };
        // A square reopened and expanded again is an expansion more, not a square more.
        let expanded = if s.squares == s.expanded {
            m("cli.maze.expanded").count("expanded", s.expanded)
        } else {
            m("cli.maze.expansions")
                .count("expanded", s.expanded)
                .count("squares", s.squares)
                .count("reopened", s.reopened)
        };
        println!(
            "{}",
            say(&m("cli.maze.search")
                .sub("algo", m(name))
                .sub("what", what)
                .sub("expanded", expanded)
                .count("generated", s.generated))
        );
    }
    found(out.found)
}

/// A maze file (or standard input for `-`), read through the CLI's one bounded reader.
fn read_maze(path: &str) -> Result<Maze, CliError> {
    let text = read_file_within(path, MAX_TEXT_BYTES as u64)?;
    Ok(Maze::parse(&text, MAX_SIDE)?)
}

/// The maze with the route marked (`.` in each square on it, up to 200 columns), then a
/// summary line.
fn print_text(maze: &Maze, out: &MazeJson, limit: u64) {
    if maze.cols() <= 200 {
        let mut lines: Vec<Vec<u8>> = out.maze.iter().map(|l| l.clone().into_bytes()).collect();
        for &[r, c] in &out.route {
            let cell = &mut lines[2 * r as usize + 1][3 * c as usize + 1..3 * c as usize + 3];
            if cell == b"  " {
                cell.copy_from_slice(b". ");
            }
        }
        for l in lines {
            println!("{}", String::from_utf8(l).expect("ASCII"));
        }
    }
    let m = Message::new;
    let shortest = match out.shortest {
        Some(s) => m("cli.maze.shortest").count("moves", s.into()),
        None => m("cli.maze.unreachable"),
    };
    let size = format!("{}x{}", maze.rows(), maze.cols());
    let Some(steps) = out.steps else {
        println!(
            "{}",
            say(&m("cli.maze.bfs").text("size", size).sub("shortest", shortest))
        );
        return;
    };
    let what = match (out.outcome, out.route_length) {
        ("found", Some(n)) => m("cli.maze.found").count("moves", n.into()),
        ("limit", _) => m("cli.maze.limit").count("limit", limit),
        _ => m("cli.maze.no_coin"),
    };
    println!(
        "{}",
        say(&m("cli.maze.mouse")
            .text("size", size)
            .sub("what", what)
            .count("steps", steps)
            .count("entered", out.entered.unwrap_or(0))
            .count("feels", out.wall_feels.unwrap_or(0))
            .count("turns", out.turns.unwrap_or(0))
            .count("backups", out.backups.unwrap_or(0))
            .sub("shortest", shortest))
    );
}
