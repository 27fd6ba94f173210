//! Graph search for the page: BFS layers on the knight graph, word ladders, and depth-first
//! search with discovery and finish times on an editable directed graph (models `bfs`,
//! `ladder` and `dfs`). Each records its search so the player steps it both ways.

use std::rc::Rc;

use wasm_bindgen::prelude::*;

use serde::Serialize;

use super::code::last_two;
use super::predict::after;
use super::search::{Model, Page, Player};
use super::{args, error, to_js};
use crate::engine::{Bfs, BfsView, Colour, DfsForest, EdgeClass, ForestView, NONE};
use crate::puzzles::bfs::code as bfs_code;
use crate::puzzles::bfs::predict as bfs;
use crate::puzzles::board::Board;
use crate::puzzles::code::CodeState;
use crate::puzzles::digraph::{self, Digraph};
use crate::puzzles::forest::predict as forest;
use crate::puzzles::knight;
use crate::puzzles::knight::layers::{self, KnightGraph};
use crate::puzzles::ladder::{self, ListName, WordList};
use crate::puzzles::message::Message;
use crate::puzzles::predict::{Question, Verdict};

fn colour_codes(colours: &[Colour]) -> Vec<u8> {
    colours.iter().map(|&c| layers::colour_code(c)).collect()
}

/// Distances with -1 for "not discovered", as JavaScript prefers.
fn signed(values: &[u32]) -> Vec<i32> {
    values
        .iter()
        .map(|&d| if d == NONE { -1 } else { d as i32 })
        .collect()
}

/// What a BFS view shows at the cursor, shared by the knight layers and the word ladder.
#[derive(Serialize, tsify::Tsify)]
struct BfsFrame {
    /// 0 white, 1 gray, 2 black, per vertex.
    colours: Vec<u8>,
    /// Distance per vertex, -1 where not yet discovered.
    distances: Vec<i32>,
    /// Predecessor per vertex, -1 for none.
    predecessors: Vec<i32>,
    /// The queue, front first.
    queue: Vec<u32>,
    /// The vertex being expanded.
    current: Option<u32>,
    /// The layer being expanded.
    layer: Option<u32>,
    discovered: f64,
    dequeued: f64,
    /// Edges looked along so far.
    edges: f64,
    max_queue: u32,
}

impl BfsFrame {
    fn of(view: &BfsView) -> BfsFrame {
        BfsFrame {
            colours: colour_codes(view.reached().colours()),
            distances: signed(view.reached().distances()),
            predecessors: signed(view.reached().predecessors()),
            queue: view.reached().queue().iter().copied().collect(),
            current: view.current(),
            layer: view.layer(),
            discovered: view.discovered() as f64,
            dequeued: view.dequeued() as f64,
            edges: view.edges() as f64,
            max_queue: view.max_queue(),
        }
    }
}

/// BFS in layers on the knight graph from a chosen square (model `bfs`).
#[derive(Clone)]
pub(crate) struct KnightLayers {
    board: Board,
    source: u32,
}

impl Model for KnightLayers {
    type Search = Bfs<KnightGraph>;
    type View = BfsView;
    fn start(&self) -> (Self::Search, Self::View) {
        (
            layers::search(self.board, self.source),
            BfsView::new(self.board.len() as usize, self.source),
        )
    }
}

impl Page for Player<KnightLayers> {
    fn offers(&self) -> &'static [&'static str] {
        &["question", "answer", "code", "table", "path_to"]
    }
    /// The frame at the cursor (`LayersFrame`): the board, the BFS's state and the status
    /// message.
    fn frame(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "LayersFrame")]
        struct Frame {
            rows: u32,
            cols: u32,
            source: u32,
            #[serde(flatten)]
            bfs: BfsFrame,
            status: Message,
        }
        let view = self.trace.view();
        to_js(&Frame {
            rows: self.model.board.rows(),
            cols: self.model.board.cols(),
            source: self.model.source,
            bfs: BfsFrame::of(view),
            status: layers::status(
                self.model.board,
                self.model.source,
                view,
                self.trace.last_event(),
            ),
        })
    }
    fn table(&self) -> Option<JsValue> {
        Some(to_js(&crate::puzzles::bfs::table::knight_layers(
            self.model.board,
            self.model.source,
            crate::puzzles::table::MAX_STEPS,
        )))
    }
    fn extra(&mut self, name: &str, arg: &JsValue) -> Option<Result<JsValue, JsValue>> {
        match name {
            "path_to" => Some(self.path_to(arg).map(|p| {
                p.map_or(JsValue::UNDEFINED, |p| {
                    js_sys::Uint32Array::from(&p[..]).into()
                })
            })),
            _ => None,
        }
    }
    fn code(&self) -> Option<CodeState> {
        let (view, last) = (self.trace.view(), self.trace.last_event());
        Some(self.names(|n| bfs_code::state("bfs", view, last, n.name)))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek()?;
        let after = after(self.trace.view(), &next);
        let why = layers::status(self.model.board, self.model.source, &after, Some(&next));
        let (graph, view) = (self.trace.search().graph(), self.trace.view());
        self.names(|n| bfs::question(graph, view, Some(next), n, why))
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        let (graph, view) = (self.trace.search().graph(), self.trace.view());
        Some(self.names(|n| bfs::grade(graph, view, n, q, text)))
    }
}

