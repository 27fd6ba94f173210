// Frame times of a view with its search tree panel, as a person gets them: the built page
// in Chromium, a search far into its recording, playing at 60 steps/s, with the panel open
// (below the fold, as it is beside the board at 1366 x 900), open and scrolled into view,
// and folded. The aim is no frame missed, so for three seconds of play it counts:
//   - missed frames by the page's clock: gaps between animation frames (rAF) over 1.5 x the
//     display's interval (the median gap), each counted as the frames it skipped; a gap of
//     16.8 ms is the 60 Hz interval and timer jitter, one of 33 ms a frame missed;
//   - missed frames by Chromium's own frame reporter (a trace's PipelineReporter events):
//     frames dropped, and frames the compositor showed without the page's update (the
//     main thread late: "partial");
//   - the main thread's work per frame, from the same trace: each animation frame's task
//     (the rAF callbacks, style, layout, paint and the commit) as p50, p95 and max, the
//     worst one split into script / style+layout / paint / commit, and the most the main
//     thread did between two frames (the frame's task and every other task since the last:
//     timers, the URL's writes, garbage collection), which is what must fit in 16.7 ms.
// Run after ./scripts/build (or trunk build --release):
//   node benches/page-tree.mjs [STEP ...]        (default 4000 1000000)
//   RUNS=3 node benches/page-tree.mjs 1000000    (each state three times)
//   DIST=/tmp/before node benches/page-tree.mjs   (another build than dist/)
//   TRACE=/tmp/tree node benches/page-tree.mjs   (also writes each run's trace, /tmp/tree-<step>-<panel>-<run>.json,
//                                                  for chrome://tracing or DevTools; WORST=1 lists the worst frames' tasks)
import { writeFileSync } from 'node:fs';
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';
import { frames, pct } from './frames.mjs';

const steps = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [4000, 1000000];
const runs = Number(process.env.RUNS || 1);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-v8.gc'];

