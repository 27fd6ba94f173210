// A lesson exported for a learning management system (a SCORM package): the
// package's copy of index.html carries one more element in its head,
//
//   <meta name="searchlight-package" content="scorm=1.2&lesson=knight&mastery=80&all=1">
//
// written by the same Rust code in the page's "Export for an LMS" and in the CLI's
// `searchlight scorm`, in the form of a URL's query:
//   scorm    the SCORM version the manifest declares: 1.2 or 2004
//   lesson   a built-in lesson's id (www/lessons/index.js), or "own": a teacher's lesson whose
//            text is the package's lesson.txt, beside index.html
//   mastery  the pass mark, 0 to 100 (the score at which the student has passed)
//   all      1 when every slide must be seen for the lesson to be completed, else 0
// or, for a practice set (#/practice), in place of lesson=:
//   practice=1&views=bfs,dfs&level=medium&count=10&seed=7   the set as its link names it
//            (seed=each: a seed of each student's own, kept by the LMS)
// The page built for the web has no such element: packageSettings() is then null and nothing
// of the package's runs.

/**
 * @typedef {{ views: string, level: string, count: number, seed: number | 'each' }} PackagedSet
 * @typedef {{ scorm: '1.2' | '2004', lesson: string, practice: PackagedSet | null, mastery: number, all: boolean }} PackageSettings
 *   lesson: '' for a practice set.
 */

export const PACKAGE_META = 'searchlight-package';
export const OWN_LESSON = 'own';
export const OWN_LESSON_FILE = 'lesson.txt';

/**
 * The settings the package's index.html carries, or null outside a package (or where they
 * are malformed: a package the page cannot read is shown as the plain page).
 * @param {Document} [doc]
 * @returns {PackageSettings | null}
 */
export function packageSettings(doc = document) {
  const meta = doc.querySelector(`meta[name="${PACKAGE_META}"]`);
  const content = meta && meta.getAttribute('content');
  if (!content) return null;
  const p = new URLSearchParams(content);
  const scorm = p.get('scorm');
  const lesson = p.get('lesson') || '';
  const mastery = Number(p.get('mastery'));
  const practice = p.get('practice') === '1' ? packagedSet(p) : null;
  if ((scorm !== '1.2' && scorm !== '2004') || !(practice || /^[a-z0-9-]{1,40}$/.test(lesson))) return null;
  if (!Number.isInteger(mastery) || mastery < 0 || mastery > 100) return null;
  return { scorm, lesson: practice ? '' : lesson, practice, mastery, all: p.get('all') === '1' };
}

// A practice set's fields in their forms (what is in range is the practice page's to say).
/** @param {URLSearchParams} p @returns {PackagedSet | null} */
function packagedSet(p) {
  const views = p.get('views') || '';
  const level = p.get('level') || '';
  const count = p.get('count') || '';
  const seed = p.get('seed') || '';
  if (!/^[a-z0-9,-]{1,200}$/.test(views) || !/^[a-z]{1,10}$/.test(level) || !/^\d{1,3}$/.test(count) || !/^(\d{1,16}|each)$/.test(seed)) return null;
  return { views, level, count: Number(count), seed: seed === 'each' ? 'each' : Number(seed) };
}

/**
 * A teacher's own lesson's text, from the package's lesson.txt (null when it cannot be read).
 * @returns {Promise<string | null>}
 */
export async function ownLessonText() {
  try {
    const response = await fetch(new URL(`../../${OWN_LESSON_FILE}`, import.meta.url));
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}
