// Export, the data part: the view's trace table (computed in Rust by its model's table(),
// the same rows as the CLI's `--table`) as CSV or JSON, and a worksheet to print: the board
// as drawn now, the table with the cells past this step left blank, and the answer key on
// a page of its own. Side by side, each pane has its own buttons.
import { t, fmt } from '../text.js';
import { el } from '../kit.js';
import { exportStem, saveFile } from './name.js';

// A text offered as the file `name`.
const download = (name, type, text) => saveFile(new Blob([text], { type }), name);

/** @typedef {{ columns: string[], rows: (number | string | null)[][], known: number[][], steps: number, complete: boolean, stopped?: string | null, found?: boolean }} Table */

// One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break,
// its quotes doubled.
function field(value) {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV: a header row of the columns' names, then the rows; CRLF between. @param {Table} table */
export function csv(table) {
  return [table.columns, ...table.rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** The same rows as JSON: each row an object by column name. @param {Table} table @param {string} route */
export function json(table, route) {
  const rows = table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c, row[i]])));
  return JSON.stringify({ route, columns: table.columns, rows, steps: table.steps, complete: table.complete, stopped: table.stopped ?? null, found: table.found ?? true }, null, 2) + '\n';
}

// A column's heading for people: `row3` is the queen of row 3.
function heading(column) {
  const row = /^row(\d+)$/.exec(column);
  return row ? t('table.col.queen_row', { n: Number(row[1]) }) : t(`table.col.${column}`);
}

// What stopped an incomplete table's run (its `stopped`: the bound, from Rust's table::Stop).
const STOPPED = {
  steps: 'export.data.incomplete',
  nodes: 'export.data.stopped_nodes',
  limit: 'export.data.stopped_limit',
  frontier: 'export.data.stopped_frontier',
  solutions: 'export.data.stopped_solutions',
};
/** Why `table` is incomplete, in words. @param {Table} table */
const incomplete = (table) => t(STOPPED[table.stopped] ?? STOPPED.steps, { steps: table.steps, n: table.rows.length });

const said = (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? fmt(v) : String(v));

// The most rows a worksheet prints (a ladder's table has thousands: the CSV has them all).
const SHEET_ROWS = 100;

// The table as an HTML table; with `step`, the cells not known by then are left blank.
function htmlTable(table, caption, step = null) {
  const head = el('tr', {}, ...table.columns.map((c) => el('th', { scope: 'col' }, heading(c))));
  const body = table.rows.slice(0, SHEET_ROWS).map((row, r) => el('tr', {}, ...row.map((v, c) => {
    const blank = step !== null && table.known[r][c] > step;
    return el('td', blank ? { className: 'blank' } : {}, blank ? '' : said(v));
  })));
  const more = table.rows.length - SHEET_ROWS;
  const foot = more > 0 ? [el('tfoot', {}, el('tr', {}, el('td', { colSpan: table.columns.length }, t('sheet.more', { n: more }))))] : [];
  return el('table', { className: 'sheet-table' }, el('caption', {}, caption), el('thead', {}, head), el('tbody', {}, ...body), ...foot);
}

// The board as drawn now: a canvas as a picture of it, else (the ladder's words) a copy.
function boardPicture(view) {
  const canvas = /** @type {HTMLCanvasElement | null} */ (view.root.querySelector('.stage canvas'));
  const alt = t('sheet.board');
  if (canvas && canvas.width > 0) return el('img', { src: canvas.toDataURL('image/png'), alt, className: 'sheet-board' });
  const stage = view.root.querySelector('.stage');
  const copy = stage ? /** @type {HTMLElement} */ (stage.cloneNode(true)) : el('div');
  copy.removeAttribute('id');
  for (const e of copy.querySelectorAll('[id]')) e.removeAttribute('id');
  copy.className = 'sheet-board';
  copy.setAttribute('role', 'img');
  copy.setAttribute('aria-label', alt);
  return copy;
}

/**
 * The worksheet for `view` at its step, in place of any earlier one (hidden on screen;
 * the print stylesheet prints it alone).
 * @param {import('../view.js').View} view
 * @param {Table} table
 * @param {string} route
 */
export function worksheet(view, table, route) {
  const step = view.model.cursor().steps;
  const name = t(`nav.${route}`);
  const sheet = el('section', { id: 'worksheet', className: 'worksheet', aria: { label: t('sheet.title', { view: name }) } },
    el('h1', {}, t('sheet.title', { view: name })),
    el('p', { className: 'sheet-what' }, exportStem(view)),
    el('p', {}, t('sheet.fill', { step })),
    el('p', { className: 'sheet-name' }, t('sheet.name')),
    boardPicture(view),
    htmlTable(table, t('sheet.table', { step }), step),
    el('section', { className: 'sheet-key' },
      el('h2', {}, t('sheet.key', { view: name })),
      htmlTable(table, t('sheet.key_table')),
      table.complete ? '' : el('p', { className: 'sheet-incomplete' }, incomplete(table))));
  const old = document.getElementById('worksheet');
  if (old) old.replaceWith(sheet);
  else document.body.append(sheet);
  return sheet;
}

