// A lesson as plain text: the one format for the lessons that ship with the page
// (www/lessons/) and for a teacher's own, pasted into the page or carried in a link. Markdown
// in spirit, line by line:
//
//   # The title                        the first line that is not blank
//   Words before the first slide       the lesson's summary (shown in the list)
//   ## A slide's caption               each slide starts with one
//   #/queens?n=8&mode=all&step=40      the frame the slide shows: a link of the page (a whole
//                                      address copied from Share is fine too), at most one
//   Words of the slide.                paragraphs, a blank line between them; {name} puts in
//                                      a figure of the frame shown ({placements}, {nodes},
//                                      {1.nodes} for the first pane side by side)
//   ? A question for the class         at most one a slide
//   = Its answer                       shown when asked for (needs the question)
//   @play 40                           play the search from the frame to step 40
//   @challenge queens-squares squares=20000
//                                      open the frame's challenge (challenge.js): its id, then
//                                      any goal parameters in place of the defaults
//   @press measure                     press the view's control with data-act="measure": one
//                                      of PRESSABLE only (what a slide needs to show: a
//                                      measurement, a solve, a count, a panel), never a
//                                      control that destroys a person's data (the score's
//                                      Reset) or answers for them ("Your turn"'s Show me)
//
// A title, a caption, a question or an answer of only blanks is empty, and so is one of only
// invisible characters (a zero-width space, a joiner, a direction mark: Unicode's format
// characters, and the fillers that draw nothing).
//
// It knows nothing of the page: parseLesson() reads the text (a mistake throws a coded error
// naming its line), lessonText() writes it back, and packLesson()/unpackLesson() carry it in a
// link (deflate and base64url).

// The most a lesson holds: slides, and characters of text.
export const MAX_SLIDES = 100;
export const MAX_LESSON = 20000;

// What @press may press, by data-act: the controls that show something (the tree panel's
// measurement, the sudoku comparison, a count, the fast solver, the player's Step and
// Solve, the code and "Your turn" panels). Anything else a lesson names, the score's Reset
// (score-reset), "Your turn"'s Show me and hint, a new maze, an export, is refused with a
// notice on its slide.
export const PRESSABLE = Object.freeze(['measure', 'compare', 'count', 'big-solve', 'solve-now', 'unique', 'step', 'solve', 'code', 'predict']);

// True when `text` shows nothing: blanks, format characters (U+200B, U+2060, U+200E, U+FEFF,
// U+00AD...), controls, and the Hangul and Braille fillers.
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;
export const isBlank = (/** @type {string} */ text) => text.replace(INVISIBLE, '') === '';

// A figure's name in {…}: letters, digits and _, with a pane's number first side by side.
export const FIGURE = /\{((?:[1-4]\.)?[a-z][a-z0-9_]*)\}/g;

// A coded error (said by text.js like the page's others), naming the line where one is known.
const wrong = (/** @type {string | undefined} */ code, params = {}) => Object.assign(new Error(code), { code, params });

// The frame part of a link: from "#/" on, whatever comes before it (the page's address).
/**
 * @param {string} line
 */
function frameOf(line) {
  const at = line.indexOf('#/');
  if (at < 0) return null;
  const before = line.slice(0, at);
  // A whole address (http…, file…) or nothing before the hash: not a sentence that
  // happens to hold "#/".
  if (before !== '' && !/^[a-z][a-z0-9+.-]*:\S*$/i.test(before)) return null;
  return line.slice(at);
}

/**
 * @typedef {{ line: number, caption: string, frame: string, paragraphs: string[],
 *   question: string, answer: string, play: number | null, press: string, challenge: string, goal: string }} Slide
 * @typedef {{ title: string, summary: string[], slides: Slide[] }} Lesson
 */

/**
 * The lesson in `text`; a mistake throws a coded error ({code, params: {line, ...}}).
 * @param {string} text
 * @returns {Lesson}
 */
