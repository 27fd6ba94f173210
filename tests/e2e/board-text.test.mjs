// The board as text: under every board a disclosure "Board as a table",
// closed at first, whose <table> holds what the board shows, in step with the frame while
// open. Each view is opened, stepped, the table opened, and its cells held to what the engine
// says for the same instance (the CLI, target/test-opt/searchlight): the BFS distances, the
// knight's move numbers, the queens' columns, the sudoku's digits (given and placed), the
// mouse's square, the sliding puzzle's tiles. One check in Chinese; axe on the open tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useBrowser, useCli, open, button, idle, violations, frames } from './harness.mjs';

const env = useBrowser();
const CLI = useCli();
const cli = (...args) => JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' }));

// Open the table (it is closed at first) and wait until it is drawn.
async function openTable(page) {
  const details = page.locator('details.board-text');
  assert.equal(await details.getAttribute('open'), null, 'closed at first');
  assert.equal(await page.locator('.board-text table').count(), 0, 'nothing built while closed');
  await details.locator('summary').click();
  await page.waitForSelector('.board-text table, [data-role=board-text-big]');
}

// The table as text: its caption, column headers, and per row its header and cells.
const readTable = (page) => page.locator('.board-text table').evaluate((table) => ({
  caption: table.caption.textContent,
  cols: [...table.tHead.rows[0].cells].slice(1).map((c) => c.textContent),
  rows: [...table.tBodies[0].rows].map((tr) => ({ head: tr.cells[0].textContent, cells: [...tr.cells].slice(1).map((c) => c.textContent) })),
}));

// The cells by square name (file letter or column header, then the row header): "c3" -> text.
function bySquare(table, name = (col, row) => `${col}${row}`) {
  const out = {};
  for (const { head, cells } of table.rows) cells.forEach((text, c) => { out[name(table.cols[c], head)] = text; });
  return out;
}

// The number a cell starts with (a distance, a move number), or null for none.
const leading = (text) => (/^\d+/.test(text) ? Number(/^\d+/.exec(text)[0]) : null);

// Steps as a person takes them, waiting for the player's count.
async function step(page, n) {
  for (let i = 0; i < n; i++) await button(page, 'Step').click();
  await page.waitForFunction((k) => document.querySelector('[data-c=steps]')?.textContent === String(k), n);
}

