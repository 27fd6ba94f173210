// The page embedded in other sites' pages: in a frame sandboxed as course platforms do (it
// starts, or says it cannot with a link, within two seconds), at 640x420 with the legend
// beside the board (or left out), and a 100x100 maze whose board and player fit the frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, open, button, violations, loadAt, serveDist, servePage, SHOTS, writtenHash, openDevice, shot, asked } from './harness.mjs';
import { loadCatalogue } from '../../www/text/index.js';

const [en, zh] = await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);

const env = useBrowser();

test('a 640x420 embed shows the legend beside the board; legend=0 leaves it out and stays in the URL', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/knight?embed=1&step=5', { width: 640, height: 420, touch: false });
  const legend = page.locator('#view .side > .legend-list');
  await legend.waitFor({ state: 'visible' });
  const board = await page.locator('#view .stage canvas').boundingBox();
  const box = await legend.boundingBox();
  assert.ok(box.x >= board.x + board.width, `legend ${JSON.stringify(box)} is not beside the board ${JSON.stringify(board)}`);
  assert.ok(box.y >= 0 && box.y < 420 && box.x + box.width <= 640);
  // The board takes at least half the frame's height, the legend what is left of the width.
  assert.ok(board.height >= 210, JSON.stringify(board));
  assert.match(await legend.textContent(), /the start square/);
  await shot(page, `${SHOTS}embed-legend.png`);
  assert.deepEqual(await violations(page, 'embed with legend'), []);
  await loadAt(page, `${env.url}#/knight?embed=1&step=5&legend=0`);
  await page.waitForFunction(() => /step=5/.test(location.hash));
  assert.equal(await legend.isVisible(), false);
  assert.match(await writtenHash(page), /legend=0/);
  assert.equal(await page.locator('#notice').isVisible(), false);
  await shot(page, `${SHOTS}embed-nolegend.png`);
  // A notice in the frame (an unknown parameter): above the board, which makes room for it
  // and stays clear of the player.
  await loadAt(page, `${env.url}#/knight?embed=1&step=5&foo=1`);
  const notice = page.locator('#notice');
  await notice.waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const n = document.getElementById('notice').getBoundingClientRect();
    const b = document.querySelector('#view .stage canvas').getBoundingClientRect();
    const p = document.querySelector('#view .player').getBoundingClientRect();
    return n.bottom <= b.top && b.bottom <= p.top && p.bottom <= innerHeight;
  });
  await shot(page, `${SHOTS}embed-notice.png`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// "Your turn" in a frame asks what its frame shows: the question names the frontier (the
// sliding puzzle) or the queue (BFS), which the full page shows beside the board and an embed
// left out; asked, the frame shows it, whole rows inside the 640x420 frame, and the row it
// lists first (the frontier is kept next first) is the answer, graded right on a click.
test('a 640x420 embed asking "Your turn" shows what its questions read: the frontier, the queue', async () => {
  const TEXT = { en, zh };
  const inFrame = (box) => box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 640 && box.y + box.height <= 420;
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `#/puzzle?shuffle=20&seed=2&step=12&embed=1&predict=1&lang=${lang}`, { width: 640, height: 420 });
    await asked(page);
    const rows = page.locator('[data-role=queue] tbody tr');
    assert.ok(await rows.count() >= 2, 'the frontier has rows');
    const first = rows.first();
    assert.ok(await first.isVisible(), `${lang}: the frontier is shown in the frame`);
    assert.ok(inFrame(await first.boundingBox()), `${lang}: its first row is inside the frame`);
    const board = await page.locator('#view .stage canvas').boundingBox();
    assert.ok(inFrame(board) && board.height >= 200, `${lang}: the board ${JSON.stringify(board)}`);
    await shot(page, `${SHOTS}embed-predict-puzzle-${lang}.png`);
    await first.click();
    await page.waitForFunction((right) => document.querySelector('[data-role=verdict]').textContent.startsWith(right), TEXT[lang]['predict.right']);
    assert.deepEqual(await violations(page, `embed predict ${lang}`), []);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  const page = await open(env.browser, env.url, '#/bfs?board=6x6&start=c3&step=4&embed=1&predict=1', { width: 640, height: 420 });
  await asked(page);
  const queued = page.locator('[data-role=queue] li').first();
  assert.ok(await queued.isVisible(), 'the BFS queue is shown in the frame');
  assert.ok(inFrame(await queued.boundingBox()));
  await shot(page, `${SHOTS}embed-predict-bfs.png`);
  await page.close();
});

test('a 100x100 maze embedded in 640x420 fits its frame, player included', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=100x100&embed=1', { width: 640, height: 420 });
  const board = await page.locator('canvas').first().boundingBox();
  const play = await button(page, 'Play').boundingBox();
  assert.ok(board.y + board.height <= 420 && play.y + play.height <= 420, JSON.stringify({ board, play }));
  await page.close();
});

