//! Each view's options, declared once: every declared option is read, in order; the
//! defaults are good; a bad value is named, replaced by its default, and the rest still
//! checked against what is kept; the facades' constructors and the CLI read the same.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use searchlight::puzzles::options::{Checked, DefaultValue, Given, Kind, Spec, Value};
use searchlight::puzzles::views::{DRAW_SIDE, PAGE_LIMIT, VIEWS};
use searchlight::puzzles::{knight, ladder, maze, queens, sudoku};

type Read = fn(&Given) -> Checked<()>;

fn erase<T>(c: Checked<T>) -> Checked<()> {
    Checked {
        options: (),
        values: c.values,
        errors: c.errors,
    }
}

/// Every declared set with its reader: the registry's views.
fn sets() -> Vec<(&'static str, &'static [Spec], Read)> {
    VIEWS
        .iter()
        .map(|v| (v.route, v.options, v.check))
        .collect()
}

fn given(pairs: &[(&str, &str)]) -> Given {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), Some(Value::from(*v))))
        .collect()
}

fn text(c: &Checked<()>, name: &str) -> String {
    match c.values.get(name) {
        Some(Some(Value::Text(t))) => t.clone(),
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn every_declared_option_is_read_and_the_defaults_are_good() {
    for (view, specs, read) in sets() {
        let c = read(&Given::new());
        assert!(c.errors.is_empty(), "{view}: {:?}", c.errors);
        let mut names: Vec<&str> = specs.iter().map(|s| s.name).collect();
        let mut read_names: Vec<&str> = c.values.keys().copied().collect();
        names.sort_unstable();
        read_names.sort_unstable();
        assert_eq!(names, read_names, "{view}: declared and read differ");
        for s in specs {
            let kept = &c.values[s.name];
            match (s.default, kept) {
                (DefaultValue::Text(d), Some(Value::Text(t))) => {
                    assert_eq!(d, t, "{view} {}", s.name)
                }
                (DefaultValue::Flag(d), v) => {
                    assert_eq!(d.map(Value::Flag), *v, "{view} {}", s.name)
                }
                other => panic!("{view} {}: {other:?}", s.name),
            }
            if let Kind::Choice { choices, .. } = s.kind {
                let DefaultValue::Text(d) = s.default else {
                    panic!()
                };
                assert!(choices.contains(&d), "{view} {}", s.name);
                // Each choice is taken as written, and in capitals (a set checked
                // together may refuse it with the others' defaults, named by another).
                for choice in choices {
                    let c = read(&given(&[(s.name, &choice.to_uppercase())]));
                    assert!(
                        c.errors.iter().all(|e| e.name != s.name),
                        "{view} {}={choice}",
                        s.name
                    );
                    assert_eq!(text(&c, s.name), *choice);
                }
            }
        }
    }
}

#[test]
fn a_bad_value_is_named_replaced_by_its_default_and_the_rest_checked_against_that() {
    // The board is bad: it falls back to 8x8, on which h8 is still checked and kept.
    let c = erase(knight::options::tour(&given(&[
        ("board", "0x9"),
        ("start", "H8"),
        ("strategy", "sideways"),
    ])));
    let names: Vec<&str> = c.errors.iter().map(|e| e.name).collect();
    assert_eq!(names, ["board", "strategy"]);
    assert_eq!(c.errors[0].message.code, "board.out_of_range");
    assert_eq!(c.errors[1].message.code, "knight.unknown_strategy");
    assert_eq!(
        (text(&c, "board"), text(&c, "start"), text(&c, "strategy")),
        ("8x8".into(), "h8".into(), "warnsdorff".into())
    );
    // A start off a good board is its own error.
    let c = erase(knight::options::tour(&given(&[
        ("board", "5x5"),
        ("start", "e6"),
    ])));
    assert_eq!(c.errors.len(), 1);
    assert_eq!(
        (c.errors[0].name, c.errors[0].message.code),
        ("start", "board.off_board")
    );
    assert_eq!(text(&c, "start"), "a1");
    // The layers draw at most DRAW_SIDE a side; the tour takes bigger boards.
    let past = format!("{}x8", DRAW_SIDE + 1);
    let c = erase(knight::options::layers(
        &given(&[("board", &past)]),
        DRAW_SIDE,
    ));
    assert_eq!(c.errors[0].message.code, "board.too_big_to_draw");
    assert!(knight::options::tour(&given(&[("board", &past)]))
        .ok()
        .is_ok());
    // Flags as the page sends them and as the URL writes them; junk is named.
    let mut g = given(&[("closed", "on"), ("prune", "maybe")]);
    let c = knight::options::tour(&g);
    assert!(c.options.closed && c.options.prune);
    assert_eq!(c.errors.len(), 1);
    assert_eq!(
        (c.errors[0].name, c.errors[0].message.code),
        ("prune", "option.flag")
    );
    g.insert("prune".into(), Some(Value::Flag(false)));
    let spec = knight::options::tour(&g).ok().unwrap();
    assert!(spec.closed && !spec.prune);
    // Unset, pruning is the strategy's own default.
    assert!(knight::options::tour(&Given::new()).ok().unwrap().prune);
    let dfs = knight::options::tour(&given(&[("strategy", "dfs")]))
        .ok()
        .unwrap();
    assert!(!dfs.prune);
}

#[test]
fn the_maze_checks_each_option_against_the_maze_the_ones_before_it_build() {
    let c = maze::options::read(
        &given(&[
            ("size", "6X8"),
            ("edits", "a1e,zz9s"),
            ("start", "h6"),
            ("coin", "i1"),
            ("moved", "b2s"),
            ("newcoin", "a7"),
            ("run", "third"),
            ("limit", "0"),
        ]),
        maze::MAX_DRAWN,
        PAGE_LIMIT,
    );
    let bad: Vec<(&str, &str)> = c.errors.iter().map(|e| (e.name, e.message.code)).collect();
    assert_eq!(
        bad,
        [
            ("run", "maze.bad_run"),
            ("edits", "maze.bad_edit"),
            ("coin", "maze.bad_square"),
            ("newcoin", "maze.bad_square"),
            ("limit", "maze.bad_limit"),
        ]
    );
    let o = &c.options;
    assert_eq!((o.maze.rows(), o.maze.cols()), (6, 8));
    assert_eq!(o.maze.name(o.maze.start()), "h6");
    assert_eq!(o.moved, "b2s");
    assert_eq!(o.limit, maze::default_limit(48));
    // The same maze as the one the CLI and the page generate from the same seed.
    let same = maze::options::read(&given(&[("size", "6x8")]), maze::MAX_DRAWN, PAGE_LIMIT).options;
    assert_eq!(same.maze.lines(), maze::Maze::generate(6, 8, 7, 0).lines());
    // Junk that once split a character in two; a limit past what the caller records.
    let c = maze::options::read(
        &given(&[("edits", "a1e,¡"), ("limit", &(PAGE_LIMIT + 1).to_string())]),
        maze::MAX_DRAWN,
        PAGE_LIMIT,
    );
    let bad: Vec<&str> = c.errors.iter().map(|e| e.message.code).collect();
    assert_eq!(bad, ["maze.bad_edit", "maze.bad_limit"]);
    // Past the page's size, but within the CLI's.
    let big = given(&[("size", "101x101")]);
    assert!(maze::options::read(&big, maze::MAX_DRAWN, PAGE_LIMIT)
        .ok()
        .is_err());
    assert!(maze::options::read(&big, maze::MAX_SIDE, maze::MAX_LIMIT)
        .ok()
        .is_ok());
}

#[test]
fn queens_and_sudoku_name_their_bad_values() {
    let c = queens::options::read(&given(&[
        ("n", "21"),
        ("variant", "diag"),
        ("mode", "some"),
    ]));
    let bad: Vec<(&str, &str)> = c.errors.iter().map(|e| (e.name, e.message.code)).collect();
    assert_eq!(
        bad,
        [
            ("n", "queens.out_of_range"),
            ("variant", "queens.unknown_variant"),
            ("mode", "queens.unknown_mode")
        ]
    );
    assert_eq!((c.options.n, c.options.mode), (8, "all"));
    let c = sudoku::options::read(&given(&[("limit", "1234567"), ("frontier", "queue")]));
    let bad: Vec<(&str, &str)> = c.errors.iter().map(|e| (e.name, e.message.code)).collect();
    assert_eq!(
        bad,
        [
            ("frontier", "sudoku.param.frontier"),
            ("limit", "sudoku.param.limit")
        ]
    );
    assert_eq!(c.options.limit, Some(1));
    let all = sudoku::options::read(&given(&[("limit", "0")]))
        .ok()
        .unwrap();
    assert_eq!(all.limit, None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Junk in any option of any set: no panic, every error names a declared option, and
    /// what is kept reads again without an error (the page's fallback is itself good).
    #[test]
    fn junk_is_named_and_what_is_kept_is_good(
        set in 0usize..VIEWS.len(),
        picks in proptest::collection::vec((0usize..12, "\\PC{0,12}"), 0..6),
    ) {
        let (view, specs, read) = sets()[set];
        let mut g = Given::new();
        for (i, junk) in &picks {
            g.insert(specs[i % specs.len()].name.to_string(), Some(Value::Text(junk.clone())));
        }
        let c = read(&g);
        for e in &c.errors {
            prop_assert!(specs.iter().any(|s| s.name == e.name), "{view}: {e:?}");
        }
        let kept: Given = c.values.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
        // The ladder's words and ends are checked together: a set that cannot be searched
        // falls back whole, to the defaults (the page's check()), not option by option.
        let kept = if view == "ladder" && !c.errors.iter().all(|e| e.name == "list") {
            Given::new()
        } else {
            kept
        };
        let again = read(&kept);
        prop_assert!(again.errors.is_empty(), "{view}: {:?} from {:?}", again.errors, kept);
        if !kept.is_empty() {
            prop_assert_eq!(again.values, c.values);
        }
    }
}

/// The choices declared are the puzzle's own, every one of them.
#[test]
fn the_declared_choices_are_the_puzzles() {
    let choices = |specs: &[Spec], name: &str| match specs.iter().find(|s| s.name == name) {
        Some(Spec {
            kind: Kind::Choice { choices, .. },
            ..
        }) => choices.to_vec(),
        other => panic!("{name}: {other:?}"),
    };
    let strategies: Vec<&str> = knight::Strategy::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(choices(knight::options::TOUR, "strategy"), strategies);
    for v in choices(queens::options::OPTIONS, "variant") {
        assert!(queens::Variant::parse(v).is_ok(), "{v}");
    }
    for c in choices(sudoku::options::OPTIONS, "cell") {
        assert!(sudoku::CellChoice::parse(c).is_some(), "{c}");
    }
    for f in choices(sudoku::options::OPTIONS, "frontier") {
        assert!(sudoku::Frontier::parse(f).is_some(), "{f}");
    }
}

#[test]
fn a_ladder_that_cannot_be_searched_names_the_option_it_is_said_of() {
    let read = |pairs: &[(&str, &str)]| {
        let c = ladder::options::read(&given(pairs));
        let bad: Vec<(&str, &str)> = c.errors.iter().map(|e| (e.name, e.message.code)).collect();
        (bad, c)
    };
    let (bad, c) = read(&[("list", "SGB"), ("from", "Words"), ("to", "WORMS")]);
    assert!(bad.is_empty(), "{bad:?}");
    assert_eq!(text(&erase(c.clone()), "list"), "sgb");
    assert!(c.options.list.is_ok());
    let (bad, c) = read(&[("list", "tiny")]);
    assert_eq!(bad, [("list", "ladder.param.list")]);
    assert_eq!(text(&erase(c), "list"), "four");
    let (bad, _) = read(&[("from", "fool"), ("to", "sages")]);
    assert_eq!(bad, [("to", "ladder.different_lengths")]);
    let (bad, _) = read(&[("from", "qqqq")]);
    assert_eq!(bad, [("from", "ladder.unknown_word")]);
    let (bad, _) = read(&[("list", "custom"), ("words", "")]);
    assert_eq!(bad.iter().map(|b| b.0).collect::<Vec<_>>(), ["words"]);
    let custom = [
        ("list", "custom"),
        ("words", "cold cord card ward warm"),
        ("from", "cold"),
        ("to", "warm"),
    ];
    let (bad, c) = read(&custom);
    assert!(bad.is_empty(), "{bad:?}");
    assert_eq!(c.options.list.unwrap().len(), 5);
}
