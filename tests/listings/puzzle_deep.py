# The harness of www/views/puzzle/code/puzzle_deep.js: what the listing assumes (GOAL,
# successors in the page's order, h, first_bound, DFS, IDA, DEEPEN, REMEMBER) for the
# 8-puzzle position argv[1] ("0 2 3 5 1 8 7 6 4", the blank 0) searched by argv[2] (idastar,
# ids, dfs) with argv[3] (manhattan, misplaced), states remembered when argv[4] is "on",
# dfs's depth bound argv[5]. The listing's lines replace the LISTING line unchanged; it
# prints the solution's length, the states entered, the successors looked at and the
# iterations, as searchlight puzzle --json does (expanded, generated, iterations).
import json
import sys

START = tuple(int(x) for x in sys.argv[1].split())
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
ALGO, HEURISTIC = sys.argv[2], sys.argv[3]
REMEMBER = sys.argv[4] == "on"
DEPTH = int(sys.argv[5])
DFS = ALGO == "dfs"
IDA = ALGO == "idastar"
DEEPEN = not DFS
HOME = {tile: i for i, tile in enumerate(GOAL)}
COUNT = {"entered": 0, "generated": 0, "iterations": 0}


def successors(s):
    # The tile above the blank slides down first, then the ones left, right and below; each
    # successor the loop takes is counted as generated.
    b = s.index(0)
    r, c = divmod(b, 3)
    cells = [b - 3] * (r > 0) + [b - 1] * (c > 0) + [b + 1] * (c < 2) + [b + 3] * (r < 2)
    for cell in cells:
        t = list(s)
        t[b], t[cell] = t[cell], 0
        COUNT["generated"] += 1
        yield tuple(t)


def h(s):
    if HEURISTIC == "misplaced":
        return sum(1 for i, x in enumerate(s) if x and HOME[x] != i)
    return sum(abs(i // 3 - HOME[x] // 3) + abs(i % 3 - HOME[x] % 3) for i, x in enumerate(s) if x)


def first_bound(start):
    # IDA*: the start's h; iterative deepening: depth 0; depth-first search: its depth bound.
    return h(start) if IDA else 0 if DEEPEN else DEPTH


# LISTING

listed = enter


def enter(s, g, bound, path, over):  # noqa: F811 (the listing's enter, counted)
    COUNT["entered"] += 1
    COUNT["iterations"] += g == 0
    return listed(s, g, bound, path, over)


route = deepening(START)
print(json.dumps({"length": None if route is None else len(route) - 1, **COUNT}))
