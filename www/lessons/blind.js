// Lesson 4: blind search: Shannon's mouse, and the solution space of eight queens.
export default {
  en: `# Blind search

Shannon's mouse (1952), its memory, and the walls taken away; the solution space of eight queens; backtracking by marking attacked squares and by checking before placing; Gauss's guess.

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
Place eight queens on a chessboard, no two attacking. With one queen in each row there are 8 choices a row, {space} placements in all: a blind search that built each and then checked it would test them all.

## Backtracking by marking
#/queens?n=8&variant=mark&mode=all&step=30&predict=1
Go row by row and refuse a square as soon as a queen already placed attacks it. Marking keeps, for every square, how many placed queens attack it. Say where the next queen goes, or that the search must back up.

## Checking before placing, and every solution
#/queens?n=8&variant=check&mode=all&step=999999
Checking instead tests each square against the queens below it when it is tried. The search tries {placements} placements, enters {nodes} nodes and finds {solutions} solutions; {classes} of them are different up to rotation and reflection. Gauss, in 1850, first guessed 76.
? How many times fewer placements is that than the blind search's?
= About a thousand: {placements} against {space}.

## Side by side
#/queens?n=8&mode=all&compare=mark,check&step=400
Marking and checking visit the same tree, so they stand at the same node at every step: {1.nodes} and {2.nodes} nodes, {1.solutions} and {2.solutions} solutions. They differ only in the work done at each square.
`,
  zh: `# 盲目搜索

香农的老鼠（1952 年）、它的记忆，以及拆掉墙之后；八皇后的解空间；用标记被攻击的格子回溯，以及放置前检查；高斯的猜测。

## 香农的老鼠（1952 年）
#/maze?size=8x8&seed=7&run=explore&step=40
克劳德·香农造了一只机械老鼠 Theseus，它能在墙可以移动的迷宫里找到路。它什么也看不见：用胡须探前方，碰到墙就右转再探，前方通畅就前进，各个方向都是墙或都已探过时就后退一格。{steps} 步之后，它进入了 {entered} 个格子，碰到 {wall_feels} 次墙，后退 {backups} 次。
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
在棋盘上放八个皇后，使任意两个都不互相攻击。每行放一个皇后，每行有 8 种选择，总共 {space} 种放法：先摆好再检查的盲目搜索要把它们全部试一遍。

## 用标记回溯
#/queens?n=8&variant=mark&mode=all&step=30&predict=1
逐行放置，一个格子一旦被已放的皇后攻击就不再考虑。标记法为每个格子记下攻击它的已放皇后个数。说出下一个皇后放在哪里，或者搜索必须回溯。

## 放置前检查，以及全部的解
#/queens?n=8&variant=check&mode=all&step=999999
检查法则在试探每个格子时，拿它与下面各行的皇后逐一比较。搜索共尝试放置 {placements} 次，进入 {nodes} 个节点，找到 {solutions} 个解；在旋转和翻转意义下不同的有 {classes} 个。高斯在 1850 年最初猜的是 76 个。
? 尝试放置的次数是盲目搜索放法数的几分之一？
= 大约千分之一：{placements} 对 {space}。

## 并排比较
#/queens?n=8&mode=all&compare=mark,check&step=400
标记与检查访问同一棵树，所以每一步都停在同一个节点：分别是 {1.nodes} 和 {2.nodes} 个节点，{1.solutions} 和 {2.solutions} 个解。它们的区别只在于每个格子上所做的工作。
`,
};
