// Shannon's maze mouse in Chromium: generate and explore, step back exactly, the second run
// from memory, the walls taken away, a wall put on the route, and the cycle without the
// visited set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, waitStatus, SHOTS, canvasImage, shot, moreOptions } from './harness.mjs';

const env = useBrowser();

const solve = async (page) => {
  await button(page, 'Solve').click();
  await waitStatus(page, /^(Coin found|Stopped|Every square)/);
};
const counts = async (page) => {
  const out = {};
  for (const k of ['steps', 'entered', 'wall_feels', 'turns', 'backups', 'route', 'shortest']) out[k] = Number(await counter(page, k));
  return out;
};

test('generate and explore: the mouse finds the coin, its route the only one', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=12x12&seed=7&loops=0&memory=on&run=explore');
  assert.equal(await status(page), 'The mouse is at a12; the coin is at l1. Step, Play or Solve: it feels its way with its whiskers.');
  await button(page, 'Step').click();
  assert.match(await status(page), /^(Whiskers at a12: wall ahead to the north; turn right to face east\.|Open ahead)/);
  await solve(page);
  const c = await counts(page);
  assert.equal(c.route, c.shortest, 'a perfect maze has one route');
  assert.equal(await status(page), `Coin found at l1: a route of ${c.route} moves (the shortest has ${c.shortest}), ${c.steps.toLocaleString('en-US')} steps.`);
  assert.ok(c.wall_feels > 0 && c.turns >= c.wall_feels - c.backups);
  assert.equal(c.entered - c.backups, c.route);
  await shot(page, SHOTS + 'maze-12-explore.png', { fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the URL names the frame; stepping back is exact', async () => {
  const hash = '#/maze?size=12x12&seed=7&loops=20&memory=on&run=explore&step=120';
  const page = await open(env.browser, env.url, hash);
  assert.equal(await counter(page, 'steps'), '120');
  const frame = await canvasImage(page);
  const again = await open(env.browser, env.url, hash);
  assert.equal(await canvasImage(again), frame);
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
  assert.notEqual(await canvasImage(page), frame);
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await canvasImage(page), frame);
  await Promise.all([page.close(), again.close()]);
});

test('second run from memory, then with the walls taken away: the same route', async () => {
  const first = await open(env.browser, env.url, '#/maze?size=12x12&seed=7&run=explore');
  await solve(first);
  const learned = await counts(first);
  const page = await open(env.browser, env.url, '#/maze?size=12x12&seed=7&run=second');
  assert.match(await status(page), /^Second run from a12 to the coin at l1/);
  await button(page, 'Step').click();
  assert.match(await status(page), /^a12 remembers (east: run on to b12|south: run on to a11)\.$/);
  await solve(page);
  let c = await counts(page);
  assert.deepEqual([c.route, c.wall_feels, c.turns, c.backups, c.steps], [learned.route, 0, 0, 0, learned.route + 1]);
  await moreOptions(page);
  await page.getByLabel('walls standing').uncheck();
  await page.waitForFunction(() => location.hash.includes('walls=off'));
  assert.equal(await counter(page, 'steps'), '0');
  await solve(page);
  c = await counts(page);
  assert.deepEqual([c.route, c.wall_feels, c.shortest], [learned.route, 0, 22], 'with no walls, the shortest is 11 + 11 moves');
  await shot(page, SHOTS + 'maze-12-no-walls.png', { fullPage: true });
  assert.deepEqual([...first.errors, ...page.errors], []);
  await Promise.all([first.close(), page.close()]);
});

test('a wall put on the route: the mouse relearns from there', async () => {
  // With loops, a12 opens east and south; the first run leaves it east.
  const page = await open(env.browser, env.url, '#/maze?size=12x12&seed=7&loops=30&run=second');
  await button(page, 'Step').click();
  assert.equal(await status(page), 'a12 remembers east: run on to b12.');
  // Put up the wall east of a12: a click near the east side of the top left square.
  const canvas = page.locator('[data-role=canvas]');
  const box = await canvas.boundingBox();
  const size = (box.width - 22) / 12;
  await canvas.click({ position: { x: 22 + size * 0.93, y: size * 0.5 } });
  await page.waitForFunction(() => /moved=a12e/.test(location.hash));
  await button(page, 'Step').click();
  assert.equal(await status(page), "a12's memory leads into a wall: explore from here and learn the new route.");
  await button(page, 'Step').click();
  assert.equal(await status(page), 'Whiskers at a12: wall ahead to the east; turn right to face south.');
  await solve(page);
  assert.match(await status(page), /^Coin found at l1: a route of \d+ moves/);
  assert.ok(Number(await counter(page, 'wall_feels')) > 0);
  await shot(page, SHOTS + 'maze-12-moved-wall.png', { fullPage: true });
  // The same click again takes the wall down: the edit is gone from the URL.
  await canvas.click({ position: { x: 22 + size * 0.93, y: size * 0.5 } });
  await page.waitForFunction(() => !/moved=/.test(location.hash));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without the visited set the mouse goes round the cycle to the step limit', async () => {
  const loop = '#/maze?size=3x3&seed=7&edits=a3s,a2e,b2s,a1e,b1e&coin=a1';
  const page = await open(env.browser, env.url, `${loop}&memory=off`);
  await solve(page);
  assert.equal(await status(page), 'Stopped at the step limit of 88: without the visited set the mouse goes round a cycle of 6 squares (drawn red) and would never stop.');
  // Stopped at the limit the mouse has a way from the start, not a route (the CLI: none).
  assert.equal(await counter(page, 'route'), 'none');
  assert.ok(Number(await counter(page, 'way')) > 6, 'its way goes round the cycle');
  await shot(page, SHOTS + 'maze-cycle.png', { fullPage: true });
  await page.keyboard.press('ArrowLeft');
  assert.equal(await counter(page, 'route'), '', 'still running: no route yet');
  await moreOptions(page);
  await page.getByLabel('remember where I have been (visited set)').check();
  await solve(page);
  assert.equal(await status(page), 'Coin found at a1: a route of 6 moves (the shortest has 2), 13 steps.');
  assert.equal(await counter(page, 'route'), '6');
  await page.close();
  const zh = await open(env.browser, env.url, `${loop}&memory=off&lang=zh`);
  await button(zh, '求解').click();
  await waitStatus(zh, /^在步数上限 88 处停止/);
  assert.equal(await counter(zh, 'route'), '无');
  await zh.close();
});

