// Lesson 3: depth-first search in general: times, parentheses, the forest, edge classes and
// topological order.
export default {
  en: `# Depth-first search

Discovery and finish times, the parenthesis structure, the DFS forest, the four classes of edges, why DFS takes O(V + E) here and exponential time on the knight's tour, and topological order.

## Discovery and finish times
#/dfs?step=3
Depth-first search goes as deep as it can before it backs up. A clock ticks once at each discovery and once at each finish: a vertex gets its discovery time d when it turns gray and its finish time f when it turns black, every edge out of it examined. The clock reads {time} now.

## The parenthesis structure
#/dfs?step=999999
Write "(u" when u is discovered and "u)" when it is finished: the whole run is a well-formed expression of parentheses. Any two intervals [d, f] are either nested or apart, never overlapping. The clock ends at {time}, two ticks for each of the {vertices} vertices.
? If v is discovered while u is gray, how do their intervals lie?
= v's interval lies inside u's: d[u] < d[v] < f[v] < f[u], and v is a descendant of u in the forest.

## The forest
#/dfs?step=999999
When the search looks along an edge u → v and finds v white, v is discovered there and becomes u's child: these tree edges make the DFS forest. When nothing more can be reached, the search starts again at the next white vertex, a new tree. Here: {trees} trees and {tree} tree edges.

## Four classes of edges
#/dfs?step=999999
An edge to a white vertex is a tree edge; to a gray one (an ancestor still open) a back edge; to a black descendant a forward edge; to any other black vertex a cross edge. Here: {tree} tree, {back} back, {forward} forward and {cross} cross edges. A directed graph has a cycle exactly when DFS finds a back edge.

## Your turn
#/dfs?step=4&predict=1
Say what the search does next. Before it looks along an edge, the page asks what class of edge it is; before it discovers or finishes a vertex, which one and at what time.

## Why DFS takes O(V + E)
#/dfs?step=999999
Each vertex turns gray once and black once: it is discovered once and finished once, O(V) work. When a vertex is finished, every edge out of it has been looked along exactly once, so all the vertices together look along O(E) edges. Here: {vertices} vertices, {examined} edges examined, and the clock ends at {time} = 2 × {vertices}.
? Why is no edge looked along twice?
= An edge is looked along only from its tail, while the tail is gray, and the tail turns gray only once.

## Linear here, exponential on the knight's tour
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
The knight's tour is a depth-first search too, yet it entered thousands of nodes on 25 squares. General DFS colours a vertex black for good, so it never enters it again. The tour's search turns a square white again when it backs out of it, because a tour through it may still exist by another path: the same square is entered again and again, once for every path that reaches it. It searches paths, not vertices, and the number of paths grows exponentially with the board.
? What would happen to the tour's search if a square stayed black once backed out of?
= The search would be linear, but it would miss tours: a square that failed after one path may fit after another.

## Topological order
#/dfs?edges=undershorts>pants;undershorts>shoes;pants>belt;pants>shoes;belt>jacket;shirt>belt;shirt>tie;tie>jacket;socks>shoes&step=999999
Getting dressed: an edge u → v says u goes on before v. DFS finds {back} back edges, so there is no cycle, and listing the vertices by decreasing finish time puts every edge forwards: {order}.
? Why does decreasing finish time put every edge forwards?
= With no back edge, every edge u → v has f[v] < f[u]: v is finished before u is.

## The code
#/dfs?step=6&code=1
The whole search is a short recursive procedure. Step through it and watch the line it is on, the clock, and the call stack of vertices still open.
`,
  zh: `# 深度优先搜索

发现时间与完成时间、括号结构、DFS 森林、四类边，为什么 DFS 在这里是 O(V + E) 而在马的周游中是指数时间，以及拓扑排序。

## 发现时间与完成时间
#/dfs?step=3
深度优先搜索先尽可能往深处走，再往回退。每次发现和每次完成，时钟各走一格：一个顶点变灰时得到发现时间 d，它的每条出边都检查过、变黑时得到完成时间 f。时钟现在是 {time}。

## 括号结构
#/dfs?step=999999
发现 u 时写“(u”，完成 u 时写“u)”：整个过程是一个配对完好的括号表达式。任意两个区间 [d, f] 要么嵌套，要么分离，绝不交叠。时钟最后停在 {time}，{vertices} 个顶点每个两格。
? 如果 v 是在 u 为灰色时被发现的，它们的区间是什么关系？
= v 的区间在 u 的区间之内：d[u] < d[v] < f[v] < f[u]，并且在森林中 v 是 u 的后代。

## 森林
#/dfs?step=999999
搜索沿边 u → v 查看、发现 v 是白色时，v 就在这里被发现，成为 u 的孩子：这些树边组成 DFS 森林。再也到不了新顶点时，搜索从下一个白色顶点重新开始，这是一棵新树。这里共有 {trees} 棵树、{tree} 条树边。

## 四类边
#/dfs?step=999999
指向白色顶点的边是树边；指向灰色顶点（仍未完成的祖先）的是后向边；指向黑色后代的是前向边；指向其他黑色顶点的是横向边。这里有 {tree} 条树边、{back} 条后向边、{forward} 条前向边、{cross} 条横向边。有向图有环，当且仅当 DFS 找到后向边。

## 轮到你了
#/dfs?step=4&predict=1
说出搜索接下来做什么。沿一条边查看之前，页面会问这是哪一类边；发现或完成一个顶点之前，会问是哪个顶点、在什么时间。

## 为什么 DFS 是 O(V + E)
#/dfs?step=999999
每个顶点只变灰一次、变黑一次：只被发现一次、完成一次，共 O(V) 的工作。一个顶点完成时，它的每条出边都恰好检查过一次，所以所有顶点加起来检查 O(E) 条边。这里：{vertices} 个顶点，检查了 {examined} 条边，时钟停在 {time} = 2 × {vertices}。
? 为什么没有一条边被检查两次？
= 一条边只在它的起点为灰色时从起点检查，而起点只变灰一次。

## 这里是线性的，马的周游却是指数的
#/knight?board=5x5&start=a1&strategy=dfs&step=999999
马的周游也是深度优先搜索，可它在 25 个格子上进入了上千个节点。一般的 DFS 把顶点永久涂黑，不会再进入它。周游的搜索从一个格子退出时把它重新变白，因为经过另一条路径也许还能用上它：同一个格子被一次又一次地进入，每条到达它的路径一次。它搜索的是路径而不是顶点，而路径的数目随棋盘大小指数增长。
? 如果格子退出后就一直保持黑色，周游的搜索会怎样？
= 搜索会变成线性的，但会漏掉周游：沿一条路径失败的格子，换一条路径也许就能用上。

## 拓扑排序
#/dfs?edges=undershorts>pants;undershorts>shoes;pants>belt;pants>shoes;belt>jacket;shirt>belt;shirt>tie;tie>jacket;socks>shoes&step=999999
穿衣服：边 u → v 表示 u 要先于 v 穿上。DFS 找到 {back} 条后向边，所以没有环，把顶点按完成时间从大到小排列，每条边都朝前：{order}。
? 为什么按完成时间从大到小排列能让每条边都朝前？
= 没有后向边时，每条边 u → v 都有 f[v] < f[u]：v 比 u 先完成。

## 代码
#/dfs?step=6&code=1
整个搜索是一段简短的递归过程。逐步执行，观察它所在的行、时钟，以及仍未完成的顶点组成的调用栈。
`,
};
