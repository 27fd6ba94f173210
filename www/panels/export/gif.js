// The Export menu's GIF: steps a..b of the frame shown as an animated GIF, or the whole run
// sampled (a frame every n steps, n the least that fits the bound, the last frame the run's
// end). The panes of a side-by-side comparison are drawn next to each other, in lockstep,
// each under its name and over its counters at that step (compose.js). Each frame is
// drawn by the view's own code on an off-screen copy of the view (built as compare.js
// builds a pane, with the same options, at a devicePixelRatio of 1), so the board the
// person is looking at does not move; its canvas's pixels go in batches (transferred) to a
// worker, where Rust encodes them (GifWriter: each frame's palette fitted to its colours).
// Progress as the worker encodes; Cancel stops the drawing and ends the worker at once.
// Bounds: at most `limits().gif_frames` frames, asked for or by default (the whole run from
// the first step, clipped to the bound and said so), and `gif_bytes` bytes (Rust says so).
// A view whose board is not a canvas (the word ladder's rows of words) has no GIF: said.
import { t, sentence, fmt, joined } from '../../text/index.js';
import { el, coded } from '../../shell/kit.js';
import { Jobs, JobRow } from '../../shell/jobs.js';
import { exportStem, saveFile } from './name.js';
import { layout, countersOf } from './compose.js';
// Bytes of RGBA sent to the worker in one message; at most one more batch waits there.
const BATCH = 4 << 20;
// The delay between frames, in ms (a GIF counts hundredths of a second; browsers show
// delays under 20 ms as 100 ms).
const DELAY = { min: 20, max: 60000, step: 10, initial: 200 };

// What the frames are, kept while the page is open (the menu is built afresh each time):
// 'range', steps from..to; or 'run', the whole run sampled.
const SPANS = ['range', 'run'];
let span = 'range';

// The export under way (one at a time): the menu is built anew each time it opens, and a
// new menu shows the running export's progress and Cancel.
/** @type {GifExport | null} */
let running = null;

// The board's canvas of a view: the first canvas of its board column (null: the board is
// text, or there is no board).
const boardCanvas = (/** @type {import("../../shell/view.js").View<any>} */ view) => /** @type {HTMLCanvasElement | null} */ (view.root.querySelector('.main canvas'));

// Run `draw` with window.devicePixelRatio at 1, so the copy's canvas has one pixel per CSS
// pixel whatever the screen (board.js sizes canvases by it); put back before returning,
// so nothing else ever sees it.
/**
 * @template T
 * @param {() => T} draw
 * @returns {T}
 */
function atPixelRatio1(draw) {
  const own = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
  Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true, writable: true });
  try {
    return draw();
  } finally {
    if (own) Object.defineProperty(window, 'devicePixelRatio', own);
    else Reflect.deleteProperty(window, 'devicePixelRatio');
  }
}

// The steps a copy is moved on between breaths, on its way to the first frame (tens of ms
// of the mouse's steps, which a long run has a million of).
const SEEK = 1 << 16;

// The step a copy seeks to find the run's end (a recorded run is far shorter: the models
// stop at their recording bound).
const END = 1e9;

// The steps of the whole run 0..end in at most `max` frames: every n-th step, n the least
// for which they and the end fit, and the end last.
/** @param {number} end @param {number} max */
export function sampled(end, max) {
  const count = (/** @type {number} */ n) => Math.floor(end / n) + 1 + (end % n ? 1 : 0);
  let n = Math.max(1, Math.ceil(end / Math.max(1, max - 1)));
  while (count(n) > max && n <= end) n += 1;
  const steps = [];
  for (let k = 0; k <= end; k += n) steps.push(k);
  if (steps[steps.length - 1] !== end) steps.push(end);
  return { every: n, steps };
}

// Let the page breathe (clicks, painting) between stretches of drawing.
const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

// A whole number of at most 9 digits from a field, or a coded error naming it.
/**
 * @param {HTMLInputElement} input
 * @param {string} label
 */
function whole(input, label) {
  const raw = input.value.trim();
  if (!/^\d{1,9}$/.test(raw)) throw coded('export.gif.bad_number', { field: t(label), value: raw });
  return Number(raw);
}

// An off-screen copy of `view`: the same class built as a pane (no player, no URL, no keys)
// in a hidden host, loaded from the view's own URL state, so it draws what the view draws.
// A pane's copy stands in a pane as wide as the original (its board's size follows it); a
// single view's takes its size from the page's view, as the original does.
/**
 * @param {import("../../shell/view.js").View<any>} view
 */
