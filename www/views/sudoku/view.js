// Sudoku: the search stepped cell by cell (first empty cell, or fewest candidates), as DFS
// (a stack: one grid, digits written and taken back) or as BFS (a queue of whole grids: the
// grid just taken off, the next ones waiting, and the frontier's growth drawn as a curve);
// givens bold and the search's digits plain, candidates as pencil marks, the cell being
// tried highlighted and dead ends flashed; edit by clicking a cell and typing, paste a
// puzzle, pick an example; the fast solver and the classic comparison table in workers.

import { View } from '../../shell/view.js';
import { boardSpace, embedHeight } from '../../draw/board.js';
import { clearNotices, addNotices, showNotices } from '../../shell/status.js';
import { t, sentence } from '../../text/index.js';
import { counters, part, el, selectField, checkField } from '../../shell/kit.js';
import { drawGrid, cellAt, miniCanvas } from './grid.js';
import { QueuePanel } from './queue.js';
import { ComparePanel } from './compare.js';
import { FastPanel } from './fast.js';
import { sudokuRule } from './rule.js';
import { RULE_OPTION } from '../../panels/rule-kept.js';

/** @type {Record<string, string>} */
const EXAMPLES = {
  easy: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  hard: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  two: '....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  none: '531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  four: '1... ..1. .3.. ...4',
  six: '1.....\n..61..\n.1..6.\n......\n..16..\n6....1',
  // No solution, for a reason a person sees at once: row 1's first twelve cells see C to G
  // in their boxes, so twelve cells share eleven digits. Search tries the ways of placing
  // those digits (millions) and does not finish.
  pigeonhole: `${'.'.repeat(16)}CD..EF..G.........E...GC.DF.....FG..D...CE......${'.'.repeat(192)}`,
};
// Solutions drawn small under the counters, at most.
const SOLUTION_THUMBS = 24;

// A select of the form: its label, and an option per [value, catalogue key].
/** @param {string} name @param {string[][]} options */
const select = (name, options) => {
  const words = new Map(options.map(([v, key]) => [v, t(key, { k: Number(v) })]));
  return selectField(t(`sudoku.${name}.field`), name, t(`sudoku.${name}.label`), [...words.keys()], (v) => words.get(v) ?? v);
};
/** @param {string} name @param {string[]} values */
const own = (name, values) => values.map((v) => [v, `sudoku.${name}.${v}`]);

/** @extends {View<SearchOf<'sudoku'> | SearchOf<'sudoku-bfs'>>} */
export class SudokuView extends View {
  static route = 'sudoku';
  // In the options' row: the cell choice, the frontier, the stop and the example (pencil marks
  // in "More options").
  static quick = ['cell', 'frontier', 'limit', 'example'];
  static about = 'sudoku.about';
  static legend = [
    { key: 'sudoku.legend.given', style: 'background:#fff;border:1px solid #222;box-shadow:inset 0 0 0 3px #fff,inset 0 0 0 9px #111' }, { key: 'sudoku.legend.placed', style: 'background:#fff;border:1px solid #222;box-shadow:inset 0 0 0 3px #fff,inset 0 0 0 9px #1f5fbf' },
    { key: 'sudoku.legend.tried', style: 'background:rgba(255,214,0,0.55);border:1px solid #222' }, { key: 'sudoku.legend.taken_back', style: 'background:rgba(220,50,40,0.45);border:1px solid #222' },
    { key: 'sudoku.legend.emptied', style: 'background:rgba(220,50,40,0.2);border:1px solid #222' }, { key: 'sudoku.legend.conflict', style: 'background:rgba(220,0,0,0.5);border:1px solid #222' },
    { key: 'sudoku.legend.selected', style: 'background:#fff;border:3px solid #2162c4' },
  ];

