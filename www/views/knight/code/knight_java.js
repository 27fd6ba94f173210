// The knight's tour as a recursive backtracking search, Java-like (one of the lessons is in
// Java), with the same line labels as the Python-like listing (knight.js), so the same
// events light it.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const knight_java = {
  title: 'listing.knight_java.title',
  comment: '//',
  lines: [
    { label: 'call', code: 'boolean tour(List<Square> path) {', note: 'listing.knight_java.call' },
    { label: 'full', code: '    if (complete(path))', note: 'listing.knight_java.full' },
    { label: 'solved', code: '        return true;' },
    { label: 'prune', code: '    if (pruning && hopeless(path))', note: 'listing.knight_java.prune' },
    { label: 'pruned', code: '        return false;' },
    { label: 'head', code: '    Square u = path.get(path.size() - 1);', note: 'listing.knight_java.head' },
    { label: 'next', code: '    for (Square v : ordered(u, path)) {', note: 'listing.knight_java.next' },
    { label: 'visit', code: '        path.add(v);' },
    { label: 'recurse', code: '        if (tour(path))', note: 'listing.knight_java.recurse' },
    { label: 'found', code: '            return true;' },
    { label: 'backtrack', code: '        path.remove(path.size() - 1);', note: 'listing.knight_java.backtrack' },
    { label: 'loop_end', code: '    }' },
    { label: 'fail', code: '    return false;', note: 'listing.knight_java.fail' },
    { label: 'close', code: '}' },
  ],
};
