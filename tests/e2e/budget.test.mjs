// The size budget of the built page: what a classroom's laptop downloads on its
// first visit. Measured as a server sends it (gzip), against bounds set a little above this
// build's, so growth is a decision someone makes, not a drift: raise a bound in the commit
// that needs it, and say why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '../../scripts/built.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const walk = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// Bytes, gzipped (level 9). The bounds sit a little above the build's (the wasm about
// 608 KiB, every file about 1,000 KiB). Where the bytes go: the wasm holds every engine, puzzle
// and facade, Sokoban's searches (IDA* too), deadlocks and matching estimate, the practice
// questions of every view (drawn from the registry), the rule language a student writes an
// estimate in and its proofs on four views (the 8-puzzle exhaustively, the 15-puzzle on a
// sample, the knight's tour from every start, the maze on every square; sudoku's nodes
// against the built-in orders), the 15-puzzle's dedicated solver, the pattern databases'
// builders and their checked form for the browser's store, the challenges'
// checks, the lesson format's rules (one parser for the page and the CLI), the GIF encoder
// (about 16 KB: the gif crate's LZW and the palette fitting) and the SCORM writer (about
// 8 KB); the other files are the views' and panels' modules, the practice page, the
// catalogues in two languages, the lessons, the code listings, and scorm.js, which only a
// package loads.
// Before raising a bound, look at what the page carries that the web page never loads, and
// at the English sentences Rust still holds for the CLI.
const BUDGET = { wasm: 615 * 1024, all: 1020 * 1024 };

test('the wasm and the whole page stay within their gzipped budget', () => {
  const { wasm: name } = builtFiles(DIST); // its name carries a hash of its bytes
  const wasm = gz(join(DIST, name));
  const all = walk(DIST).reduce((sum, f) => sum + gz(f), 0);
  assert.ok(wasm <= BUDGET.wasm, `${name} is ${wasm} bytes gzipped, over its budget of ${BUDGET.wasm}`);
  assert.ok(all <= BUDGET.all, `the page is ${all} bytes gzipped, over its budget of ${BUDGET.all}`);
});
