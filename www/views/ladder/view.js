// Word ladders by BFS: the layers drawn as rows of words (white unseen, gray in the queue,
// black expanded), the queue, and at the end the ladder traced back through predecessors
// and every shortest ladder counted.

import { View } from '../../shell/view.js';
import { MAX_HASH } from '../../shell/url.js';
import { setStatus, addNotices } from '../../shell/status.js';
import { t, sentence, joined } from '../../text/index.js';
import { counters, coded, layerColour, layerInk, el, part, textField, selectField } from '../../shell/kit.js';

const PER_LAYER = 240;
const QUEUE_SHOWN = 80;
const LIST_SHOWN = 50;

// The most characters a pasted list may take in the page's link.
const LINK_WORDS = MAX_HASH - 1024;
// A pasted list as the link keeps it: its words one space apart.
const linkWords = (/** @type {string} */ v) => v.trim().split(/\s+/).join(' ');

/** @extends {View<SearchOf<'ladder'>>} */
export class LadderView extends View {
  static route = 'ladder';
  static predict = true;
  static code = true;
  /** @type {ViewOption[]} */
  // Declared in Rust (ladder::options): the list, checked alone; the words and the two
  // ends, checked together in check() (a link that cannot be searched is shown as it came,
  // not searched, until it is mended).
  static options = [
    { name: 'list', fallback: () => t('ladder.fallback.list') },
    // A pasted list is kept in the URL with its words one space apart.
    { name: 'words', together: true, url: (v, o) => (o.list === 'custom' ? linkWords(v) : undefined) },
    { name: 'from', together: true },
    { name: 'to', together: true },
  ];

