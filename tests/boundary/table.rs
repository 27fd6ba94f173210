//! The boundary test's table: every export's arguments, each with a valid value for the
//! calls that junk another argument; for the one stepped-search class, a row per method,
//! called on every model. A new export without a line here fails the test
//! (`main.rs` reads the exports from the generated glue).

/// What an argument is, with a valid value for the calls that junk another argument.
#[derive(Clone, Copy)]
pub enum Arg {
    Text(&'static str),
    /// Text or left out (valid: undefined).
    OptText,
    Flag(bool),
    /// An options object, valid as this JSON.
    Options(&'static str),
    /// A `Uint8Array` (valid: this many bytes, the length a frame of RGBA wants).
    Bytes(u32),
    /// A `Uint8Array` (valid: these bytes, a file's).
    Utf8(&'static str),
    /// Nothing: an argument a call takes only for some (valid: undefined; anything else is
    /// refused).
    Nothing,
    /// A `Uint8Array` or left out (valid: undefined). Bytes that are not what is wanted
    /// (a pattern database's) are a puzzle's error, tested with the puzzle (tests/web).
    OptBytes,
    /// A whole number from `min` to `max`; `max < min` when no value is valid (an index
    /// into nothing yet).
    Whole {
        valid: f64,
        min: f64,
        max: f64,
    },
}

use Arg::*;

pub const fn whole(valid: f64, min: f64, max: f64) -> Arg {
    Whole { valid, min, max }
}

/// An index into `len` items (0 when there is none to give).
pub const fn index(len: f64) -> Arg {
    Whole {
        valid: 0.0,
        min: 0.0,
        max: len - 1.0,
    }
}

pub const U32: f64 = 4_294_967_295.0;
pub const SAFE: f64 = 9_007_199_254_740_991.0;
pub const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// `Search`'s methods but `extra` (its own table, [`MODELS`]), each row called on every
/// model: where the model offers the method (`offers`), with these valid arguments and with
/// each junked; where it does not, a coded `web.not_offered` whatever the arguments.
pub const SEARCH: &[(&str, &[Arg])] = &[
    ("step", &[whole(1.0, 0.0, U32)]),
    ("back", &[whole(1.0, 0.0, U32)]),
    ("seek", &[whole(1.0, 0.0, SAFE)]),
    ("reset", &[]),
    ("cursor", &[]),
    ("frame", &[]),
    ("question", &[]),
    ("answer", &[Text("3")]),
    ("code", &[]),
    ("table", &[]),
    ("levels", &[]),
    ("tree", &[]),
    ("offers", &[Text("code")]),
];

/// The methods a model may not offer (`Search` says which with `offers`).
pub const OPTIONAL: [&str; 6] = ["question", "answer", "code", "table", "levels", "tree"];

/// A model of the registry: its name, valid options, the extra argument, and its extras,
/// each with a valid argument (`OptText`: it takes none, `undefined`).
pub struct Model {
    pub name: &'static str,
    pub options: &'static str,
    pub extra: Arg,
    pub extras: &'static [(&'static str, Arg)],
}

const MAZE: &str = r#"{"size":"6x6","seed":"3","loops":"20","memory":true}"#;
const SLIDING: &str = r#"{"side":"3","shuffle":"12","seed":"5","algo":"astar","heuristic":"pdb"}"#;
const DEEP: &str = r#"{"side":"3","shuffle":"12","seed":"5","algo":"idastar","heuristic":"pdb"}"#;
const SUDOKU: &str = r#"{"cell":"mrv","limit":"1"}"#;

/// Every model `Search` builds (the registry's `models`, each view's): `Search.new`'s
/// arguments are its name, these options and this extra, and `Search.extra`'s its extras'.
pub const MODELS: &[Model] = &[
    Model {
        name: "knight",
        options: r#"{"board":"8x8","start":"a1","strategy":"warnsdorff","closed":false}"#,
        extra: Nothing,
        extras: &[],
    },
    Model {
        name: "bfs",
        options: r#"{"board":"8x8","start":"a1"}"#,
        extra: Nothing,
        extras: &[("path_to", index(64.0))],
    },
    Model {
        name: "ladder",
        options: r#"{"list":"four","from":"fool","to":"sage"}"#,
        extra: Nothing,
        extras: &[
            ("info", OptText),
            ("all_ladders", whole(1.0, 0.0, 1000.0)),
            ("comparison", OptText),
        ],
    },
    Model {
        name: "dfs",
        options: r#"{"edges":"u v\nv w"}"#,
        extra: OptBytes,
        // Vertices u, v, w: 0 to 2.
        extras: &[("edit", Options(r#"{"what":"toggle","a":0,"b":1}"#))],
    },
    Model {
        name: "queens",
        options: r#"{"n":"8","variant":"mark","mode":"all"}"#,
        extra: Nothing,
        extras: &[("found", OptText)],
    },
    Model {
        name: "sudoku",
        options: SUDOKU,
        extra: OptBytes,
        // A fresh search has met no solution: no index is valid.
        extras: &[("solution", index(0.0))],
    },
    Model {
        name: "sudoku-bfs",
        options: SUDOKU,
        extra: Nothing,
        extras: &[("solution", index(0.0))],
    },
    Model {
        name: "maze",
        options: MAZE,
        extra: Nothing,
        extras: &[("second", OptText), ("shape", OptText), ("route", OptText)],
    },
    Model {
        name: "maze-carve",
        options: MAZE,
        extra: Nothing,
        extras: &[],
    },
    Model {
        name: "maze-search",
        options: r#"{"size":"6x6","seed":"3","loops":"20","algo":"astar"}"#,
        extra: Nothing,
        extras: &[("shape", OptText), ("compare", OptText)],
    },
    Model {
        name: "puzzle",
        options: SLIDING,
        extra: OptBytes,
        extras: &[("board", OptText), ("slide", index(9.0))],
    },
    Model {
        name: "puzzle-deep",
        options: DEEP,
        extra: OptBytes,
        extras: &[("board", OptText), ("slide", index(9.0))],
    },
    Model {
        name: "sokoban",
        options: r#"{"n":"2","algo":"astar","by":"pushes"}"#,
        extra: Nothing,
        extras: &[("level", OptText)],
    },
    Model {
        name: "sokoban-deep",
        options: r#"{"n":"2","algo":"ida","by":"pushes"}"#,
        extra: Nothing,
        extras: &[("level", OptText)],
    },
];

/// The job classes and the other classes: each constructor's arguments, and its methods'.
pub struct Class {
    pub name: &'static str,
    pub new: &'static [Arg],
    pub methods: &'static [(&'static str, &'static [Arg])],
}

pub const TOUR: &[Arg] = &[Options(
    r#"{"board":"8x8","start":"a1","strategy":"warnsdorff","closed":false}"#,
)];

pub const CLASSES: &[Class] = &[
    Class {
        name: "KnightSearch",
        new: TOUR,
        methods: &[
            ("run", &[whole(1.0, 1.0, 1e9)]),
            ("report", &[]),
            ("result", &[]),
        ],
    },
    Class {
        name: "KnightCounter",
        new: &[Text("5x5"), Text("a1"), Flag(false)],
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "QueensCount",
        // One share of one: part 0 only.
        new: &[Text("8"), index(1.0), whole(1.0, 1.0, 1024.0)],
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "SlidingRuleCheck",
        new: &[Options(r#"{"side":"3"}"#), Text("manhattan")],
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "RuleRun",
        // The knight's; the puzzles and random are sudoku's, read on every view.
        new: &[
            Text("knight"),
            Options(r#"{"board":"5x5"}"#),
            Text("onward"),
            Text(""),
            whole(0.0, 0.0, 50.0),
        ],
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "PdbBuild",
        // Share 0 of 1 (the whole); a share with no table yet (its goal's tiles alone: the 8-puzzle
        // solved) is a valid one to join.
        new: &[
            Options(r#"{"side":"3"}"#),
            whole(0.0, 0.0, 0.0),
            whole(1.0, 1.0, 64.0),
        ],
        methods: &[
            ("run", &[whole(1.0, 1.0, 1e9)]),
            ("report", &[]),
            (
                "join",
                &[Utf8(
                    "SLPDS2\u{9}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{0}",
                )],
            ),
            ("result", &[]),
        ],
    },
    Class {
        name: "SlidingSolve",
        new: &[Options(SLIDING), OptBytes],
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "TreeMeasure",
        new: &[Options(r#"{"puzzle":"queens","n":"6","variant":"check"}"#)],
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "GifWriter",
        new: &[
            whole(4.0, 1.0, 4096.0),
            whole(2.0, 1.0, 4096.0),
            whole(10.0, 0.0, 6000.0),
        ],
        // A frame of 4 x 2 pixels; added before the GIF is finished (then finished again).
        methods: &[("add", &[Bytes(32)]), ("report", &[]), ("finish", &[])],
    },
    Class {
        name: "ScormPackage",
        // A teacher's own lesson (a built-in one needs its module among the files).
        new: &[Options(
            r##"{"version":"2004","lesson":"own","text":"# T\n\n## S\n#/knight","title":"T","mastery":80,"all":true}"##,
        )],
        // The smallest page a package takes, added before the zip is made.
        methods: &[
            ("add", &[Text("index.html"), Utf8("<head></head>")]),
            ("report", &[]),
            ("finish", &[]),
        ],
    },
    Class {
        name: "PracticeSet",
        new: &[
            Text("bfs,puzzle"),
            Text("medium"),
            whole(10.0, 5.0, 30.0),
            whole(7.0, 0.0, SAFE),
        ],
        methods: &[
            ("len", &[]),
            ("is_empty", &[]),
            ("questions", &[]),
            ("check", &[index(10.0), Text("c3")]),
        ],
    },
];

/// The static methods.
pub const STATICS: &[(&str, &[Arg])] = &[];

/// The free functions.
pub const FUNCTIONS: &[(&str, &[Arg])] = &[
    ("start", &[]),
    ("limits", &[]),
    ("practice_views", &[]),
    ("practice_bounds", &[]),
    ("sliding_korf", &[]),
    ("sliding_estimated", &[]),
    ("sliding_aima_shape", &[]),
    (
        "sliding_rule_race",
        &[Options(r#"{"side":"3","shuffle":"8"}"#), Text("manhattan")],
    ),
    (
        "sliding_aima_row",
        &[
            whole(1.0, 1.0, 1000.0),
            whole(1.0, 0.0, 4294967295.0),
            index(12.0),
        ],
    ),
    (
        "sliding_board",
        &[Options(r#"{"side":"4","heuristic":"pdb"}"#)],
    ),
    (
        "sliding_db_fits",
        &[Options(r#"{"side":"4","heuristic":"pdb663"}"#), Bytes(32)],
    ),
    ("parse_board", &[Text("8x8")]),
    ("parse_lesson", &[Text("# T\n\n## S\n#/knight\n")]),
    ("file_name", &[index(1000.0)]),
    ("parse_square", &[Text("8x8"), Text("c3")]),
    (
        "square_name",
        &[
            whole(8.0, 1.0, 1000.0),
            whole(8.0, 1.0, 1000.0),
            index(64.0),
        ],
    ),
    ("knight_graph", &[Text("8x8")]),
    (
        "check_ladder",
        &[Text("four"), OptText, Text("fool"), Text("sage")],
    ),
    ("word_graph_bench", &[Text("four"), Flag(false)]),
    ("sudoku_check", &[Text(EASY)]),
    ("option_schema", &[Text("maze")]),
    ("challenges", &[Text("queens")]),
    (
        "check_challenge",
        &[Text("queens-squares"), Options(r#"{"n":"12"}"#), OptText],
    ),
    ("challenge_goal", &[Text("queens-squares"), OptText]),
    (
        "check_options",
        &[Text("maze"), Options(r#"{"size":"6x6","memory":false}"#)],
    ),
    ("sudoku_compare_row", &[Text(EASY), index(8.0)]),
    ("sudoku_compare_rows", &[]),
    ("sudoku_fast", &[Text(EASY), whole(2.0, 1.0, 1000.0)]),
    ("sudoku_solve_all", &[Text(EASY), whole(2.0, 1.0, 1000.0)]),
    (
        "sokoban_edit",
        &[Text("#####\n#@$.#\n#####"), index(30.0), index(30.0)],
    ),
    ("sokoban_draft", &[Text("#####\n#@$.#\n#####")]),
];
