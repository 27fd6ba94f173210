// Offline in the classroom: after one visit the service worker holds
// the build, so with the network cut every view loads and searches, in both languages, and
// the background workers start; a new build replaces the cached one whole (its hashed files
// by their new names); the manifest and
// its icons are there for installing; frames embedded in course notes on another origin work
// with Searchlight's host gone after one visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser, serveDist, status, button, everyView, built, loadAt, servePage, builtModule } from './harness.mjs';

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
      await loadAt(page, `${env.url}${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}`);
      await page.waitForFunction((r) => document.querySelector(`nav a[data-view=${r}]`)?.getAttribute('aria-current') === 'page', route);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${route} ${lang}`);
      await button(page, lang === 'zh' ? '单步' : 'Step').click();
      assert.notEqual(await status(page), '', `${route} ${lang}`);
    }
  }
  // A worker starts from the cache: the queens counted in the background. (In English: a
  // link without lang= keeps the language chosen last, Chinese, once the view is up.)
  await loadAt(page, `${env.url}#/queens?n=8&lang=en`);
  await button(page, 'Count').click();
  await page.waitForFunction(() => /92/.test(document.querySelector('[data-role=count-result]')?.textContent || ''), null, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a new build replaces the cached one whole, its hashed files by their new names; the manifest and its icons are valid', async () => {
  // A second server on its own origin, whose build changes under it.
  const changed = {};
  const server = await serveDist({ files: changed });
  try {
    const { context, page } = await visited(server);
    const first = await page.evaluate(() => caches.keys());
    assert.equal(first.length, 1);
    const { glue, wasm } = built();
    const cached = await page.evaluate(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname), first[0]);
    for (const f of [glue, wasm]) assert.ok(cached.includes(`/${f}`), `${f} cached`);
    // The next deployment: another sw.js (another version) listing the glue and the .wasm
    // under other hashed names, and the index.html (its preloads) and www/files.js that name
    // them.
    const next = { glue: 'searchlight-1111111111111111.js', wasm: 'searchlight_bg-2222222222222222.wasm' };
    const dist = (f) => readFile(new URL(`../../dist/${f}`, import.meta.url));
    changed[`/${next.glue}`] = await dist(glue);
    changed[`/${next.wasm}`] = await dist(wasm);
    const rename = (text) => text.replaceAll(glue, next.glue).replaceAll(wasm, next.wasm);
    // www/files.js as the page reads it: joined into a chunk of the bundle (scripts/bundle.mjs).
    for (const f of new Set(['www/files.js', builtModule('www/files.js')])) changed[`/${f}`] = Buffer.from(rename(String(await dist(f))));
    changed['/'] = changed['/index.html'] = Buffer.from(rename(String(await dist('index.html'))));
    changed['/sw.js'] = Buffer.from(rename(String(await dist('sw.js'))).replace(/const VERSION = '[0-9a-f]+'/, "const VERSION = 'nextbuild0000000'"));
    // The new worker found by update() (it resolves once the worker is installing), then
    // waited for until it is activated: its install filled the new cache, and its activate
    // handler has deleted the old one before the state turns 'activated'. No polling.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
      const worker = registration.installing || registration.waiting;
      if (!worker) return 'no new worker';
      await new Promise((resolve) => {
        const settled = () => ['activated', 'redundant'].includes(worker.state) && resolve(null);
        worker.addEventListener('statechange', settled);
        settled();
      });
      return worker.state;
    });
    assert.equal(state, 'activated');
    const keys = await page.evaluate(() => caches.keys());
    assert.deepEqual(keys, ['searchlight-nextbuild0000000'], 'the new build\'s cache, alone');
    const now = await page.evaluate(async () => (await (await caches.open('searchlight-nextbuild0000000')).keys()).map((r) => new URL(r.url).pathname));
    assert.deepEqual([`/${next.glue}`, `/${next.wasm}`, `/${glue}`, `/${wasm}`].map((f) => now.includes(f)), [true, true, false, false], now.join(" "));
    // The page, reloaded, runs on the new names, from the new cache even with the network cut.
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('body[data-ready=true]', { state: 'attached', timeout: 10000 });
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    assert.ok(loaded.includes(`/${next.glue}`) && loaded.includes(`/${next.wasm}`), loaded.join(' '));
    assert.ok(!loaded.includes(`/${glue}`) && !loaded.includes(`/${wasm}`), loaded.join(' '));
    await button(page, 'Step').click();
    await context.setOffline(false);
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

