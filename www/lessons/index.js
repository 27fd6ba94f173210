// The lessons that ship with the page, in the order the list shows them: each module's
// default export holds the lesson's text in every language of the page (format.js),
// with the same slides and frames in each.

/** @type {{ id: string, load: () => Promise<{ default: Record<string, string> }> }[]} */
export const LESSONS = [
  { id: 'bfs', load: () => import('./bfs.js') },
  { id: 'knight', load: () => import('./knight.js') },
  { id: 'dfs', load: () => import('./dfs.js') },
  { id: 'blind', load: () => import('./blind.js') },
  { id: 'sudoku', load: () => import('./sudoku.js') },
  { id: 'heuristic', load: () => import('./heuristic.js') },
];

const BY_ID = new Map(LESSONS.map((l) => [l.id, l]));

/** @param {string} id */
export const lessonEntry = (id) => BY_ID.get(id);
