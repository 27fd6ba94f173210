// The page's languages, in the menu's order: the one list a language is added to, with its
// text in www/text/CODE.js and each view's text/CODE.js (merged by index.js). The first is
// the fallback: always loaded, and every other falls back to it key by key (a built-in
// lesson without a part in a language too). name: its own name; locale: Intl's, for numbers
// and plurals; between: what goes between two sentences; stops: the marks a sentence ends
// with (the first added where none is); capital: a sentence starts with one; number,
// plural: its own, where Intl's first NumberFormat would cost a cold start 13 to 40 ms.

/** @typedef {{ code: string, name: string, locale: string, between: string, stops: string, capital: boolean,
 *   number?: (n: number | bigint) => string, plural?: (x: number) => string }} Language */

// `n` (a whole number, a bigint, or at most two decimals) as Intl.NumberFormat('en-US')
// writes it: 1,234,567.25; what String() writes with an exponent (1e21 and up, 1e-7 and
// down) and -0 go to Intl.
/** @type {Intl.NumberFormat | null} */
let usNumbers = null;
/** @param {number | bigint} n */
export function englishNumber(n) {
  const text = String(n);
  if (/e/i.test(text) || Object.is(n, -0)) return (usNumbers ??= new Intl.NumberFormat('en-US')).format(n);
  const [whole, part] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return part === undefined ? grouped : `${grouped}.${part}`;
}

// The English plural category of `x`: 'one' for 1 and -1, 'other' for the rest.
/** @param {number} x */
export const englishPlural = (x) => (Math.abs(x) === 1 ? 'one' : 'other');

/** @type {Language[]} */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-US', between: ' ', stops: '.!?…', capital: true, number: englishNumber, plural: englishPlural },
  // A full-width full stop leaves its own room: nothing between sentences.
  { code: 'zh', name: '中文', locale: 'zh-CN', between: '', stops: '。！？…', capital: false },
];

/** The fallback language's code. */
export const FALLBACK = LANGUAGES[0].code;
