// The code listings' lines without a label (an import, a global declaration,
// sudoku's stop at the limit, added so that each listing runs as shown): the panel shows
// them with their comments, never lights them, and still lights the labelled lines around
// them as the search runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, SHOTS, listed, shot } from './harness.mjs';

const env = useBrowser();

// Each listed line's code, its label (null for none), and whether it is lit or marked.
const lines = (page) => page.evaluate(() => [...document.querySelectorAll('[data-role=code] li')].map((li) => ({
  code: li.querySelector('code').textContent,
  label: li.dataset.label ?? null,
  lit: li.getAttribute('aria-current') === 'step' || li.classList.contains('ran'),
})));

for (const [route, hash, unlabelled] of [
  ['dfs', '#/dfs?code=1', ['    global color, d, f, kind, time', '    global time']],
  ['bfs', '#/bfs?board=5x5&code=1', ['from collections import deque']],
  ['queens', '#/queens?n=5&code=1', ['    global solutions']],
  ['sudoku', '#/sudoku?code=1', ['    if (limit && solutions == limit) return;']],
]) {
  test(`${route}: the lines without a label are shown and never lit`, async () => {
    const page = await open(env.browser, env.url, hash, { width: 1366, height: 900 });
    await listed(page);
    const seen = new Set();
    for (let i = 0; i < 40; i += 1) {
      const now = await lines(page);
      assert.deepEqual(now.filter((l) => l.label === null).map((l) => l.code), unlabelled, `${route}, step ${i}`);
      assert.deepEqual(now.filter((l) => l.label === null && l.lit), [], `${route}, step ${i}`);
      for (const l of now) if (l.lit) seen.add(l.label);
      if (i === 12) await shot(page.locator('.code-panel'), `${SHOTS}listings-${route}.png`);
      if (await button(page, 'Step').isDisabled()) break;
      await button(page, 'Step').click();
    }
    assert.ok(seen.size >= 5, `${route}: lines lit: ${[...seen]}`);
    assert.deepEqual(page.errors, [], route);
    await page.close();
  });
}
