//! "The code" of DFS times and of the maze mouse: over whole runs on random instances, the
//! labels of the lines each event ran form a walk that the listing's control flow allows (an
//! automaton per listing, written here from the listing alone), and at every step the
//! variables equal those of the same algorithm followed here independently: a recursive DFS
//! with its own clock and call stack; the mouse's loop run here over its own stack, with the
//! square, heading and route also kept from the events. Every label Rust sends is a line of
//! the page's listing, and every line of each listing is reached.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

mod common;
use common::flow::{list, page_labels, Flow};

use searchlight::engine::{ForestEvent, ForestView, SplitMix64, Trace};
use searchlight::puzzles::code::{CodeState, Value};
use searchlight::puzzles::digraph::{self, Digraph, EXAMPLE};
use searchlight::puzzles::maze::{
    self, Changes, Dir, Maze, MouseEvent, MouseView, SecondRun, Square,
};

/// Every label of listing `name` reached in `seen`, and every label sent a line of it.
fn covers(name: &str, seen: &BTreeSet<&str>) {
    let labels = page_labels(name);
    assert_eq!(
        labels.iter().collect::<BTreeSet<_>>().len(),
        labels.len(),
        "each label once in {name}"
    );
    for label in seen {
        assert!(
            labels.iter().any(|l| l == label),
            "{label} is not a line of the {name} listing"
        );
    }
    for label in &labels {
        assert!(
            seen.contains(label.as_str()),
            "no run went through {label} of {name}"
        );
    }
}

fn text(v: impl Into<String>) -> Value {
    Value::Text(v.into())
}

fn none_or_text(v: Option<String>) -> Value {
    v.map_or(Value::None, Value::Text)
}

// ---------------------------------------------------------------- DFS with times

/// What the listing's variables hold at one event of the test's own DFS.
#[derive(Clone, Debug)]
struct Snap {
    time: u32,
    u: Option<usize>,
    v: Option<usize>,
    color: Vec<&'static str>,
    d: Vec<(usize, u32)>,
    f: Vec<(usize, u32)>,
    kind: Vec<(usize, usize, &'static str)>,
    /// The calls of dfs_visit: (u, the v it is at).
    frames: Vec<(usize, Option<usize>)>,
}

/// DFS as the listing writes it, recursive, with a snapshot where each event happens.
struct Recursive<'a> {
    adj: &'a [Vec<usize>],
    now: Snap,
    outer: Option<usize>,
    snaps: Vec<Snap>,
}

impl Recursive<'_> {
    fn snap(&mut self) {
        let mut s = self.now.clone();
        s.u = s.frames.last().map(|f| f.0).or(self.outer);
        s.v = s.frames.last().and_then(|f| f.1);
        self.snaps.push(s);
    }

    fn dfs(&mut self) {
        self.snap();
        for u in 0..self.adj.len() {
            self.outer = Some(u);
            if self.now.color[u] == "WHITE" {
                self.snap(); // a new tree
                self.visit(u);
            }
        }
        self.snap(); // done
    }

    fn visit(&mut self, u: usize) {
        self.now.frames.push((u, None));
        self.now.time += 1;
        self.now.d.push((u, self.now.time));
        self.now.color[u] = "GRAY";
        self.snap();
        for &v in &self.adj[u] {
            self.now.frames.last_mut().unwrap().1 = Some(v);
            let d = |x: usize| self.now.d.iter().find(|e| e.0 == x).map(|e| e.1);
            if self.now.color[v] == "WHITE" {
                self.now.kind.push((u, v, "TREE"));
                self.visit(v);
            } else if self.now.color[v] == "GRAY" {
                self.now.kind.push((u, v, "BACK"));
                self.snap();
            } else if d(u) < d(v) {
                self.now.kind.push((u, v, "FORWARD"));
                self.snap();
            } else {
                self.now.kind.push((u, v, "CROSS"));
                self.snap();
            }
        }
        self.now.color[u] = "BLACK";
        self.now.time += 1;
        self.now.f.push((u, self.now.time));
        self.snap();
        self.now.frames.pop();
    }
}