export function parseLesson(text) {
  if (typeof text !== 'string' || isBlank(text)) throw wrong('lesson.empty');
  if (text.length > MAX_LESSON) throw wrong('lesson.too_long', { length: text.length, max: MAX_LESSON });
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  /** @type {Lesson} */
  const lesson = { title: '', summary: [], slides: [] };
  let paragraphs = lesson.summary;
  let open = false; // a paragraph is being written
  /** @type {Slide | null} */
  let slide = null;
  let frameLine = 0;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const n = i + 1;
    if (isBlank(line)) {
      open = false;
      return;
    }
    if (!lesson.title) {
      const m = /^#\s+(.+)$/.exec(line);
      if (!m || line.startsWith('##')) throw wrong('lesson.no_title', { line: n });
      if (isBlank(m[1])) throw wrong('lesson.empty_title', { line: n });
      lesson.title = m[1].trim();
      return;
    }
    if (/^#\s/.test(line)) throw wrong('lesson.second_title', { line: n });
    const caption = /^##\s*(.*)$/.exec(line);
    if (caption && !line.startsWith('###')) {
      if (isBlank(caption[1])) throw wrong('lesson.no_caption', { line: n });
      if (lesson.slides.length >= MAX_SLIDES) throw wrong('lesson.too_many', { line: n, max: MAX_SLIDES });
      slide = { line: n, caption: caption[1].trim(), frame: '', paragraphs: [], question: '', answer: '', play: null, press: '', challenge: '', goal: '' };
      lesson.slides.push(slide);
      paragraphs = slide.paragraphs;
      open = false;
      return;
    }
    const frame = frameOf(line);
    if (frame !== null) {
      if (!slide) throw wrong('lesson.frame_before_slide', { line: n });
      if (slide.frame) throw wrong('lesson.two_frames', { line: n, first: frameLine });
      if (/\s/.test(frame)) throw wrong('lesson.bad_frame', { line: n, text: line });
      slide.frame = frame;
      frameLine = n;
      open = false;
      return;
    }
    if (line.startsWith('#')) throw wrong('lesson.bad_heading', { line: n, text: line });
    if (line.startsWith('?') || line.startsWith('=') || line.startsWith('@')) {
      if (!slide) throw wrong('lesson.before_slide', { line: n, text: line });
      const rest = line.slice(1).trim();
      if (line[0] === '?') {
        if (slide.question) throw wrong('lesson.two_questions', { line: n });
        if (isBlank(rest)) throw wrong('lesson.empty_question', { line: n });
        slide.question = rest;
      } else if (line[0] === '=') {
        if (!slide.question) throw wrong('lesson.answer_first', { line: n });
        if (slide.answer) throw wrong('lesson.two_answers', { line: n });
        if (isBlank(rest)) throw wrong('lesson.empty_answer', { line: n });
        slide.answer = rest;
      } else {
        const play = /^play\s+(\d{1,9})$/.exec(rest);
        const press = /^press\s+([a-z][a-z0-9-]{0,40})$/.exec(rest);
        const challenge = /^challenge\s+([a-z][a-z0-9-]{0,40})((?:\s+[a-z][a-z_]{0,20}=\d{1,12}){0,8})$/.exec(rest);
        // One of each a slide: a second would replace the first unsaid.
        if (play) {
          if (slide.play !== null) throw wrong('lesson.two_plays', { line: n });
          slide.play = Number(play[1]);
        } else if (press) {
          if (slide.press) throw wrong('lesson.two_presses', { line: n });
          slide.press = press[1];
        }
        else if (challenge) {
          if (slide.challenge) throw wrong('lesson.two_challenges', { line: n });
          slide.challenge = challenge[1];
          slide.goal = challenge[2].trim().split(/\s+/).filter(Boolean).join('&');
        }
        else throw wrong('lesson.bad_directive', { line: n, text: line });
      }
      open = false;
      return;
    }
    if (open) paragraphs[paragraphs.length - 1] += ` ${line}`;
    else paragraphs.push(line);
    open = true;
  });
  if (!lesson.title) throw wrong('lesson.empty');
  if (!lesson.slides.length) throw wrong('lesson.no_slides');
  return lesson;
}

