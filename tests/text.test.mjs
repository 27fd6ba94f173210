// The text catalogue against the code: every message code Rust sends (Message::new("..."))
// and every key the page asks for (t('...'), coded('...'), data-t="...") has an entry in
// English, and every other language's file has the same keys with the same placeholders.
// Runs in Node, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const files = (dir, ext) => readdirSync(join(ROOT, dir)).flatMap((f) => {
  const p = join(dir, f);
  return statSync(join(ROOT, p)).isDirectory() ? files(p, ext) : (p.endsWith(ext) ? [p] : []);
});
const read = (p) => readFileSync(join(ROOT, p), 'utf8');
// The text files: www/text/CODE.js (shell, panels, lessons, Rust's messages),
// www/views/ROUTE/text/CODE.js and a page's own (www/practice/text/CODE.js), one per
// language of www/text/languages.js.
const { LANGUAGES, FALLBACK } = await import(join(ROOT, 'www/text/languages.js'));
const { loadCatalogue } = await import(join(ROOT, 'www/text/index.js'));
// A language's whole text: its catalogue and the practice page's own.
const loadWholeCatalogue = async (code) => ({ ...await loadCatalogue(code), ...(await import(join(ROOT, `www/practice/text/${code}.js`))).default });
const isText = (p) => /^www\/(text|views\/[a-z]+\/text|practice\/text)\/[a-z]+\.js$/.test(p) && !/\/(index|languages)\.js$/.test(p);
const TEXT = files('www', '.js').filter(isText);
const catalogues = Object.fromEntries(await Promise.all(LANGUAGES.map(async ({ code }) => [code, await loadWholeCatalogue(code)])));
const en = catalogues[FALLBACK];

const placeholders = (s) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort().join(',');

