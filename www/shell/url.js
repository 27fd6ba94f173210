// The whole state of the page in the URL's hash, e.g.
// #/knight?board=5x5&start=c3&strategy=warnsdorff&step=40, so a link (or an iframe in
// course notes) reproduces the same frame. Values stay strings here; each view checks them
// and falls back to its defaults with a visible notice.

import { FLAG_OFF, FLAG_ON } from './registry.js';

// The longest hash read (64 KiB of text: about 13,000 four-letter words of a pasted
// ladder list). A longer one is not parsed at all: its route is read from the first few
// characters and `tooLong` holds its length, for a notice naming the bound.
export const MAX_HASH = 65536;

/**
 * @param {string | null | undefined} hash
 * @returns {{ route: string, params: URLSearchParams, tooLong?: number, repeated?: { key: string, value: string }[] }}
 */
export function parseHash(hash) {
  if (hash && hash.length > MAX_HASH) {
    const route = hash.slice(0, 64).replace(/^#/, '').split(/[?]/)[0].replace(/^\/+|\/+$/g, '');
    return { route, params: new URLSearchParams(), tooLong: hash.length };
  }
  const text = (hash || '').replace(/^#/, '');
  const [pathPart, query = ''] = text.split('?', 2);
  const route = pathPart.replace(/^\/+|\/+$/g, '');
  // A parameter given more than once: the first value counts (as `searchlight challenge`
  // reads a link), and `repeated` names each such parameter with the value used, for a
  // notice: the others are dropped, not left for a view to read by another rule.
  const params = new URLSearchParams();
  /** @type {Map<string, string>} */
  const twice = new Map();
  for (const [key, value] of new URLSearchParams(query)) {
    if (!params.has(key)) params.set(key, value);
    else if (!twice.has(key)) twice.set(key, /** @type {string} */ (params.get(key)));
  }
  const repeated = [...twice].map(([key, value]) => ({ key, value: value.slice(0, 40) }));
  return { route, params, repeated };
}

/** @param {string} route @param {object} params */
export function formatHash(route, params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  }
  const query = q.toString();
  return `#/${route}${query ? '?' + query : ''}`;
}

// The URL is replaced, not added to the history, for every step (at most every 200 ms);
// a change of instance (a new start square, other options, an edited puzzle: whatever
// starts the run afresh) is a new history entry, so the browser's Back returns to the
// frame that was left, at the step it had reached.
/** @type {ReturnType<typeof setTimeout> | null} */
let pending = null;
/** @type {string | null} */
let pendingHash = null;
let lastWrite = 0;
let pushNext = false;
// A navigation asked for (goHash) that the page has not followed yet (no hashchange yet).
let leaving = false;

// The hash as it stands or is about to be written (a write may wait up to 200 ms).
export function currentHash() {
  return pendingHash ?? location.hash;
}

// A write waits (`timer`, for `hash`), or none (null). While one waits, <html> carries
// data-hash-pending, so that whoever reads the address (a test after a step or a click) can
// wait for the address written for the state shown instead of guessing how long the wait is.
/** @param {ReturnType<typeof setTimeout> | null} timer @param {string} [hash] */
function wait(timer, hash) {
  clearTimeout(pending ?? undefined);
  pending = timer;
  pendingHash = timer === null ? null : hash ?? null;
  document.documentElement.toggleAttribute('data-hash-pending', timer !== null);
}

/** @param {string} hash @param {boolean} push */
function put(hash, push) {
  wait(null);
  lastWrite = performance.now();
  if (location.hash === hash) return;
  try {
    if (push) history.pushState(null, '', hash);
    else history.replaceState(null, '', hash);
  } catch {
    // A frame whose history is not its own to write (some sandboxes): the page works on,
    // only the address does not follow.
  }
}

// Write the waiting hash now, to the entry it belongs to.
function flush() {
  if (pending === null || pendingHash === null) return;
  put(pendingHash, false);
}

// The next write starts a new history entry; the entry as it stands first gets the write
// still waiting (the step reached), which Back then returns to.
export function newEntry() {
  flush();
  pushNext = true;
}

// Back or Forward: a write still waiting belongs to the entry left, not to this one.
window.addEventListener('popstate', () => {
  wait(null);
  pushNext = false;
});

// Go to `hash` (a new history entry), after the entry left gets the write still waiting.
// Until the page follows it (hashchange), the view being left writes nothing: a player's
// tick in between would otherwise put that view's state over the address asked for, and the
// router would read the old one (a language switch while playing stayed in the old language).
/** @param {string} hash */
export function goHash(hash) {
  flush();
  pushNext = false;
  const before = location.hash;
  location.hash = hash;
  leaving = location.hash !== before;
}

// Registered before the router's own listener (app.js adds it once the wasm has loaded), so
// the view it mounts writes again. A write still waiting belongs to the view being left: an
// address typed or a link followed (not by goHash, which wrote it first) would otherwise be
// overwritten by it up to 200 ms later, and a reload would open the old frame.
window.addEventListener('hashchange', () => {
  leaving = false;
  wait(null);
});

/** @param {string} route @param {Record<string, unknown>} params */
export function writeHash(route, params) {
  if (leaving) return;
  const hash = formatHash(route, params);
  if (pushNext) {
    pushNext = false;
    put(hash, true);
    return;
  }
  const left = 200 - (performance.now() - lastWrite);
  if (left <= 0) {
    put(hash, false);
    return;
  }
  // Dropped if the address changes meanwhile: a navigation from outside (an address typed,
  // a link, a test's goto) whose hashchange event has not come yet.
  const from = location.hash;
  wait(setTimeout(() => {
    if (location.hash === from) put(hash, false);
    else wait(null);
  }, left), hash);
}

// A flag parameter: on or off by the options reader's words; anything else is junk.
/** @param {unknown} value @returns {boolean | null | undefined} */
export function parseFlag(value) {
  if (value === null || value === undefined) return undefined;
  const v = String(value).toLowerCase();
  if (FLAG_ON.includes(v)) return true;
  if (FLAG_OFF.includes(v)) return false;
  return null;
}

// A page that shows a view inside itself (a lesson's slide) takes the view's writes:
// host(route, state) instead of the address; null gives the address back to the view.
/** @type {((route: string, state: Record<string, unknown>) => void) | null} */
let host = null;
/** @param {((route: string, state: Record<string, unknown>) => void) | null} fn */
export function setHost(fn) { host = fn; }

// Write a view's state `out` (its options, speed, step) to the URL, with embed= and lang=
// as the page stands, and point the embedded frame's "Open in Searchlight" at the same
// frame on the full page (in the same language).
/** @param {string} route @param {Record<string, unknown>} out @param {boolean} embed */
export function saveState(route, out, embed) {
  const lang = document.documentElement.dataset.langInUrl;
  /** @type {Record<string, unknown>} */
  const all = { ...out };
  if (host) {
    // A view shown inside a lesson: the address keeps the lesson and its slide.
    host(route, all);
    return;
  }
  if (lang) all.lang = lang;
  const open = /** @type {HTMLAnchorElement} */ (document.getElementById('open-full'));
  if (open) open.href = formatHash(route, all);
  if (embed) all.embed = 1;
  writeHash(route, all);
}
