//! Recording and replay with `Trace`, and views taken back in order.

use super::*;

#[test]
fn trace_steps_back_and_forth_exactly() {
    let mut plain = Dfs::new(Bits::new(6), Vec::new(), Goal::All);
    let events: Vec<_> = std::iter::from_fn(|| plain.step()).collect();
    let total = events.len() as u64;

    // The counters after every number of events, taken one step at a time.
    let mut trace = bits_trace(6, 10_000);
    let mut after = vec![*trace.view()];
    while trace.forward(1) == (1, None) {
        after.push(*trace.view());
    }
    assert_eq!(after.len() as u64, total + 1);
    assert_eq!(trace.shown(), events);
    assert!(trace.finished());
    assert_eq!(trace.last_event(), Some(&Event::Exhausted));

    // At the end the counters derived from the events are the engine's own.
    let (view, stats) = (trace.view(), trace.search().stats());
    assert_eq!(
        (view.steps, view.nodes, view.backtracks, view.depth),
        (stats.steps, stats.nodes, stats.backtracks, stats.depth)
    );
    assert_eq!(view.solutions, stats.solutions);

    for n in (0..total).rev() {
        assert_eq!(trace.backward(1), 1);
        assert_eq!(trace.view(), &after[n as usize], "back to step {n}");
        assert_eq!(trace.steps(), n);
    }
    assert_eq!(trace.backward(5), 0, "nothing before the start");
    assert_eq!(trace.last_event(), None);

    for &(to, back) in &[(7, 3), (total, 10), (30, 30), (1, 1), (total - 1, 0)] {
        assert_eq!(trace.seek(to), (to, None));
        assert_eq!(trace.view(), &after[to as usize]);
        let here = *trace.view();
        assert_eq!(trace.backward(back), back);
        assert_eq!(trace.view(), &after[(to - back) as usize]);
        assert_eq!(trace.forward(back), (back, None));
        assert_eq!(trace.view(), &here, "back {back} then forward from {to}");
    }
    assert_eq!(
        trace.recorded() as u64,
        total,
        "stepping back never searched again"
    );
    assert_eq!(trace.search().stats().steps, total);

    assert_eq!(trace.seek(total + 5), (total, Some(Halt::Finished)));
    assert_eq!(trace.forward(3), (0, Some(Halt::Finished)));
    assert_eq!(trace.view(), &after[total as usize]);
}

#[test]
fn trace_stops_when_the_recording_is_full() {
    let mut trace = bits_trace(6, 5);
    assert_eq!(trace.capacity(), 5);
    assert_eq!(trace.forward(100), (5, Some(Halt::Full)));
    assert_eq!(trace.recorded(), 5);
    assert_eq!(
        trace.search().stats().steps,
        5,
        "the search waits with the recording"
    );
    assert!(!trace.finished());
    assert_eq!(trace.backward(3), 3);
    assert_eq!(trace.forward(100), (3, Some(Halt::Full)));
    assert_eq!(trace.seek(2), (2, None));
    assert_eq!(trace.seek(9), (5, Some(Halt::Full)));

    // Room for every event: it finishes instead.
    let mut roomy = bits_trace(2, 13);
    assert_eq!(roomy.forward(13), (13, None));
    assert!(roomy.finished());
}

/// A view that writes down what it is told, into a log shared with another.
struct Tell(&'static str, Rc<RefCell<Vec<String>>>);

impl<E> Replay<E> for Tell {
    fn forward(&mut self, _: &E) {
        self.1.borrow_mut().push(format!("{} forward", self.0));
    }
    fn backward(&mut self, _: &E) {
        self.1.borrow_mut().push(format!("{} backward", self.0));
    }
}

#[test]
fn a_pair_of_views_takes_back_in_the_opposite_order() {
    let log = Rc::new(RefCell::new(Vec::new()));
    let pair = (Tell("a", log.clone()), Tell("b", log.clone()));
    let mut trace = Trace::new(Dfs::new(Bits::new(1), Vec::new(), Goal::All), pair, 10);
    assert_eq!(trace.forward(1), (1, None));
    assert_eq!(trace.backward(1), 1);
    assert_eq!(
        *log.borrow(),
        ["a forward", "b forward", "b backward", "a backward"]
    );
}
