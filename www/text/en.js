// English: the page's every sentence, by key. Placeholders: {name} for a parameter,
// {n|one|other} for a word chosen by the plural rule of the number n. Keys that Rust sends
// (message codes) are the same as its `Message::new("...")` codes; a test holds the two,
// and every other language's file, to the same keys and placeholders.
export default {
  // --- the shell -------------------------------------------------------------------
  'page.title': 'Searchlight: watch search solve puzzles',
  'page.name': 'Searchlight',
  'page.keys': 'Keys: Space play/pause · → step · ← back · S solve · R reset · F full screen',
  'share.open': 'Share',
  'share.title': 'Share this frame',
  'share.link': 'Link',
  'share.copy_link': 'Copy link',
  'share.snippet': 'Embed in course notes',
  'share.copy_snippet': 'Copy snippet',
  'share.close': 'Close',
  'share.copied': 'Copied.',
  'share.copy_by_hand': 'The browser does not allow copying here: the text is selected, press Ctrl+C (⌘C) to copy it.',
  'present.open': 'Full screen',
  'present.unavailable': 'This browser does not allow full screen here.',
  'page.loading': 'Loading…',
  'nav.label': 'Puzzles',
  'nav.knight': "Knight's tour",
  'nav.bfs': 'BFS layers',
  'nav.ladder': 'Word ladder',
  'nav.dfs': 'DFS times',
  'nav.queens': 'N queens',
  'nav.sudoku': 'Sudoku',
  'notice.dismiss': 'Dismiss notice',
  'notice.more': '…and {n} more {n|notice|notices}.',
  'notice.no_view': 'There is no view "{name}"; showing the knight\'s tour.',
  'notice.ignored': 'Ignored {key}={value}: {why}. Using {fallback}.',
  'notice.unknown_param': 'Ignored unknown parameter "{key}".',
  'start.timeout': 'the WebAssembly module did not load',
  'start.failed': 'Searchlight could not start: {detail}. Reload the page; if it persists, this browser may lack WebAssembly.',
  'start.failed_short': 'Searchlight could not start: {detail}.',
  'start.view_failed': 'This view could not start: {detail}.',
  'error.unexpected': 'something went wrong: {detail}',
  'error.worker': 'the background search failed: {detail}',
  'fallback.step0': 'step 0',
  'fallback.speed': 'the current speed',
  'fallback.off': 'off',
  'param.step': 'a step is a whole number',
  'param.speed': 'not a speed of the slider (1 to 25000 steps a second, or max)',
  'param.flag': 'use 1 or 0',

  // --- the player ------------------------------------------------------------------
  'player.reset': 'Reset',
  'player.reset.title': 'Reset (R)',
  'player.back': 'Back',
  'player.back.title': 'Step back (Left)',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.play.title': 'Play or pause (Space)',
  'player.step': 'Step',
  'player.step.title': 'Step (Right)',
  'player.solve': 'Solve',
  'player.solve.title': 'Run to the end (S)',
  'player.speed': 'Speed',
  'player.speed.max': 'max',
  'player.speed.per_second': '{n}/s',
  'player.scrub': 'Step',
  'player.scrub.label': 'Scrub through the recorded steps',
  'player.at': 'Step {n}',
  'embed.open': 'Open in Searchlight',
  'player.full': 'Stopped after {steps} steps: the page keeps no more, so that Back stays exact.',

  // --- boards and squares (from Rust) ------------------------------------------------
  'board.malformed': 'board size "{text}" is not of the form RxC, for example 8x8 or 5x6',
  'board.out_of_range': 'board size {size} is out of range: each side must be from 1 to {max}',
  'board.bad_square': '"{text}" is not a square name: use a file letter and a rank number, for example a1 or c3',
  'board.off_board': 'square {square} is not on the {board} board (files a to {last_file}, ranks 1 to {ranks})',
  'board.no_such_square': 'there is no square {square} on this board',
  'board.too_big_to_draw': 'this view draws boards up to {max}x{max}',

  'about.title': 'What is happening',
  'legend.label': 'What the colours and marks mean',

  // --- counters shared by several views ---------------------------------------------
  'counter.steps': 'Steps',
  'counter.nodes': 'Nodes',
  'counter.backtracks': 'Backtracks',
  'counter.depth': 'Depth',
  'counter.solutions': 'Solutions',

  // --- BFS layers ----------------------------------------------------------------------
  'bfs.board': 'Board',
  'bfs.board.label': 'Board size (ranks x files)',
  'bfs.start.label': 'Start square',
  'bfs.start.field': 'Start',
  'bfs.target': 'Target',
  'bfs.target.label': 'Target square',
  'bfs.click': 'A click on the board sets',
  'bfs.click.start': 'the start',
  'bfs.click.target': 'the target',
  'bfs.canvas': 'Chessboard: click a square to start the breadth-first search there, then another to trace a shortest path',
  'bfs.counter.layer': 'Layer',
  'bfs.counter.discovered': 'Discovered',
  'bfs.counter.dequeued': 'Dequeued',
  'bfs.counter.edges': 'Edges examined',
  'bfs.counter.queue': 'Queue',
  'bfs.counter.max': 'Largest queue',
  'bfs.queue': 'Queue',
  'bfs.queue.label': 'Queue, front first',
  'bfs.queue.more': '+{n} more',
  'bfs.path': 'Shortest path {from} → {to}: {moves} {moves|move|moves}, {squares}',
  'bfs.path.status': 'Path to {to}: {moves} moves.',
  'bfs.path.undiscovered': '{to} is not discovered yet.',
  'bfs.path.unreachable': '{to} is not discovered yet: no knight path reaches it.',
  'bfs.path.hint': 'Click a second square (or type a target) to trace its shortest path.',
  'bfs.about': 'Breadth-first search visits squares in order of distance. It takes the square at the front of the queue, looks at every knight\'s move from it, and puts each square it has not seen before at the back of the queue with a distance one more. So all squares at distance 1 are found before any at distance 2: the layers. Each square remembers the square it was found from (its predecessor), and following predecessors back gives a shortest path.',
  'bfs.legend.white': 'white: not yet discovered',
  'bfs.legend.gray': 'gray: discovered, waiting in the queue (dashed)',
  'bfs.legend.black': 'black: taken off the queue, all its moves examined (solid colour)',
  'bfs.legend.layers': 'colour and number: the distance in knight\'s moves (the layer)',
  'bfs.legend.current': 'the square being expanded',
  'bfs.legend.target': 'the target',
  'bfs.legend.path': 'a shortest path, traced back through predecessors',
  'bfs.fallback.start': 'a1',
  'bfs.fallback.target': 'no target',
  'bfs.fallback.board': '8x8',
  'bfs.start': 'BFS from {source} on {board}: {source} is gray, at distance 0, alone in the queue.',
  'bfs.dequeue': 'Dequeued {square} (distance {distance}): looking at its knight\'s moves.',
  'bfs.discover': 'Discovered {square} from {from} at distance {distance}; queue holds {queue}.',
  'bfs.finish': 'Finished {square}: all its moves examined.',
  'bfs.done': 'Done: {reached} squares reached from {source} in {layers} layers (farthest {far} moves).',
  'bfs.done_unreached': 'Done: {reached} squares reached from {source} in {layers} layers (farthest {far} moves). {unreached} squares cannot be reached.',

  // --- knight (begin) ---
  'knight.section': '',
  // --- knight (end) ---

  // --- ladder (begin) ---
  'ladder.section': '',
  // --- ladder (end) ---

  // --- dfs (begin) ---
  'dfs.section': '',
  // --- dfs (end) ---

  // --- queens (begin) ---
  'queens.section': '',
  // --- queens (end) ---

  // --- sudoku (begin) ---
  'sudoku.section': '',
  // --- sudoku (end) ---
};
