// The one list of views: its route in the URL (#/knight), the module that draws it (loaded
// when first shown) and the catalogue key of its name. The router, the nav and every
// end-to-end test that walks "every view" read this list, so a view added here is routed,
// linked and tested the day it lands.

/** @typedef {{ route: string, load: () => Promise<Record<string, any>>, name: string }} ViewEntry */

/** @type {ViewEntry[]} */
export const VIEWS = [
  { route: 'knight', load: () => import('../views/knight/view.js'), name: 'nav.knight' },
  { route: 'bfs', load: () => import('../views/bfs/view.js'), name: 'nav.bfs' },
  { route: 'ladder', load: () => import('../views/ladder/view.js'), name: 'nav.ladder' },
  { route: 'dfs', load: () => import('../views/dfs/view.js'), name: 'nav.dfs' },
  { route: 'queens', load: () => import('../views/queens/view.js'), name: 'nav.queens' },
  { route: 'sudoku', load: () => import('../views/sudoku/view.js'), name: 'nav.sudoku' },
  { route: 'maze', load: () => import('../views/maze/view.js'), name: 'nav.maze' },
  { route: 'puzzle', load: () => import('../views/puzzle/view.js'), name: 'nav.puzzle' },
];

/** The view shown for an empty or unknown route. */
export const DEFAULT_VIEW = 'knight';

/** The routes, in the nav's order. */
export const ROUTES = VIEWS.map((v) => v.route);

// By route. A Map, not an object: a route such as "constructor" or "__proto__" is just
// unknown.
const BY_ROUTE = new Map(VIEWS.map((v) => [v.route, v]));

/** @param {string} route @returns {ViewEntry | undefined} */
export const viewEntry = (route) => BY_ROUTE.get(route);
