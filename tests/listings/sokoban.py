# The harness of www/views/sokoban/code/sokoban.js: what the listing assumes (successors by
# pushes in the page's order, solved, deadlock, h, key, FIFO, PRUNE, REMEMBER, path) for the
# level read from stdin (the standard format, one level) searched by argv[1] (bfs, astar)
# with the estimate "sum" (each box's push distance to its nearest goal) and deadlock
# pruning. Written here from the rules, not from the engine: the keeper's region, the dead
# squares (pulled back from every goal), freezes and the push distances. The listing's lines replace
# the LISTING line unchanged; it prints the pushes, the states expanded and the pushes
# pruned, as searchlight sokoban --by pushes --h sum --json does.
import json
import sys

ROWS = [r for r in sys.stdin.read().split("\n") if r.strip() and not r.lstrip().startswith(";")]
ALGO = sys.argv[1]
FIFO = ALGO == "bfs"
PRUNE = True
REMEMBER = True
WIDTH = max(len(r) for r in ROWS)
GRID = [r.ljust(WIDTH) for r in ROWS]
STEPS = [(0, -1), (-1, 0), (0, 1), (1, 0)]  # left, up, right, down


def at(p):
    r, c = p
    return GRID[r][c] if 0 <= r < len(GRID) and 0 <= c < WIDTH else "#"


KEEPER = next((r, c) for r in range(len(GRID)) for c in range(WIDTH) if GRID[r][c] in "@+")
# The floor: the squares the keeper reaches were there no boxes.
FLOOR = {KEEPER}
todo = [KEEPER]
while todo:
    r, c = todo.pop()
    for dr, dc in STEPS:
        n = (r + dr, c + dc)
        if n not in FLOOR and at(n) != "#":
            FLOOR.add(n)
            todo.append(n)
GOALS = frozenset(p for p in FLOOR if at(p) in ".*+")
BOXES = frozenset(p for p in FLOOR if at(p) in "$*")


def pulls(goal):
    # Fewest pushes from each square to `goal`, other boxes ignored: a box pulled back from
    # the goal (a push from q to p needs floor at q and behind q).
    dist, queue = {goal: 0}, [goal]
    for p in queue:
        for dr, dc in STEPS:
            q = (p[0] - dr, p[1] - dc)
            if q in FLOOR and (q[0] - dr, q[1] - dc) in FLOOR and q not in dist:
                dist[q] = dist[p] + 1
                queue.append(q)
    return dist


DIST = [pulls(g) for g in sorted(GOALS)]
DEAD = {p for p in FLOOR if all(p not in d for d in DIST)}


def region(boxes, keeper):
    seen, todo = {keeper}, [keeper]
    while todo:
        r, c = todo.pop()
        for dr, dc in STEPS:
            n = (r + dr, c + dc)
            if n in FLOOR and n not in boxes and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def successors(s):
    # Boxes in the order of their squares, each pushed left, up, right, down where the keeper
    # reaches the square behind it and the square ahead is free floor.
    boxes, keeper = s
    reach = region(boxes, keeper)
    out = []
    for b in sorted(boxes):
        for dr, dc in STEPS:
            to = (b[0] + dr, b[1] + dc)
            if (b[0] - dr, b[1] - dc) in reach and to in FLOOR and to not in boxes:
                moved = (boxes - {b}) | {to}
                out.append(((moved, min(region(moved, b))), to))
    return out


def solved(s):
    return s[0] == GOALS


def frozen(boxes, sq, held, group):
    # The box on sq can never move again: on each axis a wall (or a box whose freezing is
    # being decided above it) beside it, or a box beside it that is frozen itself.
    mark = len(group)
    group.append(sq)
    held = held | {sq}
    for axis in (((0, -1), (0, 1)), ((-1, 0), (1, 0))):
        sides = [(sq[0] + dr, sq[1] + dc) for dr, dc in axis]
        if not (any(n not in FLOOR or n in held for n in sides)
                or any(n in boxes and frozen(boxes, n, held, group) for n in sides)):
            del group[mark:]
            return False
    return True


def deadlock(t, box):
    # The box just pushed is on a dead square, or frozen with a box off a goal.
    if box in DEAD:
        return True
    group = []
    return frozen(t[0], box, frozenset(), group) and not all(b in GOALS for b in group)


def h(s):
    if FIFO:
        return 0
    return sum(min(d.get(b, 10**6) for d in DIST) for b in s[0])


def key(g, hh):
    if FIFO:
        return (0, 0)
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

route, pruned = best_first((BOXES, min(region(BOXES, KEEPER))))
print(json.dumps({"pushes": len(route) - 1, "expanded": Counted.added, "pruned": pruned}))
