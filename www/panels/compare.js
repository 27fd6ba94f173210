// Side by side (compare=dfs,warnsdorff): two to four panes on the same instance, one per
// value of the view's strategy option, each an instance of the same View told it is a pane
// (no player, no URL of its own, its status in its caption). One Player drives a composite
// model in lockstep: one step is one event in every pane still running, and the panes
// stand at step min(k, where each ended), so Back and the scrub bar are exact in each.
// No search here: the ratio is arithmetic on the frames' counters.
//
// A view offers comparison with `static compare`: [{ name, label, value(v) }]: the option
// compared, the catalogue key naming it, and the key naming each value; the values are the
// option's choices as Rust declares them (View.compareFor).
import { Player, speedParam, reducedMotion } from '../shell/player.js';
import { parseHash, currentHash, parseFlag, saveState, goHash } from '../shell/url.js';
import { setStatus, showNotices } from '../shell/status.js';
import { joined, say, sentence, t, fmt, quote } from '../text/index.js';
import { coded, el, part } from '../shell/kit.js';
import { foldOptions } from '../shell/fold.js';
import { configKey, loadAnswered, saveAnswered } from './predict.js';

export const MAX_PANES = 4;

// compare= read for a view's comparable options `compare` (View.compareFor): { dims: [{ dim, values }], panes: [{ opts, key }],
// values } or a coded error. The values may come from more than one option (sudoku's
// compare=first,mrv,dfs,bfs): the panes are then every combination, up to MAX_PANES, and an
// option named once is fixed for every pane. compare=first,mrv alone stays two panes.
/** @param {CompareSpec[] | null} compare @param {string} raw @returns {CompareAsked} */
export function compareParam(compare, raw) {
  if (!compare) throw coded('compare.param.none');
  const values = String(raw).split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  // Every value, as a list the notice says item by item (a string this long would be cut
  // short as a quoted value: "…misplaced, manh…").
  const list = compare.flatMap((d) => d.values ?? []);
  if (values.length < 2) throw coded('compare.param.count', { list });
  if (new Set(values).size !== values.length) throw coded('compare.param.repeat', { list });
  if (values.some((v) => v.includes(':'))) return comparePairs(compare, values, list);
  /** @type {CompareAsked['dims']} */
  const dims = [];
  for (const v of values) {
    const dim = compare.find((d) => (d.values ?? []).includes(v));
    if (!dim) throw coded('compare.param.value', { list });
    let entry = dims.find((e) => e.dim === dim);
    if (!entry) dims.push(entry = { dim, values: [] });
    entry.values.push(v);
  }
  const panes = crossed(dims);
  if (panes.length < 2 || panes.length > MAX_PANES) throw coded('compare.param.count', { list });
  return { dims, values, panes };
}

// Every combination of the values asked, a pane each. An option that applies only with some
// values of another (its `when`: the puzzle's estimate, used only by the searches that use
// one) is left out of a pane where it does not apply, and panes left the same are one pane:
// BFS, A*, misplaced and Manhattan give BFS, A* with misplaced, A* with Manhattan. Such
// panes are named by the values they use (`parts`), as compare=bfs,astar:misplaced names
// them. An option a comparison leaves to the view applies, as far as it knows.
/** @param {CompareAsked['dims']} dims @returns {CompareAsked['panes']} */
function crossed(dims) {
  /** @type {{ opts: Options, key: string[] }[]} */
  let panes = [{ opts: {}, key: [] }];
  for (const { dim, values: vs } of dims) {
    panes = panes.flatMap((p) => vs.map((v) => ({ opts: { ...p.opts, [dim.name]: v }, key: [...p.key, v] })));
  }
  const applies = (/** @type {CompareSpec} */ dim, /** @type {Options} */ opts) => !dim.when
    || !(dim.when.name in opts) || dim.when.values.includes(String(opts[dim.when.name]));
  const dropped = panes.some((p) => dims.some(({ dim }) => !applies(dim, p.opts)));
  if (!dropped) return panes.map((p) => ({ opts: p.opts, key: p.key.join('-') }));
  /** @type {Map<string, CompareAsked['panes'][number]>} */
  const kept = new Map();
  for (const p of panes) {
    const used = dims.filter(({ dim }) => applies(dim, p.opts));
    /** @type {Options} */
    const opts = Object.fromEntries(used.map(({ dim }) => [dim.name, p.opts[dim.name]]));
    const parts = used.filter((d) => d.values.length > 1).map(({ dim }) => ({ dim, value: String(opts[dim.name]) }));
    const key = parts.map((x) => x.value).join('-');
    if (!kept.has(key)) kept.set(key, { opts, key, parts });
  }
  return [...kept.values()];
}

