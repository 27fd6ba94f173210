// Reporting to a learning management system: inside a SCORM package (package.js
// names its settings) the page finds the LMS's JavaScript API, starts a session and, as the
// student works through the package's lesson, writes what the gradebook shows. app.js loads
// this module only inside a package: on the web page none of it runs.
//
// What is scored: the graded questions asked on the lesson's slides, each counted once, at
// its first answer in the attempt: an answer to "Your turn" (right on the first try counts
// right; "Show me" is a miss), and a slide's @challenge checked (met, at any check, counts
// right). score = round(100 * right / asked), written once the lesson is completed and a
// question has been asked (a lesson that has asked nothing has no score, and the LMS shows
// none). The lesson is completed when its last slide is shown (or every slide, when the
// package says `all`); then passed or failed by the score against the pass mark (completed
// alone when nothing was asked). The score waits for the end because an LMS may judge by it
// on its own: SCORM 2004's manifest satisfies the lesson's objective by the measure
// (cmi.score.scaled against its minNormalizedMeasure), and a 1.2 LMS may compare the raw
// score with the masteryscore; a score written after the first answer was a verdict on one
// answer, while the lesson was incomplete. What was seen and answered is kept in the LMS's suspend data, so a student who
// comes back goes on with the same score, at the slide the bookmark names.
//
// A practice set (package.js's practice) is scored alike: each question an interaction at
// its first answer (its id the question's number, view and kind; the student's answer, the
// result, the search's answer as the correct response, and in 2004 the question's words as
// its description), the score right of all the set's questions (one not answered, the time
// up, is wrong), written when the set ends, which completes it, passed or failed by the pass
// mark. Only the set of the seed first asked is scored (a new set after it is practice);
// the seed is kept in the suspend data, so a set of seed=each comes back the same.
//
// When, for the LMS: at the start, Initialize, the status (incomplete) and a commit; on each
// slide shown, the bookmark, the status (and at the end the score) and a commit; on each
// question's first answer (and a challenge met after a miss), its interaction, the score
// once completed, the status and a commit; on
// leaving the page (pagehide), the exit (suspend while not completed), the session time, a
// commit and Terminate, once. Each call is followed by GetLastError; a call the LMS refuses
// is said once, quietly, in the notice area, and the page goes on.
import { SLIDE, GRADED, CHECKED, ASKED, ANSWERED, ENDED, resumeAt, resumeSeed } from './report.js';
import { addNotices } from './status.js';
import { t } from '../text/index.js';

/** @typedef {import('./package.js').PackageSettings} PackageSettings */
/** @typedef {Record<string, (...args: string[]) => unknown>} Api */

// How far up the frames the API is looked for (ADL's API discovery algorithm).
const MAX_LEVELS = 7;

// What each version calls its functions and elements.
const VERSIONS = {
  '1.2': {
    api: 'API', init: 'LMSInitialize', finish: 'LMSFinish', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', error: 'LMSGetLastError',
    location: 'cmi.core.lesson_location', entry: 'cmi.core.entry', exit: 'cmi.core.exit', sessionTime: 'cmi.core.session_time',
    raw: 'cmi.core.score.raw', min: 'cmi.core.score.min', max: 'cmi.core.score.max',
    response: 'student_response', time: 'time', wrong: 'wrong', challengeType: 'performance', normalExit: '',
  },
  '2004': {
    api: 'API_1484_11', init: 'Initialize', finish: 'Terminate', get: 'GetValue', set: 'SetValue', commit: 'Commit', error: 'GetLastError',
    location: 'cmi.location', entry: 'cmi.entry', exit: 'cmi.exit', sessionTime: 'cmi.session_time',
    raw: 'cmi.score.raw', min: 'cmi.score.min', max: 'cmi.score.max',
    response: 'learner_response', time: 'timestamp', wrong: 'incorrect', challengeType: 'other', normalExit: 'normal',
  },
};

// The id of an answer this page records: a question of "Your turn" at a step of a slide's
// frame, or a slide's challenge (onGraded, onChecked); what an earlier session's suspend
// data may name, and the most of them it is read for.
const ANSWER_ID = /^(?:slide\d{1,4}-[a-z]{1,20}-(?:step\d{1,12}-[0-9a-z]{1,16}|challenge-[a-z0-9-]{1,41})|q\d{1,2}-[a-z]{1,20}-[a-z0-9_-]{1,30})$/;
const MAX_KEPT = 10000;

