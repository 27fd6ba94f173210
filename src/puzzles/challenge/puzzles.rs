//! The challenges of the queens, the sudoku and the sliding puzzle.

use super::{bounded, Challenge, Checked, Goal, Param, Verdict};
use crate::engine::{Event, Goal as Stop};
use crate::puzzles::message::{Coded, Message};
use crate::puzzles::options::{Given, OptionError};
use crate::puzzles::queens;
use crate::puzzles::sliding::solve::{self, Algo, Request};
use crate::puzzles::sliding::{self, Heuristic};
use crate::puzzles::sudoku::{self, CellChoice, Frontier, Puzzle, PAGE_BOUNDS};

/// The queens' search row by row to its first solution, as the view runs it: more than
/// `squares` squares tried?
pub fn queens_squares(given: &Given, goal: &Goal) -> Checked {
    let o = queens::options::read(given).ok()?;
    let most = goal.get("squares");
    // N is at most 20: the first solution of N = 20 takes 199,635 queens placed.
    let mut dfs = queens::NQueens::new(o.n, o.variant).search(Stop::First);
    dfs.run_to_end();
    let stats = dfs.stats();
    let found = stats.solutions > 0;
    let tried = if found {
        queens::examined_so_far(
            o.n,
            dfs.state().cols(),
            stats.backtracks,
            stats.solutions,
            Some(&Event::Solution),
        )
    } else {
        queens::squares_examined(o.n, &stats)
    };
    let met = found && tried > most;
    let code = match (found, met) {
        (false, _) => "challenge.queens_squares.none",
        (true, true) => "challenge.queens_squares.met",
        (true, false) => "challenge.queens_squares.few",
    };
    Ok(Verdict::new(
        met,
        Message::new(code)
            .count("n", u64::from(o.n))
            .count("tried", tried)
            .count("most", most),
    ))
}

/// The sudoku's grid, read as a puzzle whose givens agree (said of `p`, as the view says).
fn puzzle(given: &Given) -> Result<Puzzle, OptionError> {
    let o = sudoku::options::read(given).ok()?;
    Puzzle::parse(&o.grid).map_err(|e| OptionError {
        name: "p",
        message: e.message(),
    })
}

/// The view's depth-first search of `p` choosing cells by `choice`, stopping after
/// `limit` solutions, within the page's bound.
fn dfs(p: &Puzzle, choice: CellChoice, limit: u64) -> sudoku::SearchReport {
    sudoku::search_within(p, choice, Frontier::Dfs, Some(limit), PAGE_BOUNDS)
}

fn cell_choice(c: CellChoice) -> &'static str {
    match c {
        CellChoice::First => "challenge.search.sudoku_first",
        CellChoice::Mrv => "challenge.search.sudoku_mrv",
    }
}

/// One solution, and first-empty entering at least `ratio` times the nodes of
/// fewest-candidates to find it.
pub fn sudoku_cells(given: &Given, goal: &Goal) -> Checked {
    let p = puzzle(given)?;
    let ratio = goal.get("ratio");
    let two = dfs(&p, CellChoice::Mrv, 2);
    if two.node_limited {
        return Ok(bounded(cell_choice(CellChoice::Mrv), PAGE_BOUNDS.nodes));
    }
    if two.count != 1 {
        return Ok(Verdict::new(
            false,
            Message::new(if two.count == 0 {
                "challenge.sudoku.no_solution"
            } else {
                "challenge.sudoku.not_unique"
            }),
        ));
    }
    let mrv = dfs(&p, CellChoice::Mrv, 1).nodes;
    if mrv == 0 {
        // A full grid: neither search enters a node, and 0 is not "10 times" of anything.
        return Ok(Verdict::new(
            false,
            Message::new("challenge.sudoku_cells.full"),
        ));
    }
    let first = dfs(&p, CellChoice::First, 1);
    // A search stopped by its bound has entered at least its bound's nodes: enough to tell
    // when that is already `ratio` times the other's.
    let met = first.nodes >= ratio.saturating_mul(mrv);
    if first.node_limited && !met {
        return Ok(bounded(cell_choice(CellChoice::First), PAGE_BOUNDS.nodes));
    }
    Ok(Verdict::new(
        met,
        Message::new(match (met, first.node_limited) {
            // Stopped by its bound: what it entered is only the least it would.
            (true, true) => "challenge.sudoku_cells.met_bound",
            (true, false) => "challenge.sudoku_cells.met",
            (false, _) => "challenge.sudoku_cells.few",
        })
        .count("first", first.nodes)
        .count("mrv", mrv)
        .count("ratio", ratio),
    ))
}

