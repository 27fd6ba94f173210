// The glossary (docs/glossary.json) against every string the page shows: one term for one
// concept. Each Chinese string (the text files www/text/zh.js and www/views/*/text/zh.js,
// with the code listings' titles and notes, the zh halves of the lessons, index.html's
// data-zh, and any Chinese in src/) is scanned for the variants the glossary refuses, and a failure names file and key;
// English likewise where the glossary lists a variant. The answers to "Your turn" the page
// shows are all ones the glossary says the parsers accept (tests/glossary.rs checks that
// they do). Runs in Node, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (p) => readFileSync(join(ROOT, p), 'utf8');
const files = (dir, ext) => readdirSync(join(ROOT, dir)).flatMap((f) => {
  const p = join(dir, f);
  return statSync(join(ROOT, p)).isDirectory() ? files(p, ext) : (p.endsWith(ext) ? [p] : []);
});
const load = async (p) => import(join(ROOT, p));

export const GLOSSARY = JSON.parse(read('docs/glossary.json'));
const CJK = /[\u3400-\u9fff]/;

/** Every string the page shows in `lang`, as { where, text }: `where` names file and key
 *  (a lesson's line, a listing's line label). */
async function shown(lang) {
  const out = [];
  const texts = [`www/text/${lang}.js`, ...readdirSync(join(ROOT, 'www/views')).map((v) => `www/views/${v}/text/${lang}.js`), `www/practice/text/${lang}.js`];
  for (const p of texts) {
    for (const [k, v] of Object.entries((await load(p)).default)) out.push({ where: `${p} ${k}`, text: v });
  }
  for (const p of files('www/lessons', '.js').filter((p) => !/\/(index|lesson|format)\.js$/.test(p))) {
    const lesson = (await load(p)).default;
    lesson[lang].split('\n').forEach((line, i) => out.push({ where: `${p} ${lang} line ${i + 1}`, text: line }));
  }
  if (lang === 'zh') {
    for (const m of read('index.html').matchAll(/data-t="([^"]+)"[^>]*data-zh="([^"]*)"/g)) {
      out.push({ where: `index.html data-zh of ${m[1]}`, text: m[2] });
    }
  }
  return out;
}

/** Every answer word a parser accepts, in `lang`. */
const accepted = (lang) => new Set(GLOSSARY.terms.flatMap((t) => t.answer?.accepts[lang] ?? []));

/** Chinese string literals in src/: none is a message (Rust sends codes), so the only ones
 *  are the words "Your turn" parsers accept. Any other is scanned like the page's. */
function rustChinese() {
  const answers = accepted('zh');
  const out = [];
  for (const p of files('src', '.rs')) {
    read(p).split('\n').forEach((line, i) => {
      for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
        if (CJK.test(m[1]) && !answers.has(m[1])) out.push({ where: `${p}:${i + 1}`, text: m[1] });
      }
    });
  }
  return out;
}

/** The refusals of `lang`: { find(text) → matched text or null, term, id, say }. */
function refusals(lang) {
  return GLOSSARY.terms.flatMap((t) => (t.refused[lang] ?? []).map((r) => {
    const re = typeof r === 'string' ? null : new RegExp(r.re, 'u');
    return {
      find: (s) => (re ? (re.exec(s)?.[0] ?? null) : (s.includes(r) ? r : null)),
      term: t[lang], id: t.id, say: typeof r === 'string' ? '' : ` (${r.say})`,
    };
  }));
}

function refused(strings, lang) {
  const found = [];
  for (const { where, text } of strings) {
    for (const r of refusals(lang)) {
      const hit = r.find(text);
      if (hit !== null) found.push(`${where}: “${hit}” is refused for ${r.id}, say “${r.term}”${r.say}`);
    }
  }
  return found;
}

test('the glossary has one term per concept in each language, and refuses none of its own terms', () => {
  const ids = GLOSSARY.terms.map((t) => t.id);
  assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'ids twice');
  for (const t of GLOSSARY.terms) {
    for (const lang of ['en', 'zh']) {
      assert.ok(typeof t[lang] === 'string' && t[lang].length > 0, `${t.id}: no ${lang} term`);
      assert.ok(Array.isArray(t.refused[lang]), `${t.id}: refused.${lang} is a list`);
    }
    assert.ok(t.why?.length > 10, `${t.id}: why is the term chosen?`);
    // No term of the glossary is refused by another entry.
    for (const lang of ['en', 'zh']) {
      assert.deepEqual(refused([{ where: `glossary ${t.id}`, text: t[lang] }], lang), []);
    }
  }
});

