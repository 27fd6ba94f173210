// The knight's tour page, driven in Chromium as a person would: click a square, press the
// buttons and keys, read the status line and counters, look at the canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, waitStatus, SHOTS, clickSquare, writtenHash, canvasImage, idle, frames, shot, moreOptions, unfold } from './harness.mjs';
import { packLesson } from '../../www/lessons/format.js';

const env = useBrowser();


// Distinct colours on the canvas: a blank or single-colour canvas has very few.
async function canvasColours(page) {
  return page.locator('canvas').first().evaluate((c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return seen.size;
  });
}

test('click a square, solve, and the tour is complete and drawn', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5');
  await clickSquare(page, 2, 2, 5, 5); // c3
  assert.match(await status(page), /^Knight on c3 of 5x5\./);
  await page.waitForFunction(() => location.hash.includes('start=c3'));
  const empty = await canvasColours(page);
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Tour complete'));
  assert.equal(await status(page), 'Tour complete: 25 of 25 squares.');
  assert.equal(await counter(page, 'squares'), '25 / 25');
  assert.equal(await counter(page, 'nodes'), '24');
  assert.ok(await canvasColours(page) > empty + 10, 'the path and numbers are drawn');
  await shot(page, SHOTS + 'knight-5x5-c3-solved.png');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('stepping back then forward shows identical frames', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6&start=a1&strategy=dfs');
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await counter(page, 'steps'), '30');
  const frame30 = await canvasImage(page);
  const status30 = await status(page);
  for (let i = 0; i < 12; i++) await button(page, 'Back').click();
  assert.equal(await counter(page, 'steps'), '18');
  const frame18 = await canvasImage(page);
  assert.notEqual(frame18, frame30);
  for (let i = 0; i < 12; i++) await button(page, 'Step').click();
  assert.equal(await canvasImage(page), frame30);
  assert.equal(await status(page), status30);
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
  assert.equal(await canvasImage(page), frame18);
  await page.close();
});

test('a URL with state reproduces the same frame', async () => {
  const hash = '#/knight?board=5x5&start=c3&strategy=dfs&step=40';
  const page = await open(env.browser, env.url, hash);
  assert.equal(await counter(page, 'steps'), '40');
  assert.match(await status(page), /^Step 40: /);
  const frame = await canvasImage(page);
  const text = await status(page);
  const again = await open(env.browser, env.url, hash);
  assert.equal(await canvasImage(again), frame);
  assert.equal(await status(again), text);
  // And the URL follows the page: step on, then load what it says.
  await button(page, 'Step').click();
  await page.waitForFunction(() => location.hash.includes('step=41'));
  const follow = await open(env.browser, env.url, await writtenHash(page));
  assert.equal(await canvasImage(follow), await canvasImage(page));
  await Promise.all([page.close(), again.close(), follow.close()]);
});

test('junk in the URL gets defaults and a visible notice', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=abc&start=zz99&strategy=greedy&step=-4&heat=maybe&speed=warp&foo=1');
  const notice = page.getByRole('alert');
  await notice.waitFor();
  const text = await notice.textContent();
  assert.match(text, /Ignored board=abc: board size "abc" is not of the form RxC/);
  assert.match(text, /Ignored strategy=greedy/);
  assert.match(text, /Ignored start=zz99: square zz99 is not on the 8x8 board/);
  assert.match(text, /Ignored step=-4/);
  assert.match(text, /Ignored heat=maybe/);
  assert.match(text, /Ignored speed=warp: not a speed of the slider/);
  assert.match(text, /unknown parameter "foo"/);
  assert.equal(await status(page), 'Knight on a1 of 8x8. Step, Play or Solve to search for an open tour.');
  assert.ok(await canvasColours(page) > 4, 'the board is drawn');
  await shot(page, SHOTS + 'knight-junk-url.png');
  const other = await open(env.browser, env.url, '#/nowhere?x=1');
  assert.match(await other.getByRole('alert').textContent(), /There is no view "nowhere"/);
  assert.match(await status(other), /^Knight on a1 of 8x8/);
  await Promise.all([page.close(), other.close()]);
});

test('bad input typed in the options gets a message and keeps the board', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6');
  const board = page.getByLabel('Board size (ranks x files)', { exact: true });
  await board.fill('0x5');
  await board.press('Enter');
  await board.blur();
  assert.match(await page.getByRole('alert').textContent(), /Board size 0x5 is out of range: each side must be from 1 to 1,?000/);
  assert.equal(await board.inputValue(), '6x6');
  const start = page.getByLabel('Start square', { exact: true });
  await start.fill('q7');
  await start.blur();
  assert.match(await page.getByRole('alert').textContent(), /Square q7 is not on the 6x6 board/);
  assert.equal(await start.inputValue(), 'a1');
  await page.close();
});

