// The fast solver, in a worker so a pathological puzzle cannot freeze the page: "Solve now"
// shows its first solution, "Is it unique?" says how many there are (it counts up to two
// either way); a clock runs while it works and Stop ends it.
import { Jobs, runJob } from '../../shell/jobs.js';
import { setStatus } from '../../shell/status.js';
import { t } from '../../text/index.js';
import { part } from '../../shell/kit.js';

export class FastPanel {
  // `box` holds the buttons (data-act solve-now, unique, fast-stop) and the line
  // (data-role fast); a button calls `start(show)` (which calls run), and
  // `answer(answer, show, text)` gets the solver's answer ({count, guesses, grid, millis}).
  /**
   * @param {HTMLElement} box
   * @param {{ start: (show: boolean) => void, answer: (answer: import('../../../searchlight.js').FastAnswer, show: boolean, text: string) => void }} handlers
   */
  constructor(box, { start, answer }) {
    this.jobs = new Jobs();
    this.onAnswer = answer;
    /** @type {HTMLButtonElement} */
    this.solve = part(box, '[data-act=solve-now]');
    /** @type {HTMLButtonElement} */
    this.unique = part(box, '[data-act=unique]');
    this.stopButton = part(box, '[data-act=fast-stop]');
    this.line = part(box, '[data-role=fast]');
    /** @type {ReturnType<typeof setInterval> | undefined} the clock while the solver works */
    this.timer = undefined;
    this.solve.addEventListener('click', () => start(true));
    this.unique.addEventListener('click', () => start(false));
    this.stopButton.addEventListener('click', () => this.stop(t('sudoku.fast.stopped')));
  }

  // The solver on `puzzle`, run as every job a person starts is (shell/jobs.js's runJob):
  // its error said on the line and as a notice, Stop its cancel.
  /** @param {string} puzzle @param {boolean} show */
  run(puzzle, show) {
    this.stop();
    // A clock while it works: most puzzles take milliseconds, some (see the 16x16 example
    // with no solution) longer than anyone will wait.
    const started = performance.now();
    const tick = () => this.say(t('sudoku.fast.working', { s: Math.round((performance.now() - started) / 1000) }));
    runJob(this.jobs, { kind: 'call', fn: 'sudoku_fast', args: [puzzle, 2] }, {
      say: (text) => this.say(text),
      notice: true,
      onDone: ([s]) => { this.onAnswer(s.report, show, this.verdict(s.report, show)); },
    }, {
      begin: () => {
        this.buttons(true);
        tick();
        this.timer = setInterval(tick, 500);
      },
      end: () => this.rest(),
    });
  }

  /** @param {import('../../../searchlight.js').FastAnswer} a @param {boolean} show */
  verdict(a, show) {
    const how = t('sudoku.fast.how', { ms: a.millis < 1 ? t('sudoku.fast.under_1') : Math.round(a.millis), guesses: a.guesses });
    // Given up before it could tell: nothing found, or one solution and no answer to
    // whether there is another.
    if (a.stopped && a.count === 0) return t('sudoku.fast.gave_up', { how });
    const verdict = t(a.count === 0 ? 'sudoku.fast.none' : a.count === 1 ? (a.stopped ? 'sudoku.fast.one_at_least' : 'sudoku.fast.one') : 'sudoku.fast.more');
    if (show && a.count > 0) return t(a.count > 1 ? 'sudoku.fast.solved_first' : 'sudoku.fast.solved', { how, verdict });
    return t('sudoku.fast.checked', { how, verdict });
  }

  // Say `text` under the buttons and on the status line ('' clears the line alone).
  /** @param {string} text */
  say(text) {
    this.line.textContent = text;
    if (text) setStatus(text);
  }

  /** @param {boolean} running */
  buttons(running) {
    this.solve.disabled = running;
    this.unique.disabled = running;
    this.stopButton.hidden = !running;
  }

  // At rest: no clock, the buttons back.
  rest() {
    clearInterval(this.timer);
    this.buttons(false);
  }

  // End the solver (if it runs), saying `message`.
  /** @param {string} [message] */
  stop(message) {
    this.jobs.cancel(true);
    this.rest();
    if (message) this.say(message);
  }

  destroy() {
    this.stop();
    this.jobs.destroy();
  }
}
