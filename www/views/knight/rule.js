// "Your rule" on the knight's tour: an ordering key of the moves the student writes in the
// rule language, run in a worker from every start on the board shown (Rust's RuleRun),
// without backtracking and with it, beside Warnsdorff's rule; the starts each tours from
// coloured on a small board, the starts the student's rule misses named in words.

import { t, sentence, joined } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { ruleField } from '../../panels/rule.js';
import { keptRules } from '../../panels/rule-kept.js';

/** @typedef {import('../../../searchlight.js').RuleRunReport} RuleRunReport */

// A start's colour by who tours from it: both, the student's rule only, Warnsdorff's only,
// neither (a colour-blind safe set; the words below the board say the student's misses).
const COLOURS = { both: '#4daf4a', yours: '#377eb8', theirs: '#ff7f00', neither: '#e6e6e6' };

/**
 * The section, what stops its worker as the view is left, and the rule kept and carried
 * (rule-kept.js: `linked` once the link is read, `sync` at each rebuild).
 * @param {Parameters<typeof keptRules>[0] & { wasm: Wasm }} view
 * @returns {{ section: HTMLElement, destroy: () => void, linked: () => void, sync: () => void }}
 */
export function knightRule(view) {
  const backtrack = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', name: 'own-backtrack' }));
  const board = el('table', { className: 'rule-board', dataset: { role: 'own-board' }, aria: { hidden: 'true' } });
  const missed = el('p', { dataset: { role: 'own-missed' } });
  const legend = el('ul', { className: 'legend-list', hidden: true },
    ...Object.entries(COLOURS).map(([k, c]) => el('li', {}, el('span', { className: 'swatch', style: `background:${c}` }), t(`knight.own.legend.${k}`))));
  const toggle = el('label', { hidden: true }, backtrack, ` ${t('knight.own.backtrack')}`);
  // Rust's `found`: a start each in square order, bit j set when run j toured (the rule
  // without backtracking, with it, Warnsdorff's without, with).
  /** @type {{ rows: number, cols: number, found: number[] } | null} */
  let shown = null;
  // The board coloured for the runs chosen: without backtracking (0 and 2) or with it (1, 3).
  const draw = () => {
    if (!shown) return;
    const { rows, cols, found } = shown;
    const [ours, theirs] = backtrack.checked ? [1, 3] : [0, 2];
    const start = (/** @type {number} */ sq) => view.wasm.square_name(rows, cols, sq);
    board.replaceChildren(...Array.from({ length: rows }, (_, r) => el('tr', {},
      ...Array.from({ length: cols }, (_, c) => {
        const f = found[(rows - 1 - r) * cols + c];
        const [a, b] = [(f >> ours) & 1, (f >> theirs) & 1];
        const who = a ? (b ? 'both' : 'yours') : (b ? 'theirs' : 'neither');
        return el('td', { style: `background:${COLOURS[who]}`, dataset: { start: start((rows - 1 - r) * cols + c), who } });
      }))));
    const names = found.flatMap((f, sq) => ((f >> ours) & 1 ? [] : [start(sq)]));
    missed.textContent = names.length ? t('knight.own.missed', { squares: names.join(', '), count: names.length }) : t('knight.own.missed_none');
  };
  backtrack.addEventListener('change', draw);
  const field = ruleField({
    title: t('knight.own'), about: t('knight.own.about'), label: t('knight.own.label'), prefix: t('knight.own.key'),
    value: 'onward', check: t('knight.own.check'), cancel: t('knight.own.cancel'), cancelled: t('knight.own.cancelled'),
    setStatus: (text) => view.setStatus(text),
    job: (rule) => ({ kind: 'sliced', class: 'RuleRun', args: ['knight', view.declaredValues(view.opts), rule, '', 0], slice: 1 }),
    onStart: () => {
      shown = null;
      board.replaceChildren();
      missed.textContent = '';
      legend.hidden = true;
      toggle.hidden = true;
    },
    progress: ([s]) => s.report.done / s.report.total,
    onProgress: ([s]) => t('knight.own.progress', { done: s.report.done, total: s.report.total }),
    onDone: ([s]) => {
      const r = /** @type {RuleRunReport} */ (s.report);
      const parsed = view.wasm.parse_board(view.opts.board);
      shown = { rows: parsed.rows, cols: parsed.cols, found: r.found };
      legend.hidden = false;
      toggle.hidden = false;
      draw();
      return joined(...r.said.map((m) => sentence(m)), t('knight.own.done', { secs: (s.elapsed / 1000).toFixed(1) }));
    },
  }, toggle, board, legend, missed);
  // The rule kept and carried (the link's, the draft, the named ones), under the field.
  const kept = keptRules(view, field.input);
  field.section.querySelector('[data-role=own-row]')?.after(kept.el);
  return { section: field.section, destroy: field.destroy, linked: kept.linked, sync: kept.sync };
}
