//! Practice on Sokoban (the view `sokoban`): a small walled room, a few inner walls, as
//! many boxes and goals as the level's figure, the boxes pulled back from their goals by
//! random reverse moves (so every level drawn can be solved). Which box is pushed next in
//! a solution with the fewest pushes (every box whose push starts one accepted), whether a
//! square is dead (can a box there still reach a goal?), and h of the start under each estimate. The answers are the view's own
//! A* by pushes ([`BestFirst`] on [`SokobanSpace`]), dead squares ([`Level::dead`]) and
//! estimates ([`Estimate::of`]).

use super::puzzle::{NO, YES};
use super::{Form, Kind, Level as Difficulty, Question};
use crate::engine::{BestFirst, Order, Repeats, SplitMix64};
use crate::puzzles::message::Message;
use crate::puzzles::sokoban::narration::step_between;
use crate::puzzles::sokoban::{By, Estimate, Level, SokobanSpace, Sq, State, FAR};

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "push",
        make: push,
    },
    Kind {
        name: "dead",
        make: dead,
    },
    Kind { name: "h", make: h },
];

/// The room inside its walls: rows and columns.
const INSIDE: (usize, usize) = (5, 6);
/// The most inner walls.
const INNER_WALLS: u64 = 4;
/// Reverse moves made from the solved position.
const PULLS: usize = 100;
/// The estimates asked about, as the view's menu orders them.
const ESTIMATES: [Estimate; 2] = [Estimate::Matching, Estimate::Sum];

/// A room with `boxes` boxes drawn from `rng`: inner walls anywhere, goals, the boxes on
/// them and the keeper beside, then reverse moves (the keeper steps back, pulling a box he
/// stands in front of three times in four), kept when the level parses (the walls leave its floor
/// whole) and some box is off its goal.
fn room(rng: &mut SplitMix64, boxes: u32) -> Level {
    let (rows, cols) = (INSIDE.0 + 2, INSIDE.1 + 2);
    let inside = |r: usize, c: usize| (1..=INSIDE.0).contains(&r) && (1..=INSIDE.1).contains(&c);
    loop {
        let mut wall = vec![true; rows * cols];
        for r in 1..=INSIDE.0 {
            for c in 1..=INSIDE.1 {
                wall[r * cols + c] = false;
            }
        }
        let pick = |rng: &mut SplitMix64, taken: &dyn Fn(usize) -> bool| loop {
            let i = (1 + rng.below(INSIDE.0 as u64) as usize) * cols
                + 1
                + rng.below(INSIDE.1 as u64) as usize;
            if !taken(i) {
                return i;
            }
        };
        for _ in 0..rng.below(INNER_WALLS + 1) {
            let i = pick(rng, &|i| wall[i]);
            wall[i] = true;
        }
        let mut goal = vec![false; rows * cols];
        for _ in 0..boxes {
            let i = pick(rng, &|i| wall[i] || goal[i]);
            goal[i] = true;
        }
        let mut on = goal.clone();
        let mut keeper = pick(rng, &|i| wall[i] || on[i]);
        let deltas = [-1isize, -(cols as isize), 1, cols as isize];
        for _ in 0..PULLS {
            let d = deltas[rng.below(4) as usize];
            let to = keeper.wrapping_add_signed(d);
            let (r, c) = (to / cols, to % cols);
            if !inside(r, c) || wall[to] || on[to] {
                continue;
            }
            let behind = keeper.wrapping_add_signed(-d);
            if on[behind] && rng.below(4) != 0 {
                on[behind] = false;
                on[keeper] = true;
            }
            keeper = to;
        }
        if (0..rows * cols).all(|i| on[i] == goal[i]) {
            continue;
        }
        let mut text = String::new();
        for r in 0..rows {
            for c in 0..cols {
                let i = r * cols + c;
                text.push(match (wall[i], on[i], goal[i], i == keeper) {
                    (true, ..) => '#',
                    (_, true, true, _) => '*',
                    (_, true, false, _) => '$',
                    (_, false, true, true) => '+',
                    (_, false, false, true) => '@',
                    (_, false, true, false) => '.',
                    _ => ' ',
                });
            }
            text.push('\n');
        }
        if let Ok(level) = Level::parse(&text) {
            return level;
        }
    }
}

/// The level as a link writes it: its rows apart by `|`.
fn level_text(level: &Level) -> String {
    level.text().trim_end().replace('\n', "|")
}

/// The level in the view's options: searched by `algo` by pushes, dead squares hatched and
/// pruned or not, the estimate `h`.
fn options(level: &Level, algo: &str, h: Estimate, dead: bool) -> Vec<(&'static str, String)> {
    vec![
        ("level", level_text(level)),
        ("algo", algo.to_string()),
        ("by", "pushes".to_string()),
        ("dead", if dead { "on" } else { "off" }.to_string()),
        ("h", h.name().to_string()),
    ]
}

/// The space the view searches by pushes with deadlock pruning and the matching estimate.
fn space(level: &Level) -> SokobanSpace {
    SokobanSpace::new(level.clone(), By::Pushes, true, Estimate::Matching)
}

/// The nodes one room's searches may keep between them (the start's and each first push's):
/// a room that needs more is drawn again, so no question takes long to make.
const BUDGET: usize = 3000;

