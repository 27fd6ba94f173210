// A lesson as a SCORM package: "Export for an LMS" on a lesson's page downloads the
// same zip, byte for byte, as `searchlight scorm` from the same build, for SCORM 1.2 and 2004
// and for a teacher's own lesson; unzipped and served as an LMS serves it (another origin, the
// .wasm as application/octet-stream, in a frame of the LMS's page), the package opens at its
// lesson's first slide with the board drawn and no service worker of ours; and the form is
// in both languages, axe-clean, at 390x844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { useBrowser, useCli, open, openDevice, openExport, violations, SHOTS, shot } from './harness.mjs';
import { unzip, servePackage } from './scorm-serve.mjs';
import { packLesson } from '../../www/lessons/format.js';
import { loadCatalogue } from '../../www/text/index.js';
import { LESSONS } from '../../www/lessons/index.js';

const env = useBrowser();
const cli = useCli();
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const zh = await loadCatalogue('zh');

// The zip "Export for an LMS" downloads for the lesson shown, in `version`.
async function exportFromPage(page, version) {
  await openExport(page, '[data-part=lms] [data-act=lms]');
  await page.selectOption('select[name=lms-version]', version);
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-act=lms]')]);
  await page.locator('[data-role=lms-note]').filter({ hasText: /^SCORM package saved as / }).waitFor();
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

// `searchlight scorm` on the same build.
function exportFromCli(args) {
  const dir = mkdtempSync(join(tmpdir(), 'searchlight-scorm-'));
  try {
    const out = join(dir, 'package.zip');
    execFileSync(cli, ['scorm', ...args, '--site', DIST, '--out', out]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The package served as an LMS serves it, its page opened: the frame once the lesson is up.
async function openPackage(bytes, wasmType = 'application/octet-stream') {
  const served = await servePackage({ files: bytes, wasmType });
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 900 } });
  const messages = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto(served.url);
  const frame = page.frameLocator('#sco');
  await frame.locator('body[data-ready=true]').waitFor({ state: 'attached', timeout: 20000 });
  await frame.locator('[data-role=slides][data-ready=true]').waitFor({ state: 'attached', timeout: 20000 });
  const inner = page.frames().find((f) => f.url().startsWith(served.packageUrl));
  return { served, page, frame, inner, messages, close: () => Promise.all([page.close(), served.close()]) };
}

// The board is drawn: the first canvas of the view holds more than a couple of colours.
const colours = (inner) => inner.evaluate(() => {
  const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('#view canvas'));
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const seen = new Set();
  for (let i = 0; i < data.length && seen.size < 50; i += 4 * 7) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
  return seen.size;
});

