// The page's shell, and its entry point: waits for the wasm module, reads the URL, mounts
// the view it names. Nothing imports this module; the status line and notices live in
// status.js, the words in text.js.

import { parseHash, currentHash } from './url.js';
import { setStatus, showNotices, clearNotices, initNotices } from './status.js';
import { t, setLanguage, language, languages } from './text.js';
import { initShare } from './share.js';

// Each view's module by its route, loaded when first shown. A Map, not an object: a route
// such as "constructor" or "__proto__" is just unknown.
const VIEWS = new Map([
  ['knight', () => import('./views/knight.js')],
  ['bfs', () => import('./views/layers.js')],
  ['ladder', () => import('./views/ladder.js')],
  ['dfs', () => import('./views/dfs.js')],
  ['queens', () => import('./views/queens.js')],
  ['sudoku', () => import('./views/sudoku.js')],
  ['maze', () => import('./views/maze.js')],
]);
const DEFAULT_VIEW = 'knight';

// The page's fixed words (title, navigation, keys line) from the catalogue: any element
// with a data-t attribute gets the text of that key, data-t-label its accessible name.
function translatePage() {
  document.title = t('page.title');
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of document.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));
}

// The language: lang= in the URL, else the first of the browser's languages we have.
function browserLanguage() {
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const code = String(l).toLowerCase().split('-')[0];
    if (languages().includes(code)) return code;
  }
  return 'en';
}

function chooseLanguage(params, notices) {
  const asked = params.get('lang');
  let lang = browserLanguage();
  if (asked !== null) {
    if (languages().includes(asked.toLowerCase())) lang = asked.toLowerCase();
    else notices.push(() => t('notice.ignored', { key: 'lang', value: asked, why: t('lang.unknown', { list: languages().join(', ') }), fallback: lang }));
  }
  // The URL keeps lang= when it is not what this browser would choose anyway.
  document.documentElement.dataset.langInUrl = asked !== null || lang !== browserLanguage() ? lang : '';
  if (lang !== language()) setLanguage(lang);
  document.documentElement.lang = lang;
  const select = document.getElementById('lang');
  if (select) select.value = lang;
  translatePage();
}

function initLanguageSwitch() {
  const select = document.getElementById('lang');
  select.replaceChildren(...languages().map((code) => {
    const o = document.createElement('option');
    o.value = code;
    o.textContent = t(`lang.name.${code}`);
    return o;
  }));
  select.addEventListener('change', () => {
    // The same frame in the other language: only lang= changes in the URL.
    const { route: name, params } = parseHash(currentHash());
    params.set('lang', select.value);
    location.hash = `#/${name || DEFAULT_VIEW}?${params.toString()}`;
  });
}

function wasmReady(timeoutMs = 15000) {
  if (window.wasmBindings) return Promise.resolve(window.wasmBindings);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(t('start.timeout'))), timeoutMs);
    window.addEventListener('TrunkApplicationStarted', () => {
      clearTimeout(timer);
      resolve(window.wasmBindings);
    }, { once: true });
  });
}

let current = null;
let routing = 0;

async function route(wasm) {
  const ticket = ++routing;
  const { route: name, params } = parseHash(location.hash);
  const notices = [];
  chooseLanguage(params, notices);
  params.delete('lang');
  let view = name || DEFAULT_VIEW;
  const known = VIEWS.has(view);
  if (!known) {
    notices.push(t('notice.no_view', { name }));
    view = DEFAULT_VIEW;
  }
  if (current) current.destroy();
  current = null;
  clearNotices();
  const root = document.getElementById('view');
  root.replaceChildren();
  for (const a of document.querySelectorAll('nav a')) {
    a.setAttribute('aria-current', a.dataset.view === view ? 'page' : 'false');
  }
  try {
    const module = await VIEWS.get(view)();
    if (ticket !== routing) return; // another route was asked for meanwhile
    const View = Object.values(module).find((v) => v.route === view);
    current = View.mount(root, wasm, known ? params : new URLSearchParams());
  } catch (err) {
    console.error(err);
    notices.push(t('start.view_failed', { detail: String((err && err.message) || err) }));
  }
  if (notices.length) showNotices(notices.map((n) => (typeof n === 'function' ? n() : n)));
  document.body.dataset.ready = 'true';
}

initNotices();
initShare();
initLanguageSwitch();
chooseLanguage(parseHash(location.hash).params, []);
wasmReady().then((wasm) => {
  route(wasm);
  window.addEventListener('hashchange', () => route(wasm));
}).catch((err) => {
  setStatus(t('start.failed', { detail: err.message }));
  showNotices([t('start.failed_short', { detail: err.message })]);
});
