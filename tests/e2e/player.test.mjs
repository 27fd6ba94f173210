// The player's scrub bar: the recorded part and the total where known, not pinned at the
// right, said in words; dragged past the recording, the search runs to that step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, counter, waitStatus, SHOTS, shot } from './harness.mjs';

const env = useBrowser();

test('the scrub bar: the recorded part and the total where known, not pinned at the right, said in words', async () => {
  const page = await open(env.browser, env.url, '#/knight?board=8x8&start=a1&strategy=warnsdorff', { width: 1366, height: 768 });
  const scrub = page.getByRole('slider', { name: 'Scrub through the recorded steps' });
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await scrub.inputValue(), '5');
  assert.equal(await scrub.getAttribute('max'), '20');
  assert.equal(await scrub.getAttribute('aria-valuetext'), 'step 5 of 5 recorded; total not known yet');
  assert.equal(await page.locator('.player .scrub-text').textContent(), 'step 5 of 5 recorded; total not known yet');
  // Dragged (here: End on the slider) past the recording, the search runs to that step.
  await scrub.focus();
  await page.keyboard.press('End');
  await page.waitForFunction(() => /step=20/.test(location.hash));
  assert.equal(await counter(page, 'steps'), '20');
  assert.equal(await scrub.getAttribute('max'), '50');
  assert.equal(await scrub.getAttribute('aria-valuetext'), 'step 20 of 20 recorded; total not known yet');
  await shot(page, `${SHOTS}scrub-running.png`);
  // Once the search is over the bar spans all of it.
  await button(page, 'Solve').click();
  await waitStatus(page, /^(Tour complete|Done)/);
  const steps = await counter(page, 'steps');
  assert.equal(await scrub.getAttribute('max'), steps);
  assert.equal(await scrub.getAttribute('aria-valuetext'), `step ${steps} of ${steps}; the search is over`);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  assert.equal(await scrub.getAttribute('aria-valuetext'), `step ${steps - 3} of ${steps}; the search is over`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Play turned Pause keeps its width: nothing after it in the row moves (English and Chinese)', async () => {
  for (const [lang, play, pause] of [['en', 'Play', 'Pause'], ['zh', '播放', '暂停']]) {
    const page = await open(env.browser, env.url, `#/knight?board=8x8&strategy=dfs&speed=1&lang=${lang}`, { width: 390, height: 844 });
    const boxes = () => page.locator('#view .player button').evaluateAll((bs) => bs.map((b) => {
      const r = b.getBoundingClientRect();
      return `${b.dataset.act} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }));
    const before = await boxes();
    await button(page, play).click();
    await page.waitForFunction(() => document.querySelector('[data-act=play]').getAttribute('aria-pressed') === 'true');
    assert.deepEqual(await boxes(), before, lang);
    await button(page, pause).click();
    assert.deepEqual(await boxes(), before, lang);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
