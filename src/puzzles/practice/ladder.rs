//! Practice on word ladders (the view `ladder`), on the four-letter list: two words whose
//! shortest ladder has at most the level's figure of changes (and at least half of it,
//! never fewer than two). The word BFS discovers next while it expands a word, the length
//! of the shortest ladder, and a word's predecessor. Every answer is read off the view's
//! own search ([`crate::engine::Bfs`] on [`WordList`], as [`crate::puzzles::ladder::solve`]
//! runs it) and its narration ([`crate::puzzles::ladder::status`]).

use std::sync::OnceLock;

use super::{Form, Kind, Level, Question};
use crate::engine::{bfs, Bfs, BfsEvent, BfsView, Replay, SplitMix64};
use crate::puzzles::ladder::{status, WordList};
use crate::puzzles::message::Message;

/// The kinds, in the order a page lists them.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "discover",
        make: discover,
    },
    Kind {
        name: "length",
        make: length,
    },
    Kind {
        name: "predecessor",
        make: predecessor,
    },
];

/// The list the questions are on (the view's default), built once: building its word graph
/// is most of a question's time otherwise.
fn list() -> &'static WordList {
    static LIST: OnceLock<WordList> = OnceLock::new();
    LIST.get_or_init(WordList::four)
}

/// A start and a goal drawn from `rng` whose shortest ladder has from half of `most`
/// (at least 2) to `most` changes.
fn ends(rng: &mut SplitMix64, most: u32) -> (u32, u32) {
    let list = list();
    let fewest = (most / 2).max(2);
    loop {
        let s = rng.below(list.len() as u64) as u32;
        let d = bfs::distances(&list, s);
        let far: Vec<u32> = (0..list.len() as u32)
            .filter(|&v| (fewest..=most).contains(&d[v as usize]))
            .collect();
        if !far.is_empty() {
            return (s, far[rng.below(far.len() as u64) as usize]);
        }
    }
}

fn options(s: u32, t: u32) -> Vec<(&'static str, String)> {
    let list = list();
    vec![
        ("list", "four".to_string()),
        ("from", list.word(s).to_string()),
        ("to", list.word(t).to_string()),
    ]
}

/// A word as the page shows it.
fn shown(w: u32) -> String {
    list().word(w).to_uppercase()
}

/// The search's events from `s` to `t`, the ladder view's own BFS.
fn events(s: u32, t: u32) -> Vec<BfsEvent> {
    let mut search = Bfs::new(list(), s, Some(t));
    let mut out = Vec::new();
    while let Some(e) = search.step() {
        out.push(e);
    }
    out
}

/// "BFS is expanding W: which word does it discover next?": a step whose next event is a
/// discovery (the goal's included) with two undiscovered neighbours or more where one
/// exists; the choices are the expanded word's neighbours not yet discovered, which BFS
/// takes in the list's (alphabetical) order; the discovery's narration is the why.
fn discover(rng: &mut SplitMix64, _: Level, most: u32) -> Question {
    let list = list();
    let (s, t) = ends(rng, most);
    let events = events(s, t);
    let mut views = BfsView::new(list.len(), s);
    // Each discovery's step, the word expanded and its neighbours then undiscovered.
    let mut at: Vec<(usize, u32, Vec<u32>)> = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if let BfsEvent::Discover { from, .. } | BfsEvent::Found { from, .. } = *e {
            let dist = views.reached().distances();
            let white: Vec<u32> = list
                .adjacent(from)
                .iter()
                .copied()
                .filter(|&v| dist[v as usize] == bfs::NONE)
                .collect();
            at.push((i, from, white));
        }
        views.forward(e);
    }
    let choosy: Vec<usize> = (0..at.len()).filter(|&k| at[k].2.len() > 1).collect();
    let k = if choosy.is_empty() {
        rng.below(at.len() as u64) as usize
    } else {
        choosy[rng.below(choosy.len() as u64) as usize]
    };
    let (step, from, white) = &at[k];
    let (BfsEvent::Discover { vertex, .. } | BfsEvent::Found { vertex, .. }) = events[*step] else {
        unreachable!("a discovery's step")
    };
    let mut view = BfsView::new(list.len(), s);
    for e in &events[..=*step] {
        view.forward(e);
    }
    let why = status(list, s, t, &view, Some(&events[*step]));
    let mut opts = options(s, t);
    opts.push(("step", step.to_string()));
    Question::new(
        "discover",
        opts,
        Message::new("practice.ladder.discover").text("word", shown(*from)),
        Form::Choice(white.iter().map(|&w| list.word(w).to_string()).collect()),
        vec![list.word(vertex).to_string()],
        why,
    )
}

/// "How many changes has the shortest ladder?": the search's ladder, its changes.
fn length(rng: &mut SplitMix64, _: Level, most: u32) -> Question {
    let list = list();
    let (s, t) = ends(rng, most);
    let mut search = Bfs::new(list, s, Some(t));
    search.run_to_end();
    let path = search.path_to(t).expect("the goal is reachable");
    let changes = path.len() as u32 - 1;
    Question::new(
        "length",
        options(s, t),
        Message::new("practice.ladder.length")
            .text("from", shown(s))
            .text("to", shown(t)),
        Form::Number,
        vec![changes.to_string()],
        Message::new("practice.ladder.why_length")
            .num("changes", changes)
            .list("ladder", path.iter().map(|&w| shown(w))),
    )
}

/// "Which word is W's predecessor?": a word the search discovered before it found the
/// goal (the start excepted); the choices are W's neighbours. The search records the first
/// of them in its queue; each neighbour one layer nearer the start ends a shortest ladder
/// as well, and which one the search records depends on the queue's order, so all are
/// accepted, the search's first.
fn predecessor(rng: &mut SplitMix64, _: Level, most: u32) -> Question {
    let list = list();
    let (s, t) = ends(rng, most);
    let mut search = Bfs::new(list, s, Some(t));
    search.run_to_end();
    let dist = search.reached().distances();
    let found: Vec<u32> = (0..list.len() as u32)
        .filter(|&v| v != s && dist[v as usize] != bfs::NONE)
        .collect();
    let w = found[rng.below(found.len() as u64) as usize];
    let d = dist[w as usize];
    let by = search.reached().predecessors()[w as usize];
    // Layers nearer than the goal's are whole when the goal is found: every word a layer
    // nearer than W has its distance.
    let mut accepts = vec![list.word(by).to_string()];
    accepts.extend(
        list.adjacent(w)
            .iter()
            .filter(|&&v| v != by && dist[v as usize].wrapping_add(1) == d)
            .map(|&v| list.word(v).to_string()),
    );
    let why = Message::new("practice.ladder.why_predecessor")
        .text("word", shown(w))
        .num("distance", d)
        .text("from", shown(by))
        .list("accepts", accepts.iter().map(|a| a.to_uppercase()));
    Question::new(
        "predecessor",
        options(s, t),
        Message::new("practice.ladder.predecessor").text("word", shown(w)),
        Form::Choice(
            list.adjacent(w)
                .iter()
                .map(|&v| list.word(v).to_string())
                .collect(),
        ),
        accepts,
        why,
    )
}
