// Frame times of each view with "the code" open (code=1), as a person gets them: the built
// page in Chromium playing at full speed (speed=max: as many steps as fit in a frame), the
// time between animation frames over three seconds, against the same without the panel.
// Run after ./scripts/build:   node benches/page-code.mjs
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';
import { frames, pct } from './frames.mjs';

const server = await serveDist();
const browser = await launch({ full: true });
const views = {
  'knight 8x8 dfs': '#/knight?board=8x8&start=a1&strategy=dfs',
  'bfs 30x30': '#/bfs?board=30x30&start=a1',
  'ladder sgb': '#/ladder?list=sgb&from=first&to=final',
  'dfs example': '#/dfs',
  'queens 12 all': '#/queens?n=12&mode=all',
  'sudoku empty 9x9': '#/sudoku?p=.................................................................................&limit=0',
  'maze 60x60': '#/maze?size=60x60&seed=3',
};
console.log('view                 code   frames  p50 ms  p95 ms  max ms');
for (const [name, hash] of Object.entries(views)) {
  for (const code of [0, 1]) {
    const page = await open(browser, server.url, `${hash}&speed=max&code=${code}`, { width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const gaps = await frames(page);
    console.log(`${name.padEnd(20)} ${String(code).padStart(4)}  ${String(gaps.length).padStart(6)}  ${pct(gaps, 0.5).toFixed(1).padStart(6)}  ${pct(gaps, 0.95).toFixed(1).padStart(6)}  ${Math.max(...gaps).toFixed(1).padStart(6)}`);
    await page.close();
  }
}
await browser.close();
await server.close();
