// The board as text: under every board a disclosure, "Board as a table", closed at
// first, holding a real <table> a screen reader walks cell by cell: a caption naming the
// board and the step, the view's column names (a, b, c… or 1, 2, 3) and row names, and in
// each cell what the canvas shows on that square (a distance, a move number, a queen, a
// digit, the mouse). It is built from what the view drew (its boardCells()), never from a
// search of its own, and only while open: on opening and after each frame drawn while open
// (a 60x60 table each frame of Play would be slow). A board of more than MAX_CELLS squares
// is not listed: a sentence says so and gives the view's line for the square that matters
// (where the knight or the mouse is).
import { t, fmt } from '../text/index.js';
import { el } from '../shell/kit.js';

// The most squares a table lists (20x20).
export const MAX_CELLS = 400;

/**
 * What a view says of its board for the table: `name` the board's words for the caption
 * ("Knight's tour on 5x5"); `rows` the row headers top to bottom and `cols` the column
 * headers left to right, as the view names its squares; `cell(r, c)` what the square at row
 * `r` from the top and column `c` shows: its value ('' for none) and marks ("in the queue",
 * "the knight"); `current` the line for the square that matters, said when the board is too
 * big to list (or '' for none).
 * @typedef {{ name: string, rows: string[], cols: string[], cell: (r: number, c: number) => { value?: string | number, marks?: string[] }, current?: string }} BoardCells
 */

// A square's text: its value, then its marks in parentheses ("3 (in the queue)").
/** @param {{ value?: string | number, marks?: string[] }} cell */
export function cellText({ value = '', marks = [] }) {
  const v = typeof value === 'number' ? fmt(value) : value;
  if (!marks.length) return v;
  return v === '' ? t('board_text.marks', { marks }) : t('board_text.marked', { value: v, marks });
}

export class BoardTable {
  // `view`: what the table describes: its boardCells() (null when no board is shown) and
  // its model's cursor (the step).
  // `summary`: the disclosure's words ("Board as a table"; the DFS view's graph has its own).
  // `pane`: the name of the comparison's pane the board is in ('' outside a comparison),
  // said in the disclosure's words and the table's caption.
  /** @param {AnyView} view @param {string} [summary] @param {string} [pane] */
  constructor(view, summary = t('board_text.summary'), pane = '') {
    this.view = view;
    this.pane = pane;
    this.body = el('div', { className: 'board-text-body', dataset: { role: 'board-text' } });
    this.summary = el('summary', {}, pane ? t('board_text.of_pane', { summary, pane }) : summary);
    /** @type {HTMLDetailsElement} */
    this.el = el('details', { className: 'board-text' }, this.summary, this.body);
    this.el.addEventListener('toggle', () => this.draw());
    /** @type {string} the rows' and columns' names of the table shown */
    this.shape = '';
  }

  get open() { return this.el.open; }

  // After a frame is drawn (View.render), and on opening: the table anew, while open.
  draw() {
    if (!this.el.open) return;
    const board = this.view.boardCells ? this.view.boardCells() : null;
    if (!board) {
      this.body.replaceChildren(el('p', {}, t('board_text.none')));
      return;
    }
    const steps = this.view.model ? this.view.model.cursor().steps : 0;
    const named = t('board_text.caption', { board: board.name, step: steps });
    const caption = this.pane ? t('board_text.of_pane', { summary: named, pane: this.pane }) : named;
    const squares = board.rows.length * board.cols.length;
    if (squares > MAX_CELLS) {
      const said = [t('board_text.too_big', { squares, max: MAX_CELLS })];
      if (board.current) said.push(board.current);
      this.body.replaceChildren(el('p', { className: 'board-text-caption' }, caption), el('p', { dataset: { role: 'board-text-big' } }, said.join(' ')));
      return;
    }
    // The same board as before (rows and columns named alike): its cells' text changed in
    // place, only where it differs (a step of Play changes a few squares; building 400 cells
    // again each frame costs more than the frame).
    const shape = JSON.stringify([board.rows, board.cols]);
    const old = /** @type {HTMLTableElement | null} */ (this.body.querySelector('table.board-table'));
    if (old && this.shape === shape) {
      const body = old.tBodies[0];
      board.rows.forEach((_, r) => {
        const cells = body.rows[r].cells;
        board.cols.forEach((_, c) => {
          const text = cellText(board.cell(r, c));
          if (cells[c + 1].textContent !== text) cells[c + 1].textContent = text;
        });
      });
      if (old.caption && old.caption.textContent !== caption) old.caption.textContent = caption;
      old.parentElement?.setAttribute('aria-label', caption);
      return;
    }
    this.shape = shape;
    const head = el('tr', {}, el('td'), ...board.cols.map((c) => el('th', { scope: 'col' }, c)));
    const rows = board.rows.map((name, r) => el('tr', {}, el('th', { scope: 'row' }, name),
      ...board.cols.map((_, c) => el('td', {}, cellText(board.cell(r, c))))));
    const table = el('table', { className: 'board-table' }, el('caption', {}, caption), el('thead', {}, head), el('tbody', {}, ...rows));
    // The table scrolls sideways within the board's column, reachable from the keys.
    this.body.replaceChildren(el('div', { className: 'board-table-scroll', tabIndex: 0, role: 'group', aria: { label: caption } }, table));
  }
}
