// Shannon's maze mouse: the maze drawn with its walls, the mouse (a triangle facing its
// heading) feeling, turning, moving and backing up, its way from the start, the direction
// each square remembers, the cycle it goes round without the visited set, and BFS's shortest
// route beside it. Clicks put up or take down walls and place the start and the coin; on the
// second run they change the maze after the mouse has learned it. With algo=bfs|astar|greedy
// a best-first search instead (model maze-search): the squares expanded shaded and numbered in
// order, the frontier outlined, the square being expanded marked, the route once found, and
// every search's figures on the same maze in a small table. The search is in Rust.

import { View } from '../../shell/view.js';
import { BoardCanvas } from '../../draw/board.js';
import { setStatus, showNotices, clearNotices } from '../../shell/status.js';
import { t, fmt, sentence } from '../../text/index.js';
import { counters, el, flagParam, part, textField, selectField, checkField } from '../../shell/kit.js';
import { mazeRule } from './rule.js';
import { RULE_OPTION } from '../../panels/rule-kept.js';

const DIRS = ['n', 'e', 's', 'w'];
const WALL = '#1b1f23';
const PATH = 'rgba(10, 125, 56, 0.75)';
const SHORTEST = 'rgba(33, 98, 196, 0.8)';
const CYCLE = 'rgba(214, 40, 40, 0.85)';
const MEMORY = 'rgba(90, 90, 90, 0.55)';
const ENTERED = 'rgba(255, 214, 0, 0.28)';
const AGAIN = 'rgba(230, 120, 0, 0.40)';
const COIN = '#d4a017';
// The best-first searches: expanded squares from dark (first) to light (last), the frontier
// outlined, the square being expanded framed, the route found.
const FRONTIER = '#c2185b';
const EXPANDING = '#e67e22';
const ROUTE = 'rgba(10, 125, 56, 0.85)';
// Your rule's counterexample, marked by "Show on the board": a square, or a move's two.
const MARKED = '#6a1b9a';
/** The fill of the `i`-th square expanded of `n` (from 1). @param {number} i @param {number} n */
const expandedFill = (i, n) => `hsl(212, 70%, ${Math.round(62 + (24 * (i - 1)) / Math.max(1, n - 1))}%)`;
const EXPANDED = expandedFill(1, 3);
const SEARCHES = ['bfs', 'astar', 'greedy'];
// The legend's entries of a search alone, and of both the search and the mouse.
const SEARCH_LEGEND = ['maze.legend.expanded', 'maze.legend.frontier', 'maze.legend.expanding', 'maze.legend.route'];
const BOTH = ['maze.legend.wall', 'maze.legend.coin'];
/** @type {[string, string][]} */
const MOUSE_COUNTERS = [
  ['steps', 'counter.steps'], ['entered', 'maze.counter.entered'], ['wall_feels', 'maze.counter.wall_feels'],
  ['turns', 'maze.counter.turns'], ['backups', 'maze.counter.backups'], ['way', 'maze.counter.way'],
  ['route', 'maze.counter.route'], ['shortest', 'maze.counter.shortest'],
];
/** @type {[string, string][]} */
const SEARCH_COUNTERS = [
  ['steps', 'counter.steps'], ['expanded', 'maze.counter.expanded'], ['reopened', 'maze.counter.reopened'],
  ['generated', 'maze.counter.generated'], ['frontier', 'maze.counter.frontier'], ['route', 'maze.counter.route'],
];

/** @typedef {SearchOf<'maze'> | SearchOf<'maze-carve'> | SearchOf<'maze-search'>} MazeModel */
/** @extends {View<MazeModel>} */
export class MazeView extends View {
  static route = 'maze';
  // In the options' row: the search, the maze's size and seed, New maze (the rest in "More options").
  static quick = ['algo', 'size', 'seed', 'new'];
  // Declared in Rust (maze::options::OPTIONS): size, seed, loops, memory, run, walls, the
  // edits, start, coin, the second run's changes, the limit and the algo (the mouse or a
  // best-first search); BFS's route is the page's.
  static predict = true;

