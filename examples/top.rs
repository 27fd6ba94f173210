fn main() {
    let f = std::env::var("SET").unwrap_or("top1465".into());
    let text = std::fs::read_to_string(format!("../shared/data/sudoku/{f}.txt")).unwrap();
    let n: usize = std::env::var("N").ok().and_then(|v| v.parse().ok()).unwrap_or(100000);
    let ps: Vec<Vec<u8>> = text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).take(n).map(|l| l.trim().bytes().map(|c| if c == b'.' || c == b'0' { 0 } else { c - b'0' }).collect()).collect();
    let mut g = 0;
    let t = std::time::Instant::now();
    for p in &ps { g += searchlight::puzzles::bands::solve(p, 2).guesses; }
    println!("{} puzzles, {:.2} guesses each, {:.0}/s", ps.len(), g as f64 / ps.len() as f64, ps.len() as f64 / t.elapsed().as_secs_f64());
}
