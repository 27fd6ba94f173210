// How soon the page is ready: the built page served from a local server as
// tests/e2e/harness.mjs serves it (dist/ with the headers of dist/_headers), opened in
// Chromium N times cold (a fresh browser context each time: no HTTP cache, no service
// worker, no compiled code kept) and N times warm (one context, visited once, then reloaded:
// what a returning student gets, answered by the service worker), each warm load also
// with the worker stopped first (as the browser stops an idle one: a visit days later), and N
// times warm with service workers blocked (the HTTP cache alone, as dist/_headers lets it
// keep each file). For each load: the time
// from navigation start to body[data-ready] (set by www/shell/app.js once the first view is
// mounted and its board drawn) and to the first frame after it (the frame that shows the
// board), as median, min and max.
//
// Run after a release build (trunk build --release):
//   node benches/ready.mjs [N] [hash] [build ...]   (default 15 loads each, #/knight, dist)
//   node benches/ready.mjs 15 '#/sudoku?lang=zh'
//   node benches/ready.mjs 15 '#/knight' /tmp/before-dist dist   (two builds, interleaved)
// With WATERFALL=1 it prints the files of the last cold and warm load, when each was asked
// for and had arrived. With TRACE=file.json it also writes a Chromium trace of one cold load (open it in
// chrome://tracing or the DevTools Performance panel) and prints where its main thread went.
import { writeFileSync } from 'node:fs';
import { serveDist, launch } from '../tests/e2e/harness.mjs';

const n = Number(process.argv[2] || 15);
const hash = process.argv[3] || '#/knight';
const dirs = process.argv.length > 4 ? process.argv.slice(4) : ['dist'];

// Runs in the page before any of its scripts (through the DevTools protocol, which the
// page's CSP does not govern): notes when body[data-ready] appears and the next frame.
const PROBE = () => {
  const marks = (window.__ready = {});
  new MutationObserver((_, observer) => {
    if (!document.body || !document.body.dataset.ready || marks.ready) return;
    marks.ready = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { marks.frame = performance.now(); });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
};

async function timed(page, load) {
  await load();
  await page.waitForFunction(() => window.__ready && window.__ready.frame !== undefined, null, { timeout: 20000 });
  const m = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const wasm = performance.getEntriesByType('resource').find((r) => r.name.endsWith('.wasm'));
    return {
      ready: window.__ready.ready,
      frame: window.__ready.frame,
      failed: document.body.dataset.ready !== 'true',
      dcl: nav.domContentLoadedEventEnd,
      wasm: wasm ? wasm.responseEnd : NaN,
      sw: !!navigator.serviceWorker?.controller,
      // Every file as the page fetched it: when asked for and when it had arrived (ms), and
      // its size as sent (this server does not compress).
      files: performance.getEntriesByType('resource')
        .map((r) => `${r.startTime.toFixed(0).padStart(6)} ${r.responseEnd.toFixed(0).padStart(6)} ${String(r.encodedBodySize).padStart(8)}  ${r.name.replace(location.origin, '')}`),
      // The files asked for before ready, their bytes, and how many the server was asked for
      // (a 304 too; not those the HTTP cache or the service worker answered).
      asked: performance.getEntriesByType('resource').filter((r) => r.startTime <= window.__ready.ready)
        .reduce((a, r) => ({ n: a.n + 1, bytes: a.bytes + r.encodedBodySize, server: a.server + (r.transferSize > 0 ? 1 : 0) }), { n: 0, bytes: 0, server: 0 }),
    };
  });
  if (m.failed) throw new Error('the page did not start');
  return m;
}

const stats = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `median ${median.toFixed(0).padStart(4)} ms  min ${s[0].toFixed(0).padStart(4)}  max ${s[s.length - 1].toFixed(0).padStart(4)}`;
};

function report(name, runs) {
  console.log(`${name}${runs.every((r) => r.sw) ? ' (service worker)' : ''}`);
  console.log(`  ready        ${stats(runs.map((r) => r.ready))}`);
  console.log(`  board shown  ${stats(runs.map((r) => r.frame))}`);
  console.log(`  DOMContentLoaded ${stats(runs.map((r) => r.dcl))}`);
  if (runs.every((r) => Number.isFinite(r.wasm))) console.log(`  wasm fetched ${stats(runs.map((r) => r.wasm))}`);
  const last = runs[runs.length - 1].asked;
  console.log(`  files asked for before ready (the last load): ${last.n}, ${last.bytes.toLocaleString('en')} bytes (the bodies, uncompressed); ${last.server} of them asked of the server (a 304 too)`);
  if (process.env.WATERFALL) {
    const last = runs[runs.length - 1];
    console.log(`  the last load's files (asked at, arrived by; ms; bytes), ready at ${last.ready.toFixed(0)}:`);
    for (const line of last.files) console.log(`    ${line}`);
  }
}

