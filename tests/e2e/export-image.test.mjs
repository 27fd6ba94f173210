// Export, the picture: on every view, in English and Chinese, the PNG downloaded
// is decoded and held pixel for pixel against the board's own canvas at 1x (the page at
// devicePixelRatio 1), and the SVG is parsed: one named element per square (a vertex of
// the DFS graph), and the texts drawn checked against the puzzle worked out here (knight's
// moves, BFS distances, the sudoku's givens, a valid queens solution, CLRS's DFS times).
// Side by side: one picture, each pane's region its canvas's pixels; 2x and transparent;
// the knight's board too big to draw as squares: PNG only, SVG said why; the word ladder
// (text on the page): no picture, said why. axe is clean with the menu open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { useBrowser, open, everyView, violations, openExport, useCli, SHOTS } from './harness.mjs';
import { loadCatalogue } from '../../www/text/index.js';

const [en, zh] = await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);

const env = useBrowser();
const TEXT = { en, zh };
const CLI = useCli();

const SUDOKU = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const STATES = everyView({
  knight: '#/knight?board=8x8&start=a1&strategy=warnsdorff&step=10',
  bfs: '#/bfs?board=8x8&start=a1&step=20',
  dfs: '#/dfs?step=999',
  queens: '#/queens?n=8&mode=first&step=999999',
  sudoku: `#/sudoku?p=${SUDOKU}&cell=first`,
  maze: '#/maze?size=12x12&seed=7&step=40',
  puzzle: '#/puzzle?tiles=1,2,3,4,5,6,0,7,8&step=999999',
  sokoban: '#/sokoban?step=5',
});

// The menu open, its picture part loaded.
const openMenu = (page) => openExport(page, '[data-part=image] [data-act=png]');

// Click the button whose name holds `format` (PNG, SVG) and take the file it downloads.
async function exportFile(page, format) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-part=image]').getByRole('button', { name: format }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

// The PNG `bytes` decoded in the page, against the pixels of the board canvas `index` (of
// the view's boards, in order) placed at (x, y) CSS pixels of the picture at `scale` 1:
// { width, height } of the picture, of the canvas, and how many pixels differ.
function comparePixels(page, bytes, { index = 0, x = 0, y = 0 } = {}) {
  return page.evaluate(async ({ b64, index, x, y }) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
    const canvas = /** @type {HTMLCanvasElement} */ ([...document.querySelectorAll('#view .stage canvas')][index]);
    const own = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const off = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = off.getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const got = ctx.getImageData(x, y, canvas.width, canvas.height).data;
    let differ = 0;
    for (let i = 0; i < own.length; i += 4) {
      if (own[i] !== got[i] || own[i + 1] !== got[i + 1] || own[i + 2] !== got[i + 2] || own[i + 3] !== got[i + 3]) differ++;
    }
    return { width: bitmap.width, height: bitmap.height, canvas: [canvas.width, canvas.height], differ };
  }, { b64: bytes.toString('base64'), index, x, y });
}

// The SVG parsed in the page: its size, its squares (data-square: name and box), vertices,
// panes (data-pane and where each is placed) and texts (label or not, and the square each
// stands in, by its anchor point).
function parseSvg(page, bytes) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    const svg = doc.documentElement;
    const num = (el, a) => Number(el.getAttribute(a));
    const within = (root) => {
      const squares = [...root.querySelectorAll('[data-square]')].map((r) => ({
        name: r.getAttribute('data-square'), x: num(r, 'x'), y: num(r, 'y'), w: num(r, 'width'), h: num(r, 'height'),
      }));
      const texts = [...root.querySelectorAll('text')].map((t) => {
        const x = num(t, 'x');
        const y = num(t, 'y');
        // The square under the text's anchor (its baseline is a little below the middle).
        const sq = squares.find((s) => x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h);
        // A halo (strokeText: the outline that keeps a number readable) is not a text of its own.
        return { text: t.textContent, label: t.getAttribute('data-label'), halo: t.getAttribute('fill') === 'none', square: sq ? sq.name : null, x, y };
      });
      return { squares, texts, vertices: [...root.querySelectorAll('[data-vertex]')].map((v) => v.getAttribute('data-vertex')) };
    };
    const panes = [...svg.querySelectorAll('g[data-pane]')].map((g) => {
      const m = g.getAttribute('transform').match(/matrix\(([^)]*)\)/)[1].split(/[ ,]+/).map(Number);
      return { value: g.getAttribute('data-pane'), x: m[4], y: m[5], ...within(g) };
    });
    return { root: svg.localName, width: num(svg, 'width'), height: num(svg, 'height'), panes, ...within(svg) };
  }, bytes.toString('utf8'));
}

