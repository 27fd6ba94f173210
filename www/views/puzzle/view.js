// The sliding puzzle (8-puzzle, 15-puzzle): a best-first search (breadth-first, greedy,
// A*, weighted A*) stepped through. The board shows the state being expanded; beside it the
// successor just generated, the frontier as the priority queue it is (g, h and f of each
// state, next first), the closed set's size, and once found, the solution with h beside the
// moves truly left. A click on a tile beside the blank slides it and makes that the
// position searched. The search is in Rust (engine::BestFirst, engine::BestFirstView).

import { View } from '../../shell/view.js';
import { BoardCanvas } from '../../draw/board.js';
import { showNotices, clearNotices } from '../../shell/status.js';
import { t, fmt, sentence, joined, quote } from '../../text/index.js';
import { counters, el, part, textField, selectField } from '../../shell/kit.js';
import { Jobs, JobRow } from '../../shell/jobs.js';
import { TILE, HOME, MOVED, BLANK, INK, mini, rows } from './tiles.js';
import { ownRule } from './rule.js';
import { DATABASES, databaseKey, storedDatabase, storeDatabase, forgetDatabase } from './stored.js';
import { RULE_OPTION } from '../../panels/rule-kept.js';

/** @typedef {import('../../../searchlight.js').PuzzleFrame} PuzzleFrame */
/** @typedef {import('../../../searchlight.js').PuzzleBoard} PuzzleBoard */
/** @typedef {import('../../../searchlight.js').PuzzleState} PuzzleState */
/** @typedef {import('../../../searchlight.js').DeepFrame} DeepFrame */
/** @typedef {import('../../../searchlight.js').SolveReport} SolveReport */
/** @typedef {import('../../../searchlight.js').PdbReport} PdbReport */
/** @typedef {import('../../../searchlight.js').AimaRow} AimaRow */

// The depth-first family, drawn from model puzzle-deep (the others from model puzzle).
const DEEP = ['dfs', 'ids', 'idastar'];
// A field of the form found by its role (shown or hidden with the search that reads it).
/** @param {HTMLElement} field @param {string} role */
const roled = (field, role) => {
  field.dataset.role = role;
  return field;
};
/** @type {[string, string][]} */
const BEST_COUNTERS = [
  ['steps', 'counter.steps'], ['expanded', 'puzzle.counter.expanded'], ['generated', 'puzzle.counter.generated'],
  ['frontier', 'puzzle.counter.frontier'], ['closed', 'puzzle.counter.closed'], ['reopened', 'puzzle.counter.reopened'],
  ['duplicates', 'puzzle.counter.duplicates'], ['max_frontier', 'puzzle.counter.max_frontier'], ['moves', 'puzzle.counter.moves'],
];
/** @type {[string, string][]} */
const DEEP_COUNTERS = [
  ['steps', 'counter.steps'], ['visited', 'puzzle.counter.visited'], ['generated', 'puzzle.counter.generated'],
  ['pruned', 'puzzle.counter.pruned'], ['repeats', 'puzzle.counter.repeats'], ['backtracks', 'puzzle.counter.backtracks'],
  ['cycles', 'puzzle.counter.cycles'], ['iterations', 'puzzle.counter.iterations'], ['bound', 'puzzle.counter.bound'],
  ['moves', 'puzzle.counter.depth'],
];

/** @extends {View<SearchOf<'puzzle'> | SearchOf<'puzzle-deep'>>} */
export class PuzzleView extends View {
  static route = 'puzzle';
  // In the options' row: the board, the search and its estimate, weight and depth bound where the
  // search has one, New shuffle (the rest in "More options").
  static quick = ['side', 'algo', 'heuristic', 'weight', 'depth', 'new'];
  // Declared in Rust (sliding::options::OPTIONS): side, tiles, shuffle, seed, algo,
  // heuristic, weight, memory, limit.
  static options = [
    { name: 'side', input: true, url: (/** @type {unknown} */ v, /** @type {Options} */ o) => (Number(o.korf) > 0 ? undefined : v) },
    { name: 'tiles', input: true, fallback: () => t('puzzle.fallback.tiles') },
    { name: 'shuffle', input: true },
    { name: 'seed', input: true },
    { name: 'algo', input: true },
    { name: 'heuristic', input: true },
    { name: 'weight', input: true, fallback: () => t('puzzle.fallback.weight') },
    { name: 'memory', input: true, url: (/** @type {boolean} */ v) => (v ? undefined : 'off'), fallback: () => 'on' },
    { name: 'depth', input: true },
    { name: 'limit' },
    // Korf's instance n: on the 4x4 board whatever `side` says (the URL then leaves side out).
    { name: 'korf', input: true, url: (/** @type {unknown} */ v) => (Number(v) > 0 ? v : undefined), fallback: () => t('puzzle.korf.none') },
    // The goal, the blank last or first: written when it is not the default, and not beside
    // Korf's instance (whose goal it is).
    {
      name: 'blank', input: true, fallback: () => t('puzzle.blank.last'),
      /** @this {ViewOption} @param {unknown} v @param {Options} o */
      url(v, o) { return Number(o.korf) > 0 || v === this.default ? undefined : v; },
    },
    RULE_OPTION,
  ];

  // Side by side (compare.js): compare=bfs,astar (the search), compare=misplaced,manhattan,linear
  // (A*'s estimate), or both (every combination, up to four panes; the estimate only in the
  // panes of a search that uses one, compareFor).
  static compare = [
    { name: 'algo', label: 'puzzle.algo', value: (/** @type {string} */ v) => `puzzle.algo.${v}`, short: (/** @type {string} */ v) => `puzzle.algo_short.${v}` },
    { name: 'heuristic', label: 'puzzle.heuristic', value: (/** @type {string} */ v) => `puzzle.heuristic.${v}`, short: (/** @type {string} */ v) => `puzzle.heuristic_short.${v}` },
  ];

