// N queens by backtracking, checking each square against the queens below before placing
// (Python-like), its lines labelled as src/puzzles/queens/code.rs names them. Rows and
// columns count from 1.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const queens_check = {
  title: 'listing.queens_check.title',
  lines: [
    { label: 'call', code: 'def place(row):', note: 'listing.queens_check.call' },
    { code: '    global solutions', note: 'listing.queens_check.line2' },
    { label: 'full', code: '    if row > n:' },
    { label: 'solved', code: '        solutions += 1; return', note: 'listing.queens_check.solved' },
    { label: 'next', code: '    for col in range(1, n + 1):', note: 'listing.queens_check.next' },
    { label: 'test', code: '        if safe(row, col):', note: 'listing.queens_check.test' },
    { label: 'place', code: '            queen[row] = col' },
    { label: 'recurse', code: '            place(row + 1)', note: 'listing.queens_check.recurse' },
    { label: 'backtrack', code: '            queen[row] = None', note: 'listing.queens_check.backtrack' },
    { label: 'fail', code: '    return', note: 'listing.queens_check.fail' },
  ],
};
