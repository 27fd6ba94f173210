//! The puzzles from a terminal: worksheets for teachers, scripted checks, benchmarks.
//! One module per command, each with its own usage (`searchlight <command> --help`), its
//! options and its `--json` output as structs. Exit status: 0 when the answer was found, 1
//! when there is none (or the search gave up), 2 for bad arguments, with a one-line message
//! on stderr, said from the page's catalogue in the language asked for (`text`).

mod bench;
mod challenge;
mod flags;
mod pdb_cache;
mod practice;
mod rule;
mod scorm;
mod text;
mod tree;

/// The modules of the views' commands, each with its `COMMAND`: the registry
/// (`puzzles::views`, each view's `command`) says which view each runs and their order,
/// so a view's command is its module, named here, and its registry line.
macro_rules! view_commands {
    ($($module:ident),* $(,)?) => {
        $(mod $module;)*
        /// Every view's command, in no order of its own (see [`commands`]).
        const VIEW_COMMANDS: &[Command] = &[$($module::COMMAND),*];
    };
}

view_commands!(knight, bfs, ladder, dfs, queens, sudoku, maze, puzzle, sokoban);

/// The commands that run no one view, listed after the views' (`tree` measures the trees of
/// several).
const OTHER_COMMANDS: &[Command] = &[
    tree::COMMAND,
    challenge::COMMAND,
    practice::COMMAND,
    rule::COMMAND,
    scorm::COMMAND,
    bench::COMMAND,
];

/// Every command, in the order `searchlight --help` lists them: the views' in the
/// registry's order, then the others.
fn commands() -> impl Iterator<Item = &'static Command> {
    views::VIEWS
        .iter()
        .filter_map(|v| VIEW_COMMANDS.iter().find(|c| c.name == v.command))
        .chain(OTHER_COMMANDS)
}

use std::ffi::OsString;
use std::fmt;
use std::process::ExitCode;
use std::str::FromStr;

use searchlight::puzzles::message::{Coded, Message};
use searchlight::puzzles::options::OptionError;
use searchlight::puzzles::queens::InvalidPlacement;
use searchlight::puzzles::table::{self, Stop, Table};
use searchlight::puzzles::views;
use serde::Serialize;

/// A command: its name, its usage (`--help`, from [`help`]), and what runs it on the
/// arguments after its name. Its line in `searchlight --help` is the catalogue's
/// `cli.about.NAME`.
pub struct Command {
    pub name: &'static str,
    pub usage: fn() -> String,
    pub run: fn(Args) -> Result<ExitCode, CliError>,
}

impl Command {
    pub const fn new(
        name: &'static str,
        usage: fn() -> String,
        run: fn(Args) -> Result<ExitCode, CliError>,
    ) -> Command {
        Command { name, usage, run }
    }
}