  // The estimate applies to the searches Rust says use one (Algo::uses_estimate).
  /** @param {Wasm} wasm */
  static compareFor(wasm) {
    const dims = super.compareFor(wasm) ?? [];
    const estimated = wasm.sliding_estimated();
    return dims.map((d) => (d.name === 'heuristic' ? { ...d, when: { name: 'algo', values: estimated } } : d));
  }

  // The side-by-side table's counts: the states expanded (entered, and called so, for the
  // depth-first family, as the CLI's `expanded` counts them), generated, and the solution's
  // length once found. The same counts as the panes' counters and the lessons that quote them.
  /** @type {CompareColumn[]} */
  static compareColumns = [
    {
      name: 'expanded',
      value: (/** @type {PuzzleFrame | DeepFrame} */ f) => ('visited' in f ? f.visited : f.expanded),
      as: (/** @type {PuzzleFrame | DeepFrame} */ f) => ('visited' in f ? 'entered' : 'expanded'),
    },
    { name: 'generated', value: (/** @type {PuzzleFrame | DeepFrame} */ f) => f.generated },
    {
      name: 'moves',
      ratio: false,
      value: (/** @type {PuzzleFrame | DeepFrame} */ f) => {
        if ('visited' in f) return f.found ? f.path.length - 1 : null;
        return f.solution ? f.solution.length - 1 : null;
      },
    },
  ];

  // A pane on a projector keeps the table's counts; a depth-first pane's entered states are
  // its counter `visited`.
  /** @type {string[]} */
  static get keyCounters() { return [...super.keyCounters, 'visited']; }

  // "Your turn": for the best-first searches, which node comes off the frontier next (a row
  // of the frontier clicked answers with its node); for the depth-first family, which tile
  // it slides next (a tile clicked answers) or its next bound (typed).
  static predict = true;
  // The listing lit step by step: best-first search's, or the depth-first family's.
  static code = true;

