//! The maze mouse graded by its whiskers.

use super::*;

#[test]
fn maze_mouse_graded_by_its_whiskers() {
    use searchlight::puzzles::maze::{self, Dir, Maze, Mouse, MouseEvent, MouseView};
    use searchlight::puzzles::message::Message;
    let mut graded = 0u64;
    let mut seen = BTreeSet::new();
    for seed in 0..16u64 {
        let (rows, cols) = (3 + (seed % 5) as u32, 3 + (seed % 4) as u32);
        let m = Maze::generate(rows, cols, seed, (seed % 3) as u32 * 2);
        let visited = seed % 2 == 0;
        let mut trace = Trace::new(
            Mouse::explore(m.clone(), visited, 100_000),
            MouseView::new(&m, None),
            1 << 20,
        );
        // Kept here from the events alone: the way in to each square of the path (none at
        // the start), the directions tried there, and the squares entered.
        let mut levels: Vec<(Option<Dir>, u8)> = vec![(None, 0)];
        let mut been = vec![false; m.len()];
        been[m.start() as usize] = true;
        loop {
            let next = trace.peek();
            let view = trace.view().clone();
            let q = maze::predict::question(&m, &view, next, Message::new("why"));
            let Some(next) = next else { break };
            let q = q.unwrap();
            let at = view.at();
            let (came, tried) = *levels.last().unwrap();
            let facing = view.facing();
            let expected: Option<BTreeSet<String>> = if at == m.coin() {
                None
            } else if tried >= 4 {
                if levels.len() == 1 {
                    None
                } else {
                    Some(set(["back".into()]))
                }
            } else {
                match m.open(at, facing) {
                    Some(to) if came != Some(facing) && !(visited && been[to as usize]) => {
                        Some(set(["ahead".into(), m.name(to)]))
                    }
                    _ if tried + 1 < 4 => Some(set(["turn".into()])),
                    _ => Some(set(["back".into()])),
                }
            };
            match &expected {
                None => assert!(q.free, "{next:?}"),
                Some(e) => {
                    let mut got = set(q.accepts.clone());
                    if let MouseEvent::BackUp { to, .. } = next {
                        assert!(
                            got.remove(&m.name(to)),
                            "the square backed into is accepted"
                        );
                    }
                    assert_eq!(&got, e, "seed {seed}: {next:?}");
                    seen.insert(
                        q.answer
                            .clone()
                            .chars()
                            .filter(|c| c.is_alphabetic())
                            .collect::<String>()
                            .len()
                            .min(5),
                    );
                    let mut answers: Vec<String> =
                        ["ahead", "turn", "back", "Turn right", "前进", "fly"]
                            .map(String::from)
                            .to_vec();
                    answers.extend((0..m.len() as u32).map(|s| m.name(s)));
                    for a in answers {
                        let v = maze::predict::grade(&m, &view, &q, &a);
                        let read = match a.as_str() {
                            "Turn right" => "turn".to_string(),
                            "前进" => "ahead".to_string(),
                            _ => a.clone(),
                        };
                        assert_eq!(v.right, q.accepts.contains(&read), "{a}: {next:?}");
                        graded += 1;
                    }
                }
            }
            trace.forward(1);
            match next {
                MouseEvent::Feel { .. } => levels.last_mut().unwrap().1 += 1,
                MouseEvent::Move { to, facing, .. } => {
                    levels.last_mut().unwrap().1 += 1;
                    levels.push((Some(facing.back()), 0));
                    been[to as usize] = true;
                }
                MouseEvent::BackUp { .. } => {
                    levels.pop();
                }
                _ => {}
            }
        }
    }
    assert!(graded > 10_000, "{graded}");
}
