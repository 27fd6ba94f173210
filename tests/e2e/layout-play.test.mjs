// Nothing a person aims at moves while the search plays: the board and Back keep their boxes
// on every animation frame of Play while the narration wraps to more or fewer lines (it keeps
// a box of its own), on a phone in Chinese and in a 640x420 embed. Play is as wide as Pause
// and looks like no other button; the player bar stands in the same place in every view and
// in a lesson.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, button, violations, SHOTS, openDevice, shot, ROUTES } from './harness.mjs';

const env = useBrowser();

// While the player plays: on every animation frame, the board's and the Back button's
// boxes and the height of the narration's text, until `steps` different
// narrations have been shown.
const sampleWhilePlaying = (page, steps) => page.evaluate((steps) => new Promise((resolve) => {
  const seen = new Set();
  const boxes = new Set();
  const heights = new Set();
  const back = [...document.querySelectorAll('#view .player button')].find((b) => b.dataset.act === 'back');
  const board = document.querySelector('#view .stage canvas');
  const status = document.getElementById('status');
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
  const frame = () => {
    seen.add(status.textContent);
    boxes.add(`board ${box(board)} back ${box(back)}`);
    // The lines the text takes, whatever the box around it.
    const range = document.createRange();
    range.selectNodeContents(status);
    heights.add(Math.round(range.getBoundingClientRect().height));
    if (seen.size >= steps) resolve({ boxes: [...boxes], heights: [...heights], seen: seen.size });
    else requestAnimationFrame(frame);
  };
  frame();
}), steps);

