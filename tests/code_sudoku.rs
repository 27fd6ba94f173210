//! "The code" of sudoku by depth-first search: over whole runs on random puzzles (4x4, 6x6,
//! 9x9, both cell choices), the labels of the lines each event ran form a walk that the
//! listing's control flow allows (an automaton written here from the listing alone), and at
//! every step the variables and the call stack equal those of the same algorithm followed
//! here: the placements kept on a stack from the events, the cell chosen by the rule, and its
//! candidates from the row, column and box rules.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
use common::flow::{page_labels, Flow};
use common::sudoku::allowed;

use searchlight::engine::{Event, Goal, Observed, SplitMix64, Trace};
use searchlight::puzzles::code::{CodeState, Value, MAX_FRAMES};
use searchlight::puzzles::sudoku::{
    self, CellChoice, Placement, Puzzle, Shape, SudokuSearch, SudokuView,
};

/// The cell the rule picks in `cells`: the first empty one, or (fewest candidates) the
/// first with fewer candidates than every one before it, stopping at one with at most one.
fn rule(shape: Shape, choice: CellChoice, cells: &[u8]) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    for i in (0..cells.len()).filter(|&i| cells[i] == 0) {
        if choice == CellChoice::First {
            return Some(i);
        }
        let count = allowed(shape, cells, i).len();
        if best.is_none_or(|(_, b)| count < b) {
            best = Some((i, count));
        }
        if best.is_some_and(|(_, b)| b <= 1) {
            break;
        }
    }
    best.map(|(i, _)| i)
}

fn set(ds: &[u8]) -> String {
    let ds: Vec<String> = ds
        .iter()
        .map(|&d| sudoku::digit_char(d).to_string())
        .collect();
    format!("{{{}}}", ds.join(", "))
}

fn text(v: Option<&Value>) -> Option<String> {
    match v {
        Some(Value::Text(s)) => Some(s.clone()),
        None => None,
        other => panic!("not a text: {other:?}"),
    }
}

/// Random givens that break no rule (the puzzle may still have no solution).
fn random_puzzle(rng: &mut SplitMix64, cells: usize, fill: usize) -> Puzzle {
    let shape = Shape::for_cells(cells).unwrap();
    let mut grid = vec![0u8; cells];
    for _ in 0..fill {
        let cell = rng.below(cells as u64) as usize;
        let ds = allowed(shape, &grid, cell);
        if grid[cell] == 0 && !ds.is_empty() {
            grid[cell] = ds[rng.below(ds.len() as u64) as usize];
        }
    }
    Puzzle { shape, cells: grid }
}

