// Practice (#/practice): a set of questions on fresh random instances, drawn and graded in
// Rust (the facade's PracticeSet: the same set the CLI's `searchlight practice` prints for the
// same views, level, count and seed). Without a set in the link, the page is the form that
// makes one (views, level, count, time limit, seed); with one (views=, level=, count=,
// seed=, time=), it asks each question on the view's own board, mounted as a comparison's
// pane is (the board and its counters, no player), whose picks are the answer: a click on
// the board, the board's cursor and Enter, a typed answer, or a choice. A wrong answer shows
// the right one and why, then goes on; the end shows the score and a review table, with the
// result as CSV and the set as a worksheet with its key. The set's answers are kept in the
// browser (localStorage) under its link, each set's apart, so a reload or another set's
// link loses nothing. seed=each gives each browser its own seed, shown on the page and kept
// with the answers.
import { t, say, clause, sentence, fmt, joined, quote, addText, language } from '../text/index.js';
import { FALLBACK } from '../text/languages.js';
import { el } from '../shell/kit.js';
import { goHash, formatHash } from '../shell/url.js';
import { viewEntry } from '../shell/views.js';
import { mountBoard } from './board.js';
import { showNotices, addNotices, clearNotices, setStatus } from '../shell/status.js';
import { announce } from '../shell/announce.js';
import { saveFile } from '../panels/export/name.js';
import { csvText, printSheet } from './sheet.js';
import { answerWord } from './answers.js';
import { report, takeSeed, ASKED, ANSWERED, ENDED } from '../shell/report.js';

const STORE = 'searchlight.practice';
const LEVELS = ['easy', 'medium', 'hard'];
const DEFAULT_LEVEL = 'medium';
const DEFAULT_COUNT = 10;
// The longest time limit a link may set, in minutes.
const MAX_MINUTES = 180;
// A seed drawn for seed=each (or a new set): below 2^32, short enough to read out.
const drawSeed = () => 1 + Math.floor(Math.random() * 0xfffffffe);

/**
 * A graded answer: what was typed or picked, the verdict, the seconds it took; null when the
 * question was not answered (the time ran out).
 * @typedef {{ given: string, verdict: Verdict, secs: number } | null} Result
 */
/**
 * What the browser keeps of the set being answered.
 * @typedef {{ link: string, seed: number, results: Result[], started: number }} Kept
 */

// The sets kept at most, the most recently answered first: a set opened by another link
// (or in another tab) leaves the others' answers where they were.
const KEPT_SETS = 20;

/** @param {any} k @returns {k is Kept} */
const isKept = (k) => !!k && typeof k.link === 'string' && Number.isSafeInteger(k.seed) && Array.isArray(k.results) && Number.isFinite(k.started);

/** @returns {Kept[]} */
function keptSets() {
  try {
    /** @type {any} */
    const all = JSON.parse(localStorage.getItem(STORE) || '[]');
    return (Array.isArray(all) ? all : [all]).filter(isKept);
  } catch {
    // No storage (a sandboxed frame) or junk in it: start afresh.
    return [];
  }
}

/** The set kept for `link`, if any. @param {string} link @returns {Kept | null} */
function loadKept(link) {
  return keptSets().find((k) => k.link === link) ?? null;
}

/** @param {Kept} kept */
function saveKept(kept) {
  // Read again before writing: another tab may have kept a set meanwhile.
  const sets = [kept, ...keptSets().filter((k) => k.link !== kept.link)].slice(0, KEPT_SETS);
  try {
    localStorage.setItem(STORE, JSON.stringify(sets));
  } catch {
    // Not kept where the browser keeps nothing; where it is full, this set alone.
    try { localStorage.setItem(STORE, JSON.stringify([kept])); } catch { /* nothing kept */ }
  }
}

/**
 * The link's set: what it asks for, each bad value said and replaced by its default.
 * @param {Wasm} wasm
 * @param {URLSearchParams} params
 * @param {Sayable[]} notices
 */
