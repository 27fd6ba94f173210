// Challenges: a student picks a challenge from the view's list, edits the view's
// own controls as a person would (the form's field, the board), presses Check, and the
// verdict from Rust (run in a worker) says met or why not; challenge= and the options travel
// in the URL; a met challenge counts in the view's score beside "Your turn"; in Chinese; at
// 390x844; no axe violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { packLesson } from '../../www/lessons/format.js';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, open, openDevice, button, clickSquare, violations, roleText, hashParams, SHOTS, shot, ROUTES, unfold, moreOptions } from './harness.mjs';

const env = useBrowser();

// The verdict once the check in the worker has answered.
const verdict = async (page) => {
  await page.waitForFunction(() => {
    const v = document.querySelector('[data-role=challenge-verdict]');
    return v && v.dataset.met !== undefined && !v.textContent.endsWith('…');
  }, null, { timeout: 30000 });
  return roleText(page, 'challenge-verdict');
};

// Type `value` into the form's field `name` and commit it, as a person does.
const typeOption = async (page, name, value) => {
  await moreOptions(page);
  const field = page.locator(`form.options input[name=${name}]`);
  await field.fill(value);
  await field.press('Enter');
  await field.dispatchEvent('change');
};

test('queens: the student picks the challenge, tries N = 14 (not met, the squares said), then 16 (met), counted in the score; the URL carries both', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await unfold(page, '.challenge');
  await page.locator('[data-challenge=queens-squares]').click();
  assert.match(await roleText(page, 'challenge-goal'), /^Choose an N whose first solution, row by row, tries more than 100,000 squares\.$/);
  assert.equal((await hashParams(page)).challenge, 'queens-squares');
  await typeOption(page, 'n', '14');
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('n') === '14');
  await button(page, 'Check').click();
  assert.equal(await verdict(page), 'Not yet. N = 14: the first solution comes after 26,495 squares tried, not more than 100,000.');
  await typeOption(page, 'n', '16');
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('n') === '16');
  // The old verdict went with the old N.
  assert.equal(await roleText(page, 'challenge-verdict'), '');
  await button(page, 'Check').click();
  assert.equal(await verdict(page), 'Goal met. N = 16: the first solution comes after 160,712 squares tried, more than 100,000.');
  // Counted where "Your turn" keeps the score.
  await button(page, 'Your turn').click();
  assert.match(await roleText(page, 'score'), /1 challenge solved\.$/);
  assert.deepEqual(await violations(page, 'queens challenge'), []);
  // The link carries the challenge and the input: opened afresh, the goal is there.
  const params = await hashParams(page);
  assert.deepEqual([params.n, params.challenge], ['16', 'queens-squares']);
  const again = await open(env.browser, env.url, '#/queens?n=16&challenge=queens-squares');
  assert.match(await roleText(again, 'challenge-goal'), /more than 100,000 squares/);
  await button(again, 'Check').click();
  assert.match(await verdict(again), /^Goal met\./);
  // The list again, with the challenge ticked as solved.
  await button(again, 'All challenges').click();
  assert.match(await again.locator('[data-challenge=queens-squares]').textContent(), /^✓ .*\(solved\)$/);
  assert.equal((await hashParams(again)).challenge, undefined);
  // A challenge of another view in the URL is said and left.
  const other = await open(env.browser, env.url, '#/queens?challenge=sudoku-two');
  assert.match((await other.locator('.notice').allTextContents()).join(' '), /challenge/);
  assert.equal(await other.locator('[data-role=challenge-goal]').isVisible(), false);
});

