// N queens in Chromium: load from a URL, solve, browse the solutions, step back exactly,
// count in workers, and reject a bad N.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, waitStatus, SHOTS, canvasImage, shot } from './harness.mjs';

const env = useBrowser();


test('eight queens: all 92 solutions, 12 classes, the classic counters', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8&variant=mark&mode=all');
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Search complete'));
  assert.equal(await status(page), 'Search complete: 92 solutions for N = 8; 2,056 nodes (queens placed), 15,720 squares examined.');
  assert.equal(await counter(page, 'examined'), '15720');
  assert.equal(await counter(page, 'nodes'), '2056');
  assert.equal(await page.locator('.thumb').count(), 92);
  assert.match(await page.locator('[data-role=which]').textContent(), /^Solution 1 of 92 \(class 1 of 12\): columns 1 5 8 6 3 7 2 4$/);
  await button(page, 'Next').click();
  assert.match(await page.locator('[data-role=which]').textContent(), /^Solution 2 of 92/);
  await page.getByLabel('one per symmetry class').check();
  assert.equal(await page.locator('.thumb').count(), 12);
  assert.match(await page.locator('[data-role=which]').textContent(), /^Solution 1 of 12 classes/);
  await shot(page, SHOTS + 'queens-8-all.png', { fullPage: true });
  await page.close();
});

test('check variant: URL state, same frame on reload, exact step back', async () => {
  const hash = '#/queens?n=8&variant=check&mode=all&step=300';
  const page = await open(env.browser, env.url, hash);
  assert.equal(await counter(page, 'steps'), '300');
  // Counted as the narration says them, as tests/queens.rs's scanner counts them.
  assert.equal(await counter(page, 'examined'), '1183');
  const frame = await canvasImage(page);
  const again = await open(env.browser, env.url, hash);
  assert.equal(await canvasImage(again), frame);
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
  assert.notEqual(await canvasImage(page), frame);
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await canvasImage(page), frame);
  await shot(page, SHOTS + 'queens-8-check.png');
  await Promise.all([page.close(), again.close()]);
});

test('bad N gets a message; junk in the URL a notice', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=99&variant=diag&mode=x');
  const text = await page.getByRole('alert').textContent();
  assert.match(text, /Ignored n=99: N = 99 is out of range: the board takes N from 1 to 20/);
  assert.match(text, /Ignored variant=diag/);
  assert.match(text, /Ignored mode=x/);
  const n = page.getByLabel("N, the board's size", { exact: true });
  await n.fill('0');
  await n.blur();
  assert.match(await page.getByRole('alert').textContent(), /N = 0 is out of range/);
  assert.equal(await n.inputValue(), '8');
  await page.getByLabel('N to count', { exact: true }).fill('40');
  await button(page, 'Count').click();
  assert.match(await page.getByRole('alert').textContent(), /N = 40 is out of range: counting takes N from 1 to 18/);
  await page.close();
});

test('count in workers with progress; cancel', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8');
  const result = page.locator('[data-role=count-result]');
  await page.getByLabel('N to count', { exact: true }).fill('12');
  await button(page, 'Count').click();
  await page.waitForFunction(() => /^N = 12: 14,200 solutions \(1,787 up to rotation and reflection\), counted in/.test(document.querySelector('[data-role=count-result]').textContent));
  await page.getByLabel('N to count', { exact: true }).fill('16');
  await button(page, 'Count').click();
  // The workers' first report: counting is under way.
  await page.waitForFunction(() => /^Counting N = 16: .* so far/.test(document.querySelector('[data-role=count-result]').textContent));
  await page.keyboard.press('ArrowRight');
  assert.equal(await counter(page, 'steps'), '1', 'the page answers while counting');
  await button(page, 'Cancel').click();
  assert.equal(await result.textContent(), 'Counting cancelled.');
  await page.close();
});

test('a bad mode in the URL is named in the catalogue\'s words', async () => {
  const en = await (await import('../../www/text/index.js')).loadCatalogue('en');
  const page = await open(env.browser, env.url, '#/queens?n=6&mode=some');
  const why = en['queens.unknown_mode'].replace('{value}', 'some');
  const expected = en['notice.ignored'].replace('{key}', 'mode').replace('{value}', 'some').replace('{why}', why).replace('{fallback}', 'all');
  assert.equal(await page.locator('#notice-list').textContent(), expected);
  assert.equal(expected, 'Ignored mode=some: unknown mode "some": choose first, all or count. Using all.');
  assert.equal(await page.getByLabel('Mode', { exact: true }).inputValue(), 'all');
  assert.equal(await status(page), '6 queens on 6 x 6: Step, Play or Solve to place them row by row.');
  await page.close();
});

