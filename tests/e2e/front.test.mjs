// The front page (#/, where a bare address lands), as a first visitor meets it: what
// Searchlight is, a way into a lesson and a search moving in the first screen; one click
// on "Start with a lesson" opens slide 1; a card for every view of the registry; the search
// stops at the person's first touch and never moves with reduced motion; the same in
// Chinese, on a phone without sideways scrolling, and clean for axe; what the phone fetches
// before the front page is drawn is under 150 KB gzipped, the wasm fetched after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { useBrowser, open, openDevice, violations, frames, built, ROUTES, SHOTS, shot } from './harness.mjs';

const env = useBrowser();

// The demo board's pixels, to tell whether the search moved.
const pixels = (page) => page.locator('.front-board').evaluate((c) => /** @type {HTMLCanvasElement} */ (c).toDataURL());

// Runs in the page before its scripts: notes when the front page is drawn (body[data-ready],
// set as it is mounted; its first paint is the next frame).
const DRAWN = () => {
  new MutationObserver((_, observer) => {
    if (!document.body?.dataset.ready) return;
    window.__drawn = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
};
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
// A file of the build as a server sends it compressed (gzip's default level).
const gzipped = (path) => gzipSync(readFileSync(`${DIST}${path}`)).length;

test('a bare address lands on the front page: what it is, a lesson one click away, a search moving, every view a card', async () => {
  const page = await open(env.browser, env.url, '', { width: 1366, height: 768 });
  await page.locator('#front-title').waitFor();
  assert.equal(await page.locator('#front-title').textContent(), 'Watch search solve puzzles, one step at a time');
  // In the first screen: the sentence, the way into a lesson and the search.
  for (const sel of ['#front-title', '[data-act=front-start]', '.front-board']) {
    const box = await page.locator(sel).boundingBox();
    assert.ok(box && box.y + box.height <= 768 && box.x + box.width <= 1366, `${sel} is in the first screen: ${JSON.stringify(box)}`);
  }
  // The search moves by itself once the wasm is here.
  const first = await pixels(page);
  await page.waitForFunction((before) => document.querySelector('.front-board').toDataURL() !== before, first, { timeout: 10000 });
  // A card for every view of the registry, in its order, each a link to the view.
  assert.deepEqual(await page.locator('.front-cards a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), ROUTES.map((r) => `#/${r}`));
  // Each with a picture of its board, drawn without the wasm: its cells or vertices, in the card.
  await page.waitForFunction((n) => document.querySelectorAll('.front-cards a svg.front-picture').length === n, ROUTES.length);
  for (const a of await page.locator('.front-cards a').all()) {
    const { cells, box, card } = await a.evaluate((e) => ({
      cells: e.querySelectorAll('svg rect, svg circle').length,
      box: e.querySelector('svg').getBoundingClientRect().toJSON(),
      card: e.getBoundingClientRect().toJSON(),
    }));
    assert.ok(cells >= 6 && box.width >= 40 && box.height >= 40 && box.left >= card.left && box.bottom <= card.bottom, `${await a.getAttribute('href')}: ${cells} cells in ${JSON.stringify(box)}`);
  }
  await shot(page, `${SHOTS}front-1366.png`);
  assert.deepEqual(await violations(page, 'front'), []);
  // Nothing of a view to share, export or present here, and no narration.
  for (const sel of ['#share-open', '#export-open', '#present', '#status', '.keys']) assert.equal(await page.locator(sel).isVisible(), false, sel);
  // A person's first key stops it where it is.
  await page.keyboard.press('Shift');
  const stopped = await pixels(page);
  await frames(page, 40); // two thirds of a second at 60 frames a second: several of its steps
  assert.equal(await pixels(page), stopped, 'the search stopped at the first key');
  await page.locator('[data-act=front-play]').waitFor();
  // One click: slide 1 of the first lesson.
  await page.locator('[data-act=front-start]').click();
  await page.waitForFunction(() => /^#\/lesson\/bfs\?slide=1/.test(location.hash) && document.querySelector('[data-role=slides]'));
  // The header's name goes home.
  await page.locator('#home-link').click();
  await page.locator('#front-title').waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the front page in Chinese on a phone: one column, no sideways scroll, the lesson link in the first screen; reduced motion holds the search still; the first paint costs under 150 KB gzipped', async (t) => {
  const { page } = await openDevice(env.browser, env.url, '#/?lang=zh');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(DRAWN);
  await page.reload();
  await page.locator('#front-title').waitFor();
  assert.equal(await page.locator('#front-title').textContent(), '看搜索一步一步解谜题');
  assert.equal(await page.locator('[data-act=front-start]').textContent(), '从一节课开始');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  const start = await page.locator('[data-act=front-start]').boundingBox();
  assert.ok(start && start.y + start.height <= 844, `the lesson link is in the first screen: ${JSON.stringify(start)}`);
  // Still: the finished layers drawn once, and a button to watch it fill.
  await page.locator('[data-act=front-play]').waitFor();
  // What a phone fetched before the front page was drawn (the page, then every file asked
  // for by then: the English and the Chinese text both), gzipped: under 150 KB; the wasm
  // and its glue asked for only after it, in the background.
  const { wasm, glue } = built();
  const { drawn, files } = await page.evaluate(() => ({
    drawn: window.__drawn,
    files: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname.slice(1), at: r.startTime })),
  }));
  assert.ok(drawn > 0, 'the front page was drawn');
  const before = files.filter((f) => f.at <= drawn).map((f) => f.path);
  assert.ok(before.some((f) => f.startsWith('www/shell/zh-')) && before.some((f) => f.startsWith('www/shell/app')), before.join(' '));
  const bytes = ['index.html', ...before].reduce((sum, f) => sum + gzipped(f), 0);
  t.diagnostic(`before the front page was drawn: ${before.length + 1} files, ${bytes} bytes gzipped`);
  assert.ok(bytes < 150_000, `${bytes} bytes gzipped before the first paint: ${before.join(' ')}`);
  for (const late of [wasm, glue]) {
    const at = files.find((f) => f.path === late)?.at;
    assert.ok(at !== undefined && at > drawn, `${late} asked for at ${at} ms, after the front page was drawn at ${drawn} ms`);
  }
  const still = await pixels(page);
  await frames(page, 40);
  assert.equal(await pixels(page), still);
  assert.equal(await page.locator('.front-cards a').count(), ROUTES.length);
  assert.match(await page.locator('.front-cards a[href^="#/puzzle"]').getAttribute('href'), /lang=zh/);
  await shot(page, `${SHOTS}front-390-zh.png`, { fullPage: true });
  assert.deepEqual(await violations(page, 'front zh phone'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('while the wasm is still on its way the front page is a page: its language menu works, and a card opens its view once the wasm is here', async () => {
  const page = await open(env.browser, env.url, '', { width: 1366, height: 768 });
  // The .wasm held back at the network, as on a slow connection.
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  await page.evaluate(() => { history.replaceState(null, '', '#/'); });
  await page.reload();
  await page.locator('#front-title').waitFor();
  await page.locator('#lang').selectOption('zh');
  await page.waitForFunction(() => document.querySelector('#front-title')?.textContent === '看搜索一步一步解谜题');
  await page.locator('.front-cards a[href^="#/queens"]').click();
  assert.equal(await page.locator('#view [data-role=canvas]').count(), 0, 'no view before the wasm');
  release();
  await page.waitForFunction(() => location.hash.startsWith('#/queens') && document.querySelector('#view [data-role=canvas]') && document.body.dataset.ready === 'true');
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh');
  await page.unroute('**/*.wasm');
  assert.deepEqual(page.errors, []);
  await page.close();
});