  static about = 'puzzle.about';
  static legend = [
    { key: 'puzzle.legend.blank', style: `background:${BLANK}` },
    { key: 'puzzle.legend.home', style: `background:${HOME};border:1px solid #bbb` },
    { key: 'puzzle.legend.moved', style: `background:${TILE};border:2px solid ${MOVED}` },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it) and createModel() sets: declared
    // here for the type check, assigned there.
    /** @type {OptionsForm} */ this.form;
    /** @type {HTMLElement} */ this.rule;
    /** @type {HTMLElement} */ this.childBox;
    /** @type {HTMLElement} */ this.queueBox;
    /** @type {HTMLElement} */ this.solutionBox;
    /** @type {HTMLElement} */ this.weightBox;
    /** @type {HTMLElement} */ this.depthBox;
    /** @type {HTMLElement} */ this.pathBox;
    /** @type {HTMLElement} */ this.countersBox;
    /** @type {BoardCanvas} */ this.board;
    /** @type {{ tiles: number[], moved: number } | undefined} the tiles drawn last and the tile just slid */ this.tilesShown;
    /** @type {Counters} */ this.counters;
    /** @type {boolean} whether the counters are the depth-first family's */ this.deepShown;
    /** @type {PuzzleBoard | null | undefined} the puzzle the model searches */ this.shape;
    /** @type {HTMLElement} */ this.solveBox;
    /** @type {HTMLElement} */ this.solveResult;
    /** @type {HTMLElement} */ this.alongBox;
    /** @type {JobRow} */ this.solveJob;
    /** @type {number} the step the URL asked for, kept while a database is built */ this.wantStep;
    /** @type {string | null} the database being built (its goal's key), if one is */ this.building;
    /** @type {HTMLElement} */ this.aimaBody;
    /** @type {HTMLElement} */ this.aimaSaid;
    /** @type {HTMLElement} */ this.aimaCaption;
    /** @type {HTMLInputElement} */ this.aimaCount;
    /** @type {JobRow} */ this.aimaJob;
    /** @type {Jobs} the table's own worker, apart from the search's */ this.aimaJobs;
    /** @type {ReturnType<typeof ownRule>} "Your rule" */ this.own;
    /** @type {{ tiles: number[], tile: number, steps: number } | null} the state the slider along
     * the solution shows, until the player's frame changes */ this.along;
  }

  build() {
    const aimaColumns = ['ids', 'misplaced', 'manhattan'].map((k) => t(`puzzle.aima.${k}`));
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        selectField(t('puzzle.side'), 'side', t('puzzle.side.label'), ['2', '3', '4'], (n) => `${n}x${n}`),
        textField(t('puzzle.tiles'), 'tiles', 22, t('puzzle.tiles.label')),
        textField(t('puzzle.shuffle'), 'shuffle', 4, t('puzzle.shuffle.label')),
        textField(t('puzzle.seed'), 'seed', 6, t('puzzle.seed.label')),
        selectField(t('puzzle.algo'), 'algo', t('puzzle.algo'), this.choices('algo'), (a) => t(`puzzle.algo.${a}`)),
        selectField(t('puzzle.heuristic'), 'heuristic', t('puzzle.heuristic'), this.choices('heuristic'), (h) => t(`puzzle.heuristic.${h}`)),
        roled(textField(t('puzzle.weight'), 'weight', 3, t('puzzle.weight.label')), 'weight'),
        roled(textField(t('puzzle.depth'), 'depth', 3, t('puzzle.depth.label')), 'depth'),
        selectField(t('puzzle.blank'), 'blank', t('puzzle.blank.label'), this.choices('blank'), (b) => t(`puzzle.blank.${b}`)),
        el('label', {}, el('input', { type: 'checkbox', name: 'memory' }), ' ', el('span', { dataset: { role: 'memory-label' } }, t('puzzle.memory'))),
        el('button', { type: 'button', dataset: { act: 'new' } }, t('puzzle.new')),
        el('label', {}, `${t('puzzle.korf')} `, el('select', { name: 'korf', aria: { label: t('puzzle.korf.label') } },
          el('option', { value: '0' }, t('puzzle.korf.none')),
          ...this.wasm.sliding_korf().map((k) => el('option', { value: String(k.number) }, t('puzzle.korf.item', { number: k.number, length: k.length })))))),
      el('p', { className: 'puzzle-rule', dataset: { role: 'rule' } }),
      el('div', { className: 'stage' }, el('canvas', { dataset: { role: 'canvas' }, aria: { label: t('puzzle.canvas') } })),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('section', { dataset: { role: 'child' }, aria: { label: t('puzzle.child') } }),
      el('section', { dataset: { role: 'path', reads: '' }, aria: { label: t('puzzle.path') } }),
      el('section', { dataset: { role: 'queue', reads: '' }, aria: { label: t('puzzle.queue') } }),
      el('section', { dataset: { role: 'solution' }, aria: { label: t('puzzle.solution') } }),
      el('section', { dataset: { role: 'solve' }, aria: { label: t('puzzle.solve') } },
        el('h2', {}, t('puzzle.solve')),
        el('p', {}, t('puzzle.solve.about')),
        el('div', { className: 'count-row', dataset: { role: 'solve-row' } }),
        el('p', { dataset: { role: 'solve-result', paced: '' } }),
        el('div', { dataset: { role: 'along' } })),
      el('section', { dataset: { role: 'aima' }, aria: { label: t('puzzle.aima') } },
        el('h2', {}, t('puzzle.aima')),
        el('p', {}, t('puzzle.aima.about')),
        el('div', { className: 'count-row', dataset: { role: 'aima-row' } },
          el('label', {}, `${t('puzzle.aima.count')} `, el('input', { name: 'aima-count', size: 4, defaultValue: '100', spellcheck: false,
            aria: { label: t('puzzle.aima.count.label', { max: this.wasm.sliding_aima_shape().max_positions }) } }))),
        el('p', { dataset: { role: 'aima-said', paced: '' } }),
        el('div', { className: 'table-scroll', tabIndex: 0, role: 'region', aria: { label: t('puzzle.aima') } },
          el('table', { className: 'compare', dataset: { role: 'aima-table' } },
            el('thead', {},
              el('tr', {}, el('th', { scope: 'col', rowSpan: 2 }, t('puzzle.aima.depth')),
                el('th', { scope: 'colgroup', colSpan: 3 }, t('puzzle.aima.cost')),
                el('th', { scope: 'colgroup', colSpan: 3 }, t('puzzle.aima.branching'))),
              el('tr', {}, ...[...aimaColumns, ...aimaColumns].map((words) => el('th', { scope: 'col' }, words)))),
            el('tbody'))),
        el('p', { dataset: { role: 'aima-caption' } })));
    this.own = ownRule(this);
    part(this.root, '[data-role=solve]').after(this.own.section);
    const $ = (/** @type {string} */ s) => part(this.root, s);
    this.form = part(this.root, 'form');
    this.rule = $('[data-role=rule]');
    this.childBox = $('[data-role=child]');
    this.queueBox = $('[data-role=queue]');
    this.solutionBox = $('[data-role=solution]');
    this.weightBox = $('[data-role=weight]');
    this.depthBox = $('[data-role=depth]');
    this.pathBox = $('[data-role=path]');
    this.countersBox = $('[data-role=counters]');
    this.board = new BoardCanvas(part(this.root, '[data-role=canvas]'), {
      label: 0,
      onPick: (sq) => this.pick(sq),
      name: (sq, g) => `cell${(g.rows - 1 - Math.floor(sq / g.cols)) * g.cols + (sq % g.cols)}`,
    });
    // The counters shown (View.figures reads them): the best-first ones or the depth-first
    // ones, made again when the family changes.
    this.deepShown = false;
    this.counters = counters(this.countersBox, BEST_COUNTERS);
    this.makePlayer($('[data-role=player]'));
    this.solveBox = $('[data-role=solve]');
    this.solveResult = $('[data-role=solve-result]');
    this.alongBox = $('[data-role=along]');
    this.solveJob = new JobRow($('[data-role=solve-row]'), {
      act: 'solve-now', label: t('puzzle.solve.go'), cancelAct: 'solve-now-cancel', cancelLabel: t('puzzle.solve.cancel'),
      progressRole: 'solve-progress', max: null, onStart: () => this.solve(), onCancel: () => this.jobs.cancel(),
    });
    this.wantStep = 0;
    this.building = null;
    this.along = null;
    // A worker started ahead of time, its wasm instantiated and its search compiled on a
    // small position, so "Solve now" answers at once (an 8-puzzle in milliseconds).
    if (!this.pane) this.jobs.warm(1, { kind: 'warm', class: 'SlidingSolve', args: [{ tiles: '1 2 3 4 5 6 0 7 8' }, undefined] });
    this.aimaBody = $('[data-role=aima-table] tbody');
    this.aimaSaid = $('[data-role=aima-said]');
    this.aimaCaption = $('[data-role=aima-caption]');
    this.aimaCount = /** @type {HTMLInputElement} */ ($('input[name=aima-count]'));
    // Its own worker: the table goes on while the search above changes.
    this.aimaJobs = new Jobs();
    this.aimaJob = new JobRow($('[data-role=aima-row]'), {
      act: 'aima', label: t('puzzle.aima.go'), cancelAct: 'aima-cancel', cancelLabel: t('puzzle.aima.cancel'),
      progressRole: 'aima-progress', onStart: () => this.computeAima(), onCancel: () => this.aimaJobs.cancel(),
    });
    // A new shuffle: the next seed of a fixed sequence (so it is still named by its URL), the
    // position given before forgotten.
    $('[data-act=new]').addEventListener('click', () => {
      this.change({ tiles: '', korf: '0', seed: String((Number(this.opts.seed) * 7919 + 104729) % 1000003) });
    });
    this.shape = null;
  }

  // A new board side starts from a shuffle of its own goal.
  // Korf's instance chosen: the 4x4 board, his tiles, his goal (the blank first), and the
  // search that solves his instances, IDA* with the pattern database (A* would stop at its
  // bound), unless the change names its own; a side, tiles, shuffle or goal of one's own
  // leaves his instance.
  /** @param {Options} patch @param {boolean} [fromPanes] */
  change(patch, fromPanes = false) {
    const korf = 'korf' in patch && Number(patch.korf) > 0;
    const own = !korf && ('side' in patch || 'tiles' in patch || 'shuffle' in patch || 'seed' in patch || 'blank' in patch) ? { korf: '0' } : {};
    const fresh = 'side' in patch && String(patch.side) !== String(this.opts.side);
    const his = korf ? { side: '4', blank: 'first', algo: 'idastar', heuristic: 'pdb' } : {};
    super.change({ ...(fresh || korf ? { tiles: '' } : {}), ...his, ...patch, ...own }, fromPanes);
  }

  // A choice in Korf's menu is the person's: his instance is loaded in place of a position
  // typed before (change() leaves the tiles out), where a link giving both keeps the
  // position and says why. Tiles typed are on the board their count makes.
  /** @param {ViewOption} o @param {string} raw */
  edit(o, raw) {
    const side = o.name === 'tiles' && raw !== '' ? this.sideOf(raw) : null;
    if (o.name === 'korf' && Number(raw) > 0) this.change({ korf: raw });
    else if (side !== null && side !== String(this.opts.side)) this.change({ tiles: raw, side });
    else super.edit(o, raw);
  }

  // A link's tiles without a side are on the board their count makes (16 tiles are 4x4).
  /** @param {URLSearchParams} params @param {Sayable[]} [earlier] */
  // The link's rule then goes to "Your rule" (which asks before it replaces a rule typed).
  load(params, earlier = []) {
    const tiles = params.get('tiles');
    const side = tiles !== null && params.get('side') === null ? this.sideOf(tiles) : null;
    const withSide = new URLSearchParams(params);
    if (side !== null) withSide.set('side', side);
    super.load(withSide, earlier);
    this.own.linked();
  }

  // The side Rust reads from `tiles` given without one, or null when they make no board.
  /** @param {string} tiles @returns {string | null} */
  sideOf(tiles) {
    const { values, errors } = this.wasm.check_options(PuzzleView.route, this.declaredValues({ ...this.opts, tiles, side: null, korf: '0' }));
    const side = values.side;
    return errors.some((e) => e.name === 'tiles') || typeof side !== 'string' ? null : side;
  }

  /** @param {number} step */
  rebuild(step) {
    this.wantStep = step;
    this.along = null;
    // A job of the options left is stopped before their words are cleared.
    this.building = null;
    this.jobs.cancel();
    this.alongBox.replaceChildren();
    this.solveResult.textContent = '';
    this.solveJob.end();
    this.own.sync();
    super.rebuild(step);
  }

  /** @param {Options} o */
  createModel(o) {
    const deep = DEEP.includes(String(o.algo));
    const key = databaseKey(o);
    const db = key ? DATABASES.get(key) : undefined;
    if (key && !db) {
      // The position is drawn while its database is built.
      this.shape = this.wasm.sliding_board(this.declaredValues(o));
      this.buildDatabase(key, o);
      return null;
    }
    const model = this.make(deep ? 'puzzle-deep' : 'puzzle', this.declaredValues(o), db);
    this.shape = model.extra('board');
    return model;
  }

  // The pattern database for `key`'s goal: read from the browser when a whole copy is kept
  // there, else built in a worker a table at a time with its progress and kept (DATABASES,
  // and the browser's storage); then the search shown.
  /** @param {string} key @param {Options} o */
  buildDatabase(key, o) {
    this.building = key;
    const mine = (this.buildCount = (this.buildCount || 0) + 1);
    const values = this.declaredValues(o);
    const mb = (/** @type {Uint8Array} */ b) => (b.length / 1e6).toFixed(1);
    storedDatabase(key).then((kept) => {
      if (this.building !== key || this.buildCount !== mine) return;
      if (kept && this.wasm.sliding_db_fits(values, kept)) {
        DATABASES.set(key, kept);
        this.building = null;
        this.rebuild(this.wantStep);
        this.solveResult.textContent = t('puzzle.pdb.stored', { mb: mb(kept) });
        return;
      }
      if (kept) forgetDatabase(key);
      this.runBuild(key, values, kept ? t('puzzle.pdb.damaged') : '', mb);
    });
  }

  /**
   * @param {string} key @param {Record<string, unknown>} values
   * @param {string} before said before the build's end (a damaged copy) @param {(b: Uint8Array) => string} mb
   */
  runBuild(key, values, before, mb) {
    // The tables are built at once in as many workers as the machine has cores, at most one a
    // table (the database takes about the time of its largest table), then put together.
    const probe = new this.wasm.PdbBuild(values, undefined, undefined);
    const tables = probe.report().tables;
    probe.free();
    const cores = Math.max(1, Math.min(navigator.hardwareConcurrency || 1, 8));
    const workers = Math.min(cores, tables);
    const built = (/** @type {any[]} */ states) => states.reduce((sum, s) => {
      const r = /** @type {PdbReport | undefined} */ (s && s.report);
      return sum + (r ? r.built : 0);
    }, 0);
    const tell = (/** @type {number} */ built) => t('puzzle.pdb.building', { built, tables, threads: workers });
    this.solveJob.cancel.textContent = t('puzzle.pdb.cancel');
    this.setStatus(tell(0));
    // However it ends, the row's Cancel is the search's again.
    const ended = () => {
      this.building = null;
      this.solveJob.cancel.textContent = t('puzzle.solve.cancel');
    };
    const say = (/** @type {string} */ text) => {
      this.solveResult.textContent = text;
      this.setStatus(text);
    };
    const job = (/** @type {number} */ part, /** @type {number} */ parts) => ({ kind: 'sliced', class: 'PdbBuild', args: parts > 1 ? [values, part, parts] : [values], slice: 1 });
    this.solveJob.run(this.jobs, job, {
      parts: workers,
      max: tables,
      say,
      progress: built,
      onProgress: (states) => {
        this.setStatus(tell(built(states)));
      },
      onDone: (states) => {
        let bytes = /** @type {Uint8Array} */ (states[0].result);
        if (workers > 1) {
          const whole = new this.wasm.PdbBuild(values, undefined, undefined);
          try {
            for (const s of states) whole.join(s.result);
            bytes = whole.result();
          } finally {
            whole.free();
          }
        }
        DATABASES.set(key, bytes);
        storeDatabase(key, bytes);
        ended();
        this.rebuild(this.wantStep);
        const secs = Math.max(...states.map((s) => s.elapsed)) / 1000;
        this.solveResult.textContent = joined(before, t('puzzle.pdb.built', { secs: secs.toFixed(1), mb: mb(bytes) }));
      },
      onError: ended,
      // Said when a person cancelled it, not when new options took its place (rebuild).
      onCancel: () => {
        if (this.building === key) say(t('puzzle.pdb.cancelled'));
        ended();
      },
    });
  }

  // "Solve now": the options' search run to its end in a worker without recording, its
  // progress counted, Cancel at hand; then its result, and the board moved along the
  // solution found.
  solve() {
    if (this.building) return;
    const o = this.opts;
    const key = databaseKey(o);
    const db = key ? DATABASES.get(key) : undefined;
    const args = [this.declaredValues(o), db];
    const t0 = performance.now();
    this.alongBox.replaceChildren();
    // Korf's instance: IDA*'s bound rises to his published length, where it ends; the bar
    // shows the bound reached of it. Otherwise the end is not known: the bar only moves.
    const korf = this.shape && this.shape.korf && o.algo === 'idastar' ? this.shape.korf[1] : null;
    this.solveResult.textContent = '';
    this.solveJob.run(this.jobs, { kind: 'sliced', class: 'SlidingSolve', args, slice: 1 << 16 }, {
      max: korf,
      indeterminate: korf === null,
      say: (text) => { this.solveResult.textContent = text; },
      cancelled: t('puzzle.solve.cancelled'),
      progress: korf === null ? undefined : ([s]) => /** @type {SolveReport} */ (s.report).bound,
      onProgress: ([s]) => {
        const r = /** @type {SolveReport} */ (s.report);
        const secs = ((performance.now() - t0) / 1000).toFixed(1);
        const key = korf !== null ? 'puzzle.solve.running_korf' : r.bound ? 'puzzle.solve.running_bound' : 'puzzle.solve.running';
        return t(key, { generated: r.generated, bound: r.bound, length: korf ?? 0, secs });
      },
      onDone: ([s]) => {
        const r = /** @type {SolveReport} */ (s.report);
        this.solveResult.dataset.length = r.length === null || r.length === undefined ? '' : String(r.length);
        this.solveResult.dataset.generated = String(r.generated);
        this.showAlong(r);
        // What it read (the database and its size) and how fast it went.
        const database = db && r.groups.length ? t(r.reflected ? 'puzzle.solve.database_reflected' : 'puzzle.solve.database', { groups: r.groups.join('-'), mb: (db.length / 1e6).toFixed(1) }) : '';
        const rate = s.ms > 0 ? Math.round(r.generated / (s.ms / 1000)) : 0;
        return joined(r.status ? sentence(r.status) : '', database, t('puzzle.solve.time', { secs: (s.ms / 1000).toFixed(2), rate }));
      },
    });
  }

  // Russell and Norvig's table, a row (a depth) at a time in a worker: nodes generated on
  // average by IDS, A* (misplaced) and A* (Manhattan), and each one's b*.
  computeAima() {
    const shape = this.wasm.sliding_aima_shape();
    const text = this.aimaCount.value.trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > shape.max_positions) {
      this.aimaSaid.textContent = t('puzzle.aima.bad_count', { max: shape.max_positions, text: quote(text) });
      return;
    }
    const seed = 1;
    const rows = shape.depths.length;
    const t0 = performance.now();
    const secs = () => ((performance.now() - t0) / 1000).toFixed(1);
    this.aimaBody.replaceChildren();
    this.aimaCaption.textContent = '';
    this.aimaSaid.textContent = '';
    /** @param {{ row: number, report: AimaRow }} s @returns {string} */
    const add = (s) => {
      const r = s.report;
      const cells = [r.ids, r.misplaced, r.manhattan];
      this.aimaBody.append(el('tr', { dataset: { depth: String(r.depth) } }, el('th', { scope: 'row' }, String(r.depth)),
        ...cells.map((c) => el('td', {}, c ? fmt(Math.round(c.generated)) : '—')),
        ...cells.map((c) => el('td', {}, c ? c.branching.toFixed(2) : '—'))));
      return t('puzzle.aima.progress', { depth: r.depth, row: s.row + 1, rows, secs: secs() });
    };
    this.aimaJob.run(this.aimaJobs, { kind: 'rows', fn: 'sliding_aima_row', args: [n, seed], count: rows }, {
      max: rows,
      say: (text) => { this.aimaSaid.textContent = text; },
      cancelled: t('puzzle.aima.cancelled'),
      progress: ([s]) => s.row + 1,
      onProgress: ([s]) => add(s),
      onDone: ([s]) => {
        add(s);
        this.aimaCaption.textContent = t('puzzle.aima.caption', { n, seed, ids: shape.ids_depth, next: shape.ids_depth + 2 });
        return t('puzzle.aima.done', { secs: secs() });
      },
    });
  }

  destroy() {
    this.aimaJobs.destroy();
    this.own.destroy();
    super.destroy();
  }

  // A slider along the solution "Solve now" found: the board shows the state after k moves,
  // the tile just slid framed.
  /** @param {SolveReport} r */
  showAlong(r) {
    if (!r.states.length) return;
    const n = r.states.length - 1;
    const range = /** @type {HTMLInputElement} */ (el('input', { type: 'range', min: '0', max: String(n), value: '0', dataset: { role: 'along-range' } }));
    range.setAttribute('aria-label', t('puzzle.solve.along.label'));
    const said = el('span', { dataset: { role: 'along-at' } });
    const show = () => {
      const k = Number(range.value);
      const tile = k > 0 ? r.tiles[k - 1] : 0;
      said.textContent = k > 0 ? t('puzzle.solve.slid', { k, n, tile }) : t('puzzle.solve.at', { k, n });
      range.setAttribute('aria-valuetext', said.textContent);
      // Kept through a redraw (a resize) until the player moves.
      this.along = { tiles: r.states[k], tile, steps: this.frame ? Number(this.frame.steps) : 0 };
      this.drawBoard(r.states[k], tile);
    };
    range.addEventListener('input', show);
    this.alongBox.replaceChildren(el('label', {}, `${t('puzzle.solve.along')} `, range), ' ', said,
      el('p', { dataset: { role: 'along-tiles' } }, r.tiles.join(' ')));
    said.textContent = t('puzzle.solve.at', { k: 0, n });
    // Read from the start, not as a bare "0".
    range.setAttribute('aria-valuetext', said.textContent);
  }

  exportName() {
    const o = this.opts;
    return [`${o.side}x${o.side}`, o.tiles ? 'given' : `shuffle${o.shuffle}-seed${o.seed}`, o.algo,
      o.algo === 'bfs' ? '' : String(o.heuristic), o.memory ? '' : 'no-memory'].filter(Boolean);
  }

  // The keyboard's cursor on `sq` (rank 0 at the bottom): its row and column from the top left.
  /** @param {number} sq */
  describeSquare(sq) {
    const g = this.board.geom;
    return g ? t('cursor.rc', { row: g.rows - Math.floor(sq / g.cols), col: (sq % g.cols) + 1 }) : null;
  }

  enterHint() { return t('puzzle.cursor.enter'); }

  // A square of the board (rank 0 at the bottom) clicked: its tile slid into the blank, if
  // it is beside it, and the new position searched from the start.
  /** @param {number} sq */
  pick(sq) {
    const g = this.board.geom;
    if (!g || !this.model) return;
    const cell = (g.rows - 1 - Math.floor(sq / g.cols)) * g.cols + (sq % g.cols);
    // "Your turn" on the depth-first family: the tile clicked is the answer (which tile it
    // slides next), graded in Rust.
    if (this.deepShown && this.frame && 'path' in this.frame) {
      const end = this.frame.path[this.frame.path.length - 1];
      if (this.answerPick(String(end.tiles[cell]))) return;
    }
    const next = this.model.extra('slide', cell);
    if (next === undefined || next === null) {
      showNotices([sentence(t('puzzle.not_beside'))]);
      return;
    }
    clearNotices();
    this.change({ tiles: next });
  }

  // While its pattern database is built there is no search yet: a lesson's figures wait.
  figuresPending() {
    return !!this.building;
  }

  /** @param {PuzzleFrame | DeepFrame} f */
  draw(f) {
    if (!this.shape) return;
    const shape = this.shape;
    /** @type {HTMLSelectElement} */ (this.form.elements.namedItem('side')).value = String(shape.side);
    this.weightBox.hidden = shape.algo !== 'wastar';
    this.depthBox.hidden = shape.algo !== 'dfs';
    // IDS and IDA* keep no closed set: what the box turns on for them is the check against
    // the path, and it says so.
    part(this.form, '[data-role=memory-label]').textContent = t(DEEP.includes(shape.algo) && shape.algo !== 'dfs' ? 'puzzle.memory.path' : 'puzzle.memory');
    /** @type {HTMLInputElement} */ (this.form.elements.namedItem('tiles')).placeholder = shape.text;
    if (!f) {
      // No search yet (its pattern database is being built): the position alone.
      this.rule.textContent = this.ruleText(this.shape);
      this.drawBoard(this.shape.start, 0);
      for (const box of [this.childBox, this.queueBox, this.solutionBox, this.pathBox]) box.replaceChildren();
      return;
    }
    const deep = 'path' in f && Array.isArray(f.path) && 'visited' in f;
    if (deep !== this.deepShown) {
      this.deepShown = deep;
      this.counters = counters(this.countersBox, deep ? DEEP_COUNTERS : BEST_COUNTERS);
    }
    this.rule.textContent = this.ruleText(shape);
    if (deep) this.drawDeep(/** @type {DeepFrame} */ (f));
    else {
      this.pathBox.replaceChildren();
      this.drawBest(/** @type {PuzzleFrame} */ (f));
    }
    if (this.along && this.along.steps === f.steps) this.drawBoard(this.along.tiles, this.along.tile);
    else this.along = null;
  }

  /** @param {PuzzleFrame} f */
  drawBest(f) {
    const shape = /** @type {PuzzleBoard} */ (this.shape);
    const set = this.counters.set;
    set('steps', f.steps);
    set('expanded', f.expanded);
    set('generated', f.generated);
    set('frontier', f.frontier_size);
    set('closed', f.closed);
    set('reopened', f.reopened);
    set('duplicates', f.duplicates);
    set('max_frontier', f.max_frontier);
    set('moves', f.current.g);
    // The parity rule's reason is a clause (a notice quotes it too): said as a sentence.
    this.setStatus(shape.solvable ? f.status : sentence(f.status));
    this.drawBoard(f.current.tiles, f.path.length ? f.path[f.path.length - 1] : 0);
    this.drawChild(f);
    this.drawQueue(f);
    this.drawSolution(f);
  }

  // What the chosen search and estimate promise.
  /** @param {PuzzleBoard} b */
  ruleText(b) {
    const said = [];
    if (b.algo === 'dfs' && b.memory) said.push(t('puzzle.h.dfs_memory'));
    else if (b.algo === 'dfs' || b.algo === 'ids') said.push(t(`puzzle.h.${b.algo}`));
    else if (b.algo === 'idastar') said.push(t('puzzle.h.idastar', { name: t(`puzzle.heuristic.${b.heuristic}`) }));
    else if (b.algo === 'bfs') said.push(t('puzzle.h.blind'));
    else if (b.heuristic === 'none' && b.algo !== 'greedy') said.push(t('puzzle.h.zero'));
    else {
      const name = t(`puzzle.heuristic.${b.heuristic}`);
      said.push(t(b.consistent ? 'puzzle.h.both' : 'puzzle.h.admissible', { name }));
      if (b.algo === 'greedy') said.push(t('puzzle.h.greedy'));
      if (b.algo === 'wastar') said.push(t('puzzle.h.weighted', { w: Number(this.opts.weight) }));
    }
    if (!b.memory) said.push(t(DEEP.includes(b.algo) ? 'puzzle.no_memory_deep' : 'puzzle.no_memory'));
    if (b.korf) said.push(t('puzzle.korf.rule', { number: b.korf[0], length: b.korf[1] }));
    return joined(...said.map((s) => sentence(s)));
  }

  // The depth-first family: the path's end on the board, the path itself (the stack) as a
  // row of small boards with the cycle it ran into in red, the successor not entered.
  /** @param {DeepFrame} f */
  drawDeep(f) {
    const shape = /** @type {PuzzleBoard} */ (this.shape);
    const set = this.counters.set;
    const end = f.path[f.path.length - 1];
    set('steps', f.steps);
    set('visited', f.visited);
    set('generated', f.generated);
    set('pruned', f.pruned);
    set('repeats', f.repeats);
    set('backtracks', f.backtracks);
    set('cycles', f.cycles);
    set('iterations', f.iterations);
    set('bound', f.bound ?? '');
    set('moves', f.path.length - 1);
    this.setStatus(shape.solvable ? f.status : sentence(f.status));
    this.drawBoard(end.tiles, end.tile);
    this.solutionBox.replaceChildren();
    this.queueBox.replaceChildren();
    const goal = shape.goal;
    const l = f.looked;
    this.childBox.replaceChildren(...(l ? [el('p', {}, `${t(`puzzle.looked.${l.why}`)}: `, mini(l.tiles, f.side, goal, l.tile),
      l.g === null || l.g === undefined ? '' : ` g ${l.g} · h ${l.h} · f ${fmt(l.g + Number(l.h))}`)] : []));
    if (!shape.solvable) {
      this.pathBox.replaceChildren();
      return;
    }
    const from = f.cycle_from ?? null;
    const items = f.path.map((s, i) => {
      const cell = el('li', { dataset: { depth: String(i) } }, mini(s.tiles, f.side, goal, s.tile), el('span', {}, ` g ${s.g} · h ${s.h}`));
      Object.assign(cell.style, { display: 'inline-flex', alignItems: 'center', gap: '0.2rem', margin: '0 0.6rem 0.3rem 0', padding: '2px' });
      if (from !== null && i >= from) {
        cell.style.outline = `2px solid ${MOVED}`;
        cell.dataset.cycle = '1';
      }
      return cell;
    });
    const list = el('ol', {}, ...items);
    Object.assign(list.style, { listStyle: 'none', padding: '0', margin: '0', display: 'flex', flexWrap: 'wrap' });
    this.pathBox.replaceChildren(el('h2', {}, t('puzzle.path')), list,
      ...(from !== null ? [el('p', { dataset: { role: 'cycle' } }, sentence(t('puzzle.cycle')))] : []));
  }

  /** @param {number[]} tiles @param {number} moved the tile just slid (0: none) */
  drawBoard(tiles, moved) {
    this.tilesShown = { tiles, moved };
    const side = Math.round(Math.sqrt(tiles.length));
    const b = this.board;
    // A screen reader gets the board shown as text, row by row.
    b.canvas.setAttribute('aria-label', t('puzzle.canvas.rows', { rows: rows(tiles, side) }));
    const ctx = b.layout(side, side, { min: 24, max: 240 });
    const size = b.size;
    const goal = /** @type {PuzzleBoard} */ (this.shape).goal;
    tiles.forEach((tile, cell) => {
      const sq = (side - 1 - Math.floor(cell / side)) * side + (cell % side);
      b.fillSquare(sq, tile === 0 ? BLANK : tile === goal[cell] ? HOME : TILE);
      if (!tile) return;
      ctx.strokeStyle = '#8a7a5a';
      ctx.lineWidth = Math.max(1, size / 40);
      ctx.strokeRect(b.x(sq) + 0.5, b.y(sq) + 0.5, size - 1, size - 1);
      if (tile === moved) b.frame(sq, MOVED, Math.max(2, size / 14));
      ctx.fillStyle = INK;
      ctx.font = `600 ${Math.round(size * 0.45)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(tile), b.cx(sq), b.cy(sq));
    });
  }

  // The board as a table (board-table.js), as drawn last: each cell's tile, the blank, and
  // which tiles are home or were just slid.
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const shown = this.tilesShown;
    if (!shown || !this.shape) return null;
    const { tiles, moved } = shown;
    const goal = this.shape.goal;
    const side = Math.round(Math.sqrt(tiles.length));
    const numbers = Array.from({ length: side }, (_, i) => String(i + 1));
    return {
      name: t('puzzle.table.name', { side }),
      rows: numbers,
      cols: numbers,
      cell: (r, c) => {
        const tile = tiles[r * side + c];
        if (!tile) return { marks: [t('puzzle.table.blank')] };
        const marks = [];
        if (tile === moved) marks.push(t('puzzle.table.moved'));
        if (tile === goal[r * side + c]) marks.push(t('puzzle.table.home'));
        return { value: tile, marks };
      },
    };
  }

  /** @param {PuzzleFrame} f */
  drawChild(f) {
    const goal = /** @type {PuzzleBoard} */ (this.shape).goal;
    const c = f.child;
    if (!c) {
      this.childBox.replaceChildren();
      return;
    }
    this.childBox.replaceChildren(el('p', {}, `${t('puzzle.child')}: `, mini(c.tiles, f.side, goal, f.child_tile),
      ` ${t('puzzle.col.node')} ${fmt(c.node)} · g ${c.g} · h ${c.h} · f ${fmt(c.f)}`));
  }

  // The frontier as the priority queue it is: the next state first, each with g, h and f.
  /** @param {PuzzleFrame} f */
  drawQueue(f) {
    const goal = /** @type {PuzzleBoard} */ (this.shape).goal;
    const fifo = /** @type {PuzzleBoard} */ (this.shape).algo === 'bfs';
    if (!(/** @type {PuzzleBoard} */ (this.shape).solvable)) {
      this.queueBox.replaceChildren();
      return;
    }
    const title = el('h2', {}, t(fifo ? 'puzzle.queue.fifo' : 'puzzle.queue'));
    if (!f.frontier.length) {
      this.queueBox.replaceChildren(title, el('p', {}, t('puzzle.queue.empty')));
      return;
    }
    const head = el('tr', {}, ...[t('puzzle.col.node'), t('puzzle.col.state'), 'g', 'h', 'f'].map((h) => el('th', { scope: 'col' }, h)));
    const body = f.frontier.map((s, i) => {
      const row = el('tr', { dataset: { node: String(s.node) } }, el('td', {}, fmt(s.node)), el('td', {}, mini(s.tiles, f.side, goal)),
        el('td', {}, String(s.g)), el('td', {}, String(s.h)), el('td', {}, fifo ? '' : fmt(s.f)));
      if (i < f.tied && !fifo) row.style.fontWeight = '700';
      row.addEventListener('click', () => this.answerPick(String(s.node)));
      return row;
    });
    const more = f.frontier_size - f.frontier.length;
    this.queueBox.replaceChildren(title, el('table', { className: 'compare' }, el('thead', {}, head), el('tbody', {}, ...body)),
      ...(more > 0 ? [el('p', {}, t('puzzle.queue.more', { n: more }))] : []));
  }

  // Once found: each move of the solution with h beside the moves truly left.
  /** @param {PuzzleFrame} f */
  drawSolution(f) {
    if (!f.solution) {
      this.solutionBox.replaceChildren();
      return;
    }
    const head = el('tr', {}, ...[t('puzzle.col.move'), t('puzzle.col.tile'), 'h', t('puzzle.col.left')].map((h) => el('th', { scope: 'col' }, h)));
    const body = f.solution.map((s, i) => el('tr', {}, el('td', {}, String(i)), el('td', {}, s.tile ? String(s.tile) : ''),
      el('td', {}, String(s.h)), el('td', {}, String(s.left))));
    this.solutionBox.replaceChildren(el('h2', {}, t('puzzle.solution')),
      el('table', { className: 'compare' }, el('thead', {}, head), el('tbody', {}, ...body)));
  }
}
