//! How big is a search tree? Counted exactly, level by level, where that is feasible, and
//! estimated by Knuth's random probes (1975) where it is not; and the average branching
//! factor that a tree's depth and size imply. Written once over [`Problem`], like the
//! engines, so every puzzle's tree is measured the same way.

use super::dfs::{Dfs, Event};
use super::random::SplitMix64;
use super::search::{Goal, Problem};

/// A uniform tree, the back-of-the-envelope size of a search tree: k choices at each of
/// `depth` levels, k^depth nodes at the bottom (AIMA's b^d, with k for b). Each puzzle says what its k and depth are (the
/// knight graph's average degree and the squares, N and N rows, the digits and the empty
/// cells); set beside a measured tree it shows how much the rules and the order prune.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct UniformTree {
    /// Choices per level.
    pub k: f64,
    /// Levels.
    pub depth: f64,
    /// k^depth (infinite past a double: then `log10` says how large).
    pub size: f64,
    /// log10(k^depth) = depth * log10(k), finite where `size` is not.
    pub log10: f64,
}

impl UniformTree {
    /// The tree of `k` choices (> 0) at each of `depth` levels (>= 0); `size` is infinite
    /// when k^depth passes `f64::MAX`, and `log10` stays finite.
    pub fn new(k: f64, depth: f64) -> UniformTree {
        UniformTree {
            k,
            depth,
            size: k.powf(depth),
            log10: depth * k.log10(),
        }
    }
}

/// Nodes per depth of a search tree, the root first (one node at depth 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeSize {
    /// `levels[d]`: the nodes at depth `d` met so far.
    pub levels: Vec<u64>,
    /// Whether the whole tree was walked; false when the node limit stopped it.
    pub complete: bool,
}

impl TreeSize {
    /// Every node counted, the root included.
    pub fn nodes(&self) -> u64 {
        self.levels.iter().sum()
    }
}

/// Walk the whole tree below `root` with the depth-first engine (every solution, no stop)
/// and count its nodes per depth, entering at most `node_limit` nodes below the root.
///
/// The tree is the one the problem's successors describe: whatever pruning the problem
/// does is in it, and the order of successors does not change it.
pub fn exact<P: Problem>(problem: P, root: P::State, node_limit: u64) -> TreeSize {
    let mut walk = Walk::new(problem, root);
    walk.run(node_limit, u64::MAX);
    walk.size()
}

/// [`exact`], telling `progress` the nodes entered so far after each slice of about a
/// million steps, so a long count can say how it goes.
pub fn exact_with<P: Problem>(
    problem: P,
    root: P::State,
    node_limit: u64,
    mut progress: impl FnMut(u64),
) -> TreeSize {
    let mut walk = Walk::new(problem, root);
    while !walk.run(node_limit, 1 << 20) && !walk.stopped {
        progress(walk.entered);
    }
    walk.size()
}

/// The exact count in progress: the depth-first engine walking the whole tree, and the
/// nodes per depth it has entered so far.
struct Walk<P: Problem> {
    search: Dfs<P>,
    levels: Vec<u64>,
    entered: u64,
    done: bool,
    /// Whether the node limit stopped the walk.
    stopped: bool,
}

impl<P: Problem> Walk<P> {
    fn new(problem: P, root: P::State) -> Self {
        Walk {
            search: Dfs::new(problem, root, Goal::All),
            levels: vec![1],
            entered: 0,
            done: false,
            stopped: false,
        }
    }

    /// Go on for at most `budget` steps, entering at most `limit` nodes in all; true once
    /// the whole tree is walked. Once the limit is met the walk cannot go on.
    fn run(&mut self, limit: u64, budget: u64) -> bool {
        for _ in 0..budget {
            match self.search.step() {
                None => {
                    self.done = true;
                    return true;
                }
                // The node over the limit is not counted, and the walk ends there.
                Some(Event::Visit(_)) if self.entered == limit => {
                    self.stopped = true;
                    return false;
                }
                Some(Event::Visit(_)) => {
                    self.entered += 1;
                    let depth = self.search.stats().depth as usize;
                    if depth == self.levels.len() {
                        self.levels.push(0);
                    }
                    self.levels[depth] += 1;
                }
                Some(_) => {}
            }
        }
        false
    }

    fn size(&self) -> TreeSize {
        TreeSize {
            levels: self.levels.clone(),
            complete: self.done,
        }
    }
}

