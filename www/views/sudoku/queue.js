// The BFS extras under the grid: the queue by depth, the frontier's size over the steps
// (a curve), and the next grids waiting, drawn small.
import { sizeCanvas } from '../../draw/board.js';
import { t, fmt } from '../../text/index.js';
import { drawMini, miniCell } from './grid.js';
import { part, el } from '../../shell/kit.js';

// Grids drawn in the "next off the queue" strip (the frame carries at most this many).
const NEXT = 6;

export class QueuePanel {
  /** @param {HTMLElement} section */
  constructor(section) {
    this.section = section;
    section.setAttribute('aria-label', t('sudoku.queue.label'));
    section.replaceChildren(
      el('h2', {}, t('sudoku.queue')),
      el('p', { dataset: { role: 'depths' } }),
      el('div', { className: 'queue-row' },
        el('figure', {}, el('canvas', { dataset: { role: 'history' }, aria: { label: t('sudoku.queue.history.label') } }),
          el('figcaption', {}, t('sudoku.queue.history'))),
        el('figure', {}, el('canvas', { dataset: { role: 'next' }, aria: { label: t('sudoku.queue.next.label') } }),
          el('figcaption', {}, t('sudoku.queue.next')))),
      el('details', { className: 'queue-text' }, el('summary', {}, t('sudoku.queue.text')),
        el('ol', { dataset: { role: 'next-text' }, aria: { label: t('sudoku.queue.next.label') } })));
    this.depths = part(section, '[data-role=depths]');
    /** @type {HTMLCanvasElement} */
    this.history = part(section, '[data-role=history]');
    /** @type {HTMLCanvasElement} */
    this.next = part(section, '[data-role=next]');
    this.nextText = part(section, '[data-role=next-text]');
  }

  /** @param {boolean} h */
  set hidden(h) { this.section.hidden = h; }

  /** @param {import('../../../searchlight.js').SudokuBfsFrame} f @param {number} steps */
  draw(f, steps) {
    const parts = f.depths.map((d) => t('sudoku.queue.depth', { ...d }));
    this.depths.textContent = parts.length
      ? t('sudoku.queue.waiting', { parts: parts.join(t('sudoku.queue.then')) })
      : t('sudoku.queue.empty');
    this.drawHistory(f.history, steps);
    this.drawNext(f);
  }

  /** @param {number[]} hist the frontier's size at each step @param {number} steps */
  drawHistory(hist, steps) {
    const W = 320;
    const H = 140;
    const ctx = sizeCanvas(this.history, W, H);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, W, H);
    const top = Math.max(1, ...hist);
    ctx.strokeStyle = '#ccc';
    ctx.strokeRect(0.5, 0.5, W - 1, H - 1);
    ctx.fillStyle = '#555';
    ctx.font = '11px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(fmt(top), 4, 3);
    ctx.textBaseline = 'bottom';
    ctx.fillText(t('sudoku.queue.step', { step: steps }), 4, H - 2);
    ctx.strokeStyle = '#2162c4';
    ctx.lineWidth = 2;
    ctx.beginPath();
    hist.forEach((v, i) => {
      const x = 4 + (i / Math.max(1, hist.length - 1)) * (W - 8);
      const y = H - 16 - (v / top) * (H - 32);
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    ctx.stroke();
  }

  /** @param {import('../../../searchlight.js').SudokuBfsFrame} f */
  drawNext(f) {
    const cells = f.size * f.size;
    const n = f.queued.length / cells;
    const side = miniCell(f.size) * f.size;
    const ctx = sizeCanvas(this.next, Math.max(1, NEXT * (side + 10)), side + 4);
    ctx.clearRect(0, 0, NEXT * (side + 10), side + 4);
    for (let g = 0; g < n; g++) drawMini(ctx, g * (side + 10) + 2, 2, f.queued.slice(g * cells, (g + 1) * cells), f);
    // The same grids as text: each by the digits it holds beyond the givens,
    // by cell (r3c7 4), in reading order.
    const items = [];
    for (let g = 0; g < n; g++) {
      const grid = f.queued.slice(g * cells, (g + 1) * cells);
      const placed = [];
      for (let i = 0; i < cells; i++) {
        if (grid[i] && !f.givens[i]) placed.push(`r${Math.floor(i / f.size) + 1}c${(i % f.size) + 1} ${f.digits[grid[i] - 1]}`);
      }
      items.push(el('li', {}, placed.length ? t('sudoku.queue.grid', { k: g + 1, cells: placed }) : t('sudoku.queue.grid_givens', { k: g + 1 })));
    }
    this.nextText.replaceChildren(...items);
  }
}
