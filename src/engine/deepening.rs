//! The depth-first family over a [`Space`]: depth-first search to a depth bound, iterative
//! deepening (bounds 0, 1, 2, ... on the depth) and IDA* (bounds on `f = g + h`, each the
//! least `f` that went over the last). They keep only the path, so they need little memory
//! and meet the same states again; one event per step, like the other engines.
//!
//! "Remember states" means, for depth-first search, every state entered so far (a visited
//! set); for iterative deepening and IDA*, the states on the current path (a cycle check):
//! a visited set kept across one iteration could hide a shorter route met later in it.

use std::collections::{HashMap, HashSet};

use super::informed::Space;
use super::search::{Effect, Effects, SearchEvent, Stepper};

/// What the search remembers of the states it met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// Nothing: a state is entered however often it comes back (`Visit` says `cycle` when it
    /// is already on the path).
    None,
    /// Only the parent: the move straight back is never generated (Korf's IDA*, whose node
    /// counts this reproduces).
    Parent,
    /// Every state entered (depth-first search), or the path (iterative deepening, IDA*).
    States,
}

impl From<bool> for Memory {
    /// "Remember states" on or off.
    fn from(on: bool) -> Memory {
        if on {
            Memory::States
        } else {
            Memory::None
        }
    }
}

/// Which bound the search deepens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deepening {
    /// Depth-first to this depth, once.
    Depth(u32),
    /// Iterative deepening: depth bounds 0, 1, 2, ...
    Iterative,
    /// IDA*: bounds on `f = g + h`, from the start's `h`.
    IdaStar,
}

/// What one step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeepEvent<S> {
    /// An iteration starts from the start state under `bound` (a depth, or an `f`).
    Iteration { bound: u32 },
    /// `state` was entered at cost `g` with estimate `h`: the path's end. `cycle` when it was
    /// already on the path (only possible without memory).
    Visit {
        state: S,
        g: u32,
        h: u32,
        /// Moves from the start.
        depth: u32,
        cycle: bool,
    },
    /// `state` was not entered: it lies past the bound (its depth, or its `f = g + h`).
    Prune { state: S, g: u32, h: u32 },
    /// `state` was not entered: it is remembered (on the path, or visited before).
    Repeat { state: S },
    /// The path's end, `state`, `depth` moves from the start, is left: all its successors
    /// were tried.
    Backtrack { state: S, depth: u32 },
    /// The path's end is a goal: the search stops.
    Found,
    /// No goal: every state within reach was tried and nothing lay past the bound (or, for
    /// a fixed depth bound, the tree under it is exhausted).
    Exhausted,
    /// The search met its bound on steps and stopped unfinished.
    Stopped,
}

impl<S> SearchEvent for DeepEvent<S> {
    /// Entering a state below the start goes down the tree, leaving it comes back; the start
    /// is the tree's root in every iteration, so each iteration's nodes add to one tree.
    #[inline]
    fn effects(&self) -> Effects {
        match *self {
            DeepEvent::Visit { depth: 1.., .. } => Effects::one(Effect::Enter),
            DeepEvent::Backtrack { depth: 1.., .. } => Effects::one(Effect::Leave),
            DeepEvent::Found => Effects::one(Effect::Solution),
            DeepEvent::Exhausted | DeepEvent::Stopped => Effects::one(Effect::End),
            _ => Effects::NONE,
        }
    }
}

/// The counters of the depth-first family: the search keeps them as it runs
/// ([`DeepSearch::stats`]) and its view rebuilds the same from the events, both ways
/// ([`super::DeepView::counts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeepStats {
    /// Events so far, the last `Stopped` (at the bound on steps) not included.
    pub steps: u64,
    /// States entered, the start once per iteration.
    pub visited: u64,
    /// Successors not entered for lying past the bound.
    pub pruned: u64,
    /// Successors not entered for being remembered.
    pub repeats: u64,
    /// Successors looked at (visited, pruned or repeated), the start not included.
    pub generated: u64,
    /// States left with all their successors tried.
    pub backtracks: u64,
    /// States entered that were already on the path (tree search only: a path check or a
    /// graph search never enters one).
    pub cycles: u64,
    /// Iterations started.
    pub iterations: u32,
    /// Moves on the path now.
    pub depth: u32,
    /// The most moves the path has held.
    pub max_depth: u32,
    /// The bound of the iteration under way (the last one once the search is over; 0 before
    /// the first starts).
    pub bound: u32,
    /// The least `f` (or depth) past the bound met in this iteration: the next bound.
    pub next_bound: Option<u32>,
}

