//! The boundary test's table: every export's arguments, each with a valid value for the
//! calls that junk another argument. A new export without a line here fails the test
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
pub const PLAYER: [(&str, &[Arg]); 5] = [
    ("step", &[whole(1.0, 0.0, U32)]),
    ("back", &[whole(1.0, 0.0, U32)]),
    ("seek", &[whole(1.0, 0.0, SAFE)]),
    ("reset", &[]),
    ("cursor", &[]),
];

/// Every class: its constructor's arguments, and its own methods' (the player's five too
/// when `player`).
pub struct Class {
    pub name: &'static str,
    pub new: &'static [Arg],
    pub player: bool,
    pub methods: &'static [(&'static str, &'static [Arg])],
}

pub const TOUR: &[Arg] = &[Options(
    r#"{"board":"8x8","start":"a1","strategy":"warnsdorff","closed":false}"#,
)];

pub const CLASSES: &[Class] = &[
    Class {
        name: "KnightTour",
        new: TOUR,
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("levels", &[]),
            ("tree", &[]),
        ],
    },
    Class {
        name: "KnightSearch",
        new: TOUR,
        player: false,
        methods: &[
            ("run", &[whole(1.0, 1.0, 1e9)]),
            ("report", &[]),
            ("result", &[]),
        ],
    },
    Class {
        name: "KnightCounter",
        new: &[Text("5x5"), Text("a1"), Flag(false)],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "KnightLayers",
        new: &[Options(r#"{"board":"8x8","start":"a1"}"#)],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("path_to", &[index(64.0)]),
        ],
    },
    Class {
        name: "WordLadder",
        new: &[Text("four"), OptText, Text("fool"), Text("sage")],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("info", &[]),
            ("frame", &[]),
            ("table", &[]),
            ("all_ladders", &[whole(1.0, 0.0, 1000.0)]),
            ("comparison", &[]),
        ],
    },
    Class {
        name: "GraphDfs",
        new: &[Text("u v\nv w")],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            // Vertices u, v, w: 0 to 2.
            ("edit", &[Text("toggle"), index(3.0), index(3.0)]),
        ],
    },
    Class {
        name: "Queens",
        new: &[Options(r#"{"n":"8","variant":"mark","mode":"all"}"#)],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("levels", &[]),
            ("found", &[]),
            ("tree", &[]),
        ],
    },
    Class {
        name: "QueensCount",
        // One share of one: part 0 only.
        new: &[Text("8"), index(1.0), whole(1.0, 1.0, 1024.0)],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "Sudoku",
        new: &[Options(r#"{"cell":"mrv","limit":"1"}"#)],
        player: true,
        // A fresh search has met no solution: no index is valid.
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("levels", &[]),
            ("solution", &[index(0.0)]),
            ("tree", &[]),
        ],
    },
    Class {
        name: "MazeMouse",
        new: &[Options(r#"{"size":"6x6","seed":"3","memory":true}"#)],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("back")]),
            ("frame", &[]),
            ("table", &[]),
            ("second", &[]),
            ("maze", &[]),
            ("route", &[]),
        ],
    },
    Class {
        name: "MazeSearch",
        new: &[Options(
            r#"{"size":"6x6","seed":"3","loops":"20","algo":"astar"}"#,
        )],
        player: true,
        methods: &[("frame", &[]), ("maze", &[]), ("compare", &[])],
    },
    Class {
        name: "SokobanSearch",
        new: &[Options(r#"{"n":"2","algo":"astar","by":"pushes"}"#)],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("3")]),
            ("frame", &[]),
            ("level", &[]),
            ("table", &[]),
        ],
    },
    Class {
        name: "SlidingPuzzle",
        new: &[
            Options(r#"{"side":"3","shuffle":"12","seed":"5","algo":"astar","heuristic":"pdb"}"#),
            OptBytes,
        ],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("3")]),
            ("frame", &[]),
            ("table", &[]),
            ("board", &[]),
            ("slide", &[index(9.0)]),
        ],
    },
    Class {
        name: "SlidingDeep",
        new: &[
            Options(r#"{"side":"3","shuffle":"12","seed":"5","algo":"idastar","heuristic":"pdb"}"#),
            OptBytes,
        ],
        player: true,
        methods: &[
            ("question", &[]),
            ("code", &[]),
            ("answer", &[Text("3")]),
            ("frame", &[]),
            ("table", &[]),
            ("board", &[]),
            ("slide", &[index(9.0)]),
        ],
    },
    Class {
        name: "SlidingRuleCheck",
        new: &[Options(r#"{"side":"3"}"#), Text("manhattan")],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "PdbBuild",
        new: &[Options(r#"{"side":"3"}"#)],
        player: false,
        methods: &[
            ("run", &[whole(1.0, 1.0, 1e9)]),
            ("report", &[]),
            ("result", &[]),
        ],
    },
    Class {
        name: "SlidingSolve",
        new: &[
            Options(r#"{"side":"3","shuffle":"12","seed":"5","algo":"astar","heuristic":"pdb"}"#),
            OptBytes,
        ],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "MazeCarve",
        new: &[Options(r#"{"size":"6x6","seed":"3","loops":"10"}"#)],
        player: true,
        methods: &[("frame", &[])],
    },
    Class {
        name: "TreeMeasure",
        new: &[Options(r#"{"puzzle":"queens","n":"6","variant":"check"}"#)],
        player: false,
        methods: &[("run", &[whole(1.0, 1.0, 1e9)]), ("report", &[])],
    },
    Class {
        name: "GifWriter",
        new: &[
            whole(4.0, 1.0, 4096.0),
            whole(2.0, 1.0, 4096.0),
            whole(10.0, 0.0, 6000.0),
        ],
        player: false,
        // A frame of 4 x 2 pixels; added before the GIF is finished (then finished again).
        methods: &[("add", &[Bytes(32)]), ("report", &[]), ("finish", &[])],
    },
    Class {
        name: "ScormPackage",
        // A teacher's own lesson (a built-in one needs its module among the files).
        new: &[Options(
            r##"{"version":"2004","lesson":"own","text":"# T\n\n## S\n#/knight","title":"T","mastery":80,"all":true}"##,
        )],
        player: false,
        // The smallest page a package takes, added before the zip is made.
        methods: &[
            ("add", &[Text("index.html"), Utf8("<head></head>")]),
            ("report", &[]),
            ("finish", &[]),
        ],
    },
    Class {
        name: "SudokuBfs",
        new: &[Options(r#"{"cell":"mrv","limit":"1"}"#)],
        player: true,
        methods: &[("frame", &[]), ("table", &[]), ("solution", &[index(0.0)])],
    },
];

/// The static methods.
pub const STATICS: &[(&str, &[Arg])] = &[("GraphDfs::example", &[])];

/// The free functions.
pub const FUNCTIONS: &[(&str, &[Arg])] = &[
    ("start", &[]),
    ("limits", &[]),
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