test('no tour from b1 on 5x5: the exhaustive search says so', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=b1&strategy=dfs');
  assert.match(await status(page), /Theory already says: No tour from b1 on 5x5/);
  await page.keyboard.press('s');
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('No tour'), null, { timeout: 60000 });
  assert.equal(await status(page), 'No tour from b1 on 5x5: every move sequence was tried (1,829,420 nodes).');
  assert.equal(await counter(page, 'backtracks'), '1829420');
  await shot(page, SHOTS + 'knight-5x5-b1-exhausted.png');
  await page.close();
});

test('plain backtracking on 8x8 outgrows the recording: it stops and says why', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs&speed=max');
  await button(page, 'Solve').click();
  await page.waitForFunction(() => /Stopped after 4,194,304 steps/.test(document.getElementById('status').textContent), null, { timeout: 60000 });
  assert.match(await status(page), /Stopped after 4,194,304 steps: the page keeps no more, so that Back stays exact\. Warnsdorff, or pruning, makes the search far shorter\.$/);
  assert.equal(await counter(page, 'steps'), '4194304');
  await page.close();
});

test('play and pause with the keyboard, reset with R', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&strategy=dfs&speed=max');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => Number(document.querySelector('[data-c=steps]').textContent.replace(/,/g, '')) > 100);
  await page.keyboard.press(' ');
  await idle(page);
  const steps = Number(await counter(page, 'steps'));
  assert.ok(steps > 100, `played ${steps} steps`);
  // Ten frames later (a playing player steps on every one) the count has not moved.
  await frames(page, 10);
  assert.equal(Number(await counter(page, 'steps')), steps, 'paused');
  await page.keyboard.press('r');
  assert.equal(await counter(page, 'steps'), '0');
  await page.close();
});

test('overlays: the knight graph and the heat map', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8');
  assert.match(await page.locator('.graph-info').textContent(), /336 legal moves \(168 edges, each a move both ways\); moves per square from 2 to 8/);
  const plain = await canvasImage(page);
  await moreOptions(page);
  await page.getByLabel('Knight graph').check();
  const graph = await canvasImage(page);
  assert.notEqual(graph, plain);
  await page.getByLabel('Heat map').check();
  assert.notEqual(await canvasImage(page), graph);
  // The URL follows within its 200 ms throttle.
  await page.waitForFunction(() => location.hash.includes('graph=1') && location.hash.includes('heat=1'));
  await shot(page, SHOTS + 'knight-8x8-overlays.png');
  await page.close();
});

