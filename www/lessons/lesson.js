// Lessons: the tutorials this page grew from, walked through slide by slide beside the real
// views (#/lesson/<id>?slide=K), the list of them with a teacher's own lesson to write
// (#/lessons), and a teacher's lesson carried in its link (#/lesson?text=…). A slide shows
// its text above a live view mounted at the exact frame its link names; the figures its text
// states ({placements}) are read from that view as it draws, so a lesson cannot disagree with
// its board. The lesson's text format and its rules are Rust's (src/lesson.rs), read through
// the wasm facade's parse_lesson, as the CLI reads a lesson it packages.
import { LESSONS, lessonEntry } from './index.js';
import { packLesson, unpackLesson, figuresAtStart, FIGURE } from './format.js';
import { GLUE } from '../files.js';
import { readDraft, saveDraft, writeDraft, isBlankDraft, draftTitle, readLinkEdits, changeLinkEdits, keepLinkEdit } from '../shell/lesson-drafts.js';
import { parseHash, formatHash, goHash, writeHash, setHost, MAX_HASH } from '../shell/url.js';
import { viewEntry, DEFAULT_VIEW } from '../shell/views.js';
import { t, say, fmt, language, sentence, catalogue, joined, quote } from '../text/index.js';
import { announceFirst } from '../shell/announce.js';
import { FALLBACK } from '../text/languages.js';
import { showNotices, addNotices, setStatus } from '../shell/status.js';
import { el, part } from '../shell/kit.js';
import { reducedMotion } from '../shell/player.js';
import { report, takeResume, SLIDE } from '../shell/report.js';

// The page's wasm module (the glue app.js started), for the lesson format: set when a lesson
// page mounts, else imported (the same module, already instantiated).
/** @type {Wasm | null} */
let glue = null;
/** @returns {Promise<Wasm>} */
async function wasmModule() {
  if (!glue) glue = /** @type {Wasm} */ (await import(new URL(GLUE, new URL('./', document.baseURI)).href));
  return glue;
}
// The lesson in `text` by the format's rules; a mistake throws a coded error naming its line.
/** @param {unknown} text @returns {import('./format.js').Lesson} */
const parseLesson = (text) => /** @type {Wasm} */ (glue).parse_lesson(text);
// The most characters of a lesson (the format's bound).
const maxLesson = () => /** @type {Wasm} */ (glue).limits().lesson_chars;

// The example lesson as the catalogue writes it (its {figures} are the lesson's, not t()'s).
const example = () => catalogue(language())['lesson.own.example'] || catalogue(FALLBACK)['lesson.own.example'];
const $ = (/** @type {string} */ id) => document.getElementById(id);

/**
 * What a lesson's slide shows: a view, or the panes side by side.
 * @typedef {AnyView | import('../panels/compare.js').Compare} Hosted
 */

// What the page's own link adds to a lesson's: lang= when it is in the URL, embed=1.
/** @param {boolean} embed */
function pageParams(embed) {
  /** @type {Record<string, string | number>} */
  const out = {};
  const lang = document.documentElement.dataset.langInUrl;
  if (lang) out.lang = lang;
  if (embed) out.embed = 1;
  return out;
}

// The text of a lesson from a link that "Edit this lesson" hands to the list it opens.
/** @type {string | null} */
let edited = null;

// A lesson error said with its line, as a sentence.
const said = (/** @type {any} */ e) => sentence(e.code ? { code: e.code, params: e.params } : e);

// The text of a built-in lesson in the reader's language, else in the fallback language
// (languages.js).
/** @param {string} id @returns {Promise<string | null>} */
async function builtIn(id) {
  const entry = lessonEntry(id);
  if (!entry) return null;
  const texts = (await entry.load()).default;
  return texts[language()] || texts[FALLBACK];
}

/**
 * Mount the page that `name` (lessons, lesson, lesson/<id>) names in `root`.
 * @param {HTMLElement} root
 * @param {Wasm} wasm
 * @param {string} name
 * @param {URLSearchParams} params
 * @param {Sayable[]} notices
 */
