// The knight's tour as a recursive backtracking search (Python-like), its lines labelled as
// src/puzzles/knight/code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const knight = {
  title: 'listing.knight.title',
  forms: ['knight_java'],
  lines: [
    { label: 'call', code: 'def tour(path):', note: 'listing.knight.call' },
    { label: 'full', code: '    if complete(path):', note: 'listing.knight.full' },
    { label: 'solved', code: '        return True' },
    { label: 'prune', code: '    if pruning and hopeless(path):', note: 'listing.knight.prune' },
    { label: 'pruned', code: '        return False' },
    { label: 'head', code: '    u = path[-1]', note: 'listing.knight.head' },
    { label: 'next', code: '    for v in ordered(u, path):', note: 'listing.knight.next' },
    { label: 'visit', code: '        path.append(v)' },
    { label: 'recurse', code: '        if tour(path):', note: 'listing.knight.recurse' },
    { label: 'found', code: '            return True' },
    { label: 'backtrack', code: '        path.pop()', note: 'listing.knight.backtrack' },
    { label: 'fail', code: '    return False', note: 'listing.knight.fail' },
  ],
};
