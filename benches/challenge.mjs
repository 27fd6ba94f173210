// The slowest challenge checks, in the page (Check to the verdict, in its worker; Chromium)
// and in the CLI (`searchlight challenge`, release build): each case's wall time, median of
// 3 runs. node benches/challenge.mjs (after trunk build --release and cargo build --release)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launch } from '../tests/e2e/harness.mjs';

const CASES = [
  ['knight', 'knight-dead-end', 'board=4x12&start=a1', ''],
  ['knight', 'knight-dead-end', 'board=5x12&start=c3', ''],
  ['knight', 'knight-dead-end', 'board=14x4&start=a3', ''],
  ['knight', 'knight-dfs-million', 'board=8x8&start=a1', 'nodes=10000000'],
  ['knight', 'knight-dfs-million', 'board=100x100&start=a1', 'nodes=10000000'],
  ['knight', 'knight-dfs-million', 'board=1000x1000&start=a1', 'nodes=10000000'],
  ['knight', 'knight-dead-end', 'board=1000x1000&start=a1', ''],
  ['queens', 'queens-squares', 'n=20', ''],
  ['puzzle', 'puzzle-heuristics', 'side=3&tiles=8,6,7,2,5,4,3,0,1', ''],
  ['puzzle', 'puzzle-heuristics', 'side=4&shuffle=200&seed=3', ''],
  ['maze', 'maze-route', 'size=60x60&loops=50', ''],
];
const cli = fileURLToPath(new URL('../target/release/searchlight', import.meta.url));
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await serveDist();
const browser = await launch({ full: true });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
for (const [route, id, input, goal] of CASES) {
  const hash = `#/${route}?${input}&challenge=${id}${goal ? `&goal=${encodeURIComponent(goal)}` : ''}`;
  await page.goto(server.url + hash);
  await page.waitForSelector('[data-act=challenge-check]:not([hidden])');
  const inPage = [];
  let said = '';
  for (let k = 0; k < 3; k++) {
    const t0 = Date.now();
    await page.click('[data-act=challenge-check]');
    await page.waitForFunction(() => {
      const v = document.querySelector('[data-role=challenge-verdict]');
      return v && v.dataset.met !== undefined && v.textContent !== '' && !v.textContent.endsWith('…');
    }, null, { timeout: 120000 });
    inPage.push(Date.now() - t0);
    said = await page.textContent('[data-role=challenge-verdict]');
    await page.evaluate(() => { delete document.querySelector('[data-role=challenge-verdict]').dataset.met; });
  }
  const inCli = [];
  for (let k = 0; k < 3; k++) {
    const t0 = Date.now();
    try {
      execFileSync(cli, ['challenge', id, input, ...(goal ? ['--goal', goal] : [])]);
    } catch { /* exit 1: not met */ }
    inCli.push(Date.now() - t0);
  }
  console.log(`${id} ${input} ${goal}: page ${median(inPage)} ms, CLI ${median(inCli)} ms: ${said.slice(0, 90)}`);
}
await browser.close();
await server.close();
