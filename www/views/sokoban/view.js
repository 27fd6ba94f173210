// Sokoban (推箱子): a search of a level stepped through. The board shows the state being
// expanded: walls, floor, goals, the boxes (on a goal drawn green), the keeper; searching by
// pushes, the region the keeper can reach is shaded (the state is the boxes and that
// region, not the keeper's square); with dead-square pruning on, the squares from which a
// box can reach no goal are hatched. Beside it the counters (states expanded, generated, met
// again, pruned as dead, the frontier), the frontier as the priority queue it is, and once
// solved the solution as a LURD string; IDA* shows its path and its bound on f instead of a
// frontier. The level is typed or pasted in the text field, kept
// in the URL (level=), picked from the built-in list, or edited on the board: a click cycles
// a square through wall, floor, goal, box and keeper. The search and the level's rules are
// in Rust (puzzles::sokoban).

import { View } from '../../shell/view.js';
import { MAX_HASH } from '../../shell/url.js';
import { BoardCanvas } from '../../draw/board.js';
import { setStatus, showNotices, clearNotices } from '../../shell/status.js';
import { t, fmt, sentence } from '../../text/index.js';
import { counters, coded, el, part, selectField, checkField } from '../../shell/kit.js';

/** @typedef {import('../../../searchlight.js').SokobanFrame} SokobanFrame */
/** @typedef {import('../../../searchlight.js').SokobanLevel} SokobanLevel */

const WALL = '#6b4f3a';
const FLOOR = '#f6f1e4';
const OUTSIDE = '#ffffff';
const GOAL = '#c2185b';
const BOX = '#c98a2b';
const BOX_HOME = '#2e8b57';
const KEEPER = '#1565c0';
const REACH = 'rgba(21, 101, 192, 0.16)';
const DEAD = 'rgba(214, 40, 40, 0.55)';
const PUSHED = '#e67e22';
const PRUNED = '#d62828';

// The URL writes a level's rows joined by | with its spaces as - (the format's floor), so a
// link stays one readable line: "#####|#@$.#|#####". A ; comment keeps its spaces, its | and
// \ written \| and \\ (a row holds neither).
/** @param {string} text */
export const levelToUrl = (text) => String(text).split('\n')
  .map((r) => (r.trimStart().startsWith(';') ? r.replace(/[\\|]/g, '\\$&') : r.replace(/ /g, '-'))).join('|');
/** @param {string} raw */
export const levelFromUrl = (raw) => String(raw).replace(/\\([\\|])|\|/g, (bar, kept) => kept ?? '\n');
// The most characters a text of levels may take in the page's link (the rest of the address
// gets a kilobyte).
const LINK_TEXT = MAX_HASH - 1024;

// A draft (a text that is no level yet) is in no link: it is kept for the tab with the level
// it was made from, and given back where that level is shown again (another language, a
// reload, another search of it), until a level is searched.
const DRAFT = 'searchlight.sokoban.draft';
const draftBase = (/** @type {Options} */ o) => `${o.level ?? ''}\n${o.n}`;
/** @param {string} base @param {string | null} text */
function keepDraft(base, text) {
  try {
    if (text === null) sessionStorage.removeItem(DRAFT);
    else sessionStorage.setItem(DRAFT, JSON.stringify({ base, text }));
  } catch {
    // Not kept where the browser keeps nothing.
  }
}
/** @param {string} base @returns {string | null} */
function keptDraft(base) {
  try {
    const d = JSON.parse(sessionStorage.getItem(DRAFT) || 'null');
    return d && d.base === base && typeof d.text === 'string' ? d.text : null;
  } catch {
    return null;
  }
}

