// A* and greedy best-first on the maze (#/maze?algo=astar): the page's counters at
// the end are the CLI's --json figures for the same maze, and so is its table of every
// search; stepping back restores the counters and the status line; the canvas shades the
// squares expanded; axe finds nothing on the search; a junk algo is said in a notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, open, status, button, counter, waitStatus, violations, SHOTS, shot, moreOptions } from './harness.mjs';

const env = useBrowser();
const cli = useCli();

const MAZE = { size: '12x12', seed: '7', loops: '30' };
const figures = (algo) => JSON.parse(execFileSync(cli, ['maze', '--size', MAZE.size, '--seed', MAZE.seed, '--loops', MAZE.loops,
  '--algo', algo, '--json'], { encoding: 'utf8' }));
const hash = (algo) => `#/maze?algo=${algo}&size=${MAZE.size}&seed=${MAZE.seed}&loops=${MAZE.loops}`;
const counts = async (page) => {
  const out = {};
  for (const k of ['steps', 'expanded', 'reopened', 'generated', 'frontier', 'route']) out[k] = await counter(page, k);
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
  assert.equal(await status(page), 'Expand a12: f = g + h = 0 + 22 = 22, the lowest f on the frontier.');
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
    assert.deepEqual((await row(algo)).map((s) => Number(s.replace(/,/g, ''))), [f.expanded, f.reopened, f.generated, f.route_length], algo);
  }
  assert.equal(await page.locator('[data-role=compare] tr[aria-current=true]').getAttribute('data-algo'), 'astar');
  assert.ok(astar.expanded < bfs.expanded, `A* expands fewer squares than BFS here (${astar.expanded} < ${bfs.expanded})`);
  // The start was expanded first: shaded blue.
  const px = await startPixel(page);
  assert.ok(px.b > 180 && px.b - px.r > 80 && px.r < 150, `a12 shaded as expanded: ${JSON.stringify(px)}`);
  // The mouse's own controls and legend entries are hidden for a search.
  await moreOptions(page);
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
    assert.deepEqual([end.expanded, end.reopened, end.generated, end.route].map(Number), [f.expanded, f.reopened, f.generated, f.route_length], algo);
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

test('greedy reopens a square: its expansions are said apart from its squares, in English and Chinese', async () => {
  // The coin is walled in: greedy expands the 8 squares the start reaches, one of them again
  // after a shorter way to it reopened it (it said "9 squares expanded").
  const link = '#/maze?size=3x3&loops=100&edits=b1e,c2s,b2e&start=a3&coin=c1&algo=greedy';
  const page = await open(env.browser, env.url, link);
  const said = [];
  for (let i = 0; i < 60 && !(await button(page, 'Step').isDisabled()); i++) {
    await button(page, 'Step').click();
    said.push(await status(page));
  }
  const reopen = said.filter((s) => / was already expanded, but this path is cheaper /.test(s));
  assert.equal(reopen.length, 1, said.join('\n'));
  assert.match(reopen[0], /it leaves the closed set and goes back on the frontier\. Greedy best-first search disregards g/);
  assert.equal(said.at(-1), 'The frontier is empty after 9 expansions of 8 squares, 1 of them again after a reopening: the coin cannot be reached.');
  assert.deepEqual([await counter(page, 'expanded'), await counter(page, 'reopened'), await counter(page, 'route')], ['9', '1', 'none']);
  const greedy = await page.locator('[data-role=compare] tr[data-algo=greedy] td').allTextContents();
  assert.deepEqual(greedy.slice(0, 2), ['9', '1']);
  assert.deepEqual(page.errors, []);
  await page.close();
  const zh = await open(env.browser, env.url, `${link}&lang=zh`);
  await button(zh, '求解').click();
  await waitStatus(zh, /^前沿已空/);
  assert.equal(await status(zh), '前沿已空（共扩展 9 次，涉及 8 个格子，其中 1 次是格子被重新打开后再次扩展）：无法到达硬币。');
  assert.equal(await counter(zh, 'reopened'), '1');
  await zh.close();
});

test('what the page says of greedy against A* holds on a maze where greedy expands more', async () => {
  // 12x12, seed 3, loops 30: greedy expands more squares than A* (the CLI's figures).
  const [astar, greedy] = ['astar', 'greedy'].map((algo) => JSON.parse(execFileSync(cli, ['maze', '--size', '12x12', '--seed', '3',
    '--loops', '30', '--algo', algo, '--json'], { encoding: 'utf8' })));
  assert.ok(greedy.expanded > astar.expanded, `greedy ${greedy.expanded}, A* ${astar.expanded}`);
  for (const [lang, fewer, notAlways] of [['en', /greedy expands fewer still/i, /often expands fewer still, but not always/],
    ['zh', /贪婪搜索扩展得更少，/, /常常扩展得更少，但并非总是如此/]]) {
    const page = await open(env.browser, env.url, `#/maze?algo=greedy&size=12x12&seed=3&loops=30&lang=${lang}`);
    const row = async (algo) => Number((await page.locator(`[data-role=compare] tr[data-algo=${algo}] td`).first().textContent()).replace(/,/g, ''));
    assert.deepEqual([await row('astar'), await row('greedy')], [astar.expanded, greedy.expanded]);
    const about = await page.locator('details.about p').textContent();
    assert.doesNotMatch(about, fewer, about);
    assert.match(about, notAlways, about);
    await page.close();
  }
});
