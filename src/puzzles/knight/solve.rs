//! Finding one tour within a node limit, and counting every tour by exhaustive search.

use super::*;

/// The result of looking for one tour.
#[derive(Clone, Debug)]
pub struct TourReport {
    pub spec: TourSpec,
    /// The tour, when one was found.
    pub tour: Option<Vec<Square>>,
    pub stats: DfsStats,
    pub outcome: Outcome,
    /// When there is no tour: a theorem's reason ([`NoTour`]'s message), or the exhaustive
    /// search's ([`exhausted`]).
    pub reason: Option<Message>,
    /// For a closed tour found by searching from another square: that square. A closed
    /// tour is a cycle, so it starts wherever one likes.
    pub rotated_from: Option<Square>,
}

/// Nodes one tour search runs before it gives up: the CLI's default `--limit`, and the
/// page's search on boards too big to step through. Plain DFS on a big board can run for
/// longer than anyone will wait; Warnsdorff's rule needs about one node a square.
pub const NODE_LIMIT: u64 = 200_000_000;

/// Look for one tour, running at most `node_limit` nodes. On a board too big to search
/// exhaustively where a theorem rules a tour out, the theorem answers without a search.
/// A closed tour that the search from the start does not find within half the limit is
/// looked for from a few other squares (corners first), which share the other half, and
/// turned to begin at the start; all of them together search at most `node_limit` nodes.
pub fn find_tour(spec: TourSpec, node_limit: u64) -> TourReport {
    if let Some(reason) = spec.theorem().map(|r| r.message()) {
        return TourReport {
            spec,
            tour: None,
            stats: DfsStats::default(),
            outcome: Outcome::Exhausted,
            reason: Some(reason),
            rotated_from: None,
        };
    }
    let first = if spec.closed {
        node_limit - node_limit / 2
    } else {
        node_limit
    };
    let mut report = search_once(spec, first);
    if spec.closed && report.outcome == Outcome::Running {
        let b = spec.board;
        let others = [0, b.cols() - 1, b.len() - b.cols(), b.len() - 1]
            .into_iter()
            .chain(0..b.len())
            .filter(|&s| s != spec.start)
            .take(8);
        for (i, other) in others.enumerate() {
            // What is left of the limit, shared among the squares still to try.
            let left = node_limit.saturating_sub(report.stats.nodes);
            if left == 0 {
                break;
            }
            let tried = search_once(
                TourSpec {
                    start: other,
                    ..spec
                },
                (left / (8 - i as u64)).max(1),
            );
            report.stats.nodes += tried.stats.nodes;
            report.stats.backtracks += tried.stats.backtracks;
            report.stats.steps += tried.stats.steps;
            if let Some(cycle) = tried.tour {
                let at = cycle
                    .iter()
                    .position(|&s| s == spec.start)
                    .expect("a tour covers the board");
                let mut tour = cycle[at..].to_vec();
                tour.extend_from_slice(&cycle[..at]);
                report.tour = Some(tour);
                report.outcome = Outcome::Solved;
                report.rotated_from = Some(other);
                break;
            }
        }
    }
    report
}

fn search_once(spec: TourSpec, node_limit: u64) -> TourReport {
    let mut dfs = spec.search(Goal::First);
    // In slices of at most the nodes left (a step visits at most one node), so the limit
    // holds exactly: `--limit 1` stops after one node, not after the slice.
    while dfs.outcome() == Outcome::Running && dfs.stats().nodes < node_limit {
        dfs.run((node_limit - dfs.stats().nodes).min(1 << 16));
    }
    let outcome = dfs.outcome();
    let cells = dfs.problem().cells();
    let tour = (outcome == Outcome::Solved).then(|| {
        dfs.state()
            .path()
            .iter()
            .map(|&c| cells.square(c))
            .collect()
    });
    let reason = (outcome == Outcome::Exhausted).then(|| exhausted(spec, dfs.stats().nodes));
    TourReport {
        spec,
        tour,
        stats: dfs.stats(),
        outcome,
        reason,
        rotated_from: None,
    }
}

