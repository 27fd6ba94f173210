// Sudoku in Chromium: solve with each option (DFS and BFS), step back exactly, edit a cell,
// paste a puzzle, see the comparison table and the error for a conflicting puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, waitStatus, SHOTS, writtenHash, canvasImage, openDevice, shot, moreOptions } from './harness.mjs';

const env = useBrowser();


test('solve with each cell choice; the examples with two and with no solutions', async () => {
  const page = await open(env.browser, env.url, '#/sudoku');
  await button(page, 'Solve').click();
  await waitStatus(page, /^Stopped at 1 solution \(\d+ nodes\)\.$/);
  const mrvNodes = Number((await page.locator('[data-c=nodes]').textContent()).replace(/,/g, ''));
  await page.getByLabel('Cell choice', { exact: true }).selectOption('first');
  await button(page, 'Solve').click();
  await waitStatus(page, /^Stopped at 1 solution/);
  const firstNodes = Number((await page.locator('[data-c=nodes]').textContent()).replace(/,/g, ''));
  assert.ok(mrvNodes < firstNodes, `${mrvNodes} < ${firstNodes}`);
  await page.getByLabel('Stop after', { exact: true }).selectOption('2');
  await page.getByLabel('Example', { exact: true }).selectOption('two');
  await button(page, 'Solve').click();
  await waitStatus(page, /^Stopped at 2 solutions .*: the puzzle has more than one\.$/);
  await page.getByLabel('Example', { exact: true }).selectOption('none');
  await button(page, 'Solve').click();
  await waitStatus(page, /^No solution: the search tried everything/);
  await page.close();
});

test('step back exactly, and a URL with state gives the same frame', async () => {
  const hash = '#/sudoku?cell=first&limit=1&step=120';
  const page = await open(env.browser, env.url, hash);
  assert.equal(await page.locator('[data-c=steps]').textContent(), '120');
  const frame = await canvasImage(page, '[data-role=grid]');
  const again = await open(env.browser, env.url, hash);
  assert.equal(await canvasImage(again, '[data-role=grid]'), frame);
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
  assert.notEqual(await canvasImage(page, '[data-role=grid]'), frame);
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await canvasImage(page, '[data-role=grid]'), frame);
  await Promise.all([page.close(), again.close()]);
});

test('edit a cell, paste a puzzle, and a conflicting puzzle is named and highlighted', async () => {
  const page = await open(env.browser, env.url, '#/sudoku');
  const canvas = page.locator('[data-role=grid]');
  const box = await canvas.boundingBox();
  const cell = (box.width - 2) / 9;
  await canvas.click({ position: { x: 2.5 * cell, y: 0.5 * cell } }); // r1c3
  await page.keyboard.press('4');
  await page.waitForFunction(() => location.hash.includes('p=534.7'));
  await canvas.click({ position: { x: 3.5 * cell, y: 0.5 * cell } }); // r1c4
  await page.keyboard.press('5');
  assert.match(await page.getByRole('alert').textContent(), /The givens conflict: 5 appears twice in row 1 \(r1c1 and r1c4\)/);
  // The conflicting cells are drawn red: sample r1c4's pixel.
  const red = await canvas.evaluate((c, x) => {
    const dpr = c.width / c.getBoundingClientRect().width;
    const d = c.getContext('2d').getImageData(Math.round(x * dpr), Math.round(6 * dpr), 1, 1).data;
    return d[0] > 180 && d[1] < 150 && d[2] < 150;
  }, 3.2 * cell);
  assert.ok(red, 'r1c4 highlighted');
  await shot(page, SHOTS + 'sudoku-conflict.png');
  // Fixing the cell clears it.
  await page.keyboard.press('.');
  await page.waitForFunction(() => !location.hash.includes('p=5345'));
  await page.getByLabel('Puzzle text', { exact: true }).fill('1... ..1. .3.. ...4');
  await button(page, 'Load puzzle').click();
  await button(page, 'Solve').click();
  await waitStatus(page, /^Stopped at 1 solution/);
  await page.getByLabel('Puzzle text', { exact: true }).fill('12x.');
  await button(page, 'Load puzzle').click();
  assert.match(await page.getByRole('alert').textContent(), /Cell 3 holds "x"/);
  const junk = await open(env.browser, env.url, '#/sudoku?p=11..............&cell=zz&frontier=queue');
  const text = await junk.getByRole('alert').textContent();
  // A puzzle whose givens conflict is shown as it is, with its conflict, and not searched.
  assert.match(text, /The givens conflict: 1 appears twice in row 1/);
  assert.match(await junk.getByRole('status').textContent(), /^The givens conflict: 1 appears twice in row 1/);
  assert.ok(await button(junk, 'Step').isDisabled());
  assert.match(await writtenHash(junk), /p=11\.{14}&/);
  assert.match(text, /Ignored cell=zz/);
  assert.match(text, /Ignored frontier=queue: choose dfs or bfs/);
  await Promise.all([page.close(), junk.close()]);
});