impl Player<KnightLayers> {
    /// The knight graph's squares for the questions.
    fn names<R>(&self, then: impl FnOnce(&bfs::Names) -> R) -> R {
        let board = self.model.board;
        let name = move |s: u32| board.name(s);
        let read = move |t: &str| board.parse_square(&t.to_lowercase()).ok();
        then(&bfs::Names {
            name: &name,
            read: &read,
            unreadable: "predict.unreadable.square_only",
            family: bfs::Family::Squares,
        })
    }
}

impl KnightLayers {
    /// BFS from `{board: "8x8", start: "a1", target}` (the target is the page's: drawn, not
    /// searched), on a board the page draws.
    pub(crate) fn new(options: JsValue) -> Result<KnightLayers, JsValue> {
        let given = args::given(options, "options", knight::options::LAYERS)?;
        let o = knight::options::layers(&given, super::DRAW_SIDE)
            .ok()
            .map_err(error)?;
        Ok(KnightLayers {
            board: o.board,
            source: o.start,
        })
    }
}

impl Player<KnightLayers> {
    /// Extra `path_to`: the shortest path from the source to square `target` through
    /// predecessors, if discovered (else `undefined`); a square off the board is a coded
    /// error.
    fn path_to(&self, target: &JsValue) -> Result<Option<Vec<u32>>, JsValue> {
        let target = args::index(target, "square", self.model.board.len() as usize)?;
        Ok(self.trace.view().path_to(target))
    }
}

/// The most ladders `all_ladders` lists (it counts them all).
const MAX_LISTED: u64 = 1_000;

/// A word ladder found by BFS, layer by layer (model `ladder`).
#[derive(Clone)]
pub(crate) struct WordLadder {
    /// The list, shared with the search.
    words: Rc<WordList>,
    from: u32,
    to: u32,
}

impl Model for WordLadder {
    type Search = Bfs<Rc<WordList>>;
    type View = BfsView;
    fn start(&self) -> (Self::Search, Self::View) {
        (
            Bfs::new(self.words.clone(), self.from, Some(self.to)),
            BfsView::new(self.words.len(), self.from),
        )
    }
}