function offscreenCopy(view) {
  const host = el('div', { className: 'export-offscreen', aria: { hidden: 'true' } });
  host.inert = true;
  let root = el('div');
  const pane = view.root.closest('.pane');
  if (pane) {
    host.append(el('section', { className: 'pane', style: { width: `${pane.clientWidth}px` } }, root));
  } else {
    host.append(root);
  }
  document.body.append(host);
  const quiet = () => {};
  const status = el('p');
  const ViewClass = view.viewClass;
  const copy = new ViewClass(root, view.wasm, { ctl: { notice: quiet, change: quiet, saveUrl: quiet, paneRebuilt: quiet }, value: '', opts: {}, name: '', status });
  // Drawn only when asked (at a pixel ratio of 1), never by a resize of the window.
  window.removeEventListener('resize', copy.resize);
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(view.urlOut())) {
    if (v === undefined || v === null || ['step', 'speed', 'predict', 'code'].includes(key)) continue;
    params.set(key, String(v));
  }
  if (view.embed) params.set('embed', '1');
  atPixelRatio1(() => copy.load(params));
  return { view: copy, host };
}

// Let go of a copy: its model, listeners, workers and DOM. The body's classes (embed, ...)
// are the page's, kept as they were.
/** @param {{ view: AnyView, host: HTMLElement }} copy */
function dropCopy({ view, host }) {
  const classes = document.body.className;
  view.destroy();
  document.body.className = classes;
  // A canvas's pixels go now, even if something still holds the copy (the knight view's
  // own keydown listener outlives its destroy()).
  for (const canvas of host.querySelectorAll('canvas')) Object.assign(canvas, { width: 0, height: 0 });
  host.remove();
}

class GifExport {
  /**
   * @param {import('./panel.js').ExportTarget} target
   * @param {{ from: number, to: number | null, delay: number, max: number, wholeRun: boolean }} ask
   */
  constructor(target, ask) {
    this.target = target;
    this.ask = ask;
    this.jobs = new Jobs();
    this.cancelled = false;
    this.frames = 0;
    this.encoded = 0;
    /** @type {{ job: JobRow, status: HTMLElement } | null} the controls that show it */
    this.ui = null;
    /** @type {((value?: unknown) => void) | null} what the drawing waits on: the worker's next word */
    this.wake = null;
  }

  // The controls that show it (a menu built anew takes over).
  /**
   * @param {{ job: JobRow, status: HTMLElement }} ui
   */
  attach(ui) {
    this.ui = ui;
    ui.job.begin(this.frames || null);
    this.show();
  }

  /**
   * @param {string} text
   */
  say(text) {
    if (this.ui) this.ui.status.textContent = text;
  }

  show() {
    if (!this.ui || !this.frames) return;
    this.ui.job.progress(this.encoded);
    this.say(t('export.gif.progress', { done: this.encoded, frames: this.frames }));
  }

  cancel() {
    if (this.cancelled) return;
    this.cancelled = true;
    this.jobs.cancel();
    this.wake?.();
  }

  async run() {
    const copies = [];
    try {
      for (const view of this.target.views) copies.push(offscreenCopy(view));
      const { from, to, max, delay, wholeRun } = this.ask;
      // How far the run goes: each copy seeks the last step asked for (or the bound; or,
      // for the whole run, its end).
      const last = wholeRun ? END : to ?? from + max - 1;
      let end = 0;
      let more = false;
      for (const { view } of copies) {
        const at = await this.seek(view.model, last);
        if (at === null) return;
        end = Math.max(end, at);
        if (at === last && !view.model.cursor().ended) more = true;
      }
      if (!wholeRun && from > end) throw coded('export.gif.past_end', { from, end });
      const a = wholeRun ? 0 : from;
      const b = wholeRun ? end : Math.min(last, end);
      const sample = wholeRun ? sampled(end, max) : { every: 1, steps: Array.from({ length: b - a + 1 }, (_, i) => a + i) };
      this.frames = sample.steps.length;
      /** @type {string[]} */
      const notes = [];
      if (!wholeRun && to === null && more) notes.push(t('export.gif.clipped', { max, from: a, to: b }));
      if (!wholeRun && to !== null && b < to) notes.push(t('export.gif.ends', { end: b }));
      if (this.ui) this.ui.job.begin(this.frames);
      const bytes = await this.encode(copies, sample.steps, delay);
      if (!bytes) {
        this.say(sentence(t('export.gif.cancelled')));
        return;
      }
      const stem = exportStem(this.target.views, [a, b]);
      const name = `${stem}${sample.every > 1 ? `-every${sample.every}` : ''}.gif`;
      saveFile(new Blob([bytes], { type: 'image/gif' }), name);
      const said = { frames: this.frames, from: a, to: b, every: sample.every, kb: fmt(Math.ceil(bytes.byteLength / 1024)), name };
      this.say(joined(sentence(t(wholeRun ? 'export.gif.done_run' : 'export.gif.done', said)), ...notes.map(sentence)));
    } catch (e) {
      if (this.cancelled) this.say(sentence(t('export.gif.cancelled')));
      else this.say(sentence(e && e.code ? e : t('error.worker', { detail: String((e && e.message) || e) })));
    } finally {
      this.jobs.destroy();
      for (const c of copies) dropCopy(c);
      if (this.ui) this.ui.job.end();
      if (running === this) running = null;
    }
  }

