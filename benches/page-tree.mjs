// Frame times of a view with its search tree panel, as a person gets them: the built page
// in Chromium, a search far into its recording, playing at 60 steps/s; the time between
// animation frames (rAF) over a few seconds, with the panel open and folded.
// Run after ./scripts/build:   node benches/page-tree.mjs [STEP ...]   (default 4000 1000000)
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';
import { frames, pct } from './frames.mjs';

const steps = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [4000, 1000000];
const server = await serveDist();
const browser = await launch();
console.log('view                           step       panel   frames  p50 ms  p95 ms  max ms');
for (const step of steps) {
  const hash = `#/knight?board=8x8&start=a1&strategy=dfs&speed=60&step=${step}`;
  const page = await open(browser, server.url, hash, { width: 1366, height: 900 });
  for (const panel of ['open', 'folded']) {
    await page.evaluate((o) => { document.querySelector('.tree-panel').open = o; }, panel === 'open');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const gaps = await frames(page);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    console.log(`knight 8x8 dfs  ${String(step).padStart(16)}  ${panel.padEnd(6)}  ${String(gaps.length).padStart(6)}  ${pct(gaps, 0.5).toFixed(1).padStart(6)}  ${pct(gaps, 0.95).toFixed(1).padStart(6)}  ${Math.max(...gaps).toFixed(1).padStart(6)}`);
  }
  await page.close();
}
await browser.close();
await server.close();
