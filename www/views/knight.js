// The knight's tour view: options, the board drawn on a canvas, counters, counting in a
// worker, and boards too big to draw solved in a worker and summarised. What it draws is a
// function of the wasm instance's state at the player's cursor; the search is in Rust.

import { View } from '../view.js';
import { Player, speedParam } from '../player.js';
import { parseFlag, writeHash } from '../url.js';
import { setStatus, showNotices } from '../app.js';
import { squareAt, drawBoardLabels } from '../kit.js';

const DRAW_LIMIT = 60;
const COUNT_LIMIT = 36;
const DEFAULTS = { board: '8x8', start: 'a1', strategy: 'warnsdorff' };
const STRATEGY_LABELS = {
  dfs: 'Plain DFS (fixed move order)',
  warnsdorff: "Warnsdorff (fewest onward moves)",
  most: 'Most onward moves first',
};
const fmt = (n) => Math.round(n).toLocaleString('en-US');

export class KnightView extends View {
  constructor(root, wasm) {
    super(root, wasm);
    this.worker = null;
    this.opts = { ...DEFAULTS, closed: false, prune: undefined, graph: false, heat: false };
    this.build();
  }

  build() {
    const strategies = this.wasm.knight_strategies();
    this.root.innerHTML = `
      <form class="options" data-role="options" autocomplete="off">
        <label>Board <input name="board" size="7" aria-label="Board size (ranks x files)" spellcheck="false"></label>
        <label>Start <input name="start" size="5" aria-label="Start square" spellcheck="false"></label>
        <label>Strategy <select name="strategy" aria-label="Strategy">
          ${strategies.map((s) => `<option value="${s}">${STRATEGY_LABELS[s] || s}</option>`).join('')}
        </select></label>
        <label><input type="checkbox" name="closed"> Closed tour</label>
        <label><input type="checkbox" name="prune"> Prune dead ends</label>
        <label><input type="checkbox" name="graph"> Knight graph</label>
        <label><input type="checkbox" name="heat"> Heat map</label>
      </form>
      <div class="stage">
        <canvas data-role="canvas" aria-label="Chessboard: click a square to start the knight there"></canvas>
        <div class="summary" data-role="summary" hidden></div>
      </div>
      <div class="player" data-role="player"></div>
      <dl class="counters" data-role="counters">
        <div><dt>Steps</dt><dd data-c="steps">0</dd></div>
        <div><dt>Nodes</dt><dd data-c="nodes">0</dd></div>
        <div><dt>Backtracks</dt><dd data-c="backtracks">0</dd></div>
        <div><dt>Depth</dt><dd data-c="depth">0</dd></div>
        <div><dt>Squares</dt><dd data-c="squares">0</dd></div>
      </dl>
      <p class="graph-info" data-role="graph-info"></p>
      <section class="count" data-role="count" aria-label="Count tours">
        <h2>Count every tour</h2>
        <div class="count-row">
          <label><input type="radio" name="count-from" value="start" checked> from the start square</label>
          <label><input type="radio" name="count-from" value="all"> from every square</label>
          <button type="button" data-act="count">Count tours</button>
          <button type="button" data-act="cancel-count" disabled>Cancel</button>
          <progress data-role="count-progress" max="1" value="0" hidden></progress>
        </div>
        <p data-role="count-result" aria-live="polite"></p>
      </section>`;
    const $ = (sel) => this.root.querySelector(sel);
    this.form = $('[data-role=options]');
    this.canvas = $('[data-role=canvas]');
    this.summary = $('[data-role=summary]');
    this.graphInfo = $('[data-role=graph-info]');
    this.countBox = $('[data-role=count]');
    this.countResult = $('[data-role=count-result]');
    this.countProgress = $('[data-role=count-progress]');
    this.counters = {};
    for (const dd of this.root.querySelectorAll('[data-c]')) this.counters[dd.dataset.c] = dd;
    this.player = new Player($('[data-role=player]'), {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
      fullHint: 'Warnsdorff, or pruning, makes the search far shorter.',
    });

    const f = this.form.elements;
    f.board.addEventListener('change', () => this.change({ board: f.board.value.trim() }));
    f.start.addEventListener('change', () => this.change({ start: f.start.value.trim() }));
    f.strategy.addEventListener('change', () => this.change({ strategy: f.strategy.value, prune: undefined }));
    f.closed.addEventListener('change', () => this.change({ closed: f.closed.checked }));
    f.prune.addEventListener('change', () => this.change({ prune: f.prune.checked }));
    f.graph.addEventListener('change', () => { this.opts.graph = f.graph.checked; this.render(); this.saveUrl(); });
    f.heat.addEventListener('change', () => { this.opts.heat = f.heat.checked; this.render(); this.saveUrl(); });
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.canvas.addEventListener('click', (e) => this.onClick(e));
    this.root.querySelector('[data-act=count]').addEventListener('click', () => this.count());
    this.root.querySelector('[data-act=cancel-count]').addEventListener('click', () => this.cancelWork('Counting cancelled.'));
    // On boards too big to step through, S still solves (in the worker).
    this.keys = (e) => {
      if (!this.big || this.worker || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      if (e.key === 's' || e.key === 'S') { e.preventDefault(); this.solveBig(); }
    };
    document.addEventListener('keydown', this.keys);
  }

  destroy() {
    this.cancelWork();
    document.removeEventListener('keydown', this.keys);
    super.destroy();
  }

  // Read the URL's parameters, keeping what is valid and naming what is not.
  load(params) {
    const notices = [];
    const o = { ...this.opts };
    const junk = (key, value, why, fallback) =>
      notices.push(`Ignored ${key}=${value}: ${why}. Using ${fallback}.`);
    const board = params.get('board');
    if (board !== null) {
      try { this.wasm.knight_degrees(board); o.board = board; } catch (e) { junk('board', board, e.message, DEFAULTS.board); }
    }
    const strategy = params.get('strategy');
    if (strategy !== null) {
      if (this.wasm.knight_strategies().includes(strategy.toLowerCase())) o.strategy = strategy.toLowerCase();
      else junk('strategy', strategy, 'choose dfs, warnsdorff or most', DEFAULTS.strategy);
    }
    const start = params.get('start');
    if (start !== null) {
      try { this.wasm.check_knight_spec(o.board, start, o.strategy); o.start = start.toLowerCase(); } catch (e) { junk('start', start, e.message, 'a1'); }
    }
    for (const key of ['closed', 'prune', 'graph', 'heat']) {
      const v = params.get(key);
      if (v === null) continue;
      const flag = parseFlag(v);
      if (flag === null) junk(key, v, 'use 1 or 0', key === 'prune' ? "the strategy's default" : 'off');
      else o[key] = flag;
    }
    const speed = params.get('speed');
    let speedAt = null;
    if (speed !== null) {
      try { speedAt = speedParam(speed); } catch (e) { junk('speed', speed, e.message, 'the current speed'); }
    }
    let step = 0;
    const stepText = params.get('step');
    if (stepText !== null) {
      if (/^\d{1,9}$/.test(stepText)) step = Number(stepText);
      else junk('step', stepText, 'a step is a whole number', 'step 0');
    }
    const known = new Set(['board', 'start', 'strategy', 'closed', 'prune', 'graph', 'heat', 'speed', 'step']);
    for (const key of params.keys()) if (!known.has(key)) notices.push(`Ignored unknown parameter "${key}".`);
    this.opts = o;
    if (speedAt !== null) this.player.setSpeed(speedAt);
    this.rebuild(step);
    if (notices.length) showNotices(notices);
  }

  // Apply a change from the options; a bad value keeps the old one and says why.
  change(patch) {
    const next = { ...this.opts, ...patch };
    if (patch.board !== undefined || patch.start !== undefined) {
      try {
        this.wasm.check_knight_spec(next.board, next.start, next.strategy);
      } catch (e) {
        // A new board that does not hold the old start: keep the board, start at a1.
        if (patch.board !== undefined && patch.start === undefined) {
          try {
            this.wasm.check_knight_spec(next.board, 'a1', next.strategy);
            next.start = 'a1';
          } catch (e2) {
            showNotices([e2.message.replace(/^./, (c) => c.toUpperCase()) + '.']);
            this.syncForm();
            return;
          }
        } else {
          showNotices([e.message.replace(/^./, (c) => c.toUpperCase()) + '.']);
          this.syncForm();
          return;
        }
      }
    }
    this.adopt(next);
  }

  rebuild(step) {
    this.player.pause();
    this.cancelWork();
    if (this.model) { this.model.free(); this.model = null; }
    this.bigResult = null;
    const o = this.opts;
    const [rows, cols] = o.board.toLowerCase().split(/x|×/).map(Number);
    this.rows = rows;
    this.cols = cols;
    this.big = rows > DRAW_LIMIT || cols > DRAW_LIMIT;
    this.degrees = this.wasm.knight_degrees(o.board);
    this.edges = null;
    this.edgeCount = this.degrees.reduce((a, b) => a + b, 0) / 2;
    this.minDegree = this.degrees.reduce((a, b) => Math.min(a, b), 8);
    this.maxDegree = this.degrees.reduce((a, b) => Math.max(a, b), 0);
    this.player.root.hidden = this.big;
    if (this.big) {
      this.startSquare = null;
      this.player.setModel(null);
    } else {
      this.model = new this.wasm.KnightTour(o.board, o.start, o.strategy, o.closed, o.prune);
      this.startSquare = this.model.start();
      if (step > 0) this.model.seek(step);
      this.player.setModel(this.model);
    }
    this.syncForm();
    this.render();
    this.saveUrl();
  }

  syncForm() {
    const f = this.form.elements;
    const o = this.opts;
    f.board.value = o.board;
    f.start.value = o.start;
    f.strategy.value = o.strategy;
    f.closed.checked = o.closed;
    f.prune.checked = this.model ? this.model.prune() : (o.prune ?? o.strategy === 'warnsdorff');
    f.graph.checked = o.graph;
    f.heat.checked = o.heat;
    const small = this.rows * this.cols <= COUNT_LIMIT;
    this.root.querySelector('[data-act=count]').disabled = !small || !!this.worker;
    if (!small) this.countResult.textContent = `Counting searches every tour; it is offered on boards of at most ${COUNT_LIMIT} squares.`;
    else if (!this.worker) this.countResult.textContent = '';
  }

  saveUrl() {
    if (!this.player) return;
    const o = this.opts;
    writeHash('knight', {
      board: o.board,
      start: o.start,
      strategy: o.strategy,
      closed: o.closed ? 1 : undefined,
      prune: o.prune === undefined ? undefined : (o.prune ? 1 : 0),
      graph: o.graph ? 1 : undefined,
      heat: o.heat ? 1 : undefined,
      speed: this.player.speedName,
      step: this.model && this.model.steps() > 0 ? this.model.steps() : undefined,
    });
  }

  onClick(e) {
    if (this.big || !this.geom) return;
    const sq = squareAt(e, this.canvas, this.geom, this.rows, this.cols);
    if (sq >= 0) this.change({ start: this.model.square_name(sq) });
  }

  // --- drawing ---------------------------------------------------------------------

  render() {
    this.renderCounters();
    this.graphInfo.textContent = `Knight graph on ${this.opts.board}: ${fmt(2 * this.edgeCount)} legal moves ` +
      `(${fmt(this.edgeCount)} edges, each a move both ways); moves per square from ${this.minDegree} to ${this.maxDegree}.`;
    if (this.big) {
      this.renderBig();
      return;
    }
    this.summary.hidden = true;
    this.canvas.hidden = false;
    this.draw();
    let status = this.model.status();
    const reason = this.model.no_tour_reason();
    if (reason && this.model.outcome() === 'running') status += ` (Theory already says: ${reason})`;
    setStatus(status);
  }

  renderCounters() {
    const m = this.model;
    const c = this.counters;
    if (m) {
      c.steps.textContent = fmt(m.steps());
      c.nodes.textContent = fmt(m.nodes());
      c.backtracks.textContent = fmt(m.backtracks());
      c.depth.textContent = fmt(m.depth());
      c.squares.textContent = `${fmt(m.depth() + 1)} / ${fmt(this.rows * this.cols)}`;
    } else if (this.bigResult) {
      const r = this.bigResult;
      c.steps.textContent = '–';
      c.nodes.textContent = fmt(r.nodes);
      c.backtracks.textContent = fmt(r.backtracks);
      c.depth.textContent = fmt(r.depth);
      c.squares.textContent = `${fmt(r.depth + 1)} / ${fmt(this.rows * this.cols)}`;
    } else {
      for (const k of Object.keys(c)) c[k].textContent = '–';
    }
  }

  layout() {
    const dpr = window.devicePixelRatio || 1;
    const stage = this.canvas.parentElement;
    const availW = Math.max(200, stage.clientWidth);
    const availH = Math.max(240, window.innerHeight - 260);
    const label = 22;
    const size = Math.max(6, Math.floor(Math.min((availW - label) / this.cols, (availH - label) / this.rows, 96)));
    const width = label + size * this.cols;
    const height = label + size * this.rows;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.geom = { left: label, top: 0, size, width, height };
    return ctx;
  }

  draw() {
    const ctx = this.layout();
    const { left, top, size } = this.geom;
    const { rows, cols } = this;
    const m = this.model;
    const order = m.order();
    const backed = m.backed_out();
    const path = m.path();
    const backedFrom = m.backed_from();
    const x = (sq) => left + (sq % cols) * size;
    const y = (sq) => top + (rows - 1 - Math.floor(sq / cols)) * size;
    const cx = (sq) => x(sq) + size / 2;
    const cy = (sq) => y(sq) + size / 2;
    const n = rows * cols;

    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, this.geom.width, this.geom.height);
    for (let sq = 0; sq < n; sq++) {
      const light = ((sq % cols) + Math.floor(sq / cols)) % 2 === 1;
      ctx.fillStyle = light ? '#eeeed2' : '#b9a27a';
      ctx.fillRect(x(sq), y(sq), size, size);
      if (this.opts.heat) {
        const d = this.degrees[sq];
        ctx.fillStyle = `hsla(${240 - d * 30}, 85%, 50%, 0.55)`;
        ctx.fillRect(x(sq), y(sq), size, size);
      }
      if (order[sq] > 0) {
        ctx.fillStyle = 'rgba(40, 140, 90, 0.35)';
        ctx.fillRect(x(sq), y(sq), size, size);
      } else if (backed[sq] > 0) {
        ctx.fillStyle = `rgba(200, 30, 30, ${Math.min(0.2 + 0.1 * backed[sq], 0.6)})`;
        ctx.fillRect(x(sq), y(sq), size, size);
        ctx.strokeStyle = 'rgba(150, 0, 0, 0.8)';
        ctx.lineWidth = Math.max(1, size / 16);
        const p = size * 0.3;
        ctx.beginPath();
        ctx.moveTo(x(sq) + p, y(sq) + p); ctx.lineTo(x(sq) + size - p, y(sq) + size - p);
        ctx.moveTo(x(sq) + size - p, y(sq) + p); ctx.lineTo(x(sq) + p, y(sq) + size - p);
        ctx.stroke();
      }
    }

    if (this.opts.graph) {
      if (!this.edges) this.edges = this.wasm.knight_edges(this.opts.board);
      ctx.strokeStyle = 'rgba(30, 70, 200, 0.35)';
      ctx.lineWidth = Math.max(0.5, size / 40);
      ctx.beginPath();
      for (let i = 0; i < this.edges.length; i += 2) {
        ctx.moveTo(cx(this.edges[i]), cy(this.edges[i]));
        ctx.lineTo(cx(this.edges[i + 1]), cy(this.edges[i + 1]));
      }
      ctx.stroke();
    }

    if (path.length > 1) {
      ctx.strokeStyle = 'rgba(20, 60, 40, 0.75)';
      ctx.lineWidth = Math.max(1.5, size / 12);
      ctx.lineJoin = 'round';
      ctx.beginPath();
      ctx.moveTo(cx(path[0]), cy(path[0]));
      for (let i = 1; i < path.length; i++) ctx.lineTo(cx(path[i]), cy(path[i]));
      if (m.outcome() === 'solved' && this.opts.closed) ctx.lineTo(cx(path[0]), cy(path[0]));
      ctx.stroke();
    }

    // The start square: a ring.
    ctx.strokeStyle = '#0a7d38';
    ctx.lineWidth = Math.max(2, size / 14);
    ctx.strokeRect(x(this.startSquare) + ctx.lineWidth / 2, y(this.startSquare) + ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth);

    if (backedFrom !== undefined && backedFrom !== null) {
      ctx.strokeStyle = '#d00';
      ctx.lineWidth = Math.max(2, size / 10);
      ctx.strokeRect(x(backedFrom) + ctx.lineWidth / 2, y(backedFrom) + ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth);
    }

    const head = m.head();
    if (size >= 16) {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = `600 ${Math.floor(size * (n >= 100 ? 0.32 : 0.38))}px system-ui, sans-serif`;
      for (let sq = 0; sq < n; sq++) {
        if (order[sq] > 0 && sq !== head) {
          // A light halo keeps the number readable where the path crosses it.
          ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
          ctx.lineWidth = Math.max(2, size / 14);
          ctx.lineJoin = 'round';
          ctx.strokeText(String(order[sq]), cx(sq), cy(sq));
          ctx.fillStyle = '#111';
          ctx.fillText(String(order[sq]), cx(sq), cy(sq));
        } else if (this.opts.heat && order[sq] === 0 && sq !== head) {
          ctx.fillStyle = 'rgba(0,0,0,0.6)';
          ctx.fillText(String(this.degrees[sq]), cx(sq), cy(sq));
        }
      }
    }
    // The knight.
    ctx.fillStyle = m.outcome() === 'exhausted' ? '#777' : '#000';
    ctx.font = `${Math.floor(size * 0.8)}px "DejaVu Sans", "Noto Sans Symbols2", serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('\u265E', cx(head), cy(head) + size * 0.04);

    drawBoardLabels(ctx, (f) => this.wasm.file_name(f), this.geom, rows, cols);
  }

  // --- boards too big to draw: solved in a worker and summarised ----------------------

  renderBig() {
    const o = this.opts;
    this.summary.hidden = false;
    const r = this.bigResult;
    if (!this.summary.dataset.built) {
      this.summary.innerHTML = `
        <p data-role="big-text"></p>
        <div class="buttons">
          <button type="button" data-act="big-solve">Solve</button>
          <button type="button" data-act="big-cancel" disabled>Cancel</button>
          <progress data-role="big-progress" max="1" value="0" hidden></progress>
        </div>`;
      this.summary.dataset.built = '1';
      this.summary.querySelector('[data-act=big-solve]').addEventListener('click', () => this.solveBig());
      this.summary.querySelector('[data-act=big-cancel]').addEventListener('click', () => this.cancelWork('Search cancelled.'));
    }
    const text = this.summary.querySelector('[data-role=big-text]');
    text.textContent = `${o.board} has ${fmt(this.rows * this.cols)} squares, too many to draw one by one ` +
      `(boards up to ${DRAW_LIMIT} x ${DRAW_LIMIT} are drawn). Solve searches off the page's thread and shows the tour as colours: ` +
      `dark blue where it starts, through green, to yellow where it ends.`;
    this.summary.querySelector('[data-act=big-solve]').disabled = !!this.worker;
    if (r && r.order) {
      this.canvas.hidden = false;
      this.drawBig(r.order);
    } else {
      this.canvas.hidden = true;
    }
    if (!this.worker && !r) setStatus(`Board ${o.board}, start ${o.start}, ${o.strategy}. Press Solve to search.`);
  }

