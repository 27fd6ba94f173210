// One Step (and Back) at a high step in each stepped view, as a person gets it: the built
// page in Chromium at 1366x768 opened at the step (`step=` in the address), then the time
// from a click on Back or Step to the next frame. The trace keeps each view's model as it
// steps, so this stays flat however far the run is.
// Run after ./scripts/build:   node benches/page-step.mjs [HASH ...]
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';
const server = await serveDist();
const browser = await launch({ full: true });
const hashes = process.argv.slice(2).length ? process.argv.slice(2) : ['#/knight?board=8x8&start=a1&strategy=dfs&step=2000000', '#/queens?n=12&mode=all&step=2000000', '#/sudoku?step=2000000', '#/bfs?board=60x60&start=a1&step=2000000', '#/dfs?step=100000',
  '#/maze?size=100x100&seed=3&loops=30&memory=off&limit=1000000&step=999990'];
for (const hash of hashes) {
  const t0 = performance.now();
  const page = await open(browser, server.url, hash, { width: 1366, height: 768 });
  const opened = performance.now() - t0;
  const r = [];
  for (const act of ['back', 'step', 'step']) {
    r.push(await page.evaluate((act) => new Promise((res) => {
      const t = performance.now();
      document.querySelector(`[data-act=${act}]`).click();
      requestAnimationFrame(() => setTimeout(() => res(Math.round(performance.now() - t))));
    }), act));
  }
  console.log(hash.padEnd(60), 'open', Math.round(opened), 'back/step/step to next frame ms', r.join(' '), await page.locator('[data-role=scrub-text]').textContent());
  await page.close();
}
await browser.close(); await server.close();
