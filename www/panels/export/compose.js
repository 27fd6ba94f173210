// A comparison as one picture (the PNG, the SVG and each frame of the GIF): the panes'
// boards in a row, each under its name and over its counters, and, where asked (a run every
// pane has ended), the side-by-side table under them all. The counters and the table are
// read from what the page shows (each pane's list of counters, the comparison's table), so
// the picture says what the page says, in its words and its language; nothing is counted
// here. One layout for the three exports: a GIF's frame is the picture of that step.

// The space between panes, the band of their names above them, and the space above the
// counters and above the table (CSS px).
export const GAP = 16;
export const CAPTION = 28;
const SPACE = 10;
// A counter: its name and its value on one line, in cells of at least CELL px, LINE px high.
const CELL = 180;
const LINE = 19;
const NAME_FONT = '13px system-ui, sans-serif';
const VALUE_FONT = '700 13px system-ui, sans-serif';
// The table: a line for its caption, then a row a line, each cell padded PAD px a side.
const ROW = 22;
const PAD = 8;
const CAPTION_FONT = '600 14px system-ui, sans-serif';
const HEAD_FONT = '600 13px system-ui, sans-serif';
const CELL_FONT = '13px system-ui, sans-serif';
const INK = '#111';
const MUTED = '#555';
const RULE = '#bbb';

/** @typedef {[string, string][]} CounterList the counters as a pane shows them: [name, value] */
/** @typedef {{ caption: string, rows: string[][] }} TableText a table's caption and rows (the first its head) */

// A pane's counters as it shows them under its board ([data-role=counters], a <dl> of
// name and value pairs), in their order; a counter the view hides is left out.
/** @param {AnyView} view @returns {CounterList} */
export function countersOf(view) {
  const list = view.root.querySelector('[data-role=counters]');
  if (!list) return [];
  /** @type {CounterList} */
  const out = [];
  for (const item of /** @type {HTMLElement[]} */ ([...list.children])) {
    if (item.hidden) continue;
    const name = item.querySelector('dt')?.textContent?.trim() ?? '';
    if (name) out.push([name, item.querySelector('dd')?.textContent?.trim() ?? '']);
  }
  return out;
}

// The text of a table shown on the page: its caption and its rows, cell by cell.
/** @param {HTMLTableElement | null | undefined} table @returns {TableText | null} */
export function tableOf(table) {
  if (!table || !table.rows.length) return null;
  return {
    caption: table.caption?.textContent?.trim() ?? '',
    rows: [...table.rows].map((r) => [...r.cells].map((c) => (c.textContent ?? '').trim())),
  };
}

/** @type {CanvasRenderingContext2D | null} */
let scratch = null;
// The width of `text` in `font`, as a canvas draws it (the SVG back end measures alike).
/** @param {string} font @param {string} text */
function measure(font, text) {
  if (!scratch) scratch = document.createElement('canvas').getContext('2d');
  if (!scratch) return text.length * 8;
  scratch.font = font;
  return scratch.measureText(text).width;
}

// A pane's name in 16 px, or smaller to stay within its pane (four panes of a sudoku have
// long names), at least 9 px.
/** @param {string} name @param {number} width */
function nameFont(name, width) {
  const font = (/** @type {number} */ px) => `600 ${px}px system-ui, sans-serif`;
  const wide = measure(font(16), name);
  return font(wide <= width ? 16 : Math.max(9, Math.floor((16 * width) / wide)));
}

// How many counters a line holds in a pane `width` px wide: by the width alone, so a GIF's
// frames keep one layout while the values grow.
const perLine = (/** @type {number} */ width) => Math.max(1, Math.floor(width / CELL));
const countersHeight = (/** @type {CounterList} */ list, /** @type {number} */ width) => (list.length ? SPACE + Math.ceil(list.length / perLine(width)) * LINE : 0);

// The columns' widths of `table` and its size.
/** @param {TableText} table */
function tableSize(table) {
  const cols = Math.max(...table.rows.map((r) => r.length));
  const widths = Array.from({ length: cols }, (_, i) => Math.ceil(Math.max(...table.rows.map((r, j) => measure(j === 0 ? HEAD_FONT : CELL_FONT, r[i] ?? '')))) + 2 * PAD);
  const width = Math.max(widths.reduce((a, w) => a + w, 0), Math.ceil(measure(CAPTION_FONT, table.caption)));
  return { widths, width, height: SPACE + ROW * (table.rows.length + 1) };
}

/**
 * Where everything goes: the boards' places, the picture's size, and draw(ctx, place), which
 * writes the names, the counters and the table on `ctx` and has `place(i, x, y)` draw board i.
 * `counters` may be left out (no counters drawn), and `table` null.
 * @param {{ sizes: { width: number, height: number }[], names: string[], counters?: CounterList[], table?: TableText | null }} what
 */
export function layout({ sizes, names, counters = [], table = null }) {
  const widths = sizes.map((s) => Math.ceil(s.width));
  const boards = Math.max(...sizes.map((s) => Math.ceil(s.height)));
  const xs = widths.map((_, i) => widths.slice(0, i).reduce((a, w) => a + w + GAP, 0));
  const row = widths.reduce((a, w) => a + w, 0) + GAP * (widths.length - 1);
  const under = Math.max(0, ...counters.map((list, i) => countersHeight(list, widths[i])));
  const top = CAPTION + boards + under;
  const t = table ? tableSize(table) : null;
  const width = Math.max(row, t ? t.width : 0);
  const height = top + (t ? t.height : 0);
  /** @param {Ctx} ctx @param {(i: number, x: number, y: number) => void} place */
  const draw = (ctx, place) => {
    ctx.textBaseline = 'middle';
    widths.forEach((w, i) => {
      ctx.textAlign = 'left';
      ctx.fillStyle = INK;
      ctx.font = nameFont(names[i] ?? '', w);
      ctx.fillText(names[i] ?? '', xs[i], CAPTION / 2);
      place(i, xs[i], CAPTION);
      const list = counters[i] ?? [];
      const per = perLine(w);
      const cell = w / per;
      list.forEach(([name, value], k) => {
        const x = xs[i] + (k % per) * cell;
        const y = CAPTION + boards + SPACE + Math.floor(k / per) * LINE + LINE / 2;
        ctx.textAlign = 'left';
        ctx.fillStyle = MUTED;
        ctx.font = NAME_FONT;
        ctx.fillText(name, x, y);
        ctx.textAlign = 'right';
        ctx.fillStyle = INK;
        ctx.font = VALUE_FONT;
        ctx.fillText(value, x + cell - PAD, y);
      });
    });
    if (!table || !t) return;
    let y = top + SPACE;
    ctx.textAlign = 'left';
    ctx.fillStyle = INK;
    ctx.font = CAPTION_FONT;
    ctx.fillText(table.caption, 0, y + ROW / 2);
    table.rows.forEach((cells, j) => {
      y += ROW;
      let x = 0;
      cells.forEach((text, i) => {
        // The first column names the row (left), the others are numbers (right).
        ctx.font = j === 0 ? HEAD_FONT : CELL_FONT;
        ctx.fillStyle = INK;
        ctx.textAlign = i === 0 ? 'left' : 'right';
        ctx.fillText(text, i === 0 ? x + PAD : x + t.widths[i] - PAD, y + ROW / 2);
        x += t.widths[i];
      });
      ctx.fillStyle = RULE;
      ctx.fillRect(0, y + ROW - 1, t.width, 1);
    });
  };
  return { width, height, boards: xs.map((x) => ({ x, y: CAPTION })), draw };
}