  drawBig(order) {
    const { rows, cols } = this;
    const img = new ImageData(cols, rows);
    const total = rows * cols;
    for (let sq = 0; sq < total; sq++) {
      const t = order[sq] / total;
      const row = rows - 1 - Math.floor(sq / cols);
      const i = (row * cols + (sq % cols)) * 4;
      if (order[sq] === 0) { img.data[i + 3] = 255; continue; }
      // viridis-like ramp: blue -> green -> yellow
      img.data[i] = Math.round(68 + t * (253 - 68) * t);
      img.data[i + 1] = Math.round(1 + t * 230);
      img.data[i + 2] = Math.round(84 + (1 - t) * 80 - t * 120);
      img.data[i + 3] = 255;
    }
    const off = new OffscreenCanvas(cols, rows);
    off.getContext('2d').putImageData(img, 0, 0);
    const dpr = window.devicePixelRatio || 1;
    const side = Math.min(this.canvas.parentElement.clientWidth || 600, 640);
    const h = Math.round(side * rows / cols);
    this.canvas.style.width = `${side}px`;
    this.canvas.style.height = `${h}px`;
    this.canvas.width = Math.round(side * dpr);
    this.canvas.height = Math.round(h * dpr);
    const ctx = this.canvas.getContext('2d');
    ctx.imageSmoothingEnabled = cols > side * dpr;
    ctx.drawImage(off, 0, 0, this.canvas.width, this.canvas.height);
    this.geom = null;
  }

