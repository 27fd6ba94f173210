//! The one registry of views: for each, its route in the page's URL (`#/knight`), its
//! options (declared once, with defaults and bounds: [`crate::puzzles::options`]), the
//! check of a whole set of them, the measurement of its search tree where it has one, and
//! the name of its CLI command. The page's option schema and checks (`web::options`), its
//! tree measurement (`web::tree`), the CLI and the tests read this list; a test holds it
//! equal to the page's own list of views (`www/shell/views.js`, in the same order).
//!
//! A new view is one entry here, beside its puzzle's module and its page folder.

use super::challenge::{self, Challenge};
use super::options::{Checked, Given, OptionError, Spec, Value};
use super::practice::{self, Practice};
use super::{digraph, knight, ladder, maze, queens, sliding, sokoban, sudoku};
use crate::engine::tree::{DepthFirst, Rooted, SearchTree};
use crate::engine::{Goal, Measuring, Problem, UniformTree};

/// Boards up to this side are drawn square by square in the page (knight, BFS); larger
/// ones are solved in a worker and shown as a picture.
pub const DRAW_SIDE: u32 = 60;

/// The most steps a mouse may be given in the page (`limit=`): run to it, its recording
/// stays in tens of megabytes and a jump to its end takes about two seconds here
/// (`limit=1000000&step=99999999` on a 100x100 maze with loops and no memory). The CLI
/// takes up to [`maze::MAX_LIMIT`].
pub const PAGE_LIMIT: u64 = 1_000_000;

/// How far the page's tree measurement may go: nodes walked exactly before it estimates
/// instead, the probes of the estimate, and their seed.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub exact_limit: u64,
    pub probes: u64,
    pub seed: u64,
}

/// A puzzle's whole search tree, the search for its first solution in the set's own order,
/// and the lesson's k^N figure to set beside it.
pub struct Tree {
    /// The tree every order of the search walks (the order does not change it).
    pub tree: Box<dyn SearchTree>,
    /// A depth-first search in the set's order, for its first solution: how much of the
    /// tree that order enters.
    pub first: Box<dyn DepthFirst>,
    pub lesson: UniformTree,
}

impl Tree {
    /// The page's measurement of the tree within `b`.
    pub fn measure(&self, b: Budget) -> Box<dyn Measuring> {
        self.tree.measure(b.exact_limit, b.probes, b.seed)
    }
}

/// A view's search tree from a set of its options.
pub type MeasureTree = fn(&Given) -> Result<Tree, OptionError>;

/// One view.
pub struct View {
    /// Its name in the page's URL, and in `option_schema`/`check_options`.
    pub route: &'static str,
    /// Its options in the order they are read.
    pub options: &'static [Spec],
    /// Read a whole set, building nothing the page has not asked for (its options
    /// forgotten: the values as kept, and the errors).
    pub check: fn(&Given) -> Checked<()>,
    /// The whole search tree of the puzzle its options (the page's as they stand) name, for
    /// the views whose search is depth-first: the page's tree panel and `searchlight tree`.
    pub tree: Option<MeasureTree>,
    /// The CLI command that runs the same puzzle.
    pub command: &'static str,
    /// Its challenges, in the order the page lists them ([`crate::puzzles::challenge`]).
    pub challenges: &'static [Challenge],
    /// The names of the models the page steps through in this view (the facade's
    /// `Search::new` builds each by name), the first the view's own.
    pub models: &'static [&'static str],
    /// Its practice questions: their kinds and what each level is
    /// ([`crate::puzzles::practice`]), for the views that have them.
    pub practice: Option<Practice>,
}

fn erase<T>(c: Checked<T>) -> Checked<()> {
    Checked {
        options: (),
        values: c.values,
        errors: c.errors,
    }
}

fn rooted<P: Problem + Clone + 'static>(problem: P, root: P::State) -> Box<dyn SearchTree>
where
    P::State: Clone + 'static,
{
    Box::new(Rooted { problem, root })
}

