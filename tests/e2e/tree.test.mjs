// The search tree panel: the tree grows with the search and steps back exactly, its levels
// are the lesson's (8 queens: 1, 8, 42, 140, 344, 568, 550, 312, 92), and the whole tree is
// measured in a worker: exactly where feasible, by Knuth's probes where not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, SHOTS, shot, unfold } from './harness.mjs';

const env = useBrowser();
const levels = (page) => page.locator('[data-role=tree-levels]').textContent();
const result = (page) => page.locator('[data-role=tree-result]').textContent();
const waitResult = (page, re, timeout = 60000) => page.waitForFunction(
  (src) => new RegExp(src).test(document.querySelector('[data-role=tree-result]').textContent), re.source, { timeout });

// The whole tree of the view at `hash` measured to its end (Measure enabled again): the
// result's words and the page's errors. Two tests each read the 60x60 knight's and the empty
// 16x16 sudoku's, and measuring them is the longest work of this file (20,000 probes 3,600
// levels deep), so each is measured once, by whichever test asks first; each test still
// makes its own assertions on it. The tree panel is screenshotted when `file` names one.
const MEASURED = new Map();
function measured(hash, file) {
  if (!MEASURED.has(hash)) {
    MEASURED.set(hash, (async () => {
      const page = await open(env.browser, env.url, hash, { width: 1366, height: 900 });
      await unfold(page, '.tree-panel');
      await button(page, 'Measure the whole tree').click();
      await page.waitForFunction(() => !document.querySelector('[data-act=measure]').disabled, null, { timeout: 120000 });
      const text = await result(page);
      // The chart's words, and whether its canvas has bars drawn (inked pixels).
      const chart = await page.locator('[data-role=tree-chart]').getAttribute('aria-label');
      const inked = await page.locator('[data-role=tree-chart]').evaluate((c) => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 3; i < d.length; i += 4) n += d[i] > 0 ? 1 : 0;
        return n;
      });
      if (file) await shot(page.locator('.tree-panel'), SHOTS + file);
      await page.close();
      return { text, chart, inked, errors: page.errors };
    })());
  }
  return MEASURED.get(hash);
}
const KNIGHT60 = '#/knight?board=60x60&start=a1&strategy=dfs';
const SUDOKU16 = `#/sudoku?p=${'.'.repeat(256)}&cell=first`;

