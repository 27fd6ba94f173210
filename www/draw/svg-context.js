// An SVG back end for the views' own drawing code: an object with the part of
// CanvasRenderingContext2D the views use (rectangles, paths, arcs and curves, dashes,
// text, save/restore, transforms, globalAlpha), recording each drawing call as an SVG
// element instead of pixels, so an export draws the frame with the code that draws it on
// screen and cannot drift from it. Text stays text (<text>, its font, anchor and baseline),
// colours are written as the canvas reads them (rgb() with an opacity), and every element
// is in the canvas's CSS pixels. `tagNext(attrs)` names the next element drawn (a board's
// square, a graph's vertex) with data-* attributes a canvas context has no place for; draw
// code calls it through `tag()`, which does nothing on a canvas. A picture drawn as pixels
// (drawImage) has no vector form: it throws a coded error (export.svg.picture).
import { coded } from '../shell/kit.js';

/** @typedef {Record<string, string | number | undefined | null>} SvgAttrs an element's attributes (undefined, null: left out) */

const SVG_NS = 'http://www.w3.org/2000/svg';

// A canvas of the page's own, never shown: it reads colours and fonts as the canvas
// normalises them, and measures text as the canvas would.
/**
 * @type {CanvasRenderingContext2D | null}
 */
let scratch = null;
function scratchContext() {
  scratch ??= document.createElement('canvas').getContext('2d');
  if (!scratch) throw new Error('no 2D canvas to read colours with');
  return scratch;
}

// Numbers written short: at most 3 decimals, no trailing zeros.
const num = (/** @type {number} */ v) => String(Math.round(v * 1000) / 1000);