/// A command's `--help`: the catalogue's `cli.help.NAME` (the CLI's own part,
/// `src/bin/searchlight/text/CODE.js`) in the CLI's language, its bounds and defaults filled
/// from the constants that hold them (`params`), flags and value words as typed.
pub fn help(name: &str, params: &[(&str, searchlight::puzzles::message::Param)]) -> String {
    text::t(&format!("cli.help.{name}"), params)
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

/// A mistake in the arguments (exit status 2), shown as one line.
#[derive(Debug)]
pub enum CliError {
    /// Reported by the argument parser: an unknown option, a missing value, a stray word.
    Args(lexopt::Error),
    NotUtf8,
    NoCommand,
    UnknownCommand(String),
    /// An option's value outside what it takes (`takes`: a `cli.takes.*` key, or the values
    /// it takes as they are written).
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
    /// A file longer than the most a command reads (`path` [`STDIN`] for standard input).
    TooBig {
        path: String,
        limit: u64,
    },
    /// `--words` naming neither a built-in list nor a file that exists.
    NoWordFile(String),
    /// `sudoku` given more than one puzzle.
    TwoPuzzles,
    /// A line of a file of puzzles (`sudoku --bench`, `puzzle --file`) that is not one:
    /// the puzzle's own error.
    PuzzleLine {
        path: String,
        line: usize,
        error: Message,
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

impl CliError {
    /// The mistake as a coded message, worded from the page's catalogue in the CLI's
    /// language (the `cli.*` keys are the CLI's own sentences; a puzzle's error is its own
    /// code, said as the page says it).
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            CliError::Args(e) => lexopt_message(e),
            CliError::NotUtf8 => m("cli.not_utf8"),
            CliError::NoCommand => m("cli.no_command").text("commands", command_names()),
            CliError::UnknownCommand(name) => m("cli.unknown_command")
                .text("name", name.as_str())
                .text("commands", command_names()),
            CliError::BadValue {
                option,
                takes,
                value,
            } => {
                // What an option takes: a catalogue key (`cli.takes.*`), or names and
                // numbers said as they are (`on, off or parent`, `1.2 or 2004`).
                let said = m("cli.bad_value").text("option", *option);
                let said = if takes.starts_with("cli.takes.") {
                    said.sub("takes", m(takes))
                } else {
                    said.text("takes", *takes)
                };
                said.text("value", value.as_str())
            }
            // What a command needs: a catalogue key (`cli.needs.*`), or flags said as they
            // are written (`--views VIEW[,VIEW...]`).
            CliError::Needs { command, what } if what.starts_with("cli.needs.") => m("cli.needs")
                .text("command", *command)
                .sub("what", m(what)),
            CliError::Needs { command, what } => {
                m("cli.needs").text("command", *command).text("what", *what)
            }
            CliError::TwoWords { got } => m("cli.two_words").count("got", *got as u64),
            CliError::PuzzleAndFile => m("cli.puzzle_and_file"),
            CliError::NotBoth { one, other } => {
                m("cli.not_both").text("one", *one).text("other", *other)
            }
            CliError::Unreadable { path, error } => m("cli.unreadable")
                .text("path", path.as_str())
                .sub("error", io_message(error)),
            CliError::TooBig { path, limit } => {
                let said = m("cli.too_big");
                let said = if path == STDIN {
                    said.sub("path", m("cli.stdin"))
                } else {
                    said.text("path", path.as_str())
                };
                said.count("limit", *limit)
            }
            CliError::NoWordFile(path) => m("cli.no_word_file").text("path", path.as_str()),
            CliError::TwoPuzzles => m("cli.two_puzzles"),
            CliError::PuzzleLine { path, line, error } => m("cli.file_line")
                .text("path", path.as_str())
                .count("line", *line as u64)
                .sub("error", error.clone()),
            CliError::NoPuzzle(path) => m("cli.no_puzzle").text("path", path.as_str()),
            CliError::Puzzle(e) => {
                let said = e.message();
                let any: &dyn std::any::Any = &**e;
                match any.downcast_ref::<OptionError>() {
                    Some(o) => with_flag(said, flags::typed_as(o.name)),
                    None => said,
                }
            }
            CliError::NoSite { dir } => m("cli.no_site").text("dir", dir.as_str()),
            CliError::UnknownLesson { id, known } => m("cli.unknown_lesson")
                .text("id", id.as_str())
                .text("known", known.as_str()),
            CliError::NotALesson { path, error } => m("cli.not_a_lesson")
                .text("path", path.as_str())
                .sub("error", error.message()),
            CliError::Package(e) => e.message(),
            CliError::Unwritable { path, error } => m("cli.unwritable")
                .text("path", path.as_str())
                .sub("error", io_message(error)),
            CliError::Construction(e) => m("error.unexpected").text("detail", e.to_string()),
        }
    }
}

/// An option's mistake naming the flag it was typed as: the page says it beside its field
/// or as `name=value`, a line on its own says the flag. The same sentence as the page's
/// where it names the option (its `option` parameter, the page's name, takes the flag:
/// `--shuffle must be a whole number from 0 to 500`), else the flag before it (`--board:
/// board size 0x3 is out of range ...`); as the page says it where the value came from a
/// word or a file, not a flag.
fn with_flag(mut said: Message, flag: Option<String>) -> Message {
    let Some(flag) = flag else {
        return said;
    };
    match said.params.iter_mut().find(|(k, _)| *k == OPTION_PARAM) {
        Some((_, value)) => {
            *value = searchlight::puzzles::message::Param::Text(flag);
            said
        }
        None => Message::new("cli.option")
            .text("option", flag)
            .sub("error", said),
    }
}

/// The parameter by which an option's message names its option (see [`OptionError`]).
const OPTION_PARAM: &str = searchlight::puzzles::options::OPTION_PARAM;

/// A file's error in the catalogue's words where it is a common one (the system says it in
/// English), else as the system says it.
fn io_message(e: &std::io::Error) -> Message {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => Message::new("cli.io.not_found"),
        K::PermissionDenied => Message::new("cli.io.denied"),
        K::IsADirectory => Message::new("cli.io.folder"),
        K::InvalidData => Message::new("cli.io.not_utf8"),
        _ => Message::new("error.unexpected").text("detail", e.to_string()),
    }
}