export async function mountLessonPage(root, wasm, name, params, notices) {
  glue = wasm;
  if (name === 'lessons') {
    const incoming = edited;
    edited = null;
    return new LessonList(root, params, notices, incoming);
  }
  const embed = params.get('embed') === '1';
  let text;
  let base;
  if (name === 'lesson') {
    const packed = params.get('text');
    if (!packed) {
      notices.push(t('lesson.no_text'));
      return new LessonList(root, new URLSearchParams(), notices);
    }
    try {
      text = await unpackLesson(packed, maxLesson());
    } catch (e) {
      notices.push(said(e));
      return new LessonList(root, new URLSearchParams(), notices);
    }
    base = { route: 'lesson', params: { text: packed } };
  } else {
    const id = name.slice('lesson/'.length);
    text = await builtIn(id);
    if (text === null) {
      notices.push(t('lesson.unknown', { name: quote(id) }));
      return new LessonList(root, new URLSearchParams(), notices);
    }
    base = { route: name, params: {} };
  }
  let lesson;
  try {
    lesson = parseLesson(text);
  } catch (e) {
    notices.push(said(e));
    return new LessonList(root, new URLSearchParams(), notices, name === 'lesson' ? text : null);
  }
  let k = 1;
  const raw = params.get('slide');
  // Opened without slide= inside an LMS: at the student's bookmark (scorm.js), if it is a slide.
  const resume = await takeResume();
  if (raw === null && resume >= 1 && resume <= lesson.slides.length) k = resume;
  if (raw !== null) {
    const n = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (n >= 1 && n <= lesson.slides.length) k = n;
    else notices.push(t('notice.ignored', { key: 'slide', value: quote(raw), why: t('lesson.slide_range', { count: lesson.slides.length }), fallback: 1 }));
  }
  for (const key of params.keys()) {
    if (!['slide', 'text', 'embed'].includes(key)) notices.push(t('notice.unknown_param', { key: quote(key) }));
  }
  const page = new LessonPage(root, wasm, { lesson, base, k, embed, text, notices });
  // A slide= refused: the address says the slide shown, not the one refused (it kept
  // slide=9999 over slide 1).
  if (raw !== null && String(k) !== raw) writeHash(base.route, { ...base.params, slide: k, ...pageParams(embed) });
  return page;
}

// The way a person moved last (Previous or Next), so the new slide's button keeps the focus.
/** @type {'slide-prev' | 'slide-next' | null} */
let refocus = null;
// The lesson (its title and slide count) and the slide shown last, to say a new slide.
/** @type {{ lesson: string, k: number } | null} */
let lastShown = null;

class LessonPage {
  /**
   * @param {HTMLElement} root
   * @param {Wasm} wasm
   * @param {{ lesson: import('./format.js').Lesson, base: { route: string, params: Record<string, string> }, k: number,
   *   embed: boolean, text: string, notices: Sayable[] }} page
   */
  constructor(root, wasm, { lesson, base, k, embed, text, notices }) {
    this.root = root;
    this.wasm = wasm;
    this.lesson = lesson;
    this.base = base;
    this.k = k;
    this.embed = embed;
    this.text = text;
    this.slide = lesson.slides[k - 1];
    /** @type {Hosted | null} */
    this.hosted = null;
    /** @type {Set<string>} */
    this.missing = new Set();
    this.box = part(document, '#lesson');
    /** @type {HTMLElement[]} the slide's {figures}, as spans (build()) */
    this.figures = [];
    /** @type {HTMLElement} the slide's number (build()) */
    this.counter;
    /** @type {number | undefined} the step the slide's @play plays to */
    this.playTo = undefined;
    /** @type {string | undefined} the figures as last filled in */
    this.shown = undefined;
    /** @type {number | undefined} the slide's height (px) with them */
    this.height = undefined;
    this.filling = false;
    this.gone = false;
    /** @type {MutationObserver | undefined} */
    this.watch = undefined;
    document.body.classList.add('in-lesson');
    document.body.classList.toggle('embed', embed);
    this.build();
    this.keys = (/** @type {KeyboardEvent} */ e) => this.onKey(e);
    document.addEventListener('keydown', this.keys, true);
    // The keys line says what the keys do here: → and ← change slides.
    this.keyLine = /** @type {HTMLElement | null} */ (document.querySelector('header .keys'));
    if (this.keyLine) {
      this.keyLine.dataset.t = 'page.keys.lesson';
      this.keyLine.textContent = t('page.keys.lesson');
    }
    this.resized = () => this.fit();
    window.addEventListener('resize', this.resized);
    // The slide's counter says when its frame is mounted (data-ready), as body[data-ready]
    // does for the page's first view: the counter is new with each slide, so a wait for a
    // slide's number and this attribute cannot see the slide before's.
    this.ready = this.mountFrame(notices).finally(() => {
      if (this.gone) return;
      this.counter.dataset.ready = 'true';
      report(SLIDE, { lesson: base.route, k, count: lesson.slides.length, challenge: this.slide.challenge });
    });
  }

