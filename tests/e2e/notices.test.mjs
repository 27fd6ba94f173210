// The fixes of a newcomer's and a hostile user's pass over the page: the search tree panel
// (Stop measuring really drops the partial figures, a count and a measurement never kill
// each other silently, trees past a double's range said honestly) and the maze view's junk
// URL values (the fallbacks it names are the ones it uses, flags say on/off, what the second
// run changes checked on the first, a notice quoting a huge value stays inside the page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, status, SHOTS, writtenHash } from './harness.mjs';

const env = useBrowser();
const result = (page) => page.locator('[data-role=tree-result]').textContent();
const waitResult = (page, re, timeout = 60000) => page.waitForFunction(
  (src) => new RegExp(src).test(document.querySelector('[data-role=tree-result]').textContent), re.source, { timeout });
const notices = (page) => page.locator('.notice').allTextContents().then((a) => a.join(' '));

test('tree: after Stop measuring, the next step does not bring back the partial count', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs', { width: 1366, height: 900 });
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
  const page = await open(env.browser, env.url, '#/knight?board=60x60&start=a1&strategy=dfs', { width: 1366, height: 900 });
  await button(page, 'Measure the whole tree').click();
  await page.waitForFunction(() => !document.querySelector('[data-act=measure]').disabled, null, { timeout: 120000 });
  const text = await result(page);
  assert.match(text, /Knuth's estimate from 20,000 random probes is more than 10³⁰⁸ nodes/);
  assert.match(text, /average branching factor more than 1\.\d+\./);
  // 3,600 levels of k > 7: k^3600 is 10 to a power of four digits, said as such.
  assert.match(text, /³⁶⁰⁰ ≈ \d(\.\d\d?)? × 10³[⁰¹²³⁴⁵⁶⁷⁸⁹]{3}\./);
  assert.doesNotMatch(text, /∞|Infinity|NaN|e[+-]\d/);
  await page.locator('.tree-panel').screenshot({ path: SHOTS + 'review-tree-60.png' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('tree: the lesson\'s 16^256 (an empty 16x16 sudoku, first empty cell) is 1.8 × 10^308, not ∞', async () => {
  const page = await open(env.browser, env.url, `#/sudoku?p=${'.'.repeat(256)}&cell=first`, { width: 1366, height: 900 });
  await button(page, 'Measure the whole tree').click();
  await page.waitForFunction(() => !document.querySelector('[data-act=measure]').disabled, null, { timeout: 120000 });
  // 2^1024 = 1.797 × 10^308 is one past the largest double.
  assert.match(await result(page), /16 choices at each of 256 levels, 16²⁵⁶ ≈ 1\.8 × 10³⁰⁸\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('tree: the share of a huge tree the search has entered reads 2.4 × 10^-20 %, not 2.4e-20', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs&step=3', { width: 1366, height: 900 });
  await button(page, 'Measure the whole tree').click();
  await page.waitForFunction(() => !document.querySelector('[data-act=measure]').disabled, null, { timeout: 120000 });
  const text = await result(page);
  assert.match(text, /This search has entered 4 of its nodes \(\d(\.\d)? × 10⁻²[⁰¹²³⁴⁵⁶⁷⁸⁹]%\)\./);
  assert.doesNotMatch(text, /\de-\d/);
  await page.close();
});

test('maze: a bad start or coin names the square it falls back to, and that is where they are', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=10x10&start=z99&coin=q0', { width: 1366, height: 900 });
  const said = await notices(page);
  assert.match(said, /Ignored start=z99: .* Using the top-left square\./);
  assert.match(said, /Ignored coin=q0: .* Using the bottom-right square\./);
  assert.match(await status(page), /The mouse is at a10; the coin is at j1\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('maze: a junk flag says on or off, the values its URL uses', async () => {
  const page = await open(env.browser, env.url, '#/maze?memory=maybe&walls=2', { width: 1366, height: 900 });
  const said = await notices(page);
  assert.match(said, /Ignored memory=maybe: use on or off\. Using on\./);
  assert.match(said, /Ignored walls=2: use on or off\./);
  assert.match(await writtenHash(page), /memory=on/);
  await page.close();
});

test('maze: what the second run changes (moved=, newcoin=) is checked on the first run too', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=12x12&run=explore&newcoin=q5&moved=a12n', { width: 1366, height: 900 });
  const said = await notices(page);
  assert.match(said, /Ignored newcoin=q5: "q5" is not a square of the maze/);
  assert.match(said, /Ignored moved=a12n: "a12n" is not a wall/);
  const hash = await writtenHash(page);
  assert.doesNotMatch(hash, /newcoin|moved/);
  // A good one stays, and the second run uses it.
  await page.goto(env.url + '#/maze?size=12x12&run=explore&newcoin=a1');
  await page.waitForFunction(() => /newcoin=a1/.test(location.hash));
  await page.selectOption('select[name=run]', 'second');
  await page.waitForFunction(() => /coin at a1/.test(document.getElementById('status').textContent));
  await page.close();
});

test('maze: a notice quoting a 15,000-character edits= list wraps inside the page', async () => {
  const junk = Array.from({ length: 3000 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${(i % 90) + 1}s`).join(',');
  const page = await open(env.browser, env.url, `#/maze?edits=${junk}`, { width: 1366, height: 768 });
  assert.match(await notices(page), /Ignored edits=a1s,b2s/);
  const sizes = await page.evaluate(() => {
    const li = document.querySelector('.notice li');
    return { page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth, li: li.scrollWidth, box: li.clientWidth };
  });
  assert.ok(sizes.page <= sizes.view, `page ${sizes.page} wider than ${sizes.view}`);
  assert.ok(sizes.li <= sizes.box + 1, `notice line ${sizes.li} wider than its box ${sizes.box}`);
  await page.screenshot({ path: SHOTS + 'review-maze-long-notice.png' });
  await page.close();
});

test('a notice quotes a long junk value by its start, and a huge tree has a finite branching factor', async () => {
  const junk = 'x'.repeat(5000);
  const page = await open(env.browser, env.url, `#/knight?board=${junk}`);
  const notice = await page.locator('.notice').textContent();
  assert.ok(notice.includes('x'.repeat(77) + '…') && !notice.includes('x'.repeat(121)), notice.slice(0, 300));
  assert.ok(notice.length < 400, `${notice.length} characters`);
  await page.close();
  const sudoku = await open(env.browser, env.url, `#/sudoku?p=${'.'.repeat(256)}&cell=first`, { width: 1366, height: 900 });
  await button(sudoku, 'Measure the whole tree').click();
  await sudoku.waitForFunction(() => /Knuth's estimate/.test(document.querySelector('[data-role=tree-result]').textContent), null, { timeout: 120000 });
  const k = (await sudoku.locator('[data-role=tree-result]').textContent()).match(/average branching factor (?:about )?([\d,]+(?:\.\d+)?)/)[1];
  assert.ok(Number(k.replace(/,/g, '')) > 1 && Number(k.replace(/,/g, '')) < 16, k);
  await sudoku.close();
});

test('a 100x100 maze embedded in 640x420 fits its frame, player included', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=100x100&embed=1', { width: 640, height: 420 });
  const board = await page.locator('canvas').first().boundingBox();
  const play = await button(page, 'Play').boundingBox();
  assert.ok(board.y + board.height <= 420 && play.y + play.height <= 420, JSON.stringify({ board, play }));
  await page.close();
});