fn graphs() -> Vec<Digraph> {
    let mut rng = SplitMix64::new(21);
    let mut out = vec![Digraph::parse(EXAMPLE).unwrap()];
    for _ in 0..40 {
        let n = 1 + rng.below(9);
        let mut t: String = (0..n).map(|v| format!("v{v}\n")).collect();
        for _ in 0..rng.below((n * 2).min(16) + 1) {
            t.push_str(&format!("v{} v{}\n", rng.below(n), rng.below(n)));
        }
        out.push(Digraph::parse(&t).unwrap());
    }
    out
}

#[test]
fn dfs_lines_follow_the_listing_and_its_variables_a_recursive_dfs() {
    // dfs: init, then for u: white? root (a call) or on; done. dfs_visit: discover, gray,
    // for v: white_v? tree, recurse (a call, then back here) | gray_v? back | later?
    // forward | else cross; after the loop black, finish, and back to the line that called.
    let flow = Flow::new(
        "dfs",
        &[
            ("dfs", &["init"]),
            ("init", &["clock"]),
            ("clock", &["vertices"]),
            ("vertices", &["white", "done"]),
            ("white", &["root", "vertices"]),
            ("root", &["call", "vertices"]),
            ("done", &["end"]),
            ("call", &["discover"]),
            ("discover", &["gray"]),
            ("gray", &["adj"]),
            ("adj", &["white_v", "black"]),
            ("white_v", &["tree", "gray_v"]),
            ("tree", &["recurse"]),
            ("recurse", &["call", "adj"]),
            ("gray_v", &["back", "later"]),
            ("back", &["adj"]),
            ("later", &["forward", "else"]),
            ("forward", &["adj"]),
            ("else", &["cross"]),
            ("cross", &["adj"]),
            ("black", &["finish"]),
            ("finish", &["recurse", "root"]),
        ],
    );
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for (run, g) in graphs().iter().enumerate() {
        let n = g.len();
        let mut adj = vec![Vec::new(); n];
        for (a, b) in g.edges() {
            adj[a as usize].push(b as usize);
        }
        let mut mine = Recursive {
            adj: &adj,
            now: Snap {
                time: 0,
                u: None,
                v: None,
                color: vec!["WHITE"; n],
                d: Vec::new(),
                f: Vec::new(),
                kind: Vec::new(),
                frames: Vec::new(),
            },
            outer: None,
            snaps: Vec::new(),
        };
        mine.dfs();
        let name = |v: usize| g.name(v as u32).to_string();
        let dict = |e: Vec<String>| text(format!("{{{}}}", e.join(", ")));
        let mut trace = Trace::new(g.traversal(), ForestView::new(n), 1 << 16);
        let mut at = flow.start;
        let context = format!("run {run}: {}", g.to_edge_list().replace('\n', "; "));
        for (step, snap) in mine.snaps.iter().enumerate() {
            let shown = trace.shown();
            let (last, before) = (shown.last(), shown.len().checked_sub(2).map(|i| &shown[i]));
            let state: CodeState = digraph::code::state(g, trace.view(), last, before);
            let context = format!("{context} step {step}");
            if step == 0 {
                assert_eq!(state.lines, ["dfs", "init", "clock"]);
                at = "clock";
            } else {
                at = flow.walk(at, &state.lines, &context);
            }
            seen.extend(state.lines.iter().copied());
            let get = |k: &str| state.get(k).cloned();
            assert_eq!(
                get("time"),
                Some(Value::Number(f64::from(snap.time))),
                "{context}"
            );
            assert_eq!(get("u"), Some(none_or_text(snap.u.map(name))), "{context}");
            assert_eq!(get("v"), Some(none_or_text(snap.v.map(name))), "{context}");
            let color = (0..n).map(|v| format!("{}: {}", name(v), snap.color[v]));
            assert_eq!(get("color"), Some(dict(color.collect())), "{context}");
            let d = snap.d.iter().map(|&(v, t)| format!("{}: {t}", name(v)));
            assert_eq!(get("d"), Some(dict(d.collect())), "{context}");
            let f = snap.f.iter().map(|&(v, t)| format!("{}: {t}", name(v)));
            assert_eq!(get("f"), Some(dict(f.collect())), "{context}");
            let kind = snap
                .kind
                .iter()
                .map(|&(a, b, k)| format!("({}, {}): {k}", name(a), name(b)));
            assert_eq!(get("kind"), Some(dict(kind.collect())), "{context}");
            // One frame per call on the test's own recursion stack.
            assert_eq!(state.depth as usize, snap.frames.len(), "{context}");
            let frames: Vec<(String, Value, Value)> = state
                .stack
                .iter()
                .map(|f| {
                    assert_eq!(f.locals[0].name, "u");
                    assert_eq!(f.locals[1].name, "v");
                    (
                        f.call.clone(),
                        f.locals[0].value.clone(),
                        f.locals[1].value.clone(),
                    )
                })
                .collect();
            let expected: Vec<(String, Value, Value)> = snap
                .frames
                .iter()
                .map(|&(u, v)| {
                    (
                        format!("dfs_visit(G, {})", name(u)),
                        text(name(u)),
                        none_or_text(v.map(name)),
                    )
                })
                .collect();
            assert_eq!(frames, expected, "{context}");
            if trace.forward(1).0 == 0 {
                assert_eq!(
                    step + 1,
                    mine.snaps.len(),
                    "{context}: one event per snapshot"
                );
                assert!(flow.can_end(at), "{context}: the run ends at {at}");
                assert!(matches!(trace.last_event(), Some(ForestEvent::Done)));
            }
        }
        assert_eq!(
            trace.forward(1).0,
            0,
            "{context}: no more events than snapshots"
        );
    }
    covers("dfs", &seen);
}

