// Export, for an LMS: the lesson or the practice set shown as a SCORM package, one zip a
// learning management system (Moodle, Canvas, Brightspace) hosts, opening at this lesson or
// set and reporting each answer and the score there. A small form (the SCORM version, the
// title, the pass mark, for a lesson whether every slide must be seen), then the download. The page fetches every file of its own build from
// its own origin, the list the service worker caches (sw.js's FILES, written at build time by
// scripts/offline.mjs), and Rust's ScormPackage (src/export/scorm.rs) writes the zip: the same
// bytes as `searchlight scorm` from the same build. Shown only on a lesson's page, and not
// inside a package (whose LMS holds no build of ours to fetch). A practice set is packaged
// as its link names it: the same seed gives every student the same questions in the LMS.
import { t, sentence, fmt } from '../../text/index.js';
import { el, coded } from '../../shell/kit.js';
import { saveFile } from './name.js';
import { GLUE } from '../../files.js';
import { OWN_LESSON } from '../../shell/package.js';

/** @typedef {{ id: string, text: string, title: string }} ShownLesson */
/** @typedef {{ views: string, level: string, count: number, seed: number | 'each', title: string }} ShownSet */

// The most characters of a title (src/export/scorm.rs MAX_TITLE) and the pass mark's default.
const MAX_TITLE = 200;
const MASTERY = 80;

// The choices made, kept while the page is open (the menu is built afresh each time); the
// title is the lesson's each time.
const chosen = { version: '1.2', mastery: String(MASTERY), all: false };

// The page's folder (index.html's), from the page's address: not from this module's, which
// is a chunk of the bundle in www/shell/ in the built page (scripts/bundle.mjs).
const ROOT = new URL('./', document.baseURI);

// The build's files as the service worker lists them: paths from the page's folder.
/** @returns {Promise<string[]>} */
async function buildFiles() {
  const response = await fetch(new URL('sw.js', ROOT), { cache: 'no-cache' });
  if (!response.ok) throw coded('export.lms.no_build', { detail: `sw.js: HTTP ${response.status}` });
  const line = /^const FILES = (\[.*\]);$/m.exec(await response.text());
  if (!line) throw coded('export.lms.no_build', { detail: 'sw.js lists no files' });
  return /** @type {string[]} */ (JSON.parse(line[1])).map((f) => f.replace(/^\.\//, '')).filter((f) => f !== '');
}

/**
 * The zip of `lesson` (or of the practice set `set`) with the settings, `progress(done, of)`
 * told as files arrive.
 * @param {ShownLesson | null} lesson
 * @param {ShownSet | null} set
 * @param {{ version: string, title: string, mastery: string, all: boolean }} settings
 * @param {(done: number, of: number) => void} progress
 * @returns {Promise<Uint8Array>}
 */
export async function buildPackage(lesson, set, settings, progress) {
  // The glue the page started with (the same module, already instantiated).
  const wasm = await import(new URL(GLUE, ROOT).href);
  const opens = set
    ? { practice: set.views, level: set.level, count: set.count, seed: set.seed }
    : { lesson: lesson?.id, text: lesson?.id === OWN_LESSON ? lesson.text : undefined };
  const pack = new wasm.ScormPackage({ ...settings, ...opens });
  try {
    const files = await buildFiles();
    let done = 0;
    progress(0, files.length);
    // A few at a time, added in the list's order (the zip's is Rust's, by path, either way).
    const fetched = files.map((f) => fetch(new URL(f, ROOT)).then(async (r) => {
      if (!r.ok) throw coded('export.lms.fetch_failed', { file: f, detail: `HTTP ${r.status}` });
      const bytes = new Uint8Array(await r.arrayBuffer());
      progress(++done, files.length);
      return bytes;
    }, (err) => { throw coded('export.lms.fetch_failed', { file: f, detail: String((err && err.message) || err) }); }));
    for (let i = 0; i < files.length; i++) pack.add(files[i], await fetched[i]);
    return pack.finish();
  } finally {
    pack.free();
  }
}

/** @param {string} id @param {string} version */
const fileName = (id, version) => `searchlight-${id}-scorm-${version}.zip`;
// A practice set's name in its file: its seed.
/** @param {ShownSet} set */
const setName = (set) => `practice-${set.seed}`;

/**
 * @param {import('./panel.js').ExportTarget} target
 * @returns {HTMLElement[]}
 */
export function control(target) {
  const lesson = target.lesson || null;
  const set = target.practice || null;
  const version = el('select', { name: 'lms-version' },
    ...['1.2', '2004'].map((v) => el('option', { value: v, selected: v === chosen.version }, t(`export.lms.version_${v.replace('.', '')}`))));
  version.addEventListener('change', () => { chosen.version = version.value; });
  const title = el('input', { name: 'lms-title', value: set ? set.title : lesson ? lesson.title : '', maxLength: MAX_TITLE, className: 'export-title' });
  const mastery = el('input', { name: 'lms-mastery', value: chosen.mastery, inputMode: 'numeric', className: 'export-percent' });
  mastery.addEventListener('input', () => { chosen.mastery = mastery.value; });
  const all = el('input', { type: 'checkbox', name: 'lms-all', checked: chosen.all });
  all.addEventListener('change', () => { chosen.all = all.checked; });
  const note = el('p', { className: 'export-note', dataset: { role: 'lms-note' }, aria: { live: 'polite' } });
  const button = el('button', { type: 'button', dataset: { act: 'lms' } }, t('export.lms.button'));
  button.addEventListener('click', async () => {
    // The pass mark as written: Rust reads it (src/export/scorm.rs parse_mastery), as the
    // CLI's --mastery.
    const settings = { version: version.value, title: title.value, mastery: mastery.value, all: !set && all.checked };
    button.disabled = true;
    try {
      const zip = await buildPackage(lesson, set, settings, (done, of) => {
        note.textContent = t('export.lms.progress', { done, files: of });
      });
      const name = fileName(set ? setName(set) : lesson ? lesson.id : '', settings.version);
      saveFile(new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (zip)], { type: 'application/zip' }), name);
      note.textContent = sentence(t('export.lms.done', { name, kb: fmt(Math.ceil(zip.byteLength / 1024)) }));
    } catch (err) {
      // A refusal the writer names (an empty title, a lesson not in this build) is said in
      // the note, not logged as an error; anything else is logged too.
      if (!(err && typeof err === 'object' && 'code' in err)) console.error(err);
      note.textContent = sentence(/** @type {Sayable} */ (err));
      if (err && /** @type {{ code?: string }} */ (err).code === 'scorm.mastery') mastery.focus();
    } finally {
      button.disabled = false;
    }
  });
  return [
    el('span', { className: 'export-kind' }, t('export.lms.title')),
    el('p', { className: 'export-note' }, t(set ? 'export.lms.about_practice' : 'export.lms.about')),
    el('label', {}, t('export.lms.version'), ' ', version),
    el('label', {}, t('export.lms.title_field'), ' ', title),
    el('label', {}, t('export.lms.mastery'), ' ', mastery),
    // A set is completed when it ends: no slides to see.
    ...(set ? [] : [el('label', {}, all, ' ', t('export.lms.all'))]),
    button, note,
  ];
}
