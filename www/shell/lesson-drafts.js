// A teacher's own lesson kept in this browser: the draft (localStorage), and what a person
// typed over a lesson from a link (sessionStorage, for the tab), for the lesson pages
// (www/lessons/lesson.js; not among www/lessons/, whose modules are the lessons).

const DRAFT = 'searchlight.lesson.draft';

// The draft of a teacher's lesson kept in this browser (null where storage is refused).
// Only what a person types in the editor, or chooses to keep there, is written to it: a
// link's lesson never is by itself (a link opened or edited shows beside the draft).
export function readDraft() {
  try { return localStorage.getItem(DRAFT); } catch { return null; }
}
// Why storage refused a write, as a catalogue key: full, or off.
/** @param {unknown} e */
function refused(e) {
  const full = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22);
  return full ? 'lesson.draft.storage_full' : 'lesson.draft.storage_off';
}
// Save `text` as the draft: '' when kept, else why not, as a catalogue key (a text over the
// format's bound, `max` characters, is not kept: the draft stays the last one within it).
/** @param {string} text @param {number} max */
export function saveDraft(text, max) {
  if (text.length > max) return 'lesson.draft.over';
  try {
    localStorage.setItem(DRAFT, text);
    return '';
  } catch (e) {
    return refused(e);
  }
}
export const writeDraft = (/** @type {string} */ text, /** @type {number} */ max) => saveDraft(text, max) === '';

// What a person typed over a lesson from a link, kept for the tab's session (sessionStorage),
// by the link's lesson: the link's lesson is never saved as the draft by itself, and the
// edits are not lost to a click on the menu, Back or a reload. `current` is the link's
// lesson last edited in the editor (the one #/lessons shows again, with its edits), `edits`
// what was typed over each.
const LINK_EDITS = 'searchlight.lesson.link-edits';
/** @typedef {{ current: string | null, edits: { from: string, text: string }[] }} LinkEdits */
/** @returns {LinkEdits} */
export function readLinkEdits() {
  try {
    const kept = JSON.parse(sessionStorage.getItem(LINK_EDITS) || 'null');
    if (kept && Array.isArray(kept.edits)) return kept;
  } catch {
    // Storage off, or not ours: nothing kept.
  }
  return { current: null, edits: [] };
}
// Change what is kept with `change`: '' when kept, else why not (a catalogue key).
/** @param {(kept: LinkEdits) => void} change */
export function changeLinkEdits(change) {
  const kept = readLinkEdits();
  change(kept);
  try {
    sessionStorage.setItem(LINK_EDITS, JSON.stringify(kept));
    return '';
  } catch (e) {
    return refused(e);
  }
}
/** @param {string} from @param {string | null} text (null: forget it) */
export const keepLinkEdit = (from, text) => changeLinkEdits((kept) => {
  kept.edits = kept.edits.filter((e) => e.from !== from);
  const edited = text !== null && text !== from;
  if (edited) kept.edits.push({ from, text });
  if (edited) kept.current = from;
  else if (kept.current === from) kept.current = null;
});

// A draft with nothing in it (nothing is lost in replacing it).
export const isBlankDraft = (/** @type {string} */ text) => !text.trim();

// How a draft is named in the confirmation before it is replaced: its first line that is not
// blank, without the title's "#", at most 60 characters.
/** @param {string} text */
export function draftTitle(text) {
  const line = text.split(/\r?\n/).map((l) => l.replace(/^#+\s*/, '').trim()).find((l) => l) || '';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
