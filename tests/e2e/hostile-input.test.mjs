// Hostile inputs end with a message and a working page: a word list in the link whose only
// ladder is thousands of words long, Compare on an empty sudoku grid (every search in the
// table bounded in nodes and frontier bytes), a practice link's junk values said, a
// Sokoban text too long for the page's link refused before it is searched, and a Sokoban
// draft kept over a change of language and a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, waitStatus, moreOptions, writtenHash, SHOTS, shot } from './harness.mjs';

const env = useBrowser();

// Words of `letters` letters forming one induced path (each joined only to the one before
// and the one after): a ladder from the first to the last is the whole list. Greedy: the
// next word is the first one-letter change of the last that no earlier word touches.
function chain(count, letters = 4) {
  const A = 'abcdefghijklmnopqrstuvwxyz';
  const around = (w) => {
    const out = [];
    for (let p = 0; p < letters; p++) for (const c of A) if (c !== w[p]) out.push(w.slice(0, p) + c + w.slice(p + 1));
    return out;
  };
  const path = ['a'.repeat(letters)];
  const on = new Set(path);
  const blocked = new Set();
  while (path.length < count) {
    const last = path.at(-1);
    const next = around(last).find((w) => !on.has(w) && !blocked.has(w));
    if (!next) throw new Error(`the chain stuck at ${path.length} words`);
    for (const w of around(last)) blocked.add(w);
    path.push(next);
    on.add(next);
  }
  return path;
}

