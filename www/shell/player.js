// The player every view shares: Step, Back, Play/Pause, speed, Solve, Reset and the scrub
// bar, with keys Space (or K, which a focused button does not take), Right, Left, S and R.
// It moves a model's cursor and asks the view to draw; it knows nothing of any puzzle.
//
// A model has: step(n) -> shown, back(n) -> taken back, seek(k) -> step reached, reset(),
// cursor() -> { steps, recorded, finished, ended, full }. When a search outgrows its recording,
// the status line says why it stopped (and the view's `fullHint`, what to use instead).
import { addStatus, statusText } from './status.js';
import { announce, setPacing } from './announce.js';
import { joined, t } from '../text/index.js';
import { coded, el } from './kit.js';

// Steps per second for each position of the speed slider; the last is "as fast as the
// machine goes" (as many steps as fit in a frame's time budget).
export const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 250, 1000, 5000, 25000, Infinity];
const FRAME_BUDGET_MS = 12;

// Whether the person asked for less motion (their system's setting): then nothing plays by
// itself (autoplay, a lesson's @play): the board opens at its frame.
export const reducedMotion = () => !!window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// The player's icons (16x16, drawn in the button's text colour), beside or in place of their
// words; hidden from screen readers, which read the words.
const SVG = 'http://www.w3.org/2000/svg';
const icon = (/** @type {string} */ path) => () => {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [k, v] of Object.entries({ class: 'icon', viewBox: '0 0 16 16', 'aria-hidden': 'true', focusable: 'false' })) svg.setAttribute(k, v);
  const d = document.createElementNS(SVG, 'path');
  d.setAttribute('d', path);
  svg.append(d);
  return svg;
};
/** @type {Record<string, () => SVGSVGElement>} */
const ICONS = {
  play: icon('M4 2.5v11L13.5 8z'),
  pause: icon('M3.5 3h3v10h-3zM9.5 3h3v10h-3z'),
  back: icon('M3 3h2v10H3zM13 3v10L6 8z'),
  step: icon('M11 3h2v10h-2zM3 3v10l7-5z'),
  solve: icon('M1 3v10l5.5-5zM7 3v10l5.5-5zM13 3h2v10h-2z'),
  reset: icon('M8 2a6 6 0 1 1-5.2 3h2.4A4 4 0 1 0 8 4v2.5L4.5 3 8-.5z'),
};

export class Player {
  /**
   * @param {HTMLElement} root
   * @param {{ onRender: () => void, onChange?: () => void, fullHint: string }} hooks
   */
  constructor(root, { onRender, onChange, fullHint }) {
    this.root = root;
    this.onRender = onRender;
    this.fullHint = fullHint;
    this.onChange = onChange || (() => {});
    /** @type {PlayerModel | null} */
    this.model = null;
    this.playing = false;
    this.solving = false;
    this.speedIndex = 4;
    this.carry = 0;
    this.lastTime = 0;
    /** @type {number | null} the animation frame asked for while playing */
    this.frame = null;
    // The template's controls, which build() finds (declared here for the type check).
    /** @type {Record<string, HTMLButtonElement>} */ this.buttons;
    /** @type {HTMLInputElement} */ this.speedInput;
    /** @type {HTMLElement} */ this.speedLabel;
    /** @type {HTMLInputElement} */ this.scrub;
    /** @type {HTMLElement} */ this.at;
    /** @type {HTMLElement} */ this.track;
    /** @type {HTMLElement} */ this.scrubText;
    this.build();
    this.keyHandler = (/** @type {KeyboardEvent} */ e) => this.onKey(e);
    document.addEventListener('keydown', this.keyHandler);
  }

