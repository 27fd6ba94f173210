# The harness of www/code/ladder.js: what the listing assumes (WHITE/GRAY/BLACK, color, dist
# and pred for every word, one_letter_apart in list order, goal, path), for the word list
# file argv[1] (the built-in four-letter list by default) from argv[2] to argv[3]. The
# listing's lines replace the LISTING line unchanged; it prints the ladder and the words
# expanded, as searchlight ladder --json does.
import json
import sys

WHITE, GRAY, BLACK = "WHITE", "GRAY", "BLACK"
with open(sys.argv[1], encoding="utf-8") as list_file:
    WORDS = [w for w in list_file.read().splitlines() if w and not w.startswith("#")]
INDEX = {w: i for i, w in enumerate(WORDS)}
# Words that differ in one position share a bucket such as "f*ol".
BUCKETS = {}
for w in WORDS:
    for p in range(len(w)):
        BUCKETS.setdefault(w[:p] + "*" + w[p + 1:], []).append(w)
expanded = 0


def one_letter_apart(u):
    global expanded
    expanded += 1
    near = {v for p in range(len(u)) for v in BUCKETS[u[:p] + "*" + u[p + 1:]] if v != u}
    return sorted(near, key=INDEX.get)


def path(v):
    out = [v]
    while pred[out[-1]] is not None:
        out.append(pred[out[-1]])
    return out[::-1]


color = {w: WHITE for w in WORDS}
dist = {w: None for w in WORDS}
pred = {w: None for w in WORDS}
goal = sys.argv[3]

# LISTING

ladder = bfs(sys.argv[2])
print(json.dumps({"ladder": ladder, "expanded": expanded,
                  "discovered": sum(d is not None for d in dist.values())}))