test('the comparison table, computed in a worker, row by row with progress', async () => {
  const page = await open(env.browser, env.url, '#/sudoku');
  // The hard example's BFS rows take longer: the progress shows rows done meanwhile.
  await page.getByLabel('Example', { exact: true }).selectOption('hard');
  // Cancel pressed while rows remain. The eight rows take about 2 s of CPU in all, so on a
  // busy machine the last can end between the click's checks and the click itself (the
  // status then says the comparison is done, and Cancel is gone): that try is run again.
  for (let attempt = 1; ; attempt++) {
    await button(page, 'Compare').click();
    await waitStatus(page, /^Comparing: \d of 8 searches done…$/, 30000);
    const done = await page.locator('[data-role=progress]').evaluate((p) => [p.value, p.max]);
    assert.ok(done[0] >= 1 && done[1] === 8, String(done));
    await button(page, 'Cancel').click({ timeout: 5000 }).catch(() => {});
    await waitStatus(page, /^Comparison (cancelled\.|done)/);
    if (/^Comparison cancelled\.$/.test(await status(page))) break;
    assert.ok(attempt < 5, 'the comparison ended before Cancel five times');
  }
  await page.getByLabel('Example', { exact: true }).selectOption('easy');
  await button(page, 'Compare').click();
  await waitStatus(page, /^Comparison done/, 30000);
  assert.equal(await page.locator('[data-role=progress]').isHidden(), true);
  const rows = await page.locator('table.compare tbody tr').allTextContents();
  assert.equal(rows.length, 8);
  assert.match(rows[0], /^DFSonefirst empty1/);
  assert.match(rows[5], /^BFSonefewest candidates1/);
  await moreOptions(page);
  await page.getByLabel('Pencil marks').check();
  await shot(page, SHOTS + 'sudoku-compare.png', { fullPage: true });
  await page.close();
});

