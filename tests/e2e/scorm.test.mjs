// Reporting to an LMS: the built page, with a SCORM package's meta in its
// index.html (www/shell/package.js), in an iframe of a parent page that plays the LMS with
// scorm-again's runtime (Scorm12API as window.API, Scorm2004API as window.API_1484_11, its own
// logging on); every call the page makes is recorded by the parent. A student plays the
// knight lesson: a "Your turn" answered right and one wrong, the lesson walked to its last
// slide, the page left; then the values written (score, status, bookmark, interactions,
// session time), Finish/Terminate called once, GetLastError "0" after every call; in 1.2,
// 2004, and with the .wasm served as application/octet-stream. A second session resumes at
// the bookmark with the score kept; an LMS that refuses every SetValue leaves the page
// working with one quiet notice, in English and in Chinese; outside a package the page makes
// no call at all even when its parent offers an API. Also: a teacher's lesson's @challenge slides
// scored, every slide required (all=1), a package with no LMS, the API found past a frame of
// another origin and on the opener of a window of its own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, headerRules, headersFor, asked, answer, roleText, SHOTS, useCli, shot } from './harness.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { unzip, LMS_HTML, LMS_JS, AGAIN } from './scorm-serve.mjs';
import { LESSONS } from '../../www/lessons/index.js';
import { packLesson } from '../../www/lessons/format.js';

const DIST = resolve(fileURLToPath(new URL('../../dist/', import.meta.url))) + sep;
const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.png': 'image/png', '.json': 'application/json', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
};

// The package's index.html: the built page's with the meta the packager writes (package.js).
const withMeta = (html, content) => html.replace('<head>', `<head><meta name="searchlight-package" content="${content}">`);


