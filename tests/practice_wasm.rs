//! Practice as WebAssembly in headless Chromium, the page's engine: each kind's question on
//! the hardest level drawn 20 times, each graded right by its own answers, and the mean
//! time a question under the page's aim of 50 ms (the first draw, which builds what is built
//! once, such as the ladder's word graph, timed apart and printed). Not in the suite: a
//! measure, run in release as the page is built:
//!   cargo test --release --target wasm32-unknown-unknown --no-default-features \
//!     --test practice_wasm -- --nocapture
#![cfg(target_arch = "wasm32")]

use searchlight::engine::SplitMix64;
use searchlight::puzzles::practice::{self, Level};
use searchlight::puzzles::views::VIEWS;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const DRAWS: usize = 20;

#[wasm_bindgen_test]
fn a_question_on_the_hardest_level_takes_under_50_ms() {
    for view in VIEWS {
        let Some(p) = &view.practice else { continue };
        for kind in p.kinds {
            let mut rng = SplitMix64::new(1);
            let t0 = js_sys::Date::now();
            practice::draw(view.route, kind, Level::Hard, &mut rng).unwrap();
            let first = js_sys::Date::now() - t0;
            let (mut total, mut worst) = (0.0, 0.0f64);
            for _ in 0..DRAWS {
                let t = js_sys::Date::now();
                let q = practice::draw(view.route, kind, Level::Hard, &mut rng).unwrap();
                let took = js_sys::Date::now() - t;
                total += took;
                worst = worst.max(took);
                assert!(practice::check(&q, &q.answer).right, "{q:?}");
            }
            let mean = total / DRAWS as f64;
            console_log!(
                "{} {} hard: first {first:.0} ms, mean {mean:.2} ms, worst {worst:.0} ms",
                view.route,
                kind.name
            );
            assert!(mean < 50.0, "{} {}: {mean} ms", view.route, kind.name);
        }
    }
}