impl Page for Player<WordLadder> {
    fn offers(&self) -> &'static [&'static str] {
        &[
            "question",
            "answer",
            "code",
            "table",
            "info",
            "all_ladders",
            "comparison",
        ]
    }
    /// The frame at the cursor (`LadderFrame`): the BFS's state, the discovered words in
    /// discovery order (so layers come out in order), the ladder once found, and the status
    /// message.
    fn frame(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "LadderFrame")]
        struct Frame {
            #[serde(flatten)]
            bfs: BfsFrame,
            order: Vec<u32>,
            ladder: Option<Vec<u32>>,
            status: Message,
        }
        let view = self.trace.view();
        let mut order: Vec<u32> = (0..self.list().len() as u32)
            .filter(|&i| view.reached().distances()[i as usize] != NONE)
            .collect();
        order.sort_by_key(|&i| view.reached().distances()[i as usize]);
        to_js(&Frame {
            bfs: BfsFrame::of(view),
            order,
            // A start that is the goal is the ladder of one word from step 0.
            ladder: if self.model.from == self.model.to {
                Some(vec![self.model.from])
            } else {
                view.found().and_then(|goal| view.path_to(goal))
            },
            status: ladder::status(
                self.list(),
                self.model.from,
                self.model.to,
                view,
                self.trace.last_event(),
            ),
        })
    }
    fn table(&self) -> Option<JsValue> {
        Some(to_js(&crate::puzzles::bfs::table::word_ladder(
            self.list(),
            self.model.from,
            self.model.to,
            crate::puzzles::table::MAX_STEPS,
        )))
    }
    fn extra(&mut self, name: &str, arg: &JsValue) -> Option<Result<JsValue, JsValue>> {
        Some(match name {
            "info" => Ok(self.info()),
            "all_ladders" => self.all_ladders(arg),
            "comparison" => Ok(self.comparison()),
            _ => return None,
        })
    }
    fn code(&self) -> Option<CodeState> {
        let (view, last) = (self.trace.view(), self.trace.last_event());
        Some(self.names(|n| bfs_code::state("ladder", view, last, n.name)))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek()?;
        let after = after(self.trace.view(), &next);
        let why = ladder::status(
            self.list(),
            self.model.from,
            self.model.to,
            &after,
            Some(&next),
        );
        let view = self.trace.view();
        self.names(|n| bfs::question(self.list(), view, Some(next), n, why))
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        let view = self.trace.view();
        Some(self.names(|n| bfs::grade(self.list(), view, n, q, text)))
    }
}

impl Player<WordLadder> {
    /// The list's words for the questions (said in capitals, read in any case).
    fn names<R>(&self, then: impl FnOnce(&bfs::Names) -> R) -> R {
        let list = self.list();
        let name = |i: u32| list.word(i).to_uppercase();
        let read = |t: &str| list.lookup(&t.trim().to_lowercase());
        then(&bfs::Names {
            name: &name,
            read: &read,
            unreadable: "predict.unreadable.word",
            family: bfs::Family::Words,
        })
    }
}

/// Every shortest ladder: how many there are, and the first few listed.
#[derive(Serialize, tsify::Tsify)]
struct AllLadders {
    count: f64,
    ladders: Vec<Vec<String>>,
}

/// What one BFS did on the way to the goal.
#[derive(Serialize, tsify::Tsify)]
struct SearchCost {
    discovered: f64,
    dequeued: f64,
    edges: f64,
}

impl From<crate::engine::BfsStats> for SearchCost {
    fn from(s: crate::engine::BfsStats) -> SearchCost {
        SearchCost {
            discovered: s.discovered as f64,
            dequeued: s.dequeued as f64,
            edges: s.edges as f64,
        }
    }
}

impl WordLadder {
    /// A ladder search from `{list: "four" | "sgb" | "custom", words, from, to}` (see
    /// `ladder::options::OPTIONS`; `words` the pasted list, words separated by spaces or
    /// lines, when `list` is "custom"), read as the page checks it.
    pub(crate) fn new(options: JsValue) -> Result<WordLadder, JsValue> {
        let given = args::given(options, "options", ladder::options::OPTIONS)?;
        let o = ladder::options::read(&given).ok().map_err(error)?;
        let words = o.list.map_err(error)?;
        let (s, t) = words.endpoints(&o.from, &o.to).map_err(error)?;
        Ok(WordLadder {
            words: Rc::new(words),
            from: s,
            to: t,
        })
    }
}

impl Player<WordLadder> {
    fn list(&self) -> &WordList {
        &self.model.words
    }

