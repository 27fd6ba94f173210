// The 8-puzzle solved by A* (Manhattan distance) in the page, as a person gets it: the built
// page in Chromium at 1366x768 opened on the position, then the time from a click on Solve to
// the frame that shows the goal (the search recorded for stepping back, in the slices the
// player runs between frames, its frontier and solution drawn).
// The positions: the two 31 moves from the goal (the farthest there are) and random ones.
// Run after ./scripts/build:   node benches/page-puzzle.mjs [random positions (10)]
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';
const server = await serveDist();
const browser = await launch({ full: true });
const random = Number(process.argv[2] || 10);
const hashes = ['tiles=8,6,7,2,5,4,3,0,1', 'tiles=6,4,7,8,5,0,3,2,1',
  ...Array.from({ length: random }, (_, i) => `shuffle=200&seed=${i + 1}`)].map((p) => `#/puzzle?${p}&algo=astar&heuristic=manhattan`);
const times = [];
for (const hash of hashes) {
  const page = await open(browser, server.url, hash, { width: 1366, height: 768 });
  const ms = await page.evaluate(() => new Promise((res) => {
    const t = performance.now();
    document.querySelector('[data-act=solve]').click();
    const done = () => (document.querySelector('[data-act=solve]').disabled ? res(performance.now() - t) : requestAnimationFrame(done));
    requestAnimationFrame(done);
  }));
  const said = await page.locator('[role=status]').textContent();
  times.push(ms);
  console.log(hash.padEnd(64), `${Math.round(ms)} ms`, said.slice(0, 70));
  await page.close();
}
times.sort((a, b) => a - b);
console.log(`median ${Math.round(times[times.length >> 1])} ms, max ${Math.round(times.at(-1))} ms over ${times.length} positions`);
await browser.close(); await server.close();