// ---------------------------------------------------------------- the maze mouse

/// The mouse's loop as the listing writes it, over its own stack.
struct Loop<'a> {
    maze: &'a Maze,
    memory: Vec<Option<Dir>>,
    recall: bool,
    /// The visited set, when it is on.
    seen: Option<Vec<bool>>,
    stack: Vec<Square>,
    tried: Vec<u32>,
    facing: Dir,
    steps: u64,
    felt: Option<&'static str>,
    square: Option<Square>,
    limit: u64,
}

/// What one turn of the loop did.
#[derive(Debug, PartialEq, Eq)]
enum Did {
    Limit,
    Found,
    Relearn,
    Exhausted,
    BackUp,
    Move,
    Feel,
}

impl Loop<'_> {
    fn toward(&self, from: Square, to: Square) -> Dir {
        Dir::ALL
            .into_iter()
            .find(|&d| self.maze.neighbour(from, d) == Some(to))
            .expect("neighbours")
    }

    fn feel(&self, square: Square, facing: Dir) -> &'static str {
        match self.maze.open(square, facing) {
            None => "WALL",
            Some(a) if self.stack.len() > 1 && a == self.stack[self.stack.len() - 2] => "BACK",
            Some(a) if self.seen.as_ref().is_some_and(|s| s[a as usize]) => "EXPLORED",
            Some(_) => "OPEN",
        }
    }

    fn passable(&self, square: Square, d: Option<Dir>) -> bool {
        d.and_then(|d| self.maze.open(square, d))
            .is_some_and(|a| !self.seen.as_ref().is_some_and(|s| s[a as usize]))
    }

    fn turn(&mut self) -> Did {
        let square = *self.stack.last().unwrap();
        self.square = Some(square);
        self.steps += 1;
        if self.steps == self.limit {
            return Did::Limit;
        }
        if square == self.maze.coin() {
            return Did::Found;
        }
        let did;
        if self.recall {
            let d = self.memory[square as usize];
            if self.passable(square, d) {
                self.facing = d.unwrap();
                *self.tried.last_mut().unwrap() = 1;
                self.felt = Some("OPEN");
                did = Did::Move;
            } else {
                self.recall = false;
                *self.tried.last_mut().unwrap() = 0;
                self.facing = d.unwrap_or(self.facing);
                return Did::Relearn;
            }
        } else if *self.tried.last().unwrap() == 4 {
            if self.stack.len() == 1 {
                return Did::Exhausted;
            }
            self.stack.pop();
            self.tried.pop();
            let top = *self.stack.last().unwrap();
            self.memory[square as usize] = Some(self.toward(square, top));
            self.facing = self.toward(top, square);
            self.felt = None;
            did = Did::BackUp;
        } else {
            self.felt = Some(self.feel(square, self.facing));
            *self.tried.last_mut().unwrap() += 1;
            did = if self.felt == Some("OPEN") {
                Did::Move
            } else {
                Did::Feel
            };
        }
        if self.felt == Some("OPEN") {
            self.memory[square as usize] = Some(self.facing);
            let ahead = self.maze.open(square, self.facing).unwrap();
            self.stack.push(ahead);
            self.tried.push(0);
            if let Some(s) = self.seen.as_mut() {
                s[ahead as usize] = true;
            }
        } else if *self.tried.last().unwrap() < 4 {
            self.facing = self.facing.right();
        }
        did
    }
}

