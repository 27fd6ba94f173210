// The lesson text format (www/lessons/format.js) and the lessons that ship with the page
// (www/lessons/), in Node: parsing, writing back, carrying in a link, and every mistake
// named with its line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLesson, lessonText, packLesson, unpackLesson, figuresAtStart, FIGURE, MAX_LESSON, MAX_SLIDES, PRESSABLE } from '../www/lessons/format.js';
import { LESSONS } from '../www/lessons/index.js';
import { loadCatalogue } from '../www/text/index.js';
import { ROUTES } from '../www/shell/views.js';

const [en, zh] = await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);

const EXAMPLE = `# Queens

Eight queens, three frames.

## The first queens
#/queens?n=8&mode=all&step=6
One queen a row: {placements} placements.
A second line of the same paragraph.

Another paragraph with {1.nodes}.
? Where next?
= The first free square.
@play 40

## Pressed
https://example.org/searchlight/#/sudoku?cell=mrv
@press compare
`;

test('a lesson is read line by line: title, summary, slides with frame, words, question, answer, play, press', () => {
  const l = parseLesson(EXAMPLE);
  assert.equal(l.title, 'Queens');
  assert.deepEqual(l.summary, ['Eight queens, three frames.']);
  assert.equal(l.slides.length, 2);
  const [a, b] = l.slides;
  assert.equal(a.line, 5);
  assert.equal(a.caption, 'The first queens');
  assert.equal(a.frame, '#/queens?n=8&mode=all&step=6');
  assert.deepEqual(a.paragraphs, ['One queen a row: {placements} placements. A second line of the same paragraph.', 'Another paragraph with {1.nodes}.']);
  assert.equal(a.question, 'Where next?');
  assert.equal(a.answer, 'The first free square.');
  assert.equal(a.play, 40);
  assert.equal(b.frame, '#/sudoku?cell=mrv', 'a whole address from Share keeps its frame');
  assert.equal(b.press, 'compare');
  assert.equal(b.play, null);
  assert.deepEqual([...a.paragraphs.join(' ').matchAll(FIGURE)].map((m) => m[1]), ['placements', '1.nodes']);
});

test('a lesson written back reads the same (and so does a Windows text)', () => {
  const l = parseLesson(EXAMPLE);
  const again = parseLesson(lessonText(l));
  const noLines = (x) => ({ ...x, slides: x.slides.map(({ line, ...s }) => s) }); // eslint-disable-line no-unused-vars
  assert.deepEqual(noLines(again), noLines(l));
  assert.equal(lessonText(again), lessonText(l));
  assert.deepEqual(noLines(parseLesson(EXAMPLE.replace(/\n/g, '\r\n'))), noLines(l));
});

// Random lessons from a seeded generator: each written, read back and carried in a link.
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const WORDS = ['the', 'knight', '骑士', 'queens', '{nodes}', '{2.steps}', 'moves', 'BFS', 'é', '→', '¿', 'x'];

test('300 random lessons survive lessonText, parseLesson and the link, exactly', async () => {
  const r = rng(7);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const sentence = () => Array.from({ length: 1 + Math.floor(r() * 8) }, () => pick(WORDS)).join(' ');
  for (let i = 0; i < 300; i++) {
    const lesson = {
      title: sentence(),
      summary: Array.from({ length: Math.floor(r() * 3) }, sentence),
      slides: Array.from({ length: 1 + Math.floor(r() * 6) }, () => {
        const q = r() < 0.5;
        return {
          caption: sentence(),
          frame: r() < 0.8 ? `#/${pick(ROUTES)}?step=${Math.floor(r() * 100)}` : '',
          paragraphs: Array.from({ length: Math.floor(r() * 3) }, sentence),
          question: q ? sentence() : '',
          answer: q && r() < 0.5 ? sentence() : '',
          play: r() < 0.3 ? Math.floor(r() * 1000) : null,
          press: r() < 0.2 ? pick(['compare', 'measure', 'count']) : '',
          ...(r() < 0.2
            ? { challenge: pick(['queens-squares', 'maze-route']), goal: pick(['', 'squares=20000', 'ratio=3&squares=9']) }
            : { challenge: '', goal: '' }),
        };
      }),
    };
    const text = lessonText(lesson);
    const read = parseLesson(text);
    assert.deepEqual({ ...read, slides: read.slides.map(({ line, ...s }) => s) }, lesson); // eslint-disable-line no-unused-vars
    assert.equal(await unpackLesson(await packLesson(text)), text);
  }
});