// The SVG drawn by the browser (an <img> of it, as a data: URL the page's CSP allows)
// against the PNG: the share of pixels that differ by more than a quarter in some channel
// (the edges of shapes and glyphs anti-alias a little apart; a misplaced text, arc or dash
// differs by far more).
function svgAgainstPng(page, svgBytes, pngBytes) {
  return page.evaluate(async ({ svg, png }) => {
    const load = (src) => new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = reject;
      img.src = src;
    });
    const [a, b] = await Promise.all([load(`data:image/svg+xml;base64,${svg}`), load(`data:image/png;base64,${png}`)]);
    const w = b.naturalWidth;
    const h = b.naturalHeight;
    const pixels = (img) => {
      const c = new OffscreenCanvas(w, h);
      const x = c.getContext('2d');
      x.drawImage(img, 0, 0, w, h);
      return x.getImageData(0, 0, w, h).data;
    };
    const A = pixels(a);
    const B = pixels(b);
    let far = 0;
    for (let i = 0; i < A.length; i += 4) {
      if (Math.max(Math.abs(A[i] - B[i]), Math.abs(A[i + 1] - B[i + 1]), Math.abs(A[i + 2] - B[i + 2]), Math.abs(A[i + 3] - B[i + 3])) > 64) far++;
    }
    return { size: [a.naturalWidth, a.naturalHeight], far: far / (w * h) };
  }, { svg: svgBytes.toString('base64'), png: pngBytes.toString('base64') });
}

// Squares named in chess notation: [file, rank] from 0.
const coords = (name) => [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
const knightMove = (a, b) => {
  const [f1, r1] = coords(a);
  const [f2, r2] = coords(b);
  const d = [Math.abs(f1 - f2), Math.abs(r1 - r2)].sort().join();
  return d === '1,2';
};

// Knight's-move distances from `start` on an n x n board, by a BFS of the test's own.
function knightDistances(n, start) {
  const dist = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const sq = queue.shift();
    const [f, r] = coords(sq);
    for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) {
      const nf = f + df;
      const nr = r + dr;
      if (nf < 0 || nr < 0 || nf >= n || nr >= n) continue;
      const name = `${String.fromCharCode(97 + nf)}${nr + 1}`;
      if (!dist.has(name)) { dist.set(name, dist.get(sq) + 1); queue.push(name); }
    }
  }
  return dist;
}

const inSquares = (svg) => svg.texts.filter((t) => !t.label && !t.halo);
const names = (n, name) => Array.from({ length: n * n }, (_, i) => name(i));

