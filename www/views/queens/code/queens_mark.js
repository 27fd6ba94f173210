// N queens by backtracking, marking the squares each queen attacks (Python-like), its lines
// labelled as src/puzzles/queens/code.rs names them. Rows and columns count from 1.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const queens_mark = {
  title: { en: 'N queens: place row by row, marking attacked squares (Python)', zh: 'N 皇后：逐行放置，标记被攻击的格子（Python）' },
  lines: [
    { label: 'call', code: 'def place(row):', note: { en: 'queens are on rows 1 .. row-1; place the rest', zh: '第 1 到 row-1 行已有皇后；放好其余的' } },
    { code: '    global solutions', note: { en: 'one count for every call', zh: '所有调用共用一个计数' } },
    { label: 'full', code: '    if row > n:' },
    { label: 'solved', code: '        solutions += 1; return', note: { en: 'all n placed: a solution; go back for more', zh: 'n 个都放好了：一个解；回去找更多' } },
    { label: 'next', code: '    for col in range(1, n + 1):', note: { en: 'left to right', zh: '从左到右' } },
    { label: 'test', code: '        if attacked[row][col] == 0:', note: { en: 'no queen below marked this square (row 1 is the bottom row)', zh: '下面没有皇后标记过这个格子（第 1 行在最下面）' } },
    { label: 'place', code: '            put_down(row, col)', note: { en: 'queen[row] = col; mark what it attacks above (+1)', zh: 'queen[row] = col；标记它在上面攻击的格子（+1）' } },
    { label: 'recurse', code: '            place(row + 1)', note: { en: 'a return comes back here', zh: '返回时回到这里' } },
    { label: 'backtrack', code: '            take_up(row, col)', note: { en: 'remove the queen and its marks (-1)', zh: '拿走皇后和它的标记（-1）' } },
    { label: 'fail', code: '    return', note: { en: 'every column of this row tried', zh: '这一行的每一列都试过了' } },
  ],
};
