// The sliding puzzle (#/puzzle) in Chromium: A* stepped as a person would, its frontier a
// priority queue whose first row is the state expanded next, its solution as short as the
// CLI's breadth-first search finds, h never above the moves left; states repeated without
// the closed set; a tile slid by a click; an unsolvable position drawn and refused; bad
// values named; Chinese.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, open, status, button, counter, waitStatus, SHOTS, canvasImage, hashParams, writtenHash, shot, moreOptions } from './harness.mjs';

const env = useBrowser();
const cli = useCli();

// The frontier's rows as drawn: node, g, h, f (f blank for breadth-first).
const queue = (page) => page.locator('[data-role=queue] tbody tr').evaluateAll((rows) => rows.map((r) => {
  const td = [...r.querySelectorAll('td')].map((c) => c.textContent);
  return { node: Number(td[0]), g: Number(td[2]), h: Number(td[3]), f: td[4] === '' ? null : Number(td[4]) };
}));
const number = async (page, name) => Number((await counter(page, name)).replace(/,/g, ''));
// The steps shown: waits for the counter to say `n`.
const stepped = (page, n) => page.waitForFunction((n) => document.querySelector('[data-c=steps]').textContent === String(n), n);

test('A* on a shuffled 8-puzzle: the queue\'s first row is expanded next, the solution is a shortest one, h <= moves left', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?shuffle=40&seed=3&algo=astar&heuristic=manhattan', { width: 1366, height: 900 });
  const tiles = await page.locator('input[name=tiles]').getAttribute('placeholder');
  assert.match(tiles, /^(\d ){8}\d$/);
  assert.match(await status(page), /^The start is on the frontier: f = g \+ h = 0 \+ \d+ = \d+\. A\* takes the state with the lowest f first\./);
  // Forty steps one at a time: before each expansion the first row is the node expanded,
  // and the rows are in the queue's order (f, then h).
  for (let step = 1; step <= 40; step++) {
    const before = await queue(page);
    for (let i = 1; i < before.length; i++) {
      const [a, b] = [before[i - 1], before[i]];
      assert.ok(a.f < b.f || (a.f === b.f && a.h <= b.h), `step ${step}: row ${i} out of order ${JSON.stringify(before)}`);
    }
    await button(page, 'Step').click();
    await stepped(page, step);
    const said = await status(page);
    const expanded = /^Expand node (\d+): f = g \+ h = (\d+) \+ (\d+) = (\d+)/.exec(said);
    if (expanded) {
      assert.equal(Number(expanded[1]), before[0].node, `step ${step}: ${said}`);
      assert.equal(Number(expanded[4]), before[0].f);
    }
  }
  const early = { expanded: await number(page, 'expanded'), frontier: await number(page, 'frontier'), board: await canvasImage(page) };
  await button(page, 'Solve').click();
  await waitStatus(page, /^The goal: /);
  const moves = Number(/^The goal: (\d+) moves?/.exec(await status(page))[1]);
  // Breadth-first search in the CLI on the same position: the same length.
  const bfs = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'bfs', '--json'], { encoding: 'utf8' }));
  assert.equal(moves, bfs.length);
  assert.equal(await number(page, 'moves'), moves);
  // The solution's table: h beside the moves left, never above them, down to 0.
  const along = await page.locator('[data-role=solution] tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)));
  assert.equal(along.length, moves + 1);
  along.forEach(([move, , h, left], i) => {
    assert.equal(Number(move), i);
    assert.equal(Number(left), moves - i);
    assert.ok(Number(h) <= Number(left), `move ${i}: h ${h} > ${left}`);
  });
  assert.equal(along[moves][2], '0');
  // The board shows the goal: the tiles in order, the blank last (no tile framed as "not home").
  await shot(page, `${SHOTS}puzzle-astar-solved.png`, { fullPage: true });
  // Back to step 40: the counters and the board as they were.
  // The address written for the solved frame (a write may wait 200 ms: read too soon, it still
  // said step=40, and going to it again was no navigation at all).
  const url = (await writtenHash(page)).replace(/&step=\d+/, '');
  await page.goto(`${env.url}${url}&step=40`);
  await page.waitForSelector('body[data-ready]');
  await stepped(page, 40);
  assert.equal(await number(page, 'expanded'), early.expanded);
  assert.equal(await number(page, 'frontier'), early.frontier);
  assert.equal(await canvasImage(page), early.board);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('breadth-first search of the hardest 8-puzzle (31 moves) recorded whole, every step to the goal, the CLI\'s counts', async () => {
  const tiles = '8 6 7 2 5 4 3 0 1';
  const page = await open(env.browser, env.url, `#/puzzle?tiles=${tiles.replaceAll(' ', ',')}&algo=bfs&step=999999999`, { width: 1366, height: 900 });
  const run = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'bfs', '--json'], { encoding: 'utf8' }));
  assert.equal(run.length, 31);
  await page.waitForFunction(() => document.querySelector('[data-c=moves]').textContent === '31', null, { timeout: 60000 });
  assert.equal(await number(page, 'expanded'), run.expanded);
  assert.equal(await number(page, 'generated'), run.generated);
  assert.equal(await number(page, 'steps'), run.expanded + run.generated + 1);
  assert.doesNotMatch(await page.locator('.player').first().textContent(), /recording is full/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('breadth-first search meets states again with the closed set, and takes them as new without it', async () => {
  const hash = '#/puzzle?tiles=1 2 3 4 5 6 0 7 8&algo=bfs';
  const page = await open(env.browser, env.url, hash);
  await button(page, 'Solve').click();
  await waitStatus(page, /^The goal: 2 moves/);
  const remembered = { generated: await number(page, 'generated'), again: await number(page, 'duplicates') };
  assert.ok(remembered.again > 0, 'the state slid back is met again');
  await moreOptions(page);
  await page.locator('input[name=memory]').uncheck();
  await waitStatus(page, /^The start is on the frontier, a first-in, first-out queue/);
  assert.equal((await hashParams(page)).memory, 'off');
  await button(page, 'Solve').click();
  await waitStatus(page, /^The goal: 2 moves/);
  assert.equal(await number(page, 'duplicates'), 0);
  assert.ok(await number(page, 'generated') > remembered.generated - remembered.again, 'without memory every successor is new');
  assert.match(await page.locator('[data-role=rule]').textContent(), /Without the closed set every successor is a new node/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a click on the tile beside the blank slides it and searches the new position; one elsewhere is refused', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?tiles=1 2 3 4 5 6 7 8 0');
  const canvas = page.locator('[data-role=canvas]');
  const box = await canvas.boundingBox();
  const size = box.width / 3;
  // The 6 above the blank (row 1, column 2).
  await canvas.click({ position: { x: 2.5 * size, y: 1.5 * size } });
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('tiles=1 2 3 4 5 0 7 8 6') || location.hash.includes('tiles=1+2+3+4+5+0+7+8+6'));
  assert.match(await status(page), /^The start is on the frontier: f = g \+ h = 0 \+ 1 = 1/);
  // The 1 in the corner is not beside the blank.
  await canvas.click({ position: { x: 0.5 * size, y: 0.5 * size } });
  assert.match(await page.getByRole('alert').textContent(), /Only a tile beside the blank can slide\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a position that cannot reach the goal is drawn, refused by the parity rule, and never searched', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?tiles=2 1 3 4 5 6 7 8 0');
  // The rule said is the one the code applies: the blank counted as a piece (under the
  // classroom count of the eight tiles' inversions a slide on a 3-wide board never changes
  // parity).
  assert.equal(await status(page), 'This position cannot reach the goal: counting the blank as a piece, its pieces are an odd permutation of the goal\'s, and the blank is 0 moves from its square in the goal, an even number; a slide swaps the blank with a tile, so it changes both parities, and they can never match.');
  // Nothing to run: the player's Step and Solve are off.
  assert.equal(await button(page, 'Solve').isDisabled(), true);
  assert.equal(await button(page, 'Step').isDisabled(), true);
  assert.equal(await counter(page, 'steps'), '0');
  assert.equal(await counter(page, 'expanded'), '0');
  // Drawn: the blank (dark) in the last square, and tiles in the others.
  const dark = await page.locator('[data-role=canvas]').evaluate((c) => {
    const ctx = c.getContext('2d');
    const at = (x, y) => ctx.getImageData(Math.floor(c.width * x), Math.floor(c.height * y), 1, 1).data;
    return [at(5 / 6, 5 / 6)[0], at(0.1, 0.1)[0]];
  });
  assert.ok(dark[0] < 100 && dark[1] > 150, `blank ${dark[0]}, tile ${dark[1]}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('words that depend on the search and the estimate in use: the parity rule, "usually", advice at the bound, in both languages', async () => {
  for (const [lang, parity, usually, weighted, pdbAdvice, misplacedAdvice] of [
    ['en', 'counting the blank as a piece, its pieces are an odd permutation', 'it usually searches less, not always',
      'The weight w = 2 makes f overestimate', 'no solution yet. IDA* keeps only the path, so no bound on the nodes kept stops it.',
      'no solution yet. A stronger estimate (Manhattan distance, Manhattan + linear conflict, pattern database) expands fewer.'],
    ['zh', '把空格也算作一块，它的排列是目标的奇排列', '通常搜索更少，但并非总是如此', '权重 w = 2 使 f 高估',
      '还没有解。IDA* 只保存路径，所以保留节点数的上限不会让它停下。', '还没有解。更强的估计值（'],
  ]) {
    const page = await open(env.browser, env.url, `#/puzzle?tiles=2,1,3,4,5,6,7,8,0&lang=${lang}`);
    assert.ok((await status(page)).includes(parity), await status(page));
    // Weighted A* on the heuristic lesson's position at w = 2 expands more than A* (629
    // against 426): it searches less usually, not always.
    await page.goto(`${env.url}#/puzzle?tiles=5,7,2,4,0,3,6,1,8&algo=wastar&lang=${lang}`);
    await page.waitForFunction((w) => document.querySelector('[data-role=rule]')?.textContent.includes(w), usually);
    // Its first reopening (step 513) says the weight is why, not the estimate (Manhattan
    // distance is consistent).
    await page.goto(`${env.url}#/puzzle?tiles=5,7,2,4,0,3,6,1,8&algo=wastar&step=513&lang=${lang}`);
    await page.waitForFunction((w) => document.querySelector('[role=status]')?.textContent.includes(w), weighted);
    assert.doesNotMatch(await status(page), /not consistent|不一致/);
    // Stopped at the bound on nodes kept: the advice is not the estimate in use.
    for (const [h, advice] of [['pdb', pdbAdvice], ['misplaced', misplacedAdvice]]) {
      await page.goto(`${env.url}#/puzzle?tiles=8,6,7,2,5,4,3,0,1&heuristic=${h}&limit=30&step=999999&lang=${lang}`);
      await page.waitForFunction((a) => document.querySelector('[role=status]')?.textContent.includes(a), advice);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('bad values are named in a notice and the page falls back; Chinese says the same', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?tiles=1 2 3 4 5 6 7 8 8&algo=dijkstra&weight=0.5&side=9');
  const text = await page.getByRole('alert').textContent();
  assert.match(text, /Ignored side=9: side must be a whole number from 2 to 4, not "9"/);
  assert.match(text, /Ignored tiles=1 2 3 4 5 6 7 8 8: tile 8 appears twice\. Using a shuffle of the goal/);
  assert.match(text, /Ignored algo=dijkstra: "dijkstra" is not a search here/);
  assert.match(text, /Ignored weight=0\.5: the weight w must be a number from 1 to 10/);
  assert.match(await status(page), /^The start is on the frontier: f = g \+ h/);
  await page.close();
  const zh = await open(env.browser, env.url, '#/puzzle?tiles=1 2 3 4 5 6 0 7 8&lang=zh');
  assert.match(await status(zh), /^起点在前沿上：f = g \+ h = 0 \+ 2 = 2。A\* 先取 f 最小的状态。/);
  await button(zh, '求解').click();
  await waitStatus(zh, /^到达目标：离起点 2 步/);
  await shot(zh, `${SHOTS}puzzle-zh.png`, { fullPage: true });
  assert.deepEqual(zh.errors, []);
  await zh.close();
});

test('a 4x4 position given without its side is read as 4x4; the goal is the blank last or first, chosen, linked and said in both languages', async () => {
  // Sixteen tiles can only be 4x4: read so, as the CLI reads them, with no notice.
  const fifteen = '1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15';
  const page = await open(env.browser, env.url, `#/puzzle?tiles=${fifteen}`);
  assert.equal(await page.locator('#notice').isHidden(), true);
  assert.equal(await page.locator('select[name=side]').inputValue(), '4');
  assert.equal(await page.locator('input[name=tiles]').inputValue(), fifteen);
  assert.match(await page.locator('[data-role=canvas]').getAttribute('aria-label'), /: 1 2 3 4 \/ 5 6 7 8 \/ 9 10 11 12 \/ 13 14 _ 15\./);
  // The goal: the blank last by default; the blank first chosen, in the link, and the
  // length towards it (the CLI's: 31 moves to the blank last, 27 to the blank first).
  await page.goto(`${env.url}#/puzzle?tiles=8,6,7,2,5,4,3,0,1&algo=astar`);
  await page.waitForSelector('body[data-ready]');
  const goal = page.locator('select[name=blank]');
  assert.equal(await goal.inputValue(), 'last');
  assert.deepEqual(await goal.locator('option').allTextContents(), ['blank last', 'blank first']);
  for (const [blank, moves] of [['first', 27], ['last', 31]]) {
    await moreOptions(page);
    await goal.selectOption(blank);
    await button(page, 'Solve').click();
    await waitStatus(page, /^The goal: /);
    assert.match(await status(page), new RegExp(`^The goal: ${moves} moves`));
    const cli1 = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', '8 6 7 2 5 4 3 0 1', '--goal', blank, '--json'], { encoding: 'utf8' }));
    assert.equal(cli1.length, moves);
    assert.equal((await hashParams(page)).blank, blank === 'first' ? 'first' : undefined);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
  const zh = await open(env.browser, env.url, '#/puzzle?side=3&blank=first&lang=zh');
  assert.equal(await zh.locator('select[name=blank]').inputValue(), 'first');
  assert.deepEqual(await zh.locator('select[name=blank] option').allTextContents(), ['空格在最后', '空格在最前']);
  assert.equal(await zh.getByLabel('目标状态：数字按顺序排列，空格在最后或最前').count(), 1);
  assert.deepEqual(zh.errors, []);
  await zh.close();
});

test('Korf\'s menu after a typed position loads his instance with IDA* and the pattern database; the closed-set box says what it does for IDA*; small 15-puzzle boards keep their numbers apart', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?tiles=1,2,3,4,5,6,7,0,8&algo=astar', { width: 1366, height: 900 });
  const memory = page.locator('[data-role=memory-label]');
  assert.equal(await memory.textContent(), 'remember the states met (closed set)');
  // A choice in the menu is the person's: his instance is loaded, not refused.
  await moreOptions(page);
  await page.locator('select[name=korf]').selectOption('5');
  await page.waitForFunction(() => /korf=5/.test(location.hash));
  assert.equal(await page.locator('#notice').isHidden(), true);
  assert.equal(await page.locator('select[name=korf]').inputValue(), '5');
  assert.equal(await page.locator('input[name=tiles]').inputValue(), '');
  assert.equal(await page.locator('select[name=algo]').inputValue(), 'idastar');
  assert.equal(await page.locator('select[name=heuristic]').inputValue(), 'pdb');
  assert.equal(await page.locator('select[name=blank]').inputValue(), 'first');
  const params = await hashParams(page);
  assert.deepEqual([params.korf, params.algo, params.heuristic, params.tiles, params.blank], ['5', 'idastar', 'pdb', undefined, undefined]);
  // IDA* keeps no closed set: the box is the check against the path, and says so.
  assert.equal(await memory.textContent(), 'skip states already on the path (IDS and IDA* keep only the path, no closed set)');
  // A* on his instance 1: the frontier's small boards, each two-digit number apart from the
  // next (its glyphs at least a quarter of an em from its neighbour's).
  await page.goto(`${env.url}#/puzzle?korf=1&algo=astar&heuristic=manhattan&step=3`);
  await page.waitForSelector('[data-role=queue] .tiles-mini');
  const gaps = await page.locator('[data-role=queue] .tiles-mini').first().evaluate((grid) => {
    const box = (cell) => {
      const r = document.createRange();
      r.selectNodeContents(cell);
      return r.getBoundingClientRect();
    };
    const cells = [...grid.children];
    const em = parseFloat(getComputedStyle(grid).fontSize);
    const out = [];
    for (let i = 0; i + 1 < cells.length; i++) {
      if (i % 4 === 3 || !cells[i].textContent || !cells[i + 1].textContent) continue;
      out.push((box(cells[i + 1]).left - box(cells[i]).right) / em);
    }
    return out;
  });
  assert.ok(gaps.length >= 8, `${gaps}`);
  assert.ok(gaps.every((g) => g >= 0.25), `gaps in em: ${gaps}`);
  await page.close();
  const zh = await open(env.browser, env.url, '#/puzzle?algo=ids&lang=zh');
  assert.equal(await zh.locator('[data-role=memory-label]').textContent(), '跳过已在当前路径上的状态（IDS 和 IDA* 只保存路径）');
  assert.deepEqual(zh.errors, []);
  await zh.close();
});

test('side by side: A* with three estimates on one position, each pane\'s counts the CLI\'s, the same length, the table ranking them', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?shuffle=30&seed=2&compare=misplaced,manhattan,linear', { width: 1366, height: 900 });
  const tiles = await page.locator('input[name=tiles]').first().getAttribute('placeholder');
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.querySelector('[data-act=solve]').disabled, null, { timeout: 60000 });
  const panes = await page.locator('.pane').evaluateAll((ps) => ps.map((p) => ({
    expanded: Number(p.querySelector('[data-c=expanded]').textContent.replace(/,/g, '')),
    generated: Number(p.querySelector('[data-c=generated]').textContent.replace(/,/g, '')),
    moves: Number(p.querySelector('[data-c=moves]').textContent),
  })));
  assert.equal(panes.length, 3);
  const bfs = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'bfs', '--json'], { encoding: 'utf8' }));
  ['misplaced', 'manhattan', 'linear'].forEach((h, i) => {
    const run = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'astar', '--heuristic', h, '--json'], { encoding: 'utf8' }));
    assert.equal(panes[i].moves, bfs.length, h);
    assert.equal(panes[i].expanded, run.expanded, `${h}: the pane expanded ${panes[i].expanded}, the CLI ${run.expanded}`);
    assert.equal(panes[i].generated, run.generated, h);
  });
  // The better estimate expands fewer states here, and the table says by how much.
  assert.ok(panes[0].expanded > panes[1].expanded && panes[1].expanded > panes[2].expanded, JSON.stringify(panes));
  const rows = await page.locator('.compare-table tbody tr, table.compare tbody tr').count();
  assert.ok(rows >= 3);
  await shot(page, `${SHOTS}puzzle-compare.png`, { fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('depth-first search without memory runs into its own path: the cycle drawn, then stopped at the step bound with why', async () => {
  // 16 moves from the goal; depth-first to depth 30.
  const page = await open(env.browser, env.url, '#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=dfs&memory=off&depth=30', { width: 1366, height: 900 });
  assert.match(await status(page), /^Depth-first search to depth 30:/);
  // Step until the search enters a state already on its path.
  let step = 0;
  while (!/already on the path/.test(await status(page))) {
    assert.ok(++step < 60, 'no cycle in 60 steps');
    await button(page, 'Step').click();
    await stepped(page, step);
  }
  const back = Number(/^Slide tile \d: this state is already on the path, (\d+) moves? back: the search has gone round a cycle/.exec(await status(page))[1]);
  assert.equal(await page.locator('[data-role=path] li[data-cycle]').count(), back + 1, 'the state, those between, and the state again');
  assert.ok(await page.locator('[data-role=cycle]').isVisible());
  assert.ok(await number(page, 'cycles') >= 1);
  await shot(page, `${SHOTS}puzzle-dfs-cycle.png`, { fullPage: true });
  await button(page, 'Solve').click();
  await waitStatus(page, /^Stopped at the bound of 200,000 steps, after entering [\d,]+ states: without memory the search went round cycles [\d,]+ times/, 60000);
  // With memory (a visited set) the same search finds a solution and never cycles.
  await moreOptions(page);
  await page.locator('input[name=memory]').check();
  await waitStatus(page, /^Depth-first search to depth 30:/);
  await button(page, 'Solve').click();
  await waitStatus(page, /^The goal: 30 moves from the start/, 60000);
  assert.equal(await number(page, 'cycles'), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('IDA* and iterative deepening: iteration by iteration to a shortest solution, their counts the CLI\'s', async () => {
  const tiles = '0 2 3 5 1 8 7 6 4';
  const bfs = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'bfs', '--json'], { encoding: 'utf8' }));
  for (const [algo, heuristic] of [['idastar', 'manhattan'], ['idastar', 'linear'], ['ids', 'none']]) {
    const page = await open(env.browser, env.url, `#/puzzle?tiles=${tiles.replace(/ /g, ',')}&algo=${algo}&heuristic=${heuristic}`);
    await button(page, 'Step').click();
    await stepped(page, 1);
    assert.match(await status(page), algo === 'ids' ? /^Iteration 1: the depth bound is 0\./ : /^Iteration 1: the bound on f is \d+\./);
    await button(page, 'Solve').click();
    await waitStatus(page, /^The goal: /, 60000);
    const cli1 = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', algo, '--heuristic', heuristic, '--json'], { encoding: 'utf8' }));
    assert.equal(await number(page, 'moves'), bfs.length, `${algo} ${heuristic}`);
    assert.equal(await number(page, 'visited'), cli1.expanded, `${algo} ${heuristic}: entered`);
    assert.equal(await number(page, 'iterations'), cli1.iterations, `${algo} ${heuristic}: iterations`);
    assert.equal(await page.locator('[data-role=path] li').count(), bfs.length + 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

const KORF_GOAL = Array.from({ length: 16 }, (_, i) => i);
const KORF_79 = '0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15';

// The moves "Solve now" found, checked slide by slide here from `start`: `length` of them,
// each tile beside the blank, ending on Korf's goal. The tiles slid.
async function replayed(page, start, length) {
  const slid = (await page.locator('[data-role=along-tiles]').textContent()).split(' ').map(Number);
  assert.equal(slid.length, length);
  const at = start.split(' ').map(Number);
  for (const tile of slid) {
    const [b, c] = [at.indexOf(0), at.indexOf(tile)];
    assert.ok((Math.floor(b / 4) === Math.floor(c / 4) && Math.abs(b - c) === 1) || Math.abs(b - c) === 4, `tile ${tile} is not beside the blank`);
    [at[b], at[c]] = [at[c], at[b]];
  }
  assert.deepEqual(at, KORF_GOAL);
  return slid;
}

test('Korf\'s instance 79: the 5-5-5 pattern database built in a worker, IDA* solved in a worker to his 42 moves at the CLI\'s count, the board along the solution', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?korf=79&algo=idastar&heuristic=pdb', { width: 1366, height: 900 });
  const result = page.locator('[data-role=solve-result]');
  // The database is built first (its progress said), then kept: the stepped search starts.
  await page.waitForFunction(() => /^Pattern database built in [\d.]+ s/.test(document.querySelector('[data-role=solve-result]').textContent), null, { timeout: 60000 });
  assert.match(await page.locator('[data-role=rule]').textContent(), /Korf's instance 79 \(1985\): its shortest solution is 42 moves\./);
  assert.equal(await page.locator('select[name=side]').inputValue(), '4');
  const params = await hashParams(page);
  assert.equal(params.korf, '79');
  assert.equal(params.side, undefined);
  await button(page, 'Step').click();
  await stepped(page, 1);
  assert.match(await status(page), /^Iteration 1: the bound on f is \d+\./);
  const start = await canvasImage(page);
  // Solve now, in a worker: Korf's length, and the CLI's count of nodes generated.
  await button(page, 'Solve now').click();
  await page.waitForFunction(() => document.querySelector('[data-role=solve-result]').dataset.length, null, { timeout: 120000 });
  assert.equal(await result.getAttribute('data-length'), '42');
  assert.match(await result.textContent(), /^Solved Korf's instance 79 in 42 moves; his table gives 42\. [\d,]+ nodes generated\. The estimate read the 5-5-5 pattern database \(\d+\.\d MB\)\. It took [\d.]+ s, [\d,]+ nodes a second\./);
  const cli1 = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', KORF_79, '--goal', KORF_GOAL.join(' '), '--algo', 'idastar', '--heuristic', 'pdb', '--visited', 'parent', '--json'], { encoding: 'utf8' }));
  assert.equal(cli1.length, 42);
  assert.equal(Number(await result.getAttribute('data-generated')), cli1.generated);
  const slid = await replayed(page, KORF_79, 42);
  // The slider to the end: the last move said, the board drawn anew (the goal).
  const range = page.locator('[data-role=along-range]');
  // Before it is moved, a screen reader hears where it stands, not a bare "0".
  assert.equal(await range.getAttribute('aria-valuetext'), 'the start, before move 1 of 42');
  await range.focus();
  await page.keyboard.press('End');
  assert.equal(await page.locator('[data-role=along-at]').textContent(), `move 42 of 42: tile ${slid[41]} slid`);
  assert.notEqual(await canvasImage(page), start);
  // A screen reader hears the board shown, row by row: Korf's goal.
  assert.equal(await page.locator('[data-role=canvas]').getAttribute('aria-label'),
    'The sliding puzzle, row by row (_ the blank): _ 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 14 15. Click a tile beside the blank to slide it.');
  await shot(page, `${SHOTS}puzzle-korf79-solved.png`, { fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('The 6-6-3 databases: built in a worker (Cancel tried first), kept in the browser and read back on the next visit without a build, a damaged copy built again; Korf\'s 79 solved at his 42 moves, named and at the CLI\'s count', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?korf=79&algo=idastar&heuristic=pdb663', { width: 1366, height: 900 });
  const result = page.locator('[data-role=solve-result]');
  // Read while the page may be loading again (a reload, a view mounted anew): its result
  // line may not be there yet.
  const said = (re, timeout = 120000) => page.waitForFunction((src) => new RegExp(src).test(document.querySelector('[data-role=solve-result]')?.textContent ?? ''), re.source, { timeout });
  // Cancelled while it builds: said, and nothing kept.
  await page.waitForFunction(() => /^Building the pattern database/.test(document.getElementById('status').textContent));
  // In as many workers as the machine has cores, at most one a table (three).
  const workers = Math.min(3, await page.evaluate(() => navigator.hardwareConcurrency));
  assert.match(await page.locator('#status').textContent(), new RegExp(`tables of tiles, by a backward breadth-first search\\) in ${workers} workers?: 0 of 3 done\\.$`));
  await page.locator('[data-act=solve-now-cancel]').click();
  await said(/^The pattern database was not built/);
  // Chosen again: built, its size said, kept.
  await page.locator('select[name=heuristic]').selectOption('manhattan');
  await page.locator('select[name=heuristic]').selectOption('pdb663');
  await said(/^Pattern database built in [\d.]+ s \(11\.5 MB\); it is kept in this browser/);
  await button(page, 'Solve now').click();
  await page.waitForFunction(() => document.querySelector('[data-role=solve-result]').dataset.length, null, { timeout: 120000 });
  assert.equal(await result.getAttribute('data-length'), '42');
  assert.match(await result.textContent(), /^Solved Korf's instance 79 in 42 moves; his table gives 42\. [\d,]+ nodes generated\. The estimate read the 6-6-3 pattern database \(11\.5 MB\) at the position and at its reflection about the main diagonal\. It took [\d.]+ s, [\d,]+ nodes a second\./);
  await replayed(page, KORF_79, 42);
  const cli663 = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', KORF_79, '--goal', KORF_GOAL.join(' '), '--algo', 'idastar', '--heuristic', 'pdb663', '--visited', 'parent', '--json'], { encoding: 'utf8' }));
  assert.equal(Number(await result.getAttribute('data-generated')), cli663.generated);
  // The next visit reads it from the browser: no build.
  await page.reload();
  await said(/^Pattern database read from this browser \(11\.5 MB\), built on an earlier visit: not built again\./, 30000);
  // A copy damaged in the browser (one byte of each table kept changed) is built again.
  await page.evaluate(() => new Promise((resolve, reject) => {
    const req = indexedDB.open('searchlight-pdb');
    req.onerror = reject;
    req.onsuccess = () => {
      const tx = req.result.transaction('tables', 'readwrite');
      const store = tx.objectStore('tables');
      store.openCursor().onsuccess = (e) => {
        const cursor = e.target.result;
        if (!cursor) return;
        const bytes = new Uint8Array(cursor.value);
        bytes[bytes.length >> 1] ^= 1;
        cursor.update(bytes);
        cursor.continue();
      };
      tx.oncomplete = () => { req.result.close(); resolve(); };
      tx.onerror = reject;
    };
  }));
  await page.reload();
  await said(/^The copy of the pattern database kept in this browser was damaged or from another version: built again\. Pattern database built in [\d.]+ s \(11\.5 MB\)/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Solve now on a search of minutes: its progress counted, Cancel stops it and says so; a bad Korf number is named', async () => {
  // A tree search (memory off), on the engine: minutes, where the dedicated solver takes
  // seconds.
  const page = await open(env.browser, env.url, '#/puzzle?korf=1&algo=idastar&heuristic=manhattan&memory=off');
  const result = page.locator('[data-role=solve-result]');
  await button(page, 'Solve now').click();
  // Korf's instance: the bound reached of his length, where IDA* ends, and the bar at it.
  const said = /^Searching: bound (\d+) of 57 \(his shortest solution: IDA\* ends there\), [\d,]+ nodes generated, [\d.]+ s\.$/;
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-role=solve-result]').textContent), said.source, { timeout: 30000 });
  const bar = await page.locator('[data-role=solve-progress]').evaluate((p) => [p.max, p.value, p.hasAttribute('value')]);
  const bound = Number(said.exec(await result.textContent())[1]);
  assert.ok(bound >= 41 && bound <= 57, `${bound}`);
  assert.deepEqual(bar, [57, bar[1], true]);
  assert.ok(bar[1] >= 41 && bar[1] <= 57, `${bar}`);
  await button(page, 'Cancel').click();
  assert.equal(await result.textContent(), 'Solving cancelled.');
  assert.equal(await button(page, 'Solve now').isEnabled(), true);
  assert.equal(await page.locator('[data-role=solve-progress]').isHidden(), true);
  for (const bad of ['101', 'x']) {
    await page.goto(`${env.url}#/puzzle?korf=${bad}`);
    await page.waitForSelector('body[data-ready]');
    const notice = await page.getByRole('alert').textContent();
    assert.match(notice, new RegExp(`Ignored korf=${bad}: korf must be a whole number from 0 to 100`), notice);
  }
  // Korf's instance beside a position of one's own: the position is kept, the instance
  // refused by name, and the board, the Position field and the link agree.
  await page.goto(`${env.url}#/puzzle?korf=1&tiles=1,2,3,4,5,6,7,8,0`);
  await page.waitForFunction(() => /korf=1/.test(document.getElementById('notice-list')?.textContent || ''));
  assert.equal(await page.locator('#notice-list').textContent(),
    'Ignored korf=1: the link gives a position of its own (tiles), which Korf\'s instance would replace. Using none.');
  assert.equal(await page.locator('select[name=side]').inputValue(), '3');
  assert.equal(await page.locator('input[name=tiles]').inputValue(), '1,2,3,4,5,6,7,8,0');
  assert.equal((await hashParams(page)).korf, undefined);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a language chosen during Solve now says the solve stopped (it ended unsaid); with nothing running, nothing is said', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?korf=2&algo=idastar&heuristic=linear');
  await button(page, 'Solve now').click();
  await page.waitForFunction(() => /^Searching/.test(document.querySelector('[data-role=solve-result]').textContent));
  await page.getByLabel('Language').selectOption('zh');
  await page.waitForFunction(() => document.getElementById('notice-list')?.textContent.includes('后台'));
  assert.equal(await page.locator('#notice-list').textContent(), '切换语言时，后台正在进行的工作（计数、比较或“立即求解”）已停止：请重新开始。');
  await page.getByLabel('语言').selectOption('en');
  await page.waitForFunction(() => /Korf/.test(document.getElementById('status').textContent) || document.documentElement.lang === 'en');
  await page.waitForFunction(() => !/lang=zh/.test(location.hash));
  assert.equal(await page.locator('#notice').isHidden(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Russell and Norvig\'s table computed in a worker row by row: each average and b* the CLI\'s, A* with Manhattan cheapest; a bad count named', async () => {
  const page = await open(env.browser, env.url, '#/puzzle', { width: 1366, height: 900 });
  const said = page.locator('[data-role=aima-said]');
  await page.fill('input[name=aima-count]', '0');
  await button(page, 'Compute the table').click();
  assert.equal(await said.textContent(), 'The positions a depth must be a whole number from 1 to 1,000, not "0".');
  await page.fill('input[name=aima-count]', '12');
  await button(page, 'Compute the table').click();
  await page.waitForFunction(() => /^Done in [\d.]+ s\.$/.test(document.querySelector('[data-role=aima-said]').textContent), null, { timeout: 120000 });
  const rows = await page.locator('[data-role=aima-table] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  const cli1 = execFileSync(cli, ['puzzle', '--aima', '12', '--seed', '1'], { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(rows.length, 12);
  const int = (x) => Math.round(x).toLocaleString('en');
  rows.forEach((cells, i) => {
    const r = cli1[i];
    const ids = r.ids ? [int(r.ids.generated), r.ids.branching.toFixed(2)] : ['—', '—'];
    assert.deepEqual(cells, [String(r.depth), ids[0], int(r.misplaced.generated), int(r.manhattan.generated),
      ids[1], r.misplaced.branching.toFixed(2), r.manhattan.branching.toFixed(2)], `depth ${r.depth}`);
    if (r.depth >= 8) assert.ok(r.manhattan.generated < r.misplaced.generated, `depth ${r.depth}`);
  });
  assert.equal(rows.at(-1)[0], '24');
  assert.equal(rows.at(-1)[1], '—');
  assert.match(await page.locator('[data-role=aima-caption]').textContent(), /^Averages over 12 positions of each depth/);
  await shot(page.locator('[data-role=aima]'), `${SHOTS}puzzle-aima.png`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('side by side by pairs: BFS, A* with misplaced tiles, A* with Manhattan and IDA* with the pattern database on one position, each named and the CLI\'s count', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?shuffle=40&seed=6&compare=bfs,astar:misplaced,astar:manhattan,idastar:pdb', { width: 1366, height: 900 });
  const tiles = await page.locator('input[name=tiles]').first().getAttribute('placeholder');
  assert.deepEqual(await page.locator('.pane-caption').allTextContents(),
    ['breadth-first search', 'A*, misplaced tiles', 'A*, Manhattan distance', 'IDA*, pattern database']);
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.querySelector('[data-act=solve]').disabled, null, { timeout: 60000 });
  const panes = await page.locator('.pane').evaluateAll((ps) => ps.map((p) => ({
    status: p.querySelector('.pane-status').textContent,
    generated: Number(p.querySelector('[data-c=generated]').textContent.replace(/,/g, '')),
    moves: Number(p.querySelector('[data-c=moves]').textContent),
  })));
  const bfs = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'bfs', '--json'], { encoding: 'utf8' }));
  [['bfs', 'none'], ['astar', 'misplaced'], ['astar', 'manhattan'], ['idastar', 'pdb']].forEach(([algo, h], i) => {
    const run = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', algo, '--heuristic', h, '--json'], { encoding: 'utf8' }));
    assert.match(panes[i].status, /^The goal: /, `${algo} ${h}: ${panes[i].status}`);
    assert.equal(panes[i].moves, bfs.length, `${algo} ${h}`);
    assert.equal(panes[i].generated, run.generated, `${algo} ${h}: the pane generated ${panes[i].generated}, the CLI ${run.generated}`);
  });
  // The address keeps the pairs; the boxes tick every value a pair uses, and say so.
  assert.equal((await hashParams(page)).compare, 'bfs,astar:misplaced,astar:manhattan,idastar:pdb');
  assert.deepEqual(await page.locator('.compare-control input:checked').evaluateAll((bs) => bs.map((b) => b.value)),
    ['bfs', 'astar', 'idastar', 'misplaced', 'manhattan', 'pdb']);
  assert.match(await page.locator('.compare-control .hint').textContent(), /^Side by side by pairs: /);
  await shot(page, `${SHOTS}puzzle-compare-pairs.png`, { fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('side by side on a 15-puzzle: the pattern database pane builds its tables in a worker, then the player takes all three panes at the linked step, each the CLI\'s count', async () => {
  const tiles = '6 5 2 8 1 4 11 3 9 10 15 12 13 0 14 7';
  const page = await open(env.browser, env.url, `#/puzzle?side=4&tiles=${tiles.replaceAll(' ', ',')}&compare=misplaced,manhattan,pdb&step=999999`, { width: 1366, height: 900 });
  // Every pane at its end, the player's controls given back (Back and Reset at the end), the
  // status line the comparison's.
  await page.waitForFunction(() => [...document.querySelectorAll('.pane .pane-status')].every((s) => /^The goal: /.test(s.textContent)), null, { timeout: 60000 });
  await page.waitForFunction(() => !document.querySelector('[data-act=back]').disabled);
  assert.equal(await button(page, 'Reset').isDisabled(), false);
  assert.match(await status(page), /^Pattern database: finished at step/);
  const panes = await page.locator('.pane').evaluateAll((ps) => ps.map((p) => ({
    expanded: Number(p.querySelector('[data-c=expanded]').textContent.replace(/,/g, '')),
    moves: Number(p.querySelector('[data-c=moves]').textContent),
  })));
  ['misplaced', 'manhattan', 'pdb'].forEach((h, i) => {
    const run = JSON.parse(execFileSync(cli, ['puzzle', '--tiles', tiles, '--algo', 'astar', '--heuristic', h, '--json'], { encoding: 'utf8' }));
    assert.equal(panes[i].moves, run.length, h);
    assert.equal(panes[i].expanded, run.expanded, `${h}: the pane expanded ${panes[i].expanded}, the CLI ${run.expanded}`);
  });
  // The player steps all three back together.
  await button(page, 'Reset').click();
  await page.waitForFunction(() => [...document.querySelectorAll('.pane [data-c=steps]')].every((c) => c.textContent === '0'));
  assert.deepEqual(page.errors, []);
  await page.close();
});
