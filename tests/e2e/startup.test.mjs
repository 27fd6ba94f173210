// Start-up failures, each said apart in the status line (not "this browser
// may lack WebAssembly" for all of them): no WebAssembly, no SIMD, the glue or the .wasm
// missing, the .wasm damaged, a view's code missing; and a link longer than the bound.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, open, status, built, SHOTS, writtenHash, shot, builtModule } from './harness.mjs';

// The build's glue and .wasm, by their hashed names (scripts/hash.mjs).
const { glue: GLUE, wasm: WASM } = built();
let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// What a test opened and has not closed yet: closed after it even when an assertion failed
// first, so no page or server of one test is left to the next.
const opened = new Set();
afterEach(async () => {
  for (const r of opened) await close(r);
});

// Open the page served with `files` replaced; wait until it has reached `outcome` (its
// body's data-ready). The front page (no hash) is drawn before its wasm is fetched and says
// data-ready=true at once; a wasm that fails to load turns it to "failed" after: waiting for
// any data-ready would read "true" whenever the failure came after the wait began.
async function broken(files, { hash = '', init, outcome = 'failed' } = {}) {
  const server = await serveDist({ files });
  const page = await browser.newPage();
  const r = { page, server };
  opened.add(r);
  if (init) await page.addInitScript(init);
  await page.goto(server.url + hash);
  await page.waitForSelector(`body[data-ready=${outcome}]`, { state: 'attached', timeout: 15000 }).catch(async () => {
    const ready = await page.evaluate(() => document.body.dataset.ready);
    throw new Error(`the page did not reach data-ready=${outcome} in 15 s: data-ready=${ready}, status "${await status(page)}"`);
  });
  return Object.assign(r, {
    ready: await page.evaluate(() => document.body.dataset.ready),
    status: await status(page),
  });
}

async function close(r) {
  opened.delete(r);
  await r.page.close();
  await r.server.close();
}

test('a missing .wasm file: said as a load failure with its name and the HTTP status', async () => {
  const r = await broken({ [`/${WASM}`]: null });
  assert.equal(r.ready, 'failed');
  assert.equal(r.status, `Searchlight could not load ${WASM} (HTTP 404). Check the connection and reload the page.`);
  assert.doesNotMatch(r.status, /lack WebAssembly|Loading/);
  await shot(r.page, `${SHOTS}/startup-missing-wasm.png`);
  await close(r);
});

test('a damaged .wasm file (cut short, or not wasm at all): said as damaged', async () => {
  const whole = await readFile(fileURLToPath(new URL(`../../dist/${WASM}`, import.meta.url)));
  for (const body of [whole.subarray(0, whole.length >> 1), Buffer.from('<!doctype html><title>404</title>')]) {
    const r = await broken({ [`/${WASM}`]: body });
    assert.equal(r.ready, 'failed');
    assert.match(r.status, /^Searchlight could not start: searchlight_bg-[0-9a-f]{16}\.wasm is damaged or does not belong to this version of the page \(.+\)\. Reload the page\.$/);
    await close(r);
  }
});

test('the glue module missing: said as a load failure naming it', async () => {
  const r = await broken({ [`/${GLUE}`]: null });
  assert.equal(r.ready, 'failed');
  assert.match(r.status, /^Searchlight could not load searchlight-[0-9a-f]{16}\.js \(.+\)\. Check the connection and reload the page\.$/);
  await close(r);
});

test('no WebAssembly, and WebAssembly without SIMD: each its own message, in Chinese too', async () => {
  let r = await broken({}, { init: () => { delete globalThis.WebAssembly; } });
  assert.equal(r.ready, 'failed');
  assert.match(r.status, /does not run WebAssembly \(or it is switched off\)/);
  await close(r);
  r = await broken({}, { init: () => { WebAssembly.validate = () => false; } });
  assert.match(r.status, /runs WebAssembly but not its SIMD instructions.*Safari 16\.4/);
  await close(r);
  r = await broken({}, { hash: '#/knight?lang=zh', init: () => { WebAssembly.validate = () => false; } });
  assert.match(r.status, /不支持数独求解器所用的 SIMD 指令/);
  await close(r);
});