/** @type {[string, string][]} */
const COUNTERS = [
  ['steps', 'counter.steps'], ['expanded', 'sokoban.counter.expanded'], ['generated', 'sokoban.counter.generated'],
  ['again', 'sokoban.counter.again'], ['pruned', 'sokoban.counter.pruned'], ['frontier', 'sokoban.counter.frontier'],
  ['moves', 'sokoban.counter.moves'], ['pushes', 'sokoban.counter.pushes'],
];
// IDA* keeps no frontier: it enters states along one path under a bound on f, raised each
// iteration (the words the sliding puzzle's IDA* uses).
/** @type {[string, string][]} */
const DEEP_COUNTERS = [
  ['steps', 'counter.steps'], ['expanded', 'sokoban.counter.entered'], ['generated', 'sokoban.counter.generated'],
  ['again', 'sokoban.counter.again'], ['pruned', 'sokoban.counter.pruned'], ['iterations', 'sokoban.counter.iterations'],
  ['bound', 'sokoban.counter.bound'], ['moves', 'sokoban.counter.moves'], ['pushes', 'sokoban.counter.pushes'],
];

/** @extends {View<SearchOf<'sokoban'> | SearchOf<'sokoban-deep'>>} */
export class SokobanView extends View {
  static route = 'sokoban';
  // In the options' row: the level, the search, what a step is, the estimate (the rest, the
  // level's text among them, in "More options").
  static quick = ['n', 'algo', 'by', 'h'];
  // Declared in Rust (sokoban::options::OPTIONS); the page adds the URL's form of a level.
  /** @type {ViewOption[]} */
  static options = [
    { name: 'level', fromUrl: levelFromUrl, url: (/** @type {unknown} */ v) => (v ? levelToUrl(String(v)) : undefined), fallback: () => t('sokoban.fallback.level') },
    { name: 'n', input: true },
    { name: 'algo', input: true },
    { name: 'by', input: true },
    { name: 'h', input: true },
    { name: 'visited', input: true, url: (/** @type {boolean} */ v) => (v ? undefined : 'off'), fallback: () => 'on' },
    { name: 'dead', input: true, url: (/** @type {boolean} */ v) => (v ? undefined : 'off'), fallback: () => 'on' },
  ];
  // Side by side: by moves or by pushes (compare=moves,pushes), the search
  // (compare=bfs,astar,ida), the estimate (compare=sum,matching), the closed set
  // (compare=visited-on,visited-off) and deadlock pruning (compare=dead-on,dead-off).
  static compare = [
    { name: 'by', label: 'sokoban.by', value: (/** @type {string} */ v) => `sokoban.by.${v}` },
    { name: 'algo', label: 'sokoban.algo', value: (/** @type {string} */ v) => `sokoban.algo.${v}` },
    { name: 'h', label: 'sokoban.heuristic', value: (/** @type {string} */ v) => `sokoban.heuristic.${v}` },
    ...['visited', 'dead'].map((name) => ({
      name, label: `sokoban.${name}`, value: (/** @type {string} */ v) => `sokoban.compare.${v.replace('-', '_')}`,
      option: (/** @type {string} */ v) => v.slice(name.length + 1),
    })),
  ];
  // The flags' compare words (visited-on, ...): a flag declares no choices.
  /** @param {Wasm} wasm */
  static compareFor(wasm) {
    const dims = super.compareFor(wasm);
    return dims && dims.map((d) => (d.option ? { ...d, values: [`${d.name}-on`, `${d.name}-off`] } : d));
  }
  /** @type {CompareColumn[]} */
  static compareColumns = [
    // IDA*'s count is of the states it enters, as its pane says.
    {
      name: 'expanded',
      value: (/** @type {SokobanFrame} */ f) => f.expanded,
      as: (/** @type {SokobanFrame} */ f) => (f.deep ? 'entered' : 'expanded'),
    },
    { name: 'generated', value: (/** @type {SokobanFrame} */ f) => f.generated },
    { name: 'again', ratio: false, value: (/** @type {SokobanFrame} */ f) => f.again },
    { name: 'pruned', ratio: false, value: (/** @type {SokobanFrame} */ f) => f.pruned },
    { name: 'pushes', ratio: false, value: (/** @type {SokobanFrame} */ f) => f.solution_pushes ?? null },
  ];
  static predict = true;
  static code = true;
  static about = 'sokoban.about';
  static legend = [
    { key: 'sokoban.legend.wall', style: `background:${WALL}` },
    { key: 'sokoban.legend.goal', style: `background:${FLOOR};border:3px solid ${GOAL};border-radius:50%` },
    { key: 'sokoban.legend.box', style: `background:${BOX};border:1px solid #5a3d12` },
    { key: 'sokoban.legend.home', style: `background:${BOX_HOME};border:1px solid #14532d` },
    { key: 'sokoban.legend.keeper', style: `background:${KEEPER};border-radius:50%` },
    { key: 'sokoban.legend.reach', style: `background:${REACH};border:1px solid #bbb` },
    { key: 'sokoban.legend.dead', style: `background:repeating-linear-gradient(45deg,${FLOOR} 0 3px,${DEAD} 3px 5px)` },
    { key: 'sokoban.legend.pushed', style: `background:${BOX};border:3px solid ${PUSHED}` },
    { key: 'sokoban.legend.pruned', style: `background:linear-gradient(45deg,transparent 42%,${PRUNED} 42%,${PRUNED} 58%,transparent 58%),linear-gradient(-45deg,${FLOOR} 42%,${PRUNED} 42%,${PRUNED} 58%,${FLOOR} 58%)` },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    /** @type {OptionsForm} */ this.form;
    /** @type {BoardCanvas} */ this.board;
    /** @type {Counters} */ this.counters;
    /** @type {HTMLElement} */ this.countersBox;
    /** @type {SokobanLevel | null | undefined} the level the model searches */ this.shape;
    /** @type {HTMLElement} */ this.queueBox;
    /** @type {HTMLElement} */ this.solutionBox;
    /** @type {HTMLElement} */ this.ruleBox;
    /** @type {HTMLTextAreaElement} the level as text, read by Apply */ this.area;
    /** @type {import('../../../searchlight.js').Draft | null | undefined} a text being edited that is no level yet */ this.draft;
  }

