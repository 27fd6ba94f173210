// Boards on a canvas: sized to the space they have and crisp at any devicePixelRatio, the
// geometry of squares (rank 1 at the bottom, a margin on the left for rank numbers and
// below for file letters), hit testing, and the labels.

import { tag, isSvg } from './svg-context.js';

// An export (export/image.js) draws a board again, with the view's own drawing code, into a
// context of its own (a canvas at 1x, 2x or 4x, or the SVG back end): while `capture` is
// set, sizing its canvas opens the export's context instead, and the drawing goes there.
/** @type {{ canvas: HTMLCanvasElement, open: (width: number, height: number) => Ctx, transparent: boolean, ctx: Ctx | null } | null} */
let capture = null;

/**
 * Run `draw` (the view's drawing of the frame shown) with `canvas` drawn into the context
 * that `open(width, height)` returns when the drawing sizes it (width and height in CSS
 * pixels). `transparent`: the board's white background is left out. Returns that context,
 * or null when the drawing did not size the canvas (nothing drawn there).
 * @param {HTMLCanvasElement} canvas
 * @param {{ open: (width: number, height: number) => Ctx, transparent: boolean }} into
 * @param {() => void} draw
 */
export function drawInto(canvas, { open, transparent }, draw) {
  const outer = capture;
  capture = { canvas, open, transparent, ctx: null };
  try {
    draw();
    return capture.ctx;
  } finally {
    capture = outer;
  }
}

// The white behind a drawing, `width` x `height` from the top left; not painted where an
// export asked for a transparent background.
/**
 * @param {Ctx} ctx
 * @param {number} width
 * @param {number} height
 */
export function paintBackground(ctx, width, height) {
  if (capture && capture.ctx === ctx && capture.transparent) return;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
}

// Size a canvas to CSS pixels and return a 2D context drawing in CSS pixels.
/**
 * @param {HTMLCanvasElement} canvas
 * @param {number} width
 * @param {number} height
 */
