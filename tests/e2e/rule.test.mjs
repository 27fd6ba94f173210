// "Your rule" on the sliding puzzle (#/puzzle) in Chromium at 390x844, keyboard only: an
// estimate h typed in English and in Chinese, checked in a worker over every position of
// the 8-puzzle; its verdict; the counterexample put on the board by its button, which the
// test verifies (2 x Manhattan distance above the CLI's breadth-first length there); a
// rule that does not read named by its column; axe clean. The rule in the link (a round
// trip; a link never replacing a rule typed here without asking; a bad one said, the rest
// of the link applied), rules kept under a name across a reload with junk in storage, and
// the "write a rule" challenges met, their counts the CLI's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { useBrowser, useCli, open, openDevice, violations, hashParams, writtenHash, shot, SHOTS, button, unfold } from './harness.mjs';

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

// The `rule` parameter of the written address.
const ruleIn = async (page) => (await hashParams(page)).rule;
const waitRule = (page, rule) => page.waitForFunction((r) => !document.documentElement.hasAttribute('data-hash-pending')
  && new URLSearchParams(location.hash.split('?')[1]).get('rule') === r, rule);
// Follow a link in this tab (a new hash: the view is mounted afresh), and wait for the new
// view's `selector` (the one left is marked first).
async function follow(page, hash, selector = '[data-role=own-rule]') {
  await page.evaluate((s) => { document.querySelector(s).dataset.left = '1'; }, selector);
  await page.goto(env.url + hash);
  await page.waitForFunction((s) => { const e = document.querySelector(s); return e && !e.dataset.left; }, selector);
}

