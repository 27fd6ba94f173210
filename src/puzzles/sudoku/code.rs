//! Sudoku by depth-first search as the lesson writes it (C++-like): a recursive
//! `solve(State& s)` that asks `nextStep` for the cell to fill (the first empty one, or the
//! one with the fewest candidates, the scan stopping at a cell with at most one), tries its
//! candidates from the smallest up (`place`, recurse, `undo`), counts a solution when no cell
//! is empty and goes on to the next, and returns when its cell has no candidate left. Where
//! that code stands after the events shown: the lines each event ran, the variables (`s.empty`,
//! `solutions`, the cell `c`, its candidates, `best` for the fewest-candidates rule, the digit
//! `d`) and one frame of `solve` per call. The page's listing (www/views/sudoku/code/sudoku.js) marks its
//! lines with these labels (lines marked `-` close a block and are never the current line):
//!
//! ```text
//! call      void solve(State& s) {
//! full        if (s.empty == 0) {
//! count         ++solutions;
//! solved        return;
//! -           }
//! pick        Cell c = nextStep(s);
//! loop        for (int d : c.candidates) {
//! place         place(s, c, d);
//! recurse       solve(s);
//! undo          undo(s, c, d);
//!               if (limit && solutions == limit) return;
//! -           }
//! done      }
//! next      Cell nextStep(const State& s) {
//! init        Cell pick; int best = N + 1;
//! scan        for (Cell c : emptyCells(s)) {
//! first         if (!fewest) return c;
//! better        if (c.count < best) { pick = c; best = c.count; }
//! single        if (best <= 1) break;
//! -           }
//! chosen      return pick;
//! -         }
//! ```
//!
//! The scan of `nextStep` is given as one turn of its loop and its way out (the break, or
//! the loop running out), not once per empty cell.

use super::*;
use crate::engine::{Event, Problem};
use crate::puzzles::code::{CallFrame, CodeState, Value, MAX_FRAMES};

/// The search's path to the grid `cells` (the placements from the puzzle, outermost first,
/// each with the candidates its cell had when chosen), and the state it leads to: the cells
/// the rule chose, followed from the puzzle while the grid has them filled.
pub fn path(
    problem: &SudokuSearch,
    puzzle: &Puzzle,
    cells: &[u8],
) -> (Vec<(Placement, u32)>, SudokuState) {
    let mut s = problem.root(puzzle);
    let mut out = Vec::new();
    while let Some((cell, cand)) = problem.choose(&s) {
        if cells[cell] == 0 {
            break;
        }
        let mv = (cell as u32) << 5 | u32::from(cells[cell]);
        problem.apply(&mut s, mv);
        out.push((mv, cand));
    }
    (out, s)
}

/// The lines a call of `nextStep` on `s` runs, back to the line that called it.
fn next_step(choice: CellChoice, problem: &SudokuSearch, s: &SudokuState) -> Vec<&'static str> {
    let mut out = vec!["next", "init", "scan", "first"];
    if choice == CellChoice::Mrv {
        out.extend_from_slice(&["better", "single"]);
        // The scan breaks at the first cell with at most one candidate, which it then
        // chooses; with none such it runs to the end.
        let broke = problem.choose(s).is_some_and(|(_, c)| c.count_ones() <= 1);
        if !broke {
            out.push("scan");
        }
        out.push("chosen");
    }
    out.push("pick");
    out
}

