// "Your rule" on the maze: an estimate h the student writes in the rule language from dx and
// dy to the coin, checked in a worker (Rust's RuleRun) on every square of the maze shown
// against its true distance (admissible? consistent?), and A* and greedy best-first search
// run with it beside the Manhattan distance: Rust's sentences, said here.

import { t, sentence } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { ruleField } from '../../panels/rule.js';

/** @typedef {import('../../../searchlight.js').RuleRunReport} RuleRunReport */

/**
 * @param {{ opts: Options, declaredValues: (o: Options) => Options, setStatus: (text: string) => void }} view
 * @returns {{ section: HTMLElement, destroy: () => void }}
 */
export function mazeRule(view) {
  const verdict = el('ul', { dataset: { role: 'own-verdict' } });
  const field = ruleField({
    title: t('maze.own'), about: t('maze.own.about'), label: t('maze.own.label'), prefix: t('maze.own.h'),
    value: 'dx + dy', check: t('maze.own.check'), cancel: t('maze.own.cancel'), cancelled: t('maze.own.cancelled'),
    setStatus: (text) => view.setStatus(text),
    job: (rule) => ({ kind: 'sliced', class: 'RuleRun', args: ['maze', view.declaredValues(view.opts), rule, '', 0] }),
    indeterminate: true,
    onStart: () => verdict.replaceChildren(),
    onDone: ([s]) => {
      const r = /** @type {RuleRunReport} */ (s.report);
      verdict.replaceChildren(...r.said.map((m) => el('li', {}, sentence(m))));
      field.section.dataset.admissible = String(r.admissible);
      field.section.dataset.consistent = String(r.consistent);
      return t('maze.own.done', { secs: (s.elapsed / 1000).toFixed(1) });
    },
  }, verdict);
  return { section: field.section, destroy: field.destroy };
}
