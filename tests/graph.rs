//! Graph search against independent computations: BFS distances against all-pairs
//! Floyd–Warshall, DFS times against the parenthesis theorem, word ladders against the
//! classic cases and the published facts about Knuth's SGB graph.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::needless_range_loop)] // matrix code reads best with indices

use proptest::prelude::*;
use searchlight::engine::bfs::{self, bidirectional, shortest_paths, NONE};
use searchlight::engine::{Bfs, BfsView, DfsForest, EdgeClass, ForestView, Graph, Trace};
use searchlight::puzzles::board::Board;
use searchlight::puzzles::digraph::{self, Digraph, GraphError};
use searchlight::puzzles::knight;
use searchlight::puzzles::knight::layers::{self, KnightGraph};
use searchlight::puzzles::ladder::{self, LadderError, WordList};

/// A graph given by adjacency lists, for random tests.
#[derive(Clone, Debug)]
struct Lists(Vec<Vec<u32>>);

impl Graph for Lists {
    fn vertex_count(&self) -> usize {
        self.0.len()
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend_from_slice(&self.0[v as usize]);
    }
}

/// All-pairs distances by Floyd–Warshall: nothing shared with the BFS.
fn floyd_warshall<G: Graph>(g: &G) -> Vec<Vec<u32>> {
    let n = g.vertex_count();
    let mut d = vec![vec![NONE; n]; n];
    let mut out = Vec::new();
    for u in 0..n {
        d[u][u] = 0;
        out.clear();
        g.neighbours(u as u32, &mut out);
        for &v in &out {
            if v as usize != u {
                d[u][v as usize] = 1;
            }
        }
    }
    for k in 0..n {
        for i in 0..n {
            if d[i][k] == NONE {
                continue;
            }
            for j in 0..n {
                if d[k][j] != NONE && d[i][k] + d[k][j] < d[i][j] {
                    d[i][j] = d[i][k] + d[k][j];
                }
            }
        }
    }
    d
}

fn random_graph(directed: bool) -> impl Strategy<Value = Lists> {
    (1usize..24).prop_flat_map(move |n| {
        prop::collection::vec((0..n as u32, 0..n as u32), 0..n * 3).prop_map(move |pairs| {
            let mut adj = vec![Vec::new(); n];
            for (a, b) in pairs {
                adj[a as usize].push(b);
                if !directed {
                    adj[b as usize].push(a);
                }
            }
            for l in &mut adj {
                l.sort_unstable();
                l.dedup();
            }
            Lists(adj)
        })
    })
}

#[test]
fn knight_distances_on_8x8_from_a1_match_floyd_warshall() {
    let board = Board::new(8, 8).unwrap();
    let all = floyd_warshall(&KnightGraph(board));
    for source in 0..64 {
        assert_eq!(layers::distances(board, source), all[source as usize]);
    }
    let d = layers::distances(board, 0);
    assert_eq!(d[63], 6, "a1 to h8");
    assert_eq!(d[board.parse_square("b1").unwrap() as usize], 3);
    assert_eq!(
        d[board.parse_square("b2").unwrap() as usize],
        4,
        "the corner's diagonal neighbour"
    );
    // Every square is at most 6 moves from a1 on 8x8.
    assert_eq!(d.iter().max(), Some(&6));
}

#[test]
fn hit_to_cog() {
    let list = WordList::parse("classic", "hit hot dot dog lot log cog").unwrap();
    let l = ladder::solve(&list, "hit", "cog", 10).unwrap();
    assert_eq!(l.words.len(), 5);
    assert_eq!(l.count, 2);
    assert_eq!(
        l.all,
        [
            ["hit", "hot", "dot", "dog", "cog"],
            ["hit", "hot", "lot", "log", "cog"]
        ]
    );
    let without = WordList::parse("classic", "hit hot dot dog lot log").unwrap();
    assert_eq!(
        ladder::solve(&without, "hit", "cog", 10).unwrap_err(),
        LadderError::UnknownWord {
            word: "cog".into(),
            list: "classic".into()
        }
    );
    let apart = WordList::parse("classic", "hit hot dot dog lot log cog cat").unwrap();
    let err = ladder::solve(&apart, "hit", "cat", 10).unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"ladder.no_ladder {from: "hit", to: "cat", reachable: 7, reach: ladder.reach_others {others: 6}}"#
    );
}