test('bfs: the distances in the table are the CLI\'s, part way (as each is discovered) and at the end; kept in step only while open', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=5x5&start=a1');
  await step(page, 20);
  await openTable(page);
  const trace = cli('bfs', '--board', '5x5', '--start', 'a1', '--table');
  let table = await readTable(page);
  assert.equal(table.caption, 'Knight distances from a1 on 5x5, step 20');
  assert.deepEqual(table.cols, ['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual(table.rows.map((r) => r.head), ['5', '4', '3', '2', '1']);
  let cells = bySquare(table);
  // A square's distance is shown from the step it is discovered at (the trace's `known`).
  const known = Object.fromEntries(trace.rows.map(([sq, d], i) => [sq, { d, at: trace.known[i][1] }]));
  for (const [sq, text] of Object.entries(cells)) {
    assert.equal(leading(text), known[sq] && known[sq].at <= 20 ? known[sq].d : null, `${sq} at step 20: ${text}`);
  }
  assert.ok(Object.values(cells).some((c) => c.includes('(in the queue')), 'squares waiting are marked');
  assert.equal(Object.values(cells).filter((c) => c.includes('being expanded')).length, 1, 'one square is being expanded');
  // One more step while open: the table follows the frame.
  await button(page, 'Step').click();
  await page.waitForFunction(() => document.querySelector('.board-text caption')?.textContent.endsWith('step 21'));
  // Closed, a step leaves the table as it was (not built again); opened, it is the frame's.
  await page.locator('.board-text summary').click();
  const before = await page.locator('.board-text table').evaluate((t) => { t.dataset.old = '1'; return t.caption.textContent; });
  await button(page, 'Step').click();
  await frames(page);
  assert.equal(await page.locator('.board-text table[data-old]').count(), 1, 'not rebuilt while closed');
  assert.equal(await page.locator('.board-text caption').textContent(), before);
  await page.locator('.board-text summary').click();
  await page.waitForFunction(() => document.querySelector('.board-text caption')?.textContent.endsWith('step 22'));
  // Solved: every distance is the CLI's.
  await button(page, 'Solve').click();
  await idle(page);
  await page.waitForFunction(() => document.querySelector('.board-text caption')?.textContent.endsWith('step 75'));
  table = await readTable(page);
  cells = bySquare(table);
  const { distances } = cli('bfs', '--board', '5x5', '--start', 'a1', '--json');
  assert.deepEqual(Object.fromEntries(Object.entries(cells).map(([sq, text]) => [sq, leading(text)])), distances);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('knight: the move numbers are the CLI\'s tour, the knight on its last square', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&strategy=warnsdorff');
  await openTable(page);
  assert.match((await readTable(page)).caption, /^Knight’s tour on 5x5, step 0$/);
  await button(page, 'Solve').click();
  await idle(page);
  const { tour } = cli('knight', '--board', '5x5', '--start', 'a1', '--strategy', 'warnsdorff', '--json');
  await page.waitForFunction((n) => document.querySelector('.board-text caption')?.textContent.endsWith(`step ${n}`), tour.length);
  const cells = bySquare(await readTable(page));
  assert.deepEqual(Object.fromEntries(tour.map((sq) => [sq, leading(cells[sq])])), Object.fromEntries(tour.map((sq, i) => [sq, i + 1])));
  assert.match(cells[tour.at(-1)], /the knight/);
  assert.match(cells.a1, /^1 \(start\)$/);
  await page.close();
});

test('queens: the Q of each row stands in the CLI\'s column; the accessibility tree says so', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&mode=first');
  await step(page, 3);
  await openTable(page);
  let table = await readTable(page);
  // Three steps: the queens of rows 1 and 2 placed (each row's first free column).
  const placed = table.rows.flatMap(({ head, cells }) => cells.flatMap((c, i) => (c === 'Q' ? [`${head}:${i + 1}`] : [])));
  assert.ok(placed.length >= 1 && placed.length <= 3, placed.join(' '));
  await button(page, 'Solve').click();
  await idle(page);
  const [cols] = cli('queens', '--n', '6', '--json').boards;
  await page.waitForFunction(() => !/step 3$/.test(document.querySelector('.board-text caption')?.textContent));
  table = await readTable(page);
  for (const { head, cells } of table.rows) {
    const row = Number(head) - 1; // rows numbered from 1 at the bottom, as the board labels them
    assert.deepEqual(cells.map((c, i) => (c === 'Q' ? i : -1)).filter((i) => i >= 0), [cols[row]], `row ${head}: ${cells.join('|')}`);
  }
  // What a screen reader walks: each row's header, then its cells in order.
  const snapshot = await page.locator('.board-text table').ariaSnapshot();
  const lines = snapshot.split('\n').map((l) => l.trim());
  for (let row = 0; row < 6; row++) {
    const at = lines.indexOf(`- rowheader "${row + 1}"`);
    const cells = lines.slice(at + 1, at + 7);
    assert.deepEqual(cells.flatMap((l, c) => (l === '- cell "Q"' ? [c] : [])), [cols[row]], `row ${row + 1} in:\n${snapshot}`);
  }
  await page.close();
});

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('sudoku: the givens bare, the digits the search placed by step N marked "placed", all the CLI\'s', async () => {
  const page = await open(env.browser, env.url, `#/sudoku?p=${EASY}&cell=mrv&step=15`);
  await openTable(page);
  const trace = cli('sudoku', EASY, '--cell', 'mrv', '--table');
  let table = await readTable(page);
  assert.equal(table.caption, 'Sudoku grid, 9x9, step 15');
  let cells = bySquare(table, (col, row) => `${row}${col}`);
  for (const [cell, digit, given, at] of trace.rows) {
    const want = given ? digit : at <= 15 ? `${digit} (placed${at === 15 ? ', just tried' : ''})` : '';
    assert.equal(cells[cell], want, cell);
  }
  await button(page, 'Solve').click();
  await idle(page);
  await page.waitForFunction(() => !/step 15$/.test(document.querySelector('.board-text caption')?.textContent));
  cells = bySquare(await readTable(page), (col, row) => `${row}${col}`);
  const [grid] = cli('sudoku', EASY, '--cell', 'mrv', '--json').grids;
  assert.equal(Object.values(cells).map((c) => c[0]).join(''), grid);
  await page.close();
});

test('maze: the mouse\'s square is the CLI\'s at the step it enters it, and on the coin at the end', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=6x6&seed=7&step=12');
  await openTable(page);
  const trace = cli('maze', '--size', '6x6', '--seed', '7', '--table');
  const entered = Object.fromEntries(trace.rows.map(([, sq, , , at]) => [at, sq]));
  assert.equal(entered[12], 'e3');
  let cells = bySquare(await readTable(page));
  const mouse = () => Object.entries(cells).filter(([, c]) => c.includes('the mouse')).map(([sq]) => sq);
  assert.deepEqual(mouse(), ['e3']);
  assert.match(cells.a6, /start/);
  assert.match(cells.f1, /the coin/);
  // Walls inside the maze, as the CLI's drawing has them: a6 has a wall to its south.
  assert.match(cells.a6, /walls south/);
  await button(page, 'Solve').click();
  await idle(page);
  await page.waitForFunction(() => !/step 12$/.test(document.querySelector('.board-text caption')?.textContent));
  cells = bySquare(await readTable(page));
  assert.deepEqual(mouse(), ['f1']);
  await page.close();
});

