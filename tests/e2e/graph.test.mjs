// BFS layers, word ladders and DFS times, driven in Chromium as a person would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, open, status, button, counter, waitStatus, SHOTS, clickSquare, writtenHash, hashParams, canvasImage, shot } from './harness.mjs';

const env = useBrowser();
const cli = useCli();


test('BFS layers: click a start, solve, click a target, see its shortest path', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=8x8&start=d4');
  await clickSquare(page, 0, 0, 8, 8); // a1
  await page.waitForFunction(() => location.hash.includes('start=a1'));
  assert.match(await status(page), /^BFS from a1 on 8x8/);
  await button(page, 'Solve').click();
  await waitStatus(page, /^Done: 64 squares reached from a1 in 7 layers \(farthest 6 moves\)\./);
  await clickSquare(page, 7, 7, 8, 8); // h8
  assert.equal(await page.getByLabel('Target square', { exact: true }).inputValue(), 'h8');
  assert.match(await page.locator('[data-role=path]').textContent(), /^Shortest path a1 → h8: 6 moves, a1 /);
  assert.match(await status(page), /Path to h8: 6 moves\.$/);
  await shot(page, SHOTS + 'bfs-8x8-a1-h8.png');
  // Exact step back.
  await button(page, 'Reset').click();
  for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowRight');
  const frame = await canvasImage(page);
  const queue = await page.locator('[data-role=queue]').textContent();
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
  assert.notEqual(await canvasImage(page), frame);
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await canvasImage(page), frame);
  assert.equal(await page.locator('[data-role=queue]').textContent(), queue);
  await page.close();
});

test('BFS layers: URL state and junk', async () => {
  const hash = '#/bfs?board=6x7&start=c3&target=g6&step=30';
  const a = await open(env.browser, env.url, hash);
  const b = await open(env.browser, env.url, hash);
  assert.equal(await counter(a, 'steps'), '30');
  assert.equal(await canvasImage(a), await canvasImage(b));
  const junk = await open(env.browser, env.url, '#/bfs?board=99x99&start=zz1&step=x&who=1');
  const text = await junk.getByRole('alert').textContent();
  assert.match(text, /Ignored board=99x99: this view draws boards up to 60x60/);
  assert.match(text, /Ignored step=x/);
  assert.match(text, /unknown parameter "who"/);
  assert.match(await status(junk), /^BFS from a1 on 8x8/);
  await Promise.all([a.close(), b.close(), junk.close()]);
});

