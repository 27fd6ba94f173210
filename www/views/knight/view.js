// The knight's tour view: options, the board drawn on a canvas, counters, counting in a
// worker, and boards too big to draw solved in a worker and summarised. What it draws is a
// function of the wasm instance's frame at the player's cursor; the search is in Rust.

import { View } from '../../shell/view.js';
import { BoardCanvas, sizeCanvas, boardSpace } from '../../draw/board.js';
import { SQUARES, lineSwatch } from '../../draw/colours.js';
import { KNIGHT } from './colours.js';
import { t, say } from '../../text/index.js';
import { counters, coded, flagParam, part, el, textField, selectField, checkField } from '../../shell/kit.js';
import { JobRow } from '../../shell/jobs.js';
import { RULE_OPTION } from '../../panels/rule-kept.js';
import { knightRule } from './rule.js';

// A flag the URL writes as 1 when on; `parse` only for the drawing's own (Rust reads the rest).
/** @param {string} name @param {() => Sayable} [fallback] @returns {ViewOption} */
const flagOption = (name, fallback = () => t('fallback.off')) =>
  ({ name, input: true, url: (v) => (v ? 1 : undefined), fallback });
/** @param {string} name @returns {ViewOption} */
const drawFlag = (name) => ({ ...flagOption(name), default: false, parse: flagParam });
/** @param {number} ms @param {number} digits */
const secs = (ms, digits) => Number((ms / 1000).toFixed(digits));

/** @extends {View<SearchOf<'knight'>>} */
export class KnightView extends View {
  static route = 'knight';
  // Side by side (compare.js): compare=dfs,warnsdorff,most.
  /** @type {CompareSpec[]} */
  static compare = [{ name: 'strategy', label: 'knight.strategy', value: (v) => `knight.strategy.${v}`, short: (v) => `knight.strategy_short.${v}` }];
  // A pane on a projector: the nodes, the backtracks and the squares covered.
  static keyCounters = ['nodes', 'backtracks', 'squares'];
  // Board, start, strategy, closed and prune are declared in Rust (knight::options::TOUR).
  static predict = true;
  static code = true;
  /** @type {ViewOption[]} */
  static options = [
    { name: 'board', input: true, fallback: () => t('knight.fallback.board') },
    { name: 'start', input: true, fallback: () => t('knight.fallback.start') },
    { name: 'strategy', input: true, fallback: () => t('knight.fallback.strategy') },
    flagOption('closed'),
    { ...flagOption('prune', () => t('knight.fallback.prune')), url: (v) => (v === undefined ? undefined : (v ? 1 : 0)) },
    drawFlag('graph'),
    drawFlag('heat'),
    RULE_OPTION,
  ];
  // Boards too big to draw have no frames to step through, so no panes: one view instead.
  /** @param {Wasm} wasm @param {URLSearchParams} params */
  static compareRefused(wasm, params) {
    const max = wasm.limits().draw_side;
    try {
      const b = wasm.parse_board((params.get('board') || '8x8').trim());
      return b.rows > max || b.cols > max ? coded('knight.compare.big', { max }) : null;
    } catch {
      return null; // a bad board is the panes' to report
    }
  }
  // Options that change only the drawing (side by side, ticked in every pane).
  static drawOnly = ['graph', 'heat'];
  // In the options' row: the board, the start, the strategy (the rest in "More options").
  static quick = ['board', 'start', 'strategy'];
  get fullHint() { return 'knight.full_hint'; }

