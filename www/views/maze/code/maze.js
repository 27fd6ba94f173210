// Shannon's maze mouse as one loop over an explicit stack of squares (Python-like), its
// lines labelled as src/puzzles/maze/code.rs names them. Each step of the mouse is one
// turn of the loop.

/** @type {import('../../../panels/code/listings.js').Listing} */
export const maze = {
  title: { en: 'Shannon’s mouse, trial and error (Python)', zh: '香农的老鼠：试错法（Python）' },
  lines: [
    { label: 'def', code: 'def mouse(maze, memory, recall):', note: { en: 'memory: the way each square was last left; recall: the second run', zh: 'memory：每个格子上次离开的方向；recall：第二次跑' } },
    { label: 'init', code: '    stack, tried, facing, steps = [maze.start], [0], NORTH, 0', note: { en: 'the route from the start, and how many directions each square on it has tried', zh: '从起点出发的路线，以及路线上每个格子试过几个方向' } },
    { label: 'loop', code: '    while True:', note: { en: 'one step of the mouse a turn', zh: '每一圈是老鼠的一步' } },
    { label: 'here', code: '        square = stack[-1]' },
    { label: 'tick', code: '        steps += 1' },
    { label: 'limit_if', code: '        if steps == LIMIT:' },
    { label: 'limit', code: '            return None', note: { en: 'stopped by the step limit (going round a loop?)', zh: '达到步数上限而停止（在绕圈？）' } },
    { label: 'coin_if', code: '        if square == maze.coin:' },
    { label: 'found', code: '            return stack', note: { en: 'the route to the coin', zh: '到硬币的路线' } },
    { label: 'recall_if', code: '        if recall:', note: { en: 'second run: follow the memory without feeling', zh: '第二次跑：不用胡须，按记忆走' } },
    { label: 'follow_if', code: '            if passable(square, memory[square]):', note: { en: 'remembered, no wall there (and not a square run through, with the visited set)', zh: '有记忆、那边没有墙（有已访问集合时，还要没走过那个格子）' } },
    { label: 'follow', code: '                facing, tried[-1], felt = memory[square], 1, OPEN' },
    { label: 'relearn_else', code: '            else:', note: { en: 'the memory fails here', zh: '记忆在这里失效' } },
    { label: 'relearn', code: '                recall, tried[-1], facing = False, 0, memory[square] or facing', note: { en: 'explore again from here', zh: '从这里重新探索' } },
    { label: 'relearn_next', code: '                continue' },
    { label: 'dead_if', code: '        elif tried[-1] == 4:', note: { en: 'every direction tried here', zh: '这里四个方向都试过了' } },
    { label: 'start_if', code: '            if len(stack) == 1:' },
    { label: 'exhausted', code: '                return None', note: { en: 'back at the start: the coin cannot be reached', zh: '回到起点：到不了硬币' } },
    { label: 'backup', code: '            stack.pop(); tried.pop()', note: { en: 'a dead end: back up one square', zh: '死路：退回一格' } },
    { label: 'back_memory', code: '            memory[square] = toward(square, stack[-1])' },
    { label: 'back_face', code: '            facing, felt = toward(stack[-1], square), None', note: { en: 'facing the way it had left', zh: '面向当初离开的方向' } },
    { label: 'explore', code: '        else:' },
    { label: 'feel', code: '            felt = feel(square, facing)', note: { en: 'WALL, BACK (the way it came), EXPLORED (with the visited set) or OPEN', zh: 'WALL（墙）、BACK（来路）、EXPLORED（有已访问集合时走过的）或 OPEN（通）' } },
    { label: 'tried', code: '            tried[-1] += 1' },
    { label: 'open_if', code: '        if felt == OPEN:' },
    { label: 'mark', code: '            memory[square] = facing', note: { en: 'the square remembers the way it was left', zh: '格子记住离开的方向' } },
    { label: 'move', code: '            stack.append(ahead(square, facing)); tried.append(0)', note: { en: 'move on', zh: '前进一格' } },
    { label: 'turn_if', code: '        elif tried[-1] < 4:' },
    { label: 'turn', code: '            facing = right(facing)', note: { en: 'turn 90 degrees clockwise', zh: '顺时针转 90 度' } },
  ],
};
