//! The puzzles from a terminal: worksheets for teachers, scripted checks, benchmarks.
//! One module per command, each with its own usage (`searchlight <command> --help`), its
//! options and its `--json` output as structs. Exit status: 0 when the answer was found, 1
//! when there is none (or the search gave up), 2 for bad arguments, with a one-line message
//! on stderr.

mod bench;
mod bfs;
mod challenge;
mod dfs;
mod knight;
mod ladder;
mod maze;
mod practice;
mod puzzle;
mod queens;
mod scorm;
mod sudoku;
mod tree;

use std::ffi::OsString;
use std::fmt;
use std::process::ExitCode;
use std::str::FromStr;

use searchlight::puzzles::counted;
use searchlight::puzzles::message::Coded;
use searchlight::puzzles::queens::InvalidPlacement;
use searchlight::puzzles::sudoku::SudokuError;
use searchlight::puzzles::table::{self, Stop, Table};
use serde::Serialize;

/// A command: its name, one line for the list, its usage, and what runs it on the
/// arguments after its name.
pub struct Command {
    pub name: &'static str,
    pub about: &'static str,
    pub usage: fn() -> String,
    pub run: fn(Args) -> Result<ExitCode, CliError>,
}

impl Command {
    pub const fn new(
        name: &'static str,
        about: &'static str,
        usage: fn() -> String,
        run: fn(Args) -> Result<ExitCode, CliError>,
    ) -> Command {
        Command {
            name,
            about,
            usage,
            run,
        }
    }
}

/// The arguments after a command's name: lexopt's parser, its mistakes as `CliError`s.
pub struct Args(lexopt::Parser);

impl Args {
    /// lexopt's `next`: its `Arg` borrows the parser, so this is no `Iterator`.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Option<lexopt::Arg<'_>>, CliError> {
        self.0.next().map_err(CliError::Args)
    }

    pub fn value(&mut self) -> Result<OsString, CliError> {
        self.0.value().map_err(CliError::Args)
    }
}

/// Every command, in the order `searchlight --help` lists them: a view's is named in the
/// registry (`puzzles::views`, held to this list by a test below).
const COMMANDS: [Command; 13] = [
    knight::COMMAND,
    bfs::COMMAND,
    ladder::COMMAND,
    dfs::COMMAND,
    queens::COMMAND,
    sudoku::COMMAND,
    tree::COMMAND,
    maze::COMMAND,
    puzzle::COMMAND,
    challenge::COMMAND,
    practice::COMMAND,
    scorm::COMMAND,
    bench::COMMAND,
];

const OVERVIEW_TOP: &str = "\
searchlight: blind and heuristic search on classic puzzles, from a terminal

usage: searchlight <command> [options]

commands:";

const OVERVIEW_END: &str = "
Most commands take --json for one JSON object a script can read (bench always prints JSON).
Exit status: 0 when the answer was found, 1 when there is none (or a limit was reached),
2 for bad arguments, with one line on stderr.
See `searchlight <command> --help` for a command's options and an example.";

/// A mistake in the arguments (exit status 2), shown as one line.
#[derive(Debug)]
pub enum CliError {
    /// Reported by the argument parser: an unknown option, a missing value, a stray word.
    Args(lexopt::Error),
    NotUtf8,
    NoCommand,
    UnknownCommand(String),
    /// An option's value outside what it takes.
    BadValue {
        option: &'static str,
        takes: &'static str,
        value: String,
    },
    /// A command without an argument it cannot do without.
    Needs {
        command: &'static str,
        what: &'static str,
    },
    /// `ladder` with other than two words.
    TwoWords {
        got: usize,
    },
    /// `sudoku` with a puzzle and `--file` both.
    PuzzleAndFile,
    /// Two options that are alternatives, given together.
    NotBoth {
        one: &'static str,
        other: &'static str,
    },
    Unreadable {
        path: String,
        error: std::io::Error,
    },
    /// A file longer than the most a command reads.
    TooBig {
        path: String,
        limit: u64,
    },
    /// `--words` naming neither a built-in list nor a file that exists.
    NoWordFile(String),
    /// `sudoku` given more than one puzzle.
    TwoPuzzles,
    /// A line of a `--bench` file that is not a puzzle.
    PuzzleLine {
        path: String,
        line: usize,
        error: SudokuError,
    },
    /// A `--bench` file without a puzzle in it.
    NoPuzzle(String),
    /// A puzzle's own error (a bad board, word, grid, or option value declared in
    /// `puzzles::options`): any coded error, said as the puzzle says it.
    Puzzle(Box<dyn PuzzleError>),
    /// `scorm` where the built page is not (no index.html in the folder).
    NoSite {
        dir: String,
    },
    /// `scorm --lesson` naming no lesson of the build.
    UnknownLesson {
        id: String,
        known: String,
    },
    /// `scorm --lesson-file` that the lesson format refuses (the page would not open it).
    NotALesson {
        path: String,
        error: searchlight::lesson::LessonError,
    },
    /// The SCORM package's own refusal (a title, a pass mark, a lesson past its bound).
    Package(searchlight::export::scorm::ScormError),
    /// A file that could not be written (`scorm --out`).
    Unwritable {
        path: String,
        error: std::io::Error,
    },
    /// The explicit construction failed its own check: a bug, not a mistake in the input.
    Construction(InvalidPlacement),
}

