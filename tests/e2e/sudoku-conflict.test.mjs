// A sudoku whose givens conflict, typed, pasted or linked, is shown as the one puzzle of the
// grid, the text, the URL, Share and the status, drawn red, and not searched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, waitStatus, SHOTS, hashParams, shot } from './harness.mjs';

const env = useBrowser();

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
  await shot(page, `${SHOTS}sudoku-conflict-typed.png`);
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
