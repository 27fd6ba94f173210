//! A recorded search that can be stepped backwards exactly: every event the search produces
//! is kept, and a view model that knows how to apply and take back each event follows a
//! cursor through them. Stepping forward past the recording runs the search; stepping back
//! never does, so back-then-forward always shows the same frames.

use super::search::{Effect, Replay, SearchEvent, Stepper};

/// Counters derived from the events shown so far, so they step back with the view: of any
/// search whose event is a [`SearchEvent`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TraceCounters {
    /// Events shown.
    pub steps: u64,
    /// States entered (or generated) below the root.
    pub nodes: u64,
    /// Moves taken back.
    pub backtracks: u64,
    /// Moves on the current path.
    pub depth: u32,
    /// Solutions met.
    pub solutions: u64,
    /// Nodes taken to be expanded (breadth- and best-first searches).
    pub expanded: u64,
}

impl TraceCounters {
    #[inline]
    fn count(&mut self, effect: Effect) {
        match effect {
            Effect::Enter => {
                self.nodes += 1;
                self.depth += 1;
            }
            Effect::Leave => {
                self.backtracks += 1;
                self.depth -= 1;
            }
            Effect::Generate(n) => self.nodes += u64::from(n),
            Effect::Expand | Effect::ExpandNode { .. } => self.expanded += 1,
            Effect::Solution | Effect::Found => self.solutions += 1,
            Effect::Finish | Effect::End => {}
        }
    }

    #[inline]
    fn uncount(&mut self, effect: Effect) {
        match effect {
            Effect::Enter => {
                self.nodes -= 1;
                self.depth -= 1;
            }
            Effect::Leave => {
                self.backtracks -= 1;
                self.depth += 1;
            }
            Effect::Generate(n) => self.nodes -= u64::from(n),
            Effect::Expand | Effect::ExpandNode { .. } => self.expanded -= 1,
            Effect::Solution | Effect::Found => self.solutions -= 1,
            Effect::Finish | Effect::End => {}
        }
    }
}

impl<E: SearchEvent> Replay<E> for TraceCounters {
    #[inline]
    fn forward(&mut self, event: &E) {
        self.steps += 1;
        for &effect in event.effects().as_slice() {
            self.count(effect);
        }
    }

    #[inline]
    fn backward(&mut self, event: &E) {
        self.steps -= 1;
        for &effect in event.effects().as_slice().iter().rev() {
            self.uncount(effect);
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

/// A search with its recording, a cursor into it, and the view at the cursor.
///
/// ```
/// use searchlight::engine::{Bfs, BfsView, Graph, Halt, Trace};
///
/// /// Vertices `0..n` in a row, each joined to the next.
/// struct Row(u32);
///
/// impl Graph for Row {
///     fn vertex_count(&self) -> usize {
///         self.0 as usize
///     }
///     fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
///         out.extend(v.checked_sub(1));
///         out.extend(Some(v + 1).filter(|&w| w < self.0));
///     }
/// }
///
/// let mut trace = Trace::new(Bfs::new(Row(3), 0, None), BfsView::new(3, 0), 100);
/// assert_eq!(trace.forward(2), (2, None)); // took 0 off the queue, found 1
/// let early = trace.view().clone();
/// assert_eq!(trace.forward(100), (7, Some(Halt::Finished)));
/// assert_eq!(trace.view().reached().distances(), &[0, 1, 2]);
///
/// // Back to step 2 from the recording, without searching again, and forward once more.
/// assert_eq!(trace.seek(2), (2, None));
/// assert_eq!(trace.view(), &early);
/// assert_eq!(trace.seek(9), (9, None));
/// assert!(trace.finished());
/// ```
pub struct Trace<S: Stepper, V> {
    search: S,
    log: Vec<S::Event>,
    cursor: usize,
    capacity: usize,
    view: V,
}

impl<S: Stepper, V: Replay<S::Event>> Trace<S, V> {
    /// Record `search` into `view`, keeping at most `capacity` events.
    pub fn new(search: S, view: V, capacity: usize) -> Self {
        Trace {
            search,
            log: Vec::new(),
            cursor: 0,
            capacity,
            view,
        }
    }

    /// Record `search` into `view`, keeping at most `bytes` of events (the cap a page sizes
    /// its memory by; an event is a few bytes, its size known here).
    pub fn within_bytes(search: S, view: V, bytes: usize) -> Self {
        let capacity = bytes / std::mem::size_of::<S::Event>().max(1);
        Trace::new(search, view, capacity)
    }

    /// The view after the events up to the cursor.
    pub fn view(&self) -> &V {
        &self.view
    }

    /// Events shown: the cursor.
    pub fn steps(&self) -> u64 {
        self.cursor as u64
    }

    /// The search itself, which may be ahead of the cursor.
    pub fn search(&self) -> &S {
        &self.search
    }

    /// The search itself, let go of with the recording: a fresh trace's search is one that
    /// has not started (what a table runs on its own).
    pub fn into_search(self) -> S {
        self.search
    }

    /// Events recorded so far.
    pub fn recorded(&self) -> usize {
        self.log.len()
    }

    /// The most events this trace keeps.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// The events shown, in order.
    pub fn shown(&self) -> &[S::Event] {
        &self.log[..self.cursor]
    }

    /// The last event shown, if any.
    pub fn last_event(&self) -> Option<&S::Event> {
        self.cursor.checked_sub(1).map(|i| &self.log[i])
    }

    /// Whether the search has ended: every event it makes is recorded (the cursor may
    /// stand anywhere), so the recording's length is the whole search's.
    pub fn ended(&self) -> bool {
        !self.search.running()
    }

    /// Whether the search has ended and every event is shown.
    pub fn finished(&self) -> bool {
        self.cursor == self.log.len() && !self.search.running()
    }

    /// The event after the cursor, without showing it: recorded already, or searched for now
    /// and recorded (so stepping on shows this very event). None when the search has ended
    /// or the recording is full.
    pub fn peek(&mut self) -> Option<S::Event> {
        if self.cursor < self.log.len() {
            return Some(self.log[self.cursor]);
        }
        if self.log.len() >= self.capacity {
            return None;
        }
        let event = self.search.step()?;
        self.log.push(event);
        Some(event)
    }

    fn show(&mut self, event: S::Event) {
        self.view.forward(&event);
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
            match self.search.step() {
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
        }
        n
    }

    /// Move the cursor to just after event `step` (0 is the start), running the search as
    /// far as needed (and the recording allows); returns where the cursor ended up and why
    /// it stopped short, if it did.
    pub fn seek(&mut self, step: u64) -> (u64, Option<Halt>) {
        let here = self.cursor as u64;
        let halt = if step < here {
            self.backward(here - step);
            None
        } else {
            self.forward(step - here).1
        };
        (self.cursor as u64, halt)
    }
}
