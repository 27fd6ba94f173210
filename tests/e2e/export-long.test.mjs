// A long run in the page (issue 32, item 7): Shannon's mouse without the visited set on a
// 100x100 maze with loops, run to its limit of 1,000,000 steps. Its way from the start is
// then about 600,000 squares long (it goes round cycles) in a maze of 10,000: a frame draws
// the passages the way goes through, each once, not the way square by square (which took
// about 2 s a Step to paint). Exports of such a run: a GIF's Cancel takes effect at once,
// and the CSV is built in slices off the page's thread, with progress, while the page
// answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open } from './harness.mjs';

const env = useBrowser();
const LONG = '#/maze?size=100x100&seed=3&loops=30&memory=off&limit=1000000';

// Count the canvas's lineTo calls (every canvas's, on-screen or not) from now on.
const countLines = (page) => page.evaluate(() => {
  const proto = CanvasRenderingContext2D.prototype;
  const own = proto.lineTo;
  window.lines = 0;
  proto.lineTo = function lineTo(...args) { window.lines += 1; return own.apply(this, args); };
});

test('a Step at step 999,990 draws the way by its passages: far fewer lines than the way has squares', async () => {
  const page = await open(env.browser, env.url, `${LONG}&step=999990`, { width: 1366, height: 900 });
  assert.equal(await page.locator('[data-c=steps]').textContent(), '999,990');
  const route = Number((await page.locator('[data-c=route]').textContent()).replace(/,/g, ''));
  assert.ok(route > 500000, `the way is ${route} squares long`);
  await countLines(page);
  await page.click('[data-act=step]');
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '999,991');
  // The walls take a line each (about 10,000 here), the way and its cycle one a passage (at
  // most 19,800 on 100x100); the way square by square was 600,000 lines.
  const lines = await page.evaluate(() => window.lines);
  assert.ok(lines > 1000 && lines < 60000, `${lines} lines drawn for one step`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
