// Challenges ("constructing", a level above "Your turn"): the page states a goal, the
// learner edits the view's own options (its board, its form), presses Check, and Rust runs
// the view's own search against the goal (check_challenge, in a worker) and says whether it
// is met and why not: the counter or state that decides it. The challenge chosen travels in
// the URL (challenge=ID) beside the options, so Share carries both. A challenge met counts
// in the view's score where "Your turn" keeps it (predict.js reads solvedChallenges). No
// rule here: JavaScript only asks and shows.
import { t, say, joined, sentence } from '../text/index.js';
import { el } from '../shell/kit.js';
import { Jobs, JobRow } from '../shell/jobs.js';
import { report, CHECKED } from '../shell/report.js';

const storeKey = (/** @type {string} */ route) => `searchlight.challenges.${route}`;

// The challenges of `route` met in this browser, by id.
/** @param {string} route @returns {Set<string>} */
export function solvedChallenges(route) {
  try {
    const saved = JSON.parse(localStorage.getItem(storeKey(route)) || '[]');
    if (Array.isArray(saved)) return new Set(saved.filter((x) => typeof x === 'string').slice(0, 100));
  } catch {
    // No storage, or junk in it: none solved yet.
  }
  return new Set();
}

/** @param {string} route @param {string} id */
function saveSolved(route, id) {
  const solved = solvedChallenges(route);
  solved.add(id);
  try {
    localStorage.setItem(storeKey(route), JSON.stringify([...solved]));
  } catch {
    // No storage (a sandboxed frame): counted for this visit only.
  }
}

