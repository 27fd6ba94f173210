// Solves the first N puzzles of a set R times with one build's wasm (limit 2) and prints
// nothing: the workload that benches/sudoku-instructions.sh counts instructions of.
//   node benches/sudoku-run.mjs DIST [set] [N] [R]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '../scripts/built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [dist = `${root}dist`, setName = 'forum-hardest-1905-11plus', count = '1000', reps = '1'] = process.argv.slice(2);
const files = builtFiles(dist);
const m = await import(`${dist}/${files.glue}`);
m.initSync({ module: readFileSync(`${dist}/${files.wasm}`) });
const text = readFileSync(`${root}data/sudoku/${setName}.txt`, 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#')).slice(0, Number(count)).join('\n');
for (let r = 0; r < Number(reps); r++) m.sudoku_solve_all(text, 2);
