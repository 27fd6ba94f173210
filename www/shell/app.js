// The page's shell, and its entry point: waits for the wasm module, reads the URL, mounts
// the view it names. Nothing imports this module; the status line and notices live in
// status.js, the words in text/index.js.

import { parseHash, currentHash, goHash, formatHash, MAX_HASH } from './url.js';
import { jobRunning } from './jobs.js';
import { setStatus, showNotices, addNotices, clearNotices, initNotices } from './status.js';
import { initAnnounce } from './announce.js';
import { t, setLanguage, loadLanguage, language, languages, languageName, quote } from '../text/index.js';
import { FALLBACK } from '../text/languages.js';
import { initShare } from '../panels/share.js';
import { initMenu } from './header.js';
import { initExport } from '../panels/export/panel.js';
import { el, part } from './kit.js';
import { reportingStarts } from './report.js';

import { VIEWS, PAGES, DEFAULT_VIEW, viewEntry } from './views.js';
import { GLUE as GLUE_FILE, WASM as WASM_FILE } from '../files.js';
import { packageSettings, ownLessonText, OWN_LESSON, OWN_LESSON_FILE } from './package.js';
import { wasmInput } from './wasm-input.js';
import { mountFrontPage } from '../front/page.js';

// The nav's links, one per view of the registry, in its order (their words come from the
// catalogue by data-t, their hrefs from chooseLanguage).
function buildNav() {
  part(document, 'header nav').replaceChildren(...[...VIEWS, ...PAGES].map(({ route, name }) => el('a', { href: `#/${route}`, dataset: { view: route, t: name } })));
}

// The page's fixed words (title, navigation, keys line) from the catalogue: any element
// with a data-t attribute gets the text of that key, data-t-label its accessible name.
function translatePage() {
  document.title = t('page.title');
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-t]'))) el.textContent = t(String(el.dataset.t));
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-t-label]'))) el.setAttribute('aria-label', t(String(el.dataset.tLabel)));
}

// The language: lang= in the URL, else the first of the browser's languages we have.
function browserLanguage() {
  for (const l of navigator.languages || [navigator.language || FALLBACK]) {
    const code = String(l).toLowerCase().split('-')[0];
    if (languages().includes(code)) return code;
  }
  return FALLBACK;
}

// The language a person chose for this visit, by a link's lang= or by the menu: kept when
// a link without lang= is followed (the nav's, one typed in), so it lasts until another is
// chosen, and every link the page makes carries it.
/**
 * @type {string | null}
 */
let chosen = null;

// The language `params` ask for (lang=), else the one chosen before, else the browser's.
/**
 * @param {URLSearchParams} params
 */
function wantedLanguage(params) {
  const asked = (params.get('lang') || '').toLowerCase();
  return languages().includes(asked) ? asked : chosen || browserLanguage();
}

// The text of the language `params` ask for, fetched if it is not here yet; where it does
// not load (offline before the first visit), the page stays in the fallback language
// (languages.js) and says why. Every language has every key (tests/text.test.mjs), so the
// fallback is not waited for otherwise: it comes after the first paint (fallbackLater).
/**
 * @param {URLSearchParams} params
 * @param {(Sayable | (() => string))[]} notices
 */
async function loadWanted(params, notices) {
  const lang = wantedLanguage(params);
  try {
    await loadLanguage(lang);
  } catch (err) {
    notices.push(() => t('start.load_failed', { file: `text/${lang}.js`, detail: detailOf(err) }));
    await loadLanguage(FALLBACK).catch(() => {});
  }
}

// The fallback language's text, fetched in the background once the page has drawn, so a
// page in another language does not download both before its first paint.
const fallbackLater = () => requestAnimationFrame(() => setTimeout(() => loadLanguage(FALLBACK).catch(() => {})));

// Sets the language `params` ask for (its catalogue loaded by loadWanted, else English).
/**
 * @param {URLSearchParams} params
 * @param {(Sayable | (() => string))[]} notices
 */
