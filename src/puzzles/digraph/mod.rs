//! A small directed graph that a person edits, for depth-first search with discovery and
//! finish times: the vertices are named, read from an edge list (`from to` per line), and
//! taken in name order, with each adjacency list in name order, as in the textbook.

use super::message::{Coded, Message};

use crate::engine::{DfsForest, EdgeClass, Graph};

pub mod code;
pub mod options;

/// The most vertices an edited graph may have (it has to be drawn).
pub const MAX_VERTICES: usize = 40;
/// The most bytes of edge list read: every edge of the largest graph drawn, with long names,
/// fits well inside it.
pub const MAX_EDGE_LIST_BYTES: usize = 64 << 10;

/// The six-vertex example the view opens on (CLRS, Figure 22.4): two trees, and a back,
/// a forward and a cross edge.
/// (Without a last newline: the edge list as an option keeps it, trimmed.)
pub const EXAMPLE: &str = "u v\nu x\nv y\nw y\nw z\nx v\ny x\nz z";

/// What is wrong with an edge list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// A line that is not `from to` (or a lone vertex).
    BadLine { line: usize, text: String },
    /// A vertex name with characters other than letters, digits and `_`, or too long.
    BadName { line: usize, name: String },
    /// More vertices than can be drawn.
    TooMany(usize),
    /// No vertices at all.
    Empty,
    /// More than [`MAX_EDGE_LIST_BYTES`] of text.
    TooLong(usize),
}

crate::puzzles::message::display_as_message!(GraphError);

impl std::error::Error for GraphError {}

impl Coded for GraphError {
    fn message(&self) -> Message {
        match self {
            GraphError::BadLine { line, text } => Message::new("graph.bad_line")
                .count("line", *line as u64)
                .text("text", text),
            GraphError::BadName { line, name } => Message::new("graph.bad_name")
                .count("line", *line as u64)
                .text("name", name),
            GraphError::TooMany(n) => Message::new("graph.too_many")
                .count("n", *n as u64)
                .count("max", MAX_VERTICES as u64),
            GraphError::Empty => Message::new("graph.empty"),
            GraphError::TooLong(bytes) => Message::new("graph.too_long")
                .count("bytes", *bytes as u64)
                .count("limit", MAX_EDGE_LIST_BYTES as u64),
        }
    }
}

/// A directed graph on named vertices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    names: Vec<String>,
    adjacency: Vec<Vec<u32>>,
}

impl Digraph {
    /// Read an edge list: one `from to` per line, or a lone name for a vertex without edges;
    /// `#` starts a comment. Repeated edges count once.
    /// At most [`MAX_EDGE_LIST_BYTES`] of text and [`MAX_VERTICES`] vertices.
    pub fn parse(text: &str) -> Result<Digraph, GraphError> {
        if text.len() > MAX_EDGE_LIST_BYTES {
            return Err(GraphError::TooLong(text.len()));
        }
        let mut pairs = Vec::new();
        let mut names = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let separator = |c: char| c.is_whitespace() || c == ',' || c == '>' || c == '-';
            let tokens: Vec<&str> = line.split(separator).filter(|t| !t.is_empty()).collect();
            // Separators only between two names: "u >" or "> v" is an edge with a name
            // missing, not the lone vertex it would read as.
            if tokens.is_empty()
                || tokens.len() > 2
                || line.starts_with(separator)
                || line.ends_with(separator)
            {
                return Err(GraphError::BadLine {
                    line: i + 1,
                    text: line.to_string(),
                });
            }
            for t in &tokens {
                let ok = t.len() <= 12 && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if !ok {
                    return Err(GraphError::BadName {
                        line: i + 1,
                        name: t.to_string(),
                    });
                }
                names.push(t.to_string());
            }
            if let [a, b] = tokens[..] {
                pairs.push((a.to_string(), b.to_string()));
            }
        }
        // Names equal in natural order (`v1`, `v01`) fall back to their text, so the order
        // is the same whichever came first (the edge list reads back as it was written).
        names.sort_by_cached_key(|n| (natural(n), n.clone()));
        names.dedup();
        if names.is_empty() {
            return Err(GraphError::Empty);
        }
        if names.len() > MAX_VERTICES {
            return Err(GraphError::TooMany(names.len()));
        }
        let id = |n: &str| {
            names
                .iter()
                .position(|m| m == n)
                .expect("every name is listed") as u32
        };
        let mut adjacency = vec![Vec::new(); names.len()];
        for (a, b) in &pairs {
            adjacency[id(a) as usize].push(id(b));
        }
        for list in &mut adjacency {
            list.sort_unstable();
            list.dedup();
        }
        Ok(Digraph { names, adjacency })
    }

    /// The graph as an edge list that [`Digraph::parse`] reads back.
    pub fn to_edge_list(&self) -> String {
        let mut out = String::new();
        for (u, list) in self.adjacency.iter().enumerate() {
            if list.is_empty() && !self.adjacency.iter().any(|l| l.contains(&(u as u32))) {
                out.push_str(&format!("{}\n", self.names[u]));
            }
            for &v in list {
                out.push_str(&format!("{} {}\n", self.names[u], self.names[v as usize]));
            }
        }
        out
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }
    pub fn name(&self, v: u32) -> &str {
        &self.names[v as usize]
    }
    pub fn len(&self) -> usize {
        self.names.len()
    }
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
    /// Every edge, in vertex order.
    pub fn edges(&self) -> Vec<(u32, u32)> {
        self.adjacency
            .iter()
            .enumerate()
            .flat_map(|(u, l)| l.iter().map(move |&v| (u as u32, v)))
            .collect()
    }
    /// The traversal of this graph.
    pub fn traversal(&self) -> DfsForest<Digraph> {
        DfsForest::new(self.clone())
    }
}

