// Lessons a teacher can trust on every screen: every built-in slide in English
// and Chinese is read whole on a phone and a laptop (no box scrolling inside the page, the
// answer included), fits the frame Share offers for it, and on a projector at 150% shows
// its words, the board, the player and the narration on one screen; Space plays after Next;
// the code keeps its indentation on a phone. The slides are walked in one page each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, SHOTS, shot } from './harness.mjs';
import { LESSONS } from '../../www/lessons/index.js';
import { loadWasm } from '../wasm-node.mjs';

// A lesson read by the format's rules (src/lesson.rs), as the page reads it.
const wasmNode = await loadWasm();
const parseLesson = (text) => wasmNode.parse_lesson(text);

const env = useBrowser();

// Every slide of every built-in lesson in `lang`: [id, k].
async function everySlide(lang) {
  const out = [];
  for (const { id, load } of LESSONS) {
    const count = parseLesson((await load()).default[lang]).slides.length;
    for (let k = 1; k <= count; k++) out.push([id, k]);
  }
  return out;
}

// Slide `k` shown with its frame mounted and its figures filled in (they lengthen the words).
async function slideAt(frame, k) {
  await frame.waitForSelector(`[data-role=slides][data-k="${k}"][data-ready=true]`, { state: 'attached' });
  await frame.waitForFunction(() => [...document.querySelectorAll('#lesson .figure')].every((s) => s.textContent !== '…'), null, { timeout: 30000 });
}

// The slide's words that cannot be read whole: an element holding them that is cut by a
// box of its own or of an ancestor inside the page (overflow other than visible, and more
// to scroll, or the words' bottom under the box's), or, with `screen`, not within the window.
const CLIPPED = (screen) => {
  const out = [];
  const words = document.querySelectorAll('#lesson .lesson-bar, #lesson .slide h3, #lesson .slide p, #lesson .slide-question button');
  for (const e of words) {
    if (!e.getClientRects().length) continue;
    const r = e.getBoundingClientRect();
    const name = `${e.tagName.toLowerCase()}${e.className ? `.${e.className}` : ''} "${e.textContent.slice(0, 30)}"`;
    for (let a = e; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      const clips = ['hidden', 'auto', 'scroll', 'clip'].includes(style.overflowY) || ['hidden', 'auto', 'scroll', 'clip'].includes(style.overflowX);
      if (!clips) continue;
      if (a.scrollHeight > a.clientHeight + 1) out.push(`${name}: its box ${a.tagName.toLowerCase()}.${a.className} scrolls (${a.scrollHeight} in ${a.clientHeight})`);
      if (r.bottom > a.getBoundingClientRect().bottom + 1) out.push(`${name}: ends ${Math.round(r.bottom - a.getBoundingClientRect().bottom)} px under its box`);
    }
    if (screen && (r.top < -1 || r.bottom > innerHeight + 1)) out.push(`${name}: ${Math.round(r.top)} to ${Math.round(r.bottom)} in a window ${innerHeight} high`);
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) out.push(`the page is ${document.documentElement.scrollWidth} px wide in ${innerWidth}`);
  return out;
};
const clipped = (frame, screen = false) => frame.evaluate(CLIPPED, screen);

// Show the slide's answer, if it has one; true when it did.
const showAnswer = (frame) => frame.evaluate(() => {
  const b = /** @type {HTMLButtonElement | null} */ (document.querySelector('[data-act=show-answer]'));
  if (!b) return false;
  b.click();
  return true;
});

// Every slide of every lesson in both languages shown in `page` in turn, `check(where)` on
// each before and after "Show the answer", `shoot(id, k, lang)` after; every slide is walked.
async function eachSlide(page, check, shoot = async () => {}) {
  let walked = 0;
  let slides = 0;
  for (const lang of ['en', 'zh']) {
    const all = await everySlide(lang);
    slides += all.length;
    for (const [id, k] of all) {
      const hash = `#/lesson/${id}?slide=${k}&lang=${lang}`;
      await page.goto(env.url + hash);
      await slideAt(page, k);
      await check(hash);
      if (await showAnswer(page)) await check(`${hash}, answer shown`);
      await shoot(id, k, lang);
      walked++;
    }
  }
  assert.ok(slides > 70, `${slides} slides`);
  assert.equal(walked, slides, 'every slide in two languages');
}

// Walk every slide in both languages in one page of `options`, asserting `check(page, where)`
// on each, before and after "Show the answer".
async function walk(options, name, check, shots = []) {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await eachSlide(page, (where) => check(page, `${name} ${where}`), async (id, k, lang) => {
    if (shots.includes(`${id} ${k} ${lang}`)) await shot(page, `${SHOTS}lesson-fit-${name}-${id}-${k}-${lang}.png`, { fullPage: true });
  });
  assert.deepEqual(errors, [], name);
  await context.close();
}

