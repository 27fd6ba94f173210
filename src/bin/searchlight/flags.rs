//! A view command's flags for its view's options: the options the registry declares for the
//! view (`puzzles::views`, each from its puzzle's `options` module), by the same names as
//! the page's URL parameters (`--board 8x8` is `board=8x8`), gathered into the set the view's
//! own reader checks, so a default, a bound and a mistake's message are the page's.
//!
//! An option that is on or off and off by default is a switch (`--closed`); any other
//! takes a value (`--prune off`, read as the page reads a flag). Where the CLI's flag is not
//! the option's name (a switch for one of a choice's values, `--count` for `mode=count`,
//! or the name the CLI has always had), the command declares it once, as an [`Alias`].

use std::sync::Mutex;

use searchlight::puzzles::options::{DefaultValue, Given, Kind, Spec, Value};
use searchlight::puzzles::views;

use crate::{text, Args, CliError};

/// Each option given on this command line, with the flag it was typed as (`--level` for
/// sokoban's `n`), or none where its value came from elsewhere (a word, a file's text): a
/// mistake in an option's value is said naming what the person typed ([`typed_as`]).
static TYPED: Mutex<Vec<(String, Option<String>)>> = Mutex::new(Vec::new());

fn record(option: &str, flag: Option<String>) {
    let mut typed = TYPED.lock().unwrap_or_else(|e| e.into_inner());
    typed.retain(|(o, _)| o != option);
    typed.push((option.to_string(), flag));
}

/// How option `option` was given on this command line: `Some(flag)` as typed (`--shuffle`),
/// `None` from a word or a file (said as the page says it); an option not given at all is
/// named by the flag of its own name, the one that would set it.
pub fn typed_as(option: &str) -> Option<String> {
    let typed = TYPED.lock().unwrap_or_else(|e| e.into_inner());
    match typed.iter().find(|(o, _)| o == option) {
        Some((_, flag)) => flag.clone(),
        None => Some(format!("--{option}")),
    }
}

/// What an alias gives its option.
pub enum Gives {
    /// The value that follows the flag, as the option's own name would.
    Value,
    /// On or off, by the flag alone.
    Flag(bool),
    /// One value, by the flag alone.
    Text(&'static str),
}

/// A CLI flag for one of a view's options under another name.
pub struct Alias {
    pub flag: &'static str,
    pub option: &'static str,
    pub gives: Gives,
}

impl Alias {
    /// `--flag VALUE` gives `option`.
    pub const fn named(flag: &'static str, option: &'static str) -> Alias {
        Alias {
            flag,
            option,
            gives: Gives::Value,
        }
    }

    /// `--flag` alone sets `option` to `value`.
    pub const fn sets(flag: &'static str, option: &'static str, value: &'static str) -> Alias {
        Alias {
            flag,
            option,
            gives: Gives::Text(value),
        }
    }

    /// `--flag` alone turns `option` on or off.
    pub const fn switch(flag: &'static str, option: &'static str, on: bool) -> Alias {
        Alias {
            flag,
            option,
            gives: Gives::Flag(on),
        }
    }
}

/// A view's options as given on a command line.
pub struct ViewFlags {
    specs: &'static [Spec],
    aliases: &'static [Alias],
    /// The values given so far, by option name, for the view's reader.
    pub given: Given,
}

impl ViewFlags {
    /// The flags of the view whose command is `command` (the registry names one for each
    /// view command: `main`'s test holds it), with the command's `aliases`.
    pub fn of(command: &str, aliases: &'static [Alias]) -> ViewFlags {
        let view = views::VIEWS
            .iter()
            .find(|v| v.command == command)
            .unwrap_or_else(|| panic!("no view of the registry has the command {command}"));
        ViewFlags::of_view(view, aliases)
    }

    /// The flags of `view`'s options, with `aliases` (for a command that runs several
    /// views: `tree`).
    pub fn of_view(view: &'static views::View, aliases: &'static [Alias]) -> ViewFlags {
        for a in aliases {
            assert!(
                view.options.iter().any(|s| s.name == a.option),
                "{}'s alias --{} names option {}, which its view does not declare",
                view.route,
                a.flag,
                a.option
            );
        }
        ViewFlags {
            specs: view.options,
            aliases,
            given: Given::new(),
        }
    }

    /// Take `--name` (and its value from `args`, if it takes one) when it is one of the
    /// view's options or an alias of one: `Ok(false)` when it is neither, for the command's
    /// own flags and its mistakes. A flag given twice counts as it was given last.
    pub fn take(&mut self, name: &str, args: &mut Args) -> Result<bool, CliError> {
        let (option, value) = if let Some(a) = self.aliases.iter().find(|a| a.flag == name) {
            let value = match a.gives {
                Gives::Value => Value::Text(text(args.value()?)?),
                Gives::Flag(on) => Value::Flag(on),
                Gives::Text(t) => Value::Text(t.to_string()),
            };
            (a.option, value)
        } else if let Some(s) = self.specs.iter().find(|s| s.name == name) {
            let value = match (s.kind, s.default) {
                (Kind::Flag, DefaultValue::Flag(Some(false))) => Value::Flag(true),
                _ => Value::Text(text(args.value()?)?),
            };
            (s.name, value)
        } else {
            return Ok(false);
        };
        record(option, Some(format!("--{name}")));
        self.given.insert(option.to_string(), Some(value));
        Ok(true)
    }

    /// Give `option` a value from elsewhere on the command line (a word, a file's text).
    pub fn set(&mut self, option: &str, value: impl Into<String>) {
        record(option, None);
        self.given
            .insert(option.to_string(), Some(Value::Text(value.into())));
    }

    /// Whether `option` was given.
    pub fn has(&self, option: &str) -> bool {
        self.given.contains_key(option)
    }

    /// Option `name`'s value as text, when it was given as text.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.given.get(name) {
            Some(Some(Value::Text(t))) => Some(t),
            _ => None,
        }
    }
}