/// The knight's tour tree: every move tried, pruned only when the set asks for pruning
/// (the bare tree otherwise, whatever the strategy's own default); its first tour searched
/// in the set's strategy on that same tree.
fn knight_tree(given: &Given) -> Result<Tree, OptionError> {
    let order = knight::options::tour(given).ok()?;
    let mut bare = given.clone();
    bare.insert("strategy".into(), Some(Value::from("dfs")));
    let spec = knight::options::tour(&bare).ok()?;
    let first = knight::TourSpec {
        strategy: order.strategy,
        ..spec
    };
    let problem = spec.problem();
    let root = problem.root();
    Ok(Tree {
        tree: rooted(problem, root),
        first: Box::new(first.search(Goal::First)),
        lesson: knight::uniform_tree(spec.board),
    })
}

fn queens_tree(given: &Given) -> Result<Tree, OptionError> {
    let o = queens::options::read(given).ok()?;
    let problem = queens::NQueens::new(o.n, o.variant);
    let root = problem.root();
    Ok(Tree {
        tree: rooted(problem, root),
        first: Box::new(queens::NQueens::new(o.n, o.variant).search(Goal::First)),
        lesson: queens::uniform_tree(o.n),
    })
}

fn sudoku_tree(given: &Given) -> Result<Tree, OptionError> {
    let o = sudoku::options::read(given).ok()?;
    let puzzle = sudoku::Puzzle::parse(&o.grid).map_err(|e| OptionError {
        name: "p",
        message: super::message::Coded::message(&e),
    })?;
    let (problem, root) = sudoku::SudokuSearch::of(&puzzle, o.cell);
    Ok(Tree {
        tree: rooted(problem, root),
        first: Box::new(sudoku::SudokuSearch::dfs(&puzzle, o.cell, Goal::First)),
        lesson: sudoku::uniform_tree(&puzzle),
    })
}

