//! The challenges on graphs: depth-first search's times and the word ladder.

use super::{Challenge, Checked, Goal, Param, Verdict};
use crate::engine::EdgeClass;
use crate::puzzles::digraph;
use crate::puzzles::ladder;
use crate::puzzles::message::{Coded, Message};
use crate::puzzles::options::{Given, OptionError};

/// The view's traversal from its first vertex has a cross edge and a forward edge (in the
/// tree of the first vertex: the edges met before that vertex finishes).
pub fn cross_forward(given: &Given, _goal: &Goal) -> Checked {
    let g = digraph::options::read(given).ok()?;
    let mut t = g.traversal();
    t.run_to_end();
    let first_done = t.forest().finished()[0];
    let in_first = |v: u32| t.forest().discovered()[v as usize] < first_done;
    let find = |class: EdgeClass| {
        t.forest()
            .edges()
            .iter()
            .find(|&&(a, _, c)| c == class && in_first(a))
            .map(|&(a, b, _)| format!("{} → {}", g.name(a), g.name(b)))
    };
    let (cross, forward) = (find(EdgeClass::Cross), find(EdgeClass::Forward));
    let root = g.name(0).to_string();
    Ok(match (cross, forward) {
        (Some(c), Some(f)) => Verdict::new(
            true,
            Message::new("challenge.dfs_cross_forward.met")
                .text("root", root.clone())
                .text("cross", c.clone())
                .text("forward", f.clone()),
        ),
        (c, f) => {
            let missing = match (&c, &f) {
                (None, None) => "challenge.dfs_cross_forward.neither",
                (None, _) => "challenge.dfs_cross_forward.no_cross",
                _ => "challenge.dfs_cross_forward.no_forward",
            };
            Verdict::new(false, Message::new(missing).text("root", root.clone()))
        }
    })
}

/// A graph without cycles whose order by decreasing finish time is not its names' order.
pub fn topological(given: &Given, _goal: &Goal) -> Checked {
    let g = digraph::options::read(given).ok()?;
    let mut t = g.traversal();
    t.run_to_end();
    let Some(order) = t.topological_order() else {
        let (a, b, _) = *t
            .forest()
            .edges()
            .iter()
            .find(|e| e.2 == EdgeClass::Back)
            .expect("a graph with no topological order has a back edge");
        let edge = format!("{} → {}", g.name(a), g.name(b));
        return Ok(Verdict::new(
            false,
            Message::new("challenge.dfs_topological.cycle").text("edge", edge.clone()),
        ));
    };
    let names: Vec<String> = order.iter().map(|&v| g.name(v).to_string()).collect();
    let met = order.iter().enumerate().any(|(i, &v)| v as usize != i);
    Ok(Verdict::new(
        met,
        Message::new(if met {
            "challenge.dfs_topological.met"
        } else {
            "challenge.dfs_topological.same"
        })
        .list("order", names.clone()),
    ))
}

/// Two words of the four-letter list whose shortest ladder has at least `steps` steps.
pub fn ladder_long(given: &Given, goal: &Goal) -> Checked {
    let o = ladder::options::read(given).ok()?;
    let steps = goal.get("steps");
    let list = o.list.map_err(|e| OptionError {
        name: "words",
        message: e.message(),
    })?;
    if list.name() != &ladder::ListName::Four {
        return Ok(Verdict::new(
            false,
            Message::new("challenge.ladder_long.list"),
        ));
    }
    let found = ladder::solve(&list, &o.from, &o.to, 1).map_err(|e| OptionError {
        name: "to",
        message: e.message(),
    })?;
    let made = found.words.len() as u64 - 1;
    let met = made >= steps;
    Ok(Verdict::new(
        met,
        Message::new(if met {
            "challenge.ladder_long.met"
        } else {
            "challenge.ladder_long.short"
        })
        .list("ladder", found.words.clone())
        .count("steps", made)
        .count("want", steps),
    ))
}

/// The challenges of the view `ladder` names in the registry, in the order it lists them.
pub static LADDER: &[Challenge] = &[Challenge {
    id: "ladder-long",
    goal: "challenge.ladder_long.goal",
    params: &[Param::new("steps", 6, 1, 100)],
    example: "list=four&from=frog&to=warm",
    counter: "list=four&from=cold&to=warm",
    check: ladder_long,
}];

/// The challenges of the view `dfs` names in the registry, in the order it lists them.
pub static DFS: &[Challenge] = &[
    Challenge {
        id: "dfs-cross-forward",
        goal: "challenge.dfs_cross_forward.goal",
        params: &[],
        example: "edges=a b\nb c\na c\na d\nd b",
        counter: "edges=a b\nb c",
        check: cross_forward,
    },
    Challenge {
        id: "dfs-topological",
        goal: "challenge.dfs_topological.goal",
        params: &[],
        example: "edges=a c\nb a",
        counter: "edges=a b\nb c",
        check: topological,
    },
];
