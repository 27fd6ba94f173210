// A word ladder by breadth-first search (Python-like), the goal tested as each word is
// discovered; its lines labelled as src/puzzles/bfs/code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const ladder = {
  title: 'listing.ladder.title',
  lines: [
    { code: 'from collections import deque', note: 'listing.ladder.line1' },
    { label: 'call', code: 'def bfs(s):', note: 'listing.ladder.call' },
    { label: 'init', code: '    color[s] = GRAY; dist[s] = 0; queue = deque([s])', note: 'listing.ladder.init' },
    { label: 'loop', code: '    while queue:' },
    { label: 'dequeue', code: '        u = queue.popleft()', note: 'listing.ladder.dequeue' },
    { label: 'nbr', code: '        for v in one_letter_apart(u):' },
    { label: 'white', code: '            if color[v] == WHITE:', note: 'listing.ladder.white' },
    { label: 'discover', code: '                color[v] = GRAY; dist[v] = dist[u] + 1; pred[v] = u', note: 'listing.ladder.discover' },
    { label: 'goal', code: '                if v == goal: return path(v)', note: 'listing.ladder.goal' },
    { label: 'enqueue', code: '                queue.append(v)' },
    { label: 'finish', code: '        color[u] = BLACK', note: 'listing.ladder.finish' },
    { label: 'done', code: '    return None', note: 'listing.ladder.done' },
  ],
};
