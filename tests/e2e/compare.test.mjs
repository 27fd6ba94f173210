// Side by side (compare=): panes on the same instance driven by one player in lockstep,
// the counters and the ratio, a finish line per pane, Back exact in every pane, the URL,
// Share and embed, the Compare fieldset, bad values, axe, and screenshots to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, status, SHOTS, hashParams, idle, violations, shot, unfold, moreOptions } from './harness.mjs';

const env = useBrowser();

// A pane's counter (no thousands separators).
const paneCounter = async (page, value, name) =>
  Number((await page.locator(`section.pane[data-value=${value}] [data-c=${name}]`).textContent()).replace(/[,\s]/g, ''));
// A pane's board as a PNG data URL.
const image = (page, value) => page.locator(`section.pane[data-value=${value}] canvas`).first().evaluate((c) => c.toDataURL());

const KNIGHT = '#/knight?board=6x6&start=a1&compare=dfs,warnsdorff';

test('knight 6x6 dfs / warnsdorff: two panes step in lockstep until Warnsdorff finishes, then only DFS', async () => {
  const page = await open(env.browser, env.url, KNIGHT);
  assert.equal(await page.locator('section.pane').count(), 2);
  assert.equal(await page.locator('section.pane canvas').count(), 2);
  assert.deepEqual(await page.locator('section.pane .pane-caption').allTextContents(),
    ['Plain DFS (fixed move order)', 'Warnsdorff (fewest onward moves)']);
  // One player only.
  assert.equal(await button(page, 'Step').count(), 1);
  let warnsEnd = null;
  for (let i = 1; i <= 80; i++) {
    await page.keyboard.press('ArrowRight');
    const d = await paneCounter(page, 'dfs', 'steps');
    const w = await paneCounter(page, 'warnsdorff', 'steps');
    assert.equal(d, i, `DFS at press ${i}`);
    if (warnsEnd === null) {
      if (w < i) warnsEnd = w;
      else assert.equal(w, i, `Warnsdorff at press ${i}`);
    }
    if (warnsEnd !== null) assert.equal(w, warnsEnd, 'a finished pane stays at its end');
  }
  // A Warnsdorff tour of 36 squares from a corner: 35 moves, no backtracking on 6x6, and
  // the event that says the tour is complete.
  assert.equal(warnsEnd, 36);
  assert.equal(await paneCounter(page, 'warnsdorff', 'nodes'), 35);
  assert.equal(await paneCounter(page, 'warnsdorff', 'backtracks'), 0);
  assert.equal(await paneCounter(page, 'warnsdorff', 'depth'), 35);
  const text = await status(page);
  assert.match(text, /Warnsdorff \(fewest onward moves\): finished at step 36, 35 nodes\./);
  // The ratio is the frames' counters divided.
  const dfsNodes = await paneCounter(page, 'dfs', 'nodes');
  assert.ok(dfsNodes > 35 && dfsNodes <= 80, String(dfsNodes));
  assert.match(text, new RegExp(`Plain DFS \\(fixed move order\\): still searching, ${dfsNodes} nodes\\.`));
  // DFS has not finished: its count can only grow, so the ratio is a lower bound.
  assert.equal(await page.locator('[data-role=ratio]').textContent(),
    `nodes: Plain DFS (fixed move order) / Warnsdorff (fewest onward moves) = at least ${Math.round((dfsNodes / 35) * 10) / 10}x (Plain DFS (fixed move order) has not finished: its count can only grow)`);
  // step= applies to every pane.
  await page.waitForFunction(() => location.hash.includes('step=80&'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the panes give the same frames as the single views at the same step; Back is exact in both', async () => {
  const page = await open(env.browser, env.url, `${KNIGHT}&step=50`);
  const single = await open(env.browser, env.url, '#/knight?board=6x6&start=a1&strategy=dfs&step=50');
  for (const k of ['steps', 'nodes', 'backtracks', 'depth']) {
    assert.equal(await paneCounter(page, 'dfs', k), Number((await single.locator(`[data-c=${k}]`).textContent()).replace(/,/g, '')), k);
  }
  await single.close();
  const before = [await image(page, 'dfs'), await image(page, 'warnsdorff')];
  for (let i = 0; i < 7; i++) await button(page, 'Step').click();
  assert.equal(await paneCounter(page, 'dfs', 'steps'), 57);
  assert.equal(await paneCounter(page, 'warnsdorff', 'steps'), 36);
  assert.notEqual(await image(page, 'dfs'), before[0]);
  for (let i = 0; i < 7; i++) await button(page, 'Back').click();
  assert.equal(await paneCounter(page, 'dfs', 'steps'), 50);
  assert.deepEqual([await image(page, 'dfs'), await image(page, 'warnsdorff')], before);
  // Back below Warnsdorff's end moves both again.
  await page.locator('[data-role=scrub]').fill('20');
  assert.equal(await paneCounter(page, 'dfs', 'steps'), 20);
  assert.equal(await paneCounter(page, 'warnsdorff', 'steps'), 20);
  await button(page, 'Reset').click();
  assert.equal(await paneCounter(page, 'dfs', 'steps'), 0);
  assert.equal(await paneCounter(page, 'warnsdorff', 'steps'), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Solve gives a finish line for every pane; the URL and the Share link hold compare=', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&compare=dfs,warnsdorff,most');
  assert.equal(await page.locator('section.pane').count(), 3);
  await button(page, 'Solve').click();
  await idle(page);
  const text = await status(page);
  for (const name of ['Plain DFS \\(fixed move order\\)', 'Warnsdorff \\(fewest onward moves\\)', 'Most onward moves first']) {
    assert.match(text, new RegExp(`${name}: finished at step [\\d,]+, [\\d,]+ nodes\\.`));
  }
  // Every pane found its tour: 25 squares on.
  for (const v of ['dfs', 'warnsdorff', 'most']) assert.equal(await paneCounter(page, v, 'depth'), 24, v);
  const p = await hashParams(page);
  assert.equal(p.compare, 'dfs,warnsdorff,most');
  assert.equal(p.strategy, undefined);
  await button(page, 'Share').click();
  const link = await page.locator('#share-link').inputValue();
  assert.match(decodeURIComponent(link), /compare=dfs,warnsdorff,most/);
  // The link opens the same split view at the same step.
  const again = await open(env.browser, env.url, link.slice(link.indexOf('#')));
  assert.equal(await again.locator('section.pane').count(), 3);
  assert.equal(await paneCounter(again, 'dfs', 'steps'), await paneCounter(page, 'dfs', 'steps'));
  assert.deepEqual(page.errors, []);
  await again.close();
  await page.close();
});

test('queens mark / check: identical node counts at every step (the same tree)', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&compare=mark,check');
  let last = -1;
  for (let i = 1; i <= 120; i++) {
    await page.keyboard.press('ArrowRight');
    const a = await paneCounter(page, 'mark', 'nodes');
    const b = await paneCounter(page, 'check', 'nodes');
    assert.equal(a, b, `step ${i}`);
    assert.equal(await paneCounter(page, 'mark', 'backtracks'), await paneCounter(page, 'check', 'backtracks'));
    assert.ok(a >= last);
    last = a;
  }
  assert.ok(last > 0);
  assert.match(await page.locator('[data-role=ratio]').textContent(), /^nodes so far: .* = 1x \(neither has finished, so this is no bound\)$/);
  await button(page, 'Solve').click();
  await idle(page);
  // N = 6 has 4 solutions; both searches find them all.
  assert.equal(await paneCounter(page, 'mark', 'solutions'), 4);
  assert.equal(await paneCounter(page, 'check', 'solutions'), 4);
  assert.equal(await paneCounter(page, 'mark', 'nodes'), await paneCounter(page, 'check', 'nodes'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sudoku first / mrv and dfs / bfs: two panes each, Solve finishes both', async () => {
  for (const [pair, a, b] of [['first,mrv', 'first', 'mrv'], ['dfs,bfs', 'dfs', 'bfs']]) {
    const page = await open(env.browser, env.url, `#/sudoku?compare=${pair}`);
    assert.equal(await page.locator('section.pane').count(), 2);
    await button(page, 'Solve').click();
    await idle(page);
    const text = await status(page);
    assert.equal((text.match(/finished at step/g) || []).length, 2, text);
    assert.equal(await paneCounter(page, a, 'solutions'), 1);
    assert.equal(await paneCounter(page, b, 'solutions'), 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a challenge in a link side by side is named and left out: a challenge is met in one view', async () => {
  // It was dropped unsaid.
  for (const [lang, said] of [
    ['en', 'Ignored challenge=puzzle-greedy: a challenge is met in one view, not side by side. Using no challenge.'],
    ['zh', '已忽略 challenge=puzzle-greedy：挑战要在单一视图中完成，不能并排比较。改用不设挑战。'],
  ]) {
    const page = await open(env.browser, env.url, `#/puzzle?challenge=puzzle-greedy&compare=bfs,astar&lang=${lang}`);
    assert.equal(await page.locator('section.pane').count(), 2);
    assert.equal(await page.locator('#notice-list').textContent(), said);
    assert.equal((await hashParams(page)).challenge, undefined);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a bad compare= value gets a notice and one view', async () => {
  for (const [hash, why] of [
    ['#/knight?board=6x6&compare=dfs,zzz', /Ignored compare=dfs,zzz: .*Using one view\./],
    ['#/knight?compare=dfs', /Ignored compare=dfs: name 2 to 4 strategies/],
    ['#/queens?compare=mark,mark', /Ignored compare=mark,mark: a strategy is named twice/],
    ['#/sudoku?compare=first,bfs', /Ignored compare=first,bfs: name 2 to 4 strategies/],
    ['#/sudoku?compare=first,zzz', /Ignored compare=first,zzz: name strategies from: first, mrv, dfs, bfs\. Using one view\./],
    ['#/bfs?compare=a,b', /Ignored compare=a,b: this view has no strategies to compare/],
    // The list said whole, however long (it was cut at "manh…").
    ['#/puzzle?compare=', /Ignored compare=: name 2 to 4 strategies, separated by commas, from: bfs, greedy, astar, wastar, dfs, ids, idastar, none, misplaced, manhattan, linear, pdb, pdb663\. Using one view\./],
  ]) {
    const page = await open(env.browser, env.url, hash);
    assert.match(await page.locator('#notice-list').textContent(), why, hash);
    assert.equal(await page.locator('section.pane').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('the Compare fieldset turns comparison on and off from the keyboard', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6&start=b2&step=3');
  await unfold(page, '.compare-fold');
  const dfs = page.getByRole('checkbox', { name: 'Plain DFS (fixed move order)' });
  const warns = page.getByRole('checkbox', { name: 'Warnsdorff (fewest onward moves)' });
  await dfs.focus();
  await page.keyboard.press('Space');
  assert.equal(await page.locator('section.pane').count(), 0, 'one ticked: still one view');
  await warns.focus();
  await page.keyboard.press('Space');
  await page.waitForSelector('section.pane >> nth=1');
  assert.equal((await hashParams(page)).compare, 'dfs,warnsdorff');
  assert.equal((await hashParams(page)).start, 'b2', 'the same instance');
  // Untick one: back to one view with the other strategy.
  await page.getByRole('checkbox', { name: 'Plain DFS (fixed move order)' }).uncheck();
  await page.waitForFunction(() => !document.querySelector('section.pane'));
  const p = await hashParams(page);
  assert.equal(p.compare, undefined);
  assert.equal(p.strategy, 'warnsdorff');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the form edits every pane', async () => {
  const page = await open(env.browser, env.url, `${KNIGHT}&step=10`);
  const board = page.locator('.compare-bar input[name=board]');
  await board.fill('5x5');
  await board.press('Enter');
  await board.blur();
  await page.waitForFunction(() => location.hash.includes('board=5x5'));
  for (const v of ['dfs', 'warnsdorff']) assert.equal(await paneCounter(page, v, 'steps'), 0);
  assert.match(await page.locator('section.pane[data-value=warnsdorff] [data-c=squares]').textContent(), /^1 \/ 25$/);
  assert.match(await page.locator('section.pane[data-value=dfs] [data-c=squares]').textContent(), /^1 \/ 25$/);
  assert.equal((await hashParams(page)).compare, 'dfs,warnsdorff');
  // An overlay (the knight graph) is drawn in every pane.
  const plain = [await image(page, 'dfs'), await image(page, 'warnsdorff')];
  await moreOptions(page);
  await page.locator('.compare-bar').getByRole('checkbox', { name: 'Knight graph' }).check();
  assert.notEqual(await image(page, 'dfs'), plain[0]);
  assert.notEqual(await image(page, 'warnsdorff'), plain[1]);
  await page.waitForFunction(() => location.hash.includes('graph=1'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sudoku: pencil marks are drawn in every pane', async () => {
  const page = await open(env.browser, env.url, '#/sudoku?compare=first,mrv&step=5');
  const plain = [await image(page, 'first'), await image(page, 'mrv')];
  await moreOptions(page);
  await page.locator('.compare-bar input[name=marks]').check();
  assert.notEqual(await image(page, 'first'), plain[0]);
  assert.notEqual(await image(page, 'mrv'), plain[1]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('embedded at 640x420: both boards and the compact player fit the frame', async () => {
  const page = await open(env.browser, env.url, `${KNIGHT}&step=20&embed=1`, { width: 640, height: 420 });
  const boxes = await page.locator('section.pane canvas').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
  assert.equal(boxes.length, 2);
  for (const b of boxes) {
    assert.ok(b.width > 150 && b.height > 150, JSON.stringify(b));
    assert.ok(b.right <= 640 && b.bottom <= 420, JSON.stringify(b));
  }
  assert.ok(await button(page, 'Step').isVisible());
  await shot(page, `${SHOTS}compare-embed.png`);
  await page.close();
});

test('axe: zero violations in compare mode (load, solved, embedded), and screenshots', async () => {
  const found = [];
  const check = async (page, state) => found.push(...await violations(page, state));
  for (const [hash, w, h, name] of [
    ['#/knight?board=8x8&start=a1&compare=dfs,warnsdorff,most&step=40', 1366, 768, 'knight-1366'],
    ['#/knight?board=8x8&start=a1&compare=dfs,warnsdorff&step=40', 1920, 1080, 'knight-1920'],
    ['#/queens?n=8&compare=mark,check&step=30', 1366, 768, 'queens-1366'],
    ['#/sudoku?compare=first,mrv&step=20', 1920, 1080, 'sudoku-1920'],
  ]) {
    const page = await open(env.browser, env.url, hash, { width: w, height: h });
    await check(page, `${name} load`);
    await shot(page, `${SHOTS}compare-${name}.png`);
    await button(page, 'Solve').click();
    await idle(page);
    await check(page, `${name} solved`);
    await page.close();
  }
  const embedded = await open(env.browser, env.url, `${KNIGHT}&embed=1`, { width: 640, height: 420 });
  await check(embedded, 'embed');
  await embedded.close();
  assert.deepEqual(found, []);
});

// The table's cells by column name (data-col), a row a pane, numbers without separators.
const tableCounts = (page) => page.locator('.compare-table tr:has(td)').evaluateAll((rows) => rows.map((r) => Object.fromEntries(
  [...r.querySelectorAll('[data-col]')].map((c) => [c.dataset.col, c.textContent === '–' ? null : Number(c.textContent.replace(/[,\s]/g, ''))]))));

test('the puzzle side by side counts what the panes and the lesson count: expanded, generated, the solution\'s length, in both languages', async () => {
  // The heuristic lesson's slide 4, and greedy against A*: each column named for what it
  // counts, each cell the pane's own counter (the "nodes" it showed were the closed set and
  // the frontier together, named nowhere).
  for (const [lang, head, line] of [
    ['en', ['Strategy', 'Steps', 'Expanded', 'Generated', 'Solution (moves)', 'Expanded / fewest'],
      /A\*: finished at step [\d,]+, ([\d,]+) expanded, ([\d,]+) generated, a solution of (\d+) moves\./],
    ['zh', ['策略', '步数', '已扩展', '已生成', '解（步数）', '已扩展 / 最少者'],
      /A\*：在第 [\d,]+ 步结束，已扩展 ([\d,]+) 个、已生成 ([\d,]+) 个、解有 (\d+) 步。/],
  ]) {
    for (const [hash, values] of [['tiles=0,2,3,5,1,8,7,6,4&heuristic=manhattan&compare=bfs,astar', ['bfs', 'astar']],
      ['compare=greedy,astar', ['greedy', 'astar']]]) {
      const page = await open(env.browser, env.url, `#/puzzle?${hash}&step=999999&lang=${lang}`);
      await page.waitForFunction(() => {
        const cells = [...document.querySelectorAll('.compare-table td[data-col=moves]')];
        return cells.length === 2 && cells.every((c) => c.textContent !== '–');
      });
      assert.deepEqual(await page.locator('.compare-table th[scope=col]').allTextContents(), head);
      const rows = await tableCounts(page);
      for (const [i, v] of values.entries()) {
        assert.deepEqual(rows[i], { expanded: await paneCounter(page, v, 'expanded'), generated: await paneCounter(page, v, 'generated'),
          moves: await paneCounter(page, v, 'moves') }, `${lang} ${hash} ${v}`);
      }
      const [, expanded, generated, moves] = (await status(page)).match(line).map((s) => Number(String(s).replace(/,/g, '')));
      assert.deepEqual({ expanded, generated, moves }, rows[1], `${lang} ${hash}: the status line says the table's A* row`);
      // The heuristic lesson's slide 4 quotes these (lessons.test.mjs holds them to the CLI).
      if (values[0] === 'bfs') assert.deepEqual(rows.map((r) => r.expanded), [6509, 95]);
      if (values[0] === 'greedy') {
        // Greedy's solution is the longer: the point of comparing it with A*.
        assert.deepEqual(rows.map((r) => r.moves), [50, 20]);
      } else assert.equal(rows[0].moves, rows[1].moves);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
  // Six columns on a phone: the table scrolls on its own (reachable from the keys), the page
  // does not widen.
  const phone = await open(env.browser, env.url, '#/puzzle?shuffle=12&seed=5&compare=bfs,astar:misplaced,astar:manhattan,idastar:linear&step=999999',
    { width: 390, height: 844 });
  await phone.waitForFunction(() => [...document.querySelectorAll('.compare-table td[data-col=moves]')].every((c) => c.textContent !== '–'));
  assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth), 390);
  // IDA* enters states (its counter says so): the column says both, its line says entered.
  assert.equal((await phone.locator('.compare-table th[scope=col]').allTextContents())[2], 'Expanded or entered');
  assert.match(await status(phone), /IDA\*, Manhattan \+ linear conflict: finished at step [\d,]+, [\d,]+ entered, [\d,]+ generated, a solution of \d+ moves\./);
  assert.match(await status(phone), /Breadth-first search: finished at step [\d,]+, [\d,]+ expanded, /);
  assert.deepEqual(await violations(phone, 'puzzle compare on a phone'), []);
  await phone.close();
});

test('the puzzle\'s Compare form: an estimate applies only to the searches that use one, so BFS | A* misplaced | A* Manhattan is made by ticking', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?shuffle=12&seed=5');
  await unfold(page, '.compare-fold');
  const tick = async (name) => {
    await page.locator('.compare-control').getByRole('checkbox', { name, exact: true }).check();
  };
  await tick('breadth-first search');
  await tick('A*');
  await page.waitForSelector('section.pane >> nth=1');
  await tick('misplaced tiles');
  await page.waitForFunction(() => /misplaced/.test(location.hash));
  await tick('Manhattan distance');
  await page.waitForSelector('section.pane >> nth=2');
  // Three panes, not four with BFS twice.
  assert.deepEqual(await page.locator('section.pane .pane-caption').allTextContents(),
    ['breadth-first search', 'A*, misplaced tiles', 'A*, Manhattan distance']);
  assert.deepEqual(await page.locator('section.pane').evaluateAll((s) => s.map((e) => e.dataset.value)), ['bfs', 'astar-misplaced', 'astar-manhattan']);
  assert.equal((await hashParams(page)).compare, 'bfs,astar,misplaced,manhattan');
  assert.match(await page.locator('.compare-control').textContent(),
    /\(Estimate h: only in the panes of greedy best-first, A\*, weighted A\*, IDA\*\)/);
  // The link opens the same three.
  const again = await open(env.browser, env.url, '#/puzzle?shuffle=12&seed=5&compare=bfs,astar,misplaced,manhattan&lang=zh');
  assert.equal(await again.locator('section.pane').count(), 3);
  assert.match(await again.locator('.compare-control').textContent(), /（估计值 h只用于.*IDA\*的窗格）/);
  assert.deepEqual([...page.errors, ...again.errors], []);
  await again.close();
  await page.close();
});

test('a pane naming two values of one option says so, not "a strategy named twice"', async () => {
  for (const [lang, said] of [
    ['en', 'Ignored compare=bfs,astar:misplaced:manhattan: the pane astar:misplaced:manhattan names misplaced and manhattan, two values of one option (Estimate h): a pane takes one value of each option. Using one view.'],
    ['zh', /^已忽略 compare=bfs,astar:misplaced:manhattan：窗格 astar:misplaced:manhattan 同时指定了 misplaced 和 manhattan，它们是同一个选项（估计值 h）的两个值：每个窗格的每个选项只取一个值。/],
  ]) {
    const page = await open(env.browser, env.url, `#/puzzle?compare=bfs,astar:misplaced:manhattan&lang=${lang}`);
    const text = await page.locator('#notice-list').textContent();
    if (typeof said === 'string') assert.equal(text, said);
    else assert.match(text, said);
    assert.equal(await page.locator('section.pane').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
