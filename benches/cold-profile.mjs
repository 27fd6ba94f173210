// Where a cold load's main-thread time goes up to body[data-ready], by
// script and by function: a V8 CPU profile (100 µs samples, the DevTools protocol) of N cold
// loads of the built page (a fresh browser context each, as benches/ready.mjs's cold loads),
// self time per load. "(program)" is the browser's own work (parsing, style, layout, paint
// outside a script's call); a DOM call that forces layout counts in the script that made it.
// Run after a release build (trunk build --release):
//   node benches/cold-profile.mjs ['#/knight'] [N=5] [build dir=dist]
import { serveDist, launch } from '../tests/e2e/harness.mjs';
const [hash = '#/knight', runs = '5', dir = 'dist'] = process.argv.slice(2);
const srv = await serveDist({ dir });
const browser = await launch({ full: true });
const byUrl = new Map(); const byFn = new Map(); let readyTotal = 0;
for (let r = 0; r < +runs; r++) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(srv.url + hash);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  readyTotal += Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i + 1] || 0)));
  for (const [id, us] of counts) {
    const n = nodes.get(id); const f = n.callFrame;
    const url = (f.url || f.functionName || '(none)').replace(srv.url, '').replace(/^.*\/\/[^/]+\//, '');
    byUrl.set(url, (byUrl.get(url) || 0) + us / 1000);
    const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) || 0) + us / 1000);
  }
  await context.close();
}
const show = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).forEach(([name, ms]) => console.log(`${(ms / +runs).toFixed(1).padStart(7)} ms  ${name}`));
console.log(`mean wall to ready ~${(readyTotal / +runs).toFixed(0)} ms (incl. goto overhead); self time per load by script:`);
// The page's own scripts (and the glue and wasm): what a change to them can move.
const own = [...byUrl].filter(([name]) => !name.startsWith('(')).reduce((a, [, ms]) => a + ms, 0);
console.log(`${(own / +runs).toFixed(1).padStart(7)} ms  all of the page's scripts and its wasm`);
show(byUrl, 20);
console.log('by function:');
show(byFn, 30);
await browser.close(); await srv.close();
