// The depth-first family on the sliding puzzle (Python): depth-bounded DFS, iterative
// deepening and IDA* are one search that differs in the first bound, the measure held to it
// (f = g + h for IDA*, the depth otherwise) and whether another iteration follows. Its
// lines are labelled as src/puzzles/sliding/code_deep.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const puzzle_deep = {
  title: 'listing.puzzle_deep.title',
  lines: [
    { code: 'import math' },
    { code: 'visited = set()', note: 'listing.puzzle_deep.visited' },
    { label: 'call', code: 'def deepening(start):' },
    { label: 'init', code: '    bound = first_bound(start)', note: 'listing.puzzle_deep.init' },
    { label: 'loop', code: '    while True:' },
    { label: 'iter', code: '        over = [math.inf]; path = [start]', note: 'listing.puzzle_deep.iter' },
    { label: 'root', code: '        if enter(start, 0, bound, path, over): return path' },
    { label: 'none', code: '        if over[0] == math.inf or not DEEPEN: return None', note: 'listing.puzzle_deep.none' },
    { label: 'deepen', code: '        bound = over[0]', note: 'listing.puzzle_deep.deepen' },
    { label: 'enter', code: 'def enter(s, g, bound, path, over):' },
    { label: 'mark', code: '    visited.add(s)' },
    { label: 'goal', code: '    if s == GOAL: return True', note: 'listing.puzzle_deep.goal' },
    { label: 'succ', code: '    for t in successors(s):', note: 'listing.puzzle_deep.succ' },
    { label: 'seen', code: '        if REMEMBER and t in (visited if DFS else path):', note: 'listing.puzzle_deep.seen' },
    { label: 'repeat', code: '            continue' },
    { label: 'measure', code: '        m = g + 1 + h(t) if IDA else len(path)', note: 'listing.puzzle_deep.measure' },
    { label: 'test', code: '        if m > bound:' },
    { label: 'prune', code: '            over[0] = min(over[0], m); continue', note: 'listing.puzzle_deep.prune' },
    { label: 'push', code: '        path.append(t)' },
    { label: 'down', code: '        if enter(t, g + 1, bound, path, over): return True' },
    { label: 'pop', code: '        path.pop()' },
    { label: 'back', code: '    return False', note: 'listing.puzzle_deep.back' },
  ],
};