  /** @param {number} k */
  hash(k) {
    return formatHash(this.base.route, { ...this.base.params, slide: k, ...pageParams(this.embed) });
  }

  /** @param {number} k @param {'slide-prev' | 'slide-next' | null} how */
  go(k, how = null) {
    if (k < 1 || k > this.lesson.slides.length || k === this.k) return;
    refocus = how;
    goHash(this.hash(k));
  }

  build() {
    const { lesson, k, slide } = this;
    const count = lesson.slides.length;
    const prev = el('button', { type: 'button', disabled: k === 1, dataset: { act: 'slide-prev' } }, t('lesson.prev'));
    const next = el('button', { type: 'button', disabled: k === count, dataset: { act: 'slide-next' } }, t('lesson.next'));
    prev.addEventListener('click', () => this.go(k - 1, 'slide-prev'));
    next.addEventListener('click', () => this.go(k + 1, 'slide-next'));
    const progress = el('div', { className: 'lesson-progress', role: 'progressbar', aria: { label: t('lesson.progress'), valuemin: '1', valuemax: String(count), valuenow: String(k), valuetext: t('lesson.slide_of', { k, count }) } },
      el('span', { style: { width: `${(100 * k) / count}%` } }));
    const list = el('a', { href: formatHash('lessons', pageParams(false)), className: 'lesson-all' }, t('lesson.all'));
    const bar = el('div', { className: 'lesson-bar' },
      el('h2', { id: 'lesson-title' }, lesson.title),
      el('div', { className: 'lesson-nav' }, prev,
        this.counter = el('span', { dataset: { role: 'slides', count: String(count), k: String(k) } }, t('lesson.slide_of', { k, count })),
        next),
      list, progress);
    if (this.base.route === 'lesson') {
      const edit = el('button', { type: 'button', dataset: { act: 'lesson-edit' } }, t('lesson.edit'));
      edit.addEventListener('click', () => {
        edited = this.text;
        goHash(formatHash('lessons', pageParams(false)));
      });
      bar.append(edit);
    }
    this.figures = [];
    const words = (/** @type {string} */ text) => this.words(text);
    const article = el('article', { className: 'slide', aria: { labelledby: 'slide-caption' } },
      el('h3', { id: 'slide-caption' }, ...words(slide.caption)),
      ...slide.paragraphs.map((p) => el('p', {}, ...words(p))));
    if (slide.question) {
      const q = el('div', { className: 'slide-question' }, el('p', {}, el('strong', {}, t('lesson.question')), ' ', ...words(slide.question)));
      if (slide.answer) {
        const answer = el('p', { className: 'slide-answer', hidden: true, id: 'slide-answer' }, ...words(slide.answer));
        const show = el('button', { type: 'button', dataset: { act: 'show-answer' }, aria: { expanded: 'false', controls: 'slide-answer' } }, t('lesson.show_answer'));
        show.addEventListener('click', () => {
          answer.hidden = !answer.hidden;
          show.setAttribute('aria-expanded', String(!answer.hidden));
          show.textContent = t(answer.hidden ? 'lesson.show_answer' : 'lesson.hide_answer');
          // The words grew or shrank: the board (fitted under them, board.js) and the type
          // on a projector (fit) follow.
          window.dispatchEvent(new Event('resize'));
        });
        q.append(show, answer);
      }
      article.append(q);
    }
    this.box.replaceChildren(bar, article);
    this.box.hidden = false;
    this.box.dataset.lesson = this.base.route;
    const open = /** @type {HTMLAnchorElement} */ ($('open-full'));
    if (open) open.href = formatHash(this.base.route, { ...this.base.params, slide: k, ...pageParams(false) });
    // A new slide of the lesson shown (by its buttons, keys, or the browser's Back): a
    // screen reader hears which, and its caption, before what its board says.
    const shown = `${lesson.title}\n${count}`;
    if (lastShown && lastShown.lesson === shown && lastShown.k !== k) {
      announceFirst(sentence({ code: 'lesson.slide_said', params: { slide: t('lesson.slide_of', { k, count }), caption: slide.caption.replace(FIGURE, '…') } }), joined);
    }
    lastShown = { lesson: shown, k };
    if (refocus) {
      const b = /** @type {HTMLButtonElement} */ (bar.querySelector(`[data-act=${refocus}]`));
      /** @type {HTMLElement | null} */ (b && !b.disabled ? b : bar.querySelector('button:not([disabled])'))?.focus();
      refocus = null;
    }
    this.fit();
    this.height = this.box.offsetHeight;
  }

