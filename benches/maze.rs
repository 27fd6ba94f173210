//! Native benchmark of Shannon's mouse at the aim: a 2000x2000 perfect maze
//! generated (seed 1) and explored to the coin, with BFS's shortest route beside it.
//! Run: cargo bench --bench maze

use criterion::{criterion_group, criterion_main, Criterion};
use searchlight::puzzles::maze::{default_limit, shortest, Maze, Mouse, MouseOutcome};
use std::time::Duration;

fn maze_2000(c: &mut Criterion) {
    let mut group = c.benchmark_group("maze");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("generate 2000x2000", |b| {
        b.iter(|| Maze::generate(2000, 2000, 1, 0))
    });
    let maze = Maze::generate(2000, 2000, 1, 0);
    group.bench_function("explore 2000x2000", |b| {
        b.iter(|| {
            let mut mouse = Mouse::explore(maze.clone(), true, default_limit(maze.len()));
            assert_eq!(mouse.run_to_end(), MouseOutcome::Found);
        })
    });
    group.bench_function("bfs 2000x2000", |b| {
        b.iter(|| assert!(shortest(&maze).is_some()))
    });
    group.finish();
}

criterion_group!(benches, maze_2000);
criterion_main!(benches);