test('the status line says why: which queen attacks each square, and why the search backs up', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=4&variant=check&mode=first');
  await button(page, 'Step').click();
  assert.equal(await status(page), 'Row 1: column 1 is free; queen placed there (1 of 4 placed).');
  await button(page, 'Step').click();
  assert.equal(await status(page), 'Row 2: column 1 is attacked by the queen in row 1 (column), column 2 is attacked by the queen in row 1 (diagonal); queen placed at column 3 (2 of 4 placed).');
  await button(page, 'Step').click();
  assert.equal(await status(page), 'No free square in row 3: back to row 2, next column after 3.');
  await shot(page, SHOTS + 'queens-narration-back.png');
  const mark = await open(env.browser, env.url, '#/queens?n=4&variant=mark&mode=first&step=4');
  assert.equal(await status(mark), 'Row 2: columns 1, 2 are attacked (marked), column 3 tried already; queen placed at column 4 (2 of 4 placed).');
  const zh = await open(env.browser, env.url, '#/queens?n=4&variant=check&mode=first&step=2&lang=zh');
  assert.equal(await status(zh), '第 2 行：第 1 列受第 1 行皇后攻击（同列），第 2 列受第 1 行皇后攻击（对角线）；皇后放在第 3 列（已放置 2 个，共 4 个）。');
  const zhBack = await open(env.browser, env.url, '#/queens?n=4&variant=check&mode=first&step=3&lang=zh');
  assert.equal(await status(zhBack), '第 3 行没有空闲格：回溯到第 2 行，尝试第 3 列之后的列。');
  assert.deepEqual([...page.errors, ...zh.errors], []);
  for (const p of [page, mark, zh, zhBack]) await p.close();
});

// Safari's engine, offline with the files from the service worker, loads only one or two of
// several module workers started at once; the others end in an error event with no message,
// which left the count waiting for ever. Here the worker's script fails to load the first
// times it is asked for: the workers that did not load are started again and the count ends
// right; a script that never loads ends in a message, not a wait.
for (const [name, failures, expect] of [
  ['the first two worker scripts fail to load: started again, the count ends right', 2, /^N = 10: 724 solutions \(92 up to rotation and reflection\), counted in/],
  ['no worker script ever loads: a message, not a wait', Infinity, /background worker did not load, even after three tries/],
]) {
  test(`count in workers: ${name}`, async () => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    let asked = 0;
    await context.route('**/www/worker.js', (route) => (asked++ < failures ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto(`${env.url}#/queens?n=8`);
    await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
    await page.getByLabel('N to count', { exact: true }).fill('10');
    await button(page, 'Count').click();
    const answer = page.locator(failures === Infinity ? '[role=alert]' : '[data-role=count-result]');
    await page.waitForFunction(([sel, re]) => new RegExp(re).test(document.querySelector(sel)?.textContent || ''),
      [failures === Infinity ? '[role=alert]' : '[data-role=count-result]', expect.source]);
    assert.match(await answer.textContent(), expect);
    // The line under Count says how it ended, not "Counting…" still.
    assert.match(await page.locator('[data-role=count-result]').textContent(), expect);
    assert.ok(asked > 2, `the script was asked for again (${asked} times)`);
    await context.close();
  });
}

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
  await shot(page, `${SHOTS}queens-labels.png`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('queens: a solution chosen by Previous/Next or its thumbnail is drawn on the big board', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&mode=all', { width: 1366, height: 768 });
  await button(page, 'Solve').click();
  await waitStatus(page, /^Search complete: 4 solutions/);
  const columns = async () => (await page.locator('[data-role=which]').textContent()).match(/columns ([\d ]+)$/)[1].split(' ').map(Number);
  await button(page, 'Next').click();
  assert.match(await status(page), /^Solution 2 of 4 \(class \d of 1\): columns /);
  const second = await columns();
  assert.deepEqual((await queensByRow(page, 6)).rows, second.map((c) => [c]));
  await page.locator('button.thumb').nth(2).click();
  assert.match(await status(page), /^Solution 3 of 4/);
  const third = await columns();
  assert.notDeepEqual(third, second);
  assert.deepEqual((await queensByRow(page, 6)).rows, third.map((c) => [c]));
  assert.equal(await page.locator('button.thumb').nth(2).getAttribute('aria-pressed'), 'true');
  await shot(page, `${SHOTS}queens-chosen.png`);
  await button(page, 'Previous').click();
  assert.deepEqual((await queensByRow(page, 6)).rows, second.map((c) => [c]));
  // Stepping the search again draws the search's own frame.
  await page.keyboard.press('ArrowLeft');
  assert.match(await status(page), /^(?!Solution)/);
  assert.notDeepEqual((await queensByRow(page, 6)).rows, second.map((c) => [c]));
  assert.deepEqual(page.errors, []);
  await page.close();
});