  // Full screen (a projector): the slide's words and the narration under them on one screen
  // (style.css); a long slide's type shrinks, to 60% at the least, until they fit.
  fit() {
    if (this.gone) return;
    const box = this.box;
    box.style.removeProperty('--fit');
    if (this.embed || !document.documentElement.classList.contains('presenting')) return;
    const status = $('status');
    if (!status) return;
    for (let scale = 1; scale > 0.6; scale -= 0.05) {
      box.style.setProperty('--fit', scale.toFixed(2));
      if (status.getBoundingClientRect().bottom <= window.innerHeight) return;
    }
    box.style.setProperty('--fit', '0.6');
  }

  // A text with its {figures} as spans, filled in as the view draws.
  /** @param {string} text */
  words(text) {
    /** @type {(string | HTMLElement)[]} */
    const parts = [];
    let at = 0;
    for (const m of text.matchAll(FIGURE)) {
      parts.push(text.slice(at, m.index));
      const span = el('span', { className: 'figure', dataset: { figure: m[1] } }, '…');
      this.figures.push(span);
      parts.push(span);
      at = (m.index ?? 0) + m[0].length;
    }
    parts.push(text.slice(at));
    return parts.filter((p) => p !== '');
  }

  // The view of the slide's frame, mounted in the page's view area; its URL writes go to
  // the lesson (the address keeps the lesson and its slide).
  /** @param {Sayable[]} notices */
  async mountFrame(notices) {
    const { slide } = this;
    this.root.replaceChildren();
    this.root.classList.remove('compare');
    if (!slide.frame) {
      showNotices(notices);
      this.fill();
      return;
    }
    setHost((route, all) => {
      const lang = document.documentElement.dataset.langInUrl;
      this.box.dataset.frame = formatHash(route, lang ? { ...all, lang } : all);
    });
    const frame = parseHash(slide.frame);
    let { route, params } = frame;
    for (const r of frame.repeated || []) notices.push(t('notice.repeated_param', r));
    params.delete('lang');
    params.delete('embed');
    if (this.embed) params.set('embed', '1');
    // "@challenge ID ...": the frame opens on that challenge, its goal as the slide sets it.
    if (slide.challenge) {
      params.set('challenge', slide.challenge);
      if (slide.goal) params.set('goal', slide.goal);
      else params.delete('goal');
    }
    let entry = viewEntry(route);
    if (!entry) {
      notices.push(t('notice.no_view', { name: quote(route) }));
      route = DEFAULT_VIEW;
      params = new URLSearchParams();
      entry = /** @type {import('../shell/views.js').ViewEntry} */ (viewEntry(route)); // (the default is on the list)
    }
    const module = await entry.load();
    if (this.gone) return;
    const View = Object.values(module).find((v) => v.route === route);
    try {
      this.hosted = View.mount(this.root, this.wasm, params);
    } catch (err) {
      notices.push(t('start.view_failed', { detail: String((err && err.message) || err) }));
    }
    // The view's own notices (a bad value in the frame's link) are shown by the view; the
    // lesson's come with them.
    if (notices.length) addNotices(notices);
    const panes = this.panes();
    for (const view of panes) view.afterRender = () => this.rendered();
    // What a view writes without drawing a frame (a count or a measurement ending in a
    // worker) changes its figures too.
    this.watch = new MutationObserver(() => this.refill());
    this.watch.observe(this.root, { childList: true, subtree: true, characterData: true });
    this.fill();
    if (slide.play !== null && this.hosted && this.hosted.player && this.hosted.model) {
      if (reducedMotion()) {
        // Reduced motion: the slide opens at the frame its @play plays to, without playing.
        this.hosted.model.seek(slide.play);
        const player = /** @type {{ render?: () => void }} */ (this.hosted.player);
        if (player.render) player.render(); else this.hosted.render();
      } else {
        this.playTo = slide.play;
        this.hosted.player.play();
      }
    }
    if (slide.press) {
      // Only a control that shows something: the format refuses any other when the lesson
      // is read (a lesson from a link must not reset a learner's score or answer for them).
      const line = this.lineOf('@press');
      const control = /** @type {HTMLButtonElement | null} */ (this.root.querySelector(`[data-act="${slide.press}"]`));
      // A control in a folded panel (the search tree's Measure) opens its panel: the slide
      // speaks of what it shows.
      const fold = control?.closest('details');
      if (fold) fold.open = true;
      if (control && !control.disabled) control.click();
      else addNotices([sentence({ code: 'lesson.no_control', params: { line, act: slide.press } })]);
    }
  }

