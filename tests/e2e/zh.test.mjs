// The page in Chinese (lang=zh) on every view: no English left in what a person sees or hears
// (body text, accessible names, titles) except puzzle data and a short list of proper names;
// <html lang="zh">; the language switch keeps the frame; layouts that fit Chinese text at a
// laptop's and a phone's size; axe-core with zero violations. Screenshots in screenshots/zh-*.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, open, status, button, SHOTS, violations, everyView, writtenHash, hashParams, mounted, idle, withParam, roleText, asked, answer, shot, unfold } from './harness.mjs';

const env = useBrowser();

// Each view in a state with something on every panel: a start square, a target, options.
const VIEWS = everyView({
  knight: '#/knight?board=6x6&start=c3&strategy=warnsdorff',
  bfs: '#/bfs?board=8x8&start=c3&target=h8',
  ladder: '#/ladder',
  dfs: '#/dfs',
  queens: '#/queens?n=6',
  sudoku: '#/sudoku',
  maze: '#/maze',
});

// Puzzle data: the word lists' words (read here from the data files, not from the page).
const data = (file) => readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8');
const WORDS = new Set([
  ...data('four-letter-words.txt').split('\n').filter((l) => l && !l.startsWith('#')),
  ...data('sgb-words.dat').split('\n').filter((l) => l && !l.startsWith('*')).map((l) => l.slice(0, 5)),
]);
// Proper names and symbols that stay as they are in Chinese text.
// IDA* (iterative-deepening A*) is written so in Chinese texts too.
const NAMES = new Set(['N', 'BFS', 'DFS', 'Warnsdorff', 'SGB', 'SCOWL', 'Searchlight', 'Knuth',
  'English', 'top1465', 'IDA', 'IDS', 'Korf', 'Russell', 'Norvig']);
// The rule language's functions and the views' names in it (src/puzzles/rule/, each view's
// rule.rs; a name with an underscore is read here as its parts): a rule is typed with them
// in every language, as code is.
const RULE_WORDS = new Set(['min', 'max', 'abs', 'if', 'sum', 'count', 'manhattan', 'misplaced', 'linear',
  'tile', 'row', 'col', 'goal_row', 'goal_col', 'onward', 'dist', 'centre', 'corner', 'candidates', 'filled', 'box',
  'dx', 'dy']);
const isData = (w) =>
  NAMES.has(w)
  || RULE_WORDS.has(w)
  || /^[a-z]{1,2}\d{1,4}$/.test(w) // a square: c3, aa10
  || /^r\d+c\d+$/.test(w) // a sudoku cell: r3c7
  || /^\d+x\d+$/.test(w) // a board size: 8x8
  || /^[lurdLURD]+$/.test(w) // a Sokoban solution in LURD (and the notation's name)
  || /^[A-Za-z]$/.test(w) // a vertex, a key, a digit of a 16x16 sudoku
  || WORDS.has(w.toLowerCase());

// Every Latin-letter token a person meets in the view: its visible text, the accessible names
// and titles of visible elements, and the options of its menus.
async function englishLeft(page) {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], option, [aria-valuetext]')) {
      const host = el.tagName === 'OPTION' ? el.closest('select') : el;
      if (!host || !host.checkVisibility()) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) out.push(el.getAttribute(a) || '');
      if (el.tagName === 'OPTION') out.push(el.textContent);
    }
    return out.join('\n');
  });
  const tokens = texts.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) || [];
  return [...new Set(tokens.filter((w) => !isData(w)))];
}

// Chinese sentences run on without spaces: a space after a full-width stop or comma is an
// English join left over.
const strayspaces = async (page) => (await page.evaluate(() => document.body.innerText)).match(/[。，；：！？] +\S/g) || [];