/// The argument parser's mistakes in the catalogue's words (lexopt says them in English).
fn lexopt_message(e: &lexopt::Error) -> Message {
    use lexopt::Error as E;
    match e {
        E::MissingValue { option } => {
            Message::new("cli.missing_value").text("option", option.clone().unwrap_or_default())
        }
        E::UnexpectedOption(option) => {
            Message::new("cli.unexpected_option").text("option", option.as_str())
        }
        E::UnexpectedArgument(value) => {
            Message::new("cli.unexpected_argument").text("value", value.to_string_lossy())
        }
        E::UnexpectedValue { option, value } => Message::new("cli.unexpected_value")
            .text("option", option.as_str())
            .text("value", value.to_string_lossy()),
        E::NonUnicodeValue(_) => Message::new("cli.not_utf8"),
        other => Message::new("error.unexpected").text("detail", other.to_string()),
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&text::say(&self.message()))
    }
}

impl std::error::Error for CliError {}

/// What a puzzle's error is to the CLI: a coded message, said from the catalogue.
pub trait PuzzleError: Coded + fmt::Debug + std::any::Any {}

impl<E: Coded + fmt::Debug + 'static> PuzzleError for E {}

/// `?` on any puzzle's error: every coded error is one.
impl<E: Coded + fmt::Debug + 'static> From<E> for CliError {
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

    /// Say `what` (made only when it is said) if a second has passed since the last line,
    /// in the CLI's language.
    pub fn tick(&mut self, what: impl FnOnce() -> Message) {
        let elapsed = self.started.elapsed();
        if self.quiet || elapsed < self.next {
            return;
        }
        self.next = elapsed + PROGRESS_EVERY;
        let said = Message::new("cli.progress")
            .sub("what", what())
            .count("seconds", elapsed.as_secs());
        eprintln!("searchlight {}: {}", self.command, shown(&text::say(&said)));
    }
}

fn command_names() -> String {
    commands().map(|c| c.name).collect::<Vec<_>>().join(", ")
}

fn main() -> ExitCode {
    // Output piped into `head` and the like ends quietly when the reader stops, as other
    // command-line tools do, instead of panicking on a broken pipe.
    #[cfg(unix)]
    // SAFETY: restoring the default action of one signal before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let (lang, rest) = take_lang(std::env::args_os().skip(1));
    let mut args = Args(lexopt::Parser::from_args(rest));
    let (command, result) = match lang {
        Err(e) => (None, Err(e)),
        Ok(lang) => {
            text::set(lang);
            dispatch(&mut args)
        }
    };
    result.unwrap_or_else(|e| {
        let said = match command {
            Some(c) if e.points_to_usage() => text::say(
                &Message::new("cli.see_usage")
                    .sub("error", e.message())
                    .text("command", c.name),
            ),
            _ => e.to_string(),
        };
        eprintln!("searchlight: {}", shown(&said));
        ExitCode::from(2)
    })
}

