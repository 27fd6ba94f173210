// A word ladder by breadth-first search (Python-like), the goal tested as each word is
// discovered; its lines labelled as src/puzzles/bfs_code.rs names them.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const ladder = {
  title: { en: 'Word ladder by breadth-first search (Python)', zh: '用广度优先搜索找单词阶梯（Python）' },
  lines: [
    { code: 'from collections import deque', note: { en: 'a queue with O(1) at both ends', zh: '两端操作都是 O(1) 的队列' } },
    { label: 'call', code: 'def bfs(s):', note: { en: 'every vertex starts WHITE (unseen)', zh: '每个顶点一开始都是 WHITE（未见过）' } },
    { label: 'init', code: '    color[s] = GRAY; dist[s] = 0; queue = deque([s])', note: { en: 'the source is seen, at distance 0', zh: '起点已见过，距离为 0' } },
    { label: 'loop', code: '    while queue:' },
    { label: 'dequeue', code: '        u = queue.popleft()', note: { en: 'first in, first out: the nearest waiting vertex (O(1), where list.pop(0) is O(n))', zh: '先进先出：等待最久（距离最小）的顶点（O(1)，而 list.pop(0) 是 O(n)）' } },
    { label: 'nbr', code: '        for v in one_letter_apart(u):' },
    { label: 'white', code: '            if color[v] == WHITE:', note: { en: 'not seen before', zh: '以前没见过' } },
    { label: 'discover', code: '                color[v] = GRAY; dist[v] = dist[u] + 1; pred[v] = u', note: { en: 'one more than u; pred leads back to s', zh: '比 u 多一；pred 指回 s' } },
    { label: 'goal', code: '                if v == goal: return path(v)', note: { en: 'the target word: follow pred back for the ladder', zh: '目标词：沿 pred 倒推得到单词阶梯' } },
    { label: 'enqueue', code: '                queue.append(v)' },
    { label: 'finish', code: '        color[u] = BLACK', note: { en: 'every neighbour of u examined', zh: 'u 的每个邻居都检查过了' } },
    { label: 'done', code: '    return None', note: { en: 'everything reachable has been seen', zh: '能到达的都见过了' } },
  ],
};
