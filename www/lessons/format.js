// A lesson as plain text (the format and its rules: src/lesson.rs, which the page reads a
// lesson by through the wasm facade's parse_lesson, and `searchlight scorm --lesson-file`
// directly, so both take and refuse the same lessons at the same line). Here only what the
// page does with a lesson read: the figures its words name ({name}, {1.nodes} for the first
// pane side by side), the slides that would read them before the search's first step, and
// the lesson carried in a link (packLesson()/unpackLesson(): deflate and base64url).

// A figure's name in {…}: letters, digits and _, with a pane's number first side by side.
export const FIGURE = /\{((?:[1-4]\.)?[a-z][a-z0-9_]*)\}/g;

// A coded error (said by text/index.js like the page's others).
const wrong = (/** @type {string | undefined} */ code, params = {}) => Object.assign(new Error(code), { code, params });

/** A lesson as the facade's parse_lesson reads it. @typedef {import('../../searchlight.js').Lesson} Lesson */

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

// `bytes` through a (de)compression stream, read up to `limit.bytes` bytes: more throws
// 'lesson.link_over' at once (a small link may inflate to a huge text).
/**
 * @param {CompressionStream | DecompressionStream} stream
 * @param {BlobPart} bytes
 * @param {{ bytes: number, chars: number }} [limit]
 */
async function through(stream, bytes, limit = { bytes: Infinity, chars: 0 }) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit.bytes) {
      // Where the reader stopped is not the lesson's length: only that it is past the bound.
      reader.cancel().catch(() => {});
      throw wrong('lesson.link_over', { max: limit.chars });
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

/**
 * The text a link parameter carries: a damaged one throws 'lesson.bad_link', one that
 * inflates past what a lesson of `max` characters takes (four bytes each at most)
 * 'lesson.link_over'.
 * @param {string} packed
 * @param {number} max
 */
export async function unpackLesson(packed, max) {
  let bytes;
  try {
    bytes = await through(new DecompressionStream('deflate-raw'), fromBase64url(packed), { bytes: max * 4, chars: max });
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
