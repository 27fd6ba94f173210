// Long work off the main thread: counting knight's tours and N-queens solutions, and
// searching boards too big to step through. It runs the wasm in slices and posts progress after each; the page cancels by
// terminating the worker. No search logic here: only the loop that calls into wasm.

import init, * as wasm from '../searchlight.js';

const ready = init();
const SLICE = 1 << 20;

self.onmessage = async (e) => {
  const job = e.data;
  try {
    await ready;
    if (job.job === 'warm') {
      // A small count first, so the engine has compiled the counter's hot loop with its
      // optimising tier before the person presses Count (wasm code starts in a baseline
      // tier and a long-running call is not swapped to faster code mid-way).
      if (job.queens) {
        const c = new wasm.QueensCount('11', 0, 1);
        while (!c.run(1e9));
        c.free();
      }
      self.postMessage({ type: 'ready' });
    } else if (job.job === 'count') {
      const counter = new wasm.KnightCounter(job.board, job.start, job.closed);
      runInSlices(counter, (done) => ({
        progress: done ? 1 : counter.progress(),
        tours: counter.tours(),
        nodes: counter.nodes(),
      }));
    } else if (job.job === 'tour') {
      const search = new wasm.KnightSearch(job.board, job.start, job.strategy, job.closed, job.prune);
      runInSlices(search, (done) => ({
        outcome: search.outcome(),
        nodes: search.nodes(),
        backtracks: search.backtracks(),
        depth: search.depth(),
        reason: search.reason(),
        order: done ? search.order() : undefined,
      }));
    } else if (job.job === 'queens') {
      const counter = new wasm.QueensCount(job.n, job.part, job.parts);
      runInSlices(counter, (done) => ({
        progress: done ? 1 : counter.progress(),
        solutions: counter.solutions(),
        unique: counter.unique(),
      }), 1);
    } else if (job.job === 'sudoku-fast') {
      const a = wasm.sudoku_fast(job.puzzle, job.limit);
      self.postMessage({ type: 'done', count: a.count(), grid: a.grid(), guesses: a.guesses(), millis: a.millis() });
      a.free();
    } else if (job.job === 'sudoku-compare') {
      const n = wasm.sudoku_compare_rows();
      for (let i = 0; i < n; i++) {
        const row = Array.from(wasm.sudoku_compare_row(job.puzzle, i));
        self.postMessage({ type: i + 1 === n ? 'done' : 'progress', done: i + 1, of: n, row });
      }
    } else {
      throw new Error(`unknown job ${job.job}`);
    }
  } catch (err) {
    self.postMessage({ type: 'error', message: String((err && err.message) || err) });
  }
};

// Run `work` a slice at a time, posting what `report` says at most every 100 ms and at the end.
function runInSlices(work, report, slice = SLICE) {
  const t0 = performance.now();
  let last = 0;
  for (;;) {
    const done = work.run(slice);
    const now = performance.now();
    if (done || now - last > 100) {
      last = now;
      const msg = { type: done ? 'done' : 'progress', ms: now - t0, ...report(done) };
      self.postMessage(msg, msg.order ? [msg.order.buffer] : []);
    }
    if (done) break;
  }
  work.free();
}
