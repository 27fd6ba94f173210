// Lesson 2: the knight's tour, from the board as a graph to Warnsdorff's rule.
export default {
  en: `# The knight's tour

The board as a graph; depth-first search with backtracking; how big its search tree is, and how its branching factor k is computed and how it grows with the board; Warnsdorff's rule (1823) against plain DFS and against most-onward, side by side, and against the static order it is often mistaken for; other boards and closed tours.

## The board as a graph
#/knight?board=8x8&start=a1&graph=1
Make every square a vertex and join two squares when a knight moves from one to the other. On this board the knight has {moves} legal moves ({edges} edges, each a move both ways): only {moves_share}% of the {pairs} ordered pairs of squares. A corner has {min_degree} moves, a central square {max_degree}. A tour is a path through this graph that visits every vertex once.

## Depth-first search with backtracking
#/knight?board=5x5&start=a1&strategy=dfs&step=40&code=1
Plain DFS tries the moves in a fixed order. It goes as deep as it can; when the knight has no unvisited square to go to before the board is full, it takes the last move back and tries the next one. So far: {nodes} nodes entered, {backtracks} backtracks, {depth} moves deep. The code beside the board is the whole search.

## Your turn
#/knight?board=5x5&start=a1&strategy=dfs&step=24&predict=1
Say where the knight goes next, or that it must back up. Plain DFS tries the eight moves in one fixed order, clockwise from one file right and two ranks up: from d4 that is e6, f5, f3, e2, c2, b3, b5, c6. It takes the first of them that reaches an unvisited square; when none does, it backs up.

## A tour at last
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
On 5x5 from a1 plain DFS finds a tour after entering {nodes} nodes with {backtracks} backtracks. Only the tour's {depth} moves stay; every other node it entered was taken back. {dead_ends} of the nodes ({dead_share}%) were dead ends, squares with no way on; the others lie on branches that went on for a while and failed further down.
? A tour visits 25 squares. Why did the search enter so many more nodes than that?
= Every square tried on a branch that failed is a node too: the search enters it, searches everything below it, and backs out when nothing there completes the tour.

## How big is the search tree?
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
@press measure
The rough count says: about k choices at each of N levels, so k to the power N nodes. How is k computed, and how does it depend on the board? k is the average number of moves from a square: the board's {moves} moves over its {board_squares} squares, k = {lesson_k}. On an n x n board the moves number 8(n-1)(n-2), so k = 8(n-1)(n-2)/n²: 96/25 = 3.84 on 5x5, 160/36 = 4.44 on 6x6, 336/64 = 5.25 on 8x8, and k tends to 8 as the board grows, since fewer squares sit near an edge. With N = {lesson_depth} levels, k^N is {lesson_size}. (Rounding k to 3.8 gives 3.8^25 ≈ 3.1 × 10¹⁴: each of the 25 factors is 1% smaller, and 1.01^25 ≈ 1.3.)

That k is only an upper guide: it counts visited squares too. The panel below counts the real tree level by level: {tree_nodes} nodes, {tree_depth} levels below the root. The effective branching factor is the k whose levels 1 + k + k² + … + k to the power {tree_depth} add up to that count: k = {tree_k}, far below {lesson_k}, because the knight's choices shrink as the board fills and a branch ends as soon as the knight is stuck.

## Warnsdorff's rule (1823)
#/knight?board=8x8&start=a1&strategy=warnsdorff&step=20
H. C. von Warnsdorff's rule is a heuristic, knowledge of the puzzle that picks the move to try first (plain DFS, a blind search, keeps its fixed order): go to the square with the fewest onward moves, so the squares hardest to reach are visited while they still can be. Ties go to the square farther from the centre, then the fixed order (a textbook sort keeps the fixed order alone, which fails on some boards). After {steps} steps: {nodes} nodes, {backtracks} backtracks.
? Why go to the square with the fewest onward moves, not the most?
= A square with few exits is easily cut off; visiting it now keeps it from becoming a dead end later.

## Side by side
#/knight?board=8x8&start=a1&compare=dfs,warnsdorff,most&prune=off&step=64
The same board and start, the same search, three orders of moves and nothing else: no pane prunes dead ends. After {1.steps} steps plain DFS has entered {1.nodes} nodes and backed up {1.backtracks} times; Warnsdorff has entered {2.nodes} with {2.backtracks} backtracks, a whole tour; most-onward {3.nodes} with {3.backtracks}.

## A static order is not Warnsdorff's rule
#/knight?board=8x8&start=a1&compare=warnsdorff,static&prune=off&step=999999
A common mistake counts a square's moves once, on the empty board, visited squares included: a corner's 2, a central square's 8. Those numbers never change as the board fills, so sorting by them is plain DFS in another fixed order, not a rule that looks at the position. Here Warnsdorff finds a tour with {1.nodes} nodes and {1.backtracks} backtracks; the static order needs {2.nodes} nodes and {2.backtracks} backtracks.
? What does Warnsdorff's count leave out that the static count keeps?
= The squares already visited: Warnsdorff counts only the moves still open, so a square's number falls as its neighbours are used up.

## Other boards, and closed tours
#/knight?board=6x8&start=a1&strategy=warnsdorff&closed=1&step=999999
The board may be any R x C. A closed tour ends one knight's move from where it began, so it is a cycle through every square: here on 6x8 after {nodes} nodes.
? Can a board with an odd number of squares have a closed tour?
= No: a knight's move always changes the square's colour, so a cycle alternates colours and has an even number of squares.
`,
  zh: `# 马的周游

把棋盘看作图；带回溯的深度优先搜索；它的搜索树有多大，分支因子 k 怎样计算、怎样随棋盘变大；Warnsdorff 规则（1823 年）与朴素 DFS、与“后续走法最多者优先”的并排比较，以及常被误当作它的静态顺序；其他棋盘与闭合周游。

## 把棋盘看作图
#/knight?board=8x8&start=a1&graph=1
把每个格子当作一个顶点，马能从一个格子走到另一个格子时就把两者连起来。在这个棋盘上马共有 {moves} 种合法走法（{edges} 条边，每条边双向各算一种走法）：只占 {pairs} 个有序格子对的 {moves_share}%。角上的格子有 {min_degree} 种走法，中央的格子有 {max_degree} 种。周游就是这张图中恰好经过每个顶点一次的路径。

## 带回溯的深度优先搜索
#/knight?board=5x5&start=a1&strategy=dfs&step=40&code=1
朴素 DFS 按固定顺序尝试各种走法。它尽可能往深处走；棋盘还没走满而马已无处可去时，就撤回最后一步，改试下一种走法。到目前为止：进入 {nodes} 个节点，回溯 {backtracks} 次，深度 {depth} 步。棋盘旁的代码就是整个搜索。

## 轮到你了
#/knight?board=5x5&start=a1&strategy=dfs&step=24&predict=1
说出马下一步去哪里，或者它必须回溯。朴素 DFS 按一个固定顺序尝试八种走法：从“向右一列、向上两行”开始顺时针转一圈，例如从 d4 依次是 e6、f5、f3、e2、c2、b3、b5、c6。它选取其中第一个能到达未访问格子的走法；一个也没有时就回溯。

## 终于找到周游
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
在 5x5 棋盘上从 a1 出发，朴素 DFS 进入 {nodes} 个节点、回溯 {backtracks} 次后找到一条周游。留下来的只有周游的 {depth} 步；其余进入过的节点都被撤回了。其中 {dead_ends} 个节点（{dead_share}%）是死路，即无路可走的格子；其余的节点位于走了一段、在更深处才失败的分支上。
? 一条周游只经过 25 个格子。为什么搜索进入的节点多得多？
= 失败分支上试过的每个格子也都是节点：搜索进入它，搜遍它下面的一切，发现无法完成周游，再退出来。

## 搜索树有多大？
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
@press measure
粗略估计是：每层约 k 种选择，共 N 层，于是有 k 的 N 次方个节点。k 怎样计算？它和棋盘大小有什么关系？k 是一个格子平均的走法数：棋盘上 {moves} 种走法除以 {board_squares} 个格子，k = {lesson_k}。n x n 棋盘上共有 8(n-1)(n-2) 种走法，所以 k = 8(n-1)(n-2)/n²：5x5 上是 96/25 = 3.84，6x6 上是 160/36 = 4.44，8x8 上是 336/64 = 5.25；棋盘越大，靠边的格子占比越小，k 趋近于 8。取 N = {lesson_depth} 层，k^N 是 {lesson_size}。（把 k 取整为 3.8，得到 3.8^25 ≈ 3.1 × 10¹⁴：25 个因子每个都小了 1%，而 1.01^25 ≈ 1.3。）

这个 k 只是上限式的估计：它把已访问的格子也算了进去。下面的面板逐层数出真实的树：{tree_nodes} 个节点，根以下 {tree_depth} 层。有效分支因子就是使 1 + k + k² + … + k 的 {tree_depth} 次方恰好等于这个数的 k：k = {tree_k}，远小于 {lesson_k}，因为棋盘越走越满，马的选择越来越少，而且马一旦无路可走，这个分支就结束了。

## Warnsdorff 规则（1823 年）
#/knight?board=8x8&start=a1&strategy=warnsdorff&step=20
H. C. von Warnsdorff 的规则是一种启发式规则，用对问题的了解决定先试哪一步（朴素 DFS 这种盲目搜索只按固定顺序走）：走向后续走法最少的格子，这样最难到达的格子趁还能到达时先被访问。并列时取离中心更远的格子，再按固定顺序（教材里的排序只保留固定顺序，在某些棋盘上会失败）。{steps} 个步骤之后：{nodes} 个节点，回溯 {backtracks} 次。
? 为什么走向后续走法最少的格子，而不是最多的？
= 出口少的格子很容易被切断；现在就访问它，它以后就不会变成死路。

## 并排比较
#/knight?board=8x8&start=a1&compare=dfs,warnsdorff,most&prune=off&step=64
同样的棋盘和起点，同样的搜索，只有走法顺序不同：三个窗格都不剪除死路。{1.steps} 步之后，朴素 DFS 进入了 {1.nodes} 个节点、回溯 {1.backtracks} 次；Warnsdorff 进入 {2.nodes} 个、回溯 {2.backtracks} 次，已是一条完整的周游；后续走法最多者优先进入 {3.nodes} 个、回溯 {3.backtracks} 次。

## 静态顺序不是 Warnsdorff 规则
#/knight?board=8x8&start=a1&compare=warnsdorff,static&prune=off&step=999999
一个常见的错误是在空棋盘上把每个格子的走法只数一次，连已访问的格子也算在内：角上 2 种，中央 8 种。这些数字不会随着棋盘被走满而改变，所以按它们排序只是换了一种固定顺序的朴素 DFS，而不是看当前局面的规则。这里 Warnsdorff 进入 {1.nodes} 个节点、回溯 {1.backtracks} 次就找到周游；静态顺序则要进入 {2.nodes} 个节点、回溯 {2.backtracks} 次。
? 静态的数法保留了什么，而 Warnsdorff 的数法把它去掉了？
= 已访问的格子：Warnsdorff 只数仍然可走的走法，所以一个格子的邻居被用掉后，它的数字会变小。

## 其他棋盘与闭合周游
#/knight?board=6x8&start=a1&strategy=warnsdorff&closed=1&step=999999
棋盘可以是任意的 R x C。闭合周游的终点离起点只差马的一步，所以它是经过每个格子的一个环：这里在 6x8 棋盘上进入 {nodes} 个节点后找到。
? 格子数为奇数的棋盘能有闭合周游吗？
= 不能：马每走一步格子的颜色都会改变，所以一个环上黑白交替，格子数必为偶数。
`,
};
