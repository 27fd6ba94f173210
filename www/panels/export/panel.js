// Export, for every view: one menu (the Export button beside Share) whose parts each come
// from a module of www/panels/export/, loaded when the menu is first opened. A part's module
// exports `control(target)`, returning the element(s) of its part of the menu, where
// `target` is what is shown now:
//   target.views   the View shown, or the panes of a side-by-side comparison (each a View
//                  with .root, .opts, .model, .frame, .viewClass.route)
//   target.route   the view's route (knight, bfs, ...)
// The menu is built again each time it is opened, so a part always works on the frame
// shown at that moment.
import { t } from '../../text/index.js';
import { el } from '../../shell/kit.js';

/** @typedef {{ views: import('../../shell/view.js').View[], route: string }} ExportTarget */

/**
 * The parts of the menu, in its order: `id` names the part, `load` its module.
 * @type {{ id: string, load: () => Promise<{ control: (target: ExportTarget) => HTMLElement | HTMLElement[] }> }[]}
 */
export const EXPORTS = [
  { id: 'image', load: () => import('./image.js') },
  { id: 'gif', load: () => import('./gif.js') },
  { id: 'data', load: () => import('./data.js') },
];

// An element of the page's shell (index.html), which always holds it.
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

// What the menu works on: the view shown by the shell (a View, or a Compare with panes).
/**
 * @param {Shown | null} current
 * @returns {ExportTarget | null}
 */
function targetOf(current) {
  // A lesson's slide: the view it shows (none on the list of lessons).
  const shown = /** @type {AnyView | { panes: AnyView[] } | null} */ (current && 'hosted' in current ? current.hosted : current);
  if (!shown) return null;
  const views = 'panes' in shown ? shown.panes : [shown];
  return { views, route: views[0].viewClass.route };
}

/**
 * @param {() => Shown | null} getCurrent
 */
async function openExport(getCurrent) {
  const panel = $('export-panel');
  const items = $('export-items');
  const target = targetOf(getCurrent());
  items.replaceChildren();
  panel.hidden = false;
  $('export-open').setAttribute('aria-expanded', 'true');
  if (!target) {
    items.append(el('p', {}, t('export.nothing')));
    return;
  }
  for (const part of EXPORTS) {
    const module = await part.load();
    const made = module.control(target);
    items.append(el('div', { className: 'export-part', dataset: { part: part.id } }, ...(Array.isArray(made) ? made : [made])));
  }
  const first = /** @type {HTMLElement | null} */ (items.querySelector('button:enabled, select:enabled, input:enabled'));
  (first || $('export-close')).focus();
}

function closeExport() {
  $('export-panel').hidden = true;
  $('export-open').setAttribute('aria-expanded', 'false');
}

/** @param {() => Shown | null} getCurrent what the shell shows now */
export function initExport(getCurrent) {
  $('export-open').addEventListener('click', () => {
    if ($('export-panel').hidden) openExport(getCurrent);
    else closeExport();
  });
  $('export-close').addEventListener('click', () => { closeExport(); $('export-open').focus(); });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !$('export-panel').hidden) closeExport();
  });
  // A new view (or frame of another route) closes the menu: its parts were for the old one.
  window.addEventListener('hashchange', (e) => {
    const route = (/** @type {string | URL} */ u) => new URL(u).hash.split('?')[0];
    if (route(e.oldURL) !== route(e.newURL)) closeExport();
  });
}