test('puzzle: the tiles as the position says, then the goal once solved by the CLI\'s moves', async () => {
  const start = '1 2 3 4 0 6 7 5 8';
  const page = await open(env.browser, env.url, `#/puzzle?tiles=${start}`);
  await openTable(page);
  const tiles = async () => (await readTable(page)).rows.flatMap((r) => r.cells.map((c) => (c.startsWith('blank') ? 0 : leading(c))));
  assert.deepEqual(await tiles(), start.split(' ').map(Number));
  const { solution } = cli('puzzle', '--tiles', start, '--json');
  await button(page, 'Solve').click();
  await idle(page);
  await page.waitForFunction(() => !/step 0$/.test(document.querySelector('.board-text caption')?.textContent));
  const board = start.split(' ').map(Number);
  for (const tile of solution) {
    const [a, b] = [board.indexOf(tile), board.indexOf(0)];
    [board[a], board[b]] = [0, tile];
  }
  assert.deepEqual(await tiles(), board);
  const cells = (await readTable(page)).rows.flatMap((r) => r.cells);
  assert.equal(cells.find((c) => c.includes('just slid')), `${solution.at(-1)} (just slid, in its goal place)`);
  await page.close();
});

test('a board of more than 400 squares is not listed: a sentence says so, with the square being expanded', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=21x20&start=a1&step=5');
  await openTable(page);
  assert.equal(await page.locator('.board-text-caption').textContent(), 'Knight distances from a1 on 21x20, step 5');
  const said = await page.locator('[data-role=board-text-big]').textContent();
  assert.match(said, /^This board has 420 squares, more than the 400 a table lists\. The search is expanding [a-t]\d+, at distance \d\.$/);
  await page.close();
});

test('zh: the table in Chinese', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=5x5&start=a1&step=20&lang=zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  await page.getByText('棋盘表格', { exact: true }).click();
  await page.waitForSelector('.board-text table');
  const table = await readTable(page);
  assert.equal(table.caption, '从 a1 出发的马步距离（5x5 棋盘），第 20 步');
  assert.ok(Object.values(bySquare(table)).some((c) => /^\d（在队列中）$/.test(c)), JSON.stringify(table.rows));
  await page.close();
});