function chooseLanguage(params, notices) {
  const asked = params.get('lang');
  let lang = chosen || browserLanguage();
  if (asked !== null) {
    if (languages().includes(asked.toLowerCase())) lang = chosen = asked.toLowerCase();
    else notices.push(() => t('notice.ignored', { key: 'lang', value: quote(asked), why: t('lang.unknown', { list: languages().join(', ') }), fallback: lang }));
  }
  // The URL keeps lang= when it was chosen or asked for, or is not what this browser would
  // choose anyway.
  const inUrl = asked !== null || chosen || lang !== browserLanguage() ? lang : '';
  document.documentElement.dataset.langInUrl = inUrl;
  for (const a of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('nav a[data-view]'))) {
    a.setAttribute('href', `#/${a.dataset.view}${inUrl ? `?lang=${inUrl}` : ''}`);
  }
  part(document, '#lessons-link').setAttribute('href', `#/lessons${inUrl ? `?lang=${inUrl}` : ''}`);
  part(document, '#home-link').setAttribute('href', `#/${inUrl ? `?lang=${inUrl}` : ''}`);
  // The fallback language where the text of `lang` is not here (loadWanted said why).
  if (lang !== language() && !setLanguage(lang)) setLanguage(FALLBACK);
  document.documentElement.lang = language();
  const select = /** @type {HTMLSelectElement} */ (document.getElementById('lang'));
  if (select) select.value = language();
  translatePage();
}

function initLanguageSwitch() {
  const select = /** @type {HTMLSelectElement} */ (document.getElementById('lang'));
  select.replaceChildren(...languages().map((code) => el('option', { value: code }, languageName(code))));
  select.addEventListener('change', () => {
    // The same frame in the other language: only lang= changes in the URL.
    const { route: name, params } = parseHash(currentHash());
    params.set('lang', select.value);
    goHash(`#/${name}?${params.toString()}`);
  });
}

// Start-up, each way it can fail said apart: no WebAssembly (or no SIMD, which the sudoku
// solver's 128-bit vectors need), the glue or the .wasm file not loading (offline, a 404),
// the .wasm not compiling (damaged, or from another build than the glue). The page loads
// the module itself, so no inline loader script is needed (the CSP allows none), by the
// names with their content's hash that the build gave them (files.js).
const GLUE = new URL(`../../${GLUE_FILE}`, import.meta.url);
const WASM = new URL(`../../${WASM_FILE}`, import.meta.url);
// The smallest module using a SIMD instruction (i8x16.splat), to ask the engine first.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

