// Practice (#/practice): a set answered in the page, at a desktop's size in English and at a
// phone's in Chinese with the keyboard only, each answer computed here from the instance the
// page shows (a BFS over the knight's graph, a DFS with times over the digraph, both written
// here), one answered wrong and explained, the score and the review table; the page's set is
// the CLI's for the same seed; the same link gives the same set on reload and keeps the
// answers, another seed another set (each keeping its own answers), seed=each a seed of its
// own kept over a reload; axe clean on a question and on the review. The set as a SCORM
// package: the page's zip is the CLI's, and in scorm-again's LMS (1.2 and 2004) each answer is
// an interaction and the score, pass or fail reach the gradebook; a set of seed=each comes
// back with the seed the LMS kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, useCli, open, openDevice, clickSquare, violations, download, shot, SHOTS, loadAt, openExport } from './harness.mjs';
import { servePackage, LMS_HTML, LMS_JS, AGAIN } from './scorm-serve.mjs';

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

// What the pane says to do, by the question's form (the English catalogue's words).
const HOW = {
  square: 'To answer, click the square on the board (or move the board’s cursor with the arrow keys and press Enter), or type it in the answer field.',
  number: 'To answer, type the number in the answer field and press Answer.',
  choice: 'To answer, press one of the answer buttons.',
};
// Whether an aria snapshot has an element of `role` named `name` (YAML quotes a line
// holding a colon whole, in single quotes).
const named = (tree, role, name) => tree.split('\n').some((l) => l.trim().replace(/^- '(.*)'(:?)$/, (_, x, c) => `- ${x.replaceAll("''", "'")}${c}`).startsWith(`- ${role} "${name}"`));
// An edge class's button, in English.
const CHOICE_WORDS = { tree: 'tree', back: 'back', forward: 'forward', cross: 'cross' };
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
    // The pane says how to answer this form, and nothing of a player it does not have.
    assert.equal(await page.locator('[data-role=how]').textContent(), HOW[q.form]);
    const stage = await page.locator('.practice-stage').innerText();
    assert.ok(!/\b(Step|Play|Solve)\b/.test(stage), stage);
    // What a screen reader is given: the answer's form or group named by the question, its
    // field and buttons named.
    const tree = await page.locator('.practice-question').ariaSnapshot();
    const ask = await page.locator('.practice-ask').textContent();
    if (q.form === 'choice') {
      assert.ok(named(tree, 'group', ask), tree);
      for (const c of q.choices) assert.match(tree, new RegExp(`- button "${CHOICE_WORDS[c]}"`), tree);
    } else {
      assert.ok(named(tree, 'form', ask), tree);
      assert.match(tree, /- textbox "Your answer"/, tree);
      assert.match(tree, /- button "Answer"/, tree);
    }
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
    // The feedback is a named live region, and Next a named button.
    const after = await page.locator('.practice-question').ariaSnapshot();
    assert.match(after, /- status "Feedback on your answer":/, after);
    assert.match(after, /- button "(Next question|See the score)"/, after);
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
  // The review as a screen reader walks it: a table named by its caption, its columns named,
  // ten rows under the heading row.
  const review = await page.locator('.practice-end').ariaSnapshot();
  assert.match(review, /- region "Review of the set":\n\s*- table "Review of the set":/, review);
  for (const c of ['No.', 'Question', 'Your answer', 'The right answer', 'Result', 'Why']) assert.match(review, new RegExp(`- columnheader "${c.replace('.', '\\.')}"`), review);
  assert.equal(review.split('\n').filter((l) => /^\s*- '?row /.test(l)).length, 11, review);
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
    // Focus is on the question; Tab reaches the answer. The pane says how, in Chinese.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'practice-ask');
    assert.match(await page.locator('[data-role=how]').textContent(), /^作答：(?:[^A-Za-z]|Enter)+$/); // the key's own name apart
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
  // The header's link to practice, in Chinese, keeping the language.
  const nav = page.locator('header nav a[data-view=practice]');
  assert.deepEqual([await nav.textContent(), await nav.getAttribute('href')], ['练习', '#/practice?lang=zh']);
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
  // The header's link: the form, marked as the page shown; a view's again once one is.
  const nav = page.locator('header nav a[data-view=practice]');
  await nav.click();
  await page.waitForSelector('.practice-form');
  assert.equal(await nav.getAttribute('aria-current'), 'page');
  await page.goBack();
  await page.waitForSelector('nav a[data-view=dfs][aria-current=page]');
  assert.equal(await nav.getAttribute('aria-current'), 'false');
  await page.locator('#view').getByRole('link', { name: 'Practice', exact: true }).click();
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

// --- The set in an LMS ----------------------------------------------------------------------
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

// `searchlight scorm` on the same build.
function cliPackage(args) {
  const dir = mkdtempSync(join(tmpdir(), 'searchlight-practice-'));
  try {
    const out = join(dir, 'package.zip');
    execFileSync(cli, ['scorm', ...args, '--site', DIST, '--out', out]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The package served beside an LMS's page running scorm-again (scorm-serve.mjs), opened
// with `query` (v=1.2|2004, load=...): the LMS's page and the package's frame, its page up.
async function openInLms(bytes, query) {
  const served = await servePackage({ files: bytes, parent: LMS_HTML, extra: { '/lms/scorm-again.js': await readFile(AGAIN), '/lms/lms.js': LMS_JS } });
  const lms = await env.browser.newPage({ viewport: { width: 1200, height: 1000 } });
  lms.errors = [];
  lms.on('pageerror', (e) => lms.errors.push(e.message));
  await lms.goto(`${served.url}?${new URLSearchParams({ src: '/package/index.html', ...query })}`);
  const frame = await (await lms.waitForSelector('iframe')).contentFrame();
  await frame.waitForSelector('body[data-ready=true]', { state: 'attached', timeout: 20000 });
  return { lms, frame, close: () => Promise.all([lms.close(), served.close()]) };
}

// The LMS takes the frame away; every call it was made, once the session is finished.
async function leave(lms, v) {
  const finish = v === '1.2' ? 'LMSFinish' : 'Terminate';
  await lms.evaluate(() => { document.querySelector('iframe').src = 'about:blank'; });
  await lms.waitForFunction((f) => window.calls.some(([n]) => n === f), finish);
  const calls = await lms.evaluate(() => window.calls);
  // Every call answered, its error 0; nothing after the finish; scorm-again warned of nothing.
  const error = v === '1.2' ? 'LMSGetLastError' : 'GetLastError';
  for (const [i, [name, args, out]] of calls.entries()) {
    if (name === error) continue;
    assert.notEqual(out, 'false', `${name}(${args.join(', ')}) refused`);
    assert.equal(calls[i + 1]?.[0], error, `${name}(${args.join(', ')}) is not followed by ${error}`);
    assert.equal(calls[i + 1][2], '0', `${name}(${args.join(', ')}) left error ${calls[i + 1][2]}`);
  }
  assert.equal(calls.at(-2)[0], finish);
  assert.deepEqual(await lms.evaluate(() => window.logged.filter(([level]) => Number(level) >= 3)), []);
  // The last value written to each element.
  return Object.fromEntries(calls.filter(([n]) => /SetValue$/.test(n)).map(([, [el, value]]) => [el, value]));
}

// The question shown typed or chosen: `given`.
async function answerWith(frame, q, given) {
  if (q.form === 'choice') await frame.locator(`.practice-choices button[data-choice="${given}"]`).click();
  else {
    await frame.fill('.practice-answer input[name=answer]', given);
    await frame.click('[data-act=answer]');
  }
  await frame.waitForSelector('.practice-verdict[data-verdict]');
}

test('"Export for an LMS" packages the set shown, the CLI\'s zip byte for byte; in scorm-again\'s 1.2 and 2004 each question is an interaction with the answer given, its result and the right answer, then the score, passed or failed at the pass mark, and the seed kept', async () => {
  const seed = 12;
  const questions = cliSet(SET.views, SET.level, SET.count, seed);
  const page = await open(env.browser, env.url, link(seed), { width: 1366, height: 768 });
  await shown(page, 0);
  await openExport(page, '[data-part=lms] [data-act=lms]');
  // A set has no slides: no "every slide must be seen".
  assert.equal(await page.locator('input[name=lms-all]').count(), 0);
  const title = await page.locator('input[name=lms-title]').inputValue();
  assert.equal(title, `Practice set ${seed} (medium)`);
  const WRONG = [1, 6];
  // 8 of 10: passed at 80 (1.2), failed at 90 (2004).
  for (const [v, mastery] of [['1.2', 80], ['2004', 90]]) {
    await page.selectOption('select[name=lms-version]', v);
    await page.fill('input[name=lms-mastery]', String(mastery));
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-act=lms]')]);
    assert.equal(file.suggestedFilename(), `searchlight-practice-${seed}-scorm-${v}.zip`);
    const bytes = await readFile(await file.path());
    const expected = cliPackage(['--practice', SET.views, '--level', SET.level, '--count', String(SET.count), '--seed', String(seed), '--version', v, '--mastery', String(mastery), '--title', title]);
    assert.ok(bytes.equals(expected), `the page's ${bytes.length} bytes and the CLI's ${expected.length} differ`);
    const { lms, frame, close } = await openInLms(bytes, { v });
    try {
      const asked = [];
      for (const [i, q] of questions.entries()) {
        const onPage = await shown(frame, i);
        sameQuestion(onPage, q);
        asked.push(onPage.ask);
        const right = solve(q);
        await answerWith(frame, q, WRONG.includes(i) ? wrongFor(q, right) : right[0]);
        await frame.click('[data-act=next]');
      }
      await frame.waitForSelector('#practice-score');
      const w = await leave(lms, v);
      const s12 = v === '1.2';
      for (const [i, q] of questions.entries()) {
        const at = `cmi.interactions.${i}.`;
        const right = solve(q);
        assert.equal(w[`${at}id`], `q${i + 1}-${q.view}-${q.kind}`);
        assert.equal(w[`${at}type`], 'fill-in');
        assert.equal(w[`${at}${s12 ? 'student_response' : 'learner_response'}`], WRONG.includes(i) ? wrongFor(q, right) : right[0]);
        assert.equal(w[`${at}result`], WRONG.includes(i) ? (s12 ? 'wrong' : 'incorrect') : 'correct', `question ${i + 1}`);
        assert.ok(right.includes(w[`${at}correct_responses.0.pattern`]), `question ${i + 1}: ${w[`${at}correct_responses.0.pattern`]}`);
        if (!s12) assert.equal(w[`${at}description`], asked[i]);
      }
      assert.equal(w[`cmi.interactions.${questions.length}.id`], undefined);
      if (s12) {
        assert.equal(w['cmi.core.score.raw'], '80');
        assert.equal(w['cmi.core.lesson_status'], 'passed');
        assert.equal(w['cmi.core.exit'], '');
        assert.equal(await lms.evaluate(() => window.runtime.cmi.core.score.raw), '80');
      } else {
        assert.equal(w['cmi.score.raw'], '80');
        assert.equal(w['cmi.score.scaled'], '0.8');
        assert.equal(w['cmi.completion_status'], 'completed');
        assert.equal(w['cmi.success_status'], 'failed');
        assert.equal(w['cmi.exit'], 'normal');
        assert.equal(await lms.evaluate(() => window.runtime.cmi.interactions.childArray.length), questions.length);
      }
      const kept = JSON.parse(w['cmi.suspend_data']);
      assert.equal(kept.seed, seed);
      assert.equal(kept.n, questions.length);
      assert.deepEqual(lms.errors, []);
    } finally {
      await close();
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a set of seed=each in an LMS: the seed drawn is kept in the suspend data, and a student who comes back gets the set of the seed the LMS kept; with no LMS, a notice says so', async () => {
  const each = ['--practice', SET.views, '--level', SET.level, '--count', '5', '--seed', 'each', '--version', '1.2'];
  const bytes = cliPackage(each);
  // A first session: the page draws a seed; one question answered, then left unfinished.
  let opened = await openInLms(bytes, { v: '1.2' });
  let drawn;
  try {
    const q = await shown(opened.frame, 0);
    drawn = Number(await opened.frame.locator('[data-role=meta]').getAttribute('data-seed'));
    assert.deepEqual(q.options, cliSet(SET.views, SET.level, 5, drawn)[0].options);
    const first = cliSet(SET.views, SET.level, 5, drawn)[0];
    await answerWith(opened.frame, first, solve(first)[0]);
    const w = await leave(opened.lms, '1.2');
    assert.equal(JSON.parse(w['cmi.suspend_data']).seed, drawn);
    assert.equal(w['cmi.core.lesson_status'], 'incomplete');
    assert.equal(w['cmi.core.exit'], 'suspend');
    assert.equal(w['cmi.interactions.0.result'], 'correct');
  } finally {
    await opened.close();
  }
  // Back in another browser (nothing kept there): the LMS's seed, the same questions.
  const kept = 4242;
  const load = { core: { entry: 'resume', lesson_status: 'incomplete' }, suspend_data: JSON.stringify({ a: {}, seed: kept, n: 5 }) };
  opened = await openInLms(bytes, { v: '1.2', load: JSON.stringify(load) });
  try {
    const q = await shown(opened.frame, 0);
    assert.equal(await opened.frame.locator('[data-role=meta]').getAttribute('data-seed'), String(kept));
    sameQuestion(q, cliSet(SET.views, SET.level, 5, kept)[0]);
  } finally {
    await opened.close();
  }
  // Opened with no LMS around it: said once, quietly, and the set is asked all the same.
  const served = await servePackage({ files: bytes });
  const alone = await env.browser.newPage();
  try {
    await alone.goto(served.url);
    const frame = await (await alone.waitForSelector('iframe')).contentFrame();
    await shown(frame, 0);
    await frame.waitForSelector('#notice-list li');
    assert.deepEqual(await frame.locator('#notice-list li').allTextContents(), ['This practice set was packaged for a course\'s LMS, but none was found: your score is kept in this browser only.']);
  } finally {
    await Promise.all([alone.close(), served.close()]);
  }
});
