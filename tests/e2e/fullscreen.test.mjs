// Full screen (presentation mode) fits a projector: a comparison's boards, counters, player,
// narration, finish lines and table on one screen at 100% and 150%; one board's file letters
// on screen and grown with the type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, SHOTS, openDevice, frames, shot } from './harness.mjs';

const env = useBrowser();

// Full screen at a window of `width` x `height` device pixels and `zoom`.
async function fullScreen(hash, width, height, zoom) {
  const { context, page } = await openDevice(env.browser, env.url, hash, { width, height, zoom, touch: false });
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement !== null && document.documentElement.classList.contains('presenting'));
  // Two frames later the boards have been laid out again for the larger type.
  await frames(page, 2);
  return { context, page };
}

const inView = (page, sel) => page.evaluate((sel) => [...document.querySelectorAll(sel)]
  .filter((e) => e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect(); return { sel, top: Math.round(r.top), bottom: Math.round(r.bottom), inside: r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.height > 0 }; }), sel);

test('full screen on a 1920x1080 projector at 150%: a comparison shows both boards, the counters, the player and the narration on one screen', async () => {
  const { context, page } = await fullScreen('#/knight?compare=dfs,warnsdorff&step=20', 1920, 1080, 1.5);
  const parts = [];
  for (const sel of ['#view .stage canvas', '.pane .counters', '.pane-status', '#view .player', '#status']) parts.push(...await inView(page, sel));
  await shot(page, `${SHOTS}fullscreen-compare-150.png`);
  assert.equal(parts.filter((p) => p.sel === '#view .stage canvas').length, 2);
  assert.deepEqual(parts.filter((p) => !p.inside), [], JSON.stringify(parts));
  // Boards a class can see: at least 40% of the screen's height.
  const boards = await page.locator('#view .stage canvas').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().height));
  assert.ok(boards.every((h) => h >= 0.4 * 720), `boards ${boards}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('full screen at 100% (1920x1080): each pane\'s finish line and the table are on screen', async () => {
  const { context, page } = await fullScreen('#/knight?compare=dfs,warnsdorff&step=20', 1920, 1080, 1);
  const parts = [];
  for (const sel of ['#view .stage canvas', '.pane-status', '.compare-table', '#view .player']) parts.push(...await inView(page, sel));
  await shot(page, `${SHOTS}fullscreen-compare-100.png`);
  assert.equal(parts.filter((p) => p.sel === '.pane-status').length, 2);
  assert.deepEqual(parts.filter((p) => !p.inside), [], JSON.stringify(parts));
  assert.deepEqual(page.errors, []);
  await context.close();
});

// The height of the ink of the file letters under a board, in CSS pixels.
const letterInk = (page) => page.locator('[data-role=canvas]').evaluate((c) => {
  const ctx = c.getContext('2d');
  const dpr = c.width / parseFloat(c.style.width);
  const h = c.height;
  const col = Math.round(c.width * 0.75);
  // The board's bottom: scanning up the right part of the canvas, the first pixel that is
  // not the margin's white.
  let bottom = h - 1;
  while (bottom > 0 && ctx.getImageData(col, bottom, 1, 1).data.slice(0, 3).every((v) => v > 245)) bottom--;
  const strip = ctx.getImageData(0, bottom + 2, c.width, h - bottom - 2);
  let top = -1;
  let low = -1;
  for (let y = 0; y < strip.height; y++) {
    for (let x = 0; x < strip.width; x++) {
      const i = (y * strip.width + x) * 4;
      if (strip.data[i] + strip.data[i + 1] + strip.data[i + 2] < 300) { if (top < 0) top = y; low = y; break; }
    }
  }
  return (low - top + 1) / dpr;
});

test('full screen at 150%, one board: the file letters are on screen and the labels grow with the type', async () => {
  // A 720 px screen at 150% (853 x 480 CSS pixels): the whole board, its letters with it.
  let { context, page } = await fullScreen('#/knight?board=8x8&step=10', 1280, 720, 1.5);
  const parts = [...await inView(page, '#view .stage canvas'), ...await inView(page, '#view .player [data-act=step]'), ...await inView(page, '#status')];
  assert.equal(parts.length, 3);
  assert.deepEqual(parts.filter((p) => !p.inside), [], JSON.stringify(parts));
  assert.ok(await letterInk(page) >= 12, `the file letters are ${await letterInk(page)} px tall`);
  await shot(page, `${SHOTS}fullscreen-single-720-150.png`);
  assert.deepEqual(page.errors, []);
  await context.close();
  // A 1080 px screen at 150%: letters half as large again as the 13 px of a page at 100%.
  ({ context, page } = await fullScreen('#/knight?board=8x8&step=10', 1920, 1080, 1.5));
  assert.deepEqual((await inView(page, '#view .stage canvas')).filter((p) => !p.inside), []);
  const ink = await letterInk(page);
  assert.ok(ink >= 16, `the file letters are ${ink} px tall`);
  await shot(page, `${SHOTS}fullscreen-single-150.png`);
  assert.deepEqual(page.errors, []);
  await context.close();
});
