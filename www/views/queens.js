// N queens: row-by-row backtracking made visible (mark: attacked squares shaded; check: the
// failed checks' lines shown), every solution browsable with thumbnails and one per symmetry
// class, and a fast count in workers (one per core) with progress and cancel.

import { View } from '../view.js';
import { Player, speedParam } from '../player.js';
import { writeHash } from '../url.js';
import { setStatus, showNotices, clearNotices } from '../app.js';
import { counters, readParams, stepParam, capitalise, sizeCanvas, fmt } from '../kit.js';

const QUEEN = '\u265B';

export class QueensView extends View {
  constructor(root, wasm) {
    super(root, wasm);
    this.opts = { n: '8', variant: 'mark', mode: 'all' };
    this.workers = [];
    this.browse = 0;
    root.innerHTML = `
      <form class="options" autocomplete="off">
        <label>N <input name="n" size="4" aria-label="N, the board's size" spellcheck="false"></label>
        <label>Search <select name="variant" aria-label="Variant">
          <option value="mark">mark attacked squares</option>
          <option value="check">check before placing</option>
        </select></label>
        <label>Mode <select name="mode" aria-label="Mode">
          <option value="first">first solution</option>
          <option value="all">all solutions</option>
          <option value="count">count only</option>
        </select></label>
      </form>
      <div class="stage"><canvas data-role="canvas" aria-label="The board, row 1 at the top"></canvas></div>
      <div class="player" data-role="player"></div>
      <dl data-role="counters"></dl>
      <section class="count" data-role="count" aria-label="Count solutions">
        <h2>Count solutions fast</h2>
        <div class="count-row">
          <label>N <input name="count-n" size="4" aria-label="N to count" value="8"></label>
          <button type="button" data-act="count">Count</button>
          <button type="button" data-act="cancel" disabled>Cancel</button>
          <progress data-role="progress" max="1" value="0" hidden></progress>
        </div>
        <p data-role="count-result" aria-live="polite"></p>
      </section>
      <section class="solutions" data-role="solutions" aria-label="Solutions found">
        <h2>Solutions</h2>
        <div class="count-row">
          <button type="button" data-act="prev">Previous</button>
          <span data-role="which"></span>
          <button type="button" data-act="next">Next</button>
          <label><input type="checkbox" name="unique"> one per symmetry class</label>
        </div>
        <div class="thumbs" data-role="thumbs"></div>
      </section>`;
    const $ = (s) => root.querySelector(s);
    this.form = $('form');
    this.canvas = $('[data-role=canvas]');
    this.countResult = $('[data-role=count-result]');
    this.progress = $('[data-role=progress]');
    this.which = $('[data-role=which]');
    this.thumbs = $('[data-role=thumbs]');
    this.counters = counters($('[data-role=counters]'), [
      ['steps', 'Steps'], ['placements', 'Placements tried'], ['nodes', 'Nodes'], ['backtracks', 'Backtracks'], ['solutions', 'Solutions'],
    ]);
    this.player = new Player($('[data-role=player]'), {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
      fullHint: 'Count finds every solution without keeping steps.',
    });
    const f = this.form.elements;
    f.n.addEventListener('change', () => this.change({ n: f.n.value.trim() }));
    f.variant.addEventListener('change', () => this.change({ variant: f.variant.value }));
    f.mode.addEventListener('change', () => this.change({ mode: f.mode.value }));
    this.form.addEventListener('submit', (e) => e.preventDefault());
    $('[data-act=count]').addEventListener('click', () => this.count());
    $('[data-act=cancel]').addEventListener('click', () => this.cancel('Counting cancelled.'));
    $('[data-act=prev]').addEventListener('click', () => { this.browse--; this.renderSolutions(); });
    $('[data-act=next]').addEventListener('click', () => { this.browse++; this.renderSolutions(); });
    root.querySelector('input[name=unique]').addEventListener('change', () => { this.browse = 0; this.renderSolutions(); });
    this.warm();
  }

