//! Word ladders: change one letter at a time, every step a word, from one word to another
//! (FOOL, POOL, POLL, POLE, PALE, SALE, SAGE). The word graph joins words of the same length
//! that differ in one position; it is built through wildcard buckets (`f*ol`, `fo*l`, ...),
//! never by comparing every pair. BFS finds the shortest ladders.

use std::collections::HashMap;
use std::fmt;

use crate::puzzles::message::{Coded, Message};

use crate::engine::{bfs, Bfs, Graph};

pub mod options;

/// Knuth's 5,757 five-letter words from the Stanford GraphBase, unchanged.
const SGB: &str = include_str!("../../../data/sgb-words.dat");
/// Four-letter words from SCOWL via Debian's wamerican (see data/SCOWL-COPYRIGHT.txt).
const FOUR: &str = include_str!("../../../data/four-letter-words.txt");

/// The most ladders listed; the count is always exact.
pub const LIST_CAP: usize = 1000;

/// The longest word a list may hold: longer than any English word in common use, and it
/// keeps the word graph's buckets small.
pub const MAX_WORD_LETTERS: usize = 32;
/// The most words a list may hold (Debian's whole wamerican has about 100,000).
pub const MAX_LIST_WORDS: usize = 200_000;
/// The most bytes of list text read (a file or a pasted list).
pub const MAX_LIST_BYTES: usize = 4 << 20;

/// What is wrong with a word list or a ladder request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LadderError {
    /// A word with something other than the letters a to z.
    NotLetters(String),
    /// A word that is not in the list.
    UnknownWord { word: String, list: ListName },
    /// Words of different lengths can never be joined.
    DifferentLengths(String, String),
    /// The words are in different components: no ladder at all.
    NoLadder {
        from: String,
        to: String,
        reachable: usize,
    },
    /// A pasted list with a token that is not a word, on the given line.
    BadListWord { line: usize, token: String },
    /// A pasted list with no words.
    EmptyList,
    /// A list name we do not know.
    UnknownList(String),
    /// A word longer than [`MAX_WORD_LETTERS`] (its first letters, its length).
    WordTooLong {
        line: usize,
        start: String,
        letters: usize,
    },
    /// More than [`MAX_LIST_WORDS`] words.
    TooManyWords,
    /// More than [`MAX_LIST_BYTES`] of text.
    ListTooLong { bytes: usize },
}

crate::puzzles::message::display_as_message!(LadderError);

impl std::error::Error for LadderError {}

impl Coded for LadderError {
    fn message(&self) -> Message {
        match self {
            LadderError::NotLetters(w) if w.trim().is_empty() => {
                Message::new("ladder.missing_word")
            }
            LadderError::NotLetters(w) => Message::new("ladder.not_letters").text("word", w),
            LadderError::UnknownWord { word, list } => Message::new(if list.is_own() {
                "ladder.unknown_word_own"
            } else {
                "ladder.unknown_word"
            })
            .text("word", word)
            .sub("list", list.message()),
            LadderError::DifferentLengths(a, b) => Message::new("ladder.different_lengths")
                .text("a", a)
                .count("a_len", a.len() as u64)
                .text("b", b)
                .count("b_len", b.len() as u64),
            LadderError::NoLadder {
                from,
                to,
                reachable,
            } => Message::new("ladder.no_ladder")
                .text("from", from)
                .text("to", to)
                .count("reachable", *reachable as u64)
                .sub(
                    "reach",
                    match reachable {
                        1 => Message::new("ladder.reach_self"),
                        n => Message::new("ladder.reach_others").count("others", *n as u64 - 1),
                    },
                ),
            LadderError::BadListWord { line, token } => Message::new("ladder.bad_list_word")
                .count("line", *line as u64)
                .text("token", token),
            LadderError::EmptyList => Message::new("ladder.empty_list"),
            LadderError::UnknownList(name) => {
                Message::new("ladder.unknown_list").text("name", name)
            }
            LadderError::WordTooLong {
                line,
                start,
                letters,
            } => Message::new("ladder.word_too_long")
                .count("line", *line as u64)
                .text("start", start)
                .count("letters", *letters as u64)
                .count("limit", MAX_WORD_LETTERS as u64),
            LadderError::TooManyWords => {
                Message::new("ladder.too_many_words").count("limit", MAX_LIST_WORDS as u64)
            }
            LadderError::ListTooLong { bytes } => Message::new("ladder.list_too_long")
                .count("bytes", *bytes as u64)
                .count("limit", MAX_LIST_BYTES as u64),
        }
    }
}