// XML text and attribute values.
/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (/** @type {unknown} */ s) => String(s).replace(/[&<>"]/g, (c) => ENTITIES[c]);

// A canvas colour as SVG paints it: { paint, opacity }, or null for a gradient or pattern
// (none is drawn by the views).
/** @type {Map<string, { paint: string, opacity: number }>} */
const COLOURS = new Map();
/**
 * @param {unknown} style a canvas fillStyle or strokeStyle
 */
function colour(style) {
  if (typeof style !== 'string') return null;
  if (!COLOURS.has(style)) {
    const ctx = scratchContext();
    ctx.fillStyle = '#000';
    ctx.fillStyle = style;
    const read = String(ctx.fillStyle);
    const m = read.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/);
    COLOURS.set(style, m ? { paint: `rgb(${m[1]},${m[2]},${m[3]})`, opacity: m[4] === undefined ? 1 : Number(m[4]) } : { paint: read, opacity: 1 });
  }
  return COLOURS.get(style);
}

// A canvas font ("600 24px system-ui, sans-serif") as SVG attributes.
/**
 * @param {string} font
 */
function fontAttrs(font) {
  const m = font.match(/^((?:(?:italic|oblique|small-caps|normal|bold|bolder|lighter|\d{3})\s+)*)([\d.]+)px\s+(.+)$/);
  if (!m) return { style: `font:${font}` };
  /** @type {Record<string, string>} */
  const attrs = { 'font-family': m[3], 'font-size': num(Number(m[2])) };
  for (const word of m[1].trim().split(/\s+/).filter(Boolean)) {
    if (/^(italic|oblique)$/.test(word)) attrs['font-style'] = word;
    else if (word === 'small-caps') attrs['font-variant'] = word;
    else if (word !== 'normal') attrs['font-weight'] = word;
  }
  return attrs;
}

/** @type {Record<string, string>} */
const ANCHOR = { left: 'start', start: 'start', center: 'middle', right: 'end', end: 'end' };
/** @type {Record<string, string>} */
const BASELINE = { top: 'text-before-edge', hanging: 'hanging', middle: 'central', ideographic: 'ideographic', bottom: 'text-after-edge' };

// The state save() keeps and restore() brings back, as a canvas does.
const STATE = ['fillStyle', 'strokeStyle', 'lineWidth', 'lineJoin', 'lineCap', 'miterLimit', 'font',
  'textAlign', 'textBaseline', 'globalAlpha', 'lineDashOffset', 'imageSmoothingEnabled'];

export class SvgContext {
  // `width` x `height` CSS pixels; `background`: a colour painted first, or null (none).
  /**
   * @param {number} width
   * @param {number} height
   * @param {string | null} [background]
   */
  constructor(width, height, background = null) {
    this.width = width;
    this.height = height;
    this.background = background;
    /**
     * @type {string[]}
     */
    this.elements = [];
    this.fillStyle = '#000';
    this.strokeStyle = '#000';
    this.lineWidth = 1;
    this.lineJoin = 'miter';
    this.lineCap = 'butt';
    this.miterLimit = 10;
    this.font = '10px sans-serif';
    this.textAlign = 'start';
    this.textBaseline = 'alphabetic';
    this.globalAlpha = 1;
    this.lineDashOffset = 0;
    this.imageSmoothingEnabled = true;
    /** @type {number[]} */
    this.dash = [];
    this.matrix = [1, 0, 0, 1, 0, 0];
    /** @type {Record<string, unknown>[]} */
    this.stack = [];
    this.path = '';
    /** @type {[number, number] | null} the current subpath's first point */
    this.start = null;
    /** @type {[number, number] | null} the current point */
    this.point = null;
    /** @type {Record<string, string | number> | null} */
    this.tags = null;
  }

  // --- state ----------------------------------------------------------------------------

  save() {
    /** @type {Record<string, unknown>} */
    const state = { dash: this.dash, matrix: this.matrix };
    const self = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this));
    for (const k of STATE) state[k] = self[k];
    this.stack.push(state);
  }

  restore() {
    const state = this.stack.pop();
    if (!state) return;
    Object.assign(this, state);
  }

  /**
   * @param {Iterable<number>} segments
   */
  setLineDash(segments) {
    const list = [...segments].map(Number);
    if (list.some((v) => !Number.isFinite(v) || v < 0)) return;
    this.dash = list.length % 2 ? [...list, ...list] : list;
  }

  getLineDash() { return [...this.dash]; }

  /**
   * @param {number | DOMMatrix} a
   * @param {number} b
   * @param {number} c
   * @param {number} d
   * @param {number} e
   * @param {number} f
   */
  setTransform(a, b, c, d, e, f) {
    this.matrix = typeof a === 'object' ? [a.a, a.b, a.c, a.d, a.e, a.f] : [a, b, c, d, e, f];
  }

  resetTransform() { this.matrix = [1, 0, 0, 1, 0, 0]; }

  getTransform() { return new DOMMatrix(this.matrix); }

  /**
   * @param {number} a
   * @param {number} b
   * @param {number} c
   * @param {number} d
   * @param {number} e
   * @param {number} f
   */
  transform(a, b, c, d, e, f) {
    const [A, B, C, D, E, F] = this.matrix;
    this.matrix = [A * a + C * b, B * a + D * b, A * c + C * d, B * c + D * d, A * e + C * f + E, B * e + D * f + F];
  }

  /**
   * @param {number} x
   * @param {number} y
   */
  translate(x, y) { this.transform(1, 0, 0, 1, x, y); }
  /**
   * @param {number} x
   * @param {number} y
   */
  scale(x, y) { this.transform(x, 0, 0, y, 0, 0); }
  /**
   * @param {number} angle
   */
  rotate(angle) { this.transform(Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0); }

  // The next element drawn carries these attributes (data-square="a1": `{ square: 'a1' }`).
  /**
   * @param {Record<string, string | number>} attrs
   */
  tagNext(attrs) { this.tags = attrs; }

  // --- paths ----------------------------------------------------------------------------

  // A point of user space in the SVG's space.
  /**
   * @param {number} x
   * @param {number} y
   * @returns {[number, number]}
   */
  at(x, y) {
    const [a, b, c, d, e, f] = this.matrix;
    return [a * x + c * y + e, b * x + d * y + f];
  }

  // How much the transform scales lengths (the views rotate and scale evenly).
  get unit() {
    const [a, b, c, d] = this.matrix;
    return Math.sqrt(Math.abs(a * d - b * c));
  }

  beginPath() {
    this.path = '';
    this.start = null;
    this.point = null;
  }

  /**
   * @param {number} x
   * @param {number} y
   */
  moveTo(x, y) {
    const [px, py] = this.at(x, y);
    this.path += `M${num(px)} ${num(py)}`;
    this.start = this.point = [px, py];
  }

  /**
   * @param {number} x
   * @param {number} y
   */
  lineTo(x, y) {
    if (!this.point) return this.moveTo(x, y);
    const [px, py] = this.at(x, y);
    this.path += `L${num(px)} ${num(py)}`;
    this.point = [px, py];
    return undefined;
  }

  /**
   * @param {number} cx
   * @param {number} cy
   * @param {number} x
   * @param {number} y
   */
  quadraticCurveTo(cx, cy, x, y) {
    if (!this.point) this.moveTo(cx, cy);
    const [qx, qy] = this.at(cx, cy);
    const [px, py] = this.at(x, y);
    this.path += `Q${num(qx)} ${num(qy)} ${num(px)} ${num(py)}`;
    this.point = [px, py];
  }

  /**
   * @param {number} c1x
   * @param {number} c1y
   * @param {number} c2x
   * @param {number} c2y
   * @param {number} x
   * @param {number} y
   */
  bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
    if (!this.point) this.moveTo(c1x, c1y);
    /** @type {[number, number][]} */
    const p = [this.at(c1x, c1y), this.at(c2x, c2y), this.at(x, y)];
    this.path += `C${p.map(([u, v]) => `${num(u)} ${num(v)}`).join(' ')}`;
    this.point = p[2];
  }

  closePath() {
    if (!this.point) return;
    this.path += 'Z';
    this.point = this.start;
  }

  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   */
  rect(x, y, w, h) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }

  // An arc as the canvas draws one: a line from the current point to its start, then the
  // arc (a whole turn or more is two half arcs, as SVG cannot draw a whole circle as one).
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} r
   * @param {number} from
   * @param {number} to
   */
  arc(x, y, r, from, to, anticlockwise = false) {
    if (r < 0) return;
    const turn = 2 * Math.PI;
    let sweep = anticlockwise ? from - to : to - from;
    const whole = sweep >= turn;
    if (!whole) sweep = ((sweep % turn) + turn) % turn;
    else sweep = turn;
    const dir = anticlockwise ? -1 : 1;
    const point = (/** @type {number} */ angle) => this.at(x + r * Math.cos(angle), y + r * Math.sin(angle));
    const [sx, sy] = point(from);
    this.path += `${this.point ? 'L' : 'M'}${num(sx)} ${num(sy)}`;
    if (!this.point) this.start = [sx, sy];
    const R = num(r * this.unit);
    const [a, b, c, d] = this.matrix;
    // A mirroring transform turns a clockwise arc anticlockwise.
    const flag = (dir > 0) === (a * d - b * c > 0) ? 1 : 0;
    const pieces = whole ? [from + dir * Math.PI, from + dir * turn] : [from + dir * sweep];
    /** @type {[number, number]} */
    let last = [sx, sy];
    for (const end of pieces) {
      const piece = whole ? Math.PI : sweep;
      last = point(end);
      this.path += `A${R} ${R} 0 ${piece > Math.PI ? 1 : 0} ${flag} ${num(last[0])} ${num(last[1])}`;
    }
    this.point = last;
  }

  // --- painting -------------------------------------------------------------------------

  // An element: its tag, attributes (undefined ones left out) and text.
  /**
   * @param {string} name
   * @param {SvgAttrs} attrs
   * @param {string | null} [text]
   */
  emit(name, attrs, text = null) {
    /** @type {SvgAttrs} */
    const all = { ...attrs };
    if (this.tags) {
      for (const [k, v] of Object.entries(this.tags)) all[`data-${k}`] = v;
      this.tags = null;
    }
    const list = Object.entries(all).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
    this.elements.push(text === null ? `<${name}${list}/>` : `<${name}${list}>${escape(text)}</${name}>`);
  }

  // The paint attributes of a fill or a stroke in `style`.
  /**
   * @param {string} kind
   * @param {string} style
   */
  paint(kind, style) {
    const c = colour(style);
    if (!c) return null;
    const opacity = c.opacity * this.globalAlpha;
    const attrs = { [kind]: c.paint, [`${kind}-opacity`]: opacity < 1 ? num(opacity) : undefined };
    if (kind === 'stroke') {
      const u = this.unit;
      Object.assign(attrs, {
        'stroke-width': num(this.lineWidth * u),
        'stroke-linejoin': this.lineJoin === 'miter' ? undefined : this.lineJoin,
        'stroke-linecap': this.lineCap === 'butt' ? undefined : this.lineCap,
        'stroke-dasharray': this.dash.length ? this.dash.map((v) => num(v * u)).join(' ') : undefined,
        'stroke-dashoffset': this.dash.length && this.lineDashOffset ? num(this.lineDashOffset * u) : undefined,
      });
    }
    return attrs;
  }

  fill(rule = 'nonzero') {
    const p = this.paint('fill', this.fillStyle);
    if (p && this.path) this.emit('path', { d: this.path, ...p, 'fill-rule': rule === 'evenodd' ? 'evenodd' : undefined });
  }

  stroke() {
    const p = this.paint('stroke', this.strokeStyle);
    if (p && this.path) this.emit('path', { d: this.path, fill: 'none', ...p });
  }

  // A rectangle: a <rect> where the transform keeps it one, else a path.
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   * @param {SvgAttrs} paint
   */
  rectangle(x, y, w, h, paint) {
    const [, b, c] = this.matrix;
    if (b === 0 && c === 0) {
      const [x0, y0] = this.at(x, y);
      const [x1, y1] = this.at(x + w, y + h);
      this.emit('rect', { x: num(Math.min(x0, x1)), y: num(Math.min(y0, y1)), width: num(Math.abs(x1 - x0)), height: num(Math.abs(y1 - y0)), ...paint });
      return;
    }
    const [path, start, point] = [this.path, this.start, this.point];
    this.beginPath();
    this.rect(x, y, w, h);
    this.emit('path', { d: this.path, ...paint });
    [this.path, this.start, this.point] = [path, start, point];
  }

  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   */
  fillRect(x, y, w, h) {
    const p = this.paint('fill', this.fillStyle);
    if (p && w && h) this.rectangle(x, y, w, h, p);
  }

  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   */
  strokeRect(x, y, w, h) {
    const p = this.paint('stroke', this.strokeStyle);
    if (p) this.rectangle(x, y, w, h, { fill: 'none', ...p });
  }

  // Clearing the whole drawing starts it afresh; a part cleared is painted over by the
  // views anyway, so nothing is recorded for it.
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   */
  clearRect(x, y, w, h) {
    const [x0, y0] = this.at(x, y);
    const [x1, y1] = this.at(x + w, y + h);
    if (x0 <= 0 && y0 <= 0 && x1 >= this.width && y1 >= this.height) this.elements = [];
  }

  // --- text -----------------------------------------------------------------------------

  /**
   * @param {string} text
   */
  measureText(text) {
    const ctx = scratchContext();
    ctx.font = this.font;
    ctx.textAlign = /** @type {CanvasTextAlign} */ (this.textAlign);
    ctx.textBaseline = /** @type {CanvasTextBaseline} */ (this.textBaseline);
    return ctx.measureText(text);
  }

  // Text at (x, y) as the canvas places it: the anchor from textAlign, and the alphabetic
  // baseline found where the canvas puts it for textBaseline (measured, so any SVG reader
  // places it alike), in the transform's space.
  /**
   * @param {string} text
   * @param {number} x
   * @param {number} y
   * @param {SvgAttrs} paint
   */
  text(text, x, y, paint) {
    const measured = this.textBaseline === 'alphabetic' ? 0 : this.measureText(text).alphabeticBaseline;
    // A browser whose TextMetrics lacks it: the SVG reader's baseline of the same name.
    const baseline = typeof measured === 'number' ? undefined : BASELINE[this.textBaseline];
    const shift = typeof measured === 'number' ? -measured : 0;
    const [a, b, c, d, e, f] = this.matrix;
    const plain = b === 0 && c === 0 && a === 1 && d === 1;
    const [px, py] = plain ? [x + e, y + shift + f] : [x, y + shift];
    this.emit('text', {
      x: num(px), y: num(py), ...fontAttrs(this.font),
      'text-anchor': ANCHOR[this.textAlign] === 'start' ? undefined : ANCHOR[this.textAlign],
      'dominant-baseline': baseline,
      transform: plain ? undefined : `matrix(${[a, b, c, d, e, f].map(num).join(' ')})`,
      ...paint,
    }, String(text));
  }

  /**
   * @param {string} text
   * @param {number} x
   * @param {number} y
   */
  fillText(text, x, y) {
    const p = this.paint('fill', this.fillStyle);
    if (p) this.text(text, x, y, p);
  }

  /**
   * @param {string} text
   * @param {number} x
   * @param {number} y
   */
  strokeText(text, x, y) {
    const p = this.paint('stroke', this.strokeStyle);
    if (!p) return;
    // A stroke's width is in user space here: the text's own transform scales it.
    const plain = this.matrix[1] === 0 && this.matrix[2] === 0 && this.matrix[0] === 1 && this.matrix[3] === 1;
    if (!plain) p['stroke-width'] = num(this.lineWidth);
    this.text(text, x, y, { fill: 'none', ...p });
  }

  // --- pictures -------------------------------------------------------------------------

  // Another SvgContext drawn at (x, y) (a pane of a comparison), as a group clipped to its
  // size, as its canvas is (a board's frame drawn half outside it stays out); a picture of
  // pixels has no vector form.
  /**
   * @param {CanvasImageSource | SvgContext} image
   */
  drawImage(image, x = 0, y = 0) {
    if (!(image instanceof SvgContext)) throw coded('export.svg.picture');
    const [a, b, c, d] = this.matrix;
    const [px, py] = this.at(x, y);
    /** @type {SvgAttrs} */
    const attrs = { transform: `matrix(${[a, b, c, d, px, py].map(num).join(' ')})` };
    if (this.tags) {
      for (const [k, v] of Object.entries(this.tags)) attrs[`data-${k}`] = v;
      this.tags = null;
    }
    const list = Object.entries(attrs).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
    this.elements.push(`<g${list}><svg width="${num(image.width)}" height="${num(image.height)}" overflow="hidden">${image.body()}</svg></g>`);
  }

  putImageData() { throw coded('export.svg.picture'); }

  // --- the document ---------------------------------------------------------------------

  // The elements drawn, with the background first (if any).
  body() {
    const bg = this.background ? colour(this.background) : null;
    const back = bg ? `<rect width="${num(this.width)}" height="${num(this.height)}" fill="${bg.paint}"${bg.opacity < 1 ? ` fill-opacity="${num(bg.opacity)}"` : ''}/>` : '';
    return back + this.elements.join('');
  }

  // The whole SVG document, sized in CSS pixels; `title` names it.
  document(title = '') {
    const w = num(this.width);
    const h = num(this.height);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="${SVG_NS}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-miterlimit="10">` +
      `${title ? `<title>${escape(title)}</title>` : ''}${this.body()}</svg>\n`;
  }
}

// Name the next element drawn on `ctx` when it is an SVG back end; `attrs` may be a function
// giving them, called only then (a canvas draws the same and keeps no names).
/**
 * @param {Ctx} ctx
 * @param {Record<string, string | number> | (() => Record<string, string | number>)} attrs
 */
export function tag(ctx, attrs) {
  if (ctx instanceof SvgContext) ctx.tagNext(typeof attrs === 'function' ? attrs() : attrs);
}

export const isSvg = (/** @type {Ctx} */ ctx) => ctx instanceof SvgContext;
