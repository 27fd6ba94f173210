//! The status lines that say why: the candidates the strategy weighed, a tie and how it
//! was broken, a backtrack and its reason.

use super::*;

/// The status line after the events shown: what just happened and why, in the problem's
/// words, as a message for the page. Computed for the one frame shown (it rebuilds the
/// search state at the square in question, a pass over the board), never per step.
pub fn status(
    spec: TourSpec,
    view: &TourView,
    last: Option<&Event<Cell>>,
    steps: u64,
    nodes: u64,
) -> Message {
    let board = spec.board;
    let on = view.path().len() as u64;
    let total = board.len();
    let squares = |m: Message| m.count("on", on).num("total", total);
    match last {
        None => Message::new(if spec.closed {
            "knight.start_closed"
        } else {
            "knight.start"
        })
        .text("square", board.name(spec.start))
        .text("board", board.to_string()),
        Some(Event::Visit(_)) => squares(visit_status(spec, view.path()).count("step", steps)),
        Some(Event::Backtrack(cell)) => {
            let from = view.cells.square(*cell);
            let mut path = view.path().to_vec();
            path.push(from);
            backtrack_status(spec, &path)
                .count("step", steps)
                .text("square", board.name(view.head()))
        }
        Some(Event::Solution) if spec.closed => squares(Message::new("knight.closed_complete"))
            .text("square", board.name(view.head()))
            .text("start", board.name(spec.start)),
        Some(Event::Solution) => squares(Message::new("knight.complete")),
        Some(Event::Exhausted) => exhausted(spec, nodes),
    }
}

/// The search state with the knight having followed `path` (start first).
fn state_after(problem: &KnightsTour, path: &[Square]) -> TourState {
    problem.root_with(&path[1..])
}

/// "b3 3": a candidate square and its onward-move count, as the lists say them.
fn candidate(board: Board, r: &Ranked) -> Message {
    Message::new("knight.candidate")
        .text("square", board.name(r.square))
        .num("onward", r.onward)
}

/// The moves the strategy saw at the square before the last of `path` (the candidates of
/// the move to it), in its order, each with its onward-move count: what the narration of
/// that move lists, for the board to mark.
pub fn candidates(spec: TourSpec, path: &[Square]) -> Vec<Ranked> {
    let (_, before) = path.split_last().expect("a visit follows the start");
    let problem = spec.problem();
    problem.ranked(&state_after(&problem, before))
}

/// Why the knight went to the last square of `path`: the moves the strategy saw at the
/// square before, in its order, and where the chosen one stood among them.
pub fn visit_status(spec: TourSpec, path: &[Square]) -> Message {
    let board = spec.board;
    let to = *path.last().expect("a visit follows the start");
    let ranked = candidates(spec, path);
    let at = ranked.iter().position(|r| r.square == to);
    let said = |code| {
        Message::new(code)
            .text("square", board.name(to))
            .count("n", ranked.len() as u64)
            .list("list", ranked.iter().map(|r| candidate(board, r)))
    };
    let Some(at) = at else {
        return said("knight.visit");
    };
    // The engine tries the moves in this order, so those ranked before the chosen one were
    // tried already and led to dead ends.
    let tried = &ranked[..at];
    let code = match (spec.strategy, at) {
        // One candidate is not "the fewest of 1": it is the only move there is.
        (_, 0) if ranked.len() == 1 => "knight.why.only",
        (Strategy::Dfs, 0) => "knight.why.first",
        (Strategy::Dfs, _) => "knight.why.first_next",
        (Strategy::Warnsdorff, 0) => "knight.why.fewest",
        (Strategy::Warnsdorff, _) => "knight.why.fewest_next",
        (Strategy::Most, 0) => "knight.why.most",
        (Strategy::Most, _) => "knight.why.most_next",
        (Strategy::Static, 0) => "knight.why.static",
        (Strategy::Static, _) => "knight.why.static_next",
    };
    let mut m = said(code).num("onward", ranked[at].onward);
    if spec.strategy != Strategy::Dfs {
        m = m.sub_or_empty("tie", tie_break(spec.strategy, board, &ranked[at..]));
    }
    if at > 0 {
        m = m.list("tried", tried.iter().map(|r| board.name(r.square)));
    }
    m
}

/// How a tie on onward moves was broken, when the chosen move (first of `untried`) had one:
/// Warnsdorff takes the square farther from the centre, then the fixed move order; most-
/// onward the fixed move order.
fn tie_break(strategy: Strategy, board: Board, untried: &[Ranked]) -> Option<Message> {
    let (chosen, rest) = untried.split_first()?;
    let ties: Vec<&Ranked> = rest.iter().filter(|r| r.onward == chosen.onward).collect();
    if ties.is_empty() {
        return None;
    }
    // Below the onward count, Warnsdorff's key holds the distance from the centre, then
    // the move's place in the fixed order (the low four bits).
    let by_order =
        strategy != Strategy::Warnsdorff || ties.iter().any(|r| r.key >> 4 == chosen.key >> 4);
    Some(
        Message::new(if by_order {
            "knight.tie.order"
        } else {
            "knight.tie.centre"
        })
        .list("ties", ties.iter().map(|r| board.name(r.square))),
    )
}

/// Why the knight backed out of the last square of `path`: nowhere to go, pruned (and
/// why), or every move from there tried.
pub fn backtrack_status(spec: TourSpec, path: &[Square]) -> Message {
    let board = spec.board;
    let from = *path
        .last()
        .expect("the path holds the square backed out of");
    let problem = spec.problem();
    let state = state_after(&problem, path);
    let ranked = problem.ranked(&state);
    let at = |code| Message::new(code).text("from", board.name(from));
    if ranked.is_empty() {
        return if path.len() as u32 == board.len() {
            at("knight.why.not_closed").text("start", board.name(spec.start))
        } else {
            at("knight.why.dead_end")
        };
    }
    if spec.prune {
        match problem.pruned(&state) {
            Some(Pruned::Unreachable(sq)) => {
                return at("knight.why.pruned_unreachable").text("cut", board.name(sq))
            }
            Some(Pruned::Stranded { square, left }) => {
                return at("knight.why.pruned_stranded")
                    .text("cut", board.name(square))
                    .num("left", left)
            }
            Some(Pruned::TwoEnds(a, b)) => {
                return at("knight.why.pruned_two_ends")
                    .text("a", board.name(a))
                    .text("b", board.name(b))
            }
            Some(Pruned::NoWayHome) => {
                return at("knight.why.pruned_home").text("start", board.name(spec.start))
            }
            None => {}
        }
    }
    at("knight.why.all_tried")
        .count("n", ranked.len() as u64)
        .list("list", ranked.iter().map(|r| board.name(r.square)))
}

/// The message when an exhaustive search from the start found no tour in `nodes` nodes.
pub fn exhausted(spec: TourSpec, nodes: u64) -> Message {
    Message::new(if spec.closed {
        "knight.exhausted_closed"
    } else {
        "knight.exhausted"
    })
    .text("start", spec.board.name(spec.start))
    .text("board", spec.board.to_string())
    .count("nodes", nodes)
}
