// A long run's Step and exports as a person gets them: the built page in
// Chromium at 1366x768 on Shannon's mouse without the visited set, 100x100 with loops, at
// step 999,990 of its 1,000,000. For a Step: the time in script and to the next frame; for
// PNG, SVG, CSV and JSON: the time from the click to the download, the file's size and the
// longest stretch the page's thread was busy (long tasks); for the GIF of steps
// 999,400-999,999: frames made in GIF_SECONDS (default 120) and how long Cancel then takes
// to say so. Run after ./scripts/build:   node benches/page-export.mjs [HASH]
import { readFileSync } from 'node:fs';
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';

const hash = process.argv[2] || '#/maze?size=100x100&seed=3&loops=30&memory=off&limit=1000000&step=999990';
const GIF_SECONDS = Number(process.env.GIF_SECONDS || 120);
const server = await serveDist();
const browser = await launch({ full: true });
const t0 = performance.now();
const page = await open(browser, server.url, hash, { width: 1366, height: 768 });
console.log(`opened at the step in ${(performance.now() - t0).toFixed(0)} ms`);
const heap = () => page.evaluate(() => (performance.memory ? performance.memory.usedJSHeapSize / 2 ** 20 : NaN));

// The longest task on the page's thread since the last call.
await page.evaluate(() => {
  window.longest = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
  }).observe({ type: 'longtask', buffered: false });
});
const longest = () => page.evaluate(() => { const l = window.longest; window.longest = 0; return l; });

for (const what of ['back', 'step', 'step']) {
  const [sync, all] = await page.evaluate((act) => new Promise((res) => {
    const t = performance.now();
    document.querySelector(`[data-act=${act}]`).click();
    const sync = performance.now() - t;
    requestAnimationFrame(() => setTimeout(() => res([sync, performance.now() - t])));
  }), what);
  console.log(`${what.padEnd(5)} ${sync.toFixed(0).padStart(6)} ms in script, ${all.toFixed(0).padStart(6)} ms to the next frame`);
}

await page.click('#export-open');
await page.waitForSelector('[data-act=gif]');
for (const act of ['png', 'svg', 'csv', 'json']) {
  await longest();
  const start = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300000 }), page.click(`[data-act=${act}]`)]);
  const ms = performance.now() - start;
  const mb = readFileSync(await download.path()).length / 2 ** 20;
  console.log(`${act.padEnd(5)} ${ms.toFixed(0).padStart(6)} ms, ${mb.toFixed(1).padStart(6)} MB, longest task ${(await longest()).toFixed(0)} ms, JS heap ${(await heap()).toFixed(0)} MB`);
}

await page.fill('input[name=gif-from]', '999400');
await page.fill('input[name=gif-to]', '999999');
await page.click('[data-act=gif]');
await page.waitForTimeout(GIF_SECONDS * 1000); // a bench: how far it gets in this time
const frames = await page.locator('[data-role=gif-progress]').evaluate((b) => b.value);
const cancelled = await page.evaluate(() => new Promise((res) => {
  const t = performance.now();
  if (!document.querySelector('[data-act=gif]').disabled) { res(-1); return; } // done already
  new MutationObserver(() => { if (!document.querySelector('[data-act=gif]').disabled) res(performance.now() - t); })
    .observe(document.querySelector('[data-part=gif]'), { subtree: true, attributes: true, childList: true, characterData: true });
  document.querySelector('[data-act=gif-cancel]').click();
}));
const said = await page.locator('[data-role=gif-status]').textContent();
console.log(`gif   ${frames} of 600 frames encoded in ${GIF_SECONDS} s; ${cancelled < 0 ? 'done' : `Cancel took ${cancelled.toFixed(0)} ms`}; longest task ${(await longest()).toFixed(0)} ms: ${said}`);
await browser.close();
await server.close();
