# The harness of www/views/sokoban/code/sokoban_deep.js: the level read from stdin, the
# successors (pushes in the page's order), solved, deadlock and h ("sum") are those of the
# best-first listing's harness, tests/listings/sokoban.py (its path argv[1]; its part before
# the listing is run here), REMEMBER is argv[2] (on or off). The listing's lines replace the
# LISTING line unchanged; it prints the pushes, the states entered, the successors looked at
# (those not pruned), the iterations and the pushes pruned, as searchlight sokoban --algo ida
# --by pushes --h sum --json does.
import json
import sys

HARNESS, REMEMBERING = sys.argv[1], sys.argv[2] == "on"
sys.argv[1:] = ["astar"]
with open(HARNESS, encoding="utf-8") as f:
    exec(f.read().split("# LISTING")[0])
REMEMBER = REMEMBERING
COUNT = {"entered": 0, "generated": 0, "iterations": 0}
shared_deadlock = deadlock  # noqa: F821 (defined by the shared harness)


def deadlock(t, box):  # noqa: F811 (the shared one, counting the successors kept)
    dead = shared_deadlock(t, box)
    COUNT["generated"] += not dead
    return dead


# LISTING

listed = enter


def enter(s, g, bound, path, over):  # noqa: F811 (the listing's enter, counted)
    COUNT["entered"] += 1
    COUNT["iterations"] += g == 0
    return listed(s, g, bound, path, over)


route = ida_star((BOXES, min(region(BOXES, KEEPER))))  # noqa: F821
print(json.dumps({"pushes": None if route is None else len(route) - 1, "pruned": pruned[0], **COUNT}))