class StartError extends Error {
  /**
   * @param {string} key
   * @param {Params} [params]
   */
  constructor(key, params = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

const detailOf = (/** @type {WebAssembly.CompileError} */ err) => String((err && err.message) || err);

async function loadWasm() {
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') throw new StartError('start.no_wasm');
  if (!WebAssembly.validate(SIMD_PROBE)) throw new StartError('start.no_simd');
  let glue;
  try {
    glue = await import(GLUE.href);
  } catch (err) {
    throw new StartError('start.load_failed', { file: GLUE_FILE, detail: detailOf(err) });
  }
  let response;
  try {
    response = await fetch(WASM);
  } catch (err) {
    throw new StartError('start.load_failed', { file: WASM_FILE, detail: detailOf(err) });
  }
  if (!response.ok) throw new StartError('start.load_failed', { file: WASM_FILE, detail: `HTTP ${response.status}` });
  let input;
  try {
    input = await wasmInput(response);
  } catch (err) {
    throw new StartError('start.load_failed', { file: WASM_FILE, detail: detailOf(err) });
  }
  try {
    await glue.default({ module_or_path: input });
  } catch (err) {
    if (err instanceof WebAssembly.CompileError || err instanceof WebAssembly.LinkError) {
      throw new StartError('start.bad_module', { file: WASM_FILE, detail: detailOf(err) });
    }
    throw err;
  }
  return glue;
}

// What is shown: a view, a comparison, or a lesson's page; each can be destroyed.
/** @type {(Shown & { destroy(): void }) | null} */
let current = null;
let routing = 0;

/**
 * @param {Wasm | null} wasm null only while it loads, for the front page, which needs none
 */
async function route(wasm) {
  const ticket = ++routing;
  const { route: name, params, tooLong, repeated } = parseHash(location.hash);
  /** @type {(Sayable | (() => string))[]} */
  const notices = [];
  if (tooLong) notices.push(() => t('notice.hash_too_long', { length: tooLong, max: MAX_HASH }));
  notices.push(...startNotices.splice(0));
  // A parameter given twice: said where it is read, so a view says it only of its own
  // parameters (a junk one given twice is said unknown once, not twice over).
  const twice = (repeated || []).map((r) => ({ key: r.key, say: () => t('notice.repeated_param', r) }));
  await loadWanted(params, notices);
  if (ticket !== routing) return; // another route was asked for meanwhile
  // A job running in the background (a count, Solve now, a comparison) ends with the view
  // it belongs to; left for another language, the view is mounted again without it: said,
  // not dropped unsaid.
  const before = language();
  const running = jobRunning();
  chooseLanguage(params, notices);
  if (running && language() !== before) notices.push(() => t('notice.job_stopped'));
  params.delete('lang');
  document.body.classList.toggle('on-front', !name);
  if (!name) {
    frontRoute([...notices, ...twice.map((r) => r.say)]);
    return;
  }
  if (!wasm) return; // every other page waits for the wasm (its load routes again)
  // A lesson, the list of them (lesson.js) or practice (practice/page.js): a page showing views.
  const lessons = name === 'lessons' || name === 'lesson' || name.startsWith('lesson/');
  if (lessons || name === 'practice') {
    const now = () => ticket === routing;
    await pageRoute(ticket, [...notices, ...twice.map((r) => r.say)], lessons, async (root, said) => {
      if (!lessons) {
        const m = await import('../practice/page.js');
        return now() ? m.mountPracticePage(root, wasm, params, said) : null;
      }
      const m = await import('../lessons/lesson.js');
      return now() ? m.mountLessonPage(root, wasm, name, params, said) : null;
    });
    return;
  }
  let view = name;
  const known = viewEntry(view) !== undefined;
  if (!known) {
    notices.push(t('notice.no_view', { name: quote(name) }));
    view = DEFAULT_VIEW;
  }
  if (current) current.destroy();
  current = null;
  clearNotices();
  const root = part(document, '#view');
  root.replaceChildren();
  part(document, '#lessons-link').setAttribute('aria-current', 'false');
  for (const a of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('nav a'))) {
    a.setAttribute('aria-current', a.dataset.view === view ? 'page' : 'false');
  }
  try {
    let module;
    try {
      // The view is known here: an unknown one fell back to the default.
      const entry = viewEntry(view);
      if (!entry) throw new Error(`no view ${view}`);
      module = await entry.load();
    } catch (err) {
      throw new StartError('start.view_load_failed', { detail: detailOf(err) });
    }
    if (ticket !== routing) return; // another route was asked for meanwhile
    const View = Object.values(module).find((v) => v.route === view);
    current = View.mount(root, wasm, known ? params : new URLSearchParams());
  } catch (err) {
    console.error(err);
    if (err instanceof StartError) {
      setStatus(t(err.key, err.params));
    } else {
      notices.push(t('start.view_failed', { detail: detailOf(err) }));
    }
  }
  const shown = /** @type {{ knows?: (key: string) => boolean } | null} */ (current);
  const said = [...notices, ...twice.filter((r) => !shown?.knows || shown.knows(r.key)).map((r) => r.say)];
  // After the view's own notices (a bad value, an unknown parameter), not in their place.
  if (said.length) addNotices(said.map((n) => (typeof n === 'function' ? n() : n)));
  document.body.dataset.ready = 'true';
}

// The front page (#/, a bare address): drawn without the wasm, its search started when the
// wasm is here (front/page.js).
/**
 * @param {(Sayable | (() => string))[]} lazyNotices
 */
function frontRoute(lazyNotices) {
  if (current) current.destroy();
  current = null;
  clearNotices();
  const root = part(document, '#view');
  for (const a of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('nav a'))) a.setAttribute('aria-current', 'false');
  part(document, '#lessons-link').setAttribute('aria-current', 'false');
  current = /** @type {any} */ (mountFrontPage(root, wasmReady));
  setStatus('');
  if (lazyNotices.length) showNotices(lazyNotices.map((n) => (typeof n === 'function' ? n() : n)));
  document.body.dataset.ready = 'true';
  // The frame that shows it first, then the wasm.
  requestAnimationFrame(() => setTimeout(fetchWasm));
}

// A page loaded when first asked for (mount: null if no longer wanted), saying its notices.
/**
 * @param {number} ticket
 * @param {(Sayable | (() => string))[]} lazyNotices
 * @param {boolean} lessons
 * @param {(root: HTMLElement, notices: Sayable[]) => Promise<{ destroy(): void, ready?: Promise<unknown> } | null>} mount
 */
async function pageRoute(ticket, lazyNotices, lessons, mount) {
  const notices = lazyNotices.map((n) => (typeof n === 'function' ? n() : n));
  if (current) current.destroy();
  current = null;
  clearNotices();
  const root = part(document, '#view');
  root.replaceChildren();
  // The nav's link to this page (practice), if it has one.
  const shown = parseHash(location.hash).route;
  for (const a of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('nav a'))) a.setAttribute('aria-current', !lessons && a.dataset.view === shown ? 'page' : 'false');
  part(document, '#lessons-link').setAttribute('aria-current', lessons ? 'page' : 'false');
  try {
    const page = await mount(root, notices);
    if (!page) return;
    if (ticket !== routing) {
      page.destroy();
      return;
    }
    current = /** @type {any} */ (page);
    if (page.ready) await page.ready;
  } catch (err) {
    console.error(err);
    showNotices([...notices, t('start.view_failed', { detail: detailOf(err) })]);
  }
  document.body.dataset.ready = 'true';
}

