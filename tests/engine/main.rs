//! The engines on their own, away from any puzzle: a toy problem small enough that every
//! event and counter can be written out by hand, then checked against brute force on larger
//! sizes; BFS and the DFS forest on small graphs by hand and on random graphs against
//! computations that share nothing with them; recording and replay with `Trace`.
#![cfg(not(target_arch = "wasm32"))]

use std::cell::RefCell;
use std::rc::Rc;

use proptest::prelude::*;
use searchlight::engine::{
    Bfs, BfsEvent, BfsStats, BfsView, Colour, Dfs, DfsForest, DfsStats, EdgeClass, Event,
    ForestEvent, FrontierBfs, FrontierEvent, FrontierStats, FrontierView, Goal, Graph, Halt,
    Outcome, Problem, Replay, Stepper, Trace, TraceCounters, NONE,
};

/// Binary strings of `length` bits that end in 0 (the empty string when `length` is 0),
/// optionally with no two 1s side by side. That rule prunes as the search goes down, while
/// the one about the end is only checked at full length, so the strings ending in 1 are
/// the dead ends.
struct Bits {
    length: usize,
    no_two_ones: bool,
}

impl Bits {
    fn new(length: usize) -> Self {
        Bits {
            length,
            no_two_ones: true,
        }
    }
}

impl Problem for Bits {
    type State = Vec<u8>;
    type Move = u8;
    fn successors(&self, bits: &Vec<u8>, out: &mut Vec<u8>) {
        if bits.len() < self.length {
            out.push(0);
            if !(self.no_two_ones && bits.last() == Some(&1)) {
                out.push(1);
            }
        }
    }
    fn apply(&self, bits: &mut Vec<u8>, bit: u8) {
        bits.push(bit);
    }
    fn undo(&self, bits: &mut Vec<u8>, bit: u8) {
        assert_eq!(bits.pop(), Some(bit), "undo takes back the last move");
    }
    fn is_goal(&self, bits: &Vec<u8>) -> bool {
        bits.len() == self.length && bits.last() != Some(&1)
    }
}

/// Every string of `length` bits, most significant first, so in the order DFS meets them.
fn all_strings(length: usize) -> Vec<Vec<u8>> {
    (0u32..1 << length)
        .map(|n| (0..length).rev().map(|i| (n >> i & 1) as u8).collect())
        .collect()
}

fn has_two_ones(bits: &[u8]) -> bool {
    bits.windows(2).any(|w| w == [1, 1])
}

/// The solutions of `Bits::new(length)` by enumeration, in lexicographic order.
fn brute_solutions(length: usize) -> Vec<Vec<u8>> {
    all_strings(length)
        .into_iter()
        .filter(|b| !has_two_ones(b) && b.last() != Some(&1))
        .collect()
}

/// The states a search stood in when it reported each solution.
fn solutions_met<P: Problem>(search: &mut Dfs<P>) -> Vec<P::State>
where
    P::State: Clone,
{
    let mut found = Vec::new();
    while let Some(event) = search.step() {
        if matches!(event, Event::Solution) {
            found.push(search.state().clone());
        }
    }
    found
}

/// A `Trace` of `Bits::new(length)` with all solutions, counting as it goes.
fn bits_trace(length: usize, capacity: usize) -> Trace<Dfs<Bits>, TraceCounters> {
    let search = Dfs::new(Bits::new(length), Vec::new(), Goal::All);
    Trace::new(search, TraceCounters::default(), capacity)
}

/// A directed graph as a matrix of which edges are there, for random tests.
#[derive(Clone, Debug)]
struct Matrix {
    n: usize,
    edge: Vec<bool>,
}

impl Graph for Matrix {
    fn vertex_count(&self) -> usize {
        self.n
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        let row = &self.edge[v as usize * self.n..][..self.n];
        out.extend((0..self.n as u32).filter(|&w| row[w as usize]));
    }
}

impl Matrix {
    fn has(&self, u: u32, v: u32) -> bool {
        self.edge[u as usize * self.n + v as usize]
    }
}

/// Random directed graphs of 1 to 14 vertices, edges of about `density` percent.
fn matrix(density: u32) -> impl Strategy<Value = Matrix> {
    (1usize..=14).prop_flat_map(move |n| {
        prop::collection::vec((0u32..100).prop_map(move |x| x < density), n * n)
            .prop_map(move |edge| Matrix { n, edge })
    })
}

