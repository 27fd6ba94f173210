//! A bad value on the command line names the flag the person typed, in every language; the
//! page names its own field for the same sentence.

use super::lang::run_in;

const SUDOKU: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Each bad value exits 2 with one line naming its flag as typed, in English and in
/// Chinese: a sentence that names its option names the flag in its place (`--shuffle must
/// be ...`, not `shuffle must be`), any other follows the flag; an alias is named as typed
/// (sokoban's `--level`, the page's `n`); a value from a word, not a flag, is said as the
/// page says it.
#[test]
fn a_bad_value_names_its_flag_in_both_languages() {
    let cases: &[(&[&str], &str)] = &[
        (&["puzzle", "--shuffle", "999"], "--shuffle"),
        (&["puzzle", "--seed", "x"], "--seed"),
        (&["puzzle", "--algo", "nope"], "--algo"),
        (
            &["puzzle", "--algo", "wastar", "--weight", "99"],
            "--weight",
        ),
        (&["knight", "--board", "0x3"], "--board"),
        (&["knight", "--start", "z9"], "--start"),
        (&["knight", "--prune", "maybe"], "--prune"),
        (&["knight", "--strategy", "nope"], "--strategy"),
        (&["bfs", "--start", "z9"], "--start"),
        (&["maze", "--size", "3"], "--size"),
        (&["maze", "--loops", "300"], "--loops"),
        (&["maze", "--limit", "0"], "--limit"),
        (&["queens", "--n", "0"], "--n"),
        (&["queens", "--n", "8", "--variant", "nope"], "--variant"),
        (&["sudoku", SUDOKU, "--cell", "nope"], "--cell"),
        (&["sokoban", "--level", "99"], "--level"),
        (&["sokoban", "--algo", "nope"], "--algo"),
        (&["tree", "knight", "--board", "x"], "--board"),
    ];
    for lang in ["en", "zh"] {
        for (args, flag) in cases {
            let mut line = vec!["--lang", lang];
            line.extend_from_slice(args);
            let (code, out, err) = run_in(&[], &line);
            assert_eq!((code, out.as_str()), (2, ""), "{line:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{line:?}: {err}");
            let said = err.trim_end().strip_prefix("searchlight: ").unwrap_or("");
            assert!(said.starts_with(flag), "{line:?} names {flag} first: {err}");
            let after = &said[flag.len()..];
            assert!(
                after.starts_with(' ') || after.starts_with(':') || after.starts_with('：'),
                "{line:?}: {err}"
            );
        }
        // The sentence that names its option says the flag in its place, in the language.
        let (_, _, err) = run_in(&[], &["--lang", lang, "puzzle", "--shuffle", "999"]);
        let said = match lang {
            "en" => "searchlight: --shuffle must be a whole number from 0 to 500, not \"999\"\n",
            _ => "searchlight: --shuffle 必须是 0 到 500 的整数，不能是“999”\n",
        };
        assert_eq!(err, said);
        // The alias as typed, not the page's name of its option.
        let (_, _, err) = run_in(&[], &["--lang", lang, "sokoban", "--level", "99"]);
        assert!(!err.contains("--n"), "{err}");
        // Words are no flags: a ladder's ends are said as the page says them.
        let (code, _, err) = run_in(&[], &["--lang", lang, "ladder", "fool", "sagex"]);
        assert_eq!(code, 2);
        assert!(!err.contains("--"), "{err}");
    }
}