  // Seek `model` to `step` a stretch of SEEK steps at a time, letting the page breathe
  // between them (a run of 1,000,000 mouse steps is seconds of wasm): where it ended up, or
  // null when cancelled on the way (and said so).
  /**
   * @param {{ cursor(): import('../../../searchlight.js').Cursor, seek(step: number): number }} model
   * @param {number} step
   */
  async seek(model, step) {
    for (let at = model.cursor().steps; ;) {
      const next = model.seek(Math.min(step, at + SEEK));
      if (next === step || next === at || next < at + SEEK) return next;
      at = next;
      await breathe();
      if (this.cancelled) {
        this.say(sentence(t('export.gif.cancelled')));
        return null;
      }
    }
  }

  // Draw `steps` on the copies and have the worker encode them; the file's bytes, or null
  // when cancelled (a failure throws its coded error).
  /**
   * @param {{ view: AnyView }[]} copies
   * @param {number[]} steps
   * @param {number} delay
   * @returns {Promise<Uint8Array<ArrayBuffer> | null>}
   */
  async encode(copies, steps, delay) {
    const composite = document.createElement('canvas');
    const ctx = composite.getContext('2d', { willReadFrequently: true });
    // (Null only for a canvas holding another kind of context: this one is new.)
    if (!ctx) throw new Error('a new canvas without a 2D context');
    const names = this.target.views.map((v) => v.pane?.name ?? '');
    // Step k on every copy as RGBA: one view's board, or the panes as the picture lays them
    // out (each under its name, over its counters at step k).
    const frame = (/** @type {number} */ k) => atPixelRatio1(() => {
      const boards = copies.map(({ view }) => {
        view.model.seek(k);
        view.render();
        // (Every view exported has one: control() offers no GIF where one has not.)
        const board = boardCanvas(view);
        if (!board) throw new Error('a copy of a view without its board');
        return board;
      });
      const plan = boards.length > 1 ? layout({ sizes: boards, names, counters: copies.map(({ view }) => countersOf(view)) }) : null;
      if (k === steps[0]) {
        composite.width = plan ? plan.width : boards[0].width;
        composite.height = plan ? plan.height : boards[0].height;
      }
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, composite.width, composite.height);
      if (plan) plan.draw(ctx, (i, x, y) => ctx.drawImage(boards[i], x, y));
      else ctx.drawImage(boards[0], 0, 0);
      return ctx.getImageData(0, 0, composite.width, composite.height).data;
    });
    let pending = [frame(steps[0])];
    // Set by the worker's callback (a cast, so the checks below are not narrowed to null).
    let failure = /** @type {{ code?: string, params?: Params, message?: string } | null} */ (null);
    /** @type {Promise<Uint8Array<ArrayBuffer> | null>} */
    const result = new Promise((resolve) => {
      this.jobs.run({ kind: 'gif', width: composite.width, height: composite.height, delay: Math.round(delay / 10) }, {
        onProgress: ([s]) => { this.encoded = s.report.frames; this.show(); this.wake?.(); },
        onDone: ([s]) => resolve(s.result),
        onError: (msg) => { failure = msg; resolve(null); this.wake?.(); },
        onCancel: () => resolve(null),
      });
    });
    let sent = 0;
    let queued = 0; // frames sent before the last batch: the worker must be past them
    let size = pending[0].byteLength;
    let breath = performance.now();
    for (let i = 1; ; i++) {
      if (this.cancelled || failure) break;
      if (size >= BATCH || i >= steps.length) {
        // At most one batch waits in the worker: memory stays at a few batches.
        while (this.encoded < queued && !this.cancelled && !failure) await new Promise((r) => { this.wake = r; });
        if (this.cancelled || failure) break;
        const buffers = pending.map((d) => d.buffer);
        this.jobs.post({ kind: 'gif-frames', frames: buffers }, buffers);
        queued = sent;
        sent += pending.length;
        pending = [];
        size = 0;
      }
      if (i >= steps.length) break;
      pending.push(frame(steps[i]));
      size += pending[pending.length - 1].byteLength;
      if (performance.now() - breath > 30) {
        await breathe();
        breath = performance.now();
      }
    }
    if (!this.cancelled && !failure) this.jobs.post({ kind: 'gif-end' });
    const bytes = await result;
    if (failure) throw failure.code ? failure : new Error(failure.message || '');
    return this.cancelled ? null : bytes;
  }
}