test('a long lesson packs into far fewer characters than it has', async () => {
  const text = lessonText(parseLesson(EXAMPLE)).repeat(1); // one lesson
  const big = `# Big\n${Array.from({ length: 60 }, (_, i) => `\n## Slide ${i}\n#/knight?board=8x8&start=a1&step=${i}\nThe knight has entered {nodes} nodes.`).join('\n')}\n`;
  assert.ok((await packLesson(big)).length < big.length / 3, 'deflate shrinks repeated slides');
  assert.match(await packLesson(text), /^[A-Za-z0-9_-]+$/, 'base64url: safe in a URL');
});

// Each mistake, the line it names, and a key both catalogues have.
const BAD = [
  ['', 'lesson.empty', undefined],
  ['\n\n  \n', 'lesson.empty', undefined],
  ['Not a title\n## x', 'lesson.no_title', 1],
  ['\n## Slide first', 'lesson.no_title', 2],
  ['# T\n## A\n# Another title', 'lesson.second_title', 3],
  ['# T\n##\n', 'lesson.no_caption', 2],
  ['# T\n## A\n@challenge queens-squares\n@challenge bfs-distance', 'lesson.two_challenges', 4],
  ['# T\n## A\n#/knight\n@play 5\n@play 9', 'lesson.two_plays', 5],
  ['# T\n## A\n#/queens\n@press score-reset\n@press solve', 'lesson.two_presses', 5],
  ['# T\n## A\n@challenge queens-squares squares=many', 'lesson.bad_directive', 3],
  ['# T\n#/knight', 'lesson.frame_before_slide', 2],
  ['# T\n## A\n#/knight\n#/queens', 'lesson.two_frames', 4],
  ['# T\n## A\n#/knight?board=8x8 start=a1', 'lesson.bad_frame', 3],
  ['# T\n## A\n### deeper', 'lesson.bad_heading', 3],
  ['# T\n? early', 'lesson.before_slide', 2],
  ['# T\n## A\n? one\n? two', 'lesson.two_questions', 4],
  ['# T\n## A\n?', 'lesson.empty_question', 3],
  ['# T\n## A\n= answer first', 'lesson.answer_first', 3],
  ['# T\n## A\n? q\n= a\n= b', 'lesson.two_answers', 5],
  ['# T\n## A\n? q\n=', 'lesson.empty_answer', 4],
  ['# T\n## A\n@jump 4', 'lesson.bad_directive', 3],
  ['# T\n## A\n@play -1', 'lesson.bad_directive', 3],
  ['# T\n## A\n@press <script>', 'lesson.bad_directive', 3],
  ['# T\nonly a summary', 'lesson.no_slides', undefined],
  [`# T\n${'## s\n'.repeat(MAX_SLIDES + 1)}`, 'lesson.too_many', MAX_SLIDES * 1 + 2],
  [`# T\n## A\n${'x'.repeat(MAX_LESSON)}`, 'lesson.too_long', undefined],
  // Invisible characters are blank wherever a field must not be empty (a caption of only a
  // zero-width space was accepted, and drew an empty heading).
  ['\u200b\n\u2060 \u200e\n', 'lesson.empty', undefined],
  ['# \u200b\n## A', 'lesson.empty_title', 1],
  ['# T\n## \u200b', 'lesson.no_caption', 2],
  ['# T\n## \u200d\u00ad\ufeff\u3164', 'lesson.no_caption', 2],
  ['# T\n## A\n? \u2060', 'lesson.empty_question', 3],
  ['# T\n## A\n? q\n= \u200c\u200f', 'lesson.empty_answer', 4],
];

test('a malformed lesson is refused with its line named, in words both languages have', () => {
  for (const [text, code, line] of BAD) {
    let err = null;
    try { parseLesson(text); } catch (e) { err = e; }
    assert.ok(err, `accepted: ${JSON.stringify(text.slice(0, 40))}`);
    assert.equal(err.code, code, JSON.stringify(text.slice(0, 40)));
    assert.equal(err.params.line, line, `${code}: line`);
    for (const cat of [en, zh]) {
      assert.equal(typeof cat[code], 'string', `${code} is in the catalogue`);
      if (line !== undefined) assert.match(cat[code], /\{line\}/, `${code} names its line`);
    }
  }
  assert.throws(() => parseLesson(null), { code: 'lesson.empty' });
  assert.throws(() => parseLesson(42), { code: 'lesson.empty' });
});