// One server for the file: /lms/ the parent page and the runtime; /pkg-V-M-A[-L]/ a package of
// lesson L, else the knight's (dist/ with the meta for SCORM version V, pass mark M, all slides A; no
// service worker, as the package has none); /web/ the page as built; the .wasm served as
// `wasmType`.
// The CLI's packages, unzipped, by 'V-ID' (the test below fills it).
const zips = new Map();
const cli = useCli();
let server;
let base;
let wasmType = 'application/wasm';
let browser;
let other;
let otherBase;
before(async () => {
  const rules = await headerRules(DIST);
  const index = await readFile(join(DIST, 'index.html'), 'utf8');
  const again = await readFile(AGAIN);
  server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const send = (type, body, headers = {}) => res.writeHead(200, { ...headers, 'content-type': type }).end(body);
    if (path === '/lms/index.html') return send('text/html', LMS_HTML);
    if (path === '/lms/lms.js') return send('text/javascript', LMS_JS);
    if (path === '/lms/scorm-again.js') return send('text/javascript', again);
    // /zip-V-ID/: the files of `searchlight scorm --lesson ID --version V`'s zip, as they are.
    const z = /^\/zip-(1\.2|2004)-([a-z]+)(\/.*)$/.exec(path);
    if (z && zips.has(`${z[1]}-${z[2]}`)) {
      const files = zips.get(`${z[1]}-${z[2]}`);
      const rest = z[3] === '/' ? 'index.html' : z[3].slice(1);
      if (!files.has(rest)) return res.writeHead(404).end();
      const type = extname(rest) === '.wasm' ? wasmType : TYPES[extname(rest)] || 'application/octet-stream';
      return send(type, files.get(rest), headersFor(rules, `/${rest}`));
    }
    const m = /^\/(web|pkg-(1\.2|2004)-(\d+)-([01])(?:-([a-z]+))?)(\/.*)$/.exec(path);
    if (!m) return res.writeHead(404).end();
    const rest = m[6];
    const headers = headersFor(rules, rest);
    if (m[1] !== 'web' && (rest === '/' || rest === '/index.html')) {
      return send('text/html', withMeta(index, `scorm=${m[2]}&lesson=${m[5] || 'knight'}&mastery=${m[3]}&all=${m[4]}`), headers);
    }
    if (m[1] !== 'web' && rest === '/sw.js') return res.writeHead(404).end();
    const file = normalize(join(DIST, rest.endsWith('/') ? `${rest}index.html` : rest));
    if (!file.startsWith(DIST)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      const type = extname(file) === '.wasm' ? wasmType : TYPES[extname(file)] || 'application/octet-stream';
      return send(type, body, headers);
    } catch {
      return res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
  // Another origin: a page of the LMS's that frames the package (its frames in between are
  // another site's, which the page may not read).
  other = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/wrap.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>wrap</title><script src="/wrap.js"></script>');
    if (path === '/wrap.js') {
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(`addEventListener('DOMContentLoaded', () => {
  const f = document.createElement('iframe');
  f.style.cssText = 'width:100%;height:95vh;border:0';
  f.src = new URLSearchParams(location.search).get('src');
  document.body.append(f);
});`);
    }
    return res.writeHead(404).end();
  });
  await new Promise((r) => other.listen(0, '127.0.0.1', r));
  otherBase = `http://127.0.0.1:${other.address().port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  for (const s of [server, other]) {
    s?.closeAllConnections();
    await new Promise((r) => s?.close(r));
  }
});

// The LMS's page with the lesson in its frame, and that frame once its slide is up.
async function openLms({ v, src, load, refuse, noInteractions, judge, width = 1200, height = 1000 }) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (msg) => { if (msg.type() === 'error') page.errors.push(msg.text()); });
  const q = new URLSearchParams({ v, src });
  if (load) q.set('load', JSON.stringify(load));
  if (refuse) q.set('refuse', refuse === 'throw' ? 'throw' : '1');
  if (noInteractions) q.set('nointeractions', noInteractions);
  if (judge) q.set('judge', '1');
  await page.goto(`${base}/lms/index.html?${q}`);
  // The lesson's frame: the page's own, or the one inside another origin's frame.
  let frame = await (await page.waitForSelector('iframe')).contentFrame();
  if (src.startsWith(otherBase)) frame = await (await frame.waitForSelector('iframe')).contentFrame();
  await frame.waitForSelector('body[data-ready=true]', { state: 'attached', timeout: 20000 });
  return { page, frame };
}

const slideReady = (frame, k) => frame.waitForSelector(`[data-role=slides][data-k="${k}"][data-ready=true]`, { timeout: 60000 });
const calls = (page) => page.evaluate(() => window.calls);
// The page's errors, less the service worker's registration answered 404: a package has no
// sw.js (part A's packager leaves it out, and its start-up stops registering it there).
const pageErrors = (page) => page.errors.filter((e) => !/^Failed to load resource|^A bad HTTP response code \(404\) was received when fetching the script/.test(e));
// The last value the page wrote to each element.
const written = (list) => Object.fromEntries(list.filter(([n]) => /SetValue$/.test(n)).map(([, [el, value]]) => [el, value]));

// Every call but GetLastError is followed by GetLastError, and that says "0" (or what
// `allowed` expects of that call).
function everyCallChecked(list, getLastError, allowed = () => '0') {
  for (let i = 0; i < list.length; i += 1) {
    const [name] = list[i];
    if (name === getLastError) continue;
    assert.ok(i + 1 < list.length && list[i + 1][0] === getLastError, `${name}(${list[i][1]}) is not followed by ${getLastError}`);
    assert.equal(list[i + 1][2], allowed(list[i]), `${name}(${list[i][1].join(', ')}) left error ${list[i + 1][2]}`);
  }
}

// From slide 1 to slide 3, and its first question answered right (b5).
async function firstRight(frame) {
  await slideReady(frame, 1);
  await frame.click('[data-act=slide-next]');
  await slideReady(frame, 2);
  await frame.click('[data-act=slide-next]');
  await slideReady(frame, 3);
  await asked(frame);
  await answer(frame, 'b5');
  assert.match(await roleText(frame, 'verdict'), /^(Right|对了)/);
}

// The student: slide 3's "Your turn" answered right (b5: plain DFS from d4 at step 24 takes
// its first untried move with an unvisited square) and the next question wrong (c3 is a
// move, but the rule takes a3), then right again (a retry, not scored); then Next to the
// last slide; then the LMS closes the frame.
async function playKnight(page, frame, count = 9) {
  await firstRight(frame);
  await asked(frame);
  await answer(frame, 'c3');
  await frame.waitForFunction(() => !/^(Right|对了)/.test(document.querySelector('[data-role=verdict]').textContent));
  await answer(frame, 'a3');
  assert.match(await roleText(frame, 'verdict'), /^(Right|对了)/);
  for (let k = 4; k <= count; k += 1) {
    await frame.click('[data-act=slide-next]');
    await slideReady(frame, k);
  }
}

// Leave: the LMS takes the frame away (its page is hidden and unloaded).
async function leave(page, finish) {
  await page.evaluate(() => { document.querySelector('iframe').src = 'about:blank'; });
  await page.waitForFunction((f) => window.calls.some(([n]) => n === f), finish);
}

for (const { v, wasm } of [{ v: '1.2', wasm: 'application/wasm' }, { v: '2004', wasm: 'application/wasm' }, { v: '1.2', wasm: 'application/octet-stream' }]) {
  test(`SCORM ${v}, .wasm as ${wasm}: a right and a wrong answer, the last slide, leaving: score 50, failed at 80, the bookmark, two interactions, the session time, one finish, every call checked`, async () => {
    wasmType = wasm;
    const { page, frame } = await openLms({ v, src: `/pkg-${v}-80-0/#/lesson/knight` });
    try {
      await playKnight(page, frame);
      await shot(frame.locator('[data-role=slides]'), join(SHOTS, `scorm-${v}.png`));
      const s12 = v === '1.2';
      await leave(page, s12 ? 'LMSFinish' : 'Terminate');
      const list = await calls(page);
      // scorm-again's own log (every call at DEBUG and INFO) has no warning or error.
      assert.deepEqual(await page.evaluate(() => window.logged.filter(([level]) => Number(level) >= 3)), []);
      assert.ok(await page.evaluate(() => window.logged.length) > 50);
      const names = list.map(([n]) => n);
      assert.equal(names[0], s12 ? 'LMSInitialize' : 'Initialize');
      assert.equal(names.filter((n) => n === (s12 ? 'LMSFinish' : 'Terminate')).length, 1, 'finished once');
      assert.equal(names.at(-2), s12 ? 'LMSFinish' : 'Terminate', 'nothing after the finish');
      everyCallChecked(list, s12 ? 'LMSGetLastError' : 'GetLastError');
      for (const [, args, out] of list) assert.notEqual(out, 'false', `refused: ${args}`);
      // Commits: at the start, once a slide (9), once an answer scored (2), at the end.
      assert.equal(names.filter((n) => n === (s12 ? 'LMSCommit' : 'Commit')).length, 1 + 9 + 2 + 1);
      const w = written(list);
      const i0 = 'cmi.interactions.0.';
      const i1 = 'cmi.interactions.1.';
      if (s12) {
        assert.equal(w['cmi.core.score.raw'], '50');
        assert.equal(w['cmi.core.score.min'], '0');
        assert.equal(w['cmi.core.score.max'], '100');
        assert.equal(w['cmi.core.lesson_status'], 'failed');
        assert.equal(w['cmi.core.lesson_location'], '9');
        assert.equal(w['cmi.core.exit'], '');
        assert.match(w['cmi.core.session_time'], /^\d{2,4}:[0-5]\d:[0-5]\d\.\d{2}$/);
        assert.equal(w[`${i0}type`], 'fill-in');
        assert.equal(w[`${i0}student_response`], 'b5');
        assert.equal(w[`${i0}result`], 'correct');
        assert.match(w[`${i0}time`], /^\d\d:\d\d:\d\d$/);
        assert.equal(w[`${i1}student_response`], 'c3');
        assert.equal(w[`${i1}result`], 'wrong');
        // The status went incomplete, then failed only at the last slide.
        const statuses = list.filter(([n, [el]]) => n === 'LMSSetValue' && el === 'cmi.core.lesson_status').map(([, [, value]]) => value);
        assert.deepEqual(statuses, ['incomplete', 'failed']);
        // The runtime agrees with what was sent.
        assert.equal(await page.evaluate(() => window.runtime.cmi.core.score.raw), '50');
      } else {
        assert.equal(w['cmi.score.raw'], '50');
        assert.equal(w['cmi.score.scaled'], '0.5');
        assert.equal(w['cmi.score.min'], '0');
        assert.equal(w['cmi.score.max'], '100');
        assert.equal(w['cmi.completion_status'], 'completed');
        assert.equal(w['cmi.success_status'], 'failed');
        assert.equal(w['cmi.location'], '9');
        assert.equal(w['cmi.exit'], 'normal');
        assert.match(w['cmi.session_time'], /^PT\d+H\d+M\d+(\.\d{1,2})?S$/);
        assert.equal(w[`${i0}type`], 'fill-in');
        assert.equal(w[`${i0}learner_response`], 'b5');
        assert.equal(w[`${i0}result`], 'correct');
        assert.match(w[`${i0}timestamp`], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d\dZ$/);
        assert.equal(w[`${i1}learner_response`], 'c3');
        assert.equal(w[`${i1}result`], 'incorrect');
        assert.equal(await page.evaluate(() => window.runtime.cmi.score.scaled), '0.5');
      }
      assert.match(w[`${i0}id`], /^slide3-knight-step24-[0-9a-f]{8}$/);
      assert.match(w[`${i1}id`], /^slide3-knight-step25-[0-9a-f]{8}$/);
      assert.equal(w['cmi.interactions.2.id'], undefined, 'the retry is not a question');
      assert.deepEqual(JSON.parse(w['cmi.suspend_data']).s, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
      assert.deepEqual(pageErrors(page), []);
    } finally {
      wasmType = 'application/wasm';
      await page.context().close();
    }
  });
}