test("a view's code missing: said for that view, and the other views still work", async () => {
  const r = await broken({ [`/${builtModule('www/views/queens/view.js')}`]: null }, { hash: '#/queens', outcome: 'true' });
  assert.equal(r.ready, 'true');
  assert.match(r.status, /This view's code did not load \(.+\)\. Check the connection and reload the page\./);
  await r.page.getByRole('link', { name: "Knight's tour" }).click();
  await r.page.waitForFunction(() => /Knight on a1/.test(document.getElementById('status').textContent));
  assert.match(await status(r.page), /Knight on a1 of 8x8/);
  await close(r);
});

test('a link longer than 65,536 characters: not parsed, a notice names the bound, the view opens', async () => {
  const server = await serveDist();
  const words = Array.from({ length: 20000 }, (_, i) => `w${String(i).padStart(3, '0')}`).join('+');
  const page = await open(browser, server.url, `#/ladder?list=custom&words=${words}&from=w000&to=w001`);
  const notice = await page.locator('#notice-list').textContent();
  assert.match(notice, /This link is 1\d\d,\d{3} characters long; Searchlight reads links of up to 65,536 characters, so its settings were ignored\./);
  assert.equal(await page.locator('nav a[aria-current=page]').textContent(), 'Word ladder');
  await page.waitForFunction(() => location.hash.length < 1000);
  assert.match(await writtenHash(page), /^#\/ladder/);
  assert.deepEqual(page.errors, []);
  await page.close();
  await server.close();
});

test('./scripts/serve sends the headers the harness sends (dist/_headers)', async () => {
  const { spawn } = await import('node:child_process');
  const { distHeaders } = await import('./harness.mjs');
  const { HASHED } = await import('../../scripts/built.mjs');
  const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
  // Port 0: the server takes a free port itself and says which, so no other file's server,
  // started in the same moment, can take it between a probe and the bind.
  const server = spawn('python3', [fileURLToPath(new URL('../../scripts/serve.py', import.meta.url)), '0', dist], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const port = await new Promise((resolve, reject) => {
      let said = '';
      server.stdout.on('data', (chunk) => {
        said += chunk;
        const m = said.match(/127\.0\.0\.1:(\d+)\//);
        if (m) resolve(Number(m[1]));
      });
      server.on('exit', (code) => reject(new Error(`scripts/serve.py exited (${code}) before serving`)));
      setTimeout(() => reject(new Error(`scripts/serve.py said no address in 20 s: ${JSON.stringify(said)}`)), 20000).unref();
    });
    // Each request bounded: a server that stops answering fails the test, never stalls it.
    const fetch = (/** @type {string} */ url) => globalThis.fetch(url, { signal: AbortSignal.timeout(20000) });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    assert.ok(response, 'scripts/serve.py did not answer');
    const expected = await distHeaders();
    assert.match(expected['content-security-policy'], /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';/);
    assert.equal(response.headers.get('content-security-policy'), expected['content-security-policy']);
    assert.equal(response.headers.get('x-frame-options'), null);
    const wasm = await fetch(`http://127.0.0.1:${port}/${WASM}`);
    assert.equal(wasm.headers.get('content-type'), 'application/wasm');
    // The caching of each kind of file, as the harness sends it: a year for the hashed ones,
    // no-cache for the page, the worker and the modules.
    for (const path of ['/', '/index.html', '/sw.js', '/www/shell/app.js', '/www/files.js', `/${builtModule('www/views/knight/view.js')}`, `/${GLUE}`, `/${WASM}`]) {
      const got = await fetch(`http://127.0.0.1:${port}${path}`);
      assert.equal(got.status, 200, path);
      const want = (await distHeaders(dist, path))['cache-control'];
      assert.equal(want, HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache', path);
      assert.equal(got.headers.get('cache-control'), want, path);
      assert.equal(got.headers.get('content-security-policy'), expected['content-security-policy'], path);
    }
  } finally {
    server.kill();
  }
});

test('dist/_headers gives every file of the build one Cache-Control: a year where its name is hashed, else no-cache', async () => {
  const { readdirSync } = await import('node:fs');
  const { distHeaders } = await import('./harness.mjs');
  const { HASHED } = await import('../../scripts/built.mjs');
  const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .map((e) => `${e.parentPath ?? e.path}/${e.name}`.slice(dist.length).replace(/^\/+/, '')).filter((f) => f !== '_headers');
  assert.ok(files.length > 40, `${files.length} files`);
  const hashed = files.filter((f) => HASHED.test(f)).sort();
  assert.deepEqual(hashed, [GLUE, WASM, hashed.find((f) => f.startsWith('style-'))].sort());
  for (const f of ['', ...files]) {
    const want = HASHED.test(f) ? 'public, max-age=31536000, immutable' : 'no-cache';
    assert.equal((await distHeaders(dist, `/${f}`))['cache-control'], want, f);
  }
  // The page loads them by those names, and preloads the glue and the .wasm.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const f of hashed) assert.ok(html.includes(`href="${f}"`) || html.includes(`href="./${f}"`), `index.html names ${f}`);
  assert.doesNotMatch(html, /searchlight_bg\.wasm|searchlight\.js|style\.css/);
});
