// Lesson 6: blind and heuristic search, on the sliding puzzle: breadth-first search against
// A*, what an estimate must satisfy, states that repeat, and what a better estimate buys.
export default {
  en: `# Blind and heuristic search

The 8-puzzle, a state space where states repeat; breadth-first search, which is blind, against A*, which is guided by an estimate; what the estimate must satisfy to keep the solution a shortest one; the closed set; and what a better estimate buys.

## The 8-puzzle
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=bfs
Eight tiles and a blank on a 3x3 board: a tile beside the blank slides into it. A state is an arrangement of the tiles; the goal has them in order, the blank last. Its states repeat: slide a tile and slide it back, and you are where you started. From the goal, exactly half of the 9! arrangements can be reached; the other half never can (the parity rule).
? Can any arrangement of the tiles be solved?
= No: only half. Leave the blank out and count the inversions, the pairs of tiles in the wrong order: on a board 3 wide no slide changes their parity, and the goal has none, so an arrangement with an odd count is never solved.

## Breadth-first search is blind
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=bfs&step=999999
A blind (uninformed) search knows nothing of where the goal lies: breadth-first search expands states in the order it met them, every state nearer the start first. It finds a shortest solution, {moves} moves, but only after expanding {expanded} states and generating {generated}.

## A*: f = g + h
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=astar&heuristic=manhattan&step=14
A heuristic search uses knowledge of the problem to choose what to expand. Here h is the Manhattan distance: the rows and columns each tile is from its goal square, summed. A* keeps the frontier as a priority queue and expands the state of lowest f = g + h, where g is the moves already made. After {steps} steps it has expanded {expanded} states; the table shows the frontier, next first.
? Which state does A* expand next?
= The first row of the frontier: the lowest f; a tie goes to the lowest h, then to the state that waited longest.

## Blind and heuristic, side by side
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&heuristic=manhattan&compare=bfs,astar&step=999999
Both find a solution of the same length, {1.moves} and {2.moves} moves. Breadth-first search expanded {1.expanded} states; A* expanded {2.expanded}.
? Why is A*'s solution as short as breadth-first search's?
= Because h never overestimates (it is admissible): every tile must slide at least its Manhattan distance. With an admissible h, A* cannot stop at a longer solution: while a shorter one exists, some state on it waits on the frontier with f no more than the shorter length, below the longer solution's f, so that state is expanded first (Hart, Nilsson and Raphael, 1968).

## What h must satisfy
#/puzzle?tiles=5,7,2,4,0,3,6,1,8&weight=5&compare=astar,wastar&step=999999
Weighted A* takes f = g + w·h with w = 5: the estimate is trusted five times over, so it overestimates. It expands {2.expanded} states against A*'s {1.expanded}, and its solution is {2.moves} moves long, where a shortest one has {1.moves}.
? What must h satisfy for A* to find a shortest solution?
= Never overestimate the moves still to go (admissible). If it also drops by at most one along a slide (consistent), A* never has to reopen a state it has expanded.

## States that repeat
#/puzzle?tiles=1,2,3,7,0,5,8,4,6&algo=bfs&memory=off&step=999999
Without a memory of the states already met, every successor is a new node, the state a slide goes back to included: breadth-first search expands {expanded} states and generates {generated} to find {moves} moves. It still finishes, since it reaches every depth in turn, but the copies multiply layer after layer; on Sokoban or chess positions, where moves undo one another, they swamp it. Depth-first search without memory fares worse: it can go round a cycle for ever.

## The closed set
#/puzzle?tiles=1,2,3,7,0,5,8,4,6&algo=bfs&step=999999
With the closed set (the states expanded) and the frontier remembered, a state met again by a path no shorter is dropped: {duplicates} were. The same {moves} moves now cost {expanded} states expanded and {generated} generated.
? What keeps a search from going round in circles where states repeat?
= Remembering the states it has met (the closed set, or a visited set), and dropping a state met again.

## A better estimate
#/puzzle?side=4&tiles=6,5,2,8,1,4,11,3,9,10,15,12,13,0,14,7&compare=misplaced,manhattan,pdb&step=999999
Three admissible estimates on one 15-puzzle position {1.moves} moves from the goal: misplaced tiles (A* expands {1.expanded} states), Manhattan distance ({2.expanded}) and an additive pattern database, the exact moves of tiles 1-5, of tiles 6-10 and of tiles 11-15, each group solved on its own and summed ({3.expanded}; its tables are built in a worker first, in a second or two).
? Why does a larger estimate mean less work?
= An admissible h that is larger is closer to the true distance, so fewer states have f below the solution's length, and only those must be expanded.

## Larger groups
#/puzzle?korf=88&algo=idastar&heuristic=manhattan
Korf's 100 random 15-puzzles measure what larger groups buy. IDA* generates about 401 million nodes a position with Manhattan distance (Korf and Felner's figure), 6.2 million with the 5-5-5 tables, 564 thousand with 6-6-3 and its reflection about the main diagonal, and 38 thousand with 7-8 (the command line's; benches/korf.sh measures them). This is instance 88: choose 6-6-3 among the estimates, then Solve now.
? Why not one table of all fifteen tiles?
= It would hold every position of the puzzle, about ten trillion: a pattern database trades the size of its tables for the strength of its estimate.

## Sokoban: lost before the search knows
#/sokoban?level=%23%23%23%23%23%23%23%23|%23------%23|%23-$--$-%23|%23--..--%23|%23-$--$-%23|%23--..--%23|%23---@--%23|%23%23%23%23%23%23%23%23&algo=bfs&step=999999
In Sokoban (推箱子) a box pushed into a corner that is not a goal can never move again: every state below that push is lost, however long a search spends there. The dead squares, from which no pushes take a box to any goal, are computed once per level (hatched), and a push onto one is pruned. Breadth-first search by pushes solves this room in {pushes} pushes, expanding {expanded} states, with {pruned} pushes pruned as dead; untick the pruning to see how many more it expands.
? Can pruning a dead square lose a solution?
= No: from a dead square no pushes take the box to any goal, so no solution passes through a state with a box there, and the pushes found stay the fewest.
`,
  zh: `# 盲目搜索与启发式搜索

八数码：一个状态会重复的状态空间；盲目的广度优先搜索，对比由估计值引导的 A*；估计值要满足什么才能保证解最短；已探索集；以及更好的估计值带来什么。

## 八数码
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=bfs
3x3 的棋盘上有八个方块和一个空格：空格旁边的方块可以滑进空格。一个状态就是方块的一种排列；目标是方块按顺序排好，空格在最后。它的状态会重复：把一个方块滑过去再滑回来，就回到了原处。从目标出发恰好能到达 9! 种排列中的一半；另一半永远到不了（奇偶性规则）。
? 方块的任何排列都有解吗？
= 不是，只有一半有解。不算空格，数八个方块的逆序数（顺序颠倒的方块对）：在宽为 3 的棋盘上，滑动从不改变它的奇偶性，而目标的逆序数是 0，所以逆序数为奇数的排列永远无解。

## 广度优先搜索是盲目的
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=bfs&step=999999
盲目搜索（无信息搜索）对目标在哪里一无所知：广度优先搜索按遇到的先后扩展状态，离起点近的先扩展。它找到了最短解，{moves} 步，但扩展了 {expanded} 个状态，生成了 {generated} 个。

## A*：f = g + h
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=astar&heuristic=manhattan&step=14
启发式搜索利用对问题的知识来选择先扩展什么。这里 h 是曼哈顿距离：每个方块离目标位置的行数加列数之和。A* 把前沿保存为优先队列，扩展 f = g + h 最小的状态，g 是已走的步数。{steps} 个步骤之后它扩展了 {expanded} 个状态；表格列出前沿，先出的在前。
? A* 下一个扩展哪个状态？
= 前沿的第一行：f 最小的；平局时 h 小的先出，再平则等待最久的先出。

## 盲目与启发式，并排比较
#/puzzle?tiles=0,2,3,5,1,8,7,6,4&heuristic=manhattan&compare=bfs,astar&step=999999
两者找到的解一样长，{1.moves} 步和 {2.moves} 步。广度优先搜索扩展了 {1.expanded} 个状态；A* 扩展了 {2.expanded} 个。
? 为什么 A* 的解和广度优先搜索的一样短？
= 因为 h 从不高估（可采纳）：每个方块至少要滑动它的曼哈顿距离。h 可采纳时，A* 不会停在较长的解上：只要还有更短的解，这条解上就有一个状态在前沿中等待，它的 f 不超过更短的长度，小于较长解的 f，所以这个状态先被扩展（Hart、Nilsson 和 Raphael，1968）。

## h 要满足什么
#/puzzle?tiles=5,7,2,4,0,3,6,1,8&weight=5&compare=astar,wastar&step=999999
加权 A* 取 f = g + w·h，w = 5：估计值被放大五倍，于是会高估。它扩展了 {2.expanded} 个状态，A* 扩展了 {1.expanded} 个；它的解有 {2.moves} 步，而最短解只有 {1.moves} 步。
? h 要满足什么，A* 才能找到最短解？
= 从不高估剩余步数（可采纳）。如果它还满足每滑动一次最多减少 1（一致），A* 就不必重新打开已扩展的状态。

## 会重复的状态
#/puzzle?tiles=1,2,3,7,0,5,8,4,6&algo=bfs&memory=off&step=999999
如果不记住已遇到的状态，每个子状态都是新节点，包括滑回去得到的状态：广度优先搜索为找到 {moves} 步的解扩展了 {expanded} 个状态，生成了 {generated} 个。它仍然会结束，因为它逐层到达每个深度，但重复的副本一层比一层多；在推箱子或国际象棋这类走法可以互相抵消的局面上，副本会淹没它。没有记忆的深度优先搜索更糟：它可能沿着一个环永远走下去。

## 已探索集
#/puzzle?tiles=1,2,3,7,0,5,8,4,6&algo=bfs&step=999999
记住已探索集（已扩展的状态）和前沿后，再次遇到而路径并不更短的状态就被丢弃：共丢弃 {duplicates} 个。同样的 {moves} 步，现在只扩展 {expanded} 个状态，生成 {generated} 个。
? 在状态会重复的地方，怎样让搜索不兜圈子？
= 记住遇到过的状态（已探索集或已访问集合），再次遇到时丢弃。

## 更好的估计值
#/puzzle?side=4&tiles=6,5,2,8,1,4,11,3,9,10,15,12,13,0,14,7&compare=misplaced,manhattan,pdb&step=999999
在一个离目标 {1.moves} 步的十五数码局面上比较三个可采纳的估计值：错位方块数（A* 扩展 {1.expanded} 个状态）、曼哈顿距离（{2.expanded} 个）和可加的模式数据库：方块 1-5、方块 6-10 和方块 11-15 各自单独求出的确切步数之和（{3.expanded} 个；它的表先在后台线程中建好，需一两秒）。
? 为什么估计值越大，工作越少？
= 可采纳的 h 越大，越接近真实距离，f 小于解长度的状态就越少，而只有这些状态必须扩展。

## 更大的分组
#/puzzle?korf=88&algo=idastar&heuristic=manhattan
Korf 的 100 个随机十五数码局面衡量了更大的分组带来什么。IDA* 平均每个局面生成的节点：用曼哈顿距离约 4.01 亿个（Korf 和 Felner 的数字），用 5-5-5 的表 620 万个，用 6-6-3 加关于主对角线的反射 56.4 万个，用 7-8（命令行中）3.8 万个（由 benches/korf.sh 测得）。这是第 88 题：在估计值中选 6-6-3，再点“立即求解”。
? 为什么不用一张包含全部十五个方块的表？
= 那张表要容纳拼图的每一个局面，约十万亿个：模式数据库用表的大小换取估计值的强度。

## 推箱子：搜索还不知道，就已经输了
#/sokoban?level=%23%23%23%23%23%23%23%23|%23------%23|%23-$--$-%23|%23--..--%23|%23-$--$-%23|%23--..--%23|%23---@--%23|%23%23%23%23%23%23%23%23&algo=bfs&step=999999
在推箱子中，被推进非目标格角落的箱子再也动不了：那次推动之后的每个状态都已注定失败，不管搜索在那里花多少工夫。死格（从那里怎么推也到不了任何目标格）每个关卡只算一次（斜线），把箱子推上死格的推动被剪去。广度优先搜索按推动搜索，用 {pushes} 次推动解开这个房间，扩展了 {expanded} 个状态，作为死局剪去 {pruned} 次推动；取消剪枝，看看它要多扩展多少。
? 剪去死格会丢掉解吗？
= 不会：从死格怎么推也到不了任何目标格，所以没有哪个解会经过箱子在那里的状态，找到的推动次数仍然最少。
`,
};
