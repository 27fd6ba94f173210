// Browser history: a stray tap after some steps starts a new entry, and Back returns to the
// start and the step that were left; each view's changes of instance (queens' N, BFS's start,
// a sudoku digit, the maze's seed, DFS's edges) go Back to the frame left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, waitStatus, clickSquare, hashParams, writtenHash, mounted } from './harness.mjs';

const env = useBrowser();

const route = async (page) => (await writtenHash(page)).split('?')[0];

// The easy example, and with r1c3 set to 5, which r1c1 already holds.
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASH = '535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('a stray tap at step 300 starts a new history entry: browser Back returns to the start and the step that were left', async () => {
  const page = await open(env.browser, env.url, '#/knight?strategy=dfs&step=299', { width: 1366, height: 768 });
  await button(page, 'Step').click();
  assert.equal(await counter(page, 'steps'), '300');
  // The tap comes at once (before the step's URL write, which waits up to 200 ms).
  await clickSquare(page, 2, 2, 8, 8); // c3
  await page.waitForFunction(() => location.hash.includes('start=c3'));
  assert.equal(await counter(page, 'steps'), '0');
  await page.goBack();
  await page.waitForFunction(() => !location.hash.includes('start=c3'));
  await waitStatus(page, /./);
  assert.equal(await counter(page, 'steps'), '300');
  const back = await hashParams(page);
  assert.equal(back.step, '300');
  assert.ok(back.start === undefined || back.start === 'a1');
  assert.match(await status(page), /\ba1\b|step 300|300/);
  // Forward returns to the tap.
  await page.goForward();
  await page.waitForFunction(() => location.hash.includes('start=c3'));
  await waitStatus(page, /c3/);
  // Steps themselves replace the entry: three steps and one Back leave the page's history.
  const length = await page.evaluate(() => history.length);
  for (let i = 0; i < 3; i++) await button(page, 'Step').click();
  await page.waitForFunction(() => location.hash.includes('step=3'));
  assert.equal(await page.evaluate(() => history.length), length);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every view keeps its changes of instance in the history: queens, BFS, sudoku, maze and DFS go Back to the frame left', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&step=12', { width: 1366, height: 768 });
  await page.locator('form.options [name=n]').fill('5');
  await page.locator('form.options [name=n]').press('Enter');
  await page.waitForFunction(() => location.hash.includes('n=5'));
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('n=6'));
  await waitStatus(page, /./);
  assert.equal((await hashParams(page)).step, '12');
  assert.equal(await counter(page, 'steps'), '12');

  // BFS: another start square, then Back.
  await page.evaluate(() => { location.hash = '#/bfs?start=a1&step=5'; });
  await mounted(page, 'bfs');
  await page.locator('form.options [name=start]').fill('d4');
  await page.locator('form.options [name=start]').press('Enter');
  await page.waitForFunction(() => location.hash.includes('start=d4'));
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('start=a1'));
  await mounted(page, 'bfs');
  assert.equal((await hashParams(page)).step, '5');
  assert.equal(await counter(page, 'steps'), '5');

  // Sudoku: a digit typed, then Back: the puzzle before it, at its step.
  await page.evaluate(() => { location.hash = '#/sudoku?step=4'; });
  await mounted(page, 'sudoku');
  const canvas = page.locator('[data-role=grid]');
  const cell = ((await canvas.boundingBox()).width - 2) / 9;
  await canvas.click({ position: { x: 2.5 * cell, y: 0.5 * cell } });
  await page.keyboard.press('5');
  await page.waitForFunction((p) => location.hash.includes(`p=${p}`), CLASH);
  await page.goBack();
  await page.waitForFunction((p) => location.hash.includes(`p=${p}`), EASY);
  await mounted(page, 'sudoku');
  assert.equal(await counter(page, 'steps'), '4');
  assert.equal((await page.getByLabel('Puzzle text', { exact: true }).inputValue()).trim(), EASY);

  // Maze: a new seed, then Back.
  await page.evaluate(() => { location.hash = '#/maze?seed=7&step=20'; });
  await mounted(page, 'maze');
  await page.getByRole('button', { name: 'New maze' }).click();
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('seed') !== '7');
  await page.goBack();
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('seed') === '7');
  await mounted(page, 'maze');
  assert.equal((await hashParams(page)).step, '20');

  // DFS: the edge list edited, then Back.
  await page.evaluate(() => { location.hash = '#/dfs?step=6'; });
  await mounted(page, 'dfs');
  // The view writes its graph into the URL (the example's edge list) up to 200 ms after it
  // mounts: read the frame's URL once it is written, not before.
  await page.waitForFunction(() => /[?&]edges=/.test(location.hash));
  const before = (await hashParams(page)).edges;
  const edges = page.locator('textarea[name=edges]');
  await edges.fill('a b\nb c');
  await page.getByRole('button', { name: 'Apply edge list' }).click();
  await page.waitForFunction((e) => new URLSearchParams(location.hash.split('?')[1]).get('edges') !== e, before ?? null);
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('step=6'));
  await mounted(page, 'dfs');
  await page.waitForFunction(() => /[?&]edges=/.test(location.hash));
  assert.equal((await hashParams(page)).edges, before);
  assert.equal(await route(page), '#/dfs');
  assert.deepEqual(page.errors, []);
  await page.close();
});