// Each build on a server of its own (its own origin, so their service workers and caches
// stay apart); the loads of the builds interleaved, so a machine busy with other work
// slows them alike.
const builds = [];
for (const dir of dirs) builds.push({ dir, server: await serveDist({ dir }), cold: [], warm: [] });
const browser = await launch({ full: true });
try {
  for (const b of builds) {
    b.url = b.server.url + hash;
    // One load first, not counted: the server's and the browser's own first-time costs.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await timed(page, () => page.goto(b.url));
    await context.close();
  }
  for (let i = 0; i < n; i++) {
    for (const b of builds) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(PROBE);
      b.cold.push(await timed(page, () => page.goto(b.url)));
      await context.close();
    }
  }
  for (const b of builds) {
    b.context = await browser.newContext();
    b.page = await b.context.newPage();
    await b.page.addInitScript(PROBE);
    await timed(b.page, () => b.page.goto(b.url));
    // The service worker installed and in charge, as on a student's second visit.
    await b.page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.ready);
    await timed(b.page, () => b.page.reload());
  }
  for (const b of builds) {
    b.cdp = await b.context.newCDPSession(b.page);
    await b.cdp.send('ServiceWorker.enable');
    b.back = [];
  }
  for (let i = 0; i < n; i++) {
    for (const b of builds) b.warm.push(await timed(b.page, () => b.page.reload()));
    // A student coming back later: the browser has stopped the idle service worker.
    for (const b of builds) {
      await b.cdp.send('ServiceWorker.stopAllWorkers');
      b.back.push(await timed(b.page, () => b.page.reload()));
    }
  }
  for (const b of builds) await b.context.close();
  // A returning visit with no service worker (a browser or a frame where none may run): the
  // HTTP cache alone, as dist/_headers lets it keep each file.
  for (const b of builds) {
    b.httpContext = await browser.newContext({ serviceWorkers: 'block' });
    b.httpPage = await b.httpContext.newPage();
    await b.httpPage.addInitScript(PROBE);
    await timed(b.httpPage, () => b.httpPage.goto(b.url));
    b.http = [];
  }
  for (let i = 0; i < n; i++) {
    for (const b of builds) b.http.push(await timed(b.httpPage, () => b.httpPage.reload()));
  }
  for (const b of builds) await b.httpContext.close();
  console.log(`${hash} in Chromium ${browser.version()}, ${n} loads each`);
  for (const b of builds) {
    if (builds.length > 1) console.log(`== ${b.dir}`);
    report('cold', b.cold);
    report('warm', b.warm);
    report('warm, its worker stopped first', b.back);
    report('warm, no service worker (the HTTP cache only)', b.http);
  }

  if (process.env.TRACE) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.wasm', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'] });
    const m = await timed(page, () => page.goto(builds[0].url));
    const trace = await browser.stopTracing();
    writeFileSync(process.env.TRACE, trace);
    await context.close();
    summarise(JSON.parse(trace.toString()), m);
  }
} finally {
  await browser.close();
  for (const b of builds) await b.server.close();
}

// Where one cold load's main-thread time went, from navigation start to ready: each trace
// event's own time (its nested events' taken out), summed by name (and by script for the
// script events), the largest first; then the gaps where the main thread waited (for the
// network or another thread), and the wasm compilation events.
function summarise(trace, m) {
  const events = trace.traceEvents || trace;
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
    || events.find((e) => e.name === 'navigationStart');
  const t0 = start.ts;
  const end = t0 + m.ready * 1000;
  // The renderer's main thread that ran the page: the one in the process that started its
  // navigation (the busiest renderer was, for the front page, Chromium's own WebUI
  // renderer, evaluating its modules at the same time).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid);
  const busy = (th) => events.filter((e) => e.pid === th.pid && e.tid === th.tid && e.ph === 'X' && e.ts >= t0 && e.ts <= end).length;
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.ts >= t0 && e.ts <= end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const label = (e) => {
    const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.fileName || '';
    return url ? `${e.name} ${url.replace(/^.*\/\/[^/]+\//, '')}` : e.name;
  };
  const own = new Map();
  const stack = [];
  let topLevel = 0;
  for (const e of onMain) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    if (stack.length) stack[stack.length - 1].self -= Math.min(e.dur, stack[stack.length - 1].ts + stack[stack.length - 1].dur - e.ts);
    else topLevel += e.dur;
    e.self = e.dur;
    stack.push(e);
  }
  for (const e of onMain) own.set(label(e), (own.get(label(e)) || 0) + e.self);
  const ms = (us) => (us / 1000).toFixed(1).padStart(6);
  console.log(`trace of one cold load: ready at ${m.ready.toFixed(0)} ms, the main thread busy ${ms(topLevel)} ms of it; own time by event:`);
  for (const [name, us] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms(us)}  ${name}`);
  const wasm = events.filter((e) => /wasm/i.test(e.name) && e.ph === 'X' && e.dur > 500 && e.ts >= t0 && e.ts <= end);
  for (const e of wasm.slice(0, 10)) console.log(`  wasm: ${e.name} at ${((e.ts - t0) / 1000).toFixed(0)} ms for ${ms(e.dur)} ms`);
}