test('on a phone (390x844) every slide\'s words are read whole, its answer too: the page scrolls, no box inside it', async () => {
  await walk({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }, 'phone', async (page, where) => {
    assert.deepEqual(await clipped(page), [], where);
  }, ['knight 5 zh', 'bfs 2 en', 'sudoku 6 en']);
});

test('on a laptop (1366x768) every slide\'s words are read whole, its answer too', async () => {
  await walk({ viewport: { width: 1366, height: 768 } }, 'laptop', async (page, where) => {
    assert.deepEqual(await clipped(page), [], where);
    // The board is seen with the words: whole on the screen, and not a stamp.
    const board = await page.evaluate(() => {
      const c = document.querySelector('#view .stage canvas');
      return c && { bottom: c.getBoundingClientRect().bottom, height: c.getBoundingClientRect().height };
    });
    if (board) assert.ok(board.height >= 150, `${where}: the board is ${board.height} px high`);
  }, ['knight 5 en', 'bfs 6 zh']);
});

// Full screen at 1280x720 and 150% zoom: a window of 853x480 CSS pixels at 1.5 device pixels
// each, and the page's full-screen type (150%) on top.
test('full screen at 1280x720 and 150%: every slide\'s words, the narration, the board and the player on one screen', async () => {
  const context = await env.browser.newContext({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const check = async (where) => {
    // Two frames: the board and the words' type laid out again.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.deepEqual(await clipped(page, true), [], where);
    const parts = await page.evaluate(() => ['#status', '#view .stage canvas', '#view > .side > .player [data-act=play]', '#view > .side > .player [data-act=step]',
      '[data-act=slide-prev]', '[data-act=slide-next]']
      .flatMap((sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length).map((e) => {
        const r = e.getBoundingClientRect();
        return { sel, top: Math.round(r.top), bottom: Math.round(r.bottom), right: Math.round(r.right), lines: Math.round(r.height / parseFloat(getComputedStyle(e).lineHeight || '0')) };
      })));
    const off = parts.filter((p) => p.top < 0 || p.bottom > 481 || p.right > 854);
    assert.deepEqual(off, [], `${where}: off the screen`);
    for (const sel of ['#status', '[data-act=slide-next]', '#view > .side > .player [data-act=play]']) assert.ok(parts.some((p) => p.sel === sel), `${where}: ${sel}`);
    // Previous and Next each on one line.
    const nav = parts.filter((p) => p.sel.startsWith('[data-act=slide-'));
    assert.equal(new Set(nav.map((p) => p.top)).size, 1, `${where}: Previous and Next side by side`);
    const words = await page.evaluate(() => {
      const b = [...document.querySelectorAll('[data-act^=slide-]')];
      return b.map((e) => e.getClientRects().length && Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).fontSize)));
    });
    assert.ok(words.every((h) => h < 2.4), `${where}: Previous or Next wraps (${words} lines of type high)`);
    // The words stay readable: 11 px at the least.
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#lesson .slide p, #lesson .slide h3')).fontSize));
    assert.ok(size >= 11, `${where}: the words are ${size} px`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 853, `${where}: the page spills sideways`);
  };
  await page.goto(`${env.url}#/lesson/knight?slide=5`);
  await slideAt(page, 5);
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement !== null && document.documentElement.classList.contains('presenting'));
  await eachSlide(page, check, async (id, k, lang) => {
    if ((id === 'knight' && k === 5) || (id === 'bfs' && k === 2)) await shot(page, `${SHOTS}lesson-fit-present-${id}-${k}-${lang}.png`);
  });
  assert.equal(await page.evaluate(() => document.fullscreenElement !== null), true, 'still full screen');
  // The maze alone: its options (set before) left out, its counters on the screen.
  await page.goto(`${env.url}#/maze`);
  await page.waitForSelector('nav a[data-view=maze][aria-current=page]', { state: 'attached' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const maze = await page.evaluate(() => ({
    options: document.querySelector('#view form.options')?.getClientRects().length ?? 0,
    counters: [...document.querySelectorAll('#view [data-c]')].map((e) => Math.round(e.getBoundingClientRect().bottom)),
  }));
  assert.equal(maze.options, 0, 'the maze\'s options shown in full screen');
  assert.ok(maze.counters.length > 0 && maze.counters.every((b) => b <= 480), `the maze's counters end at ${maze.counters}`);
  await shot(page, `${SHOTS}lesson-fit-present-maze.png`);
  assert.deepEqual(errors, []);
  await context.close();
});

