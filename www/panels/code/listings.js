// The algorithms as the page shows them beside the board, written for Searchlight in the
// style of the lessons (Python-like; sudoku C++-like, as its lesson is). Each line carries
// the label Rust sends for it (src/puzzles/*/code.rs): the search's events name the lines
// they ran, and the page lights the last. Comments come in the page's language (a line's
// note and the title are keys of the view's text, www/views/ROUTE/text/); keywords and
// names stay as they are. One file per listing; tests/code*.rs hold every label Rust
// sends to a line of it; a line without a label (an import, a declaration) is never lit.
// `comment` is how the listing's language starts a comment ('#' when left out). Each
// listing runs as it is shown: tests/listings.test.mjs runs it on the view's default input
// and checks what it finds against the engine.
//
// Loaded only when shown: the code panel is closed at start, and one view needs one listing
// (or its forms), so each file is imported the first time the panel asks for it (panel.js),
// not with the page. The service worker still caches them all for offline use.

import { ROUTES } from '../../shell/registry.js';

/** @typedef {{ label?: string, code: string, note?: string }} Line note: a text key */
/** @typedef {{ title: string, comment?: string, forms?: string[], lines: Line[] }} Listing title: a
 *  text key; forms: the other listings, in its view's folder, a person may pick instead of
 *  this one (with the same labels: the knight's tour in Java as well as Python) */

/** The view a listing belongs to: a listing's name is its view's route, or starts with it and
 *  an underscore (queens_mark, knight_java), and its module is that view's code/NAME.js,
 *  exporting it by its name. undefined: a name of no view's.
 *  @param {string} name @returns {string | undefined} */
const viewOf = (name) => (/^[a-z][a-z0-9_]*$/.test(name)
  ? ROUTES.find((r) => name === r || name.startsWith(`${r}_`))
  : undefined);

/** @param {string} name @returns {Promise<Listing | undefined>} */
function importListing(name) {
  const route = viewOf(name);
  if (route === undefined) return Promise.resolve(undefined);
  return import(`../../views/${route}/code/${name}.js`).then((m) => m[name]);
}

/** The listings here already, by name (undefined: a name with no listing).
 *  @type {Map<string, Listing | undefined>} */
export const LOADED = new Map();

/** Every form of listing `name` a person may pick: itself, then the forms it names (once it
 *  is loaded; until then itself alone).
 *  @param {string} name @returns {string[]} */
export const formsOf = (name) => [name, ...(LOADED.get(name)?.forms ?? [])];

/** @type {Map<string, Promise<void>>} */
const loading = new Map();

/** Loads the listing `name` into LOADED, once however many panels ask (the panes of a
 *  comparison); a failed import is forgotten, so asking again tries again.
 *  @param {string} name @returns {Promise<void>} */
export function loadListing(name) {
  if (LOADED.has(name)) return Promise.resolve();
  let pending = loading.get(name);
  if (!pending) {
    const load = importListing(name);
    pending = load.then((listing) => { LOADED.set(name, listing); }).finally(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}