// The elements and functions of each version, by what they are.
const E = {
  '1.2': { location: 'cmi.core.lesson_location', status: 'cmi.core.lesson_status', exit: 'cmi.core.exit', raw: 'cmi.core.score.raw', finish: 'LMSFinish', error: 'LMSGetLastError', normal: '' },
  '2004': { location: 'cmi.location', status: 'cmi.success_status', exit: 'cmi.exit', raw: 'cmi.score.raw', finish: 'Terminate', error: 'GetLastError', normal: 'normal' },
};

for (const v of ['1.2', '2004']) {
  test(`SCORM ${v}: a student who leaves at slide 4 is suspended there, and the next session opens at slide 4 with the score kept`, async () => {
    const e = E[v];
    const src = `/pkg-${v}-50-0/#/lesson/knight`;
    const first = await openLms({ v, src });
    let kept;
    try {
      const { page, frame } = first;
      await slideReady(frame, 1);
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 2);
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 3);
      await asked(frame);
      await answer(frame, 'b5');
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 4);
      await leave(page, e.finish);
      const w = written(await calls(page));
      assert.equal(w[e.location], '4');
      assert.equal(w[v === '1.2' ? e.status : 'cmi.completion_status'], 'incomplete');
      assert.equal(w[e.exit], 'suspend');
      // No score while the lesson is incomplete: an LMS would judge by it (the answers are
      // kept in the suspend data).
      assert.equal(w[e.raw], undefined);
      // What the LMS keeps of a suspended attempt, and hands the next session.
      kept = v === '1.2'
        ? { core: { lesson_location: w[e.location], lesson_status: 'incomplete', entry: 'resume' }, suspend_data: w['cmi.suspend_data'] }
        : { location: w[e.location], completion_status: 'incomplete', entry: 'resume', suspend_data: w['cmi.suspend_data'] };
    } finally {
      await first.page.context().close();
    }
    const { page, frame } = await openLms({ v, src, load: kept });
    try {
      await slideReady(frame, 4);
      assert.equal(await frame.evaluate(() => document.querySelector('[data-role=slides]').dataset.k), '4');
      // Back to the question already answered: answered wrong now, it is not asked again.
      await frame.click('[data-act=slide-prev]');
      await slideReady(frame, 3);
      await asked(frame);
      await answer(frame, 'a1');
      await frame.waitForFunction(() => !/^Right/.test(document.querySelector('[data-role=verdict]').textContent) && document.querySelector('[data-role=verdict]').textContent);
      for (let k = 4; k <= 9; k += 1) {
        await frame.click('[data-act=slide-next]');
        await slideReady(frame, k);
      }
      await leave(page, e.finish);
      const list = await calls(page);
      everyCallChecked(list, e.error);
      const w = written(list);
      assert.equal(w[e.raw], '100');
      assert.equal(w[e.status], 'passed');
      assert.equal(w[e.exit], e.normal);
      assert.equal(w['cmi.interactions.0.id'], undefined, 'no new question');
    } finally {
      await page.context().close();
    }
  });
}

