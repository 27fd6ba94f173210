//! `searchlight tree`: how big is a puzzle's search tree? Counted exactly level by level
//! where that is feasible, estimated by Knuth's random probes where it is not, with the
//! average branching factor the size implies, and how much of it a heuristic's search
//! enters before its first solution.

use std::process::ExitCode;

use searchlight::engine::tree::{self, DepthFirst, Estimate};
use searchlight::engine::{branching_factor, Outcome, UniformTree};
use searchlight::puzzles::message::Message;
use searchlight::puzzles::options::{Kind, Value};
use searchlight::puzzles::views::{self, View};
use serde::Serialize;

use crate::flags::ViewFlags;
use crate::{
    help_or_unexpected, needs, parsed, positive, print_json, text, CliError, Command, Progress,
};

pub const COMMAND: Command = Command::new("tree", usage, run);

// Each part of the work has its own limit, each a second or two by default (about 30
// million nodes a second for the exact walk and the first solution's search, 12 million
// moves a second for the probes, natively on one core of a slow machine).
/// Nodes the exact walk (`--exact`) enters before it gives up, unless `--limit` says
/// otherwise.
const DEFAULT_LIMIT: u64 = 50_000_000;
/// Nodes the search for the first solution enters before it gives up
/// (`--first-limit`).
const DEFAULT_FIRST_LIMIT: u64 = 50_000_000;
/// Moves all the probes together take before no more are started (`--probe-limit`).
const DEFAULT_PROBE_LIMIT: u64 = 20_000_000;
/// The most probes one run takes.
const MAX_PROBES: u64 = 100_000_000;

fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "tree",
        &[
            ("default_limit", Param::Number(DEFAULT_LIMIT as f64)),
            (
                "default_first_limit",
                Param::Number(DEFAULT_FIRST_LIMIT as f64),
            ),
            (
                "default_probe_limit",
                Param::Number(DEFAULT_PROBE_LIMIT as f64),
            ),
        ],
    )
}

/// `--json`.
#[derive(Serialize)]
struct TreeJson {
    puzzle: String,
    /// `exact` or `probes`.
    method: &'static str,
    /// Every node, the root included: with `--exact`, when the walk finished.
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<u64>,
    /// Whether `--exact` walked the whole tree.
    complete: bool,
    /// Nodes per depth, root first: counted, or estimated by the probes.
    levels: Vec<f64>,
    /// The deepest level with a node.
    depth: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    estimate: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    probes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ci_low: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ci_high: Option<f64>,
    /// The k with 1 + k + ... + k^depth = nodes (or the estimate).
    branching_factor: f64,
    /// The nodes of the tree a depth-first search in the given order has entered when it
    /// reaches its first solution, the root and the solution included (so a tree that is
    /// one path to a solution has as many as it has nodes); none when its limit stopped it
    /// first, or when there is no solution.
    first_solution_nodes: Option<u64>,
    /// With `--probes`: the probes asked for (`probes` is how many were taken).
    #[serde(skip_serializing_if = "Option::is_none")]
    probes_requested: Option<u64>,
    /// The parts of the work stopped by their limits: `exact` (`--limit`), `probes`
    /// (`--probe-limit`), `first_solution` (`--first-limit`).
    limited: Vec<&'static str>,
    /// The lesson's figure: k choices at each of `depth` levels, k^depth (`size`, null past a
    /// double; `log10` its size in digits): the knight graph's average degree and the
    /// squares, N and N rows, the digits and the empty cells.
    lesson: UniformTree,
}

#[derive(Clone, Copy)]
enum Method {
    Exact,
    Probes(u64),
}