/// A word list's name. The built-in lists and a pasted one are said by the page in the
/// reader's language (a message code each); any other keeps the name it was given (a file's
/// path in the CLI).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListName {
    /// The four-letter words from SCOWL.
    Four,
    /// Knuth's five-letter words from the Stanford GraphBase.
    Sgb,
    /// Words a person pasted into the page.
    Pasted,
    /// Any other list, by the name it was given.
    Named(String),
}

impl ListName {
    /// Whether the list is a person's own (pasted, or a file): a word missing from it can
    /// be added, which a built-in list cannot have.
    pub fn is_own(&self) -> bool {
        matches!(self, ListName::Pasted | ListName::Named(_))
    }

    /// The name as a message for the page: a code for the lists it knows, the given name
    /// as it is otherwise.
    pub fn message(&self) -> Message {
        match self {
            ListName::Four => Message::new("ladder.list_name.four"),
            ListName::Sgb => Message::new("ladder.list_name.sgb"),
            ListName::Pasted => Message::new("ladder.list_name.pasted"),
            ListName::Named(name) => Message::new("ladder.list_name.named").text("name", name),
        }
    }
}

impl From<&str> for ListName {
    fn from(name: &str) -> ListName {
        ListName::Named(name.to_string())
    }
}

/// A list of words and the graph joining those one letter apart.
#[derive(Clone, Debug)]
pub struct WordList {
    name: ListName,
    words: Vec<String>,
    index: HashMap<String, u32>,
    /// Neighbours of word i are `targets[offsets[i]..offsets[i + 1]]`, in list order.
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl WordList {
    /// Knuth's 5,757 five-letter words (the Stanford GraphBase's words.dat).
    pub fn sgb() -> WordList {
        let words = SGB
            .lines()
            .filter(|l| !l.starts_with('*'))
            .map(|l| l[..5].to_string())
            .collect();
        WordList::build(ListName::Sgb, words)
    }

    /// Four-letter words derived from SCOWL (Debian's wamerican).
    pub fn four() -> WordList {
        let words = FOUR
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(str::to_string)
            .collect();
        WordList::build(ListName::Four, words)
    }

    /// A built-in list by name: `four` or `sgb`.
    pub fn builtin(name: &str) -> Result<WordList, LadderError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "four" => Ok(WordList::four()),
            "sgb" => Ok(WordList::sgb()),
            other => Err(LadderError::UnknownList(other.to_string())),
        }
    }

    /// A list a person pasted: words separated by spaces, commas or line breaks, letters
    /// only (case is ignored); lines starting with `#` are comments; repeats count once.
    /// At most [`MAX_LIST_BYTES`] of text, [`MAX_LIST_WORDS`] words and
    /// [`MAX_WORD_LETTERS`] letters a word, checked before the graph is built.
    pub fn parse(name: impl Into<ListName>, text: &str) -> Result<WordList, LadderError> {
        if text.len() > MAX_LIST_BYTES {
            return Err(LadderError::ListTooLong { bytes: text.len() });
        }
        let mut words = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            for token in line.split(|c: char| c.is_whitespace() || c == ',') {
                if token.is_empty() {
                    continue;
                }
                if !token.chars().all(|c| c.is_ascii_alphabetic()) {
                    return Err(LadderError::BadListWord {
                        line: i + 1,
                        token: token.to_string(),
                    });
                }
                if token.len() > MAX_WORD_LETTERS {
                    return Err(LadderError::WordTooLong {
                        line: i + 1,
                        start: token[..12].to_ascii_lowercase(),
                        letters: token.len(),
                    });
                }
                let w = token.to_ascii_lowercase();
                if seen.insert(w.clone()) {
                    if words.len() == MAX_LIST_WORDS {
                        return Err(LadderError::TooManyWords);
                    }
                    words.push(w);
                }
            }
        }
        if words.is_empty() {
            return Err(LadderError::EmptyList);
        }
        Ok(WordList::build(name.into(), words))
    }

    /// The graph of `words` through wildcard buckets: words sharing a bucket such as `p*le`
    /// differ in that position only, and two words one letter apart share exactly one bucket.
    /// A position's buckets are runs of the words sorted with that position masked, so the
    /// memory stays linear in the list (no key per word and position).
    fn build(name: ListName, words: Vec<String>) -> WordList {
        let index: HashMap<String, u32> = words
            .iter()
            .enumerate()
            .map(|(i, w)| (w.clone(), i as u32))
            .collect();
        let longest = words.iter().map(String::len).max().unwrap_or(0);
        let mut adjacency: Vec<Vec<u32>> = vec![Vec::new(); words.len()];
        let mut order: Vec<u32> = Vec::with_capacity(words.len());
        for p in 0..longest {
            let masked = |i: u32| {
                let w = words[i as usize].as_bytes();
                (w.len(), &w[..p], &w[p + 1..])
            };
            order.clear();
            order.extend((0..words.len() as u32).filter(|&i| words[i as usize].len() > p));
            order.sort_unstable_by(|&a, &b| masked(a).cmp(&masked(b)));
            for group in order.chunk_by(|&a, &b| masked(a) == masked(b)) {
                for (k, &a) in group.iter().enumerate() {
                    for &b in &group[k + 1..] {
                        adjacency[a as usize].push(b);
                        adjacency[b as usize].push(a);
                    }
                }
            }
        }
        let mut offsets = Vec::with_capacity(words.len() + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for mut list in adjacency {
            list.sort_unstable();
            targets.extend(list);
            offsets.push(targets.len() as u32);
        }
        WordList {
            name,
            words,
            index,
            offsets,
            targets,
        }
    }

    /// The list's name, e.g. `ListName::Four`.
    pub fn name(&self) -> &ListName {
        &self.name
    }
    /// Number of words.
    pub fn len(&self) -> usize {
        self.words.len()
    }
    /// Whether the list is empty (never: an empty list is refused).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
    /// Word number `i`.
    pub fn word(&self, i: u32) -> &str {
        &self.words[i as usize]
    }
    /// The number of word `w`, if it is in the list.
    pub fn lookup(&self, w: &str) -> Option<u32> {
        self.index.get(w).copied()
    }
    /// Number of edges (pairs of words one letter apart).
    pub fn edge_count(&self) -> usize {
        self.targets.len() / 2
    }
    /// The words one letter away from word `i`.
    pub fn adjacent(&self, i: u32) -> &[u32] {
        &self.targets[self.offsets[i as usize] as usize..self.offsets[i as usize + 1] as usize]
    }
    /// Connected components: how many, and the size of the largest.
    pub fn components(&self) -> (usize, usize) {
        let mut seen = vec![false; self.len()];
        let (mut count, mut largest) = (0, 0);
        let mut stack = Vec::new();
        for s in 0..self.len() {
            if seen[s] {
                continue;
            }
            count += 1;
            seen[s] = true;
            stack.push(s as u32);
            let mut size = 0;
            while let Some(u) = stack.pop() {
                size += 1;
                for &v in self.adjacent(u) {
                    if !seen[v as usize] {
                        seen[v as usize] = true;
                        stack.push(v);
                    }
                }
            }
            largest = largest.max(size);
        }
        (count, largest)
    }

    /// Check a start and goal word: letters only, the same length, both in the list.
    pub fn endpoints(&self, from: &str, to: &str) -> Result<(u32, u32), LadderError> {
        let (from, to) = (from.trim(), to.trim());
        for w in [from, to] {
            if w.is_empty() || !w.chars().all(|c| c.is_ascii_alphabetic()) {
                return Err(LadderError::NotLetters(w.to_string()));
            }
        }
        let (from, to) = (from.to_ascii_lowercase(), to.to_ascii_lowercase());
        if from.len() != to.len() {
            return Err(LadderError::DifferentLengths(from, to));
        }
        let find = |w: &str| {
            self.lookup(w).ok_or_else(|| LadderError::UnknownWord {
                word: w.to_string(),
                list: self.name.clone(),
            })
        };
        Ok((find(&from)?, find(&to)?))
    }
}

