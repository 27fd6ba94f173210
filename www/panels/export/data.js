// Export, the data part: the view's trace table (computed in Rust by its model's table(),
// the same rows as the CLI's `--table`) as CSV or JSON, and a worksheet to print: the board
// as drawn now, the table with the cells past this step left blank, and the answer key on
// a page of its own. Side by side, each pane has its own buttons.
//
// A CSV or JSON file is built off the page's thread: a worker builds the view's model again
// (its `recipe`, view.js) and its table, and sends the rows a slice at a time; the page
// writes each slice's text and gathers it into the file (a Blob) as it goes, with progress
// and Cancel. A run of a million steps has a table of 600,000 rows: built at once on the
// page it held the tab for seconds and its memory stayed (wasm memory does not shrink).
import { t, fmt, sentence } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { Jobs } from '../../shell/jobs.js';
import { exportStem, saveFile } from './name.js';

// A text offered as the file `name`.
const download = (/** @type {string} */ name, /** @type {string} */ type, /** @type {BlobPart} */ text) => saveFile(new Blob([text], { type }), name);


// One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break,
// its quotes doubled.
/**
 * A table as a model's table() or levels() gives it (src/web/table.rs).
 * @typedef {{ columns: string[], rows: (number | string | boolean | null)[][], known: number[][], steps: number, complete: boolean, stopped?: string | null, found?: boolean }} Table
 */
/**
 * A table of a view's own that Export offers as two files (a view's exportTables(),
 * types/view.d.ts): `csv` and `json` its buttons' catalogue keys, `act` their data-act stem
 * (ACT-csv, ACT-json), `file` what the file's name adds after the view's, `table` its rows.
 * @typedef {{ csv: string, json: string, act: string, file: string, table: Table }} ExportTable
 */
/**
 * What the menu shows of a file being written: begun, what it is doing, how far, its end.
 * @typedef {{ begin(): void, say(text: string): void, progress(done: number, count: number): void, end(text: string): void }} DataUi
 */
