// "The code" beside the board: the view's algorithm as a short listing (code/listings.js),
// the line the current step runs lit (aria-current="step") and the others that step ran
// marked, the variables the listing names with their values, and the call stack, one frame
// per level. All of it is what the model's code() says (labels and values from Rust); the
// page only draws it. The listing is imported the first time the panel shows it (the page
// starts without any): meanwhile the panel says it is loading, and says so plainly if the
// file does not come (offline before the service worker has the page), trying again when
// the panel is next opened.
import { t } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { LOADED, formsOf, loadListing } from './listings.js';

// A value as the listing would print it.
/**
 * @param {import('../../../searchlight.js').CodeValue | null} value
 */
function shown(value) {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value.items)) {
    // A long list comes cut: its last items (a path) or its first (a queue).
    const cut = value.len > value.items.length ? ['…'] : [];
    return `[${(value.tail ? [...cut, ...value.items] : [...value.items, ...cut]).join(', ')}]`;
  }
  return String(value);
}

// Panels made so far, for their elements' ids (a comparison shows one a pane).
let panels = 0;

export class CodePanel {
  constructor() {
    this.on = false;
    /** @type {string | null} the listing laid out */
    this.listing = null;
    this.lines = new Map();
    this.title = el('h2', {}, t('code.title'));
    // Where a listing comes in more than one language (the knight's tour in Java too).
    this.form = el('select', { aria: { label: t('code.form') } });
    this.formLabel = el('label', { hidden: true }, t('code.form'), ' ', this.form);
    this.form.addEventListener('change', () => {
      this.chosen = this.form.value;
      this.listing = null;
      if (this.last) this.draw(this.last);
    });
    this.code = el('ol', { className: 'listing', dataset: { role: 'code' } });
    // The current line in words ("Line 7 of 12: queue.append(v)"), for a reader who cannot
    // see which line is lit; the listing points to it.
    this.at = el('p', { className: 'code-at', id: `code-at-${++panels}`, dataset: { role: 'code-at' } });
    this.code.setAttribute('aria-describedby', this.at.id);
    this.vars = el('table', { className: 'vars', dataset: { role: 'vars' } });
    this.stackTitle = el('h3', {});
    this.stack = el('ol', { className: 'stack', dataset: { role: 'stack' } });
    this.none = el('p', { hidden: true }, t('code.none'));
    // The listing on its way, or why it did not come.
    this.wait = el('p', { hidden: true, className: 'code-wait', dataset: { role: 'code-wait' } });
    /** @type {Promise<void> | null} */
    this.pending = null;
    /** @type {string | null} why the listing did not load */
    this.failed = null;
    this.el = el('section', { className: 'code-panel', hidden: true, aria: { label: t('code.title') } },
      this.title, this.formLabel, this.none, this.wait, this.at, this.code, this.vars, this.stackTitle, this.stack);
  }

  toggle(on = !this.on) {
    this.on = on;
    this.el.hidden = !on;
    // Opened again after a listing failed to load: try again.
    if (on) this.failed = null;
  }

  // The listings `forms` are not all here yet: the panel says so, and draws the last state
  // again once they are (or says why not).
  /**
   * @param {string[]} forms
   */
  await(forms) {
    this.listing = null;
    this.lines.clear();
    this.title.textContent = t('code.title');
    this.formLabel.hidden = true;
    this.none.hidden = true;
    this.code.removeAttribute('aria-label');
    this.code.replaceChildren();
    this.code.hidden = true;
    this.wait.hidden = false;
    this.wait.textContent = this.failed ? t('code.load_failed', { detail: this.failed }) : t('code.loading');
    if (this.failed || this.pending) return;
    const pending = Promise.all(forms.map(loadListing)).then(() => {}, (err) => {
      console.error(err);
      this.failed = String((err && err.message) || err);
    }).then(() => {
      if (this.pending !== pending) return;
      this.pending = null;
      if (this.on && this.last) this.draw(this.last);
    });
    this.pending = pending;
  }

