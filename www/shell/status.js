// The status line (role="status") and the notice area that every view uses; each takes
// plain text, a catalogue key's result, or a message from Rust.
import { joined, say, t } from '../text/index.js';
import { el } from './kit.js';
import { narrate } from './announce.js';

// An element of the page's shell (index.html), which always holds it.
/** @param {string} id @returns {HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @param {Sayable} message */
export function setStatus(message) {
  const line = $('status');
  const text = say(message);
  if (line && line.textContent !== text) {
    line.textContent = text;
    scrollable(line);
    // Spoken by the live region (announce.js): at once, or paced while playing.
    narrate(text);
  }
}

// The status line's sentence as shown now.
export const statusText = () => $('status')?.textContent ?? '';

// A status line keeps a fixed height (style.css); when its text is longer, it scrolls,
// and then it takes the keyboard's focus too, so it can be scrolled without a mouse.
/** @param {HTMLElement} el */
export function scrollable(el) {
  const over = el.scrollHeight > el.clientHeight + 1;
  if (over !== el.hasAttribute('tabindex')) {
    if (over) el.setAttribute('tabindex', '0'); else el.removeAttribute('tabindex');
  }
}

// Add a sentence to the status line (once).
/** @param {Sayable} message */
export function addStatus(message) {
  const text = say(message);
  const now = $('status').textContent ?? '';
  if (!now.endsWith(text)) setStatus(joined(now, text));
}

// Show notices (text, or messages from Rust): at most a handful, the rest counted.
const MAX_NOTICES = 8;
/** @param {Sayable[]} list */
export function showNotices(list) {
  const box = $('notice');
  const ul = $('notice-list');
  const texts = [...new Set(list.map(say))];
  shownNotices = texts;
  const shown = texts.slice(0, MAX_NOTICES);
  if (texts.length > MAX_NOTICES) shown.push(t('notice.more', { n: texts.length - MAX_NOTICES }));
  ul.replaceChildren(...shown.map((text) => el('li', {}, text)));
  const was = box.hidden;
  box.hidden = shown.length === 0;
  // In a frame the board takes what the notice leaves: lay it out again.
  if (was !== box.hidden && document.body.classList.contains('embed')) window.dispatchEvent(new Event('resize'));
}

// Add notices to those already shown.
/** @type {string[]} */
let shownNotices = [];
/** @param {Sayable[]} list */
export function addNotices(list) {
  showNotices([...shownNotices, ...list]);
}

export function clearNotices() {
  showNotices([]);
}

// Wire the notice's close button (called once by the shell).
export function initNotices() {
  $('notice-close').addEventListener('click', clearNotices);
}
