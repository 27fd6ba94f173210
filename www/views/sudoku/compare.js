// The classic comparison, computed row by row in a worker: DFS against BFS, one solution
// against all, first empty cell against fewest candidates; Cancel ends it.
import { Jobs, JobRow } from '../../shell/jobs.js';
import { setStatus } from '../../shell/status.js';
import { t, fmt } from '../../text/index.js';
import { el } from '../../shell/kit.js';

const COLUMNS = ['frontier', 'stop', 'cell', 'solutions', 'nodes', 'dead_ends', 'max_frontier', 'time'];

// A search's time at its scale: microseconds under a millisecond (never "0.0 ms"),
// otherwise milliseconds to a tenth, in the reader's number format.
/** @param {number} millis */
export function duration(millis) {
  if (millis < 1) return t('sudoku.compare.us', { us: Math.max(1, Math.round(millis * 1000)) });
  return t('sudoku.compare.ms', { ms: Math.round(millis * 10) / 10 });
}

// The comparison's rows (CompareRow, from Rust) as Export writes them: what each search
// was, what it found and cost, the CLI's --json names where it has them (dead ends are its
// backtracks); the time is this browser's.
const EXPORTED = ['frontier', 'stop', 'cell', 'solutions', 'nodes', 'dead_ends', 'max_frontier', 'complete', 'capped', 'node_limited', 'millis'];
/**
 * @param {import('../../../searchlight.js').CompareRow[]} rows
 * @returns {import('../../panels/export/data.js').Table}
 */
function exported(rows) {
  const cells = rows.map((r) => [r.frontier, r.first_only ? 'one' : 'all', r.choice, r.solutions, r.nodes, r.dead_ends, r.max_frontier,
    r.complete, r.capped, r.node_limited, Math.round(r.millis * 1000) / 1000]);
  return { columns: EXPORTED, rows: cells, known: cells.map((c) => c.map(() => 0)), steps: 0, complete: true };
}

export class ComparePanel {
  // `puzzle()` gives the puzzle to compare on, as one line.
  /** @param {HTMLElement} section @param {Wasm} wasm @param {() => string} puzzle */
  constructor(section, wasm, puzzle) {
    this.wasm = wasm;
    this.puzzle = puzzle;
    this.jobs = new Jobs();
    section.setAttribute('aria-label', t('sudoku.compare.label'));
    const row = el('div', { className: 'count-row' });
    this.job = new JobRow(row, {
      act: 'compare', label: t('sudoku.compare'), cancelAct: 'cancel', cancelLabel: t('sudoku.compare.cancel'),
      progressRole: 'progress', max: null, onStart: () => this.run(), onCancel: () => this.jobs.cancel(),
    });
    this.body = el('tbody');
    this.table = el('table', { className: 'compare scrolls', tabIndex: 0, hidden: true, dataset: { role: 'table' }, aria: { label: t('sudoku.compare.title') } },
      el('thead', {}, el('tr', {}, ...COLUMNS.map((c) => el('th', {}, t(`sudoku.compare.${c}`))))), this.body);
    this.notes = el('ul', { className: 'compare-notes', hidden: true, dataset: { role: 'compare-notes' } });
    // The rows as Rust reported them, in order: what Export's data part writes (exportTables).
    /** @type {import('../../../searchlight.js').CompareRow[]} */
    this.rows = [];
    section.replaceChildren(el('h2', {}, t('sudoku.compare.title')), row, this.table, this.notes);
  }

  // The comparison as Export's files, once it has rows (the view's exportTables()).
  /** @returns {import('../../panels/export/data.js').ExportTable[]} */
  exportTables() {
    if (!this.rows.length) return [];
    return [{ csv: 'sudoku.export.compare_csv', json: 'sudoku.export.compare_json', act: 'compare', file: 'comparison', table: exported(this.rows) }];
  }

  run() {
    const count = this.wasm.sudoku_compare_rows();
    this.body.replaceChildren();
    this.rows = [];
    this.notes.replaceChildren();
    this.notes.hidden = true;
    this.table.hidden = false;
    setStatus(t('sudoku.compare.running'));
    this.job.run(this.jobs, { kind: 'rows', fn: 'sudoku_compare_row', args: [this.puzzle()], count }, {
      max: count,
      say: setStatus,
      notice: true,
      cancelled: t('sudoku.compare.cancelled'),
      progress: ([s]) => s.row + 1,
      onProgress: ([s]) => {
        this.addRow(s);
        return t('sudoku.compare.progress', { done: s.row + 1, of: s.of });
      },
      onDone: ([s]) => {
        this.addRow(s);
        const stopped = this.notes.children.length;
        return stopped ? t('sudoku.compare.done_bounded', { n: stopped }) : t('sudoku.compare.done');
      },
    });
  }

  /** @param {{ report: import('../../../searchlight.js').CompareRow }} state the worker's message for one row */
  addRow({ report: r }) {
    this.rows.push(r);
    const tr = el('tr');
    const [frontier, stop, cell] = [t(`sudoku.compare.${r.frontier}`),
      t(r.first_only ? 'sudoku.compare.one' : 'sudoku.compare.all'), t(`sudoku.compare.${r.choice}`)];
    let found = fmt(r.solutions);
    if (r.capped) found = t('sudoku.compare.capped', { n: r.solutions });
    else if (r.node_limited) found = t('sudoku.compare.node_limited', { n: r.solutions });
    const texts = [
      frontier, stop, cell, found,
      fmt(r.nodes), fmt(r.dead_ends), fmt(r.max_frontier), duration(r.millis),
    ];
    tr.append(...texts.map((text) => el('td', {}, text)));
    // A search a bound stopped is said in words under the table, not only in a tooltip.
    let why = null;
    if (r.capped) why = t('sudoku.compare.capped.title', { cap: r.cap });
    else if (r.node_limited) why = t('sudoku.compare.node_limited.title', { limit: r.node_limit, n: r.solutions });
    if (why) {
      tr.title = why;
      this.notes.append(el('li', {}, t('sudoku.compare.note', { frontier, stop, cell, why })));
      this.notes.hidden = false;
    }
    this.body.append(tr);
  }

  // A new puzzle or new options: the table no longer applies (a comparison running stops,
  // saying nothing: the new frame's status is what is said).
  clear() {
    this.jobs.cancel(true);
    this.job.end();
    this.rows = [];
    this.table.hidden = true;
    this.notes.hidden = true;
  }

  destroy() { this.jobs.destroy(); }
}
