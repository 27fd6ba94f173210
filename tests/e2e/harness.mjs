// End-to-end harness: serves dist/ on a free loopback port and drives Debian's Chromium
// through playwright-core, as a person would.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.png': 'image/png', '.json': 'application/json',
};

export async function serveDist() {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(DIST, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(DIST)) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROME_BIN || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

// Open the page at `hash` and wait until the view is mounted.
export async function open(browser, base, hash = '', { width = 1200, height = 1000 } = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + hash);
  await page.waitForSelector('body[data-ready=true]', { state: 'attached', timeout: 10000 }).catch((e) => { throw new Error(`page did not start: ${errors.join(' | ')}`); });
  page.errors = errors;
  return page;
}

export const status = (page) => page.getByRole('status').textContent();

// Where the tests leave screenshots to look at (not tracked).
export const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

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
