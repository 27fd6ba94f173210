// The sliding puzzle's depth-first family (#/puzzle with algo=dfs|ids|idastar) in Chromium:
// "Your turn" asks which tile IDA* slides next to enter a state and a tile clicked on the
// board answers, graded in Rust by the rule (a tile whose f goes over the bound is wrong,
// with its f; the one entered is right and the search moves on); the code panel shows the
// depth-first listing with one current line, which Step moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, counter, asked, answer, listed, roleText, violations, SHOTS, shot } from './harness.mjs';

const env = useBrowser();

// The centre of cell `i` (row-major) of the 3x3 board.
async function cellAt(page, i) {
  const box = await page.locator('[data-role=canvas]').boundingBox();
  const size = box.width / 3;
  return { x: (i % 3 + 0.5) * size, y: (Math.floor(i / 3) + 0.5) * size };
}

test('IDA*: "Your turn" asks which tile it slides next; a tile over the bound clicked is wrong, the one it enters right; the code panel\'s line moves with Step', async () => {
  // 1 2 3 / 4 5 6 / _ 7 8: h = 2, the first bound. Beside the blank, in the order tried: the
  // 4 above it (sliding it gives f = 1 + 3 = 4, over 2) and the 7 right of it (f = 1 + 1 = 2).
  const page = await open(env.browser, env.url, '#/puzzle?tiles=1 2 3 4 5 6 0 7 8&algo=idastar&heuristic=manhattan', { width: 1366, height: 900 });
  await button(page, 'Your turn').click();
  await asked(page);
  const question = await roleText(page, 'question');
  assert.match(question, /^Your turn: which tile does IDA\* slide next to enter a new state \(the bound on f is 2\)\?/);
  // The bound's iteration and the start entered were played without asking.
  assert.equal(await counter(page, 'steps'), '2');
  // The hint: the tiles not tried, in the order tried, each with its f.
  await button(page, 'Hint').click();
  assert.match(await roleText(page, 'hint'), /in that order \(tile: f\): 4: 4, 7: 2\.$/);
  const canvas = page.locator('[data-role=canvas]');
  await canvas.click({ position: await cellAt(page, 3) });
  await page.waitForFunction(() => document.querySelector('[data-role=verdict]').textContent !== '');
  assert.match(await roleText(page, 'verdict'), /^Not what the rule does: 4\. Sliding tile 4 gives f = 1 \+ 3 = 4, over the bound 2: it is not entered\./);
  assert.equal(await counter(page, 'steps'), '2', 'a wrong answer does not move the search');
  await shot(page, `${SHOTS}puzzle-deep-predict-wrong.png`);
  await canvas.click({ position: await cellAt(page, 7) });
  // Right: the 4 is pruned and the 7 entered, then the next question.
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '4');
  assert.match(await roleText(page, 'verdict'), /^Right.*Slide tile 7: enter a state at depth 1: f = g \+ h = 1 \+ 1 = 2, within the bound\./);
  await asked(page);
  // The question counts once, at its first answer (wrong); both tries are counted.
  assert.match(await roleText(page, 'score'), /0 right, 1 missed; 2 tries/);
  await shot(page, `${SHOTS}puzzle-deep-predict-right.png`);
  // The code: the depth-first listing, at the line that entered the 7; Step prunes the 5.
  await button(page, 'Your turn').click();
  await button(page, 'Code').click();
  await listed(page);
  const current = () => page.evaluate(() => document.querySelector('[data-role=code] li[aria-current=step]').dataset.label);
  assert.equal(await current(), 'mark');
  assert.match(await roleText(page, 'code'), /def enter\(s, g, bound, path, over\):/);
  await button(page, 'Step').click();
  await page.waitForFunction(() => document.querySelector('[data-role=code] li[aria-current=step]')?.dataset.label === 'prune');
  assert.match(await roleText(page, 'vars'), /m\D*4/);
  await shot(page, `${SHOTS}puzzle-deep-code.png`);
  assert.deepEqual(await violations(page, 'puzzle deep code'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('IDA* in Chinese: with every tile over the bound the answer is 回溯 (back up), then the next bound, typed: too low is wrong, the least f pruned right', async () => {
  // 3 1 2 / 4 5 6 / 7 8 _: h = 4. Sliding the 6 or the 8 gives f = 1 + 5 = 6: both pruned,
  // the start left, and the next bound is 6.
  const page = await open(env.browser, env.url, '#/puzzle?tiles=3 1 2 4 5 6 7 8 0&algo=idastar&heuristic=manhattan&lang=zh', { width: 1366, height: 900 });
  await button(page, '轮到你了').click();
  await asked(page);
  assert.match(await roleText(page, 'question'), /^轮到你了：IDA\* 下一步滑动哪个方块来进入新状态（f 的界限是 4）？/);
  await button(page, '回溯').click();
  // Right: both prunes and the backtrack played, then the bound is asked.
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '5');
  assert.match(await roleText(page, 'verdict'), /^对了。/);
  await page.waitForFunction(() => /下一个 f 的界限是多少/.test(document.querySelector('[data-role=question]').textContent));
  assert.match(await roleText(page, 'question'), /^轮到你了：f 不超过 4 时没有目标。IDA\* 下一个 f 的界限是多少？请输入。$/);
  await answer(page, '5');
  await page.waitForFunction(() => document.querySelector('[data-role=verdict]').textContent.includes('5'));
  assert.match(await roleText(page, 'verdict'), /在界限 4 下没有进入的状态中，没有一个的值小到 5：下一个界限是超过界限的最小值/);
  assert.equal(await counter(page, 'steps'), '5');
  await answer(page, '6');
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent !== '5');
  assert.match(await roleText(page, 'verdict'), /^对了。.*第 2 次迭代：f 的界限是 6。/);
  await shot(page, `${SHOTS}puzzle-deep-predict-zh.png`);
  assert.deepEqual(await violations(page, 'puzzle deep your turn zh'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});
