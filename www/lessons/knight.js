// Lesson 2: the knight's tour, from the board as a graph to Warnsdorff's rule.
export default {
  en: `# The knight's tour

The board as a graph; depth-first search with backtracking; how big its search tree is, and how its branching factor k is computed; Warnsdorff's rule (1823) against plain DFS and against most-onward, side by side; other boards and closed tours.

## The board as a graph
#/knight?board=8x8&start=a1&graph=1
Make every square a vertex and join two squares when a knight moves from one to the other. On this board the knight has {moves} legal moves ({edges} edges, each a move both ways): only {moves_share}% of the {pairs} ordered pairs of squares. A corner has {min_degree} moves, a central square {max_degree}. A tour is a path through this graph that visits every vertex once.

## Depth-first search with backtracking
#/knight?board=5x5&start=a1&strategy=dfs&step=40&code=1
Plain DFS tries the moves in a fixed order. It goes as deep as it can; when the knight has no unvisited square to go to before the board is full, it takes the last move back and tries the next one. So far: {nodes} nodes entered, {backtracks} backtracks, {depth} moves deep. The code beside the board is the whole search.

## Your turn
#/knight?board=5x5&start=a1&strategy=dfs&step=24&predict=1
Say where the knight goes next, or that it must back up. Plain DFS takes the first move in its fixed order that reaches an unvisited square.

## A tour at last
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
On 5x5 from a1 plain DFS finds a tour after entering {nodes} nodes with {backtracks} backtracks: almost every node it entered was a dead end.
? A tour visits 25 squares. Why did the search enter so many more nodes than that?
= Each dead end is a node too: the search enters a square, finds no way on, and backs out.

## How big is the search tree?
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
@press measure
The lesson's rough count says: about k choices at each of N levels, so k to the power N nodes. How is k computed? The panel below counts the whole tree level by level: {tree_nodes} nodes, {tree_depth} levels below the root. k is the number whose levels 1 + k + k² + … + k to the power {tree_depth} add up to that count: k = {tree_k}. The rough k^N, with the lesson's k of {lesson_k} choices and N = {lesson_depth} levels, is {lesson_size}: far more, because a branch ends as soon as the knight is stuck.

## Warnsdorff's rule (1823)
#/knight?board=8x8&start=a1&strategy=warnsdorff&step=20
H. C. von Warnsdorff's rule: move to the square with the fewest onward moves, so the squares that are hardest to reach are visited while they still can be. The narration names the candidates and their onward counts. After {steps} steps: {nodes} nodes, {backtracks} backtracks.
? Why go to the square with the fewest onward moves, not the most?
= A square with few exits is easily cut off; visiting it now keeps it from becoming a dead end later.

## Side by side
#/knight?board=8x8&start=a1&compare=dfs,warnsdorff,most&step=64
The same board and start, three orders of moves. After {1.steps} steps plain DFS has entered {1.nodes} nodes and backed up {1.backtracks} times; Warnsdorff has entered {2.nodes} with {2.backtracks} backtracks; most-onward {3.nodes} with {3.backtracks}.

## Other boards, and closed tours
#/knight?board=6x8&start=a1&strategy=warnsdorff&closed=1&step=999999
The board may be any R x C. A closed tour ends one knight's move from where it began, so it is a cycle through every square: here on 6x8 after {nodes} nodes.
? Can a board with an odd number of squares have a closed tour?
= No: a knight's move always changes the square's colour, so a cycle alternates colours and has an even number of squares.
`,
  zh: `# 马的周游

把棋盘看作图；带回溯的深度优先搜索；它的搜索树有多大，分支因子 k 怎样计算；Warnsdorff 规则（1823 年）与朴素 DFS、与“后续走法最多者优先”的并排比较；其他棋盘与闭合周游。

## 把棋盘看作图
#/knight?board=8x8&start=a1&graph=1
把每个格子当作一个顶点，马能从一个格子走到另一个格子时就把两者连起来。在这个棋盘上马共有 {moves} 种合法走法（{edges} 条边，每条边双向各算一种走法）：只占 {pairs} 个有序格子对的 {moves_share}%。角上的格子有 {min_degree} 种走法，中央的格子有 {max_degree} 种。周游就是这张图中恰好经过每个顶点一次的路径。

## 带回溯的深度优先搜索
#/knight?board=5x5&start=a1&strategy=dfs&step=40&code=1
朴素 DFS 按固定顺序尝试各种走法。它尽可能往深处走；棋盘还没走满而马已无处可去时，就撤回最后一步，改试下一种走法。到目前为止：进入 {nodes} 个节点，回溯 {backtracks} 次，深度 {depth} 步。棋盘旁的代码就是整个搜索。

## 轮到你了
#/knight?board=5x5&start=a1&strategy=dfs&step=24&predict=1
说出马下一步去哪里，或者它必须回溯。朴素 DFS 选取固定顺序中第一个能到达未访问格子的走法。

## 终于找到周游
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
在 5x5 棋盘上从 a1 出发，朴素 DFS 进入 {nodes} 个节点、回溯 {backtracks} 次后找到一条周游：它进入的节点几乎都是死路。
? 一条周游只经过 25 个格子。为什么搜索进入的节点多得多？
= 每条死路也是一个节点：搜索进入一个格子，发现无路可走，再退出来。

## 搜索树有多大？
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
@press measure
课上的粗略估计是：每层约 k 种选择，共 N 层，于是有 k 的 N 次方个节点。k 是怎样算出来的？下面的面板逐层数出整棵树：{tree_nodes} 个节点，根以下 {tree_depth} 层。k 就是使 1 + k + k² + … + k 的 {tree_depth} 次方恰好等于这个数的那个数：k = {tree_k}。按课上的 k = {lesson_k} 种选择、N = {lesson_depth} 层算出的 k^N 是 {lesson_size}：多得多，因为马一旦无路可走，这个分支就结束了。

## Warnsdorff 规则（1823 年）
#/knight?board=8x8&start=a1&strategy=warnsdorff&step=20
H. C. von Warnsdorff 的规则：走向后续走法最少的格子，这样最难到达的格子趁还能到达时先被访问。解说会列出各个候选格子和它们的后续走法数。{steps} 步之后：{nodes} 个节点，回溯 {backtracks} 次。
? 为什么走向后续走法最少的格子，而不是最多的？
= 出口少的格子很容易被切断；现在就访问它，它以后就不会变成死路。

## 并排比较
#/knight?board=8x8&start=a1&compare=dfs,warnsdorff,most&step=64
同样的棋盘和起点，三种走法顺序。{1.steps} 步之后，朴素 DFS 进入了 {1.nodes} 个节点、回溯 {1.backtracks} 次；Warnsdorff 进入 {2.nodes} 个、回溯 {2.backtracks} 次；后续走法最多者优先进入 {3.nodes} 个、回溯 {3.backtracks} 次。

## 其他棋盘与闭合周游
#/knight?board=6x8&start=a1&strategy=warnsdorff&closed=1&step=999999
棋盘可以是任意的 R x C。闭合周游的终点离起点只差马的一步，所以它是经过每个格子的一个环：这里在 6x8 棋盘上进入 {nodes} 个节点后找到。
? 格子数为奇数的棋盘能有闭合周游吗？
= 不能：马每走一步格子的颜色都会改变，所以一个环上黑白交替，格子数必为偶数。
`,
};
