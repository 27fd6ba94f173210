// What a student, a teacher and a course author hit when they tried the page (issue 25),
// driven as they would: the language kept across the nav, the menu and every link the page
// makes; a sudoku whose givens conflict shown as the one puzzle of the grid, the text, the
// URL and the status, and not searched; the page in a sandboxed iframe on another origin
// (it starts, or says it cannot with a link, within two seconds); and browser Back after a
// stray tap, which returns to the frame left at the step it had reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { useBrowser, open, status, button, counter, waitStatus, clickSquare, serveDist, SHOTS, hashParams, writtenHash } from './harness.mjs';
import { loadCatalogue } from '../../www/text/index.js';

const zh = await loadCatalogue('zh');

const env = useBrowser();

const route = async (page) => (await writtenHash(page)).split('?')[0];
// Wait until the view named in the hash is the one mounted and drawn.
const mounted = (page, name) => page.waitForFunction((n) => location.hash.startsWith(`#/${n}`)
  && document.querySelector(`nav a[data-view=${n}]`)?.getAttribute('aria-current') === 'page'
  && document.getElementById('status').textContent !== '', name);

test('the language chosen by the link or the menu is kept by the nav, Share and the embed link, in an English browser', async () => {
  const page = await open(env.browser, env.url, '#/knight?lang=zh');
  assert.equal(await page.evaluate(() => navigator.language), 'en-US');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  // Another puzzle from the nav: still Chinese, and the link says so.
  await page.locator('nav a[data-view=queens]').click();
  await mounted(page, 'queens');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  assert.equal((await hashParams(page)).lang, 'zh');
  assert.equal(await page.locator('nav a[data-view=queens]').textContent(), 'N 皇后');
  assert.match(await status(page), /[\u4e00-\u9fff]/);
  // Share's link and snippet carry it.
  await page.locator('#share-open').click();
  assert.match(await page.locator('#share-link').inputValue(), /#\/queens\?.*lang=zh/);
  assert.match(await page.locator('#share-snippet').inputValue(), /#\/queens\?[^"]*lang=zh[^"]*embed=1/);
  await page.close();

  // Chosen in the menu: kept by the next view too.
  const menu = await open(env.browser, env.url, '#/knight');
  assert.equal(await menu.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await menu.locator('nav a[data-view=bfs]').getAttribute('href'), '#/bfs');
  await menu.locator('#lang').selectOption('zh');
  await menu.waitForFunction(() => document.documentElement.lang === 'zh');
  await menu.locator('nav a[data-view=bfs]').click();
  await mounted(menu, 'bfs');
  assert.equal(await menu.evaluate(() => document.documentElement.lang), 'zh');
  assert.equal((await hashParams(menu)).lang, 'zh');
  assert.equal(await menu.locator('nav a[data-view=bfs]').textContent(), '广度优先搜索分层');
  // Back to English in the menu: English from then on.
  await menu.locator('#lang').selectOption('en');
  await menu.waitForFunction(() => document.documentElement.lang === 'en');
  await menu.locator('nav a[data-view=sudoku]').click();
  await mounted(menu, 'sudoku');
  assert.equal(await menu.evaluate(() => document.documentElement.lang), 'en');
  await menu.close();

  // Embedded in Chinese: "Open in Searchlight" opens the full page in Chinese.
  const embed = await open(env.browser, env.url, '#/knight?lang=zh&embed=1&board=6x6');
  const href = await embed.locator('#open-full').getAttribute('href');
  assert.match(href, /lang=zh/);
  assert.match(href, /board=6x6/);
  assert.doesNotMatch(href, /embed=1/);
  assert.deepEqual(embed.errors, []);
  await embed.close();
});

// The easy example with r1c3 set to 5, which r1c1 already holds.
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASH = '535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const PASTED = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// Every place the puzzle shows, and whether anything searches it.
async function sudokuState(page) {
  await page.locator('#share-open').click();
  const share = await page.locator('#share-link').inputValue();
  await page.locator('#share-close').click();
  return {
    url: (await hashParams(page)).p,
    text: (await page.getByLabel('Puzzle text', { exact: true }).inputValue()).trim(),
    share: new URLSearchParams(share.split('?')[1]).get('p'),
    step: await counter(page, 'steps'),
    status: await status(page),
    disabled: await Promise.all(['Step', 'Play', 'Solve', 'Back'].map((n) => button(page, n).isDisabled())),
  };
}

// The red of a conflicting cell at cell (row, col) of a 9x9 grid.
const redAt = (page, row, col) => page.locator('[data-role=grid]').evaluate((c, [row, col]) => {
  const dpr = c.width / c.getBoundingClientRect().width;
  const cell = (c.getBoundingClientRect().width - 2) / 9;
  const d = c.getContext('2d').getImageData(Math.round((col + 0.15) * cell * dpr), Math.round((row + 0.15) * cell * dpr), 1, 1).data;
  return d[0] > 180 && d[1] < 150 && d[2] < 150;
}, [row, col]);

async function expectConflictShown(page, puzzle, where) {
  const s = await sudokuState(page);
  assert.equal(s.url, puzzle, `${where}: the URL holds the puzzle shown`);
  assert.equal(s.text, puzzle, `${where}: the text box holds the puzzle shown`);
  assert.equal(s.share, puzzle, `${where}: Share links the puzzle shown`);
  assert.equal(s.step, '0');
  assert.match(s.status, /^The givens conflict: 5 appears twice in row 1/);
  assert.deepEqual(s.disabled, [true, true, true, true], `${where}: Step, Play, Solve and Back are off`);
  assert.ok(await redAt(page, 0, 0), `${where}: r1c1 drawn red`);
  // The keys do not search it either, nor does Solve now.
  await page.locator('[data-role=grid]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('s');
  await page.getByRole('button', { name: 'Solve now' }).click();
  assert.match(await page.getByRole('alert').textContent(), /The givens conflict: 5 appears twice in row 1/);
  const after = await sudokuState(page);
  assert.deepEqual({ ...after, status: '' }, { ...s, status: '' });
  assert.doesNotMatch(after.status, /solution/i);
}

test('sudoku: a typed digit that clashes with a given makes the clashing puzzle the one shown, and it is not searched', async () => {
  const page = await open(env.browser, env.url, '#/sudoku?cell=mrv', { width: 1366, height: 768 });
  const canvas = page.locator('[data-role=grid]');
  const cell = ((await canvas.boundingBox()).width - 2) / 9;
  await canvas.click({ position: { x: 2.5 * cell, y: 0.5 * cell } }); // r1c3
  await page.keyboard.press('5');
  await page.waitForFunction((p) => location.hash.includes(`p=${p}`), CLASH);
  assert.ok(await redAt(page, 0, 2), 'r1c3 drawn red');
  await page.screenshot({ path: `${SHOTS}tried25-sudoku-typed.png` });
  await expectConflictShown(page, CLASH, 'typed');
  // Mending the cell searches the mended puzzle.
  await canvas.click({ position: { x: 2.5 * cell, y: 0.5 * cell } });
  await page.keyboard.press('4');
  await page.waitForFunction(() => location.hash.includes('p=534.7'));
  await button(page, 'Solve').click();
  await waitStatus(page, /solution/);
  assert.equal((await sudokuState(page)).text, `534${EASY.slice(3)}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sudoku: a pasted puzzle with 55.. in its first row is shown with its conflict, in a link too, and not searched', async () => {
  const page = await open(env.browser, env.url, '#/sudoku?cell=mrv', { width: 1366, height: 768 });
  await button(page, 'Step').click();
  await page.getByLabel('Puzzle text', { exact: true }).fill(`55..7....\n${PASTED.slice(9)}`);
  await button(page, 'Load puzzle').click();
  await page.waitForFunction((p) => location.hash.includes(`p=${p}`), PASTED);
  await expectConflictShown(page, PASTED, 'pasted');
  // The link opens the same: the puzzle shown with its conflict.
  const again = await open(env.browser, env.url, `#/sudoku?p=${PASTED}&cell=mrv`, { width: 1366, height: 768 });
  await expectConflictShown(again, PASTED, 'link');
  assert.deepEqual([...page.errors, ...again.errors], []);
  await Promise.all([page.close(), again.close()]);
});

// A course author's page on another loopback port, embedding `src` in a frame sandboxed as
// course platforms do.
async function sandboxPage(src) {
  const outer = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>notes</title><iframe sandbox="allow-scripts allow-popups" src="${src}" width="640" height="420" title="frame"></iframe>`);
  });
  await new Promise((r) => outer.listen(0, '127.0.0.1', r));
  outer.unref(); // a failed assertion must not hold the file open
  const page = await env.browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${outer.address().port}/`, { waitUntil: 'commit' });
  const frame = page.frameLocator('iframe');
  return { page, frame, started, errors, close: () => Promise.all([page.close(), new Promise((r) => outer.close(r))]) };
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
  await page.screenshot({ path: `${SHOTS}tried25-sandbox.png` });
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

test('in a sandboxed frame whose server does not let other origins read its files, the frame says so within 2 s, with a link', async () => {
  const strict = await serveDist({ without: ['Access-Control-Allow-Origin'] });
  try {
    const { page, frame, started, close } = await sandboxPage(`${strict.url}#/knight?embed=1&board=6x6`);
    try {
      const link = frame.getByRole('link', { name: 'Open in Searchlight' });
      await frame.getByRole('status').filter({ hasText: /^Searchlight cannot start in this frame/ }).waitFor({ timeout: 2500 });
      const took = Date.now() - started;
      assert.ok(took < 2500, `said within 2.5 s of opening (took ${took} ms)`);
      assert.ok(await link.isVisible());
      const href = await link.getAttribute('href');
      assert.equal(href, `${strict.url}#/knight?board=6x6`);
      assert.equal(await link.getAttribute('target'), '_blank');
      await page.screenshot({ path: `${SHOTS}tried25-sandbox-stuck.png` });
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

test('a stray tap at step 300 starts a new history entry: browser Back returns to the start and the step that were left', async () => {
  const page = await open(env.browser, env.url, '#/knight?strategy=dfs&step=299', { width: 1366, height: 768 });
  await button(page, 'Step').click();
  assert.equal(await counter(page, 'steps'), '300');
  // The tap comes at once (before the step's URL write, which waits up to 200 ms).
  await clickSquare(page, 2, 2, 8, 8); // c3
  await page.waitForFunction(() => location.hash.includes('start=c3'));
  assert.equal(await counter(page, 'steps'), '0');
  await page.goBack();
  await page.waitForFunction(() => !location.hash.includes('start=c3'));
  await waitStatus(page, /./);
  assert.equal(await counter(page, 'steps'), '300');
  const back = await hashParams(page);
  assert.equal(back.step, '300');
  assert.ok(back.start === undefined || back.start === 'a1');
  assert.match(await status(page), /\ba1\b|step 300|300/);
  // Forward returns to the tap.
  await page.goForward();
  await page.waitForFunction(() => location.hash.includes('start=c3'));
  await waitStatus(page, /c3/);
  // Steps themselves replace the entry: three steps and one Back leave the page's history.
  const length = await page.evaluate(() => history.length);
  for (let i = 0; i < 3; i++) await button(page, 'Step').click();
  await page.waitForFunction(() => location.hash.includes('step=3'));
  assert.equal(await page.evaluate(() => history.length), length);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every view keeps its changes of instance in the history: queens, BFS, sudoku, maze and DFS go Back to the frame left', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&step=12', { width: 1366, height: 768 });
  await page.locator('form.options [name=n]').fill('5');
  await page.locator('form.options [name=n]').press('Enter');
  await page.waitForFunction(() => location.hash.includes('n=5'));
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('n=6'));
  await waitStatus(page, /./);
  assert.equal((await hashParams(page)).step, '12');
  assert.equal(await counter(page, 'steps'), '12');

  // BFS: another start square, then Back.
  await page.evaluate(() => { location.hash = '#/bfs?start=a1&step=5'; });
  await mounted(page, 'bfs');
  await page.locator('form.options [name=start]').fill('d4');
  await page.locator('form.options [name=start]').press('Enter');
  await page.waitForFunction(() => location.hash.includes('start=d4'));
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('start=a1'));
  await mounted(page, 'bfs');
  assert.equal((await hashParams(page)).step, '5');
  assert.equal(await counter(page, 'steps'), '5');

  // Sudoku: a digit typed, then Back: the puzzle before it, at its step.
  await page.evaluate(() => { location.hash = '#/sudoku?step=4'; });
  await mounted(page, 'sudoku');
  const canvas = page.locator('[data-role=grid]');
  const cell = ((await canvas.boundingBox()).width - 2) / 9;
  await canvas.click({ position: { x: 2.5 * cell, y: 0.5 * cell } });
  await page.keyboard.press('5');
  await page.waitForFunction((p) => location.hash.includes(`p=${p}`), CLASH);
  await page.goBack();
  await page.waitForFunction((p) => location.hash.includes(`p=${p}`), EASY);
  await mounted(page, 'sudoku');
  assert.equal(await counter(page, 'steps'), '4');
  assert.equal((await page.getByLabel('Puzzle text', { exact: true }).inputValue()).trim(), EASY);

  // Maze: a new seed, then Back.
  await page.evaluate(() => { location.hash = '#/maze?seed=7&step=20'; });
  await mounted(page, 'maze');
  await page.getByRole('button', { name: 'New maze' }).click();
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('seed') !== '7');
  await page.goBack();
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('seed') === '7');
  await mounted(page, 'maze');
  assert.equal((await hashParams(page)).step, '20');

  // DFS: the edge list edited, then Back.
  await page.evaluate(() => { location.hash = '#/dfs?step=6'; });
  await mounted(page, 'dfs');
  // The view writes its graph into the URL (the example's edge list) up to 200 ms after it
  // mounts: read the frame's URL once it is written, not before.
  await page.waitForFunction(() => /[?&]edges=/.test(location.hash));
  const before = (await hashParams(page)).edges;
  const edges = page.locator('textarea[name=edges]');
  await edges.fill('a b\nb c');
  await page.getByRole('button', { name: 'Apply edge list' }).click();
  await page.waitForFunction((e) => new URLSearchParams(location.hash.split('?')[1]).get('edges') !== e, before ?? null);
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('step=6'));
  await mounted(page, 'dfs');
  await page.waitForFunction(() => /[?&]edges=/.test(location.hash));
  assert.equal((await hashParams(page)).edges, before);
  assert.equal(await route(page), '#/dfs');
  assert.deepEqual(page.errors, []);
  await page.close();
});