for (const v of ['1.2', '2004']) {
  test(`SCORM ${v}: a hostile LMS's suspend data scores nothing it did not record, and a verdict it holds is not lost with damaged data`, async () => {
    // Answers the page never records must not give raw 100 and "passed"; damaged suspend
    // data on resume must not turn "passed" into "completed".
    const e = E[v];
    const src = `/pkg-${v}-50-0/#/lesson/knight`;
    const foreign = JSON.stringify({ s: [1], a: { 'x': 1, 'slide99-nope': 1, 'slide3-knight-step24-deadbeef': 0 } });
    const load = v === '1.2'
      ? { core: { lesson_location: '2', lesson_status: 'incomplete', entry: 'resume' }, suspend_data: foreign }
      : { location: '2', completion_status: 'incomplete', entry: 'resume', suspend_data: foreign };
    let { page, frame } = await openLms({ v, src, load });
    try {
      await slideReady(frame, 2);
      await leave(page, e.finish);
      const w = written(await calls(page));
      assert.equal(w[e.raw], undefined, 'no score while the lesson is incomplete');
      assert.deepEqual(JSON.parse(w['cmi.suspend_data']).a, { 'slide3-knight-step24-deadbeef': 0 }, 'one answer of this page\'s kind, wrong');
    } finally {
      await page.context().close();
    }
    const passed = v === '1.2'
      ? { core: { lesson_location: '2', lesson_status: 'passed', entry: 'resume' }, suspend_data: '{"s":[1,2],"a":{' }
      : { location: '2', completion_status: 'completed', success_status: 'passed', entry: 'resume', suspend_data: '{"s":[1,2],"a":{' };
    ({ page, frame } = await openLms({ v, src, load: passed }));
    try {
      await slideReady(frame, 2);
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 3);
      await leave(page, e.finish);
      const w = written(await calls(page));
      assert.notEqual(w[e.status], 'completed');
      assert.notEqual(w[e.status], 'unknown');
      assert.equal(await page.evaluate((s) => s.split('.').reduce((o, k) => o[k], window.runtime), v === '1.2' ? 'cmi.core.lesson_status' : 'cmi.success_status'), 'passed');
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.context().close();
    }
  });
}

