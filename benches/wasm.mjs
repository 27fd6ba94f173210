// Times the knight's tour, word-graph, N-queens, sudoku and Sokoban workloads as WebAssembly in Node, through the same exports the
// page's worker uses, and natively through `searchlight bench`, in one run, and prints the
// wasm-to-native ratio of each. Run: ./scripts/bench (builds first), or
//   node benches/wasm.mjs [runs] [name filter]   after ./scripts/build and cargo build --release
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '../scripts/built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] || 5);
const files = builtFiles(root + 'dist');
const wasm = await import(root + 'dist/' + files.glue);
wasm.initSync({ module: readFileSync(root + 'dist/' + files.wasm) });

const SLICE = 1 << 22;
const work = {
  'warnsdorff 1000x1000 a1': () => {
    const s = new wasm.KnightSearch({ board: '1000x1000', start: 'a1', strategy: 'warnsdorff' });
    while (!s.run(SLICE));
    const r = s.report();
    const ok = r.outcome === 'solved' ? r.depth + 1 : 0;
    s.free();
    return ok;
  },
  'count 5x5 a1': () => count('5x5'),
  'count 6x6 a1': () => count('6x6'),
  'sgb graph build': () => wasm.word_graph_bench('sgb', false),
  'sgb bfs from every word': () => wasm.word_graph_bench('sgb', true),
  'queens 14': () => queens('14'),
  'queens 15': () => queens('15'),
  'queens 16': () => queens('16'),
};
// Sokoban's built-in levels by A* by pushes as the page steps them: the view's model, each
// event recorded for stepping back, run to the end (the native side runs the search alone).
const SOKOBAN_LEVELS = (() => {
  const s = new wasm.Search('sokoban', {}, undefined);
  const n = s.extra('level', undefined).titles.length;
  s.free();
  return n;
})();
function sokoban(n) {
  const s = new wasm.Search('sokoban', { n: String(n), algo: 'astar', by: 'pushes' }, undefined);
  while (s.step(SLICE) > 0);
  const f = s.frame();
  s.free();
  if (f.solution === undefined) throw new Error(`sokoban level ${n}: not solved`);
  return f.expanded;
}
work['sokoban astar every level'] = () => {
  let expanded = 0;
  for (let n = 1; n <= SOKOBAN_LEVELS; n++) expanded += sokoban(n);
  return expanded;
};
const sets = {};
for (const name of ['top1465', '17-clue', 'forum-hardest-1905-11plus']) {
  sets[name] = readFileSync(`${root}data/sudoku/${name}.txt`, 'utf8');
}
for (const [label, name] of [['top1465', 'top1465'], ['17-clue', '17-clue'], ['hardest', 'forum-hardest-1905-11plus']]) {
  work[`sudoku ${label} first`] = () => wasm.sudoku_solve_all(sets[name], 1);
  work[`sudoku ${label} limit 2`] = () => wasm.sudoku_solve_all(sets[name], 2);
}
function queens(n) {
  const c = new wasm.QueensCount(n, 0, 1);
  while (!c.run(1e9));
  const s = c.report().solutions;
  c.free();
  return s;
}
function count(board) {
  const c = new wasm.KnightCounter(board, 'a1', false);
  while (!c.run(SLICE));
  const n = c.report().tours;
  c.free();
  return n;
}
const expected = {
  'warnsdorff 1000x1000 a1': 1_000_000, 'count 5x5 a1': 304, 'count 6x6 a1': 524_486,
  'sgb graph build': 14_135, 'sgb bfs from every word': null,
  'queens 14': 365_596, 'queens 15': 2_279_184, 'queens 16': 14_772_512,
  'sudoku top1465 first': 1465, 'sudoku top1465 limit 2': 1465,
  'sudoku 17-clue first': 49_158, 'sudoku 17-clue limit 2': 49_158,
  'sudoku hardest first': 48_766, 'sudoku hardest limit 2': 48_766,
  'sokoban astar every level': null,
};

const only = process.argv[3];
if (only) for (const k of Object.keys(work)) if (!k.includes(only)) delete work[k];
const native = JSON.parse(execFileSync(root + 'target/release/searchlight', ['bench', '--runs', String(runs), ...(only ? ['--only', only] : [])]).toString());
console.log(`best of ${runs} runs, milliseconds`);
console.log('workload                      native      wasm   wasm/native');
for (const [name, fn] of Object.entries(work)) {
  // One untimed run first: V8 compiles wasm with a baseline tier and swaps in optimised code
  // only for later calls, so a single long call would time the baseline code.
  fn();
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const got = fn();
    best = Math.min(best, performance.now() - t);
    if (expected[name] !== null && got !== expected[name]) throw new Error(`${name}: got ${got}, expected ${expected[name]}`);
  }
  const n = native[name];
  const rate = name.startsWith('sudoku') ? `   ${Math.round(expected[name] / n * 1000)} / ${Math.round(expected[name] / best * 1000)} puzzles/s` : '';
  console.log(`${name.padEnd(26)} ${n.toFixed(1).padStart(9)} ${best.toFixed(1).padStart(9)} ${(best / n).toFixed(2).padStart(9)}${rate}`);
}

// Each Sokoban level alone, as the page solves it: the aim is under a second each.
if (!only || 'sokoban astar every level'.includes(only)) {
  console.log(`\nsokoban, A* by pushes as the page steps it, best of ${runs} runs`);
  console.log('level   expanded        ms   states/s');
  for (let n = 1; n <= SOKOBAN_LEVELS; n++) {
    sokoban(n);
    let best = Infinity;
    let expanded = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      expanded = sokoban(n);
      best = Math.min(best, performance.now() - t);
    }
    const rate = Math.round(expanded / best * 1000);
    console.log(`${String(n).padStart(5)} ${String(expanded).padStart(10)} ${best.toFixed(1).padStart(9)} ${String(rate).padStart(10)}${best > 1000 ? '  over 1 s' : ''}`);
  }
}
