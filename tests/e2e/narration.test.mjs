// The narration's words at the edges: Warnsdorff's "the only candidate" (not "of 1
// candidate"), queens' last column never followed by "the column after" (in Chinese), the
// maze's "1 step" when the coin is on the start square.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, status, waitStatus } from './harness.mjs';

const env = useBrowser();

test('narration: "the only candidate", no "column after" the last column, the maze\'s "1 step"', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&strategy=warnsdorff');
  const said = [];
  for (let i = 0; i < 24; i++) {
    await button(page, 'Step').click();
    said.push(await status(page));
  }
  assert.ok(said.some((s) => /: the only candidate \([a-e]\d\s\d+\)\./.test(s)), said.join('\n'));
  assert.ok(!said.some((s) => /of 1 candidate/.test(s)));
  await page.close();
  const queens = await open(env.browser, env.url, '#/queens?n=4&variant=check&lang=zh');
  const zh = [];
  for (let i = 0; i < 30; i++) {
    await button(queens, '单步').click();
    zh.push(await status(queens));
  }
  assert.ok(zh.some((s) => /该行的皇后已在最后一列（第 4 列）/.test(s)), zh.join('\n'));
  assert.ok(!zh.some((s) => /第 4 列之后/.test(s)), zh.join('\n'));
  await queens.close();
  const maze = await open(env.browser, env.url, '#/maze?size=12x12&run=second&newcoin=a12&step=99999');
  await waitStatus(maze, /The coin is on the start square a12: found without a move \(1 step\)\./);
  await maze.close();
});