// Embedded: Share offers a frame 640 pixels wide and 420 high, taller where a slide's words
// (its answer shown) and "Your turn" need it; every slide fits the frame offered for it: its
// words, "Show the answer" and the answer, the whole board (150 px or more), the player and
// the answer row of "Your turn", with no scrolling.
test('embedded: every slide fits the frame Share offers for it', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const notes = await context.newPage();
  const errors = [];
  for (const p of [page, notes]) p.on('pageerror', (e) => errors.push(e.message));
  await notes.setContent('<!doctype html><title>Notes</title><iframe width="640" height="420" title="A slide"></iframe>');
  const frame = await (await notes.$('iframe')).contentFrame();
  const offered = {};
  const boards = [];
  const check = async (where, h) => {
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.deepEqual(await clipped(frame, true), [], where);
    const m = await frame.evaluate(() => {
      const box = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length).map((e) => {
        const r = e.getBoundingClientRect();
        return { sel, top: Math.round(r.top), bottom: Math.round(r.bottom), height: Math.round(r.height) };
      });
      return { height: innerHeight, scroll: document.scrollingElement.scrollTop, parts: [...box('#view .stage canvas'), ...box('#view .player [data-act=play]'), ...box('.your-turn .answer-form'), ...box('[data-act=show-answer]'), ...box('.slide-answer')] };
    });
    assert.equal(m.height, h, `${where}: the frame's height`);
    assert.deepEqual(m.parts.filter((p) => p.top < 0 || p.bottom > m.height + 1), [], `${where}: cut off at the bottom of a ${h} px frame`);
    for (const p of m.parts.filter((p) => p.sel === '#view .stage canvas')) {
      assert.ok(p.height >= 150, `${where}: the board is ${p.height} px high`);
      boards.push(p.height);
    }
    assert.ok(m.parts.some((p) => p.sel === '#view .player [data-act=play]'), `${where}: the player`);
    // The board as the words stand now: laid out again, it keeps its size (a figure filled in
    // after the board was drawn, the tree measured in a worker, made the words a line taller
    // and left the board as large, the player under the frame's bottom).
    const sizes = await frame.evaluate(async () => {
      const size = () => [...document.querySelectorAll('#view .stage canvas')].map((c) => c.getBoundingClientRect().height);
      const drawn = size();
      window.dispatchEvent(new Event('resize'));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { drawn, again: size() };
    });
    assert.deepEqual(sizes.drawn, sizes.again, `${where}: the board was not fitted to the words`);
  };
  let first = true;
  for (const lang of ['en', 'zh']) {
    for (const [id, k] of await everySlide(lang)) {
      const hash = `#/lesson/${id}?slide=${k}&lang=${lang}`;
      await page.goto(env.url + hash);
      await slideAt(page, k);
      // Share's snippet (opened and closed in the page: a click by Playwright waits ~4 s
      // for the panel to settle, once a slide).
      const snippet = await page.evaluate(() => {
        document.getElementById('share-open').click();
        const value = /** @type {HTMLTextAreaElement} */ (document.getElementById('share-snippet')).value;
        document.getElementById('share-close').click();
        return value;
      });
      const [, src, width, height] = /src="([^"]+)" width="(\d+)" height="(\d+)"/.exec(snippet);
      assert.equal(width, '640');
      assert.match(src, new RegExp(`slide=${k}.*embed=1$`));
      const h = Number(height);
      offered[`${id} ${k} ${lang}`] = h;
      await notes.evaluate(([s, hh]) => { const f = document.querySelector('iframe'); f.height = String(hh); if (f.src !== s) f.src = s; }, [src, h]);
      if (first) await frame.waitForSelector('body[data-ready=true]', { state: 'attached' });
      first = false;
      await slideAt(frame, k);
      const where = `embed ${hash} in 640x${h}`;
      await check(where, h);
      if (await showAnswer(frame)) await check(`${where}, answer shown`, h);
      if (`${id} ${k}` === 'knight 3' || `${id} ${k}` === 'knight 4') await shot(notes, `${SHOTS}lesson-fit-embed-${id}-${k}-${lang}.png`);
    }
  }
  // The sizes offered, for the record (docs/features.md): most slides 420, long ones taller.
  const taller = Object.entries(offered).filter(([, h]) => h > 420);
  console.log(`frames offered: ${Object.keys(offered).length - taller.length} at 640x420; taller: ${taller.map(([s, h]) => `${s} ${h}`).join(', ')}; boards ${Math.min(...boards)} to ${Math.max(...boards)} px high`);
  assert.ok(Object.values(offered).every((h) => h <= 760), 'no frame taller than a laptop\'s window');
  assert.deepEqual(errors, []);
  await context.close();
});

