//! A recorded search that can be stepped backwards exactly: every event the search produces
//! is kept, and a view model that knows how to apply and take back each event follows a
//! cursor through them. Stepping forward past the recording runs the search; stepping back
//! never does, so back-then-forward always shows the same frames.

use super::{Dfs, Event, Outcome, Problem};

/// A model of what a person sees, changed by one event at a time in either direction.
pub trait Replay<M> {
    /// Show the effect of `event`, the next one.
    fn forward(&mut self, event: &Event<M>);
    /// Take back the effect of `event`, the last one shown.
    fn backward(&mut self, event: &Event<M>);
}

/// Counters derived from the events shown so far, so they step back with the view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TraceCounters {
    /// Events shown.
    pub steps: u64,
    /// States entered below the root.
    pub nodes: u64,
    /// Moves taken back.
    pub backtracks: u64,
    /// Moves on the current path.
    pub depth: u32,
    /// Solutions met.
    pub solutions: u64,
}

impl<M> Replay<M> for TraceCounters {
    fn forward(&mut self, event: &Event<M>) {
        self.steps += 1;
        match event {
            Event::Visit(_) => {
                self.nodes += 1;
                self.depth += 1;
            }
            Event::Backtrack(_) => {
                self.backtracks += 1;
                self.depth -= 1;
            }
            Event::Solution => self.solutions += 1,
            Event::Exhausted => {}
        }
    }

    fn backward(&mut self, event: &Event<M>) {
        self.steps -= 1;
        match event {
            Event::Visit(_) => {
                self.nodes -= 1;
                self.depth -= 1;
            }
            Event::Backtrack(_) => {
                self.backtracks -= 1;
                self.depth += 1;
            }
            Event::Solution => self.solutions -= 1,
            Event::Exhausted => {}
        }
    }
}

/// Why stepping forward stopped short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Halt {
    /// The search is over and every event has been shown.
    Finished,
    /// The recording holds as many events as it may.
    Full,
}

/// A depth-first search with its recording, a cursor into it, and the view at the cursor.
pub struct Trace<P: Problem, V> {
    dfs: Dfs<P>,
    log: Vec<Event<P::Move>>,
    cursor: usize,
    capacity: usize,
    view: V,
    counters: TraceCounters,
}

impl<P: Problem, V: Replay<P::Move>> Trace<P, V> {
    /// Record `dfs` into `view`, keeping at most `capacity` events.
    pub fn new(dfs: Dfs<P>, view: V, capacity: usize) -> Self {
        Trace {
            dfs,
            log: Vec::new(),
            cursor: 0,
            capacity,
            view,
            counters: TraceCounters::default(),
        }
    }

    /// The view after the events up to the cursor.
    pub fn view(&self) -> &V {
        &self.view
    }

    /// Counters after the events up to the cursor.
    pub fn counters(&self) -> TraceCounters {
        self.counters
    }

    /// The search itself, which may be ahead of the cursor.
    pub fn search(&self) -> &Dfs<P> {
        &self.dfs
    }

    /// Events recorded so far.
    pub fn recorded(&self) -> usize {
        self.log.len()
    }

    /// The most events this trace keeps.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// The last event shown, if any.
    pub fn last_event(&self) -> Option<&Event<P::Move>> {
        self.cursor.checked_sub(1).map(|i| &self.log[i])
    }

    /// Whether the search has ended and every event is shown.
    pub fn finished(&self) -> bool {
        self.cursor == self.log.len() && self.dfs.outcome() != Outcome::Running
    }

    fn show(&mut self, event: Event<P::Move>) {
        self.view.forward(&event);
        self.counters.forward(&event);
        self.cursor += 1;
    }

    /// Show up to `n` more events, running the search when the recording runs out.
    /// Returns how many were shown and, if fewer than `n`, why.
    pub fn forward(&mut self, n: u64) -> (u64, Option<Halt>) {
        for done in 0..n {
            if self.cursor < self.log.len() {
                let event = self.log[self.cursor];
                self.show(event);
                continue;
            }
            if self.log.len() >= self.capacity {
                return (done, Some(Halt::Full));
            }
            match self.dfs.step() {
                Some(event) => {
                    self.log.push(event);
                    self.show(event);
                }
                None => return (done, Some(Halt::Finished)),
            }
        }
        (n, None)
    }

    /// Take back up to `n` events; returns how many were taken back.
    pub fn backward(&mut self, n: u64) -> u64 {
        let n = n.min(self.cursor as u64);
        for _ in 0..n {
            self.cursor -= 1;
            let event = self.log[self.cursor];
            self.view.backward(&event);
            self.counters.backward(&event);
        }
        n
    }

    /// Move the cursor to just after event `step` (0 is the start), running the search as
    /// far as needed; returns where the cursor ended up.
    pub fn seek(&mut self, step: u64) -> u64 {
        let here = self.counters.steps;
        if step < here {
            self.backward(here - step);
        } else {
            self.forward(step - here);
        }
        self.counters.steps
    }
}
