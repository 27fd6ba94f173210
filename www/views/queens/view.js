// N queens: row-by-row backtracking made visible (mark: attacked squares shaded; check: the
// failed checks' lines shown), every solution browsable with thumbnails and one per symmetry
// class, and a fast count in workers (one per core) with progress and cancel.

import { View } from '../../shell/view.js';
import { BoardCanvas, sizeCanvas } from '../../draw/board.js';
import { showNotices, clearNotices } from '../../shell/status.js';
import { SQUARES, lineSwatch } from '../../draw/colours.js';
import { QUEENS } from './colours.js';
import { t, sentence } from '../../text/index.js';
import { counters, part, el, textField, selectField, checkField } from '../../shell/kit.js';
import { JobRow } from '../../shell/jobs.js';

const QUEEN = '\u265B';
const { light: LIGHT, dark: DARK } = SQUARES;

/** @extends {View<SearchOf<'queens'>>} */
export class QueensView extends View {
  static route = 'queens';
  // Side by side (compare.js): compare=mark,check (the same tree, searched two ways).
  /** @type {CompareSpec[]} */
  static compare = [{ name: 'variant', label: 'queens.variant.label', value: (v) => `queens.variant.${v}` }];
  // N, the variant and the mode are declared in Rust (queens::options::OPTIONS).
  static predict = true;
  static code = true;
  /** @type {ViewOption[]} */
  static options = [{ name: 'n', input: true }, { name: 'variant', input: true }, { name: 'mode', input: true }];

  get fullHint() { return 'queens.full_hint'; }

