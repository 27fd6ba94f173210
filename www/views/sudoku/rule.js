// "Your rule" on sudoku: which empty cell to fill next, a key the student writes in the rule
// language, run in a worker (Rust's RuleRun) by depth-first search to the first solution on
// the puzzle shown, the built-in ones and a set of random ones, against first empty cell
// and fewest candidates: the nodes of each in a table.

import { t, sentence, fmt, joined } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { ruleField } from '../../panels/rule.js';
import { keptRules } from '../../panels/rule-kept.js';

/** @typedef {import('../../../searchlight.js').RuleRunReport} RuleRunReport */

// Random puzzles added to the built-in ones.
const RANDOM = 10;
// The table's columns after the puzzle's name, in Rust's order (TableRow.nodes).
const COLUMNS = ['sudoku.own.yours', 'sudoku.cell.first', 'sudoku.cell.mrv'];

/**
 * The section, what stops its worker as the view is left, and the rule kept and carried
 * (rule-kept.js: `linked` once the link is read, `sync` at each rebuild).
 * @param {Parameters<typeof keptRules>[0]} view
 * @param {Record<string, string>} examples the built-in puzzles by name
 * @returns {{ section: HTMLElement, destroy: () => void, linked: () => void, sync: () => void }}
 */
export function sudokuRule(view, examples) {
  const body = el('tbody');
  const table = el('table', { className: 'compare', hidden: true, dataset: { role: 'own-table' }, aria: { label: t('sudoku.own.table') } },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('sudoku.own.puzzle')), ...COLUMNS.map((k) => el('th', { scope: 'col' }, t(k))))), body);
  const scroll = el('div', { className: 'table-scroll', tabIndex: 0, role: 'region', aria: { label: t('sudoku.own.table') } }, table);
  // The puzzles' names in the order sent (the random ones follow them).
  /** @type {string[]} */
  let names = [];
  /** @param {number} i */
  const name = (i) => (i >= names.length ? t('sudoku.own.random', { k: i - names.length + 1 })
    : names[i] === 'shown' ? t('sudoku.own.shown') : t(`sudoku.example.${names[i]}`));
  // Rust's rows: four numbers a puzzle, each cell choice's nodes, then a bit each for those
  // stopped at the bound.
  /** @param {number[]} nodes */
  const fill = (nodes) => {
    table.hidden = nodes.length === 0;
    body.replaceChildren(...Array.from({ length: nodes.length / 4 }, (_, i) => el('tr', {}, el('th', { scope: 'row' }, name(i)),
      ...[0, 1, 2].map((c) => el('td', {}, (nodes[4 * i + 3] >> c) & 1 ? t('sudoku.own.bounded', { nodes: nodes[4 * i + c] }) : fmt(nodes[4 * i + c]))))));
  };
  // The puzzle shown first, unless it is a built-in one; each grid on one line.
  const puzzles = () => {
    const list = Object.entries(examples);
    if (!Object.values(examples).includes(String(view.opts.p))) list.unshift(['shown', String(view.opts.p)]);
    names = list.map(([k]) => k);
    return list.map(([k, p]) => `${k} ${p.replace(/\s+/g, ' ')}`).join('\n');
  };
  const field = ruleField({
    title: t('sudoku.own'), about: t('sudoku.own.about'), label: t('sudoku.own.label'), prefix: t('sudoku.own.key'),
    value: 'candidates', check: t('sudoku.own.check'), cancel: t('sudoku.own.cancel'), cancelled: t('sudoku.own.cancelled'),
    setStatus: (text) => view.setStatus(text),
    job: (rule) => ({ kind: 'sliced', class: 'RuleRun', args: ['sudoku', {}, rule, puzzles(), RANDOM], slice: 1 }),
    onStart: () => fill([]),
    progress: ([s]) => s.report.done / s.report.total,
    onProgress: ([s]) => { fill(/** @type {RuleRunReport} */ (s.report).nodes); },
    onDone: ([s]) => {
      const r = /** @type {RuleRunReport} */ (s.report);
      fill(r.nodes);
      return joined(...r.said.map((m) => sentence(m)), t('sudoku.own.done', { secs: (s.elapsed / 1000).toFixed(1) }));
    },
  }, scroll);
  field.input.placeholder = t('sudoku.own.placeholder');
  // The rule kept and carried (the link's, the draft, the named ones), under the field.
  const kept = keptRules(view, field.input);
  field.section.querySelector('[data-role=own-row]')?.after(kept.el);
  return { section: field.section, destroy: field.destroy, linked: kept.linked, sync: kept.sync };
}