impl Graph for Digraph {
    fn vertex_count(&self) -> usize {
        self.names.len()
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend_from_slice(&self.adjacency[v as usize]);
    }
}

/// Names in order with their numbers compared as numbers: v2 before v10.
fn natural(name: &str) -> (String, u64, String) {
    let digits = name.trim_start_matches(|c: char| !c.is_ascii_digit());
    let prefix = &name[..name.len() - digits.len()];
    let number: String = digits.chars().take_while(|c| c.is_ascii_digit()).collect();
    let rest = &digits[number.len()..];
    (
        prefix.to_string(),
        number.parse().unwrap_or(0),
        rest.to_string(),
    )
}

/// A finished traversal in the textbook's terms, by vertex name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DfsReport {
    /// (name, discovery, finish) for every vertex, in vertex order.
    pub times: Vec<(String, u32, u32)>,
    pub roots: Vec<String>,
    /// (from, to, class) in the order the traversal met them.
    pub edges: Vec<(String, String, EdgeClass)>,
    /// Vertices by decreasing finish time, when there is no cycle.
    pub topological: Option<Vec<String>>,
}

/// Run the whole traversal of `g`.
pub fn report(g: &Digraph) -> DfsReport {
    let mut t = g.traversal();
    t.run_to_end();
    let name = |v: u32| g.name(v).to_string();
    DfsReport {
        times: (0..g.len() as u32)
            .map(|v| {
                (
                    name(v),
                    t.forest().discovered()[v as usize],
                    t.forest().finished()[v as usize],
                )
            })
            .collect(),
        roots: t.forest().roots().iter().map(|&r| name(r)).collect(),
        edges: t
            .forest()
            .edges()
            .iter()
            .map(|&(a, b, c)| (name(a), name(b), c))
            .collect(),
        topological: t
            .topological_order()
            .map(|o| o.into_iter().map(name).collect()),
    }
}

impl Digraph {
    /// This graph with a vertex added: the first free name of a, b, ..., z, then v1, v2, ...
    /// Returns the new edge list and the name.
    pub fn with_new_vertex(&self) -> (String, String) {
        let name = (b'a'..=b'z')
            .map(|c| (c as char).to_string())
            .chain((1..).map(|i| format!("v{i}")))
            .find(|n| !self.names.contains(n))
            .expect("names are unbounded");
        (format!("{}{name}\n", self.to_edge_list()), name)
    }

    /// This graph with the edge `a -> b` added, or removed if it is there.
    pub fn toggling_edge(&self, a: u32, b: u32) -> String {
        let mut g = self.clone();
        let list = &mut g.adjacency[a as usize];
        match list.iter().position(|&v| v == b) {
            Some(i) => {
                list.remove(i);
            }
            None => {
                list.push(b);
                list.sort_unstable();
            }
        }
        g.to_edge_list()
    }

    /// This graph without vertex `v` and its edges.
    pub fn without_vertex(&self, v: u32) -> String {
        let mut out = String::new();
        for (u, list) in self.adjacency.iter().enumerate() {
            if u as u32 == v {
                continue;
            }
            let kept: Vec<&u32> = list.iter().filter(|&&w| w != v).collect();
            let has_in = self
                .adjacency
                .iter()
                .enumerate()
                .any(|(x, l)| x as u32 != v && l.contains(&(u as u32)));
            if kept.is_empty() && !has_in {
                out.push_str(&format!("{}\n", self.names[u]));
            }
            for &w in kept {
                out.push_str(&format!("{} {}\n", self.names[u], self.names[w as usize]));
            }
        }
        out
    }
}