test('bad values in the URL get notices', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=1x400&loops=300&run=third');
  const text = await page.getByRole('alert').textContent();
  assert.match(text, /Ignored size=1x400: size "1x400" is out of range: a maze is ROWSxCOLUMNS from 2x2 to 100x100/);
  assert.match(text, /Ignored loops=300/);
  assert.match(text, /Ignored run=third: unknown run "third"/);
  assert.match(await status(page), /^The mouse is at a12/);
  await page.close();
});

test('a step limit past the page\'s bound is refused with the bound and the default named', async () => {
  // limit=100000000 was said to be "not ... from 1 to 100,000,000", and limit=33554432 ran
  // for minutes on the page's thread; the page takes at most 1,000,000 steps.
  for (const [limit, shown] of [['100000000', '100000000'], ['1000001', '1000001'], ['0', '0']]) {
    const page = await open(env.browser, env.url, `#/maze?size=3x3&seed=7&edits=a3s,a2e,b2s,a1e,b1e&coin=a1&memory=off&limit=${limit}`);
    const text = await page.getByRole('alert').textContent();
    assert.match(text, new RegExp(`Ignored limit=${shown}: limit "${shown}" is not a number of steps from 1 to 1,000,000\\. Using 8 steps a square\\.`), text);
    await solve(page);
    assert.match(await status(page), /^Stopped at the step limit of 88:/);
    await page.close();
  }
  const page = await open(env.browser, env.url, '#/maze?size=3x3&seed=7&edits=a3s,a2e,b2s,a1e,b1e&coin=a1&memory=off&limit=1000000');
  assert.equal(await page.locator('#notice').isVisible(), false);
  await page.close();
});

test('a size of the wrong form says the form, not the range', async () => {
  // size=3 said "size "3" is out of range".
  const page = await open(env.browser, env.url, '#/maze?size=3&seed=7');
  const text = await page.getByRole('alert').textContent();
  assert.match(text, /Ignored size=3: size "3" is not of the form ROWSxCOLUMNS, two whole numbers with an x between them, e\.g\. 12x12/);
  assert.doesNotMatch(text, /out of range/);
  assert.match(await status(page), /^The mouse is at a12/);
  await page.close();
});

test('the generation is a DFS too: carve, go back, every square joined once', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=6x6&seed=7&loops=10&run=generate');
  assert.equal(await status(page), 'The maze is generated by randomised depth-first search from a6: every wall stands. Step, Play or Solve.');
  await button(page, 'Step').click();
  assert.match(await status(page), /^Carve (east|south) from a6 to (b6|a5), a neighbour not yet visited, chosen at random\.$/);
  await button(page, 'Solve').click();
  await waitStatus(page, /^Maze done/);
  assert.equal(await status(page), 'Maze done: 36 squares, 38 passages, 3 walls taken away for loops. Choose a run to send the mouse in.');
  assert.deepEqual([await counter(page, 'entered'), await counter(page, 'wall_feels'), await counter(page, 'turns')], ['35', '36', '3']);
  await shot(page, SHOTS + 'maze-generate.png', { fullPage: true });
  await page.keyboard.press('ArrowLeft');
  assert.match(await status(page), /^Loops: take away the wall (north|east|south|west) of [a-f][1-6]\.$/);
  await moreOptions(page);
  await page.getByLabel('Run', { exact: true }).selectOption('explore');
  await waitStatus(page, /^The mouse is at a6/);
  assert.equal(await counter(page, 'wall_feels'), '0');
  assert.deepEqual(page.errors, []);
  await page.close();
});
