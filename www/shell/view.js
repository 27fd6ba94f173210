// What every view shares, and the one cycle they all follow:
//   URL -> checked options -> model -> player -> render -> URL.
// A view (www/views/ROUTE/view.js) extends View and supplies only what is its own: the
// hooks of the view contract, each declared and documented once in types/view.d.ts
// (ViewHooks for an instance, ViewStatics for the class), where tsc checks every view
// against them. View owns the rest: notices for bad values, the form kept in step with the
// options, the player, the URL, worker jobs (jobs.js), the panels, and letting go of
// everything when the view is left; a view that extends one of these (rebuild, change,
// load, syncForm, urlOut, render, destroy) calls super.
import { Player, speedParam, reducedMotion } from './player.js';
import { announce, paceRegion } from './announce.js';
import { BoardCanvas } from '../draw/board.js';
import { parseFlag, saveState, newEntry, formatHash } from './url.js';
import { setStatus, addStatus, showNotices, clearNotices, scrollable } from './status.js';
import { say, sentence, joined, t, quote } from '../text/index.js';
import { stepParam, el, part } from './kit.js';
import { Jobs } from './jobs.js';
import { TreePanel } from '../panels/tree.js';
import { YourTurn } from '../panels/predict.js';
import { ChallengePanel } from '../panels/challenge.js';
import { CodePanel } from '../panels/code/panel.js';
import { Compare, compareParam, compareControl } from '../panels/compare.js';
import { BoardTable } from '../panels/board-table.js';
import { Folds, foldOptions, folding } from './fold.js';

// Why a value was ignored, for a notice's {why}: a coded message stays one, so the notice
// says it whole (a string that long would be cut short as a quoted value, "…misplaced,
// manh…"); the values inside it are still quoted short.
/** @param {unknown} e @returns {Sayable} */
const reason = (e) => {
  const o = /** @type {{ code?: string, params?: Params }} */ (e);
  return o && typeof o === 'object' && o.code ? { code: o.code, params: o.params || {} } : say(/** @type {Sayable} */ (e));
};

// The options of each view class: Rust's declarations for its route with the page's
// extras, then the page's own (see `static options` above); built once per class.
// One path for every view: each declares its options in Rust.
/** @type {WeakMap<typeof View, ViewOption[]>} */
const OPTIONS = new WeakMap();

// The declared options of `route` in `opts`, as Rust takes them (null: the default).
/** @param {Wasm} wasm @param {string} route @param {Options} opts */
function declaredValues(wasm, route, opts) {
  /** @type {Options} */
  const values = {};
  for (const spec of wasm.option_schema(route)) values[spec.name] = opts[spec.name] ?? null;
  return values;
}

// A bad value Rust named, as the page's coded errors are.
const codedError = (/** @type {import('../../searchlight.js').Bad} */ bad) => Object.assign(new Error(bad.code), { code: bad.code, params: bad.params });

/**
 * The wasm glue's exports, as its declarations say (target/types/searchlight.d.ts, which
 * scripts/types writes from the Rust structs that cross the boundary).
 * @typedef {typeof import('../../searchlight.js')} Wasm
 */

/**
 * What the View asks of its model: wasm's Search (src/web/search.rs) as any model of the
 * registry, its frame and extras typed per model (types/search.d.ts).
 * @typedef {SearchOf<ModelName>} Model
 */

/**
 * A view; `M` is its model, a wasm Search of the model names it builds (e.g.
 * `View<SearchOf<'knight'>>`), which types `this.model` and so the frames it draws. Its hooks (ViewHooks) and static declarations (ViewStatics)
 * are the contract's, types/view.d.ts; below are the defaults View has for them.
 * @template {Model} [M=any]
 */
