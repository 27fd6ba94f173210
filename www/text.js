// The text catalogue: every sentence the page shows comes from here, by key, with named
// placeholders. One file per language in text/ (en.js, zh.js); Rust sends message codes with
// parameters ({code, params}), never English sentences, and they are said here.
//
// An entry is a string with placeholders: {name} puts a parameter in (numbers formatted for
// the locale, nested messages said in turn); {name|one|other} picks a word by the plural
// rule of the number `name` (e.g. "{n} {n|move|moves}"). A parameter that is an array (a
// list from Rust) is said item by item, joined by the language's separator: 'list.clauses'
// when its items are messages (", " / "，"), 'list.separator' for plain values (", " / "、").
//
// English is part of the page (every other language falls back to it key by key); another
// language's file is fetched only when it is chosen (loadLanguage), so a page in English
// never downloads the Chinese catalogue. t() stays synchronous: a language is set only once
// its file is here.
import en from './text/en.js';

/**
 * The languages there are, each with its file (English always loaded).
 * @type {Record<string, (() => Promise<{ default: Record<string, string> }>) | null>}
 */
const FILES = { en: null, zh: () => import('./text/zh.js') };
/** @type {Record<string, Record<string, string>>} */
const CATALOGUES = { en };
/** @type {Record<string, Promise<boolean>>} */
const loading = {};
let lang = 'en';
// A language's number format and plural rules, made when first needed. English has its own
// (englishNumber, englishPlural): a page's first Intl.NumberFormat loads the browser's
// locale data, 13 to 40 ms of a cold start in Chromium (issue 24), for what a comma every
// three digits and "one is 1" say.
let locale = 'en-US';
/** @type {Intl.NumberFormat | null} */
let numbers = null;
/** @type {Intl.PluralRules | null} */
let plurals = null;
const numberFormat = () => (numbers ??= new Intl.NumberFormat(locale));
const pluralRules = () => (plurals ??= new Intl.PluralRules(locale));

// `n` (a whole number, a bigint, or at most two decimals) as Intl.NumberFormat('en-US')
// writes it: 1,234,567.25; what String() writes with an exponent (1e21 and up, 1e-7 and
// down) and -0 go to Intl.
/** @param {number | bigint} n */
export function englishNumber(n) {
  const text = String(n);
  if (/e/i.test(text) || Object.is(n, -0)) return numberFormat().format(n);
  const [whole, part] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return part === undefined ? grouped : `${grouped}.${part}`;
}

// The English plural category of `x`: 'one' for 1 and -1, 'other' for the rest.
export const englishPlural = (/** @type {number} */ x) => (Math.abs(x) === 1 ? 'one' : 'other');

// The catalogue of `code` fetched if it is not here yet: resolves to true once it is (a
// second call waits for the same fetch), false for a language there is none of; rejects
// when its file does not load (offline before the first visit, a 404), and a later call
// tries again.
/** @param {string} code @returns {Promise<boolean>} */
export function loadLanguage(code) {
  const file = FILES[code];
  if (!(code in FILES)) return Promise.resolve(false);
  if (CATALOGUES[code] || !file) return Promise.resolve(true);
  loading[code] ??= file().then(
    (m) => { CATALOGUES[code] = m.default; return true; },
    (err) => { delete loading[code]; throw err; },
  );
  return loading[code];
}

// Switches to `code` when its catalogue is loaded (loadLanguage first); false if not.
/** @param {string} code */
export function setLanguage(code) {
  if (!CATALOGUES[code]) return false;
  lang = code;
  locale = /** @type {Record<string, string>} */ ({ en: 'en-US', zh: 'zh-CN' })[code] || code;
  numbers = null;
  plurals = null;
  document.documentElement.lang = code;
  return true;
}

export const language = () => lang;
export const languages = () => Object.keys(FILES);

// A number as the reader's locale writes it (whole numbers for counts).
/** @param {unknown} n */
export function fmt(n) {
  const format = lang === 'en' ? englishNumber : (/** @type {number | bigint} */ x) => numberFormat().format(x);
  if (typeof n === 'bigint') return format(n);
  if (typeof n !== 'number' || !Number.isFinite(n)) return String(n);
  return format(Number.isInteger(n) ? n : Math.round(n * 100) / 100);
}

// A text parameter is quoted whole up to this many characters, else by its start: a junk
// value from a URL or a paste can be thousands of characters long.
const QUOTED = 120;

/** @param {unknown} v @returns {string} */
function value(v) {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return fmt(v);
  if (Array.isArray(v)) {
    const clauses = v.some((x) => x && typeof x === 'object' && x.code);
    return v.map(value).join(t(clauses ? 'list.clauses' : 'list.separator'));
  }
  if (v && typeof v === 'object' && 'code' in v && v.code) return say(/** @type {Message} */ (v));
  const text = String(v);
  return text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text;
}

// The text for `key` with `params` filled in. A missing key shows the key itself (and a
// test fails), never undefined.
/** @param {string} key @param {Params} [params] @returns {string} */
export function t(key, params = {}) {
  const entry = CATALOGUES[lang][key] ?? CATALOGUES.en[key];
  if (entry === undefined) return key;
  /** @type {(match: string, name: string, one?: string, other?: string) => string} */
  const fill = (_, name, one, other) => {
    if (one === undefined) return value(params[name]);
    const x = Number(params[name]);
    return /** @type {string} */ ((lang === 'en' ? englishPlural(x) : pluralRules().select(x)) === 'one' ? one : other);
  };
  return entry.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, fill);
}

// A message from Rust ({code, params}), an Error carrying one, or an Error of the page's
// own (its message, as a last resort), said in the current language.
/** @param {Sayable} m @returns {string} */
export function say(m) {
  if (m === null || m === undefined) return '';
  if (typeof m !== 'object') return String(m);
  if ('code' in m && m.code) return t(m.code, m.params || {});
  if (m instanceof Error || ('message' in m && m.message)) return t('error.unexpected', { detail: String(m.message) });
  return String(m);
}

// Sentences one after another: a space between them in English, none after Chinese
// punctuation (a full-width full stop already leaves its own room).
/** @param {...string} parts */
export function joined(...parts) {
  const texts = parts.filter((p) => p);
  return lang === 'zh' ? texts.join('') : texts.join(' ');
}

// The keys of a catalogue (for tests), once loaded.
export const catalogue = (code = 'en') => CATALOGUES[code];

// A message said as a sentence on its own: a capital letter first and a full stop last
// (in languages that have them). A sentence that starts with a name holding a digit (a
// cell r5c8, a square c3) keeps it as written.
/** @param {Sayable} m */
export function sentence(m) {
  const text = say(m);
  if (lang === 'zh') return /[。！？…]$/.test(text) ? text : `${text}。`;
  if (lang !== 'en') return text;
  const first = /^\S*\d/.test(text) ? text : text.replace(/^./, (c) => c.toUpperCase());
  return first + (/[.!?…]$/.test(text) ? '' : '.');
}