test('an LMS whose SetValue throws: the notice names its error, not "error Error"', async () => {
  const { page, frame } = await openLms({ v: '2004', src: '/pkg-2004-80-0/#/lesson/knight', refuse: 'throw' });
  try {
    await slideReady(frame, 1);
    const notice = frame.locator('#notice-list li');
    await notice.first().waitFor();
    assert.match(await notice.first().textContent(), /did not take what this lesson reported \(error TypeError: the LMS is down\)/);
    assert.deepEqual(pageErrors(page), []);
  } finally {
    await page.context().close();
  }
});

for (const lang of ['en', 'zh']) {
  test(`an LMS that refuses every SetValue (405): the lesson goes on, one quiet notice says so (${lang})`, async () => {
    const { page, frame } = await openLms({ v: '2004', src: `/pkg-2004-80-0/#/lesson/knight?lang=${lang}`, refuse: true, width: 390, height: 844 });
    try {
      await slideReady(frame, 1);
      const notice = frame.locator('#notice-list li');
      await notice.first().waitFor();
      assert.equal(await notice.count(), 1);
      const text = await notice.first().textContent();
      assert.match(text, lang === 'en' ? /The course's LMS did not take what this lesson reported \(error 405\)/ : /课程的 LMS 没有接受本课报告的内容（错误 405）/);
      await shot(page, join(SHOTS, `scorm-refused-${lang}.png`));
      // The student goes on: the next slides and a question, said once only.
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 2);
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 3);
      await asked(frame);
      await answer(frame, 'b5');
      assert.match(await roleText(frame, 'verdict'), /^(Right|对了)/);
      // Said once: the next slides' notices (none) do not say it again.
      assert.equal(await frame.locator('#notice-list li', { hasText: '405' }).count(), 0);
      await leave(page, 'Terminate');
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.context().close();
    }
  });
}

test('outside a package the page makes no call, even when its parent offers window.API', async () => {
  const { page, frame } = await openLms({ v: '1.2', src: '/web/#/lesson/knight?slide=3' });
  try {
    await slideReady(frame, 3);
    await asked(frame);
    await answer(frame, 'b5');
    assert.match(await roleText(frame, 'verdict'), /^Right/);
    await frame.click('[data-act=slide-next]');
    await slideReady(frame, 4);
    await page.evaluate(() => { document.querySelector('iframe').src = 'about:blank'; });
    await page.waitForFunction(() => document.querySelector('iframe').contentWindow.location.href === 'about:blank');
    assert.deepEqual(await calls(page), []);
  } finally {
    await page.context().close();
  }
});

