// The Export menu's animated GIF, end to end in Chromium on every view, in
// English and Chinese: steps a..b exported, the download captured and decoded in the page
// by Chromium's own GIF decoder (WebCodecs ImageDecoder, independent of the Rust encoder),
// its frame count and delay checked, and sampled frames held to the view's canvas at those
// steps (the page opened afresh at that step, so the canvas is the one a person sees).
// Side by side: one GIF with the panes next to each other, each pane's part its canvas, the
// whole frame the picture exported at that step (its counters under each board). The whole
// run sampled: a frame every n-th step, the last the end.
// Cancel stops the job; a range past the bound gets the message naming it; the default
// range of a long run is clipped to the bound and says so; the word ladder (a board of
// words, not a canvas) says it has no GIF.
//
// The tolerance: a board has more than 256 colours (its antialiased edges: about 2,100 on
// the knight's, the path's and the numbers' edges over two square colours), and a GIF frame
// at most 256. The encoder keeps each frame's most frequent colours exactly and a few far
// from them, drawing every other edge shade as the nearest of those (src/export/gif.rs).
// Measured here (GIF_STATS=1 prints it): 97.5% to 100% of the pixels equal, and the others
// off by at most 12 in a channel (knight side by side, where two boards and their counters
// share one palette, is the lowest). So at
// least EXACT of the pixels must be equal and none off by more than TOLERANCE; a step the
// board moves to (a square filled, a queen placed) changes pixels by far more, which the
// test checks too, so a frame of the wrong step fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, open, everyView, SHOTS, violations, writtenHash, withParam, openExport, shot } from './harness.mjs';
import { loadCatalogue } from '../../www/text/index.js';
import { GAP, CAPTION } from '../../www/panels/export/compose.js';

const [en, zh] = await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);

const env = useBrowser();
const TEXT = { en, zh };
const TOLERANCE = 16;
const EXACT = 0.97;

// Each view's state and the steps exported (within its run).
const CASES = everyView({
  knight: { hash: '#/knight?board=6x6&start=c3&strategy=warnsdorff', from: 4, to: 24 },
  bfs: { hash: '#/bfs?board=8x8&start=d4', from: 5, to: 25 },
  ladder: { hash: '#/ladder', words: true },
  dfs: { hash: '#/dfs', from: 2, to: 14 },
  queens: { hash: '#/queens?n=6&variant=check', from: 5, to: 25 },
  sudoku: { hash: '#/sudoku', from: 3, to: 23 },
  maze: { hash: '#/maze?size=8x8&seed=3', from: 5, to: 25 },
  puzzle: { hash: '#/puzzle?shuffle=30&seed=2', from: 5, to: 25 },
  sokoban: { hash: '#/sokoban', from: 2, to: 10 },
});

// A message as the page says it on its own: a sentence.
const said = (lang, text) => (lang === 'en' ? `${text[0].toUpperCase()}${text.slice(1)}.` : `${text}。`);

// The menu open, its GIF part there.
const openGif = (page) => openExport(page, '[data-part=gif]');

// Export steps `from`..`to` (to '' for the default) at `delay` ms: the downloaded file's
// name and bytes, and the part's status line.
async function exportGif(page, { from, to, delay = 100 }) {
  await openGif(page);
  await page.fill('input[name=gif-from]', String(from));
  await page.fill('input[name=gif-to]', String(to));
  await page.fill('input[name=gif-delay]', String(delay));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-act=gif]')]);
  // The status is written after the download is started: wait for the button to be back.
  await page.waitForSelector('[data-act=gif]:not([disabled])');
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), bytes, status: await page.locator('[data-role=gif-status]').textContent() };
}

