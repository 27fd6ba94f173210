// Times stepping through the facade's one stepped-search class (wasm's Search) in Node: many
// step(1) calls (each crosses the boundary and makes one dynamic call to the model) and one
// step(n) of two million events (the events stepped in the model's own trace). Best of 7.
//   node benches/stepping.mjs    after ./scripts/build (or trunk build --release)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '../scripts/built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = builtFiles(root + 'dist');
const wasm = await import(root + 'dist/' + files.glue);
wasm.initSync({ module: readFileSync(root + 'dist/' + files.wasm) });

// The knight's tour by plain DFS on 8x8 runs far past two million events.
const make = () => new wasm.Search('knight', { board: '8x8', start: 'a1', strategy: 'dfs' }, undefined);
const work = {
  '200,000 x step(1)': () => { const m = make(); let n = 0; for (let i = 0; i < 200_000; i++) n += m.step(1); m.free(); return n; },
  'step(2,000,000)': () => { const m = make(); const n = m.step(2_000_000); m.free(); return n; },
};
const expected = { '200,000 x step(1)': 200_000, 'step(2,000,000)': 2_000_000 };
console.log('workload              best ms');
for (const [name, fn] of Object.entries(work)) {
  fn();
  let best = Infinity;
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const got = fn();
    best = Math.min(best, performance.now() - t);
    if (got !== expected[name]) throw new Error(`${name}: ${got} events, expected ${expected[name]}`);
  }
  console.log(`${name.padEnd(20)} ${best.toFixed(1).padStart(8)}`);
}
