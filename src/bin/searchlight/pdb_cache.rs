//! The pattern databases `searchlight puzzle` reads, built once into a cache file for the
//! larger ones (6-6-3, seconds to build; 7-8, minutes) and read back on the next run: under
//! `$XDG_CACHE_HOME/searchlight/` (or `~/.cache/searchlight/`), one file a goal and a
//! partition, in `PatternDb::to_bytes`'s form (its version and CRC-32), so a file damaged,
//! cut short or from another version is refused, said, and built again. A file is written
//! whole under a name of its own and renamed into place, so two runs building at once each
//! leave a whole file and neither reads the other's half. A file is read a table at a time
//! straight into the tables' memory, its CRC-32 taken as it comes (`PatternDb::read_from`):
//! the 7-8 file's 577 MB in about half a second, where reading it whole, then checking it a
//! byte at a time by a table and copying each table out took about two.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use searchlight::puzzles::message::Message;
use searchlight::puzzles::sliding::pdb::groups_for;
use searchlight::puzzles::sliding::{Heuristic, PatternDb, Tiles};

use crate::{text, Progress};

/// A line on standard error, in the reader's language: what the cache did.
fn say(message: Message) {
    eprintln!("{}", crate::shown(&text::say(&message)));
}

/// Megabytes, as the lines say a file's size.
fn mb(bytes: usize) -> f64 {
    (bytes as f64 / 1e5).round() / 10.0
}

/// The folder the cache files are in: `$XDG_CACHE_HOME/searchlight`, else
/// `$HOME/.cache/searchlight`; None without either (the databases are then only built).
fn folder() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(base.join("searchlight"))
}

/// The cache file of `heuristic`'s tables for `goal`: named by the estimate and the goal's
/// tiles (`pdb663-0-1-2-...-15.pdb`).
fn file(heuristic: Heuristic, goal: &Tiles) -> Option<PathBuf> {
    let tiles: Vec<String> = goal.tiles.iter().map(u8::to_string).collect();
    Some(folder()?.join(format!("{}-{}.pdb", heuristic.name(), tiles.join("-"))))
}

/// Whether `heuristic`'s tables are kept in a cache file (those that take seconds or
/// minutes to build).
fn cached(heuristic: Heuristic) -> bool {
    matches!(
        heuristic,
        Heuristic::PatternReflected | Heuristic::Pattern78
    )
}

/// The pattern database `heuristic` reads for `goal`: read from its cache file when a whole
/// one of this version is there, else built (its progress on standard error) and, for the
/// cached ones, written there. What it cost, and where it came from, is said on standard
/// error.
pub fn database(goal: &Tiles, heuristic: Heuristic, progress: &mut Progress) -> Arc<PatternDb> {
    let groups = groups_for(goal, heuristic);
    let path = cached(heuristic).then(|| file(heuristic, goal)).flatten();
    if let Some(path) = &path {
        let started = Instant::now();
        // Read a table at a time straight into its memory, its CRC-32 taken as it comes.
        let read = std::fs::File::open(path).and_then(|file| {
            let len = file.metadata()?.len();
            let db = PatternDb::read_from(&mut std::io::BufReader::new(file), len, goal);
            Ok((db, len))
        });
        match read {
            Ok((db, len)) => {
                match db.filter(|db| db.groups() == groups) {
                    Some(db) => {
                        say(Message::new("cli.puzzle.pdb_read")
                            .text("groups", format!("{groups:?}"))
                            .text("file", path.display().to_string())
                            .num("mb", mb(len as usize))
                            .num("ms", (started.elapsed().as_secs_f64() * 1e3).round()));
                        return Arc::new(db);
                    }
                    None => say(Message::new("cli.puzzle.pdb_damaged")
                        .text("file", path.display().to_string())),
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => say(Message::new("cli.puzzle.pdb_unreadable")
                .text("file", path.display().to_string())
                .text("detail", e.to_string())),
        }
    }
    let started = Instant::now();
    let db = PatternDb::build_watched(goal, &groups, |w| {
        progress.tick(|| {
            Message::new("cli.puzzle.progress.pdb")
                .count("table", w.table as u64)
                .count("tables", w.tables as u64)
                .num(
                    "percent",
                    (100.0 * w.reached as f64 / w.states as f64).round(),
                )
        })
    });
    // On standard error, JSON or not: what the run costs before its first search.
    say(Message::new("cli.puzzle.pdb_built")
        .text("groups", format!("{:?}", db.groups()))
        .num("ms", (started.elapsed().as_secs_f64() * 1e3).round()));
    if let Some(path) = &path {
        match write_whole(path, |out| db.write_to(goal, out)) {
            Ok(()) => say(Message::new("cli.puzzle.pdb_written")
                .text("file", path.display().to_string())
                .num("mb", mb(db.byte_len(goal)))),
            Err(e) => say(Message::new("cli.puzzle.pdb_not_kept")
                .text("file", path.display().to_string())
                .text("detail", e.to_string())),
        }
    }
    Arc::new(db)
}

/// What `write` writes put in a file of this process's own beside `path`, then renamed onto
/// it (a rename within a folder replaces the file at once: a reader sees the old file or the
/// new, never part of one).
fn write_whole(
    path: &std::path::Path,
    write: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> std::io::Result<()>,
) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let own = path.with_extension(format!("{}.part", std::process::id()));
    std::fs::File::create(&own)
        .and_then(|file| {
            let mut out = std::io::BufWriter::new(file);
            write(&mut out)?;
            out.flush()
        })
        .and_then(|()| std::fs::rename(&own, path))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&own);
        })
}