/// Every view, in the page's order (its nav, `www/shell/views.js`).
pub const VIEWS: &[View] = &[
    View {
        route: "knight",
        options: knight::options::TOUR,
        check: |g| erase(knight::options::tour(g)),
        tree: Some(knight_tree),
        command: "knight",
        challenges: challenge::tours::KNIGHT,
        models: &["knight"],
        practice: Some(Practice {
            kinds: practice::knight::KINDS,
            levels: [5, 6, 8],
            figure: "practice.level.side",
        }),
    },
    View {
        route: "bfs",
        options: knight::options::LAYERS,
        check: |g| erase(knight::options::layers(g, DRAW_SIDE)),
        tree: None,
        command: "bfs",
        challenges: challenge::tours::BFS,
        models: &["bfs"],
        practice: Some(Practice {
            kinds: practice::bfs::KINDS,
            levels: [5, 8, 12],
            figure: "practice.level.side",
        }),
    },
    View {
        route: "ladder",
        options: ladder::options::OPTIONS,
        check: |g| erase(ladder::options::read(g)),
        tree: None,
        command: "ladder",
        challenges: challenge::graphs::LADDER,
        practice: Some(Practice {
            kinds: practice::ladder::KINDS,
            levels: [3, 5, 8],
            figure: "practice.level.changes",
        }),
        models: &["ladder"],
    },
    View {
        route: "dfs",
        options: digraph::options::OPTIONS,
        check: |g| erase(digraph::options::read(g)),
        tree: None,
        command: "dfs",
        challenges: challenge::graphs::DFS,
        models: &["dfs"],
        practice: Some(Practice {
            kinds: practice::dfs::KINDS,
            levels: [5, 7, 9],
            figure: "practice.level.vertices",
        }),
    },
    View {
        route: "queens",
        options: queens::options::OPTIONS,
        check: |g| erase(queens::options::read(g)),
        tree: Some(queens_tree),
        command: "queens",
        challenges: challenge::puzzles::QUEENS,
        models: &["queens"],
        practice: Some(Practice {
            kinds: practice::queens::KINDS,
            levels: [5, 6, 8],
            figure: "practice.level.side",
        }),
    },
    View {
        route: "sudoku",
        options: sudoku::options::OPTIONS,
        check: |g| erase(sudoku::options::read(g)),
        tree: Some(sudoku_tree),
        command: "sudoku",
        challenges: challenge::puzzles::SUDOKU,
        models: &["sudoku", "sudoku-bfs"],
        practice: Some(Practice {
            kinds: practice::sudoku::KINDS,
            levels: [4, 6, 9],
            figure: "practice.level.side",
        }),
    },
    View {
        route: "maze",
        options: maze::options::OPTIONS,
        check: |g| erase(maze::options::read(g, maze::MAX_DRAWN, PAGE_LIMIT)),
        tree: None,
        command: "maze",
        challenges: challenge::maze::MAZE,
        practice: Some(Practice {
            kinds: practice::maze::KINDS,
            levels: [5, 8, 12],
            figure: "practice.level.maze",
        }),
        models: &["maze", "maze-carve", "maze-search"],
    },
    View {
        route: "puzzle",
        options: sliding::options::OPTIONS,
        check: |g| erase(sliding::options::read(g)),
        tree: None,
        command: "puzzle",
        challenges: challenge::puzzles::PUZZLE,
        models: &["puzzle", "puzzle-deep"],
        practice: Some(Practice {
            kinds: practice::puzzle::KINDS,
            levels: [6, 12, 20],
            figure: "practice.level.moves",
        }),
    },
    View {
        route: "sokoban",
        options: sokoban::options::OPTIONS,
        check: |g| erase(sokoban::options::read(g)),
        tree: None,
        command: "sokoban",
        challenges: challenge::sokoban::SOKOBAN,
        practice: Some(Practice {
            kinds: practice::sokoban::KINDS,
            levels: [1, 2, 3],
            figure: "practice.level.boxes",
        }),
        models: &["sokoban", "sokoban-deep"],
    },
];

/// The view of `route`.
pub fn view(route: &str) -> Option<&'static View> {
    VIEWS.iter().find(|v| v.route == route)
}

/// The routes, in order.
pub fn routes() -> impl Iterator<Item = &'static str> {
    VIEWS.iter().map(|v| v.route)
}

/// Every view's model names, in the views' order.
pub fn models() -> impl Iterator<Item = &'static str> {
    VIEWS.iter().flat_map(|v| v.models.iter().copied())
}

/// The routes of the views with a search tree to measure, in order.
pub fn tree_routes() -> impl Iterator<Item = &'static str> {
    VIEWS.iter().filter(|v| v.tree.is_some()).map(|v| v.route)
}

/// The views whose pages take a student's rule ("Your rule"): the facade's `RuleRun` and
/// the CLI's `rule --view` look them up here by route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleView {
    /// An estimate h of the sliding puzzle, checked on every 8-puzzle position.
    Puzzle,
    /// An estimate h from dx and dy, checked on one maze.
    Maze,
    /// An ordering of the knight's moves, run from every start.
    Knight,
    /// The sudoku's choice of the cell filled next.
    Sudoku,
}

impl RuleView {
    pub const ALL: [RuleView; 4] = [
        RuleView::Puzzle,
        RuleView::Maze,
        RuleView::Knight,
        RuleView::Sudoku,
    ];
    /// The view's route.
    pub fn route(self) -> &'static str {
        match self {
            RuleView::Puzzle => "puzzle",
            RuleView::Maze => "maze",
            RuleView::Knight => "knight",
            RuleView::Sudoku => "sudoku",
        }
    }
    /// The view of `route`, if it takes a rule.
    pub fn of(route: &str) -> Option<RuleView> {
        RuleView::ALL.into_iter().find(|v| v.route() == route)
    }
}
