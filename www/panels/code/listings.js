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

/** @typedef {{ label?: string, code: string, note?: string }} Line note: a text key */
/** @typedef {{ title: string, comment?: string, lines: Line[] }} Listing title: a text key */

/** Each listing's module, by the name Rust gives it (CodeState.listing).
 *  @type {Record<string, () => Promise<Listing>>} */
const MODULES = {
  knight: () => import('../../views/knight/code/knight.js').then((m) => m.knight),
  knight_java: () => import('../../views/knight/code/knight_java.js').then((m) => m.knight_java),
  bfs: () => import('../../views/bfs/code/bfs.js').then((m) => m.bfs),
  ladder: () => import('../../views/ladder/code/ladder.js').then((m) => m.ladder),
  queens_mark: () => import('../../views/queens/code/queens_mark.js').then((m) => m.queens_mark),
  queens_check: () => import('../../views/queens/code/queens_check.js').then((m) => m.queens_check),
  sudoku: () => import('../../views/sudoku/code/sudoku.js').then((m) => m.sudoku),
  dfs: () => import('../../views/dfs/code/dfs.js').then((m) => m.dfs),
  maze: () => import('../../views/maze/code/maze.js').then((m) => m.maze),
  puzzle: () => import('../../views/puzzle/code/puzzle.js').then((m) => m.puzzle),
  puzzle_deep: () => import('../../views/puzzle/code/puzzle_deep.js').then((m) => m.puzzle_deep),
};

/** The listings a person may pick instead of the one Rust names (same labels): the knight's
 *  tour in Java as well as Python. @type {Record<string, string[]>} */
export const FORMS = { knight: ['knight', 'knight_java'] };

/** The listings here already, by name (undefined: a name with no listing).
 *  @type {Map<string, Listing | undefined>} */
export const LOADED = new Map();

/** @type {Map<string, Promise<void>>} */
const loading = new Map();

/** Loads the listing `name` into LOADED, once however many panels ask (the panes of a
 *  comparison); a failed import is forgotten, so asking again tries again.
 *  @param {string} name @returns {Promise<void>} */
export function loadListing(name) {
  if (LOADED.has(name)) return Promise.resolve();
  let pending = loading.get(name);
  if (!pending) {
    const load = Object.hasOwn(MODULES, name) ? MODULES[name]() : Promise.resolve(undefined);
    pending = load.then((listing) => { LOADED.set(name, listing); }).finally(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}
