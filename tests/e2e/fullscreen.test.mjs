// Full screen (presentation mode) fits a projector: a comparison's boards, counters, player,
// narration, finish lines and table on one screen at 100% and 150%; one board's file letters
// on screen and grown with the type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, SHOTS, openDevice, frames, shot, violations } from './harness.mjs';

const env = useBrowser();

// Full screen at a window of `width` x `height` device pixels and `zoom`.
async function fullScreen(hash, width, height, zoom) {
  const { context, page } = await openDevice(env.browser, env.url, hash, { width, height, zoom, touch: false });
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement !== null && document.documentElement.classList.contains('presenting'));
  // Two frames later the boards have been laid out again for the larger type.
  await frames(page, 2);
  return { context, page };
}

const inView = (page, sel) => page.evaluate((sel) => [...document.querySelectorAll(sel)]
  .filter((e) => e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect(); return { sel, top: Math.round(r.top), bottom: Math.round(r.bottom), inside: r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.height > 0 }; }), sel);

test('full screen on a 1920x1080 projector at 150%: a comparison shows both boards, the counters, the player and the narration on one screen', async () => {
  const { context, page } = await fullScreen('#/knight?compare=dfs,warnsdorff&step=20', 1920, 1080, 1.5);
  const parts = [];
  for (const sel of ['#view .stage canvas', '.pane .counters', '.pane-status', '#view .player', '#status']) parts.push(...await inView(page, sel));
  await shot(page, `${SHOTS}fullscreen-compare-150.png`);
  assert.equal(parts.filter((p) => p.sel === '#view .stage canvas').length, 2);
  assert.deepEqual(parts.filter((p) => !p.inside), [], JSON.stringify(parts));
  // Boards a class can see: at least 40% of the screen's height.
  const boards = await page.locator('#view .stage canvas').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().height));
  assert.ok(boards.every((h) => h >= 0.4 * 720), `boards ${boards}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('full screen at 100% (1920x1080): each pane\'s finish line and the table are on screen', async () => {
  const { context, page } = await fullScreen('#/knight?compare=dfs,warnsdorff&step=20', 1920, 1080, 1);
  const parts = [];
  for (const sel of ['#view .stage canvas', '.pane-status', '.compare-table', '#view .player']) parts.push(...await inView(page, sel));
  await shot(page, `${SHOTS}fullscreen-compare-100.png`);
  assert.equal(parts.filter((p) => p.sel === '.pane-status').length, 2);
  assert.deepEqual(parts.filter((p) => !p.inside), [], JSON.stringify(parts));
  assert.deepEqual(page.errors, []);
  await context.close();
});

// The height of the ink of the file letters under a board, in CSS pixels.
const letterInk = (page) => page.locator('[data-role=canvas]').evaluate((c) => {
  const ctx = c.getContext('2d');
  const dpr = c.width / parseFloat(c.style.width);
  const h = c.height;
  const col = Math.round(c.width * 0.75);
  // The board's bottom: scanning up the right part of the canvas, the first pixel that is
  // not the margin's white.
  let bottom = h - 1;
  while (bottom > 0 && ctx.getImageData(col, bottom, 1, 1).data.slice(0, 3).every((v) => v > 245)) bottom--;
  const strip = ctx.getImageData(0, bottom + 2, c.width, h - bottom - 2);
  let top = -1;
  let low = -1;
  for (let y = 0; y < strip.height; y++) {
    for (let x = 0; x < strip.width; x++) {
      const i = (y * strip.width + x) * 4;
      if (strip.data[i] + strip.data[i + 1] + strip.data[i + 2] < 300) { if (top < 0) top = y; low = y; break; }
    }
  }
  return (low - top + 1) / dpr;
});

test('full screen at 150%, one board: the file letters are on screen and the labels grow with the type', async () => {
  // A 720 px screen at 150% (853 x 480 CSS pixels): the whole board, its letters with it.
  let { context, page } = await fullScreen('#/knight?board=8x8&step=10', 1280, 720, 1.5);
  const parts = [...await inView(page, '#view .stage canvas'), ...await inView(page, '#view .player [data-act=step]'), ...await inView(page, '#status')];
  assert.equal(parts.length, 3);
  assert.deepEqual(parts.filter((p) => !p.inside), [], JSON.stringify(parts));
  assert.ok(await letterInk(page) >= 12, `the file letters are ${await letterInk(page)} px tall`);
  await shot(page, `${SHOTS}fullscreen-single-720-150.png`);
  assert.deepEqual(page.errors, []);
  await context.close();
  // A 1080 px screen at 150%: letters half as large again as the 13 px of a page at 100%.
  ({ context, page } = await fullScreen('#/knight?board=8x8&step=10', 1920, 1080, 1.5));
  assert.deepEqual((await inView(page, '#view .stage canvas')).filter((p) => !p.inside), []);
  const ink = await letterInk(page);
  assert.ok(ink >= 16, `the file letters are ${ink} px tall`);
  await shot(page, `${SHOTS}fullscreen-single-150.png`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// A comparison of three or four panes on a projector: 1280x720 at 150% (853x480 CSS pixels)
// and at 100%, in both languages. Nothing wider than the screen (the header included); the
// panes side by side, each its title on one line, its board at least 180 px, its key counters
// (the sliding puzzle's expanded, generated and moves; the knight's nodes, backtracks and
// squares) readable, inside the pane and apart, its finish line whole, all on the screen; the
// page's status line whole; the side-by-side table under the boards.
const PROJECTED = [
  ['#/puzzle?compare=bfs,astar:misplaced,astar:manhattan', 3, ['expanded', 'generated', 'moves']],
  ['#/puzzle?compare=bfs,greedy,astar,wastar&step=999999', 4, ['expanded', 'generated', 'moves']],
  ['#/knight?compare=dfs,warnsdorff,most&step=30', 3, ['nodes', 'backtracks', 'squares']],
  ['#/knight?compare=dfs,warnsdorff,most,static&step=30', 4, ['nodes', 'backtracks', 'squares']],
];

const projected = (page) => page.evaluate(() => {
  const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
  const header = document.querySelector('body > header');
  const status = document.getElementById('status');
  const table = document.querySelector('.compare-table');
  return {
    width: innerWidth, height: innerHeight, scrollWidth: document.documentElement.scrollWidth,
    header: { ...box(header), scrollWidth: header.scrollWidth, clientWidth: header.clientWidth },
    status: { ...box(status), scrollHeight: status.scrollHeight, clientHeight: status.clientHeight, text: status.textContent },
    table: { ...box(table), scrollWidth: table.scrollWidth, clientWidth: table.clientWidth },
    panes: [...document.querySelectorAll('section.pane')].map((p) => {
      const cap = p.querySelector('.pane-caption');
      const st = p.querySelector('.pane-status');
      const shown = [...p.querySelectorAll('.counters > div')].filter((d) => d.getClientRects().length);
      return {
        box: box(p),
        title: cap.dataset.short ?? cap.textContent,
        caption: { ...box(cap), scrollWidth: cap.scrollWidth, clientWidth: cap.clientWidth, font: parseFloat(getComputedStyle(cap, cap.dataset.short ? '::before' : null).fontSize) },
        board: box(p.querySelector('canvas')),
        counters: shown.map((d) => ({ key: d.querySelector('dd').dataset.c, ...box(d),
          dt: parseFloat(getComputedStyle(d.querySelector('dt')).fontSize), dd: parseFloat(getComputedStyle(d.querySelector('dd')).fontSize) })),
        status: { ...box(st), scrollHeight: st.scrollHeight, clientHeight: st.clientHeight },
      };
    }),
  };
});

const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
const within = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;

for (const [lang, zooms] of [['en', [1.5, 1]], ['zh', [1.5]]]) {
  test(`full screen on a 1280x720 projector (${lang}, at ${zooms.map((z) => `${z * 100}%`).join(' and ')}): three and four panes side by side, nothing overlapping or cut off`, async () => {
    for (const zoom of zooms) {
      for (const [hash, count, keys] of PROJECTED) {
        const { context, page } = await fullScreen(`${hash}&lang=${lang}`, 1280, 720, zoom);
        const m = await projected(page);
        const where = `${hash} ${lang} ${zoom}: ${JSON.stringify(m)}`;
        await shot(page, `${SHOTS}fullscreen-projector-${hash.slice(2, 8)}${count}-${lang}-${zoom * 100}.png`);
        assert.equal(m.width, Math.round(1280 / zoom));
        // Nothing wider than the screen; the header wraps or folds, never scrolls sideways.
        assert.equal(m.scrollWidth, m.width, where);
        assert.ok(m.header.scrollWidth <= m.header.clientWidth && m.header.right <= m.width, where);
        // The page's status line whole, on the screen.
        assert.ok(m.status.text.length > 0 && m.status.scrollHeight <= m.status.clientHeight + 1 && m.status.bottom <= m.height, where);
        assert.equal(m.panes.length, count);
        const bottom = Math.max(...m.panes.map((p) => p.box.bottom));
        for (const [i, p] of m.panes.entries()) {
          // Side by side, on the screen.
          assert.ok(p.box.left >= 0 && p.box.right <= m.width && p.box.top >= 0 && p.box.bottom <= m.height, `pane ${i} ${where}`);
          if (i > 0) assert.ok(apart(m.panes[i - 1].box, p.box), `panes ${i - 1} and ${i} ${where}`);
          // The title on one line, whole: its height under two lines of its type.
          assert.ok(p.caption.scrollWidth <= p.caption.clientWidth && p.caption.height < 1.9 * p.caption.font, `title ${p.title} ${where}`);
          assert.ok(Math.min(p.board.width, p.board.height) >= 180, `board ${p.board.width}x${p.board.height} ${where}`);
          // The key counters, readable, inside the pane and apart.
          assert.deepEqual(p.counters.map((c) => c.key).filter((k) => k !== 'visited').sort(), [...keys].sort(), where);
          for (const [j, c] of p.counters.entries()) {
            assert.ok(c.dt >= 12 && c.dd >= 16, `counter ${c.key} type ${c.dt}/${c.dd}`);
            assert.ok(within(c, p.box), `counter ${c.key} of pane ${i} ${where}`);
            for (const d of p.counters.slice(j + 1)) assert.ok(apart(c, d), `counters ${c.key} and ${d.key} ${where}`);
            assert.ok(apart(c, p.board), `counter ${c.key} on the board ${where}`);
          }
          // Its finish line whole.
          assert.ok(p.status.scrollHeight <= p.status.clientHeight + 1 && within(p.status, p.box), `pane ${i}'s status ${where}`);
        }
        // The presenter's table under the boards, whole: no column left in a sideways scroll.
        assert.ok(m.table.top >= bottom - 0.5 && m.table.left >= 0 && m.table.right <= m.width, where);
        assert.ok(m.table.scrollWidth <= m.table.clientWidth + 1, `the table scrolls sideways: ${where}`);
        // The short titles and the small type pass axe (contrast, names) where room is least.
        if (zoom === 1.5 && count === 4) assert.deepEqual(await violations(page, 'projector'), [], where);
        assert.deepEqual(page.errors, []);
        await context.close();
      }
    }
  });
}