  // Why "Your turn" has no questions here: they are the mouse's (predict.js).
  predictNone() {
    if (SEARCHES.includes(this.opts.algo)) return 'maze.predict.none_search';
    return this.opts.run === 'generate' ? 'maze.predict.none_generate' : 'predict.none';
  }
  static code = true;
  /** @type {ViewOption[]} */
  static options = [
    { name: 'size', input: true, fallback: () => t('maze.fallback.size') },
    { name: 'seed', input: true },
    { name: 'loops', input: true },
    { name: 'memory', input: true, url: (v) => (v ? 'on' : 'off'), fallback: () => 'on' },
    { name: 'run', input: true },
    { name: 'algo', input: true },
    { name: 'walls', input: true, url: (v) => (v ? undefined : 'off'), fallback: () => 'on' },
    { name: 'bfs', default: true, input: true, parse: flagParam, url: (v) => (v ? undefined : 'off'), fallback: () => 'on' },
    { name: 'edits', fallback: () => t('maze.fallback.none') },
    { name: 'start', fallback: () => t('maze.fallback.start') },
    { name: 'coin', fallback: () => t('maze.fallback.coin') },
    { name: 'moved', fallback: () => t('maze.fallback.none') },
    { name: 'newcoin', fallback: () => t('maze.fallback.none') },
    { name: 'limit', fallback: () => t('maze.fallback.limit') },
    RULE_OPTION,
  ];

  get fullHint() { return 'maze.full_hint'; }