impl Graph for WordList {
    fn vertex_count(&self) -> usize {
        self.words.len()
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend_from_slice(self.adjacent(v));
    }
}

impl Graph for &WordList {
    fn vertex_count(&self) -> usize {
        self.words.len()
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend_from_slice(self.adjacent(v));
    }
}

/// The word graph searched towards `goal` by the informed searches (`engine::BestFirst`):
/// a change of one letter costs 1, and the estimate is the number of letters that differ
/// from the goal. It is admissible (a change fixes at most one letter) and consistent (a
/// change alters it by at most one), so A* with it finds a shortest ladder.
pub struct Towards<'a> {
    pub list: &'a WordList,
    pub goal: u32,
}

/// Letters of `a` that differ from `b` position by position (each letter a word is longer
/// by counts too).
pub fn letters_apart(a: &str, b: &str) -> u32 {
    let differ = a.bytes().zip(b.bytes()).filter(|(x, y)| x != y).count();
    (differ + a.len().abs_diff(b.len())) as u32
}

impl crate::engine::Space for Towards<'_> {
    type State = u32;
    fn successors(&self, v: &u32, out: &mut Vec<(u32, u32)>) {
        out.extend(self.list.adjacent(*v).iter().map(|&w| (w, 1)));
    }
    fn is_goal(&self, v: &u32) -> bool {
        *v == self.goal
    }
    fn estimate(&self, v: &u32) -> u32 {
        letters_apart(self.list.word(*v), self.list.word(self.goal))
    }
}

