//! The DFS forest on the textbook's example and on a DAG.

use super::*;

// The textbook's example (CLRS, figure 22.4): u v w x y z as 0..6.
const U: u32 = 0;
const V: u32 = 1;
const W: u32 = 2;
const X: u32 = 3;
const Y: u32 = 4;
const Z: u32 = 5;

fn textbook_graph() -> Vec<Vec<u32>> {
    vec![vec![V, X], vec![Y], vec![Y, Z], vec![V], vec![X], vec![Z]]
}

#[test]
fn dfs_forest_on_the_textbook_example() {
    use EdgeClass::{Back, Cross, Forward, Tree};
    use ForestEvent::{Discover, Done, Edge, Finish, Root};
    let mut walk = DfsForest::new(textbook_graph());
    let events: Vec<_> = std::iter::from_fn(|| walk.step()).collect();
    let found = |vertex, parent, time| Discover {
        vertex,
        parent,
        time,
    };
    let edge = |from, to, class| Edge { from, to, class };
    let finish = |vertex, time| Finish { vertex, time };
    assert_eq!(
        events,
        [
            Root(U),
            found(U, NONE, 1),
            found(V, U, 2),
            found(Y, V, 3),
            found(X, Y, 4),
            edge(X, V, Back),
            finish(X, 5),
            finish(Y, 6),
            finish(V, 7),
            edge(U, X, Forward),
            finish(U, 8),
            Root(W),
            found(W, NONE, 9),
            edge(W, Y, Cross),
            found(Z, W, 10),
            edge(Z, Z, Back),
            finish(Z, 11),
            finish(W, 12),
            Done,
        ]
    );
    assert_eq!(walk.forest().discovered(), &[1, 2, 9, 4, 3, 10]);
    assert_eq!(walk.forest().finished(), &[8, 7, 12, 5, 6, 11]);
    assert_eq!(walk.forest().parents(), &[NONE, U, NONE, Y, V, W]);
    assert_eq!(walk.forest().roots(), &[U, W]);
    assert_eq!(
        walk.forest().edges(),
        &[
            (U, V, Tree),
            (V, Y, Tree),
            (Y, X, Tree),
            (X, V, Back),
            (U, X, Forward),
            (W, Y, Cross),
            (W, Z, Tree),
            (Z, Z, Back),
        ]
    );
    assert_eq!(walk.time(), 12);
    assert_eq!(
        walk.topological_order(),
        None,
        "x -> v -> y -> x is a cycle"
    );
    check_forest(&textbook_graph(), &walk);
}

#[test]
fn dfs_forest_orders_a_dag_topologically() {
    // The undershorts-to-jacket example of the same chapter, by index.
    let dag = vec![
        vec![1, 6], // 0 undershorts -> pants, shoes
        vec![2, 6], // 1 pants -> belt, shoes
        vec![3],    // 2 belt -> jacket
        vec![],     // 3 jacket
        vec![2, 5], // 4 shirt -> belt, tie
        vec![3],    // 5 tie -> jacket
        vec![],     // 6 shoes
        vec![6],    // 7 socks -> shoes
        vec![],     // 8 watch
    ];
    let mut walk = DfsForest::new(dag.clone());
    assert_eq!(walk.topological_order(), None, "not before the end");
    walk.run_to_end();
    let order = walk.topological_order().expect("no cycle");
    let at = |v: u32| order.iter().position(|&x| x == v).unwrap();
    for (u, list) in dag.iter().enumerate() {
        for &v in list {
            assert!(at(u as u32) < at(v), "{u} before {v}");
        }
    }
    check_forest(&dag, &walk);
}