    /// Extra `info` (`LadderInfo`): what does not change while stepping, `{list, words,
    /// edges, from, to}` (the list's name, every word by index, the pairs one letter apart,
    /// the two ends' indices).
    fn info(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "LadderInfo")]
        struct Info<'a> {
            list: Message,
            words: Vec<&'a str>,
            edges: f64,
            from: u32,
            to: u32,
        }
        let list = self.list();
        to_js(&Info {
            list: list.name().message(),
            words: (0..list.len() as u32).map(|i| list.word(i)).collect(),
            edges: list.edge_count() as f64,
            from: self.model.from,
            to: self.model.to,
        })
    }

    /// Extra `all_ladders` (`AllLadders`): every shortest ladder, counted exactly, up to
    /// `cap` (0 to 1,000) listed: `{count, ladders}`. Computed on demand; it does not
    /// depend on the cursor.
    fn all_ladders(&self, cap: &JsValue) -> Result<JsValue, JsValue> {
        let cap = args::whole(cap, "cap", 0, MAX_LISTED)? as usize;
        let list = self.list();
        let all = match ladder::solve(
            list,
            list.word(self.model.from),
            list.word(self.model.to),
            cap,
        ) {
            Ok(l) => AllLadders {
                count: l.count as f64,
                ladders: l.all,
            },
            Err(_) => AllLadders {
                count: 0.0,
                ladders: Vec::new(),
            },
        };
        Ok(to_js(&all))
    }

    /// Extra `comparison` (`LadderComparison | null`): plain and bidirectional BFS and A*
    /// (h = the letters that differ from the goal) on this pair, to the goal: `{plain,
    /// bidirectional, astar}`, each `{discovered, dequeued, edges}`; null when there is no
    /// ladder.
    fn comparison(&self) -> JsValue {
        #[derive(Serialize, tsify::Tsify)]
        #[tsify(rename = "LadderComparison")]
        struct Comparison {
            plain: SearchCost,
            bidirectional: SearchCost,
            astar: SearchCost,
        }
        let list = self.list();
        match ladder::solve(
            list,
            list.word(self.model.from),
            list.word(self.model.to),
            1,
        ) {
            Ok(l) => to_js(&Comparison {
                plain: l.plain.into(),
                bidirectional: l.bidirectional.into(),
                astar: SearchCost {
                    discovered: l.astar.discovered as f64,
                    dequeued: l.astar.expanded as f64,
                    edges: l.astar.edges as f64,
                },
            }),
            Err(_) => JsValue::NULL,
        }
    }
}

/// Check a ladder request without running it; the coded error if it is bad.
#[wasm_bindgen]
pub fn check_ladder(
    list: JsValue,
    custom: JsValue,
    from: JsValue,
    to: JsValue,
) -> Result<(), JsValue> {
    let list = args::text(&list, "list")?;
    let custom = args::optional_text(&custom, "custom")?;
    let (from, to) = (args::text(&from, "from")?, args::text(&to, "to")?);
    let words = match list.as_str() {
        "custom" => WordList::parse(ListName::Pasted, custom.as_deref().unwrap_or("")),
        other => WordList::builtin(other),
    }
    .map_err(error)?;
    words.endpoints(&from, &to).map(|_| ()).map_err(error)
}

/// Depth-first search with discovery and finish times on a small directed graph (model
/// `dfs`).
#[derive(Clone)]
pub(crate) struct GraphDfs {
    graph: Digraph,
}

impl Model for GraphDfs {
    type Search = DfsForest<Digraph>;
    type View = ForestView;
    fn start(&self) -> (Self::Search, Self::View) {
        (self.graph.traversal(), ForestView::new(self.graph.len()))
    }
}

impl Page for Player<GraphDfs> {
    fn offers(&self) -> &'static [&'static str] {
        &["question", "answer", "code", "table", "edit"]
    }
    /// The frame at the cursor (`DfsFrame`): the graph, the forest so far, and the status
    /// message.
    fn frame(&self) -> JsValue {
        let view = self.trace.view();
        to_js(&DfsFrame {
            names: self.model.graph.names().to_vec(),
            edge_list: self.model.graph.to_edge_list(),
            edges: self
                .model
                .graph
                .edges()
                .into_iter()
                .map(|(a, b)| [a, b])
                .collect(),
            classified: view
                .forest()
                .edges()
                .iter()
                .map(|&(from, to, c)| ClassifiedEdge {
                    from,
                    to,
                    class: c.into(),
                })
                .collect(),
            colours: colour_codes(view.forest().colours()),
            discovered: view.forest().discovered().to_vec(),
            finished: view.forest().finished().to_vec(),
            roots: view.forest().roots().to_vec(),
            parents: signed(view.forest().parents()),
            status: digraph::status(&self.model.graph, view, self.trace.last_event()),
        })
    }
    fn table(&self) -> Option<JsValue> {
        Some(to_js(&crate::puzzles::forest::table::digraph(
            &self.model.graph,
            crate::puzzles::table::MAX_STEPS,
        )))
    }
    fn extra(&mut self, name: &str, arg: &JsValue) -> Option<Result<JsValue, JsValue>> {
        match name {
            "edit" => Some(self.edit(arg).map(JsValue::from)),
            _ => None,
        }
    }
    fn code(&self) -> Option<CodeState> {
        let (last, before) = last_two(&self.trace);
        Some(digraph::code::state(
            &self.model.graph,
            self.trace.view(),
            last,
            before,
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek()?;
        let after = after(self.trace.view(), &next);
        let why = digraph::status(&self.model.graph, &after, Some(&next));
        let g = &self.model.graph;
        forest::question(
            self.trace.view(),
            Some(next),
            &|v| g.name(v).to_string(),
            why,
        )
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        let g = &self.model.graph;
        let find = |t: &str| g.names().iter().position(|n| n == t).map(|i| i as u32);
        Some(forest::grade(self.trace.view(), q, text, &find, &|v| {
            g.name(v).to_string()
        }))
    }
}

/// An edge's class in the DFS forest, as the page reads it.
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "lowercase")]
enum EdgeKind {
    Tree,
    Back,
    Forward,
    Cross,
}

