//! `searchlight dfs`: depth-first search over a directed graph from an edge file: discovery
//! and finish times, the roots of the forest, each edge's class and a topological order.

use std::collections::BTreeMap;
use std::process::ExitCode;

use searchlight::puzzles::digraph::{self, MAX_EDGE_LIST_BYTES, MAX_VERTICES};
use serde::Serialize;

use crate::flags::ViewFlags;
use crate::text::say;
use searchlight::engine::EdgeClass;
use searchlight::puzzles::message::Message;
use crate::{
    help_or_unexpected, needs, print_json, print_table, read_file_within, text, CliError, Command,
};

pub const COMMAND: Command = Command::new("dfs", usage, run);


/// `searchlight dfs --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "dfs",
        &[
            ("max_vertices", Param::Number(MAX_VERTICES as f64)),
        ],
    )
}

/// `--json`. Fields in alphabetical order, as the keys have always come out.
#[derive(Serialize)]
struct TraversalJson<'a> {
    edges: Vec<EdgeJson<'a>>,
    roots: &'a [String],
    times: BTreeMap<&'a str, Times>,
    /// None when the graph has a cycle.
    topological: Option<&'a [String]>,
}

#[derive(Serialize)]
struct EdgeJson<'a> {
    class: &'static str,
    from: &'a str,
    to: &'a str,
}

/// A vertex's discovery and finish times.
#[derive(Serialize)]
struct Times {
    d: u32,
    f: u32,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    // The view's one option (digraph::options), its edge list: the page's text, a file's here.
    let mut flags = ViewFlags::of("dfs", &[]);
    let (mut json, mut table) = (false, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("edges") => {
                let path = text(args.value()?)?;
                flags.set("edges", read_file_within(&path, MAX_EDGE_LIST_BYTES as u64)?);
            }
            Long("json") => json = true,
            Long("table") => table = true,
            other => return help_or_unexpected(other, usage),
        }
    }
    if !flags.has("edges") {
        return Err(needs("dfs", "cli.needs.edges"));
    }
    let graph = digraph::options::read(&flags.given).ok()?;
    if table {
        return Ok(print_table(&searchlight::puzzles::forest::table::digraph(
            &graph,
            searchlight::puzzles::table::MAX_STEPS,
        )));
    }
    let r = digraph::report(&graph);
    if json {
        print_json(&TraversalJson {
            edges: r
                .edges
                .iter()
                .map(|(from, to, class)| EdgeJson {
                    class: class.name(),
                    from,
                    to,
                })
                .collect(),
            roots: &r.roots,
            times: r
                .times
                .iter()
                .map(|(n, d, f)| (n.as_str(), Times { d: *d, f: *f }))
                .collect(),
            topological: r.topological.as_deref(),
        });
    } else {
        for (n, d, f) in &r.times {
            println!("{n}: d={d} f={f}");
        }
        let m = Message::new;
        println!("{}", say(&m("cli.dfs.roots").text("roots", r.roots.join(" "))));
        for (a, b, c) in &r.edges {
            // The class as the page's prediction names it (tree, back, forward, cross).
            let class = match c {
                EdgeClass::Tree => "predict.class.tree",
                EdgeClass::Back => "predict.class.back",
                EdgeClass::Forward => "predict.class.forward",
                EdgeClass::Cross => "predict.class.cross",
            };
            println!(
                "{}",
                say(&m("cli.dfs.edge")
                    .text("from", a.as_str())
                    .text("to", b.as_str())
                    .sub("class", m(class)))
            );
        }
        let last = match &r.topological {
            Some(order) => m("cli.dfs.topological").text("order", order.join(" ")),
            None => m("cli.dfs.cyclic"),
        };
        println!("{}", say(&last));
    }
    Ok(ExitCode::SUCCESS)
}