// The options a challenge was checked with, as name=value pairs (what an LMS records as the
// student's response).
/** @param {Record<string, unknown>} values */
const inputText = (values) => Object.entries(values)
  .map(([name, v]) => `${name}=${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join('&');

/** @typedef {{ id: string, route: string, goal: { code: string, params: Record<string, any> }, params: unknown[], start: string }} Listed */

export class ChallengePanel {
  /**
   * @param {{ wasm: any, viewClass: { route: string }, opts: Record<string, unknown>,
   *   declaredValues(o: Record<string, unknown>): Record<string, unknown>, saveUrl(): void,
   *   startFrom(query: string, build?: boolean): void, yourTurn: { drawScore(): void } | null }} view
   */
  constructor(view) {
    this.view = view;
    this.route = view.viewClass.route;
    /** @type {Listed[]} */
    this.list = view.wasm.challenges(this.route);
    /** @type {string | null} the challenge chosen */
    this.id = null;
    /** @type {string} its goal's parameters in place of the defaults ("squares=20000"), from a lesson or a link */
    this.goalText = '';
    this.jobs = new Jobs();
    this.picker = el('ul', { className: 'challenge-list' });
    for (const c of this.list) {
      const pick = el('button', { type: 'button', dataset: { challenge: c.id } }, say(c.goal));
      pick.addEventListener('click', () => this.choose(c.id, true, '', true));
      this.picker.append(el('li', {}, pick));
    }
    this.goal = el('p', { className: 'goal', dataset: { role: 'challenge-goal' } });
    // Check runs in a worker (a check may take seconds: ten million nodes of plain DFS) with
    // Cancel and a bar that says it is working (one call: no fraction to show), and focus
    // handed between the two so it never falls to the page.
    const row = el('div', { className: 'challenge-row' });
    this.job = new JobRow(row, {
      act: 'challenge-check', label: t('challenge.check'), cancelAct: 'challenge-cancel', cancelLabel: t('challenge.cancel'),
      progressRole: 'challenge-progress', max: null, onStart: () => this.run(), onCancel: () => this.jobs.cancel(),
    });
    this.check = this.job.button;
    this.others = el('button', { type: 'button', dataset: { act: 'challenge-others' } }, t('challenge.others'));
    this.others.addEventListener('click', () => this.choose(null));
    row.append(this.others);
    this.verdict = el('p', { className: 'verdict', dataset: { role: 'challenge-verdict' }, aria: { live: 'polite' } });
    this.chosen = el('div', { hidden: true }, this.goal, row, this.verdict);
    // Folded until asked for (view.js); a challenge chosen opens it.
    this.el = /** @type {HTMLDetailsElement} */ (el('details', { className: 'challenge' },
      el('summary', {}, el('h2', {}, t('challenge.title'))), this.picker, this.chosen));
    this.el.hidden = this.list.length === 0;
    // The ticks once the page is idle: a fresh profile's first read of localStorage and the
    // list's words again cost a cold start about 7 ms (benches/cold-profile.mjs) for a panel
    // below the board.
    const tick = () => this.markSolved();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(tick, { timeout: 500 });
    else setTimeout(tick, 50);
  }

  // Choose challenge `id` (null: the list again), its goal's parameters from `goal` ("":
  // the defaults). An id the view does not have, or a bad parameter, is refused with a
  // coded error (the URL's challenge= and goal= are said as a notice). With `start`, the
  // view's options become the challenge's starting input (one that does not meet it), so
  // nothing reads "met" before the student changes something; a link's own options stay.
  /** @param {string | null} id @param {boolean} [save] @param {string} [goal] @param {boolean} [start] */
  choose(id, save = true, goal = '', start = false) {
    const c = id === null ? null : this.list.find((x) => x.id === id);
    if (id !== null && !c) {
      throw { code: 'challenge.not_here', params: { id, ids: this.list.map((x) => x.id) } };
    }
    // The goal said with its parameters (Rust checks them: a bad one throws here).
    const stated = c ? (goal ? this.view.wasm.challenge_goal(c.id, goal) : c.goal) : null;
    // Focus in the panel (a challenge picked, or the list asked for) stays in it: on what
    // takes the place of the control that is hidden, never on the page.
    const focused = this.el.contains(document.activeElement);
    const left = this.id;
    this.jobs.cancel();
    this.id = c ? c.id : null;
    this.goalText = c ? goal : '';
    this.picker.hidden = !!c;
    this.chosen.hidden = !c;
    if (c) this.el.open = true;
    this.goal.textContent = stated ? say(stated) : '';
    this.clear();
    // The view rebuilt from the starting input writes the URL itself (while the URL is
    // read, `save` false, the view is built after).
    if (c && start) this.view.startFrom(c.start, save);
    else if (save) this.view.saveUrl();
    if (focused && c) this.check.focus();
    else if (focused) {
      const back = /** @type {HTMLElement | null} */ (this.picker.querySelector(`[data-challenge="${left}"]`) || this.picker.querySelector('button'));
      if (back) back.focus();
    }
  }

  // The options changed: a verdict said of the old ones is no longer true.
  stale() {
    this.jobs.cancel();
    this.clear();
  }

  // No verdict, no check running.
  clear() {
    this.job.end();
    this.verdict.textContent = '';
    delete this.verdict.dataset.met;
  }

  // Check the view's options as they stand, in a worker (a check may take seconds: a
  // million nodes of plain DFS).
  run() {
    const id = this.id;
    if (!id) return;
    const values = this.view.declaredValues(this.view.opts);
    delete this.verdict.dataset.met;
    this.verdict.textContent = t('challenge.checking');
    // Working, for how long no one can say: the bar without a value moves on its own.
    this.job.run(this.jobs, { kind: 'call', fn: 'check_challenge', args: [id, values, this.goalText || undefined] }, {
      indeterminate: true,
      say: (text) => { this.verdict.textContent = text; },
      cancelled: t('challenge.cancelled'),
      onDone: (states) => {
        const v = states[0].report;
        this.verdict.dataset.met = String(v.met);
        report(CHECKED, { route: this.route, challenge: id, input: inputText(values), met: !!v.met });
        if (v.met) {
          saveSolved(this.route, id);
          this.markSolved();
          if (this.view.yourTurn) this.view.yourTurn.drawScore();
        }
        return joined(t(v.met ? 'challenge.met' : 'challenge.not_met'), sentence(v.reason));
      },
      onError: () => { this.verdict.dataset.met = 'false'; },
    });
  }

  // A tick and "solved" on each challenge met in this browser.
  markSolved() {
    const solved = solvedChallenges(this.route);
    for (const b of this.picker.querySelectorAll('button')) {
      const done = solved.has(/** @type {HTMLElement} */ (b).dataset.challenge || '');
      b.classList.toggle('solved', done);
      const c = this.list.find((x) => x.id === /** @type {HTMLElement} */ (b).dataset.challenge);
      if (c) b.textContent = done ? `✓ ${say(c.goal)} (${t('challenge.solved')})` : say(c.goal);
    }
  }

  destroy() {
    this.jobs.destroy();
  }
}
