//! Sokoban for the page: a level searched step by step (breadth-first, A* or greedy
//! best-first in model `sokoban`, IDA* in model `sokoban-deep`; by moves or by pushes, with
//! or without the closed set and deadlock pruning), recorded to step both ways; the level as the page draws it, its frames, and the editor's
//! one change (a square cycled through wall, floor, goal, box and keeper).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::predict::after;
use super::search::{Model, Page, Player};
use super::{args, bad, error, to_js};
use crate::engine::{DeepEvent, DeepSearch, InformedEvent};
use crate::puzzles::code::CodeState;
use crate::puzzles::message::Message;
use crate::puzzles::options::{Given, Value};
use crate::puzzles::predict::{Question, Verdict};
use crate::puzzles::sokoban::deep::{self, SokobanDeepView};
use crate::puzzles::sokoban::narration::{self, step_between};
use crate::puzzles::sokoban::options::{self, SokobanOptions};
use crate::puzzles::sokoban::predict_deep;
use crate::puzzles::sokoban::view::{SokobanEvent, SokobanView, Stepped};
use crate::puzzles::sokoban::{
    self, levels, lurd, parse_levels, Algo, By, Cell, Level, Solution, Sq, State, PAGE_BOUNDS,
};

/// The frontier's first entries sent with a frame (the rest are counted).
const FRONTIER_SHOWN: usize = 8;

/// A Sokoban level searched step by step (model `sokoban`, best-first), and what model
/// `sokoban-deep` is built from too.
#[derive(Clone)]
pub(crate) struct SokobanSearch {
    options: SokobanOptions,
    /// The titles of the levels of the text the level is from (or of the built-in set).
    titles: Vec<String>,
}

impl Model for SokobanSearch {
    type Search = Stepped;
    type View = SokobanView;
    fn start(&self) -> (Stepped, SokobanView) {
        // The constructor refuses IDA*, so the search is a best-first one.
        let search = self
            .options
            .search
            .best_first(&self.options.level, PAGE_BOUNDS.states)
            .expect("a best-first search");
        let view = SokobanView::new(search.space(), search.order());
        (Stepped::new(search), view)
    }
}