/** @param {unknown} value */
function field(value) {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// A row of the CSV, ended by CRLF.
const csvLine = (/** @type {unknown[]} */ row) => row.map(field).join(',') + '\r\n';

/** The table as CSV: a header row of the columns' names, then the rows; CRLF after each. @param {Table} table */
export function csv(table) {
  return csvLine(table.columns) + table.rows.map(csvLine).join('');
}

/**
 * The JSON of a table in parts, to be written a row at a time: `open` (up to the rows),
 * `row(cells, i)` (the i-th row, from 0, with the comma before it), `close`; with no rows,
 * `open` is the whole file.
 * @param {{ columns: string[], steps: number, complete: boolean, count: number, stopped?: string | null, found?: boolean }} head
 * @param {string} route
 */
function jsonParts(head, route) {
  const object = (/** @type {number[]} */ rows) => ({ route, columns: head.columns, rows, steps: head.steps, complete: head.complete, stopped: head.stopped ?? null, found: head.found ?? true });
  if (!head.count) return { open: JSON.stringify(object([]), null, 2) + '\n', row: () => '', close: '' };
  // The whole file with one row, 0, which stands on a line of its own: split around it.
  const whole = JSON.stringify(object([0]), null, 2) + '\n';
  const at = whole.indexOf('\n    0\n');
  const row = (/** @type {unknown[]} */ cells, /** @type {number} */ i) => `${i ? ',\n' : ''}    ${JSON.stringify(Object.fromEntries(head.columns.map((c, k) => [c, cells[k] ?? null])), null, 2).replace(/\n/g, '\n    ')}`;
  return { open: whole.slice(0, at + 1), row, close: whole.slice(at + 6) };
}

/** The same rows as JSON: each row an object by column name. @param {Table} table @param {string} route */
export function json(table, route) {
  const parts = jsonParts({ ...table, count: table.rows.length }, route);
  return parts.open + table.rows.map(parts.row).join('') + parts.close;
}

// Rows a worker sends at a time, and the text the page gathers before it goes into the file
// (a Blob, kept by the browser outside the page's memory).
const SLICE = 10000;
const GATHER = 4 << 20;

// The file being written (one at a time: its buttons are off meanwhile); a menu built anew
// shows its progress and Cancel.
/** @type {TableFile | null} */
let running = null;

// A table's file written from a worker's slices: `method` the model's (table or levels),
// `format` csv or json, `label` the button's words.
class TableFile {
  /**
   * @param {import('../../shell/view.js').View} view @param {{ name: string, args: unknown[] }} recipe its model's
   *   (view.js make()) @param {string} route @param {string} method
   * @param {string} format @param {string} label @param {(steps: number) => string} named
   *   the file's name, from the run's steps
   */
  constructor(view, recipe, route, method, format, label, named) {
    this.view = view;
    this.recipe = recipe;
    this.route = route;
    this.method = method;
    this.format = format;
    this.label = label;
    this.named = named;
    this.name = '';
    this.jobs = new Jobs();
    /** @type {string[]} the text written since it last went into the file */
    this.parts = [];
    this.blob = new Blob([]);
    this.size = 0;
    /** @type {{ open: string, row: (cells: unknown[], i: number) => string, close: string } | null} the file's text around its rows */
    this.writer = null;
    this.done = 0;
    /** @type {number | null} the table's rows, once the worker has said */
    this.count = null;
    /** @type {DataUi | null} */
    this.ui = null;
  }

  /**
   * @param {DataUi} ui
   */
  attach(ui) {
    this.ui = ui;
    ui.begin();
    this.show();
  }

  show() {
    if (!this.ui) return;
    if (this.count === null) {
      this.ui.say(t('export.data.building', { file: this.label }));
      return;
    }
    this.ui.progress(this.done, this.count);
    this.ui.say(t('export.data.progress', { file: this.label, done: this.done, rows: this.count }));
  }

  /**
   * @param {string} text
   */
  out(text) {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= GATHER) {
      this.blob = new Blob([this.blob, ...this.parts]);
      this.parts = [];
      this.size = 0;
    }
  }

  // A slice from the worker: its rows' text.
  /**
   * @param {{ head: Parameters<typeof jsonParts>[0], from: number, rows: (number | string | null)[][] }} slice
   */
  take({ head, from, rows }) {
    if (!this.writer) {
      this.count = head.count;
      this.name = this.named(head.steps);
      this.writer = this.format === 'csv'
        ? { open: csvLine(head.columns), row: csvLine, close: '' }
        : jsonParts(head, this.route);
      this.out(this.writer.open);
    }
    const writer = this.writer;
    let text = '';
    rows.forEach((cells, i) => { text += writer.row(cells, from + i); });
    this.out(text);
    this.done = from + rows.length;
    this.show();
  }

  run() {
    const { name, args } = this.recipe;
    this.jobs.run({ kind: 'table', model: name, args, method: this.method, slice: SLICE }, {
      onProgress: ([s]) => this.take(s),
      onDone: ([s]) => {
        this.take(s);
        this.out(this.writer ? this.writer.close : ''); // (take() made it)
        const type = this.format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8';
        saveFile(new Blob([this.blob, ...this.parts], { type }), this.name);
        this.end(t('export.data.done', { file: this.label, rows: this.count, name: this.name }));
      },
      onError: (e) => this.end(e && e.code ? e : t('error.worker', { detail: String((e && e.message) || e) })),
      onCancel: () => this.end(t('export.data.cancelled', { file: this.label })),
    });
  }

  cancel() { this.jobs.cancel(); }

  /**
   * @param {Sayable} said
   */
  end(said) {
    this.jobs.destroy();
    this.parts = [];
    this.blob = new Blob([]); // what was gathered goes
    if (running === this) running = null;
    if (this.ui) this.ui.end(sentence(said));
  }
}

// A column's heading for people: `row3` is the queen of row 3.
/**
 * @param {string} column
 * @param {string[]} columns the table's columns
 */