  static about = 'maze.about';
  static legend = [
    { key: 'maze.legend.wall', style: `background:linear-gradient(transparent 40%,${WALL} 40%,${WALL} 60%,transparent 60%)` },
    { key: 'maze.legend.path', style: `background:linear-gradient(transparent 35%,${PATH} 35%,${PATH} 65%,transparent 65%)` },
    { key: 'maze.legend.entered', style: `background:linear-gradient(90deg,${ENTERED} 50%,${AGAIN} 50%);border:1px solid #bbb` },
    { key: 'maze.legend.memory', style: `background:linear-gradient(90deg,transparent 20%,${MEMORY} 20%,${MEMORY} 80%,transparent 80%);height:0.3em;align-self:center` },
    { key: 'maze.legend.shortest', style: `border-top:3px dashed ${SHORTEST}` },
    { key: 'maze.legend.cycle', style: `background:linear-gradient(transparent 35%,${CYCLE} 35%,${CYCLE} 65%,transparent 65%)` },
    { key: 'maze.legend.whisker', style: 'border-right:4px solid #e0301e;background:#fff' },
    { key: 'maze.legend.coin', style: `background:${COIN};border-radius:50%` },
    { key: 'maze.legend.expanded', style: `background:linear-gradient(90deg,${expandedFill(1, 2)} 50%,${expandedFill(2, 2)} 50%);border:1px solid #bbb` },
    { key: 'maze.legend.frontier', style: `border:3px solid ${FRONTIER};background:#fff` },
    { key: 'maze.legend.expanding', style: `border:3px solid ${EXPANDING};background:${EXPANDED}` },
    { key: 'maze.legend.route', style: `background:linear-gradient(transparent 35%,${ROUTE} 35%,${ROUTE} 65%,transparent 65%)` },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it) and createModel() sets: declared
    // here for the type check, assigned there.
    /** @type {OptionsForm} */ this.form;
    /** @type {number | null} the side of its square a pointer went down nearest (sideAt()) */ this.side;
    /** @type {BoardCanvas} */ this.board;
    /** @type {Counters} */ this.counters;
    /** @type {import('../../../searchlight.js').MazeShape | null | undefined} the maze the mouse runs in (null while generating) */ this.shape;
    /** @type {boolean | undefined} whether the counters are named for generating */ this.carving;
    /** @type {boolean | undefined} whether the counters are the search's */ this.searching;
    /** @type {HTMLElement} */ this.countersBox;
    /** @type {HTMLTableElement} */ this.compareTable;
    /** @type {ReturnType<typeof mazeRule>} "Your rule" */ this.own;
    /** @type {number[]} the maze's squares "Your rule" marked (its counterexample), until the options change */ this.marked;
  }

  build() {
    const mouseOnly = (/** @type {HTMLElement} */ field) => { field.dataset.mouse = ''; return field; };
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        selectField(t('maze.algo'), 'algo', t('maze.algo'), ['mouse', 'bfs', 'astar', 'greedy'], (a) => t(`maze.algo.${a}`)),
        textField(t('maze.size'), 'size', 7, t('maze.size.label')),
        textField(t('maze.seed'), 'seed', 8, t('maze.seed.label')),
        textField(t('maze.loops'), 'loops', 4, t('maze.loops.label')),
        mouseOnly(checkField(t('maze.memory'), { type: 'checkbox', name: 'memory' })),
        mouseOnly(selectField(t('maze.run'), 'run', t('maze.run'), ['explore', 'second', 'generate'], (r) => t(`maze.run.${r}`))),
        checkField(t('maze.walls'), { type: 'checkbox', name: 'walls' }),
        mouseOnly(checkField(t('maze.bfs'), { type: 'checkbox', name: 'bfs' })),
        el('fieldset', { className: 'click-mode' }, el('legend', {}, t('maze.click')),
          checkField(t('maze.click.wall'), { type: 'radio', name: 'click', value: 'wall', defaultChecked: true }),
          checkField(t('maze.click.start'), { type: 'radio', name: 'click', value: 'start' }),
          checkField(t('maze.click.coin'), { type: 'radio', name: 'click', value: 'coin' })),
        el('button', { type: 'button', dataset: { act: 'new' } }, t('maze.new')),
        el('button', { type: 'button', dataset: { act: 'clear' } }, t('maze.clear'))),
      el('div', { className: 'stage' }, el('canvas', { dataset: { role: 'canvas' }, aria: { label: t('maze.canvas') } })),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('table', { className: 'compare scrolls', tabIndex: 0, hidden: true, dataset: { role: 'compare' } }));
    this.marked = [];
    this.own = mazeRule(this, (squares) => this.mark(squares));
    this.root.append(this.own.section);
    const $ = (/** @type {string} */ s) => part(this.root, s);
    this.form = part(this.root, 'form');
    this.side = null;
    /** @type {HTMLCanvasElement} */
    const canvas = part(this.root, '[data-role=canvas]');
    // Which side of the square a pointer is nearest, for the wall a click means.
    canvas.addEventListener('pointerdown', (e) => { this.side = this.sideAt(e); });
    this.board = new BoardCanvas(canvas, { onPick: (sq) => this.pick(sq), name: (sq, g) => this.wasm.square_name(g.rows, g.cols, sq) });
    this.countersBox = $('[data-role=counters]');
    this.counters = counters(this.countersBox, MOUSE_COUNTERS);
    this.searching = false;
    this.compareTable = part(this.root, 'table[data-role=compare]');
    this.makePlayer($('[data-role=player]'));
    // The next seed of a fixed sequence, so a new maze is still named by its URL.
    $('[data-act=new]').addEventListener('click', () => {
      this.change({ seed: String((Number(this.opts.seed) * 7919 + 104729) % 1000000007) });
    });
    $('[data-act=clear]').addEventListener('click', () => this.change({ edits: '', start: '', coin: '', moved: '', newcoin: '' }));
  }

  destroy() {
    this.own.destroy();
    super.destroy();
  }

  // The link read, its rule goes to "Your rule" (which asks before it replaces a rule typed).
  /** @param {URLSearchParams} params @param {Sayable[]} [earlier] */
  load(params, earlier = []) {
    super.load(params, earlier);
    this.own.linked();
  }

  /** @param {number} step */
  rebuild(step) {
    this.own.sync();
    this.own.stale();
    this.marked = [];
    super.rebuild(step);
  }

  // "Your rule"'s counterexample on the board: its square (or its move's two) marked, the
  // board scrolled into view and the mark said on the status line; none: the mark taken off.
  /** @param {number[]} squares */
  mark(squares) {
    if (!squares.length && !this.marked.length) return;
    this.marked = squares;
    this.render();
    if (!squares.length) return;
    this.board.canvas.scrollIntoView({ block: 'nearest' });
    const [from, to] = squares.map((sq) => this.name(sq));
    this.setStatus(to === undefined ? t('maze.own.marked', { square: from }) : t('maze.own.marked_move', { from, to }));
  }

  // The mark over what the frame drew: a move's line, then a thick frame in each square.
  drawMarked() {
    if (!this.marked.length || !this.shape || !this.board.geom) return;
    const b = this.board;
    const cells = this.marked.map((sq) => this.cell(sq));
    b.polyline(cells, MARKED, Math.max(2, b.size / 8));
    for (const c of cells) b.frame(c, MARKED, Math.max(3, b.size / 5));
  }

  // A new maze (size, seed or loops) starts without the edits made to the old one.
  /** @param {Options} patch */
  change(patch, fromPanes = false) {
    const fresh = ['size', 'seed', 'loops'].some((k) => k in patch && patch[k] !== this.opts[k]);
    super.change(fresh ? { edits: '', start: '', coin: '', moved: '', newcoin: '', ...patch } : patch, fromPanes);
  }

  /** @param {Options} o */
  createModel(o) {
    const search = SEARCHES.includes(o.algo);
    // The mouse's own controls (the visited set, the run, BFS's dashed route) mean nothing
    // to a best-first search, which remembers every square met: hidden while one is shown.
    for (const label of /** @type {NodeListOf<HTMLElement>} */ (this.form.querySelectorAll('[data-mouse]'))) label.hidden = search;
    this.compareTable.hidden = true;
    if (search) {
      const model = this.make('maze-search', this.declaredValues(o));
      this.shape = model.extra('shape');
      this.fillCompare(model.extra('compare'), o.algo);
      return model;
    }
    if (o.run === 'generate') {
      this.shape = null;
      return this.make('maze-carve', this.declaredValues(o));
    }
    const model = this.make('maze', this.declaredValues(o));
    this.shape = model.extra('shape');
    return model;
  }

  // An exported file's name (export/name.js): maze-12x12-seed7-explore-step40.
  exportName() {
    const o = this.opts;
    const changed = o.edits || o.start || o.coin || o.moved || o.newcoin;
    if (SEARCHES.includes(o.algo)) {
      return [o.size, `seed${o.seed}`, o.loops > 0 ? `loops${o.loops}` : '', o.algo, o.walls ? '' : 'no-walls', changed ? 'edited' : ''].filter(Boolean);
    }
    return [o.size, `seed${o.seed}`, o.loops > 0 ? `loops${o.loops}` : '', o.run, o.memory ? '' : 'no-memory',
      o.walls ? '' : 'no-walls', changed ? 'edited' : ''].filter(Boolean);
  }

  // A maze square (row 0 at the top) as the board's square (rank 0 at the bottom), and back.
  /** @param {number} sq */
  cell(sq) { const { rows, cols } = this.shape || this.frame; return (rows - 1 - Math.floor(sq / cols)) * cols + (sq % cols); }
  /** @param {number} sq */
  name(sq) {
    const { rows, cols } = this.shape || this.frame;
    return `${this.wasm.file_name(sq % cols)}${rows - Math.floor(sq / cols)}`;
  }

  // The maze as a table (board-table.js), from the frame drawn: row 1 of the table is the
  // top of the maze. The mouse's run: where the mouse is and faces, the start, the coin,
  // the squares entered, its way, its memory; a best-first search: each square's place in
  // the order of expansion, the frontier, the route; the generation: the squares reached.
  // In every square the walls inside the maze around it (its edges are walls).
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const f = this.frame;
    if (!f) return null;
    const m = this.shape;
    const walls = m || /** @type {import('../../../searchlight.js').CarveFrame} */ (f);
    const { rows, cols } = walls;
    const dir = (/** @type {number} */ d) => t(`maze.dir.${['north', 'east', 'south', 'west'][d]}`);
    const around = (/** @type {number} */ sq) => {
      const [r, c] = [Math.floor(sq / cols), sq % cols];
      return [r > 0 && walls.south[sq - cols], c < cols - 1 && walls.east[sq], r < rows - 1 && walls.south[sq], c > 0 && walls.east[sq - 1]]
        .flatMap((w, d) => (w ? [dir(d)] : []));
    };
    const set = (/** @type {number[] | undefined} */ list) => new Set(list || []);
    /** @type {(sq: number) => { value?: string | number, marks: string[] }} */
    let square;
    let current = '';
    if ('carved' in f) { // generating
      const stack = set(f.stack);
      square = (sq) => ({ marks: [...(sq === f.last ? [t('maze.table.last')] : []), ...(stack.has(sq) ? [t('maze.table.stack')] : []), ...(f.seen[sq] ? [t('maze.table.reached')] : [])] });
    } else if (m && 'order' in f) { // a best-first search
      const frontier = set(f.frontier);
      const route = set(f.found ? f.route : []);
      square = (sq) => ({
        value: f.order[sq] || '',
        marks: [
          ...(sq === f.expanding ? [t('maze.table.expanding')] : []), ...(frontier.has(sq) ? [t('maze.table.frontier')] : []),
          ...(route.has(sq) ? [t('maze.table.route')] : []), ...(sq === m.start ? [t('maze.table.start')] : []), ...(sq === m.coin ? [t('maze.table.coin')] : []),
        ],
      });
      if (f.expanding !== null && f.expanding !== undefined) current = t('maze.table.expanding_line', { square: this.name(f.expanding) });
    } else if (m && 'at' in f) { // the mouse
      const way = set(f.way);
      const cycle = set(f.cycle);
      const shortest = set(this.opts.bfs ? m.shortest : []);
      square = (sq) => ({
        marks: [
          ...(sq === f.at ? [t('maze.table.mouse', { dir: t(`maze.dir.${f.facing}`) })] : []), ...(sq === m.start ? [t('maze.table.start')] : []),
          ...(sq === m.coin ? [t('maze.table.coin')] : []), ...(f.entered[sq] ? [t('maze.table.entered', { n: f.entered[sq] })] : []),
          ...(cycle.has(sq) ? [t('maze.table.cycle')] : way.has(sq) ? [t('maze.table.way')] : []),
          ...(f.memory[sq] < 4 ? [t('maze.table.memory', { dir: dir(f.memory[sq]) })] : []), ...(shortest.has(sq) ? [t('maze.table.shortest')] : []),
        ],
      });
      current = t('maze.table.mouse_line', { square: this.name(f.at), dir: t(`maze.dir.${f.facing}`) });
    } else return null;
    return {
      name: t('maze.table.name', { rows, cols }),
      rows: Array.from({ length: rows }, (_, r) => String(rows - r)),
      cols: Array.from({ length: cols }, (_, c) => this.wasm.file_name(c)),
      cell: (r, c) => {
        const sq = r * cols + c;
        const { value, marks } = square(sq);
        if (this.marked.includes(sq)) marks.push(t('maze.table.marked'));
        const sides = around(sq);
        return { value, marks: sides.length ? [...marks, t('maze.table.walls', { sides })] : marks };
      },
      current,
    };
  }

  // The side (0 n, 1 e, 2 s, 3 w) of the square under the pointer that it is nearest.
  /** @param {PointerEvent} e */
  sideAt(e) {
    const g = this.board.geom;
    if (!g) return null;
    const rect = this.board.canvas.getBoundingClientRect();
    const fx = ((e.clientX - rect.left - g.left) / g.size) % 1;
    const fy = ((e.clientY - rect.top - g.top) / g.size) % 1;
    const d = [fy, 1 - fx, 1 - fy, fx];
    return d.indexOf(Math.min(...d));
  }

  // What Enter does on the keyboard's cursor square: what the click tool chosen does there.
  /** @param {number} boardSq */
  enterHint(boardSq) {
    const tool = /** @type {RadioNodeList} */ (this.form.elements.namedItem('click')).value;
    if (tool === 'start' || tool === 'coin') return t(`maze.enter.${tool}`);
    const cols = this.shape ? this.shape.cols : 0;
    return t(cols && boardSq % cols === cols - 1 ? 'maze.enter.wall_south' : 'maze.enter.wall_east');
  }

  // A square picked by a click (or Enter on the keyboard's cursor square).
  /** @param {number} boardSq */
  pick(boardSq) {
    if (!this.shape) return undefined; // generating: nothing to edit yet
    const { rows, cols } = this.shape;
    const sq = (rows - 1 - Math.floor(boardSq / cols)) * cols + (boardSq % cols);
    // "Your turn": the square the mouse moves to is an answer; nothing is edited.
    if (this.answerPick(this.name(sq))) return undefined;
    const tool = this.form.elements.click.value;
    const second = this.opts.run === 'second';
    if (tool === 'start') return this.change({ start: this.name(sq) });
    if (tool === 'coin') return this.change(second ? { newcoin: this.name(sq) } : { coin: this.name(sq) });
    // Keyboard: no pointer side, the east wall (then the south one on the last column).
    let side = this.side ?? (sq % cols < cols - 1 ? 1 : 2);
    this.side = null;
    const r = Math.floor(sq / cols);
    const c = sq % cols;
    const outer = [r === 0, c === cols - 1, r === rows - 1, c === 0][side];
    if (outer) {
      showNotices([sentence(t('maze.outer_wall'))]);
      return undefined;
    }
    // Named from its north or west square, as east or south, so toggling twice cancels.
    let at = sq;
    if (side === 0) { at = sq - cols; side = 2; }
    if (side === 3) { at = sq - 1; side = 1; }
    const key = second ? 'moved' : 'edits';
    const wall = `${this.name(at)}${DIRS[side]}`;
    const list = this.opts[key] ? this.opts[key].split(',') : [];
    const i = list.indexOf(wall);
    if (i >= 0) list.splice(i, 1); else list.push(wall);
    clearNotices();
    return this.change({ [key]: list.join(',') });
  }

  /** @param {import('../../../searchlight.js').MouseFrame | import('../../../searchlight.js').CarveFrame | import('../../../searchlight.js').SearchFrame} f */
  draw(f) {
    this.drawFrame(f);
    if (f && !('carved' in f)) this.drawMarked();
  }

  /** @param {import('../../../searchlight.js').MouseFrame | import('../../../searchlight.js').CarveFrame | import('../../../searchlight.js').SearchFrame} f */
  drawFrame(f) {
    if (!f) return;
    this.useCounters('order' in f);
    this.legendFor('order' in f);
    if ('order' in f) { // a best-first search
      if (this.shape) this.drawSearch(f, this.shape);
      return;
    }
    if ('carved' in f) { // generating: no maze yet (this.shape is null)
      this.drawCarve(f);
      return;
    }
    this.counterLabels(false);
    const set = this.counters.set;
    set('steps', f.steps);
    set('entered', f.squares_entered);
    set('wall_feels', f.wall_feels);
    set('turns', f.turns);
    set('backups', f.backups);
    set('way', f.way_length);
    // A route once the coin is found; "none" where the run ended without it.
    set('route', f.route_length ?? (f.outcome === 'running' ? '' : t('maze.no_route')));
    const m = this.shape;
    if (!m) return; // (set with the mouse's model: none while generating)
    set('shortest', m.shortest.length ? m.shortest.length - 1 : t('maze.no_route'));
    setStatus(f.status);
    this.drawMaze(f, m);
  }

  /** @param {import('../../../searchlight.js').MouseFrame} f @param {import('../../../searchlight.js').MazeShape} m */
  drawMaze(f, m) {
    const { rows, cols } = m;
    // The squares white (one element each in an SVG export); entered: once light, more
    // than once darker.
    const { b, ctx, size, cell } = this.whiteMaze(m);
    for (let sq = 0; sq < rows * cols; sq++) {
      if (!f.entered[sq]) continue;
      ctx.fillStyle = f.entered[sq] > 1 ? AGAIN : ENTERED;
      ctx.fillRect(b.x(cell(sq)), b.y(cell(sq)), size, size);
    }
    // The memory: a short arrow from the centre toward the side each square remembers.
    if (size >= 12) {
      ctx.strokeStyle = MEMORY;
      ctx.fillStyle = MEMORY;
      ctx.lineWidth = Math.max(1, size / 16);
      for (let sq = 0; sq < rows * cols; sq++) {
        const d = f.memory[sq];
        if (d === 4) continue;
        const [dx, dy] = [[0, -1], [1, 0], [0, 1], [-1, 0]][d];
        const x = b.cx(cell(sq));
        const y = b.cy(cell(sq));
        const len = size * 0.32;
        ctx.beginPath();
        ctx.moveTo(x - dx * len * 0.3, y - dy * len * 0.3);
        ctx.lineTo(x + dx * len, y + dy * len);
        ctx.stroke();
        ctx.beginPath();
        ctx.moveTo(x + dx * len, y + dy * len);
        ctx.lineTo(x + dx * len * 0.55 - dy * len * 0.35, y + dy * len * 0.55 + dx * len * 0.35);
        ctx.lineTo(x + dx * len * 0.55 + dy * len * 0.35, y + dy * len * 0.55 - dx * len * 0.35);
        ctx.fill();
      }
    }
    if (this.opts.bfs && m.shortest.length) {
      ctx.save();
      ctx.setLineDash([Math.max(3, size / 4), Math.max(2, size / 6)]);
      b.polyline(m.shortest.map(cell), SHORTEST, Math.max(1.5, size / 10));
      ctx.restore();
    }
    // The way and the cycle by their passages, each drawn once: without the visited set the
    // way may be 600,000 squares long in a maze of 10,000.
    b.segments(f.way.map(cell), PATH, Math.max(2, size / 5));
    b.segments(f.cycle.map(cell), CYCLE, Math.max(2.5, size / 4));
    this.drawWalls(m);
    // Start, coin and the mouse.
    b.frame(cell(m.start), '#0a7d38', Math.max(2, size / 10));
    ctx.fillStyle = COIN;
    ctx.beginPath();
    ctx.arc(b.cx(cell(m.coin)), b.cy(cell(m.coin)), size * 0.28, 0, 2 * Math.PI);
    ctx.fill();
    ctx.strokeStyle = '#7a5a00';
    ctx.lineWidth = Math.max(1, size / 24);
    ctx.stroke();
    if (f.felt) {
      const x = b.x(cell(f.felt.at));
      const y = b.y(cell(f.felt.at));
      const s = { north: [x, y, x + size, y], east: [x + size, y, x + size, y + size], south: [x, y + size, x + size, y + size], west: [x, y, x, y + size] }[f.felt.side];
      ctx.strokeStyle = f.felt.why === 'wall' ? '#e0301e' : '#e08a1e';
      ctx.lineWidth = Math.max(3, size / 6);
      ctx.beginPath();
      ctx.moveTo(s[0], s[1]);
      ctx.lineTo(s[2], s[3]);
      ctx.stroke();
    }
    this.drawMouse(b.cx(cell(f.at)), b.cy(cell(f.at)), f.facing, size);
    b.labels((c) => this.wasm.file_name(c));
  }

  // The board laid out for maze `m`, its squares white: the board, its context, the size
  // of a square and a maze square's board square.
  /** @param {{ rows: number, cols: number }} m */
  whiteMaze(m) {
    const b = this.board;
    const ctx = b.layout(m.rows, m.cols, { min: 2, max: 64 });
    b.fillBoard('#fff');
    return { b, ctx, size: b.size, cell: (/** @type {number} */ sq) => this.cell(sq) };
  }

  // The legend's entries for what is drawn: the mouse's, or the search's (the walls and the
  // coin in both).
  /** @param {boolean} searching */
  legendFor(searching) {
    const items = this.root.querySelectorAll('.legend-list > li');
    MazeView.legend.forEach(({ key }, i) => {
      const item = /** @type {HTMLElement | undefined} */ (items[i]);
      if (item && !BOTH.includes(key)) item.hidden = SEARCH_LEGEND.includes(key) !== searching;
    });
  }

  // The counters: the search's (expanded, generated, frontier, route) or the mouse's.
  /** @param {boolean} searching */
  useCounters(searching) {
    if (this.searching === searching) return;
    this.searching = searching;
    this.counters = counters(this.countersBox, searching ? SEARCH_COUNTERS : MOUSE_COUNTERS);
    this.carving = undefined; // (the mouse's names set again)
  }

  // Every search's figures on this maze, run to its end in Rust; the one shown marked.
  /** @param {import('../../../searchlight.js').SearchRow[]} rows @param {string} algo */
  fillCompare(rows, algo) {
    const table = this.compareTable;
    const head = el('tr', {}, ...['maze.compare.search', 'maze.compare.expanded', 'maze.compare.reopened', 'maze.compare.generated', 'maze.compare.route']
      .map((k) => el('th', { scope: 'col' }, t(k))));
    const body = rows.map((r) => {
      const row = el('tr', {}, el('th', { scope: 'row' }, t(`maze.algo.${r.algo}`)), el('td', {}, fmt(r.expanded)), el('td', {}, fmt(r.reopened)),
        el('td', {}, fmt(r.generated)), el('td', {}, r.route_length === null || r.route_length === undefined ? t('maze.no_route') : fmt(r.route_length)));
      row.dataset.algo = r.algo;
      if (r.algo === algo) {
        row.setAttribute('aria-current', 'true');
        row.style.fontWeight = '700';
        row.style.background = 'var(--row-now)';
      }
      return row;
    });
    table.replaceChildren(el('caption', {}, t('maze.compare.caption')), el('thead', {}, head), el('tbody', {}, ...body));
    table.hidden = false;
  }

  // A best-first search: the squares expanded shaded by their order (numbered where there
  // is room), the frontier outlined, the square being expanded framed, the route once found.
  /** @param {import('../../../searchlight.js').SearchFrame} f @param {import('../../../searchlight.js').MazeShape} m */
  drawSearch(f, m) {
    const set = this.counters.set;
    set('steps', f.steps);
    set('expanded', f.expanded);
    set('reopened', f.reopened);
    set('generated', f.generated);
    set('frontier', f.frontier_size);
    set('route', f.route_length ?? (f.event === 'exhausted' ? t('maze.no_route') : ''));
    setStatus(f.status);
    const { rows, cols } = m;
    const { b, ctx, size, cell } = this.whiteMaze(m);
    const n = Math.max(...f.order, 1);
    for (let sq = 0; sq < rows * cols; sq++) {
      if (f.order[sq]) b.fillSquare(cell(sq), expandedFill(f.order[sq], n));
    }
    if (f.route.length && f.found) b.polyline(f.route.map(cell), ROUTE, Math.max(2, size / 5));
    if (size >= 16) {
      ctx.fillStyle = '#0d2a4a';
      ctx.font = `${Math.round(Math.min(size * 0.38, 16))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let sq = 0; sq < rows * cols; sq++) {
        if (f.order[sq]) ctx.fillText(String(f.order[sq]), b.cx(cell(sq)), b.cy(cell(sq)));
      }
    }
    this.drawWalls(m);
    const inset = Math.max(2, size / 8);
    for (const sq of f.frontier) b.frame(cell(sq), FRONTIER, inset);
    b.frame(cell(m.start), '#0a7d38', Math.max(2, size / 10));
    ctx.fillStyle = COIN;
    ctx.beginPath();
    ctx.arc(b.cx(cell(m.coin)), b.cy(cell(m.coin)), size * 0.2, 0, 2 * Math.PI);
    ctx.fill();
    if (f.expanding !== null && f.expanding !== undefined) b.frame(cell(f.expanding), EXPANDING, Math.max(3, size / 6));
    b.labels((c) => this.wasm.file_name(c));
  }

  // The counters' names: the mouse's, or (generating) carved, went back, loop walls.
  /** @param {boolean} carving */
  counterLabels(carving) {
    if (this.carving === carving) return;
    this.carving = carving;
    const names = carving
      ? { entered: 'maze.counter.carved', wall_feels: 'maze.counter.retreats', turns: 'maze.counter.knocked' }
      : { entered: 'maze.counter.entered', wall_feels: 'maze.counter.wall_feels', turns: 'maze.counter.turns' };
    for (const [key, name] of Object.entries(names)) {
      const label = part(this.root, `[data-c=${key}]`).previousElementSibling;
      if (label) label.textContent = t(name);
    }
    for (const key of ['backups', 'way', 'route', 'shortest']) {
      const row = part(this.root, `[data-c=${key}]`).parentElement;
      if (row) row.hidden = carving;
    }
  }

  // The generation: walls so far, the squares reached, the DFS's stack as a line.
  /** @param {import('../../../searchlight.js').CarveFrame} f */
  drawCarve(f) {
    this.counterLabels(true);
    const set = this.counters.set;
    set('steps', this.model ? this.model.cursor().steps : 0);
    set('entered', f.carved);
    set('wall_feels', f.retreats);
    set('turns', f.knocked);
    setStatus(f.status);
    const { rows, cols } = f;
    const b = this.board;
    b.layout(rows, cols, { min: 2, max: 64 });
    const size = b.size;
    const cell = (/** @type {number} */ sq) => this.cell(sq);
    for (let sq = 0; sq < rows * cols; sq++) b.fillSquare(cell(sq), f.seen[sq] ? '#fff' : '#c9ced6');
    b.polyline(f.stack.map(cell), PATH, Math.max(2, size / 5));
    if (f.last !== undefined && f.last !== null) b.frame(cell(f.last), '#d35400', Math.max(2, size / 10));
    this.drawWalls(f);
    b.labels((c) => this.wasm.file_name(c));
  }

  // The walls inside, then the outer wall.
  /** @param {{ rows: number, cols: number, east: number[], south: number[] }} m the maze's walls (MazeShape, CarveFrame) */
  drawWalls(m) {
    const b = this.board;
    const { ctx, size } = b;
    const { rows, cols } = m;
    const cell = (/** @type {number} */ sq) => this.cell(sq);
    ctx.strokeStyle = WALL;
    ctx.lineWidth = Math.max(1.5, size / 10);
    ctx.lineCap = 'square';
    ctx.beginPath();
    for (let sq = 0; sq < rows * cols; sq++) {
      const x = b.x(cell(sq));
      const y = b.y(cell(sq));
      if (m.east[sq] && sq % cols < cols - 1) { ctx.moveTo(x + size, y); ctx.lineTo(x + size, y + size); }
      if (m.south[sq] && Math.floor(sq / cols) < rows - 1) { ctx.moveTo(x, y + size); ctx.lineTo(x + size, y + size); }
    }
    ctx.stroke();
    if (!b.geom) return; // (set by the layout() the drawing began with)
    const { left, top } = b.geom;
    ctx.lineWidth = Math.max(2, size / 8);
    ctx.strokeRect(left, top, cols * size, rows * size);
  }

  // The mouse: a triangle pointing where it faces.
  /** @param {number} x @param {number} y @param {import('../../../searchlight.js').Dir} facing @param {number} size */
  drawMouse(x, y, facing, size) {
    const { ctx } = this.board;
    const angle = { north: -Math.PI / 2, east: 0, south: Math.PI / 2, west: Math.PI }[facing];
    const r = size * 0.36;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.fillStyle = '#4a4f57';
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = Math.max(1, size / 20);
    ctx.beginPath();
    ctx.moveTo(r, 0);
    ctx.lineTo(-r * 0.7, r * 0.7);
    ctx.lineTo(-r * 0.7, -r * 0.7);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
}