/// One run of the mouse: the maze it runs in, its memory at the start (a second run), the
/// visited set on or off, the step limit.
struct Run {
    maze: Maze,
    memory: Option<Vec<Option<Dir>>>,
    visited: bool,
    limit: u64,
}

fn runs() -> Vec<Run> {
    let mut rng = SplitMix64::new(7);
    let mut out = Vec::new();
    for k in 0..36u64 {
        let (rows, cols) = (2 + rng.below(7) as u32, 2 + rng.below(7) as u32);
        let loops = [0, 0, 2, 5][k as usize % 4];
        let mut maze = Maze::generate(rows, cols, rng.next_u64(), loops);
        let visited = k % 2 == 0;
        // No visited set on a maze with loops: round and round, to a small limit.
        let limit = if !visited && loops > 0 {
            300
        } else {
            maze::default_limit(maze.len())
        };
        match k % 6 {
            // The coin walled in: every direction from the start tried.
            5 => {
                for d in Dir::ALL {
                    maze.set_wall(maze.coin(), d, true);
                }
                out.push(Run {
                    maze,
                    memory: None,
                    visited,
                    limit,
                });
            }
            // A second run, after the coin or the walls moved (or every wall taken away).
            3 | 4 => {
                let sq = rng.below(maze.len() as u64) as Square;
                let coin = maze.name(rng.below(maze.len() as u64) as Square);
                let side = if maze.col(sq) + 1 < cols { "e" } else { "w" };
                let moved = format!("{}{side}", maze.name(sq));
                let changes = Changes {
                    remove_walls: k % 12 == 3,
                    moved: if k % 12 == 4 { &moved } else { "" },
                    newcoin: if k % 12 == 9 { &coin } else { "" },
                };
                let second = SecondRun::prepare(maze, visited, limit, changes).unwrap();
                out.push(Run {
                    maze: second.maze,
                    memory: Some(second.memory),
                    visited,
                    limit,
                });
            }
            _ => out.push(Run {
                maze,
                memory: None,
                visited,
                limit,
            }),
        }
    }
    out
}