/// The language asked for: `--lang CODE` (or `--lang=CODE`) anywhere before a `--`, the
/// last one given counting, else the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`), else
/// the page's fallback; and the other arguments, for the command. A code the page has no
/// language of is a mistake (exit status 2), not a quiet fallback.
fn take_lang(
    args: impl Iterator<Item = OsString>,
) -> (Result<&'static text::Language, CliError>, Vec<OsString>) {
    let mut rest = Vec::new();
    let mut asked: Option<Result<String, CliError>> = None;
    let mut args = args.peekable();
    let mut ended = false;
    while let Some(arg) = args.next() {
        if ended || arg != "--lang" && !arg.to_string_lossy().starts_with("--lang=") {
            ended |= arg == "--";
            rest.push(arg);
            continue;
        }
        let inline = arg
            .to_str()
            .and_then(|a| a.strip_prefix("--lang="))
            .map(String::from);
        asked = Some(
            match inline.or_else(|| args.next().map(|v| v.to_string_lossy().into())) {
                Some(code) => Ok(code),
                None => Err(CliError::Args(lexopt::Error::MissingValue {
                    option: Some("--lang".into()),
                })),
            },
        );
    }
    let lang = match asked {
        Some(Ok(code)) => text::language(&code).ok_or(CliError::BadValue {
            option: "--lang",
            takes: LANG_TAKES.get_or_init(|| text::codes().join(", ")),
            value: code,
        }),
        Some(Err(e)) => Err(e),
        None => Ok(text::from_env(|name| std::env::var(name).ok()).unwrap_or(&text::LANGUAGES[0])),
    };
    (lang, rest)
}

/// The language codes `--lang` takes, said once.
static LANG_TAKES: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// The command named first, run on the rest.
fn dispatch(args: &mut Args) -> (Option<&'static Command>, Result<ExitCode, CliError>) {
    match args.next() {
        Ok(Some(lexopt::Arg::Value(name))) => {
            let name = name.to_string_lossy().into_owned();
            match commands().find(|c| name == c.name) {
                Some(command) => {
                    let args = Args(std::mem::replace(
                        &mut args.0,
                        lexopt::Parser::from_args(Vec::<OsString>::new()),
                    ));
                    (Some(command), (command.run)(args))
                }
                None => (None, Err(CliError::UnknownCommand(name))),
            }
        }
        Ok(Some(lexopt::Arg::Long("help") | lexopt::Arg::Short('h'))) => (None, Ok(overview())),
        Ok(_) => (None, Err(CliError::NoCommand)),
        Err(e) => (None, Err(e)),
    }
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
    println!("{}", text::t("cli.help.top", &[]));
    for c in commands() {
        let about = text::t(&format!("cli.about.{}", c.name), &[]);
        println!("  {:<9} {about}", c.name);
    }
    let languages = text::codes().join("|");
    println!(
        "{}",
        text::t(
            "cli.help.end",
            &[(
                "languages",
                searchlight::puzzles::message::Param::Text(languages)
            )]
        )
    );
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
            path: path.to_string(),
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
        let m = Message::new;
        let why = match stop {
            Stop::Steps => m("cli.table.stop.steps").count("max", table::MAX_STEPS),
            Stop::Nodes => m("cli.table.stop.nodes"),
            Stop::Limit => m("cli.table.stop.limit"),
            Stop::Frontier => m("cli.table.stop.frontier"),
            Stop::Solutions => {
                m("cli.table.stop.solutions").count("max", table::MAX_SOLUTIONS as u64)
            }
        };
        eprintln!(
            "searchlight: {}",
            text::say(
                &m("cli.table.incomplete")
                    .sub("why", why)
                    .count("steps", table.steps)
            )
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

    /// Every view of the registry has a command here, and every view command here is one a
    /// view of the registry names (none left unreachable).
    #[test]
    fn the_registry_s_commands_are_the_views_commands() {
        for v in views::VIEWS {
            assert!(
                VIEW_COMMANDS.iter().any(|c| c.name == v.command),
                "view {} names command {}, which no module of view_commands! has",
                v.route,
                v.command
            );
        }
        for c in VIEW_COMMANDS {
            assert!(
                views::VIEWS.iter().any(|v| v.command == c.name),
                "command {} is no registry view's: name it in its view's registry line, or move it to OTHER_COMMANDS",
                c.name
            );
        }
        let names: Vec<&str> = commands().map(|c| c.name).collect();
        let unique: std::collections::BTreeSet<&str> = names.iter().copied().collect();
        assert_eq!(
            unique.len(),
            names.len(),
            "a command named twice: {names:?}"
        );
    }
}