// The sudoku comparison's rows (CompareRow, from Rust) as a table: what each search was,
// what it found and cost, the CLI's --json names where it has them (dead ends are its
// backtracks); the time is this browser's.
const COMPARED = ['frontier', 'stop', 'cell', 'solutions', 'nodes', 'dead_ends', 'max_frontier', 'complete', 'capped', 'node_limited', 'millis'];
/** @returns {Table} */
function comparison(rows) {
  const cells = rows.map((r) => [r.frontier, r.first_only ? 'one' : 'all', r.choice, r.solutions, r.nodes, r.dead_ends, r.max_frontier,
    r.complete, r.capped, r.node_limited, Math.round(r.millis * 1000) / 1000]);
  return { columns: COMPARED, rows: cells, known: cells.map((c) => c.map(() => 0)), steps: 0, complete: true };
}

// The buttons of one view. A pane's row starts with its name, and its buttons' names say
// it too (after their text, so what is seen is what is said first).
/** @returns {HTMLElement[]} */
function buttons(view, route, many) {
  const pane = many && view.pane ? view.pane.name : '';
  // A value the table leaves empty crosses the boundary as undefined: null here, so the JSON
  // keeps its key.
  const table = () => {
    const got = /** @type {Table} */ (view.model.table());
    return { ...got, rows: got.rows.map((row) => row.map((v) => (v === undefined ? null : v))) };
  };
  const button = (key, act) => {
    const b = el('button', { type: 'button', dataset: { act } }, t(key));
    if (pane) b.setAttribute('aria-label', t('export.data.pane', { what: t(key), pane }));
    b.addEventListener('click', () => {
      const stem = exportStem(view);
      if (act === 'csv') download(`${stem}.csv`, 'text/csv;charset=utf-8', csv(table()));
      else if (act === 'json') download(`${stem}.json`, 'application/json;charset=utf-8', json(table(), route));
      else {
        const sheet = worksheet(view, table(), route);
        window.addEventListener('afterprint', () => sheet.remove(), { once: true });
        window.print();
      }
    });
    return b;
  };
  const all = [button('export.data.csv', 'csv'), button('export.data.json', 'json'), button('export.data.print', 'print')];
  // A depth-first view also gives its search tree's levels.
  if (typeof view.model['levels'] === 'function') {
    const levels = () => /** @type {Table} */ (view.model['levels']());
    const more = (key, act, write) => {
      const b = el('button', { type: 'button', dataset: { act } }, t(key));
      if (pane) b.setAttribute('aria-label', t('export.data.pane', { what: t(key), pane }));
      b.addEventListener('click', () => write(`${exportStem(view)}-levels`));
      return b;
    };
    all.push(
      more('export.data.levels_csv', 'levels-csv', (stem) => download(`${stem}.csv`, 'text/csv;charset=utf-8', csv(levels()))),
      more('export.data.levels_json', 'levels-json', (stem) => download(`${stem}.json`, 'application/json;charset=utf-8', json(levels(), route))));
  }
  // The sudoku's comparison, once computed (its rows from Rust, as the worker gave them).
  const compared = view['compare'] && Array.isArray(view['compare'].rows) ? view['compare'].rows : [];
  if (compared.length) {
    const more = (key, act, write) => {
      const b = el('button', { type: 'button', dataset: { act } }, t(key));
      b.addEventListener('click', () => write(`${exportStem(view)}-comparison`));
      return b;
    };
    all.push(
      more('export.data.compare_csv', 'compare-csv', (stem) => download(`${stem}.csv`, 'text/csv;charset=utf-8', csv(comparison(compared)))),
      more('export.data.compare_json', 'compare-json', (stem) => download(`${stem}.json`, 'application/json;charset=utf-8', json(comparison(compared), route))));
  }
  return pane ? [el('div', { className: 'export-row' }, el('span', { className: 'export-pane' }, pane), ...all)] : all;
}

/**
 * @param {import('../export.js').ExportTarget} target
 * @returns {HTMLElement[]}
 */
export function control(target) {
  const views = target.views.filter((v) => v.model && typeof v.model['table'] === 'function');
  if (!views.length) return [el('p', {}, t('export.data.none'))];
  return views.flatMap((v) => buttons(v, target.route, target.views.length > 1));
}
