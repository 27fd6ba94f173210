// Accessibility with axe-core on every view, in every state a person reaches: at load,
// after Solve, with the Share panel open, in presentation (full screen) mode and embedded. Zero
// violations (WCAG 2.1 A and AA rules).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { useBrowser, open, button } from './harness.mjs';

const env = useBrowser();
// Evaluated through the DevTools protocol, which the page's CSP does not govern (an
// injected <script> would be refused, as it should be).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page, state) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  }));
  return result.violations.map((v) => `${state}: ${v.id} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

const VIEWS = {
  knight: '#/knight?board=6x6&start=a1&strategy=warnsdorff',
  bfs: '#/bfs?board=8x8&start=c3&target=h8',
  ladder: '#/ladder',
  dfs: '#/dfs',
  queens: '#/queens?n=6',
  sudoku: '#/sudoku',
  maze: '#/maze?size=12x12&seed=7&loops=20',
};

for (const [name, hash] of Object.entries(VIEWS)) {
  test(`axe: ${name} at load, after Solve, with Share open, in full screen, embedded`, async () => {
    const found = [];
    const page = await open(env.browser, env.url, hash);
    found.push(...await violations(page, 'load'));
    const solve = button(page, 'Solve');
    if (await solve.isVisible() && await solve.isEnabled()) {
      await solve.click();
      await page.waitForFunction(() => !document.querySelector('[data-act=play][aria-pressed=true]'), null, { timeout: 20000 });
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
