// A cold #/knight's CPU time and wall time until ready, per build, the builds taking turns
// (a fresh browser context each load: no HTTP cache, no service worker). CPU time is what
// a busy or shared machine does not blur: Chromium's own counters (Performance.getMetrics,
// thread ticks) of the renderer's main thread and its whole process. With LATENCY=ms (and
// MBPS=Mbit/s, default 50) each request waits as on a network (DevTools' emulation), where
// the number of files a load asks for tells.
//   node benches/cold-cpu.mjs [N] [build ...]        (after trunk build --release)
//   node benches/cold-cpu.mjs 12 /tmp/before-dist dist
//   LATENCY=40 node benches/cold-cpu.mjs 10 /tmp/before-dist dist
import { serveDist, launch } from '../tests/e2e/harness.mjs';
const n = Number(process.argv[2] || 10);
const dirs = process.argv.length > 3 ? process.argv.slice(3) : ['dist'];
const servers = await Promise.all(dirs.map((dir) => serveDist({ dir })));
const browser = await launch({ full: true });
const res = dirs.map(() => []);
for (let i = 0; i < n; i++) {
  for (let d = 0; d < dirs.length; d++) {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable', { timeMetrics: 'threadTicks' });
    if (process.env.LATENCY) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: Number(process.env.LATENCY), downloadThroughput: Number(process.env.MBPS || 50) * 125000, uploadThroughput: 10 * 125000 });
    }
    const t0 = Date.now();
    await page.goto(servers[d].url + '#/knight');
    await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
    const wall = Date.now() - t0;
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    res[d].push({ wall, thread: m.ThreadTime * 1000, process: m.ProcessTime * 1000, task: m.TaskDuration * 1000, script: m.ScriptDuration * 1000 });
    await ctx.close();
  }
}
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (let d = 0; d < dirs.length; d++) {
  const r = res[d];
  console.log(`${dirs[d]}: median wall ${med(r.map((x) => x.wall))} ms, main thread CPU ${med(r.map((x) => x.thread)).toFixed(0)} ms, renderer process CPU ${med(r.map((x) => x.process)).toFixed(0)} ms, tasks ${med(r.map((x) => x.task)).toFixed(0)} ms, script ${med(r.map((x) => x.script)).toFixed(0)} ms`);
}
await browser.close();
for (const s of servers) await s.close();