export class View {
  /** @type {ViewStatics['route']} */
  static route = '';
  /** @type {ViewStatics['options']} */
  static options = [];
  /** @type {ViewStatics['compare']} */
  static compare = null;
  /** @type {ViewStatics['compareColumns']} */
  static compareColumns = [{ name: 'nodes', value: (f) => Number(f.nodes) }];
  /** @returns {ViewStatics['keyCounters']} */
  static get keyCounters() { return this.compareColumns.map((c) => c.name); }
  /** @type {ViewStatics['compareRefused']} */
  static compareRefused(wasm, params) { return null; } // eslint-disable-line no-unused-vars
  /** @type {ViewStatics['predict']} */
  static predict = false;
  /** @type {ViewStatics['code']} */
  static code = false;
  /** @type {ViewStatics['legend']} */
  static legend = [];
  /** @type {ViewStatics['drawOnly']} */
  static drawOnly = [];
  /** @type {ViewStatics['quick']} */
  static quick = null;
  /** @type {ViewStatics['about']} */
  static about = '';
  /** @type {ViewStatics['boardSummary']} */
  static boardSummary = '';

  // The defaults of the contract's hooks (types/view.d.ts); build, createModel and draw are
  // every view's own, and never run here.
  build() {}
  /** @param {Options} opts @returns {M | null} */
  createModel(opts) { return null; } // eslint-disable-line no-unused-vars
  /** @param {any} frame */
  draw(frame) {} // eslint-disable-line no-unused-vars
  /** @param {Options} next @param {Options | null} patch */
  check(next, patch) {} // eslint-disable-line no-unused-vars
  get fullHint() { return ''; }
  /** @param {number} sq @returns {string | null} */
  describeSquare(sq) { return null; } // eslint-disable-line no-unused-vars
  /** @param {number} sq @returns {string} */
  enterHint(sq) { return t('cursor.enter.pick'); } // eslint-disable-line no-unused-vars
  /** @returns {Record<string, unknown>} */
  moreFigures() { return {}; }
  // A lesson's figures wait ("…") while the search tree is being measured: its figures are
  // null until the measurement ends, which would read as "none" ("–"), and the words grow
  // when they come.
  figuresPending() { return !!this.treePanel && this.treePanel.job.running; }
  predictNone() { return 'predict.none'; }
  /** @returns {HTMLCanvasElement | null} */
  get exportCanvas() {
    const canvas = /** @type {HTMLCanvasElement | null} */ (this.root.querySelector('.stage canvas'));
    return canvas && !canvas.hidden ? canvas : null;
  }

  // What the keyboard's cursor on square `sq` says: the square, what is on it, and what Enter
  // does there ("Your turn" takes the square as an answer).
  /** @param {BoardCanvas} board @param {number} sq */
  cursorSentence(board, sq) {
    const what = this.frame ? this.describeSquare(sq) : null;
    const hint = this.yourTurn && this.yourTurn.on ? t('cursor.enter.answer') : this.enterHint(sq);
    return joined(sentence(what ?? board.name(sq)), hint);
  }

  // The frame's figures by name, for a lesson's text: the counters as drawn now (their
  // values, numbers as numbers) and what the view adds (moreFigures()).
  /** @returns {Record<string, unknown>} */
  figures() {
    const counted = /** @type {{ counters?: Counters }} */ (/** @type {unknown} */ (this)).counters;
    const tree = this.treePanel ? this.treePanel.figures() : {};
    return { ...(counted && counted.values ? counted.values : {}), ...tree, ...this.moreFigures() };
  }

  // The view's class, for its static declarations.
  get viewClass() { return /** @type {typeof View} */ (this.constructor); }

  /** @param {Wasm} wasm @returns {ViewOption[]} */
  static optionsFor(wasm) {
    if (!OPTIONS.has(this)) {
      const extras = new Map(this.options.map((o) => [o.name, o]));
      const route = this.route;
      const declared = wasm.option_schema(route).map((spec) => {
        const extra = /** @type {Partial<ViewOption>} */ (extras.get(spec.name) || {});
        return {
          ...spec,
          default: spec.default ?? undefined,
          // One value, checked by Rust with the others as they stand (a value checked
          // with the whole set only is kept as written, for check() to judge).
          parse: (/** @type {string} */ raw, /** @type {Options} */ opts) => {
            const text = extra.fromUrl ? extra.fromUrl(raw) : raw;
            if (extra.together) return text;
            const { values, errors } = wasm.check_options(route, declaredValues(wasm, route, { ...opts, [spec.name]: text }));
            const bad = errors.find((e) => e.name === spec.name);
            if (bad) throw codedError(bad);
            return values[spec.name] ?? undefined;
          },
          ...extra,
        };
      });
      const names = new Set(declared.map((o) => o.name));
      OPTIONS.set(this, [...declared, ...this.options.filter((o) => !names.has(o.name))]);
    }
    return /** @type {ViewOption[]} */ (OPTIONS.get(this));
  }