/// Exactly `solutions` solutions, counted by the view's search (fewest candidates) up to one
/// more than that.
pub fn sudoku_two(given: &Given, goal: &Goal) -> Checked {
    let p = puzzle(given)?;
    let want = goal.get("solutions");
    let r = dfs(&p, CellChoice::Mrv, want + 1);
    if r.node_limited {
        return Ok(bounded(cell_choice(CellChoice::Mrv), PAGE_BOUNDS.nodes));
    }
    let met = r.count == want;
    let more = r.count > want;
    let code = if met {
        "challenge.sudoku_two.met"
    } else if more {
        "challenge.sudoku_two.more"
    } else {
        "challenge.sudoku_two.fewer"
    };
    Ok(Verdict::new(
        met,
        Message::new(code)
            .count("found", r.count)
            .count("want", want)
            .count("nodes", r.nodes),
    ))
}

/// The most states one of the sliding puzzle's checks keeps (best-first): "Solve now"'s.
pub const SLIDING_NODES: u64 = sliding::options::SOLVE_NODES;

/// The position the view's options name (given or shuffled), on a board of at most
/// `side` (0: any the page takes), and able to reach the goal.
fn position(
    given: &Given,
    side: u8,
) -> Result<Result<sliding::options::PuzzleOptions, Verdict>, OptionError> {
    let o = sliding::options::read(given).ok()?;
    if side != 0 && o.side != side {
        return Ok(Err(Verdict::new(
            false,
            Message::new("challenge.puzzle.side")
                .count("side", u64::from(side))
                .count("given", u64::from(o.side)),
        )));
    }
    if !o.parity.solvable() {
        return Ok(Err(Verdict::new(
            false,
            Message::new("challenge.puzzle.unsolvable"),
        )));
    }
    Ok(Ok(o))
}

fn run(o: &sliding::options::PuzzleOptions, algo: Algo, heuristic: Heuristic) -> solve::Solved {
    let request = Request {
        start: o.start.clone(),
        goal: o.goal.clone(),
        algo,
        heuristic,
        weight: o.weight,
        repeats: algo.repeats(true),
        depth: o.depth,
        max_nodes: SLIDING_NODES as usize,
        max_steps: SLIDING_NODES,
    };
    solve::solve(&request, solve::space(&request, None))
}

/// Greedy best-first's solution at least `more` moves longer than A*'s, both by Manhattan
/// distance, on the 3x3 board.
pub fn greedy(given: &Given, goal: &Goal) -> Checked {
    let o = match position(given, 3)? {
        Ok(o) => o,
        Err(v) => return Ok(v),
    };
    let more = goal.get("more");
    let g = run(&o, Algo::Greedy, Heuristic::Manhattan);
    let a = run(&o, Algo::AStar, Heuristic::Manhattan);
    // The whole 8-puzzle (181,440 positions) fits in the bound: neither stops at it.
    let (Some(gl), Some(al)) = (g.length(), a.length()) else {
        return Ok(bounded("challenge.search.greedy", SLIDING_NODES));
    };
    let (gl, al) = (gl as u64, al as u64);
    let met = gl >= al + more;
    Ok(Verdict::new(
        met,
        Message::new(if met {
            "challenge.puzzle_greedy.met"
        } else {
            "challenge.puzzle_greedy.few"
        })
        .count("greedy", gl)
        .count("astar", al)
        .count("more", more),
    ))
}

/// A* with misplaced tiles expanding at least `ratio` times what it expands with Manhattan
/// distance.
pub fn heuristics(given: &Given, goal: &Goal) -> Checked {
    let o = match position(given, 0)? {
        Ok(o) => o,
        Err(v) => return Ok(v),
    };
    let ratio = goal.get("ratio");
    if o.start == o.goal {
        // Neither search expands a state: 0 is not "10 times" of anything.
        return Ok(Verdict::new(
            false,
            Message::new("challenge.puzzle.at_goal"),
        ));
    }
    let manhattan = run(&o, Algo::AStar, Heuristic::Manhattan);
    if manhattan.bounded {
        return Ok(bounded("challenge.search.astar_manhattan", SLIDING_NODES));
    }
    let misplaced = run(&o, Algo::AStar, Heuristic::Misplaced);
    let met = misplaced.expanded >= ratio.saturating_mul(manhattan.expanded);
    if misplaced.bounded && !met {
        return Ok(bounded("challenge.search.astar_misplaced", SLIDING_NODES));
    }
    Ok(Verdict::new(
        met,
        Message::new(match (met, misplaced.bounded) {
            // Stopped by its bound: what it expanded is only the least it would.
            (true, true) => "challenge.puzzle_heuristics.met_bound",
            (true, false) => "challenge.puzzle_heuristics.met",
            (false, _) => "challenge.puzzle_heuristics.few",
        })
        .count("misplaced", misplaced.expanded)
        .count("manhattan", manhattan.expanded)
        .count("ratio", ratio),
    ))
}

