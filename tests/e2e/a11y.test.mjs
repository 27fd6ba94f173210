// Accessibility with axe-core on every view, in every state a person reaches: at load,
// after Solve, with the Share panel open, in presentation (full screen) mode and embedded. Zero
// violations (WCAG 2.1 A and AA rules). And every view and a lesson at a desktop's, a
// phone's and a projector's size, each in the light and the dark colour scheme, nothing left
// light in the dark but what is a board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, button, violations, everyView, idle, loadAt, ROUTES } from './harness.mjs';

const env = useBrowser();
const VIEWS = everyView({
  knight: '#/knight?board=6x6&start=a1&strategy=warnsdorff',
  bfs: '#/bfs?board=8x8&start=c3&target=h8',
  ladder: '#/ladder',
  dfs: '#/dfs',
  queens: '#/queens?n=6',
  sudoku: '#/sudoku',
  maze: '#/maze?size=12x12&seed=7&loops=20',
});

for (const [name, hash] of Object.entries(VIEWS)) {
  test(`axe: ${name} at load, after Solve, with Share open, in full screen, embedded`, async () => {
    const found = [];
    const page = await open(env.browser, env.url, hash);
    found.push(...await violations(page, 'load'));
    const solve = button(page, 'Solve');
    if (await solve.isVisible() && await solve.isEnabled()) {
      await solve.click();
      await idle(page, 20000);
      found.push(...await violations(page, 'solved'));
    }
    await button(page, 'Share').click();
    found.push(...await violations(page, 'share'));
    // Presentation: full screen in large type, the board sized to the screen.
    await button(page, 'Full screen').click();
    await page.waitForFunction(() => document.fullscreenElement !== null && document.documentElement.classList.contains('presenting'));
    found.push(...await violations(page, 'present'));
    await page.evaluate(() => document.exitFullscreen());
    await page.close();
    const embedded = await open(env.browser, env.url, `${hash}${hash.includes('?') ? '&' : '?'}embed=1`, { width: 640, height: 420 });
    found.push(...await violations(embedded, 'embed'));
    await embedded.close();
    assert.deepEqual(found, []);
  });
}

// What is left light in the dark: each shown element painted a light background (relative
// luminance over 0.6, WCAG's formula; white is 1) that no board filter turns dark (its own
// filter or an ancestor's, the page's --board-filter: style.css), by its tag and class.
const leftLight = (page) => page.evaluate(() => {
  const linear = (v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const luminance = (colour) => {
    const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) || []).map(Number);
    return a < 0.5 || r === undefined ? 0 : 0.2126 * linear(r / 255) + 0.7152 * linear(g / 255) + 0.0722 * linear(b / 255);
  };
  const turned = (e) => { for (let a = e; a; a = a.parentElement) if (getComputedStyle(a).filter !== 'none') return true; return false; };
  return [...document.querySelectorAll('body *')].filter((e) => e.getClientRects().length && luminance(getComputedStyle(e).backgroundColor) > 0.6 && !turned(e))
    .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${getComputedStyle(e).backgroundColor}`);
});

for (const [width, height] of [[1366, 768], [390, 844], [853, 480]]) {
  test(`axe at ${width}x${height}, light and dark: every view and a lesson's slide`, async () => {
    const found = [];
    const page = await open(env.browser, env.url, '#/knight', { width, height });
    for (const hash of [...ROUTES.map((r) => `#/${r}`), '#/lesson/bfs?slide=2']) {
      await loadAt(page, env.url + hash);
      if (hash.startsWith('#/lesson')) await page.waitForSelector('[data-role=slides][data-ready=true]', { state: 'attached' });
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        // The scheme is the one asked for (the page's palette follows it).
        assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--board-filter').trim() !== 'none'), colorScheme === 'dark');
        found.push(...await violations(page, `${hash} ${colorScheme}`));
        if (colorScheme === 'dark') found.push(...(await leftLight(page)).map((e) => `${hash}: ${e} left light in the dark`));
      }
    }
    assert.deepEqual(page.errors, []);
    await page.close();
    assert.deepEqual(found, []);
  });
}