// A course author's page on another loopback port, embedding `src` in a frame sandboxed as
// course platforms do.
// `paused`: the page's clock (setTimeout, Date, performance.now) held still from the start
// (Playwright's fake clock, in every frame): only what an event does happens.
async function sandboxPage(src, { paused = false } = {}) {
  const outer = await servePage(`<!doctype html><title>notes</title><iframe sandbox="allow-scripts allow-popups" src="${src}" width="640" height="420" title="frame"></iframe>`);
  const page = await env.browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let pausedAt = null;
  if (paused) {
    pausedAt = Date.now() + 1000;
    await page.clock.install();
    await page.clock.pauseAt(pausedAt);
  }
  const started = Date.now();
  await page.goto(outer.url, { waitUntil: 'commit' });
  const frame = page.frameLocator('iframe');
  return { page, frame, started, pausedAt, errors, close: () => Promise.all([page.close(), outer.close()]) };
}

test('embedded in a sandboxed frame (allow-scripts allow-popups) on another origin: the page starts, styled, and says what needs a worker', async () => {
  const embedded = await sandboxPage(`${env.url}#/knight?embed=1&board=5x5&strategy=dfs`);
  const full = await sandboxPage(`${env.url}#/queens?n=6`);
  try {
    await sandboxed(embedded, full);
  } finally {
    await Promise.all([embedded.close(), full.close()]);
  }
});

async function sandboxed({ page, frame, started, errors }, full) {
  const inner = () => page.frames().find((f) => f !== page.mainFrame());
  await frame.locator('body[data-ready=true]').waitFor({ state: 'attached', timeout: 10000 });
  const took = Date.now() - started;
  assert.equal(await inner().evaluate(() => self.origin), 'null', 'an opaque origin');
  assert.match(await frame.getByRole('status').textContent(), /^Knight on a1 of 5x5/);
  // The stylesheet applied (its integrity checked on a CORS request): the embed bar is placed.
  assert.equal(await frame.locator('#embed-bar').evaluate((el) => getComputedStyle(el).position), 'fixed');
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('[data-c=steps]').filter({ hasText: /^2$/ }).waitFor({ state: 'attached' });
  assert.match(await frame.locator('#open-full').getAttribute('href'), /#\/knight\?.*board=5x5/);
  await shot(page, `${SHOTS}embed-sandbox.png`);
  console.log(`sandboxed frame ready in ${took} ms`);

  // The full page in the frame: counting needs a worker, which an opaque origin may not
  // start; it says so instead of hanging.
  await full.frame.locator('body[data-ready=true]').waitFor({ state: 'attached', timeout: 10000 });
  await full.frame.getByRole('button', { name: 'Count', exact: true }).click();
  const alert = full.frame.getByRole('alert');
  await alert.filter({ hasText: /cannot start background work/ }).waitFor({ timeout: 3000 });
  assert.match((await alert.textContent()).trim(), /^This frame cannot start background work \(a sandboxed frame without allow-same-origin\)/);
  assert.deepEqual([...errors, ...full.errors], []);
}

test('in a sandboxed frame whose server does not let other origins read its files, the frame says so as the module fails, not after its 2 s wait, with a link', async () => {
  const strict = await serveDist({ without: ['Access-Control-Allow-Origin'] });
  try {
    // The frame's clock held still: its two-second fallback cannot fire, so the words come
    // from the failed module's error event, at once in the page's time. (On the wall clock
    // that took 0.3 s here, and 2.7 s once at load 22: the time the machine takes to load
    // the frame at all, not the page's.)
    const { page, frame, pausedAt, close } = await sandboxPage(`${strict.url}#/knight?embed=1&board=6x6`, { paused: true });
    try {
      const link = frame.getByRole('link', { name: 'Open in Searchlight' });
      await frame.getByRole('status').filter({ hasText: /^Searchlight cannot start in this frame/ }).waitFor({ timeout: 30000 });
      // The frame's clock is the held one: no time has passed in it.
      const inner = page.frames().find((f) => f !== page.mainFrame());
      assert.equal(await inner.evaluate(() => Date.now()), pausedAt, 'the frame\'s clock is held still');
      assert.ok(await link.isVisible());
      const href = await link.getAttribute('href');
      assert.equal(href, `${strict.url}#/knight?board=6x6`);
      assert.equal(await link.getAttribute('target'), '_blank');
      await shot(page, `${SHOTS}embed-sandbox-stuck.png`);
    } finally {
      await close();
    }
  } finally {
    await strict.close();
  }
  // The Chinese words the fallback script shows are the catalogue's.
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  assert.ok(html.includes(`data-zh="${zh['start.stuck']}"`));
  assert.ok(html.includes(`data-zh="${zh['embed.open']}"`));
});
