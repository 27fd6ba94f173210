// Best-first search of a Sokoban level (Python): breadth-first, greedy and A* differ only
// in `key`, the frontier's order; a successor that leaves a box dead is pruned before it is
// looked up. Its lines are labelled as src/puzzles/sokoban/code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const sokoban = {
  title: 'listing.sokoban.title',
  lines: [
    { code: 'import heapq', note: 'listing.sokoban.heap' },
    { label: 'call', code: 'def best_first(start):' },
    { label: 'init', code: '    g = {start: 0}; parent = {start: None}; closed = set(); pruned = 0', note: 'listing.sokoban.init' },
    { label: 'start', code: '    frontier = [(key(0, h(start)), 0, 0, start)]; n = 1', note: 'listing.sokoban.start' },
    { label: 'loop', code: '    while frontier:' },
    { label: 'pop', code: '        _, _, gs, s = heapq.heappop(frontier)', note: 'listing.sokoban.pop' },
    { code: '        if s in closed or gs != g[s]: continue', note: 'listing.sokoban.stale' },
    { label: 'goal', code: '        if solved(s): return path(parent, s), pruned', note: 'listing.sokoban.goal' },
    { label: 'close', code: '        closed.add(s)' },
    { label: 'succ', code: '        for t, box in successors(s):', note: 'listing.sokoban.succ' },
    { label: 'prune_if', code: '            if PRUNE and deadlock(t, box):', note: 'listing.sokoban.prune_if' },
    { label: 'prune', code: '                pruned += 1; continue' },
    { label: 'seen', code: '            if REMEMBER and t in g and g[s] + 1 >= g[t]:', note: 'listing.sokoban.seen' },
    { label: 'dup', code: '                continue' },
    { label: 'reopen', code: '            closed.discard(t)' },
    { label: 'record', code: '            g[t] = g[s] + 1; parent[t] = s' },
    { label: 'gen_goal', code: '            if FIFO and solved(t): return path(parent, t), pruned', note: 'listing.sokoban.gen_goal' },
    { label: 'push', code: '            heapq.heappush(frontier, (key(g[t], h(t)), n, g[t], t)); n += 1' },
    { label: 'done', code: '    return None, pruned', note: 'listing.sokoban.done' },
  ],
};
