// The shell every view shares, end to end: route names that are not views, junk
// parameters said once, embed mode inside a cross-origin iframe of course notes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, status, SHOTS, ROUTES, everyView, writtenHash, servePage, frames, shot, openDevice, headerClick } from './harness.mjs';

const env = useBrowser();

test('a route named like an object property is an unknown view, not a crash', async () => {
  for (const name of ['constructor', '__proto__', 'toString']) {
    const page = await open(env.browser, env.url, `#/${name}`);
    const notice = await page.locator('#notice-list').textContent();
    assert.match(notice, new RegExp(`There is no view "${name}"`));
    assert.match(await status(page), /knight|BFS|Board|Step/i);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a thousand repeats of a junk parameter give one notice', async () => {
  const junk = Array.from({ length: 1000 }, (_, i) => `zz=${i}`).join('&');
  const page = await open(env.browser, env.url, `#/bfs?${junk}&qq=1`);
  const items = await page.locator('#notice-list li').allTextContents();
  assert.deepEqual(items, ['Ignored unknown parameter "zz".', 'Ignored unknown parameter "qq".']);
  await page.close();
});

test('embed=1 in a 640x420 cross-origin iframe shows the whole board, a compact player and the exact frame', async () => {
  // Course notes on another origin (another port), holding the page in an iframe.
  const frameUrl = `${env.url}#/bfs?board=8x8&start=c3&step=30&embed=1`;
  const notes = await servePage(`<!doctype html><title>Notes</title><h1>BFS</h1>
      <iframe src="${frameUrl}" width="640" height="420" title="BFS from c3"></iframe>`);
  const page = await env.browser.newPage({ viewport: { width: 900, height: 700 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(notes.url);
  const frame = page.frameLocator('iframe');
  await frame.locator('body[data-ready=true]').waitFor({ state: 'attached' });
  assert.match(await frame.getByRole('status').textContent(), /^Discovered .* at distance 2/);
  assert.equal(await frame.locator('.player .at').textContent(), 'Step 30');
  assert.equal(await frame.locator('header').isVisible(), false);
  assert.equal(await frame.locator('form.options').isVisible(), false);
  assert.equal(await frame.getByRole('button', { name: 'Solve', exact: true }).isVisible(), false);
  // The whole board, labels included, inside the frame.
  const iframeBox = await page.locator('iframe').boundingBox();
  const board = await frame.locator('canvas').first().boundingBox();
  assert.ok(board.height > 250, `board ${board.height}px high`);
  assert.ok(board.y + board.height <= iframeBox.y + iframeBox.height, 'board cut off at the bottom');
  assert.ok(board.x + board.width <= iframeBox.x + iframeBox.width, 'board cut off at the right');
  // Open in Searchlight: the same frame, full page, in a new tab.
  const href = await frame.locator('#open-full').getAttribute('href');
  assert.match(href, /^#\/bfs\?board=8x8&start=c3&speed=20&step=30$/);
  assert.equal(await frame.locator('#open-full').getAttribute('target'), '_blank');
  // Keys work when the frame has focus.
  await frame.locator('canvas').first().click({ position: { x: 5, y: 5 } });
  await frame.getByRole('button', { name: 'Step', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await frame.locator('.player .at').filter({ hasText: 'Step 31' }).waitFor();
  await shot(page, `${SHOTS}/embed-bfs.png`);
  assert.deepEqual(errors, []);
  await page.close();
  await notes.close();
});

test('autoplay=1 plays from the step in the URL', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=5x5&start=a1&step=3&speed=max&autoplay=1&embed=1');
  await page.waitForFunction(() => /^Done:/.test(document.getElementById('status').textContent));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a write of the address held back is marked on the page until it is written', async () => {
  // The address is written at most every 200 ms; a test that read it at once after a step
  // found '...&speed=20' where the page was about to write '...&speed=20&step=21'.
  // The 200 ms are the page's clock (performance.now, setTimeout), which the test holds
  // still (Playwright's fake clock) while it steps: on the real clock, two clicks in one
  // task were 200 ms apart under load (a click took 300 to 900 ms with the CPU throttled
  // 40 times), so the second write went out at once and the mark was never set.
  const page = await env.browser.newPage({ viewport: { width: 1200, height: 1000 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.clock.install();
  await page.goto(`${env.url}#/knight?board=5x5`);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  // The clock stopped a second on: the write the mount held back has gone out by then.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hash-pending')), false);
  // Two steps at one instant: the second (at least) waits its 200 ms. The first is written
  // at once unless a write of the mount's own (a late async redraw under load) went out at
  // this same paused instant: so the test holds only that step 2 is not yet written.
  const held = await page.evaluate(() => {
    document.querySelector('[data-act=step]').click();
    document.querySelector('[data-act=step]').click();
    return { pending: document.documentElement.hasAttribute('data-hash-pending'), hash: location.hash };
  });
  assert.equal(held.pending, true);
  assert.doesNotMatch(held.hash, /step=2$/);
  await page.clock.runFor(199);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hash-pending') && location.hash), held.hash);
  await page.clock.resume();
  assert.match(await writtenHash(page), /step=2$/);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hash-pending')), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Share gives the link to this frame and an iframe snippet, copied to the clipboard', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(`${env.url}#/bfs?board=6x6&start=c3&step=12`);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  await page.waitForFunction(() => location.hash.includes('step=12'));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.getByLabel('Link').inputValue();
  assert.match(link, /#\/bfs\?board=6x6&start=c3&speed=20&step=12$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(snippet, `<iframe src="${link}&embed=1" width="640" height="420" title="BFS layers"></iframe>`);
  assert.match(await status(page), /^Copied\./);
  await shot(page, `${SHOTS}/share.png`);
  await context.close();
});

// Share and Export, from the keys and on a phone: Escape closes each (from the field Share
// opens focused, and from inside the menu), focus back on the button that opened it; opening
// one closes the other; each, open, fits a 390x844 screen in both languages.
test('Share and Export: Escape closes each, focus back on its button; one open at a time, each within a phone\'s screen', async () => {
  const page = await open(env.browser, env.url, '#/puzzle?shuffle=20&seed=2&step=3', { width: 1366, height: 768 });
  const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
  await page.click('#share-open');
  assert.equal(await focused(), 'share-link', 'Share opens with its link focused');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#share-panel').isHidden(), true, 'Escape closes Share');
  assert.equal(await focused(), 'share-open');
  await page.click('#export-open');
  await page.waitForSelector('[data-part=data]');
  await page.locator('#export-panel input').first().focus();
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#export-panel').isHidden(), true, 'Escape closes Export');
  assert.equal(await focused(), 'export-open');
  assert.deepEqual(page.errors, []);
  await page.close();
  for (const lang of ['en', 'zh']) {
    const { context, page: phone } = await openDevice(env.browser, env.url, `#/puzzle?shuffle=20&seed=2&step=3&lang=${lang}`);
    const shown = () => phone.evaluate(() => ['share-panel', 'export-panel'].filter((id) => !document.getElementById(id).hidden));
    // The panel's box, the page's width, and whether its last control is within it.
    const fits = (id) => phone.evaluate((id) => {
      const box = document.getElementById(id).getBoundingClientRect();
      return { top: box.top, left: box.left, right: box.right, height: box.height, scroll: document.documentElement.scrollWidth, width: innerWidth, screen: innerHeight };
    }, id);
    await headerClick(phone, '#share-open');
    assert.deepEqual(await shown(), ['share-panel']);
    await headerClick(phone, '#export-open');
    await phone.waitForSelector('[data-part=data]');
    assert.deepEqual(await shown(), ['export-panel'], `${lang}: Export opened, Share closed`);
    const exp = await fits('export-panel');
    assert.ok(exp.top >= 0 && exp.left >= 0 && exp.right <= exp.width && exp.scroll <= exp.width && exp.top + exp.height <= exp.screen, `${lang}: Export ${JSON.stringify(exp)}`);
    await shot(phone, `${SHOTS}/phone-export-${lang}.png`);
    await headerClick(phone, '#share-open');
    assert.deepEqual(await shown(), ['share-panel'], `${lang}: Share opened, Export closed`);
    const share = await fits('share-panel');
    assert.ok(share.top >= 0 && share.left >= 0 && share.right <= share.width && share.scroll <= share.width && share.top + share.height <= share.screen, `${lang}: Share ${JSON.stringify(share)}`);
    await shot(phone, `${SHOTS}/phone-share-${lang}.png`);
    assert.deepEqual(phone.errors, []);
    await context.close();
  }
});

test('F enters full screen in large type and Escape leaves', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=8x8&start=a1');
  const before = await page.locator('canvas').first().boundingBox();
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement !== null && document.documentElement.classList.contains('presenting'));
  await shot(page, `${SHOTS}/present.png`);
  assert.equal(await page.locator('.status').evaluate((el) => parseFloat(getComputedStyle(el).fontSize) > 20), true);
  const during = await page.locator('canvas').first().boundingBox();
  assert.ok(during.width >= before.width * 0.95, `board ${before.width} -> ${during.width}`);
  // On the projector no navigation shows: neither the views' nav nor the Lessons link.
  assert.equal(await page.locator('header nav').isVisible(), false);
  assert.equal(await page.locator('#lessons-link').isVisible(), false);
  await page.evaluate(() => document.exitFullscreen());
  await page.waitForFunction(() => document.fullscreenElement === null && !document.documentElement.classList.contains('presenting'));
  assert.equal(await page.locator('#lessons-link').isVisible(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('keyboard only: a start square chosen with the arrows and Enter, played with Space; keys stay with focused controls', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=5x5&start=a1');
  await page.locator('canvas').first().focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await page.waitForFunction(() => location.hash.includes('start=c3'));
  assert.match(await status(page), /^BFS from c3 on 5x5/);
  // Space on a focused button presses that button, not Play.
  await page.getByRole('button', { name: 'Step', exact: true }).focus();
  await page.keyboard.press(' ');
  await page.waitForFunction(() => location.hash.includes('step=1'));
  assert.notEqual(await page.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed'), 'true');
  // Arrows on the focused speed slider move the slider, not the search.
  await page.getByRole('slider', { name: 'Speed' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => location.hash.includes('speed=50'));
  assert.match(await writtenHash(page), /step=1$/);
  // After the search has begun, a picked square is the target.
  await page.locator('canvas').first().focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await page.waitForFunction(() => location.hash.includes('target=e5'));
  assert.match(await writtenHash(page), /start=c3/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Every view under the policy the server sends (dist/_headers, as ./scripts/serve sends it)
// and the page's own meta tag, alone and inside course notes on another origin.
test('a strict Content-Security-Policy, sent as a header and in the page, and no view breaks it', async () => {
  const routes = ROUTES;
  const watch = async (page) => {
    const violations = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    await page.exposeFunction('reportViolation', (v) => violations.push(v));
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)));
    return violations;
  };
  for (const route of routes) {
    const page = await env.browser.newPage();
    const violations = await watch(page);
    const response = await page.goto(`${env.url}#/${route}`);
    await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
    const header = response.headers()['content-security-policy'];
    const policy = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
    assert.equal(header, policy, 'the header and the meta tag say the same');
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/, 'no inline script allowed, not even by hash');
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline|frame-ancestors/);
    assert.equal(await page.locator('script:not([src])').count(), 0, 'no inline script in the page');
    await page.getByRole('button', { name: 'Step', exact: true }).first().click().catch(() => {});
    // The step drawn and its address written (up to 200 ms later): a violation it caused
    // has been reported by then.
    await writtenHash(page);
    await frames(page, 2);
    assert.deepEqual(violations, [], route);
    assert.notEqual(await status(page), 'Loading…', route);
    await page.close();
  }
  // Course notes on another origin embed every view: the header lets any site frame it.
  const notes = await servePage(`<!doctype html><title>Notes</title>${routes.map((r) => `<iframe src="${env.url}#/${r}?embed=1" width="480" height="360" title="${r}"></iframe>`).join('')}`);
  // Every frame on the screen (two to a row): a frame scrolled out of sight gets no animation
  // frames from the browser, so the wait for its drawing below would never end.
  const height = Math.ceil(routes.length / 2) * 380 + 100;
  const page = await env.browser.newPage({ viewport: { width: 1000, height } });
  const violations = await watch(page);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(notes.url);
  for (const r of routes) {
    const frame = page.frameLocator(`iframe[title=${r}]`);
    await frame.locator('body[data-ready=true]').waitFor({ state: 'attached' });
    assert.notEqual(await frame.getByRole('status').textContent(), 'Loading…', r);
  }
  // Every frame has drawn its board before the screenshot.
  await Promise.all(page.frames().map((f) => frames(f, 2)));
  await shot(page, `${SHOTS}/csp-embedded.png`);
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await page.close();
  await notes.close();
});

test('lang=zh: the page in Chinese; the switch changes the language and keeps the frame', async () => {
  const page = await open(env.browser, env.url, '#/bfs?board=6x6&start=c3&step=12&lang=zh');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  assert.match(await page.title(), /观看/);
  assert.match(await status(page), /[\u4e00-\u9fff]/);
  assert.doesNotMatch(await status(page), /Discovered|Dequeued|Finished/);
  assert.equal(await page.getByRole('button', { name: '单步', exact: true }).count(), 1);
  await page.getByLabel('语言').selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.waitForFunction(() => /step=12/.test(location.hash) && /lang=en/.test(location.hash));
  assert.match(await status(page), /^(Discovered|Dequeued|Finished) /);
  assert.equal(await page.locator('input[name=start]').inputValue(), 'c3');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('embed=1 on every view at 640x420: its board inside the frame, nothing else of the page', async () => {
  const views = everyView({
    knight: ['#/knight?board=8x8&start=a1&step=20', 'canvas'],
    queens: ['#/queens?n=8&step=30', 'canvas'],
    sudoku: ['#/sudoku?step=30', 'canvas[data-role=grid]'],
    dfs: ['#/dfs?step=10', 'canvas[data-role=graph]'],
    ladder: ['#/ladder?step=30', '[data-role=layers]'],
    maze: ['#/maze?size=20x20&step=40', 'canvas'],
  }, (route) => [`#/${route}?step=20`, 'canvas']);
  for (const [name, [hash, board]] of Object.entries(views)) {
    const page = await open(env.browser, env.url, `${hash}&embed=1`, { width: 640, height: 420 });
    const box = await page.locator(board).first().boundingBox();
    assert.ok(box && box.height > 100, `${name}: board ${JSON.stringify(box)}`);
    assert.ok(box.y + box.height <= 420 && box.x + box.width <= 640, `${name}: board outside the frame ${JSON.stringify(box)}`);
    assert.equal(await page.locator('header').isVisible(), false, name);
    assert.equal(await page.locator('form.options').first().isVisible().catch(() => false), false, name);
    assert.ok(await page.locator('#open-full').isVisible(), name);
    await shot(page, `${SHOTS}/embed-${name}.png`);
    assert.deepEqual(page.errors, [], name);
    await page.close();
  }
});
