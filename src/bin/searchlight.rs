//! The puzzles from a terminal: worksheets for teachers, scripted checks, benchmarks.
//! Exit status: 0 when the answer was found, 1 when there is none (or the search gave
//! up), 2 for bad arguments, with a one-line message on stderr.

use std::process::ExitCode;

use searchlight::engine::{Outcome, NONE};
use searchlight::puzzles::board::{Board, Square};
use searchlight::puzzles::digraph::{self, Digraph};
use searchlight::puzzles::knight::{self, TourCounter, TourSpec};
use searchlight::puzzles::ladder::{self, LadderError, WordList};
use searchlight::puzzles::layers;
use searchlight::puzzles::queens::{self, NQueens, Variant};
use searchlight::puzzles::sudoku::{self, CellChoice, FastSolver, Frontier, Puzzle};
use serde_json::json;

const USAGE: &str = "usage: searchlight knight [--board RxC] [--start SQUARE] \
[--strategy dfs|warnsdorff|most] [--closed] [--prune on|off] [--limit NODES] [--count] [--json] \
| bfs [--board RxC] [--start SQUARE] [--json] \
| ladder WORD WORD [--words four|sgb|FILE] [--all] [--json] \
| dfs --edges FILE [--json] \
| queens --n N [--variant mark|check] [--one|--all|--count] [--json] \
| sudoku PUZZLE|--file F [--cell first|mrv] [--frontier dfs|bfs] [--all|--limit K] [--json] \
| sudoku --bench FILE [--limit K] [--json]";

/// A mistake in the arguments, shown as one line.
struct Usage(String);

impl From<lexopt::Error> for Usage {
    fn from(e: lexopt::Error) -> Self {
        Usage(e.to_string())
    }
}