/// Knuth's estimate of a tree's size from random root-to-leaf probes: each probe goes down
/// from the root taking one child uniformly at random, and, with `d_i` the children met at
/// depth `i`, estimates the size as `1 + d_0 + d_0 d_1 + d_0 d_1 d_2 + ...`; the mean over
/// probes is an unbiased estimate of the size, and each term of the level's.
#[derive(Clone, Debug)]
pub struct Estimator {
    random: SplitMix64,
    probes: u64,
    /// Sum and sum of squares of the probes' estimates, for the mean and its spread.
    sum: f64,
    sum_squares: f64,
    /// Sum over probes of each level's estimate (the product of the `d_i` above it).
    levels: Vec<f64>,
    /// Moves taken by every probe so far: the work done.
    moves: u64,
}

/// What the probes so far say.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub probes: u64,
    /// The mean of the probes' estimates of the number of nodes, the root included.
    pub nodes: f64,
    /// A 95% confidence interval for it (normal approximation; zero width for one probe).
    pub ci_low: f64,
    pub ci_high: f64,
    /// The estimated nodes at each depth, the root first.
    pub levels: Vec<f64>,
}

impl Estimator {
    pub fn new(seed: u64) -> Self {
        Estimator {
            random: SplitMix64::new(seed),
            probes: 0,
            sum: 0.0,
            sum_squares: 0.0,
            levels: Vec::new(),
            moves: 0,
        }
    }

    /// Probes taken so far.
    pub fn probes(&self) -> u64 {
        self.probes
    }

    /// Moves taken by every probe so far (one per level each went down).
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// One probe from `state`, which is left as it was found (every move is undone).
    /// The probe's depth is the tree's, so a problem whose depth the input controls keeps
    /// its moves on the heap, never on the call stack.
    pub fn probe<P: Problem>(&mut self, problem: &P, state: &mut P::State) -> f64 {
        let mut taken: Vec<P::Move> = Vec::new();
        let mut children: Vec<P::Move> = Vec::new();
        let mut weight = 1.0f64;
        let mut total = 1.0f64;
        let mut depth = 0usize;
        self.add_level(0, 1.0);
        loop {
            children.clear();
            if !problem.is_goal(state) {
                problem.successors(state, &mut children);
            }
            if children.is_empty() {
                break;
            }
            weight *= children.len() as f64;
            total += weight;
            depth += 1;
            self.add_level(depth, weight);
            let pick = children[self.random.below(children.len() as u64) as usize];
            problem.apply(state, pick);
            taken.push(pick);
        }
        while let Some(mv) = taken.pop() {
            problem.undo(state, mv);
        }
        self.probes += 1;
        self.moves += depth as u64;
        self.sum += total;
        self.sum_squares += total * total;
        total
    }

    fn add_level(&mut self, depth: usize, weight: f64) {
        if depth == self.levels.len() {
            self.levels.push(0.0);
        }
        self.levels[depth] += weight;
    }

    /// The estimate from the probes so far.
    pub fn estimate(&self) -> Estimate {
        let n = self.probes.max(1) as f64;
        let mean = self.sum / n;
        // Past about 10^154 nodes the squares overflow (inf - inf is NaN): the spread is
        // then not known, and the interval says so (to infinity) rather than claim none.
        let variance = if self.probes > 1 {
            let v = (self.sum_squares - n * mean * mean) / (n - 1.0);
            if v.is_nan() {
                f64::INFINITY
            } else {
                v.max(0.0)
            }
        } else {
            0.0
        };
        let half = 1.96 * (variance / n).sqrt();
        Estimate {
            probes: self.probes,
            nodes: mean,
            ci_low: (mean - half).max(1.0),
            ci_high: mean + half,
            levels: self.levels.iter().map(|s| s / n).collect(),
        }
    }
}

/// `probes` probes of the tree below `state` from `seed`, and what they say.
pub fn estimate<P: Problem>(problem: &P, state: &mut P::State, probes: u64, seed: u64) -> Estimate {
    let mut estimator = Estimator::new(seed);
    for _ in 0..probes {
        estimator.probe(problem, state);
    }
    estimator.estimate()
}