test('every code Rust sends has English text', () => {
  // Codes passed straight to Message::new, and any string literal that reads like a code
  // of a family the catalogue has ("knight.something"), however the code is chosen.
  const families = new Set(Object.keys(en).map((k) => k.split('.')[0]));
  const missing = [];
  let found = 0;
  for (const p of [...files('src/puzzles', '.rs'), ...files('src/web', '.rs')]) {
    const src = read(p);
    const codes = [
      ...[...src.matchAll(/Message::new\(\s*"([^"]+)"/g)].map((m) => m[1]),
      ...[...src.matchAll(/"([a-z]+(?:\.[a-z_0-9]+)+)"/g)].map((m) => m[1]).filter((c) => families.has(c.split('.')[0])),
    ];
    found += codes.length;
    for (const c of codes) if (!(c in en)) missing.push(`${c} (${p})`);
  }
  assert.ok(found > 100, `only ${found} codes found: is the scan still reading the sources?`);
  assert.deepEqual([...new Set(missing)], []);
});

test('every key the page asks for has English text', () => {
  const missing = [];
  const sources = [...files('www', '.js').filter((p) => !isText(p)), 'index.html'];
  for (const p of sources) {
    const src = read(p);
    for (const re of [/\b(?:title|note): '(listing\.[^']+)'/g, /\bt\(\s*'([^'$]+)'/g, /\bcoded\(\s*'([^']+)'/g, /data-t(?:-label)?="([^"]+)"/g, /\bcounterKey\(\s*'([^']+)'/g]) {
      for (const m of src.matchAll(re)) if (!(m[1] in en)) missing.push(`${m[1]} (${p})`);
    }
  }
  assert.deepEqual(missing, []);
});

test('every language has the same keys and placeholders as English', () => {
  for (const [lang, cat] of Object.entries(catalogues)) {
    if (lang === FALLBACK) continue;
    assert.deepEqual(Object.keys(cat).sort(), Object.keys(en).sort(), `keys of ${lang}`);
    for (const k of Object.keys(en)) assert.equal(placeholders(cat[k]), placeholders(en[k]), `placeholders of ${k} in ${lang}`);
  }
});

test('no key is written twice in a language, in one file or in two', () => {
  for (const { code } of LANGUAGES) {
    const keys = TEXT.filter((p) => p.endsWith(`/${code}.js`)).flatMap((p) => [...read(p).matchAll(/^\s*'([^']+)':/gm)].map((m) => `${m[1]} (${p})`));
    const bare = keys.map((k) => k.split(' ')[0]);
    const twice = keys.filter((k, i) => bare.indexOf(bare[i]) !== i);
    assert.deepEqual(twice, [], code);
  }
});

test('every language has a text file beside each of the fallback language\'s, with the same keys', async () => {
  const parts = TEXT.filter((p) => p.endsWith(`/${FALLBACK}.js`));
  assert.ok(parts.length >= 8, `${parts.length} text files of ${FALLBACK}: one shared and one a view`);
  for (const p of parts) {
    const keys = Object.keys((await import(join(ROOT, p))).default).sort();
    for (const { code } of LANGUAGES) {
      const other = p.replace(/[a-z]+\.js$/, `${code}.js`);
      assert.ok(TEXT.includes(other), `${other} is missing`);
      assert.deepEqual(Object.keys((await import(join(ROOT, other))).default).sort(), keys, `keys of ${other}`);
    }
  }
});

// A language is data (www/text/languages.js and its text files): no page code names one, so
// a third language is its files and one entry in the list. The built-in lessons are data in
// the lesson format (a part per language), and index.html holds the start-up words in each.
test('no page code names a language', () => {
  const lessons = new Set(files('www/lessons', '.js').filter((p) => !/\/(index|lesson|format)\.js$/.test(p)));
  const code = files('www', '.js').filter((p) => !isText(p) && p !== 'www/text/languages.js' && !lessons.has(p));
  assert.ok(code.length > 40, `only ${code.length} files scanned`);
  const named = [];
  for (const p of code) {
    const src = read(p).replace(/^\s*\/\/.*$/gm, '');
    for (const { code: lang } of LANGUAGES) {
      const re = new RegExp(`['"\`]${lang}['"\`]|\\.${lang}\\b|\\b${lang}:`, 'g');
      for (const m of src.matchAll(re)) named.push(`${p}: ${m[0]}`);
    }
  }
  assert.deepEqual(named, []);
});

test('a list parameter is said with the language\'s separator, and messages in it in turn', async () => {
  globalThis.document ??= { documentElement: {} };
  const { t, say, setLanguage, loadLanguage } = await import(join(ROOT, 'www/text/index.js'));
  // The fallback language is loaded as the page starts; another when it is chosen.
  assert.equal(await loadLanguage(FALLBACK), true);
  const digits = { code: 'sudoku.why.back_all', params: { next: { code: 'sudoku.cell', params: { row: 3, col: 7 } }, k: 2, digits: ['4', '9'], digit: '5', cell: { code: 'sudoku.cell', params: { row: 1, col: 2 } } } };
  assert.equal(say(digits), 'Every candidate of r3c7 {4, 9} failed below: take 5 back out of r1c2.');
  const candidates = [{ code: 'knight.candidate', params: { square: 'b3', onward: 3 } }, { code: 'knight.candidate', params: { square: 'c2', onward: 2 } }];
  assert.equal(t('knight.why.all_tried', { step: 7, from: 'a1', list: ['b3', 'c2'], square: 'd4' }), 'Step 7: every move from a1 (b3, c2) led to a dead end; back to d4.');
  const why = [{ code: 'queens.why.attacked_by', params: { col: 1, by: 2, line: { code: 'queens.line.diagonal', params: {} } } }, { code: 'queens.why.marked', params: { k: 2, cols: [2, 3] } }];
  assert.equal(t('queens.why.placed', { row: 3, why, col: 4, placed: 3, n: 8 }),
    'Row 3: column 1 is attacked by the queen in row 2 (diagonal), columns 2, 3 are attacked (marked); queen placed at column 4 (3 of 8 placed).');
  assert.equal(t('knight.why.fewest', { step: 1, square: 'c2', onward: 2, n: 2, list: candidates }), 'Step 1: knight to c2: 2 onward moves, the fewest of 2 candidates (b3\u00a03, c2\u00a02).');
  // Chinese is fetched when chosen.
  assert.equal(setLanguage('zh'), false);
  assert.equal(await loadLanguage('zh'), true);
  assert.equal(setLanguage('zh'), true);
  try {
    assert.equal(say(digits), 'r3c7 的每个候选 {4、9} 都在下方失败：回溯，从 r1c2 撤回 5。');
    assert.equal(t('queens.why.placed', { row: 3, why, col: 4, placed: 3, n: 8 }),
      '第 3 行：第 1 列受第 2 行皇后攻击（对角线），第 2、3 列受到攻击（已标记）；皇后放在第 4 列（已放置 3 个，共 8 个）。');
  } finally {
    setLanguage('en');
  }
});

test('English numbers and plurals by hand are what Intl says for en-US', async () => {
  const { englishNumber, englishPlural } = await import(join(ROOT, 'www/text/index.js'));
  const intl = new Intl.NumberFormat('en-US');
  const rules = new Intl.PluralRules('en-US');
  const values = [0, 1, -1, 7, 12, 999, 1000, -1000, 1234, 12345, 123456, 1234567, 15720, 1735079,
    2 ** 31, 2 ** 53 - 1, -(2 ** 53), 1e20, 1e21, 1.5e300, 0.5, 0.25, 1234.5, -1234.56, 99.99, 0.07, 5.25, 1e-7, -0,
    12345678901234567890n, -42n, 0n];
  for (const v of values) assert.equal(englishNumber(v), intl.format(v), String(v));
  for (const v of [0, 1, -1, 2, 1.5, 0.5, 11, 21, 101, -2, NaN]) assert.equal(englishPlural(v), rules.select(v), String(v));
});

// Nouns that follow a count in English sentences; each such count picks its word by the
// plural rule ({n} {n|word|words}), so that 1 reads "1 word", never "1 words".
const COUNTED = ['words', 'edges', 'squares', 'queens', 'points', 'vertices', 'moves', 'nodes', 'solutions',
  'layers', 'steps', 'grids', 'frames', 'levels', 'changes', 'pairs', 'letters', 'placements', 'backtracks',
  'givens', 'characters', 'bytes', 'passages', 'walls', 'slides', 'choices', 'ladders', 'tries', 'tours', 'tiles',
  'cells', 'races', 'probes', 'classes', 'searches', 'pixels', 'states', 'candidates', 'tables', 'expansions'];
// Words a {n|one|other} picks that are verbs ("is" or "are"), not nouns.
const VERBS = new Set(['are', 'were', 'have', 'do']);

test('an English count says its noun by the plural rule: 1 word, 2 words', async () => {
  // Lesson texts hold figures of their own ({placements} in a lesson is a figure's value) and
  // "its memory at {at} points" is a verb: those are not counts of a noun.
  const notCounts = new Set(['lesson.own.example', 'predict.maze.memory']);
  // The nouns counted: these, and every noun the catalogue inflects somewhere ({n|tour|tours}
  // puts "tours"): a noun said by its number in one sentence is said so in every one.
  const nouns = new Set(COUNTED);
  for (const s of Object.values(en)) {
    for (const [, one, other] of s.matchAll(/\{\w+\|([^|}]*)\|([^}]*)\}/g)) {
      const [a, b] = [one.split(' ')[0], other.split(' ')[0]];
      if (a !== b && /^[a-z]+$/.test(b) && !VERBS.has(b)) nouns.add(b);
    }
  }
  // A number, an adjective perhaps, then a plural noun, with no {n|one|other} for it: "{n}
  // tours", "{n} random probes". Not a size's second side ("{w} × {h} pixels": the pixels
  // are the product's) nor a multiplier ("{ratio} times as many").
  const bare = new RegExp(`(?<![×x] ?)\\{(\\w+)\\} (?:[a-z]+ )?(${[...nouns].join('|')})\\b(?! ?\\{)(?<!times(?= (as|the|a)\\b))`);
  const unpaired = Object.entries(en).filter(([k, s]) => !notCounts.has(k) && bare.test(s)).map(([k, s]) => `${k}: ${bare.exec(s)?.[0]}`);
  assert.deepEqual(unpaired, []);
  // A count's noun is never a parameter of its own ("{tours} {what}" said "1 tours"): the
  // noun that follows a count is the catalogue's, inflected there.
  const countThenWord = Object.entries(en).filter(([, s]) => /\{(tours|n|count|total)\} \{(what|noun|things)\}/.test(s)).map(([k]) => k);
  assert.deepEqual(countThenWord, []);
  const { t, sentence, loadLanguage } = await import(join(ROOT, 'www/text/index.js'));
  await loadLanguage(FALLBACK);
  assert.equal(t('ladder.discover', { word: 'COOL', from: 'FOOL', distance: 1, queue: 1 }),
    'Discovered COOL from FOOL at distance 1; 1 word in the queue.');
  assert.equal(t('ladder.discover', { word: 'COOL', from: 'FOOL', distance: 1, queue: 12 }),
    'Discovered COOL from FOOL at distance 1; 12 words in the queue.');
  assert.equal(t('dfs.start', { vertices: 2, edges: 1, first: 'a' }), '2 vertices, 1 edge: Step to start the depth-first search at a.');
  assert.equal(t('queens.start', { n: 1 }), '1 queen on 1 x 1: Step, Play or Solve to place them row by row.');
  assert.equal(t('predict.score', { points: 0, asked: 1, right: 0, missed: 1, tries: 1, streak: 0 }), '0 of 1 point; 0 right, 1 missed; 1 try; streak 0');
  assert.equal(t('predict.score', { points: 1, asked: 1, right: 1, missed: 0, tries: 7, streak: 1 }), '1 of 1 point; 1 right, 0 missed; 7 tries; streak 1');
  // A sentence starting with a cell's or square's name keeps it as written.
  assert.equal(sentence('r5c8 has only one candidate'), 'r5c8 has only one candidate.');
  assert.equal(sentence('c3 is the start'), 'c3 is the start.');
  assert.equal(sentence('the queue is empty'), 'The queue is empty.');
});

// The queens board draws row 1 at the bottom and the search fills rows upwards, so the queens
// already placed are below the row being filled and what a queen attacks is above it: every
// text the page shows about it (catalogue, listings, lessons) says so, in both languages.
test('the queens already placed are below, in every text that places them', async () => {
  const texts = [];
  for (const [lang, cat] of Object.entries(catalogues)) {
    for (const [k, v] of Object.entries(cat)) if (/queens/.test(k)) texts.push([`${lang} ${k}`, v]);
  }
  for (const p of files('www/views/queens/code', '.js')) texts.push([p, read(p)]);
  for (const p of files('www/lessons', '.js')) texts.push([p, read(p)]);
  const wrong = /\bqueens? above\b|attacks below|上面(?:没有|任何)?皇后|在下面攻击|attacked from above/;
  const bad = texts.filter(([, v]) => wrong.test(v)).map(([where, v]) => `${where}: ${wrong.exec(v)[0]}`);
  assert.deepEqual(bad, []);
});