impl CliError {
    /// Whether the command line itself is malformed, so the command's usage would help.
    fn points_to_usage(&self) -> bool {
        matches!(
            self,
            CliError::Args(_)
                | CliError::Needs { .. }
                | CliError::TwoWords { .. }
                | CliError::PuzzleAndFile
                | CliError::NotBoth { .. }
                | CliError::TwoPuzzles
        )
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Args(e) => e.fmt(f),
            CliError::NotUtf8 => write!(f, "arguments must be valid UTF-8"),
            CliError::NoCommand => write!(
                f,
                "a command is needed: {}; see searchlight --help",
                command_names()
            ),
            CliError::UnknownCommand(name) => write!(
                f,
                "unknown command \"{name}\": the commands are: {}",
                command_names()
            ),
            CliError::BadValue {
                option,
                takes,
                value,
            } => write!(f, "{option} takes {takes}, not \"{value}\""),
            CliError::Needs { command, what } => write!(f, "{command} needs {what}"),
            CliError::TwoWords { got } => {
                write!(f, "ladder takes two words, a start and a goal (got {got})")
            }
            CliError::PuzzleAndFile => write!(f, "give a puzzle or --file, not both"),
            CliError::NotBoth { one, other } => write!(f, "give {one} or {other}, not both"),
            CliError::Unreadable { path, error } => write!(f, "cannot read {path}: {error}"),
            CliError::TooBig { path, limit } => write!(
                f,
                "{path} is longer than {limit} bytes, the most this command reads"
            ),
            CliError::NoWordFile(path) => write!(
                f,
                "no file {path}: --words takes four, sgb or the path of a file of words"
            ),
            CliError::TwoPuzzles => write!(
                f,
                "sudoku takes one puzzle (got more than one argument): write a grid in one argument, e.g. in quotes"
            ),
            CliError::PuzzleLine { path, line, error } => write!(f, "{path} line {line}: {error}"),
            CliError::NoPuzzle(path) => write!(f, "{path} holds no puzzle"),
            CliError::Puzzle(e) => e.fmt(f),
            CliError::NoSite { dir } => write!(
                f,
                "{dir} holds no built page (no index.html): run `trunk build --release` first, or give --site DIR"
            ),
            CliError::UnknownLesson { id, known } => {
                write!(f, "no lesson \"{id}\" in this build: the lessons are {known}")
            }
            CliError::NotALesson { path, error } => write!(f, "{path} is not a lesson: {error}"),
            CliError::Package(e) => e.fmt(f),
            CliError::Unwritable { path, error } => write!(f, "cannot write {path}: {error}"),
            CliError::Construction(e) => write!(f, "internal error: {e}"),
        }
    }
}

impl std::error::Error for CliError {}

/// What a puzzle's error is to the CLI: said in English, and coded for the page.
pub trait PuzzleError: fmt::Display + fmt::Debug {}

impl<E: Coded + fmt::Display + fmt::Debug + 'static> PuzzleError for E {}

/// `?` on any puzzle's error: every coded error is one.
impl<E: Coded + fmt::Display + fmt::Debug + 'static> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError::Puzzle(Box::new(e))
    }
}

/// Progress goes to standard error once a run has taken this long, and this often after.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// A line on standard error about once a second once a run has taken a second, unless
/// `--quiet`: standard output (and `--json`) stays clean. Said whether standard error is a
/// terminal or not: a log of a long run shows where it got to.
pub struct Progress {
    command: &'static str,
    quiet: bool,
    started: std::time::Instant,
    next: std::time::Duration,
}

