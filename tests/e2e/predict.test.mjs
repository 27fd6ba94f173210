// "Your turn", driven as a learner would: answers given by a click on the board,
// by the board's keyboard cursor and Enter, and in the answer field; graded by the rule of
// the search shown (a square tied for fewest onward moves is right, one that is no move is
// wrong); the score kept in the browser, a question scored once, at its first answer (a
// wrong first answer is a miss, the tries are counted), not again after Back, Reset, or a
// reload of the same link; an empty answer is not graded and a long one never reaches wasm;
// every view of the registry asks; in Chinese; embedded at 640x420; a race graded once per
// configuration, with no winner when the panes stop at bounds; no axe violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, button, counter, clickSquare, violations, everyView, loadAt, SHOTS, writtenHash, roleText, asked, answer, shot, openDevice } from './harness.mjs';

const env = useBrowser();

// The score line's "points of asked".
const score = async (page) => (await roleText(page, 'score')).match(/^([\d.]+) of (\d+)/).slice(1).map(Number);
// The score line's tries.
const tries = async (page) => Number((await roleText(page, 'score')).match(/(\d+) tr(?:y|ies);/)[1]);

test('knight: a wrong square does not advance and is a miss, a tied square is right by click, the keyboard picks, Back asks again and scores once', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff&predict=1');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await asked(page);
  assert.equal(await button(page, 'Your turn').getAttribute('aria-pressed'), 'true');
  assert.match(await roleText(page, 'question'), /where does the knight go from a1/);
  // The question is on the status line for screen readers.
  assert.match(await status(page), /where does the knight go from a1/);

  // d4 is no knight's move from a1: wrong, the search does not move, and the question
  // counts as missed (its first answer).
  await answer(page, 'd4');
  assert.match(await roleText(page, 'verdict'), /^Not what the rule does: d4\. From a1, d4 is not a knight’s move/);
  assert.equal(await counter(page, 'steps'), '0');
  assert.deepEqual(await score(page), [0, 1]);
  assert.equal(await tries(page), 1);

  // c2 ties with b3 (5 onward moves each): right, though the tie-break takes b3; not
  // scored, the first answer was wrong; the second try is counted.
  await clickSquare(page, 2, 1, 8, 8);
  assert.match(await roleText(page, 'verdict'), /^Right\. By the rule c2 is right too; the search takes b3 first\..* Not scored: the first answer to this question was not right, so it counts as missed\.$/);
  assert.equal(await counter(page, 'steps'), '1');
  assert.deepEqual(await score(page), [0, 1]);
  assert.match(await roleText(page, 'score'), /^0 of 1 point; 0 right, 1 missed; 2 tries; streak 0$/);
  assert.match(await roleText(page, 'question'), /from b3/);

  // The hint shows the onward counts and halves the point.
  await button(page, 'Hint').click();
  assert.match(await roleText(page, 'hint'), /c1 3, a5 3, d2 5/);
  // The keyboard: the board's cursor from a1, two to the right is c1 (3 onward moves).
  const canvas = page.locator('canvas').first();
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.match(await roleText(page, 'verdict'), /^Right\./);
  assert.deepEqual(await score(page), [0.5, 2]);
  assert.equal(await counter(page, 'steps'), '2');

  // Back: the question at b3 is asked again, graded again, scored once (no try counted).
  await button(page, 'Back').click();
  assert.equal(await counter(page, 'steps'), '1');
  assert.match(await roleText(page, 'question'), /from b3/);
  await answer(page, 'A5');
  assert.match(await roleText(page, 'verdict'), /^Right\..* Answered before: not scored again\.$/);
  assert.deepEqual(await score(page), [0.5, 2]);
  assert.equal(await tries(page), 3);

  // Show me plays the step and counts it as missed; the score survives a reload.
  await button(page, 'Show me').click();
  assert.match(await roleText(page, 'verdict'), /^Shown\./);
  assert.deepEqual(await score(page), [0.5, 3]);
  assert.deepEqual(await violations(page, 'knight your turn'), []);
  await shot(page, `${SHOTS}predict-knight.png`);
  await page.reload();
  await page.waitForSelector('[data-role=score]');
  assert.deepEqual(await score(page), [0.5, 3]);
  // Y turns it off, and the URL says so.
  await page.locator('body').press('y');
  assert.equal(await page.locator('.your-turn').isHidden(), true);
  await page.waitForFunction(() => !location.hash.includes('predict=1'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('queens: the column by a click on its square; an attacked column is wrong and says by which queen', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8&predict=1');
  await asked(page);
  assert.match(await roleText(page, 'question'), /queen of row 1/);
  await clickSquare(page, 0, 0, 8, 8);
  assert.match(await roleText(page, 'verdict'), /^Right\./);
  // Row 2: column 2 is attacked by the queen in row 1 along a diagonal.
  await clickSquare(page, 1, 1, 8, 8);
  assert.match(await roleText(page, 'verdict'), /Column 2 of row 2 is attacked by the queen in row 1 along a diagonal/);
  await answer(page, '3');
  assert.match(await roleText(page, 'verdict'), /^Right\./);
  await answer(page, 'back');
  assert.match(await roleText(page, 'verdict'), /does not back up yet/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sudoku: a click on a cell starts the answer and the digit finishes it; a cell with more candidates is wrong', async () => {
  const page = await open(env.browser, env.url, '#/sudoku?cell=mrv&predict=1');
  await asked(page);
  await answer(page, 'r1c3 1');
  assert.match(await roleText(page, 'verdict'), /fewest candidates, 1; r1c3 has 3/);
  // r5c5 has one candidate, 5 (the first such cell the scan meets).
  const canvas = page.locator('canvas').first();
  const box = await canvas.boundingBox();
  const side = Math.min(box.width, box.height);
  await canvas.click({ position: { x: box.width / 2 - side / 2 + side * 4.5 / 9, y: side * 4.5 / 9 } });
  assert.equal(await page.locator('[data-role=answer]').inputValue(), 'r5c5 ');
  await page.locator('[data-role=answer]').press('5');
  await page.locator('[data-role=answer]').press('Enter');
  assert.match(await roleText(page, 'verdict'), /^Right\. r5c5 has only one candidate/);
  assert.equal(await counter(page, 'steps'), '1');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('BFS, ladder, DFS and maze: the queue front, a white neighbour, an edge class, the mouse', async () => {
  const bfs = await open(env.browser, env.url, '#/bfs?board=8x8&start=a1&predict=1');
  await asked(bfs);
  await answer(bfs, 'b3');
  assert.match(await roleText(bfs, 'verdict'), /b3 is not in the queue/);
  await clickSquare(bfs, 0, 0, 8, 8);
  assert.match(await roleText(bfs, 'verdict'), /^Right\. Dequeued a1/);
  await clickSquare(bfs, 2, 1, 8, 8);
  assert.match(await roleText(bfs, 'verdict'), /^Right\. By the rule c2 is right too; the search takes b3 first/);
  await answer(bfs, 'none');
  assert.match(await roleText(bfs, 'verdict'), /still undiscovered/);
  await bfs.close();

  const ladder = await open(env.browser, env.url, '#/ladder?from=fool&to=sage&predict=1');
  await asked(ladder);
  await answer(ladder, 'fool');
  await answer(ladder, 'sage');
  assert.match(await roleText(ladder, 'verdict'), /SAGE is not one letter away from FOOL/);
  await answer(ladder, 'Pool');
  assert.match(await roleText(ladder, 'verdict'), /^Right\./);
  await ladder.close();

  const dfs = await open(env.browser, env.url, '#/dfs?predict=1');
  await asked(dfs);
  await answer(dfs, 'u');
  assert.match(await roleText(dfs, 'question'), /looks along u → v next/);
  await answer(dfs, 'cross');
  assert.match(await roleText(dfs, 'verdict'), /v is white \(not yet discovered\), so the edge is not a cross edge/);
  await answer(dfs, 'tree');
  assert.match(await roleText(dfs, 'verdict'), /^Right\. Tree edge u → v/);
  await dfs.close();

  const maze = await open(env.browser, env.url, '#/maze?size=12x12&seed=1&predict=1');
  await asked(maze);
  await answer(maze, 'fly');
  assert.match(await roleText(maze, 'verdict'), /is not “ahead”, “turn”, “back” or a square/);
  await button(maze, 'Show me').click();
  assert.match(await roleText(maze, 'verdict'), /^Shown\./);
  assert.deepEqual(await score(maze), [0, 1]);
  await maze.close();
});

test('a search with no questions says why: in the maze they are the mouse\'s, not BFS\'s, A*\'s or greedy\'s', async () => {
  // It said "a board too big to draw, or sudoku by BFS".
  const { loadCatalogue } = await import('../../www/text/index.js');
  for (const lang of ['en', 'zh']) {
    const text = await loadCatalogue(lang);
    for (const [hash, key] of [['#/maze?algo=astar&predict=1', 'maze.predict.none_search'], ['#/maze?algo=bfs&predict=1', 'maze.predict.none_search'], ['#/maze?run=generate&predict=1', 'maze.predict.none_generate']]) {
      const page = await open(env.browser, env.url, `${hash}&lang=${lang}`);
      await page.waitForFunction((want) => document.querySelector('[data-role=question]')?.textContent === want, text[key]);
      assert.equal(await page.locator('[data-role=answer]').isDisabled(), true);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

test('every view asks, in English and in Chinese, and Show me plays its steps', async () => {
  const states = everyView({
    knight: '#/knight?board=6x6', bfs: '#/bfs?board=6x6', ladder: '#/ladder?from=fool&to=sage',
    dfs: '#/dfs', queens: '#/queens?n=6', sudoku: '#/sudoku', maze: '#/maze?size=6x6',
  });
  for (const [route, hash] of Object.entries(states)) {
    for (const lang of ['en', 'zh']) {
      const page = await open(env.browser, env.url, `${hash}${hash.includes('?') ? '&' : '?'}predict=1&lang=${lang}`);
      await asked(page).catch(() => { throw new Error(`${route} ${lang}: no question (${page.errors.join(' | ')})`); });
      const q = await roleText(page, 'question');
      assert.match(q, lang === 'zh' ? /轮到你了/ : /Your turn/, `${route} ${lang}: ${q}`);
      for (let i = 0; i < 3; i += 1) await page.locator('[data-act=show-me]').click();
      assert.match(await roleText(page, 'score'), lang === 'zh' ? /^3 题得 0 分/ : /^0 of 3 points/, `${route} ${lang}`);
      assert.deepEqual(await violations(page, `${route} ${lang}`), []);
      assert.deepEqual(page.errors, [], `${route} ${lang}`);
      await page.close();
    }
  }
});

test('embedded at 640x420: the question, the field and the score fit the frame', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=6x6&embed=1&predict=1', { width: 640, height: 420 });
  await asked(page);
  await answer(page, 'b3');
  assert.match(await roleText(page, 'verdict'), /^Right\./);
  for (const role of ['answer', 'score']) {
    const box = await page.locator(`[data-role=${role}]`).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 640, `${role} within the frame's width: ${JSON.stringify(box)}`);
  }
  await shot(page, `${SHOTS}predict-embed.png`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('side by side: which strategy finishes first, called before the race and graded when one finishes', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&compare=dfs,warnsdorff&predict=1');
  await page.evaluate(() => localStorage.removeItem('searchlight.score.knight.race'));
  const race = page.locator('.race');
  await race.waitFor();
  assert.match(await race.locator('legend').textContent(), /which finishes first/);
  await race.getByRole('radio', { name: 'Warnsdorff (fewest onward moves)' }).check();
  await button(page, 'Solve').click();
  await page.waitForFunction(() => /First to finish/.test(document.querySelector('.race [data-role=verdict]').textContent), null, { timeout: 20000 });
  assert.match(await race.locator('[data-role=verdict]').textContent(), /^Right\. First to finish: Warnsdorff \(fewest onward moves\), at step \d+/);
  assert.match(await race.locator('[data-role=score]').textContent(), /^1 of 1 race called right$/);
  // The choice is closed during the race; Reset opens it again for another, graded but
  // not scored: the winner is known.
  assert.equal(await race.getByRole('radio', { name: 'Plain DFS (fixed move order)' }).isDisabled(), true);
  await button(page, 'Reset').click();
  await race.getByRole('radio', { name: 'Plain DFS (fixed move order)' }).check();
  await button(page, 'Solve').click();
  await page.waitForFunction(() => /First to finish/.test(document.querySelector('.race [data-role=verdict]').textContent), null, { timeout: 20000 });
  assert.match(await race.locator('[data-role=verdict]').textContent(), /^Not that one\. First to finish: Warnsdorff.* This race was run before: not scored again\.$/);
  assert.match(await race.locator('[data-role=score]').textContent(), /^1 of 1 race called right$/);
  assert.match(await writtenHash(page), /predict=1/);
  // Nor after a reload of the same link.
  await loadAt(page, '#/knight?board=5x5&start=a1&compare=dfs,warnsdorff&predict=1');
  await race.waitFor();
  await race.getByRole('radio', { name: 'Warnsdorff (fewest onward moves)' }).check();
  await button(page, 'Solve').click();
  await page.waitForFunction(() => /First to finish/.test(document.querySelector('.race [data-role=verdict]').textContent), null, { timeout: 20000 });
  assert.match(await race.locator('[data-role=verdict]').textContent(), /^Right\. .* not scored again\.$/);
  assert.match(await race.locator('[data-role=score]').textContent(), /^1 of 1 race called right$/);
  // Another configuration (a 6x6 board) is another race, scored.
  await loadAt(page, '#/knight?board=6x6&start=a1&compare=dfs,warnsdorff&predict=1');
  await race.waitFor();
  await race.getByRole('radio', { name: 'Warnsdorff (fewest onward moves)' }).check();
  await button(page, 'Solve').click();
  await page.waitForFunction(() => /First to finish/.test(document.querySelector('.race [data-role=verdict]').textContent), null, { timeout: 20000 });
  assert.match(await race.locator('[data-role=verdict]').textContent(), /^Right\. First to finish: Warnsdorff/);
  assert.doesNotMatch(await race.locator('[data-role=verdict]').textContent(), /not scored/);
  assert.match(await race.locator('[data-role=score]').textContent(), /^2 of 2 races/);
  assert.deepEqual(await violations(page, 'race'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Every column of every row until one is accepted (a learner gaming the score): each
// question scores at its first answer only, and the tries are all counted.
test('queens: trying every column until one is accepted scores the first answers, not the last', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=8&variant=check&predict=1');
  await asked(page);
  let firstRight = 0;
  let questions = 0;
  let given = 0;
  for (let q = 0; q < 6; q += 1) {
    const steps = await counter(page, 'steps');
    questions += 1;
    for (const [i, col] of ['1', '2', '3', '4', '5', '6', '7', '8', 'back'].entries()) {
      await answer(page, col);
      given += 1;
      if (await counter(page, 'steps') !== steps) {
        if (i === 0) firstRight += 1;
        break;
      }
    }
  }
  assert.ok(firstRight < questions, `some first answer was wrong (${firstRight} of ${questions})`);
  assert.deepEqual(await score(page), [firstRight, questions]);
  assert.equal(await tries(page), given);
  assert.match(await roleText(page, 'score'), new RegExp(`; ${firstRight} right, ${questions - firstRight} missed; ${given} tries;`));
  // Back over every question and answer each right at once: nothing more is scored.
  await button(page, 'Reset').click();
  await asked(page);
  for (let q = 0; q < questions; q += 1) await button(page, 'Show me').click();
  assert.deepEqual(await score(page), [firstRight, questions]);
  assert.match(await roleText(page, 'verdict'), /Answered before: not scored again\.$/);
  // The score's Reset starts the score over; the questions answered stay answered.
  await button(page, 'Reset score').click();
  await button(page, 'Reset').click();
  await answer(page, '1');
  assert.match(await roleText(page, 'verdict'), /^Right\..* Answered before: not scored again\.$/);
  assert.deepEqual(await score(page), [0, 0]);
  // A reload of the same link: still answered. Another configuration (n=6) is scored.
  await loadAt(page, '#/queens?n=8&variant=check&predict=1');
  await asked(page);
  await answer(page, '1');
  assert.deepEqual(await score(page), [0, 0]);
  await loadAt(page, '#/queens?n=6&variant=check&predict=1');
  await asked(page);
  await answer(page, '1');
  assert.match(await roleText(page, 'verdict'), /^Right\./);
  assert.doesNotMatch(await roleText(page, 'verdict'), /not scored|Not scored/);
  assert.deepEqual(await score(page), [1, 1]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an empty or blank answer is asked for, not graded; a 10 MB one is refused at once', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff&predict=1');
  await asked(page);
  for (const blank of ['', '   ']) {
    await answer(page, blank);
    assert.equal(await roleText(page, 'verdict'), 'Type an answer first, pick it on the board, or press Back up: an empty answer is not checked.');
    assert.deepEqual(await score(page), [0, 0]);
    assert.equal(await tries(page), 0);
  }
  // The field takes at most 256 characters: a paste keeps its start.
  const field = page.locator('[data-role=answer]');
  assert.equal(await field.getAttribute('maxlength'), '256');
  await field.focus();
  await page.keyboard.insertText('y'.repeat(100_000));
  assert.equal((await field.inputValue()).length, 256);
  // Text set past the field's bound (a script, an extension) is refused before wasm.
  const ms = await page.evaluate(() => {
    const input = document.querySelector('[data-role=answer]');
    input.value = 'x'.repeat(10_000_000);
    const t0 = performance.now();
    input.form.dispatchEvent(new Event('submit', { cancelable: true }));
    return performance.now() - t0;
  });
  assert.equal(await roleText(page, 'verdict'), 'An answer has at most 256 characters, and this one has 10,000,000: it is not checked.');
  assert.ok(ms < 250, `refused in ${ms} ms`);
  assert.deepEqual(await score(page), [0, 0]);
  assert.equal(await counter(page, 'steps'), '0');
  assert.equal((await field.inputValue()).length, 256);
  // Chinese: the same prompt in its words.
  await loadAt(page, '#/queens?n=8&predict=1&lang=zh');
  await asked(page);
  await answer(page, '');
  assert.match(await roleText(page, 'verdict'), /^请先输入答案/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The BFS pane stops at its 48 MB frontier cap, the DFS pane when the recording is full:
// neither finished (the model's cursor says bounded / full), so the race has no winner and
// the learner who picked DFS loses nothing.
test('side by side: a pane stopped by a bound has not finished, and the race has no winner', async () => {
  const hash = '#/sudoku?p=..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9&cell=first&compare=dfs,bfs&predict=1';
  const page = await open(env.browser, env.url, hash);
  const race = page.locator('.race');
  await race.waitFor();
  await race.getByRole('radio', { name: /DFS/ }).check();
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.querySelector('.race [data-role=verdict]').textContent !== '', null, { timeout: 120000 });
  const verdict = await race.locator('[data-role=verdict]').textContent();
  assert.match(verdict, /^No strategy finished within the page’s bounds \(.*\): this race has no winner, and nobody loses a point\.$/);
  assert.match(await race.locator('[data-role=score]').textContent(), /^0 of 0 races/);
  const line = await status(page);
  assert.match(line, /BFS: a queue of whole grids: stopped unfinished at step [\d,]+, [\d,]+ nodes \(it met one of the page’s bounds\)/);
  assert.doesNotMatch(line, /: finished at step/);
  await shot(page, `${SHOTS}predict-race-bounded.png`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Where the verdict is on a phone's screen, once it says something.
const verdictSeen = async (page) => {
  await page.waitForFunction(() => document.querySelector('[data-role=verdict]').textContent !== '');
  return page.evaluate(() => {
    const b = document.querySelector('[data-role=verdict]').getBoundingClientRect();
    return { top: b.top, bottom: b.bottom, height: b.height, inner: window.innerHeight, text: document.querySelector('[data-role=verdict]').textContent };
  });
};
const onScreen = (v) => v.height > 0 && v.top >= 0 && v.bottom <= v.inner;

test('a phone upright (390x844), in both languages: the question next to the frontier it asks about, and the verdict on screen after a tap on a frontier row or on the board', async () => {
  for (const lang of ['en', 'zh']) {
    const { context, page } = await openDevice(env.browser, env.url, `#/puzzle?shuffle=20&seed=2&step=12&predict=1&lang=${lang}`);
    await asked(page);
    const rows = page.locator('[data-role=queue] tr[data-node]');
    assert.ok(await rows.count() >= 2);
    const question = await page.locator('[data-role=question]').boundingBox();
    const table = await page.locator('[data-role=queue] table').boundingBox();
    assert.ok(table.y >= question.y && table.y - (question.y + question.height) <= 250,
      `puzzle ${lang}: the frontier table is ${table.y - (question.y + question.height)} px below the question`);
    // The last row of the frontier: the one furthest from the answer field.
    await rows.last().tap();
    const v = await verdictSeen(page);
    assert.ok(onScreen(v), `puzzle ${lang}: ${JSON.stringify(v)}`);
    await shot(page, `${SHOTS}predict-phone-puzzle-${lang}.png`);
    assert.deepEqual(await violations(page, `puzzle ${lang}`), []);
    assert.deepEqual(page.errors, []);
    await context.close();
    // The views where the board is what the question asks about: a tap on its bottom row.
    for (const [hash, file, rank] of [['#/knight?board=8x8&start=a1', 3, 0], ['#/queens?n=8', 0, 0], ['#/bfs?board=8x8&start=a1', 0, 0]]) {
      const { context, page } = await openDevice(env.browser, env.url, `${hash}&predict=1&lang=${lang}`);
      await asked(page);
      await page.locator('canvas').first().scrollIntoViewIfNeeded();
      await clickSquare(page, file, rank, 8, 8);
      const v = await verdictSeen(page);
      assert.ok(onScreen(v), `${hash} ${lang}: ${JSON.stringify(v)}`);
      await shot(page, `${SHOTS}predict-phone-${hash.slice(2).split("?")[0]}-${lang}.png`);
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  }
});