#[derive(Clone, Copy, Debug)]
struct Frame<S> {
    state: S,
    g: u32,
    /// Its candidates are `moves[start..]` up to the next frame's start; `next` is the next
    /// to try.
    start: usize,
    next: usize,
}

/// A depth-first search of the family from one start state.
///
/// ```
/// use searchlight::engine::{DeepSearch, Deepening, Space};
///
/// /// Squares 0..=10 on a line, steps of cost 1; the goal is 7.
/// struct Line;
/// impl Space for Line {
///     type State = u32;
///     fn successors(&self, s: &u32, out: &mut Vec<(u32, u32)>) {
///         out.extend(s.checked_sub(1).map(|t| (t, 1)));
///         if *s < 10 {
///             out.push((s + 1, 1));
///         }
///     }
///     fn is_goal(&self, s: &u32) -> bool {
///         *s == 7
///     }
///     fn estimate(&self, s: &u32) -> u32 {
///         s.abs_diff(7)
///     }
/// }
///
/// let mut ida = DeepSearch::new(Line, 3, Deepening::IdaStar, true, 10_000);
/// ida.run_to_end();
/// assert_eq!(ida.path(), vec![3, 4, 5, 6, 7]);
/// assert_eq!(ida.stats().iterations, 1); // the estimate is exact
/// let mut ids = DeepSearch::new(Line, 3, Deepening::Iterative, true, 10_000);
/// ids.run_to_end();
/// assert_eq!(ids.path(), vec![3, 4, 5, 6, 7]);
/// assert_eq!(ids.stats().iterations, 5); // bounds 0 to 4
/// ```
pub struct DeepSearch<P: Space> {
    space: P,
    start: P::State,
    mode: Deepening,
    memory: Memory,
    max_steps: u64,
    frames: Vec<Frame<P::State>>,
    moves: Vec<(P::State, u32)>,
    /// How many times each state is on the path.
    on_path: HashMap<P::State, u32>,
    /// Every state entered (depth-first with memory only).
    visited: HashSet<P::State>,
    /// An iteration is to start at the next step, under this bound.
    new_iteration: Option<u32>,
    found_next: bool,
    /// The last iteration ended with nothing past its bound: say so at the next step.
    exhausted_next: bool,
    found: bool,
    over: bool,
    stats: DeepStats,
}

impl<P: Space> DeepSearch<P> {
    /// A search of `space` from `start`; it stops unfinished after `max_steps` steps.
    pub fn new(
        space: P,
        start: P::State,
        mode: Deepening,
        memory: impl Into<Memory>,
        max_steps: u64,
    ) -> Self {
        let bound = match mode {
            Deepening::Depth(d) => d,
            Deepening::Iterative => 0,
            Deepening::IdaStar => space.estimate(&start),
        };
        DeepSearch {
            space,
            start,
            mode,
            memory: memory.into(),
            max_steps: max_steps.max(1),
            frames: Vec::new(),
            moves: Vec::new(),
            on_path: HashMap::new(),
            visited: HashSet::new(),
            new_iteration: Some(bound),
            found_next: false,
            exhausted_next: false,
            found: false,
            over: false,
            stats: DeepStats::default(),
        }
    }