/// The fewest pushes from `state`, by A* on the view's space (its estimate is admissible
/// and consistent, so the first solution it takes off the frontier has the fewest), and
/// its path; `Ok(None)` when no pushes solve it, `Err(())` when the search would keep more
/// nodes than `budget` has left (the nodes it kept are taken from `budget`).
fn fewest(
    space: &SokobanSpace,
    state: State,
    budget: &mut usize,
) -> Result<Option<Vec<State>>, ()> {
    let mut search = BestFirst::new(
        space.clone(),
        state,
        Order::AStar,
        Repeats::GraphSearch,
        *budget,
    );
    search.run_to_end();
    if search.bounded() {
        return Err(());
    }
    *budget -= search.nodes().len().min(*budget);
    Ok(search.solution())
}

/// A room of `boxes` boxes solved in more pushes than it has boxes, A*'s solution, and the
/// boxes whose push starts a solution with the fewest pushes (A*'s first); None when the
/// room drawn is too easy or its searches pass the budget.
fn pushed_first(rng: &mut SplitMix64, boxes: u32) -> Option<(Level, u32, Vec<String>)> {
    let level = room(rng, boxes);
    let space = space(&level);
    let start = space.start();
    let mut budget = BUDGET;
    let path = fewest(&space, start, &mut budget)
        .ok()?
        .expect("a level pulled from its goals is solvable");
    let pushes = path.len() as u32 - 1;
    if pushes <= boxes {
        return None;
    }
    let (first, ..) =
        step_between(&level, By::Pushes, &path[0], &path[1]).expect("a push of the space");
    let mut accepts = vec![level.name(first)];
    let mut steps = Vec::new();
    space.steps(&start, &mut steps);
    for s in steps.iter().filter(|s| s.deadlock.is_none()) {
        let name = level.name(s.from);
        if accepts.contains(&name) {
            continue;
        }
        let left = fewest(&space, s.state, &mut budget).ok()?;
        if left.is_some_and(|p| p.len() as u32 == pushes) {
            accepts.push(name);
        }
    }
    Some((level, pushes, accepts))
}

/// "Which box is pushed first in a solution with the fewest pushes?", on a room that takes
/// more pushes than it has boxes: A*'s own solution gives the first answer; every other
/// box with a push after which the fewest pushes left are one fewer starts such a solution
/// too, and is accepted.
fn push(rng: &mut SplitMix64, _: Difficulty, boxes: u32) -> Question {
    let (level, pushes, accepts) = loop {
        if let Some(found) = pushed_first(rng, boxes) {
            break found;
        }
    };
    let why = Message::new("practice.sokoban.why_push")
        .count("pushes", u64::from(pushes))
        .text("box", accepts[0].clone())
        .list("accepts", accepts.clone());
    Question::new(
        "push",
        options(&level, "astar", Estimate::Matching, true),
        Message::new("practice.sokoban.push"),
        Form::Square,
        accepts,
        why,
    )
}

/// "Can a box on X still be pushed onto a goal?", no on a dead square: half the questions on
/// a dead square, half on a live one; floor squares without a box. The level's own dead squares (from which a
/// box can reach no goal, other boxes ignored) answer it; the page is asked not to hatch
/// them (`dead=off`).
fn dead(rng: &mut SplitMix64, _: Difficulty, boxes: u32) -> Question {
    let (level, sq, is_dead) = loop {
        let level = room(rng, boxes);
        let dead = level.dead();
        let free: Vec<Sq> = (0..level.len() as Sq)
            .filter(|&s| !level.boxes().contains(s))
            .collect();
        let want = rng.below(2) == 0;
        let those: Vec<Sq> = free
            .iter()
            .copied()
            .filter(|&s| dead.contains(s) == want)
            .collect();
        if !those.is_empty() {
            let sq = those[rng.below(those.len() as u64) as usize];
            break (level, sq, want);
        }
    };
    let why = if is_dead {
        Message::new("practice.sokoban.why_dead").text("square", level.name(sq))
    } else {
        Message::new("practice.sokoban.why_live")
            .text("square", level.name(sq))
            .num("pushes", level.nearest_goal(sq))
    };
    Question::new(
        "dead",
        options(&level, "astar", Estimate::Matching, false),
        Message::new("practice.sokoban.dead").text("square", level.name(sq)),
        Form::Choice(vec![YES.to_string(), NO.to_string()]),
        vec![if is_dead { NO } else { YES }.to_string()],
        why,
    )
}

/// The estimate's name as the view's menu words it.
fn named(e: Estimate) -> Message {
    Message::new(match e {
        Estimate::Sum => "sokoban.heuristic.sum",
        _ => "sokoban.heuristic.matching",
    })
}

/// "What is h of this position under E?": the estimate of the boxes as they start; the why
/// gives each box's push distance to its nearest goal. The view is shown searching
/// breadth-first, which uses no estimate: A*'s first line would say h.
fn h(rng: &mut SplitMix64, _: Difficulty, boxes: u32) -> Question {
    let level = room(rng, boxes);
    let e = ESTIMATES[rng.below(ESTIMATES.len() as u64) as usize];
    let value = e.of(&level, level.boxes());
    let nearest: Vec<Message> = level
        .boxes()
        .iter()
        .map(|b| {
            let d = level.nearest_goal(b);
            Message::new("practice.sokoban.box")
                .text("box", level.name(b))
                .num("pushes", if d == FAR { 0 } else { d })
        })
        .collect();
    Question::new(
        "h",
        options(&level, "bfs", e, true),
        Message::new("practice.sokoban.h").sub("estimate", named(e)),
        Form::Number,
        vec![value.to_string()],
        Message::new("practice.sokoban.why_h")
            .sub("estimate", named(e))
            .num("h", value)
            .list("boxes", nearest),
    )
}
