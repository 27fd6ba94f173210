// Long work off the main thread, for jobs.js. It knows no puzzle and holds no search
// logic: it builds a wasm job class (or a Search) and runs it, or calls one wasm function, and
// posts what Rust reports. The page cancels by terminating the worker.
//
// Messages in:
//   { kind: 'sliced', class: 'KnightCounter', args: [...], slice }  new wasm[class](...args);
//       run(slice) until it returns true, posting report() at most every 100 ms and at the
//       end (with result(), when the class has one, as a transferred typed array)
//   { kind: 'call', fn: 'sudoku_fast', args: [...] }   one call; its value is the report
//   { kind: 'rows', fn: 'sudoku_compare_row', args: [...], count }  fn(...args, i) for each
//       row i, a progress message after each
//   { kind: 'table', model: 'maze', args: [options, extra], method: 'table', slice }  new
//       wasm.Search(model, ...args)[method]() (a trace table: {columns, rows, known, steps,
//       complete}), posted `slice` rows at a time: each message has `head` ({columns, steps,
//       complete, count}), `from` and `rows` (the table's own memory goes with the worker)
//   { kind: 'warm', class, args }   run once to the end, so the engine has compiled the hot
//       loop with its optimising tier before the person asks (wasm starts in a baseline
//       tier, and a running call is not swapped to faster code mid-way)
//   { kind: 'gif', width, height, delay }   a job fed in parts (Jobs.post): an animated GIF
//       (wasm GifWriter), then { kind: 'gif-frames', frames: [ArrayBuffer of RGBA, ...] }
//       (transferred), each batch answered by a progress message with report() ({frames,
//       bytes}), and { kind: 'gif-end' }, answered by done with the file as `result`
// Messages out: { type: 'progress' | 'done' | 'ready' | 'error', report, ms, ... }; an
// error carries the coded message ({ code, params }).

import { GLUE, WASM } from './files.js';
import { wasmInput } from './shell/wasm-input.js';

// The glue and the .wasm by the names the build gave them (files.js); `wasm` is the glue's
// exports once the module is instantiated.
/** @type {typeof import('../searchlight.js')} */
let wasm;
// The glue's classes and functions by the names a job gives (a job is a message: its names
// and arguments are whatever the page sent, checked by Rust when called).
/** @type {Record<string, any>} */
let byName;
const ready = import(new URL(`../${GLUE}`, import.meta.url).href).then(async (glue) => {
  // Fetched here, not by the glue, so that a .wasm served with a wrong type (an LMS's file
  // server) is instantiated from its bytes without the glue's failed streaming attempt.
  const response = await fetch(new URL(`../${WASM}`, import.meta.url));
  if (!response.ok) throw new Error(`failed to fetch ${WASM}: HTTP ${response.status}`);
  await glue.default({ module_or_path: await wasmInput(response) });
  wasm = glue;
  byName = glue;
});

// The GIF being written (a 'gif' job: one per worker, which the page ends by terminating).
/** @type {import('../searchlight.js').GifWriter | null} */
let gif = null;

// The worker's own scope (TypeScript checks the page with the DOM's types, where `self` is a
// window, whose postMessage takes a target origin).
/** @type {{ onmessage: (e: MessageEvent) => void, postMessage: (message: any, transfer?: Transferable[]) => void }} */
const scope = /** @type {typeof scope} */ (/** @type {unknown} */ (self));

scope.onmessage = async (e) => {
  const job = e.data;
  try {
    await ready;
    if (job.kind === 'warm') {
      const w = new byName[job.class](...job.args);
      while (!w.run(1e9));
      w.free();
      scope.postMessage({ type: 'ready' });
    } else if (job.kind === 'sliced') {
      runInSlices(new byName[job.class](...job.args), job.slice || (1 << 20));
    } else if (job.kind === 'call') {
      const t0 = performance.now();
      const report = byName[job.fn](...job.args);
      scope.postMessage({ type: 'done', report, ms: performance.now() - t0 });
    } else if (job.kind === 'gif') {
      gif = new wasm.GifWriter(job.width, job.height, job.delay);
      scope.postMessage({ type: 'progress', report: gif.report() });
    } else if (job.kind === 'gif-frames') {
      if (!gif) throw new Error('gif frames before the gif');
      for (const frame of job.frames) gif.add(new Uint8Array(frame));
      scope.postMessage({ type: 'progress', report: gif.report() });
    } else if (job.kind === 'gif-end') {
      if (!gif) throw new Error('gif end before the gif');
      const result = gif.finish();
      scope.postMessage({ type: 'done', report: gif.report(), result }, [result.buffer]);
      gif.free();
      gif = null;
    } else if (job.kind === 'table') {
      postTable(job);
    } else if (job.kind === 'rows') {
      for (let i = 0; i < job.count; i++) {
        const report = byName[job.fn](...job.args, i);
        scope.postMessage({ type: i + 1 === job.count ? 'done' : 'progress', row: i, of: job.count, report });
      }
    } else {
      throw new Error(`unknown job ${job.kind}`);
    }
  } catch (err) {
    scope.postMessage({
      type: 'error',
      code: err && err.code,
      params: err && err.params,
      message: String((err && err.message) || err),
    });
  }
};

/**
 * @param {{ model: string, args: [unknown, unknown], method: 'table' | 'levels', slice: number }} job
 */
function postTable(job) {
  const model = new wasm.Search(job.model, ...job.args);
  const { columns, rows, steps, complete, stopped, found } = model[job.method]();
  model.free();
  // How the run ended (a levels table has no run of its own: complete, nothing stopped).
  const head = { columns, steps, complete, stopped: stopped ?? null, found: found ?? true, count: rows.length };
  for (let from = 0; ; from += job.slice) {
    const last = from + job.slice >= rows.length;
    scope.postMessage({ type: last ? 'done' : 'progress', head, from, rows: rows.slice(from, from + job.slice) });
    if (last) break;
  }
}

/**
 * @param {SlicedWork} work
 * @param {number} slice
 */
function runInSlices(work, slice) {
  const t0 = performance.now();
  let last = 0;
  for (;;) {
    const done = work.run(slice);
    const now = performance.now();
    if (done || now - last > 100) {
      last = now;
      /** @type {{ type: string, ms: number, report: unknown, result?: ArrayBufferView<ArrayBuffer> }} */
      const msg = { type: done ? 'done' : 'progress', ms: now - t0, report: work.report() };
      if (done && work.result) msg.result = work.result();
      scope.postMessage(msg, msg.result ? [msg.result.buffer] : []);
    }
    if (done) break;
  }
  work.free();
}
