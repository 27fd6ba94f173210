// "Your rule", as every view with one shows it: a heading, what the rule may use, the field
// the student types it in (the rule language is Rust's, src/puzzles/rule/), the check's row
// (its button, Cancel and progress) and the line that says how it went: a rule that does
// not read is Rust's coded error, naming its column, worded by the catalogues in the
// reader's language. The check runs in a worker (Jobs); a view gives only the job (its own
// quantities are Rust's) and shows what it proves in the parts it appends.

import { el } from '../shell/kit.js';
import { Jobs, JobRow } from '../shell/jobs.js';

/**
 * @typedef {{ title: string, about: string, label: string, prefix: string, value: string,
 *   check: string, cancel: string, cancelled: string, setStatus: (text: string) => void,
 *   job: (rule: string) => object, max?: number, indeterminate?: boolean,
 *   progress?: (states: any[]) => number, onProgress?: (states: any[]) => string | void,
 *   onStart?: () => void, onDone: (states: any[]) => string | void }} RuleSpec
 *   `job(rule)`: the worker's message for the rule typed; `onDone(states)`: shows the
 *   result and returns the words said (as JobRow.run takes them)
 */

/**
 * The section and its worker; `parts` go after the line said, in order.
 * @param {RuleSpec} spec
 * @param {...HTMLElement} parts
 * @returns {{ section: HTMLElement, input: HTMLInputElement, said: HTMLElement, check: () => void, destroy: () => void }}
 */
export function ruleField(spec, ...parts) {
  const input = /** @type {HTMLInputElement} */ (el('input', {
    name: 'own-rule', size: 36, spellcheck: false, autocomplete: 'off', defaultValue: spec.value,
    aria: { label: spec.label },
  }));
  const said = el('p', { dataset: { role: 'own-said' }, aria: { live: 'polite' } });
  const row = el('div', { className: 'count-row', dataset: { role: 'own-row' } },
    el('label', {}, `${spec.prefix} `, input));
  const section = el('section', { dataset: { role: 'own-rule' }, aria: { label: spec.title } },
    el('h2', {}, spec.title),
    el('p', {}, spec.about),
    row, said, ...parts);
  const jobs = new Jobs();
  const say = (/** @type {string} */ text) => { said.textContent = text; spec.setStatus(text); };
  const check = () => {
    if (spec.onStart) spec.onStart();
    said.textContent = '';
    job.run(jobs, spec.job(input.value), {
      max: spec.max ?? 1,
      indeterminate: spec.indeterminate,
      say,
      notice: false,
      cancelled: spec.cancelled,
      progress: spec.progress,
      onProgress: spec.onProgress,
      onDone: spec.onDone,
    });
  };
  const job = new JobRow(row, {
    act: 'own-check', label: spec.check, cancelAct: 'own-cancel', cancelLabel: spec.cancel,
    progressRole: 'own-progress', onStart: check, onCancel: () => jobs.cancel(),
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !job.running) { e.preventDefault(); check(); }
  });
  return { section, input, said, check, destroy: () => jobs.destroy() };
}
