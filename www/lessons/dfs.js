// Lesson 3: depth-first search in general: times, parentheses, the forest, edge classes and
// topological order.
export default {
  en: `# Depth-first search

Discovery and finish times, the parenthesis structure, the DFS forest, the four classes of edges, and topological order.

## Discovery and finish times
#/dfs?step=3
Depth-first search goes as deep as it can before it backs up. A clock ticks once at each discovery and once at each finish: a vertex gets its discovery time d when it turns gray and its finish time f when it turns black, every edge out of it examined. The clock reads {time} now.

## Your turn
#/dfs?step=4&predict=1
Say what the search does next. Before it looks along an edge, the page asks what class of edge it is; before it discovers or finishes a vertex, which one and at what time.

## The parenthesis structure
#/dfs?step=999999
Write "(u" when u is discovered and "u)" when it is finished: the whole run is a well-formed expression of parentheses. Any two intervals [d, f] are either nested or apart, never overlapping. The clock ends at {time}, two ticks for each of the {vertices} vertices.
? If v is discovered while u is gray, how do their intervals lie?
= v's interval lies inside u's: d[u] < d[v] < f[v] < f[u], and v is a descendant of u in the forest.

## The forest
#/dfs?step=999999
A vertex discovered along an edge is that edge's child: these tree edges make the DFS forest. When nothing more can be reached, the search starts again at the next white vertex, a new tree. Here: {trees} trees and {tree} tree edges.

## Four classes of edges
#/dfs?step=999999
An edge to a white vertex is a tree edge; to a gray one (an ancestor still open) a back edge; to a black descendant a forward edge; to any other black vertex a cross edge. Here: {tree} tree, {back} back, {forward} forward and {cross} cross edges. A directed graph has a cycle exactly when DFS finds a back edge.

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

发现时间与完成时间、括号结构、DFS 森林、四类边，以及拓扑排序。

## 发现时间与完成时间
#/dfs?step=3
深度优先搜索先尽可能往深处走，再往回退。每次发现和每次完成，时钟各走一格：一个顶点变灰时得到发现时间 d，它的每条出边都检查过、变黑时得到完成时间 f。时钟现在是 {time}。

## 轮到你了
#/dfs?step=4&predict=1
说出搜索接下来做什么。沿一条边查看之前，页面会问这是哪一类边；发现或完成一个顶点之前，会问是哪个顶点、在什么时间。

## 括号结构
#/dfs?step=999999
发现 u 时写“(u”，完成 u 时写“u)”：整个过程是一个配对完好的括号表达式。任意两个区间 [d, f] 要么嵌套，要么分离，绝不交叠。时钟最后停在 {time}，{vertices} 个顶点每个两格。
? 如果 v 是在 u 为灰色时被发现的，它们的区间是什么关系？
= v 的区间在 u 的区间之内：d[u] < d[v] < f[v] < f[u]，并且在森林中 v 是 u 的后代。

## 森林
#/dfs?step=999999
沿一条边被发现的顶点是这条边的孩子：这些树边组成 DFS 森林。再也到不了新顶点时，搜索从下一个白色顶点重新开始，这是一棵新树。这里共有 {trees} 棵树、{tree} 条树边。

## 四类边
#/dfs?step=999999
指向白色顶点的边是树边；指向灰色顶点（仍未完成的祖先）的是后向边；指向黑色后代的是前向边；指向其他黑色顶点的是横向边。这里有 {tree} 条树边、{back} 条后向边、{forward} 条前向边、{cross} 条横向边。有向图有环，当且仅当 DFS 找到后向边。

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
