// Export's data part on every view, in English and Chinese: the CSV and JSON downloads hold
// the trace table the CLI prints for the same instance (`--table`, the same rows), and agree
// with the CLI's own `--json` answer where it has one (the tour, the distances, the ladder,
// the times and classes, the solutions, the route); the worksheet prints with the cells
// past the frame blank and the answer key on a page after it. Side by side, each pane's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useBrowser, open, everyView, violations, SHOTS, useCli, openExport, download } from './harness.mjs';

const CLI = useCli();

const cli = (...args) => JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' }));

// RFC 4180, read independently of the page's writer: fields in quotes may hold commas,
// line breaks and doubled quotes; records end in CRLF.
function parseCsv(text) {
  assert.ok(text.endsWith('\r\n'), 'the last record ends in CRLF');
  const records = [];
  let field = '';
  let record = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { record.push(field); field = ''; } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field); records.push(record); record = []; field = ''; i++;
    } else field += c;
  }
  return records;
}

// What a CSV field says of a table's value.
const asField = (v) => (v === null ? '' : String(v));

// The instance each view is exported at, and how the CLI is asked for the same one (from
// the page as it stands: a graph or a puzzle the page shows), with the checks against the
// CLI's own JSON answer. `rows` are the CSV's records after the header, as objects.
const CASES = everyView({
  knight: {
    hash: '#/knight?board=6x6&start=c3&strategy=warnsdorff&step=12',
    args: async () => ['knight', '--board', '6x6', '--start', 'c3', '--strategy', 'warnsdorff'],
    check: (rows, json) => assert.deepEqual(rows.map((r) => r.square), json.tour),
  },
  bfs: {
    hash: '#/bfs?board=8x8&start=d4&step=30',
    args: async () => ['bfs', '--board', '8x8', '--start', 'd4'],
    check: (rows, json) => {
      assert.equal(rows.length, 64);
      const distances = Object.fromEntries(rows.map((r) => [r.square, r.distance === '' ? null : Number(r.distance)]));
      assert.deepEqual(distances, json.distances);
    },
  },
  ladder: {
    hash: '#/ladder?from=cold&to=warm&step=5',
    args: async () => ['ladder', 'cold', 'warm'],
    check: (rows, json) => {
      const by = new Map(rows.map((r) => [r.word, r]));
      const ladder = ['warm'];
      while (by.get(ladder[0]).predecessor) ladder.unshift(by.get(ladder[0]).predecessor);
      assert.deepEqual(ladder, json.ladder);
      assert.equal(rows.length, json.bfs.discovered);
    },
  },
  dfs: {
    hash: '#/dfs?step=6',
    args: async (page) => {
      const file = join(mkdtempSync(join(tmpdir(), 'searchlight-dfs-')), 'graph.txt');
      writeFileSync(file, await page.locator('textarea[name=edges]').inputValue());
      return ['dfs', '--edges', file];
    },
    check: (rows, json) => {
      const vertices = rows.filter((r) => r.vertex);
      assert.deepEqual(Object.fromEntries(vertices.map((r) => [r.vertex, { d: Number(r.d), f: Number(r.f) }])), json.times);
      assert.deepEqual(vertices.filter((r) => !r.parent).map((r) => r.vertex).sort(), [...json.roots].sort());
      const edges = rows.filter((r) => r.from).map((r) => ({ class: r.class, from: r.from, to: r.to }));
      const key = (e) => `${e.from} ${e.to}`;
      assert.deepEqual(edges.sort((a, b) => key(a).localeCompare(key(b))), [...json.edges].sort((a, b) => key(a).localeCompare(key(b))));
    },
  },
  queens: {
    hash: '#/queens?n=6&mode=all&step=150',
    args: async () => ['queens', '--n', '6', '--all'],
    check: (rows, json) => {
      // The page counts columns from 1, as the board is labelled; the CLI's boards from 0.
      const boards = rows.map((r) => Object.keys(r).filter((k) => /^row\d+$/.test(k)).map((k) => Number(r[k]) - 1));
      assert.deepEqual(boards, json.boards);
    },
  },
  sudoku: {
    hash: '#/sudoku?step=10',
    args: async (page) => ['sudoku', await page.locator('textarea[name=puzzle]').inputValue(), '--cell', 'mrv'],
    check: (rows, json) => assert.equal(rows.map((r) => r.digit).join(''), json.grids[0]),
  },
  maze: {
    hash: '#/maze?size=10x10&seed=5&step=30',
    args: async () => ['maze', '--size', '10x10', '--seed', '5'],
    check: (rows, json) => assert.deepEqual(rows.map((r) => [Number(r.row), Number(r.col)]), json.route),
  },
  puzzle: {
    hash: '#/puzzle?tiles=0,2,3,5,1,8,7,6,4&step=30',
    args: async () => ['puzzle', '--tiles', '0 2 3 5 1 8 7 6 4'],
    // A row per state A* took off the frontier: each it expanded, then the goal, at the
    // solution's length.
    check: (rows, json) => {
      assert.equal(rows.length, json.expanded + 1);
      assert.equal(rows.at(-1).tiles, '1 2 3 4 5 6 7 8 0');
      assert.equal(Number(rows.at(-1).g), json.length);
    },
  },
  sokoban: {
    hash: '#/sokoban?n=2&step=5',
    args: async () => ['sokoban', '--level', '2'],
    // A row per state A* took off the frontier: each it expanded, then the solved state, at
    // the solution's push count, its parents' chain the pushes one by one from the start.
    check: (rows, json) => {
      assert.equal(json.outcome, 'solved');
      assert.equal(rows.length, json.expanded + 1);
      assert.equal(Number(rows.at(-1).g), json.pushes);
      const byNode = new Map(rows.map((r) => [r.node, r]));
      let chain = 0;
      for (let r = rows.at(-1); r.parent !== ''; r = byNode.get(r.parent)) {
        assert.equal(Number(r.g), Number(byNode.get(r.parent).g) + 1, `node ${r.node} a push past its parent`);
        chain++;
      }
      assert.equal(chain, json.pushes);
    },
  },
});