  // The views shown: one, or the panes side by side.
  /** @returns {AnyView[]} */
  panes() {
    if (!this.hosted) return [];
    return 'panes' in this.hosted ? this.hosted.panes : [this.hosted];
  }

  rendered() {
    const hosted = this.hosted;
    const player = hosted ? hosted.player : null;
    if (this.playTo !== undefined && hosted && hosted.model && player) {
      const steps = hosted.model.cursor().steps;
      if (steps >= this.playTo || !player.playing) {
        const target = this.playTo;
        this.playTo = undefined;
        player.pause();
        if (steps > target) {
          hosted.model.seek(target);
          hosted.render();
        }
      }
    }
    this.refill();
  }

  // Fill the figures in again, once for a burst of changes.
  refill() {
    if (this.filling) return;
    this.filling = true;
    queueMicrotask(() => { this.filling = false; this.fill(); });
  }

  // The figures the slide states, from the views as they are drawn now.
  fill() {
    if (this.gone) return;
    const panes = this.panes();
    /** @type {string[]} */
    const missing = [];
    for (const span of this.figures) {
      const name = String(span.dataset.figure);
      const m = /^([1-4])\.(.+)$/.exec(name);
      const view = m ? panes[Number(m[1]) - 1] : panes.length === 1 ? panes[0] : null;
      /** @type {Record<string, unknown>} */
      if (view && view.figuresPending && view.figuresPending()) {
        span.textContent = '…';
        continue;
      }
      const figures = view && view.figures ? view.figures() : {};
      const key = m ? m[2] : name;
      if (!Object.hasOwn(figures, key)) {
        span.textContent = '?';
        missing.push(name);
        continue;
      }
      const v = figures[key];
      span.textContent = v === null || v === undefined ? '–'
        : typeof v === 'number' || typeof v === 'bigint' ? fmt(v)
          : Array.isArray(v) ? v.join(t('list.separator')) : say(v);
    }
    // Figures filled in make the words longer: on a projector, they fit the screen again;
    // and where that changes the words' height, the board, fitted under them when it was
    // drawn (board.js; in a frame, to the frame's height), is fitted again, as when the answer
    // is shown. A figure that comes after the last frame drawn (the search tree measured in a
    // worker) pushed the player past the bottom of its frame.
    const shown = this.figures.map((span) => span.textContent).join('\n');
    if (shown !== this.shown) {
      this.shown = shown;
      this.fit();
      const height = this.box.offsetHeight;
      if (height !== this.height) {
        this.height = height;
        window.dispatchEvent(new Event('resize'));
      }
    }
    const fresh = missing.filter((n) => !this.missing.has(n));
    if (fresh.length) {
      for (const n of fresh) this.missing.add(n);
      addNotices(fresh.map((name) => this.noFigure(name, panes)));
    }
  }

  // Why the figure `name` is not there, naming the figures there are: a frame side by side
  // has its figures in its panes ({1.nodes}), which a bare {nodes} does not name.
  /** @param {string} name @param {AnyView[]} panes */
  noFigure(name, panes) {
    const line = this.lineOf(`{${name}}`);
    const m = /^([1-4])\.(.+)$/.exec(name);
    const keys = (/** @type {(AnyView | undefined)[]} */ views) => [...new Set(views.flatMap((v) => (v && v.figures ? Object.keys(v.figures()) : [])))];
    const said = (/** @type {string} */ code, /** @type {Params} */ params) => sentence({ code, params: { line, name, ...params } });
    if (!panes.length) return said('lesson.no_view_figure', {});
    if (m && !panes[Number(m[1]) - 1]) return said('lesson.no_pane', { pane: Number(m[1]), count: panes.length });
    if (!m && panes.length > 1) {
      const names = keys(panes);
      return said('lesson.no_figure_compare', { count: panes.length, example: `{1.${names.includes(name) ? name : names[0] || name}}`, names: names.length ? names : '–' });
    }
    // The names as a list, each quoted on its own: joined into one text, a message would
    // quote them as one value and cut the list short.
    const names = keys([m ? panes[Number(m[1]) - 1] : panes[0]]);
    return said('lesson.no_figure', { names: names.length ? names : '–' });
  }

