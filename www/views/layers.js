// BFS in layers on the knight graph: click a square to start, and every square fills with
// its distance layer as the search runs (white undiscovered, gray in the queue, black done);
// click a second square to trace its shortest path back through predecessors.

import { View } from '../view.js';
import { Player, speedParam } from '../player.js';
import { writeHash } from '../url.js';
import { setStatus, showNotices, clearNotices } from '../app.js';
import { counters, readParams, stepParam, capitalise, sizeCanvas, layerColour, fmt, squareAt, drawBoardLabels } from '../kit.js';

const DRAW_LIMIT = 60;

export class LayersView extends View {
  constructor(root, wasm) {
    super(root, wasm);
    this.opts = { board: '8x8', start: 'a1', target: '' };
    root.innerHTML = `
      <form class="options" autocomplete="off">
        <label>Board <input name="board" size="7" aria-label="Board size (ranks x files)" spellcheck="false"></label>
        <label>Start <input name="start" size="5" aria-label="Start square" spellcheck="false"></label>
        <label>Target <input name="target" size="5" aria-label="Target square" spellcheck="false"></label>
        <fieldset class="click-mode"><legend>A click on the board sets</legend>
          <label><input type="radio" name="click" value="start" checked> the start</label>
          <label><input type="radio" name="click" value="target"> the target</label>
        </fieldset>
      </form>
      <div class="stage"><canvas data-role="canvas" aria-label="Chessboard: click a square to start the breadth-first search there, then another to trace a shortest path"></canvas></div>
      <div class="player" data-role="player"></div>
      <dl data-role="counters"></dl>
      <div class="queue" aria-label="Queue, front first"><span class="queue-label">Queue</span><ol data-role="queue"></ol></div>
      <p class="path" data-role="path" aria-live="polite"></p>`;
    this.form = root.querySelector('form');
    this.canvas = root.querySelector('[data-role=canvas]');
    this.queueList = root.querySelector('[data-role=queue]');
    this.pathLine = root.querySelector('[data-role=path]');
    this.counters = counters(root.querySelector('[data-role=counters]'), [
      ['steps', 'Steps'], ['layer', 'Layer'], ['discovered', 'Discovered'], ['dequeued', 'Dequeued'], ['edges', 'Edges examined'],
      ['queue', 'Queue'], ['max', 'Largest queue'],
    ]);
    this.player = new Player(root.querySelector('[data-role=player]'), {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
    });
    const f = this.form.elements;
    f.board.addEventListener('change', () => this.change({ board: f.board.value.trim(), start: 'a1', target: '' }));
    f.start.addEventListener('change', () => this.change({ start: f.start.value.trim() }));
    f.target.addEventListener('change', () => this.setTarget(f.target.value.trim()));
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.canvas.addEventListener('click', (e) => this.onClick(e));
  }

  destroy() {
    super.destroy();
  }

  load(params) {
    const notices = [];
    const w = this.wasm;
    const p = readParams(params, {
      board: (v) => { w.knight_degrees(v); return v; },
      start: (v) => v,
      target: (v) => v,
      step: stepParam,
      speed: speedParam,
    }, notices);
    const o = { ...this.opts };
    if (p.board) o.board = p.board;
    for (const key of ['start', 'target']) {
      if (p[key] === undefined) continue;
      try { w.check_knight_spec(o.board, p[key], 'dfs'); o[key] = p[key].toLowerCase(); } catch (e) {
        notices.push(`Ignored ${key}=${p[key]}: ${e.message}. Using ${key === 'start' ? 'a1' : 'no target'}.`);
      }
    }
    const [rows, cols] = o.board.toLowerCase().split(/x|×/).map(Number);
    if (rows > DRAW_LIMIT || cols > DRAW_LIMIT) {
      notices.push(`Ignored board=${o.board}: this view draws boards up to ${DRAW_LIMIT}x${DRAW_LIMIT} (the CLI's "searchlight bfs" takes up to 1000x1000). Using 8x8.`);
      Object.assign(o, { board: '8x8', start: 'a1', target: '' });
    }
    if (p.speed !== undefined) this.player.setSpeed(p.speed);
    this.opts = o;
    this.rebuild(p.step || 0);
    if (notices.length) showNotices(notices);
  }

  change(patch) {
    const next = { ...this.opts, ...patch };
    try {
      this.wasm.check_knight_spec(next.board, next.start, 'dfs');
      const [rows, cols] = next.board.toLowerCase().split(/x|×/).map(Number);
      if (rows > DRAW_LIMIT || cols > DRAW_LIMIT) throw new Error(`this view draws boards up to ${DRAW_LIMIT}x${DRAW_LIMIT}`);
    } catch (e) {
      showNotices([capitalise(e.message)]);
      this.syncForm();
      return;
    }
    this.adopt(next);
  }

  setTarget(name) {
    if (name) {
      try { this.wasm.check_knight_spec(this.opts.board, name, 'dfs'); } catch (e) {
        showNotices([capitalise(e.message)]);
        this.syncForm();
        return;
      }
    }
    clearNotices();
    this.opts.target = name.toLowerCase();
    this.syncForm();
    this.render();
    this.saveUrl();
  }

  rebuild(step) {
    this.player.pause();
    if (this.model) this.model.free();
    const o = this.opts;
    this.model = new this.wasm.KnightLayers(o.board, o.start);
    this.rows = this.model.rows();
    this.cols = this.model.cols();
    if (step > 0) this.model.seek(step);
    this.player.setModel(this.model);
    this.syncForm();
    this.render();
    this.saveUrl();
  }

  syncForm() {
    const f = this.form.elements;
    f.board.value = this.opts.board;
    f.start.value = this.opts.start;
    f.target.value = this.opts.target;
  }