test('8 queens: the grown tree has the lesson\'s levels, steps back exactly, and measures 2,057 nodes', async () => {
  let page = await open(env.browser, env.url, '#/queens?n=8&variant=check&mode=all', { width: 1366, height: 900 });
  await unfold(page, '.tree-panel');
  await button(page, 'Step').click();
  await button(page, 'Step').click();
  assert.match(await levels(page), /\(3 in all\): 1, 1, 1$/);
  await button(page, 'Solve').click();
  await page.waitForFunction(() => /Search complete/.test(document.getElementById('status').textContent));
  assert.match(await levels(page), /\(2,057 in all\): 1, 8, 42, 140, 344, 568, 550, 312, 92$/);
  // Back 500 events and forward again: the same tree.
  await page.close();
  // A fresh page at step 1,500 (a hash change would let the solved view answer first).
  page = await open(env.browser, env.url, '#/queens?n=8&variant=check&mode=all&step=1500', { width: 1366, height: 900 });
  await unfold(page, '.tree-panel');
  assert.equal(await page.locator('[data-c=steps]').first().textContent(), '1,500');
  const at1500 = await levels(page);
  for (let i = 0; i < 20; i++) await button(page, 'Step').click();
  for (let i = 0; i < 20; i++) await button(page, 'Back').click();
  assert.equal(await levels(page), at1500);
  await button(page, 'Measure the whole tree').click();
  await waitResult(page, /exactly 2,057 nodes, 8 levels below the root/);
  // A power written as one (8⁸), not in caret notation.
  assert.match(await result(page), /8⁸ ≈ 16,777,216\. The real tree is far smaller/);
  assert.doesNotMatch(await result(page), /\^/);
  // The chart: the whole tree's levels with the entered ones over them, and the branching
  // per level (the lesson's 8, then 5.25, 3.33, ... falling below 1 near the leaves).
  assert.match(await page.locator('[data-role=tree-chart]').getAttribute('aria-label'),
    /\(2,057 nodes, depth 8\).*: 8, 5\.25, 3\.33, 2\.46, 1\.65, 0\.97, 0\.57, 0\.29\.$/);
  // The chart's legend is shown, and its figures level by level in a table once unfolded.
  assert.deepEqual(await page.locator('[data-role=chart-legend] li').allTextContents(), [
    'light bar: nodes of the whole tree at that depth (log scale)',
    'dark bar: nodes this search has entered at that depth',
    'line: branching per level, level d+1 over level d (scale on the right)']);
  await page.locator('[data-role=chart-table] summary').click();
  // The table is built when it unfolds (its toggle event).
  await page.waitForFunction(() => document.querySelectorAll('[data-role=chart-table] tr').length === 10);
  const rows = await page.locator('[data-role=chart-table] tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.deepEqual(rows[0], ['depth', 'nodes in the whole tree', 'entered so far', 'over the level above']);
  assert.deepEqual(rows.slice(1).map((r) => r[1]), ['1', '8', '42', '140', '344', '568', '550', '312', '92']);
  assert.deepEqual(rows.slice(1).map((r) => r[3]), ['–', '8', '5.25', '3.33', '2.46', '1.65', '0.97', '0.57', '0.29']);
  // The entered column is the grown tree's levels (the line above the chart).
  const grown = await levels(page);
  assert.equal(rows.slice(1).map((r) => r[2]).join(', '), grown.slice(grown.indexOf('): ') + 3));
  await shot(page.locator('.tree-panel'), SHOTS + 'tree-queens.png');
  // Full screen sets the page's type 1.5 times larger; the chart and its numbers grow with it
  // (they stayed at 11 px, about 9 px in a projector's terms).
  const chartHeight = () => page.locator('[data-role=tree-chart]').evaluate((c) => c.getBoundingClientRect().height);
  assert.equal(await chartHeight(), 150);
  await button(page, 'Full screen').click();
  await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await page.waitForFunction(() => document.querySelector('[data-role=tree-chart]').getBoundingClientRect().height === 225);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('knight 5x5 from a1, plain DFS: the whole tree counted exactly (1,735,079 nodes)', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&strategy=dfs&step=40', { width: 1366, height: 900 });
  await unfold(page, '.tree-panel');
  await button(page, 'Measure the whole tree').click();
  await waitResult(page, /exactly 1,735,079 nodes, 24 levels below the root/);
  assert.match(await result(page), /This search has entered \d+ of its nodes/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('knight 8x8: too big to count, estimated by probes with an interval; Cancel stops it', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs&step=12000', { width: 1366, height: 900 });
  await unfold(page, '.tree-panel');
  // 12,000 steps enter more nodes than are drawn one by one (4,096): the levels as bars.
  assert.match(await levels(page), /in all\): 1, 1, 1/);
  await button(page, 'Measure the whole tree').click();
  await button(page, 'Stop measuring').click();
  assert.equal(await result(page), 'Measuring cancelled.');
  await button(page, 'Measure the whole tree').click();
  await waitResult(page, /Knuth's estimate from 20,000 random probes is [\d.]+ × 10²[⁰¹²³⁴⁵⁶⁷⁸⁹] nodes \(95% interval/, 120000);
  // The depth is the deepest probe's, not a fact about the tree (tours reach 63).
  assert.match(await result(page), /; the deepest probe went \d+ levels below the root \(deeper branches may exist\);/);
  assert.match(await result(page), /5\.25 choices at each of 64 levels, 5\.25⁶⁴ ≈ 1\.2\d × 10⁴⁶/);
  assert.match(await page.locator('[data-role=chart-legend]').textContent(), /light bar: estimated nodes of the whole tree/);
  await shot(page.locator('.tree-panel'), SHOTS + 'tree-knight.png');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('knight 60x60: an estimate past 10³⁰⁸ says only that, and is not set against 7.6³⁶⁰⁰', async () => {
  // Until the last probe the running estimate may still be finite: measured to the end.
  const { text, chart, inked, errors } = await measured(KNIGHT60, 'tree-60.png');
  // The chart draws the levels past 10³⁰⁸ at the top of its scale, and says no NaN or ∞.
  assert.doesNotMatch(chart, /NaN|Infinity|∞/, chart);
  assert.ok(inked > 5000, `${inked} pixels inked`);
  assert.match(text, /is more than 10³⁰⁸ nodes, past the largest number the page can hold, so how far past is not known; the deepest probe went [\d,]+ levels below the root; average branching factor more than [\d.]+\./);
  assert.match(text, /7\.6 choices at each of 3,600 levels, 7\.6³⁶⁰⁰ ≈ [\d.]+ × 10³¹⁷¹\.$/);
  assert.doesNotMatch(text, /interval|far smaller|\^/);
  assert.deepEqual(errors, []);
});

test('the tree is drawn while on screen: below the fold it waits, scrolled to it shows the frame shown', async () => {
  // In a narrow window (390 x 844), the panel under the board and the rest of the side panel,
  // it stands below the fold.
  const tree = (page) => page.locator('[data-role=tree]').evaluate((c) => c.toDataURL());
  const frame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // The panel opened on an earlier visit (kept, fold.js), the page loaded again at its top.
  const reopened = async (p) => {
    await unfold(p, '.tree-panel');
    await p.reload();
    await p.waitForSelector('body[data-ready=true]', { state: 'attached' });
  };
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs&step=4000', { width: 390, height: 844 });
  await reopened(page);
  assert.ok(await page.locator('[data-role=tree]').evaluate((c) => c.getBoundingClientRect().top > innerHeight + 200));
  await frame(page);
  const at4000 = await tree(page);
  const words = await levels(page);
  for (let i = 0; i < 5; i++) await button(page, 'Step').click();
  await frame(page);
  // The words under it follow every step; the picture waits.
  assert.notEqual(await levels(page), words);
  assert.equal(await tree(page), at4000);
  await page.locator('[data-role=tree]').scrollIntoViewIfNeeded();
  await page.waitForFunction((before) => document.querySelector('[data-role=tree]').toDataURL() !== before, at4000);
  const scrolled = await tree(page);
  // The same picture as a page opened at step 4,005 and scrolled to its tree (below the
  // fold, it is not drawn at all before: a cold start does not lay the page out for it).
  const fresh = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs&step=4005', { width: 390, height: 844 });
  await reopened(fresh);
  await frame(fresh);
  const undrawn = await tree(fresh);
  assert.notEqual(undrawn, scrolled);
  await fresh.locator('[data-role=tree]').scrollIntoViewIfNeeded();
  await fresh.waitForFunction((before) => document.querySelector('[data-role=tree]').toDataURL() !== before, undrawn);
  assert.equal(await tree(fresh), scrolled);
  assert.deepEqual([...page.errors, ...fresh.errors], []);
  await fresh.close();
  await page.close();
});

test('tree: after Stop measuring, the next step does not bring back the partial count', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs', { width: 1366, height: 900 });
  await unfold(page, '.tree-panel');
  await button(page, 'Measure the whole tree').click();
  await waitResult(page, /Counting every node: [\d,]+ so far/);
  await button(page, 'Stop measuring').click();
  assert.equal(await result(page), 'Measuring cancelled.');
  await button(page, 'Step').click();
  await button(page, 'Step').click();
  assert.equal(await result(page), 'Measuring cancelled.');
  assert.equal(await button(page, 'Measure the whole tree').isEnabled(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('tree: a count running refuses Measure with a message; a count started while measuring ends the measurement visibly', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6&start=a1&strategy=dfs', { width: 1366, height: 900 });
  await unfold(page, '.tree-panel');
  const countDone = () => page.waitForFunction(() => !document.querySelector('[data-act=count]').disabled, null, { timeout: 60000 });
  await page.click('[data-act=count]');
  await page.waitForFunction(() => /so far/.test(document.querySelector('[data-role=count-result]').textContent));
  await button(page, 'Measure the whole tree').click();
  assert.match(await result(page), /A count is still running in this view/);
  assert.equal(await button(page, 'Stop measuring').isEnabled(), false);
  // The count was not killed: it ends with its answer (524,486 open tours from a corner of 6x6).
  await countDone();
  assert.match(await page.locator('[data-role=count-result]').textContent(), /524,486/);
  // Now the other way round.
  await button(page, 'Measure the whole tree').click();
  await waitResult(page, /Counting every node|Knuth/);
  await page.click('[data-act=count]');
  await waitResult(page, /^Measuring cancelled\.$/, 5000);
  assert.equal(await button(page, 'Measure the whole tree').isEnabled(), true);
  assert.equal(await page.locator('[data-role=tree-progress]').isHidden(), true);
  await countDone();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('tree: a 60x60 knight tree past 10^308 is said as more than 10^308, never ∞ or Infinity', async () => {
  const { text, errors } = await measured(KNIGHT60, 'tree-60.png');
  assert.match(text, /Knuth's estimate from 20,000 random probes is more than 10³⁰⁸ nodes/);
  assert.match(text, /average branching factor more than 1\.\d+\./);
  // 3,600 levels of k > 7: k^3600 is 10 to a power of four digits, said as such.
  assert.match(text, /³⁶⁰⁰ ≈ \d(\.\d\d?)? × 10³[⁰¹²³⁴⁵⁶⁷⁸⁹]{3}\./);
  assert.doesNotMatch(text, /∞|Infinity|NaN|e[+-]\d/);
  assert.deepEqual(errors, []);
});

test('tree: the lesson\'s 16^256 (an empty 16x16 sudoku, first empty cell) is 1.8 × 10^308, not ∞', async () => {
  // 2^1024 = 1.797 × 10^308 is one past the largest double.
  const { text, errors } = await measured(SUDOKU16);
  assert.match(text, /16 choices at each of 256 levels, 16²⁵⁶ ≈ 1\.8 × 10³⁰⁸\./);
  assert.deepEqual(errors, []);
});

test('tree: the share of a huge tree the search has entered reads 2.4 × 10^-20 %, not 2.4e-20', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs&step=3', { width: 1366, height: 900 });
  await unfold(page, '.tree-panel');
  await button(page, 'Measure the whole tree').click();
  await page.waitForFunction(() => !document.querySelector('[data-act=measure]').disabled, null, { timeout: 120000 });
  const text = await result(page);
  assert.match(text, /This search has entered 4 of its nodes \(\d(\.\d)? × 10⁻²[⁰¹²³⁴⁵⁶⁷⁸⁹]%\)\./);
  assert.doesNotMatch(text, /\de-\d/);
  await page.close();
});

test('tree: a huge tree (an empty 16x16 sudoku) has a finite branching factor', async () => {
  const { text } = await measured(SUDOKU16);
  assert.match(text, /Knuth's estimate/);
  const k = text.match(/average branching factor (?:about )?([\d,]+(?:\.\d+)?)/)[1];
  assert.ok(Number(k.replace(/,/g, '')) > 1 && Number(k.replace(/,/g, '')) < 16, k);
});
