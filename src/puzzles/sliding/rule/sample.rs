//! A student's estimate h on the 15-puzzle, whose positions are too many to visit: checked
//! on a sample of positions, each some random slides from the goal (1 to [`MAX_SLIDES`]),
//! against its true distance found by the dedicated IDA* ([`super::super::fast`], by
//! Manhattan distance: optimal, and quick at that depth), and on every move from each. A
//! sample finds an overestimate or a drop; it never proves there is none, and the verdict
//! says "on a sample of N positions", never "admissible" outright.

use super::{CheckError, Overestimate, RuleEstimate, Verdict};
use crate::engine::SplitMix64;
use crate::puzzles::message::Message;
use crate::puzzles::sliding::fast::{FastEnd, FastIda, Guide};
use crate::puzzles::sliding::{Heuristic, Position, Sliding, Tiles};

/// The positions a sample has unless asked for another number.
pub const SAMPLE_POSITIONS: u32 = 500;
/// The most positions a sample may have.
pub const MAX_POSITIONS: u32 = 10_000;
/// The most random slides from the goal a sampled position is (its true distance is at
/// most that).
pub const MAX_SLIDES: u32 = 40;
/// The board the sample is for: the 15-puzzle.
pub const SAMPLE_SIDE: u8 = 4;

/// The sample's check, in slices (the page runs it in a worker with progress).
pub struct SampleCheck {
    estimate: RuleEstimate,
    puzzle: Sliding,
    goal: Tiles,
    rng: SplitMix64,
    count: u32,
    done: u32,
    verdict: Verdict,
}

impl SampleCheck {
    /// A sample of `count` positions (1 to [`MAX_POSITIONS`]) of the 4x4 puzzle on `goal`,
    /// drawn from `seed` (the same seed, the same sample).
    pub fn new(
        goal: &Tiles,
        estimate: RuleEstimate,
        count: u32,
        seed: u64,
    ) -> Result<SampleCheck, CheckError> {
        if goal.side != SAMPLE_SIDE {
            return Err(CheckError::Side { side: goal.side });
        }
        Ok(SampleCheck {
            estimate,
            puzzle: Sliding::new(goal, Heuristic::None),
            goal: goal.clone(),
            rng: SplitMix64::new(seed),
            count: count.clamp(1, MAX_POSITIONS),
            done: 0,
            verdict: Verdict {
                positions: 0,
                moves: 0,
                admissible: true,
                consistent: true,
                overestimates: 0,
                drops: 0,
                overestimate: None,
                drop: None,
                h_total: 0,
                distance_total: 0,
                sampled: Some(MAX_SLIDES),
            },
        })
    }

    /// The positions checked and the sample's size.
    pub fn progress(&self) -> (u64, u64) {
        (u64::from(self.done), u64::from(self.count))
    }

    fn h(&self, p: &Position) -> Result<i64, CheckError> {
        self.estimate.of(p).map_err(|error| CheckError::Eval {
            error,
            tiles: self.puzzle.text(p),
        })
    }

    /// Check up to `budget` positions; the verdict once the whole sample is checked.
    pub fn step(&mut self, budget: usize) -> Result<Option<&Verdict>, CheckError> {
        let mut left = budget;
        while left > 0 && self.done < self.count {
            let slides = 1 + self.rng.below(u64::from(MAX_SLIDES)) as u32;
            let p = self.puzzle.shuffled(slides, self.rng.next_u64());
            let start = Tiles {
                side: SAMPLE_SIDE,
                tiles: self.puzzle.tiles(&p),
            };
            let mut ida = FastIda::new(&start, &self.goal, Guide::Manhattan)
                .expect("a position slid from the goal reaches it");
            // At most MAX_SLIDES deep: a few thousand nodes by Manhattan distance.
            while ida.run(1 << 20) == FastEnd::Running {}
            let distance = ida.length().unwrap_or(0);
            let hp = self.h(&p)?;
            let v = &mut self.verdict;
            v.positions += 1;
            v.h_total = v.h_total.saturating_add(hp);
            v.distance_total += u64::from(distance);
            if hp > i64::from(distance) {
                v.admissible = false;
                v.overestimates += 1;
                // The one nearest the goal is kept.
                if v.overestimate
                    .as_ref()
                    .is_none_or(|o| distance < o.distance)
                {
                    v.overestimate = Some(Overestimate {
                        tiles: self.puzzle.text(&p),
                        h: hp,
                        distance,
                    });
                }
            }
            for cell in self.puzzle.movable(&p).collect::<Vec<_>>() {
                let q = p.slid(cell);
                let hq = self.h(&q)?;
                self.verdict.record_move(&self.puzzle, &p, &q, hp, hq);
            }
            self.done += 1;
            left -= 1;
        }
        Ok((self.done == self.count).then_some(&self.verdict))
    }

    /// The whole sample at once.
    pub fn run(mut self) -> Result<Verdict, CheckError> {
        loop {
            if let Some(v) = self.step(usize::MAX)? {
                return Ok(v.clone());
            }
        }
    }
}

/// A sample's verdict as sentences, each saying it is of a sample.
pub(super) fn said(v: &Verdict, slides: u32) -> Vec<Message> {
    let checked = Message::new("rule.sample.checked")
        .count("positions", v.positions)
        .count("slides", u64::from(slides))
        .count("moves", v.moves);
    let admissible = match &v.overestimate {
        None => Message::new("rule.sample.admissible").count("positions", v.positions),
        Some(o) => Message::new("rule.sample.not_admissible")
            .count("positions", v.positions)
            .count("count", v.overestimates)
            .text("tiles", o.tiles.as_str())
            .num("h", o.h as f64)
            .count("distance", u64::from(o.distance)),
    };
    let consistent = match &v.drop {
        None => Message::new("rule.sample.consistent").count("positions", v.positions),
        Some(d) => Message::new("rule.sample.not_consistent")
            .count("positions", v.positions)
            .count("count", v.drops)
            .text("from", d.from.as_str())
            .text("to", d.to.as_str())
            .num("h_from", d.h_from as f64)
            .num("h_to", d.h_to as f64),
    };
    vec![checked, admissible, consistent]
}
