// The small picture of a view's board on its front-page card: inline SVG drawn from the
// tiny description in the view's folder (www/views/ROUTE/card.js), no wasm and no image
// file. Drawn in the card's own colour (currentColor) and the page's accent (--accent), so
// it follows the page's palette, a dark one too; aria-hidden, as the card's name and line
// say what it shows.

/**
 * A board as a grid of characters, one string per row (top row first), one character a cell:
 *   ' '  an empty cell;  '.'  a square of the board (shaded alternately if `checker`);
 *   '#'  a wall;  '*'  the path or the answer (the accent);  any other character is written
 *   in its cell (a number, a letter, a piece: ♞ ♛).
 * @typedef {object} Picture
 * @property {string[]} cells
 * @property {boolean} [checker] the board's squares shaded alternately, as a chessboard
 * @property {boolean} [layers] a digit's cell filled by its layer (0 darkest), as BFS colours them
 * @property {boolean} [tiles] a digit's cell drawn as a tile, as the sliding puzzle's
 * @property {boolean} [nodes] a written cell drawn as a graph's vertex (a circle), no grid
 * @property {[number, number]} [boxes] the sudoku's boxes (rows, columns of cells) outlined
 * @property {[number, number][]} [accent] cells (row, column) marked in the accent
 * @property {[number, number, number, number][]} [edges] lines from cell (row, column) to cell
 */

const NS = 'http://www.w3.org/2000/svg';

/**
 * @param {string} name
 * @param {Record<string, string | number>} attrs
 * @param {string} [text]
 */
function svg(name, attrs, text) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * The picture as an <svg> element, one unit a cell, scaled by CSS.
 * @param {Picture} p
 * @returns {SVGSVGElement}
 */
export function drawPicture(p) {
  const grid = p.cells.map((row) => [...row]);
  const rows = grid.length;
  const cols = Math.max(...grid.map((r) => r.length));
  const root = /** @type {SVGSVGElement} */ (svg('svg', { viewBox: `-0.1 -0.1 ${cols + 0.2} ${rows + 0.2}`, class: 'front-picture', 'aria-hidden': 'true', focusable: 'false' }));
  const accent = new Set((p.accent || []).map(([r, c]) => `${r},${c}`));
  for (const [r1, c1, r2, c2] of p.edges || []) {
    root.append(svg('line', { x1: c1 + 0.5, y1: r1 + 0.5, x2: c2 + 0.5, y2: r2 + 0.5, class: 'edge' }));
  }
  for (const [r, row] of grid.entries()) {
    for (const [c, ch] of row.entries()) {
      const cell = { x: c, y: r, width: 1, height: 1 };
      const marked = accent.has(`${r},${c}`);
      const digit = /[0-9]/.test(ch);
      if (p.nodes) {
        if (ch !== ' ') root.append(svg('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.42, class: marked ? 'node accent' : 'node' }));
      } else if (ch === '#') root.append(svg('rect', { ...cell, class: 'wall' }));
      else if (ch === '*' || marked) root.append(svg('rect', { ...cell, class: 'accent' }));
      else if (p.layers && digit) root.append(svg('rect', { ...cell, class: 'layer', 'fill-opacity': Math.max(0.25, 0.9 - 0.3 * Number(ch)) }));
      else if (p.tiles && digit) root.append(svg('rect', { x: c + 0.06, y: r + 0.06, width: 0.88, height: 0.88, rx: 0.12, class: 'tile' }));
      else if (ch !== ' ') root.append(svg('rect', { ...cell, class: p.checker && (r + c) % 2 ? 'square dark' : 'square' }));
      if (!p.nodes && ch !== '#' && ch !== ' ') root.append(svg('rect', { ...cell, class: 'cell' }));
      if (!/[ .#*]/.test(ch)) root.append(svg('text', { x: c + 0.5, y: r + 0.54, class: /[♞♛]/.test(ch) ? 'piece' : '' }, ch));
    }
  }
  if (p.boxes) {
    const [h, w] = p.boxes;
    for (let r = 0; r < rows; r += h) for (let c = 0; c < cols; c += w) root.append(svg('rect', { x: c, y: r, width: w, height: h, class: 'box' }));
  }
  return root;
}
