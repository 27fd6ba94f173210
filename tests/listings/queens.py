# The harness of www/code/queens_mark.js and queens_check.js (argv[1]: mark or check):
# what the listings assume (n from argv[2], solutions, queen[1..n], safe for the checking
# form, attacked with put_down and take_up for the marking form). The listing's lines
# replace the LISTING line unchanged; it prints every solution (0-based columns), the
# count, the squares tested and the queens placed (the calls of place below the first), as
# searchlight queens --all --json does.
import json
import sys

VARIANT, n = sys.argv[1], int(sys.argv[2])
solutions = 0
queen = [None] * (n + 1)
tests = 0
boards = []


class Row(list):
    """A row of attacked: counts the squares looked at."""

    def __getitem__(self, col):
        global tests
        tests += 1
        return list.__getitem__(self, col)


attacked = [Row([0] * (n + 2)) for _ in range(n + 2)]


def safe(row, col):
    global tests
    tests += 1
    return all(queen[r] != col and abs(queen[r] - col) != row - r for r in range(1, row))


def marks(row, col, by):
    for r in range(row + 1, n + 1):
        for c in (col, col - (r - row), col + (r - row)):
            if 1 <= c <= n:
                list.__setitem__(attacked[r], c, list.__getitem__(attacked[r], c) + by)


def put_down(row, col):
    queen[row] = col
    marks(row, col, +1)


def take_up(row, col):
    marks(row, col, -1)
    queen[row] = None


# LISTING

calls = 0
listed = place


def place(row):
    global calls
    calls += 1
    if row > n:
        boards.append([c - 1 for c in queen[1:]])
    return listed(row)


place(1)
print(json.dumps({"boards": boards, "solutions": solutions, "squares_examined": tests,
                  "nodes": calls - 1}))
