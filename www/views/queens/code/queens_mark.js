// N queens by backtracking, marking the squares each queen attacks (Python-like), its lines
// labelled as src/puzzles/queens/code.rs names them. Rows and columns count from 1.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const queens_mark = {
  title: 'listing.queens_mark.title',
  lines: [
    { label: 'call', code: 'def place(row):', note: 'listing.queens_mark.call' },
    { code: '    global solutions', note: 'listing.queens_mark.line2' },
    { label: 'full', code: '    if row > n:' },
    { label: 'solved', code: '        solutions += 1; return', note: 'listing.queens_mark.solved' },
    { label: 'next', code: '    for col in range(1, n + 1):', note: 'listing.queens_mark.next' },
    { label: 'test', code: '        if attacked[row][col] == 0:', note: 'listing.queens_mark.test' },
    { label: 'place', code: '            put_down(row, col)', note: 'listing.queens_mark.place' },
    { label: 'recurse', code: '            place(row + 1)', note: 'listing.queens_mark.recurse' },
    { label: 'backtrack', code: '            take_up(row, col)', note: 'listing.queens_mark.backtrack' },
    { label: 'fail', code: '    return', note: 'listing.queens_mark.fail' },
  ],
};