test('axe: no violations with the table open (bfs, sudoku, maze, puzzle, queens, knight, dfs)', async () => {
  const found = [];
  for (const hash of ['#/bfs?board=8x8&start=c3&target=h8&step=30', `#/sudoku?p=${EASY}&step=10`, '#/maze?size=12x12&seed=7&loops=20&step=40',
    '#/puzzle?tiles=1 2 3 4 0 6 7 5 8', '#/queens?n=8&step=12', '#/knight?board=6x6&strategy=warnsdorff&step=10', '#/dfs?step=9']) {
    const page = await open(env.browser, env.url, hash);
    await openTable(page);
    found.push(...await violations(page, hash));
    await page.close();
  }
  assert.deepEqual(found, []);
});

test('ladder: the layers are a named list, each layer\'s words those the CLI discovered by the step, marked as drawn', async () => {
  const page = await open(env.browser, env.url, '#/ladder?from=fool&to=sage&step=5');
  const list = page.getByRole('list', { name: 'Layers of the breadth-first search' });
  await list.waitFor();
  const items = await list.getByRole('listitem').allTextContents();
  const trace = cli('ladder', 'fool', 'sage', '--table');
  const layers = [];
  trace.rows.forEach(([word, d], i) => {
    if (trace.known[i][1] > 5) return;
    (layers[d] ??= []).push(word.toUpperCase());
  });
  assert.deepEqual(items.map((text) => text.replace(/ \([^)]*\)/g, '')), layers.map((words, d) => `Layer ${d}${words.join('')}`));
  const snapshot = await list.ariaSnapshot();
  assert.match(snapshot, /listitem: Layer 0 FOOL \(being expanded\)/);
  assert.match(snapshot, /Layer 1 COOL \(in the queue\) FOAL \(in the queue\) FOIL \(in the queue\) FOOD \(in the queue\)$/m);
  await page.close();
});

test('sudoku BFS: the queue of next grids has a name and a text form, a grid an item', async () => {
  const page = await open(env.browser, env.url, `#/sudoku?p=${EASY}&frontier=bfs&step=6`);
  await page.getByText('The next grids as text', { exact: true }).click();
  const list = page.getByRole('list', { name: 'The next grids in the queue' });
  const items = await list.getByRole('listitem').allTextContents();
  const frontier = Number(await page.locator('[data-c=frontier]').textContent());
  assert.equal(items.length, Math.min(6, frontier));
  items.forEach((text, k) => assert.match(text, new RegExp(`^Grid ${k + 1}: (r\\dc\\d \\d(, |$))+`), text));
  // Each grid holds the givens and more: a digit placed is in an empty cell of the puzzle.
  for (const text of items) {
    for (const [, r, c] of text.matchAll(/r(\d)c(\d) \d/g)) assert.equal(EASY[(r - 1) * 9 + (c - 1)], '.', `${text}: r${r}c${c}`);
  }
  {
    const axe = await violations(page, 'sudoku queue');
    assert.deepEqual(axe, []);
  }
  await page.close();
});

