// Offline in the classroom (issue 24, first part): after one visit the service worker holds
// the build, so with the network cut every view loads and searches, in both languages, and
// the background workers start; a new build replaces the cached one whole; the manifest and
// its icons are there for installing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser, serveDist, status, button, everyView } from './harness.mjs';

const env = useBrowser();

// A context whose service worker has taken over the page (the second load is served by it).
async function visited(server, hash = '#/knight') {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(server.url + hash);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page };
}

test('with the network cut after one visit, every view loads and searches, in English and Chinese', async () => {
  const { context, page } = await visited(env.server);
  await context.setOffline(true);
  const states = everyView({ knight: '#/knight?board=6x6', bfs: '#/bfs?board=6x6', ladder: '#/ladder?from=fool&to=sage', queens: '#/queens?n=6', maze: '#/maze?size=6x6' });
  for (const [route, hash] of Object.entries(states)) {
    for (const lang of ['en', 'zh']) {
      await page.goto(`${env.url}${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}`);
      await page.reload();
      await page.waitForSelector('body[data-ready=true]', { state: 'attached', timeout: 10000 });
      await page.waitForFunction((r) => document.querySelector(`nav a[data-view=${r}]`)?.getAttribute('aria-current') === 'page', route);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${route} ${lang}`);
      await button(page, lang === 'zh' ? '单步' : 'Step').click();
      assert.notEqual(await status(page), '', `${route} ${lang}`);
    }
  }
  // A worker starts from the cache: the queens counted in the background. (In English: a
  // link without lang= keeps the language chosen last, Chinese, once the view is up.)
  await page.goto(`${env.url}#/queens?n=8&lang=en`);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  await button(page, 'Count').click();
  await page.waitForFunction(() => /92/.test(document.querySelector('[data-role=count-result]')?.textContent || ''), null, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a new build replaces the cached one whole; the manifest and its icons are valid', async () => {
  // A second server on its own origin, whose build changes under it.
  const changed = {};
  const server = await serveDist({ files: changed });
  try {
    const { context, page } = await visited(server);
    const first = await page.evaluate(() => caches.keys());
    assert.equal(first.length, 1);
    // The next deployment: another sw.js (another version), and a stylesheet of its own.
    const sw = await readFile(new URL('../../dist/sw.js', import.meta.url), 'utf8');
    changed['/sw.js'] = Buffer.from(sw.replace(/const VERSION = '[0-9a-f]+'/, "const VERSION = 'nextbuild0000000'"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForFunction(() => caches.keys().then((k) => k.length === 1 && k[0] === 'searchlight-nextbuild0000000'), null, { timeout: 10000, polling: 200 });
    const manifest = JSON.parse(await page.evaluate(() => fetch('www/manifest.webmanifest').then((r) => r.text())));
    assert.equal(manifest.short_name, 'Searchlight');
    for (const icon of manifest.icons) {
      const ok = await page.evaluate((src) => fetch(`www/${src}`).then((r) => r.ok && r.headers.get('content-type')), icon.src);
      assert.ok(ok, icon.src);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  } finally {
    await server.close();
  }
});
