// The views, from the registry's routes (registry.js, generated from src/puzzles/views.rs):
// each route's module is its folder's view.js (loaded when first shown) and its name in the
// nav the catalogue key nav.ROUTE, in its folder's text. The router, the nav, the text
// loader and every end-to-end test that walks "every view" read this list, so a view added
// to the registry is routed, linked and tested the day it lands.
import { ROUTES } from './registry.js';

/** @typedef {{ route: string, load: () => Promise<Record<string, any>>, name: string }} ViewEntry */

/** @type {ViewEntry[]} */
export const VIEWS = ROUTES.map((route) => ({
  route,
  load: () => import(`../views/${route}/view.js`),
  name: `nav.${route}`,
}));

/**
 * The shell's own pages the nav links to after the views (their routes are the router's,
 * app.js), each named by its catalogue key.
 * @type {{ route: string, name: string }[]}
 */
export const PAGES = [{ route: 'practice', name: 'practice.open' }];

/** The view shown for an unknown route (an empty one is the front page): the registry's first. */
export const DEFAULT_VIEW = ROUTES[0];

export { ROUTES };

// By route. A Map, not an object: a route such as "constructor" or "__proto__" is just
// unknown.
const BY_ROUTE = new Map(VIEWS.map((v) => [v.route, v]));

/** @param {string} route @returns {ViewEntry | undefined} */
export const viewEntry = (route) => BY_ROUTE.get(route);