function heading(column, columns) {
  const row = /^row(\d+)$/.exec(column);
  if (row) return t('table.col.queen_row', { n: Number(row[1]) });
  // f beside g and h is a best-first search's f = g + h; alone (DFS's d and f), a finish time.
  if (column === 'f' && columns.includes('g') && columns.includes('h')) return t('table.col.f_cost');
  return t(`table.col.${column}`);
}

// What stopped an incomplete table's run (its `stopped`: the bound, from Rust's table::Stop).
/** @type {Record<string, string>} */
const STOPPED = {
  steps: 'export.data.incomplete',
  nodes: 'export.data.stopped_nodes',
  limit: 'export.data.stopped_limit',
  frontier: 'export.data.stopped_frontier',
  solutions: 'export.data.stopped_solutions',
};
/** Why `table` is incomplete, in words. @param {Table} table */
const incomplete = (table) => t(STOPPED[String(table.stopped)] ?? STOPPED.steps, { steps: table.steps, n: table.rows.length });

const said = (/** @type {unknown} */ v) => (v === null || v === undefined ? '' : typeof v === 'number' ? fmt(v) : String(v));

// The most rows a worksheet prints (a ladder's table has thousands: the CSV has them all).
const SHEET_ROWS = 100;

// The table as an HTML table; with `step`, the cells not known by then are left blank.
/**
 * @param {Table} table
 * @param {string | Node} caption
 * @param {number | null} [step]
 */
function htmlTable(table, caption, step = null) {
  const head = el('tr', {}, ...table.columns.map((c) => el('th', { scope: 'col' }, heading(c, table.columns))));
  const body = table.rows.slice(0, SHEET_ROWS).map((row, r) => el('tr', {}, ...row.map((v, c) => {
    const blank = step !== null && table.known[r][c] > step;
    return el('td', blank ? { className: 'blank' } : {}, blank ? '' : said(v));
  })));
  const more = table.rows.length - SHEET_ROWS;
  const foot = more > 0 ? [el('tfoot', {}, el('tr', {}, el('td', { colSpan: table.columns.length }, t('sheet.more', { n: more }))))] : [];
  return el('table', { className: 'sheet-table' }, el('caption', {}, caption), el('thead', {}, head), el('tbody', {}, ...body), ...foot);
}

// The board as drawn now: a canvas as a picture of it, else (the ladder's words) a copy.
/**
 * @param {import("../../shell/view.js").View<any>} view
 */
