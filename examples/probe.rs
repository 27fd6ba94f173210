use searchlight::puzzles::knight::*;
use searchlight::puzzles::board::Board;
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let b = Board::parse(&args[1]).unwrap();
    let start = b.parse_square(&args[2]).unwrap();
    let what = args[3].as_str();
    let t = Instant::now();
    if what == "count" {
        let c = count_tours(b, Some(start), args.get(4).is_some()).unwrap();
        println!("count {c} in {:?}", t.elapsed());
    } else {
        let closed = args.get(4).map_or(false, |a| a == "closed");
        let mut spec = TourSpec::new(b, start, Strategy::parse(what).unwrap(), closed);
        if let Ok(p) = std::env::var("PRUNE") { spec.prune = p == "1"; }
        let r = find_tour(spec, 200_000_000);
        let ok = r.tour.as_ref().map(|t| verify_tour(b, t, closed));
        println!("{:?} {:?} ok={:?} reason={:?} in {:?}", r.outcome, r.stats, ok, r.reason, t.elapsed());
    }
}
