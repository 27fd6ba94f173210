// The text catalogue: every sentence the page shows comes from here, by key, with named
// placeholders, in the files of each language (see below); Rust sends message codes with
// parameters ({code, params}), never English sentences, and they are said here.
//
// An entry is a string with placeholders: {name} puts a parameter in (numbers formatted for
// the locale, nested messages said in turn); {name|one|other} picks a word by the plural
// rule of the number `name` (e.g. "{n} {n|move|moves}"). A parameter that is an array (a
// list from Rust) is said item by item, joined by the language's separator: 'list.clauses'
// when its items are messages (", " / "，"), 'list.separator' for plain values (", " / "、").
//
// The languages are one list (languages.js). A language's text is in one file for the shell,
// the panels and the lessons (text/CODE.js) and one in each view's folder
// (views/ROUTE/text/CODE.js): loadLanguage fetches them all and merges them into the
// language's catalogue. The fallback language (the list's first) is loaded as the page
// starts, and every other falls back to it key by key; another is fetched only when it is
// chosen, so a page in English never downloads the Chinese text. t() stays synchronous: a
// language is set only once its text is here.
import { LANGUAGES, FALLBACK, englishNumber, englishPlural } from './languages.js';
import { ROUTES } from '../shell/views.js';

export { englishNumber, englishPlural };

const BY_CODE = new Map(LANGUAGES.map((l) => [l.code, l]));
/** @type {Record<string, Record<string, string>>} */
const CATALOGUES = {};
/** @type {Record<string, Promise<boolean>>} */
const loading = {};
let lang = FALLBACK;
/** @type {import('./languages.js').Language} */
let current = LANGUAGES[0];
// The current language's number format and plural rules (Intl), made when first needed.
/** @type {Intl.NumberFormat | null} */
let numbers = null;
/** @type {Intl.PluralRules | null} */
let plurals = null;
const numberFormat = () => (numbers ??= new Intl.NumberFormat(current.locale));
const pluralRules = () => (plurals ??= new Intl.PluralRules(current.locale));

/** The text of language `code`, every part merged (its own object: no part is changed).
 *  @param {string} code @returns {Promise<Record<string, string>>} */
export async function loadCatalogue(code) {
  const parts = await Promise.all([
    import(`./${code}.js`),
    ...ROUTES.map((route) => import(`../views/${route}/text/${code}.js`)),
  ]);
  return Object.assign({}, ...parts.map((m) => m.default));
}

/** A page's own text in language `code`, added to its catalogue if loaded. @param {string} code @param {Record<string, string>} part */
export const addText = (code, part) => CATALOGUES[code] && Object.assign(CATALOGUES[code], part);

// The catalogue of `code` fetched if it is not here yet: resolves to true once it is (a
// second call waits for the same fetch), false for a language there is none of; rejects
// when a file of it does not load (offline before the first visit, a 404), and a later
// call tries again.
/** @param {string} code @returns {Promise<boolean>} */
export function loadLanguage(code) {
  if (!BY_CODE.has(code)) return Promise.resolve(false);
  if (CATALOGUES[code]) return Promise.resolve(true);
  loading[code] ??= loadCatalogue(code).then(
    (c) => { CATALOGUES[code] = c; return true; },
    (err) => { delete loading[code]; throw err; },
  );
  return loading[code];
}

// Switches to `code` when its catalogue is loaded (loadLanguage first); false if not.
/** @param {string} code */
export function setLanguage(code) {
  const next = BY_CODE.get(code);
  if (!CATALOGUES[code] || !next) return false;
  lang = code;
  current = next;
  numbers = null;
  plurals = null;
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  return true;
}

export const language = () => lang;
export const languages = () => LANGUAGES.map((l) => l.code);

/** The name of language `code` in itself (the menu's). @param {string} code */
export const languageName = (code) => BY_CODE.get(code)?.name ?? code;

// A number as the reader's locale writes it (whole numbers for counts).
/** @param {unknown} n @returns {string} */
export function fmt(n) {
  const format = current.number ?? ((/** @type {number | bigint} */ x) => numberFormat().format(x));
  if (typeof n === 'bigint') return format(n);
  if (typeof n !== 'number' || !Number.isFinite(n)) return String(n);
  return format(Number.isInteger(n) ? n : Math.round(n * 100) / 100);
}

