// Two builds of the page's wasm, timed against each other on a sudoku set in one Node
// process, alternating, best of N each: the way to compare solver changes on a machine whose
// speed drifts from minute to minute (separate runs minutes apart can differ by 15%).
//   ./scripts/build && cp -r dist /tmp/distA    # the build before a change
//   (make the change) ./scripts/build && cp -r dist /tmp/distB
//   node benches/sudoku-ab.mjs /tmp/distA /tmp/distB forum-hardest-1905-11plus 10000 5
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '../scripts/built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [a, b, setName = 'top1465', count = '100000', reps = '5'] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node benches/sudoku-ab.mjs DIST_A DIST_B [set] [puzzles] [repeats]');
  process.exit(2);
}
const mods = [];
for (const dir of [a, b]) {
  const files = builtFiles(dir);
  const m = await import(`${dir}/${files.glue}?${dir}`);
  m.initSync({ module: readFileSync(`${dir}/${files.wasm}`) });
  mods.push(m);
}
const lines = readFileSync(`${root}data/sudoku/${setName}.txt`, 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#')).slice(0, Number(count));
const text = lines.join('\n');
for (const m of mods) m.sudoku_solve_all(text, 2); // warm-up: optimised code for both
// Each round times A, B, B, A (or B, A, A, B): whichever runs first in a pair tends to
// time differently, and this order cancels that out. The figure to read is the median over
// the rounds of B's time over A's.
const best = [Infinity, Infinity];
const ratios = [];
for (let r = 0; r < Number(reps); r++) {
  const sum = [0, 0];
  for (const k of r % 2 ? [1, 0, 0, 1] : [0, 1, 1, 0]) {
    const t = performance.now();
    mods[k].sudoku_solve_all(text, 2);
    const ms = performance.now() - t;
    best[k] = Math.min(best[k], ms);
    sum[k] += ms;
  }
  ratios.push(sum[1] / sum[0]);
}
ratios.sort((x, y) => x - y);
const median = ratios[Math.floor(ratios.length / 2)];
const rate = (ms) => Math.round(lines.length / ms * 1000);
console.log(`${setName} x${lines.length}, limit 2, best of ${2 * reps}: A ${best[0].toFixed(1)} ms (${rate(best[0])}/s), B ${best[1].toFixed(1)} ms (${rate(best[1])}/s); B/A time, median of ${reps} rounds: ${median.toFixed(3)} (range ${ratios[0].toFixed(3)} to ${ratios[ratios.length - 1].toFixed(3)})`);