  // The line of the lesson's text where `words` first stand in this slide (else the slide's
  // own line).
  /** @param {string} words */
  lineOf(words) {
    const lines = String(this.text).replace(/\r\n?/g, '\n').split('\n');
    for (let i = this.slide.line - 1; i < lines.length; i++) {
      if (i > this.slide.line - 1 && /^\s*##\s/.test(lines[i])) break;
      if (lines[i].includes(words)) return i + 1;
    }
    return this.slide.line;
  }

  /** @param {KeyboardEvent} e */
  onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target instanceof HTMLElement ? e.target : null;
    // A control's own keys: typing, a slider, the board's squares, a menu.
    if (target && target.closest('input, select, textarea, [contenteditable], canvas[tabindex], [role=slider], [role=grid]')) return;
    // Space plays and pauses the view, wherever the focus is in the lesson's bar and words:
    // after Previous or Next (the focus stays there) it played the button again.
    if (e.key === ' ' && target && target.closest('#lesson')) {
      e.preventDefault();
      e.stopImmediatePropagation();
      const player = this.hosted && this.hosted.player;
      if (player && typeof player.act === 'function') player.act('play');
      return;
    }
    const back = e.key === 'ArrowLeft' || e.key === 'PageUp';
    const on = e.key === 'ArrowRight' || e.key === 'PageDown';
    if (!back && !on) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    this.go(this.k + (on ? 1 : -1), on ? 'slide-next' : 'slide-prev');
  }

  destroy() {
    this.gone = true;
    report(SLIDE, null);
    if (this.watch) this.watch.disconnect();
    // The view first: a view left while it plays writes its state as it pauses, which is the
    // lesson's to take (with no host it replaced the address of the next slide by the view's).
    if (this.hosted) this.hosted.destroy();
    this.hosted = null;
    setHost(null);
    document.removeEventListener('keydown', this.keys, true);
    window.removeEventListener('resize', this.resized);
    if (this.keyLine) {
      this.keyLine.dataset.t = 'page.keys';
      this.keyLine.textContent = t('page.keys');
    }
    this.box.style.removeProperty('--fit');
    document.body.classList.remove('in-lesson', 'embed');
    this.box.hidden = true;
    this.box.replaceChildren();
    delete this.box.dataset.frame;
  }
}

// #/lessons: the lessons, and a teacher's own (a draft kept in this browser) to write, open
// and share. A lesson from a link (one that would not open, or "Edit this lesson") comes in
// as `incoming`: shown in the editor "from a link", beside the saved draft, which it replaces
// only when the person chooses to, after a confirmation naming the draft that would be lost.
class LessonList {
  /** @param {HTMLElement} root @param {URLSearchParams} params @param {Sayable[]} notices @param {string | null} [incoming] */
  constructor(root, params, notices, incoming = null) {
    this.root = root;
    /** @type {AnyView | null} a list hosts no view: always null */
    this.hosted = null;
    for (const key of params.keys()) notices.push(t('notice.unknown_param', { key: quote(key) }));
    this.incoming = incoming;
    this.ready = this.build();
    if (notices.length) showNotices(notices);
    setStatus(t('lesson.list.status'));
  }

  async build() {
    const items = el('ol', { className: 'lesson-list' });
    const heading = el('h2', { id: 'lessons-title' }, t('lesson.list.title'));
    const own = this.ownLesson();
    this.root.replaceChildren(el('section', { className: 'lessons', aria: { labelledby: 'lessons-title' } }, heading, items), own);
    for (const entry of LESSONS) {
      const li = el('li', { dataset: { lesson: entry.id } });
      items.append(li);
      try {
        const lesson = parseLesson(/** @type {string} */ (await builtIn(entry.id))); // (parseLesson says no to anything not text)
        li.append(el('a', { href: formatHash(`lesson/${entry.id}`, pageParams(false)) }, lesson.title),
          ' ', el('span', { className: 'muted' }, t('lesson.slides', { count: lesson.slides.length })),
          ...lesson.summary.map((p) => el('p', {}, p)));
      } catch (e) {
        li.append(said(e));
      }
    }
    this.root.dataset.lessons = String(LESSONS.length);
  }

