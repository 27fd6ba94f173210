// "The code": on every view with code=1 the algorithm's listing is beside the
// board, an element data-role="code" whose lines are elements, exactly one of them the
// current step's (aria-current="step"), lit by the label Rust sends; Step moves it and Back
// brings it back with the variables; the comments in Chinese with lang=zh; axe; the layout
// at 1366x768 and in a 640x420 frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, open, button, violations, everyView, serveDist, SHOTS, writtenHash, listed, shot, builtModule } from './harness.mjs';

const env = useBrowser();

// What the panel shows: the current line's label, the labels of the step's other lines,
// and the variables as text.
const panel = (page) => page.evaluate(() => {
  const code = document.querySelector('[data-role=code]');
  const current = [...code.querySelectorAll('li[aria-current=step]')].map((li) => li.dataset.label);
  const ran = [...code.querySelectorAll('li.ran')].map((li) => li.dataset.label);
  return { current, ran, lines: code.querySelectorAll('li').length, vars: document.querySelector('[data-role=vars]').textContent };
});

test('every view: one current line, Step moves it, Back brings it and the variables back', async () => {
  const states = everyView({
    knight: '#/knight?board=6x6&strategy=warnsdorff', bfs: '#/bfs?board=6x6', ladder: '#/ladder?from=fool&to=sage',
    dfs: '#/dfs', queens: '#/queens?n=6', sudoku: '#/sudoku', maze: '#/maze?size=6x6',
  });
  for (const [route, hash] of Object.entries(states)) {
    const page = await open(env.browser, env.url, `${hash}${hash.includes('?') ? '&' : '?'}code=1`, { width: 1366, height: 768 });
    await listed(page).catch(() => { throw new Error(`${route}: no listing with one current line (${page.errors.join(' | ')})`); });
    assert.equal(await button(page, 'Code').getAttribute('aria-pressed'), 'true', route);
    const before = await panel(page);
    assert.ok(before.lines >= 8 && before.lines <= 30, `${route}: ${before.lines} lines`);
    for (let i = 0; i < 3; i += 1) await button(page, 'Step').click();
    const after = await panel(page);
    assert.equal(after.current.length, 1, route);
    // The current line in words, for a reader who cannot see which is lit: its number among
    // the listing's lines and its code; the listing is described by it.
    const said = await page.evaluate(() => {
      const items = [...document.querySelectorAll('[data-role=code] li')];
      const k = items.findIndex((li) => li.getAttribute('aria-current') === 'step');
      const code = document.querySelector('[data-role=code]');
      return { at: document.querySelector('[data-role=code-at]').textContent, want: `Line ${k + 1} of ${items.length}: ${items[k].querySelector('code').textContent.trim()}`,
        described: document.getElementById(code.getAttribute('aria-describedby'))?.dataset.role };
    });
    assert.equal(said.at, said.want, route);
    assert.equal(said.described, 'code-at', route);
    assert.notDeepEqual([after.current, after.ran, after.vars], [before.current, before.ran, before.vars], `${route}: Step moved nothing`);
    for (let i = 0; i < 3; i += 1) await button(page, 'Back').click();
    assert.deepEqual(await panel(page), before, `${route}: Back brings the listing back`);
    assert.match(await writtenHash(page), /code=1/);
    // The page does not scroll sideways for the listing at 1366 px.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${route}: no sideways scroll`);
    assert.deepEqual(await violations(page, `${route} code`), []);
    assert.deepEqual(page.errors, [], route);
    await page.close();
  }
});

test('the comments in Chinese, keywords and names as they are; C turns the panel off', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8&code=1&lang=zh');
  await listed(page);
  const text = await page.locator('[data-role=code]').textContent();
  assert.match(text, /def place\(row\):/);
  assert.match(text, /从左到右/);
  assert.match(await page.locator('[data-role=code-at]').textContent(), /^第 \d+ 行，共 \d+ 行：\S/);
  await page.locator('body').press('c');
  assert.equal(await page.locator('.code-panel').isHidden(), true);
  await page.waitForFunction(() => !location.hash.includes('code=1'));
  await page.close();
});