export function sizeCanvas(canvas, width, height) {
  if (capture && capture.canvas === canvas) {
    capture.ctx = capture.open(width, height);
    return capture.ctx;
  }
  const dpr = window.devicePixelRatio || 1;
  const [w, h] = [Math.round(width * dpr), Math.round(height * dpr)];
  const [cssW, cssH] = [`${width}px`, `${height}px`];
  const ctx = canvas.getContext('2d');
  // Null only where the canvas holds another kind of context, which no board's does.
  if (!ctx) throw new Error('a board canvas without a 2D context');
  // A board played at 60 steps/s is drawn anew every frame at the same size: there the
  // canvas keeps its pixels' buffer and its box (assigning width or height allocates a new
  // buffer, and a new style dirties the page's layout), and reset() gives the fresh state
  // and the cleared pixels a resize would. Where reset() is missing, a resize does both.
  if (canvas.width === w && canvas.height === h && typeof ctx.reset === 'function') {
    ctx.reset();
  } else {
    canvas.width = w;
    canvas.height = h;
  }
  if (canvas.style.width !== cssW) canvas.style.width = cssW;
  if (canvas.style.height !== cssH) canvas.style.height = cssH;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

// In embed mode, the height the board may take: the frame less the status line, the
// player and the link to the full page; null outside embed mode.
// The status line keeps a fixed height (style.css), so the board's size does not follow
// the narration. In a frame wider than tall, the status line stands beside the board
// (`beside`) and takes no height from it.
export function embedHeight() {
  if (!document.body.classList.contains('embed')) return null;
  const beside = embedBeside();
  // A lesson's bar and slide words (lesson.js) stand above the board.
  // Under the board (not beside it), "Your turn" (predict=1) takes its height too.
  const taken = (beside ? ['notice', 'embed-bar'] : ['notice', 'status', 'embed-bar', 'lesson']).reduce((a, id) => a + (document.getElementById(id)?.offsetHeight || 0), 0);
  // (With what its questions read: style.css, [data-reads].)
  const turn = beside ? 0 : [...document.querySelectorAll('#view > .side > .your-turn, #view > .side > [data-reads]')].reduce((a, e) => a + /** @type {HTMLElement} */ (e).offsetHeight, 0);
  return window.innerHeight - taken - turn - (/** @type {HTMLElement} */ (document.querySelector('#view .player'))?.offsetHeight || 0) - 24;
}

// The least width of the column beside a board in a frame (the narration and the legend).
const BESIDE_MIN = 180;

// Whether an embedded view with one board on a canvas stands beside its narration and
// legend (a frame wider than tall, with room for both), set on the body as `beside`.
export function embedBeside() {
  const body = document.body;
  const view = document.getElementById('view');
  const main = view && view.querySelector(':scope > .main');
  const beside = body.classList.contains('embed') && !body.classList.contains('in-lesson') && !!main && !view.classList.contains('compare') &&
    !main.classList.contains('fluid') && main.querySelectorAll('canvas').length === 1 &&
    window.innerWidth - window.innerHeight >= BESIDE_MIN;
  if (body.classList.contains('beside') !== beside) body.classList.toggle('beside', beside);
  // The legend beside the board scrolls when the frame is short: reachable from the keys.
  const legend = view && view.querySelector('.legend-list');
  if (legend && beside !== legend.hasAttribute('tabindex')) {
    if (beside) legend.setAttribute('tabindex', '0'); else legend.removeAttribute('tabindex');
  }
  return beside;
}

// The space a board may take, in CSS pixels. Width: the view's, less the side panel's
// least width where the panel stands beside the board. Height: a share of the window's
// that grows as the window shrinks (0.72 h + 48), so zooming in (fewer CSS pixels in the
// window, each larger) never makes a board smaller on screen and a tall screen is used;
// what is above the board scrolls away. In embed mode, what the frame leaves.
// In a pane of a comparison (compare.js; `from`: an element in it), the pane's width and a
// share of the window's height.
/** @param {Element | null} [from] @returns {{ width: number, height: number }} */
export function boardSpace(from = null) {
  const pane = /** @type {HTMLElement | null} */ (from && from.closest ? from.closest('.pane') : null);
  if (from && pane) {
    const embedded = embedHeight();
    const caption = /** @type {HTMLElement | null} */ (pane.querySelector('.pane-caption'))?.offsetHeight || 0;
    let height = embedded !== null ? embedded - caption : Math.round(0.6 * window.innerHeight);
    let width = pane.clientWidth;
    if (embedded === null && document.body.classList.contains('in-lesson') && !presenting()) {
      // In a lesson: under the slide's words where there is room, else a share of the window.
      height = Math.max(paneFit(from, pane), Math.round(0.4 * window.innerHeight));
    } else if (embedded === null && presenting()) {
      height = paneFit(from, pane);
      // The counters beside the board, where style.css puts them there.
      const counts = /** @type {HTMLElement | null} */ (pane.querySelector('.main > .counters'));
      if (counts && counts.parentElement && getComputedStyle(counts.parentElement).flexDirection === 'row') width -= counts.offsetWidth + 16;
    }
    return { width: Math.max(120, Math.floor(width)), height: Math.max(100, height) };
  }
  const view = document.getElementById('view');
  let width = view ? view.clientWidth : window.innerWidth;
  const side = view && view.querySelector(':scope > .side');
  if (embedBeside()) {
    width = document.body.clientWidth - BESIDE_MIN - 28;
  } else if (view && side && getComputedStyle(view).flexDirection === 'row' && getComputedStyle(view).display === 'flex') {
    const style = getComputedStyle(side);
    width -= parseFloat(style.flexBasis) + parseFloat(getComputedStyle(view).columnGap || '0');
  }
  const embedded = embedHeight();
  let height = embedded ?? Math.round(0.72 * window.innerHeight + 48);
  // Full screen (a projector): the board fits under what is above it, its labels with it.
  // A short window (a phone in landscape: 30rem, 480 px, or less, as in style.css) likewise.
  // In a lesson (lesson.js) the board fits under the slide's words, so both are seen at once.
  // Full screen in a lesson, the player stands under the board (style.css) and fits too. A
  // lesson's words are read whole, so where they leave too little of the window (a phone) the
  // page scrolls to a board of at least 40% of the window's height.
  const short = window.innerHeight <= 480;
  const lesson = document.body.classList.contains('in-lesson');
  if (embedded === null && (presenting() || short || lesson)) {
    let fit = window.innerHeight - pageTop(from || view) - 8;
    if (view && lesson && presenting()) fit -= below(view.querySelector(':scope > .side > .player'), view);
    else if (lesson) fit = Math.max(fit, Math.round(0.4 * window.innerHeight));
    height = Math.min(height, fit);
  }
  return { width: Math.max(160, Math.floor(width)), height: Math.max(120, height) };
}

// Full screen (share.js sets `presenting` on the root).
const presenting = () => document.documentElement.classList.contains('presenting');

// The height `el` (if shown) takes under the board in the column `view`: its box, its margins
// and the column's gap.
/**
 * @param {HTMLElement | null} el
 * @param {HTMLElement} view
 */
function below(el, view) {
  if (!el || !el.offsetHeight) return 0;
  const style = getComputedStyle(el);
  return el.offsetHeight + parseFloat(style.marginTop) + parseFloat(style.marginBottom) + (parseFloat(getComputedStyle(view).rowGap) || 0);
}

// The top of `el` from the top of the page.
const pageTop = (/** @type {Element | null} */ el) => (el ? el.getBoundingClientRect().top + window.scrollY : 0);

// Full screen, a pane of a comparison: its board, and under it the pane's counters and
// finish line, fit in the screen; and the table under the panes too where the boards keep
// at least 45% of the screen's height with it.
/**
 * @param {Element} canvas
 * @param {HTMLElement} pane
 */
function paneFit(canvas, pane) {
  // Above and under the board: the most any pane of its row has (its title; its counters and
  // its finish line), so the boards of a row are one size and the longest finish line is
  // whole on the screen too. Panes one under another (a phone) are each their own row.
  const top = pane.getBoundingClientRect().top;
  const panes = /** @type {HTMLElement[]} */ ([...(pane.parentElement?.children ?? [])])
    .filter((p) => p === pane || Math.abs(p.getBoundingClientRect().top - top) < 1);
  const used = Math.max(...panes.map((p) => {
    const c = p === pane ? canvas : p.querySelector('canvas');
    return c ? pageTop(c) + p.getBoundingClientRect().bottom - c.getBoundingClientRect().bottom : 0;
  }));
  const fit = window.innerHeight - used - 12;
  const foot = /** @type {HTMLElement | null | undefined} */ (pane.closest('#view')?.querySelector('.compare-foot'));
  const withFoot = fit - (foot ? foot.offsetHeight + 8 : 0);
  return withFoot >= 0.45 * window.innerHeight ? withFoot : fit;
}

// How much larger than 16 px the page's type is (full screen sets it larger): the labels
// beside a board and their margin grow with it.
export function typeScale() {
  return Math.max(1, (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) / 16);
}

export class BoardCanvas {
  // `label`: the margin for rank numbers and file letters (0 for none). `onPick(sq)`: a
  // square chosen by a click, or from the keyboard: the board takes focus (Tab), the arrow
  // keys move a cursor square and Enter picks it (Space plays and pauses everywhere, as the
  // page's header says, the board included). `name(sq, geom)`: a square's name in an SVG
  // export (data-square), by default "r3c5" (row 3 from the bottom, column 5).
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{ label?: number, onPick?: ((sq: number) => void) | null, name?: ((sq: number, geom: Geom) => string) | null }} [options]
   */
  constructor(canvas, { label = 22, onPick = null, name = null } = {}) {
    this.canvas = canvas;
    this.label = label;
    this.naming = name;
    /** @type {Geom | null} the squares' geometry, from the last layout() */
    this.geom = null;
    /** @type {Ctx} the context the last layout() sized (the board is drawn only after one) */
    this.ctx;
    /** @type {number | null} */
    this.cursor = null;
    /** The board as the view last drew it, while the cursor is drawn over it on the canvas. @type {HTMLCanvasElement | null} */
    this.clean = null;
    /** Set by the view: says the square the keyboard's cursor reached (view.js). @type {((sq: number) => void) | undefined} */
    this.speak = undefined;
    if (onPick) {
      canvas.tabIndex = 0;
      canvas.addEventListener('click', (e) => {
        const sq = this.squareAt(e);
        if (sq >= 0) onPick(sq);
      });
      canvas.addEventListener('keydown', (e) => this.onKey(e, onPick));
      // The cursor is drawn only while the board has focus, and stays where it was.
      canvas.addEventListener('blur', () => this.showCursor());
      canvas.addEventListener('focus', () => this.showCursor());
    }
  }

  /**
   * @param {KeyboardEvent} e
   * @param {(sq: number) => void} onPick
   */
  onKey(e, onPick) {
    const g = this.geom;
    if (!g || e.ctrlKey || e.metaKey || e.altKey) return;
    /** @type {Record<string, [number, number]>} */
    const moves = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in moves) {
      e.preventDefault();
      const sq = this.cursor !== null && this.cursor < g.rows * g.cols ? this.cursor : 0;
      const rank = Math.min(g.rows - 1, Math.max(0, Math.floor(sq / g.cols) + moves[e.key][0]));
      const file = Math.min(g.cols - 1, Math.max(0, (sq % g.cols) + moves[e.key][1]));
      this.cursor = rank * g.cols + file;
      this.showCursor();
      this.speak?.(this.cursor);
    } else if (e.key === 'Enter' && this.cursor !== null) {
      e.preventDefault();
      onPick(this.cursor);
    }
  }

  // After the view has drawn the frame (View.render): the keyboard's cursor over it.
  drawCursor() {
    this.clean = null; // the canvas holds the view's drawing alone
    this.showCursor();
  }

  // The keyboard's cursor square over the board as the view drew it, while the board has
  // focus. A move of the cursor or of the focus puts the view's drawing back (kept aside
  // while the cursor is over it) and draws the cursor again: the view draws nothing, so its
  // status line, "Your turn" and the rest are left as they are.
  showCursor() {
    const canvas = this.canvas;
    const ctx = canvas.getContext('2d');
    const g = this.geom;
    if (!ctx) return;
    const size = (/** @type {HTMLCanvasElement} */ c) => c.width === canvas.width && c.height === canvas.height;
    if (this.clean && size(this.clean)) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(this.clean, 0, 0);
      ctx.restore();
    }
    const shown = document.activeElement === canvas && this.cursor !== null && !!g && this.cursor < g.rows * g.cols;
    if (!shown || !g || this.cursor === null) {
      this.clean = null;
      return;
    }
    if (!this.clean || !size(this.clean)) {
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      copy.getContext('2d')?.drawImage(canvas, 0, 0);
      this.clean = copy;
    }
    // (In the canvas's own context: the last layout may have been an export's.)
    const width = 3;
    const sq = this.cursor;
    ctx.save();
    ctx.setLineDash([4, 3]);
    ctx.strokeStyle = '#1a4fd6';
    ctx.lineWidth = width;
    const x = g.left + (sq % g.cols) * g.size;
    const y = g.top + (g.rows - 1 - Math.floor(sq / g.cols)) * g.size;
    ctx.strokeRect(x + width / 2, y + width / 2, g.size - width, g.size - width);
    ctx.restore();
  }

  // Lay out rows x cols squares in the space a board has (`boardSpace`), squares from
  // `min` to `max` pixels. Returns the context, cleared to white.
  /**
   * @param {number} rows
   * @param {number} cols
   * @param {{ min?: number, max?: number }} [bounds]
   */
  layout(rows, cols, { min = 6, max = 96 } = {}) {
    const space = boardSpace(this.canvas);
    if (embedHeight() !== null) min = Math.min(min, 4);
    // Squares, and the labels' margin, may grow with the type (full screen sets it larger).
    const scale = typeScale();
    max *= scale;
    const label = Math.round(this.label * scale);
    const availW = space.width - label;
    const availH = space.height - label;
    const size = Math.max(min, Math.floor(Math.min(availW / cols, availH / rows, max)));
    const width = label + size * cols;
    const height = label + size * rows;
    this.geom = { left: label, top: 0, size, width, height, rows, cols, label };
    const ctx = sizeCanvas(this.canvas, width, height);
    paintBackground(ctx, width, height);
    this.ctx = ctx;
    return ctx;
  }

  // The name of square `sq` (see the constructor).
  /**
   * @param {number} sq
   */
  name(sq) {
    const g = this.laid;
    return this.naming ? this.naming(sq, g) : `r${Math.floor(sq / g.cols) + 1}c${(sq % g.cols) + 1}`;
  }

  // Square `sq` filled with `colour`: one element per square in an SVG export, named.
  /**
   * @param {number} sq
   * @param {string} colour
   */
  fillSquare(sq, colour) {
    const { ctx } = this;
    ctx.fillStyle = colour;
    tag(ctx, () => ({ square: this.name(sq) }));
    ctx.fillRect(this.x(sq), this.y(sq), this.size, this.size);
  }

  // The geometry of the last layout(), which every square's drawing follows.
  /** @returns {Geom} */
  get laid() {
    if (!this.geom) throw new Error('a board drawn before its layout');
    return this.geom;
  }

  get size() { return this.laid.size; }

  // The left and top edges of square `sq` (rank * cols + file), and its centre.
  /**
   * @param {number} sq
   */
  x(sq) { const g = this.laid; return g.left + (sq % g.cols) * g.size; }
  /**
   * @param {number} sq
   */
  y(sq) { const g = this.laid; return g.top + (g.rows - 1 - Math.floor(sq / g.cols)) * g.size; }
  /**
   * @param {number} sq
   */
  cx(sq) { return this.x(sq) + this.laid.size / 2; }
  /**
   * @param {number} sq
   */
  cy(sq) { return this.y(sq) + this.laid.size / 2; }

  // Whether `sq` is a light square, as on a chessboard (a1 is dark).
  /**
   * @param {number} sq
   */
  light(sq) { const g = this.laid; return ((sq % g.cols) + Math.floor(sq / g.cols)) % 2 === 1; }

  // Every square filled with `colour`: on a canvas one rectangle (the same pixels, and cheap
  // on a board of 10,000 squares), in an SVG export one named element per square.
  /**
   * @param {string} colour
   */
  fillBoard(colour) {
    const { ctx, laid: g } = this;
    if (isSvg(ctx)) {
      for (let sq = 0; sq < g.rows * g.cols; sq++) this.fillSquare(sq, colour);
      return;
    }
    ctx.fillStyle = colour;
    ctx.fillRect(g.left, g.top, g.cols * g.size, g.rows * g.size);
  }

  // Fill every square in the two colours of a chessboard.
  /**
   * @param {string} light
   * @param {string} dark
   */
  checker(light, dark) {
    const n = this.laid.rows * this.laid.cols;
    for (let sq = 0; sq < n; sq++) this.fillSquare(sq, this.light(sq) ? light : dark);
  }

  // A frame inside square `sq`, `width` pixels wide.
  /**
   * @param {number} sq
   * @param {string} colour
   * @param {number} width
   */
  frame(sq, colour, width) {
    const { ctx } = this;
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.strokeRect(this.x(sq) + width / 2, this.y(sq) + width / 2, this.size - width, this.size - width);
  }

  // A line through the centres of `squares`, in order.
  /**
   * @param {number[] | Uint32Array} squares
   * @param {string} colour
   * @param {number} width
   */
  polyline(squares, colour, width) {
    if (squares.length < 2) return;
    const { ctx } = this;
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    squares.forEach((sq, i) => (i === 0 ? ctx.moveTo(this.cx(sq), this.cy(sq)) : ctx.lineTo(this.cx(sq), this.cy(sq))));
    ctx.stroke();
  }

  // Lines between pairs of squares' centres ([a, b, a, b, ...]), stroked as one path with
  // round ends: where they meet they look as a polyline through them with round joins, and
  // a line drawn over and over (a way that goes round a cycle) is drawn once.
  /**
   * @param {number[]} pairs
   * @param {string} colour
   * @param {number} width
   */
  segments(pairs, colour, width) {
    if (pairs.length < 2) return;
    const { ctx } = this;
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      ctx.moveTo(this.cx(pairs[i]), this.cy(pairs[i]));
      ctx.lineTo(this.cx(pairs[i + 1]), this.cy(pairs[i + 1]));
    }
    ctx.stroke();
    ctx.restore();
  }

  // The square under a mouse event, or -1 off the board.
  /**
   * @param {MouseEvent} event
   */
  squareAt(event) {
    const g = this.geom;
    if (!g) return -1;
    const rect = this.canvas.getBoundingClientRect();
    const file = Math.floor((event.clientX - rect.left - g.left) / g.size);
    const fromTop = Math.floor((event.clientY - rect.top - g.top) / g.size);
    if (file < 0 || file >= g.cols || fromTop < 0 || fromTop >= g.rows) return -1;
    return (g.rows - 1 - fromTop) * g.cols + file;
  }

  // File letters under the board and rank numbers to its left (thinned on small squares).
  /**
   * @param {(file: number) => string} fileName
   */
  labels(fileName) {
    const { ctx } = this;
    const { left, top, size, rows, cols, label } = this.laid;
    const scale = label / 22;
    ctx.fillStyle = '#333';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `${Math.min(13 * scale, Math.max(9 * scale, size * 0.4))}px system-ui, sans-serif`;
    const every = size >= 18 * scale ? 1 : Math.ceil((18 * scale) / size);
    // In an SVG export the labels are named as such (data-label), apart from what is drawn
    // in the squares.
    for (let f = 0; f < cols; f += every) {
      tag(ctx, { label: 'file' });
      ctx.fillText(fileName(f), left + f * size + size / 2, top + rows * size + label / 2);
    }
    ctx.textAlign = 'right';
    for (let r = 0; r < rows; r += every) {
      tag(ctx, { label: 'rank' });
      ctx.fillText(String(r + 1), left - 4, top + (rows - 1 - r) * size + size / 2);
    }
  }
}
