// Sokoban (#/sokoban): a search stepped and stepped back exactly; a built-in level solved and
// its LURD solution replayed here by a verifier of this file's own, move by move (a lower-case
// letter a walk onto free floor, an upper-case one a push of a box onto free floor), every box
// ending on a goal; breadth-first search's push count equal to A*'s (both are optimal by
// pushes); a bad level's message naming its line and column, from the URL and from the text
// field; the editor's clicks cycling a square through wall, floor, goal, box and keeper, a
// draft that is no level yet said and kept; "Your turn" graded; IDA* stepped (its
// iterations, its bound on f, its path) and stepped back exactly, as short as breadth-first
// search's; side by side with and without deadlock pruning; the page in Chinese; the phone
// and the projector.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  useBrowser, open, openDevice, status, button, counter, waitStatus, idle, canvasImage, clickSquare,
  asked, answer, roleText, hashParams, violations, SHOTS, shot, moreOptions, useCli, listed,
} from './harness.mjs';

const env = useBrowser();
const cli = useCli();

// The level "Round the corner" (built-in level 2), as the test reads it.
const ROUND = ['######', '#.   #', '#    #', '# $  #', '#  @ #', '######'];

// Replay `lurd` on `rows` (the standard format): each move checked; returns the moves, the
// pushes and whether every box ends on a goal. Throws on an illegal move.
function replay(rows, lurd) {
  const grid = rows.map((r) => [...r]);
  const at = (r, c) => (grid[r] && grid[r][c]) || ' ';
  let keeper = null;
  const boxes = new Set();
  const goals = new Set();
  grid.forEach((line, r) => line.forEach((ch, c) => {
    if ('@+'.includes(ch)) keeper = [r, c];
    if ('$*'.includes(ch)) boxes.add(`${r},${c}`);
    if ('.*+'.includes(ch)) goals.add(`${r},${c}`);
  }));
  assert.ok(keeper, 'a keeper');
  const delta = { l: [0, -1], u: [-1, 0], r: [0, 1], d: [1, 0] };
  let pushes = 0;
  for (const [i, ch] of [...lurd].entries()) {
    const [dr, dc] = delta[ch.toLowerCase()];
    const [r, c] = [keeper[0] + dr, keeper[1] + dc];
    assert.notEqual(at(r, c), '#', `move ${i + 1} (${ch}) walks into a wall`);
    const push = ch !== ch.toLowerCase();
    assert.equal(boxes.has(`${r},${c}`), push, `move ${i + 1} (${ch}): ${push ? 'no box to push' : 'walks into a box'}`);
    if (push) {
      const beyond = `${r + dr},${c + dc}`;
      assert.ok(at(r + dr, c + dc) !== '#' && !boxes.has(beyond), `move ${i + 1} (${ch}) pushes a box into a wall or a box`);
      boxes.delete(`${r},${c}`);
      boxes.add(beyond);
      pushes += 1;
    }
    keeper = [r, c];
  }
  return { moves: lurd.length, pushes, solved: [...boxes].every((b) => goals.has(b)) };
}

const counts = async (page) => {
  const out = {};
  for (const k of await page.locator('[data-role=counters] [data-c]').evaluateAll((ds) => ds.map((d) => d.dataset.c))) out[k] = await counter(page, k);
  return out;
};