for (const v of ['1.2', '2004']) {
  test(`SCORM ${v}: a teacher's lesson's @challenge slides: met on the first (checked twice, one question), not met then met on the last (one interaction, its result and input updated)`, async () => {
    const lesson = '# Queens\n\n## Many squares\n#/queens?n=14\n@challenge queens-squares squares=20000\nFind an N.\n\n'
      + '## Not so many\n#/queens?n=8\n@challenge queens-squares squares=20000\nAnd here?\n';
    const { page, frame } = await openLms({ v, src: `/pkg-${v}-80-0-own/#/lesson?text=${await packLesson(lesson)}` });
    try {
      await slideReady(frame, 1);
      const check = async (met) => {
        await frame.click('[data-act=challenge-check]');
        await frame.waitForSelector(`[data-role=challenge-verdict][data-met="${met}"]`);
      };
      await check(true);
      await check(true); // met again: still one question
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 2);
      await check(false);
      // The student tries another N: met now, the same question answered right.
      const n = frame.locator('form.options input[name=n]');
      await n.fill('14');
      await n.press('Enter');
      await n.dispatchEvent('change');
      await frame.waitForFunction(() => document.querySelector('[data-role=challenge-verdict]').textContent === '');
      await check(true);
      await leave(page, v === '1.2' ? 'LMSFinish' : 'Terminate');
      const list = await calls(page);
      everyCallChecked(list, v === '1.2' ? 'LMSGetLastError' : 'GetLastError');
      const w = written(list);
      const s12 = v === '1.2';
      assert.equal(w['cmi.interactions.0.id'], 'slide1-queens-challenge-queens-squares');
      assert.equal(w['cmi.interactions.0.type'], s12 ? 'performance' : 'other');
      assert.match(w[`cmi.interactions.0.${s12 ? 'student' : 'learner'}_response`], /(^|&)n=14(&|$)/);
      assert.equal(w['cmi.interactions.0.result'], 'correct');
      assert.equal(w['cmi.interactions.1.id'], 'slide2-queens-challenge-queens-squares');
      const results = list.filter(([f, [el]]) => /SetValue$/.test(f) && el === 'cmi.interactions.1.result').map(([, [, value]]) => value);
      assert.deepEqual(results, [s12 ? 'wrong' : 'incorrect', 'correct']);
      const responses = list.filter(([f, [el]]) => /SetValue$/.test(f) && /^cmi\.interactions\.1\.(student|learner)_response$/.test(el)).map(([, [, value]]) => value);
      assert.match(responses[0], /(^|&)n=8(&|$)/);
      assert.match(responses[1], /(^|&)n=14(&|$)/);
      assert.equal(w['cmi.interactions.2.id'], undefined);
      // Scored 50 with the miss, then 100: passed at 80 on the last slide.
      const scores = list.filter(([f, [el]]) => /SetValue$/.test(f) && el === (s12 ? 'cmi.core.score.raw' : 'cmi.score.raw')).map(([, [, value]]) => value);
      assert.deepEqual(scores, ['100', '50', '100']);
      assert.equal(w[s12 ? 'cmi.core.lesson_status' : 'cmi.success_status'], 'passed');
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.context().close();
    }
  });
}

test('every slide must be seen (all=1): a student who opens at the last slide has not completed the lesson', async () => {
  const { page, frame } = await openLms({ v: '2004', src: '/pkg-2004-80-1/#/lesson/knight?slide=8' });
  try {
    await slideReady(frame, 8);
    await frame.click('[data-act=slide-next]');
    await slideReady(frame, 9);
    await leave(page, 'Terminate');
    const w = written(await calls(page));
    assert.equal(w['cmi.location'], '9');
    assert.equal(w['cmi.completion_status'], 'incomplete');
    assert.equal(w['cmi.success_status'], 'unknown');
    assert.equal(w['cmi.exit'], 'suspend');
    assert.equal(w['cmi.score.raw'], undefined, 'nothing asked, no score');
  } finally {
    await page.context().close();
  }
});

test('a package opened with no LMS around it says so once, quietly, and the lesson works', async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/pkg-1.2-80-0/#/lesson/knight?lang=zh`);
    await slideReady(page, 1);
    const notice = page.locator('#notice-list li');
    await notice.first().waitFor();
    assert.deepEqual(await notice.allTextContents(), ['本课是为课程的 LMS 打包的，但没有找到 LMS：你的分数只保存在这个浏览器中。']);
    await page.click('[data-act=slide-next]');
    await slideReady(page, 2);
  } finally {
    await context.close();
  }
});

test('the API two frames up, past a frame of another origin (a SecurityError there is "not there"), is found and used', async () => {
  const src = `${otherBase}/wrap.html?src=${encodeURIComponent(`${base}/pkg-1.2-80-0/#/lesson/knight?slide=2`)}`;
  const { page, frame } = await openLms({ v: '1.2', src });
  try {
    await slideReady(frame, 2);
    await page.waitForFunction(() => window.calls.some(([n, [el, value]]) => n === 'LMSSetValue' && el === 'cmi.core.lesson_location' && value === '2'));
    assert.equal((await calls(page))[0][0], 'LMSInitialize');
    assert.deepEqual(pageErrors(page), []);
  } finally {
    await page.context().close();
  }
});

