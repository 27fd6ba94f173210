// What the page does with a lesson besides reading it (the format's rules are Rust's,
// src/lesson.rs, tested in tests/lesson.rs): carrying it in a link, and naming the slides
// whose figures would be read before the search's first step. In Node, with the release
// build's wasm module (dist/) to read lessons by the format's rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { packLesson, unpackLesson, figuresAtStart } from '../www/lessons/format.js';
import { LESSONS } from '../www/lessons/index.js';
import { loadCatalogue } from '../www/text/index.js';
import { loadWasm } from './wasm-node.mjs';

const wasm = await loadWasm();
const parseLesson = (text) => wasm.parse_lesson(text);
const MAX_LESSON = wasm.limits().lesson_chars;
const [en, zh] = await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);

// A lesson of two slides using every line kind (tests/lesson.rs reads it too).
const EXAMPLE = readFileSync(new URL('./fixtures/lesson-example.txt', import.meta.url), 'utf8');

test('a long lesson packs into far fewer characters than it has', async () => {
  const text = EXAMPLE;
  assert.equal(parseLesson(text).slides.length, 2);
  const big = `# Big\n${Array.from({ length: 60 }, (_, i) => `\n## Slide ${i}\n#/knight?board=8x8&start=a1&step=${i}\nThe knight has entered {nodes} nodes.`).join('\n')}\n`;
  assert.ok((await packLesson(big)).length < big.length / 3, 'deflate shrinks repeated slides');
  assert.match(await packLesson(text), /^[A-Za-z0-9_-]+$/, 'base64url: safe in a URL');
});

test('a damaged or oversized lesson link is refused, not inflated without end', async () => {
  // Junk either fails to unpack, said as a damaged link, or unpacks to no lesson.
  for (const junk of ['!!!', 'AAAA', 'not base64 at all', '____', (await packLesson('# ok\n## a\n')).slice(0, -3) + 'zz']) {
    let text = null;
    try {
      text = await unpackLesson(junk, MAX_LESSON);
    } catch (e) {
      assert.equal(e.code, 'lesson.bad_link', junk);
      continue;
    }
    assert.throws(() => parseLesson(text), (e) => e.code.startsWith('lesson.'), junk);
  }
  // A bomb: a megabyte of the same letter deflates to a few hundred characters. It is said
  // to be longer than a lesson may be, not to be as long as where the reader stopped
  // (131,072 bytes was said as the lesson's length).
  const bomb = await packLesson('x'.repeat(1 << 20));
  assert.ok(bomb.length < 3000);
  await assert.rejects(unpackLesson(bomb, MAX_LESSON), (e) => {
    assert.equal(e.code, 'lesson.link_over');
    assert.deepEqual(e.params, { max: MAX_LESSON });
    for (const cat of [en, zh]) assert.doesNotMatch(cat[e.code], /\{length\}/);
    return true;
  });
  // Past the bound in characters but within its bytes: the lesson's own length is said.
  const over = `# T\n## A\n${'x'.repeat(MAX_LESSON)}`;
  const carried = await unpackLesson(await packLesson(over), MAX_LESSON);
  assert.equal(carried, over);
  assert.throws(() => parseLesson(carried), (e) => e.code === 'lesson.too_long' && e.params.length === over.length);
});

