//! What a person watching a Sokoban search sees, step by step and back: the engine's
//! best-first search over [`SokobanSpace`] with the pushes that deadlock pruning removes
//! said one by one where the space generates them ([`Stepped`]), and the view those events
//! rebuild ([`SokobanView`]): the engine's own view (nodes, frontier, closed set), the pushes
//! pruned by reason, and how often each position has been met, so the counter "met again"
//! counts a position reached again whether or not the search remembers it (without the
//! closed set the search cannot tell; the view can).

use std::collections::HashMap;

use super::*;
use crate::engine::{
    BestFirst, BestFirstView, Effects, InformedEvent, Order, Replay, SearchEvent, Stepper,
};

/// One step of a Sokoban search as the page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SokobanEvent {
    /// A step of the engine's search.
    Search(InformedEvent<State>),
    /// A successor of node `parent` (the one being expanded) left out by deadlock pruning:
    /// its push and why ([`Step::deadlock`] is set).
    Pruned { parent: u32, step: Step },
}

impl SearchEvent for SokobanEvent {
    /// The engine's words; a pruned push adds nothing to the tree (it is never a node).
    fn effects(&self) -> Effects {
        match self {
            SokobanEvent::Search(e) => e.effects(),
            SokobanEvent::Pruned { .. } => Effects::NONE,
        }
    }
}

/// The engine's best-first search of a level, with the pruned pushes put back in the
/// order the space generates them: after a state's `Expand`, each of its successors in
/// turn, a kept one the engine's event for it, a pruned one a [`SokobanEvent::Pruned`].
pub struct Stepped {
    search: BestFirst<SokobanSpace>,
    /// The successors of the node being expanded not yet shown, in the space's order
    /// reversed (the next is the last).
    pending: Vec<Step>,
    expanding: u32,
}

impl Stepped {
    pub fn new(search: BestFirst<SokobanSpace>) -> Stepped {
        Stepped {
            search,
            pending: Vec::new(),
            expanding: 0,
        }
    }
    pub fn search(&self) -> &BestFirst<SokobanSpace> {
        &self.search
    }
    /// Whether the search stopped at its bound on states kept.
    pub fn bounded(&self) -> bool {
        self.search.bounded()
    }
}

impl Stepper for Stepped {
    type Event = SokobanEvent;

    fn step(&mut self) -> Option<SokobanEvent> {
        if let Some(step) = self.pending.last().copied() {
            if step.deadlock.is_some() {
                self.pending.pop();
                return Some(SokobanEvent::Pruned {
                    parent: self.expanding,
                    step,
                });
            }
            self.pending.pop();
        }
        let e = self.search.step()?;
        match e {
            InformedEvent::Expand { node, state, .. } => {
                self.expanding = node;
                self.pending.clear();
                self.search.space().steps(&state, &mut self.pending);
                self.pending.reverse();
            }
            // Breadth-first search knows a goal as it is generated and stops at the next
            // step: the successors after it are never looked at.
            InformedEvent::Generate { state, .. }
                if self.search.order() == Order::Breadth && self.search.space().solved(&state) =>
            {
                self.pending.clear()
            }
            InformedEvent::Generate { .. }
            | InformedEvent::Improve { .. }
            | InformedEvent::Duplicate { .. } => {}
            InformedEvent::Found { .. } | InformedEvent::Exhausted | InformedEvent::Stopped => {
                self.pending.clear()
            }
        }
        Some(SokobanEvent::Search(e))
    }

    fn running(&self) -> bool {
        !self.pending.is_empty() || self.search.running()
    }
}

/// The counters the page shows beside the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SokobanCounts {
    /// States taken off the frontier and expanded (the goal is not counted).
    pub expanded: u64,
    /// Successors looked at, those met again included, those pruned not.
    pub generated: u64,
    /// Successors that were a position met before in this search (remembered or not).
    pub again: u64,
    /// Pushes pruned as dead: onto a dead square, or freezing a box off a goal.
    pub pruned: u64,
    pub pruned_dead: u64,
    pub pruned_frozen: u64,
    pub frontier: u64,
    pub closed: u64,
}

/// What the page and the CLI count beside the engine's own counters, read from the same
/// events both ways: how many nodes hold each position, so that "met again" is every
/// successor that is a position met before in this search (a duplicate or a cheaper path
/// with the closed set; a position generated again without it, which the search cannot
/// tell and the count can), and the pushes pruned by reason as the search discards them
/// (one by one where the space generates them, so breadth-first's pushes after the goal,
/// never looked at, are not counted).
#[derive(Clone, Debug)]
pub struct Tally {
    /// How many nodes hold each position (more than one only without the closed set).
    held: HashMap<State, u32>,
    again: u64,
    pruned: Pruned,
}

