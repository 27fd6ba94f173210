// What a lesson's page tells whoever listens as the student works: the slide shown, an
// answer to "Your turn" graded, a challenge checked; and the practice page: a question
// shown, answered, the set ended. Inside a SCORM package the reporting to
// the LMS (scorm.js) listens; on the web page nobody does, and these cost an event
// each. The panels and the lesson dispatch them here rather than import scorm.js, so the web
// page never loads it. Each event is a CustomEvent on `document` whose detail is typed below.

/** A lesson's slide shown (once its frame is mounted), or null when the lesson is left. */
export const SLIDE = 'searchlight:slide';
/** An answer to "Your turn" graded (predict.js): each answer, retries included. */
export const GRADED = 'searchlight:graded';
/** A challenge checked (challenge.js): each check's verdict. */
export const CHECKED = 'searchlight:checked';
/** A practice set's question shown, its board drawn (practice/page.js). */
export const ASKED = 'searchlight:asked';
/** A practice set's question answered and graded: each question once, or again after Again. */
export const ANSWERED = 'searchlight:answered';
/** A practice set ended: its last question answered, or its time up. */
export const ENDED = 'searchlight:ended';

/**
 * @typedef {{ lesson: string, k: number, count: number, challenge: string }} SlideShown
 *   lesson: the lesson page's route ('lesson/knight', or 'lesson' for a teacher's lesson from
 *   a link); k: the slide shown, 1 to count; challenge: the slide's @challenge id, or ''.
 * @typedef {{ route: string, config: string, step: number, answer: string, right: boolean }} Graded
 *   route: the view asked; config: its configuration (predict.js's configKey); step: the
 *   step the question is about; answer: the student's answer ('' for "Show me", a miss).
 * @typedef {{ route: string, challenge: string, input: string, met: boolean }} Checked
 *   input: the options checked, as name=value pairs joined by '&'.
 * @typedef {{ seed: number, index: number, count: number }} Asked
 *   seed: the set's; index: the question's, from 0; count: the set's questions.
 * @typedef {{ seed: number, index: number, count: number, view: string, kind: string,
 *   ask: string, given: string, answer: string, right: boolean }} Answered
 *   ask: the question as the page words it; given: the answer as the student gave it;
 *   answer: the search's.
 * @typedef {{ seed: number, count: number, right: number }} Ended
 */

/**
 * @overload
 * @param {typeof SLIDE} name
 * @param {SlideShown | null} detail
 * @returns {void}
 */
/**
 * @overload
 * @param {typeof GRADED} name
 * @param {Graded} detail
 * @returns {void}
 */
/**
 * @overload
 * @param {typeof CHECKED} name
 * @param {Checked} detail
 * @returns {void}
 */
/**
 * @overload
 * @param {typeof ASKED} name
 * @param {Asked} detail
 * @returns {void}
 */
/**
 * @overload
 * @param {typeof ANSWERED} name
 * @param {Answered} detail
 * @returns {void}
 */
/**
 * @overload
 * @param {typeof ENDED} name
 * @param {Ended} detail
 * @returns {void}
 */
/**
 * @param {string} name
 * @param {unknown} detail
 */
export function report(name, detail) {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

// The slide a lesson opened without slide= starts at: the LMS's bookmark, set by scorm.js
// as its session starts (app.js hands the start over, so the lesson waits for it rather
// than race it), taken once (0: the first slide).
/** @type {Promise<unknown>} */
let starting = Promise.resolve();
let resume = 0;
/** @param {Promise<unknown>} start */
export function reportingStarts(start) {
  starting = start.catch(() => {});
}
/** @param {number} k */
export function resumeAt(k) {
  resume = k;
}
export async function takeResume() {
  await starting;
  const k = resume;
  resume = 0;
  return k;
}

// A practice set's seed the LMS kept for a set of seed=each (scorm.js sets it as its session
// starts), so a student who comes back, in any browser, gets the same questions; taken
// once the session has started (null: none kept).
/** @type {number | null} */
let keptSeed = null;
/** @param {number} seed */
export function resumeSeed(seed) {
  keptSeed = seed;
}
export async function takeSeed() {
  await starting;
  return keptSeed;
}
