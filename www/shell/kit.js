// Small pieces every view uses: counters, the URL's step, coded errors of the page's own,
// and a palette for BFS layers.
import { fmt, t } from '../text/index.js';
import { parseFlag } from './url.js';

export { fmt };

// A <dl> of counters from [key, catalogue key] pairs; returns { set(key, value), values }.
/** @param {HTMLElement} root @param {[string, string][]} names @returns {Counters} */
export function counters(root, names) {
  root.classList.add('counters');
  root.replaceChildren(...names.map(([key, label]) => el('div', {}, el('dt', {}, t(label)), el('dd', { dataset: { c: key } }, '0'))));
  /** @type {Record<string, HTMLElement>} */
  const cells = {};
  for (const dd of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-c]'))) cells[String(dd.dataset.c)] = dd;
  // The values as set (numbers stay numbers), for a lesson's figures (View.figures()).
  /** @type {Record<string, unknown>} */
  const values = {};
  return {
    values,
    set: (key, value) => {
      values[key] = value;
      cells[key].textContent = typeof value === 'number' ? fmt(value) : value === null || value === undefined ? '' : String(value);
    },
  };
}

// An Error with a catalogue code, for checks made in the page (said like Rust's errors).
/** @param {string} code @param {Params} [params] @returns {CodedError} */
export function coded(code, params = {}) {
  return Object.assign(new Error(code), { code, params });
}

// A flag of the page's own (drawing only) as the URL or a checkbox gives it: 1/0, on/off,
// yes/no, true/false; said as Rust says a declared flag's junk.
/** @param {string} raw @returns {boolean} */
export function flagParam(raw) {
  const f = parseFlag(raw);
  if (typeof f !== 'boolean') throw coded('option.flag');
  return f;
}

/** @param {string} raw */
export function stepParam(raw) {
  if (!/^\d{1,9}$/.test(raw)) throw coded('param.step');
  return Number(raw);
}

// A colour per BFS layer, distinct for the first dozen and cycling after.
const LAYER_HUES = [140, 200, 260, 320, 20, 50, 90, 170, 230, 290, 350, 35];
// The same hue dark enough for white text on it (WCAG AA, at least 4.5:1).
/** @param {number} d */
export function layerInk(d) {
  return `hsl(${LAYER_HUES[d % LAYER_HUES.length]}, 70%, 27%)`;
}

// A legend's entry: a swatch drawn with `style` (CSS text or properties), and its words.
/** @param {string} key @param {string | Partial<CSSStyleDeclaration>} style */
export function legendItem(key, style) {
  return el('li', {}, el('span', { className: 'swatch', aria: { hidden: 'true' }, style }), t(key));
}

/** @param {number} d */
export function layerColour(d, alpha = 1) {
  const h = LAYER_HUES[d % LAYER_HUES.length];
  return `hsla(${h}, 70%, ${d === 0 ? 38 : 55}%, ${alpha})`;
}

/**
 * An element: `props` are its properties (className, type, title, hidden, disabled, ...),
 * `dataset` and `aria` objects its data-* and aria-* attributes, `style` its CSS (text, or
 * an object of properties); then `children` (elements or text) appended. The page's one
 * helper for building DOM.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Partial<Omit<HTMLElementTagNameMap[K], 'dataset' | 'style'>> & { dataset?: Record<string, string>,
 *   aria?: Record<string, string>, style?: string | Partial<CSSStyleDeclaration> }} [props]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, props = {}, ...children) {
  const { dataset, aria, style, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (dataset) Object.assign(node.dataset, dataset);
  if (typeof style === 'string') node.style.cssText = style;
  else if (style) Object.assign(node.style, style);
  if (aria) for (const [name, value] of Object.entries(aria)) node.setAttribute(`aria-${name}`, value);
  node.append(...children);
  return node;
}

// The fields of a view's options form, built with el(): a text field (its words, then the
// input `size` characters wide, named for assistive technology by `label`), a choice (its
// words, then a select of `values`, each worded by `word(value)`), and a checkbox or radio
// button (`props`: its input's) followed by its words.
/** @param {string} words @param {string} name @param {number} size @param {string} label */
export function textField(words, name, size, label) {
  return el('label', {}, `${words} `, el('input', { name, size, spellcheck: false, aria: { label } }));
}

/**
 * @param {string} words @param {string} name @param {string} label @param {readonly string[]} values
 * @param {(value: string) => string} word
 */
export function selectField(words, name, label, values, word) {
  return el('label', {}, `${words} `, el('select', { name, aria: { label } }, ...values.map((v) => el('option', { value: v }, word(v)))));
}

/** @param {string} words @param {Partial<Omit<HTMLInputElement, 'dataset' | 'style'>>} props */
export function checkField(words, props) {
  return el('label', {}, el('input', props), ` ${words}`);
}

// An element a view's own markup holds (written by its build()): `selector` in `root`, of
// the element type the caller names. Missing only where the markup and the selector
// disagree, a bug said at once rather than as a null later.
/**
 * @template {Element} [E=HTMLElement]
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {E}
 */
export function part(root, selector) {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`no ${selector} in the view's markup`);
  return /** @type {E} */ (found);
}
