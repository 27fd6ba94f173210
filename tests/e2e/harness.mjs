// End-to-end harness: serves dist/ on a free loopback port and drives Debian's Chromium
// through playwright-core, as a person would.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { ROUTES } from '../../www/shell/views.js';
import { builtFiles } from '../../scripts/built.mjs';

// The page's views, from its one registry (www/shell/views.js).
export { ROUTES };

// Every view of the registry, each with its state from `states` (by route), else
// `fallback(route)`: a view added to the registry is walked by every test that uses this the
// day it lands, and a state named for a route the registry lacks is an error (the list has
// drifted).
export function everyView(states, fallback = (route) => `#/${route}`) {
  for (const route of Object.keys(states)) {
    if (!ROUTES.includes(route)) throw new Error(`no view '${route}' in www/shell/views.js`);
  }
  return Object.fromEntries(ROUTES.map((route) => [route, states[route] ?? fallback(route)]));
}

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.png': 'image/png', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
};

// The rules of dist/_headers (Netlify's and Cloudflare Pages' format), which scripts/csp.mjs
// writes and ./scripts/serve (scripts/serve.py) reads the same way: a path pattern on a line
// of its own (`*` matches anything, the rest itself), then its `Name: value` lines, indented.
export async function headerRules(dist = DIST) {
  const rules = [];
  for (const line of (await readFile(join(dist, '_headers'), 'utf8')).split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
    } else if (rules.length && line.includes(':')) {
      const at = line.indexOf(':');
      rules[rules.length - 1].headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

// The headers of every rule matching all of `path`, as a static host sends them (a header
// two rules give: their values joined, as Cloudflare Pages does; dist/_headers has none).
export function headersFor(rules, path) {
  const headers = {};
  for (const { pattern, headers: given } of rules) {
    if (!pattern.test(path)) continue;
    for (const [name, value] of given) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

// The response headers dist/_headers gives `path` (the page's, by default).
export async function distHeaders(dist = DIST, path = '/') {
  return headersFor(await headerRules(dist), path);
}

// The build's content-hashed files (scripts/built.mjs): { glue, wasm }, paths from dist/.
export const built = (dist = DIST) => builtFiles(dist);

// The file of the built page that holds the page's module `source` (a path from the
// project, e.g. 'www/views/queens/view.js'), as a path from dist/: the page's modules are
// joined into chunks in www/shell/ (scripts/bundle.mjs), each module under a comment naming
// it, and one in none of them (www/files.js, a lesson's text) is where the sources have it.
export function builtModule(source, dist = DIST) {
  const shell = join(dist, 'www', 'shell');
  for (const f of readdirSync(shell)) {
    if (f.endsWith('.js') && readFileSync(join(shell, f), 'utf8').split('\n').includes(`// ${source}`)) return `www/shell/${f}`;
  }
  if (existsSync(join(dist, source))) return source;
  throw new Error(`no file of ${dist} holds ${source}`);
}

// Serve dist/ with its headers. `files` replaces what some paths serve, to break the page
// on purpose: { [`/${built().wasm}`]: null } answers 404, a Buffer is served instead.
// `without` names headers of dist/_headers not to send (a host that ignores some). `dir`
// serves another build than dist/ (a benchmark comparing two).
export async function serveDist({ files = {}, without = [], dir = DIST } = {}) {
  const root = resolve(dir) + sep;
  const rules = await headerRules(root);
  const drop = new Set(without.map((name) => name.toLowerCase()));
  const headersOf = (path) => Object.fromEntries(Object.entries(headersFor(rules, path)).filter(([name]) => !drop.has(name)));
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    const headers = headersOf(path);
    try {
      if (path in files && files[path] === null) throw new Error('removed');
      const body = path in files ? files[path] : await readFile(file);
      res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, headers).end('not found');
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  // A server left open (a test that failed before its close) must not keep the test file's
  // process alive after its last test: node --test waits for that process to exit, and the
  // file would sit idle, its results never reported, until the suite's watchdog.
  server.unref();
  // Closed with the connections the browser keeps alive: its contexts outlive the pages
  // (open() shares them), and server.close() alone waits for every idle connection to end.
  const close = () => new Promise((r) => {
    server.close(r);
    server.closeAllConnections();
  });
  return { url: `http://127.0.0.1:${server.address().port}/`, close };
}

// The browser the tests drive: Debian's `chromium-headless-shell`, the same Chromium (same
// version, Blink and V8) as its `chromium` without the full browser's windowing and UI
// layers, as Playwright's own headless Chromium is. It took 43% less CPU on the same tests
// (compare.test.mjs: 33 against 58 CPU seconds), and the e2e stage is bound by this
// machine's two cores: 604 s against 1,073. The benchmarks time the browser a person runs
// (`launch({ full: true })`: Debian's `chromium`). CHROME_BIN names another for either.
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export async function launch({ full = false } = {}) {
  const shell = !full && existsSync(HEADLESS_SHELL);
  return chromium.launch({
    executablePath: process.env.CHROME_BIN || (shell ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

// The pages open() and openDevice() make, in one context per browser and kind of device
// (options), not a context each: the pages of a test file share Chromium's HTTP cache and
// its code cache, so the glue and the .wasm (kept a year by dist/_headers) are fetched and
// compiled once, as for a person's second visit, not once per page. A fresh context per page
// cost 0.72 to 0.78 s of CPU a page, a page of a shared one 0.44 to 0.55 s (8 pages each way,
// the CPU of Chromium's processes from /proc). What a visit leaves in the browser is cleared
// before each page is loaded (localStorage, IndexedDB, the service worker and its caches), so
// each page starts as a first visit did: no score, draft or offline copy of another test's.
const CONTEXTS = new WeakMap();
const STORED = 'local_storage,indexeddb,service_workers,cache_storage,file_systems,shared_storage,storage_buckets';
async function freshPage(browser, base, options) {
  if (!CONTEXTS.has(browser)) CONTEXTS.set(browser, new Map());
  const contexts = CONTEXTS.get(browser);
  const key = JSON.stringify(options);
  if (!contexts.has(key)) contexts.set(key, browser.newContext(options));
  const page = await (await contexts.get(key)).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: STORED });
  await cdp.detach();
  return page;
}

// Open the page at `hash` and wait until the view is mounted.
export async function open(browser, base, hash = '', { width = 1200, height = 1000 } = {}) {
  const page = await freshPage(browser, base, {});
  await page.setViewportSize({ width, height });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + hash);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached', timeout: 10000 }).catch(() => { throw new Error(`page did not start: ${errors.join(' | ')}`); });
  page.errors = errors;
  return page;
}

// Load `url` afresh in `page` (a new document at exactly that address). Not goto() then
// reload(): goto() to another hash routes in the page at once, and the view it mounts
// writes its own address (unknown parameters dropped, say) before the reload may read it.
// history.replaceState changes the address without a hashchange, so nothing routes or
// writes before the reload.
export async function loadAt(page, url) {
  await page.evaluate((u) => history.replaceState(null, '', u), url);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
}

export const status = (page) => page.getByRole('status').textContent();

// The address's hash as the page has written it for the state it shows. The page writes its
// address at most every 200 ms (www/shell/url.js), and a write held back meanwhile marks <html>
// with data-hash-pending: location.hash read at once after a step or a click may still lack
// it (a test read '...&speed=20' where the page was about to write '...&speed=20&step=21').
export async function writtenHash(page) {
  const handle = await page.waitForFunction(() => !document.documentElement.hasAttribute('data-hash-pending') && [location.hash]);
  return (await handle.jsonValue())[0];
}

// The parameters of the written hash (see writtenHash), by name.
export const hashParams = async (page) => Object.fromEntries(new URLSearchParams((await writtenHash(page)).split('?')[1] || ''));

// Where the tests leave screenshots to look at (not tracked).
export const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

// A screenshot of a page or a locator for a person to look at, written to `path` only when
// E2E_SHOTS=1 (`E2E_SHOTS=1 ./scripts/test`, or one file: `E2E_SHOTS=1 node --test
// tests/e2e/maze.test.mjs`). No test reads them back, and each cost 80 to 135 ms of CPU (a
// PNG of the viewport or the whole page at 1366x768), about 100 a run on two busy cores.
/**
 * @param {{ screenshot(o: object): Promise<unknown> }} target
 * @param {string} path
 * @param {object} [options]
 */
export async function shot(target, path, options = {}) {
  if (process.env.E2E_SHOTS === '1') await target.screenshot({ path, ...options });
}

// One server and one browser for a test file: `env.url` and `env.browser` once started.
export function useBrowser() {
  const env = {};
  before(async () => {
    env.server = await serveDist();
    env.url = env.server.url;
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

export const button = (page, name) => page.getByRole('button', { name, exact: true });

// Open a panel of the view folded under its title (`selector`, its <details>: '.tree-panel',
// '.compare-fold', '.challenge'), as a person clicks the title, where it is folded.
export async function unfold(page, selector) {
  // The fold is put in the page when the view mounts: wait for it, else a page just loaded
  // is seen with nothing to open.
  await page.locator(`${selector} > summary`).first().waitFor({ state: 'attached' });
  const folded = page.locator(`${selector}:not([open]) > summary`);
  if (!(await folded.count())) return;
  // A panel draws what it holds on its toggle event, a task after the click that opens it:
  // wait for that event (a listener added after the panel's own runs after it), else what a
  // test reads at once may still be empty.
  const toggled = folded.first().locator('xpath=..').evaluate((d) => new Promise((r) => d.addEventListener('toggle', () => r(undefined), { once: true })));
  await folded.first().click();
  await toggled;
}

// The view's "More options" (the options past the row of those changed most) opened, where
// the view has any (some show every option in the row, and a comparison's bar may not):
// called once the view's form is up.
export async function moreOptions(page) {
  const folded = page.locator('form.options details.options-more:not([open]) > summary');
  if (await folded.count()) await folded.first().click();
}

// A counter's value without thousands separators.
export const counter = async (page, name) =>
  (await page.locator(`[data-c=${name}]`).textContent()).replace(/,/g, '');

// Wait until the status line matches `re`.
export const waitStatus = (page, re, timeout = 20000) =>
  page.waitForFunction((src) => new RegExp(src).test(document.getElementById('status').textContent), re.source, { timeout });

// Click the centre of a board square (file and rank from 0), as the page lays boards out:
// a 22-pixel margin of rank labels on the left, rank 1 at the bottom.
export async function clickSquare(page, file, rank, rows, cols) {
  const canvas = page.locator('canvas').first();
  const box = await canvas.boundingBox();
  const label = 22;
  const size = (box.width - label) / cols;
  await canvas.click({ position: { x: label + (file + 0.5) * size, y: (rows - 1 - rank + 0.5) * size } });
}

// axe-core's WCAG 2.1 A and AA violations on the page as it stands, one line each, named by
// `state`. Evaluated through the DevTools protocol, which the page's CSP does not govern (an
// injected <script> would be refused, as it should be).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export async function violations(page, state) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE);
  // resultTypes: only the violations are reported in full; passes and the rest keep one
  // node each, so axe works out no selector for every node that passed (the same
  // violations, 40% less CPU: 1.0 s against 1.6 s for 12 runs on four pages).
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  }));
  return result.violations.map((v) => `${state}: ${v.id} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

// Open the page at `hash` on a device: a window of `width` x `height` device pixels at
// `zoom` (browser zoom as the browser does it: fewer CSS pixels, each drawn with `zoom`
// device pixels), a touch screen if `touch` (a mobile one if `mobile`). Waits until the view
// is mounted; `page.errors` collects the page's uncaught errors. Close `context` when done:
// it closes the page (the context itself is shared with the device's other pages, above).
export async function openDevice(browser, base, hash, { width = 390, height = 844, zoom = 1, touch = true, mobile = touch && width < 900 } = {}) {
  const page = await freshPage(browser, base, {
    viewport: { width: Math.round(width / zoom), height: Math.round(height / zoom) },
    deviceScaleFactor: zoom, hasTouch: touch, isMobile: mobile,
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base + hash);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  page.errors = errors;
  return { context: { close: () => page.close() }, page };
}

// Wait until the view named in the hash is the one mounted and drawn (after a click in the
// nav, a Back, or a new hash).
export const mounted = (page, name) => page.waitForFunction((n) => location.hash.startsWith(`#/${n}`)
  && document.querySelector(`nav a[data-view=${n}]`)?.getAttribute('aria-current') === 'page'
  && document.getElementById('status').textContent !== '', name);

// A canvas's pixels as a data URL (the first canvas matching `sel`): two draws compare equal
// exactly when their images do.
export const canvasImage = (page, sel = '[data-role=canvas]') => page.locator(sel).first().evaluate((c) => c.toDataURL());

// Wait until no player plays (every Play button at rest): a Solve or a Play has finished.
export const idle = (page, timeout = 60000) =>
  page.waitForFunction(() => !document.querySelector('[data-act=play][aria-pressed=true]'), null, { timeout });

// Wait until `count` animation frames have been drawn in `page` (or a frame of it): a wait
// for the page's own clock, not for time. What a step, a key or a click would change on
// screen has been drawn by then, so a value still unchanged after it stays unchanged.
export const frames = (page, count = 3) => page.evaluate((count) => new Promise((resolve) => {
  let left = count;
  const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
  requestAnimationFrame(tick);
}), count);

// A page of course notes on another origin (another loopback port) that serves `html`: the
// server is unref'd, so a failed assertion cannot hold the test file open.
export async function servePage(html) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  server.unref();
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => server.close(r)),
    closeAllConnections: () => server.closeAllConnections(),
  };
}

// `hash` with `param` (name=value) added to its query.
export const withParam = (hash, param) => `${hash}${hash.includes('?') ? '&' : '?'}${param}`;

// The CLI as this tree's sources build it (target/test-opt/searchlight), built before the
// file's tests run (a second or two when it is up to date; an old binary would fail every
// comparison with the page). Files in parallel wait for each other on Cargo's lock. Built
// as ./scripts/test's `cargo test --profile test-opt` builds it for tests/cli, not by
// `cargo build --release`: another profile, and the tests' dev-dependencies add features to
// serde and syn, so that was another build of the same sources, which ./scripts/test made
// again inside the e2e step (2m22s with fat LTO, test-run2.txt line 849).
const CLI_ARGS = ['test', '--profile', 'test-opt', '--no-run', '--test', 'cli'];
export const CLI = fileURLToPath(new URL('../../target/test-opt/searchlight', import.meta.url));
export function useCli() {
  before(() => {
    execFileSync('cargo', CLI_ARGS, { cwd: fileURLToPath(new URL('../../', import.meta.url)), stdio: 'inherit' });
    if (!existsSync(CLI)) throw new Error(`no ${CLI} after cargo build`);
  });
  return CLI;
}

// Click `selector`, a control of the header, as a person does: on a phone upright it is in
// the header's menu, opened first where it is closed.
export async function headerClick(page, selector) {
  if (await page.locator(selector).isHidden() && await page.locator('#menu-open').isVisible()
    && await page.locator('#menu-open').getAttribute('aria-expanded') !== 'true') await page.click('#menu-open');
  await page.click(selector);
}

// The Export menu open (opened if it is not) and `ready`, a selector of the part wanted,
// there.
export async function openExport(page, ready) {
  if (await page.locator('#export-panel').isHidden()) await headerClick(page, '#export-open');
  await page.waitForSelector(ready);
}

// Click `button` and take the file it downloads: its suggested name and its text.
export async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

// The text of the element with data-role `role`.
export const roleText = (page, role) => page.locator(`[data-role=${role}]`).textContent();

// "Your turn": wait until a question is asked (the answer field there and enabled), and
// answer `value` as a person does (typed, then Enter).
export const asked = (page, timeout = 10000) => page.waitForFunction(() => {
  const field = document.querySelector('[data-role=answer]');
  return field && !field.disabled && document.querySelector('[data-role=question]').textContent !== '';
}, null, { timeout });
export async function answer(page, value) {
  await page.locator('[data-role=answer]').fill(value);
  await page.locator('[data-role=answer]').press('Enter');
}

// Wait until the code panel shows its listing with exactly one current line.
export const listed = (page) => page.waitForFunction(() => document.querySelectorAll('[data-role=code] li[aria-current=step]').length === 1, null, { timeout: 10000 });