impl Page for Player<SokobanSearch> {
    fn offers(&self) -> &'static [&'static str] {
        &["question", "answer", "code", "table", "level"]
    }
    /// The frame at the cursor (`SokobanFrame`).
    fn frame(&self) -> JsValue {
        let l = &self.model.options.level;
        let by = self.model.options.search.by;
        let view = self.trace.view();
        let v = view.search();
        let nodes = v.nodes();
        let last = self.trace.last_event();
        let shown = view.shown();
        let n = &nodes[shown as usize];
        let state: State = n.state;
        // Where the keeper stands: by moves, his square; by pushes, where the last push
        // left him (the box's old square), or his start.
        let before = (n.parent != crate::engine::NO_NODE).then(|| &nodes[n.parent as usize].state);
        let keeper = keeper_at(l, by, before, &state);
        let reach = reach_of(l, by, &state);
        let box_move = |parent: u32, to: &State| box_move(l, by, &nodes[parent as usize].state, to);
        let (pushed, pruned_at) = match last {
            Some(SokobanEvent::Pruned { step, .. }) => {
                let b = if by == By::Moves {
                    l.step(step.from, step.dir)
                } else {
                    step.from
                };
                let to = l.step(b, step.dir);
                (Some([grid(l, b), grid(l, to)]), Some(grid(l, to)))
            }
            Some(SokobanEvent::Search(
                InformedEvent::Generate { node, parent, .. }
                | InformedEvent::Improve { node, parent, .. }
                | InformedEvent::Duplicate { node, parent, .. },
            )) => (box_move(*parent, &nodes[*node as usize].state), None),
            _ => (None, None),
        };
        let event = last.map(|e| match e {
            SokobanEvent::Pruned { .. } => "pruned",
            SokobanEvent::Search(e) => match e {
                InformedEvent::Expand { .. } => "expand",
                InformedEvent::Generate { .. } => "generate",
                InformedEvent::Improve { .. } => "improve",
                InformedEvent::Duplicate { .. } => "duplicate",
                InformedEvent::Found { .. } => "found",
                InformedEvent::Exhausted => "exhausted",
                InformedEvent::Stopped => "stopped",
            },
        });
        let solution = v
            .found()
            .and_then(|goal| lurd(l, by, &v.path_to(goal)))
            .map(Solution::of);
        let c = view.counts();
        to_js(&Frame {
            node: shown,
            g: n.g,
            h: n.h,
            boxes: state.boxes.iter().map(|s| grid(l, s)).collect(),
            keeper: grid(l, keeper),
            reach,
            pushed,
            pruned_at,
            event,
            frontier: v
                .frontier()
                .take(FRONTIER_SHOWN)
                .map(|f| {
                    let s = &nodes[f as usize];
                    FrontierEntry {
                        node: f,
                        g: s.g,
                        h: s.h,
                        boxes: s.state.boxes.iter().map(|b| grid(l, b)).collect(),
                    }
                })
                .collect(),
            steps: self.trace.steps() as f64,
            expanded: c.expanded as f64,
            generated: c.generated as f64,
            again: c.again as f64,
            pruned: c.pruned as f64,
            frontier_size: c.frontier as f64,
            closed: c.closed as f64,
            solution_moves: solution.as_ref().map(|s| s.moves),
            solution_pushes: solution.as_ref().map(|s| s.pushes),
            solution: solution.map(|s| s.lurd),
            status: narration::status(l, by, view, last, PAGE_BOUNDS.states),
            path: Vec::new(),
            bound: None,
            next_bound: None,
            deep: false,
            iterations: 0.0,
        })
    }
    fn bounded(&self) -> bool {
        self.trace.search().bounded()
    }
    fn table(&self) -> Option<JsValue> {
        // As `start`'s: the constructor refuses IDA*.
        let table = sokoban::table::table(
            &self.model.options.level,
            self.model.options.search,
            PAGE_BOUNDS.states,
            crate::puzzles::table::MAX_STEPS,
        )
        .expect("a best-first search");
        Some(to_js(&table))
    }
    fn extra(&mut self, name: &str, _: &JsValue) -> Option<Result<JsValue, JsValue>> {
        (name == "level").then(|| Ok(self.model.level()))
    }
    fn code(&self) -> Option<CodeState> {
        Some(sokoban::code::state(
            self.trace.view(),
            self.trace.last_event(),
        ))
    }
    fn ask(&mut self) -> Option<Question> {
        let next = self.trace.peek()?;
        let after = after(self.trace.view(), &next);
        let why = narration::status(
            &self.model.options.level,
            self.model.options.search.by,
            &after,
            Some(&next),
            PAGE_BOUNDS.states,
        );
        sokoban::predict::question(
            &self.model.options.level,
            self.model.options.search.by,
            self.trace.view(),
            Some(next),
            why,
        )
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        Some(sokoban::predict::grade(
            &self.model.options.level,
            self.trace.view(),
            q,
            text,
        ))
    }
}

/// The level as the page draws it, sent once per model. Squares are the grid's, row-major
/// from the top left (`row * cols + col`).
#[derive(Serialize, tsify::Tsify)]
struct SokobanLevel {
    rows: u32,
    cols: u32,
    /// Per grid square: 0 outside the walls, 1 a wall, 2 floor.
    cells: Vec<u8>,
    goals: Vec<u32>,
    /// The dead squares: a box on one can reach no goal.
    dead: Vec<u32>,
    /// The level in the standard text format.
    text: String,
    title: String,
    /// Its number in its text (or the built-in set), from 1, and the titles of them all.
    n: u32,
    titles: Vec<String>,
    builtin: bool,
    #[tsify(type = "\"bfs\" | \"astar\" | \"greedy\" | \"ida\"")]
    algo: &'static str,
    #[tsify(type = "\"moves\" | \"pushes\"")]
    by: &'static str,
}

/// A state on the frontier.
#[derive(Serialize, tsify::Tsify)]
struct FrontierEntry {
    node: u32,
    g: u32,
    h: u32,
    boxes: Vec<u32>,
}

