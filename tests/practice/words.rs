//! The word ladder: answers recomputed on a word graph built here by comparing every pair
//! of words, searched by a plain BFS with a queue kept here.

use super::*;

const FOUR: &str = include_str!("../../data/four-letter-words.txt");

/// The four-letter words in the list's order and each one's neighbours (one letter apart),
/// alphabetical, found by comparing every pair.
struct Words {
    words: Vec<String>,
    adjacent: Vec<Vec<usize>>,
}

impl Words {
    fn new() -> Words {
        let words: Vec<String> = FOUR
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .map(str::to_string)
            .collect();
        let mut sorted = words.clone();
        sorted.sort();
        assert_eq!(sorted, words, "the list is in alphabetical order");
        let apart = |a: &str, b: &str| a.bytes().zip(b.bytes()).filter(|(x, y)| x != y).count();
        let adjacent = (0..words.len())
            .map(|i| {
                (0..words.len())
                    .filter(|&j| apart(&words[i], &words[j]) == 1)
                    .collect()
            })
            .collect();
        Words { words, adjacent }
    }
    fn index(&self, w: &str) -> usize {
        self.words.iter().position(|x| x == w).unwrap()
    }
    /// A plain BFS: each word's distance from `s` (usize::MAX unreached).
    fn distances(&self, s: usize) -> Vec<usize> {
        let mut d = vec![usize::MAX; self.words.len()];
        d[s] = 0;
        let mut queue = VecDeque::from([s]);
        while let Some(u) = queue.pop_front() {
            for &v in &self.adjacent[u] {
                if d[v] == usize::MAX {
                    d[v] = d[u] + 1;
                    queue.push_back(v);
                }
            }
        }
        d
    }
}

fn ends(q: &Question, w: &Words) -> (usize, usize) {
    assert_eq!(q.option("list"), Some("four"));
    (
        w.index(q.option("from").unwrap()),
        w.index(q.option("to").unwrap()),
    )
}

/// The ladder's length lies in the level's range: half its figure (at least 2) to it.
fn in_range(d: usize, most: u32) {
    let most = most as usize;
    assert!(((most / 2).max(2)..=most).contains(&d), "{d} of {most}");
}

fn choices(q: &Question) -> BTreeSet<String> {
    let Form::Choice(c) = &q.form else {
        panic!("a choice: {q:?}")
    };
    c.iter().cloned().collect()
}

#[test]
fn ladder_length_is_a_plain_bfs_distance() {
    let w = Words::new();
    each("ladder", "length", |q, most| {
        let (s, t) = ends(q, &w);
        let d = w.distances(s)[t];
        in_range(d, most);
        assert_eq!(q.accepts, vec![d.to_string()]);
        assert_eq!(q.form, Form::Number);
    });
}

#[test]
fn ladder_predecessor_is_any_neighbour_a_layer_nearer() {
    let w = Words::new();
    each("ladder", "predecessor", |q, most| {
        let (s, t) = ends(q, &w);
        let dist = w.distances(s);
        in_range(dist[t], most);
        let x = w.index(&text_param(&q.ask, "word").to_lowercase());
        assert!(dist[x] >= 1 && dist[x] <= dist[t], "{q:?}");
        let near: BTreeSet<String> = w.adjacent[x]
            .iter()
            .filter(|&&v| dist[v] + 1 == dist[x])
            .map(|&v| w.words[v].clone())
            .collect();
        assert_eq!(q.accepts.iter().cloned().collect::<BTreeSet<_>>(), near);
        assert_eq!(q.accepts.len(), near.len());
        let all: BTreeSet<String> = w.adjacent[x].iter().map(|&v| w.words[v].clone()).collect();
        assert_eq!(choices(q), all);
    });
}

#[test]
fn ladder_discover_is_the_first_undiscovered_neighbour_in_a_queue_kept_here() {
    let w = Words::new();
    each("ladder", "discover", |q, most| {
        let (s, t) = ends(q, &w);
        in_range(w.distances(s)[t], most);
        let step: usize = q.option("step").unwrap().parse().unwrap();
        // The run's events one by one: a dequeue, a discovery per undiscovered neighbour in
        // alphabetical order (the goal's ends the run), a finish.
        let mut seen = vec![false; w.words.len()];
        seen[s] = true;
        let mut queue = VecDeque::from([s]);
        let mut event = 0;
        let mut asked = None;
        'run: while let Some(u) = queue.pop_front() {
            event += 1; // the dequeue
            for &v in &w.adjacent[u] {
                if !seen[v] {
                    if event == step {
                        let white: BTreeSet<String> = w.adjacent[u]
                            .iter()
                            .filter(|&&x| !seen[x])
                            .map(|&x| w.words[x].clone())
                            .collect();
                        asked = Some((u, v, white));
                        break 'run;
                    }
                    seen[v] = true;
                    event += 1;
                    if v == t {
                        break 'run;
                    }
                    queue.push_back(v);
                }
            }
            event += 1; // the finish
        }
        let (u, v, white) = asked.expect("the step is a discovery");
        assert_eq!(text_param(&q.ask, "word"), w.words[u].to_uppercase());
        assert_eq!(q.accepts, vec![w.words[v].clone()]);
        assert_eq!(choices(q), white);
    });
}
