# The harness of www/code/knight.js: what the listing assumes (complete, pruning and
# hopeless, ordered in the strategy's order), for an open tour on the board argv[1] from
# argv[2] with the strategy argv[3] (dfs: the page's fixed move order; warnsdorff: fewest
# onward moves, ties to the square farther from the centre, then the fixed order) and
# pruning argv[4] (on or off). The listing's lines replace the LISTING line unchanged; it
# prints the tour, the squares entered (nodes) and taken back, as searchlight knight --json
# does.
import json
import sys

ROWS, COLS = map(int, sys.argv[1].split("x"))
STRATEGY = sys.argv[3]
pruning = sys.argv[4] == "on"
# The page's fixed move order, (files, ranks).
MOVES = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
SQUARES = [(f, r) for r in range(ROWS) for f in range(COLS)]


def name(sq):
    return chr(ord("a") + sq[0]) + str(sq[1] + 1)


def moves(u):
    return [(u[0] + df, u[1] + dr) for df, dr in MOVES
            if 0 <= u[0] + df < COLS and 0 <= u[1] + dr < ROWS]


class Path(list):
    """The path, counting the squares entered and taken back."""
    entered = taken_back = 0

    def append(self, v):
        Path.entered += 1
        list.append(self, v)

    def pop(self):
        Path.taken_back += 1
        return list.pop(self)


def complete(path):
    return len(path) == len(SQUARES)


def onward(v, path):
    return sum(w not in path for w in moves(v))


def ordered(u, path):
    free = [v for v in moves(u) if v not in path]
    if STRATEGY == "warnsdorff":
        def spread(v):
            return (2 * v[0] - (COLS - 1)) ** 2 + (2 * v[1] - (ROWS - 1)) ** 2
        # sorted is stable: the fixed order breaks the last ties.
        free.sort(key=lambda v: (onward(v, path), -spread(v)))
    return free


def hopeless(path):
    """What is left cannot be one path from the knight's square: an unvisited square with
    no unvisited neighbour that the knight does not attack, one next to the knight with no
    onward move while more are left, or two with one way in that the knight does not attack."""
    near = [v for v in moves(path[-1]) if v not in path]
    left = [v for v in SQUARES if v not in path]
    degree = {v: onward(v, path) for v in left}
    far = [v for v in left if v not in near]
    if any(degree[v] == 0 for v in far):
        return True
    if any(degree[v] == 0 for v in near) and len(left) > 1:
        return True
    return sum(degree[v] == 1 for v in far) >= 2


# LISTING

start = next(v for v in SQUARES if name(v) == sys.argv[2])
path = Path([start])
found = tour(path)
print(json.dumps({"found": found, "tour": [name(v) for v in path] if found else None,
                  "nodes": Path.entered, "backtracks": Path.taken_back}))