impl Progress {
    pub fn new(command: &'static str, quiet: bool) -> Self {
        Progress {
            command,
            quiet,
            started: std::time::Instant::now(),
            next: PROGRESS_EVERY,
        }
    }

    /// Say `what` (made only when it is said) if a second has passed since the last line.
    pub fn tick(&mut self, what: impl FnOnce() -> String) {
        let elapsed = self.started.elapsed();
        if self.quiet || elapsed < self.next {
            return;
        }
        self.next = elapsed + PROGRESS_EVERY;
        eprintln!(
            "searchlight {}: {}; {:.0} s",
            self.command,
            what(),
            elapsed.as_secs_f64()
        );
    }
}

fn command_names() -> String {
    COMMANDS.map(|c| c.name).join(", ")
}

fn main() -> ExitCode {
    // Output piped into `head` and the like ends quietly when the reader stops, as other
    // command-line tools do, instead of panicking on a broken pipe.
    #[cfg(unix)]
    // SAFETY: restoring the default action of one signal before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let mut args = Args(lexopt::Parser::from_env());
    let (command, result) = match args.next() {
        Ok(Some(lexopt::Arg::Value(name))) => match COMMANDS.iter().find(|c| name == c.name) {
            Some(command) => (Some(command), (command.run)(args)),
            None => (
                None,
                Err(CliError::UnknownCommand(name.to_string_lossy().into())),
            ),
        },
        Ok(Some(lexopt::Arg::Long("help") | lexopt::Arg::Short('h'))) => (None, Ok(overview())),
        Ok(_) => (None, Err(CliError::NoCommand)),
        Err(e) => (None, Err(e)),
    };
    result.unwrap_or_else(|e| {
        let hint = match command {
            Some(c) if e.points_to_usage() => format!("; see searchlight {} --help", c.name),
            _ => String::new(),
        };
        eprintln!("searchlight: {}", shown(&format!("{e}{hint}")));
        ExitCode::from(2)
    })
}

