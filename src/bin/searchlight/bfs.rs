//! `searchlight bfs`: a knight's distance from one square to every other, by breadth-first
//! search.

use std::collections::BTreeMap;
use std::process::ExitCode;

use searchlight::engine::NONE;
use searchlight::puzzles::board::MAX_SIDE;
use searchlight::puzzles::knight::layers;
use searchlight::puzzles::knight::options::{layers, LayersOptions, LAYERS};
use searchlight::puzzles::options::default_of;
use serde::Serialize;

use crate::flags::ViewFlags;
use crate::{help_or_unexpected, print_json, print_table, CliError, Command};

pub const COMMAND: Command = Command::new("bfs", usage, run);


/// `searchlight bfs --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "bfs",
        &[
            ("max_side", Param::Number(MAX_SIDE as f64)),
            ("board", Param::Text(default_of(LAYERS, "board").into())),
            ("start", Param::Text(default_of(LAYERS, "start").into())),
        ],
    )
}

/// `--json`. Fields in alphabetical order, as the keys have always come out.
#[derive(Serialize)]
struct DistancesJson {
    board: String,
    /// Every square by name; None where the knight cannot reach it.
    distances: BTreeMap<String, Option<u32>>,
    start: String,
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    // The view's options (knight::options::LAYERS) by the page's names; the target is the
    // page's alone (its path drawn), so it is no flag here.
    let mut flags = ViewFlags::of("bfs", &[]);
    let (mut json, mut table) = (false, false);
    while let Some(arg) = args.next()? {
        match arg {
            Long("json") => json = true,
            Long("table") => table = true,
            Long(name) if name != "target" => {
                let name = name.to_string();
                if !flags.take(&name, &mut args)? {
                    return help_or_unexpected(Long(&name), usage);
                }
            }
            other => return help_or_unexpected(other, usage),
        }
    }
    let LayersOptions {
        board,
        start: source,
        ..
    } = layers(&flags.given, MAX_SIDE).ok()?;
    if table {
        return Ok(print_table(
            &searchlight::puzzles::bfs::table::knight_layers(
                board,
                source,
                searchlight::puzzles::table::MAX_STEPS,
            ),
        ));
    }
    let d = layers::distances(board, source);
    if json {
        print_json(&DistancesJson {
            board: board.to_string(),
            distances: (0..board.len())
                .map(|sq| (board.name(sq), Some(d[sq as usize]).filter(|&v| v != NONE)))
                .collect(),
            start: board.name(source),
        });
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
