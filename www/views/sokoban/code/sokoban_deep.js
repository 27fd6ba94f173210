// IDA* on a Sokoban level (Python): depth-first under a bound on f = g + h, raised to the
// least f past it each iteration; it keeps only its path, and a successor that leaves a box
// dead is pruned before anything else. Its lines are labelled as
// src/puzzles/sokoban/code_deep.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const sokoban_deep = {
  title: 'listing.sokoban_deep.title',
  lines: [
    { code: 'import math' },
    { code: 'pruned = [0]', note: 'listing.sokoban_deep.pruned' },
    { label: 'call', code: 'def ida_star(start):' },
    { label: 'init', code: '    bound = h(start)', note: 'listing.sokoban_deep.init' },
    { label: 'loop', code: '    while True:' },
    { label: 'iter', code: '        over = [math.inf]; path = [start]', note: 'listing.sokoban_deep.iter' },
    { label: 'root', code: '        if enter(start, 0, bound, path, over): return path' },
    { label: 'none', code: '        if over[0] == math.inf: return None', note: 'listing.sokoban_deep.none' },
    { label: 'deepen', code: '        bound = over[0]', note: 'listing.sokoban_deep.deepen' },
    { label: 'enter', code: 'def enter(s, g, bound, path, over):' },
    { label: 'goal', code: '    if solved(s): return True', note: 'listing.sokoban.goal' },
    { label: 'succ', code: '    for t, box in successors(s):', note: 'listing.sokoban.succ' },
    { label: 'prune_if', code: '        if PRUNE and deadlock(t, box):', note: 'listing.sokoban.prune_if' },
    { code: '            pruned[0] += 1; continue', note: 'listing.sokoban_deep.dead' },
    { label: 'seen', code: '        if REMEMBER and t in path:', note: 'listing.sokoban_deep.seen' },
    { label: 'repeat', code: '            continue' },
    { label: 'measure', code: '        f = g + 1 + h(t)' },
    { label: 'test', code: '        if f > bound:' },
    { label: 'prune', code: '            over[0] = min(over[0], f); continue', note: 'listing.sokoban_deep.prune' },
    { label: 'push', code: '        path.append(t)' },
    { label: 'down', code: '        if enter(t, g + 1, bound, path, over): return True' },
    { label: 'pop', code: '        path.pop()' },
    { label: 'back', code: '    return False', note: 'listing.sokoban_deep.back' },
  ],
};