/// The frame at the cursor.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "SokobanFrame")]
struct Frame {
    /// The node shown: the goal once found, else the one being expanded, else the start.
    node: u32,
    g: u32,
    h: u32,
    boxes: Vec<u32>,
    /// Where the keeper stands: by pushes, where the push into this state left him.
    keeper: u32,
    /// By pushes, the squares the keeper can reach (the state's region); empty by moves.
    reach: Vec<u32>,
    /// The box the last step moved or pruned: its square and the square it goes to.
    pushed: Option<[u32; 2]>,
    /// The square a pruned push would have left its box on.
    pruned_at: Option<u32>,
    #[tsify(
        type = "\"expand\" | \"generate\" | \"improve\" | \"duplicate\" | \"pruned\" | \"found\" | \"exhausted\" | \"stopped\" | \"iteration\" | \"visit\" | \"prune\" | \"repeat\" | \"backtrack\" | undefined"
    )]
    event: Option<&'static str>,
    frontier: Vec<FrontierEntry>,
    /// IDA*: the path from the start (`node` its depth), its last state the one shown;
    /// empty for the best-first searches.
    path: Vec<FrontierEntry>,
    /// Whether the search is IDA* (then `expanded` counts the states entered).
    deep: bool,
    /// IDA*: this iteration's bound on f, the least f past it so far, the iterations.
    bound: Option<u32>,
    next_bound: Option<u32>,
    iterations: f64,
    steps: f64,
    expanded: f64,
    generated: f64,
    /// Successors that were a position met before (remembered or not).
    again: f64,
    /// Pushes pruned: onto a dead square or freezing a box off a goal.
    pruned: f64,
    frontier_size: f64,
    closed: f64,
    /// Once solved: the solution in LURD (lower case a move, upper case a push).
    solution: Option<String>,
    solution_moves: Option<u32>,
    solution_pushes: Option<u32>,
    status: Message,
}

/// Every grid square of `level` as 0 (outside), 1 (wall) or 2 (floor).
fn cells(level: &Level) -> Vec<u8> {
    let mut out = Vec::with_capacity(level.rows() * level.cols());
    for r in 0..level.rows() {
        for c in 0..level.cols() {
            out.push(if level.square(r, c).is_some() {
                2
            } else if level.cell(r, c) == Cell::Wall {
                1
            } else {
                0
            });
        }
    }
    out
}

/// The grid square of floor square `sq`.
fn grid(level: &Level, sq: Sq) -> u32 {
    let (r, c) = level.row_col(sq);
    (r * level.cols() + c) as u32
}

/// The rows of a level's text (up to the first blank line after a row; `;` comment lines
/// and `|` as a row's end as the format reads them), each as its characters, with the
/// indices of its lines in `lines`.
fn rows_of(lines: &[String]) -> Vec<usize> {
    let mut rows = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.trim_start().starts_with(';') {
            continue;
        }
        if line.trim().is_empty() {
            if rows.is_empty() {
                continue;
            }
            break;
        }
        rows.push(i);
    }
    rows
}

fn lines_of(text: &str) -> Vec<String> {
    sokoban::lines(text).map(String::from).collect()
}

