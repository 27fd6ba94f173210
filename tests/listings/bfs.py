# The harness of www/code/bfs.js: what the listing assumes (WHITE/GRAY/BLACK, color, dist
# and pred for every vertex, neighbours), for the knight graph of the board argv[1] ("8x8")
# from the square argv[2] ("a1"). The listing's lines replace the LISTING line unchanged;
# it prints the distances as searchlight bfs --json does.
import json
import sys

WHITE, GRAY, BLACK = "WHITE", "GRAY", "BLACK"
ROWS, COLS = map(int, sys.argv[1].split("x"))
# The page's fixed move order, (files, ranks).
MOVES = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
SQUARES = [(f, r) for r in range(ROWS) for f in range(COLS)]


def name(sq):
    return chr(ord("a") + sq[0]) + str(sq[1] + 1)


def neighbours(u):
    return [(u[0] + df, u[1] + dr) for df, dr in MOVES
            if 0 <= u[0] + df < COLS and 0 <= u[1] + dr < ROWS]


color = {v: WHITE for v in SQUARES}
dist = {v: None for v in SQUARES}
pred = {v: None for v in SQUARES}

# LISTING

start = next(v for v in SQUARES if name(v) == sys.argv[2])
bfs(start)
print(json.dumps({"distances": {name(v): dist[v] for v in SQUARES}}))
