// "Your turn": before each step the page asks what the search does next, the learner answers
// on the board (a click, or the board's cursor and Enter) or in the answer field, and Rust
// grades the answer by the rule of the search shown (the model's question() and
// answer(text)): a right answer plays the step with its narration, a wrong one does not
// advance; "Show me" plays it and counts it as missed; a hint shows what the rule looks at
// (the candidates with their numbers) and halves the point. The score is kept per view in
// the browser (localStorage), and a question asked again after Back is graded again but
// scored once. No grading here: JavaScript only asks and shows.
import { t, sentence, fmt } from './text.js';
import { el } from './kit.js';

const FRESH = { points: 0, asked: 0, right: 0, missed: 0, streak: 0 };

const storeKey = (route) => `searchlight.score.${route}`;

function loadScore(route) {
  try {
    const saved = JSON.parse(localStorage.getItem(storeKey(route)) || 'null');
    if (saved && Object.keys(FRESH).every((k) => Number.isFinite(saved[k]) && saved[k] >= 0)) return saved;
  } catch {
    // No storage (a sandboxed frame) or junk in it: start afresh.
  }
  return { ...FRESH };
}

function saveScore(route, score) {
  try {
    localStorage.setItem(storeKey(route), JSON.stringify(score));
  } catch {
    // Not kept where the browser keeps nothing.
  }
}

export class YourTurn {
  // `view`: the View whose model is asked (its model has question() and answer(text)).
  constructor(view) {
    this.view = view;
    this.route = view.constructor.route;
    this.on = false;
    // Read from the browser's storage when first shown: a fresh profile's first look at
    // localStorage costs a cold start 1 to 4 ms for a score most visits never show.
    this.kept = null;
    // Per model instance: the step each question was scored at, so Back does not score twice.
    this.scored = new Set();
    this.hinted = false;
    this.build();
  }

  build() {
    this.question = el('p', { className: 'question' });
    this.question.dataset.role = 'question';
    this.answerField = el('input', { type: 'text', name: 'answer', autocomplete: 'off', spellcheck: false, size: 10 });
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
    reset.addEventListener('click', () => {
      this.score = { ...FRESH };
      saveScore(this.route, this.score);
      this.scored.clear();
      this.drawScore();
    });
  }

  get score() { return (this.kept ??= loadScore(this.route)); }

  set score(score) { this.kept = score; }

  // Turn the mode on or off (the button, the key, predict=1).
  toggle(on = !this.on) {
    this.on = on;
    this.el.hidden = !on;
    if (on && this.view.player) this.view.player.pause();
    this.view.onPredict?.(on);
    if (on) {
      this.drawScore();
      this.ask();
    }
  }

  // A new model (other options): its questions are scored afresh.
  reset() {
    this.scored.clear();
    if (this.on) this.ask();
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
      const question = () => (this.model && this.model.question ? this.model.question() : null);
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
      const asks = this.model && typeof this.model.question === 'function';
      let end = asks || !this.model ? 'predict.done' : 'predict.none';
      // No question while the search has not ended: the recording is full.
      if (asks && !q && !this.model.cursor().ended) end = 'predict.full';
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
    if (this.view.player) this.view.player.render();
    else this.view.render();
  }

  // A cell picked on the board that starts an answer (sudoku's "r3c7 "): the field holds
  // it, focused, for the digit.
  prefill(text) {
    if (!this.on || !this.current) return;
    this.answerField.value = text;
    this.answerField.focus();
  }

  // Grade `text` (typed, or a square picked on the board).
  answer(text) {
    if (!this.on || !this.current) return;
    const v = this.model.answer(String(text).trim());
    if (!v) return;
    const step = this.model.cursor().steps;
    if (v.right) {
      this.record(step, this.hinted ? 0.5 : 1, true);
      this.answerField.value = '';
      this.model.step(1);
      this.redraw();
      this.verdict.textContent = `${t('predict.right')} ${sentence(v.why)}`;
    } else {
      this.score.streak = 0;
      saveScore(this.route, this.score);
      this.drawScore();
      this.verdict.textContent = `${t('predict.wrong', { answer: String(text).trim() })} ${sentence(v.why)}`;
      this.view.setStatus(v.why);
    }
  }

  // Play the step without an answer: counted as missed.
  showMe() {
    if (!this.current) return;
    const v = this.model.answer(this.current.answer);
    this.record(this.model.cursor().steps, 0, false);
    this.model.step(1);
    this.redraw();
    this.verdict.textContent = `${t('predict.shown')} ${sentence(v.why)}`;
  }

  // What the rule looks at: the candidates with their numbers.
  showHint() {
    if (!this.current) return;
    this.hinted = true;
    const list = this.current.candidates.map((c) => (c.count === null || c.count === undefined ? c.name : `${c.name} ${fmt(c.count)}`));
    this.hint.textContent = t(this.current.hint || 'predict.hint.text', { candidates: list.join(t('list.separator')) });
    this.hint.hidden = false;
  }

  record(step, points, right) {
    if (this.scored.has(step)) return;
    this.scored.add(step);
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
    this.scoreLine.textContent = t('predict.score', { points: fmt(s.points), asked: s.asked, right: s.right, missed: s.missed, streak: s.streak });
  }
}