test('embedded at 640x420 the listing folds under the board, inside the frame', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6&embed=1&code=1', { width: 640, height: 420 });
  await listed(page);
  await button(page, 'Step').click();
  const box = await page.locator('[data-role=code]').boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 640, `listing within the frame's width: ${JSON.stringify(box)}`);
  await shot(page, `${SHOTS}code-embed.png`, { fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('side by side: each pane shows its own listing, lit in lockstep', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&compare=dfs,warnsdorff&code=1', { width: 1366, height: 900 });
  await page.waitForFunction(() => document.querySelectorAll('section.pane [data-role=code] li[aria-current=step]').length === 2, null, { timeout: 10000 });
  assert.equal(await button(page, 'Code').getAttribute('aria-pressed'), 'true');
  for (let i = 0; i < 4; i += 1) await button(page, 'Step').click();
  const lit = await page.evaluate(() => [...document.querySelectorAll('section.pane')].map((p) => [
    p.dataset.value, p.querySelectorAll('[data-role=code] li[aria-current=step]').length, p.querySelector('[data-role=vars]').textContent]));
  assert.deepEqual(lit.map((l) => l[1]), [1, 1]);
  // The same step, two orders: the panes' ordered moves differ (counts for Warnsdorff).
  assert.notEqual(lit[0][2], lit[1][2]);
  await button(page, 'Code').click();
  assert.equal(await page.locator('section.pane .code-panel:visible').count(), 0);
  await page.waitForFunction(() => !location.hash.includes('code=1'));
  assert.deepEqual(await violations(page, 'compare code'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The listings (www/views/*/code/*.js) are not part of the
// start: none is fetched until the panel shows one, and then only the view's (the knight's
// tour's in both its forms).
// The listings' files in the built page (joined by scripts/bundle.mjs, one chunk each), by
// the source each stands for.
const LISTINGS = Object.fromEntries(['knight/code/knight', 'knight/code/knight_java', 'queens/code/queens_mark']
  .map((l) => [`/${builtModule(`www/views/${l}.js`)}`, `/www/views/${l}.js`]));
const listingsFetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname))
  .then((paths) => paths.filter((p) => p in LISTINGS || /^\/www\/views\/[a-z]+\/code\//.test(p)).map((p) => LISTINGS[p] || p).sort());

test('the listings load when the panel first shows one, only the view\'s', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6');
  assert.deepEqual(await listingsFetched(page), []);
  await button(page, 'Code').click();
  await listed(page);
  assert.deepEqual(await listingsFetched(page), ['/www/views/knight/code/knight.js', '/www/views/knight/code/knight_java.js']);
  // The Java form from the menu, at once (it is here already).
  await page.getByRole('combobox', { name: 'Listing' }).selectOption('knight_java');
  assert.match(await page.locator('[data-role=code]').textContent(), /boolean tour\(/);
  assert.equal(await page.locator('[data-role=code] li[aria-current=step]').count(), 1);
  // Another view's listing when its panel opens (the URL keeps code=1).
  await page.goto(`${env.url}#/queens?n=6&code=1`);
  await page.waitForFunction(() => document.querySelector('[data-role=code] li[aria-current=step]')?.closest('ol')?.textContent.includes('def place'));
  assert.deepEqual(await listingsFetched(page), ['/www/views/knight/code/knight.js', '/www/views/knight/code/knight_java.js', '/www/views/queens/code/queens_mark.js']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a listing that does not load: the panel says so, the search goes on, opening it again retries', async () => {
  let answer = null; // null: 404 the listing
  const files = {};
  const listing = builtModule('www/views/queens/code/queens_mark.js');
  Object.defineProperty(files, `/${listing}`, { enumerable: true, get: () => answer });
  const server = await serveDist({ files });
  try {
    const page = await open(env.browser, server.url, '#/queens?n=6&code=1');
    const wait = page.locator('[data-role=code-wait]');
    await page.waitForFunction(() => /did not load/.test(document.querySelector('[data-role=code-wait]')?.textContent || ''));
    assert.match(await wait.textContent(), /^The code did not load \(.+\)\. Check the connection, then close the code and open it again\.$/);
    assert.equal(await page.locator('[data-role=code] li').count(), 0);
    // The variables are the model's, and still follow the search.
    const vars = await page.locator('[data-role=vars]').textContent();
    await button(page, 'Step').click();
    await button(page, 'Step').click();
    assert.notEqual(await page.locator('[data-role=vars]').textContent(), vars);
    assert.deepEqual(await violations(page, 'code failed'), []);
    // Back on line: closed and opened again, it loads.
    answer = readFileSync(new URL(`../../dist/${listing}`, import.meta.url));
    await button(page, 'Code').click();
    await button(page, 'Code').click();
    await listed(page);
    assert.equal(await wait.isHidden(), true);
    assert.deepEqual(page.errors.filter((e) => !/queens_mark|Failed to fetch|Failed to load/.test(e)), []);
    await page.close();
  } finally {
    await server.close();
  }
});