test('a 6,000-word ladder in the link is searched, solved and listed; the page keeps working', async () => {
  const words = chain(6000);
  const hash = `#/ladder?list=custom&from=${words[0]}&to=${words.at(-1)}&words=${encodeURIComponent(words.join(' '))}`;
  const page = await open(env.browser, env.url, hash);
  assert.match(await status(page), /^From AAAA to [A-Z]{4} over 6,000 pasted words/);
  await button(page, 'Solve').click();
  await waitStatus(page, /^Ladder found: AAAA → .* \(6,000 words, 5,999 changes\)/, 60000);
  const result = await page.locator('[data-role=result]').textContent();
  assert.match(result, /6,000 words, 5,999 changes\. 1 shortest ladder/);
  await shot(page, SHOTS + 'hardening-long-ladder.png');
  // The model is not left borrowed: Reset, Step and another view all still work.
  await button(page, 'Reset').click();
  await button(page, 'Step').click();
  assert.match(await status(page), /^Dequeued AAAA/);
  await page.evaluate(() => { location.hash = '#/knight?board=5x5'; });
  await waitStatus(page, /5x5/);
  await page.evaluate(() => { location.hash = '#/ladder?from=fool&to=sage'; });
  await waitStatus(page, /^From FOOL to SAGE/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a word too long in the link is refused with a message naming the bound', async () => {
  const [a, b] = ['a'.repeat(5000), 'b'.repeat(5000)];
  const page = await open(env.browser, env.url, `#/ladder?list=custom&from=${a}&to=${b}&words=${a}%20${b}`);
  const text = await page.getByRole('alert').textContent();
  assert.match(text, /the word starting "aaaaaaaaaaaa" has 5,000 letters; words have at most 32/);
  // Shown as the link came, not searched, until mended.
  assert.match(await status(page), /^Line 1 of the word list: the word starting "aaaaaaaaaaaa" has 5,000 letters/);
  assert.equal(await page.locator('[data-act=step]').isDisabled(), true);
  assert.equal((await page.locator('[name=from]').inputValue()).length, 5000);
  await page.close();
});

test('Compare on an empty 9x9 grid: every row ends, DFS-all at the node limit, said in words', async () => {
  const page = await open(env.browser, env.url, `#/sudoku?p=${'.'.repeat(81)}`);
  await button(page, 'Compare').click();
  await waitStatus(page, /^Comparison done; \d searches stopped at a bound on work or memory/, 120000);
  const rows = await page.locator('table.compare tbody tr').allTextContents();
  assert.equal(rows.length, 8);
  const dfsAll = page.locator('table.compare tbody tr').nth(2);
  assert.match(await dfsAll.textContent(), /DFS\s*all/);
  assert.match(await dfsAll.textContent(), /[\d,]+ \(node limit\)/);
  const notes = await page.locator('[data-role=compare-notes]').textContent();
  assert.match(notes, /DFS, all, first empty: stopped at the limit of 5,000,000 nodes with [\d,]+ solutions found\./);
  assert.match(notes, /BFS, all, first empty: BFS stopped when its queue passed [\d,]+ grids\./);
  await shot(page, SHOTS + 'hardening-compare-empty.png', { fullPage: true });
  // The page still works: another view, then back to sudoku.
  await page.evaluate(() => { location.hash = '#/queens?n=8'; });
  await waitStatus(page, /8/);
  await page.evaluate(() => { location.hash = '#/sudoku'; });
  await button(page, 'Step').click();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a practice link with junk views and level: each said once, in a sentence of its own (one full stop), in English and Chinese; a seed mistyped in the form said', async () => {
  const page = await open(env.browser, env.url, '#/practice?views=xyz,bfs,knight&level=insane&count=5&seed=1');
  await waitStatus(page, /^Question 1 of 5/);
  const text = (await page.getByRole('alert').textContent()).replace(/\s*×\s*$/, '').trim();
  assert.equal(text, 'Ignored views=xyz: No view is called “xyz”. Using the other views.'
    + 'Ignored level=insane: A level is easy, medium or hard, not “insane”. Using medium.');
  // The form: a seed mistyped is said, and no set is started with another seed instead.
  await page.evaluate(() => { location.hash = '#/practice?views=bfs'; });
  await page.waitForSelector('.practice-form');
  await page.fill('.practice-form input[name=seed]', '31a');
  await button(page, 'Start').click();
  assert.match(await page.getByRole('alert').textContent(), /A seed is a whole number up to 9,007,199,254,740,991, or each\./);
  assert.equal(await page.evaluate(() => location.hash), '#/practice?views=bfs');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'seed');
  await page.evaluate(() => { location.hash = '#/practice?views=xyz,bfs&level=insane&count=5&seed=1&lang=zh'; });
  await waitStatus(page, /^第 1 题/);
  const zh = await page.getByRole('alert').textContent();
  assert.doesNotMatch(zh, /。。/);
  assert.match(zh, /没有名为“xyz”的视图。改用其余视图。/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sokoban: a pasted text of levels too long for the link is refused with its bound, the text kept in the field; one that fits is searched', async () => {
  const page = await open(env.browser, env.url, '#/sokoban');
  await moreOptions(page);
  const level = '#######\n#@ $ .#\n#  $ .#\n#######\n';
  const levels = (n) => Array.from({ length: n }, (_, i) => `; level ${i + 1}\n${level}`).join('\n');
  const area = page.locator('textarea[name=level-text]');
  // Pasted: the text put in the field at once (fill() types a long text for minutes).
  const paste = (text) => area.evaluate((a, v) => { a.value = v; a.dispatchEvent(new Event('input', { bubbles: true })); }, text);
  // 1,000 levels (the format's bound) take about 100,000 characters in a link, past the
  // 65,536 the page reads: searched, they would be lost on reload and by Share.
  await paste(levels(1000));
  await button(page, 'Search this text').click();
  const said = await page.getByRole('alert').textContent();
  assert.match(said, /The levels take 10\d,\d{3} characters in a link, and the page keeps at most 64,512 there/);
  assert.equal((await area.inputValue()).length, levels(1000).length);
  assert.doesNotMatch(await writtenHash(page), /level=/);
  await button(page, 'Step').click();
  assert.deepEqual(page.errors, []);
  // 100 levels fit: searched, and the link holds them.
  await paste(levels(100));
  await button(page, 'Search this text').click();
  await page.waitForFunction(() => /level=/.test(location.hash));
  assert.ok((await writtenHash(page)).length < 65536);
  assert.equal(await page.locator('select[name=n] option').count(), 100);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sokoban: a level being made (a draft, not yet a level) survives a change of language and a reload in the tab', async () => {
  const page = await open(env.browser, env.url, '#/sokoban');
  await moreOptions(page);
  const area = page.locator('textarea[name=level-text]');
  // A goal added before its box: a draft, said, drawn as typed.
  const draft = (await area.inputValue()).replace('#     #', '#.    #');
  await area.fill(draft);
  await button(page, 'Search this text').click();
  assert.match(await page.getByRole('alert').textContent(), /fewer boxes \(1\) than goals \(2\)/);
  await page.selectOption('#lang', 'zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  await moreOptions(page);
  assert.equal(await area.inputValue(), draft);
  assert.match(await page.getByRole('alert').textContent(), /箱子（1 个）比目标格（2 个）少/);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  await moreOptions(page);
  assert.equal(await area.inputValue(), draft);
  // A level searched forgets the draft.
  await area.fill(draft.replace('#.    #', '#     #'));
  await page.locator('[data-act=apply]').click();
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  await moreOptions(page);
  assert.equal(await area.inputValue(), draft.replace('#.    #', '#     #'));
  assert.equal(await page.getByRole('alert').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});
