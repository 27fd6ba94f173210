// Layout found by a student, a teacher and a course author (issue 25): nothing a person aims
// at moves while the search plays (the narration keeps a box of its own); full screen fits
// a projector; embeds show the legend beside the board; the queens board is labelled and
// counted as the narration counts; Warnsdorff's candidates are marked on the board; a phone
// in landscape keeps the board near the top, without the keyboard line, its legend near
// the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, waitStatus, violations, loadAt, SHOTS, writtenHash } from './harness.mjs';

const env = useBrowser();

async function phone(hash, { width = 390, height = 844, zoom = 1, touch = true } = {}) {
  const context = await env.browser.newContext({
    viewport: { width: Math.round(width / zoom), height: Math.round(height / zoom) },
    deviceScaleFactor: zoom, hasTouch: touch, isMobile: touch && width < 900,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.url + hash);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  page.errors = errors;
  return { context, page };
}

// While the player plays: on every animation frame, the board's and the Back button's
// boxes and the height of the narration's text, until `steps` different
// narrations have been shown.
const sampleWhilePlaying = (page, steps) => page.evaluate((steps) => new Promise((resolve) => {
  const seen = new Set();
  const boxes = new Set();
  const heights = new Set();
  const back = [...document.querySelectorAll('#view .player button')].find((b) => b.dataset.act === 'back');
  const board = document.querySelector('#view .stage canvas');
  const status = document.getElementById('status');
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
  const frame = () => {
    seen.add(status.textContent);
    boxes.add(`board ${box(board)} back ${box(back)}`);
    // The lines the text takes, whatever the box around it.
    const range = document.createRange();
    range.selectNodeContents(status);
    heights.add(Math.round(range.getBoundingClientRect().height));
    if (seen.size >= steps) resolve({ boxes: [...boxes], heights: [...heights], seen: seen.size });
    else requestAnimationFrame(frame);
  };
  frame();
}), steps);

for (const [name, hash] of [['queens', '#/queens?lang=zh&speed=20'], ['knight', '#/knight?lang=zh&speed=20&strategy=dfs']]) {
  test(`a phone (390x844, zh): the ${name} board and Back stay put through 40 steps of Play`, async () => {
    const { context, page } = await phone(hash);
    assert.equal(await page.locator('#view .player [data-act=back]').count(), 1);
    await button(page, '播放').click();
    const s = await sampleWhilePlaying(page, 40);
    await page.screenshot({ path: `${SHOTS}layout25-phone-${name}.png` });
    await button(page, '暂停').click();
    assert.deepEqual(await violations(page, `phone ${name}`), []);
    // The narration did wrap to different numbers of lines (or the test proves nothing) ...
    assert.ok(s.heights.length > 1, `the narration always took ${s.heights} px`);
    // ... and the board and Back never moved or changed size.
    assert.deepEqual(s.boxes.length, 1, s.boxes.join('\n'));
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('a 640x420 embed: the board keeps its size and place through 40 steps of Play, the narration beside it', async () => {
  const { context, page } = await phone('#/knight?embed=1&strategy=dfs&speed=20', { width: 640, height: 420, touch: false });
  await button(page, 'Play').click();
  const s = await sampleWhilePlaying(page, 40);
  await button(page, 'Pause').click();
  assert.ok(s.heights.length > 1, `the narration always took ${s.heights} px`);
  assert.equal(s.boxes.length, 1, s.boxes.join('\n'));
  // The narration stands to the right of the board, inside the frame.
  const board = await page.locator('#view .stage canvas').boundingBox();
  const line = await page.locator('#status').boundingBox();
  assert.ok(line.x >= board.x + board.width, `status ${JSON.stringify(line)} board ${JSON.stringify(board)}`);
  assert.ok(line.y + line.height <= 420 && board.y >= 0 && board.y + board.height <= 420);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a 640x420 embed shows the legend beside the board; legend=0 leaves it out and stays in the URL', async () => {
  const { context, page } = await phone('#/knight?embed=1&step=5', { width: 640, height: 420, touch: false });
  const legend = page.locator('#view .side > .legend-list');
  await legend.waitFor({ state: 'visible' });
  const board = await page.locator('#view .stage canvas').boundingBox();
  const box = await legend.boundingBox();
  assert.ok(box.x >= board.x + board.width, `legend ${JSON.stringify(box)} is not beside the board ${JSON.stringify(board)}`);
  assert.ok(box.y >= 0 && box.y < 420 && box.x + box.width <= 640);
  // The board takes at least half the frame's height, the legend what is left of the width.
  assert.ok(board.height >= 210, JSON.stringify(board));
  assert.match(await legend.textContent(), /the start square/);
  await page.screenshot({ path: `${SHOTS}layout25-embed-legend.png` });
  assert.deepEqual(await violations(page, 'embed with legend'), []);
  await loadAt(page, `${env.url}#/knight?embed=1&step=5&legend=0`);
  await page.waitForFunction(() => /step=5/.test(location.hash));
  assert.equal(await legend.isVisible(), false);
  assert.match(await writtenHash(page), /legend=0/);
  assert.equal(await page.locator('#notice').isVisible(), false);
  await page.screenshot({ path: `${SHOTS}layout25-embed-nolegend.png` });
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
  await page.screenshot({ path: `${SHOTS}layout25-embed-notice.png` });
  assert.deepEqual(page.errors, []);
  await context.close();
});

// The rows of an N x N board from the bottom (row 1 first): the columns (from 1) whose
// square holds a dark glyph. The board's label margin is the canvas less N squares.
const queensByRow = (page, n) => page.locator('[data-role=canvas]').evaluate((c, n) => {
  const ctx = c.getContext('2d');
  const dpr = c.width / parseFloat(c.style.width);
  const cssSide = parseFloat(c.style.width);
  // Square size: the canvas is label + n * size square; find the label from the white left
  // margin (no checker colour in it).
  const px = (x, y) => ctx.getImageData(Math.round(x * dpr), Math.round(y * dpr), 1, 1).data;
  let label = 0;
  while (label < cssSide && px(label + 0.5, 2).slice(0, 3).every((v) => v > 250)) label++;
  const size = (cssSide - label) / n;
  const rows = [];
  for (let r = 0; r < n; r++) {
    const cols = [];
    for (let col = 0; col < n; col++) {
      const x = Math.round((label + col * size + size * 0.3) * dpr);
      const y = Math.round(((n - 1 - r) * size + size * 0.3) * dpr);
      const w = Math.round(size * 0.4 * dpr);
      const d = ctx.getImageData(x, y, w, w).data;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 150) dark++;
      if (dark > (w * w) / 10) cols.push(col + 1);
    }
    rows.push(cols);
  }
  // Dark pixels in the margins: the row numbers left of each row and the column numbers under.
  const inked = (x0, y0, w, h) => {
    const d = ctx.getImageData(Math.round(x0 * dpr), Math.round(y0 * dpr), Math.round(w * dpr), Math.round(h * dpr)).data;
    let k = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 400) k++;
    return k;
  };
  const rowLabels = [...Array(n).keys()].map((r) => inked(0, (n - 1 - r) * size + 2, label - 1, size - 4));
  const colLabels = [...Array(n).keys()].map((col) => inked(label + col * size + 2, n * size + 1, size - 4, label - 2));
  return { rows, label, rowLabels, colLabels };
}, n);

test('queens: the board is labelled, row 1 at the bottom, and the narration names the row and column where the queen is drawn', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8&variant=mark&mode=all', { width: 1366, height: 768 });
  const stepTo = async (k) => {
    for (let i = 0; i < k; i++) await button(page, 'Step').click();
  };
  await stepTo(1);
  await waitStatus(page, /^Row 1: column 1 is free; queen placed there/);
  let drawn = await queensByRow(page, 8);
  assert.ok(drawn.label >= 14, `no label margin (${drawn.label} px)`);
  assert.ok(drawn.rowLabels.every((k) => k > 5), `row labels: ${drawn.rowLabels}`);
  assert.ok(drawn.colLabels.every((k) => k > 5), `column labels: ${drawn.colLabels}`);
  assert.deepEqual(drawn.rows, [[1], [], [], [], [], [], [], []]);
  // Every placement's narration names the square where the new queen is drawn.
  let placements = 0;
  for (let k = 2; k <= 14; k++) {
    await stepTo(1);
    const line = await status(page);
    const free = line.match(/^Row (\d+): column (\d+) is free; queen placed there/);
    const after = line.match(/^Row (\d+): .*; queen placed at column (\d+)/);
    const placed = free || after;
    if (!placed) continue;
    placements++;
    const [row, col] = [Number(placed[1]), Number(placed[2])];
    drawn = await queensByRow(page, 8);
    assert.deepEqual(drawn.rows[row - 1], [col], `${line}: drawn ${JSON.stringify(drawn.rows)}`);
    assert.deepEqual(drawn.rows.slice(row), Array(8 - row).fill([]), `${line}: rows above ${row} hold queens`);
  }
  assert.ok(placements >= 6, `${placements} placements`);
  assert.equal(await page.locator('[data-role=canvas]').getAttribute('aria-label'), 'The board, row 1 at the bottom, column 1 on the left');
  await page.screenshot({ path: `${SHOTS}layout25-queens-labels.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('knight: after a Warnsdorff step from a1 on 8x8 the candidates are marked with their onward moves, and the legend says what the number is', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff', { width: 1366, height: 768 });
  const canvas = page.locator('[data-role=canvas]');
  assert.equal(await canvas.getAttribute('data-candidates'), '');
  await button(page, 'Step').click();
  await waitStatus(page, /^Step 1: knight to b3: 5 onward moves, the fewest of 2 candidates \(b3\u00a05, c2\u00a05\)/);
  assert.equal(await canvas.getAttribute('data-candidates'), 'b3 5, c2 5');
  // The mark's colour in the corner of b3 and c2, and nowhere on a square that is no candidate.
  const purple = (file, rank) => canvas.evaluate((c, [file, rank]) => {
    const ctx = c.getContext('2d');
    const dpr = c.width / parseFloat(c.style.width);
    const size = (parseFloat(c.style.width) - 22) / 8;
    const x0 = (22 + file * size) * dpr;
    const y0 = (7 - rank) * size * dpr;
    const d = ctx.getImageData(Math.round(x0), Math.round(y0), Math.round(size * dpr), Math.round(size * dpr)).data;
    let k = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0x6a) < 20 && Math.abs(d[i + 1] - 0x1b) < 20 && Math.abs(d[i + 2] - 0x9a) < 20) k++;
    return k;
  }, [file, rank]);
  assert.ok(await purple(1, 2) > 50, 'b3 is not marked');
  assert.ok(await purple(2, 1) > 50, 'c2 is not marked');
  for (const [f, r] of [[0, 0], [3, 3], [2, 2], [4, 1]]) assert.equal(await purple(f, r), 0, `square ${f},${r} is marked`);
  const legend = await page.locator('#view .side > .legend-list').textContent();
  assert.match(legend, /its onward moves \(the unvisited squares a knight there could jump to next\)/);
  await page.screenshot({ path: `${SHOTS}layout25-knight-candidates.png` });
  // Stepping back to the start: no candidates.
  await button(page, 'Back').click();
  await page.waitForFunction(() => document.querySelector('[data-role=canvas]').dataset.candidates === '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Full screen at a window of `width` x `height` device pixels and `zoom`.
async function fullScreen(hash, width, height, zoom) {
  const { context, page } = await phone(hash, { width, height, zoom, touch: false });
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement !== null && document.documentElement.classList.contains('presenting'));
  // Two frames later the boards have been laid out again for the larger type.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return { context, page };
}

const inView = (page, sel) => page.evaluate((sel) => [...document.querySelectorAll(sel)]
  .filter((e) => e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect(); return { sel, top: Math.round(r.top), bottom: Math.round(r.bottom), inside: r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.height > 0 }; }), sel);

test('full screen on a 1920x1080 projector at 150%: a comparison shows both boards, the counters, the player and the narration on one screen', async () => {
  const { context, page } = await fullScreen('#/knight?compare=dfs,warnsdorff&step=20', 1920, 1080, 1.5);
  const parts = [];
  for (const sel of ['#view .stage canvas', '.pane .counters', '.pane-status', '#view .player', '#status']) parts.push(...await inView(page, sel));
  await page.screenshot({ path: `${SHOTS}layout25-present-compare-150.png` });
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
  await page.screenshot({ path: `${SHOTS}layout25-present-compare-100.png` });
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
  await page.screenshot({ path: `${SHOTS}layout25-present-single-720-150.png` });
  assert.deepEqual(page.errors, []);
  await context.close();
  // A 1080 px screen at 150%: letters half as large again as the 13 px of a page at 100%.
  ({ context, page } = await fullScreen('#/knight?board=8x8&step=10', 1920, 1080, 1.5));
  assert.deepEqual((await inView(page, '#view .stage canvas')).filter((p) => !p.inside), []);
  const ink = await letterInk(page);
  assert.ok(ink >= 16, `the file letters are ${ink} px tall`);
  await page.screenshot({ path: `${SHOTS}layout25-present-single-150.png` });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a phone in landscape (844x390): the header is one short line, no keyboard line, the board starts in the top third', async () => {
  const { context, page } = await phone('#/queens?lang=zh&step=5', { width: 844, height: 390 });
  const header = await page.locator('header').boundingBox();
  assert.ok(header.height <= 60, `the header takes ${header.height} of 390 px`);
  assert.equal(await page.locator('.keys').isVisible(), false);
  const board = await page.locator('#view .stage canvas').first().boundingBox();
  assert.ok(board.y <= 130, `the board starts ${board.y} px down`);
  // ... and ends on the screen, its labels with it.
  assert.ok(board.y + board.height <= 390, `the board ends ${board.y + board.height} px down`);
  // Every puzzle is still reachable from the header (it scrolls sideways).
  const nav = page.locator('header nav a');
  assert.equal(await nav.count(), 7);
  await nav.last().scrollIntoViewIfNeeded();
  assert.ok(await nav.last().isVisible());
  await page.screenshot({ path: `${SHOTS}layout25-landscape.png` });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a phone (390x844): no keyboard line; the legend follows the player, near the board', async () => {
  for (const hash of ['#/knight?step=3', '#/queens?step=3']) {
    const { context, page } = await phone(hash);
    assert.equal(await page.locator('.keys').isVisible(), false);
    const board = await page.locator('#view .stage canvas').first().boundingBox();
    const player = await page.locator('#view .player').first().boundingBox();
    const legend = await page.locator('#view .side > .legend-list').boundingBox();
    assert.ok(legend.y >= player.y + player.height - 1, `${hash}: legend ${legend.y} above the player ${player.y}`);
    assert.ok(legend.y - (board.y + board.height) <= 250, `${hash}: the legend is ${legend.y - (board.y + board.height)} px below the board`);
    await context.close();
  }
  // On a desktop with a keyboard the line is still there.
  const page = await open(env.browser, env.url, '#/knight', { width: 1366, height: 768 });
  assert.equal(await page.locator('.keys').isVisible(), true);
  await page.close();
});