// compare= naming each pane by its values joined with ':' (the puzzle's
// compare=bfs,astar:misplaced,astar:manhattan,idastar:pdb): one pane a value, each setting
// the options its parts name (an option a pane leaves out is the view's own).
/** @param {CompareSpec[]} compare @param {string[]} values @param {string[]} list @returns {CompareAsked} */
function comparePairs(compare, values, list) {
  if (values.length > MAX_PANES) throw coded('compare.param.count', { list });
  /** @type {CompareAsked['dims']} */
  const dims = [];
  const panes = values.map((v) => {
    /** @type {Options} */
    const opts = {};
    const parts = v.split(':').map((part) => {
      const dim = compare.find((d) => (d.values ?? []).includes(part));
      if (!dim) throw coded('compare.param.value', { list });
      // Two values of one option in a pane (astar:misplaced:manhattan): said as that, not as
      // a value named twice.
      if (dim.name in opts) {
        throw coded('compare.param.twice', { pane: v, first: String(opts[dim.name]), second: part, name: t(dim.label) });
      }
      opts[dim.name] = part;
      let entry = dims.find((e) => e.dim === dim);
      if (!entry) dims.push(entry = { dim, values: [] });
      if (!entry.values.includes(part)) entry.values.push(part);
      return { dim, value: part };
    });
    return { opts, key: v.replace(/:/g, '-'), parts };
  });
  return { dims, values, panes, pairs: true };
}

// A ratio as "18,817" or "2.5" (the fewest nodes at least 1).
/** @param {number} a @param {number} b */
export function ratioText(a, b) {
  if (!(b > 0)) return '–';
  const r = a / b;
  return r >= 100 ? fmt(Math.round(r)) : fmt(Math.round(r * 10) / 10);
}

// The ratio of two panes' nodes, `a` over `b` ({ nodes, finished }), as the catalogue key
// that says how sure it is: exact when both have finished; a search still going (or stopped
// at the recording limit) has at least the nodes it shows, so over a finished one the ratio
// is a lower bound, under one an upper bound, and between two unfinished ones only "so far".
/** @param {{ finished: boolean }} a @param {{ finished: boolean }} b */
export function ratioKind(a, b) {
  if (a.finished && b.finished) return 'exact';
  if (b.finished) return 'at_least';
  if (a.finished) return 'at_most';
  return 'so_far';
}

// A pane's counts as a phrase ("95 expanded, 146 generated, a solution of 20 moves"), those
// it has so far.
/** @param {string[]} names the name each count goes by @param {(number | null)[]} counts */
function countsText(names, counts) {
  return names.map((name, i) => (counts[i] === null || counts[i] === undefined ? '' : t(`compare.count.${name}`, { n: counts[i] })))
    .filter(Boolean).join(t('list.separator'));
}

// Go to the same view with `compare` (a list of values, or null for one view with
// option `name` = `single`).
/** @param {string[] | null} values @param {Record<string, string>} singles */
function navigate(values, singles) {
  const { route, params } = parseHash(currentHash());
  params.delete('step');
  params.delete('compare');
  if (values) params.set('compare', values.join(','));
  for (const [name, v] of Object.entries(singles)) params.set(name, v);
  goHash(`#/${route}?${params.toString()}`);
}

