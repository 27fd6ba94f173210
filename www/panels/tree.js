// The search tree beside a depth-first view: the tree as the search grows it (drawn from
// the model's `tree()`: nodes placed by depth and by their place in their level, so no
// edges cross; past the drawn nodes, the levels as bars and the path), the nodes per level
// so far, and a measurement of the whole tree in a worker (exact where feasible, Knuth's
// estimate where not) set beside the lesson's k^N figure. It knows no puzzle: the view
// gives `treeSpec(opts)`, the options of wasm's TreeMeasure.
import { sizeCanvas, typeScale } from '../draw/board.js';
import { fmt, joined, t } from '../text/index.js';
import { JobRow } from '../shell/jobs.js';
import { el, legendItem, part } from '../shell/kit.js';
import { paceRegion } from '../shell/announce.js';

// Open, done, dead end, solution (style.css's .tree-kind-N swatches match).
const KIND = ['#d35400', '#9aa0a6', '#c0392b', '#1e8449'];
const PATH = '#d35400';

// An exponent written as a superscript (10⁴⁶, 7.6³⁶⁰⁰), not in caret notation.
/** @type {Record<string, string>} */
const SUP = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
export const sup = (/** @type {number} */ n) => String(n).replace(/[-0-9]/g, (c) => SUP[c]);

// A number as people read big ones: grouped when it fits, else 1.3 × 10⁴⁶.
/**
 * @param {number} x
 */
export function big(x) {
  if (!Number.isFinite(x)) return '∞';
  if (Math.abs(x) < 1e12) return fmt(Math.round(x));
  const e = Math.floor(Math.log10(Math.abs(x)));
  const m = x / 10 ** e;
  return `${fmt(Math.round(m * 100) / 100)} × 10${sup(e)}`;
}

// A small share as people read it, 2.4 × 10⁻²⁰ (not JavaScript's 2.4e-20).
/**
 * @param {number} x
 */
function tiny(x) {
  let e = Math.floor(Math.log10(x));
  let m = Math.round((x / 10 ** e) * 10) / 10;
  if (m >= 10) { m = 1; e += 1; }
  return `${fmt(m)} × 10${sup(e)}`;
}

export class TreePanel {
  // `view`: the View it belongs to (its model, jobs and options).
  /**
   * @param {AnyView} view
   */
  constructor(view) {
    this.view = view;
    const panel = el('details', { className: 'tree-panel' });
    // The tree's colours, by kind of node (style.css tree-kind-K).
    const kinds = [t('tree.legend.path'), t('tree.legend.done'), t('tree.legend.dead_end'), t('tree.legend.solution')];
    panel.replaceChildren(
      el('summary', {}, t('tree.title')),
      el('canvas', { role: 'img', dataset: { role: 'tree' }, aria: { label: t('tree.canvas') } }),
      el('ul', { className: 'legend-list', aria: { label: t('legend.label') } },
        ...kinds.map((words, i) => el('li', {}, el('span', { className: `swatch tree-kind-${i}`, aria: { hidden: 'true' } }), words))),
      el('p', { dataset: { role: 'tree-levels' } }),
      el('div', { className: 'count-row' }),
      el('p', { dataset: { role: 'tree-result', paced: '' } }),
      el('canvas', { role: 'img', hidden: true, dataset: { role: 'tree-chart' } }),
      el('ul', { className: 'legend-list', hidden: true, dataset: { role: 'chart-legend' }, aria: { label: t('legend.label') } }),
      el('details', { hidden: true, dataset: { role: 'chart-table' } }, el('summary', {}, t('tree.table.summary')),
        el('div', { role: 'region', tabIndex: 0, dataset: { role: 'chart-rows' } }, el('table', { className: 'compare' }))));
    // Its parts, which it always holds.
    const $ = (/** @type {string} */ s) => /** @type {HTMLElement} */ (panel.querySelector(s));
    this.el = panel;
    this.canvas = /** @type {HTMLCanvasElement} */ ($('[data-role=tree]'));
    this.levelsText = $('[data-role=tree-levels]');
    this.chart = /** @type {HTMLCanvasElement} */ ($('[data-role=tree-chart]'));
    this.chartLegend = $('[data-role=chart-legend]');
    this.chartTable = /** @type {HTMLDetailsElement} */ ($('[data-role=chart-table]'));
    // Thousands of levels (a 60x60 board) scroll inside the panel, not down the page.
    Object.assign($('[data-role=chart-rows]').style, { maxHeight: '22em', overflow: 'auto' });
    $('[data-role=chart-rows]').setAttribute('aria-label', t('tree.table.summary'));
    this.chartTable.addEventListener('toggle', () => this.view.model && this.draw());
    this.result = $('[data-role=tree-result]');
    paceRegion(this.result);
    this.job = new JobRow($('.count-row'), {
      act: 'measure', label: t('tree.measure'), cancelAct: 'measure-cancel', cancelLabel: t('tree.cancel'),
      progressRole: 'tree-progress', onStart: () => this.measure(), onCancel: () => this.view.jobs.cancel(),
    });
    panel.addEventListener('toggle', () => this.view.model && this.draw());
    // The tree's canvas is drawn only while it is on screen (or nearly): below the fold, as
    // it is beside a board on most screens, redrawing thousands of nodes every frame of a
    // search playing at 60 steps/s cost as much as the board and showed nothing. Scrolled
    // into view, it is drawn for the frame shown. Before the observer's first report (it
    // comes with the page's first frame) it counts as off screen: the first view's mount
    // does not lay the page out again to size a tree that may be below the fold (10 ms of a
    // cold start, benches/cold-profile.mjs). Where there is no IntersectionObserver it is
    // drawn always.
    this.onScreen = typeof IntersectionObserver !== 'function';
    this.stale = false;
    /** @type {IntersectionObserver | null} */
    this.watch = null;
    if (!this.onScreen) {
      this.watch = new IntersectionObserver((entries) => {
        this.onScreen = entries[entries.length - 1].isIntersecting;
        if (this.onScreen && this.stale && this.view.model) this.draw();
      }, { rootMargin: '200px' });
      this.watch.observe(this.canvas);
    }
    /** @type {TreeReport | null} */
    this.measured = null;
    // The measurement once it has ended (a lesson's figures read it).
    /** @type {TreeReport | null} */
    this.final = null;
  }