test('a search stepped, stepped back exactly, solved; its LURD replayed here and optimal', async () => {
  const page = await open(env.browser, env.url, '#/sokoban?n=2&algo=bfs&by=pushes', { width: 1366, height: 768 });
  assert.match(await status(page), /^Breadth-first search push by push/);
  for (let i = 0; i < 6; i++) await button(page, 'Step').click();
  const at6 = await counts(page);
  const said6 = await status(page);
  const image6 = await canvasImage(page);
  assert.equal(at6.steps, '6');
  for (let i = 0; i < 5; i++) await button(page, 'Step').click();
  assert.notDeepEqual(await counts(page), at6);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '6');
  assert.deepEqual(await counts(page), at6, 'five steps back: the counters at step 6 again');
  assert.equal(await status(page), said6);
  assert.equal(await canvasImage(page), image6, 'the board as it was');

  await button(page, 'Solve').click();
  await idle(page);
  await waitStatus(page, /^Solved: every box is on a goal/);
  const lurd = (await roleText(page, 'lurd')).trim();
  const bfs = replay(ROUND, lurd);
  assert.ok(bfs.solved, `${lurd} leaves every box on a goal`);
  assert.equal(String(bfs.moves), await counter(page, 'moves'));
  assert.equal(String(bfs.pushes), await counter(page, 'pushes'));
  assert.match(lurd, /^[lurdLURD]+$/);
  await shot(page, SHOTS + 'sokoban-solved-1366.png', { fullPage: true });
  assert.deepEqual(await violations(page, 'sokoban solved'), []);

  // A* by pushes with the matching estimate: as few pushes as breadth-first search.
  const astar = await open(env.browser, env.url, '#/sokoban?n=2&algo=astar&by=pushes');
  await button(astar, 'Solve').click();
  await idle(astar);
  await waitStatus(astar, /^Solved/);
  const a = replay(ROUND, (await roleText(astar, 'lurd')).trim());
  assert.ok(a.solved);
  assert.equal(a.pushes, bfs.pushes, 'A* with an admissible estimate finds the fewest pushes');
  assert.ok(Number(await counter(astar, 'expanded')) <= Number(at6.expanded) + Number(await counter(page, 'expanded')));
  assert.deepEqual(page.errors, []);
  await astar.close();
  await page.close();
});

test('without the closed set a position is met again; pruning is counted and said', async () => {
  const page = await open(env.browser, env.url, '#/sokoban?n=2&algo=bfs&by=moves&visited=off');
  for (let i = 0; i < 40 && Number(await counter(page, 'again')) === 0; i++) await button(page, 'Step').click();
  assert.ok(Number(await counter(page, 'again')) > 0, 'walking back and forth meets a position again');
  await page.close();
  // Level 1: the box pushed up or down from d3 goes to a wall's side with no goal.
  const pruned = await open(env.browser, env.url, '#/sokoban?n=1&algo=bfs&by=pushes');
  await button(pruned, 'Solve').click();
  await idle(pruned);
  const n = Number(await counter(pruned, 'pruned'));
  assert.ok(n > 0, 'pushes pruned as dead');
  // Step back to a pruned push: the status says why.
  for (let i = 0; i < 50; i++) {
    if (/Pruned as dead\.$/.test(await status(pruned))) break;
    await pruned.keyboard.press('ArrowLeft');
  }
  assert.match(await status(pruned), /(a corner that is not a goal|is a dead square|freeze deadlock).*Pruned as dead\.$/);
  await pruned.close();
});