/// The average branching factor of a tree of depth `depth` with `nodes` nodes: the `k`
/// with `1 + k + k^2 + ... + k^depth = nodes`. 1 when the tree is a path (or a lone root,
/// where no factor is defined); infinite for a size past f64's range; found by bisection
/// on `k`, exact to about 1e-12.
pub fn branching_factor(depth: usize, nodes: f64) -> f64 {
    if depth == 0 || nodes <= depth as f64 + 1.0 {
        return 1.0;
    }
    if !nodes.is_finite() {
        return f64::INFINITY;
    }
    let size = |k: f64| -> f64 {
        // (k^(d+1) - 1) / (k - 1), summed in the open to stay exact near k = 1.
        let mut term = 1.0;
        let mut total = 1.0;
        for _ in 0..depth {
            term *= k;
            total += term;
            if !total.is_finite() {
                return f64::INFINITY;
            }
        }
        total
    };
    // k^depth < nodes, so k < nodes^(1/depth): a bracket a few units wide even for a tree
    // of 10^300 nodes, which the halvings below narrow to the last digits.
    let (mut low, mut high) = (1.0f64, nodes.powf(1.0 / depth as f64) + 1.0);
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if size(mid) < nodes {
            low = mid;
        } else {
            high = mid;
        }
        if high - low <= 1e-12 * high {
            break;
        }
    }
    0.5 * (low + high)
}

/// Level `i + 1` over level `i`, for every level that has a next: how the branching
/// changes with depth.
pub fn level_ratios(levels: &[f64]) -> Vec<f64> {
    levels
        .windows(2)
        .map(|w| if w[0] > 0.0 { w[1] / w[0] } else { 0.0 })
        .collect()
}

/// Which part of a [`Measure`] is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Counting every node.
    Exact,
    /// The tree was too big to count: estimating it by probes.
    Probes,
    /// Finished: counted exactly, or every probe taken.
    Done,
}

/// What a [`Measure`] knows so far.
#[derive(Clone, Debug, PartialEq)]
pub struct MeasureReport {
    pub phase: Phase,
    /// Whether the tree was counted exactly (every node).
    pub exact: bool,
    /// Nodes per depth, the root first: counted so far, or the probes' estimate.
    pub levels: Vec<f64>,
    /// Every node (counted so far, or estimated).
    pub nodes: f64,
    pub ci_low: f64,
    pub ci_high: f64,
    pub probes: u64,
    pub branching_factor: f64,
    /// The deepest level with a node.
    pub depth: usize,
    /// Nodes counted before the exact walk gave up (0 while it runs or when it finished).
    pub abandoned_at: u64,
    /// From 0 to 1.
    pub progress: f64,
}

/// A measurement a page runs in slices between progress reports: the exact count while it
/// stays within `exact_limit` nodes, else Knuth's estimate from `probes` probes.
pub struct Measure<P: Problem> {
    walk: Option<Walk<P>>,
    exact_limit: u64,
    abandoned_at: u64,
    /// The problem and its root again, for the probes.
    problem: P,
    root: P::State,
    estimator: Estimator,
    probes: u64,
    exact: Option<TreeSize>,
}

impl<P: Problem + Clone> Measure<P>
where
    P::State: Clone,
{
    pub fn new(problem: P, root: P::State, exact_limit: u64, probes: u64, seed: u64) -> Self {
        Measure {
            walk: Some(Walk::new(problem.clone(), root.clone())),
            exact_limit,
            abandoned_at: 0,
            problem,
            root,
            estimator: Estimator::new(seed),
            probes,
            exact: None,
        }
    }

    /// Work for about `budget` steps (nodes walked, or moves of the probes); true once
    /// finished.
    pub fn run(&mut self, budget: u64) -> bool {
        if let Some(walk) = &mut self.walk {
            if walk.run(self.exact_limit, budget) {
                self.exact = Some(walk.size());
                self.walk = None;
                return true;
            }
            if walk.entered < self.exact_limit {
                return false;
            }
            // Given up: the same slice goes on to probe, so no report ever reads an
            // estimate from no probes (0 nodes, a factor of 1) between the two phases.
            self.abandoned_at = walk.entered + 1;
            self.walk = None;
        }
        if self.exact.is_some() {
            return true;
        }
        let mut spent = 0u64;
        while self.estimator.probes < self.probes && spent < budget {
            let before = self.estimator.levels.len();
            self.estimator.probe(&self.problem, &mut self.root);
            spent += before.max(1) as u64;
        }
        self.estimator.probes >= self.probes
    }

    pub fn report(&self) -> MeasureReport {
        let from_counts = |size: TreeSize, phase: Phase| {
            let nodes = size.nodes() as f64;
            let depth = size.levels.len() - 1;
            MeasureReport {
                phase,
                exact: phase == Phase::Done,
                levels: size.levels.iter().map(|&l| l as f64).collect(),
                nodes,
                ci_low: nodes,
                ci_high: nodes,
                probes: 0,
                branching_factor: branching_factor(depth, nodes),
                depth,
                abandoned_at: 0,
                progress: 0.0,
            }
        };
        if let Some(size) = &self.exact {
            return MeasureReport {
                progress: 1.0,
                ..from_counts(size.clone(), Phase::Done)
            };
        }
        if let Some(walk) = &self.walk {
            return MeasureReport {
                progress: walk.search.progress(),
                ..from_counts(walk.size(), Phase::Exact)
            };
        }
        let e = self.estimator.estimate();
        let depth = e.levels.len().saturating_sub(1);
        let done = self.estimator.probes >= self.probes;
        MeasureReport {
            phase: if done { Phase::Done } else { Phase::Probes },
            exact: false,
            branching_factor: branching_factor(depth, e.nodes),
            levels: e.levels,
            nodes: e.nodes,
            ci_low: e.ci_low,
            ci_high: e.ci_high,
            probes: e.probes,
            depth,
            abandoned_at: self.abandoned_at,
            progress: self.estimator.probes as f64 / self.probes.max(1) as f64,
        }
    }
}

