// The wasm memory a view's worst cases take, in Node through the page's own exports: each
// case runs to its bound (recording, frontier, node limit), and the module's memory is read
// after it (wasm memory only grows, so this is the peak). One fresh module per case.
// Run after ./scripts/build:   node benches/wasm-memory.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '../scripts/built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = builtFiles(root + 'dist');
const bytes = readFileSync(root + 'dist/' + files.wasm);
const EMPTY9 = '.'.repeat(81);
const EMPTY16 = '.'.repeat(256);
const cases = {
  'knight 8x8 dfs, recording to its cap': (w) => { const m = new w.Search('knight', { board: '8x8', start: 'a1', strategy: 'dfs' }); while (m.step(1 << 20) > 0); return m; },
  'sudoku 16x16 empty, BFS to its frontier cap': (w) => { const m = new w.Search('sudoku-bfs', { p: EMPTY16, cell: 'first', limit: '0' }); while (m.step(1 << 20) > 0); return m; },
  'sudoku 9x9 empty, BFS to its frontier cap': (w) => { const m = new w.Search('sudoku-bfs', { p: EMPTY9, cell: 'first', limit: '0' }); while (m.step(1 << 20) > 0); return m; },
  'sudoku 9x9 empty, DFS all, recording to its cap': (w) => { const m = new w.Search('sudoku', { p: EMPTY9, cell: 'first', limit: '0' }); while (m.step(1 << 20) > 0); return m; },
  'sudoku compare, every row on an empty grid': (w) => { for (let i = 0; i < w.sudoku_compare_rows(); i++) w.sudoku_compare_row(EMPTY9, i); return null; },
  'queens 20 all, recording to its cap': (w) => { const m = new w.Search('queens', { n: '20', variant: 'mark', mode: 'all' }); while (m.step(1 << 20) > 0); return m; },
  'maze 100x100 loops 30 no memory, to its limit': (w) => { const m = new w.Search('maze', { size: '100x100', seed: '3', loops: '30', memory: false }); while (m.step(1 << 20) > 0); return m; },
  'tree measure knight 8x8 (exact to its limit, then probes)': (w) => { const m = new w.TreeMeasure({ puzzle: 'knight', board: '8x8', start: 'a1' }); while (!m.run(1 << 22)); return m; },
};
console.log('case                                                      wasm memory (MiB)   seconds');
for (const [name, run] of Object.entries(cases)) {
  const w = await import(root + 'dist/' + files.glue + '?' + encodeURIComponent(name));
  const exports = w.initSync({ module: bytes });
  const t0 = performance.now();
  let shown = '';
  try {
    const m = run(w);
    if (m && m.cursor) shown = `${m.cursor().steps} steps`;
  } catch (e) {
    shown = `error: ${e.code || e.message}`;
  }
  const mib = exports.memory.buffer.byteLength / 2 ** 20;
  console.log(`${name.padEnd(58)} ${mib.toFixed(0).padStart(8)}   ${((performance.now() - t0) / 1000).toFixed(1).padStart(8)}  ${shown}`);
}