// Figures that do not change as the search runs (the board's, the list's, the lesson's
// rough count, the measured tree): a slide may read them at step 0.
const STILL = new Set(['space', 'moves', 'edges', 'min_degree', 'max_degree', 'pairs', 'moves_share', 'board_squares',
  'words', 'word_pairs', 'graph_edges', 'vertices', 'squares', 'classes', 'lesson_k', 'lesson_depth', 'lesson_size',
  'tree_nodes', 'tree_depth', 'tree_k']);

/**
 * The slides whose frame stands at step 0 (its link has no step=, or step=0, and no @play)
 * while their words read figures that grow as the search runs: each such figure would
 * show the search before its first step. [{slide (from 1), line, figures}]
 * @param {Lesson} lesson
 */
export function figuresAtStart(lesson) {
  /**
   * @type {{ slide: number; line: number; figures: string[]; }[]}
   */
  const out = [];
  lesson.slides.forEach((s, i) => {
    if (!s.frame || s.play) return;
    const query = s.frame.includes('?') ? s.frame.slice(s.frame.indexOf('?') + 1) : '';
    const step = Number(new URLSearchParams(query).get('step') || 0);
    if (step > 0) return;
    const text = [...s.paragraphs, s.question, s.answer].join(' ');
    const names = [...new Set([...text.matchAll(FIGURE)].map((m) => m[1]))]
      .filter((name) => !STILL.has(name.replace(/^[1-4]\./, '')));
    if (names.length) out.push({ slide: i + 1, line: s.line, figures: names });
  });
  return out;
}

/**
 * The text of `lesson`, which parseLesson reads back to the same lesson.
 * @param {Lesson} lesson
 */
export function lessonText(lesson) {
  const out = [`# ${lesson.title}`];
  if (lesson.summary.length) out.push('', lesson.summary.join('\n\n'));
  for (const s of lesson.slides) {
    out.push('', `## ${s.caption}`);
    if (s.frame) out.push(s.frame);
    if (s.paragraphs.length) out.push(s.paragraphs.join('\n\n'));
    if (s.question) out.push(`? ${s.question}`);
    if (s.answer) out.push(`= ${s.answer}`);
    if (s.play !== null) out.push(`@play ${s.play}`);
    if (s.press) out.push(`@press ${s.press}`);
    if (s.challenge) out.push(`@challenge ${[s.challenge, ...s.goal.split('&').filter(Boolean)].join(' ')}`);
  }
  return `${out.join('\n')}\n`;
}

// base64url, and back.
const toBase64url = (/** @type {Uint8Array<ArrayBuffer>} */ bytes) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
/**
 * @param {string} text
 */
function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw wrong('lesson.bad_link');
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
}

// `bytes` through a (de)compression stream, read up to `limit` bytes: more throws
// 'lesson.too_long' at once (a small link may inflate to a huge text).
/**
 * @param {CompressionStream | DecompressionStream} stream
 * @param {BlobPart} bytes
 */
async function through(stream, bytes, limit = Infinity) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      reader.cancel().catch(() => {});
      throw wrong('lesson.too_long', { length: size, max: MAX_LESSON });
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/** The lesson's text as a link parameter: deflated, then base64url. @param {string} text */
export async function packLesson(text) {
  return toBase64url(await through(new CompressionStream('deflate-raw'), new TextEncoder().encode(text)));
}

/** The text a link parameter carries; a damaged one throws 'lesson.bad_link'. @param {string} packed */
export async function unpackLesson(packed) {
  let bytes;
  try {
    bytes = await through(new DecompressionStream('deflate-raw'), fromBase64url(packed), MAX_LESSON * 4);
  } catch (e) {
    if (e.code && String(e.code).startsWith('lesson.')) throw e;
    throw wrong('lesson.bad_link');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw wrong('lesson.bad_link');
  }
}
