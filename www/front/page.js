// The front page (#/, where a bare address lands): what Searchlight is in one sentence,
// "Start with a lesson" as the first thing to do, a breadth-first search filling a knight's
// board in layers, the views as cards (each with a small picture of its board), and what a
// class gets. Its words and cards need no
// wasm, so the page draws them at once; the search starts when the wasm is here, stops for
// good at a person's first touch or key (the page is theirs then), and never moves where
// the system asks for reduced motion (it shows the finished layers instead).
import { t } from '../text/index.js';
import { el, layerColour } from '../shell/kit.js';
import { ROUTES } from '../shell/registry.js';
import { LESSONS } from '../lessons/index.js';
import { reducedMotion } from '../shell/player.js';
import { LAYER_SQUARES } from '../draw/colours.js';
import { drawPicture } from './picture.js';

/** The board the search fills, and the squares it starts from in turn. */
const DEMO = { rows: 8, cols: 8, starts: ['d4', 'a1', 'g7', 'b6'] };
/** Steps a second, and how long a finished board stays before the next start (ms). */
const PACE = { steps: 24, hold: 1800 };

// The lang= the page's own links carry (app.js's chooseLanguage keeps it on <html>).
const withLang = (/** @type {string} */ hash) => {
  const lang = document.documentElement.dataset.langInUrl;
  return lang ? `${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}` : hash;
};

/**
 * @param {HTMLElement} root
 * @param {Promise<Wasm>} wasmReady the module, once loaded (the search waits for it)
 * @returns {{ front: true, destroy(): void }}
 */
