//! The knight's challenges: its tour (Warnsdorff's rule and plain DFS) and BFS in layers.

use super::{bounded, Challenge, Checked, Goal, Param, Verdict};
use crate::engine::{Dfs, Goal as Stop, Outcome};
use crate::puzzles::knight::{self, KnightsTour, Strategy, TourSpec};
use crate::puzzles::message::{Coded, Message};
use crate::puzzles::options::Given;
use crate::puzzles::views;

/// The most nodes one tour search of a check enters: a few seconds in the page at most.
pub const TOUR_NODES: u64 = 4_000_000;

/// The view's tour on the options' board, from their start, closed or not as they say, by
/// `strategy` without pruning (the rule alone).
fn bare(
    given: &Given,
    strategy: Strategy,
) -> Result<TourSpec, crate::puzzles::options::OptionError> {
    let spec = knight::options::tour(given).ok()?;
    Ok(TourSpec {
        strategy,
        prune: false,
        ..spec
    })
}

/// Run `dfs` until `stop` says so, its outcome is decided, or `most` nodes.
fn run_within(dfs: &mut Dfs<KnightsTour>, most: u64, stop: impl Fn(&Dfs<KnightsTour>) -> bool) {
    while dfs.outcome() == Outcome::Running && dfs.stats().nodes < most && !stop(dfs) {
        dfs.step();
    }
}

/// Run `dfs` until `stop` says so, its outcome is decided, or [`TOUR_NODES`] nodes.
fn run_until(dfs: &mut Dfs<KnightsTour>, stop: impl Fn(&Dfs<KnightsTour>) -> bool) {
    run_within(dfs, TOUR_NODES, stop);
}

/// Whether a tour exists from the options' start, and if not why: a theorem, or a whole
/// search. `None` when the bound stopped the searches before they knew. Two of the view's
/// own searches with pruning share [`TOUR_NODES`]: Warnsdorff's rule, then (if it has not
/// told) plain DFS, which finds some tours Warnsdorff's order misses for millions of nodes
/// (5x12 from c3: 68 nodes, where Warnsdorff's rule is still searching after 4,000,000).
fn tour_exists(spec: TourSpec) -> Option<Result<(), Message>> {
    if let Some(no) = spec.no_tour() {
        return Some(Err(no.message()));
    }
    for strategy in [Strategy::Warnsdorff, Strategy::Dfs] {
        let mut dfs = TourSpec {
            strategy,
            prune: true,
            ..spec
        }
        .search(Stop::First);
        run_within(&mut dfs, TOUR_NODES / 2, |_| false);
        match dfs.outcome() {
            Outcome::Solved => return Some(Ok(())),
            // Either search is exhaustive: its end proves there is none.
            Outcome::Exhausted => return Some(Err(Message::new("challenge.knight.no_tour"))),
            Outcome::Running => {}
        }
    }
    None
}

/// A tour exists, and Warnsdorff's rule without pruning gets stuck on the way to it.
pub fn dead_end(given: &Given, _goal: &Goal) -> Checked {
    let spec = bare(given, Strategy::Warnsdorff)?;
    let board = spec.board;
    match tour_exists(spec) {
        None => return Ok(bounded("challenge.search.tour", TOUR_NODES)),
        Some(Err(why)) => {
            return Ok(Verdict::new(
                false,
                Message::new("challenge.knight_dead_end.no_tour")
                    .text("start", board.name(spec.start))
                    .sub("why", why),
            ))
        }
        Some(Ok(())) => {}
    }
    let mut dfs = spec.search(Stop::First);
    run_until(&mut dfs, |d| d.stats().dead_ends > 0);
    let stats = dfs.stats();
    if stats.dead_ends > 0 {
        let cells = dfs.problem().cells();
        let path = dfs.state().path();
        let at = board.name(cells.square(*path.last().expect("the start is on the path")));
        let moves = path.len() as u64 - 1;
        return Ok(Verdict::new(
            true,
            Message::new("challenge.knight_dead_end.met")
                .text("square", at.clone())
                .count("moves", moves)
                .count("left", u64::from(board.len()) - moves - 1),
        ));
    }
    if dfs.outcome() == Outcome::Running {
        return Ok(bounded("challenge.search.warnsdorff_bare", TOUR_NODES));
    }
    Ok(Verdict::new(
        false,
        Message::new("challenge.knight_dead_end.tour")
            .count("squares", u64::from(board.len()))
            .text("start", board.name(spec.start)),
    ))
}