  saveUrl() {
    if (!this.player || !this.model) return;
    const o = this.opts;
    writeHash('bfs', {
      board: o.board,
      start: o.start,
      target: o.target || undefined,
      speed: this.player.speedName,
      step: this.model.steps() > 0 ? this.model.steps() : undefined,
    });
  }

  onClick(e) {
    if (!this.geom) return;
    const sq = squareAt(e, this.canvas, this.geom, this.rows, this.cols);
    if (sq < 0) return;
    const name = this.model.square_name(sq);
    const mode = this.form.elements.click.value;
    if (mode === 'start') {
      this.change({ start: name, target: '' });
      this.form.elements.click.value = 'target';
    } else {
      this.setTarget(name);
    }
  }

  targetSquare() {
    if (!this.opts.target) return null;
    try { return this.model.parse_square(this.opts.target); } catch { return null; }
  }

  render() {
    const m = this.model;
    const queue = m.queue();
    this.counters.set('steps', m.steps());
    this.counters.set('layer', m.layer() ?? '–');
    this.counters.set('discovered', m.discovered());
    this.counters.set('dequeued', m.dequeued());
    this.counters.set('edges', m.edges_examined());
    this.counters.set('queue', queue.length);
    this.counters.set('max', m.max_queue());
    const distances = m.distances();
    const shown = Array.from(queue.slice(0, 60), (sq) => {
      const li = document.createElement('li');
      li.textContent = m.square_name(sq);
      li.style.background = layerColour(distances[sq], 0.35);
      return li;
    });
    if (queue.length > 60) {
      const li = document.createElement('li');
      li.textContent = `+${fmt(queue.length - 60)} more`;
      shown.push(li);
    }
    this.queueList.replaceChildren(...shown);
    const target = this.targetSquare();
    const path = target === null ? null : m.path_to(target);
    let status = m.status();
    if (target !== null) {
      const name = m.square_name(target);
      if (path) {
        const names = Array.from(path, (s) => m.square_name(s));
        this.pathLine.textContent = `Shortest path ${names[0]} → ${name}: ${path.length - 1} move${path.length === 2 ? '' : 's'}, ${names.join(' ')}`;
        status += ` Path to ${name}: ${path.length - 1} moves.`;
      } else {
        this.pathLine.textContent = `${name} is not discovered yet${m.finished() ? ': no knight path reaches it' : ''}.`;
      }
    } else {
      this.pathLine.textContent = 'Click a second square (or type a target) to trace its shortest path.';
    }
    setStatus(status);
    this.draw(path);
  }

  draw(path) {
    const m = this.model;
    const { rows, cols } = this;
    const stage = this.canvas.parentElement;
    const label = 22;
    const size = Math.max(8, Math.floor(Math.min((stage.clientWidth - label) / cols, (window.innerHeight - 300) / rows, 80)));
    const ctx = sizeCanvas(this.canvas, label + size * cols, label + size * rows);
    this.geom = { left: label, top: 0, size };
    const colours = m.colours();
    const distances = m.distances();
    const current = m.current();
    const x = (sq) => label + (sq % cols) * size;
    const y = (sq) => (rows - 1 - Math.floor(sq / cols)) * size;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, label + size * cols, label + size * rows);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let sq = 0; sq < rows * cols; sq++) {
      const light = ((sq % cols) + Math.floor(sq / cols)) % 2 === 1;
      ctx.fillStyle = light ? '#f4f4ee' : '#dcd8cc';
      ctx.fillRect(x(sq), y(sq), size, size);
      const d = distances[sq];
      if (colours[sq] === 0) continue;
      ctx.fillStyle = layerColour(d, colours[sq] === 2 ? 0.85 : 0.3);
      ctx.fillRect(x(sq), y(sq), size, size);
      if (colours[sq] === 1) {
        // Gray: in the queue, drawn with a dashed border.
        ctx.setLineDash([Math.max(2, size / 10), Math.max(2, size / 10)]);
        ctx.strokeStyle = '#555';
        ctx.lineWidth = 1.5;
        ctx.strokeRect(x(sq) + 2, y(sq) + 2, size - 4, size - 4);
        ctx.setLineDash([]);
      }
      if (size >= 16) {
        ctx.fillStyle = colours[sq] === 2 ? '#fff' : '#222';
        ctx.font = `700 ${Math.floor(size * 0.42)}px system-ui, sans-serif`;
        ctx.fillText(String(d), x(sq) + size / 2, y(sq) + size / 2);
      }
    }
    if (current !== undefined && current !== null) {
      ctx.strokeStyle = '#000';
      ctx.lineWidth = Math.max(2, size / 10);
      ctx.strokeRect(x(current) + ctx.lineWidth / 2, y(current) + ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth);
    }
    const target = this.targetSquare();
    if (target !== null) {
      ctx.strokeStyle = '#c00';
      ctx.lineWidth = Math.max(2, size / 12);
      ctx.beginPath();
      ctx.arc(x(target) + size / 2, y(target) + size / 2, size * 0.42, 0, 2 * Math.PI);
      ctx.stroke();
    }
    if (path && path.length > 1) {
      ctx.strokeStyle = 'rgba(200, 0, 0, 0.8)';
      ctx.lineWidth = Math.max(2, size / 10);
      ctx.beginPath();
      path.forEach((sq, i) => {
        const px = x(sq) + size / 2;
        const py = y(sq) + size / 2;
        if (i === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
      });
      ctx.stroke();
    }
    drawBoardLabels(ctx, (f) => this.wasm.file_name(f), this.geom, rows, cols);
  }
}
