// Depth-first search with discovery and finish times (CLRS's DFS and DFS-VISIT, Python-like),
// its lines labelled as src/puzzles/digraph/code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const dfs = {
  title: { en: 'Depth-first search with times (Python)', zh: '带时间戳的深度优先搜索（Python）' },
  lines: [
    { label: 'dfs', code: 'def dfs(G):', note: { en: 'every vertex, a new tree from each one still white', zh: '遍历所有顶点，每个仍是白色的顶点开始一棵新树' } },
    { code: '    global color, d, f, kind, time', note: { en: 'shared with dfs_visit', zh: '与 dfs_visit 共用' } },
    { label: 'init', code: '    color = {u: WHITE for u in G.vertices}' },
    { label: 'clock', code: '    d, f, kind, time = {}, {}, {}, 0', note: { en: 'time is shared by every call', zh: 'time 由所有调用共用' } },
    { label: 'vertices', code: '    for u in G.vertices:', note: { en: 'in name order', zh: '按名称顺序' } },
    { label: 'white', code: '        if color[u] == WHITE:' },
    { label: 'root', code: '            dfs_visit(G, u)', note: { en: 'u is the root of a new tree', zh: 'u 是一棵新树的根' } },
    { label: 'done', code: '    return d, f' },
    { label: 'call', code: 'def dfs_visit(G, u):' },
    { code: '    global time', note: { en: 'the one clock, not a local time', zh: '唯一的时钟，不是局部变量' } },
    { label: 'discover', code: '    time += 1; d[u] = time', note: { en: 'discovered', zh: '发现' } },
    { label: 'gray', code: '    color[u] = GRAY', note: { en: 'on the stack', zh: '在栈上' } },
    { label: 'adj', code: '    for v in G.adj[u]:', note: { en: 'out-neighbours in name order', zh: '出边邻居，按名称顺序' } },
    { label: 'white_v', code: '        if color[v] == WHITE:' },
    { label: 'tree', code: '            kind[u, v] = TREE' },
    { label: 'recurse', code: '            dfs_visit(G, v)', note: { en: 'go down; the return comes back here', zh: '深入一层；返回时回到这里' } },
    { label: 'gray_v', code: '        elif color[v] == GRAY:', note: { en: 'v is an ancestor of u (or u itself)', zh: 'v 是 u 的祖先（或 u 本身）' } },
    { label: 'back', code: '            kind[u, v] = BACK', note: { en: 'a cycle', zh: '有环' } },
    { label: 'later', code: '        elif d[u] < d[v]:', note: { en: 'v is black: discovered after u?', zh: 'v 是黑色：比 u 晚发现吗？' } },
    { label: 'forward', code: '            kind[u, v] = FORWARD', note: { en: 'a descendant reached another way', zh: '经别的路到达的后代' } },
    { label: 'else', code: '        else:' },
    { label: 'cross', code: '            kind[u, v] = CROSS', note: { en: 'another branch or an earlier tree', zh: '另一个分支或更早的树' } },
    { label: 'black', code: '    color[u] = BLACK', note: { en: 'every edge from u done', zh: 'u 的每条边都处理完了' } },
    { label: 'finish', code: '    time += 1; f[u] = time', note: { en: 'finished', zh: '完成' } },
  ],
};
