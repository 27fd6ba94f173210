// A long run in the page: Shannon's mouse without the visited set on a
// 100x100 maze with loops, run to its limit of 1,000,000 steps. Its way from the start is
// then about 600,000 squares long (it goes round cycles) in a maze of 10,000: a frame draws
// the passages the way goes through, each once, not the way square by square (which took
// about 2 s a Step to paint). Exports of such a run: a GIF's Cancel takes effect at once,
// and the CSV is built in slices off the page's thread, with progress, while the page
// answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, openExport } from './harness.mjs';

const env = useBrowser();
const LONG = '#/maze?size=100x100&seed=3&loops=30&memory=off&limit=1000000';

// Count the canvas's lineTo calls (every canvas's, on-screen or not) from now on.
const countLines = (page) => page.evaluate(() => {
  const proto = CanvasRenderingContext2D.prototype;
  const own = proto.lineTo;
  window.lines = 0;
  proto.lineTo = function lineTo(...args) { window.lines += 1; return own.apply(this, args); };
});

test('a Step at step 999,990 draws the way by its passages: far fewer lines than the way has squares', async () => {
  const page = await open(env.browser, env.url, `${LONG}&step=999990`, { width: 1366, height: 900 });
  assert.equal(await page.locator('[data-c=steps]').textContent(), '999,990');
  const route = Number((await page.locator('[data-c=way]').textContent()).replace(/,/g, ''));
  assert.ok(route > 500000, `the way is ${route} squares long`);
  await countLines(page);
  await page.click('[data-act=step]');
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '999,991');
  // The walls take a line each (about 10,000 here), the way and its cycle one a passage (at
  // most 19,800 on 100x100); the way square by square was 600,000 lines.
  const lines = await page.evaluate(() => window.lines);
  assert.ok(lines > 1000 && lines < 60000, `${lines} lines drawn for one step`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The menu open, its GIF button there.
const openGif = (page) => openExport(page, '[data-act=gif]');

test("a GIF of the run's last 600 steps: Cancel takes effect while it draws, and at its start", async () => {
  const page = await open(env.browser, env.url, `${LONG}&step=999990`, { width: 1366, height: 900 });
  await openGif(page);
  await page.fill('input[name=gif-from]', '999400');
  await page.fill('input[name=gif-to]', '999999');
  await page.click('[data-act=gif]');
  // Under way: some frames encoded (each was 4.9 s, and Cancel took 17 s).
  await page.waitForFunction(() => document.querySelector('[data-role=gif-progress]').value >= 5, null, { timeout: 60000 });
  await page.click('[data-act=gif-cancel]');
  await page.waitForFunction(() => document.querySelector('[data-role=gif-status]').textContent === 'GIF cancelled.', null, { timeout: 3000 });
  assert.equal(await page.locator('[data-act=gif]').isEnabled(), true);
  // Cancelled as it starts: the copy of the view is still running to step 999,400 (a
  // million steps of wasm, now in stretches the page answers between).
  await page.click('[data-act=gif]');
  await page.click('[data-act=gif-cancel]');
  await page.waitForFunction(() => document.querySelector('[data-role=gif-status]').textContent === 'GIF cancelled.'
    && !document.querySelector('[data-act=gif]').disabled, null, { timeout: 3000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the run's CSV (600,000 rows) is written from a worker: progress shows, the page answers a click meanwhile, Cancel works", async () => {
  const page = await open(env.browser, env.url, `${LONG}&step=999990`, { width: 1366, height: 900 });
  const route = Number((await page.locator('[data-c=way]').textContent()).replace(/,/g, ''));
  // The menu's parts are added one by one as their modules load (image, GIF, then data):
  // the data part's own button is waited for, not the GIF's.
  await openExport(page, '[data-act=csv]');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120000 }), (async () => {
    // While it is written: the bar and Cancel are shown, and a click on Back is answered
    // (the step goes back) with the file still being written. The page watches its own bar
    // and clicks Back in the microtask after a slice's progress: a poll from here could come
    // after the last slice (whose progress and end are one task) and see the bar hidden.
    const during = await page.evaluate(() => new Promise((resolve) => {
      const bar = /** @type {HTMLProgressElement} */ (document.querySelector('[data-role=data-progress]'));
      const check = () => {
        if (bar.hidden || !(bar.value > 0)) return;
        watch.disconnect();
        document.querySelector('[data-act=back]').click();
        resolve({
          steps: document.querySelector('[data-c=steps]').textContent,
          writing: !bar.hidden,
          said: document.querySelector('[data-role=data-status]').textContent,
        });
      };
      const watch = new MutationObserver(check);
      watch.observe(bar, { attributes: true });
      document.querySelector('[data-act=csv]').click();
    }));
    assert.equal(during.steps, '999,989');
    assert.equal(during.writing, true);
    assert.match(during.said, /^Trace table as CSV: [\d,]+ of [\d,]+ rows written$/);
  })()]);
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split('\r\n');
  assert.equal(lines[0], 'move,square,row,col,step');
  // A row a square of the way when the run ended (its route at step 1,000,000), the
  // header, and the empty string after the last CRLF.
  assert.ok(Math.abs(lines.length - 2 - route) < 100, `${lines.length} lines, the way ${route} squares`);
  assert.equal(lines[1], '0,a100,0,0,0');
  await page.waitForFunction(() => /^Trace table as CSV: [\d,]+ rows, saved as .*\.csv\.$/.test(document.querySelector('[data-role=data-status]').textContent));
  // The JSON, cancelled on its way.
  await page.click('[data-act=json]');
  await page.waitForFunction(() => !document.querySelector('[data-role=data-progress]').hidden);
  await page.click('[data-act=data-cancel]');
  await page.waitForFunction(() => document.querySelector('[data-role=data-status]').textContent === 'Trace table as JSON: cancelled.', null, { timeout: 3000 });
  assert.equal(await page.locator('[data-act=json]').isEnabled(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});