// The "Compare strategies" fieldset: a group of checkboxes per option that can be
// compared; ticking two or more in one group shows them side by side, fewer goes back to
// one view. `active`: the compare spec shown now, or null.
/** @param {CompareSpec[]} compare @param {CompareAsked | null} active */
export function compareControl(compare, active) {
  const pairs = !!(active && active.pairs);
  const box = el('fieldset', { className: 'compare-control' }, el('legend', {}, t('compare.title')),
    el('p', { className: 'hint' }, t(pairs ? 'compare.hint.pairs' : active ? 'compare.hint.on' : 'compare.hint.off')));
  const groups = compare.map((dim) => {
    const group = el('div', { className: 'compare-group', role: 'group', aria: { label: t('compare.group', { name: t(dim.label) }) } },
      el('span', { aria: { hidden: 'true' } }, t(dim.label)));
    const boxes = (dim.values ?? []).map((v) => {
      // Ticked: a value a pane uses (with pairs, each part of each pair).
      const input = el('input', { type: 'checkbox', value: v, checked: !!(active && active.dims.some((d) => d.dim.name === dim.name && d.values.includes(v))) });
      group.append(el('label', {}, input, ` ${t(dim.value(v))}`));
      return input;
    });
    // An option set only in some panes says in which.
    const when = dim.when;
    const by = when && compare.find((d) => d.name === when.name);
    if (when && by) {
      group.append(el('span', { className: 'compare-when' },
        t('compare.when', { name: t(dim.label), values: when.values.map((v) => t(by.value(v))) })));
    }
    box.append(group);
    return { dim, boxes };
  });
  for (const { boxes } of groups) {
    for (const input of boxes) {
      input.addEventListener('change', () => {
        // Every ticked value is compared: across options, every combination (at most
        // MAX_PANES panes); a group with one box ticked fixes that option. Fewer than two
        // panes goes back to one view with the options ticked.
        // An option that does not apply to a pane's other values is left out of it
        // (crossed()): BFS, A*, misplaced and Manhattan ticked are three panes.
        const tickedNow = () => groups.map((g) => g.boxes.filter((b) => b.checked).map((b) => b.value));
        const count = (/** @type {string[][]} */ on) => crossed(groups.map((g, i) => ({ dim: g.dim, values: on[i] }))
          .filter((d) => d.values.length)).length;
        let ticked = tickedNow();
        let panes = count(ticked);
        if (panes > MAX_PANES) {
          // Too many combinations: this box alone in its group is kept with the others.
          for (const b of boxes) if (b !== input) b.checked = false;
          ticked = tickedNow();
          panes = count(ticked);
        }
        /** @type {Record<string, string>} */
        const singles = {};
        groups.forEach((g, i) => { if (ticked[i].length === 1) singles[g.dim.name] = ticked[i][0]; });
        if (panes >= 2) navigate(ticked.flat(), {});
        else if (active) navigate(null, singles);
      });
    }
  }
  return box;
}

// "Your turn" in a race (predict=1 with compare=): before the panes play, the learner says
// which strategy finishes first; once one has, the verdict says whether it was that one
// (panes finishing at the same step are all first), with each pane's nodes. A pane stopped
// by a bound (the model's cursor says `bounded`: BFS at its frontier cap) or by the end of
// the recording has not finished; when none finishes the race has no winner and nobody
// loses a point. No search here either: the panes' own cursors say where each ended.
// Scored once per configuration (the panes' options): a race run again after Reset, or
// after a reload of the same link, is graded and not scored; kept in the browser apart
// from the single view's score.
/**
 * A pane's standing as the comparison's table and the race read it (Compare.summary()).
 * `nodes` is the count the ratio divides (View.compareColumns), `counts` every count of the table.
 * `names` what each count is called in this pane.
 * @typedef {{ name: string, value: string, steps: number, nodes: number, counts: (number | null)[], names: string[], finished: boolean, bounded: boolean, full: boolean }} PaneRow
 */

