// Junk values in the link are said in notices that name what the page uses instead: the
// maze's fallback squares are where the mouse and coin are, its flags say on/off, what the
// second run changes is checked on the first; a notice quoting a huge value quotes its start
// and stays inside the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, SHOTS, writtenHash, shot, moreOptions } from './harness.mjs';

const env = useBrowser();
const notices = (page) => page.locator('.notice').allTextContents().then((a) => a.join(' '));

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
  await moreOptions(page);
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
  await shot(page, SHOTS + 'notices-maze-long.png');
  await page.close();
});

test('a notice quotes a long junk value by its start', async () => {
  const junk = 'x'.repeat(5000);
  const page = await open(env.browser, env.url, `#/knight?board=${junk}`);
  const notice = await page.locator('.notice').textContent();
  assert.ok(notice.includes('x'.repeat(77) + '…') && !notice.includes('x'.repeat(121)), notice.slice(0, 300));
  assert.ok(notice.length < 400, `${notice.length} characters`);
  await page.close();
});

test('a notice shows control characters and bidirectional overrides in a link as U+FFFD', async () => {
  // A NUL and a right-to-left override quoted raw would hide or reverse the notice's own
  // words.
  const page = await open(env.browser, env.url, `#/knight?board=8x8%00%E2%80%AEevil`);
  const notice = await page.locator('#notice-list').textContent();
  assert.ok(notice.includes('8x8\ufffd\ufffdevil'), notice);
  assert.ok(!notice.includes('\u0000') && !notice.includes('\u202e'), notice);
  assert.deepEqual(page.errors, []);
  await page.close();
});