test('counting runs in a worker with progress, and can be cancelled', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1');
  await button(page, 'Count tours').click();
  const result = page.locator('[data-role=count-result]');
  await page.waitForFunction(() => /^304 tours/.test(document.querySelector('[data-role=count-result]').textContent));
  assert.match(await result.textContent(), /^304 tours on 5x5 from a1 \(/);
  await page.getByLabel('from every square').check();
  await button(page, 'Count tours').click();
  await page.waitForFunction(() => /^1,728 tours/.test(document.querySelector('[data-role=count-result]').textContent));
  // One tour is a tour, one closed tour a closed tour (it said "1 tours").
  for (const [hash, name, said] of [['#/knight?board=1x1', 'Count tours', /^1 tour on 1x1 from a1 \(/],
    ['#/knight?board=1x1&lang=zh', '统计周游数', /^1x1 棋盘上从 a1 出发的周游共有 1 条/]]) {
    const one = await open(env.browser, env.url, hash);
    await button(one, name).click();
    await one.waitForFunction(() => /\(|（/.test(document.querySelector('[data-role=count-result]').textContent));
    assert.match(await one.locator('[data-role=count-result]').textContent(), said);
    await one.close();
  }
  // 6x6 from a corner takes a while: the page stays responsive and Cancel stops it.
  const big = await open(env.browser, env.url, '#/knight?board=6x6&start=a1');
  await button(big, 'Count tours').click();
  // The worker's first report: counting is under way.
  await big.waitForFunction(() => /so far/.test(document.querySelector('[data-role=count-result]').textContent));
  await big.keyboard.press('ArrowRight');
  assert.equal(await counter(big, 'steps'), '1', 'the page answers while counting');
  await button(big, 'Cancel').click();
  assert.equal(await big.locator('[data-role=count-result]').textContent(), 'Counting cancelled.');
  await Promise.all([page.close(), big.close()]);
});

test('a 1000x1000 board is solved off the main thread and summarised', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=1000x1000&start=a1');
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Tour complete'), null, { timeout: 30000 });
  assert.match(await status(page), /^Tour complete: 1,000,000 of 1,000,000 squares, 999,999 nodes/);
  assert.ok(await canvasColours(page) > 50, 'the tour is drawn as colours');
  await shot(page, SHOTS + 'knight-1000x1000.png');
  const odd = await open(env.browser, env.url, '#/knight?board=999x999&start=b1');
  await button(odd, 'Solve').click();
  await odd.waitForFunction(() => document.getElementById('status').textContent.startsWith('No tour'));
  assert.match(await status(odd), /No tour from b1 on 999x999: the board has an odd number of squares/);
  await Promise.all([page.close(), odd.close()]);
});

test('plain DFS on a 1000x1000 board stops at its node limit and says so', async () => {
  // It ran for ever (past 400,000,000 nodes at 20 s), the progress bar at 99.9%.
  const page = await open(env.browser, env.url, '#/knight?board=1000x1000&strategy=dfs&closed=1&prune=0');
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Stopped after'), null, { timeout: 120000 });
  assert.equal(await status(page), "Stopped after 200,000,000 nodes without a tour: plain depth-first search on a board this big can run longer than anyone will wait. Warnsdorff's rule finds a tour at once.");
  assert.equal(await page.locator('[data-act=big-solve]').isDisabled(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bad value in the URL is named in words from the catalogue', async () => {
  const en = await (await import('../../www/text/index.js')).loadCatalogue('en');
  const page = await open(env.browser, env.url, '#/knight?board=5x5&strategy=greedy&closed=2');
  const text = await page.getByRole('alert').textContent();
  const ignored = (key, value, why, fallback) => en['notice.ignored']
    .replace('{key}', key).replace('{value}', value).replace('{why}', why).replace('{fallback}', fallback);
  // Said by Rust's check of the declared options (knight::options::TOUR).
  const strategy = en['knight.unknown_strategy'].replace('{name}', 'greedy');
  assert.ok(text.includes(ignored('strategy', 'greedy', strategy, en['knight.fallback.strategy'])), text);
  assert.ok(text.includes(ignored('closed', '2', en['option.flag'], en['fallback.off'])), text);
  assert.equal(await status(page), en['knight.start'].replace('{square}', 'a1').replace('{board}', '5x5'));
  assert.equal(await page.locator('[data-role=count-result]').textContent(), '');
  const big = await open(env.browser, env.url, '#/knight?board=7x7');
  assert.equal(await big.locator('[data-role=count-result]').textContent(),
    en['knight.count.offered'].replace('{max}', '36').replace('{max|square|squares}', 'squares'));
  await Promise.all([page.close(), big.close()]);
});

test('the status line says why: Warnsdorff names the candidates and their onward moves', async () => {
  // From a1 the knight can go to b3 or c2; each attacks five squares other than a1. The
  // tie goes to the square farther from the centre (equal here), then to the fixed move
  // order, which starts with b3.
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff');
  await button(page, 'Step').click();
  assert.equal(await status(page), 'Step 1: knight to b3: 5 onward moves, the fewest of 2 candidates (b3\u00a05, c2\u00a05); tied with c2, it comes first in the fixed move order.');
  await button(page, 'Step').click();
  assert.match(await status(page), /^Step 2: knight to [a-h][1-8]: \d onward moves?, the fewest of \d candidates \(([a-h][1-8]\u00a0\d(, )?)+\)(; tied with [a-h][1-8].*)?\.$/);
  const zh = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff&step=1&lang=zh');
  await shot(zh, SHOTS + 'knight-narration-zh.png');
  assert.equal(await status(zh), '第 1 步：马走到 b3：后续走法 5 种，是 2 个候选中最少的（b3\u00a05，c2\u00a05）；与 c2 并列，它在固定走法顺序中靠前。');
  assert.deepEqual([...page.errors, ...zh.errors], []);
  await page.close();
  await zh.close();
});

test('plain DFS says it takes the first untried move, and a dead end says why it backs up', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&strategy=dfs');
  const said = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('ArrowRight');
    said.push(await status(page));
  }
  assert.equal(said[0], 'Step 1: knight to b3: the first untried of 2 candidates in the fixed move order (b3\u00a05, c2\u00a05).');
  assert.ok(said.some((s) => /^Step \d+: dead end at [a-e][1-5]: no unvisited square to jump to; back to [a-e][1-5]\.$/.test(s)), said.join('\n'));
  assert.ok(said.some((s) => /the first untried of \d candidates in the fixed move order \(.*; [a-e][1-5].* led to dead ends\)\.$/.test(s)), said.join('\n'));
  await page.close();
});

test('knight: after a Warnsdorff step from a1 on 8x8 the candidates are marked with their onward moves, and the legend says what the number is', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff', { width: 1366, height: 768 });
  const canvas = page.locator('[data-role=canvas]');
  assert.equal(await canvas.getAttribute('data-candidates'), '');
  await button(page, 'Step').click();
  await waitStatus(page, /^Step 1: knight to b3: 5 onward moves, the fewest of 2 candidates \(b3\u00a05, c2\u00a05\)/);
  assert.equal(await canvas.getAttribute('data-candidates'), 'b3 5, c2 5');
  // The mark's colour in the corner of b3 and c2, and nowhere on a square that is no candidate.
  const purple = (file, rank) => canvas.evaluate((c, [file, rank]) => {
    const ctx = c.getContext('2d');
    const dpr = c.width / parseFloat(c.style.width);
    const size = (parseFloat(c.style.width) - 22) / 8;
    const x0 = (22 + file * size) * dpr;
    const y0 = (7 - rank) * size * dpr;
    const d = ctx.getImageData(Math.round(x0), Math.round(y0), Math.round(size * dpr), Math.round(size * dpr)).data;
    let k = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0x6a) < 20 && Math.abs(d[i + 1] - 0x1b) < 20 && Math.abs(d[i + 2] - 0x9a) < 20) k++;
    return k;
  }, [file, rank]);
  assert.ok(await purple(1, 2) > 50, 'b3 is not marked');
  assert.ok(await purple(2, 1) > 50, 'c2 is not marked');
  for (const [f, r] of [[0, 0], [3, 3], [2, 2], [4, 1]]) assert.equal(await purple(f, r), 0, `square ${f},${r} is marked`);
  const legend = await page.locator('#view .side > .legend-list').textContent();
  assert.match(legend, /its onward moves \(the unvisited squares a knight there could jump to next\)/);
  await shot(page, `${SHOTS}knight-candidates.png`);
  // Stepping back to the start: no candidates.
  await button(page, 'Back').click();
  await page.waitForFunction(() => document.querySelector('[data-role=canvas]').dataset.candidates === '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the page\'s own sentences are said whole: the theory beside the status, a lesson\'s list of figures', async () => {
  // Only what a link carried or a person typed is quoted by its start; these were cut at
  // their 120th character, in the status line and in what a screen reader hears.
  for (const [hash, reason] of [
    ['#/knight?board=5x5&start=a1&closed=1', /\(Theory already says: No closed tour on 5x5: both sides are odd, .* cannot return\.\)$/],
    ['#/knight?board=7x3&start=b1', /\(Theory already says: No tour from b1 on 7x3: .*, and b1 is the other colour\.\)$/],
    ['#/knight?board=5x5&start=a1&closed=1&lang=zh', /（理论早已表明：5x5 棋盘上不存在闭合周游：.*无法回到起点。）$/],
    ['#/knight?board=7x3&start=b1&lang=zh', /（理论早已表明：在 7x3 棋盘上不存在从 b1 出发的周游：.*而 b1 是另一种颜色。）$/],
  ]) {
    const page = await open(env.browser, env.url, hash);
    assert.match(await status(page), reason, hash);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => /^(Step|第) 1/.test(document.getElementById('announce').textContent));
    assert.match(await page.locator('#announce').textContent(), reason, hash);
    await page.close();
  }
  const lesson = '# Figures\n## A\n#/knight?board=5x5\nThere is no {nope} here.\n';
  const page = await open(env.browser, env.url, `#/lesson?text=${await packLesson(lesson)}`);
  await page.waitForFunction(() => /has no figure "nope"/.test(document.getElementById('notice-list')?.textContent || ''));
  const notice = await page.locator('#notice-list').textContent();
  const names = /\(it has: ([^)]*)\)/.exec(notice)[1].split(', ');
  assert.ok(names.length > 15 && names.includes('moves_share') && !notice.includes('…'), notice);
  await page.close();
});

test('the search tree before the first step: its root named, and what a step adds (en, zh)', async () => {
  for (const [lang, root, grown] of [
    ['en', /^Only the root so far: the start, before the search has chosen anything\. Each step adds the node it enters/, /^Nodes per level so far \(2 in all\): 1, 1$/],
    ['zh', /^目前只有根：起点，搜索还没有做任何选择。/, /^目前每层的节点数（共 2 个）：1, 1$/],
  ]) {
    const page = await open(env.browser, env.url, `#/knight?board=5x5&lang=${lang}`);
    await unfold(page, '.tree-panel');
    const levels = page.locator('[data-role=tree-levels]');
    assert.match(await levels.textContent(), root);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('[data-c=steps]').textContent === '1');
    assert.match(await levels.textContent(), grown);
    await page.close();
  }
});