/// A start that is its own goal: the ladder of one word, said found before any step, as the
/// command line says it (the search has nothing to do: no event, step 0 of 0).
#[test]
fn a_word_to_itself_is_found_at_step_0() {
    use searchlight::engine::{Bfs, BfsView};
    use searchlight::puzzles::message::Param;
    let list = WordList::four();
    let l = ladder::solve(&list, "fool", "fool", 5).unwrap();
    assert_eq!((l.words, l.count), (vec!["fool".to_string()], 1));
    let fool = list.lookup("fool").unwrap();
    let mut bfs = Bfs::new(&list, fool, Some(fool));
    assert_eq!(bfs.step(), None, "nothing to search");
    let view = BfsView::new(list.len(), fool);
    let status = ladder::status(&list, fool, fool, &view, None);
    assert_eq!(status.code, "ladder.found");
    assert_eq!(status.get("ladder"), Some(&Param::Text("FOOL".into())));
    assert_eq!(status.get("words"), Some(&Param::Number(1.0)));
    assert_eq!(status.get("changes"), Some(&Param::Number(0.0)));
    // Another pair starts as before.
    let sage = list.lookup("sage").unwrap();
    assert_eq!(
        ladder::status(&list, fool, sage, &view, None).code,
        "ladder.start"
    );
}

#[test]
fn fool_to_sage() {
    let list = WordList::four();
    for w in [
        "fool", "foul", "foil", "cool", "pool", "poll", "pole", "pale", "sale", "sage", "fail",
    ] {
        assert!(list.lookup(w).is_some(), "{w}");
    }
    let l = ladder::solve(&list, "FOOL", "sage", 50).unwrap();
    ladder::verify(&list, &l.words).unwrap();
    let (s, t) = list.endpoints("fool", "sage").unwrap();
    let d = bfs::distances(&list, s);
    assert_eq!(l.words.len() as u32, d[t as usize] + 1);
    assert_eq!(l.words.first().unwrap(), "fool");
    assert_eq!(l.words.last().unwrap(), "sage");
    assert!(l.count >= 1 && l.all.len() as u64 == l.count.min(50));
    for other in &l.all {
        ladder::verify(&list, other).unwrap();
        assert_eq!(other.len(), l.words.len());
    }
    // Knuth's classic ladder is one of them if it is shortest; it is a ladder in any case.
    let classic: Vec<String> = ["fool", "pool", "poll", "pole", "pale", "sale", "sage"]
        .map(String::from)
        .to_vec();
    ladder::verify(&list, &classic).unwrap();
    assert!(classic.len() >= l.words.len());
}