/// The lines the event `last` ran, `before` being the event shown before it, `s` the state
/// after the events shown.
pub fn lines(
    choice: CellChoice,
    problem: &SudokuSearch,
    s: &SudokuState,
    last: Option<&Event<Placement>>,
    before: Option<&Event<Placement>>,
) -> Vec<&'static str> {
    // A call entered with empty cells: its check, the cell chosen, then the loop's first
    // digit (or its end).
    let entered = |out: &mut Vec<&'static str>, at: &SudokuState| {
        out.extend_from_slice(&["full", "pick"]);
        out.extend(next_step(choice, problem, at));
        out.push("loop");
    };
    // After a placement the next event starts with the call it makes.
    let mut out = match before {
        Some(Event::Visit(_)) => vec!["recurse", "call"],
        _ => Vec::new(),
    };
    let fresh = matches!(before, None | Some(Event::Visit(_)));
    match last {
        None => out.push("call"),
        Some(Event::Visit(mv)) => {
            if fresh {
                let mut at = s.clone();
                problem.undo(&mut at, *mv);
                entered(&mut out, &at);
            } else {
                out.push("loop");
            }
            out.push("place");
        }
        Some(Event::Solution) => out.extend_from_slice(&["full", "count"]),
        Some(Event::Backtrack(mv)) => {
            match before {
                Some(Event::Solution) => out.push("solved"),
                Some(Event::Visit(_)) => {
                    // The call just made finds its cell without a candidate.
                    let mut at = s.clone();
                    problem.apply(&mut at, *mv);
                    entered(&mut out, &at);
                    out.push("done");
                }
                _ => out.extend_from_slice(&["loop", "done"]),
            }
            out.extend_from_slice(&["recurse", "undo"]);
        }
        Some(Event::Exhausted) => match before {
            Some(Event::Solution) => out.push("solved"),
            None => {
                entered(&mut out, s);
                out.push("done");
            }
            _ => out.extend_from_slice(&["loop", "done"]),
        },
    }
    out
}

/// A digit set as the listing prints it: `{4, 9}`.
pub fn digits(shape: Shape, cand: u32) -> String {
    format!("{{{}}}", digit_list(shape, cand).join(", "))
}

/// One call of `solve`: the cell it chose with its candidates, and the digit it is trying
/// (each only once it has one).
#[derive(Clone, Copy)]
struct Frame {
    cell: Option<(usize, u32)>,
    digit: Option<u32>,
}

/// Where the listing stands after the events shown (`view` drawn from them).
pub fn state(
    puzzle: &Puzzle,
    choice: CellChoice,
    view: &SudokuView,
    last: Option<&Event<Placement>>,
    before: Option<&Event<Placement>>,
) -> CodeState {
    let shape = puzzle.shape;
    let (problem, _) = SudokuSearch::of(puzzle, choice);
    let (path, s) = path(&problem, puzzle, view.cells());
    let lines = lines(choice, &problem, &s, last, before);
    // A call per placement on the path, trying it; then the call running now, unless the
    // last event placed a digit (its call is made by the next step).
    let placed = |&(mv, cand): &(Placement, u32)| Frame {
        cell: Some(((mv >> 5) as usize, cand)),
        digit: Some(mv & 31),
    };
    let deepest = match last {
        None | Some(Event::Solution) => Some(Frame {
            cell: None,
            digit: None,
        }),
        Some(Event::Visit(_)) => None,
        Some(Event::Backtrack(mv)) => {
            let cell = (mv >> 5) as usize;
            Some(Frame {
                cell: Some((cell, problem.candidates(&s, cell))),
                digit: Some(mv & 31),
            })
        }
        Some(Event::Exhausted) => Some(Frame {
            cell: problem.choose(&s),
            digit: None,
        }),
    };
    let depth = path.len() + usize::from(deepest.is_some());
    let from = depth.saturating_sub(MAX_FRAMES);
    let frames: Vec<Frame> = path.iter().map(placed).chain(deepest).collect();
    let top = *frames.last().expect("the outermost call is always running");
    let name = |cell: usize| Value::text(cell_name(shape, cell));
    let stack = frames[from..]
        .iter()
        .map(|f| {
            let mut frame = CallFrame::new("solve(s)");
            if let Some((cell, _)) = f.cell {
                frame = frame.local("c", name(cell));
            }
            if let Some(d) = f.digit {
                frame = frame.local("d", Value::text(shape.char(d as u8).to_string()));
            }
            frame
        })
        .collect();
    let empty = view.cells().iter().filter(|&&d| d == 0).count();
    let mut code = CodeState::new("sudoku", lines)
        .var("s.empty", Value::num(empty as f64))
        .var("solutions", Value::num(view.count() as f64));
    if let Some((cell, cand)) = top.cell {
        code = code
            .var("c", name(cell))
            .var("c.candidates", Value::text(digits(shape, cand)));
        if choice == CellChoice::Mrv {
            code = code.var("best", Value::num(cand.count_ones()));
        }
    }
    if let Some(d) = top.digit {
        code = code.var("d", Value::text(shape.char(d as u8).to_string()));
    }
    code.with_stack(depth, stack)
}
