// The Export menu's animated GIF as a person gets it: the built page in Chromium at
// 1366x768, each view's whole run from step 0 exported (the "to" field left empty: up to
// the 600-frame bound), the time from the GIF button to the download, the file's size and
// its frames (from the status line).
// Run after ./scripts/build:   node benches/page-gif.mjs [HASH ...]
import { readFileSync } from 'node:fs';
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';

const hashes = process.argv.slice(2).length ? process.argv.slice(2) : [
  '#/knight?board=8x8&start=a1&strategy=warnsdorff', '#/knight?board=8x8&start=a1&strategy=dfs',
  '#/bfs', '#/dfs', '#/queens', '#/sudoku', '#/maze', '#/knight?board=8x8&start=a1&compare=dfs,warnsdorff',
];
const server = await serveDist();
const browser = await launch({ full: true });
console.log('view                                               frames     ms   KB  KB/frame');
for (const hash of hashes) {
  const page = await open(browser, server.url, hash, { width: 1366, height: 768 });
  await page.click('#export-open');
  await page.waitForSelector('[data-act=gif]');
  const t0 = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120000 }), page.click('[data-act=gif]')]);
  const ms = performance.now() - t0;
  const kb = readFileSync(await download.path()).length / 1024;
  await page.waitForSelector('[data-act=gif]:not([disabled])');
  const said = await page.locator('[data-role=gif-status]').textContent();
  const frames = Number(/: (\d+) frames/.exec(said)[1]);
  console.log(`${hash.padEnd(50)} ${String(frames).padStart(6)} ${ms.toFixed(0).padStart(6)} ${kb.toFixed(0).padStart(4)} ${(kb / frames).toFixed(1).padStart(9)}`);
  await page.close();
}
await browser.close();
await server.close();