// Offline after one visit: the service worker (sw.js, written at build time) caches this
// build's files. Registered once the page is up, so it costs the first view nothing; where
// there is none (a file: page, an opaque sandboxed frame, a host or browser that forbids
// it) the page works online as before and says nothing.
function keepOffline() {
  // Inside a SCORM package the LMS's origin is not ours: no worker of ours takes hold there.
  if (inPackage) return;
  try {
    if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
    navigator.serviceWorker.register(new URL('../../sw.js', import.meta.url), { scope: new URL('../../', import.meta.url).pathname })
      .catch(() => {});
  } catch {
    // An opaque origin may not even ask.
  }
}

// A lesson or a practice set exported for a learning management system (package.js): the
// package's index.html names its lesson or set, which the page opens at when no frame is asked for (the LMS
// launches index.html with no hash; a bookmark or a link within the page keeps its own). A
// built-in lesson at once, so its modules load with the wasm; a teacher's own from the
// package's lesson.txt, packed into the link as "Open the lesson" packs it.
const inPackage = packageSettings();
if (inPackage && !location.hash.replace(/^#\/?/, '') && inPackage.lesson !== OWN_LESSON) {
  history.replaceState(history.state, '', inPackage.practice ? formatHash('practice', { ...inPackage.practice }) : `#/lesson/${inPackage.lesson}`);
}
// Said with the first route's notices: the package's own lesson could not be read.
/** @type {(() => string)[]} */
const startNotices = [];
async function openOwnLesson() {
  if (!inPackage || inPackage.lesson !== OWN_LESSON || location.hash.replace(/^#\/?/, '')) return;
  const text = await ownLessonText();
  if (text === null) {
    startNotices.push(() => t('notice.package_no_lesson', { file: OWN_LESSON_FILE }));
    return;
  }
  const { packLesson } = await import('../lessons/format.js');
  history.replaceState(history.state, '', `#/lesson?text=${await packLesson(text)}`);
}

// Started: www/shell/start-check.js (a classic script) says nothing of a page that did not, and
// takes back what it said if this came late (a slow connection).
document.documentElement.dataset.started = 'true';
if (document.documentElement.dataset.stuck) {
  part(document, '#embed-bar').style.display = '';
  setStatus(t('page.loading'));
}
buildNav();
initNotices();
initAnnounce();
initMenu();
initShare();
initExport(() => current);
initLanguageSwitch();
// Inside a SCORM package (package.js): report to the LMS (scorm.js, loaded only there).
if (inPackage) reportingStarts(import('./scorm.js').then((m) => m.startReporting(inPackage), (err) => console.error(err)));
// While the wasm loads: the first view's module and the catalogue of the page's language
// are fetched too (route() waits for both; a failure is said there), and the page's fixed
// words are put in that language as soon as it is here.
const { route: first, params: firstParams } = parseHash(location.hash);
if (first) viewEntry(first)?.load().catch(() => {});
const words = loadLanguage(wantedLanguage(firstParams)).catch(() => loadLanguage(FALLBACK))
  .then(() => { if (!routing) chooseLanguage(firstParams, []); }, () => {})
  .then(fallbackLater);
// The wasm: fetched at once for a view or a lesson (www/shell/preload.js asked for it
// already); for the front page, after the front page's first frame, in the background, so
// what a phone fetches before it sees the page is the page's own files, not the 1.1 MB
// module. Until it is here, a link followed fetches it at once, and the front page follows
// a change of its own address (the language menu) itself.
const front = !first && !inPackage;
/** @type {() => void} */
let fetchWasm = () => {};
const wasmReady = (front ? new Promise((resolve) => { fetchWasm = () => resolve(undefined); }) : Promise.resolve()).then(loadWasm);
const early = () => {
  fetchWasm();
  if (!parseHash(location.hash).route) route(null);
};
if (front) window.addEventListener('hashchange', early);
// The front page is drawn as soon as its words are here, the wasm still loading.
if (front) route(null);
wasmReady.then(async (wasm) => {
  window.removeEventListener('hashchange', early);
  await openOwnLesson().catch((err) => console.error(err));
  // The front page, already up, stays: it started its search with the wasm itself.
  if (parseHash(location.hash).route || !current) route(wasm);
  window.addEventListener('hashchange', () => route(wasm));
  keepOffline();
}).catch(async (err) => {
  console.error(err);
  await words; // said in the page's language
  /** @type {[string, Params]} */
  const [key, params] = err instanceof StartError ? [err.key, err.params] : ['start.failed', { detail: detailOf(err) }];
  setStatus(t(key, params));
  document.body.dataset.ready = 'failed';
});