test('a line of only invisible characters is a blank line, not a title or a paragraph', () => {
  const l = parseLesson('\u200b\n# T\n\u2060\n## A\nOne\n\u200b\nTwo\n');
  assert.equal(l.title, 'T');
  assert.deepEqual(l.slides[0].paragraphs, ['One', 'Two']);
  // A visible word with a joiner in it is a word.
  assert.equal(parseLesson('# T\n## a\u200db\n').slides[0].caption, 'a\u200db');
});

test('@press may press only what shows something, never the score\'s Reset or an answer', async () => {
  for (const act of ['measure', 'compare', 'count', 'solve']) assert.ok(PRESSABLE.includes(act), act);
  for (const act of ['score-reset', 'show-me', 'hint', 'answer-back', 'reset', 'new', 'clear', 'example', 'gif', 'png', 'svg', 'lesson-edit', 'lesson-example']) {
    assert.ok(!PRESSABLE.includes(act), `${act} is not pressable`);
  }
  // Every lesson that ships presses only what it may.
  for (const entry of LESSONS) {
    for (const text of Object.values((await entry.load()).default)) {
      for (const s of parseLesson(text).slides) if (s.press) assert.ok(PRESSABLE.includes(s.press), `${entry.id}: @press ${s.press}`);
    }
  }
});

test('a damaged or oversized lesson link is refused, not inflated without end', async () => {
  // Junk either fails to unpack, said as a damaged link, or unpacks to no lesson.
  for (const junk of ['!!!', 'AAAA', 'not base64 at all', '____', (await packLesson('# ok\n## a\n')).slice(0, -3) + 'zz']) {
    let text = null;
    try {
      text = await unpackLesson(junk);
    } catch (e) {
      assert.equal(e.code, 'lesson.bad_link', junk);
      continue;
    }
    assert.throws(() => parseLesson(text), (e) => e.code.startsWith('lesson.'), junk);
  }
  // A bomb: a megabyte of the same letter deflates to a few hundred characters.
  const bomb = await packLesson('x'.repeat(1 << 20));
  assert.ok(bomb.length < 3000);
  await assert.rejects(unpackLesson(bomb), { code: 'lesson.too_long' });
});

test('every lesson that ships reads cleanly in both languages, with the same frames and figures', async () => {
  assert.deepEqual(LESSONS.map((l) => l.id), ['bfs', 'knight', 'dfs', 'blind', 'sudoku', 'heuristic']);
  for (const entry of LESSONS) {
    const texts = (await entry.load()).default;
    assert.deepEqual(Object.keys(texts).sort(), ['en', 'zh']);
    const [a, b] = [parseLesson(texts.en), parseLesson(texts.zh)];
    assert.equal(a.slides.length, b.slides.length, entry.id);
    assert.ok(a.slides.length >= 5, `${entry.id}: a lesson, not a stub`);
    a.slides.forEach((s, i) => {
      const t = b.slides[i];
      const where = `${entry.id} slide ${i + 1}`;
      assert.equal(t.frame, s.frame, `${where}: the same frame`);
      assert.ok(ROUTES.includes(s.frame.slice(2).split('?')[0]), `${where}: ${s.frame} is a view`);
      assert.equal(t.play, s.play, where);
      assert.equal(t.press, s.press, where);
      assert.equal(!!t.question, !!s.question, where);
      assert.equal(!!t.answer, !!s.answer, where);
      const figures = (x) => [x.caption, ...x.paragraphs, x.question, x.answer].join(' ').match(FIGURE)?.sort() ?? [];
      assert.deepEqual(figures(t), figures(s), `${where}: the same figures`);
      // No number typed in that the frame should state: the digits a slide has are in its
      // frame's link, a year, a name or a formula, never a count (those are {figures}).
      for (const p of s.paragraphs) {
        for (const n of p.replace(FIGURE, '').match(/\b\d[\d,]{3,}\b/g) ?? []) {
          assert.ok(['1823', '1850', '1952'].includes(n), `${where}: "${n}" is typed in: take it from the frame`);
        }
      }
    });
  }
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

test('a slide names a challenge and its goal\'s parameters: @challenge', () => {
  const read = parseLesson('# T\n## A\n#/queens?n=14\n@challenge queens-squares  squares=20000\n');
  assert.deepEqual([read.slides[0].challenge, read.slides[0].goal], ['queens-squares', 'squares=20000']);
  assert.match(lessonText(read), /\n@challenge queens-squares squares=20000\n/);
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