  static about = 'knight.about';
  static legend = [
    { key: 'knight.legend.path', style: `background:${KNIGHT.path};border:1px solid #bbb` }, { key: 'knight.legend.number', style: `background:${SQUARES.light};border:1px solid #bbb` },
    { key: 'knight.legend.start', style: `border:3px solid ${KNIGHT.start}` }, { key: 'knight.legend.backed', style: `background:${KNIGHT.backed(2)};border:1px solid #bbb` },
    { key: 'knight.legend.backed_from', style: `border:3px solid ${KNIGHT.backedFrom}` }, { key: 'knight.legend.heat', style: `background:linear-gradient(90deg,${[2, 3, 4, 6, 8].map((d) => `hsla(${240 - d * 30},85%,50%,0.55)`).join(',')})` },
    { key: 'knight.legend.candidates', style: `border:2px solid ${KNIGHT.candidate};background:radial-gradient(circle at 70% 30%,${KNIGHT.candidate} 35%,#fff 38%)` },
    { key: 'knight.legend.graph', style: lineSwatch(KNIGHT.graph, 45, 55) },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it) and the options' model sets:
    // declared here for the type check, assigned there.
    /** @type {number} */ this.drawSide;
    /** @type {number} */ this.countSquares;
    /** @type {string[]} */ this.strategies;
    /** @type {BoardCanvas} */ this.board;
    /** @type {{ summary: HTMLElement, bigText: HTMLElement, graphInfo: HTMLElement, countResult: HTMLElement }} */ this.el;
    /** @type {JobRow} */ this.bigJob;
    /** @type {JobRow} */ this.countJob;
    /** @type {Counters} */ this.counters;
    /** @type {(e: KeyboardEvent) => void} */ this.bigKeys;
    /** @type {OptionsForm} */ this.form;
    /** @type {number} the step= the view was opened with (rebuild()) */ this.heldStep;
    /** @type {import('../../../searchlight.js').ParsedBoard} the board of the options shown (createModel()) */ this.parsed;
    /** @type {import('../../../searchlight.js').KnightGraph} its knight graph */ this.graph;
    /** @type {ReturnType<typeof knightRule>} "Your rule" */ this.own;
  }

  build() {
    const limits = this.wasm.limits();
    this.drawSide = limits.draw_side;
    this.countSquares = limits.knight_count_squares;
    this.strategies = this.choices('strategy');
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        textField(t('knight.board'), 'board', 7, t('knight.board.label')),
        textField(t('knight.start.field'), 'start', 5, t('knight.start.label')),
        selectField(t('knight.strategy'), 'strategy', t('knight.strategy'), this.strategies, (s) => t(`knight.strategy.${s}`)),
        ...['closed', 'prune', 'graph', 'heat'].map((k) => checkField(t(`knight.${k}`), { type: 'checkbox', name: k }))),
      el('div', { className: 'stage' },
        el('canvas', { dataset: { role: 'canvas' }, aria: { label: t('knight.canvas') } }),
        el('div', { className: 'summary', hidden: true, dataset: { role: 'summary' } },
          el('p', { dataset: { role: 'big-text' } }),
          el('div', { className: 'buttons' }))),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('p', { className: 'graph-info', dataset: { role: 'graph-info' } }),
      el('section', { className: 'count', dataset: { role: 'count' }, aria: { label: t('knight.count.label') } },
        el('h2', {}, t('knight.count.title')),
        el('div', { className: 'count-row' },
          checkField(t('knight.count.from_start'), { type: 'radio', name: 'count-from', value: 'start', defaultChecked: true }),
          checkField(t('knight.count.from_all'), { type: 'radio', name: 'count-from', value: 'all' })),
        el('p', { dataset: { role: 'count-result', paced: '' } })));
    this.own = knightRule(this);
    this.root.append(this.own.section);
    /** @param {string} sel */
    const $ = (sel) => part(this.root, sel);
    this.form = part(this.root, 'form');
    this.board = new BoardCanvas(part(this.root, '[data-role=canvas]'), { onPick: (sq) => this.pick(sq), name: (sq, g) => this.wasm.square_name(g.rows, g.cols, sq) });
    this.el = {
      summary: $('[data-role=summary]'), bigText: $('[data-role=big-text]'), graphInfo: $('[data-role=graph-info]'),
      countResult: $('[data-role=count-result]'),
    };
    // A board too big to draw, solved in a worker; counting tours on a small one.
    this.bigJob = new JobRow($('[data-role=summary] .buttons'), {
      act: 'big-solve', label: t('knight.big.solve'), cancelAct: 'big-cancel', cancelLabel: t('knight.cancel'),
      progressRole: 'big-progress', onStart: () => this.solveBig(), onCancel: () => this.jobs.cancel(),
    });
    this.countJob = new JobRow($('[data-role=count] .count-row'), {
      act: 'count', label: t('knight.count.button'), cancelAct: 'cancel-count', cancelLabel: t('knight.cancel'),
      progressRole: 'count-progress', onStart: () => this.count(), onCancel: () => this.jobs.cancel(),
    });
    this.counters = counters($('[data-role=counters]'), [
      ['steps', 'counter.steps'], ['nodes', 'counter.nodes'], ['backtracks', 'counter.backtracks'],
      ['depth', 'counter.depth'], ['squares', 'knight.counter.squares'],
    ]);
    this.makePlayer($('[data-role=player]'));
    // On boards too big to step through, S still solves (in the worker).
    this.bigKeys = (e) => {
      if (!this.big || this.jobs.busy || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      if (e.key === 's' || e.key === 'S') { e.preventDefault(); this.solveBig(); }
    };
    document.addEventListener('keydown', this.bigKeys);
  }

  destroy() {
    document.removeEventListener('keydown', this.bigKeys);
    this.own.destroy();
    super.destroy();
  }

  // A new board that does not hold the old start starts at a1; a new strategy takes its
  // own default for pruning.
  /** @param {Options} next @param {Options | null} patch */
  check(next, patch) {
    if (patch && patch.board !== undefined && patch.start === undefined) {
      try { this.wasm.parse_square(next.board, next.start); } catch { next.start = 'a1'; }
    }
    if (patch && patch.strategy !== undefined && patch.prune === undefined) next.prune = undefined;
  }

  // The overlays only change the drawing, not the search.
  /** @param {ViewOption} o @param {string} raw */
  edit(o, raw) {
    if (o.name !== 'graph' && o.name !== 'heat') return super.edit(o, raw);
    this.opts[o.name] = flagParam(raw);
    this.render();
    this.saveUrl();
  }

  /** @param {Options} o */
  treeSpec(o) {
    if (this.big) return null;
    return { puzzle: 'knight', board: o.board, start: o.start, closed: !!o.closed, prune: o.prune ?? o.strategy === 'warnsdorff' };
  }

  // The link's rule goes to "Your rule" (which asks before it replaces a rule typed).
  /** @param {URLSearchParams} params @param {Sayable[]} [earlier] */
  load(params, earlier = []) {
    super.load(params, earlier);
    this.own.linked();
  }

  // A board too big to draw has no steps to stand at, but a step= it was opened with is
  // kept in its URL (a link made here still says where it was meant to be); a change of
  // options starts over.
  /** @param {number} step */
  rebuild(step) {
    this.heldStep = step;
    this.own.sync();
    super.rebuild(step);
  }

  urlOut() {
    const out = super.urlOut();
    if (this.big && this.heldStep > 0) out.step = this.heldStep;
    return out;
  }

  /** @param {Options} o */
  createModel(o) {
    this.bigResult = null;
    this.frame = null;
    this.parsed = this.wasm.parse_board(o.board);
    this.big = this.parsed.rows > this.drawSide || this.parsed.cols > this.drawSide;
    this.graph = this.wasm.knight_graph(o.board);
    if (this.player) this.player.root.hidden = this.big;
    return this.big ? null : this.make('knight', this.declaredValues(o));
  }

  syncForm() {
    super.syncForm();
    if (!this.parsed) return;
    const prune = this.form.elements.prune;
    prune.checked = this.opts.prune ?? (this.frame ? this.frame.prune : this.opts.strategy === 'warnsdorff');
    const small = this.parsed.squares <= this.countSquares;
    this.countJob.button.disabled = !small || this.jobs.busy;
    if (!small) this.el.countResult.textContent = t('knight.count.offered', { max: this.countSquares });
    else if (!this.jobs.busy) this.el.countResult.textContent = '';
  }

  // A square picked (click, or the board's cursor and Enter): the answer in "Your turn",
  // else the new start.
  /** @param {number} sq */
  pick(sq) {
    if (this.big || !this.frame) return;
    const name = this.wasm.square_name(this.frame.rows, this.frame.cols, sq);
    if (!this.answerPick(name)) this.change({ start: name });
  }

  enterHint() { return this.big ? '' : t('knight.cursor.enter'); }

  render() {
    super.render();
    if (this.frame && this.form.elements.prune.checked !== this.frame.prune) this.syncForm();
  }

  // For a lesson: the knight graph (its legal moves, and their share of the ordered pairs
  // of squares, in percent to one decimal) and the board's squares.
  moreFigures() {
    const g = this.graph;
    const squares = this.parsed ? this.parsed.squares : null;
    if (!g || !squares) return {};
    // Dead ends entered so far (squares with no way on), and their share of the nodes in
    // percent to one decimal.
    const f = this.frame;
    const dead = f && !this.big ? {
      dead_ends: f.dead_ends, dead_share: f.nodes ? Math.round((1000 * f.dead_ends) / f.nodes) / 10 : 0,
    } : {};
    return {
      ...dead,
      moves: g.moves, edges: g.edge_count, min_degree: g.min_degree, max_degree: g.max_degree,
      board_squares: squares, pairs: squares * squares, moves_share: Math.round((1000 * g.moves) / (squares * squares)) / 10,
    };
  }

  // The board as a table (board-table.js): each square's move number on the path (blank
  // off it), and the marks drawn on it: the knight, the start, squares backed out of, the
  // candidates with their onward moves.
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const f = /** @type {import('../../../searchlight.js').TourFrame | null} */ (this.frame);
    if (!f || this.big) return null;
    const { rows, cols } = f;
    const name = (/** @type {number} */ sq) => this.wasm.square_name(rows, cols, sq);
    const onward = new Map((f.candidates || []).map(([sq, n]) => [sq, n]));
    return {
      name: t('knight.table.name', { board: `${rows}x${cols}` }),
      rows: Array.from({ length: rows }, (_, r) => String(rows - r)),
      cols: Array.from({ length: cols }, (_, c) => this.wasm.file_name(c)),
      cell: (r, c) => {
        const sq = (rows - 1 - r) * cols + c;
        const marks = [];
        if (sq === f.head) marks.push(t('knight.table.knight'));
        if (sq === f.start) marks.push(t('knight.table.start'));
        if (sq === f.backed_from) marks.push(t('knight.table.backed_from'));
        else if (!f.order[sq] && f.backed_out[sq] > 0) marks.push(t('knight.table.backed', { n: f.backed_out[sq] }));
        const n = onward.get(sq);
        if (n !== undefined) marks.push(t('knight.table.candidate', { onward: n }));
        return { value: f.order[sq] || '', marks };
      },
      current: t('knight.table.current_line', { square: name(f.head), move: f.order[f.head] }),
    };
  }

  /** @param {import('../../../searchlight.js').TourFrame} f */
  draw(f) {
    const g = this.graph;
    this.el.graphInfo.textContent = t('knight.graph_info', {
      board: this.opts.board, moves: g.moves, edges: g.edge_count, min: g.min_degree, max: g.max_degree,
    });
    const total = this.parsed.squares;
    const r = f || this.bigResult;
    const set = this.counters.set;
    set('steps', f && this.model ? this.model.cursor().steps : '–');
    for (const k of /** @type {const} */ (['nodes', 'backtracks', 'depth'])) set(k, r ? r[k] : '–');
    set('squares', r ? t('knight.squares', { on: r.depth + 1, total }) : '–');
    this.el.summary.hidden = !this.big;
    if (this.big) {
      this.drawBig();
      return;
    }
    if (!f) return;
    this.drawBoard(f);
    this.setStatus(f.no_tour && f.outcome === 'running' ? t('knight.theory', { status: say(f.status), reason: say(f.no_tour) }) : f.status);
  }

  /** @param {import('../../../searchlight.js').TourFrame} f */
  drawBoard(f) {
    const b = this.board;
    const ctx = b.layout(f.rows, f.cols, { max: 96 });
    const size = b.size;
    const n = f.rows * f.cols;
    const { order, backed_out: backed } = f;
    const heat = this.opts.heat;
    b.canvas.hidden = false;
    b.checker(SQUARES.light, SQUARES.dark);
    for (let sq = 0; sq < n; sq++) {
      const x = b.x(sq);
      const y = b.y(sq);
      if (heat) {
        ctx.fillStyle = `hsla(${240 - this.graph.degrees[sq] * 30}, 85%, 50%, 0.55)`;
        ctx.fillRect(x, y, size, size);
      }
      if (order[sq] > 0) {
        ctx.fillStyle = KNIGHT.path;
        ctx.fillRect(x, y, size, size);
      } else if (backed[sq] > 0) {
        ctx.fillStyle = KNIGHT.backed(backed[sq]);
        ctx.fillRect(x, y, size, size);
        ctx.strokeStyle = 'rgba(150, 0, 0, 0.8)';
        ctx.lineWidth = Math.max(1, size / 16);
        const p = size * 0.3;
        ctx.beginPath();
        ctx.moveTo(x + p, y + p); ctx.lineTo(x + size - p, y + size - p);
        ctx.moveTo(x + size - p, y + p); ctx.lineTo(x + p, y + size - p);
        ctx.stroke();
      }
    }
    if (this.opts.graph) {
      ctx.strokeStyle = KNIGHT.graph;
      ctx.lineWidth = Math.max(0.5, size / 40);
      ctx.beginPath();
      for (const [a, c] of this.graph.edges) { ctx.moveTo(b.cx(a), b.cy(a)); ctx.lineTo(b.cx(c), b.cy(c)); }
      ctx.stroke();
    }
    const closing = f.outcome === 'solved' && f.closed && f.path.length > 1;
    b.polyline(closing ? [...f.path, f.path[0]] : f.path, 'rgba(20, 60, 40, 0.75)', Math.max(1.5, size / 12));
    b.frame(f.start, KNIGHT.start, Math.max(2, size / 14)); // the start square: a ring
    if (f.backed_from !== undefined && f.backed_from !== null) b.frame(f.backed_from, KNIGHT.backedFrom, Math.max(2, size / 10));
    const head = f.head;
    if (size >= 16) {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = `600 ${Math.floor(size * (n >= 100 ? 0.32 : 0.38))}px system-ui, sans-serif`;
      for (let sq = 0; sq < n; sq++) {
        if (sq === head) continue;
        if (order[sq] > 0) {
          // A light halo keeps the number readable where the path crosses it.
          ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
          ctx.lineWidth = Math.max(2, size / 14);
          ctx.lineJoin = 'round';
          ctx.strokeText(String(order[sq]), b.cx(sq), b.cy(sq));
          ctx.fillStyle = '#111';
          ctx.fillText(String(order[sq]), b.cx(sq), b.cy(sq));
        } else if (heat) {
          ctx.fillStyle = 'rgba(0,0,0,0.6)';
          ctx.fillText(String(this.graph.degrees[sq]), b.cx(sq), b.cy(sq));
        }
      }
    }
    this.drawCandidates(f);
    // The knight.
    ctx.fillStyle = f.outcome === 'exhausted' ? '#777' : '#000';
    ctx.font = `${Math.floor(size * 0.8)}px "DejaVu Sans", "Noto Sans Symbols2", serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('\u265E', b.cx(head), b.cy(head) + size * 0.04);
    b.labels((file) => this.wasm.file_name(file));
  }

  // After a move: the moves the strategy saw at the square before (Rust's list, the one
  // the narration says), each ringed with its count of onward moves in a disc in its
  // corner. The canvas's data-candidates names them ("b3 5, c2 5"), as drawn.
  /** @param {import('../../../searchlight.js').TourFrame} f */
  drawCandidates(f) {
    const b = this.board;
    const { ctx } = b;
    const size = b.size;
    const list = f.candidates || [];
    b.canvas.dataset.candidates = list.map(([sq, onward]) => `${this.wasm.square_name(f.rows, f.cols, sq)} ${onward}`).join(', ');
    const r = Math.max(4, size * 0.2);
    for (const [sq, onward] of list) {
      b.frame(sq, KNIGHT.candidate, Math.max(1.5, size / 16));
      if (size < 16) continue;
      const x = b.x(sq) + size - r - 2;
      const y = b.y(sq) + r + 2;
      ctx.fillStyle = KNIGHT.candidate;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.font = `700 ${Math.floor(r * 1.3)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(onward), x, y + 0.5);
    }
  }

  // --- boards too big to draw: solved in a worker and summarised ----------------------

  drawBig() {
    const o = this.opts;
    this.el.bigText.textContent = t('knight.big.text', { board: o.board, squares: this.parsed.squares, max: this.drawSide });
    this.bigJob.button.disabled = this.jobs.busy;
    // A picture of the tour, not squares: nothing to pick, no keyboard cursor to draw.
    this.board.geom = null;
    const canvas = this.board.canvas;
    const order = this.bigResult ? this.bigResult.order : undefined;
    canvas.hidden = !order;
    if (order) this.drawOrder(order);
    else if (!this.jobs.busy && !this.bigResult) this.setStatus(t('knight.big.ready', { board: o.board, start: o.start, strategy: t(`knight.strategy.${o.strategy}`) }));
  }

  // The tour as a picture: one pixel per square, coloured by when the knight came.
  /** @param {ArrayLike<number>} order the step number of every square, 0 where not come to */
  drawOrder(order) {
    const { rows, cols, squares: total } = this.parsed;
    const img = new ImageData(cols, rows);
    for (let sq = 0; sq < total; sq++) {
      const v = order[sq] / total;
      const i = ((rows - 1 - Math.floor(sq / cols)) * cols + (sq % cols)) * 4;
      img.data[i + 3] = 255;
      if (order[sq] === 0) continue;
      // viridis-like ramp: blue -> green -> yellow
      img.data[i] = Math.round(68 + v * (253 - 68) * v);
      img.data[i + 1] = Math.round(1 + v * 230);
      img.data[i + 2] = Math.round(84 + (1 - v) * 80 - v * 120);
    }
    const off = new OffscreenCanvas(cols, rows);
    const offCtx = off.getContext('2d');
    if (!offCtx) throw new Error('an offscreen canvas without a 2D context');
    offCtx.putImageData(img, 0, 0);
    const canvas = this.board.canvas;
    const space = boardSpace(canvas);
    const side = Math.floor(Math.min(space.width, (space.height * cols) / rows, 960));
    const height = Math.round(side * rows / cols);
    const ctx = sizeCanvas(canvas, side, height);
    // Smoothed only where a square is smaller than a pixel of the context (the screen's,
    // or an export's at its scale).
    ctx.imageSmoothingEnabled = cols > side * ctx.getTransform().a;
    ctx.drawImage(off, 0, 0, side, height);
  }

  solveBig() {
    const o = this.opts;
    const total = this.parsed.squares;
    this.setStatus(t('knight.big.begin', { board: o.board, start: o.start }));
    /** @param {{ report: import('../../../searchlight.js').KnightSearchReport, result?: Uint32Array }} s */
    const show = (s) => {
      this.bigResult = { ...s.report, order: s.result };
    };
    this.bigJob.run(this.jobs, { kind: 'sliced', class: 'KnightSearch', args: [this.declaredValues(o)] }, {
      say: (text) => this.setStatus(text),
      notice: true,
      cancelled: t('knight.big.cancelled'),
      progress: ([s]) => s.report.depth / total,
      onProgress: ([s]) => {
        show(s);
        this.render();
        return t('knight.big.progress', { board: o.board, on: s.report.depth + 1, total, nodes: s.report.nodes, secs: secs(s.ms, 1) });
      },
      onDone: ([s]) => {
        show(s);
        this.workEnded();
        const r = s.report;
        return r.outcome === 'solved'
          ? t('knight.big.complete', { total, nodes: r.nodes, backtracks: r.backtracks, secs: secs(s.ms, 2) })
          : say(r.reason);
      },
      onError: () => this.workEnded(),
      onCancel: () => this.workEnded(),
    });
    this.syncForm();
  }

  // --- counting in a worker ----------------------------------------------------------

  count() {
    const o = this.opts;
    const all = /** @type {HTMLInputElement} */ (this.root.querySelector('input[name=count-from]:checked')).value === 'all';
    const words = {
      board: o.board,
      what: t(o.closed ? 'knight.count.closed_tours' : 'knight.count.tours'),
      where: all ? t('knight.count.where_all') : t('knight.count.where_start', { start: o.start }),
    };
    if (this.player) this.player.pause();
    const result = this.el.countResult;
    result.textContent = t('knight.count.running', words);
    this.countJob.run(this.jobs, { kind: 'sliced', class: 'KnightCounter', args: [o.board, all ? 'all' : o.start, o.closed] }, {
      say: (text) => {
        result.textContent = text;
        this.setStatus(text);
      },
      notice: true,
      cancelled: t('knight.count.cancelled'),
      progress: ([s]) => s.report.progress,
      onProgress: ([s]) => {
        result.textContent = t('knight.count.progress', { ...words, tours: s.report.tours, nodes: s.report.nodes, percent: Math.floor(s.report.progress * 100) });
      },
      onDone: ([s]) => {
        this.workEnded();
        return t(o.closed ? 'knight.count.done_closed' : 'knight.count.done', { where: words.where, board: o.board, tours: s.report.tours, nodes: s.report.nodes, secs: secs(s.ms, 2) });
      },
      onError: () => this.workEnded(),
      onCancel: () => this.workEnded(),
    });
    this.syncForm();
  }

  // A job ended, failed or was cancelled: the buttons are back as they were (the count's as
  // syncForm says: not offered on a large board), a large board's summary drawn again.
  workEnded() {
    this.syncForm();
    if (this.big) this.render();
  }
}