/// A measurement whatever its problem: what a registry entry hands the page's worker
/// (`puzzles::views`), so one `TreeMeasure` drives every puzzle's.
pub trait Measuring {
    /// Work for about `budget` steps; true once finished (see [`Measure::run`]).
    fn run(&mut self, budget: u64) -> bool;
    fn report(&self) -> MeasureReport;
}

impl<P: Problem + Clone> Measuring for Measure<P>
where
    P::State: Clone,
{
    fn run(&mut self, budget: u64) -> bool {
        Measure::run(self, budget)
    }

    fn report(&self) -> MeasureReport {
        Measure::report(self)
    }
}

/// A problem's whole search tree below its root, whatever the problem: what a registry
/// entry hands out (`puzzles::views`), measured in slices by the page ([`Self::measure`])
/// or walked and probed apart by the CLI, each part under its own limit.
pub trait SearchTree {
    /// The page's measurement: exact within `exact_limit` nodes, else `probes` of Knuth's
    /// probes from `seed` ([`Measure::new`]).
    fn measure(&self, exact_limit: u64, probes: u64, seed: u64) -> Box<dyn Measuring>;
    /// Every node counted per depth, at most `node_limit` entered below the root
    /// ([`exact_with`]); `progress` is told the nodes entered about every million steps.
    fn exact(&self, node_limit: u64, progress: &mut dyn FnMut(u64)) -> TreeSize;
    /// One of Knuth's probes from the root, added to `estimator` ([`Estimator::probe`]).
    fn probe(&mut self, estimator: &mut Estimator);
}

/// A problem and its root, as a [`SearchTree`].
pub struct Rooted<P: Problem> {
    pub problem: P,
    pub root: P::State,
}

impl<P: Problem + Clone + 'static> SearchTree for Rooted<P>
where
    P::State: Clone + 'static,
{
    fn measure(&self, exact_limit: u64, probes: u64, seed: u64) -> Box<dyn Measuring> {
        Box::new(Measure::new(
            self.problem.clone(),
            self.root.clone(),
            exact_limit,
            probes,
            seed,
        ))
    }

    fn exact(&self, node_limit: u64, progress: &mut dyn FnMut(u64)) -> TreeSize {
        exact_with(
            self.problem.clone(),
            self.root.clone(),
            node_limit,
            progress,
        )
    }

    fn probe(&mut self, estimator: &mut Estimator) {
        estimator.probe(&self.problem, &mut self.root);
    }
}

/// A depth-first search run in slices, whatever its problem: the search for a tree's first
/// solution in a puzzle's own order, which a registry entry hands out beside its tree.
pub trait DepthFirst {
    /// At most `budget` steps ([`Dfs::run`]); a step enters at most one node.
    fn run(&mut self, budget: u64) -> super::dfs::Outcome;
    /// The nodes entered so far, the root not counted.
    fn nodes(&self) -> u64;
}

impl<P: Problem> DepthFirst for Dfs<P> {
    fn run(&mut self, budget: u64) -> super::dfs::Outcome {
        Dfs::run(self, budget)
    }

    fn nodes(&self) -> u64 {
        self.stats().nodes
    }
}
