// The whole state of the page in the URL's hash, e.g.
// #/knight?board=5x5&start=c3&strategy=warnsdorff&step=40, so a link (or an iframe in
// course notes) reproduces the same frame. Values stay strings here; each view checks them
// and falls back to its defaults with a visible notice.

// The longest hash read (64 KiB of text: about 13,000 four-letter words of a pasted
// ladder list). A longer one is not parsed at all: its route is read from the first few
// characters and `tooLong` holds its length, for a notice naming the bound.
export const MAX_HASH = 65536;

export function parseHash(hash) {
  if (hash && hash.length > MAX_HASH) {
    const route = hash.slice(0, 64).replace(/^#/, '').split(/[?]/)[0].replace(/^\/+|\/+$/g, '');
    return { route, params: new URLSearchParams(), tooLong: hash.length };
  }
  const text = (hash || '').replace(/^#/, '');
  const [pathPart, query = ''] = text.split('?', 2);
  const route = pathPart.replace(/^\/+|\/+$/g, '');
  const params = new URLSearchParams(query);
  return { route, params };
}

export function formatHash(route, params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  }
  const query = q.toString();
  return `#/${route}${query ? '?' + query : ''}`;
}

// Replace the URL without adding a history entry for every step; at most every 200 ms.
let pending = null;
let pendingHash = null;
let lastWrite = 0;

// The hash as it stands or is about to be written (a write may wait up to 200 ms).
export function currentHash() {
  return pendingHash ?? location.hash;
}

// Go to `hash` (a new history entry), dropping a write still waiting, which would
// otherwise replace it.
export function goHash(hash) {
  clearTimeout(pending);
  pending = null;
  pendingHash = null;
  location.hash = hash;
}

export function writeHash(route, params) {
  const hash = formatHash(route, params);
  pendingHash = hash;
  const apply = () => {
    pending = null;
    pendingHash = null;
    lastWrite = performance.now();
    if (location.hash !== hash) history.replaceState(null, '', hash);
  };
  clearTimeout(pending);
  const wait = 200 - (performance.now() - lastWrite);
  if (wait <= 0) apply();
  else pending = setTimeout(apply, wait);
}

// A flag parameter: 1/true/yes/on or 0/false/no/off; anything else is junk.
export function parseFlag(value) {
  if (value === null || value === undefined) return undefined;
  const v = String(value).toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return null;
}

// Write a view's state `out` (its options, speed, step) to the URL, with embed= and lang=
// as the page stands, and point the embedded frame's "Open in Searchlight" at the same
// frame on the full page.
export function saveState(route, out, embed) {
  const open = document.getElementById('open-full');
  if (open) open.href = formatHash(route, out);
  const all = { ...out };
  if (embed) all.embed = 1;
  if (document.documentElement.dataset.langInUrl) all.lang = document.documentElement.dataset.langInUrl;
  writeHash(route, all);
}
