// A* and greedy best-first on the maze (#/maze?algo=astar): the page's counters at
// the end are the CLI's --json figures for the same maze, and so is its table of every
// search; stepping back restores the counters and the status line; the canvas shades the
// squares expanded; axe finds nothing on the search; a junk algo is said in a notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, open, status, button, counter, waitStatus, violations, SHOTS, shot } from './harness.mjs';

const env = useBrowser();
const cli = useCli();

const MAZE = { size: '12x12', seed: '7', loops: '30' };
const figures = (algo) => JSON.parse(execFileSync(cli, ['maze', '--size', MAZE.size, '--seed', MAZE.seed, '--loops', MAZE.loops,
  '--algo', algo, '--json'], { encoding: 'utf8' }));
const hash = (algo) => `#/maze?algo=${algo}&size=${MAZE.size}&seed=${MAZE.seed}&loops=${MAZE.loops}`;
const counts = async (page) => {
  const out = {};
  for (const k of ['steps', 'expanded', 'generated', 'frontier', 'route']) out[k] = await counter(page, k);
  return out;
};

// The colour at a point of the top-left square (a12), a quarter of the way in from its
// corner (clear of the walls, the start's frame, the number and the route), in canvas pixels.
const startPixel = (page) => page.locator('[data-role=canvas]').evaluate((c, rows) => {
  const scale = c.width / c.getBoundingClientRect().width;
  const size = (c.getBoundingClientRect().width - 22) / rows;
  const [r, g, b] = c.getContext('2d').getImageData(Math.round((22 + 0.25 * size) * scale), Math.round(0.25 * size * scale), 1, 1).data;
  return { r, g, b };
}, 12);

test('A* on the maze: the counters and the table are the CLI\'s for the same maze; step back is exact', async () => {
  const [bfs, astar, greedy] = ['bfs', 'astar', 'greedy'].map(figures);
  const page = await open(env.browser, env.url, hash('astar'), { width: 1366, height: 768 });
  assert.match(await status(page), /^A\* from a12 to the coin at l1: the start is on the frontier with f = g \+ h = 0 \+ 22/);
  assert.deepEqual(await startPixel(page), { r: 255, g: 255, b: 255 }, 'nothing expanded yet: the start is white');
  await button(page, 'Step').click();
  assert.equal(await status(page), 'Expand a12: f = 22 = g 0 + h 22, the lowest on the frontier.');
  for (let i = 0; i < 11; i++) await button(page, 'Step').click();
  const at12 = await counts(page);
  const said12 = await status(page);
  assert.equal(at12.steps, '12');
  await shot(page, SHOTS + 'maze-astar-mid-1366.png', { fullPage: true });
  for (let i = 0; i < 7; i++) await button(page, 'Step').click();
  assert.notDeepEqual(await counts(page), at12);
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '12');
  assert.deepEqual(await counts(page), at12, 'seven steps back: the counters at step 12 again');
  assert.equal(await status(page), said12);

  await button(page, 'Solve').click();
  await waitStatus(page, /^The coin at l1 comes off the frontier/);
  const end = await counts(page);
  assert.deepEqual([end.expanded, end.generated, end.route].map(Number), [astar.expanded, astar.generated, astar.route_length]);
  assert.equal(astar.route_length, astar.shortest, 'A*\'s route is a shortest one');
  assert.equal(await status(page), `The coin at l1 comes off the frontier: a route of ${astar.route_length} moves, after ${astar.expanded} squares expanded and ${astar.generated} generated.`);
  // The table beside it: each search's figures on this maze, A*'s row marked.
  const row = async (algo) => page.locator(`[data-role=compare] tr[data-algo=${algo}] td`).allTextContents();
  for (const [algo, f] of [['bfs', bfs], ['astar', astar], ['greedy', greedy]]) {
    assert.deepEqual((await row(algo)).map((s) => Number(s.replace(/,/g, ''))), [f.expanded, f.generated, f.route_length], algo);
  }
  assert.equal(await page.locator('[data-role=compare] tr[aria-current=true]').getAttribute('data-algo'), 'astar');
  assert.ok(astar.expanded < bfs.expanded, `A* expands fewer squares than BFS here (${astar.expanded} < ${bfs.expanded})`);
  // The start was expanded first: shaded blue.
  const px = await startPixel(page);
  assert.ok(px.b > 180 && px.b - px.r > 80 && px.r < 150, `a12 shaded as expanded: ${JSON.stringify(px)}`);
  // The mouse's own controls and legend entries are hidden for a search.
  assert.equal(await page.getByLabel('remember where I have been (visited set)').isVisible(), false);
  const legend = await page.locator('.legend-list > li:visible').allTextContents();
  assert.deepEqual(legend, ['a wall', 'the coin', 'squares expanded, darker first (numbered in order where there is room)',
    'the frontier: squares waiting to be expanded', 'the square being expanded', 'the route found']);
  await shot(page, SHOTS + 'maze-astar-end-1366.png', { fullPage: true });
  assert.deepEqual(await violations(page, 'astar solved'), [], 'axe: the search, its table and legend');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('greedy and BFS on the maze: the CLI\'s figures; the phone width', async () => {
  for (const algo of ['greedy', 'bfs']) {
    const f = figures(algo);
    const page = await open(env.browser, env.url, hash(algo), { width: 390, height: 844 });
    await button(page, 'Solve').click();
    await waitStatus(page, /^The coin at l1 (comes off the frontier|is generated)/);
    const end = await counts(page);
    assert.deepEqual([end.expanded, end.generated, end.route].map(Number), [f.expanded, f.generated, f.route_length], algo);
    assert.ok(f.route_length >= f.shortest);
    await shot(page, SHOTS + `maze-${algo}-end-390.png`, { fullPage: true });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('#/maze?algo=junk: a notice names the choices, and the mouse runs', async () => {
  const page = await open(env.browser, env.url, '#/maze?algo=junk&size=8x8');
  const text = await page.getByRole('alert').textContent();
  assert.match(text, /Ignored algo=junk: unknown algo "junk": choose mouse, bfs, astar or greedy/);
  assert.match(await status(page), /^The mouse is at a8/);
  // The mouse's legend: none of the search's entries.
  assert.equal(await page.locator('.legend-list > li:visible', { hasText: 'the frontier' }).count(), 0);
  assert.equal(await page.locator('.legend-list > li:visible', { hasText: 'whiskers on a wall' }).count(), 1);
  await page.close();
});