  solveBig() {
    const o = this.opts;
    this.cancelWork();
    const total = this.rows * this.cols;
    const progress = this.summary.querySelector('[data-role=big-progress]');
    const solveBtn = this.summary.querySelector('[data-act=big-solve]');
    const cancelBtn = this.summary.querySelector('[data-act=big-cancel]');
    progress.hidden = false;
    progress.value = 0;
    solveBtn.disabled = true;
    cancelBtn.disabled = false;
    setStatus(`Searching ${o.board} from ${o.start}…`);
    this.startWorker({ job: 'tour', board: o.board, start: o.start, strategy: o.strategy, closed: o.closed, prune: o.prune },
      (msg) => {
        progress.value = msg.depth / total;
        this.bigResult = msg;
        this.renderCounters();
        if (msg.type === 'progress') {
          setStatus(`Searching ${o.board}: ${fmt(msg.depth + 1)} of ${fmt(total)} squares, ${fmt(msg.nodes)} nodes, ${(msg.ms / 1000).toFixed(1)} s…`);
          return;
        }
        this.finishWork();
        progress.hidden = true;
        cancelBtn.disabled = true;
        solveBtn.disabled = false;
        const secs = (msg.ms / 1000).toFixed(2);
        if (msg.outcome === 'solved') {
          setStatus(`Tour complete: ${fmt(total)} of ${fmt(total)} squares, ${fmt(msg.nodes)} nodes, ${fmt(msg.backtracks)} backtracks, ${secs} s.`);
        } else {
          setStatus(msg.reason || `No ${o.closed ? 'closed ' : ''}tour from ${o.start} on ${o.board}: every move sequence was tried (${fmt(msg.nodes)} nodes).`);
        }
        this.render();
      });
  }

