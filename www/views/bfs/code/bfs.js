// Breadth-first search on the knight graph (Python-like), its lines labelled as
// src/puzzles/bfs/code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const bfs = {
  title: 'listing.bfs.title',
  lines: [
    { code: 'from collections import deque', note: 'listing.bfs.line1' },
    { label: 'call', code: 'def bfs(s):', note: 'listing.bfs.call' },
    { label: 'init', code: '    color[s] = GRAY; dist[s] = 0; queue = deque([s])', note: 'listing.bfs.init' },
    { label: 'loop', code: '    while queue:' },
    { label: 'dequeue', code: '        u = queue.popleft()', note: 'listing.bfs.dequeue' },
    { label: 'nbr', code: '        for v in neighbours(u):' },
    { label: 'white', code: '            if color[v] == WHITE:', note: 'listing.bfs.white' },
    { label: 'discover', code: '                color[v] = GRAY; dist[v] = dist[u] + 1; pred[v] = u', note: 'listing.bfs.discover' },
    { label: 'enqueue', code: '                queue.append(v)' },
    { label: 'finish', code: '        color[u] = BLACK', note: 'listing.bfs.finish' },
    { label: 'done', code: '    return None', note: 'listing.bfs.done' },
  ],
};