  ownLesson() {
    const draft = readDraft();
    // The link's lesson handed in, else the one edited last in this tab (after a click on
    // the menu, Back or a reload), with what was typed over it.
    const kept = readLinkEdits();
    const incoming = this.incoming ?? kept.current;
    const edits = incoming === null ? undefined : kept.edits.find((e) => e.from === incoming);
    // A link's lesson that is the draft already is simply the draft.
    let fromLink = incoming !== null && incoming !== draft;
    const area = el('textarea', { id: 'lesson-text', rows: 12, spellcheck: false, value: fromLink && incoming !== null ? (edits ? edits.text : incoming) : draft || example() });
    const message = el('p', { className: 'lesson-message', role: 'status', dataset: { role: 'lesson-message' } });
    // Slides whose figures would be read before the search's first step, and how to move them.
    const atStart = el('ul', { className: 'lesson-at-start', dataset: { role: 'lesson-at-start' } });
    let lint = 0;
    const checkSteps = () => {
      clearTimeout(lint);
      lint = setTimeout(() => {
        /** @type {ReturnType<typeof figuresAtStart>} */
        let found = [];
        try {
          found = figuresAtStart(parseLesson(area.value));
        } catch {
          // A mistake is said by Open the lesson, with its line.
        }
        atStart.replaceChildren(...found.map((f) => el('li', {}, t('lesson.own.at_start', {
          slide: f.slide, line: f.line, figures: f.figures.map((name) => `{${name}}`).join(t('list.separator')),
        }))));
      }, 250);
    };
    const source = el('p', { className: 'lesson-source', dataset: { role: 'lesson-source' } });
    const open = el('button', { type: 'button', dataset: { act: 'lesson-open' } }, t('lesson.own.open'));
    const restart = el('button', { type: 'button', dataset: { act: 'lesson-example' } }, t('lesson.own.example_button'));
    const replace = el('button', { type: 'button', dataset: { act: 'lesson-replace' } });
    const back = el('button', { type: 'button', dataset: { act: 'lesson-back' } }, t('lesson.own.back'));
    const question = el('p', { id: 'lesson-confirm-text' });
    const yes = el('button', { type: 'button', dataset: { act: 'lesson-replace-yes' } }, t('lesson.own.confirm_yes'));
    const no = el('button', { type: 'button', dataset: { act: 'lesson-replace-no' } }, t('lesson.own.confirm_no'));
    const confirm = el('div', { className: 'lesson-confirm', role: 'alertdialog', hidden: true, dataset: { role: 'lesson-confirm' }, aria: { labelledby: 'lesson-confirm-text' } },
      question, el('div', { className: 'buttons' }, yes, no));
    // A save that failed (a lesson over the bound, storage full or off) is said until one
    // succeeds; a mistake found by Open stays until the next.
    let unsaved = false;
    const save = (/** @type {string} */ text) => {
      const why = saveDraft(text, maxLesson());
      if (why) message.textContent = sentence({ code: why, params: { length: text.length, max: maxLesson() } });
      else if (unsaved) message.textContent = '';
      unsaved = !!why;
      return !why;
    };
    const mode = () => {
      const kept = readDraft();
      const has = !!kept && !isBlankDraft(kept);
      area.dataset.source = fromLink ? 'link' : 'draft';
      source.hidden = !fromLink;
      source.textContent = fromLink ? t(has ? 'lesson.own.from_link' : 'lesson.own.from_link_new') : '';
      replace.hidden = !fromLink;
      replace.textContent = t(has ? 'lesson.own.replace' : 'lesson.own.keep');
      back.hidden = !fromLink || !has;
      restart.hidden = fromLink;
      confirm.hidden = true;
    };
    mode();
    if (!fromLink && area.value.length > maxLesson()) {
      message.textContent = sentence({ code: 'lesson.draft.over', params: { length: area.value.length, max: maxLesson() } });
      unsaved = true;
    }
    // The editor holds at most a lesson: typing, a paste or a drop that would make it longer
    // than the format's bound is refused in words and the text stays as it was (a draft of megabytes
    // cost a second a keystroke, and a paste past the browser's quota was lost on reload).
    area.maxLength = maxLesson();
    area.addEventListener('beforeinput', (e) => {
      const added = e.inputType === 'insertLineBreak' ? '\n' : (e.data ?? e.dataTransfer?.getData('text/plain') ?? '').replace(/\r\n?/g, '\n');
      if (!added || !e.cancelable) return;
      const length = area.value.length - (area.selectionEnd - area.selectionStart) + added.length;
      if (length <= maxLesson()) return;
      e.preventDefault();
      message.textContent = sentence({ code: 'lesson.draft.refused', params: { length, max: maxLesson() } });
      unsaved = true;
    });
    if (fromLink && edits) message.textContent = t('lesson.own.edits_back');
    area.addEventListener('input', () => {
      if (!fromLink) save(area.value);
      else if (incoming !== null) {
        const why = keepLinkEdit(incoming, area.value);
        if (why) message.textContent = sentence({ code: why, params: {} });
      }
      checkSteps();
    });
    checkSteps();
    // `text` made the draft, once the person has said yes to losing a draft that differs
    // from it (asked with `code`, which names the draft by its title and length).
    /** @type {{ text: string, from: HTMLElement, done: (text: string) => void } | null} */
    let pending = null;
    /** @param {string} code @param {string} text @param {HTMLElement} from @param {(text: string) => void} done */
    const ask = (code, text, from, done) => {
      const kept = readDraft();
      if (text.length > maxLesson()) {
        save(text);
        return;
      }
      if (!kept || isBlankDraft(kept) || kept === text) {
        done(text);
        return;
      }
      pending = { text, from, done };
      question.textContent = t(code, { title: draftTitle(kept), length: kept.length });
      confirm.hidden = false;
      no.focus();
    };
    yes.addEventListener('click', () => {
      confirm.hidden = true;
      if (pending) pending.done(pending.text);
      pending = null;
    });
    no.addEventListener('click', () => {
      confirm.hidden = true;
      pending?.from.focus();
      pending = null;
    });
    restart.addEventListener('click', () => ask('lesson.own.confirm_example', example(), restart, (text) => {
      if (!save(text)) return;
      area.value = text;
      message.textContent = '';
    }));
    replace.addEventListener('click', () => ask('lesson.own.confirm', area.value, replace, (text) => {
      if (!save(text)) return;
      // The edits are the draft now.
      if (incoming !== null) keepLinkEdit(incoming, null);
      fromLink = false;
      mode();
      message.textContent = '';
      setStatus(t('lesson.own.replaced'));
      area.focus();
    }));
    back.addEventListener('click', () => {
      // What was typed over the link's lesson stays kept for it (its Edit shows it again),
      // but #/lessons shows the draft from now on.
      changeLinkEdits((k) => { k.current = null; });
      area.value = readDraft() || example();
      fromLink = false;
      message.textContent = '';
      mode();
      area.focus();
    });
    open.addEventListener('click', async () => {
      try {
        parseLesson(area.value);
        const packed = await packLesson(area.value);
        const hash = formatHash('lesson', { text: packed, ...pageParams(false) });
        if (hash.length > MAX_HASH) throw Object.assign(new Error('long'), { code: 'lesson.link_too_long', params: { length: hash.length, max: MAX_HASH } });
        if (!fromLink) save(area.value);
        goHash(hash);
      } catch (e) {
        message.textContent = said(e);
      }
    });
    return el('section', { className: 'own-lesson', aria: { labelledby: 'own-title' } },
      el('h2', { id: 'own-title' }, t('lesson.own.title')),
      el('p', {}, t('lesson.own.how', { max: maxLesson(), name: '{name}', nodes: '{nodes}' })),
      el('label', { htmlFor: 'lesson-text' }, t('lesson.own.label')),
      source,
      area,
      el('div', { className: 'buttons' }, open, restart, replace, back),
      confirm,
      message,
      atStart);
  }

  destroy() {
    this.root.replaceChildren();
    delete this.root.dataset.lessons;
  }
}

// Share's "Add this frame to a lesson": the frame shown becomes the last slide of the
// teacher's draft (started when there is none), to caption and open on #/lessons.
/** @param {string} frameHash @param {string} viewName */
export async function addFrameToDraft(frameHash, viewName) {
  await wasmModule();
  const { route, params } = parseHash(frameHash);
  params.delete('lang');
  params.delete('embed');
  const query = params.toString();
  const frame = `#/${route}${query ? `?${query}` : ''}`;
  let text = readDraft();
  if (!text || !text.trim()) text = `# ${t('lesson.draft.title')}\n`;
  const step = params.get('step') || '0';
  text = `${text.replace(/\s*$/, '')}\n\n## ${t('lesson.draft.caption', { view: viewName, step })}\n${frame}\n`;
  const count = (text.match(/^##\s/gm) || []).length;
  if (text.length > maxLesson()) return t('lesson.draft.full', { max: maxLesson() });
  return writeDraft(text, maxLesson()) ? t('lesson.draft.added', { count }) : t('lesson.draft.no_storage');
}