// What each view's SVG must hold, from the puzzle worked out here.
const CHECKS = {
  async knight(page, svg) {
    assert.equal(new Set(svg.squares.map((s) => s.name)).size, 64);
    const texts = inSquares(svg);
    const head = texts.filter((t) => t.text === '\u265E');
    assert.equal(head.length, 1, 'one knight');
    // The candidates' onward moves, in their squares' corners, as the canvas names them.
    const candidates = (await page.locator('#view canvas').first().getAttribute('data-candidates')).split(', ').map((c) => c.split(' '));
    let rest = texts.filter((t) => t !== head[0]);
    for (const [sq, onward] of candidates) {
      const at = rest.findIndex((t) => t.square === sq && t.text === onward);
      assert.ok(at >= 0, `candidate ${sq} ${onward} drawn`);
      rest = rest.filter((_, i) => i !== at);
    }
    // Step numbers 1..10 on the squares of a knight's path to the knight (on the 11th).
    const byStep = new Map(rest.map((t) => [Number(t.text), t.square]));
    assert.equal(rest.length, 10);
    assert.deepEqual([...byStep.keys()].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.equal(byStep.get(1), 'a1');
    const path = [...[...byStep.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]), head[0].square];
    assert.equal(new Set(path).size, 11);
    for (let i = 1; i < path.length; i++) assert.ok(knightMove(path[i - 1], path[i]), `${path[i - 1]} to ${path[i]} is a knight's move`);
  },
  async bfs(page, svg) {
    assert.equal(new Set(svg.squares.map((s) => s.name)).size, 64);
    const dist = knightDistances(8, 'a1');
    const texts = inSquares(svg);
    // Every square discovered shows its distance: as many as the counter says.
    assert.equal(String(texts.length), (await page.locator('[data-c=discovered]').textContent()).replace(/,/g, ''));
    assert.ok(texts.length > 5);
    for (const t of texts) assert.equal(Number(t.text), dist.get(t.square), `distance of ${t.square}`);
  },
  async dfs(page, svg) {
    // CLRS's figure 22.4 searched to the end: every vertex and its d/f times.
    assert.deepEqual([...svg.vertices].sort(), ['u', 'v', 'w', 'x', 'y', 'z']);
    const texts = svg.texts.filter((t) => !t.halo).map((t) => t.text).sort();
    assert.deepEqual(texts, ['1/8', '10/11', '2/7', '3/6', '4/5', '9/12', 'u', 'v', 'w', 'x', 'y', 'z']);
  },
  async queens(page, svg) {
    assert.equal(new Set(svg.squares.map((s) => s.name)).size, 64);
    const queens = inSquares(svg).filter((t) => t.text === '\u265B').map((t) => t.square.match(/^r(\d+)c(\d+)$/).slice(1).map(Number));
    assert.equal(queens.length, 8);
    for (let i = 0; i < 8; i++) {
      for (let j = i + 1; j < 8; j++) {
        const [r1, c1] = queens[i];
        const [r2, c2] = queens[j];
        assert.ok(r1 !== r2 && c1 !== c2 && Math.abs(r1 - r2) !== Math.abs(c1 - c2), `queens ${queens[i]} and ${queens[j]} do not attack`);
      }
    }
  },
  async sudoku(page, svg) {
    assert.deepEqual(svg.squares.map((s) => s.name).sort(), names(9, (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`).sort());
    const givens = [...SUDOKU].flatMap((ch, i) => (ch === '.' ? [] : [[`r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`, ch]]));
    const drawn = inSquares(svg).map((t) => [t.square, t.text]);
    assert.deepEqual(drawn.sort(), givens.sort());
  },
  async maze(page, svg) {
    assert.equal(new Set(svg.squares.map((s) => s.name)).size, 144);
    assert.deepEqual(inSquares(svg), [], 'nothing but the labels is written on a maze');
    assert.equal(svg.texts.filter((t) => t.label === 'file').length, 12);
  },
  async sokoban(page, svg, bytes) {
    // Built-in level 1 (data/sokoban/levels.txt): a square per cell named as the board names
    // it (file a.., rank 1 at the bottom), the walls where the level has #, and drawn on the
    // floor the one goal (a ring), the one box (a square inset in its cell) and the keeper
    // (a filled disc), each inside the square the level or the search puts it on.
    const level = readFileSync(new URL('../../data/sokoban/levels.txt', import.meta.url), 'utf8')
      .split('\n\n').find((block) => block.includes('; First push')).split('\n').filter((r) => !r.startsWith(';') && r);
    const [rows, cols] = [level.length, level[0].length];
    const at = (r, c) => `${String.fromCharCode(97 + c)}${rows - r}`;
    assert.deepEqual(svg.squares.map((s) => s.name).sort(), level.flatMap((row, r) => [...row].map((_, c) => at(r, c))).sort());
    assert.deepEqual(inSquares(svg), [], 'nothing but the labels is written on a board');
    assert.equal(svg.texts.filter((t) => t.label === 'file').length, cols);
    const text = bytes.toString('utf8');
    const fillOf = (name) => text.match(new RegExp(`fill="([^"]+)" data-square="${name}"`))[1];
    const wall = fillOf(at(0, 0));
    const walls = level.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === '#' ? [at(r, c)] : [])));
    assert.deepEqual(svg.squares.filter((s) => fillOf(s.name) === wall).map((s) => s.name).sort(), walls.sort());
    // The shapes on the board (untagged), each by the square its box or arc's centre is in.
    const squareAt = (x, y) => svg.squares.find((s) => x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h)?.name;
    const rings = [...text.matchAll(/<path d="M([\d.]+) ([\d.]+)A([\d.]+) [^"]*" fill="none" stroke="([^"]+)"/g)]
      .map((m) => ({ sq: squareAt(Number(m[1]) - Number(m[3]), Number(m[2])), stroke: m[4] }));
    const discs = [...text.matchAll(/<path d="M([\d.]+) ([\d.]+)A([\d.]+) [^"]*" fill="(#[0-9a-f]+)"\/>/g)]
      .map((m) => squareAt(Number(m[1]) - Number(m[3]), Number(m[2])));
    const boxes = [...text.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="[\d.]+" fill="(#[0-9a-f]+)"\/>/g)]
      .filter((m) => Number(m[3]) < svg.squares[0].w).map((m) => squareAt(Number(m[1]) + Number(m[3]) / 2, Number(m[2]) + Number(m[3]) / 2));
    const floor = level.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === '#' ? [] : [at(r, c)])));
    const goals = level.flatMap((row, r) => [...row].flatMap((ch, c) => ('.*+'.includes(ch) ? [at(r, c)] : [])));
    assert.equal(discs.length, 1, 'one keeper');
    assert.ok(floor.includes(discs[0]), `the keeper on the floor (${discs[0]})`);
    assert.equal(boxes.length, [...level.join('')].filter((ch) => '$*'.includes(ch)).length, 'as many boxes as the level');
    for (const b of boxes) assert.ok(floor.includes(b) && b !== discs[0], `a box on the floor, not under the keeper (${b})`);
    for (const g of goals) assert.ok(rings.some((r) => r.sq === g), `a ring on the goal ${g}`);
  },
  async puzzle(page, svg) {
    // Solved: the goal drawn, tile i + 1 in cell i and the blank (no text) in the last.
    assert.deepEqual(svg.squares.map((s) => s.name).sort(), names(3, (i) => `cell${i}`).sort());
    const texts = inSquares(svg).map((t) => [t.square, t.text]).sort();
    assert.deepEqual(texts, Array.from({ length: 8 }, (_, i) => [`cell${i}`, String(i + 1)]).sort());
  },
};