test('BFS stepped: the queue grows, steps go back exactly, and the frontier cap stops it with a message', async () => {
  const page = await open(env.browser, env.url, '#/sudoku?frontier=bfs&cell=first&limit=1');
  assert.equal(await page.getByLabel('Frontier', { exact: true }).inputValue(), 'bfs');
  assert.match(await page.getByRole('status').textContent(), /BFS starts with this one grid in the queue/);
  assert.equal(await counter(page, 'frontier'), '1');
  await button(page, 'Step').click();
  // The first grid off the queue is the puzzle; r1c3 (the first empty cell) has 1, 2 and 4.
  await waitStatus(page, /queued 3 more, one per candidate\. 3 grids in the queue\.$/);
  for (let i = 0; i < 59; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await counter(page, 'steps'), '60');
  const frontier = Number(await counter(page, 'frontier'));
  const taken = Number(await counter(page, 'nodes'));
  assert.equal(taken, 60);
  assert.ok(frontier > 10, `queue ${frontier}`);
  const frame = await canvasImage(page, '[data-role=grid]');
  const queue = await page.locator('[data-role=next]').evaluate((c) => c.toDataURL());
  for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowLeft');
  assert.equal(await counter(page, 'steps'), '35');
  assert.notEqual(await canvasImage(page, '[data-role=grid]'), frame);
  for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await canvasImage(page, '[data-role=grid]'), frame);
  assert.equal(await page.locator('[data-role=next]').evaluate((c) => c.toDataURL()), queue);
  assert.equal(Number(await counter(page, 'frontier')), frontier);
  await page.waitForFunction(() => location.hash.includes('frontier=bfs') && location.hash.includes('step=60'));
  await shot(page, SHOTS + 'sudoku-bfs.png', { fullPage: true });
  // Solved by BFS with fewest candidates: one solution, the same as DFS finds.
  await page.getByLabel('Cell choice', { exact: true }).selectOption('mrv');
  await button(page, 'Solve').click();
  await waitStatus(page, /^Stopped at 1 solution \([\d,]+ grids, largest queue [\d,]+\)\.$/);
  // The hard example with first-empty choice: the queue passes its cap and BFS stops (48 MiB
  // at 365 bytes a 9x9 grid, the cost model the CLI counts with too).
  await page.getByLabel('Cell choice', { exact: true }).selectOption('first');
  await page.getByLabel('Example', { exact: true }).selectOption('hard');
  await button(page, 'Solve').click();
  await waitStatus(page, /^Stopped: the queue passed 137,894 grids, so BFS stops here to keep memory bounded/, 60000);
  assert.ok(Number(await counter(page, 'max')) > 137894);
  await shot(page, SHOTS + 'sudoku-bfs-capped.png', { fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Solve now and Is it unique? use the fast solver at once', async () => {
  const page = await open(env.browser, env.url, '#/sudoku');
  await page.getByLabel('Example', { exact: true }).selectOption('hard');
  const before = await canvasImage(page, '[data-role=grid]');
  await button(page, 'Solve now').click();
  await waitStatus(page, /^Solved by the fast solver \(.* ms, [\d,]+ guess(es)?\)\. Exactly one solution\.$/);
  assert.notEqual(await canvasImage(page, '[data-role=grid]'), before);
  // A step puts the stepping search back on the grid.
  await button(page, 'Step').click();
  assert.equal(await counter(page, 'steps'), '1');
  await page.getByLabel('Example', { exact: true }).selectOption('two');
  await button(page, 'Is it unique?').click();
  await waitStatus(page, /^More than one solution: the fast solver checked for a second one/);
  await page.getByLabel('Example', { exact: true }).selectOption('none');
  await button(page, 'Solve now').click();
  await waitStatus(page, /^No solution: the fast solver checked/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a search that never ends: the fast solver shows its clock and stops, Solve stops at the recording limit and says so', async () => {
  const page = await open(env.browser, env.url, '#/sudoku');
  // Twelve cells of row 1 share eleven digits: no solution, and no search finishes.
  await page.getByLabel('Example', { exact: true }).selectOption('pigeonhole');
  await button(page, 'Is it unique?').click();
  await waitStatus(page, /^The fast solver is working… [1-9]\d* s \(Stop ends it\)\.$/, 10000);
  assert.equal(await button(page, 'Is it unique?').isDisabled(), true);
  await button(page, 'Stop').click();
  await waitStatus(page, /^Stopped the fast solver\.$/);
  assert.equal(await button(page, 'Stop').isHidden(), true);
  assert.equal(await button(page, 'Is it unique?').isDisabled(), false);
  // The stepping search records at most 32 MiB of steps (8 bytes each: 4,194,304); Solve
  // stops there, saying why.
  await button(page, 'Solve').click();
  await waitStatus(page, /Stopped after 4,194,304 steps: the page keeps no more, so that Back stays exact\. Solve now and Is it unique\? use the fast solver, which keeps no steps\.$/, 60000);
  assert.equal(await counter(page, 'steps'), '4194304');
  assert.equal(await counter(page, 'solutions'), '0');
  await button(page, 'Back').click();
  await waitStatus(page, /\(step 4,194,303\)\.$/);
  // The comparison runs in a worker too: Cancel ends it.
  await button(page, 'Compare').click();
  await waitStatus(page, /^Comparing: 0 of 8 searches done…$|^Comparing DFS and BFS/);
  await button(page, 'Cancel').click();
  await waitStatus(page, /^Comparison cancelled\.$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the fast solver gives up on the pigeonhole at its bound of guesses, and says so', async () => {
  // It ran for ever ("longer than anyone will wait") until Stop.
  const page = await open(env.browser, env.url, '#/sudoku');
  await page.getByLabel('Example', { exact: true }).selectOption('pigeonhole');
  await button(page, 'Solve now').click();
  await waitStatus(page, /^The fast solver gave up \([\d,]+ ms, 10,000,000 guesses\) before finding a solution or showing there is none: /, 120000);
  assert.equal(await button(page, 'Stop').isHidden(), true);
  assert.equal(await button(page, 'Solve now').isDisabled(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('stop at K: a K from the URL shows in the select and the search runs to it', async () => {
  const two = '....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const page = await open(env.browser, env.url, `#/sudoku?p=${two}&limit=5`);
  const select = page.getByLabel('Stop after', { exact: true });
  assert.equal(await select.inputValue(), '5');
  assert.equal(await select.locator('option:checked').textContent(), 'at 5 solutions');
  await button(page, 'Solve').click();
  await waitStatus(page, /^2 solutions, all of them \([\d,]+ nodes\): this puzzle is not unique\.$/);
  await select.selectOption('10');
  await page.waitForFunction(() => /limit=10/.test(location.hash));
  await button(page, 'Solve').click();
  await waitStatus(page, /^2 solutions, all of them/);
  // Another K replaces the first one's option rather than adding to it.
  await page.goto(`${env.url}#/sudoku?p=${two}&limit=7`);
  await page.waitForFunction(() => document.querySelector('select[name=limit]')?.value === '7');
  assert.deepEqual(await select.locator('option').allTextContents(), [
    'at the first solution', 'at 2 (is it unique?)', 'at 10 solutions', 'at 100 solutions', 'at 7 solutions', 'never: find all',
  ]);
  await page.close();
});

test('solutions found are drawn small under the counters; a click shows one in the grid', async () => {
  const two = '....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const page = await open(env.browser, env.url, `#/sudoku?p=${two}&limit=0`);
  assert.equal(await page.locator('[data-role=solutions]').isHidden(), true);
  await button(page, 'Solve').click();
  await waitStatus(page, /^2 solutions, all of them/);
  const thumbs = page.getByRole('button', { name: /^Show solution \d+ in the grid$/ });
  assert.equal(await thumbs.count(), 2);
  const searchFrame = await canvasImage(page, '[data-role=grid]');
  await page.getByRole('button', { name: 'Show solution 1 in the grid' }).click();
  await waitStatus(page, /^Solution 1 of 2 met by the search, shown in the grid\./);
  const first = await canvasImage(page, '[data-role=grid]');
  await page.getByRole('button', { name: 'Show solution 2 in the grid' }).click();
  await waitStatus(page, /^Solution 2 of 2 met by the search/);
  const second = await canvasImage(page, '[data-role=grid]');
  assert.notEqual(first, searchFrame);
  assert.notEqual(second, first);
  // Back returns to the search, where only the solutions met by then are listed.
  await button(page, 'Back').click();
  assert.equal(await canvasImage(page, '[data-role=grid]') === second, false);
  await button(page, 'Reset').click();
  assert.equal(await page.locator('[data-role=solutions]').isHidden(), true);
  // Every 4x4 grid: 288 solutions (BFS), the first 24 drawn.
  await page.goto(`${env.url}#/sudoku?p=${'.'.repeat(16)}&limit=0&frontier=bfs`);
  await button(page, 'Solve').click();
  await waitStatus(page, /^288 solutions, all of them/);
  assert.equal(await page.locator('[data-role=sol-note]').textContent(), '288 so far; the first 24 below. Click one to see it in the grid.');
  assert.equal(await thumbs.count(), 24);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bad value in the link is named in words from the catalogue', async () => {
  const en = await (await import('../../www/text/index.js')).loadCatalogue('en');
  const page = await open(env.browser, env.url, '#/sudoku?limit=abc&p=1..1');
  const text = await page.getByRole('alert').textContent();
  const ignored = en['notice.ignored'].replace('{key}', 'limit').replace('{value}', 'abc')
    .replace('{why}', en['sudoku.param.limit']).replace('{fallback}', en['sudoku.fallback.limit']);
  assert.ok(text.includes(ignored), text);
  const why = en['sudoku.wrong_length'].replace('{n}', '4');
  assert.ok(text.includes(en['sudoku.link_bad'].replace('{why}', why)), text);
  // The form still says what runs: the easy example, stopping at the first solution.
  assert.equal(await page.getByLabel('Stop after', { exact: true }).inputValue(), '1');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the status line says why: the cell with fewest candidates, and why a digit is taken back', async () => {
  // Arto Inkala's hard puzzle: r8c7 is the first of the cells with two candidates, {3, 9};
  // no empty cell has fewer.
  const hard = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
  const page = await open(env.browser, env.url, `#/sudoku?p=${hard}&cell=mrv&limit=1`);
  await button(page, 'Step').click();
  assert.equal(await status(page), 'r8c7: 2 candidates {3, 9}, the fewest of 60 empty cells; trying 3 (step 1).');
  const said = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('ArrowRight');
    said.push(await status(page));
  }
  assert.ok(said.some((s) => /^r\dc\d has no candidate left: take \d back out of r\dc\d\.$|^Every candidate of r\dc\d \{[\d, ]+\} failed below: take \d back out of r\dc\d\.$/.test(s)), said.join('\n'));
  await shot(page, SHOTS + 'sudoku-narration.png');
  const first = await open(env.browser, env.url, `#/sudoku?p=${hard}&cell=first&limit=1&step=1`);
  assert.match(await status(first), /^r1c2 is the first empty cell; \d candidates \{[\d, ]+\}; trying \d \(step 1\)\.$/);
  const zh = await open(env.browser, env.url, `#/sudoku?p=${hard}&cell=mrv&limit=1&step=1&lang=zh`);
  assert.equal(await status(zh), 'r8c7：2 个候选 {3、9}，是 60 个空格中最少的；尝试 3（第 1 步）。');
  assert.deepEqual([...page.errors, ...zh.errors], []);
  for (const p of [page, first, zh]) await p.close();
});

test('sudoku on a phone: tapping a cell brings up a numeric field over it, and a digit typed there edits the puzzle', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/sudoku');
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
  await shot(page, `${SHOTS}sudoku-phone-tap.png`);
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
  await shot(page, `${SHOTS}sudoku-phone-typed.png`);
  assert.deepEqual(page.errors, []);
  await context.close();
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
  await shot(zh, `${SHOTS}sudoku-compare-zh.png`, { fullPage: true });
  await zh.close();
});

// A 16x16 puzzle with one solution written 0-F, its sixteen 0s givens (tests/sudoku.rs
// makes it): read as written, kept in the link as written, and one solution; a 0 with
// neither . nor G refused in words.
const HEX = '.EDCB.98.6543.10.A987654.210FEDC.65.3210FED.BA983210FEDCBA9.7654EDC.A9.7654.210FA98765.3210FED.B6.43210FE.CBA9.72.0FEDCBA.876543D.BA.8765.32.0FE9876.43210FE.CBA5432.0F.DCBA987.10FEDCB.9876543.CB.9876.43.10FED87.543210F.DCBA943.10.EDCBA98.650FEDC.A987654.21';
for (const [lang, said] of Object.entries({
  en: { one: /Exactly one solution\.$/, ambiguous: /this 16x16 grid writes 0 but neither \. nor G, so 0 could be a digit \(0-F\) or an empty cell \(1-G\): write its empty cells as \. to read it 0-F, or give its G to read it 1-G\./i },
  zh: { one: /恰好有一个解。$/, ambiguous: /这个 16x16 数独写了 0，却既没有 \. 也没有 G/ },
})) {
  test(`a 16x16 grid written 0-F is read as written, with one solution (${lang})`, async () => {
    const page = await open(env.browser, env.url, `#/sudoku?p=${HEX}&lang=${lang}`);
    assert.equal(new URLSearchParams((await writtenHash(page)).split('?')[1]).get('p'), HEX);
    assert.equal(await page.locator('textarea[name=puzzle]').inputValue(), HEX);
    await page.locator('[data-act=solve-now]').click();
    await waitStatus(page, said.one);
    // Pasted with its empty cells written 0: refused, naming why.
    await page.locator('textarea[name=puzzle]').fill(HEX.replace(/\./g, '0'));
    await page.locator('form.paste button[type=submit]').click();
    assert.match(await page.locator('#notice-list').textContent(), said.ambiguous);
    // The same in a link: named, and its text kept in the box to be mended.
    const link = await open(env.browser, env.url, `#/sudoku?p=${HEX.replace(/\./g, '0')}&lang=${lang}`);
    assert.match(await link.locator('#notice-list').textContent(), said.ambiguous);
    assert.equal(await link.locator('textarea[name=puzzle]').inputValue(), HEX.replace(/\./g, '0'));
    assert.deepEqual(page.errors, []);
    await Promise.all([page.close(), link.close()]);
  });
}