test('in a lesson Space plays and pauses, after Next too (the focus stays on Next), and the keys line says → and ← change slides', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const keys = () => page.locator('header .keys').textContent();
  // Playing: Play pressed (its label is Pause then; both labels sit in the button, one shown).
  const playing = async () => (await page.locator('#view [data-act=play]').getAttribute('aria-pressed')) === 'true';
  const steps = async () => Number((await page.locator('#view [data-c=steps]').textContent()).replace(/,/g, ''));
  await page.goto(`${env.url}#/lesson/bfs?slide=8`);
  await slideAt(page, 8);
  assert.match(await keys(), /Space or K play\/pause · → next slide · ← previous slide/);
  await page.locator('[data-act=slide-next]').click();
  await slideAt(page, 9);
  // The slide plays its search to step 20 (@play) and stops there.
  await page.waitForFunction(() => document.querySelector('#view [data-c=steps]').textContent === '20' && document.querySelector('#view [data-act=play]').getAttribute('aria-pressed') !== 'true', null, { timeout: 15000 });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.act), 'slide-next');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.querySelector('#view [data-c=steps]').textContent !== '20');
  assert.equal(await playing(), true);
  assert.equal(await page.locator('[data-role=slides]').getAttribute('data-k'), '9', 'Space changed the slide');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.querySelector('#view [data-act=play]').getAttribute('aria-pressed') !== 'true');
  const paused = await steps();
  assert.ok(paused > 20, `it played from 20 to ${paused}`);
  assert.match(page.url(), /slide=9/);
  // Previous keeps the focus too; Space there plays as well (the knight's plain DFS at step
  // 40 of its search).
  await page.goto(`${env.url}#/lesson/knight?slide=3`);
  await slideAt(page, 3);
  await page.locator('[data-act=slide-prev]').click();
  await slideAt(page, 2);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.act), 'slide-prev');
  assert.equal(await playing(), false);
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.querySelector('#view [data-act=play]').getAttribute('aria-pressed') === 'true' || document.querySelector('[data-role=slides]').dataset.k !== '2');
  assert.equal(await page.locator('[data-role=slides]').getAttribute('data-k'), '2', 'Space changed the slide');
  await page.keyboard.press(' ');
  // In Chinese too; out of the lesson the keys line is the views' again.
  await page.goto(`${env.url}#/lesson/bfs?slide=1&lang=zh`);
  await slideAt(page, 1);
  assert.match(await keys(), /→\u00a0下一张 · ←\u00a0上一张/);
  await page.goto(`${env.url}#/knight?lang=en`);
  await page.waitForFunction(() => document.querySelector('nav a[aria-current=page]')?.dataset.view === 'knight');
  assert.match(await keys(), /→ step · ← back/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the code on a phone (390 px): a line that wraps goes on under its own indent, a note under its line\'s', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  for (const [hash, name, lang] of [['#/maze?code=1', 'maze', 'en'], ['#/maze?code=1&lang=zh', 'maze-zh', 'zh']]) {
    // A page of its own each: going from the first address to the second changes only the
    // hash, so the English listing would still be there, about to be replaced, when the
    // wait below looked for one (the race that once measured no wrap in Chinese).
    const page = await context.newPage();
    await page.goto(env.url + hash);
    await page.waitForFunction((want) => document.documentElement.lang === want, lang);
    await page.waitForSelector('.code-panel .listing li code');
    const lines = await page.evaluate(() => [...document.querySelectorAll('.code-panel .listing li')].map((li) => {
      const code = li.querySelector('code');
      const text = code.firstChild;
      const at = text.textContent.search(/\S/);
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const indent = range.getBoundingClientRect().left;
      range.setStart(text, 0);
      range.setEnd(text, text.textContent.length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const first = Math.min(...rects.map((r) => r.top));
      const note = li.querySelector('.note');
      const noteText = note && document.createRange();
      if (noteText) noteText.selectNodeContents(note);
      return {
        code: text.textContent,
        indent: Math.round(indent),
        wraps: rects.filter((r) => r.top > first + 2).map((r) => Math.round(r.left)),
        note: noteText ? Math.round(noteText.getClientRects()[0].left) : null,
        noteBelow: note ? note.getBoundingClientRect().top >= code.getBoundingClientRect().bottom - 1 : false,
      };
    }));
    const wrapped = lines.filter((l) => l.wraps.length);
    assert.ok(wrapped.length > 0, `${name}: no line wraps at 390 px`);
    for (const l of wrapped) assert.ok(l.wraps.every((x) => x >= l.indent - 0.5), `${name}: "${l.code}" wraps to ${l.wraps} left of its indent ${l.indent}`);
    for (const l of lines.filter((l) => l.note !== null && l.noteBelow)) assert.ok(l.note >= l.indent - 0.5, `${name}: the note of "${l.code}" starts at ${l.note}, left of its line's ${l.indent}`);
    await shot(page.locator('.code-panel'), `${SHOTS}lesson-fit-code-${name}-390.png`);
    await page.close();
  }
  await context.close();
});
