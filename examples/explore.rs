use searchlight::puzzles::knight::*;
use searchlight::puzzles::board::Board;
use std::time::Instant;
fn main() {
    let prune = std::env::var("PRUNE").map(|p| p == "1").unwrap_or(true);
    let closed = std::env::var("CLOSED").is_ok();
    let args: Vec<String> = std::env::args().collect();
    for b in &args[1..] {
        let board = Board::parse(b).unwrap();
        let t = Instant::now();
        let (mut ok, mut none, mut gave, mut maxn) = (0, 0, 0, 0);
        let mut bad = vec![];
        for s in 0..board.len() {
            let mut spec = TourSpec::new(board, s, Strategy::Warnsdorff, closed);
            spec.prune = prune;
            let r = find_tour(spec, 5_000_000);
            maxn = maxn.max(r.stats.nodes);
            match (&r.tour, r.outcome) {
                (Some(t), _) => { verify_tour(board, t, closed).unwrap(); ok += 1 }
                (None, searchlight::engine::Outcome::Exhausted) => { none += 1; bad.push(board.name(s)); }
                _ => { gave += 1; bad.push(format!("{}?", board.name(s))); }
            }
        }
        println!("{b}: ok {ok} none {none} gaveup {gave} maxnodes {maxn} {:?} {:?}", t.elapsed(), if bad.len() < 20 { bad } else { vec![] });
    }
}