test('word ladder: FOOL to SAGE, layer by layer, and all shortest ladders', async () => {
  const page = await open(env.browser, env.url, '#/ladder?from=fool&to=sage');
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  const layers = await page.locator('[data-role=layers]').innerHTML();
  for (let i = 0; i < 5; i++) await button(page, 'Back').click();
  for (let i = 0; i < 5; i++) await button(page, 'Step').click();
  assert.equal(await page.locator('[data-role=layers]').innerHTML(), layers, 'back then forward is exact');
  await button(page, 'Solve').click();
  await waitStatus(page, /^Ladder found: FOOL → .* → SAGE \(\d+ words/);
  const result = await page.locator('[data-role=result]').textContent();
  assert.match(result, /FOOL → .*SAGE/);
  assert.match(result, /\d+ shortest ladders?/);
  // Blind beside heuristic: plain BFS, bidirectional BFS and A* (h = the letters that differ
  // from the goal), each the CLI's count.
  const cli1 = JSON.parse(execFileSync(cli, ['ladder', 'fool', 'sage', '--json'], { encoding: 'utf8' }));
  const n = (x) => x.toLocaleString('en');
  assert.equal(await page.locator('[data-role=result] .comparison').textContent(),
    `To the goal, plain BFS discovered ${n(cli1.bfs.discovered)} words and looked along ${n(cli1.bfs.edges)} edges; `
    + `bidirectional BFS, growing from both ends, discovered ${n(cli1.bidirectional.discovered)} and looked along ${n(cli1.bidirectional.edges)}. `
    + `A*, with h the number of letters that differ from the goal (never more than the changes still needed), discovered ${n(cli1.astar.discovered)} words and looked along ${n(cli1.astar.edges)} edges.`);
  assert.ok(cli1.astar.discovered < cli1.bidirectional.discovered && cli1.bidirectional.discovered < cli1.bfs.discovered);
  assert.ok(await page.locator('.layer').count() >= 5, 'layers drawn as rows');
  await shot(page, SHOTS + 'ladder-fool-sage.png');
  await page.close();
});

test('word ladder: bad words get messages; a pasted list; no ladder', async () => {
  const page = await open(env.browser, env.url, '#/ladder');
  await page.getByLabel('Goal word', { exact: true }).fill('sages');
  await button(page, 'Search').click();
  assert.match(await page.getByRole('alert').textContent(), /"fool" has 4 letters and "sages" has 5/);
  await page.getByLabel('Goal word', { exact: true }).fill('zzzz');
  await button(page, 'Search').click();
  assert.match(await page.getByRole('alert').textContent(), /"zzzz" is not in the four-letter word list/);
  await page.getByLabel('Word list', { exact: true }).selectOption('custom');
  await page.getByLabel('Your word list').fill('hit hot dot dog lot log cog cat');
  await page.getByLabel('Start word', { exact: true }).fill('hit');
  await page.getByLabel('Goal word', { exact: true }).fill('cog');
  await button(page, 'Search').click();
  await button(page, 'Solve').click();
  await waitStatus(page, /^Ladder found: HIT → HOT → (DOT → DOG|LOT → LOG) → COG/);
  assert.match(await page.locator('[data-role=result]').textContent(), /2 shortest ladders/);
  await page.getByLabel('Goal word', { exact: true }).fill('cat');
  await button(page, 'Search').click();
  await button(page, 'Solve').click();
  await waitStatus(page, /^No ladder joins "hit" to "cat": from "hit" one can reach 7 words/);
  // A list too long for the link the page writes is refused before it is built (199,999
  // words froze the tab for 5 s, then wrote a link of a million characters that no reload
  // could read), and what was pasted stays in the box.
  const before = await writtenHash(page);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const long = Array.from({ length: 14000 }, (_, i) => `h${letters[Math.floor(i / 676) % 26]}${letters[Math.floor(i / 26) % 26]}${letters[i % 26]}`).join(' ');
  await page.getByLabel('Your word list').fill(`hit hot cot cog ${long}`);
  await page.getByLabel('Goal word', { exact: true }).fill('cog');
  await button(page, 'Search').click();
  assert.match(await page.getByRole('alert').textContent(), /The list takes 70,021 characters in a link, and the page keeps at most 64,512 there/);
  assert.equal((await page.getByLabel('Your word list').inputValue()).length, 70015);
  assert.equal(await page.getByLabel('Word list', { exact: true }).inputValue(), 'custom');
  assert.equal(await page.getByLabel('Your word list').isVisible(), true);
  assert.equal(await page.getByLabel('Start word', { exact: true }).inputValue(), 'hit');
  assert.equal(await writtenHash(page), before);
  const sgb = await open(env.browser, env.url, '#/ladder?list=sgb&from=black&to=white');
  await button(sgb, 'Solve').click();
  await waitStatus(sgb, /^Ladder found: BLACK → .* → WHITE \(8 words/);
  await Promise.all([page.close(), sgb.close()]);
});

// A link whose pasted list has one fault keeps the list and the ends (the form, the address,
// Share), says what mends it, and searches nothing until it is mended.
const LINK_FAULTS = {
  en: {
    missing: /^The ladder in the link is shown as it came, not searched: "hit" is not in the pasted word list: add it to the list, or choose a word that is there\. Mend it in the form and press Search\.$/,
    letters: /"h0t" is not a word of the letters a to z: mend it or take it out of the list\./,
    found: /^Ladder found: HIT → HOT → (DOT → DOG|LOT → LOG) → COG/,
    self: /^Ladder found: FOOL \(1 word, 0 changes\) after expanding 0 words\.$/,
  },
  zh: {
    missing: /^链接中的单词阶梯按原样显示，尚未搜索：“hit”不在你粘贴的词表中：把它加进词表，或者换一个词表里有的单词。请在表单中改正，然后按“搜索”。$/,
    letters: /“h0t”不是由字母 a 到 z 组成的单词：请改正它，或把它从词表中删去/,
    found: /^找到单词阶梯：HIT → HOT → (DOT → DOG|LOT → LOG) → COG/,
    self: /^找到单词阶梯：FOOL（1 个单词，0 次变换），共扩展了 0 个单词。$/,
  },
};
for (const [lang, said] of Object.entries(LINK_FAULTS)) {
  test(`word ladder (${lang}): a link whose list has a fault keeps the list and its ends, says the mending, searches once mended`, async () => {
    const page = await open(env.browser, env.url, `#/ladder?list=custom&words=hot+dot+dog+lot+log+cog&from=hit&to=cog&lang=${lang}`);
    assert.match(await page.locator('#notice-list').textContent(), said.missing);
    const form = (name) => page.locator(`[name=${name}]`);
    assert.equal(await form('list').inputValue(), 'custom');
    assert.equal(await form('words').inputValue(), 'hot dot dog lot log cog');
    assert.equal(await form('words').isVisible(), true);
    assert.deepEqual([await form('from').inputValue(), await form('to').inputValue()], ['hit', 'cog']);
    const kept = await hashParams(page);
    assert.deepEqual([kept.list, kept.words, kept.from, kept.to], ['custom', 'hot dot dog lot log cog', 'hit', 'cog']);
    assert.equal(await page.locator('[data-act=step]').isDisabled(), true, 'nothing searched');
    assert.equal(await page.locator('[data-role=layers] .word').count(), 0);
    // Mended: the word added, Search, and the ladder is found.
    await form('words').fill('hit hot dot dog lot log cog');
    await page.locator('form.options button[type=submit]').click();
    await page.locator('[data-act=solve]').click();
    await waitStatus(page, said.found);
    assert.equal((await hashParams(page)).words, 'hit hot dot dog lot log cog');
    // A token outside a to z: the same, the list kept.
    const bad = await open(env.browser, env.url, `#/ladder?list=custom&words=hit+h0t+dot+cog&from=hit&to=cog&lang=${lang}`);
    assert.match(await bad.getByRole('alert').textContent(), said.letters);
    assert.equal(await bad.locator('[name=words]').inputValue(), 'hit h0t dot cog');
    assert.equal((await hashParams(bad)).words, 'hit h0t dot cog');
    // A word to itself: found at step 0, as the command line says it.
    const self = await open(env.browser, env.url, `#/ladder?from=fool&to=fool&lang=${lang}`);
    assert.match(await status(self), said.self);
    assert.match(await self.locator('[data-role=result] .ladder').textContent(), /^FOOL$/);
    assert.deepEqual(JSON.parse(execFileSync(cli, ['ladder', 'fool', 'fool', '--json'], { encoding: 'utf8' })).ladder, ['fool']);
    await Promise.all([page.close(), bad.close(), self.close()]);
  });
}

// Where the DFS view draws vertex i of n (its circle layout), in canvas coordinates.
async function vertexPoint(page, i, n) {
  const box = await page.locator('[data-role=graph]').boundingBox();
  const radius = Math.max(16, Math.min(30, 200 / Math.sqrt(n + 1)));
  const ring = Math.min(box.width, box.height) / 2 - radius - 18;
  const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return { x: box.width / 2 + ring * Math.cos(a), y: box.height / 2 + ring * Math.sin(a) };
}

test('DFS: the example gives the textbook times, a forest and a back edge', async () => {
  const page = await open(env.browser, env.url, '#/dfs');
  await button(page, 'Solve').click();
  await waitStatus(page, /^Done: 2 trees in the forest; times 1 to 12\. A back edge means a cycle/);
  assert.equal(await page.locator('[data-role=parens]').textContent(), '(u (v (y (x x) y) v) u) (w (z z) w)');
  assert.equal(await counter(page, 'back'), '2');
  assert.equal(await counter(page, 'forward'), '1');
  assert.equal(await counter(page, 'cross'), '1');
  await shot(page, SHOTS + 'dfs-example.png');
  // Step back exactly.
  const frame = await canvasImage(page, '[data-role=graph]');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  assert.notEqual(await canvasImage(page, '[data-role=graph]'), frame);
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await canvasImage(page, '[data-role=graph]'), frame);
  await page.close();
});

test('DFS: edit by clicking and by the edge list; a DAG gets its topological order', async () => {
  const page = await open(env.browser, env.url, '#/dfs');
  const edges = page.getByLabel('Edge list');
  // Click empty space (a corner): a new vertex "a".
  await page.locator('[data-role=graph]').click({ position: { x: 8, y: 8 } });
  assert.match(await edges.inputValue(), /^a$/m);
  // Now 7 vertices (a, u, v, w, x, y, z): click u then z to add u -> z.
  const u = await vertexPoint(page, 1, 7);
  const z = await vertexPoint(page, 6, 7);
  await page.locator('[data-role=graph]').click({ position: u });
  assert.match(await status(page), /^Selected u/);
  await page.locator('[data-role=graph]').click({ position: z });
  assert.match(await edges.inputValue(), /^u z$/m);
  // Shift-click z deletes it and its edges.
  await page.locator('[data-role=graph]').click({ position: await vertexPoint(page, 6, 7), modifiers: ['Shift'] });
  assert.doesNotMatch(await edges.inputValue(), /z/);
  await edges.fill('shirt tie\ntie jacket\nshirt belt\nbelt jacket\nwatch');
  await button(page, 'Apply edge list').click();
  await button(page, 'Solve').click();
  await waitStatus(page, /No cycle: by decreasing finish time, a topological order is /);
  const order = (await status(page)).split('order is ')[1].replace(/\.$/, '').split(', ');
  assert.ok(order.indexOf('shirt') < order.indexOf('tie') && order.indexOf('tie') < order.indexOf('jacket'));
  assert.ok(order.indexOf('belt') < order.indexOf('jacket'));
  // The URL holds the graph: reload it.
  const again = await open(env.browser, env.url, await writtenHash(page));
  assert.equal(await again.getByLabel('Edge list').inputValue(), await edges.inputValue());
  assert.equal(await canvasImage(again, '[data-role=graph]'), await canvasImage(page, '[data-role=graph]'));
  await edges.fill('a b c');
  await button(page, 'Apply edge list').click();
  assert.match(await page.getByRole('alert').textContent(), /Line 1: "a b c" is not an edge/);
  // A line with a name missing is not read as the lone vertex left: said by its line.
  await edges.fill('a b\nb >\nc');
  await button(page, 'Apply edge list').click();
  assert.match(await page.getByRole('alert').textContent(), /Line 2: "b >" is not an edge/);
  await Promise.all([page.close(), again.close()]);
});

test('word ladder and DFS: bad values in the link get notices in the catalogue\'s words', async () => {
  const ladder = await open(env.browser, env.url, '#/ladder?list=huge&from=fool&to=sages');
  const text = await ladder.getByRole('alert').textContent();
  assert.match(text, /Ignored list=huge: choose four, sgb or custom\. Using four\./);
  assert.match(text, /The ladder in the link is shown as it came, not searched: "fool" has 4 letters and "sages" has 5: .*Mend it in the form and press Search\./);
  assert.match(await status(ladder), /^"fool" has 4 letters and "sages" has 5/);
  assert.equal(await ladder.locator('input[name=to]').inputValue(), 'sages');
  const dangling = await open(env.browser, env.url, '#/dfs?edges=a>b;b>;c');
  assert.match(await dangling.getByRole('alert').textContent(), /Ignored edges=a>b;b>;c: line 2: "b>" is not an edge/);
  await dangling.close();
  const dfs = await open(env.browser, env.url, '#/dfs?edges=a>b>c');
  assert.match(await dfs.getByRole('alert').textContent(), /Ignored edges=a>b>c: line 1: "a>b>c" is not an edge: .*Using the example\./);
  assert.match(await status(dfs), /^6 vertices, 8 edges: Step to start the depth-first search at u\./);
  // Shift-click on the last vertex (drawn in the middle) is refused in words.
  await dfs.getByLabel('Edge list').fill('solo');
  await button(dfs, 'Apply edge list').click();
  const box = await dfs.locator('[data-role=graph]').boundingBox();
  await dfs.locator('[data-role=graph]').click({ position: { x: box.width / 2, y: box.height / 2 }, modifiers: ['Shift'] });
  assert.match(await dfs.getByRole('alert').textContent(), /A graph needs at least one vertex\./);
  await Promise.all([ladder.close(), dfs.close()]);
});

test('DFS: a long vertex name ("undershorts") is drawn whole inside its vertex', async () => {
  const page = await open(env.browser, env.url, '#/dfs', { width: 1366, height: 768 });
  await page.locator('textarea[name=edges]').fill('undershorts undershorts');
  await button(page, 'Apply edge list').click();
  await page.waitForFunction(() => /undershorts/.test(location.hash));
  await shot(page, `${SHOTS}dfs-long-name.png`);
  // One vertex, in the middle: along its middle row the outline, white, the name, white,
  // the outline; the vertex is as wide as the name needs.
  const m = await page.locator('canvas[data-role=graph]').evaluate((c) => {
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    const dark = (x, y) => { const i = (y * c.width + x) * 4; return data[i] + data[i + 1] + data[i + 2] < 300; };
    const cy = Math.round(c.height / 2);
    const cx = Math.round(c.width / 2);
    const row = Array.from({ length: c.width }, (_, x) => dark(x, cy));
    const runs = [];
    row.forEach((d, x) => { if (d && (x === 0 || !row[x - 1])) runs.push([x, x]); else if (d) runs[runs.length - 1][1] = x; });
    let bottom = c.height - 1;
    while (bottom > cy && !dark(cx, bottom)) bottom--;
    return { runs, half: bottom - cy };
  });
  const { runs, half } = m;
  const left = runs[0];
  const right = runs[runs.length - 1];
  const text = runs.slice(1, -1);
  assert.ok(text.length >= 5, `the name's letters: ${JSON.stringify(runs)}`);
  assert.ok(text[0][0] - left[1] >= 3 && right[0] - text[text.length - 1][1] >= 3, `the name touches the outline: ${JSON.stringify(runs)}`);
  assert.ok(right[1] - left[0] > 3 * half, `vertex ${right[1] - left[0]} px wide, ${2 * half} px high`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('word ladder: past the 240-word cut, the goal\'s layer still shows the goal and every layer its word of the ladder', async () => {
  const page = await open(env.browser, env.url, '#/ladder?from=fool&to=sage', { width: 1366, height: 768 });
  await button(page, 'Solve').click();
  await waitStatus(page, /^Ladder found: /);
  const ladder = (await status(page)).match(/^Ladder found: ([A-Z →]+) \(/)[1].split(' → ');
  assert.equal(ladder.length, 7);
  const layers = await page.locator('.layer').evaluateAll((rows) => rows.map((r) => ({
    shown: r.querySelectorAll('.word').length,
    more: r.querySelector('.more')?.textContent || '',
    goal: r.querySelector('.word.goal')?.textContent || '',
    path: [...r.querySelectorAll('.word.on-path')].map((w) => w.textContent),
  })));
  assert.equal(layers.length, 7);
  const last = layers[6];
  assert.match(last.more, /more/, 'the goal\'s layer is cut');
  assert.equal(last.goal, 'SAGE');
  assert.deepEqual(layers.map((l) => l.path), ladder.map((w) => [w]));
  assert.ok(await page.locator('.word.goal').isVisible());
  await page.locator('.word.goal').scrollIntoViewIfNeeded();
  await shot(page, `${SHOTS}ladder-cut-goal.png`);
  await page.close();
});