function readLink(wasm, params, notices) {
  const bounds = wasm.practice_bounds();
  const practised = wasm.practice_views().map((v) => v.route);
  const ignored = (/** @type {string} */ key, /** @type {string} */ value, /** @type {string} */ why, /** @type {string} */ fallback) =>
    notices.push(t('notice.ignored', { key, value: quote(value), why, fallback }));
  for (const key of params.keys()) {
    if (!['views', 'level', 'count', 'seed', 'time'].includes(key)) notices.push(t('notice.unknown_param', { key: quote(key) }));
  }
  /** @type {string[]} */
  const views = [];
  for (const v of (params.get('views') || '').split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!practised.includes(v)) ignored('views', v, clause({ code: viewEntry(v) ? 'practice.no_practice' : 'practice.unknown_view', params: { view: v } }), t('practice.fallback.view'));
    else if (!views.includes(v)) views.push(v);
  }
  let level = DEFAULT_LEVEL;
  const rawLevel = params.get('level');
  if (rawLevel !== null) {
    if (LEVELS.includes(rawLevel)) level = rawLevel;
    else ignored('level', rawLevel, clause({ code: 'practice.unknown_level', params: { level: rawLevel } }), t(`practice.level.${DEFAULT_LEVEL}`));
  }
  let count = DEFAULT_COUNT;
  const rawCount = params.get('count');
  if (rawCount !== null) {
    const n = Number(rawCount);
    if (/^\d+$/.test(rawCount) && n >= bounds.min_count && n <= bounds.max_count) count = n;
    else ignored('count', rawCount, t('practice.count_range', { min: bounds.min_count, max: bounds.max_count }), String(DEFAULT_COUNT));
  }
  let minutes = 0;
  const rawTime = params.get('time');
  if (rawTime !== null && rawTime !== '' && rawTime !== '0') {
    const n = Number(rawTime);
    if (/^\d+$/.test(rawTime) && n <= MAX_MINUTES) minutes = n;
    else ignored('time', rawTime, t('practice.time_range', { max: MAX_MINUTES }), t('practice.no_limit'));
  }
  /** @type {number | 'each' | null} */
  let seed = null;
  const rawSeed = params.get('seed');
  if (rawSeed !== null) {
    if (rawSeed === 'each') seed = 'each';
    else if (/^\d+$/.test(rawSeed) && Number(rawSeed) <= bounds.max_seed) seed = Number(rawSeed);
    else ignored('seed', rawSeed, t('practice.seed_range', { max: bounds.max_seed }), t('practice.fallback.seed'));
  }
  return { views, level, count, minutes, seed };
}

/** @typedef {ReturnType<typeof readLink>} Asked */

// The set's link: the hash that gives every student this set (seed=each: a seed each).
/** @param {Asked} a @param {number | 'each'} seed */
function setHash(a, seed) {
  const lang = document.documentElement.dataset.langInUrl;
  return formatHash('practice', { views: a.views.join(','), level: a.level, count: a.count, seed, time: a.minutes || undefined, lang: lang || undefined });
}

// The page's own stylesheet (practice.css), added once and waited for (the board is sized by
// the layout it sets); a sheet that does not load leaves the page plain, not stuck.
function styles() {
  let link = /** @type {HTMLLinkElement | null} */ (document.getElementById('practice-css'));
  if (link && link.sheet) return Promise.resolve();
  if (!link) {
    link = el('link', { id: 'practice-css', rel: 'stylesheet', href: new URL('www/practice/practice.css', document.baseURI).href });
    document.head.append(link);
  }
  const l = link;
  return new Promise((resolve) => {
    l.addEventListener('load', resolve, { once: true });
    l.addEventListener('error', resolve, { once: true });
  });
}

/**
 * The page: the form, or the set the link names.
 * @param {HTMLElement} root
 * @param {Wasm} wasm
 * @param {URLSearchParams} params
 * @param {Sayable[]} notices
 */