// What a link carried or a person typed is quoted whole up to this many characters, else by
// its start: a junk value from a URL or a paste can be thousands of characters long.
const QUOTED = 120;
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// A link's value or a person's text as a sentence quotes it: whole when short, else its start.
/** @param {string} raw */
export const quote = (raw) => (raw.length > QUOTED ? `${raw.slice(0, QUOTED - 1)}…` : raw);

// A parameter as a placeholder says it: a list item by item, a message said in turn, a
// number formatted, anything else as text. `quoted`: the text is a message's (Rust's, or a
// coded error's), which names puzzle data or quotes what a link carried or a person typed,
// and is quoted by its start when long; the page's own words given to t() (a sentence
// already said, a list it joined) are said whole, and the page quotes a link's value there
// itself (quote()).
/** @param {unknown} v @param {boolean} quoted @returns {string} */
function value(v, quoted) {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return fmt(v);
  const isMessage = (/** @type {unknown} */ x) => !!x && typeof x === 'object' && !!(/** @type {{ code?: unknown }} */ (x)).code;
  if (Array.isArray(v)) {
    const clauses = v.some(isMessage);
    return v.map((x) => value(x, quoted)).join(t(clauses ? 'list.clauses' : 'list.separator'));
  }
  if (isMessage(v)) return say(/** @type {Message} */ (v));
  // Control characters and bidirectional overrides (a link's junk quoted back) would hide
  // or reorder the sentence's own words: shown as U+FFFD. Tabs and line breaks stay.
  const text = String(v).replace(HIDDEN, '\ufffd');
  return quoted ? quote(text) : text;
}

// The entry `key` with `params` filled in (see value() for `quoted`).
/** @param {string} key @param {Params} params @param {boolean} quoted @returns {string} */
function fill(key, params, quoted) {
  const entry = CATALOGUES[lang]?.[key] ?? CATALOGUES[FALLBACK]?.[key];
  if (entry === undefined) return key;
  return entry.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (_, name, one, other) => {
    if (one === undefined) return value(params[name], quoted);
    const x = Number(params[name]);
    return (current.plural ? current.plural(x) : pluralRules().select(x)) === 'one' ? one : other;
  });
}

// The text for `key` with the page's own `params` filled in. A missing key shows the key
// itself (and a test fails), never undefined.
/** @param {string} key @param {Params} [params] @returns {string} */
export function t(key, params = {}) {
  return fill(key, params, false);
}

// A message from Rust ({code, params}), an Error carrying one, or an Error of the page's
// own (its message, as a last resort), said in the current language.
/** @param {Sayable} m @returns {string} */
export function say(m) {
  if (m === null || m === undefined) return '';
  if (typeof m === 'string') return m;
  if (typeof m !== 'object') return String(m); // a number, a flag
  // Each kind of object Sayable admits, by the fields said here.
  const o = /** @type {{ code?: string, params?: Params, message?: string }} */ (m);
  if (o.code) return fill(o.code, o.params || {}, true);
  if (m instanceof Error || o.message) return t('error.unexpected', { detail: String(o.message) });
  return String(m);
}

// A message said inside another sentence (a notice's reason): without the language's full
// stop it may end with, which the sentence around it puts after it.
/** @param {Sayable} m @returns {string} */
export function clause(m) {
  const text = say(m);
  return text.endsWith(current.stops[0]) ? text.slice(0, -current.stops[0].length) : text;
}

// Sentences one after another, with what the language puts between two (a space in
// English, nothing after Chinese punctuation).
/** @param {...(string | null | undefined)} parts */
export function joined(...parts) {
  return parts.filter((p) => p).join(current.between);
}

// The keys of a catalogue (for tests), once loaded.
export const catalogue = (code = FALLBACK) => CATALOGUES[code];

// A message said as a sentence on its own: a capital letter first (in languages that have
// them) and the language's full stop last, unless it ends with one of its stops already. A
// sentence that starts with a name holding a digit (a cell r5c8, a square c3) keeps it as
// written.
/** @param {Sayable} m @returns {string} */
export function sentence(m) {
  const text = say(m);
  const first = !current.capital || /^\S*\d/.test(text) ? text : text.replace(/^./, (/** @type {string} */ c) => c.toUpperCase());
  return first + ([...current.stops].some((s) => text.endsWith(s)) ? '' : current.stops[0]);
}
