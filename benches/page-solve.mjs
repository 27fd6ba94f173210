// The 8-puzzle solved by "Solve now" in the page, as a person gets it: the built page in
// Chromium at 1366x768 on the position, then the time from a click on "Solve now" to the
// result in the page (A* with Manhattan distance in a worker, unrecorded; the worker's
// start and the wasm's instantiation included). The positions: the two 31 moves from the
// goal (the farthest there are) and random ones; each clicked twice (the second finds the
// compiled module in the browser's cache).
// Run after ./scripts/build:   node benches/page-solve.mjs [random positions (10)]
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';
const server = await serveDist();
const browser = await launch({ full: true });
const random = Number(process.argv[2] || 10);
const hashes = ['tiles=8,6,7,2,5,4,3,0,1', 'tiles=6,4,7,8,5,0,3,2,1',
  ...Array.from({ length: random }, (_, i) => `shuffle=200&seed=${i + 1}`)].map((p) => `#/puzzle?${p}&algo=astar&heuristic=manhattan`);
const first = [];
const again = [];
for (const hash of hashes) {
  const page = await open(browser, server.url, hash, { width: 1366, height: 768 });
  const click = () => page.evaluate(() => new Promise((res) => {
    const out = document.querySelector('[data-role=solve-result]');
    out.dataset.length = '';
    const t = performance.now();
    document.querySelector('[data-act=solve-now]').click();
    const done = () => (out.dataset.length ? res([performance.now() - t, out.textContent]) : requestAnimationFrame(done));
    requestAnimationFrame(done);
  }));
  const [ms1, said] = await click();
  const [ms2] = await click();
  first.push(ms1);
  again.push(ms2);
  console.log(hash.padEnd(60), `${Math.round(ms1)} ms, again ${Math.round(ms2)} ms`, said.slice(0, 60));
  await page.close();
}
const stat = (xs) => { const s = [...xs].sort((a, b) => a - b); return `median ${Math.round(s[s.length >> 1])} ms, max ${Math.round(s.at(-1))} ms`; };
console.log(`first click: ${stat(first)}; second: ${stat(again)} over ${hashes.length} positions`);
await browser.close(); await server.close();
