// Long work off the main thread: counting tours, and searching boards too big to step
// through. It runs the wasm in slices and posts progress after each; the page cancels by
// terminating the worker. No search logic here: only the loop that calls into wasm.

import init, * as wasm from '../searchlight.js';

const ready = init();
const SLICE = 1 << 20;

self.onmessage = async (e) => {
  const job = e.data;
  try {
    await ready;
    if (job.job === 'count') count(job);
    else if (job.job === 'tour') tour(job);
    else throw new Error(`unknown job ${job.job}`);
  } catch (err) {
    self.postMessage({ type: 'error', message: String(err && err.message || err) });
  }
};

function count({ board, start, closed }) {
  const counter = new wasm.KnightCounter(board, start, closed);
  const t0 = performance.now();
  let last = 0;
  for (;;) {
    const done = counter.run(SLICE);
    const now = performance.now();
    if (done || now - last > 100) {
      last = now;
      self.postMessage({
        type: done ? 'done' : 'progress',
        progress: done ? 1 : counter.progress(),
        tours: counter.tours(),
        nodes: counter.nodes(),
        ms: now - t0,
      });
    }
    if (done) break;
  }
  counter.free();
}

function tour({ board, start, strategy, closed, prune }) {
  const search = new wasm.KnightSearch(board, start, strategy, closed, prune);
  const t0 = performance.now();
  let last = 0;
  for (;;) {
    const done = search.run(SLICE);
    const now = performance.now();
    if (done || now - last > 100) {
      last = now;
      const msg = {
        type: done ? 'done' : 'progress',
        outcome: search.outcome(),
        nodes: search.nodes(),
        backtracks: search.backtracks(),
        depth: search.depth(),
        ms: now - t0,
        reason: search.reason(),
      };
      if (done) {
        msg.order = search.order();
        self.postMessage(msg, [msg.order.buffer]);
      } else {
        self.postMessage(msg);
      }
    }
    if (done) break;
  }
  search.free();
}