test('IDA* stepped: iterations under a bound on f, the path, stepped back exactly; as few moves as breadth-first search', async () => {
  const page = await open(env.browser, env.url, '#/sokoban?n=2&algo=ida&by=moves&code=1');
  assert.match(await status(page), /^IDA\* move by move/);
  // Its code beside the board: the listing of IDA*, at its first line.
  await listed(page);
  const lit = () => page.evaluate(() => ({
    line: document.querySelector('[data-role=code] li[aria-current=step]').dataset.label,
    vars: Object.fromEntries([...document.querySelectorAll('[data-role=vars] tr')].map((tr) => [...tr.cells].map((c) => c.textContent.trim()))),
  }));
  assert.equal((await lit()).line, 'init');
  await button(page, 'Step').click();
  const first = Number((await status(page)).match(/^Iteration 1: the bound on f is (\d+), the start's h\./)[1]);
  assert.match(await roleText(page, 'bound'), new RegExp(`^The bound on f: ${first}\\.`));
  for (let i = 0; i < 20; i++) await button(page, 'Step').click();
  const at = await counts(page);
  const said = await status(page);
  const image = await canvasImage(page);
  const path = await page.locator('[data-role=path] tbody tr').count();
  for (let i = 0; i < 6; i++) await button(page, 'Step').click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '21');
  assert.deepEqual(await counts(page), at, 'six steps back: the counters as they were');
  assert.equal(await status(page), said);
  assert.equal(await canvasImage(page), image, 'the board as it was');
  assert.equal(await page.locator('[data-role=path] tbody tr').count(), path, 'the path as it was');

  await button(page, 'Solve').click();
  await idle(page);
  await waitStatus(page, /^Solved in iteration/);
  const done = await status(page);
  const [, iterations, bound] = done.match(/^Solved in iteration (\d+), under the bound (\d+)/).map(Number);
  assert.ok(iterations > 1 && bound > first, `${done}: the bound raised`);
  // IDA*'s counters, named as the status says them: states entered, iterations and the
  // bound; no frontier (it keeps none).
  const shown = Object.fromEntries(await page.locator('[data-role=counters] > div').evaluateAll((ds) => ds.map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent])));
  assert.equal(shown.Iterations, String(iterations));
  assert.equal(shown.Bound, String(bound));
  assert.match(done, new RegExp(`after ${shown.Entered} states entered`));
  assert.equal(shown['On the frontier'], undefined);
  // The listing stands where IDA* returns the path, the bound as the status says it.
  const end = await lit();
  assert.equal(end.line, 'root');
  assert.equal(end.vars.bound, String(bound));
  const ida = replay(ROUND, (await roleText(page, 'lurd')).trim());
  assert.ok(ida.solved);
  // f at the goal is g, the solution's moves: the last bound; the path holds each state.
  assert.equal(ida.moves, bound);
  assert.equal(await page.locator('[data-role=path] tbody tr').count(), ida.moves + 1);
  const bfs = JSON.parse(execFileSync(cli, ['sokoban', '--level', '2', '--algo', 'bfs', '--by', 'moves', '--json'], { encoding: 'utf8' }));
  assert.equal(ida.moves, bfs.moves, 'IDA* with an admissible estimate: the fewest moves');
  assert.deepEqual(await violations(page, 'sokoban ida'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('side by side: deadlock pruning on and off, the closed set on and off, each pane\'s counters in the table', async () => {
  // The table's cells by column name, a row a pane.
  const table = (page) => page.locator('.compare-table tr:has(td)').evaluateAll((rows) => rows.map((r) => Object.fromEntries(
    [...r.querySelectorAll('[data-col]')].map((c) => [c.dataset.col, c.textContent === '–' ? null : Number(c.textContent.replace(/[,\s]/g, ''))]))));
  const solved = (page) => page.waitForFunction(() => [...document.querySelectorAll('.compare-table td[data-col=pushes]')].every((c) => c.textContent !== '–'));
  // Level 7: without pruning, breadth-first search by pushes tries every box against every wall.
  const page = await open(env.browser, env.url, '#/sokoban?n=7&algo=bfs&by=pushes&compare=dead-on,dead-off', { width: 1366, height: 768 });
  assert.deepEqual(await page.locator('.pane-caption').allTextContents(), ['with deadlock pruning', 'without deadlock pruning']);
  await button(page, 'Solve').click();
  await solved(page);
  const [on, off] = await table(page);
  assert.ok(on.pruned > 0 && off.pruned === 0, JSON.stringify([on, off]));
  assert.ok(off.expanded >= 10 * on.expanded, `pruning cuts the states expanded tenfold: ${on.expanded} against ${off.expanded}`);
  assert.equal(on.pushes, off.pushes, 'pruning removes no solution: as few pushes');
  const head = await page.locator('.compare-table th[scope=col]').allTextContents();
  assert.deepEqual(head.slice(2, 7), ['Expanded', 'Generated', 'Met again', 'Pruned as dead', 'Solution (pushes)']);
  await shot(page, SHOTS + 'sokoban-compare-dead-1366.png', { fullPage: true });
  assert.deepEqual(await violations(page, 'sokoban compare dead'), []);
  await page.close();
  // The closed set on and off by moves; and IDA* beside A*: the same pushes.
  const memory = await open(env.browser, env.url, '#/sokoban?n=2&algo=bfs&by=moves&compare=visited-on,visited-off');
  await button(memory, 'Solve').click();
  await solved(memory);
  const [kept, forgot] = await table(memory);
  assert.ok(forgot.expanded > kept.expanded && forgot.again > kept.again, JSON.stringify([kept, forgot]));
  assert.equal(kept.pushes, forgot.pushes);
  await memory.close();
  const deep = await open(env.browser, env.url, '#/sokoban?n=6&by=pushes&compare=astar,ida');
  await button(deep, 'Solve').click();
  await solved(deep);
  const [astar, ida] = await table(deep);
  assert.equal(astar.pushes, ida.pushes);
  // A* expands states, IDA* enters them: the column says both, each pane its own word.
  assert.equal((await deep.locator('.compare-table th[scope=col]').allTextContents())[2], 'Expanded or entered');
  assert.deepEqual(deep.errors, []);
  await deep.close();
});

test('a bad level is said with its line and column, from the URL and from the text field', async () => {
  const page = await open(env.browser, env.url, `#/sokoban?level=${encodeURIComponent('#####|#@?.#|#####')}`);
  assert.match(await page.getByRole('alert').textContent(), /line 2, column 3: "\?" is not a level character/);
  await moreOptions(page);
  await page.locator('textarea[name=level-text]').fill('#####\n#@$.#\n#####\n\n#####\n#@$$.#\n#####');
  await button(page, 'Search this text').click();
  // The text holds two levels; the first is searched.
  await waitStatus(page, /^A\* push by push/);
  await page.locator('textarea[name=level-text]').fill('#####\n#@$ #\n#####');
  await button(page, 'Search this text').click();
  assert.match(await page.getByRole('alert').textContent(), /Line 1: the level has more boxes \(1\) than goals \(0\)/);
  // A title holding | and \\ is one line (not rows), kept whole in the link and read back.
  await page.locator('textarea[name=level-text]').fill('; Either | or \\ both\n#####\n#@$.#\n#####');
  await button(page, 'Search this text').click();
  await waitStatus(page, /^A\* push by push/);
  await page.waitForFunction(() => /level=/.test(location.hash));
  const linked = '; Either \\| or \\\\ both|#####|#@$.#|#####';
  assert.equal((await hashParams(page)).level, linked);
  await page.reload();
  await waitStatus(page, /^A\* push by push/);
  assert.equal(await page.locator('textarea[name=level-text]').inputValue(), '#####\n#@$.#\n#####');
  assert.equal((await hashParams(page)).level, linked);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the editor: a click cycles wall, floor, goal, box, keeper; a draft is kept until it is a level', async () => {
  const page = await open(env.browser, env.url, '#/sokoban?n=2');
  const level = async () => (await hashParams(page)).level;
  // b4 is floor (row 2, column 1 of 6x6): a goal, so two goals and one box: a draft.
  await clickSquare(page, 1, 3, 6, 6);
  assert.match(await page.getByRole('alert').textContent(), /fewer boxes \(1\) than goals \(2\)/);
  assert.equal((await page.locator('textarea[name=level-text]').inputValue()).split('\n')[2], '#.   #');
  // A second click: the goal becomes a box; still a draft (two boxes, one goal).
  await clickSquare(page, 1, 3, 6, 6);
  assert.equal((await page.locator('textarea[name=level-text]').inputValue()).split('\n')[2], '#$   #');
  // e4 floor -> goal: a level again, searched, in the URL.
  await clickSquare(page, 4, 3, 6, 6);
  await page.waitForFunction(() => /level=/.test(location.hash));
  assert.equal(await level(), '######|#.---#|#$--.#|#-$--#|#--@-#|######');
  // The keeper moved: one keeper, his old square floor.
  await clickSquare(page, 4, 3, 6, 6); // goal -> box: a draft
  await clickSquare(page, 4, 3, 6, 6); // box -> keeper
  const text = await page.locator('textarea[name=level-text]').inputValue();
  assert.equal([...text].filter((c) => c === '@').length, 1);
  // A draft under a title holding | (one line, no row): drawn and edited by its rows, the
  // title kept whole; an indented title is a title too, not a row.
  await moreOptions(page);
  await page.locator('textarea[name=level-text]').fill('  ; Either | or\n#####\n#@$ #\n#####');
  await button(page, 'Search this text').click();
  assert.match(await page.getByRole('alert').textContent(), /more boxes \(1\) than goals \(0\)/);
  await clickSquare(page, 3, 1, 3, 5); // d2 floor -> goal: a level, searched
  await waitStatus(page, /^A\* push by push/);
  assert.equal(await level(), '  ; Either \\| or|#####|#@$.#|#####');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Your turn: which node A* expands, which box is pushed next', async () => {
  const page = await open(env.browser, env.url, '#/sokoban?n=3&algo=astar&by=pushes&predict=1');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await asked(page);
  assert.match(await roleText(page, 'question'), /which node does A\* expand next/);
  await answer(page, '7');
  assert.match(await roleText(page, 'verdict'), /Node 7 is not on the frontier/);
  await answer(page, '0');
  assert.match(await roleText(page, 'verdict'), /^Right\./);
  await asked(page);
  assert.match(await roleText(page, 'question'), /which box is pushed next/);
  await answer(page, 'a1');
  assert.match(await roleText(page, 'verdict'), /not a floor square|no box on a1/);
  await page.close();
});

test('Your turn on IDA*: which box it pushes next to enter a new state, graded by the rule', async () => {
  const page = await open(env.browser, env.url, '#/sokoban?n=3&algo=ida&by=pushes&predict=1');
  await asked(page);
  assert.match(await roleText(page, 'question'), /which box does IDA\* push next to enter a new state \(the bound on f is \d+\)/);
  await answer(page, 'back');
  assert.match(await roleText(page, 'verdict'), /It still enters a state from here/);
  await answer(page, 'a1');
  assert.match(await roleText(page, 'verdict'), /not a floor square|no box on a1/);
  // The level's two boxes: one is the push IDA* enters next, the other is not, and why.
  const verdicts = [];
  for (const sq of ['d3', 'e4']) {
    await answer(page, sq);
    verdicts.push(await roleText(page, 'verdict'));
    if (/^Right\./.test(verdicts.at(-1))) break;
  }
  assert.ok(verdicts.some((v) => /^Right\./.test(v)), verdicts.join(' | '));
  for (const v of verdicts.filter((x) => !/^Right\./.test(x))) {
    assert.match(v, /over the bound|already on the path|later in the order|pruned before anything else|cannot be pushed from here|tried already/);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('in Chinese, on a phone and on a projector', async () => {
  const zh = await open(env.browser, env.url, '#/sokoban?n=2&lang=zh');
  assert.match(await status(zh), /^A\*，按推一次搜索/);
  await button(zh, '求解').click().catch(() => {});
  await zh.close();
  for (const [w, h, name] of [[390, 844, 'phone'], [853, 480, 'projector']]) {
    const { context, page } = await openDevice(env.browser, env.url, '#/sokoban?n=10', { width: w, height: h, touch: w < 500 });
    const box = await page.locator('[data-role=canvas]').boundingBox();
    assert.ok(box.width <= w, `${name}: the board fits the width (${box.width} <= ${w})`);
    await shot(page, SHOTS + `sokoban-${name}.png`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});
