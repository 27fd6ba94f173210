// BFS in layers on the knight graph: click a square to start, and every square fills with
// its distance layer as the search runs (white undiscovered, gray in the queue, black done);
// click a second square to trace its shortest path back through predecessors.

import { View } from '../../shell/view.js';
import { BoardCanvas } from '../../draw/board.js';
import { LAYER_SQUARES } from '../../draw/colours.js';
import { setStatus, showNotices, clearNotices } from '../../shell/status.js';
import { t, say, sentence, joined } from '../../text/index.js';
import { counters, layerColour, part, el, textField, checkField } from '../../shell/kit.js';

/** @extends {View<SearchOf<'bfs'>>} */
export class LayersView extends View {
  static route = 'bfs';
  // Declared in Rust (knight::options::LAYERS): a board drawn here, the start, the target.
  static predict = true;
  static code = true;
  /** @type {ViewOption[]} */
  static options = [
    { name: 'board', input: true, fallback: () => t('bfs.fallback.board') },
    { name: 'start', input: true, fallback: () => t('bfs.fallback.start') },
    { name: 'target', input: true, url: (v) => v || undefined, fallback: () => t('bfs.fallback.target') },
  ];

  static about = 'bfs.about';
  static legend = [
    { key: 'bfs.legend.white', style: `background:${LAYER_SQUARES.light};border:1px solid #bbb` }, { key: 'bfs.legend.gray', style: `background:${layerColour(2, 0.3)};border:2px dashed #555` },
    { key: 'bfs.legend.black', style: `background:${layerColour(2, 0.85)}` }, { key: 'bfs.legend.layers', style: `background:linear-gradient(90deg,${[0, 1, 2, 3, 4, 5].map((d) => layerColour(d, 0.85)).join(',')})` },
    { key: 'bfs.legend.current', style: 'border:3px solid #000' }, { key: 'bfs.legend.target', style: 'border:3px solid #c00;border-radius:50%' },
    { key: 'bfs.legend.path', style: 'background:linear-gradient(transparent 40%,#c00 40%,#c00 60%,transparent 60%)' },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it): declared here for the type
    // check, assigned there.
    /** @type {OptionsForm} */ this.form;
    /** @type {BoardCanvas} */ this.board;
    /** @type {HTMLElement} */ this.queueList;
    /** @type {HTMLElement} */ this.pathLine;
    /** @type {Counters} */ this.counters;
  }

  build() {
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        textField(t('bfs.board'), 'board', 7, t('bfs.board.label')),
        textField(t('bfs.start.field'), 'start', 5, t('bfs.start.label')),
        textField(t('bfs.target'), 'target', 5, t('bfs.target.label')),
        el('fieldset', { className: 'click-mode' }, el('legend', {}, t('bfs.click')),
          checkField(t('bfs.click.start'), { type: 'radio', name: 'click', value: 'start', defaultChecked: true }),
          checkField(t('bfs.click.target'), { type: 'radio', name: 'click', value: 'target' }))),
      el('div', { className: 'stage' }, el('canvas', { dataset: { role: 'canvas' }, aria: { label: t('bfs.canvas') } })),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('div', { className: 'queue', dataset: { reads: '' }, aria: { label: t('bfs.queue.label') } },
        el('span', { className: 'queue-label' }, t('bfs.queue')), el('ol', { dataset: { role: 'queue' } })),
      el('p', { className: 'path', dataset: { role: 'path' } }));
    const $ = (/** @type {string} */ sel) => part(this.root, sel);
    this.form = part(this.root, 'form');
    this.board = new BoardCanvas(part(this.root, '[data-role=canvas]'), { onPick: (sq) => this.pick(sq), name: (sq, g) => this.wasm.square_name(g.rows, g.cols, sq) });
    this.queueList = $('[data-role=queue]');
    this.pathLine = $('[data-role=path]');
    this.counters = counters($('[data-role=counters]'), [
      ['steps', 'counter.steps'], ['layer', 'bfs.counter.layer'], ['discovered', 'bfs.counter.discovered'],
      ['dequeued', 'bfs.counter.dequeued'], ['edges', 'bfs.counter.edges'], ['queue', 'bfs.counter.queue'], ['max', 'bfs.counter.max'],
    ]);
    this.makePlayer($('[data-role=player]'));
  }

  // A new board that does not hold the old start starts at a1 with no target.
  /** @param {Options} next @param {Options | null} patch */
  check(next, patch) {
    if (patch && patch.board !== undefined && patch.start === undefined) Object.assign(next, { start: 'a1', target: '' });
    if (patch && patch.start !== undefined && patch.target === undefined) next.target = '';
  }

  // The target only changes the drawing, not the search.
  /** @param {ViewOption} o @param {string} raw */
  edit(o, raw) {
    if (o.name !== 'target') return super.edit(o, raw);
    this.setTarget(raw);
  }

  /** @param {string} name */
  setTarget(name) {
    try {
      this.checkOptions({ ...this.opts, target: name });
    } catch (e) {
      showNotices([sentence(e)]);
      this.syncForm();
      return;
    }
    clearNotices();
    this.opts.target = name.toLowerCase();
    // Not a new search, but a new input to a challenge (bfs-distance): its verdict goes.
    if (this.challengePanel) this.challengePanel.stale();
    this.syncForm();
    this.render();
    this.saveUrl();
  }

  /** @param {Options} o */
  createModel(o) {
    return this.make('bfs', this.declaredValues(o));
  }

  /** @param {number} sq */
  name(sq) {
    return this.wasm.square_name(this.frame.rows, this.frame.cols, sq);
  }

  // A square picked on the board (click, or keys): the start, or once the search has
  // begun, the target whose path to trace.
  /** @param {number} sq */
  pick(sq) {
    if (!this.frame || !this.model) return;
    const name = this.name(sq);
    if (this.answerPick(name)) return;
    const click = this.form.elements.click;
    if (click.value === 'start' && this.model.cursor().steps > 0) click.value = 'target';
    if (click.value === 'start') {
      this.change({ start: name });
      click.value = 'target';
    } else {
      this.setTarget(name);
    }
  }

  // The keyboard's cursor on `sq`: its name, and whether it is discovered, queued or done.
  /** @param {number} sq */
  describeSquare(sq) {
    const f = this.frame;
    const colour = f.colours[sq];
    return t(['bfs.cursor.white', 'bfs.cursor.gray', 'bfs.cursor.black'][colour] ?? 'bfs.cursor.white', { square: this.name(sq), d: f.distances[sq] });
  }

  // Enter starts the search there before it has begun (pick), and else traces the path.
  enterHint() {
    const start = this.form.elements.click.value === 'start' && (!this.model || this.model.cursor().steps === 0);
    return t(start ? 'bfs.cursor.start' : 'bfs.cursor.target');
  }

  targetSquare() {
    if (!this.opts.target) return null;
    try { return this.wasm.parse_square(this.opts.board, this.opts.target); } catch { return null; }
  }

  // For a lesson: the squares of the board, the moves to the target once traced.
  moreFigures() {
    const target = this.targetSquare();
    const path = target === null || !this.model ? null : this.model.extra('path_to', target);
    // The farthest distance and the layers, as Rust says them when the search is done.
    const done = this.frame && this.frame.status && this.frame.status.params ? this.frame.status.params : {};
    return {
      squares: this.frame ? this.frame.distances.length : null, moves: path ? path.length - 1 : null,
      farthest: done.far ?? null, layers: done.layers ?? null,
    };
  }

  // The board as a table (board-table.js): each square's distance as drawn (blank while
  // undiscovered), and what else marks it.
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const f = /** @type {import('../../../searchlight.js').LayersFrame | null} */ (this.frame);
    if (!f || !this.model) return null;
    const target = this.targetSquare();
    const path = target === null ? null : this.model.extra('path_to', target);
    const on = new Set(path ? Array.from(path) : []);
    const queued = new Set(f.queue);
    const { rows, cols } = f;
    const current = f.current ?? null;
    return {
      name: t('bfs.table.name', { source: this.name(f.source), board: `${rows}x${cols}` }),
      rows: Array.from({ length: rows }, (_, r) => String(rows - r)),
      cols: Array.from({ length: cols }, (_, c) => this.wasm.file_name(c)),
      cell: (r, c) => {
        const sq = (rows - 1 - r) * cols + c;
        const marks = [];
        if (queued.has(sq)) marks.push(t('bfs.table.queued'));
        if (sq === current) marks.push(t('bfs.table.current'));
        if (sq === target) marks.push(t('bfs.table.target'));
        if (on.has(sq)) marks.push(t('bfs.table.path'));
        return { value: f.colours[sq] ? f.distances[sq] : '', marks };
      },
      current: current === null ? '' : t('bfs.table.current_line', { square: this.name(current), distance: f.distances[current] }),
    };
  }

  /** @param {import('../../../searchlight.js').LayersFrame} f */
  draw(f) {
    if (!f || !this.model) return;
    const c = this.model.cursor();
    const set = this.counters.set;
    set('steps', c.steps);
    set('layer', f.layer ?? '–');
    set('discovered', f.discovered);
    set('dequeued', f.dequeued);
    set('edges', f.edges);
    set('queue', f.queue.length);
    set('max', f.max_queue);
    const shown = f.queue.slice(0, 60).map((sq) => el('li', { style: { background: layerColour(f.distances[sq], 0.35) } }, this.name(sq)));
    if (f.queue.length > 60) shown.push(el('li', {}, t('bfs.queue.more', { n: f.queue.length - 60 })));
    this.queueList.replaceChildren(...shown);
    const target = this.targetSquare();
    const path = target === null ? null : this.model.extra('path_to', target);
    let status = say(f.status);
    if (target !== null) {
      const to = this.name(target);
      if (path) {
        const squares = Array.from(path, (s) => this.name(s)).join(' ');
        this.pathLine.textContent = t('bfs.path', { from: this.name(path[0]), to, moves: path.length - 1, squares });
        status = joined(status, t('bfs.path.status', { to, moves: path.length - 1 }));
      } else {
        this.pathLine.textContent = t(c.finished ? 'bfs.path.unreachable' : 'bfs.path.undiscovered', { to });
      }
    } else {
      this.pathLine.textContent = t('bfs.path.hint');
    }
    setStatus(status);
    this.drawBoard(f, path, target);
  }

  /**
   * @param {import('../../../searchlight.js').LayersFrame} f
   * @param {Uint32Array | null | undefined} path the squares from the start to the target, once found
   * @param {number | null} target
   */
  drawBoard(f, path, target) {
    const b = this.board;
    const ctx = b.layout(f.rows, f.cols, { max: 80, min: 8 });
    const size = b.size;
    b.checker(LAYER_SQUARES.light, LAYER_SQUARES.dark);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let sq = 0; sq < f.rows * f.cols; sq++) {
      const colour = f.colours[sq];
      if (colour === 0) continue;
      const d = f.distances[sq];
      ctx.fillStyle = layerColour(d, colour === 2 ? 0.85 : 0.3);
      ctx.fillRect(b.x(sq), b.y(sq), size, size);
      if (colour === 1) {
        // Gray: in the queue, drawn with a dashed border.
        ctx.setLineDash([Math.max(2, size / 10), Math.max(2, size / 10)]);
        ctx.strokeStyle = '#555';
        ctx.lineWidth = 1.5;
        ctx.strokeRect(b.x(sq) + 2, b.y(sq) + 2, size - 4, size - 4);
        ctx.setLineDash([]);
      }
      if (size >= 16) {
        ctx.fillStyle = colour === 2 ? '#fff' : '#222';
        ctx.font = `700 ${Math.floor(size * 0.42)}px system-ui, sans-serif`;
        if (colour === 2) {
          // A dark halo keeps white digits readable on the light layer colours too.
          ctx.strokeStyle = 'rgba(0, 0, 0, 0.8)';
          ctx.lineWidth = Math.max(2, size / 12);
          ctx.lineJoin = 'round';
          ctx.strokeText(String(d), b.cx(sq), b.cy(sq));
        }
        ctx.fillText(String(d), b.cx(sq), b.cy(sq));
      }
    }
    if (f.current !== undefined && f.current !== null) b.frame(f.current, '#000', Math.max(2, size / 10));
    if (target !== null) {
      ctx.strokeStyle = '#c00';
      ctx.lineWidth = Math.max(2, size / 12);
      ctx.beginPath();
      ctx.arc(b.cx(target), b.cy(target), size * 0.42, 0, 2 * Math.PI);
      ctx.stroke();
    }
    if (path) b.polyline(path, 'rgba(200, 0, 0, 0.8)', Math.max(2, size / 10));
    b.labels((file) => this.wasm.file_name(file));
  }
}
