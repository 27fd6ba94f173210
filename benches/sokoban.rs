//! Native benchmark of Sokoban's searches, in states a second (criterion's elements: the
//! states each run expands): A* by pushes over every built-in level (the page's aim is each
//! under a second as wasm), and breadth-first search on the last: by moves with deadlock
//! pruning, by pushes with it and without (by moves without it expands 824,883 states, some
//! seconds a run: `searchlight sokoban --level 10 --algo bfs --by moves --dead off`).
//! Run: cargo bench --bench sokoban

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use searchlight::puzzles::sokoban::{
    levels, solve, Algo, By, Estimate, Outcome, Search, CLI_BOUNDS,
};
use std::time::Duration;

fn search(algo: Algo, by: By, dead: bool) -> Search {
    Search {
        algo,
        by,
        visited: true,
        dead,
        estimate: Estimate::Matching,
    }
}

fn sokoban(c: &mut Criterion) {
    let all = levels::builtin();
    let mut group = c.benchmark_group("sokoban");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    // Every built-in level by A* by pushes, one after another.
    let astar = search(Algo::AStar, By::Pushes, true);
    let expanded: u64 = all
        .iter()
        .map(|l| solve(l, astar, CLI_BOUNDS).expanded)
        .sum();
    group.throughput(Throughput::Elements(expanded));
    group.bench_function("astar pushes, every built-in level", |b| {
        b.iter(|| {
            for l in &all {
                assert_eq!(solve(l, astar, CLI_BOUNDS).outcome, Outcome::Solved);
            }
        })
    });
    let hardest = all.last().expect("built-in levels");
    for (name, s) in [
        ("bfs moves, dead on", search(Algo::Bfs, By::Moves, true)),
        ("bfs pushes, dead on", search(Algo::Bfs, By::Pushes, true)),
        ("bfs pushes, dead off", search(Algo::Bfs, By::Pushes, false)),
    ] {
        group.throughput(Throughput::Elements(solve(hardest, s, CLI_BOUNDS).expanded));
        group.bench_function(format!("{name}, level {}", all.len()), |b| {
            b.iter(|| assert_eq!(solve(hardest, s, CLI_BOUNDS).outcome, Outcome::Solved))
        });
    }
    group.finish();
}

criterion_group!(benches, sokoban);
criterion_main!(benches);
