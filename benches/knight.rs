//! Native benchmarks of the knight's tour: Warnsdorff on 1000x1000 from a corner, and
//! counting every tour from a corner of 5x5 (304) and of 6x6 (524,486).
//! Run: cargo bench --bench knight

use criterion::{criterion_group, criterion_main, Criterion};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::{count_tours, find_tour, Strategy, TourSpec};
use std::time::Duration;

fn warnsdorff_1000(c: &mut Criterion) {
    let board = Board::new(1000, 1000).unwrap();
    let spec = TourSpec::new(board, 0, Strategy::Warnsdorff, false);
    c.bench_function("warnsdorff 1000x1000 from a1", |b| {
        b.iter(|| assert!(find_tour(spec, u64::MAX).tour.is_some()))
    });
}

fn counts(c: &mut Criterion) {
    let five = Board::new(5, 5).unwrap();
    c.bench_function("count 5x5 from a1", |b| {
        b.iter(|| assert_eq!(count_tours(five, Some(0), false).unwrap(), 304))
    });
    let six = Board::new(6, 6).unwrap();
    let mut group = c.benchmark_group("slow");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.bench_function("count 6x6 from a1", |b| {
        b.iter(|| assert_eq!(count_tours(six, Some(0), false).unwrap(), 524_486))
    });
    group.finish();
}

criterion_group!(benches, warnsdorff_1000, counts);
criterion_main!(benches);
