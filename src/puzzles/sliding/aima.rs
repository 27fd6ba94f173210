//! The classic comparison of blind and heuristic search on the 8-puzzle (Russell and Norvig,
//! "Artificial Intelligence: A Modern Approach", the table of search costs and effective
//! branching factors): for solution depths 2, 4, ..., 24, the average number of nodes
//! generated over random positions of exactly that depth by iterative deepening (blind),
//! A* with misplaced tiles and A* with Manhattan distance, and the effective branching
//! factor b*, the branching a uniform tree of that depth would need to hold as many nodes:
//! N + 1 = 1 + b* + (b*)^2 + ... + (b*)^d.
//!
//! The positions are drawn, with repeats allowed, from those at exactly depth d from the
//! goal (every 8-puzzle position's distance is found once, by a breadth-first search from
//! the goal). Iterative deepening never returns to a state on its own path; A* keeps a
//! closed set. Each depth is one row, computed alone (the page's worker reports each).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::solve::{solve, space, Algo, Request};
use super::{Heuristic, Position, Sliding, Tiles};
use crate::engine::{Space, SplitMix64};

/// The depths of the table's rows.
pub const DEPTHS: [u32; 12] = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
/// The deepest row iterative deepening is run for: at 16 its 100 positions would generate
/// tens of millions of nodes (b* about 2.1), too long for a page to wait.
pub const IDS_DEPTH: u32 = 14;
/// The most positions a row averages over.
pub const MAX_POSITIONS: u32 = 1000;

/// One search's column in a row.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct AimaCell {
    /// Nodes generated, on average over the row's positions.
    pub generated: f64,
    /// The effective branching factor of that average.
    pub branching: f64,
}

/// One row: a depth, and each search's cell (None where it is not run).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct AimaRow {
    pub depth: u32,
    pub positions: u32,
    pub ids: Option<AimaCell>,
    pub misplaced: AimaCell,
    pub manhattan: AimaCell,
}

/// Every 8-puzzle position that can reach the goal, by its distance from it.
fn by_distance() -> &'static Vec<Vec<Position>> {
    static TABLE: OnceLock<Vec<Vec<Position>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let puzzle = Sliding::new(&Tiles::solved(3), Heuristic::None);
        let mut seen = HashMap::from([(puzzle.goal(), ())]);
        let mut layers = vec![vec![puzzle.goal()]];
        let mut out = Vec::new();
        loop {
            let mut next = Vec::new();
            for p in layers.last().expect("a layer") {
                out.clear();
                puzzle.successors(p, &mut out);
                for &(q, _) in &out {
                    if seen.insert(q, ()).is_none() {
                        next.push(q);
                    }
                }
            }
            if next.is_empty() {
                break layers;
            }
            layers.push(next);
        }
    })
}

/// The positions of row `depth`: `count` drawn from those at exactly that depth, by `seed`.
pub fn positions(depth: u32, count: u32, seed: u64) -> Vec<Position> {
    let layer = &by_distance()[depth as usize];
    let mut rng = SplitMix64::new(seed ^ (u64::from(depth) << 32));
    (0..count)
        .map(|_| layer[rng.below(layer.len() as u64) as usize])
        .collect()
}

/// The effective branching factor b* of `nodes` generated to find a solution at `depth`:
/// the root of 1 + b + ... + b^depth = nodes + 1, by bisection.
pub fn branching(nodes: f64, depth: u32) -> f64 {
    let total = |b: f64| (0..=depth).map(|i| b.powi(i as i32)).sum::<f64>();
    let (mut lo, mut hi) = (0.0f64, nodes.max(1.0) + 1.0);
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if total(mid) < nodes + 1.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

/// Row `depth` over `count` positions (1 to [`MAX_POSITIONS`]) drawn by `seed`.
pub fn row(depth: u32, count: u32, seed: u64) -> AimaRow {
    let count = count.clamp(1, MAX_POSITIONS);
    let goal = Tiles::solved(3);
    let starts = positions(depth, count, seed);
    let cell = |algo: Algo, heuristic: Heuristic| {
        let mut sum = 0u64;
        for start in &starts {
            let request = Request {
                start: Tiles {
                    side: 3,
                    tiles: Sliding::new(&goal, Heuristic::None).tiles(start),
                },
                goal: goal.clone(),
                algo,
                heuristic,
                weight: 10,
                repeats: algo.repeats(true),
                depth,
                max_nodes: 1 << 22,
                max_steps: u64::MAX,
            };
            let solved = solve(&request, space(&request, None));
            debug_assert_eq!(solved.length(), Some(depth as usize));
            sum += solved.generated;
        }
        let generated = sum as f64 / f64::from(count);
        AimaCell {
            generated,
            branching: branching(generated, depth),
        }
    };
    AimaRow {
        depth,
        positions: count,
        ids: (depth <= IDS_DEPTH).then(|| cell(Algo::Ids, Heuristic::None)),
        misplaced: cell(Algo::AStar, Heuristic::Misplaced),
        manhattan: cell(Algo::AStar, Heuristic::Manhattan),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_is_at_its_depth_and_the_layers_hold_the_reachable_half() {
        let layers = by_distance();
        // 9!/2 positions, the farthest 31 moves away (two of them).
        assert_eq!(layers.iter().map(Vec::len).sum::<usize>(), 181_440);
        assert_eq!(layers.len() - 1, 31);
        assert_eq!(layers[31].len(), 2);
    }

    #[test]
    fn the_branching_factor_solves_its_equation() {
        for (nodes, depth) in [(52.0, 5), (1641.0, 24), (3_644_035.0, 12), (6.0, 2)] {
            let b = branching(nodes, depth);
            let total: f64 = (0..=depth).map(|i| b.powi(i as i32)).sum();
            assert!(
                (total - (nodes + 1.0)).abs() < 1e-6 * nodes,
                "{nodes} {depth}: {b}"
            );
        }
        // Russell and Norvig's example: 52 nodes at depth 5 is b* = 1.92.
        assert!((branching(52.0, 5) - 1.92).abs() < 0.005);
    }
}
