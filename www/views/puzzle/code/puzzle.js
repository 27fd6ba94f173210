// Best-first search on the sliding puzzle (Python): breadth-first, greedy, A* and weighted A*
// differ only in `key`, the frontier's order (a heap of (key, arrival, g, state)). Its lines
// are labelled as src/puzzles/sliding/code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const puzzle = {
  title: 'listing.puzzle.title',
  lines: [
    { code: 'import heapq', note: 'listing.puzzle.heap' },
    { label: 'call', code: 'def best_first(start):' },
    { label: 'init', code: '    g = {start: 0}; parent = {start: None}; closed = set()', note: 'listing.puzzle.init' },
    { label: 'start', code: '    frontier = [(key(0, h(start)), 0, 0, start)]; n = 1', note: 'listing.puzzle.start' },
    { label: 'loop', code: '    while frontier:' },
    { label: 'pop', code: '        _, _, gs, s = heapq.heappop(frontier)', note: 'listing.puzzle.pop' },
    { code: '        if s in closed or gs != g[s]: continue', note: 'listing.puzzle.stale' },
    { label: 'goal', code: '        if s == GOAL: return path(parent, s)', note: 'listing.puzzle.goal' },
    { label: 'close', code: '        closed.add(s)', note: 'listing.puzzle.close' },
    { label: 'succ', code: '        for t in successors(s):' },
    { label: 'seen', code: '            if REMEMBER and t in g and g[s] + 1 >= g[t]:', note: 'listing.puzzle.seen' },
    { label: 'dup', code: '                continue' },
    { label: 'reopen', code: '            closed.discard(t)', note: 'listing.puzzle.reopen' },
    { label: 'record', code: '            g[t] = g[s] + 1; parent[t] = s' },
    { label: 'gen_goal', code: '            if FIFO and t == GOAL: return path(parent, t)', note: 'listing.puzzle.gen_goal' },
    { label: 'push', code: '            heapq.heappush(frontier, (key(g[t], h(t)), n, g[t], t)); n += 1' },
    { label: 'done', code: '    return None', note: 'listing.puzzle.done' },
  ],
};
