// The fast sudoku solver as WebAssembly against tdoku's fastest solver compiled natively, in
// one window: they take turns on each set, round after round, so the machine's load falls on
// all alike. Limit 2 (a solution and a proof that it is the only one), the three benchmark
// sets. The wasm runs in Node and in Chromium (the page's engine). tdoku is built twice:
// with -march=x86-64-v2 (SSE4.2, 128-bit vectors: the width wasm's simd128 has, and the
// level the project's own native builds use), the fixed baseline that means the same on
// every x86-64 machine; and with -march=native, which on a machine with AVX-512 picks
// tdoku's AVX-512VL paths (ternary logic, mask registers, 256-bit vectors, VPOPCNTDQ,
// VBMI2): 1.25 times faster than its x86-64-v2 build on this Xeon, and by a share that
// differs from one processor to another, so ratios against it differ between machines of
// one kind. The figures are CPU time, not wall time: tdoku's and Node's the process's,
// the page's the renderer's main thread's (the DevTools protocol's ThreadTime), so other
// work on a loaded machine does not count against either side. The figure to read is
// tdoku's time over the wasm's (1.0 or more: the wasm is at least as fast), the median
// over the rounds, with the range.
//   ./scripts/build && node benches/sudoku-tdoku.mjs [rounds] [repeats per turn]
// The sets: data/sudoku, or SUDOKU_DATA=/path.
// tdoku's source: TDOKU=/path/to/checkout, else /tmp/tdoku, cloned there if missing (needs
// the network once; git and g++).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';
import { builtFiles } from '../scripts/built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.argv[2] || 5);
const reps = Number(process.argv[3] || 3);
const tdoku = process.env.TDOKU || '/tmp/tdoku';
// The sets, beside the checkout (a worktree elsewhere names them with SUDOKU_DATA=).
const data = process.env.SUDOKU_DATA || `${root}data/sudoku`;
if (!existsSync(`${tdoku}/src/solver_dpll_triad_simd.cc`)) {
  console.log(`cloning tdoku into ${tdoku}`);
  execFileSync('git', ['clone', '--depth', '1', 'https://github.com/t-dillon/tdoku', tdoku], { stdio: 'inherit' });
}
const marches = ['x86-64-v2', 'native'];
for (const march of marches) {
  execFileSync('g++', ['-std=c++14', '-O3', `-march=${march}`, `-I${tdoku}/include`, '-o', `${tdoku}/searchlight-driver-${march}`,
    `${root}benches/tdoku-driver.cc`, `${tdoku}/src/solver_dpll_triad_simd.cc`, `${tdoku}/src/util.cc`]);
}

const sets = ['top1465', '17-clue', 'forum-hardest-1905-11plus'];
const texts = Object.fromEntries(sets.map((s) => [s, readFileSync(`${data}/${s}.txt`, 'utf8')]));

// The wasm in Node.
const dist = `${root}dist`;
const files = builtFiles(dist);
const wasm = await import(`${dist}/${files.glue}`);
wasm.initSync({ module: readFileSync(`${dist}/${files.wasm}`) });
// The wasm in Chromium.
const server = await serveDist();
const browser = await launch({ full: true });
const page = await open(browser, server.url, '#/sudoku');
// The renderer's main-thread CPU time, in ms.
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
const threadMs = async () => 1000 * (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value;
await page.evaluate(async (glue) => {
  const m = await import(`/${glue}`);
  await m.default();
  // @ts-ignore: the bench's handle on the module
  window.benchSolver = m;
}, files.glue);

// Each returns the solved count and the best CPU ms of `reps` runs.
function native(march, set) {
  const out = execFileSync(`${tdoku}/searchlight-driver-${march}`, [`${data}/${set}.txt`, '1000000000', String(reps)], { encoding: 'utf8' });
  const lines = out.trim().split('\n').map((l) => l.split(' ').map(Number));
  return { solved: lines[0][1], ms: Math.min(...lines.map((l) => l[4])) };
}
function inNode(set) {
  let best = Infinity, solved = 0;
  for (let i = 0; i < reps; i++) {
    const t = process.cpuUsage();
    solved = wasm.sudoku_solve_all(texts[set], 2);
    const { user, system } = process.cpuUsage(t);
    best = Math.min(best, (user + system) / 1000);
  }
  return { solved, ms: best };
}
async function inPage(set) {
  let best = Infinity, solved = 0;
  for (let i = 0; i < reps; i++) {
    const t = await threadMs();
    solved = await page.evaluate(
      // @ts-ignore: the bench's handles on the module and the sets
      (set) => window.benchSolver.sudoku_solve_all(window.benchTexts[set], 2),
      set);
    best = Math.min(best, await threadMs() - t);
  }
  return { solved, ms: best };
}
// The sets go to the page once, so no turn's CPU time counts their copying.
// @ts-ignore: the bench's handle on the sets
await page.evaluate((texts) => { window.benchTexts = texts; }, texts);
// Warm-up: each engine's optimised code, untimed.
for (const set of sets) { inNode(set); await inPage(set); }
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadBefore = load();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = Object.fromEntries(sets.map((s) => [s, { 'x86-64-v2': [], native: [], node: [], page: [] }]));
for (let r = 0; r < rounds; r++) {
  for (const set of sets) {
    const row = rows[set];
    // Alternate who goes first from round to round.
    const turns = ['x86-64-v2', 'node', 'native', 'page'];
    if (r % 2) turns.reverse();
    for (const who of turns) {
      const x = who === 'node' ? inNode(set) : who === 'page' ? await inPage(set) : native(who, set);
      if (x.solved !== Number(texts[set].split('\n').filter((l) => l.length >= 81 && !l.startsWith('#')).length)) {
        throw new Error(`${who} solved ${x.solved} of ${set}`);
      }
      row[who].push(x.ms);
    }
  }
}
console.log(`tdoku (g++ -O3 -march=x86-64-v2, and -march=native) against the wasm, limit 2, ${rounds} rounds, best of ${reps} a turn, CPU ms; Node ${process.version}, Chromium ${browser.version()}; load average ${loadBefore} before, ${load()} after`);
console.log('set                          v2 ms  native ms   Node ms   page ms   v2/Node (range)    v2/page (range)    native/Node (range) native/page (range)');
for (const set of sets) {
  const { 'x86-64-v2': v2, native: nat, node: n, page: p } = rows[set];
  const ratio = (t, w) => t.map((x, i) => x / w[i]);
  const f = (x) => x.toFixed(1).padStart(9);
  const g = (xs) => `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`.padEnd(19);
  console.log(`${set.padEnd(26)} ${f(median(v2))}  ${f(median(nat))} ${f(median(n))} ${f(median(p))}   ${g(ratio(v2, n))}${g(ratio(v2, p))}${g(ratio(nat, n))}${g(ratio(nat, p))}`);
}
await browser.close();
await server.close();