/// What `tree` itself takes, beside the puzzle's options.
struct Given {
    method: Method,
    seed: u64,
    limit: u64,
    first_limit: u64,
    probe_limit: u64,
    json: bool,
    quiet: bool,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::{Long, Value as Bare};
    let puzzle = match args.next()? {
        Some(Bare(v)) => text(v)?,
        Some(other) => return help_or_unexpected(other, usage),
        None => return Err(needs("tree", tree_routes())),
    };
    // The puzzle's options are its view's (`puzzles::views`), by the same names, read by
    // its reader with its defaults and bounds; its tree is the registry's.
    let Some((view, measure_tree)) = views::view(&puzzle).and_then(|v| Some((v, v.tree?))) else {
        return Err(CliError::BadValue {
            option: "tree",
            takes: tree_routes(),
            value: puzzle,
        });
    };
    let mut flags = ViewFlags::of_view(view, &[]);
    // A view's text option (sudoku's grid) is given bare, as its command takes it.
    let bare = view.options.iter().find(|o| o.kind == Kind::Text);
    let mut g = Given {
        method: Method::Exact,
        seed: 1,
        limit: DEFAULT_LIMIT,
        first_limit: DEFAULT_FIRST_LIMIT,
        probe_limit: DEFAULT_PROBE_LIMIT,
        json: false,
        quiet: false,
    };
    let (mut exact, mut probes) = (false, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("exact") => {
                exact = true;
                g.method = Method::Exact;
            }
            Long("probes") => {
                probes = true;
                let n: u64 = positive("--probes", "cli.takes.above_zero", text(args.value()?)?)?;
                if n > MAX_PROBES {
                    return Err(CliError::BadValue {
                        option: "--probes",
                        takes: "at most 100000000 probes",
                        value: n.to_string(),
                    });
                }
                g.method = Method::Probes(n);
            }
            Long("seed") => {
                g.seed = parsed("--seed", "cli.takes.whole", text(args.value()?)?, |v| {
                    v.parse().ok()
                })?
            }
            Long("limit") => {
                g.limit = positive("--limit", "cli.takes.above_zero", text(args.value()?)?)?
            }
            Long("first-limit") => {
                g.first_limit = positive(
                    "--first-limit",
                    "cli.takes.above_zero",
                    text(args.value()?)?,
                )?
            }
            Long("probe-limit") => {
                g.probe_limit = positive(
                    "--probe-limit",
                    "cli.takes.above_zero",
                    text(args.value()?)?,
                )?
            }
            Long("json") => g.json = true,
            Long("quiet") => g.quiet = true,
            Long(name) => {
                let name = name.to_string();
                if !flags.take(&name, &mut args)? {
                    return help_or_unexpected(Long(&name), usage);
                }
            }
            Bare(v) => match bare {
                Some(spec) if !flags.has(spec.name) => flags.set(spec.name, text(v)?),
                _ => return Err(CliError::Args(lexopt::Error::UnexpectedArgument(v))),
            },
            other => return help_or_unexpected(other, usage),
        }
    }
    if exact && probes {
        return Err(CliError::NotBoth {
            one: "--exact",
            other: "--probes N",
        });
    }
    let given = flags.given;
    let measured = measure_tree(&given)?;
    measure(named(view, &given), measured, &g)
}

/// The puzzles whose trees are measured, said as a list: the registry's views with a tree.
fn tree_routes() -> &'static str {
    static SAID: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SAID.get_or_init(|| views::tree_routes().collect::<Vec<_>>().join(", "))
}

/// The puzzle measured, as its view's route and its options as a link carries them, each
/// as its view reads it (`knight board=5x5&start=a1&strategy=warnsdorff&closed=off`; a flag
/// the puzzle decides unless told, and not told, left out).
fn named(view: &View, given: &searchlight::puzzles::options::Given) -> String {
    let values = (view.check)(given).values;
    let options: Vec<String> = view
        .options
        .iter()
        .filter_map(|o| match values.get(o.name)? {
            Some(Value::Text(t)) => Some(format!("{}={t}", o.name)),
            Some(Value::Flag(on)) => Some(format!("{}={}", o.name, if *on { "on" } else { "off" })),
            None => None,
        })
        .collect();
    format!("{} {}", view.route, options.join("&"))
}

/// How the search for the first solution ended.
enum First {
    /// Found, having entered this many nodes, the root and the solution included.
    Found(u64),
    /// Every node tried: no solution.
    None,
    /// Its limit stopped it.
    Limited,
}

/// The nodes a depth-first search has entered when it reaches its first solution, the
/// root and the solution included (the engine counts the nodes below the root), within
/// `limit` nodes.
fn first_solution(search: &mut dyn DepthFirst, limit: u64, progress: &mut Progress) -> First {
    loop {
        // A step enters at most one node, so a slice no longer than what is left of the
        // limit cannot pass it.
        let left = limit.saturating_sub(search.nodes());
        match search.run(left.min(1 << 16)) {
            Outcome::Solved => return First::Found(search.nodes() + 1),
            Outcome::Exhausted => return First::None,
            Outcome::Running if search.nodes() >= limit => return First::Limited,
            Outcome::Running => {}
        }
        progress.tick(|| {
            Message::new("cli.tree.progress.first")
                .count("nodes", search.nodes())
                .count("limit", limit)
        });
    }
}