test('BFS, in Chinese at 390x844: the student clicks a start and a target on the board until they are 5 apart', async () => {
  const { page, context } = await openDevice(env.browser, env.url, '#/bfs?board=8x8&start=a1&lang=zh&challenge=bfs-distance');
  try {
    assert.match(await roleText(page, 'challenge-goal'), /恰好是 5/);
    // The target by clicking: the click mode "target", then h8 (6 from a1).
    await page.locator('input[name=click][value=target]').check();
    await clickSquare(page, 7, 7, 8, 8);
    await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('target') === 'h8');
    await page.locator('[data-act=challenge-check]').click();
    assert.equal(await verdict(page), '还没有。从 a1 出发的广度优先搜索在第 6 层到达 h8，而不是第 5 层。');
    await clickSquare(page, 5, 6, 8, 8);
    await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('target') === 'f7');
    await page.locator('[data-act=challenge-check]').click();
    assert.equal(await verdict(page), '目标达成。从 a1 出发的广度优先搜索在第 5 层到达 f7。');
    assert.deepEqual(await violations(page, 'bfs challenge zh 390x844'), []);
    await page.locator('details.challenge').scrollIntoViewIfNeeded();
    await shot(page, `${SHOTS}challenge-bfs-zh-390.png`);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

// Edit the field `name` of the view's form to `value`, as a person types and leaves it.
const edit = async (page, name, value) => {
  await moreOptions(page);
  const field = page.locator(`form.options [name=${name}]`).first();
  await field.fill(value);
  await field.dispatchEvent('change');
};

// Every other view: the student picks the challenge from the list, builds the input with
// the view's own controls, and Check says met (a first try that does not meet it is said
// with its figure). Sudoku pasted and loaded, the DFS graph typed as edges, the tiles typed,
// the ladder's words, the knight's board and square, the maze's loops.
const CASES = [
  { route: 'knight', hash: 'board=8x8&start=a1', id: 'knight-dead-end', no: /^Not yet\. From a1, Warnsdorff’s rule visits all 64 squares without a dead end\.$/,
    build: async (page) => { await edit(page, 'board', '7x7'); await edit(page, 'start', 'c1'); }, met: /stuck at d4 after 32 moves/ },
  { route: 'ladder', hash: 'list=four&from=cold&to=warm', id: 'ladder-long', no: /^Not yet\. The shortest ladder has 4 steps/,
    build: async (page) => {
      await page.locator('form.options [name=from]').fill('frog');
      await page.locator('form.options button[type=submit]').click();
    }, met: /has 7 steps/ },
  { route: 'dfs', hash: 'edges=a+b%0Ab+c', id: 'dfs-cross-forward', no: /^Not yet\. The search from a meets neither/,
    build: async (page) => {
      await page.locator('textarea[name=edges]').fill('a b\nb c\na c\na d\nd b');
      await page.locator('form.edge-list button[type=submit]').click();
    }, met: /^Goal met\. From a: d → b is a cross edge and a → c a forward edge\.$/ },
  { route: 'sudoku', hash: '', id: 'sudoku-two', no: /^Not yet\. The search found 1 solution and no more: not 2\.$/,
    build: async (page) => {
      await page.locator('textarea[name=puzzle]').fill('53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179');
      await page.locator('form:has(textarea[name=puzzle]) button[type=submit]').click();
    }, met: /found 2 solutions and no more/ },
  { route: 'puzzle', hash: 'side=3&tiles=1,2,3,4,5,6,7,0,8', id: 'puzzle-greedy', no: /^Not yet\. Greedy best-first: 1 move; A\*: 1 move: not 1 more\.$/,
    build: async (page) => edit(page, 'tiles', '8 6 7 2 5 4 3 0 1'), met: /Greedy best-first: 47 moves; A\*: 31 moves/ },
  { route: 'maze', hash: 'size=12x12&seed=7&loops=0', id: 'maze-forever', no: /^Not yet\. Without memory the mouse finds the coin in 145 steps\.$/,
    build: async (page) => edit(page, 'loops', '30'), met: /enters a8 heading west at step 55 as it did at step 47/ },
];

for (const c of CASES) {
  test(`${c.route}: the student builds an input for ${c.id} with the view's controls until Check says met`, async () => {
    const page = await open(env.browser, env.url, `#/${c.route}?${c.hash}`);
    await unfold(page, '.challenge');
    await page.locator(`[data-challenge=${c.id}]`).click();
    await button(page, 'Check').click();
    assert.match(await verdict(page), c.no);
    await c.build(page);
    await page.waitForFunction(() => document.querySelector('[data-role=challenge-verdict]').textContent === '');
    await button(page, 'Check').click();
    const said = await verdict(page);
    assert.match(said, /^Goal met\./);
    assert.match(said, c.met);
    assert.equal((await hashParams(page)).challenge, c.id);
    assert.deepEqual(await violations(page, `${c.route} challenge`), []);
  });
}

// The same in Chinese on a phone (390x844): picked from the list, built, checked.
test('every view\'s challenge solved in Chinese at 390x844, axe clean', async () => {
  for (const c of CASES) {
    const { page, context } = await openDevice(env.browser, env.url, `#/${c.route}?${c.hash}${c.hash ? '&' : ''}lang=zh`);
    try {
      await unfold(page, '.challenge');
      await page.locator(`[data-challenge=${c.id}]`).click();
      await c.build(page);
      await page.locator('[data-act=challenge-check]').click();
      assert.match(await verdict(page), /^目标达成。\S/, c.route);
      assert.deepEqual(await violations(page, `${c.route} challenge zh 390x844`), []);
      assert.deepEqual(page.errors, [], c.route);
    } finally {
      await context.close();
    }
  }
});

test('a lesson\'s slide opens its challenge with the goal it sets, and Check answers against it', async () => {
  const lesson = '# Queens\n\n## How many squares?\n#/queens?n=14\n@challenge queens-squares squares=20000\nFind an N.\n';
  const page = await open(env.browser, env.url, `#/lesson?text=${await packLesson(lesson)}`);
  assert.match(await roleText(page, 'challenge-goal'), /more than 20,000 squares/);
  await button(page, 'Check').click();
  assert.match(await verdict(page), /^Goal met\. N = 14: the first solution comes after 26,495 squares tried, more than 20,000\.$/);
});

// Every challenge of every view, picked from the list of the view as it opens (its default
// options, or a student's other input), reads "not met" at first: picking one sets the
// view's input to the challenge's starting input. A link naming a challenge without any of
// the view's options starts there too; a link with its own options keeps them. The
// challenges are the registry's (the CLI lists them), the views the page's.
const cli = useCli();

test('no challenge is met before the student changes anything: every one picked from its view\'s list, and a bare link', async () => {
  const listedByCli = JSON.parse(execFileSync(cli, ['challenge', '--list', '--json'], { encoding: 'utf8' }));
  const ids = listedByCli.map((c) => c.id);
  assert.ok(ids.length >= 14, ids.join(' '));
  assert.deepEqual(listedByCli.filter((c) => !ROUTES.includes(c.route)).map((c) => c.id), [], 'challenges of views the page does not have');
  const seen = [];
  const page = await open(env.browser, env.url, '#/queens');
  for (const route of ROUTES) {
    await page.evaluate((r) => { location.hash = `#/${r}`; }, route);
    await page.waitForFunction((r) => document.querySelector(`[data-challenge]`) && location.hash.startsWith(`#/${r}`), route);
    const listed = await page.locator('[data-challenge]').evaluateAll((bs) => bs.map((b) => b.dataset.challenge));
    for (const id of listed) {
      // The view's defaults first (a view met some by them: the ladder's FOOL to SAGE, the
      // sudoku's puzzle, 8x8 from a1, the puzzle's shuffle), then picked from the list.
      await page.evaluate((r) => { location.hash = `#/${r}`; }, route);
      await page.waitForFunction(() => !location.hash.includes('challenge='));
      await unfold(page, '.challenge');
      await page.locator(`[data-challenge=${id}]`).click();
      await page.waitForFunction((x) => new URLSearchParams(location.hash.split('?')[1]).get('challenge') === x, id);
      await button(page, 'Check').click();
      assert.match(await verdict(page), /^Not yet\. /, `${route} ${id}`);
      seen.push(id);
    }
  }
  assert.deepEqual([...seen].sort(), [...ids].sort());
  // A link with the challenge and none of the view's options: its starting input, not met.
  const bare = await open(env.browser, env.url, '#/ladder?challenge=ladder-long');
  await button(bare, 'Check').click();
  assert.match(await verdict(bare), /^Not yet\. The shortest ladder has 4 steps/);
  assert.equal((await hashParams(bare)).from, 'cold');
  // A link with its own options keeps them: FOOL to SAGE meets it.
  const own = await open(env.browser, env.url, '#/ladder?list=four&from=fool&to=sage&challenge=ladder-long');
  await button(own, 'Check').click();
  assert.match(await verdict(own), /^Goal met\. The shortest ladder has 6 steps/);
  assert.deepEqual([page.errors, bare.errors, own.errors], [[], [], []]);
});

// The check in its worker: Cancel and a bar that moves while it works, focus handed from
// Check to Cancel and back (never left on the page's body, as a disabled Check left it),
// "All challenges" hands focus to the list, and the verdict's live region hears only the
// check's start and its end.
test('Check by keyboard: focus stays on Check or Cancel, Cancel stops a long check, the list takes focus back', async () => {
  // Ten million nodes of plain DFS before Warnsdorff's rule: over a second in the page.
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&challenge=knight-dfs-million&goal=nodes%3D10000000');
  const check = page.locator('[data-act=challenge-check]');
  await check.focus();
  // Started and cancelled in one task, so no answer can come between: deterministic.
  const during = await page.evaluate(() => {
    const act = () => document.activeElement && document.activeElement.dataset.act;
    const bar = document.querySelector('[data-role=challenge-progress]');
    document.activeElement.click();
    const running = { focus: act(), bar: !bar.hidden && !bar.hasAttribute('value'), said: document.querySelector('[data-role=challenge-verdict]').textContent };
    document.querySelector('[data-act=challenge-cancel]').click();
    return { running, after: act(), barAfter: bar.hidden };
  });
  assert.deepEqual(during, { running: { focus: 'challenge-cancel', bar: true, said: 'Checking…' }, after: 'challenge-check', barAfter: true });
  assert.equal(await roleText(page, 'challenge-verdict'), 'Check cancelled.');
  assert.equal(await page.locator('[data-act=challenge-cancel]').isDisabled(), true);
  // Check again from the keyboard, to its verdict: focus is still on Check.
  await page.keyboard.press('Enter');
  assert.match(await verdict(page), /^Not yet\. Plain DFS finds a tour after 8,250,732 nodes, not more than 10,000,000\.$/);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.act), 'challenge-check');
  // "All challenges" from the keyboard: the list, focus on the challenge just left.
  await page.locator('[data-act=challenge-others]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.challenge), 'knight-dfs-million');
  // Picked again from the keyboard: focus on Check.
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.act), 'challenge-check');
  assert.deepEqual(await violations(page, 'challenge checking'), []);
  assert.deepEqual(page.errors, []);
});