test('embedded in course notes, the frames work with Searchlight\'s host gone after one visit', async () => {
  // Searchlight on a server of its own (closed below), the notes on another origin (another
  // port) that stays up, as a school's notes do when the page's host drops. Another origin
  // of the same site: a browser that blocks third-party storage (this Chromium does) refuses
  // a service worker to a frame from another site, which then works online only, quietly.
  // (In "the network cut" above, the notes could not load either.)
  const searchlight = await serveDist();
  const frames = { knight: `${searchlight.url}#/knight?board=6x6&embed=1`, queens: `${searchlight.url}#/queens?n=6&embed=1&lang=zh` };
  const notes = await servePage(`<!doctype html><title>Notes</title>${Object.entries(frames).map(([name, src]) => `<iframe src="${src}" width="480" height="360" title="${name}"></iframe>`).join('')}`);
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const frame = (name) => page.frameLocator(`iframe[title=${name}]`);
  const inFrame = (name, fn) => page.frames().find((f) => f.url().startsWith(frames[name].split('#')[0]) && f.url().includes(`#/${name}`)).evaluate(fn);
  const loaded = async () => {
    for (const name of Object.keys(frames)) await frame(name).locator('body[data-ready=true]').waitFor({ state: 'attached' });
  };
  try {
    await page.goto(notes.url);
    await loaded();
    // The first visit installs the worker; from the next load on it answers the frames.
    for (const name of Object.keys(frames)) {
      const ready = await inFrame(name, () => Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((r) => setTimeout(() => r(false), 10000)),
      ]));
      assert.equal(ready, true, `no service worker in the ${name} frame`);
    }
    await page.reload();
    await loaded();
    for (const name of Object.keys(frames)) assert.equal(await inFrame(name, () => navigator.serviceWorker.controller !== null), true, name);
    // Searchlight's host goes away; the notes stay.
    searchlight.close();
    await assert.rejects(fetch(searchlight.url), 'Searchlight\'s server still answers');
    await page.reload();
    await loaded();
    assert.match(await frame('knight').getByRole('status').textContent(), /^Knight on a1 of 6x6/);
    await frame('knight').getByRole('button', { name: 'Step', exact: true }).click();
    await frame('knight').locator('.player .at').filter({ hasText: 'Step 1' }).waitFor();
    assert.equal(await inFrame('queens', () => document.documentElement.lang), 'zh');
    await frame('queens').getByRole('button', { name: '单步', exact: true }).click();
    assert.match(await frame('queens').getByRole('status').textContent(), /皇后/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    notes.closeAllConnections();
    await notes.close();
    searchlight.close();
  }
});

test('after one visit, only the page\'s own addresses get the page; any other address reaches the server, and offline fails plainly', async () => {
  // The worker answered every navigation with index.html, whose files load by relative
  // paths: /www/views/#/queens, /foo/bar/ and /www/ sat at "Loading…" for good with 29
  // file-not-found errors, and /www/icon.svg, /sw.js and /_headers got the app.
  const { context, page } = await visited(env.server);
  const app = () => page.evaluate(() => document.querySelector('script[src$="start-check.js"]') !== null);
  const others = { 'www/views/#/queens': 404, 'foo/bar/': 404, 'www/': 404, 'www/icon.svg': 200, 'sw.js': 200 };
  // The test server sends _headers as a file of bytes, which the browser downloads; the
  // page would have been shown.
  await assert.rejects(page.goto(`${env.url}_headers`), /Download is starting/);
  for (const [path, code] of Object.entries(others)) {
    const response = await page.goto(env.url + path);
    assert.equal(response.status(), code, path);
    assert.equal(response.fromServiceWorker(), false, path);
    assert.equal(await app(), false, `${path} got the page`);
  }
  const icon = await page.goto(`${env.url}www/icon.svg`);
  assert.equal(icon.headers()['content-type'], 'image/svg+xml');
  assert.match(await (await page.goto(`${env.url}sw.js`)).text(), /^const VERSION = '[0-9a-f]+';/);
  // The page's own addresses (its folder and index.html, with a query or a hash) still get
  // the page from the worker, the network cut; any other address fails as the browser fails
  // with no network, not with the page.
  await context.setOffline(true);
  for (const path of ['', '#/queens?n=6', 'index.html', 'index.html#/maze', '?lang=zh#/bfs', 'index.html?x=1#/ladder']) {
    await page.goto('about:blank');
    await page.goto(env.url + path);
    await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true, path);
  }
  for (const path of [...Object.keys(others), '_headers']) {
    await assert.rejects(page.goto(env.url + path), /ERR_INTERNET_DISCONNECTED|ERR_FAILED/, path);
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});
