// Lesson 4: blind search: Shannon's mouse, and the solution space of eight queens.
export default {
  en: `# Blind search

Shannon's mouse (1952), its memory, and the walls taken away; the solution space of eight queens; backtracking by marking attacked squares and by checking before placing; Gauss's guess; what makes all of these blind, and what a heuristic adds.

## Shannon's mouse (1952)
#/maze?size=8x8&seed=7&run=explore&step=40
Claude Shannon built a mechanical mouse, Theseus, that found its way through a maze of movable walls. It sees nothing: it feels ahead with its whiskers, turns right at a wall and feels again, moves on where it is open, and backs up one square when every way is closed or explored. After {steps} steps it has entered {entered} squares, felt {wall_feels} walls and backed up {backups} times.
? What does the mouse do when it feels a wall ahead?
= It turns right (a quarter turn) and feels again.

## Its memory
#/maze?size=8x8&seed=7&run=second&step=999999
Each square remembers the direction the mouse last left it by (the grey arrows). Put back at the start, it follows that memory without feeling: its route is {route} moves long, against {shortest} for the shortest route BFS finds (dashed).

## The walls taken away
#/maze?size=8x8&seed=7&run=second&walls=off&step=999999
Take the walls away and the second run is the same: the mouse does not look, it remembers. Its route is still {route} moves long. What it learned is a route, not the maze.

## Eight queens: the solution space
#/queens?n=8&mode=all
Place eight queens on a chessboard, no two attacking. With one queen in each row there are 8 choices a row, {space} placements in all. The small boards show how fast this grows: n queens on n x n give n to the power n placements, 2² = 4 on 2x2, 3³ = 27 on 3x3, 4⁴ = 256 on 4x4, and 8⁸ = {space} here. Generate and test, building each placement whole and then checking it, would test them all.

## Backtracking by marking
#/queens?n=8&variant=mark&mode=all&step=30&predict=1
Backtracking is still blind: it tries the squares of each row in a fixed order. But it goes row by row and refuses a square as soon as a queen already placed attacks it, so one refusal removes every placement that begins that way. Marking keeps, for every square, how many placed queens attack it. Say where the next queen goes, or that the search must back up.

## Checking before placing, and every solution
#/queens?n=8&variant=check&mode=all&step=999999
Checking instead tests each square against the queens below it when it is tried. The search examines {examined} squares, places a queen {nodes} times (its nodes) and finds {solutions} solutions; {classes} of them are different up to rotation and reflection. Gauss, in 1850, first guessed 76.
? How many times less work is that than generate and test's?
= About a thousand times less: {examined} squares examined against {space} placements to build.

## Side by side
#/queens?n=8&mode=all&compare=mark,check&step=400
Marking and checking visit the same tree, so they stand at the same node at every step: {1.nodes} and {2.nodes} nodes, {1.solutions} and {2.solutions} solutions. They differ only in the work done at each square.

## Blind search and heuristic search
#/knight?board=8x8&start=a1&strategy=warnsdorff&heat=1&step=12
A blind (uninformed) search knows nothing of where the goal lies: it tries the possibilities in a fixed order and knows the goal only on reaching it. DFS and BFS are the typical blind searches. A heuristic search uses prior knowledge to choose what to try first, as a Go player knows corners are worth more than edges ("gold corners, silver edges"). Warnsdorff's rule (the colours: each square's moves left) and sudoku's fewest-candidates cell are heuristics.
? Is backtracking a blind search?
= Yes: a fixed order, nothing known of where the goal is; checking early only cuts hopeless branches.
`,
  zh: `# 盲目搜索

香农的老鼠（1952 年）、它的记忆，以及拆掉墙之后；八皇后的解空间；用标记被攻击的格子回溯，以及放置前检查；高斯的猜测；这些为什么都是盲目搜索，启发式又带来了什么。

## 香农的老鼠（1952 年）
#/maze?size=8x8&seed=7&run=explore&step=40
克劳德·香农造了一只机械老鼠 Theseus，它能在墙可以移动的迷宫里找到路。它什么也看不见：用胡须探前方，碰到墙就右转再探，前方通畅就前进，各个方向都是墙或都已探过时就后退一格。{steps} 个步骤之后，它进入了 {entered} 个格子，碰到 {wall_feels} 次墙，后退 {backups} 次。
? 老鼠探到前方是墙时会怎么做？
= 向右转（四分之一圈），再探一次。

## 它的记忆
#/maze?size=8x8&seed=7&run=second&step=999999
每个格子记住老鼠最后一次离开它时的方向（灰色箭头）。把老鼠放回起点，它不再探路，只按记忆走：路线 {route} 步，而 BFS 找到的最短路线（虚线）是 {shortest} 步。

## 拆掉墙之后
#/maze?size=8x8&seed=7&run=second&walls=off&step=999999
把墙都拆掉，第二次跑的路线还是一样：老鼠不看，只凭记忆。路线仍然是 {route} 步。它学到的是一条路线，而不是迷宫。

## 八皇后：解空间
#/queens?n=8&mode=all
在棋盘上放八个皇后，使任意两个都不互相攻击。每行放一个皇后，每行有 8 种选择，总共 {space} 种放法。从小棋盘就能看出它增长得多快：n x n 棋盘上放 n 个皇后有 n 的 n 次方种放法，2x2 上 2² = 4，3x3 上 3³ = 27，4x4 上 4⁴ = 256，这里是 8⁸ = {space}。“先生成再检查”把每种放法完整摆好再检查，就要把它们全部试一遍。

## 用标记回溯
#/queens?n=8&variant=mark&mode=all&step=30&predict=1
回溯仍然是盲目的：每一行的格子都按固定顺序尝试。但它逐行放置，一个格子一旦被已放的皇后攻击就不再考虑，于是一次拒绝就排除了以这种方式开头的所有放法。标记法为每个格子记下攻击它的已放皇后个数。说出下一个皇后放在哪里，或者搜索必须回溯。

## 放置前检查，以及全部的解
#/queens?n=8&variant=check&mode=all&step=999999
检查法则在试探每个格子时，拿它与下面各行的皇后逐一比较。搜索共检查 {examined} 个格子，放下皇后 {nodes} 次（即它的节点数），找到 {solutions} 个解；在旋转和反射意义下不同的有 {classes} 个。高斯在 1850 年最初猜的是 76 个。
? 这比“先生成再检查”的工作量少多少？
= 大约只有千分之一：检查 {examined} 个格子，而要摆出的放法有 {space} 种。

## 并排比较
#/queens?n=8&mode=all&compare=mark,check&step=400
标记与检查访问同一棵树，所以每一步都停在同一个节点：分别是 {1.nodes} 和 {2.nodes} 个节点，{1.solutions} 和 {2.solutions} 个解。它们的区别只在于每个格子上所做的工作。

## 盲目搜索与启发式搜索
#/knight?board=8x8&start=a1&strategy=warnsdorff&heat=1&step=12
盲目搜索（无信息搜索）不知道目标在哪里：它按固定顺序逐一尝试，走到目标时才认出它。深度优先搜索和广度优先搜索是典型的盲目搜索。启发式搜索利用先验知识决定先试什么，就像下围棋的人知道“金角银边草肚皮”。Warnsdorff 规则（颜色表示每个格子还剩几种走法）和数独中候选数最少的格子都是启发式规则。
? 回溯是盲目搜索吗？
= 是：固定顺序，不知道目标在哪里；尽早检查只剪掉没有希望的分支。
`,
};