// A student on a phone (390x844, touch), in each language, solves one challenge of every
// view by editing the board where the view edits on its board (the knight's start and the
// maze's wall from the board's keyboard cursor, BFS's target by a tap, the sudoku's cells
// tapped and cleared, the puzzle's tiles slid by clicks) and with the view's own form
// elsewhere; each starts from the challenge's starting input, said not met with its figure
// in the reader's language, then met with the figures that decide it.
const hashOf = (page) => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.hash.split('?')[1] || '')));
const param = (page, name) => page.evaluate((n) => new URLSearchParams(location.hash.split('?')[1] || '').get(n), name);
const waitParam = (page, name, value) => page.waitForFunction(([n, v]) => new URLSearchParams(location.hash.split('?')[1] || '').get(n) === v, [name, value]);

// Move the focused board's keyboard cursor from its first square (a1) to `file`, `rank`
// (from 0) and press Enter: the square picked, as a click would.
const cursorPick = async (page, file, rank) => {
  await page.locator('[data-role=canvas]').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft'); // the cursor shown, on a1
  for (let i = 0; i < rank; i++) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < file; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
};

// Slide tile `tile` of the 3x3 puzzle by a click on it (it is beside the blank).
const slide = async (page, tile) => {
  const tiles = (await param(page, 'tiles')).split(/[ ,]+/).map(Number);
  const at = tiles.indexOf(tile);
  const canvas = page.locator('[data-role=canvas]').first();
  const box = await canvas.boundingBox();
  const size = box.width / 3;
  await canvas.click({ position: { x: ((at % 3) + 0.5) * size, y: (Math.floor(at / 3) + 0.5) * size } });
  const blank = tiles.indexOf(0);
  [tiles[at], tiles[blank]] = [tiles[blank], tiles[at]];
  await page.waitForFunction((want) => (new URLSearchParams(location.hash.split('?')[1]).get('tiles') || '').split(/[ ,]+/).join(',') === want, tiles.join(','));
};

