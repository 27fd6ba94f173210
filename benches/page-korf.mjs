// The page's "Solve now" (the wasm the worker runs, SlidingSolve, here in Node's V8 as in
// Chromium's worker): Korf's 100 random 15-puzzles by IDA* with a pattern database (5-5-5,
// or 6-6-3 with its reflection: HEURISTIC=pdb663), the database built a table at a time as
// the page's worker builds it (PdbBuild), each
// length checked against Korf's published one; the wasm memory after them (it only grows,
// so this is the peak). Then the 8-puzzle by A* with Manhattan distance, unrecorded: the two
// positions 31 moves from the goal (the farthest) and random ones.
// Run after ./scripts/build:   [HEURISTIC=pdb663] [PARTS=2] node benches/page-korf.mjs [first last (1 100)] [random 8-puzzles (200)]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '../scripts/built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = builtFiles(root + 'dist');
const w = await import(root + 'dist/' + files.glue);
const exports = w.initSync({ module: readFileSync(root + 'dist/' + files.wasm) });
const [first = 1, last = 100, random = 200] = process.argv.slice(2).map(Number);

const heuristic = process.env.HEURISTIC || 'pdb';
// The page builds the tables in as many workers as the machine has cores, at most one a
// table: each share is built here in turn, its CPU time said (the page's wall time, with a
// core a share, is about the slowest share's), then the shares are joined as the page does.
const parts = Number(process.env.PARTS || 1);
const t0 = performance.now();
const shares = [];
const cpu = [];
for (let part = 0; part < parts; part++) {
  const c = process.cpuUsage();
  const build = parts > 1 ? new w.PdbBuild({ korf: '1', heuristic }, part, parts) : new w.PdbBuild({ korf: '1', heuristic });
  while (!build.run(1));
  shares.push(build.result());
  build.free();
  cpu.push(process.cpuUsage(c).user / 1e6);
}
let db = shares[0];
if (parts > 1) {
  const whole = new w.PdbBuild({ korf: '1', heuristic });
  for (const s of shares) whole.join(s);
  db = whole.result();
  whole.free();
}
console.log(`pattern database (${heuristic}, Korf's goal): built in ${((performance.now() - t0) / 1000).toFixed(2)} s, ${(db.length / 2 ** 20).toFixed(1)} MiB; CPU a share ${cpu.map((c) => c.toFixed(2)).join(' / ')} s; wasm memory ${(exports.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MiB`);

const published = Object.fromEntries(w.sliding_korf().map((k) => [k.number, k.length]));
let total = 0;
let generated = 0;
let wrong = 0;
let worst = { ms: 0, n: 0 };
for (let n = first; n <= last; n++) {
  const t = performance.now();
  const s = new w.SlidingSolve({ korf: String(n), algo: 'idastar', heuristic }, db);
  while (!s.run(1 << 20));
  const r = s.report();
  s.free();
  const ms = performance.now() - t;
  total += ms;
  generated += r.generated;
  if (r.length !== published[n]) {
    wrong++;
    console.log(`#${n}: length ${r.length}, published ${published[n]}`);
  }
  if (ms > worst.ms) worst = { ms, n };
}
const count = last - first + 1;
console.log(`Korf #${first}-#${last}: ${count - wrong} of ${count} at the published length, ${(total / 1000).toFixed(1)} s in all (mean ${(total / count / 1000).toFixed(2)} s, slowest #${worst.n} ${(worst.ms / 1000).toFixed(1)} s), ${generated.toLocaleString('en')} nodes generated`);
console.log(`wasm memory after: ${(exports.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MiB`);

const positions = ['8,6,7,2,5,4,3,0,1', '6,4,7,8,5,0,3,2,1'].map((tiles) => ({ tiles }))
  .concat(Array.from({ length: random }, (_, i) => ({ shuffle: '500', seed: String(i + 1) })));
const times = [];
for (const p of positions) {
  const t = performance.now();
  const s = new w.SlidingSolve({ ...p, algo: 'astar', heuristic: 'manhattan' }, undefined);
  while (!s.run(1 << 20));
  const r = s.report();
  s.free();
  times.push(performance.now() - t);
  if (r.length === null) throw new Error(`unsolved: ${JSON.stringify(p)}`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`8-puzzle by A* (Manhattan), unrecorded: the two 31-move positions ${times[0].toFixed(1)} and ${times[1].toFixed(1)} ms; ${positions.length} positions median ${sorted[sorted.length >> 1].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