/// What A* did on the way to the goal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AStarCost {
    /// Words met (each kept once: A* here keeps a closed set), the start included.
    pub discovered: u64,
    /// Words taken off the frontier.
    pub expanded: u64,
    /// Successors generated: edges looked along.
    pub edges: u64,
    /// The most words the frontier held.
    pub max_frontier: u64,
    /// The ladder it found, in changes.
    pub changes: u64,
}

/// A* from `s` to `t` with [`Towards`]'s estimate: its cost, and its ladder (None when
/// there is none).
pub fn astar(list: &WordList, s: u32, t: u32) -> (AStarCost, Option<Vec<u32>>) {
    let mut search = crate::engine::BestFirst::new(
        Towards { list, goal: t },
        s,
        crate::engine::Order::AStar,
        crate::engine::Repeats::GraphSearch,
        usize::MAX,
    );
    search.run_to_end();
    let st = search.stats();
    let path = search.solution();
    let cost = AStarCost {
        discovered: search.nodes().len() as u64,
        expanded: st.expanded,
        edges: st.generated,
        max_frontier: st.max_frontier,
        changes: path.as_ref().map_or(0, |p| p.len() as u64 - 1),
    };
    (cost, path)
}

/// A shortest ladder and what it took to find it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ladder {
    /// The words in order, start and goal included.
    pub words: Vec<String>,
    /// How many shortest ladders there are.
    pub count: u64,
    /// Up to `cap` of them, in the list's order.
    pub all: Vec<Vec<String>>,
    /// Vertices the BFS took off its queue before it discovered the goal.
    pub expanded: u64,
    /// The BFS's counters, and those of a bidirectional BFS on the same pair.
    pub plain: crate::engine::BfsStats,
    pub bidirectional: crate::engine::BfsStats,
    /// A* with the letters that differ from the goal as its estimate, on the same pair.
    pub astar: AStarCost,
}

/// The shortest ladder from `from` to `to`, with the number of shortest ladders and up to
/// `cap` of them listed (never more than [`LIST_CAP`], whatever is asked).
pub fn solve(list: &WordList, from: &str, to: &str, cap: usize) -> Result<Ladder, LadderError> {
    let cap = cap.min(LIST_CAP);
    let (s, t) = list.endpoints(from, to)?;
    let mut search = Bfs::new(list, s, Some(t));
    search.run_to_end();
    let Some(path) = search.path_to(t) else {
        let reachable = bfs::distances(&list, s)
            .iter()
            .filter(|&&d| d != bfs::NONE)
            .count();
        return Err(LadderError::NoLadder {
            from: list.word(s).to_string(),
            to: list.word(t).to_string(),
            reachable,
        });
    };
    let (count, paths) = bfs::shortest_paths(&list, s, t, cap).expect("t is reachable");
    let (both, bidirectional) = bfs::bidirectional(&list, s, t);
    debug_assert_eq!(both.map(|p| p.len()), Some(path.len()));
    let (astar, found) = astar(list, s, t);
    debug_assert_eq!(found.map(|p| p.len()), Some(path.len()));
    let words = |p: &[u32]| {
        p.iter()
            .map(|&i| list.word(i).to_string())
            .collect::<Vec<_>>()
    };
    Ok(Ladder {
        words: words(&path),
        count,
        all: paths.iter().map(|p| words(p)).collect(),
        expanded: search.stats().dequeued,
        plain: search.stats(),
        bidirectional,
        astar,
    })
}

