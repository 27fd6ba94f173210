//! A student's estimate h for the maze's A* and greedy best-first search, written in the
//! rule language ([`crate::puzzles::rule`]), and what it does on one maze: admissible when
//! it never exceeds a square's true distance to the coin (breadth-first from the coin over
//! the open passages), consistent when no move lowers it by more than 1; and the squares A*
//! and greedy expand with it against the Manhattan distance.
//!
//! The rule's words, for a square: `dx` the columns between it and the coin, `dy` the rows
//! (each 0 or more). The Manhattan distance is `dx + dy`.

use std::sync::{Arc, OnceLock};

use serde::Serialize;

use super::search::{searched_in, Algo, MazeSpace};
use super::{Dir, Maze, Square};
use crate::engine::{bfs::distances, NONE};
use crate::puzzles::message::Message;
use crate::puzzles::rule::{EvalError, Globals, Rule, RuleError, Vocabulary};

/// The maze's words for an estimate.
pub const VOCABULARY: Vocabulary = Vocabulary {
    globals: &["dx", "dy"],
    item: None,
    per_item: &[],
};

/// A parsed estimate, shared by the searches that use it, with the first evaluation that
/// failed and where (the search counts it as 0; the caller reports the failure).
#[derive(Debug)]
pub struct MazeRule {
    rule: Rule,
    failed: OnceLock<(EvalError, Square)>,
}

impl MazeRule {
    pub fn parse(text: &str) -> Result<Arc<MazeRule>, RuleError> {
        Ok(Arc::new(MazeRule {
            rule: Rule::parse(text, &VOCABULARY)?,
            failed: OnceLock::new(),
        }))
    }

    /// The rule's value on `sq` of `maze`.
    pub fn value(&self, maze: &Maze, sq: Square) -> Result<i64, EvalError> {
        let coin = maze.coin();
        let dx = maze.col(sq).abs_diff(maze.col(coin));
        let dy = maze.row(sq).abs_diff(maze.row(coin));
        self.rule.eval(&Globals(&[i64::from(dx), i64::from(dy)]))
    }

    /// The estimate as a search uses it: below 0 counts as 0, and a failed evaluation as 0,
    /// the first kept for [`Self::failed`].
    pub fn estimate(&self, maze: &Maze, sq: Square) -> u32 {
        match self.value(maze, sq) {
            Ok(v) => v.clamp(0, i64::from(u32::MAX)) as u32,
            Err(e) => {
                let _ = self.failed.set((e, sq));
                0
            }
        }
    }

    /// The first evaluation that failed in a search, and where.
    pub fn failed(&self) -> Option<(EvalError, Square)> {
        self.failed.get().copied()
    }

    /// The rule as it was parsed, written back.
    pub fn rule(&self) -> &Rule {
        &self.rule
    }
}

/// Where h exceeds the true distance: the square (chess notation), h there and the distance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Over {
    pub square: String,
    pub h: i64,
    pub distance: u32,
}

/// A move along which h drops by more than 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Drop {
    pub from: String,
    pub to: String,
    pub h_from: i64,
    pub h_to: i64,
}

/// What one search did with an estimate: squares expanded, and the route's moves (None:
/// the coin cannot be reached from the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Run {
    pub expanded: u64,
    pub length: Option<u32>,
}

/// The estimate on one maze: checked on every square from which the coin can be reached,
/// and A* and greedy run with it and with the Manhattan distance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Squares checked, and moves from them.
    pub squares: u64,
    pub moves: u64,
    pub admissible: bool,
    pub consistent: bool,
    /// Squares where h exceeds the true distance; the one nearest the coin (the first in
    /// square order among those).
    pub overestimates: u64,
    pub over: Option<Over>,
    /// Moves lowering h by more than 1; the first (square order, then north, east, south,
    /// west).
    pub drops: u64,
    pub drop: Option<Drop>,
    /// A* with the rule, A* with the Manhattan distance, greedy with each.
    pub astar: [Run; 2],
    pub greedy: [Run; 2],
}