class Race {
  /** @param {Compare} compare @param {string} route */
  constructor(compare, route) {
    this.compare = compare;
    this.key = `searchlight.score.${route}.race`;
    this.on = false;
    this.graded = false;
    // The configurations whose race has been run to a winner, for the page's life; the
    // last one is kept in the browser too.
    /** @type {Set<string>} */
    this.raced = new Set();
    this.score = { right: 0, asked: 0 };
    try {
      const saved = JSON.parse(localStorage.getItem(this.key) || 'null');
      if (saved && Number.isFinite(saved.right) && Number.isFinite(saved.asked)) this.score = saved;
    } catch {
      // No storage here (a sandboxed frame): the score lasts the visit.
    }
    const legend = el('legend', {}, t('predict.race.ask'));
    this.choices = compare.panes.map((view) => {
      const pane = /** @type {Pane} */ (view.pane);
      const input = el('input', { type: 'radio', name: 'race', value: pane.value });
      return { input, label: el('label', {}, input, ' ', pane.name) };
    });
    this.verdict = el('p', { className: 'verdict', dataset: { role: 'verdict' }, aria: { live: 'polite' } });
    this.scoreLine = el('p', { className: 'score', dataset: { role: 'score' } });
    this.el = el('fieldset', { className: 'your-turn race', hidden: true },
      legend, ...this.choices.map((c) => c.label), this.verdict, this.scoreLine);
    this.drawScore();
  }

  toggle(on = !this.on) {
    this.on = on;
    this.el.hidden = !on;
    this.compare.player.pause();
  }

  // A new race (other options, Reset): asked afresh.
  reset() {
    this.graded = false;
    this.verdict.textContent = '';
    for (const c of this.choices) { c.input.checked = false; c.input.disabled = false; }
  }

  // After each frame: the choice is closed once the race has begun; graded once a pane
  // has finished (or none can go on).
  /** @param {PaneRow[]} rows */
  update(rows) {
    if (!this.on) return;
    const started = rows.some((r) => r.steps > 0);
    for (const c of this.choices) c.input.disabled = started;
    if (!started && this.graded) this.reset();
    if (this.graded) return;
    const done = rows.filter((r) => r.finished);
    const stuck = rows.every((r) => r.finished || r.full || r.bounded);
    if (!done.length && !stuck) return;
    this.graded = true;
    const picked = this.choices.find((c) => c.input.checked);
    const nodes = rows.map((r) => t('predict.race.nodes', { name: r.name, counts: countsText(r.names, r.counts) }))
      .join(t('predict.race.separator'));
    if (!done.length) {
      this.verdict.textContent = sentence(t('predict.race.none_finished', { nodes }));
      return;
    }
    const first = Math.min(...done.map((r) => r.steps));
    const winners = done.filter((r) => r.steps === first);
    const said = { first: winners.map((r) => r.name).join(t('list.separator')), step: first, nodes };
    // The winner is known now: this configuration's race scores no more.
    const config = this.config();
    const before = this.raced.has(config) || loadAnswered(this.calledKey, config).size > 0;
    this.raced.add(config);
    saveAnswered(this.calledKey, config, [0]);
    if (!picked) {
      this.verdict.textContent = sentence(t('predict.race.not_chosen', said));
      return;
    }
    const right = winners.some((r) => r.value === picked.input.value);
    if (!before) {
      this.score.asked += 1;
      this.score.right += right ? 1 : 0;
      try { localStorage.setItem(this.key, JSON.stringify(this.score)); } catch {
        // Not kept where the browser keeps nothing.
      }
    }
    this.verdict.textContent = [t(right ? 'predict.right' : 'predict.race.wrong'), sentence(t('predict.race.result', said)),
      before ? t('predict.race.scored_before') : ''].filter(Boolean).join(' ');
    this.drawScore();
  }

  get calledKey() { return `${this.key}.called`; }

  // The race's configuration: every pane's options.
  config() { return JSON.stringify(this.compare.panes.map((view) => configKey(view))); }

  drawScore() {
    this.scoreLine.textContent = t('predict.race.score', { right: this.score.right, asked: this.score.asked });
  }
}

/**
 * A view's class as a comparison builds its panes (its statics: types/view.d.ts).
 * @typedef {typeof import('../shell/view.js').View} ViewClass
 */

