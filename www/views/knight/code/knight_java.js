// The knight's tour as a recursive backtracking search, Java-like (one of the lessons is in
// Java), with the same line labels as the Python-like listing (knight.js), so the same
// events light it.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const knight_java = {
  title: { en: 'Knight’s tour by backtracking (Java)', zh: '回溯法求马的周游（Java）' },
  comment: '//',
  lines: [
    { label: 'call', code: 'boolean tour(List<Square> path) {', note: { en: 'extend path to a whole tour, or say it cannot be done', zh: '把 path 延伸成完整的周游，或者说明做不到' } },
    { label: 'full', code: '    if (complete(path))', note: { en: 'every square visited (and, for a closed tour, back next to the start)', zh: '每个格子都走过了（闭合周游还要能回到起点旁）' } },
    { label: 'solved', code: '        return true;' },
    { label: 'prune', code: '    if (pruning && hopeless(path))', note: { en: 'a square cut off, or two dead ends: no tour below here', zh: '有格子被切断，或有两条死路：下面不会有周游' } },
    { label: 'pruned', code: '        return false;' },
    { label: 'head', code: '    Square u = path.get(path.size() - 1);', note: { en: 'the knight’s square', zh: '马所在的格子' } },
    { label: 'next', code: '    for (Square v : ordered(u, path)) {', note: { en: 'unvisited moves, in the strategy’s order (Warnsdorff: fewest onward moves first)', zh: '未访问的走法，按策略排序（Warnsdorff：后续走法最少的在前）' } },
    { label: 'visit', code: '        path.add(v);' },
    { label: 'recurse', code: '        if (tour(path))', note: { en: 'go down a level; a return comes back here', zh: '深入一层；返回时回到这里' } },
    { label: 'found', code: '            return true;' },
    { label: 'backtrack', code: '        path.remove(path.size() - 1);', note: { en: 'nothing below v worked: take the move back', zh: 'v 之下都不行：撤回这一步' } },
    { label: 'loop_end', code: '    }' },
    { label: 'fail', code: '    return false;', note: { en: 'every move from u tried', zh: '从 u 出发的走法都试过了' } },
    { label: 'close', code: '}' },
  ],
};
