// Lessons, end to end: every slide of every lesson in English and Chinese loads
// with no notice, is axe-clean, and states the figures of its own frame; the slides move by
// buttons, keys and the browser's Back; they are laid out on a laptop, a large screen at 150%,
// a phone and a 640x420 frame of another origin; a teacher's lesson goes through its text and
// its link, is built from Share's "Add this frame to a lesson", and a mistake in it is named
// by its line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, loadAt, violations, SHOTS, button, writtenHash, servePage, frames, shot, openDevice } from './harness.mjs';
import { LESSONS } from '../../www/lessons/index.js';
import { packLesson, FIGURE } from '../../www/lessons/format.js';
import { loadWasm } from '../wasm-node.mjs';
import { loadCatalogue } from '../../www/text/index.js';

// A lesson read by the format's rules (src/lesson.rs), as the page reads it.
const wasmNode = await loadWasm();
const parseLesson = (text) => wasmNode.parse_lesson(text);

const env = useBrowser();

// Each lesson's slides in one language, as the page reads them.
async function slidesOf(id, lang) {
  const texts = (await LESSONS.find((l) => l.id === id).load()).default;
  return parseLesson(texts[lang]).slides;
}

// Wait until every figure of the slide is filled in (a measurement in a worker may take a
// moment), then read them with the counters they name.
async function figures(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('#lesson .figure')].every((s) => !['…', '–', '?'].includes(s.textContent)), null, { timeout: 30000 })
    .catch(async () => assert.fail(`figures not filled: ${await page.evaluate(() => [...document.querySelectorAll('#lesson .figure')].map((s) => `${s.dataset.figure}=${s.textContent}`).join(' '))}`));
  return page.evaluate(() => [...document.querySelectorAll('#lesson .figure')].map((s) => {
    const m = /^([1-4])\.(.+)$/.exec(s.dataset.figure);
    const scope = m ? document.querySelectorAll('#view .pane')[Number(m[1]) - 1] : document.getElementById('view');
    const dd = scope && scope.querySelector(`[data-c="${m ? m[2] : s.dataset.figure}"]`);
    return { name: s.dataset.figure, text: s.textContent, counter: dd ? dd.textContent : null };
  }));
}

// Slide `k` shown with its frame mounted: the slide's counter is made anew with each slide
// and marked data-ready once its frame is up (body[data-ready] is set once, at the start).
const slideAt = (page, k) => page.waitForSelector(`[data-role=slides][data-k="${k}"][data-ready=true]`, { state: 'attached' });
const notice = (page) => page.evaluate(() => (document.getElementById('notice').hidden ? '' : document.getElementById('notice-list').textContent));

