//! `searchlight scorm`: a lesson or a practice set as a SCORM package for a learning
//! management system, the same zip the page's "Export for an LMS" makes from the same build
//! (`export::scorm`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use searchlight::export::scorm::{self, Lesson, PracticeSet, Settings, Version};
use searchlight::lesson;
use searchlight::puzzles::practice;

use crate::{help_or_unexpected, needs, parsed, read_file_within, text, CliError, Command};

pub const COMMAND: Command = Command::new("scorm", usage, run);

/// The pass mark when none is given.
const MASTERY: u32 = 80;

/// `searchlight scorm --help`.
fn usage() -> String {
    use searchlight::puzzles::message::Param;
    crate::help(
        "scorm",
        &[
            ("level", Param::Text(practice::DEFAULT_LEVEL.name().into())),
            ("min_count", Param::Number(practice::MIN_COUNT as f64)),
            ("max_count", Param::Number(practice::MAX_COUNT as f64)),
            ("count", Param::Number(practice::DEFAULT_COUNT as f64)),
            ("seed", Param::Number(practice::DEFAULT_SEED as f64)),
            ("max_title", Param::Number(scorm::MAX_TITLE as f64)),
            ("mastery", Param::Number(MASTERY as f64)),
        ],
    )
}

/// The built site's files, as the page's export takes them: the list the service worker
/// caches (its FILES, written by scripts/offline.mjs), else every file under `dir`; the
/// package leaves out what it must (the worker, `_headers`).
fn site_files(dir: &Path) -> Result<Vec<(String, Vec<u8>)>, CliError> {
    let no_site = || CliError::NoSite {
        dir: dir.display().to_string(),
    };
    if !dir.join(scorm::PAGE).is_file() {
        return Err(no_site());
    }
    let paths = match std::fs::read_to_string(dir.join("sw.js")) {
        Ok(worker) => listed(&worker).ok_or_else(no_site)?,
        Err(_) => {
            let mut found = Vec::new();
            walk(dir, dir, &mut found)?;
            found
        }
    };
    let mut files = Vec::with_capacity(paths.len());
    let mut total = 0u64;
    for path in paths {
        if files.len() >= scorm::MAX_FILES || total > scorm::MAX_BYTES {
            break; // the package says which bound
        }
        let full = dir.join(&path);
        let bytes = std::fs::read(&full).map_err(|error| CliError::Unreadable {
            path: full.display().to_string(),
            error,
        })?;
        total += bytes.len() as u64;
        files.push((path, bytes));
    }
    Ok(files)
}

/// The paths in a built sw.js's `const FILES = ["./", "./index.html", ...];` line, without
/// "./" and the folder itself.
fn listed(worker: &str) -> Option<Vec<String>> {
    let line = worker
        .lines()
        .find_map(|l| l.strip_prefix("const FILES = "))?;
    let list: Vec<String> = serde_json::from_str(line.trim_end().strip_suffix(';')?).ok()?;
    Some(
        list.into_iter()
            .filter_map(|f| f.strip_prefix("./").map(str::to_string))
            .filter(|f| !f.is_empty())
            .collect(),
    )
}

/// Every file under `dir`, as a path from `root` with `/` between its parts.
fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) -> Result<(), CliError> {
    let unreadable = |error| CliError::Unreadable {
        path: dir.display().to_string(),
        error,
    };
    for entry in std::fs::read_dir(dir).map_err(unreadable)? {
        let path: PathBuf = entry.map_err(unreadable)?.path();
        if path.is_dir() {
            walk(root, &path, out)?;
        } else if let Ok(rel) = path.strip_prefix(root) {
            let parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            out.push(parts.join("/"));
        }
    }
    Ok(())
}

/// The built-in lessons of the build: www/lessons/*.js but the lessons' code.
fn lessons_of(dir: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(dir.join("www/lessons"))
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".js").map(str::to_string))
        .filter(|id| !scorm::NOT_LESSONS.contains(&id.as_str()))
        .collect();
    ids.sort();
    ids
}

