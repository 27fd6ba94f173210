// Lesson 5: sudoku: DFS against BFS, first empty cell against fewest candidates, one answer
// against all, the timing table measured in the reader's browser; and states that repeat.
export default {
  en: `# Sudoku

Depth-first against breadth-first search, the first empty cell against the cell with the fewest candidates, one answer against all, the timing table measured here in your browser; and states that repeat, which need a visited set.

## Depth-first search on a sudoku
#/sudoku?cell=first&frontier=dfs&step=30
The search fills one cell at a time. It takes the first empty cell, writes the first digit that breaks no rule, and goes on; when a cell has no digit left, it takes back the last digit written and tries the next. After {steps} steps: {nodes} nodes, {backtracks} backtracks.

## Your turn
#/sudoku?cell=first&frontier=dfs&step=12&predict=1
Say which digit the search writes next, in which cell, or that it must take one back.

## The fewest candidates first
#/sudoku?compare=first,mrv&frontier=dfs&step=999999
Choosing the cell with the fewest candidates (a cell with one candidate is forced) makes the tree much smaller. On this puzzle the first empty cell takes {1.nodes} nodes and {1.backtracks} backtracks; the fewest candidates {2.nodes} nodes and {2.backtracks} backtracks.
A cell with no candidate means the grid cannot be finished. Fewest candidates keeps the first with the fewest in reading order and stops scanning at a cell with one candidate or none, so a forced cell before a dead one is filled first.
? Why does a cell with fewer candidates make a smaller tree?
= Every choice is a branch: a cell with one candidate does not branch at all, and a wrong choice is found out sooner.

## Breadth-first: a queue of whole grids
#/sudoku?cell=first&frontier=bfs&step=40
Breadth-first search keeps a queue of whole grids: it takes one off, and puts back one grid for each digit its cell can take. After {steps} steps, {nodes} grids have been taken off, {frontier} are waiting, at most {max} at once. Depth-first keeps one grid and a stack of choices.

## One answer, or all of them
#/sudoku?p=....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79&cell=mrv&frontier=dfs&limit=0&step=999999
A puzzle should have exactly one answer. To know that, the search must go on after the first: this puzzle, the first slide's with two givens taken away (r1c1 and r1c2), has {solutions} solutions, found in {nodes} nodes; they are listed under the counters.

## The timing table, measured here
#/sudoku?cell=mrv&frontier=dfs
@press compare
DFS and BFS, the first empty cell and the fewest candidates, one answer and all: the table further down the page, under the board, is measured now, in your browser, each row in a worker. Times this short vary from run to run (the first row also pays for starting up); the nodes and the largest frontier do not.
? Which column shows best why BFS needs far more memory than DFS?
= The largest frontier: BFS keeps every waiting grid at once, DFS one grid and its stack of choices.

## States that repeat
#/maze?size=12x12&seed=7&loops=30&memory=off&step=999999
A sudoku's search never meets the same grid twice, but a maze with loops leads back to squares already seen. Without remembering where it has been, the mouse goes round a cycle (drawn red) until the step limit stops it after {steps} steps.

## A visited set
#/maze?size=12x12&seed=7&loops=30&memory=on&step=999999
With a visited set the mouse treats an explored square like a wall, and the search ends: {entered} squares entered, a route of {route} moves against the shortest {shortest}.
? What does the visited set cost, and what does it buy?
= One mark per square of memory; in return no square is explored twice, so the search ends.
`,
  zh: `# 数独

深度优先与广度优先搜索、第一个空格与候选数最少的格子、一个解与全部解、在你的浏览器里实时测出的计时表；以及会重复出现的状态，它们需要一个已访问集合。

## 数独上的深度优先搜索
#/sudoku?cell=first&frontier=dfs&step=30
搜索一次填一个格子。它取第一个空格，写下第一个不违反规则的数字，然后继续；某个格子已无数字可填时，就擦掉最后写下的数字，改试下一个。{steps} 个步骤之后：{nodes} 个节点，回溯 {backtracks} 次。

## 轮到你了
#/sudoku?cell=first&frontier=dfs&step=12&predict=1
说出搜索接下来在哪个格子写哪个数字，或者它必须擦掉一个数字。

## 候选数最少的格子优先
#/sudoku?compare=first,mrv&frontier=dfs&step=999999
选择候选数最少的格子（只有一个候选数的格子是确定的）会让搜索树小得多。在这道题上，第一个空格用了 {1.nodes} 个节点、回溯 {1.backtracks} 次；候选数最少的格子用了 {2.nodes} 个节点、回溯 {2.backtracks} 次。

某个格子一个候选数也没有，盘面就不可能填完。最少候选数按阅读顺序扫描空格，保留候选数最少的第一个格子，遇到只有一个或没有候选数的格子就停止扫描：死格之前的确定格先被填上。第一个空格只有在死格恰好排在最前时才发现它。
? 为什么候选数较少的格子会让树更小？
= 每个选择都是一个分支：只有一个候选数的格子根本不分支，错误的选择也更早暴露。

## 广度优先：整张盘面的队列
#/sudoku?cell=first&frontier=bfs&step=40
广度优先搜索保存一个由整张盘面组成的队列：取出一张，再为它所选格子能填的每个数字放回一张盘面。{steps} 个步骤之后，已取出 {nodes} 张盘面，{frontier} 张在等待，同时最多 {max} 张。深度优先只保留一张盘面和一个选择栈。

## 一个解，还是全部解
#/sudoku?p=....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79&cell=mrv&frontier=dfs&limit=0&step=999999
一道数独应当恰好有一个解。要确认这一点，搜索在找到第一个解之后还得继续：这道题是第一张幻灯片的题目去掉两个已知数（r1c1 和 r1c2），共有 {solutions} 个解，用了 {nodes} 个节点找到；它们列在计数器下方。

## 计时表，就在这里测
#/sudoku?cell=mrv&frontier=dfs
@press compare
DFS 与 BFS、第一个空格与最少候选数、一个解与全部解：页面下方、棋盘之下的表格现在就在你的浏览器里测量，每一行在一个后台线程中计算。这么短的时间每次测都会有出入（第一行还要付启动的开销）；节点数和最大前沿则不会变。
? 哪一列最能说明 BFS 为什么比 DFS 需要多得多的内存？
= 最大前沿：BFS 同时保存所有等待的盘面，DFS 只保存一张盘面和它的选择栈。

## 会重复出现的状态
#/maze?size=12x12&seed=7&loops=30&memory=off&step=999999
数独的搜索不会两次遇到同一张盘面，但有环的迷宫会把老鼠带回已经到过的格子。不记得自己到过哪里，老鼠就会绕着一个环（红色）打转，直到 {steps} 步时被步数上限叫停。

## 已访问集合
#/maze?size=12x12&seed=7&loops=30&memory=on&step=999999
有了已访问集合，老鼠把探过的格子当作墙，搜索就会结束：进入 {entered} 个格子，路线 {route} 步，最短路线是 {shortest} 步。
? 已访问集合花费了什么，又换来了什么？
= 每个格子一个标记的内存；换来的是没有格子被探两次，所以搜索会结束。
`,
};
