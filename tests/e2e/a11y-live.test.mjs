// What a person with a screen reader and the keyboard hears and where their focus goes
// from the page: the live region (#announce, www/shell/announce.js) paced while
// playing and at once for a step by hand; the board's cursor said square by square; focus
// kept on a control as the player's buttons turn off; reduced motion; K plays and pauses from
// anywhere. axe-core finds no violation in each new state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, violations, idle, everyView, hashParams, moreOptions } from './harness.mjs';

const env = useBrowser();

const said = (page) => page.locator('#announce').textContent();
const shown = (page) => page.locator('#status').textContent();

// Count the changes of the live region and of the status line from now on, in the page.
const watch = (page) => page.evaluate(() => {
  const w = { announce: 0, status: 0, since: performance.now() };
  window.watched = w;
  new MutationObserver(() => { w.announce++; }).observe(document.getElementById('announce'), { childList: true, characterData: true, subtree: true });
  new MutationObserver(() => { w.status++; }).observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
});

test('Play: the status line changes every frame, the live region at most once every 2 s; Pause says where it stopped', async () => {
  // 400 squares at 50 steps a second: more than 5 s of Play.
  const page = await open(env.browser, env.url, '#/bfs?board=20x20&start=a1&speed=50');
  assert.equal(await page.locator('#status').getAttribute('aria-live'), 'off', 'the status line is shown, not spoken');
  assert.equal(await page.locator('#announce').getAttribute('aria-live'), 'polite');
  await watch(page);
  await button(page, 'Play').click();
  await page.waitForFunction(() => performance.now() - window.watched.since >= 5000, null, { timeout: 20000, polling: 100 });
  const counts = await page.evaluate(() => ({ ...window.watched }));
  assert.equal(await page.locator('[data-act=play]').getAttribute('aria-pressed'), 'true', 'still playing after 5 s');
  found(counts);
  assert.ok(counts.status >= 40, `the status line changed ${counts.status} times`);
  assert.ok(counts.announce >= 1 && counts.announce <= 3, `the live region changed ${counts.announce} times in 5 s of Play`);
  const playing = await violations(page, 'playing');
  // K pauses (focus on the Play button): where it stands is said at once.
  await page.keyboard.press('k');
  await idle(page);
  await page.waitForFunction(() => document.getElementById('announce').textContent === document.getElementById('status').textContent);
  assert.deepEqual(playing, []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The figures the first test measured, for the report (node --test shows a test's output).
function found(counts) {
  console.log(`5 s of Play at 50/s on #/bfs 20x20: status line ${counts.status} changes, live region ${counts.announce}`);
}

test('a step by hand is said at once, every step', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=5x5&start=a1');
  const heard = [];
  for (let i = 0; i < 4; i++) {
    const before = await shown(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((b) => document.getElementById('status').textContent !== b, before);
    await page.waitForFunction(() => document.getElementById('announce').textContent === document.getElementById('status').textContent);
    heard.push(await said(page));
  }
  assert.equal(new Set(heard).size, 4, heard.join(' | '));
  // Step by the button too.
  const before = await shown(page);
  await button(page, 'Step').click();
  await page.waitForFunction((b) => document.getElementById('announce').textContent !== b
    && document.getElementById('announce').textContent === document.getElementById('status').textContent, before);
  await page.close();
});

test('the board cursor says its square, what is on it and what Enter does; Enter is then said', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=5x5&start=a1');
  const canvas = page.locator('#view canvas').first();
  const hint = await canvas.getAttribute('aria-describedby');
  assert.ok(hint, 'the board has a description');
  assert.match(await page.locator(`#${hint}`).textContent(), /Arrow keys move a cursor/);
  await canvas.focus();
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => /^a2: not discovered yet\. Enter: start the search here\.$/.test(document.getElementById('announce').textContent));
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /^b2: not discovered yet\./.test(document.getElementById('announce').textContent));
  const cursor = await violations(page, 'cursor');
  // Enter starts the search on b2: the status line says so, and so does the live region.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash.includes('start=b2'));
  await page.waitForFunction(() => document.getElementById('announce').textContent === document.getElementById('status').textContent
    && /b2/.test(document.getElementById('status').textContent));
  // After some steps a square is in the queue or done, at its distance.
  await page.locator('[data-act=step]').click();
  await page.locator('[data-act=step]').click();
  await canvas.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /^b2: (in the queue|done), distance 0\. Enter: trace the shortest path to here\.$/.test(document.getElementById('announce').textContent));
  assert.deepEqual(cursor, []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('queens: the cursor says row, column and whether the square is attacked', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&step=3');
  const canvas = page.locator('#view canvas').first();
  await canvas.focus();
  // Three queens placed (rows 1 to 3); row 4 is being filled. Up three from row 1, column 1.
  const hear = async (keys, re) => {
    for (const k of keys) await page.keyboard.press(k);
    await page.waitForFunction((src) => new RegExp(src).test(document.getElementById('announce').textContent), re.source, { timeout: 5000 })
      .catch(async (e) => { throw new Error(`${re}: heard ${await said(page)} (${e.message})`); });
  };
  await hear(['ArrowUp', 'ArrowUp', 'ArrowUp'], /^Row 4, column 1: attacked\.$/);
  await hear(['ArrowRight'], /^Row 4, column 2: not attacked\.$/);
  await hear(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft'], /^Row 1, column 1: a queen\.$/);
  await hear(['ArrowUp'], /^Row 2, column 1: empty; this row's queen is in column 3\.$/);
  await page.close();
});

test('queens: on a solution chosen from the list, the cursor says that solution\'s queens, not the search\'s frame', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=6&mode=all');
  await button(page, 'Solve').click();
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Search complete: 4 solutions'));
  await page.locator('button.thumb').nth(2).click();
  const which = await page.locator('[data-role=which]').textContent();
  const cols = which.match(/columns ([\d ]+)$/)[1].split(' ').map(Number);
  const canvas = page.locator('#view canvas').first();
  await canvas.focus();
  // The cursor starts on row 1, column 1; walk row 1 to its queen, then up a row.
  const hear = async (re) => page.waitForFunction((src) => new RegExp(src).test(document.getElementById('announce').textContent), re.source, { timeout: 5000 })
    .catch(async (e) => { throw new Error(`${re}: heard ${await said(page)} (${e.message})`); });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await hear(cols[0] === 1 ? /^Row 1, column 1: a queen\.$/ : new RegExp(`^Row 1, column 1: empty; this row's queen is in column ${cols[0]}\\.$`));
  for (let c = 1; c < cols[0]; c++) await page.keyboard.press('ArrowRight');
  await hear(new RegExp(`^Row 1, column ${cols[0]}: a queen\\.$`));
  await page.keyboard.press('ArrowUp');
  await hear(new RegExp(`^Row 2, column ${cols[0]}: ${cols[1] === cols[0] ? 'a queen' : `empty; this row's queen is in column ${cols[1]}`}\\.$`));
  await page.close();
});

// Where focus is: never <body>, and on an enabled control.
const focusOn = (page) => page.evaluate(() => {
  const a = document.activeElement;
  const name = a && (a.dataset.act || a.dataset.role);
  return a === document.body || !a ? 'BODY' : `${a.tagName}${name ? `[${name}]` : ''}${a.disabled ? ' disabled' : ''}`;
});

// Where the focus goes as the player's buttons turn off: the scrub bar, which says where the
// search stands and which Enter or Space, pressed on as they were on the button, leaves be.
const SCRUB = 'INPUT[scrub]';

test('focus never falls to <body> as the player\'s buttons turn off, nor to a button that undoes the run', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=3x4&start=a1&speed=max');
  const seen = [];
  const press = async (act, key = 'Enter') => {
    await page.locator(`[data-act=${act}]`).focus();
    await page.keyboard.press(key);
    await idle(page);
    const at = await focusOn(page);
    seen.push(`${act}→${at}`);
    return at;
  };
  // Solve: Solve, Step and Play turn off at the end; focus goes to the scrub bar.
  assert.equal(await press('solve'), SCRUB);
  // Back by hand to the start: Back turns off; focus goes to the scrub bar.
  await page.locator('[data-act=reset]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await focusOn(page), 'BUTTON[reset]');
  await page.keyboard.press('ArrowRight'); // a step, from the keyboard (focus on Reset)
  await page.waitForFunction(() => !document.querySelector('[data-act=back]').disabled);
  assert.equal(await press('back'), SCRUB);
  // Step by hand to the end: Step turns off; focus goes to the scrub bar.
  await page.locator('[data-act=step]').focus();
  for (let i = 0; i < 200 && !(await page.locator('[data-act=step]').isDisabled()); i++) {
    await page.keyboard.press('Enter');
    const at = await focusOn(page);
    assert.ok(at !== 'BODY' && !at.endsWith('disabled'), `step ${i}: ${at}`);
  }
  assert.equal(await focusOn(page), SCRUB);
  // Enter and Space pressed on, as on Step, leave the search at its end (focus on Back
  // walked it back, an Enter a step).
  const end = await page.locator('[data-c=steps]').textContent();
  for (let i = 0; i < 10; i++) await page.keyboard.press(i % 2 ? ' ' : 'Enter');
  await idle(page);
  assert.equal(await page.locator('[data-c=steps]').textContent(), end);
  assert.equal(await focusOn(page), SCRUB);
  // Play to the end at max speed: Play turns off; focus goes to the scrub bar.
  await press('reset');
  assert.equal(await press('play'), SCRUB);
  // Pause: the same button, which keeps focus.
  await page.locator('[data-act=reset]').click();
  await page.locator('[data-role=speed]').evaluate((s) => { s.value = '0'; s.dispatchEvent(new Event('input')); });
  await page.locator('[data-act=play]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await idle(page);
  assert.equal(await focusOn(page), 'BUTTON[play]');
  assert.ok(!seen.some((s) => s.endsWith('BODY')), seen.join(', '));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('K plays and pauses from anywhere but a text field: a focused button, an embed, a lesson', async () => {
  const pressed = (page) => page.locator('#view .player [data-act=play]').getAttribute('aria-pressed');
  const page = await open(env.browser, env.url, '#/bfs?board=20x20&start=a1&speed=5');
  // Focus on Reset: Space would press Reset; K plays.
  await page.locator('[data-act=reset]').focus();
  await page.keyboard.press('k');
  await page.waitForFunction(() => document.querySelector('[data-act=play]').getAttribute('aria-pressed') === 'true');
  await page.keyboard.press('K');
  await idle(page);
  // Not while typing in a field.
  await page.locator('input[name=start]').focus();
  await page.keyboard.press('k');
  assert.equal(await pressed(page), 'false');
  assert.match(await page.locator('.keys').textContent(), /Space or K play\/pause/);
  await page.goto(`${env.url}#/bfs?board=20x20&start=a1&speed=5&embed=1`);
  await page.waitForFunction(() => document.body.classList.contains('embed') && document.querySelector('#view .player [data-act=play]'));
  await page.keyboard.press('k');
  await page.waitForFunction(() => document.querySelector('#view .player [data-act=play]').getAttribute('aria-pressed') === 'true');
  await page.keyboard.press('k');
  await idle(page);
  // A lesson's slide, once its @play 20 has played: focus on Next.
  await page.goto(`${env.url}#/lesson/bfs?slide=9`);
  await page.waitForFunction(() => document.querySelector('#view [data-c=steps]')?.textContent === '20'
    && document.querySelector('#view .player [data-act=play]').getAttribute('aria-pressed') === 'false', null, { timeout: 20000 });
  await page.locator('[data-act=slide-next]').focus();
  await page.keyboard.press('k');
  await page.waitForFunction(() => document.querySelector('#view .player [data-act=play]').getAttribute('aria-pressed') === 'true');
  await page.keyboard.press('k');
  await idle(page);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('reduced motion: autoplay and a lesson\'s @play open at their frame without playing', async () => {
  const page = await open(env.browser, env.url, '');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Anything that ever plays is seen: aria-pressed=true on a Play button.
  await page.evaluate(() => {
    window.played = false;
    new MutationObserver(() => { if (document.querySelector('[data-act=play][aria-pressed=true]')) window.played = true; })
      .observe(document.body, { attributes: true, subtree: true, attributeFilter: ['aria-pressed'] });
  });
  await page.goto(`${env.url}#/bfs?board=8x8&start=a1&autoplay=1`);
  await page.waitForFunction(() => /Reduced motion is on/.test(document.getElementById('status').textContent));
  assert.equal(await page.locator('#view [data-c=steps]').textContent(), '0');
  const still = await violations(page, 'reduced');
  // A lesson's @play 20: the slide opens at step 20.
  await page.goto(`${env.url}#/lesson/bfs?slide=9`);
  await page.waitForFunction(() => document.querySelector('#view [data-c=steps]')?.textContent === '20');
  assert.equal(await page.evaluate(() => window.played), false, 'nothing played');
  assert.deepEqual(still, []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a long job\'s progress line (Solve now on a search of minutes) is shown as it goes but spoken at most once every 2 s, and its end is said', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?korf=1&algo=idastar&heuristic=manhattan&memory=off');
  const result = page.locator('[data-role=solve-result]');
  assert.equal(await result.getAttribute('aria-live'), 'off', 'the line itself is not a live region');
  await page.evaluate(() => {
    const w = { announce: 0, line: 0, since: performance.now() };
    window.watched = w;
    new MutationObserver(() => { w.announce++; }).observe(document.getElementById('announce'), { childList: true, characterData: true, subtree: true });
    new MutationObserver(() => { w.line++; }).observe(document.querySelector('[data-role=solve-result]'), { childList: true, characterData: true, subtree: true });
  });
  await button(page, 'Solve now').click();
  await page.waitForFunction(() => performance.now() - window.watched.since >= 5000 && window.watched.line >= 5, null, { timeout: 60000, polling: 100 });
  const counts = await page.evaluate(() => ({ ...window.watched, ms: performance.now() - window.watched.since }));
  assert.ok(counts.announce >= 1 && counts.announce <= Math.ceil(counts.ms / 2000) + 1, `the live region changed ${counts.announce} times in ${Math.round(counts.ms)} ms, the line ${counts.line} times`);
  assert.match(await said(page), /^Searching: bound \d+ of 57 \(his shortest solution: IDA\* ends there\), [\d,]+ nodes generated/);
  await button(page, 'Cancel').click();
  await page.waitForFunction(() => document.getElementById('announce').textContent === 'Solving cancelled.', null, { timeout: 5000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a job\'s button pressed by keyboard hands focus to its Cancel, and Cancel (or the job\'s end) hands it back', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?korf=1&algo=idastar&heuristic=manhattan&memory=off');
  await page.locator('[data-act=solve-now]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[data-act=solve-now-cancel]').disabled);
  assert.equal(await focusOn(page), 'BUTTON[solve-now-cancel]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[data-act=solve-now]').disabled);
  assert.equal(await focusOn(page), 'BUTTON[solve-now]');
  // A job that ends on its own (an 8-puzzle, in milliseconds): focus ends on its button.
  await page.goto(`${env.url}#/puzzle?tiles=8,6,7,2,5,4,3,0,1`);
  await page.waitForSelector('body[data-ready]');
  await page.locator('[data-act=solve-now]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-role=solve-result]').dataset.length === '31', null, { timeout: 30000 });
  assert.equal(await focusOn(page), 'BUTTON[solve-now]');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('maze: Enter\'s hint names what the chosen click tool will do on the cursor\'s square, and Enter does it', async () => {
  const page = await open(env.browser, env.url, '#/maze?size=6x6&seed=3');
  const canvas = page.locator('#view canvas').first();
  await canvas.focus();
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => /^a2\. Enter: put up or take down the wall on its east side\.$/.test(document.getElementById('announce').textContent));
  await moreOptions(page);
  await page.locator('input[name=click][value=start]').check();
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /^b2\. Enter: place the start here\.$/.test(document.getElementById('announce').textContent));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash.includes('start=b2'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every board the keyboard moves a cursor over draws it; Space there plays and pauses, Enter picks', async () => {
  const drawn = [];
  for (const [route, hash] of Object.entries(everyView({}))) {
    const page = await open(env.browser, env.url, hash);
    // A board whose squares the arrow keys walk (board.js; it says its keys, board-keys).
    const canvas = page.locator('#view .stage canvas[aria-describedby=board-keys]').first();
    if (!(await canvas.count())) {
      await page.close();
      continue;
    }
    drawn.push(route);
    const image = () => canvas.evaluate((c) => c.toDataURL());
    await canvas.focus();
    const plain = await image();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    assert.match(await said(page), /\S/, `${route}: the square is said`);
    assert.notEqual(await image(), plain, `${route}: the cursor is drawn`);
    await canvas.evaluate((c) => c.blur());
    assert.equal(await image(), plain, `${route}: drawn only while the board has focus`);
    assert.deepEqual(page.errors, [], route);
    await page.close();
  }
  for (const r of ['knight', 'bfs', 'queens', 'maze', 'puzzle']) assert.ok(drawn.includes(r), `${r} has a board cursor`);
  // The knight's board: Space plays and pauses as the header says, Enter picks the square.
  const page = await open(env.browser, env.url, '#/knight?board=5x5&start=a1&speed=1');
  await page.locator('#view .stage canvas').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.querySelector('[data-act=play]').getAttribute('aria-pressed') === 'true');
  await page.keyboard.press(' ');
  await idle(page);
  assert.equal(await page.locator('[data-act=play]').getAttribute('aria-pressed'), 'false');
  assert.equal((await hashParams(page)).start, 'a1', 'Space picked no square');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash.includes('start=b1'));
  assert.deepEqual(page.errors, []);
  await page.close();
});