for (const [name, hash] of [['queens', '#/queens?lang=zh&speed=20'], ['knight', '#/knight?lang=zh&speed=20&strategy=dfs']]) {
  test(`a phone (390x844, zh): the ${name} board and Back stay put through 40 steps of Play`, async () => {
    const { context, page } = await openDevice(env.browser, env.url, hash);
    assert.equal(await page.locator('#view .player [data-act=back]').count(), 1);
    await button(page, '播放').click();
    const s = await sampleWhilePlaying(page, 40);
    await shot(page, `${SHOTS}layout-play-phone-${name}.png`);
    await button(page, '暂停').click();
    assert.deepEqual(await violations(page, `phone ${name}`), []);
    // The narration did wrap to different numbers of lines (or the test proves nothing) ...
    assert.ok(s.heights.length > 1, `the narration always took ${s.heights} px`);
    // ... and the board and Back never moved or changed size.
    assert.deepEqual(s.boxes.length, 1, s.boxes.join('\n'));
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('a 640x420 embed: the board keeps its size and place through 40 steps of Play, the narration beside it', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/knight?embed=1&strategy=dfs&speed=20', { width: 640, height: 420, touch: false });
  await button(page, 'Play').click();
  const s = await sampleWhilePlaying(page, 40);
  await button(page, 'Pause').click();
  assert.ok(s.heights.length > 1, `the narration always took ${s.heights} px`);
  assert.equal(s.boxes.length, 1, s.boxes.join('\n'));
  // The narration stands to the right of the board, inside the frame.
  const board = await page.locator('#view .stage canvas').boundingBox();
  const line = await page.locator('#status').boundingBox();
  assert.ok(line.x >= board.x + board.width, `status ${JSON.stringify(line)} board ${JSON.stringify(board)}`);
  assert.ok(line.y + line.height <= 420 && board.y >= 0 && board.y + board.height <= 420);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Play's box, Play's and Code's backgrounds, and what the bar holds around Play.
const playBox = (page) => page.locator('#view .player [data-act=play]').evaluate((b) => {
  const r = b.getBoundingClientRect();
  return { w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10, pressed: b.getAttribute('aria-pressed') };
});

for (const [lang, play, pause, size] of [['en', 'Play', 'Pause', { width: 1366, height: 768, touch: false }], ['zh', '播放', '暂停', { width: 390, height: 844 }]]) {
  test(`${lang} at ${size.width}x${size.height}: Play is as wide as Pause, filled unlike the Code toggle, named by its word beside its icon`, async () => {
    const { context, page } = await openDevice(env.browser, env.url, `#/knight?lang=${lang}&strategy=dfs&speed=1`, size);
    const before = await playBox(page);
    await button(page, play).click();
    await page.waitForFunction(() => document.querySelector('[data-act=play]').getAttribute('aria-pressed') === 'true');
    const playing = await playBox(page);
    // Pause is the accessible name now, and the button kept its size.
    assert.equal(await button(page, pause).count(), 1);
    assert.deepEqual([playing.w, playing.h], [before.w, before.h], `Play ${JSON.stringify(before)}, Pause ${JSON.stringify(playing)}`);
    await button(page, pause).click();
    assert.deepEqual(await playBox(page), before);
    // The primary button: filled with the accent, its word in the colour on it; the Code
    // toggle (and every other player button) is not.
    const look = await page.evaluate(() => {
      const style = (act) => getComputedStyle(document.querySelector(`#view .player [data-act=${act}]`)).backgroundColor;
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('span');
      probe.style.color = root.getPropertyValue('--accent');
      document.body.append(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      return { play: style('play'), others: ['reset', 'back', 'step', 'solve', 'code'].map(style), accent, icons: document.querySelectorAll('#view .player .buttons svg.icon').length };
    });
    assert.equal(look.play, look.accent);
    for (const other of look.others) assert.notEqual(other, look.play);
    // An icon for each of Reset, Back, Step, Solve and both faces of Play.
    assert.equal(look.icons, 6);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

// Where the player bar stands in a view: its box, its side panel's, the board column's,
// and Play's offset inside the bar.
const barPlace = (page) => page.evaluate(() => {
  const box = (e) => e.getBoundingClientRect();
  const side = document.querySelector('#view > .side');
  const main = document.querySelector('#view > .main');
  const bar = document.querySelector('#view .player');
  const play = box(bar.querySelector('[data-act=play]'));
  const b = box(bar);
  return {
    first: side.firstElementChild === bar,
    atSideTop: Math.round(b.y - box(side).y), atSideLeft: Math.round(b.x - box(side).x),
    top: Math.round(b.y), underBoard: Math.round(b.y - box(main).bottom), play: [Math.round(play.x - b.x), Math.round(play.y - b.y)],
  };
});

test('the player bar stands in the same place in every view of the registry and in a lesson: first in the side panel, at the top beside the board (1366x768), right under it (390x844)', async () => {
  for (const size of [{ width: 1366, height: 768, touch: false }, { width: 390, height: 844 }]) {
    const places = {};
    for (const route of ROUTES) {
      const { context, page } = await openDevice(env.browser, env.url, `#/${route}`, size);
      places[route] = await barPlace(page);
      assert.deepEqual(page.errors, [], route);
      await context.close();
    }
    const { context, page } = await openDevice(env.browser, env.url, '#/lesson/bfs?slide=2', size);
    await page.waitForSelector('[data-role=slides][data-ready=true]', { state: 'attached' });
    const lesson = await barPlace(page);
    await context.close();
    const knight = places[ROUTES[0]];
    for (const [route, p] of Object.entries(places)) {
      assert.ok(p.first, `${route}: the bar is not first in its panel`);
      assert.deepEqual([p.atSideTop, p.atSideLeft], [0, 0], `${route} at ${size.width}: ${JSON.stringify(p)}`);
      assert.deepEqual(p.play, knight.play, `${route} at ${size.width}: Play stands elsewhere in the bar`);
      // Beside the board: every view's bar at the same height; under it: the same gap below.
      if (size.width > 800) assert.equal(p.top, knight.top, `${route}: bar at y ${p.top}, the ${ROUTES[0]}'s at ${knight.top}`);
      else assert.equal(p.underBoard, knight.underBoard, `${route}: ${p.underBoard} px under the board, the ${ROUTES[0]}'s ${knight.underBoard}`);
    }
    assert.ok(lesson.first && lesson.atSideTop === 0 && lesson.atSideLeft === 0, `lesson at ${size.width}: ${JSON.stringify(lesson)}`);
    assert.deepEqual(lesson.play, knight.play, `lesson at ${size.width}`);
  }
});