// Tap sudoku cell r, c (from 0) and clear it (the numeric field over it, Backspace).
const clearCell = async (page, r, c) => {
  await page.locator('[data-role=grid]').scrollIntoViewIfNeeded();
  const box = await page.locator('[data-role=grid]').boundingBox();
  const cell = (box.width - 2) / 9;
  const before = await param(page, 'p');
  await page.touchscreen.tap(box.x + 1 + (c + 0.5) * cell, box.y + 1 + (r + 0.5) * cell);
  await page.waitForFunction((n) => (document.activeElement?.getAttribute('aria-label') || '').includes(n), `r${r + 1}c${c + 1}`);
  await page.keyboard.press('Backspace');
  const want = before.slice(0, r * 9 + c) + '.' + before.slice(r * 9 + c + 1);
  await waitParam(page, 'p', want);
};

const PHONE = [
  { route: 'knight', id: 'knight-dead-end', start: { board: '8x8', start: 'a1' },
    build: async (page) => {
      await edit(page, 'board', '7x7');
      await waitParam(page, 'board', '7x7');
      await cursorPick(page, 2, 0);
      await waitParam(page, 'start', 'c1');
    },
    no: { en: /^Not yet\. From a1, Warnsdorff’s rule visits all 64 squares without a dead end\.$/, zh: /^还没有。从 a1 出发，Warnsdorff 规则走遍全部 64 格，没有遇到死路。$/ },
    met: { en: 'Goal met. Warnsdorff’s rule is stuck at d4 after 32 moves, with 16 squares unvisited and none a knight’s move away.', zh: '目标达成。Warnsdorff 规则走了 32 步后困在 d4：还有 16 格没走过，却没有一格在马步之内。' } },
  { route: 'bfs', id: 'bfs-distance', start: { board: '8x8', start: 'a1', target: 'h8' },
    build: async (page) => {
      await page.locator('input[name=click][value=target]').check();
      await clickSquare(page, 5, 6, 8, 8);
      await waitParam(page, 'target', 'f7');
    },
    no: { en: /^Not yet\. BFS from a1 reaches h8 in layer 6, not 5\.$|^Not yet\. .*h8.*6/, zh: /^还没有。从 a1 出发的广度优先搜索在第 6 层到达 h8，而不是第 5 层。$/ },
    met: { en: /^Goal met\. .*a1.*f7.*5/, zh: '目标达成。从 a1 出发的广度优先搜索在第 5 层到达 f7。' } },
  { route: 'ladder', id: 'ladder-long', start: { from: 'cold', to: 'warm' },
    build: async (page) => {
      await page.locator('form.options [name=from]').fill('frog');
      await page.locator('form.options button[type=submit]').click();
      await waitParam(page, 'from', 'frog');
    },
    no: { en: /^Not yet\. The shortest ladder has 4 steps/, zh: /^还没有。最短的阶梯有 4 步（.+），不到 6 步。$/ },
    met: { en: /^Goal met\. The shortest ladder has 7 steps: /, zh: /^目标达成。最短的阶梯有 7 步：.+。$/ } },
  { route: 'dfs', id: 'dfs-cross-forward', start: { edges: 'a>b;b>c' },
    build: async (page) => {
      await page.locator('textarea[name=edges]').fill('a b\nb c\na c\na d\nd b');
      await page.locator('form.edge-list button[type=submit]').click();
      await page.waitForFunction(() => (new URLSearchParams(location.hash.split('?')[1]).get('edges') || '').split(';').sort().join(';') === 'a>b;a>c;a>d;b>c;d>b');
    },
    no: { en: /^Not yet\. The search from a meets neither/, zh: /^还没有。从 a 出发的搜索既没有遇到横向边，也没有遇到前向边。$/ },
    met: { en: 'Goal met. From a: d → b is a cross edge and a → c a forward edge.', zh: '目标达成。从 a 出发：d → b 是横向边，a → c 是前向边。' } },
  { route: 'queens', id: 'queens-squares', start: { n: '8' },
    build: async (page) => { await edit(page, 'n', '16'); await waitParam(page, 'n', '16'); },
    no: { en: /^Not yet\. N = 8: the first solution comes after 876 squares tried, not more than 100,000\.$/, zh: /^还没有。N = 8：第一个解出现在尝试了 876 个格子之后，没有超过 100,000。$/ },
    met: { en: 'Goal met. N = 16: the first solution comes after 160,712 squares tried, more than 100,000.', zh: '目标达成。N = 16：第一个解出现在尝试了 160,712 个格子之后，超过 100,000。' } },
  { route: 'sudoku', id: 'sudoku-cells', start: { p: '5346789126721953...98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' },
    build: async (page) => { await clearCell(page, 0, 6); await clearCell(page, 0, 7); },
    no: { en: /^Not yet\. One solution; the first empty cell: 277 nodes, fewest candidates: 42 nodes, less than 10 times as many\.$/, zh: /^还没有。只有一个解；第一个空格子：277 个节点，最少候选数：42 个节点，不到 10 倍。$/ },
    met: { en: 'Goal met. One solution; the first empty cell: 545 nodes, fewest candidates: 44 nodes, at least 10 times as many.', zh: '目标达成。只有一个解；第一个空格子：545 个节点，最少候选数：44 个节点，至少是 10 倍。' } },
  { route: 'puzzle', id: 'puzzle-greedy', start: { tiles: '1,2,3,4,5,6,7,0,8' },
    build: async (page) => { for (const tile of [5, 2, 3, 6, 8, 5, 2]) await slide(page, tile); },
    no: { en: /^Not yet\. Greedy best-first: 1 move; A\*: 1 move: not 1 more\.$/, zh: /^还没有。贪心最佳优先：1 步；A\*：1 步：没有多出 1 步。$/ },
    met: { en: 'Goal met. Greedy best-first: 32 moves; A*: 8 moves.', zh: '目标达成。贪心最佳优先：32 步；A*：8 步。' } },
  { route: 'maze', id: 'maze-forever', start: { size: '12x12', seed: '7', loops: '0' },
    build: async (page) => { await cursorPick(page, 6, 7); await waitParam(page, 'edits', 'g8e'); },
    no: { en: /^Not yet\. Without memory the mouse finds the coin in 145 steps\.$/, zh: /^还没有。没有记忆的老鼠用 145 步找到了硬币。$/ },
    met: { en: /^Goal met\. Without memory the mouse enters h7 heading south at step 52 as it did at step 42/, zh: /^目标达成。没有记忆的老鼠在第 52 步朝南进入 h7，和第 42 步时一样/ } },
];