/// The status line of the traversal after the events shown, as a message for the page.
pub fn status(
    g: &Digraph,
    view: &crate::engine::ForestView,
    last: Option<&crate::engine::ForestEvent>,
) -> Message {
    use crate::engine::{EdgeClass, ForestEvent};
    match last {
        None => Message::new("dfs.start")
            .count("vertices", g.len() as u64)
            .count("edges", g.edges().len() as u64)
            .text("first", g.name(0)),
        Some(ForestEvent::Root(r)) => Message::new("dfs.root")
            .count("tree", view.forest().roots().len() as u64)
            .text("vertex", g.name(*r)),
        Some(ForestEvent::Discover {
            vertex,
            parent,
            time,
        }) => {
            if *parent == crate::engine::NONE {
                Message::new("dfs.discover_root")
                    .text("vertex", g.name(*vertex))
                    .num("time", *time)
            } else {
                Message::new("dfs.discover")
                    .text("parent", g.name(*parent))
                    .text("vertex", g.name(*vertex))
                    .num("time", *time)
            }
        }
        Some(ForestEvent::Edge { from, to, class }) => {
            let edge = match class {
                EdgeClass::Tree => Message::new("dfs.edge.tree"),
                EdgeClass::Back => Message::new("dfs.edge.back"),
                EdgeClass::Forward => Message::new("dfs.edge.forward"),
                EdgeClass::Cross => Message::new("dfs.edge.cross"),
            };
            edge.text("from", g.name(*from)).text("to", g.name(*to))
        }
        Some(ForestEvent::Finish { vertex, time }) => Message::new("dfs.finish")
            .text("vertex", g.name(*vertex))
            .num("time", *time)
            .num("discovered", view.forest().discovered()[*vertex as usize]),
        Some(ForestEvent::Done) => {
            let trees = view.forest().roots().len() as u64;
            let cyclic = view.forest().edges().iter().any(|e| e.2 == EdgeClass::Back);
            let done = if cyclic {
                Message::new("dfs.done_cycle")
            } else {
                let mut order: Vec<u32> = (0..g.len() as u32).collect();
                order.sort_by_key(|&v| std::cmp::Reverse(view.forest().finished()[v as usize]));
                let names = order.iter().map(|&v| g.name(v).to_string());
                Message::new("dfs.done_order").list("order", names)
            };
            done.count("trees", trees).count("last", 2 * g.len() as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_textbook_example() {
        let g = Digraph::parse(EXAMPLE).unwrap();
        let r = report(&g);
        let times: Vec<(&str, u32, u32)> = r
            .times
            .iter()
            .map(|(n, d, f)| (n.as_str(), *d, *f))
            .collect();
        assert_eq!(
            times,
            [
                ("u", 1, 8),
                ("v", 2, 7),
                ("w", 9, 12),
                ("x", 4, 5),
                ("y", 3, 6),
                ("z", 10, 11)
            ]
        );
        assert_eq!(r.roots, ["u", "w"]);
        let class = |a: &str, b: &str| {
            r.edges
                .iter()
                .find(|e| e.0 == a && e.1 == b)
                .map(|e| e.2)
                .unwrap()
        };
        assert_eq!(class("u", "x"), EdgeClass::Forward);
        assert_eq!(class("x", "v"), EdgeClass::Back);
        assert_eq!(class("w", "y"), EdgeClass::Cross);
        assert_eq!(class("z", "z"), EdgeClass::Back);
        assert_eq!(class("u", "v"), EdgeClass::Tree);
        assert!(r.topological.is_none());
        assert_eq!(Digraph::parse(&g.to_edge_list()).unwrap(), g);
    }

    #[test]
    fn bad_edge_lists_are_named() {
        assert!(matches!(
            Digraph::parse("a b c"),
            Err(GraphError::BadLine { line: 1, .. })
        ));
        assert!(matches!(
            Digraph::parse("a\nb é"),
            Err(GraphError::BadName { line: 2, .. })
        ));
        assert_eq!(Digraph::parse("# nothing\n\n"), Err(GraphError::Empty));
        let many: String = (0..41).map(|i| format!("v{i} v{}\n", i + 1)).collect();
        assert!(matches!(
            Digraph::parse(&many),
            Err(GraphError::TooMany(42))
        ));
        let g = Digraph::parse("v10 v2\nv2 v1").unwrap();
        assert_eq!(g.names(), ["v1", "v2", "v10"]);
    }
}