impl From<EdgeClass> for EdgeKind {
    fn from(c: EdgeClass) -> Self {
        match c {
            EdgeClass::Tree => EdgeKind::Tree,
            EdgeClass::Back => EdgeKind::Back,
            EdgeClass::Forward => EdgeKind::Forward,
            EdgeClass::Cross => EdgeKind::Cross,
        }
    }
}

#[derive(Serialize, tsify::Tsify)]
struct ClassifiedEdge {
    from: u32,
    to: u32,
    class: EdgeKind,
}

/// What the DFS view shows at the cursor.
#[derive(Serialize, tsify::Tsify)]
struct DfsFrame {
    names: Vec<String>,
    /// The edge list in the canonical order (what the text box shows).
    edge_list: String,
    /// Every edge as [from, to].
    edges: Vec<[u32; 2]>,
    /// The edges classified so far.
    classified: Vec<ClassifiedEdge>,
    /// 0 white, 1 gray, 2 black, per vertex.
    colours: Vec<u8>,
    /// Discovery and finish time per vertex, 0 if not yet.
    discovered: Vec<u32>,
    finished: Vec<u32>,
    roots: Vec<u32>,
    /// Parent in the forest per vertex, -1 for roots and the undiscovered.
    parents: Vec<i32>,
    status: Message,
}

impl GraphDfs {
    /// From `{edges}`, an edge list, one `from to` per line (or a lone vertex name; see
    /// `digraph::options::OPTIONS`).
    pub(crate) fn new(options: JsValue) -> Result<GraphDfs, JsValue> {
        let given = args::given(options, "options", digraph::options::OPTIONS)?;
        Ok(GraphDfs {
            graph: digraph::options::read(&given).ok().map_err(error)?,
        })
    }
}

impl Player<GraphDfs> {
    /// Extra `edit` of `{what, a, b}`: the edge list after an edit, `add` a vertex (its
    /// name is the last line), `toggle` the edge a -> b, or `remove` vertex a. A vertex that
    /// is not in the graph, or removing the last one, is a coded error.
    fn edit(&self, edit: &JsValue) -> Result<String, JsValue> {
        let [what, a, b] = args::fields(edit, "edit", ["what", "a", "b"])?;
        let what = args::text(&what, "what")?;
        let n = self.model.graph.len() as u32;
        let vertex = |v: &JsValue| args::index(v, "vertex", n as usize);
        match what.as_str() {
            "add" => Ok(self.model.graph.with_new_vertex().0),
            "toggle" => Ok(self.model.graph.toggling_edge(vertex(&a)?, vertex(&b)?)),
            "remove" if n == 1 => Err(super::bad(Message::new("graph.last_vertex"))),
            "remove" => Ok(self.model.graph.without_vertex(vertex(&a)?)),
            _ => Err(super::bad(
                Message::new("graph.unknown_edit").text("what", what.as_str()),
            )),
        }
    }
}

/// Benchmark hook on the word list `list` ("four" or "sgb"): build its graph and return
/// its edge count, or with `sweep` BFS from every word and return the reachable pairs.
#[wasm_bindgen]
pub fn word_graph_bench(list: JsValue, sweep: JsValue) -> Result<f64, JsValue> {
    let words = WordList::builtin(&args::text(&list, "list")?).map_err(error)?;
    let sweep = args::flag(&sweep, "sweep")?;
    Ok(if sweep {
        ladder::bfs_sweep(&words) as f64
    } else {
        words.edge_count() as f64
    })
}