/// The editor's one change: the square at `row`, `col` (from 0, row 0 the level's first
/// row) of the first level in `text` cycled to the next of wall, floor, goal, box and keeper
/// (a box on a goal counts as a box, a keeper on a goal as the keeper). A keeper placed
/// leaves his old square floor (or a goal). A square past a row's end is floor first.
/// Comment lines are kept; the text need not be a valid level, before or after (the page
/// keeps a draft while a level is being made, and says what is still wrong with it).
#[wasm_bindgen]
pub fn sokoban_edit(text: JsValue, row: JsValue, col: JsValue) -> Result<String, JsValue> {
    let text = args::text(&text, "text")?;
    if text.len() > sokoban::MAX_TEXT_BYTES {
        return Err(error(sokoban::LevelError::TooLong { bytes: text.len() }));
    }
    let side = sokoban::MAX_SIDE as u32;
    let row = args::small(&row, "row", 0, side - 1)? as usize;
    let col = args::small(&col, "col", 0, side - 1)? as usize;
    let mut lines = lines_of(&text);
    let mut rows = rows_of(&lines);
    while rows.len() <= row {
        let at = rows.last().map_or(lines.len(), |&r| r + 1);
        lines.insert(at, String::new());
        rows.push(at);
    }
    let mut grid: Vec<Vec<char>> = rows.iter().map(|&i| lines[i].chars().collect()).collect();
    let line = &mut grid[row];
    while line.len() <= col {
        line.push(' ');
    }
    let next = match Cell::of_char(line[col]) {
        Some(Cell::Wall) => ' ',
        Some(Cell::Floor) | None => '.',
        Some(Cell::Goal) => '$',
        Some(Cell::Box | Cell::BoxOnGoal) => '@',
        Some(Cell::Player | Cell::PlayerOnGoal) => '#',
    };
    if next == '@' {
        for line in grid.iter_mut() {
            for ch in line.iter_mut() {
                *ch = match *ch {
                    '@' => ' ',
                    '+' => '.',
                    other => other,
                };
            }
        }
    }
    grid[row][col] = next;
    for (k, &i) in rows.iter().enumerate() {
        let line: String = grid[k].iter().collect();
        // Floor before a row's first wall written `-`: a value is read trimmed.
        let body = line.trim_start_matches(' ');
        let lead = line.len() - body.len();
        lines[i] = format!("{}{}", "-".repeat(lead), body.trim_end());
    }
    Ok(lines.join("\n"))
}

/// A draft's squares as the format names them, row by row (`rows`, `cols` the longest row),
/// for drawing a level not yet valid; a character outside the format is `null`.
#[derive(Serialize, tsify::Tsify)]
struct Draft {
    rows: u32,
    cols: u32,
    cells: Vec<Option<Cell>>,
}

/// The first level of `text` as its squares, unchecked (see `Draft`).
#[wasm_bindgen(unchecked_return_type = "Draft")]
pub fn sokoban_draft(text: JsValue) -> Result<JsValue, JsValue> {
    let text = args::text(&text, "text")?;
    if text.len() > sokoban::MAX_TEXT_BYTES {
        return Err(error(sokoban::LevelError::TooLong { bytes: text.len() }));
    }
    let lines = lines_of(&text);
    let rows: Vec<Vec<char>> = rows_of(&lines)
        .iter()
        .take(sokoban::MAX_SIDE)
        .map(|&i| lines[i].chars().take(sokoban::MAX_SIDE).collect())
        .collect();
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let cells = rows
        .iter()
        .flat_map(|r| {
            (0..cols).map(|c| r.get(c).map_or(Some(Cell::Floor), |&ch| Cell::of_char(ch)))
        })
        .collect();
    Ok(to_js(&Draft {
        rows: rows.len() as u32,
        cols: cols as u32,
        cells,
    }))
}

/// The box a move or push from `a` to `b` moves: its square and the square it goes to
/// (None for a move that pushes nothing).
fn box_move(l: &Level, by: By, a: &State, b: &State) -> Option<[u32; 2]> {
    let (from, d, push) = step_between(l, by, a, b)?;
    if !push {
        return None;
    }
    let at = if by == By::Moves {
        l.step(from, d)
    } else {
        from
    };
    Some([grid(l, at), grid(l, l.step(at, d))])
}

/// Where the keeper stands in `state`, reached from `before` (None at the start): by moves,
/// his square; by pushes, where the push left him (the box's old square).
fn keeper_at(l: &Level, by: By, before: Option<&State>, state: &State) -> Sq {
    match (by, before) {
        (By::Moves, _) => state.player,
        (By::Pushes, Some(a)) => step_between(l, by, a, state)
            .map(|(from, ..)| from)
            .unwrap_or(state.player),
        (By::Pushes, None) => l.player(),
    }
}

/// The squares the keeper can reach in `state` by pushes (its region); empty by moves.
fn reach_of(l: &Level, by: By, state: &State) -> Vec<u32> {
    match by {
        By::Pushes => sokoban::region(l, state.boxes, state.player)
            .iter()
            .map(|s| grid(l, s))
            .collect(),
        By::Moves => Vec::new(),
    }
}

