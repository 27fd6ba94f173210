// The stem of an exported file's name (knight-8x8-a1-warnsdorff-step40): what is in it,
// from the route, the options that matter and the step, so a folder of exports sorts and
// reads by what each shows. A view may give its own parts (`exportName()`: a list of
// words); by default they are its options' values that are short words (a long pasted
// puzzle or word list is left out) and the names of the flags that are on. Side by side,
// a part the panes differ in is written "dfs-vs-warnsdorff". And the one way every part of
// the menu saves its file (saveFile).
import { el } from '../../shell/kit.js';

// Values longer than this are left out of a name.
const LONGEST = 16;

// The parts of one view's name, without the route and the step.
/**
 * @param {AnyView} view
 */
function parts(view) {
  if (view.exportName) return view.exportName().map(String);
  const out = [];
  for (const o of view.options) {
    const v = view.opts[o.name];
    if (v === true) out.push(o.name);
    else if (typeof v === 'number' || (typeof v === 'string' && v && v.length <= LONGEST)) out.push(String(v));
  }
  return out;
}

// The step a view stands at (side by side: the furthest pane's, the player's cursor).
const step = (/** @type {AnyView} */ view) => (view.model && view.model.cursor ? view.model.cursor().steps : 0);

// Letters and digits of any script, and . + kept; anything else one hyphen.
const slug = (/** @type {string} */ text) => text.toLowerCase().replace(/[^\p{L}\p{N}.+]+/gu, '-').replace(/^-+|-+$/g, '');

/**
 * The stem for `target` at the step its views stand at, or at `steps` (a step, or a range
 * [a, b] written steps0-63: a GIF's).
 * @param {import('./panel.js').ExportTarget} target
 * @param {number | [number, number] | null} [steps]
 * @returns {string}
 */
export function fileStem(target, steps = null) {
  const lists = target.views.map(parts);
  const longest = Math.max(...lists.map((l) => l.length));
  const words = [];
  for (let i = 0; i < longest; i++) {
    const each = [...new Set(lists.map((l) => l[i]).filter((w) => w !== undefined))];
    words.push(each.join('-vs-'));
  }
  const at = steps === null ? `step${Math.max(...target.views.map(step))}`
    : Array.isArray(steps) ? `steps${steps[0]}-${steps[1]}` : `step${steps}`;
  return slug([target.route, ...words, at].filter(Boolean).join('-'));
}

/**
 * The same for `views` (one View, or the panes side by side) at `steps`.
 * @param {AnyView | AnyView[]} views
 * @param {number | [number, number] | null} [steps] the view's own step when left out
 */
export function exportStem(views, steps = null) {
  const list = Array.isArray(views) ? views : [views];
  return fileStem({ views: list, route: list[0].viewClass.route }, steps);
}

// Offer `blob` as the file `name`: an <a download> clicked on its blob: URL, which is let go
// of once the browser has surely read it (Safari reads it late).
/** @param {Blob} blob @param {string} name */
export function saveFile(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}