  static about = 'ladder.about';
  static legend = [
    { key: 'ladder.legend.gray', style: 'background:#eceff1;border:2px dashed #1e8449;border-radius:4px' }, { key: 'ladder.legend.black', style: 'background:hsl(140,70%,27%);border:2px solid hsl(140,70%,27%);border-radius:4px' },
    { key: 'ladder.legend.layers', style: 'border:2px solid hsl(140,70%,40%);border-right-color:hsl(260,70%,55%);border-bottom-color:hsl(20,70%,55%);border-radius:4px' }, { key: 'ladder.legend.current', style: 'outline:3px solid #000;border-radius:4px' },
    { key: 'ladder.legend.goal', style: 'box-shadow:0 0 0 3px #c0392b;border-radius:4px' }, { key: 'ladder.legend.path', style: 'border-bottom:3px solid #111' },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it) and createModel() sets: declared
    // here for the type check, assigned there.
    /** @type {OptionsForm} */ this.form;
    /** @type {HTMLElement} */ this.custom;
    /** @type {HTMLElement} */ this.infoLine;
    /** @type {HTMLElement} */ this.queueList;
    /** @type {HTMLElement} */ this.result;
    /** @type {HTMLElement} */ this.layers;
    /** @type {Counters} */ this.counters;
    /** @type {import('../../../searchlight.js').LadderInfo} */ this.info;
    /** @type {(import('../../../searchlight.js').AllLadders & { cmp: import('../../../searchlight.js').LadderComparison | null }) | null} every shortest ladder, once found */ this.allLadders;
    /** @type {Sayable | null} why the link's ladder cannot be searched, while it is shown as it came */ this.fault;
  }

  build() {
    this.root.replaceChildren(
      el('form', { className: 'options', autocomplete: 'off' },
        textField(t('ladder.from'), 'from', 8, t('ladder.from.label')),
        textField(t('ladder.to'), 'to', 8, t('ladder.to.label')),
        selectField(t('ladder.list'), 'list', t('ladder.list.label'), this.choices('list'), (l) => t(`ladder.list.${l}`)),
        el('button', { type: 'submit' }, t('ladder.search')),
        el('label', { className: 'custom', hidden: true }, t('ladder.custom'),
          el('textarea', { name: 'words', rows: 3, cols: 50, spellcheck: false, aria: { label: t('ladder.custom.label') } }))),
      el('p', { className: 'graph-info', dataset: { role: 'info' } }),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('div', { className: 'queue', dataset: { reads: '' }, aria: { label: t('ladder.queue.label') } },
        el('span', { className: 'queue-label' }, t('ladder.queue')), el('ol', { dataset: { role: 'queue' } })),
      el('div', { className: 'ladder-result stage', dataset: { role: 'result' } }),
      el('div', { className: 'layers stage', role: 'list', dataset: { role: 'layers' }, aria: { label: t('ladder.layers.label') } }));
    const role = (/** @type {string} */ name) => part(this.root, `[data-role=${name}]`);
    this.form = part(this.root, 'form');
    this.custom = part(this.root, '.custom');
    this.infoLine = role('info');
    this.queueList = role('queue');
    this.result = role('result');
    this.layers = role('layers');
    this.counters = counters(role('counters'), [
      ['steps', 'counter.steps'], ['discovered', 'ladder.counter.discovered'], ['expanded', 'ladder.counter.expanded'],
      ['edges', 'ladder.counter.edges'], ['queue', 'ladder.counter.queue'], ['max', 'ladder.counter.max'],
    ]);
    this.makePlayer(role('player'));
    const f = this.form.elements;
    f.list.addEventListener('change', () => { this.custom.hidden = f.list.value !== 'custom'; });
    // Nothing is searched until Search.
    this.form.addEventListener('submit', () => {
      /** @type {Record<string, string>} */
      const typed = { from: f.from.value.trim(), to: f.to.value.trim(), list: f.list.value, words: f.words.value };
      this.change(typed);
      // Refused (the notice says why): the form keeps what was typed or pasted, to be
      // mended, not the search still shown.
      if (Object.keys(typed).some((k) => this.opts[k] !== typed[k])) {
        for (const [k, v] of Object.entries(typed)) f[k].value = v;
        this.custom.hidden = typed.list !== 'custom';
      }
    });
  }

  // The four options are searched together. A link that cannot be searched (a word missing
  // from its pasted list, a token that is not a word) is kept as it came: the form, the
  // address and Share keep the person's list and ends, the fault is said with its mending,
  // and nothing is searched until Search with a mended set (as sudoku shows a puzzle whose
  // givens conflict). A set typed into the form is refused instead, the search shown kept.
  // A pasted list must fit in the link the page writes (the rest of the address gets a
  // kilobyte): a longer one would be searched, then lost on reload and by Share.
  /** @param {Options} next @param {Options | null} patch */
  check(next, patch) {
    if (patch && next.list === 'custom') {
      const length = new URLSearchParams({ words: linkWords(next.words) }).toString().length;
      if (length > LINK_WORDS) throw coded('ladder.list_too_long_for_link', { length, max: LINK_WORDS });
    }
    try {
      this.wasm.check_ladder(next.list, next.words, next.from, next.to);
    } catch (e) {
      if (patch) throw e;
      this.fault = /** @type {Sayable} */ (e);
      return;
    }
    this.fault = null;
  }

  // Rust's check of the whole set refuses what check() kept to be shown unsearched.
  /** @param {Options} next */
  checkOptions(next) {
    if (!this.fault) super.checkOptions(next);
  }

  /** @param {URLSearchParams} params @param {Sayable[]} [earlier] */
  load(params, earlier = []) {
    super.load(params, earlier);
    // The fault as its message, said whole (a string would be clipped as a link's value).
    if (this.fault) addNotices([t('ladder.link_unsearched', { why: this.fault })]);
  }

  /** @param {Options} o */
  createModel(o) {
    this.allLadders = null;
    if (this.fault) {
      this.infoLine.textContent = '';
      return null;
    }
    const model = this.make('ladder', this.declaredValues(o));
    this.info = model.extra('info');
    this.allLadders = null;
    this.infoLine.textContent = t('ladder.info', { list: this.info.list, words: this.info.words.length, edges: this.info.edges });
    return model;
  }

  syncForm() {
    const f = this.form.elements;
    for (const k of ['from', 'to', 'list', 'words']) f[k].value = this.opts[k];
    this.custom.hidden = this.opts.list !== 'custom';
  }

  /** @param {number} i */
  word(i) {
    return this.info.words[i].toUpperCase();
  }

  /** @template {'li' | 'span'} K @param {K} tag @param {number} n */
  moreItem(tag, n) {
    return el(tag, {}, t('ladder.more', { n }));
  }

  // For a lesson: the words of the list, the pairs of them a graph built by comparing every
  // two would look at, the graph's edges, the ladder's changes and how many shortest
  // ladders there are once it is found.
  moreFigures() {
    const f = this.frame;
    const found = f && f.ladder ? f.ladder.length : 0;
    if (found && !this.allLadders) this.allLadders = this.ladders();
    const n = this.info ? this.info.words.length : 0;
    return {
      words: this.info ? n : null,
      word_pairs: this.info ? (n * (n - 1)) / 2 : null,
      graph_edges: this.info ? this.info.edges : null,
      changes: found ? found - 1 : null,
      ladders: found && this.allLadders ? this.allLadders.count : null,
      ladder: found ? Array.from(f.ladder, (i) => this.word(i)).join(' → ') : null,
    };
  }

  /** @param {import('../../../searchlight.js').LadderFrame} f */
  draw(f) {
    if (this.fault && !this.model) {
      // The link's ladder, not searched: its fault on the status line, nothing drawn.
      setStatus(sentence(this.fault));
      for (const k of ['steps', 'discovered', 'expanded', 'edges', 'queue', 'max']) this.counters.set(k, 0);
      for (const part of [this.queueList, this.layers, this.result]) part.replaceChildren();
      return;
    }
    if (!f || !this.model) return;
    const c = this.model.cursor();
    const set = this.counters.set;
    set('steps', c.steps);
    set('discovered', f.discovered);
    set('expanded', f.dequeued);
    set('edges', f.edges);
    set('queue', f.queue.length);
    set('max', f.max_queue);
    setStatus(sentence(f.status));

    const chips = f.queue.slice(0, QUEUE_SHOWN).map((i) => el('li', { style: { background: layerColour(f.distances[i], 0.35) } }, this.word(i)));
    if (f.queue.length > QUEUE_SHOWN) chips.push(this.moreItem('li', f.queue.length - QUEUE_SHOWN));
    this.queueList.replaceChildren(...chips);
    this.drawLayers(f);
    this.drawResult(f);
  }

  // Layers as rows of words, in discovery order within each layer, the first PER_LAYER
  // of each; the goal, the word being expanded and the ladder found are shown wherever
  // they fall (after the first PER_LAYER, before the count of the rest).
  /** @param {import('../../../searchlight.js').LadderFrame} f */
  drawLayers(f) {
    const keep = new Set([this.info.to, f.current, ...(f.ladder || [])]);
    const path = new Set(f.ladder || []);
    const queued = new Set(f.queue);
    const rows = [];
    let layer = -1;
    /** @type {HTMLElement | null} */
    let words = null;
    let inRow = 0;
    let hidden = 0;
    const flush = () => {
      if (words && hidden) words.append(Object.assign(this.moreItem('span', hidden), { className: 'more' }));
    };
    for (const i of f.order) {
      if (f.distances[i] !== layer) {
        flush();
        layer = f.distances[i];
        words = el('span', { className: 'words' });
        // A list of layers, each an item a screen reader reads whole: its name, its words
        // and what marks each (the layers' text form).
        rows.push(el('div', { className: 'layer', role: 'listitem' }, el('span', { className: 'layer-label' }, t('ladder.layer', { n: layer })), words));
        inRow = 0;
        hidden = 0;
      }
      if (inRow++ >= PER_LAYER && !keep.has(i)) { hidden++; continue; }
      const colour = f.colours[i];
      const span = el('span', { className: `word ${['white', 'gray', 'black'][colour]}${i === f.current ? ' current' : ''}${i === this.info.to ? ' goal' : ''}${path.has(i) ? ' on-path' : ''}` }, this.word(i));
      // What the colours and frames say, in words for a screen reader.
      const marks = [
        ...(queued.has(i) ? [t('ladder.word.queued')] : []), ...(i === f.current ? [t('ladder.word.current')] : []),
        ...(i === this.info.to ? [t('ladder.word.goal')] : []), ...(path.has(i) ? [t('ladder.word.path')] : []),
      ];
      span.style.borderColor = layerColour(layer);
      if (colour === 2) span.style.background = layerInk(layer);
      words?.append(span); // (set at the first word: its layer is new)
      // The marks beside the word, not in it (the word's own text stays the word).
      if (marks.length) words?.append(el('span', { className: 'visually-hidden' }, t('board_text.marked', { value: '', marks })));
    }
    flush();
    this.layers.replaceChildren(...rows);
  }

  // The ladder found, every shortest ladder (computed once per search), and how plain and
  // bidirectional BFS compare on this pair.
  /** @param {import('../../../searchlight.js').LadderFrame} f */
  drawResult(f) {
    if (!f.ladder) {
      this.result.textContent = '';
      return;
    }
    if (!this.allLadders) this.allLadders = this.ladders();
    if (!this.allLadders) return;
    const { count, ladders, cmp } = this.allLadders;
    const words = f.ladder.length;
    const compared = cmp ? joined(t('ladder.comparison', {
      plain: cmp.plain.discovered, plain_edges: cmp.plain.edges, bi: cmp.bidirectional.discovered, bi_edges: cmp.bidirectional.edges,
    }), t('ladder.comparison_astar', { astar: cmp.astar.discovered, astar_edges: cmp.astar.edges })) : '';
    this.result.replaceChildren(
      el('p', { className: 'ladder' }, Array.from(f.ladder, (i) => this.word(i)).join(' → ')),
      el('p', {}, t(count > ladders.length ? 'ladder.result_capped' : 'ladder.result', { words, changes: words - 1, n: count, listed: ladders.length })),
      el('p', { className: 'comparison' }, compared),
      el('ol', { className: 'all-ladders' }, ...ladders.map((l) => el('li', {}, l.map((w) => w.toUpperCase()).join(' → ')))));
  }

  // Every shortest ladder (the first LIST_SHOWN) and the two searches' costs: asked of the
  // model once a ladder is found (none without a model).
  ladders() {
    return this.model ? { ...this.model.extra('all_ladders', LIST_SHOWN), cmp: this.model.extra('comparison') } : null;
  }
}