/// What [`verify`] found wrong with a ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidLadder {
    NotInList(String),
    /// Two neighbouring words that differ in more than one letter, or in length.
    NotOneLetter(String, String),
}

impl fmt::Display for InvalidLadder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidLadder::NotInList(w) => write!(f, "\"{w}\" is not in the list"),
            InvalidLadder::NotOneLetter(a, b) => write!(f, "{a} to {b} is not one letter's change"),
        }
    }
}

impl std::error::Error for InvalidLadder {}

/// Whether `ladder` is a ladder in `list`: every word in it, each step one letter.
pub fn verify(list: &WordList, ladder: &[String]) -> Result<(), InvalidLadder> {
    if let Some(w) = ladder.iter().find(|w| list.lookup(w).is_none()) {
        return Err(InvalidLadder::NotInList(w.clone()));
    }
    for pair in ladder.windows(2) {
        let (a, b) = (pair[0].as_bytes(), pair[1].as_bytes());
        let differ = a.len() == b.len() && a.iter().zip(b).filter(|(x, y)| x != y).count() == 1;
        if !differ {
            return Err(InvalidLadder::NotOneLetter(
                pair[0].clone(),
                pair[1].clone(),
            ));
        }
    }
    Ok(())
}

/// The status line of a ladder search after the events shown, as a message for the page.
pub fn status(
    list: &WordList,
    from: u32,
    to: u32,
    view: &crate::engine::BfsView,
    last: Option<&crate::engine::BfsEvent>,
) -> Message {
    use crate::engine::BfsEvent;
    let w = |i: u32| list.word(i).to_uppercase();
    match last {
        // The start is the goal: the ladder of one word is found before any step (the
        // search has nothing to do), as the command line says it.
        None if from == to => Message::new("ladder.found")
            .text("ladder", w(from))
            .count("words", 1)
            .count("changes", 0)
            .count("expanded", 0),
        None => Message::new("ladder.start")
            .text("from", w(from))
            .text("to", w(to))
            .count("size", list.len() as u64)
            .sub("list", list.name().message()),
        Some(BfsEvent::Dequeue(u)) => Message::new("ladder.dequeue")
            .text("word", w(*u))
            .num("distance", view.reached().distances()[*u as usize]),
        Some(BfsEvent::Discover {
            vertex,
            from: f,
            distance,
            ..
        }) => Message::new("ladder.discover")
            .text("word", w(*vertex))
            .text("from", w(*f))
            .num("distance", *distance)
            .count("queue", view.reached().queue().len() as u64),
        Some(BfsEvent::Finish { vertex: u, .. }) => {
            Message::new("ladder.finish").text("word", w(*u))
        }
        Some(BfsEvent::Found { vertex, .. }) => {
            let path = view.path_to(*vertex).unwrap_or_default();
            let ladder: Vec<String> = path.iter().map(|&i| w(i)).collect();
            Message::new("ladder.found")
                .text("ladder", ladder.join(" → "))
                .count("words", ladder.len() as u64)
                .count("changes", ladder.len().saturating_sub(1) as u64)
                .count("expanded", view.dequeued())
        }
        Some(BfsEvent::Exhausted) => LadderError::NoLadder {
            from: list.word(from).to_string(),
            to: list.word(to).to_string(),
            reachable: view.discovered() as usize,
        }
        .message(),
    }
}

/// BFS from every word of `list`: the total number of (word, reachable word) pairs. The
/// benchmark of the word graph; a check, too (on SGB it is the sum of squared component
/// sizes).
pub fn bfs_sweep(list: &WordList) -> u64 {
    let mut work = bfs::Distances::default();
    (0..list.len() as u32)
        .map(|s| {
            work.from(&list, s);
            work.reached() as u64
        })
        .sum()
}
