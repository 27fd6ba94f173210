//! Deadlocks: positions from which no sequence of pushes solves the level, recognised
//! without searching.
//!
//! - A **dead square** is one from which a box can reach no goal even with no other box on
//!   the floor ([`Level::dead`], computed once per level by pulling a box back from every
//!   goal): a corner that is not a goal, a square along a wall with no goal on it, ...
//! - A **freeze** is a box that can no longer move on either axis: on each axis a wall is
//!   beside it, or a box that is itself frozen (walls and frozen boxes never move again). A
//!   frozen group with a box off a goal can never be solved.
//!
//! Both are checked on the box just pushed, the only one whose situation changed.

use super::*;

/// Why a push is a deadlock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum DeadlockKind {
    /// The box is on a dead square: from there it can reach no goal.
    DeadSquare,
    /// The box, or a box frozen with it, can never move again and is not on a goal.
    Frozen,
}

/// A deadlock and the square of the box that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadlock {
    pub kind: DeadlockKind,
    pub square: Sq,
}

/// The deadlock that a box just pushed to `to` makes, with `boxes` after the push; None
/// when neither rule sees one.
pub fn deadlock_after_push(level: &Level, boxes: Boxes, to: Sq) -> Option<Deadlock> {
    let kind = if level.dead().contains(to) {
        DeadlockKind::DeadSquare
    } else {
        let mut group = Vec::new();
        if !frozen(level, boxes, to, Boxes::EMPTY, &mut group)
            || group.iter().all(|&b| level.goals().contains(b))
        {
            return None;
        }
        DeadlockKind::Frozen
    };
    Some(Deadlock { kind, square: to })
}

/// The boxes frozen with the box on `sq` (itself first), when it is frozen; else None.
pub fn frozen_group(level: &Level, boxes: Boxes, sq: Sq) -> Option<Vec<Sq>> {
    let mut group = Vec::new();
    frozen(level, boxes, sq, Boxes::EMPTY, &mut group).then_some(group)
}

/// Whether the box on `sq` can never move again, the boxes of `held` counted as walls (the
/// boxes whose freezing is being decided above it: each is frozen if this one is). On
/// success `group` has gained `sq` and the boxes it depends on; on failure it is as it was.
fn frozen(level: &Level, boxes: Boxes, sq: Sq, held: Boxes, group: &mut Vec<Sq>) -> bool {
    let mark = group.len();
    group.push(sq);
    let mut held = held;
    held.insert(sq);
    for axis in [[Dir::Left, Dir::Right], [Dir::Up, Dir::Down]] {
        if !blocked(level, boxes, sq, axis, held, group) {
            group.truncate(mark);
            return false;
        }
    }
    true
}

/// Whether the box on `sq` cannot be pushed along `axis`: a wall (or a held box) on one
/// side, or a frozen box on one side.
fn blocked(
    level: &Level,
    boxes: Boxes,
    sq: Sq,
    axis: [Dir; 2],
    held: Boxes,
    group: &mut Vec<Sq>,
) -> bool {
    let sides = axis.map(|d| level.step(sq, d));
    if sides.iter().any(|&n| n == NO_SQ || held.contains(n)) {
        return true;
    }
    sides
        .iter()
        .any(|&n| boxes.contains(n) && frozen(level, boxes, n, held, group))
}
