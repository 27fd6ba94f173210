// Sudoku by depth-first search as a recursive solve (C++-like), its lines labelled as
// src/puzzles/sudoku/code.rs names them. The lines that only close a block (labels ending in
// "-end") are never the current line.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const sudoku = {
  title: { en: 'Sudoku by depth-first search (C++)', zh: '深度优先搜索解数独（C++）' },
  comment: '//',
  lines: [
    { label: 'call', code: 'void solve(State& s) {', note: { en: 'fill the empty cells of s in every way the rules allow', zh: '按规则的所有可能填满 s 的空格' } },
    { label: 'full', code: '  if (s.empty == 0) {', note: { en: 'no empty cell left', zh: '没有空格了' } },
    { label: 'count', code: '    ++solutions;', note: { en: 'a solution: count it, then look for the next (up to the limit)', zh: '找到一个解：计数，再找下一个（直到上限）' } },
    { label: 'solved', code: '    return;' },
    { label: 'full-end', code: '  }' },
    { label: 'pick', code: '  Cell c = nextStep(s);', note: { en: 'the cell to fill, with its candidates (row, column, box)', zh: '要填的格子及其候选数（行、列、宫）' } },
    { label: 'loop', code: '  for (int d : c.candidates) {', note: { en: 'smallest digit first', zh: '从最小的数字开始' } },
    { label: 'place', code: '    place(s, c, d);', note: { en: 'write d in c', zh: '在 c 中写入 d' } },
    { label: 'recurse', code: '    solve(s);', note: { en: 'go down a level; its return comes back here', zh: '深入一层；返回时回到这里' } },
    { label: 'undo', code: '    undo(s, c, d);', note: { en: 'take d back and try the next digit', zh: '撤回 d，试下一个数字' } },
    { code: '    if (limit && solutions == limit) return;', note: { en: 'enough found (limit 0: all): return to the top', zh: '找够了（limit 为 0 表示全部）：一路返回' } },
    { label: 'loop-end', code: '  }' },
    { label: 'done', code: '}', note: { en: 'no candidate left for c: back to the caller', zh: 'c 没有剩下的候选数：回到调用者' } },
    { label: 'next', code: 'Cell nextStep(const State& s) {', note: { en: 'which empty cell to fill', zh: '选出要填的空格' } },
    { label: 'init', code: '  Cell pick; int best = N + 1;', note: { en: 'more than any cell can have', zh: '比任何格子的候选数都多' } },
    { label: 'scan', code: '  for (Cell c : emptyCells(s)) {', note: { en: 'in reading order', zh: '按阅读顺序' } },
    { label: 'first', code: '    if (!fewest) return c;', note: { en: 'first empty cell', zh: '第一个空格' } },
    { label: 'better', code: '    if (c.count < best) { pick = c; best = c.count; }', note: { en: 'fewest so far', zh: '目前最少的' } },
    { label: 'single', code: '    if (best <= 1) break;', note: { en: 'at most one candidate: look no further (a cell with none further on ends the next call)', zh: '最多一个候选数：不再往下找（后面若有没有候选数的格子，下一次调用会在那里返回）' } },
    { label: 'scan-end', code: '  }' },
    { label: 'chosen', code: '  return pick;' },
    { label: 'next-end', code: '}' },
  ],
};
