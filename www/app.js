// The page's shell: waits for the wasm module, reads the URL, mounts the view it names, and
// owns the status line and the notice area that every view uses.

import { parseHash } from './url.js';
import { KnightView } from './views/knight.js';
import { LayersView } from './views/layers.js';
import { LadderView } from './views/ladder.js';
import { DfsView } from './views/dfs.js';
import { QueensView } from './views/queens.js';
import { SudokuView } from './views/sudoku.js';

const VIEWS = { knight: KnightView, bfs: LayersView, ladder: LadderView, dfs: DfsView, queens: QueensView, sudoku: SudokuView };
const DEFAULT_VIEW = 'knight';

const statusLine = document.getElementById('status');
const noticeBox = document.getElementById('notice');
const noticeList = document.getElementById('notice-list');

export function setStatus(text) {
  if (statusLine.textContent !== text) statusLine.textContent = text;
}

// Add a sentence to the status line (once).
export function addStatus(text) {
  const now = statusLine.textContent;
  if (!now.endsWith(text)) setStatus(now ? `${now} ${text}` : text);
}

export function showNotices(lines) {
  noticeList.replaceChildren(...lines.map((l) => {
    const li = document.createElement('li');
    li.textContent = l;
    return li;
  }));
  noticeBox.hidden = lines.length === 0;
}

export function clearNotices() {
  showNotices([]);
}

document.getElementById('notice-close').addEventListener('click', clearNotices);

function wasmReady(timeoutMs = 15000) {
  if (window.wasmBindings) return Promise.resolve(window.wasmBindings);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the WebAssembly module did not load')), timeoutMs);
    window.addEventListener('TrunkApplicationStarted', () => {
      clearTimeout(timer);
      resolve(window.wasmBindings);
    }, { once: true });
  });
}

let current = null;

function route(wasm) {
  const { route: name, params } = parseHash(location.hash);
  const notices = [];
  let view = name || DEFAULT_VIEW;
  if (!VIEWS[view]) {
    notices.push(`There is no view "${name}"; showing the knight's tour.`);
    view = DEFAULT_VIEW;
  }
  if (current) current.destroy();
  clearNotices();
  const root = document.getElementById('view');
  root.replaceChildren();
  for (const a of document.querySelectorAll('nav a')) {
    a.setAttribute('aria-current', a.dataset.view === view ? 'page' : 'false');
  }
  current = VIEWS[view].mount(root, wasm, notices.length ? new URLSearchParams() : params);
  if (notices.length) showNotices(notices);
  document.body.dataset.ready = 'true';
}

wasmReady().then((wasm) => {
  route(wasm);
  window.addEventListener('hashchange', () => route(wasm));
}).catch((err) => {
  setStatus(`Searchlight could not start: ${err.message}. Reload the page; if it persists, this browser may lack WebAssembly.`);
  showNotices([`Searchlight could not start: ${err.message}.`]);
});
