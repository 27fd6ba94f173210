// Shannon's maze mouse as one loop over an explicit stack of squares (Python-like), its
// lines labelled as src/puzzles/maze/code.rs names them. Each step of the mouse is one
// turn of the loop.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const maze = {
  title: 'listing.maze.title',
  lines: [
    { label: 'def', code: 'def mouse(maze, memory, recall):', note: 'listing.maze.def' },
    { label: 'init', code: '    stack, tried, facing, steps = [maze.start], [0], NORTH, 0', note: 'listing.maze.init' },
    { label: 'loop', code: '    while True:', note: 'listing.maze.loop' },
    { label: 'here', code: '        square = stack[-1]' },
    { label: 'tick', code: '        steps += 1' },
    { label: 'limit_if', code: '        if steps == LIMIT:' },
    { label: 'limit', code: '            return None', note: 'listing.maze.limit' },
    { label: 'coin_if', code: '        if square == maze.coin:' },
    { label: 'found', code: '            return stack', note: 'listing.maze.found' },
    { label: 'recall_if', code: '        if recall:', note: 'listing.maze.recall_if' },
    { label: 'follow_if', code: '            if passable(square, memory[square]):', note: 'listing.maze.follow_if' },
    { label: 'follow', code: '                facing, tried[-1], felt = memory[square], 1, OPEN' },
    { label: 'relearn_else', code: '            else:', note: 'listing.maze.relearn_else' },
    { label: 'relearn', code: '                recall, tried[-1], facing = False, 0, memory[square] or facing', note: 'listing.maze.relearn' },
    { label: 'relearn_next', code: '                continue' },
    { label: 'dead_if', code: '        elif tried[-1] == 4:', note: 'listing.maze.dead_if' },
    { label: 'start_if', code: '            if len(stack) == 1:' },
    { label: 'exhausted', code: '                return None', note: 'listing.maze.exhausted' },
    { label: 'backup', code: '            stack.pop(); tried.pop()', note: 'listing.maze.backup' },
    { label: 'back_memory', code: '            memory[square] = toward(square, stack[-1])' },
    { label: 'back_face', code: '            facing, felt = toward(stack[-1], square), None', note: 'listing.maze.back_face' },
    { label: 'explore', code: '        else:' },
    { label: 'feel', code: '            felt = feel(square, facing)', note: 'listing.maze.feel' },
    { label: 'tried', code: '            tried[-1] += 1' },
    { label: 'open_if', code: '        if felt == OPEN:' },
    { label: 'mark', code: '            memory[square] = facing', note: 'listing.maze.mark' },
    { label: 'move', code: '            stack.append(ahead(square, facing)); tried.append(0)', note: 'listing.maze.move' },
    { label: 'turn_if', code: '        elif tried[-1] < 4:' },
    { label: 'turn', code: '            facing = right(facing)', note: 'listing.maze.turn' },
  ],
};
