# The harness of www/code/dfs.js: what the listing assumes (the colours, the edge classes,
# a graph G with its vertices and out-neighbours in name order), for the edge list on
# standard input (one edge "from to" a line, or a lone vertex; # starts a comment). The
# listing's lines replace the LISTING line unchanged; it prints the d/f times and each
# edge's class, as searchlight dfs --json does.
import json
import sys

WHITE, GRAY, BLACK = "WHITE", "GRAY", "BLACK"
TREE, BACK, FORWARD, CROSS = "tree", "back", "forward", "cross"


class Graph:
    def __init__(self, text):
        adj = {}
        for line in text.splitlines():
            words = line.split("#")[0].split()
            for w in words:
                adj.setdefault(w, set())
            if len(words) == 2:
                adj[words[0]].add(words[1])
        self.vertices = sorted(adj)
        self.adj = {u: sorted(vs) for u, vs in adj.items()}


# LISTING

d, f = dfs(Graph(sys.stdin.read()))
print(json.dumps({
    "times": {u: {"d": d[u], "f": f[u]} for u in d},
    "kind": {f"{u} {v}": k for (u, v), k in kind.items()},
}))
