# The harness of www/views/puzzle/code/puzzle.js: what the listing assumes (GOAL, successors
# in the page's order, h, key, FIFO, REMEMBER, path) for the 8-puzzle position argv[1]
# ("0 2 3 5 1 8 7 6 4", the blank 0) searched by argv[2] (astar, greedy, bfs) with argv[3]
# (manhattan, misplaced, none). The listing's lines replace the LISTING line unchanged; it
# prints the solution's length and the states expanded, as searchlight puzzle --json does.
import json
import sys

START = tuple(int(x) for x in sys.argv[1].split())
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
ALGO, HEURISTIC = sys.argv[2], sys.argv[3]
FIFO = ALGO == "bfs"
REMEMBER = True
HOME = {tile: i for i, tile in enumerate(GOAL)}


def successors(s):
    # The tile above the blank slides down first, then the ones left, right and below.
    b = s.index(0)
    r, c = divmod(b, 3)
    cells = [b - 3] * (r > 0) + [b - 1] * (c > 0) + [b + 1] * (c < 2) + [b + 3] * (r < 2)
    out = []
    for cell in cells:
        t = list(s)
        t[b], t[cell] = t[cell], 0
        out.append(tuple(t))
    return out


def h(s):
    if HEURISTIC == "none" or FIFO:
        return 0
    if HEURISTIC == "misplaced":
        return sum(1 for i, x in enumerate(s) if x and HOME[x] != i)
    return sum(abs(i // 3 - HOME[x] // 3) + abs(i % 3 - HOME[x] % 3) for i, x in enumerate(s) if x)


def key(g, hh):
    # The frontier's order: lowest key first, then lowest h (not for breadth-first), then
    # the oldest (the arrival number n in the heap's entries).
    if FIFO:
        return (0, 0)
    if ALGO == "greedy":
        return (hh, hh)
    return (g + hh, hh)


def path(parent, s):
    out = []
    while s is not None:
        out.append(s)
        s = parent[s]
    return out[::-1]


class Counted(set):
    """The closed set, counting the states added to it: the states expanded."""
    added = 0

    def add(self, x):
        Counted.added += 1
        super().add(x)


set = Counted  # noqa: A001 (the listing's closed set counts its states)

# LISTING

route = best_first(START)
print(json.dumps({"length": len(route) - 1, "expanded": Counted.added}))