// Decode `bytes` in the page (ImageDecoder) and compare frame `index` with the boards shown
// (the view's board canvas, or each pane's, left to right GAP pixels apart, under a band of
// CAPTION pixels naming the panes and over their counters, both left out of the comparison
// but for having ink). `height` is the boards' band; `under`, the rows under it.
function compareFrame(page, bytes, index) {
  return page.evaluate(async ({ b64, index, GAP, CAPTION }) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const decoder = new ImageDecoder({ data, type: 'image/gif' });
    await decoder.tracks.ready;
    const frames = decoder.tracks.selectedTrack.frameCount;
    const { image } = await decoder.decode({ frameIndex: index });
    const w = image.displayWidth;
    const h = image.displayHeight;
    const c = new OffscreenCanvas(w, h);
    const ctx = c.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const duration = image.duration;
    image.close();
    decoder.close();
    const got = ctx.getImageData(0, 0, w, h).data;
    const compare = document.getElementById('view').classList.contains('compare');
    const mains = [...document.querySelectorAll(compare ? '#view .pane .main' : '#view > .main')];
    const boards = mains.map((m) => m.querySelector('canvas'));
    // What the GIF should show: the boards side by side on white.
    const top = compare ? CAPTION : 0;
    const band = Math.max(...boards.map((b) => b.height));
    const want = new OffscreenCanvas(w, h).getContext('2d');
    want.fillStyle = '#fff';
    want.fillRect(0, 0, w, h);
    let x = 0;
    for (const b of boards) { want.drawImage(b, x, top); x += b.width + GAP; }
    const expected = want.getImageData(0, 0, w, h).data;
    let equal = 0;
    let worst = 0;
    let ink = 0;
    let underInk = 0;
    for (let i = 0; i < top * w * 4; i += 4) if (got[i] < 128) ink++;
    const end = Math.min(h, top + band) * w * 4;
    for (let i = top * w * 4; i < end; i += 4) {
      const d = Math.max(Math.abs(got[i] - expected[i]), Math.abs(got[i + 1] - expected[i + 1]), Math.abs(got[i + 2] - expected[i + 2]));
      if (d === 0) equal++;
      worst = Math.max(worst, d);
    }
    for (let i = end; i < got.length; i += 4) if (got[i] < 128) underInk++;
    return { frames, duration, width: w, height: Math.min(h, top + band) - top, under: h - top - band, underInk, ink, boards: boards.map((b) => [b.width, b.height]), exact: equal / (end / 4 - top * w), worst, dpr: devicePixelRatio };
  }, { b64: Buffer.from(bytes).toString('base64'), index, GAP, CAPTION });
}

// Frame `index` of the GIF `bytes` against the PNG `png` (the picture exported at that step,
// at 1x), over the frame's size: the share of pixels equal and the worst channel's difference.
function frameAgainstPng(page, bytes, index, png) {
  return page.evaluate(async ({ gif, png, index }) => {
    const decoder = new ImageDecoder({ data: Uint8Array.from(atob(gif), (c) => c.charCodeAt(0)), type: 'image/gif' });
    await decoder.tracks.ready;
    const { image } = await decoder.decode({ frameIndex: index });
    const [w, h] = [image.displayWidth, image.displayHeight];
    const a = new OffscreenCanvas(w, h).getContext('2d');
    a.drawImage(image, 0, 0);
    image.close();
    decoder.close();
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const b = new OffscreenCanvas(w, h).getContext('2d');
    b.fillStyle = '#fff';
    b.fillRect(0, 0, w, h);
    b.drawImage(bitmap, 0, 0);
    const [A, B] = [a.getImageData(0, 0, w, h).data, b.getImageData(0, 0, w, h).data];
    let equal = 0;
    let worst = 0;
    for (let i = 0; i < A.length; i += 4) {
      const d = Math.max(Math.abs(A[i] - B[i]), Math.abs(A[i + 1] - B[i + 1]), Math.abs(A[i + 2] - B[i + 2]));
      if (d === 0) equal++;
      worst = Math.max(worst, d);
    }
    return { size: [w, h], png: [bitmap.width, bitmap.height], exact: equal / (w * h), worst };
  }, { gif: Buffer.from(bytes).toString('base64'), png: Buffer.from(png).toString('base64'), index });
}

// The picture of the page as shown, exported as PNG at 1x (the Export menu's).
async function pngOf(page) {
  await openExport(page, '[data-part=image] [data-act=png]');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-part=image] [data-act=png]')]);
  return readFileSync(await download.path());
}

// The page at `hash` and `step`, as a person opens it.
async function at(hash, step, lang) {
  const page = await open(env.browser, env.url, withParam(hash, `lang=${lang}&step=${step}`), { width: 1366, height: 768 });
  return page;
}

