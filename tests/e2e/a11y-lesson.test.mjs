// A lesson walked with the keyboard alone, as a student with a screen reader does:
// Tab from the top of the page reaches Next; Enter walks every slide to the last; each new
// slide is said ("Slide 3 of 10: its caption", then what its board says) by the live region
// (#announce); a slide's question's answer opens from the keys; focus is never on <body>,
// and at the last slide (Next off) it stays on a control. axe-core on each slide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, violations } from './harness.mjs';

const env = useBrowser();

const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { tag: a ? a.tagName : 'none', act: (a && a instanceof HTMLElement && a.dataset.act) || '', text: (a && a.textContent || '').trim().slice(0, 40) };
});

// Press Tab (or Shift+Tab) until the focused control's data-act is `act`, at most `most` times.
async function tabTo(page, act, most = 60, key = 'Tab') {
  for (let i = 1; i <= most; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    assert.notEqual(f.tag, 'BODY', `focus fell to <body> after ${i} ${key}`);
    if (f.act === act) return i;
  }
  throw new Error(`${act} not reached in ${most} presses of ${key}`);
}

for (const [lang, lesson, slideOf] of [['en', 'bfs', (k, n) => `Slide ${k} of ${n}: `], ['zh', 'dfs', (k, n) => `第 ${k} 张，共 ${n} 张：`]]) {
  test(`${lang}: the ${lesson} lesson from its first slide to its last with the keyboard alone, each slide said`, async () => {
    const page = await open(env.browser, env.url, `#/lesson/${lesson}?lang=${lang}`);
    await page.waitForSelector('[data-act=slide-next]');
    const count = Number(await page.locator('[data-role=slides]').getAttribute('data-count'));
    assert.ok(count >= 5, `${count} slides`);
    const tabs = await tabTo(page, 'slide-next');
    assert.ok(tabs <= 30, `Next is ${tabs} presses of Tab from the top`);
    let answers = 0;
    for (let k = 2; k <= count; k++) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((want) => document.querySelector('[data-role=slides]')?.dataset.k === String(want), k);
      const caption = (await page.locator('#slide-caption').textContent()).trim();
      // The slide is said first, and its board's sentence after it.
      await page.waitForFunction((start) => (document.getElementById('announce')?.textContent || '').startsWith(start), `${slideOf(k, count)}${caption}`);
      const f = await focused(page);
      assert.equal(f.act, k < count ? 'slide-next' : 'slide-prev', `slide ${k}: focus on ${JSON.stringify(f)}`);
      // A question's answer opens from the keys, and Shift+Tab comes back to the slide's buttons.
      if (k < count && await page.locator('[data-act=show-answer]').count()) {
        await tabTo(page, 'show-answer', 40);
        await page.keyboard.press('Enter');
        await page.waitForSelector('#slide-answer:not([hidden])');
        answers++;
        await tabTo(page, 'slide-next', 40, 'Shift+Tab');
      }
      if (k === 2 || k === count) assert.deepEqual(await violations(page, `${lesson} slide ${k}`), []);
    }
    assert.equal(await page.locator('[data-act=slide-next]').isDisabled(), true, 'the last slide');
    assert.ok(answers >= 1, 'a question was answered on the way');
    // From the last slide, Previous (focused) goes back one, and is said.
    await page.keyboard.press('Enter');
    await page.waitForFunction((want) => document.querySelector('[data-role=slides]')?.dataset.k === String(want), count - 1);
    await page.waitForFunction((start) => (document.getElementById('announce')?.textContent || '').startsWith(start), slideOf(count - 1, count));
    await page.close();
  });
}