/// A message as the terminal may be given it: every character that could act on the
/// terminal rather than be read (C0 and C1 controls, DEL, line and paragraph separators)
/// or reorder or hide what follows (the bidirectional marks, embeddings, overrides and
/// isolates, zero-width and other format characters) written as Rust writes it, `\u{1b}`.
/// A message quotes what was typed or read (an option's value, a word, a file's line or
/// name): `\e]0;...\a` in a ladder word set the terminal's title, `\e[2J` in a board
/// size cleared the screen, U+202E turned the rest of the line around.
fn shown(message: &str) -> String {
    let acts = |c: char| {
        c.is_control()
            || matches!(
                c,
                '\u{AD}'
                    | '\u{61C}'
                    | '\u{180E}'
                    | '\u{200B}'..='\u{200F}'
                    | '\u{2028}'..='\u{202E}'
                    | '\u{2060}'..='\u{206F}'
                    | '\u{FEFF}'
                    | '\u{FFF9}'..='\u{FFFB}'
                    | '\u{E0000}'..='\u{E007F}'
            )
    };
    message
        .chars()
        .map(|c| {
            if acts(c) {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// `searchlight --help`: the commands, one line each.
fn overview() -> ExitCode {
    println!("{OVERVIEW_TOP}");
    for c in &COMMANDS {
        println!("  {:<9} {}", c.name, c.about);
    }
    println!("{OVERVIEW_END}");
    ExitCode::SUCCESS
}

/// The last arm of a command's option loop: `--help` or `-h` prints its usage; anything
/// else is a mistake.
pub fn help_or_unexpected(arg: lexopt::Arg, usage: fn() -> String) -> Result<ExitCode, CliError> {
    match arg {
        lexopt::Arg::Long("help") | lexopt::Arg::Short('h') => {
            print!("{}", usage());
            Ok(ExitCode::SUCCESS)
        }
        other => Err(CliError::Args(other.unexpected())),
    }
}

/// An argument as text.
pub fn text(arg: OsString) -> Result<String, CliError> {
    arg.into_string().map_err(|_| CliError::NotUtf8)
}

/// The value of `option`, which `takes` describes, as `parse` reads it.
pub fn parsed<T>(
    option: &'static str,
    takes: &'static str,
    value: String,
    parse: impl FnOnce(&str) -> Option<T>,
) -> Result<T, CliError> {
    parse(&value).ok_or(CliError::BadValue {
        option,
        takes,
        value,
    })
}

/// A whole number above zero for `option`.
pub fn positive<T: FromStr + PartialOrd + Default>(
    option: &'static str,
    takes: &'static str,
    value: String,
) -> Result<T, CliError> {
    parsed(option, takes, value, |v| {
        v.parse().ok().filter(|n| *n > T::default())
    })
}

/// What `command` cannot do without.
pub fn needs(command: &'static str, what: &'static str) -> CliError {
    CliError::Needs { command, what }
}

pub fn read_file(path: &str) -> Result<String, CliError> {
    read_file_within(path, MAX_FILE_BYTES)
}

/// The most bytes read from any file (a word list, an edge list, a puzzle file or a
/// `--bench` file): reading stops there, so `/dev/zero` ends with a message.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// The path that names standard input wherever a command reads a file.
pub const STDIN: &str = "-";

/// The text of `path` (standard input for `-`), refused if it has more than `limit` bytes
/// or is not UTF-8; a leading byte-order mark (as Windows editors save UTF-8) is dropped.
/// The one reader of every file the CLI takes: it never trusts a file's stated length (0
/// for devices and pipes) and reads at most `limit + 1` bytes, so an endless stream
/// (`/dev/zero`, a pipe) costs no more.
pub fn read_file_within(path: &str, limit: u64) -> Result<String, CliError> {
    use std::io::Read;
    let unreadable = |error| CliError::Unreadable {
        path: path.to_string(),
        error,
    };
    let source: Box<dyn Read> = if path == STDIN {
        Box::new(std::io::stdin().lock())
    } else {
        Box::new(std::fs::File::open(path).map_err(unreadable)?)
    };
    let mut bytes = Vec::new();
    source
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > limit {
        return Err(CliError::TooBig {
            path: if path == STDIN {
                "standard input".to_string()
            } else {
                path.to_string()
            },
            limit,
        });
    }
    let text = String::from_utf8(bytes).map_err(|_| {
        unreadable(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        ))
    })?;
    Ok(match text.strip_prefix('\u{FEFF}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// One line of JSON on stdout, written as it is serialised (a knight's table of 1000x1000
/// is 92 MB of JSON: never a second copy of it in memory). A failed write panics, as
/// `println!` does.
pub fn print_json(value: &impl Serialize) {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    // Plain data with text keys always serialises: an error here is the output's.
    serde_json::to_writer(&mut out, value)
        .map_err(std::io::Error::from)
        .and_then(|()| writeln!(out))
        .and_then(|()| out.flush())
        .expect("failed printing to stdout");
}

/// `--table`: the trace table as one line of JSON. Its exit status is the run's without
/// `--table`: 0 when the run found what it looks for and ended, 1 when it found nothing or
/// a bound stopped it, which a line on stderr names (the table holds what the run reached).
pub fn print_table(table: &Table) -> ExitCode {
    print_json(table);
    if let Some(stop) = table.stopped {
        let why = match stop {
            Stop::Steps => format!(
                "the table's limit of {}",
                counted(table::MAX_STEPS, "step", "steps")
            ),
            Stop::Nodes => "the node limit (--limit)".to_string(),
            Stop::Limit => "the step limit (--limit)".to_string(),
            Stop::Frontier => "the frontier limit".to_string(),
            Stop::Solutions => {
                format!("the most solutions a table lists, {}", table::MAX_SOLUTIONS)
            }
        };
        eprintln!(
            "searchlight: the table is incomplete: stopped by {why} after {}; it holds what the run reached",
            counted(table.steps, "step", "steps")
        );
    }
    found(table.found && table.complete)
}

/// Exit status 0 when the answer was found, 1 when there is none.
pub fn found(answer: bool) -> ExitCode {
    if answer {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use searchlight::puzzles::views;

    /// Every view of the registry has its command, in the registry's order.
    #[test]
    fn every_view_has_its_command_in_order() {
        let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        let places: Vec<usize> = views::VIEWS
            .iter()
            .map(|v| {
                names
                    .iter()
                    .position(|n| *n == v.command)
                    .unwrap_or_else(|| panic!("view {} has no command {}", v.route, v.command))
            })
            .collect();
        assert!(places.is_sorted(), "{names:?}");
    }
}