for (const lang of ['en', 'zh']) {
  for (const [route, c] of Object.entries(CASES)) {
    if (c.words) continue; // no canvas: its own test below
    test(`${route} (${lang}): the GIF of steps ${c.from} to ${c.to} decodes to their frames, each the canvas at its step`, async () => {
      const page = await open(env.browser, env.url, withParam(c.hash, `lang=${lang}`), { width: 1366, height: 768 });
      const gif = await exportGif(page, { from: c.from, to: c.to, delay: 120 });
      const frames = c.to - c.from + 1;
      assert.match(gif.name, new RegExp(`^${route}-.*steps${c.from}-${c.to}\\.gif$`));
      assert.equal(gif.bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
      assert.ok(gif.status.includes(String(frames)) && gif.status.includes(gif.name), gif.status);
      if (lang === 'zh') assert.ok(gif.status.startsWith('GIF（'), gif.status);
      assert.deepEqual(page.errors, []);
      await page.close();
      const samples = [c.from, Math.round((c.from + c.to) / 2), c.to];
      for (const step of samples) {
        const shown = await at(c.hash, step, lang);
        const r = await compareFrame(shown, gif.bytes, step - c.from);
        // GIF_STATS=1 prints what the tolerance was set from.
        if (process.env.GIF_STATS) console.log(`${route} ${lang} step ${step}: ${(r.exact * 100).toFixed(2)}% equal, worst ${r.worst}`);
        assert.equal(r.frames, frames);
        assert.equal(r.duration, 120_000, 'the delay, in microseconds');
        assert.equal(r.dpr, 1);
        assert.deepEqual([r.width, r.height], r.boards[0], 'the GIF is the board\'s size');
        assert.ok(r.exact >= EXACT && r.worst <= TOLERANCE, `step ${step}: ${(r.exact * 100).toFixed(2)}% of the pixels equal, the worst off by ${r.worst}`);
        // The frame of another step is not the canvas at this one.
        const other = await compareFrame(shown, gif.bytes, step === c.to ? 0 : frames - 1);
        assert.ok(other.worst > TOLERANCE, `step ${step}: another step's frame passed too`);
        await shown.close();
      }
    });
  }
}

test('ladder: a board of words has no GIF, said in both languages', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `#/ladder?lang=${lang}`, { width: 1366, height: 768 });
    await openGif(page);
    assert.equal(await page.locator('[data-role=gif-status]').textContent(), said(lang, TEXT[lang]['export.gif.no_canvas']));
    assert.equal(await page.locator('[data-act=gif]').count(), 0);
    await page.close();
  }
});

test('side by side: one GIF with the panes next to each other, each its pane\'s canvas, over its counters at that step', async () => {
  const hash = '#/knight?board=6x6&start=a1&compare=dfs,warnsdorff';
  const page = await open(env.browser, env.url, hash, { width: 1366, height: 768 });
  const gif = await exportGif(page, { from: 0, to: 30 });
  assert.equal(gif.name, 'knight-6x6-a1-dfs-vs-warnsdorff-steps0-30.gif');
  await page.close();
  for (const step of [0, 17, 30]) {
    const shown = await at(hash, step, 'en');
    const r = await compareFrame(shown, gif.bytes, step);
    if (process.env.GIF_STATS) console.log(`side by side step ${step}: ${(r.exact * 100).toFixed(2)}% equal, worst ${r.worst}`);
    assert.equal(r.frames, 31);
    assert.equal(r.boards.length, 2);
    assert.equal(r.width, r.boards[0][0] + GAP + r.boards[1][0]);
    assert.equal(r.height, Math.max(r.boards[0][1], r.boards[1][1]));
    assert.ok(r.ink > 100, 'the panes are named above them');
    assert.ok(r.under > 0 && r.underInk > 100, 'their counters are under them');
    assert.ok(r.exact >= EXACT && r.worst <= TOLERANCE, `step ${step}: ${(r.exact * 100).toFixed(2)}% equal, worst ${r.worst}`);
    // The whole frame, counters included, is the picture of the page at that step.
    const p = await frameAgainstPng(shown, gif.bytes, step, await pngOf(shown));
    if (process.env.GIF_STATS) console.log(`side by side step ${step} against the PNG: ${(p.exact * 100).toFixed(2)}% equal, worst ${p.worst}`);
    assert.deepEqual(p.png, p.size, 'the picture of an unfinished run is the frame\'s size');
    assert.ok(p.exact >= EXACT && p.worst <= TOLERANCE, `step ${step} against the PNG: ${(p.exact * 100).toFixed(2)}% equal, worst ${p.worst}`);
    await shown.close();
  }
});