  get options() { return this.viewClass.optionsFor(this.wasm); }

  // The choices Rust declares for option `name`.
  /** @param {string} name @returns {string[]} */
  choices(name) { return this.option(name).choices ?? []; }

  // Option `name` of this view, which it has.
  /** @param {string} name @returns {ViewOption} */
  option(name) {
    const o = this.options.find((x) => x.name === name);
    if (!o) throw new Error(`no option ${name}`);
    return o;
  }

  // What may be compared side by side (`static compare`: [{ name, label, value(v) }]), each
  // with its values: the choices Rust declares for that option.
  /** @param {Wasm} wasm @returns {CompareSpec[] | null} */
  static compareFor(wasm) {
    if (!this.compare) return null;
    const options = this.optionsFor(wasm);
    return this.compare.map((d) => ({ ...d, values: options.find((o) => o.name === d.name)?.choices }));
  }

  // The declared options of `o` as a wasm constructor takes them: one options object.
  /** @param {Options} o */
  declaredValues(o) { return declaredValues(this.wasm, this.viewClass.route, o); }

  // A new wasm Search of model `name` (the registry's: a view's `models`) built from its
  // `options` and the `extra` argument some take (a pattern database's bytes), which are
  // kept (`recipe`): an export builds the same model again in a worker (export/data.js),
  // since a wasm object cannot be sent there.
  /**
   * @template {ModelName} K
   * @param {K} name @param {Options} options @param {unknown} [extra]
   * @returns {SearchOf<K>}
   */
  make(name, options, extra) {
    this.recipe = { name, args: [options, extra] };
    return /** @type {SearchOf<K>} */ (/** @type {unknown} */ (new this.wasm.Search(name, options, extra)));
  }

  // The whole set checked by Rust, building nothing: the first bad value, as an error.
  /** @param {Options} next */
  checkOptions(next) {
    const { errors } = this.wasm.check_options(this.viewClass.route, this.declaredValues(next));
    if (errors.length) throw codedError(errors[0]);
  }

  // The shell's entry point: build the view in `root` and show the state `params` name.
  // With compare= (`static compare` lists what may be compared): panes side by side.
  /**
   * @param {HTMLElement} root
   * @param {Wasm} wasm
   * @param {URLSearchParams} params
   */
  static mount(root, wasm, params) {
    /** @type {Sayable[]} */
    const notices = [];
    const raw = params.get('compare');
    if (raw !== null) {
      try {
        return Compare.mount(this, root, wasm, params, compareParam(this.compareFor(wasm), raw), notices);
      } catch (e) {
        if (!e.code) throw e;
        notices.push(t('notice.ignored', { key: 'compare', value: quote(raw), why: reason(e), fallback: t('fallback.compare') }));
        root.replaceChildren();
        root.classList.remove('compare');
      }
    }
    const view = new this(root, wasm);
    view.load(params, notices);
    return view;
  }