export class Compare {
  /**
   * @param {ViewClass} View
   * @param {HTMLElement} root
   * @param {Wasm} wasm
   * @param {URLSearchParams} params
   * @param {CompareAsked} spec
   * @param {Sayable[]} notices
   */
  static mount(View, root, wasm, params, spec, notices) {
    // A view may refuse side by side for some instances (`static compareRefused(wasm,
    // params)` gives a coded error): the caller says why and shows one view.
    const refused = View.compareRefused(wasm, params);
    if (refused) throw refused;
    const c = new Compare(View, root, wasm, spec);
    c.load(params, notices);
    return c;
  }

  /** @param {ViewClass} View @param {HTMLElement} root @param {Wasm} wasm @param {CompareAsked} spec */
  constructor(View, root, wasm, spec) {
    this.View = View;
    this.root = root;
    this.spec = spec;
    this.loaded = false;
    /** True while the comparison rebuilds its panes itself (load, change). */
    this.rebuilding = false;
    /** @type {Sayable[]} */
    this.notices = [];
    root.classList.add('compare');
    const side = el('div', { className: 'side compare-bar' });
    const main = el('div', { className: 'main panes' });
    // Under the panes: the counters side by side, the ratio, the choice of strategies.
    const foot = el('div', { className: 'compare-foot' });
    root.append(side, main, foot);
    // A pane is named (and keyed, data-value) by the values that differ between panes.
    const varying = spec.dims.filter((d) => d.values.length > 1);
    /** @type {AnyView[]} */
    this.panes = spec.panes.map(({ opts, key, parts }) => {
      // Panes named value by value (compare=astar:manhattan,...) say each of their values.
      const name = parts ? parts.map((p) => t(p.dim.value(p.value))).join(t('list.separator'))
        : varying.map(({ dim }) => t(dim.value(opts[dim.name]))).join(t('list.separator'));
      const value = parts ? key : varying.map(({ dim }) => opts[dim.name]).join('-');
      // The same, in the short names an option gives its values (`short`), for a title on
      // one line where room is short (full screen, style.css); none where none has one.
      const named = parts ?? varying.map(({ dim }) => ({ dim, value: String(opts[dim.name]) }));
      const short = named.some((p) => p.dim.short)
        ? named.map((p) => t(p.dim.short ? p.dim.short(p.value) : p.dim.value(p.value))).join(t('list.separator')) : '';
      const caption = el('h2', { className: 'pane-caption' }, name);
      if (short && short !== name) caption.dataset.short = short;
      const body = el('div', { className: 'pane-body' });
      const status = el('p', { className: 'pane-status' });
      main.append(el('section', { className: 'pane', dataset: { value }, aria: { label: t('compare.pane', { name }) } }, caption, body, status));
      const view = new View(body, wasm, { ctl: this, value, opts, name, status });
      return view;
    });
    const first = this.panes[0];
    // The first pane's form edits every pane (its strategy control is the panes').
    if (first.form) {
      for (const { dim } of spec.dims) {
        const own = first.form.elements[dim.name];
        const label = own && own.closest('label');
        if (label) label.hidden = true;
      }
      side.append(first.form);
      foldOptions(first.form, View.route, View.quick);
      // A box that only changes the drawing (not an option, or one the view names in
      // `static drawOnly`) is ticked in every pane; options reach every pane by change().
      const options = new Set(View.optionsFor(first.wasm).map((o) => o.name));
      const drawOnly = new Set(View.drawOnly || []);
      first.form.addEventListener('change', (e) => {
        const el = /** @type {HTMLInputElement} */ (e.target);
        if (el.type !== 'checkbox' || !el.name || (options.has(el.name) && !drawOnly.has(el.name))) return;
        for (const view of this.panes.slice(1)) {
          const mine = view.form && view.form.elements[el.name];
          if (!mine || mine.checked === el.checked) continue;
          mine.checked = el.checked;
          mine.dispatchEvent(new Event('change'));
        }
      });
    }
    const playerEl = el('div', { className: 'player' });
    // First in the bar, as in every view (the options under it).
    side.prepend(playerEl);
    // Scrolled sideways on its own where it is wider than a phone (the puzzle's six
    // columns), not the page; reachable from the keys.
    this.table = el('table', { className: 'compare compare-table scrolls', tabIndex: 0, aria: { label: t('compare.table') } });
    this.ratio = el('p', { className: 'compare-ratio', dataset: { role: 'ratio' } });
    foot.append(this.table, this.ratio, compareControl(View.compareFor(wasm) ?? [], spec));
    const models = () => this.panes.map((p) => p.model).filter(Boolean);
    // The panes' models as one: the player's cursor is the furthest pane's.
    /** @type {PlayerModel} */
    this.model = {
      step(n) {
        let most = 0;
        for (const m of models()) if (!m.cursor().finished) most = Math.max(most, m.step(n));
        return most;
      },
      seek(k) {
        let at = 0;
        for (const m of models()) at = Math.max(at, m.seek(k));
        return at;
      },
      back(n) {
        const s = this.cursor().steps;
        const k = Math.max(0, s - n);
        this.seek(k);
        return s - k;
      },
      reset() { for (const m of models()) m.reset(); },
      cursor() {
        const cs = models().map((m) => m.cursor());
        return {
          steps: Math.max(0, ...cs.map((c) => c.steps)),
          recorded: Math.max(0, ...cs.map((c) => c.recorded)),
          finished: cs.every((c) => c.finished),
          ended: cs.every((c) => c.ended),
          // Stopped only when no pane can go on.
          full: cs.some((c) => c.full && !c.finished) && cs.every((c) => c.finished || c.full),
        };
      },
    };
    this.player = new Player(playerEl, {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
      fullHint: first.fullHint ? t(first.fullHint) : '',
    });
    // "Your turn": which strategy finishes first (predict=1, the button, key Y).
    this.race = new Race(this, View.route);
    const toggle = el('button', { type: 'button', dataset: { act: 'predict' }, title: t('predict.race.title'), aria: { pressed: 'false' } }, t('predict.toggle'));
    toggle.addEventListener('click', () => this.setPredict(!this.race.on));
    const buttons = part(playerEl, '[data-role=toggles]');
    buttons.append(toggle);
    this.predictToggle = toggle;
    playerEl.after(this.race.el);
    // "The code": each pane's listing under its board (code=1, the button, key C).
    if (View.code) {
      const code = el('button', { type: 'button', title: t('code.toggle.title'), dataset: { act: 'code' }, aria: { pressed: 'false' } }, t('code.toggle'));
      code.addEventListener('click', () => this.setCode(!this.panes[0].codePanel?.on));
      buttons.append(code);
      this.codeToggle = code;
    }
    this.keys = (/** @type {KeyboardEvent} */ e) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input:not([type=radio]), select, textarea')) return;
      const key = e.key.toLowerCase();
      if (key === 'y') this.setPredict(!this.race.on);
      else if (key === 'c' && this.codeToggle) this.setCode(!this.panes[0].codePanel?.on);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', this.keys);
  }