  // Lay out the listing `name` (once per listing).
  /**
   * @param {string} name
   */
  build(name) {
    if (this.listing === name) return;
    this.listing = name;
    const listing = LOADED.get(name);
    this.lines.clear();
    this.none.hidden = true;
    this.wait.hidden = true;
    this.code.hidden = false;
    if (!listing) {
      this.code.replaceChildren();
      return;
    }
    this.title.textContent = t('code.title_of', { title: t(listing.title) });
    this.code.setAttribute('aria-label', t(listing.title));
    this.code.replaceChildren(...listing.lines.map((line) => {
      // A line without a label (an import, a declaration) is shown and never lit. Its indent
      // (its leading spaces) goes to the style, so a line that wraps goes on under it
      // (style.css): on a phone, nesting stays readable.
      const indent = `--indent: ${line.code.length - line.code.replace(/^ */, '').length}`;
      const item = el('li', line.label ? { dataset: { label: line.label }, style: indent } : { style: indent }, el('code', {}, line.code));
      if (line.note) item.append(el('span', { className: 'note' }, `${listing.comment || '#'} ${t(line.note)}`));
      if (line.label) this.lines.set(line.label, item);
      return item;
    }));
  }

  // Nothing to show: a search whose model has no code() (sudoku by BFS).
  clear() {
    this.listing = null;
    this.lines.clear();
    this.title.textContent = t('code.title');
    this.code.removeAttribute('aria-label');
    this.code.replaceChildren();
    this.code.hidden = true;
    this.at.textContent = '';
    this.wait.hidden = true;
    this.formLabel.hidden = true;
    this.none.hidden = false;
    this.vars.replaceChildren();
    this.stackTitle.hidden = true;
    this.stack.replaceChildren();
  }

  // Draw `state` (the model's code()); none clears the panel.
  /**
   * @param {import("../../../searchlight.js").CodeState | null} state
   */
  draw(state) {
    if (!this.on) return;
    if (!state) {
      this.clear();
      return;
    }
    this.last = state;
    // Every form of the listing, for the menu's names (the knight's tour's two): the listing
    // names its forms, so they are asked for once it is here.
    const forms = formsOf(state.listing);
    if (forms.every((f) => LOADED.has(f))) this.light(state, forms);
    else this.await(forms);
    this.vars.replaceChildren(
      el('caption', {}, t('code.vars')),
      ...state.vars.map((v) => el('tr', {}, el('th', { scope: 'row' }, el('code', {}, v.name)), el('td', {}, el('code', {}, shown(v.value))))),
    );
    this.stackTitle.textContent = t('code.stack', { depth: state.depth });
    this.stackTitle.hidden = state.depth === 0;
    const hiddenFrames = state.depth - state.stack.length;
    const frames = state.stack.map((f) => el('li', {}, el('code', {}, f.call),
      ...f.locals.map((v) => el('span', { className: 'local' }, ' ', el('code', {}, `${v.name} = ${shown(v.value)}`)))));
    if (hiddenFrames > 0) frames.unshift(el('li', { className: 'more' }, t('code.more_frames', { n: hiddenFrames })));
    this.stack.replaceChildren(...frames);
  }

  // The listing of `state` laid out (in the form chosen), its lines lit as the step ran them.
  /**
   * @param {import("../../../searchlight.js").CodeState} state
   * @param {string[]} forms
   */
  light(state, forms) {
    this.formLabel.hidden = forms.length < 2;
    if (forms.length > 1 && this.form.options.length !== forms.length) {
      this.form.replaceChildren(...forms.map((/** @type {string} */ f) => {
        const loaded = LOADED.get(f);
        return new Option(loaded ? t(loaded.title) : f, f);
      }));
    }
    const name = forms.includes(this.chosen) ? this.chosen : state.listing;
    this.form.value = name;
    this.build(name);
    const current = state.lines[state.lines.length - 1];
    for (const [label, item] of this.lines) {
      item.classList.toggle('ran', state.lines.includes(label) && label !== current);
      if (label === current) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    }
    // Numbered as the listing's lines are (every line, labelled or not).
    const items = [...this.code.children];
    const lit = current === undefined ? undefined : this.lines.get(current);
    const k = lit ? items.indexOf(lit) + 1 : 0;
    this.at.textContent = k > 0
      ? t('code.at', { line: k, lines: items.length, code: (lit?.querySelector('code')?.textContent ?? '').trim() })
      : t('code.at_none', { lines: items.length });
  }
}
