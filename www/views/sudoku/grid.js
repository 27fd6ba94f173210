// Sudoku grids on a canvas: the big grid (givens bold, the search's digits plain, pencil
// marks, the cell being tried, dead ends and conflicts in red, the selected cell) and small
// grids (solutions found, the next grids in the BFS queue).
import { sizeCanvas, paintBackground } from '../../draw/board.js';
import { tag } from '../../draw/svg-context.js';

// The big grid for frame `f` (size, box_rows, box_cols, and `digits`: the grid's digits in
// order as Rust writes them, 1-9 and A-G or on 16x16 0-F, the notation it was read in), showing `cells` over `givens`;
// `emptied` (DFS) shades cells the search emptied again, `last` ({cell, back}) is the
// placement just made or taken back, `conflicts` the cells drawn red, `candidates` the
// pencil marks (or null). Returns the geometry for hit tests: { size, cell }.
/**
 * @param {HTMLCanvasElement} canvas
 * @param {{ size: number, box_rows: number, box_cols: number, digits: string }} f
 * @param {{ cells: ArrayLike<number>, givens: ArrayLike<number>, emptied?: number[], last?: import('../../../searchlight.js').Placed | null,
 *   conflicts?: number[] | null | false, selected: number, candidates?: number[] | null, avail: number }} shown
 */
export function drawGrid(canvas, f, { cells, givens, emptied, last, conflicts, selected, candidates, avail }) {
  const { size, box_rows: br, box_cols: bc, digits } = f;
  // Cells of at least 18 pixels: four 16x16 panes side by side fit a 1280-pixel window, and
  // two 9x9 panes the column beside a lesson's words on a projector at 150%.
  const cell = Math.max(18, Math.floor(avail / size));
  const side = cell * size + 2;
  const ctx = sizeCanvas(canvas, side, side);
  paintBackground(ctx, side, side);
  for (let i = 0; i < size * size; i++) {
    const x = (i % size) * cell + 1;
    const y = Math.floor(i / size) * cell + 1;
    // Each cell its own white square (one per cell in an SVG export, named r1c1).
    ctx.fillStyle = '#fff';
    tag(ctx, () => ({ square: `r${Math.floor(i / size) + 1}c${(i % size) + 1}` }));
    ctx.fillRect(x, y, cell, cell);
    if (last && last.cell === i) {
      ctx.fillStyle = last.back ? 'rgba(220, 50, 40, 0.45)' : 'rgba(255, 214, 0, 0.55)';
      ctx.fillRect(x, y, cell, cell);
    } else if (emptied && emptied[i] > 0 && !cells[i]) {
      ctx.fillStyle = `rgba(220, 50, 40, ${Math.min(0.08 + 0.02 * emptied[i], 0.3)})`;
      ctx.fillRect(x, y, cell, cell);
    }
    if (conflicts && conflicts.includes(i)) {
      ctx.fillStyle = 'rgba(220, 0, 0, 0.5)';
      ctx.fillRect(x, y, cell, cell);
    }
    if (i === selected) {
      ctx.strokeStyle = '#2162c4';
      ctx.lineWidth = 3;
      ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
    }
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (cells[i]) {
      ctx.fillStyle = givens[i] ? '#111' : '#1f5fbf';
      ctx.font = `${givens[i] ? 800 : 500} ${Math.floor(cell * 0.58)}px system-ui, sans-serif`;
      ctx.fillText(digits[cells[i] - 1], x + cell / 2, y + cell / 2 + 1);
    } else if (candidates) {
      ctx.fillStyle = '#777';
      const marks = Math.ceil(Math.sqrt(size));
      ctx.font = `${Math.floor(cell / (marks + 1.2))}px system-ui, sans-serif`;
      for (let k = 0; k < size; k++) {
        if (!(candidates[i] & (2 << k))) continue;
        ctx.fillText(digits[k], x + ((k % marks) + 0.5) * cell / marks, y + (Math.floor(k / marks) + 0.5) * cell / marks);
      }
    }
  }
  for (let k = 0; k <= size; k++) {
    ctx.strokeStyle = '#222';
    ctx.lineWidth = k % bc === 0 ? 2.5 : 0.7;
    ctx.beginPath();
    ctx.moveTo(k * cell + 1, 1);
    ctx.lineTo(k * cell + 1, size * cell + 1);
    ctx.stroke();
    ctx.lineWidth = k % br === 0 ? 2.5 : 0.7;
    ctx.beginPath();
    ctx.moveTo(1, k * cell + 1);
    ctx.lineTo(size * cell + 1, k * cell + 1);
    ctx.stroke();
  }
  return { size, cell };
}

// The cell under a mouse event on a grid drawn with `geom`, or -1.
/** @param {HTMLCanvasElement} canvas @param {{ size: number, cell: number } | null | undefined} geom @param {MouseEvent} e */
export function cellAt(canvas, geom, e) {
  if (!geom) return -1;
  const rect = canvas.getBoundingClientRect();
  const c = Math.floor((e.clientX - rect.left) / geom.cell);
  const r = Math.floor((e.clientY - rect.top) / geom.cell);
  if (c < 0 || r < 0 || c >= geom.size || r >= geom.size) return -1;
  return r * geom.size + c;
}

// The side of a small grid's cell for a puzzle of `size`.
export const miniCell = (/** @type {number} */ size) => Math.max(3, Math.floor(96 / size));

// A grid drawn small with its top left at (x0, y0): givens dark, the rest blue, the boxes
// faintly, so a small grid still reads as a sudoku.
/**
 * @param {Ctx} ctx
 * @param {number} x0
 * @param {number} y0
 * @param {ArrayLike<number>} cells
 * @param {{ size: number, box_rows: number, box_cols: number, digits: string, givens: ArrayLike<number> }} f
 */
export function drawMini(ctx, x0, y0, cells, f) {
  const { size, givens, digits } = f;
  const cell = miniCell(size);
  const side = cell * size;
  ctx.fillStyle = '#fff';
  ctx.fillRect(x0, y0, side, side);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `${Math.max(6, Math.floor(cell * 0.75))}px system-ui, sans-serif`;
  for (let i = 0; i < size * size; i++) {
    const d = cells[i];
    if (!d) continue;
    ctx.fillStyle = givens[i] ? '#111' : '#1f5fbf';
    ctx.fillText(digits[d - 1], x0 + (i % size + 0.5) * cell, y0 + (Math.floor(i / size) + 0.5) * cell);
  }
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 1;
  ctx.strokeRect(x0, y0, side, side);
  ctx.strokeStyle = '#aaa';
  ctx.beginPath();
  for (let k = 1; k < size; k++) {
    if (k % f.box_cols === 0) { ctx.moveTo(x0 + k * cell, y0); ctx.lineTo(x0 + k * cell, y0 + side); }
    if (k % f.box_rows === 0) { ctx.moveTo(x0, y0 + k * cell); ctx.lineTo(x0 + side, y0 + k * cell); }
  }
  ctx.stroke();
}

// A small grid on a canvas of its own.
/** @param {HTMLCanvasElement} canvas @param {ArrayLike<number>} cells @param {Parameters<typeof drawMini>[4]} f */
export function miniCanvas(canvas, cells, f) {
  const side = miniCell(f.size) * f.size + 4;
  drawMini(sizeCanvas(canvas, side, side), 2, 2, cells, f);
  return canvas;
}