/// Distances from `source` by relaxing every edge until nothing changes (Bellman–Ford),
/// which shares nothing with a queue.
fn relaxed_distances(g: &Matrix, source: u32) -> Vec<u32> {
    let mut d = vec![NONE; g.n];
    d[source as usize] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for u in 0..g.n as u32 {
            for v in 0..g.n as u32 {
                let via = d[u as usize].saturating_add(1);
                if d[u as usize] != NONE && g.has(u, v) && via < d[v as usize] {
                    d[v as usize] = via;
                    changed = true;
                }
            }
        }
    }
    d
}

/// Whether `a` is `b` or an ancestor of it in the forest, by following parents from `b`.
fn is_ancestor(parents: &[u32], a: u32, mut b: u32) -> bool {
    loop {
        if a == b {
            return true;
        }
        if parents[b as usize] == NONE {
            return false;
        }
        b = parents[b as usize];
    }
}

/// The textbook's facts about a finished DFS forest, checked through the parents rather
/// than the times where it can: times 1..=2V once each, intervals disjoint or nested as
/// ancestry says, and each edge's class as ancestry and the times say.
fn check_forest(g: &impl Graph, walk: &DfsForest<impl Graph>) {
    let n = g.vertex_count() as u32;
    let (d, f, parents) = (
        walk.forest().discovered(),
        walk.forest().finished(),
        walk.forest().parents(),
    );
    let mut times: Vec<u32> = d.iter().chain(f).copied().collect();
    times.sort_unstable();
    assert!(times.iter().copied().eq(1..=2 * n), "times {times:?}");
    for u in 0..n {
        for v in 0..n {
            let (du, fu, dv, fv) = (d[u as usize], f[u as usize], d[v as usize], f[v as usize]);
            let disjoint = fu < dv || fv < du;
            let v_inside_u = du < dv && fv < fu;
            let u_inside_v = dv < du && fu < fv;
            assert!(
                u == v || disjoint || v_inside_u || u_inside_v,
                "{u} and {v}"
            );
            assert_eq!(
                u != v && is_ancestor(parents, u, v),
                v_inside_u,
                "{u} over {v}"
            );
        }
    }
    for (i, &r) in walk.forest().roots().iter().enumerate() {
        assert_eq!(parents[r as usize], NONE);
        assert!(
            i == 0 || walk.forest().roots()[i - 1] < r,
            "roots in index order"
        );
    }
    let mut out = Vec::new();
    let mut expected_edges = Vec::new();
    for u in 0..n {
        out.clear();
        g.neighbours(u, &mut out);
        expected_edges.extend(out.iter().map(|&v| (u, v)));
    }
    let mut met: Vec<(u32, u32)> = walk
        .forest()
        .edges()
        .iter()
        .map(|&(u, v, _)| (u, v))
        .collect();
    met.sort_unstable();
    assert_eq!(met, expected_edges, "every edge classified once");
    for &(u, v, class) in walk.forest().edges() {
        let under = |a, b| a != b && is_ancestor(parents, a, b);
        let expected = if parents[v as usize] == u && d[u as usize] < d[v as usize] {
            EdgeClass::Tree
        } else if is_ancestor(parents, v, u) {
            EdgeClass::Back
        } else if under(u, v) {
            EdgeClass::Forward
        } else {
            assert!(
                f[v as usize] < d[u as usize],
                "a cross edge points back in time"
            );
            EdgeClass::Cross
        };
        assert_eq!(class, expected, "{u} -> {v}");
    }
}

/// Whether a graph has a cycle, by Kahn's algorithm: peel off vertices with no edge in.
fn has_cycle(g: &Matrix) -> bool {
    let mut into: Vec<usize> = (0..g.n as u32)
        .map(|v| (0..g.n as u32).filter(|&u| g.has(u, v)).count())
        .collect();
    let mut ready: Vec<u32> = (0..g.n as u32).filter(|&v| into[v as usize] == 0).collect();
    let mut peeled = 0;
    while let Some(u) = ready.pop() {
        peeled += 1;
        for v in 0..g.n as u32 {
            if g.has(u, v) {
                into[v as usize] -= 1;
                if into[v as usize] == 0 {
                    ready.push(v);
                }
            }
        }
    }
    peeled < g.n
}

mod bfs;
mod dfs;
mod forest;
mod frontier;
mod trace;
