// Lesson 1: breadth-first search, from the word ladder to the knight graph's layers.
export default {
  en: `# Breadth-first search

The word ladder from FOOL to SAGE: the three colours, distance and predecessor, the ladder traced back, why BFS takes O(V + E); then BFS in layers on the knight graph.

## A word ladder
#/ladder?from=fool&to=sage
Change one letter at a time, and every step must be a word: how do you get from FOOL to SAGE? The list here has {words} four-letter words. Two words are neighbours when they differ in one letter, so the words form a graph, and a ladder is a path in it.

Breadth-first search finds the shortest ladder: first every word one change from FOOL, then every word two changes away, and so on.

## Three colours
#/ladder?from=fool&to=sage&step=12
Every word is white until the search meets it (white words are not drawn), gray while it waits in the queue (drawn with a dashed border), and black once it has been expanded, all its neighbours looked at (filled with its layer's colour). After {steps} steps, {discovered} words are discovered, {expanded} expanded and {queue} wait in the queue.
? Which word leaves the queue next, and why that one?
= The word at the front of the queue: the queue is first in, first out, so words are expanded in the order they were discovered, nearer words first.

## Your turn
#/ladder?from=fool&to=sage&step=4&predict=1
Before each step, say what the search does next: which word it discovers next (one letter away from the word being expanded and still undiscovered), or which word it takes off the queue (the one at its front). The page grades your answer by that rule.

## Distance and predecessor
#/ladder?from=fool&to=sage&step=30&code=1
When a word is discovered it gets two labels that never change again: its distance from FOOL (its layer, one more than the word it came from) and its predecessor (that word). The code beside the board shows the line the search is on and its variables.

## Settled when discovered
#/ladder?from=fool&to=sage&step=30
POOL is one change from FOOL, and is discovered from it at distance 1. Later COOL, also one change from FOOL, is expanded and POOL is one change from it too: the way through COOL is 2 changes. POOL is gray by then, so nothing changes. Because words leave the queue in order of distance, the first way that reaches a word is a shortest one.
? Some write BFS so that a word is marked only when it leaves the queue. Why is its distance then certain only at that moment?
= Until then it may sit in the queue more than once, reached by several ways (from FOOL and from COOL); the copy that leaves the queue first is the one with the smallest distance.

## The ladder traced back
#/ladder?from=fool&to=sage&step=999999
SAGE is reached. Following the predecessors from SAGE back to FOOL gives the ladder backwards: {ladder}, {changes} changes. No ladder is shorter, because BFS meets every word at its smallest distance first. There are {ladders} shortest ladders; the search reports the first it found.

## Why BFS takes O(V + E)
#/ladder?from=fool&to=sage&step=999999
Each word turns gray once, so it enters the queue at most once and leaves it at most once: O(V) queue operations. Expanding a word looks at each of its edges once, so all the expansions together look at O(E) edges. Here, until SAGE was found: {discovered} words discovered, {expanded} expanded, {edges} edges examined.
? Why does each word enter the queue at most once?
= A word is put in the queue only while it is white, and it turns gray at that moment.

## Building the word graph
#/ladder?from=fool&to=sage
Before searching, the page joins every two words that differ in one letter. Comparing every pair would take {word_pairs} comparisons for {words} words: O(V²). Instead each word is put in a bucket for each of its letters with that letter blanked (FOOL goes in _OOL, F_OL, FO_L and FOO_), and the words that share a bucket are neighbours: about 4 × {words} bucket entries, then only the pairs inside each bucket. The graph has {graph_edges} edges.
? Why do two words that differ in one letter always share a bucket?
= Blank the letter where they differ and the rest is the same: both land in that bucket.

## Layers on the knight graph
#/bfs?board=8x8&start=a1
@play 20
The same search on a chessboard: a square's neighbours are the squares a knight's move away. From a1 every square fills with its distance, layer by layer: {discovered} of {squares} squares discovered after {steps} steps, the queue holding {queue}.

## A shortest path
#/bfs?board=8x8&start=a1&target=h8&step=999999
Every square has its distance: the farthest is {farthest} moves from a1, in {layers} layers counting a1's own. The path to h8 is traced back through the predecessors, as the ladder was: {moves} moves.
? Is there a square farther from a1 than h8?
= No: the largest distance on the 8x8 board from a1 is the last layer's, the same as h8's.
`,
  zh: `# 广度优先搜索

从 FOOL 到 SAGE 的单词阶梯：三种颜色、距离与前驱、沿前驱倒推出阶梯、为什么 BFS 的时间复杂度是 O(V + E)；然后是马的图上按层进行的 BFS。

## 单词阶梯
#/ladder?from=fool&to=sage
每次只改一个字母，而且每一步都必须是一个单词：怎样从 FOOL 走到 SAGE？这里的词表有 {words} 个四字母单词。两个单词只差一个字母时互为邻居，于是单词构成一张图，阶梯就是图中的一条路径。

广度优先搜索能找到最短的阶梯：先找出与 FOOL 相差一个字母的所有单词，再找相差两步的所有单词，依此类推。

## 三种颜色
#/ladder?from=fool&to=sage&step=12
搜索遇到一个单词之前它是白色（白色的单词不画出来），在队列中等待时是灰色（画成虚线框），被扩展、所有邻居都已查看后是黑色（用它所在层的颜色填满）。{steps} 个步骤之后，已发现 {discovered} 个单词，已扩展 {expanded} 个，队列中有 {queue} 个在等待。
? 下一个离开队列的是哪个单词？为什么是它？
= 队首的单词：队列先进先出，所以单词按被发现的顺序扩展，近的先扩展。

## 轮到你了
#/ladder?from=fool&to=sage&step=4&predict=1
每一步之前，说出搜索接下来会做什么：它接下来发现哪个单词（与正在扩展的单词只差一个字母、且尚未被发现），或者它从队列中取出哪个单词（队首的那个）。页面按这条规则给你的答案评分。

## 距离与前驱
#/ladder?from=fool&to=sage&step=30&code=1
一个单词被发现时会得到两个此后不再改变的标记：它到 FOOL 的距离（它所在的层，比它来自的单词多一）和它的前驱（那个单词）。棋盘旁的代码显示搜索正在执行的那一行和它的变量。

## 发现时就已确定
#/ladder?from=fool&to=sage&step=30
POOL 与 FOOL 只差一个字母，从 FOOL 被发现，距离为 1。后来扩展 COOL 时（它也与 FOOL 只差一个字母），POOL 与它也只差一个字母：经过 COOL 的路要改动 2 次。那时 POOL 已是灰色，所以什么都不变。因为单词按距离顺序离开队列，最先到达一个单词的路就是最短的一条。
? 有人把 BFS 写成单词离开队列时才做标记。为什么那样写时，距离要到那一刻才确定？
= 在那之前，它可能经由几条路（从 FOOL、从 COOL）多次进入队列；最先离开队列的那一份距离最小。

## 倒推出阶梯
#/ladder?from=fool&to=sage&step=999999
到达 SAGE 了。从 SAGE 沿前驱一路回到 FOOL，就得到倒过来的阶梯：{ladder}，共 {changes} 次变换。没有更短的阶梯，因为 BFS 总是先以最小的距离遇到每个单词。最短的阶梯共有 {ladders} 条；搜索报告它找到的第一条。

## 为什么 BFS 的时间复杂度是 O(V + E)
#/ladder?from=fool&to=sage&step=999999
每个单词只变灰一次，所以它最多进队一次、出队一次：共 O(V) 次队列操作。扩展一个单词时它的每条边只看一次，所以所有扩展加起来检查 O(E) 条边。这里直到找到 SAGE 为止：发现 {discovered} 个单词，扩展 {expanded} 个，检查 {edges} 条边。
? 为什么每个单词最多进队一次？
= 只有白色的单词才会被放进队列，而它在那一刻就变成了灰色。

## 建立单词图
#/ladder?from=fool&to=sage
搜索之前，页面把每两个只差一个字母的单词连起来。两两比较需要对 {words} 个单词做 {word_pairs} 次比较：O(V²)。页面的做法是：把每个单词按它的每个字母各放进一个桶，桶名是把那个字母换成空位的样子（FOOL 放进 _OOL、F_OL、FO_L 和 FOO_），同一个桶里的单词互为邻居：大约 4 × {words} 次入桶，再只比较每个桶内部的单词对。这张图有 {graph_edges} 条边。
? 为什么只差一个字母的两个单词总在同一个桶里？
= 把它们不同的那个字母换成空位，其余部分相同：两者都落进那个桶。

## 马的图上的分层
#/bfs?board=8x8&start=a1
@play 20
同样的搜索放到棋盘上：一个格子的邻居是马走一步能到的格子。从 a1 出发，每个格子逐层填上它的距离：{steps} 个步骤之后，{squares} 个格子中已发现 {discovered} 个，队列中有 {queue} 个。

## 最短路径
#/bfs?board=8x8&start=a1&target=h8&step=999999
每个格子都有了距离：最远的离 a1 有 {farthest} 步，连同 a1 自己所在的一层共 {layers} 层。到 h8 的路径沿前驱倒推得到，就像阶梯那样：{moves} 步。
? 有没有比 h8 离 a1 更远的格子？
= 没有：8x8 棋盘上从 a1 出发的最大距离就是最后一层的距离，与 h8 的相同。
`,
};