test('dfs: the graph as a table, a row per vertex: its times, parent and edges\' classes the CLI\'s once finished', async () => {
  const page = await open(env.browser, env.url, '#/dfs');
  assert.equal(await page.locator('.board-text summary').textContent(), 'Graph as a table');
  await openTable(page);
  await button(page, 'Solve').click();
  await idle(page);
  const file = join(mkdtempSync(join(tmpdir(), 'searchlight-dfs-')), 'graph.txt');
  writeFileSync(file, await page.locator('textarea[name=edges]').inputValue());
  const json = cli('dfs', '--edges', file, '--json');
  await page.waitForFunction(() => !/step 0$/.test(document.querySelector('.board-text caption')?.textContent));
  const table = await readTable(page);
  assert.deepEqual(table.cols, ['Colour', 'Discovered (d)', 'Finished (f)', 'Parent', 'Edges out']);
  assert.deepEqual(Object.fromEntries(table.rows.map(({ head, cells }) => [head, { d: Number(cells[1]), f: Number(cells[2]) }])), json.times);
  assert.deepEqual(table.rows.filter((r) => r.cells[3] === 'a root').map((r) => r.head).sort(), [...json.roots].sort());
  assert.ok(table.rows.every((r) => r.cells[0] === 'black'), 'every vertex finished');
  const edges = table.rows.flatMap(({ head, cells }) => [...cells[4].matchAll(/→ (\w+) \((\w+) edge\)/g)].map(([, to, cls]) => `${head} ${to} ${cls}`));
  assert.deepEqual(edges.sort(), json.edges.map((e) => `${e.from} ${e.to} ${e.class}`).sort());
  await page.close();
});

test('side by side: each pane has its own table, named by its pane, holding its own search\'s board (the same view alone shows the same)', async () => {
  const page = await open(env.browser, env.url, `#/sudoku?p=${EASY}&compare=first,mrv&step=15`);
  await page.waitForFunction(() => document.querySelectorAll('.pane details.board-text').length === 2);
  const read = (table) => table.evaluate((t) => ({
    caption: t.caption.textContent,
    cols: [...t.tHead.rows[0].cells].slice(1).map((c) => c.textContent),
    rows: [...t.tBodies[0].rows].map((tr) => ({ head: tr.cells[0].textContent, cells: [...tr.cells].slice(1).map((c) => c.textContent) })),
  }));
  const seen = {};
  for (const cell of ['first', 'mrv']) {
    const pane = page.locator(`.pane[data-value=${cell}]`);
    const name = await pane.locator('.pane-caption').textContent();
    const details = pane.locator('details.board-text');
    assert.equal(await details.locator('summary').textContent(), `Board as a table: ${name}`);
    await details.locator('summary').click();
    const table = await read(pane.locator('.board-text table'));
    assert.equal(table.caption, `Sudoku grid, 9x9, step 15: ${name}`);
    seen[cell] = table.rows;
    // The view alone on the same rule at the same step (its table held to the CLI above).
    const alone = await open(env.browser, env.url, `#/sudoku?p=${EASY}&cell=${cell}&step=15`);
    await openTable(alone);
    assert.deepEqual((await readTable(alone)).rows, table.rows, cell);
    await alone.close();
  }
  assert.notDeepEqual(seen.first, seen.mrv, 'the two rules have placed different digits by step 15');
  // The panes step on together; each table follows its own pane.
  await button(page, 'Step').click();
  await page.waitForFunction(() => [...document.querySelectorAll('.pane .board-text caption')].every((c) => /step 16: /.test(c.textContent)));
  assert.deepEqual(await violations(page, 'compare panes, tables open'), []);
  await page.close();
});

test('embed: the table is out of sight until the keys reach it, then covers the frame when opened', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=5x5&start=a1&step=20&embed=1', { width: 640, height: 420 });
  const summary = page.locator('.board-text summary');
  const box = async () => summary.evaluate((s) => { const r = s.getBoundingClientRect(); return { w: r.width, h: r.height }; });
  assert.ok((await box()).w <= 1, 'hidden as a skip link is');
  await summary.focus();
  const shown = await box();
  assert.ok(shown.w > 50 && shown.h > 10, `seen once focused: ${JSON.stringify(shown)}`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.board-text table');
  const cover = await page.locator('details.board-text').evaluate((d) => { const r = d.getBoundingClientRect(); return { w: r.width, h: r.height, z: getComputedStyle(d).position }; });
  assert.deepEqual(cover, { w: 640, h: 420, z: 'fixed' });
  assert.equal(await page.locator('.board-text caption').textContent(), 'Knight distances from a1 on 5x5, step 20');
  assert.deepEqual(await violations(page, 'embed, table open'), []);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('details.board-text').open);
  await page.close();
});