fn run(mut args: crate::Args) -> Result<ExitCode, CliError> {
    use lexopt::Arg::Long;
    let (mut id, mut file, mut version, mut out) = (None, None, None, None);
    let (mut title, mut mastery, mut all) = (None, MASTERY, false);
    let mut site = PathBuf::from("dist");
    let (mut views, mut level, mut count, mut seed) = (None, None, practice::DEFAULT_COUNT, None);
    while let Some(arg) = args.next()? {
        match arg {
            Long("lesson") => id = Some(text(args.value()?)?),
            Long("lesson-file") => file = Some(text(args.value()?)?),
            Long("version") => {
                version = Some(parsed(
                    "--version",
                    "1.2 or 2004",
                    text(args.value()?)?,
                    |v| Version::parse(v).ok(),
                )?)
            }
            Long("out") => out = Some(PathBuf::from(args.value()?)),
            Long("title") => title = Some(text(args.value()?)?),
            Long("mastery") => {
                mastery = parsed(
                    "--mastery",
                    "a whole number from 0 to 100",
                    text(args.value()?)?,
                    |v| scorm::parse_mastery(v).ok(),
                )?
            }
            Long("all") => all = true,
            Long("practice") => views = Some(text(args.value()?)?),
            Long("level") => level = Some(text(args.value()?)?),
            Long("count") => {
                count = parsed("--count", "a whole number", text(args.value()?)?, |v| {
                    v.parse().ok()
                })?
            }
            Long("seed") => seed = Some(text(args.value()?)?),
            Long("site") => site = PathBuf::from(args.value()?),
            other => return help_or_unexpected(other, usage),
        }
    }
    let version = version.ok_or(needs("scorm", "--version 1.2 or --version 2004"))?;
    let out = out.ok_or(needs("scorm", "--out FILE.zip"))?;
    let beside_practice = [
        ("--lesson", id.is_some()),
        ("--lesson-file", file.is_some()),
        ("--all", all),
    ];
    if let (Some(_), Some(one)) = (
        &views,
        beside_practice
            .iter()
            .find_map(|(f, given)| given.then_some(*f)),
    ) {
        return Err(CliError::NotBoth {
            one,
            other: "--practice",
        });
    }
    let (lesson, own_title) = match (id, file) {
        _ if views.is_some() => {
            let set = PracticeSet::read(
                views.as_deref().unwrap_or_default(),
                level.as_deref().unwrap_or(practice::DEFAULT_LEVEL.name()),
                count,
                &seed.unwrap_or(practice::DEFAULT_SEED.to_string()),
            )
            .map_err(CliError::Package)?;
            let title = format!(
                "Practice: {} ({}, seed {})",
                set.views.join(", "),
                set.level.name(),
                set.seed.map_or("each".into(), |s| s.to_string())
            );
            (Lesson::Practice(set), Some(title))
        }
        (Some(_), Some(_)) => {
            return Err(CliError::NotBoth {
                one: "--lesson",
                other: "--lesson-file",
            })
        }
        (None, None) => {
            return Err(needs(
                "scorm",
                "--lesson ID, --lesson-file FILE or --practice VIEWS",
            ))
        }
        (Some(id), None) => {
            let module = site.join("www/lessons").join(format!("{id}.js"));
            let known = lessons_of(&site);
            if !known.contains(&id) {
                if !site.join(scorm::PAGE).is_file() {
                    return Err(CliError::NoSite {
                        dir: site.display().to_string(),
                    });
                }
                return Err(CliError::UnknownLesson {
                    id,
                    known: known.join(", "),
                });
            }
            let title = std::fs::read_to_string(&module)
                .ok()
                .and_then(|m| scorm::module_title(&m));
            (Lesson::BuiltIn(id), title)
        }
        (None, Some(path)) => {
            // Four bytes a character at most: the lesson's own bound is checked in characters.
            let text = read_file_within(&path, 4 * scorm::MAX_LESSON as u64)?;
            // Read by the lesson format's rules, the page's: a lesson it would refuse is
            // refused here, naming the file and the line.
            let read = lesson::parse(&text).map_err(|error| CliError::NotALesson {
                path: path.clone(),
                error,
            })?;
            (Lesson::Own(text), Some(read.title))
        }
    };
    let title = match title.or(own_title) {
        Some(t) => t,
        None => return Err(needs("scorm", "cli.needs.title")),
    };
    let settings = Settings {
        version,
        lesson,
        title,
        mastery,
        all,
    };
    scorm::check_settings(&settings).map_err(CliError::Package)?;
    let files = site_files(&site)?;
    let zip = scorm::package(&settings, &files).map_err(CliError::Package)?;
    std::fs::write(&out, &zip).map_err(|error| CliError::Unwritable {
        path: out.display().to_string(),
        error,
    })?;
    let count = files
        .iter()
        .filter(|(p, _)| !scorm::LEFT_OUT.contains(&p.as_str()))
        .count()
        + 1
        + usize::from(matches!(settings.lesson, Lesson::Own(_)));
    // The byte count as data (ungrouped), as `ls -l` and a script compare it.
    let said = searchlight::puzzles::message::Message::new("cli.scorm.written")
        .text("path", out.display().to_string())
        .text("version", version.name())
        .count("files", count as u64)
        .text("bytes", zip.len().to_string());
    println!("{}", crate::shown(&crate::text::say(&said)));
    Ok(ExitCode::SUCCESS)
}