  // Side by side (compare.js): compare=first,mrv (cell choice) or compare=dfs,bfs (frontier).
  /** @type {CompareSpec[]} */
  static compare = [
    { name: 'cell', label: 'sudoku.cell.label', value: (v) => `sudoku.cell.${v}`, short: (v) => `sudoku.cell_short.${v}` },
    { name: 'frontier', label: 'sudoku.frontier.label', value: (v) => `sudoku.frontier.${v}`, short: (v) => `sudoku.frontier_short.${v}` },
  ];
  // The grid, the cell choice, the frontier and the limit are declared in Rust
  // (sudoku::options::OPTIONS); the grid's problems are shown by check() below.
  static predict = true;
  // The code beside the board (code=1): DFS's recursive solve; BFS has none yet.
  static code = true;
  /** @type {ViewOption[]} */
  static options = [
    { name: 'cell', input: true, fallback: () => t('sudoku.fallback.cell') },
    { name: 'frontier', input: true, fallback: () => t('sudoku.fallback.frontier') },
    { name: 'limit', input: true, fallback: () => t('sudoku.fallback.limit') },
    RULE_OPTION,
  ];

  get fullHint() { return 'sudoku.full_hint'; }

  // An exported file's name (export/name.js): sudoku-9x9-mrv-dfs-step5.
  exportName() {
    const f = this.frame || this.bad;
    return [f ? `${f.size}x${f.size}` : '', this.opts.cell, this.opts.frontier].filter(Boolean);
  }

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it), createModel() and the drawing
    // set: declared here for the type check, assigned there.
    /** @type {number} the cell selected for typing, or -1 */ this.selected;
    /** @type {OptionsForm} */ this.form;
    /** @type {OptionsForm} */ this.paste;
    /** @type {HTMLCanvasElement} */ this.canvas;
    /** @type {HTMLElement} */ this.countersEl;
    /** @type {HTMLElement} */ this.solBox;
    /** @type {HTMLElement} */ this.solNote;
    /** @type {HTMLElement} */ this.solThumbs;
    /** @type {QueuePanel} */ this.queue;
    /** @type {ComparePanel} */ this.compare;
    /** @type {FastPanel} */ this.fastPanel;
    /** @type {ReturnType<typeof sudokuRule>} "Your rule" */ this.own;
    /** @type {HTMLInputElement} */ this.cellInput;
    /** @type {string | undefined} the kind of pointer that went down on the grid last */ this.pointer;
    /** @type {Counters} */ this.counters;
    /** @type {import('../../../searchlight.js').SudokuProblem | null} a puzzle shown, not searched (its givens conflict) */ this.bad;
    /** @type {{ steps: number, cells: ArrayLike<number>, solution?: number } | null} a solution shown in the grid until the search moves */ this.fast;
    /** @type {string | null} the solutions drawn small, as renderSolutions() last drew them */ this.solKey;
    /** @type {boolean} */ this.bfs;
    /** @type {{ size: number, cell: number, digits: string } | undefined} the grid as last drawn */ this.geom;
    /** @type {{ size: number, digits: string, cells: ArrayLike<number>, givens: ArrayLike<number>, last?: import('../../../searchlight.js').Placed | null, conflicts?: number[] | null | false, candidates?: number[] | null } | undefined} what the grid shows, as drawn last */ this.gridShown;
  }

  build() {
    this.selected = -1;
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        select('cell', own('cell', this.choices('cell'))),
        select('frontier', own('frontier', this.choices('frontier'))),
        select('limit', [...own('limit', ['1', '2']), ['10', 'sudoku.limit.k'], ['100', 'sudoku.limit.k'], ['0', 'sudoku.limit.0']]),
        select('example', [['', 'sudoku.example.choose'], ...own('example', Object.keys(EXAMPLES))]),
        checkField(t('sudoku.marks'), { type: 'checkbox', name: 'marks' })),
      el('div', { className: 'sudoku-stage stage' },
        el('canvas', { tabIndex: 0, dataset: { role: 'grid' }, aria: { label: t('sudoku.grid.label') } }),
        el('input', { className: 'cell-input', autocomplete: 'off', autocapitalize: 'off', spellcheck: false, hidden: true, dataset: { role: 'cell-input' } })),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('form', { className: 'paste', autocomplete: 'off' },
        el('label', {}, t('sudoku.paste.field'), el('textarea', { name: 'puzzle', rows: 9, cols: 24, spellcheck: false, aria: { label: t('sudoku.paste.label') } })),
        el('button', { type: 'submit' }, t('sudoku.paste.load')),
        el('div', { className: 'fast-row' },
          el('button', { type: 'button', title: t('sudoku.fast.solve.title'), dataset: { act: 'solve-now' } }, t('sudoku.fast.solve')),
          el('button', { type: 'button', dataset: { act: 'unique' } }, t('sudoku.fast.unique')),
          el('button', { type: 'button', hidden: true, dataset: { act: 'fast-stop' } }, t('sudoku.fast.stop'))),
        el('p', { dataset: { role: 'fast', paced: '' } })),
      el('section', { className: 'solutions', hidden: true, dataset: { role: 'solutions' }, aria: { label: t('sudoku.solutions') } },
        el('h2', {}, t('sudoku.solutions')),
        el('p', { dataset: { role: 'sol-note' } }),
        el('div', { className: 'thumbs', dataset: { role: 'sol-thumbs' } })),
      el('section', { className: 'bfs-queue', hidden: true, dataset: { role: 'queue' } }),
      el('section', { className: 'count' }));
    const $ = (/** @type {string} */ s) => part(this.root, s);
    this.form = part(this.root, 'form.options');
    this.paste = part(this.root, 'form.paste');
    this.canvas = part(this.root, '[data-role=grid]');
    this.countersEl = $('[data-role=counters]');
    this.solBox = $('[data-role=solutions]');
    this.solNote = $('[data-role=sol-note]');
    this.solThumbs = $('[data-role=sol-thumbs]');
    this.queue = new QueuePanel($('[data-role=queue]'));
    this.compare = new ComparePanel($('section.count'), this.wasm, () => this.opts.p);
    this.own = sudokuRule(this, EXAMPLES);
    this.root.append(this.own.section);
    this.fastPanel = new FastPanel(this.paste, {
      start: (show) => this.fastSolve(show),
      answer: (a, show, text) => this.fastAnswer(a, show, text),
    });
    this.makePlayer($('[data-role=player]'));
    const f = this.form.elements;
    f.example.addEventListener('change', () => { if (f.example.value) this.change({ p: EXAMPLES[f.example.value] }); });
    f.marks.addEventListener('change', () => this.render());
    this.paste.addEventListener('submit', (e) => { e.preventDefault(); this.change({ p: this.paste.elements.puzzle.value }); });
    this.canvas.addEventListener('click', (e) => this.onClick(e));
    this.canvas.addEventListener('keydown', (e) => this.onKey(e));
    // A touch screen has no keys: a tapped cell gets a text field over it, which brings up
    // the screen's keyboard (digits only, up to 9x9).
    this.cellInput = part(this.root, '[data-role=cell-input]');
    this.canvas.addEventListener('pointerdown', (e) => { this.pointer = e.pointerType; });
    this.cellInput.addEventListener('input', () => {
      const typed = this.cellInput.value.slice(-1);
      this.cellInput.value = '';
      if (typed) this.enter(typed);
    });
    this.cellInput.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' || e.key === 'Enter') { e.preventDefault(); this.closeInput(); return; }
      if (e.key === 'Backspace' || e.key === 'Delete') { e.preventDefault(); this.enter('.'); }
      e.stopPropagation(); // digits are the cell's, not the player's keys
    });
    this.cellInput.addEventListener('blur', () => { this.cellInput.hidden = true; });
  }

  // The field over the selected cell, focused (a touch selected it).
  openInput() {
    const g = this.geom;
    if (!g || this.selected < 0) return;
    const input = this.cellInput;
    const r = Math.floor(this.selected / g.size);
    const c = this.selected % g.size;
    input.inputMode = g.size <= 9 ? 'numeric' : 'text';
    // A grid written 0-F (its first digit 0) has no 0 that clears a cell.
    const label = g.digits[0] === '0' ? 'sudoku.cell_input_zero' : 'sudoku.cell_input';
    input.setAttribute('aria-label', t(label, { cell: `r${r + 1}c${c + 1}`, max: g.digits[g.size - 1] }));
    Object.assign(input.style, {
      left: `${this.canvas.offsetLeft + c * g.cell + 1}px`, top: `${this.canvas.offsetTop + r * g.cell + 1}px`,
      width: `${g.cell}px`, height: `${g.cell}px`, fontSize: `${Math.round(g.cell * 0.6)}px`,
    });
    input.hidden = false;
    input.value = '';
    input.focus();
  }

  closeInput() {
    this.cellInput.hidden = true;
    this.canvas.focus();
  }

  // The link read, its rule goes to "Your rule" (which asks before it replaces a rule typed).
  /** @param {URLSearchParams} params @param {Sayable[]} [earlier] */
  load(params, earlier = []) {
    this.loadGrid(params, earlier);
    this.own.linked();
  }

  // A puzzle in the link whose givens conflict is shown with its conflict, not searched
  // (as when typed: Back and a shared link return to it). One that cannot be read is
  // named, and the easy example shown; its text stays in the paste box, to be mended.
  /** @param {URLSearchParams} params @param {Sayable[]} earlier */
  loadGrid(params, earlier) {
    const p = params.get('p');
    const problem = p === null ? null : this.wasm.sudoku_check(p);
    if (!problem) return super.load(params, earlier);
    if (this.shown(problem)) {
      super.load(params, earlier);
      addNotices([sentence(problem.error)]); // after the link's other notices, if any
      return undefined;
    }
    const rest = new URLSearchParams(params);
    rest.delete('p');
    // The error as its message, said whole (a string would be clipped as a link's value).
    const bad = t('sudoku.link_bad', { why: problem.error });
    if (this.pane) return super.load(rest, [...earlier, bad]);
    clearNotices();
    super.load(rest, earlier);
    this.paste.elements.puzzle.value = p ?? '';
    addNotices([bad]);
  }

  // Whether a puzzle that cannot be searched is still the puzzle shown: its grid could be
  // read (only its givens disagree). Then the grid, the text, the URL and the status are
  // that puzzle, drawn with its conflict, and nothing is searched (createModel); the
  // player is off until the puzzle is mended. A pane of a comparison keeps its search.
  /** @param {import('../../../searchlight.js').SudokuProblem} problem */
  shown(problem) {
    return !this.pane && problem.size > 0;
  }

  // A puzzle that cannot be read (or, in a pane, one whose givens conflict) is refused: its
  // error is said, the conflicting cells drawn (until the next good one or a step), and the
  // search stays as it was.
  /** @param {Options} next @param {Options | null} patch */
  check(next, patch) {
    if (!patch || patch.p === undefined) return;
    const problem = this.wasm.sudoku_check(next.p);
    if (!problem || this.shown(problem)) return;
    this.paste.elements.puzzle.value = next.p;
    this.setStatus(sentence(problem.error));
    if (this.frame && problem.cells.length === this.frame.size ** 2) {
      this.bad = problem;
      if (this.player) this.player.pause();
      this.drawGrid();
    }
    throw problem.error;
  }

  /** @param {number} step */
  rebuild(step) {
    this.own.sync();
    this.fastPanel.stop();
    this.fastPanel.say('');
    this.compare.clear();
    super.rebuild(step);
  }

  // Export's files of the classic comparison, once computed.
  exportTables() { return this.compare.exportTables(); }

  /** @param {Options} o */
  treeSpec(o) {
    return this.bfs ? null : { puzzle: 'sudoku', p: o.p, cell: o.cell };
  }

  /** @param {Options} o */
  createModel(o) {
    this.bad = null;
    this.fast = null;
    this.solKey = null;
    this.bfs = o.frontier === 'bfs';
    const problem = this.pane ? null : this.wasm.sudoku_check(o.p);
    const model = problem ? null : this.make(this.bfs ? 'sudoku-bfs' : 'sudoku', this.declaredValues(o));
    if (problem) {
      if (!this.shown(problem)) throw problem.error;
      this.bad = problem; // drawn by draw(null): the puzzle shown, with its conflict
      addNotices([sentence(problem.error)]);
    }
    // The URL holds the puzzle as one line. (No model without a problem: see above.)
    o.p = model ? model.frame().puzzle : problem ? problem.puzzle : o.p;
    this.paste.elements.puzzle.value = o.p;
    this.counters = counters(this.countersEl, this.bfs
      ? [['steps', 'counter.steps'], ['nodes', 'sudoku.counter.grids_taken'], ['dead', 'sudoku.counter.dead_ends'],
        ['frontier', 'sudoku.counter.frontier'], ['max', 'sudoku.counter.max'], ['solutions', 'counter.solutions']]
      : [['steps', 'counter.steps'], ['nodes', 'counter.nodes'], ['backtracks', 'counter.backtracks'], ['solutions', 'counter.solutions']]);
    this.queue.hidden = !this.bfs || !model;
    // Any other K from a URL gets an option of its own (replacing an earlier one), so the
    // select says what runs.
    const limit = this.form.elements.limit;
    const k = String(o.limit);
    limit.querySelector('option[data-custom]')?.remove();
    if (![...limit.options].some((opt) => opt.value === k)) {
      const opt = new Option(t('sudoku.limit.k', { k: Number(o.limit) }), k);
      opt.dataset.custom = '';
      limit.insertBefore(opt, limit.lastElementChild);
    }
    return model;
  }

  /** @param {MouseEvent} e */
  onClick(e) {
    const cell = cellAt(this.canvas, this.geom, e);
    if (cell < 0) return;
    // "Your turn": the cell starts the answer; the digit is typed after it.
    const size = this.geom ? this.geom.size : 0;
    if (size && this.answerPick(`r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`)) return;
    this.selected = cell;
    this.drawGrid();
    if (this.pointer === 'touch' || this.pointer === 'pen') this.openInput();
    else this.canvas.focus();
  }

  // Typing in the selected cell edits the puzzle (and starts the search afresh).
  /** @param {KeyboardEvent} e */
  onKey(e) {
    if (this.selected < 0 || !(this.frame || this.bad)) return;
    if (this.enter(e.key)) {
      e.preventDefault();
      e.stopPropagation();
    }
  }

  // `key` typed in the selected cell: one of the grid's digits (as Rust writes them, in the
  // notation the puzzle was read in) sets it; . Backspace or Delete clears it, and 0 where
  // it is not a digit (the search starts afresh on the edited puzzle). Returns whether it
  // was taken.
  /** @param {string} key */
  enter(key) {
    const f = this.frame || this.bad;
    if (this.selected < 0 || !f) return false;
    const k = key.toUpperCase();
    let value = null;
    if (k.length === 1 && f.digits.includes(k)) value = f.digits.indexOf(k) + 1;
    else if (k === '.' || k === '0' || k === 'BACKSPACE' || k === 'DELETE') value = 0;
    if (value === null) return false;
    const givens = Array.from(this.bad ? this.bad.cells : f.givens);
    givens[this.selected] = value;
    this.change({ p: givens.map((d) => (d ? f.digits[d - 1] : '.')).join('') });
    return true;
  }

  /** @param {boolean} show */
  fastSolve(show) {
    if (this.player) this.player.pause();
    if (this.bad && !this.model) {
      // The puzzle shown is not searched, by the fast solver either: its conflict said.
      showNotices([sentence(this.bad.error)]);
      return;
    }
    this.fastPanel.run(this.opts.p, show);
  }

  /** @param {import('../../../searchlight.js').FastAnswer} a @param {boolean} show @param {string} text */
  fastAnswer(a, show, text) {
    this.fast = show && a.count > 0 && this.model && a.grid ? { steps: this.model.cursor().steps, cells: a.grid } : null;
    this.render();
    this.fastPanel.say(text);
  }

  /** @param {import('../../../searchlight.js').SudokuFrame | import('../../../searchlight.js').SudokuBfsFrame} f */
  draw(f) {
    if (!f) {
      if (this.bad) this.drawBad(this.bad);
      return;
    }
    if (!this.model) return;
    const { steps } = this.model.cursor();
    if (this.fast && this.fast.steps !== steps) this.fast = null;
    if (this.bad && steps > 0) this.bad = null;
    const set = this.counters.set;
    set('steps', steps);
    set('nodes', f.nodes);
    set('solutions', f.solutions);
    if ('dead_ends' in f) { // BFS (this.bfs)
      set('dead', f.dead_ends);
      set('frontier', f.frontier);
      set('max', f.max_frontier);
    } else {
      set('backtracks', f.backtracks);
    }
    if (!this.fast) this.setStatus(f.status);
    this.drawGrid();
    if ('queued' in f) this.queue.draw(f, steps); // BFS (this.bfs)
    this.renderSolutions(f);
  }

  // The side the grid may take: the board's space, and in embed mode the frame's height.
  avail() {
    const space = boardSpace(this.canvas);
    if (this.pane) return Math.min(space.width, space.height, 900);
    return embedHeight() ?? Math.min(space.width, space.height, 900);
  }

  // A puzzle shown but not searched (its givens conflict): the grid with the conflicting
  // cells red, the counters at nought (as createModel made them), its error on the status
  // line.
  /** @param {import('../../../searchlight.js').SudokuProblem} bad */
  drawBad(bad) {
    this.setStatus(sentence(bad.error));
    this.drawGrid(bad);
    this.solBox.hidden = true;
    this.solKey = null;
  }

  // The grid of frame `f` (or of the puzzle shown with its conflict, `bad`).
  /** @param {import('../../../searchlight.js').GridFrame & { emptied?: number[] } | import('../../../searchlight.js').SudokuProblem | null} f */
  drawGrid(f = this.frame || this.bad) {
    if (!f) return;
    const bad = this.bad;
    const frame = 'givens' in f ? f : null;
    const marks = this.form.elements.marks.checked;
    const shown = {
      cells: bad ? bad.cells : !frame ? f.cells : this.fast ? this.fast.cells : frame.cells,
      givens: bad ? bad.cells : !frame ? f.cells : frame.givens,
      emptied: frame ? frame.emptied : undefined,
      last: bad || this.fast || !frame ? null : frame.last,
      conflicts: bad && bad.conflicts,
      selected: this.selected,
      candidates: marks && !bad && frame ? frame.candidates : null,
      avail: this.avail(),
    };
    this.gridShown = { size: f.size, digits: f.digits, ...shown };
    this.geom = { ...drawGrid(this.canvas, f, shown), digits: f.digits };
  }

  // The grid as a table (board-table.js), as drawn last: each cell's digit, said "placed"
  // where the search wrote it (the givens bare), and the marks drawn on it.
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const g = this.gridShown;
    if (!g) return null;
    const { size } = g;
    const numbers = Array.from({ length: size }, (_, i) => i + 1);
    return {
      name: t('sudoku.table.name', { size }),
      rows: numbers.map((r) => `r${r}`),
      cols: numbers.map((c) => `c${c}`),
      cell: (r, c) => {
        const i = r * size + c;
        const d = g.cells[i];
        const marks = [];
        if (d && !g.givens[i]) marks.push(t('sudoku.table.placed'));
        if (g.last && g.last.cell === i) marks.push(t(g.last.back ? 'sudoku.table.taken_back' : 'sudoku.table.tried'));
        if (g.conflicts && g.conflicts.includes(i)) marks.push(t('sudoku.table.conflict'));
        if (!d && g.candidates) {
          const can = [...g.digits].filter((_, k) => /** @type {number[]} */ (g.candidates)[i] & (2 << k));
          marks.push(t('sudoku.table.candidates', { digits: can.join(' ') }));
        }
        return { value: d ? g.digits[d - 1] : '', marks };
      },
    };
  }

  // The solutions the search has met so far, drawn small (the first SOLUTION_THUMBS); a
  // click shows one in the grid until the next step.
  /** @param {import('../../../searchlight.js').GridFrame} f */
  renderSolutions(f) {
    const n = f.solutions;
    this.solBox.hidden = n === 0;
    const key = `${n}/${this.fast ? this.fast.solution : ''}`;
    if (this.solKey === key) return;
    this.solKey = key;
    const shown = Math.min(n, SOLUTION_THUMBS);
    this.solNote.textContent = t(n > shown ? 'sudoku.solutions.some' : n === 1 ? 'sudoku.solutions.one' : 'sudoku.solutions.all', { n, shown });
    const thumbs = [];
    const model = this.model;
    for (let k = 0; k < shown && model; k++) {
      const b = el('button', { type: 'button', className: this.fast && this.fast.solution === k ? 'thumb current' : 'thumb', aria: { label: t('sudoku.solutions.show', { k: k + 1 }) } },
        miniCanvas(el('canvas'), model.extra('solution', k), f));
      b.addEventListener('click', () => this.showSolution(k));
      thumbs.push(b);
    }
    this.solThumbs.replaceChildren(...thumbs);
  }

  /** @param {number} k */
  showSolution(k) {
    if (!this.model) return;
    // Rust says no if solution k is not among those found (a thumb left from a longer run).
    let cells;
    try { cells = this.model.extra('solution', k); } catch { return; }
    if (this.player) this.player.pause();
    this.fast = { steps: this.model.cursor().steps, cells, solution: k };
    this.fastPanel.say('');
    this.render();
    this.setStatus(t('sudoku.solutions.shown', { k: k + 1, n: this.frame.solutions }));
  }

  destroy() {
    this.own.destroy();
    this.fastPanel.destroy();
    this.compare.destroy();
    super.destroy();
  }
}
