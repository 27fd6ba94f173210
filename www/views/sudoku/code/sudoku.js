// Sudoku by depth-first search as a recursive solve (C++-like), its lines labelled as
// src/puzzles/sudoku/code.rs names them. The lines that only close a block (labels ending in
// "-end") are never the current line.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const sudoku = {
  title: 'listing.sudoku.title',
  comment: '//',
  lines: [
    { label: 'call', code: 'void solve(State& s) {', note: 'listing.sudoku.call' },
    { label: 'full', code: '  if (s.empty == 0) {', note: 'listing.sudoku.full' },
    { label: 'count', code: '    ++solutions;', note: 'listing.sudoku.count' },
    { label: 'solved', code: '    return;' },
    { label: 'full-end', code: '  }' },
    { label: 'pick', code: '  Cell c = nextStep(s);', note: 'listing.sudoku.pick' },
    { label: 'loop', code: '  for (int d : c.candidates) {', note: 'listing.sudoku.loop' },
    { label: 'place', code: '    place(s, c, d);', note: 'listing.sudoku.place' },
    { label: 'recurse', code: '    solve(s);', note: 'listing.sudoku.recurse' },
    { label: 'undo', code: '    undo(s, c, d);', note: 'listing.sudoku.undo' },
    { code: '    if (limit && solutions == limit) return;', note: 'listing.sudoku.line11' },
    { label: 'loop-end', code: '  }' },
    { label: 'done', code: '}', note: 'listing.sudoku.done' },
    { label: 'next', code: 'Cell nextStep(const State& s) {', note: 'listing.sudoku.next' },
    { label: 'init', code: '  Cell pick; int best = N + 1;', note: 'listing.sudoku.init' },
    { label: 'scan', code: '  for (Cell c : emptyCells(s)) {', note: 'listing.sudoku.scan' },
    { label: 'first', code: '    if (!fewest) return c;', note: 'listing.sudoku.first' },
    { label: 'better', code: '    if (c.count < best) { pick = c; best = c.count; }', note: 'listing.sudoku.better' },
    { label: 'single', code: '    if (best <= 1) break;', note: 'listing.sudoku.single' },
    { label: 'scan-end', code: '  }' },
    { label: 'chosen', code: '  return pick;' },
    { label: 'next-end', code: '}' },
  ],
};
