// What a view folds: its options past the row of those changed most (foldOptions) and its
// panels (folding), until asked for; and its legend and "What is happening", open on a
// person's first visit to the view and folded on later ones, unless they opened (or
// folded) one themselves, which is kept as they left it. Remembered in this
// browser's localStorage, by view; where storage is refused (a private window, an LMS's
// frame), every visit is a first one. A lesson and an embed always show what they show.
import { el, legendItem } from './kit.js';
import { t } from '../text/index.js';

const KEY = 'searchlight.folds';

/** @returns {Record<string, Record<string, boolean>>} */
function read() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || '{}');
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

/** @param {Record<string, Record<string, boolean>>} v */
function write(v) {
  try {
    localStorage.setItem(KEY, JSON.stringify(v));
  } catch {
    // Nothing remembered: the next visit is a first one again.
  }
}

// Whether part `part` ('legend', 'about') of view `route` opens now; the visit is counted,
// so the next one folds what the person has not opened themselves.
/** @param {string} route @param {string[]} parts @returns {Record<string, boolean>} */
export function visit(route, parts) {
  const all = read();
  const seen = all[route];
  if (!seen) {
    all[route] = {};
    write(all);
    return Object.fromEntries(parts.map((p) => [p, true]));
  }
  return Object.fromEntries(parts.map((p) => [p, seen[p] === true]));
}

// The person opened or folded part `part` of view `route`: kept for their next visits.
/** @param {string} route @param {string} part @param {boolean} open */
export function remember(route, part, open) {
  const all = read();
  all[route] = { ...(all[route] || {}), [part]: open };
  write(all);
}

// The fields of `form` not named in `quick` (ViewStatics) moved into "More options".
/** @param {HTMLFormElement} form @param {string} route @param {string[] | null} quick */
export function foldOptions(form, route, quick) {
  if (!quick) return null;
  const selector = quick.map((name) => `[name="${name}"], [data-act="${name}"]`).join(', ');
  const rest = [...form.children].filter((c) => !c.matches(selector) && !c.querySelector(selector));
  if (!rest.length) return null;
  const fold = /** @type {HTMLDetailsElement} */ (el('details', { className: 'options-more' }, el('summary', {}, t('options.more')),
    el('div', { className: 'options-more-body' }, ...rest)));
  form.append(folding(fold, route, 'options'));
  return fold;
}

// A panel (`part`) folded until a person opens it, then kept as they leave it.
/** @param {HTMLDetailsElement} fold @param {string} route @param {string} part */
export function folding(fold, route, part) {
  fold.open = read()[route]?.[part] === true;
  fold.querySelector(':scope > summary')?.addEventListener('click', () => remember(route, part, !fold.open));
  return fold;
}

// A view's legend (under a button that names it and folds it; an embed lays out the list
// alone, style.css) and "What is happening" (a summary that folds it), as `parts` to place
// beside the board; apply() folds them for this visit.
export class Folds {
  /**
   * @param {string} route the view's
   * @param {{ key: string, style: string | Partial<CSSStyleDeclaration> }[]} legend catalogue keys and swatches
   * @param {string} about a catalogue key, or ''
   */
  constructor(route, legend, about) {
    this.route = route;
    /** @type {HTMLElement[]} */
    this.parts = [];
    /** @type {HTMLElement | null} */
    this.list = null;
    /** @type {HTMLElement | null} */
    this.toggle = null;
    /** @type {HTMLDetailsElement | null} */
    this.about = null;
    /** @type {Record<string, boolean> | null} how this visit found them */
    this.visit = null;
    if (legend && legend.length) {
      const list = el('ul', { className: 'legend-list', id: 'legend-list', aria: { label: t('legend.label') } }, ...legend.map(({ key, style }) => legendItem(key, style)));
      const toggle = el('button', { type: 'button', className: 'btn fold', aria: { expanded: 'true', controls: 'legend-list' } }, t('legend.label'));
      toggle.addEventListener('click', () => {
        const open = list.hidden;
        this.foldLegend(open);
        remember(route, 'legend', open);
      });
      this.list = list;
      this.toggle = toggle;
      this.parts.push(toggle, list);
    }
    if (about) {
      const summary = el('summary', {}, t('about.title'));
      const details = /** @type {HTMLDetailsElement} */ (el('details', { className: 'about', open: true }, summary, el('p', {}, t(about))));
      // A person's click (or Enter) on the summary is kept, as it happens: the summary opens
      // or folds it after the click's handlers, and the toggle event comes later still, as
      // a task a page left at once would never run.
      summary.addEventListener('click', () => remember(route, 'about', !details.open));
      this.about = details;
      this.parts.push(details);
    }
  }

  // Fold for this visit: everything open where `whole`, the legend open where `legendAsked`,
  // else as the person's visits have it (visit()).
  /** @param {boolean} whole @param {boolean} legendAsked */
  apply(whole, legendAsked) {
    // (One visit per view shown, however often its link is read again.)
    if (!whole) this.visit = this.visit || visit(this.route, ['legend', 'about']);
    const open = whole || !this.visit ? { legend: true, about: true } : this.visit;
    this.foldLegend(open.legend || legendAsked);
    if (this.about) this.about.open = open.about;
  }

  // The legend shown or folded under its button.
  /** @param {boolean} open */
  foldLegend(open) {
    if (!this.list || !this.toggle) return;
    this.list.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
  }
}
