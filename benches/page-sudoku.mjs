// Times the fast sudoku solver as WebAssembly in Chromium (the engine the page runs in, newer
// than Node's), on the three benchmark sets, first solution and limit 2, best of N runs after
// an untimed warm-up run. Run after ./scripts/build:
//   node benches/page-sudoku.mjs [runs] [set name filter]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, open, built } from '../tests/e2e/harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] || 5);
const filter = process.argv[3] || '';
const { glue } = built();
const server = await serveDist();
const browser = await launch({ full: true });
const page = await open(browser, server.url, '#/sudoku');
console.log(`Chromium ${browser.version()}, ${runs} runs each, best shown`);
for (const set of ['top1465', '17-clue', 'forum-hardest-1905-11plus']) {
  if (!set.includes(filter)) continue;
  const text = readFileSync(`${root}data/sudoku/${set}.txt`, 'utf8');
  for (const limit of [1, 2]) {
    const r = await page.evaluate(async ({ text, limit, runs, glue }) => {
      const m = await import(`/${glue}`);
      await m.default();
      let solved = m.sudoku_solve_all(text, limit); // warm-up: optimised code
      let best = Infinity;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        solved = m.sudoku_solve_all(text, limit);
        best = Math.min(best, performance.now() - t);
      }
      return { solved, best };
    }, { text, limit, runs, glue });
    const perSecond = Math.round(r.solved / (r.best / 1000));
    console.log(`${set} limit ${limit}: ${r.solved} puzzles in ${r.best.toFixed(1)} ms: ${perSecond.toLocaleString('en')}/s`);
  }
}
await browser.close();
await server.close();
