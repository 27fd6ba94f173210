// Practice (#/practice): a set answered in the page, at a desktop's size in English and at a
// phone's in Chinese with the keyboard only, each answer computed here from the instance the
// page shows (a BFS over the knight's graph, a DFS with times over the digraph, both written
// here), one answered wrong and explained, the score and the review table; the page's set is
// the CLI's for the same seed; the same link gives the same set on reload and keeps the
// answers, another seed another set (each keeping its own answers), seed=each a seed of its
// own kept over a reload; axe
// clean on a question and on the review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, open, openDevice, clickSquare, violations, download, shot, SHOTS, loadAt } from './harness.mjs';

const env = useBrowser();
const cli = useCli();

// The CLI's set: its questions (view, kind, options, ask, accepts).
const cliSet = (views, level, count, seed) =>
  JSON.parse(execFileSync(cli, ['practice', '--views', views, '--level', level, '--count', String(count), '--seed', String(seed), '--json'], { encoding: 'utf8' })).questions;

// --- BFS over the knight's graph, written here ---------------------------------------------
// The knight's moves in the engine's fixed order (clockwise from one file right, two up).
const MOVES = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
const file = (n) => String.fromCharCode(97 + n);
const sq = (f, r) => `${file(f)}${r + 1}`;
const parseSq = (name) => [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
function knightBfs(side, start) {
  const moves = ([f, r]) => MOVES.map(([df, dr]) => [f + df, r + dr]).filter(([a, b]) => a >= 0 && b >= 0 && a < side && b < side);
  const dist = new Map([[start, 0]]);
  const queue = [start];
  // The run's events as the view steps them: a dequeue, a discovery each, then a finish.
  const events = [];
  while (queue.length) {
    const u = queue.shift();
    events.push(['dequeue', u]);
    for (const [f, r] of moves(parseSq(u))) {
      const v = sq(f, r);
      if (dist.has(v)) continue;
      dist.set(v, dist.get(u) + 1);
      queue.push(v);
      events.push(['discover', v]);
    }
    events.push(['finish', u]);
  }
  const preds = (v) => moves(parseSq(v)).map(([f, r]) => sq(f, r)).filter((p) => dist.get(p) === dist.get(v) - 1);
  return { dist, events, preds };
}

// --- DFS with times over a digraph, roots and neighbours in name order, written here -------
function dfsTimes(edgesText) {
  const out = new Map();
  const add = (v) => { if (!out.has(v)) out.set(v, []); };
  for (const line of edgesText.split('\n')) {
    const [a, b] = line.trim().split(/\s+/);
    add(a);
    if (b) { add(b); out.get(a).push(b); }
  }
  for (const list of out.values()) list.sort();
  const d = new Map(), f = new Map();
  let clock = 0;
  const visit = (u) => {
    d.set(u, ++clock);
    for (const v of out.get(u)) if (!d.has(v)) visit(v);
    f.set(u, ++clock);
  };
  for (const v of [...out.keys()].sort()) if (!d.has(v)) visit(v);
  // An edge's class from the times (CLRS 22.3).
  const cls = (u, v) => {
    if (d.get(u) < d.get(v) && f.get(v) < f.get(u)) {
      // A descendant: a tree edge when v was discovered from u along this edge.
      return treeParent(u, v) ? 'tree' : 'forward';
    }
    if (d.get(v) <= d.get(u) && f.get(u) <= f.get(v)) return 'back';
    return 'cross';
  };
  // v's parent in the forest: the vertex whose scan discovered it (re-run, noting parents).
  const parent = new Map();
  const seen = new Set();
  const walk = (u) => { seen.add(u); for (const v of out.get(u)) if (!seen.has(v)) { parent.set(v, u); walk(v); } };
  for (const v of [...out.keys()].sort()) if (!seen.has(v)) walk(v);
  const treeParent = (u, v) => parent.get(v) === u;
  return { d, f, cls };
}

// Every answer the rule accepts for `q` (a CLI question), computed here.
function solve(q) {
  const o = q.options;
  const p = q.ask.params;
  if (q.view === 'bfs') {
    const side = Number(o.board.split('x')[0]);
    const run = knightBfs(side, o.start);
    if (q.kind === 'distance') return [String(run.dist.get(p.square))];
    if (q.kind === 'predecessor') return run.preds(p.square);
    if (q.kind === 'dequeue') {
      const e = run.events[Number(o.step)];
      assert.equal(e[0], 'dequeue', 'a dequeue comes next');
      return [e[1]];
    }
  }
  if (q.view === 'dfs') {
    const t = dfsTimes(o.edges);
    if (q.kind === 'discovery') return [String(t.d.get(p.vertex))];
    if (q.kind === 'finish') return [String(t.f.get(p.vertex))];
    if (q.kind === 'class') return [t.cls(p.from, p.to)];
  }
  throw new Error(`no solver here for ${q.view} ${q.kind}`);
}

// A wrong answer of the question's form.
function wrongFor(q, right) {
  if (q.form === 'number') return String(Number(right[0]) + 1);
  if (q.form === 'choice') return q.choices.find((c) => !right.includes(c));
  const side = Number(q.options.board.split('x')[0]);
  for (let f = 0; f < side; f++) for (let r = 0; r < side; r++) if (!right.includes(sq(f, r))) return sq(f, r);
  throw new Error('no wrong square');
}

// The question shown (its board drawn), as the page says it.
async function shown(page, i) {
  await page.waitForSelector(`.practice-question[data-index="${i}"][data-shown=true]`);
  return page.locator('.practice-question').evaluate((e) => ({ kind: e.dataset.kind, options: Object.fromEntries(new URLSearchParams(e.dataset.options)), ask: e.querySelector('.practice-ask').textContent }));
}

// The page's questions are the CLI's, in order (kind, instance), each asking about its params.
function sameQuestion(onPage, q) {
  assert.equal(onPage.kind, `${q.view}.${q.kind}`);
  assert.deepEqual(onPage.options, q.options);
  for (const v of Object.values(q.ask.params)) assert.ok(onPage.ask.includes(String(v)), `${onPage.ask} names ${v}`);
}

const SET = { views: 'bfs,dfs', level: 'medium', count: 10 };
const link = (seed, extra = '') => `#/practice?views=${SET.views}&level=${SET.level}&count=${SET.count}&seed=${seed}${extra}`;

test('a set of 10 at 1366x768 in English: answered by clicks and typing, one wrong and explained, the score, the review, the CSV; the CLI\'s set', async () => {
  const seed = 31;
  const questions = cliSet(SET.views, SET.level, SET.count, seed);
  assert.equal(questions.length, 10);
  const page = await open(env.browser, env.url, link(seed), { width: 1366, height: 768 });
  const WRONG = 2;
  for (const [i, q] of questions.entries()) {
    sameQuestion(await shown(page, i), q);
    const right = solve(q);
    // Every tie the rule allows, no more, no fewer; the search's own answer first.
    assert.deepEqual([...q.accepts].sort(), [...right].sort(), `question ${i + 1} (${q.view} ${q.kind})`);
    const given = i === WRONG ? wrongFor(q, right) : right[right.length - 1];
    if (i === 0) assert.deepEqual(await violations(page, 'question'), []);
    if (q.form === 'square') {
      const side = Number(q.options.board.split('x')[0]);
      const [f, r] = parseSq(given);
      await clickSquare(page, f, r, side, side);
    } else if (q.form === 'choice') {
      await page.locator(`.practice-choices button[data-choice="${given}"]`).click();
    } else {
      await page.fill('.practice-answer input[name=answer]', given);
      await page.click('[data-act=answer]');
    }
    const verdict = page.locator('.practice-verdict');
    await page.waitForSelector('.practice-verdict[data-verdict]');
    assert.equal(await verdict.getAttribute('data-verdict'), i === WRONG ? 'wrong' : 'right', `question ${i + 1}`);
    if (i === WRONG) {
      const said = await verdict.textContent();
      // The right answer, and why (the narration's words, not a key).
      assert.match(said, /^Not quite: you said /);
      for (const a of right) assert.ok(said.includes(a), `${said} names ${a}`);
      assert.ok(!/practice\./.test(said), said);
      await shot(page, `${SHOTS}practice-wrong.png`);
    }
    await page.click('[data-act=next]');
  }
  await page.waitForSelector('#practice-score');
  assert.equal(await page.locator('#practice-score').textContent(), 'Score: 9 of 10.');
  const rows = page.locator('.practice-review tbody tr');
  assert.equal(await rows.count(), 10);
  assert.equal(await page.locator('.practice-review tr[data-result=wrong]').count(), 1);
  const wrongRow = await rows.nth(WRONG).locator('td').allTextContents();
  assert.equal(wrongRow[4], 'wrong');
  assert.ok(wrongRow[3].length && wrongRow[5].length > 10, wrongRow.join(' | '));
  assert.deepEqual(await violations(page, 'review'), []);
  await shot(page, `${SHOTS}practice-review.png`, { fullPage: true });
  // The result as CSV: a heading, then a row a question with its answer, right answer, result.
  const csv = await download(page, page.locator('[data-act=csv]'));
  assert.equal(csv.name, `practice-${seed}.csv`);
  const lines = csv.text.trim().split('\r\n');
  assert.equal(lines[0], 'number,view,kind,question,answer,right answer,correct,seconds');
  assert.equal(lines.length, 11);
  assert.equal(lines.filter((l) => /,no,\d+$/.test(l)).length, 1);
  assert.equal(lines.filter((l) => /,yes,\d+$/.test(l)).length, 9);
  // The set as a worksheet: each question with its board's picture, then the key.
  await page.evaluate(() => { window.print = () => {}; });
  await page.click('[data-act=print]');
  await page.waitForSelector('#worksheet .sheet-key li:nth-child(10)', { state: 'attached' });
  assert.equal(await page.locator('#worksheet .sheet-questions > li').count(), 10);
  assert.equal(await page.locator('#worksheet .sheet-questions > li img.sheet-board').count(), 10);
  assert.equal(await page.locator('#worksheet .sheet-key li').nth(WRONG).textContent().then((k) => k.startsWith(questions[WRONG].accepts.join(' or '))), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a set of 10 at 390x844 in Chinese, keyboard only: typed, chosen with Tab and Enter; the score and the review in Chinese', async () => {
  const seed = 8;
  const questions = cliSet(SET.views, SET.level, SET.count, seed);
  const { page, context } = await openDevice(env.browser, env.url, `${link(seed)}&lang=zh`);
  for (const [i, q] of questions.entries()) {
    sameQuestion(await shown(page, i), q);
    const right = solve(q);
    // Focus is on the question; Tab reaches the answer.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'practice-ask');
    if (q.form === 'choice') {
      const at = q.choices.indexOf(right[0]);
      for (let k = 0; k <= at; k++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    } else {
      await page.keyboard.press('Tab');
      await page.keyboard.type(right[0]);
      await page.keyboard.press('Enter');
    }
    await page.waitForSelector('.practice-verdict[data-verdict=right]');
    // Next has the focus.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.act), 'next');
    if (i === 0) await shot(page, `${SHOTS}practice-zh-phone.png`);
    await page.keyboard.press('Enter');
  }
  await page.waitForSelector('#practice-score');
  assert.equal(await page.locator('#practice-score').textContent(), '得分：10 / 10。');
  const head = await page.locator('.practice-review thead th').allTextContents();
  assert.deepEqual(head, ['题号', '题目', '你的答案', '正确答案', '结果', '原因']);
  // No English left in the review but puzzle data (square, vertex and edge names).
  const body = await page.locator('.practice-review tbody').textContent();
  assert.ok(!/[A-Za-z]{4,}/.test(body), body.slice(0, 300));
  // The page is no wider than the phone.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1));
  assert.deepEqual(await violations(page, 'review zh'), []);
  await shot(page, `${SHOTS}practice-zh-review.png`, { fullPage: true });
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Question `q` shown answered with an answer of its form (a choice, a square, a number),
// graded.
async function answerAny(page, q) {
  const choice = page.locator('.practice-choices button').first();
  if (await choice.count()) await choice.click();
  else {
    await page.fill('.practice-answer input[name=answer]', /\.(dequeue|predecessor)$/.test(q.kind) ? 'a1' : '1');
    await page.click('[data-act=answer]');
  }
  await page.waitForSelector('.practice-verdict[data-verdict]');
}

test('one link, one set: "Practice" on a view opens the form for it; the same seed gives the same set after a reload, the answers kept; another seed another set; seed=each a seed of its own, kept', async () => {
  const page = await open(env.browser, env.url, '#/dfs', { width: 1366, height: 768 });
  await page.getByRole('link', { name: 'Practice', exact: true }).click();
  await page.waitForSelector('.practice-form');
  assert.deepEqual(await page.locator('.practice-form input[name=views]:checked').evaluateAll((b) => b.map((x) => x.value)), ['dfs']);
  await loadAt(page, `${env.url}${link(5)}`);
  const first = await shown(page, 0);
  // Two answered (typed), then a reload: the set resumes at its third question.
  for (const i of [0, 1]) {
    await answerAny(page, await shown(page, i));
    await page.click('[data-act=next]');
  }
  const third = await shown(page, 2);
  await loadAt(page, `${env.url}${link(5)}`);
  assert.deepEqual(await shown(page, 2), third);
  assert.match(await page.locator('.practice-progress').textContent(), /^Question 3 of 10/);
  // Another seed: another set. One answer there, then back to the first link: each set
  // keeps its own answers, so opening a second set (a link, another tab) loses nothing of
  // the first.
  await loadAt(page, `${env.url}${link(6)}`);
  assert.notDeepEqual(await shown(page, 0), first);
  await answerAny(page, await shown(page, 0));
  await loadAt(page, `${env.url}${link(5)}`);
  assert.deepEqual(await shown(page, 2), third);
  assert.match(await page.locator('.practice-progress').textContent(), /^Question 3 of 10/);
  await loadAt(page, `${env.url}${link(6)}`);
  await shown(page, 1);
  assert.match(await page.locator('.practice-progress').textContent(), /^Question 2 of 10/);
  // seed=each: a seed drawn here, shown, and the same after a reload.
  await loadAt(page, `${env.url}${link('each')}`);
  await shown(page, 0);
  const seed = await page.locator('[data-role=meta]').getAttribute('data-seed');
  assert.match(seed, /^\d+$/);
  const each = await shown(page, 0);
  assert.deepEqual(each.options, cliSet(SET.views, SET.level, SET.count, seed)[0].options);
  await loadAt(page, `${env.url}${link('each')}`);
  assert.equal(await page.locator('[data-role=meta]').getAttribute('data-seed'), seed);
  assert.deepEqual(page.errors, []);
  await page.close();
});