  build() {
    // Each button an icon and its word: the word is its accessible name everywhere, and shown
    // where the row has room for it (style.css hides it, not from a screen reader, on a
    // phone). Play is the primary button; it holds Play and Pause in one cell (style.css), so
    // its width does not change as one becomes the other.
    const button = (/** @type {string} */ act, /** @type {Node[]} */ inner, kind = '') =>
      el('button', { type: 'button', className: `btn${kind}`, title: t(`player.${act}.title`), dataset: { act } }, ...inner);
    const face = (/** @type {string} */ name, /** @type {string} */ key) => [ICONS[name](), el('span', { className: 'label' }, t(key))];
    this.root.replaceChildren(
      el('div', { className: 'buttons' },
        button('reset', face('reset', 'player.reset')),
        button('back', face('back', 'player.back')),
        button('play', [el('span', { dataset: { label: 'play' } }, ...face('play', 'player.play')), el('span', { dataset: { label: 'pause' } }, ...face('pause', 'player.pause'))], ' primary'),
        button('step', face('step', 'player.step')),
        button('solve', face('solve', 'player.solve'))),
      // The panels' toggles (view.js, compare.js): one group, wrapping together.
      el('div', { className: 'toggles', dataset: { role: 'toggles' } }),
      el('label', { className: 'speed' }, `${t('player.speed')} `,
        el('input', { type: 'range', min: '0', max: String(SPEEDS.length - 1), step: '1', dataset: { role: 'speed' }, aria: { label: t('player.speed') } }),
        el('span', { className: 'speed-label', dataset: { role: 'speed-label' } })),
      el('span', { className: 'at', dataset: { role: 'at' }, aria: { hidden: 'true' } }),
      el('label', { className: 'scrub' }, `${t('player.scrub')} `,
        el('span', { className: 'track', dataset: { role: 'track' } },
          el('input', { type: 'range', min: '0', max: '0', step: '1', value: '0', dataset: { role: 'scrub' }, aria: { label: t('player.scrub.label') } }))),
      el('span', { className: 'scrub-text', dataset: { role: 'scrub-text' } }));
    // The buttons by their data-act: reset, back, play, step, solve (built above).
    /** @type {Record<string, HTMLButtonElement>} */
    this.buttons = {};
    for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (this.root.querySelectorAll('button[data-act]'))) {
      const act = String(b.dataset.act);
      this.buttons[act] = b;
      b.addEventListener('click', () => this.act(act));
    }
    // The parts built above, always there.
    const part = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (this.root.querySelector(selector));
    this.speedInput = /** @type {HTMLInputElement} */ (part('[data-role=speed]'));
    this.speedLabel = part('[data-role=speed-label]');
    this.scrub = /** @type {HTMLInputElement} */ (part('[data-role=scrub]'));
    this.at = part('[data-role=at]');
    this.track = part('[data-role=track]');
    this.scrubText = part('[data-role=scrub-text]');
    this.speedInput.addEventListener('input', () => this.setSpeed(Number(this.speedInput.value)));
    this.scrub.addEventListener('input', () => {
      this.pause();
      if (!this.model) return; // (the bar is off without one)
      this.model.seek(Number(this.scrub.value));
      this.render();
    });
    this.setSpeed(this.speedIndex);
  }

  destroy() {
    this.pause();
    document.removeEventListener('keydown', this.keyHandler);
  }

  /**
   * @param {PlayerModel | null} model
   */
  setModel(model) {
    this.pause();
    this.model = model;
    this.setEnabled(!!model);
    this.render();
  }

  /**
   * @param {boolean} on
   */
  setEnabled(on) {
    for (const b of Object.values(this.buttons)) b.disabled = !on;
    this.scrub.disabled = !on;
  }

  /**
   * @param {number} index
   */
  setSpeed(index) {
    this.speedIndex = Math.max(0, Math.min(SPEEDS.length - 1, index | 0));
    this.speedInput.value = String(this.speedIndex);
    const s = SPEEDS[this.speedIndex];
    this.speedLabel.textContent = s === Infinity ? t('player.speed.max') : t('player.speed.per_second', { n: s });
    this.onChange();
  }

  get speed() { return SPEEDS[this.speedIndex]; }

  // The speed as a URL writes it: "20", or "max".
  get speedName() { return this.speed === Infinity ? 'max' : String(this.speed); }

  /**
   * @param {KeyboardEvent} e
   */
  onKey(e) {
    const el = e.target instanceof HTMLElement ? e.target : null;
    if (el && el.closest('input:not([type=range]), select, textarea, [contenteditable]')) return;
    if (e.ctrlKey || e.metaKey || e.altKey || !this.model || e.defaultPrevented) return;
    // K plays and pauses from anywhere but a text field, a focused button included.
    /** @type {Record<string, string>} */
    const map = { ' ': 'play', k: 'play', K: 'play', ArrowRight: 'step', ArrowLeft: 'back', s: 'solve', S: 'solve', r: 'reset', R: 'reset' };
    const act = map[e.key];
    if (!act) return;
    // A focused control keeps its own keys: Space presses a button, arrows move a slider
    // or the cursor of a board.
    if (el && e.key === ' ' && el.closest('button, a, summary, [role=button], input')) return;
    if (el && e.key.startsWith('Arrow') && el.closest('input[type=range], canvas[tabindex], [role=grid], [role=slider]')) return;
    e.preventDefault();
    this.act(act);
  }

  /**
   * @param {string} what
   */
  act(what) {
    if (!this.model) return;
    switch (what) {
      case 'step': this.pause(); this.model.step(1); break;
      case 'back': this.pause(); this.model.back(1); break;
      case 'play': this.playing ? this.pause() : this.play(); return;
      case 'solve': this.solve(); return;
      case 'reset': this.pause(); this.model.reset(); break;
    }
    this.render();
  }

  play() {
    if (!this.model) return;
    const c = this.model.cursor();
    if (c.finished || c.full) return;
    this.playing = true;
    this.solving = false;
    this.start();
  }

  solve() {
    if (!this.model || this.model.cursor().finished) return;
    this.playing = true;
    this.solving = true;
    this.start();
  }

  start() {
    this.carry = 0;
    this.lastTime = performance.now();
    this.buttons.play.setAttribute('aria-pressed', 'true');
    setPacing(true);
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame((t) => this.tick(t));
    this.onChange();
  }

  pause() {
    const was = this.playing;
    this.playing = false;
    this.solving = false;
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    if (this.buttons) {
      this.buttons.play.setAttribute('aria-pressed', 'false');
    }
    if (was) {
      // Stopped (Pause, the end): where it stands is said at once.
      setPacing(false);
      this.render();
      announce(statusText());
    }
  }

  /**
   * @param {number} now
   */
  tick(now) {
    const model = this.model;
    if (!this.playing || !model) return;
    const elapsed = Math.min(now - this.lastTime, 250);
    this.lastTime = now;
    const fast = this.solving || this.speed === Infinity;
    if (fast) {
      // As many steps as fit in the frame's budget, in growing chunks.
      const until = performance.now() + FRAME_BUDGET_MS;
      let chunk = 64;
      while (performance.now() < until) {
        const shown = model.step(chunk);
        if (shown < chunk) break;
        chunk = Math.min(chunk * 2, 1 << 16);
      }
    } else {
      this.carry += (elapsed / 1000) * this.speed;
      const n = Math.floor(this.carry);
      if (n > 0) {
        this.carry -= n;
        model.step(n);
      }
    }
    const c = model.cursor();
    if (c.finished || c.full) {
      this.pause();
    } else {
      this.render();
      this.frame = requestAnimationFrame((t) => this.tick(t));
    }
  }

  // A button of the player that had focus and is now off (Back at step 0; Step, Play and
  // Solve at the end) hands it to the scrub bar, so focus never falls to the page's body:
  // the bar says where the search stands, and Enter or Space, pressed again as they were on
  // the button, does nothing there (on Back they walked the search back from its end).
  /** @param {Element | null} focused */
  keepFocus(focused) {
    if (!(focused instanceof HTMLButtonElement) || !focused.disabled || !this.root.contains(focused)) return;
    if (!this.scrub.disabled) this.scrub.focus();
  }

  render() {
    if (!this.model) return;
    const c = this.model.cursor();
    const recorded = c.recorded;
    // The bar spans the whole search once its end is known, and otherwise reaches past
    // what is recorded (the recorded part drawn under it), so its position says how far
    // along the recording the cursor is, not that it stands at the end of everything.
    const extent = scrubExtent(c);
    this.scrub.max = String(extent);
    this.scrub.value = String(c.steps);
    this.track.style.setProperty('--recorded', `${extent ? (100 * recorded) / extent : 0}%`);
    const where = c.ended ? t('player.scrub.done', { n: c.steps, total: recorded })
      : t(c.full ? 'player.scrub.full' : 'player.scrub.running', { n: c.steps, recorded });
    this.scrub.setAttribute('aria-valuetext', where);
    this.scrubText.textContent = where;
    this.at.textContent = t('player.at', { n: c.steps });
    const focused = document.activeElement;
    this.buttons.back.disabled = c.steps === 0;
    // At the end of a full recording Step, Play and Solve could do nothing: they are off,
    // and the status line says why (player.full); Back re-enables them.
    const end = c.finished || (c.full && c.steps >= recorded);
    this.buttons.step.disabled = end;
    this.buttons.solve.disabled = end;
    this.buttons.play.disabled = end && !this.playing;
    this.keepFocus(focused);
    this.onRender();
    if (c.full && !c.finished && c.steps === recorded) {
      addStatus(joined(t('player.full', { steps: recorded }), this.fullHint));
    }
    this.onChange();
  }
}

// The scrub bar's extent: the whole search once it has ended (or the recording is full);
// before that, a round number (1, 2 or 5 x 10^k, at least 20) a quarter beyond what is
// recorded. Dragging past the recording runs the search forward to that step.
/** @param {{ recorded: number, ended: boolean, full: boolean }} cursor */
export function scrubExtent({ recorded, ended, full }) {
  if (ended || full) return recorded;
  const want = Math.max(20, Math.ceil(recorded * 1.25));
  for (let p = 1; ; p *= 10) {
    for (const m of [1, 2, 5]) if (m * p >= want) return m * p;
  }
}

// The slider position for a speed as written in a URL ("20", "max"); -1 if none matches.
/**
 * @param {unknown} label
 */
export function speedIndex(label) {
  return SPEEDS.findIndex((s) => (s === Infinity ? 'max' : String(s)) === String(label).toLowerCase());
}

// A URL's speed checked for readParams: the slider position, or an error saying why not.
/**
 * @param {string} label
 */
export function speedParam(label) {
  const i = speedIndex(label);
  if (i < 0) throw coded('param.speed');
  return i;
}
