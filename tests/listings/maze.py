# The harness of www/code/maze.js: what the listing assumes (the headings, what a whisker
# feels, LIMIT, passable, toward, ahead, right, a maze with its start and coin), for the
# maze text of searchlight maze --json on standard input (2R+1 lines of 3C+1 characters:
# wall lines like +--+  +, cell lines like |S    |C |), the step limit argv[1] (0: the
# CLI's default, 8 a square + 16), the visited set argv[2] (on or off) and argv[3] (first:
# the first run; second: the first run, then the second on its memory, in the maze "after"
# of the input when there is one: walls moved, the coin moved). The listing's
# lines replace the LISTING line unchanged; it prints the route (row, column), the steps,
# the squares entered and the back-ups of the last run, as the CLI does.
import json
import sys

NORTH, EAST, SOUTH, WEST = "NORTH", "EAST", "SOUTH", "WEST"
HEADINGS = [NORTH, EAST, SOUTH, WEST]
STEP = {NORTH: (-1, 0), EAST: (0, 1), SOUTH: (1, 0), WEST: (0, -1)}
WALL, BACK, EXPLORED, OPEN = "WALL", "BACK", "EXPLORED", "OPEN"


class Maze:
    def __init__(self, lines):
        self.lines = lines
        self.rows, self.cols = (len(lines) - 1) // 2, (len(lines[0]) - 1) // 3
        self.start, self.coin = (0, 0), (self.rows - 1, self.cols - 1)
        for r in range(self.rows):
            for c in range(self.cols):
                cell = lines[2 * r + 1][3 * c + 1:3 * c + 3]
                if "S" in cell:
                    self.start = (r, c)
                if "C" in cell:
                    self.coin = (r, c)

    def wall(self, square, facing):
        r, c = square
        dr, dc = STEP[facing]
        if not (0 <= r + dr < self.rows and 0 <= c + dc < self.cols):
            return True
        if dr:  # the wall line between the two rows
            return self.lines[2 * r + 1 + dr][3 * c + 1] == "-"
        return self.lines[2 * r + 1][3 * c + (3 if dc > 0 else 0)] == "|"


given = json.load(sys.stdin)
maze = Maze(given["maze"])
LIMIT = int(sys.argv[1]) or 8 * maze.rows * maze.cols + 16
VISITED = sys.argv[2] == "on"
visited = {maze.start}  # the squares it has been in
came = {maze.start: None}  # the way back from each square it entered
entered = backups = 0


def ahead(square, facing):
    global entered
    entered += 1
    to = (square[0] + STEP[facing][0], square[1] + STEP[facing][1])
    visited.add(to)
    came[to] = HEADINGS[(HEADINGS.index(facing) + 2) % 4]
    return to


def right(facing):
    return HEADINGS[(HEADINGS.index(facing) + 1) % 4]


def toward(a, b):
    """The heading from the square a to the next square b."""
    return next(h for h in HEADINGS if (a[0] + STEP[h][0], a[1] + STEP[h][1]) == b)


def feel(square, facing):
    if maze.wall(square, facing):
        return WALL
    if came[square] == facing:
        return BACK
    to = (square[0] + STEP[facing][0], square[1] + STEP[facing][1])
    return EXPLORED if VISITED and to in visited else OPEN


def passable(square, heading):
    if heading is None or maze.wall(square, heading):
        return False
    to = (square[0] + STEP[heading][0], square[1] + STEP[heading][1])
    return not VISITED or to not in visited


# LISTING

memory = {(r, c): None for r in range(maze.rows) for c in range(maze.cols)}
listed_toward = toward


def toward(a, b):  # noqa: F811 (counts the back-ups: the listing asks twice at each)
    global backups
    backups += 1
    return listed_toward(a, b)


# The steps the last run took: its local steps as it returns.
last = {}


def watch(frame, event, arg):
    if event == "return" and frame.f_code.co_name == "mouse":
        last["steps"] = frame.f_locals["steps"]


sys.setprofile(watch)
route = mouse(maze, memory, False)
if sys.argv[3] == "second":
    maze = Maze(given.get("after", given["maze"]))
    visited, came, entered, backups = {maze.start}, {maze.start: None}, 0, 0
    route = mouse(maze, memory, True)
sys.setprofile(None)
print(json.dumps({"route": [list(sq) for sq in route] if route else None,
                  "found": route is not None, "steps": last["steps"], "entered": entered,
                  "backups": backups // 2}))