  // The whole tree's figures once measured (null before): for a lesson's {tree_nodes}.
  figures() {
    const r = this.final;
    return {
      tree_nodes: r ? r.nodes : null,
      tree_depth: r ? r.depth : null,
      tree_k: r && Number.isFinite(r.branching_factor) ? Math.round(r.branching_factor * 1000) / 1000 : null,
      lesson_k: r ? Math.round(r.lesson.k * 100) / 100 : null,
      lesson_depth: r ? r.lesson.depth : null,
      lesson_size: r ? big(r.lesson.size) : null,
    };
  }

  // The view is left.
  destroy() {
    if (this.watch) this.watch.disconnect();
  }

  // The options changed: what was measured no longer holds.
  reset() {
    this.measured = null;
    this.final = null;
    this.result.textContent = '';
    this.job.end();
  }

  draw() {
    const model = this.view.model;
    this.el.hidden = !model || !model.offers('tree');
    if (!this.el.open || this.el.hidden) return;
    const tree = /** @type {import('../../searchlight.js').TreeFrame} */ (model.tree());
    this.stale = !this.onScreen;
    if (!this.stale) this.drawTree(tree);
    const levels = tree.levels;
    const entered = levels.reduce((a, b) => a + b, 0);
    // Before the first step the tree is its root alone, a dot that says nothing by itself.
    this.levelsText.textContent = entered === 1 ? t('tree.root_only') : t('tree.levels', { nodes: entered, levels: levels.map(fmt).join(', ') });
    if (this.measured) this.say(this.measured, entered);
    this.drawChart(this.measured, levels);
  }