/// The `code: '...'` of every line of the page's listing `name`, by label.
fn page_code(name: &str) -> Vec<(String, String)> {
    // A listing lives with its view: www/views/ROUTE/code/NAME.js, ROUTE being NAME up to
    // its first '_' (knight_java is the knight view's).
    let route = name.split('_').next().unwrap();
    let path = format!(
        "{}/www/views/{route}/code/{name}.js",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    text.split("label: '")
        .skip(1)
        .map(|s| {
            let label = s[..s.find('\'').unwrap()].to_string();
            let code = &s[s.find("code: '").unwrap() + 7..];
            (label, code[..code.find('\'').unwrap()].to_string())
        })
        .collect()
}

#[test]
fn sudoku_lines_follow_the_listing_and_its_variables_the_search() {
    // solve(s): full? count, solved (return to the caller's recurse line, or the run ends) |
    // pick = nextStep(s) (next, init, scan: first returns c | better, single: scan again or
    // break to chosen; back at pick), then for d: place, recurse (call, or back here), undo;
    // done when no digit is left returns to the caller's recurse line or ends the run.
    let flow = Flow::new(
        "call",
        &[
            ("call", &["full"]),
            ("full", &["count", "pick"]),
            ("count", &["solved", "end"]),
            ("solved", &["recurse", "end"]),
            ("pick", &["next", "loop"]),
            ("next", &["init"]),
            ("init", &["scan"]),
            ("scan", &["first", "chosen"]),
            ("first", &["pick", "better"]),
            ("better", &["single"]),
            ("single", &["scan", "chosen"]),
            ("chosen", &["pick"]),
            ("loop", &["place", "done"]),
            ("place", &["recurse"]),
            ("recurse", &["call", "undo"]),
            ("undo", &["loop"]),
            ("done", &["recurse", "end"]),
        ],
    );
    let mut rng = SplitMix64::new(21);
    let mut puzzles: Vec<(Puzzle, Goal)> = Vec::new();
    for run in 0..18 {
        let cells = [16, 36, 81][run % 3];
        let fill = [3, 10, 24][run % 3] + rng.below(cells as u64 / 6) as usize;
        let goal = [Goal::First, Goal::Limit(3), Goal::All][run / 3 % 3];
        puzzles.push((random_puzzle(&mut rng, cells, fill), goal));
    }
    // A solved grid (a solution at once) and one whose first cell has no candidate.
    puzzles.push((Puzzle::parse("1234341221434321").unwrap(), Goal::All));
    puzzles.push((Puzzle::parse("12.. ..3. .... ..4.").unwrap(), Goal::All));
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut ended = 0;
    for (run, (puzzle, goal)) in puzzles.iter().enumerate() {
        for choice in [CellChoice::First, CellChoice::Mrv] {
            let shape = puzzle.shape;
            let n = shape.size as usize;
            let name = |i: usize| format!("r{}c{}", i / n + 1, i % n + 1);
            let mut trace = Trace::new(
                SudokuSearch::dfs(puzzle, choice, *goal),
                Observed::new(SudokuView::new(puzzle)),
                1 << 20,
            );
            let context = format!("run {run} {choice:?} {goal:?} {}", puzzle.to_line());
            let mut at = flow.start;
            // The search followed here: the digits placed, a stack.
            let mut placed: Vec<(usize, u8)> = Vec::new();
            let mut solutions = 0u64;
            let mut last: Option<Event<Placement>> = None;
            for step in 0..2000 {
                let shown = trace.shown();
                let before = shown.len().checked_sub(2).map(|i| &shown[i]);
                let state: CodeState =
                    sudoku::code::state(puzzle, choice, &trace.view().view, shown.last(), before);
                let context = format!("{context} step {step} after {last:?}");
                if step > 0 {
                    at = flow.walk(at, &state.lines, &context);
                } else {
                    assert_eq!(state.lines, ["call"]);
                }
                seen.extend(state.lines.iter().copied());

                let mut grid = puzzle.cells.clone();
                for &(c, d) in &placed {
                    grid[c] = d;
                }
                assert_eq!(trace.view().view.cells(), &grid[..], "{context}");
                let empty = grid.iter().filter(|&&d| d == 0).count();
                assert_eq!(state.get("s.empty"), Some(&Value::num(empty as f64)));
                assert_eq!(state.get("solutions"), Some(&Value::num(solutions as f64)));
                // The running call's cell (chosen by the rule on its grid) and digit.
                let (cell, digit, depth) = match last {
                    None | Some(Event::Solution) => (None, None, placed.len() + 1),
                    Some(Event::Visit(_)) => {
                        let &(c, d) = placed.last().unwrap();
                        let mut was = grid.clone();
                        was[c] = 0;
                        assert_eq!(rule(shape, choice, &was), Some(c), "{context}");
                        // Fewest candidates: the scan breaks at a cell with at most one
                        // candidate (the one chosen), else runs out.
                        if let Some(k) = state.lines.iter().position(|&l| l == "chosen") {
                            let broke = allowed(shape, &was, c).len() <= 1;
                            assert_eq!(state.lines[k - 1] == "single", broke, "{context}");
                        }
                        (Some((c, was)), Some(d), placed.len())
                    }
                    Some(Event::Backtrack(mv)) => {
                        let c = (mv >> 5) as usize;
                        assert_eq!(rule(shape, choice, &grid), Some(c), "{context}");
                        (
                            Some((c, grid.clone())),
                            Some((mv & 31) as u8),
                            placed.len() + 1,
                        )
                    }
                    Some(Event::Exhausted) => (
                        rule(shape, choice, &grid).map(|c| (c, grid.clone())),
                        None,
                        1,
                    ),
                };
                assert_eq!(
                    text(state.get("c")),
                    cell.as_ref().map(|(c, _)| name(*c)),
                    "{context}"
                );
                let cands = cell.as_ref().map(|(c, g)| allowed(shape, g, *c));
                assert_eq!(
                    text(state.get("c.candidates")),
                    cands.as_deref().map(set),
                    "{context}"
                );
                let best = cands
                    .as_ref()
                    .filter(|_| choice == CellChoice::Mrv)
                    .map(|ds| Value::num(ds.len() as f64));
                assert_eq!(state.get("best"), best.as_ref(), "{context}");
                let d = digit.map(|d| sudoku::digit_char(d).to_string());
                assert_eq!(text(state.get("d")), d, "{context}");
                // The call stack: one frame per digit placed and being tried, outermost
                // first, then the running call; the deepest frames sent.
                assert_eq!(state.depth as usize, depth, "{context}");
                let mut frames: Vec<Vec<String>> = placed
                    .iter()
                    .map(|&(c, d)| {
                        vec![
                            format!("c = {}", name(c)),
                            format!("d = {}", sudoku::digit_char(d)),
                        ]
                    })
                    .collect();
                frames.truncate(depth);
                if depth > placed.len() {
                    let mut locals = Vec::new();
                    if let Some((c, _)) = &cell {
                        locals.push(format!("c = {}", name(*c)));
                    }
                    if let Some(d) = &d {
                        locals.push(format!("d = {d}"));
                    }
                    frames.push(locals);
                }
                let got: Vec<Vec<String>> = state
                    .stack
                    .iter()
                    .map(|f| {
                        assert_eq!(f.call, "solve(s)");
                        f.locals
                            .iter()
                            .map(|v| format!("{} = {}", v.name, text(Some(&v.value)).unwrap()))
                            .collect()
                    })
                    .collect();
                assert_eq!(
                    got,
                    frames[frames.len().saturating_sub(MAX_FRAMES)..],
                    "{context}"
                );

                if trace.forward(1).0 == 0 {
                    assert!(flow.can_end(at), "{context}: the run ends at {at}");
                    ended += 1;
                    break;
                }
                last = trace.last_event().copied();
                match last {
                    Some(Event::Visit(mv)) => placed.push(((mv >> 5) as usize, (mv & 31) as u8)),
                    Some(Event::Backtrack(mv)) => {
                        assert_eq!(
                            placed.pop(),
                            Some(((mv >> 5) as usize, (mv & 31) as u8)),
                            "{context}"
                        );
                    }
                    Some(Event::Solution) => solutions += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(ended >= 10, "only {ended} runs ended within their steps");
    // Every line of the page's listing reached, but those that only close a block; every
    // line Rust lights a line of the listing, each label once.
    let lines = page_code("sudoku");
    let labels = page_labels("sudoku");
    assert_eq!(
        lines.iter().map(|(l, _)| l).collect::<Vec<_>>(),
        labels.iter().collect::<Vec<_>>()
    );
    assert_eq!(labels.iter().collect::<BTreeSet<_>>().len(), labels.len());
    assert!((8..=30).contains(&labels.len()));
    for (label, code) in &lines {
        if label.ends_with("-end") {
            assert_eq!(code.trim(), "}", "{label} only closes a block");
            assert!(!seen.contains(label.as_str()), "{label} closes a block");
        } else {
            assert!(seen.contains(label.as_str()), "no run went through {label}");
        }
    }
    for label in &seen {
        assert!(
            labels.iter().any(|l| l == label),
            "{label} is not a line of the listing"
        );
    }
}