export function boardPicture(view) {
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
 * @param {import('../../shell/view.js').View} view
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

// The buttons of one view. A pane's row starts with its name, and its buttons' names say
// it too (after their text, so what is seen is what is said first).
/**
 * @returns {HTMLElement[]}
 * @param {import("../../shell/view.js").View<any>} view
 * @param {string} route
 * @param {boolean} many
 * @param {DataUi} ui
 */
function buttons(view, route, many, ui) {
  const pane = many && view.pane ? view.pane.name : '';
  // A value the table leaves empty crosses the boundary as undefined: null here, so the JSON
  // keeps its key.
  const table = () => {
    const got = /** @type {Table} */ (view.model.table());
    return { ...got, rows: got.rows.map((row) => row.map((v) => (v === undefined ? null : v))) };
  };
  // A file of a whole table (`method`), written from a worker where the view can build its
  // model there (else at once, here). A table holds the whole run whatever step the view
  // stands at, so its file is named by the run's steps (steps0-205), known once it is built.
  const write = (/** @type {string} */ key, /** @type {string} */ method, /** @type {string} */ format, /** @type {string} */ suffix, /** @type {() => Table} */ whole) => {
    const named = (/** @type {number} */ steps) => `${exportStem(view, [0, steps])}${suffix}.${format}`;
    const recipe = view.recipe;
    if (!recipe) {
      const got = whole();
      if (format === 'csv') download(named(got.steps), 'text/csv;charset=utf-8', csv(got));
      else download(named(got.steps), 'application/json;charset=utf-8', json(got, route));
      return;
    }
    if (running) return;
    running = new TableFile(view, recipe, route, method, format, t(key), named);
    running.attach(ui);
    running.run();
  };
  const button = (/** @type {string} */ key, /** @type {string} */ act) => {
    const b = el('button', { type: 'button', dataset: { act } }, t(key));
    if (pane) b.setAttribute('aria-label', t('export.data.pane', { what: t(key), pane }));
    b.addEventListener('click', () => {
      if (act === 'csv' || act === 'json') write(key, 'table', act, '', table);
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
  if (view.model.offers('levels')) {
    const levels = () => /** @type {Table} */ (view.model.levels());
    const more = (/** @type {string} */ key, /** @type {string} */ act, /** @type {(suffix: string) => void} */ write) => {
      const b = el('button', { type: 'button', dataset: { act } }, t(key));
      if (pane) b.setAttribute('aria-label', t('export.data.pane', { what: t(key), pane }));
      b.addEventListener('click', () => write('-levels'));
      return b;
    };
    all.push(
      more('export.data.levels_csv', 'levels-csv', (suffix) => write('export.data.levels_csv', 'levels', 'csv', suffix, levels)),
      more('export.data.levels_json', 'levels-json', (suffix) => write('export.data.levels_json', 'levels', 'json', suffix, levels)));
  }
  // Tables of the view's own (its exportTables(), types/view.d.ts), each as CSV and JSON.
  for (const own of view.exportTables ? view.exportTables() : []) {
    const file = (/** @type {string} */ key, /** @type {string} */ format, /** @type {string} */ type, /** @type {(t: Table) => string} */ text) => {
      const b = el('button', { type: 'button', dataset: { act: `${own.act}-${format}` } }, t(key));
      if (pane) b.setAttribute('aria-label', t('export.data.pane', { what: t(key), pane }));
      b.addEventListener('click', () => download(`${exportStem(view)}-${own.file}.${format}`, type, text(own.table)));
      return b;
    };
    all.push(
      file(own.csv, 'csv', 'text/csv;charset=utf-8', csv),
      file(own.json, 'json', 'application/json;charset=utf-8', (table) => json(table, route)));
  }
  return pane ? [el('div', { className: 'export-row' }, el('span', { className: 'export-pane' }, pane), ...all)] : all;
}

/**
 * @param {import('./panel.js').ExportTarget} target
 * @returns {HTMLElement[]}
 */
export function control(target) {
  const views = target.views.filter((v) => v.model && typeof v.model['table'] === 'function');
  if (!views.length) return [el('p', {}, t('export.data.none'))];
  // A file being written: its progress, Cancel, and what became of it.
  const bar = el('progress', { dataset: { role: 'data-progress' }, aria: { label: t('export.data.progress_label') } });
  bar.hidden = true;
  const stop = el('button', { type: 'button', disabled: true, dataset: { act: 'data-cancel' } }, t('export.data.cancel'));
  stop.addEventListener('click', () => running?.cancel());
  const status = el('p', { className: 'export-status', dataset: { role: 'data-status' }, aria: { live: 'polite' } });
  /** @returns {HTMLButtonElement[]} */
  const files = () => all.flatMap((e) => [e, ...e.querySelectorAll('button')])
    .filter((b) => b instanceof HTMLButtonElement && /csv|json/.test(b.dataset.act || ''))
    .map((b) => /** @type {HTMLButtonElement} */ (b));
  const ui = {
    begin() {
      Object.assign(bar, { hidden: false, value: 0 });
      bar.removeAttribute('max');
      stop.disabled = false;
      for (const b of files()) b.disabled = true;
    },
    /** @param {string} text */
    say(text) { status.textContent = text; },
    /** @param {number} done @param {number} count */
    progress(done, count) { Object.assign(bar, { max: Math.max(1, count), value: done }); },
    /** @param {string} text */
    end(text) {
      bar.hidden = true;
      stop.disabled = true;
      for (const b of files()) b.disabled = false;
      status.textContent = text;
    },
  };
  const all = views.flatMap((v) => buttons(v, target.route, target.views.length > 1, ui));
  if (running) running.attach(ui);
  return [...all, el('div', { className: 'export-row' }, stop, bar), status];
}