fn measure(puzzle: String, measured: views::Tree, common: &Given) -> Result<ExitCode, CliError> {
    let views::Tree {
        tree: mut measured,
        mut first,
        lesson,
    } = measured;
    let mut progress = Progress::new("tree", common.quiet);
    let mut limited = Vec::new();
    let first_solution_nodes = match first_solution(&mut *first, common.first_limit, &mut progress)
    {
        First::Found(n) => Some(n),
        First::None => None,
        First::Limited => {
            limited.push("first_solution");
            None
        }
    };
    let mut out = match common.method {
        Method::Exact => {
            let limit = common.limit;
            let size = measured.exact(limit, &mut |entered| {
                progress.tick(|| {
                    Message::new("cli.tree.progress.exact")
                        .count("nodes", entered)
                        .count("limit", limit)
                })
            });
            if !size.complete {
                limited.push("exact");
            }
            let nodes = size.nodes();
            let depth = size.levels.len() - 1;
            TreeJson {
                puzzle,
                method: "exact",
                nodes: size.complete.then_some(nodes),
                complete: size.complete,
                levels: size.levels.iter().map(|&l| l as f64).collect(),
                depth,
                estimate: None,
                probes: None,
                ci_low: None,
                ci_high: None,
                branching_factor: branching_factor(depth, nodes as f64),
                first_solution_nodes,
                probes_requested: None,
                limited: Vec::new(),
                lesson,
            }
        }
        Method::Probes(n) => {
            let mut estimator = tree::Estimator::new(common.seed);
            while estimator.probes() < n {
                if estimator.moves() >= common.probe_limit {
                    limited.push("probes");
                    break;
                }
                measured.probe(&mut estimator);
                progress.tick(|| {
                    Message::new("cli.tree.progress.probes")
                        .count("probes", estimator.probes())
                        .count("asked", n)
                        .count("moves", estimator.moves())
                        .count("limit", common.probe_limit)
                });
            }
            let Estimate {
                probes,
                nodes,
                ci_low,
                ci_high,
                levels,
            } = estimator.estimate();
            let depth = levels.len() - 1;
            TreeJson {
                puzzle,
                method: "probes",
                nodes: None,
                complete: false,
                branching_factor: branching_factor(depth, nodes),
                levels,
                depth,
                estimate: Some(nodes),
                probes: Some(probes),
                ci_low: Some(ci_low),
                ci_high: Some(ci_high),
                first_solution_nodes,
                probes_requested: Some(n),
                limited: Vec::new(),
                lesson,
            }
        }
    };
    out.limited = limited;
    if common.json {
        print_json(&out);
    } else {
        print_text(&out, common);
    }
    Ok(if out.limited.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn print_text(t: &TreeJson, g: &Given) {
    let m = Message::new;
    let say = |message: Message| println!("{}", crate::shown(&text::say(&message)));
    // A size as data: in scientific notation, as a measurement's figures are written.
    let sci = |x: f64| format!("{x:.4e}");
    println!("{}", crate::shown(&t.puzzle));
    match (t.method, t.nodes) {
        ("exact", Some(n)) => say(m("cli.tree.exact")
            .count("nodes", n)
            .count("depth", t.depth as u64)),
        ("exact", None) => {
            say(m("cli.tree.partial").count("nodes", t.levels.iter().sum::<f64>() as u64))
        }
        _ => say(m("cli.tree.estimate")
            .text("nodes", sci(t.estimate.unwrap_or(0.0)))
            .count("probes", t.probes.unwrap_or(0))
            .text("low", sci(t.ci_low.unwrap_or(0.0)))
            .text("high", sci(t.ci_high.unwrap_or(0.0)))
            .count("depth", t.depth as u64)),
    }
    say(m("cli.tree.branching").text("k", format!("{:.4}", t.branching_factor)));
    let l = &t.lesson;
    say(m("cli.tree.lesson")
        .text("k", format!("{:.3}", l.k))
        .count("depth", l.depth as u64)
        .text(
            "size",
            if l.size.is_finite() {
                sci(l.size)
            } else {
                format!("10^{:.1}", l.log10)
            },
        ));
    say(match t.first_solution_nodes {
        Some(n) => m("cli.tree.first").count("nodes", n),
        None if t.limited.contains(&"first_solution") => {
            m("cli.tree.first_limited").count("limit", g.first_limit)
        }
        None => m("cli.tree.first_none"),
    });
    say(m("cli.tree.levels"));
    let ratios = tree::level_ratios(&t.levels);
    for (d, l) in t.levels.iter().enumerate() {
        let ratio = if d == 0 {
            String::new()
        } else {
            format!("  x{:.3}", ratios[d - 1])
        };
        if t.method == "exact" {
            println!("{d:>5}  {l}{ratio}");
        } else {
            println!("{d:>5}  {l:.4e}{ratio}");
        }
    }
    // The last lines say which limits stopped which part, as every command's do.
    for part in &t.limited {
        say(match *part {
            "first_solution" => m("cli.tree.stop.first").count("limit", g.first_limit),
            "exact" => m("cli.tree.stop.exact").count("limit", g.limit),
            _ => m("cli.tree.stop.probes")
                .count("probes", t.probes.unwrap_or(0))
                .count("asked", t.probes_requested.unwrap_or(0))
                .count("limit", g.probe_limit),
        });
    }
}