  // `pane`: { ctl, value, name, status } when this view is one pane of a comparison
  // (compare.js): no player or URL of its own, its status line in its pane.
  /**
   * @param {HTMLElement} root
   * @param {Wasm} wasm
   * @param {Pane | null} [pane]
   */
  constructor(root, wasm, pane = null) {
    this.root = root;
    this.pane = pane;
    this.wasm = wasm;
    /** @type {M | null} */
    this.model = null;
    /** @type {(() => void) | null} set by a lesson that shows this view */
    this.afterRender = null;
    /** @type {((name: string) => void) | null} set by a page that asks about this board (practice): it takes every pick */
    this.picks = null;
    /** @type {Set<string> | null} the link's parameters this view reads (load() sets it) */
    this.known = null;
    /** @type {PlayerLike | null} */
    this.player = null;
    /** @type {{ name: string, args: unknown[] } | null} the model's name and arguments (make()) */
    this.recipe = null;
    /** @type {any} the frame drawn last (the model's own type), or null */
    this.frame = null;
    /** @type {TreePanel | null} */
    this.treePanel = null;
    /** @type {BoardTable | null} the board as a table (board-table.js), for a view with boardCells() */
    this.boardTable = null;
    /** @type {OptionsForm | null} */
    this.form = null;
    /** @type {HTMLButtonElement | null} */
    this.predictToggle = null;
    /** @type {ChallengePanel | null} */
    this.challengePanel = null;
    /** @type {HTMLButtonElement | null} */
    this.codeToggle = null;
    /** @type {Folds | null} the legend and "What is happening" (explain()) */
    this.folds = null;
    this.embed = false;
    this.noLegend = false;
    this.loaded = false;
    this.jobs = new Jobs();
    /** @type {Options} */
    this.opts = {};
    for (const o of this.options) this.opts[o.name] = o.default;
    this.yourTurn = this.viewClass.predict && !pane ? new YourTurn(this) : null;
    // "The code": the algorithm's listing, its current line and variables (code=1).
    this.codePanel = this.viewClass.code ? new CodePanel() : null;
    this.build();
    this.speakCursor();
    this.explain();
    this.arrange();
    // The lines a long job rewrites as it goes, spoken at a pace a person can hear.
    for (const line of this.root.querySelectorAll('[data-paced]')) paceRegion(/** @type {HTMLElement} */ (line));
    this.bindForm();
    this.resize = () => { if (this.model) this.render(); };
    window.addEventListener('resize', this.resize);
    // Y: "Your turn" on or off; C: the code (not while typing).
    this.keys = (/** @type {KeyboardEvent} */ e) => {
      if (pane || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea, [contenteditable]')) return;
      const key = e.key.toLowerCase();
      if (key === 'y' && this.yourTurn) this.setPredict(!this.yourTurn.on);
      else if (key === 'c' && this.codePanel) this.setCode(!this.codePanel.on);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', this.keys);
    // A pane of a comparison shows its own listing under its board.
    if (pane && this.codePanel) this.root.append(this.codePanel.el);
  }

  // The board the keyboard moves a cursor over (a BoardCanvas with onPick), if the view has one.
  get keyBoard() {
    const board = /** @type {{ board?: unknown }} */ (/** @type {unknown} */ (this)).board;
    return board instanceof BoardCanvas && board.canvas.tabIndex >= 0 ? board : null;
  }

  // A board the keyboard moves over says its keys (aria-describedby) and, as the cursor
  // moves, the square it reaches (cursorSentence, announce.js); render() draws the cursor
  // over the frame, and the board itself as the cursor or the focus moves.
  speakCursor() {
    const board = this.keyBoard;
    if (this.pane || !board) return;
    const hint = el('p', { className: 'visually-hidden', id: 'board-keys' }, t('cursor.keys'));
    board.canvas.after(hint);
    board.canvas.setAttribute('aria-describedby', 'board-keys');
    board.speak = (sq) => announce(this.cursorSentence(board, sq));
  }

  // Beside the board: a legend for every colour and mark the view draws (`static legend`:
  // [{ key, style }] with a catalogue key and the CSS of its swatch), and a folding
  // "What is happening" panel (`static about`: a catalogue key).
  explain() {
    const { legend, about } = this.viewClass;
    // After the board's own controls and counters, so the player stays near the board.
    const place = (/** @type {HTMLElement} */ el) => this.root.append(el);
    if (this.pane) return;
    const route = this.viewClass.route;
    // Each folds as a person's visits go (fold.js, applied by load()).
    this.folds = new Folds(route, legend, about);
    for (const part of this.folds.parts) place(part);
    // The panels, in this order in every view, folded until asked for (fold.js).
    if (this.treeSpec) {
      this.treePanel = new TreePanel(this);
      place(folding(this.treePanel.el, route, 'tree'));
    }
    const compare = this.viewClass.compareFor(this.wasm);
    if (compare) {
      const control = compareControl(compare, null);
      // Named by the fold's title: its legend for screen readers only.
      part(control, 'legend').className = 'visually-hidden';
      place(folding(/** @type {HTMLDetailsElement} */ (el('details', { className: 'compare-fold' }, el('summary', {}, t('compare.title')), control)), route, 'compare'));
    }
    this.challengePanel = new ChallengePanel(this);
    place(folding(this.challengePanel.el, route, 'challenge'));
    // Practice: questions on fresh instances of this view (practice/page.js), where it has them.
    if (this.wasm.practice_views().some((v) => v.route === route)) {
      const lang = document.documentElement.dataset.langInUrl;
      place(el('p', { className: 'practice-link' }, el('a', { href: formatHash('practice', { views: route, lang: lang || undefined }) }, t('practice.open'))));
    }
  }

  // The board (the view's `.stage` elements) in one column, everything else (options,
  // player, counters, legend, the rest) in a side panel: beside the board where the window
  // is wide enough, under it where not (style.css), so a wide screen is used.
  arrange() {
    const children = /** @type {HTMLElement[]} */ ([...this.root.children]);
    const main = el('div', { className: 'main' }, ...children.filter((c) => c.classList.contains('stage')));
    // A board of text (the ladder's layers) takes what the panel leaves; a canvas its size.
    if (!main.querySelector('canvas')) main.classList.add('fluid');
    const side = el('div', { className: 'side' }, ...children.filter((c) => !c.classList.contains('stage')));
    // "Board as a table" under the board, for a view that says what its squares hold
    // (`boardCells()`, board-table.js); in a pane of a comparison, under each pane's board,
    // named by its pane (several tables on a page each say whose board they are).
    if (this.boardCells) {
      const summary = this.viewClass.boardSummary;
      this.boardTable = new BoardTable(this, summary ? t(summary) : undefined, this.pane ? this.pane.name : '');
      main.append(this.boardTable.el);
    }
    // The player first in the panel, in every view (and so first for the keys too), with
    // "Your turn" and the code it opens right after it.
    const lead = [this.player?.root, this.yourTurn?.el, this.codePanel?.el].filter((e) => e && e.parentElement === side);
    side.prepend(.../** @type {HTMLElement[]} */ (lead));
    this.root.append(main, side);
    if (this.pane) {
      // A pane shows its board and counters; its player and the rest are the comparison's.
      const counts = /** @type {HTMLElement | null} */ (side.querySelector('[data-role=counters]'));
      if (counts) main.append(counts);
      side.hidden = true;
    }
  }

  // The shared player in `box`, drawing this view.
  /** @param {HTMLElement} box @returns {PlayerLike} */
  makePlayer(box) {
    if (this.pane) {
      box.hidden = true;
      const none = () => {};
      this.player = { root: box, pause: none, play: none, setModel: none, setSpeed: none, destroy: none, speedName: '' };
      return this.player;
    }
    const player = new Player(box, {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
      fullHint: this.fullHint ? t(this.fullHint) : '',
    });
    this.player = player;
    const buttons = part(box, '[data-role=toggles]');
    const yourTurn = this.yourTurn;
    if (yourTurn) {
      // The toggle among the player's buttons; the questions under the player.
      const toggle = el('button', { type: 'button', className: 'btn toggle', title: t('predict.toggle.title'), dataset: { act: 'predict' }, aria: { pressed: 'false' } }, t('predict.toggle'));
      toggle.addEventListener('click', () => this.setPredict(!yourTurn.on));
      buttons.append(toggle);
      this.predictToggle = toggle;
      box.after(yourTurn.el);
    }
    const codePanel = this.codePanel;
    if (codePanel) {
      const toggle = el('button', { type: 'button', className: 'btn toggle', title: t('code.toggle.title'), dataset: { act: 'code' }, aria: { pressed: 'false' } }, t('code.toggle'));
      toggle.addEventListener('click', () => this.setCode(!codePanel.on));
      buttons.append(toggle);
      this.codeToggle = toggle;
      (yourTurn ? yourTurn.el : box).after(codePanel.el);
    }
    return player;
  }

  // Every option with `input` is edited by the form control of its name (a pane's form is
  // the comparison's, folded there).
  bindForm() {
    this.form = this.form || this.root.querySelector('form.options');
    if (!this.form) return;
    if (!this.pane) foldOptions(this.form, this.viewClass.route, this.viewClass.quick);
    this.form.addEventListener('submit', (e) => e.preventDefault());
    for (const o of this.options) {
      if (!o.input) continue;
      const el = /** @type {HTMLInputElement | undefined} */ (this.form.elements.namedItem(o.name) ?? undefined);
      if (!el) continue;
      el.addEventListener('change', () => {
        const raw = el.type === 'checkbox' ? (el.checked ? '1' : '0') : el.value.trim();
        this.edit(o, raw);
      });
    }
  }

  // A person edited option `o` to `raw`: parse it, then change.
  /** @param {ViewOption} o @param {string} raw */
  edit(o, raw) {
    let value;
    try {
      value = o.parse ? o.parse(raw, this.opts, this) : raw;
    } catch (e) {
      showNotices([sentence(e)]);
      this.syncForm();
      return;
    }
    this.change({ [o.name]: value });
  }

  /** Whether `key` is a parameter of this view's links (before load(), every key is).
   *  @param {string} key */
  knows(key) {
    return this.known === null || this.known.has(key);
  }

  // Read the URL's parameters, keeping what is valid and naming what is not.
  /** @param {URLSearchParams} params @param {Sayable[]} [earlier] */
  load(params, earlier = []) {
    const notices = [...earlier];
    const o = { ...this.opts };
    const known = new Set(['step', 'speed', 'embed', 'autoplay', 'legend', 'lang', 'compare', 'predict', 'code', 'challenge', 'goal']);
    for (const opt of this.options) {
      known.add(opt.name);
      const raw = params.get(opt.name);
      if (raw === null) continue;
      try {
        o[opt.name] = opt.parse ? opt.parse(raw, o, this) : raw;
      } catch (e) {
        const fallback = opt.fallback ? opt.fallback(o) : opt.default;
        notices.push(t('notice.ignored', { key: opt.name, value: quote(raw), why: reason(e), fallback: say(fallback) }));
      }
    }
    let step = 0;
    const stepText = params.get('step');
    if (stepText !== null) {
      try { step = stepParam(stepText); } catch (e) {
        notices.push(t('notice.ignored', { key: 'step', value: quote(stepText), why: reason(e), fallback: t('fallback.step0') }));
      }
    }
    const speedText = params.get('speed');
    if (speedText !== null && this.player) {
      try { this.player.setSpeed(speedParam(speedText)); } catch (e) {
        notices.push(t('notice.ignored', { key: 'speed', value: quote(speedText), why: reason(e), fallback: t('fallback.speed') }));
      }
    }
    // Embed mode (course notes in an iframe): the board, a compact player, the status line.
    /** @type {Record<string, boolean>} */
    const flags = {};
    for (const key of ['embed', 'autoplay', 'legend', 'predict', 'code']) {
      const raw = params.get(key);
      if (raw === null) continue;
      const v = parseFlag(raw);
      if (v === null) notices.push(t('notice.ignored', { key, value: quote(raw), why: t('param.flag'), fallback: t(key === 'legend' ? 'fallback.on' : 'fallback.off') }));
      else if (v !== undefined) flags[key] = v;
    }
    this.embed = !!flags.embed;
    document.body.classList.toggle('embed', this.embed);
    // legend=0: an embed without the legend beside its board.
    this.noLegend = flags.legend === false;
    document.body.classList.toggle('no-legend', this.noLegend);
    // Always whole in a lesson and an embed (what a slide or a frame shows is part of it),
    // the legend where the link says legend=1; else as the person's visits have them.
    if (this.folds) this.folds.apply(this.embed || document.body.classList.contains('in-lesson'), flags.legend === true);
    this.known = known;
    const unknown = new Set([...params.keys()].filter((k) => !known.has(k)));
    for (const key of unknown) notices.push(t('notice.unknown_param', { key: quote(key) }));
    try {
      this.check(o, null);
      this.checkOptions(o);
    } catch (e) {
      notices.push(sentence(e));
      for (const opt of this.options) o[opt.name] = opt.default;
    }
    this.opts = o;
    this.loaded = true;
    // "Your turn" is on before the model is built, so the first URL written keeps predict=1
    // and the first frame is asked about.
    if (flags.predict && this.yourTurn) this.setPredict(true);
    if (flags.code && this.codePanel) this.setCode(true);
    const challenge = params.get('challenge');
    if (this.challengePanel) {
      // A link to a challenge that gives none of the view's options starts from the
      // challenge's starting input, as picking it from the list does.
      const own = this.options.some((opt) => params.has(opt.name));
      try {
        this.challengePanel.choose(challenge, false, params.get('goal') ?? '', !own);
      } catch (e) {
        notices.push(t('notice.ignored', { key: 'challenge', value: quote(challenge ?? ''), why: reason(e), fallback: t('challenge.fallback') }));
        // The link asked for a challenge: the list, open, in its place.
        this.challengePanel.el.open = true;
      }
    }
    this.rebuild(step);
    if (this.pane) this.pane.ctl.notice(notices);
    else if (notices.length) showNotices(notices);
    if (!flags.predict && flags.autoplay && this.player && this.model) {
      // Reduced motion: the board stays at its frame, and the status line says how to play.
      if (reducedMotion()) addStatus(t('player.autoplay.reduced'));
      else this.player.play();
    }
  }

  // The code on or off: the toggle's state, the panel, the URL.
  /** @param {boolean} on */
  setCode(on) {
    if (!this.codePanel) return;
    this.codePanel.toggle(on);
    // A pane's toggle is the comparison's (compare.js).
    if (this.codeToggle) this.codeToggle.setAttribute('aria-pressed', String(on));
    if (!this.pane) document.body.classList.toggle('coding', on);
    if (on) this.codePanel.draw(this.model && this.model.offers('code') ? this.model.code() : null);
    this.saveUrl();
  }

  // "Your turn" on or off: the toggle's state, the questions, the URL.
  /** @param {boolean} on */
  setPredict(on) {
    if (!this.yourTurn) return;
    this.yourTurn.toggle(on);
    if (this.predictToggle) this.predictToggle.setAttribute('aria-pressed', String(on));
    // An embed makes room for the questions (style.css).
    document.body.classList.toggle('predicting', on);
    this.saveUrl();
  }

  // A square (or vertex, word, column) picked on the board: in "Your turn" it is the
  // learner's answer (true: taken as one), on the practice page always (`picks`); else the
  // view's own action goes ahead.
  /** @param {string} name */
  answerPick(name) {
    if (this.picks) {
      this.picks(name);
      return true;
    }
    if (!this.yourTurn || !this.yourTurn.on) return false;
    // A cell or a vertex that only starts the answer (a digit or a time follows it).
    if (this.yourTurn.current && this.yourTurn.current.then_type) this.yourTurn.prefill(`${name} `);
    else this.yourTurn.answer(name);
    return true;
  }

  // Apply a change of options; a bad combination keeps the old options and says why.
  /** @param {Options} patch */
  change(patch, fromPanes = false) {
    if (this.pane && !fromPanes) {
      this.pane.ctl.change(patch);
      return;
    }
    const next = { ...this.opts, ...patch };
    try {
      this.check(next, patch);
      this.checkOptions(next);
    } catch (e) {
      showNotices([sentence(e)]);
      this.syncForm();
      return;
    }
    clearNotices();
    // A new instance is a new history entry: Back returns to the frame left, at its step.
    newEntry();
    this.opts = next;
    this.rebuild(0);
  }

  // A challenge's starting input (`query`, the view's options as its URL writes them): the
  // view's defaults with those options in their place, as a new instance (`build`; not
  // while the URL is read: load builds the view once, after it).
  /** @param {string} query @param {boolean} [build] */
  startFrom(query, build = true) {
    const params = new URLSearchParams(query);
    /** @type {Options} */
    const o = {};
    for (const opt of this.options) o[opt.name] = opt.default;
    try {
      for (const opt of this.options) {
        const raw = params.get(opt.name);
        if (raw !== null) o[opt.name] = opt.parse ? opt.parse(raw, o, this) : raw;
      }
      this.check(o, null);
      this.checkOptions(o);
    } catch (e) {
      showNotices([sentence(e)]);
      return;
    }
    this.opts = o;
    if (!build) return;
    clearNotices();
    newEntry();
    this.rebuild(0);
  }

  // Options changed (or first shown): a fresh model, at `step`.
  /** @param {number} step */
  rebuild(step) {
    if (this.player) this.player.pause();
    this.jobs.cancel();
    if (this.challengePanel) this.challengePanel.stale();
    if (this.treePanel) this.treePanel.reset();
    if (this.model) this.model.free();
    this.model = null;
    try {
      this.model = this.createModel(this.opts);
    } catch (e) {
      showNotices([sentence(e)]);
    }
    if (this.model && step > 0) this.model.seek(step);
    if (this.player) this.player.setModel(this.model);
    if (this.yourTurn) this.yourTurn.reset();
    this.syncForm();
    this.render();
    this.saveUrl();
    // A pane whose model came later (its pattern database built in a worker): the
    // comparison's player takes the panes once every one has its model.
    if (this.pane) this.pane.ctl.paneRebuilt();
  }

  // Draw the frame at the player's cursor.
  render() {
    this.frame = this.model && this.model.frame ? this.model.frame() : null;
    this.draw(this.frame);
    // The keyboard's cursor over whatever the view drew (only while its board has focus).
    this.keyBoard?.drawCursor();
    if (this.boardTable) this.boardTable.draw();
    if (this.treePanel && !this.embed) this.treePanel.draw();
    // The next question, for the frame now shown (after a step, Back or a seek).
    if (this.yourTurn && this.yourTurn.on) this.yourTurn.ask();
    if (this.codePanel && this.codePanel.on) this.codePanel.draw(this.model && this.model.offers('code') ? this.model.code() : null);
    // A lesson showing this view reads its figures after each frame.
    if (this.afterRender) this.afterRender();
  }

  // The form's controls show the options.
  syncForm() {
    if (!this.form) return;
    for (const o of this.options) {
      const el = /** @type {HTMLInputElement | null} */ (this.form.elements.namedItem(o.name));
      if (!el || !o.input) continue;
      const v = this.opts[o.name];
      if (el.type === 'checkbox') el.checked = !!v;
      else el.value = v === undefined || v === null ? '' : String(v);
    }
  }

  // The URL holds the options, the speed and the step.
  saveUrl() {
    if (this.pane) {
      this.pane.ctl.saveUrl(); // a pane's state is the comparison's
      return;
    }
    if (!this.loaded) return; // not before the URL has been read
    saveState(this.viewClass.route, this.urlOut(), this.embed);
  }

  // The options, the speed and the step as the URL writes them.
  urlOut() {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const o of this.options) {
      const v = this.opts[o.name];
      out[o.name] = o.url ? o.url(v, this.opts) : v;
    }
    if (this.player) out.speed = this.player.speedName;
    const steps = this.model && this.model.cursor ? this.model.cursor().steps : 0;
    out.step = steps > 0 ? steps : undefined;
    if (this.noLegend) out.legend = 0;
    if (this.yourTurn && this.yourTurn.on) out.predict = 1;
    if (this.codePanel && this.codePanel.on) out.code = 1;
    if (this.challengePanel && this.challengePanel.id) {
      out.challenge = this.challengePanel.id;
      if (this.challengePanel.goalText) out.goal = this.challengePanel.goalText;
    }
    return out;
  }

  /** @param {Sayable} message */
  setStatus(message) {
    if (this.pane) {
      this.pane.status.textContent = sentence(message);
      scrollable(this.pane.status);
    } else setStatus(message);
  }

  destroy() {
    document.body.classList.remove('embed', 'beside', 'no-legend', 'predicting', 'coding');
    window.removeEventListener('resize', this.resize);
    document.removeEventListener('keydown', this.keys);
    this.jobs.destroy();
    if (this.challengePanel) this.challengePanel.destroy();
    if (this.treePanel) this.treePanel.destroy();
    if (this.player) this.player.destroy();
    if (this.model) this.model.free();
    this.model = null;
  }
}
