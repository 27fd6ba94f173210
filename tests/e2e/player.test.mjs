// What a new user found by trying the page (issue 11), each driven as a person would: a
// queens solution chosen from the list drawn on the big board, a sudoku cell edited by
// touch on a phone, long DFS vertex names shown whole, sudoku times below a millisecond in
// microseconds, the ladder's goal and path kept past the layer cut, and a scrub bar that
// says where the cursor stands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, waitStatus, SHOTS } from './harness.mjs';

const env = useBrowser();

// The queens on the big N x N board, read from its pixels: for each row (row 1 at the
// bottom, as labelled; the labels in a 22-pixel margin left and below), the columns whose
// square holds a dark glyph.
const queensDrawn = (page, n) => page.locator('[data-role=canvas]').evaluate((c, n) => {
  const ctx = c.getContext('2d');
  const label = 22;
  const side = (c.width - label) / n;
  const rows = [];
  for (let r = 0; r < n; r++) {
    const cols = [];
    for (let col = 0; col < n; col++) {
      const x = Math.round(label + col * side + side * 0.3);
      const y = Math.round((n - 1 - r) * side + side * 0.3);
      const w = Math.round(side * 0.4);
      const px = ctx.getImageData(x, y, w, w).data;
      let dark = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i] + px[i + 1] + px[i + 2] < 150) dark++;
      if (dark > (w * w) / 10) cols.push(col + 1);
    }
    rows.push(cols);
  }
  return rows;
}, n);