test('a slide whose frame is at step 0 and reads figures that grow with the search is named, with them', async () => {
  const lesson = parseLesson(`# Steps

## Not started
#/queens?n=8&mode=all
{steps} steps, {nodes} nodes; N^N is {space}.

## Played to a step
#/queens?n=8&mode=all
@play 40
{nodes} nodes.

## At a step
#/queens?n=8&mode=all&step=30
{nodes} nodes, {1.nodes} too.

## Step 0 said
#/knight?board=5x5&step=0
{2.backtracks} backtracks on a board of {board_squares} squares.

## Only the board
#/knight?board=8x8
{moves} moves, {edges} edges.
`);
  assert.deepEqual(figuresAtStart(lesson), [
    { slide: 1, line: 3, figures: ['steps', 'nodes'] },
    { slide: 4, line: 16, figures: ['2.backtracks'] },
  ]);
  // The lessons that ship read no growing figure at step 0.
  for (const { id, load } of LESSONS) {
    const texts = (await load()).default;
    for (const lang of Object.keys(texts)) assert.deepEqual(figuresAtStart(parseLesson(texts[lang])), [], `${id} ${lang}`);
  }
});
// The sudoku lesson's slide on fewest candidates says the rule the search runs and the
// listing shows (`if (best <= 1) break;`, src/puzzles/sudoku/search.rs choose()): the scan
// keeps the first cell with the fewest and stops at one with one candidate or none, so a
// dead cell met after a forced one is not picked at once.
test('the sudoku lesson says where fewest candidates stops its scan, as the listing does, in both languages', async () => {
  const { sudoku } = await import('../www/views/sudoku/code/sudoku.js');
  const single = sudoku.lines.find((l) => l.label === 'single');
  assert.equal(single?.code.trim(), 'if (best <= 1) break;', 'the listing stops at one candidate or none');
  const entry = LESSONS.find((l) => l.id === 'sudoku');
  assert.ok(entry);
  const texts = (await entry.load()).default;
  const said = {
    en: { stop: /stops scanning at a cell with one candidate or none/, first: /keeps the first with the fewest/, wrong: /\(0 is the fewest\)/ },
    zh: { stop: /遇到只有一个或没有候选数的格子就停止扫描/, first: /保留候选数最少的第一个格子/, wrong: /（0 最少）/ },
  };
  for (const [lang, s] of Object.entries(said)) {
    const slide = parseLesson(texts[lang]).slides.find((x) => x.frame.startsWith('#/sudoku?compare=first,mrv'));
    const text = slide?.paragraphs.join(' ') ?? '';
    assert.match(text, s.stop, lang);
    assert.match(text, s.first, lang);
    assert.doesNotMatch(text, s.wrong, lang);
  }
});

// The heuristic lesson says what holds (a teacher's reading against the literature): A*'s
// optimality is said of the goal (a state on a shorter solution waits with a lower f; Hart,
// Nilsson and Raphael 1968), not of every route off the frontier, which an inconsistent
// estimate breaks; breadth-first search without memory finishes and only multiplies copies
// (going round for ever is depth-first search's failure); the parity rule is the classroom
// one, the eight tiles' inversions, which no slide on a board 3 wide changes.
test('the heuristic lesson says A*\'s optimality of the goal, BFS without memory finishing, and the classroom parity rule, in both languages', async () => {
  const texts = (await LESSONS.find((l) => l.id === 'heuristic').load()).default;
  const said = {
    en: {
      optimal: [/cannot stop at a longer solution/, /Hart, Nilsson and Raphael/], notOptimal: /never takes a longer route off the frontier/,
      memory: [/It still finishes/, /Depth-first search without memory .* go round a cycle for ever/], notMemory: /goes round and round/,
      parity: [/count the inversions/, /no slide changes their parity/], notParity: /A slide changes both the parity/,
    },
    zh: {
      optimal: [/不会停在较长的解上/, /Hart、Nilsson 和 Raphael/], notOptimal: /不会在较短的路线之前从前沿取出较长的路线/,
      memory: [/它仍然会结束/, /没有记忆的深度优先搜索更糟/], notMemory: /不停地兜圈子/,
      parity: [/逆序数/, /滑动从不改变它的奇偶性/], notParity: /每滑动一次，方块排列的奇偶性/,
    },
  };
  for (const [lang, s] of Object.entries(said)) {
    const lesson = parseLesson(texts[lang]);
    const slide = (frame) => {
      const found = lesson.slides.find((x) => x.frame.startsWith(frame));
      assert.ok(found, `${lang}: a slide at ${frame}`);
      return [...found.paragraphs, found.question, found.answer].join(' ');
    };
    const optimal = slide('#/puzzle?tiles=0,2,3,5,1,8,7,6,4&heuristic=manhattan&compare=bfs,astar');
    for (const re of s.optimal) assert.match(optimal, re, lang);
    assert.doesNotMatch(optimal, s.notOptimal, lang);
    const memory = slide('#/puzzle?tiles=1,2,3,7,0,5,8,4,6&algo=bfs&memory=off');
    for (const re of s.memory) assert.match(memory, re, lang);
    assert.doesNotMatch(memory, s.notMemory, lang);
    const parity = slide('#/puzzle?tiles=0,2,3,5,1,8,7,6,4&algo=bfs');
    for (const re of s.parity) assert.match(parity, re, lang);
    assert.doesNotMatch(parity, s.notParity, lang);
  }
});