// The most suspend data SCORM 1.2 promises to keep (2004 keeps 64,000 characters).
const MAX_SUSPEND = 4096;
// What an LMS without interactions answers when one is written: not implemented (1.2),
// undefined or unimplemented element (2004).
const NO_INTERACTIONS = ['401', '402'];
// The longest response written (1.2's CMIFeedback is 255 characters).
const MAX_RESPONSE = 250;

/**
 * `name` on `win`, or null where it is not there or may not be read (another origin).
 * @param {Window} win
 * @param {string} name
 * @returns {Api | null}
 */
function apiOn(win, name) {
  try {
    const api = /** @type {any} */ (win)[name];
    return api && typeof api === 'object' ? api : null;
  } catch {
    return null; // a SecurityError: not there, look further
  }
}

/** @param {Window} win */
function parentOf(win) {
  try {
    const up = win.parent;
    return up && up !== win ? up : null;
  } catch {
    return null;
  }
}

/** @param {Window} win @returns {Window | null} */
function openerOf(win) {
  try {
    return win.opener || null;
  } catch {
    return null;
  }
}

/**
 * The LMS's API named `name`: on this window or up to seven of its parents, else on its
 * opener's (a course that opens the package in a new window), else on the top window's
 * opener's.
 * @param {string} name
 * @param {Window} [win]
 */
export function findApi(name, win = window) {
  /** @param {Window | null} w */
  const walk = (w) => {
    for (let level = 0; w && level <= MAX_LEVELS; level += 1) {
      const api = apiOn(w, name);
      if (api) return api;
      w = parentOf(w);
    }
    return null;
  };
  let top = null;
  try {
    top = win.top;
  } catch {
    // no top to ask
  }
  return walk(win) || walk(openerOf(win)) || (top && top !== win ? walk(openerOf(top)) : null);
}

