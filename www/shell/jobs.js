// Long work off the main thread: a job runs in one or more Web Workers (worker.js), reports
// progress, ends with a result or an error, and can be cancelled; every worker a view
// started is terminated when the view is left. Counting, comparisons and fast solves all
// go through here. A job a person starts has its row of controls (JobRow), and runs from it
// (JobRow.run): every such job begins, shows its progress, says its end, its error or its
// cancel, and hands focus back the same way.
import { el } from './kit.js';
import { showNotices } from './status.js';
import { sentence, t } from '../text/index.js';

const workerUrl = new URL('../worker.js', import.meta.url);

// Every set of jobs not yet destroyed: whether one runs a job now (jobRunning()).
/** @type {Set<Jobs>} */
const LIVE = new Set();
export const jobRunning = () => [...LIVE].some((j) => j.busy);

// A worker's script can fail to load: Safari's engine, offline with the page's files served
// by the service worker, loads only one or two of several module workers started at once
// (the others end in an error event with no message). A failure before the worker's first
// message is remembered (`early`) so that the worker can be started again; later errors are
// the job's own.
/** @typedef {Worker & { loaded: boolean, early: Event | null }} Watched */
/** @returns {Watched} */
function spawn() {
  const w = /** @type {Watched} */ (new Worker(workerUrl, { type: 'module' }));
  w.loaded = false;
  w.early = null;
  w.addEventListener('message', () => { w.loaded = true; });
  w.addEventListener('error', (e) => { if (!w.loaded) w.early = e; });
  return w;
}

// How many times a worker that did not load is started again, and the wait before each
// (ms, times the attempt): by then the workers started with it have loaded.
const RETRIES = 3;
const RETRY_WAIT = 60;

// A frame with an opaque origin (sandbox without allow-same-origin) may not start a worker
// from the page's files: the Worker constructor throws. Said as a coded error.
const noWorker = (/** @type {{ message?: unknown } | null | undefined} */ err) => ({ code: 'error.no_worker', params: { detail: String((err && err.message) || err) } });

export class Jobs {
  constructor() {
    LIVE.add(this);
    /** @type {Watched[]} */
    this.pool = [];      // workers started ahead of time (warm), reused between jobs
    /** @type {{ count: number, job: object } | null} */
    this.warmJob = null;
    /** @type {{ workers: Watched[], fromPool: boolean, onCancel: () => void } | null} */
    this.current = null;
  }

  // Start `count` workers now and send each `job` (e.g. a small count, so the engine has
  // compiled the hot loop before the person presses Count).
  /**
   * @param {number} count
   * @param {object} job a message for worker.js
   */
  warm(count, job) {
    this.warmJob = { count, job };
    try {
      this.pool = Array.from({ length: count }, (_, i) => this.warmOne(i, job, 0));
    } catch {
      // No workers here: run() says so when work is asked for.
      for (const w of this.pool) w.terminate();
      this.pool = [];
      this.warmJob = null;
    }
  }

  // Pool worker `i`, sent `job`; started again (after a wait) if its script does not load,
  // while it is still in the pool and no job has taken it.
  /**
   * @param {number} i
   * @param {object | undefined} job
   * @param {number} attempt
   * @returns {Watched}
   */
  warmOne(i, job, attempt) {
    const w = spawn();
    if (job) w.postMessage(job);
    if (attempt < RETRIES) {
      w.addEventListener('error', () => {
        if (w.loaded) return;
        setTimeout(() => {
          if (this.pool[i] !== w || this.current?.workers.includes(w)) return;
          w.terminate();
          this.pool[i] = this.warmOne(i, job, attempt + 1);
        }, RETRY_WAIT * (attempt + 1));
      });
    }
    return w;
  }

  get size() { return this.pool.length || 1; }

  get busy() { return this.current !== null; }