export function mountFrontPage(root, wasmReady) {
  const canvas = /** @type {HTMLCanvasElement} */ (el('canvas', { className: 'front-board', aria: { hidden: 'true' } }));
  const caption = el('p', { className: 'front-caption' }, t('front.demo.caption'));
  const again = el('button', { type: 'button', className: 'secondary', dataset: { act: 'front-play' }, hidden: true }, t('front.demo.play'));
  const first = LESSONS[0].id;
  root.replaceChildren(el('div', { className: 'front' },
    el('section', { className: 'front-intro', aria: { labelledby: 'front-title' } },
      el('h2', { id: 'front-title' }, t('front.title')),
      el('p', { className: 'front-lead' }, t('front.lead')),
      el('p', { className: 'front-actions' },
        el('a', { className: 'button primary', href: withLang(`#/lesson/${first}?slide=1`), dataset: { act: 'front-start' } }, t('front.start')),
        el('a', { className: 'button secondary', href: withLang('#/lessons') }, t('front.lessons')))),
    el('figure', { className: 'front-demo' }, canvas, el('figcaption', {}, caption, ' ', again,
      ' ', el('a', { href: withLang('#/bfs') }, t('front.demo.yourself')))),
    el('section', { className: 'front-views', aria: { labelledby: 'front-views-title' } },
      el('h2', { id: 'front-views-title' }, t('front.views')),
      el('ul', { className: 'front-cards' }, ...ROUTES.map((route) => el('li', {},
        el('a', { href: withLang(`#/${route}`), dataset: { view: route } },
          el('span', { className: 'front-glyph', dataset: { picture: route } }),
          el('strong', {}, t(`nav.${route}`)),
          el('span', {}, t(`front.card.${route}`))))))),
    el('section', { className: 'front-class', aria: { labelledby: 'front-class-title' } },
      el('h2', { id: 'front-class-title' }, t('front.class')),
      el('ul', {}, ...['predict', 'challenges', 'embed', 'lms'].map((k) => el('li', {}, t(`front.class.${k}`)))))));

  // Each card's picture, from the view's own folder, fetched as the page is drawn.
  for (const slot of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-picture]'))) {
    import(`../views/${slot.dataset.picture}/card.js`).then((m) => slot.replaceChildren(drawPicture(m.default)), () => {});
  }

  /** @type {SearchOf<'bfs'> | null} the search (the wasm's Search of model bfs), once it is here */
  let model = null;
  let start = 0;
  let timer = 0;
  let frame = 0;
  let stopped = false;
  let gone = false;

  const draw = () => {
    if (!model) return;
    const f = model.frame();
    // At most 320 px, and half the window's height (a projector's short window).
    const css = Math.max(160, Math.min(320, window.innerHeight * 0.5, canvas.parentElement?.clientWidth ?? 240));
    const size = Math.floor(css / DEMO.cols);
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(size * DEMO.cols * dpr);
    canvas.height = Math.round(size * DEMO.rows * dpr);
    canvas.style.width = `${size * DEMO.cols}px`;
    canvas.style.height = `${size * DEMO.rows}px`;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.font = `${Math.round(size * 0.45)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let sq = 0; sq < DEMO.rows * DEMO.cols; sq++) {
      // Square 0 is a1, bottom left.
      const x = (sq % DEMO.cols) * size;
      const y = (DEMO.rows - 1 - Math.floor(sq / DEMO.cols)) * size;
      const light = (Math.floor(sq / DEMO.cols) + (sq % DEMO.cols)) % 2 === 1;
      ctx.fillStyle = light ? LAYER_SQUARES.light : LAYER_SQUARES.dark;
      ctx.fillRect(x, y, size, size);
      const colour = f.colours[sq];
      if (colour === 0) continue;
      ctx.fillStyle = layerColour(f.distances[sq], colour === 2 ? 0.85 : 0.3);
      ctx.fillRect(x, y, size, size);
      ctx.fillStyle = '#111';
      ctx.fillText(String(f.distances[sq]), x + size / 2, y + size / 2 + 1);
    }
  };

  const newSearch = () => {
    model?.free?.();
    if (!wasm) return;
    model = /** @type {SearchOf<'bfs'>} */ (/** @type {unknown} */ (new wasm.Search('bfs', { board: `${DEMO.rows}x${DEMO.cols}`, start: DEMO.starts[start % DEMO.starts.length] }, undefined)));
    start += 1;
  };
  /** @type {Wasm | null} */
  let wasm = null;

  let last = 0;
  let owed = 0;
  /** @param {number} now */
  const tick = (now) => {
    frame = 0;
    if (stopped || gone || !model) return;
    owed += Math.min(250, now - (last || now)) * PACE.steps / 1000;
    last = now;
    const n = Math.floor(owed);
    if (n > 0) {
      owed -= n;
      model.step(n);
      draw();
    }
    if (model.cursor().finished) {
      timer = window.setTimeout(() => {
        timer = 0;
        if (stopped || gone) return;
        newSearch();
        last = 0;
        frame = requestAnimationFrame(tick);
      }, PACE.hold);
      return;
    }
    frame = requestAnimationFrame(tick);
  };

  // Any touch, click or key is the person taking the page: the search stops where it is.
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (model) again.hidden = false;
  };
  const events = ['pointerdown', 'keydown', 'wheel'];
  for (const e of events) document.addEventListener(e, stop, { capture: true, passive: true });
  again.addEventListener('click', () => {
    if (!wasm) return;
    stopped = false;
    again.hidden = true;
    newSearch();
    last = 0;
    frame = requestAnimationFrame(tick);
  });

  wasmReady.then((w) => {
    if (gone) return;
    wasm = w;
    newSearch();
    if (reducedMotion()) {
      // Still: the finished layers, and the button to watch it fill.
      model?.seek(1e9);
      draw();
      stopped = true;
      again.hidden = false;
      return;
    }
    draw();
    if (!stopped) frame = requestAnimationFrame(tick);
    else again.hidden = false;
  }, () => {});

  return {
    front: true,
    destroy() {
      gone = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      for (const e of events) document.removeEventListener(e, stop, { capture: true });
      model?.free?.();
      model = null;
    },
  };
}