export async function mountPracticePage(root, wasm, params, notices) {
  await Promise.all([...new Set([FALLBACK, language()])].map(async (code) => addText(code, (await import(`./text/${code}.js`)).default)).concat(styles()));
  const asked = readLink(wasm, params, notices);
  // Inside a SCORM package, the seed the LMS kept for this student's set of seed=each.
  const kept = asked.seed === 'each' ? await takeSeed() : null;
  document.body.classList.add('in-practice');
  const page = asked.views.length && asked.seed !== null
    ? new Quiz(root, wasm, asked, /** @type {number | 'each'} */ (asked.seed), notices, kept)
    : new SetForm(root, wasm, asked, notices);
  return page;
}

// The form that makes a set: its link is the set (Start goes there).
class SetForm {
  /** @param {HTMLElement} root @param {Wasm} wasm @param {Asked} asked @param {Sayable[]} notices */
  constructor(root, wasm, asked, notices) {
    const bounds = wasm.practice_bounds();
    const views = wasm.practice_views();
    const chosen = asked.views.length ? asked.views : [];
    const boxes = views.map((v) => el('label', {}, el('input', { type: 'checkbox', name: 'views', value: v.route, checked: chosen.includes(v.route) }), ` ${t(`nav.${v.route}`)}`));
    const level = el('select', { name: 'level' }, ...LEVELS.map((l) => el('option', { value: l, selected: l === asked.level }, t(`practice.level.${l}`))));
    const count = el('input', { type: 'number', name: 'count', min: String(bounds.min_count), max: String(bounds.max_count), value: String(asked.count), required: true });
    const time = el('input', { type: 'number', name: 'time', min: '0', max: String(MAX_MINUTES), value: asked.minutes ? String(asked.minutes) : '' });
    const seed = el('input', { name: 'seed', inputMode: 'numeric', spellcheck: false, value: typeof asked.seed === 'number' ? String(asked.seed) : '', placeholder: t('practice.form.seed_new') });
    const each = el('input', { type: 'checkbox', name: 'each', checked: asked.seed === 'each' });
    const form = el('form', { className: 'practice-form' },
      el('fieldset', {}, el('legend', {}, t('practice.form.views')), ...boxes),
      el('label', {}, `${t('practice.form.level')} `, level),
      el('label', {}, `${t('practice.form.count', { min: bounds.min_count, max: bounds.max_count })} `, count),
      el('label', {}, `${t('practice.form.time')} `, time),
      el('label', {}, `${t('practice.form.seed')} `, seed),
      el('label', {}, each, ` ${t('practice.form.each')}`),
      el('button', { type: 'submit', className: 'btn', dataset: { act: 'start' } }, t('practice.form.start')));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const picked = boxes.map((b) => /** @type {HTMLInputElement} */ (b.firstChild)).filter((b) => b.checked).map((b) => b.value);
      if (!picked.length) {
        showNotices([say({ code: 'practice.no_views', params: {} })]);
        boxes[0].querySelector('input')?.focus();
        return;
      }
      const s = seed.value.trim();
      // A seed mistyped is said, not replaced by a new one: the set would not be the one meant.
      const seedOk = /^\d+$/.test(s) && Number(s) <= bounds.max_seed;
      if (!each.checked && s && !seedOk) {
        showNotices([sentence(t('practice.seed_range', { max: bounds.max_seed }))]);
        seed.focus();
        return;
      }
      const n = Number(count.value);
      const minutes = Number(time.value || 0);
      /** @type {Asked} */
      const a = {
        views: picked,
        level: level.value,
        count: Number.isInteger(n) ? Math.min(bounds.max_count, Math.max(bounds.min_count, n)) : DEFAULT_COUNT,
        minutes: Number.isInteger(minutes) ? Math.min(MAX_MINUTES, Math.max(0, minutes)) : 0,
        seed: null,
      };
      const chosenSeed = each.checked ? 'each' : seedOk ? Number(s) : drawSeed();
      goHash(setHash(a, chosenSeed));
    });
    root.replaceChildren(el('section', { className: 'practice', aria: { labelledby: 'practice-title' } },
      el('h2', { id: 'practice-title' }, t('practice.title')),
      el('p', {}, t('practice.intro')),
      form));
    setStatus(t('practice.form.status'));
    if (notices.length) showNotices(notices);
    /** @type {Promise<void> | undefined} */
    this.ready = undefined;
  }

  destroy() {
    document.body.classList.remove('in-practice');
  }
}