test('queens: a solution chosen by Previous/Next or its thumbnail is drawn on the big board', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&mode=all', { width: 1366, height: 768 });
  await button(page, 'Solve').click();
  await waitStatus(page, /^Search complete: 4 solutions/);
  const columns = async () => (await page.locator('[data-role=which]').textContent()).match(/columns ([\d ]+)$/)[1].split(' ').map(Number);
  await button(page, 'Next').click();
  assert.match(await status(page), /^Solution 2 of 4 \(class \d of 1\): columns /);
  const second = await columns();
  assert.deepEqual(await queensDrawn(page, 6), second.map((c) => [c]));
  await page.locator('button.thumb').nth(2).click();
  assert.match(await status(page), /^Solution 3 of 4/);
  const third = await columns();
  assert.notDeepEqual(third, second);
  assert.deepEqual(await queensDrawn(page, 6), third.map((c) => [c]));
  assert.equal(await page.locator('button.thumb').nth(2).getAttribute('aria-pressed'), 'true');
  await page.screenshot({ path: `${SHOTS}queens-chosen.png` });
  await button(page, 'Previous').click();
  assert.deepEqual(await queensDrawn(page, 6), second.map((c) => [c]));
  // Stepping the search again draws the search's own frame.
  await page.keyboard.press('ArrowLeft');
  assert.match(await status(page), /^(?!Solution)/);
  assert.notDeepEqual(await queensDrawn(page, 6), second.map((c) => [c]));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sudoku on a phone: tapping a cell brings up a numeric field over it, and a digit typed there edits the puzzle', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.url}#/sudoku`);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  const grid = page.locator('[data-role=grid]');
  const box = await grid.boundingBox();
  const cell = (box.width - 2) / 9;
  // r1c3 is empty in the easy example (53..7....).
  const at = { x: box.x + 1 + 2.5 * cell, y: box.y + 1 + 0.5 * cell };
  await page.touchscreen.tap(at.x, at.y);
  const field = page.locator('[data-role=cell-input]');
  await field.waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.role), 'cell-input');
  assert.equal(await field.getAttribute('inputmode'), 'numeric');
  assert.equal(await field.getAttribute('aria-label'), 'Digit for r1c3 (1 to 9; 0 or . clears it)');
  const fb = await field.boundingBox();
  assert.ok(Math.abs(fb.x + fb.width / 2 - at.x) < 2 && Math.abs(fb.y + fb.height / 2 - at.y) < 2, `field ${JSON.stringify(fb)} not over ${JSON.stringify(at)}`);
  await page.screenshot({ path: `${SHOTS}sudoku-phone-tap.png` });
  await page.keyboard.type('4');
  await page.waitForFunction(() => /p=534\.7/.test(decodeURIComponent(location.hash)));
  // The field stays for the next digit; clearing works the same way.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.role), 'cell-input');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => /p=53\.\.7/.test(decodeURIComponent(location.hash)));
  // Another cell: r2c2 (6..195...).
  await page.touchscreen.tap(box.x + 1 + 1.5 * cell, box.y + 1 + 1.5 * cell);
  await page.waitForFunction(() => /r2c2/.test(document.activeElement?.getAttribute('aria-label') || ''));
  await page.keyboard.type('7');
  await page.waitForFunction(() => /p=53\.\.7\.\.\.\.67\.195/.test(decodeURIComponent(location.hash)));
  await page.screenshot({ path: `${SHOTS}sudoku-phone-typed.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('DFS: a long vertex name ("undershorts") is drawn whole inside its vertex', async () => {
  const page = await open(env.browser, env.url, '#/dfs', { width: 1366, height: 768 });
  await page.locator('textarea[name=edges]').fill('undershorts undershorts');
  await button(page, 'Apply edge list').click();
  await page.waitForFunction(() => /undershorts/.test(location.hash));
  await page.screenshot({ path: `${SHOTS}dfs-long-name.png` });
  // One vertex, in the middle: along its middle row the outline, white, the name, white,
  // the outline; the vertex is as wide as the name needs.
  const m = await page.locator('canvas[data-role=graph]').evaluate((c) => {
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    const dark = (x, y) => { const i = (y * c.width + x) * 4; return data[i] + data[i + 1] + data[i + 2] < 300; };
    const cy = Math.round(c.height / 2);
    const cx = Math.round(c.width / 2);
    const row = Array.from({ length: c.width }, (_, x) => dark(x, cy));
    const runs = [];
    row.forEach((d, x) => { if (d && (x === 0 || !row[x - 1])) runs.push([x, x]); else if (d) runs[runs.length - 1][1] = x; });
    let bottom = c.height - 1;
    while (bottom > cy && !dark(cx, bottom)) bottom--;
    return { runs, half: bottom - cy };
  });
  const { runs, half } = m;
  const left = runs[0];
  const right = runs[runs.length - 1];
  const text = runs.slice(1, -1);
  assert.ok(text.length >= 5, `the name's letters: ${JSON.stringify(runs)}`);
  assert.ok(text[0][0] - left[1] >= 3 && right[0] - text[text.length - 1][1] >= 3, `the name touches the outline: ${JSON.stringify(runs)}`);
  assert.ok(right[1] - left[0] > 3 * half, `vertex ${right[1] - left[0]} px wide, ${2 * half} px high`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sudoku comparison: times under a millisecond in µs, never "0.0 ms", in the locale\'s numbers', async () => {
  const page = await open(env.browser, env.url, '#/sudoku', { width: 1366, height: 768 });
  await button(page, 'Compare').click();
  await waitStatus(page, /^Comparison done/, 30000);
  const times = await page.locator('table.compare tbody tr td:last-child').allTextContents();
  assert.equal(times.length, 8);
  for (const time of times) assert.match(time, /^(\d{1,3}(,\d{3})*(\.\d)? ms|[1-9]\d{0,2} µs)$/, time);
  assert.ok(times.some((x) => x.endsWith('µs')), `no search under 1 ms: ${times}`);
  await page.close();
  const zh = await open(env.browser, env.url, '#/sudoku?lang=zh', { width: 1366, height: 768 });
  await button(zh, '对比').click();
  await waitStatus(zh, /^对比完成/, 30000);
  const zhTimes = await zh.locator('table.compare tbody tr td:last-child').allTextContents();
  for (const time of zhTimes) assert.match(time, /^(\d{1,3}(,\d{3})*(\.\d)? 毫秒|[1-9]\d{0,2} 微秒)$/, time);
  await zh.screenshot({ path: `${SHOTS}sudoku-compare-zh.png`, fullPage: true });
  await zh.close();
});

test('word ladder: past the 240-word cut, the goal\'s layer still shows the goal and every layer its word of the ladder', async () => {
  const page = await open(env.browser, env.url, '#/ladder?from=fool&to=sage', { width: 1366, height: 768 });
  await button(page, 'Solve').click();
  await waitStatus(page, /^Ladder found: /);
  const ladder = (await status(page)).match(/^Ladder found: ([A-Z →]+) \(/)[1].split(' → ');
  assert.equal(ladder.length, 7);
  const layers = await page.locator('.layer').evaluateAll((rows) => rows.map((r) => ({
    shown: r.querySelectorAll('.word').length,
    more: r.querySelector('.more')?.textContent || '',
    goal: r.querySelector('.word.goal')?.textContent || '',
    path: [...r.querySelectorAll('.word.on-path')].map((w) => w.textContent),
  })));
  assert.equal(layers.length, 7);
  const last = layers[6];
  assert.match(last.more, /more/, 'the goal\'s layer is cut');
  assert.equal(last.goal, 'SAGE');
  assert.deepEqual(layers.map((l) => l.path), ladder.map((w) => [w]));
  assert.ok(await page.locator('.word.goal').isVisible());
  await page.locator('.word.goal').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}ladder-cut-goal.png` });
  await page.close();
});

test('the scrub bar: the recorded part and the total where known, not pinned at the right, said in words', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff', { width: 1366, height: 768 });
  const scrub = page.getByRole('slider', { name: 'Scrub through the recorded steps' });
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await scrub.inputValue(), '5');
  assert.equal(await scrub.getAttribute('max'), '20');
  assert.equal(await scrub.getAttribute('aria-valuetext'), 'step 5 of 5 recorded; total not known yet');
  assert.equal(await page.locator('.player .scrub-text').textContent(), 'step 5 of 5 recorded; total not known yet');
  // Dragged (here: End on the slider) past the recording, the search runs to that step.
  await scrub.focus();
  await page.keyboard.press('End');
  await page.waitForFunction(() => /step=20/.test(location.hash));
  assert.equal(await counter(page, 'steps'), '20');
  assert.equal(await scrub.getAttribute('max'), '50');
  assert.equal(await scrub.getAttribute('aria-valuetext'), 'step 20 of 20 recorded; total not known yet');
  await page.screenshot({ path: `${SHOTS}scrub-running.png` });
  // Once the search is over the bar spans all of it.
  await button(page, 'Solve').click();
  await waitStatus(page, /^(Tour complete|Done)/);
  const steps = await counter(page, 'steps');
  assert.equal(await scrub.getAttribute('max'), steps);
  assert.equal(await scrub.getAttribute('aria-valuetext'), `step ${steps} of ${steps}; the search is over`);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  assert.equal(await scrub.getAttribute('aria-valuetext'), `step ${steps - 3} of ${steps}; the search is over`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