  // Once the whole tree is measured: per depth, its nodes (light bars, log scale) with the
  // nodes this search has entered over them (dark), and the branching per level, level d+1
  // over level d (the line, its scale on the right).
  /**
   * @param {TreeReport | null} r
   * @param {number[]} entered
   */
  drawChart(r, entered) {
    this.chart.hidden = !r || r.phase === 'exact';
    this.chartLegend.hidden = this.chart.hidden;
    this.chartTable.hidden = this.chart.hidden;
    if (!r || this.chart.hidden) return;
    const whole = r.levels;
    this.chartKey(r.exact, whole, entered);
    const width = Math.max(200, Math.min(this.el.clientWidth || 600, 1100) - 4);
    // The numbers grow with the page's type (full screen on a projector sets it larger).
    const type = typeScale();
    const height = Math.round(150 * type);
    const ctx = sizeCanvas(this.chart, width, height);
    const [left, right, top, bottom] = [8, 40 * type, 10 * type, 18 * type];
    const w = (width - left - right) / Math.max(1, whole.length);
    // A level estimated past the largest number a double holds (a 60x60 knight's, past
    // 10³⁰⁸) is drawn to the top of the scale: at least that.
    const capped = whole.map((n) => (Number.isFinite(n) ? n : Number.MAX_VALUE));
    const top10 = Math.log10(Math.max(...capped, 1) + 1) || 1;
    const h = (/** @type {number} */ n) => (Math.log10(Math.min(n, Number.MAX_VALUE) + 1) / top10) * (height - top - bottom);
    ctx.clearRect(0, 0, width, height);
    capped.forEach((n, d) => {
      ctx.fillStyle = '#d0d7de';
      ctx.fillRect(left + d * w, height - bottom - h(n), Math.max(1, w - 1), h(n));
      ctx.fillStyle = '#d35400';
      const e = entered[d] || 0;
      ctx.fillRect(left + d * w, height - bottom - h(e), Math.max(1, w - 1), h(e));
    });
    // The branching between two levels, unknown (null) where either is past a double's range.
    const ratios = whole.slice(1).map((n, d) => {
      if (!Number.isFinite(n) || !Number.isFinite(whole[d])) return null;
      return whole[d] > 0 ? n / whole[d] : 0;
    });
    const known = /** @type {number[]} */ (ratios.filter((k) => k !== null));
    const most = Math.max(1, ...known);
    const y = (/** @type {number} */ k) => height - bottom - (k / most) * (height - top - bottom);
    ctx.strokeStyle = '#1b1f23';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    // The line breaks where the branching is unknown.
    ratios.forEach((k, d) => {
      if (k === null) return;
      (d && ratios[d - 1] !== null ? ctx.lineTo : ctx.moveTo).call(ctx, left + (d + 1.5) * w, y(k));
    });
    ctx.stroke();
    ctx.fillStyle = '#57606a';
    ctx.font = `${Math.round(11 * type)}px system-ui, sans-serif`;
    ctx.fillText(`×${fmt(Math.round(most * 100) / 100)}`, width - right + 4, top + 8 * type);
    ctx.fillText('×1', width - right + 4, y(1));
    ctx.fillText(t('tree.chart.depth'), left, height - 4 * type);
    const enteredAll = entered.reduce((a, b) => a + b, 0);
    this.chart.setAttribute('aria-label', t('tree.chart', {
      depth: whole.length - 1, entered: enteredAll, nodes: Number.isFinite(r.nodes) ? big(r.nodes) : t('tree.beyond'),
      ratios: ratios.map((k) => (k === null ? '–' : fmt(Math.round(k * 100) / 100))).join(', '),
    }));
  }

  // What the chart draws, in words beside it: its legend, and (unfolded) its figures level
  // by level, whole tree (estimated where it is), entered so far, and the branching.
  /**
   * @param {boolean} exact
   * @param {number[]} whole
   * @param {number[]} entered
   */
  chartKey(exact, whole, entered) {
    const item = legendItem;
    this.chartLegend.replaceChildren(
      item(exact ? 'tree.chart.legend.whole' : 'tree.chart.legend.whole_estimated', { background: '#d0d7de', borderRadius: '1px' }),
      item('tree.chart.legend.entered', { background: '#d35400', borderRadius: '1px' }),
      item('tree.chart.legend.ratio', { background: 'linear-gradient(transparent 40%, #1b1f23 40%, #1b1f23 60%, transparent 60%)' }),
    );
    // A 60x60 board's table has thousands of rows: built only while it is unfolded.
    const table = part(this.chartTable, 'table');
    if (!this.chartTable.open) {
      table.replaceChildren();
      return;
    }
    const row = (/** @type {string[]} */ cells, head = false) => {
      return el('tr', {}, ...cells.map((/** @type {string | Node} */ text, /** @type {number} */ i) => el(head || i === 0 ? 'th' : 'td', { scope: head ? 'col' : 'row' }, text)));
    };
    const head = ['tree.table.depth', exact ? 'tree.table.whole' : 'tree.table.whole_estimated', 'tree.table.entered', 'tree.table.ratio'];
    table.replaceChildren(row(head.map((k) => t(k)), true), ...whole.map((n, d) => row([
      fmt(d), big(n), fmt(entered[d] || 0),
      d > 0 && whole[d - 1] > 0 ? fmt(Math.round((n / whole[d - 1]) * 100) / 100) : '–',
    ])));
  }