impl SokobanSearch {
    /// The page's options object (`sokoban::options::OPTIONS`) read, every value checked (a
    /// bad one a coded error, a bad level's naming its line and column), whichever search
    /// it names.
    fn read(options: JsValue) -> Result<SokobanSearch, JsValue> {
        let given = args::given(options, "options", options::OPTIONS)?;
        let o = options::read(&given).ok().map_err(error)?;
        Ok(SokobanSearch {
            titles: titles(&o, &given),
            options: o,
        })
    }

    /// Either model's extra `level` (`SokobanLevel`): `{rows, cols, cells, goals, dead,
    /// text, title, n, titles, builtin, algo, by}`.
    fn level(&self) -> JsValue {
        level_of(&self.options, &self.titles)
    }
}

/// The level as the page draws it.
fn level_of(o: &SokobanOptions, titles: &[String]) -> JsValue {
    let l = &o.level;
    to_js(&SokobanLevel {
        rows: l.rows() as u32,
        cols: l.cols() as u32,
        cells: cells(l),
        goals: l.goals().iter().map(|s| grid(l, s)).collect(),
        dead: l.dead().iter().map(|s| grid(l, s)).collect(),
        text: l.text().trim_end().to_string(),
        title: l.title().to_string(),
        n: o.n as u32,
        titles: titles.to_vec(),
        builtin: o.builtin,
        algo: o.search.algo.name(),
        by: o.search.by.name(),
    })
}

