// "Your rule": an estimate h the student writes in the rule language (Rust's
// src/puzzles/rule/), checked in a worker over every position of the 8-puzzle that can
// reach the goal (SlidingRuleCheck): admissible? consistent? and the counterexamples, each
// one click away on the board. The words a rule may use are Rust's; the page only shows
// what Rust reports.

import { t, sentence } from '../../text/index.js';
import { el, part } from '../../shell/kit.js';
import { Jobs, JobRow } from '../../shell/jobs.js';
import { ruleField } from '../../panels/rule.js';
import { keptRules } from '../../panels/rule-kept.js';

/** @typedef {import('../../../searchlight.js').RuleCheckReport} RuleCheckReport */
/** @typedef {import('../../../searchlight.js').RuleRace} RuleRace */

/**
 * The section, what stops its worker as the view is left, and the rule kept and carried
 * (rule-kept.js: `linked` once the link is read, `sync` at each rebuild).
 * @param {Parameters<typeof keptRules>[0]} view
 * @returns {{ section: HTMLElement, destroy: () => void, linked: () => void, sync: () => void }}
 */
export function ownRule(view) {
  const verdict = el('ul', { dataset: { role: 'own-verdict' } });
  const raced = el('p', { dataset: { role: 'own-race' } });
  // A counterexample's button: its position put on the board.
  const show = (/** @type {string} */ label, /** @type {string} */ act, /** @type {string} */ tiles) =>
    el('button', { type: 'button', dataset: { act, tiles }, onclick: () => view.change({ tiles, korf: '0' }) }, label);
  const field = ruleField({
    title: t('puzzle.own'), about: t('puzzle.own.about'), label: t('puzzle.own.label'), prefix: t('puzzle.own.h'),
    value: 'manhattan', check: t('puzzle.own.check'), cancel: t('puzzle.own.cancel'), cancelled: t('puzzle.own.cancelled'),
    setStatus: (text) => view.setStatus(text),
    job: (rule) => ({ kind: 'sliced', class: 'SlidingRuleCheck', args: [view.declaredValues(view.opts), rule], slice: 20000 }),
    onStart: () => verdict.replaceChildren(),
    progress: ([s]) => s.report.done / s.report.total,
    onDone: ([s]) => {
      const r = /** @type {RuleCheckReport} */ (s.report);
      const v = r.verdict;
      if (!v) return;
      verdict.replaceChildren(...r.said.map((m, i) => {
        const li = el('li', {}, sentence(m));
        if (i === 1 && v.overestimate) li.append(' ', show(t('puzzle.own.show_over'), 'own-show-over', v.overestimate.tiles));
        if (i === 2 && v.drop) li.append(' ', show(t('puzzle.own.show_drop'), 'own-show-drop', v.drop.from));
        return li;
      }));
      section.dataset.admissible = String(v.admissible);
      section.dataset.consistent = String(v.consistent);
      return t('puzzle.own.done', { secs: (s.elapsed / 1000).toFixed(1) });
    },
  }, verdict, el('div', { className: 'count-row', dataset: { role: 'race-row' } }), raced);
  const { section, input } = field;
  input.placeholder = t('puzzle.own.placeholder');
  // The rule kept and carried (the link's, the draft, the named ones), under the field.
  const kept = keptRules(view, input);
  part(section, '[data-role=own-row]').after(kept.el);
  // A* with h beside Manhattan distance on the board's position: one call in the worker.
  const raceJobs = new Jobs();
  const race = new JobRow(part(section, '[data-role=race-row]'), {
    act: 'own-race', label: t('puzzle.own.race'), cancelAct: 'own-race-cancel', cancelLabel: t('puzzle.own.race_cancel'),
    progressRole: 'own-race-progress', onStart: () => {
      raced.textContent = '';
      race.run(raceJobs, { kind: 'call', fn: 'sliding_rule_race', args: [view.declaredValues(view.opts), input.value] }, {
        indeterminate: true,
        say: (text) => { raced.textContent = text; },
        cancelled: t('puzzle.own.cancelled'),
        onDone: ([s]) => sentence(/** @type {RuleRace} */ (s.report).said),
      });
    },
    onCancel: () => raceJobs.cancel(),
  });
  return { section, destroy: () => { field.destroy(); raceJobs.destroy(); }, linked: kept.linked, sync: kept.sync };
}