  /** @param {import('../../searchlight.js').TreeFrame} tree */
  drawTree({ levels, nodes, path, all_drawn: allDrawn }) {
    const width = Math.max(200, Math.min(this.el.clientWidth || 600, 1100) - 4);
    const rows = Math.max(2, levels.length);
    const rowH = Math.max(6, Math.min(28, 320 / rows));
    const height = Math.round(rowH * (rows - 1) + 24);
    const ctx = sizeCanvas(this.canvas, width, height);
    const type = typeScale();
    const label = 64 * type;
    const left = 8;
    const span = width - left - label - 8;
    const y = (/** @type {number} */ d) => 12 + d * rowH;
    ctx.clearRect(0, 0, width, height);
    ctx.font = `${Math.round(11 * type)}px system-ui, sans-serif`;
    ctx.fillStyle = '#57606a';
    ctx.textBaseline = 'middle';
    // Every level's count where rows are tall enough to read, else every few levels.
    const every = Math.ceil(12 / rowH);
    levels.forEach((/** @type {unknown} */ n, /** @type {number} */ d) => { if (d % every === 0 || d === levels.length - 1) ctx.fillText(fmt(n), width - label + 4, y(d)); });
    if (allDrawn) {
      const x = (/** @type {number} */ i) => left + ((nodes[4 * i + 2] + 0.5) / levels[nodes[4 * i]]) * span;
      const onPath = new Set(path.filter((/** @type {number} */ p) => p >= 0));
      ctx.lineWidth = 1;
      ctx.strokeStyle = '#d0d7de';
      ctx.beginPath();
      for (let i = 1; i < nodes.length / 4; i++) {
        const p = nodes[4 * i + 1];
        ctx.moveTo(x(p), y(nodes[4 * p]));
        ctx.lineTo(x(i), y(nodes[4 * i]));
      }
      ctx.stroke();
      const r = Math.max(1.5, Math.min(4, rowH / 5));
      // One path and one fill per kind (thousands of nodes, redrawn every frame while the
      // search plays), the current path's larger dots over the rest.
      const dot = (/** @type {number} */ i, /** @type {number} */ radius) => {
        const cx = x(i);
        const cy = y(nodes[4 * i]);
        ctx.moveTo(cx + radius, cy);
        ctx.arc(cx, cy, radius, 0, 2 * Math.PI);
      };
      for (const big of [false, true]) {
        KIND.forEach((colour, kind) => {
          ctx.beginPath();
          let any = false;
          for (let i = 0; i < nodes.length / 4; i++) {
            if (nodes[4 * i + 3] !== kind || onPath.has(i) !== big) continue;
            dot(i, big ? r + 1.5 : r);
            any = true;
          }
          if (!any) return;
          ctx.fillStyle = colour;
          ctx.fill();
        });
      }
      ctx.strokeStyle = PATH;
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      path.forEach((p, d) => (d ? ctx.lineTo(x(p), y(d)) : ctx.moveTo(x(p), y(d))));
      ctx.stroke();
      // The root alone: named beside its dot.
      if (nodes.length === 4) {
        ctx.fillStyle = '#57606a';
        ctx.fillText(t('tree.root'), x(0) + r + 8, y(0));
      }
    } else {
      // Too many to draw one by one: each level as a bar (log scale), the path beside it.
      const top = Math.log10(Math.max(...levels) + 1);
      ctx.fillStyle = '#9aa0a6';
      levels.forEach((n, d) => {
        const w = (Math.log10(n + 1) / top) * span;
        ctx.fillRect(left, y(d) - rowH * 0.35, Math.max(1, w), Math.max(2, rowH * 0.7));
      });
      ctx.strokeStyle = PATH;
      ctx.fillStyle = PATH;
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      for (let d = 0; d < path.length; d++) {
        const w = (Math.log10(levels[d] + 1) / top) * span;
        if (d) ctx.lineTo(left + w, y(d)); else ctx.moveTo(left + w, y(d));
      }
      ctx.stroke();
    }
  }