for (const lang of ['en', 'zh']) {
  test(`a student on a phone (390x844) solves one challenge of every view by editing it, in ${lang === 'en' ? 'English' : 'Chinese'}`, async () => {
    const checkIt = () => page.locator('[data-act=challenge-check]').click();
    const { page, context } = await openDevice(env.browser, env.url, `#/queens?lang=${lang}`);
    try {
      for (const c of PHONE) {
        await page.evaluate(([r, l]) => { location.hash = `#/${r}?lang=${l}`; }, [c.route, lang]);
        await page.waitForSelector(`[data-challenge=${c.id}]`, { state: 'attached' });
        await unfold(page, '.challenge');
        await page.locator(`[data-challenge=${c.id}]`).click();
        await waitParam(page, 'challenge', c.id);
        const start = await hashOf(page);
        for (const [k, v] of Object.entries(c.start)) assert.equal(start[k], v, `${c.route} ${k}`);
        await checkIt();
        const no = await verdict(page);
        assert.match(no, c.no[lang], c.route);
        await c.build(page);
        // The verdict said of the old input went with it.
        assert.equal(await roleText(page, 'challenge-verdict'), '', c.route);
        await checkIt();
        const met = await verdict(page);
        if (typeof c.met[lang] === 'string') assert.equal(met, c.met[lang], c.route);
        else assert.match(met, c.met[lang], c.route);
        assert.equal(await param(page, 'challenge'), c.id);
        assert.deepEqual(await violations(page, `${c.route} challenge ${lang} 390x844`), []);
        if (c.route === 'sudoku' || c.route === 'maze') {
          await page.locator('details.challenge').scrollIntoViewIfNeeded();
          await shot(page, `${SHOTS}challenge-${c.route}-${lang}-390.png`);
        }
      }
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });
}

// Junk in goal= (a negative, 10^18, not a number, a name the goal does not have): said in a
// notice naming the parameter, the list of challenges shown instead, nothing checked.
test('junk in goal= is said and the list shown, the link left without it', async () => {
  const page = await open(env.browser, env.url, '#/queens');
  for (const [goal, said] of [['squares%3D-1', /squares takes a whole number from 0 to 100,000,000, not "-1"/],
    ['squares%3D1000000000000000000', /not "1000000000000000000"/], ['squares%3D%F0%9F%92%A5', /not "💥"/],
    ['tries%3D3', /no goal parameter "tries" \(it has: squares\)/]]) {
    await page.evaluate((g) => { location.hash = `#/queens?n=8&challenge=queens-squares&goal=${g}`; }, goal);
    await page.waitForFunction(() => document.querySelector('.notice') && !location.hash.includes('challenge='));
    assert.match((await page.locator('.notice').allTextContents()).join(' '), said);
    assert.equal(await page.locator('[data-challenge=queens-squares]').isVisible(), true);
    assert.equal(await page.locator('[data-role=challenge-goal]').isVisible(), false);
  }
  assert.deepEqual(page.errors, []);
});
