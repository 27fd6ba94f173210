// The sliding puzzle's tiles: their colours (on the board, in the legend and in the small
// grids), and a state as a small grid of tiles or as a line of text.
import { el } from '../../shell/kit.js';

export const TILE = '#f4e3c1';
export const HOME = '#cfe8d2';
export const MOVED = '#e0301e';
export const BLANK = '#3b4048';
export const INK = '#1b1f23';

// A state as a small grid of tiles (the frontier's rows, the successor generated): text a
// screen reader reads row by row.
/** @param {number[]} tiles @param {number} side @param {number[]} goal @param {number} [moved] */
export function mini(tiles, side, goal, moved = 0) {
  const grid = el('span', { className: 'tiles-mini', aria: { label: rows(tiles, side) } });
  grid.setAttribute('role', 'img');
  // Two-digit tiles (the 15-puzzle's) get room for both digits and a gap to the next tile,
  // so "14 13" never reads "1413".
  const width = side * side > 10 ? 2 : 1.4;
  Object.assign(grid.style, {
    display: 'inline-grid', gridTemplateColumns: `repeat(${side}, ${width}em)`, gap: '2px',
    font: '600 0.8rem/1.4em system-ui, sans-serif', textAlign: 'center', verticalAlign: 'middle',
  });
  tiles.forEach((tile, i) => {
    // The grid's label reads the rows; its cells are not read again one by one.
    const cell = el('span', { aria: { hidden: 'true' } }, tile ? String(tile) : '');
    Object.assign(cell.style, {
      background: tile === 0 ? BLANK : tile === goal[i] ? HOME : TILE,
      outline: tile && tile === moved ? `2px solid ${MOVED}` : '', color: INK,
    });
    grid.append(cell);
  });
  return grid;
}

// "1 2 3 / 4 5 6 / 7 8 _": a state's rows as text.
/** @param {number[]} tiles @param {number} side */
export const rows = (tiles, side) => Array.from({ length: side }, (_, r) => tiles.slice(r * side, r * side + side)
  .map((x) => (x ? String(x) : '_')).join(' ')).join(' / ');
