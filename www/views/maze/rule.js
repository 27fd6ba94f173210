// "Your rule" on the maze: an estimate h the student writes in the rule language from dx and
// dy to the coin, checked in a worker (Rust's RuleRun) on every square of the maze shown
// against its true distance (admissible? consistent?), and A* and greedy best-first search
// run with it beside the Manhattan distance: Rust's sentences, said here, each
// counterexample (the square where h is too high, the move along which it drops by more
// than 1) one button away from being marked on the board.

import { t, sentence } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { ruleField } from '../../panels/rule.js';
import { keptRules } from '../../panels/rule-kept.js';

/** @typedef {import('../../../searchlight.js').RuleRunReport} RuleRunReport */

/**
 * The section, what stops its worker as the view is left, and the rule kept and carried
 * (rule-kept.js: `linked` once the link is read, `sync` at each rebuild), and `stale` at each
 * rebuild (the check's buttons mark squares of the maze it was checked on).
 * @param {Parameters<typeof keptRules>[0]} view
 * @param {(squares: number[]) => void} mark marks the maze's squares (one, or a move's two) on the board (none: no mark)
 * @returns {{ section: HTMLElement, destroy: () => void, linked: () => void, sync: () => void, stale: () => void }}
 */
export function mazeRule(view, mark) {
  const verdict = el('ul', { dataset: { role: 'own-verdict' } });
  // A counterexample's button: its squares marked on the board.
  const show = (/** @type {string} */ act, /** @type {number[]} */ squares) =>
    el('button', { type: 'button', dataset: { act }, onclick: () => mark(squares) }, t('maze.own.show'));
  // The options the board shows, counted: a counterexample's squares are those of the maze
  // it was checked on, so a check's buttons stand only while its options are the board's.
  let shown = 0;
  let checked = 0;
  const field = ruleField({
    title: t('maze.own'), about: t('maze.own.about'), label: t('maze.own.label'), prefix: t('maze.own.h'),
    value: 'dx + dy', check: t('maze.own.check'), cancel: t('maze.own.cancel'), cancelled: t('maze.own.cancelled'),
    setStatus: (text) => view.setStatus(text),
    job: (rule) => ({ kind: 'sliced', class: 'RuleRun', args: ['maze', view.declaredValues(view.opts), rule, '', 0] }),
    indeterminate: true,
    // A new check: the last one's counterexample off the board.
    onStart: () => { verdict.replaceChildren(); mark([]); checked = shown; },
    onDone: ([s]) => {
      const r = /** @type {RuleRunReport} */ (s.report);
      const here = checked === shown;
      // Rust's sentences in order: what was checked, admissible or not, consistent or not.
      verdict.replaceChildren(...r.said.map((m, i) => {
        const li = el('li', {}, sentence(m));
        if (here && i === 1 && typeof r.over === 'number') li.append(' ', show('own-show-over', [r.over]));
        if (here && i === 2 && r.drop) li.append(' ', show('own-show-drop', r.drop));
        return li;
      }));
      field.section.dataset.admissible = String(r.admissible);
      field.section.dataset.consistent = String(r.consistent);
      return t('maze.own.done', { secs: (s.elapsed / 1000).toFixed(1) });
    },
  }, verdict);
  field.input.placeholder = t('maze.own.placeholder');
  // The rule kept and carried (the link's, the draft, the named ones), under the field.
  const kept = keptRules(view, field.input);
  field.section.querySelector('[data-role=own-row]')?.after(kept.el);
  // The options changed (a new maze, say): the last check's buttons go, with its mark.
  const stale = () => {
    shown += 1;
    for (const b of verdict.querySelectorAll('button')) b.remove();
  };
  return { section: field.section, destroy: field.destroy, linked: kept.linked, sync: kept.sync, stale };
}
