//! Native benchmark of drawing practice questions on the hardest level: each kind of each
//! view with questions, one question per iteration on a fresh instance, and a whole set of
//! 30 over every such view (the page draws a set in its worker and wants a question in
//! under 50 ms).
//! Run: cargo bench --bench practice

use criterion::{criterion_group, criterion_main, Criterion};
use searchlight::engine::SplitMix64;
use searchlight::puzzles::practice::{self, Level};
use searchlight::puzzles::views::VIEWS;
use std::time::Duration;

fn hardest(c: &mut Criterion) {
    let mut group = c.benchmark_group("practice");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(2))
        .warm_up_time(Duration::from_millis(500));
    for view in VIEWS {
        let Some(p) = &view.practice else { continue };
        for kind in p.kinds {
            let mut rng = SplitMix64::new(1);
            group.bench_function(format!("{} {} hard", view.route, kind.name), |b| {
                b.iter(|| practice::draw(view.route, kind, Level::Hard, &mut rng).unwrap())
            });
        }
    }
    let routes: Vec<&str> = practice::practised().collect();
    let mut seed = 0;
    group.bench_function("set of 30 hard", |b| {
        b.iter(|| {
            seed += 1;
            practice::set(&routes, Level::Hard, 30, seed).unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, hardest);
criterion_main!(benches);
