// Side by side at the page's limits: knight boards too big to draw refuse compare= with a
// notice (and keep step=); ratios that are bounds say so, and nothing compares before the
// first step; at the recording limit Step, Play and Solve are off and the status says why;
// sudoku compares cell choice and frontier together (up to four panes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, status, waitStatus, SHOTS, hashParams, idle, shot } from './harness.mjs';

const env = useBrowser();
const ratioCells = (page) => page.locator('.compare-table tr td:nth-child(4)').allTextContents();

test('knight boards too big to draw: compare= is refused with a notice, one view works, step= kept', async () => {
  for (const [hash, step] of [['#/knight?board=61x61&compare=dfs,warnsdorff', undefined],
    ['#/knight?board=1000x1000&compare=dfs,warnsdorff,most&step=100', '100']]) {
    const page = await open(env.browser, env.url, hash);
    assert.match(await page.locator('#notice-list').textContent(),
      /Ignored compare=dfs,warnsdorff(,most)?: boards larger than 60 x 60 are not drawn, so their searches cannot be shown side by side\. Using one view\./, hash);
    assert.equal(await page.locator('section.pane').count(), 0);
    await waitStatus(page, /Board \d+x\d+, start a1, Warnsdorff \(fewest onward moves\)\. Press Solve to search\./);
    const p = await hashParams(page);
    assert.equal(p.compare, undefined);
    assert.equal(p.step, step, hash);
    assert.deepEqual(page.errors, []);
    if (step === undefined) {
      // The single view solves the board.
      await page.locator('[data-act=big-solve]').click();
      await waitStatus(page, /Tour complete: 3,721 of 3,721 squares/, 60000);
    }
    await page.close();
  }
});

test('compare: before the first step it says "not started"; an unfinished pane gives bounds', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6&start=a1&compare=dfs,warnsdorff');
  assert.equal(await status(page), 'Plain DFS (fixed move order): not started. Warnsdorff (fewest onward moves): not started.');
  assert.equal(await page.locator('[data-role=ratio]').textContent(), 'Not started yet: press Step, Play or Solve to run every pane.');
  assert.deepEqual(await ratioCells(page), ['–', '–']);
  await button(page, 'Step').click();
  assert.deepEqual(await ratioCells(page), ['1x', '1x so far']);
  assert.match(await page.locator('[data-role=ratio]').textContent(), /^nodes so far: .* = 1x \(neither has finished, so this is no bound\)$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('compare at the recording limit: "at least", Step/Play/Solve off and why; Back turns them on', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&compare=dfs,warnsdorff');
  await button(page, 'Solve').click();
  await idle(page, 120000);
  await waitStatus(page, /Plain DFS \(fixed move order\): stopped unfinished at step [\d,]+, [\d,]+ nodes \(the page keeps no more steps\)\./, 120000);
  const text = await status(page);
  assert.match(text, /Warnsdorff \(fewest onward moves\): finished at step 64, 63 nodes\./);
  assert.match(text, /Stopped after [\d,]+ steps: the page keeps no more/);
  const [dfsCell, warnsCell] = await ratioCells(page);
  assert.match(dfsCell, /^at least [\d,]+x$/);
  assert.equal(warnsCell, '1x');
  assert.match(await page.locator('[data-role=ratio]').textContent(), /= at least [\d,]+x \(Plain DFS \(fixed move order\) has not finished/);
  for (const name of ['Step', 'Play', 'Solve']) assert.equal(await button(page, name).isDisabled(), true, name);
  assert.equal(await button(page, 'Back').isDisabled(), false);
  await shot(page, `${SHOTS}compare-limits-full.png`);
  await button(page, 'Back').click();
  for (const name of ['Step', 'Play', 'Solve']) assert.equal(await button(page, name).isDisabled(), false, name);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sudoku: cell choice and frontier together, four panes; old links stay two panes', async () => {
  const page = await open(env.browser, env.url, '#/sudoku?compare=first,mrv,dfs,bfs', { width: 1920, height: 1080 });
  assert.deepEqual(await page.locator('section.pane').evaluateAll((s) => s.map((e) => e.dataset.value)),
    ['first-dfs', 'first-bfs', 'mrv-dfs', 'mrv-bfs']);
  assert.deepEqual(await page.locator('section.pane .pane-caption').allTextContents(), [
    'first empty cell, DFS: a stack (one grid)', 'first empty cell, BFS: a queue of whole grids',
    'fewest candidates, DFS: a stack (one grid)', 'fewest candidates, BFS: a queue of whole grids']);
  await button(page, 'Solve').click();
  await idle(page, 120000);
  const text = await status(page);
  assert.equal((text.match(/finished at step/g) || []).length, 4, text);
  // All four finished: the ratios are exact.
  for (const cell of await ratioCells(page)) assert.match(cell, /^[\d,.]+x$/);
  assert.equal((await hashParams(page)).compare, 'first,mrv,dfs,bfs');
  await shot(page, `${SHOTS}compare-limits-sudoku-four.png`);
  await page.close();
  // The checkboxes: ticking dfs and bfs keeps first and mrv ticked (four panes); unticking
  // bfs leaves first and mrv with DFS.
  const two = await open(env.browser, env.url, '#/sudoku?compare=first,mrv');
  assert.equal(await two.locator('section.pane').count(), 2);
  await two.locator('.compare-foot').getByRole('checkbox', { name: 'DFS: a stack (one grid)' }).check();
  await two.waitForFunction(() => /compare=first%2Cmrv%2Cdfs|compare=first,mrv,dfs/.test(location.hash));
  assert.equal(await two.locator('section.pane').count(), 2);
  await two.locator('.compare-foot').getByRole('checkbox', { name: 'BFS: a queue of whole grids' }).check();
  await two.waitForSelector('section.pane >> nth=3');
  assert.equal((await hashParams(two)).compare, 'first,mrv,dfs,bfs');
  assert.deepEqual(two.errors, []);
  await two.close();
});