  static about = 'queens.about';
  static legend = [
    { key: 'queens.legend.row', style: `background:${QUEENS.row};border:1px solid #bbb` }, { key: 'queens.legend.attacked', style: `background:${QUEENS.attacked};border:1px solid #bbb` },
    { key: 'queens.legend.freed', style: 'background:#f3f3e3;border:1px solid #bbb' }, { key: 'queens.legend.taken_back', style: `border:3px solid ${QUEENS.takenBack}` },
    { key: 'queens.legend.column', style: lineSwatch(QUEENS.column) }, { key: 'queens.legend.diagonal', style: lineSwatch(QUEENS.diagonal) },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it) and the search's frames set:
    // declared here for the type check, assigned there.
    /** @type {OptionsForm} */ this.form;
    /** @type {BoardCanvas} */ this.board;
    /** @type {HTMLInputElement} */ this.countN;
    /** @type {HTMLElement} */ this.countResult;
    /** @type {JobRow} */ this.countJob;
    /** @type {HTMLElement} */ this.solutionsBox;
    /** @type {HTMLElement} */ this.which;
    /** @type {HTMLElement} */ this.thumbs;
    /** @type {HTMLInputElement} */ this.unique;
    /** @type {Counters} */ this.counters;
    /** @type {number} the solution chosen in the list */ this.browse;
    /** @type {(import('../../../searchlight.js').QueensFound & { model: SearchOf<'queens'> | null, count: number }) | null} the solutions met so far, of `model` */ this.found;
    /** @type {{ k: number, model: SearchOf<'queens'> | null, steps: number } | null} */ this.shown;
    /** @type {number[]} the solutions listed (all, or one per class), by index */ this.list;
    /** @type {Parameters<QueensView['drawBoard']>[0] | undefined} the board as drawn last (the frame, or a solution chosen) */ this.drawn;
  }

  build() {
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        textField(t('queens.n'), 'n', 4, t('queens.n.label')),
        selectField(t('queens.variant'), 'variant', t('queens.variant.label'), this.choices('variant'), (v) => t(`queens.variant.${v}`)),
        selectField(t('queens.mode'), 'mode', t('queens.mode.label'), this.choices('mode'), (m) => t(`queens.mode.${m}`))),
      el('div', { className: 'stage' }, el('canvas', { dataset: { role: 'canvas' }, aria: { label: t('queens.canvas') } })),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('section', { className: 'count', dataset: { role: 'count' }, aria: { label: t('queens.count.label') } },
        el('h2', {}, t('queens.count.title')),
        el('div', { className: 'count-row' },
          el('label', {}, `${t('queens.count.n')} `, el('input', { name: 'count-n', size: 4, defaultValue: String(this.opts.n), aria: { label: t('queens.count.n.label') } }))),
        el('p', { dataset: { role: 'count-result', paced: '' } })),
      el('section', { className: 'solutions', dataset: { role: 'solutions' }, aria: { label: t('queens.solutions.label') } },
        el('h2', {}, t('queens.solutions.title')),
        el('div', { className: 'count-row' },
          el('button', { type: 'button', dataset: { act: 'prev' } }, t('queens.previous')),
          el('span', { dataset: { role: 'which' } }),
          el('button', { type: 'button', dataset: { act: 'next' } }, t('queens.next')),
          checkField(t('queens.unique'), { type: 'checkbox', name: 'unique' })),
        el('div', { className: 'thumbs', dataset: { role: 'thumbs' } })));
    const $ = (/** @type {string} */ s) => part(this.root, s);
    this.form = part(this.root, 'form');
    // In "Your turn" a square picked answers with its column.
    this.board = new BoardCanvas(part(this.root, '[data-role=canvas]'), {
      onPick: (sq) => { if (this.board.geom) this.answerPick(String((sq % this.board.geom.cols) + 1)); },
    });
    this.countN = part(this.root, 'input[name=count-n]');
    this.countResult = $('[data-role=count-result]');
    this.countJob = new JobRow($('[data-role=count] .count-row'), {
      act: 'count', label: t('queens.count.go'), cancelAct: 'cancel', cancelLabel: t('queens.count.cancel'),
      progressRole: 'progress', onStart: () => this.count(), onCancel: () => this.jobs.cancel(),
    });
    this.solutionsBox = $('[data-role=solutions]');
    this.which = $('[data-role=which]');
    this.thumbs = $('[data-role=thumbs]');
    this.unique = part(this.root, 'input[name=unique]');
    this.counters = counters($('[data-role=counters]'), [
      ['steps', 'counter.steps'], ['examined', 'queens.counter.examined'], ['nodes', 'counter.nodes'],
      ['backtracks', 'counter.backtracks'], ['solutions', 'counter.solutions'],
    ]);
    this.makePlayer($('[data-role=player]'));
    $('[data-act=prev]').addEventListener('click', () => this.browseTo(this.browse - 1, true));
    $('[data-act=next]').addEventListener('click', () => this.browseTo(this.browse + 1, true));
    this.unique.addEventListener('change', () => { this.browse = 0; this.listFound(); });
    this.browse = 0;
    this.found = null;
    // The solution chosen from the list, drawn on the big board until the search moves:
    // { k, model, steps } (its index, and the player's position when it was chosen).
    this.shown = null;
    // Workers started ahead of time, one per core, each counting a small board while the
    // page is idle, so a count starts at once on compiled code.
    const parts = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8));
    if (!this.pane) this.jobs.warm(parts, { kind: 'warm', class: 'QueensCount', args: ['11', 0, 1] });
  }

  // The keyboard's cursor on `sq` (row r * n + column c, row 1 at the bottom): free,
  // attacked or a queen on the board as drawn (the frame, or a solution chosen from the
  // list); Enter answers in "Your turn" only.
  /** @param {number} sq */
  describeSquare(sq) {
    const f = this.drawn || this.frame;
    const n = f.n;
    const [r, c] = [Math.floor(sq / n), sq % n];
    // A row already filled holds its queen; its other squares are not marked.
    const key = r < f.cols.length && f.cols[r] === c ? 'queens.cursor.queen' : r < f.cols.length ? 'queens.cursor.placed'
      : f.squares[sq] === 2 ? 'queens.cursor.attacked' : 'queens.cursor.free';
    return t(key, { row: r + 1, col: c + 1, queen: r < f.cols.length ? f.cols[r] + 1 : 0 });
  }

  enterHint() { return ''; }

  /** @param {Options} o */
  treeSpec(o) {
    return { puzzle: 'queens', n: o.n, variant: o.variant };
  }

  /** @param {Options} o */
  createModel(o) {
    return this.make('queens', this.declaredValues(o));
  }

  // New options: the count's N follows the board's; "count only" counts at once. (The
  // shared cycle cancels a count still running: said last, after the new frame's status.)
  /** @param {number} step */
  rebuild(step) {
    this.browse = 0;
    this.countN.value = this.opts.n;
    const counting = this.countJob.running;
    super.rebuild(step);
    if (counting) this.tell(t('queens.count.cancelled'));
    if (this.opts.mode === 'count') this.count();
  }

  /** @param {import('../../../searchlight.js').QueensFrame} f */
  draw(f) {
    if (!f || !this.model) return;
    const set = this.counters.set;
    set('steps', this.model.cursor().steps);
    set('examined', f.examined);
    set('nodes', f.nodes);
    set('backtracks', f.backtracks);
    set('solutions', f.solutions);
    const steps = this.model.cursor().steps;
    const shown = this.shown;
    if (shown && (shown.model !== this.model || shown.steps !== steps)) this.shown = null;
    if (!this.jobs.busy && !this.shown) this.setStatus(f.status);
    if (!this.shown) this.drawBoard(f);
    this.showFound(f.solutions);
    if (this.shown) this.drawSolution();
  }

  // The board as a table (board-table.js), as drawn last (the frame, or a solution chosen):
  // Q where a queen stands, and the marks drawn on the other squares.
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const f = this.drawn;
    if (!f || !this.model) return null;
    const { n, cols } = f;
    const row = cols.length;
    const numbers = Array.from({ length: n }, (_, i) => String(i + 1));
    return {
      name: t('queens.table.name', { n }),
      rows: [...numbers].reverse(),
      cols: numbers,
      cell: (r, c) => {
        const at = n - 1 - r; // the board's row, from 0 at the bottom
        const i = at * n + c;
        const marks = [];
        if (at === row && f.freed_col === c) marks.push(t('queens.table.taken_back'));
        if (f.squares[i] === 2 && this.opts.variant === 'mark') marks.push(t('queens.table.attacked'));
        const blocked = at === row && this.opts.variant === 'check' ? f.conflicts[c] : null;
        if (blocked) marks.push(t('queens.table.blocked', { row: blocked.row + 1 }));
        if (f.freed[i] > 0 && f.squares[i] !== 1) marks.push(t('queens.table.freed', { n: f.freed[i] }));
        return { value: cols[at] === c ? t('queens.table.queen') : '', marks };
      },
    };
  }

  // The chosen solution on the big board: its queens alone, no row or attacks shaded.
  drawSolution() {
    if (!this.found || !this.shown) return;
    const cols = this.found.solutions[this.shown.k];
    const n = cols.length;
    const none = new Array(n * n).fill(0);
    this.drawBoard({ n, cols, squares: none, freed: none, freed_col: undefined, conflicts: [] });
    this.setStatus(this.which.textContent);
  }

  /** @param {Pick<import('../../../searchlight.js').QueensFrame, 'n' | 'cols' | 'squares' | 'freed' | 'freed_col' | 'conflicts'>} f */
  drawBoard(f) {
    this.drawn = f;
    const { n, cols } = f;
    const b = this.board;
    const ctx = b.layout(n, n, { min: 10, max: 72 });
    const size = b.size;
    // Row 1 (the first filled) at the bottom, as rank 1 on the knight's board and in chess
    // notation: the narration's "row 3, column 5" is the square labelled 3 and 5.
    const at = (/** @type {number} */ r, /** @type {number} */ c) => r * n + c;
    // The top left square is light, as on the page before: BoardCanvas counts from a1.
    if (n % 2) b.checker(DARK, LIGHT); else b.checker(LIGHT, DARK);
    const row = cols.length;
    const fill = (/** @type {number} */ sq, /** @type {string} */ colour) => { ctx.fillStyle = colour; ctx.fillRect(b.x(sq), b.y(sq), size, size); };
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        const sq = at(r, c);
        if (r === row) fill(sq, QUEENS.row);
        if (f.squares[i] === 2 && this.opts.variant === 'mark') fill(sq, QUEENS.attacked);
        if (f.freed[i] > 0 && f.squares[i] !== 1 && size >= 14) {
          ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
          ctx.font = `${Math.floor(size * 0.26)}px system-ui, sans-serif`;
          ctx.textAlign = 'right';
          ctx.textBaseline = 'top';
          ctx.fillText(String(f.freed[i]), b.x(sq) + size - 3, b.y(sq) + 2);
        }
      }
    }
    if (f.freed_col !== undefined && f.freed_col !== null) b.frame(at(row, f.freed_col), QUEENS.takenBack, Math.max(2, size / 10));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (this.opts.variant === 'check' && row < n) {
      // The failed checks of the next row: a line from each blocked square to its attacker.
      ctx.lineWidth = Math.max(1.5, size / 18);
      ctx.font = `700 ${Math.floor(size * 0.5)}px system-ui, sans-serif`;
      f.conflicts.forEach((a, c) => {
        if (!a) return;
        const sq = at(row, c);
        ctx.strokeStyle = a.line === 'diagonal' ? QUEENS.diagonal : QUEENS.column;
        b.polyline([sq, at(a.row, cols[a.row])], ctx.strokeStyle, ctx.lineWidth);
        ctx.fillStyle = ctx.strokeStyle;
        ctx.fillText('×', b.cx(sq), b.cy(sq));
      });
    }
    ctx.fillStyle = '#111';
    ctx.font = `${Math.floor(size * 0.78)}px "DejaVu Sans", serif`;
    cols.forEach((c, r) => ctx.fillText(QUEEN, b.cx(at(r, c)), b.cy(at(r, c)) + size * 0.04));
    // Row numbers on the left (1 at the bottom) and column numbers under the board.
    b.labels((c) => String(c + 1));
  }

  // For a lesson: the placements generate and test would build (one queen a row: N^N,
  // exact), and the solutions met so far up to rotation and reflection. {placements} is
  // what lessons written before it was named for what it counts call {examined}.
  moreFigures() {
    const n = BigInt(this.opts.n || 0);
    const examined = this.frame ? this.frame.examined : null;
    return { space: n ** n, classes: this.found ? this.found.class_count : null, placements: examined };
  }

  // The solutions met so far, fetched from Rust only when their number changes (they are
  // the first `count` of the search's fixed order).
  /** @param {number} count */
  showFound(count) {
    if (this.found && this.found.model === this.model && this.found.count === count) return;
    const found = count && this.model ? this.model.extra('found') : { solutions: [], classes: [], class_count: 0 };
    this.found = { ...found, model: this.model, count };
    this.listFound();
  }

  // The solutions listed (all, or one per class): the thumbnails, then the one shown large.
  listFound() {
    if (!this.found) return;
    const { solutions, classes } = this.found;
    const seen = new Set();
    this.list = [];
    solutions.forEach((_, k) => {
      if (this.unique.checked && seen.has(classes[k])) return;
      seen.add(classes[k]);
      this.list.push(k);
    });
    this.solutionsBox.hidden = solutions.length === 0;
    const n = solutions.length ? solutions[0].length : 0;
    const s = Math.max(2, Math.floor(72 / Math.max(1, n)));
    this.thumbs.replaceChildren(...this.list.slice(0, 400).map((k, idx) => {
      const canvas = el('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      const ctx = sizeCanvas(canvas, s * n, s * n);
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          ctx.fillStyle = (r + c) % 2 ? '#c9b48e' : '#f3f3e3';
          ctx.fillRect(c * s, (n - 1 - r) * s, s, s);
        }
        ctx.fillStyle = '#111';
        ctx.fillRect(solutions[k][r] * s, (n - 1 - r) * s, s, s);
      }
      // A button, so a solution is chosen from the keyboard as well as by a click.
      const words = t('queens.thumb', { k: idx + 1 });
      const button = el('button', { type: 'button', className: 'thumb', title: words, aria: { label: words } }, canvas);
      button.addEventListener('click', () => this.browseTo(idx, true));
      return button;
    }));
    this.browseTo(this.browse);
  }

  // Solution `i` of the list, named beside the list; with `show`, drawn on the big board
  // (a person chose it) until the search moves on.
  /** @param {number} i */
  browseTo(i, show = false) {
    const list = this.list;
    if (!list || !list.length || !this.found) return;
    this.browse = ((i % list.length) + list.length) % list.length;
    const k = list[this.browse];
    const { solutions, classes, class_count: classCount } = this.found;
    this.which.textContent = t(this.unique.checked ? 'queens.which_unique' : 'queens.which', {
      k: this.browse + 1, total: list.length, class: classes[k] + 1, classes: classCount,
      columns: solutions[k].map((c) => c + 1).join(' '),
    });
    [...this.thumbs.children].forEach((c, idx) => {
      c.className = idx === this.browse ? 'thumb current' : 'thumb';
      c.setAttribute('aria-pressed', String(idx === this.browse));
    });
    if (show && this.model) {
      this.shown = { k, model: this.model, steps: this.model.cursor().steps };
      this.drawSolution();
    }
  }

  // Count N's solutions in every warm worker, each taking its share of the board's pieces.
  count() {
    const n = this.countN.value.trim();
    try {
      new this.wasm.QueensCount(n, 0, 1).free();
    } catch (e) {
      showNotices([sentence(e)]);
      return;
    }
    clearNotices();
    const parts = this.jobs.size;
    const t0 = performance.now();
    const secs = () => ((performance.now() - t0) / 1000).toFixed(2);
    const sum = (/** @type {any[]} */ states, /** @type {string} */ key) => states.reduce((a, s) => a + (s ? s.report[key] || 0 : 0), 0);
    this.tell(t('queens.count.started', { n, parts }));
    this.countJob.run(this.jobs, (part, of) => ({ kind: 'sliced', class: 'QueensCount', args: [n, part, of], slice: 1 }), {
      parts,
      say: (text) => this.tell(text),
      notice: true,
      cancelled: t('queens.count.cancelled'),
      progress: (states) => sum(states, 'progress') / parts,
      onProgress: (states) => {
        const progress = sum(states, 'progress') / parts;
        this.countResult.textContent = t('queens.count.progress', { n, total: sum(states, 'solutions'), percent: Math.floor(progress * 100), secs: secs() });
      },
      onDone: (states) => {
        const known = states.every((s) => s.report.unique >= 0);
        const total = sum(states, 'solutions');
        return t(known ? 'queens.count.done_unique' : 'queens.count.done', { n, total, unique: sum(states, 'unique'), secs: secs(), parts });
      },
    });
  }

  // Both under the count and on the status line.
  /** @param {string} text */
  tell(text) {
    this.countResult.textContent = text;
    this.setStatus(text);
  }
}