test('your rule in the link and kept in the browser: a round trip, a link that asks before it replaces a typed rule, a bad one said, named rules after a reload, junk in storage', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?side=3&shuffle=10&seed=1&rule=2*manhattan');
  const field = page.locator('input[name=own-rule]');
  assert.equal(await field.inputValue(), '2*manhattan');
  assert.equal(await ruleIn(page), '2*manhattan');
  // Typed: the address follows, the rest of it kept; opened afresh, the same rule is there.
  await field.fill('max(manhattan, misplaced)');
  await waitRule(page, 'max(manhattan, misplaced)');
  assert.equal((await hashParams(page)).shuffle, '10');
  // (In another browser context: a page of this one would start with its storage cleared.)
  const again = await openDevice(env.browser, env.url, await writtenHash(page), { width: 1366, height: 768, touch: false });
  assert.equal(await again.page.locator('input[name=own-rule]').inputValue(), 'max(manhattan, misplaced)');
  assert.equal(await again.page.locator('[data-role=rule-link]').isHidden(), true);
  await again.context.close();

  // A link with another rule, followed in this tab: the typed rule stays in the field and
  // the person is asked; the address keeps the link's rule until they choose.
  const link = '#/puzzle?side=3&rule=misplaced';
  await follow(page, link);
  const ask = page.locator('[data-role=rule-link]');
  await ask.waitFor();
  assert.equal(await field.inputValue(), 'max(manhattan, misplaced)');
  assert.match(await ask.textContent(), /This link gives the rule misplaced\. The field keeps the rule you typed, max\(manhattan, misplaced\), until you choose\./);
  assert.equal(await ruleIn(page), 'misplaced');
  assert.deepEqual(await violations(page, 'rule link asked'), []);
  await button(page, 'Keep mine').click();
  await waitRule(page, 'max(manhattan, misplaced)');
  assert.equal(await ask.isHidden(), true);
  assert.equal(await field.inputValue(), 'max(manhattan, misplaced)');
  // Asked again, and this time the link's rule taken.
  await follow(page, link);
  await ask.waitFor();
  await button(page, 'Use the link’s rule').click();
  assert.equal(await field.inputValue(), 'misplaced');
  assert.equal(await ruleIn(page), 'misplaced');

  // A rule that does not read: a notice with its column, the rest of the link applied, and
  // the rule typed last back in the field.
  const bad = '#/puzzle?side=3&shuffle=7&rule=sum(tile%2C%20row';
  await follow(page, bad);
  assert.match((await page.locator('.notice').allTextContents()).join(' '),
    /Ignored rule=sum\(tile, row: column 14: the rule ends where "\)" was expected\. Using no rule from the link\./);
  assert.equal((await hashParams(page)).shuffle, '7');
  assert.equal(await field.inputValue(), 'misplaced');
  assert.equal(await ruleIn(page), 'misplaced');

  // Kept under a name, it is there after a reload, and a link with another rule takes the
  // field without asking (nothing typed is lost); picked from the list, it is back; deleted,
  // it is gone for good.
  await page.locator('input[name=rule-name]').fill('tiles out');
  await button(page, 'Keep the rule').click();
  assert.equal(await page.locator('[data-role=rule-kept-said]').textContent(), 'Kept as tiles out.');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  const kept = page.locator('[data-role=rule-kept] li');
  assert.deepEqual(await kept.allTextContents(), ['tiles out misplaced Delete']);
  const linear = '#/puzzle?side=3&rule=linear';
  await follow(page, linear);
  assert.equal(await field.inputValue(), 'linear');
  assert.equal(await ask.isHidden(), true);
  await page.locator('[data-name="tiles out"] [data-act=rule-use]').click();
  assert.equal(await field.inputValue(), 'misplaced');
  await waitRule(page, 'misplaced');
  assert.deepEqual(await violations(page, 'rules kept'), []);
  await shot(page.locator('[data-role=own-rule]'), `${SHOTS}rule-kept-en-1366.png`);
  await page.locator('[data-name="tiles out"] [data-act=rule-delete]').click();
  assert.equal(await kept.count(), 0);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  assert.equal(await kept.count(), 0);

  // Junk where the kept rules are stored never breaks the page: what is not a named rule
  // is left out.
  for (const [junk, names] of [['not json', []], ['{"a":1}', []], ['[{"name":5,"rule":"x"},null,{"name":" ok ","rule":"manhattan"},{"name":"ok","rule":"misplaced"}]', ['ok']]]) {
    await page.evaluate((j) => localStorage.setItem('searchlight.rule.kept.puzzle', j), junk);
    await page.reload();
    await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
    assert.deepEqual(await page.locator('[data-role=rule-kept] li').evaluateAll((lis) => lis.map((li) => li.dataset.name)), names, junk);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The verdict of the challenge panel once its check is done.
const challengeVerdict = async (page) => {
  await page.locator('[data-act=challenge-check]').click();
  await page.waitForFunction(() => document.querySelector('[data-role=challenge-verdict]')?.dataset.met !== undefined, null, { timeout: 30000 });
  return page.locator('[data-role=challenge-verdict]').textContent();
};

test('"write a rule" challenges: an admissible h that expands fewer states than Manhattan (the CLI\'s counts), an ordering that tours 8x8 from every start', async () => {
  const tiles = '8 6 7 2 5 4 3 0 1';
  const page = await open(env.browser, env.url, `#/puzzle?side=3&tiles=${tiles.replaceAll(' ', ',')}&challenge=puzzle-rule`);
  await unfold(page, '.challenge');
  const field = page.locator('input[name=own-rule]');
  assert.match(await challengeVerdict(page), /^Not yet\. No rule of yours is written yet/);
  await field.fill('2 * manhattan');
  assert.match(await challengeVerdict(page), /^Not yet\. Your h is not admissible: on [\d ]+ it is 2, and the true distance is 1\./);
  await field.fill('max(manhattan, linear)');
  const race = JSON.parse(execFileSync(cli, ['rule', '--view', 'puzzle', '--h', 'max(manhattan, linear)', '--tiles', tiles, '--astar', '--json'], { encoding: 'utf8' })).astar;
  assert.ok(race.rule_expanded < race.manhattan_expanded);
  assert.equal(await challengeVerdict(page),
    `Goal met. Your h is admissible on every position, and A* expands ${race.rule_expanded.toLocaleString('en-US')} states with it, ${race.manhattan_expanded.toLocaleString('en-US')} with Manhattan distance.`);
  assert.equal(await ruleIn(page), 'max(manhattan, linear)');
  assert.deepEqual(page.errors, []);
  await page.close();

  // The knight's, from a link that carries the rule: Warnsdorff's count with Roth's
  // tie-break tours from all 64 starts; the count alone does not (the CLI's challenge says
  // the same of the same link).
  const knight = await open(env.browser, env.url, '#/knight?board=8x8&rule=onward%20*%2010000%20-%20dist_centre&challenge=knight-rule');
  await unfold(knight, '.challenge');
  assert.equal(await challengeVerdict(knight), 'Goal met. Your ordering tours the board from all 64 starts without backing up.');
  const onward = '#/knight?board=8x8&rule=onward&challenge=knight-rule';
  await follow(knight, onward, '.challenge');
  await unfold(knight, '.challenge');
  const said = await challengeVerdict(knight);
  // (Exit status 1: not met.)
  const run = spawnSync(cli, ['challenge', 'knight-rule', onward, '--json'], { encoding: 'utf8' });
  const byCli = JSON.parse(run.stdout);
  assert.equal(run.status, 1);
  assert.equal(byCli.met, false);
  assert.match(said, new RegExp(`^Not yet\\. Your ordering tours from ${byCli.reason.params.toured} of 64 starts; from ${byCli.reason.params.start} it reaches a dead end`));
  assert.deepEqual(knight.errors, []);
  await knight.close();
});

test('on the 4x4 board the check is on a sample, said as one: the CLI\'s sample and verdict', async () => {
  const { page, context } = await openDevice(env.browser, env.url, '#/puzzle?side=4&shuffle=10&seed=1', { width: 1366, height: 768, touch: false });
  try {
    await check(page, '2 * manhattan');
    const said = await page.locator('[data-role=own-verdict] li').allTextContents();
    const byCli = JSON.parse(spawnSync(cli, ['rule', '--view', 'puzzle', '--h', '2 * manhattan', '--check', '--side', '4', '--json'], { encoding: 'utf8' }).stdout);
    assert.deepEqual(said.map((s) => s.replace(/ Show (this position|where the move starts)$/, '')), byCli.said.map((s) => s.text));
    assert.match(said[0], /^Checked a sample of 500 positions of the 4x4 puzzle/);
    assert.match(said[1], /^Not admissible: on a sample of 500 positions, /);
    await check(page, 'manhattan');
    const sound = await page.locator('[data-role=own-verdict] li').allTextContents();
    assert.ok(sound.slice(1).every((s) => s.startsWith('On a sample of 500 positions')), sound.join(' | '));
    assert.ok(!sound.some((s) => /^(Admissible|Consistent):/.test(s)), 'never admissible outright');
    await shot(page.locator('[data-role=own-rule]'), `${SHOTS}rule-sample-en-1366.png`);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

// The knight's, sudoku's and maze's "Your rule", each typed by keyboard at 390x844 and its
// numbers held to the CLI's run of the same rule (the same library) and to counts from the
// literature.
// Its exit status (1: no tour from some start, not admissible) is the verdict's, not a failure.
const cliJson = (args) => JSON.parse(spawnSync(cli, [...args, '--json'], { encoding: 'utf8' }).stdout);

test("your rule on the knight's tour: every start on 5x5, the 13 starts of the corners' colour with backtracking", async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/knight?board=5x5');
  try {
    await check(page, 'onward');
    const said = await page.locator('[data-role=own-said]').textContent();
    const theirs = cliJson(['rule', '--view', 'knight', '--key', 'onward', '--board', '5x5']);
    const [greedy, backtracking, wGreedy, wBacktracking] = theirs.tours;
    assert.equal(backtracking, 13, 'open tours of 5x5 start on the 13 squares of the corners\' colour');
    assert.ok(said.startsWith(`On 5x5, your rule tours from ${greedy} of 25 starts without backtracking and from ${backtracking} with it (up to 100,000 nodes a start); Warnsdorff's rule: ${wGreedy} and ${wBacktracking}.`), said);
    // The board: a square a start, coloured by who tours from it; with backtracking, the
    // rule's starts are the corners' colour.
    const who = () => page.locator('[data-role=own-board] td').evaluateAll((tds) => tds.map((td) => [td.dataset.start, td.dataset.who]));
    const ours = (cells) => cells.filter(([, w]) => w === 'both' || w === 'yours').map(([s]) => s);
    assert.equal(ours(await who()).length, greedy);
    await tabTo(page, 'input[name=own-backtrack]');
    await page.keyboard.press('Space');
    const cells = await who();
    assert.deepEqual(ours(cells).sort(), cells.map(([s]) => s).filter((s) => (s.charCodeAt(0) - 97 + Number(s.slice(1)) - 1) % 2 === 0).sort());
    // The misses named in square order (a1, b1, ..., a2, ...).
    const square = (s) => (Number(s.slice(1)) - 1) * 5 + s.charCodeAt(0) - 97;
    const missed = cells.filter(([, w]) => w === 'theirs' || w === 'neither').map(([s]) => s).sort((a, b) => square(a) - square(b));
    assert.equal(await page.locator('[data-role=own-missed]').textContent(), `Your rule finds no tour from 12 starts: ${missed.join(', ')}.`);
    await shot(page.locator('[data-role=own-rule]'), `${SHOTS}rule-knight-en-390.png`);
    assert.deepEqual(await violations(page, 'knight rule'), []);
    // A rule that does not read: its column.
    await check(page, 'onward + dist_center');
    assert.match(await page.locator('[data-role=own-said]').textContent(), /^Column 10: "dist_center" is not a name the rule knows here/);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

test("the knight's rule in the link: the field takes the link's rule, and a rule typed goes into the address", async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&rule=onward*100%2Bdist_corner');
  const field = page.locator('[data-role=own-rule] input[name=own-rule]');
  assert.equal(await field.inputValue(), 'onward*100+dist_corner');
  assert.equal(await ruleIn(page), 'onward*100+dist_corner');
  await field.fill('onward*10000-dist_centre');
  await waitRule(page, 'onward*10000-dist_centre');
  assert.equal((await hashParams(page)).board, '5x5');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('your rule on sudoku: nodes on the built-in and random puzzles beside first empty cell and fewest candidates', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/sudoku');
  try {
    await check(page, 'max(candidates, 1)');
    const rows = await page.locator('[data-role=own-table] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    assert.ok(rows.length >= 11, `the built-in puzzles and ten random ones: ${await page.locator('[data-role=own-said]').textContent()}`);
    const easy = rows.find((r) => r[0] === 'Easy' || /easy/i.test(r[0]));
    assert.ok(easy, JSON.stringify(rows.map((r) => r[0])));
    const nodes = (cell) => Number(cell.replace(/,/g, ''));
    // The example's row against the CLI's sudoku command: first empty and fewest candidates.
    const example = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    for (const [column, cellChoice] of [[2, 'first'], [3, 'mrv']]) {
      assert.equal(nodes(easy[column]), cliJson(['sudoku', '--cell', cellChoice, example]).nodes, cellChoice);
    }
    // max(candidates, 1) is fewest candidates: the same nodes on every puzzle.
    for (const r of rows) assert.equal(r[1], r[3], r[0]);
    assert.match(await page.locator('[data-role=own-said]').textContent(), /^On \d+ puzzles, nodes to the first solution: your rule /);
    assert.deepEqual(await violations(page, 'sudoku rule'), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

// Whether each of the maze's squares `names` ("c5", 12x12) is framed in the colour "Show on
// the board" marks with (#6a1b9a): the pixel 2 CSS pixels inside its west edge, at mid
// height, as the page lays boards out (a 22-pixel margin of rank labels on the left, rank 1
// at the bottom).
const marked = (canvas, names, rows = 12, cols = 12) => canvas.evaluate((c, [names, rows, cols]) => {
  const box = c.getBoundingClientRect();
  const [scale, size] = [c.width / box.width, (box.width - 22) / cols];
  return names.map((name) => {
    const [file, rank] = [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
    const px = c.getContext('2d').getImageData(Math.round((22 + file * size + 2) * scale), Math.round((rows - 1 - rank + 0.5) * size * scale), 1, 1).data;
    return px[0] === 0x6a && px[1] === 0x1b && px[2] === 0x9a;
  });
}, [names, rows, cols]);
// Whether the element is wholly inside the window.
const inView = (locator) => locator.evaluate((e) => {
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight;
});

test('your rule on the maze, in Chinese: 2 x (dx + dy) not admissible, its counterexamples shown on the board, A* and greedy beside the Manhattan distance', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/maze?loops=20&lang=zh');
  try {
    await check(page, '2 * (dx + dy)');
    // (Each sentence without its button's words.)
    const said = await page.locator('[data-role=own-verdict] li').evaluateAll((lis) => lis.map((li) => li.firstChild.textContent));
    const theirs = cliJson(['rule', '--view', 'maze', '--h', '2 * (dx + dy)', '--loops', '20', '--lang', 'zh']);
    assert.deepEqual(said, theirs.said.map((s) => `${s.text}`));
    assert.match(said[1], /^不可采纳：h 在 [\d,]+ 个方格上超过真实距离/);
    assert.equal(await page.locator('[data-role=own-rule]').getAttribute('data-admissible'), 'false');
    await shot(page.locator('[data-role=own-rule]'), `${SHOTS}rule-maze-zh-390.png`);
    assert.deepEqual(await violations(page, 'maze rule'), []);
    // Each counterexample on the board, keyboard only: the square the sentence names (and
    // the move's two) framed in the mark's colour, the board scrolled into view. The squares
    // are the CLI's, and the sentences name them.
    const { over, drop } = theirs.verdict;
    assert.ok(said[1].includes(`${over.square}：`) && said[2].includes(`从 ${drop.from} 到 ${drop.to}`), said.join(' | '));
    const canvas = page.locator('[data-role=canvas]');
    assert.deepEqual(await marked(canvas, [over.square, drop.from, drop.to]), [false, false, false]);
    // (The verdict at the top of the window: the board, above it, is out of view.)
    await tabTo(page, '[data-act=own-show-over]');
    await page.locator('[data-act=own-show-over]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    assert.equal(await inView(canvas), false);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('status').textContent.includes('已在迷宫上标出'));
    assert.equal(await inView(canvas), true);
    assert.deepEqual(await marked(canvas, [over.square, drop.from, drop.to]), [true, ...[drop.from, drop.to].map((s) => s === over.square)]);
    await shot(canvas, `${SHOTS}rule-maze-marked-zh-390.png`);
    await tabTo(page, '[data-act=own-show-drop]');
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => document.getElementById('status').textContent.includes(t), `从 ${drop.from} 到 ${drop.to}`);
    assert.deepEqual(await marked(canvas, [drop.from, drop.to]), [true, true]);
    if (over.square !== drop.from && over.square !== drop.to) assert.deepEqual(await marked(canvas, [over.square]), [false]);
    // A new check takes the mark off; the Manhattan distance has no counterexample to show.
    await check(page, 'dx + dy');
    assert.deepEqual(await marked(canvas, [drop.from, drop.to]), [false, false]);
    assert.equal(await page.locator('[data-role=own-verdict] button').count(), 0);
    // A new maze takes the mark off, and the buttons with it: their squares are the old
    // maze's.
    await check(page, '2 * (dx + dy)');
    await page.locator('[data-act=own-show-drop]').click();
    await page.locator('[data-act=new]').click();
    await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('seed') !== '7');
    assert.deepEqual(await marked(canvas, [drop.from, drop.to]), [false, false]);
    assert.equal(await page.locator('[data-role=own-verdict] button').count(), 0);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

// Sudoku's and the maze's rules carried as the sliding puzzle's are: a link's rule in the
// field and run by Check, a rule typed in the address (the rest of it kept), a link with
// another rule asking first, a link's rule that does not read said with its column (the
// rest of the link applied), a rule kept under a name back after a reload.
test("sudoku's rule in the link and kept: the link's rule run, a typed one in the address, the question, a name after a reload", async () => {
  const page = await open(env.browser, env.url, '#/sudoku?cell=first&rule=candidates*10-filled_box');
  const field = page.locator('[data-role=own-rule] input[name=own-rule]');
  assert.equal(await field.inputValue(), 'candidates*10-filled_box');
  assert.equal(await ruleIn(page), 'candidates*10-filled_box');
  // Check runs the link's rule: the example's nodes are the CLI's for the same key.
  await page.locator('[data-act=own-check]').click();
  await page.waitForFunction(() => /^On \d+ puzzles/.test(document.querySelector('[data-role=own-said]').textContent), null, { timeout: 30000 });
  const easy = await page.locator('[data-role=own-table] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)).find((r) => r[0] === 'easy'));
  const byCli = cliJson(['rule', '--view', 'sudoku', '--key', 'candidates*10-filled_box', '--random', '0']);
  assert.equal(Number(easy[1].replace(/,/g, '')), byCli.rows[0].nodes[0]);
  // Typed: the address follows, the cell choice kept.
  await field.fill('candidates');
  await waitRule(page, 'candidates');
  assert.equal((await hashParams(page)).cell, 'first');
  // A link with another rule asks; "Keep mine" puts the typed rule back in the address.
  await follow(page, '#/sudoku?rule=filled_box');
  const ask = page.locator('[data-role=rule-link]');
  await ask.waitFor();
  assert.equal(await field.inputValue(), 'candidates');
  assert.match(await ask.textContent(), /This link gives the rule filled_box\. The field keeps the rule you typed, candidates, until you choose\./);
  assert.equal(await ruleIn(page), 'filled_box');
  await button(page, 'Keep mine').click();
  await waitRule(page, 'candidates');
  // Kept under a name: listed again after a reload, and the field holds the rule.
  await page.locator('input[name=rule-name]').fill('fewest');
  await button(page, 'Keep the rule').click();
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  assert.deepEqual(await page.locator('[data-role=rule-kept] li').allTextContents(), ['fewest candidates Delete']);
  assert.equal(await field.inputValue(), 'candidates');
  assert.deepEqual(await violations(page, 'sudoku rule kept'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the maze's rule in the link and kept, in Chinese: the link's rule run, a typed one in the address, the question, a bad one said, a name after a reload", async () => {
  const page = await open(env.browser, env.url, '#/maze?loops=20&lang=zh&rule=2*(dx%2Bdy)');
  const field = page.locator('[data-role=own-rule] input[name=own-rule]');
  assert.equal(await field.inputValue(), '2*(dx+dy)');
  assert.equal(await ruleIn(page), '2*(dx+dy)');
  // Check runs the link's rule: the CLI's sentences for it on the same maze.
  await page.locator('[data-act=own-check]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-role=own-verdict] li').length > 2, null, { timeout: 20000 });
  const theirs = cliJson(['rule', '--view', 'maze', '--h', '2*(dx+dy)', '--loops', '20', '--lang', 'zh']);
  assert.deepEqual(await page.locator('[data-role=own-verdict] li').evaluateAll((lis) => lis.map((li) => li.firstChild.textContent)), theirs.said.map((s) => s.text));
  // Typed: the address follows, the loops kept.
  await field.fill('max(dx, dy)');
  await waitRule(page, 'max(dx, dy)');
  assert.equal((await hashParams(page)).loops, '20');
  // A link with another rule asks, in Chinese; taken, it is the field's and the address's.
  await follow(page, '#/maze?lang=zh&rule=dx');
  const ask = page.locator('[data-role=rule-link]');
  await ask.waitFor();
  assert.equal(await field.inputValue(), 'max(dx, dy)');
  assert.equal(await ask.locator('p').textContent(), '这个链接给出的规则是 dx。在你选择之前，输入框保留你写的规则 max(dx, dy)。');
  await button(page, '用链接的规则').click();
  assert.equal(await field.inputValue(), 'dx');
  await waitRule(page, 'dx');
  // A rule that does not read: said with its column, the rest of the link applied.
  await follow(page, '#/maze?lang=zh&loops=3&rule=dx%2B');
  assert.match((await page.locator('.notice').allTextContents()).join(' '), /已忽略 rule=dx\+：第 4 列：.*改用不用链接里的规则。/);
  assert.equal((await hashParams(page)).loops, '3');
  assert.equal(await field.inputValue(), 'dx');
  // Kept under a name: listed again after a reload.
  await page.locator('input[name=rule-name]').fill('横向');
  await button(page, '保存规则').click();
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  assert.deepEqual(await page.locator('[data-role=rule-kept] li').evaluateAll((lis) => lis.map((li) => [li.dataset.name, li.querySelector('code').textContent])), [['横向', 'dx']]);
  assert.deepEqual(await violations(page, 'maze rule kept'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});