// What a started package must show: its lesson's first slide, the board drawn, the .wasm
// taken from its bytes without the glue's failed streaming attempt, no service worker.
// `board`: the slide's view draws a board on a canvas (the word ladder's is words).
async function checkStarted({ served, frame, inner, messages }, hashStart, title, board = true) {
  assert.ok((await inner.evaluate(() => location.hash)).startsWith(hashStart), await inner.evaluate(() => location.hash));
  assert.equal(await frame.locator('#lesson-title').textContent(), title);
  assert.equal(await frame.locator('[data-role=slides]').getAttribute('data-k'), '1');
  if (board) {
    await inner.waitForFunction(() => document.querySelector('#view canvas'));
    assert.ok(await colours(inner) > 2, 'the board is drawn');
  } else {
    await inner.waitForFunction(() => document.getElementById('view').textContent.trim() !== '');
  }
  assert.ok(served.requests.some((p) => p.endsWith('.wasm')), 'the .wasm came from the package');
  assert.ok(!served.requests.some((p) => /sw\.js$/.test(p)), `no service worker asked for: ${served.requests.join(' ')}`);
  assert.deepEqual(await inner.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  assert.deepEqual(served.missing, [], 'every file asked for is in the package');
  assert.deepEqual(messages.filter((m) => /^(error|pageerror|warning)/.test(m)), []);
}

test('the knight lesson from "Export for an LMS" is the CLI\'s zip byte for byte (1.2 and 2004), and opens in an LMS\'s frame with the .wasm as application/octet-stream', async () => {
  const page = await open(env.browser, env.url, '#/lesson/knight');
  for (const version of ['1.2', '2004']) {
    const got = await exportFromPage(page, version);
    assert.equal(got.name, `searchlight-knight-scorm-${version}.zip`);
    // The page's defaults are the CLI's: the English title, a pass mark of 80, not every slide.
    const expected = exportFromCli(['--lesson', 'knight', '--version', version]);
    assert.ok(got.bytes.equals(expected), `the page's ${got.bytes.length} bytes and the CLI's ${expected.length} differ`);
    const files = unzip(got.bytes);
    assert.ok(files.has('imsmanifest.xml') && !files.has('sw.js') && !files.has('_headers'));
    assert.match(files.get('index.html').toString(), new RegExp(`<meta name="searchlight-package" content="scorm=${version}&amp;lesson=knight&amp;mastery=80&amp;all=0">`));
    const opened = await openPackage(got.bytes);
    try {
      await checkStarted(opened, '#/lesson/knight', 'The knight\'s tour');
      if (version === '1.2') await shot(opened.page, `${SHOTS}scorm-knight.png`);
    } finally {
      await opened.close();
    }
  }
  await page.close();
});

test('every built-in lesson\'s package, SCORM 1.2 and 2004, opens at its first slide with its view drawn, the .wasm served as text/plain', async () => {
  for (const { id, load } of LESSONS) {
    const text = (await load()).default.en;
    const title = /^# (.+)$/m.exec(text)[1];
    const route = /^#\/(\w+)/m.exec(text)[1];
    for (const version of ['1.2', '2004']) {
      const opened = await openPackage(exportFromCli(['--lesson', id, '--version', version]), 'text/plain');
      try {
        await checkStarted(opened, `#/lesson/${id}`, title, route !== 'ladder');
      } finally {
        await opened.close();
      }
    }
  }
});

test('a teacher\'s own lesson exports the same way: the CLI\'s zip from its file, lesson.txt in it, opened at its first slide', async () => {
  const text = '# Our knight\n\nTwo slides of our own.\n\n## A small board\n#/knight?board=5x5&start=a1&strategy=dfs&step=3\nThe knight has made {steps} steps.\n\n## A larger one\n#/knight?board=6x6\nAnother board.\n';
  const page = await open(env.browser, env.url, `#/lesson?text=${await packLesson(text)}`);
  await openExport(page, '[data-part=lms] [data-act=lms]');
  assert.equal(await page.locator('input[name=lms-title]').inputValue(), 'Our knight');
  await page.locator('input[name=lms-mastery]').fill('65');
  await page.locator('input[name=lms-all]').check();
  const got = await exportFromPage(page, '2004');
  assert.equal(got.name, 'searchlight-own-scorm-2004.zip');
  const dir = mkdtempSync(join(tmpdir(), 'searchlight-own-'));
  try {
    writeFileSync(join(dir, 'lesson.txt'), text);
    const expected = exportFromCli(['--lesson-file', join(dir, 'lesson.txt'), '--version', '2004', '--mastery', '65', '--all']);
    assert.ok(got.bytes.equals(expected), `the page's ${got.bytes.length} bytes and the CLI's ${expected.length} differ`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(unzip(got.bytes).get('lesson.txt').toString(), text);
  const opened = await openPackage(got.bytes);
  try {
    await checkStarted(opened, '#/lesson?text=', 'Our knight');
  } finally {
    await opened.close();
  }
  // The same package with its lesson.txt gone (an LMS that dropped it): the page opens its
  // first view and says why, rather than showing it without a word.
  const files = unzip(got.bytes);
  files.delete('lesson.txt');
  const served = await servePackage({ files });
  const lms = await env.browser.newPage({ viewport: { width: 1100, height: 900 } });
  try {
    await lms.goto(served.url);
    const frame = lms.frameLocator('#sco');
    await frame.locator('body[data-ready=true]').waitFor({ state: 'attached', timeout: 20000 });
    assert.equal(await frame.locator('#notice-list li').first().textContent(), 'This package\'s lesson (lesson.txt) could not be read, so the page shows its first view instead.');
    assert.ok(served.missing.includes('/package/lesson.txt') || served.missing.some((p) => p.endsWith('lesson.txt')), JSON.stringify(served.missing));
  } finally {
    await Promise.all([lms.close(), served.close()]);
  }
  // A pass mark the package cannot take is said before anything is fetched.
  await page.locator('input[name=lms-mastery]').fill('150');
  await page.click('[data-act=lms]');
  await page.locator('[data-role=lms-note]').filter({ hasText: 'A pass mark of 150%: it must be from 0 to 100.' }).waitFor();
  // A title of blanks is refused by the package's writer (in the wasm): said in the note,
  // and not logged as an error.
  await page.locator('input[name=lms-mastery]').fill('80');
  await page.locator('input[name=lms-title]').fill('   ');
  await page.click('[data-act=lms]');
  await page.locator('[data-role=lms-note]').filter({ hasText: 'The package needs a title.' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('"Export for an LMS" in Chinese at 390x844: the catalogue\'s words, axe-clean, within the width; not on a view outside a lesson', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/lesson/knight?lang=zh');
  await openExport(page, '[data-part=lms] [data-act=lms]');
  const part = page.locator('[data-part=lms]');
  assert.equal(await part.locator('.export-kind').textContent(), zh['export.lms.title']);
  assert.equal(await page.locator('[data-act=lms]').textContent(), zh['export.lms.button']);
  assert.match(await part.textContent(), new RegExp(zh['export.lms.mastery'].replace(/[()（）%]/g, '.')));
  await part.scrollIntoViewIfNeeded();
  const overflow = await part.evaluate((el) => [...el.querySelectorAll('*')].filter((c) => c.getBoundingClientRect().right > innerWidth + 0.5).map((c) => c.outerHTML.slice(0, 60)));
  assert.deepEqual(overflow, []);
  await shot(page, `${SHOTS}scorm-form-zh-390.png`, { fullPage: true });
  assert.deepEqual(await violations(page, 'export for an LMS, zh, 390x844'), []);
  await context.close();
  const view = await open(env.browser, env.url, '#/knight');
  await openExport(view, '[data-part=data]');
  assert.equal(await view.locator('[data-part=lms]').count(), 0);
  await view.close();
});