#[test]
fn sgb_graph_facts() {
    let list = WordList::sgb();
    assert_eq!(list.len(), 5757);
    assert_eq!(list.edge_count(), 14_135);
    assert_eq!(list.components(), (853, 4493));
    let isolated = (0..list.len() as u32)
        .filter(|&i| list.adjacent(i).is_empty())
        .count();
    assert_eq!(isolated, 671);
    let l = ladder::solve(&list, "black", "white", 5).unwrap();
    ladder::verify(&list, &l.words).unwrap();
    // BFS from every word reaches exactly its component: the sum of squared sizes, with
    // components found here by union-find over the pairs one letter apart.
    let mut parent: Vec<usize> = (0..list.len()).collect();
    fn root(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    let words: Vec<&str> = (0..list.len() as u32).map(|i| list.word(i)).collect();
    for a in 0..words.len() {
        for b in a + 1..words.len() {
            let diff = words[a]
                .bytes()
                .zip(words[b].bytes())
                .filter(|(x, y)| x != y)
                .count();
            if diff == 1 {
                let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
                parent[ra] = rb;
            }
        }
    }
    let mut sizes = std::collections::HashMap::new();
    for v in 0..words.len() {
        *sizes.entry(root(&mut parent, v)).or_insert(0u64) += 1;
    }
    assert_eq!(sizes.len(), 853);
    assert_eq!(
        ladder::bfs_sweep(&list),
        sizes.values().map(|s| s * s).sum::<u64>()
    );
}

#[test]
fn ladder_errors_say_what_is_wrong() {
    let list = WordList::four();
    let cases = [
        (
            "fool",
            "sages",
            r#"ladder.different_lengths {a: "fool", a_len: 4, b: "sages", b_len: 5}"#,
        ),
        ("fo0l", "sage", r#"ladder.not_letters {word: "fo0l"}"#),
        (
            "qqqq",
            "sage",
            r#"ladder.unknown_word {word: "qqqq", list: ladder.list_name.four}"#,
        ),
        ("", "sage", "ladder.missing_word"),
    ];
    for (a, b, msg) in cases {
        assert_eq!(ladder::solve(&list, a, b, 5).unwrap_err().to_string(), msg);
    }
    assert_eq!(
        WordList::parse("mine", "cat\ndog don't")
            .unwrap_err()
            .to_string(),
        r#"ladder.bad_list_word {line: 2, token: "don't"}"#
    );
    // A word missing from a person's own list: adding it mends the request.
    let own = WordList::parse("words.txt", "hot dot dog lot log cog").unwrap();
    assert_eq!(
        ladder::solve(&own, "hit", "cog", 5)
            .unwrap_err()
            .to_string(),
        r#"ladder.unknown_word_own {word: "hit", list: ladder.list_name.named {name: "words.txt"}}"#
    );
    assert!(WordList::builtin("huge").is_err());
}

#[test]
fn dfs_textbook_example_times() {
    let g = Digraph::parse(digraph::EXAMPLE).unwrap();
    let r = digraph::report(&g);
    assert_eq!(r.roots, ["u", "w"]);
    let dag = Digraph::parse("shirt tie\ntie jacket\nshirt belt\nbelt jacket\npants belt\npants shoes\nsocks shoes\nundershorts pants\nundershorts shoes\nwatch").unwrap();
    let r = digraph::report(&dag);
    let order = r.topological.expect("no cycle");
    let pos = |n: &str| order.iter().position(|x| x == n).unwrap();
    for (a, b) in dag.edges() {
        assert!(pos(dag.name(a)) < pos(dag.name(b)));
    }
}

/// Check the parenthesis theorem and the edge classes of a finished traversal.
fn check_forest<G: Graph + Clone>(g: &G) {
    let mut t = DfsForest::new(g.clone());
    t.run_to_end();
    let n = g.vertex_count();
    let (d, f) = (t.forest().discovered(), t.forest().finished());
    let mut times: Vec<u32> = d.iter().chain(f).copied().collect();
    times.sort_unstable();
    assert_eq!(
        times,
        (1..=2 * n as u32).collect::<Vec<_>>(),
        "times use 1..=2V once each"
    );
    for u in 0..n {
        assert!(d[u] < f[u]);
        for v in 0..n {
            let (iu, iv) = ((d[u], f[u]), (d[v], f[v]));
            let nested = iu.0 < iv.0 && iv.1 < iu.1;
            let disjoint = iu.1 < iv.0 || iv.1 < iu.0;
            assert!(u == v || nested || disjoint || (iv.0 < iu.0 && iu.1 < iv.1));
        }
    }
    let mut count = 0;
    let mut out = Vec::new();
    for u in 0..n as u32 {
        out.clear();
        g.neighbours(u, &mut out);
        count += out.len();
    }
    assert_eq!(
        t.forest().edges().len(),
        count,
        "every edge classified once"
    );
    for &(u, v, class) in t.forest().edges() {
        let (u, v) = (u as usize, v as usize);
        let v_inside_u = d[u] < d[v] && f[v] < f[u];
        match class {
            EdgeClass::Tree => assert_eq!(t.forest().parents()[v], u as u32),
            EdgeClass::Forward => assert!(v_inside_u && t.forest().parents()[v] != u as u32),
            EdgeClass::Back => assert!(u == v || (d[v] < d[u] && f[u] < f[v])),
            EdgeClass::Cross => assert!(f[v] < d[u]),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn bfs_distances_equal_floyd_warshall(g in random_graph(true), pick in any::<u32>()) {
        let all = floyd_warshall(&g);
        let s = pick % g.vertex_count() as u32;
        let mut search = Bfs::new(g.clone(), s, None);
        search.run_to_end();
        prop_assert_eq!(search.reached().distances(), &all[s as usize][..]);
        prop_assert_eq!(bfs::distances(&g, s), all[s as usize].clone());
        for v in 0..g.vertex_count() as u32 {
            if let Some(p) = search.path_to(v) {
                prop_assert_eq!(p.len() as u32, all[s as usize][v as usize] + 1);
            }
        }
    }

    #[test]
    fn bidirectional_and_plain_bfs_agree(g in random_graph(false), a in any::<u32>(), b in any::<u32>()) {
        let n = g.vertex_count() as u32;
        let (s, t) = (a % n, b % n);
        let plain = bfs::distances(&g, s)[t as usize];
        let (path, _) = bidirectional(&g, s, t);
        match path {
            None => prop_assert_eq!(plain, NONE),
            Some(p) => {
                prop_assert_eq!(p.len() as u32, plain + 1);
                prop_assert_eq!((p[0], *p.last().unwrap()), (s, t));
                let mut out = Vec::new();
                for w in p.windows(2) {
                    out.clear();
                    g.neighbours(w[0], &mut out);
                    prop_assert!(out.contains(&w[1]));
                }
            }
        }
        // The number of shortest paths, by brute force over listed paths on small graphs.
        if let Some((count, listed)) = shortest_paths(&g, s, t, 100_000) {
            prop_assert_eq!(count, listed.len() as u64);
            // Each listed path is a shortest path from s to t along edges, none twice, and a
            // smaller cap lists a prefix of the same list.
            let mut seen = std::collections::HashSet::new();
            let mut out = Vec::new();
            for p in &listed {
                prop_assert_eq!(p.len() as u32, plain + 1);
                prop_assert_eq!((p[0], *p.last().unwrap()), (s, t));
                for w in p.windows(2) {
                    out.clear();
                    g.neighbours(w[0], &mut out);
                    prop_assert!(out.contains(&w[1]));
                }
                prop_assert!(seen.insert(p.clone()));
            }
            let (again, few) = shortest_paths(&g, s, t, 2).unwrap();
            prop_assert_eq!(again, count);
            prop_assert_eq!(&few[..], &listed[..listed.len().min(2)]);
        }
    }

    #[test]
    fn dfs_forest_obeys_the_parenthesis_theorem(g in random_graph(true)) {
        check_forest(&g);
    }

    #[test]
    fn bfs_replay_matches_the_search(g in random_graph(false), pick in any::<u32>(), steps in 0u64..200, back in 0u64..100) {
        let s = pick % g.vertex_count() as u32;
        let mut trace = Trace::new(Bfs::new(g.clone(), s, None), BfsView::new(g.vertex_count(), s), 10_000);
        trace.forward(steps);
        let (search, view) = (trace.search(), trace.view());
        if trace.steps() == trace.recorded() as u64 {
            prop_assert_eq!(view.reached().colours(), search.reached().colours());
            prop_assert_eq!(view.reached().distances(), search.reached().distances());
            prop_assert_eq!(view.reached().predecessors(), search.reached().predecessors());
            prop_assert_eq!(view.reached().queue(), search.reached().queue());
            prop_assert_eq!(view.current(), search.current());
            prop_assert_eq!(view.max_queue() as u64, search.stats().max_queue);
            prop_assert_eq!(view.edges(), search.stats().edges);
            prop_assert_eq!(view.discovered(), search.stats().discovered);
        }
        let here = view.clone();
        let taken = trace.backward(back);
        trace.forward(taken);
        prop_assert_eq!(trace.view(), &here);
    }

    #[test]
    fn forest_replay_matches_the_traversal(g in random_graph(true), steps in 0u64..300, back in 0u64..150) {
        let mut trace = Trace::new(DfsForest::new(g.clone()), ForestView::new(g.vertex_count()), 10_000);
        trace.forward(steps);
        let (search, view) = (trace.search(), trace.view());
        prop_assert_eq!(view.forest().colours(), search.forest().colours());
        prop_assert_eq!(view.forest().discovered(), search.forest().discovered());
        prop_assert_eq!(view.forest().finished(), search.forest().finished());
        prop_assert_eq!(view.forest().roots(), search.forest().roots());
        prop_assert_eq!(view.forest().edges(), search.forest().edges());
        let here = view.clone();
        let taken = trace.backward(back);
        trace.forward(taken);
        prop_assert_eq!(trace.view(), &here);
    }

    #[test]
    fn knight_bfs_on_random_boards(rows in 1u32..=12, cols in 1u32..=12, pick in any::<u32>()) {
        let board = Board::new(rows, cols).unwrap();
        let s = pick % board.len();
        let all = floyd_warshall(&KnightGraph(board));
        prop_assert_eq!(layers::distances(board, s), all[s as usize].clone());
        let _ = knight::degrees(board);
    }
}

/// A path of `n` vertices, each joined to the next: the one shortest path from one end to
/// the other is the whole graph.
struct Path(u32);

impl Graph for Path {
    fn vertex_count(&self) -> usize {
        self.0 as usize
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend(v.checked_sub(1));
        out.extend(Some(v + 1).filter(|&w| w < self.0));
    }
}

#[test]
fn shortest_paths_hundreds_of_thousands_deep_are_listed_without_recursion() {
    // Listing once recursed per vertex on the path: 300,000 deep overflows any test
    // thread's stack.
    let n = 300_000;
    let (count, listed) = shortest_paths(&Path(n), 0, n - 1, 5).unwrap();
    assert_eq!(count, 1);
    assert_eq!(listed.len(), 1);
    assert!(listed[0].iter().copied().eq(0..n));
    // A cap of 0 lists none and still counts.
    let (count, listed) = shortest_paths(&Path(3), 0, 2, 0).unwrap();
    assert_eq!((count, listed.len()), (1, 0));
}

#[test]
fn a_star_on_the_word_ladder_finds_a_shortest_ladder_with_an_admissible_consistent_estimate() {
    use searchlight::engine::{bfs::distances, Graph, SplitMix64};
    use searchlight::puzzles::ladder::{self, letters_apart, WordList};
    let list = WordList::builtin("four").unwrap();
    let mut rng = SplitMix64::new(11);
    let mut out = Vec::new();
    let (mut pairs, mut fewer) = (0, 0);
    while pairs < 60 {
        let (s, t) = (
            rng.below(list.len() as u64) as u32,
            rng.below(list.len() as u64) as u32,
        );
        let to_t = distances(&&list, t);
        if to_t[s as usize] == searchlight::engine::bfs::NONE {
            continue;
        }
        pairs += 1;
        // The estimate never above the true number of changes, and never dropping by more
        // than one along an edge, over the whole component.
        for v in 0..list.len() as u32 {
            let d = to_t[v as usize];
            if d == searchlight::engine::bfs::NONE {
                continue;
            }
            let h = letters_apart(list.word(v), list.word(t));
            assert!(h <= d, "{} to {}: h {h} > {d}", list.word(v), list.word(t));
            out.clear();
            list.neighbours(v, &mut out);
            for &w in &out {
                assert!(h <= 1 + letters_apart(list.word(w), list.word(t)));
            }
        }
        let (cost, path) = ladder::astar(&list, s, t);
        let path = path.expect("a ladder");
        assert_eq!(path.len() as u32 - 1, to_t[s as usize]);
        assert_eq!(cost.changes, u64::from(to_t[s as usize]));
        assert!(path
            .windows(2)
            .all(|w| letters_apart(list.word(w[0]), list.word(w[1])) == 1));
        let l = ladder::solve(&list, list.word(s), list.word(t), 1).unwrap();
        assert_eq!(l.astar, cost);
        fewer += u32::from(cost.discovered <= l.plain.discovered);
    }
    // Steered by the estimate, A* meets no more words than plain BFS on nearly every pair.
    assert!(fewer >= 55, "{fewer} of 60");
}

/// A line of an edge list with a name missing ("b >", "> c", "b,") is refused by its line, not
/// read as the lone vertex left; separators between two names are one edge however written.
#[test]
fn an_edge_line_with_a_name_missing_is_said_by_its_line() {
    for line in ["b >", "> c", "b,", "-b", "b ->", "b>"] {
        match Digraph::parse(&format!("a b\n{line}\nc")) {
            Err(GraphError::BadLine { line: 2, text }) => assert_eq!(text, line.trim()),
            other => panic!("{line:?}: {other:?}"),
        }
    }
    for line in ["b c", "b>c", "b -> c", "b, c", "b - c"] {
        let g = Digraph::parse(&format!("a b\n{line}")).unwrap();
        assert_eq!(g.to_edge_list(), "a b\nb c\n", "{line:?}");
    }
}