for (const lang of ['en', 'zh']) {
  for (const [route, hash] of Object.entries(STATES)) {
    test(`${route} (${lang}): PNG is the canvas's pixels, SVG one element per square and the texts drawn`, async () => {
      const page = await open(env.browser, env.url, `${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}`);
      await openMenu(page);
      assert.deepEqual(await violations(page, `${route} export`), []);
      const part = page.locator('[data-part=image]');
      if (route === 'ladder') {
        // Its layers are text on the page: no board to draw, said in the reader's language.
        assert.ok(await part.getByRole('button', { name: 'PNG' }).isDisabled());
        assert.ok(await part.getByRole('button', { name: 'SVG' }).isDisabled());
        assert.equal(await part.locator('[data-role=image-note]').textContent(), TEXT[lang]['export.image.none']);
        assert.deepEqual(page.errors, []);
        await page.close();
        return;
      }
      const png = await exportFile(page, 'PNG');
      assert.match(png.name, new RegExp(`^${route}-.*step\\d+\\.png$`));
      const cmp = await comparePixels(page, png.bytes);
      assert.deepEqual([cmp.width, cmp.height], cmp.canvas, 'the picture is the canvas\'s size at 1x');
      assert.equal(cmp.differ, 0, 'every pixel as on the canvas');
      const file = await exportFile(page, 'SVG');
      assert.equal(file.name, png.name.replace(/\.png$/, '.svg'));
      const svg = await parseSvg(page, file.bytes);
      assert.equal(svg.root, 'svg', svg.error);
      assert.deepEqual([svg.width, svg.height], cmp.canvas);
      await CHECKS[route](page, svg, file.bytes);
      // The same frame: the SVG as a browser draws it is the PNG but for anti-aliasing.
      const drawn = await svgAgainstPng(page, file.bytes, png.bytes);
      assert.deepEqual(drawn.size, cmp.canvas);
      assert.ok(drawn.far < 0.001, `${(drawn.far * 100).toFixed(3)}% of the pixels differ`);
      assert.equal(await part.locator('[data-role=image-note]').textContent(), TEXT[lang]['export.image.saved'].replace('{file}', file.name));
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

test('side by side: one picture, each pane its own canvas under its name, in PNG and SVG', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `#/knight?board=8x8&start=a1&compare=dfs,warnsdorff&step=12&lang=${lang}`);
    await openMenu(page);
    assert.deepEqual(await violations(page, 'compare export'), []);
    const svgFile = await exportFile(page, 'SVG');
    assert.equal(svgFile.name, 'knight-8x8-a1-dfs-vs-warnsdorff-step12.svg');
    const svg = await parseSvg(page, svgFile.bytes);
    assert.deepEqual(svg.panes.map((p) => p.value), ['dfs', 'warnsdorff']);
    const captions = await page.locator('.pane-caption').allTextContents();
    for (const [i, pane] of svg.panes.entries()) {
      assert.equal(new Set(pane.squares.map((s) => s.name)).size, 64, `pane ${pane.value}: 64 squares`);
      assert.equal(inSquares(pane).filter((t) => /^\d+$/.test(t.text) && Number(t.text) <= 12).length >= 12, true);
      // Its name above it.
      assert.ok(svg.texts.some((t) => t.text === captions[i]), `caption ${captions[i]}`);
    }
    const png = await exportFile(page, 'PNG');
    assert.ok((await svgAgainstPng(page, svgFile.bytes, png.bytes)).far < 0.001);
    for (const [i, pane] of svg.panes.entries()) {
      const cmp = await comparePixels(page, png.bytes, { index: i, x: pane.x, y: pane.y });
      assert.equal(cmp.differ, 0, `pane ${pane.value}: every pixel as on its canvas`);
      assert.deepEqual([cmp.width, cmp.height], [svg.width, svg.height]);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A comparison's picture says what the comparison found: under each pane's board its
// counters as the pane shows them (name and value on one line), and once the run is over
// the side-by-side table, row by row, as the page shows it (read from the page, so its
// words are the page's in either language); the panes' expanded counts are the CLI's.
const RACE = '#/puzzle?tiles=2,5,3,1,7,6,4,8,0&compare=bfs,astar&step=999999';
test('side by side, a finished run: each pane\'s counters under its board and the side-by-side table in the picture (PNG and SVG), in both languages', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `${RACE}&lang=${lang}`, { width: 1366, height: 768 });
    await page.waitForFunction(() => document.querySelectorAll('.compare-table tr').length === 3);
    await openMenu(page);
    const svg = await parseSvg(page, (await exportFile(page, 'SVG')).bytes);
    assert.deepEqual(svg.panes.map((p) => p.value), ['bfs', 'astar']);
    const texts = svg.texts.filter((t) => !t.halo);
    // The texts on one line (the same y), left to right.
    const lineOf = (text, where) => {
      const found = texts.filter((t) => t.text === text && where(t));
      assert.equal(found.length >= 1, true, `${lang}: "${text}" in the picture`);
      return found[0];
    };
    const drawn = await page.evaluate(() => [...document.querySelectorAll('.pane')].map((pane) => ({
      value: pane.dataset.value,
      board: pane.querySelector('canvas').getBoundingClientRect().height,
      width: pane.querySelector('canvas').getBoundingClientRect().width,
      counters: [...pane.querySelectorAll('[data-role=counters] > div')].map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent, d.querySelector('dd').dataset.c]),
    })));
    for (const [i, pane] of svg.panes.entries()) {
      const own = drawn[i];
      assert.ok(own.counters.length >= 3);
      const x0 = pane.x;
      const x1 = pane.x + own.width;
      const below = (t) => Number(t.y) > pane.y + own.board && Number(t.x) >= x0 && Number(t.x) <= x1;
      for (const [name, value] of own.counters) {
        const label = lineOf(name, below);
        const number = lineOf(value, (t) => below(t) && Math.abs(t.y - label.y) < 1 && t.x > label.x);
        assert.ok(number, `${lang} ${own.value}: ${name} ${value}`);
      }
      // The expanded count drawn is the CLI's for the same search.
      const expanded = own.counters.find((c) => c[2] === 'expanded');
      const json = JSON.parse(execFileSync(CLI, ['puzzle', '--tiles', '2,5,3,1,7,6,4,8,0'.replace(/,/g, ' '), '--algo', own.value, '--json'], { encoding: 'utf8' }));
      assert.equal(Number(expanded[1].replace(/,/g, '')), json.expanded, `${own.value}: expanded`);
    }
    // The table, row by row on one line, under the panes.
    const rows = await page.evaluate(() => [...document.querySelector('.compare-table').rows].map((r) => [...r.cells].map((c) => c.textContent.trim())));
    const caption = await page.locator('.compare-table caption').textContent();
    const top = lineOf(caption, () => true).y;
    let last = top;
    for (const row of rows) {
      const first = lineOf(row[0], (t) => t.y > last);
      for (const cell of row.slice(1)) lineOf(cell, (t) => Math.abs(t.y - first.y) < 1 && t.x > first.x);
      last = first.y;
    }
    const svgFile = await exportFile(page, 'SVG');
    const png = await exportFile(page, 'PNG');
    // The SVG as a browser draws it is the PNG, counters and table included.
    const pictured = await svgAgainstPng(page, svgFile.bytes, png.bytes);
    assert.ok(pictured.far < 0.001, `${(pictured.far * 100).toFixed(3)}% of the pixels differ`);
    const size = await page.evaluate(async (b64) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      return [bitmap.width, bitmap.height];
    }, png.bytes.toString('base64'));
    assert.deepEqual(size, [svg.width, svg.height]);
    for (const [i, pane] of svg.panes.entries()) {
      const cmp = await comparePixels(page, png.bytes, { index: i, x: pane.x, y: pane.y });
      assert.equal(cmp.differ, 0, `pane ${pane.value}: every pixel as on its canvas`);
    }
    if (process.env.E2E_SHOTS) (await import('node:fs')).writeFileSync(`${SHOTS}export-compare-${lang}.png`, png.bytes);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// The page at devicePixelRatio `scale`: its canvas is drawn at that scale by the view.
async function openAt(scale, hash) {
  const page = await env.browser.newPage({ viewport: { width: 1200, height: 1000 }, deviceScaleFactor: scale });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(env.url + hash);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  return page;
}

test('2x and 4x: drawn again at that scale, the pixels of the page\'s own canvas at that devicePixelRatio; transparent: the margin clear, the board as drawn', async () => {
  const hash = '#/knight?board=8x8&start=a1&strategy=warnsdorff&step=10';
  for (const scale of [2, 4]) {
    const page = await openAt(scale, hash);
    await openMenu(page);
    const part = page.locator('[data-part=image]');
    await part.locator('select[name=image-scale]').selectOption(String(scale));
    const png = await exportFile(page, 'PNG');
    assert.equal(png.name, `knight-8x8-a1-warnsdorff-step10@${scale}x.png`);
    const cmp = await comparePixels(page, png.bytes);
    assert.deepEqual([cmp.width, cmp.height], cmp.canvas);
    assert.equal(cmp.differ, 0, `${scale}x: every pixel as the page draws at devicePixelRatio ${scale}`);
    if (scale !== 2) { await page.close(); continue; }
    // Transparent: the labels' margin clear; the board (its squares cover it) as on screen.
    await part.locator('select[name=image-background]').selectOption('transparent');
    const clear = await exportFile(page, 'PNG');
    // Another file than the white one of the same frame, so neither replaces the other.
    assert.equal(clear.name, 'knight-8x8-a1-warnsdorff-step10-transparent@2x.png');
    const svgFile = await exportFile(page, 'SVG');
    const svg = await parseSvg(page, svgFile.bytes);
    const xs = svg.squares.map((q) => q.x);
    const ys = svg.squares.map((q) => q.y);
    const board = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs) + svg.squares[0].w, h: Math.max(...ys) - Math.min(...ys) + svg.squares[0].h };
    const r = await page.evaluate(async ({ b64, board }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
      const off = new OffscreenCanvas(bitmap.width, bitmap.height);
      off.getContext('2d').drawImage(bitmap, 0, 0);
      const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('#view .stage canvas'));
      const [x, y, w, h] = [board.x, board.y, board.w, board.h].map((v) => Math.round(v * 2));
      const got = off.getContext('2d').getImageData(x, y, w, h).data;
      const own = canvas.getContext('2d').getImageData(x, y, w, h).data;
      let differ = 0;
      for (let i = 0; i < own.length; i++) if (own[i] !== got[i]) differ++;
      return { corner: [...off.getContext('2d').getImageData(1, 1, 1, 1).data], differ, size: w * h };
    }, { b64: clear.bytes.toString('base64'), board });
    assert.equal(svg.squares.length, 64);
    assert.equal(r.corner[3], 0, 'the margin of labels is transparent');
    assert.ok(r.size > 500000);
    assert.equal(r.differ, 0, 'the board as drawn on screen');
    // The SVG has no background either (on white its first element is one, the board's size).
    const background = `<rect x="0" y="0" width="${svg.width}" height="${svg.height}" fill="#ffffff"/>`;
    assert.ok(!svgFile.bytes.toString('utf8').includes(background));
    await part.locator('select[name=image-background]').selectOption('white');
    assert.ok((await exportFile(page, 'SVG')).bytes.toString('utf8').includes(`</title>${background}`));
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a knight board too big to draw as squares: its picture as PNG, and SVG says why not', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `#/knight?board=100x100&start=a1&lang=${lang}`);
    await openMenu(page);
    const part = page.locator('[data-part=image]');
    // Nothing drawn before it is solved.
    assert.ok(await part.getByRole('button', { name: 'PNG' }).isDisabled());
    assert.equal(await part.locator('[data-role=image-note]').textContent(), TEXT[lang]['export.image.empty']);
    await page.click('#export-close');
    await page.click('[data-act=big-solve]');
    await page.waitForSelector('#view .stage canvas:not([hidden])');
    await page.waitForSelector('[data-act=big-solve]:not([disabled])');
    await openMenu(page);
    const png = await exportFile(page, 'PNG');
    assert.equal(png.name, 'knight-100x100-a1-warnsdorff-step0.png');
    const cmp = await comparePixels(page, png.bytes);
    assert.deepEqual([cmp.width, cmp.height], cmp.canvas);
    assert.equal(cmp.differ, 0);
    await part.getByRole('button', { name: 'SVG' }).click();
    await part.locator('[data-role=image-note]', { hasText: TEXT[lang]['export.svg.picture'] }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
