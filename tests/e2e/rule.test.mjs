// "Your rule" on the sliding puzzle (#/puzzle) in Chromium at 390x844, keyboard only: an
// estimate h typed in English and in Chinese, checked in a worker over every position of
// the 8-puzzle; its verdict; the counterexample put on the board by its button, which the
// test verifies (2 x Manhattan distance above the CLI's breadth-first length there); a
// rule that does not read named by its column; axe clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, openDevice, violations, hashParams, shot, SHOTS } from './harness.mjs';

const env = useBrowser();
const cli = useCli();

// Tab until the element matching `selector` has the focus (keyboard only), at most 200 presses.
async function tabTo(page, selector) {
  for (let i = 0; i < 200; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no focus reached ${selector}`);
}

// Type a rule into the field, replacing what it holds, and press Enter; wait for the verdict.
async function check(page, rule) {
  await tabTo(page, 'input[name=own-rule]');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(rule);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-role=own-rule]');
    return s && !document.querySelector('[data-act=own-check]').disabled
      && (document.querySelectorAll('[data-role=own-verdict] li').length === 3 || document.querySelector('[data-role=own-said]').textContent !== '');
  }, null, { timeout: 20000 });
}

const manhattan = (tiles) => tiles.reduce((h, t, i) => (t === 0 ? h : h + Math.abs(Math.floor(i / 3) - Math.floor((t - 1) / 3)) + Math.abs((i % 3) - ((t - 1) % 3))), 0);

test('your rule: English and Chinese, the verdict, the counterexample on the board, keyboard only, axe clean, at 390x844', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/puzzle?side=3&shuffle=10&seed=1');
  try {
    await check(page, 'sum(tile, abs(row - goal_row) + abs(col - goal_col))');
    const said = await page.locator('[data-role=own-verdict] li').allTextContents();
    assert.match(said[0], /181,440 positions/);
    assert.match(said[1], /^Admissible: /);
    assert.match(said[2], /^Consistent: /);
    assert.deepEqual(await violations(page, 'verdict'), []);

    await check(page, '2 * manhattan');
    const [, over] = await page.locator('[data-role=own-verdict] li').allTextContents();
    await shot(page.locator('[data-role=own-rule]'), `${SHOTS}rule-en-390.png`);
    assert.match(over, /^Not admissible: h exceeds the true distance on [\d,]+ positions; nearest the goal, ([\d ]+): h = 2, true distance 1\./);
    // One key press from the verdict to the board.
    await tabTo(page, '[data-act=own-show-over]');
    const tiles = await page.locator('[data-act=own-show-over]').getAttribute('data-tiles');
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => new URLSearchParams(location.hash.split('?')[1]).get('tiles') === t, tiles);
    assert.equal((await hashParams(page)).tiles, tiles);
    // The counterexample checked here: 2 x Manhattan above its true distance by BFS.
    const cells = tiles.split(' ').map(Number);
    const bfs = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'bfs', '--json'], { encoding: 'utf8' }));
    assert.ok(2 * manhattan(cells) > bfs.length, `${tiles}: 2 x ${manhattan(cells)} vs ${bfs.length}`);

    // A* with h beside Manhattan on the board's position (the counterexample now), keyboard
    // only: 2 x Manhattan expands no more than Manhattan; the counts are the CLI's.
    await tabTo(page, '[data-act=own-race]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-role=own-race]').textContent !== '');
    const raceCli = JSON.parse(execFileSync(cli, ['rule', '--view', 'puzzle', '--h', '2 * manhattan', '--tiles', tiles, '--astar', '--json'], { encoding: 'utf8' }));
    const { rule_expanded: ours, manhattan_expanded: theirs } = raceCli.astar;
    assert.equal(await page.locator('[data-role=own-race]').textContent(),
      `A* with your h: ${raceCli.astar.rule_length} ${raceCli.astar.rule_length === 1 ? 'move' : 'moves'}, ${ours} ${ours === 1 ? 'state' : 'states'} expanded; with Manhattan distance: ${raceCli.astar.manhattan_length} ${raceCli.astar.manhattan_length === 1 ? 'move' : 'moves'}, ${theirs} expanded.`);

    // A rule that does not read: its column and what was expected.
    await check(page, 'sum(tile, row');
    assert.equal(await page.locator('[data-role=own-said]').textContent(), 'Column 14: the rule ends where ")" was expected.');
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
  const zh = await openDevice(env.browser, env.url, '#/puzzle?side=3&lang=zh');
  try {
    await check(zh.page, 'misplaced + 1');
    const said = await zh.page.locator('[data-role=own-verdict] li').allTextContents();
    assert.match(said[1], /^不可采纳：h 在 [\d,]+ 个局面上超过真实距离；离目标最近的是 1 2 3 4 5 6 7 8 0：h = 1，真实距离 0。 /);
    assert.match(said[2], /^一致：/);
    await shot(zh.page.locator('[data-role=own-rule]'), `${SHOTS}rule-zh-390.png`);
    assert.deepEqual(await violations(zh.page, 'zh verdict'), []);
  } finally {
    await zh.context.close();
  }
});