  build() {
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        selectField(t('sokoban.pick'), 'n', t('sokoban.pick'), [], String),
        selectField(t('sokoban.algo'), 'algo', t('sokoban.algo'), this.choices('algo'), (a) => t(`sokoban.algo.${a}`)),
        selectField(t('sokoban.by'), 'by', t('sokoban.by'), this.choices('by'), (a) => t(`sokoban.by.${a}`)),
        selectField(t('sokoban.heuristic'), 'h', t('sokoban.heuristic'), this.choices('h'), (a) => t(`sokoban.heuristic.${a}`)),
        checkField(t('sokoban.visited'), { type: 'checkbox', name: 'visited' }),
        checkField(t('sokoban.dead'), { type: 'checkbox', name: 'dead' }),
        el('label', { className: 'level-text' }, t('sokoban.level'), el('br'),
          el('textarea', { name: 'level-text', rows: 7, cols: 22, spellcheck: false, aria: { label: t('sokoban.level.label') } })),
        el('button', { type: 'button', dataset: { act: 'apply' } }, t('sokoban.apply')),
        el('button', { type: 'button', dataset: { act: 'builtin' } }, t('sokoban.builtin'))),
      el('p', { dataset: { role: 'rule' } }),
      el('div', { className: 'stage' }, el('canvas', { dataset: { role: 'canvas' }, aria: { label: t('sokoban.canvas') } })),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('section', { dataset: { role: 'solution' }, aria: { label: t('sokoban.solution') } }),
      el('section', { dataset: { role: 'queue', reads: '' }, aria: { label: t('sokoban.queue') } }));
    const $ = (/** @type {string} */ s) => part(this.root, s);
    this.form = part(this.root, 'form');
    /** @type {HTMLCanvasElement} */
    const canvas = part(this.root, '[data-role=canvas]');
    this.board = new BoardCanvas(canvas, { onPick: (sq) => this.pick(sq), name: (sq, g) => this.wasm.square_name(g.rows, g.cols, sq) });
    this.countersBox = $('[data-role=counters]');
    this.counters = counters(this.countersBox, COUNTERS);
    /** @type {boolean} whether the counters shown are IDA*'s */
    this.deepShown = false;
    this.queueBox = $('[data-role=queue]');
    this.solutionBox = $('[data-role=solution]');
    this.ruleBox = $('[data-role=rule]');
    this.makePlayer($('[data-role=player]'));
    // The text field is read when asked (Apply), not at each key: a level half typed is
    // not yet a level.
    this.area = /** @type {HTMLTextAreaElement} */ (this.form.elements.namedItem('level-text'));
    $('[data-act=apply]').addEventListener('click', () => this.applyText(this.area.value));
    $('[data-act=builtin]').addEventListener('click', () => { this.draft = null; keepDraft('', null); this.change({ level: '', n: '1' }); });
  }

  /** @param {Options} o */
  createModel(o) {
    // IDA* is a depth-first search: its own model, the same frame.
    const model = this.make(o.algo === 'ida' ? 'sokoban-deep' : 'sokoban', this.declaredValues(o));
    const m = model.extra('level');
    this.shape = m;
    this.draft = null;
    if (document.activeElement !== this.area) this.area.value = m.text;
    // A draft made from this level, given back once the view is up (its notice and drawing).
    const kept = this.pane ? null : keptDraft(draftBase(o));
    if (kept !== null) {
      queueMicrotask(() => {
        if (this.model !== model || this.opts.level !== o.level || this.opts.n !== o.n) return;
        this.area.value = kept;
        this.applyText(kept);
      });
    }
    // The levels of the text (or the built-in set).
    const pick = /** @type {HTMLSelectElement} */ (this.form.elements.namedItem('n'));
    // By number: a level's title is the data file's, in one language.
    pick.replaceChildren(...m.titles.map((_, i) => el('option', { value: String(i + 1) }, t('sokoban.pick.title', { n: i + 1 }))));
    pick.value = String(m.n);
    const unit = t(`sokoban.rule.unit.${m.by}`);
    this.ruleBox.textContent = t(`sokoban.rule.${m.algo}`, { h: t(`sokoban.heuristic.${o.h}`), unit });
    return model;
  }

  exportName() {
    const o = this.opts;
    return [o.level ? 'own' : 'builtin', `level${o.n}`, o.algo, o.by, o.visited ? '' : 'no-visited', o.dead ? '' : 'no-dead'].filter(Boolean);
  }

  // A level square (row 0 at the top) as the board's square (rank 0 at the bottom), its name.
  /** @param {number} sq */
  cell(sq) { const { rows, cols } = /** @type {SokobanLevel} */ (this.shape); return (rows - 1 - Math.floor(sq / cols)) * cols + (sq % cols); }
  /** @param {number} sq */
  name(sq) {
    const { rows, cols } = /** @type {SokobanLevel} */ (this.shape);
    return `${this.wasm.file_name(sq % cols)}${rows - Math.floor(sq / cols)}`;
  }

  // A click: in "Your turn" the square is the answer (the box pushed next); else it cycles
  // the square through wall, floor, goal, box and keeper (Rust rewrites the text). A text
  // that is no level yet (a goal added before its box) is kept as a draft, drawn as typed,
  // with a notice of what is still wrong; the search shown stays the last level's.
  /** @param {number} boardSq */
  pick(boardSq) {
    const g = this.draft || this.shape;
    if (!g) return undefined;
    const { rows, cols } = g;
    const row = rows - 1 - Math.floor(boardSq / cols);
    const col = boardSq % cols;
    if (!this.draft && this.answerPick(this.name(row * cols + col))) return undefined;
    const text = this.wasm.sokoban_edit(this.draft ? this.area.value : /** @type {SokobanLevel} */ (this.shape).text, row, col);
    this.area.value = text;
    return this.applyText(text);
  }

  // Search `text` (the text field's, or the editor's): a level, or a draft kept and said.
  /** @param {string} text */
  applyText(text) {
    // Floor before a row's first wall written `-`: Rust reads the value trimmed. A ; comment
    // is no row: its indent stays (written `-`, it would be read as a row).
    const level = text.replace(/\s+$/, '').split('\n').map((l) => (l.trimStart().startsWith(';') ? l : l.replace(/^ +/, (sp) => '-'.repeat(sp.length)))).join('\n');
    const next = { ...this.opts, level, n: '1' };
    try {
      this.checkOptions(next);
    } catch (e) {
      this.draft = this.wasm.sokoban_draft(level);
      keepDraft(draftBase(this.opts), text);
      showNotices([sentence(e)]);
      if (this.frame) this.draw(/** @type {SokobanFrame} */ (this.frame));
      return undefined;
    }
    this.draft = null;
    keepDraft('', null);
    clearNotices();
    return this.change({ level, n: '1' });
  }

  // A text typed, pasted or edited must fit in the link the page writes: a longer one would
  // be searched, then lost on reload and by Share. Refused, it stays in the text field.
  /** @param {Options} next @param {Options | null} patch */
  check(next, patch) {
    if (!patch || !next.level) return;
    const length = new URLSearchParams({ level: levelToUrl(String(next.level)) }).toString().length;
    if (length > LINK_TEXT) throw coded('sokoban.text_too_long_for_link', { length, max: LINK_TEXT });
  }

  enterHint() { return t('sokoban.enter'); }

  /** @param {SokobanFrame} f */
  draw(f) {
    const m = this.shape;
    if (!f || !m) return;
    const deep = f.deep;
    if (deep !== this.deepShown) {
      this.deepShown = deep;
      this.counters = counters(this.countersBox, deep ? DEEP_COUNTERS : COUNTERS);
    }
    const set = this.counters.set;
    set('steps', f.steps);
    set('expanded', f.expanded);
    set('generated', f.generated);
    set('again', f.again);
    set('pruned', f.pruned);
    if (deep) {
      set('iterations', f.iterations);
      set('bound', f.bound ?? '');
    } else {
      set('frontier', f.frontier_size);
    }
    set('moves', f.solution_moves ?? '');
    set('pushes', f.solution_pushes ?? '');
    setStatus(f.status);
    if (this.draft) this.drawDraft(this.draft);
    else this.drawBoard(f, m);
    if (this.opts.algo === 'ida') this.drawPath(f);
    else this.drawQueue(f);
    this.drawSolution(f);
  }

  /** @param {SokobanFrame} f @param {SokobanLevel} m */
  drawBoard(f, m) {
    const { rows, cols } = m;
    const b = this.board;
    const ctx = b.layout(rows, cols, { min: 8, max: 96 });
    const size = b.size;
    const cell = (/** @type {number} */ sq) => this.cell(sq);
    const reach = new Set(f.reach);
    const dead = new Set(this.opts.dead ? m.dead : []);
    const boxes = new Set(f.boxes);
    const goals = new Set(m.goals);
    for (let sq = 0; sq < rows * cols; sq++) {
      const kind = m.cells[sq];
      b.fillSquare(cell(sq), kind === 1 ? WALL : kind === 2 ? FLOOR : OUTSIDE);
      if (kind !== 2) continue;
      const x = b.x(cell(sq));
      const y = b.y(cell(sq));
      if (reach.has(sq)) {
        ctx.fillStyle = REACH;
        ctx.fillRect(x, y, size, size);
      }
      if (dead.has(sq)) {
        // Hatched: diagonal strokes cut to the square here rather than by a clip, which the
        // SVG export's context (svg-context.js) does not draw.
        ctx.strokeStyle = DEAD;
        ctx.lineWidth = Math.max(1, size / 16);
        ctx.beginPath();
        const step = Math.max(4, size / 5);
        for (let d = -size; d < size; d += step) {
          // The stroke (x + d + t, y + size - t) for t where it is inside the square.
          const [t0, t1] = [Math.max(0, -d), Math.min(size, size - d)];
          ctx.moveTo(x + d + t0, y + size - t0);
          ctx.lineTo(x + d + t1, y + size - t1);
        }
        ctx.stroke();
      }
      if (goals.has(sq)) {
        ctx.strokeStyle = GOAL;
        ctx.lineWidth = Math.max(2, size / 10);
        ctx.beginPath();
        ctx.arc(b.cx(cell(sq)), b.cy(cell(sq)), size * 0.22, 0, 2 * Math.PI);
        ctx.stroke();
      }
    }
    const inset = Math.max(2, size / 7);
    for (const sq of boxes) {
      const x = b.x(cell(sq));
      const y = b.y(cell(sq));
      const home = goals.has(sq);
      ctx.fillStyle = home ? BOX_HOME : BOX;
      ctx.fillRect(x + inset, y + inset, size - 2 * inset, size - 2 * inset);
      ctx.strokeStyle = home ? '#14532d' : '#5a3d12';
      ctx.lineWidth = Math.max(1, size / 20);
      ctx.strokeRect(x + inset, y + inset, size - 2 * inset, size - 2 * inset);
      // A cross on a box, a tick-like bar on a box at home: told apart without colour.
      ctx.beginPath();
      if (home) { ctx.moveTo(x + inset * 1.5, y + size / 2); ctx.lineTo(x + size - inset * 1.5, y + size / 2); } else {
        ctx.moveTo(x + inset, y + inset); ctx.lineTo(x + size - inset, y + size - inset);
        ctx.moveTo(x + size - inset, y + inset); ctx.lineTo(x + inset, y + size - inset);
      }
      ctx.stroke();
    }
    if (f.pushed) b.frame(cell(f.pushed[1]), PUSHED, Math.max(3, size / 8));
    if (f.pruned_at !== null && f.pruned_at !== undefined) {
      const x = b.x(cell(f.pruned_at));
      const y = b.y(cell(f.pruned_at));
      ctx.strokeStyle = PRUNED;
      ctx.lineWidth = Math.max(2, size / 8);
      ctx.beginPath();
      ctx.moveTo(x + inset, y + inset); ctx.lineTo(x + size - inset, y + size - inset);
      ctx.moveTo(x + size - inset, y + inset); ctx.lineTo(x + inset, y + size - inset);
      ctx.stroke();
    }
    ctx.fillStyle = KEEPER;
    ctx.beginPath();
    ctx.arc(b.cx(cell(f.keeper)), b.cy(cell(f.keeper)), size * 0.3, 0, 2 * Math.PI);
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = Math.max(1, size / 20);
    ctx.stroke();
    b.labels((c) => this.wasm.file_name(c));
  }

  // A draft, not yet a level: its squares as typed (no search, no dead squares).
  /** @param {import('../../../searchlight.js').Draft} d */
  drawDraft(d) {
    const { rows, cols } = d;
    if (!rows || !cols) return;
    const b = this.board;
    const ctx = b.layout(rows, cols, { min: 8, max: 96 });
    const size = b.size;
    const inset = Math.max(2, size / 7);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const cell = d.cells[r * cols + c];
        const sq = (rows - 1 - r) * cols + c;
        b.fillSquare(sq, cell === 'wall' ? WALL : cell === null ? '#f3c0c0' : FLOOR);
        const [x, y, cx, cy] = [b.x(sq), b.y(sq), b.cx(sq), b.cy(sq)];
        if (cell === 'goal' || cell === 'boxongoal' || cell === 'playerongoal') {
          ctx.strokeStyle = GOAL;
          ctx.lineWidth = Math.max(2, size / 10);
          ctx.beginPath();
          ctx.arc(cx, cy, size * 0.22, 0, 2 * Math.PI);
          ctx.stroke();
        }
        if (cell === 'box' || cell === 'boxongoal') {
          ctx.fillStyle = cell === 'box' ? BOX : BOX_HOME;
          ctx.fillRect(x + inset, y + inset, size - 2 * inset, size - 2 * inset);
        }
        if (cell === 'player' || cell === 'playerongoal') {
          ctx.fillStyle = KEEPER;
          ctx.beginPath();
          ctx.arc(cx, cy, size * 0.3, 0, 2 * Math.PI);
          ctx.fill();
        }
      }
    }
    b.labels((c) => this.wasm.file_name(c));
  }

  // The frontier as the priority queue it is: the next state first, with g, h and f.
  /** @param {SokobanFrame} f */
  drawQueue(f) {
    const fifo = this.opts.algo === 'bfs';
    const title = el('h2', {}, t(fifo ? 'sokoban.queue.fifo' : 'sokoban.queue'));
    if (!f.frontier.length) {
      this.queueBox.replaceChildren(title, el('p', {}, t('sokoban.queue.empty')));
      return;
    }
    const head = el('tr', {}, ...[t('sokoban.col.node'), t('sokoban.col.boxes'), 'g', 'h', 'f'].map((h) => el('th', { scope: 'col' }, h)));
    const body = f.frontier.map((s) => {
      const row = el('tr', { dataset: { node: String(s.node) } }, el('td', {}, fmt(s.node)), el('td', {}, s.boxes.map((b) => this.name(b)).join(' ')),
        el('td', {}, String(s.g)), el('td', {}, String(s.h)), el('td', {}, fifo ? '' : String(s.g + s.h)));
      row.addEventListener('click', () => this.answerPick(String(s.node)));
      return row;
    });
    const more = f.frontier_size - f.frontier.length;
    this.queueBox.replaceChildren(title, el('table', { className: 'compare' }, el('thead', {}, head), el('tbody', {}, ...body)),
      ...(more > 0 ? [el('p', {}, t('sokoban.queue.more', { n: more }))] : []));
  }

  // IDA*'s path, the start first, each state with g, h and f, under the iteration's bound.
  /** @param {SokobanFrame} f */
  drawPath(f) {
    const title = el('h2', {}, t('sokoban.path'));
    const bound = el('p', { dataset: { role: 'bound' } }, t('sokoban.path.bound', {
      bound: f.bound ?? t('sokoban.path.none'), next: f.next_bound ?? t('sokoban.path.none'),
    }));
    if (!f.path.length) {
      this.queueBox.replaceChildren(title, bound);
      return;
    }
    const head = el('tr', {}, ...[t('sokoban.col.boxes'), 'g', 'h', 'f'].map((h) => el('th', { scope: 'col' }, h)));
    const body = f.path.map((s) => el('tr', {}, el('td', {}, s.boxes.map((b) => this.name(b)).join(' ')),
      el('td', {}, String(s.g)), el('td', {}, String(s.h)), el('td', {}, String(s.g + s.h))));
    this.queueBox.replaceChildren(title, bound, el('table', { className: 'compare', dataset: { role: 'path' } }, el('thead', {}, head), el('tbody', {}, ...body)));
  }

  // Once solved: the solution as LURD (lowercase a move, uppercase a push).
  /** @param {SokobanFrame} f */
  drawSolution(f) {
    if (f.solution === null || f.solution === undefined) {
      this.solutionBox.replaceChildren();
      return;
    }
    this.solutionBox.replaceChildren(el('h2', {}, t('sokoban.solution')),
      el('p', {}, t('sokoban.solution.lurd', { moves: f.solution_moves ?? 0, pushes: f.solution_pushes ?? 0 })),
      el('code', { className: 'lurd', dataset: { role: 'lurd' } }, f.solution || t('sokoban.solution.none')));
  }

  // The board as a table (board-table.js), from the frame drawn.
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const f = /** @type {SokobanFrame | null} */ (this.frame);
    const m = this.shape;
    if (!f || !m) return null;
    const { rows, cols } = m;
    const boxes = new Set(f.boxes);
    const goals = new Set(m.goals);
    const reach = new Set(f.reach);
    const dead = new Set(this.opts.dead ? m.dead : []);
    return {
      name: t('sokoban.table.name', { rows, cols }),
      rows: Array.from({ length: rows }, (_, r) => String(rows - r)),
      cols: Array.from({ length: cols }, (_, c) => this.wasm.file_name(c)),
      cell: (r, c) => {
        const sq = r * cols + c;
        const kind = m.cells[sq];
        if (kind !== 2) return { value: kind === 1 ? t('sokoban.table.wall') : '' };
        return {
          marks: [
            ...(boxes.has(sq) ? [t('sokoban.table.box')] : []), ...(goals.has(sq) ? [t('sokoban.table.goal')] : []),
            ...(sq === f.keeper ? [t('sokoban.table.keeper')] : []), ...(reach.has(sq) ? [t('sokoban.table.reach')] : []),
            ...(dead.has(sq) ? [t('sokoban.table.dead')] : []),
          ],
        };
      },
      current: t('sokoban.table.keeper_line', { square: this.name(f.keeper) }),
    };
  }
}
