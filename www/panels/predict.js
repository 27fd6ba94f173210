// "Your turn": before each step the page asks what the search does next, the learner answers
// on the board (a click, or the board's cursor and Enter) or in the answer field, and Rust
// grades the answer by the rule of the search shown (the model's question() and
// answer(text)): a right answer plays the step with its narration, a wrong one does not
// advance; "Show me" plays it and counts it as missed; a hint shows what the rule looks at
// (the candidates with their numbers) and halves the point. The score is kept per view in
// the browser (localStorage). A question (this configuration of the view, this step) counts
// once, at its first answer: a wrong first answer is a miss however many tries it then
// takes (the score counts the tries); asked again after Back, after Reset, or after the
// options changed and changed back, it is graded again and not scored. The questions
// answered are kept for the last configuration answered, so a reload of the same link does
// not score them again either. An empty answer is not graded, and one longer than the field
// takes (limits().answer_chars) never crosses to wasm. In an embed, what the questions
// read beside the board (a view marks it data-reads: the frontier, the queue) is shown with
// them. No grading here: JavaScript only asks and shows.
import { t, say, sentence, fmt } from '../text/index.js';
import { el } from '../shell/kit.js';
import { solvedChallenges } from './challenge.js';
import { report, GRADED } from '../shell/report.js';

/** @typedef {{ points: number, asked: number, right: number, missed: number, streak: number, tries: number }} Score */
/** @type {Score} */
const FRESH = { points: 0, asked: 0, right: 0, missed: 0, streak: 0, tries: 0 };

const storeKey = (/** @type {string} */ route) => `searchlight.score.${route}`;

/**
 * @param {string} route
 * @returns {Score}
 */
function loadScore(route) {
  try {
    // Whatever the browser kept (JSON, checked here).
    /** @type {any} */
    const saved = JSON.parse(localStorage.getItem(storeKey(route)) || 'null');
    const counts = (/** @type {string[]} */ keys) => keys.every((k) => Number.isFinite(saved[k]) && saved[k] >= 0);
    if (saved && counts(Object.keys(FRESH).filter((k) => k !== 'tries'))) {
      // A score kept before tries were counted: each question took at least one.
      return { ...saved, tries: counts(['tries']) ? saved.tries : saved.asked };
    }
  } catch {
    // No storage (a sandboxed frame) or junk in it: start afresh.
  }
  return { ...FRESH };
}

// The most questions kept as answered for one configuration (each took a learner's answer).
const MAX_KEPT = 100000;

// What was answered (or raced) under `config`, as kept in the browser: the steps (or [0]
// for a race), empty when the last configuration kept is another.
/**
 * @param {string} key
 * @param {string} config
 */
export function loadAnswered(key, config) {
  try {
    const saved = JSON.parse(localStorage.getItem(key) || 'null');
    if (saved && saved.config === config && Array.isArray(saved.steps)) {
      return new Set(saved.steps.filter((/** @type {number} */ n) => Number.isSafeInteger(n) && n >= 0).slice(0, MAX_KEPT));
    }
  } catch {
    // No storage, or junk in it: nothing answered yet.
  }
  return new Set();
}

/**
 * @param {string} key
 * @param {string | null} config
 * @param {number[]} steps
 */
export function saveAnswered(key, config, steps) {
  try {
    localStorage.setItem(key, JSON.stringify({ config, steps: [...steps].slice(0, MAX_KEPT) }));
  } catch {
    // Not kept where the browser keeps nothing.
  }
}

// A view's configuration: the options its model is built from, as its URL writes them,
// without those that only change the drawing (`static drawOnly`). Two loads of one link
// have the same; a question is this and a step.
/**
 * @param {AnyView} view
 */