// A set being answered, or answered.
class Quiz {
  /**
   * @param {HTMLElement} root @param {Wasm} wasm @param {Asked} asked @param {number | 'each'} seedParam
   * @param {Sayable[]} notices @param {number | null} lmsSeed the seed an LMS kept for seed=each
   */
  constructor(root, wasm, asked, seedParam, notices, lmsSeed) {
    this.root = root;
    this.wasm = wasm;
    this.asked = asked;
    this.seedParam = seedParam;
    const link = setHash(asked, seedParam).replace(/[?&]lang=[^&]*/, '');
    let kept = loadKept(link);
    if (!kept || (lmsSeed !== null && kept.seed !== lmsSeed)) {
      kept = { link, seed: seedParam === 'each' ? lmsSeed ?? drawSeed() : seedParam, results: [], started: Date.now() };
      saveKept(kept);
    }
    /** @type {Kept} */
    this.kept = kept;
    /** @type {PracticeSet | null} */
    this.set = null;
    /** @type {PracticeQuestion[]} */
    this.questions = [];
    /** @type {AnyView | null} */
    this.board = null;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
    this.shownAt = 0;
    this.gone = false;
    /** @type {Promise<void> | undefined} */
    this.ready = undefined;
    try {
      this.set = new wasm.PracticeSet(asked.views.join(','), asked.level, asked.count, kept.seed);
      this.questions = this.set.questions();
    } catch (e) {
      notices.push(sentence(e));
    }
    this.meta = el('p', { className: 'practice-meta', dataset: { role: 'meta' } });
    this.clock = el('span', { className: 'practice-clock', dataset: { role: 'clock' } });
    this.body = el('div', { className: 'practice-body' });
    root.replaceChildren(el('section', { className: 'practice', aria: { labelledby: 'practice-title' } },
      el('h2', { id: 'practice-title' }, t('practice.title')), this.meta, this.body));
    this.writeMeta();
    if (notices.length) showNotices(notices); else clearNotices();
    if (!this.set) return;
    if (asked.minutes) this.timer = setInterval(() => this.tick(), 1000);
    this.ready = this.next();
  }

  // The set's seed, level, count and views, and the time left.
  writeMeta() {
    const { asked, kept } = this;
    const views = asked.views.map((v) => t(`nav.${v}`)).join(t('list.separator'));
    this.meta.replaceChildren(t('practice.meta', { seed: String(kept.seed), level: t(`practice.level.${asked.level}`), count: this.questions.length || asked.count, views }));
    this.meta.dataset.seed = String(kept.seed);
    if (asked.minutes) {
      this.meta.append(' ', this.clock);
      this.tick();
    }
  }

  // Milliseconds left of the time limit (Infinity without one).
  left() {
    return this.asked.minutes ? this.kept.started + this.asked.minutes * 60000 - Date.now() : Infinity;
  }