// The whole run, sampled: a comparison of 678 steps (BFS's; A* ends at 35) in a frame every
// 2 steps, the least that fits 600 frames, and the last frame the end, which the menu says
// before and the status after, in both languages.
const RUN = '#/puzzle?tiles=4,1,5,0,3,2,7,8,6&compare=bfs,astar';
test('the whole run sampled: a frame every n-th step (the least n that fits the bound), the last the end, said in the menu', async () => {
  const end = 678;
  const every = 2;
  const steps = [...Array.from({ length: Math.floor(end / every) + 1 }, (_, i) => i * every)];
  if (steps[steps.length - 1] !== end) steps.push(end);
  assert.ok(Math.floor(end / (every - 1)) + 1 > 600, 'every step would not fit');
  let gif;
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `${RUN}&lang=${lang}`, { width: 900, height: 700 });
    await openGif(page);
    await page.selectOption('select[name=gif-span]', 'run');
    assert.equal(await page.locator('#gif-to-hint').textContent(), TEXT[lang]['export.gif.run_hint'].replace('{max}', '600').replace('{max|frame|frames}', 'frames'));
    assert.ok(await page.locator('input[name=gif-from]').isDisabled());
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120000 }), page.click('[data-act=gif]')]);
    await page.waitForSelector('[data-act=gif]:not([disabled])', { timeout: 120000 });
    const bytes = readFileSync(await download.path());
    const name = download.suggestedFilename();
    assert.equal(name, `puzzle-3x3-given-bfs-vs-astar-manhattan-steps0-${end}-every${every}.gif`);
    const message = said(lang, TEXT[lang]['export.gif.done_run'].replace('{from}', '0').replace('{to}', String(end)).replace('{every}', String(every))
      .replace('{every|step|steps}', 'steps').replace('{frames}', String(steps.length)).replace('{frames|frame|frames}', 'frames').replace('{name}', name));
    // (The size in KB as the page writes numbers.)
    const [before, after] = message.split('{kb}');
    const status = await page.locator('[data-role=gif-status]').textContent();
    assert.ok(status.startsWith(before) && status.endsWith(after) && /^[\d,]+$/.test(status.slice(before.length, status.length - after.length)), status);
    gif = bytes;
    await page.close();
  }
  // Frames 0, 1, the middle and the last: the page at steps 0, 2, 2k and the end.
  for (const index of [0, 1, 170, steps.length - 1]) {
    const shown = await open(env.browser, env.url, withParam(RUN, `step=${steps[index]}`), { width: 900, height: 700 });
    const r = await compareFrame(shown, gif, index);
    assert.equal(r.frames, steps.length);
    assert.ok(r.exact >= EXACT && r.worst <= TOLERANCE, `frame ${index} (step ${steps[index]}): ${(r.exact * 100).toFixed(2)}% equal, worst ${r.worst}`);
    if (index === steps.length - 1) {
      // The end: the search over in both panes, the run's last step.
      assert.match(await writtenHash(shown), new RegExp(`step=${end}(&|$)`));
    }
    await shown.close();
  }
});

test('Cancel stops the GIF at once: no download, the controls back, the copy let go', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=dfs', { width: 1366, height: 768 });
  let downloads = 0;
  page.on('download', () => { downloads++; });
  await openGif(page);
  await page.fill('input[name=gif-to]', '599');
  // Under way (the worker has encoded a batch), Cancel is clicked by the page itself in the
  // microtask after the bar moved: a click sent from here after a poll could come after the
  // last batch, and the GIF would be saved.
  await page.evaluate(() => new Promise((resolve) => {
    const bar = /** @type {HTMLProgressElement} */ (document.querySelector('[data-role=gif-progress]'));
    const watch = new MutationObserver(() => {
      if (!(bar.value > 0)) return;
      watch.disconnect();
      /** @type {HTMLButtonElement} */ (document.querySelector('[data-act=gif-cancel]')).click();
      resolve(null);
    });
    watch.observe(bar, { attributes: true });
    /** @type {HTMLButtonElement} */ (document.querySelector('[data-act=gif]')).click();
  }));
  await page.waitForSelector('[data-act=gif]:not([disabled])');
  assert.equal(await page.locator('[data-role=gif-status]').textContent(), 'GIF cancelled.');
  assert.ok(await page.locator('[data-act=gif-cancel]').isDisabled());
  assert.equal(await page.locator('.export-offscreen').count(), 0);
  assert.equal(downloads, 0);
  // The board the person looks at never moved.
  const hash = await writtenHash(page);
  assert.ok(!hash.includes('step='), hash);
  await shot(page, `${SHOTS}export-gif-cancelled.png`);
  await page.close();
});

