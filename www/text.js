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

/** The languages there are, each with its file (English always loaded). */
const FILES = { en: null, zh: () => import('./text/zh.js') };
/** @type {Record<string, Record<string, string>>} */
const CATALOGUES = { en };
const loading = {};
let lang = 'en';
let numbers = new Intl.NumberFormat('en-US');
let plurals = new Intl.PluralRules('en-US');

// The catalogue of `code` fetched if it is not here yet: resolves to true once it is (a
// second call waits for the same fetch), false for a language there is none of; rejects
// when its file does not load (offline before the first visit, a 404), and a later call
// tries again.
export function loadLanguage(code) {
  if (!(code in FILES)) return Promise.resolve(false);
  if (CATALOGUES[code]) return Promise.resolve(true);
  loading[code] ??= FILES[code]().then(
    (m) => { CATALOGUES[code] = m.default; return true; },
    (err) => { delete loading[code]; throw err; },
  );
  return loading[code];
}

// Switches to `code` when its catalogue is loaded (loadLanguage first); false if not.
export function setLanguage(code) {
  if (!CATALOGUES[code]) return false;
  lang = code;
  const locale = { en: 'en-US', zh: 'zh-CN' }[code] || code;
  numbers = new Intl.NumberFormat(locale);
  plurals = new Intl.PluralRules(locale);
  document.documentElement.lang = code;
  return true;
}

export const language = () => lang;
export const languages = () => Object.keys(FILES);

// A number as the reader's locale writes it (whole numbers for counts).
export function fmt(n) {
  if (typeof n === 'bigint') return numbers.format(n);
  if (typeof n !== 'number' || !Number.isFinite(n)) return String(n);
  return numbers.format(Number.isInteger(n) ? n : Math.round(n * 100) / 100);
}

// A text parameter is quoted whole up to this many characters, else by its start: a junk
// value from a URL or a paste can be thousands of characters long.
const QUOTED = 120;

function value(v) {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return fmt(v);
  if (Array.isArray(v)) {
    const clauses = v.some((x) => x && typeof x === 'object' && x.code);
    return v.map(value).join(t(clauses ? 'list.clauses' : 'list.separator'));
  }
  if (typeof v === 'object' && v.code) return say(v);
  const text = String(v);
  return text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text;
}

// The text for `key` with `params` filled in. A missing key shows the key itself (and a
// test fails), never undefined.
export function t(key, params = {}) {
  const entry = CATALOGUES[lang][key] ?? CATALOGUES.en[key];
  if (entry === undefined) return key;
  return entry.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (_, name, one, other) => {
    if (one === undefined) return value(params[name]);
    return plurals.select(Number(params[name])) === 'one' ? one : other;
  });
}

// A message from Rust ({code, params}), an Error carrying one, or an Error of the page's
// own (its message, as a last resort), said in the current language.
export function say(m) {
  if (m === null || m === undefined) return '';
  if (typeof m === 'string') return m;
  if (m.code) return t(m.code, m.params || {});
  if (m instanceof Error || m.message) return t('error.unexpected', { detail: String(m.message) });
  return String(m);
}

// Sentences one after another: a space between them in English, none after Chinese
// punctuation (a full-width full stop already leaves its own room).
export function joined(...parts) {
  const texts = parts.filter((p) => p);
  return lang === 'zh' ? texts.join('') : texts.join(' ');
}

// The keys of a catalogue (for tests), once loaded.
export const catalogue = (code = 'en') => CATALOGUES[code];

// A message said as a sentence on its own: a capital letter first and a full stop last
// (in languages that have them).
export function sentence(m) {
  const text = say(m);
  if (lang === 'zh') return /[。！？…]$/.test(text) ? text : `${text}。`;
  if (lang !== 'en') return text;
  return text.replace(/^./, (c) => c.toUpperCase()) + (/[.!?…]$/.test(text) ? '' : '.');
}
