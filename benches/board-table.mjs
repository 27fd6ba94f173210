// The cost of a step with the board table open and closed (20x20 BFS, 20x20 maze; the largest
// boards the table lists):
// 100 Step clicks run in the page, timed with performance.now(); median of 5 runs.
import { serveDist, launch } from '../tests/e2e/harness.mjs';
const server = await serveDist();
const browser = await launch({ full: true });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
for (const hash of ['#/bfs?board=20x20&start=a1', '#/maze?size=20x20&seed=7']) {
  await page.goto(server.url + hash);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  const res = {};
  for (const open of [false, true]) {
    await page.evaluate((o) => { document.querySelector('details.board-text').open = o; }, open);
    if (open) await page.waitForSelector('.board-text table');
    const runs = [];
    for (let k = 0; k < 5; k++) {
      runs.push(await page.evaluate(() => {
        const b = document.querySelector('[data-act=step]');
        const t0 = performance.now();
        for (let i = 0; i < 100; i++) b.click();
        return (performance.now() - t0) / 100;
      }));
    }
    runs.sort((a, b) => a - b);
    res[open ? 'open' : 'closed'] = runs[2].toFixed(2) + ' ms/step';
  }
  console.log(hash, JSON.stringify(res));
}
await browser.close(); await server.close();