  // --- counting in a worker ----------------------------------------------------------

  count() {
    const o = this.opts;
    const from = this.root.querySelector('input[name=count-from]:checked').value;
    const start = from === 'all' ? 'all' : o.start;
    const where = from === 'all' ? 'from every square' : `from ${o.start}`;
    const what = o.closed ? 'closed tours' : 'tours';
    this.cancelWork();
    this.player.pause();
    this.countProgress.hidden = false;
    this.countProgress.value = 0;
    this.root.querySelector('[data-act=count]').disabled = true;
    this.root.querySelector('[data-act=cancel-count]').disabled = false;
    this.countResult.textContent = `Counting ${what} on ${o.board} ${where}…`;
    this.startWorker({ job: 'count', board: o.board, start, closed: o.closed }, (msg) => {
      this.countProgress.value = msg.progress;
      const secs = (msg.ms / 1000).toFixed(2);
      if (msg.type === 'progress') {
        this.countResult.textContent = `Counting ${what} on ${o.board} ${where}: ${fmt(msg.tours)} so far, ${fmt(msg.nodes)} nodes, ${Math.floor(msg.progress * 100)}%…`;
        return;
      }
      this.finishWork();
      this.countResult.textContent = `${fmt(msg.tours)} ${what} on ${o.board} ${where} (${fmt(msg.nodes)} nodes searched in ${secs} s).`;
      setStatus(this.countResult.textContent);
    });
  }

  startWorker(job, onMessage) {
    const worker = new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.onmessage = (e) => {
      if (this.worker !== worker) return;
      if (e.data.type === 'error') {
        this.finishWork();
        showNotices([e.data.message]);
        return;
      }
      onMessage(e.data);
    };
    worker.onerror = (e) => {
      this.finishWork();
      showNotices([`The background search failed: ${e.message || 'unknown error'}.`]);
    };
    worker.postMessage(job);
  }

  finishWork() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.countProgress.hidden = true;
    this.root.querySelector('[data-act=cancel-count]').disabled = true;
    this.syncForm();
  }

  cancelWork(message) {
    if (!this.worker) return;
    this.finishWork();
    if (this.summary.dataset.built) {
      this.summary.querySelector('[data-role=big-progress]').hidden = true;
      this.summary.querySelector('[data-act=big-cancel]').disabled = true;
      this.summary.querySelector('[data-act=big-solve]').disabled = false;
    }
    if (message) {
      this.countResult.textContent = message;
      setStatus(message);
    }
  }
}
