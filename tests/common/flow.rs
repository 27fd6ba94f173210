//! What the tests of "the code" share: a listing's control flow as an automaton, the labels
//! of the page's listing, and list values read back.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

use searchlight::puzzles::code::Value;

/// The control flow of a listing: which line may run after which ("end" where the run may
/// stop), and the line it starts at.
pub struct Flow {
    pub start: &'static str,
    next: BTreeMap<&'static str, BTreeSet<&'static str>>,
}

impl Flow {
    pub fn new(start: &'static str, edges: &[(&'static str, &[&'static str])]) -> Flow {
        let next = edges
            .iter()
            .map(|(from, to)| (*from, to.iter().copied().collect()))
            .collect();
        Flow { start, next }
    }

    /// Follow `lines` from `at`; the line reached.
    pub fn walk(
        &self,
        mut at: &'static str,
        lines: &[&'static str],
        context: &str,
    ) -> &'static str {
        for &l in lines {
            assert!(
                self.next.get(at).is_some_and(|n| n.contains(l)),
                "{context}: {at} -> {l} is not a way through the listing"
            );
            at = l;
        }
        at
    }

    pub fn can_end(&self, at: &'static str) -> bool {
        self.next.get(at).is_some_and(|n| n.contains("end"))
    }
}

/// The labels of the lines of listing `name` in the page (`www/views/ROUTE/code/NAME.js`), in order.
pub fn page_labels(name: &str) -> Vec<String> {
    // A listing lives with its view: www/views/ROUTE/code/NAME.js, ROUTE being NAME up to
    // its first '_' (knight_java is the knight view's).
    let route = name.split('_').next().unwrap();
    let path = format!(
        "{}/www/views/{route}/code/{name}.js",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.split("label: '")
        .skip(1)
        .map(|s| s[..s.find('\'').unwrap()].to_string())
        .collect()
}

pub fn list(v: Option<&Value>) -> Vec<String> {
    match v {
        Some(Value::List { items, .. }) => items.clone(),
        other => panic!("not a list: {other:?}"),
    }
}