/// Plain DFS enters more than `nodes` nodes without a tour, and Warnsdorff's rule finds one
/// without backing up.
pub fn dfs_million(given: &Given, goal: &Goal) -> Checked {
    let most = goal.get("nodes");
    let plain = bare(given, Strategy::Dfs)?;
    let mut dfs = plain.search(Stop::First);
    while dfs.outcome() == Outcome::Running && dfs.stats().nodes <= most {
        dfs.run((most + 1 - dfs.stats().nodes).min(1 << 16));
    }
    let d = dfs.stats();
    // The search says a tour is found one step after entering its last square: that step,
    // so a tour at node `most + 1` is said found there (past the goal), not "no tour yet".
    if dfs.outcome() == Outcome::Running {
        dfs.step();
    }
    let late = dfs.outcome() == Outcome::Solved && d.nodes > most;
    let board = plain.board;
    if dfs.outcome() != Outcome::Running && !late {
        let found = dfs.outcome() == Outcome::Solved;
        return Ok(Verdict::new(
            false,
            Message::new(if found {
                "challenge.knight_dfs_million.dfs_found"
            } else {
                "challenge.knight_dfs_million.dfs_none"
            })
            .count("nodes", d.nodes)
            .count("most", most),
        ));
    }
    let mut w = bare(given, Strategy::Warnsdorff)?.search(Stop::First);
    run_until(&mut w, |d| d.stats().backtracks > 0);
    let ws = w.stats();
    if ws.backtracks > 0 {
        let cells = w.problem().cells();
        let path = w.state().path();
        let at = board.name(cells.square(*path.last().expect("the start is on the path")));
        return Ok(Verdict::new(
            false,
            Message::new(if late {
                "challenge.knight_dfs_million.backs_late"
            } else {
                "challenge.knight_dfs_million.backs"
            })
            .count("nodes", d.nodes)
            .count("most", most)
            .text("square", at.clone())
            .count("moves", path.len() as u64 - 1),
        ));
    }
    if w.outcome() == Outcome::Running {
        return Ok(bounded("challenge.search.warnsdorff_bare", TOUR_NODES));
    }
    Ok(Verdict::new(
        true,
        Message::new(if late {
            "challenge.knight_dfs_million.met_late"
        } else {
            "challenge.knight_dfs_million.met"
        })
        .count("nodes", d.nodes)
        .count("most", most)
        .count("moves", ws.nodes),
    ))
}

/// Two squares of a drawn board at BFS distance exactly `distance`.
pub fn distance(given: &Given, goal: &Goal) -> Checked {
    let o = knight::options::layers(given, views::DRAW_SIDE).ok()?;
    let want = goal.get("distance");
    let start = o.board.name(o.start);
    let Some(target) = o.target else {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.bfs_distance.no_target"),
        ));
    };
    let to = o.board.name(target);
    let d = knight::layers::distances(o.board, o.start)[target as usize];
    if d == crate::engine::bfs::NONE {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.bfs_distance.unreachable")
                .text("from", start.clone())
                .text("to", to.clone()),
        ));
    }
    let met = u64::from(d) == want;
    Ok(Verdict::new(
        met,
        Message::new(if met {
            "challenge.bfs_distance.met"
        } else {
            "challenge.bfs_distance.other"
        })
        .text("from", start.clone())
        .text("to", to.clone())
        .count("distance", u64::from(d))
        .count("want", want),
    ))
}

/// The challenges of the view `knight` names in the registry, in the order it lists them.
/// The side of the board a student's ordering must tour from every start.
pub const RULE_SIDE: u32 = 8;

/// A student's ordering of the moves (the view's `rule`) that tours the 8x8 board from each
/// of its 64 starts without taking a move back: the rule alone, no pruning, each start's
/// search stopped at its first dead end.
pub fn rule_tours(given: &Given, _goal: &Goal) -> Checked {
    let checked = knight::options::tour(given);
    let rule = match checked.values.get("rule") {
        Some(Some(crate::puzzles::options::Value::Text(t))) if !t.is_empty() => Some(t.clone()),
        _ => None,
    };
    let spec = checked.ok()?;
    let board = spec.board;
    if board.rows() != RULE_SIDE || board.cols() != RULE_SIDE {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.knight_rule.board")
                .count("side", u64::from(RULE_SIDE))
                .count("rows", u64::from(board.rows()))
                .count("cols", u64::from(board.cols())),
        ));
    }
    let Some(rule) = rule else {
        return Ok(Verdict::new(false, Message::new("challenge.rule.none")));
    };
    let order =
        knight::rule::OrderKey::parse(&rule).map_err(|e| crate::puzzles::options::OptionError {
            name: "rule",
            message: e.message(),
        })?;
    let runs = match knight::rule::every_start(board, &order, false, false, 0) {
        Ok(runs) => runs,
        Err(e) => {
            return Ok(Verdict::new(
                false,
                Message::new("challenge.rule.failed").sub("error", e.message()),
            ))
        }
    };
    let toured = runs.iter().filter(|r| r.toured).count() as u64;
    let squares = runs.len() as u64;
    Ok(Verdict::new(
        toured == squares,
        match runs.iter().find(|r| !r.toured) {
            None => Message::new("challenge.knight_rule.met").count("squares", squares),
            Some(stuck) => Message::new("challenge.knight_rule.few")
                .count("toured", toured)
                .count("squares", squares)
                .text("start", stuck.start.as_str())
                .count("moves", stuck.nodes),
        },
    ))
}

pub static KNIGHT: &[Challenge] = &[
    Challenge {
        id: "knight-dead-end",
        goal: "challenge.knight_dead_end.goal",
        params: &[],
        example: "board=7x7&start=c1",
        counter: "board=8x8&start=a1",
        check: dead_end,
    },
    Challenge {
        id: "knight-dfs-million",
        goal: "challenge.knight_dfs_million.goal",
        params: &[Param::new("nodes", 1_000_000, 1, 10_000_000)],
        example: "board=8x8&start=d4",
        counter: "board=5x5&start=a1",
        check: dfs_million,
    },
    Challenge {
        id: "knight-rule",
        goal: "challenge.knight_rule.goal",
        params: &[],
        example: "board=8x8&rule=onward*10000-dist_centre",
        counter: "board=8x8",
        check: rule_tours,
    },
];

/// The challenges of the view `bfs` names in the registry, in the order it lists them.
pub static BFS: &[Challenge] = &[Challenge {
    id: "bfs-distance",
    goal: "challenge.bfs_distance.goal",
    params: &[Param::new("distance", 5, 0, 10_000)],
    example: "board=8x8&start=a1&target=f7",
    counter: "board=8x8&start=a1&target=h8",
    check: distance,
}];