  /** @param {boolean} on */
  setCode(on) {
    for (const view of this.panes) view.setCode(on);
    this.codeToggle?.setAttribute('aria-pressed', String(on));
    this.saveUrl();
  }

  /** @param {boolean} on */
  setPredict(on) {
    this.race.toggle(on);
    this.predictToggle.setAttribute('aria-pressed', String(on));
    this.summary();
    this.saveUrl();
  }

  /** @param {URLSearchParams} params @param {Sayable[]} [notices] */
  load(params, notices = []) {
    this.rebuilding = true;
    try {
      for (const [i, view] of this.panes.entries()) {
        const p = new URLSearchParams(params);
        for (const key of ['compare', 'speed', 'autoplay', 'predict', 'challenge', 'goal']) p.delete(key);
        for (const [name, v] of Object.entries(this.spec.panes[i].opts)) {
          // A compare word an option spells otherwise (a flag's on and off): the option's value.
          const dim = this.spec.dims.find((d) => d.dim.name === name)?.dim;
          p.set(name, dim && dim.option ? dim.option(String(v)) : String(v));
        }
        view.load(p);
      }
    } finally {
      this.rebuilding = false;
    }
    const all = [...notices, ...this.notices];
    // A challenge is the single view's (its panel is not in the comparison): said, not
    // dropped unsaid.
    const challenge = params.get('challenge');
    if (challenge !== null) {
      all.push(t('notice.ignored', { key: 'challenge', value: quote(challenge), why: t('challenge.in_compare'), fallback: t('challenge.fallback_compare') }));
    }
    const speedText = params.get('speed');
    if (speedText !== null) {
      try { this.player.setSpeed(speedParam(speedText)); } catch (e) {
        all.push(t('notice.ignored', { key: 'speed', value: quote(speedText), why: say(e), fallback: t('fallback.speed') }));
      }
    }
    this.loaded = true;
    const predict = params.get('predict');
    if (predict !== null && parseFlag(predict)) this.setPredict(true);
    // The panes read code=1 themselves; the button says so.
    if (this.codeToggle) this.codeToggle.setAttribute('aria-pressed', String(!!this.panes[0].codePanel?.on));
    this.player.setModel(this.panes.every((p) => p.model) ? this.model : null);
    this.saveUrl();
    if (all.length) showNotices(all);
    const auto = params.get('autoplay');
    // Reduced motion: the panes stay at their frame (as a view's autoplay, view.js).
    if (auto !== null && parseFlag(auto) && this.player.model && !this.race.on && !reducedMotion()) this.player.play();
  }

