// What a screen reader hears, apart from what the page shows. The status line (#status)
// changes with every frame; a person cannot listen to 40 sentences in 2 s of Play. So the
// status line is shown but not spoken (aria-live off, set here once the page runs), and one
// visually hidden live region (#announce) speaks for it:
//   - a frame stepped by hand (a button, a key, the scrub bar), and every other sentence
//     the status line takes while nothing plays: at once;
//   - while the player plays: the latest sentence at most once every PACE_MS;
//   - when it stops (Pause, the end): where it stands, at once;
//   - the board's keyboard cursor (board.js): the square and what is on it, at once.
import { el } from './kit.js';

// The least time between two sentences spoken while playing.
export const PACE_MS = 2000;

let pacing = false;
/** @type {string | null} the latest sentence held back while playing */
let held = null;
/** @type {ReturnType<typeof setTimeout> | null} */
let timer = null;
let last = -Infinity;

const region = () => document.getElementById('announce');

// The live region, made once in the page (index.html holds none, so that a page that cannot
// start keeps its status line spoken).
export function initAnnounce() {
  if (region()) return;
  document.body.append(el('div', { id: 'announce', className: 'visually-hidden', aria: { live: 'polite', atomic: 'true' } }));
  document.getElementById('status')?.setAttribute('aria-live', 'off');
}

// A sentence that leads what follows it (a new slide's "Slide 3 of 10: …"): the view
// mounted on the slide says its status at once after (sometimes twice: a "Your turn"
// slide's question replaces its frame's sentence), which would replace the slide's words in
// the region before a screen reader reads them. So for LEAD_MS the lead holds the region:
// the last sentence written meanwhile follows it in one write at the end.
const LEAD_MS = 250;
/** @type {{ text: string, join: (a: string, b: string) => string, latest: string | null } | null} */
let lead = null;

/** @param {string} text */
function write(text) {
  const box = region();
  last = performance.now();
  if (lead) {
    lead.latest = text;
    return;
  }
  if (!box || box.textContent === text) return;
  box.textContent = text;
}

// Say `text` within LEAD_MS, before the last of whatever else is said in that time, joined
// by `join` (the language's way of putting two sentences together, text/index.js's joined()).
/** @param {string} text @param {(a: string, b: string) => string} join */
export function announceFirst(text, join) {
  held = null;
  if (timer !== null) { clearTimeout(timer); timer = null; }
  const mine = { text, join, latest: /** @type {string | null} */ (null) };
  lead = mine;
  setTimeout(() => {
    if (lead !== mine) return;
    lead = null;
    write(mine.latest && mine.latest !== text ? join(text, mine.latest) : text);
  }, LEAD_MS);
}

// Say `text` now (the person asked for it: a key, a button).
/** @param {string} text */
export function announce(text) {
  if (!text) return;
  held = null;
  if (timer !== null) { clearTimeout(timer); timer = null; }
  write(text);
}

// The status line's new sentence: said now, or while playing at the pace above.
/** @param {string} text */
export function narrate(text) {
  if (!text) return;
  if (!pacing) { announce(text); return; }
  held = text;
  if (timer !== null) return;
  const wait = Math.max(0, last + PACE_MS - performance.now());
  timer = setTimeout(() => {
    timer = null;
    if (held !== null && pacing) write(held);
    held = null;
  }, wait);
}

// Playing (true) or not: while playing, sentences are paced; when it stops, `now` (where the
// player stands) is said at once.
/** @param {boolean} on @param {string} [now] */
export function setPacing(on, now = '') {
  pacing = on;
  if (!on) announce(now);
}

// A line a long job rewrites as it goes (a count's progress, "Solve now"'s nodes, a table's
// rows): shown as it changes, but spoken at the pace above, its latest words once the
// pace allows (so the last, the result, is always said, at most PACE_MS late). The element
// is not a live region itself (aria-live off): #announce speaks for it.
/** @param {HTMLElement} line */
export function paceRegion(line) {
  if (line.dataset.pacedOn) return;
  line.dataset.pacedOn = 'true';
  line.setAttribute('aria-live', 'off');
  let spokenAt = -Infinity;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let wait = null;
  const speak = () => {
    wait = null;
    spokenAt = performance.now();
    if (line.isConnected) announce(line.textContent ?? '');
  };
  new MutationObserver(() => {
    if (wait !== null) return;
    const left = spokenAt + PACE_MS - performance.now();
    if (left <= 0) speak(); else wait = setTimeout(speak, left);
  }).observe(line, { childList: true, characterData: true, subtree: true });
}