test('a package opened in a window of its own finds the API on its opener, and finishes when the window closes', async () => {
  const { page } = await openLms({ v: '2004', src: '/web/#/lesson/knight?slide=9' });
  try {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => { window.open('/pkg-2004-80-0/#/lesson/knight?slide=9', 'lesson'); }),
    ]);
    await slideReady(popup, 9);
    await page.waitForFunction(() => window.calls.some(([n, [el]]) => n === 'SetValue' && el === 'cmi.location'));
    await popup.close({ runBeforeUnload: true });
    await page.waitForFunction(() => window.calls.some(([n]) => n === 'Terminate'));
    const w = written(await calls(page));
    assert.equal(w['cmi.location'], '9');
    assert.equal(w['cmi.completion_status'], 'completed');
    assert.equal(w['cmi.success_status'], 'unknown', 'completed, nothing asked: no pass or fail');
    assert.equal(w['cmi.score.raw'], undefined);
  } finally {
    await page.context().close();
  }
});

for (const how of ['1', 'set']) {
  test(`an LMS that keeps no interactions (401${how === '1' ? ', from their count on' : ', said when the first is written'}): the score and status are written all the same, with no notice`, async () => {
    const { page, frame } = await openLms({ v: '1.2', src: '/pkg-1.2-80-0/#/lesson/knight?slide=3', noInteractions: how });
    try {
      await slideReady(frame, 3);
      await asked(frame);
      await answer(frame, 'b5');
      await asked(frame);
      await answer(frame, 'c3');
      await frame.waitForFunction(() => !/^Right/.test(document.querySelector('[data-role=verdict]').textContent));
      for (let k = 4; k <= 9; k += 1) {
        await frame.click('[data-act=slide-next]');
        await slideReady(frame, k);
      }
      await leave(page, 'LMSFinish');
      const list = await calls(page);
      const interaction = ([n, [el]]) => /^cmi[.]interactions[.]/.test(el) && (n === 'LMSSetValue' || how === '1');
      everyCallChecked(list, 'LMSGetLastError', (call) => (interaction(call) ? '401' : '0'));
      // Asked once: the count said none (nothing written), or the first id was refused.
      const tried = list.filter(([n, [el]]) => n === 'LMSSetValue' && /^cmi[.]interactions[.]/.test(el)).map(([, [el]]) => el);
      assert.deepEqual(tried, how === '1' ? [] : ['cmi.interactions.0.id']);
      const w = written(list);
      assert.equal(w['cmi.core.score.raw'], '50');
      assert.equal(w['cmi.core.lesson_status'], 'failed');
      assert.equal(await frame.locator('#notice-list li').count(), 0);
    } finally {
      await page.context().close();
    }
  });
}

