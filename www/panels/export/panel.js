// Export, for every view: one menu (the Export button beside Share) whose parts each come
// from a module of www/panels/export/, loaded when the menu is first opened. A part's module
// exports `control(target)`, returning the element(s) of its part of the menu, where
// `target` is what is shown now:
//   target.views   the View shown, or the panes of a side-by-side comparison (each a View
//                  with .root, .opts, .model, .frame, .viewClass.route)
//   target.route   the view's route (knight, bfs, ...)
//   target.lesson  on a lesson's page, the lesson: {id (a built-in one's, or "own"), text,
//                  title}; else null
//   target.practice on the practice page with a set, the set: {views, level, count, seed,
//                  title}; else null
//   target.compare side by side, the comparison (its table, and its model: where the panes
//                  stand); else null
// A part marked `lesson` (the SCORM package's) is shown only with a lesson or a practice
// set, and even on a slide with no view; the others only with a view.
// The menu is built again each time it is opened, so a part always works on the frame
// shown at that moment.
import { t } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { packageSettings, OWN_LESSON } from '../../shell/package.js';
import { PANEL_OPENED, focusHeaderControl } from '../../shell/header.js';

/** @typedef {{ views: import('../../shell/view.js').View[], route: string,
 *   lesson?: import('./lms.js').ShownLesson | null,
 *   practice?: import('./lms.js').ShownSet | null,
 *   compare?: { table: HTMLTableElement, model: PlayerModel } | null }} ExportTarget */

/**
 * The parts of the menu, in its order: `id` names the part, `load` its module.
 * @type {{ id: string, lesson?: boolean, load: () => Promise<{ control: (target: ExportTarget) => HTMLElement | HTMLElement[] }> }[]}
 */
export const EXPORTS = [
  { id: 'image', load: () => import('./image.js') },
  { id: 'gif', load: () => import('./gif.js') },
  { id: 'data', load: () => import('./data.js') },
  // Not inside a SCORM package: its LMS holds no build of ours to package again.
  ...(packageSettings() ? [] : [{ id: 'lms', lesson: true, load: () => import('./lms.js') }]),
];

// An element of the page's shell (index.html), which always holds it.
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

// What the menu works on: the view shown by the shell (a View, or a Compare with panes).
/**
 * @param {Shown | null} current
 * @returns {ExportTarget | null}
 */
function targetOf(current) {
  const lesson = lessonOf(current);
  // The practice page's set (practice/page.js's Quiz).
  const practice = current && 'packaged' in current ? /** @type {{ packaged: () => import('./lms.js').ShownSet }} */ (current).packaged() : null;
  // A lesson's slide: the view it shows (none on the list of lessons).
  const shown = /** @type {AnyView | { panes: AnyView[] } | null} */ (current && 'hosted' in current ? current.hosted : current);
  // Nothing shown, or a page that is no view (the front page): nothing of a view to export.
  if (!shown || !('panes' in shown || 'viewClass' in shown)) return lesson || practice ? { views: [], route: '', lesson, practice } : null;
  const compare = 'panes' in shown ? /** @type {{ panes: AnyView[], table: HTMLTableElement, model: PlayerModel }} */ (shown) : null;
  const views = compare ? compare.panes : [/** @type {AnyView} */ (shown)];
  return { views, route: views[0].viewClass.route, lesson, compare };
}

// The lesson a lesson's page shows (lesson.js's LessonPage: its base route, text and parsed
// lesson), else null.
/**
 * @param {Shown | null} current
 * @returns {import('./lms.js').ShownLesson | null}
 */
function lessonOf(current) {
  const page = /** @type {{ base?: { route: string }, text?: string, lesson?: { title: string } } | null} */ (current);
  if (!page || !page.base || typeof page.text !== 'string' || !page.lesson) return null;
  const route = page.base.route;
  const id = route === 'lesson' ? OWN_LESSON : route.startsWith('lesson/') ? route.slice('lesson/'.length) : null;
  return id === null ? null : { id, text: page.text, title: page.lesson.title };
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
  // One of Share and Export at a time (share.js).
  document.dispatchEvent(new CustomEvent(PANEL_OPENED, { detail: panel.id }));
  if (!target) {
    items.append(el('p', {}, t('export.nothing')));
    return;
  }
  for (const part of EXPORTS) {
    if (part.lesson ? !target.lesson && !target.practice : !target.views.length) continue;
    const module = await part.load();
    const made = module.control(target);
    items.append(el('div', { className: 'export-part', dataset: { part: part.id } }, ...(Array.isArray(made) ? made : [made])));
  }
  const first = /** @type {HTMLElement | null} */ (items.querySelector('button:enabled, select:enabled, input:enabled'));
  (first || $('export-close')).focus();
  // Whole on the screen, its parts all there (a phone's header may push it below).
  panel.scrollIntoView({ block: 'nearest' });
}

// Close the menu; focus back on its button where it was in the menu.
function closeExport() {
  const panel = $('export-panel');
  const within = panel.contains(document.activeElement);
  panel.hidden = true;
  $('export-open').setAttribute('aria-expanded', 'false');
  if (within) focusHeaderControl($('export-open'));
}

/** @param {() => Shown | null} getCurrent what the shell shows now */
export function initExport(getCurrent) {
  $('export-open').addEventListener('click', () => {
    if ($('export-panel').hidden) openExport(getCurrent);
    else closeExport();
  });
  $('export-close').addEventListener('click', closeExport);
  document.addEventListener(PANEL_OPENED, (e) => {
    if (/** @type {CustomEvent} */ (e).detail !== 'export-panel' && !$('export-panel').hidden) closeExport();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !$('export-panel').hidden) closeExport();
  });
  // A new view (or frame of another route) closes the menu: its parts were for the old one.
  window.addEventListener('hashchange', (e) => {
    const route = (/** @type {string | URL} */ u) => new URL(u).hash.split('?')[0];
    if (route(e.oldURL) !== route(e.newURL)) closeExport();
  });
}