#[test]
fn maze_lines_follow_the_listing_and_its_variables_the_mouse_loop() {
    // Each turn: loop, here, tick, limit_if (limit ends); coin_if (found ends); then
    // recall_if: follow_if: follow | relearn_else, relearn, relearn_next (to loop); or
    // dead_if: start_if: exhausted (ends) | backup, back_memory, back_face; or explore,
    // feel, tried; then open_if: mark, move | turn_if (turn); back to loop.
    let flow = Flow::new(
        "def",
        &[
            ("def", &["init"]),
            ("init", &["loop"]),
            ("loop", &["here"]),
            ("here", &["tick"]),
            ("tick", &["limit_if"]),
            ("limit_if", &["limit", "coin_if"]),
            ("limit", &["end"]),
            ("coin_if", &["found", "recall_if"]),
            ("found", &["end"]),
            ("recall_if", &["follow_if", "dead_if"]),
            ("follow_if", &["follow", "relearn_else"]),
            ("follow", &["open_if"]),
            ("relearn_else", &["relearn"]),
            ("relearn", &["relearn_next"]),
            ("relearn_next", &["loop"]),
            ("dead_if", &["start_if", "explore"]),
            ("start_if", &["exhausted", "backup"]),
            ("exhausted", &["end"]),
            ("backup", &["back_memory"]),
            ("back_memory", &["back_face"]),
            ("back_face", &["open_if"]),
            ("explore", &["feel"]),
            ("feel", &["tried"]),
            ("tried", &["open_if"]),
            ("open_if", &["mark", "turn_if"]),
            ("mark", &["move"]),
            ("move", &["loop"]),
            ("turn_if", &["turn", "loop"]),
            ("turn", &["loop"]),
        ],
    );
    let dir = |d: Dir| maze::code::dir_name(d).to_string();
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut endings = BTreeSet::new();
    for (run, r) in runs().iter().enumerate() {
        let m = &r.maze;
        let recall = r.memory.is_some();
        let mouse = match &r.memory {
            Some(memory) => maze::Mouse::recall(m.clone(), memory.clone(), r.visited, r.limit),
            None => maze::Mouse::explore(m.clone(), r.visited, r.limit),
        };
        let mut trace = Trace::new(mouse, MouseView::new(m, r.memory.clone()), 1 << 20);
        let mut mine = Loop {
            maze: m,
            memory: r.memory.clone().unwrap_or_else(|| vec![None; m.len()]),
            recall,
            seen: r.visited.then(|| {
                let mut s = vec![false; m.len()];
                s[m.start() as usize] = true;
                s
            }),
            stack: vec![m.start()],
            tried: vec![0],
            facing: Dir::North,
            steps: 0,
            felt: None,
            square: None,
            limit: r.limit,
        };
        // Kept from the events alone: where the mouse is, where it faces, its route.
        let (mut route, mut facing) = (vec![m.start()], Dir::North);
        let mut at = flow.start;
        let context = format!("run {run} (recall {recall}, visited {})", r.visited);
        let mut did = None;
        for step in 0.. {
            let state = maze::code::state(m, trace.view(), trace.shown());
            let context = format!("{context} step {step}");
            if step == 0 {
                assert_eq!(state.lines, ["def", "init"]);
                at = "init";
            } else {
                at = flow.walk(at, &state.lines, &context);
            }
            seen.extend(state.lines.iter().copied());
            let get = |k: &str| state.get(k).cloned();
            assert_eq!(
                get("steps"),
                Some(Value::Number(mine.steps as f64)),
                "{context}"
            );
            assert_eq!(
                get("square"),
                Some(none_or_text(mine.square.map(|s| m.name(s)))),
                "{context}"
            );
            assert_eq!(get("facing"), Some(text(dir(mine.facing))), "{context}");
            assert_eq!(
                mine.facing, facing,
                "{context}: the heading the events gave"
            );
            assert_eq!(
                get("felt"),
                Some(none_or_text(mine.felt.map(String::from))),
                "{context}"
            );
            let tried = f64::from(*mine.tried.last().unwrap());
            assert_eq!(get("tried[-1]"), Some(Value::Number(tried)), "{context}");
            let remembered = mine.square.and_then(|s| mine.memory[s as usize]);
            assert_eq!(
                get("memory[square]"),
                Some(none_or_text(remembered.map(dir))),
                "{context}"
            );
            assert_eq!(mine.stack, route, "{context}: the route the events gave");
            let names: Vec<String> = mine.stack.iter().map(|&s| m.name(s)).collect();
            assert_eq!(
                list(state.get("stack")),
                names[names.len().saturating_sub(16)..]
            );
            assert_eq!(
                get("len(stack)"),
                Some(Value::Number(mine.stack.len() as f64)),
                "{context}"
            );
            let py = if mine.recall { "True" } else { "False" };
            assert_eq!(get("recall"), Some(text(py)), "{context}");
            if trace.forward(1).0 == 0 {
                assert!(flow.can_end(at), "{context}: the run ends at {at}");
                endings.insert(format!("{did:?}"));
                break;
            }
            let event = *trace.last_event().unwrap();
            let turn = mine.turn();
            match event {
                MouseEvent::Feel { turn: t, .. } => {
                    assert_eq!(turn, Did::Feel, "{context}");
                    facing = t.unwrap_or(facing);
                }
                MouseEvent::Move { to, facing: f, .. } => {
                    assert_eq!(turn, Did::Move, "{context}");
                    route.push(to);
                    facing = f;
                }
                MouseEvent::BackUp { after, .. } => {
                    assert_eq!(turn, Did::BackUp, "{context}");
                    route.pop();
                    facing = after;
                }
                MouseEvent::Relearn { after, .. } => {
                    assert_eq!(turn, Did::Relearn, "{context}");
                    facing = after;
                }
                MouseEvent::Found { .. } => assert_eq!(turn, Did::Found, "{context}"),
                MouseEvent::Exhausted { .. } => assert_eq!(turn, Did::Exhausted, "{context}"),
                MouseEvent::Limit { .. } => assert_eq!(turn, Did::Limit, "{context}"),
            }
            did = Some(turn);
        }
    }
    assert_eq!(
        endings.len(),
        3,
        "runs end by the coin, the limit and exhaustion: {endings:?}"
    );
    covers("maze", &seen);
}