test('a range past the bound is refused with a message naming it; the default range is clipped to it and says so', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `#/knight?board=5x5&start=a1&strategy=dfs&lang=${lang}`, { width: 1366, height: 768 });
    await openGif(page);
    await page.fill('input[name=gif-from]', '10');
    await page.fill('input[name=gif-to]', '610');
    await page.click('[data-act=gif]');
    const message = TEXT[lang]['export.gif.too_many'].replace('{from}', '10').replace('{to}', '610').replace('{frames}', '601').replace('{max}', '600').replace('{frames|frame|frames}', 'frames');
    assert.equal(await page.locator('[data-role=gif-status]').textContent(), said(lang, message));
    await page.close();
  }
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&strategy=dfs', { width: 1366, height: 768 });
  const gif = await exportGif(page, { from: 0, to: '' });
  assert.equal(gif.name, 'knight-5x5-a1-dfs-steps0-599.gif');
  assert.ok(gif.status.includes('bound of 600 frames: steps 0 to 599'), gif.status);
  const r = await compareFrame(page, gif.bytes, 599);
  assert.equal(r.frames, 600);
  await page.close();
});

test('axe: the menu with its GIF part open is clean, before and after an export, one view and side by side, in both languages', async () => {
  const found = [];
  for (const lang of ['en', 'zh']) {
    for (const hash of ['#/knight?board=6x6', '#/ladder', '#/knight?board=6x6&compare=dfs,warnsdorff']) {
      const page = await open(env.browser, env.url, withParam(hash, `lang=${lang}`), { width: 1366, height: 768 });
      await openGif(page);
      found.push(...await violations(page, `${hash} ${lang}, menu open`));
      if (!hash.includes('ladder')) {
        await exportGif(page, { from: 0, to: 3 });
        found.push(...await violations(page, `${hash} ${lang}, after a GIF`));
      }
      await page.close();
    }
  }
  assert.deepEqual(found, []);
});

test('a range past the end of the run stops at its end and says so; one starting past it is refused', async () => {
  const hash = '#/knight?board=6x6&start=c3&strategy=warnsdorff';
  const page = await open(env.browser, env.url, hash, { width: 1366, height: 768 });
  const gif = await exportGif(page, { from: 30, to: 50 });
  const end = Number(/The run ends at step (\d+)\./.exec(gif.status)?.[1]);
  assert.ok(end >= 30 && end < 50, gif.status);
  assert.equal(gif.name, `knight-6x6-c3-warnsdorff-steps30-${end}.gif`);
  await page.fill('input[name=gif-from]', String(end + 1));
  await page.click('[data-act=gif]');
  assert.equal(await page.locator('[data-role=gif-status]').textContent(), `The run ends at step ${end}, before step ${end + 1}.`);
  await page.close();
  // The last frame is the run's end: the tour found, as the page shows it there.
  const shown = await at(hash, end, 'en');
  assert.match(await shown.getByRole('status').textContent(), /tour/i);
  const r = await compareFrame(shown, gif.bytes, end - 30);
  assert.equal(r.frames, end - 30 + 1);
  assert.ok(r.exact >= EXACT && r.worst <= TOLERANCE, `${(r.exact * 100).toFixed(2)}% equal, worst ${r.worst}`);
  await shown.close();
});

// The "to step" field is narrow: its placeholder is read whole (measured in the field's own
// font against its inner width), and the bound it used to hold is said beside it.
for (const lang of ['en', 'zh']) {
  test(`the GIF's "to step" placeholder fits its field, the frames' bound said beside it (${lang})`, async () => {
    const page = await open(env.browser, env.url, `#/knight?board=6x6&start=c3&lang=${lang}`);
    await openGif(page);
    const fit = await page.locator('input[name=gif-to]').evaluate((input) => {
      const style = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d');
      ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: ctx.measureText(input.placeholder).width, inner, hint: document.getElementById(input.getAttribute('aria-describedby'))?.textContent };
    });
    assert.ok(fit.text <= fit.inner, `placeholder ${fit.text} px in ${fit.inner} px`);
    const max = 600;
    assert.equal(fit.hint, lang === 'en' ? `Leave “to step” empty to go to the end; a GIF has at most ${max} frames.` : `“到第几步”留空即到结束；一个 GIF 最多 ${max} 帧。`);
    await page.close();
  });
}