// The GIF part of the menu for `target`.
/** @param {import('./panel.js').ExportTarget} target */
export function control(target) {
  const { views } = target;
  const title = el('span', { className: 'export-kind' }, 'GIF');
  const status = el('p', { className: 'export-status', dataset: { role: 'gif-status' }, aria: { live: 'polite' } });
  if (views.some((v) => !boardCanvas(v))) {
    status.textContent = sentence(t('export.gif.no_canvas'));
    return [title, status];
  }
  if (views.some((v) => !v.model)) {
    status.textContent = sentence(t('export.gif.no_steps'));
    return [title, status];
  }
  const max = views[0].wasm.limits().gif_frames;
  const field = (/** @type {string} */ name, /** @type {string} */ label, /** @type {(Partial<Omit<HTMLInputElement, "style" | "dataset">> & { dataset?: Record<string, string>; aria?: Record<string, string>; style?: string | Partial<CSSStyleDeclaration>; }) | undefined} */ props) => {
    const input = el('input', { type: 'number', name, min: '0', step: '1', ...props });
    return { input, label: el('label', {}, t(label), ' ', input) };
  };
  const from = field('gif-from', 'export.gif.from', { value: '0' });
  // The placeholder is one short word (a number field is narrow); the bound is said below.
  const to = field('gif-to', 'export.gif.to', { placeholder: t('export.gif.to_end'), aria: { describedby: 'gif-to-hint' } });
  const delay = field('gif-delay', 'export.gif.delay', { min: String(DELAY.min), max: String(DELAY.max), step: String(DELAY.step), value: String(DELAY.initial) });
  for (const f of [from, to, delay]) f.input.className = 'export-number';
  // The range asked for, or the whole run sampled: the hint says how each is made.
  const spans = el('select', { name: 'gif-span', aria: { describedby: 'gif-to-hint' } },
    ...SPANS.map((v) => el('option', { value: v, selected: v === span }, t(`export.gif.span.${v}`))));
  const hint = el('p', { id: 'gif-to-hint', className: 'export-hint' });
  const showSpan = () => {
    span = spans.value;
    from.input.disabled = to.input.disabled = span === 'run';
    hint.textContent = t(span === 'run' ? 'export.gif.run_hint' : 'export.gif.to_hint', { max });
  };
  spans.addEventListener('change', showSpan);
  showSpan();
  const row = el('div', { className: 'export-row' }, el('label', {}, t('export.gif.span'), ' ', spans), from.label, to.label, delay.label, hint);
  const job = new JobRow(row, {
    act: 'gif', label: t('export.gif.button'), cancelAct: 'gif-cancel', cancelLabel: t('export.gif.cancel'),
    progressRole: 'gif-progress', max: null, onStart: () => start(), onCancel: () => running?.cancel(),
  });
  job.bar.setAttribute('aria-label', t('export.gif.progress_label'));
  const ui = { job, status };
  function start() {
    if (running) return;
    let ask;
    try {
      // (The fields of a range are not read for the whole run.)
      const run = span === 'run';
      const a = run ? 0 : whole(from.input, 'export.gif.from');
      const b = run || to.input.value.trim() === '' ? null : whole(to.input, 'export.gif.to');
      const ms = whole(delay.input, 'export.gif.delay');
      if (ms < DELAY.min || ms > DELAY.max) throw coded('export.gif.bad_delay', { min: DELAY.min, max: DELAY.max });
      if (b !== null && b < a) throw coded('export.gif.backwards', { from: a, to: b });
      if (b !== null && b - a + 1 > max) throw coded('export.gif.too_many', { from: a, to: b, frames: b - a + 1, max });
      ask = { from: a, to: b, delay: ms, max, wholeRun: span === 'run' };
    } catch (e) {
      status.textContent = sentence(e);
      return;
    }
    running = new GifExport(target, ask);
    running.attach(ui);
    running.run();
  }
  if (running) running.attach(ui);
  return [title, row, status];
}