  // Workers started ahead of time, one per core, each loading the wasm while the page is
  // idle, so a count starts at once.
  warm() {
    const parts = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8));
    this.pool = Array.from({ length: parts }, () => {
      const w = new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });
      w.postMessage({ job: 'warm', queens: true });
      return w;
    });
  }

  destroy() {
    this.cancel();
    for (const w of this.pool) w.terminate();
    super.destroy();
  }

  load(params) {
    const notices = [];
    const p = readParams(params, {
      n: (v) => { new this.wasm.Queens(v, 'mark', 'first').free(); return v.trim(); },
      variant: (v) => { if (!['mark', 'check'].includes(v)) throw new Error('choose mark or check'); return v; },
      mode: (v) => { if (!['first', 'all', 'count'].includes(v)) throw new Error('choose first, all or count'); return v; },
      step: stepParam,
      speed: speedParam,
    }, notices);
    for (const k of ['n', 'variant', 'mode']) if (p[k] !== undefined) this.opts[k] = p[k];
    if (p.speed !== undefined) this.player.setSpeed(p.speed);
    this.rebuild(p.step || 0);
    if (notices.length) showNotices(notices);
  }

  change(patch) {
    const next = { ...this.opts, ...patch };
    try {
      new this.wasm.Queens(next.n, next.variant, next.mode).free();
    } catch (e) {
      showNotices([capitalise(e.message)]);
      this.form.elements.n.value = this.opts.n;
      return;
    }
    this.adopt(next);
  }

  rebuild(step) {
    this.player.pause();
    if (this.model) this.model.free();
    const o = this.opts;
    this.model = new this.wasm.Queens(o.n, o.variant, o.mode);
    if (step > 0) this.model.seek(step);
    this.player.setModel(this.model);
    const f = this.form.elements;
    f.n.value = o.n;
    f.variant.value = o.variant;
    f.mode.value = o.mode;
    this.root.querySelector('input[name=count-n]').value = o.n;
    this.browse = 0;
    this.render();
    this.saveUrl();
    if (o.mode === 'count') this.count();
  }

  saveUrl() {
    if (!this.player || !this.model) return;
    writeHash('queens', {
      n: this.opts.n,
      variant: this.opts.variant,
      mode: this.opts.mode,
      speed: this.player.speedName,
      step: this.model.steps() > 0 ? this.model.steps() : undefined,
    });
  }

  render() {
    const m = this.model;
    this.counters.set('steps', m.steps());
    this.counters.set('placements', m.placements());
    this.counters.set('nodes', m.nodes());
    this.counters.set('backtracks', m.backtracks());
    this.counters.set('solutions', m.solutions());
    if (!this.workers.length) setStatus(m.status());
    this.draw();
    this.renderSolutions();
  }

  draw() {
    const m = this.model;
    const n = m.n();
    const stage = this.canvas.parentElement;
    const size = Math.max(10, Math.floor(Math.min(stage.clientWidth / n, (window.innerHeight - 320) / n, 72)));
    const ctx = sizeCanvas(this.canvas, size * n, size * n);
    const squares = m.squares();
    const cols = m.cols();
    const row = cols.length;
    const freed = m.freed();
    const freedCol = m.freed_col();
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        ctx.fillStyle = (r + c) % 2 ? '#b9a27a' : '#eeeed2';
        ctx.fillRect(c * size, r * size, size, size);
        if (r === row) {
          ctx.fillStyle = 'rgba(255, 214, 0, 0.35)';
          ctx.fillRect(c * size, r * size, size, size);
        }
        if (squares[i] === 2 && this.opts.variant === 'mark') {
          ctx.fillStyle = 'rgba(200, 40, 40, 0.35)';
          ctx.fillRect(c * size, r * size, size, size);
        }
        if (freed[i] > 0 && squares[i] !== 1 && size >= 14) {
          ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
          ctx.font = `${Math.floor(size * 0.26)}px system-ui, sans-serif`;
          ctx.textAlign = 'right';
          ctx.textBaseline = 'top';
          ctx.fillText(String(freed[i]), c * size + size - 3, r * size + 2);
        }
      }
    }
    if (freedCol !== undefined && freedCol !== null) {
      ctx.strokeStyle = '#d35400';
      ctx.lineWidth = Math.max(2, size / 10);
      ctx.strokeRect(freedCol * size + ctx.lineWidth / 2, row * size + ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth);
    }
    if (this.opts.variant === 'check' && row < n) {
      // The failed checks of the next row: a line from each blocked square to its attacker.
      const conflicts = m.conflicts();
      ctx.lineWidth = Math.max(1.5, size / 18);
      conflicts.forEach((code, c) => {
        if (code < 0) return;
        const ar = code >> 1;
        ctx.strokeStyle = code & 1 ? 'rgba(33, 98, 196, 0.75)' : 'rgba(192, 57, 43, 0.75)';
        ctx.beginPath();
        ctx.moveTo(c * size + size / 2, row * size + size / 2);
        ctx.lineTo(cols[ar] * size + size / 2, ar * size + size / 2);
        ctx.stroke();
        ctx.fillStyle = ctx.strokeStyle;
        ctx.font = `700 ${Math.floor(size * 0.5)}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText('×', c * size + size / 2, row * size + size / 2);
      });
    }
    ctx.fillStyle = '#111';
    ctx.font = `${Math.floor(size * 0.78)}px "DejaVu Sans", serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    cols.forEach((c, r) => ctx.fillText(QUEEN, c * size + size / 2, r * size + size / 2 + size * 0.04));
  }

  // The solutions met so far: one large, the rest as thumbnails.
  renderSolutions() {
    const m = this.model;
    const n = m.n();
    const flat = m.found();
    const count = flat.length / n;
    const classes = m.classes();
    const unique = this.root.querySelector('input[name=unique]').checked;
    const list = [];
    const seen = new Set();
    for (let k = 0; k < count; k++) {
      if (unique && seen.has(classes[k])) continue;
      seen.add(classes[k]);
      list.push(k);
    }
    const box = this.root.querySelector('[data-role=solutions]');
    box.hidden = count === 0;
    if (!count) return;
    this.browse = ((this.browse % list.length) + list.length) % list.length;
    const k = list[this.browse];
    this.which.textContent = `Solution ${this.browse + 1} of ${list.length}${unique ? ' classes' : ''} (class ${classes[k] + 1} of ${new Set(classes).size}): columns ${Array.from(flat.slice(k * n, k * n + n), (c) => c + 1).join(' ')}`;
    const thumbs = list.slice(0, 400).map((j, idx) => {
      const c = document.createElement('canvas');
      const s = Math.max(2, Math.floor(72 / n));
      const ctx = sizeCanvas(c, s * n, s * n);
      for (let r = 0; r < n; r++) {
        for (let col = 0; col < n; col++) {
          ctx.fillStyle = (r + col) % 2 ? '#c9b48e' : '#f3f3e3';
          ctx.fillRect(col * s, r * s, s, s);
        }
        ctx.fillStyle = '#111';
        ctx.fillRect(flat[j * n + r] * s, r * s, s, s);
      }
      c.className = idx === this.browse ? 'thumb current' : 'thumb';
      c.title = `Solution ${idx + 1}`;
      c.addEventListener('click', () => { this.browse = idx; this.renderSolutions(); });
      return c;
    });
    this.thumbs.replaceChildren(...thumbs);
  }

  count() {
    this.cancel();
    const nText = this.root.querySelector('input[name=count-n]').value.trim();
    try {
      new this.wasm.QueensCount(nText, 0, 1).free();
    } catch (e) {
      showNotices([capitalise(e.message)]);
      return;
    }
    clearNotices();
    const parts = this.pool.length;
    const t0 = performance.now();
    const state = Array.from({ length: parts }, () => ({ solutions: 0, unique: 0, progress: 0, done: false }));
    this.progress.hidden = false;
    this.root.querySelector('[data-act=cancel]').disabled = false;
    this.root.querySelector('[data-act=count]').disabled = true;
    this.countResult.textContent = `Counting N = ${nText} in ${parts} worker${parts === 1 ? '' : 's'}…`;
    setStatus(this.countResult.textContent);
    for (let part = 0; part < parts; part++) {
      const w = this.pool[part];
      w.onmessage = (e) => {
        const msg = e.data;
        if (msg.type === 'error') { this.cancel(); showNotices([msg.message]); return; }
        if (msg.type === 'ready') return;
        state[part] = { solutions: msg.solutions, unique: msg.unique, progress: msg.progress, done: msg.type === 'done' };
        const total = state.reduce((a, s) => a + s.solutions, 0);
        const progress = state.reduce((a, s) => a + s.progress, 0) / parts;
        this.progress.value = progress;
        const secs = ((performance.now() - t0) / 1000).toFixed(2);
        if (state.every((s) => s.done)) {
          this.finishCount();
          const unique = state.some((s) => s.unique < 0) ? '' : ` (${fmt(state.reduce((a, s) => a + s.unique, 0))} up to rotation and reflection)`;
          this.countResult.textContent = `N = ${nText}: ${fmt(total)} solutions${unique}, counted in ${secs} s by ${parts} worker${parts === 1 ? '' : 's'}.`;
          setStatus(this.countResult.textContent);
        } else {
          this.countResult.textContent = `Counting N = ${nText}: ${fmt(total)} so far, ${Math.floor(progress * 100)}%, ${secs} s…`;
        }
      };
      w.postMessage({ job: 'queens', n: nText, part, parts });
      this.workers.push(w);
    }
  }

  // A finished count leaves its workers ready for the next; a cancelled one replaces them.
  finishCount(cancelled = false) {
    this.workers = [];
    if (cancelled) {
      for (const w of this.pool) w.terminate();
      this.warm();
    }
    this.progress.hidden = true;
    this.root.querySelector('[data-act=cancel]').disabled = true;
    this.root.querySelector('[data-act=count]').disabled = false;
  }

  cancel(message) {
    if (!this.workers.length) return;
    this.finishCount(true);
    if (message) {
      this.countResult.textContent = message;
      setStatus(message);
    }
  }
}