test('no Chinese string the page shows uses a variant the glossary refuses', async () => {
  const strings = [...await shown('zh'), ...rustChinese()];
  assert.ok(strings.length > 1000, `only ${strings.length} strings found: is the scan still reading the sources?`);
  assert.deepEqual(refused(strings, 'zh'), []);
});

test('no English string the page shows uses a variant the glossary refuses', async () => {
  assert.deepEqual(refused(await shown('en'), 'en'), []);
});

test('the scan finds a refused variant and names its file and key', () => {
  const found = refused([
    { where: 'www/text/zh.js dfs.counter.cross', text: '横跨边' },
    { where: 'www/lessons/bfs.js zh line 3', text: '沿前驱回溯出阶梯' },
    { where: 'www/lessons/blind.js zh line 30', text: '这比盲目搜索的放法少多少倍？' },
  ], 'zh');
  assert.equal(found.length, 4, found.join('\n'));
  assert.match(found[0], /^www\/text\/zh\.js dfs\.counter\.cross: “横跨” is refused for cross_edge, say “横向边”/);
  assert.match(found[1], /^www\/lessons\/bfs\.js zh line 3: “前驱回溯” is refused for trace_back/);
});

test('Chinese text uses full-width punctuation: no half-width colon, comma or semicolon beside a Chinese character', async () => {
  const half = /[\u3400-\u9fff][:,;?!](?!\/)|[,;:](?=[\u3400-\u9fff])/u;
  // A column heading that shows its cells' own form (b3:2) keeps their colon.
  const form = new Set(['www/text/zh.js table.col.candidates']);
  const bad = (await shown('zh')).filter(({ where, text }) => !form.has(where) && half.test(text))
    .map(({ where, text }) => `${where}: ${text}`);
  assert.deepEqual(bad, []);
  // Nor does the page join a catalogue sentence to another with a colon of its own: that
  // colon would be half-width in Chinese too. A sentence with a place for the rest is one key.
  const joined = files('www', '.js').filter((p) => !p.startsWith('www/text'))
    .flatMap((p) => [...read(p).matchAll(/\$\{t\([^`]*?\)\}[:;,] \$\{/g)].map((m) => `${p}: ${m[0]}`));
  assert.deepEqual(joined, []);
});

test('every answer word the page shows is one the "Your turn" parsers accept', async () => {
  const missing = [];
  for (const lang of ['en', 'zh']) {
    const cat = await (await load('www/text/index.js')).loadCatalogue(lang);
    const ok = accepted(lang);
    const formats = new Set(GLOSSARY.formats[lang]);
    // The keys that show an answer word (the edge classes, the "back up" button) ...
    for (const t of GLOSSARY.terms) {
      for (const k of t.answer?.keys ?? []) {
        assert.ok(k in cat, `${t.id}: no key ${k} in ${lang}`);
        const word = cat[k].toLowerCase();
        if (!t.answer.accepts[lang].includes(word)) missing.push(`${lang} ${k}: “${cat[k]}” is not an accepted word of ${t.id}`);
      }
    }
    // ... and every word a "Your turn" question, or its answer refused as unreadable, quotes
    // for the student to type (hints quote names of rules, not answers).
    for (const [k, v] of Object.entries(cat).filter(([k]) => /^predict\.(.*\.ask|unreadable\.)/.test(k))) {
      for (const m of v.matchAll(/“([^”{}]+)”/g)) {
        if (!ok.has(m[1].toLowerCase()) && !formats.has(m[1])) missing.push(`${lang} ${k}: “${m[1]}” is shown as an answer, but no parser is said to accept it`);
      }
    }
    // The glossary's term for an answer is accepted too.
    for (const t of GLOSSARY.terms.filter((t) => t.answer)) {
      if (!t.answer.accepts[lang].includes(t[lang].toLowerCase())) missing.push(`${t.id}: its ${lang} term “${t[lang]}” is not among its accepted words`);
    }
  }
  assert.deepEqual(missing, []);
});