  // Measure the whole tree in a worker.
  measure() {
    const spec = this.view.treeSpec ? this.view.treeSpec(this.view.opts) : null;
    if (!spec) return;
    // The view's jobs run one at a time: starting here would silently kill a running count
    // and leave its panel saying it is still counting.
    if (this.view.jobs.busy) {
      this.result.textContent = t('tree.busy');
      return;
    }
    this.result.textContent = t('tree.measuring');
    this.job.run(this.view.jobs, { kind: 'sliced', class: 'TreeMeasure', args: [spec], slice: 1 << 18 }, {
      say: (text) => { this.result.textContent = text; },
      cancelled: t('tree.cancelled'),
      progress: ([m]) => m.report.progress,
      onProgress: ([m]) => {
        this.measured = m.report;
        this.draw();
        if (!this.el.open) this.say(m.report);
      },
      onDone: ([m]) => {
        this.measured = m.report;
        this.final = m.report;
        this.draw();
        if (!this.el.open) this.say(m.report);
      },
      // Stopped, or replaced by another job of the view (a count): the partial figures are
      // not the tree's, and the next render must not show them.
      onCancel: () => { this.measured = null; },
    });
  }

  // What the measurement says, beside the lesson's figure and the search so far.
  /**
   * @param {TreeReport} r
   * @param {number | undefined} [entered]
   */
  say(r, entered) {
    // k^depth past a double's range (a 60x60 knight: 7.6^3600) is still 10 to a power we know.
    // Rounded as big() rounds: to two decimals, 9.996 carried into the power.
    const power = Math.round(100 * 10 ** (r.lesson.depth * Math.log10(r.lesson.k) % 1)) >= 1000
      ? Math.ceil(r.lesson.depth * Math.log10(r.lesson.k)) : r.lesson.depth * Math.log10(r.lesson.k);
    const lessonSize = Number.isFinite(r.lesson.size) || !(r.lesson.k > 1)
      ? big(r.lesson.size)
      : `${fmt(Math.round(100 * 10 ** (power - Math.floor(power))) / 100)} × 10${sup(Math.floor(power))}`;
    const lesson = t('tree.lesson', { k: Math.round(r.lesson.k * 100) / 100, depth: r.lesson.depth, power: sup(r.lesson.depth), size: lessonSize });
    // An estimate past a double's range is only known to be more than the largest double,
    // and then k^depth > 10^308 bounds its branching factor from below.
    const beyond = !Number.isFinite(r.nodes);
    const count = (/** @type {number} */ x) => (Number.isFinite(x) ? big(x) : t('tree.beyond'));
    const k = Number.isFinite(r.branching_factor) ? Math.round(r.branching_factor * 1000) / 1000
      : t('tree.more_than', { x: Math.floor(100 * 10 ** (308 / Math.max(1, r.depth))) / 100 });
    let text;
    if (r.exact) {
      text = t('tree.exact', { nodes: big(r.nodes), depth: r.depth, k });
    } else if (r.phase === 'exact') {
      text = t('tree.counting', { nodes: big(r.nodes) });
    } else {
      // Past a double's range the estimate says only "more than 10³⁰⁸": no interval.
      text = t(beyond ? 'tree.estimate_beyond' : 'tree.estimate', {
        nodes: count(r.nodes), low: count(r.ci_low), high: count(r.ci_high), probes: r.probes,
        depth: r.depth, k, counted: big(r.abandoned_at),
      });
    }
    const parts = [text];
    if (r.phase !== 'exact') {
      parts.push(lesson);
      // "Far smaller" only where the figures show it (an estimate past 10³⁰⁸ cannot be
      // set against 7.6³⁶⁰⁰).
      if (!beyond && r.nodes * 100 <= r.lesson.size) parts.push(t('tree.why'));
      if (entered !== undefined && r.nodes > 0 && !beyond) {
        const share = (100 * entered) / r.nodes;
        parts.push(t('tree.entered', { entered, share: share < 0.01 ? tiny(share) : Math.round(share * 100) / 100 }));
      }
    }
    this.result.textContent = joined(...parts);
  }
}