impl Tally {
    /// Before the first step: `start` held once.
    pub fn new(start: State) -> Tally {
        Tally {
            held: HashMap::from([(start, 1)]),
            again: 0,
            pruned: Pruned::default(),
        }
    }
    /// Successors that were a position met before.
    pub fn again(&self) -> u64 {
        self.again
    }
    /// The pushes pruned so far, by reason.
    pub fn pruned(&self) -> Pruned {
        self.pruned
    }
    /// How many nodes hold `state` so far.
    pub fn held(&self, state: &State) -> u32 {
        self.held.get(state).copied().unwrap_or(0)
    }

    fn hold(&mut self, state: State) {
        let n = self.held.entry(state).or_insert(0);
        self.again += u64::from(*n > 0);
        *n += 1;
    }
    fn unhold(&mut self, state: State) {
        let n = self.held.get_mut(&state).expect("held");
        *n -= 1;
        self.again -= u64::from(*n > 0);
        if *n == 0 {
            self.held.remove(&state);
        }
    }
    fn prune(&mut self, step: &Step, by: i64) {
        let n = match step.deadlock.map(|d| d.kind) {
            Some(DeadlockKind::DeadSquare) => &mut self.pruned.dead,
            _ => &mut self.pruned.frozen,
        };
        *n = n.wrapping_add_signed(by);
    }
}

impl Replay<SokobanEvent> for Tally {
    fn forward(&mut self, e: &SokobanEvent) {
        match e {
            SokobanEvent::Search(InformedEvent::Generate { state, .. }) => self.hold(*state),
            SokobanEvent::Search(
                InformedEvent::Duplicate { .. } | InformedEvent::Improve { .. },
            ) => self.again += 1,
            SokobanEvent::Search(_) => {}
            SokobanEvent::Pruned { step, .. } => self.prune(step, 1),
        }
    }
    fn backward(&mut self, e: &SokobanEvent) {
        match e {
            SokobanEvent::Search(InformedEvent::Generate { state, .. }) => self.unhold(*state),
            SokobanEvent::Search(
                InformedEvent::Duplicate { .. } | InformedEvent::Improve { .. },
            ) => self.again -= 1,
            SokobanEvent::Search(_) => {}
            SokobanEvent::Pruned { step, .. } => self.prune(step, -1),
        }
    }
}

/// A Sokoban search as seen so far (a [`Replay`] of [`SokobanEvent`]s).
#[derive(Clone, Debug)]
pub struct SokobanView {
    view: BestFirstView<State>,
    tally: Tally,
    goals: Boxes,
}

impl SokobanView {
    /// Before the first step: the start alone on the frontier.
    pub fn new(space: &SokobanSpace, order: Order) -> SokobanView {
        let start = space.start();
        let view = BestFirstView::new(order, start, crate::engine::Space::estimate(space, &start));
        SokobanView {
            view,
            tally: Tally::new(start),
            goals: space.level().goals(),
        }
    }
    /// Whether `state` has every box on a goal.
    pub fn is_solved(&self, state: &State) -> bool {
        state.boxes == self.goals
    }
    /// The engine's view: nodes, frontier, closed set, the node expanded.
    pub fn search(&self) -> &BestFirstView<State> {
        &self.view
    }
    pub fn counts(&self) -> SokobanCounts {
        let c = self.view.counts();
        let p = self.tally.pruned();
        SokobanCounts {
            expanded: c.expanded,
            generated: c.generated,
            again: self.tally.again(),
            pruned: p.total(),
            pruned_dead: p.dead,
            pruned_frozen: p.frozen,
            frontier: c.frontier,
            closed: c.closed,
        }
    }
    /// How many nodes hold `state` so far.
    pub fn held(&self, state: &State) -> u32 {
        self.tally.held(state)
    }
    /// The node the board shows: the goal once found, else the one being expanded, else the
    /// start.
    pub fn shown(&self) -> u32 {
        self.view.found().or(self.view.expanding()).unwrap_or(0)
    }
}

impl Replay<SokobanEvent> for SokobanView {
    fn forward(&mut self, e: &SokobanEvent) {
        self.tally.forward(e);
        if let SokobanEvent::Search(ev) = e {
            self.view.forward(ev);
        }
    }

    fn backward(&mut self, e: &SokobanEvent) {
        if let SokobanEvent::Search(ev) = e {
            self.view.backward(ev);
        }
        self.tally.backward(e);
    }
}