for (const lang of ['en', 'zh']) {
  test(`every slide of every lesson in ${lang}: no notice, axe-clean, and its figures are its frame's counters`, async () => {
    const page = await open(env.browser, env.url, `#/lessons?lang=${lang}`, { width: 1366, height: 768 });
    let checked = 0;
    for (const { id } of LESSONS) {
      const slides = await slidesOf(id, lang);
      for (let k = 1; k <= slides.length; k++) {
        const where = `${lang} ${id} slide ${k}`;
        await page.goto(`${env.url}#/lesson/${id}?slide=${k}&lang=${lang}`);
        await slideAt(page, k);
        const count = await page.locator('[data-role=slides]').getAttribute('data-count');
        assert.equal(count, String(slides.length), where);
        if (!slides[k - 1].caption.match(FIGURE)) assert.equal(await page.locator('#slide-caption').textContent(), slides[k - 1].caption, where);
        const figs = await figures(page);
        const named = (slides[k - 1].paragraphs.join(' ') + slides[k - 1].question + slides[k - 1].answer + slides[k - 1].caption).match(FIGURE) || [];
        assert.equal(figs.length, named.length, `${where}: every {figure} is drawn`);
        for (const f of figs) {
          if (f.counter !== null) assert.equal(f.text, f.counter, `${where}: {${f.name}} says ${f.text}, the board's counter ${f.counter}`);
          checked += f.counter !== null ? 1 : 0;
        }
        assert.equal(await notice(page), '', where);
        assert.deepEqual(await violations(page, where), []);
        if (lang === 'en' && k === 1) await shot(page, `${SHOTS}lesson-${id}-1.png`);
      }
    }
    assert.ok(checked > 40, `${checked} figures checked against counters`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// The figures the lessons state that the literature and the CLI know (OEIS A000170: 92
// solutions for 8 queens, A002562: 12 up to symmetry; the knight graph on 8x8: 168 edges,
// A033996-like 336 moves; 15,720 squares examined and 2,056 nodes (queens placed) as Wirth
// and the tutorials count them; the knight's k, 96 moves over 25 squares on 5x5; `searchlight ladder fool sage --all`: 6 changes, 7 shortest ladders, 1,794
// words discovered over 10,388 edges; `searchlight knight --board 5x5 --strategy dfs`:
// 8,839 nodes, 8,815 backtracks).
const KNOWN = [
  ['bfs', 6, { changes: '6', ladders: '7', ladder: 'FOOL → FOOD → FOLD → SOLD → SOLE → SALE → SAGE' }],
  ['bfs', 7, { discovered: '1,794', expanded: '976', edges: '10,388' }],
  ['bfs', 10, { farthest: '6', layers: '7', moves: '6' }],
  ['knight', 1, { moves: '336', edges: '168', moves_share: '8.2', pairs: '4,096', min_degree: '2', max_degree: '8' }],
  ['knight', 4, { nodes: '8,839', backtracks: '8,815', depth: '24', dead_ends: '3,318', dead_share: '37.5' }],
  ['knight', 5, { moves: '96', board_squares: '25', lesson_k: '3.84', lesson_depth: '25' }],
  ['blind', 4, { space: '16,777,216' }],
  ['blind', 6, { examined: '15,720', nodes: '2,056', solutions: '92', classes: '12', space: '16,777,216' }],
  ['dfs', 2, { time: '12', vertices: '6' }],
  ['dfs', 6, { time: '12', vertices: '6' }],
  // The sliding puzzle's counts as `searchlight puzzle --json` gives them for the same
  // positions (breadth-first, A* with each estimate, weighted A* with w = 5, no memory).
  ['heuristic', 2, { moves: '16', expanded: '6,509', generated: '17,922' }],
  ['heuristic', 4, { '1.expanded': '6,509', '2.expanded': '95', '1.moves': '16', '2.moves': '16' }],
  ['heuristic', 5, { '1.moves': '20', '2.moves': '34', '1.expanded': '426', '2.expanded': '258' }],
  ['heuristic', 6, { expanded: '374', generated: '1,087', moves: '6' }],
  ['heuristic', 7, { expanded: '64', generated: '185', moves: '6' }],
  ['heuristic', 8, { '1.moves': '24', '1.expanded': '17,385', '2.expanded': '330', '3.expanded': '142' }],
];

test('the lessons state the counts the literature and the CLI give', async () => {
  const page = await open(env.browser, env.url, '#/lessons');
  for (const [id, k, want] of KNOWN) {
    await page.goto(`${env.url}#/lesson/${id}?slide=${k}`);
    await slideAt(page, k);
    const got = Object.fromEntries((await figures(page)).map((f) => [f.name, f.text]));
    for (const [name, value] of Object.entries(want)) assert.equal(got[name], value, `${id} slide ${k}: {${name}}`);
  }
  // The knight's search tree on 5x5 from a1, measured by the panel the slide presses: k is
  // the root of 1 + k + ... + k^depth = nodes, which the test solves again on its own.
  await page.goto(`${env.url}#/lesson/knight?slide=5`);
  await slideAt(page, 5);
  const tree = Object.fromEntries((await figures(page)).map((f) => [f.name, Number(f.text.replace(/,/g, ''))]));
  const size = (k) => Array.from({ length: tree.tree_depth + 1 }, (_, i) => k ** i).reduce((a, b) => a + b, 0);
  // k is shown to two decimals: the root lies within half a unit of its last digit.
  assert.ok(size(tree.tree_k - 0.005) <= tree.tree_nodes && tree.tree_nodes <= size(tree.tree_k + 0.005), `k = ${tree.tree_k} is not the root for ${tree.tree_nodes} nodes`);
  assert.equal(tree.tree_depth, 24, '25 squares: 24 moves below the root');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('@play plays the search from the slide\'s frame to its step, and stops there', async () => {
  const page = await open(env.browser, env.url, '#/lesson/bfs?slide=9');
  await page.waitForFunction(() => document.querySelector('#view [data-c=steps]').textContent === '20' && document.querySelector('[data-act=play]').getAttribute('aria-pressed') !== 'true', null, { timeout: 15000 });
  // Ten frames later (a playing player steps on every one) it is still at 20.
  await frames(page, 10);
  assert.equal(await page.locator('#view [data-c=steps]').textContent(), '20', 'it stopped at 20');
  const figs = Object.fromEntries((await figures(page)).map((f) => [f.name, f.text]));
  assert.equal(figs.steps, '20');
  assert.equal(figs.discovered, await page.locator('#view [data-c=discovered]').textContent());
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('slides move by Previous and Next, the arrow keys and PageUp/PageDown, and the browser\'s Back; the player keeps its own buttons', async () => {
  const page = await open(env.browser, env.url, '#/lesson/blind', { width: 1366, height: 768 });
  const at = () => page.locator('[data-role=slides]').getAttribute('data-k');
  const waitAt = (k) => slideAt(page, k);
  assert.equal(await at(), '1');
  assert.equal(await page.locator('[data-role=slides]').textContent(), 'Slide 1 of 8');
  assert.equal(await button(page, '← Previous').isDisabled(), true);
  await button(page, 'Next →').click();
  await waitAt(2);
  assert.match(await writtenHash(page), /^#\/lesson\/blind\?slide=2$/);
  // The focus stays on Next, so a presenter can keep pressing it.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.act), 'slide-next');
  assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '2');
  await page.keyboard.press('ArrowRight');
  await waitAt(3);
  await page.keyboard.press('PageDown');
  await waitAt(4);
  await page.keyboard.press('PageUp');
  await waitAt(3);
  await page.keyboard.press('ArrowLeft');
  await waitAt(2);
  await page.goBack();
  await waitAt(3);
  // The arrow keys move the slides, not the search; its Step button still steps it.
  const steps = () => page.locator('#view [data-c=steps]').first().textContent();
  await page.goto(`${env.url}#/lesson/blind?slide=1`);
  await waitAt(1);
  const first = Number(await steps());
  await button(page, 'Step').click();
  await page.waitForFunction((n) => document.querySelector('#view [data-c=steps]').textContent === String(n), first + 1);
  // ... and the address keeps the lesson while the view inside moves.
  assert.match(await writtenHash(page), /^#\/lesson\/blind\?slide=1$/);
  // The last slide has no Next, and → there moves nothing: not the slide, not the search.
  await page.goto(`${env.url}#/lesson/blind?slide=8`);
  await waitAt(8);
  assert.equal(await button(page, 'Next →').isDisabled(), true);
  const last = await steps();
  await page.locator('#lesson .slide').click();
  await page.keyboard.press('ArrowRight');
  await frames(page, 3);
  assert.equal(await steps(), last);
  assert.equal(await at(), '8');
  // A slide out of range is named and the first shown.
  await page.goto(`${env.url}#/lesson/blind?slide=70`);
  await waitAt(1);
  assert.match(await notice(page), /Ignored slide=70: this lesson has slides 1 to 8/);
  await page.goto(`${env.url}#/lesson/nope`);
  await page.waitForSelector('[data-lesson=bfs]');
  assert.match(await notice(page), /There is no lesson "nope"/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Export in a lesson works on the slide\'s view; on the list of lessons there is nothing to export', async () => {
  const page = await open(env.browser, env.url, '#/lesson/blind?slide=6');
  await page.locator('#export-open').click();
  const png = page.getByRole('button', { name: /PNG/ });
  await png.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), png.click()]);
  assert.match(download.suggestedFilename(), /^queens-.*\.png$/);
  await page.goto(`${env.url}#/lessons`);
  await page.waitForSelector('[data-lesson=sudoku] a');
  await page.locator('#export-open').click();
  await page.getByText('There is nothing to export here.').waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a slide asks "Your turn" and shows the code where its frame says so', async () => {
  const page = await open(env.browser, env.url, '#/lesson/bfs?slide=3');
  assert.equal(await page.locator('[data-act=predict]').getAttribute('aria-pressed'), 'true');
  assert.ok(await page.locator('.your-turn').isVisible());
  await page.goto(`${env.url}#/lesson/bfs?slide=4`);
  await slideAt(page, 4);
  assert.ok(await page.locator('.code-panel').isVisible());
  // A question's answer is shown when asked for.
  await page.goto(`${env.url}#/lesson/bfs?slide=2`);
  await slideAt(page, 2);
  assert.equal(await page.locator('.slide-answer').isVisible(), false);
  await button(page, 'Show the answer').click();
  assert.match(await page.locator('.slide-answer').textContent(), /front of the queue/);
  assert.deepEqual(await violations(page, 'answer shown'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The slide's words and the whole board on the screen, nothing spilling sideways.
async function laidOut(page, where, { boardWhole = true } = {}) {
  const m = await page.evaluate(() => {
    const canvas = document.querySelector('#view canvas');
    const b = canvas ? canvas.getBoundingClientRect() : null;
    const slide = document.querySelector('#lesson .slide').getBoundingClientRect();
    const next = document.querySelector('[data-act=slide-next]').getBoundingClientRect();
    return { scroll: document.documentElement.scrollWidth, width: window.innerWidth, height: window.innerHeight, board: b && { top: b.top, bottom: b.bottom, height: b.height }, slide: slide.bottom, next: next.right };
  });
  assert.ok(m.scroll <= m.width + 1, `${where}: the page is ${m.scroll} px wide in ${m.width}`);
  assert.ok(m.next <= m.width, `${where}: Next is off the screen`);
  assert.ok(m.slide > 0, `${where}: the slide's words`);
  if (boardWhole && m.board) {
    assert.ok(m.board.bottom <= m.height + 1, `${where}: the board ends at ${m.board.bottom} of ${m.height}`);
    assert.ok(m.board.height >= 150, `${where}: the board is ${m.board.height} px high`);
  }
}

test('lessons are laid out at 1366x768, 1920x1080 at 150%, and on a phone', async () => {
  const cases = [
    ['laptop', { viewport: { width: 1366, height: 768 } }, true],
    ['1920x1080 at 150%', { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1.5 }, true],
    ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }, false],
  ];
  for (const [name, options, whole] of cases) {
    const context = await env.browser.newContext(options);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const hash of ['#/lesson/bfs?slide=10', '#/lesson/knight?slide=2', '#/lesson/sudoku?slide=1&lang=zh', '#/lesson/dfs?slide=4', '#/lesson/blind?slide=1']) {
      await page.goto(env.url + hash);
      await slideAt(page, Number(/slide=(\d+)/.exec(hash)[1]));
      await laidOut(page, `${name} ${hash}`, { boardWhole: whole });
    }
    await shot(page, `${SHOTS}lesson-${name.replace(/\W+/g, '-')}.png`);
    // The lessons' list, and a teacher's own.
    await page.goto(`${env.url}#/lessons`);
    await page.waitForSelector('[data-lesson=sudoku] a');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(wide <= 1, `${name}: the list spills ${wide} px`);
    assert.deepEqual(errors, [], name);
    await context.close();
  }
});

test('a lesson embedded in a 640x420 frame of another origin: its bar, its words and the whole board', async () => {
  const src = `${env.url}#/lesson/knight?slide=2&embed=1`;
  const notes = await servePage(`<!doctype html><title>Notes</title><iframe src="${src}" width="640" height="420" title="The knight's tour, slide 2"></iframe>`);
  const page = await env.browser.newPage({ viewport: { width: 900, height: 700 } });
  await page.goto(notes.url);
  const frame = page.frameLocator('iframe');
  await frame.locator('body[data-ready=true]').waitFor({ state: 'attached' });
  assert.equal(await frame.locator('[data-role=slides]').textContent(), 'Slide 2 of 9');
  assert.equal(await frame.locator('header').isVisible(), false);
  const box = await page.locator('iframe').boundingBox();
  const board = await frame.locator('#view canvas').first().boundingBox();
  const next = await frame.locator('[data-act=slide-next]').boundingBox();
  assert.ok(board.height >= 150, `board ${board.height} px high`);
  assert.ok(board.y + board.height <= box.y + box.height + 1, 'board cut off at the bottom');
  assert.ok(next.x + next.width <= box.x + box.width, 'Next cut off');
  // Open in Searchlight: the same slide of the lesson on the full page.
  assert.equal(await frame.locator('#open-full').getAttribute('href'), '#/lesson/knight?slide=2');
  await frame.locator('[data-act=slide-next]').click();
  await frame.locator('[data-role=slides][data-k="3"]').waitFor();
  await shot(page, `${SHOTS}lesson-embed.png`);
  await page.close();
  await notes.close();
});

test('a teacher writes a lesson, opens it, shares its link, and edits it again: the text round-trips', async () => {
  const page = await open(env.browser, env.url, '#/lessons', { width: 1366, height: 768 });
  const text = `# Two frames

## Eight queens, checked
#/queens?n=8&variant=check&mode=all&step=999999
{solutions} solutions after {placements} placements.
? How many up to symmetry?
= {classes}

## A knight
#/knight?board=6x6&start=c3&strategy=warnsdorff&step=10
{nodes} nodes so far.
`;
  await page.locator('#lesson-text').fill(text);
  await button(page, 'Open the lesson').click();
  await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '2');
  const link = env.url + await writtenHash(page);
  assert.match(link, /#\/lesson\?text=[A-Za-z0-9_-]+&slide=1$|#\/lesson\?text=[A-Za-z0-9_-]+$/);
  const figs = Object.fromEntries((await figures(page)).map((f) => [f.name, f.text]));
  assert.deepEqual(figs, { solutions: '92', placements: '15,720', classes: '12' });
  // The link alone (a student's browser, no draft) shows the same lesson.
  const context = await env.browser.newContext();
  const student = await context.newPage();
  await student.goto(link);
  await student.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '2');
  assert.equal(await student.locator('#lesson-title').textContent(), 'Two frames');
  await student.keyboard.press('ArrowRight');
  await slideAt(student, 2);
  assert.equal(await student.locator('#view [data-c=steps]').textContent(), '10');
  // Share gives the link to this slide of the lesson.
  await student.locator('#share-open').click();
  assert.match(await student.locator('#share-link').inputValue(), /#\/lesson\?text=[A-Za-z0-9_-]+&slide=2$/);
  // ... and the frame its view shows, alone.
  assert.match(await student.locator('#share-frame').inputValue(), /#\/knight\?board=6x6&start=c3&strategy=warnsdorff&[^#]*step=10$/);
  await shot(student, `${SHOTS}lesson-share.png`);
  await context.close();
  // Edit: back in the list with the same text.
  await button(page, 'Edit this lesson').click();
  await page.waitForSelector('#lesson-text');
  assert.equal(await page.locator('#lesson-text').inputValue(), text);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the example a teacher starts from opens, every slide with no notice, in both languages', async () => {
  for (const [lang, start, open_] of [['en', 'Start from the example', 'Open the lesson'], ['zh', '从示例开始', '打开课程']]) {
    const page = await open(env.browser, env.url, `#/lessons?lang=${lang}`);
    await page.getByRole('button', { name: start }).click();
    await page.getByRole('button', { name: open_ }).click();
    await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '3');
    for (let k = 1; k <= 3; k++) {
      await slideAt(page, k);
      await figures(page);
      assert.equal(await notice(page), '', `${lang} example slide ${k}`);
      if (k < 3) await page.keyboard.press('ArrowRight');
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a malformed lesson is refused with its line named; a bad frame gets the view\'s own notice on its slide', async () => {
  const page = await open(env.browser, env.url, '#/lessons?lang=zh');
  await page.locator('#lesson-text').fill('# 标题\n## 一\n#/knight\n#/queens\n');
  await page.getByRole('button', { name: '打开课程' }).click();
  assert.match(await page.locator('[data-role=lesson-message]').textContent(), /^第 4 行：这张幻灯片已有画面（第 3 行）/);
  await page.goto(`${env.url}#/lessons?lang=en`);
  await page.locator('#lesson-text').fill('# T\n## A\n? first\n? second\n');
  await button(page, 'Open the lesson').click();
  assert.match(await page.locator('[data-role=lesson-message]').textContent(), /^Line 4: a slide has at most one question/);
  // Good text, a bad frame and an unknown figure: the view's notice, and the line named.
  await page.locator('#lesson-text').fill('# T\n## A\n#/queens?n=99&mode=all\n{nope} here.\nAnd {constructor} is no figure either.\n\n## B\n#/nowhere\n');
  await button(page, 'Open the lesson').click();
  await page.waitForSelector('[data-role=slides]');
  await page.waitForFunction(() => /Line 4: this frame has no figure "nope"/.test(document.getElementById('notice-list').textContent));
  assert.match(await notice(page), /Ignored n=99/);
  await page.waitForFunction(() => /Line 5: this frame has no figure "constructor"/.test(document.getElementById('notice-list').textContent));
  assert.equal(await page.locator('[data-figure=constructor]').textContent(), '?');
  await page.keyboard.press('ArrowRight');
  await slideAt(page, 2);
  assert.match(await notice(page), /There is no view "nowhere"/);
  // A slide the lesson does not have: slide 1, a notice, and the address says slide 1
  // (it kept slide=9999).
  await page.goto(`${env.url}#/lesson/bfs?slide=9999`);
  await slideAt(page, 1);
  assert.match(await notice(page), /Ignored slide=9999: /);
  assert.match(await writtenHash(page), /^#\/lesson\/bfs\?slide=1(&|$)/);
  // A damaged link.
  await page.goto(`${env.url}#/lesson?text=AAAA!!`);
  await page.waitForSelector('#lesson-text');
  assert.match(await notice(page), /This lesson link is damaged|the lesson is empty/i);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Share\'s "Add this frame to a lesson" makes the frame the next slide of a teacher\'s lesson', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${env.url}#/queens?n=6&mode=all&step=5`);
  await page.waitForSelector('body[data-ready=true]');
  await page.locator('#share-open').click();
  await button(page, 'Add this frame to a lesson').click();
  await page.waitForFunction(() => /Added as slide 1 of your lesson/.test(document.getElementById('status').textContent));
  await page.goto(`${env.url}#/maze?size=6x6&seed=3&step=12`);
  await page.waitForFunction(() => document.querySelector('nav a[aria-current=page]')?.dataset.view === 'maze');
  await page.locator('#share-open').click();
  await button(page, 'Add this frame to a lesson').click();
  await page.waitForFunction(() => /Added as slide 2 of your lesson/.test(document.getElementById('status').textContent));
  await page.locator('#lessons-link').click();
  await page.waitForSelector('#lesson-text');
  const draft = await page.locator('#lesson-text').inputValue();
  assert.match(draft, /^# My lesson\n\n## N queens, step 5\n#\/queens\?n=6&[^\n]*step=5\n\n## Maze mouse, step 12\n#\/maze\?[^\n]*seed=3[^\n]*step=12\n$/);
  await button(page, 'Open the lesson').click();
  await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '2');
  assert.equal(await page.locator('#view [data-c=steps]').textContent(), '5');
  assert.equal(await page.locator('#view canvas').count() > 0, true);
  await context.close();
});

// Hostile input to the lessons: drafts, links and the editor's bounds.
const DRAFT_KEY = 'searchlight.lesson.draft';
const draftOf = (page) => page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY);
const source = (page) => page.evaluate(() => document.getElementById('lesson-text')?.dataset.source ?? null);
const lessonMessage = (page) => page.locator('[data-role=lesson-message]').textContent();

test('a lesson link never overwrites the saved draft: it opens beside it, and replaces it only when the person says so', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const mine = '# Mine\n\n## My only slide\n#/queens?n=6\nWords I typed.\n';
  await page.goto(`${env.url}#/lessons`);
  await page.waitForSelector('#lesson-text');
  await page.locator('#lesson-text').fill(mine);
  assert.equal(await draftOf(page), mine);
  // A link whose text does not parse ("# Broken / no slides here"): its mistake is said and
  // its text shown as the link's, with no click; the draft is as it was.
  await page.goto(`${env.url}#/lesson?text=U1ZwKsrPTs3jystXKM7JTEktVshILUoFAA`);
  await page.waitForFunction(() => document.getElementById('lesson-text')?.value.startsWith('# Broken'));
  assert.match(await notice(page), /The lesson has no slides/);
  assert.equal(await draftOf(page), mine, 'a broken link left the draft alone');
  assert.equal(await source(page), 'link');
  assert.match(await page.locator('[data-role=lesson-source]').textContent(), /^This is the lesson from the link you opened\. It is not saved in this browser: your own draft is kept/);
  // One that unpacks past the format's 20,000 characters.
  const long = `# Long\n\n## A\n#/queens\n${'A long paragraph. '.repeat(1500)}\n`;
  await page.goto(`${env.url}#/lesson?text=${await packLesson(long)}`);
  await page.waitForFunction(() => document.getElementById('lesson-text')?.value.startsWith('# Long'));
  assert.match(await notice(page), /The lesson is 27,023 characters long; a lesson may be at most 20,000/);
  assert.equal(await draftOf(page), mine, 'a long link left the draft alone');
  // Replace refuses a text over the bound, and says why.
  await button(page, 'Replace my draft with this lesson').click();
  assert.match(await lessonMessage(page), /^Not saved: the lesson is 27,023 characters long/);
  assert.equal(await draftOf(page), mine);
  await loadAt(page, `${env.url}#/lessons`);
  await page.waitForSelector('#lesson-text');
  assert.equal(await page.locator('#lesson-text').inputValue(), mine, 'a reload shows the draft');
  assert.equal(await source(page), 'draft');
  assert.equal(await page.locator('[data-role=lesson-source]').isVisible(), false);
  // A good link, and "Edit this lesson": its text in the editor, from the link; typing in it
  // saves nothing.
  const theirs = '# Theirs\n\n## Their slide\n#/queens?n=5\nTheir words.\n';
  await page.goto(`${env.url}#/lesson?text=${await packLesson(theirs)}`);
  await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '1');
  await button(page, 'Edit this lesson').click();
  await page.waitForFunction(() => document.getElementById('lesson-text')?.dataset.source === 'link');
  assert.equal(await page.locator('#lesson-text').inputValue(), theirs);
  assert.equal(await draftOf(page), mine, 'Edit this lesson left the draft alone');
  const edited = `${theirs}More of their words.\n`;
  await page.locator('#lesson-text').fill(edited);
  assert.equal(await draftOf(page), mine, 'typing in a link\'s lesson saves nothing');
  // Replace asks first, naming what is lost; "Keep my draft" keeps it.
  await button(page, 'Replace my draft with this lesson').click();
  const confirm = page.locator('[data-role=lesson-confirm]');
  await confirm.waitFor();
  assert.equal(await confirm.locator('p').textContent(), `Replace your draft "Mine" (${mine.length} characters) with this lesson? Your draft will be lost.`);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep my draft', 'the safe answer has the focus');
  await shot(page, `${SHOTS}lesson-replace-confirm.png`);
  assert.deepEqual(await violations(page, 'replace confirm'), []);
  await button(page, 'Keep my draft').click();
  assert.equal(await confirm.isVisible(), false);
  assert.equal(await draftOf(page), mine);
  await button(page, 'Replace my draft with this lesson').click();
  await button(page, 'Replace my draft').click();
  assert.equal(await draftOf(page), edited, 'replaced when the person said so');
  assert.equal(await source(page), 'draft');
  assert.match(await page.locator('#status').textContent(), /Saved: this lesson is now your draft/);
  // Now the editor is the draft again: typing saves.
  await page.locator('#lesson-text').fill(mine);
  assert.equal(await draftOf(page), mine);
  // "Back to my draft" leaves a link's lesson for the draft.
  await page.goto(`${env.url}#/lesson?text=${await packLesson(theirs)}`);
  await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '1');
  await button(page, 'Edit this lesson').click();
  await page.waitForFunction(() => document.getElementById('lesson-text')?.dataset.source === 'link');
  await button(page, 'Back to my draft').click();
  assert.equal(await page.locator('#lesson-text').inputValue(), mine);
  assert.equal(await source(page), 'draft');
  // "Start from the example" asks too before it replaces a draft.
  await button(page, 'Start from the example').click();
  assert.match(await confirm.locator('p').textContent(), /^Replace your draft "Mine" \(\d+ characters\) with the example\?/);
  await button(page, 'Keep my draft').click();
  assert.equal(await page.locator('#lesson-text').inputValue(), mine);
  assert.equal(await draftOf(page), mine);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link with no draft in the browser offers to keep its lesson, and saves nothing by itself', async () => {
  const page = await open(env.browser, env.url, `#/lesson?text=U1ZwKsrPTs3jystXKM7JTEktVshILUoFAA`);
  await page.waitForFunction(() => document.getElementById('lesson-text')?.dataset.source === 'link');
  assert.equal(await draftOf(page), null);
  assert.match(await page.locator('[data-role=lesson-source]').textContent(), /It is not saved in this browser unless you keep it/);
  assert.equal(await button(page, 'Back to my draft').isVisible(), false);
  await button(page, 'Keep this lesson here').click();
  assert.equal(await draftOf(page), '# Broken\nno slides here');
  assert.equal(await source(page), 'draft');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Edits a person types over a link's lesson are theirs: a view chosen in the menu and Back,
// a reload, or the link opened again and "Edit this lesson" bring them back, said in the
// page's language; the draft kept in the browser is not touched (they vanished unsaid).
for (const lang of ['en', 'zh']) {
  test(`edits to a link's lesson are kept for the tab: the menu and Back, a reload, Edit again (${lang})`, async () => {
    const words = await loadCatalogue(lang);
    const theirs = '# Theirs\n\n## Their slide\n#/queens?n=5\nTheir words.\n';
    const link = `#/lesson?text=${await packLesson(theirs)}&lang=${lang}`;
    const page = await open(env.browser, env.url, link);
    await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '1');
    await page.click('[data-act=lesson-edit]');
    await page.waitForFunction(() => document.getElementById('lesson-text')?.dataset.source === 'link');
    const edited = `${theirs}\n## My slide\n#/knight?board=5x5\nWords I added.\n`;
    await page.locator('#lesson-text').fill(edited);
    const back = async (how) => {
      await page.waitForFunction(() => document.getElementById('lesson-text')?.dataset.source === 'link');
      assert.equal(await page.locator('#lesson-text').inputValue(), edited, how);
      assert.equal(await lessonMessage(page), words['lesson.own.edits_back'], how);
    };
    // A view in the menu, then Back.
    await page.click('nav a[href*="#/queens"]');
    await page.waitForFunction(() => location.hash.startsWith('#/queens') && document.querySelector('#view canvas'));
    await page.goBack();
    await back('the menu and Back');
    // A reload.
    await loadAt(page, page.url());
    await back('a reload');
    // The link again, and Edit this lesson.
    await page.goto(`${env.url}${link}`);
    await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '1');
    await page.click('[data-act=lesson-edit]');
    await back('Edit this lesson again');
    assert.equal(await draftOf(page), null, 'the draft is not written by itself');
    if (lang === 'zh') await shot(page.locator('.own-lesson'), `${SHOTS}lesson-edits-back-zh.png`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A parameter given twice, in a link or a lesson's frame: the first value counts, and a notice
// says so in the page's language (it was dropped unsaid); a goal parameter named twice on an
// @challenge line is refused with its line, as the CLI's --goal and a link's goal= are.
for (const lang of ['en', 'zh']) {
  test(`a parameter given twice in a link or a slide's frame is said, the first used; a goal named twice refused (${lang})`, async () => {
    const words = await loadCatalogue(lang);
    const said = (key, value) => words['notice.repeated_param'].replaceAll('{key}', key).replace('{value}', value);
    const page = await open(env.browser, env.url, `#/queens?n=6&n=9&lang=${lang}`);
    await page.waitForFunction((text) => document.getElementById('notice-list')?.textContent.includes(text), said('n', '6'));
    assert.equal(await page.locator('form.options input[name=n]').inputValue(), '6');
    const lesson = '# Twice\n\n## A frame\n#/queens?n=5&n=7\nWords.\n';
    await page.goto(`${env.url}#/lesson?text=${await packLesson(lesson)}&lang=${lang}`);
    await slideAt(page, 1);
    await page.waitForFunction((text) => document.getElementById('notice-list')?.textContent.includes(text), said('n', '5'));
    assert.equal(await page.locator('#view form.options input[name=n]').inputValue(), '5');
    const goal = '# Goal\n\n## A\n#/queens?n=14\n@challenge queens-squares squares=1 squares=2\n';
    await page.goto(`${env.url}#/lesson?text=${await packLesson(goal)}&lang=${lang}`);
    const refused = words['lesson.goal_twice'].replace('{line}', '5').replace('{name}', 'squares');
    await page.waitForFunction((text) => document.getElementById('notice-list')?.textContent.toLowerCase().includes(text.toLowerCase()), refused);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a shared lesson presses only what shows something: @press score-reset is refused where the lesson is read, naming its line, and the score kept', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8');
  const kept = { points: 9, asked: 9, right: 9, missed: 0, streak: 9 };
  await page.evaluate((s) => localStorage.setItem('searchlight.score.queens', JSON.stringify(s)), kept);
  // "# Innocent / ## s / #/queens?n=8 / Look. / @press score-reset": refused by the format's
  // rules (as `searchlight scorm` refuses it), the lesson shown in the editor to mend.
  await page.goto(`${env.url}#/lesson?text=U1bwzMvLT07NK-HiUlZWKOZS1i8sTU3NK7bPs7Xg8snPz9bjcigoSi0uVihOzi9K1QUyU0u4AA`);
  await page.waitForFunction(() => /Line 6: a lesson may not press "score-reset"; it may press measure, compare, count/.test(document.getElementById('notice-list').textContent));
  await page.waitForFunction(() => document.getElementById('lesson-text')?.dataset.source === 'link');
  assert.match(await page.locator('#lesson-text').inputValue(), /@press score-reset/);
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('searchlight.score.queens'))), kept, 'the score is kept');
  // A control the list allows but the frame lacks gets the notice it always had.
  await page.goto(`${env.url}#/lesson?text=${await packLesson('# P\n\n## s\n#/maze?size=6x6&seed=3\n@press measure\n')}`);
  await page.waitForFunction(() => document.getElementById('lesson-title')?.textContent === 'P');
  await slideAt(page, 1);
  await page.waitForFunction(() => /Line 5: this frame has no control "measure" to press/.test(document.getElementById('notice-list').textContent));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the editor holds at most the format\'s 20,000 characters, and a save that fails says so', async () => {
  const context = await env.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.url}#/lessons`);
  await page.waitForSelector('#lesson-text');
  const mine = '# Mine\n\n## A\n#/queens\n';
  await page.locator('#lesson-text').fill(mine);
  assert.equal(await draftOf(page), mine);
  // Typing past the bound is refused in words; the text is as it was.
  const over = `${mine}${'x'.repeat(20000)}`;
  await page.locator('#lesson-text').fill(over);
  assert.equal(await lessonMessage(page), `Not added: the lesson would be ${over.length.toLocaleString('en-US')} characters long, and a lesson may be at most 20,000; it is as it was.`);
  assert.equal(await page.locator('#lesson-text').inputValue(), mine);
  assert.equal(await draftOf(page), mine);
  // Exactly at the bound: saved; a line break more is refused too.
  const atBound = `${mine}${'x'.repeat(20000 - mine.length)}`;
  await page.locator('#lesson-text').fill(atBound);
  assert.equal(await draftOf(page), atBound);
  assert.equal(await lessonMessage(page), '');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  assert.match(await lessonMessage(page), /^Not added: the lesson would be 20,001 characters long/);
  assert.equal(await draftOf(page), atBound);
  // Within the bound: saved, and the message goes.
  await page.locator('#lesson-text').fill(`${mine}ok\n`);
  assert.equal(await draftOf(page), `${mine}ok\n`);
  assert.equal(await lessonMessage(page), '');
  // A 6 MB paste (which froze a keystroke for a second, then failed to save without a word).
  await page.evaluate(() => navigator.clipboard.writeText(`# Big\n${'y\n'.repeat(3e6)}`));
  await page.locator('#lesson-text').focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => /^Not added: the lesson would be 6,000,03\d characters long/.test(document.querySelector('[data-role=lesson-message]').textContent));
  assert.equal(await page.locator('#lesson-text').inputValue(), `${mine}ok\n`);
  assert.equal(await draftOf(page), `${mine}ok\n`);
  // A draft over the bound that an older page saved: shown whole, and said to be unsaved.
  const old = `# Old\n\n## A\n${'z'.repeat(30000)}\n`;
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [DRAFT_KEY, old]);
  await loadAt(page, `${env.url}#/lessons`);
  assert.equal(await page.locator('#lesson-text').inputValue(), old);
  assert.match(await lessonMessage(page), /^Not saved: the lesson is 30,013 characters long, and a lesson may be at most 20,000/);
  assert.deepEqual(errors, []);
  await context.close();
  // Storage full (a quota error): said, and said no more once a save succeeds.
  const quota = await env.browser.newContext();
  await quota.addInitScript((key) => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (k === key && String(v).includes('FULL')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  }, DRAFT_KEY);
  const full = await quota.newPage();
  await full.goto(`${env.url}#/lessons`);
  await full.waitForSelector('#lesson-text');
  await full.locator('#lesson-text').fill('# FULL\n');
  assert.equal(await lessonMessage(full), 'Not saved: this browser\'s storage for the page is full; copy your lesson somewhere safe.');
  await full.locator('#lesson-text').fill('# Fine\n');
  assert.equal(await lessonMessage(full), '');
  assert.equal(await draftOf(full), '# Fine\n');
  await quota.close();
});

test('a figure on a side-by-side frame names its pane: a bare one is said with the figures the panes have', async () => {
  const page = await open(env.browser, env.url, '#/lessons');
  await page.locator('#lesson-text').fill('# T\n## A\n#/queens?n=6&mode=all&compare=mark,check&step=5\n{nodes}, {1.nodes}, {3.nodes} and {1.nope}.\n\n## B\nNo frame: {nodes}.\n');
  await button(page, 'Open the lesson').click();
  await page.waitForFunction(() => document.querySelector('[data-role=slides]')?.dataset.count === '2');
  await slideAt(page, 1);
  const said = (re) => page.waitForFunction((src) => new RegExp(src).test(document.getElementById('notice-list').textContent), re.source, { timeout: 10000 })
    .catch(async () => assert.fail(`no notice ${re}: ${await notice(page)}`));
  await said(/Line 4: this frame shows 2 panes side by side, so "nodes" does not say which; name a pane's figure, as "\{1\.nodes\}" for the first \(each pane has: [^)]*\bnodes\b/);
  await said(/Line 4: "3\.nodes" names pane 3, and this frame has 2 panes\./);
  await said(/Line 4: this frame has no figure "1\.nope" \(it has: [^)]*\bnodes\b/);
  assert.doesNotMatch(await notice(page), /it has: –/);
  await page.waitForFunction(() => /^\d/.test(document.querySelector('[data-figure="1.nodes"]').textContent));
  await page.keyboard.press('ArrowRight');
  await slideAt(page, 2);
  await said(/Line 7: this slide shows no view to take the figure "nodes" from/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the editor names a slide that reads growing figures at step 0, and how to set the step', async () => {
  const page = await open(env.browser, env.url, '#/lessons', { width: 1366, height: 768 });
  const note = page.locator('[data-role=lesson-at-start] li');
  await page.locator('#lesson-text').fill('# Mine\n\n## First\n#/queens?n=8&mode=all\n{steps} steps, {nodes} nodes of {space}.\n');
  await note.first().waitFor();
  assert.equal(await note.count(), 1);
  assert.equal(await note.first().textContent(),
    'Slide 1 (line 3) reads {steps}, {nodes} at step 0: its frame’s link has no step=, so the figures show the search before its first step. Add &step=40 (or any step) to the link, or a line “@play 40”, to show the search further on.');
  await page.locator('#lesson-text').fill('# Mine\n\n## First\n#/queens?n=8&mode=all&step=12\n{steps} steps, {nodes} nodes of {space}.\n');
  await page.waitForFunction(() => document.querySelectorAll('[data-role=lesson-at-start] li').length === 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a phone upright (390x844), in both languages: Previous and Next stay on screen at every scroll position of a long slide, covering neither the player nor the slide\'s last words', async () => {
  for (const lang of ['en', 'zh']) {
    for (const [id, k] of [['heuristic', 4], ['sudoku', 2]]) {
      const { context, page } = await openDevice(env.browser, env.url, `#/lesson/${id}?slide=${k}&lang=${lang}`);
      const what = `${id} slide ${k} ${lang}`;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      assert.ok(height > 2 * 844, `${what}: the slide is ${height} px, not a long one`);
      for (const at of [0, 0.5, 1]) {
        const seen = await page.evaluate((at) => {
          window.scrollTo(0, at * (document.documentElement.scrollHeight - window.innerHeight));
          const box = (/** @type {string} */ sel) => document.querySelector(sel).getBoundingClientRect();
          const next = box('[data-act=slide-next]');
          const prev = box('[data-act=slide-prev]');
          const hit = (/** @type {DOMRect} */ b) => document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2)?.closest('button')?.dataset.act;
          const bar = box('.lesson-nav');
          // What the page ends with: the player, the view's last part, the slide's last words.
          const last = Math.max(box('#view').bottom, box('.slide > :last-child').bottom, box('#view .player').bottom);
          return { next: [next.top, next.bottom], prev: [prev.top, prev.bottom], hits: [hit(prev), hit(next)], bar: bar.top, last, inner: window.innerHeight };
        }, at);
        const where = `${what} scrolled to ${at * 100}%: ${JSON.stringify(seen)}`;
        for (const b of [seen.next, seen.prev]) assert.ok(b[0] >= 0 && b[1] <= seen.inner, where);
        assert.deepEqual(seen.hits, ['slide-prev', 'slide-next'], where);
        if (at === 1) assert.ok(seen.last <= seen.bar + 0.5, `the page ends under the bar: ${where}`);
      }
      await shot(page, `${SHOTS}lesson-phone-bar-${id}-${lang}.png`);
      assert.deepEqual(await violations(page, what), []);
      // Next from the bar goes on, and keeps the focus for the next press.
      await page.locator('[data-act=slide-next]').tap();
      await page.waitForFunction((n) => document.querySelector('[data-role=slides]')?.dataset.k === String(n), k + 1);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-act')), 'slide-next', what);
      assert.deepEqual(page.errors, [], what);
      await context.close();
    }
  }
});

test('a phone upright (390x844), in both languages: every lesson\'s first slide starts in the first screen, under a header of at most 72 px, its board laid out after its words', async () => {
  for (const lang of ['en', 'zh']) {
    for (const { id } of LESSONS) {
      const { context, page } = await openDevice(env.browser, env.url, `#/lesson/${id}?slide=1&lang=${lang}`);
      await page.locator('[data-role=slides]').waitFor();
      await page.waitForFunction(() => document.querySelector('#view .stage'));
      const m = await page.evaluate(() => {
        const box = (/** @type {string} */ sel) => document.querySelector(sel)?.getBoundingClientRect().toJSON() ?? null;
        return { header: box('body > header'), caption: box('#slide-caption'), board: box('#view .stage'), inner: innerHeight, wide: document.documentElement.scrollWidth };
      });
      const where = `${id} ${lang}: ${JSON.stringify(m)}`;
      assert.ok(m.header.height <= 72, where);
      // The slide's caption right under the header, and the page no wider than the phone.
      assert.ok(m.caption.top >= m.header.bottom - 0.5 && m.caption.bottom <= 0.4 * m.inner, where);
      assert.equal(m.wide, 390, where);
      // Its board reached by scrolling down, never hidden: it is there and laid out.
      assert.ok(m.board && m.board.width >= 150 && m.board.top > m.caption.bottom, where);
      assert.deepEqual(page.errors, [], where);
      await context.close();
    }
  }
});