  // Run `job` (a message for worker.js, or a function from the part's number to one) in
  // `parts` workers; `onProgress(states)` and
  // `onDone(states)` get every part's latest message; `onError(message)` gets a coded
  // error ({code, params}) or the worker's failure; `onCancel()` is told when the job is
  // cancelled (by cancel(), or by another job started in its place). Returns a function
  // that cancels.
  /**
   * @param {object | ((part: number, parts: number) => object)} job
   * @param {{ parts?: number, onProgress?: (states: any[]) => void, onDone?: (states: any[]) => void,
   *   onError?: (error: { code?: string, params?: Params, message?: string }) => void, onCancel?: () => void }} handlers
   */
  run(job, { parts = 1, onProgress = () => {}, onDone = () => {}, onError = () => {}, onCancel = () => {} }) {
    this.cancel();
    const fromPool = this.pool.length >= parts;
    /** @type {Watched[]} */
    let workers;
    try {
      workers = fromPool ? this.pool.slice(0, parts) : Array.from({ length: parts }, spawn);
    } catch (err) {
      onError(noWorker(err));
      return () => false;
    }
    const states = new Array(parts).fill(null);
    const t0 = performance.now();
    const run = { workers, fromPool, onCancel };
    const end = () => {
      if (this.current !== run) return false;
      this.current = null;
      if (!fromPool) for (const w of workers) w.terminate();
      return true;
    };
    // Part `part` in worker `w`; a worker whose script did not load is replaced, in the run
    // (and the pool, so it is not kept there dead), and given the part again.
    const start = (/** @type {Watched} */ w, /** @type {number} */ part, /** @type {number} */ attempt) => {
      const failed = (/** @type {Event & { message?: string }} */ e) => {
        if (this.current !== run) return;
        if (!w.loaded && attempt < RETRIES) {
          w.terminate();
          setTimeout(() => {
            if (this.current !== run) return;
            let next;
            try {
              next = spawn();
            } catch (err) {
              this.cancel(true);
              onError(noWorker(err));
              return;
            }
            workers[part] = next;
            if (fromPool) this.pool[part] = next;
            start(next, part, attempt + 1);
          }, RETRY_WAIT * (attempt + 1));
          return;
        }
        this.cancel(true);
        onError(w.loaded ? { code: 'error.worker', params: { detail: e.message || '' } } : { code: 'error.worker_load' });
      };
      w.onmessage = (/** @type {MessageEvent} */ e) => {
        if (this.current !== run) return;
        const msg = e.data;
        if (msg.type === 'ready') return;
        if (msg.type === 'error') {
          this.cancel(true);
          onError(msg);
          return;
        }
        states[part] = { ...msg, done: msg.type === 'done', elapsed: performance.now() - t0 };
        if (states.every((s) => s && s.done)) {
          end();
          onDone(states);
        } else {
          onProgress(states);
        }
      };
      w.onerror = failed;
      if (w.early) {
        // It failed before this run took it (a warm worker): at once, once the run is set.
        const early = w.early;
        queueMicrotask(() => failed(early));
        return;
      }
      w.postMessage(typeof job === 'function' ? job(part, parts) : job);
    };
    workers.forEach((w, part) => start(w, part, 0));
    this.current = run;
    return () => this.cancel();
  }

  // Send the running job more of its input (a job fed in parts: a GIF's frames, then its
  // end); `transfer` moves buffers instead of copying them. False when no job runs.
  /** @param {object} message @param {Transferable[]} [transfer] */
  post(message, transfer = []) {
    if (!this.current) return false;
    for (const w of this.current.workers) w.postMessage(message, transfer);
    return true;
  }

  // Stop the running job, if any: its workers are terminated (a warm pool is started again)
  // and it is told (`onCancel`), unless `quiet` (it failed and is told of its error instead,
  // or its owner has nothing to say of it).
  cancel(quiet = false) {
    const run = this.current;
    if (!run) return false;
    this.current = null;
    if (!quiet) run.onCancel();
    for (const w of run.workers) w.terminate();
    if (run.fromPool && this.warmJob) {
      for (const w of this.pool) w.terminate();
      this.warm(this.warmJob.count, this.warmJob.job);
    }
    return true;
  }

  // Everything stopped as its owner is left: a job running is not told (what it would say
  // and redraw is going).
  destroy() {
    this.cancel(true);
    LIVE.delete(this);
    for (const w of this.pool) w.terminate();
    this.pool = [];
    this.warmJob = null;
  }
}

