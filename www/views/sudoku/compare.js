// The classic comparison, computed row by row in a worker: DFS against BFS, one solution
// against all, first empty cell against fewest candidates; Cancel ends it.
import { Jobs } from '../../jobs.js';
import { setStatus, showNotices } from '../../status.js';
import { t, fmt, sentence } from '../../text.js';

const COLUMNS = ['frontier', 'stop', 'cell', 'solutions', 'nodes', 'dead_ends', 'max_frontier', 'time'];

// A search's time at its scale: microseconds under a millisecond (never "0.0 ms"),
// otherwise milliseconds to a tenth, in the reader's number format.
export function duration(millis) {
  if (millis < 1) return t('sudoku.compare.us', { us: Math.max(1, Math.round(millis * 1000)) });
  return t('sudoku.compare.ms', { ms: Math.round(millis * 10) / 10 });
}

export class ComparePanel {
  // `puzzle()` gives the puzzle to compare on, as one line.
  constructor(section, wasm, puzzle) {
    this.wasm = wasm;
    this.puzzle = puzzle;
    this.jobs = new Jobs();
    section.setAttribute('aria-label', t('sudoku.compare.label'));
    section.innerHTML = `
      <h2>${t('sudoku.compare.title')}</h2>
      <div class="count-row"><button type="button" data-act="compare">${t('sudoku.compare')}</button>
        <button type="button" data-act="cancel" disabled>${t('sudoku.compare.cancel')}</button>
        <progress data-role="progress" hidden></progress></div>
      <table class="compare" data-role="table" hidden><thead><tr>
        ${COLUMNS.map((c) => `<th>${t(`sudoku.compare.${c}`)}</th>`).join('')}
      </tr></thead><tbody></tbody></table>
      <ul class="compare-notes" data-role="compare-notes" hidden></ul>`;
    [this.table, this.body, this.progress, this.start, this.cancelButton, this.notes] = ['[data-role=table]', 'tbody',
      '[data-role=progress]', '[data-act=compare]', '[data-act=cancel]', '[data-role=compare-notes]'].map((s) => section.querySelector(s));
    this.start.addEventListener('click', () => this.run());
    this.cancelButton.addEventListener('click', () => this.stop(t('sudoku.compare.cancelled')));
  }

  run() {
    const count = this.wasm.sudoku_compare_rows();
    this.body.replaceChildren();
    this.notes.replaceChildren();
    this.notes.hidden = true;
    this.table.hidden = false;
    Object.assign(this.progress, { hidden: false, max: count, value: 0 });
    this.buttons(true);
    setStatus(t('sudoku.compare.running'));
    this.jobs.run({ kind: 'rows', fn: 'sudoku_compare_row', args: [this.puzzle()], count }, {
      onProgress: ([s]) => {
        this.addRow(s);
        setStatus(t('sudoku.compare.progress', { done: s.row + 1, of: s.of }));
      },
      onDone: ([s]) => {
        this.addRow(s);
        const stopped = this.notes.children.length;
        this.stop(stopped ? t('sudoku.compare.done_bounded', { n: stopped }) : t('sudoku.compare.done'));
      },
      onError: (msg) => {
        this.stop();
        showNotices([sentence(msg)]);
      },
    });
  }

  addRow({ row, report: r }) {
    const tr = document.createElement('tr');
    const [frontier, stop, cell] = [t(`sudoku.compare.${r.frontier}`),
      t(r.first_only ? 'sudoku.compare.one' : 'sudoku.compare.all'), t(`sudoku.compare.${r.choice}`)];
    let found = fmt(r.solutions);
    if (r.capped) found = t('sudoku.compare.capped', { n: r.solutions });
    else if (r.node_limited) found = t('sudoku.compare.node_limited', { n: r.solutions });
    const texts = [
      frontier, stop, cell, found,
      fmt(r.nodes), fmt(r.dead_ends), fmt(r.max_frontier), duration(r.millis),
    ];
    tr.append(...texts.map((text) => {
      const td = document.createElement('td');
      td.textContent = text;
      return td;
    }));
    // A search a bound stopped is said in words under the table, not only in a tooltip.
    let why = null;
    if (r.capped) why = t('sudoku.compare.capped.title', { cap: r.cap });
    else if (r.node_limited) why = t('sudoku.compare.node_limited.title', { limit: r.node_limit, n: r.solutions });
    if (why) {
      tr.title = why;
      const li = document.createElement('li');
      li.textContent = t('sudoku.compare.note', { frontier, stop, cell, why });
      this.notes.append(li);
      this.notes.hidden = false;
    }
    this.body.append(tr);
    this.progress.value = row + 1;
  }

  buttons(running) {
    this.cancelButton.disabled = !running;
    this.start.disabled = running;
  }

  // End the comparison (if any), saying `message` on the status line.
  stop(message) {
    this.jobs.cancel();
    this.progress.hidden = true;
    this.buttons(false);
    if (message) setStatus(message);
  }

  // A new puzzle or new options: the table no longer applies.
  clear() {
    this.stop();
    this.table.hidden = true;
    this.notes.hidden = true;
  }

  destroy() { this.jobs.destroy(); }
}
