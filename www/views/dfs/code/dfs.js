// Depth-first search with discovery and finish times (CLRS's DFS and DFS-VISIT, Python-like),
// its lines labelled as src/puzzles/digraph/code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const dfs = {
  title: 'listing.dfs.title',
  lines: [
    { label: 'dfs', code: 'def dfs(G):', note: 'listing.dfs.dfs' },
    { code: '    global color, d, f, kind, time', note: 'listing.dfs.line2' },
    { label: 'init', code: '    color = {u: WHITE for u in G.vertices}' },
    { label: 'clock', code: '    d, f, kind, time = {}, {}, {}, 0', note: 'listing.dfs.clock' },
    { label: 'vertices', code: '    for u in G.vertices:', note: 'listing.dfs.vertices' },
    { label: 'white', code: '        if color[u] == WHITE:' },
    { label: 'root', code: '            dfs_visit(G, u)', note: 'listing.dfs.root' },
    { label: 'done', code: '    return d, f' },
    { label: 'call', code: 'def dfs_visit(G, u):' },
    { code: '    global time', note: 'listing.dfs.line10' },
    { label: 'discover', code: '    time += 1; d[u] = time', note: 'listing.dfs.discover' },
    { label: 'gray', code: '    color[u] = GRAY', note: 'listing.dfs.gray' },
    { label: 'adj', code: '    for v in G.adj[u]:', note: 'listing.dfs.adj' },
    { label: 'white_v', code: '        if color[v] == WHITE:' },
    { label: 'tree', code: '            kind[u, v] = TREE' },
    { label: 'recurse', code: '            dfs_visit(G, v)', note: 'listing.dfs.recurse' },
    { label: 'gray_v', code: '        elif color[v] == GRAY:', note: 'listing.dfs.gray_v' },
    { label: 'back', code: '            kind[u, v] = BACK', note: 'listing.dfs.back' },
    { label: 'later', code: '        elif d[u] < d[v]:', note: 'listing.dfs.later' },
    { label: 'forward', code: '            kind[u, v] = FORWARD', note: 'listing.dfs.forward' },
    { label: 'else', code: '        else:' },
    { label: 'cross', code: '            kind[u, v] = CROSS', note: 'listing.dfs.cross' },
    { label: 'black', code: '    color[u] = BLACK', note: 'listing.dfs.black' },
    { label: 'finish', code: '    time += 1; f[u] = time', note: 'listing.dfs.finish' },
  ],
};