// Every built-in lesson's package as the CLI builds it (the same bytes as "Export for an LMS",
// scorm-package.test.mjs), in both versions, in scorm-again's LMS: a student who comes back to
// the slide before the last (the LMS's bookmark), goes on to the last and leaves is completed
// there, with every call checked and one finish. The .wasm is served as application/octet-stream.
test('every built-in lesson\'s package from the CLI, SCORM 1.2 and 2004: resumed at its bookmark, completed at its last slide, every call checked, one finish', async () => {
  wasmType = 'application/octet-stream';
  const dir = mkdtempSync(join(tmpdir(), 'searchlight-scorm-'));
  try {
    for (const { id } of LESSONS) {
      for (const v of ['1.2', '2004']) {
        const out = join(dir, `${id}-${v}.zip`);
        execFileSync(cli, ['scorm', '--lesson', id, '--version', v, '--site', DIST, '--out', out]);
        zips.set(`${v}-${id}`, unzip(await readFile(out)));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const { id } of LESSONS) {
    for (const v of ['1.2', '2004']) {
      const e = E[v];
      const files = zips.get(`${v}-${id}`);
      assert.ok(files.has('imsmanifest.xml') && !files.has('sw.js'), `${id} ${v}`);
      // The lesson's slides, counted in the package's own copy of its module.
      const count = (await import(`data:text/javascript;base64,${files.get(`www/lessons/${id}.js`).toString('base64')}`)).default.en.split('\n').filter((l) => /^## /.test(l)).length;
      assert.ok(count >= 5, `${id}: ${count} slides`);
      // What an earlier session kept (scorm.js's suspend data): the slides before seen, nothing asked.
      const kept = JSON.stringify({ s: Array.from({ length: count - 1 }, (_, i) => i + 1), a: {} });
      const load = v === '1.2'
        ? { core: { lesson_location: String(count - 1), lesson_status: 'incomplete', entry: 'resume' }, suspend_data: kept }
        : { location: String(count - 1), completion_status: 'incomplete', entry: 'resume', suspend_data: kept };
      const { page, frame } = await openLms({ v, src: `/zip-${v}-${id}/index.html`, load });
      try {
        await slideReady(frame, count - 1);
        assert.equal(await frame.evaluate(() => location.hash), `#/lesson/${id}`);
        await frame.click('[data-act=slide-next]');
        await slideReady(frame, count);
        await leave(page, e.finish);
        const list = await calls(page);
        everyCallChecked(list, e.error);
        const w = written(list);
        assert.equal(w[e.location], String(count), `${id} ${v}: the bookmark`);
        assert.equal(w[v === '1.2' ? e.status : 'cmi.completion_status'], 'completed', `${id} ${v}`);
        assert.equal(w[e.exit], e.normal);
        assert.equal(list.filter(([n]) => n === e.finish).length, 1, 'one finish');
        assert.deepEqual(pageErrors(page), []);
      } finally {
        await page.context().close();
      }
    }
  }
});

// The CLI's package's own pass mark (the manifest's masteryscore, or minNormalizedMeasure),
// handed to scorm-again as an LMS does, and an LMS that judges by it (1.2: at LMSFinish, the
// raw score against the mastery score; 2004: cmi.success_status evaluated from
// cmi.score.scaled against scaled_passing_score, and stored so at Terminate). A student who
// answers one question right and leaves at slide 4 of 9 is neither passed nor failed (the
// score written after each answer made scorm-again say "passed"); one who goes on to the last
// slide, with a right and a wrong answer, is failed (50 against 80).
for (const v of ['1.2', '2004']) {
  test(`SCORM ${v}: an LMS that judges by the manifest's pass mark gives no verdict before the lesson is completed`, async () => {
    const s12 = v === '1.2';
    const dir = mkdtempSync(join(tmpdir(), 'searchlight-scorm-'));
    try {
      const out = join(dir, `knight-${v}.zip`);
      execFileSync(cli, ['scorm', '--lesson', 'knight', '--version', v, '--mastery', '80', '--site', DIST, '--out', out]);
      zips.set(`${v}-knight`, unzip(await readFile(out)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const manifest = zips.get(`${v}-knight`).get('imsmanifest.xml').toString();
    const mark = (s12 ? /<adlcp:masteryscore>([\d.]+)</ : /<imsss:minNormalizedMeasure>([\d.]+)</).exec(manifest)[1];
    assert.equal(Number(mark), s12 ? 80 : 0.8);
    if (!s12) assert.match(manifest, /satisfiedByMeasure="true"/);
    // A graded attempt (1.2's credit is "" unless the LMS says so; 2004's is credit).
    const load = s12 ? { core: { credit: 'credit' }, student_data: { mastery_score: mark } } : { scaled_passing_score: mark };
    // The LMS's verdict: 1.2's lesson_status; 2004's success_status as the LMS evaluates it
    // (GetValue) while the session runs, as it stored it once terminated.
    const verdict = (page) => page.evaluate((twelve) => {
      const r = window.runtime;
      if (twelve) return r.cmi.core.lesson_status;
      return r.isTerminated() ? r.cmi.success_status : r.GetValue('cmi.success_status');
    }, s12);
    const src = `/zip-${v}-knight/index.html`;
    const unknown = s12 ? 'incomplete' : 'unknown';
    let { page, frame } = await openLms({ v, src, load, judge: true });
    try {
      await firstRight(frame);
      await frame.click('[data-act=slide-next]');
      await slideReady(frame, 4);
      assert.equal(await verdict(page), unknown, 'no verdict on one answer');
      await leave(page, s12 ? 'LMSFinish' : 'Terminate');
      assert.equal(await verdict(page), unknown, 'no verdict when the student leaves at slide 4 of 9');
      everyCallChecked(await calls(page), s12 ? 'LMSGetLastError' : 'GetLastError');
    } finally {
      await page.context().close();
    }
    ({ page, frame } = await openLms({ v, src, load, judge: true }));
    try {
      await playKnight(page, frame);
      await leave(page, s12 ? 'LMSFinish' : 'Terminate');
      assert.equal(await verdict(page), 'failed', 'at the end: 50 against the pass mark of 80');
      assert.deepEqual(pageErrors(page), []);
    } finally {
      await page.context().close();
    }
  });
}