  tick() {
    const ms = Math.max(0, this.left());
    const s = Math.ceil(ms / 1000);
    this.clock.textContent = t('practice.time_left', { time: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` });
    if (ms <= 0 && this.kept.results.length < this.questions.length) {
      // Time: the questions not answered count as such, and the set ends.
      while (this.kept.results.length < this.questions.length) this.kept.results.push(null);
      saveKept(this.kept);
      announce(t('practice.time_up'));
      this.end();
    }
  }

  // The next question not answered yet, or the end.
  async next() {
    const i = this.kept.results.length;
    if (i >= this.questions.length || this.left() <= 0) {
      if (this.left() <= 0) this.tick();
      else this.end();
      return;
    }
    const q = this.questions[i];
    const ask = el('p', { className: 'practice-ask', id: 'practice-ask', tabIndex: -1 }, sentence(q.ask));
    const progress = el('p', { className: 'practice-progress', dataset: { role: 'progress' } },
      t('practice.progress', { n: i + 1, count: this.questions.length, right: this.score() }));
    const host = el('div', { className: 'practice-board', dataset: { view: q.view } });
    // The pane says how to answer. The view's own narration is shown only for a question
    // about a step of its run (what that step did); at the start it would say to Step,
    // Play or Solve, which a practice pane has no player for.
    const how = el('p', { className: 'practice-how', dataset: { role: 'how' } }, t(`practice.how.${q.form}`));
    const status = el('p', { className: 'pane-status practice-status', hidden: !q.options.some(([name]) => name === 'step') });
    const verdict = el('div', { className: 'practice-verdict', role: 'status', aria: { live: 'polite', label: t('practice.feedback') } });
    const answer = this.answerForm(q, i, verdict);
    // (What the question is about, for a test to read: its kind and its instance as a link's query.)
    const panel = el('div', { className: 'practice-question', dataset: { index: String(i), kind: `${q.view}.${q.kind}`, options: new URLSearchParams(q.options).toString() } },
      progress, ask, answer, verdict);
    this.body.replaceChildren(panel, el('div', { className: 'pane practice-stage' }, how, host, status));
    await this.mountBoard(q, host, status);
    if (this.gone) return;
    setStatus(t('practice.asking', { n: i + 1, count: this.questions.length }));
    this.shownAt = performance.now();
    panel.dataset.shown = 'true';
    ask.focus();
    report(ASKED, { seed: this.kept.seed, index: i, count: this.questions.length });
  }

  // The question's instance on its view's own board (board.js): its picks are the answer.
  /** @param {PracticeQuestion} q @param {HTMLElement} host @param {HTMLElement} status */
  async mountBoard(q, host, status) {
    if (this.board) this.board.destroy();
    this.board = null;
    /** @type {Sayable[]} */
    const said = [];
    const view = await mountBoard(this.wasm, q, host, status, (name) => this.picked(name), said);
    if (this.gone) {
      view?.destroy();
      return;
    }
    if (said.length) addNotices(said);
    this.board = view;
  }

  // A pick on the board: the answer for a square or a cell, the choice it names, one more
  // (or one fewer) of a set, a number typed in.
  /** @param {string} name */
  picked(name) {
    const i = this.kept.results.length;
    const q = this.questions[i];
    const field = /** @type {HTMLInputElement | null} */ (this.body.querySelector('.practice-answer input[name=answer]'));
    if (!q || this.body.querySelector('.practice-answer[data-done]')) return;
    if (q.form === 'square' || q.form === 'cell') this.grade(i, name);
    else if (q.form === 'choice') { if (q.choices.includes(name)) this.grade(i, name); }
    else if (field && (q.form === 'squares' || q.form === 'digits')) {
      const items = field.value.split(/[\s,;]+/).filter(Boolean);
      const at = items.indexOf(name);
      if (at >= 0) items.splice(at, 1); else items.push(name);
      field.value = items.join(' ');
    } else if (field && /^\d+$/.test(name)) field.value = name;
  }

  // How the question is answered: choices as buttons, else a field and Answer.
  /** @param {PracticeQuestion} q @param {number} i @param {HTMLElement} verdict */
  answerForm(q, i, verdict) {
    // Named by the question (a choice's group is, within it).
    const form = el('form', { className: 'practice-answer', aria: q.form === 'choice' ? {} : { labelledby: 'practice-ask' } });
    form.addEventListener('submit', (e) => e.preventDefault());
    if (q.form === 'choice') {
      const group = el('div', { className: 'practice-choices', role: 'group', aria: { labelledby: 'practice-ask' } },
        ...q.choices.map((c) => {
          const b = el('button', { type: 'button', className: 'btn', dataset: { choice: c } }, answerWord(c));
          b.addEventListener('click', () => this.grade(i, c));
          return b;
        }));
      form.append(group);
      return form;
    }
    const field = el('input', { name: 'answer', autocomplete: 'off', spellcheck: false, aria: { describedby: 'practice-ask' }, placeholder: t(`practice.form.${q.form}`) });
    const go = el('button', { type: 'submit', className: 'btn', dataset: { act: 'answer' } }, t('practice.answer'));
    form.append(el('label', {}, `${t('practice.your_answer')} `, field), ' ', go);
    form.addEventListener('submit', () => {
      const text = field.value.trim();
      if (!text && q.form !== 'squares') {
        verdict.textContent = t('practice.empty');
        field.focus();
        return;
      }
      this.grade(i, text || t('practice.none'));
    });
    return form;
  }

  // Grade answer `text` to question `i` (Rust's check): an answer that cannot be read is
  // said and asked again; any other is kept, with the right answer and why when wrong.
  /** @param {number} i @param {string} text */
  grade(i, text) {
    if (!this.set || i !== this.kept.results.length) return;
    const q = this.questions[i];
    const verdict = /** @type {Verdict} */ (this.set.check(i, text));
    const box = /** @type {HTMLElement} */ (this.body.querySelector('.practice-verdict'));
    if (!verdict.right && verdict.why.code !== q.why.code) {
      // Not an answer of this form (not a square, not a number): said, asked again.
      box.textContent = sentence(verdict.why);
      /** @type {HTMLInputElement | null} */ (this.body.querySelector('.practice-answer input'))?.focus();
      return;
    }
    const secs = Math.round((performance.now() - this.shownAt) / 1000);
    this.kept.results.push({ given: text, verdict, secs });
    saveKept(this.kept);
    report(ANSWERED, { seed: this.kept.seed, index: i, count: this.questions.length, view: q.view, kind: q.kind,
      ask: sentence(q.ask), given: text, answer: verdict.answer, right: verdict.right });
    const form = /** @type {HTMLElement} */ (this.body.querySelector('.practice-answer'));
    form.dataset.done = verdict.right ? 'right' : 'wrong';
    for (const c of form.querySelectorAll('input, button')) /** @type {HTMLInputElement} */ (c).disabled = true;
    const last = i + 1 >= this.questions.length;
    const nextButton = el('button', { type: 'button', className: 'btn', dataset: { act: 'next' } }, t(last ? 'practice.see_score' : 'practice.next'));
    nextButton.addEventListener('click', () => { this.next(); });
    const words = verdict.right
      ? joined(t('practice.right'), sentence(q.why))
      : joined(t('practice.wrong', { answer: answerWord(verdict.given), right: this.rightWords(q) }), sentence(q.why));
    box.dataset.verdict = verdict.right ? 'right' : 'wrong';
    box.replaceChildren(el('p', {}, words), nextButton);
    nextButton.focus();
  }

  // Every answer the rule accepts, worded.
  /** @param {PracticeQuestion} q */
  rightWords(q) {
    return q.accepts.map(answerWord).join(t('practice.or'));
  }

  score() {
    return this.kept.results.filter((r) => r && r.verdict.right).length;
  }

  // The score and the review table, the result as CSV, the set as a worksheet.
  end() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.board) this.board.destroy();
    this.board = null;
    const { questions, kept } = this;
    const score = this.score();
    report(ENDED, { seed: kept.seed, count: questions.length, right: score });
    const head = el('tr', {}, ...['number', 'question', 'yours', 'right', 'result', 'why'].map((c) => el('th', { scope: 'col' }, t(`practice.review.${c}`))));
    const rows = questions.map((q, i) => {
      const r = kept.results[i];
      const mark = !r ? t('practice.unanswered') : r.verdict.right ? t('practice.mark.right') : t('practice.mark.wrong');
      return el('tr', { dataset: { result: !r ? 'none' : r.verdict.right ? 'right' : 'wrong' } },
        el('td', {}, fmt(i + 1)), el('td', {}, sentence(q.ask)), el('td', {}, r ? answerWord(r.verdict.given) : '—'),
        el('td', {}, this.rightWords(q)), el('td', {}, mark), el('td', {}, sentence(q.why)));
    });
    const table = el('table', { className: 'practice-review', dataset: { role: 'review' } },
      el('caption', {}, t('practice.review.caption')), el('thead', {}, head), el('tbody', {}, ...rows));
    const button = (/** @type {string} */ act, /** @type {string} */ key, /** @type {() => void} */ fn) => {
      const b = el('button', { type: 'button', className: 'btn', dataset: { act } }, t(key));
      b.addEventListener('click', fn);
      return b;
    };
    const scoreLine = el('p', { className: 'practice-score', id: 'practice-score', tabIndex: -1, dataset: { score: String(score), count: String(questions.length) } },
      t('practice.score', { score, count: questions.length }));
    this.body.replaceChildren(el('div', { className: 'practice-end' },
      scoreLine,
      el('div', { className: 'scrolls', tabIndex: 0, role: 'region', aria: { label: t('practice.review.caption') } }, table),
      el('p', { className: 'practice-actions' },
        button('csv', 'practice.save_csv', () => saveFile(new Blob([csvText(questions, kept.results)], { type: 'text/csv;charset=utf-8' }), `practice-${kept.seed}.csv`)),
        button('print', 'practice.print', () => { printSheet(this.wasm, questions, this.sheetTitle()); }),
        button('again', 'practice.again', () => this.again()),
        button('new', 'practice.new', () => this.fresh()))));
    setStatus(t('practice.score', { score, count: questions.length }));
    scoreLine.focus();
  }

  // The set as "Export for an LMS" packages it (export/panel.js): its link's, seed=each
  // kept as such, so the package gives each student a set of their own too.
  packaged() {
    const { views, level, count } = this.asked;
    const seed = this.seedParam;
    return { views: views.join(','), level, count, seed, title: t('practice.sheet.title', { seed: String(seed), level: t(`practice.level.${level}`) }) };
  }

  sheetTitle() {
    return t('practice.sheet.title', { seed: String(this.kept.seed), level: t(`practice.level.${this.asked.level}`) });
  }

  // The same set again, from its first question.
  again() {
    this.kept = { ...this.kept, results: [], started: Date.now() };
    saveKept(this.kept);
    if (this.asked.minutes && !this.timer) this.timer = setInterval(() => this.tick(), 1000);
    this.next();
  }

  // Another set of the same kind: a new seed in the link, or with seed=each (whose link
  // stays) a new seed drawn here and kept.
  fresh() {
    if (this.asked.seed !== 'each') {
      goHash(setHash(this.asked, drawSeed()));
      return;
    }
    const seed = drawSeed();
    const set = new this.wasm.PracticeSet(this.asked.views.join(','), this.asked.level, this.asked.count, seed);
    if (this.set) this.set.free();
    this.set = set;
    this.questions = set.questions();
    this.kept = { ...this.kept, seed, results: [], started: Date.now() };
    saveKept(this.kept);
    this.writeMeta();
    if (this.asked.minutes && !this.timer) this.timer = setInterval(() => this.tick(), 1000);
    this.next();
  }

  destroy() {
    this.gone = true;
    if (this.timer) clearInterval(this.timer);
    if (this.board) this.board.destroy();
    this.board = null;
    if (this.set) this.set.free();
    this.set = null;
    document.body.classList.remove('in-practice');
  }
}