// The controls of a job a person starts (count, measure, compare, solve): its button, Cancel
// and a progress bar, appended to `row` (after what the row already holds: the job's own
// fields). `begin()` as the job starts, `progress(value)` as it goes, `end()` when it ends,
// fails or is cancelled.
export class JobRow {
  /**
   * @param {Element} row
   * @param {{ act: string, label: string, cancelAct: string, cancelLabel: string, progressRole: string,
   *   max?: number | null, onStart: () => void, onCancel: () => void }} spec
   *   `act`, `cancelAct`: the buttons' data-act; `progressRole`: the bar's data-role; `max`:
   *   the bar's scale (null: none until begin() says)
   */
  constructor(row, { act, label, cancelAct, cancelLabel, progressRole, max = 1, onStart, onCancel }) {
    this.button = el('button', { type: 'button', dataset: { act } }, label);
    this.cancel = el('button', { type: 'button', disabled: true, dataset: { act: cancelAct } }, cancelLabel);
    this.bar = el('progress', { dataset: { role: progressRole } });
    if (max !== null) Object.assign(this.bar, { max, value: 0 });
    this.bar.hidden = true;
    row.append(this.button, this.cancel, this.bar);
    this.button.addEventListener('click', onStart);
    this.cancel.addEventListener('click', onCancel);
  }

  // The job started: its button off, Cancel on, the bar from 0 (of `max`, when given).
  /** @param {number | null} [max] */
  begin(max = null) {
    if (max !== null) this.bar.max = max;
    this.bar.value = 0;
    this.bar.hidden = false;
    // Focus never falls to nothing: the button pressed hands it to Cancel as it turns off.
    const had = document.activeElement === this.button;
    this.cancel.disabled = false;
    this.button.disabled = true;
    if (had) this.cancel.focus();
  }

  /**
   * @param {number} value
   */
  progress(value) { this.bar.value = value; }

  // At rest again.
  end() {
    this.bar.hidden = true;
    // Cancel, focused (pressed, or the job ended under it), hands focus back to the button.
    const had = document.activeElement === this.cancel;
    this.button.disabled = false;
    this.cancel.disabled = true;
    if (had) this.button.focus();
  }

  get running() { return !this.cancel.disabled; }

  // Run `job` in `jobs` from this row (as runJob, the row its controls): the row begins
  // (`max`: the bar's scale; `indeterminate`: no end known, the bar only moves) and is at
  // rest again however the job ends; `progress(states)`: the bar's value as it goes.
  /**
   * @param {Jobs} jobs
   * @param {object | ((part: number, parts: number) => object)} job
   * @param {JobWords & { max?: number | null, indeterminate?: boolean, progress?: (states: any[]) => number }} h
   */
  run(jobs, job, h) {
    return runJob(jobs, job, h, {
      begin: () => {
        this.begin(h.max ?? null);
        if (h.indeterminate) this.bar.removeAttribute('value');
      },
      end: () => this.end(),
      progress: (states) => { if (h.progress) this.progress(h.progress(states)); },
    });
  }
}

/** @typedef {{ say: (text: string) => void, parts?: number, cancelled?: string, notice?: boolean,
 *   onProgress?: (states: any[]) => string | void, onDone?: (states: any[]) => string | void,
 *   onError?: () => void, onCancel?: () => void }} JobWords */

// Run `job` (as Jobs.run takes it) in `jobs` as a job a person started, every such job the
// same way: its controls `begin()` as it starts and `end()` however it ends (`progress`: as
// it goes), and what it comes to is said by `say(text)` (the job's result line, and the
// status line where the view keeps it there): the words `onProgress(states)` and
// `onDone(states)` return (nothing: nothing said), an error's sentence (also as a notice
// with `notice`) after `onError()`, or `cancelled` after `onCancel()` when it is cancelled.
// Returns what cancels it.
/**
 * @param {Jobs} jobs
 * @param {object | ((part: number, parts: number) => object)} job
 * @param {JobWords} h
 * @param {{ begin: () => void, end: () => void, progress?: (states: any[]) => void }} controls
 */
export function runJob(jobs, job, h, { begin, end, progress }) {
  begin();
  const said = (/** @type {string | void} */ text) => { if (typeof text === 'string') h.say(text); };
  return jobs.run(job, {
    parts: h.parts,
    onProgress: (states) => {
      if (progress) progress(states);
      if (h.onProgress) said(h.onProgress(states));
    },
    onDone: (states) => {
      end();
      if (h.onDone) said(h.onDone(states));
    },
    // The owner's own ending first, then the words, so they are what stands.
    onError: (e) => {
      end();
      if (h.onError) h.onError();
      const why = e.code ? sentence(e) : t('error.worker', { detail: e.message || '' });
      h.say(why);
      if (h.notice) showNotices([why]);
    },
    onCancel: () => {
      end();
      if (h.onCancel) h.onCancel();
      if (h.cancelled) h.say(h.cancelled);
    },
  });
}