    pub fn space(&self) -> &P {
        &self.space
    }
    pub fn mode(&self) -> Deepening {
        self.mode
    }
    pub fn memory(&self) -> Memory {
        self.memory
    }
    pub fn stats(&self) -> DeepStats {
        self.stats
    }
    /// Whether a goal was found (the path ends on it).
    pub fn found(&self) -> bool {
        self.found
    }
    /// The path from the start to the state entered last.
    pub fn path(&self) -> Vec<P::State> {
        self.frames.iter().map(|f| f.state).collect()
    }
    /// The cost of the path.
    pub fn cost(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.g)
    }
    /// Whether the search stopped at its bound on steps.
    pub fn bounded(&self) -> bool {
        self.over && !self.found && self.stats.steps >= self.max_steps
    }

    /// Run until it stops; the last event.
    pub fn run_to_end(&mut self) -> Option<DeepEvent<P::State>> {
        let mut last = None;
        while let Some(e) = self.step() {
            last = Some(e);
        }
        last
    }

    /// The bound a successor at cost `g`, estimate `h` and depth `depth` is held to, as the
    /// mode measures it.
    fn measure(&self, g: u32, h: u32, depth: u32) -> u32 {
        match self.mode {
            Deepening::IdaStar => g.saturating_add(h),
            Deepening::Depth(_) | Deepening::Iterative => depth,
        }
    }

    fn enter(&mut self, state: P::State, g: u32, h: u32) -> DeepEvent<P::State> {
        let cycle = if self.memory == Memory::Parent {
            false // the path is not kept: the move back is never made
        } else {
            let on = self.on_path.entry(state).or_insert(0);
            *on += 1;
            *on > 1
        };
        if self.memory == Memory::States && matches!(self.mode, Deepening::Depth(_)) {
            self.visited.insert(state);
        }
        let start = self.moves.len();
        self.space.successors(&state, &mut self.moves);
        self.frames.push(Frame {
            state,
            g,
            start,
            next: start,
        });
        self.stats.visited += 1;
        self.stats.cycles += u64::from(cycle);
        self.stats.depth = self.frames.len() as u32 - 1;
        self.stats.max_depth = self.stats.max_depth.max(self.stats.depth);
        if self.space.is_goal(&state) {
            self.found_next = true;
        }
        DeepEvent::Visit {
            state,
            g,
            h,
            depth: self.stats.depth,
            cycle,
        }
    }

    fn remembered(&self, state: &P::State) -> bool {
        if self.memory != Memory::States {
            return false;
        }
        match self.mode {
            Deepening::Depth(_) => self.visited.contains(state),
            _ => self.on_path.get(state).is_some_and(|&n| n > 0),
        }
    }
}

impl<P: Space> Stepper for DeepSearch<P> {
    type Event = DeepEvent<P::State>;

    fn step(&mut self) -> Option<DeepEvent<P::State>> {
        if self.over {
            return None;
        }
        if self.stats.steps >= self.max_steps {
            self.over = true;
            return Some(DeepEvent::Stopped);
        }
        self.stats.steps += 1;
        if self.found_next {
            self.found_next = false;
            self.found = true;
            self.over = true;
            return Some(DeepEvent::Found);
        }
        if self.exhausted_next {
            self.over = true;
            return Some(DeepEvent::Exhausted);
        }
        if let Some(bound) = self.new_iteration.take() {
            self.stats.bound = bound;
            self.stats.iterations += 1;
            self.stats.next_bound = None;
            return Some(DeepEvent::Iteration {
                bound: self.stats.bound,
            });
        }
        let Some(top) = self.frames.last().copied() else {
            // The iteration's first step: the start.
            let h = self.space.estimate(&self.start);
            return Some(self.enter(self.start, 0, h));
        };
        let end = self.moves.len();
        let mut next = top.next;
        if self.memory == Memory::Parent && self.frames.len() >= 2 {
            let parent = self.frames[self.frames.len() - 2].state;
            while next < end && self.moves[next].0 == parent {
                next += 1;
            }
        }
        if next < end {
            let (state, cost) = self.moves[next];
            self.frames.last_mut().expect("a frame").next = next + 1;
            self.stats.generated += 1;
            if self.remembered(&state) {
                self.stats.repeats += 1;
                return Some(DeepEvent::Repeat { state });
            }
            let g = top.g.saturating_add(cost);
            let h = self.space.estimate(&state);
            let past = self.measure(g, h, self.frames.len() as u32);
            if past > self.stats.bound {
                self.stats.pruned += 1;
                self.stats.next_bound = Some(self.stats.next_bound.map_or(past, |b| b.min(past)));
                return Some(DeepEvent::Prune { state, g, h });
            }
            return Some(self.enter(state, g, h));
        }
        // Every successor tried: leave the path's end.
        self.frames.pop();
        self.moves.truncate(top.start);
        if self.memory != Memory::Parent {
            if let Some(n) = self.on_path.get_mut(&top.state) {
                *n -= 1;
                if *n == 0 {
                    self.on_path.remove(&top.state);
                }
            }
        }
        self.stats.backtracks += 1;
        self.stats.depth = self.frames.len().saturating_sub(1) as u32;
        if self.frames.is_empty() {
            // The iteration is over: deepen, or stop.
            match (self.mode, self.stats.next_bound) {
                (Deepening::Iterative | Deepening::IdaStar, Some(next)) => {
                    self.new_iteration = Some(next);
                }
                _ => self.exhausted_next = true,
            }
        }
        Some(DeepEvent::Backtrack {
            state: top.state,
            depth: self.frames.len() as u32,
        })
    }

    fn running(&self) -> bool {
        !self.over
    }
}
