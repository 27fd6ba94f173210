// The listings beside the board are programs that run: each Python listing's lines, exactly
// as the page shows them, go into a small harness (tests/listings/NAME.py: the definitions
// the listing assumes, the input, a print of the result), python3 runs it, and what it
// prints must equal what the engine's CLI prints for the same input with --json (distances,
// d/f times and edge classes, the tour and its nodes, the counts, the mouse's route). The
// view's default input first, then another. The sudoku listing is C++ and runs the same way
// with g++ (tests/listings/sudoku.cpp); the Java knight's tour compiles and runs with javac
// and java when a JDK is installed. The CLI is built first as ./scripts/test's native tests build
// it (cargo test --profile test-opt: target/test-opt/searchlight), a no-op after them.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'target/test-opt/searchlight');
before(() => execFileSync('cargo', ['test', '--profile', 'test-opt', '--no-run', '--test', 'cli'], { cwd: root, stdio: 'inherit' }));
const work = mkdtempSync(join(tmpdir(), 'listings-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** What the CLI prints with --json for `args` (exit status 0 or 1: both answer). */
function engine(args, input) {
  assert.ok(existsSync(cli), `${cli} is missing after cargo test --profile test-opt --no-run --test cli`);
  const run = spawnSync(cli, [...args, '--json'], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.ok(run.status === 0 || run.status === 1, `searchlight ${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The listing `name` (www/views/ROUTE/code/NAME.js, ROUTE its name up to the first _) as
 *  the page has it. */
async function listing(name) {
  const module = await import(`../www/views/${name.split('_')[0]}/code/${name}.js`);
  return module[name];
}

/** The harness `file` of tests/listings with the listing's code lines, unchanged, in place
 *  of its line `marker`. */
function program(file, lines, marker) {
  const harness = readFileSync(join(root, 'tests/listings', file), 'utf8');
  const parts = harness.split(`${marker}\n`);
  assert.equal(parts.length, 2, `${file} has one line ${marker}`);
  return parts[0] + lines.map((l) => l.code).join('\n') + '\n' + parts[1];
}

/** Run the Python listing `name` in its harness with `args`; what it printed, as JSON. */
async function python(name, args, input) {
  const file = join(work, `${name}.py`);
  writeFileSync(file, program(`${name}.py`, (await listing(name)).lines, '# LISTING'));
  const run = spawnSync('python3', [file, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(run.error, undefined, `python3: ${run.error}`);
  assert.equal(run.status, 0, `${name}.py ${args.join(' ')} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

test('python3 is there to run the listings', () => {
  assert.match(execFileSync('python3', ['--version'], { encoding: 'utf8' }), /^Python 3\./);
});

test('bfs.js: the knight distances of BFS from a1 on 8x8 (the view’s default) and from c3 on 5x7', async () => {
  for (const [board, start] of [['8x8', 'a1'], ['5x7', 'c3']]) {
    const ran = await python('bfs', [board, start]);
    const cli = engine(['bfs', '--board', board, '--start', start]);
    assert.deepEqual(ran.distances, cli.distances, `${board} from ${start}`);
  }
});

test('bfs.js and ladder.js take the queue’s front in O(1) (a deque’s popleft, not list.pop(0))', async () => {
  for (const name of ['bfs', 'ladder']) {
    const lines = (await listing(name)).lines;
    const dequeue = lines.find((l) => l.label === 'dequeue');
    assert.equal(dequeue?.code.trim(), 'u = queue.popleft()', name);
    assert.ok(lines.some((l) => l.code === 'from collections import deque'), name);
    assert.ok(!lines.some((l) => l.code.includes('pop(0)')), name);
  }
});

test('ladder.js: FOOL to SAGE in the four-letter list (the view’s default), and COLD to WARM', async () => {
  for (const [from, to] of [['fool', 'sage'], ['cold', 'warm']]) {
    const ran = await python('ladder', [join(root, 'data/four-letter-words.txt'), from, to]);
    const cli = engine(['ladder', from, to]);
    assert.deepEqual(ran.ladder, cli.ladder, `${from} to ${to}`);
    assert.equal(ran.expanded, cli.bfs.expanded, `${from} to ${to}: words expanded`);
    assert.equal(ran.discovered, cli.bfs.discovered, `${from} to ${to}: words discovered`);
  }
});

test('dfs.js: d/f times and edge classes of DFS on the six-vertex example (the view’s default) and on a DAG', async () => {
  const example = 'u v\nu x\nv y\nw y\nw z\nx v\ny x\nz z\n';
  const dag = 'shirt tie\ntie jacket\nshirt belt\nbelt jacket\npants belt\npants shoes\nsocks shoes\nundershorts pants\nundershorts shoes\nwatch\n';
  for (const graph of [example, dag]) {
    const ran = await python('dfs', [], graph);
    const cli = engine(['dfs', '--edges', '-'], graph);
    assert.deepEqual(ran.times, cli.times);
    assert.deepEqual(ran.kind, Object.fromEntries(cli.edges.map((e) => [`${e.from} ${e.to}`, e.class])));
  }
});

test('queens_mark.js and queens_check.js: every solution for N = 8 (the view’s default: 92) and N = 6, with the counters', async () => {
  for (const variant of ['mark', 'check']) {
    for (const n of ['8', '6']) {
      const file = join(work, `queens_${variant}.py`);
      writeFileSync(file, program('queens.py', (await listing(`queens_${variant}`)).lines, '# LISTING'));
      const run = spawnSync('python3', [file, variant, n], { encoding: 'utf8' });
      assert.equal(run.status, 0, `queens_${variant} ${n} failed:\n${run.stderr}`);
      const ran = JSON.parse(run.stdout);
      const cli = engine(['queens', '--n', n, '--all', '--variant', variant]);
      for (const key of ['boards', 'solutions', 'squares_examined', 'nodes']) {
        assert.deepEqual(ran[key], cli[key], `${variant}, N = ${n}: ${key}`);
      }
    }
  }
});

test('knight.js: the first tour from a1 on 8x8 by Warnsdorff with pruning (the view’s default) and on 5x5 in the fixed move order', async () => {
  for (const [board, strategy, prune] of [['8x8', 'warnsdorff', 'on'], ['5x5', 'dfs', 'off'], ['6x6', 'warnsdorff', 'on']]) {
    const ran = await python('knight', [board, 'a1', strategy, prune]);
    const cli = engine(['knight', '--board', board, '--start', 'a1', '--strategy', strategy, '--prune', prune]);
    assert.equal(ran.found, true, `${board} ${strategy}`);
    for (const key of ['tour', 'nodes', 'backtracks']) assert.deepEqual(ran[key], cli[key], `${board} ${strategy}: ${key}`);
  }
});

test('maze.js: the mouse’s route and counts in the 12x12 maze of seed 7 (the view’s default), with loops and no visited set, and on a second run', async () => {
  const runs = [
    [[], ['0', 'on', 'first']],
    [['--size', '10x10', '--loops', '30', '--no-memory', '--limit', '500'], ['500', 'off', 'first']],
    [['--size', '8x9', '--seed', '3', '--loops', '20'], ['0', 'on', 'first']],
    [['--second-run'], ['0', 'on', 'second']],
    [['--second-run', '--moved', 'f6e', '--newcoin', 'a1'], ['0', 'on', 'second']],
  ];
  for (const [args, harness] of runs) {
    const cli = engine(['maze', ...args]);
    // A second run's maze as it was for the first run, and as the second finds it.
    const at = args.indexOf('--second-run');
    const first = at < 0 ? cli : engine(['maze', ...args.slice(0, at)]);
    const ran = await python('maze', harness, JSON.stringify({ maze: first.maze, after: cli.maze }));
    for (const key of ['found', 'steps', 'entered', 'backups']) assert.equal(ran[key], cli[key], `maze ${args.join(' ')}: ${key}`);
    assert.deepEqual(ran.route, cli.found ? cli.route : null, `maze ${args.join(' ')}: route`);
  }
});

/** The C++ listing `name` in its harness, compiled by g++ once; runs it with `args`, and
 *  what it printed, as JSON. */
const compiled = new Map();
async function cpp(name, args) {
  if (!compiled.has(name)) {
    const source = join(work, `${name}.cpp`);
    writeFileSync(source, program(`${name}.cpp`, (await listing(name)).lines, '// LISTING'));
    const build = spawnSync('g++', ['-std=c++17', '-O2', '-Wall', '-Werror', '-o', join(work, name), source], { encoding: 'utf8' });
    assert.equal(build.error, undefined, `g++: ${build.error}`);
    assert.equal(build.status, 0, `g++ ${name}.cpp:\n${build.stderr}`);
    compiled.set(name, join(work, name));
  }
  const run = spawnSync(compiled.get(name), args, { encoding: 'utf8' });
  assert.equal(run.status, 0, `${name} ${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

test('sudoku.js (C++): the easy example (the view’s default), stopping at the limit, by either cell rule', async () => {
  const easy = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const two = '....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const hard = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  for (const [puzzle, cell, limit] of [[easy, 'mrv', '1'], [two, 'mrv', '1'], [two, 'mrv', '0'], [two, 'first', '2'], [hard, 'mrv', '1']]) {
    const ran = await cpp('sudoku', [puzzle, cell, limit]);
    const cli = engine(['sudoku', puzzle, '--cell', cell, ...(limit === '0' ? ['--all'] : ['--limit', limit])]);
    const what = `${puzzle.slice(0, 9)}… ${cell} limit ${limit}`;
    assert.equal(ran.solutions, cli.solutions, `${what}: solutions`);
    assert.deepEqual(ran.grids, cli.grids, `${what}: the grids`);
    assert.equal(ran.nodes, cli.nodes, `${what}: nodes`);
  }
});

// javac is not a setup requirement: without a JDK the Java form is left unchecked.
const jdk = spawnSync('javac', ['-version']).status === 0;

test('knight_java.js: the Java form compiles and finds the same tours as knight.js', { skip: !jdk && 'no javac (no JDK installed)' }, async () => {
  const dir = join(work, 'java');
  const source = join(dir, 'Knight.java');
  mkdirSync(dir, { recursive: true });
  writeFileSync(source, program('Knight.java', (await listing('knight_java')).lines, '  // LISTING'));
  const build = spawnSync('javac', ['-Xlint:all', '-Werror', '-d', dir, source], { encoding: 'utf8' });
  assert.equal(build.status, 0, `javac Knight.java:\n${build.stderr}`);
  for (const [board, strategy, prune] of [['8x8', 'warnsdorff', 'on'], ['5x5', 'dfs', 'off']]) {
    const run = spawnSync('java', ['-cp', dir, 'Knight', board, 'a1', strategy, prune], { encoding: 'utf8' });
    assert.equal(run.status, 0, `java Knight ${board}:\n${run.stderr}`);
    const ran = JSON.parse(run.stdout);
    const cli = engine(['knight', '--board', board, '--start', 'a1', '--strategy', strategy, '--prune', prune]);
    for (const key of ['tour', 'nodes', 'backtracks']) assert.deepEqual(ran[key], cli[key], `${board} ${strategy}: ${key}`);
  }
});

test('puzzle.js: A*, greedy and breadth-first search on three 8-puzzle positions, the lengths and states expanded the engine\'s', async () => {
  for (const tiles of ['0 2 3 5 1 8 7 6 4', '5 7 2 4 0 3 6 1 8', '1 2 3 4 5 6 0 7 8']) {
    for (const [algo, heuristic] of [['astar', 'manhattan'], ['astar', 'misplaced'], ['greedy', 'manhattan'], ['bfs', 'none']]) {
      const ran = await python('puzzle', [tiles, algo, heuristic]);
      const cli = engine(['puzzle', '--tiles', tiles, '--algo', algo, '--heuristic', heuristic]);
      assert.equal(ran.length, cli.length, `${tiles} ${algo} ${heuristic}: length`);
      assert.equal(ran.expanded, cli.expanded, `${tiles} ${algo} ${heuristic}: expanded`);
    }
  }
});

test('sokoban_deep.js: IDA* by pushes with deadlock pruning on built-in levels, the path checked and not, the pushes, states entered, successors looked at and iterations the engine\'s', async () => {
  const levels = readFileSync(join(root, 'data/sokoban/levels.txt'), 'utf8').split(/\n\s*\n/).filter((b) => /^[ #]*#/m.test(b));
  for (const n of [2, 3, 7, 9]) {
    for (const visited of ['on', 'off']) {
      const cli = engine(['sokoban', '--level', String(n), '--algo', 'ida', '--by', 'pushes', '--h', 'sum', '--visited', visited]);
      const ran = await python('sokoban_deep', [join(root, 'tests/listings/sokoban.py'), visited], levels[n - 1]);
      const what = `level ${n} visited ${visited}`;
      assert.deepEqual([ran.pushes, ran.entered, ran.generated, ran.iterations], [cli.pushes, cli.expanded, cli.generated, cli.iterations], what);
      // The page counts a state's dead pushes as it is entered; the listing as its loop meets
      // them, which stops early on the way to the goal.
      assert.ok(ran.pruned <= cli.pruned_dead + cli.pruned_frozen, `${what}: pruned`);
    }
  }
});

test('puzzle_deep.js: IDA*, iterative deepening and depth-bounded DFS on 8-puzzle positions, with and without memory, the lengths, states entered, successors looked at and iterations the engine\'s', async () => {
  const runs = [
    ['0 2 3 5 1 8 7 6 4', 'idastar', 'manhattan', 'on', 80], ['0 2 3 5 1 8 7 6 4', 'idastar', 'misplaced', 'off', 80],
    ['5 7 2 4 0 3 6 1 8', 'idastar', 'manhattan', 'on', 80], ['5 7 2 4 0 3 6 1 8', 'idastar', 'misplaced', 'on', 80],
    ['0 2 3 5 1 8 7 6 4', 'ids', 'manhattan', 'on', 80], ['1 2 3 4 5 6 0 7 8', 'ids', 'manhattan', 'off', 80],
    ['0 2 3 5 1 8 7 6 4', 'dfs', 'manhattan', 'on', 12], ['0 2 3 5 1 8 7 6 4', 'dfs', 'manhattan', 'off', 9],
    ['1 2 3 4 5 6 0 7 8', 'dfs', 'manhattan', 'on', 30],
  ];
  for (const [tiles, algo, heuristic, memory, depth] of runs) {
    const ran = await python('puzzle_deep', [tiles, algo, heuristic, memory, String(depth)]);
    const cli = engine(['puzzle', '--tiles', tiles, '--algo', algo, '--heuristic', heuristic, '--visited', memory, '--depth', String(depth)]);
    const what = `${tiles} ${algo} ${heuristic} memory ${memory} depth ${depth}`;
    assert.equal(ran.length, cli.length, `${what}: length`);
    assert.equal(ran.entered, cli.expanded, `${what}: states entered`);
    assert.equal(ran.generated, cli.generated, `${what}: generated`);
    assert.equal(ran.iterations, cli.iterations, `${what}: iterations`);
  }
});

test('sokoban.js: breadth-first search and A* by pushes with deadlock pruning on built-in levels, the pushes, states expanded and pushes pruned the engine\'s', async () => {
  const levels = readFileSync(join(root, 'data/sokoban/levels.txt'), 'utf8').split(/\n\s*\n/).filter((b) => /^[ #]*#/m.test(b));
  for (const n of [2, 3, 7, 9]) {
    for (const algo of ['bfs', 'astar']) {
      const cli = engine(['sokoban', '--level', String(n), '--algo', algo, '--by', 'pushes', '--h', 'sum']);
      const ran = await python('sokoban', [algo], levels[n - 1]);
      assert.deepEqual([ran.pushes, ran.expanded], [cli.pushes, cli.expanded], `level ${n} ${algo}`);
      // Breadth-first search stops at the goal as it is generated: the listing (and the
      // page) never look at the pushes after it, which the CLI counts when pruned.
      if (algo === 'astar') assert.equal(ran.pruned, cli.pruned_dead + cli.pruned_frozen, `level ${n} ${algo}: pruned`);
      else assert.ok(ran.pruned <= cli.pruned_dead + cli.pruned_frozen, `level ${n} ${algo}: pruned`);
    }
  }
});