const env = useBrowser();

// The trace table's buttons, in either language (the levels' buttons say CSV and JSON too).
const TRACE_CSV = /^(Trace table as CSV|轨迹表（CSV）)$/;
const TRACE_JSON = /^(Trace table as JSON|轨迹表（JSON）)$/;
const LEVELS_CSV = /^(Search tree levels as CSV|搜索树各层（CSV）)$/;

// Click `button` and read the file it downloads: { name, text }.
// The menu open, its data part's buttons there.
const openData = (page) => openExport(page, '#export-items [data-part=data] button');

for (const lang of ['en', 'zh']) {
  for (const [route, c] of Object.entries(CASES)) {
    test(`${route} (${lang}): CSV and JSON are the CLI's table and agree with its answer`, async () => {
      const page = await open(env.browser, env.url, `${c.hash}&lang=${lang}`);
      await openData(page);
      const args = await c.args(page);
      const table = cli(...args, '--table');
      const json = cli(...args, '--json');
      const step = Number(new URLSearchParams(c.hash.split('?')[1]).get('step'));

      const csv = await download(page, page.getByRole('button', { name: TRACE_CSV }));
      // Named by what it holds: the whole run (steps 0 to its last), not the view's step.
      assert.ok(step < table.steps, `${route}: the case stands before the run's end`);
      assert.match(csv.name, new RegExp(`^${route}(-[a-z0-9x-]+)?-steps0-${table.steps}\\.csv$`));
      const [header, ...records] = parseCsv(csv.text);
      assert.deepEqual(header, table.columns);
      assert.deepEqual(records, table.rows.map((r) => r.map(asField)));
      assert.ok(records.length > 0);
      const rows = records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
      c.check(rows, json);

      const data = await download(page, page.getByRole('button', { name: TRACE_JSON }));
      assert.match(data.name, new RegExp(`^${route}(-[a-z0-9x-]+)?-steps0-${table.steps}\\.json$`));
      const parsed = JSON.parse(data.text);
      assert.equal(parsed.route, route);
      assert.deepEqual(parsed.columns, table.columns);
      assert.deepEqual(parsed.rows.map((r) => parsed.columns.map((k) => r[k])), table.rows);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

// The pages of a PDF: its page objects (each `/Type /Page`, not the `/Pages` tree).
const pages = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) || []).length;

for (const lang of ['en', 'zh']) {
  for (const route of Object.keys(CASES)) {
    test(`the worksheet (${route}, ${lang}): blanks past the step, the key on a later page`, async () => {
      const c = CASES[route];
      const page = await open(env.browser, env.url, `${c.hash}&lang=${lang}`);
      // The browser's print dialog is not for a test: counted instead.
      await page.evaluate(() => { window['printed'] = 0; window.print = () => { window['printed'] += 1; }; });
      await openData(page);
      assert.deepEqual(await violations(page, `${route} export menu ${lang}`), []);
      await page.getByRole('button', { name: lang === 'en' ? 'Print worksheet' : '打印练习单' }).click();
      assert.equal(await page.evaluate(() => window['printed']), 1);
      const table = cli(...await c.args(page), '--table');
      const step = Number(new URLSearchParams(c.hash.split('?')[1]).get('step'));
      const sheet = page.locator('#worksheet');
      // The worksheet's table: the cells known after this step are blank, the others as
      // the table says; the key's table is whole.
      const tables = sheet.locator('table');
      assert.equal(await tables.count(), 2);
      // Each column headed in words, never a catalogue key; f beside g and h is f = g + h,
      // DFS's f (beside d) its finish time.
      const heads = await tables.nth(0).locator('thead th').allTextContents();
      assert.equal(heads.length, table.columns.length);
      assert.deepEqual(heads.filter((h) => h.startsWith('table.col.')), [], `${route}: a column without its heading`);
      const f = table.columns.indexOf('f');
      if (f >= 0) assert.equal(heads[f] === 'f = g + h', table.columns.includes('h'), `${route}: f is headed ${heads[f]}`);
      const cells = async (t) => t.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
      const shown = await cells(tables.nth(0));
      const key = await cells(tables.nth(1));
      const num = (s) => s.replace(/[,\s]/g, '');
      // A worksheet prints at most 100 rows (a ladder's table has thousands), and says how
      // many more the CSV holds.
      const printed = Math.min(100, table.rows.length);
      assert.equal(shown.length, printed);
      assert.equal(key.length, printed);
      if (table.rows.length > printed) {
        assert.match(await tables.nth(0).locator('tfoot').textContent(), new RegExp(String(table.rows.length - printed).replace(/\B(?=(\d{3})+$)/g, ',')));
      }
      let blanks = 0;
      table.rows.slice(0, printed).forEach((row, r) => row.forEach((v, i) => {
        const late = table.known[r][i] > step;
        blanks += late ? 1 : 0;
        assert.equal(num(shown[r][i]), late ? '' : num(asField(v)), `row ${r} column ${table.columns[i]}`);
        assert.equal(num(key[r][i]), num(asField(v)));
      }));
      assert.ok(blanks > 0 && blanks < printed * table.columns.length, `${blanks} blanks`);
      // On screen the worksheet is not shown; in print it is all there is.
      assert.equal(await sheet.isVisible(), false);
      await page.emulateMedia({ media: 'print' });
      assert.equal(await sheet.isVisible(), true);
      assert.equal(await page.locator('header').isVisible(), false);
      assert.equal(await page.locator('#view').isVisible(), false);
      const keyHeading = sheet.locator('.sheet-key h2');
      assert.equal(await keyHeading.isVisible(), true);
      assert.equal(await keyHeading.evaluate((h) => getComputedStyle(/** @type {Element} */ (h.parentElement)).breakBefore), 'page');
      // The key starts a page of its own: without it the worksheet takes fewer pages. Each
      // print lets go of its worksheet afterwards (afterprint), so it is asked for again.
      await keyHeading.evaluate((h) => { /** @type {HTMLElement} */ (h.parentElement).style.display = 'none'; });
      const sheetOnly = await page.pdf({ format: 'A4' });
      assert.equal(await sheet.count(), 0, 'the worksheet is let go of after printing');
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('button', { name: lang === 'en' ? 'Print worksheet' : '打印练习单' }).click();
      assert.equal(await page.evaluate(() => window['printed']), 2);
      await page.emulateMedia({ media: 'print' });
      const whole = await page.pdf({ format: 'A4' });
      writeFileSync(join(SHOTS, `worksheet-${route}-${lang}.pdf`), whole);
      assert.ok(pages(sheetOnly) >= 1);
      assert.ok(pages(whole) > pages(sheetOnly), `${pages(whole)} pages with the key, ${pages(sheetOnly)} without`);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

test('sudoku by BFS: the CSV is the CLI table of the same BFS, its grid the CLI solution', async () => {
  const page = await open(env.browser, env.url, '#/sudoku?frontier=bfs&step=20');
  await openData(page);
  const args = ['sudoku', await page.locator('textarea[name=puzzle]').inputValue(), '--cell', 'mrv', '--frontier', 'bfs'];
  const csv = await download(page, page.getByRole('button', { name: TRACE_CSV }));
  const [header, ...records] = parseCsv(csv.text);
  const table = cli(...args, '--table');
  assert.deepEqual(header, table.columns);
  assert.deepEqual(records, table.rows.map((r) => r.map(asField)));
  assert.equal(records.map((r) => r[1]).join(''), cli(...args, '--json').grids[0]);
  await page.close();
});

// A BFS its frontier's cap stops: the page (wasm32) and the CLI (64-bit) stop at the same
// step, the cap being one cost model on both (an empty 16x16 grid: 6,979 steps).
test('sudoku by BFS stopped by its frontier cap: the JSON export stops where the CLI table does', async () => {
  const empty = '.'.repeat(256);
  const page = await open(env.browser, env.url, `#/sudoku?p=${empty}&frontier=bfs&step=3`);
  await openData(page);
  const data = JSON.parse((await download(page, page.getByRole('button', { name: TRACE_JSON }))).text);
  // The CLI says an incomplete table with exit status 1.
  const run = spawnSync(CLI, ['sudoku', empty, '--cell', 'mrv', '--frontier', 'bfs', '--table'], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  const table = JSON.parse(run.stdout);
  assert.equal(table.stopped, 'frontier');
  assert.equal(data.steps, table.steps);
  assert.equal(data.stopped, table.stopped);
  assert.deepEqual(data.rows.map((r) => data.columns.map((k) => r[k])), table.rows);
  await page.close();
});

for (const lang of ['en', 'zh']) {
  test(`the search tree's levels (${lang}): the whole tree of 6 queens as the CLI counts it`, async () => {
    const page = await open(env.browser, env.url, `#/queens?n=6&mode=all&step=10&lang=${lang}`);
    await openData(page);
    const csv = await download(page, page.getByRole('button', { name: LEVELS_CSV }));
    assert.match(csv.name, /^queens-.*-steps0-\d+-levels\.csv$/);
    const [header, ...records] = parseCsv(csv.text);
    assert.deepEqual(header, ['depth', 'nodes', 'first']);
    const tree = cli('tree', 'queens', '--n', '6', '--exact', '--quiet', '--json');
    assert.deepEqual(records.map((r) => Number(r[1])), tree.levels);
    assert.deepEqual(records.map((r) => Number(r[0])), tree.levels.map((_, d) => d));
    await page.close();
  });
}

test("the knight's levels add up to the nodes its first tour took, as the CLI counts them", async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&strategy=dfs&step=10');
  await openData(page);
  const [, ...records] = parseCsv((await download(page, page.getByRole('button', { name: LEVELS_CSV }))).text);
  const tree = cli('tree', 'knight', '--board', '5x5', '--start', 'a1', '--strategy', 'dfs', '--prune', 'off', '--exact', '--quiet', '--json');
  assert.equal(records.reduce((sum, r) => sum + Number(r[1]), 0), tree.first_solution_nodes);
  assert.equal(records.length, 25, 'a tour of 25 squares: depths 0 to 24');
  await page.close();
});

test('the sudoku comparison: each row is the CLI search of the same kind', async () => {
  const page = await open(env.browser, env.url, '#/sudoku');
  await page.locator('[data-act=compare]').click();
  await page.waitForFunction(() => document.querySelectorAll('table.compare tbody tr').length === 8 && !document.querySelector('[data-act=compare]')?.hasAttribute('disabled'));
  await openData(page);
  const csv = await download(page, page.getByRole('button', { name: 'Comparison as CSV' }));
  assert.match(csv.name, /^sudoku-.*-comparison\.csv$/);
  const [header, ...records] = parseCsv(csv.text);
  assert.equal(records.length, 8);
  const puzzle = await page.locator('textarea[name=puzzle]').inputValue();
  for (const record of records) {
    const r = Object.fromEntries(header.map((h, i) => [h, record[i]]));
    const json = cli('sudoku', puzzle, '--cell', r.cell, '--frontier', r.frontier, ...(r.stop === 'one' ? ['--limit', '1'] : ['--all']), '--json');
    const what = `${r.frontier} ${r.stop} ${r.cell}`;
    assert.equal(Number(r.solutions), json.solutions, what);
    assert.equal(Number(r.nodes), json.nodes, what);
    assert.equal(Number(r.dead_ends), json.backtracks, what);
    assert.equal(Number(r.max_frontier), json.max_frontier, what);
  }
  await page.close();
});

test('side by side: each pane has its buttons, and its CSV is the CLI table of its strategy', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&compare=warnsdorff,dfs&step=8');
  await openData(page);
  const buttons = page.locator('#export-items [data-part=data] button:not([data-act=data-cancel])');
  // Per pane: the trace table's CSV, JSON and worksheet, the tree levels' CSV and JSON (and
  // one Cancel for a file being written).
  assert.equal(await buttons.count(), 10);
  for (const strategy of ['warnsdorff', 'dfs']) {
    const name = (await page.locator(`.pane[data-value=${strategy}] > .pane-caption`).textContent()).trim();
    const csv = await download(page, page.getByRole('button', { name: `Trace table as CSV (${name})`, exact: true }));
    const [header, ...records] = parseCsv(csv.text);
    const table = cli('knight', '--board', '5x5', '--start', 'a1', '--strategy', strategy, '--table');
    assert.deepEqual(header, table.columns);
    assert.deepEqual(records, table.rows.map((r) => r.map(asField)));
  }
  assert.deepEqual(await violations(page, 'compare export menu'), []);
  await page.close();
});
