// The fast sudoku solver as WebAssembly against tdoku's fastest solver compiled natively
// (g++ -O3 -march=native), in one window: the two take turns on each set, round after round,
// so the machine's load falls on both alike. Limit 2 (a solution and a proof that it is the
// only one), the three benchmark sets. The wasm runs in Node and in Chromium (the page's
// engine); the figure to read is tdoku's time over the wasm's (1.0 or more: the wasm is at
// least as fast), the median over the rounds, with the range.
//   ./scripts/build && node benches/sudoku-tdoku.mjs [rounds] [repeats per turn]
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
if (!existsSync(`${tdoku}/src/solver_dpll_triad_simd.cc`)) {
  console.log(`cloning tdoku into ${tdoku}`);
  execFileSync('git', ['clone', '--depth', '1', 'https://github.com/t-dillon/tdoku', tdoku], { stdio: 'inherit' });
}
const driver = `${tdoku}/searchlight-driver`;
execFileSync('g++', ['-std=c++14', '-O3', '-march=native', `-I${tdoku}/include`, '-o', driver,
  `${root}benches/tdoku-driver.cc`, `${tdoku}/src/solver_dpll_triad_simd.cc`, `${tdoku}/src/util.cc`]);

const sets = ['top1465', '17-clue', 'forum-hardest-1905-11plus'];
const texts = Object.fromEntries(sets.map((s) => [s, readFileSync(`${root}../shared/data/sudoku/${s}.txt`, 'utf8')]));

// The wasm in Node.
const dist = `${root}dist`;
const files = builtFiles(dist);
const wasm = await import(`${dist}/${files.glue}`);
wasm.initSync({ module: readFileSync(`${dist}/${files.wasm}`) });
// The wasm in Chromium.
const server = await serveDist();
const browser = await launch();
const page = await open(browser, server.url, '#/sudoku');
await page.evaluate(async (glue) => {
  const m = await import(`/${glue}`);
  await m.default();
  // @ts-ignore: the bench's handle on the module
  window.benchSolver = m;
}, files.glue);

function native(set) {
  const out = execFileSync(driver, [`${root}../shared/data/sudoku/${set}.txt`, '1000000000', String(reps)], { encoding: 'utf8' });
  const lines = out.trim().split('\n').map((l) => l.split(' ').map(Number));
  return { solved: lines[0][1], ms: Math.min(...lines.map((l) => l[3])) };
}
function inNode(set) {
  let best = Infinity, solved = 0;
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    solved = wasm.sudoku_solve_all(texts[set], 2);
    best = Math.min(best, performance.now() - t);
  }
  return { solved, ms: best };
}
function inPage(set) {
  return page.evaluate(({ text, reps }) => {
    let best = Infinity, solved = 0;
    for (let i = 0; i < reps; i++) {
      const t = performance.now();
      // @ts-ignore
      solved = window.benchSolver.sudoku_solve_all(text, 2);
      best = Math.min(best, performance.now() - t);
    }
    return { solved, ms: best };
  }, { text: texts[set], reps });
}
// Warm-up: each engine's optimised code, untimed.
for (const set of sets) { inNode(set); await inPage(set); }

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = Object.fromEntries(sets.map((s) => [s, { tdoku: [], node: [], page: [] }]));
for (let r = 0; r < rounds; r++) {
  for (const set of sets) {
    const row = rows[set];
    // Alternate who goes first from round to round.
    const turns = r % 2 ? ['page', 'node', 'tdoku'] : ['tdoku', 'node', 'page'];
    for (const who of turns) {
      const x = who === 'tdoku' ? native(set) : who === 'node' ? inNode(set) : await inPage(set);
      if (x.solved !== Number(texts[set].split('\n').filter((l) => l.length >= 81 && !l.startsWith('#')).length)) {
        throw new Error(`${who} solved ${x.solved} of ${set}`);
      }
      row[who].push(x.ms);
    }
  }
}
console.log(`tdoku (g++ -O3 -march=native) against the wasm, limit 2, ${rounds} rounds, best of ${reps} a turn; Node ${process.version}, Chromium ${browser.version()}`);
console.log('set                         tdoku ms   Node ms   page ms   tdoku/Node (range)        tdoku/page (range)');
for (const set of sets) {
  const { tdoku: t, node: n, page: p } = rows[set];
  const rn = t.map((x, i) => x / n[i]);
  const rp = t.map((x, i) => x / p[i]);
  const f = (x) => x.toFixed(1).padStart(8);
  const g = (xs) => `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`.padEnd(24);
  console.log(`${set.padEnd(26)} ${f(median(t))}  ${f(median(n))}  ${f(median(p))}   ${g(rn)}  ${g(rp)}`);
}
await browser.close();
await server.close();