for (const [name, hash] of Object.entries(VIEWS)) {
  test(`zh: ${name} in Chinese at load, after steps and after Solve; <html lang="zh">`, async () => {
    const page = await open(env.browser, env.url, withParam(hash, 'lang=zh'), { width: 1366, height: 900 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
    assert.match(await page.title(), /[\u4e00-\u9fff]/);
    const left = {};
    left.load = await englishLeft(page);
    for (let i = 0; i < 3; i++) await button(page, '单步').click();
    left.steps = await englishLeft(page);
    await shot(page, `${SHOTS}/zh-${name}-steps.png`, { fullPage: true });
    await button(page, '求解').click();
    await idle(page, 30000);
    left.solved = await englishLeft(page);
    assert.deepEqual(await strayspaces(page), []);
    await shot(page, `${SHOTS}/zh-${name}.png`, { fullPage: true });
    assert.deepEqual(left, { load: [], steps: [], solved: [] });
    assert.match(await page.getByRole('status').textContent(), /[\u4e00-\u9fff]/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// The rest of what a view can say: worker results, the theory's reasons, notices for bad links,
// errors for bad input, the panels that open on demand. Each scenario names the puzzle data
// it types (a word not in any list, a vertex) or the link's words a notice quotes, the only
// Latin words allowed beyond the rest.
const text = (page, re) => page.waitForFunction((src) => new RegExp(src).test(document.body.innerText), re.source, { timeout: 30000 });
const SCENARIOS = {
  'knight: counting the tours of 5x5 in a worker': ['#/knight?board=5x5&start=a1&strategy=dfs', async (page) => {
    await page.locator('[data-act=count]').click();
    await text(page, /共有 304 条/);
  }],
  'knight: no tour on 4x4, and a bad link\'s notices': ['#/knight?board=4x4&start=a1&strategy=9&speed=0', async (page) => {
    await page.getByRole('alert').waitFor();
    await button(page, '求解').click();
    await idle(page, 30000);
  }, ['strategy', 'speed', 'dfs', 'warnsdorff', 'most', 'max']], // the link's own words, as a link spells them
  'knight: a board too big to draw, solved in a worker': ['#/knight?board=100x100&start=a1', async (page) => {
    await page.locator('[data-act=big-solve]').click();
    await text(page, /周游完成/);
  }],
  'knight: a board too big to draw, before Solve, each strategy by its name': ['#/knight?board=100x100&start=a1&strategy=most', async (page) => {
    await text(page, /策略：[^a-z]+。按“求解”开始搜索/);
  }],
  'knight: side by side refused on a board too big to draw': ['#/knight?board=61x61&compare=dfs,warnsdorff', async (page) => {
    await page.getByRole('alert').waitFor();
  }, ['compare', 'dfs', 'warnsdorff']],
  'knight: side by side before the first step, and at the recording limit': ['#/knight?board=8x8&start=a1&compare=dfs,warnsdorff', async (page) => {
    await text(page, /尚未开始/);
    await button(page, '求解').click();
    await text(page, /搜索未完成/);
    await text(page, /至少 [\d,]+ 倍/);
  }],
  'the search tree measured, its legend and levels': ['#/knight?board=8x8&start=a1&strategy=dfs&step=40', async (page) => {
    await unfold(page, '.tree-panel');
    await button(page, '测量整棵树').click();
    await text(page, /最深的一次探测/);
    await page.locator('[data-role=chart-table] summary').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-role=chart-table] tr').length > 10);
  }],
  'maze: the coin on the start square': ['#/maze?size=12x12&run=second&newcoin=a12&step=99999', async (page) => {
    await text(page, /硬币就在起点 a12/);
  }],
  'bfs: an unreachable target': ['#/bfs?board=3x3&start=b2&target=a1', async (page) => {
    await button(page, '求解').click();
    await idle(page, 30000);
    await text(page, /无法到达|尚未被发现/);
  }],
  'ladder: a word not in the list': ['#/ladder?from=qqqq&to=sage', async (page) => {
    await page.getByRole('alert').waitFor();
  }, ['qqqq']],
  'ladder: a pasted list with no ladder': ['#/ladder?list=custom&words=cat+cot+dog&from=cat&to=dog', async (page) => {
    await button(page, '求解').click();
    await idle(page, 30000);
    await text(page, /没有单词阶梯/);
  }, ['cat', 'cot', 'dog']],
  'dfs: a bad edge list': ['#/dfs', async (page) => {
    await page.getByRole('textbox', { name: '边列表' }).fill('u v\nu v w');
    await page.getByRole('button', { name: '应用边列表' }).click();
    await page.getByRole('alert').waitFor();
  }],
  'queens: all solutions browsed, and the fast count': ['#/queens?n=6&mode=all', async (page) => {
    await button(page, '求解').click();
    await idle(page, 30000);
    await page.locator('[data-act=next]').click();
    await page.locator('[data-act=count]').click();
    await text(page, /N = 6：共 4 个解/);
  }],
  'queens: no solution for N = 3': ['#/queens?n=3', async (page) => {
    await button(page, '求解').click();
    await idle(page, 30000);
  }],
  'sudoku: the comparison table': ['#/sudoku', async (page) => {
    await page.locator('[data-act=compare]').click();
    await text(page, /对比完成/);
  }],
  'sudoku: the fast solver, two solutions': ['#/sudoku', async (page) => {
    await page.getByLabel('示例', { exact: true }).selectOption('two');
    await page.getByLabel('停止条件').selectOption('0');
    await button(page, '求解').click();
    await idle(page, 30000);
    await page.locator('[data-act=unique]').click();
    await text(page, /不止一个解/);
  }],
  'sudoku: BFS, then a contradictory puzzle': ['#/sudoku?frontier=bfs&cell=first', async (page) => {
    for (let i = 0; i < 5; i++) await button(page, '单步').click();
    await page.getByLabel('示例', { exact: true }).selectOption('none');
    await button(page, '求解').click();
    await idle(page, 30000);
    await page.getByRole('textbox', { name: '谜题文本' }).fill('55' + '.'.repeat(79));
    await page.getByRole('button', { name: '载入谜题' }).click();
    await page.getByRole('alert').waitFor();
  }],
  'share panel open': ['#/queens?n=5', async (page) => {
    await button(page, '分享').click();
  }],
};

test('zh: notices, errors, worker results and panels in Chinese too', async () => {
  const found = {};
  for (const [i, [what, [hash, act, typed = []]]] of Object.entries(SCENARIOS).entries()) {
    const page = await open(env.browser, env.url, withParam(hash, 'lang=zh'));
    await act(page);
    const left = (await englishLeft(page)).filter((w) => !typed.includes(w.toLowerCase()));
    if (left.length) found[what] = left;
    const spaces = await strayspaces(page);
    if (spaces.length) found[`${what}: spaces`] = spaces;
    if (page.errors.length) found[`${what}: errors`] = page.errors;
    await shot(page, `${SHOTS}/zh-more-${i + 1}-${what.split(':')[0].replace(/ /g, '-')}.png`, { fullPage: true });
    await page.close();
  }
  assert.deepEqual(found, {});
});

// The frame kept by the switch: the step and every option in the URL stay, the form shows them.
const FRAMES = {
  knight: ['#/knight?board=6x6&start=b2&strategy=dfs&step=15', { board: '6x6', start: 'b2', strategy: 'dfs' }],
  bfs: ['#/bfs?board=7x7&start=d4&target=a1&step=9', { board: '7x7', start: 'd4' }],
  ladder: ['#/ladder?from=cold&to=warm&step=7', { from: 'cold', to: 'warm' }],
  dfs: ['#/dfs?step=5', {}],
  queens: ['#/queens?n=7&variant=check&step=11', { n: '7', variant: 'check' }],
  sudoku: ['#/sudoku?cell=first&step=6', { cell: 'first' }],
};

for (const [name, [hash, fields]] of Object.entries(FRAMES)) {
  test(`zh: the switch on ${name} changes the language and keeps the frame`, async () => {
    const page = await open(env.browser, env.url, withParam(hash, 'lang=zh'));
    const params = (h) => { const p = new URLSearchParams(h.split('?')[1] || ''); p.delete('lang'); return p.toString(); };
    const before = params(await writtenHash(page));
    assert.match(before, /step=\d+/);
    const statusZh = await page.getByRole('status').textContent();
    assert.match(statusZh, /[\u4e00-\u9fff]/);
    await page.getByLabel('语言').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en' && document.body.dataset.ready === 'true');
    await page.waitForFunction(() => /lang=en/.test(location.hash));
    await button(page, 'Step').waitFor();
    assert.equal(params(await writtenHash(page)), before);
    const statusEn = await page.getByRole('status').textContent();
    assert.doesNotMatch(statusEn, /[\u4e00-\u9fff]/);
    assert.notEqual(statusEn, statusZh);
    for (const [field, value] of Object.entries(fields)) {
      assert.equal(await page.locator(`form.options [name=${field}]`).first().inputValue(), value, `${name}: ${field}`);
    }
    // And back: the same frame in Chinese again, with the same status.
    await page.getByLabel('Language').selectOption('zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh');
    await button(page, '单步').waitFor();
    assert.equal(params(await writtenHash(page)), before);
    assert.equal(await page.getByRole('status').textContent(), statusZh);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// Clipped or overlapping controls in the visible view: a control whose text is wider than its
// box, and two controls (neither inside the other) whose boxes cross.
async function layoutFaults(page) {
  return page.evaluate(() => {
    const faults = [];
    const sel = 'button, select, input:not([type=hidden]), textarea, label, summary, a, .counters > *, legend';
    const els = [...document.querySelectorAll(sel)].filter((el) => el.checkVisibility() && el.getClientRects().length);
    const name = (el) => `${el.tagName.toLowerCase()}${el.name ? `[name=${el.name}]` : ''}${el.dataset.act ? `[${el.dataset.act}]` : ''} "${(el.innerText || el.value || el.getAttribute('aria-label') || '').slice(0, 20)}"`;
    for (const el of els) {
      if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') continue;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) faults.push(`clipped: ${name(el)} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    // A short label (one word, a few characters) broken over two lines: squeezed too narrow.
    for (const el of document.querySelectorAll('body *')) {
      if (!el.checkVisibility()) continue;
      for (const node of el.childNodes) {
        const word = node.nodeType === Node.TEXT_NODE ? node.textContent.trim() : '';
        if (!word || /\s/.test(word) || word.length > 8) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) faults.push(`broken: "${word}" in ${name(el)}`);
      }
    }
    // What is seen of each: its box cut to every ancestor that clips (the phone's header
    // scrolls the puzzles' names sideways, and a name half scrolled out is hidden where the
    // box it would have reaches the lessons link).
    const seen = (el) => {
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = up.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
      }
      return { left, top, right, bottom };
    };
    const boxes = els.map((el) => [el, seen(el)]);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, ra] = boxes[i];
        const [b, rb] = boxes[j];
        if (a.contains(b) || b.contains(a)) continue;
        if (a.tagName === 'LABEL' && a.control === b) continue;
        if (b.tagName === 'LABEL' && b.control === a) continue;
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1) faults.push(`overlap: ${name(a)} and ${name(b)}`);
      }
    }
    return faults;
  });
}

for (const [width, height] of [[1366, 768], [390, 844]]) {
  test(`zh: layouts fit Chinese text at ${width}x${height}: nothing clipped, nothing overlapping`, async () => {
    const found = [];
    for (const [name, hash] of Object.entries(VIEWS)) {
      const page = await open(env.browser, env.url, withParam(hash, 'lang=zh'), { width, height });
      found.push(...(await layoutFaults(page)).map((f) => `${name} load: ${f}`));
      await button(page, '求解').click();
      await idle(page, 30000);
      found.push(...(await layoutFaults(page)).map((f) => `${name} solved: ${f}`));
      await shot(page, `${SHOTS}/zh-${name}-${width}.png`, { fullPage: true });
      await page.close();
    }
    assert.deepEqual(found, []);
  });
}

for (const [name, hash] of Object.entries(VIEWS)) {
  test(`zh: axe on ${name} in Chinese at load and after Solve`, async () => {
    const page = await open(env.browser, env.url, withParam(hash, 'lang=zh'));
    const found = await violations(page, 'load');
    await button(page, '求解').click();
    await idle(page, 30000);
    found.push(...await violations(page, 'solved'));
    assert.deepEqual(found, []);
    await page.close();
  });
}

// The page's own words are the ones "Your turn" takes, and its Chinese joins a
// title to its label with a full-width colon.

test('zh: a DFS cross edge answered with the legend\'s word 横向边 is right', async () => {
  // a → b, c → b: b is black when the search looks along c → b, and was discovered before c.
  const page = await open(env.browser, env.url, '#/dfs?edges=a>b;c>b&predict=1&lang=zh');
  await asked(page, 30000);
  assert.match(await page.evaluate(() => document.body.innerText), /横向边（指向更早完成的顶点）/);
  for (const [typed, next] of [['a', /a → b/], ['树边', /完成/], ['b 3', /完成/], ['a 4', /下一棵树/], ['c', /c → b/]]) {
    await answer(page, typed);
    assert.match(await roleText(page, 'verdict'), /^对了/, typed);
    assert.match(await roleText(page, 'question'), next, typed);
  }
  await answer(page, '横向边');
  // (The verdict joins its two sentences with a space, 对了。 横向边…: predict.js's, left to its owner.)
  assert.match(await roleText(page, 'verdict'), /^对了。\s?横向边 c → b/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('zh: the code panel\'s title joins 代码 to the listing\'s name with a full-width colon', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=8x8&start=a1&code=1&lang=zh');
  const title = page.locator('.code-panel h2');
  await page.waitForFunction(() => /（Python）/.test(document.querySelector('.code-panel h2')?.textContent ?? ''));
  assert.equal(await title.textContent(), '代码：广度优先搜索（Python）');
  await shot(page, `${SHOTS}/zh-code-title.png`);
  await page.close();
});

test('the language chosen by the link or the menu is kept by the nav, Share and the embed link, in an English browser', async () => {
  const page = await open(env.browser, env.url, '#/knight?lang=zh');
  assert.equal(await page.evaluate(() => navigator.language), 'en-US');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  // Another puzzle from the nav: still Chinese, and the link says so.
  await page.locator('nav a[data-view=queens]').click();
  await mounted(page, 'queens');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  assert.equal((await hashParams(page)).lang, 'zh');
  assert.equal(await page.locator('nav a[data-view=queens]').textContent(), 'N 皇后');
  assert.match(await status(page), /[\u4e00-\u9fff]/);
  // Share's link and snippet carry it.
  await page.locator('#share-open').click();
  assert.match(await page.locator('#share-link').inputValue(), /#\/queens\?.*lang=zh/);
  assert.match(await page.locator('#share-snippet').inputValue(), /#\/queens\?[^"]*lang=zh[^"]*embed=1/);
  await page.close();

  // Chosen in the menu: kept by the next view too.
  const menu = await open(env.browser, env.url, '#/knight');
  assert.equal(await menu.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await menu.locator('nav a[data-view=bfs]').getAttribute('href'), '#/bfs');
  await menu.locator('#lang').selectOption('zh');
  await menu.waitForFunction(() => document.documentElement.lang === 'zh');
  await menu.locator('nav a[data-view=bfs]').click();
  await mounted(menu, 'bfs');
  assert.equal(await menu.evaluate(() => document.documentElement.lang), 'zh');
  assert.equal((await hashParams(menu)).lang, 'zh');
  assert.equal(await menu.locator('nav a[data-view=bfs]').textContent(), '广度优先搜索分层');
  // Back to English in the menu: English from then on.
  await menu.locator('#lang').selectOption('en');
  await menu.waitForFunction(() => document.documentElement.lang === 'en');
  await menu.locator('nav a[data-view=sudoku]').click();
  await mounted(menu, 'sudoku');
  assert.equal(await menu.evaluate(() => document.documentElement.lang), 'en');
  await menu.close();

  // Embedded in Chinese: "Open in Searchlight" opens the full page in Chinese.
  const embed = await open(env.browser, env.url, '#/knight?lang=zh&embed=1&board=6x6');
  const href = await embed.locator('#open-full').getAttribute('href');
  assert.match(href, /lang=zh/);
  assert.match(href, /board=6x6/);
  assert.doesNotMatch(href, /embed=1/);
  assert.deepEqual(embed.errors, []);
  await embed.close();
});