/// The titles of the levels the options' level is one of.
fn titles(o: &SokobanOptions, given: &Given) -> Vec<String> {
    let text = given
        .get("level")
        .and_then(|v| match v {
            Some(Value::Text(t)) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let set = if o.builtin || text.trim().is_empty() {
        levels::builtin()
    } else {
        parse_levels(&text).unwrap_or_default()
    };
    set.iter().map(|l| l.title().to_string()).collect()
}

impl SokobanSearch {
    /// From the page's options object (`sokoban::options::OPTIONS`); every value checked,
    /// a bad one a coded error (a bad level's names its line and column). IDA* is
    /// model `sokoban-deep`'s (a coded error here).
    pub(crate) fn new(options: JsValue) -> Result<SokobanSearch, JsValue> {
        let m = SokobanSearch::read(options)?;
        if m.options.search.algo == Algo::Ida {
            return Err(bad(Message::new("sokoban.page.ida")));
        }
        Ok(m)
    }
}

/// A Sokoban level searched by IDA*, step by step (model `sokoban-deep`): the engine's
/// depth-first search under a bound on f, its path, its iterations, recorded to step both
/// ways.
#[derive(Clone)]
pub(crate) struct SokobanDeep {
    search: SokobanSearch,
    /// The events the last question was asked before (its answer and why).
    asked: Vec<DeepEvent<State>>,
}

impl Model for SokobanDeep {
    type Search = DeepSearch<sokoban::SokobanSpace>;
    type View = SokobanDeepView;
    fn start(&self) -> (Self::Search, SokobanDeepView) {
        // The constructor takes IDA* only.
        let o = &self.search.options;
        let search = o.search.ida(&o.level, PAGE_BOUNDS.steps).expect("IDA*");
        (search, SokobanDeepView::new(o.search.space(&o.level)))
    }
}

impl Page for Player<SokobanDeep> {
    fn offers(&self) -> &'static [&'static str] {
        &["question", "answer", "code", "level"]
    }
    fn ask(&mut self) -> Option<Question> {
        // Look ahead to the first event that is neither a prune nor a repeat, and back.
        let o = &self.model.search.options;
        let (run, why) = super::predict::look_ahead(
            &mut self.trace,
            predict_deep::LOOKAHEAD,
            predict_deep::on_the_way,
            |view, last| deep::status(&o.level, o.search.by, view, last, PAGE_BOUNDS.steps),
        );
        let view = self.trace.view();
        let q = predict_deep::question(
            &o.level,
            o.search.by,
            view.space(),
            view.search(),
            self.trace.last_event(),
            &run,
            why,
        );
        self.model.asked = run;
        q
    }
    fn grade(&self, q: &Question, text: &str) -> Option<Verdict> {
        let view = self.trace.view();
        Some(predict_deep::grade(
            &self.model.search.options.level,
            view.space(),
            view.search(),
            &self.model.asked,
            q,
            text,
        ))
    }
    fn code(&self) -> Option<CodeState> {
        let (last, before) = super::code::last_two(&self.trace);
        Some(sokoban::code_deep::state(
            &self.model.search.options.level,
            self.trace.view().search(),
            last,
            before,
        ))
    }
    /// The frame at the cursor, as `SokobanSearch.frame()`'s: the state shown is the path's
    /// end; `path`, `bound`, `next_bound` and `iterations` are set, the frontier empty;
    /// `expanded` counts the states entered, `again` the positions met on the path again.
    fn frame(&self) -> JsValue {
        let l = &self.model.search.options.level;
        let by = self.model.search.options.search.by;
        let view = self.trace.view();
        let v = view.search();
        let on = v.path();
        let start = view.space().start();
        let end = on.last().map_or(start, |p| p.state);
        let before = on.len().checked_sub(2).map(|i| &on[i].state);
        let last = self.trace.last_event();
        let pushed = match last {
            Some(DeepEvent::Visit { .. }) => before.and_then(|a| box_move(l, by, a, &end)),
            Some(DeepEvent::Prune { state, .. } | DeepEvent::Repeat { state }) => {
                box_move(l, by, &end, state)
            }
            _ => None,
        };
        let event = last.map(super::deep_event_name);
        let solution = if v.found() {
            let states: Vec<State> = on.iter().map(|p| p.state).collect();
            lurd(l, by, &states).map(Solution::of)
        } else {
            None
        };
        let (g, h) = on.last().map_or_else(
            || (0, crate::engine::Space::estimate(view.space(), &start)),
            |p| (p.g, p.h),
        );
        let c = v.counts();
        to_js(&Frame {
            node: on.len().saturating_sub(1) as u32,
            g,
            h,
            boxes: end.boxes.iter().map(|s| grid(l, s)).collect(),
            keeper: grid(l, keeper_at(l, by, before, &end)),
            reach: reach_of(l, by, &end),
            pushed,
            pruned_at: None,
            event,
            frontier: Vec::new(),
            steps: self.trace.steps() as f64,
            expanded: c.visited as f64,
            generated: c.generated as f64,
            again: view.again() as f64,
            pruned: view.pruned().total() as f64,
            frontier_size: on.len() as f64,
            closed: 0.0,
            solution_moves: solution.as_ref().map(|s| s.moves),
            solution_pushes: solution.as_ref().map(|s| s.pushes),
            solution: solution.map(|s| s.lurd),
            status: deep::status(l, by, view, last, PAGE_BOUNDS.steps),
            path: on
                .iter()
                .enumerate()
                .map(|(i, p)| FrontierEntry {
                    node: i as u32,
                    g: p.g,
                    h: p.h,
                    boxes: p.state.boxes.iter().map(|b| grid(l, b)).collect(),
                })
                .collect(),
            bound: v.bound(),
            next_bound: v.next_bound(),
            deep: true,
            iterations: f64::from(c.iterations),
        })
    }
    fn bounded(&self) -> bool {
        self.trace.search().bounded()
    }
    fn extra(&mut self, name: &str, _: &JsValue) -> Option<Result<JsValue, JsValue>> {
        (name == "level").then(|| Ok(self.model.search.level()))
    }
}

impl SokobanDeep {
    /// From the page's options object (`sokoban::options::OPTIONS`, `algo` ida); every
    /// value checked, a bad one a coded error (best-first searches are model `sokoban`'s).
    /// The search stops after the page's bound on steps. Its extra `level` is as model
    /// `sokoban`'s.
    pub(crate) fn new(options: JsValue) -> Result<SokobanDeep, JsValue> {
        let m = SokobanSearch::read(options)?;
        if m.options.search.algo != Algo::Ida {
            return Err(bad(Message::new("sokoban.page.best_first")));
        }
        Ok(SokobanDeep {
            search: m,
            asked: Vec::new(),
        })
    }
}