fn main() -> ExitCode {
    // Output piped into `head` and the like ends quietly when the reader stops, as other
    // command-line tools do, instead of panicking on a broken pipe.
    #[cfg(unix)]
    // SAFETY: restoring the default action of one signal before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    match run() {
        Ok(code) => code,
        Err(Usage(message)) => {
            eprintln!("searchlight: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<ExitCode, Usage> {
    let mut args = lexopt::Parser::from_env();
    match args.next()? {
        Some(lexopt::Arg::Value(cmd)) if cmd == "knight" => knight_command(args),
        Some(lexopt::Arg::Value(cmd)) if cmd == "bench" => bench_command(args),
        Some(lexopt::Arg::Value(cmd)) if cmd == "bfs" => bfs_command(args),
        Some(lexopt::Arg::Value(cmd)) if cmd == "ladder" => ladder_command(args),
        Some(lexopt::Arg::Value(cmd)) if cmd == "dfs" => dfs_command(args),
        Some(lexopt::Arg::Value(cmd)) if cmd == "queens" => queens_command(args),
        Some(lexopt::Arg::Value(cmd)) if cmd == "sudoku" => sudoku_command(args),
        Some(lexopt::Arg::Long("help")) | Some(lexopt::Arg::Short('h')) => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        Some(lexopt::Arg::Value(cmd)) => Err(Usage(format!(
            "unknown command \"{}\": the commands are: knight, bfs, ladder, dfs, queens, sudoku, bench",
            cmd.to_string_lossy()
        ))),
        _ => Err(Usage(format!("a command is needed; {USAGE}"))),
    }
}

fn text(value: Result<std::ffi::OsString, lexopt::Error>) -> Result<String, Usage> {
    value?
        .into_string()
        .map_err(|_| Usage("arguments must be valid UTF-8".into()))
}

fn knight_command(mut args: lexopt::Parser) -> Result<ExitCode, Usage> {
    use lexopt::Arg::{Long, Short};
    let (mut board, mut start, mut strategy) = ("8x8".to_string(), "a1".to_string(), None);
    let (mut closed, mut prune, mut count, mut json) = (false, None, false, false);
    let mut limit = 200_000_000u64;
    while let Some(arg) = args.next()? {
        match arg {
            Long("board") => board = text(args.value())?,
            Long("start") => start = text(args.value())?,
            Long("strategy") => strategy = Some(text(args.value())?),
            Long("closed") => closed = true,
            Long("prune") => {
                prune = Some(match text(args.value())?.as_str() {
                    "on" => true,
                    "off" => false,
                    other => {
                        return Err(Usage(format!("--prune takes on or off, not \"{other}\"")))
                    }
                })
            }
            Long("limit") => {
                let v = text(args.value())?;
                limit = v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    Usage(format!(
                        "--limit takes a positive number of nodes, not \"{v}\""
                    ))
                })?;
            }
            Long("count") => count = true,
            Long("json") => json = true,
            Long("help") | Short('h') => {
                println!("{USAGE}");
                return Ok(ExitCode::SUCCESS);
            }
            other => return Err(other.unexpected().into()),
        }
    }
    let board_parsed = Board::parse(&board).map_err(|e| Usage(e.to_string()))?;
    if count {
        let start_sq = if start.eq_ignore_ascii_case("all") {
            None
        } else {
            Some(
                board_parsed
                    .parse_square(&start)
                    .map_err(|e| Usage(e.to_string()))?,
            )
        };
        return count_command(board_parsed, start_sq, closed, json);
    }
    let strategy = strategy.unwrap_or_else(|| "warnsdorff".into());
    let mut spec =
        TourSpec::parse(&board, &start, &strategy, closed).map_err(|e| Usage(e.to_string()))?;
    if let Some(p) = prune {
        spec.prune = p;
    }
    let report = knight::find_tour(spec, limit);
    let names = |tour: &[Square]| tour.iter().map(|&s| spec.board.name(s)).collect::<Vec<_>>();
    let found = report.tour.is_some();
    let reason = match report.outcome {
        Outcome::Running => Some(format!(
            "Gave up after {} nodes without a tour; raise --limit or try --strategy warnsdorff.",
            report.stats.nodes
        )),
        _ => report.reason.clone(),
    };
    if json {
        let out = json!({
            "board": spec.board.to_string(),
            "start": spec.board.name(spec.start),
            "strategy": spec.strategy.name(),
            "closed": spec.closed,
            "prune": spec.prune,
            "found": found,
            "tour": report.tour.as_deref().map(names).unwrap_or_default(),
            "nodes": report.stats.nodes,
            "backtracks": report.stats.backtracks,
            "steps": report.stats.steps,
            "reason": reason,
            "rotated_from": report.rotated_from.map(|s| spec.board.name(s)),
        });
        println!("{out}");
    } else if let Some(tour) = &report.tour {
        println!("{}", names(tour).join(" "));
        println!(
            "{} tour of {} from {} by {}: {} nodes, {} backtracks",
            if spec.closed { "Closed" } else { "Open" },
            spec.board,
            spec.board.name(spec.start),
            spec.strategy,
            report.stats.nodes,
            report.stats.backtracks
        );
        if let Some(from) = report.rotated_from {
            println!(
                "(found as a closed tour from {}, then started at {}: it is a cycle)",
                spec.board.name(from),
                spec.board.name(spec.start)
            );
        }
        if spec.board.rows() <= 60 && spec.board.cols() <= 60 {
            print!("{}", grid(spec.board, tour));
        }
    } else {
        println!("{}", reason.unwrap_or_default());
    }
    Ok(if found {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The tour as a grid of step numbers, rank 1 at the bottom as on a chessboard.
fn grid(board: Board, tour: &[Square]) -> String {
    let mut step = vec![0; board.len() as usize];
    for (i, &sq) in tour.iter().enumerate() {
        step[sq as usize] = i + 1;
    }
    let width = tour.len().to_string().len();
    let mut out = String::new();
    for rank in (0..board.rows()).rev() {
        let row: Vec<String> = (0..board.cols())
            .map(|file| format!("{:>width$}", step[board.square(file, rank) as usize]))
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}

fn count_command(
    board: Board,
    start: Option<Square>,
    closed: bool,
    json: bool,
) -> Result<ExitCode, Usage> {
    let mut counter = TourCounter::new(board, start, closed).map_err(|e| Usage(e.to_string()))?;
    while !counter.run(u64::MAX) {}
    let from = start.map_or("all".to_string(), |s| board.name(s));
    if json {
        let out = json!({
            "board": board.to_string(),
            "start": from,
            "closed": closed,
            "count": counter.tours(),
            "nodes": counter.nodes(),
        });
        println!("{out}");
    } else {
        let kind = if closed { "closed tours" } else { "tours" };
        let place = start.map_or("from every square".to_string(), |s| {
            format!("from {}", board.name(s))
        });
        println!(
            "{} {kind} on {board} {place} ({} nodes searched)",
            counter.tours(),
            counter.nodes()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Time the benchmark workloads natively, best of `--runs`, as JSON: the same work that
/// benches/wasm.mjs times as WebAssembly, so one run of that script gives the ratio.
fn bench_command(mut args: lexopt::Parser) -> Result<ExitCode, Usage> {
    use lexopt::Arg::Long;
    let mut runs = 5u32;
    let mut only: Option<String> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Long("runs") => {
                let v = text(args.value())?;
                runs =
                    v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                        Usage(format!("--runs takes a positive number, not \"{v}\""))
                    })?;
            }
            Long("only") => only = Some(text(args.value())?),
            other => return Err(other.unexpected().into()),
        }
    }
    let mut results = serde_json::Map::new();
    for (name, work) in searchlight::puzzles::benchmarks::BENCHMARKS {
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let mut best = f64::INFINITY;
        for _ in 0..runs {
            let t = std::time::Instant::now();
            std::hint::black_box(work());
            best = best.min(t.elapsed().as_secs_f64() * 1000.0);
        }
        results.insert(name.to_string(), json!(best));
    }
    println!("{}", serde_json::Value::Object(results));
    Ok(ExitCode::SUCCESS)
}

fn read_file(path: &str) -> Result<String, Usage> {
    std::fs::read_to_string(path).map_err(|e| Usage(format!("cannot read {path}: {e}")))
}

fn bfs_command(mut args: lexopt::Parser) -> Result<ExitCode, Usage> {
    use lexopt::Arg::Long;
    let (mut board, mut start, mut json) = ("8x8".to_string(), "a1".to_string(), false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("board") => board = text(args.value())?,
            Long("start") => start = text(args.value())?,
            Long("json") => json = true,
            other => return Err(other.unexpected().into()),
        }
    }
    let board = Board::parse(&board).map_err(|e| Usage(e.to_string()))?;
    let source = board
        .parse_square(&start)
        .map_err(|e| Usage(e.to_string()))?;
    let d = layers::distances(board, source);
    if json {
        let distances: serde_json::Map<String, serde_json::Value> = (0..board.len())
            .map(|sq| {
                let v = d[sq as usize];
                (
                    board.name(sq),
                    if v == NONE { json!(null) } else { json!(v) },
                )
            })
            .collect();
        println!(
            "{}",
            json!({ "board": board.to_string(), "start": board.name(source), "distances": distances })
        );
    } else {
        let width = d
            .iter()
            .filter(|&&v| v != NONE)
            .max()
            .map_or(1, |m| m.to_string().len());
        for rank in (0..board.rows()).rev() {
            let row: Vec<String> = (0..board.cols())
                .map(|f| match d[board.square(f, rank) as usize] {
                    NONE => format!("{:>width$}", "-"),
                    v => format!("{v:>width$}"),
                })
                .collect();
            println!("{}", row.join(" "));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn ladder_command(mut args: lexopt::Parser) -> Result<ExitCode, Usage> {
    use lexopt::Arg::{Long, Value};
    let (mut words, mut list, mut all, mut json) = (Vec::new(), "four".to_string(), false, false);
    while let Some(arg) = args.next()? {
        match arg {
            Value(w) => words.push(text(Ok(w))?),
            Long("words") => list = text(args.value())?,
            Long("all") => all = true,
            Long("json") => json = true,
            other => return Err(other.unexpected().into()),
        }
    }
    let [from, to] = &words[..] else {
        return Err(Usage(format!(
            "ladder takes two words, a start and a goal (got {})",
            words.len()
        )));
    };
    let list = match WordList::builtin(&list) {
        Ok(l) => l,
        Err(_) if std::path::Path::new(&list).is_file() => {
            WordList::parse(&list, &read_file(&list)?).map_err(|e| Usage(e.to_string()))?
        }
        Err(e) => return Err(Usage(e.to_string())),
    };
    let cap = if all { ladder::LIST_CAP } else { 1 };
    match ladder::solve(&list, from, to, cap) {
        Ok(l) => {
            if json {
                let counters = |s: searchlight::engine::BfsStats| json!({ "discovered": s.discovered, "expanded": s.dequeued, "edges": s.edges, "max_queue": s.max_queue });
                let mut out = json!({
                    "ladder": l.words,
                    "count": l.count,
                    "expanded": l.expanded,
                    "words": list.len(),
                    "bfs": counters(l.plain),
                    "bidirectional": counters(l.bidirectional),
                });
                if all {
                    out["all"] = json!(l.all);
                }
                println!("{out}");
            } else {
                println!("{}", l.words.join(" "));
                println!(
                    "{} words, {} shortest ladder{}; {} words expanded",
                    l.words.len(),
                    l.count,
                    if l.count == 1 { "" } else { "s" },
                    l.expanded
                );
                println!(
                    "BFS discovered {} words over {} edges; bidirectional BFS discovered {} over {}",
                    l.plain.discovered, l.plain.edges, l.bidirectional.discovered, l.bidirectional.edges
                );
                if all {
                    for other in &l.all {
                        println!("{}", other.join(" "));
                    }
                    if l.count > l.all.len() as u64 {
                        println!("(the first {} of {} listed)", l.all.len(), l.count);
                    }
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e @ LadderError::NoLadder { .. }) => {
            if json {
                println!(
                    "{}",
                    json!({ "ladder": [], "count": 0, "expanded": null, "reason": e.to_string() })
                );
            } else {
                println!("{}", capitalised(&e.to_string()));
            }
            Ok(ExitCode::from(1))
        }
        Err(e) => Err(Usage(e.to_string())),
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str() + ".")
        .unwrap_or_default()
}

fn dfs_command(mut args: lexopt::Parser) -> Result<ExitCode, Usage> {
    use lexopt::Arg::Long;
    let (mut edges, mut json) = (None, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("edges") => edges = Some(text(args.value())?),
            Long("json") => json = true,
            other => return Err(other.unexpected().into()),
        }
    }
    let path = edges
        .ok_or_else(|| Usage("dfs needs --edges FILE (one edge \"from to\" per line)".into()))?;
    let graph = Digraph::parse(&read_file(&path)?).map_err(|e| Usage(e.to_string()))?;
    let r = digraph::report(&graph);
    if json {
        let times: serde_json::Map<String, serde_json::Value> = r
            .times
            .iter()
            .map(|(n, d, f)| (n.clone(), json!({ "d": d, "f": f })))
            .collect();
        let edges: Vec<_> = r
            .edges
            .iter()
            .map(|(a, b, c)| json!({ "from": a, "to": b, "class": c.name() }))
            .collect();
        println!(
            "{}",
            json!({ "times": times, "roots": r.roots, "edges": edges, "topological": r.topological })
        );
    } else {
        for (n, d, f) in &r.times {
            println!("{n}: d={d} f={f}");
        }
        println!("roots: {}", r.roots.join(" "));
        for (a, b, c) in &r.edges {
            println!("{a} -> {b}: {}", c.name());
        }
        match &r.topological {
            Some(order) => println!("topological order: {}", order.join(" ")),
            None => println!("no topological order: the graph has a cycle (a back edge)"),
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum QueensMode {
    One,
    All,
    Count,
}

fn queens_command(mut args: lexopt::Parser) -> Result<ExitCode, Usage> {
    use lexopt::Arg::Long;
    let (mut n, mut variant, mut mode, mut json) = (None, Variant::Mark, QueensMode::One, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("n") => n = Some(text(args.value())?),
            Long("variant") => {
                variant = Variant::parse(&text(args.value())?).map_err(|e| Usage(e.to_string()))?
            }
            Long("one") => mode = QueensMode::One,
            Long("all") => mode = QueensMode::All,
            Long("count") => mode = QueensMode::Count,
            Long("json") => json = true,
            other => return Err(other.unexpected().into()),
        }
    }
    let n_text = n.ok_or_else(|| Usage("queens needs --n N, the size of the board".into()))?;
    let (max, what) = match mode {
        QueensMode::One => (queens::MAX_ONE, "one solution"),
        QueensMode::All => (queens::MAX_LISTED, "listing every solution (--all)"),
        QueensMode::Count => (queens::MAX_COUNTED, "counting (--count)"),
    };
    let n = queens::parse_n(&n_text, max, what).map_err(|e| Usage(e.to_string()))?;
    let mut out = json!({ "n": n, "variant": variant.name() });
    let mut boards: Vec<Vec<u32>> = Vec::new();
    match mode {
        QueensMode::Count => {
            let (count, unique) = queens::count_with_unique(n).map_err(|e| Usage(e.to_string()))?;
            out["solutions"] = json!(count);
            if n <= queens::MAX_LISTED {
                let (sols, stats) = queens::all_solutions(n, variant);
                out["unique"] = json!(queens::classes(&sols).1);
                out["placements"] = json!(queens::placements_tried(n, &stats));
                out["nodes"] = json!(stats.nodes);
            } else {
                out["unique"] = json!(unique);
                out["placements"] = json!(null);
                out["nodes"] = json!(null);
            }
            out["method"] = json!("bitboard counter with the board's eight symmetries");
        }
        QueensMode::All => {
            let (sols, stats) = queens::all_solutions(n, variant);
            out["solutions"] = json!(sols.len());
            out["unique"] = json!(queens::classes(&sols).1);
            out["placements"] = json!(queens::placements_tried(n, &stats));
            out["nodes"] = json!(stats.nodes);
            boards = sols;
        }
        QueensMode::One if n <= queens::MAX_DRAWN => {
            let mut dfs = NQueens::new(n, variant).search(searchlight::engine::Goal::First);
            dfs.run_to_end();
            let stats = dfs.stats();
            out["solutions"] = json!(stats.solutions);
            out["unique"] = json!(null);
            out["placements"] = json!(queens::placements_tried(n, &stats));
            out["nodes"] = json!(stats.nodes);
            out["method"] = json!("backtracking");
            if stats.solutions > 0 {
                boards.push(dfs.state().cols().to_vec());
            }
        }
        QueensMode::One => {
            let cols = queens::construct(n).expect("n > 20 has a solution");
            queens::verify(n, &cols).map_err(|e| Usage(format!("internal error: {e}")))?;
            out["solutions"] = json!(1);
            out["unique"] = json!(null);
            out["placements"] = json!(null);
            out["nodes"] = json!(null);
            out["method"] = json!("explicit construction, verified");
            boards.push(cols);
        }
    }
    if mode != QueensMode::Count {
        out["boards"] = json!(boards);
    }
    let found = out["solutions"].as_u64().unwrap_or(0) > 0;
    if json {
        println!("{out}");
    } else {
        if n <= 30 {
            let shown = if mode == QueensMode::All {
                boards.len()
            } else {
                1
            };
            for b in boards.iter().take(shown) {
                for &c in b {
                    let row: Vec<&str> = (0..n).map(|x| if x == c { "Q" } else { "." }).collect();
                    println!("{}", row.join(" "));
                }
                println!();
            }
        } else if let Some(b) = boards.first() {
            let cols: Vec<String> = b.iter().map(u32::to_string).collect();
            println!("columns, row 0 first: {}", cols.join(" "));
        }
        let mut line = match mode {
            QueensMode::One if found => format!("N = {n}: a solution"),
            QueensMode::One => format!("N = {n}: no solution"),
            _ => format!("N = {n}: {} solutions", out["solutions"]),
        };
        if !out["unique"].is_null() {
            line.push_str(&format!(", {} up to symmetry", out["unique"]));
        }
        if !out["nodes"].is_null() {
            line.push_str(&format!(
                "; {} nodes, {} placements tried",
                out["nodes"], out["placements"]
            ));
        }
        if let Some(m) = out["method"].as_str() {
            line.push_str(&format!(" ({m})"));
        }
        println!("{line}");
    }
    Ok(if found {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn sudoku_command(mut args: lexopt::Parser) -> Result<ExitCode, Usage> {
    use lexopt::Arg::{Long, Value};
    let (mut given, mut file, mut bench) = (None, None, None);
    let (mut cell, mut frontier, mut limit, mut json) =
        (CellChoice::Mrv, Frontier::Dfs, Some(1), false);
    while let Some(arg) = args.next()? {
        match arg {
            Value(v) => given = Some(text_of(v)?),
            Long("file") => file = Some(text(args.value())?),
            Long("bench") => bench = Some(text(args.value())?),
            Long("cell") => {
                let v = text(args.value())?;
                cell = CellChoice::parse(&v)
                    .ok_or_else(|| Usage(format!("--cell takes first or mrv, not \"{v}\"")))?;
            }
            Long("frontier") => {
                let v = text(args.value())?;
                frontier = Frontier::parse(&v)
                    .ok_or_else(|| Usage(format!("--frontier takes dfs or bfs, not \"{v}\"")))?;
            }
            Long("all") => limit = None,
            Long("limit") => {
                let v = text(args.value())?;
                limit = Some(v.parse().ok().filter(|&k: &u64| k > 0).ok_or_else(|| {
                    Usage(format!(
                        "--limit takes a positive number of solutions, not \"{v}\""
                    ))
                })?);
            }
            Long("json") => json = true,
            other => return Err(other.unexpected().into()),
        }
    }
    if let Some(path) = bench {
        return sudoku_bench(&path, limit.unwrap_or(u64::MAX), json);
    }
    let source = match (given, file) {
        (Some(t), None) => t,
        (None, Some(f)) => read_file(&f)?,
        (Some(_), Some(_)) => return Err(Usage("give a puzzle or --file, not both".into())),
        (None, None) => return Err(Usage("sudoku needs a puzzle, --file F or --bench F".into())),
    };
    let puzzle = Puzzle::parse(&source).map_err(|e| Usage(e.to_string()))?;
    let t = std::time::Instant::now();
    let r = sudoku::search(&puzzle, cell, frontier, limit);
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    let lines: Vec<String> = r.solutions.iter().map(|g| sudoku::line(g)).collect();
    if json {
        println!(
            "{}",
            json!({
                "size": puzzle.shape.size,
                "cell": cell.name(),
                "frontier": frontier.name(),
                "solutions": r.solutions.len(),
                "grids": lines,
                "nodes": r.nodes,
                "backtracks": r.backtracks,
                "max_frontier": r.max_frontier,
                "complete": r.complete,
                "capped": r.capped,
                "time_ms": ms,
            })
        );
    } else {
        for l in &lines {
            println!("{l}");
        }
        let what = match (r.solutions.len(), r.complete, r.capped) {
            (_, _, true) => format!(
                "BFS stopped: its frontier passed {} grids (found {} solutions so far)",
                sudoku::BFS_CAP,
                r.solutions.len()
            ),
            (0, _, _) => "no solution".to_string(),
            (1, true, _) => "exactly one solution".to_string(),
            (k, true, _) => format!("{k} solutions, all of them"),
            (k, false, _) => format!(
                "{k} solution{} (stopped at the limit)",
                if k == 1 { "" } else { "s" }
            ),
        };
        println!(
            "{what}; {} nodes, {} dead ends, largest frontier {}, {:.1} ms",
            r.nodes, r.backtracks, r.max_frontier, ms
        );
    }
    Ok(if r.solutions.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn text_of(v: std::ffi::OsString) -> Result<String, Usage> {
    text(Ok(v))
}

fn sudoku_bench(path: &str, limit: u64, json: bool) -> Result<ExitCode, Usage> {
    let contents = read_file(path)?;
    let mut puzzles = Vec::new();
    for (i, line) in contents.lines().enumerate() {
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        puzzles.push(Puzzle::parse(l).map_err(|e| Usage(format!("{path} line {}: {e}", i + 1)))?);
    }
    let Some(first) = puzzles.first() else {
        return Err(Usage(format!("{path} holds no puzzle")));
    };
    let solver = FastSolver::new(first.shape);
    let t = std::time::Instant::now();
    let (mut solved, mut unique, mut guesses) = (0, 0, 0);
    for p in &puzzles {
        let r = if p.shape == first.shape {
            solver.solve(p, limit)
        } else {
            FastSolver::new(p.shape).solve(p, limit)
        };
        solved += u64::from(r.count > 0);
        unique += u64::from(r.count == 1);
        guesses += r.guesses;
    }
    let secs = t.elapsed().as_secs_f64();
    let rate = puzzles.len() as f64 / secs;
    let per_puzzle = guesses as f64 / puzzles.len() as f64;
    if json {
        println!(
            "{}",
            json!({ "puzzles": puzzles.len(), "solved": solved, "unique": if limit >= 2 { json!(unique) } else { json!(null) }, "limit": limit, "seconds": secs, "puzzles_per_second": rate, "guesses_per_puzzle": per_puzzle })
        );
    } else {
        println!(
            "{} puzzles, {solved} solved{} in {secs:.3} s: {rate:.0} puzzles per second, {per_puzzle:.2} guesses per puzzle (limit {limit})",
            puzzles.len(),
            if limit >= 2 { format!(", {unique} with one solution") } else { String::new() }
        );
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_puts_rank_one_at_the_bottom() {
        let board = Board::new(2, 3).unwrap();
        let g = grid(board, &[0, 5]);
        assert_eq!(g, "0 0 2\n1 0 0\n");
    }
}