// A duration in SCORM 1.2's HHHH:MM:SS.SS (hours in at least two digits).
/** @param {number} ms */
export function timespan12(ms) {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor(cs / 6000) % 60;
  const s = (cs % 6000) / 100;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(2).padStart(5, '0')}`;
}

// A duration in ISO 8601, as SCORM 2004 takes it: PT1H2M3.45S.
/** @param {number} ms */
export function timespan2004(ms) {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor(cs / 6000) % 60;
  const s = (cs % 6000) / 100;
  return `PT${h}H${m}M${Number(s.toFixed(2))}S`;
}

// The clock time for 1.2 (HH:MM:SS) and the timestamp for 2004 (2026-11-27T05:03:41.12Z).
/** @param {'1.2' | '2004'} version @param {Date} now */
function clock(version, now) {
  const iso = now.toISOString();
  return version === '1.2' ? iso.slice(11, 19) : `${iso.slice(0, 22)}Z`;
}

/** @typedef {{ right: boolean, n: number }} Answer (n: its interaction's index in this session, -1 if none yet) */

class Session {
  /**
   * @param {Api} api
   * @param {PackageSettings} settings
   */
  constructor(api, settings) {
    this.api = api;
    this.settings = settings;
    this.v = VERSIONS[settings.scorm];
    this.lesson = settings.lesson === 'own' ? 'lesson' : `lesson/${settings.lesson}`;
    this.started = performance.now();
    /** @type {import('./report.js').SlideShown | null} the package's lesson's slide shown */
    this.slide = null;
    /** @type {Set<number>} the slides seen */
    this.seen = new Set();
    /** @type {Map<string, Answer>} the questions asked, by interaction id */
    this.answers = new Map();
    this.completed = false;
    /** @type {string} the LMS's verdict (passed, failed) kept while no answer is known */
    this.kept = '';
    this.next = 0; // the next interaction's index
    this.interactions = true; // false once the LMS said it keeps none
    /** @type {Record<string, string>} what was written last, by element */
    this.written = {};
    this.refused = '';
    this.told = false;
    this.shown = false; // a lesson's slide is up
    this.finished = false;
    /** @type {number | null} the practice set's seed (the first asked, or the one kept) */
    this.seed = null;
    this.count = 0; // the practice set's questions
  }

  // Call the API's `fn`, then GetLastError: the value, or null where the LMS refused (said
  // once), or undefined where it answered one of the error codes `quiet` lists (an answer
  // here, not a refusal).
  /** @param {string} fn @param {string[]} args @param {string[]} [quiet] @returns {string | null | undefined} */
  call(fn, args, quiet = []) {
    let out;
    let code;
    try {
      out = this.api[fn](...args);
      code = String(this.api[this.v.error]());
    } catch (e) {
      out = 'false';
      // An API that throws: its error's name and message, short ("error Error" said nothing).
      const err = /** @type {{ name?: string, message?: string }} */ (e);
      code = (err && err.name ? `${err.name}${err.message ? `: ${err.message}` : ''}` : String(e)).slice(0, 80);
    }
    const value = String(out ?? '');
    // A value read is the value; any other call answers "true" or "false".
    if (code === '0' && (fn === this.v.get || value !== 'false')) return value;
    if (quiet.includes(code)) return undefined;
    this.refuse(code === '0' ? 'false' : code);
    return null;
  }

  /** @param {string} code */
  refuse(code) {
    if (this.refused) return;
    this.refused = code;
    this.tell();
  }

  // The refusal said once, in the notice area, once a slide is up (a notice shown before
  // the lesson mounts would be cleared by its own).
  tell() {
    if (!this.refused || this.told || !this.shown) return;
    this.told = true;
    addNotices([t(this.settings.practice ? 'scorm.refused_practice' : 'scorm.refused', { code: this.refused })]);
  }

  /** @param {string} element */
  get(element) {
    const value = this.call(this.v.get, [element], this.settings.scorm === '2004' ? ['403'] : []);
    return value === undefined ? '' : value;
  }

  // Write `value` to `element` (unless it holds it already): false where the LMS refused.
  /** @param {string} element @param {string | number} value @param {string[]} [quiet] */
  set(element, value, quiet = []) {
    const text = String(value);
    if (this.written[element] === text) return true;
    const out = this.call(this.v.set, [element, text], quiet);
    if (out === null || out === undefined) return false;
    this.written[element] = text;
    return true;
  }

  commit() {
    this.call(this.v.commit, ['']);
  }

  start() {
    if (this.call(this.v.init, ['']) === null) {
      this.finished = true; // no session: nothing more is sent
      return false;
    }
    const resumed = this.get(this.v.entry) === 'resume';
    const count = this.call(this.v.get, ['cmi.interactions._count'], NO_INTERACTIONS);
    if (count === undefined) this.interactions = false;
    else this.next = Number(count) || 0;
    // 2004's elements never set answer 403; ask them only when the LMS says it resumes.
    if (resumed || this.settings.scorm === '1.2') {
      this.restore(this.get('cmi.suspend_data') || '');
      const k = Number(this.get(this.v.location) || '0');
      if (Number.isInteger(k) && k > 1 && !this.settings.practice) resumeAt(k);
      if (this.seed !== null && this.settings.practice) resumeSeed(this.seed);
    }
    const status = this.settings.scorm === '1.2' ? this.get('cmi.core.lesson_status') : this.get('cmi.completion_status');
    if (status === 'completed' || status === 'passed' || status === 'failed') this.completed = true;
    // A verdict the LMS already holds (passed or failed) that no answer restored backs up
    // (suspend data lost or damaged): kept, not turned into "completed" with no score.
    const success = this.settings.scorm === '1.2' ? status : resumed ? this.get('cmi.success_status') : '';
    if ((success === 'passed' || success === 'failed') && !this.answers.size) this.kept = success;
    this.progress();
    this.commit();
    return true;
  }

  // What an earlier session kept: the slides seen and the questions answered.
  /** @param {string} text */
  restore(text) {
    try {
      const kept = JSON.parse(text || 'null');
      if (!kept || typeof kept !== 'object') return;
      if (Array.isArray(kept.s)) for (const k of kept.s) if (Number.isInteger(k) && k > 0) this.seen.add(k);
      if (kept.a && typeof kept.a === 'object') {
        // Only answers of the kind this page records (onGraded, onChecked), at most as many
        // as a lesson can ask: suspend data of another course, or altered, scores nothing.
        const ours = Object.entries(kept.a).filter(([id]) => ANSWER_ID.test(id)).slice(0, MAX_KEPT);
        for (const [id, right] of ours) this.answers.set(id, { right: right === 1, n: -1 });
      }
      if (Number.isSafeInteger(kept.seed) && kept.seed >= 0) this.seed = kept.seed;
      if (Number.isInteger(kept.n) && kept.n > 0 && kept.n <= 100) this.count = kept.n;
    } catch {
      // Not ours, or damaged: start afresh.
    }
  }

  suspend() {
    /** @type {Record<string, number>} */
    const a = {};
    for (const [id, answer] of this.answers) a[id] = answer.right ? 1 : 0;
    const text = JSON.stringify(this.settings.practice
      ? { a, seed: this.seed, n: this.count }
      : { s: [...this.seen].sort((x, y) => x - y), a });
    if (this.settings.scorm === '1.2' && text.length > MAX_SUSPEND) return;
    this.set('cmi.suspend_data', text);
  }

  // The score and the status as they stand.
  progress() {
    // A practice set's score is of all its questions, those not answered (time up) wrong.
    const asked = Math.max(this.answers.size, this.count);
    // The LMS's own verdict, kept until an answer of this session replaces it (start()).
    if (!asked && this.kept) return;
    const right = [...this.answers.values()].filter((a) => a.right).length;
    const raw = asked ? Math.round((100 * right) / asked) : 0;
    if (asked && this.completed) {
      this.set(this.v.min, 0);
      this.set(this.v.max, 100);
      this.set(this.v.raw, raw);
      if (this.settings.scorm === '2004') this.set('cmi.score.scaled', raw / 100);
    }
    const success = !asked ? '' : raw >= this.settings.mastery ? 'passed' : 'failed';
    if (this.settings.scorm === '1.2') {
      this.set('cmi.core.lesson_status', this.completed ? success || 'completed' : 'incomplete');
    } else {
      this.set('cmi.completion_status', this.completed ? 'completed' : 'incomplete');
      this.set('cmi.success_status', (this.completed && success) || 'unknown');
    }
  }

  /** @param {import('./report.js').SlideShown | null} slide */
  onSlide(slide) {
    this.slide = slide && slide.lesson === this.lesson ? slide : null;
    if (slide) this.shown = true;
    if (!this.slide || this.finished) {
      this.tell();
      return;
    }
    const { k, count } = this.slide;
    this.seen.add(k);
    if (this.settings.all ? [...Array(count).keys()].every((i) => this.seen.has(i + 1)) : k === count) this.completed = true;
    this.set(this.v.location, k);
    this.progress();
    this.suspend();
    this.commit();
    this.tell();
  }

  /** @param {import('./report.js').Graded} g */
  onGraded(g) {
    if (!this.slide || this.finished) return;
    const id = `slide${this.slide.k}-${g.route}-step${g.step}-${hash(g.config)}`;
    if (this.answers.has(id)) return; // counted at its first answer
    this.answer(id, 'fill-in', g.answer, g.right);
  }

  /** @param {import('./report.js').Checked} c */
  onChecked(c) {
    if (!this.slide || this.finished || c.challenge !== this.slide.challenge) return;
    const id = `slide${this.slide.k}-${c.route}-challenge-${c.challenge}`;
    const before = this.answers.get(id);
    if (before && (before.right || !c.met)) return; // met counts once; a miss stays one until met
    this.answer(id, this.v.challengeType, c.input, c.met);
  }

  /** @param {import('./report.js').Asked} a */
  onAsked(a) {
    this.shown = true;
    this.tell();
    if (this.seed === null) this.seed = a.seed;
    if (a.seed === this.seed) this.count = a.count;
  }

  /** @param {import('./report.js').Answered} a */
  onAnswered(a) {
    if (this.finished || a.seed !== this.seed) return;
    const id = `q${a.index + 1}-${a.view}-${a.kind}`;
    if (this.answers.has(id)) return; // counted at its first answer
    this.answer(id, 'fill-in', a.given, a.right, { correct: a.answer, description: a.ask });
  }

  /** @param {import('./report.js').Ended} e */
  onEnded(e) {
    if (this.finished || e.seed !== this.seed) return;
    this.count = e.count;
    this.completed = true;
    this.progress();
    this.suspend();
    this.commit();
  }

  // Record question `id`'s answer: its interaction, the score, the status, then a commit.
  // A practice question's interaction says its correct response and (2004) its words too.
  /**
   * @param {string} id @param {string} type @param {string} response @param {boolean} right
   * @param {{ correct: string, description: string }} [question]
   */
  answer(id, type, response, right, question) {
    const before = this.answers.get(id);
    const n = before && before.n >= 0 ? before.n : this.next++;
    this.answers.set(id, { right, n });
    // Interactions are optional for an LMS: one that has none ('not implemented', 1.2's 401,
    // 2004's 401 and 402) keeps the score all the same, and is not told of each question.
    const at = `cmi.interactions.${n}.`;
    if (this.interactions && this.set(`${at}id`, id, NO_INTERACTIONS)) {
      this.set(`${at}type`, type);
      this.set(`${at}${this.v.time}`, clock(this.settings.scorm, new Date()));
      if (question) {
        this.set(`${at}correct_responses.0.pattern`, question.correct.slice(0, MAX_RESPONSE));
        if (this.settings.scorm === '2004') this.set(`${at}description`, question.description.slice(0, MAX_RESPONSE));
      }
      if (response) this.set(`${at}${this.v.response}`, response.slice(0, MAX_RESPONSE));
      this.set(`${at}result`, right ? 'correct' : this.v.wrong);
    } else {
      this.interactions = false;
    }
    this.progress();
    this.suspend();
    this.commit();
  }

  // Leaving: the exit, the session's time, a last commit and the end of the session, once.
  finish() {
    if (this.finished) return;
    this.finished = true;
    this.set(this.v.exit, this.completed ? this.v.normalExit : 'suspend');
    const ms = performance.now() - this.started;
    this.set(this.v.sessionTime, this.settings.scorm === '1.2' ? timespan12(ms) : timespan2004(ms));
    this.commit();
    this.call(this.v.finish, ['']);
  }
}

// A short stable name for a view's configuration (FNV-1a, 32 bits, in hex).
/** @param {string} text */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/**
 * Start reporting to the LMS for the package `settings` describe. Where no API is found (the
 * package opened outside an LMS), a quiet notice says the score is not sent anywhere.
 * @param {PackageSettings} settings
 */
export function startReporting(settings) {
  const api = findApi(VERSIONS[settings.scorm].api);
  // The page is up: a lesson's slide shown, or a practice set's question.
  const up = settings.practice ? ASKED : SLIDE;
  if (!api) {
    const say = (/** @type {Event} */ e) => {
      if (!(/** @type {CustomEvent} */ (e).detail)) return;
      document.removeEventListener(up, say);
      addNotices([t(settings.practice ? 'scorm.no_lms_practice' : 'scorm.no_lms')]);
    };
    document.addEventListener(up, say);
    return null;
  }
  const session = new Session(api, settings);
  if (!session.start()) {
    // No session: the refusal is said once the lesson is up, and nothing more is sent.
    const shown = (/** @type {Event} */ e) => {
      if (!(/** @type {CustomEvent} */ (e).detail)) return;
      document.removeEventListener(up, shown);
      session.shown = true;
      session.tell();
    };
    document.addEventListener(up, shown);
    return session;
  }
  const on = (/** @type {string} */ name, /** @type {(detail: any) => void} */ fn) => document.addEventListener(name, (e) => fn(/** @type {CustomEvent} */ (e).detail));
  on(SLIDE, (d) => session.onSlide(d));
  on(GRADED, (d) => session.onGraded(d));
  on(CHECKED, (d) => session.onChecked(d));
  on(ASKED, (d) => session.onAsked(d));
  on(ANSWERED, (d) => session.onAnswered(d));
  on(ENDED, (d) => session.onEnded(d));
  window.addEventListener('pagehide', () => session.finish());
  return session;
}