/// Counts tours by exhaustive search, a slice at a time, so a caller can show progress and
/// stop it. Pruning is on: it only skips subtrees that hold no tour. On a square board a
/// start on a diagonal is its own mirror image across that diagonal, and so is the set of
/// its tours: a tour's first move goes to one side of the diagonal (a knight's move never
/// stays on it), so only the tours whose first move goes to one side are searched, twice
/// over.
pub struct TourCounter {
    board: Board,
    closed: bool,
    /// Subtrees to search: a start, the moves already made, and how many times to count it.
    work: Vec<(Square, Vec<Square>, u64)>,
    done_work: usize,
    counted: u64,
    nodes: u64,
    search: Option<Dfs<KnightsTour>>,
}

impl TourCounter {
    /// Count the tours from `start`, or from every square when `start` is `None`.
    pub fn new(board: Board, start: Option<Square>, closed: bool) -> Result<Self, TourError> {
        if board.len() > COUNT_LIMIT {
            return Err(TourError::TooBigToCount(board));
        }
        let starts = match start {
            Some(s) => vec![s],
            None => (0..board.len()).collect(),
        };
        let work = starts
            .into_iter()
            .flat_map(|s| Self::split(board, s))
            .collect();
        Ok(TourCounter {
            board,
            closed,
            work,
            done_work: 0,
            counted: 0,
            nodes: 0,
            search: None,
        })
    }

    /// The subtrees of the tours from `start`, halved by a diagonal mirror where there is one.
    fn split(board: Board, start: Square) -> Vec<(Square, Vec<Square>, u64)> {
        let n = board.rows();
        let (f, r) = (board.file(start), board.rank(start));
        if board.rows() != board.cols() || board.len() == 1 {
            return vec![(start, vec![], 1)];
        }
        let side: Option<fn(u32, u32, u32) -> bool> = if f == r {
            Some(|f, r, _| r > f)
        } else if f + r == n - 1 {
            Some(|f, r, n| f + r > n - 1)
        } else {
            None
        };
        match side {
            None => vec![(start, vec![], 1)],
            Some(above) => neighbours(board, start)
                .filter(|&m| above(board.file(m), board.rank(m), n))
                .map(|m| (start, vec![m], 2))
                .collect(),
        }
    }

    /// Search for at most about `budget` more steps; true when the count is complete.
    pub fn run(&mut self, budget: u64) -> bool {
        let mut left = budget;
        while self.done_work < self.work.len() {
            let (start, ref prefix, times) = self.work[self.done_work];
            let dfs = self.search.get_or_insert_with(|| {
                let spec = TourSpec {
                    board: self.board,
                    start,
                    strategy: Strategy::Dfs,
                    closed: self.closed,
                    prune: true,
                };
                let problem = spec.problem();
                let state = problem.root_with(prefix);
                Dfs::new(problem, state, Goal::All)
            });
            let before = dfs.stats().steps;
            let outcome = dfs.run(left);
            left = left.saturating_sub(dfs.stats().steps - before);
            if outcome == Outcome::Running {
                return false;
            }
            self.counted += times * dfs.stats().solutions;
            self.nodes += dfs.stats().nodes;
            self.search = None;
            self.done_work += 1;
            if left == 0 {
                break;
            }
        }
        self.finished()
    }

    /// Tours found so far.
    pub fn tours(&self) -> u64 {
        let current = self.search.as_ref().map_or(0, |d| d.stats().solutions);
        self.counted + current * self.work.get(self.done_work).map_or(0, |w| w.2)
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes + self.search.as_ref().map_or(0, |d| d.stats().nodes)
    }

    /// Estimated fraction done.
    pub fn progress(&self) -> f64 {
        let current = self.search.as_ref().map_or(0.0, |d| d.progress());
        (self.done_work as f64 + current) / self.work.len() as f64
    }

    /// Whether the count is complete.
    pub fn finished(&self) -> bool {
        self.done_work == self.work.len()
    }
}

/// Count every tour from `start` (or from every square), to the end.
pub fn count_tours(board: Board, start: Option<Square>, closed: bool) -> Result<u64, TourError> {
    let mut counter = TourCounter::new(board, start, closed)?;
    while !counter.run(u64::MAX) {}
    Ok(counter.tours())
}