impl Verdict {
    /// The estimate `rule` on `maze`: an evaluation that fails is the error, with its square.
    pub fn of(maze: &Maze, rule: &Arc<MazeRule>) -> Result<Verdict, (EvalError, Square)> {
        let d = distances(maze, maze.coin());
        let mut h = vec![0i64; maze.len()];
        for (sq, hs) in h.iter_mut().enumerate() {
            *hs = rule
                .value(maze, sq as Square)
                .map_err(|e| (e, sq as Square))?;
        }
        let name = |sq: Square| maze.name(sq);
        let mut v = Verdict {
            squares: 0,
            moves: 0,
            admissible: true,
            consistent: true,
            overestimates: 0,
            over: None,
            drops: 0,
            drop: None,
            astar: [Run {
                expanded: 0,
                length: None,
            }; 2],
            greedy: [Run {
                expanded: 0,
                length: None,
            }; 2],
        };
        for sq in 0..maze.len() as Square {
            let ds = d[sq as usize];
            if ds == NONE {
                continue;
            }
            let hs = h[sq as usize];
            v.squares += 1;
            if hs > i64::from(ds) {
                v.overestimates += 1;
                if v.over.as_ref().is_none_or(|o| ds < o.distance) {
                    v.over = Some(Over {
                        square: name(sq),
                        h: hs,
                        distance: ds,
                    });
                }
            }
            for dir in Dir::ALL {
                let Some(to) = maze.open(sq, dir) else {
                    continue;
                };
                v.moves += 1;
                let ht = h[to as usize];
                if hs - ht > 1 {
                    v.drops += 1;
                    v.drop.get_or_insert_with(|| Drop {
                        from: name(sq),
                        to: name(to),
                        h_from: hs,
                        h_to: ht,
                    });
                }
            }
        }
        v.admissible = v.overestimates == 0;
        v.consistent = v.drops == 0;
        for (algo, runs) in [(Algo::AStar, &mut v.astar), (Algo::Greedy, &mut v.greedy)] {
            let ours = searched_in(MazeSpace::with_rule(maze.clone(), rule.clone()), algo);
            let theirs = searched_in(MazeSpace::new(maze.clone()), algo);
            *runs = [&ours, &theirs].map(|s| Run {
                expanded: s.expanded,
                length: s.length(),
            });
        }
        Ok(v)
    }

    /// The verdict's sentences: what was checked, admissible or not (with the square
    /// nearest the coin where h is too high), consistent or not (with the first move), and
    /// each search against the Manhattan distance.
    pub fn said(&self) -> Vec<Message> {
        let mut out = vec![Message::new("rule.maze.checked")
            .count("squares", self.squares)
            .count("moves", self.moves)];
        out.push(match &self.over {
            None => Message::new("rule.admissible"),
            Some(o) => Message::new("rule.maze.not_admissible")
                .count("count", self.overestimates)
                .text("square", o.square.as_str())
                .num("h", o.h as f64)
                .count("distance", u64::from(o.distance)),
        });
        out.push(match &self.drop {
            None => Message::new("rule.consistent"),
            Some(m) => Message::new("rule.maze.not_consistent")
                .count("count", self.drops)
                .text("from", m.from.as_str())
                .text("to", m.to.as_str())
                .num("h_from", m.h_from as f64)
                .num("h_to", m.h_to as f64),
        });
        for (code, runs) in [
            ("rule.maze.astar", &self.astar),
            ("rule.maze.greedy", &self.greedy),
        ] {
            // Both reach the coin or neither: the estimate orders the search, not where it goes.
            let (Some(length), Some(m_length)) = (runs[0].length, runs[1].length) else {
                out.push(Message::new("rule.maze.unreachable"));
                break;
            };
            out.push(
                Message::new(code)
                    .count("length", u64::from(length))
                    .count("expanded", runs[0].expanded)
                    .count("m_length", u64::from(m_length))
                    .count("m_expanded", runs[1].expanded),
            );
        }
        out
    }
}