// What a trace of the page playing says: frames dropped or shown without the main thread's
// update, and the main thread's work per frame (see the top of this file), each as wall
// time and as the thread's own CPU time (a trace's tdur): on a busy machine the wall time
// of a task includes the time the thread waited for a core.
function analyse(trace) {
  const events = trace.traceEvents || trace;
  const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((th) => ({ th, n: events.filter((e) => e.pid === th.pid && e.tid === th.tid && e.name === 'FireAnimationFrame').length }))
    .sort((a, b) => b.n - a.n)[0].th;
  const reports = events.filter((e) => e.name === 'PipelineReporter' && e.ph === 'b' && e.pid === main.pid)
    .map((e) => e.args.frame_reporter || e.args.chrome_frame_reporter || {});
  const dropped = reports.filter((r) => r.state === 'STATE_DROPPED').length;
  const partial = reports.filter((r) => r.state === 'STATE_PRESENTED_PARTIAL' && r.frame_type !== 'FORKED').length;
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = on.filter((e) => e.name === 'RunTask');
  const within = (task, name) => on.filter((e) => name.test(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur);
  const sum = (task, name, key = 'dur') => within(task, name).reduce((a, e) => a + (e[key] ?? e.dur), 0) / 1000;
  // A task by what it ran: the first named event in it.
  const what = (task) => (on.find((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.name !== 'RunTask') || {}).name || 'task';
  const list = [];
  let others = [];
  // Tasks nest rarely (a nested run loop); only the outermost count.
  let until = 0;
  for (const task of tasks) {
    if (task.ts < until) continue;
    until = task.ts + task.dur;
    if (!within(task, /^(FireAnimationFrame|Paint)$/).length) {
      others.push(task);
      continue;
    }
    const cpu = (task.tdur ?? task.dur) / 1000;
    list.push({
      ts: task.ts, dur: task.dur / 1000, cpu,
      interval: (task.dur + others.reduce((a, o) => a + o.dur, 0)) / 1000,
      intervalCpu: cpu + others.reduce((a, o) => a + (o.tdur ?? o.dur), 0) / 1000,
      others: others.filter((o) => o.dur >= 500).map((o) => `${what(o)} ${(o.dur / 1000).toFixed(1)} (cpu ${((o.tdur ?? o.dur) / 1000).toFixed(1)})`),
      script: sum(task, /^FireAnimationFrame$/, 'tdur'),
      style: sum(task, /^(UpdateLayoutTree|Layout)$/, 'tdur'),
      paint: sum(task, /^(PrePaint|Paint|Layerize)$/, 'tdur'),
      commit: sum(task, /^Commit$/, 'tdur'),
      gc: sum(task, /^(MinorGC|MajorGC|V8\.GC_[A-Z_]+)$/, 'tdur'),
    });
    others = [];
  }
  return { dropped, partial, list, t0: tasks.length ? tasks[0].ts : 0 };
}

const f1 = (x) => x.toFixed(1).padStart(5);
console.log(`knight 8x8 dfs at 60 steps/s with the tree panel open, in view and folded, 3 s of play each (${runs} run${runs > 1 ? 's' : ''})`);
console.log('missed: rAF gaps over 1.5 x the interval | the trace\'s frames dropped or partial; frame: the task of each animation frame,');
console.log('wall and the main thread\'s CPU (ms); worst: the frame of most CPU, split; interval: the most CPU between two frames');
console.log('step     panel  run frames | rAF p50   p95   max | missed rAF trace | wall p50   p95   max | cpu p50   p95   max | worst: script style paint commit | interval cpu');
for (const step of steps) {
  const hash = `#/knight?board=8x8&start=a1&strategy=dfs&speed=60&step=${step}`;
  const server = await serveDist(process.env.DIST ? { dir: process.env.DIST } : {});
  const browser = await launch({ full: true });
  const page = await open(browser, server.url, hash, { width: 1366, height: 900 });
  for (let run = 1; run <= runs; run++) {
    // Open (below the board's fold at 1366 x 900), open and scrolled into view, folded.
    for (const panel of ['open', 'inview', 'folded']) {
      await page.evaluate((p) => {
        document.querySelector('.tree-panel').open = p !== 'folded';
        if (p === 'inview') document.querySelector('[data-role=tree]').scrollIntoView({ block: 'center' });
        else window.scrollTo(0, 0);
      }, panel);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      // The first frames after Play are not the steady state.
      await page.waitForTimeout(300);
      await browser.startTracing(page, { categories: CATEGORIES });
      const gaps = await frames(page);
      const raw = await browser.stopTracing();
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      if (process.env.TRACE) writeFileSync(`${process.env.TRACE}-${step}-${panel}-${run}.json`, raw);
      const t = analyse(JSON.parse(raw.toString()));
      const interval = pct(gaps, 0.5);
      const missed = gaps.reduce((a, g) => a + (g > 1.5 * interval ? Math.round(g / interval) - 1 : 0), 0);
      const walls = t.list.map((f) => f.dur);
      const cpus = t.list.map((f) => f.cpu);
      const worst = t.list.reduce((x, f) => (f.cpu > x.cpu ? f : x), t.list[0]);
      const most = Math.max(...t.list.map((f) => f.intervalCpu));
      console.log(`${String(step).padEnd(8)} ${panel.padEnd(6)} ${String(run).padStart(3)} ${String(gaps.length).padStart(6)} |   ${f1(interval)} ${f1(pct(gaps, 0.95))} ${f1(Math.max(...gaps))} |      ${String(missed).padStart(3)} ${String(t.dropped + t.partial).padStart(5)} |  ${f1(pct(walls, 0.5))} ${f1(pct(walls, 0.95))} ${f1(Math.max(...walls))} |  ${f1(pct(cpus, 0.5))} ${f1(pct(cpus, 0.95))} ${f1(worst.cpu)} |   ${f1(worst.script)} ${f1(worst.style)} ${f1(worst.paint)} ${f1(worst.commit)}  |  ${f1(most)}`);
      if (process.env.WORST) {
        for (const f of t.list.slice().sort((x, y) => y.interval - x.interval).slice(0, 3)) {
          console.log(`    at ${((f.ts - t.t0) / 1000).toFixed(0)} ms: frame ${f.dur.toFixed(1)} wall, cpu ${f.cpu.toFixed(1)} (script ${f.script.toFixed(1)}, style+layout ${f.style.toFixed(1)}, paint ${f.paint.toFixed(1)}, commit ${f.commit.toFixed(1)}, gc ${f.gc.toFixed(1)}); tasks since the last frame: ${f.others.join(', ') || 'none over 0.5 ms'}`);
        }
      }
    }
  }
  await page.close();
  await browser.close();
  await server.close();
}