  // A pane rebuilt itself (its model made later, in a worker's time): once every pane has
  // its model, the player takes them. Not while the comparison rebuilds its panes itself
  // (load, change), which sets the player once they are all done.
  paneRebuilt() {
    if (!this.loaded || this.rebuilding) return;
    const ready = this.panes.every((p) => p.model);
    if (ready !== (this.player.model !== null)) this.player.setModel(ready ? this.model : null);
  }

  // A pane's notice (each pane reads the same URL: said once).
  /** @param {Sayable[]} list */
  notice(list) { this.notices.push(...list); }

  // The first pane's form changed an option: every pane takes it.
  /** @param {Options} patch */
  change(patch) {
    this.player.pause();
    this.race.reset();
    this.rebuilding = true;
    try {
      for (const view of this.panes) view.change(patch, true);
    } finally {
      this.rebuilding = false;
    }
    this.player.setModel(this.panes.every((p) => p.model) ? this.model : null);
    this.saveUrl();
  }

  render() {
    for (const view of this.panes) view.render();
    this.keyCounters();
    this.summary();
  }

  // The counters a pane keeps where room is short (View.keyCounters), marked `key` (a pane
  // may rebuild its counters as its search changes family).
  keyCounters() {
    const keys = new Set(this.View.keyCounters);
    for (const dd of this.root.querySelectorAll('.pane .counters dd[data-c]')) {
      dd.parentElement?.classList.toggle('key', keys.has(String(/** @type {HTMLElement} */ (dd).dataset.c)));
    }
  }

