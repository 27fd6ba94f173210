//! Estimates `h` of the pushes still to make, from the push distances of the level
//! ([`Level::push_distance`]: pushes from a square to a goal with no other box in the way).
//!
//! Both are admissible: a box's pushes in any solution take it from its square to some
//! goal, along a route that would also serve with no other box on the floor, so they are at
//! least its push distance to that goal; and in a solution every box ends on its own goal.
//! Both are consistent as well: one push moves one box one square, which changes its
//! distance to each goal by at most one, and so either estimate by at most one. A move
//! without a push changes neither, so both are admissible and consistent for moves too.

use super::*;

/// The estimate of a state in which a box can reach no goal (is on a dead square), or the
/// boxes cannot all reach goals of their own: larger than any pushes a level of
/// [`MAX_FLOOR`] squares and [`MAX_BOXES`] boxes can need, the true cost being none.
pub const H_DEAD: u32 = 1_000_000;

/// Which estimate `h` a search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Estimate {
    /// 0 everywhere: a blind search.
    Zero,
    /// The sum over the boxes of each one's push distance to its nearest goal (two boxes may
    /// count the same goal).
    Sum,
    /// The least sum of push distances over the ways of giving each box a goal of its own
    /// (the Hungarian method): never below [`Estimate::Sum`].
    Matching,
}

impl Estimate {
    /// The `h` option's words, in the order of [`Estimate::from_name`].
    pub const NAMES: &'static [&'static str] = &["matching", "sum"];

    pub fn from_name(name: &str) -> Option<Estimate> {
        match name {
            "matching" => Some(Estimate::Matching),
            "sum" => Some(Estimate::Sum),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Estimate::Zero => "zero",
            Estimate::Sum => "sum",
            Estimate::Matching => "matching",
        }
    }

    /// `h` of `boxes` on `level`: pushes, or [`H_DEAD`].
    pub fn of(self, level: &Level, boxes: Boxes) -> u32 {
        match self {
            Estimate::Zero => 0,
            Estimate::Sum => {
                let mut h = 0;
                for b in boxes.iter() {
                    let d = level.nearest_goal(b);
                    if d == FAR {
                        return H_DEAD;
                    }
                    h += u32::from(d);
                }
                h
            }
            Estimate::Matching => matching(level, boxes),
        }
    }
}

/// The least total push distance over the assignments of goals to `boxes`, one goal each
/// (as many goals as boxes); [`H_DEAD`] when no assignment has every distance finite. The
/// Hungarian method with potentials, O(n^3) for n boxes.
pub fn matching(level: &Level, boxes: Boxes) -> u32 {
    // A distance no pushes achieve costs more than every finite assignment together.
    const NONE: i64 = 1 << 40;
    let goals = level.goal_list();
    let rows: Vec<Sq> = boxes.iter().collect();
    let n = rows.len();
    if n == 0 {
        return 0;
    }
    let m = goals.len();
    let cost = |i: usize, j: usize| -> i64 {
        match level.push_distance(j - 1, rows[i - 1]) {
            FAR => NONE,
            d => i64::from(d),
        }
    };
    let inf = i64::MAX / 4;
    let mut u = vec![0i64; n + 1];
    let mut v = vec![0i64; m + 1];
    let mut p = vec![0usize; m + 1];
    let mut way = vec![0usize; m + 1];
    for i in 1..=n {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = vec![inf; m + 1];
        let mut used = vec![false; m + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = inf;
            let mut j1 = 0;
            for j in 1..=m {
                if !used[j] {
                    let cur = cost(i0, j) - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for j in 0..=m {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let total: i64 = (1..=m).filter(|&j| p[j] != 0).map(|j| cost(p[j], j)).sum();
    if total >= NONE {
        H_DEAD
    } else {
        total as u32
    }
}
