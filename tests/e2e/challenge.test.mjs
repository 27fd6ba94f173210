// Challenges (issue 37): a student picks a challenge from the view's list, edits the view's
// own controls as a person would (the form's field, the board), presses Check, and the
// verdict from Rust (run in a worker) says met or why not; challenge= and the options travel
// in the URL; a met challenge counts in the view's score beside "Your turn"; in Chinese; at
// 390x844; no axe violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { packLesson } from '../../www/lessons/format.js';
import { useBrowser, open, openDevice, button, clickSquare, violations, roleText, hashParams, SHOTS } from './harness.mjs';

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
  const field = page.locator(`form.options input[name=${name}]`);
  await field.fill(value);
  await field.press('Enter');
  await field.dispatchEvent('change');
};

test('queens: the student picks the challenge, tries N = 14 (not met, the squares said), then 16 (met), counted in the score; the URL carries both', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
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
    await page.locator('section.challenge').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}challenge-bfs-zh-390.png` });
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

// Edit the field `name` of the view's form to `value`, as a person types and leaves it.
const edit = async (page, name, value) => {
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
// the view's options starts there too; a link with its own options keeps them.
const ROUTES = ['knight', 'bfs', 'ladder', 'dfs', 'queens', 'sudoku', 'maze', 'puzzle'];

test('no challenge is met before the student changes anything: every one picked from its view\'s list, and a bare link', async () => {
  const { readFileSync } = await import('node:fs');
  const registry = readFileSync(new URL('../../src/puzzles/challenge/mod.rs', import.meta.url), 'utf8');
  const ids = [...registry.matchAll(/^ {8}id: "([a-z-]+)",$/gm)].map((m) => m[1]);
  assert.ok(ids.length >= 14, ids.join(' '));
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
