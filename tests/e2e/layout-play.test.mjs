// Nothing a person aims at moves while the search plays: the board and Back keep their boxes
// on every animation frame of Play while the narration wraps to more or fewer lines (it keeps
// a box of its own), on a phone in Chinese and in a 640x420 embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, button, violations, SHOTS, openDevice, shot } from './harness.mjs';

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