export function configKey(view) {
  const drawOnly = new Set(view.viewClass.drawOnly || []);
  /** @type {[string, unknown][]} */
  const out = [];
  for (const o of view.options) {
    if (drawOnly.has(o.name)) continue;
    const v = view.opts[o.name];
    out.push([o.name, o.url ? o.url(v, view.opts) : v]);
  }
  return JSON.stringify(out.sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

/**
 * @param {string} route
 * @param {Score} score
 */
function saveScore(route, score) {
  try {
    localStorage.setItem(storeKey(route), JSON.stringify(score));
  } catch {
    // Not kept where the browser keeps nothing.
  }
}

export class YourTurn {
  // `view`: the View whose model is asked (its model has question() and answer(text)).
  /**
   * @param {AnyView} view
   */
  constructor(view) {
    this.view = view;
    this.route = view.viewClass.route;
    this.on = false;
    // Read from the browser's storage when first shown: a fresh profile's first look at
    // localStorage costs a cold start 1 to 4 ms for a score most visits never show.
    /** @type {Score | null} */
    this.kept = null;
    // The steps scored, by configuration (configKey), for the page's life; the current
    // configuration's are kept in the browser too (loadAnswered).
    this.answered = new Map();
    this.config = null;
    // The step whose first answer was wrong: its later tries are counted, not scored.
    this.open = null;
    this.hinted = false;
    // What build() makes (declared here for the type check).
    /** @type {HTMLParagraphElement} */ this.question;
    /** @type {HTMLInputElement} */ this.answerField;
    /** @type {number} */ this.maxChars;
    /** @type {HTMLButtonElement} */ this.showButton;
    /** @type {HTMLButtonElement} */ this.hintButton;
    /** @type {HTMLButtonElement} */ this.backButton;
    /** @type {HTMLFormElement} */ this.form;
    /** @type {HTMLParagraphElement} */ this.hint;
    /** @type {HTMLParagraphElement} */ this.verdict;
    /** @type {HTMLParagraphElement} */ this.scoreLine;
    /** @type {HTMLElement} */ this.el;
    this.build();
  }

  build() {
    this.question = el('p', { className: 'question' });
    this.question.dataset.role = 'question';
    this.answerField = el('input', { type: 'text', name: 'answer', autocomplete: 'off', spellcheck: false, size: 10 });
    this.maxChars = this.view.wasm.limits().answer_chars;
    this.answerField.maxLength = this.maxChars;
    this.answerField.dataset.role = 'answer';
    this.answerField.setAttribute('autocapitalize', 'off');
    const label = el('label', {}, t('predict.answer'), ' ', this.answerField);
    const submit = el('button', { type: 'submit' }, t('predict.check'));
    this.showButton = el('button', { type: 'button' }, t('predict.show'));
    this.showButton.dataset.act = 'show-me';
    this.hintButton = el('button', { type: 'button' }, t('predict.hint'));
    this.hintButton.dataset.act = 'hint';
    // "Back up" as an answer, where backing up is one the search can give.
    this.backButton = el('button', { type: 'button', hidden: true }, t('predict.back'));
    this.backButton.dataset.act = 'answer-back';
    this.form = el('form', { className: 'answer-form' }, label, submit, this.backButton, this.showButton, this.hintButton);
    this.form.setAttribute('autocomplete', 'off');
    this.hint = el('p', { className: 'hint', hidden: true });
    this.hint.dataset.role = 'hint';
    this.verdict = el('p', { className: 'verdict' });
    this.verdict.dataset.role = 'verdict';
    this.verdict.setAttribute('aria-live', 'polite');
    this.scoreLine = el('p', { className: 'score' });
    this.scoreLine.dataset.role = 'score';
    const reset = el('button', { type: 'button' }, t('predict.reset'));
    reset.dataset.act = 'score-reset';
    this.el = el('section', { className: 'your-turn', hidden: true },
      el('h2', {}, t('predict.title')), this.question, this.form, this.hint, this.verdict,
      el('div', { className: 'score-row' }, this.scoreLine, reset));
    this.el.setAttribute('aria-label', t('predict.title'));
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.answer(this.answerField.value);
    });
    this.showButton.addEventListener('click', () => this.showMe());
    this.hintButton.addEventListener('click', () => this.showHint());
    this.backButton.addEventListener('click', () => this.answer(t('predict.back')));
    // The score starts over; the questions answered stay answered (not scored again).
    reset.addEventListener('click', () => {
      this.score = { ...FRESH };
      saveScore(this.route, this.score);
      this.drawScore();
    });
  }

  /** @returns {Score} */
  get score() { return (this.kept ??= loadScore(this.route)); }

  set score(score) { this.kept = score; }

  // Turn the mode on or off (the button, the key, predict=1).
  toggle(on = !this.on) {
    this.on = on;
    this.el.hidden = !on;
    // In a frame, what the questions read (the frontier, the queue: [data-reads]) is shown
    // with them (style.css), scrolling in what the frame leaves: reachable from the keys.
    if (document.body.classList.contains('embed')) {
      for (const e of this.view.root.querySelectorAll('[data-reads]')) {
        if (on) e.setAttribute('tabindex', '0');
        else e.removeAttribute('tabindex');
      }
    }
    if (on && this.view.player) this.view.player.pause();
    if (on) {
      this.drawScore();
      this.ask();
    }
  }

  // A new model (other options, or the same again): its questions are scored once for
  // its configuration.
  reset() {
    this.configure();
    if (this.on) this.ask();
  }

  configure() {
    this.config = configKey(this.view);
    this.open = null;
    if (!this.answered.has(this.config)) this.answered.set(this.config, loadAnswered(this.answeredKey, this.config));
  }

  get answeredKey() { return `${storeKey(this.route)}.answered`; }

  // The steps answered in this configuration.
  get scored() {
    if (this.config === null) this.configure();
    return this.answered.get(this.config);
  }

  get model() { return this.view.model; }

  // The question about the next event, or the end. A step with nothing to choose (the
  // tour is complete, the search says it has ended) is played as it comes, unscored.
  // render() asks again after every step; `asking` keeps a free step from asking twice.
  ask() {
    if (this.asking) return;
    this.asking = true;
    try {
      this.hinted = false;
      this.hint.hidden = true;
      this.verdict.textContent = '';
      const question = () => (this.model && this.model.offers('question') ? this.model.question() : null);
      let q = question();
      for (let i = 0; q && q.free && i < 8; i += 1) {
        this.model.step(1);
        this.redraw();
        q = question();
      }
      if (q && q.free) q = null;
      this.current = q;
      this.answerField.disabled = !q;
      this.showButton.disabled = !q;
      this.hintButton.disabled = !q;
      this.backButton.hidden = !(q && q.can_back);
      const asks = !!this.model && this.model.offers('question');
      let end = asks || !this.model ? 'predict.done' : 'predict.none';
      // No question while the search has not ended: the recording is full.
      if (asks && !q && !this.model.cursor().ended) end = 'predict.full';
      // A view may say why its search has no questions (`predictNone()`: a catalogue key).
      if (end === 'predict.none') end = this.view.predictNone();
      this.question.textContent = q ? sentence(q.message) : t(end);
      // At the end the status line keeps the narration of the last step.
      if (q) this.view.setStatus(q.message);
    } finally {
      this.asking = false;
    }
  }

  // After a step played here: the player's bar and buttons, the view, the URL (the player
  // renders the view); a view without a player renders itself.
  redraw() {
    if (this.view.player?.render) this.view.player.render();
    else this.view.render();
  }

  // A cell picked on the board that starts an answer (sudoku's "r3c7 "): the field holds
  // it, focused, for the digit.
  /**
   * @param {string} text
   */
  prefill(text) {
    if (!this.on || !this.current) return;
    this.answerField.value = text;
    this.answerField.focus();
  }

  // Grade `text` (typed, or a square picked on the board). Nothing typed is not graded,
  // and text longer than the field takes never reaches the model.
  /**
   * @param {string} text
   */
  answer(text) {
    if (!this.on || !this.current) return;
    const raw = String(text);
    const refuse = (/** @type {string | null} */ message) => {
      this.verdict.textContent = message;
      this.answerField.focus();
    };
    if (raw.length > this.maxChars) {
      // The field keeps what it may take (laid out, 10 MB in it froze the page for seconds).
      this.answerField.value = raw.slice(0, this.maxChars);
      refuse(sentence(t('predict.answer_long', { max: this.maxChars, length: raw.length })));
      return;
    }
    const given = raw.trim();
    if (!given) {
      refuse(t(this.current.can_back ? 'predict.empty.back' : 'predict.empty'));
      return;
    }
    let v;
    try {
      v = this.model.answer(given);
    } catch (e) {
      refuse(sentence(say(e)));
      return;
    }
    if (!v) return;
    const step = this.model.cursor().steps;
    const note = this.count(step, v.right);
    report(GRADED, { route: this.route, config: String(this.config), step, answer: given, right: !!v.right });
    if (v.right) {
      this.answerField.value = '';
      this.model.step(1);
      this.redraw();
      this.verdict.textContent = [t('predict.right'), sentence(v.why), note].filter(Boolean).join(' ');
    } else {
      this.verdict.textContent = [t('predict.wrong', { answer: given }), sentence(v.why), note].filter(Boolean).join(' ');
      this.view.setStatus(v.why);
    }
    this.reveal();
  }

  // The verdict on screen where the answer was given: a tap low on a long frontier table, or
  // on a board scrolled to its bottom, left it above the window on a phone (style.css puts
  // it under the board, next to what the questions read). The page moves only when it is
  // out of sight, and no further than to bring it in (clear of a lesson's bar fixed at the
  // bottom, which the page's scroll-padding-bottom keeps room for).
  reveal() {
    const box = this.verdict.getBoundingClientRect();
    const bar = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
    if (box.top < 0 || box.bottom > window.innerHeight - bar) this.verdict.scrollIntoView({ block: 'nearest' });
  }

  // Score an answer to the question at `step`: its first answer scores it (right, or a
  // miss), and the tries until it is right are counted. Returns what the verdict adds
  // when the answer changed no points ('' when it did, or when a miss says so itself).
  /**
   * @param {number} step
   * @param {boolean} right
   */
  count(step, right) {
    const first = !this.scored.has(step);
    if (first || this.open === step) {
      this.score.tries += 1;
      saveScore(this.route, this.score);
    }
    if (first) {
      this.record(step, right ? (this.hinted ? 0.5 : 1) : 0, right);
      this.open = right ? null : step;
      return '';
    }
    this.drawScore();
    if (this.open === step) {
      if (right) this.open = null;
      return right ? t('predict.counted_miss') : '';
    }
    return t('predict.scored_before');
  }

  // Play the step without an answer: counted as missed (once, like any question).
  showMe() {
    if (!this.current) return;
    const v = this.model.answer(this.current.answer);
    const step = this.model.cursor().steps;
    const first = !this.scored.has(step);
    this.record(step, 0, false);
    report(GRADED, { route: this.route, config: String(this.config), step, answer: '', right: false });
    if (this.open === step) this.open = null;
    this.model.step(1);
    this.redraw();
    this.verdict.textContent = [t('predict.shown'), sentence(v.why), first ? '' : t('predict.scored_before')].filter(Boolean).join(' ');
    this.reveal();
  }

  // What the rule looks at: the candidates with their numbers.
  showHint() {
    if (!this.current) return;
    this.hinted = true;
    const list = this.current.candidates.map((/** @type {{ count?: number | null, name: string }} */ c) => (c.count === null || c.count === undefined ? c.name : `${c.name} ${fmt(c.count)}`));
    this.hint.textContent = t(this.current.hint || 'predict.hint.text', { candidates: list.join(t('list.separator')) });
    this.hint.hidden = false;
  }

  /**
   * @param {number} step
   * @param {number} points
   * @param {boolean} right
   */
  record(step, points, right) {
    if (this.scored.has(step)) return;
    this.scored.add(step);
    saveAnswered(this.answeredKey, this.config, this.scored);
    const s = this.score;
    s.asked += 1;
    s.points += points;
    if (right) {
      s.right += 1;
      s.streak += 1;
    } else {
      s.missed += 1;
      s.streak = 0;
    }
    saveScore(this.route, s);
    this.drawScore();
  }

  drawScore() {
    const s = this.score;
    // The challenges met on this view count beside the questions (challenge.js).
    const solved = solvedChallenges(this.route).size;
    this.scoreLine.textContent = [t('predict.score', { points: fmt(s.points), asked: s.asked, right: s.right, missed: s.missed, tries: s.tries, streak: s.streak }),
      solved ? t('challenge.score', { count: solved }) : ''].filter(Boolean).join(' ');
  }
}