/// A student's estimate h (the view's `rule`) that is admissible over every position of
/// the 8-puzzle (the exhaustive check, [`sliding::rule::Check`]) and with which A* expands
/// fewer states than with Manhattan distance on the options' position.
pub fn rule_fewer(given: &Given, _goal: &Goal) -> Checked {
    use sliding::rule::{Check, Race, RuleEstimate};
    let o = match position(given, sliding::rule::CHECK_SIDE)? {
        Ok(o) => o,
        Err(v) => return Ok(v),
    };
    let Some(text) = &o.rule else {
        return Ok(Verdict::new(false, Message::new("challenge.rule.none")));
    };
    let estimate = RuleEstimate::parse(text, &o.goal).map_err(|e| OptionError {
        name: "rule",
        message: e.message(),
    })?;
    let failed = |e: sliding::rule::CheckError| {
        Message::new("challenge.rule.failed").sub("error", e.message())
    };
    let verdict = match Check::new(&o.goal, estimate.clone()).and_then(Check::run) {
        Ok(v) => v,
        Err(e) => return Ok(Verdict::new(false, failed(e))),
    };
    if let Some(over) = &verdict.overestimate {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.puzzle_rule.inadmissible")
                .text("tiles", over.tiles.as_str())
                .num("h", over.h as f64)
                .count("distance", u64::from(over.distance)),
        ));
    }
    let race = match Race::run(&o.start, &o.goal, estimate, SLIDING_NODES as usize) {
        Ok(r) => r,
        Err(e) => return Ok(Verdict::new(false, failed(e))),
    };
    // The whole 8-puzzle fits in the bound: neither search stops at it.
    if race.bounded {
        return Ok(bounded("challenge.search.astar_rule", SLIDING_NODES));
    }
    let met = race.rule_expanded < race.manhattan_expanded;
    Ok(Verdict::new(
        met,
        Message::new(if met {
            "challenge.puzzle_rule.met"
        } else {
            "challenge.puzzle_rule.few"
        })
        .count("rule", race.rule_expanded)
        .count("manhattan", race.manhattan_expanded),
    ))
}

/// The challenges of the view `queens` names in the registry, in the order it lists them.
pub static QUEENS: &[Challenge] = &[Challenge {
    id: "queens-squares",
    goal: "challenge.queens_squares.goal",
    params: &[Param::new("squares", 100_000, 0, 100_000_000)],
    example: "n=16",
    counter: "n=8",
    check: queens_squares,
}];

/// The challenges of the view `sudoku` names in the registry, in the order it lists them.
pub static SUDOKU: &[Challenge] = &[
    Challenge {
        id: "sudoku-cells",
        goal: "challenge.sudoku_cells.goal",
        params: &[Param::new("ratio", 10, 1, 1_000_000)],
        example:
            "p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        counter:
            "p=5346789126721953...98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        check: sudoku_cells,
    },
    Challenge {
        id: "sudoku-two",
        goal: "challenge.sudoku_two.goal",
        params: &[Param::new("solutions", 2, 0, 1_000)],
        example:
            "p=53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179",
        counter:
            "p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        check: sudoku_two,
    },
];

/// The challenges of the view `puzzle` names in the registry, in the order it lists them.
pub static PUZZLE: &[Challenge] = &[
    Challenge {
        id: "puzzle-greedy",
        goal: "challenge.puzzle_greedy.goal",
        params: &[Param::new("more", 1, 1, 100)],
        example: "side=3&tiles=8,6,7,2,5,4,3,0,1",
        counter: "side=3&tiles=1,2,3,4,5,6,7,0,8",
        check: greedy,
    },
    Challenge {
        id: "puzzle-heuristics",
        goal: "challenge.puzzle_heuristics.goal",
        params: &[Param::new("ratio", 10, 1, 1_000_000)],
        example: "side=3&tiles=8,6,7,2,5,4,3,0,1",
        counter: "side=3&tiles=1,2,3,4,5,6,7,0,8",
        check: heuristics,
    },
    Challenge {
        id: "puzzle-rule",
        goal: "challenge.puzzle_rule.goal",
        params: &[],
        example: "side=3&tiles=8,6,7,2,5,4,3,0,1&rule=max(manhattan,linear)",
        counter: "side=3&tiles=8,6,7,2,5,4,3,0,1",
        check: rule_fewer,
    },
];