  // The counters side by side, the ratio, and a line per pane in the status line. A ratio
  // with an unfinished pane in it is a bound (ratioKind), and says so; before the first
  // step there is nothing to compare yet.
  summary() {
    // The counts the view names (compareColumns): the nodes of its search tree by default,
    // the states expanded and generated and the solution's length for the puzzle. The ratio
    // divides the first count that is not a length.
    /** @type {CompareColumn[]} */
    const columns = this.View.compareColumns;
    const divided = columns.find((c) => c.ratio !== false) ?? columns[0];
    /** @type {PaneRow[]} */
    const rows = this.panes.map((view) => {
      const f = view.frame;
      const pane = /** @type {Pane} */ (view.pane);
      /** @type {import('../../searchlight.js').Cursor | null} */
      const c = view.model ? view.model.cursor() : null;
      const ended = c ? c.finished : false;
      // Ended at a bound (BFS at its frontier cap), as the model says: not finished.
      const bounded = !!(c && ended && c.bounded);
      const finished = ended && !bounded;
      const counts = columns.map((col) => (f ? col.value(f) : null));
      // What each count is called in this pane (the depth-first family enters states).
      const names = columns.map((col) => (f && col.as ? col.as(f) : col.name));
      return {
        name: pane.name, value: pane.value, steps: c ? c.steps : 0, nodes: (f && divided.value(f)) || 0, counts, names, finished, bounded,
        // Stopped where the page keeps no more steps: its search did not end.
        full: !!(c && c.full && !ended && c.steps >= c.recorded),
      };
    });
    const started = rows.some((r) => r.steps > 0 || r.finished);
    const fewest = rows.reduce((a, r) => (r.nodes < a.nodes ? r : a), rows[0]);
    // A column's name: what its panes count, both where they differ ("expanded or entered").
    const called = columns.map((col, i) => [...new Set(rows.map((r) => r.names[i]))]
      .sort((a, b) => Number(b === col.name) - Number(a === col.name)).join('_'));
    const what = called[columns.indexOf(divided)];
    const head = [t('compare.col.strategy'), t('compare.col.steps'), ...called.map((k) => t(`compare.col.${k}`)),
      t('compare.col.ratio', { name: t(`compare.col.${what}`) })];
    const cap = el('caption', {}, t('compare.table'));
    // A row of the table: a header row (`th`), or a pane's, its first cell naming it; a
    // count's cell says which count it is (data-col).
    const tr = (/** @type {string[]} */ cells, /** @type {boolean} */ th = false) => el('tr', {}, ...cells.map((text, i) => {
      const dataset = i >= 2 && i < 2 + columns.length ? { col: columns[i - 2].name } : undefined;
      if (th) return el('th', { scope: 'col', dataset }, text);
      return i === 0 ? el('th', { scope: 'row' }, text) : el('td', { dataset }, text);
    }));
    const cell = (/** @type {PaneRow} */ r) => {
      if (!started || !(fewest.nodes > 0)) return '–';
      const kind = r === fewest ? 'exact' : ratioKind(r, fewest);
      return t(`compare.cell.${kind}`, { ratio: ratioText(r.nodes, fewest.nodes) });
    };
    const shown = (/** @type {number | null} */ n) => (n === null || n === undefined ? '–' : fmt(n));
    this.table.replaceChildren(cap, tr(head, true),
      ...rows.map((r) => tr([r.name, fmt(r.steps), ...r.counts.map(shown), cell(r)])));
    // The most over the fewest (the first two panes while they are even).
    const most = rows.reduce((a, r) => (r.nodes > a.nodes ? r : a), rows[0]);
    const least = rows.reduce((a, r) => (r.nodes < a.nodes ? r : a), most === rows[0] ? rows[1] : rows[0]);
    this.ratio.textContent = !started ? t('compare.ratio.none')
      : t(`compare.ratio.${ratioKind(most, least)}`, { what: t(`compare.what.${what}`), a: most.name, b: least.name, ratio: ratioText(most.nodes, least.nodes) });
    // Finished panes first, in the order they finished.
    const line = (/** @type {PaneRow} */ r) => {
      if (r.finished) return 'compare.line.done';
      if (r.bounded) return 'compare.line.bound';
      if (r.full) return 'compare.line.full';
      return r.steps > 0 ? 'compare.line.running' : 'compare.line.waiting';
    };
    const lines = [...rows].sort((a, b) => (Number(b.finished) - Number(a.finished)) || (a.finished ? a.steps - b.steps : 0))
      .map((r) => sentence(t(line(r), { name: r.name, step: r.steps, counts: countsText(r.names, r.counts) })));
    setStatus(joined(...lines));
    this.race.update(rows);
  }

  saveUrl() {
    if (!this.loaded) return;
    const out = this.panes[0].urlOut();
    for (const { dim } of this.spec.dims) delete out[dim.name];
    out.compare = this.spec.values.join(',');
    out.speed = this.player.speedName;
    const steps = this.model.cursor().steps;
    out.step = steps > 0 ? steps : undefined;
    out.predict = this.race && this.race.on ? 1 : undefined;
    saveState(this.View.route, out, this.panes[0].embed);
  }

  destroy() {
    document.removeEventListener('keydown', this.keys);
    this.player.destroy();
    for (const view of this.panes) view.destroy();
    this.root.classList.remove('compare');
  }
}
